"""Claims (DESIGN §6b): every number a memo or an answer shows, with the formula and fact keys that
reproduce it, and the one set of display rules the text and the verifier share."""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, Field

ClaimKind = Literal["fact", "ratio", "trend", "label"]

# Display: how a claim's value is written in text (the verifier applies the same rules in reverse).
#   USD  >= 1e9 -> "$383.29bn" (2 decimals); >= 1e6 -> "$12.35m" (2 decimals); else "$12,345" (whole dollars)
#   pure "percent" ratios -> "-2.80%" (2 decimals); "times" ratios -> "0.99x" (2 decimals)
#   other units (shares, USD/shares) -> the value with thousands separators, up to 2 decimals
PERCENT = "percent"
TIMES = "times"


class Claim(BaseModel):
    id: str
    kind: ClaimKind
    name: str
    value: float
    unit: str = Field(description="USD, shares, pure, … ; a label's unit is 'tests' (how many fired)")
    formula: str | None = Field(
        description="expression over e0, e1, … (the evidence values in order); None for a label"
    )
    evidence: list[str]
    text: str
    display: str = Field(default="", description="how the value is written in text (percent, times, money, number)")
    period: str | None = Field(default=None, description="end date and length of the period the claim is about")
    note: str | None = None

    def rendered(self) -> str:
        return render_value(self.value, self.unit, self.display)


def render_value(value: float, unit: str, display: str = "") -> str:
    if display == PERCENT:
        return f"{value * 100:.2f}%"
    if display == TIMES:
        return f"{value:.2f}x"
    if unit == "USD":
        sign = "-" if value < 0 else ""
        a = abs(value)
        if a >= 1e9:
            return f"{sign}${a / 1e9:,.2f}bn"
        if a >= 1e6:
            return f"{sign}${a / 1e6:,.2f}m"
        return f"{sign}${a:,.2f}" if a < 1000 and not float(a).is_integer() else f"{sign}${a:,.0f}"
    if float(value).is_integer():
        return f"{value:,.0f}"
    return f"{value:,.2f}"


def rendered_interval(token_value: float, decimals: int) -> tuple[float, float]:
    half = 0.5 * 10.0 ** (-decimals)
    return token_value - half, token_value + half


def isclose(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
