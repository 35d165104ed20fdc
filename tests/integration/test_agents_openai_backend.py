"""End to end: AuditFlow over the real ``openai`` client against a local OpenAI-compatible server.

The server (http.server on 127.0.0.1, a free port, in a thread) answers chat-completions requests
from a script per role: tool calls as a model would send them, plus an HTTP 500 and a response
without choices (both retried), tool-call arguments that are not JSON (a parse failure fed back)
and a premature finalize (rejected by the gate). The second run of the same audit is answered
from the disk cache without a single request.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from auditgraph.agents.backends import BackendError, make_backend
from auditgraph.agents.backends.cache import CachedBackend
from auditgraph.agents.backends.openai_backend import OpenAIBackend
from auditgraph.agents.protocol import AuditFlow, AuditQuery
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023_END, apple_2023_sheet

QUERY = AuditQuery(accession=APPLE_2023_ACCESSION, concept="us-gaap:AssetsCurrent", period=FY2023_END)
ARGS = json.dumps({"accession": QUERY.accession, "concept": QUERY.concept, "period": QUERY.period})


def tool_calls(*calls: tuple[str, str]) -> dict:
    return {
        "tool_calls": [
            {"id": f"call_{name}_{i}", "type": "function", "function": {"name": name, "arguments": args}}
            for i, (name, args) in enumerate(calls)
        ]
    }


def finalize_args(evidence: list[str]) -> str:
    return json.dumps(
        {
            "verdict": "violation",
            "reported_value": 143_666e6,
            "expected_value": 143_566e6,
            "rules": ["DQC.US.0126"],
            "evidence": evidence,
            "confidence": 0.9,
            "rationale": "DQC.US.0126: the current assets do not add up.",
        }
    )


def scripts(evidence: list[str]) -> dict[str, list]:
    premature = json.dumps(
        {
            "verdict": "violation",
            "reported_value": 1,
            "expected_value": 2,
            "rules": [],
            "evidence": [],
            "confidence": 0.5,
            "rationale": "too early",
        }
    )
    return {
        "compliance": [
            500,
            tool_calls(("lookup_concept_spec", ARGS)),
            tool_calls(("finalize", premature)),
            tool_calls(("check_sign", '{"accession": "' + QUERY.accession + '", "concept": us-gaap:AssetsCurrent')),
            tool_calls(("walk_calc_tree", ARGS), ("check_sign", ARGS)),
            tool_calls(("check_calc_tree", ARGS)),
            tool_calls(("check_dim_consistency", ARGS)),
            tool_calls(("finalize", finalize_args(evidence))),
        ],
        "forensic": [
            "no-choices",
            tool_calls(("get_fact", ARGS), ("get_fact_history", ARGS)),
            tool_calls(("check_sign", ARGS), ("check_calc_tree", ARGS), ("check_dim_consistency", ARGS)),
            {"content": "I have what I need."},
            tool_calls(("finalize", "```json\n" + finalize_args(evidence) + "\n```")),
        ],
    }


class ScriptedServer:
    def __init__(self, script: dict[str, list]) -> None:
        self.script = {role: list(steps) for role, steps in script.items()}
        self.requests: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "body": body})
                system = body["messages"][0]["content"]
                role = next(r for r in server.script if f"the {r} auditor" in system)
                step = server.script[role].pop(0)
                if step == 500:
                    self._send(500, {"error": {"message": "upstream overloaded", "type": "server_error"}})
                elif step == "no-choices":
                    self._send(200, {"id": "x", "object": "chat.completion", "created": 0, "model": "m", "choices": []})
                else:
                    message = {"role": "assistant", "content": step.get("content")}
                    if "tool_calls" in step:
                        message["tool_calls"] = step["tool_calls"]
                    self._send(
                        200,
                        {
                            "id": f"cmpl-{len(server.requests)}",
                            "object": "chat.completion",
                            "created": 0,
                            "model": body["model"],
                            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
                            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                        },
                    )

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> ScriptedServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)


def test_audit_over_an_openai_compatible_endpoint_with_retries_parse_failures_gate_and_cache(tmp_path):
    toolbox = apple_2023_sheet()
    evidence = [
        toolbox.key(toolbox.fact("us-gaap:AssetsCurrent", FY2023_END)),
        toolbox.key(toolbox.fact("us-gaap:InventoryNet", FY2023_END)),
    ]
    sleeps: list[float] = []
    with ScriptedServer(scripts(evidence)) as server:
        backend = OpenAIBackend(
            api_key="test-key", base_url=server.base_url, model="scripted-model", backoff_s=0.01, sleep=sleeps.append
        )
        cached = CachedBackend(backend, tmp_path / "cache")
        result = AuditFlow(toolbox, cached, runs_dir=tmp_path / "runs").run(QUERY)
        requests_first = len(server.requests)

        assert (result.verdict, result.reported_value, result.expected_value) == ("violation", 143_666e6, 143_566e6)
        assert result.triggered_rules == ["DQC.US.0126"]
        assert result.status == "ok" and result.rounds == 1
        assert result.gate_rejections == 1
        assert result.parse_failures == 1
        assert [a["problem"].split(":")[0] for a in backend.attempts] == ["HTTP 500", "response has no choices"]
        assert sleeps == [0.01, 0.01]  # first retry of each failure: backoff · 2⁰
        assert len(list((tmp_path / "cache").rglob("*.json"))) == cached.misses

        bodies = [r["body"] for r in server.requests]
        assert all(r["path"] == "/v1/chat/completions" for r in server.requests)
        assert all(b["temperature"] == 0 and b["max_tokens"] == 4096 and b["model"] == "scripted-model" for b in bodies)
        compliance_tools = {t["function"]["name"] for t in bodies[0]["tools"]}
        assert "finalize" in compliance_tools and "get_fact_history" not in compliance_tools
        # after the premature finalize the model was told what is missing
        fed_back = [json.loads(m["content"]) for b in bodies for m in b["messages"] if m["role"] == "tool"]
        required = ["check_sign", "check_calc_tree", "check_dim_consistency"]
        assert any(o.get("missing_tools") == required for o in fed_back)
        assert any("not valid JSON" in o["message"] for o in fed_back)
        # a turn without tool calls was nudged, not treated as a verdict
        assert any(m["role"] == "user" and "finalize" in m["content"] for b in bodies for m in b["messages"][2:])

        again = AuditFlow(toolbox, cached, runs_dir=tmp_path / "runs").run(QUERY)
        assert len(server.requests) == requests_first  # every call answered from the disk cache
        assert cached.hits == cached.misses
        assert again.model_dump() == result.model_dump()
    assert all(not steps for steps in server.script.values())  # the whole script was used


def test_retries_give_up_with_a_backend_error():
    with ScriptedServer({"compliance": [500, 500, 500]}) as server:
        backend = OpenAIBackend(api_key="k", base_url=server.base_url, model="m", max_retries=2, sleep=lambda s: None)
        with pytest.raises(BackendError, match="3 attempts"):
            backend.complete("compliance", "You are the compliance auditor.", [{"role": "user", "content": "q"}], [])
        assert len(server.requests) == 3


def test_client_errors_are_not_retried():
    class Refusing(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802
            self.rfile.read(int(self.headers["Content-Length"]))
            data = b'{"error": {"message": "bad request"}}'
            self.send_response(400)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Refusing)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        backend = make_backend(
            "openai", api_key="k", base_url=f"http://127.0.0.1:{httpd.server_address[1]}/v1", model="m", cache_dir=None
        )
        with pytest.raises(BackendError, match="HTTP 400"):
            backend.complete("senior", "You are the senior auditor.", [{"role": "user", "content": "q"}], [])
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def text_scripts(evidence: list[str]) -> dict[str, list]:
    """A model without native tool calls: every call and verdict is written in the message text."""

    def hermes(*names: str) -> str:
        return "\n".join(
            "<tool_call>\n" + json.dumps({"name": n, "arguments": json.loads(ARGS)}) + "\n</tool_call>" for n in names
        )

    verdict = json.loads(finalize_args(evidence))
    return {
        "compliance": [
            {"content": "Specification first.\n" + hermes("lookup_concept_spec", "walk_calc_tree")},
            {
                "content": '<tool_call>\n{"name": "check_sign", "arguments": {"accession": "'
                + QUERY.accession
                + '", "concept": us-gaap:AssetsCurrent}}\n</tool_call>'
            },  # not JSON
            {"content": hermes("check_sign", "check_calc_tree")},
            {"content": "```json\n" + json.dumps(verdict) + "\n```"},  # gate: dim check missing
            {"content": hermes("check_dim_consistency")},
            {"content": "All checks ran. Final answer:\n" + json.dumps({"final_answer": verdict})},
        ],
        "forensic": [
            {
                "content": "```json\n"
                + json.dumps(
                    [
                        {"tool": "get_fact", "parameters": json.loads(ARGS)},
                        {"tool": "get_fact_history", "parameters": json.loads(ARGS)},
                    ]
                )
                + "\n```"
            },
            {
                "content": " ".join(
                    json.dumps({"function": {"name": n, "arguments": ARGS}})
                    for n in ("check_sign", "check_calc_tree", "check_dim_consistency")
                )
            },
            {"content": "The total does not foot. " + json.dumps({"name": "finalize", "arguments": verdict})},
        ],
    }


def test_audit_with_a_model_that_writes_its_tool_calls_and_verdict_as_text(tmp_path):
    toolbox = apple_2023_sheet()
    evidence = [toolbox.key(toolbox.fact("us-gaap:AssetsCurrent", FY2023_END))]
    with ScriptedServer(text_scripts(evidence)) as server:
        backend = make_backend(
            "openai",
            api_key="local",
            base_url=server.base_url,
            model="qwen-text",
            max_tokens=384,
            timeout_s=600.0,
            max_retries=1,
        )
        result = AuditFlow(toolbox, backend, runs_dir=tmp_path / "runs", max_steps=8, max_rounds=2).run(QUERY)

        assert (result.verdict, result.reported_value, result.expected_value) == ("violation", 143_666e6, 143_566e6)
        assert result.status == "ok" and result.rounds == 1 and result.triggered_rules == ["DQC.US.0126"]
        assert result.junior_steps == {"compliance": 6, "forensic": 3}
        assert (result.gate_rejections, result.parse_failures) == (1, 1)
        assert [s.tool for s in result.action_path["forensic"]] == [
            "get_fact",
            "get_fact_history",
            "check_sign",
            "check_calc_tree",
            "check_dim_consistency",
            "finalize",
        ]
        assert all(not steps for steps in server.script.values())

        bodies = [r["body"] for r in server.requests]
        assert all(b["max_tokens"] == 384 for b in bodies)  # the slow-CPU token budget reached the endpoint
        # the calls went back to the endpoint in native form, with the prose beside them and no copy in the text
        last = bodies[-1]["messages"]
        sent_back = [m for m in last if m["role"] == "assistant" and m.get("tool_calls")]
        assert sent_back[0]["content"] == ""
        # llama-cpp-python's server answers HTTP 500 to an assistant message whose content is null
        assert all(isinstance(m["content"], str) for b in bodies for m in b["messages"] if m["role"] == "assistant")
        assert [c["function"]["name"] for c in sent_back[0]["tool_calls"]] == ["get_fact", "get_fact_history"]
        replies = [m["tool_call_id"] for m in last if m["role"] == "tool"]
        assert replies[:2] == ["call_text_0", "call_text_1"]
        compliance = next(
            b["messages"] for b in reversed(bodies) if "compliance auditor" in b["messages"][0]["content"]
        )
        first = next(m for m in compliance if m["role"] == "assistant")
        assert first["content"] == "Specification first." and "<tool_call>" not in first["content"]
        fed_back = [json.loads(m["content"]) for m in compliance if m["role"] == "tool"]
        assert any(
            o["tool"] == "check_sign"
            and o["message"].startswith("the <tool_call> block is not valid JSON")
            and "<tool_call>" in o["message"]
            for o in fed_back
        )
        assert any(o.get("missing_tools") == ["check_dim_consistency"] for o in fed_back)

    trajectory = json.loads((tmp_path / "runs" / f"{result.run_id}.trajectory.json").read_text())["trajectory"]
    events = trajectory["rounds"][0]["juniors"]["compliance"]["events"]
    failure = next(e for e in events if e["kind"] == "parse_failure")
    assert (
        failure["source"] == "text"
        and failure["tool"] == "check_sign"
        and "us-gaap:AssetsCurrent}" in failure["raw_arguments"]
    )
    assert trajectory["summary"]["parse_failures"] == 1


def test_an_empty_answer_after_every_retry_is_an_empty_turn_not_a_failed_audit():
    empty = {"content": ""}
    with ScriptedServer({"compliance": [empty, empty]}) as server:
        backend = OpenAIBackend(api_key="k", base_url=server.base_url, model="m", max_retries=1, sleep=lambda s: None)
        answer = backend.complete(
            "compliance", "You are the compliance auditor.", [{"role": "user", "content": "q"}], []
        )
        assert answer.content == "" and answer.tool_calls == [] and len(server.requests) == 2
        assert [a["problem"] for a in backend.attempts] == ["response has neither content nor tool calls"] * 2
