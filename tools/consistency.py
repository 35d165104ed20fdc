"""Consistency signals beyond the DQC rules: sibling arithmetic in every calculation network and context,
magnitude plausibility, unit and decimals consistency. They point an auditor at likely extraction or
scaling errors; they are signals, not rule verdicts (those come from the check_* rule tools)."""

from __future__ import annotations

import math
import re
import statistics
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, Field

from auditgraph.evidence import fact_ref
from auditgraph.rules.arithmetic import as_float, check_sum, decimals_int
from auditgraph.tools.context import ToolContext, usable_number
from auditgraph.tools.facts import FactQueryInput, comparable_series, select_facts
from auditgraph.tools.models import FactRef, Observation, ToolInput
from auditgraph.tools.periods import Period
from auditgraph.tools.taxonomy import dts_source

MAX_CHECKS = 100


# ----------------------------------------------------------------------------------- check_sibling_math_consistency
class Addend(BaseModel):
    key: str
    concept: str
    value: float
    weight: float


class SiblingCheck(BaseModel):
    total: str = Field(description="The calculation parent")
    role: str
    statement: str | None = None
    period: str
    dims: list[str] = Field(default_factory=list)
    unit: str | None = None
    total_key: str
    reported: float
    expected: float = Field(description="Weighted sum of the reported addends")
    difference: float
    tolerance: float
    consistent: bool
    addends: list[Addend]
    missing: list[str] = Field(
        default_factory=list, description="Addends of the calculation not reported in this context"
    )


class SiblingMathObservation(Observation):
    source: str | None = None
    checks: list[SiblingCheck] = Field(default_factory=list)
    inconsistent: int = 0
    truncated: bool = False


def _context_key(row: dict[str, Any]) -> tuple:
    return (row["period"], tuple(sorted(row.get("dims") or [])), row.get("unit"))


