"""DQC.US.0052 — member values (docs/DQC_US_0052, source/us/2024/DQC_0052.xule).

DomesticPlanMember on RetirementPlanSponsorLocationAxis (the DQC rules taxonomy's group ``MemberValues`` and the
members it lists under the axis) organises the presentation; it is not meant to carry values — the country from the
SEC's country taxonomy is. Every fact with that axis and member is flagged. Element id .7487.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import Finding, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.sponsor_location import axis_and_members, facts_with
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0052"
NAME = "Member values"
GROUP = "MemberValues"


def message(f, member: str, version: str | None, element: str) -> str:
    return (
        f"The element  {f.concept} with a value of {f.display_value()} has been used with the axis "
        f"RetirementPlanSponsorLocationAxis and the member {member.split(':')[-1]}. The {member.split(':')[-1]} "
        "element is not intended to be used in the instance document, instead the specific country from the SEC's "
        f"Country Taxonomy is intended to tag the information. \n\nThe properties of this {f.concept} fact are:\n"
        f"Period :{f.display_period()}\nDimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def member_findings(rule: str, view: FilingView, facts, element: str, text) -> list[Finding]:
    return [fact_finding(rule, view, f, element, text(f), raw=None if f.value is not None else f.raw) for f in facts]


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    axis, members = axis_and_members(data, GROUP)
    for member in members:
        element = data.element_of(axis, member) if axis else None
        if axis is None or element is None:
            continue
        facts = [f for f in facts_with(view, axis, member) if matches(concept, period, {f.concept}, {f.period})]
        result.evaluated += 1
        if not facts:
            result.passed += 1
        result.findings += member_findings(
            RULE, view, facts, element, lambda f, m=member, e=element: message(f, m, data.version, e)
        )
    return result
