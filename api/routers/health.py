"""GET /health: open (no API key), so load balancers and compose healthchecks can call it."""
from __future__ import annotations

import platform

import fastapi
from fastapi import APIRouter, Query

from auditgraph import __version__
from auditgraph.api.deps import SettingsDep, StoreDep
from auditgraph.api.models import HealthOut
from auditgraph.api.openapi import problems

router = APIRouter(tags=["health"])


@router.get("/health", response_model=HealthOut, responses=problems(503), summary="Store reachability, versions and counts")
def health(store: StoreDep, settings: SettingsDep,
           detail: bool = Query(default=False, description="Also count relationships per type (from the engine's counters)")) -> HealthOut:
    """Whether the graph store answers, which versions run, and how many nodes of each label it holds.
    503 (problem+json) when the store cannot be reached."""
    info = store.health()
    counts = store.label_counts()
    rels = store.relationship_counts() if detail else None
    return HealthOut(status="ok", store=info, counts=counts, relationships=rels,
                     versions={"auditgraph": __version__, "fastapi": fastapi.__version__, "python": platform.python_version()},
                     auth="api-key" if settings.api_keys else "disabled")
