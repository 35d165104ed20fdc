"""Tool calls and final answers written in the message text, as small open models write them."""

from __future__ import annotations

import json
from types import SimpleNamespace

from auditgraph.agents.backends.openai_backend import parse_response
from auditgraph.agents.backends.text_calls import TEXT_CALL_FORMAT, extract_text_calls
from auditgraph.agents.junior import run_junior
from auditgraph.agents.messages import AssistantMessage
from auditgraph.agents.protocol import AuditFlow, AuditQuery
from auditgraph.agents.toolbox import COMPLIANCE
from auditgraph.evals.agents import Case, evaluate
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023_END, apple_2023_sheet

OFFERED = {"get_fact", "check_sign", "check_calc_tree", "walk_calc_tree", "finalize"}
ARGS = {"accession": APPLE_2023_ACCESSION, "concept": "us-gaap:AssetsCurrent", "period": FY2023_END}


def _names_and_arguments(content: str, offered: set[str] = OFFERED) -> list[tuple[str, dict]]:
    return [(c.name, c.arguments) for c in extract_text_calls(content, offered).calls]


def test_hermes_qwen_tool_call_blocks_are_read_in_order_even_when_a_closing_tag_is_missing():
    content = (
        "I will read the fact first.\n<tool_call>\n"
        + json.dumps({"name": "get_fact", "arguments": ARGS})
        + "\n</tool_call>\n<tool_call>"
        + json.dumps({"name": "check_sign", "arguments": ARGS})
    )
    read = extract_text_calls(content, OFFERED)
    assert [(c.id, c.name, c.arguments, c.source) for c in read.calls] == [
        ("call_text_0", "get_fact", ARGS, "text"),
        ("call_text_1", "check_sign", ARGS, "text"),
    ]
    assert all(c.parse_error is None for c in read.calls)
    assert read.prose == "I will read the fact first."


def test_the_argument_and_name_spellings_of_open_models_are_all_read():
    shapes = [
        {"name": "get_fact", "arguments": ARGS},
        {"name": "get_fact", "parameters": ARGS},  # Llama 3.x
        {"tool": "get_fact", "parameters": ARGS},
        {"tool_name": "get_fact", "args": ARGS},
        {"action": "get_fact", "action_input": ARGS},  # ReAct JSON
        {"function": {"name": "get_fact", "arguments": json.dumps(ARGS)}},  # OpenAI's shape as text
        {"type": "function", "function": {"name": "get_fact", "parameters": ARGS}},
        {"name": "get_fact", "arguments": json.dumps(ARGS)},  # arguments as a JSON string
    ]
    for shape in shapes:
        assert _names_and_arguments(json.dumps(shape)) == [("get_fact", ARGS)], shape


def test_fenced_json_lists_and_several_bare_objects_per_message():
    fenced = (
        "```json\n"
        + json.dumps([{"name": "get_fact", "arguments": ARGS}, {"name": "check_calc_tree", "arguments": ARGS}])
        + "\n```"
    )
    assert [n for n, _ in _names_and_arguments(fenced)] == ["get_fact", "check_calc_tree"]
    bare = (
        "First "
        + json.dumps({"name": "walk_calc_tree", "arguments": ARGS})
        + " then "
        + json.dumps({"tool": "check_sign", "parameters": ARGS})
        + "."
    )
    assert [n for n, _ in _names_and_arguments(bare)] == ["walk_calc_tree", "check_sign"]
    mistral = "[TOOL_CALLS] " + json.dumps([{"name": "get_fact", "arguments": ARGS}])
    assert _names_and_arguments(mistral) == [("get_fact", ARGS)]
    echoed = json.dumps({"tool_calls": [{"function": {"name": "check_sign", "arguments": ARGS}}]})
    assert _names_and_arguments(echoed) == [("check_sign", ARGS)]


def test_a_final_answer_in_the_text_is_a_finalize_call_only_when_finalize_is_offered():
    verdict = {
        "verdict": "violation",
        "reported_value": 143_666e6,
        "expected_value": 143_566e6,
        "rules": ["DQC.US.0126"],
        "evidence": [],
        "confidence": 0.9,
        "rationale": "does not foot",
    }
    assert _names_and_arguments("My verdict:\n```json\n" + json.dumps(verdict) + "\n```") == [("finalize", verdict)]
    assert _names_and_arguments(json.dumps({"final_answer": verdict})) == [("finalize", verdict)]
    assert _names_and_arguments(json.dumps(verdict), offered={"get_fact"}) == []


