"""Analyst views over the graph: a concept across filings as a chart, and the statement that holds a concept
(the evidence view shows a finding's fact among the numbers around it)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query
from fastapi.responses import Response

from auditgraph.api.deps import StoreDep, ToolContextDep, period_token
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.periods import PERIOD_INPUT_PATTERN
from auditgraph.reports.plot import concept_history, render
from auditgraph.reports.statement import Statement, statement_containing
from auditgraph.tools.models import ACCESSION_PATTERN, CONCEPT_PATTERN, TEXT_PATTERN

router = APIRouter(tags=["filings"])
QName = Annotated[
    str,
    Query(
        pattern=r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}:[A-Za-z_][A-Za-z0-9_.-]{0,255}$",
        description="Concept QName",
        examples=["us-gaap:Assets"],
    ),
]
MEDIA = {"svg": "image/svg+xml", "png": "image/png"}


@router.get(
    "/filings/{accession}/statement",
    response_model=Statement,
    responses=problems(404),
    summary="The face statement that presents a concept",
)
def get_statement_of_concept(
    accession: Annotated[
        str, Path(pattern=ACCESSION_PATTERN, description="Accession number of a loaded filing", examples=[AAPL_2023])
    ],
    concept: QName,
    ctx: ToolContextDep,
    store: StoreDep,
    period: Annotated[
        str | None,
        Query(pattern=PERIOD_INPUT_PATTERN, description="Show this period as a column too (a finding's period)"),
    ] = None,
) -> Statement:
    """The balance sheet, income statement or cash-flow statement (the first, in that order, whose line for the
    concept carries the period's value, then any value) of the filing, as `/filings/{accession}/statement/{kind}`
    returns it. 404 when the concept is on none of them."""
    ctx.filing(accession)
    return statement_containing(store, accession, concept, period_token(period))


@router.get(
    "/plot",
    response_class=Response,
    summary="A concept across loaded filings, as a chart",
    responses={200: {"description": "The chart", "content": {MEDIA["svg"]: {}, MEDIA["png"]: {}}}, **problems(404)},
)
def get_plot(
    concept: Annotated[str, Query(pattern=CONCEPT_PATTERN, description="Concept QName", examples=["us-gaap:Assets"])],
    store: StoreDep,
    cik: Annotated[
        str | None, Query(pattern=r"^\d{1,10}$", description="Only this company", examples=["320193"])
    ] = None,
    company: Annotated[
        str | None,
        Query(max_length=200, pattern=TEXT_PATTERN, description="Only companies whose name contains this (any case)"),
    ] = None,
    format: Annotated[Literal["svg", "png"], Query(description="Image format")] = "svg",
) -> Response:
    """The concept's non-dimensional values in every loaded filing (x: period end; one line per company, and
    per period length for durations), as `auditgraph plot` draws them. 404 when no filing reports it."""
    history = concept_history(store, concept, cik=cik, company=company)
    return Response(render(history, format), media_type=MEDIA[format])
