"""The API writes a neighbourhood's JSON with orjson (api.neighbourhood.encode_answer); the bytes must be those
GraphOut's own serializer (FastAPI's response model) writes for the same answer, whatever the property values."""

from __future__ import annotations

import json
import math

from auditgraph.api.models import GraphOut
from auditgraph.api.neighbourhood import encode_answer


def _answer(props: dict) -> dict:
    return {
        "center": "n1",
        "hops": 1,
        "nodes": [
            {"id": "n1", "labels": ("Fact",), "properties": props},
            {"id": "us-gaap:Assets", "labels": ["Concept"], "properties": {}},
        ],
        "edges": [
            {
                "id": "INSTANCE_OF|n1|us-gaap:Assets",
                "type": "INSTANCE_OF",
                "source": "n1",
                "target": "us-gaap:Assets",
                "properties": {"order": 1.0, "role": "r"},
            }
        ],
        "truncated": True,
        "omitted": [
            {"node": "n1", "type": "IN_CONTEXT", "direction": "out", "shown": 0, "total": None, "at_least": False}
        ],
    }


def _model_bytes(data: dict) -> bytes:
    model = GraphOut.model_validate(data)
    return model.__pydantic_serializer__.to_json(model)


def test_values_of_every_kind_encode_as_the_models_serializer_does():
    props = {
        "value": 352_583_000_000.0,
        "tiny": 1.5e-7,
        "big": 1e20,
        "neg0": -0.0,
        "third": 1 / 3,
        "int": 2**63 - 1,
        "min": -(2**63),
        "text": 'Ünïcode € \u2028 "quoted" \\ / \x00\x1f',
        "nil": None,
        "flag": False,
        "dims": ["us-gaap:Axis=us-gaap:Member"],
        "nested": {"a": [1, 2.5, None]},
        "nan": math.nan,
        "inf": math.inf,
        "ninf": -math.inf,
    }
    data = _answer(props)
    sent = encode_answer(data)
    assert sent == _model_bytes(data)
    body = json.loads(sent)  # valid JSON: NaN and infinities are null, as the model writes them
    assert body["nodes"][0]["properties"]["nan"] is None and body["nodes"][0]["properties"]["inf"] is None


def test_an_integer_beyond_64_bits_falls_back_to_the_models_encoding():
    data = _answer({"huge": 2**70, "nan": math.nan})
    assert encode_answer(data) == _model_bytes(data)
