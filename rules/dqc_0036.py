"""DQC.US.0036 — document period end date and its context (docs/DQC_US_0036).

The value of dei:DocumentPeriodEndDate and the end date of its own context may differ by at most 3 days (DQC's
allowance for a 52–53 week year that ends near the calendar date). Element id DQC.US.0036.1, the concept from the
rule's data in the DQC rules taxonomy.
"""

from __future__ import annotations

from auditgraph.rules.common import fact_finding, matches
from auditgraph.rules.dates import DeiFact, iso
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0036"
NAME = "Document period end date context / fact value check"
ALLOWED_DAYS = 3


def message(f: DeiFact, days: int, version: str | None) -> str:
    return (
        f"The value of {f.concept}, {f.raw}, differs from the end date of its context, {f.period_end}, by {days} days; "
        f"the difference should be no more than {ALLOWED_DAYS} days.\nThe properties of this {f.concept} fact are:\n"
        f"Period: {f.display_period()}\nDimensions: none\nUnit: none\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    concepts = set(data.concepts())
    rows = [DeiFact(r) for r in view.dei if r["concept"] in concepts]
    if not rows:
        result.status, result.reason = "not_evaluable", "the filing reports no dei:DocumentPeriodEndDate"
        return result
    for f in rows:
        value, end = iso(f.raw), iso(f.period_end)
        element = data.element_of(f.concept)
        if value is None or end is None or element is None or not matches(concept, period, {f.concept}, {f.period}):
            continue
        result.evaluated += 1
        days = abs((value - end).days)
        if days <= ALLOWED_DAYS:
            result.passed += 1
            continue
        result.findings.append(fact_finding(RULE, view, f, element, message(f, days, data.version), raw=f.raw))
    return result
