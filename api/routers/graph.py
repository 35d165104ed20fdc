"""Graph neighbourhoods, drawable directly: nodes and edges with stable ids."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request, Response

from auditgraph.api.deps import StoreDep
from auditgraph.api.models import AAPL_2023, GraphOut
from auditgraph.api.neighbourhood import MAX_HOPS, MAX_NODES, RELATIONSHIP_TYPES
from auditgraph.api.openapi import problems
from auditgraph.tools.models import TEXT_PATTERN

router = APIRouter(tags=["graph"])
RelType = Literal[RELATIONSHIP_TYPES]  # type: ignore[valid-type]


@router.get("/graph/neighbourhood", response_model=GraphOut, responses=problems(404), summary="A node's neighbourhood")
def get_neighbourhood(
    request: Request,
    store: StoreDep,
    node: Annotated[
        str,
        Query(
            min_length=1,
            max_length=1000,
            pattern=TEXT_PATTERN,
            description="Stable key: Fact key, Concept QName, Filing accession, Context/Unit key, Role URI, Finding id, Company CIK",
            examples=[f"{AAPL_2023}:320193:us-gaap:Assets:20230930:USD"],
        ),
    ],
    hops: Annotated[int, Query(ge=1, le=MAX_HOPS, description="Relationship hops from the node")] = 1,
    limit: Annotated[int, Query(ge=1, le=MAX_NODES, description="Most nodes to return")] = 100,
    types: Annotated[list[RelType], Query(description="Only these relationship types (repeat the parameter)")] = [],  # noqa: B006
) -> Response:
    """Nodes within `hops` relationships of `node`, breadth first, up to `limit` nodes; edges between
    returned nodes. Only complete filings are visible. Ids are the graph's stable keys, so the result can
    be drawn as it is and nodes can be expanded by calling this endpoint again with their id."""
    # Encoded here, in the worker thread, and once per cached answer (NeighbourhoodCache.get_json); the declared
    # response model still documents the body.
    return Response(
        request.app.state.neighbourhood_cache.get_json(store, node, hops, limit, list(types)),
        media_type="application/json",
    )
