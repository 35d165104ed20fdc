"""DQC.US.0062 — no fact value for the change in cash (docs/DQC_US_0062, source/us/2024/DQC_0062_2017.xule).

A filing that presents a cash flow statement (a ``- Statement -`` role, not parenthetical, whose URI contains "cashflow"
and which holds StatementOfCashFlowsAbstract) must report, without dimensions, a value for one of the change-in-cash
concepts the DQC rules taxonomy lists (group ``NoFactValueForChangeInCash``: the restricted-cash totals after ASU
2016-18, the cash and cash-equivalents totals before it, NetCashProvidedByUsedInContinuingOperations). A nil fact is no
value (DQC: tag a zero). Element id .7501. Effective for periods ending on or
after 2018-01-01 (DQC_0062.md).
"""

from __future__ import annotations

from auditgraph.rules.common import structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0062"
NAME = "No fact value for change in cash"
GROUP = "NoFactValueForChangeInCash"


def cash_flow_statements(view: FilingView, either: bool) -> list[str]:
    """The cash flow statement roles: holding StatementOfCashFlowsAbstract and (0062) or (0048) named cashflow."""
    with_abstract = {r["role"] for r in view.store.run("rules.dqc_0048.cash_flow_roles", {"accession": view.accession})}
    out = []
    for uri, r in sorted(view.roles.items()):
        named = "cashflow" in uri.lower()
        if (
            ((uri in with_abstract or named) if either else (uri in with_abstract and named))
            and "- Statement " in r.definition
            and "parenthetical" not in uri.lower()
        ):
            out.append(uri)
    return out


def message(roles: list[str], listed: list[str], version: str | None, element: str) -> str:
    names = ",\n".join(c.split(":")[-1] for c in listed)
    return (
        f"The filing includes a cash flow statement in the role {','.join(roles)}, but does not report a value for "
        f"the change in cash using any of the following elements:\n\n{names}\n\nIf you have disclosed a change in "
        "cash for the period, one of the above elements should be used, reported with no dimensions (a change of "
        "zero tagged with a value of zero), and not with an extension element.\n\nRule Element Id:"
        f"{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    roles = cash_flow_statements(view, either=False)
    if not roles:
        result.status, result.reason = (
            "not_evaluable",
            (
                "no presentation role is a cash flow statement ('- Statement -' in its definition, named cashflow, holding "
                "StatementOfCashFlowsAbstract, not parenthetical)"
            ),
        )
        return result
    listed = data.concepts(GROUP)
    element = data.element_of(*listed) or f"{RULE}.7501"
    result.evaluated = 1
    if any(not f.dims for c in listed for f in view.by_concept.get(c, [])):
        result.passed = 1
        return result
    if concept is None and period is None:
        result.findings.append(
            structure_finding(
                RULE,
                view,
                element,
                "us-gaap:StatementOfCashFlowsAbstract",
                message(roles, listed, data.version, element),
                key=[],
                role=roles[0],
            )
        )
    return result
