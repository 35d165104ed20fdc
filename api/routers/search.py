"""Concept search in an analyst's words: hybrid BM25 + dense retrieval fused by reciprocal rank."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel

from auditgraph.api.deps import StoreDep
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.retrieval import SearchHit, retriever_for
from auditgraph.tools.models import ACCESSION_PATTERN, TEXT_PATTERN

router = APIRouter(tags=["concepts"])


class SearchOut(BaseModel):
    items: list[SearchHit]


@router.get("/search", response_model=SearchOut, responses=problems(400, 404), summary="Find concepts by meaning")
def search_concepts(
    store: StoreDep,
    q: Annotated[
        str,
        Query(
            min_length=1,
            max_length=300,
            pattern=TEXT_PATTERN,
            description="The phrase, in any words",
            examples=["total revenue"],
        ),
    ],
    k: Annotated[int, Query(ge=1, le=100, description="How many concepts")] = 10,
    accession: Annotated[
        str | None,
        Query(
            pattern=ACCESSION_PATTERN,
            examples=[AAPL_2023],
            description="Search this filing's concepts and attach its facts",
        ),
    ] = None,
    statement: Annotated[
        Literal["BS", "IS", "CF", "EQ", "CI"] | None, Query(description="Only concepts presented on this statement")
    ] = None,
    reported_only: Annotated[
        bool, Query(description="Only concepts the filing (or, without one, any filing) reports")
    ] = False,
    whole_taxonomy: Annotated[
        bool,
        Query(
            description="With an accession: rank the whole taxonomy by score "
            "(default: the filing's reported concepts first)"
        ),
    ] = False,
) -> SearchOut:
    """Concepts ranked by reciprocal rank fusion of BM25 (over QName words, standard, company and SEC labels,
    documentation and presentation context) and sentence-embedding similarity from the graph's vector
    index. Each item says where it ranked in each list (`sources`) and, with `accession`, carries the
    filing's facts of that concept."""
    hits = retriever_for(store).search(
        q, k=k, accession=accession, statement=statement, reported_only=reported_only, whole_taxonomy=whole_taxonomy
    )
    return SearchOut(items=hits)
