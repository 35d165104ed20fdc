"""XBRL duplicate facts (XBRL 2.1 §4.10; Calculations 1.1 §2.3): same concept, context, unit and language.

Consistent duplicates (equal once rounded to the lower precision) collapse to the most precise, keeping the group's
members on the kept fact for Calculations 1.1; inconsistent ones are all kept, tagged and reported."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from auditgraph.decimals import decimals_from_precision, decimals_int, lowest_decimals, round_to
from auditgraph.ingest.records import Fact


@dataclass
class DuplicateReport:
    consistent: int = 0  # facts dropped as consistent duplicates
    inconsistent: list[dict] = field(default_factory=list)  # groups kept, with their values
    # (concept, context, unit, lang) of a collapsed numeric group -> every member as "value|decimals" or "nil":
    # XBRL Calculations 1.1 (§2.4) intersects the value intervals of all duplicates, not only the kept one's.
    collapsed: dict[tuple, list[str]] = field(default_factory=dict)


def _precision_rank(fact: Fact) -> tuple[bool, int]:
    """Reported before nil, then INF, then the most decimals (decimals 0 ranks above -3)."""
    if fact.decimals == "INF":
        return (not fact.is_nil, 10**9)
    d = decimals_int(fact.decimals)
    return (not fact.is_nil, -(10**9) if d is None else d)


def _decimals_of(fact: Fact) -> str:
    d = fact.decimals if fact.decimals is not None else decimals_from_precision(fact.precision, fact.value)
    return "" if d is None else str(d)


def resolve_duplicates(facts: list[Fact]) -> tuple[list[tuple[Fact, str | None]], DuplicateReport]:
    """XBRL duplicates: same concept, context, unit (and language). Consistent ones collapse to the
    most precise; inconsistent ones are all kept, tagged, and reported."""
    groups: dict[tuple, list[Fact]] = defaultdict(list)
    for f in facts:
        groups[(f.concept, f.context_ref, f.unit_ref, f.lang)].append(f)
    report = DuplicateReport()
    kept: list[tuple[Fact, str | None]] = []
    for key, group in groups.items():
        if len(group) == 1:
            kept.append((group[0], None))
            continue
        if group[0].unit_ref is not None:
            non_nil = [f for f in group if not f.is_nil]
            lowest = lowest_decimals([f.decimals for f in non_nil])
            if lowest is not None and lowest <= -30:
                lowest = None  # no meaningful rounding that coarse: compare the values as reported
            try:
                values = {round_to(Decimal(f.raw), lowest) for f in non_nil}
            except InvalidOperation:
                values = {f.raw for f in non_nil}
            consistent = len(values) <= 1
            best = max(group, key=_precision_rank)
        else:
            consistent = len({" ".join(f.raw.split()) for f in group}) == 1
            best = group[0]
        if consistent:
            kept.append((best, None))
            report.consistent += len(group) - 1
            if group[0].unit_ref is not None:
                report.collapsed[key] = sorted(
                    "nil" if f.is_nil else f"{f.raw.strip()}|{_decimals_of(f)}" for f in group
                )
        else:
            for f in group:
                kept.append((f, "inconsistent"))
            report.inconsistent.append(
                {"concept": key[0], "context": key[1], "unit": key[2], "values": sorted(f.raw for f in group)}
            )
    return kept, report
