"""DQC.US.0048 — required calculation parent element in the cash flow statement (docs/DQC_US_0048,
source/us/2024/DQC_0048.xule).

The cash flow statements are the filing's ``- Statement -`` presentation roles (not parenthetical) that hold
StatementOfCashFlowsAbstract or whose URI contains "cashflow". Their calculation networks must have as a root one of
the concepts the DQC rules taxonomy lists (group ``RequiredCalculationParentElementInCashFlowStatement``: the six
changes in cash and restricted cash, and NetCashProvidedByUsedInContinuingOperations), the last one only together with
NetCashProvidedByUsedInDiscontinuedOperations as another root. The rule fires when no cash flow statement has a
calculation at all, or when none of their calculation networks conforms (then once per network: DQC accepts one
conforming statement among several). An emerging growth company (dei:EntityEmergingGrowthCompany true) is not held to
the change-in-cash root. Not run on registration statements (S-1 … S-20 and amendments), nor on filings of a us-gaap
release before 2018 (the restricted-cash totals did not exist). Element id .7482. Effective for periods ending on
or after 2018-06-01 (DQC_0048.md).
"""

from __future__ import annotations

from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.common import finding_id
from auditgraph.rules.dqc_0062 import cash_flow_statements
from auditgraph.rules.models import Finding, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0048"
NAME = "Required calculation parent element in the cash flow statement"
GROUP = "RequiredCalculationParentElementInCashFlowStatement"
CONTINUING = "us-gaap:NetCashProvidedByUsedInContinuingOperations"
DISCONTINUED = "us-gaap:NetCashProvidedByUsedInDiscontinuedOperations"  # the .xule's companion root of CONTINUING
# The restricted-cash totals the rule requires entered the us-gaap taxonomy for ASU 2016-18 (effective for fiscal
# years after 2017-12-15); filings on older releases cannot use them.
FIRST_RELEASE = 2018


def roots(view: FilingView, role: str) -> list[str]:
    tree = view.calc_by_role.get(role, {})
    children = {e.child for edges in tree.values() for e in edges}
    return sorted(p for p in tree if p not in children)


def conforms(rs: list[str], required: list[str], egc: bool) -> bool:
    cash = [c for c in required if c != CONTINUING]
    return (egc or any(c in rs for c in cash)) or (CONTINUING in rs and DISCONTINUED in rs)


def message(where: str, root_text: str, required: list[str], version: str | None, element: str) -> str:
    listed = ",\n".join(c.split(":")[-1] for c in required if c != CONTINUING)
    return (
        f"The filing should include in the cash flow statement calculation linkbase(s) {where} one of the following "
        "elements as the root(first element) of the calculation tree to represent the aggregate change in cash for "
        f"the period:\n\n{listed}\nNetCashProvidedByUsedInContinuingOperations (As long as the element "
        "NetCashProvidedByUsedInDiscontinuedOperations is also included the reconciliation between opening and "
        f"closing cash).\n\n{root_text}.\n\nRule Element Id: {element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE, registration_excluded=True)
    if data is None:
        return result
    year = taxonomy_year(view.taxonomy or "")
    if year is not None and year < FIRST_RELEASE:
        result.status, result.reason = (
            "not_evaluable",
            (
                f"the rule's change-in-cash roots (cash, cash equivalents, restricted cash: ASU 2016-18) are not in the "
                f"filing's us-gaap {year} release; the 2024 rule holds filings on {FIRST_RELEASE} or later releases to them"
            ),
        )
        return result
    required = data.concepts(GROUP)
    element = next((e for c in required for e in data.elements.get(c, []) if e.startswith(RULE)), f"{RULE}.7482")
    cf_roles = cash_flow_statements(view, either=True)
    if not cf_roles:
        result.status, result.reason = (
            "not_evaluable",
            (
                "no presentation role is a cash flow statement ('- Statement -' in its definition, holding "
                "StatementOfCashFlowsAbstract or named cashflow, not parenthetical)"
            ),
        )
        return result
    egc = (view.dei_value("dei:EntityEmergingGrowthCompany") or "").lower() == "true"
    networks = [r for r in cf_roles if r in view.calc_by_role]
    result.evaluated = max(len(networks), 1)
    if concept is not None or period is not None:
        return result
    if not networks:
        where = ", ".join(cf_roles)
        result.findings.append(
            Finding(
                id=finding_id(
                    element, view.accession, "us-gaap:StatementOfCashFlowsAbstract", "", [], None, cf_roles[0]
                ),
                rule=RULE,
                element_id=element,
                filing=view.accession,
                concept="us-gaap:StatementOfCashFlowsAbstract",
                period="",
                role=cf_roles[0],
                evidence=[],
                message=message(
                    where,
                    f"There are no calculations defined for the role(s)  {where}",
                    required,
                    data.version,
                    element,
                ),
            )
        )
        return result
    if any(conforms(roots(view, r), required, egc) for r in networks):
        result.passed = result.evaluated
        return result
    for r in networks:
        rs = roots(view, r)
        result.findings.append(
            Finding(
                id=finding_id(element, view.accession, "us-gaap:StatementOfCashFlowsAbstract", "", [], None, r),
                rule=RULE,
                element_id=element,
                filing=view.accession,
                concept="us-gaap:StatementOfCashFlowsAbstract",
                period="",
                role=r,
                evidence=[],
                message=message(
                    r,
                    "The calculation linkbase in the filing has the following root elements defined: " + ", ".join(rs),
                    required,
                    data.version,
                    element,
                ),
            )
        )
    return result
