"""Dimensional tools: how a line item breaks down by axis members, and how members move between periods."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from auditgraph.errors import NotFound
from auditgraph.evidence import fact_ref
from auditgraph.tools.context import ToolContext, describe_periods, usable_number
from auditgraph.tools.models import TEXT_PATTERN, FactRef, Observation, PeriodText, ToolInput
from auditgraph.tools.periods import Period, previous_comparable, prior_year
from auditgraph.tools.taxonomy import dts_source

AXIS_PATTERN = r"^[A-Za-z_][A-Za-z0-9_.-]*:[A-Za-z_][A-Za-z0-9_.-]*$"
MAX_MEMBER_DEPTH = 8


class BreakdownInput(ToolInput):
    axis: str | None = Field(
        default=None,
        pattern=AXIS_PATTERN,
        description="Only this axis, e.g. srt:ProductOrServiceAxis; omitted = every axis",
    )
    unit: str | None = Field(
        default=None,
        max_length=200,
        pattern=TEXT_PATTERN,
        description="Unit measure; omitted = the unit of the non-dimensional fact",
    )


class MemberValue(BaseModel):
    member: str
    value: float
    key: str
    share_of_total: float | None = Field(default=None, description="value / total of the non-dimensional fact")


class MemberSet(BaseModel):
    """The members of one dimensional table (role) that add up to the line item."""

    role: str
    domain: str
    members: list[str] = Field(
        description="Reported members at the top of the role's member tree (nested members are left out)"
    )
    member_sum: float
    difference: float | None = Field(default=None, description="total - member_sum")


class AxisBreakdown(BaseModel):
    axis: str
    members: list[MemberValue]
    member_sets: list[MemberSet] = Field(
        default_factory=list,
        description="Per table role of the definition linkbase: the top-level reported members and their sum",
    )


class BreakdownObservation(Observation):
    period: str | None = None
    total: FactRef | None = Field(default=None, description="The non-dimensional fact at the period")
    axes: list[AxisBreakdown] = Field(default_factory=list)
    multi_dimensional: list[FactRef] = Field(
        default_factory=list, description="Facts with two or more dimensions at the period (first 50)"
    )


def _period_rows(
    ctx: ToolContext, filing: dict[str, Any], qname: str, period: str | None
) -> tuple[str, list[dict[str, Any]]]:
    rows = [r for r in ctx.concept_facts(filing["accession"], qname) if usable_number(r)]
    if not rows:
        raise NotFound(f"{qname} has no numeric facts in filing {filing['accession']}", concept=qname)
    if period is None:
        period = ctx.current_period(filing, rows)
    else:
        ctx.concept_facts(filing["accession"], qname, period)
    return period, [r for r in rows if r["period"] == period]


def member_sets(ctx: ToolContext, axis: str, source: str, reported: set[str]) -> list[tuple[str, str, list[str]]]:
    """Per role that defines the axis' domain: (role, domain, reported members with no reported ancestor).

    Each dimensional table has its own member tree (Apple's income statement splits revenue into Products
    and Services, its revenue note into iPhone, Mac, iPad, Wearables and Services), so members are summed
    per tree, and a member is left out when one of its ancestors is reported (it is already inside it)."""
    domains = ctx.store.run("tools.axis_domains", {"axis": axis, "source": source})
    out = []
    for d in domains:
        role, domain = d["role"], d["domain"]
        parent_of: dict[str, str] = {}
        frontier = [domain]
        for _ in range(MAX_MEMBER_DEPTH):
            rows = [
                r
                for r in ctx.store.run("tools.domain_member_children", {"qnames": frontier, "source": source})
                if r["role"] == role and r["child"] not in parent_of and r["child"] != domain
            ]
            for r in rows:
                parent_of[r["child"]] = r["parent"]
            frontier = sorted({r["child"] for r in rows})
            if not frontier:
                break

        def has_reported_ancestor(m: str) -> bool:
            node, seen = parent_of.get(m), set()
            while node is not None and node != domain and node not in seen:
                if node in reported:
                    return True
                seen.add(node)
                node = parent_of.get(node)
            return False

        top = sorted(m for m in reported if m in parent_of and not has_reported_ancestor(m))
        if top:
            out.append((role, domain, top))
    return out


def _single_axis(row: dict[str, Any]) -> tuple[str, str] | None:
    dims = row.get("dims") or []
    if len(dims) != 1:
        return None
    axis, _, member = dims[0].partition("=")
    return axis, member


def get_dimensional_breakdown(ctx: ToolContext, inp: BreakdownInput) -> BreakdownObservation:
    """Break a line item down by its dimension members at one period: the non-dimensional total and, per
    axis, each member's reported value and share of the total, and per dimensional table (role) the sum of
    its top-level members, which should equal the total. A table's members can be a different split of the
    same total than another table's (Products/Services vs iPhone/Mac/…). Use check_dim_consistency for the
    DQC.US.0117 verdict."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    period, rows = _period_rows(ctx, filing, c["qname"], inp.period)
    totals = [r for r in rows if not r.get("dims") and (inp.unit is None or r.get("unit") == inp.unit)]
    total = totals[0] if totals else None
    unit = inp.unit or (total.get("unit") if total else None)
    per_axis: dict[str, list[dict[str, Any]]] = {}
    multi: list[dict[str, Any]] = []
    for r in rows:
        if unit is not None and r.get("unit") != unit:
            continue
        single = _single_axis(r)
        if single is None:
            if r.get("dims"):
                multi.append(r)
            continue
        if inp.axis is None or single[0] == inp.axis:
            per_axis.setdefault(single[0], []).append(r)
    if inp.axis is not None and inp.axis not in per_axis:
        axes_seen = sorted({d.partition('=')[0] for r in rows for d in r.get("dims") or []})
        raise NotFound(
            f"{c['qname']} has no facts on {inp.axis} alone for {period} in {filing['accession']}; "
            f"axes reported: {', '.join(axes_seen) or 'none'}",
            concept=c["qname"],
            period=period,
        )
    axes: list[AxisBreakdown] = []
    evidence = [total["key"]] if total else []
    source, what = dts_source(ctx, filing, "def")
    for axis in sorted(per_axis):
        members = []
        for r in sorted(per_axis[axis], key=lambda r: (_single_axis(r)[1], r["key"])):  # type: ignore[index]
            share = r["value"] / total["value"] if total and total["value"] else None
            members.append(MemberValue(member=_single_axis(r)[1], value=r["value"], key=r["key"], share_of_total=share))  # type: ignore[index]
            evidence.append(r["key"])
        values = {m.member: m.value for m in members}
        sets = []
        for role, domain, top in member_sets(ctx, axis, source, set(values)):
            s = sum(values[m] for m in top)
            sets.append(
                MemberSet(
                    role=role,
                    domain=domain,
                    members=top,
                    member_sum=s,
                    difference=(total["value"] - s) if total else None,
                )
            )
        axes.append(AxisBreakdown(axis=axis, members=members, member_sets=sets))
    multi.sort(key=lambda r: r["key"])
    parts = [
        f"{c['qname']} for {period}: total {total['value']:,.0f}"
        if total
        else f"{c['qname']} for {period}: no non-dimensional total"
    ]
    for a in axes:
        sums = ", ".join(f"{len(s.members)} top-level member(s) sum to {s.member_sum:,.0f}" for s in a.member_sets)
        parts.append(
            f"{a.axis.split(':')[-1]}: {len(a.members)} member(s)"
            + (f" ({sums})" if sums else f" (no member tree in {what})")
        )
    if not axes and not multi:
        parts.append("reported without dimensions only")
    if multi:
        parts.append(f"{len(multi)} fact(s) with several dimensions")
    return BreakdownObservation(
        tool="get_dimensional_breakdown",
        status="ok",
        message="; ".join(parts),
        evidence=evidence,
        period=period,
        total=fact_ref(total) if total else None,
        axes=axes,
        multi_dimensional=[fact_ref(r) for r in multi[:50]],
    )


