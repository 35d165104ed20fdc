"""DQC.US.0095 — scale of common stock outstanding (docs/DQC_US_0095, source/us/2024/DQC_0095.xule).

dei:EntityCommonStockSharesOutstanding (the cover) and us-gaap:CommonStockSharesOutstanding (the balance sheet), the
two concepts of the DQC rules taxonomy's group ``ScaleCommonStockOutstanding``, count the same shares: each positive
cover value is compared with each positive balance-sheet value of the same dimensions whose period ends less than 90
days before the cover's date, and a ratio above 99 or below 0.099 (a factor of about 100) is flagged — a scale error.
Not run when the filing reports more than one share fact on the Subsequent Event axis, or more than one stock split
fact (StockIssuedDuringPeriodSharesStockSplits, …ReverseStockSplits, StockholdersEquityNoteStockSplitConversionRatio1):
a split explains the difference. Element id .9528.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0095"
NAME = "Scale of common stock outstanding"
GROUP = "ScaleCommonStockOutstanding"
COVER = "dei:EntityCommonStockSharesOutstanding"
BALANCE = "us-gaap:CommonStockSharesOutstanding"
SPLITS = (
    "us-gaap:StockIssuedDuringPeriodSharesStockSplits",
    "us-gaap:StockIssuedDuringPeriodSharesReverseStockSplits",
    "us-gaap:StockholdersEquityNoteStockSplitConversionRatio1",
)
HIGH, LOW = Decimal(99), Decimal("0.099")
WINDOW = timedelta(days=90)


def message(cover, bs, version: str | None, element: str) -> str:
    return (
        f"The element {cover.concept} with a value of {fmt(cover.value)} is different than the value reported for "
        f"the concept {bs.concept} with a value of {fmt(bs.value)} by a factor of greater than 100 times. If the "
        "difference is the result of a stock split then tag either the element "
        "StockIssuedDuringPeriodSharesStockSplits, StockIssuedDuringPeriodSharesReverseStockSplits or the element "
        f"StockholdersEquityNoteStockSplitConversionRatio1.\n\nPeriod :{cover.display_period()}\nUnit : {cover.unit}\n"
        f"Dimensions:{dims_text(cover.dims)}\nDecimals: {cover.decimals}\n\nRule Element Id:"
        f"{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    if COVER not in data.concepts(GROUP) or BALANCE not in data.concepts(GROUP):
        result.status, result.reason = "not_evaluable", "the rule data does not name the two share concepts"
        return result
    element = data.element_of(COVER, BALANCE)
    subsequent = [
        f
        for f in view.dimensional
        if f.unit == "shares"
        and any(d.endswith("SubsequentEventTypeAxis=us-gaap:SubsequentEventMember") for d in f.dims)
    ]
    splits = [f for c in SPLITS for f in view.by_concept.get(c, [])]
    if len(subsequent) > 1 or len(splits) > 1:
        result.status, result.reason = (
            "not_evaluable",
            (
                f"the filing reports {len(subsequent)} share facts on the Subsequent Event axis and {len(splits)} stock "
                "split facts: a split may explain a difference of scale (DQC_0095 does not run)"
            ),
        )
        return result
    for cover in sorted(view.by_concept.get(COVER, []), key=lambda f: f.key):
        if cover.value <= 0 or not cover.period_end or element is None:
            continue
        cover_end = date.fromisoformat(cover.period_end)
        for bs in sorted(view.by_concept.get(BALANCE, []), key=lambda f: f.key):
            if (
                bs.value <= 0
                or bs.dims != cover.dims
                or not bs.period_end
                or not date.fromisoformat(bs.period_end) + WINDOW > cover_end
                or not matches(concept, period, {COVER, BALANCE}, {cover.period})
            ):
                continue
            result.evaluated += 1
            factor = cover.value / bs.value
            if LOW <= factor <= HIGH:
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    cover,
                    element,
                    message(cover, bs, data.version, element),
                    evidence=[cover.key, bs.key],
                    contributors=[
                        Contributor(
                            key=cover.key, concept=cover.concept, value=float(cover.value), decimals=cover.decimals
                        ),
                        Contributor(key=bs.key, concept=bs.concept, value=float(bs.value), decimals=bs.decimals),
                    ],
                )
            )
    return result
