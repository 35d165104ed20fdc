"""Dates the DQC cover-page rules (0005, 0006, 0033, 0036) read: the document period end date and the form."""

from __future__ import annotations

import csv
from datetime import date
from functools import lru_cache
from importlib import resources

# DQC's $REPORT_TYPE_EXCLUSIONS: registration statements, where the period rules (0005) and the cash flow statement
# rule (0048) do not run.
REPORT_TYPE_EXCLUSIONS = frozenset(f"S-{n}{a}" for n in (1, 3, 4, 6, 8, 11, 20) for a in ("", "/A"))


def iso(d: str | None) -> date | None:
    try:
        return date.fromisoformat((d or "").strip()[:10])
    except ValueError:
        return None


def document_period_end(view) -> tuple[date | None, dict | None]:
    """(value of dei:DocumentPeriodEndDate, its fact row) — the first non-dimensional one."""
    rows = [d for d in view.dei if d["concept"] == "dei:DocumentPeriodEndDate"]
    for r in rows:
        v = iso(r["raw"])
        if v:
            return v, r
    return None, rows[0] if rows else None


def document_type(view) -> str:
    return (view.dei_value("dei:DocumentType") or view.form or "").strip()


class DeiFact:
    """A dei fact row (rules.common.dei_facts) with the attributes a finding reads."""

    def __init__(self, row: dict):
        self.key, self.concept, self.raw, self.unit = (
            row["key"],
            row["concept"],
            (row["raw"] or "").strip(),
            row["unit"],
        )
        self.start, self.end, self.instant, self.period = row["start"], row["end"], row["instant"], row["period"]
        self.dims: tuple[str, ...] = ()
        self.decimals = None
        self.value = None

    @property
    def period_end(self) -> str | None:
        return self.instant or self.end

    def display_period(self) -> str:
        return self.instant if self.instant else f"{self.start} to {self.end}"

    @property
    def days(self) -> int | None:
        s, e = iso(self.start), iso(self.end)
        return (e - s).days + 1 if s and e else None


@lru_cache(maxsize=1)
def effective_dates() -> dict[str, str]:
    """rule -> the date from which it applies (package data, from the DQC rule documents)."""
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / "dqc_effective_dates.csv"
    with path.open(encoding="utf-8") as fh:
        return {r["rule"]: r["effective"] for r in csv.DictReader(line for line in fh if not line.startswith("#"))}


def not_yet_effective(view, rule: str) -> str | None:
    """Why the rule does not apply to this filing (its period ends before the rule's effective date), or None."""
    effective = effective_dates().get(rule)
    end = view.period_end or (view.report.end if view.report else None)
    if effective and end and end < effective:
        return f"{rule} is effective for periods ending on or after {effective} (DQC); this filing's ends {end}"
    return None


@lru_cache(maxsize=1)
def _rule_forms() -> dict[str, frozenset[str]]:
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / "dqc_rule_forms.csv"
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader((line for line in fh if not line.startswith("#")), delimiter="|"))
    return {r["rule"]: frozenset(f.strip() for f in r["forms"].split(",")) for r in rows}


def not_applicable_form(view, rule: str) -> str | None:
    """Why the rule does not run on this filing's document type (DQC's rule-form lookup), or None when it runs."""
    forms = _rule_forms().get(rule)
    doc = document_type(view)
    if forms is None or not doc or doc in forms:
        return None
    return f"{rule} does not run on a {doc} (DQC's rule-form lookup lists the document types it applies to)"


def registration_statement(view, rule: str) -> str | None:
    """Why a rule that DQC's $REPORT_TYPE_EXCLUSIONS keeps off registration statements does not run on this
    filing, or None when the filing is no such statement."""
    doc = document_type(view)
    return f"{rule} does not run on form {doc}" if doc.upper() in REPORT_TYPE_EXCLUSIONS else None
