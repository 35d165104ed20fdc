"""DQC.US.0044 — accrual items used in investing/financing cash flows (docs/DQC_US_0044, source/us/2024/DQC_0044.xule).

Accrual items are the concepts of the income statement and the statement of stockholders' equity in the us-gaap
release: the summation-item descendants of the totals the DQC rules taxonomy lists in group
``SummationItemDescendants`` (NetIncomeLoss, ComprehensiveIncomeNetOfTax …) and the parent-child descendants of the
abstracts in group ``ParentChildDescendants`` (IncomeStatementAbstract, StatementOfStockholdersEquityAbstract …), each
network of the release walked on its own. An accrual item that is a summation-item descendant of a financing total
(.6834) or an investing total (.7503) in the filing's calculation linkbase (group
``AccrualItemsUsedInCashFlowReconciliation``, element ids from the rules taxonomy) is flagged once per non-zero fact
(any period, any dimensions). Not evaluable without a us-gaap release in the graph (the accrual items are read from
it). Effective for periods ending on or after 2018-06-01 (DQC_0044.md); DQC's rule-form lookup applies.
"""

from __future__ import annotations

from auditgraph.rules.calc_navigation import below_in_release, paths_below
from auditgraph.rules.common import dims_text, fact_finding, fmt, matches, rel_id
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0044"
NAME = "Accrual items used in investing/financing cash flows"
TOTALS = "AccrualItemsUsedInCashFlowReconciliation"
SUMMATION = "SummationItemDescendants"
PRESENTATION = "ParentChildDescendants"
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the accrual items "
    "are the release's income statement and equity statement concepts"
)


def message(f, section: str, cik: str | None, version: str | None, element: str) -> str:
    label = "financing" if section == "financing" else "investing"
    case = "a financing cashflow element" if section == "financing" else "a cashflow element"
    return (
        f"The concept {f.concept} with a value of {fmt(f.value)} is an accrual-based item in the US GAAP taxonomy that "
        f"is included in the sum of cash provided by (used in) {label} activities in the cash flows of the extension "
        f"taxonomy.\n\nAccrual-based concepts do not belong and should not be included in the {label} section of the "
        "cash flows statement of the extension taxonomy.  We have seen this problem occur for a couple of reasons. \n"
        "1. The company has used an item that is an accrual item that would normally be in the income statement or "
        f"shareholders equity and has used it as a replacement for {case}.  These are different concepts and should "
        "not be interchanged.  This can occur for operating cashflow items where a reconciliation to net income is "
        f"presented.\n2. In other cases we have seen the filer use the sum of {label} cash flows to represent "
        "operating cash flows.  This is an element selection error that sometime occurs and is easily addressed by "
        f"replacing either the element NetCashProvidedByUsedIn{label.title()}ActivitiesContinuingOperations or "
        f"NetCashProvidedByUsedIn{label.title()}Activities with the operating cash flow item.\n\nIf case one above "
        f"applies replace {f.concept} with an appropriate US GAAP taxonomy cash flows item, if available or, if not, "
        "consider extending a concept. Alternatively if case two applies then replace the investing activities parent "
        f"with the operating activities parent.\n\nThe properties of this {f.concept} fact are:\nPeriod :"
        f"{f.display_period()}\nDimensions : {dims_text(f.dims)}\nUnit : {f.unit}\nEntity : {cik or ''}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    release, _ = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    # The filing's descendants of each element id's totals (financing .6834, investing .7503), with a path each.
    below: dict[str, dict[str, tuple[str, list[str]]]] = {}
    sections: dict[str, str] = {}
    for total in data.concepts(TOTALS):
        element = data.element_of(total)
        if element is None:
            continue
        sections[element] = "financing" if "Financing" in total else "investing"
        for role, tree in sorted(view.calc_by_role.items()):
            for child, path in paths_below(tree, total).items():
                below.setdefault(element, {}).setdefault(child, (role, path))
    if not below:
        return result  # no financing or investing total has descendants: nothing to check
    candidates = {c for found in below.values() for c in found}
    accrual = below_in_release(view, release, candidates, set(data.concepts(SUMMATION)), "calc") | below_in_release(
        view, release, candidates, set(data.concepts(PRESENTATION)), "pres"
    )
    for element, found in sorted(below.items()):
        section = sections[element]
        for child, (role, path) in sorted(found.items()):
            if not matches(concept, None, {child, path[0]}, set()):
                continue
            result.evaluated += 1
            facts = [
                f for f in view.by_concept.get(child, []) if f.value != 0 and matches(None, period, set(), {f.period})
            ]
            if child not in accrual or not facts:
                result.passed += 1
                continue
            evidence = [rel_id("SUMMATION_ITEM", role, a, b, view.accession) for a, b in zip(path, path[1:])]
            for f in sorted(facts, key=lambda f: f.key):
                result.findings.append(
                    fact_finding(
                        RULE,
                        view,
                        f,
                        element,
                        message(f, section, view.cik, data.version, element),
                        role=role,
                        evidence=[f.key, *evidence],
                    )
                )
    return result
