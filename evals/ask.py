"""Scoring ``ask`` on the question set (``evals/data/ask_questions.jsonl``, gold from the instance XML by
:mod:`auditgraph.evals.askgold`).

An answer is exact when its status equals the gold status and, for an answerable question, its value
equals the gold value (relative 1e-9) and its evidence cites exactly the gold inputs (the same concepts for
the same periods). Reported: exact rate, value accuracy, citation precision (cited keys that are gold
inputs / cited keys), not-found accuracy, per metric, seconds per question.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from auditgraph.memos.claims import isclose

QUESTIONS = "ask_questions.jsonl"


def load_questions(path: Path | None = None) -> list[dict[str, Any]]:
    text = (
        Path(path).read_text(encoding="utf-8")
        if path
        else (resources.files("auditgraph.evals") / "data" / QUESTIONS).read_text(encoding="utf-8")
    )
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _concept_period(key: str) -> tuple[str, str]:
    """(concept, period) of an XBRL evidence key ``accession:cik:prefix:Name:period:unit[:dimhash]``."""
    parts = key.split(":")
    return f"{parts[2]}:{parts[3]}", parts[4]


class AskOutcome(BaseModel):
    id: str
    metric: str
    gold_status: str
    status: str
    exact: bool
    value_ok: bool
    cited: int
    cited_gold: int
    answer: str


class AskMetrics(BaseModel):
    n: int
    answerable: int
    exact: float
    value_accuracy: float
    citation_precision: float
    not_found_accuracy: float
    seconds_per_question: float
    per_metric: dict[str, float]
    misses: list[AskOutcome]


def score(question: dict[str, Any], answer: dict[str, Any]) -> AskOutcome:
    gold = question["gold"]
    status = answer.get("status")
    cited = [_concept_period(k) for k in answer.get("evidence") or []]
    gold_inputs = {(i["concept"], i["period"]) for i in gold.get("inputs", [])}
    cited_gold = sum(1 for c in cited if c in gold_inputs)
    if gold["status"] == "ok":
        value_ok = status == "ok" and isclose(answer.get("value"), gold["value"])
        exact = value_ok and set(cited) == gold_inputs and cited_gold == len(cited)
    else:
        value_ok = exact = status == "not_found"
    return AskOutcome(
        id=question["id"],
        metric=question["metric"],
        gold_status=gold["status"],
        status=str(status),
        exact=exact,
        value_ok=value_ok,
        cited=len(cited),
        cited_gold=cited_gold,
        answer=str(answer.get("answer"))[:200],
    )


def evaluate_ask(questions: list[dict[str, Any]], answer: Callable[[str], dict[str, Any]]) -> AskMetrics:
    outcomes = []
    t0 = time.perf_counter()
    for q in sorted(questions, key=lambda q: q["id"]):
        outcomes.append(score(q, answer(q["question"])))
    seconds = time.perf_counter() - t0
    answerable = [o for o in outcomes if o.gold_status == "ok"]
    unanswerable = [o for o in outcomes if o.gold_status != "ok"]
    cited = sum(o.cited for o in outcomes)
    per_metric = {}
    for m in sorted({o.metric for o in outcomes}):
        group = [o for o in outcomes if o.metric == m]
        per_metric[m] = sum(o.exact for o in group) / len(group)
    return AskMetrics(
        n=len(outcomes),
        answerable=len(answerable),
        exact=sum(o.exact for o in outcomes) / len(outcomes),
        value_accuracy=sum(o.value_ok for o in answerable) / max(len(answerable), 1),
        citation_precision=sum(o.cited_gold for o in outcomes) / cited if cited else 1.0,
        not_found_accuracy=sum(o.exact for o in unanswerable) / max(len(unanswerable), 1),
        seconds_per_question=seconds / len(outcomes),
        per_metric=per_metric,
        misses=[o for o in outcomes if not o.exact],
    )


def render_ask(m: AskMetrics, console: Console | None = None) -> None:
    console = console or Console()
    t = Table(title=f"ask evaluation ({m.n} questions, {m.answerable} answerable)")
    t.add_column("metric")
    t.add_column("value", justify="right")
    for label, value in (
        ("exact", f"{m.exact:.3f}"),
        ("value accuracy (answerable)", f"{m.value_accuracy:.3f}"),
        ("citation precision", f"{m.citation_precision:.3f}"),
        ("not_found accuracy (unanswerable)", f"{m.not_found_accuracy:.3f}"),
        ("seconds per question", f"{m.seconds_per_question:.4f}"),
    ):
        t.add_row(label, value)
    console.print(t)
    for o in m.misses:
        console.print(f"[yellow]miss[/] {o.id}: gold {o.gold_status}, got {o.status}: {o.answer}")
