"""DQC.US.0071 — revenue/cost single member (docs/DQC_US_0071, source/us/2024/DQC_0071.xule).

On a statement table (a ``- Statement -`` role's cube, not one with InitialApplicationPeriodCumulativeEffectTransitionAxis)
that has srt:ProductOrServiceAxis, holds one of the revenue or cost line items the DQC rules taxonomy lists (group
``RevenueCostSingleMember``) and puts exactly one member under srt:ProductsAndServicesDomain, a line item broken down by
that single member, with no aggregate value (the same concept, period, unit and other dimensions without the axis), is
flagged: one member is no breakdown — tag the type with the extensible list element, or report the aggregate. Element
id .7646.
"""

from __future__ import annotations

from collections import defaultdict

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0071"
NAME = "Revenue/cost single member"
GROUP = "RevenueCostSingleMember"
AXIS = "srt:ProductOrServiceAxis"
DOMAIN = "srt:ProductsAndServicesDomain"
TRANSITION_AXIS = "us-gaap:InitialApplicationPeriodCumulativeEffectTransitionAxis"


def message(f, member: str, role: str, version: str | None, element: str) -> str:
    return (
        f"The filing has  reported a value for the element {f.concept} with a value of {fmt(f.value)} using the "
        f"ProductOrServiceAxis in the role {role}. However, the only member used to disaggregate the total for "
        f"{f.concept} was the member {member}. If only one member is used on this axis then the filer should either "
        "retag the filing using the element TypeOfRevenueExtensibleList/TypeOfCostGoodOrServiceExtensibleList, or tag "
        f"the aggregate value of {f.concept} without the product or service axis.\n\n"
        f"The properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\nDimensions : {dims_text(f.dims)}\n"
        f"Unit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    items = data.concepts(GROUP)
    element = data.element_of(*items) if items else None
    if element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no revenue or cost line items"
        return result
    flagged: set[str] = set()
    for role, cube in sorted(view.cubes.items()):
        info = view.roles.get(role)
        if (
            info is None
            or "- Statement " not in info.definition
            or AXIS not in cube.axes
            or TRANSITION_AXIS in cube.axes
        ):
            continue
        lines = sorted(set(items) & cube.primary)
        members = view.descendants(role, DOMAIN)
        if not lines or len(members) != 1:
            continue
        groups: dict[tuple, list] = defaultdict(list)
        for c in lines:
            for f in view.by_concept.get(c, []):
                others = tuple(d for d in f.dims if not d.startswith(AXIS + "="))
                groups[(c, f.period, f.unit, others)].append(f)
        for key, fs in sorted(groups.items()):
            with_axis = [f for f in fs if AXIS in f.axes]
            if not with_axis or not matches(concept, period, {key[0]}, {key[1]}):
                continue
            result.evaluated += 1
            if len(with_axis) != 1 or len(fs) > 1 or with_axis[0].key in flagged:
                result.passed += 1
                continue
            f = with_axis[0]
            flagged.add(f.key)
            result.findings.append(
                fact_finding(RULE, view, f, element, message(f, f.axes[AXIS], role, data.version, element), role=role)
            )
    return result
