"""AuditFlow (DESIGN §6): two junior auditors, a senior, fusion of their reports.

Round r: the compliance and the forensic junior each audit the query (with the senior's feedback
from round r−1, if any). When their verdicts and values agree the senior accepts; otherwise it
returns targeted feedback and both run again, for at most ``max_rounds`` rounds in all. The last
round's reports are fused (agents.fusion) into the verdict, τ and the conflict K. The verdict's
numbers are copied from the report that backs the fused verdict, and every such report passed the
grounding check against the tool observations its junior saw.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from auditgraph.agents.artifacts import run_id_for, write_artifacts
from auditgraph.agents.backends import ChatBackend
from auditgraph.agents.fusion import FusedVerdict, Mass, fuse
from auditgraph.agents.junior import JuniorReport, JuniorRun, ToolStep, run_junior
from auditgraph.agents.observations import check_statuses, query_findings
from auditgraph.agents.query import AuditQuery
from auditgraph.agents.resolve import ConceptResolution, resolve_concept
from auditgraph.agents.senior import Senior, SeniorReview
from auditgraph.agents.toolbox import JUNIOR_ROLES, ToolBox, role_specs
from auditgraph.errors import InputError, NotFound

__all__ = ["AuditFlow", "AuditQuery", "AuditResult"]


class CheckStatus(BaseModel):
    """One rule checker's part in a verdict: a check that is not evaluable is no evidence of consistency."""

    tool: str
    rule: str | None
    status: Literal["evaluated", "not_evaluable", "not_run", "error"]
    evaluated: int = 0
    findings: int = 0
    reason: str = ""


class AuditResult(BaseModel):
    run_id: str
    query: AuditQuery
    backend: str
    model: str
    status: Literal["ok", "partial", "failed"] = Field(
        description="ok: both juniors finalized; partial: one did; failed: neither (a protocol failure)"
    )
    verdict: FusedVerdict
    reported_value: float | None
    expected_value: float | None
    triggered_rules: list[str]
    evidence: list[str]
    action_path: dict[str, list[ToolStep]]
    tau: float
    conflict: float
    mass: Mass
    junior_masses: dict[str, Mass]
    reports: dict[str, JuniorReport | None]
    rounds: int
    gate_rejections: int
    parse_failures: int
    steps: int
    junior_steps: dict[str, int]
    concept_resolution: ConceptResolution | None = Field(
        default=None, description="How a concept given in words was resolved to a QName with search_concepts"
    )
    checks: list[CheckStatus] = Field(
        default_factory=list, description="Which rule checkers evaluated the fact, which could not and why"
    )


