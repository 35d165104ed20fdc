"""DQC.US.0060 — element dependence for specific elements (docs/DQC_US_0060, source/us/2024/DQC_0060.xule).

A cash flow subtotal for continuing operations (financing .7495, investing .7496, operating .7497: group
``ElementDependenceForSpecificElements`` of the DQC rules taxonomy) reported while neither the activity total nor its
discontinued-operations part (the group named after the subtotal) has any value: the subtotal is flagged, one finding per
fact — the total is the required disclosure. For operating cash flows (.7497) in an annual report (10-K, 10-KT, 10-K/A,
20-F) only periods longer than 290 days count (quarterly data in a 10-K is incomplete), and the .xule fires only when
discontinued-operations income is material (above 5 % of the subtotal); with no discontinued-operations income
reported that holds, otherwise the check needs DQC's list of discontinued income items, which the rules taxonomy does
not carry: .7497 is then listed as not evaluable. Effective for periods ending on or after 2018-06-01 (DQC_0060.md).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.dates import document_type
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0060"
NAME = "Element dependence for specific elements"
GROUP = "ElementDependenceForSpecificElements"
OPERATING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
ANNUAL_FORMS = {"10-K", "10-KT", "10-K/A", "20-F"}
LONG_PERIOD_DAYS = 290
DISCONTINUED_INCOME_PREFIXES = (
    "IncomeLossFromDiscontinuedOperations",
    "DiscontinuedOperationIncomeLoss",
    "DiscontinuedOperationGainLoss",
)


def message(f, companions: list[str], version: str | None, element: str) -> str:
    names = " and ".join(c.split(":")[-1] for c in companions)
    return (
        "This rule reflects updated guidance from the Data Quality Committee which contradicts with historical "
        "rules. This is a change based on the changes in the cashflow ASU published by FASB.\n The element "
        f"{f.concept}  has been reported with a value of {fmt(f.value)}. However no value has been reported for either "
        f"the element(s) {names}. \nIt is expected that if the element {f.concept}  is reported then values would be "
        f"reported for these corresponding elements. If the value of {fmt(f.value)} represents the value of "
        f"{companions[-1].split(':')[-1]} then this more general element should be used as it is a required "
        f"disclosure.\n\nThe properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    annual = document_type(view).upper() in ANNUAL_FORMS
    for sub in data.concepts(GROUP):
        companions = data.concepts(sub.split(":", 1)[1])
        element = data.element_of(sub, *companions)
        if element is None:
            continue

        def counted(c: str, sub: str = sub) -> list:
            fs = view.by_concept.get(c, [])
            return [f for f in fs if f.days > LONG_PERIOD_DAYS] if sub == OPERATING and annual else fs

        facts = counted(sub)
        if not facts:
            continue
        result.evaluated += 1
        if any(counted(c) for c in companions):
            result.passed += 1
            continue
        if sub == OPERATING and any(f.local.startswith(DISCONTINUED_INCOME_PREFIXES) for f in view.facts):
            result.evaluated -= 1
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    concept=sub,
                    reason=(
                        f"{element}: the filing reports discontinued-operations income; whether it is material (above 5 % of "
                        "the subtotal) needs DQC's list of discontinued income items, which the rules taxonomy does not carry"
                    ),
                )
            )
            continue
        for f in sorted(facts, key=lambda f: f.key):
            if matches(concept, period, {sub}, {f.period}):
                result.findings.append(
                    fact_finding(RULE, view, f, element, message(f, companions, data.version, element))
                )
    return result
