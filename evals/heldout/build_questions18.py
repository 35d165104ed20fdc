#!/usr/bin/env python3
"""Writes evals/data/ask_heldout18.jsonl and its refusal probes (round 18) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout18_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform16/build_questions.py (which copied rounds 14, 12, 10, 9, 8, 7, 6 and 5); the round-18 specs below are
new. The overlap check covers rounds 1-16 (including round 15, which round 16 could not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-18 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 18 FSDS filings (2010q2; companies no round 1-16 used,
# none of which files in the 2009q3 zip). Company-extension tags (FSDS version = adsh) carry the ticker as prefix.
SLE = "fsds:0001193125-10-109851"   # SARA LEE CORP 10-Q, fiscal Q3 FY2010 (quarter ended late March 2010 -> ddate 2010-03-31); FY ends ~June 30
CAH = "fsds:0001193125-10-109891"   # CARDINAL HEALTH INC 10-Q, fiscal Q3 FY2010 (quarter ended Mar 31, 2010); FY ends June 30
LG = "fsds:0001126956-10-000011"    # LACLEDE GROUP INC 10-Q, fiscal Q2 FY2010 (quarter ended Mar 31, 2010); FY ends Sep 30
HAR = "fsds:0001193125-10-097999"   # HARMAN INTERNATIONAL INDUSTRIES 10-Q, fiscal Q3 FY2010 (quarter ended Mar 31, 2010); FY ends June 30
NBL = "fsds:0001140361-10-017930"   # NOBLE ENERGY INC 10-Q, Q1 2010 (calendar); EquityComponents rows
JNY = "fsds:0000874016-10-000034"   # JONES APPAREL GROUP INC 10-Q, Q1 2010 (quarter ended early April 2010 -> ddate 2010-03-31); EquityComponents rows

# quarter at ddate 2010-03-31 (fiscal Q3 for SLE/CAH/HAR, fiscal Q2 for LG, calendar Q1 for NBL/JNY) and its year-ago quarter
QT, QPY = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B1003, B0912, B0903, B0812 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
# fiscal years beginning July 1 (SLE, CAH, HAR): nine months to March
M9, M9PY, FYE09 = ("2009-07-01", "2010-03-31"), ("2008-07-01", "2009-03-31"), (None, "2009-06-30")
FY09 = ("2008-07-01", "2009-06-30")
# Laclede: fiscal year beginning Oct 1; six months to March
L6, L6PY, LFYE = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31"), (None, "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
LG_REV = g("RegulatedAndUnregulatedOperatingRevenue")
LG_GASREV = g("RegulatedOperatingRevenueGas")
LG_MKT = ["lg:NonRegulatedGasMarketingOperatingRevenues"]
NBL_OGS = g("OilAndGasSalesRevenue")
SLE_PRETAX = g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments")
CONT_EPSD = g("IncomeLossFromContinuingOperationsPerDilutedShare")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
APIC_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
NCS_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockMember"}
AFS2 = lambda m: {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member", G + "FinancialInstrumentAxis": G + m}
L2 = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member"}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
NPPE = lambda m: {PPEAX: G + m}
MEP = lambda m: {G + "RetirementPlanNameAxis": "nflx:%s" % m}
AFSMAT = lambda s: g("AvailableForSaleSecuritiesDebtMaturities%sFairValue" % s)
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, SLE, "Sara Lee net sales for the third quarter of fiscal 2010 (quarter ended March 2010)", fact(NETSALES, QT, USD))
add(C, SLE, "What was goodwill on Sara Lee's balance sheet at the end of fiscal Q3 2010?", fact(GW, B1003, USD))
add(C, NQ, "Netflix non-current deferred tax assets on the September 30, 2010 balance sheet", fact(g("DeferredTaxAssetsNetNoncurrent"), N10_BS, USD))
add(C, CAH, "Cardinal Health revenue for the quarter ended March 31, 2010", fact(TOTREV, QT, USD))
add(C, CAH, "Cardinal Health inventories at March 31, 2010", fact(INV, B1003, USD))
add(C, NF, "Size of the share repurchase authorization in place at Netflix as of December 31, 2023 (the September 2023 authorization)", fact(g("StockRepurchaseProgramAuthorizedAmount1"), N_BS23, USD))
add(C, LG, "Laclede Group total operating revenues for the three months ended March 31, 2010", fact(LG_REV, QT, USD))
add(C, LG, "Laclede natural gas stored underground (LIFO cost) at March 31, 2010", fact(g("EnergyRelatedInventoryGasStoredUnderground"), B1003, USD))
add(C, LG, "Laclede Group notes payable (short-term borrowings) on the March 31, 2010 balance sheet", fact(g("ShortTermBorrowings"), B1003, USD))
add(C, HAR, "Harman International net sales, fiscal third quarter 2010 (quarter ended March 31, 2010)", fact(NETSALES, QT, USD))
add(C, HAR, "Harman accrued warranties at March 31, 2010", fact(g("ProductWarrantyAccrualClassifiedCurrent"), B1003, USD))
add(C, HAR, "Carrying amount of Harman's convertible senior notes as of March 31, 2010", fact(g("ConvertibleDebtNoncurrent"), B1003, USD))
add(C, NBL, "Noble Energy oil, gas and NGL sales in the first quarter of 2010", fact(NBL_OGS, QT, USD))
add(C, NBL, "Noble Energy exploration expense for Q1 2010", fact(g("ExplorationExpense"), QT, USD))
add(C, JNY, "Jones Apparel Group licensing income for the first quarter of 2010", fact(g("LicensesRevenue"), QT, USD))
add(C, JNY, "Jones Apparel inventories at the end of Q1 2010", fact(INV, B1003, USD))
add(C, A10Q, "Fair value of Apple's marketable debt securities maturing in years two through five, as of July 1, 2023", fact(AFSMAT("RollingYearTwoThroughFive"), AQ_BS, USD))
add(C, A10Q, "Apple marketable debt securities due after five years through ten years (fair value) at July 1, 2023", fact(AFSMAT("RollingYearSixThroughTen"), AQ_BS, USD))
add(C, NF, "Netflix purchase obligations due within the next twelve months, as of December 31, 2023", fact(g("PurchaseObligationDueInNextTwelveMonths"), N_BS23, USD))
add(C, NF, "Netflix gross property and equipment (before accumulated depreciation) at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, SLE, "Sara Lee net sales in the year-ago quarter, i.e. the third quarter of fiscal 2009", fact(NETSALES, QPY, USD))
add(C, SLE, "Sara Lee long-term debt at the end of fiscal 2009 (June 2009 balance sheet)", fact(LTD_NC, FYE09, USD))
add(C, SLE, "Sara Lee net cash from operating activities for the first nine months of fiscal 2009", fact(OCF, M9PY, USD))
add(C, CAH, "Cardinal Health revenue for the three months ended March 31, 2009", fact(TOTREV, QPY, USD))
add(C, CAH, "Cardinal Health total assets at June 30, 2009", fact(ASSETS, FYE09, USD))
add(C, CAH, "Cardinal Health operating earnings for the nine months ended March 31, 2009", fact(OPINC, M9PY, USD))
add(C, LG, "Laclede Group total operating revenues in the prior-year quarter (three months ended March 31, 2009)", fact(LG_REV, QPY, USD))
add(C, LG, "Laclede net income for the six months ended March 31, 2009", fact(NIATT, L6PY, USD))
add(C, LG, "Laclede Group total assets at September 30, 2009 (fiscal 2009 year-end)", fact(ASSETS, LFYE, USD))
add(C, HAR, "Harman net sales for the quarter ended March 31, 2009", fact(NETSALES, QPY, USD))
add(C, NQ, "How many Netflix common shares were authorized at December 31, 2009?", fact(AUTH, N10_BSPY, SH))
add(C, NBL, "Noble Energy total revenues in Q1 2009", fact(TOTREV, QPY, USD))
add(C, NBL, "Noble Energy total shareholders' equity at December 31, 2009", fact(SE, B0912, USD))
add(C, JNY, "Jones Apparel net sales in the first quarter of 2009", fact(PSG, QPY, USD))
add(C, JNY, "Jones Apparel Group long-term debt (noncurrent) at December 31, 2009", fact(LTD_NC, B0912, USD))
add(C, A10Q, "Apple total shareholders' equity at March 26, 2022, per the Q3 FY23 10-Q's equity statement", fact(EQ, (None, "2022-03-26"), USD))
add(C, A10Q, "Apple total deferred revenue (current and non-current) as of September 24, 2022", fact(g("ContractWithCustomerLiability"), AQ_BSPY, USD))
add(C, NF, "Netflix gross property and equipment at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD))
add(C, NF, "Netflix purchase obligations due in the next twelve months as of year-end 2022", fact(g("PurchaseObligationDueInNextTwelveMonths"), N_BS22, USD))
add(C, NQ, "Netflix senior notes outstanding at December 31, 2009", fact(g("SeniorLongTermNotes"), N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, SLE, "Sara Lee selling, general and administrative expenses, fiscal 2010 year to date (nine months through March 2010)", fact(SGA, M9, USD))
add(C, SLE, "Sara Lee income tax expense for fiscal Q3 2010 alone (three months, not year to date)", fact(TAX, QT, USD))
add(C, NQ, "Netflix excess tax benefits from stock-based compensation in financing activities, third quarter of 2010 only", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), N10_Q3, USD))
add(C, CAH, "Cardinal Health distribution, selling, general and administrative expenses for the nine months ended March 31, 2010", fact(SGA, M9, USD))
add(C, CAH, "Cardinal Health operating earnings for the March 2010 quarter only", fact(OPINC, QT, USD))
add(C, CAH, "Cardinal Health restructuring and employee severance, fiscal 2010 year to date through March 31", fact(g("RestructuringCharges"), M9, USD))
add(C, LG, "Laclede Group net income for the six months ended March 31, 2010", fact(NIATT, L6, USD))
add(C, LG, "Laclede non-regulated gas marketing operating revenues, first half of fiscal 2010 (six months to March 31, 2010)", fact(LG_MKT, L6, USD))
add(C, LG, "Laclede operating income for the quarter ended March 31, 2010 (three months, not six)", fact(OPINC, QT, USD))
add(C, LG, "Laclede natural and propane gas expense in fiscal Q2 2010 (three months ended March 31, 2010)", fact(g("UtilitiesOperatingExpenseGasAndPetroleumPurchased"), QT, USD))
add(C, HAR, "Harman gross profit for the nine months ended March 31, 2010", fact(GP, M9, USD))
add(C, HAR, "Harman selling, general and administrative expenses for fiscal Q3 2010 alone", fact(SGA, QT, USD))
add(C, HAR, "Harman income tax expense, fiscal 2010 year to date (nine months to March 31, 2010)", fact(TAX, M9, USD))
add(C, HAR, "Harman net interest expense for the first nine months of fiscal 2010", fact(INTEXP, M9, USD))
add(C, A10Q, "Apple income tax benefit related to share-based compensation for the three months ended June 25, 2022", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), AQ_Q3PY, USD))
add(C, A10Q, "Apple cash paid for interest, net, in the first nine months of fiscal 2022", fact(g("InterestPaidNet"), AQ_9MPY, USD))
add(C, A10Q, "Total fair value of Apple RSUs that vested in Q3 FY23 alone (three months ended July 1, 2023)", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), AQ_Q3, USD, RSU))
add(C, NQ, "Netflix proceeds from issuance of common stock for the nine months ended September 30, 2009", fact(g("ProceedsFromIssuanceOfCommonStock"), N10_9MPY, USD))
add(C, NQ, "Netflix purchases of short-term investments, year to date through September 30, 2009", fact(g("PaymentsToAcquireAvailableForSaleSecurities"), N10_9MPY, USD))
add(C, NQ, "Netflix proceeds from sales of short-term investments in the third quarter of 2009 only", fact(g("ProceedsFromSaleOfAvailableForSaleSecurities"), N10_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, SLE, "Sara Lee gross margin for fiscal Q3 2010: (net sales - cost of sales) / net sales", margin_from_cost(NETSALES, g("CostOfGoodsAndServicesSold"), QT))
add(C, SLE, "Sara Lee effective tax rate on continuing operations, nine months of fiscal 2010 (income tax expense / income from continuing operations before income taxes)", ratio(TAX, SLE_PRETAX, M9))
add(C, CAH, "Cardinal Health gross margin percentage for the quarter ended March 31, 2010 (gross margin / revenue)", ratio(GP, TOTREV, QT))
add(C, CAH, "Cardinal Health revenue growth, fiscal Q3 2010 versus fiscal Q3 2009 (current / prior - 1)", growth(TOTREV, QT, QPY))
add(C, CAH, "Cardinal Health current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(AC, LC, B1003))
add(C, LG, "Laclede operating margin for fiscal Q2 2010 (operating income / total operating revenues)", ratio(OPINC, LG_REV, QT))
add(C, LG, "Laclede effective tax rate for the six months ended March 31, 2010 (income tax expense / income before income taxes)", ratio(TAX, PRETAX, L6))
add(C, LG, "Growth in Laclede's total operating revenues for the first half of fiscal 2010 versus the first half of fiscal 2009", growth(LG_REV, L6, L6PY))
add(C, HAR, "Harman gross margin for the March 2010 quarter (gross profit / net sales)", ratio(GP, NETSALES, QT))
add(C, HAR, "Harman net sales growth, quarter ended March 31, 2010 vs the quarter ended March 31, 2009", growth(NETSALES, QT, QPY))
add(C, HAR, "Harman SG&A as a percentage of net sales, nine months ended March 31, 2010", ratio(SGA, NETSALES, M9))
add(C, NBL, "Noble Energy operating margin in Q1 2010 (operating income / total revenues)", ratio(OPINC, TOTREV, QT))
add(C, NBL, "Noble Energy long-term debt to shareholders' equity at March 31, 2010 (long-term debt / total shareholders' equity)", ratio(g("LongTermDebtAndCapitalLeaseObligations"), SE, B1003))
add(C, JNY, "Jones Apparel gross margin for Q1 2010 (gross profit / total revenues)", ratio(GP, TOTREV, QT))
add(C, A10Q, "Apple's tax benefit from share-based compensation as a fraction of share-based compensation expense, first nine months of fiscal 2023", ratio(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), g("AllocatedShareBasedCompensationExpense"), AQ_9M))
add(C, A10Q, "Share of Apple's unrecorded purchase obligations at July 1, 2023 that fall due after fiscal 2027 (amount due after year four / total purchase obligations)", ratio(["aapl:UnrecordedUnconditionalPurchaseObligationToBePaidAfterYearFour"], g("UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"), AQ_BS))
add(C, A10Q, "Apple term debt fair value as a fraction of carrying value at July 1, 2023 (Level 2 fair value / (current term debt + non-current term debt))",
    derived("e0/(e1+e2)", [inp(g("LongTermDebtFairValue"), AQ_BS, L2), inp(g("LongTermDebtCurrent"), AQ_BS), inp(LTD_NC, AQ_BS)], AQ_BS, PURE))
add(C, NF, "Growth in Netflix's gross property and equipment during 2023 (Dec 31, 2023 / Dec 31, 2022 - 1)", derived("e0/e1-1", [inp(g("PropertyPlantAndEquipmentGross"), N_BS23), inp(g("PropertyPlantAndEquipmentGross"), N_BS22)], N_BS23, PURE))
add(C, NF, "What share of Netflix's total purchase obligations at December 31, 2023 falls due within the next twelve months? (due in next 12 months / total purchase obligations)", ratio(g("PurchaseObligationDueInNextTwelveMonths"), g("PurchaseObligation"), N_BS23))
add(C, NQ, "Netflix net change in short-term investments from trading in the first nine months of 2009: purchases of short-term investments minus proceeds from their sale (a negative result means net sales)",
    diff(g("PaymentsToAcquireAvailableForSaleSecurities"), g("ProceedsFromSaleOfAvailableForSaleSecurities"), N10_9MPY))

# =================================================================== members
C = "members"
add(C, SLE, "Portion of Sara Lee's nine-month fiscal 2010 share repurchases charged to retained earnings in the equity statement", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), M9, USD, EQC("RetainedEarnings")))
add(C, SLE, "Sara Lee share repurchases recorded against additional paid-in capital, nine months to March 2010 (equity statement)", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), M9, USD, EQC("AdditionalPaidInCapital")))
add(C, SLE, "Sara Lee retained earnings column balance in the statement of equity at the end of fiscal Q3 2010", fact(SE_NCI, B1003, USD, EQC("RetainedEarnings")))
add(C, SLE, "Comprehensive income attributable to Sara Lee's noncontrolling interests (noncontrolling-interest column of the equity statement), nine months of fiscal 2010", fact(g("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), M9, USD, EQC("NoncontrollingInterest")))
add(C, NBL, "Noble Energy retained earnings at March 31, 2009, per the equity statement", fact(SE, B0903, USD, EQC("RetainedEarnings")))
add(C, NBL, "Noble Energy additional paid-in capital balance at March 31, 2009 (statement of shareholders' equity)", fact(SE, B0903, USD, EQC("AdditionalPaidInCapital")))
add(C, NBL, "Stock-based compensation credited to Noble Energy's additional paid-in capital in Q1 2010", fact(g("AllocatedShareBasedCompensationExpense"), QT, USD, EQC("AdditionalPaidInCapital")))
add(C, JNY, "Jones Apparel common shares outstanding at the end of Q1 2010 per the equity statement's shares column", fact(g("SharesIssued"), B1003, SH, EQC("CapitalUnits")))
add(C, JNY, "Restricted shares Jones Apparel issued (net of forfeitures) in Q1 2010, equity statement shares column", fact(g("StockIssuedDuringPeriodSharesRestrictedStockAwardNetOfForfeitures"), QT, SH, EQC("CapitalUnits")))
add(C, JNY, "Jones Apparel retained earnings balance at December 31, 2008, from the statement of changes in equity", fact(SE_NCI, B0812, USD, EQC("RetainedEarnings")))
add(C, A10Q, "Apple share repurchases charged to retained earnings in Q3 FY23 (three months ended July 1, 2023)", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_Q3, USD, RE_COL))
add(C, A10Q, "Share-based compensation added to Apple's common stock and additional paid-in capital in Q3 FY23", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), AQ_Q3, USD, APIC_COL))
add(C, A10Q, "Apple retained earnings at June 25, 2022, per the statement of shareholders' equity", fact(EQ, (None, "2022-06-25"), USD, RE_COL))
add(C, A10Q, "Fair value of Apple's Level 2 corporate debt securities at July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AFS2("CorporateDebtSecuritiesMember")))
add(C, A10Q, "Apple's Level 2 U.S. Treasury securities at fair value, July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AFS2("USTreasurySecuritiesMember")))
add(C, NF, "Netflix furniture and fixtures, at cost, as of December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, NPPE("FurnitureAndFixturesMember")))
add(C, NF, "Netflix construction in progress (property and equipment) at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, NPPE("ConstructionInProgressMember")))
add(C, NF, "Netflix contributions to multiemployer pension plans in 2023", fact(g("MultiemployerPlanPensionInsignificantEmployerContributionCost"), N_FY23, USD, MEP("MultiemployerPensionBenefitsMember")))
add(C, NF, "Face amount of Netflix's 4.375% senior notes at December 31, 2023", fact(g("DebtInstrumentFaceAmount"), N_BS23, USD, NOTE("FourPointThreeSevenFivePercentSeniorNotesMember")))
add(C, NF, "Netflix retained earnings column of the equity statement at December 31, 2023", fact(EQ, N_BS23, USD, RE_COL))

# =================================================================== per_share
C = "per_share"
add(C, SLE, "Sara Lee diluted EPS from continuing operations, fiscal Q3 2010", fact(CONT_EPSD, QT, PS))
add(C, SLE, "Sara Lee basic weighted average shares outstanding for the quarter ended March 2010", fact(WAB, QT, SH))
add(C, A10Q, "How many unvested Apple RSUs were outstanding at July 1, 2023?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), AQ_BS, SH, RSU))
add(C, CAH, "Cardinal Health net diluted earnings per common share for the quarter ended March 31, 2010", fact(EPSD, QT, PS))
add(C, CAH, "Cardinal Health diluted EPS from continuing operations for the nine months ended March 31, 2010", fact(CONT_EPSD, M9, PS))
add(C, CAH, "Cash dividends declared per Cardinal Health common share in fiscal Q3 2010", fact(DPS, QT, PS))
add(C, A10Q, "Number of Apple RSUs that vested in the first nine months of fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriod"), AQ_9M, SH, RSU))
add(C, LG, "Laclede diluted earnings per share of common stock for the quarter ended March 31, 2010", fact(EPSD, QT, PS))
add(C, LG, "Laclede Group basic EPS for the six months ended March 31, 2010", fact(EPSB, L6, PS))
add(C, LG, "Dividends declared per share of Laclede common stock, first six months of fiscal 2010", fact(DPS, L6, PS))
add(C, HAR, "Harman diluted earnings per share, fiscal Q3 2010 (quarter ended March 31, 2010)", fact(EPSD, QT, PS))
add(C, HAR, "Harman basic EPS for the nine months ended March 31, 2010", fact(EPSB, M9, PS))
add(C, HAR, "Harman diluted weighted average shares outstanding in the March 2010 quarter", fact(WAD, QT, SH))
add(C, NBL, "Noble Energy diluted earnings per share, first quarter 2010", fact(EPSD, QT, PS))
add(C, NBL, "Noble Energy weighted average diluted shares for Q1 2010", fact(WAD, QT, SH))
add(C, JNY, "Jones Apparel diluted EPS for the first quarter of 2010", fact(EPSD, QT, PS))
add(C, JNY, "Jones Apparel dividends declared per share in Q1 2010", fact(DPS, QT, PS))
add(C, A10Q, "Weighted-average grant-date fair value of Apple RSUs forfeited during the nine months ended July 1, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"), AQ_9M, PS, RSU))
add(C, A10Q, "Weighted-average grant-date fair value per unvested Apple RSU at September 24, 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"), AQ_BSPY, PS, RSU))
add(C, NF, "Number of Netflix stock options exercisable at December 31, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisableNumber"), N_BS23, SH))

# =================================================================== jargon
C = "jargon"
add(C, SLE, "SLE capex (purchases of property and equipment), 9M FY10", fact(CAPEX, M9, USD))
add(C, SLE, "Sara Lee buybacks YTD FY10 (purchases of common stock, nine months)", fact(BUYBACK, M9, USD))
add(C, A10Q, "AAPL unconditional purchase obligations due in FY2025, per the Q3 FY23 10-Q", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceOnSecondAnniversary"), AQ_BS, USD))
add(C, CAH, "CAH capex for the first nine months of FY10", fact(CAPEX, M9, USD))
add(C, CAH, "Cardinal SBC (share-based payment compensation), 9M FY10", fact(SBC, M9, USD))
add(C, CAH, "CAH D&A YTD through fiscal Q3 2010", fact(g("DepreciationAndAmortization"), M9, USD))
add(C, LG, "LG capex, 1H FY10", fact(CAPEX, L6, USD))
add(C, LG, "Laclede CFO for the six months ended 3/31/10", fact(OCF, L6, USD))
add(C, NF, "NFLX tax benefit recognized on SBC, FY23", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), N_FY23, USD))
add(C, HAR, "HAR capex 9M FY10", fact(CAPEX, M9, USD))
add(C, HAR, "Harman SBC, fiscal 2010 YTD (nine months)", fact(SBC, M9, USD))
add(C, HAR, "Harman D&A for 9M FY10", fact(g("DepreciationDepletionAndAmortization"), M9, USD))
add(C, NBL, "NBL capex (additions to oil and gas properties and equipment) in 1Q10", fact(g("PaymentsToAcquireOilAndGasPropertyAndEquipment"), QT, USD))
add(C, NBL, "Noble Energy DD&A, 1Q 2010", fact(g("DepreciationAndAmortization"), QT, USD))
add(C, NBL, "NBL G&A expense, Q1 2010", fact(g("GeneralAndAdministrativeExpense"), QT, USD))
add(C, JNY, "JNY capex, 1Q10", fact(g("PaymentsToAcquireProductiveAssets"), QT, USD))
add(C, JNY, "Jones Apparel D&A, Q1 2010", fact(g("DepreciationAndAmortization"), QT, USD))
add(C, A10Q, "AAPL aggregate intrinsic value of unvested RSUs at 7/1/23", fact(g("SharebasedCompensationArrangementBySharebasedPaymentAwardEquityInstrumentsOtherThanOptionsAggregateIntrinsicValueNonvested"), AQ_BS, USD, RSU))
add(C, NF, "NFLX DTA for stock-based comp at YE2023", fact(g("DeferredTaxAssetsTaxDeferredExpenseCompensationAndBenefitsShareBasedCompensationCost"), N_BS23, USD))
add(C, NF, "Netflix DTL on PP&E (depreciation) at YE2022", fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), N_BS22, USD))

# =================================================================== refuse
C = "refuse"
add(C, SLE, "Tyson Foods net sales for the quarter ended March 2010?", refuse(oc, "Tyson Foods is not in the data (Sara Lee is).", other("TYSON")))
add(C, CAH, "Owens & Minor revenue for the quarter ended March 31, 2010?", refuse(oc, "Owens & Minor is not in the data (Cardinal Health is).", other("OWENS & MINOR", "OWENS AND MINOR")))
add(C, LG, "Atmos Energy operating revenues for the three months ended March 31, 2010?", refuse(oc, "Atmos Energy is not in the data (Laclede Group is).", other("ATMOS")))
add(C, JNY, "Liz Claiborne net sales in the first quarter of 2010?", refuse(oc, "Liz Claiborne is not in the data (Jones Apparel Group is).", other("LIZ CLAIBORNE", "CLAIBORNE")))
add(C, NQ, "Coinstar (Redbox) DVD rental revenue for the quarter ended September 30, 2010?", refuse(oc, "Coinstar is not in the data (Netflix is).", other("COINSTAR")))
add(C, CAH, "Cardinal Health revenue for the full fiscal year 2010 (ended June 30, 2010)?", refuse(pn, "The fiscal Q3 10-Q reports only the quarter and nine months to March 31, 2010.", absent(TOTREV, ("2009-07-01", "2010-06-30"))))
add(C, LG, "Laclede Group total operating revenues for the June 2010 quarter (fiscal Q3 2010)?", refuse(pn, "The fiscal Q2 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(LG_REV, ("2010-04-01", "2010-06-30"))))
add(C, NBL, "Noble Energy total revenues for the second quarter of 2010?", refuse(pn, "The 10-Q covers Q1 2010 and Q1 2009 only.", absent(TOTREV + NBL_OGS, ("2010-04-01", "2010-06-30"))))
add(C, NF, "Netflix operating income for the first half of 2023 (six months ended June 30, 2023)?", refuse(pn, "The 2023 10-K reports annual periods only; no six-month period is tagged.", absent(OPINC, ("2023-01-01", "2023-06-30"))))
add(C, NQ, "Netflix revenues for the first quarter of 2010 alone (three months ended March 31, 2010)?", refuse(pn, "The Q3 2010 10-Q reports the September quarters and nine-month periods only.", absent(REV, ("2010-01-01", "2010-03-31"))))
add(C, SLE, "Sara Lee research and development expense for fiscal Q3 2010?", refuse(cn, "Sara Lee's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, HAR, "Harman research and development expense for the nine months ended March 31, 2010?", refuse(cn, "No R&D fact is tagged in Harman's fiscal Q3 2010 10-Q.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, CAH, "Cardinal Health goodwill (excluding other intangibles) at March 31, 2010?", refuse(cn, "Cardinal reports only the combined 'Goodwill and other intangibles, net'; goodwill alone is not reported.", absent_any(GW)))
add(C, LG, "How much did Laclede Group spend repurchasing its common stock in the first half of fiscal 2010?", refuse(cn, "Laclede reports no share repurchases (no repurchase or treasury-stock fact).", absent_any(BUYBACK + g("TreasuryStockValueAcquiredCostMethod", "StockRepurchasedDuringPeriodValue", "StockRepurchasedAndRetiredDuringPeriodValue"))))
add(C, A10Q, "Apple income from discontinued operations for the nine months ended July 1, 2023?", refuse(cn, "Apple has no discontinued operations; the Q3 FY23 10-Q reports no discontinued-operations fact.", absent_any(g("IncomeLossFromDiscontinuedOperationsNetOfTax", "IncomeLossFromDiscontinuedOperationsNetOfTaxAttributableToReportingEntity", "DiscontinuedOperationIncomeLossFromDiscontinuedOperationNetOfTax"))))
add(C, SLE, "Sara Lee net income for the third quarter of fiscal 2010?", refuse(am, "'Net income (loss)' (ProfitLoss -331M, including noncontrolling interests) and 'Net income (loss) attributable to Sara Lee' (NetIncomeLoss -336M) are both reported for fiscal Q3 2010.",
                                                               amb_why("'Net income (loss)' (ProfitLoss -331M, including noncontrolling interests) and 'Net income (loss) attributable to Sara Lee' (NetIncomeLoss -336M) are both reported for fiscal Q3 2010.", (PL, QT, None), (NIATT, QT, None))))
add(C, CAH, "Cardinal Health operating cash flow for the nine months ended March 31, 2010?", refuse(am, "Cardinal reports 'Net cash provided by operating activities' of 1,809.9M and 'Net cash provided by operating activities - continuing operations' of 1,662.0M (CareFusion spin-off in discontinued operations).",
                                                               amb_why("Cardinal reports 'Net cash provided by operating activities' of 1,809.9M and 'Net cash provided by operating activities - continuing operations' of 1,662.0M (CareFusion spin-off in discontinued operations).", (g("NetCashProvidedByUsedInOperatingActivities"), M9, None), (g("NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), M9, None))))
add(C, NBL, "Noble Energy revenue for Q1 2010?", refuse(am, "Noble reports 'Oil, gas and NGL sales' (OilAndGasSalesRevenue 688M) and total revenues including income from equity method investees and other (Revenues 733M).",
                                                     amb_why("Noble reports 'Oil, gas and NGL sales' (OilAndGasSalesRevenue 688M) and total revenues including income from equity method investees and other (Revenues 733M).", (NBL_OGS, QT, None), (TOTREV, QT, None))))
add(C, JNY, "Jones Apparel sales for the first quarter of 2010?", refuse(am, "Jones reports net sales (SalesRevenueGoodsNet 876.1M) and total revenues including licensing and other income (Revenues 887.3M).",
                                                     amb_why("Jones reports net sales (SalesRevenueGoodsNet 876.1M) and total revenues including licensing and other income (Revenues 887.3M).", (PSG, QT, None), (TOTREV, QT, None))))
add(C, A10Q, "How much stock did Apple buy back in the first nine months of fiscal 2023?", refuse(am, "Three different reported amounts fit: repurchases of common stock in the cash-flow statement (PaymentsForRepurchaseOfCommonStock 56,547M), the repurchase-program note's $56.1B (StockRepurchasedAndRetiredDuringPeriodValue), and the equity statement's retained-earnings charge of 56,368M.",
                                                                           amb_why("Three different reported amounts fit: repurchases of common stock in the cash-flow statement (PaymentsForRepurchaseOfCommonStock 56,547M), the repurchase-program note's $56.1B (StockRepurchasedAndRetiredDuringPeriodValue), and the equity statement's retained-earnings charge of 56,368M.",
                                                                                   (g("PaymentsForRepurchaseOfCommonStock"), AQ_9M, None), (g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, None), (g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, RE_COL))))


def main():
    write_round("h18", gr.QUESTIONS_18, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