class AuditFlow:
    def __init__(
        self,
        toolbox: ToolBox,
        backend: ChatBackend,
        *,
        max_steps: int = 20,
        max_rounds: int = 3,
        runs_dir: Path | None = None,
    ) -> None:
        if max_steps < 1 or max_rounds < 1:
            raise ValueError("max_steps and max_rounds must be at least 1")
        self.toolbox = toolbox
        self.backend = backend
        self.senior = Senior(backend)
        self.max_steps = max_steps
        self.max_rounds = max_rounds
        self.runs_dir = runs_dir

    def run(self, query: AuditQuery) -> AuditResult:
        for role in JUNIOR_ROLES:  # fail before any model call when the gate could never open
            role_specs(self.toolbox, role)
        query, resolution = resolve_concept(self.toolbox, query)
        self._require_fact(query)
        history: list[tuple[list[JuniorRun], SeniorReview]] = []
        review: SeniorReview | None = None
        for round_no in range(1, self.max_rounds + 1):
            runs = [
                run_junior(
                    role,
                    query,
                    self.toolbox,
                    self.backend,
                    round_no=round_no,
                    max_steps=self.max_steps,
                    feedback=Senior.feedback_for(review, role.name) if review else None,
                )
                for role in JUNIOR_ROLES
            ]
            review = self.senior.review(query, runs, round_no, ask_model=round_no < self.max_rounds)
            history.append((runs, review))
            if review.agree:
                break
        result = self._result(query, history)
        result.concept_resolution = resolution
        if self.runs_dir is not None:
            write_artifacts(
                Path(self.runs_dir),
                result,
                _trajectory(result, history),
                created=datetime.now(UTC).isoformat(timespec="seconds"),
            )
        return result

    def _require_fact(self, query: AuditQuery) -> None:
        """The queried fact must exist before any junior spends a step: a concept the filing does not report,
        a typo or an impossible date is answered ``not_found`` with what the filing does report, never with a
        verdict (no fact is not evidence of consistency)."""
        args = {"accession": query.accession, "concept": query.concept, "period": query.period}
        try:
            obs = self.toolbox.call("get_fact", args)
        except NotFound as exc:  # a toolbox that raises instead of observing
            obs = {"status": "not_found", "message": exc.message}
        if obs.get("status") == "not_found":
            raise NotFound(
                f"not_found: {obs.get('message')}",
                accession=query.accession,
                concept=query.concept,
                period=query.period,
            )
        if obs.get("status") == "error":
            raise InputError(f"the query is not a valid fact reference: {obs.get('message')}")

    def _result(self, query: AuditQuery, history: list[tuple[list[JuniorRun], SeniorReview]]) -> AuditResult:
        final_runs = history[-1][0]
        fusion = fuse([r.mass for r in final_runs])
        backing = [r for r in final_runs if r.report is not None and r.report.verdict == fusion.verdict]
        # The report that commits most belief to the fused verdict supplies the numbers; on a tie the
        # compliance junior's (JUNIOR_ROLES order) wins, so the choice is deterministic.
        chosen = max(backing, key=lambda r: getattr(r.mass, fusion.verdict), default=None)
        triggered: set[str] = set()
        if fusion.verdict == "violation":
            for r in final_runs:
                triggered.update(str(f.get("rule")) for f in query_findings(query, r.observations))
        all_runs = [r for runs, _ in history for r in runs]
        finalized = sum(r.report is not None for r in final_runs)
        action_path: dict[str, list[ToolStep]] = {role.name: [] for role in JUNIOR_ROLES}
        junior_steps = {role.name: 0 for role in JUNIOR_ROLES}
        for r in all_runs:
            action_path[r.role].extend(r.tool_calls)
            junior_steps[r.role] += r.steps
        return AuditResult(
            run_id=run_id_for(query.model_dump(), self.backend.name, self.backend.model),
            query=query,
            backend=self.backend.name,
            model=self.backend.model,
            status="ok" if finalized == len(final_runs) else ("partial" if finalized else "failed"),
            verdict=fusion.verdict,
            reported_value=chosen.report.reported_value if chosen else None,
            expected_value=chosen.report.expected_value if chosen else None,
            triggered_rules=sorted(triggered),
            evidence=sorted({k for r in backing for k in r.report.evidence}),
            action_path=action_path,
            tau=fusion.tau,
            conflict=fusion.conflict,
            mass=fusion.mass,
            junior_masses={r.role: r.mass for r in final_runs},
            reports={r.role: r.report for r in final_runs},
            rounds=len(history),
            gate_rejections=sum(r.gate_rejections for r in all_runs),
            parse_failures=sum(r.parse_failures for r in all_runs),
            steps=sum(r.steps for r in all_runs),
            junior_steps=junior_steps,
            checks=[CheckStatus(**c) for c in check_statuses(o for r in final_runs for o in r.observations)],
        )


def _trajectory(result: AuditResult, history: list[tuple[list[JuniorRun], SeniorReview]]) -> dict:
    return {
        "run_id": result.run_id,
        "query": result.query.model_dump(),
        "backend": result.backend,
        "model": result.model,
        "rounds": [
            {
                "round": review.round,
                "juniors": {r.role: r.model_dump(mode="json") for r in runs},
                "senior": review.model_dump(mode="json"),
            }
            for runs, review in history
        ],
        "summary": {
            "verdict": result.verdict,
            "tau": result.tau,
            "conflict": result.conflict,
            "gate_rejections": result.gate_rejections,
            "parse_failures": result.parse_failures,
            "steps": result.steps,
        },
    }
