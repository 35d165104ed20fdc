"""DQC.US.0117 — financial statement tables dimensional cross check (docs/DQC_US_0117, DQC_0117.xule).

For every dimensional table of a balance sheet, income or cash flow statement (not equity) and every checked
axis of that table, per line item (a primary item of the table), period and unit:

- **9574**: the monetary values of the axis's members at the highest reported level of the table's
  domain-member tree (a member is skipped when an ancestor below the domain has a fact) must add up to the
  line item's value without that axis (the default). Only durations equal to the report duration
  (dei:DocumentType's context: the fiscal year of a 10-K, the year to date of a 10-Q) and instants are
  checked; monetary items only.
- **10093**: where facts carry the checked axis and exactly one more axis, the values on the second axis
  must add up to the value with the checked member alone (dei:LegalEntityAxis as the second axis excepted).

DQC runs a breakdown only when every checked member that also appears in multi-axis facts has its own
single-axis value (the subtotal exists), and when the same line item is not broken down on that axis in a
disclosure table, unless a disclosure value exceeds the total. The FASB revenue exceptions (ASC 606 guidance)
apply only to RevenueFromContractWithCustomerExcludingAssessedTax / …IncludingAssessedTax on
ProductOrServiceAxis: with NoninterestIncome among the table's line items, only a member sum above the total
fires; otherwise, with Revenues among the line items and Revenues' calculation in the table's role holding a
606 element and at least one other item, a member sum below the total does not fire. A `Revenues` total
never takes these exceptions. Comparison: DQC's ``tolerance_for_decimals_comp`` with a factor of 2 at the
lowest decimals of the members and the total.
"""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from auditgraph.rules.arithmetic import as_float, dqc_tolerance, lowest_decimals
from auditgraph.rules.common import finding_id, fmt, matches, rel_id
from auditgraph.rules.models import Contributor, Finding, NotEvaluable, RuleResult
from auditgraph.rules.view import Cube, Fact, FilingView

RULE = "DQC.US.0117"
NAME = "Financial statement tables dimensional cross check"
CHECKED_AXES = (
    "StatementClassOfStockAxis",
    "ProductOrServiceAxis",
    "PropertyPlantAndEquipmentByTypeAxis",
    "LongtermDebtTypeAxis",
    "RelatedPartyTransactionsByRelatedPartyAxis",
    "StatementBusinessSegmentsAxis",
    "FinancialInstrumentAxis",
    "LimitedPartnersCapitalAccountByClassAxis",
    "PartnerTypeOfPartnersCapitalAccountAxis",
    "FiniteLivedIntangibleAssetsByMajorClassAxis",
    "InformationByCategoryOfDebtSecurityAxis",
)
REVENUE_606 = (
    "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
    "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax",
)
NONINTEREST_INCOME = "us-gaap:NoninterestIncome"
REVENUES = "us-gaap:Revenues"
LEGAL_ENTITY_AXIS = "LegalEntityAxis"
FACTOR = 2

MSG_BANK = (
    "The value of the dimensions is greater than the default. In the cases of banks reporting non interest "
    "income the value of the revenue default should be at least greater than the dimensionalized values."
)
MSG_CALC = (
    "The calculation breakdown of Revenues should include both Revenue From Contract With Customers and at "
    "least one additional revenue item that includes both 606 and non 606 income, if the sum of Revenue From "
    "Contract With Customers breakdown is not equal to the aggregated value of the dimension members on the "
    "ProductOrServiceAxis. Either add a calculation breakdown of Revenues or represent all the 606 revenue as "
    "members."
)
MSG_NONINTEREST = (
    "When breaking down 606 revenue using the product or service axis and the total does not aggregate, "
    "then the element NoninterestIncome income should be used as the total to comply with the FASB "
    "guidance for breaking down 606 revenue. To correct this error ensure that a the element "
    "NoninterestIncome is included in the presentation and definition linkbases."
)
EXPLANATION = (
    "On the face financial statements it is expected that values reported are dimensionally complete for a "
    "given line item. If you added up the values of the dimensions the resulting sum should represent the "
    "actual aggregate value.  This rule takes the dimensional values of an axis reported on the face "
    "financial statements and adds them up and compares them to the actual aggregate value reported "
    "anywhere in the filing. If they are different the rule reports an error."
)


