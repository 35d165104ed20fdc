"""Two reported lines a bare phrase names equally ("Costco revenue": total revenue or net sales; "UPS equity": the
stockholders' or the total including noncontrolling interests; "General Mills net earnings": attributable to the
company or including noncontrolling interests; "deferred tax assets": gross or net). Asked without the word that
tells them apart, the question is ambiguous where the filing reports both with different values for the asked period
and members, and the answer lists both rather than choosing one; asked with that word ("total revenue", "net sales",
"attributable to", "gross"), the line the word names answers."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.measures import G


@dataclass(frozen=True)
class Rivals:
    phrases: frozenset[str]  # the bare phrases (lower case) that name every one of the lines
    concepts: tuple[str, ...]  # the lines, in the catalogue's order of preference
    titled: bool = True  # a line whose own label the question says word for word is the one asked


# By catalogue measure name, or by the concept a label resolved to.
_RIVALS: dict[str, Rivals] = {
    "revenue": Rivals(
        frozenset({"revenue", "revenues", "sales", "top line", "top-line", "turnover"}),
        tuple(
            G + c
            for c in (
                "Revenues",
                "RevenueFromContractWithCustomerExcludingAssessedTax",
                "SalesRevenueNet",
                "SalesRevenueGoodsNet",
                "SalesRevenueServicesNet",
                "OilAndGasRevenue",  # Hess's "Sales … and other operating revenues" beside its total revenues
            )
        ),
    ),
    "net_income": Rivals(
        frozenset({"net income", "net earnings", "net loss", "net profit", "bottom line", "bottom-line", "earnings"}),
        (G + "NetIncomeLoss", G + "ProfitLoss"),
    ),
    # "total equity" and "total shareholders' equity" name both lines too: the filer's "Total equity" label is the
    # line with noncontrolling interests, and "Total <company> shareholders' equity" the parent's
    "equity": Rivals(
        frozenset(
            {
                f"{total}{owners}equity"
                for total in ("", "total ")
                for owners in ("", "stockholders ", "shareholders ", "stockholders' ", "shareholders' ")
            }
        ),
        (G + "StockholdersEquity", G + "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"),
        titled=False,
    ),
    "long_term_debt": Rivals(
        frozenset({"long-term debt", "long term debt", "lt debt"}), (G + "LongTermDebt", G + "LongTermDebtNoncurrent")
    ),
    "ppe": Rivals(
        frozenset({"property and equipment", "property, plant and equipment", "property plant and equipment", "pp&e"}),
        (G + "PropertyPlantAndEquipmentNet", G + "PropertyPlantAndEquipmentGross"),
    ),
    "shares_basic": Rivals(
        frozenset({"share count", "weighted average shares", "weighted-average shares", "shares used"}),
        (G + "WeightedAverageNumberOfSharesOutstandingBasic", G + "WeightedAverageNumberOfDilutedSharesOutstanding"),
    ),
    "cash": Rivals(
        frozenset({"cash"}),
        (
            G + "CashAndCashEquivalentsAtCarryingValue",
            G + "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
        ),
    ),
    "operating_cash_flow": Rivals(
        frozenset(
            {
                "operating cash flow",
                "operating cash flows",
                "cash from operations",
                "cash flow from operations",
                "cash from operating activities",
                "cash flow from operating activities",
                "cfo",
                "ocf",
            }
        ),
        (
            G + "NetCashProvidedByUsedInOperatingActivities",
            G + "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
        ),
    ),
    "cost_of_revenue": Rivals(
        frozenset({"cost of sales", "cost of revenue", "cost of revenues", "cogs", "cost of goods sold"}),
        tuple(G + c for c in ("CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold", "CostOfServices")),
    ),
}
_DTA = Rivals(
    frozenset({"deferred tax assets", "deferred tax asset", "deferred income tax assets", "dtas", "dta"}),
    tuple(
        G + c
        for c in (
            "DeferredTaxAssetsGross",
            "DeferredTaxAssetsNet",
            "DeferredTaxAssetsNetOfValuationAllowance",
            "DeferredIncomeTaxAssetsNet",
        )
    ),
)
_DTL = Rivals(
    frozenset({"deferred tax liabilities", "deferred tax liability", "deferred income tax liabilities", "dtls", "dtl"}),
    tuple(
        G + c
        for c in (
            "DeferredIncomeTaxLiabilities",
            "DeferredTaxLiabilities",
            "DeferredIncomeTaxLiabilitiesNet",
            "DeferredTaxLiabilitiesNoncurrent",
        )
    ),
)
# "deferred revenue" where the filing reports the current line and the total (or the non-current line) apart
_DEFERRED_REVENUE = Rivals(
    frozenset(
        {"deferred revenue", "deferred revenues", "unearned revenue", "contract liabilities", "contract liability"}
    ),
    tuple(
        G + c
        for c in (
            "ContractWithCustomerLiability",
            "ContractWithCustomerLiabilityCurrent",
            "DeferredRevenue",
            "DeferredRevenueCurrent",
        )
    ),
)
# dividends per share declared and paid differ where a dividend is declared in one quarter and paid in the next
_DPS = Rivals(
    frozenset(
        {"dividends per share", "dividend per share", "dividends per common share", "dividend per common share", "dps"}
    ),
    (G + "CommonStockDividendsPerShareDeclared", G + "CommonStockDividendsPerShareCashPaid"),
)
# income from continuing operations with and without the noncontrolling interests' share, as net income's two lines
_CONTINUING = Rivals(
    frozenset(
        {
            "income from continuing operations",
            "earnings from continuing operations",
            "profit from continuing operations",
            "continuing operations income",
        }
    ),
    (
        G + "IncomeLossFromContinuingOperations",
        G + "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest",
    ),
)
for _family in (_DTA, _DTL, _DEFERRED_REVENUE, _DPS, _CONTINUING):
    for _c in _family.concepts:
        _RIVALS[_c] = _family
_RIVALS["dividends_per_share"] = _DPS
for _name in ("shares_basic", "cost_of_revenue"):  # lines the labels may find as well as the catalogue
    for _c in _RIVALS[_name].concepts:
        _RIVALS.setdefault(_c, _RIVALS[_name])

# Words that tell the lines apart: with one of them the question names one line, not the family.
_QUALIFIER = re.compile(
    r"\b(total|gross|net of|attributable|including|incl|excluding|excl|exclusive|inclusive|noncurrent|non-current|"
    r"long-term portion|current portion|current|before|after|parent|controlling|noncontrolling|minority|reimbursements?|"
    r"products?|services?|goods|operating|valuation|consolidated|continuing|discontinued|accumulated|depreciation|"
    r"net income|net earnings|net|basic|diluted|restricted|declared|paid)\b",
    re.I,
)


def qualifiers(question: str) -> set[str]:
    """The words in the question that tell a family's lines apart ("paid", "declared", "continuing")."""
    return {m.group(0).lower() for m in _QUALIFIER.finditer(question)}