def check_sibling_math_consistency(ctx: ToolContext, inp: ToolInput) -> SiblingMathObservation:
    """Redo the arithmetic of every calculation the concept takes part in (as the total or as one of the
    sibling addends), in every role of the filing's calculation linkbase and in every context where the
    total is reported, dimensional contexts included: total = sum(weight x addend) within decimals rounding.
    This is wider than check_calc_tree (DQC.US.0126 covers only face statements without dimensional
    tables), so use it to find where an inconsistency comes from; it is a signal, not a DQC verdict."""
    filing = ctx.filing(inp.accession)
    qname = ctx.concept(inp.concept)["qname"]
    ctx.concept_facts(filing["accession"], qname, inp.period)
    source, what = dts_source(ctx, filing, "cal")
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    parents = ctx.store.run("tools.calc_parents", {"qnames": [qname], "source": source})
    totals = sorted({p["parent"] for p in parents} | {qname})
    for r in ctx.store.run("tools.calc_children", {"qnames": totals, "source": source}):
        if r["parent"] == qname or any(p["parent"] == r["parent"] and p["role"] == r["role"] for p in parents):
            g = groups.setdefault((r["parent"], r["role"]), {"statement": r.get("statement"), "children": {}})
            g["children"][r["child"]] = r["weight"]
    if not groups:
        return SiblingMathObservation(
            tool="check_sibling_math_consistency",
            status="not_evaluable",
            source=source,
            message=f"{qname} takes part in no calculation in {what}",
        )
    concepts = sorted({t for t, _ in groups} | {c for g in groups.values() for c in g["children"]})
    facts = [
        r for r in ctx.facts(filing["accession"], concepts) if usable_number(r) and r.get("duplicate") != "inconsistent"
    ]
    by_context: dict[tuple, dict[str, dict[str, Any]]] = {}
    for r in facts:
        by_context.setdefault(_context_key(r), {}).setdefault(r["concept"], r)
    checks: list[SiblingCheck] = []
    for (total, role), g in sorted(groups.items()):
        for ckey, members in sorted(by_context.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2] or "")):
            period, dims, unit = ckey
            if inp.period is not None and period != inp.period:
                continue
            t = members.get(total)
            kids = [(members[c], w) for c, w in sorted(g["children"].items()) if c in members]
            if t is None or not kids:
                continue
            chk = check_sum((t["value"], t["decimals"]), [(k["value"], k["decimals"], w) for k, w in kids])
            checks.append(
                SiblingCheck(
                    total=total,
                    role=role,
                    statement=g["statement"],
                    period=period,
                    dims=list(dims),
                    unit=unit,
                    total_key=t["key"],
                    reported=as_float(chk.reported),
                    expected=as_float(chk.expected),
                    difference=as_float(chk.difference),
                    tolerance=as_float(chk.tolerance),
                    consistent=chk.consistent,
                    addends=[Addend(key=k["key"], concept=k["concept"], value=k["value"], weight=w) for k, w in kids],
                    missing=sorted(c for c in g["children"] if c not in members),
                )
            )
    truncated = len(checks) > MAX_CHECKS
    # Inconsistent checks first, so truncation never hides one.
    checks.sort(key=lambda c: (c.consistent, c.total, c.role, c.period, c.dims, c.unit or ""))
    checks = checks[:MAX_CHECKS]
    bad = [c for c in checks if not c.consistent]
    evidence = sorted({c.total_key for c in checks} | {a.key for c in checks for a in c.addends})
    if not checks:
        return SiblingMathObservation(
            tool="check_sibling_math_consistency",
            status="not_evaluable",
            source=source,
            message=f"no context reports both a total and an addend of {qname}'s calculations"
            f"{' for ' + inp.period if inp.period else ''} in {what}",
        )
    msg = f"{len(checks)} sibling sum(s) around {qname} in {what}: " + (
        f"{len(bad)} inconsistent, e.g. {bad[0].total} {bad[0].period}{' ' + ','.join(bad[0].dims) if bad[0].dims else ''}: "
        f"reported {bad[0].reported:,} vs addends {bad[0].expected:,}"
        if bad
        else "all consistent"
    )
    return SiblingMathObservation(
        tool="check_sibling_math_consistency",
        status="ok",
        message=msg,
        evidence=evidence,
        source=source,
        checks=checks,
        inconsistent=len(bad),
        truncated=truncated,
    )


# ----------------------------------------------------------------------------------- check_magnitude_plausibility
class MagnitudeInput(FactQueryInput):
    factor: float = Field(
        default=50.0, ge=2.0, le=1e6, description="Flag values this many times larger or smaller than the reference"
    )


class MagnitudeCheck(BaseModel):
    check: Literal["history_scale", "exceeds_total", "company_scale", "below_precision"]
    plausible: bool
    detail: str
    reference_key: str | None = None
    reference_value: float | None = None
    ratio: float | None = None


class MagnitudeObservation(Observation):
    fact: FactRef | None = None
    checks: list[MagnitudeCheck] = Field(default_factory=list)
    plausible: bool | None = None


_CURRENCY = re.compile(r"^[A-Z]{3}$")
SCALE_REFERENCES = ("us-gaap:Assets", "us-gaap:LiabilitiesAndStockholdersEquity")


