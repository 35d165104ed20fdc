"""The three rule checkers. The verdict comes from the rule engine (auditgraph.rules.engine), scoped to
the concept and period; these tools only add what an agent needs to read it (coverage and evidence)."""

from __future__ import annotations

from auditgraph.errors import RuleNotEvaluable
from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.dqc_lists import load_list
from auditgraph.rules.engine import run_rule
from auditgraph.rules.models import RuleResult
from auditgraph.tools.context import ToolContext, usable_number
from auditgraph.tools.models import CheckObservation, ToolInput


def _fact_keys(evidence: list[str], accession: str) -> list[str]:
    # Finding evidence also names relationships and dimension pairs; observations cite fact keys only.
    return [e for e in evidence if e.startswith(f"{accession}:") and e.count(":") >= 5]


def _observation(
    tool: str,
    result: RuleResult,
    accession: str,
    qname: str,
    period: str | None,
    scope_keys: list[str],
    evaluated: int | None = None,
) -> CheckObservation:
    evaluated = result.evaluated if evaluated is None else evaluated
    keys = set(scope_keys)
    for f in result.findings:
        keys.update(_fact_keys(f.evidence, accession))
        keys.update(c.key for c in f.contributors if c.key)
        if f.fact_key:
            keys.add(f.fact_key)
    where = f"{qname}{' for ' + period if period else ''}"
    obs = CheckObservation(
        tool=tool,
        status="ok",
        message="",
        evidence=sorted(keys),
        rule=result.rule,
        findings=result.findings,
        not_evaluable=result.not_evaluable,
        evaluated=evaluated,
        passed=max(evaluated - len(result.findings), 0) if evaluated else result.passed,
    )
    if result.status == "not_evaluable":
        obs.status = "not_evaluable"
        obs.message = f"{result.rule} cannot be evaluated on {accession}: {result.reason}"
    elif result.findings:
        obs.message = (
            f"{result.rule}: {len(result.findings)} finding(s) on {where} out of {evaluated} check(s): "
            + " | ".join(f.message for f in result.findings[:3])
        )
    elif evaluated:
        obs.message = f"{result.rule}: {evaluated} check(s) on {where}, all consistent"
    else:
        # Silence is never a pass (DESIGN §4): nothing was checked for this concept and period.
        obs.status = "not_evaluable"
        reasons = sorted({n.reason for n in result.not_evaluable})
        obs.message = f"{result.rule} checked nothing for {where}" + (f": {'; '.join(reasons)}" if reasons else "")
    return obs


def _scope(ctx: ToolContext, inp: ToolInput) -> tuple[dict, str, list[dict]]:
    filing = ctx.filing(inp.accession)
    qname = ctx.concept(inp.concept)["qname"]
    rows = ctx.concept_facts(filing["accession"], qname, inp.period)
    return filing, qname, rows


def check_sign(ctx: ToolContext, inp: ToolInput) -> CheckObservation:
    """Run DQC.US.0015 (negative values) on a concept: a numeric fact of a concept on the DQC non-negative
    list must not be below zero, unless it is dimensional with an exempt member or axis (adjustments,
    eliminations, reconciling items …). Findings carry the reported value and the expected (absolute)
    value. A concept not on the list is not_evaluable: the rule does not apply to it."""
    filing, qname, rows = _scope(ctx, inp)
    result = run_rule(
        ctx.store, "DQC.US.0015", filing["accession"], settings=ctx.settings, concept=qname, period=inp.period
    )
    if result.status == "not_evaluable":
        return _observation("check_sign", result, filing["accession"], qname, inp.period, [])
    year = taxonomy_year(filing["taxonomy"]) if filing.get("taxonomy") else None
    try:
        nn = load_list(year)
    except RuleNotEvaluable as exc:  # the engine evaluated, so the list loads; kept for a clear message
        result.status, result.reason = "not_evaluable", exc.message
        return _observation("check_sign", result, filing["accession"], qname, inp.period, [])
    if nn.element_id(qname) is None:
        result.status = "not_evaluable"
        result.reason = (
            f"{qname} is not on the DQC.US.0015 {nn.year} non-negative list, so the sign rule does not apply"
        )
        return _observation("check_sign", result, filing["accession"], qname, inp.period, [])
    # Every numeric fact of a listed concept was in the rule's scope; only negatives can fail it.
    numeric = [r for r in rows if usable_number(r)]
    return _observation(
        "check_sign",
        result,
        filing["accession"],
        qname,
        inp.period,
        [r["key"] for r in numeric],
        evaluated=len(numeric),
    )


def check_calc_tree(ctx: ToolContext, inp: ToolInput) -> CheckObservation:
    """Run DQC.US.0126 (calculation check) and XBRL Calculations 1.1 (every network and context) on a concept: in balance sheet, income and cash flow networks
    without a dimensional table, every total must equal the weighted sum of its reported children in the
    same context, within decimals rounding. Covers the calculations where the concept is the total or an
    addend. Findings carry reported, expected, difference, tolerance and every addend with its weight."""
    filing, qname, rows = _scope(ctx, inp)
    result = run_rule(
        ctx.store, "DQC.US.0126", filing["accession"], settings=ctx.settings, concept=qname, period=inp.period
    )
    # XBRL Calculations 1.1 covers what DQC.US.0126 leaves out (statements with a table, every context): its
    # findings and coverage join the observation, so a 0126 that is not evaluable is never read as a pass
    # while Calculations 1.1 checked (or flagged) the same fact (issue #25).
    c11 = run_rule(
        ctx.store, "XBRL.CALC11", filing["accession"], settings=ctx.settings, concept=qname, period=inp.period
    )
    merged = result.model_copy(deep=True)
    merged.findings = result.findings + c11.findings
    merged.not_evaluable = result.not_evaluable + c11.not_evaluable
    merged.evaluated = result.evaluated + c11.evaluated
    merged.passed = result.passed + c11.passed
    if result.status == "not_evaluable" and c11.status != "not_evaluable":
        merged.status, merged.reason = c11.status, f"DQC.US.0126: {result.reason}"
    scope = [r["key"] for r in rows if usable_number(r) and (c11.evaluated or (result.evaluated and not r.get("dims")))]
    return _observation("check_calc_tree", merged, filing["accession"], qname, inp.period, scope)


def check_dim_consistency(ctx: ToolContext, inp: ToolInput) -> CheckObservation:
    """Run DQC.US.0117 (dimensional cross-check) on a concept: on face statements with a dimensional
    table on a checked axis (ProductOrServiceAxis, StatementBusinessSegmentsAxis, …), the top-level
    members' values must add up to the non-dimensional total for the same period and unit. Findings carry
    the total, the member sum, the members used and an ambiguity flag."""
    filing, qname, rows = _scope(ctx, inp)
    result = run_rule(
        ctx.store, "DQC.US.0117", filing["accession"], settings=ctx.settings, concept=qname, period=inp.period
    )
    scope = [r["key"] for r in rows if not r.get("dims") and usable_number(r)] if result.evaluated else []
    return _observation("check_dim_consistency", result, filing["accession"], qname, inp.period, scope)