# ----------------------------------------------------------------------------------- compare_dim_members
class CompareMembersInput(BreakdownInput):
    other_period: PeriodText | None = Field(
        default=None,
        pattern=r"^\d{8}(-\d{8})?$",
        description="Period to compare with; omitted = one year earlier (else the previous comparable period)",
    )


class MemberComparison(BaseModel):
    member: str
    value: float | None = None
    key: str | None = None
    share_of_total: float | None = None
    other_value: float | None = None
    other_key: str | None = None
    change: float | None = None
    pct_change: float | None = None


class CompareMembersObservation(Observation):
    axis: str | None = None
    period: str | None = None
    other_period: str | None = None
    members: list[MemberComparison] = Field(default_factory=list)
    largest_mover: str | None = Field(default=None, description="Member with the largest absolute change")


def compare_dim_members(ctx: ToolContext, inp: CompareMembersInput) -> CompareMembersObservation:
    """Compare the members of one axis between two periods (by default the same period a year earlier):
    each member's value in both periods, its change, percentage change and share of the total, and the
    member that moved most. Members present in only one period show up with the other side empty, which
    often explains a jump in the total."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    period, rows = _period_rows(ctx, filing, c["qname"], inp.period)
    counts: dict[str, int] = {}
    for r in rows:
        single = _single_axis(r)
        if single:
            counts[single[0]] = counts.get(single[0], 0) + 1
    if inp.axis is not None and inp.axis not in counts:
        raise NotFound(
            f"{c['qname']} has no facts on {inp.axis} alone for {period} in {filing['accession']}; "
            f"axes reported: {', '.join(sorted(counts)) or 'none'}",
            concept=c["qname"],
            period=period,
        )
    if not counts:
        return CompareMembersObservation(
            tool="compare_dim_members",
            status="not_evaluable",
            period=period,
            message=f"{c['qname']} has no single-axis dimensional facts for {period}",
        )
    axis = inp.axis or max(sorted(counts), key=lambda a: counts[a])
    target = Period.parse(period)
    history = [r for r in ctx.company_history(filing["cik"], c["qname"]) if usable_number(r)]
    unit = (
        inp.unit
        or next((r.get("unit") for r in rows if not r.get("dims")), None)
        or next(r.get("unit") for r in rows if _single_axis(r) and _single_axis(r)[0] == axis)
    )  # type: ignore[index]

    def pick(p: str) -> tuple[dict[str, dict[str, Any]], dict[str, Any] | None]:
        """member -> fact, total fact for period p (this filing's facts first, then the latest filing's)."""
        members: dict[str, dict[str, Any]] = {}
        total: dict[str, Any] | None = None
        ranked = sorted(
            (r for r in history if r["period"] == p and r.get("unit") == unit),
            key=lambda r: (r["filing"] != filing["accession"], r.get("period_end") or "", r["key"]),
        )
        for r in ranked:
            single = _single_axis(r)
            if single and single[0] == axis:
                members.setdefault(single[1], r)
            elif not r.get("dims") and total is None:
                total = r
        return members, total

    candidates = sorted({r["period"] for r in history if _single_axis(r) and _single_axis(r)[0] == axis})  # type: ignore[index]
    if inp.other_period is not None:
        Period.parse(inp.other_period)
        if inp.other_period not in candidates:
            raise NotFound(
                f"{c['qname']} has no {axis} members for {inp.other_period} in the loaded filings of CIK "
                f"{filing['cik']}; periods with members: {describe_periods([{'period': p} for p in candidates])}",
                concept=c["qname"],
                period=inp.other_period,
            )
        other = inp.other_period
    else:
        parsed = [Period.parse(p) for p in candidates if p != period]
        chosen = prior_year(target, parsed) or previous_comparable(target, parsed)
        other = chosen.token if chosen else None
    cur_members, cur_total = pick(period)
    oth_members, _ = pick(other) if other else ({}, None)
    out: list[MemberComparison] = []
    for m in sorted(set(cur_members) | set(oth_members)):
        a, b = cur_members.get(m), oth_members.get(m)
        change = (a["value"] - b["value"]) if a and b else None
        out.append(
            MemberComparison(
                member=m,
                value=a["value"] if a else None,
                key=a["key"] if a else None,
                share_of_total=(a["value"] / cur_total["value"]) if a and cur_total and cur_total["value"] else None,
                other_value=b["value"] if b else None,
                other_key=b["key"] if b else None,
                change=change,
                pct_change=(change / abs(b["value"]) * 100.0) if change is not None and b["value"] else None,
            )
        )
    movers = [x for x in out if x.change is not None]
    largest = max(movers, key=lambda x: (abs(x.change), x.member)).member if movers else None  # type: ignore[arg-type]
    evidence = sorted({x.key for x in out if x.key} | {x.other_key for x in out if x.other_key})
    if other is None:
        msg = f"{c['qname']} on {axis}: {len(out)} member(s) for {period}; no earlier comparable period with members"
    else:
        msg = f"{c['qname']} on {axis}: {len(out)} member(s), {period} vs {other}" + (
            f"; largest change {largest}" if largest else ""
        )
    return CompareMembersObservation(
        tool="compare_dim_members",
        status="ok",
        message=msg,
        evidence=evidence,
        axis=axis,
        period=period,
        other_period=other,
        members=out,
        largest_mover=largest,
    )
