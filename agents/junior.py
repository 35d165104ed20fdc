"""One junior auditor's run: the tool loop, the finalize gate and the grounding check.

A step is one model turn. Each turn's tool calls are answered in order with a ``tool`` message:
an observation from the toolbox, or an error observation when the arguments did not parse, the
tool is outside the role's set, ``finalize`` came before the required tools ran (the gate) or its
numbers are not ones the tools returned (a parse failure: the verdict's numbers must come from
observations, never from the model). The run ends at the first accepted finalize or after
``max_steps`` turns.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from auditgraph.agents.backends import ChatBackend
from auditgraph.agents.backends.text_calls import TEXT_CALL_FORMAT
from auditgraph.agents.fusion import Mass, Support, report_mass
from auditgraph.agents.messages import AssistantMessage, ToolCall, dumps, tool_message, user_message
from auditgraph.agents.observations import (
    is_grounded,
    numbers_equal,
    observed_keys,
    observed_numbers,
    query_fact,
    query_findings,
    support_for,
)
from auditgraph.agents.prompts import FinalizeArgs, feedback_message, finalize_spec, junior_system_prompt, query_message
from auditgraph.agents.toolbox import FINALIZE, Role, ToolBox, call_tool, error_observation, role_specs

NO_TOOL_CALL_NUDGE = (
    "Call one of your tools, or finalize once the required tools have run. Without native tool "
    "calls, " + TEXT_CALL_FORMAT + "."
)


class JuniorReport(FinalizeArgs):
    """An accepted finalize."""


class ToolStep(BaseModel):
    junior: str
    round: int
    step: int
    tool: str
    arguments: dict[str, Any]
    status: str


class JuniorRun(BaseModel):
    role: str
    round: int
    status: Literal["finalized", "step_limit"]
    report: JuniorReport | None = None
    steps: int = 0
    tool_calls: list[ToolStep] = Field(default_factory=list)
    gate_rejections: int = 0
    parse_failures: int = 0
    required_ran: bool = False
    support: Support = Support.NEUTRAL
    mass: Mass = Field(default_factory=Mass.vacuous)
    events: list[dict] = Field(default_factory=list, description="the trajectory of this run")
    observations: list[dict] = Field(default_factory=list, exclude=True)


class _Gate(Exception):
    """Why a finalize was not accepted; carries the observation the model gets back."""

    def __init__(self, kind: str, observation: dict) -> None:
        super().__init__(observation["message"])
        self.kind = kind
        self.observation = observation


def run_junior(
    role: Role,
    query: Any,
    toolbox: ToolBox,
    backend: ChatBackend,
    *,
    round_no: int = 1,
    feedback: tuple[list[dict], str | None] | None = None,
    max_steps: int = 20,
) -> JuniorRun:
    tools = role_specs(toolbox, role) + [finalize_spec()]
    system = junior_system_prompt(role)
    messages: list[dict] = [user_message(query_message(query))]
    if feedback is not None:
        messages.append(user_message(feedback_message(*feedback)))
    run = JuniorRun(role=role.name, round=round_no, status="step_limit")
    ran: set[str] = set()

    for step in range(1, max_steps + 1):
        answer: AssistantMessage = backend.complete(role.name, system, messages, tools)
        run.steps = step
        messages.append(answer.to_openai())
        run.events.append(
            {
                "step": step,
                "kind": "assistant",
                "content": answer.content,
                "tool_calls": [c.model_dump() for c in answer.tool_calls],
            }
        )
        if not answer.tool_calls:
            run.events.append({"step": step, "kind": "no_tool_call"})
            messages.append(user_message(NO_TOOL_CALL_NUDGE))
            continue
        for call in answer.tool_calls:
            if run.report is not None:
                # The audit is over: calls after an accepted finalize are recorded, not run.
                run.events.append({"step": step, "kind": "ignored_after_finalize", "tool": call.name})
                continue
            observation = _answer(role, query, toolbox, call, run, ran, step)
            messages.append(tool_message(call.id, observation))
        if run.report is not None:
            run.status = "finalized"
            break

    if run.report is None:
        run.events.append({"step": run.steps, "kind": "step_limit", "max_steps": max_steps})
    run.required_ran = set(role.required) <= ran
    verdict = run.report.verdict if run.report else None
    run.support = support_for(verdict, query, run.observations)
    confidence = run.report.confidence if run.report else 0.0
    run.mass = report_mass(verdict, confidence, run.required_ran, run.support)
    return run


def _answer(role: Role, query: Any, toolbox: ToolBox, call: ToolCall, run: JuniorRun, ran: set[str], step: int) -> dict:
    """Answer one tool call; updates the run (events, counters, report) and returns the observation."""
    observation = _observe(role, query, toolbox, call, run, ran, step)
    run.tool_calls.append(
        ToolStep(
            junior=role.name,
            round=run.round,
            step=step,
            tool=call.name,
            arguments=call.arguments,
            status=str(observation.get("status")),
        )
    )
    return observation


def _observe(
    role: Role, query: Any, toolbox: ToolBox, call: ToolCall, run: JuniorRun, ran: set[str], step: int
) -> dict:
    if call.parse_error is not None:
        run.parse_failures += 1
        run.events.append(
            {
                "step": step,
                "kind": "parse_failure",
                "tool": call.name,
                "source": call.source,
                "raw_arguments": call.raw_arguments,
                "reason": call.parse_error,
            }
        )
        # A text-form error already says how to write the call (backends.text_calls.TEXT_CALL_FORMAT).
        fix = (
            call.parse_error
            if call.source == "text"
            else f"{call.parse_error}; call {call.name} again with a JSON object"
        )
        return error_observation(call.name, fix)
    if call.name == FINALIZE:
        try:
            run.report = _accept_finalize(role, query, call.arguments, run, ran)
        except _Gate as gate:
            if gate.kind == "gate_rejection":
                run.gate_rejections += 1
            else:
                run.parse_failures += 1
            run.events.append(
                {"step": step, "kind": gate.kind, "arguments": call.arguments, "observation": gate.observation}
            )
            return gate.observation
        run.events.append({"step": step, "kind": "finalized", "report": run.report.model_dump()})
        return {"tool": FINALIZE, "status": "ok", "message": "verdict accepted", "evidence": run.report.evidence}
    if call.name not in role.allowed:
        observation = error_observation(
            call.name,
            f"tool {call.name} is not available to the {role.name} auditor; "
            f"use one of: {', '.join(sorted(role.allowed))}, finalize",
        )
        run.events.append({"step": step, "kind": "disallowed_tool", "tool": call.name, "observation": observation})
        return observation
    observation = call_tool(toolbox, call.name, call.arguments)
    run.observations.append(observation)
    if observation.get("status") != "error":
        ran.add(call.name)
    run.events.append(
        {
            "step": step,
            "kind": "observation",
            "tool": call.name,
            "arguments": call.arguments,
            "observation": observation,
        }
    )
    return observation


def _accept_finalize(role: Role, query: Any, arguments: dict, run: JuniorRun, ran: set[str]) -> JuniorReport:
    try:
        report = JuniorReport.model_validate(arguments)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}" for e in exc.errors())
        raise _Gate("parse_failure", error_observation(FINALIZE, f"finalize arguments invalid: {problems}")) from exc
    missing = [t for t in role.required if t not in ran]
    if missing:
        raise _Gate(
            "gate_rejection",
            error_observation(FINALIZE, f"finalize rejected: run {', '.join(missing)} first", missing_tools=missing),
        )
    problems = grounding_problems(query, report, run.observations)
    if problems:
        raise _Gate(
            "parse_failure",
            error_observation(FINALIZE, "finalize rejected: " + "; ".join(problems), ungrounded=problems),
        )
    return report


def grounding_problems(query: Any, report: FinalizeArgs, observations: list[dict]) -> list[str]:
    """What in a finalize is not backed by the observations the junior saw (empty when all is)."""
    numbers = observed_numbers(observations)
    problems = []
    for field in ("reported_value", "expected_value"):
        value = getattr(report, field)
        if not is_grounded(value, numbers):
            problems.append(f"{field} {value} is not a value any tool returned")
    findings = query_findings(query, observations)
    if report.verdict == "violation":
        if report.reported_value is None or report.expected_value is None:
            problems.append("a violation needs both reported_value and expected_value from a finding")
        elif findings and not any(
            numbers_equal(report.reported_value, f.get("reported"))
            and numbers_equal(report.expected_value, f.get("expected"))
            for f in findings
        ):
            pairs = ", ".join(f"{f.get('rule')}: {f.get('reported')} vs {f.get('expected')}" for f in findings)
            problems.append(f"reported/expected match no finding on the queried fact ({pairs})")
    fact = query_fact(query, observations)
    if report.reported_value is None and fact is not None and fact.get("value") is not None:
        problems.append(f"reported_value is missing though get_fact returned {fact.get('value')}")
    unknown = sorted(set(report.evidence) - observed_keys(observations))
    if unknown:
        problems.append(f"evidence keys no tool returned: {dumps(unknown)}")
    return problems