def _in_period(f: Fact, report_days: int) -> bool:
    return f.days == 0 or f.days == report_days


def _member_string(axis: str, facts: list[Fact]) -> str:
    return "".join(
        f"\t{f.axes[axis].split(':')[-1]} \t --> {fmt(f.value)} \t --> {', '.join(f.dims)} \n" for f in facts
    )


def message_9574(
    role_desc: str, total: Fact, axis: str, member_sum: Decimal, members: list[str], used: list[Fact], additional: str
) -> str:
    return (
        f"In the statement {role_desc} the concept {total.concept} with a value of {fmt(total.value)} is not equal "
        f"to the dimensional breakdown of {fmt(member_sum)} using the dimension {axis} which is comprised of the "
        f"members {', '.join(members)}:\n{_member_string(axis, used)}\n{EXPLANATION}\n{additional}\n"
        f"The properties of this {total.concept} fact are:\nPeriod :{total.display_period()}\nUnit : {total.unit}\n"
        f"Dimensions : {', '.join(total.dims)}"
    )


def message_10093(
    role_desc: str, total: Fact, axis: str, member: str, axis2: str, member_sum: Decimal, used: list[Fact]
) -> str:
    return (
        f"In the statement {role_desc} the concept {total.concept} with a value of {fmt(total.value)} and dimension "
        f"of {axis} and member of {member} is not equal to the dimensional breakdown of {fmt(member_sum)} using the "
        f"dimension {axis} and the second dimension {axis2}:\n{_member_string(axis2, used)}\n{EXPLANATION}\n\n"
        f"The properties of this {total.concept} fact are:\nPeriod :{total.display_period()}\nUnit : {total.unit}\n"
        f"Dimensions : {', '.join(total.dims)}"
    )


def statement_cubes(view: FilingView) -> list[tuple[Cube, str]]:
    """(table, role description) of each face statement drawn as a dimensional table."""
    out = []
    for role in view.statement_roles():
        cube = view.cubes.get(role.uri)
        if cube:
            out.append((cube, role.definition or role.uri))
    return out


def _notes_cubes(view: FilingView) -> list[Cube]:
    return [c for uri, c in sorted(view.cubes.items()) if not (view.roles.get(uri) and view.roles[uri].is_statement)]


class _Groups:
    """The facts of one table and axis, indexed the ways the rule asks for them."""

    def __init__(self, view: FilingView, cube: Cube, axis: str) -> None:
        self.single: dict[tuple, dict[str, Fact]] = defaultdict(dict)  # (concept, period, unit) -> member -> fact
        self.total: dict[tuple, Fact] = {}
        self.multi: list[Fact] = []
        self.pairs: dict[tuple, dict[str, Fact]] = defaultdict(dict)  # (c, p, u, member, axis2) -> member2 -> fact
        for f in view.facts:
            if f.concept not in cube.primary or not f.monetary:
                continue
            g = (f.concept, f.period, f.unit)
            axes = f.axes
            if not axes:
                self.total[g] = f
            elif axis in axes and len(axes) == 1:
                self.single[g][axes[axis]] = f
            elif axis in axes and set(axes) <= set(cube.axes):
                self.multi.append(f)
                if len(axes) == 2:
                    (axis2,) = set(axes) - {axis}
                    self.pairs[(*g, axes[axis], axis2)][axes[axis2]] = f


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    cubes = [(c, d) for c, d in statement_cubes(view) if any(a.split(":")[-1] in CHECKED_AXES for a in c.axes)]
    if not cubes:
        result.status = "not_evaluable"
        result.reason = "no balance sheet, income or cash flow statement with a dimensional table on a checked axis"
        return result
    report = view.report
    if report is None:
        result.status, result.reason = "not_evaluable", "the filing states no document type period (dei:DocumentType)"
        return result
    notes = _notes_cubes(view)
    for cube, desc in cubes:
        for axis in cube.axes:
            if axis.split(":")[-1] not in CHECKED_AXES:
                continue
            groups = _Groups(view, cube, axis)
            _check_9574(view, cube, desc, axis, groups, notes, report.days, result, concept, period)
            _check_10093(view, cube, desc, axis, groups, notes, report.days, result, concept, period)
    return result