def check_magnitude_plausibility(ctx: ToolContext, inp: MagnitudeInput) -> MagnitudeObservation:
    """Test whether a value's size is plausible: against the same concept in the company's other periods
    (a factor of ~1000 usually means a scale or decimals error), against the totals it adds into (a
    positive addend larger than its all-positive total), against the company's total assets for monetary
    amounts, and against its own decimals (a value smaller than its stated precision). Signals, not rules."""
    filing = ctx.filing(inp.accession)
    qname = ctx.concept(inp.concept)["qname"]
    period, matches, _ = select_facts(ctx, filing, qname, inp.period, inp.dims, inp.unit)
    row = matches[0]
    if not usable_number(row):
        return MagnitudeObservation(
            tool="check_magnitude_plausibility",
            status="not_evaluable",
            evidence=[row["key"]],
            fact=fact_ref(row),
            message=f"{qname} for {period} is not a number",
        )
    value = row["value"]
    checks: list[MagnitudeCheck] = []
    evidence = [row["key"]]

    # 1. Scale against the company's other comparable periods.
    series = comparable_series(ctx, filing, qname, inp.dims, row.get("unit"), Period.parse(period))
    others = [(p, r) for p, r in series.items() if p != period and r["value"]]
    if others and value:
        med = statistics.median(abs(r["value"]) for _, r in others)
        ratio = abs(value) / med if med else None
        ref = min(others, key=lambda pr: abs(abs(pr[1]["value"]) - med))[1]
        if ratio is not None:
            ok = 1.0 / inp.factor <= ratio <= inp.factor
            checks.append(
                MagnitudeCheck(
                    check="history_scale",
                    plausible=ok,
                    ratio=ratio,
                    reference_key=ref["key"],
                    reference_value=ref["value"],
                    detail=(
                        f"{abs(value):,.0f} is {ratio:,.3g}x the median magnitude {med:,.0f} of "
                        f"{len(others)} other period(s)"
                        + ("" if ok else f" (about 10^{round(math.log10(ratio))}: a scale error?)")
                    ),
                )
            )
            evidence += [r["key"] for _, r in others]

    # 2. A positive addend larger than an all-positive total it adds into.
    source, _ = dts_source(ctx, filing, "cal")
    parents = ctx.store.run("tools.calc_parents", {"qnames": [qname], "source": source})
    if parents and value > 0:
        siblings = ctx.store.run(
            "tools.calc_children", {"qnames": sorted({p["parent"] for p in parents}), "source": source}
        )
        parent_facts = {
            r["concept"]: r
            for r in ctx.facts(filing["accession"], sorted({p["parent"] for p in parents}))
            if usable_number(r) and _context_key(r) == _context_key(row)
        }
        for p in sorted(parents, key=lambda p: (p["parent"], p["role"])):
            weights = [s["weight"] for s in siblings if s["parent"] == p["parent"] and s["role"] == p["role"]]
            total = parent_facts.get(p["parent"])
            if total is None or p["weight"] <= 0 or any(w < 0 for w in weights) or total["value"] <= 0:
                continue
            ok = value <= total["value"] * (1 + 1e-9)
            checks.append(
                MagnitudeCheck(
                    check="exceeds_total",
                    plausible=ok,
                    reference_key=total["key"],
                    reference_value=total["value"],
                    ratio=value / total["value"],
                    detail=f"{'within' if ok else 'LARGER than'} its total {p['parent']} "
                    f"({total['value']:,.0f}) in role {p['role']}",
                )
            )
            evidence.append(total["key"])

    # 3. Monetary amounts against the company's size (total assets at the period end).
    unit = row.get("unit") or ""
    if _CURRENCY.match(unit) and qname not in SCALE_REFERENCES and value:
        end = Period.parse(period).end.strftime("%Y%m%d")
        refs = [
            r
            for r in ctx.facts(filing["accession"], list(SCALE_REFERENCES))
            if usable_number(r)
            and not r.get("dims")
            and r.get("unit") == unit
            and r["period"] == end
            and r["value"] > 0
        ]
        if refs:
            ref = sorted(refs, key=lambda r: SCALE_REFERENCES.index(r["concept"]))[0]
            ratio = abs(value) / ref["value"]
            ok = ratio <= inp.factor / 5
            checks.append(
                MagnitudeCheck(
                    check="company_scale",
                    plausible=ok,
                    ratio=ratio,
                    reference_key=ref["key"],
                    reference_value=ref["value"],
                    detail=f"|value| is {ratio:.3g}x {ref['concept']} ({ref['value']:,.0f}) at {end}",
                )
            )
            evidence.append(ref["key"])

    # 4. A value smaller than the precision it claims (e.g. 400 reported with decimals -6).
    d = decimals_int(row.get("decimals"))
    if d is not None and d < 0 and value:
        ok = abs(value) >= 10 ** (-d) / 2
        checks.append(
            MagnitudeCheck(
                check="below_precision",
                plausible=ok,
                detail=f"|value| {abs(value):,.0f} {'≥' if ok else '<'} half of 10^{-d} (decimals {d})",
            )
        )

    fact = fact_ref(row)
    if not checks:
        return MagnitudeObservation(
            tool="check_magnitude_plausibility",
            status="not_evaluable",
            evidence=evidence,
            fact=fact,
            message=f"nothing to compare {qname} for {period} with",
        )
    bad = [c for c in checks if not c.plausible]
    msg = f"{qname} = {value:,.0f} for {period}: " + (
        "; ".join(f"IMPLAUSIBLE {c.check}: {c.detail}" for c in bad)
        if bad
        else f"plausible on {len(checks)} check(s) ({', '.join(c.check for c in checks)})"
    )
    return MagnitudeObservation(
        tool="check_magnitude_plausibility",
        status="ok",
        message=msg,
        evidence=sorted(set(evidence)),
        fact=fact,
        checks=checks,
        plausible=not bad,
    )


