"""The facts a memo or an answer may cite: consolidated numeric facts of one filing, with their periods
normalised so XBRL facts (start/end dates) and SEC data-set facts (ddate + quarters) compare alike."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from auditgraph.errors import NotFound
from auditgraph.store.base import GraphStore

# A prior comparable period ends about a year earlier (52/53-week fiscal years, month-end ddates).
PRIOR_YEAR_DAYS = (350, 380)
_DAYS_PER_QUARTER = 91.3125


def _iso(text: str | None) -> date | None:
    """A graph date (ISO or a YYYYMMDD period token), or None when it is not one: a filing ingested before its
    dei:DocumentPeriodEndDate was validated may hold 'not a date' or 2023-02-30, and a memo must still answer."""
    if not text:
        return None
    text = str(text)
    try:
        if len(text) == 8 and text.isascii() and text.isdigit():
            return date(int(text[:4]), int(text[4:6]), int(text[6:]))
        return date.fromisoformat(text[:10])
    except ValueError:
        return None


@dataclass(frozen=True)
class Fact:
    key: str
    concept: str
    value: float
    unit: str
    decimals: str | None
    end: date
    quarters: int  # 0 = instant; else the duration in whole quarters (4 = a year)
    days: int  # duration length in days (0 for an instant; quarters × 91 for a data-set fact)

    @property
    def is_instant(self) -> bool:
        return self.quarters == 0

    @property
    def months(self) -> int:
        """The duration in months (0 for an instant): 3, 6, 9, 12 for the usual report periods (weeks-based
        quarters of 12-14 weeks included); a stub period that is no whole number of quarters (a predecessor's
        21 days, a successor's 70) counts its own months, so it never passes for the quarter or half asked."""
        if self.quarters == 0 or abs(self.days - self.quarters * 91.3) <= 10:
            return self.quarters * 3
        return max(1, round(self.days / 30.44))

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Fact:
        if row.get("qtrs") is not None:  # SEC data set: ddate is the (month-end) period end
            q = int(row["qtrs"])
            return cls(
                row["key"],
                row["concept"],
                float(row["value"]),
                row.get("unit") or "",
                row.get("decimals"),
                _iso(row["period"]),
                q,
                round(q * _DAYS_PER_QUARTER),
            )  # type: ignore[arg-type]
        if row.get("instant"):
            return cls(
                row["key"],
                row["concept"],
                float(row["value"]),
                row.get("unit") or "",
                row.get("decimals"),
                _iso(row["instant"]),
                0,
                0,
            )  # type: ignore[arg-type]
        start, end = _iso(row["start_date"]), _iso(row["end_date"])
        days = (end - start).days + 1  # type: ignore[operator]
        return cls(
            row["key"],
            row["concept"],
            float(row["value"]),
            row.get("unit") or "",
            row.get("decimals"),
            end,
            max(1, round(days / _DAYS_PER_QUARTER)),
            days,
        )  # type: ignore[arg-type]

    def tolerance(self) -> float:
        """Half a unit of the fact's last reported digit (0 when exact or unknown: INF or missing)."""
        try:
            d = int(str(self.decimals))
        except (TypeError, ValueError):
            return 0.0
        return 0.5 * 10.0 ** (-d)


def prior_year_gap(current: date, prior: date) -> bool:
    return PRIOR_YEAR_DAYS[0] <= (current - prior).days <= PRIOR_YEAR_DAYS[1]


@dataclass
class FilingFacts:
    """One filing's consolidated facts for a set of concepts, and what its face statements present."""

    accession: str
    filing: dict[str, Any]
    facts: dict[str, list[Fact]]  # concept -> facts, key order
    presented: dict[str, set[str]] = field(default_factory=dict)  # statement (IS/BS/CF) -> concepts

    @property
    def period_end(self) -> date | None:
        return _iso(self.filing.get("period_end"))

    @property
    def report_quarters(self) -> int:
        """The report's duration: a year for a 10-K, the year to date for a 10-Q (as DQC.US.0117 reads it)."""
        fp = str(self.filing.get("fiscal_period") or "").upper()
        form = str(self.filing.get("form") or "").upper()
        if fp in ("Q1", "Q2", "Q3"):
            return int(fp[1])
        if fp == "FY" or form.startswith("10-K") or form.startswith("20-F") or form.startswith("40-F"):
            return 4
        # Unknown: the longest duration that ends at the period end.
        ends = [f for fs in self.facts.values() for f in fs if not f.is_instant and f.end == self.period_end]
        return max((f.quarters for f in ends), default=4)

    def is_presented(self, concept: str, statement: str) -> bool | None:
        """Whether the face statement shows the concept; None when the filing has no presentation data."""
        if not self.presented:
            return None
        return concept in self.presented.get(statement, set())

    def find(self, concept: str, *, end: date | None, quarters: int, unit: str | None = "USD") -> Fact | None:
        """The fact of ``concept`` for the period ending ``end`` with ``quarters`` (0 = instant); the lowest
        key when duplicates remain (inconsistent duplicates are refused by :meth:`ambiguous`)."""
        if end is None:
            return None
        hits = [
            f
            for f in self.facts.get(concept, [])
            if f.quarters == quarters and f.end == end and (unit is None or f.unit == unit)
        ]
        return hits[0] if hits else None

    def ambiguous(self, concept: str, *, end: date | None, quarters: int, unit: str | None = "USD") -> bool:
        hits = {
            f.value
            for f in self.facts.get(concept, [])
            if f.quarters == quarters and f.end == end and (unit is None or f.unit == unit)
        }
        return len(hits) > 1

    def prior(self, fact: Fact) -> Fact | None:
        """The same concept for the comparable period a year earlier, from this filing's comparatives."""
        hits = [
            f
            for f in self.facts.get(fact.concept, [])
            if f.quarters == fact.quarters and f.unit == fact.unit and prior_year_gap(fact.end, f.end)
        ]
        hits.sort(key=lambda f: (abs((fact.end - f.end).days - 365), f.key))
        return hits[0] if hits else None

    def periods_of(self, concept: str) -> list[str]:
        return sorted({f"{f.end.isoformat()}/{f.quarters}q" for f in self.facts.get(concept, [])})


def load_filing_facts(store: GraphStore, accession: str, concepts: list[str]) -> FilingFacts:
    rows = store.run("tools.filing", {"accession": accession})
    if not rows:
        raise NotFound(
            f"filing {accession} is not loaded (or its ingest has not completed); see `auditgraph filings`",
            accession=accession,
        )
    facts: dict[str, list[Fact]] = {}
    for row in store.run("memos.consolidated_facts", {"accession": accession, "concepts": sorted(set(concepts))}):
        facts.setdefault(row["concept"], []).append(Fact.from_row(row))
    # Only a filing that brought its own presentation linkbase can say what its statements show (an SEC
    # data set or a bare instance cannot): skip the query otherwise.
    has_pre = any(str(f).endswith("_pre.xml") for f in rows[0].get("source_files") or [])
    shown = (
        store.run("memos.statement_concepts", {"accession": accession, "concepts": sorted(set(concepts))})
        if has_pre
        else []
    )
    statements = (
        {
            r["role"]: r["statement"]
            for r in store.run("memos.statement_roles", {"roles": sorted({r["role"] for r in shown})})
        }
        if shown
        else {}
    )
    presented: dict[str, set[str]] = {}
    for row in shown:
        if row["role"] in statements:
            presented.setdefault(statements[row["role"]], set()).add(row["concept"])
    return FilingFacts(accession=accession, filing=rows[0], facts=facts, presented=presented)
