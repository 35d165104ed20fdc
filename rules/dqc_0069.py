"""DQC.US.0069 — plan asset categories component members (docs/DQC_US_0069, source/us/2024/DQC_0069.xule).

DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryAmount (.7642) and
DefinedBenefitPlanAmountOfEmployerAndRelatedPartySecuritiesIncludedInPlanAssets (.7643) — the DQC rules taxonomy's
group ``PlanAssetCategoriesComponentMembers`` — report a part of one plan asset category. Each fact of them:

1. must carry DefinedBenefitPlanByPlanAssetCategoriesAxis;
2. must not use a member that sits directly under the axis in the filing's definition linkbase (its domain): the part
   takes a member below the category's;
3. must be less than DefinedBenefitPlanFairValueOfPlanAssets reported for a parent member of its own (the members the
   filing's definition linkbase puts it under, any role), on every other aspect alike (period, unit, other axes).
   The comparison is the .xule's plain ``>=``, without a decimals tolerance.

A member the definition linkbase does not place under the axis, or whose parent category has no fair value in the same
context, cannot be compared: listed as not evaluable. Nil facts are not read. Effective for periods ending on or after
2019-01-01 (DQC_0069.md).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, NotEvaluable, RuleResult
from auditgraph.rules.plan_asset_categories import AXIS, FAIR_VALUE, alignment, parents_of
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0069"
NAME = "Plan asset categories component members"
GROUP = "PlanAssetCategoriesComponentMembers"
INVESTMENT_WITHIN_CATEGORY = "us-gaap:DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryAmount"


def text_without_axis(f) -> str:
    return (
        f"The element {f.concept} with a value of {fmt(f.value)} must be used with the dimension "
        "DefinedBenefitPlanByPlanAssetCategoriesAxis."
    )


def text_on_domain(f, member: str) -> str:
    return (
        f"It is expected that the concept {f.concept} with a value of {fmt(f.value)}  and having a member of {member} "
        "should not use a member that is a direct child of the axis domain PlanAssetCategoriesDomain.  The element "
        f"{f.concept} is supposed to be used as a  component of DefinedBenefitPlanFairValueOfPlanAssets with a more "
        f"specific member.  The member {member} should appear on the DefinedBenefitPlanByPlanAssetCategoriesAxis as a "
        "child of the member used to report the value for DefinedBenefitPlanFairValueOfPlanAssets."
    )


def text_not_less(f, total) -> str:
    # The two assertions word this message apart: .7642 names the fair value element, .7643 prints its QName.
    greater = "DefinedBenefitPlanFairValueOfPlanAssets" if f.concept == INVESTMENT_WITHIN_CATEGORY else total.concept
    return (
        f"It is expected that the concept {f.concept} with a value of {fmt(f.value)} should be less than the value of "
        f"{greater} with a value of {fmt(total.value)}.  The element {f.concept} is supposed to be used as a  "
        f"component of {total.concept} with a more specific member."
    )


def message(f, text: str, version: str | None, element: str) -> str:
    return (
        f"{text}\n\nThe properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    fair_values = view.by_concept.get(FAIR_VALUE, [])
    for c in data.concepts(GROUP):
        element = data.element_of(c)
        if element is None:
            continue
        for f in sorted(view.by_concept.get(c, []), key=lambda f: f.key):
            if not matches(concept, period, {c}, {f.period}):
                continue
            member = f.axes.get(AXIS)
            if member is None:
                result.evaluated += 1
                result.findings.append(
                    fact_finding(RULE, view, f, element, message(f, text_without_axis(f), data.version, element))
                )
                continue
            parents = parents_of(view, member)
            if AXIS in parents:
                result.evaluated += 1
                text = text_on_domain(f, member)
                result.findings.append(fact_finding(RULE, view, f, element, message(f, text, data.version, element)))
                continue
            totals = [
                t
                for t in fair_values
                if t.axes.get(AXIS) in parents and alignment(t) == alignment(f) and t.duplicate != "inconsistent"
            ]
            if not parents or not totals:
                why = (
                    f"{member} is not placed under {AXIS} in the filing's definition linkbase"
                    if not parents
                    else f"no {FAIR_VALUE} is reported for its parent member(s) {', '.join(sorted(parents))} "
                    "in the same context"
                )
                result.not_evaluable.append(NotEvaluable(rule=RULE, concept=c, period=f.period, reason=why))
                continue
            result.evaluated += 1
            violated = [t for t in sorted(totals, key=lambda t: t.key) if f.value >= t.value]
            if not violated:
                result.passed += 1
                continue
            total = violated[0]
            contributors = [Contributor(key=f.key, concept=f.concept, value=float(f.value), decimals=f.decimals)] + [
                Contributor(
                    key=t.key, concept=t.concept, value=float(t.value), member=t.axes.get(AXIS), decimals=t.decimals
                )
                for t in violated
            ]
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    f,
                    element,
                    message(f, text_not_less(f, total), data.version, element),
                    expected=total.value,
                    contributors=contributors,
                    evidence=[f.key] + [t.key for t in violated],
                )
            )
    return result
