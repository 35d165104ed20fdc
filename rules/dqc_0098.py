"""DQC.US.0098 — liability revenue recognized (docs/DQC_US_0098, source/us/2024/DQC_0098.xule).

ContractWithCustomerLiabilityRevenueRecognized is the part of the opening contract liability recognized as revenue in
the period, so it cannot exceed that opening balance: the instant at the start of the fact's period (the day before its
start date, XBRL's end-of-day instants), same dimensions and unit. The DQC rules taxonomy's group
``LiabilityRevenueRecognized`` gives the balances and element ids:
- .9531 against ContractWithCustomerLiability, DQC's tolerance of 2 at the lower of the two facts' decimals;
- .9532 when that is not reported, against ContractWithCustomerLiabilityCurrent + …Noncurrent (both needed), with no
  tolerance beyond rounding to the lowest decimals of the three facts.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from auditgraph.rules.arithmetic import dqc_tolerance, lowest_decimals, round_to
from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import Fact, FilingView

RULE = "DQC.US.0098"
NAME = "Liability revenue recognized"
GROUP = "LiabilityRevenueRecognized"
RECOGNIZED = "us-gaap:ContractWithCustomerLiabilityRevenueRecognized"
TOTAL = "us-gaap:ContractWithCustomerLiability"
CURRENT, NONCURRENT = "us-gaap:ContractWithCustomerLiabilityCurrent", "us-gaap:ContractWithCustomerLiabilityNoncurrent"


def message(f, opening: Decimal, what: str, on: str, version: str | None, element: str) -> str:
    return (
        f"The element ContractWithCustomerLiabilityRevenueRecognized with a value of {fmt(f.value)} is greater than "
        f"the opening balance{what} of {fmt(opening)} on {on}. The element ContractWithCustomerLiabilityRevenue"
        "Recognized represents the amount from the opening balance that was recognized during the period. For this "
        f"reason it cannot be greater than the opening balance.\n\nThe properties of this {f.concept} fact are:\n"
        f"Period :{f.display_period()}\nDimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    listed = data.concepts(GROUP)
    if not {TOTAL, CURRENT, NONCURRENT} <= set(listed):
        result.status, result.reason = "not_evaluable", "the rule data does not name the contract liability balances"
        return result
    whole_id, parts_id = data.element_of(TOTAL), data.element_of(CURRENT, NONCURRENT)

    def balance(c: str, instant: str, f: Fact) -> Fact | None:
        return next(
            (
                b
                for b in sorted(view.by_concept.get(c, []), key=lambda b: b.key)
                if b.instant == instant and b.dims == f.dims and b.unit == f.unit
            ),
            None,
        )

    for f in sorted(view.by_concept.get(RECOGNIZED, []), key=lambda f: f.key):
        if not f.start or not matches(concept, period, {RECOGNIZED}, {f.period}):
            continue
        opening_day = (date.fromisoformat(f.start) - timedelta(days=1)).isoformat()
        whole = balance(TOTAL, opening_day, f)
        if whole is not None and whole_id:
            result.evaluated += 1
            tol = dqc_tolerance(f.value, f.decimals, whole.value, whole.decimals, 2)
            if tol.left_rounded - tol.right_rounded <= tol.tolerance:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    f,
                    whole_id,
                    message(
                        f,
                        whole.value,
                        " of ContractWithCustomerLiability with an opening balance",
                        opening_day,
                        data.version,
                        whole_id,
                    ),
                    expected=whole.value,
                    evidence=[f.key, whole.key],
                    contributors=[
                        Contributor(key=f.key, concept=f.concept, value=float(f.value), decimals=f.decimals),
                        Contributor(key=whole.key, concept=TOTAL, value=float(whole.value), decimals=whole.decimals),
                    ],
                )
            )
            continue
        cur, non = balance(CURRENT, opening_day, f), balance(NONCURRENT, opening_day, f)
        if cur is None or non is None or parts_id is None:
            continue
        result.evaluated += 1
        d = lowest_decimals([f.decimals, cur.decimals, non.decimals])
        opening = cur.value + non.value
        if round_to(f.value, d) <= round_to(opening, d):
            result.passed += 1
            continue
        result.findings.append(
            fact_finding(
                RULE,
                view,
                f,
                parts_id,
                message(
                    f,
                    opening,
                    "s of ContractWithCustomerLiabilityCurrent and ContractWith"
                    "CustomerLiabilityNoncurrent combined which have an aggregate opening "
                    "balance",
                    opening_day,
                    data.version,
                    parts_id,
                ),
                expected=opening,
                evidence=[f.key, cur.key, non.key],
                contributors=[
                    Contributor(key=f.key, concept=f.concept, value=float(f.value), decimals=f.decimals),
                    Contributor(
                        key=cur.key, concept=CURRENT, value=float(cur.value), weight=1.0, decimals=cur.decimals
                    ),
                    Contributor(
                        key=non.key, concept=NONCURRENT, value=float(non.value), weight=1.0, decimals=non.decimals
                    ),
                ],
            )
        )
    return result
