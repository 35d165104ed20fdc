"""Per-filing cost independent of graph size: every rule query enters the graph through the filing.

FalkorDB's planner (GRAPH.EXPLAIN) must use an index on the filing (Filing.accession) or on the linkbase
relationships' `source`; a label scan of all Facts or Concepts, or an all-node scan, grows with the graph.
"""

from __future__ import annotations

import pytest

from auditgraph.cypher.registry import QueryRegistry

RULE_READS = sorted(
    n for n in QueryRegistry.load().names() if n.startswith("rules.") and QueryRegistry.load().get(n).mode == "read"
)
SCANS = ("Label Scan", "All Node Scan")


def _params(names):
    return {p: (["x"] if p in ("concepts", "rules", "roles", "uris", "children") else "x") for p in names}


@pytest.mark.parametrize("name", RULE_READS)
def test_rule_query_is_anchored_on_the_filing(name, store, registry):
    if store.backend != "falkordb":
        pytest.skip("plans are read with FalkorDB's GRAPH.EXPLAIN")
    q = registry.get(name)
    plan = str(store.graph.explain(q.text, _params(q.params)))
    scans = [line.strip() for line in plan.splitlines() if any(s in line for s in SCANS)]
    assert scans == [], f"{name} scans instead of entering through the filing:\n{plan}"
    assert "Index Scan" in plan
