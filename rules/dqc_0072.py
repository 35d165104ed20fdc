"""DQC.US.0072 — plan asset categories percentage (docs/DQC_US_0072, source/us/2024/DQC_0072.xule).

DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryPercentage (the DQC rules taxonomy's group
``PlanAssetCategoriesPercentage``) is a component of a category's fair value: each fact must carry
DefinedBenefitPlanByPlanAssetCategoriesAxis, with a member below the one the category's total uses — not the member the
filing's definition linkbase puts directly under the axis (its domain). Element id .7647.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0072"
NAME = "Plan asset categories percentage"
GROUP = "PlanAssetCategoriesPercentage"
AXIS = "us-gaap:DefinedBenefitPlanByPlanAssetCategoriesAxis"


def message(f, top: bool, version: str | None, element: str) -> str:
    text = (
        f"It is expected that the concept {f.concept} with a value of {fmt(f.value)} should not be a direct child of "
        f"DefinedBenefitPlanByPlanAssetCategoriesAxis.  The element {f.concept} is supposed to be used as a  component "
        "of DefinedBenefitPlanFairValueOfPlanAssets with a more specific member.  This member should appear on the "
        "DefinedBenefitPlanByPlanAssetCategoriesAxis as a child of the member used to report the value for "
        "DefinedBenefitPlanFairValueOfPlanAssets."
        if top
        else f"The element {f.concept} with a value of {fmt(f.value)} must be used with the dimension "
        "DefinedBenefitPlanByPlanAssetCategoriesAxis."
    )
    return (
        f"{text}\n\nThe properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    tops = {d for (role, axis), ds in view.axis_domains.items() if axis == AXIS for d in ds}
    for c in data.concepts(GROUP):
        element = data.element_of(c)
        for f in sorted(view.by_concept.get(c, []), key=lambda f: f.key):
            if element is None or not matches(concept, period, {c}, {f.period}):
                continue
            result.evaluated += 1
            member = f.axes.get(AXIS)
            if member is not None and member not in tops:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(RULE, view, f, element, message(f, member is not None, data.version, element))
            )
    return result
