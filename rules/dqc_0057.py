"""DQC.US.0057 — cash flow opening and closing balances (docs/DQC_US_0057, source/us/2024/DQC_0057.xule).

Each cash flow statement (a ``- Statement -`` role named cashflow that holds StatementOfCashFlowsAbstract, not
parenthetical) must present, as its opening and closing balance, one of the cash, cash equivalents and restricted cash
totals the DQC rules taxonomy lists (group ``CashFlowOpeningAndClosingBalances``, element id .9728). The message lists
the instant (balance) concepts the statement presents instead, read from the filing's instant facts of those concepts.
The .xule's .7494 (a longer, pre-ASU 2016-18 list) has no element id in the 2024 rules taxonomy and is not run; filings
on a us-gaap release before 2018 (before the restricted-cash totals) are not evaluable.
"""

from __future__ import annotations

from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.common import structure_finding
from auditgraph.rules.dqc_0062 import cash_flow_statements
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0057"
NAME = "Cash flow opening and closing balances"
GROUP = "CashFlowOpeningAndClosingBalances"
FIRST_RELEASE = 2018  # the restricted-cash totals (ASU 2016-18)


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    year = taxonomy_year(view.taxonomy or "")
    if year is not None and year < FIRST_RELEASE:
        result.status, result.reason = (
            "not_evaluable",
            (
                f"the rule's balances (cash, cash equivalents and restricted cash: ASU 2016-18) are not in the filing's "
                f"us-gaap {year} release"
            ),
        )
        return result
    required = data.concepts(GROUP)
    element = data.element_of(*required)
    roles = cash_flow_statements(view, either=False)
    if not roles or element is None:
        result.status, result.reason = "not_evaluable", "no presentation role is a cash flow statement"
        return result
    instants = {f.concept for f in view.facts if f.instant}
    for role in roles:
        tree = view.presentation.get(role, {})
        shown = set(tree) | {c for kids in tree.values() for c in kids}
        result.evaluated += 1
        if shown & set(required):
            result.passed += 1
            continue
        if concept is not None or period is not None:
            continue
        balances = ", ".join(sorted(c.split(":")[-1] for c in shown & instants))
        result.findings.append(
            structure_finding(
                RULE,
                view,
                element,
                "us-gaap:StatementOfCashFlowsAbstract",
                (
                    f"One of the following elements {', '.join(c.split(':')[-1] for c in required)} should appear as "
                    f"the opening and closing balance in the cash flow statement using the group {role}.\n Instead the "
                    f"following balance items have been used in this statement {balances}. Due to the implementaion of "
                    "ASU-2016-18 at least one of the opening and closing balance items listed must be used in the cash "
                    f"flow statement. \n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {data.version}"
                ),
                key=[],
                role=role,
            )
        )
    return result
