"""A filing's face statements (presentation tree × periods, each value keyed to its fact), as JSON and as
the HTML view the evidence page links to."""
from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Path

from auditgraph.api.deps import StoreDep, ToolContextDep
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.reports.statement import Statement, build_statement
from auditgraph.tools.models import ACCESSION_PATTERN

router = APIRouter(tags=["filings"])
Accession = Annotated[str, Path(pattern=ACCESSION_PATTERN, description="Accession number of a loaded filing",
                                examples=[AAPL_2023])]


@router.get("/filings/{accession}/statement/{kind}", response_model=Statement, responses=problems(404),
            summary="A face statement with its values")
def get_statement(accession: Accession, kind: Literal["balance", "income", "cashflow"], ctx: ToolContextDep,
                  store: StoreDep) -> Statement:
    """The company's balance sheet, income statement or cash-flow statement as its presentation linkbase
    orders it: lines with labels and depth, the periods as columns, each value with its fact's evidence key
    (open it with `/graph/neighbourhood?node=KEY`). 404 when the filing is not loaded or presents no such
    statement."""
    ctx.filing(accession)
    return build_statement(store, accession, kind)
