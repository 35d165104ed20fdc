"""search_concepts: from an analyst's phrase to the concept QNames the other tools take."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from auditgraph.retrieval import SearchHit, retriever_for
from auditgraph.tools.context import ToolContext
from auditgraph.tools.models import ACCESSION_PATTERN, TEXT_PATTERN, Observation


class SearchConceptsInput(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    query: str = Field(
        min_length=1,
        max_length=300,
        pattern=TEXT_PATTERN,
        description="The line item in plain words, e.g. 'total revenue', 'capex', 'diluted EPS'",
        examples=["total revenue"],
    )
    accession: str | None = Field(
        default=None,
        pattern=ACCESSION_PATTERN,
        description="Search this filing's concepts (base taxonomy + its extension) and return its facts",
        examples=["0000320193-23-000106"],
    )
    statement: Literal["BS", "IS", "CF", "EQ", "CI"] | None = Field(
        default=None,
        description="Only concepts presented on this statement (balance sheet, income, cash flow, equity, comprehensive income)",
    )
    reported_only: bool = Field(
        default=True, description="Only concepts the filing (or, without one, any loaded filing) reports"
    )
    k: int = Field(default=5, ge=1, le=25, description="How many concepts to return")


class SearchConceptsObservation(Observation):
    hits: list[SearchHit] = Field(
        default_factory=list, description="Best first; pass hits[0].qname as `concept` to the other tools"
    )


def search_concepts(ctx: ToolContext, inp: SearchConceptsInput) -> SearchConceptsObservation:
    """Find the concept QName for a line item named in plain words ('total revenue', 'capex', 'diluted EPS',
    'cash and equivalents'): hybrid keyword + semantic search over concept names, standard and company
    labels, documentation and statement context. Use it first whenever the concept is not given as a QName;
    then call the other tools with the best hit's qname. With a filing, each hit carries the filing's facts."""
    hits = retriever_for(ctx.store).search(
        inp.query, k=inp.k, accession=inp.accession, statement=inp.statement, reported_only=inp.reported_only
    )
    evidence = sorted({f.key for h in hits for f in h.facts})
    if not hits:
        where = f" in filing {inp.accession}" if inp.accession else ""
        return SearchConceptsObservation(
            tool="search_concepts",
            status="not_found",
            message=f"no concept matches '{inp.query}'{where}"
            + (" among reported concepts (try reported_only=false)" if inp.reported_only else ""),
        )
    shown = "; ".join(f"{i}. {h.qname} ({h.label or 'no label'})" for i, h in enumerate(hits[:5], start=1))
    return SearchConceptsObservation(
        tool="search_concepts",
        status="ok",
        message=f"best matches for '{inp.query}': {shown}",
        evidence=evidence,
        hits=hits,
    )
