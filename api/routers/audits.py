"""Audits by the AuditFlow agents (DESIGN §6): a verdict with reported and expected value, evidence and trust."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from pydantic import BaseModel, Field

from auditgraph.agents.protocol import AuditResult
from auditgraph.agents.query import AuditQuery
from auditgraph.agents.service import run_audit
from auditgraph.api.deps import SettingsDep, ToolBoxDep, ToolContextDep
from auditgraph.api.models import AAPL_2023
from auditgraph.api.openapi import problems
from auditgraph.tools.models import TEXT_PATTERN

router = APIRouter(tags=["audits"])


class AuditIn(AuditQuery):
    accession: str = Field(min_length=1, max_length=100, pattern=TEXT_PATTERN)
    concept: str = Field(
        min_length=1,
        max_length=300,
        pattern=TEXT_PATTERN,
        description="qualified name, e.g. us-gaap:Assets, or the line item in words ('capex'), resolved with search_concepts",
    )
    rule: str | None = Field(
        default=None, max_length=40, pattern=TEXT_PATTERN, description="optional focus rule, e.g. DQC.US.0126"
    )
    question: str | None = Field(default=None, max_length=2000, pattern=TEXT_PATTERN, description="optional question")
    backend: Literal["offline", "openai"] | None = Field(
        default=None,
        description="offline (deterministic policy) or openai (the configured endpoint); "
        "default: openai when AUDITGRAPH_LLM_API_KEY is set, else offline",
    )
    max_steps: int = Field(default=20, ge=1, le=20, description="model turns per junior")
    max_rounds: int = Field(default=3, ge=1, le=3, description="senior feedback rounds")

    model_config = {
        "json_schema_extra": {
            "examples": [
                {"accession": AAPL_2023, "concept": "us-gaap:Assets", "period": "20230930", "rule": "DQC.US.0126"}
            ]
        }
    }


class AuditOut(BaseModel):
    result: AuditResult


@router.post("/audits", response_model=AuditOut, responses=problems(404, 502), summary="Audit one fact")
def post_audit(body: AuditIn, toolbox: ToolBoxDep, ctx: ToolContextDep, settings: SettingsDep) -> AuditOut:
    """Run the compliance and forensic juniors (and the senior when they disagree) on one fact of a loaded
    filing. The verdict and its numbers come from the deterministic tools; the run is also written to
    `runs/audits.jsonl` with a trajectory sidecar. Runs in the server's thread pool."""
    ctx.filing(body.accession)  # 404 for a filing that is not loaded
    query = AuditQuery(**body.model_dump(include={"accession", "concept", "period", "rule", "question"}))
    result = run_audit(
        toolbox, settings, query, backend=body.backend, max_steps=body.max_steps, max_rounds=body.max_rounds
    )
    return AuditOut(result=result)
