"""Decimals-aware arithmetic, done once, used by every rule (DESIGN §4).

XBRL Calculations 1.1 treats a reported value v with ``decimals`` d as the interval
[v − ½·10^−d, v + ½·10^−d] (exact for INF; ``auditgraph.decimals``). A summation is consistent when the interval
of the weighted sum of the children overlaps the interval of the total: differences that rounding to the reported
precision can explain are never flagged. ``round_to`` gives the displayed comparison (both sides rounded to the
lowest decimals) used in messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from auditgraph.decimals import Interval, decimals_int, half_width, lowest_decimals, round_to, to_decimal

__all__ = [
    "DqcTolerance",
    "Interval",
    "SumCheck",
    "as_float",
    "check_sum",
    "decimals_int",
    "dqc_tolerance",
    "half_width",
    "lowest_decimals",
    "round_to",
    "to_decimal",
]


@dataclass(frozen=True)
class SumCheck:
    reported: Decimal
    expected: Decimal  # weighted sum of the contributors' reported values
    difference: Decimal  # reported − expected
    tolerance: Decimal  # half-width of the total's interval plus the contributors'
    consistent: bool


def check_sum(
    total: tuple[float | Decimal, str | None], parts: list[tuple[float | Decimal, str | None, float]]
) -> SumCheck:
    """``total`` = (value, decimals); ``parts`` = [(value, decimals, weight)]."""
    total_iv = Interval.of(total[0], total[1])
    acc = Interval(Decimal(0), Decimal(0))
    expected = Decimal(0)
    for value, decimals, weight in parts:
        acc = acc + Interval.of(value, decimals).scaled(weight)
        expected += to_decimal(value) * to_decimal(weight)
    reported = to_decimal(total[0])
    tolerance = (total_iv.high - total_iv.low) / 2 + (acc.high - acc.low) / 2
    return SumCheck(
        reported=reported,
        expected=expected,
        difference=reported - expected,
        tolerance=tolerance,
        consistent=total_iv.overlaps(acc),
    )


def as_float(d: Decimal) -> float:
    f = float(d)
    return int(f) if f.is_integer() and abs(f) < 2**53 else f


@dataclass(frozen=True)
class DqcTolerance:
    """DQC's ``tolerance_for_decimals``: both sides rounded to the lower of their decimals must differ by no
    more than ``factor`` units of that decimal place (GlobalRuleLogic; functions.xule)."""

    decimals: int | None
    tolerance: Decimal
    left_rounded: Decimal
    right_rounded: Decimal

    @property
    def exceeded(self) -> bool:
        return abs(self.left_rounded - self.right_rounded) > self.tolerance


def dqc_tolerance(
    left: Decimal, left_decimals: str | int | None, right: Decimal, right_decimals: str | int | None, factor: int
) -> DqcTolerance:
    d = lowest_decimals([left_decimals, right_decimals])
    tol = Decimal(0) if d is None else Decimal(10) ** (-d) * factor
    return DqcTolerance(
        decimals=d,
        tolerance=tol,
        left_rounded=round_to(to_decimal(left), d),
        right_rounded=round_to(to_decimal(right), d),
    )
