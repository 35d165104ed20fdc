"""Input and observation models shared by every tool (DESIGN §5).

Every tool takes at least a filing (``accession``), a concept QName and an optional period, and returns
an observation with ``tool``, ``status`` (ok / not_found / not_evaluable / error), a human ``message`` and
the ``evidence`` keys of the facts it used. The JSON schema an LLM sees is generated from the input models,
so field descriptions here are written for the model that calls the tool.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from auditgraph.evidence import FactRef
from auditgraph.periods import PERIOD_INPUT_PATTERN, period_or_none
from auditgraph.rules.models import Finding, NotEvaluable

ACCESSION_PATTERN = r"^[A-Za-z0-9._-]{1,64}$"
# A QName (prefix:LocalName) or a bare local name, which the tools resolve when it is unambiguous.
CONCEPT_PATTERN = r"^([A-Za-z_][A-Za-z0-9_.-]{0,63}:)?[A-Za-z_][A-Za-z0-9_.-]{0,255}$"
PERIOD_PATTERN = r"^\d{8}(-\d{8})?$"
# Free text that reaches a query as a parameter: no control characters (a NUL byte cuts FalkorDB's
# parameter header short, so the query would fail instead of matching nothing).
TEXT_PATTERN = r"^[^\x00-\x1f\x7f]*$"
DIM_PATTERN = r"^[A-Za-z_][A-Za-z0-9_.-]*:[A-Za-z_][A-Za-z0-9_.-]*=[^\x00-\x1f\x7f]{1,300}$"

Status = Literal["ok", "not_found", "not_evaluable", "error"]
# A period as people write it (2023-09-30, 2022-09-25..2023-09-30) becomes the graph's token before the pattern check.
# The schema an API client or an LLM reads states the spellings the validator accepts (tokens and ISO dates).
PeriodText = Annotated[
    str, BeforeValidator(period_or_none), WithJsonSchema({"type": "string", "pattern": PERIOD_INPUT_PATTERN})
]


class ToolInput(BaseModel):
    """What every tool accepts: a filing, a concept and (optionally) a period."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    accession: str = Field(
        pattern=ACCESSION_PATTERN,
        description="Accession number of a loaded filing, e.g. 0000320193-23-000106",
        examples=["0000320193-23-000106"],
    )
    concept: str = Field(
        pattern=CONCEPT_PATTERN,
        description="Concept QName, e.g. us-gaap:Assets (a bare local name such as Assets is resolved when unambiguous)",
        examples=["us-gaap:Assets"],
    )
    period: PeriodText | None = Field(
        default=None,
        pattern=PERIOD_PATTERN,
        description="YYYYMMDD for an instant or YYYYMMDD-YYYYMMDD for a duration (ISO dates such as 2023-09-30 are accepted); omitted = the filing's current period",
        examples=["20230930"],
    )


class TaxonomyToolInput(ToolInput):
    """Static taxonomy tools work without a filing (then on the loaded US-GAAP taxonomy)."""

    accession: str | None = Field(
        default=None,
        pattern=ACCESSION_PATTERN,
        description="Filing whose own linkbases to read; omitted = the loaded US-GAAP taxonomy",
        examples=["0000320193-23-000106"],
    )


class Observation(BaseModel):
    """Fields every observation carries."""

    tool: str
    status: Status
    message: str
    evidence: list[str] = Field(default_factory=list, description="Evidence keys of the facts the tool used")
    error: dict[str, Any] | None = Field(default=None, description="For status 'error': the error code and details")


class CheckObservation(Observation):
    """A rule checker's answer: the rule engine's findings for the concept (and period)."""

    rule: str | None = Field(default=None, examples=["DQC.US.0126"])
    findings: list[Finding] = Field(default_factory=list)
    not_evaluable: list[NotEvaluable] = Field(default_factory=list)
    evaluated: int = Field(default=0, description="Checks the rule actually performed for this concept/period")
    passed: int = 0


__all__ = [
    "TEXT_PATTERN",
    "ACCESSION_PATTERN",
    "CONCEPT_PATTERN",
    "CheckObservation",
    "DIM_PATTERN",
    "FactRef",
    "Observation",
    "PERIOD_PATTERN",
    "PeriodText",
    "Status",
    "TaxonomyToolInput",
    "ToolInput",
]
