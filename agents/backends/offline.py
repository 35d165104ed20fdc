"""The offline backend: a deterministic auditor that follows each role's search policy.

It answers exactly like a model would — one assistant message with tool calls — so the protocol,
the gate, the grounding check, the artifacts and the metrics run unchanged without an API key.
It reads its state from the conversation alone (the query line, earlier tool calls and their
observations, the senior's feedback line), so the same conversation always gets the same answer.

Policies (one tool call per turn, only tools the role was offered):
- compliance, specification-first: lookup_concept_spec, walk_calc_tree, check_sign,
  check_calc_tree, check_dim_consistency, then get_fact when no finding carries the reported value,
  then finalize from the findings;
- forensic, evidence-first: get_fact, get_fact_history, the three checkers, then
  detect_temporal_outlier and check_magnitude_plausibility, then finalize.
Senior feedback adds the tools that close the named gap (get_fact for a missing fact or wrong
period, the calculation tree for an incomplete neighbourhood, axes and breakdowns for an
unresolved dimension). A finalize rejected by the gate makes it run the tools the gate listed.
"""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

from auditgraph.agents.messages import AssistantMessage, ToolCall, dumps
from auditgraph.agents.observations import evaluated_any, query_fact, query_findings
from auditgraph.agents.prompts import feedback_from_messages, query_from_messages
from auditgraph.agents.toolbox import CHECKER_RULES, FINALIZE, SENIOR, spec_name

_CHECKERS = tuple(CHECKER_RULES)
BASE_PLAN = {
    "compliance": ("lookup_concept_spec", "walk_calc_tree", *_CHECKERS),
    "forensic": ("get_fact", "get_fact_history", *_CHECKERS, "detect_temporal_outlier", "check_magnitude_plausibility"),
}
FEEDBACK_PLAN = {
    "compliance": {
        "missing_fact": ("get_fact",),
        "wrong_period": ("get_fact",),
        "value_conflict": ("get_fact",),
        "incomplete_calculation": ("walk_calc_tree", "check_calc_tree"),
        "unresolved_dimension": ("list_dim_axes", "check_dim_consistency"),
    },
    "forensic": {
        "missing_fact": ("get_fact",),
        "wrong_period": ("get_fact",),
        "value_conflict": ("get_fact",),
        "incomplete_calculation": ("walk_calc_tree", "check_sibling_math_consistency", "check_calc_tree"),
        "unresolved_dimension": ("list_dim_axes", "get_dimensional_breakdown", "check_dim_consistency"),
    },
}
# How sure the policy is of a verdict it draws from the checkers: a finding on the queried fact is
# the rule engine's word; "consistent" rests on the absence of findings, which is weaker evidence.
CONFIDENCE = {"violation": 0.95, "consistent": 0.85, "not_evaluated": 0.4}


class OfflineBackend:
    name = "offline"
    model = "offline-policy-v1"

    def complete(self, role: str, system: str, messages: list[dict], tools: list[dict]) -> AssistantMessage:
        if role == SENIOR:
            return AssistantMessage(content=_senior_note(messages))
        raw_query = query_from_messages(messages)
        if raw_query is None:
            return AssistantMessage(content="No audit query found in the conversation.")
        query = SimpleNamespace(**{"rule": None, "question": None, **raw_query})
        calls, observations, gate_missing = _conversation_state(messages)
        offered = {spec_name(t) for t in tools}
        turn = sum(1 for m in messages if m.get("role") == "assistant") + 1
        call_id = f"call_{role}_{turn}"
        pending = _plan(role, query, messages, observations, offered, calls, gate_missing)
        if pending:
            name = pending[0]
            args = {"accession": query.accession, "concept": query.concept, "period": query.period}
        else:
            name, args = FINALIZE, finalize_arguments(role, query, observations)
        return AssistantMessage(tool_calls=[ToolCall(id=call_id, name=name, arguments=args, raw_arguments=dumps(args))])


