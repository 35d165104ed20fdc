"""DQC.US.0053 — excluded members from an axis (docs/DQC_US_0053, source/us/2024/DQC_0053.xule).

NonUsMember must not be used on RetirementPlanSponsorLocationAxis (the DQC rules taxonomy's group
``ExcludedMembersFromAnAxis`` and the members it lists under the axis): each fact with that member is flagged; with no
such fact, the member's presence under the axis in the filing's definition linkbase is flagged once. Element id .7489.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, matches, structure_finding
from auditgraph.rules.dqc_0001 import filing_members
from auditgraph.rules.dqc_0052 import member_findings
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.sponsor_location import axis_and_members, facts_with
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0053"
NAME = "Excluded members from an axis"
GROUP = "ExcludedMembersFromAnAxis"


def message(f, member: str, version: str | None, element: str) -> str:
    m = member.split(":")[-1].removesuffix("Member")
    head = (
        f"The member, {m} [Member] is used on the Retirement Plan Sponsor Location [Axis] with the element "
        f"{f.concept.split(':')[-1]} with a value of ${f.display_value()}. The  {m} [Member] member should not be "
        "used with the Retirement Plan Sponsor Location [Axis]."
        if f is not None
        else f"The member, {m} [Member] is used on the Retirement Plan Sponsor Location [Axis] . There are no facts "
        f"associated with this member and axis. {m} [Member] members should not be used with the Retirement Plan "
        "Sponsor Location [Axis]."
    )
    props = (
        (
            f"\n\nThe properties of this {f.concept} fact are:\nPeriod : {f.display_period()}\n"
            f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}"
        )
        if f is not None
        else ""
    )
    return f"{head}{props}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"


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
        result.evaluated += 1
        facts = facts_with(view, axis, member)
        if facts:
            facts = [f for f in facts if matches(concept, period, {f.concept}, {f.period})]
            result.findings += member_findings(
                RULE, view, facts, element, lambda f, m=member, e=element: message(f, m, data.version, e)
            )
        elif member in filing_members(view, axis) and concept is None and period is None:
            dims = [f"{axis}={member}"]
            result.findings.append(
                structure_finding(
                    RULE, view, element, member, message(None, member, data.version, element), key=dims, dims=dims
                )
            )
        else:
            result.passed += 1
    return result
