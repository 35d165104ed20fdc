"""DQC.US.0046 — inappropriate calculation descendant (docs/DQC_US_0046, source/us/2024/DQC_0046.xule).

The DQC rules taxonomy lists the totals (group ``InappropriateCalculationDescendant``) and, in a group named after each
total, the concepts that must never be its summation-item descendant in the company's calculation linkbase: the effect
of exchange rates below NetCashProvidedByUsedInContinuingOperations (.6839–.6841), below
CashAndCashEquivalentsPeriodIncreaseDecreaseExcludingExchangeRateEffect (.6842) and below
NetCashProvidedByUsedInDiscontinuedOperations (.7480); NetIncomeLoss below an other-comprehensive-income total (.9279).
A total carrying several element ids pairs them, in ascending order, with its group's concepts in the group's order.
Descendants are walked in each calculation network of the filing (role by role). One finding per (network, total,
descendant). Effective for periods ending on or after 2018-01-01 (DQC_0046.md).
"""

from __future__ import annotations

from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import RuleData, start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0046"
NAME = "Inappropriate calculation descendant"
TOTALS = "InappropriateCalculationDescendant"


def checks(data: RuleData) -> list[tuple[str, str, str]]:
    """(element id, total, forbidden descendant) from the rule data."""
    out = []
    for total in data.concepts(TOTALS):
        bad = data.concepts(total.split(":", 1)[1])
        ids = sorted(e for e in data.elements.get(total, []) if e.startswith(RULE))
        if not ids:
            continue
        for i, c in enumerate(bad):
            out.append((ids[i] if len(ids) == len(bad) else ids[0], total, c))
    return out


def paths_below(view: FilingView, role: str, total: str) -> dict[str, list[str]]:
    """descendant -> the path of concepts from the total to it in one calculation network (first found)."""
    tree = view.calc_by_role.get(role, {})
    out: dict[str, list[str]] = {}
    queue = [[total]]
    while queue:
        path = queue.pop(0)
        for e in tree.get(path[-1], []):
            if e.child not in out and e.child != total:
                out[e.child] = path + [e.child]
                queue.append(path + [e.child])
    return out


def message(total: str, child: str, version: str | None, element: str) -> str:
    t, c = total.split(":")[-1], child.split(":")[-1]
    if c == "NetIncomeLoss":  # .9279, DQC's template for the other-comprehensive-income totals
        text = (
            f"The element NetIncomeLoss (Net Income Loss) should not be included as a total of {t}. The OCI element "
            "represents Other Comprehensive Income and should be aggregated with NetIncome Loss to derive the value "
            "of Comprehensive Income. Please remove Net Income Loss from the calculation, or change the total to be "
            "a Comprehensive Income element such as ComprehensiveIncomeNetOfTaxIncludingPortionAttributableTo"
            "NoncontrollingInterest."
        )
    else:
        text = (
            f"The element {t} does not include {c} as defined in the US GAAP Taxonomy.\n\nHowever, in the companies "
            f"extension taxonomy {t} includes {c} as a summation-child. Consider using CashCashEquivalentsRestricted"
            f"CashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect instead of {t}."
        )
    return f"{text}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    if not view.calc:
        result.status, result.reason = "not_evaluable", "the filing has no calculation linkbase"
        return result
    for role in sorted(view.calc_by_role):
        for element, total, bad in checks(data):
            if total not in view.calc_by_role[role] or not matches(concept, None, {total, bad}, set()):
                continue
            result.evaluated += 1
            path = paths_below(view, role, total).get(bad)
            if path is None:
                result.passed += 1
                continue
            result.findings.append(
                structure_finding(
                    RULE,
                    view,
                    element,
                    total,
                    message(total, bad, data.version, element),
                    key=[bad],
                    role=role,
                    evidence=[rel_id("SUMMATION_ITEM", role, a, b, view.accession) for a, b in zip(path, path[1:])],
                )
            )
    return result
