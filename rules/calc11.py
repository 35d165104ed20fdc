"""XBRL.CALC11 — XBRL Calculations 1.1 over every calculation network (what Arelle validates, beyond DQC).

Every role of the filing's calculation linkbase, every context — dimensional ones included — and every unit:
a total with at least one reported contributing item is a calculation binding. Round-to-nearest semantics
(Calculations 1.1 §2.3): a value with ``decimals`` d stands for [v − ½·10^−d, v + ½·10^−d] (exact for INF).

- Facts bind by context *content*, not context id (§2.5 uses s-equal contexts): period and segment (the
  dimensions) must be equal. One SEC filing reports for one entity, so the entity is not compared here.
- Duplicates (§2.4): the facts of one concept, context and unit form a fact set whose interval is the
  intersection of its facts' intervals (facts of equal decimals must have equal values). An empty intersection,
  or a nil fact beside a value (Arelle: oime:disallowedDuplicateFacts), makes every binding using the set
  unevaluable. Consistent duplicates collapsed at ingest keep their members (``Fact.dup_values``) for this.
- Excess digits (§2.3): a value with non-zero digits below its ``decimals`` (1234 with decimals −3) is
  calc11e:excessDigits, an error of its own (``XBRL.CALC11.excessDigits``); its bindings are left out.
- The binding is consistent when the total's interval and the weighted sum of the items' intervals intersect.
Query: cypher/rules/common/* (facts and calculation network).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from auditgraph.rules.arithmetic import Interval, as_float, decimals_int, half_width
from auditgraph.rules.common import finding_id, fmt, matches, rel_id
from auditgraph.rules.models import Contributor, Finding, NotEvaluable, RuleResult
from auditgraph.rules.view import Fact, FilingView

RULE = "XBRL.CALC11"
NAME = "XBRL Calculations 1.1 (round-to-nearest)"
ELEMENT_ID = f"{RULE}.inconsistentCalculationUsingRounding"
EXCESS_DIGITS = f"{RULE}.excessDigits"

Cell = tuple[str, str, tuple[str, ...], str | None]  # concept, period, dims, unit: s-equal context content


@dataclass(frozen=True)
class FactSet:
    """The facts of one (concept, s-equal context, unit): their intersected interval, or why there is none."""

    facts: list[Fact]
    members: list[tuple[Decimal | None, str | None]]  # (value, decimals); value None for a nil duplicate
    interval: Interval | None
    problem: str | None  # "excessDigits", "nil duplicate", "inconsistent duplicates"

    @property
    def shown(self) -> Fact:
        """The fact a finding reports: the most precise one (INF first, then the most decimals)."""

        def rank(f: Fact) -> tuple[int, str]:
            d = decimals_int(f.decimals)
            return (10**9 if f.decimals == "INF" else (-(10**9) if d is None else d), f.key)

        return max(self.facts, key=rank)


def excess_digits(value: Decimal, decimals: str | None) -> bool:
    """§2.3: a value must not carry digits below its decimals (1234 at −3 does; 1000 does not)."""
    d = decimals_int(decimals)
    if d is None:
        return False
    try:
        return value != value.quantize(Decimal(1).scaleb(-d)) if d >= 0 else value % (Decimal(10) ** -d) != 0
    except InvalidOperation:
        return False


def _members(f: Fact) -> list[tuple[Decimal | None, str | None]]:
    if not f.dup_values:
        return [(f.value, f.decimals)]
    out: list[tuple[Decimal | None, str | None]] = []
    for m in f.dup_values:
        if m == "nil":
            out.append((None, None))
            continue
        raw, _, dec = m.rpartition("|")
        out.append((Decimal(raw), dec or None))
    return out


def fact_set(facts: list[Fact]) -> FactSet:
    members = [m for f in facts for m in _members(f)]
    if any(v is None for v, _ in members):
        return FactSet(facts, members, None, "nil duplicate")  # all-nil sets never reach here (nil facts unread)
    if any(excess_digits(v, d) for v, d in members):  # type: ignore[arg-type]
        return FactSet(facts, members, None, "excessDigits")
    by_decimals: dict[str | None, set[Decimal]] = defaultdict(set)
    low = high = None
    for v, d in members:
        key = "INF" if d is None or d == "INF" else str(decimals_int(d))
        by_decimals[key].add(v)  # type: ignore[arg-type]
        iv = Interval.of(v, d)  # type: ignore[arg-type]
        low = iv.low if low is None else max(low, iv.low)
        high = iv.high if high is None else min(high, iv.high)
    if any(len(vs) > 1 for vs in by_decimals.values()) or low is None or high is None or low > high:
        return FactSet(facts, members, None, "inconsistent duplicates")
    return FactSet(facts, members, Interval(low, high), None)


def _cell(f: Fact) -> Cell:
    return (f.concept, f.period, f.dims, f.unit)


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    if not view.calc:
        result.status, result.reason = "not_evaluable", "the filing has no calculation linkbase"
        return result
    cells: dict[Cell, list[Fact]] = defaultdict(list)
    for f in view.facts:
        cells[_cell(f)].append(f)
    sets = {c: fact_set(fs) for c, fs in cells.items()}
    in_calc = {e.parent for e in view.calc} | {e.child for e in view.calc}
    # calc11e:excessDigits, once per fact of a concept that takes part in a calculation (Arelle checks the fact
    # sets of bindings only).
    for c, fs in sorted(sets.items(), key=lambda x: (x[0][0], x[0][1], x[0][2], x[0][3] or "")):
        if fs.problem != "excessDigits" or c[0] not in in_calc or not matches(concept, period, {c[0]}, {c[1]}):
            continue
        for f in sorted(fs.facts, key=lambda f: f.key):
            if not excess_digits(f.value, f.decimals):
                continue
            result.findings.append(
                Finding(
                    id=finding_id(EXCESS_DIGITS, view.accession, f.concept, f.period, list(f.dims), f.unit, None),
                    rule=RULE,
                    element_id=EXCESS_DIGITS,
                    severity="error",
                    filing=view.accession,
                    concept=f.concept,
                    period=f.period,
                    dims=list(f.dims),
                    unit=f.unit,
                    decimals=f.decimals,
                    reported=as_float(f.value),
                    expected=None,
                    difference=None,
                    tolerance=as_float(half_width(f.decimals)),
                    contributors=[
                        Contributor(key=f.key, concept=f.concept, value=as_float(f.value), decimals=f.decimals)
                    ],
                    fact_key=f.key,
                    evidence=[f.key],
                    message=(
                        f"calc11e:excessDigits: {f.concept} = {fmt(f.value)} with decimals {f.decimals} has digits below "
                        f"its stated precision (context {f.context_id}); its calculations are not evaluated"
                    ),
                )
            )
    cells_of: dict[str, list[Cell]] = defaultdict(list)
    for c in cells:
        cells_of[c[0]].append(c)
    for role in sorted(view.calc_by_role):
        for parent, edges in sorted(view.calc_by_role[role].items()):
            for c in sorted(cells_of.get(parent, ()), key=lambda x: (x[1], x[2], x[3] or "")):
                _, per, dims, unit = c
                kids = [(e, sets.get((e.child, per, dims, unit))) for e in edges]
                present = [(e, s) for e, s in kids if s is not None]
                if not present:
                    continue
                if not matches(concept, period, {parent, *(e.child for e in edges)}, {per}):
                    continue
                total = sets[c]
                blocked = [(parent, total.problem)] if total.problem else []
                blocked += [(e.child, s.problem) for e, s in present if s.problem]
                if blocked:
                    result.not_evaluable.append(
                        NotEvaluable(
                            rule=RULE,
                            concept=parent,
                            period=per,
                            role=role,
                            reason="Calculations 1.1 leaves the binding out: "
                            + "; ".join(
                                f"{name}: {_problem_text(p)}" for name, p in sorted(blocked, key=lambda x: x[0])
                            ),
                        )
                    )
                    continue
                result.evaluated += 1
                acc = Interval(Decimal(0), Decimal(0))
                expected = Decimal(0)
                for e, s in present:
                    acc = acc + s.interval.scaled(e.weight)  # type: ignore[union-attr]
                    expected += s.shown.value * Decimal(str(e.weight))
                tiv = total.interval
                if tiv.overlaps(acc):  # type: ignore[union-attr]
                    result.passed += 1
                    continue
                shown = total.shown
                reported = shown.value
                tolerance = (tiv.high - tiv.low) / 2 + (acc.high - acc.low) / 2  # type: ignore[union-attr]
                ordered = sorted(present, key=lambda x: x[0].child)
                contributors = [
                    Contributor(
                        key=s.shown.key,
                        concept=e.child,
                        value=as_float(s.shown.value),
                        weight=e.weight,
                        decimals=s.shown.decimals,
                    )
                    for e, s in ordered
                ]
                missing = sorted(e.child for e, s in kids if s is None)
                contributors += [
                    Contributor(key=None, concept=m, value=None, weight=next(e.weight for e in edges if e.child == m))
                    for m in missing
                ]
                result.findings.append(
                    Finding(
                        id=finding_id(RULE, view.accession, parent, per, list(dims), unit, role),
                        rule=RULE,
                        element_id=ELEMENT_ID,
                        severity="error",
                        filing=view.accession,
                        concept=parent,
                        period=per,
                        dims=list(dims),
                        unit=unit,
                        decimals=shown.decimals,
                        reported=as_float(reported),
                        expected=as_float(expected),
                        difference=as_float(reported - expected),
                        tolerance=as_float(tolerance),
                        contributors=contributors,
                        role=role,
                        fact_key=shown.key,
                        evidence=sorted(f.key for f in total.facts)
                        + [s.shown.key for _, s in ordered]
                        + [rel_id("SUMMATION_ITEM", role, parent, e.child, view.accession) for e, _ in ordered],
                        message=(
                            f"Calculation inconsistent in {role}: {parent} = {fmt(reported)} for context {shown.context_id}"
                            f"{' (' + ', '.join(dims) + ')' if dims else ''}, but the contributing items sum to "
                            f"{fmt(expected)} (round-to-nearest intervals do not overlap; difference {fmt(reported - expected)}, "
                            f"rounding allowance {fmt(tolerance)})"
                        ),
                    )
                )
    return result


def _problem_text(problem: str | None) -> str:
    return {
        "excessDigits": "calc11e:excessDigits",
        "nil duplicate": "a nil duplicate of a value (oime:disallowedDuplicateFacts)",
        "inconsistent duplicates": "duplicate facts whose intervals do not intersect",
    }.get(problem or "", str(problem))
