"""`POST /cypher` answers with the caller's columns in the caller's RETURN order, on the real embedded graph
(Apple's 10-K 2023: us-gaap:Assets 352,583,000,000 at 2023-09-30 and 352,755,000,000 at 2022-09-24)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from auditgraph.api.app import create_app

APPLE = "0000320193-23-000106"


def test_cypher_columns_follow_the_return_clause_not_the_alphabet(apple_alone):
    settings, store = apple_alone
    query = (
        "MATCH (f:Fact {concept: 'us-gaap:Assets', filing: $accession}) "
        "RETURN f.value AS value, f.period AS period, f.concept AS concept ORDER BY period"
    )
    with TestClient(create_app(settings, store)) as http:
        body = http.post("/cypher", json={"query": query, "params": {"accession": APPLE}}).json()
    assert body["columns"] == ["value", "period", "concept"]
    assert [list(r) for r in body["rows"]] == [["value", "period", "concept"]] * 2
    assert [r["value"] for r in body["rows"]] == [352_755_000_000, 352_583_000_000]
