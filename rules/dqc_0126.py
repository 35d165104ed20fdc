"""DQC.US.0126 — calculation check with non-dimensional data (docs/DQC_US_0126, DQC_0126.xule).

For every presentation network whose definition says "- Statement -" and that is a balance sheet, income or
cash flow statement (not equity), and that has no dimensional table in the same role: each concept with
calculation children in that role is checked in the **required context** only — the document period's end
instant, or the report duration ending there (dei:DocumentPeriodEndDate's context); prior periods are
never checked. The total must be reported in the statement's usual decimals (the most frequent decimals of
the network's totals); each child contributes its fact of the same period and unit (preferring the
statement's decimals), times its weight. The comparison is DQC's ``tolerance_for_decimals`` with a factor
of (number of addends + 1). A total with no reported child is not evaluable, never a pass. A calculation
holding LiabilitiesSubjectToCompromise is skipped while the filing reports the Chapter 11 disclosure.
Element id: DQC.US.0126.9590 (the one assertion of the 2024 rule set; 9595 is listed in the rule's element
index but no assertion of the published rule set raises it).
Queries: cypher/rules/common/* (facts, presentation roles, calculation and definition networks).
"""

from __future__ import annotations

from decimal import Decimal

from auditgraph.rules.arithmetic import as_float, dqc_tolerance, lowest_decimals
from auditgraph.rules.common import finding_id, fmt, matches, rel_id
from auditgraph.rules.models import Contributor, Finding, NotEvaluable, RuleResult
from auditgraph.rules.view import CalcEdge, Fact, FilingView, RoleInfo

RULE = "DQC.US.0126"
NAME = "FS calculation check with non-dimensional data"
ELEMENT_ID = f"{RULE}.9590"
BANKRUPTCY_SUBTOTAL = "us-gaap:LiabilitiesSubjectToCompromise"
BANKRUPTCY_DISCLOSURE = "us-gaap:ReorganizationUnderChapter11OfUSBankruptcyCodeDisclosureTextBlock"


def _pick_child(candidates: list[Fact], fs_decimals: str | None) -> Fact | None:
    """DQC's first-value: the child fact in the statement's decimals, else a more precise one, else any."""
    if not candidates:
        return None
    same = [f for f in candidates if f.decimals == fs_decimals]
    if same:
        return same[0]
    fs = lowest_decimals([fs_decimals])
    finer = [f for f in candidates if fs is None or (d := lowest_decimals([f.decimals])) is None or d >= fs]
    return (finer or candidates)[0]


