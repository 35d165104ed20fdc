"""DQC.US.0091 — invalid value for percentage items (docs/DQC_US_0091, source/us/2024/DQC_0091.xule).

A fact of a percentage concept the DQC rules taxonomy lists (group ``PercentageItems``: the base taxonomies'
percentItemType concepts, the effective-tax-rate reconciliation items and InvestmentOwnedPercentOfNetAssets left out)
must not exceed 10, i.e. 1,000 % (1 = 100 % in XBRL): a larger value is a scaling error (200 basis points is 0.02).
Every non-nil fact of a listed concept, with or without dimensions. Element id .9376.
"""

from __future__ import annotations

from decimal import Decimal

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0091"
NAME = "Invalid value for percentage items"
GROUP = "PercentageItems"
LIMIT = Decimal(10)


def message(f, version: str | None, element: str) -> str:
    return (
        f"The element {f.concept} with a value of {fmt(f.value)} has a value greater than a 1,000 percent.  "
        "Percentage items should have a value that are generally between 0 and 1. In XBRL a value of 1 is equal to "
        "100%. Please review the value of the element to ensure that it is scaled correctly.  For example 200 basis "
        f"points should be reported as 0.02.\n \nPeriod :{f.display_period()}\nDimensions : {dims_text(f.dims)}\n"
        f"Unit : {f.unit}\nDecimals: {f.decimals}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    for c in data.concepts(GROUP):
        element = data.element_of(c)
        for f in view.by_concept.get(c, []):
            if element is None or not matches(concept, period, {c}, {f.period}):
                continue
            result.evaluated += 1
            if f.value <= LIMIT:
                result.passed += 1
                continue
            result.findings.append(fact_finding(RULE, view, f, element, message(f, data.version, element)))
    return result
