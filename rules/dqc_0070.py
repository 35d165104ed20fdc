"""DQC.US.0070 — plan asset dimensional aggregation (docs/DQC_US_0070, source/us/2024/DQC_0070.xule).

DefinedBenefitPlanFairValueOfPlanAssets without DefinedBenefitPlanByPlanAssetCategoriesAxis (the axis is the DQC
rules taxonomy's group ``PlanAssetDimensionalAggregation``, element id .7645) must equal the sum of its values on the
axis's members, in each table of the filing's definition linkbase that breaks plan assets down by category: a table
whose primary items include the fair value, include no monetary duration item (a roll-forward), and whose dimensions
include the categories axis but not srt:RangeAxis (a target allocation). Per table (in role order), per context
(period, unit and every other axis alike):

- the members are the axis's tree in that role, without us-gaap:PlanAssetCategoriesDomain; a member is left out when
  one of its ancestors in the role carries a fair value in that context (no double counting of a hierarchy);
- the member facts are the fair values valid in the table (no axis outside it) on those members;
- the total is the fair value without the categories axis; a context without one, or whose members sum to zero, is not
  compared (as the .xule does);
- DQC's ``tolerance_for_decimals_comp`` with a factor of 2 at the lower of the member facts' lowest decimals and the
  total's.

A primary item's period and data type come from its declaration in the graph, else from the filing's facts of it (a
us-gaap concept whose declaration the shared package lacks). Inconsistent duplicate facts make the context not
evaluable. Effective for periods ending on or after 2019-01-01 (DQC_0070.md); the .xule's ``applicable_form`` is taken
as DQC's registration-statement exclusion, as in 0068.
"""

from __future__ import annotations

from decimal import Decimal

from auditgraph.rules.arithmetic import as_float, dqc_tolerance, lowest_decimals
from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, NotEvaluable, RuleResult
from auditgraph.rules.plan_asset_categories import AXIS, DOMAIN, FAIR_VALUE, by_alignment, tree_arcs
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import Cube, Fact, FilingView

RULE = "DQC.US.0070"
NAME = "Plan asset dimensional aggregation"
GROUP = "PlanAssetDimensionalAggregation"
RANGE_AXIS = "srt:RangeAxis"
FACTOR = 2


