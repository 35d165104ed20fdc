"""A fact cited by its evidence key (DESIGN §3): the one shape every layer above the store uses to point at a
reported fact — tool observations, search hits, claims and memos."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

_TEXT_LIMIT = 500


class FactRef(BaseModel):
    """One reported fact, cited by its evidence key."""

    key: str = Field(description="Evidence key accession:cik:concept:period:unit[:dims-hash]")
    concept: str
    value: float | None = Field(description="Numeric value (None for text or nil facts)")
    unit: str | None = None
    decimals: str | None = None
    period: str
    dims: list[str] = Field(default_factory=list, description="axis=member, sorted; empty = no dimensions")
    is_nil: bool = False
    text: str | None = Field(default=None, description="Value of a non-numeric fact (first 500 characters)")
    accession: str | None = None


def fact_ref(row: dict[str, Any], accession: str | None = None) -> FactRef:
    numeric = row.get("numeric")
    raw = row.get("raw")
    return FactRef(
        key=row["key"],
        concept=row["concept"],
        value=row.get("value"),
        unit=row.get("unit"),
        decimals=row.get("decimals"),
        period=row["period"],
        dims=list(row.get("dims") or []),
        is_nil=bool(row.get("is_nil")),
        text=(raw[:_TEXT_LIMIT] if (numeric is False and isinstance(raw, str)) else None),
        accession=accession or row.get("filing"),
    )


__all__ = ["FactRef", "fact_ref"]