def _tree(view: FilingView, role: str, axis: str) -> tuple[list[str], list[str], dict[str, str]]:
    """(domains, members below the domains, member -> parent) of the axis in the table's role."""
    domains = view.axis_domains.get((role, axis), [])
    parent_of: dict[str, str] = {}
    members: list[str] = []
    for d in domains:
        for m in view.descendants(role, d):
            if m not in domains and m not in parent_of:
                members.append(m)
        for p, kids in view.domain_members.get(role, {}).items():
            for k in kids:
                parent_of.setdefault(k, p)
    return domains, members, parent_of


def _ancestors(member: str, parent_of: dict[str, str], domains: list[str]) -> list[str]:
    out, node, seen = [], member, {member}
    while node in parent_of and parent_of[node] not in domains and parent_of[node] not in seen:
        node = parent_of[node]
        seen.add(node)
        out.append(node)
    return out


def _disclosed_elsewhere(notes: list[Cube], concept: str, axis: str) -> bool:
    return any(concept in c.primary and axis in c.axes for c in notes)


def _check_9574(view, cube, desc, axis, groups, notes, report_days, result, concept, period) -> None:
    domains, members, parent_of = _tree(view, cube.role, axis)
    multi_members = {f.axes[axis] for f in groups.multi}
    for g, total in sorted(groups.total.items()):
        c, p, unit = g
        single = groups.single.get(g, {})
        if not single or not matches(concept, period, {c}, {p}):
            continue

        def skip(reason: str) -> None:
            result.not_evaluable.append(NotEvaluable(rule=RULE, concept=c, period=p, role=cube.role, reason=reason))

        if not _in_period(total, report_days):
            if period is not None:  # asked about this period: say why it is not compared
                skip(f"DQC.US.0117 compares instants and durations of the report's length ({report_days} days) only")
            continue
        # The breakdown on more than one axis must have its subtotal on the checked axis alone.
        if multi_members and not all(m in single for m in multi_members):
            skip(f"members broken down on a second axis lack their {axis} subtotal")
            continue
        if _disclosed_elsewhere(notes, c, axis) and not any(f.value > total.value for f in single.values()):
            skip(
                f"the {axis.split(':')[-1]} breakdown of {c} is also given in a disclosure table; DQC.US.0117 "
                "leaves it to that table unless a member exceeds the total"
            )
            continue
        tree_members = members or sorted(m for m in single if m not in domains)
        used: list[Fact] = []
        for m in tree_members:
            if m not in single:
                continue
            if any(a in single for a in _ancestors(m, parent_of, domains)):
                continue  # an ancestor's value stands for this branch
            used.append(single[m])
        if not used:
            continue
        if total.duplicate == "inconsistent":
            result.not_evaluable.append(
                NotEvaluable(rule=RULE, concept=c, period=p, role=cube.role, reason="inconsistent duplicate facts")
            )
            continue
        result.evaluated += 1
        member_sum = sum((f.value for f in used), Decimal(0))
        tol = dqc_tolerance(
            member_sum, lowest_decimals([f.decimals for f in used]), total.value, total.decimals, FACTOR
        )
        fires, additional = tol.exceeded, ""
        if c in REVENUE_606 and axis.split(":")[-1] == "ProductOrServiceAxis":
            if NONINTEREST_INCOME in cube.primary:
                fires, additional = tol.exceeded and member_sum > total.value, MSG_BANK
            elif member_sum < total.value and REVENUES in cube.primary:
                rev = _calc_descendants(view, cube.role, REVENUES)
                if len(rev) > 1 and rev & set(REVENUE_606):
                    fires = False
                else:
                    additional = MSG_CALC
            else:
                additional = MSG_NONINTEREST
        if not fires:
            result.passed += 1
            continue
        nested = [m for m in single if m not in {f.axes[axis] for f in used} and m not in domains]
        ambiguous = len(domains) > 1 or bool(nested) or not members
        contributors = [
            Contributor(
                key=f.key, concept=c, value=as_float(f.value), weight=1.0, member=f.axes[axis], decimals=f.decimals
            )
            for f in used
        ]
        evidence = (
            [total.key]
            + [f.key for f in used]
            + sorted(
                rel_id("DOMAIN_MEMBER", cube.role, parent_of.get(f.axes[axis], ""), f.axes[axis], view.accession)
                for f in used
            )
        )
        result.findings.append(
            Finding(
                id=finding_id(RULE, view.accession, c, p, [axis], unit, cube.role),
                rule=RULE,
                element_id=f"{RULE}.9574",
                severity="error",
                filing=view.accession,
                concept=c,
                period=p,
                dims=[],
                unit=unit,
                decimals=total.decimals,
                reported=as_float(total.value),
                expected=as_float(member_sum),
                difference=as_float(total.value - member_sum),
                tolerance=as_float(tol.tolerance),
                contributors=contributors,
                role=cube.role,
                ambiguous=ambiguous,
                fact_key=total.key,
                evidence=evidence,
                message=message_9574(
                    desc, total, axis, member_sum, members or [f.axes[axis] for f in used], used, additional
                ),
            )
        )


