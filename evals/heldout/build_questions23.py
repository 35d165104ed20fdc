#!/usr/bin/env python3
"""Writes evals/data/ask_heldout23.jsonl and its refusal probes (round 23) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout23_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers, instance period constants, F() and the overlap check
are copied from ask-freeform22/build_questions.py (which copied rounds 20, 18, 16, ... 5); the round-23 specs below are
new. The overlap check covers rounds 1-22 (round 24, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-23 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 23 FSDS filings: six 2010q2 10-Qs of companies no round 1-22
# used, all with ODD CIKs (the parallel writer takes even-CIK 2010q2 companies and the 2009q3 zip).
VIA = "fsds:0001193125-10-098207"   # VIACOM INC. (CIK 1339947) 10-Q, quarter ended March 31, 2010 (three-month data only); Dec 2009 balance sheet
HP = "fsds:0001104659-10-025627"    # HELMERICH & PAYNE (CIK 46765) 10-Q, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY2009 ended Sep 30, 2009
BDX = "fsds:0000950123-10-045358"   # BECTON DICKINSON (CIK 10795) 10-Q, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY2009 ended Sep 30, 2009
ADI = "fsds:0000950123-10-050859"   # ANALOG DEVICES (CIK 6281) 10-Q, fiscal Q2 FY2010 (ddate 2010-04-30), 6M YTD; FY2009 ended Oct 2009 (ddate 2009-10-31)
PM = "fsds:0001193125-10-112303"    # PHILIP MORRIS INTERNATIONAL (CIK 1413329) 10-Q, Q1 2010 (calendar); EquityComponents rows
RRD = "fsds:0001193125-10-108948"   # RR DONNELLEY & SONS (CIK 29669) 10-Q, Q1 2010 (calendar); goodwill/restructuring by segment
TICK = {VIA: "via", HP: "hp", BDX: "bdx", ADI: "adi", PM: "pm", RRD: "rrd"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# ddate 2010-03-31 filers: quarter, six months (HP, BDX fiscal Q2), year-ago periods, balance dates
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
H10, H09 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")
B10, SEP09, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-12-31"), (None, "2009-03-31")
# Analog Devices: fiscal Q2 FY2010 at ddate 2010-04-30 (FSDS month-end convention), six months, year-ago periods
AQ, AQPY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
AH, AHPY = ("2009-11-01", "2010-04-30"), ("2008-11-01", "2009-04-30")
AB, AOCT = (None, "2010-04-30"), (None, "2009-10-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
PEN = {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": G + "PensionPlansDefinedBenefitMember"}
OPEB = {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
LC_AX = G + "LossContingenciesByNatureOfContingencyAxis"
PI = {LC_AX: "unp:PersonalInjuryMember"}
ENV = {LC_AX: G + "EnvironmentalIssueMember"}
OPT = {G + "PlanNameAxis": G + "StockOptionMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
BSL, DRISK, HDES = G + "BalanceSheetLocationAxis", G + "DerivativeInstrumentRiskAxis", G + "HedgingDesignationAxis"
FX = G + "ForeignExchangeContractMember"
DESIG = G + "DesignatedAsHedgingInstrumentMember"
CONC = lambda who, bench: {"srt:MajorCustomersAxis": "aapl:" + who, G + "ConcentrationRiskByBenchmarkAxis": bench,
                           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
ANTID = G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis"
OCI_DER = "aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGain"
AFS_UNREAL = g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax")
DER_BEFORE = ["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax"]
DER_AFTER = ["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossafterReclassificationandTax"]
SBA = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAward"

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, VIA, "Viacom revenues for the quarter ended March 31, 2010", fact(F(VIA, "SalesRevenueNet"), Q10, USD))
add(C, VIA, "What was Viacom's current liability for participants' share and residuals at March 31, 2010?", fact(F(VIA, "ParticipantsShareAndResidualsCurrent"), B10, USD))
add(C, HP, "Helmerich & Payne 'Drilling - U.S. Land' revenue for the quarter ended March 31, 2010", fact(F(HP, "RevenueOilAndGasServicesUSLand"), Q10, USD))
add(C, HP, "H&P property, plant and equipment, net as of March 31, 2010", fact(F(HP, "PropertyPlantAndEquipmentNet"), B10, USD))
add(C, BDX, "Becton Dickinson revenues for its second fiscal quarter of 2010 (three months ended March 31, 2010)", fact(F(BDX, "SalesRevenueNet"), Q10, USD))
add(C, BDX, "What was BD's capitalized software, net on the March 31, 2010 balance sheet?", fact(F(BDX, "CapitalizedComputerSoftwareNet"), B10, USD))
add(C, ADI, "Analog Devices revenue for fiscal Q2 2010 (the April 2010 quarter)", fact(F(ADI, "SalesRevenueNet"), AQ, USD))
add(C, ADI, "Analog Devices deferred income on shipments to distributors, net, at the end of its second quarter of fiscal 2010", fact(F(ADI, "DeferredIncomeOnShipmentsToDistributorsNet"), AB, USD))
add(C, PM, "Philip Morris International net revenues for the first quarter of 2010", fact(F(PM, "SalesRevenueNet"), Q10, USD))
add(C, PM, "How much did PMI record as excise taxes on products in Q1 2010?", fact(F(PM, "ExciseAndSalesTaxes"), Q10, USD))
add(C, PM, "Philip Morris International leaf tobacco inventory as of March 31, 2010", fact(F(PM, "InventoryLeafTobacco"), B10, USD))
add(C, RRD, "RR Donnelley net sales for the three months ended March 31, 2010", fact(F(RRD, "SalesRevenueNet"), Q10, USD))
add(C, RRD, "What pension liability did R.R. Donnelley carry on its balance sheet at March 31, 2010?", fact(F(RRD, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), B10, USD))
add(C, UP, "Union Pacific pension plan service cost for 2012", fact(g("DefinedBenefitPlanServiceCost"), U_FY12, USD, PEN))
add(C, UP, "How many environmental sites had Union Pacific identified as of December 31, 2012?", fact(["unp:SitesIdentified"], U_BS12, PURE, ENV))
add(C, NF, "Netflix unrecorded streaming content obligations at December 31, 2023", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"), N_BS23, USD))
add(C, NF, "Netflix deferred tax asset for capitalized research expenses at year-end 2023", fact(g("DeferredTaxAssetsInProcessResearchAndDevelopment"), N_BS23, USD))
add(C, NF, "Netflix deferred tax assets from state and local net operating loss carryforwards, December 31, 2023", fact(g("DeferredTaxAssetsOperatingLossCarryforwardsStateAndLocal"), N_BS23, USD))
add(C, A10Q, "Cost basis of Apple's Level 1 mutual funds at July 1, 2023", fact(g("EquitySecuritiesFvNiCost"), AQ_BS, USD, {FVL: G + "FairValueInputsLevel1Member", FIN: G + "MutualFundMember"}))
add(C, A10Q, "Apple hedged liabilities in fair value hedges (carrying amount) as of July 1, 2023", fact(g("HedgedLiabilityFairValueHedge"), AQ_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, VIA, "Viacom revenues in the first quarter of 2009", fact(F(VIA, "SalesRevenueNet"), Q09, USD))
add(C, VIA, "Viacom goodwill at December 31, 2009", fact(F(VIA, "Goodwill"), DEC09, USD))
add(C, HP, "Helmerich & Payne total operating revenues for the quarter ended March 31, 2009 (fiscal Q2 2009)", fact(F(HP, "SalesRevenueNet"), Q09, USD))
add(C, HP, "H&P accounts receivable, net at its fiscal 2009 year-end (September 30, 2009)", fact(F(HP, "AccountsReceivableNetCurrent"), SEP09, USD))
add(C, BDX, "Becton Dickinson revenues for the first six months of fiscal 2009", fact(F(BDX, "SalesRevenueNet"), H09, USD))
add(C, BDX, "BD goodwill at September 30, 2009", fact(F(BDX, "Goodwill"), SEP09, USD))
add(C, ADI, "Analog Devices revenue in the year-ago quarter, fiscal Q2 2009", fact(F(ADI, "SalesRevenueNet"), AQPY, USD))
add(C, ADI, "ADI total assets at the end of fiscal 2009 (October 2009)", fact(F(ADI, "Assets"), AOCT, USD))
add(C, PM, "PMI net revenues for the three months ended March 31, 2009", fact(F(PM, "SalesRevenueNet"), Q09, USD))
add(C, PM, "Philip Morris International long-term debt at December 31, 2009", fact(F(PM, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, PM, "PMI capital expenditures in Q1 2009", fact(F(PM, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, RRD, "RR Donnelley net sales in the first quarter of 2009", fact(F(RRD, "SalesRevenueNet"), Q09, USD))
add(C, RRD, "R.R. Donnelley cash and cash equivalents at December 31, 2009", fact(F(RRD, "CashAndCashEquivalentsAtCarryingValue"), DEC09, USD))
add(C, UP, "Union Pacific pension net periodic benefit cost for 2011", fact(g("DefinedBenefitPlanNetPeriodicBenefitCost"), U_FY11, USD, PEN))
add(C, UP, "Interest cost on Union Pacific's pension plans in 2010", fact(g("DefinedBenefitPlanInterestCost"), U_FY10, USD, PEN))
add(C, NF, "Netflix research and development tax credit in its 2022 income tax rate reconciliation", fact(g("IncomeTaxReconciliationTaxCreditsResearch"), N_FY22, USD))
add(C, NF, "Netflix trade receivables at December 31, 2022", fact(g("TradeReceivablesHeldForSaleAmount"), N_BS22, USD))
add(C, NF, "Netflix foreign-derived intangible income (FDII) deduction in the 2022 tax rate reconciliation", fact(g("EffectiveIncomeTaxRateReconciliationFdiiAmount"), N_FY22, USD))
add(C, A10Q, "Gross fair value of Apple's foreign exchange derivative assets (Level 2, in other assets) at September 24, 2022", fact(g("DerivativeAssetFairValueGrossAssetIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD, {BSL: G + "OtherAssetsMember", DRISK: FX, FVL: G + "FairValueInputsLevel2Member"}))
add(C, A10Q, "Cost of Apple's Level 1 money market funds at September 24, 2022", fact(g("EquitySecuritiesFvNiCost"), AQ_BSPY, USD, {FVL: G + "FairValueInputsLevel1Member", FIN: G + "MoneyMarketFundsMember"}))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, HP, "Helmerich & Payne offshore drilling revenue for the first six months of fiscal 2010", fact(F(HP, "RevenueOilAndGasServicesOffshore"), H10, USD))
add(C, HP, "H&P International Land drilling revenue in fiscal Q2 2010 alone (three months to March 31, 2010)", fact(F(HP, "RevenueOilAndGasServicesInternationalLand"), Q10, USD))
add(C, HP, "H&P depreciation for the six months ended March 31, 2010", fact(F(HP, "Depreciation"), H10, USD))
add(C, HP, "Helmerich & Payne general and administrative expense, fiscal 2010 year to date through Q2", fact(F(HP, "GeneralAndAdministrativeExpense"), H10, USD))
add(C, HP, "H&P income tax provision for the quarter ended March 31, 2010 (the quarter only, not six months)", fact(F(HP, "IncomeTaxExpenseBenefit"), Q10, USD))
add(C, BDX, "Becton Dickinson research and development expense for the first half of fiscal 2010", fact(F(BDX, "ResearchAndDevelopmentExpenseOperating"), H10, USD))
add(C, BDX, "BD cost of products sold in fiscal Q2 2010 alone", fact(F(BDX, "CostOfGoodsAndServicesSold"), Q10, USD))
add(C, BDX, "Becton Dickinson selling and administrative expense for the six months ended March 31, 2010", fact(F(BDX, "SellingGeneralAndAdministrativeExpense"), H10, USD))
add(C, BDX, "BD operating income for the three months ended March 31, 2010", fact(F(BDX, "OperatingIncomeLoss"), Q10, USD))
add(C, BDX, "BDX interest expense, six months ended March 31, 2010", fact(F(BDX, "InterestExpense"), H10, USD))
add(C, ADI, "Analog Devices gross margin (in dollars) for the first six months of fiscal 2010", fact(F(ADI, "GrossProfit"), AH, USD))
add(C, ADI, "ADI research and development expense for fiscal Q2 2010 only (three months)", fact(F(ADI, "ResearchAndDevelopmentExpense"), AQ, USD))
add(C, ADI, "Analog Devices provision for income taxes, fiscal 2010 year to date (six months through April 2010)", fact(F(ADI, "IncomeTaxExpenseBenefit"), AH, USD))
add(C, ADI, "Analog Devices operating income for the first half of fiscal 2010", fact(F(ADI, "OperatingIncomeLoss"), AH, USD))
add(C, ADI, "ADI stock-based compensation included in research and development for the second fiscal quarter of 2010 alone", fact(F(ADI, "StockBasedCompensationResearchAndDevelopmentExpense"), AQ, USD))
add(C, A10Q, "Apple unrealized gains on marketable debt securities arising during the first nine months of fiscal 2023 (OCI, net of tax)", fact(AFS_UNREAL, AQ_9M, USD))
add(C, A10Q, "Apple change in fair value of derivative instruments (OCI, net of tax, before reclassification) for Q3 FY23 alone", fact(DER_BEFORE, AQ_Q3, USD))
add(C, A10Q, "Apple total change in unrealized gains on derivative instruments in OCI, net of tax, for the three months ended July 1, 2023", fact(DER_AFTER, AQ_Q3, USD))
add(C, A10Q, "Apple change in fair value of derivative instruments (OCI, before reclassification) for the nine months ended June 25, 2022", fact(DER_BEFORE, AQ_9MPY, USD))
add(C, A10Q, "Apple total change in unrealized gains on derivatives (OCI, net of tax) year to date through Q3 FY22", fact(DER_AFTER, AQ_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, VIA, "Viacom operating margin for Q1 2010 (operating income / revenues)", ratio(F(VIA, "OperatingIncomeLoss"), F(VIA, "SalesRevenueNet"), Q10))
add(C, VIA, "Viacom revenue growth, Q1 2010 versus Q1 2009 (negative = decline)", growth(F(VIA, "SalesRevenueNet"), Q10, Q09))
add(C, HP, "What share of H&P's total operating revenues came from U.S. Land drilling in the first half of fiscal 2010? (U.S. Land revenue / total operating revenues)", ratio(F(HP, "RevenueOilAndGasServicesUSLand"), F(HP, "SalesRevenueNet"), H10))
add(C, HP, "Helmerich & Payne effective tax rate for fiscal Q2 2010 (income tax provision / income before income taxes and equity in income of affiliate)", ratio(F(HP, "IncomeTaxExpenseBenefit"), F(HP, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, BDX, "Becton Dickinson gross margin for the first six months of fiscal 2010 ((revenues - cost of products sold) / revenues)", margin_from_cost(F(BDX, "SalesRevenueNet"), F(BDX, "CostOfGoodsAndServicesSold"), H10))
add(C, BDX, "BD R&D intensity in fiscal Q2 2010 (research and development / revenues)", ratio(F(BDX, "ResearchAndDevelopmentExpenseOperating"), F(BDX, "SalesRevenueNet"), Q10))
add(C, BDX, "Becton Dickinson free cash flow for the six months ended March 31, 2010 (cash from continuing operating activities - capital expenditures)", diff(F(BDX, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), F(BDX, "PaymentsToAcquirePropertyPlantAndEquipment"), H10))
add(C, ADI, "Analog Devices year-over-year revenue growth in fiscal Q2 2010 (vs. fiscal Q2 2009)", growth(F(ADI, "SalesRevenueNet"), AQ, AQPY))
add(C, ADI, "ADI gross margin percentage for fiscal Q2 2010 (gross margin / revenue)", ratio(F(ADI, "GrossProfit"), F(ADI, "SalesRevenueNet"), AQ))
add(C, ADI, "Analog Devices current ratio at the end of fiscal Q2 2010 (total current assets / total current liabilities)", ratio(F(ADI, "AssetsCurrent"), F(ADI, "LiabilitiesCurrent"), AB))
add(C, PM, "PMI excise taxes as a share of net revenues in Q1 2010 (excise taxes on products / net revenues)", ratio(F(PM, "ExciseAndSalesTaxes"), F(PM, "SalesRevenueNet"), Q10))
add(C, PM, "Philip Morris International operating income growth, Q1 2010 vs Q1 2009", growth(F(PM, "OperatingIncomeLoss"), Q10, Q09))
add(C, PM, "PMI effective tax rate for the first quarter of 2010 (provision for income taxes / earnings before income taxes)", ratio(F(PM, "IncomeTaxExpenseBenefit"), F(PM, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), Q10))
add(C, RRD, "RR Donnelley SG&A as a percentage of net sales for Q1 2010", ratio(F(RRD, "SellingGeneralAndAdministrativeExpense"), F(RRD, "SalesRevenueNet"), Q10))
add(C, RRD, "R.R. Donnelley total debt at March 31, 2010 (short-term and current portion of long-term debt + long-term debt)", total(F(RRD, "DebtCurrent"), F(RRD, "LongTermDebtNoncurrent"), B10))
add(C, UP, "Growth in Union Pacific's pension service cost from 2011 to 2012", growth(g("DefinedBenefitPlanServiceCost"), U_FY12, U_FY11, PEN))
add(C, UP, "Union Pacific expected pension benefit payments in 2014 and 2015 combined (years two and three after December 31, 2012)", total(g("DefinedBenefitPlanExpectedFutureBenefitPaymentsYearTwo"), g("DefinedBenefitPlanExpectedFutureBenefitPaymentsYearThree"), U_BS12, ma=PEN, mb=PEN))
add(C, UP, "Width of Union Pacific's estimated range of possible personal injury losses at December 31, 2012 (maximum - minimum)", diff(g("LossContingencyRangeOfPossibleLossMaximum"), g("LossContingencyRangeOfPossibleLossMinimum"), U_BS12, ma=PI, mb=PI))
add(C, NF, "What share of Netflix's derivative liabilities at December 31, 2023 was in other current liabilities? (current FX hedge liabilities / total derivative liabilities)", ratio(g("DerivativeFairValueOfDerivativeLiability"), g("DerivativeFairValueOfDerivativeLiability"), N_BS23, m_num={BSL: G + "OtherCurrentLiabilitiesMember", DRISK: FX, HDES: DESIG}))
add(C, A10Q, "Combined share of Apple's non-trade receivables due from its two largest vendors as of July 1, 2023 (Vendor One % + Vendor Two %)", derived("e0+e1", [inp(g("ConcentrationRiskPercentage1"), AQ_9M, CONC("VendorOneMember", "aapl:NonTradeReceivableMember")), inp(g("ConcentrationRiskPercentage1"), AQ_9M, CONC("VendorTwoMember", "aapl:NonTradeReceivableMember"))], AQ_9M, PURE))

# =================================================================== members
C = "members"
add(C, VIA, "Viacom Class A common shares outstanding at March 31, 2010", fact(F(VIA, "CommonStockSharesOutstanding"), B10, SH, EQC("CommonClassA")))
add(C, VIA, "Viacom Class B common shares outstanding as of March 31, 2010", fact(F(VIA, "CommonStockSharesOutstanding"), B10, SH, EQC("CommonClassB")))
add(C, VIA, "Viacom retained earnings column of the equity statement: balance at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, HP, "Cash dividends charged to Helmerich & Payne's retained earnings in the first six months of fiscal 2010 (equity statement)", fact(F(HP, "DividendsCommonStockCash"), H10, USD, EQC("RetainedEarnings")))
add(C, HP, "How many treasury shares did Helmerich & Payne hold at March 31, 2010 (treasury stock column of the equity statement)?", fact(F(HP, "SharesIssued"), B10, SH, EQC("TreasuryStock")))
add(C, PM, "Common stock repurchased by PMI in Q1 2010, as recorded in the treasury stock column of the equity statement", fact(F(PM, "TreasuryStockValueAcquiredCostMethod"), Q10, USD, EQC("TreasuryStock")))
add(C, PM, "PMI earnings reinvested in the business (retained earnings column) at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, RRD, "RR Donnelley goodwill in the International segment at March 31, 2010", fact(F(RRD, "Goodwill"), B10, USD, {"GoodwillBySegment": "InternationalOperations"}))
add(C, RRD, "RR Donnelley restructuring and impairment charges (net) in the U.S. Print and Related Services segment for Q1 2010", fact(F(RRD, "RestructuringSettlementAndImpairmentProvisions"), Q10, USD, {"RestructuringAndRelatedCostByTypeOfRestructuring": "UsPrintAndRelatedServices"}))
add(C, RRD, "Goodwill of RR Donnelley's U.S. Print and Related Services segment at December 31, 2009", fact(F(RRD, "Goodwill"), DEC09, USD, {"GoodwillBySegment": "UsPrintAndRelatedServices"}))
add(C, UP, "Union Pacific net periodic benefit cost for other postretirement benefits (OPEB) in 2012", fact(g("DefinedBenefitPlanNetPeriodicBenefitCost"), U_FY12, USD, OPEB))
add(C, UP, "Current portion of Union Pacific's personal injury accrual at December 31, 2012", fact(g("LossContingencyAccrualCarryingValueCurrent"), U_BS12, USD, PI))
add(C, UP, "Union Pacific equipment obligations in long-term debt at December 31, 2012", fact(g("LongTermDebt"), U_BS12, USD, {G + "LongtermDebtTypeAxis": "unp:EquipmentObligationsMember"}))
add(C, UP, "What share of Union Pacific's pension plan assets was in equity securities at December 31, 2012?", fact(g("DefinedBenefitPlanWeightedAverageAssetAllocations"), U_BS12, PURE, {G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": G + "EquitySecuritiesMember"}))
add(C, UP, "Union Pacific accrued casualty costs balance (valuation and qualifying accounts) at December 31, 2012", fact(g("ValuationAllowancesAndReservesBalance"), U_BS12, USD, {G + "ValuationAllowancesAndReservesTypeAxis": "unp:AccruedCasualtyCostsMember"}))
add(C, NF, "Notional amount of Netflix's foreign exchange forward contracts designated as cash flow hedges at December 31, 2023", fact(g("DerivativeNotionalAmount"), N_BS23, USD, {DRISK: FX, G + "DerivativeInstrumentsGainLossByHedgingRelationshipAxis": G + "CashFlowHedgingMember", HDES: DESIG}))
add(C, NF, "Fair value of Netflix's FX hedge derivative assets in other current assets at December 31, 2023", fact(g("DerivativeFairValueOfDerivativeAsset"), N_BS23, USD, {BSL: G + "OtherCurrentAssetsMember", DRISK: FX, HDES: DESIG}))
add(C, NF, "Maximum borrowing capacity of Netflix's revolving credit facility (as amended March 6, 2023)", fact(g("LineOfCreditFacilityMaximumBorrowingCapacity"), (None, "2023-03-06"), USD, {G + "CreditFacilityAxis": G + "RevolvingCreditFacilityMember"}))
add(C, A10Q, "Share of Apple's trade receivables due from cellular network carriers as of September 24, 2022", fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, CONC("CellularNetworkCarriersMember", G + "TradeAccountsReceivableMember")))
add(C, A10Q, "Gross fair value of Apple's interest rate derivative liabilities (Level 2) at September 24, 2022", fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD, {BSL: G + "OtherLiabilitiesMember", DRISK: G + "InterestRateContractMember", FVL: G + "FairValueInputsLevel2Member"}))

# =================================================================== per_share
C = "per_share"
add(C, VIA, "Viacom diluted EPS for the quarter ended March 31, 2010", fact(F(VIA, "EarningsPerShareDiluted"), Q10, PS))
add(C, VIA, "Viacom basic weighted average shares outstanding in Q1 2010", fact(F(VIA, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, VIA, "Viacom diluted earnings per share from continuing operations, Q1 2009", fact(F(VIA, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, HP, "Helmerich & Payne diluted EPS for fiscal Q2 2010", fact(F(HP, "EarningsPerShareDiluted"), Q10, PS))
add(C, HP, "H&P diluted earnings per share for the six months ended March 31, 2010", fact(F(HP, "EarningsPerShareDiluted"), H10, PS))
add(C, HP, "Dividends declared per common share by Helmerich & Payne in the first half of fiscal 2010", fact(F(HP, "CommonStockDividendsPerShareDeclared"), H10, PS))
add(C, HP, "H&P diluted weighted-average shares for the quarter ended March 31, 2010", fact(F(HP, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, BDX, "Becton Dickinson diluted earnings per share for fiscal Q2 2010", fact(F(BDX, "EarningsPerShareDiluted"), Q10, PS))
add(C, BDX, "BD dividends per common share for the six months ended March 31, 2010", fact(F(BDX, "CommonStockDividendsPerShareDeclared"), H10, PS))
add(C, BDX, "Becton Dickinson basic EPS from continuing operations for the first six months of fiscal 2009", fact(F(BDX, "IncomeLossFromContinuingOperationsPerBasicShare"), H09, PS))
add(C, ADI, "Analog Devices diluted EPS for the second quarter of fiscal 2010", fact(F(ADI, "EarningsPerShareDiluted"), AQ, PS))
add(C, ADI, "ADI dividends declared and paid per share, first six months of fiscal 2010", fact(F(ADI, "CommonStockDividendsPerShareCashPaid"), AH, PS))
add(C, ADI, "Shares used to compute Analog Devices' diluted EPS for the six months ended April 2010", fact(F(ADI, "WeightedAverageNumberOfDilutedSharesOutstanding"), AH, SH))
add(C, PM, "Philip Morris International diluted EPS for Q1 2010", fact(F(PM, "EarningsPerShareDiluted"), Q10, PS))
add(C, PM, "PMI dividends declared per share in the first quarter of 2010", fact(F(PM, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, RRD, "R.R. Donnelley diluted net earnings per share for the quarter ended March 31, 2010", fact(F(RRD, "EarningsPerShareDiluted"), Q10, PS))
add(C, UP, "Weighted-average exercise price of Union Pacific stock options outstanding at December 31, 2012", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), U_BS12, PS, OPT))
add(C, UP, "Weighted-average exercise price of Union Pacific options vested and expected to vest at year-end 2012", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestOutstandingWeightedAverageExercisePrice"), U_BS12, PS, OPT))
add(C, UP, "Weighted-average grant-date fair value of Union Pacific's nonvested retention awards at December 31, 2012", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"), U_BS12, PS, {G + "PlanNameAxis": "unp:RetentionAwardsMember"}))
add(C, NF, "Weighted-average exercise price of Netflix options vested and expected to vest at December 31, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestExercisableWeightedAverageExercisePrice"), N_BS23, PS))

# =================================================================== jargon
C = "jargon"
add(C, VIA, "VIA capex 1Q10", fact(F(VIA, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, VIA, "Viacom CFO (cash provided by operations) in 1Q10", fact(F(VIA, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, VIA, "VIA SBC for the March 2010 quarter", fact(F(VIA, "ShareBasedCompensation"), Q10, USD))
add(C, HP, "HP (Helmerich & Payne) capex 1H FY10", fact(F(HP, "PaymentsToAcquirePropertyPlantAndEquipment"), H10, USD))
add(C, HP, "Helmerich & Payne CFO, 1H FY10", fact(F(HP, "NetCashProvidedByUsedInOperatingActivities"), H10, USD))
add(C, BDX, "BDX D&A for 1H FY10", fact(F(BDX, "DepreciationDepletionAndAmortization"), H10, USD))
add(C, BDX, "BDX buybacks YTD FY10 (six months to March 2010)", fact(F(BDX, "PaymentsForRepurchaseOfCommonStock"), H10, USD))
add(C, ADI, "ADI SBC expense, 1H FY10", fact(F(ADI, "ShareBasedCompensation"), AH, USD))
add(C, ADI, "ADI capex 1H FY10 (additions to PP&E)", fact(F(ADI, "PaymentsToAcquirePropertyPlantAndEquipment"), AH, USD))
add(C, PM, "PM buybacks in 1Q10 (cash repurchases of common stock)", fact(F(PM, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, PM, "PMI CFO 1Q10", fact(F(PM, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, PM, "PMI D&A in Q1 2010", fact(F(PM, "DepreciationAndAmortization"), Q10, USD))
add(C, RRD, "RRD capex 1Q10", fact(F(RRD, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, RRD, "RRD cash from ops, 1Q10", fact(F(RRD, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, NF, "NFLX FDII benefit in the FY23 ETR reconciliation", fact(g("EffectiveIncomeTaxRateReconciliationFdiiAmount"), N_FY23, USD))
add(C, UP, "UNP pension EROA assumption used for 2012 net periodic cost", fact(g("DefinedBenefitPlanAssumptionsUsedCalculatingNetPeriodicBenefitCostExpectedLongTermReturnOnAssets"), U_FY12, PURE, PEN))
add(C, A10Q, "AAPL anti-dilutive RSUs excluded from diluted EPS, 9M FY23", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), AQ_9M, SH, {ANTID: G + "RestrictedStockUnitsRSUMember"}))
add(C, NF, "NFLX UTB additions for prior-year tax positions, FY23", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), N_FY23, USD))
add(C, UP, "UNP tax benefit realized from option exercises in FY12", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitRealizedFromExerciseOfStockOptions"), U_FY12, USD, OPT))
add(C, UP, "UNP cash received from option exercises, FY12", fact(g("EmployeeServiceShareBasedCompensationCashReceivedFromExerciseOfStockOptions"), U_FY12, USD, OPT))

# =================================================================== refuse
C = "refuse"
add(C, HP, "Precision Drilling contract drilling revenue for the quarter ended March 31, 2010?", refuse(oc, "Precision Drilling is not in the data (Helmerich & Payne is).", other("PRECISION DRILLING")))
add(C, BDX, "CareFusion revenues for the March 2010 quarter?", refuse(oc, "CareFusion is not in the data (Becton Dickinson is).", other("CAREFUSION")))
add(C, ADI, "Linear Technology revenue for its quarter ended March 2010?", refuse(oc, "Linear Technology is not in the data (Analog Devices is).", other("LINEAR TECHNOLOGY")))
add(C, PM, "Imperial Tobacco net revenues for the first quarter of 2010?", refuse(oc, "Imperial Tobacco is not in the data (Philip Morris International is).", other("IMPERIAL TOBACCO")))
add(C, RRD, "Cenveo net sales for Q1 2010?", refuse(oc, "Cenveo is not in the data (RR Donnelley is).", other("CENVEO")))
add(C, VIA, "Viacom revenues for the six months ended March 31, 2010?", refuse(pn, "Viacom's March 2010 10-Q tags three-month periods only; no six-month revenue is reported.", absent(F(VIA, "SalesRevenueNet"), ("2009-10-01", "2010-03-31"))))
add(C, PM, "Philip Morris International net revenues for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; Q2 2010 is not reported.", absent(F(PM, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, HP, "Helmerich & Payne total operating revenues for fiscal Q3 2010 (April-June 2010)?", refuse(pn, "The fiscal Q2 10-Q covers periods to March 31, 2010 only.", absent(F(HP, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, ADI, "Analog Devices revenue for the full fiscal year 2010?", refuse(pn, "The fiscal Q2 10-Q reports the quarter and six months to April 2010; full fiscal 2010 is not reported.", absent(F(ADI, "SalesRevenueNet"), ("2009-11-01", "2010-10-31"))))
add(C, UP, "Union Pacific pension plan service cost for 2009?", refuse(pn, "The 2012 10-K reports pension cost components for 2010-2012 only.", absent(g("DefinedBenefitPlanServiceCost"), ("2009-01-01", "2009-12-31"), PEN)))
add(C, PM, "PMI research and development expense for Q1 2010?", refuse(cn, "PMI reports research costs only inside 'Marketing, administration and research costs'; no separate R&D fact.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, RRD, "RR Donnelley research and development expense for the first quarter of 2010?", refuse(cn, "RR Donnelley's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BDX, "Becton Dickinson diluted weighted-average shares outstanding for fiscal Q2 2010?", refuse(cn, "BD's 10-Q (FSDS) reports EPS but no weighted-average share counts.", absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic"))))
add(C, HP, "Helmerich & Payne goodwill at March 31, 2010?", refuse(cn, "Helmerich & Payne reports no goodwill.", absent_any(g("Goodwill"))))
add(C, A10Q, "Apple defined benefit pension obligation at July 1, 2023?", refuse(cn, "Apple's 10-Q reports no defined benefit plan facts.", absent_any(g("DefinedBenefitPlanBenefitObligation", "DefinedBenefitPlanFundedStatusOfPlan"))))
WHY_PM = "PMI reports 'Net earnings' (ProfitLoss 1,754M, including noncontrolling interests) and 'Net earnings attributable to PMI' (NetIncomeLoss 1,703M) for Q1 2010."
add(C, PM, "Philip Morris International net earnings for the first quarter of 2010?", refuse(am, WHY_PM, amb_why(WHY_PM, (F(PM, "ProfitLoss"), Q10, None), (F(PM, "NetIncomeLoss"), Q10, None))))
WHY_RRD = "RR Donnelley reports 'Total RR Donnelley shareholders' equity' (StockholdersEquity 2,135.8M) and 'Total equity' including noncontrolling interests (2,158.1M) at March 31, 2010."
add(C, RRD, "RR Donnelley total shareholders' equity as of March 31, 2010?", refuse(am, WHY_RRD, amb_why(WHY_RRD, (SE, B10, None), (SE_NCI, B10, None))))
WHY_VIA = ("Viacom's balance sheet shows two lines labeled 'Inventory, net' at March 31, 2010: a current one (InventoryNet 848M) "
           "and a noncurrent one (InventoryNoncurrent 4,100M); the question does not say which (or their sum).")
add(C, VIA, "What was Viacom's inventory, net at March 31, 2010?", refuse(am, WHY_VIA, amb_why(WHY_VIA, (F(VIA, "InventoryNet"), B10, None), (F(VIA, "InventoryNoncurrent"), B10, None))))
WHY_BDX = ("For fiscal Q2 2010 BD reports 'Income From Continuing Operations' (297.725M) and 'Net Income' (297.631M, after a small "
           "loss from discontinued operations); 'how much did BD earn' fits both.")
add(C, BDX, "How much did Becton Dickinson earn in its second fiscal quarter of 2010?", refuse(am, WHY_BDX, amb_why(WHY_BDX, (F(BDX, "IncomeLossFromContinuingOperations"), Q10, None), (F(BDX, "NetIncomeLoss"), Q10, None))))
WHY_ADI = ("Analog Devices' balance sheet has two lines labeled 'Deferred compensation plan investments' at the end of fiscal Q2 2010: "
           "a current one (1.637M) and a non-current one (DeferredCompensationPlanAssets 7.422M).")
add(C, ADI, "Analog Devices deferred compensation plan investments at the end of fiscal Q2 2010?", refuse(am, WHY_ADI, amb_why(WHY_ADI, (F(ADI, "DeferredCompensationPlanInvestmentsCurrent"), AB, None), (F(ADI, "DeferredCompensationPlanAssets"), AB, None))))


def main():
    write_round("h23", gr.QUESTIONS_23, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
