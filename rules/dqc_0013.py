"""DQC.US.0013 — negative values with dependence (docs/DQC_US_0013).

A tax-rate reconciliation item the DQC rules taxonomy lists (group ``NegativeValuesWithDependence``) must not be
negative when income before taxes (any concept of group ``RuleDependence``) is positive in the same context (same
period and dimensions). With no positive pre-tax income in that context the fact is not tested. Element id: the
concept's ruleID reference. Rule data: cypher/rules/ruledata/*.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import Fact, FilingView

RULE = "DQC.US.0013"
NAME = "Negative values with dependence"


def message(f, dep, version: str | None) -> str:
    return (
        f"The concept {f.concept} with a value of {fmt(f.value)} is negative. This element should not be negative "
        f"when {dep.concept} has a positive value of {fmt(dep.value)} in the same context.\n"
        f"The properties of this {f.concept} fact are:\nPeriod: {f.display_period()}\nDimensions: {dims_text(f.dims)}\n"
        f"Unit: {f.unit}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    dependence = [f for c in data.concepts("RuleDependence") for f in view.by_concept.get(c, []) if f.value > 0]
    positive: dict[tuple, Fact] = {}
    for d in sorted(dependence, key=lambda d: d.key):
        positive.setdefault((d.period, d.dims), d)
    for c in data.concepts("NegativeValuesWithDependence"):
        element = data.element_of(c)
        for f in view.by_concept.get(c, []):
            dep = positive.get((f.period, f.dims))
            if dep is None or element is None or not matches(concept, period, {c}, {f.period}):
                continue
            result.evaluated += 1
            if f.value >= 0:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    f,
                    element,
                    message(f, dep, data.version),
                    expected=abs(f.value),
                    evidence=[f.key, dep.key],
                    contributors=[
                        Contributor(key=f.key, concept=f.concept, value=float(f.value), decimals=f.decimals),
                        Contributor(key=dep.key, concept=dep.concept, value=float(dep.value), decimals=dep.decimals),
                    ],
                )
            )
    return result
