"""What a face statement is made of, as the API returns it and every renderer reads it: lines (the company's
labels, order and depth), periods as columns, and cells that carry the value as printed and the fact it came from.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Kind = Literal["balance", "income", "cashflow", "equity", "comprehensive"]
# Which role classifications (ingest/roles.py) each statement kind reads, in order of preference: an income
# statement may be presented together with comprehensive income (one CI role).
STATEMENT_CODES: dict[str, tuple[str, ...]] = {
    "balance": ("BS",),
    "income": ("IS", "CI"),
    "cashflow": ("CF",),
    "equity": ("EQ",),
    "comprehensive": ("CI",),
}
KINDS = tuple(STATEMENT_CODES)


class Cell(BaseModel):
    value: float = Field(
        description="The value as the statement prints it: the fact's, sign flipped on a line whose "
        "preferred label is a negated one"
    )
    key: str = Field(description="Evidence key of the fact")
    unit: str | None = None
    decimals: str | None = None
    fact_value: float = Field(description="The fact's value as reported")


class Line(BaseModel):
    concept: str
    label: str = Field(description="The filing's label in the line's preferred label role (total, period start …)")
    depth: int
    abstract: bool
    values: dict[str, Cell] = Field(default_factory=dict, description="period token → cell")
    preferred_label: str | None = Field(default=None, description="Preferred label role of the presentation arc")
    negated: bool = Field(default=False, description="The preferred label is negated: values print with flipped sign")
    axis: str | None = Field(default=None, description="Dimensional line: the axis of its member")
    member: str | None = Field(default=None, description="Dimensional line: the member whose facts it shows")
    heading: bool = Field(default=False, description="A member's section heading (equity statements); no values")


class Statement(BaseModel):
    accession: str = Field(description="The (newest) filing the statement comes from")
    accessions: list[str] = Field(default_factory=list, description="Every filing stitched into it, newest first")
    company: str | None = None
    cik: str | None = None
    kind: str
    role: str
    title: str
    periods: list[str]
    lines: list[Line]
    scale: int = Field(default=1, description="Monetary amounts are shown divided by this (1000000: in millions)")
    share_scale: int = Field(default=1, description="Share counts are shown divided by this")
    units: str = Field(default="", description="The heading's units note, e.g. 'in millions, except per-share amounts'")


def period_heading(token: str) -> str:
    """20230930 → 2023-09-30; 20221002-20230930 → 2022-10-02..2023-09-30."""
    return "..".join(f"{p[:4]}-{p[4:6]}-{p[6:]}" for p in token.split("-"))


def is_per_share(unit: str | None) -> bool:
    return bool(unit) and "/" in unit  # USD/shares: printed unscaled


def is_shares(unit: str | None) -> bool:
    return unit == "shares"


def shown_amount(st: Statement, cell: Cell) -> float:
    """The cell's value in the statement's scale: monetary amounts in millions (say), shares in thousands, per-share
    amounts and ratios as reported."""
    if is_per_share(cell.unit) or cell.unit == "pure":
        return cell.value
    return cell.value / (st.share_scale if is_shares(cell.unit) else st.scale)


def format_amount(st: Statement, cell: Cell | None) -> str:
    """As a printed statement shows it: thousands separators, negatives in parentheses, per-share to the cent."""
    if cell is None:
        return ""
    amount = shown_amount(st, cell)
    places = 2 if is_per_share(cell.unit) or not float(round(amount, 6)).is_integer() else 0
    text = f"{abs(amount):,.{places}f}"
    return f"({text})" if amount < 0 and float(text.replace(",", "")) != 0 else text