def rivals_for(measure_name: str) -> Rivals | None:
    return _RIVALS.get(measure_name)


def bare(question: str, phrase: str | None, rivals: Rivals, catalogue: bool = True) -> bool:
    """The question names the family with a bare phrase and no word that tells its lines apart (``catalogue``: the
    phrase is the catalogue's, else the words that found a line by its labels)."""
    if not phrase or phrase.lower().strip() not in rivals.phrases:
        if catalogue:
            return False
        # a line the labels found: the family's own phrase in the question ("Apple share count")
        named = [
            p
            for p in sorted(rivals.phrases, key=len, reverse=True)
            if re.search(rf"\b{re.escape(p)}\b", question, re.I)
        ]
        if not named:
            return False
        phrase = named[0]
    rest = re.sub(re.escape(phrase), " ", question, flags=re.I)
    return _QUALIFIER.search(rest) is None


# A filer's own element for one of the net income lines ("NetIncomeAttributableToDirectvGroupInc").
# (or its net income "of the parent company": Bradesco's "ParentCompanyNetIncome")
_OWN_NET_INCOME = re.compile(
    r"(?:NetIncome|NetEarnings|ProfitLoss)\w*(?:AttributableTo|Including)|ParentCompanyNet(?:Income|Earnings)", re.I
)
# A filer's own element for the parent's equity ("ShareholdersEquityOfTheParentCompany").
_OWN_PARENT_EQUITY = re.compile(r"(?:Stock|Share)holdersEquity\w*Parent\w*|Parent\w*(?:Stock|Share)holdersEquity\w*")
# A filer's own element for a total of its revenues ("TotalRevenuesAndOtherIncome", Vale's "NetOperatingRevenues").
_OWN_REVENUE = re.compile(r"(?:Total)?(?:Net)?(?:Operating)?Revenues?(?:AndOther(?:Operating)?Income)?", re.I)
# the family (by one of its elements) and the test a filer's own element of it passes
_OWN_LINES = ((G + "NetIncomeLoss", _OWN_NET_INCOME.match), (G + "StockholdersEquity", _OWN_PARENT_EQUITY.fullmatch))
_NOT_PARENT = re.compile(r"Noncontrolling|Minority|PerShare|PerUnit|Preferred|Participating|Unitholder", re.I)


