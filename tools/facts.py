"""Fact tools: one reported fact, its history across the company's filings, period comparisons and a
temporal outlier test."""

from __future__ import annotations

import statistics
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, StringConstraints

from auditgraph.errors import NotFound
from auditgraph.evidence import fact_ref
from auditgraph.tools.context import ToolContext, describe_periods, usable_number
from auditgraph.tools.models import DIM_PATTERN, TEXT_PATTERN, FactRef, Observation, PeriodText, ToolInput
from auditgraph.tools.periods import Period, previous_comparable, prior_year


class FactQueryInput(ToolInput):
    dims: list[Annotated[str, StringConstraints(pattern=DIM_PATTERN, max_length=600)]] = Field(
        default_factory=list,
        max_length=10,
        description="axis=member pairs of a dimensional fact, e.g. srt:ProductOrServiceAxis=us-gaap:ProductMember; empty = the non-dimensional fact",
    )
    unit: str | None = Field(
        default=None, max_length=200, pattern=TEXT_PATTERN, description="Unit measure (e.g. USD, shares); omitted = any"
    )


def _dims_match(row: dict[str, Any], dims: list[str]) -> bool:
    return sorted(row.get("dims") or []) == sorted(dims)


def select_facts(
    ctx: ToolContext, filing: dict[str, Any], qname: str, period: str | None, dims: list[str], unit: str | None
) -> tuple[str, list[dict[str, Any]], str]:
    """(period, matching facts, how the period was chosen). NotFound with the alternatives when none match."""
    rows = ctx.concept_facts(filing["accession"], qname)
    how = "given"
    if period is None:
        period = ctx.current_period(filing, [r for r in rows if _dims_match(r, dims)] or rows)
        how = "the filing's current period"
    else:
        ctx.concept_facts(filing["accession"], qname, period)
    in_period = [r for r in rows if r["period"] == period]
    matches = [r for r in in_period if _dims_match(r, dims) and (unit is None or r.get("unit") == unit)]
    if not matches:
        if not in_period:
            raise NotFound(
                f"{qname} is not reported for period {period} in filing {filing['accession']}; "
                f"reported periods: {describe_periods(rows)}",
                concept=qname,
                period=period,
            )
        sets = sorted({"; ".join(r.get("dims") or []) or "(no dimensions)" for r in in_period})
        units = sorted({r.get("unit") or "none" for r in in_period})
        raise NotFound(
            f"{qname} has no fact for {period} with dimensions [{', '.join(dims) or 'none'}]"
            f"{' and unit ' + unit if unit else ''} in {filing['accession']}; reported dimension sets: "
            f"{' | '.join(sets[:10])}{' …' if len(sets) > 10 else ''}; units: {', '.join(units)}",
            concept=qname,
            period=period,
        )
    # A number before text and nil; then the unit of the concept's most facts; then key order.
    unit_counts: dict[str, int] = {}
    for r in rows:
        unit_counts[r.get("unit") or ""] = unit_counts.get(r.get("unit") or "", 0) + 1
    matches.sort(key=lambda r: (not usable_number(r), -unit_counts.get(r.get("unit") or "", 0), r["key"]))
    return period, matches, how


# ----------------------------------------------------------------------------------- get_fact
class GetFactObservation(Observation):
    fact: FactRef | None = None
    alternatives: list[FactRef] = Field(
        default_factory=list,
        description="Other facts for the same concept, period and dimensions (other units, inconsistent duplicates)",
    )


