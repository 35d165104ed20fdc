"""Concepts: search by name or label, specification, calculation tree."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query

from auditgraph.api.deps import StoreDep, ToolContextDep, period_token
from auditgraph.api.models import AAPL_2023, CalculationOut, ConceptHit, ConceptOut
from auditgraph.api.neighbourhood import visible
from auditgraph.api.openapi import problems
from auditgraph.periods import PERIOD_INPUT_PATTERN
from auditgraph.tools.models import ACCESSION_PATTERN, TEXT_PATTERN
from auditgraph.tools.structure import WalkCalcTreeInput, walk_calc_tree

router = APIRouter(tags=["concepts"])
QName = Annotated[
    str,
    Path(
        pattern=r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}:[A-Za-z_][A-Za-z0-9_.-]{0,255}$",
        description="Concept QName",
        examples=["us-gaap:Assets"],
    ),
]


# Declared before /concepts/{qname}: 'search' is matched as a literal segment first.
@router.get("/concepts/search", response_model=list[ConceptHit], summary="Find concepts by name or label")
def search_concepts(
    store: StoreDep,
    q: Annotated[
        str,
        Query(
            min_length=2,
            max_length=200,
            pattern=TEXT_PATTERN,
            description="Text in the QName, local name or label",
            examples=["total assets"],
        ),
    ],
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
) -> list[ConceptHit]:
    """Concepts of loaded taxonomies and filings whose QName, local name or label (the taxonomy's, or any label a
    loaded filing gives it) contains q (case-insensitive): exact names first, then labels equal to q, name and
    label prefixes, and the rest; within each, the concepts loaded filings report before those none does."""
    _, sources = visible(store)
    rows = store.run("api.concept_search", {"q": q.strip().lower(), "sources": sources, "limit": limit})
    return [ConceptHit(**r) for r in rows]


@router.get(
    "/concepts/{qname}", response_model=ConceptOut, responses=problems(404), summary="A concept's specification"
)
def get_concept(qname: QName, ctx: ToolContextDep) -> ConceptOut:
    """Labels, documentation, balance, period type, data type and where the concept was declared."""
    return ConceptOut(**ctx.concept(qname))


@router.get(
    "/concepts/{qname}/calculation",
    response_model=CalculationOut,
    responses=problems(404),
    summary="A concept's calculation tree",
)
def get_calculation(
    qname: QName,
    ctx: ToolContextDep,
    direction: Annotated[Literal["down", "up"], Query(description="down: addends; up: totals it adds into")] = "down",
    depth: Annotated[int, Query(ge=1, le=6)] = 1,
    role: Annotated[
        str | None, Query(max_length=500, pattern=TEXT_PATTERN, description="Only this extended link role URI")
    ] = None,
    accession: Annotated[
        str | None,
        Query(
            pattern=ACCESSION_PATTERN, description="Read this filing's own calculation linkbase", examples=[AAPL_2023]
        ),
    ] = None,
    period: Annotated[
        str | None,
        Query(
            pattern=PERIOD_INPUT_PATTERN,
            description="Attach the filing's values at this period (YYYYMMDD, 2023-09-30, …)",
        ),
    ] = None,
) -> CalculationOut:
    """SUMMATION_ITEM edges below (or above) the concept with weights and roles — the filing's own network
    when an accession is given, else the loaded US-GAAP taxonomy's."""
    obs = walk_calc_tree(
        ctx,
        WalkCalcTreeInput(
            accession=accession, concept=qname, period=period_token(period), direction=direction, depth=depth, role=role
        ),
    )
    return CalculationOut(
        concept=qname,
        source=obs.source or "",
        direction=direction,
        edges=obs.edges,
        roles=obs.roles,
        values=obs.values,
        message=obs.message,
    )
