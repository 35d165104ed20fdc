"""DQC.US.0055 — required member on an axis (docs/DQC_US_0055, source/us/2024/DQC_0055.xule).

In the filing's presentation linkbase, RetirementPlanSponsorLocationAxis (the DQC rules taxonomy's group
``RequiredMemberOnAnAxis``) must show DomesticPlanMember or ForeignPlanMember (the members the taxonomy lists under the
axis):
- .7493 per network: the axis has more than one descendant and neither member among them;
- .9842 per path from the axis down to a leaf: longer than one and through neither member;
- .9843 per path ending at DomesticPlanMember (it must have the domestic locations as children);
- .9844 per path ending at ForeignPlanMember when no fact carries ForeignPlanMember on the axis.
The two ids shared by the axis and both members are the network-level (.7493) and path-level (.9842) checks, in the
.xule's order; the leaf checks carry the id shared by the axis and one member.
"""

from __future__ import annotations

from auditgraph.rules.common import structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.sponsor_location import axis_and_members, facts_with
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0055"
NAME = "Required member on an axis"
GROUP = "RequiredMemberOnAnAxis"


def paths_from(tree: dict[str, list[str]], start: str) -> list[list[str]]:
    """Every path of children from ``start`` down to a leaf (start excluded), without cycles."""
    out: list[list[str]] = []
    stack = [[c] for c in reversed(tree.get(start, []))]
    while stack:
        path = stack.pop()
        kids = [c for c in tree.get(path[-1], []) if c not in path and c != start]
        if not kids:
            out.append(path)
        stack.extend(path + [c] for c in reversed(kids))
    return out


def message(kind: str, role: str, members: list[str], version: str | None, element: str) -> str:
    listed = ", \n".join(m.split(":")[-1] for m in members)
    text = {
        "network": (
            "Neither the  Domestic Plan [Member] NOR Foreign Plan [Member] has been used on the Retirement Plan "
            f"Sponsor Location [Axis] in the presentation linkbase  {role}."
        ),
        "path": (
            f"For the path including the elements  {', '.join(m.split(':')[-1] for m in members)} neither the  "
            "Domestic Plan [Member] NOR Foreign Plan [Member] has been included in the path of the descendants of "
            f"the Retirement Plan Sponsor Location [Axis] in the presentation linkbase  {role}."
        ),
        "domestic": (
            "The Domestic Plan [Member] has been included as a descendant of the Retirement Plan Sponsor "
            f"Location [Axis] in the presentation linkbase {role}. The FASB requires that this member includes "
            "children elements representing the Domestic Geography. In this case the Domestic Plan [Member] "
            "has no children."
        ),
        "foreign": (
            "The Foreign Plan [Member] has been included as a descendant of the Retirement Plan Sponsor Location "
            f"[Axis] in the presentation linkbase {role}. The FASB requires this member includes children "
            "elements representing the Foreign Geography if no value is reported for the foreign plan member. "
            "In this case the Foreign Plan [Member] has no children."
        ),
    }[kind]
    return (
        f"{text}\n\nThe axis RetirementPlanSponsorLocationAxis has the following members listed under it:\n{listed}"
        f"\n\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    axis, members = axis_and_members(data, GROUP)
    domestic = next((m for m in members if m.endswith(":DomesticPlanMember")), None)
    foreign = next((m for m in members if m.endswith(":ForeignPlanMember")), None)
    if axis is None or domestic is None or foreign is None:
        result.status, result.reason = "not_evaluable", "the rule data does not name the axis and its two members"
        return result
    shared = sorted(
        set(data.elements.get(axis, [])) & set(data.elements.get(domestic, [])) & set(data.elements.get(foreign, [])),
        key=lambda e: int(e.rsplit(".", 1)[-1]),
    )
    network_id, path_id = (shared + [None, None])[:2]
    leaf_id = {
        m: next(
            (e for e in sorted(set(data.elements.get(axis, [])) & set(data.elements.get(m, []))) if e not in shared),
            None,
        )
        for m in (domestic, foreign)
    }
    if concept is not None or period is not None:
        return result

    def add(kind: str, element: str | None, role: str, ms: list[str]) -> None:
        if element is None:
            return
        result.evaluated += 1
        result.findings.append(
            structure_finding(
                RULE, view, element, axis, message(kind, role, ms, data.version, element), key=ms, role=role
            )
        )

    foreign_facts = bool(facts_with(view, axis, foreign))
    for role, tree in sorted(view.presentation.items()):
        if not tree.get(axis):
            continue
        paths = paths_from(tree, axis)
        below = sorted({m for p in paths for m in p})
        if domestic not in below and foreign not in below and len(below) > 1:
            add("network", network_id, role, below)
        for p in paths:
            if domestic not in p and foreign not in p and len(p) > 1:
                add("path", path_id, role, p)
            if p[-1] == domestic:
                add("domestic", leaf_id[domestic], role, p)
            if p[-1] == foreign and not foreign_facts:
                add("foreign", leaf_id[foreign], role, p)
        result.evaluated += 1
        result.passed += 1
    result.passed = result.evaluated - len(result.findings)
    return result
