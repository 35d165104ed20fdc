"""XBRL.CALC11 — XBRL Calculations 1.1 over every calculation network (what Arelle validates, beyond DQC).

Every role of the filing's calculation linkbase, every context — dimensional ones included — and every unit:
a total with at least one reported contributing item of the same context and unit is a calculation binding.
Round-to-nearest semantics: a value with ``decimals`` d stands for the interval [v − ½·10^−d, v + ½·10^−d]
(exact for INF); the binding is consistent when the weighted sum of the contributors' intervals overlaps the
total's interval. Duplicates follow the specification: consistent duplicates (already collapsed at ingest to
the most precise) count once; a binding with an inconsistent duplicate among its facts is not evaluated.
Nil facts never take part. Query: cypher/rules/common/* (facts and calculation network).
"""
from __future__ import annotations

from collections import defaultdict

from auditgraph.rules.arithmetic import as_float, check_sum
from auditgraph.rules.common import finding_id, fmt, matches, rel_id
from auditgraph.rules.models import Contributor, Finding, NotEvaluable, RuleResult
from auditgraph.rules.view import Fact, FilingView

RULE = "XBRL.CALC11"
NAME = "XBRL Calculations 1.1 (round-to-nearest)"
ELEMENT_ID = f"{RULE}.inconsistentCalculationUsingRounding"


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    if not view.calc:
        result.status, result.reason = "not_evaluable", "the filing has no calculation linkbase"
        return result
    # (concept, context, unit) -> facts; the context id is the c-equality of XBRL 2.1 within one instance.
    cell: dict[tuple[str, str | None, str | None], list[Fact]] = defaultdict(list)
    for f in view.facts:
        cell[(f.concept, f.context_id, f.unit)].append(f)
    contexts_of: dict[str, set[tuple[str | None, str | None]]] = defaultdict(set)
    for c, ctx, unit in cell:
        contexts_of[c].add((ctx, unit))
    for role in sorted(view.calc_by_role):
        for parent, edges in sorted(view.calc_by_role[role].items()):
            for ctx, unit in sorted(contexts_of.get(parent, ()), key=lambda x: (x[0] or "", x[1] or "")):
                totals = cell[(parent, ctx, unit)]
                kids = [(e, cell.get((e.child, ctx, unit), [])) for e in edges]
                present = [(e, fs) for e, fs in kids if fs]
                if not present:
                    continue
                total = totals[0]
                if not matches(concept, period, {parent, *(e.child for e in edges)}, {total.period}):
                    continue
                if len(totals) > 1 or any(len(fs) > 1 for _, fs in present) or total.duplicate == "inconsistent":
                    result.not_evaluable.append(NotEvaluable(rule=RULE, concept=parent, period=total.period, role=role,
                                                             reason="inconsistent duplicate facts (Calculations 1.1 skips the binding)"))
                    continue
                result.evaluated += 1
                chk = check_sum((total.value, total.decimals), [(fs[0].value, fs[0].decimals, e.weight) for e, fs in present])
                if chk.consistent:
                    result.passed += 1
                    continue
                contributors = [Contributor(key=fs[0].key, concept=e.child, value=as_float(fs[0].value), weight=e.weight,
                                            decimals=fs[0].decimals) for e, fs in sorted(present, key=lambda x: x[0].child)]
                missing = sorted(e.child for e, fs in kids if not fs)
                contributors += [Contributor(key=None, concept=m, value=None,
                                             weight=next(e.weight for e in edges if e.child == m)) for m in missing]
                dims = list(total.dims)
                result.findings.append(Finding(
                    id=finding_id(RULE, view.accession, parent, total.period, dims, unit, role), rule=RULE,
                    element_id=ELEMENT_ID, severity="error", filing=view.accession, concept=parent, period=total.period,
                    dims=dims, unit=unit, decimals=total.decimals, reported=as_float(chk.reported),
                    expected=as_float(chk.expected), difference=as_float(chk.difference), tolerance=as_float(chk.tolerance),
                    contributors=contributors, role=role, fact_key=total.key,
                    evidence=[total.key] + [fs[0].key for _, fs in sorted(present, key=lambda x: x[0].child)] + [
                        rel_id("SUMMATION_ITEM", role, parent, e.child, view.accession) for e, _ in sorted(present, key=lambda x: x[0].child)],
                    message=(f"Calculation inconsistent in {role}: {parent} = {fmt(chk.reported)} for context {ctx}"
                             f"{' (' + ', '.join(dims) + ')' if dims else ''}, but the contributing items sum to "
                             f"{fmt(chk.expected)} (round-to-nearest intervals do not overlap; difference {fmt(chk.difference)}, "
                             f"rounding allowance {fmt(chk.tolerance)})"),
                ))
    return result
