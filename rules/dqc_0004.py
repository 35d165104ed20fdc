"""DQC.US.0004 — element values are equal (docs/DQC_US_0004).

DQC.US.0004.16 — Assets = LiabilitiesAndStockholdersEquity — is the ``concept-equivalents`` arc of the DQC rules
taxonomy. The other element ids (9280–9291) are sums whose concepts the taxonomy lists per ruleID reference; which
of them is the total is stated only in DQC_0004.md's table, kept here as ``TOTALS``. A check runs where the total and
every addend are reported with the same period, unit and dimensions (DQC's required facts); 9282 does not run on
facts carrying ConsolidationItemsAxis (the taxonomy's ``ConsolidationItemsAxis`` group). Values are compared at the
lower of their decimals with DQC's tolerance factor of 2 (``dqc_tolerance``).
"""

from __future__ import annotations

from decimal import Decimal

from auditgraph.rules.arithmetic import dqc_tolerance, lowest_decimals
from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0004"
NAME = "Element values are equal"
EQUIVALENCE_ID = f"{RULE}.16"
TOLERANCE_FACTOR = 2
# element id -> the total(s) of its sum (DQC_0004.md rule element id index); the addends are the other concepts the
# DQC rules taxonomy names under that id. 9286 has two alternative totals; 9283's derived values are not built.
TOTALS = {
    "9280": ("us-gaap:Assets",),
    "9281": ("us-gaap:Liabilities",),
    "9282": ("us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",),
    "9283": ("us-gaap:LiabilitiesAndStockholdersEquity",),
    "9284": ("us-gaap:ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest",),
    "9285": ("us-gaap:ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest",),
    "9286": (
        "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseExcludingExchangeRateEffect",
        "us-gaap:CashAndCashEquivalentsPeriodIncreaseDecreaseExcludingExchangeRateEffect",
    ),
    "9287": ("us-gaap:NetCashProvidedByUsedInFinancingActivities",),
    "9288": ("us-gaap:NetCashProvidedByUsedInInvestingActivities",),
    "9289": ("us-gaap:NetCashProvidedByUsedInOperatingActivities",),
    "9290": ("us-gaap:NetCashProvidedByUsedInDiscontinuedOperations",),
    "9291": ("us-gaap:NetCashProvidedByUsedInContinuingOperations",),
}


def message(total, other_label: str, other_value: Decimal, version: str | None) -> str:
    return (
        f"{total.concept} with a value of {fmt(total.value)} is not equal to the total of {other_label} with a value "
        f"of {fmt(other_value)}. These values should be equal.\n"
        f"The properties of this {total.concept} fact are:\nPeriod: {total.display_period()}\n"
        f"Dimensions: {dims_text(total.dims)}\nUnit: {total.unit}\nRule version: {version}"
    )


def _first(view: FilingView, concept: str) -> dict:
    out: dict = {}
    for f in sorted(view.by_concept.get(concept, []), key=lambda f: f.key):
        out.setdefault((f.period, f.unit, f.dims), f)
    return out


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    checks: list[tuple[str, str, list[str]]] = [(EQUIVALENCE_ID, a, [b]) for a, b in data.pairs("CONCEPT_EQUIVALENT")]
    by_element: dict[str, list[str]] = {}
    for c, ids in data.elements.items():
        for e in ids:
            by_element.setdefault(e, []).append(c)
    for element, concepts in sorted(by_element.items()):
        totals = TOTALS.get(element.rsplit(".", 1)[-1], ())
        for t in totals:
            if t in concepts:
                checks.append((element, t, sorted(c for c in concepts if c not in totals)))
    no_consolidation = set(data.concepts("ConsolidationItemsAxis"))
    for element, total_concept, addends in checks:
        parts = [_first(view, c) for c in addends]
        for key, total in sorted(_first(view, total_concept).items(), key=lambda kv: kv[1].key):
            maybe = [p.get(key) for p in parts]
            found = [f for f in maybe if f is not None]
            if len(found) < len(maybe) or not matches(concept, period, {total_concept, *addends}, {total.period}):
                continue
            if (
                element.endswith(".9282")
                and any(d.startswith("srt:ConsolidationItemsAxis=") for d in total.dims)
                and total_concept in no_consolidation
            ):
                continue
            result.evaluated += 1
            addend = sum((f.value for f in found), Decimal(0))
            tol = dqc_tolerance(
                total.value, total.decimals, addend, lowest_decimals([f.decimals for f in found]), TOLERANCE_FACTOR
            )
            if not tol.exceeded:
                result.passed += 1
                continue
            label = " + ".join(c.split(":")[-1] for c in addends)
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    total,
                    element,
                    message(total, label, addend, data.version),
                    expected=addend,
                    evidence=[total.key, *(f.key for f in found)],
                    contributors=[
                        Contributor(
                            key=total.key, concept=total.concept, value=float(total.value), decimals=total.decimals
                        )
                    ]
                    + [
                        Contributor(key=f.key, concept=f.concept, value=float(f.value), weight=1.0, decimals=f.decimals)
                        for f in found
                    ],
                )
            )
    return result
