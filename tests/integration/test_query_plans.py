"""Every named query of the anchored areas reaches its data through an index or from an indexed anchor: its
FalkorDB execution plan (GRAPH.EXPLAIN) has no scan of all nodes, of all Concepts/Facts/Contexts/Units/Findings,
or of all relationships of a type. So a query's cost follows the filing (or concept) it concerns, not the size
of the graph (issue 12).

The rule queries (cypher/rules/) join this test by adding "rules" to ANCHORED_AREAS.
"""

from __future__ import annotations

import os

import pytest

from auditgraph.cypher.registry import QueryRegistry
from tests.query_plans import full_scans, plan_lines

pytestmark = pytest.mark.skipif(
    bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="reads FalkorDB's GRAPH.EXPLAIN output"
)

ANCHORED_AREAS = ("admin", "api", "ingest", "rules", "tools", "traverse")

# Queries that read the whole graph by purpose, with the reason. Nothing on a per-filing path may be here.
WHOLE_GRAPH = {
    "admin.counts": "node census by scanning, kept to check GraphStore.label_counts (which /health uses) against",
    "api.relationship_counts": "relationship census by scanning, kept to check GraphStore.relationship_counts",
    "api.concept_search": "substring search over every concept's names and labels (needs a full-text index)",
}


def _owned(registry):
    return sorted(n for n in registry.names() if n.split(".")[0] in ANCHORED_AREAS and n not in WHOLE_GRAPH)


def test_the_plan_check_catches_a_label_scan_and_an_all_relationship_scan(store, registry):
    from auditgraph.cypher.registry import Query

    concept_scan = Query(
        name="t.concepts",
        mode="read",
        params=("q",),
        returns=("n",),
        path="test",
        text="MATCH (c:Concept) WHERE c.label CONTAINS $q RETURN count(c) AS n",
    )
    edge_scan = Query(
        name="t.edges",
        mode="read",
        params=("q",),
        returns=("n",),
        path="test",
        text="MATCH ()-[e:SUMMATION_ITEM]->() WHERE e.role = $q RETURN count(e) AS n",
    )
    by_source = Query(
        name="t.source",
        mode="read",
        params=("q",),
        returns=("n",),
        path="test",
        text="MATCH ()-[e:SUMMATION_ITEM {source: $q}]->() RETURN count(e) AS n",
    )
    assert full_scans(store, concept_scan) == ["Node By Label Scan | (c:Concept)"]
    assert full_scans(store, edge_scan) and "Conditional Traverse" in " ".join(plan_lines(store, edge_scan))
    assert full_scans(store, by_source) == []  # the relationship index on `source`


@pytest.mark.parametrize("name", _owned(QueryRegistry.load()))
def test_query_is_anchored_not_a_scan(store, registry, name):
    scans = full_scans(store, registry.get(name))
    assert scans == [], f"{name} scans: {scans}\n" + "\n".join(plan_lines(store, registry.get(name)))
