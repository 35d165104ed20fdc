#!/usr/bin/env python3
"""Writes evals/data/ask_heldout14.jsonl and its refusal probes (round 14) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout14_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform12/build_questions.py (which copied rounds 10, 9, 8, 7, 6 and 5); the round-14 specs below are
new. The overlap check covers rounds 1-12.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-14 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]

# ------------------------------------------------------------------ round 14 FSDS filings (2010q2; companies no round 1-12 used)
EFX = "fsds:0001144204-10-023050"    # EQUIFAX INC 10-Q, Q1 2010 (calendar); ClassOfStock rows (CommonStock / NoncontrollingInterest)
PH = "fsds:0001193125-10-107930"     # PARKER HANNIFIN CORP 10-Q, fiscal Q3 FY2010, quarter ended 2010-03-31 (FY ends June 30)
APOL = "fsds:0000950123-10-062788"   # APOLLO GROUP INC 10-Q, fiscal Q3 FY2010, quarter ended 2010-05-31 (FY ends Aug 31)
GLF = "fsds:0000950123-10-042724"    # GULFMARK OFFSHORE INC 10-Q, Q1 2010 (calendar); ClassOfStock rows (CommonClassA / CommonClassB)
SWKS = "fsds:0000950123-10-047885"   # SKYWORKS SOLUTIONS INC 10-Q, fiscal Q2 FY2010, quarter ended Apr 2, 2010 (ddate 2010-03-31)
DPSG = "fsds:0000950123-10-045289"    # DR PEPPER SNAPPLE GROUP 10-Q, Q1 2010 (calendar)

# calendar Q1 2010 (Equifax, GulfMark, DPS); also Parker fiscal Q3 and Skyworks fiscal Q2 (both end at ddate 2010-03-31)
Q110, Q109 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B1003, B0912 = (None, "2010-03-31"), (None, "2009-12-31")
# Parker Hannifin: FY2010 began July 1, 2009
PH9M, PH9MPY, PH_FYE = ("2009-07-01", "2010-03-31"), ("2008-07-01", "2009-03-31"), (None, "2009-06-30")
# Apollo: FY2010 began Sep 1, 2009; fiscal Q3 = Mar 1 - May 31
AP_Q3, AP_9M = ("2010-03-01", "2010-05-31"), ("2009-09-01", "2010-05-31")
AP_Q3PY, AP_9MPY = ("2009-03-01", "2009-05-31"), ("2008-09-01", "2009-05-31")
AP_BS, AP_FYE = (None, "2010-05-31"), (None, "2009-08-31")
# Skyworks: FY2010 began Oct 3, 2009 (FSDS month-end 2009-10-01 start; FY2009 year-end Oct 2, 2009 -> 2009-09-30)
SW6M, SW6MPY, SW_FYE = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31"), (None, "2009-09-30")

COS = lambda m: {"ClassOfStock": m}
EFX_COM, EFX_NCI = COS("CommonStock"), COS("NoncontrollingInterest")
GLF_A, GLF_B = COS("CommonClassA"), COS("CommonClassB")
CI_INCL = g("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest")
MARREV = g("MarineServicesRevenue")
PH_COGS = g("CostOfGoodsAndServicesSold")
LITIG = g("LossContingencyLossInPeriod")
PRODASSETS = g("PaymentsToAcquireProductiveAssets")

# instance members
OPSEGS = {"srt:ConsolidationItemsAxis": G + "OperatingSegmentsMember"}
ROAP, JAPAN = APSEG("RestOfAsiaPacificSegmentMember"), APSEG("JapanSegmentMember")
DRISK, HDES = G + "DerivativeInstrumentRiskAxis", G + "HedgingDesignationAxis"
FX_DES = {DRISK: G + "ForeignExchangeContractMember", HDES: G + "DesignatedAsHedgingInstrumentMember"}
IR_DES = {DRISK: G + "InterestRateContractMember", HDES: G + "DesignatedAsHedgingInstrumentMember"}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
UCAN = "nflx:UnitedStatesAndCanadaMember"
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, SVCREV are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, EFX, "Equifax operating revenue for the first quarter of 2010", fact(SVCREV, Q110, USD))
add(C, EFX, "What was goodwill on Equifax's March 31, 2010 balance sheet?", fact(GW, B1003, USD))
add(C, PH, "Parker Hannifin net sales, three months ended March 31, 2010", fact(NETSALES, Q110, USD))
add(C, PH, "Parker-Hannifin total inventories as of March 31, 2010", fact(INV, B1003, USD))
add(C, APOL, "Apollo Group net revenue for the quarter ended May 31, 2010", fact(TOTREV, AP_Q3, USD))
add(C, APOL, "How much did Apollo Group carry as student deposits at May 31, 2010?", fact(g("CustomerDepositsCurrent"), AP_BS, USD))
add(C, GLF, "GulfMark Offshore revenue in Q1 2010", fact(MARREV, Q110, USD))
add(C, GLF, "GulfMark's property and equipment, net, at March 31, 2010", fact(PPE, B1003, USD))
add(C, SWKS, "Skyworks Solutions net revenues for its fiscal second quarter of 2010 (quarter ended April 2, 2010)", fact(NETSALES, Q110, USD))
add(C, SWKS, "Skyworks inventory at the end of fiscal Q2 2010", fact(INV, B1003, USD))
add(C, DPSG, "Dr Pepper Snapple Group net sales for the three months ended March 31, 2010", fact(NETSALES, Q110, USD))
add(C, DPSG, "DPS non-current deferred revenue on the March 31, 2010 balance sheet", fact(g("DeferredRevenueNoncurrent"), B1003, USD))
add(C, A10Q, "Apple total non-current assets as of July 1, 2023", fact(g("AssetsNoncurrent"), AQ_BS, USD))
add(C, A10Q, "What was Apple's common stock and additional paid-in capital balance at July 1, 2023?", fact(g("CommonStocksIncludingAdditionalPaidInCapital"), AQ_BS, USD))
add(C, NF, "Netflix non-current operating lease liabilities at December 31, 2023", fact(g("OperatingLeaseLiabilityNoncurrent"), N_BS23, USD))
add(C, NF, "Netflix other non-current liabilities as of year-end 2023", fact(g("OtherLiabilitiesNoncurrent"), N_BS23, USD))
add(C, NF, "Netflix cash, cash equivalents and restricted cash at the end of 2023", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_BS23, USD))
add(C, NQ, "Netflix cash and cash equivalents as of September 30, 2010", fact(CASH, N10_BS, USD))
add(C, NQ, "Netflix accounts payable on the September 30, 2010 balance sheet", fact(AP, N10_BS, USD))
add(C, NQ, "What were Netflix's total liabilities at September 30, 2010?", fact(LIAB, N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, EFX, "Equifax operating revenue in the prior-year quarter (Q1 2009)", fact(SVCREV, Q109, USD))
add(C, EFX, "Equifax total assets at December 31, 2009", fact(ASSETS, B0912, USD))
add(C, PH, "Parker Hannifin net sales for the nine months ended March 31, 2009", fact(NETSALES, PH9MPY, USD))
add(C, PH, "Parker Hannifin long-term debt at its June 30, 2009 fiscal year-end", fact(LTD_NC, PH_FYE, USD))
add(C, APOL, "Apollo Group net revenue in the third quarter of fiscal 2009 (three months ended May 31, 2009)", fact(TOTREV, AP_Q3PY, USD))
add(C, APOL, "Apollo cash and cash equivalents as of August 31, 2009", fact(CASH, AP_FYE, USD))
add(C, GLF, "GulfMark Offshore revenue for the first quarter of 2009", fact(MARREV, Q109, USD))
add(C, GLF, "GulfMark long-term debt at December 31, 2009", fact(LTD_NC, B0912, USD))
add(C, SWKS, "Skyworks net revenues for the first six months of fiscal 2009", fact(NETSALES, SW6MPY, USD))
add(C, SWKS, "Skyworks cash and cash equivalents at fiscal 2009 year-end (October 2, 2009)", fact(CASH, SW_FYE, USD))
add(C, DPSG, "Dr Pepper Snapple income from operations in Q1 2009", fact(OPINC, Q109, USD))
add(C, DPSG, "DPS total liabilities as of December 31, 2009", fact(LIAB, B0912, USD))
add(C, A10Q, "Apple total assets at September 24, 2022, as shown in the Q3 FY23 10-Q", fact(ASSETS, AQ_BSPY, USD))
add(C, A10Q, "Apple accounts receivable, net at fiscal 2022 year-end (September 24, 2022)", fact(AR, AQ_BSPY, USD))
add(C, NF, "Fair value of Netflix's debt at December 31, 2022", fact(g("LongTermDebtFairValue"), N_BS22, USD))
add(C, NF, "Netflix gross unrecognized tax benefits at December 31, 2021", fact(g("UnrecognizedTaxBenefits"), N_BS21, USD))
add(C, NF, "Netflix acquisitions, net of cash acquired, in 2022", fact(g("PaymentsToAcquireBusinessesNetOfCashAcquired"), N_FY22, USD))
add(C, NQ, "Netflix general and administrative expense for Q3 2009", fact(g("GeneralAndAdministrativeExpense"), N10_Q3PY, USD))
add(C, NQ, "Netflix property and equipment, net at December 31, 2009", fact(PPE, N10_BSPY, USD))
add(C, NQ, "Netflix subscription cost of revenues for the nine months ended September 30, 2009", fact(g("CostOfGoodsSoldSubscription"), N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, PH, "Parker Hannifin net income attributable to common shareholders for the nine months ended March 31, 2010", fact(NIATT, PH9M, USD))
add(C, PH, "Parker SG&A in fiscal Q3 2010 alone (three months to March 31, 2010)", fact(SGA, Q110, USD))
add(C, PH, "Parker Hannifin fiscal 2010 year-to-date cost of sales through March 31, 2010", fact(PH_COGS, PH9M, USD))
add(C, PH, "PH gross profit for the March 2010 quarter", fact(GP, Q110, USD))
add(C, APOL, "Apollo Group estimated litigation loss for the nine months ended May 31, 2010", fact(LITIG, AP_9M, USD))
add(C, APOL, "Apollo estimated litigation loss recorded in the three months ended May 31, 2010", fact(LITIG, AP_Q3, USD))
add(C, APOL, "Apollo selling and promotional expenses, fiscal 2010 YTD (nine months through May 31, 2010)", fact(g("SellingAndMarketingExpense"), AP_9M, USD))
add(C, APOL, "Apollo operating income for fiscal Q3 2010 (quarter only)", fact(OPINC, AP_Q3, USD))
add(C, SWKS, "Skyworks research and development expense for the six months ended April 2, 2010", fact(RD, SW6M, USD))
add(C, SWKS, "Skyworks gross profit for the three months ended April 2, 2010", fact(GP, Q110, USD))
add(C, SWKS, "Skyworks net income for the first half of fiscal 2010", fact(NIATT, SW6M, USD))
add(C, SWKS, "SWKS operating income in Q2 FY10 (quarter, not year to date)", fact(OPINC, Q110, USD))
add(C, A10Q, "Apple repayments of commercial paper with maturities over 90 days, first nine months of fiscal 2023", fact(g("RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9M, USD))
add(C, A10Q, "Apple proceeds from commercial paper with maturities over 90 days in the nine months ended June 25, 2022", fact(g("ProceedsFromShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9MPY, USD))
add(C, NQ, "Netflix payments for acquisitions of DVD content library, nine months ended September 30, 2010", fact(["nflx:PaymentsForAcquisitionsOfContentLibrary"], N10_9M, USD))
add(C, NQ, "Netflix stock-based compensation included in fulfillment expenses for Q3 2010 (three months)", fact(SBCF("FulfillmentExpense"), N10_Q3, USD))
add(C, NQ, "Netflix stock-based compensation in marketing expense, year to date through September 30, 2010", fact(SBCF("MarketingExpense"), N10_9M, USD))
add(C, NQ, "Netflix amortization of content library for the three months ended September 30, 2009", fact(["nflx:AmortizationOfContentLibrary"], N10_Q3PY, USD))
add(C, NQ, "Netflix payments for content library acquisitions in the third quarter of 2009 (quarter only)", fact(["nflx:PaymentsForAcquisitionsOfContentLibrary"], N10_Q3PY, USD))
add(C, NQ, "Netflix general and administrative stock-based compensation for the nine months ended September 30, 2009", fact(SBCF("GeneralAndAdministrativeExpense"), N10_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, EFX, "Equifax operating margin for Q1 2010 (operating income / operating revenue)", ratio(OPINC, SVCREV, Q110))
add(C, EFX, "Equifax year-over-year growth in operating revenue, Q1 2010 vs Q1 2009", growth(SVCREV, Q110, Q109))
add(C, EFX, "Equifax current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(AC, LC, B1003))
add(C, PH, "Parker Hannifin gross margin for the quarter ended March 31, 2010 (gross profit / net sales)", ratio(GP, NETSALES, Q110))
add(C, PH, "Parker Hannifin nine-month net sales growth, fiscal 2010 vs fiscal 2009 (nine months to March 31)", growth(NETSALES, PH9M, PH9MPY))
add(C, PH, "Parker Hannifin effective tax rate for the nine months ended March 31, 2010 (income taxes / income before income taxes)", ratio(TAX, PRETAX, PH9M))
add(C, APOL, "Apollo Group operating margin in fiscal Q3 2010 (operating income / net revenue)", ratio(OPINC, TOTREV, AP_Q3))
add(C, APOL, "Apollo nine-month net revenue growth, fiscal 2010 vs fiscal 2009 (nine months ended May 31)", growth(TOTREV, AP_9M, AP_9MPY))
add(C, GLF, "GulfMark operating margin for Q1 2010 (operating income / revenue)", ratio(OPINC, MARREV, Q110))
add(C, GLF, "GulfMark revenue change Q1 2010 versus Q1 2009, in percent (current / prior - 1)", growth(MARREV, Q110, Q109))
add(C, SWKS, "Skyworks R&D as a share of net revenues in fiscal Q2 2010 (three months ended April 2, 2010)", ratio(RD, NETSALES, Q110))
add(C, DPSG, "Dr Pepper Snapple gross margin in Q1 2010 (gross profit / net sales)", ratio(GP, NETSALES, Q110))
add(C, DPSG, "DPS free cash flow for Q1 2010 (net cash from operating activities minus purchases of property, plant and equipment)", fcf(Q110))
add(C, A10Q, "Apple gross unrealized losses as a percentage of the adjusted cost of its cash, cash equivalents and marketable securities at July 1, 2023 (unrealized losses / adjusted cost)",
    ratio(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"], ["aapl:CashCashEquivalentsAndMarketableSecuritiesCost"], AQ_BS))
add(C, A10Q, "Growth in Apple's total segment operating income, Q3 FY23 vs Q3 FY22", growth(OPINC, AQ_Q3, AQ_Q3PY, OPSEGS))
add(C, NF, "What share of Netflix's gross deferred tax assets at December 31, 2023 remained after the valuation allowance (net DTAs / gross DTAs)?",
    ratio(g("DeferredTaxAssetsNet"), g("DeferredTaxAssetsGross"), N_BS23))
add(C, NF, "Share of Netflix's undiscounted operating lease payments (as of Dec 31, 2023) that fall due in the next 12 months",
    ratio(g("LesseeOperatingLeaseLiabilityPaymentsDueNextRollingTwelveMonths"), g("LesseeOperatingLeaseLiabilityPaymentsDue"), N_BS23))
add(C, NF, "Netflix short-term lease cost growth in 2023 versus 2022", growth(g("ShortTermLeaseCost"), N_FY23, N_FY22))
add(C, NQ, "Netflix total content library, net at December 31, 2009 (current plus non-current)",
    total(["nflx:ContentLibraryNetCurrent"], ["nflx:ContentLibraryNetNoncurrent"], N10_BSPY))
add(C, NQ, "Netflix gross margin for Q3 2009 (gross profit / revenues)", ratio(GP, TOTREV, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, EFX, "How much of Equifax's Q1 2010 comprehensive income was attributable to Equifax shareholders (common stock), as opposed to noncontrolling interests?", fact(CI_INCL, Q110, USD, EFX_COM))
add(C, EFX, "Equifax comprehensive income attributable to noncontrolling interests, first quarter 2010", fact(CI_INCL, Q110, USD, EFX_NCI))
add(C, EFX, "Comprehensive income attributable to Equifax common shareholders in Q1 2009", fact(CI_INCL, Q109, USD, EFX_COM))
add(C, GLF, "GulfMark Offshore Class A common shares issued at March 31, 2010", fact(CSI, B1003, SH, GLF_A))
add(C, GLF, "GulfMark Class A common stock outstanding at December 31, 2009 (shares)", fact(SHOUT, B0912, SH, GLF_A))
add(C, GLF, "How many Class B common shares was GulfMark authorized to issue as of March 31, 2010?", fact(AUTH, B1003, SH, GLF_B))
add(C, A10Q, "Apple total operating income of its reportable segments in Q3 FY23 (before unallocated R&D and G&A)", fact(OPINC, AQ_Q3, USD, OPSEGS))
add(C, A10Q, "Apple Rest of Asia Pacific segment net sales for the three months ended June 25, 2022", fact(AREV, AQ_Q3PY, USD, ROAP))
add(C, A10Q, "Apple Rest of Asia Pacific operating income, Q3 FY22", fact(OPINC, AQ_Q3PY, USD, ROAP))
add(C, A10Q, "Apple Japan segment operating income for the first nine months of fiscal 2022", fact(OPINC, AQ_9MPY, USD, JAPAN))
add(C, A10Q, "Notional amount of Apple's foreign exchange contracts designated as hedging instruments at July 1, 2023", fact(g("DerivativeNotionalAmount"), AQ_BS, USD, FX_DES))
add(C, A10Q, "Apple interest rate contracts designated as hedges: notional amount at September 24, 2022", fact(g("DerivativeNotionalAmount"), AQ_BSPY, USD, IR_DES))
add(C, NF, "Netflix produced content in development at December 31, 2023", fact(["nflx:FiniteLivedIntangibleAssetsInDevelopment"], N_BS23, USD, PRODUCED))
add(C, NF, "Netflix produced content in production as of December 31, 2022", fact(["nflx:FiniteLivedIntangibleAssetsInProduction"], N_BS22, USD, PRODUCED))
add(C, NF, "Netflix amortization of licensed content in 2021", fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY21, USD, LICENSED))
add(C, NF, "Netflix paid net membership additions in United States and Canada (UCAN) for 2021", fact(PAIDADD, N_FY21, PURE, NGEO(UCAN)))
add(C, NF, "Netflix Asia-Pacific paid net adds in 2021", fact(PAIDADD, N_FY21, PURE, NGEO(APAC)))
add(C, NF, "Principal amount of Netflix's 6.375% senior notes outstanding at December 31, 2023", fact(g("DebtInstrumentFaceAmount"), N_BS23, USD, NOTE("SixPointThreeSevenFivePercentSeniorNotesMember")))
add(C, NF, "Expected amortization of Netflix's licensed content over the next 12 months, as of December 31, 2023", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseNextTwelveMonths"), N_BS23, USD, LICENSED))
add(C, NF, "Fair value of Netflix's 4.375% senior notes at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, NOTE("FourPointThreeSevenFivePercentSeniorNotesMember")))

# =================================================================== per_share
C = "per_share"
add(C, EFX, "Equifax diluted EPS (net income attributable to Equifax) for the first quarter of 2010", fact(EPSD, Q110, PS))
add(C, EFX, "Equifax dividends per common share in Q1 2010", fact(DPS_PAID, Q110, PS))
add(C, EFX, "Weighted-average shares used in computing Equifax's diluted EPS, Q1 2010", fact(WAD, Q110, SH))
add(C, EFX, "Average price per share Equifax paid for treasury stock bought under its repurchase program in Q1 2010", fact(g("TreasuryStockAcquiredAverageCostPerShare"), Q110, PS))
add(C, PH, "Parker Hannifin diluted EPS for the nine months ended March 31, 2010", fact(EPSD, PH9M, PS))
add(C, PH, "Parker Hannifin cash dividends per common share, fiscal 2010 year to date (nine months to March 31, 2010)", fact(DPS, PH9M, PS))
add(C, PH, "Parker basic earnings per share for the quarter ended March 31, 2010", fact(EPSB, Q110, PS))
add(C, APOL, "Apollo Group diluted income per share attributable to Apollo, fiscal Q3 2010", fact(EPSD, AP_Q3, PS))
add(C, APOL, "Apollo basic weighted average shares outstanding for the nine months ended May 31, 2010", fact(WAB, AP_9M, SH))
add(C, APOL, "Apollo diluted EPS from continuing operations attributable to Apollo, nine months ended May 31, 2010", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), AP_9M, PS))
add(C, GLF, "GulfMark Offshore diluted earnings per share, Q1 2010", fact(EPSD, Q110, PS))
add(C, SWKS, "Skyworks diluted net income per share for the six months ended April 2, 2010", fact(EPSD, SW6M, PS))
add(C, SWKS, "Skyworks diluted weighted-average share count for fiscal Q2 2010", fact(WAD, Q110, SH))
add(C, DPSG, "Dr Pepper Snapple cash dividends declared per common share in Q1 2010", fact(DPS, Q110, PS))
add(C, A10Q, "Apple diluted weighted-average shares for the nine months ended June 25, 2022", fact(WAD, AQ_9MPY, SH))
add(C, A10Q, "Dilutive effect of Apple's share-based awards on the share count in Q3 FY22", fact(g("WeightedAverageNumberDilutedSharesOutstandingAdjustment"), AQ_Q3PY, SH))
add(C, NF, "Weighted-average exercise price of Netflix stock options granted in 2023", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageExercisePrice"), N_FY23, PS))
add(C, NF, "Weighted-average exercise price of Netflix options exercisable at December 31, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisableWeightedAverageExercisePrice"), N_BS23, PS))
add(C, NF, "Number of shares available for future grant under Netflix's stock plan at the end of 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), N_BS23, SH))
add(C, NQ, "Netflix basic weighted-average shares outstanding for the three months ended September 30, 2009", fact(WAB, N10_Q3PY, SH))

# =================================================================== jargon
C = "jargon"
add(C, EFX, "EFX capex in 1Q10", fact(PRODASSETS, Q110, USD))
add(C, EFX, "Equifax CFO (cash from operations) for Q1 2010", fact(OCF, Q110, USD))
add(C, EFX, "Equifax buybacks in Q1 2010 - cash spent on treasury stock purchases", fact(BUYBACK, Q110, USD))
add(C, PH, "PH capex YTD through fiscal Q3 2010", fact(CAPEX, PH9M, USD))
add(C, PH, "Parker Hannifin depreciation (excluding amortization), 9M FY10", fact(g("Depreciation"), PH9M, USD))
add(C, PH, "Parker SBC for the first nine months of fiscal 2010", fact(SBC, PH9M, USD))
add(C, APOL, "Apollo instructional costs and services in Q3 FY10", fact(g("OperatingCostsAndExpenses"), AP_Q3, USD))
add(C, APOL, "Apollo bad debt expense (provision for uncollectible accounts receivable), fiscal 2010 YTD through May", fact(g("ProvisionForDoubtfulAccounts"), AP_9M, USD))
add(C, APOL, "APOL buybacks: Class A common stock purchased for treasury in the nine months ended May 31, 2010", fact(BUYBACK, AP_9M, USD))
add(C, GLF, "GulfMark drydock expense in 1Q 2010", fact(g("DrydockExpense"), Q110, USD))
add(C, GLF, "GulfMark capex (purchases of vessels and equipment) for Q1 2010", fact(CAPEX, Q110, USD))
add(C, SWKS, "Skyworks SBC expense, 1H FY10", fact(SBC, SW6M, USD))
add(C, DPSG, "DPS operating cash flow, Q1 2010", fact(OCF, Q110, USD))
add(C, A10Q, "Apple unrecognized compensation cost for unvested RSUs as of July 1, 2023", fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"), AQ_BS, USD))
add(C, A10Q, "Apple unconditional purchase obligations due in the remainder of fiscal 2023 (as of July 1, 2023)", fact(g("UnrecordedUnconditionalPurchaseObligationDueInRemainderOfFiscalYear"), AQ_BS, USD))
add(C, NF, "Netflix DTA for NOL carryforwards at YE2023", fact(g("DeferredTaxAssetsOperatingLossCarryforwards"), N_BS23, USD))
add(C, NF, "Total intrinsic value of Netflix options exercised in 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisesInPeriodTotalIntrinsicValue"), N_FY23, USD))
add(C, NF, "Netflix purchases of short-term investments in FY23", fact(g("PaymentsToAcquireShortTermInvestments"), N_FY23, USD))
add(C, NF, "Netflix aggregate outstanding debt principal (face amount, before issuance costs) at year-end 2023", fact(g("DebtInstrumentFaceAmount"), N_BS23, USD))
add(C, NQ, "Netflix D&A for the first nine months of 2009", fact(g("DepreciationAndAmortization"), N10_9MPY, USD))

# =================================================================== refuse
C = "refuse"
add(C, EFX, "Experian revenue for the first quarter of 2010?", refuse(oc, "Experian is not in the data (Equifax is).", other("EXPERIAN")))
add(C, GLF, "Tidewater vessel revenues in Q1 2010?", refuse(oc, "Tidewater is not in the data (GulfMark is).", other("TIDEWATER")))
add(C, APOL, "DeVry net revenue for the quarter ended May 2010?", refuse(oc, "DeVry is not in the data (Apollo Group is).", other("DEVRY")))
add(C, SWKS, "RF Micro Devices revenue for the March 2010 quarter?", refuse(oc, "RF Micro Devices is not in the data (Skyworks is).", other("RF MICRO")))
add(C, A10Q, "Fitbit revenue for the quarter ended July 1, 2023?", refuse(oc, "Fitbit is not in the data (Apple is).", other("FITBIT")))
add(C, PH, "Parker Hannifin net sales for the full fiscal year 2010 (ending June 30, 2010)?", refuse(pn, "The fiscal Q3 10-Q reports only the quarter and nine months to March 31, 2010.", absent(NETSALES, ("2009-07-01", "2010-06-30"))))
add(C, APOL, "Apollo Group net revenue for fiscal Q4 2010 (June-August 2010)?", refuse(pn, "The fiscal Q3 10-Q ends May 31, 2010; Q4 is not reported.", absent(TOTREV, ("2010-06-01", "2010-08-31"))))
add(C, DPSG, "Dr Pepper Snapple net sales for the second quarter of 2010?", refuse(pn, "The 10-Q covers only Q1 2010 (and Q1 2009).", absent(NETSALES, ("2010-04-01", "2010-06-30"))))
add(C, A10Q, "Apple Greater China net sales for the full fiscal year 2022, from the Q3 FY23 10-Q?", refuse(pn, "The 10-Q reports segment net sales only for the three and nine months of fiscal 2023 and 2022, not for full fiscal 2022.",
                                                                                                   absent(REV, A_FY22, APSEG("GreaterChinaSegmentMember"))))
add(C, NQ, "Netflix revenues for the fourth quarter of 2010?", refuse(pn, "The September 2010 10-Q cannot report Q4 2010.", absent(REV, ("2010-10-01", "2010-12-31"))))
add(C, EFX, "Equifax inventories at March 31, 2010?", refuse(cn, "Equifax, a data/analytics services company, reports no inventory.", absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods"))))
add(C, GLF, "GulfMark research and development expense in Q1 2010?", refuse(cn, "GulfMark reports no R&D expense.", absent_any(RD)))
add(C, DPSG, "Dr Pepper Snapple R&D spending for Q1 2010?", refuse(cn, "DPS reports no R&D expense in this 10-Q.", absent_any(RD)))
add(C, APOL, "Apollo Group inventory balance at May 31, 2010?", refuse(cn, "Apollo reports no inventory.", absent_any(g("InventoryNet", "InventoryGross"))))
add(C, SWKS, "Skyworks dividends per share declared in fiscal Q2 2010?", refuse(cn, "Skyworks paid and declared no dividends; no dividend-per-share fact is reported.", absent_any(DPS + DPS_PAID + g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock"))))
add(C, EFX, "Equifax net income for Q1 2010?", refuse(am, "Net income attributable to Equifax (NetIncomeLoss 56.7M) and consolidated net income including noncontrolling interests (ProfitLoss 58.6M) are both reported.",
                                                      amb((NIATT, Q110, None), (PL, Q110, None))))
add(C, EFX, "Equifax depreciation and amortization in Q1 2010?", refuse(am, "The income statement line 'Depreciation and amortization' (DepreciationAndAmortization 40.9M) and the cash-flow line of the same name (DepreciationDepletionAndAmortization 42.5M) differ.",
                                                                    amb((g("DepreciationAndAmortization"), Q110, None), (g("DepreciationDepletionAndAmortization"), Q110, None))))
add(C, APOL, "Apollo Group net income for the quarter ended May 31, 2010?", refuse(am, "Net income attributable to Apollo (NetIncomeLoss 179.283M) and net income including noncontrolling interests (ProfitLoss 179.536M) are both reported.",
                                                                          amb((NIATT, AP_Q3, None), (PL, AP_Q3, None))))
add(C, PH, "Parker Hannifin net income for the nine months ended March 31, 2010?", refuse(am, "'Net income' (ProfitLoss 333.313M, including noncontrolling interests) and 'Net income attributable to common shareholders' (NetIncomeLoss 331.902M) are both reported.",
                                                                                  amb((PL, PH9M, None), (NIATT, PH9M, None))))
add(C, NF, "Netflix net deferred tax assets at December 31, 2023?", refuse(am, "The tax note reports deferred tax assets net of valuation allowance (DeferredTaxAssetsNet 1,910.1M) and net deferred tax assets after deferred tax liabilities (DeferredTaxAssetsLiabilitiesNet 874.6M); both read as 'net deferred tax assets'.",
                                                                         amb((g("DeferredTaxAssetsNet"), N_BS23, None), (g("DeferredTaxAssetsLiabilitiesNet"), N_BS23, None))))


def main():
    write_round("h14", gr.QUESTIONS_14, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