def _conversation_state(messages: list[dict]) -> tuple[list[str], list[dict], list[str]]:
    """Tool names called so far (in order), their observations, and the last gate's missing tools."""
    names: dict[str, str] = {}
    calls: list[str] = []
    observations: list[dict] = []
    gate_missing: list[str] = []
    for message in messages:
        if message.get("role") == "assistant":
            for call in message.get("tool_calls") or []:
                names[call["id"]] = call["function"]["name"]
        elif message.get("role") == "tool":
            name = names.get(message.get("tool_call_id", ""), "")
            observation = json.loads(message["content"])
            if name == FINALIZE:
                gate_missing = list(observation.get("missing_tools") or [])
                continue
            calls.append(name)
            observations.append(observation)
            if name in gate_missing:  # re-run since the rejection
                gate_missing.remove(name)
    return calls, observations, gate_missing


def _plan(
    role: str,
    query: Any,
    messages: list[dict],
    observations: list[dict],
    offered: set[str],
    calls: list[str],
    gate_missing: list[str],
) -> list[str]:
    """The tools still to call, in order; empty when it is time to finalize."""
    wanted: list[str] = list(BASE_PLAN.get(role, ()))
    if (
        role == "compliance"
        and all(c in calls for c in _CHECKERS)
        and not query_findings(query, observations)
        and query_fact(query, observations) is None
    ):
        wanted.append("get_fact")  # no finding carries the reported value: read it
    for item in feedback_from_messages(messages):
        wanted.extend(FEEDBACK_PLAN.get(role, {}).get(item.get("kind"), ()))
    pending = [name for name in dict.fromkeys(wanted) if name in offered and name not in calls]
    # After a gate rejection, re-run what it listed (an earlier call may have failed with an error).
    pending.extend(n for n in gate_missing if n in offered and n not in pending)
    return pending


def finalize_arguments(role: str, query: Any, observations: list[dict]) -> dict:
    """A finalize built only from observed findings and facts."""
    findings = query_findings(query, observations)
    if findings:
        primary = findings[0]
        evidence = set(primary.get("evidence") or [])
        evidence.update(c["key"] for c in primary.get("contributors") or [] if isinstance(c, dict) and c.get("key"))
        rules = sorted({str(f.get("rule")) for f in findings})
        return {
            "verdict": "violation",
            "reported_value": primary.get("reported"),
            "expected_value": primary.get("expected"),
            "rules": rules,
            "evidence": sorted(evidence),
            "confidence": CONFIDENCE["violation"],
            "rationale": (
                f"{primary.get('rule')} flags {query.concept} at {query.period}: reported "
                f"{primary.get('reported')}, expected {primary.get('expected')}. "
                f"{primary.get('message') or ''}"
            ).strip(),
        }
    fact = query_fact(query, observations)
    value = fact.get("value") if fact else None
    evaluated = evaluated_any(observations)
    checked = sorted(
        CHECKER_RULES[o["tool"]]
        for o in observations
        if o.get("tool") in CHECKER_RULES and o.get("status") == "ok" and int(o.get("evaluated") or 0) > 0
    )
    return {
        "verdict": "consistent",
        "reported_value": value,
        "expected_value": value,
        "rules": sorted(set(checked)),
        "evidence": [fact["key"]] if fact and fact.get("key") else [],
        "confidence": CONFIDENCE["consistent" if evaluated else "not_evaluated"],
        "rationale": (
            f"No rule finding on {query.concept} at {query.period}"
            + (
                f" ({', '.join(sorted(set(checked)))} evaluated it)."
                if evaluated
                else "; no checker could evaluate it, so this is not a pass."
            )
        ),
    }


def _senior_note(messages: list[dict]) -> str:
    briefing = json.loads(messages[-1]["content"]) if messages else {}
    differences = briefing.get("differences") or []
    if not differences:
        return "The reports differ but no specific gap was found; both juniors should re-derive the values."
    parts = [f"{', '.join(d['to'])}: {d['kind'].replace('_', ' ')}" for d in differences]
    return "Close these gaps before finalizing — " + "; ".join(parts) + "."
