#!/usr/bin/env python3
"""Writes evals/data/ask_heldout12.jsonl and its refusal probes (round 12) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout12_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform10/build_questions.py (which copied rounds 9, 8, 7, 6 and 5); the round-12 specs below are new.
The overlap check covers rounds 1-10.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-12 share

# ------------------------------------------------------------------ round 12 FSDS filings (2010q2; companies no round 1-10 used)
WMB = "fsds:0000950123-10-044054"    # WILLIAMS COMPANIES INC 10-Q, Q1 2010 (calendar); BusinessSegments rows
MCO = "fsds:0001193125-10-113077"    # MOODYS CORP 10-Q, Q1 2010 (calendar); ClassOfStock rows
COH = "fsds:0001144204-10-024723"    # COACH INC 10-Q, fiscal Q3 FY2010, quarter ended 2010-03-27 (ddate 2010-03-31; FY starts ~Jul 1)
SYK = "fsds:0001193125-10-098095"    # STRYKER CORP 10-Q, Q1 2010 (calendar)
SYY = "fsds:0000950123-10-043162"    # SYSCO CORP 10-Q, fiscal Q3 FY2010, 13 weeks ended 2010-03-27 (ddate 2010-03-31; FY starts ~Jul 1)

# calendar Q1 2010 (Williams, Moody's, Stryker): CY10_Q1 / CY09_Q1 / BS_1003 / BS_0912
# Coach / Sysco fiscal Q3 FY2010 (FY2009 ended June 27, 2009 -> FSDS month-end 2009-06-30)
FQ3, F9M = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31")
FQ3PY, F9MPY = ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
F_BS, F_BSFY = (None, "2010-03-31"), (None, "2009-06-30")

WSEG = lambda m: {"BusinessSegments": m}
WPZ, WEP, WOTH = WSEG("WilliamsPartners"), WSEG("ExplorationProduction_"), WSEG("Other_")
MCLASS = lambda m: {"ClassOfStock": m}
MCOM, MNONV = MCLASS("CommonStock"), MCLASS("NonvotingCommonStock")
WLTD = g("LongTermDebtAndCapitalLeaseObligations")
COGS = g("CostOfGoodsSold")
PL = g("ProfitLoss")

# instance members
CORPNS = {"srt:ConsolidationItemsAxis": G + "CorporateNonSegmentMember"}
NPPE = lambda m: {PPEAX: G + m}
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
OPT = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardOptions"
RSUC = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptions"
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
NQ_LFO_NC, NQ_LFO_C = g("OtherLongTermDebtNoncurrent"), g("OtherLongTermDebtCurrent")
NQ_DVD = g("ProceedsFromSaleOfOtherProductiveAssets")
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]
# CY10_Q1, CY09_Q1, BS_1003, BS_0912, NETSALES, TOTREV, AUTH, TSH, PROD_ASSETS, RSU and EMEA are specs' (same values);
# NIATT, AQSEG, PAIDADD, PAIDM and RCASHCHG are in specs since rounds 11-12 reused round 10's

# =================================================================== direct
C = "direct"
add(C, WMB, "Williams Companies total revenues for the first quarter of 2010", fact(TOTREV, CY10_Q1, USD))
add(C, WMB, "What was Williams' property, plant and equipment - net on the March 31, 2010 balance sheet?", fact(PPE, BS_1003, USD))
add(C, MCO, "Moody's revenue, three months ended March 31, 2010", fact(TOTREV, CY10_Q1, USD))
add(C, MCO, "Moody's current deferred revenue as of March 31, 2010", fact(g("DeferredRevenueCurrent"), BS_1003, USD))
add(C, COH, "Coach net sales for the fiscal third quarter of 2010 (quarter ended March 27, 2010)", fact(NETSALES, FQ3, USD))
add(C, COH, "Coach inventories at March 27, 2010", fact(INV, F_BS, USD))
add(C, SYK, "Stryker net sales in Q1 2010", fact(NETSALES, CY10_Q1, USD))
add(C, SYK, "How much did Stryker spend on research, development and engineering in the first quarter of 2010?", fact(RD, CY10_Q1, USD))
add(C, SYY, "Sysco sales for the 13 weeks ended March 27, 2010", fact(NETSALES, FQ3, USD))
add(C, SYY, "Sysco total assets at the end of its fiscal Q3 2010", fact(ASSETS, F_BS, USD))
add(C, A10Q, "Apple property, plant and equipment, net as of July 1, 2023", fact(PPE, AQ_BS, USD))
add(C, A10Q, "Apple's total cash, cash equivalents and marketable securities at the end of Q3 FY23", fact(["aapl:CashCashEquivalentsAndMarketableSecurities"], AQ_BS, USD))
add(C, A10Q, "Apple other current liabilities on the July 1, 2023 balance sheet", fact(g("OtherLiabilitiesCurrent"), AQ_BS, USD))
add(C, A10Q, "Total non-current liabilities reported by Apple at July 1, 2023", fact(g("LiabilitiesNoncurrent"), AQ_BS, USD))
add(C, NF, "Netflix property and equipment, net at December 31, 2023", fact(PPE, N_BS23, USD))
add(C, NF, "Current operating lease liabilities of Netflix at year-end 2023", fact(g("OperatingLeaseLiabilityCurrent"), N_BS23, USD))
add(C, NF, "Netflix prepaid expenses (within other current assets) as of Dec 31, 2023", fact(g("PrepaidExpenseCurrent"), N_BS23, USD))
add(C, NQ, "Netflix lease financing obligations, excluding current portion, at September 30, 2010", fact(NQ_LFO_NC, N10_BS, USD))
add(C, NQ, "Current portion of Netflix lease financing obligations as of September 30, 2010", fact(NQ_LFO_C, N10_BS, USD))
add(C, NQ, "NFLX other current assets, 9/30/2010", fact(g("OtherAssetsCurrent"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WMB, "Williams total operating income in the year-ago quarter (Q1 2009)", fact(OPINC, CY09_Q1, USD))
add(C, WMB, "Williams long-term debt (non-current) at December 31, 2009", fact(WLTD, BS_0912, USD))
add(C, MCO, "Moody's operating income for the first quarter of 2009", fact(OPINC, CY09_Q1, USD))
add(C, MCO, "How much commercial paper did Moody's have outstanding at December 31, 2009?", fact(g("CommercialPaper"), BS_0912, USD))
add(C, COH, "Coach net sales in the prior-year third quarter (quarter ended March 2009)", fact(NETSALES, FQ3PY, USD))
add(C, COH, "Coach cash and cash equivalents at its fiscal 2009 year-end (June 27, 2009)", fact(CASH, F_BSFY, USD))
add(C, SYK, "Stryker net earnings for Q1 2009", fact(NIATT, CY09_Q1, USD))
add(C, SYK, "Stryker inventories at December 31, 2009", fact(INV, BS_0912, USD))
add(C, SYY, "Sysco sales for the third quarter of fiscal 2009 (13 weeks ended March 28, 2009)", fact(NETSALES, FQ3PY, USD))
add(C, SYY, "Sysco cash and cash equivalents as of June 27, 2009", fact(CASH, F_BSFY, USD))
add(C, A10Q, "Apple PP&E, net at September 24, 2022", fact(PPE, AQ_BSPY, USD))
add(C, A10Q, "Apple operating income for the three months ended June 25, 2022", fact(OPINC, AQ_Q3PY, USD))
add(C, A10Q, "Apple provision for income taxes, first nine months of fiscal 2022", fact(TAX, AQ_9MPY, USD))
add(C, A10Q, "Apple total cost of sales in Q3 of fiscal 2022", fact(g("CostOfGoodsAndServicesSold"), AQ_Q3PY, USD))
add(C, NF, "Netflix property and equipment, net at December 31, 2022", fact(PPE, N_BS22, USD))
add(C, NF, "Netflix current foreign income tax expense for 2021", fact(g("CurrentForeignTaxExpenseBenefit"), N_FY21, USD))
add(C, NF, "Income taxes paid by Netflix in 2022 (supplemental cash flow)", fact(g("IncomeTaxesPaid"), N_FY22, USD))
add(C, NF, "Netflix interest paid during 2021", fact(g("InterestPaidNet"), N_FY21, USD))
add(C, NQ, "Netflix cash and cash equivalents at September 30, 2009", fact(CASH, (None, "2009-09-30"), USD))
add(C, NQ, "Netflix deferred tax assets (non-current) at December 31, 2009", fact(g("DeferredTaxAssetsNetNoncurrent"), N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, COH, "Coach net sales for the first nine months of fiscal 2010 (through March 27, 2010)", fact(NETSALES, F9M, USD))
add(C, COH, "Coach operating income, nine months ended March 27, 2010", fact(OPINC, F9M, USD))
add(C, COH, "Coach SG&A expenses for the March 2010 quarter only (not year-to-date)", fact(SGA, FQ3, USD))
add(C, COH, "Coach gross profit fiscal 2010 YTD (nine months)", fact(GP, F9M, USD))
add(C, COH, "Coach net cash provided by operating activities for the nine months ended March 27, 2010", fact(OCF, F9M, USD))
add(C, SYY, "Sysco sales for the 39 weeks ended March 27, 2010", fact(NETSALES, F9M, USD))
add(C, SYY, "Sysco operating income in Q3 FY10 alone (13 weeks)", fact(OPINC, FQ3, USD))
add(C, SYY, "Sysco net earnings, first 39 weeks of fiscal 2010", fact(NIATT, F9M, USD))
add(C, SYY, "Sysco operating expenses year-to-date through the fiscal third quarter of 2010", fact(OPEX, F9M, USD))
add(C, SYY, "Sysco interest expense for the third quarter of fiscal 2010 (quarter only)", fact(INTEXP, FQ3, USD))
add(C, A10Q, "Apple unallocated corporate general and administrative expense (segment reconciliation), three months ended July 1, 2023", fact(g("OtherGeneralAndAdministrativeExpense"), AQ_Q3, USD, CORPNS))
add(C, A10Q, "Apple unallocated corporate G&A for the nine months ended July 1, 2023 (segment reconciliation)", fact(g("OtherGeneralAndAdministrativeExpense"), AQ_9M, USD, CORPNS))
add(C, A10Q, "Apple proceeds from maturities of marketable securities, first nine months of FY23", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), AQ_9M, USD))
add(C, A10Q, "Apple total comprehensive income for the June 2022 quarter (three months only)", fact(g("ComprehensiveIncomeNetOfTax"), AQ_Q3PY, USD))
add(C, A10Q, "Apple gross margin in dollars for the nine months ended June 25, 2022", fact(GP, AQ_9MPY, USD))
add(C, NQ, "Netflix stock-based compensation in general and administrative expense, Q3 2010 (three months)", fact(SBCF("GeneralAndAdministrativeExpense"), N10_Q3, USD))
add(C, NQ, "Netflix stock-based compensation in technology and development, nine months ended September 30, 2010", fact(SBCF("TechnologyAndDevelopmentExpense"), N10_9M, USD))
add(C, NQ, "Netflix proceeds from sale of DVDs in the third quarter of 2010 only", fact(NQ_DVD, N10_Q3, USD))
add(C, NQ, "Netflix interest and other income, year-to-date through September 30, 2010", fact(g("OtherNonoperatingIncome"), N10_9M, USD))
add(C, NQ, "Stock-based compensation included in Netflix marketing expense, three months ended Sept 30, 2010", fact(SBCF("MarketingExpense"), N10_Q3, USD))

# =================================================================== derived
C = "derived"
add(C, WMB, "Williams operating margin in Q1 2010 (total operating income / total revenues)", ratio(OPINC, TOTREV, CY10_Q1))
add(C, WMB, "Williams Q1 2010 revenue growth versus Q1 2009 (total revenues)", growth(TOTREV, CY10_Q1, CY09_Q1))
add(C, WMB, "Williams Partners segment operating margin, Q1 2010 (segment operating income / segment revenues)", ratio(OPINC, TOTREV, CY10_Q1, None, WPZ, WPZ))
add(C, MCO, "Moody's operating margin for the first quarter of 2010 (operating income / revenue)", ratio(OPINC, TOTREV, CY10_Q1))
add(C, MCO, "Moody's effective tax rate in Q1 2010 (provision for income taxes / income before provision for income taxes)", ratio(TAX, PRETAX, CY10_Q1))
add(C, COH, "Coach gross margin for the quarter ended March 27, 2010 (gross profit / net sales)", ratio(GP, NETSALES, FQ3))
add(C, COH, "Coach operating margin for the nine months ended March 27, 2010 (operating income / net sales)", ratio(OPINC, NETSALES, F9M))
add(C, SYK, "Stryker R&D intensity in Q1 2010: research, development and engineering expense as a share of net sales", ratio(RD, NETSALES, CY10_Q1))
add(C, SYK, "Stryker net sales growth, Q1 2010 over Q1 2009", growth(NETSALES, CY10_Q1, CY09_Q1))
add(C, SYY, "Sysco gross margin percentage for fiscal Q3 2010 (gross margin / sales)", ratio(GP, NETSALES, FQ3))
add(C, SYY, "Change in Sysco sales for the first 39 weeks of fiscal 2010 versus the same period of fiscal 2009, in percent (current / prior - 1)", growth(NETSALES, F9M, F9MPY))
add(C, A10Q, "Apple Japan segment operating margin for the three months ended June 25, 2022 (segment operating income / segment net sales)", ratio(OPINC, AREV, AQ_Q3PY, None, AQSEG("JapanSegmentMember"), AQSEG("JapanSegmentMember")))
add(C, A10Q, "Greater China segment operating margin at Apple, nine months ended June 25, 2022 (operating income / net sales)", ratio(OPINC, AREV, AQ_9MPY, None, AQSEG("GreaterChinaSegmentMember"), AQSEG("GreaterChinaSegmentMember")))
add(C, A10Q, "Apple consolidated operating margin in Q3 FY22 (operating income / total net sales)", ratio(OPINC, AREV, AQ_Q3PY))
add(C, A10Q, "Apple effective tax rate for the first nine months of fiscal 2022 (provision for income taxes / income before provision for income taxes)", ratio(TAX, PRETAX, AQ_9MPY))
add(C, NF, "Growth in Netflix total lease cost, 2023 vs 2022", growth(g("LeaseCost"), N_FY23, N_FY22))
add(C, NF, "Share of Netflix's 2023 income before income taxes that was foreign (foreign pre-tax income / total pre-tax income)", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), PRETAX, N_FY23))
add(C, NF, "Year-over-year change in income taxes paid by Netflix, 2023 versus 2022", growth(g("IncomeTaxesPaid"), N_FY23, N_FY22))
add(C, NQ, "Netflix total lease financing obligations at September 30, 2010 (current portion plus non-current portion)", total(NQ_LFO_C, NQ_LFO_NC, N10_BS))
add(C, NQ, "Growth in Netflix proceeds from sale of DVDs, nine months 2010 vs nine months 2009", growth(NQ_DVD, N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, WMB, "Williams Partners segment revenues for Q1 2010", fact(TOTREV, CY10_Q1, USD, WPZ))
add(C, WMB, "Operating income of Williams' Exploration & Production segment, three months ended March 31, 2010", fact(OPINC, CY10_Q1, USD, WEP))
add(C, WMB, "Williams Exploration & Production segment revenues in the first quarter of 2009", fact(TOTREV, CY09_Q1, USD, WEP))
add(C, WMB, "Williams Partners segment operating income, Q1 2009", fact(OPINC, CY09_Q1, USD, WPZ))
add(C, WMB, "Revenues of the Williams 'Other' segment in Q1 2010", fact(TOTREV, CY10_Q1, USD, WOTH))
add(C, MCO, "Moody's common stock shares issued at March 31, 2010", fact(CSI, BS_1003, SH, MCOM))
add(C, MCO, "How many shares of non-voting common stock was Moody's authorized to issue at December 31, 2009?", fact(AUTH, BS_0912, SH, MNONV))
add(C, MCO, "Moody's authorized common shares (voting common stock class) as of March 31, 2010", fact(AUTH, BS_1003, SH, MCOM))
add(C, A10Q, "Apple Europe segment operating income for the first nine months of fiscal 2022", fact(OPINC, AQ_9MPY, USD, AQSEG("EuropeSegmentMember")))
add(C, A10Q, "Apple Rest of Asia Pacific segment operating income, nine months ended July 1, 2023", fact(OPINC, AQ_9M, USD, AQSEG("RestOfAsiaPacificSegmentMember")))
add(C, A10Q, "Apple Wearables, Home and Accessories net sales, nine months ended June 25, 2022", fact(AREV, AQ_9MPY, USD, APPRD("WearablesHomeandAccessoriesMember")))
add(C, A10Q, "Americas segment net sales at Apple, first three quarters of FY23 combined", fact(AREV, AQ_9M, USD, AQSEG("AmericasSegmentMember")))
add(C, A10Q, "Apple total Products net sales for the quarter ended June 25, 2022", fact(AREV, AQ_Q3PY, USD, PRD))
add(C, NF, "Netflix gross technology equipment (property and equipment) at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, NPPE("TechnologyEquipmentMember")))
add(C, NF, "Netflix construction in progress within property and equipment, year-end 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, NPPE("ConstructionInProgressMember")))
add(C, NF, "Netflix leasehold improvements, gross, at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, NPPE("LeaseholdImprovementsMember")))
add(C, NF, "Netflix EMEA paid net membership additions in 2021", fact(PAIDADD, N_FY21, "pure", NGEO(EMEA)))
add(C, NF, "Latin America paid streaming memberships at Netflix at the end of 2021", fact(PAIDM, N_BS21, "pure", NGEO(LATAM)))
add(C, NF, "Netflix amortization of licensed content in 2022", fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY22, USD, LICENSED))
add(C, NF, "Netflix produced content in production at December 31, 2023", fact(["nflx:FiniteLivedIntangibleAssetsInProduction"], N_BS23, USD, PRODUCED))

# =================================================================== per_share
C = "per_share"
add(C, WMB, "Williams diluted net loss per common share, Q1 2010", fact(EPSD, CY10_Q1, PS))
add(C, WMB, "Cash dividends declared per Williams common share in the first quarter of 2010", fact(DPS, CY10_Q1, PS))
add(C, WMB, "Williams weighted-average diluted shares for the three months ended March 31, 2010", fact(WAD, CY10_Q1, SH))
add(C, MCO, "Moody's diluted EPS for Q1 2010", fact(EPSD, CY10_Q1, PS))
add(C, MCO, "Moody's treasury shares held at March 31, 2010", fact(TSH, BS_1003, SH))
add(C, COH, "Coach diluted earnings per share, fiscal Q3 2010", fact(EPSD, FQ3, PS))
add(C, COH, "Coach basic EPS for the nine months ended March 27, 2010", fact(EPSB, F9M, PS))
add(C, SYK, "Stryker cash dividends declared per share of common stock, Q1 2010", fact(DPS, CY10_Q1, PS))
add(C, SYK, "Stryker common shares outstanding at March 31, 2010", fact(SHOUT, BS_1003, SH))
add(C, SYY, "Sysco diluted earnings per share, 13 weeks ended March 27, 2010", fact(EPSD, FQ3, PS))
add(C, SYY, "Sysco dividends declared per common share, first 39 weeks of fiscal 2010", fact(DPS, F9M, PS))
add(C, A10Q, "How many shares did Apple repurchase in the first nine months of fiscal 2023?", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), AQ_9M, SH))
add(C, A10Q, "Apple basic weighted-average shares outstanding, nine months ended June 25, 2022", fact(WAB, AQ_9MPY, SH))
add(C, A10Q, "Weighted-average grant date fair value per unvested Apple RSU as of July 1, 2023", fact([RSUC + "NonvestedWeightedAverageGrantDateFairValue"], AQ_BS, PS, RSU))
add(C, A10Q, "Number of RSUs Apple granted in the nine months ended July 1, 2023", fact([RSUC + "GrantsInPeriod"], AQ_9M, SH, RSU))
add(C, A10Q, "Effect of dilutive share-based awards on Apple's diluted share count, first nine months of FY23", fact(g("WeightedAverageNumberDilutedSharesOutstandingAdjustment"), AQ_9M, SH))
add(C, NF, "Weighted-average exercise price of Netflix options outstanding at December 31, 2023", fact([OPT + "OutstandingWeightedAverageExercisePrice"], N_BS23, PS))
add(C, NF, "Weighted-average grant-date fair value of stock options Netflix granted in 2023", fact([OPT + "GrantsInPeriodWeightedAverageGrantDateFairValue"], N_FY23, PS))
add(C, NF, "Number of Netflix stock options outstanding at year-end 2023", fact([OPT + "OutstandingNumber"], N_BS23, SH))
add(C, NQ, "Netflix common shares authorized as of September 30, 2010", fact(AUTH, N10_BS, SH))

# =================================================================== jargon
C = "jargon"
add(C, WMB, "WMB CFO Q1 2010", fact(OCF, CY10_Q1, USD))
add(C, WMB, "WMB DD&A 1Q10", fact(DA, CY10_Q1, USD))
add(C, MCO, "MCO buybacks 1Q10 (cost of treasury shares repurchased)", fact(BUYBACK, CY10_Q1, USD))
add(C, MCO, "Moody's capex (capital additions), Q1 2010", fact(CAPEX, CY10_Q1, USD))
add(C, MCO, "MCO SBC in Q1'10 (cash flow add-back)", fact(SBC, CY10_Q1, USD))
add(C, COH, "COH share repurchases FYTD through Q3 FY10", fact(BUYBACK, F9M, USD))
add(C, COH, "Coach capex, 9M FY10 (purchases of property and equipment)", fact(CAPEX, F9M, USD))
add(C, SYK, "SYK capex Q1 2010", fact(CAPEX, CY10_Q1, USD))
add(C, SYK, "Stryker buybacks in 1Q10", fact(BUYBACK, CY10_Q1, USD))
add(C, SYK, "SYK stock comp expense (cash flow), Q1 2010", fact(SBC, CY10_Q1, USD))
add(C, SYY, "SYY capex YTD FY10 (additions to plant and equipment, 39 weeks)", fact(PROD_ASSETS, F9M, USD))
add(C, SYY, "Sysco cash taxes paid, 39 weeks ended March 27, 2010", fact(g("IncomeTaxesPaidNet"), F9M, USD))
add(C, A10Q, "AAPL SBC expense 9M FY22", fact(g("AllocatedShareBasedCompensationExpense"), AQ_9MPY, USD))
add(C, A10Q, "AAPL taxes paid on net share settlement of equity awards, 9M FY22", fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_9MPY, USD))
add(C, A10Q, "AAPL change in cash, cash equivalents and restricted cash, 9M FY23", fact(RCASHCHG, AQ_9M, USD))
add(C, NF, "NFLX ROU assets obtained for new operating leases, FY23", fact(g("RightOfUseAssetObtainedInExchangeForOperatingLeaseLiability"), N_FY23, USD))
add(C, NF, "NFLX 401(k) employer contributions, 2023", fact(g("DefinedContributionPlanEmployerDiscretionaryContributionAmount"), N_FY23, USD))
add(C, NF, "NFLX remaining buyback authorization at YE23", fact(g("StockRepurchaseProgramRemainingAuthorizedRepurchaseAmount1"), N_BS23, USD))
add(C, NQ, "NFLX principal payments on lease financing obligations, 9M 2010", fact(g("RepaymentsOfOtherDebt"), N10_9M, USD))
add(C, NQ, "NFLX AFS maturities YTD Q3 2010 (proceeds from maturities of available-for-sale securities)", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), N10_9M, USD))

# =================================================================== refuse
C = "refuse"
RDX = RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost")
add(C, WMB, "Enbridge revenues for the first quarter of 2010?", refuse(oc, "Enbridge is not in the data (Williams is).", other("ENBRIDGE")))
add(C, MCO, "Fitch Ratings revenue in Q1 2010?", refuse(oc, "Fitch is not in the data (Moody's is).", other("FITCH")))
add(C, COH, "Tiffany & Co. net sales for the quarter ended March 2010?", refuse(oc, "Tiffany is not in the data (Coach is).", other("TIFFANY")))
add(C, NQ, "Redbox DVD rental revenue for Q3 2010?", refuse(oc, "Redbox is not in the data (Netflix is).", other("REDBOX")))
add(C, NF, "YouTube advertising revenue in 2023?", refuse(oc, "YouTube is not in the data (Netflix is).", other("YOUTUBE")))
add(C, SYK, "Stryker net sales for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q reports periods through March 31, 2010.", absent(NETSALES, ("2010-04-01", "2010-06-30"))))
add(C, SYY, "Sysco sales for the fourth quarter of fiscal 2010 (quarter ending June 2010)?", refuse(pn, "The fiscal Q3 2010 10-Q reports periods through March 27, 2010.", absent(NETSALES, ("2010-04-01", "2010-06-30"))))
add(C, COH, "Coach net sales for full fiscal year 2010 (ending June 2010)?", refuse(pn, "The fiscal Q3 2010 10-Q reports the quarter and nine months to March 27, 2010 only.", absent(NETSALES, ("2009-07-01", "2010-06-30"))))
add(C, A10Q, "Apple net sales for the fourth quarter of fiscal 2023 (September 2023 quarter)?", refuse(pn, "The Q3 FY23 10-Q reports periods through July 1, 2023.", absent(AREV, ("2023-07-02", "2023-09-30"))))
add(C, NF, "Netflix revenues for fiscal year 2024?", refuse(pn, "The 2023 10-K reports years through December 31, 2023.", absent(REV, ("2024-01-01", "2024-12-31"))))
add(C, MCO, "Moody's inventories at March 31, 2010?", refuse(cn, "Moody's reports no inventory.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, WMB, "Williams research and development expense in Q1 2010?", refuse(cn, "Williams' 10-Q reports no R&D expense.", absent_any(RDX)))
add(C, COH, "Coach R&D spending for the nine months ended March 27, 2010?", refuse(cn, "Coach's 10-Q reports no R&D expense.", absent_any(RDX)))
add(C, SYY, "Sysco research and development expense, fiscal Q3 2010?", refuse(cn, "Sysco's 10-Q reports no R&D expense.", absent_any(RDX)))
add(C, NQ, "Netflix dividends paid to shareholders in the first nine months of 2010?", refuse(cn, "Netflix paid no dividends; no dividend concept is reported.",
                                                                                           absent_any(g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "CommonStockDividendsPerShareDeclared", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, WMB, "Williams net loss for Q1 2010?", refuse(am, "Net loss attributable to Williams and net income (loss) including noncontrolling interests are both reported and differ.",
                                                     amb((NIATT, CY10_Q1, None), (PL, CY10_Q1, None))))
add(C, MCO, "Moody's net income in the first quarter of 2010?", refuse(am, "Net income attributable to Moody's and net income including noncontrolling interests are both reported and differ.",
                                                                      amb((NIATT, CY10_Q1, None), (PL, CY10_Q1, None))))
add(C, SYK, "Stryker EPS for Q1 2010?", refuse(am, "Basic and diluted EPS are both reported and differ.", amb((EPSB, CY10_Q1, None), (EPSD, CY10_Q1, None))))
add(C, NQ, "Netflix gain on disposal of DVDs for the nine months ended September 30, 2010?", refuse(am, "Two facts labelled 'Gain on disposal of DVDs' (GainLossOnSaleOfOtherAssets and GainLossOnDispositionOfOtherAssets) are reported for the period with different values.",
                                                                                                  amb((g("GainLossOnSaleOfOtherAssets"), N10_9M, None), (g("GainLossOnDispositionOfOtherAssets"), N10_9M, None))))
add(C, NF, "Netflix deferred income taxes for 2023?", refuse(am, "The cash-flow 'Deferred income taxes' (nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications) and the tax note's 'Total deferred' (DeferredIncomeTaxExpenseBenefit) are both reported and differ.",
                                                          amb((["nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications"], N_FY23, None), (g("DeferredIncomeTaxExpenseBenefit"), N_FY23, None))))


def main():
    write_round("h12", gr.QUESTIONS_12, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
