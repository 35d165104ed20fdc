#!/usr/bin/env python3
"""Writes evals/data/ask_heldout16.jsonl and its refusal probes (round 16) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout16_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform14/build_questions.py (which copied rounds 12, 10, 9, 8, 7, 6 and 5); the round-16 specs below are
new. The overlap check covers rounds 1-14.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-16 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]

# ------------------------------------------------------------------ round 16 FSDS filings (2010q2; companies no round 1-14 used,
# none of which files in the 2009q3 zip)
HRS = "fsds:0000950123-10-040472"   # HARRIS CORP 10-Q, fiscal Q3 FY2010 (quarter ended Apr 2, 2010 -> ddate 2010-03-31); FY ends ~June 30
WDC = "fsds:0000950123-10-041578"   # WESTERN DIGITAL CORP 10-Q, fiscal Q3 FY2010 (quarter ended Apr 2, 2010 -> ddate 2010-03-31)
ADM = "fsds:0000007084-10-000018"   # ARCHER DANIELS MIDLAND CO 10-Q, fiscal Q3 FY2010 (quarter ended Mar 31, 2010); EquityComponents rows
AGI = "fsds:0001104659-10-032682"   # AGILENT TECHNOLOGIES INC 10-Q, fiscal Q2 FY2010 (quarter ended Apr 30, 2010); FY ends Oct 31
RCL = "fsds:0001193125-10-097930"   # ROYAL CARIBBEAN CRUISES LTD 10-Q, Q1 2010 (calendar)
WMG = "fsds:0000950123-10-043858"   # WRIGHT MEDICAL GROUP INC 10-Q, Q1 2010 (calendar); stock-based compensation by line item rows

# quarter ended at ddate 2010-03-31 (Harris/WDC/ADM fiscal Q3; RCL/Wright calendar Q1) and its year-ago quarter
Q3, Q3PY = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
Q110, Q109 = Q3, Q3PY
B1003, B0912 = (None, "2010-03-31"), (None, "2009-12-31")
# fiscal years beginning July 1 (FSDS month-end convention): nine months to March 31
M9, M9PY, FYE09 = ("2009-07-01", "2010-03-31"), ("2008-07-01", "2009-03-31"), (None, "2009-06-30")
# Agilent: FY2010 began Nov 1, 2009; fiscal Q2 = Feb 1 - Apr 30
AQ2, AQ2PY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
A6M, A6MPY = ("2009-11-01", "2010-04-30"), ("2008-11-01", "2009-04-30")
ABS, AFYE = (None, "2010-04-30"), (None, "2009-10-31")

EQC = lambda m: {"EquityComponents": m}
WSBC = lambda m: {"ComponentsOfNonCashStockBasedCompensation": m}
WDC_RD = g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost")
ADM_PRETAX = ["adm:IncomeLossFromContinuingOperationsBeforeIncomeTaxes"]   # company-extension tag in FSDS (version = adsh)
HRS_COGS = g("CostOfGoodsAndServicesSold")
OPSEG = {"srt:ConsolidationItemsAxis": "us-gaap:OperatingSegmentsMember"}
DER = lambda risk, desig: {G + "DerivativeInstrumentRiskAxis": G + risk, G + "HedgingDesignationAxis": G + desig}
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}


NODIV = absent_any(DPS + DPS_PAID + g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "DividendsCommonStockCash"))
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU, FLI, PRODUCED, LICENSED, NGEO are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, HRS, "Harris Corporation revenue from product sales and services for the third quarter of fiscal 2010 (quarter ended April 2, 2010)", fact(NETSALES, Q3, USD))
add(C, HRS, "What was goodwill on Harris's balance sheet as of April 2, 2010?", fact(GW, B1003, USD))
add(C, WDC, "Western Digital net revenue for fiscal Q3 2010", fact(PSG, Q3, USD))
add(C, WDC, "WDC accrued warranty liability at the end of fiscal Q3 2010", fact(["wdc:AccruedWarranty"], B1003, USD))
add(C, ADM, "Archer Daniels Midland net sales and other operating income, three months ended March 31, 2010", fact(TOTREV, Q3, USD))
add(C, ADM, "ADM inventories as of March 31, 2010", fact(["adm:Inventories"], B1003, USD))
add(C, AGI, "Agilent total net revenue for the quarter ended April 30, 2010", fact(NETSALES, AQ2, USD))
add(C, AGI, "How much deferred revenue (current) did Agilent report at April 30, 2010?", fact(g("DeferredRevenueCurrent"), ABS, USD))
add(C, RCL, "Royal Caribbean Cruises total revenues for Q1 2010", fact(TOTREV, Q110, USD))
add(C, RCL, "How much did Royal Caribbean hold in customer deposits at March 31, 2010?", fact(g("CustomerDepositsCurrent"), B1003, USD))
add(C, WMG, "Wright Medical Group net sales, first quarter of 2010", fact(PSG, Q110, USD))
add(C, WMG, "Wright Medical inventories on the March 31, 2010 balance sheet", fact(INV, B1003, USD))
add(C, A10Q, "Apple's raw materials and purchased parts (components) inventory at July 1, 2023", fact(g("InventoryRawMaterialsAndPurchasedPartsNetOfReserves"), AQ_BS, USD))
add(C, A10Q, "Fair value of Apple's marketable debt securities maturing after ten years, as of July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingAfterYearTenFairValue"), AQ_BS, USD))
add(C, A10Q, "How much of Apple's marketable securities were restricted at July 1, 2023?", fact(g("DebtSecuritiesAvailableForSaleRestricted"), AQ_BS, USD))
add(C, NF, "Netflix total assets at December 31, 2023", fact(ASSETS, N_BS23, USD))
add(C, NF, "What was Netflix's provision for income taxes for fiscal year 2023?", fact(TAX, N_FY23, USD))
add(C, NF, "Netflix accounts payable as of year-end 2023", fact(AP, N_BS23, USD))
add(C, NQ, "Netflix prepaid content on the September 30, 2010 balance sheet", fact(g("OtherPrepaidExpenseCurrent"), N10_BS, USD))
add(C, NQ, "Netflix retained earnings at September 30, 2010", fact(RE, N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, HRS, "Harris revenue from product sales and services in the year-ago quarter (fiscal Q3 2009, ended April 3, 2009)", fact(NETSALES, Q3PY, USD))
add(C, HRS, "Harris total assets at the end of fiscal 2009 (July 3, 2009)", fact(ASSETS, FYE09, USD))
add(C, WDC, "Western Digital net income for the third quarter of fiscal 2009", fact(NIATT, Q3PY, USD))
add(C, WDC, "WDC cash and cash equivalents at fiscal 2009 year-end", fact(CASH, FYE09, USD))
add(C, ADM, "ADM gross profit for the nine months ended March 31, 2009", fact(GP, M9PY, USD))
add(C, ADM, "Archer Daniels Midland long-term debt (excluding current maturities) at June 30, 2009", fact(LTD_NC, FYE09, USD))
add(C, AGI, "Agilent total net revenue in the prior-year quarter, i.e. the three months ended April 30, 2009", fact(NETSALES, AQ2PY, USD))
add(C, AGI, "Agilent inventory at October 31, 2009 (fiscal 2009 year-end)", fact(INV, AFYE, USD))
add(C, RCL, "Royal Caribbean passenger ticket revenues in the first quarter of 2009", fact(g("PassengerRevenue"), Q109, USD))
add(C, RCL, "RCL long-term debt, excluding the current portion, at December 31, 2009", fact(LTD_NC, B0912, USD))
add(C, WMG, "Wright Medical net sales in Q1 2009", fact(PSG, Q109, USD))
add(C, WMG, "Wright Medical cash and cash equivalents at December 31, 2009", fact(CASH, B0912, USD))
add(C, A10Q, "Apple total current liabilities at September 24, 2022", fact(LC, AQ_BSPY, USD))
add(C, A10Q, "Apple gross property, plant and equipment at the end of fiscal 2022 (September 24, 2022)", fact(g("PropertyPlantAndEquipmentGross"), AQ_BSPY, USD))
add(C, A10Q, "Apple interest expense for the three months ended June 25, 2022", fact(INTEXP, AQ_Q3PY, USD))
add(C, NF, "Netflix cost of revenues in 2021", fact(COR, N_FY21, USD))
add(C, NF, "Netflix total stockholders' equity at December 31, 2022", fact(EQ, N_BS22, USD))
add(C, NF, "How much did Netflix spend on advertising in 2021?", fact(g("AdvertisingExpense"), N_FY21, USD))
add(C, NQ, "Netflix subscription cost of revenues in the third quarter of 2009", fact(g("CostOfGoodsSoldSubscription"), N10_Q3PY, USD))
add(C, NQ, "Netflix deferred revenue at December 31, 2009", fact(g("DeferredRevenueCurrent"), N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, HRS, "Harris income taxes, fiscal 2010 year to date (nine months ended April 2, 2010)", fact(TAX, M9, USD))
add(C, HRS, "Harris engineering, selling and administrative expenses for fiscal Q3 2010 only (three months, not year to date)", fact(OPEX, Q3, USD))
add(C, HRS, "Harris interest expense for the first nine months of fiscal 2010", fact(INTEXP, M9, USD))
add(C, WDC, "WDC research and development expense for the nine months ended April 2, 2010", fact(WDC_RD, M9, USD))
add(C, WDC, "Western Digital operating income for the March 2010 quarter alone", fact(OPINC, Q3, USD))
add(C, WDC, "Western Digital gross margin in dollars, first nine months of fiscal 2010", fact(GP, M9, USD))
add(C, ADM, "ADM selling, general and administrative expenses for the quarter ended March 31, 2010 (quarter, not YTD)", fact(SGA, Q3, USD))
add(C, ADM, "ADM earnings before income taxes for the nine months ended March 31, 2010", fact(ADM_PRETAX, M9, USD))
add(C, ADM, "Archer Daniels Midland cost of products sold, fiscal 2010 YTD through March 31", fact(COR, M9, USD))
add(C, AGI, "Agilent R&D expense for the six months ended April 30, 2010", fact(RD, A6M, USD))
add(C, AGI, "Agilent income from operations in fiscal Q2 2010 (three months ended April 30, 2010)", fact(OPINC, AQ2, USD))
add(C, AGI, "Agilent provision for income taxes, first half of fiscal 2010", fact(TAX, A6M, USD))
add(C, A10Q, "Apple total comprehensive income for the nine months ended June 25, 2022", fact(g("ComprehensiveIncomeNetOfTax"), AQ_9MPY, USD))
add(C, A10Q, "Apple cash paid for income taxes, net, in the first nine months of fiscal 2022", fact(g("IncomeTaxesPaidNet"), AQ_9MPY, USD))
add(C, A10Q, "Apple purchases of marketable securities during the nine months ended June 25, 2022", fact(g("PaymentsToAcquireAvailableForSaleSecuritiesDebt"), AQ_9MPY, USD))
add(C, A10Q, "Apple interest and dividend income for Q3 FY22 alone (three months ended June 25, 2022)", fact(g("InvestmentIncomeInterestAndDividend"), AQ_Q3PY, USD))
add(C, NQ, "Netflix net cash provided by operating activities in the third quarter of 2009 (three months only)", fact(OCF, N10_Q3PY, USD))
add(C, NQ, "Netflix purchases of short-term investments, nine months ended September 30, 2010", fact(g("PaymentsToAcquireAvailableForSaleSecurities"), N10_9M, USD))
add(C, NQ, "Netflix proceeds from sales of short-term investments, year to date through September 30, 2010", fact(g("ProceedsFromSaleOfAvailableForSaleSecurities"), N10_9M, USD))
add(C, NQ, "Netflix stock-based compensation for the three months ended September 30, 2009", fact(SBC, N10_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, HRS, "Harris gross margin for fiscal Q3 2010: (revenue from product sales and services - cost of product sales and services) / revenue", margin_from_cost(NETSALES, HRS_COGS, Q3))
add(C, HRS, "Harris revenue growth for the first nine months of fiscal 2010 versus the same period of fiscal 2009 (current / prior - 1)", growth(NETSALES, M9, M9PY))
add(C, WDC, "Western Digital gross margin percentage for the quarter ended April 2, 2010 (gross margin / revenue, net)", ratio(GP, PSG, Q3))
add(C, WDC, "WDC R&D as a share of net revenue, nine months of fiscal 2010", ratio(WDC_RD, PSG, M9))
add(C, WDC, "Year-over-year growth in Western Digital operating income, fiscal Q3 2010 vs fiscal Q3 2009", growth(OPINC, Q3, Q3PY))
add(C, ADM, "ADM effective tax rate for the nine months ended March 31, 2010 (income taxes / earnings before income taxes)", ratio(TAX, ADM_PRETAX, M9))
add(C, ADM, "ADM free cash flow for the first nine months of fiscal 2010 (total operating activities minus purchases of property, plant and equipment)", fcf(M9))
add(C, AGI, "Agilent current ratio at April 30, 2010 (total current assets / total current liabilities)", ratio(AC, LC, ABS))
add(C, AGI, "What share of Agilent's fiscal Q2 2010 total net revenue came from services and other (services and other revenue / total net revenue)?", ratio(["a:ServicesAndOther"], NETSALES, AQ2))
add(C, RCL, "Royal Caribbean total revenue growth, Q1 2010 vs Q1 2009", growth(TOTREV, Q110, Q109))
add(C, RCL, "RCL operating margin in the first quarter of 2010 (operating income / total revenues)", ratio(OPINC, TOTREV, Q110))
add(C, WMG, "Wright Medical gross margin for Q1 2010 (gross profit / net sales)", ratio(GP, PSG, Q110))
add(C, WMG, "Wright Medical research and development as a percentage of net sales, first quarter 2010", ratio(RD, PSG, Q110))
add(C, A10Q, "Apple current ratio at September 24, 2022 (total current assets / total current liabilities)", ratio(AC, LC, AQ_BSPY))
add(C, A10Q, "Growth in Apple's total segment operating income for the first nine months of fiscal 2023 versus fiscal 2022", growth(OPINC, AQ_9M, AQ_9MPY, OPSEG))
add(C, NF, "Netflix current ratio at December 31, 2022 (current assets / current liabilities)", ratio(AC, LC, N_BS22))
add(C, NF, "Netflix non-current long-term debt to stockholders' equity at December 31, 2022", ratio(LTD_NC, EQ, N_BS22))
add(C, NF, "Netflix 2023 effective tax rate computed as provision for income taxes / income before income taxes", ratio(TAX, PRETAX, N_FY23))
add(C, NQ, "Subscription costs as a share of Netflix's total cost of revenues in Q3 2009", ratio(g("CostOfGoodsSoldSubscription"), COR, N10_Q3PY))
add(C, NQ, "Netflix dilution for the nine months ended September 30, 2009: diluted weighted-average shares / basic weighted-average shares - 1", derived("e0/e1-1", [inp(WAD, N10_9MPY), inp(WAB, N10_9MPY)], N10_9MPY, PURE))

# =================================================================== members
C = "members"
add(C, WMG, "Stock-based compensation included in Wright Medical's cost of sales in Q1 2010", fact(SBC, Q110, USD, WSBC("CostOfSales")))
add(C, WMG, "Wright Medical stock-based compensation recorded in research and development, first quarter 2010", fact(SBC, Q110, USD, WSBC("OtherResearchAndDevelopmentExpense")))
add(C, WMG, "How much of Wright Medical's Q1 2010 stock-based compensation expense sat in selling, general and administrative?", fact(SBC, Q110, USD, WSBC("SellingGeneralAndAdministrative")))
add(C, WMG, "Wright Medical SG&A stock-based compensation in the first quarter of 2009", fact(SBC, Q109, USD, WSBC("SellingGeneralAndAdministrative")))
add(C, ADM, "Cash dividends charged to ADM's reinvested earnings in the statement of shareholders' equity, nine months ended March 31, 2010", fact(g("DividendsCommonStockCash"), M9, USD, EQC("RetainedEarnings")))
add(C, ADM, "ADM common shares issued (common stock column of the equity statement) at March 31, 2010", fact(g("SharesIssued"), B1003, SH, EQC("CommonStock")))
add(C, ADM, "Noncontrolling interests balance in ADM's shareholders' equity at March 31, 2010", fact(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B1003, USD, EQC("NoncontrollingInterest")))
add(C, ADM, "ADM common shares issued at June 30, 2009 per the equity statement's common stock column", fact(g("SharesIssued"), FYE09, SH, EQC("CommonStock")))
add(C, A10Q, "Notional amount of Apple's foreign exchange contracts not designated as hedges at July 1, 2023", fact(g("DerivativeNotionalAmount"), AQ_BS, USD, DER("ForeignExchangeContractMember", "NondesignatedMember")))
add(C, A10Q, "Apple foreign exchange contracts designated as hedging instruments: notional amount at September 24, 2022", fact(g("DerivativeNotionalAmount"), AQ_BSPY, USD, DER("ForeignExchangeContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10Q, "Notional amount of Apple's interest rate contracts designated as hedges at July 1, 2023", fact(g("DerivativeNotionalAmount"), AQ_BS, USD, DER("InterestRateContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10Q, "Apple total operating income of its reportable segments for the nine months ended June 25, 2022", fact(OPINC, AQ_9MPY, USD, OPSEG))
add(C, A10Q, "Dividends and dividend equivalents declared, as charged to Apple's retained earnings, in Q3 FY23", fact(g("Dividends"), AQ_Q3, USD, RE_COL))
add(C, NF, "Netflix licensed content, net, at December 31, 2022", fact(g("FiniteLivedIntangibleAssetsNet"), N_BS22, USD, LICENSED))
add(C, NF, "Netflix produced content released, net of amortization, at December 31, 2022", fact(g("FiniteLivedIntangibleAssetsNet"), N_BS22, USD, PRODUCED))
add(C, NF, "Netflix amortization of produced content in 2021", fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY21, USD, PRODUCED))
add(C, NF, "Netflix paid net membership additions in EMEA for full-year 2022", fact(PAIDADD, N_FY22, PURE, NGEO("us-gaap:EMEAMember")))
add(C, NF, "Netflix Latin America paid net adds in 2022", fact(PAIDADD, N_FY22, PURE, NGEO(LATAM)))
add(C, NF, "Principal amount of Netflix's 5.750% senior notes at December 31, 2023", fact(g("DebtInstrumentFaceAmount"), N_BS23, USD, NOTE("FivePointSevenFivePercentSeniorNotesMember")))
add(C, NF, "Face amount of Netflix's 5.375% senior notes (issued April 2019) outstanding at year-end 2023", fact(g("DebtInstrumentFaceAmount"), N_BS23, USD, NOTE("FivePointThreeSevenFivePercentSeniorNotesIssuedApril2019Member")))

# =================================================================== per_share
C = "per_share"
add(C, HRS, "Harris diluted net income per share for the quarter ended April 2, 2010", fact(EPSD, Q3, PS))
add(C, HRS, "Harris cash dividends paid per common share, fiscal 2010 year to date (nine months)", fact(DPS_PAID, M9, PS))
add(C, HRS, "Harris diluted EPS from continuing operations for the nine months ended April 3, 2009", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), M9PY, PS))
add(C, HRS, "Harris basic weighted average shares outstanding in fiscal Q3 2010", fact(WAB, Q3, SH))
add(C, WDC, "Western Digital diluted EPS for the first nine months of fiscal 2010", fact(EPSD, M9, PS))
add(C, WDC, "WDC basic earnings per share, fiscal Q3 2010", fact(EPSB, Q3, PS))
add(C, WDC, "Diluted share count Western Digital used for EPS in the quarter ended April 2, 2010", fact(WAD, Q3, SH))
add(C, ADM, "ADM diluted earnings per common share for the quarter ended March 31, 2010", fact(EPSD, Q3, PS))
add(C, ADM, "Archer Daniels Midland dividends per common share in fiscal Q3 2010 (three months ended March 31, 2010)", fact(DPS_PAID, Q3, PS))
add(C, ADM, "ADM average number of shares outstanding - basic, nine months ended March 31, 2010", fact(WAB, M9, SH))
add(C, AGI, "Agilent diluted net income per share for the six months ended April 30, 2010", fact(EPSD, A6M, PS))
add(C, AGI, "Agilent basic net income per share, fiscal Q2 2010 (three months ended April 30, 2010)", fact(EPSB, AQ2, PS))
add(C, RCL, "Royal Caribbean diluted earnings per share, Q1 2010", fact(EPSD, Q110, PS))
add(C, WMG, "Wright Medical diluted net (loss) income per share for the first quarter of 2010", fact(EPSD, Q110, PS))
add(C, A10Q, "Weighted-average grant-date fair value per RSU granted by Apple in the first nine months of fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), AQ_9M, PS, RSU))
add(C, A10Q, "Weighted-average grant-date fair value of Apple RSUs that vested during the nine months ended July 1, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"), AQ_9M, PS, RSU))
add(C, NF, "Weighted-average exercise price of Netflix stock options exercised in 2023", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExercisesInPeriodWeightedAverageExercisePrice"), N_FY23, PS))
add(C, NF, "Weighted-average exercise price of Netflix options outstanding at December 31, 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), N_BS22, PS))
add(C, NF, "How many stock options did Netflix grant in 2023?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriod"), N_FY23, SH))
add(C, NQ, "Netflix common shares outstanding at December 31, 2009", fact(SHOUT, N10_BSPY, SH))

# =================================================================== jargon
C = "jargon"
add(C, HRS, "HRS capex (additions of PP&E) YTD FY10", fact(CAPEX, M9, USD))
add(C, HRS, "Harris buybacks in the first nine months of FY10", fact(BUYBACK, M9, USD))
add(C, HRS, "Harris D&A, 9M FY10", fact(g("DepreciationAndAmortization"), M9, USD))
add(C, WDC, "WDC capex for 9M FY10", fact(g("PaymentsToAcquireProductiveAssets"), M9, USD))
add(C, WDC, "WDC SBC, fiscal 2010 YTD through Q3", fact(SBC, M9, USD))
add(C, WDC, "Western Digital CFO for the nine months ended April 2, 2010", fact(OCF, M9, USD))
add(C, ADM, "ADM D&A for the nine months of FY10", fact(g("DepreciationDepletionAndAmortization"), M9, USD))
add(C, ADM, "ADM gross PP&E at 3/31/10", fact(g("PropertyPlantAndEquipmentGross"), B1003, USD))
add(C, AGI, "Agilent buybacks (treasury stock repurchases) in 1H FY10", fact(BUYBACK, A6M, USD))
add(C, AGI, "A (Agilent) SBC for the first half of FY10", fact(SBC, A6M, USD))
add(C, RCL, "RCL capex in 1Q10", fact(CAPEX, Q110, USD))
add(C, RCL, "Royal Caribbean D&A for 1Q 2010", fact(g("DepreciationAndAmortization"), Q110, USD))
add(C, WMG, "WMGI CFO, Q1 2010", fact(OCF, Q110, USD))
add(C, A10Q, "AAPL tax benefit from share-based comp, 9M FY23", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), AQ_9M, USD))
add(C, A10Q, "Apple unconditional purchase obligations falling due in fiscal 2024, per the Q3 FY23 10-Q", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceOnFirstAnniversary"), AQ_BS, USD))
add(C, NF, "NFLX buybacks in FY23 (cost of treasury stock acquired)", fact(g("TreasuryStockValueAcquiredCostMethod"), N_FY23, USD))
add(C, NF, "Netflix DTA for R&D credit carryforwards at YE2023", fact(g("DeferredTaxAssetsTaxCreditCarryforwardsResearch"), N_BS23, USD))
add(C, NF, "Netflix UTBs that would affect the ETR if recognized, at YE2023", fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), N_BS23, USD))
add(C, NF, "By how much did production tax incentives reduce Netflix's content amortization (cost of revenues) in 2023?", fact(["nflx:CostOfServicesDecreasedAmortizationFromTaxIncentives"], N_FY23, USD))
add(C, NQ, "NFLX tech & dev SBC, 3Q10", fact(SBCF("TechnologyAndDevelopmentExpense"), N10_Q3, USD))

# =================================================================== refuse
C = "refuse"
add(C, WDC, "Seagate revenue for the March 2010 quarter?", refuse(oc, "Seagate is not in the data (Western Digital is).", other("SEAGATE")))
add(C, ADM, "Louis Dreyfus net sales for the quarter ended March 31, 2010?", refuse(oc, "Louis Dreyfus is not in the data (Archer Daniels Midland is).", other("LOUIS DREYFUS")))
add(C, RCL, "Norwegian Cruise Line passenger ticket revenues in Q1 2010?", refuse(oc, "Norwegian Cruise Line is not in the data (Royal Caribbean is).", other("NORWEGIAN CRUISE")))
add(C, WMG, "Smith & Nephew orthopaedics sales for the first quarter of 2010?", refuse(oc, "Smith & Nephew is not in the data (Wright Medical is).", other("SMITH & NEPHEW", "NEPHEW")))
add(C, A10Q, "Logitech net sales for the quarter ended July 1, 2023?", refuse(oc, "Logitech is not in the data (Apple is).", other("LOGITECH")))
add(C, HRS, "Harris revenue for the full fiscal year 2010 (ending July 2010)?", refuse(pn, "The fiscal Q3 10-Q reports only the quarter and nine months to April 2, 2010.", absent(NETSALES, ("2009-07-01", "2010-06-30"))))
add(C, AGI, "Agilent total net revenue for fiscal Q3 2010 (May-July 2010)?", refuse(pn, "The fiscal Q2 10-Q ends April 30, 2010; the July 2010 quarter is not reported.", absent(NETSALES, ("2010-05-01", "2010-07-31"))))
add(C, RCL, "Royal Caribbean total revenues for the second quarter of 2010?", refuse(pn, "The 10-Q covers only Q1 2010 (and Q1 2009).", absent(TOTREV, ("2010-04-01", "2010-06-30"))))
add(C, WDC, "Western Digital revenue for the fourth quarter of fiscal 2009 (April-June 2009)?", refuse(pn, "The fiscal Q3 FY10 10-Q reports the March quarters and nine-month periods of FY10 and FY09, not the fiscal 2009 fourth quarter.", absent(PSG, ("2009-04-01", "2009-06-30"))))
add(C, NF, "Netflix revenues for the fourth quarter of 2023 alone?", refuse(pn, "The 2023 10-K reports annual periods only; no three-month period is tagged.", absent(REV, ("2023-10-01", "2023-12-31"))))
add(C, RCL, "Royal Caribbean research and development expense in Q1 2010?", refuse(cn, "Royal Caribbean reports no R&D expense.", absent_any(RD + WDC_RD)))
add(C, ADM, "ADM R&D spending for the nine months ended March 31, 2010?", refuse(cn, "ADM reports no R&D expense in this 10-Q.", absent_any(RD + WDC_RD)))
add(C, AGI, "Agilent dividends per share declared in fiscal Q2 2010?", refuse(cn, "Agilent paid and declared no dividends; no dividend fact of any kind is reported.", NODIV))
add(C, WDC, "Western Digital dividends per share for the March 2010 quarter?", refuse(cn, "Western Digital paid and declared no dividends; no dividend fact of any kind is reported.", NODIV))
add(C, NQ, "Netflix dividends per share declared in Q3 2010?", refuse(cn, "Netflix paid no dividends; the 2010 10-Q has no dividend fact.", NODIV))
add(C, HRS, "Harris net income for the quarter ended April 3, 2009?", refuse(am, "'Net income' (ProfitLoss 97.5M, before the -16.7M noncontrolling interest in discontinued operations) and 'Net income attributable to Harris Corporation' (NetIncomeLoss 114.2M) are both reported for fiscal Q3 2009.",
                                                                  amb_why("'Net income' (ProfitLoss 97.5M, before the -16.7M noncontrolling interest in discontinued operations) and 'Net income attributable to Harris Corporation' (NetIncomeLoss 114.2M) are both reported for fiscal Q3 2009.", (PL, Q3PY, None), (NIATT, Q3PY, None))))
add(C, HRS, "Harris cash and cash equivalents at April 3, 2009?", refuse(am, "The cash-flow statement reports end-of-quarter cash and cash equivalents of 452.0M (CashAndCashEquivalentsAtCarryingValue) and, after subtracting discontinued operations' cash, 336.4M of continuing operations (CashAndCashEquivalentsOfContinuingOperations, which the filer tagged with the nine-month duration ending that day).",
                                                                  amb_why("The cash-flow statement reports end-of-quarter cash and cash equivalents of 452.0M (CashAndCashEquivalentsAtCarryingValue) and, after subtracting discontinued operations' cash, 336.4M of continuing operations (CashAndCashEquivalentsOfContinuingOperations, which the filer tagged with the nine-month duration ending that day).", (CASH, (None, "2009-03-31"), None), (["hrs:CashAndCashEquivalentsOfContinuingOperations"], M9PY, None))))
add(C, ADM, "ADM net earnings for the quarter ended March 31, 2010?", refuse(am, "'Net Earnings including Noncontrolling Interests' (ProfitLoss 416M) and 'Net Earnings Attributable to Controlling Interests' (NetIncomeLoss 421M) are both reported.",
                                                                  amb_why("'Net Earnings including Noncontrolling Interests' (ProfitLoss 416M) and 'Net Earnings Attributable to Controlling Interests' (NetIncomeLoss 421M) are both reported.", (PL, Q3, None), (NIATT, Q3, None))))
add(C, AGI, "Agilent cost of sales for fiscal Q2 2010?", refuse(am, "Agilent reports 'Cost of products' (CostOfGoodsSold 431M) and 'Total costs' of products plus services (CostOfRevenue 560M); 'cost of sales' can mean either.",
                                                         amb_why("Agilent reports 'Cost of products' (CostOfGoodsSold 431M) and 'Total costs' of products plus services (CostOfRevenue 560M); 'cost of sales' can mean either.", (g("CostOfGoodsSold"), AQ2, None), (g("CostOfRevenue"), AQ2, None))))
add(C, A10Q, "Apple deferred revenue at July 1, 2023?", refuse(am, "The balance sheet's current 'Deferred revenue' (ContractWithCustomerLiabilityCurrent 8,158M) and the revenue note's total deferred revenue (ContractWithCustomerLiability 12.2B, current plus non-current) both answer the question.",
                                                    amb_why("The balance sheet's current 'Deferred revenue' (ContractWithCustomerLiabilityCurrent 8,158M) and the revenue note's total deferred revenue (ContractWithCustomerLiability 12.2B, current plus non-current) both answer the question.", (g("ContractWithCustomerLiabilityCurrent"), AQ_BS, None), (g("ContractWithCustomerLiability"), AQ_BS, None))))


def main():
    write_round("h16", gr.QUESTIONS_16, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