# ----------------------------------------------------------------------------------- check_unit_decimal_consistency
UnitKind = Literal["monetary", "shares", "per_share", "pure", "other"]


def unit_kind(measure: str | None) -> UnitKind:
    if not measure:
        return "other"
    if "/" in measure:
        num, _, den = measure.partition("/")
        return "per_share" if _CURRENCY.match(num) and den == "shares" else "other"
    if _CURRENCY.match(measure):
        return "monetary"
    if measure == "shares":
        return "shares"
    if measure == "pure":
        return "pure"
    return "other"


_TYPE_KIND: dict[str, UnitKind] = {
    "monetaryItemType": "monetary",
    "sharesItemType": "shares",
    "perShareItemType": "per_share",
    "pureItemType": "pure",
    "percentItemType": "pure",
}


class UnitDecimalIssue(BaseModel):
    kind: Literal["unit_type_mismatch", "mixed_decimals", "decimals_differ_from_filing", "mixed_units"]
    severity: Literal["error", "warning", "info"]
    detail: str
    keys: list[str] = Field(default_factory=list)


class UnitDecimalObservation(Observation):
    expected_unit_kind: UnitKind | None = Field(default=None, description="What the concept should be measured in")
    expected_from: str | None = Field(default=None, description="data type, or the units other filings use")
    units: dict[str, int] = Field(default_factory=dict, description="unit -> facts of the concept in the filing")
    decimals: dict[str, int] = Field(default_factory=dict, description="decimals -> facts of the concept in the filing")
    issues: list[UnitDecimalIssue] = Field(default_factory=list)
    consistent: bool | None = None


def _expected_kind(ctx: ToolContext, concept: dict[str, Any], accession: str) -> tuple[UnitKind | None, str | None]:
    data_type = (concept.get("data_type") or "").split(":")[-1]
    if data_type in _TYPE_KIND:
        return _TYPE_KIND[data_type], f"data type {concept['data_type']}"
    elsewhere = ctx.store.run("tools.concept_units_elsewhere", {"concept": concept["qname"], "accession": accession})
    kinds: Counter = Counter()
    for r in elsewhere:
        kinds[unit_kind(r["unit"])] += r["facts"]
    if kinds:
        kind, n = max(sorted(kinds.items()), key=lambda kv: kv[1])
        filings = sum(r["filings"] for r in elsewhere if unit_kind(r["unit"]) == kind)
        if n >= 0.8 * sum(kinds.values()):
            return kind, f"{n} fact(s) in {filings} other filing(s) use {kind} units"
    return None, None


