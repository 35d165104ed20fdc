"""DQC.US.0006 — DEI and block tag date contexts (docs/DQC_US_0006).

The duration of each listed dei fact (the rule's concepts in the DQC rules taxonomy) must fit the fiscal period focus:
Q1 65–115 days, Q2 155–205, Q3 245–295, FY 340–390. Transition-period forms (a "T" in the form: 10-KT, 10-QT and their
amendments) are not tested. The finding is about the fact whose context does not fit (fact1 of DQC's template);
element id DQC.US.0006.14. Text blocks and policies, which the rule also covers, are not held by the view (numeric
and dei facts only) and are not tested here.
"""

from __future__ import annotations

from auditgraph.rules.common import fact_finding, matches
from auditgraph.rules.dates import DeiFact, document_type
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0006"
NAME = "DEI and block tag date contexts"
FOCUS = "dei:DocumentFiscalPeriodFocus"
RANGES = {"Q1": (65, 115), "Q2": (155, 205), "Q3": (245, 295), "FY": (340, 390)}


def message(f: DeiFact, focus: str, version: str | None) -> str:
    return (
        f"The number of days, {f.days}, in the date range reported for {f.concept}, {f.start} to {f.end} is not "
        f"consistent with the {FOCUS} value of {focus}.\nThe properties of this {f.concept} fact are:\n"
        f"Period: {f.display_period()}\nDimensions: none\nUnit: none\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    form = document_type(view).upper()
    if "T" in form.split("/")[0].removeprefix("10-").removeprefix("20-").removeprefix("40-"):
        result.status, result.reason = "not_evaluable", f"transition-period form {form}: DQC.US.0006 does not test it"
        return result
    focus = (view.dei_value(FOCUS) or "").upper()
    if focus not in RANGES:
        result.status, result.reason = "not_evaluable", f"dei:DocumentFiscalPeriodFocus is {focus or 'not reported'}"
        return result
    element = data.element_of(FOCUS)
    low, high = RANGES[focus]
    concepts = set(data.concepts())
    for f in (DeiFact(r) for r in view.dei if r["concept"] in concepts):
        if f.days is None or element is None or not matches(concept, period, {f.concept}, {f.period}):
            continue
        result.evaluated += 1
        if low <= f.days <= high:
            result.passed += 1
            continue
        result.findings.append(fact_finding(RULE, view, f, element, message(f, focus, data.version), raw=f.raw))
    return result