def message(total: Fact, used: list[Fact], member_sum: Decimal, uri: str, description: str, version, element) -> str:
    components = "".join(
        f"\t{f.axes[AXIS].rsplit(':', 1)[-1]} --> {fmt(f.value)} --> {', '.join(f.dims)} \n" for f in used
    )
    return (
        f"The concept DefinedBenefitPlanFairValueOfPlanAssets with a defaulted value of {fmt(total.value)} is not equal "
        "to the aggregated value of the dimensionally qualified components on the axis "
        f"DefinedBenefitPlanByPlanAssetCategoriesAxis which has an aggregate value of {fmt(member_sum)} based on the "
        "data in the filing. \nThe aggregated value is calculated by adding the members in the network "
        f"{description} with the uri {uri}. The values of the calculation components are as follows:\n{components}\n\n"
        "The value of a concept broken down by its components along the DefinedBenefitPlanByPlanAssetCategoriesAxis "
        "axis should  be equal to its component pieces. An error could occur for one of the following reasons:\n\n"
        "1. The values of the plan assets by category have been further disaggregated by additional dimensions such "
        "as geography. Plan Asset categories should not be dimensionally disaggregated and members should be defined "
        "for each security class reported. i.e. Equity Securities in the US should be represented as a single "
        f"member.\n\n2. The  default value of {fmt(total.value)} is incorrectly totaled for "
        "DefinedBenefitPlanFairValueOfPlanAssets \n\n3. Not all dimension members or additional dimensions have been "
        "defined on the category axis DefinedBenefitPlanByPlanAssetCategoriesAxis. \n\n4. The filer has reported a sub "
        "component of plan assets that does not represent a complete breakdown of the total. In these cases the "
        "element DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryAmount should be used instead of the "
        "element DefinedBenefitPlanFairValueOfPlanAssets.\n\nThis rule aggregates the value of member components "
        "located on the axis at the highest level of aggregation to avoid double counting in the event that the "
        f"company uses a hierarchy of members.\n\nThe properties of this {total.concept} fact are:\n"
        f"Period :{total.display_period()}\nDimensions : {dims_text(total.dims)}\nUnit : {total.unit}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def monetary_durations(view: FilingView, concepts: set[str]) -> set[str]:
    """The concepts among these that are monetary items of duration period type."""
    out: set[str] = set()
    rows = {r["qname"]: r for r in view.store.run("rules.dqc_0070.concept_types", {"concepts": sorted(concepts)})}
    for c in sorted(concepts):
        r = rows.get(c)
        if r and r["declared"] is not False and r["period_type"] and r["data_type"]:
            if r["period_type"] == "duration" and r["data_type"].endswith("monetaryItemType"):
                out.add(c)
        elif any(f.days > 0 and f.monetary for f in view.by_concept.get(c, [])):
            out.add(c)  # no declaration in the graph: the filing's own facts of it say what it is
    return out


def plan_asset_tables(view: FilingView) -> list[Cube]:
    candidates = [
        cube
        for _, cube in sorted(view.cubes.items())
        if FAIR_VALUE in cube.primary and AXIS in cube.axes and RANGE_AXIS not in cube.axes
    ]
    rollforward = monetary_durations(view, {c for cube in candidates for c in cube.primary})
    return [cube for cube in candidates if not cube.primary & rollforward]


def ancestors(view: FilingView, role: str, member: str) -> set[str]:
    """Domain-member ancestors of ``member`` in ``role``."""
    up: dict[str, set[str]] = {}
    for parent, children in view.domain_members.get(role, {}).items():
        for c in children:
            up.setdefault(c, set()).add(parent)
    out, queue = set(), [member]
    while queue:
        for p in up.get(queue.pop(), ()):
            if p not in out:
                out.add(p)
                queue.append(p)
    return out


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE, registration_excluded=True)
    if data is None:
        return result
    element = data.element_of(AXIS)
    if element is None:
        result.status, result.reason = "not_evaluable", f"the rule data gives {AXIS} no element id"
        return result
    if not matches(concept, None, {FAIR_VALUE}, set()):
        return result
    fair_values = [f for f in view.by_concept.get(FAIR_VALUE, []) if matches(None, period, set(), {f.period})]
    totals = by_alignment([f for f in fair_values if AXIS not in f.axes])
    for cube in plan_asset_tables(view):
        members: list[str] = []
        for _, _, t in tree_arcs(view, AXIS, cube.role):
            if t != DOMAIN and t not in members:
                members.append(t)
        in_table = [f for f in fair_values if AXIS in f.axes and set(f.axes) <= set(cube.axes)]
        for key, facts in sorted(by_alignment(in_table).items()):
            valued = {f.axes[AXIS] for f in facts}
            used = [
                f
                for m in members
                if not (ancestors(view, cube.role, m) - {DOMAIN}) & valued
                for f in sorted(facts, key=lambda f: f.key)
                if f.axes[AXIS] == m
            ]
            if not used:
                continue
            total_facts = totals.get(key, [])
            if not total_facts:
                continue  # no total in this context: the .xule does not compare
            total = total_facts[0]
            if len(total_facts) > 1 or any(f.duplicate == "inconsistent" for f in [total, *used]):
                result.not_evaluable.append(
                    NotEvaluable(
                        rule=RULE,
                        concept=FAIR_VALUE,
                        period=total.period,
                        role=cube.role,
                        reason="inconsistent duplicate facts",
                    )
                )
                continue
            member_sum = sum((f.value for f in used), Decimal(0))
            if member_sum == 0:
                continue
            result.evaluated += 1
            tol = dqc_tolerance(
                total.value, total.decimals, member_sum, lowest_decimals([f.decimals for f in used]), FACTOR
            )
            if not tol.exceeded:
                result.passed += 1
                continue
            role = view.roles.get(cube.role)
            finding = fact_finding(
                RULE,
                view,
                total,
                element,
                message(total, used, member_sum, cube.role, role.definition if role else "", data.version, element),
                expected=member_sum,
                role=cube.role,
                contributors=[
                    Contributor(
                        key=total.key, concept=total.concept, value=as_float(total.value), decimals=total.decimals
                    )
                ]
                + [
                    Contributor(
                        key=f.key, concept=f.concept, value=as_float(f.value), member=f.axes[AXIS], decimals=f.decimals
                    )
                    for f in used
                ],
                evidence=[total.key] + [f.key for f in used],
            )
            finding.tolerance = float(tol.tolerance)
            result.findings.append(finding)
    return result