def message(role: RoleInfo, parent: str, total: Fact, addend: Decimal, lines: list[str]) -> str:
    # DQC's published message template for 0126.
    desc = role.definition or role.uri
    return (
        f"The statement {desc} includes an inconsistent calculation. The value of the concept {parent} of "
        f"{fmt(total.value)} should be equal to the sum of its child components defined in the calculation "
        f"linkbase. The sum of these child components is {fmt(addend)}. The values of the addends is determined "
        "by adding the values of the child concepts. The values reported in the financial statement in the "
        f"current reporting period of {total.display_period()} should be complete if the financial statement is "
        f"to be mathematically accurate and complete. The components of {parent} that should add to "
        f"{fmt(total.value)} are comprised of the following:\n\n" + "\n".join(lines) + "\n\n"
        f"The addends are calculated based on the calculation linkbase defined for {desc}. If addends are "
        "missing then the calculation tree should be amended. The rule will not add dimension components as "
        "the financial statement does not include a table. If dimensions are used on the statement then add a "
        "table to ensure that the dimensions are defined correctly.\n\n"
        f"Total Element : {parent}\nTotal Value : {fmt(total.value)}\nTotal period : {total.display_period()}\n"
        f"Dimensions : \nDecimals of Total: {total.decimals}\nUnit of Total: {total.unit}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    report = view.report
    if report is None:
        result.status, result.reason = (
            "not_evaluable",
            "the filing states no document period (dei:DocumentPeriodEndDate)",
        )
        return result
    current = {report.end.replace("-", "")} | (
        {f"{report.start.replace('-', '')}-{report.end.replace('-', '')}"} if report.start else set()
    )
    if period is not None and period not in current:
        result.not_evaluable.append(
            NotEvaluable(
                rule=RULE,
                concept=concept,
                period=period,
                reason=(
                    f"DQC.US.0126 checks only the required context ({' and '.join(sorted(current))}); prior and other "
                    "periods are never checked"
                ),
            )
        )
        return result
    statements = view.statement_roles()
    checked: list[RoleInfo] = []
    for role in statements:
        if role.uri in view.cubes:
            # DQC leaves statements drawn as tables to other rules (0117/0118).
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    role=role.uri,
                    reason=("statement network carries a dimensional table; DQC.US.0126 covers statements without one"),
                )
            )
        elif view.calc_by_role.get(role.uri):
            checked.append(role)
    if not checked:
        result.status = "not_evaluable"
        result.reason = (
            "the filing has no balance sheet, income or cash flow statement without a dimensional table "
            "and with a calculation network"
        )
        return result
    bankrupt: bool | None = None
    for role in checked:
        network = view.calc_by_role[role.uri]
        fs_decimals = view.most_frequent_decimals(set(network))
        for parent in sorted(network):
            edges: list[CalcEdge] = network[parent]
            totals = [
                f
                for f in view.by_concept.get(parent, [])
                if not f.dims and report.is_current(f) and f.decimals == fs_decimals
            ]
            for total in sorted(totals, key=lambda f: (f.unit or "", f.key)):
                if not matches(concept, period, {parent, *(e.child for e in edges)}, {total.period}):
                    continue
                if total.duplicate == "inconsistent":
                    result.not_evaluable.append(
                        NotEvaluable(
                            rule=RULE,
                            concept=parent,
                            period=total.period,
                            role=role.uri,
                            reason="inconsistent duplicate facts for the total",
                        )
                    )
                    continue
                addends: list[tuple[CalcEdge, Fact]] = []
                missing: list[CalcEdge] = []
                for e in edges:
                    f = _pick_child(view.non_dimensional.get((e.child, total.period, total.unit), []), fs_decimals)
                    (addends.append((e, f)) if f else missing.append(e))
                if not addends:
                    result.not_evaluable.append(
                        NotEvaluable(
                            rule=RULE,
                            concept=parent,
                            period=total.period,
                            role=role.uri,
                            reason="no child of the calculation is reported in this context",
                        )
                    )
                    continue
                if any(e.child == BANKRUPTCY_SUBTOTAL for e in edges):
                    if bankrupt is None:
                        bankrupt = view.concept_fact_counts([BANKRUPTCY_DISCLOSURE]).get(BANKRUPTCY_DISCLOSURE, 0) > 0
                    if bankrupt:
                        result.not_evaluable.append(
                            NotEvaluable(
                                rule=RULE,
                                concept=parent,
                                period=total.period,
                                role=role.uri,
                                reason="liabilities subject to compromise under Chapter 11 (DQC exception)",
                            )
                        )
                        continue
                result.evaluated += 1
                addend = sum((f.value * Decimal(str(e.weight)) for e, f in addends), Decimal(0))
                addend_decimals = lowest_decimals([f.decimals for _, f in addends])
                tol = dqc_tolerance(total.value, total.decimals, addend, addend_decimals, len(addends) + 1)
                if not tol.exceeded:
                    result.passed += 1
                    continue
                result.findings.append(_finding(view, role, parent, total, addend, addends, missing, tol))
    return result


def _finding(view, role, parent, total, addend, addends, missing, tol) -> Finding:
    lines = []
    by_child = {e.child: f for e, f in addends}
    for e in sorted(addends + [(m, None) for m in missing], key=lambda x: x[0].child):
        edge = e[0]
        f = by_child.get(edge.child)
        lines.append(f"{'+' if edge.weight > 0 else '-'}  {edge.child.split(':')[-1]}  {fmt(f.value) if f else 'none'}")
    contributors = [
        Contributor(key=f.key, concept=e.child, value=as_float(f.value), weight=e.weight, decimals=f.decimals)
        for e, f in sorted(addends, key=lambda x: x[0].child)
    ]
    contributors += [
        Contributor(key=None, concept=m.child, value=None, weight=m.weight)
        for m in sorted(missing, key=lambda m: m.child)
    ]
    evidence = (
        [total.key]
        + [f.key for _, f in sorted(addends, key=lambda x: x[0].child)]
        + [
            rel_id("SUMMATION_ITEM", role.uri, parent, e.child, view.accession)
            for e, _ in sorted(addends, key=lambda x: x[0].child)
        ]
    )
    difference = total.value - addend
    return Finding(
        id=finding_id(RULE, view.accession, parent, total.period, [], total.unit, role.uri),
        rule=RULE,
        element_id=ELEMENT_ID,
        severity="error",
        filing=view.accession,
        concept=parent,
        period=total.period,
        dims=[],
        unit=total.unit,
        decimals=total.decimals,
        reported=as_float(total.value),
        expected=as_float(addend),
        difference=as_float(difference),
        tolerance=as_float(tol.tolerance),
        contributors=contributors,
        role=role.uri,
        evidence=evidence,
        fact_key=total.key,
        message=message(role, parent, total, addend, lines),
    )
