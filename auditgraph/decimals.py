"""XBRL numeric precision, done once (XBRL 2.1 §4.6.5–4.6.7; Calculations 1.1 §2.2).

A reported value v with ``decimals`` d stands for the interval [v − ½·10^−d, v + ½·10^−d] (exact for INF).
Ingest uses it for duplicate facts, the rules for sums and tolerances (``auditgraph.rules.arithmetic``).
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


def to_decimal(value: float | int | str | Decimal) -> Decimal:
    return Decimal(str(value)) if not isinstance(value, Decimal) else value


@dataclass(frozen=True)
class Interval:
    low: Decimal
    high: Decimal

    @classmethod
    def of(cls, value: float | str | Decimal, decimals: str | int | None) -> Interval:
        v = to_decimal(value)
        h = half_width(decimals)
        return cls(v - h, v + h)

    def scaled(self, weight: float) -> Interval:
        w = to_decimal(weight)
        a, b = self.low * w, self.high * w
        return Interval(min(a, b), max(a, b))

    def __add__(self, other: Interval) -> Interval:
        return Interval(self.low + other.low, self.high + other.high)

    def overlaps(self, other: Interval) -> bool:
        return self.low <= other.high and other.low <= self.high


def lowest_decimals(values: list[str | int | None]) -> int | None:
    ds = [decimals_int(d) for d in values]
    known = [d for d in ds if d is not None]
    return min(known) if known else None


def decimals_shown_by_value(value: float | str | Decimal) -> str | None:
    """The coarsest ``decimals`` a value can have been filed with, given that filers write a value rounded to its
    decimals (no digit below them: every fact of the shared filings): 45,155,000,000 → ``-6``, 6,400,000,000 →
    ``-8``, 1,907,930,725 → ``0``, 0.25 → ``2``. Zero shows no rounding (``None``). For values whose ``decimals``
    attribute was not kept (the SEC's Financial Statement Data Sets): a tolerance built on it is never narrower than
    the one the filed decimals gave (a round 2,000,000,000 may widen it)."""
    v = to_decimal(value)
    if v == 0 or not v.is_finite():
        return None
    return str(-int(v.normalize().as_tuple().exponent))


def round_to(value: Decimal, decimals: int | None) -> Decimal:
    if decimals is None:
        return value
    return value.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_EVEN)


def decimals_from_precision(precision: str | None, value: float | None) -> str | None:
    """XBRL 2.1 §4.6.6: a fact given with ``precision`` p has inferred decimals p − ⌊log10|v|⌋ − 1
    (INF stays INF; zero has no finite inference and is treated as exact)."""
    import math

    if precision is None:
        return None
    if precision == "INF":
        return "INF"
    try:
        p = int(precision)
    except ValueError:
        return None
    if not value:
        return "INF"
    return str(p - int(math.floor(math.log10(abs(value)))) - 1)