def test_prose_code_and_stray_json_are_not_calls():
    content = (
        'The filing says {"units": "USD"} and [1, 2, 3].\n```python\nx = {"name": "get_fact"}\n```\n'
        'Sets like {1, 2} are not JSON.'
    )
    read = extract_text_calls(content, OFFERED)
    assert read.calls == [] and read.prose == content
    # a name-only object is a call only when it names an offered tool
    assert _names_and_arguments('{"name": "Apple Inc."}') == []
    assert _names_and_arguments('{"name": "get_fact"}') == [("get_fact", {})]
    assert extract_text_calls('{"name": "get_fact"}', OFFERED).calls[0].to_openai()["function"]["arguments"] == "{}"


def test_malformed_calls_carry_a_parse_error_that_says_how_to_write_them():
    broken_tag = '<tool_call>{"name": "get_fact", "arguments": {"concept": us-gaap:Assets}}</tool_call>'
    broken_bare = 'Calling {"name": "check_sign", "arguments": {"period": 20230930,}} now'
    wrong_arguments = json.dumps({"name": "get_fact", "arguments": [1, 2]})
    nameless = '<tool_call>{"arguments": {"concept": "us-gaap:Assets"}}</tool_call>'
    no_name = json.dumps({"function": {"name": 7, "arguments": {}}})
    for content, name, reason in (
        (broken_tag, "get_fact", "the <tool_call> block is not valid JSON"),
        (broken_bare, "check_sign", "the JSON object is not valid JSON"),
        (wrong_arguments, "get_fact", "arguments must be a JSON object, got list"),
        (nameless, "unknown", "the <tool_call> block names no tool"),
        (no_name, "unknown", "the call's tool name is 7"),
    ):
        read = extract_text_calls(content, OFFERED)
        assert len(read.calls) == 1, content
        call = read.calls[0]
        assert (call.name, call.source) == (name, "text")
        assert call.parse_error.startswith(reason) and call.parse_error.endswith(TEXT_CALL_FORMAT)
        # the broken text stays in the prose the model sees again; the call goes back with empty arguments
        assert read.prose == content.strip()
        assert call.to_openai()["function"]["arguments"] == "{}"


def test_parse_response_reads_text_calls_only_without_native_ones_and_sends_back_the_prose():
    text = "Reading it.\n<tool_call>" + json.dumps({"name": "get_fact", "arguments": ARGS}) + "</tool_call>"
    message = SimpleNamespace(content=text, tool_calls=None)
    answer, problem = parse_response(SimpleNamespace(choices=[SimpleNamespace(message=message)]), OFFERED)
    assert problem is None and [c.name for c in answer.tool_calls] == ["get_fact"]
    assert answer.content == text  # the trajectory keeps what the model wrote
    sent = answer.to_openai()
    assert sent["content"] == "Reading it."  # the call itself goes back once, in native form
    assert sent["tool_calls"][0]["function"] == {
        "name": "get_fact",
        "arguments": json.dumps(ARGS, sort_keys=True, separators=(",", ":")),
    }
    # no tools offered (the senior): text stays text
    answer, _ = parse_response(SimpleNamespace(choices=[SimpleNamespace(message=message)]), set())
    assert answer.tool_calls == []
    # a cached message from before this field existed still loads
    assert AssistantMessage.model_validate({"content": "x", "tool_calls": []}).prose is None


class _TextModel:
    """Answers every junior turn from a list of message texts, as a text-only model would."""

    name, model = "text-script", "text-script"

    def __init__(self, turns: list[str]) -> None:
        self.turns = list(turns)

    def complete(self, role, system, messages, tools):
        message = SimpleNamespace(content=self.turns.pop(0), tool_calls=None)
        offered = {t["function"]["name"] for t in tools}
        answer, problem = parse_response(SimpleNamespace(choices=[SimpleNamespace(message=message)]), offered)
        assert problem is None
        return answer