def _lines(view: FilingView, rivals: Rivals) -> list[str]:
    """The family's lines as the filing reports them: the catalogue's elements, the same element under a data set's
    custom prefix ("custom:ProfitLoss"), and for net income a filer's own element for the parent's or the
    consolidated line."""
    local = {c.split(":")[-1]: c for c in rivals.concepts}
    out = [c for c in rivals.concepts]
    for concept in sorted(view.by_concept):
        name = concept.split(":")[-1]
        if concept in out or concept in view.aliases.values():
            continue
        if name in local and not concept.startswith(G):
            out.append(concept)
        elif (
            not concept.startswith(G)
            and any(anchor in rivals.concepts and named(name) for anchor, named in _OWN_LINES)
            and not _NOT_PARENT.search(name)
        ):
            out.append(concept)
        elif (
            G + "Revenues" in rivals.concepts
            and not concept.startswith(G)
            and _OWN_REVENUE.fullmatch(name)
            and (not view.presented or concept in view.presented.get("IS", ()))
        ):
            out.append(concept)
    if G + "OilAndGasRevenue" in out and not any(
        re.search(r"revenue|sales", lab, re.I) for lab in view.own_labels.get(G + "OilAndGasRevenue", [])
    ):
        out.remove(
            G + "OilAndGasRevenue"
        )  # (a business's revenue the filer labels by its name: Questar's "Market Resources")
    if G + "NetIncomeLoss" in rivals.concepts and not any(c in view.by_concept for c in out if c != G + "ProfitLoss"):
        # no parent's line but the common stockholders' (Freeport-McMoRan's "Net income attributable to FCX common
        # stockholders" beside its "Net income" with noncontrolling interests): that one is the parent's net income
        out.append(G + "NetIncomeLossAvailableToCommonStockholdersBasic")
    return out


def reported(
    view: FilingView, rivals: Rivals, end: date, months: int, members: set[str]
) -> list[tuple[str, AnswerFact]]:
    """The family's lines the filing reports for the period and members, one fact each, when their values differ
    (lines that agree are one answer)."""
    out: list[tuple[str, AnswerFact]] = []
    for concept in _lines(view, rivals):
        fact = next(
            (
                f
                for f in view.by_concept.get(concept, [])
                if f.fact.end == end and f.months == months and {m for _, m in f.dims} == members
            ),
            None,
        )
        if fact is not None:
            out.append((concept, fact))
    kinds = {c for c, _ in out}
    if kinds & {G + "CostOfRevenue", G + "CostOfGoodsAndServicesSold"}:
        # a total cost reported: the product and service costs are its breakdown
        out = [(c, f) for c, f in out if c in (G + "CostOfRevenue", G + "CostOfGoodsAndServicesSold")]
    if {G + "SalesRevenueGoodsNet", G + "SalesRevenueServicesNet"} <= kinds:
        # products and services both reported: a breakdown of the total, not another total
        out = [(c, f) for c, f in out if c not in (G + "SalesRevenueGoodsNet", G + "SalesRevenueServicesNet")]
    values = {round(f.fact.value, 6) for _, f in out}
    return out if len(values) > 1 else []
