"""From a concept named in words to a QName, before the juniors start (DESIGN §6b: agents search first).

An audit query may name its concept as an analyst would ('capex', 'total revenue'). Every tool takes a
QName, so a query whose concept is not one is resolved once with the ``search_concepts`` tool over the
filing's reported concepts; the best hit becomes the concept and the search is kept in the result.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from auditgraph.agents.query import AuditQuery
from auditgraph.agents.toolbox import ToolBox, call_tool, spec_name

SEARCH_TOOL = "search_concepts"
_QNAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*:[A-Za-z_][A-Za-z0-9_.-]*$")
_LOCAL_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


class ConceptResolution(BaseModel):
    asked: str = Field(description="The concept as the query gave it")
    concept: str | None = Field(description="The QName the audit ran on (None: nothing matched)")
    candidates: list[str] = Field(default_factory=list, description="The search's hits, best first")
    status: str = Field(description="The search_concepts observation's status")


def needs_search(concept: str) -> bool:
    """A QName or a bare CamelCase local name goes to the tools as it is; words (with spaces) are searched."""
    return not (_QNAME.match(concept) or _LOCAL_NAME.match(concept))


def resolve_concept(toolbox: ToolBox, query: AuditQuery) -> tuple[AuditQuery, ConceptResolution | None]:
    """The query with its concept as a QName, and how it was found (None when no search was needed or possible)."""
    if not needs_search(query.concept) or SEARCH_TOOL not in {spec_name(s) for s in toolbox.specs()}:
        return query, None
    obs = call_tool(
        toolbox, SEARCH_TOOL, {"query": query.concept, "accession": query.accession, "reported_only": True, "k": 5}
    )
    candidates = [h["qname"] for h in obs.get("hits") or []]
    resolution = ConceptResolution(
        asked=query.concept,
        concept=candidates[0] if candidates else None,
        candidates=candidates,
        status=str(obs.get("status")),
    )
    if not candidates:
        return query, resolution
    return query.model_copy(update={"concept": candidates[0]}), resolution