def get_fact(ctx: ToolContext, inp: FactQueryInput) -> GetFactObservation:
    """Get the fact a filing reports for a concept and period: value, unit, decimals and its evidence key.
    Without dims you get the non-dimensional (total) fact; pass dims such as
    ["srt:ProductOrServiceAxis=us-gaap:ProductMember"] for a dimensional one. Without a period the filing's
    current period is used (the balance-sheet date or the fiscal year / year to date)."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    period, matches, how = select_facts(ctx, filing, c["qname"], inp.period, inp.dims, inp.unit)
    fact = fact_ref(matches[0])
    others = [fact_ref(r) for r in matches[1:]]
    shown = (
        f"{fact.value:,.0f}"
        if isinstance(fact.value, float) and abs(fact.value) >= 1000
        else (str(fact.value) if fact.value is not None else (fact.text or "nil")[:80])
    )
    msg = (
        f"{c['qname']} = {shown} {fact.unit or ''} for {period} ({how})"
        f"{' with ' + ', '.join(fact.dims) if fact.dims else ''}, decimals {fact.decimals}"
        + (f"; {len(others)} other fact(s) match" if others else "")
    )
    return GetFactObservation(
        tool="get_fact",
        status="ok",
        message=msg.replace("  ", " "),
        evidence=[fact.key] + [o.key for o in others],
        fact=fact,
        alternatives=others,
    )


# ----------------------------------------------------------------------------------- get_fact_history
class HistoryPoint(BaseModel):
    period: str
    value: float | None
    key: str
    accession: str
    form: str | None = None
    unit: str | None = None
    decimals: str | None = None


class Restatement(BaseModel):
    period: str
    values: dict[str, float | None] = Field(description="accession -> value reported for the same period")


class FactHistoryObservation(Observation):
    cik: str | None = None
    history: list[HistoryPoint] = Field(default_factory=list)
    restatements: list[Restatement] = Field(
        default_factory=list, description="Periods reported with different values by different filings"
    )


def _history_rows(
    ctx: ToolContext, filing: dict[str, Any], qname: str, dims: list[str], unit: str | None
) -> list[dict[str, Any]]:
    return [
        r
        for r in ctx.company_history(filing["cik"], qname)
        if _dims_match(r, dims) and usable_number(r) and (unit is None or r.get("unit") == unit)
    ]


def get_fact_history(ctx: ToolContext, inp: FactQueryInput) -> FactHistoryObservation:
    """Get the history of a concept for the filing's company: every value the company's loaded filings
    report for it (same dimensions), by period, with the filing that reported it. With a period, only
    periods of the same kind (instants, or durations of about the same length) are returned. Periods
    reported with different values by two filings are listed as restatements."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    if inp.period is not None:
        ctx.concept_facts(filing["accession"], c["qname"], inp.period)
    rows = _history_rows(ctx, filing, c["qname"], inp.dims, inp.unit)
    if inp.period is not None:
        target = Period.parse(inp.period)
        rows = [r for r in rows if target.comparable(Period.parse(r["period"]))]
    points = [
        HistoryPoint(
            period=r["period"],
            value=r["value"],
            key=r["key"],
            accession=r["filing"],
            form=r.get("form"),
            unit=r.get("unit"),
            decimals=r.get("decimals"),
        )
        for r in rows
    ]
    points.sort(key=lambda p: (p.period, p.accession, p.key))
    by_period: dict[str, dict[str, float | None]] = {}
    for p in points:
        by_period.setdefault(p.period, {})[p.accession] = p.value
    restated = [
        Restatement(period=k, values=dict(sorted(v.items())))
        for k, v in sorted(by_period.items())
        if len({x for x in v.values()}) > 1
    ]
    filings = sorted({p.accession for p in points})
    msg = (
        f"{c['qname']}: {len(points)} value(s) for {len(by_period)} period(s) from {len(filings)} filing(s) of CIK {filing['cik']}"
        + (f"; {len(restated)} period(s) reported with different values" if restated else "")
    )
    if not points:
        msg = f"{c['qname']} has no numeric history{' for dims ' + ', '.join(inp.dims) if inp.dims else ''} in the loaded filings of CIK {filing['cik']}"
    return FactHistoryObservation(
        tool="get_fact_history",
        status="ok",
        message=msg,
        evidence=[p.key for p in points],
        cik=filing["cik"],
        history=points,
        restatements=restated,
    )


