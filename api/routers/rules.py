"""Running a DQC rule and storing its findings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from auditgraph.api.deps import SettingsDep, StoreDep, ToolContextDep
from auditgraph.api.models import RuleRunIn, RuleRunOut
from auditgraph.api.openapi import problems
from auditgraph.errors import InputError, NotFound
from auditgraph.rules.engine import RULES, normalise_rule, run_rule, write_findings

router = APIRouter(tags=["rules"])


@router.post("/rules/{rule}/run", response_model=RuleRunOut, responses=problems(404, 409), summary="Run a DQC rule")
def run(
    rule: Annotated[
        str,
        Path(
            max_length=40, description=f"One of {', '.join(RULES)} (or its number, e.g. 0126)", examples=["DQC.US.0126"]
        ),
    ],
    body: RuleRunIn,
    store: StoreDep,
    settings: SettingsDep,
    ctx: ToolContextDep,
) -> RuleRunOut:
    """Run the rule on a loaded filing and store its findings in the graph, replacing the rule's earlier
    findings for that filing. With concept and/or period the response is scoped to them; the stored
    findings always cover the whole filing, so a scoped run never deletes findings outside its scope."""
    try:
        name = normalise_rule(rule)
    except InputError as exc:
        raise NotFound(exc.message, rule=rule) from exc
    ctx.filing(body.accession)
    concept = ctx.concept(body.concept)["qname"] if body.concept else None
    full = run_rule(store, name, body.accession, settings=settings)
    written = write_findings(store, body.accession, [full])
    scoped = (
        full
        if concept is None and body.period is None
        else run_rule(store, name, body.accession, settings=settings, concept=concept, period=body.period)
    )
    return RuleRunOut(result=scoped, written=written)
