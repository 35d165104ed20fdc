"""DQC.US.0078 — ownership interest with no ownership axis (docs/DQC_US_0078, source/us/2024/DQC_0078.xule).

The ownership-interest percentages the DQC rules taxonomy lists (group
``OwnershipInterestWithNoOwnershipAxisRuleEvaluatedElements``: managing member or general partner, minority interest by
parent or by noncontrolling owners, subsidiary of an LLC or LP, members or limited partners) say whose interest in which
entity: each fact of them must carry srt:OwnershipAxis (the group ``OwnershipInterestWithNoOwnershipAxis``, which holds
the element id .7655). Every fact without the axis is flagged, with or without other dimensions.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0078"
NAME = "Ownership interest with no ownership axis"
EVALUATED = "OwnershipInterestWithNoOwnershipAxisRuleEvaluatedElements"
AXIS_GROUP = "OwnershipInterestWithNoOwnershipAxis"


def message(f, version: str | None, element: str) -> str:
    return (
        f"The filer has reported a value for the element {f.concept} with a value of {fmt(f.value)} without using "
        f"the axis OwnershipAxis. This axis must be used when reporting a value for {f.concept}. Please refer to the "
        "FASB implementation guide on Dimensional Modeling for Disclosures of Consolidated and Nonconsolidated "
        f"Entities on the FASB website.\n\nThe properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    axis = next(iter(data.concepts(AXIS_GROUP)), None)
    element = data.element_of(axis) if axis else None
    if axis is None or element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no ownership axis with an element id"
        return result
    for c in data.concepts(EVALUATED):
        for f in sorted(view.by_concept.get(c, []), key=lambda f: f.key):
            if not matches(concept, period, {c}, {f.period}):
                continue
            result.evaluated += 1
            if axis in f.axes:
                result.passed += 1
                continue
            result.findings.append(fact_finding(RULE, view, f, element, message(f, data.version, element)))
    return result