def _calc_descendants(view: FilingView, role: str, start: str) -> set[str]:
    tree = view.calc_by_role.get(role, {})
    out, queue = set(), [start]
    while queue:
        for e in tree.get(queue.pop(), []):
            if e.child not in out:
                out.add(e.child)
                queue.append(e.child)
    return out


def _check_10093(view, cube, desc, axis, groups, notes, report_days, result, concept, period) -> None:
    deeper = [f for f in groups.multi if len(f.axes) > 2]
    for (c, p, unit, member, axis2), parts in sorted(groups.pairs.items()):
        if axis2.split(":")[-1] == LEGAL_ENTITY_AXIS or not matches(concept, period, {c}, {p}):
            continue
        total = groups.single.get((c, p, unit), {}).get(member)
        if total is None or not _in_period(total, report_days):
            continue
        # Facts on a third axis under this member must have their two-axis subtotals.
        sub = {
            f.axes[axis2]
            for f in deeper
            if f.axes.get(axis) == member and axis2 in f.axes and f.concept == c and f.period == p
        }
        if sub and not all(m in parts for m in sub):
            continue
        if _disclosed_elsewhere(notes, c, axis2) and not any(f.value > total.value for f in parts.values()):
            continue
        used = [parts[m] for m in sorted(parts)]
        result.evaluated += 1
        member_sum = sum((f.value for f in used), Decimal(0))
        tol = dqc_tolerance(
            member_sum, lowest_decimals([f.decimals for f in used]), total.value, total.decimals, FACTOR
        )
        if not tol.exceeded:
            result.passed += 1
            continue
        contributors = [
            Contributor(
                key=f.key, concept=c, value=as_float(f.value), weight=1.0, member=f.axes[axis2], decimals=f.decimals
            )
            for f in used
        ]
        result.findings.append(
            Finding(
                id=finding_id(RULE, view.accession, c, p, [axis, axis2, member], unit, cube.role),
                rule=RULE,
                element_id=f"{RULE}.10093",
                severity="error",
                filing=view.accession,
                concept=c,
                period=p,
                dims=list(total.dims),
                unit=unit,
                decimals=total.decimals,
                reported=as_float(total.value),
                expected=as_float(member_sum),
                difference=as_float(total.value - member_sum),
                tolerance=as_float(tol.tolerance),
                contributors=contributors,
                role=cube.role,
                fact_key=total.key,
                evidence=[total.key] + [f.key for f in used],
                message=message_10093(desc, total, axis, member, axis2, member_sum, used),
            )
        )