def check_unit_decimal_consistency(ctx: ToolContext, inp: ToolInput) -> UnitDecimalObservation:
    """Check a concept's units and decimals in the filing: a monetary concept (monetary data type, or
    reported in currency by other filings) must not be reported in shares or pure numbers (and vice versa);
    its facts should share one decimals value per unit; and decimals that differ from what the filing uses
    for most facts of that unit are pointed out (a sign of a scaling error, e.g. thousands vs millions).
    With a period, only that period's facts are checked."""
    filing = ctx.filing(inp.accession)
    concept = ctx.concept(inp.concept)
    qname = concept["qname"]
    rows = [r for r in ctx.concept_facts(filing["accession"], qname, inp.period) if usable_number(r)]
    obs = UnitDecimalObservation(
        tool="check_unit_decimal_consistency", status="ok", message="", evidence=[r["key"] for r in rows]
    )
    if not rows:
        obs.status = "not_evaluable"
        obs.message = (
            f"{qname} has no numeric facts{' for ' + inp.period if inp.period else ''} in {filing['accession']}"
        )
        return obs
    obs.units = dict(sorted(Counter(r.get("unit") or "none" for r in rows).items()))
    obs.decimals = dict(sorted(Counter(r.get("decimals") or "none" for r in rows).items()))
    expected, why = _expected_kind(ctx, concept, filing["accession"])
    obs.expected_unit_kind, obs.expected_from = expected, why
    issues: list[UnitDecimalIssue] = []
    if expected is not None:
        wrong = [r for r in rows if unit_kind(r.get("unit")) != expected and unit_kind(r.get("unit")) != "other"]
        if wrong:
            issues.append(
                UnitDecimalIssue(
                    kind="unit_type_mismatch",
                    severity="error",
                    keys=[r["key"] for r in wrong],
                    detail=f"{len(wrong)} fact(s) in {', '.join(sorted({r.get('unit') or 'none' for r in wrong}))} "
                    f"but {qname} is {expected} ({why})",
                )
            )
    if len(obs.units) > 1:
        issues.append(
            UnitDecimalIssue(
                kind="mixed_units",
                severity="info",
                keys=[r["key"] for r in rows],
                detail=f"reported in several units: {', '.join(obs.units)}",
            )
        )
    profile: dict[str, Counter] = {}
    for r in ctx.store.run("tools.filing_decimals_profile", {"accession": filing["accession"]}):
        profile.setdefault(r["unit"] or "none", Counter())[r["decimals"] or "none"] += r["facts"]
    for unit in sorted(obs.units):
        in_unit = [r for r in rows if (r.get("unit") or "none") == unit]
        decs = Counter(r.get("decimals") or "none" for r in in_unit)
        if len(decs) > 1:
            issues.append(
                UnitDecimalIssue(
                    kind="mixed_decimals",
                    severity="warning",
                    keys=[r["key"] for r in in_unit],
                    detail=f"{unit} facts use decimals {', '.join(f'{d} ({n})' for d, n in sorted(decs.items()))}",
                )
            )
        common = profile.get(unit)
        if common:
            dominant, n = max(sorted(common.items()), key=lambda kv: kv[1])
            share = n / sum(common.values())
            odd = [r for r in in_unit if (r.get("decimals") or "none") != dominant]
            if odd and share >= 0.8:
                issues.append(
                    UnitDecimalIssue(
                        kind="decimals_differ_from_filing",
                        severity="info",
                        keys=[r["key"] for r in odd],
                        detail=f"{len(odd)} {unit} fact(s) with decimals {', '.join(sorted({r.get('decimals') or 'none' for r in odd}))} "
                        f"while {share:.0%} of the filing's {unit} facts use {dominant}",
                    )
                )
    obs.issues = issues
    obs.consistent = not any(i.severity in ("error", "warning") for i in issues)
    obs.message = f"{qname}: {len(rows)} fact(s) in {', '.join(obs.units)}; " + (
        "consistent" if not issues else "; ".join(f"{i.kind}: {i.detail}" for i in issues)
    )
    return obs
