"""DQC.US.0077 — satisfaction period with no satisfaction start date axis (docs/DQC_US_0077,
source/us/2024/DQC_0077.xule).

RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod1 (the concept the DQC rules taxonomy lists under
the start-date axis) is a duration that means something only for a start date: each fact of it must carry
RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis, unless it carries srt:RangeAxis (both
axes are the group ``SatisfactionPeriodWithNoSatisfactionStartDateAxis``). Any fact type — the value is a duration, not a
number. Element id .7654.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0077"
NAME = "Satisfaction period with no satisfaction start date axis"
GROUP = "SatisfactionPeriodWithNoSatisfactionStartDateAxis"


def message(f, version: str | None, element: str) -> str:
    return (
        f"The filer has reported a value for the element {f.concept} with a value of {f.display_value()} without "
        "using the axis RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis. This axis "
        f"must be used when reporting a value for {f.concept}. Please refer to the FASB implementation guide on "
        f"Revenue from Contracts with Customers on the FASB website.\n\nThe properties of this {f.concept} fact are:\n"
        f"Period :{f.display_period()}\nDimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    axes = data.concepts(GROUP)
    start_axis = next((a for a in axes if a.endswith("StartDateAxis")), None)
    range_axis = next((a for a in axes if a.endswith(":RangeAxis")), None)
    durations = data.concepts(start_axis.split(":", 1)[1]) if start_axis else []
    element = data.element_of(*durations) if durations else None
    if start_axis is None or element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no start-date axis with its duration"
        return result
    for f in view.any_facts(durations):
        if not matches(concept, period, {f.concept}, {f.period}):
            continue
        result.evaluated += 1
        axes_of = {d.split("=", 1)[0] for d in f.dims}
        if start_axis in axes_of or (range_axis and range_axis in axes_of):
            result.passed += 1
            continue
        result.findings.append(fact_finding(RULE, view, f, element, message(f, data.version, element), raw=f.raw))
    return result