def comparable_series(
    ctx: ToolContext, filing: dict[str, Any], qname: str, dims: list[str], unit: str | None, target: Period
) -> dict[str, dict[str, Any]]:
    """One fact per comparable period across the company's filings; this filing's value wins, then the
    latest filing's (a restated comparative replaces the original)."""
    best: dict[str, dict[str, Any]] = {}
    for r in _history_rows(ctx, filing, qname, dims, unit):
        if not target.comparable(Period.parse(r["period"])):
            continue
        rank = (r["filing"] == filing["accession"], r.get("period_end") or "", r["filing"])
        cur = best.get(r["period"])
        if cur is None or rank > (cur["filing"] == filing["accession"], cur.get("period_end") or "", cur["filing"]):
            best[r["period"]] = r
    return dict(sorted(best.items()))


# ----------------------------------------------------------------------------------- compare_periods
class ComparePeriodsInput(FactQueryInput):
    other_period: PeriodText | None = Field(
        default=None,
        pattern=r"^\d{8}(-\d{8})?$",
        description="Period to compare with; omitted = the same period one year earlier (else the previous comparable period)",
    )


class ComparePeriodsObservation(Observation):
    current: FactRef | None = None
    other: FactRef | None = None
    basis: Literal["given", "prior_year", "previous"] | None = None
    change: float | None = None
    pct_change: float | None = Field(default=None, description="(current - other) / |other| * 100")


