"""DQC.US.0014 — negative values with no dimensions (docs/DQC_US_0014).

A non-dimensional, numeric, non-nil fact of a concept the DQC rules taxonomy lists for the rule (group
``NegativeValuesWithNoDimensions``) must not be negative. The element id is the concept's ruleID reference
(``DQC.US.0014.<id>``). Dimensional facts are never tested (a breakdown may legitimately carry a negative).
Rule data: cypher/rules/ruledata/* (the rule's own concepts and element ids in the graph).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0014"
NAME = "Negative values with no dimensions"


def message(f, version: str | None) -> str:
    return (
        f"The concept {f.concept} with a value of {fmt(f.value)} is negative. This element should not be reported "
        "with a negative value when it has no dimensions.\n"
        f"The properties of this {f.concept} fact are:\nPeriod: {f.display_period()}\nDimensions: {dims_text(f.dims)}\n"
        f"Unit: {f.unit}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    for c in data.concepts():
        element = data.element_of(c)
        for f in view.by_concept.get(c, []):
            if f.dims or element is None or not matches(concept, period, {c}, {f.period}):
                continue
            result.evaluated += 1
            if f.value >= 0:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(RULE, view, f, element, message(f, data.version), expected=abs(f.value))
            )
    return result
