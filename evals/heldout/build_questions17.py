#!/usr/bin/env python3
"""Writes evals/data/ask_heldout17.jsonl and its refusal probes (round 17) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout17_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform14/build_questions.py (which copied rounds 12, 10, 9, 8, 7, 6 and 5); the round-17 specs below are
new. The overlap check covers rounds 1-16.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-17 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]

# ------------------------------------------------------------------ helpers copied from ask-freeform16
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
DER = lambda risk, desig: {G + "DerivativeInstrumentRiskAxis": G + risk, G + "HedgingDesignationAxis": G + desig}


NODIV = absent_any(DPS + DPS_PAID + g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "DividendsCommonStockCash", "CashDividends"))

# ------------------------------------------------------------------ round 17 FSDS filings (2009q3 zip only; companies no round 1-16
# used, none of which files in the 2010q2 zip -- see explore_candidates.py). All five are calendar-year 10-Qs for Q2 2009.
WYE = "fsds:0001193125-09-167069"    # WYETH 10-Q, Q2 2009 (pharmaceuticals); EquityComponents rows
WIN = "fsds:0001193125-09-166917"    # WINDSTREAM CORP 10-Q, Q2 2009 (telecom); EquityComponents rows
NBR = "fsds:0000950123-09-028453"    # NABORS INDUSTRIES LTD 10-Q, Q2 2009 (contract drilling); EquityComponents rows
HOT = "fsds:0000950123-09-031199"    # STARWOOD HOTEL & RESORTS WORLDWIDE INC 10-Q, Q2 2009 (lodging)
STLD = "fsds:0001104659-09-048161"   # STEEL DYNAMICS INC 10-Q, Q2 2009 (steel)

Q2, Q2PY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30")
H1, H1PY = ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
B09, B08, B0806 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
EQC = lambda m: {"EquityComponents": m}
COGS = g("CostOfGoodsSold")
PRODASSETS = g("PaymentsToAcquireProductiveAssets")
ANYREV = TOTREV + NETSALES + g("SalesRevenueGoodsNet", "SalesRevenueServicesNet", "RevenueFromContractWithCustomerExcludingAssessedTax")
NORD = absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost", "ResearchDevelopmentAndRelatedExpenses"))

# instance members (round 17)
MGEO_US = {G + "StatementGeographicalAxis": "country:US"}
MSEV = {G + "RestructuringCostAndReserveAxis": G + "EmployeeSeveranceMember"}
MFLI = lambda m: {G + "FiniteLivedIntangibleAssetsByMajorClassAxis": G + m}
MCONS = lambda m: {G + "ConsolidationItemsAxis": "msft:%s" % m}
MBUY = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
EUAID = {G + "LossContingenciesByNatureOfContingencyAxis": "aapl:UnfavorableInvestigationOutcomeEUStateAidRulesMember"}
UINJ = {G + "LossContingenciesByNatureOfContingencyAxis": "unp:PersonalInjuryMember"}
UTECH = {PPEAX: G + "TechnologyEquipmentMember"}
UCARS = {PPEAX: "unp:EquipmentFreightCarsMember"}
FLIG, FLIA = g("FiniteLivedIntangibleAssetsGross"), g("FiniteLivedIntangibleAssetsAccumulatedAmortization")
SEGOPEX = ["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"]
BUYSH, BUYVAL = g("StockRepurchasedDuringPeriodShares"), g("StockRepurchasedDuringPeriodValue")
UBUYSH = g("StockRepurchasedAndRetiredDuringPeriodShares")
UAVGPX = g("TreasuryStockAcquiredAverageCostPerShare")
RSU_GRANT_FV = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue")
RSU_FORF_FV = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue")
RSU_FORF = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeitedInPeriod")
MAT = lambda y: g("LongTermDebtMaturitiesRepaymentsOfPrincipalIn%s" % y)
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU, MPROD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, WYE, "Wyeth net revenue for the three months ended June 30, 2009", fact(NETSALES, Q2, USD))
add(C, WYE, "Wyeth work in progress inventory at June 30, 2009", fact(g("InventoryWorkInProcess"), B09, USD))
add(C, WYE, "How much did Wyeth carry in current marketable securities as of June 30, 2009?", fact(g("MarketableSecuritiesCurrent"), B09, USD))
add(C, WIN, "Windstream total revenues and sales for the quarter ended June 30, 2009", fact(TOTREV, Q2, USD))
add(C, WIN, "Windstream accrued interest on the June 30, 2009 balance sheet", fact(g("InterestPayable"), B09, USD))
add(C, WIN, "Windstream net property, plant and equipment as of June 30, 2009", fact(PPE, B09, USD))
add(C, NBR, "Nabors Industries operating revenues for the second quarter of 2009", fact(NETSALES, Q2, USD))
add(C, NBR, "What did Nabors hold in short-term investments at June 30, 2009?", fact(g("ShortTermInvestments"), B09, USD))
add(C, NBR, "Impairments and other charges Nabors recorded in the three months ended June 30, 2009", fact(g("AssetImpairmentCharges"), Q2, USD))
add(C, HOT, "Starwood Hotels & Resorts total revenues, Q2 2009", fact(TOTREV, Q2, USD))
add(C, HOT, "Starwood revenues from owned, leased and consolidated joint venture hotels for the quarter ended June 30, 2009", fact(["hot:OwnedLeasedAndConsolidatedJointVentureHotels"], Q2, USD))
add(C, HOT, "Starwood short-term borrowings at June 30, 2009", fact(g("ShortTermBankLoansAndNotesPayable"), B09, USD))
add(C, STLD, "Steel Dynamics total net sales for the three months ended June 30, 2009", fact(NETSALES, Q2, USD))
add(C, STLD, "Steel Dynamics' 5 1/8% convertible senior notes outstanding at June 30, 2009", fact(["stld:FiveAndOneEighthPercentConvertibleSeniorNotes"], B09, USD))
add(C, MS, "Microsoft gross carrying amount of finite-lived intangible assets at June 30, 2015", fact(FLIG, M_BS15, USD))
add(C, MS, "Microsoft computer equipment and software, at cost, as of June 30, 2015", fact(["msft:ComputerHardwareAndSoftware"], M_BS15, USD))
add(C, A10K, "Apple right-of-use assets for operating and finance leases combined at September 30, 2023", fact(["aapl:OperatingandFinanceLeaseRightofUseAsset"], A_BS23, USD))
add(C, A10K, "Gross unrealized losses on Apple's cash equivalents and marketable securities at the end of fiscal 2023", fact(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"], A_BS23, USD))
add(C, UP, "Union Pacific rental income (non-operating) for 2012", fact(g("RentalIncomeNonoperating"), U_FY12, USD))
add(C, UP, "Remaining borrowing capacity under Union Pacific's revolving credit facility at December 31, 2012", fact(g("LineOfCreditFacilityRemainingBorrowingCapacity"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WYE, "Wyeth research and development expenses for the second quarter of 2008", fact(RD, Q2PY, USD))
add(C, WYE, "Wyeth long-term debt at December 31, 2008", fact(LTD_NC, B08, USD))
add(C, WYE, "Wyeth net cash provided by operating activities in the first half of 2008", fact(OCF, H1PY, USD))
add(C, WIN, "Windstream service revenues in the year-ago quarter (three months ended June 30, 2008)", fact(g("SalesRevenueServicesNet"), Q2PY, USD))
add(C, WIN, "Windstream long-term debt at the end of 2008", fact(LTD_NC, B08, USD))
add(C, WIN, "Windstream net income for the six months ended June 30, 2008", fact(NIATT, H1PY, USD))
add(C, NBR, "Nabors direct costs for Q2 2008", fact(g("CostOfGoodsAndServicesSold"), Q2PY, USD))
add(C, NBR, "Nabors accounts receivable, net, at December 31, 2008", fact(AR, B08, USD))
add(C, NBR, "Nabors net income for the first six months of 2008", fact(NIATT, H1PY, USD))
add(C, HOT, "Starwood management fees, franchise fees and other income in the second quarter of 2008", fact(["hot:ManagementFeesFranchiseFeesAndOtherIncome"], Q2PY, USD))
add(C, HOT, "Starwood inventories at December 31, 2008", fact(INV, B08, USD))
add(C, STLD, "Steel Dynamics gross profit in Q2 2008", fact(GP, Q2PY, USD))
add(C, STLD, "Steel Dynamics inventories as of December 31, 2008", fact(INV, B08, USD))
add(C, STLD, "Steel Dynamics net cash provided by operating activities, six months ended June 30, 2008", fact(OCF, H1PY, USD))
add(C, MS, "Microsoft's unaudited pro forma revenue for fiscal 2014, as if the Nokia Devices and Services acquisition had occurred at the start of the year", fact(g("BusinessAcquisitionsProFormaRevenue"), M_FY14, USD))
add(C, MS, "Microsoft deferred tax liability on undistributed foreign earnings at June 30, 2014", fact(g("DeferredTaxLiabilitiesUndistributedForeignEarnings"), M_BS14, USD))
add(C, A10K, "Apple total interest costs incurred in fiscal 2022", fact(g("InterestCostsIncurred"), A_FY22, USD))
add(C, A10K, "Apple deferred tax asset for deferred revenue at September 24, 2022", fact(g("DeferredTaxAssetsDeferredIncome"), A_BS22, USD))
add(C, UP, "Union Pacific other accrued liabilities (current) at December 31, 2011", fact(g("OtherAccruedLiabilitiesCurrent"), U_BS11, USD))
add(C, UP, "Union Pacific contributions to multiemployer plans in 2011", fact(g("MultiemployerPlanPeriodContributions"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, WYE, "Wyeth provision for income taxes, six months ended June 30, 2009", fact(TAX, H1, USD))
add(C, WYE, "Wyeth selling, general and administrative expenses for Q2 2009 alone (three months, not year to date)", fact(SGA, Q2, USD))
add(C, WYE, "Wyeth cost of goods sold, 2009 year to date through June 30", fact(COGS, H1, USD))
add(C, WIN, "Windstream operating income for the first half of 2009", fact(OPINC, H1, USD))
add(C, WIN, "Windstream interest expense for the June 2009 quarter only", fact(INTEXP, Q2, USD))
add(C, WIN, "Windstream product sales, YTD through June 30, 2009", fact(g("SalesRevenueGoodsNet"), H1, USD))
add(C, NBR, "Nabors general and administrative expenses for the six months ended June 30, 2009", fact(g("GeneralAndAdministrativeExpense"), H1, USD))
add(C, NBR, "Nabors depreciation and amortization for the second quarter of 2009 alone", fact(g("DepreciationAndAmortization"), Q2, USD))
add(C, NBR, "Nabors interest expense, 2009 year to date (six months to June 30)", fact(INTEXP, H1, USD))
add(C, HOT, "Starwood operating income for the six months ended June 30, 2009", fact(OPINC, H1, USD))
add(C, HOT, "Starwood vacation ownership and residential sales and services revenue for the three months ended June 30, 2009 (quarter only)", fact(["hot:VacationOwnershipAndResidentialSalesAndServices"], Q2, USD))
add(C, HOT, "Starwood depreciation (income statement line) for the first half of 2009", fact(g("DepreciationNonproduction"), H1, USD))
add(C, STLD, "Steel Dynamics cost of goods sold for the first six months of 2009", fact(COGS, H1, USD))
add(C, STLD, "Steel Dynamics interest expense, net of capitalized interest, for Q2 2009 only", fact(INTEXP, Q2, USD))
add(C, STLD, "Steel Dynamics operating income for the quarter ended June 30, 2009 (not the six-month figure)", fact(OPINC, Q2, USD))
add(C, STLD, "Steel Dynamics amortization of intangible assets, six months ended June 30, 2009", fact(g("AmortizationOfIntangibleAssets"), H1, USD))
add(C, MS, "How much did Microsoft spend repurchasing shares under its buyback program in the third quarter of fiscal 2015 (January-March 2015) alone?", fact(BUYVAL, M_Q3_15, USD, MBUY))
add(C, MS, "Number of Microsoft shares repurchased in Q4 FY2015 (April-June 2015) under the share repurchase program", fact(BUYSH, M_Q4_15, SH, MBUY))
add(C, UP, "How many shares did Union Pacific repurchase in the fourth quarter of 2011 alone?", fact(UBUYSH, U_Q4_11, SH))
add(C, UP, "Average price paid per share for Union Pacific's buybacks in Q2 2011 (the quarter, not the full year)", fact(UAVGPX, U_Q2_11, PS))

# =================================================================== derived
C = "derived"
add(C, WYE, "Wyeth effective tax rate for the quarter ended June 30, 2009 (provision for income taxes / income before income taxes)", ratio(TAX, PRETAX, Q2))
add(C, WYE, "Wyeth gross margin for the first six months of 2009: (net revenue - cost of goods sold) / net revenue", margin_from_cost(NETSALES, COGS, H1))
add(C, WYE, "Wyeth R&D intensity in Q2 2009 (research and development expenses / net revenue)", ratio(RD, NETSALES, Q2))
add(C, WIN, "Windstream operating margin for Q2 2009 (operating income / total revenues and sales)", ratio(OPINC, TOTREV, Q2))
add(C, WIN, "Windstream net debt at June 30, 2009: long-term debt + current maturities of long-term debt - cash and cash equivalents",
    derived("e0+e1-e2", [inp(LTD_NC, B09), inp(g("LongTermDebtCurrent"), B09), inp(CASH, B09)], B09, USD, ratio=False))
add(C, WIN, "Windstream interest coverage for the first half of 2009 (operating income / interest expense)", ratio(OPINC, INTEXP, H1))
add(C, NBR, "Year-over-year change in Nabors operating revenues, Q2 2009 vs Q2 2008 (current / prior - 1)", growth(NETSALES, Q2, Q2PY))
add(C, NBR, "Nabors free cash flow for the first half of 2009 (net cash provided by operating activities - capital expenditures)", fcf(H1, capex=PRODASSETS))
add(C, HOT, "Starwood operating margin in the second quarter of 2009 (operating income / total revenues)", ratio(OPINC, TOTREV, Q2))
add(C, HOT, "Starwood revenue decline for the first six months of 2009 versus the first six months of 2008 (current / prior - 1)", growth(TOTREV, H1, H1PY))
add(C, HOT, "Starwood long-term debt to Starwood stockholders' equity at June 30, 2009", ratio(LTD_NC, g("StockholdersEquity"), B09))
add(C, STLD, "STLD gross margin for Q2 2009 (gross profit / total net sales)", ratio(GP, NETSALES, Q2))
add(C, STLD, "Steel Dynamics total net sales change, Q2 2009 vs Q2 2008 (current / prior - 1)", growth(NETSALES, Q2, Q2PY))
add(C, STLD, "What share of Steel Dynamics' Q2 2009 total net sales went to related parties (related-party sales / total net sales)?", ratio(g("RevenueFromRelatedParties"), NETSALES, Q2))
add(C, MS, "Microsoft intangible assets: accumulated amortization as a share of gross carrying amount at June 30, 2015", ratio(FLIA, FLIG, M_BS15))
add(C, MS, "Growth in Microsoft Commercial segment operating expenses (excluding impairment, integration and restructuring), FY2015 vs FY2014", growth(SEGOPEX, M_FY15, M_FY14, MCONS("CommercialMember")))
add(C, A10K, "Growth in Apple's net deferred tax assets from September 24, 2022 to September 30, 2023 (current / prior - 1)", growth(g("DeferredTaxAssetsLiabilitiesNet"), A_BS23, A_BS22))
add(C, A10K, "Imputed interest on Apple's leases at September 30, 2023 as a share of total undiscounted lease payments (operating and finance)", ratio(["aapl:LesseeOperatingandFinanceLeaseLiabilityUndiscountedExcessAmount"], ["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaid"], A_BS23))
add(C, UP, "Union Pacific technology equipment: accumulated depreciation / gross cost at December 31, 2012", ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("PropertyPlantAndEquipmentGross"), U_BS12, m_num=UTECH, m_den=UTECH))
add(C, UP, "Total Union Pacific debt principal maturing in 2013 through 2017 (sum of the five annual maturities at December 31, 2012)",
    derived("e0+e1+e2+e3+e4", [inp(MAT("NextTwelveMonths"), U_BS12), inp(MAT("YearTwo"), U_BS12), inp(MAT("YearThree"), U_BS12), inp(MAT("YearFour"), U_BS12), inp(MAT("YearFive"), U_BS12)], U_BS12, USD, ratio=False))

# =================================================================== members
C = "members"
add(C, WYE, "Cash dividends declared charged to Wyeth's retained earnings in the six months ended June 30, 2009", fact(g("CashDividends"), H1, USD, EQC("RetainedEarnings")))
add(C, WYE, "How much of Wyeth's first-half 2009 purchases of common stock for treasury was charged to retained earnings?", fact(g("TreasuryStockValueAcquiredParValueMethod"), H1, USD, EQC("RetainedEarnings")))
add(C, WYE, "Wyeth retained earnings column of the statement of changes in stockholders' equity at June 30, 2008", fact(g("StockholdersEquity"), B0806, USD, EQC("RetainedEarnings")))
add(C, WYE, "Common stock issued for stock options: amount credited to Wyeth's additional paid-in capital in H1 2009", fact(g("StockIssuedDuringPeriodValueStockOptionsExercised"), H1, USD, EQC("AdditionalPaidInCapital")))
add(C, WIN, "Stock repurchases charged to Windstream's additional paid-in capital, six months ended June 30, 2009", fact(g("StockRepurchasedDuringPeriodValue"), H1, USD, EQC("AdditionalPaidInCapital")))
add(C, WIN, "Change in employee benefit plans recorded in Windstream's accumulated other comprehensive loss column in the first half of 2009", fact(g("OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), H1, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, WIN, "Dividends declared charged against Windstream's retained earnings, H1 2009", fact(g("CashDividends"), H1, USD, EQC("RetainedEarnings")))
add(C, NBR, "Nabors accumulated translation adjustment (equity statement column) at June 30, 2009", fact(g("StockholdersEquity"), B09, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, NBR, "Nabors accumulated net unrealized gains on investments per the shareholders' equity statement at June 30, 2009", fact(g("StockholdersEquity"), B09, USD, EQC("AccumulatedNetUnrealizedInvestmentGainLoss")))
add(C, NBR, "Nabors common shares issued (common stock column of the equity statement) at June 30, 2008", fact(g("SharesIssued"), B0806, SH, EQC("CommonStock")))
add(C, MS, "Microsoft Xbox platform revenue in fiscal 2013", fact(NETSALES, M_FY13, USD, MPROD("XboxMember")))
add(C, MS, "Microsoft revenue from United States customers in fiscal year 2013", fact(NETSALES, M_FY13, USD, MGEO_US))
add(C, MS, "Employee severance restructuring liability remaining at Microsoft on June 30, 2015", fact(g("RestructuringReserve"), M_BS15, USD, MSEV))
add(C, MS, "Net carrying amount of Microsoft's marketing-related intangible assets at June 30, 2015", fact(g("FiniteLivedIntangibleAssetsNet"), M_BS15, USD, MFLI("MarketingRelatedIntangibleAssetsMember")))
add(C, A10K, "Notional amount of Apple's foreign exchange contracts designated as hedging instruments at September 30, 2023", fact(g("DerivativeNotionalAmount"), A_BS23, USD, DER("ForeignExchangeContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10K, "Common stock repurchases charged to Apple's retained earnings in fiscal 2023 (shareholders' equity statement)", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), A_FY23, USD, RE_COL))
add(C, A10K, "In euros, Apple's estimate of the EU State Aid recovery amount (excluding interest) as of September 30, 2023", fact(g("LossContingencyEstimateOfPossibleLoss"), A_BS23, "iso4217:EUR", EUAID))
add(C, UP, "Union Pacific freight cars, net book value, at December 31, 2012", fact(PPE, U_BS12, USD, UCARS))
add(C, UP, "Union Pacific personal injury accruals: amount charged to expense (provision) in 2012", fact(g("LossContingencyAccrualCarryingValueProvision"), U_FY12, USD, UINJ))
add(C, UP, "Union Pacific's estimated annual composite depreciation rate for technology equipment in 2012", fact(["unp:DepreciationRate"], U_BS12, PURE, UTECH))

# =================================================================== per_share
C = "per_share"
add(C, WYE, "Wyeth diluted earnings per share, second quarter 2009", fact(EPSD, Q2, PS))
add(C, WYE, "Dividends declared per share of Wyeth common stock in the first six months of 2009", fact(DPS, H1, PS))
add(C, WYE, "Wyeth basic EPS for the six months ended June 30, 2008", fact(EPSB, H1PY, PS))
add(C, WIN, "Windstream net income per share (basic and diluted) for the second quarter of 2009", fact(g("EarningsPerShareBasicAndDiluted"), Q2, PS))
add(C, WIN, "Windstream dividends declared per share, six months ended June 30, 2009", fact(DPS, H1, PS))
add(C, WIN, "Windstream income from continuing operations per share (basic and diluted), Q2 2008", fact(["win:IncomeLossFromContinuingOperationsPerBasicAndDilutedShare"], Q2PY, PS))
add(C, NBR, "Nabors diluted EPS for the quarter ended June 30, 2009", fact(EPSD, Q2, PS))
add(C, NBR, "Nabors diluted weighted-average shares outstanding in Q2 2008", fact(WAD, Q2PY, SH))
add(C, NBR, "Nabors basic earnings per share for the first six months of 2008", fact(EPSB, H1PY, PS))
add(C, HOT, "Starwood diluted EPS from continuing operations, second quarter 2009", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), Q2, PS))
add(C, HOT, "Starwood weighted average number of shares assuming dilution, six months ended June 30, 2009", fact(WAD, H1, SH))
add(C, HOT, "Starwood common shares outstanding at June 30, 2009", fact(SHOUT, B09, SH))
add(C, STLD, "Steel Dynamics diluted earnings (loss) per share for the six months ended June 30, 2009", fact(EPSD, H1, PS))
add(C, STLD, "Steel Dynamics dividends declared per share in the second quarter of 2009", fact(DPS, Q2, PS))
add(C, MS, "Microsoft pro forma diluted EPS for fiscal 2014 including Nokia Devices and Services", fact(g("BusinessAcquisitionProFormaEarningsPerShareDiluted"), M_FY14, PS))
add(C, MS, "How many common shares did Microsoft issue in fiscal 2015?", fact(g("StockIssuedDuringPeriodSharesNewIssues"), M_FY15, SH))
add(C, A10K, "Weighted-average grant-date fair value per RSU granted by Apple in fiscal 2023", fact(RSU_GRANT_FV, A_FY23, PS, RSU))
add(C, A10K, "Weighted-average grant-date fair value of Apple RSUs forfeited during fiscal 2023", fact(RSU_FORF_FV, A_FY23, PS, RSU))
add(C, A10K, "Number of Apple RSUs forfeited in fiscal 2023", fact(RSU_FORF, A_FY23, SH, RSU))
add(C, UP, "Average price paid per share for Union Pacific repurchases in the fourth quarter of 2011", fact(UAVGPX, U_Q4_11, PS))

# =================================================================== jargon
C = "jargon"
add(C, WYE, "WYE capex (purchases of intangibles and PP&E), 1H09", fact(PRODASSETS, H1, USD))
add(C, WYE, "Wyeth D&A for 1H 2009", fact(g("DepreciationAndAmortization"), H1, USD))
add(C, WYE, "Wyeth SBC in 1H09 (cash flow add-back)", fact(SBC, H1, USD))
add(C, WIN, "WIN capex, 1H09", fact(CAPEX, H1, USD))
add(C, WIN, "Windstream cash interest paid in 1H 2009", fact(g("InterestPaid"), H1, USD))
add(C, WIN, "Windstream buybacks 1H09", fact(BUYBACK, H1, USD))
add(C, NBR, "NBR capex, first half of 2009", fact(PRODASSETS, H1, USD))
add(C, NBR, "Nabors SBC for 1H09", fact(SBC, H1, USD))
add(C, NBR, "NBR gross debt issuance in 1H09 (proceeds from long-term debt)", fact(g("ProceedsFromIssuanceOfLongTermDebt"), H1, USD))
add(C, HOT, "HOT capex 1H09", fact(CAPEX, H1, USD))
add(C, HOT, "Starwood common dividends paid in 1H09 (cash flow statement)", fact(g("PaymentsOfDividendsCommonStock"), H1, USD))
add(C, HOT, "Starwood cash interest paid, net of amounts capitalized, 1H 2009", fact(g("InterestPaidNet"), H1, USD))
add(C, STLD, "STLD capex 1H09", fact(CAPEX, H1, USD))
add(C, STLD, "STLD equity raise in 1H09 (proceeds from issuance of equity)", fact(g("ProceedsFromIssuanceOrSaleOfEquity"), H1, USD))
add(C, MS, "MSFT unrecognized DTL on permanently reinvested foreign earnings at FYE15", fact(g("DeferredTaxLiabilityNotRecognizedAmountOfUnrecognizedDeferredTaxLiabilityUndistributedEarningsOfForeignSubsidiaries"), M_BS15, USD))
add(C, MS, "MSFT accrued interest and penalties on UTBs at June 30, 2015", fact(g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestAccrued"), M_BS15, USD))
add(C, A10K, "AAPL UTBs that could reasonably decrease within the next 12 months, as of FYE23", fact(g("DecreaseInUnrecognizedTaxBenefitsIsReasonablyPossible"), A_BS23, USD))
add(C, A10K, "AAPL variable lease costs, FY23", fact(g("VariableLeaseCost"), A_FY23, USD))
add(C, UP, "UNP A/R securitization: undivided interest held by investors at YE2012", fact(["unp:ValueOutstandingUndividedInterestHeldByInvestorsUnderReceivablesSecuritizationFacility"], U_BS12, USD))
add(C, UP, "UNP accrued capex (capital expenditures incurred but not yet paid), 2011", fact(g("CapitalExpendituresIncurredButNotYetPaid"), U_FY11, USD))

# =================================================================== refuse
C = "refuse"
add(C, WYE, "GlaxoSmithKline pharmaceutical turnover for the second quarter of 2009?", refuse(oc, "GlaxoSmithKline is not in the data (Wyeth is).", other("GLAXO")))
add(C, WIN, "CenturyTel operating revenues for the quarter ended June 30, 2009?", refuse(oc, "CenturyTel is not in the data (Windstream is).", other("CENTURYTEL")))
add(C, NBR, "Precision Drilling contract drilling revenue in Q2 2009?", refuse(oc, "Precision Drilling is not in the data (Nabors is).", other("PRECISION DRILLING")))
add(C, STLD, "Gerdau Ameristeel net sales for the June 2009 quarter?", refuse(oc, "Gerdau Ameristeel is not in the data (Steel Dynamics is).", other("GERDAU")))
add(C, MS, "Red Hat subscription revenue for fiscal 2015?", refuse(oc, "Red Hat is not in the data (Microsoft is).", other("RED HAT")))
add(C, WYE, "Wyeth net revenue for the third quarter of 2009 (July-September)?", refuse(pn, "The Q2 2009 10-Q reports periods ending June 30, 2009 (and 2008) only.", absent(ANYREV, ("2009-07-01", "2009-09-30"))))
add(C, WIN, "Windstream total revenues and sales for the first quarter of 2009 alone?", refuse(pn, "The Q2 2009 10-Q reports the June quarter and the six months; the March 2009 quarter is not reported on its own.", absent(ANYREV, ("2009-01-01", "2009-03-31"))))
add(C, HOT, "Starwood total revenues for full-year 2009?", refuse(pn, "The Q2 2009 10-Q covers only the quarter and six months to June 30, 2009.", absent(ANYREV, ("2009-01-01", "2009-12-31"))))
add(C, MS, "Microsoft operating income for the second quarter of fiscal 2016 (October-December 2015)?", refuse(pn, "The FY2015 10-K ends June 30, 2015; no FY2016 period is reported.", absent(OPINC, ("2015-10-01", "2015-12-31"))))
add(C, UP, "Union Pacific operating revenues for the first quarter of 2013?", refuse(pn, "The 2012 10-K reports periods through December 31, 2012 only.", absent(ANYREV, ("2013-01-01", "2013-03-31"))))
add(C, WIN, "Windstream research and development expense for the first half of 2009?", refuse(cn, "Windstream reports no R&D expense.", NORD))
add(C, HOT, "Starwood R&D spending in Q2 2009?", refuse(cn, "Starwood reports no R&D expense.", NORD))
add(C, NBR, "Nabors dividends per share for the second quarter of 2009?", refuse(cn, "Nabors paid and declared no dividends; no dividend fact of any kind is reported.", NODIV))
add(C, A10K, "Apple's defined benefit pension obligation at September 30, 2023?", refuse(cn, "Apple reports no defined benefit plan facts.", absent_any(g("DefinedBenefitPlanBenefitObligation", "DefinedBenefitPlanFundedStatusOfPlan", "DefinedBenefitPensionPlanLiabilitiesNoncurrent", "DefinedBenefitPlanNetPeriodicBenefitCost"))))
add(C, UP, "Union Pacific income from discontinued operations in 2012?", refuse(cn, "Union Pacific reports no discontinued operations.", absent_any(g("IncomeLossFromDiscontinuedOperationsNetOfTax", "IncomeLossFromDiscontinuedOperationsNetOfTaxAttributableToReportingEntity", "DiscontinuedOperationIncomeLossFromDiscontinuedOperationBeforeIncomeTax", "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare"))))
W = "Wyeth reports dividends declared per share of 0.60 (CommonStockDividendsPerShareDeclared) and dividends paid per share of 0.30 (CommonStockDividendsPerShareCashPaid) for Q2 2009; 'dividend per share' can mean either."
add(C, WYE, "Wyeth dividend per share for the second quarter of 2009?", refuse(am, W, amb_why(W, (DPS, Q2, None), (DPS_PAID, Q2, None))))
W = "Nabors reports 'Operating revenues' (SalesRevenueNet 867.9M) and 'Total revenues and other income' (878.0M, including investment income and affiliate losses) for Q2 2009."
add(C, NBR, "Nabors revenue for the quarter ended June 30, 2009?", refuse(am, W, amb_why(W, (NETSALES, Q2, None), (["nbr:TotalRevenuesAndOtherIncome"], Q2, None))))
W = "Starwood reports 'Net income' of 138M (ProfitLoss, including noncontrolling interests) and 'Net income attributable to Starwood' of 140M (NetIncomeLoss) for the six months ended June 30, 2009."
add(C, HOT, "Starwood net income for the six months ended June 30, 2009?", refuse(am, W, amb_why(W, (PL, H1, None), (NIATT, H1, None))))
W = "Steel Dynamics reports a 'Selling, general and administrative expenses' line of 48.6M (OtherSellingGeneralAndAdministrativeExpense) and 'Total selling, general and administrative expenses' of 62.6M (SellingGeneralAndAdministrativeExpense, which also includes amortization of intangible assets of 14.0M and profit sharing) for Q2 2009."
add(C, STLD, "Steel Dynamics SG&A for the second quarter of 2009?", refuse(am, W, amb_why(W, (g("OtherSellingGeneralAndAdministrativeExpense"), Q2, None), (SGA, Q2, None))))
W = "Apple reports dividends and dividend equivalents declared of 14,996M (charged to retained earnings) and payments for dividends and dividend equivalents of 15,025M (cash flow statement) for fiscal 2023."
add(C, A10K, "Apple dividends for fiscal 2023?", refuse(am, W, amb_why(W, (g("Dividends"), A_FY23, RE_COL), (g("PaymentsOfDividends"), A_FY23, None))))


def main():
    write_round("h17", gr.QUESTIONS_17, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
