"""The audit query: one fact, named by filing accession, concept and period."""

from __future__ import annotations

import re

from pydantic import BaseModel, Field, field_validator

_PERIOD = re.compile(r"^\d{8}(-\d{8})?$")


class AuditQuery(BaseModel):
    accession: str = Field(min_length=1)
    concept: str = Field(min_length=1, description="qualified name, e.g. us-gaap:Assets")
    period: str = Field(
        description="YYYYMMDD (instant) or YYYYMMDD-YYYYMMDD (duration)", pattern=r"^[0-9]{8}(-[0-9]{8})?$"
    )
    rule: str | None = Field(default=None, description="optional focus rule, e.g. DQC.US.0126")
    question: str | None = Field(default=None, description="optional natural-language question")

    @field_validator("period", mode="before")
    @classmethod
    def _period_spelling(cls, value: object) -> object:
        from auditgraph.periods import period_or_none

        return period_or_none(value)  # 2023-09-30 → 20230930

    @field_validator("period")
    @classmethod
    def _period_shape(cls, value: str) -> str:
        if not _PERIOD.match(value):
            raise ValueError("period must be YYYYMMDD or YYYYMMDD-YYYYMMDD")
        return value
