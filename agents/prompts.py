"""System prompts, the query and feedback messages, and the finalize tool's schema.

The query and the senior's feedback are embedded as one JSON line behind a fixed marker so that a
model reads them as text and the offline policy reads them exactly (no natural-language parsing).
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from auditgraph.agents.messages import dumps
from auditgraph.agents.toolbox import FINALIZE, Role

QUERY_MARKER = "AUDIT QUERY: "
FEEDBACK_MARKER = "SENIOR FEEDBACK: "


class FinalizeArgs(BaseModel):
    """Submit the audit verdict. Every number must be copied from a tool observation."""

    model_config = ConfigDict(extra="forbid")

    verdict: Literal["violation", "consistent"] = Field(
        description="violation when a rule finding shows the queried fact is wrong, else consistent"
    )
    reported_value: float | None = Field(
        description="the value the filing reports for the queried fact, as a tool returned it"
    )
    expected_value: float | None = Field(
        description="the value the rule derives (a finding's expected); equals reported_value when consistent"
    )
    rules: list[str] = Field(default_factory=list, description="DQC rule ids the verdict rests on, e.g. DQC.US.0126")
    evidence: list[str] = Field(default_factory=list, description="fact keys from the observations that prove it")
    confidence: float = Field(ge=0.0, le=1.0, description="0..1, how sure the evidence makes you")
    rationale: str = Field(description="two or three sentences citing the findings")


def finalize_spec() -> dict:
    schema = FinalizeArgs.model_json_schema()
    schema.pop("title", None)
    schema.pop("description", None)
    return {
        "type": "function",
        "function": {
            "name": FINALIZE,
            "description": (
                "Submit your verdict for the queried fact. Rejected until every required tool has run; "
                "reported_value and expected_value must be numbers a tool returned."
            ),
            "parameters": schema,
        },
    }


_ROLE_TEXT = {
    "compliance": (
        "You are the compliance auditor. Search specification-first: read the concept's specification "
        "(lookup_concept_spec) and its calculation neighbourhood (walk_calc_tree), then run the rule "
        "checkers, then finalize from their findings. You may use static tools only."
    ),
    "forensic": (
        "You are the forensic auditor. Search evidence-first: read the reported fact (get_fact) and its "
        "history (get_fact_history), run the rule checkers, then one or two dynamic checks that could "
        "explain an anomaly, then finalize. You may use static and dynamic tools."
    ),
}


def junior_system_prompt(role: Role) -> str:
    return "\n".join(
        [
            _ROLE_TEXT[role.name],
            "Audit one XBRL fact, identified by filing accession, concept and period (YYYYMMDD instant or "
            "YYYYMMDD-YYYYMMDD duration). The deterministic rule checkers are the authority: a finding on the "
            "queried fact means violation; checks that evaluated the fact and found nothing mean consistent.",
            f"Before finalize you must have run: {', '.join(role.required)}. A premature finalize is rejected "
            "with the list of missing tools.",
            "Never invent numbers: reported_value and expected_value must be copied from tool observations "
            "(a fact value or a finding's reported / expected), and evidence must list fact keys the tools returned.",
            "Call exactly the tools you need, one or more per turn; finish by calling finalize.",
        ]
    )


SENIOR_SYSTEM_PROMPT = (
    "You are the senior auditor. Two junior auditors (compliance and forensic) disagree about one XBRL fact. "
    "You have no tools. You receive both reports and the differences found between them. Reply with short, "
    "targeted instructions for each junior naming what is missing: a fact it did not read, a wrong period, an "
    "incomplete calculation neighbourhood or an unresolved dimension. Do not decide the verdict yourself."
)


def query_message(query: Any) -> str:
    payload = {k: v for k, v in query.model_dump().items() if v is not None}
    lines = [
        f"Audit the fact {query.concept} for period {query.period} in filing {query.accession}.",
    ]
    if query.rule:
        lines.append(f"Focus rule: {query.rule}.")
    if query.question:
        lines.append(f"Question: {query.question}")
    lines.append(QUERY_MARKER + dumps(payload))
    return "\n".join(lines)


def feedback_message(items: list[dict], note: str | None) -> str:
    lines = ["The senior auditor reviewed the previous round; address this feedback before you finalize."]
    for item in items:
        lines.append(f"- [{item['kind']}] {item['detail']}")
    if note:
        lines.append("Senior's note: " + note.strip())
    lines.append(FEEDBACK_MARKER + dumps(items))
    return "\n".join(lines)


def _marked_lines(messages: list[dict], marker: str) -> list[str]:
    found = []
    for message in messages:
        if message.get("role") != "user" or not isinstance(message.get("content"), str):
            continue
        for line in message["content"].splitlines():
            if line.startswith(marker):
                found.append(line[len(marker) :])
    return found


def query_from_messages(messages: list[dict]) -> dict | None:
    lines = _marked_lines(messages, QUERY_MARKER)
    return json.loads(lines[0]) if lines else None


def feedback_from_messages(messages: list[dict]) -> list[dict]:
    items: list[dict] = []
    for line in _marked_lines(messages, FEEDBACK_MARKER):
        items.extend(json.loads(line))
    return items
