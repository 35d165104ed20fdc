"""The analyst's measures: reported line items (with the concept alternatives real filings use), named
formulas over them (free cash flow, working capital, EBITDA) and ratios — each with the phrases analysts use
for it. ``ask`` and concept search share the jargon (``auditgraph.retrieval.documents.GLOSSARY`` expands the
same words for the search side); a phrase not in this catalogue is resolved by the filing's own labels.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from auditgraph.memos import ratios as R

G = "us-gaap:"


@dataclass(frozen=True)
class Measure:
    name: str
    label: str
    kind: str  # concept | formula | ratio
    phrases: tuple[str, ...]
    concepts: tuple[str, ...] = ()  # concept: alternatives, the filing's statement decides
    inputs: tuple[str, ...] = ()  # formula / ratio: names of other measures, e0, e1, …
    formula: str | None = None  # over the inputs' values
    statement: str | None = None  # the face statement that presents it (picks among alternatives)
    display: str = ""  # percent | times (ratios)
    largest: bool = False  # among alternatives the statement presents, the largest (a total)
    unit: str = "USD"
    instant: bool | None = None  # True: balance-sheet item; False: a flow; None: from the facts
    fallback: tuple[tuple[str, ...], str] | None = None  # (inputs, formula) when no concept is reported
    derive_alone: bool = True  # the fallback answers a question about the line itself (else: in ratios)
    parts: tuple[Measure, ...] = ()  # a ratio built for one question: its inputs themselves (not catalogue names)


def _c(*names: str) -> tuple[str, ...]:
    return tuple(n if ":" in n else G + n for n in names)


MEASURES: dict[str, Measure] = {
    m.name: m
    for m in [
        Measure(
            "revenue",
            "revenue",
            "concept",
            (
                "revenue",
                "revenues",
                "total revenue",
                "total revenues",
                "net sales",
                "total net sales",
                "sales",
                "net revenue",
                "net revenues",
                "top line",
                "top-line",
                "turnover",
                "bring in",
                "brings in",
                "brought in",
            ),
            tuple(R.REVENUE) + _c("CargoAndFreightRevenue"),
            statement="IS",
            largest=True,
            instant=False,
        ),
        Measure(
            "net_income",
            "net income",
            "concept",
            (
                "net income",
                "net earnings",
                "net profit",
                "bottom line",
                "bottom-line",
                "net loss",
                "net income (loss)",
                "profit",
                "earnings",
                "net income or loss",
            ),
            tuple(R.NET_INCOME),
            statement="IS",
            instant=False,
        ),
        Measure(
            "operating_income",
            "operating income",
            "concept",
            (
                "operating income",
                "income from operations",
                "operating profit",
                "operating loss",
                "ebit",
                "operating income (loss)",
                "operating earnings",
                "operating earnings (loss)",
                "op income",
                "op loss",
                "op profit",
                "earnings from operations",
            ),
            _c("OperatingIncomeLoss"),
            statement="IS",
            instant=False,
        ),
        Measure(
            "gross_profit",
            "gross profit",
            "concept",
            (
                "gross profit",
                "gross income",
                "gross margin in dollars",
                "gross margin (in dollars)",
                "gross margin (dollars)",
                "gross margin ($)",
                "total gross margin",
                "gross margin dollars",
                "gross margin amount",
                "dollar gross margin",
            ),
            tuple(R.GROSS_PROFIT),
            statement="IS",
            instant=False,
            fallback=(("revenue", "cost_of_revenue"), "e0 - e1"),
            derive_alone=False,
        ),
        Measure(
            "cost_of_revenue",
            "cost of revenue",
            "concept",
            (
                "cost of revenue",
                "cost of revenues",
                "cost of sales",
                "cost of goods sold",
                "cogs",
                "total cost of sales",
                "cost of net sales",
                "cost of product sales",
                "cost of products sold",
            ),
            tuple(R.COST_OF_REVENUE) + _c("CostOfGoodsAndServicesSold"),
            statement="IS",
            largest=True,
            instant=False,
        ),
        Measure(
            "operating_expenses",
            "operating expenses",
            "concept",
            ("operating expenses", "opex", "total operating expenses", "operating costs"),
            _c("OperatingExpenses", "CostsAndExpenses", "OperatingCostsAndExpenses"),
            statement="IS",
            instant=False,
        ),
        Measure(
            "sga",
            "selling, general and administrative expense",
            "concept",
            (
                "sg&a",
                "sga",
                "selling general and administrative",
                "selling, general and administrative",
                "selling general and administrative expense",
                "selling, general and administrative expense",
                "selling general and administrative expenses",
                "selling, general and administrative expenses",
            ),
            _c("SellingGeneralAndAdministrativeExpense", "GeneralAndAdministrativeExpense"),
            instant=False,
        ),
        Measure(
            "g_and_a",
            "general and administrative expense",
            "concept",
            (
                "g&a",
                "general and administrative",
                "general & administrative",
                "general and administrative expense",
                "general and administrative expenses",
            ),
            _c("GeneralAndAdministrativeExpense"),
            instant=False,
        ),
        Measure(
            "sales_and_marketing",
            "sales and marketing expense",
            "concept",
            (
                "sales and marketing",
                "sales & marketing",
                "sales and marketing expense",
                "sales and marketing expenses",
                "selling and marketing",
                "selling and marketing expense",
                "selling & marketing",
            ),
            _c("SellingAndMarketingExpense"),
            instant=False,
        ),
        Measure(
            "net_income_nci",
            "net income attributable to noncontrolling interests",
            "concept",
            (
                "net income attributable to noncontrolling interests",
                "net income attributable to noncontrolling interest",
                "net income attributable to non-controlling interests",
                "noncontrolling interests' share of net income",
                "minority interest in net income",
                "net income attributable to minority interests",
            ),
            _c(
                "NetIncomeLossAttributableToNoncontrollingInterest",
                "MinorityInterestInNetIncomeLossOfConsolidatedEntities",
            ),
            instant=False,
        ),
        Measure(
            "comprehensive_income",
            "comprehensive income",
            "concept",
            ("comprehensive income", "total comprehensive income", "comprehensive income (loss)"),
            _c(
                "ComprehensiveIncomeNetOfTax",
                "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest",
            ),
            instant=False,
        ),
        Measure(
            "other_comprehensive_income",
            "other comprehensive income (loss)",
            "concept",
            (
                "other comprehensive income",
                "other comprehensive income (loss)",
                "other comprehensive loss",
                "total other comprehensive income",
                "total other comprehensive income (loss)",
                "oci",
            ),
            # (before 2012 the taxonomy named the total a period's increase or decrease)
            _c("OtherComprehensiveIncomeLossNetOfTax", "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"),
            instant=False,
        ),
        Measure(
            "aoci",
            "accumulated other comprehensive income (loss)",
            "concept",
            (
                "accumulated other comprehensive income",
                "accumulated other comprehensive loss",
                "accumulated other comprehensive income (loss)",
                "aoci",
            ),
            _c("AccumulatedOtherComprehensiveIncomeLossNetOfTax"),
            instant=True,
        ),
        Measure(
            "interest_paid",
            "interest paid",
            "concept",
            (
                "interest paid",
                "cash interest paid",
                "cash paid for interest",
                "interest paid in cash",
                "cash interest",
                "interest paid, net",
            ),
            _c("InterestPaidNet", "InterestPaid"),
            instant=False,
        ),
        Measure(
            "other_income_expense",
            "other income (expense), net",
            "concept",
            (
                "other income/(expense), net",
                "other income (expense), net",
                "other income/(expense)",
                "other income (expense)",
                "other income and expense",
                "oi&e",
                "other income, net",
                "other nonoperating income (expense)",
            ),
            _c("NonoperatingIncomeExpense", "OtherNonoperatingIncomeExpense"),
            instant=False,
        ),
        Measure(
            "antidilutive_shares",
            "anti-dilutive securities excluded from diluted EPS",
            "concept",
            (
                "anti-dilutive shares",
                "antidilutive shares",
                "anti-dilutive securities",
                "antidilutive securities",
                "shares excluded from diluted eps",
                "anti-dilutive shares excluded",
                "anti-dilutive",
                "antidilutive",
                "anti dilutive",
            ),
            _c("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"),
            unit="shares",
            instant=False,
        ),
        Measure(
            "dilutive_effect",
            "dilutive effect of share-based awards",
            "concept",
            (
                "dilutive share adjustment",
                "effect of dilutive share-based awards",
                "effect of dilutive securities",
                "dilutive effect",
                "dilutive securities",
                "incremental dilutive shares",
            ),
            _c(
                "WeightedAverageNumberDilutedSharesOutstandingAdjustment",
                "IncrementalCommonSharesAttributableToShareBasedPaymentArrangements",
            ),
            unit="shares",
            instant=False,
        ),
        Measure(
            "income_taxes_paid",
            "income taxes paid",
            "concept",
            (
                "income taxes paid",
                "cash paid for income taxes",
                "cash taxes paid",
                "cash taxes",
                "taxes paid",
                "paid in income taxes",
                "pay in income taxes",
                "paid for income taxes",
                "income taxes paid, net",
            ),
            _c("IncomeTaxesPaidNet", "IncomeTaxesPaid"),
            instant=False,
        ),
        Measure(
            "rnd",
            "research and development expense",
            "concept",
            (
                "r&d",
                "research and development",
                "research and development expense",
                "research and development expenses",
                "r&d expense",
                "r&d spending",
            ),
            _c(
                "ResearchAndDevelopmentExpense",
                "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost",
            ),
            instant=False,
        ),
        Measure(
            "interest_expense",
            "interest expense",
            "concept",
            ("interest expense", "interest cost"),
            tuple(R.INTEREST_EXPENSE),
            instant=False,
        ),
        Measure(
            "income_tax",
            "income tax expense",
            "concept",
            (
                "income tax expense",
                "income taxes",
                "provision for income taxes",
                "income tax provision",
                "tax expense",
                "tax charge",
                "income tax",
            ),
            _c("IncomeTaxExpenseBenefit"),
            instant=False,
        ),
        Measure(
            "current_income_tax",
            "current income tax expense",
            "concept",
            (
                "current tax provision",
                "current income tax provision",
                "current provision for income taxes",
                "current income tax expense",
                "current tax expense",
                "total current taxes",
                "total current income taxes",
                "total current income tax expense",
            ),
            _c("CurrentIncomeTaxExpenseBenefit"),
            instant=False,
        ),
        Measure(
            "pretax_income",
            "income before income taxes",
            "concept",
            (
                "pretax income",
                "pre-tax income",
                "income before income taxes",
                "income before taxes",
                "earnings before taxes",
                "earnings before income taxes",
                "pretax earnings",
                "pre-tax earnings",
                "income before provision for income taxes",
                "pbt",
                "ebt",
                "profit before tax",
                "profit before taxes",
                "pretax loss",
                "pre-tax loss",
                "loss before income taxes",
                "loss before taxes",
                "income (loss) before income taxes",
            ),
            _c(
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
                "IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic",
            ),
            statement="IS",
            instant=False,
        ),
        Measure(
            "depreciation",
            "depreciation and amortization",
            "concept",
            ("depreciation and amortization", "d&a", "depreciation, amortization"),
            _c(
                "DepreciationDepletionAndAmortization",
                "DepreciationAndAmortization",
                "DepreciationAmortizationAndAccretionNet",
                "Depreciation",
            ),
            statement="CF",
            instant=False,
        ),
        Measure(
            # "depreciation" alone: the depreciation line where the filing reports one beside its D&A (AMETEK's
            # income statement), else the D&A that holds it
            "depreciation_alone",
            "depreciation",
            "concept",
            ("depreciation",),
            _c(
                "Depreciation",
                "DepreciationDepletionAndAmortization",
                "DepreciationAndAmortization",
                "DepreciationAmortizationAndAccretionNet",
            ),
            statement="CF",
            instant=False,
        ),
        Measure(
            "operating_cash_flow",
            "operating cash flow",
            "concept",
            (
                "operating cash flow",
                "cash from operations",
                "cash flow from operations",
                "cash flows from operations",
                "cash from operating activities",
                "cfo",
                "ocf",
                "cash provided by operations",
                "cash generated by operations",
                "cash generated from operations",
                "cash provided by operating activities",
                "net cash provided by operating activities",
                "cash provided by operating activities",
                "cash generated by operating activities",
                "cash flow from operating activities",
                "operating cash flows",
                "from operations",
                "from operating activities",
                "operating activities",
                "generated from operations",
                "cash generated by operations",
                "cash generated from operations",
                "cash from ops",
                "op cash flow",
                "op cash flows",
                "operating cf",
                "cash flow from ops",
                "cash flows from ops",
                "operating cf",
                "cffo",
            ),
            tuple(R.OPERATING_CASH),
            statement="CF",
            instant=False,
        ),
        Measure(
            "investing_cash_flow",
            "investing cash flow",
            "concept",
            (
                "investing cash flow",
                "cash from investing activities",
                "cash used in investing activities",
                "net cash used in investing activities",
                "cfi",
                "cash flow from investing activities",
                "cash generated by investing activities",
                "cash provided by investing activities",
                "cash generated by/used in investing",
                "investing cash flows",
                "investing activities",
            ),
            _c(
                "NetCashProvidedByUsedInInvestingActivities",
                "NetCashProvidedByUsedInInvestingActivitiesContinuingOperations",
            ),
            instant=False,
        ),
        Measure(
            "financing_cash_flow",
            "financing cash flow",
            "concept",
            (
                "financing cash flow",
                "cash from financing activities",
                "cash used in financing activities",
                "net cash used in financing activities",
                "cff",
                "cash flow from financing activities",
                "cash generated by financing activities",
                "cash provided by financing activities",
                "financing cash flows",
                "financing activities",
            ),
            _c(
                "NetCashProvidedByUsedInFinancingActivities",
                "NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
            ),
            instant=False,
        ),
        Measure(
            "operating_segments",
            "number of operating segments",
            "concept",
            (
                "number of operating segments",
                "number of reportable segments",
                "number of segments",
                "how many operating segments",
                "how many reportable segments",
                "how many segments",
                "operating segments count",
            ),
            _c("NumberOfOperatingSegments", "NumberOfReportableSegments"),
            unit="count",
        ),
        Measure(
            "public_float",
            "public float (market value of common equity held by non-affiliates)",
            "concept",
            (
                "public float",
                "aggregate market value of common stock held by non-affiliates",
                "aggregate market value of common equity held by non-affiliates",
                "market value of common stock held by non-affiliates",
                "market value of common equity held by non-affiliates",
                "aggregate market value of the common stock held by non-affiliates",
                "aggregate market value of voting stock held by non-affiliates",
                "aggregate market value held by non-affiliates",
                "market value held by non-affiliates",
            ),
            _c("dei:EntityPublicFloat"),
            instant=True,
        ),
        Measure(
            "fx_effect_on_cash",
            "effect of exchange rates on cash",
            "concept",
            (
                "fx hit to cash",
                "fx impact on cash",
                "fx effect on cash",
                "fx on cash",
                "currency hit to cash",
                "currency effect on cash",
                "effect of exchange rates on cash",
                "effect of exchange rate changes on cash",
                "effect of foreign exchange rates on cash",
                "effect of foreign exchange rate changes on cash",
                "foreign exchange effect on cash",
                "foreign currency effect on cash",
                "exchange rate effect on cash",
                # (longer than the cash lines they end with: "cash, cash equivalents and restricted cash")
                "fx hit to cash and cash equivalents",
                "fx hit to cash, cash equivalents and restricted cash",
                "fx effect on cash, cash equivalents and restricted cash",
                "effect of exchange rates on cash and cash equivalents",
                "effect of exchange rate changes on cash and cash equivalents",
                "effect of exchange rates on cash, cash equivalents and restricted cash",
                "effect of exchange rate changes on cash, cash equivalents and restricted cash",
            ),
            _c(
                "EffectOfExchangeRateOnCashAndCashEquivalents",
                "EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
                "EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsIncludingDisposalGroupAndDiscontinuedOperations",
                "EffectOfExchangeRateOnCash",
            ),
            instant=False,
        ),
        Measure(
            "capex",
            "capital expenditure",
            "concept",
            (
                "capex",
                "capital expenditure",
                "capital expenditures",
                "capital spending",
                "purchases of property and equipment",
                "purchases of property, plant and equipment",
                "payments for property, plant and equipment",
                "payments for acquisition of property, plant and equipment",
                "acquisition of property and equipment",
                "acquisitions of property and equipment",
                "purchases of property, equipment",
                "additions to property and equipment",
                "additions to property, plant and equipment",
            ),
            _c(
                "PaymentsToAcquirePropertyPlantAndEquipment",
                "PaymentsToAcquireProductiveAssets",
                "PaymentsForCapitalImprovements",
            ),
            instant=False,
        ),
        Measure(
            "buybacks",
            "repurchases of common stock",
            "concept",
            (
                "buybacks",
                "buyback",
                "share repurchases",
                "stock repurchases",
                "repurchases of common stock",
                "share buybacks",
                "stock buybacks",
                "stock buyback",
                "repurchase of common stock",
                "repurchased shares",
                "share repurchase",
            ),
            _c("PaymentsForRepurchaseOfCommonStock"),
            instant=False,
        ),
        Measure(
            "dividends_paid",
            "dividends paid",
            "concept",
            (
                "dividends paid",
                "cash dividends paid",
                "payments of dividends",
                "dividends",
                "pay in dividends",
                "paid in dividends",
                "dividend payments",
                "divs paid",
                "divvies paid",
                "divvies",
            ),
            _c("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "PaymentsOfOrdinaryDividends"),
            instant=False,
        ),
        Measure(
            "dividends_declared",
            "dividends declared",
            "concept",
            (
                "dividends declared",
                "cash dividends declared",
                "common dividends declared",
                "common stock dividends declared",
                "dividends declared on common stock",
                "declared dividends",
                "divs declared",
                "common divs declared",
            ),
            # what the equity statement charges against earnings when declared, not the cash paid out
            _c("DividendsCommonStock", "DividendsCommonStockCash", "Dividends", "CashDividends"),  # (2009's element)
            instant=False,
        ),
        Measure(
            "share_based_compensation",
            "share-based compensation",
            "concept",
            (
                "stock-based compensation",
                "share-based compensation",
                "stock based compensation",
                "share based compensation",
                "sbc",
                "stock comp",
                "stock comp expense",
                "stock compensation",
                "stock-based comp",
                "share-based comp",
                "stock based comp",
            ),
            _c("ShareBasedCompensation", "AllocatedShareBasedCompensationExpense"),
            instant=False,
        ),
        Measure("assets", "total assets", "concept", ("total assets", "assets"), tuple(R.ASSETS), instant=True),
        Measure(
            "assets_current",
            "current assets",
            "concept",
            ("current assets", "total current assets"),
            tuple(R.ASSETS_CURRENT),
            instant=True,
        ),
        Measure(
            "liabilities",
            "total liabilities",
            "concept",
            ("total liabilities", "liabilities"),
            tuple(R.LIABILITIES),
            instant=True,
            fallback=(("liabilities_and_equity", "total_equity"), "e0 - e1"),
        ),
        Measure(
            "total_equity",
            "total equity (including noncontrolling interests)",
            "concept",
            ("total equity including noncontrolling interests", "equity including noncontrolling interests"),
            tuple(R.TOTAL_EQUITY),
            instant=True,
        ),
        Measure(
            "liabilities_current",
            "current liabilities",
            "concept",
            ("current liabilities", "total current liabilities"),
            tuple(R.LIABILITIES_CURRENT),
            instant=True,
        ),
        Measure(
            "liabilities_and_equity",
            "total liabilities and equity",
            "concept",
            (
                "total liabilities and equity",
                "total liabilities and stockholders' equity",
                "total liabilities and shareholders' equity",
                "liabilities and stockholders' equity",
                "liabilities and shareholders' equity",
            ),
            tuple(R.LIABILITIES_AND_EQUITY),
            instant=True,
        ),
        Measure(
            "equity",
            "stockholders' equity",
            "concept",
            (
                "stockholders' equity",
                "shareholders' equity",
                "stockholders equity",
                "shareholders equity",
                "total equity",
                "total stockholders' equity",
                "total shareholders' equity",
                "book value",
                "net worth",
                "equity",
            ),
            tuple(R.EQUITY),
            instant=True,
        ),
        Measure(
            "cash",
            "cash and cash equivalents",
            "concept",
            ("cash and cash equivalents", "cash and equivalents", "cash"),
            tuple(R.CASH),
            instant=True,
        ),
        Measure(
            "cash_and_short_term_investments",
            "cash, cash equivalents and short-term investments",
            "concept",
            (
                "cash, cash equivalents and short-term investments",
                "cash, cash equivalents, and short-term investments",
                "cash and cash equivalents and short-term investments",
                "cash and short-term investments",
                "cash, cash equivalents and short term investments",
                "cash and short term investments",
            ),
            _c("CashCashEquivalentsAndShortTermInvestments"),
            instant=True,
        ),
        Measure(
            "cash_restricted",
            "cash, cash equivalents and restricted cash",
            "concept",
            (
                "cash, cash equivalents and restricted cash",
                "cash, cash equivalents, and restricted cash",
                "cash and restricted cash",
                "cash, cash equivalents, restricted cash and restricted cash equivalents",
                "cash cash equivalents and restricted cash",
            ),
            _c("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"),
            instant=True,
        ),
        Measure("inventory", "inventories", "concept", ("inventory", "inventories"), _c("InventoryNet"), instant=True),
        Measure(
            "receivables",
            "accounts receivable",
            "concept",
            ("accounts receivable", "receivables", "a/r", "trade receivables"),
            _c("AccountsReceivableNetCurrent"),
            instant=True,
        ),
        Measure(
            "payables",
            "accounts payable",
            "concept",
            ("accounts payable", "payables", "a/p"),
            _c("AccountsPayableCurrent"),
            instant=True,
        ),
        Measure("goodwill", "goodwill", "concept", ("goodwill",), _c("Goodwill"), instant=True),
        Measure(
            "ppe",
            "property, plant and equipment, net",
            "concept",
            (
                "pp&e",
                "property plant and equipment",
                "property, plant and equipment",
                "property and equipment",
                "fixed assets",
                "net pp&e",
            ),
            _c("PropertyPlantAndEquipmentNet"),
            instant=True,
        ),
        Measure(
            "ppe_gross",
            "property, plant and equipment, gross",
            "concept",
            tuple(
                f"{gross}{what}{after}"
                for what in (
                    "pp&e",
                    "property, plant and equipment",
                    "property plant and equipment",
                    "property and equipment",
                )
                for gross, after in (("gross ", ""), ("", ", gross"), ("", " (gross"), ("", " at cost (gross"))
            ),
            _c("PropertyPlantAndEquipmentGross"),
            instant=True,
        ),
        Measure(
            "retained_earnings",
            "retained earnings",
            "concept",
            (
                "retained earnings",
                "accumulated deficit",
                "retained earnings (accumulated deficit)",
                # the other names statements give it: "earnings reinvested", "accumulated earnings"
                "reinvested earnings",
                "earnings reinvested",
                "accumulated earnings",
            ),
            _c("RetainedEarningsAccumulatedDeficit"),
            instant=True,
        ),
        Measure(
            "long_term_debt",
            "long-term debt",
            "concept",
            ("long-term debt", "long term debt"),
            _c("LongTermDebtNoncurrent", "LongTermDebt"),
            instant=True,
        ),
        Measure(
            "total_debt",
            "total debt",
            "concept",
            ("total debt", "debt outstanding", "total borrowings"),
            _c("DebtLongtermAndShorttermCombinedAmount", "LongTermDebt", "DebtInstrumentCarryingAmount"),
            instant=True,
        ),
        Measure(
            "eps_diluted",
            "diluted earnings per share",
            "concept",
            (
                "diluted eps",
                "diluted earnings per share",
                "earnings per diluted share",
                "diluted net income per share",
                "diluted net earnings per share",
                "eps diluted",
                "eps (diluted)",
                "diluted earnings per common share",
                "diluted net earnings per common share",
                "diluted net income per common share",
                "diluted income per share",
                "diluted net income (loss) per share",
                "per diluted share",
                "per share diluted",
                "per share - diluted",
                "diluted per share",
                "diluted net loss per share",
                "diluted loss per share",
                "diluted earnings (loss) per share",
                "diluted net loss per common share",
                "net loss per share, diluted",
                "net loss per diluted share",
                "loss per diluted share",
                "eps assuming dilution",
                "earnings per share assuming dilution",
                "earnings per common share assuming dilution",
                "earnings per share - assuming dilution",
            ),
            _c("EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "eps_basic",
            "basic earnings per share",
            "concept",
            (
                "basic eps",
                "basic earnings per share",
                "earnings per basic share",
                "basic net income per share",
                "basic net earnings per share",
                "eps basic",
                "eps (basic)",
                "basic earnings per common share",
                "basic net earnings per common share",
                "basic net income per common share",
                "basic income per share",
                "basic net income (loss) per share",
                "per basic share",
                "per share basic",
                "per share - basic",
                "basic per share",
                "basic net loss per share",
                "basic loss per share",
                "basic earnings (loss) per share",
                "basic net loss per common share",
                "net loss per share, basic",
                "net loss per basic share",
                "loss per basic share",
            ),
            _c("EarningsPerShareBasic", "EarningsPerShareBasicAndDiluted"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "eps_diluted_continuing",
            "diluted earnings per share from continuing operations",
            "concept",
            (
                "diluted eps from continuing operations",
                "diluted earnings per share from continuing operations",
                "diluted eps, continuing operations",
                "diluted income from continuing operations per share",
                "income from continuing operations per diluted share",
                "continuing operations diluted eps",
            ),
            _c("IncomeLossFromContinuingOperationsPerDilutedShare"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "eps_basic_continuing",
            "basic earnings per share from continuing operations",
            "concept",
            (
                "basic eps from continuing operations",
                "basic earnings per share from continuing operations",
                "basic eps, continuing operations",
                "basic income from continuing operations per share",
                "income from continuing operations per basic share",
                "continuing operations basic eps",
            ),
            _c("IncomeLossFromContinuingOperationsPerBasicShare"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "eps",
            "earnings per share",
            "concept",
            (
                "eps",
                "earnings per share",
                "net income per share",
                "net earnings per share",
                "net income (loss) per share",
                "net loss per share",
                "loss per share",
                "earnings (loss) per share",
                "net loss per common share",
                "loss per common share",
            ),
            _c("EarningsPerShareBasicAndDiluted", "EarningsPerShareDiluted", "EarningsPerShareBasic"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "dividends_per_share",
            "dividends declared per share",
            "concept",
            (
                "dividends per share",
                "dividend per share",
                "dividends declared per share",
                "cash dividends declared per share",
                "dividends per common share",
                "dividend per common share",
                "dividends declared per common share",
                "dividend declared per share",
                "dividends paid per share",
                "cash dividends paid per share",
                "dividends paid per common share",
                "cash dividends paid per common share",
                "cash dividends per share",
                "divs per share",
                "divs declared per share",
                "dividends declared and paid per share",
                "dividends declared and paid per common share",
                "dividends paid and declared per share",
                "per share dividend",
                "per share dividends",
                "per share cash dividend",
                "per share cash dividends",
                "dps",
            ),
            _c("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"),
            unit="USD/shares",
            instant=False,
        ),
        Measure(
            "shares_diluted",
            "weighted-average diluted shares",
            "concept",
            (
                "diluted shares",
                "weighted average diluted shares",
                "weighted-average diluted shares",
                "diluted weighted average shares",
                "diluted average shares",
                "diluted share count",
                "weighted average diluted shares outstanding",
                "weighted-average diluted shares outstanding",
                "diluted weighted-average shares",
                "shares used in computing diluted",
                "diluted shares outstanding",
                "shares used in computing earnings per share diluted",
                "number of diluted shares",
                "diluted average common shares outstanding",
                "diluted average shares outstanding",
                "average diluted shares outstanding",
                "average diluted shares",
                "average common shares outstanding - diluted",
                "average common shares outstanding, diluted",
                "average common shares outstanding (diluted)",
                # "average shares outstanding assuming dilution" (International Paper's words)
                "average shares outstanding assuming dilution",
                "average common shares outstanding assuming dilution",
                "shares outstanding assuming dilution",
            ),
            _c("WeightedAverageNumberOfDilutedSharesOutstanding"),
            unit="shares",
            instant=False,
        ),
        Measure(
            "shares_basic",
            "weighted-average basic shares",
            "concept",
            (
                "basic shares",
                "weighted average basic shares",
                "weighted-average basic shares",
                "basic weighted average shares",
                "weighted average shares",
                "weighted-average shares",
                "weighted average shares outstanding",
                "weighted-average shares outstanding",
                "weighted average basic shares outstanding",
                "weighted-average basic shares outstanding",
                "basic weighted-average shares",
                "shares used in computing basic",
                "basic share count",
                "number of basic shares",
                "basic average common shares outstanding",
                "basic average shares outstanding",
                "basic average shares",
                "average basic shares outstanding",
                "average basic shares",
                "average common shares outstanding - basic",
                "average common shares outstanding, basic",
                "average common shares outstanding (basic)",
                "average shares outstanding (basic)",
            ),
            _c(
                "WeightedAverageNumberOfSharesOutstandingBasic",
                "WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
            ),
            unit="shares",
            instant=False,
        ),
        Measure(
            "shares_outstanding",
            "common shares outstanding",
            "concept",
            (
                "shares outstanding",
                "common shares outstanding",
                "shares of common stock outstanding",
                "outstanding shares",
                "common stock shares outstanding",
                "number of shares outstanding",
                "shares of common stock were outstanding",
                "shares were outstanding",
                "common stock outstanding",
                "shares issued and outstanding",
                "shares of common stock issued and outstanding",
            ),
            _c("CommonStockSharesOutstanding", "dei:EntityCommonStockSharesOutstanding"),
            unit="shares",
            instant=True,
        ),
        # named formulas
        Measure(
            "free_cash_flow",
            "free cash flow (operating cash flow - capital expenditure)",
            "formula",
            ("free cash flow", "fcf"),
            inputs=("operating_cash_flow", "capex"),
            formula="e0 - abs(e1)",  # (a data set may carry the payment negated)
            instant=False,
        ),
        Measure(
            "working_capital",
            "working capital (current assets - current liabilities)",
            "formula",
            ("working capital", "net working capital"),
            inputs=("assets_current", "liabilities_current"),
            formula="e0 - e1",
            instant=True,
        ),
        Measure(
            "ebitda",
            "EBITDA (operating income + depreciation and amortization)",
            "formula",
            ("ebitda",),
            inputs=("operating_income", "depreciation"),
            formula="e0 + e1",
            instant=False,
        ),
        Measure(
            "net_debt",
            "net debt (long-term debt - cash and cash equivalents)",
            "formula",
            ("net debt",),
            inputs=("long_term_debt", "cash"),
            formula="e0 - e1",
            instant=True,
        ),
        Measure(
            "cash_burn",
            "cash burn (net cash used in operating activities)",
            "formula",
            ("cash burn", "burn rate", "burn"),
            inputs=("operating_cash_flow",),
            formula="-e0",
            instant=False,
        ),
        # ratios (plain fractions)
        Measure(
            "current_ratio",
            "current ratio (current assets / current liabilities)",
            "ratio",
            ("current ratio",),
            inputs=("assets_current", "liabilities_current"),
            formula="e0 / e1",
            display="times",
        ),
        Measure(
            "quick_ratio",
            "quick ratio ((cash + receivables) / current liabilities)",
            "ratio",
            ("quick ratio", "acid test"),
            inputs=("cash", "receivables", "liabilities_current"),
            formula="(e0 + e1) / e2",
            display="times",
        ),
        Measure(
            "leverage",
            "leverage (total liabilities / total assets)",
            "ratio",
            ("leverage", "leverage ratio", "liabilities to assets", "debt ratio", "liabilities-to-assets"),
            inputs=("liabilities", "assets"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "debt_to_equity",
            "debt-to-equity (total liabilities / stockholders' equity)",
            "ratio",
            ("debt-to-equity", "debt to equity", "d/e", "liabilities to equity", "debt-to-equity ratio", "debt/equity"),
            inputs=("liabilities", "equity"),
            formula="e0 / e1",
            display="times",
        ),
        Measure(
            "net_margin",
            "net margin (net income / revenue)",
            "ratio",
            ("net margin", "net profit margin", "profit margin", "net income margin"),
            inputs=("net_income", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "payout_ratio",
            "dividend payout ratio (dividends paid / net income)",
            "ratio",
            ("payout ratio", "dividend payout ratio", "dividend payout", "payout"),
            inputs=("dividends_paid", "net_income"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "gross_margin",
            "gross margin (gross profit / revenue)",
            "ratio",
            ("gross margin", "gross profit margin"),
            inputs=("gross_profit", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "operating_margin",
            "operating margin (operating income / revenue)",
            "ratio",
            ("operating margin", "operating profit margin", "ebit margin"),
            inputs=("operating_income", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "operating_cash_flow_margin",
            "operating cash flow margin (operating cash flow / revenue)",
            "ratio",
            ("operating cash flow margin", "cash flow margin", "ocf margin", "operating-cash-flow margin"),
            inputs=("operating_cash_flow", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "fcf_margin",
            "free cash flow margin ((operating cash flow - capital expenditure) / revenue)",
            "ratio",
            ("free cash flow margin", "fcf margin"),
            inputs=("operating_cash_flow", "capex", "revenue"),
            formula="(e0 - e1) / e2",
            display="percent",
        ),
        Measure(
            "liquidity",
            "liquidity (cash and cash equivalents / total liabilities)",
            "ratio",
            ("liquidity", "liquidity ratio", "cash to liabilities"),
            inputs=("cash", "liabilities"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "interest_coverage",
            "interest coverage (operating income / interest expense)",
            "ratio",
            (
                "interest coverage",
                "times interest earned",
                "interest coverage ratio",
                "interest cover",
                # "how many times did operating income cover its interest expense"
                "cover its interest expense",
                "covered its interest expense",
                "cover interest expense",
                "covered interest expense",
            ),
            inputs=("operating_income", "interest_expense"),
            formula="e0 / e1",
            display="times",
        ),
        Measure(
            "ebitda_margin",
            "EBITDA margin ((operating income + depreciation and amortization) / revenue)",
            "ratio",
            ("ebitda margin",),
            inputs=("operating_income", "depreciation", "revenue"),
            formula="(e0 + e1) / e2",
            display="percent",
        ),
        Measure(
            "operating_ratio",
            "operating ratio (operating expenses / revenue)",
            "ratio",
            ("operating ratio",),
            inputs=("operating_expenses", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "roe",
            "return on equity (net income / stockholders' equity)",
            "ratio",
            ("return on equity", "roe"),
            inputs=("net_income", "equity"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "roa",
            "return on assets (net income / total assets)",
            "ratio",
            ("return on assets", "roa"),
            inputs=("net_income", "assets"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "effective_tax_rate",
            "effective tax rate (income tax expense / income before income taxes)",
            "ratio",
            ("effective tax rate", "effective income tax rate", "income tax rate", "tax rate", "etr"),
            inputs=("income_tax", "pretax_income"),
            formula="e0 / e1",
            display="percent",
        ),
        Measure(
            "rnd_intensity",
            "R&D as a share of revenue (research and development / revenue)",
            "ratio",
            ("r&d intensity", "r&d as a percentage of revenue", "r&d to revenue"),
            inputs=("rnd", "revenue"),
            formula="e0 / e1",
            display="percent",
        ),
    ]
}

# Words that name a growth comparison over a measure ("revenue growth" = (current - prior) / |prior|).
GROWTH_WORDS = re.compile(
    r"\b(growth|grow|grew|yoy|y/y|year[- ]over[- ]year|percent(?:age)? change|% change|"
    r"change in percent|rate of change|increase in percent|decline rate)\b"
    # "(current / prior - 1)", "(current - prior) / prior": a growth rate defined in an aside
    r"|\bcurrent\s*/\s*prior\s*[-−–]\s*1\b|\(\s*current\s*[-−–]\s*prior\s*\)\s*/\s*prior\b"
    # "(2023 / 2022 - 1)", "(Sept 30, 2010 balance / Dec 31, 2009 balance - 1)": the same with the periods named
    r"|\([^()]*\s/\s[^()]*[-−–]\s*1\s*(?:[;,][^()]*)?\)",
    re.I,
)


@dataclass
class PhraseHit:
    measure: str
    start: int
    end: int


# An expense's cash payment, when the question says it was paid in cash ("how much income tax did it pay in cash").
PAID = {"income_tax": "income_taxes_paid", "interest_expense": "interest_paid"}
PAID_IN_CASH = re.compile(r"\b(?:pa(?:y|ys|id)|spent|spend)\s+(?:\w+\s+){0,3}?in\s+cash\b", re.I)


def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    body = re.escape(phrase).replace(r"\ ", r"[\s-]+").replace("'", "['’]?")
    # "diluted earnings (loss) per common share": the label's "(loss)" after earnings or income is no other phrase
    body = re.sub(r"\b(earnings|income)\b(?=\[)", r"\1(?:\\s*\\((?:loss|losses)\\))?", body)
    # "dividends declared per Williams common share": the company's name may stand between "per" and the share (and
    # "common" after it: "dividends paid per Pfizer common share")
    body = (
        body.replace(r"per[\s-]+", r"per[\s-]+(?:(?:(?-i:[A-Z])[\w&.'’-]*\s+){1,2}(?:common\s+(?=share))?)?")
        if phrase.startswith("per ") or " per " in phrase
        else body
    )
    # "dividends Nucor declared per share": the company's name between the dividends and what was done with them
    for done in ("declared", "paid"):
        body = body.replace(
            "dividends" + r"[\s-]+" + done, "dividends" + r"[\s-]+(?:(?-i:[A-Z])[\w&.'’-]*\s+){0,2}" + done
        )
    return re.compile(r"(?<![a-z0-9&/])" + body + r"(?![a-z0-9&/])", re.I)


_PATTERNS: list[tuple[str, str, re.Pattern[str]]] = sorted(
    ((p, m.name, _phrase_pattern(p)) for m in MEASURES.values() for p in m.phrases), key=lambda t: -len(t[0])
)


# "in Microsoft's income tax note", "in its fiscal 2023 tax provision", "in the fair value table": the note or table a
# figure is read from, not the figure.
IN_NOTE = (
    r"\b(?:in|from|per|within)\s+(?:the\s+|its\s+|their\s+|(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)"
    r"(?:(?:fiscal\s+|FY\s?)?(?:19|20)\d\d\s+)?(?:[\w&'-]+\s+){0,5}?"
    r"(?:note|footnote|table|reconciliation|provision|disclosure)s?\b(?!\s+(?:for|of)\b)"
)

# Phrases that hold a catalogue phrase and name none of its measures: a cash flow hedge is a kind of hedge.
# No measure: a cash flow hedge; a statement's name ("on the cash flow statement": where a line is shown)
_NO_MEASURE = re.compile(
    r"\bcash[- ]flow[- ]hedg\w*|\bcash[- ]flows?\s+statements?\b|\bstatements?\s+of\s+cash\s+flows?\b"
    r"|\([^()]*\bline\s*\)"  # "(CFO working capital line)": where the line is shown
    r"|\bwithin\s+(?:the\s+)?(?:cfo|cfi|cff)\b"  # "change in AP within CFO": the section it is shown in
    # "deferred taxes line in NFLX's FY23 CFO": the section too (not "the change in its CFO")
    r"|(?<!change\s)(?<!growth\s)\bin\s+(?:the\s+|its\s+|[A-Z][\w.&-]*['’]s\s+)(?:FY\s?'?\d\d\s+)?(?-i:CFO|CFI|CFF)\b"
    # "other assets in Netflix's investing cash flows": the section a line is shown in
    r"|\b(?:in|within|under)\s+(?:the\s+|its\s+|(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)"
    r"(?:(?:FY\s?'?)?\d{2,4}\s+)?(?:investing|financing)\s+(?:cash\s+flows?|section)\b"  # ("… Union Pacific's 2010 …")
    # "change in accounts payable in Apple's operating cash flows": the section too, when no change of the cash flow
    # itself is asked ("the change in Apple's operating cash flow" is one)
    r"|(?<!change\s)(?<!growth\s)(?<!increase\s)(?<!decrease\s)(?<!decline\s)(?<!movement\s)"
    r"\b(?:in|within|under)\s+(?:the\s+|its\s+|(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)"
    r"operating\s+(?:cash\s+flows|section)\b"
    # ("Prudential DAC adjustment in 1Q10 operating cash flow": a quarter's)
    r"|(?<!change\s)(?<!growth\s)\bin\s+(?:[1-4]Q\s?'?\d\d|Q[1-4]\s?'?\d\d|FY\s?'?\d\d)\s+operating\s+cash\s+flows?\b"
    r"|\brecogni[sz]ed\s+in\s+(?:net\s+)?(?:earnings|income)\b"  # "OTTI recognized in earnings": where it went
    r"|\bdepreciation\s+rates?\b"  # a rate a note gives by class of property, no depreciation expense
    # "gross PP&E (before accumulated depreciation)": what a gross balance is before, no depreciation asked
    r"|\b(?:before|gross\s+of)\s+(?:the\s+)?accumulated\s+(?:depreciation|DD&A|DD\s*&\s*A|D&A)"
    r"(?:,?\s+depletion)?(?:,?\s+(?:and\s+)?amortization)?\b"
    # "RSUs excluded from Apple's diluted EPS because they were antidilutive": what they were left out of
    r"|\b(?:excluded|left\s+out|omitted)\s+(?:from|of)\s+(?:the\s+computation\s+of\s+)?(?:[\w&.'’-]+\s+){0,5}?"
    r"diluted\s+(?:eps|(?:net\s+)?(?:earnings|income|loss)\s+(?:\(loss\)\s+)?per\s+(?:common\s+)?share)\b"
    + r"|"
    + IN_NOTE
    # "did operations generate or burn cash": either way, the signed cash flow, no burn
    + r"|\b(?:generated?|produced?)\s+or\s+(?:burn(?:ed|t)?|use[ds]?|consumed?)(?:\s+cash)?\b"
    r"|\bburn(?:ed|t)?\s+or\s+(?:generated?|produced?)(?:\s+cash)?\b"
    # "operating cash flow 1H09 -- did they burn cash?": whether it did, the signed cash flow says
    r"|\bdid\s+(?:they|it|the\s+company|[A-Z][\w.&-]*)\s+burn(?:\s+cash)?\b"
    r"|\b(?:was|is)\s+(?:it|this|that)\s+a\s+(?:cash\s+)?burn\b"  # "Eastman CFO in 1Q10 -- was it a burn?"
    # "operating cash burn in 1Q10 (net cash used in operating activities, negative)": the signed cash flow asked
    r"|\b(?:(?:operating\s+)?cash\s+)?burn(?:\s+rate)?\b(?=[^()]*\([^()]*\bnegative\b[^()]*\))"
    # "operating cash burn (CFO)": the burn the question glosses as the signed cash flow it names
    r"|\b(?:(?:operating\s+)?cash\s+)?burn(?:\s+rate)?\b(?=[^()]*\(\s*(?:cfo|ocf|operating\s+cash\s+flows?"
    r"|cash\s+(?:flows?\s+)?from\s+operations|net\s+cash\s+(?:provided\s+by|from)\s+operating\s+activities)\s*\))",
    re.I,
)
# "cash" that moved rather than cash held: "cash paid for …", "cash received from …"
_CASH_MOVED = re.compile(
    r"\s+(?:\w+\s+)?(?:paid|pays|spent|used|received|receives|collected|outflows?|inflows?|in\s+from)\b"
    # "how much cash did SPX spend buying its own stock": a payment the other words name
    # (not "how much cash did operations use": the operating cash flow)
    r"|\s+(?:did|does|do)\s+(?!(?:its\s+|the\s+)?(?:operations|operating)\b)(?:[\w.&'’-]+\s+){1,3}(?:spend|pay|use)\b"
    r"(?!\s+(?:by|in)\s+(?:operating|investing|financing))",
    re.I,
)


def measure_hits(text: str) -> list[PhraseHit]:
    """Every catalogue phrase in the text, longest first, without overlaps (a longer phrase hides the words
    of a shorter one: "operating cash flow margin" is not also "operating cash flow")."""
    taken: list[tuple[int, int]] = [m.span() for m in _NO_MEASURE.finditer(text)]
    out: list[PhraseHit] = []
    for _, name, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < b and a < m.end() for a, b in taken):
                continue
            if name == "cash" and _CASH_MOVED.match(text, m.end()):
                continue  # "cash paid for operating leases": a payment, whose line the labels name
            if re.search(r"\bnon[- ]?$", text[: m.start()], re.I):
                continue  # "non-operating income" is no operating income, "non-current assets" no current assets
            if re.match(r"[- ]based\b", text[m.end() :], re.I):
                continue  # "equity-based compensation" is no equity, "cash-based awards" no cash
            taken.append((m.start(), m.end()))
            out.append(PhraseHit(name, m.start(), m.end()))
    return sorted(out, key=lambda h: h.start)


def names_a_measure(word: str) -> bool:
    """The word is a catalogue phrase on its own ("EPS", "CFO", "CFF")."""
    return any(h.start == 0 and h.end == len(word) for h in measure_hits(word))


@dataclass
class Formula:
    """A measure the question defines itself: "total liabilities divided by total assets"."""

    inputs: list[str] = field(default_factory=list)
    formula: str = "e0 / e1"
