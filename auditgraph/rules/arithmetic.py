"""Decimals-aware arithmetic, done once, used by every rule (DESIGN §4).

XBRL Calculations 1.1 treats a reported value v with ``decimals`` d as the interval
[v − ½·10^−d, v + ½·10^−d] (exact for INF). A summation is consistent when the interval of the weighted
sum of the children overlaps the interval of the total: differences that rounding to the reported
precision can explain are never flagged. ``round_to`` gives the displayed comparison (both sides
rounded to the lowest decimals) used in messages.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal


def decimals_int(decimals: str | int | None) -> int | None:
    """``None`` means exact (INF) or unknown precision."""
    if decimals is None or decimals == "INF":
        return None
    try:
        return int(decimals)
    except (TypeError, ValueError):
        return None


def half_width(decimals: str | int | None) -> Decimal:
    d = decimals_int(decimals)
    return Decimal(0) if d is None else Decimal(5) * Decimal(10) ** (-d - 1)


def to_decimal(value: float | int | str) -> Decimal:
    return Decimal(str(value)) if not isinstance(value, Decimal) else value


@dataclass(frozen=True)
class Interval:
    low: Decimal
    high: Decimal

    @classmethod
    def of(cls, value: float | str | Decimal, decimals: str | int | None) -> "Interval":
        v = to_decimal(value)
        h = half_width(decimals)
        return cls(v - h, v + h)

    def scaled(self, weight: float) -> "Interval":
        w = to_decimal(weight)
        a, b = self.low * w, self.high * w
        return Interval(min(a, b), max(a, b))

    def __add__(self, other: "Interval") -> "Interval":
        return Interval(self.low + other.low, self.high + other.high)

    def overlaps(self, other: "Interval") -> bool:
        return self.low <= other.high and other.low <= self.high


def lowest_decimals(values: list[str | int | None]) -> int | None:
    ds = [decimals_int(d) for d in values]
    known = [d for d in ds if d is not None]
    return min(known) if known else None


def round_to(value: Decimal, decimals: int | None) -> Decimal:
    if decimals is None:
        return value
    return value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_EVEN)


@dataclass(frozen=True)
class SumCheck:
    reported: Decimal
    expected: Decimal  # weighted sum of the contributors' reported values
    difference: Decimal  # reported − expected
    tolerance: Decimal  # half-width of the total's interval plus the contributors'
    consistent: bool


def check_sum(total: tuple[float, str | None], parts: list[tuple[float, str | None, float]]) -> SumCheck:
    """``total`` = (value, decimals); ``parts`` = [(value, decimals, weight)]."""
    total_iv = Interval.of(total[0], total[1])
    acc = Interval(Decimal(0), Decimal(0))
    expected = Decimal(0)
    for value, decimals, weight in parts:
        acc = acc + Interval.of(value, decimals).scaled(weight)
        expected += to_decimal(value) * to_decimal(weight)
    reported = to_decimal(total[0])
    tolerance = (total_iv.high - total_iv.low) / 2 + (acc.high - acc.low) / 2
    return SumCheck(reported=reported, expected=expected, difference=reported - expected, tolerance=tolerance,
                    consistent=total_iv.overlaps(acc))


def as_float(d: Decimal) -> float:
    f = float(d)
    return int(f) if f.is_integer() and abs(f) < 2**53 else f  # type: ignore[return-value]


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


def dqc_tolerance(left: Decimal, left_decimals: str | int | None, right: Decimal, right_decimals: str | int | None,
                  factor: int) -> DqcTolerance:
    d = lowest_decimals([left_decimals, right_decimals])
    tol = Decimal(0) if d is None else Decimal(10) ** (-d) * factor
    return DqcTolerance(decimals=d, tolerance=tol, left_rounded=round_to(to_decimal(left), d),
                        right_rounded=round_to(to_decimal(right), d))
