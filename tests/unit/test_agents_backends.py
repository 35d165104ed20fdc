"""Tool-call parsing, response parsing, backend selection and the offline policy's determinism."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from auditgraph.agents.backends import make_backend
from auditgraph.agents.backends.cache import CachedBackend
from auditgraph.agents.backends.offline import OfflineBackend
from auditgraph.agents.backends.openai_backend import OpenAIBackend, parse_response
from auditgraph.agents.messages import ToolCall, parse_arguments
from auditgraph.agents.prompts import finalize_spec, query_message
from auditgraph.agents.protocol import AuditQuery
from auditgraph.agents.service import backend_from_settings
from auditgraph.errors import InputError
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023_END


def test_arguments_parse_plain_fenced_and_wrapped_json():
    assert parse_arguments('{"a": 1}') == ({"a": 1}, None)
    assert parse_arguments('```json\n{"a": 1}\n```') == ({"a": 1}, None)
    assert parse_arguments('Here you go: {"a": 1} done') == ({"a": 1}, None)
    assert parse_arguments("") == ({}, None)


def test_malformed_arguments_keep_the_raw_text_and_say_what_is_wrong():
    call = ToolCall.from_raw("c1", "get_fact", '{"concept": us-gaap:Assets')
    assert call.arguments == {} and call.raw_arguments == '{"concept": us-gaap:Assets'
    assert call.parse_error.startswith("arguments are not valid JSON")
    assert parse_arguments("[1, 2]")[1] == "arguments must be a JSON object, got list"


def _response(message):
    return SimpleNamespace(choices=[SimpleNamespace(message=message)])


def test_response_parsing_flags_unusable_answers():
    assert parse_response(SimpleNamespace(choices=[]))[1] == "response has no choices"
    assert parse_response(_response(None))[1] == "response choice has no message"
    empty = SimpleNamespace(content="  ", tool_calls=None)
    assert parse_response(_response(empty))[1] == "response has neither content nor tool calls"

    def with_call(call_id, name, arguments):
        function = SimpleNamespace(name=name, arguments=arguments)
        return SimpleNamespace(content=None, tool_calls=[SimpleNamespace(id=call_id, function=function)])

    assert parse_response(_response(with_call("x", "", "{}")))[1] == "tool call 0 has no function name"
    ok = with_call(None, "get_fact", "{bad")
    message, problem = parse_response(_response(ok))
    assert problem is None and message.tool_calls[0].id == "call_0" and message.tool_calls[0].parse_error


def test_backend_is_offline_without_a_key_and_cached_openai_with_one(tmp_path):
    settings = SimpleNamespace(llm_api_key=None, llm_base_url=None, llm_model="m", llm_cache_dir=tmp_path)
    assert isinstance(backend_from_settings(settings), OfflineBackend)
    settings.llm_api_key = "sk-test"
    backend = backend_from_settings(settings)
    assert isinstance(backend, CachedBackend) and isinstance(backend.inner, OpenAIBackend)
    assert backend.name == "openai" and backend.model == "m"
    with pytest.raises(InputError):
        make_backend("openai", api_key=None)
    with pytest.raises(InputError):
        make_backend("nonsense")  # type: ignore[arg-type]


def test_offline_policy_answers_the_same_conversation_the_same_way():
    query = AuditQuery(accession=APPLE_2023_ACCESSION, concept="us-gaap:Assets", period=FY2023_END)
    messages = [{"role": "user", "content": query_message(query)}]
    tools = [finalize_spec()] + [
        {"type": "function", "function": {"name": n, "parameters": {}}}
        for n in ("lookup_concept_spec", "walk_calc_tree", "check_sign")
    ]
    first = OfflineBackend().complete("compliance", "s", messages, tools)
    assert first == OfflineBackend().complete("compliance", "s", messages, tools)
    assert first.tool_calls[0].name == "lookup_concept_spec"
    assert first.tool_calls[0].arguments == {
        "accession": APPLE_2023_ACCESSION,
        "concept": "us-gaap:Assets",
        "period": FY2023_END,
    }


def test_finalize_schema_is_generated_from_its_model():
    schema = finalize_spec()["function"]["parameters"]
    assert schema["properties"]["verdict"]["enum"] == ["violation", "consistent"]
    assert set(schema["required"]) == {"verdict", "reported_value", "expected_value", "confidence", "rationale"}
    assert schema["additionalProperties"] is False
