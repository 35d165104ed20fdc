#!/usr/bin/env python3
"""Writes evals/data/ask_heldout25.jsonl and its refusal probes (round 25) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout25_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform24/build_questions.py (which copied round 22 and, before it, rounds 20, 18, 16, 14, 12, 10, 9, 8, 7, 6 and 5); the
round-25 specs below are new. The overlap check covers rounds 1-24 (round 26, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-25 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 25 FSDS filings: companies no round 1-24 used, all with
# ODD CIKs (the parallel writer takes even-CIK companies): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
JCI = "fsds:0000950123-10-043277"   # JOHNSON CONTROLS 10-Q (2010q2), CIK 53669, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY ends Sep 30
ABC = "fsds:0000950123-10-046278"   # AMERISOURCEBERGEN 10-Q (2010q2), CIK 1140859, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY ends Sep 30
COV = "fsds:0001193125-10-102083"   # COVIDIEN PLC 10-Q (2010q2), CIK 1385187, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY ends late September
FCX = "fsds:0000831259-09-000076"   # FREEPORT-MCMORAN 10-Q (2009q3), CIK 831259, Q2 2009, six months; EquityComponents rows
VMC = "fsds:0000950123-09-030370"   # VULCAN MATERIALS 10-Q (2009q3), CIK 1396009, Q2 2009, six months; Scenario=ScenarioRestated rows
ATVI = "fsds:0001104659-09-048234"  # ACTIVISION BLIZZARD 10-Q (2009q3), CIK 718877, Q2 2009, six months; EquityComponents rows
TICK = {JCI: "jci", ABC: "abc", COV: "cov", FCX: "fcx", VMC: "vmc", ATVI: "atvi"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# ddate 2010-03-31 filers (JCI, ABC, COV): fiscal Q2 FY2010 and six months from October 2009; FY2009 year-end ddate 2009-09-30
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
H10, H09 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")
B10, SEP09, MAR09, SEP08 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-03-31"), (None, "2008-09-30")
# 2009q3 filers (FCX, VMC, ATVI): Q2 2009 and first half 2009
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PBPY = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")

EQC = lambda m: {"EquityComponents": m}
RESTATED = {"Scenario": "ScenarioRestated"}
EQAX = G + "StatementEquityComponentsAxis"
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
L2F = lambda m: {FVL: L2, FIN: G + m}
CLS = G + "StatementClassOfStockAxis"
NOTIONAL = lambda risk, hedge: {G + "DerivativeInstrumentRiskAxis": G + risk, G + "HedgingDesignationAxis": G + hedge}
AFIXED = {G + "DebtInstrumentAxis": "aapl:A20132022DebtIssuancesMember", G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}
MCOM = {CONS: "msft:CommercialMember"}
MCOM_OTHER = {CONS: "msft:CommercialMember", SEG: "msft:CommercialOtherMember"}
MRS = {G + "AwardTypeAxis": G + "RestrictedStockMember"}
FLIM = lambda m: {FLI: G + m}

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, JCI, "Johnson Controls net sales for the three months ended March 31, 2010 (fiscal Q2 2010)", fact(F(JCI, "SalesRevenueNet"), Q10, USD))
add(C, JCI, "What was Johnson Controls' goodwill at March 31, 2010?", fact(F(JCI, "Goodwill"), B10, USD))
add(C, JCI, "Johnson Controls investments in partially-owned affiliates as of March 31, 2010", fact(F(JCI, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), B10, USD))
add(C, ABC, "AmerisourceBergen revenue for the quarter ended March 31, 2010", fact(F(ABC, "Revenues"), Q10, USD))
add(C, ABC, "AmerisourceBergen merchandise inventories as of March 31, 2010", fact(F(ABC, "InventoryNet"), B10, USD))
add(C, COV, "Covidien net sales for its fiscal second quarter of 2010 (quarter ended March 2010)", fact(F(COV, "SalesRevenueNet"), Q10, USD))
add(C, COV, "Covidien guaranteed contingent tax liabilities on the balance sheet at the end of fiscal Q2 2010", fact(F(COV, "GuaranteedContingentTaxLiabilities"), B10, USD))
add(C, FCX, "Freeport-McMoRan revenues for the quarter ended June 30, 2009", fact(F(FCX, "RevenuesGoodsAndServices"), PQ, USD))
add(C, FCX, "Freeport-McMoRan mill and leach stockpiles (current asset) at June 30, 2009", fact(F(FCX, "MillAndLeachStockpiles"), PB, USD))
add(C, FCX, "FCX deferred income taxes (non-current liability) as of June 30, 2009", fact(F(FCX, "DeferredTaxLiabilitiesNoncurrent"), PB, USD))
add(C, VMC, "Vulcan Materials total revenues for the second quarter of 2009", fact(F(VMC, "Revenues"), PQ, USD))
add(C, VMC, "Vulcan Materials finished products inventory at June 30, 2009", fact(F(VMC, "InventoryFinishedGoods"), PB, USD))
add(C, ATVI, "Activision Blizzard total net revenues for the three months ended June 30, 2009", fact(F(ATVI, "Revenues"), PQ, USD))
add(C, ATVI, "Activision Blizzard deferred revenues (current liability) as of June 30, 2009", fact(F(ATVI, "DeferredRevenueCurrent"), PB, USD))
add(C, A10K, "Apple operating and finance lease liabilities to be paid in fiscal 2024 (year one), per the FY2023 10-K", fact(["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearOne"], A_BS23, USD))
add(C, A10K, "Apple deferred tax assets for foreign tax credit carryforwards at September 30, 2023", fact(g("DeferredTaxAssetsTaxCreditCarryforwardsForeign"), A_BS23, USD))
add(C, A10K, "Carrying amount of Apple's hedged assets in fair value hedges as of September 30, 2023", fact(g("HedgedAssetFairValueHedge"), A_BS23, USD))
add(C, MS, "Microsoft available-for-sale debt securities maturing in two through five years, at fair value, June 30, 2015", fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingYearTwoThroughFiveFairValue"), M_BS15, USD))
add(C, MS, "Microsoft expected amortization expense of intangible assets for fiscal 2018 (year three), per the FY2015 10-K", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearThree"), M_BS15, USD))
add(C, AE, "AEON Biopharma accrued compensation as of September 30, 2023", fact(g("EmployeeRelatedLiabilitiesCurrent"), E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, JCI, "Johnson Controls net sales in the prior-year quarter (three months ended March 31, 2009)", fact(F(JCI, "SalesRevenueNet"), Q09, USD))
add(C, JCI, "Johnson Controls long-term debt at fiscal 2009 year-end (September 30, 2009)", fact(F(JCI, "LongTermDebtNoncurrent"), SEP09, USD))
add(C, JCI, "JCI cash and cash equivalents as of March 31, 2009", fact(F(JCI, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, ABC, "AmerisourceBergen revenue for the first six months of fiscal 2009 (six months ended March 31, 2009)", fact(F(ABC, "Revenues"), H09, USD))
add(C, ABC, "AmerisourceBergen cash and cash equivalents at September 30, 2008", fact(F(ABC, "CashAndCashEquivalentsAtCarryingValue"), SEP08, USD))
add(C, COV, "Covidien net income for fiscal Q2 2009 (the year-ago quarter ended March 2009)", fact(F(COV, "NetIncomeLoss"), Q09, USD))
add(C, COV, "Covidien inventories at the end of fiscal 2009 (September 2009)", fact(F(COV, "InventoryNet"), SEP09, USD))
add(C, FCX, "Freeport-McMoRan revenues in the second quarter of 2008", fact(F(FCX, "RevenuesGoodsAndServices"), PQPY, USD))
add(C, FCX, "FCX total long-term debt, less current portion, at December 31, 2008", fact(F(FCX, "LongTermDebtNoncurrent"), PYE, USD))
add(C, VMC, "Vulcan Materials net earnings for the three months ended June 30, 2008", fact(F(VMC, "NetIncomeLoss"), PQPY, USD))
add(C, VMC, "Vulcan short-term borrowings at December 31, 2008", fact(F(VMC, "ShortTermBorrowings"), PYE, USD))
add(C, VMC, "Vulcan Materials total assets as of June 30, 2008", fact(F(VMC, "Assets"), PBPY, USD))
add(C, ATVI, "Activision Blizzard product development expense in Q2 2008", fact(F(ATVI, "ResearchAndDevelopmentExpense"), PQPY, USD))
add(C, ATVI, "Activision Blizzard accounts receivable, net, at December 31, 2008", fact(F(ATVI, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, A10K, "Apple finance lease right-of-use assets at September 24, 2022", fact(g("FinanceLeaseRightOfUseAsset"), A_BS22, USD))
add(C, A10K, "Apple deferred tax liabilities on leasing arrangements as of September 24, 2022", fact(g("DeferredTaxLiabilitiesLeasingArrangements"), A_BS22, USD))
add(C, A10K, "Apple reductions of unrecognized tax benefits from lapse of statutes of limitations in fiscal 2022", fact(g("UnrecognizedTaxBenefitsReductionsResultingFromLapseOfApplicableStatuteOfLimitations"), A_FY22, USD))
add(C, MS, "Microsoft increases in unrecognized tax benefits for current-year tax positions in fiscal 2014", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), M_FY14, USD))
add(C, MS, "Microsoft deferred tax assets for stock-based compensation expense at June 30, 2014", fact(g("DeferredTaxAssetsTaxDeferredExpenseCompensationAndBenefitsShareBasedCompensationCost"), M_BS14, USD))
add(C, AE, "AEON Biopharma related-party convertible notes at fair value (non-current) as of December 31, 2022", fact(g("NotesPayableRelatedPartiesNoncurrent"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, JCI, "Johnson Controls net sales for the six months ended March 31, 2010", fact(F(JCI, "SalesRevenueNet"), H10, USD))
add(C, JCI, "Johnson Controls SG&A for fiscal Q2 2010 only (three months to March 31, 2010)", fact(F(JCI, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, JCI, "Net income attributable to Johnson Controls, fiscal 2010 year to date (first half, October 2009 - March 2010)", fact(F(JCI, "NetIncomeLoss"), H10, USD))
add(C, ABC, "AmerisourceBergen revenue for the first half of fiscal 2010 (six months ended March 31, 2010)", fact(F(ABC, "Revenues"), H10, USD))
add(C, ABC, "AmerisourceBergen operating income for the three months ended March 31, 2010", fact(F(ABC, "OperatingIncomeLoss"), Q10, USD))
add(C, ABC, "AmerisourceBergen distribution, selling and administrative expenses, fiscal 2010 YTD through March", fact(F(ABC, "SellingGeneralAndAdministrativeExpense"), H10, USD))
add(C, COV, "Covidien net sales for the first six months of fiscal 2010", fact(F(COV, "SalesRevenueNet"), H10, USD))
add(C, COV, "Covidien research and development expenses for fiscal Q2 2010 alone", fact(F(COV, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), Q10, USD))
add(C, COV, "Covidien income from continuing operations, six months ended March 2010", fact(F(COV, "IncomeLossFromContinuingOperations"), H10, USD))
add(C, FCX, "Freeport-McMoRan revenues for the six months ended June 30, 2009", fact(F(FCX, "RevenuesGoodsAndServices"), PH, USD))
add(C, FCX, "FCX production and delivery costs for the second quarter of 2009 (three months)", fact(F(FCX, "ProductionAndDelivery"), PQ, USD))
add(C, FCX, "Freeport-McMoRan exploration and research expenses, year to date through June 30, 2009", fact(F(FCX, "ExplorationAndResearchExpenses"), PH, USD))
add(C, VMC, "Vulcan Materials total revenues for the first half of 2009", fact(F(VMC, "Revenues"), PH, USD))
add(C, VMC, "Vulcan gross profit for the three months ended June 30, 2009", fact(F(VMC, "GrossProfit"), PQ, USD))
add(C, VMC, "Vulcan selling, administrative and general expenses for the six months ended June 30, 2009", fact(F(VMC, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, ATVI, "Activision Blizzard total net revenues, six months ended June 30, 2009", fact(F(ATVI, "Revenues"), PH, USD))
add(C, ATVI, "Activision Blizzard sales and marketing expense for Q2 2009 (quarter only)", fact(F(ATVI, "SellingAndMarketingExpense"), PQ, USD))
add(C, ATVI, "Activision Blizzard product sales for the first six months of 2009", fact(F(ATVI, "SalesRevenueGoodsNet"), PH, USD))
add(C, NQ, "Netflix deferred taxes in operating cash flow for the three months ended September 30, 2010", fact(g("DeferredIncomeTaxExpenseBenefit"), N10_Q3, USD))
add(C, NQ, "Netflix interest and other income for the third quarter of 2010 (three months)", fact(g("OtherNonoperatingIncome"), N10_Q3, USD))

# =================================================================== derived
C = "derived"
add(C, JCI, "Johnson Controls gross margin for fiscal Q2 2010 (gross profit / net sales)", ratio(F(JCI, "GrossProfit"), F(JCI, "SalesRevenueNet"), Q10))
add(C, JCI, "Services share of Johnson Controls net sales for the six months ended March 31, 2010 (services / net sales)", ratio(F(JCI, "SalesRevenueServicesNet"), F(JCI, "SalesRevenueNet"), H10))
add(C, JCI, "Johnson Controls total debt at March 31, 2010 (short-term debt + current portion of long-term debt + long-term debt)",
    derived("e0+e1+e2", [inp(F(JCI, "ShortTermBorrowings"), B10), inp(F(JCI, "LongTermDebtAndCapitalLeaseObligationsCurrent"), B10), inp(F(JCI, "LongTermDebtNoncurrent"), B10)], B10, USD, ratio=False))
add(C, ABC, "AmerisourceBergen gross margin for the first half of fiscal 2010 (gross profit / revenue)", ratio(F(ABC, "GrossProfit"), F(ABC, "Revenues"), H10))
add(C, ABC, "AmerisourceBergen revenue growth in fiscal Q2 2010 versus fiscal Q2 2009 (revenue Q2 FY10 / revenue Q2 FY09 - 1)", growth(F(ABC, "Revenues"), Q10, Q09))
add(C, COV, "Covidien R&D intensity for fiscal Q2 2010 (research and development expenses / net sales)", ratio(F(COV, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), F(COV, "SalesRevenueNet"), Q10))
add(C, COV, "Covidien effective tax rate for the first six months of fiscal 2010 (income tax expense / income from continuing operations before income taxes)",
    ratio(F(COV, "IncomeTaxExpenseBenefit"), F(COV, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), H10))
add(C, COV, "Covidien free cash flow for the six months ended March 2010 (net cash provided by operating activities - capital expenditures)", fcf(H10, F(COV, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, FCX, "Freeport-McMoRan operating margin for Q2 2009 (operating income / revenues)", ratio(F(FCX, "OperatingIncomeLoss"), F(FCX, "RevenuesGoodsAndServices"), PQ))
add(C, FCX, "FCX revenue growth, first half 2009 vs first half 2008 (H1 2009 revenues / H1 2008 revenues - 1; negative means a decline)", growth(F(FCX, "RevenuesGoodsAndServices"), PH, PHPY))
add(C, VMC, "Vulcan Materials operating margin for the second quarter of 2009 (operating earnings / total revenues)", ratio(F(VMC, "OperatingIncomeLoss"), F(VMC, "Revenues"), PQ))
add(C, VMC, "Vulcan current ratio at June 30, 2009 (total current assets / total current liabilities)", ratio(F(VMC, "AssetsCurrent"), F(VMC, "LiabilitiesCurrent"), PB))
add(C, ATVI, "Activision Blizzard operating margin for the first half of 2009 (operating income / total net revenues)", ratio(F(ATVI, "OperatingIncomeLoss"), F(ATVI, "Revenues"), PH))
add(C, ATVI, "Activision Blizzard total liabilities as a share of total assets at June 30, 2009", ratio(F(ATVI, "Liabilities"), F(ATVI, "Assets"), PB))
add(C, A10K, "Apple operating and finance lease liabilities to be paid in years one and two combined (fiscal 2024 + 2025), as of September 30, 2023",
    total(["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearOne"], ["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearTwo"], A_BS23))
add(C, A10K, "Growth in Apple's finance lease right-of-use assets from September 24, 2022 to September 30, 2023 (FY23 / FY22 - 1)", growth(g("FinanceLeaseRightOfUseAsset"), A_BS23, A_BS22))
add(C, A10K, "Change in Apple's total deferred tax liabilities, September 2023 vs September 2022 (FY23 / FY22 - 1; negative means a decrease)", growth(g("DeferredIncomeTaxLiabilities"), A_BS23, A_BS22))
add(C, MS, "Growth in Microsoft's increases in unrecognized tax benefits for current-year positions, FY2015 vs FY2014 (FY15 / FY14 - 1)", growth(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), M_FY15, M_FY14))
add(C, MS, "Microsoft expected intangible amortization for years three and four combined (fiscal 2018 + 2019), per the FY2015 10-K",
    total(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearThree"), g("FiniteLivedIntangibleAssetsAmortizationExpenseYearFour"), M_BS15))
add(C, AE, "Growth in AEON's other accrued expenses from December 31, 2022 to September 30, 2023 (Sep 2023 / Dec 2022 - 1)", growth(g("OtherAccruedLiabilitiesCurrent"), E_BS, E_BSPY))

# =================================================================== members
C = "members"
add(C, FCX, "Freeport-McMoRan noncontrolling interests column of the equity statement: balance at June 30, 2009", fact(F(FCX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("NoncontrollingInterest")))
add(C, FCX, "Stock-based compensation credited to FCX's capital in excess of par value (APIC column), first half of 2009", fact(F(FCX, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, FCX, "Contributions from noncontrolling interests in FCX's equity statement (noncontrolling interests column), six months ended June 30, 2009", fact(F(FCX, "ContributionsFromNoncontrollingInterests"), PH, USD, EQC("NoncontrollingInterest")))
add(C, FCX, "Common stock issued in FCX's 2009 equity offering as recorded in the capital in excess of par value column, H1 2009", fact(F(FCX, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, FCX, "Number of FCX common shares issued (common stock column of the equity statement) at June 30, 2009", fact(F(FCX, "SharesIssued"), PB, SH, EQC("CommonStock")))
add(C, FCX, "Carrying amount of FCX's 6 3/4% Mandatory Convertible Preferred Stock in the equity statement at December 31, 2008", fact(F(FCX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PYE, USD, EQC("SixAndThreeQuarterPercentMandatoryConvertibleStock")))
add(C, ATVI, "Cost of treasury stock Activision Blizzard repurchased in the first half of 2009 (treasury stock column)", fact(F(ATVI, "TreasuryStockValueAcquiredCostMethod"), PH, USD, EQC("TreasuryStock")))
add(C, ATVI, "Stock-based compensation added to Activision Blizzard's additional paid-in capital, six months ended June 30, 2009", fact(F(ATVI, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, ATVI, "Activision Blizzard additional paid-in capital column of the equity statement: balance at June 30, 2009", fact(F(ATVI, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("AdditionalPaidInCapital")))
add(C, ATVI, "Shares of common stock Activision Blizzard issued under share-based compensation plans in H1 2009 (common stock column)", fact(F(ATVI, "StockIssuedDuringPeriodSharesShareBasedCompensation"), PH, SH, EQC("CommonStock")))
add(C, VMC, "Vulcan Materials net cash provided by operating activities for the first half of 2008, as restated", fact(F(VMC, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD, RESTATED))
add(C, VMC, "Vulcan share-based compensation in the cash flow statement for the six months ended June 30, 2008, as restated", fact(F(VMC, "ShareBasedCompensation"), PHPY, USD, RESTATED))
add(C, A10K, "Apple Level 2 asset-backed securities (available-for-sale) at fair value, September 30, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), A_BS23, USD, L2F("AssetBackedSecuritiesMember")))
add(C, A10K, "Amortized cost of Apple's Level 2 foreign government securities at September 30, 2023", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS23, USD, L2F("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "Apple non-current marketable securities held in U.S. Treasury securities (Level 2) as of September 30, 2023", fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, L2F("USTreasurySecuritiesMember")))
add(C, A10K, "Notional amount of Apple's interest rate contracts designated as hedging instruments at September 30, 2023", fact(g("DerivativeNotionalAmount"), A_BS23, USD, NOTIONAL("InterestRateContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10K, "Carrying amount of Apple's fixed-rate notes from the 2013-2022 debt issuances at September 30, 2023", fact(g("DebtInstrumentCarryingAmount"), A_BS23, USD, AFIXED))
add(C, MS, "Microsoft goodwill allocated to the Commercial Other segment at June 30, 2015", fact(g("Goodwill"), M_BS15, USD, MCOM_OTHER))
add(C, MS, "Goodwill Microsoft acquired during fiscal 2015 in its Commercial segments", fact(g("GoodwillAcquiredDuringPeriod"), M_FY15, USD, MCOM))
add(C, MS, "Microsoft net carrying amount of contractual-rights intangible assets at June 30, 2015", fact(g("FiniteLivedIntangibleAssetsNet"), M_BS15, USD, FLIM("ContractualRightsMember")))

# =================================================================== per_share
C = "per_share"
add(C, JCI, "Johnson Controls diluted EPS for fiscal Q2 2010", fact(F(JCI, "EarningsPerShareDiluted"), Q10, PS))
add(C, JCI, "Johnson Controls basic earnings per share for the six months ended March 31, 2010", fact(F(JCI, "EarningsPerShareBasic"), H10, PS))
add(C, ABC, "AmerisourceBergen diluted EPS for the quarter ended March 31, 2010", fact(F(ABC, "EarningsPerShareDiluted"), Q10, PS))
add(C, ABC, "AmerisourceBergen cash dividends declared per share, first six months of fiscal 2010", fact(F(ABC, "CommonStockDividendsPerShareDeclared"), H10, PS))
add(C, ABC, "AmerisourceBergen diluted weighted average shares for fiscal Q2 2010", fact(F(ABC, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, ABC, "Number of AmerisourceBergen treasury shares held at March 31, 2010", fact(F(ABC, "TreasuryStockShares"), B10, SH))
add(C, COV, "Covidien diluted earnings per share (net income) for the first half of fiscal 2010", fact(F(COV, "EarningsPerShareDiluted"), H10, PS))
add(C, COV, "Covidien ordinary shares outstanding at the end of fiscal Q2 2010 (March 2010)", fact(F(COV, "CommonStockSharesOutstanding"), B10, SH))
add(C, COV, "Covidien basic weighted-average shares for the quarter ended March 2010", fact(F(COV, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, FCX, "Freeport-McMoRan diluted EPS for Q2 2009", fact(F(FCX, "EarningsPerShareDiluted"), PQ, PS))
add(C, FCX, "Dividends declared per FCX common share in the first six months of 2008", fact(F(FCX, "CommonStockDividendsPerShareDeclared"), PHPY, PS))
add(C, FCX, "Freeport-McMoRan diluted weighted average shares, six months ended June 30, 2009", fact(F(FCX, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, VMC, "Vulcan Materials diluted EPS from continuing operations for Q2 2009", fact(F(VMC, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, VMC, "Vulcan cash dividends declared per common share for the first half of 2009", fact(F(VMC, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, ATVI, "Activision Blizzard diluted earnings per share for the six months ended June 30, 2009", fact(F(ATVI, "EarningsPerShareDiluted"), PH, PS))
add(C, ATVI, "Activision Blizzard treasury shares at June 30, 2009", fact(F(ATVI, "TreasuryStockShares"), PB, SH))
add(C, AE, "AEON Series A-2 convertible preferred shares outstanding at December 31, 2022", fact(g("TemporaryEquitySharesOutstanding"), E_BSPY, SH, {CLS: "aeon:SeriesA2ConvertiblePreferredStockMember"}))
add(C, MS, "Number of nonvested Microsoft stock awards outstanding at June 30, 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), M_BS15, SH, MRS))
add(C, AE, "Total AEON convertible preferred shares outstanding at December 31, 2022", fact(g("TemporaryEquitySharesOutstanding"), E_BSPY, SH))
add(C, AE, "AEON Biopharma common stock shares authorized at September 30, 2023", fact(g("CommonStockSharesAuthorized"), E_BS, SH))

# =================================================================== jargon
C = "jargon"
add(C, JCI, "JCI capex, 1H FY10", fact(F(JCI, "PaymentsToAcquireProductiveAssets"), H10, USD))
add(C, JCI, "Johnson Controls depreciation, 2Q FY10", fact(F(JCI, "Depreciation"), Q10, USD))
add(C, JCI, "JCI pretax income, fiscal 2Q10", fact(F(JCI, "IncomeFromContinuingOperationsBeforeIncomeTaxesMinorityInterests"), Q10, USD))
add(C, ABC, "ABC CFO, 1H FY10", fact(F(ABC, "NetCashProvidedByUsedInOperatingActivities"), H10, USD))
add(C, ABC, "AmerisourceBergen buybacks (purchases of common stock), fiscal 2010 YTD", fact(F(ABC, "PaymentsForRepurchaseOfCommonStock"), H10, USD))
add(C, ABC, "ABC net interest expense, 2Q FY10", fact(F(ABC, "InterestExpenseNet"), Q10, USD))
add(C, COV, "COV capex 1H FY10", fact(F(COV, "PaymentsToAcquirePropertyPlantAndEquipment"), H10, USD))
add(C, COV, "Covidien SBC, six months to March 2010", fact(F(COV, "ShareBasedCompensation"), H10, USD))
add(C, FCX, "FCX CFO, 1H09", fact(F(FCX, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, FCX, "Freeport DD&A (income statement), 2Q09", fact(F(FCX, "DepreciationDepletionAndAmortizationAsPresentedInIncomeStatement"), PQ, USD))
add(C, VMC, "VMC DD&A from continuing ops, 2Q09", fact(F(VMC, "DepreciationAndAmortization"), PQ, USD))
add(C, VMC, "Vulcan SBC, 1H09", fact(F(VMC, "ShareBasedCompensation"), PH, USD))
add(C, ATVI, "ATVI buybacks (repurchase of common stock), 1H09", fact(F(ATVI, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, ATVI, "Activision capex, 1H 2009", fact(F(ATVI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, A10K, "AAPL proceeds from commercial paper with maturities > 90 days, FY22", fact(g("ProceedsFromShortTermDebtMaturingInMoreThanThreeMonths"), A_FY22, USD))
add(C, A10K, "AAPL finance lease payments due NTM (fiscal 2024), FY23 10-K", fact(g("FinanceLeaseLiabilityPaymentsDueNextTwelveMonths"), A_BS23, USD))
add(C, MS, "MSFT repayments of debt with maturities > 90 days, FY15", fact(g("RepaymentsOfDebtMaturingInMoreThanThreeMonths"), M_FY15, USD))
add(C, MS, "MSFT net short-term borrowings (maturities of 90 days or less), FY15", fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess"), M_FY15, USD))
add(C, MS, "MSFT interest and penalties on UTBs recognized in FY15 P&L", fact(g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestExpense"), M_FY15, USD))
add(C, AE, "AEON write-off of deferred offering costs, 9M22", fact(g("WriteOffOfDeferredDebtIssuanceCost"), E_9M_22, USD))

# =================================================================== refuse
C = "refuse"
add(C, JCI, "Faurecia automotive seating sales for the quarter ended March 2010?", refuse(oc, "Faurecia is not in the data (Johnson Controls is).", other("FAURECIA")))
add(C, ABC, "Celesio pharmaceutical wholesale revenue for the first quarter of 2010?", refuse(oc, "Celesio is not in the data (AmerisourceBergen is).", other("CELESIO")))
add(C, FCX, "Codelco copper revenue for the second quarter of 2009?", refuse(oc, "Codelco is not in the data (Freeport-McMoRan is).", other("CODELCO")))
add(C, VMC, "Lafarge North America aggregates sales for Q2 2009?", refuse(oc, "Lafarge is not in the data (Vulcan Materials is).", other("LAFARGE")))
add(C, MS, "Infosys revenue for fiscal 2015?", refuse(oc, "Infosys is not in the data (Microsoft is).", other("INFOSYS")))
add(C, JCI, "Johnson Controls net sales for fiscal Q3 2010 (quarter ending June 2010)?", refuse(pn, "The fiscal Q2 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(JCI, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, COV, "Covidien net sales for fiscal Q1 2010 alone (the December 2009 quarter)?", refuse(pn, "The fiscal Q2 10-Q reports the March 2010 quarter and the six months; the December 2009 quarter alone is not reported.", absent(F(COV, "SalesRevenueNet"), ("2009-10-01", "2009-12-31"))))
add(C, FCX, "Freeport-McMoRan revenues for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; Q3 2009 is not reported.", absent(F(FCX, "RevenuesGoodsAndServices"), ("2009-07-01", "2009-09-30"))))
add(C, VMC, "Vulcan Materials total revenues for the nine months ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(VMC, "Revenues"), ("2009-01-01", "2009-09-30"))))
add(C, A10K, "Apple total net sales for fiscal 2020?", refuse(pn, "The FY2023 10-K reports fiscal 2021-2023 income statements; fiscal 2020 net sales are not reported.", absent(AREV, ("2019-09-29", "2020-09-26"))))
add(C, NQ, "Netflix net income for full-year 2010 (twelve months ended December 31, 2010)?", refuse(pn, "The Q3 2010 10-Q reports the quarter and nine months to September 30, 2010; the full year 2010 is not reported.", absent(NIATT, ("2010-01-01", "2010-12-31"))))
add(C, JCI, "Johnson Controls research and development expense for fiscal Q2 2010?", refuse(cn, "Johnson Controls' 10-Q tags no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ABC, "AmerisourceBergen research and development spending in the first half of fiscal 2010?", refuse(cn, "AmerisourceBergen's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ATVI, "Activision Blizzard interest expense for Q2 2009?", refuse(cn, "Activision Blizzard's 10-Q reports 'Investment income, net' only; no interest expense is tagged.", absent_any(g("InterestExpense", "InterestExpenseNet", "InterestExpenseDebt"))))
add(C, AE, "AEON Biopharma inventory at September 30, 2023?", refuse(cn, "AEON is pre-commercial; its 10-Q reports no inventory.", absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods"))))
WHY_FCX = ("Freeport-McMoRan reports 'Net income' including noncontrolling interests (ProfitLoss 812M) and 'Net income attributable to FCX common "
           "stockholders' after 164M noncontrolling interests and 60M preferred dividends (588M) for Q2 2009.")
add(C, FCX, "Freeport-McMoRan net income for the second quarter of 2009?", refuse(am, WHY_FCX, amb_why(WHY_FCX, (F(FCX, "ProfitLoss"), PQ, None), (F(FCX, "NetIncomeLossAvailableToCommonStockholdersBasic"), PQ, None))))
WHY_JCI = "Johnson Controls reports 'Net income (loss)' (ProfitLoss 297M) and 'Net income attributable to Johnson Controls, Inc.' (NetIncomeLoss 274M) for fiscal Q2 2010."
add(C, JCI, "Johnson Controls net income for fiscal Q2 2010?", refuse(am, WHY_JCI, amb_why(WHY_JCI, (F(JCI, "ProfitLoss"), Q10, None), (F(JCI, "NetIncomeLoss"), Q10, None))))
WHY_COV = "Covidien reports 'Income from continuing operations' (428M) and 'Net income' (413M, after a 15M loss from discontinued operations) for fiscal Q2 2010; 'earnings' fits either."
add(C, COV, "Covidien earnings for fiscal Q2 2010?", refuse(am, WHY_COV, amb_why(WHY_COV, (F(COV, "IncomeLossFromContinuingOperations"), Q10, None), (F(COV, "NetIncomeLoss"), Q10, None))))
WHY_VMC = "Vulcan reports 'Cost of goods sold' (535.5M) and 'Cost of revenues' including delivery costs (576.0M) for Q2 2009; 'cost of sales' fits either."
add(C, VMC, "Vulcan Materials cost of sales for Q2 2009?", refuse(am, WHY_VMC, amb_why(WHY_VMC, (F(VMC, "CostOfGoodsSold"), PQ, None), (F(VMC, "CostOfRevenue"), PQ, None))))
WHY_ALY3 = ("Apple reports lease liabilities to be paid in year three (fiscal 2026) of 1,852M for operating and finance leases combined "
            "(aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearThree) and 1,732M for operating leases alone (LesseeOperatingLeaseLiabilityPaymentsDueYearThree).")
add(C, A10K, "What lease payments does Apple owe in fiscal 2026 (year three), as of September 30, 2023?", refuse(am, WHY_ALY3, amb_why(WHY_ALY3, (["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearThree"], A_BS23, None), (g("LesseeOperatingLeaseLiabilityPaymentsDueYearThree"), A_BS23, None))))


def main():
    write_round("h25", gr.QUESTIONS_25, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
