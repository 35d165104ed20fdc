"""DQC.US.0043 — incorrect calculation weights in operating cash flows (docs/DQC_US_0043, source/us/2024/DQC_0043.xule).

In each calculation network of the filing, every summation-item descendant of the operating cash flow total is judged
by its balance: a credit concept must reach the total with a negative effective weight (the product of the weights on
its path), a debit concept with a positive one; a zero effective weight (the concept added on paths with different
signs) is flagged too. A concept without a balance attribute is not judged. The walk stops at, and leaves out, the
net income items the reconciliation starts from: the .xule's $INCOME_ITEMS (rules/dqc_data/2024, with the company's
credit concepts named ``…IncomeLoss…`` other than equity-method ones) and, for .7488, the company's monetary credit
concepts named ``…NetIncome…``.

.7488 runs below NetCashProvidedByUsedInOperatingActivities when the filing reports it; .6833 below
NetCashProvidedByUsedInOperatingActivitiesContinuingOperations when the filing reports that and not the total. The
totals and element ids are the DQC rules taxonomy's (group ``IncorrectCalculationWeights``). One finding per
(network, descendant). A descendant whose declaration the graph lacks (a us-gaap concept known only from a locator:
the partial package has no elts/us-gaap-YYYY.xsd) has no known balance and is listed as not evaluable, never guessed.
The .xule's .9873 and .9875 have no element id in the 2024 rules taxonomy and are not run. Effective for periods
ending on or after 2018-06-01 (DQC_0043.md); DQC's rule-form lookup applies.
"""

from __future__ import annotations

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.calc_navigation import effective_weight, package_names, paths_below
from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0043"
NAME = "Incorrect calculation weights in operating cash flows"
GROUP = "IncorrectCalculationWeights"
OPERATING = "us-gaap:NetCashProvidedByUsedInOperatingActivities"
CONTINUING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
NO_BALANCE = (
    "the graph holds no declaration of this concept (known only from a locator: the us-gaap package loaded lacks "
    "elts/us-gaap-YYYY.xsd), so its debit/credit balance is unknown"
)


def _extension_income_items(info: dict[str, dict]) -> tuple[set[str], set[str]]:
    """($INCOME_LOSS_EXTENSION_ITEMS, the .7488 extension net income items) among the given declared concepts."""
    loss, net = set(), set()
    for q, r in info.items():
        if not r.get("declared") or family_of(r.get("namespace") or "") is not None or r.get("balance") != "credit":
            continue
        name = q.split(":")[-1].lower()
        if "incomeloss" in name and "equitymethod" not in name and "equityincomeloss" not in name:
            loss.add(q)
        if "netincome" in name and (r.get("data_type") or "").endswith(":monetaryItemType"):
            net.add(q)
    return loss, net


def message(top: str, bottom: str, balance: str | None, role_text: str, zero: bool, version: str | None, element):
    t, b = top.split(":")[-1], bottom.split(":")[-1]
    if balance == "credit":
        text = (
            f"The concept {b} is included in the calculation of {t}. This is in the role {role_text}. {b} is a credit "
            f"balance type concept representing a natural cash outflow in the reconciliation of net income (loss) to "
            f"{t}.\nA credit balance type concept should always be assigned a negative one (-1) calculation weight as "
            f"it is a deduction from net income (loss) to reconcile to {t}. {b} has been incorrectly provided a "
            "positive one (+1) calculation weight in the extension taxonomy. \nCorrect the calculation weight to "
            "negative one (-1) and input the value as a positive amount if it is a deduction of a non-cash income or "
            "gain, an increase in an asset, or a decrease in a liability. If the value is an add-back of a non-cash "
            "expense or loss, decrease in an asset, or an increase in a liability and "
            f"{b} is the correct concept, input a negative value."
        )
    else:
        text = (
            f"The concept {b} is included in the calculation of {t}. This is in the role {role_text}. {b} is a debit "
            f"balance type concept representing a natural cash inflow in the reconciliation of net income (loss) to "
            f"{t}.\nA debit balance type concept should always be assigned a positive one (+1) calculation weight as "
            f"it is an addition to net income (loss) to reconcile to {t}. {b} has been incorrectly provided a "
            "negative one (-1) calculation weight in the extension taxonomy. \nCorrect the calculation weight to "
            "positive one (+1) and input the value as a positive amount if it is an addition of a non-cash expense or "
            "loss, a decrease in an asset, or an increase in a liability. If the value is an increase in an asset or "
            f"a decrease in a liability and {b} is the correct concept, input a negative value."
        )
    alt = (
        f"In this case the company has reported the child concept {b} multiple times with alternative weights."
        if zero
        else ""
    )
    gap = "\n\n\n" if element.endswith(".6833") else "\n\n"
    return f"{text}  {alt} {gap}Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    reported = {c for c in (OPERATING, CONTINUING) if view.by_concept.get(c)}
    # The .xule's two assertions: the total when it is reported, else the continuing-operations total alone.
    tops = [c for c in data.concepts(GROUP) if c in reported and (c == OPERATING or OPERATING not in reported)]
    in_calc = sorted({q for e in view.calc for q in (e.parent, e.child)})
    info = {r["qname"]: r for r in view.store.run("rules.dqc_0043.concepts", {"concepts": in_calc})}
    income_loss_ext, net_income_ext = _extension_income_items(info)
    role_text = {
        r["uri"]: r["definition"] or r["uri"]
        for r in view.store.run("rules.dqc_0043.role_definitions", {"uris": sorted(view.calc_by_role)})
    }
    for top in tops:
        element = data.element_of(top)
        if element is None:
            continue
        stop = package_names("dqc_0043_income_items.csv") | income_loss_ext
        if top == OPERATING:
            stop = stop | net_income_ext
        for role, tree in sorted(view.calc_by_role.items()):
            for bottom, path in sorted(paths_below(tree, top, frozenset(stop)).items()):
                if not matches(concept, None, {top, bottom}, set()):
                    continue
                r = info.get(bottom) or {}
                if not r.get("declared"):
                    result.not_evaluable.append(NotEvaluable(rule=RULE, concept=bottom, role=role, reason=NO_BALANCE))
                    continue
                result.evaluated += 1
                balance = r.get("balance")
                weight = effective_weight(tree, top, bottom)
                wrong = (balance == "credit" and weight is not None and weight >= 0) or (
                    balance == "debit" and weight is not None and weight <= 0
                )
                if not wrong:
                    result.passed += 1
                    continue
                result.findings.append(
                    structure_finding(
                        RULE,
                        view,
                        element,
                        bottom,
                        message(top, bottom, balance, role_text.get(role, role), weight == 0, data.version, element),
                        key=[top],
                        role=role,
                        evidence=[rel_id("SUMMATION_ITEM", role, a, b, view.accession) for a, b in zip(path, path[1:])],
                    )
                )
    return result
