"""Filings, their facts (paginated) and their stored findings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query
from pydantic import StringConstraints

from auditgraph.api.deps import StoreDep, ToolContextDep, period_token
from auditgraph.api.models import AAPL_2023, FactOut, FactPage, FilingDetail, FilingOut, FindingOut
from auditgraph.api.openapi import problems
from auditgraph.periods import PERIOD_INPUT_PATTERN
from auditgraph.rules.models import contributors_from_props
from auditgraph.tools.models import ACCESSION_PATTERN, DIM_PATTERN

router = APIRouter(tags=["filings"])
QNAME = r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}:[A-Za-z_][A-Za-z0-9_.-]{0,255}$"
DimPair = Annotated[str, StringConstraints(pattern=DIM_PATTERN, max_length=600)]
Accession = Annotated[
    str, Path(pattern=ACCESSION_PATTERN, description="Accession number of a loaded filing", examples=[AAPL_2023])
]


@router.get("/filings", response_model=list[FilingOut], summary="Loaded filings")
def list_filings(store: StoreDep) -> list[FilingOut]:
    """Every filing whose ingest completed, newest period first."""
    return [FilingOut(**r) for r in store.run("api.filings")]


@router.get("/filings/{accession}", response_model=FilingDetail, responses=problems(404), summary="One filing")
def get_filing(accession: Accession, ctx: ToolContextDep) -> FilingDetail:
    """A loaded filing with its company and the documents it was read from. 404 when it is not loaded."""
    return FilingDetail(**ctx.filing(accession))


@router.get(
    "/filings/{accession}/facts",
    response_model=FactPage,
    responses=problems(404),
    summary="A filing's facts, paginated",
)
def list_facts(
    accession: Accession,
    ctx: ToolContextDep,
    store: StoreDep,
    concept: Annotated[
        str | None, Query(pattern=QNAME, description="Only this concept", examples=["us-gaap:Assets"])
    ] = None,
    period: Annotated[
        str | None,
        Query(
            pattern=PERIOD_INPUT_PATTERN,
            description="Only this period (YYYYMMDD or YYYYMMDD-YYYYMMDD; ISO 2023-09-30 or 2022-09-25..2023-09-30 too)",
            examples=["20230930"],
        ),
    ] = None,
    dims: Annotated[
        list[DimPair],
        Query(
            description="axis=member pairs the fact must carry (repeat the parameter for several)",
            examples=[["srt:ProductOrServiceAxis=us-gaap:ProductMember"]],
            max_length=10,
        ),
    ] = [],  # noqa: B006 - FastAPI copies defaults
    dimensional: Annotated[
        bool | None, Query(description="true: only dimensional facts; false: only facts without dimensions")
    ] = None,
    limit: Annotated[int, Query(ge=1, le=1000, description="Page size")] = 100,
    offset: Annotated[int, Query(ge=0, le=1_000_000, description="Facts to skip (in evidence-key order)")] = 0,
) -> FactPage:
    """The filing's facts in a stable order (by evidence key), filtered by concept, period and dimensions."""
    ctx.filing(accession)
    period = period_token(period)
    filters = {
        "accession": accession,
        "concept": concept,
        "period": period,
        "dimensional": dimensional,
        "dims": sorted(dims),
    }
    total = store.run("api.filing_facts_count", filters)[0]["total"]
    rows = store.run("api.filing_facts", {**filters, "offset": offset, "limit": limit})
    nxt = offset + len(rows)
    return FactPage(
        items=[FactOut(**r) for r in rows],
        total=total,
        limit=limit,
        offset=offset,
        next_offset=nxt if nxt < total else None,
    )


@router.get(
    "/filings/{accession}/findings",
    response_model=list[FindingOut],
    responses=problems(404),
    summary="Findings stored for a filing",
)
def list_findings(accession: Accession, ctx: ToolContextDep, store: StoreDep) -> list[FindingOut]:
    """Findings written by POST /rules/{rule}/run (or `auditgraph check --write`), by rule, concept, period."""
    ctx.filing(accession)
    out = []
    for row in store.run("api.filing_findings", {"accession": accession}):
        props = dict(row["finding"])
        props["contributors"] = contributors_from_props(props)
        out.append(FindingOut.model_validate({k: v for k, v in props.items() if k in FindingOut.model_fields}))
    return out
