"""The API's neighbourhood JSON, written from the plain answer, is byte for byte what GraphOut's own serializer
writes for the same answer (what FastAPI's response model would send), for every kind of node a client asks for."""

from __future__ import annotations

import json

import pytest

from auditgraph.api.models import GraphOut
from auditgraph.api.neighbourhood import NeighbourhoodCache, neighbourhood_data


@pytest.mark.parametrize("kind", ["fact", "concept", "filing", "context"])
def test_plain_answer_json_is_graphouts_own(store, loaded, kind):
    acc = loaded["aapl-10k-2023"]
    fact = f"{acc}:320193:us-gaap:Assets:20230930:USD"
    node = {
        "fact": fact,
        "concept": "us-gaap:Assets",
        "filing": acc,
        "context": store.run_read_only_text(
            "MATCH (f:Fact {key: $k})-[:IN_CONTEXT]->(c:Context) RETURN c.key AS k", {"k": fact}, 10, 1
        )[0]["k"],
    }[kind]
    data = neighbourhood_data(store, node, hops=2, limit=150)
    model = GraphOut.model_validate(data)
    cache = NeighbourhoodCache()
    sent = cache.get_json(store, node, 2, 150, [])
    assert sent == model.__pydantic_serializer__.to_json(model)
    assert GraphOut.model_validate_json(sent) == model == cache.get_or_compute(store, node, 2, 150, [])
    body = json.loads(sent)
    assert list(body) == list(GraphOut.model_fields)
    assert len(body["nodes"]) == len({n["id"] for n in body["nodes"]}) <= 150
    assert [e["id"] for e in body["edges"]] == sorted(e["id"] for e in body["edges"])
    if kind == "fact":  # the fact's own value, as the instance reports it (Apple's total assets, 2023-09-30)
        assert next(n for n in body["nodes"] if n["id"] == fact)["properties"]["value"] == 352_583_000_000
