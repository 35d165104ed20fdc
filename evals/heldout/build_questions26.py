#!/usr/bin/env python3
"""Writes evals/data/ask_heldout26.jsonl and its refusal probes (round 26) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout26_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform24/build_questions.py (which copied rounds 22, 20, 18, 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-26 specs below
are new. The overlap check covers rounds 1-24 (round 25, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-26 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 26 FSDS filings: companies no round 1-24 used, all with
# EVEN CIKs (the parallel writer takes odd-CIK companies): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
WM = "fsds:0000950123-10-040250"    # WASTE MANAGEMENT 10-Q (2010q2), CIK 823768, Q1 2010 (calendar); EquityComponents rows
ICE = "fsds:0001193125-10-107807"   # INTERCONTINENTALEXCHANGE 10-Q (2010q2), CIK 1174746, Q1 2010; EquityComponents rows incl. FY2009 (qtrs 4)
CF = "fsds:0001047469-10-004975"    # CF INDUSTRIES HOLDINGS 10-Q (2010q2), CIK 1324404, Q1 2010; EquityComponents rows back to Dec 2008
CTXS = "fsds:0001193125-09-168937"  # CITRIX SYSTEMS 10-Q (2009q3), CIK 877890, Q2 2009 and six months
UNH = "fsds:0001193125-09-167160"   # UNITEDHEALTH GROUP 10-Q (2009q3), CIK 731766, Q2 2009 and six months
MHP = "fsds:0000950123-09-026861"   # MCGRAW-HILL COMPANIES 10-Q (2009q3), CIK 64040, Q2 2009 and six months
TICK = {WM: "wm", ICE: "ice", CF: "cf", CTXS: "ctxs", UNH: "unh", MHP: "mhp"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


def FX(filing, *tags):
    """like F, for probes of tags the filing does not report (standard us-gaap names)"""
    return [G + t for t in tags]


# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-24)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
EQAX = G + "StatementEquityComponentsAxis"
RE_COL = {EQAX: G + "RetainedEarningsMember"}
APIC_COL = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
DEBT = lambda m: {G + "DebtInstrumentAxis": "nflx:" + m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
NPLAN = lambda m: {G + "RetirementPlanNameAxis": "nflx:" + m}
UDEBT = lambda m: {G + "LongtermDebtTypeAxis": m}
UPLAN = lambda m: {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": G + m}
UPPEX = lambda m: {PPEAX: "unp:" + m}
ULOSS = lambda m: {G + "LossContingencyNatureAxis": m}

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, WM, "Waste Management operating revenues for the quarter ended March 31, 2010", fact(F(WM, "Revenues"), Q10, USD))
add(C, WM, "What were Waste Management's landfill and environmental remediation liabilities on the balance sheet at March 31, 2010?", fact(F(WM, "AccruedCappingClosureAndPostClosureCostsAndEnvironmentalLossContingencies"), B10, USD))
add(C, WM, "Waste Management parts and supplies as of March 31, 2010", fact(F(WM, "Supplies"), B10, USD))
add(C, ICE, "IntercontinentalExchange transaction and clearing fees, net, for the first quarter of 2010", fact(F(ICE, "ClearingAndExecutionServicing"), Q10, USD))
add(C, ICE, "How much did ICE report in margin deposits and guaranty funds (current assets) at March 31, 2010?", fact(F(ICE, "MarginDepositsAndGuarantyFundsAssetsCurrent"), B10, USD))
add(C, CF, "CF Industries net sales for the three months ended March 31, 2010", fact(F(CF, "SalesRevenueNet"), Q10, USD))
add(C, CF, "What were CF Industries' customer advances as of March 31, 2010?", fact(F(CF, "CustomerAdvancesCurrent"), B10, USD))
add(C, CTXS, "Citrix Systems product license revenue for the quarter ended June 30, 2009", fact(F(CTXS, "LicensesRevenue"), PQ, USD))
add(C, CTXS, "Citrix current portion of deferred revenues at June 30, 2009", fact(F(CTXS, "DeferredRevenueCurrent"), PB, USD))
add(C, UNH, "UnitedHealth Group premiums for the second quarter of 2009", fact(F(UNH, "PremiumsEarnedNet"), PQ, USD))
add(C, UNH, "What was UnitedHealth's medical costs payable at June 30, 2009?", fact(F(UNH, "LiabilityForClaimsAndClaimsAdjustmentExpense"), PB, USD))
add(C, UNH, "UnitedHealth Group long-term investments as of June 30, 2009", fact(F(UNH, "LongTermInvestments"), PB, USD))
add(C, MHP, "McGraw-Hill total revenue for the three months ended June 30, 2009", fact(F(MHP, "Revenues"), PQ, USD))
add(C, MHP, "McGraw-Hill prepublication costs, net of accumulated amortization, at June 30, 2009", fact(F(MHP, "PrepublicationCostsNetOfAccumulatedAmortization"), PB, USD))
add(C, NF, "Netflix gross unrecognized tax benefits at December 31, 2023", fact(g("UnrecognizedTaxBenefits"), N_BS23, USD))
add(C, NF, "What valuation allowance did Netflix hold against its deferred tax assets at year-end 2023?", fact(g("DeferredTaxAssetsValuationAllowance"), N_BS23, USD))
add(C, UP, "Union Pacific unrecognized tax benefits as of December 31, 2012", fact(g("UnrecognizedTaxBenefits"), U_BS12, USD))
add(C, UP, "Union Pacific 401(k)/thrift plan contributions expensed in 2012", fact(g("DefinedContributionPlanCostRecognized"), U_FY12, USD))
add(C, A10Q, "What aggregate principal amount of term debt (fixed-rate notes) did Apple have outstanding at July 1, 2023?", fact(g("LongTermDebt"), AQ_BS, USD))
add(C, A10Q, "Apple total deferred revenue at the end of the June 2023 quarter (July 1, 2023)", fact(g("ContractWithCustomerLiability"), AQ_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WM, "Waste Management operating revenues in the year-ago quarter (Q1 2009)", fact(F(WM, "Revenues"), Q09, USD))
add(C, WM, "How much debt did Waste Management repay in the first quarter of 2009?", fact(F(WM, "RepaymentsOfLongTermDebtAndCapitalSecurities"), Q09, USD))
add(C, WM, "Waste Management goodwill at December 31, 2009", fact(F(WM, "Goodwill"), DEC09, USD))
add(C, ICE, "ICE total revenues for the three months ended March 31, 2009", fact(F(ICE, "Revenues"), Q09, USD))
add(C, ICE, "IntercontinentalExchange cash and cash equivalents at December 31, 2008", fact(F(ICE, "CashAndCashEquivalentsAtCarryingValue"), DEC08, USD))
add(C, CF, "CF Industries net sales in the prior-year quarter, Q1 2009", fact(F(CF, "SalesRevenueNet"), Q09, USD))
add(C, CF, "CF Industries inventories, net at December 31, 2009", fact(F(CF, "InventoryNet"), DEC09, USD))
add(C, CTXS, "Citrix total net revenues for the second quarter of 2008", fact(F(CTXS, "SalesRevenueNet"), PQPY, USD))
add(C, CTXS, "Citrix total stockholders' equity at December 31, 2008", fact(F(CTXS, "StockholdersEquity"), PYE, USD))
add(C, UNH, "UnitedHealth total revenues in the year-ago quarter (three months ended June 30, 2008)", fact(F(UNH, "Revenues"), PQPY, USD))
add(C, UNH, "UnitedHealth Group goodwill as of December 31, 2008", fact(F(UNH, "Goodwill"), PYE, USD))
add(C, UNH, "UnitedHealth cash and cash equivalents at the end of 2007", fact(F(UNH, "CashAndCashEquivalentsAtCarryingValue"), DEC07, USD))
add(C, MHP, "Net income attributable to The McGraw-Hill Companies for Q2 2008", fact(F(MHP, "NetIncomeLoss"), PQPY, USD))
add(C, MHP, "McGraw-Hill notes payable (short-term borrowings) at June 30, 2008", fact(F(MHP, "ShortTermBorrowings"), JUN08, USD))
add(C, NF, "Netflix gross unrecognized tax benefits at December 31, 2022", fact(g("UnrecognizedTaxBenefits"), N_BS22, USD))
add(C, NF, "Netflix employer contributions to its 401(k) plan in 2022", fact(g("DefinedContributionPlanEmployerDiscretionaryContributionAmount"), N_FY22, USD))
add(C, UP, "Union Pacific cash paid for interest, net of amounts capitalized, in 2011", fact(g("InterestPaidNet"), U_FY11, USD))
add(C, UP, "Union Pacific dividends payable at December 31, 2011", fact(g("DividendsPayableCurrent"), U_BS11, USD))
add(C, A10Q, "Apple proceeds from maturities of marketable securities in the first nine months of fiscal 2022 (ended June 25, 2022)", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), AQ_9MPY, USD))
add(C, A10Q, "Apple dividends and dividend equivalents charged to retained earnings in the nine months ended June 25, 2022", fact(g("Dividends"), AQ_9MPY, USD, RE_COL))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CTXS, "Citrix total net revenues for the six months ended June 30, 2009", fact(F(CTXS, "SalesRevenueNet"), PH, USD))
add(C, CTXS, "Citrix online services revenue, first half of 2009", fact(F(CTXS, "OnlineServicesRevenue"), PH, USD))
add(C, CTXS, "Citrix research and development expense for the three months ended June 30, 2009 only", fact(F(CTXS, "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"), PQ, USD))
add(C, CTXS, "Citrix restructuring charges year to date through June 30, 2009", fact(F(CTXS, "RestructuringCharges"), PH, USD))
add(C, CTXS, "Citrix net income for the second quarter of 2009 (three months, not year to date)", fact(F(CTXS, "NetIncomeLoss"), PQ, USD))
add(C, UNH, "UnitedHealth medical costs for the first six months of 2009", fact(F(UNH, "PolicyholderBenefitsAndClaimsIncurredNet"), PH, USD))
add(C, UNH, "UnitedHealth earnings from operations for the quarter ended June 30, 2009", fact(F(UNH, "OperatingIncomeLoss"), PQ, USD))
add(C, UNH, "UnitedHealth total revenues year to date through June 30, 2009", fact(F(UNH, "Revenues"), PH, USD))
add(C, UNH, "UnitedHealth services revenue for the six months ended June 30, 2009", fact(F(UNH, "SalesRevenueServicesNet"), PH, USD))
add(C, UNH, "UnitedHealth net earnings for Q2 2009 alone", fact(F(UNH, "NetIncomeLoss"), PQ, USD))
add(C, MHP, "McGraw-Hill total revenue for the first half of 2009", fact(F(MHP, "Revenues"), PH, USD))
add(C, MHP, "McGraw-Hill service revenue for the three months ended June 30, 2009", fact(F(MHP, "SalesRevenueServicesNet"), PQ, USD))
add(C, MHP, "McGraw-Hill income from operations for the six months ended June 30, 2009", fact(F(MHP, "OperatingIncomeLoss"), PH, USD))
add(C, MHP, "McGraw-Hill amortization of intangibles in the second quarter of 2009", fact(F(MHP, "AmortizationOfIntangibleAssets"), PQ, USD))
add(C, MHP, "McGraw-Hill product revenue, six months ended June 30, 2009", fact(F(MHP, "SalesRevenueGoodsNet"), PH, USD))
add(C, A10Q, "How much revenue did Apple recognize in the first nine months of fiscal 2023 that was included in deferred revenue at September 24, 2022?", fact(g("ContractWithCustomerLiabilityRevenueRecognized"), AQ_9M, USD))
add(C, A10Q, "Apple share repurchases, excluding excise tax, for the nine months ended July 1, 2023", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, USD))
add(C, A10Q, "Apple taxes withheld on net share settlement of equity awards, charged to common stock and APIC, in the three months ended July 1, 2023", fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_Q3, USD, APIC_COL))
add(C, A10Q, "Apple proceeds from sales of marketable securities, fiscal 2023 year to date (nine months ended July 1, 2023)", fact(g("ProceedsFromSaleOfAvailableForSaleSecuritiesDebt"), AQ_9M, USD))
add(C, A10Q, "Apple cash-flow change in other current and non-current liabilities for the nine months ended July 1, 2023", fact(g("IncreaseDecreaseInOtherOperatingLiabilities"), AQ_9M, USD))

# =================================================================== derived
C = "derived"
add(C, WM, "Waste Management operating margin for Q1 2010 (income from operations / operating revenues)", ratio(F(WM, "OperatingIncomeLoss"), F(WM, "Revenues"), Q10))
add(C, WM, "Waste Management effective tax rate for the first quarter of 2010 (provision for income taxes / income before income taxes)", ratio(F(WM, "IncomeTaxExpenseBenefit"), F(WM, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsCumulativeEffectsOfChangesInAccountingPrinciplesAndNoncontlingInterest"), Q10))
add(C, WM, "Waste Management free cash flow for Q1 2010 (net cash provided by operating activities minus capital expenditures)", diff(F(WM, "NetCashProvidedByUsedInOperatingActivities"), F(WM, "PaymentsToAcquireProductiveAssets"), Q10))
add(C, ICE, "ICE operating margin in the first quarter of 2010 (operating income / total revenues)", ratio(F(ICE, "OperatingIncomeLoss"), F(ICE, "Revenues"), Q10))
add(C, ICE, "IntercontinentalExchange total revenue growth, Q1 2010 versus Q1 2009", growth(F(ICE, "Revenues"), Q10, Q09))
add(C, CF, "CF Industries gross margin percentage for Q1 2010 (gross margin / net sales)", ratio(F(CF, "GrossProfit"), F(CF, "SalesRevenueNet"), Q10))
add(C, CF, "CF Industries net sales growth in Q1 2010 versus Q1 2009 (negative if sales fell)", growth(F(CF, "SalesRevenueNet"), Q10, Q09))
add(C, CF, "CF Industries current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(F(CF, "AssetsCurrent"), F(CF, "LiabilitiesCurrent"), B10))
add(C, CTXS, "Citrix gross margin for the quarter ended June 30, 2009 (gross margin / total net revenues)", ratio(F(CTXS, "GrossProfit"), F(CTXS, "SalesRevenueNet"), PQ))
add(C, CTXS, "Citrix R&D as a share of total net revenues for the first half of 2009", ratio(F(CTXS, "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"), F(CTXS, "SalesRevenueNet"), PH))
add(C, UNH, "UnitedHealth medical care ratio for Q2 2009 (medical costs / premiums)", ratio(F(UNH, "PolicyholderBenefitsAndClaimsIncurredNet"), F(UNH, "PremiumsEarnedNet"), PQ))
add(C, UNH, "UnitedHealth operating margin for the six months ended June 30, 2009 (earnings from operations / total revenues)", ratio(F(UNH, "OperatingIncomeLoss"), F(UNH, "Revenues"), PH))
add(C, MHP, "McGraw-Hill effective tax rate for Q2 2009 (provision for taxes on income / income before taxes on income)", ratio(F(MHP, "IncomeTaxExpenseBenefit"), F(MHP, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ))
add(C, MHP, "McGraw-Hill total revenue growth for the first half of 2009 versus the first half of 2008 (negative if revenue fell)", growth(F(MHP, "Revenues"), PH, PHPY))
add(C, NF, "By how much did Netflix's gross unrecognized tax benefits grow from December 31, 2022 to December 31, 2023 (as a fraction)?", growth(g("UnrecognizedTaxBenefits"), N_BS23, N_BS22))
add(C, NF, "Fair value of Netflix's debt relative to its aggregate outstanding notes at December 31, 2023 (long-term debt fair value / aggregate outstanding notes)", ratio(g("LongTermDebtFairValue"), g("NotesPayable"), N_BS23))
add(C, UP, "Union Pacific minimum operating lease payments due in years two and three combined, as of December 31, 2012", total(g("OperatingLeasesFutureMinimumPaymentsDueInTwoYears"), g("OperatingLeasesFutureMinimumPaymentsDueInThreeYears"), U_BS12))
add(C, UP, "Union Pacific capital lease minimum payments due in 2013 and 2014 combined (years one and two after December 31, 2012)", total(g("CapitalLeasesFutureMinimumPaymentsDueCurrent"), g("CapitalLeasesFutureMinimumPaymentsDueInTwoYears"), U_BS12))
add(C, UP, "Change in Union Pacific's pension plan interest cost, 2012 versus 2011 (growth rate; negative if it fell)", growth(g("DefinedBenefitPlanInterestCost"), U_FY12, U_FY11, UPLAN("PensionPlansDefinedBenefitMember")))
add(C, A10Q, "What share of Apple's non-current marketable securities were Level 2 U.S. Treasury securities at July 1, 2023?", ratio(g("MarketableSecuritiesNoncurrent"), g("MarketableSecuritiesNoncurrent"), AQ_BS, m_num={FVL: L2, FIN: G + "USTreasurySecuritiesMember"}))

# =================================================================== members
C = "members"
add(C, WM, "Waste Management equity statement: noncontrolling interests in acquired businesses added in Q1 2010 (noncontrolling interests column)", fact(F(WM, "NoncontrollingInterestsInAcquiredBusinesses"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, WM, "Waste Management accumulated other comprehensive income column of the equity statement at March 31, 2010", fact(SE_NCI, B10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, ICE, "ICE accumulated translation adjustment component of AOCI at March 31, 2010", fact(SE_NCI, B10, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, ICE, "Shares issued on stock option exercises in ICE's common stock column, Q1 2010", fact(F(ICE, "StockIssuedDuringPeriodSharesStockOptionsExercised"), Q10, SH, EQC("CommonStock")))
add(C, ICE, "IntercontinentalExchange retained earnings column of the equity statement at December 31, 2008", fact(SE_NCI, DEC08, USD, EQC("RetainedEarnings")))
add(C, ICE, "ICE stock-based compensation credited to additional paid-in capital for full-year 2009 (equity statement)", fact(F(ICE, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), FY09, USD, EQC("AdditionalPaidInCapital")))
add(C, CF, "CF Industries retained earnings column of the equity statement at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, CF, "CF Industries total stockholders' equity attributable to the parent (equity statement) at December 31, 2008", fact(SE_NCI, DEC08, USD, EQC("Parent")))
add(C, CF, "CF Industries noncontrolling interest column of the equity statement at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("NoncontrollingInterest")))
add(C, A10Q, "Apple dividends and dividend equivalents declared in the retained earnings column for the first nine months of fiscal 2023", fact(g("Dividends"), AQ_9M, USD, RE_COL))
add(C, A10Q, "Apple common stock and additional paid-in capital balance at April 1, 2023 (start of fiscal Q3 2023, equity statement)", fact(SE, (None, "2023-04-01"), USD, APIC_COL))
add(C, A10Q, "How much of Apple's cash and cash equivalents at July 1, 2023 was cash (as opposed to money-market funds and other securities)?", fact(CASH, AQ_BS, USD, {FIN: G + "CashMember"}))
add(C, A10Q, "Apple Level 2 corporate debt securities held in current marketable securities at July 1, 2023", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, {FVL: L2, FIN: G + "CorporateDebtSecuritiesMember"}))
add(C, NF, "Fair value of Netflix's 4.625% senior notes at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, DEBT("FourPointSixTwoFivePercentSeniorNotesMember")))
add(C, NF, "Fair value of Netflix's 5.375% senior notes (issued April 2019) at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, DEBT("FivePointThreeSevenFivePercentSeniorNotesIssuedApril2019Member")))
add(C, NF, "Netflix produced content, net, at December 31, 2023", fact(["nflx:ContentAssetsNet"], N_BS23, USD, PRODUCED))
add(C, NF, "Netflix contributions to multiemployer health benefit plans in 2023", fact(g("MultiemployerPlanPensionInsignificantEmployerContributionCost"), N_FY23, USD, NPLAN("MultiemployerHealthBenefitsMember")))
add(C, UP, "Union Pacific accumulated depreciation on total road property at December 31, 2012", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, UPPEX("TotalRoadMember")))
add(C, UP, "Union Pacific floating rate term loan outstanding at December 31, 2012", fact(g("LongTermDebt"), U_BS12, USD, UDEBT("unp:FloatingRateTermLoanMember")))
add(C, UP, "Union Pacific pension plan net periodic benefit cost for 2012", fact(g("DefinedBenefitPlanNetPeriodicBenefitCost"), U_FY12, USD, UPLAN("PensionPlansDefinedBenefitMember")))

# =================================================================== per_share
C = "per_share"
add(C, WM, "Waste Management diluted EPS for the first quarter of 2010", fact(F(WM, "EarningsPerShareDiluted"), Q10, PS))
add(C, WM, "Cash dividends declared per Waste Management common share in Q1 2010", fact(F(WM, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, WM, "How many treasury shares did Waste Management hold at March 31, 2010?", fact(F(WM, "TreasuryStockShares"), B10, SH))
add(C, ICE, "ICE diluted earnings per share for the three months ended March 31, 2010", fact(F(ICE, "EarningsPerShareDiluted"), Q10, PS))
add(C, ICE, "IntercontinentalExchange basic weighted-average shares outstanding, Q1 2010", fact(F(ICE, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, CF, "CF Industries diluted EPS for the first quarter of 2009", fact(F(CF, "EarningsPerShareDiluted"), Q09, PS))
add(C, CF, "CF Industries diluted weighted-average shares for Q1 2010", fact(F(CF, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, CTXS, "Citrix diluted EPS for the quarter ended June 30, 2009", fact(F(CTXS, "EarningsPerShareDiluted"), PQ, PS))
add(C, CTXS, "Citrix diluted weighted-average shares outstanding for the six months ended June 30, 2009", fact(F(CTXS, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, CTXS, "Citrix common shares held in treasury at June 30, 2009", fact(F(CTXS, "TreasuryStockShares"), PB, SH))
add(C, UNH, "UnitedHealth diluted net earnings per share for the first six months of 2009", fact(F(UNH, "EarningsPerShareDiluted"), PH, PS))
add(C, UNH, "UnitedHealth dilutive effect of common stock equivalents (shares) for Q2 2009", fact(F(UNH, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, MHP, "McGraw-Hill diluted EPS for the second quarter of 2009", fact(F(MHP, "EarningsPerShareDiluted"), PQ, PS))
add(C, MHP, "McGraw-Hill dividends declared per common share for the six months ended June 30, 2009", fact(F(MHP, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, NF, "Netflix incremental dilutive shares from employee stock options in 2023", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), N_FY23, SH))
add(C, NF, "Netflix weighted-average diluted shares outstanding for 2021", fact(WAD, N_FY21, SH))
add(C, UP, "Union Pacific diluted weighted-average shares for 2011", fact(WAD, U_FY11, SH))
add(C, UP, "Union Pacific basic EPS for fiscal 2011", fact(EPSB, U_FY11, PS))
add(C, UP, "Union Pacific dividends declared per share in 2010", fact(DPS, U_FY10, PS))
add(C, UP, "Union Pacific common shares outstanding at December 31, 2011", fact(SHOUT, U_BS11, SH))

# =================================================================== jargon
C = "jargon"
add(C, WM, "WM capex, 1Q10", fact(F(WM, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, WM, "WM D&A for Q1 2010", fact(F(WM, "DepreciationDepletionAndAmortizationAssociatedWithPropertyPlantAndEquipmentAndIntangibleAssets"), Q10, USD))
add(C, WM, "Waste Management SG&A, 1Q09", fact(F(WM, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, ICE, "ICE total opex, Q1 2010", fact(F(ICE, "OperatingExpenses"), Q10, USD))
add(C, ICE, "ICE comp & benefits 1Q10", fact(F(ICE, "LaborAndRelatedExpense"), Q10, USD))
add(C, ICE, "ICE CFO (cash from operations) in 1Q09", fact(F(ICE, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, CF, "CF capex, first quarter 2010", fact(F(CF, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, CF, "CF Industries DD&A, 1Q09", fact(F(CF, "DepreciationAndAmortization"), Q09, USD))
add(C, CTXS, "CTXS SBC, 1H09", fact(F(CTXS, "ShareBasedCompensation"), PH, USD))
add(C, CTXS, "Citrix sales, marketing & services opex, 2Q09", fact(F(CTXS, "SellingAndMarketingExpense"), PQ, USD))
add(C, UNH, "UNH buybacks, 1H09", fact(F(UNH, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, UNH, "UNH operating cash flow YTD June 2009", fact(F(UNH, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, MHP, "MHP capex (purchase of property and equipment), 1H09", fact(F(MHP, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, MHP, "McGraw-Hill operating profit (income from operations), 2Q08", fact(F(MHP, "OperatingIncomeLoss"), PQPY, USD))
add(C, NF, "NFLX accrued interest & penalties on UTBs, YE23", fact(g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestAccrued"), N_BS23, USD))
add(C, NF, "NFLX DTL on depreciation & amortization (PP&E), YE2023", fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), N_BS23, USD))
add(C, NF, "NFLX option exercise proceeds FY23", fact(g("ProceedsFromStockOptionsExercised"), N_FY23, USD))
add(C, UP, "UNP debt maturities thereafter (beyond five years), YE12", fact(g("LongTermDebtMaturitiesRepaymentsOfPrincipalAfterYearFive"), U_BS12, USD))
add(C, UP, "UNP purchased services & materials, FY11", fact(["unp:PurchasedServicesAndMaterial"], U_FY11, USD))
add(C, A10Q, "AAPL current deferred revenue at Q3 FY23 quarter-end", fact(g("ContractWithCustomerLiabilityCurrent"), AQ_BS, USD))

# =================================================================== refuse
C = "refuse"
add(C, WM, "Stericycle revenue for the first quarter of 2010?", refuse(oc, "Stericycle is not in the data (Waste Management is).", other("STERICYCLE")))
add(C, ICE, "London Stock Exchange Group total income for the quarter ended March 2010?", refuse(oc, "London Stock Exchange is not in the data (IntercontinentalExchange is).", other("LONDON STOCK")))
add(C, CF, "Yara International fertilizer revenue for Q1 2010?", refuse(oc, "Yara is not in the data (CF Industries is).", other("YARA")))
add(C, CTXS, "VMware license revenue for the second quarter of 2009?", refuse(oc, "VMware is not in the data (Citrix is).", other("VMWARE")))
add(C, MHP, "Pearson education revenue for the first half of 2009?", refuse(oc, "Pearson is not in the data (McGraw-Hill is).", other("PEARSON")))
add(C, WM, "Waste Management operating revenues for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(WM, "Revenues"), ("2010-04-01", "2010-06-30"))))
add(C, ICE, "IntercontinentalExchange total revenues for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports revenues only for Q1 2010 and Q1 2009; only equity-statement rows cover full-year 2009.", absent(F(ICE, "Revenues"), FY09)))
add(C, CTXS, "Citrix total net revenues for the quarter ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(CTXS, "SalesRevenueNet"), ("2009-07-01", "2009-09-30"))))
add(C, UNH, "UnitedHealth total revenues for the nine months ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(UNH, "Revenues"), ("2009-01-01", "2009-09-30"))))
add(C, A10Q, "Apple operating income for the first half of fiscal 2023 (six months ended April 1, 2023)?", refuse(pn, "The fiscal Q3 2023 10-Q reports the June quarter and nine months; the six months to April 1, 2023 are not reported.", absent(OPINC, ("2022-09-25", "2023-04-01"))))
add(C, WM, "Waste Management research and development expense for Q1 2010?", refuse(cn, "Waste Management's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ICE, "What were IntercontinentalExchange's inventories at March 31, 2010?", refuse(cn, "ICE, an exchange operator, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, CF, "CF Industries research and development expense in Q1 2010?", refuse(cn, "CF Industries' 10-Q reports no R&D expense line.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, MHP, "McGraw-Hill goodwill impairment charge in the first half of 2009?", refuse(cn, "McGraw-Hill's 10-Q reports no goodwill impairment fact.", absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
WHY_CF = ("CF Industries reports 'Net earnings' including the noncontrolling interest (ProfitLoss +6.2M) and 'Net earnings (loss) attributable to "
          "common stockholders' (NetIncomeLoss -4.4M) for Q1 2010: one is a profit, the other a loss.")
add(C, CF, "CF Industries net earnings for the first quarter of 2010?", refuse(am, WHY_CF, amb_why(WHY_CF, (F(CF, "ProfitLoss"), Q10, None), (F(CF, "NetIncomeLoss"), Q10, None))))
WHY_ICE = "ICE reports 'Net income' (ProfitLoss 103.5M) and 'Net income attributable to IntercontinentalExchange, Inc.' (NetIncomeLoss 101.2M) for Q1 2010."
add(C, ICE, "IntercontinentalExchange net income in Q1 2010?", refuse(am, WHY_ICE, amb_why(WHY_ICE, (F(ICE, "ProfitLoss"), Q10, None), (F(ICE, "NetIncomeLoss"), Q10, None))))
WHY_MHP = ("McGraw-Hill reports 'Net income' including noncontrolling interests (ProfitLoss 167.9M) and 'Net income attributable to The McGraw-Hill "
           "Companies, Inc.' (NetIncomeLoss 164.1M) for Q2 2009.")
add(C, MHP, "McGraw-Hill net income for the quarter ended June 30, 2009?", refuse(am, WHY_MHP, amb_why(WHY_MHP, (F(MHP, "ProfitLoss"), PQ, None), (F(MHP, "NetIncomeLoss"), PQ, None))))
WHY_WM = ("Waste Management reports 'Total Waste Management, Inc. stockholders' equity' (StockholdersEquity 6,233M) and 'Total equity' including "
          "noncontrolling interests (6,541M) at March 31, 2010.")
add(C, WM, "What was Waste Management's equity at March 31, 2010?", refuse(am, WHY_WM, amb_why(WHY_WM, (F(WM, "StockholdersEquity"), B10, None), (F(WM, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, None))))
WHY_UNP = ("Union Pacific's tax note reports 'Total deferred income tax liabilities' (DeferredIncomeTaxLiabilities 14,100M) and 'Net deferred income "
           "tax liability' (DeferredTaxLiabilities 12,845M) at December 31, 2012; 'deferred tax liability' fits either.")
add(C, UP, "What was Union Pacific's deferred tax liability at December 31, 2012?", refuse(am, WHY_UNP, amb_why(WHY_UNP, (g("DeferredIncomeTaxLiabilities"), U_BS12, None), (g("DeferredTaxLiabilities"), U_BS12, None))))
WHY_AREP = ("Apple reports share repurchases for the nine months ended July 1, 2023 of 56,100M excluding excise tax "
            "(StockRepurchasedAndRetiredDuringPeriodValue, share-repurchase note) and 56,368M in the retained-earnings column of the "
            "equity statement (same concept, RetainedEarningsMember); the filing labels only the first figure 'excluding excise tax'.")
add(C, A10Q, "How much did Apple spend repurchasing its stock in the first nine months of fiscal 2023?", refuse(am, WHY_AREP, amb_why(WHY_AREP, (g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, None), (g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, RE_COL))))


def main():
    write_round("h26", gr.QUESTIONS_26, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
