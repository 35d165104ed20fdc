"""DQC.US.0076 — performance obligations with no durations (docs/DQC_US_0076, source/us/2024/DQC_0076.xule).

A remaining performance obligation (amount or percentage: the concepts the DQC rules taxonomy lists under
RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis, the axis of group
``PerformanceObligationsWithNoDurations``) reported on that start-date axis says when satisfaction starts; how long it
lasts is RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod1, on the same axis. When the filing
reports obligations on the axis but no duration on it at all, each such obligation fact is flagged. Element id .7653.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0076"
NAME = "Performance obligations with no durations"
GROUP = "PerformanceObligationsWithNoDurations"
DURATION = "us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod1"


def message(f, axis: str, version: str | None, element: str) -> str:
    member = next((d.split("=", 1)[1] for d in f.dims if d.startswith(axis + "=")), "")
    return (
        f"The filer has reported a value for {f.concept} with a value of {f.display_value()} using the dimension "
        f"member {member} The filer has not reported a duration value for the corresponding elements of either "
        "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod (2017 taxonomy) or "
        "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod1 (2018 and later).\n\n"
        f"The properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\nDimensions : {dims_text(f.dims)}\n"
        f"Unit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    axis = next(iter(data.concepts(GROUP)), None)
    obligations = data.concepts(axis.split(":", 1)[1]) if axis else []
    element = data.element_of(*obligations) if obligations else None
    if axis is None or element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no start-date axis with its obligations"
        return result
    on_axis = [f for f in view.dimensional if any(d.startswith(axis + "=") for d in f.dims)]
    facts = [f for f in on_axis if f.concept in obligations and matches(concept, period, {f.concept}, {f.period})]
    if not facts:
        return result
    has_duration = any(f.concept == DURATION for f in on_axis)
    for f in facts:
        result.evaluated += 1
        if has_duration:
            result.passed += 1
            continue
        result.findings.append(fact_finding(RULE, view, f, element, message(f, axis, data.version, element)))
    return result
