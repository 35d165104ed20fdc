"""Scoring ``ask`` on free-form question files (one JSON object a line with ``category``, ``filing`` and a
``gold`` that is answerable with a value, unit, concepts and period, or a refusal with its reason).

Each question gets one outcome: ``exact`` (ok and the value matches: reported facts exactly, ratios within the
gold tolerance), ``wrong_value`` (ok, the asked period, another value), ``wrong_period`` (ok, for another
period or duration than the gold), ``refused_wrongly`` (answerable, not ok), ``refused_correctly`` and
``answered_refusal`` (ok where a refusal was right). Reported overall and per category.
"""

from __future__ import annotations

import csv
import math
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel

OUTCOMES = ("exact", "wrong_value", "wrong_period", "refused_wrongly", "refused_correctly", "answered_refusal")


class FreeOutcome(BaseModel):
    id: str
    category: str
    outcome: str
    status: str
    value: float | None
    gold: float | None
    answer: str


class FreeMetrics(BaseModel):
    n: int
    answerable: int
    exact_rate: float
    answered_refusals: int
    seconds_per_question: float
    outcomes: dict[str, int]
    per_category: dict[str, dict[str, int]]
    misses: list[FreeOutcome]


def filing_accessions(store: Any, shared: Path | None) -> dict[str, str]:
    """Shared folder name -> the accession the loaded graph holds for it, matched by the filing's CIK (when the
    index gives one), form and period end — an accession in INDEX.csv is used as it is when loaded."""
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete"]
    out: dict[str, str] = {}
    index = (shared / "filings" / "INDEX.csv") if shared else None
    if not index or not index.exists():
        return out
    with open(index, newline="") as fh:
        for row in csv.DictReader(fh):
            loaded = {r["accession"] for r in rows}
            if row.get("accession") and row["accession"] in loaded:
                out[row["folder"]] = row["accession"]
                continue
            cands = [
                r
                for r in rows
                if str(r.get("period_end") or "") == row["period_end"]
                and str(r.get("form") or "").upper()[:4] == row["form"].upper()[:4]
            ]
            if row.get("cik"):
                cands = [r for r in cands if str(r.get("cik") or "").lstrip("0") == row["cik"].lstrip("0")]
            else:
                first = row["company"].split()[0].lower()
                cands = [r for r in cands if str(r.get("company") or "").lower().startswith(first)]
            if len(cands) == 1:
                out[row["folder"]] = cands[0]["accession"]
    return out


def accession_for(question: dict[str, Any], folders: dict[str, str]) -> str | None:
    if question.get("accession"):
        return str(question["accession"])
    filing = str(question.get("filing") or "")
    if filing.startswith("fsds:"):
        return filing[5:]
    return folders.get(filing)


def _value_ok(got: float | None, gold: dict[str, Any]) -> bool:
    if got is None or gold.get("value") is None:
        return False
    tol = gold.get("tolerance") or 0
    rel = float(tol.get("relative", 0)) if isinstance(tol, dict) else float(tol)
    return math.isclose(float(got), float(gold["value"]), rel_tol=max(rel, 1e-9), abs_tol=1e-9)


def _evidence_period(answer: dict[str, Any]) -> dict[str, Any]:
    """End and months of the first cited XBRL fact (``…:concept:YYYYMMDD[-YYYYMMDD]:unit``): the period of an
    answer that does not state its intent."""
    keys = answer.get("evidence") or []
    parts = str(keys[0]).split(":") if keys else []
    if len(parts) < 6 or not parts[4][:8].isdigit():
        return {}
    token = parts[4]
    end = date(int(token[-8:-4]), int(token[-4:-2]), int(token[-2:]))
    if "-" not in token:
        return {"end": end.isoformat(), "months": 0}
    start = date(int(token[:4]), int(token[4:6]), int(token[6:8]))
    return {"end": end.isoformat(), "months": round(((end - start).days + 1) / 30.44)}


def _period_ok(answer: dict[str, Any], gold: dict[str, Any]) -> bool:
    period = ((answer.get("intent") or {}).get("period") or {}) or _evidence_period(answer)
    want = gold.get("period") or {}
    if not want.get("end") or not period.get("end"):
        return True
    same_end = abs((date.fromisoformat(str(period["end"])[:10]) - date.fromisoformat(want["end"][:10])).days) <= 3
    months = gold.get("duration_months")
    return same_end and (months is None or period.get("months") is None or int(period["months"]) == int(months))


def score_free(question: dict[str, Any], answer: dict[str, Any]) -> FreeOutcome:
    gold = question["gold"]
    status = str(answer.get("status"))
    if gold.get("answerable"):
        if status != "ok":
            outcome = "refused_wrongly"
        elif _value_ok(answer.get("value"), gold):
            outcome = "exact"
        else:
            outcome = "wrong_value" if _period_ok(answer, gold) else "wrong_period"
    else:
        outcome = "answered_refusal" if status == "ok" else "refused_correctly"
    return FreeOutcome(
        id=question["id"],
        category=question.get("category") or "?",
        outcome=outcome,
        status=status,
        value=answer.get("value"),
        gold=gold.get("value"),
        answer=str(answer.get("answer"))[:240],
    )


def evaluate_free(
    questions: list[dict[str, Any]], answer: Callable[[str, str | None], dict[str, Any]], folders: dict[str, str]
) -> FreeMetrics:
    outcomes = []
    t0 = time.perf_counter()
    for q in sorted(questions, key=lambda q: q["id"]):
        outcomes.append(score_free(q, answer(q["question"], accession_for(q, folders))))
    seconds = time.perf_counter() - t0
    per: dict[str, dict[str, int]] = {}
    for o in outcomes:
        per.setdefault(o.category, {k: 0 for k in OUTCOMES})[o.outcome] += 1
    answerable = [o for o in outcomes if o.outcome in ("exact", "wrong_value", "wrong_period", "refused_wrongly")]
    return FreeMetrics(
        n=len(outcomes),
        answerable=len(answerable),
        exact_rate=sum(o.outcome == "exact" for o in answerable) / max(len(answerable), 1),
        answered_refusals=sum(o.outcome == "answered_refusal" for o in outcomes),
        seconds_per_question=seconds / max(len(outcomes), 1),
        outcomes={k: sum(o.outcome == k for o in outcomes) for k in OUTCOMES},
        per_category=dict(sorted(per.items())),
        misses=[o for o in outcomes if o.outcome not in ("exact", "refused_correctly")],
    )


def render_free(m: FreeMetrics, console: Any = None) -> None:
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    t = Table(
        title=f"ask, free-form ({m.n} questions, {m.answerable} answerable): exact {m.exact_rate:.3f}, "
        f"answered where a refusal was right: {m.answered_refusals}"
    )
    t.add_column("category")
    for k in OUTCOMES:
        t.add_column(k.replace("_", " "), justify="right")
    for cat, counts in m.per_category.items():
        t.add_row(cat, *[str(counts[k]) for k in OUTCOMES])
    t.add_row("all", *[str(m.outcomes[k]) for k in OUTCOMES])
    console.print(t)
    for o in m.misses:
        console.print(
            f"[yellow]{o.outcome}[/] {o.id} ({o.category}): gold {o.gold}, got {o.status} {o.value}: {o.answer}"
        )