def test_text_calls_go_through_the_same_gate_schema_and_grounding_as_native_ones():
    toolbox = apple_2023_sheet()
    query = AuditQuery(accession=APPLE_2023_ACCESSION, concept="us-gaap:AssetsCurrent", period=FY2023_END)
    total = toolbox.key(toolbox.fact("us-gaap:AssetsCurrent", FY2023_END))
    verdict = {
        "verdict": "violation",
        "reported_value": 143_666e6,
        "expected_value": 143_566e6,
        "rules": ["DQC.US.0126"],
        "evidence": [total],
        "confidence": 0.9,
        "rationale": "does not foot",
    }
    call = lambda name: "<tool_call>" + json.dumps({"name": name, "arguments": ARGS}) + "</tool_call>"  # noqa: E731
    backend = _TextModel(
        [
            "```json\n" + json.dumps(verdict) + "\n```",  # premature: the gate rejects it
            '<tool_call>{"name": "check_sign", "arguments": {"period": }}</tool_call>',  # broken JSON
            call("get_fact_history"),  # not a compliance tool
            call("check_sign") + call("check_calc_tree") + call("check_dim_consistency"),
            json.dumps({"final_answer": {**verdict, "reported_value": 1.0}}),  # a number no tool returned
            "Done: " + json.dumps({"name": "finalize", "arguments": verdict}),
        ]
    )
    run = run_junior(COMPLIANCE, query, toolbox, backend, max_steps=8)
    assert run.status == "finalized" and run.steps == 6 and not backend.turns
    assert (run.report.verdict, run.report.reported_value, run.report.expected_value) == (
        "violation",
        143_666e6,
        143_566e6,
    )
    assert run.gate_rejections == 1 and run.parse_failures == 2  # the broken block and the ungrounded number
    kinds = [e["kind"] for e in run.events if e["kind"] != "assistant"]
    assert kinds == [
        "gate_rejection",
        "parse_failure",
        "disallowed_tool",
        "observation",
        "observation",
        "observation",
        "parse_failure",
        "finalized",
    ]
    broken = next(e for e in run.events if e["kind"] == "parse_failure")
    assert broken["source"] == "text" and broken["tool"] == "check_sign"
    assert [name for name, _ in toolbox.calls] == ["check_sign", "check_calc_tree", "check_dim_consistency"]


class _RoleTextModel(_TextModel):
    def __init__(self, turns: dict[str, list[str]]) -> None:
        self.by_role = {role: list(t) for role, t in turns.items()}

    def complete(self, role, system, messages, tools):
        self.turns = self.by_role[role]
        return super().complete(role, system, messages, tools)


def test_evaluation_counts_the_parse_failures_of_text_calls():
    toolbox = apple_2023_sheet()
    total = toolbox.key(toolbox.fact("us-gaap:AssetsCurrent", FY2023_END))
    verdict = {
        "verdict": "violation",
        "reported_value": 143_666e6,
        "expected_value": 143_566e6,
        "rules": ["DQC.US.0126"],
        "evidence": [total],
        "confidence": 0.9,
        "rationale": "does not foot",
    }
    checks = "".join(
        "<tool_call>" + json.dumps({"name": n, "arguments": ARGS}) + "</tool_call>"
        for n in ("check_sign", "check_calc_tree", "check_dim_consistency")
    )
    backend = _RoleTextModel(
        {
            "compliance": [
                '<tool_call>{"name": "check_sign", "arguments": {]}</tool_call>',
                checks,
                json.dumps(verdict),
            ],
            "forensic": [
                checks + '<tool_call>{"name": "get_fact_history", "arguments": ' + json.dumps(ARGS) + "}</tool_call>",
                "```json\n" + json.dumps(verdict) + "\n```",
            ],
        }
    )
    case = Case(
        id="c1",
        dqc_rule="DQC.US.0126",
        accession=APPLE_2023_ACCESSION,
        concept="us-gaap:AssetsCurrent",
        period=FY2023_END,
        gold={"verdict": "violation", "reported": 143_666e6, "expected": 143_566e6},
    )
    metrics = evaluate([case], lambda: AuditFlow(toolbox, backend, max_rounds=1))
    assert metrics.joint_accuracy == 1.0 and metrics.cases[0].model_steps == 5
    assert (metrics.parse_failures, metrics.mean_parse_failures, metrics.gate_rejections) == (1, 1.0, 0)
