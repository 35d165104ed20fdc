"""Execution-plan checks: a named query must reach its data through an index or a traversal from an indexed
anchor (the filing, a concept, a key), never by scanning every node, every node of a large label, or every
relationship of a type (which FalkorDB plans as an all-node scan followed by a traversal).

Used by tests/integration/test_query_plans.py. To hold more queries to it (the rule queries, once anchored),
add their area to ANCHORED_AREAS there, or name them in its list.
"""

from __future__ import annotations

import re

from auditgraph.cypher.registry import Query

# Labels whose size grows with the number of filings or with the taxonomy: scanning them costs the whole graph.
LARGE_LABELS = ("Concept", "Fact", "Context", "Unit", "Finding")
_SCAN = re.compile(r"All Node Scan|Node By Label Scan \| \(\w*:(?:" + "|".join(LARGE_LABELS) + r")\)")

# Parameters that are lists (by the names the query files use); everything else gets a string.
_LIST_PARAMS = {
    "rows",
    "accessions",
    "facts",
    "concepts",
    "filings",
    "contexts",
    "units",
    "roles",
    "findings",
    "companies",
    "taxonomies",
    "types",
    "sources",
    "complete",
    "dims",
    "qnames",
    "keys",
    "members",
    "axes",
    "periods",
    "names",
}
_INT_PARAMS = {"limit", "offset", "depth", "count_limit"}
_MAP_PARAMS = {"props", "company", "meta"}


def dummy_params(query: Query) -> dict:
    """Values of the right shape for EXPLAIN (the plan depends on the indexes, not on the values)."""
    out: dict = {}
    for p in query.params:
        out[p] = ["x"] if p in _LIST_PARAMS else 10 if p in _INT_PARAMS else {"x": "x"} if p in _MAP_PARAMS else "x"
    return out


def plan_lines(store, query: Query, params: dict | None = None) -> list[str]:
    """FalkorDB's GRAPH.EXPLAIN of a named query, one operator per line."""
    plan = store.graph.explain(query.text, params if params is not None else dummy_params(query))
    return [line.strip() for line in str(plan).splitlines() if line.strip()]


def full_scans(store, query: Query, params: dict | None = None) -> list[str]:
    """The plan operators that scan all nodes or a large label (empty when the query is anchored)."""
    return [line for line in plan_lines(store, query, params) if _SCAN.search(line)]
