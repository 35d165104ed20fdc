"""The one shape every rule returns (DESIGN §4)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class Contributor(BaseModel):
    key: str | None = Field(description="Evidence key of the contributing fact (None when not reported)")
    concept: str
    value: float | None
    weight: float | None = None
    member: str | None = None  # for dimensional contributors (0117)
    decimals: str | None = None


class Finding(BaseModel):
    id: str = Field(description="Stable id: rule + filing + concept + period + dims hash + role")
    rule: str = Field(examples=["DQC.US.0126"])
    element_id: str | None = Field(default=None, description="DQC rule element id (e.g. the 0015 list id)")
    severity: Literal["error", "warning", "info"] = "error"
    filing: str
    concept: str
    period: str = Field(description="YYYYMMDD or YYYYMMDD-YYYYMMDD")
    dims: list[str] = Field(default_factory=list, description="axis=member, sorted")
    unit: str | None = None
    decimals: str | None = None
    reported: float | None = None
    raw: str | None = Field(default=None, description="The fact's value as reported, for a non-numeric fact (dei)")
    expected: float | None = None
    difference: float | None = None
    tolerance: float | None = None
    contributors: list[Contributor] = Field(default_factory=list)
    role: str | None = None
    evidence: list[str] = Field(default_factory=list, description="Fact keys and relationship ids of the proving path")
    message: str
    ambiguous: bool | None = None
    fact_key: str | None = Field(default=None, description="Evidence key of the fact the finding is about")


class NotEvaluable(BaseModel):
    rule: str
    concept: str | None = None
    period: str | None = None
    role: str | None = None
    reason: str


class RuleResult(BaseModel):
    rule: str
    filing: str
    status: Literal["evaluated", "not_evaluable"]
    reason: str | None = None
    evaluated: int = 0  # number of checks actually performed
    passed: int = 0
    findings: list[Finding] = Field(default_factory=list)
    not_evaluable: list[NotEvaluable] = Field(default_factory=list)


def contributors_from_props(props: dict) -> list[Contributor]:
    """Rebuild a stored finding's contributors from its parallel list properties (rules.engine.write_findings)."""
    keys = props.get("contributor_keys") or []
    out = []
    for i, key in enumerate(keys):

        def at(name, default=None):
            vals = props.get(name) or []
            return vals[i] if i < len(vals) else default

        reported = at("contributor_reported", True)
        out.append(
            Contributor(
                key=key or None,
                concept=at("contributor_concepts", ""),
                value=at("contributor_values") if reported else None,
                weight=at("contributor_weights"),
                member=at("contributor_members") or None,
            )
        )
    return out
