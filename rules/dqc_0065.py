"""DQC.US.0065 — interest paid net (operating) not on the cash flow (docs/DQC_US_0065, source/us/2024/DQC_0065.xule).

When the filing presents InterestPaid below SupplementalCashFlowInformationAbstract (any role) but neither
InterestPaidNet nor InterestPaidCapitalized, each non-nil, non-zero InterestPaid fact is flagged: InterestPaid includes
capitalized interest, and the supplemental section must give the interest paid net of it. The concept is the DQC rules
taxonomy's (group ``InterestPaidNetOperatingNotOnCashFlow``), with its element id .7502 (the .xule's broader .9593,
over four more supplemental abstracts, has no element id in the 2024 rules taxonomy and is not run).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0065"
NAME = "Interest paid net (operating) not on cash flow"
GROUP = "InterestPaidNetOperatingNotOnCashFlow"
SECTION = "us-gaap:SupplementalCashFlowInformationAbstract"
ALTERNATIVES = ("us-gaap:InterestPaidNet", "us-gaap:InterestPaidCapitalized")


def message(f, version: str | None, element: str) -> str:
    return (
        f"The Supplemental cash flow section has reported a value of {fmt(f.value)} for the element {f.concept} but "
        "the element InterestPaidNet is not included in the supplemental cash flow section. Interest Paid Net of the "
        f"capitalized component must be reported in this section. \nThe element {f.concept} includes capitalized "
        "interest. If this element has no capitalized interest component then use the element InterestPaidNet "
        f"instead.\n\nThe properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    if not view.presentation:
        result.status, result.reason = "not_evaluable", "the filing has no presentation linkbase"
        return result
    section = view.presented_below({SECTION})
    for c in data.concepts(GROUP):
        element = data.element_of(c)
        if element is None or c not in section:
            continue
        result.evaluated += 1
        if any(a in section for a in ALTERNATIVES):
            result.passed += 1
            continue
        facts = [f for f in view.by_concept.get(c, []) if f.value != 0 and matches(concept, period, {c}, {f.period})]
        if not facts:
            result.passed += 1
        for f in sorted(facts, key=lambda f: f.key):
            result.findings.append(fact_finding(RULE, view, f, element, message(f, data.version, element)))
    return result
