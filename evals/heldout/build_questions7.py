#!/usr/bin/env python3
"""Writes evals/data/ask_heldout7.jsonl and its refusal probes (round 7) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout7_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform6/build_questions.py, which copied ask-freeform5).
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

CSI = g("CommonStockSharesIssued")
PSG = g("SalesRevenueGoodsNet")
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
APSEG = lambda m: {SEG: "aapl:%s" % m}
APPRD = lambda m: {PROD: "aapl:%s" % m}
UPPE = lambda m: {PPEAX: m}
NGEO = lambda m: {PROD: "nflx:StreamingMember", GEO: m}


# ------------------------------------------------------------------ round 7 FSDS filings (companies no round 1-6 used)
GIS = "fsds:0000950123-09-045366"    # GENERAL MILLS INC 10-Q, fiscal Q1 2010 ended 2009-08-30 (ddate 2009-08-31) (2009q3)
PAYX = "fsds:0000950123-09-045262"   # PAYCHEX INC 10-Q, fiscal Q1 2010 ended 2009-08-31 (2009q3)
GME = "fsds:0000950123-09-042090"    # GAMESTOP CORP 10-Q, fiscal Q2 2009 ended 2009-08-01 (ddate 2009-07-31) (2009q3)
NVDA = "fsds:0001045810-09-000024"   # NVIDIA CORP 10-Q, fiscal Q2 2010 ended 2009-07-26 (ddate 2009-07-31) (2009q3)
WAG = "fsds:0000104207-10-000059"    # WALGREEN CO 10-Q, fiscal Q3 2010 ended 2010-05-31 (2010q2)
ACN = "fsds:0001193125-10-146681"    # ACCENTURE PLC 10-Q, fiscal Q3 2010 ended 2010-05-31 (2010q2)
DELL = "fsds:0000950123-10-057270"   # DELL INC 10-Q, fiscal Q1 2011 ended 2010-04-30 (2010q2)
COST = "fsds:0001193125-10-137013"   # COSTCO WHOLESALE 10-Q, fiscal Q3 2010 (12 weeks) ended 2010-05-09 (ddate 2010-04-30) (2010q2)

# General Mills / Paychex: fiscal year starts June 1
GM_Q1, GM_Q1PY, GM_FY09 = ("2009-06-01", "2009-08-31"), ("2008-06-01", "2008-08-31"), ("2008-06-01", "2009-05-31")
GM_BS, GM_BSFY, GM_BSPY, GM_BS08 = (None, "2009-08-31"), (None, "2009-05-31"), (None, "2008-08-31"), (None, "2008-05-31")
# GameStop / NVIDIA: fiscal year starts Feb 1 (FSDS month-end dates)
H2_Q, H2_H1 = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
H2_QPY, H2_H1PY = ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
H2_BS, H2_BSFY, H2_BSPY = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-07-31")
# Walgreens / Accenture: fiscal year starts Sep 1
MA_Q3, MA_9M = ("2010-03-01", "2010-05-31"), ("2009-09-01", "2010-05-31")
MA_Q3PY, MA_9MPY = ("2009-03-01", "2009-05-31"), ("2008-09-01", "2009-05-31")
MA_BS, MA_BSFY, MA_BSPY = (None, "2010-05-31"), (None, "2009-08-31"), (None, "2009-05-31")
# Dell: fiscal year starts ~Feb 1
DL_Q1, DL_Q1PY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
DL_BS, DL_BSFY = (None, "2010-04-30"), (None, "2010-01-31")
# Costco: fiscal Q3 (12 weeks) and 36 weeks, FSDS ddate 2010-04-30
CO_Q3, CO_9M = ("2010-02-01", "2010-04-30"), ("2009-08-01", "2010-04-30")
CO_Q3PY, CO_9MPY = ("2009-02-01", "2009-04-30"), ("2008-08-01", "2009-04-30")
CO_BS, CO_BSFY = (None, "2010-04-30"), (None, "2009-08-31")

CLASS = lambda m: {"ClassOfStock": m}
CLX = CLASS("CommonClassX")
ORD = CLASS("OrdinaryShares")
NETSALES = g("SalesRevenueNet")
SVCREV = g("SalesRevenueServicesNet")
TOTREV = g("Revenues")
MEMBERSHIP = g("RevenueFromEnrollmentAndRegistrationFeesExcludingHospitalityEnterprises")
TSH = g("TreasuryStockShares")
AUTH = g("CommonStockSharesAuthorized")
MGEO = G + "StatementGeographicalAxis"      # Microsoft uses the us-gaap geographic axis
MSEG = lambda cons, seg=None, grp=None: dict([(CONS, "msft:%s" % cons)] + ([(SEG, "msft:%s" % seg)] if seg else [])
                                             + ([("msft:SegmentGroupAxis", "msft:%s" % grp)] if grp else []))
UCAN, EMEA = "nflx:UnitedStatesAndCanadaMember", "us-gaap:EMEAMember"

# =================================================================== direct
C = "direct"
add(C, GIS, "General Mills net sales for the first quarter of fiscal 2010 (quarter ended August 30, 2009)?", fact(REV, GM_Q1, USD))
add(C, GIS, "What inventories did General Mills carry at August 30, 2009?", fact(INV, GM_BS, USD))
add(C, PAYX, "Paychex total revenue for the three months ended August 31, 2009", fact(TOTREV, GM_Q1, USD))
add(C, PAYX, "How much did Paychex hold in funds held for clients at August 31, 2009?", fact(g("FundsHeldForClients"), GM_BS, USD))
add(C, GME, "GameStop net sales for the 13 weeks ended August 1, 2009", fact(PSG, H2_Q, USD))
add(C, NVDA, "NVIDIA revenue for the second quarter of fiscal 2010 (ended July 26, 2009)?", fact(TOTREV, H2_Q, USD))
add(C, NVDA, "nvda R&D expense, three months ended 7/26/2009", fact(RD, H2_Q, USD))
add(C, WAG, "Walgreens net sales for the quarter ended May 31, 2010", fact(NETSALES, MA_Q3, USD))
add(C, WAG, "Walgreen Co. goodwill as of May 31, 2010?", fact(GW, MA_BS, USD))
add(C, ACN, "Accenture net revenues before reimbursements for the quarter ended May 31, 2010", fact(SVCREV, MA_Q3, USD))
add(C, DELL, "Dell total net revenue for Q1 of fiscal 2011 (quarter ended April 30, 2010)", fact(TOTREV, DL_Q1, USD))
add(C, DELL, "What were Dell's inventories at April 30, 2010?", fact(INV, DL_BS, USD))
add(C, COST, "Costco membership fees for the third quarter of fiscal 2010 (12 weeks ended May 9, 2010)", fact(MEMBERSHIP, CO_Q3, USD))
add(C, A10K, "Apple accumulated depreciation and amortization on property, plant and equipment at September 30, 2023", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), A_BS23, USD))
add(C, A10K, "What were Apple's other non-current liabilities at September 30, 2023?", fact(g("OtherLiabilitiesNoncurrent"), A_BS23, USD))
add(C, A10K, "Apple FY2023 cash flow line 'payments for taxes related to net share settlement of equity awards'", fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY23, USD))
add(C, A10Q, "Apple vendor non-trade receivables as of July 1, 2023", fact(g("NontradeReceivablesCurrent"), AQ_BS, USD))
add(C, A10Q, "Apple retained earnings (accumulated deficit) at July 1, 2023?", fact(RE, AQ_BS, USD))
add(C, MS, "Microsoft interest paid in cash during fiscal 2015", fact(g("InterestPaid"), M_FY15, USD))
add(C, MS, "What were Microsoft's long-term investments on the June 30, 2015 balance sheet?", fact(g("LongTermInvestments"), M_BS15, USD))
add(C, NF, "Netflix short-term investments at December 31, 2023", fact(g("ShortTermInvestments"), N_BS23, USD))
add(C, NF, "Netflix total purchase obligations as of December 31, 2023?", fact(g("PurchaseObligation"), N_BS23, USD))
add(C, UP, "Union Pacific retained earnings on the balance sheet at December 31, 2012", fact(RE, U_BS12, USD))
add(C, UP, "UNP equipment rents payable at year-end 2012", fact(["unp:EquipmentRentsPayable"], U_BS12, USD))
add(C, NQ, "Netflix proceeds from issuance of common stock, nine months ended September 30, 2010", fact(g("ProceedsFromIssuanceOfCommonStock"), N10_9M, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, GIS, "General Mills net sales in the year-ago quarter (first quarter of fiscal 2009, ended August 2008)?", fact(REV, GM_Q1PY, USD))
add(C, GIS, "General Mills total assets at May 31, 2009 (fiscal 2009 year-end)", fact(ASSETS, GM_BSFY, USD))
add(C, PAYX, "Paychex net income for the first quarter of fiscal 2009 (three months ended August 31, 2008)", fact(NI, GM_Q1PY, USD))
add(C, PAYX, "What was Paychex's total stockholders' equity at May 31, 2009?", fact(EQ, GM_BSFY, USD))
add(C, GME, "GameStop net sales for the 26 weeks ended August 2, 2008", fact(PSG, H2_H1PY, USD))
add(C, GME, "GameStop goodwill at January 31, 2009 (fiscal 2008 year-end)", fact(GW, H2_BSFY, USD))
add(C, NVDA, "NVIDIA net income (loss) for the quarter ended July 27, 2008 (Q2 fiscal 2009)?", fact(NI, H2_QPY, USD))
add(C, WAG, "Walgreens net earnings for the third quarter of fiscal 2009 (March-May 2009)", fact(NI, MA_Q3PY, USD))
add(C, WAG, "Walgreen total assets as of August 31, 2009", fact(ASSETS, MA_BSFY, USD))
add(C, ACN, "Accenture operating income for the quarter ended May 31, 2009", fact(OPINC, MA_Q3PY, USD))
add(C, DELL, "Dell net income, first quarter of fiscal 2010 (ended May 1, 2009)", fact(NI, DL_Q1PY, USD))
add(C, DELL, "Dell cash and cash equivalents at January 29, 2010 (fiscal 2010 year-end)?", fact(CASH, DL_BSFY, USD))
add(C, COST, "Costco net sales for the 36 weeks ended May 10, 2009", fact(NETSALES, CO_9MPY, USD))
add(C, A10K, "Apple other income/(expense), net for fiscal 2021", fact(g("NonoperatingIncomeExpense"), A_FY21, USD))
add(C, A10K, "What was Apple's interest expense in fiscal year 2021?", fact(INTEXP, A_FY21, USD))
add(C, A10Q, "Apple total operating expenses in the June 2022 quarter (three months ended June 25, 2022)", fact(OPEX, AQ_Q3PY, USD))
add(C, A10Q, "Apple total shareholders' equity as of June 25, 2022", fact(EQ, (None, "2022-06-25"), USD))
add(C, MS, "Microsoft cost of revenue for fiscal 2014", fact(COR, M_FY14, USD))
add(C, MS, "MSFT general and administrative expense, FY2014", fact(g("GeneralAndAdministrativeExpense"), M_FY14, USD))
add(C, MS, "Microsoft net income for the quarter ended June 30, 2014 (Q4 of fiscal 2014)?", fact(NI, M_Q4_14, USD))
add(C, NF, "Netflix general and administrative expenses in 2022", fact(g("GeneralAndAdministrativeExpense"), N_FY22, USD))
add(C, NF, "Netflix total liabilities at December 31, 2022?", fact(LIAB, N_BS22, USD))
add(C, UP, "Union Pacific operating income for full-year 2011", fact(OPINC, U_FY11, USD))
add(C, UP, "UNP total operating expenses in 2010", fact(OPEX, U_FY10, USD))
add(C, NQ, "Netflix operating income for the first nine months of 2009", fact(OPINC, N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GME, "GameStop net income for the first half of fiscal 2009 (26 weeks ended August 1, 2009), not just Q2", fact(NI, H2_H1, USD))
add(C, GME, "GameStop SG&A for the second quarter of fiscal 2009 only (13 weeks ended August 1, 2009)", fact(SGA, H2_Q, USD))
add(C, NVDA, "NVIDIA net loss for the six months ended July 26, 2009", fact(NI, H2_H1, USD))
add(C, NVDA, "NVIDIA gross profit, three months ended July 26, 2009 - quarter only", fact(GP, H2_Q, USD))
add(C, NVDA, "NVDA total operating expenses year-to-date (six months to July 26, 2009)", fact(OPEX, H2_H1, USD))
add(C, WAG, "Walgreens net earnings for the nine months ended May 31, 2010", fact(NI, MA_9M, USD))
add(C, WAG, "Walgreens SG&A for the quarter ended May 31, 2010 - quarter only, not year-to-date", fact(SGA, MA_Q3, USD))
add(C, WAG, "Walgreen gross profit, fiscal 2010 year-to-date through May 31, 2010", fact(GP, MA_9M, USD))
add(C, ACN, "Accenture net income attributable to Accenture plc for the nine months ended May 31, 2010", fact(NI, MA_9M, USD))
add(C, ACN, "Accenture income tax expense for its fiscal third quarter of 2010 only (March-May 2010)", fact(TAX, MA_Q3, USD))
add(C, ACN, "Accenture net revenues (before reimbursements) for the first nine months of fiscal 2010", fact(SVCREV, MA_9M, USD))
add(C, COST, "Costco net income attributable to Costco for the 36 weeks ended May 9, 2010", fact(NI, CO_9M, USD))
add(C, COST, "Costco SG&A in Q3 fiscal 2010 (the 12-week quarter), not year-to-date", fact(SGA, CO_Q3, USD))
add(C, A10Q, "Apple other income/(expense), net for the June 2022 quarter alone", fact(g("NonoperatingIncomeExpense"), AQ_Q3PY, USD))
add(C, A10Q, "Apple total operating expenses for the first nine months of fiscal 2022", fact(OPEX, AQ_9MPY, USD))
add(C, A10Q, "Apple income before provision for income taxes, three months ended June 25, 2022 (quarter only)", fact(PRETAX, AQ_Q3PY, USD))
add(C, A10Q, "Apple interest and dividend income year-to-date through June 25, 2022 (nine months)", fact(g("InvestmentIncomeInterestAndDividend"), AQ_9MPY, USD))
add(C, MS, "Microsoft gross margin for Q4 of fiscal 2014 only (April-June 2014)", fact(GP, M_Q4_14, USD))
add(C, MS, "MSFT revenue for the quarter ended September 30, 2014, not the full year", fact(REV, M_Q1_15, USD))
add(C, MS, "Microsoft gross margin in the three months ended September 30, 2014", fact(GP, M_Q1_15, USD))
add(C, UP, "Union Pacific net income for the fourth quarter of 2011 alone", fact(NI, U_Q4_11, USD))
add(C, UP, "UNP operating income, Q2 2011 only", fact(OPINC, U_Q2_11, USD))
add(C, UP, "Union Pacific operating revenues in Q1 2012 (quarter, not full year)", fact(REV, U_Q1_12, USD))
add(C, NQ, "Netflix fulfillment expenses for Q3 2009 only", fact(["nflx:FulfillmentExpense"], N10_Q3PY, USD))
add(C, NQ, "Netflix G&A for the nine months ended September 30, 2009 (year-to-date)", fact(g("GeneralAndAdministrativeExpense"), N10_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, GIS, "General Mills operating margin for Q1 fiscal 2010 = operating profit / net sales", ratio(OPINC, REV, GM_Q1))
add(C, GIS, "General Mills net sales growth in Q1 FY10 versus Q1 FY09 (%)", growth(REV, GM_Q1, GM_Q1PY))
add(C, PAYX, "Paychex net margin in fiscal Q1 2010 (net income / total revenue)", ratio(NI, TOTREV, GM_Q1))
add(C, PAYX, "Paychex effective tax rate for the quarter ended August 31, 2009 (income taxes / income before income taxes)", ratio(TAX, PRETAX, GM_Q1))
add(C, GME, "GameStop gross margin for Q2 fiscal 2009 (gross profit / net sales)", ratio(GP, PSG, H2_Q))
add(C, GME, "Change in GameStop's cash and cash equivalents from January 31, 2009 to August 1, 2009 (August minus January)", diff(CASH, CASH, H2_BS, H2_BSFY))
add(C, NVDA, "NVIDIA year-over-year revenue growth for Q2 fiscal 2010 vs Q2 fiscal 2009", growth(TOTREV, H2_Q, H2_QPY))
add(C, WAG, "Walgreens gross margin for the quarter ended May 31, 2010 (gross profit / net sales)", ratio(GP, NETSALES, MA_Q3))
add(C, WAG, "Walgreen current ratio (current assets / current liabilities) at May 31, 2010", ratio(AC, LC, MA_BS))
add(C, ACN, "Accenture effective tax rate for the nine months ended May 31, 2010 (income tax expense / income before income taxes)", ratio(TAX, PRETAX, MA_9M))
add(C, DELL, "Dell gross margin % for Q1 fiscal 2011 (gross margin / total net revenue)", ratio(GP, TOTREV, DL_Q1))
add(C, DELL, "Services share of Dell's total net revenue in Q1 FY11 (services revenue / total net revenue)", ratio(SVCREV, TOTREV, DL_Q1))
add(C, COST, "Costco membership fees as a share of total revenue, 36 weeks ended May 9, 2010 (membership fees / total revenue)", ratio(MEMBERSHIP, TOTREV, CO_9M))
add(C, A10K, "Europe's share of Apple's total net sales in fiscal 2023 (Europe segment net sales / total net sales)", ratio(REV, REV, A_FY23, m_num=APSEG("EuropeSegmentMember")))
add(C, A10K, "Apple's US share of long-lived assets at September 30, 2023 (US long-lived assets / total long-lived assets)", ratio(g("NoncurrentAssets"), g("NoncurrentAssets"), A_BS23, m_num={GEO: "country:US"}))
add(C, A10Q, "Apple Products gross margin % for the nine months ended June 25, 2022: (Products net sales - Products cost of sales) / Products net sales", margin_from_cost(REV, COR, AQ_9MPY, PRD))
add(C, A10Q, "iPhone share of Apple net sales in the first nine months of fiscal 2023 (iPhone net sales / total net sales)", ratio(REV, REV, AQ_9M, m_num=APPRD("IPhoneMember")))
add(C, MS, "Microsoft Commercial Cloud revenue growth FY2015 vs FY2014 (%)", growth(REV, M_FY15, M_FY14, {"msft:ProductsOrServicesSecondaryCategorizationAxis": "msft:CommercialCloudMember"}))
add(C, MS, "Share of Microsoft's fiscal 2014 revenue earned outside the US (non-US revenue / total revenue)", ratio(REV, REV, M_FY14, m_num={MGEO: "us-gaap:NonUsMember"}))
add(C, NF, "Netflix UCAN streaming revenue growth 2022 vs 2021 (%)", growth(REV, N_FY22, N_FY21, NGEO(UCAN)))
add(C, NF, "Netflix cash net of short-term borrowings at December 31, 2023 (cash and cash equivalents minus short-term borrowings)", diff(CASH, g("ShortTermBorrowings"), N_BS23))
add(C, UP, "Union Pacific effective tax rate for 2012: income taxes / income before income taxes", ratio(TAX, PRETAX, U_FY12))
add(C, UP, "Growth in Union Pacific's automotive freight revenue, 2012 vs 2010 (two-year change, %)", growth(g("CargoAndFreightRevenue"), U_FY12, U_FY10, {SEG: "unp:AutomotiveMember"}))
add(C, NQ, "Netflix effective tax rate for the nine months ended September 30, 2009 (provision for income taxes / income before income taxes)", ratio(TAX, PRETAX, N10_9MPY))
add(C, NQ, "Netflix Q3 2009 fulfillment expense as a share of revenues (fulfillment / revenues)", ratio(["nflx:FulfillmentExpense"], REV, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, ACN, "Accenture Class A ordinary shares issued at May 31, 2010", fact(CSI, MA_BS, SH, CLA))
add(C, ACN, "How many Accenture Class X ordinary shares were outstanding at May 31, 2010?", fact(SHOUT, MA_BS, SH, CLX))
add(C, ACN, "Accenture Class A shares held in treasury at August 31, 2009", fact(TSH, MA_BSFY, SH, CLA))
add(C, ACN, "Accenture Class X shares issued as of August 31, 2009", fact(CSI, MA_BSFY, SH, CLX))
add(C, ACN, "Number of Accenture Class A ordinary shares authorized at May 31, 2010", fact(AUTH, MA_BS, SH, CLA))
add(C, ACN, "How many Accenture plc ordinary shares (the class separate from Class A and Class X) were issued at May 31, 2010?", fact(CSI, MA_BS, SH, ORD))
add(C, A10K, "Apple Americas segment net sales in fiscal 2022", fact(REV, A_FY22, USD, APSEG("AmericasSegmentMember")))
add(C, A10K, "Greater China segment operating income, Apple FY2021", fact(OPINC, A_FY21, USD, APSEG("GreaterChinaSegmentMember")))
add(C, A10K, "Apple Rest of Asia Pacific operating income for fiscal 2022?", fact(OPINC, A_FY22, USD, APSEG("RestOfAsiaPacificSegmentMember")))
add(C, A10K, "Apple Wearables, Home and Accessories net sales in FY2022", fact(REV, A_FY22, USD, APPRD("WearablesHomeandAccessoriesMember")))
add(C, A10K, "Apple U.S. net sales (geographic, country = US) for fiscal 2021", fact(REV, A_FY21, USD, {GEO: "country:US"}))
add(C, A10K, "Apple long-lived assets located in other countries (outside the US and China) at September 30, 2023", fact(g("NoncurrentAssets"), A_BS23, USD, {GEO: "aapl:OtherCountriesMember"}))
add(C, A10Q, "Apple Americas operating income for the nine months ended July 1, 2023", fact(OPINC, AQ_9M, USD, APSEG("AmericasSegmentMember")))
add(C, A10Q, "Apple Europe segment operating income, three months ended June 25, 2022", fact(OPINC, AQ_Q3PY, USD, APSEG("EuropeSegmentMember")))
add(C, A10Q, "Apple Services net sales for the June 2022 quarter", fact(REV, AQ_Q3PY, USD, SVC))
add(C, A10Q, "Greater China net sales, Apple, first nine months of fiscal 2022", fact(REV, AQ_9MPY, USD, APSEG("GreaterChinaSegmentMember")))
add(C, MS, "Microsoft Xbox revenue in fiscal 2014", fact(REV, M_FY14, USD, {G + "ProductOrServiceAxis": "msft:XboxMember"}))
add(C, MS, "Microsoft Phone Hardware segment revenue for fiscal 2015", fact(REV, M_FY15, USD, MSEG("DevicesAndConsumerMember", "PhoneHardwareMember", "DevicesAndConsumerHardwareSegmentSubGroupMember")))
add(C, MS, "Microsoft long-lived assets in the United States at June 30, 2015", fact(g("NoncurrentAssets"), M_BS15, USD, {MGEO: "country:US"}))
add(C, MS, "Goodwill assigned to Microsoft's Commercial Licensing segment at June 30, 2015", fact(GW, M_BS15, USD, MSEG("CommercialMember", "CommercialLicensingMember")))
add(C, NF, "Netflix EMEA streaming revenues for 2022", fact(REV, N_FY22, USD, NGEO(EMEA)))
add(C, NF, "Netflix paid streaming memberships in Asia-Pacific at December 31, 2022", fact(["nflx:NumberOfPaidMemberships"], N_BS22, PURE, NGEO("srt:AsiaPacificMember")))
add(C, NF, "Netflix gross leasehold improvements at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, UPPE("us-gaap:LeaseholdImprovementsMember")))
add(C, UP, "Union Pacific gross locomotives (equipment) at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPPE("unp:EquipmentLocomotivesMember")))
add(C, UP, "UNP automotive freight revenues in 2010", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {SEG: "unp:AutomotiveMember"}))

# =================================================================== per_share
C = "per_share"
add(C, GIS, "General Mills diluted EPS for Q1 fiscal 2010", fact(EPSD, GM_Q1, PS))
add(C, GIS, "Dividends per share General Mills paid in the quarter ended August 30, 2009", fact(DPS_PAID, GM_Q1, PS))
add(C, GIS, "General Mills dividends per share for full fiscal 2009 (year ended May 31, 2009)", fact(DPS_PAID, GM_FY09, PS))
add(C, PAYX, "Paychex basic earnings per share, first quarter of fiscal 2010", fact(EPSB, GM_Q1, PS))
add(C, PAYX, "PAYX cash dividends per share for the three months ended Aug 31, 2009", fact(DPS_PAID, GM_Q1, PS))
add(C, GME, "GameStop diluted EPS for the 26 weeks ended August 1, 2009", fact(EPSD, H2_H1, PS))
add(C, NVDA, "NVIDIA basic net loss per share for Q2 fiscal 2010", fact(EPSB, H2_Q, PS))
add(C, WAG, "Walgreens diluted EPS for the nine months ended May 31, 2010", fact(EPSD, MA_9M, PS))
add(C, WAG, "Walgreen cash dividends declared per share in the May 2010 quarter", fact(DPS, MA_Q3, PS))
add(C, ACN, "Accenture diluted EPS for its third quarter of fiscal 2010", fact(EPSD, MA_Q3, PS))
add(C, ACN, "Accenture cash dividends per share, nine months ended May 31, 2010", fact(DPS_PAID, MA_9M, PS))
add(C, DELL, "Dell diluted earnings per share for the quarter ended April 30, 2010", fact(EPSD, DL_Q1, PS))
add(C, COST, "Costco diluted EPS for the 12 weeks ended May 9, 2010", fact(EPSD, CO_Q3, PS))
add(C, A10K, "Apple weighted-average basic shares outstanding in fiscal 2023", fact(WAB, A_FY23, SH))
add(C, A10Q, "Apple weighted-average basic shares for the nine months ended July 1, 2023", fact(WAB, AQ_9M, SH))
add(C, A10Q, "AAPL shares outstanding per the 10-Q cover page (as of July 21, 2023)", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2023-07-21"), SH))
add(C, MS, "Microsoft basic EPS for the December 2013 quarter (Q2 FY14)", fact(EPSB, M_Q2_14, PS))
add(C, MS, "MSFT diluted EPS, quarter ended March 31, 2015", fact(EPSD, M_Q3_15, PS))
add(C, MS, "Microsoft dividend declared per share in the quarter ended September 30, 2013", fact(DPS, M_Q1_14, PS))
add(C, MS, "After-tax per-share impact of Microsoft's impairment, integration and restructuring charges in fiscal 2015", fact(["msft:ImpairmentIntegrationAndRestructuringEffectOnEarningsPerShareAfterTax"], M_FY15, PS))
add(C, UP, "Union Pacific basic EPS for Q2 2012", fact(EPSB, U_Q2_12, PS))
add(C, UP, "UNP diluted EPS in the fourth quarter of 2011", fact(EPSD, U_Q4_11, PS))
add(C, UP, "Average price Union Pacific paid per share repurchased in 2011", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_FY11, PS))
add(C, NF, "Netflix weighted-average basic shares outstanding for 2021", fact(WAB, N_FY21, SH))
add(C, NQ, "Netflix basic EPS for the nine months ended September 30, 2009", fact(EPSB, N10_9MPY, PS))

# =================================================================== jargon
C = "jargon"
add(C, GIS, "GIS capex 1Q FY10", fact(CAPEX, GM_Q1, USD))
add(C, GIS, "General Mills buybacks in fiscal Q1 2010 (cash paid for common stock repurchases)", fact(BUYBACK, GM_Q1, USD))
add(C, GIS, "GIS D&A for the quarter ended Aug 30, 2009", fact(DA, GM_Q1, USD))
add(C, PAYX, "PAYX CFO fiscal Q1 2010", fact(OCF, GM_Q1, USD))
add(C, PAYX, "Paychex SBC, three months to 8/31/09", fact(SBC, GM_Q1, USD))
add(C, GME, "GME FCF for 1H FY09 = operating cash flow minus capex (26 weeks ended Aug 1, 2009)", fcf(H2_H1))
add(C, NVDA, "NVDA D&A, six months ended July 26, 2009", fact(DA, H2_H1, USD))
add(C, WAG, "WAG capex fiscal YTD (nine months to May 31, 2010)", fact(CAPEX, MA_9M, USD))
add(C, WAG, "Walgreens buybacks, first nine months of FY10 (cash paid to repurchase stock)", fact(BUYBACK, MA_9M, USD))
add(C, ACN, "ACN CFO, 9M fiscal 2010", fact(OCF, MA_9M, USD))
add(C, ACN, "Accenture SBC for the nine months ended May 31, 2010", fact(SBC, MA_9M, USD))
add(C, DELL, "Dell capex Q1 FY11", fact(CAPEX, DL_Q1, USD))
add(C, COST, "COST D&A for the 36 weeks ended May 9, 2010", fact(DA, CO_9M, USD))
add(C, A10K, "AAPL SBC FY22 (cash flow add-back)", fact(SBC, A_FY22, USD))
add(C, A10K, "AAPL working capital at FY22 year-end (current assets minus current liabilities)", diff(AC, LC, A_BS22))
add(C, A10K, "Apple D&A in fiscal 2021", fact(DA, A_FY21, USD))
add(C, A10Q, "AAPL EBT (pre-tax income) for 9M FY22", fact(PRETAX, AQ_9MPY, USD))
add(C, A10Q, "AAPL CFF for the nine months ended June 25, 2022", fact(FCF_, AQ_9MPY, USD))
add(C, MS, "MSFT CFI FY15", fact(ICF, M_FY15, USD))
add(C, MS, "Microsoft D&A FY14 (depreciation, amortization, and other)", fact(["msft:DepreciationAmortizationAndOther"], M_FY14, USD))
add(C, NF, "NFLX CFI 2022", fact(ICF, N_FY22, USD))
add(C, NF, "NFLX CFF for 2021", fact(FCF_, N_FY21, USD))
add(C, UP, "UNP capex 2010", fact(CAPEX, U_FY10, USD))
add(C, UP, "Union Pacific buybacks in 2010 (cash paid for repurchase of shares)", fact(BUYBACK, U_FY10, USD))
add(C, NQ, "NFLX capex 3Q09 (purchases of property and equipment)", fact(CAPEX, N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, PAYX, "Shopify merchant solutions revenue for the quarter ended August 31, 2009?", refuse(oc, "Shopify is not in the data (Paychex is).", other("SHOPIFY")))
add(C, DELL, "Peloton subscription revenue for the quarter ended April 30, 2010?", refuse(oc, "Peloton is not in the data (Dell is).", other("PELOTON")))
add(C, GME, "Lululemon net revenue for Q2 fiscal 2009?", refuse(oc, "Lululemon is not in the data (GameStop is).", other("LULULEMON")))
add(C, GIS, "Hormel Foods net sales for the quarter ended August 2009?", refuse(oc, "Hormel is not in the data (General Mills is).", other("HORMEL")))
add(C, A10K, "Chipotle restaurant sales for fiscal 2023?", refuse(oc, "Chipotle is not in the data (Apple is).", other("CHIPOTLE")))
add(C, UP, "Tesla automotive revenue in 2012?", refuse(oc, "Tesla is not in the data (Union Pacific is).", other("TESLA")))
add(C, MS, "Nintendo net sales for fiscal 2015?", refuse(oc, "Nintendo is not in the data (Microsoft is).", other("NINTENDO")))
add(C, GIS, "General Mills net sales for the second quarter of fiscal 2010 (quarter ending November 2009)?", refuse(pn, "The 10-Q covers the quarter ended August 30, 2009.", absent(REV, ("2009-09-01", "2009-11-30"))))
add(C, WAG, "Walgreens net sales for full fiscal 2010 (year ending August 31, 2010)?", refuse(pn, "The 10-Q covers periods through May 31, 2010 only.", absent(NETSALES, ("2009-09-01", "2010-08-31"))))
add(C, DELL, "Dell total net revenue for full fiscal 2010 (year ended January 29, 2010)?", refuse(pn, "The Q1 FY11 10-Q reports quarters only.", absent(TOTREV, ("2009-02-01", "2010-01-31"))))
add(C, NVDA, "NVIDIA net income for the third quarter of fiscal 2010 (ended October 2009)?", refuse(pn, "The 10-Q covers periods ended July 26, 2009.", absent(NI, ("2009-08-01", "2009-10-31"))))
add(C, UP, "Union Pacific operating income for the third quarter of 2010?", refuse(pn, "Quarterly data in the 2012 10-K cover 2011 and 2012 only.", absent(OPINC, ("2010-07-01", "2010-09-30"))))
add(C, NF, "What was Netflix's operating income in calendar 2020?", refuse(pn, "The 2023 10-K covers 2021-2023.", absent(OPINC, ("2020-01-01", "2020-12-31"))))
add(C, NQ, "Netflix revenues for full-year 2010?", refuse(pn, "The Q3 2010 10-Q reports periods through September 30, 2010 only.", absent(REV, ("2010-01-01", "2010-12-31"))))
add(C, PAYX, "Paychex inventory at August 31, 2009?", refuse(cn, "Paychex reports no inventory.", absent_any(g("InventoryNet"))))
add(C, ACN, "Accenture research and development expense for fiscal Q3 2010?", refuse(cn, "No R&D expense line is reported.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, COST, "Costco goodwill at May 9, 2010?", refuse(cn, "No goodwill is reported.", absent_any(GW)))
add(C, UP, "What was Union Pacific's cost of goods sold in 2012?", refuse(cn, "No cost of goods sold / cost of revenue line is reported (railroad operating expenses by type).", absent_any(COR)))
add(C, A10K, "Apple noncontrolling interest at September 30, 2023?", refuse(cn, "Apple reports no noncontrolling interest.", absent_any(g("MinorityInterest", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"))))
add(C, ACN, "Accenture revenue for the third quarter of fiscal 2010?", refuse(am, "Revenues (incl. reimbursements) and net revenues before reimbursements both reported and differ.",
                                                                    amb((TOTREV, MA_Q3, None), (SVCREV, MA_Q3, None))))
add(C, ACN, "How many Accenture shares were issued at May 31, 2010?", refuse(am, "Class A, Class X and ordinary shares issued are reported separately, with no total.",
                                                                     amb((CSI, MA_BS, CLA), (CSI, MA_BS, CLX), (CSI, MA_BS, ORD))))
add(C, GIS, "General Mills net earnings for Q1 fiscal 2010?", refuse(am, "Net earnings including and attributable to General Mills both reported and differ.",
                                                                  amb((g("NetIncomeLoss"), GM_Q1, None), (g("ProfitLoss"), GM_Q1, None))))
add(C, COST, "Costco revenue for the 12 weeks ended May 9, 2010?", refuse(am, "Net sales and total revenue (incl. membership fees) both reported and differ.",
                                                                   amb((TOTREV, CO_Q3, None), (NETSALES, CO_Q3, None))))
add(C, NF, "Netflix deferred tax assets at December 31, 2023?", refuse(am, "Gross, net-of-allowance and net-of-liabilities deferred tax asset amounts all reported and differ.",
                                                                 amb((g("DeferredTaxAssetsGross"), N_BS23, None), (g("DeferredTaxAssetsNet"), N_BS23, None), (g("DeferredTaxAssetsLiabilitiesNet"), N_BS23, None))))
add(C, MS, "Microsoft long-term debt at June 30, 2015?", refuse(am, "Total long-term debt (incl. current portion) and the noncurrent balance both reported and differ.",
                                                          amb((g("LongTermDebt"), M_BS15, None), (LTD_NC, M_BS15, None))))

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6)
def sig(q):
    g_ = q["gold"]
    return (q["filing"], g_.get("formula"), tuple((i["concept"], i["period"].get("start"), i["period"]["end"],
                                                   tuple(sorted((i.get("members") or {}).items()))) for i in g_["inputs"]))


def check_overlap():
    """Flag answerable questions that resolve to the same (filing, formula, input facts) as a question of rounds 1-6,
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
    probes = {json.loads(l)["id"]: json.loads(l)["probe"] for l in open(os.path.splitext(gr.QUESTIONS_7)[0] + "_probes.jsonl")}
    for q in load():
        pr = probes.get(q["id"])
        if pr is not None and (q["filing"], json.dumps(pr, sort_keys=True)) in oldp:
            n += 1
            print("PROBE OVERLAP %s: %s" % (q["id"], q["question"]))
    return n


def load():
    return gr.load_questions(gr.QUESTIONS_7)


def main():
    probes = []
    for i, q in enumerate(Q, 1):
        qid = "h7-%04d" % i
        pr = q["gold"].pop("_probe", None)
        if not q["gold"]["answerable"]:
            probes.append({"id": qid, "probe": pr})
        Q[i - 1] = dict({"id": qid}, **q)
    path = gr.QUESTIONS_7
    with open(path, "w") as fh:
        for q in Q:
            fh.write(json.dumps(q) + "\n")
    with open(os.path.splitext(gr.QUESTIONS_7)[0] + "_probes.jsonl", "w") as fh:
        for p in probes:
            fh.write(json.dumps(p) + "\n")
    print("wrote %d questions, %d refusal probes" % (len(Q), len(probes)))
    gr.fill(path)
    n = check_overlap()
    print("%d overlaps with rounds 1-6" % n)


if __name__ == "__main__":
    main()
