"""Request and response models of the HTTP API (inputs and outputs kept apart)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from auditgraph.rules.models import Finding, RuleResult
from auditgraph.tools.models import ACCESSION_PATTERN, PERIOD_PATTERN, FactRef, PeriodText
from auditgraph.tools.structure import CalcEdge
from auditgraph.tools.taxonomy import ConceptFields

AAPL_2023 = "0000320193-23-000106"


class Problem(BaseModel):
    """RFC 9457 problem details (media type application/problem+json)."""

    type: str = Field(default="about:blank", description="URI reference naming the problem type")
    title: str = Field(examples=["Not Found"])
    status: int = Field(examples=[404])
    detail: str | None = Field(default=None, examples=["filing 0000000000-00-000000 is not loaded"])
    instance: str | None = Field(default=None, description="The request path")
    code: str | None = Field(default=None, description="auditgraph error code", examples=["not_found"])
    errors: list[dict[str, Any]] | None = Field(default=None, description="Validation errors, one per field")


# ----------------------------------------------------------------------------------- health
class HealthOut(BaseModel):
    status: Literal["ok"]
    store: dict[str, Any] = Field(description="Backend, location and server versions")
    versions: dict[str, str]
    counts: dict[str, int] = Field(description="Nodes per label")
    relationships: dict[str, int] | None = Field(default=None, description="Relationships per type (with detail=true)")
    auth: Literal["api-key", "disabled"]


# ----------------------------------------------------------------------------------- filings
class FilingOut(BaseModel):
    accession: str = Field(examples=[AAPL_2023])
    cik: str | None = Field(default=None, examples=["320193"])
    company: str | None = Field(default=None, examples=["Apple Inc."])
    ticker: str | None = Field(default=None, examples=["AAPL"])
    form: str | None = Field(default=None, examples=["10-K"])
    period_end: str | None = Field(default=None, examples=["2023-09-30"])
    fiscal_year: str | None = None
    fiscal_period: str | None = None
    taxonomy: str | None = Field(default=None, description="us-gaap namespace the filing uses")
    fact_count: int | None = None


class FilingDetail(FilingOut):
    source_files: list[str] = Field(default_factory=list)


class FactOut(BaseModel):
    key: str = Field(examples=[f"{AAPL_2023}:320193:us-gaap:Assets:20230930:USD"])
    concept: str = Field(examples=["us-gaap:Assets"])
    value: float | None = Field(examples=[352583000000.0])
    raw: str | None = None
    is_nil: bool | None = None
    numeric: bool | None = None
    unit: str | None = Field(default=None, examples=["USD"])
    decimals: str | None = Field(default=None, examples=["-6"])
    period: str = Field(examples=["20230930"])
    period_type: str | None = None
    dims: list[str] = Field(default_factory=list)
    context_id: str | None = None


class FactPage(BaseModel):
    items: list[FactOut]
    total: int
    limit: int
    offset: int
    next_offset: int | None = Field(description="Offset of the next page, null on the last page")


# ----------------------------------------------------------------------------------- concepts
class ConceptOut(ConceptFields):
    qname: str = Field(examples=["us-gaap:Assets"])


class ConceptHit(BaseModel):
    qname: str
    name: str | None = None
    label: str | None = None
    terse_label: str | None = None
    period_type: str | None = None
    balance: str | None = None
    data_type: str | None = None
    abstract: bool | None = None
    rank: int = Field(description="0 exact name, 1 a label equal to the text, 2 name or label prefix, 3 contains")
    reported: bool = Field(
        default=False, description="A loaded filing reports the concept (ranked first within a rank)"
    )


class CalculationOut(BaseModel):
    concept: str
    source: str = Field(description="Accession or taxonomy release whose SUMMATION_ITEM edges were read")
    direction: Literal["down", "up"]
    edges: list[CalcEdge]
    roles: list[str]
    values: dict[str, FactRef] = Field(default_factory=dict)
    message: str


# ----------------------------------------------------------------------------------- graph
class GraphNode(BaseModel):
    id: str = Field(
        description="Stable key: Fact.key, Concept.qname, Filing.accession, Context.key, Unit.key, Role.uri, Finding.id, Company.cik or Taxonomy.name"
    )
    labels: list[str]
    properties: dict[str, Any]


class GraphEdge(BaseModel):
    id: str = Field(description="Stable id: type|source|target plus the relationship's identifying properties")
    type: str = Field(examples=["SUMMATION_ITEM"])
    source: str = Field(description="id of the start node")
    target: str = Field(description="id of the end node")
    properties: dict[str, Any]


class GraphOmission(BaseModel):
    """A relationship group of an expanded node that the answer shows only in part."""

    node: str = Field(description="id of the expanded node")
    type: str = Field(examples=["INSTANCE_OF"])
    direction: Literal["out", "in"] = Field(description="out: the node is the relationship's start")
    shown: int = Field(description="relationships of the group in `edges`")
    total: int | None = Field(
        description="the group's visible relationships, counted in the graph; null when "
        "not counted (then at least shown + 1)"
    )
    at_least: bool = Field(default=False, description="total is a lower bound: counting stopped at the count limit")


class GraphOut(BaseModel):
    center: str
    hops: int
    nodes: list[GraphNode]
    edges: list[GraphEdge]
    truncated: bool = Field(
        description="True when the node limit or a per-node, per-relationship-group cap cut "
        "the neighbourhood (see `omitted`)"
    )
    omitted: list[GraphOmission] = Field(
        default_factory=list,
        description="Relationship groups of expanded nodes shown in part, with their counts, in node then type order",
    )


# ----------------------------------------------------------------------------------- rules
class RuleRunIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"accession": AAPL_2023, "concept": "us-gaap:Assets", "period": "20230930"}]},
    )

    accession: str = Field(pattern=ACCESSION_PATTERN)
    concept: str | None = Field(default=None, pattern=r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}:[A-Za-z_][A-Za-z0-9_.-]{0,255}$")
    period: PeriodText | None = Field(default=None, pattern=PERIOD_PATTERN)


class RuleRunOut(BaseModel):
    result: RuleResult = Field(description="The rule's result for the requested scope")
    written: int = Field(
        description="Findings of this rule now stored for the filing (the whole filing is re-run and replaced)"
    )


class FindingOut(Finding):
    pass


# ----------------------------------------------------------------------------------- tools
class ToolFunction(BaseModel):
    name: str
    description: str
    parameters: dict[str, Any]


class ToolSpec(BaseModel):
    type: Literal["function"]
    function: ToolFunction


class ToolObservationOut(BaseModel):
    """Every observation has these fields; each tool adds its own (see GET /tools and docs/API.md)."""

    model_config = ConfigDict(extra="allow")

    tool: str
    status: Literal["ok", "not_found", "not_evaluable", "error"]
    message: str
    evidence: list[str]


# ----------------------------------------------------------------------------------- cypher
class CypherIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "query": "MATCH (f:Fact {concept: $concept, filing: $accession}) RETURN f.key AS key, f.value AS value ORDER BY key",
                    "params": {"concept": "us-gaap:Assets", "accession": AAPL_2023},
                }
            ]
        },
    )

    query: str = Field(
        min_length=1, max_length=20_000, description="One read-only openCypher query; values go in params"
    )
    params: dict[str, Any] = Field(default_factory=dict, description="Query parameters ($name in the query)")


class CypherOut(BaseModel):
    columns: list[str]
    rows: list[dict[str, Any]]
    row_count: int
    truncated: bool = Field(description="More rows exist than the configured row limit")
