"""Evaluation harness over FinMR-style cases (DESIGN §7).

A case is one JSON object per line: ``{id, query, dqc_rule, accession, concept, period,
gold: {verdict, reported, expected}}``. Numbers count as equal within half a unit or a relative
1e-9. Rates are over all cases:

- joint accuracy: verdict, reported and expected all correct;
- verdict accuracy: verdict correct;
- structural error: verdict wrong or missing (``undetermined``), or a protocol failure (a junior
  without an accepted finalize in the final round: result status other than ``ok``);
- extraction error: reported value wrong; calculation error: expected value wrong;
- per rule (``dqc_rule``): n, joint and verdict accuracy;
- mean tool steps (tool calls, finalize excluded) and model steps per case, gate rejections and
  parse failures (total and per case), mean conflict mass K and mean trust τ.

Wall-clock time is not a metric here (the metrics are deterministic); ``auditgraph eval`` prints it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from statistics import fmean
from typing import Literal

from pydantic import BaseModel, Field, ValidationError
from rich.console import Console
from rich.table import Table

from auditgraph.agents.observations import numbers_equal
from auditgraph.agents.protocol import AuditFlow, AuditQuery, AuditResult
from auditgraph.agents.toolbox import FINALIZE
from auditgraph.errors import InputError


class Gold(BaseModel):
    verdict: Literal["violation", "consistent"]
    reported: float | None = None
    expected: float | None = None


class Case(BaseModel):
    id: str
    query: str = ""
    dqc_rule: str | None = None
    accession: str
    concept: str
    period: str
    gold: Gold


class CaseOutcome(BaseModel):
    id: str
    rule: str
    run_id: str
    status: str
    gold_verdict: str
    verdict: str
    verdict_ok: bool
    reported_ok: bool
    expected_ok: bool
    joint_ok: bool
    structural_error: bool
    tool_steps: int
    model_steps: int
    gate_rejections: int
    parse_failures: int = 0
    conflict: float
    tau: float


class RuleMetrics(BaseModel):
    n: int
    joint_accuracy: float
    verdict_accuracy: float


class Metrics(BaseModel):
    n: int
    joint_accuracy: float
    verdict_accuracy: float
    structural_error_rate: float
    extraction_error_rate: float
    calculation_error_rate: float
    per_rule: dict[str, RuleMetrics]
    mean_tool_steps: float
    mean_model_steps: float
    gate_rejections: int
    mean_gate_rejections: float
    parse_failures: int = 0
    mean_parse_failures: float = 0.0
    mean_conflict: float
    mean_tau: float
    cases: list[CaseOutcome] = Field(default_factory=list)


def load_cases(path: Path) -> list[Case]:
    cases = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            cases.append(Case.model_validate_json(line))
        except ValidationError as exc:
            raise InputError(
                f"{path}:{number}: not a valid case: {exc.error_count()} error(s)",
                path=str(path),
                line=number,
                errors=json.loads(exc.json(include_url=False)),
            ) from exc
    return cases


def score_case(case: Case, result: AuditResult) -> CaseOutcome:
    verdict_ok = result.verdict == case.gold.verdict
    reported_ok = numbers_equal(result.reported_value, case.gold.reported)
    expected_ok = numbers_equal(result.expected_value, case.gold.expected)
    return CaseOutcome(
        id=case.id,
        rule=case.dqc_rule or "unspecified",
        run_id=result.run_id,
        status=result.status,
        gold_verdict=case.gold.verdict,
        verdict=result.verdict,
        verdict_ok=verdict_ok,
        reported_ok=reported_ok,
        expected_ok=expected_ok,
        joint_ok=verdict_ok and reported_ok and expected_ok,
        structural_error=not verdict_ok or result.status != "ok",
        tool_steps=sum(1 for steps in result.action_path.values() for s in steps if s.tool != FINALIZE),
        model_steps=result.steps,
        gate_rejections=result.gate_rejections,
        parse_failures=result.parse_failures,
        conflict=result.conflict,
        tau=result.tau,
    )


def _rate(outcomes: list[CaseOutcome], predicate: Callable[[CaseOutcome], bool]) -> float:
    return sum(1 for o in outcomes if predicate(o)) / len(outcomes)


def summarise(outcomes: list[CaseOutcome]) -> Metrics:
    if not outcomes:
        raise InputError("no cases to evaluate")
    per_rule = {}
    for rule in sorted({o.rule for o in outcomes}):
        group = [o for o in outcomes if o.rule == rule]
        per_rule[rule] = RuleMetrics(
            n=len(group),
            joint_accuracy=_rate(group, lambda o: o.joint_ok),
            verdict_accuracy=_rate(group, lambda o: o.verdict_ok),
        )
    return Metrics(
        n=len(outcomes),
        joint_accuracy=_rate(outcomes, lambda o: o.joint_ok),
        verdict_accuracy=_rate(outcomes, lambda o: o.verdict_ok),
        structural_error_rate=_rate(outcomes, lambda o: o.structural_error),
        extraction_error_rate=_rate(outcomes, lambda o: not o.reported_ok),
        calculation_error_rate=_rate(outcomes, lambda o: not o.expected_ok),
        per_rule=per_rule,
        mean_tool_steps=fmean(o.tool_steps for o in outcomes),
        mean_model_steps=fmean(o.model_steps for o in outcomes),
        gate_rejections=sum(o.gate_rejections for o in outcomes),
        mean_gate_rejections=fmean(o.gate_rejections for o in outcomes),
        parse_failures=sum(o.parse_failures for o in outcomes),
        mean_parse_failures=fmean(o.parse_failures for o in outcomes),
        mean_conflict=fmean(o.conflict for o in outcomes),
        mean_tau=fmean(o.tau for o in outcomes),
        cases=outcomes,
    )


def evaluate(cases: list[Case], flow_factory: Callable[[], AuditFlow], *, use_rule_hint: bool = True) -> Metrics:
    """Run every case through one flow (built once by ``flow_factory``) and score it.

    With ``use_rule_hint`` the case's ``dqc_rule`` and question text go into the query, as a
    FinMR question names the rule it asks about; the gold values never do.
    """
    if not cases:
        raise InputError("no cases to evaluate")
    flow = flow_factory()
    outcomes = []
    for case in sorted(cases, key=lambda c: c.id):
        query = AuditQuery(
            accession=case.accession,
            concept=case.concept,
            period=case.period,
            rule=case.dqc_rule if use_rule_hint else None,
            question=(case.query or None) if use_rule_hint else None,
        )
        outcomes.append(score_case(case, flow.run(query)))
    return summarise(outcomes)


def metrics_json(metrics: Metrics) -> str:
    return json.dumps(metrics.model_dump(mode="json"), sort_keys=True, indent=2)


def emit_metrics(metrics, out, as_json: bool, render) -> None:
    """Any evaluation harness's metrics (a pydantic model): JSON to ``out`` and/or stdout, or ``render``'s tables."""
    import sys

    body = metrics_json(metrics)
    if out is not None:
        out.write_text(body + "\n", encoding="utf-8")
    if as_json:
        sys.stdout.write(body + "\n")
    else:
        render(metrics, Console())


def render_metrics(metrics: Metrics, console: Console | None = None) -> None:
    console = console or Console()
    summary = Table(title=f"Audit evaluation ({metrics.n} cases)")
    summary.add_column("metric")
    summary.add_column("value", justify="right")
    for label, value in (
        ("joint accuracy", f"{metrics.joint_accuracy:.3f}"),
        ("verdict accuracy", f"{metrics.verdict_accuracy:.3f}"),
        ("structural error rate", f"{metrics.structural_error_rate:.3f}"),
        ("extraction error rate", f"{metrics.extraction_error_rate:.3f}"),
        ("calculation error rate", f"{metrics.calculation_error_rate:.3f}"),
        ("mean tool steps", f"{metrics.mean_tool_steps:.2f}"),
        ("mean model steps", f"{metrics.mean_model_steps:.2f}"),
        ("gate rejections", f"{metrics.gate_rejections} ({metrics.mean_gate_rejections:.2f}/case)"),
        ("parse failures", f"{metrics.parse_failures} ({metrics.mean_parse_failures:.2f}/case)"),
        ("mean conflict K", f"{metrics.mean_conflict:.4f}"),
        ("mean trust τ", f"{metrics.mean_tau:.4f}"),
    ):
        summary.add_row(label, value)
    console.print(summary)
    rules = Table(title="Per rule")
    for column in ("rule", "n", "joint", "verdict"):
        rules.add_column(column, justify="left" if column == "rule" else "right")
    for rule, m in metrics.per_rule.items():
        rules.add_row(rule, str(m.n), f"{m.joint_accuracy:.3f}", f"{m.verdict_accuracy:.3f}")
    console.print(rules)
