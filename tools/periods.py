"""Period tokens (``YYYYMMDD`` instants, ``YYYYMMDD-YYYYMMDD`` durations) and which periods compare."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from auditgraph.errors import InputError

# Durations compare when their lengths are within this fraction of each other (a 91-day quarter and a 98-day
# quarter do; a quarter and a nine-month year-to-date period do not).
LENGTH_TOLERANCE = 0.2
# A prior-year period ends 365 days earlier, give or take a 52/53-week fiscal year and month ends.
PRIOR_YEAR_DAYS = (350, 380)


def _day(text: str) -> date:
    try:
        return date(int(text[:4]), int(text[4:6]), int(text[6:8]))
    except ValueError as exc:
        raise InputError(f"'{text}' is not a valid YYYYMMDD date") from exc


@dataclass(frozen=True)
class Period:
    token: str
    start: date | None
    end: date

    @classmethod
    def parse(cls, token: str) -> Period:
        if len(token) == 8 and token.isdigit():
            return cls(token, None, _day(token))
        if len(token) == 17 and token[8] == "-" and token[:8].isdigit() and token[9:].isdigit():
            return cls(token, _day(token[:8]), _day(token[9:]))
        raise InputError(f"period '{token}' must be YYYYMMDD or YYYYMMDD-YYYYMMDD")

    @property
    def is_instant(self) -> bool:
        return self.start is None

    @property
    def days(self) -> int:
        return 0 if self.start is None else (self.end - self.start).days

    def comparable(self, other: Period) -> bool:
        """Same kind of period: both instants, or durations of about the same length."""
        if self.is_instant or other.is_instant:
            return self.is_instant and other.is_instant
        longer = max(self.days, other.days, 1)
        return abs(self.days - other.days) <= LENGTH_TOLERANCE * longer

    def sort_key(self) -> tuple:
        return (self.end, -(self.days))


def prior_year(target: Period, candidates: list[Period]) -> Period | None:
    """The comparable period that ends about one year before ``target`` (closest to 365 days)."""
    best: tuple[int, str, Period] | None = None
    for p in candidates:
        gap = (target.end - p.end).days
        if PRIOR_YEAR_DAYS[0] <= gap <= PRIOR_YEAR_DAYS[1] and target.comparable(p):
            rank = (abs(gap - 365), p.token, p)
            if best is None or rank[:2] < best[:2]:
                best = rank
    return best[2] if best else None


def previous_comparable(target: Period, candidates: list[Period]) -> Period | None:
    """The latest comparable period that ends before ``target``."""
    earlier = [p for p in candidates if p.end < target.end and target.comparable(p)]
    return max(earlier, key=lambda p: (p.end, p.token)) if earlier else None