def compare_periods(ctx: ToolContext, inp: ComparePeriodsInput) -> ComparePeriodsObservation:
    """Compare a concept's value with another period: by default the same period one year earlier
    (from this filing's comparatives or the company's other filings), else the previous comparable period.
    Returns both facts, the change and the percentage change."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    period, matches, how = select_facts(ctx, filing, c["qname"], inp.period, inp.dims, inp.unit)
    current = matches[0]
    if not usable_number(current):
        return ComparePeriodsObservation(
            tool="compare_periods",
            status="not_evaluable",
            evidence=[current["key"]],
            message=f"{c['qname']} for {period} is not a number",
            current=fact_ref(current),
        )
    target = Period.parse(period)
    series = comparable_series(ctx, filing, c["qname"], inp.dims, current.get("unit"), target)
    basis: str | None
    if inp.other_period is not None:
        Period.parse(inp.other_period)
        other_row = series.get(inp.other_period) or next(
            (
                r
                for r in _history_rows(ctx, filing, c["qname"], inp.dims, current.get("unit"))
                if r["period"] == inp.other_period
            ),
            None,
        )
        if other_row is None:
            raise NotFound(
                f"{c['qname']} is not reported for period {inp.other_period} in the loaded filings of CIK {filing['cik']}",
                concept=c["qname"],
                period=inp.other_period,
            )
        basis = "given"
    else:
        candidates = [Period.parse(p) for p in series if p != period]
        chosen = prior_year(target, candidates)
        basis = "prior_year"
        if chosen is None:
            chosen = previous_comparable(target, candidates)
            basis = "previous"
        if chosen is None:
            return ComparePeriodsObservation(
                tool="compare_periods",
                status="not_evaluable",
                evidence=[current["key"]],
                current=fact_ref(current),
                message=f"no earlier comparable period of {c['qname']} is reported in the loaded filings of CIK {filing['cik']}",
            )
        other_row = series[chosen.token]
    change = current["value"] - other_row["value"]
    pct = (change / abs(other_row["value"]) * 100.0) if other_row["value"] else None
    msg = (
        f"{c['qname']}: {current['value']:,.0f} for {period} vs {other_row['value']:,.0f} for {other_row['period']} "
        f"({basis.replace('_', ' ')}): change {change:,.0f}" + (f" ({pct:+.1f}%)" if pct is not None else "")
    )
    return ComparePeriodsObservation(
        tool="compare_periods",
        status="ok",
        message=msg,
        evidence=[current["key"], other_row["key"]],
        current=fact_ref(current),
        other=fact_ref(other_row),
        basis=basis,
        change=change,
        pct_change=pct,
    )


# ----------------------------------------------------------------------------------- detect_temporal_outlier
class TemporalOutlierInput(FactQueryInput):
    z_threshold: float = Field(
        default=3.0, ge=0.5, le=20.0, description="Flag when |z| against the other periods exceeds this"
    )
    min_relative_deviation: float = Field(
        default=0.5,
        ge=0.0,
        le=100.0,
        description="…and the value differs from the others' median by more than this fraction (0.5 = 50%)",
    )


class TemporalOutlierObservation(Observation):
    series: list[HistoryPoint] = Field(default_factory=list)
    target: FactRef | None = None
    mean: float | None = None
    stdev: float | None = None
    median: float | None = None
    z_score: float | None = None
    relative_deviation: float | None = Field(
        default=None, description="|value - median| / |median| of the other periods"
    )
    is_outlier: bool | None = None
    reasons: list[str] = Field(default_factory=list)


MIN_OTHER_POINTS = 2


def detect_temporal_outlier(ctx: ToolContext, inp: TemporalOutlierInput) -> TemporalOutlierObservation:
    """Test whether a value is out of line with the same concept in the company's other comparable periods
    (quarters with quarters, years with years, instants with instants) across all loaded filings. It is an
    outlier when its z-score against the other periods exceeds z_threshold AND it differs from their median
    by more than min_relative_deviation, or when its sign differs from every other period. Needs at least
    two other periods; otherwise not_evaluable. A signal to investigate, not a rule violation."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    period, matches, _ = select_facts(ctx, filing, c["qname"], inp.period, inp.dims, inp.unit)
    target_row = matches[0]
    if not usable_number(target_row):
        return TemporalOutlierObservation(
            tool="detect_temporal_outlier",
            status="not_evaluable",
            message=f"{c['qname']} for {period} is not a number",
            evidence=[target_row["key"]],
            target=fact_ref(target_row),
        )
    series = comparable_series(ctx, filing, c["qname"], inp.dims, target_row.get("unit"), Period.parse(period))
    series[period] = target_row
    points = [
        HistoryPoint(
            period=p,
            value=r["value"],
            key=r["key"],
            accession=r["filing"],
            form=r.get("form"),
            unit=r.get("unit"),
            decimals=r.get("decimals"),
        )
        for p, r in sorted(series.items())
    ]
    others = [r["value"] for p, r in series.items() if p != period]
    evidence = [p.key for p in points]
    obs = TemporalOutlierObservation(
        tool="detect_temporal_outlier",
        status="ok",
        message="",
        evidence=evidence,
        series=points,
        target=fact_ref(target_row),
    )
    if len(others) < MIN_OTHER_POINTS:
        obs.status = "not_evaluable"
        obs.message = (
            f"{c['qname']}: only {len(others)} other comparable period(s) in the loaded filings of CIK "
            f"{filing['cik']}; at least {MIN_OTHER_POINTS} are needed"
        )
        return obs
    value = target_row["value"]
    obs.mean = statistics.fmean(others)
    obs.stdev = statistics.stdev(others)
    obs.median = statistics.median(others)
    if obs.stdev > 0:
        obs.z_score = (value - obs.mean) / obs.stdev
    if obs.median != 0:
        obs.relative_deviation = abs(value - obs.median) / abs(obs.median)
    if (
        obs.z_score is not None
        and abs(obs.z_score) > inp.z_threshold
        and (obs.relative_deviation is None or obs.relative_deviation > inp.min_relative_deviation)
    ):
        obs.reasons.append(
            f"z-score {obs.z_score:+.2f} beyond ±{inp.z_threshold:g} and {obs.relative_deviation or 0:.0%} "
            f"from the median of the other periods"
        )
    if value != 0 and all(o != 0 and (o > 0) != (value > 0) for o in others):
        obs.reasons.append("sign differs from every other period")
    obs.is_outlier = bool(obs.reasons)
    obs.message = (
        f"{c['qname']} = {value:,.0f} for {period} "
        + ("IS an outlier: " + "; ".join(obs.reasons) if obs.is_outlier else "is in line with")
        + f" {len(others)} other period(s) (median {obs.median:,.0f}"
        + (f", z {obs.z_score:+.2f}" if obs.z_score is not None else "")
        + ")"
    )
    return obs
