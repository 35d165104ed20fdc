"""An OpenAI-compatible model proposing an intent (JSON-schema constrained output), for phrasing the
deterministic parser does not read. The model only fills what the parser left open, and only with values the
deterministic layer can check: a measure from the catalogue, a year or date written in the question, a quarter
1-4, a duration of 0/3/6/9/12 months, a comparison of the three kinds. Everything it proposes is then resolved
and verified against the graph like a parsed intent; the company is never taken from the model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import date
from typing import Any

from auditgraph.memos.intent import Intent, MeasureIntent, parse_question
from auditgraph.memos.measures import MEASURES

# (system prompt, question, JSON schema) -> the model's JSON object
Completer = Callable[[str, str, dict[str, Any]], dict[str, Any]]

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["measure", "fiscal_year", "quarter", "months", "end_date", "prior", "comparison"],
    "properties": {
        "measure": {"type": ["string", "null"], "enum": sorted(MEASURES) + [None]},
        "fiscal_year": {"type": ["integer", "null"]},
        "quarter": {"type": ["integer", "null"], "enum": [1, 2, 3, 4, None]},
        "months": {"type": ["integer", "null"], "enum": [0, 3, 6, 9, 12, None]},
        "end_date": {"type": ["string", "null"], "description": "YYYY-MM-DD when the question names a date"},
        "prior": {"type": "boolean"},
        "comparison": {"type": ["string", "null"], "enum": ["growth", "difference", "share", None]},
    },
}
SYSTEM = (
    "You map a financial analyst's question about a company's SEC filing to a structured intent. Choose the "
    "measure from the enumeration (or null), the fiscal year and quarter the question names, the duration in "
    "months (0 for a balance at a date, 3 for a quarter, 6 or 9 for a year to date, 12 for a year), a period "
    "end date only when the question writes one, prior=true only for 'the prior/previous year', and what the "
    "question compares (growth rate, difference, share of a total) or null. Never invent values."
)


class ModelIntentParser:
    def __init__(self, complete: Completer) -> None:
        self.complete = complete

    def parse(self, question: str) -> Intent:
        intent = parse_question(question)
        try:
            proposal = self.complete(SYSTEM, question, SCHEMA)
        except Exception:  # noqa: BLE001 - a failing model leaves the deterministic intent as it is
            return intent
        used = merge(intent, proposal if isinstance(proposal, dict) else {}, question)
        if used:
            intent.parser = "deterministic+model"
        return intent


def merge(intent: Intent, proposal: dict[str, Any], question: str) -> list[str]:
    """Fill the intent's open fields with the checkable parts of the proposal; the fields taken."""
    used = []
    name = proposal.get("measure")
    if intent.measure.name is None and not intent.divided and name in MEASURES:
        m = MEASURES[name]
        intent.measure = MeasureIntent(phrase=None, kind=m.kind, name=name, label=m.label)  # type: ignore[arg-type]
        intent.unit = "pure" if m.kind == "ratio" else m.unit
        used.append("measure")
    p = intent.period
    year = proposal.get("fiscal_year")
    if (
        p.fiscal_year is None
        and p.end is None
        and isinstance(year, int)
        and (str(year) in question or re.search(rf"\b(?:fy|')\s?{str(year)[2:]}\b", question, re.I))
    ):
        p.fiscal_year = year
        used.append("fiscal_year")
    if p.quarter is None and proposal.get("quarter") in (1, 2, 3, 4) and re.search(r"quarter|q[1-4]", question, re.I):
        p.quarter = proposal["quarter"]
        used.append("quarter")
    if p.months is None and proposal.get("months") in (0, 3, 6, 9, 12) and proposal["months"] != 0:
        p.months = proposal["months"]
        used.append("months")
    end = proposal.get("end_date")
    if p.end is None and isinstance(end, str):
        try:
            d = date.fromisoformat(end)
        except ValueError:
            d = None
        if d is not None and str(d.year) in question and str(d.day) in question:
            p.end = d
            used.append("end_date")
    if intent.comparison is None and proposal.get("comparison") in ("growth", "difference", "share"):
        intent.comparison = proposal["comparison"]
        if intent.comparison in ("growth", "share"):
            intent.unit = "pure"
        used.append("comparison")
    return used


def openai_completer(api_key: str, model: str, base_url: str | None = None, timeout_s: float = 30.0) -> Completer:
    """A completer over an OpenAI-compatible chat endpoint with ``response_format: json_schema`` (strict)."""
    import openai

    client = openai.OpenAI(api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=1)

    def complete(system: str, question: str, schema: dict[str, Any]) -> dict[str, Any]:
        response = client.chat.completions.create(
            model=model,
            temperature=0,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": question}],
            response_format={"type": "json_schema", "json_schema": {"name": "intent", "schema": schema}},
        )
        return json.loads(response.choices[0].message.content or "{}")

    return complete
