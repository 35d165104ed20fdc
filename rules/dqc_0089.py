"""DQC.US.0089 — invalid elements used on RangeAxis (docs/DQC_US_0089, source/us/2024/DQC_0089.xule).

The weighted-average remaining lease terms the DQC rules taxonomy lists (group ``InvalidElementsUsedOnRangeAxis``:
OperatingLeaseWeightedAverageRemainingLeaseTerm1, FinanceLeaseWeightedAverageRemainingLeaseTerm1) must not be reported
with srt:RangeAxis, whatever the member: a range of remaining terms has its own elements. Any fact type (these are
durations, not numbers). Element id .9373.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import DimFact, FilingView

RULE = "DQC.US.0089"
NAME = "Invalid elements used on RangeAxis"
GROUP = "InvalidElementsUsedOnRangeAxis"
RANGE_AXIS = "RangeAxis"


def message(f: DimFact, element: str, version: str | None) -> str:
    return (
        f"The element {f.concept} with a value of {f.display_value()} has been reported in the filing using the "
        "RangeAxis. This element cannot be used with the RangeAxis. To record the range of remaining lease terms "
        "use the US GAAP element called LesseeOperatingLeaseRemainingLeaseTerm for operating leases and the US GAAP "
        f"element called LesseeFinanceLeaseRemainingLeaseTerm for finance leases.\n \nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    listed = {c: data.element_of(c) for c in data.concepts(GROUP)}
    for f in view.dimensional:
        element = listed.get(f.concept)
        if element is None or not matches(concept, period, {f.concept}, {f.period}):
            continue
        result.evaluated += 1
        if not any(d.split("=", 1)[0].split(":")[-1] == RANGE_AXIS for d in f.dims):
            result.passed += 1
            continue
        result.findings.append(
            fact_finding(
                RULE, view, f, element, message(f, element, data.version), raw=None if f.value is not None else f.raw
            )
        )
    return result
