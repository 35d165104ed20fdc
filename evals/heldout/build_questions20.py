#!/usr/bin/env python3
"""Writes evals/data/ask_heldout20.jsonl and its refusal probes (round 20) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout20_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform18/build_questions.py (which copied rounds 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-20 specs below are
new. The overlap check covers rounds 1-18 (round 19, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-20 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 20 FSDS filings (2010q2; companies no round 1-18 used,
# none of which files in the 2009q3 zip). Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`,
# company-extension tags (version = adsh) get the ticker as prefix (function `F`).
AVT = "fsds:0000950123-10-041956"   # AVNET INC 10-Q, fiscal Q3 FY2010 (quarter ended early April 2010 -> ddate 2010-03-31); FY ends ~June 30
CAG = "fsds:0000950123-10-031777"   # CONAGRA FOODS 10-Q, fiscal Q3 FY2010 (quarter ended Feb 28, 2010); FY ended May 31, 2009
AZO = "fsds:0000950123-10-058650"   # AUTOZONE INC 10-Q, fiscal Q3 FY2010 (12 weeks ended early May 2010 -> ddate 2010-04-30); FY ended Aug 2009
IRM = "fsds:0001047469-10-005007"   # IRON MOUNTAIN INC 10-Q, Q1 2010 (calendar); EquityComponents rows
DFS = "fsds:0001193125-10-079766"   # DISCOVER FINANCIAL SERVICES 10-Q, fiscal Q1 FY2010 (quarter ended Feb 28, 2010); FY ended Nov 30, 2009
BWP = "fsds:0001336047-10-000019"   # BOARDWALK PIPELINE PARTNERS LP 10-Q, Q1 2010 (calendar); partners' capital by unit class
TICK = {AVT: "avt", CAG: "cag", AZO: "azo", IRM: "irm", DFS: "dfs", BWP: "bwp"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# calendar quarter at ddate 2010-03-31 (fiscal Q3 for AVT; Q1 for IRM, BWP) and the year-ago quarter
QT, QPY = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B1003, B0912, B0903, B0812 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
M9, M9PY, FYE09 = ("2009-07-01", "2010-03-31"), ("2008-07-01", "2009-03-31"), (None, "2009-06-30")
# quarters ending at ddate 2010-02-28 (ConAgra fiscal Q3, Discover fiscal Q1)
FQ, FQPY = ("2009-12-01", "2010-02-28"), ("2008-12-01", "2009-02-28")
C9, C9PY, B1002, B0902 = ("2009-06-01", "2010-02-28"), ("2008-06-01", "2009-02-28"), (None, "2010-02-28"), (None, "2009-02-28")
CFYE, DFYE = (None, "2009-05-31"), (None, "2009-11-30")
# AutoZone: fiscal Q3 (12 weeks) at ddate 2010-04-30; year to date 36 weeks (qtrs 3); FY2009 year-end ddate 2009-08-31
ZQ, ZQPY, Z9, Z9PY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30"), ("2009-08-01", "2010-04-30"), ("2008-08-01", "2009-04-30")
ZB, ZFYE = (None, "2010-04-30"), (None, "2009-08-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
APIC_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
NCS_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockMember"}
AFS2 = lambda m: {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member", G + "FinancialInstrumentAxis": G + m}
L2 = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member"}
L1MMF = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel1Member", G + "FinancialInstrumentAxis": G + "MoneyMarketFundsMember"}
FLIC = {FLI: "nflx:LicensedContentMember"}
FPRO = {FLI: "nflx:ProducedContentMember"}
UPO = lambda s: g("UnrecordedUnconditionalPurchaseObligationBalanceOn%sAnniversary" % s)
WHOLD = g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation")
LEASE = lambda s: g("LesseeOperatingLeaseLiabilityPaymentsDue%s" % s)
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, AVT, "Avnet sales for fiscal Q3 2010 (the March 2010 quarter)", fact(F(AVT, "SalesRevenueNet"), QT, USD))
add(C, AVT, "What were Avnet's inventories at the end of its fiscal third quarter of 2010?", fact(F(AVT, "InventoryNet"), B1003, USD))
add(C, AVT, "Avnet goodwill on the balance sheet at the end of fiscal Q3 2010", fact(F(AVT, "Goodwill"), B1003, USD))
add(C, CAG, "ConAgra Foods net sales for the third quarter of fiscal 2010 (quarter ended February 28, 2010)", fact(F(CAG, "SalesRevenueGoodsNet"), FQ, USD))
add(C, CAG, "ConAgra senior long-term debt as of February 28, 2010", fact(F(CAG, "SeniorLongTermNotes"), B1002, USD))
add(C, AZO, "AutoZone net sales in the third quarter of fiscal 2010", fact(F(AZO, "SalesRevenueNet"), ZQ, USD))
add(C, AZO, "AutoZone merchandise inventories at the end of fiscal Q3 2010", fact(F(AZO, "InventoryFinishedGoods"), ZB, USD))
add(C, IRM, "Iron Mountain storage revenues for the three months ended March 31, 2010", fact(F(IRM, "InformationStorageRevenue"), QT, USD))
add(C, IRM, "Iron Mountain goodwill as of March 31, 2010", fact(F(IRM, "Goodwill"), B1003, USD))
add(C, DFS, "Discover Financial total interest income for the quarter ended February 28, 2010", fact(F(DFS, "InterestAndDividendIncomeOperating"), FQ, USD))
add(C, DFS, "Discover deposits on the balance sheet at February 28, 2010", fact(F(DFS, "Deposits"), B1002, USD))
add(C, DFS, "Discover discount and interchange revenue in the first quarter of fiscal 2010", fact(F(DFS, "DiscountAndInterchangeRevenue"), FQ, USD))
add(C, BWP, "Boardwalk Pipeline Partners total operating revenues for Q1 2010", fact(F(BWP, "Revenues"), QT, USD))
add(C, BWP, "Boardwalk Pipeline long-term debt at March 31, 2010", fact(F(BWP, "LongTermDebtNoncurrent"), B1003, USD))
add(C, A10Q, "Apple unconditional purchase obligations due in fiscal 2026, as disclosed at July 1, 2023", fact(UPO("Third"), AQ_BS, USD))
add(C, NF, "Netflix operating lease payments due after 2028 (beyond year five), as of December 31, 2023", fact(LEASE("AfterRollingYearFive"), N_BS23, USD))
add(C, NF, "Netflix treasury stock at cost on the December 31, 2023 balance sheet", fact(g("TreasuryStockCommonValue"), N_BS23, USD))
add(C, NF, "Netflix income tax expense computed at the U.S. federal statutory rate for 2023 (first line of the rate reconciliation)", fact(g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate"), N_FY23, USD))
add(C, NF, "Netflix other receivables (current) at December 31, 2023", fact(g("OtherReceivablesNetCurrent"), N_BS23, USD))
add(C, NF, "Netflix operating lease payments due in 2026 (year three), as of December 31, 2023", fact(LEASE("InRollingYearThree"), N_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, AVT, "Avnet sales in the year-ago quarter (fiscal Q3 2009, the March 2009 quarter)", fact(F(AVT, "SalesRevenueNet"), QPY, USD))
add(C, AVT, "Avnet total assets at the end of fiscal 2009 (June 2009)", fact(F(AVT, "Assets"), FYE09, USD))
add(C, CAG, "ConAgra net sales for the quarter ended February 2009 (Q3 of fiscal 2009)", fact(F(CAG, "SalesRevenueGoodsNet"), FQPY, USD))
add(C, CAG, "ConAgra Foods total assets at May 31, 2009 (fiscal 2009 year-end)", fact(F(CAG, "Assets"), CFYE, USD))
add(C, CAG, "ConAgra additions to property, plant and equipment in the first nine months of fiscal 2009", fact(F(CAG, "PaymentsToAcquirePropertyPlantAndEquipment"), C9PY, USD))
add(C, AZO, "AutoZone net sales in the third quarter of fiscal 2009", fact(F(AZO, "SalesRevenueNet"), ZQPY, USD))
add(C, AZO, "AutoZone net income year to date through the third quarter of fiscal 2009 (36 weeks)", fact(F(AZO, "NetIncomeLoss"), Z9PY, USD))
add(C, IRM, "Iron Mountain total revenues in the first quarter of 2009", fact(F(IRM, "SalesRevenueServicesNet"), QPY, USD))
add(C, IRM, "Iron Mountain total equity, including noncontrolling interests, at March 31, 2009", fact(SE_NCI, B0903, USD))
add(C, DFS, "Discover net interest income for the quarter ended February 28, 2009", fact(F(DFS, "InterestIncomeExpenseNet"), FQPY, USD))
add(C, DFS, "Discover Financial total assets at November 30, 2009 (fiscal 2009 year-end)", fact(F(DFS, "Assets"), DFYE, USD))
add(C, BWP, "Boardwalk Pipeline total operating revenues for the first quarter of 2009", fact(F(BWP, "Revenues"), QPY, USD))
add(C, BWP, "Boardwalk Pipeline Partners total partners' capital at December 31, 2009", fact(F(BWP, "PartnersCapital"), B0912, USD))
add(C, BWP, "Boardwalk net income in Q1 2009", fact(F(BWP, "ProfitLoss"), QPY, USD))
add(C, NF, "Netflix deferred tax asset valuation allowance at December 31, 2022", fact(g("DeferredTaxAssetsValuationAllowance"), N_BS22, USD))
add(C, NF, "Netflix treasury stock at cost at year-end 2022", fact(g("TreasuryStockCommonValue"), N_BS22, USD))
add(C, NF, "Netflix purchase obligations due in years two and three, as of December 31, 2022", fact(g("PurchaseObligationDueInSecondAndThirdYear"), N_BS22, USD))
add(C, NQ, "Netflix short-term investments at December 31, 2009", fact(g("AvailableForSaleSecuritiesCurrent"), N10_BSPY, USD))
add(C, NQ, "Netflix accrued expenses on the December 31, 2009 balance sheet", fact(g("AccruedLiabilitiesCurrent"), N10_BSPY, USD))
add(C, NQ, "Netflix total operating expenses (the income-statement line below gross profit) in the third quarter of 2009", fact(g("OperatingExpenses"), N10_Q3PY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, AVT, "Avnet gross profit for the first nine months of fiscal 2010", fact(F(AVT, "GrossProfit"), M9, USD))
add(C, AVT, "Avnet selling, general and administrative expenses in fiscal Q3 2010 only (three months, not year to date)", fact(F(AVT, "SellingGeneralAndAdministrativeExpense"), QT, USD))
add(C, AVT, "Avnet net income for the nine months ended March 2010 (fiscal 2010 year to date)", fact(F(AVT, "NetIncomeLoss"), M9, USD))
add(C, AVT, "Avnet restructuring, integration and other charges in the third quarter of fiscal 2010 alone", fact(F(AVT, "RestructuringCharges"), QT, USD))
add(C, AVT, "Avnet interest expense, fiscal 2010 YTD (nine months)", fact(F(AVT, "InterestExpense"), M9, USD))
add(C, CAG, "ConAgra selling, general and administrative expenses for the nine months ended February 28, 2010", fact(F(CAG, "SellingGeneralAndAdministrativeExpense"), C9, USD))
add(C, CAG, "ConAgra income tax expense for fiscal Q3 2010 alone (quarter ended February 28, 2010)", fact(F(CAG, "IncomeTaxExpenseBenefit"), FQ, USD))
add(C, CAG, "ConAgra cost of goods sold, first three quarters of fiscal 2010 (year to date through February 2010)", fact(F(CAG, "CostOfGoodsSold"), C9, USD))
add(C, CAG, "ConAgra equity method investment earnings, fiscal 2010 year to date (nine months)", fact(F(CAG, "IncomeLossFromEquityMethodInvestments"), C9, USD))
add(C, AZO, "AutoZone gross profit for the first 36 weeks of fiscal 2010 (year to date through Q3)", fact(F(AZO, "GrossProfit"), Z9, USD))
add(C, AZO, "AutoZone operating profit for fiscal Q3 2010 only (the 12-week quarter, not year to date)", fact(F(AZO, "OperatingIncomeLoss"), ZQ, USD))
add(C, AZO, "AutoZone net interest expense, fiscal 2010 year to date through the third quarter", fact(F(AZO, "InterestExpense"), Z9, USD))
add(C, AZO, "AutoZone income taxes for the third quarter of fiscal 2010 alone", fact(F(AZO, "IncomeTaxExpenseBenefit"), ZQ, USD))
add(C, NQ, "Netflix excess tax benefits from stock-based compensation (financing activities) for the nine months ended September 30, 2009", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), N10_9MPY, USD))
add(C, NQ, "Netflix proceeds from maturities of short-term investments in Q3 2010 only (three months ended September 30, 2010)", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), N10_Q3, USD))
add(C, NQ, "Netflix interest expense, year to date through September 30, 2009", fact(g("InterestExpense"), N10_9MPY, USD))
add(C, NQ, "Netflix fulfillment expenses for the first nine months of 2009", fact(["nflx:FulfillmentExpense"], N10_9MPY, USD))
add(C, A10Q, "Total fair value of Apple RSUs that vested during the first nine months of fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), AQ_9M, USD, RSU))
add(C, A10Q, "Apple common stock withheld for employee taxes on net share settlement, charged to retained earnings, in Q3 FY23 only (three months ended July 1, 2023)", fact(WHOLD, AQ_Q3, USD, RE_COL))
add(C, A10Q, "Apple shares withheld for taxes on net share settlement of equity awards, recorded in common stock and APIC, for the three months ended June 25, 2022", fact(WHOLD, AQ_Q3PY, USD, APIC_COL))

# =================================================================== derived
C = "derived"
add(C, AVT, "Avnet gross margin for fiscal Q3 2010 (gross profit / sales)", ratio(F(AVT, "GrossProfit"), F(AVT, "SalesRevenueNet"), QT))
add(C, AVT, "Avnet year-over-year sales growth in the March 2010 quarter (fiscal Q3 2010 sales / fiscal Q3 2009 sales - 1)", growth(F(AVT, "SalesRevenueNet"), QT, QPY))
add(C, AVT, "Avnet current ratio at the end of fiscal Q3 2010 (total current assets / total current liabilities)", ratio(F(AVT, "AssetsCurrent"), F(AVT, "LiabilitiesCurrent"), B1003))
add(C, CAG, "ConAgra gross margin, fiscal Q3 2010: (net sales - cost of goods sold) / net sales", margin_from_cost(F(CAG, "SalesRevenueGoodsNet"), F(CAG, "CostOfGoodsSold"), FQ))
add(C, CAG, "ConAgra effective tax rate on continuing operations for the nine months ended February 28, 2010 (income tax expense / income from continuing operations before income taxes and equity method earnings)", ratio(F(CAG, "IncomeTaxExpenseBenefit"), F(CAG, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), C9))
add(C, CAG, "ConAgra net sales change, first nine months of fiscal 2010 versus the first nine months of fiscal 2009 (current / prior - 1; negative = decline)", growth(F(CAG, "SalesRevenueGoodsNet"), C9, C9PY))
add(C, AZO, "AutoZone operating margin for fiscal Q3 2010 (operating profit / net sales)", ratio(F(AZO, "OperatingIncomeLoss"), F(AZO, "SalesRevenueNet"), ZQ))
add(C, AZO, "AutoZone effective tax rate, fiscal 2010 year to date through Q3 (income taxes / income before income taxes)", ratio(F(AZO, "IncomeTaxExpenseBenefit"), F(AZO, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Z9))
add(C, IRM, "Storage revenues as a share of Iron Mountain's total revenues in Q1 2010 (storage / total revenues)", ratio(F(IRM, "InformationStorageRevenue"), F(IRM, "SalesRevenueServicesNet"), QT))
add(C, IRM, "Iron Mountain operating margin for the first quarter of 2010 (operating income / total revenues)", ratio(F(IRM, "OperatingIncomeLoss"), F(IRM, "SalesRevenueServicesNet"), QT))
add(C, DFS, "Discover efficiency ratio for fiscal Q1 2010: total other expense / (net interest income + total other income)",
    derived("e0/(e1+e2)", [inp(F(DFS, "NoninterestExpense"), FQ), inp(F(DFS, "InterestIncomeExpenseNet"), FQ), inp(F(DFS, "NoninterestIncome"), FQ)], FQ, PURE))
add(C, DFS, "Growth in Discover's net interest income, quarter ended February 28, 2010 versus quarter ended February 28, 2009", growth(F(DFS, "InterestIncomeExpenseNet"), FQ, FQPY))
add(C, BWP, "Boardwalk Pipeline operating margin for Q1 2010 (operating income / total operating revenues)", ratio(F(BWP, "OperatingIncomeLoss"), F(BWP, "Revenues"), QT))
add(C, BWP, "Boardwalk total operating revenue growth, Q1 2010 vs Q1 2009", growth(F(BWP, "Revenues"), QT, QPY))
add(C, NF, "Share of Netflix's undiscounted operating lease payments at December 31, 2023 that falls due after year five (payments after year five / total lease payments)", ratio(LEASE("AfterRollingYearFive"), LEASE(""), N_BS23))
add(C, NF, "Netflix purchase obligations due in years two and three: change from December 31, 2022 to December 31, 2023 (2023 / 2022 - 1)", growth(g("PurchaseObligationDueInSecondAndThirdYear"), N_BS23, N_BS22))
add(C, A10Q, "Apple Level 2 debt securities: gross unrealized losses as a fraction of amortized cost at July 1, 2023", ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, m_num=L2, m_den=L2))
add(C, A10Q, "Apple unconditional purchase obligations due in fiscal 2026 and fiscal 2027 combined, as of July 1, 2023 (sum of the two years)", total(UPO("Third"), UPO("Fourth"), AQ_BS))
add(C, NQ, "Netflix fulfillment expense growth, first nine months of 2010 vs first nine months of 2009", growth(["nflx:FulfillmentExpense"], N10_9M, N10_9MPY))
add(C, NQ, "Change in Netflix short-term investments from December 31, 2009 to September 30, 2010 (Sept 30, 2010 balance / Dec 31, 2009 balance - 1)", growth(g("AvailableForSaleSecuritiesCurrent"), N10_BS, N10_BSPY))

# =================================================================== members
C = "members"
add(C, IRM, "Iron Mountain retained earnings at March 31, 2009, per the retained-earnings column of the equity statement", fact(SE_NCI, B0903, USD, EQC("RetainedEarnings")))
add(C, IRM, "Amount credited to additional paid-in capital in Q1 2010 for Iron Mountain shares issued under the employee stock purchase and option plans and stock-based compensation", fact(F(IRM, "StockIssuedDuringPeriodValueShareBasedCompensation"), QT, USD, EQC("AdditionalPaidInCapital")))
add(C, IRM, "How much of Iron Mountain's Q1 2010 stock repurchases was charged to additional paid-in capital?", fact(F(IRM, "StockRepurchasedAndRetiredDuringPeriodValue"), QT, USD, EQC("AdditionalPaidInCapital")))
add(C, IRM, "Iron Mountain common shares outstanding at March 31, 2009, per the common stock column of the equity statement", fact(F(IRM, "CommonStockSharesOutstanding"), B0903, SH, EQC("CommonStock")))
add(C, DFS, "Discover special dividend (Morgan Stanley) charged to retained earnings in fiscal Q1 2010", fact(F(DFS, "SpecialDividend"), FQ, USD, EQC("RetainedEarnings")))
add(C, DFS, "Discover retained earnings balance at February 28, 2009, from the stockholders' equity statement", fact(SE, B0902, USD, EQC("RetainedEarnings")))
add(C, DFS, "Discover additional paid-in capital at February 28, 2009 (equity statement column)", fact(SE, B0902, USD, EQC("AdditionalPaidInCapital")))
add(C, DFS, "Purchases of treasury stock recorded in Discover's treasury stock column in the quarter ended February 28, 2010", fact(F(DFS, "TreasuryStockValueAcquiredCostMethod"), FQ, USD, EQC("TreasuryStock")))
add(C, BWP, "Boardwalk net income allocated to the common units in Q1 2010 (partners' capital statement, common units column)", fact(F(BWP, "ProfitLoss"), QT, USD, EQC("CommonUnits")))
add(C, BWP, "Boardwalk net income allocated to Class B units for the first quarter of 2010", fact(F(BWP, "ProfitLoss"), QT, USD, EQC("ClassBUnits")))
add(C, BWP, "Boardwalk general partner's capital at March 31, 2009", fact(SE_NCI, B0903, USD, EQC("GeneralPartner")))
add(C, A10Q, "Amortized cost of Apple's U.S. Treasury securities (Level 2) at July 1, 2023", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, AFS2("USTreasurySecuritiesMember")))
add(C, A10Q, "Gross unrealized losses on Apple's corporate debt securities as of July 1, 2023", fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), AQ_BS, USD, AFS2("CorporateDebtSecuritiesMember")))
add(C, A10Q, "Fair value of Apple's asset-backed securities (Level 2) at July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AFS2("AssetBackedSecuritiesMember")))
add(C, A10Q, "Apple common stock withheld for employee taxes (net share settlement) charged to common stock and APIC in the first nine months of fiscal 2023", fact(WHOLD, AQ_9M, USD, APIC_COL))
add(C, A10Q, "Common stock issued by Apple (net of shares withheld), recorded in common stock and APIC, for the nine months ended July 1, 2023", fact(g("StockIssuedDuringPeriodValueNewIssues"), AQ_9M, USD, APIC_COL))
add(C, NF, "Netflix expected amortization of licensed content assets in year two (2025), as of December 31, 2023", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearTwo"), N_BS23, USD, FLIC))
add(C, NF, "Expected year-three (2026) amortization of Netflix's produced content, per the 2023 10-K", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearThree"), N_BS23, USD, FPRO))
add(C, NF, "Stock-based compensation added to Netflix's common stock (and APIC) column in 2023", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), N_FY23, USD, NCS_COL))
add(C, NF, "Netflix stock option exercises recorded in the common stock column of the equity statement in 2022", fact(g("StockIssuedDuringPeriodValueStockOptionsExercised"), N_FY22, USD, NCS_COL))

# =================================================================== per_share
C = "per_share"
add(C, AVT, "Avnet diluted EPS for fiscal Q3 2010", fact(F(AVT, "EarningsPerShareDiluted"), QT, PS))
add(C, AVT, "Avnet basic earnings per share for the first nine months of fiscal 2010", fact(F(AVT, "EarningsPerShareBasic"), M9, PS))
add(C, AVT, "Avnet diluted weighted average shares outstanding, nine months ended March 2010", fact(F(AVT, "WeightedAverageNumberOfDilutedSharesOutstanding"), M9, SH))
add(C, CAG, "ConAgra diluted EPS (net income attributable to ConAgra common stockholders) for the third quarter of fiscal 2010", fact(F(CAG, "EarningsPerShareDiluted"), FQ, PS))
add(C, CAG, "ConAgra diluted earnings per share from continuing operations for the nine months ended February 28, 2010", fact(F(CAG, "IncomeLossFromContinuingOperationsPerDilutedShare"), C9, PS))
add(C, CAG, "ConAgra basic EPS in the year-ago quarter (fiscal Q3 2009)", fact(F(CAG, "EarningsPerShareBasic"), FQPY, PS))
add(C, AZO, "AutoZone diluted earnings per share for fiscal Q3 2010", fact(F(AZO, "EarningsPerShareDiluted"), ZQ, PS))
add(C, AZO, "AutoZone diluted EPS year to date through the third quarter of fiscal 2010", fact(F(AZO, "EarningsPerShareDiluted"), Z9, PS))
add(C, AZO, "Weighted average shares used for AutoZone's basic EPS in fiscal Q3 2010", fact(F(AZO, "WeightedAverageNumberOfSharesOutstandingBasic"), ZQ, SH))
add(C, IRM, "Iron Mountain diluted EPS (attributable to Iron Mountain) for Q1 2010", fact(F(IRM, "EarningsPerShareDiluted"), QT, PS))
add(C, IRM, "Iron Mountain cash dividend declared per share in the first quarter of 2010", fact(F(IRM, "CommonStockDividendsPerShareDeclared"), QT, PS))
add(C, DFS, "Dividends paid per Discover common share in the quarter ended February 28, 2010", fact(F(DFS, "CommonStockDividendsPerShareCashPaid"), FQ, PS))
add(C, DFS, "Discover diluted EPS for fiscal Q1 2009 (quarter ended February 28, 2009)", fact(F(DFS, "EarningsPerShareDiluted"), FQPY, PS))
add(C, BWP, "Boardwalk net income per common unit, Q1 2010", fact(F(BWP, "NetIncomePerLimitedPartnerCommonUnit"), QT, PS))
add(C, BWP, "Boardwalk cash distribution per Class B unit for the first quarter of 2010", fact(F(BWP, "CashDistributionToClassBUnits"), QT, PS))
add(C, NF, "Weighted-average exercise price of Netflix stock options that expired during 2023", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExpirationsInPeriodWeightedAverageExercisePrice"), N_FY23, PS))
add(C, NF, "Number of Netflix stock options that expired in 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExpirationsInPeriod"), N_FY22, SH))
add(C, NF, "Netflix shares of common stock outstanding per the cover page of the 2023 10-K", fact(["dei:EntityCommonStockSharesOutstanding"], N_BS23, SH))
add(C, NQ, "Netflix shares outstanding reported on the cover of the Q3 2010 10-Q", fact(["dei:EntityCommonStockSharesOutstanding"], N10_BS, SH))
add(C, NF, "Number of Netflix shares withheld for employee taxes on share-based awards in 2021, per the common stock column of the equity statement", fact(g("SharesPaidForTaxWithholdingForShareBasedCompensation"), N_FY21, SH, NCS_COL))

# =================================================================== jargon
C = "jargon"
add(C, AVT, "AVT capex 9M FY10", fact(F(AVT, "PaymentsToAcquirePropertyPlantAndEquipment"), M9, USD))
add(C, AVT, "Avnet D&A, fiscal 2010 YTD (nine months)", fact(F(AVT, "DepreciationDepletionAndAmortization"), M9, USD))
add(C, AVT, "Avnet SBC for 9M FY10", fact(F(AVT, "ShareBasedCompensation"), M9, USD))
add(C, CAG, "CAG capex, first 9 months of FY10", fact(F(CAG, "PaymentsToAcquirePropertyPlantAndEquipment"), C9, USD))
add(C, CAG, "ConAgra D&A YTD FY10 (nine months to Feb-10)", fact(F(CAG, "DepreciationAndAmortization"), C9, USD))
add(C, CAG, "CAG cash dividends paid, 9M FY10", fact(F(CAG, "PaymentsOfDividends"), C9, USD))
add(C, AZO, "AZO capex YTD FY10 (through Q3)", fact(F(AZO, "PaymentsToAcquirePropertyPlantAndEquipment"), Z9, USD))
add(C, AZO, "AutoZone buybacks (purchase of treasury stock), FY10 YTD through Q3", fact(F(AZO, "PaymentsForRepurchaseOfCommonStock"), Z9, USD))
add(C, AZO, "AZO share-based comp expense, 36 weeks FY10", fact(F(AZO, "ShareBasedCompensation"), Z9, USD))
add(C, IRM, "IRM capex 1Q10", fact(F(IRM, "PaymentsToAcquirePropertyPlantAndEquipment"), QT, USD))
add(C, IRM, "Iron Mountain D&A, 1Q 2010", fact(F(IRM, "DepreciationDepletionAndAmortization"), QT, USD))
add(C, IRM, "IRM CFO (cash from operations), Q1 2010", fact(F(IRM, "NetCashProvidedByUsedInOperatingActivities"), QT, USD))
add(C, DFS, "DFS CFO for 1Q FY10 (quarter ended 2/28/10)", fact(F(DFS, "NetCashProvidedByUsedInOperatingActivities"), FQ, USD))
add(C, BWP, "BWP capex, 1Q10", fact(F(BWP, "PaymentsToAcquirePropertyPlantAndEquipment"), QT, USD))
add(C, BWP, "Boardwalk D&A for 1Q 2010", fact(F(BWP, "DepreciationAndAmortization"), QT, USD))
add(C, A10Q, "AAPL unconditional purchase obligations due FY27 (per the Q3 FY23 10-Q)", fact(UPO("Fourth"), AQ_BS, USD))
add(C, NF, "NFLX op lease payments due in year 2 (2025), per the FY23 10-K", fact(LEASE("InRollingYearTwo"), N_BS23, USD))
add(C, NF, "NFLX state & local taxes in the FY23 tax rate rec", fact(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), N_FY23, USD))
add(C, NF, "NFLX DTL on leasing arrangements (ROU assets), YE23", fact(g("DeferredTaxLiabilitiesLeasingArrangements"), N_BS23, USD))
add(C, NQ, "NFLX proceeds from STI maturities, 9M09", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), N10_9MPY, USD))

# =================================================================== refuse
C = "refuse"
add(C, AVT, "Arrow Electronics sales for the quarter ended March 2010?", refuse(oc, "Arrow Electronics is not in the data (Avnet is).", other("ARROW ELECTRONICS", "ARROW")))
add(C, AZO, "Pep Boys net sales for the quarter ended in spring 2010?", refuse(oc, "Pep Boys is not in the data (AutoZone is).", other("PEP BOYS")))
add(C, BWP, "Williams Partners total revenues for Q1 2010?", refuse(oc, "Williams Partners is not in the data (Boardwalk Pipeline Partners is).", other("WILLIAMS PARTNERS")))
add(C, NQ, "Hastings Entertainment rental revenue for the quarter ended September 30, 2010?", refuse(oc, "Hastings Entertainment is not in the data (Netflix is).", other("HASTINGS")))
add(C, A10Q, "Sonos revenue for the June 2023 quarter?", refuse(oc, "Sonos is not in the data (Apple is).", other("SONOS")))
add(C, AVT, "Avnet sales for the full fiscal year 2010 (ending June 2010)?", refuse(pn, "The fiscal Q3 10-Q reports only the quarter and nine months to March 2010.", absent(F(AVT, "SalesRevenueNet"), ("2009-07-01", "2010-06-30"))))
add(C, CAG, "ConAgra net sales for the fourth quarter of fiscal 2010 (quarter ending May 2010)?", refuse(pn, "The fiscal Q3 10-Q ends February 28, 2010; the May 2010 quarter is not reported.", absent(F(CAG, "SalesRevenueGoodsNet"), ("2010-03-01", "2010-05-31"))))
add(C, IRM, "Iron Mountain total revenues for the second quarter of 2010?", refuse(pn, "The 10-Q covers Q1 2010 and Q1 2009 only.", absent(F(IRM, "SalesRevenueServicesNet"), ("2010-04-01", "2010-06-30"))))
add(C, DFS, "Discover net interest income for the quarter ending May 31, 2010 (fiscal Q2 2010)?", refuse(pn, "The fiscal Q1 10-Q ends February 28, 2010; fiscal Q2 is not reported.", absent(F(DFS, "InterestIncomeExpenseNet"), ("2010-03-01", "2010-05-31"))))
add(C, A10Q, "Apple net income for fiscal Q2 2023 alone (three months ended April 1, 2023)?", refuse(pn, "The Q3 FY23 10-Q reports the June quarters and nine-month periods; the March 2023 quarter alone is not tagged.", absent(NI, ("2023-01-01", "2023-04-01"))))
add(C, NQ, "Netflix net income for the second quarter of 2010 alone (three months ended June 30, 2010)?", refuse(pn, "The Q3 2010 10-Q reports the September quarters and nine-month periods only.", absent(NI, ("2010-04-01", "2010-06-30"))))
add(C, IRM, "Iron Mountain inventories at March 31, 2010?", refuse(cn, "Iron Mountain (records storage and services) reports no inventory.", absent_any(g("InventoryNet", "InventoryFinishedGoods", "InventoryGross"))))
add(C, AVT, "Avnet research and development expense for fiscal Q3 2010?", refuse(cn, "Avnet's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, DFS, "Discover cost of goods sold for the quarter ended February 28, 2010?", refuse(cn, "Discover is a bank holding company; no cost of goods sold or cost of revenue is reported.", absent_any(COR + g("CostOfGoodsSoldExcludingDepreciationDepletionAndAmortization", "CostOfServices"))))
add(C, NF, "Netflix income (loss) from discontinued operations in 2023?", refuse(cn, "Netflix has no discontinued operations; the 2023 10-K reports no discontinued-operations fact.", absent_any(g("IncomeLossFromDiscontinuedOperationsNetOfTax", "IncomeLossFromDiscontinuedOperationsNetOfTaxAttributableToReportingEntity", "DiscontinuedOperationIncomeLossFromDiscontinuedOperationNetOfTax"))))
WHY_CAG = "ConAgra reports 'Net income' (ProfitLoss 228.7M, including noncontrolling interests) and 'Net income attributable to ConAgra Foods, Inc.' (NetIncomeLoss 229.6M) for fiscal Q3 2010."
add(C, CAG, "ConAgra net income for the third quarter of fiscal 2010?", refuse(am, WHY_CAG, amb_why(WHY_CAG, (F(CAG, "ProfitLoss"), FQ, None), (F(CAG, "NetIncomeLoss"), FQ, None))))
WHY_IRM = "Iron Mountain reports total stockholders' equity of 2,147.9M (StockholdersEquity, Iron Mountain Incorporated) and total equity of 2,151.9M including noncontrolling interests at March 31, 2010."
add(C, IRM, "Iron Mountain total equity at March 31, 2010?", refuse(am, WHY_IRM, amb_why(WHY_IRM, (SE, B1003, None), (SE_NCI, B1003, None))))
WHY_DFS = "Discover reports no single revenue total: total interest income 1,559.2M, net interest income 1,145.4M and total other income 545.9M are all reported for fiscal Q1 2010."
add(C, DFS, "What was Discover's revenue for the quarter ended February 28, 2010?", refuse(am, WHY_DFS, amb_why(WHY_DFS, (F(DFS, "InterestAndDividendIncomeOperating"), FQ, None), (F(DFS, "InterestIncomeExpenseNet"), FQ, None), (F(DFS, "NoninterestIncome"), FQ, None))))
WHY_BWP = "Boardwalk reports net income per unit separately for its two unit classes in Q1 2010: $0.46 per common unit and $0.26 per Class B unit."
add(C, BWP, "Boardwalk Pipeline net income per unit for Q1 2010?", refuse(am, WHY_BWP, amb_why(WHY_BWP, (F(BWP, "NetIncomePerLimitedPartnerCommonUnit"), QT, None), (F(BWP, "NetIncomePerLimitedPartnerClassBUnit"), QT, None))))
WHY_NF = "Netflix reports gross deferred tax liabilities of 1,035.6M (DeferredIncomeTaxLiabilities) and a balance-sheet deferred tax liability of 126.2M in other non-current liabilities (same concept, OtherNoncurrentLiabilitiesMember) at December 31, 2023."
add(C, NF, "Netflix deferred tax liabilities at December 31, 2023?", refuse(am, WHY_NF, amb_why(WHY_NF, (g("DeferredIncomeTaxLiabilities"), N_BS23, None), (g("DeferredIncomeTaxLiabilities"), N_BS23, {G + "BalanceSheetLocationAxis": G + "OtherNoncurrentLiabilitiesMember"}))))


def main():
    write_round("h20", gr.QUESTIONS_20, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
