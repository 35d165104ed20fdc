"""A filing's face statements (presentation tree × periods, each value keyed to its fact), as JSON and as
the HTML view the evidence page links to."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query
from pydantic import StringConstraints

from auditgraph.api.deps import StoreDep, ToolContextDep
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.reports.statement import Statement, build_statements
from auditgraph.tools.models import ACCESSION_PATTERN

router = APIRouter(tags=["filings"])
Accession = Annotated[
    str, Path(pattern=ACCESSION_PATTERN, description="Accession number of a loaded filing", examples=[AAPL_2023])
]
AccessionItem = Annotated[str, StringConstraints(pattern=ACCESSION_PATTERN)]


@router.get(
    "/filings/{accession}/statement/{kind}",
    response_model=Statement,
    responses=problems(400, 404),
    summary="A face statement with its values",
)
def get_statement(
    accession: Accession,
    kind: Literal["balance", "income", "cashflow", "equity", "comprehensive"],
    ctx: ToolContextDep,
    store: StoreDep,
    abstract: Annotated[bool, Query(description="Keep the abstract headings (left out by default)")] = False,
    with_: Annotated[
        list[AccessionItem],
        Query(alias="with", max_length=10, description="More filings of the same company, stitched in by period"),
    ] = [],  # noqa: B006 (FastAPI copies query defaults)
) -> Statement:
    """The company's statement as it prints it and as `auditgraph statement` shows it (the same lines): its
    presentation linkbase's order, the company's labels in each line's preferred label role, values signed as
    printed (`value`; the fact's own in `fact_value`), opening and closing balances, the lines an axis breaks down,
    the periods as columns, each value with its fact's evidence key (open it with `/graph/neighbourhood?node=KEY`);
    `scale` and `units` say how a printed table scales the amounts. `with` stitches further filings of the company
    in by period (each value from the newest filing). 404 when a filing is not loaded or presents no such
    statement; 400 when the filings are of different companies."""
    for acc in (accession, *with_):
        ctx.filing(acc)
    return build_statements(store, [accession, *with_], kind, abstract=abstract)
