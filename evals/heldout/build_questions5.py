#!/usr/bin/env python3
"""Writes evals/data/ask_heldout5.jsonl and its refusal probes (round 5) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout5_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform4/build_questions.py).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gold_reader as gr  # noqa: E402

ACCESSION = {
    "aapl-10k-2023": "0000320193-23-000106",
    "aapl-10q-2023": "0000320193-23-000077",
    "msft-10k-2015": "0001193125-15-272806",
    "nflx-10k-2023": "0001065280-24-000030",
    "unp-10k-2012": None,   # no accession in INDEX.csv, none in the instance
    "nflx-10q-2010": None,
    "aeon-10q-2023": None,
}

G = "us-gaap:"


def g(*names):
    return [G + n for n in names]


REV = g("Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax", "SalesRevenueNet", "SalesRevenueGoodsNet")
NI = g("NetIncomeLoss", "ProfitLoss", "NetIncomeLossAvailableToCommonStockholdersBasic")
OPINC = g("OperatingIncomeLoss")
GP = g("GrossProfit")
AC, LC = g("AssetsCurrent"), g("LiabilitiesCurrent")
ASSETS, LIAB = g("Assets"), g("Liabilities")
EQ = g("StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
OCF = g("NetCashProvidedByUsedInOperatingActivities", "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations")
ICF = g("NetCashProvidedByUsedInInvestingActivities", "NetCashProvidedByUsedInInvestingActivitiesContinuingOperations")
FCF_ = g("NetCashProvidedByUsedInFinancingActivities", "NetCashProvidedByUsedInFinancingActivitiesContinuingOperations")
CAPEX = g("PaymentsToAcquirePropertyPlantAndEquipment")
EPSB, EPSD = g("EarningsPerShareBasic"), g("EarningsPerShareDiluted")
WAB, WAD = g("WeightedAverageNumberOfSharesOutstandingBasic"), g("WeightedAverageNumberOfDilutedSharesOutstanding")
SHOUT = g("CommonStockSharesOutstanding")
DPS = g("CommonStockDividendsPerShareDeclared")
DPS_PAID = g("CommonStockDividendsPerShareCashPaid")
RD = g("ResearchAndDevelopmentExpense")
SGA = g("SellingGeneralAndAdministrativeExpense")
OPEX = g("OperatingExpenses")
CASH = g("CashAndCashEquivalentsAtCarryingValue")
TAX = g("IncomeTaxExpenseBenefit")
PRETAX = g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
           "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterest",
           "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
           "IncomeLossFromContinuingOperationsBeforeIncomeTaxes", "IncomeBeforeIncomeTaxes")
COR = g("CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold")
BUYBACK = g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity")
INTEXP = g("InterestExpense")
INV = g("InventoryNet")
GW = g("Goodwill")
SBC = g("ShareBasedCompensation")
DIVPAID = g("PaymentsOfDividendsCommonStock", "PaymentsOfDividends")
DA = g("DepreciationDepletionAndAmortization", "DepreciationAndAmortization")
LTD_NC = g("LongTermDebtNoncurrent")
AP = g("AccountsPayableCurrent")
AR = g("AccountsReceivableNetCurrent")
PPE = g("PropertyPlantAndEquipmentNet")
RE = g("RetainedEarningsAccumulatedDeficit")

USD, SH, PS, PURE = "USD", "shares", "USD/share", "pure"
SEG = G + "StatementBusinessSegmentsAxis"
PROD = "srt:ProductOrServiceAxis"
GEO = "srt:StatementGeographicalAxis"
CONS = G + "ConsolidationItemsAxis"
PPEAX = G + "PropertyPlantAndEquipmentByTypeAxis"
STR = {PROD: "nflx:StreamingMember"}

# ------------------------------------------------------------------ instance periods
A_FY23, A_FY22, A_FY21 = ("2022-09-25", "2023-09-30"), ("2021-09-26", "2022-09-24"), ("2020-09-27", "2021-09-25")
A_BS23, A_BS22 = (None, "2023-09-30"), (None, "2022-09-24")
AQ_Q3, AQ_9M = ("2023-04-02", "2023-07-01"), ("2022-09-25", "2023-07-01")
AQ_Q3PY, AQ_9MPY = ("2022-03-27", "2022-06-25"), ("2021-09-26", "2022-06-25")
AQ_BS, AQ_BSPY = (None, "2023-07-01"), (None, "2022-09-24")
M_FY15, M_FY14, M_FY13 = ("2014-07-01", "2015-06-30"), ("2013-07-01", "2014-06-30"), ("2012-07-01", "2013-06-30")
M_Q1_15, M_Q2_15, M_Q3_15, M_Q4_15 = ("2014-07-01", "2014-09-30"), ("2014-10-01", "2014-12-31"), ("2015-01-01", "2015-03-31"), ("2015-04-01", "2015-06-30")
M_Q1_14, M_Q2_14, M_Q3_14, M_Q4_14 = ("2013-07-01", "2013-09-30"), ("2013-10-01", "2013-12-31"), ("2014-01-01", "2014-03-31"), ("2014-04-01", "2014-06-30")
M_BS15, M_BS14 = (None, "2015-06-30"), (None, "2014-06-30")
N_FY23, N_FY22, N_FY21 = ("2023-01-01", "2023-12-31"), ("2022-01-01", "2022-12-31"), ("2021-01-01", "2021-12-31")
N_BS23, N_BS22, N_BS21 = (None, "2023-12-31"), (None, "2022-12-31"), (None, "2021-12-31")
N10_Q3, N10_9M = ("2010-07-01", "2010-09-30"), ("2010-01-01", "2010-09-30")
N10_Q3PY, N10_9MPY = ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-09-30")
N10_BS, N10_BSPY = (None, "2010-09-30"), (None, "2009-12-31")
U_FY12, U_FY11, U_FY10 = ("2012-01-01", "2012-12-31"), ("2011-01-01", "2011-12-31"), ("2010-01-01", "2010-12-31")
U_Q1_12, U_Q2_12, U_Q3_12, U_Q4_12 = ("2012-01-01", "2012-03-31"), ("2012-04-01", "2012-06-30"), ("2012-07-01", "2012-09-30"), ("2012-10-01", "2012-12-31")
U_Q1_11, U_Q2_11, U_Q3_11, U_Q4_11 = ("2011-01-01", "2011-03-31"), ("2011-04-01", "2011-06-30"), ("2011-07-01", "2011-09-30"), ("2011-10-01", "2011-12-31")
U_BS12, U_BS11 = (None, "2012-12-31"), (None, "2011-12-31")
E_Q3_22, E_9M_22 = ("2022-07-01", "2022-09-30"), ("2022-01-01", "2022-09-30")
E_PRED, E_STUB, E_SUCC = ("2023-01-01", "2023-07-21"), ("2023-07-01", "2023-07-21"), ("2023-07-22", "2023-09-30")
E_BS, E_BSPY = (None, "2023-09-30"), (None, "2022-12-31")

# ------------------------------------------------------------------ FSDS filings (adsh); none of these companies was used by rounds 1-4
NOC = "fsds:0000950123-09-024563"    # NORTHROP GRUMMAN CORP 10-Q, 2009-06-30 (2009q3)
GD = "fsds:0001193125-09-163762"     # GENERAL DYNAMICS CORP 10-Q, Q2 ended 2009-07-05 (ddate 2009-06-30)
ITW = "fsds:0000049826-09-000066"    # ILLINOIS TOOL WORKS INC 10-Q, 2009-06-30
JWN = "fsds:0000950123-09-041984"    # NORDSTROM INC 10-Q, fiscal Q2 ended 2009-08-01 (ddate 2009-07-31)
K = "fsds:0001193125-10-113028"      # KELLOGG CO 10-Q, Q1 ended 2010-04-03 (ddate 2010-03-31) (2010q2)
HON = "fsds:0000930413-10-002069"    # HONEYWELL INTERNATIONAL INC 10-Q, 2010-03-31
CLX = "fsds:0001206774-10-001178"    # CLOROX CO 10-Q, fiscal Q3 2010 ended 2010-03-31
GWW = "fsds:0000277135-10-000030"    # GRAINGER W W INC 10-Q, 2010-03-31

# calendar Q2 2009 10-Qs (2009q3)
CY09_Q2, CY09_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
CY08_Q2, CY08_H1 = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
BS_0906, BS_0812 = (None, "2009-06-30"), (None, "2008-12-31")
# Nordstrom fiscal Q2 2009 (quarter ended Aug 1, 2009; FSDS ddate 2009-07-31)
JW_Q2, JW_H1 = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
JW_Q2PY, JW_H1PY = ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
JW_BS, JW_BSFY, JW_BSPY = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-07-31")
# calendar Q1 2010 10-Qs (2010q2)
CY10_Q1, CY09_Q1 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
CY09_FY = ("2009-01-01", "2009-12-31")
BS_1003, BS_0912, BS_0903 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# Clorox fiscal Q3 2010 (fiscal year starts July 1)
CL_Q3, CL_9M = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31")
CL_Q3PY, CL_9MPY = ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
CL_BS, CL_BSFY = (None, "2010-03-31"), (None, "2009-06-30")

Q = []


def per(p):
    return {"start": p[0], "end": p[1]}


def fact(concepts, p, unit, members=None):
    return {"answerable": True, "value": None, "unit": unit, "concepts": list(concepts), "period": per(p),
            "duration_months": gr.months_between(p[0], p[1]), "members": members or {}, "formula": None,
            "inputs": [], "tolerance": 0}


def inp(concepts, p, members=None):
    return {"concept": list(concepts), "value": None, "period": per(p), "members": members or {}}


def derived(formula, inputs, p, unit, ratio=True):
    return {"answerable": True, "value": None, "unit": unit, "concepts": [i["concept"][0] for i in inputs],
            "period": per(p), "duration_months": gr.months_between(p[0], p[1]), "members": {}, "formula": formula,
            "inputs": inputs, "tolerance": {"relative": 0.005} if ratio else 0}


def ratio(num, den, p_num, p_den=None, m_num=None, m_den=None, unit=PURE):
    return derived("e0/e1", [inp(num, p_num, m_num), inp(den, p_den or p_num, m_den)], p_num, unit)


def growth(c, p_cur, p_prev, members=None):
    return derived("e0/e1-1", [inp(c, p_cur, members), inp(c, p_prev, members)], p_cur, PURE)


def diff(a, b, p, pb=None, ma=None, mb=None):
    return derived("e0-e1", [inp(a, p, ma), inp(b, pb or p, mb)], p, USD, ratio=False)


def total(a, b, p, pb=None, ma=None, mb=None):
    return derived("e0+e1", [inp(a, p, ma), inp(b, pb or p, mb)], p, USD, ratio=False)


def fcf(p, capex=CAPEX):
    return diff(OCF, capex, p)


def margin_from_cost(rev, cost, p, members=None):
    return derived("(e0-e1)/e0", [inp(rev, p, members), inp(cost, p, members)], p, PURE)


def refuse(reason, note, probe):
    return {"answerable": False, "reason": reason, "note": note, "_probe": probe}


def absent(concepts, p, members=None):
    return {"kind": "absent", "concepts": list(concepts), "period": per(p), "members": members or {}}


def absent_any(concepts):
    return {"kind": "absent_any_period", "concepts": list(concepts)}


def other(*names):
    return {"kind": "other_company", "names": list(names)}


def amb(*alts):
    return {"kind": "ambiguous", "alternatives": [{"concepts": list(c), "period": per(p), "members": m or {}}
                                                  for c, p, m in alts]}


def add(cat, filing, question, gold):
    acc = filing.split(":", 1)[1] if filing.startswith("fsds:") else ACCESSION.get(filing)
    Q.append({"category": cat, "question": question, "accession": acc, "filing": filing, "gold": gold})


A10K, A10Q, MS, NF, NQ, UP, AE = ("aapl-10k-2023", "aapl-10q-2023", "msft-10k-2015", "nflx-10k-2023",
                                  "nflx-10q-2010", "unp-10k-2012", "aeon-10q-2023")
BSEG = SEG
FLI = G + "FiniteLivedIntangibleAssetsByMajorClassAxis"
CBS = "fsds:0001047469-10-004823"    # CBS CORP 10-Q, 2010-03-31; ClassOfStock rows (used only for share classes)
DTV = "fsds:0001047469-10-004900"    # DIRECTV 10-Q, 2010-03-31; ClassOfStock rows (used only for share classes)
CLA, CLB = {"ClassOfStock": "CommonClassA"}, {"ClassOfStock": "CommonClassB"}
SVC, PRD = {PROD: "us-gaap:ServiceMember"}, {PROD: "us-gaap:ProductMember"}
PRODUCED, LICENSED = {FLI: "nflx:ProducedContentMember"}, {FLI: "nflx:LicensedContentMember"}
NSTR = {PROD: "nflx:StreamingMember"}
FOREIGN_PT = g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign")
AMORT = ["nflx:CostofServicesAmortizationofStreamingContentAssets"]
PAIDM = ["nflx:NumberOfPaidMemberships"]
FRT = g("CargoAndFreightRevenue")

# =================================================================== direct
C = "direct"
add(C, NOC, "Northrop Grumman total sales and service revenues for the three months ended June 30, 2009?", fact(REV, CY09_Q2, USD))
add(C, NOC, "NOC goodwill at 6/30/09", fact(GW, BS_0906, USD))
add(C, NOC, "How much inventoried cost on long-term contracts and programs did Northrop carry at June 30, 2009?", fact(g("InventoryForLongTermContractsOrPrograms"), BS_0906, USD))
add(C, GD, "General Dynamics revenues in the second quarter of 2009 (quarter ended July 5)?", fact(REV, CY09_Q2, USD))
add(C, GD, "GD contracts in process on the balance sheet at the end of the June 2009 quarter", fact(g("ContractsInProcess"), BS_0906, USD))
add(C, ITW, "Illinois Tool Works operating revenues, Q2 2009 (three months)?", fact(REV, CY09_Q2, USD))
add(C, ITW, "What was ITW's goodwill balance as of June 30, 2009?", fact(GW, BS_0906, USD))
add(C, JWN, "Nordstrom net sales (excluding credit card revenues) for the quarter ended August 1, 2009?", fact(g("SalesRevenueNet"), JW_Q2, USD))
add(C, JWN, "Nordstrom merchandise inventories as of Aug 1, 2009", fact(INV, JW_BS, USD))
add(C, K, "Kellogg net sales, first quarter 2010?", fact(g("SalesRevenueGoodsNet"), CY10_Q1, USD))
add(C, K, "Give me Kellogg's accrued advertising and promotion liability at the end of Q1 2010.", fact(g("AccruedAdvertisingAndPromotion"), BS_1003, USD))
add(C, HON, "Honeywell product sales (not services) in Q1 2010?", fact(g("SalesRevenueGoodsNet"), CY10_Q1, USD))
add(C, HON, "HON asbestos-related liabilities at March 31, 2010", fact(g("AsbestosRelatedLiabilities"), BS_1003, USD))
add(C, CLX, "Clorox advertising costs for the quarter ended March 31, 2010?", fact(g("AdvertisingExpense"), CL_Q3, USD))
add(C, GWW, "W.W. Grainger net sales for the first quarter of 2010?", fact(REV, CY10_Q1, USD))
add(C, A10K, "Apple's current federal income tax expense for fiscal 2023?", fact(g("CurrentFederalTaxExpenseBenefit"), A_FY23, USD))
add(C, A10K, "Deferred tax assets for capitalized research and development at Apple, September 30, 2023?", fact(["aapl:DeferredTaxAssetsCapitalizedResearchAndDevelopment"], A_BS23, USD))
add(C, A10K, "AAPL non-current finance lease liabilities at FY23 year-end", fact(g("FinanceLeaseLiabilityNoncurrent"), A_BS23, USD))
add(C, A10Q, "How much cash did Apple pay in income taxes (net) during the first nine months of fiscal 2023?", fact(g("IncomeTaxesPaidNet"), AQ_9M, USD))
add(C, A10Q, "Apple total unconditional purchase obligations (unrecorded) as of July 1, 2023?", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"), AQ_BS, USD))
add(C, MS, "Microsoft accounts payable at June 30, 2015?", fact(AP, M_BS15, USD))
add(C, MS, "msft amortization of intangible assets fy2015", fact(g("AmortizationOfIntangibleAssets"), M_FY15, USD))
add(C, MS, "What valuation allowance did Microsoft hold against deferred tax assets at June 30, 2015?", fact(g("DeferredTaxAssetsValuationAllowance"), M_BS15, USD))
add(C, NF, "Netflix non-current content liabilities on the December 31, 2023 balance sheet?", fact(["nflx:ContentLiabilitiesNoncurrent"], N_BS23, USD))
add(C, NF, "Netflix current income tax expense for 2023 (federal, state and foreign combined)?", fact(g("CurrentIncomeTaxExpenseBenefit"), N_FY23, USD))
add(C, NF, "NFLX cash, cash equivalents and short-term investments at 12/31/2023", fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS23, USD))
add(C, UP, "Union Pacific accounts payable at December 31, 2012?", fact(AP, U_BS12, USD))
add(C, UP, "UNP accrued casualty costs (current liability) at year-end 2012?", fact(["unp:AccruedCasualtyCosts"], U_BS12, USD))
add(C, NQ, "Netflix current deferred revenue at September 30, 2010?", fact(g("DeferredRevenueCurrent"), N10_BS, USD))
add(C, NQ, "How much did Netflix spend buying available-for-sale securities in the third quarter of 2010 (three months)?", fact(g("PaymentsToAcquireAvailableForSaleSecurities"), N10_Q3, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, NOC, "Northrop Grumman net earnings in the year-ago quarter, i.e. Q2 2008?", fact(NI, CY08_Q2, USD))
add(C, NOC, "NOC cash & equivalents at December 31, 2008", fact(CASH, BS_0812, USD))
add(C, NOC, "Northrop capital expenditures for the first six months of 2008?", fact(CAPEX, CY08_H1, USD))
add(C, GD, "General Dynamics operating earnings for Q2 2008?", fact(OPINC, CY08_Q2, USD))
add(C, GD, "GD long-term debt (non-current) at year-end 2008?", fact(LTD_NC, BS_0812, USD))
add(C, GD, "How much stock did General Dynamics buy back in the first half of 2008?", fact(BUYBACK, CY08_H1, USD))
add(C, ITW, "ITW operating income for the second quarter of 2008?", fact(OPINC, CY08_Q2, USD))
add(C, ITW, "Illinois Tool Works inventories at Dec 31, 2008?", fact(INV, BS_0812, USD))
add(C, JWN, "Nordstrom total revenues for the six months ended August 2, 2008?", fact(REV, JW_H1PY, USD))
add(C, JWN, "Nordstrom accounts receivable, net, at January 31, 2009 (fiscal 2008 year-end)?", fact(g("ReceivablesNetCurrent"), JW_BSFY, USD))
add(C, K, "Kellogg net sales in Q1 2009?", fact(g("SalesRevenueGoodsNet"), CY09_Q1, USD))
add(C, K, "K total assets at fiscal 2009 year-end (Jan 2, 2010)", fact(ASSETS, BS_0912, USD))
add(C, HON, "Honeywell SG&A for the first quarter of 2009?", fact(SGA, CY09_Q1, USD))
add(C, HON, "Honeywell inventories at Dec 31, 2009?", fact(INV, BS_0912, USD))
add(C, CLX, "Clorox net earnings for the nine months ended March 31, 2009?", fact(NI, CL_9MPY, USD))
add(C, CLX, "What was Clorox's stockholders' equity (deficit) at June 30, 2009?", fact(EQ, CL_BSFY, USD))
add(C, GWW, "Grainger operating earnings in Q1 2009?", fact(OPINC, CY09_Q1, USD))
add(C, A10K, "Apple total comprehensive income for fiscal 2022?", fact(g("ComprehensiveIncomeNetOfTax"), A_FY22, USD))
add(C, A10K, "Apple non-current accrued income taxes at September 24, 2022?", fact(g("AccruedIncomeTaxesNoncurrent"), A_BS22, USD))
add(C, A10K, "Apple's effective tax rate for fiscal 2021?", fact(g("EffectiveIncomeTaxRateContinuingOperations"), A_FY21, PURE))
add(C, A10Q, "Apple total shareholders' equity at April 1, 2023 (start of the June quarter)?", fact(EQ, (None, "2023-04-01"), USD))
add(C, A10Q, "Apple R&D expense in the June 2022 quarter (three months ended June 25, 2022)?", fact(RD, AQ_Q3PY, USD))
add(C, A10Q, "Apple interest expense for the first nine months of fiscal 2022?", fact(INTEXP, AQ_9MPY, USD))
add(C, MS, "Microsoft net income for Q2 fiscal 2014 (October-December 2013)?", fact(NI, M_Q2_14, USD))
add(C, MS, "MSFT sales and marketing expense in fiscal 2014", fact(g("SellingAndMarketingExpense"), M_FY14, USD))
add(C, MS, "Microsoft R&D spending in fiscal 2013?", fact(RD, M_FY13, USD))
add(C, NF, "Netflix technology and development expense for 2021?", fact(RD, N_FY21, USD))
add(C, NF, "Netflix operating income in 2021?", fact(OPINC, N_FY21, USD))
add(C, NF, "NFLX interest expense, FY2022", fact(INTEXP, N_FY22, USD))
add(C, UP, "Union Pacific fuel expense in 2011?", fact(g("FuelCosts"), U_FY11, USD))
add(C, UP, "UNP operating income for the third quarter of 2011?", fact(OPINC, U_Q3_11, USD))
add(C, NQ, "Netflix net income in the year-ago quarter (Q3 2009), per the Q3 2010 10-Q?", fact(NI, N10_Q3PY, USD))
add(C, NQ, "Netflix stockholders' equity at December 31, 2009?", fact(EQ, N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, NOC, "Northrop cost of product sales, first half of 2009 (six months)?", fact(g("CostOfGoodsSold"), CY09_H1, USD))
add(C, NOC, "NOC general & administrative expense for Q2 2009 only, not year-to-date", fact(g("GeneralAndAdministrativeExpense"), CY09_Q2, USD))
add(C, NOC, "Northrop income tax expense for the six months ended June 30, 2009?", fact(TAX, CY09_H1, USD))
add(C, GD, "General Dynamics cost of services for the June 2009 quarter by itself?", fact(g("CostOfServices"), CY09_Q2, USD))
add(C, GD, "GD net earnings, first six months of 2009?", fact(NI, CY09_H1, USD))
add(C, GD, "General Dynamics operating earnings YTD through the second quarter of 2009?", fact(OPINC, CY09_H1, USD))
add(C, ITW, "ITW cost of revenues for the first half of 2009?", fact(g("CostOfGoodsAndServicesSold"), CY09_H1, USD))
add(C, ITW, "Illinois Tool Works selling, administrative and R&D expenses in Q2 2009 alone (three months)?", fact(g("SellingAdministrativeAndResearchAndDevelopmentExpenses"), CY09_Q2, USD))
add(C, ITW, "ITW income taxes, six months ended June 30, 2009?", fact(TAX, CY09_H1, USD))
add(C, JWN, "Nordstrom cost of sales and related buying and occupancy costs for the first half of fiscal 2009 (six months ended Aug 1, 2009)?", fact(g("CostOfSalesAndRelatedBuyingAndOccupancyCosts"), JW_H1, USD))
add(C, JWN, "Nordstrom earnings before interest and taxes for fiscal Q2 2009 only (May-July 2009)?", fact(OPINC, JW_Q2, USD))
add(C, JWN, "How much credit card interest and fee income did Nordstrom earn in the first six months of fiscal 2009?", fact(g("InterestAndFeeIncomeLoansConsumerInstallmentCreditCard"), JW_H1, USD))
add(C, CLX, "Clorox net sales for the nine months ended March 31, 2010?", fact(g("SalesRevenueGoodsNet"), CL_9M, USD))
add(C, CLX, "Clorox R&D costs in the January-March 2010 quarter only?", fact(RD, CL_Q3, USD))
add(C, CLX, "CLX income taxes on continuing operations, fiscal 2010 year-to-date (9 months)", fact(TAX, CL_9M, USD))
add(C, A10Q, "Apple comprehensive income for the June 2023 quarter alone?", fact(g("ComprehensiveIncomeNetOfTax"), AQ_Q3, USD))
add(C, A10Q, "Apple total comprehensive income, nine months ended July 1, 2023?", fact(g("ComprehensiveIncomeNetOfTax"), AQ_9M, USD))
add(C, A10Q, "Apple operating income year-to-date through Q3 fiscal 2023 (nine months)?", fact(OPINC, AQ_9M, USD))
add(C, A10Q, "AAPL income before taxes, first three quarters of FY23 combined", fact(PRETAX, AQ_9M, USD))
add(C, A10Q, "Apple provision for income taxes for the nine months ended July 1, 2023?", fact(TAX, AQ_9M, USD))
add(C, NQ, "Netflix cost of revenues for Q3 2010 only (three months ended September 30)?", fact(COR, N10_Q3, USD))
add(C, NQ, "Netflix G&A for the nine months ended September 30, 2010?", fact(g("GeneralAndAdministrativeExpense"), N10_9M, USD))
add(C, NQ, "NFLX gross profit 9M 2010", fact(GP, N10_9M, USD))
add(C, NQ, "Netflix operating income year-to-date through September 30, 2010?", fact(OPINC, N10_9M, USD))
add(C, NQ, "Netflix total operating expenses for the first nine months of 2010?", fact(OPEX, N10_9M, USD))
add(C, MS, "Microsoft revenue for the quarter ended December 31, 2013 (Q2 FY14)?", fact(REV, M_Q2_14, USD))
add(C, MS, "Microsoft gross margin for just the January-March 2014 quarter?", fact(GP, M_Q3_14, USD))
add(C, MS, "MSFT net income, three months ended March 31, 2015", fact(NI, M_Q3_15, USD))
add(C, UP, "Union Pacific net income for the first quarter of 2012 alone?", fact(NI, U_Q1_12, USD))
add(C, UP, "UNP operating revenues in Q1 2011 (quarter only)?", fact(REV, U_Q1_11, USD))

# =================================================================== derived
C = "derived"
add(C, NOC, "Northrop Grumman operating margin for Q2 2009 (operating income / total sales and service revenues)?", ratio(OPINC, REV, CY09_Q2))
add(C, NOC, "NOC effective tax rate, first half 2009: income tax expense ÷ earnings from continuing operations before taxes?", ratio(TAX, PRETAX, CY09_H1))
add(C, NOC, "Year-over-year change in Northrop's Q2 sales, Q2 2009 vs Q2 2008, in percent?", growth(REV, CY09_Q2, CY08_Q2))
add(C, GD, "General Dynamics current ratio at June 30, 2009 (current assets / current liabilities)?", ratio(AC, LC, BS_0906))
add(C, GD, "GD net margin for H1 2009 = net earnings ÷ revenues?", ratio(NI, REV, CY09_H1))
add(C, GD, "General Dynamics long-term debt to shareholders' equity at mid-2009 (non-current long-term debt ÷ equity, June 30, 2009)?", ratio(LTD_NC, EQ, BS_0906))
add(C, ITW, "ITW gross margin for the first half of 2009: (operating revenues - cost of revenues) / operating revenues?", margin_from_cost(REV, g("CostOfGoodsAndServicesSold"), CY09_H1))
add(C, ITW, "By what percentage did Illinois Tool Works' Q2 revenues change year over year (Q2 2009 vs Q2 2008)?", growth(REV, CY09_Q2, CY08_Q2))
add(C, JWN, "Nordstrom operating margin on net sales for fiscal Q2 2009 (operating income / net sales)?", ratio(OPINC, g("SalesRevenueNet"), JW_Q2))
add(C, JWN, "Change in Nordstrom merchandise inventories from Jan 31, 2009 to Aug 1, 2009 (August minus January)?", diff(INV, INV, JW_BS, JW_BSFY))
add(C, K, "Kellogg gross margin in Q1 2010: (net sales - cost of goods sold) / net sales?", margin_from_cost(g("SalesRevenueGoodsNet"), g("CostOfGoodsSold"), CY10_Q1))
add(C, K, "Kellogg SG&A as a percent of net sales, Q1 2010?", ratio(SGA, g("SalesRevenueGoodsNet"), CY10_Q1))
add(C, HON, "Honeywell effective tax rate in Q1 2010 (tax expense ÷ income before taxes)?", ratio(TAX, g("IncomeBeforeTaxes"), CY10_Q1))
add(C, HON, "What share of Honeywell's Q1 2010 net sales came from services (service sales ÷ total net sales)?", ratio(g("SalesRevenueServicesNet"), g("Revenues"), CY10_Q1))
add(C, CLX, "Clorox advertising spend as a percentage of net sales for the nine months ended March 31, 2010?", ratio(g("AdvertisingExpense"), g("SalesRevenueGoodsNet"), CL_9M))
add(C, GWW, "Grainger gross margin for Q1 2010 (gross profit / net sales)?", ratio(GP, REV, CY10_Q1))
add(C, GWW, "GWW sales growth Q1 2010 over Q1 2009, percent?", growth(REV, CY10_Q1, CY09_Q1))
add(C, A10K, "What fraction of Apple's fiscal 2022 pre-tax income was foreign (foreign pre-tax income ÷ total income before taxes)?", ratio(FOREIGN_PT, PRETAX, A_FY22))
add(C, A10K, "Apple Services gross margin percentage in fiscal 2021: (Services net sales - Services cost of sales) / Services net sales?", margin_from_cost(REV, COR, A_FY21, SVC))
add(C, A10K, "Apple Products gross margin % for FY2022, computed as (Products net sales - Products cost of sales) ÷ Products net sales?", margin_from_cost(REV, COR, A_FY22, PRD))
add(C, A10Q, "Apple R&D as a share of net sales for the nine months ended June 25, 2022?", ratio(RD, REV, AQ_9MPY))
add(C, A10Q, "Apple effective tax rate for the first nine months of fiscal 2023 (provision ÷ income before provision)?", ratio(TAX, PRETAX, AQ_9M))
add(C, MS, "Microsoft effective tax rate for fiscal 2014 (provision for income taxes / income before income taxes)?", ratio(TAX, PRETAX, M_FY14))
add(C, MS, "Foreign share of Microsoft's fiscal 2015 income before income taxes?", ratio(FOREIGN_PT, PRETAX, M_FY15))
add(C, MS, "Growth in Microsoft net income, March 2015 quarter vs March 2014 quarter (%)?", growth(NI, M_Q3_15, M_Q3_14))
add(C, NF, "Netflix technology and development expense growth, 2022 vs 2021?", growth(RD, N_FY22, N_FY21))
add(C, NF, "NFLX effective tax rate 2022 = provision for income taxes / income before income taxes?", ratio(TAX, PRETAX, N_FY22))
add(C, NF, "What share of Netflix's 2023 content amortization related to produced (vs licensed) content? Produced content amortization ÷ total content amortization.", ratio(AMORT, AMORT, N_FY23, m_num=PRODUCED))
add(C, UP, "Union Pacific operating margin in Q3 2011 (operating income ÷ operating revenues)?", ratio(OPINC, REV, U_Q3_11))
add(C, UP, "Coal's share of Union Pacific freight revenue in 2011 (coal freight revenue ÷ total freight revenues)?", ratio(FRT, FRT, U_FY11, m_num={BSEG: "unp:CoalMember"}))
add(C, UP, "UNP dividend payout in 2011 measured as cash dividends paid ÷ net income?", ratio(g("PaymentsOfDividends"), NI, U_FY11))
add(C, NQ, "Netflix G&A as a percent of revenue for the nine months ended September 30, 2010?", ratio(g("GeneralAndAdministrativeExpense"), REV, N10_9M))

# =================================================================== members
C = "members"
add(C, CBS, "CBS Class A common shares issued at March 31, 2010?", fact(g("CommonStockSharesIssued"), BS_1003, SH, CLA))
add(C, CBS, "How many CBS Class B shares were issued as of December 31, 2009?", fact(g("CommonStockSharesIssued"), BS_0912, SH, CLB))
add(C, CBS, "CBS Class B common stock authorized shares at 3/31/2010", fact(g("CommonStockSharesAuthorized"), BS_1003, SH, CLB))
add(C, DTV, "DIRECTV Class A common shares outstanding at March 31, 2010?", fact(SHOUT, BS_1003, SH, CLA))
add(C, DTV, "DirecTV Class B shares outstanding at year-end 2009?", fact(SHOUT, BS_0912, SH, CLB))
add(C, DTV, "DTV Class A authorized shares, March 31, 2010", fact(g("CommonStockSharesAuthorized"), BS_1003, SH, CLA))
add(C, A10K, "Apple Americas segment operating income for fiscal 2021?", fact(OPINC, A_FY21, USD, {BSEG: "aapl:AmericasSegmentMember"}))
add(C, A10K, "Greater China segment operating income at Apple in FY2022?", fact(OPINC, A_FY22, USD, {BSEG: "aapl:GreaterChinaSegmentMember"}))
add(C, A10K, "Apple Rest of Asia Pacific operating income, fiscal 2021?", fact(OPINC, A_FY21, USD, {BSEG: "aapl:RestOfAsiaPacificSegmentMember"}))
add(C, A10K, "Apple Europe segment operating income in fiscal 2022?", fact(OPINC, A_FY22, USD, {BSEG: "aapl:EuropeSegmentMember"}))
add(C, A10K, "Apple Products cost of sales for fiscal 2021?", fact(COR, A_FY21, USD, PRD))
add(C, A10K, "What did Services cost Apple (cost of sales) in fiscal 2021?", fact(COR, A_FY21, USD, SVC))
add(C, A10K, "iPhone net sales in fiscal 2021?", fact(REV, A_FY21, USD, {PROD: "aapl:IPhoneMember"}))
add(C, A10K, "Apple gross leasehold improvements at September 24, 2022?", fact(g("PropertyPlantAndEquipmentGross"), A_BS22, USD, {PPEAX: "us-gaap:LeaseholdImprovementsMember"}))
add(C, A10K, "Apple's long-lived assets located in the U.S. at September 24, 2022?", fact(g("NoncurrentAssets"), A_BS22, USD, {GEO: "country:US"}))
add(C, A10K, "Gross machinery, equipment and internal-use software at Apple, September 24, 2022?", fact(g("PropertyPlantAndEquipmentGross"), A_BS22, USD, {PPEAX: "aapl:MachineryEquipmentandInternalUseSoftwareMember"}))
add(C, A10Q, "iPad net sales for the nine months ended June 25, 2022?", fact(REV, AQ_9MPY, USD, {PROD: "aapl:IPadMember"}))
add(C, A10Q, "Apple Services net sales, first nine months of fiscal 2022?", fact(REV, AQ_9MPY, USD, SVC))
add(C, A10Q, "Apple Products cost of sales, nine months ended July 1, 2023?", fact(COR, AQ_9M, USD, PRD))
add(C, A10Q, "Services cost of sales at Apple in the June 2022 quarter?", fact(COR, AQ_Q3PY, USD, SVC))
add(C, NF, "Netflix amortization of licensed content in 2023?", fact(AMORT, N_FY23, USD, LICENSED))
add(C, NF, "Netflix produced content amortization for 2022?", fact(AMORT, N_FY22, USD, PRODUCED))
add(C, NF, "Net produced content assets at Netflix, December 31, 2022?", fact(["nflx:ContentAssetsNet"], N_BS22, USD, PRODUCED))
add(C, NF, "Netflix UCAN (US and Canada) paid memberships at the end of 2022?", fact(PAIDM, N_BS22, PURE, dict(NSTR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add(C, NF, "EMEA paid streaming memberships at Netflix as of December 31, 2022?", fact(PAIDM, N_BS22, PURE, dict(NSTR, **{GEO: "us-gaap:EMEAMember"})))
add(C, NF, "Netflix long-lived assets in the United States at year-end 2023?", fact(g("NoncurrentAssets"), N_BS23, USD, {GEO: "country:US"}))
add(C, UP, "Union Pacific agricultural products freight revenue, 2011?", fact(FRT, U_FY11, USD, {BSEG: "unp:AgricultureMember"}))
add(C, UP, "UNP industrial products freight revenues in 2011?", fact(FRT, U_FY11, USD, {BSEG: "unp:IndustrialProductsMember"}))
add(C, UP, "Union Pacific chemicals freight revenue for 2010?", fact(FRT, U_FY10, USD, {BSEG: "unp:ChemicalsMember"}))
add(C, UP, "Accumulated depreciation on Union Pacific's locomotives at December 31, 2012?", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, {PPEAX: "unp:EquipmentLocomotivesMember"}))

# =================================================================== per_share
C = "per_share"
add(C, NOC, "Northrop Grumman diluted EPS for Q2 2009?", fact(EPSD, CY09_Q2, PS))
add(C, NOC, "NOC dividends declared per share, six months ended June 30, 2009", fact(DPS, CY09_H1, PS))
add(C, NOC, "Northrop basic EPS from continuing operations for the first half of 2008?", fact(g("IncomeLossFromContinuingOperationsPerBasicShare"), CY08_H1, PS))
add(C, GD, "General Dynamics cash dividends paid per share in H1 2009?", fact(DPS_PAID, CY09_H1, PS))
add(C, GD, "GD diluted earnings per share, Q2 2009 (quarter ended July 5)?", fact(EPSD, CY09_Q2, PS))
add(C, ITW, "ITW diluted EPS for the second quarter of 2009?", fact(EPSD, CY09_Q2, PS))
add(C, ITW, "Illinois Tool Works dividends declared per share in the first half of 2009?", fact(DPS, CY09_H1, PS))
add(C, JWN, "Nordstrom diluted EPS for the six months ended August 1, 2009?", fact(EPSD, JW_H1, PS))
add(C, JWN, "Nordstrom common shares outstanding at Aug 1, 2009?", fact(SHOUT, JW_BS, SH))
add(C, K, "Kellogg diluted EPS, Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, K, "Kellogg dividends paid per share in the first quarter of 2010?", fact(DPS_PAID, CY10_Q1, PS))
add(C, HON, "Honeywell diluted earnings per share for Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, CLX, "Clorox dividends declared per share for the first nine months of fiscal 2010?", fact(DPS, CL_9M, PS))
add(C, CLX, "CLX diluted EPS, quarter ended March 31, 2010", fact(EPSD, CL_Q3, PS))
add(C, GWW, "Grainger diluted EPS in Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, GWW, "Grainger weighted average diluted shares for the first quarter of 2010?", fact(WAD, CY10_Q1, SH))
add(C, A10Q, "Apple basic EPS for the June 2023 quarter?", fact(EPSB, AQ_Q3, PS))
add(C, A10Q, "Apple diluted EPS, nine months ended July 1, 2023?", fact(EPSD, AQ_9M, PS))
add(C, A10Q, "AAPL basic EPS for the first nine months of fiscal 2022", fact(EPSB, AQ_9MPY, PS))
add(C, A10Q, "Apple dividends declared per share over the nine months ended June 25, 2022?", fact(DPS, AQ_9MPY, PS))
add(C, A10Q, "Apple common shares outstanding at July 1, 2023?", fact(SHOUT, AQ_BS, SH))
add(C, A10K, "Apple diluted EPS for fiscal 2021?", fact(EPSD, A_FY21, PS))
add(C, MS, "Microsoft diluted EPS for the December 2013 quarter?", fact(EPSD, M_Q2_14, PS))
add(C, MS, "MSFT basic EPS fiscal 2014", fact(EPSB, M_FY14, PS))
add(C, MS, "Microsoft dividends declared per share in fiscal 2013?", fact(DPS, M_FY13, PS))
add(C, NF, "Netflix diluted EPS for 2022?", fact(EPSD, N_FY22, PS))
add(C, NF, "Netflix weighted-average basic shares outstanding in 2023?", fact(WAB, N_FY23, SH))
add(C, UP, "Union Pacific basic EPS for the fourth quarter of 2011?", fact(EPSB, U_Q4_11, PS))
add(C, UP, "UNP dividends declared per share in 2011?", fact(DPS, U_FY11, PS))
add(C, NQ, "Netflix basic EPS for the third quarter of 2010?", fact(EPSB, N10_Q3, PS))
add(C, NQ, "Netflix diluted EPS, nine months ended September 30, 2009?", fact(EPSD, N10_9MPY, PS))

# =================================================================== jargon
C = "jargon"
add(C, NOC, "NOC FCF 1H09 (CFO less capex)?", fcf(CY09_H1))
add(C, NOC, "Northrop buybacks in the first half of 2009?", fact(BUYBACK, CY09_H1, USD))
add(C, NOC, "Northrop CFO, six months to June 2009?", fact(OCF, CY09_H1, USD))
add(C, GD, "GD capex H1 2009", fact(CAPEX, CY09_H1, USD))
add(C, GD, "General Dynamics CFF for the first half of 2009?", fact(FCF_, CY09_H1, USD))
add(C, GD, "GD SBC, six months 2009?", fact(SBC, CY09_H1, USD))
add(C, ITW, "ITW cash from ops, 1H 2009?", fact(OCF, CY09_H1, USD))
add(C, ITW, "Illinois Tool Works PBT (pre-tax income from continuing ops) for H1 2009?", fact(PRETAX, CY09_H1, USD))
add(C, JWN, "Nordstrom CFO, first half fiscal 2009?", fact(OCF, JW_H1, USD))
add(C, JWN, "JWN capex YTD fiscal 2009 (capital expenditures, six months)?", fact(g("PaymentsToAcquireProductiveAssets"), JW_H1, USD))
add(C, K, "Kellogg OCF for Q1 2010?", fact(OCF, CY10_Q1, USD))
add(C, K, "Kellogg free cash flow in Q1 2010, operating cash flow minus capex?", fcf(CY10_Q1))
add(C, K, "K share buybacks Q1 2010", fact(BUYBACK, CY10_Q1, USD))
add(C, HON, "Honeywell cash from operations, 1Q10?", fact(OCF, CY10_Q1, USD))
add(C, CLX, "Clorox CFO for the nine months through March 2010?", fact(OCF, CL_9M, USD))
add(C, CLX, "CLX capex, 9M FY10", fact(CAPEX, CL_9M, USD))
add(C, GWW, "Grainger D&A for Q1 2010?", fact(DA, CY10_Q1, USD))
add(C, GWW, "GWW stock comp expense (SBC) in the first quarter of 2010?", fact(SBC, CY10_Q1, USD))
add(C, A10Q, "Apple SBC for the first nine months of FY23 (cash-flow add-back)?", fact(SBC, AQ_9M, USD))
add(C, A10Q, "AAPL taxes paid on net share settlement of RSUs, 9M FY23", fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_9M, USD))
add(C, A10Q, "Apple FCF for the nine months ended June 25, 2022 (CFO - capex)?", fcf(AQ_9MPY))
add(C, A10K, "Apple CFF for fiscal 2023?", fact(FCF_, A_FY23, USD))
add(C, A10K, "AAPL CFI FY22", fact(ICF, A_FY22, USD))
add(C, A10K, "Apple buybacks in fiscal 2022?", fact(BUYBACK, A_FY22, USD))
add(C, A10K, "Apple D&A for fiscal 2022?", fact(DA, A_FY22, USD))
add(C, MS, "Microsoft CFO for fiscal 2013?", fact(OCF, M_FY13, USD))
add(C, MS, "MSFT capex FY13 (additions to property and equipment)", fact(CAPEX, M_FY13, USD))
add(C, NF, "Netflix FCF in 2022, defined as net cash from operating activities minus purchases of property and equipment?", fcf(N_FY22))
add(C, NF, "NFLX SBC 2022?", fact(SBC, N_FY22, USD))
add(C, UP, "Union Pacific CFO in 2011?", fact(OCF, U_FY11, USD))
add(C, UP, "UNP buybacks (repurchase of common shares) for 2011?", fact(BUYBACK, U_FY11, USD))
add(C, NQ, "Netflix capex, first nine months of 2009?", fact(CAPEX, N10_9MPY, USD))
add(C, NQ, "NFLX buybacks in Q3 2010 (three months)?", fact(BUYBACK, N10_Q3, USD))

# =================================================================== refuse
C = "refuse"
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
add(C, NOC, "Palantir government revenue for Q2 2009?", refuse(oc, "Palantir is not in the data (Northrop Grumman is).", other("PALANTIR")))
add(C, K, "Post Holdings cereal net sales for Q1 2010?", refuse(oc, "Post Holdings is not in the data (Kellogg is).", other("POST HOLDINGS")))
add(C, GWW, "Wurth Group MRO sales in the first quarter of 2010?", refuse(oc, "Wurth is not in the data (Grainger is).", other("WURTH", "WUERTH")))
add(C, CLX, "Church & Dwight net sales for the March 2010 quarter?", refuse(oc, "Church & Dwight is not in the data (Clorox is).", other("CHURCH & DWIGHT", "CHURCH AND DWIGHT")))
add(C, NF, "Roku platform revenue for 2023?", refuse(oc, "Roku is not in the data (Netflix is).", other("ROKU")))
add(C, A10K, "OnePlus handset shipments and revenue for fiscal 2023?", refuse(oc, "OnePlus is not in the data (Apple is).", other("ONEPLUS", "ONE PLUS")))
add(C, UP, "Ferromex freight revenue for 2012?", refuse(oc, "Ferromex is not in the data (Union Pacific is).", other("FERROMEX", "GRUPO MEXICO")))
add(C, MS, "Snowflake product revenue for fiscal 2015?", refuse(oc, "Snowflake is not in the data (Microsoft is).", other("SNOWFLAKE")))
add(C, NOC, "Northrop Grumman sales for Q3 2009 (quarter ended September 30, 2009)?", refuse(pn, "The 10-Q covers periods ended June 30, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, K, "Kellogg net sales for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports only the quarters ended April 2010 and March 2009 for sales.", absent(g("SalesRevenueGoodsNet"), CY09_FY)))
add(C, CLX, "Clorox net sales for full fiscal 2009 (year ended June 30, 2009)?", refuse(pn, "The fiscal Q3 2010 10-Q reports quarters and nine-month periods only.", absent(g("SalesRevenueGoodsNet"), ("2008-07-01", "2009-06-30"))))
add(C, JWN, "Nordstrom total revenues for fiscal Q1 2009 (February-April 2009)?", refuse(pn, "The Q2 10-Q reports the second quarter and six-month periods, not Q1 alone.", absent(REV, ("2009-02-01", "2009-04-30"))))
add(C, A10K, "Apple net sales for fiscal 2019?", refuse(pn, "The FY23 10-K income statement covers FY2021-FY2023.", absent(REV, ("2018-09-30", "2019-09-28"))))
add(C, MS, "Microsoft net income for Q1 fiscal 2013 (July-September 2012)?", refuse(pn, "Quarterly data in the FY15 10-K cover fiscal 2014 and 2015 only.", absent(NI, ("2012-07-01", "2012-09-30"))))
add(C, NF, "Netflix revenues for 2020?", refuse(pn, "The 2023 10-K income statement covers 2021-2023.", absent(REV, ("2020-01-01", "2020-12-31"))))
add(C, UP, "Union Pacific operating income for the first quarter of 2010?", refuse(pn, "Quarterly data in the 2012 10-K cover 2011 and 2012 only.", absent(OPINC, ("2010-01-01", "2010-03-31"))))
add(C, GWW, "Grainger research and development expense in Q1 2010?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, HON, "Honeywell advertising expense for Q1 2010?", refuse(cn, "No advertising expense fact is reported.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense"))))
add(C, K, "Kellogg R&D spending in the first quarter of 2010?", refuse(cn, "No R&D expense is reported in the 10-Q data.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, GD, "General Dynamics R&D expense for the first half of 2009?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, NQ, "Netflix dividends per share for the nine months ended September 30, 2010?", refuse(cn, "Netflix paid no dividends; no dividend-per-share fact is reported.", absent_any(DPS + DPS_PAID)))
add(C, NF, "Netflix dividends declared per share in 2023?", refuse(cn, "Netflix pays no dividend; no dividend-per-share fact is reported.", absent_any(DPS + DPS_PAID)))
add(C, UP, "Union Pacific goodwill at December 31, 2012?", refuse(cn, "No goodwill is reported.", absent_any(GW)))
add(C, JWN, "Nordstrom revenue for the quarter ended August 1, 2009?", refuse(am, "Total revenues (incl. credit card revenues) and net sales are both reported and differ.",
    amb((g("Revenues"), JW_Q2, None), (g("SalesRevenueNet"), JW_Q2, None))))
add(C, NOC, "Northrop Grumman cost of sales for Q2 2009?", refuse(am, "Cost of product sales and cost of service revenues are reported separately with no total.",
    amb((g("CostOfGoodsSold"), CY09_Q2, None), (g("CostOfServices"), CY09_Q2, None))))
add(C, HON, "Honeywell debt at March 31, 2010?", refuse(am, "Long-term debt, its current portion and commercial paper are reported separately.",
    amb((g("LongTermDebtAndCapitalLeaseObligations"), BS_1003, None), (g("LongTermDebtAndCapitalLeaseObligationsCurrent"), BS_1003, None), (g("CommercialPaper"), BS_1003, None))))
add(C, CBS, "CBS shares issued at March 31, 2010?", refuse(am, "Shares issued are reported by class (Class A and Class B); no total is tagged.",
    amb((g("CommonStockSharesIssued"), BS_1003, CLA), (g("CommonStockSharesIssued"), BS_1003, CLB))))
add(C, A10Q, "Apple cash at July 1, 2023?", refuse(am, "Cash and cash equivalents, cash incl. restricted cash, and cash (excluding equivalents) all differ.",
    amb((CASH, AQ_BS, None), (g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), AQ_BS, None))))
add(C, NF, "Netflix deferred taxes for 2023?", refuse(am, "Deferred income tax expense (benefit) for 2023 and the net deferred tax asset at year-end both fit.",
    amb((g("DeferredIncomeTaxExpenseBenefit"), N_FY23, None), (g("DeferredTaxAssetsNet"), N_BS23, None))))
add(C, MS, "Microsoft EPS for fiscal 2015?", refuse(am, "Basic and diluted EPS are both reported and differ.",
    amb((EPSB, M_FY15, None), (EPSD, M_FY15, None))))
PREV = (gr.QUESTIONS_4, gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3)


def sig(q):
    g_ = q["gold"]
    return (q["filing"], g_.get("formula"), tuple((i["concept"], i["period"].get("start"), i["period"]["end"],
                                                   tuple(sorted((i.get("members") or {}).items()))) for i in g_["inputs"]))


def check_overlap():
    """Flag answerable questions that resolve to the same (filing, formula, input facts) as a question of rounds 1-4,
    and any question text identical to an earlier round's."""
    old, texts = set(), set()
    for f in PREV:
        for l in open(f):
            q = json.loads(l)
            texts.add(q["question"].strip().lower())
            if q["gold"].get("answerable"):
                old.add(sig(q))
    n = 0
    for q in load():
        if (q["gold"].get("answerable") and sig(q) in old) or q["question"].strip().lower() in texts:
            n += 1
            print("OVERLAP %s: %s" % (q["id"], q["question"]))
    # refusals: same filing and same probe as an earlier round's refusal
    oldp = set()
    for f in PREV:
        pf = os.path.splitext(f)[0] + "_probes.jsonl"
        if not os.path.exists(pf):
            continue
        fil = {json.loads(l)["id"]: json.loads(l)["filing"] for l in open(f)}
        for l in open(pf):
            p = json.loads(l)
            oldp.add((fil.get(p["id"]), json.dumps(p["probe"], sort_keys=True)))
    probes = {json.loads(l)["id"]: json.loads(l)["probe"] for l in open(os.path.splitext(gr.QUESTIONS_5)[0] + "_probes.jsonl")}
    for q in load():
        pr = probes.get(q["id"])
        if pr is not None and (q["filing"], json.dumps(pr, sort_keys=True)) in oldp:
            n += 1
            print("PROBE OVERLAP %s: %s" % (q["id"], q["question"]))
    return n


def load():
    return gr.load_questions(gr.QUESTIONS_5)


def main():
    probes = []
    for i, q in enumerate(Q, 1):
        qid = "h5-%04d" % i
        pr = q["gold"].pop("_probe", None)
        if not q["gold"]["answerable"]:
            probes.append({"id": qid, "probe": pr})
        Q[i - 1] = dict({"id": qid}, **q)
    path = gr.QUESTIONS_5
    with open(path, "w") as fh:
        for q in Q:
            fh.write(json.dumps(q) + "\n")
    with open(os.path.splitext(gr.QUESTIONS_5)[0] + "_probes.jsonl", "w") as fh:
        for p in probes:
            fh.write(json.dumps(p) + "\n")
    print("wrote %d questions, %d refusal probes" % (len(Q), len(probes)))
    gr.fill(path)
    n = check_overlap()
    print("%d overlaps with rounds 1-4" % n)


if __name__ == "__main__":
    main()
