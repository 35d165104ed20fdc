"""GET /health: open (no API key), so load balancers and compose healthchecks can call it."""

from __future__ import annotations

import platform

import fastapi
from fastapi import APIRouter, Query, Request

from auditgraph import __version__
from auditgraph.api.deps import API_KEY_HEADER, SettingsDep, StoreDep, key_matches
from auditgraph.api.models import HealthOut
from auditgraph.api.openapi import problems

router = APIRouter(tags=["health"])


@router.get(
    "/health", response_model=HealthOut, responses=problems(503), summary="Store reachability, versions and counts"
)
def health(
    request: Request,
    store: StoreDep,
    settings: SettingsDep,
    detail: bool = Query(default=False, description="Also count relationships per type (from the engine's counters)"),
) -> HealthOut:
    """Whether the graph store answers, which versions run, and how many nodes of each label it holds.
    503 (problem+json) when the store cannot be reached. Without a valid key (when keys are configured) the store
    part says only which backend answers and whether it is well: where the data lives is for key holders."""
    info = store.health()
    given = request.headers.get(API_KEY_HEADER)
    if settings.api_keys and (given is None or not key_matches(given, settings.api_keys)):
        persistence = info.get("persistence") or {}
        info = {
            "backend": info.get("backend"),
            "ok": info.get("ok"),
            **({"persistence": {"problem": bool(persistence.get("problem"))}} if persistence else {}),
        }
    counts = store.label_counts()
    rels = store.relationship_counts() if detail else None
    return HealthOut(
        status="ok",
        store=info,
        counts=counts,
        relationships=rels,
        versions={"auditgraph": __version__, "fastapi": fastapi.__version__, "python": platform.python_version()},
        auth="api-key" if settings.api_keys else "disabled",
    )
