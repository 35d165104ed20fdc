#!/usr/bin/env python3
"""Writes evals/data/ask_heldout4.jsonl and its refusal probes (round 4) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout4_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform3/build_questions.py).
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


# ------------------------------------------------------------------ FSDS filings (adsh, name in sub.txt); none used by rounds 1-3
KMB = "fsds:0000055785-09-000026"    # KIMBERLY CLARK CORP 10-Q, period 2009-06-30 (2009q3)
HSY = "fsds:0000047111-09-000038"    # HERSHEY CO 10-Q, Q2 ended 2009-07-05 (ddate 2009-06-30)
CSX = "fsds:0000277948-09-000113"    # CSX CORP 10-Q, Q2 ended 2009-06-26 (ddate 2009-06-30)
QCOM = "fsds:0000950123-09-024369"   # QUALCOMM INC/DE 10-Q, fiscal Q3 ended 2009-06-28 (ddate 2009-06-30)
LOW = "fsds:0000060667-09-000096"    # LOWES COMPANIES INC 10-Q, fiscal Q2 ended 2009-07-31
FDX = "fsds:0000950123-09-044076"    # FEDEX CORP 10-Q, fiscal Q1 2010 ended 2009-08-31
TAP = "fsds:0001047469-09-007134"    # MOLSON COORS BREWING CO 10-Q, Q2 ended 2009-06-27 (ddate 2009-06-30); ClassOfStock rows
SHW = "fsds:0000950123-09-028093"    # SHERWIN WILLIAMS CO 10-Q, 2009-06-30
ORCL = "fsds:0001193125-09-195193"   # ORACLE CORP 10-Q, fiscal Q1 2010 ended 2009-08-31
DRI = "fsds:0001193125-10-075874"    # DARDEN RESTAURANTS INC 10-Q, fiscal Q3 2010 ended 2010-02-28 (2010q2)
MO = "fsds:0001193125-10-096771"     # ALTRIA GROUP, INC. 10-Q, 2010-03-31
PCAR = "fsds:0001193125-10-108284"   # PACCAR INC 10-Q, 2010-03-31; Scenario=TruckAndOther / FinancialServices rows
MA = "fsds:0001193125-10-106305"     # MASTERCARD INC 10-Q, 2010-03-31; ClassOfStock rows
CAT = "fsds:0000018230-10-000234"    # CATERPILLAR INC 10-Q, 2010-03-31
CPB = "fsds:0000950123-10-057241"    # CAMPBELL SOUP CO 10-Q, fiscal Q3 2010 ended 2010-05-02 (ddate 2010-04-30)
CSCO = "fsds:0001193125-10-128609"   # CISCO SYSTEMS INC 10-Q, fiscal Q3 2010 ended 2010-04-24 (ddate 2010-04-30)
MAT = "fsds:0001193125-10-096459"    # MATTEL INC /DE/ 10-Q, 2010-03-31
HPQ = "fsds:0001047469-10-005835"    # HEWLETT PACKARD CO 10-Q, fiscal Q2 2010 ended 2010-04-30
CMCSA = "fsds:0001193125-10-096460"  # COMCAST CORP 10-Q, 2010-03-31; ClassOfStock rows
LM = "fsds:0001047469-10-005655"     # LEGG MASON INC 10-K, fiscal year ended 2010-03-31 (only equity-statement rows in num.txt)

# calendar Q2 2009 10-Qs (2009q3)
CY09_Q2, CY09_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
CY08_Q2, CY08_H1 = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
BS_0906, BS_0812 = (None, "2009-06-30"), (None, "2008-12-31")
# Qualcomm fiscal Q3 2009
QC_Q3, QC_9M = ("2009-04-01", "2009-06-30"), ("2008-10-01", "2009-06-30")
QC_Q3PY, QC_9MPY = ("2008-04-01", "2008-06-30"), ("2007-10-01", "2008-06-30")
QC_BSFY = (None, "2008-09-30")
# Lowe's fiscal Q2 2009
LW_Q2, LW_H1 = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
LW_Q2PY, LW_H1PY = ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
LW_BS, LW_BSFY = (None, "2009-07-31"), (None, "2009-01-31")
# FedEx / Oracle fiscal Q1 2010 (quarter ended Aug 31, 2009)
AU_Q1, AU_Q1PY = ("2009-06-01", "2009-08-31"), ("2008-06-01", "2008-08-31")
AU_BS, AU_BSFY = (None, "2009-08-31"), (None, "2009-05-31")
# Darden fiscal Q3 2010
DR_Q3, DR_9M = ("2009-12-01", "2010-02-28"), ("2009-06-01", "2010-02-28")
DR_Q3PY, DR_9MPY = ("2008-12-01", "2009-02-28"), ("2008-06-01", "2009-02-28")
DR_BS, DR_BSFY = (None, "2010-02-28"), (None, "2009-05-31")
# calendar Q1 2010 10-Qs (2010q2)
CY10_Q1, CY09_Q1 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
BS_1003, BS_0912, BS_0903 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# Campbell / Cisco fiscal Q3 2010 (quarter ended ~April 30, 2010; fiscal year starts ~Aug 1)
AP_Q3, AP_9M = ("2010-02-01", "2010-04-30"), ("2009-08-01", "2010-04-30")
AP_Q3PY, AP_9MPY = ("2009-02-01", "2009-04-30"), ("2008-08-01", "2009-04-30")
AP_BS, AP_BSFY = (None, "2010-04-30"), (None, "2009-07-31")
# HP fiscal Q2 2010
HP_Q2, HP_H1 = ("2010-02-01", "2010-04-30"), ("2009-11-01", "2010-04-30")
HP_Q2PY, HP_H1PY = ("2009-02-01", "2009-04-30"), ("2008-11-01", "2009-04-30")
HP_BS, HP_BSFY = (None, "2010-04-30"), (None, "2009-10-31")
# Legg Mason fiscal years ended March 31
MAR_FY10, MAR_FY09, MAR_FY08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
MAR_BS10, MAR_BS09, MAR_BS08 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31")

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

# =================================================================== direct
TRUCK = {"Scenario": "TruckAndOther"}
FINSVC = {"Scenario": "FinancialServices"}
A10K, A10Q, MS, NF, NQ, UP, AE = ("aapl-10k-2023", "aapl-10q-2023", "msft-10k-2015", "nflx-10k-2023",
                                  "nflx-10q-2010", "unp-10k-2012", "aeon-10q-2023")
CONS_AX = CONS
BSEG = SEG

# =================================================================== direct
C = "direct"
add(C, KMB, "Kimberly-Clark net sales for the quarter ended June 30, 2009?", fact(REV, CY09_Q2, USD))
add(C, KMB, "KMB goodwill as of 6/30/2009", fact(GW, BS_0906, USD))
add(C, HSY, "What did Hershey book as selling, marketing and administrative expense in the three months ended July 5, 2009?", fact(SGA, CY09_Q2, USD))
add(C, CSX, "csx fuel expense q2 2009 (three months)", fact(g("FuelCosts"), CY09_Q2, USD))
add(C, CSX, "How much materials and supplies inventory did CSX carry at the end of the June 2009 quarter?", fact(g("MaterialsAndSupplies"), BS_0906, USD))
add(C, QCOM, "Qualcomm's R&D expense in its fiscal third quarter of 2009 (quarter ended June 28, 2009)?", fact(RD, QC_Q3, USD))
add(C, QCOM, "Non-current deferred revenue on Qualcomm's balance sheet as of June 28, 2009?", fact(g("DeferredRevenueNoncurrent"), BS_0906, USD))
add(C, LOW, "Lowe's net sales for the second quarter of fiscal 2009, i.e. the three months ended July 31, 2009?", fact(REV, LW_Q2, USD))
add(C, FDX, "FedEx total revenues for the quarter ended August 31, 2009?", fact(REV, AU_Q1, USD))
add(C, TAP, "Molson Coors net sales (after excise taxes) for Q2 2009?", fact(g("SalesRevenueGoodsNet"), CY09_Q2, USD))
add(C, SHW, "Sherwin-Williams finished goods inventory at June 30, 2009?", fact(g("InventoryFinishedGoods"), BS_0906, USD))
add(C, ORCL, "Oracle new software licenses revenue in Q1 of fiscal 2010 (three months to Aug 31, 2009)", fact(g("LicensesRevenueNew"), AU_Q1, USD))
add(C, ORCL, "ORCL current deferred revenues as of August 31, 2009?", fact(g("DeferredRevenueCurrent"), AU_BS, USD))
add(C, DRI, "Darden Restaurants: restaurant labor costs for the quarter ended Feb 28, 2010?", fact(g("CostOfGoodsSoldDirectLabor"), DR_Q3, USD))
add(C, MO, "Altria excise taxes on products, first quarter 2010", fact(g("ExciseAndSalesTaxes"), CY10_Q1, USD))
add(C, MO, "What was Altria's accrued settlement charges liability (settlement payable) at March 31, 2010?", fact(g("SettlementPayable"), BS_1003, USD))
add(C, MA, "MasterCard revenue, Q1 2010?", fact(REV, CY10_Q1, USD))
add(C, MA, "As of March 31, 2010, how large was MasterCard's current litigation reserve?", fact(g("LitigationReserveCurrent"), BS_1003, USD))
add(C, CAT, "Caterpillar research and development expenses for the first quarter of 2010?", fact(RD, CY10_Q1, USD))
add(C, CPB, "Campbell Soup net sales for the quarter ended May 2, 2010?", fact(REV, AP_Q3, USD))
add(C, CSCO, "Cisco product revenue in fiscal Q3 2010 (three months ended April 24, 2010)?", fact(g("SalesRevenueGoodsNet"), AP_Q3, USD))
add(C, CSCO, "cisco short-term investments at 4/24/2010", fact(g("ShortTermInvestments"), AP_BS, USD))
add(C, MAT, "Mattel advertising and promotion expenses in Q1 2010?", fact(g("MarketingAndAdvertisingExpense"), CY10_Q1, USD))
add(C, HPQ, "Hewlett-Packard total net revenue for the quarter ended April 30, 2010?", fact(REV, HP_Q2, USD))
add(C, CMCSA, "Comcast consolidated revnue, three months ended March 31, 2010", fact(REV, CY10_Q1, USD))
add(C, LM, "Legg Mason net income attributable to Legg Mason for the fiscal year ended March 31, 2010?", fact(NI, MAR_FY10, USD))
add(C, A10K, "How much interest and dividend income did Apple earn in fiscal 2023?", fact(g("InvestmentIncomeInterestAndDividend"), A_FY23, USD))
add(C, A10K, "Apple operating lease right-of-use assets, as of Sept 30 2023?", fact(g("OperatingLeaseRightOfUseAsset"), A_BS23, USD))
add(C, A10Q, "Apple accounts receivable, net, on the July 1, 2023 balance sheet?", fact(AR, AQ_BS, USD))
add(C, A10Q, "Total assets for Apple at the end of its June 2023 quarter?", fact(ASSETS, AQ_BS, USD))
add(C, MS, "Microsoft sales and marketing expense, FY2015?", fact(g("SellingAndMarketingExpense"), M_FY15, USD))
add(C, MS, "MSFT short-term debt (short-term borrowings) at June 30, 2015", fact(g("ShortTermBorrowings"), M_BS15, USD))
add(C, MS, "How much did Microsoft record in impairment charges in fiscal 2015 (the Phone Hardware write-down)?", fact(g("AssetImpairmentCharges"), M_FY15, USD))
add(C, NF, "Netflix content assets, net, as of December 31, 2023?", fact(["nflx:ContentAssetsNetNoncurrent"], N_BS23, USD))
add(C, NF, "Cash paid for interest by Netflix during 2023?", fact(g("InterestPaidNet"), N_FY23, USD))
add(C, NQ, "Netflix short-term investments at September 30, 2010?", fact(g("AvailableForSaleSecuritiesCurrent"), N10_BS, USD))
add(C, UP, "Union Pacific rent expense for operating leases in 2012?", fact(["unp:RentExpenseForOperatingLeases"], U_FY12, USD))
add(C, UP, "UNP freight revenue from Mexico business, 2012?", fact(["unp:MexicoCargoAndFreightRevenue"], U_FY12, USD))
add(C, AE, "AEON Biopharma additional paid-in capital as of September 30, 2023?", fact(g("AdditionalPaidInCapital"), E_BS, USD))
add(C, AE, "What was the carrying amount of AEON's forward purchase agreement and derivative liability at 9/30/2023?", fact(["aeon:ForwardPurchaseAgreementAndDerivativeLiability"], E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, KMB, "Kimberly-Clark inventories at December 31, 2008, per the Q2 2009 10-Q?", fact(INV, BS_0812, USD))
add(C, KMB, "What did KMB earn (net income attributable to Kimberly-Clark) in the year-ago quarter, Q2 2008?", fact(NI, CY08_Q2, USD))
add(C, HSY, "Hershey net sales in the second quarter of 2008?", fact(REV, CY08_Q2, USD))
add(C, CSX, "CSX revenue for the six months ended June 2008?", fact(REV, CY08_H1, USD))
add(C, QCOM, "Qualcomm revenues for the nine months ended June 29, 2008?", fact(REV, QC_9MPY, USD))
add(C, LOW, "Lowe's net earnings for the three months ended August 1, 2008?", fact(NI, LW_Q2PY, USD))
add(C, FDX, "FedEx operating income in fiscal Q1 2009, the quarter ended Aug 31, 2008?", fact(OPINC, AU_Q1PY, USD))
add(C, TAP, "Molson Coors net income attributable to MCBC for the second quarter of 2008?", fact(NI, CY08_Q2, USD))
add(C, SHW, "Sherwin Williams net income, first half of 2008?", fact(NI, CY08_H1, USD))
add(C, ORCL, "Oracle total revenues in fiscal Q1 2009 (quarter ended Aug 31, 2008)?", fact(REV, AU_Q1PY, USD))
add(C, DRI, "Darden net earnings for the nine months ended February 2009 (prior fiscal year)?", fact(NI, DR_9MPY, USD))
add(C, DRI, "Darden stockholders' equity at May 31, 2009, its fiscal 2009 year end?", fact(EQ, DR_BSFY, USD))
add(C, MO, "Altria net earnings in Q1 2009?", fact(NI, CY09_Q1, USD))
add(C, MA, "MasterCard net income in the year-ago quarter (Q1 2009)?", fact(NI, CY09_Q1, USD))
add(C, CAT, "Caterpillar total sales and revenues in Q1 2009?", fact(REV, CY09_Q1, USD))
add(C, CAT, "CAT profit (loss) attributable to common stockholders for the first quarter of 2009?", fact(NI, CY09_Q1, USD))
add(C, CPB, "Campbell net earnings for the nine months ended May 3, 2009?", fact(NI, AP_9MPY, USD))
add(C, CSCO, "Cisco net income for Q3 of fiscal 2009 (three months ended April 25, 2009)?", fact(NI, AP_Q3PY, USD))
add(C, MAT, "Mattel net loss for Q1 2009?", fact(NI, CY09_Q1, USD))
add(C, HPQ, "HP net earnings for the six months ended April 30, 2009?", fact(NI, HP_H1PY, USD))
add(C, CMCSA, "Comcast net income attributable to Comcast in Q1 2009?", fact(NI, CY09_Q1, USD))
add(C, LM, "Legg Mason net income (loss) for fiscal 2009, year ended March 31, 2009?", fact(NI, MAR_FY09, USD))
add(C, LM, "Legg Mason total stockholders' equity at March 31, 2008?", fact(EQ, MAR_BS08, USD))
add(C, A10K, "Apple variable lease costs in fiscal 2022?", fact(g("VariableLeaseCost"), A_FY22, USD))
add(C, A10K, "Apple's deferred tax asset valuation allowance as of September 24, 2022?", fact(g("DeferredTaxAssetsValuationAllowance"), A_BS22, USD))
add(C, A10K, "How much term debt did Apple repay in fiscal 2021?", fact(g("RepaymentsOfLongTermDebt"), A_FY21, USD))
add(C, A10Q, "Apple net proceeds from (repayments of) commercial paper in the first nine months of fiscal 2022?", fact(g("ProceedsFromRepaymentsOfCommercialPaper"), AQ_9MPY, USD))
add(C, A10Q, "Apple cash, cash equivalents and restricted cash at June 25, 2022?", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), (None, "2022-06-25"), USD))
add(C, MS, "Microsoft sales and marketing expense in fiscal 2013?", fact(g("SellingAndMarketingExpense"), M_FY13, USD))
add(C, MS, "MSFT depreciation expense, FY14?", fact(g("Depreciation"), M_FY14, USD))
add(C, MS, "Microsoft long-term debt (non-current) at June 30, 2014?", fact(LTD_NC, M_BS14, USD))
add(C, NF, "Netflix cash and cash equivalents at 12/31/2022?", fact(CASH, N_BS22, USD))
add(C, NF, "Netflix current foreign income tax expense for 2022?", fact(g("CurrentForeignTaxExpenseBenefit"), N_FY22, USD))
add(C, NF, "Operating lease cost at Netflix in 2021?", fact(g("OperatingLeaseCost"), N_FY21, USD))
add(C, NQ, "Netflix retained earnings at December 31, 2009 (as shown in the Q3 2010 10-Q)?", fact(RE, N10_BSPY, USD))
add(C, NQ, "Netflix total liabilities at year-end 2009?", fact(LIAB, N10_BSPY, USD))
add(C, UP, "Union Pacfic depreciation expence in 2011?", fact(g("Depreciation"), U_FY11, USD))
add(C, UP, "UNP compensation and benefits (labor) expense for 2010?", fact(g("LaborAndRelatedExpense"), U_FY10, USD))
add(C, AE, "AEON accounts payable at December 31, 2022?", fact(AP, E_BSPY, USD))
add(C, AE, "AEON's current notes payable to related parties at year-end 2022?", fact(g("NotesPayableRelatedPartiesClassifiedCurrent"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, KMB, "Kimberly-Clark marketing, research and general expenses, H1 2009 (six months)?", fact(g("MarketingResearchAndGeneralExpenses"), CY09_H1, USD))
add(C, KMB, "KMB gross profit for the June 2009 quarter alone, not year-to-date", fact(GP, CY09_Q2, USD))
add(C, HSY, "Hershey business realignment and impairment charges for the first six months of 2009?", fact(g("BusinessRealignmentAndImpairmentChargesNet"), CY09_H1, USD))
add(C, HSY, "HSY net income for Q2 2009 only (three months ended July 5)?", fact(NI, CY09_Q2, USD))
add(C, CSX, "CSX operating income, first half 2009?", fact(OPINC, CY09_H1, USD))
add(C, CSX, "CSX depreciation for just the June 2009 quarter (three months)?", fact(g("Depreciation"), CY09_Q2, USD))
add(C, QCOM, "Qualcom revenues, first nine months of fiscal 2009 (through June 28, 2009)?", fact(REV, QC_9M, USD))
add(C, QCOM, "Qualcomm income tax expense for the June 2009 quarter only?", fact(TAX, QC_Q3, USD))
add(C, LOW, "Lowe's SG&A for the first half of fiscal 2009 (six months ended July 31, 2009)?", fact(SGA, LW_H1, USD))
add(C, LOW, "Lowe's gross margin dollars for Q2 fiscal 2009 only (May-July 2009)?", fact(GP, LW_Q2, USD))
add(C, TAP, "Molson Coors excise taxes, first six months of 2009?", fact(g("ExciseAndSalesTaxes"), CY09_H1, USD))
add(C, TAP, "TAP marketing, general & administrative expense for the June 2009 quarter by itself?", fact(SGA, CY09_Q2, USD))
add(C, SHW, "SHW interest expense, second quarter 2009 only", fact(g("InterestAndDebtExpense"), CY09_Q2, USD))
add(C, SHW, "Sherwin-Williams cost of goods sold for the first six months of 2009?", fact(g("CostOfRevenue"), CY09_H1, USD))
add(C, DRI, "Darden food and beverage costs, first nine months of fiscal 2010 (through Feb 28, 2010)?", fact(g("FoodAndBeverageCostOfSales"), DR_9M, USD))
add(C, DRI, "Darden net earnings for the third fiscal quarter only (Dec 2009-Feb 2010)?", fact(NI, DR_Q3, USD))
add(C, CPB, "Campbell marketing and selling expenses for the first nine months of fiscal 2010?", fact(g("SellingAndMarketingExpense"), AP_9M, USD))
add(C, CPB, "Campbell earnings before taxes for Q3 fiscal 2010 alone?", fact(PRETAX, AP_Q3, USD))
add(C, CSCO, "Cisco service revenue for the first nine months of fiscal 2010?", fact(g("SalesRevenueServicesNet"), AP_9M, USD))
add(C, CSCO, "Cisco R&D in the April 2010 quarter (three months, not YTD)?", fact(g("ResearchAndDevelopmentCostsIncludingSoftwareDevelopmentCosts"), AP_Q3, USD))
add(C, CSCO, "Cisco net income, 9M fiscal 2010 (nine months ended April 24, 2010)?", fact(NI, AP_9M, USD))
add(C, HPQ, "HP research & development for the first half of fiscal 2010?", fact(RD, HP_H1, USD))
add(C, HPQ, "HP services revenue in fiscal Q2 2010 only?", fact(g("SalesRevenueServicesNet"), HP_Q2, USD))
add(C, A10Q, "Apple share-based compensation expense for the June 2023 quarter only?", fact(g("AllocatedShareBasedCompensationExpense"), AQ_Q3, USD))
add(C, A10Q, "Apple total other comprehensive income (loss), three months ended July 1, 2023?", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_Q3, USD))
add(C, A10Q, "Apple other income/(expense), net for Q3 FY23 - just the quarter?", fact(g("NonoperatingIncomeExpense"), AQ_Q3, USD))
add(C, MS, "Microsoft revenue for Q1 of fiscal 2014 (July-Sept 2013)?", fact(REV, M_Q1_14, USD))
add(C, MS, "MSFT revenue in the March 2015 quarter (Q3 FY15)?", fact(REV, M_Q3_15, USD))
add(C, MS, "Microsoft net income for the December 2014 quarter?", fact(NI, M_Q2_15, USD))
add(C, MS, "Microsoft gross margin, fourth quarter of fiscal 2015 only?", fact(GP, M_Q4_15, USD))
add(C, NQ, "Netflix cash paid for content library acquisitions in Q3 2010 (three months)?", fact(["nflx:PaymentsForAcquisitionsOfContentLibrary"], N10_Q3, USD))
add(C, NQ, "Netflix income before income taxes for the three months ended Sept 30, 2010?", fact(PRETAX, N10_Q3, USD))
add(C, NQ, "Netflix pre-tax income, nine months YTD 2010?", fact(PRETAX, N10_9M, USD))
add(C, UP, "Union Pacific operating revenues for the second quarter of 2012?", fact(REV, U_Q2_12, USD))
add(C, UP, "UNP revenue, Q3 2011 (quarter only)?", fact(REV, U_Q3_11, USD))
add(C, UP, "Union Pacific net income in Q4 2012?", fact(NI, U_Q4_12, USD))
add(C, UP, "UNP operating income for the fourth quarter of 2012?", fact(OPINC, U_Q4_12, USD))
add(C, AE, "AEON total other income (expense) for the successor period July 22 - Sept 30, 2023?", fact(g("NonoperatingIncomeExpense"), E_SUCC, USD))
add(C, AE, "AEON other income (expense), net, for the three months ended September 30, 2022?", fact(g("NonoperatingIncomeExpense"), E_Q3_22, USD))
add(C, AE, "AEON total other income (expense), nine months ended Sept 30, 2022?", fact(g("NonoperatingIncomeExpense"), E_9M_22, USD))

# =================================================================== derived
C = "derived"
add(C, KMB, "Kimberly-Clark gross margin for H1 2009: gross profit ÷ net sales?", ratio(GP, REV, CY09_H1))
add(C, HSY, "Hershey's effective tax rate for the first half of 2009 (provision ÷ income before income taxes)?", ratio(TAX, PRETAX, CY09_H1))
add(C, HSY, "Hershey interest coverage in Q2 2009, defined as income before interest and income taxes divided by net interest expense?", ratio(g("IncomeBeforeInterestAndIncomeTaxes"), g("InterestExpenseNet"), CY09_Q2))
add(C, CSX, "CSX operating ratio for Q2 2009 (operating expense ÷ revenue)?", ratio(OPEX, REV, CY09_Q2))
add(C, QCOM, "Qualcomm R&D as a percentage of revenue for the nine months ended June 28, 2009?", ratio(RD, REV, QC_9M))
add(C, LOW, "Lowe's SG&A to sales ratio for Q2 fiscal 2009 (SG&A ÷ net sales)?", ratio(SGA, REV, LW_Q2))
add(C, LOW, "By how much did Lowe's inventory change from Jan 30, 2009 to July 31, 2009 (July inventory minus January inventory)?", diff(INV, INV, LW_BS, LW_BSFY))
add(C, FDX, "FedEx operating margin for fiscal Q1 2010 (operating income / revenues)?", ratio(OPINC, REV, AU_Q1))
add(C, FDX, "FedEx y/y revenue change, fiscal Q1 2010 vs fiscal Q1 2009, as a %?", growth(REV, AU_Q1, AU_Q1PY))
add(C, TAP, "Molson Coors excise taxes as a share of gross sales in Q2 2009 (excise taxes ÷ sales before excise taxes)?", ratio(g("ExciseAndSalesTaxes"), g("SalesRevenueGoodsNetExcludingExciseAndSalesTaxes"), CY09_Q2))
add(C, SHW, "Sherwin-Williams gross margin Q2 2009 = gross profit / net sales?", ratio(GP, REV, CY09_Q2))
add(C, ORCL, "Oracle operating margin for Q1 FY2010 (operating income ÷ total revenues)?", ratio(OPINC, REV, AU_Q1))
add(C, ORCL, "What share of Oracle's Q1 FY10 revenue came from software license updates and product support?", ratio(g("LicensesRevenuesUpdatesAndSupport"), REV, AU_Q1))
add(C, DRI, "Darden food & beverge cost as a % of sales in fiscal Q3 2010?", ratio(g("FoodAndBeverageCostOfSales"), REV, DR_Q3))
add(C, MO, "Altria operating margin for Q1 2010 (operating income ÷ net revenues)?", ratio(OPINC, REV, CY10_Q1))
add(C, PCAR, "PACCAR Truck & Other pre-tax margin for Q1 2010 (Truck & Other income before taxes ÷ Truck & Other revenues)?", ratio(PRETAX, REV, CY10_Q1, None, TRUCK, TRUCK))
add(C, MA, "Mastercard's operating margn in Q1 2010?", ratio(OPINC, REV, CY10_Q1))
add(C, CAT, "Caterpillar R&D intensity in Q1 2010: R&D ÷ total sales and revenues", ratio(RD, REV, CY10_Q1))
add(C, CAT, "CAT total sales and revenues change year over year in Q1 2010 (vs Q1 2009)?", growth(REV, CY10_Q1, CY09_Q1))
add(C, CPB, "Campbell operating margin for the nine months of fiscal 2010: operating income (EBIT) ÷ net sales", ratio(OPINC, REV, AP_9M))
add(C, CSCO, "Cisco gross margin in fiscal Q3 2010 (gross margin ÷ total net sales)?", ratio(GP, REV, AP_Q3))
add(C, CSCO, "Cisco revenue growth, fiscal Q3 2010 vs fiscal Q3 2009?", growth(REV, AP_Q3, AP_Q3PY))
add(C, MAT, "Mattel gross margin percentage for Q1 2010?", ratio(GP, REV, CY10_Q1))
add(C, HPQ, "HP operating margin for the first half of fiscal 2010 (earnings from operations ÷ net revenue)?", ratio(OPINC, REV, HP_H1))
add(C, HPQ, "What fraction of HP's fiscal Q2 2010 net revenue came from products?", ratio(g("SalesRevenueGoodsNet"), REV, HP_Q2))
add(C, CMCSA, "Comcast operating margin in Q1 2010 (operating income ÷ revenue)?", ratio(OPINC, REV, CY10_Q1))
add(C, CMCSA, "Comcast D&A for Q1 2010, computed as depreciation plus amortization?", total(g("Depreciation"), g("AmortizationOfIntangibleAssets"), CY10_Q1))
add(C, A10K, "Foreign share of Apple's FY23 pre-tax income (foreign income before taxes ÷ total income before taxes)?", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), PRETAX, A_FY23))
add(C, A10K, "Total cash Apple returned in FY23 via buybacks plus dividends (repurchases of common stock + dividends paid)?", total(BUYBACK, g("PaymentsOfDividends"), A_FY23))
add(C, A10K, "Apple total operating lease liabilities at Sept 30, 2023 = current + non-current operating lease liabilities?", total(g("OperatingLeaseLiabilityCurrent"), g("OperatingLeaseLiabilityNoncurrent"), A_BS23))
add(C, A10Q, "Apple Services gross margin for the nine months ended July 1, 2023: (Services net sales − Services cost of sales) ÷ Services net sales",
    derived("(e0-e1)/e0", [inp(REV, AQ_9M, {PROD: "us-gaap:ServiceMember"}), inp(COR, AQ_9M, {PROD: "us-gaap:ServiceMember"})], AQ_9M, PURE))
add(C, MS, "Microsoft effective tax rate in fiscal 2013 (provision for income taxes ÷ income before income taxes)?", ratio(TAX, PRETAX, M_FY13))
add(C, MS, "Domestic (U.S.) share of Microsoft's FY15 income before income taxes?", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), PRETAX, M_FY15))
add(C, MS, "MSFT revenue growth in Q4 FY15 versus the year-ago quarter (Q4 FY14)?", growth(REV, M_Q4_15, M_Q4_14))
add(C, MS, "Microsoft sales & marketing as a % of revenue in FY2015?", ratio(g("SellingAndMarketingExpense"), REV, M_FY15))
add(C, NF, "Netflix free cash flow for 2021 = net cash from operating activities minus purchases of property and equipment?", fcf(N_FY21))
add(C, NQ, "Netflix effective tax rate for the nine months ended September 30, 2010 (tax provision ÷ pre-tax income)?", ratio(TAX, PRETAX, N10_9M))
add(C, UP, "Union Pacific 2011 effective tax rate, computed as income taxes ÷ income before income taxes?", ratio(TAX, PRETAX, U_FY11))
add(C, UP, "UNP dividend payout ratio for 2012: dividends declared (cash dividends) ÷ net income", ratio(g("DividendsCash"), NI, U_FY12))
add(C, UP, "Union Pacific revenue growth in Q2 2012 vs Q2 2011?", growth(REV, U_Q2_12, U_Q2_11))

# =================================================================== members
C = "members"
add(C, PCAR, "PACCAR Truck and Other segment revenues in Q1 2010?", fact(REV, CY10_Q1, USD, TRUCK))
add(C, PCAR, "What did PACCAR's Financial Services segment bring in as revenue in the March 2010 quarter?", fact(g("FinancialServicesRevenue"), CY10_Q1, USD, FINSVC))
add(C, PCAR, "PACCAR Truck & Other research and development expense in Q1 2009?", fact(RD, CY09_Q1, USD, TRUCK))
add(C, PCAR, "Income before taxes of PACCAR's Financial Services companies, first quarter 2010?", fact(PRETAX, CY10_Q1, USD, FINSVC))
add(C, PCAR, "PACCAR Truck and Other inventories at March 31, 2010?", fact(INV, BS_1003, USD, TRUCK))
add(C, PCAR, "Total assets of PACCAR's Financial Services segment at Dec 31, 2009?", fact(ASSETS, BS_0912, USD, FINSVC))
add(C, PCAR, "PACCAR Financial Services commercial paper and bank loans at 3/31/2010?", fact(g("CommercialPaperAndBankLoans"), BS_1003, USD, FINSVC))
add(C, PCAR, "PACCAR Truck & Other income before income taxes for Q1 2009?", fact(PRETAX, CY09_Q1, USD, TRUCK))
add(C, TAP, "Molson Coors Class B common shares outstanding at June 27, 2009?", fact(SHOUT, BS_0906, SH, {"ClassOfStock": "CommonClassB"}))
add(C, TAP, "How many Class B exchangeable shares did Molson Coors have outstanding at year-end 2008?", fact(g("ExchangeableStockSharesOutstanding"), BS_0812, SH, {"ClassOfStock": "ExchangeableSharesClassBClassOfStock"}))
add(C, MA, "MasterCard Class A common shares outstanding as of March 31, 2010?", fact(SHOUT, BS_1003, SH, {"ClassOfStock": "CommonClassA"}))
add(C, MA, "MasterCard Class B shares outstanding at December 31, 2009?", fact(SHOUT, BS_0912, SH, {"ClassOfStock": "CommonClassB"}))
add(C, CMCSA, "Comcast Class A Special common shares outstanding at March 31, 2010?", fact(SHOUT, BS_1003, SH, {"ClassOfStock": "CommonClassASpecial"}))
add(C, CMCSA, "CMCSA Class B shares outstanding, end of Q1 2010?", fact(SHOUT, BS_1003, SH, {"ClassOfStock": "CommonClassB"}))
add(C, CMCSA, "Comcast Class A treasury shares held at Dec 31, 2009?", fact(g("TreasuryStockShares"), BS_0912, SH, {"ClassOfStock": "CommonClassA"}))
add(C, A10K, "Apple Americas segment operating income for fiscal 2023?", fact(OPINC, A_FY23, USD, {BSEG: "aapl:AmericasSegmentMember"}))
add(C, A10K, "Japan segment operating income at Apple, FY23?", fact(OPINC, A_FY23, USD, {BSEG: "aapl:JapanSegmentMember"}))
add(C, A10K, "Apple Wearables, Home and Accessories net sales in fiscal 2021?", fact(REV, A_FY21, USD, {PROD: "aapl:WearablesHomeandAccessoriesMember"}))
add(C, A10K, "iPhone revenue for fiscal 2022?", fact(REV, A_FY22, USD, {PROD: "aapl:IPhoneMember"}))
add(C, A10K, "Apple net sales in the U.S. (country, not the Americas segment) for FY2022?", fact(REV, A_FY22, USD, {GEO: "country:US"}))
add(C, A10K, "Apple Services cost of sales in fiscal 2022?", fact(COR, A_FY22, USD, {PROD: "us-gaap:ServiceMember"}))
add(C, A10Q, "Apple Europe segment operating income for the three months ended July 1, 2023?", fact(OPINC, AQ_Q3, USD, {BSEG: "aapl:EuropeSegmentMember"}))
add(C, A10Q, "Japan net sales for Apple, first nine months of fiscal 2023?", fact(REV, AQ_9M, USD, {BSEG: "aapl:JapanSegmentMember"}))
add(C, A10Q, "iPhone net sales in the year-ago June quarter (three months ended June 25, 2022)?", fact(REV, AQ_Q3PY, USD, {PROD: "aapl:IPhoneMember"}))
add(C, A10Q, "Apple Greater China net sales, June 2023 quarter?", fact(REV, AQ_Q3, USD, {BSEG: "aapl:GreaterChinaSegmentMember"}))
add(C, A10Q, "Apple products cost of sales for the quarter ended July 1, 2023?", fact(COR, AQ_Q3, USD, {PROD: "us-gaap:ProductMember"}))
add(C, MS, "Microsoft Devices and Consumer segment operating income in fiscal 2015?", fact(OPINC, M_FY15, USD, {CONS_AX: "msft:DevicesAndConsumerMember"}))
add(C, MS, "MSFT Commercial Licensing gross margin, FY15?", fact(GP, M_FY15, USD, {CONS_AX: "msft:CommercialMember", BSEG: "msft:CommercialLicensingMember"}))
add(C, MS, "Microsoft Commercial Other gross margin for fiscal 2014?", fact(GP, M_FY14, USD, {CONS_AX: "msft:CommercialMember", BSEG: "msft:CommercialOtherMember"}))
add(C, MS, "Microsoft Phone Hardware gross margin in fiscal 2015?", fact(GP, M_FY15, USD, {"msft:SegmentGroupAxis": "msft:DevicesAndConsumerHardwareSegmentSubGroupMember", CONS_AX: "msft:DevicesAndConsumerMember", BSEG: "msft:PhoneHardwareMember"}))
add(C, MS, "Microsoft Commercial segment operating income, fiscal 2013?", fact(OPINC, M_FY13, USD, {CONS_AX: "msft:CommercialMember"}))
add(C, NF, "Netflix paid memberships in Latin America at December 31, 2023?", fact(["nflx:NumberOfPaidMemberships"], N_BS23, PURE, dict(STR, **{GEO: "srt:LatinAmericaMember"})))
add(C, NF, "Netflix EMEA paid net membership additions in 2023?", fact(["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY23, PURE, dict(STR, **{GEO: "us-gaap:EMEAMember"})))
add(C, NF, "Netflix Asia-Pacific streaming revenues for 2022?", fact(REV, N_FY22, USD, dict(STR, **{GEO: "srt:AsiaPacificMember"})))
add(C, NF, "NFLX revenue from the United States (country) in 2021?", fact(REV, N_FY21, USD, {GEO: "country:US"}))
add(C, NF, "UCAN paid memberships at Netflix as of year-end 2021?", fact(["nflx:NumberOfPaidMemberships"], N_BS21, PURE, dict(STR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add(C, UP, "Union Pacific automotive freight revenue in 2011?", fact(g("CargoAndFreightRevenue"), U_FY11, USD, {BSEG: "unp:AutomotiveMember"}))
add(C, UP, "UNP intermodal freight revenues for 2010?", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {BSEG: "unp:IntermodalMember"}))
add(C, UP, "Union Pacific gross freight cars (equipment) at December 31, 2012?", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, {PPEAX: "unp:EquipmentFreightCarsMember"}))
add(C, UP, "Gross cost of land on Union Pacific's books at year-end 2012?", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, {PPEAX: "us-gaap:LandMember"}))

# =================================================================== per_share
C = "per_share"
add(C, KMB, "Kimberly-Clark cash dividends paid per share in the first half of 2009?", fact(DPS_PAID, CY09_H1, PS))
add(C, HSY, "Hershey diluted EPS for the Common Stock (not Class B) in Q2 2009?", fact(EPSD, CY09_Q2, PS))
add(C, HSY, "Hershey Class B common stock diluted net income per share, six months ended July 5, 2009?", fact(g("NetIncomePerShareDilutedClassBCommonStock"), CY09_H1, PS))
add(C, CSX, "CSX diluted EPS from continuing operations for H1 2009?", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), CY09_H1, PS))
add(C, QCOM, "Qualcomm dividends declared per share over the first nine months of fiscal 2009?", fact(DPS, QC_9M, PS))
add(C, QCOM, "How many Qualcomm common shares were outstanding at June 28, 2009?", fact(SHOUT, BS_0906, SH))
add(C, LOW, "Lowe's cash dividends paid per share, first half of fiscal 2009?", fact(DPS_PAID, LW_H1, PS))
add(C, FDX, "FedEx diluted EPS for the first quarter of fiscal 2010?", fact(EPSD, AU_Q1, PS))
add(C, TAP, "Molson Coors diluted EPS from continuing operations for the six months ended June 27, 2009?", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), CY09_H1, PS))
add(C, SHW, "Sherwin-Williams basic EPS for the first half of 2009?", fact(EPSB, CY09_H1, PS))
add(C, ORCL, "ORCL diluted EPS for fiscal Q1 2010?", fact(EPSD, AU_Q1, PS))
add(C, DRI, "Darden diluted EPS for the nine months ended Feb 28, 2010?", fact(EPSD, DR_9M, PS))
add(C, DRI, "Darden basic EPS from continuing operations in fiscal Q3 2010?", fact(g("IncomeLossFromContinuingOperationsPerBasicShare"), DR_Q3, PS))
add(C, MO, "Altria dividends declared per share in Q1 2010?", fact(DPS, CY10_Q1, PS))
add(C, PCAR, "PACCAR diluted EPS for Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, MA, "MasterCard diluted EPS, Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, CAT, "Caterpillar diluted weighted-average shares for Q1 2010?", fact(WAD, CY10_Q1, SH))
add(C, CAT, "CAT basic loss per share in Q1 2009?", fact(EPSB, CY09_Q1, PS))
add(C, CPB, "Campbell Soup dividends declared per share, nine months of fiscal 2010?", fact(DPS, AP_9M, PS))
add(C, CSCO, "Cisco diluted EPS for the nine months ended April 24, 2010?", fact(EPSD, AP_9M, PS))
add(C, CSCO, "Cisco book value per share at April 24, 2010 = total Cisco shareholders' equity ÷ common shares outstanding?", ratio(EQ, SHOUT, AP_BS, unit=PS))
add(C, MAT, "Mattel diluted EPS in Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, HPQ, "HP dividends declared per share, first half of fiscal 2010?", fact(DPS, HP_H1, PS))
add(C, HPQ, "HPQ diluted EPS for fiscal Q2 2010 (three months)?", fact(EPSD, HP_Q2, PS))
add(C, CMCSA, "Comcast dividends declared per share in Q1 2010?", fact(DPS, CY10_Q1, PS))
add(C, LM, "Legg Mason common shares issued at March 31, 2010?", fact(g("CommonStockSharesIssued"), MAR_BS10, SH))
add(C, A10K, "Apple basic weighted-average shares outstanding in fiscal 2021?", fact(WAB, A_FY21, SH))
add(C, A10K, "Apple basic EPS for fiscal 2022?", fact(EPSB, A_FY22, PS))
add(C, A10K, "Apple dividends declared per share in FY21?", fact(DPS, A_FY21, PS))
add(C, A10Q, "Apple diluted share count (weighted average) for the nine months ended July 1, 2023?", fact(WAD, AQ_9M, SH))
add(C, MS, "Microsoft basic EPS in Q4 fiscal 2015 (the quarter with the Nokia impairment)?", fact(EPSB, M_Q4_15, PS))
add(C, MS, "How many shares did Microsoft repurchase in fiscal 2015?", fact(g("StockRepurchasedDuringPeriodShares"), M_FY15, SH))
add(C, NF, "Netflix basic EPS, 2021?", fact(EPSB, N_FY21, PS))
add(C, NF, "How many shares did Netflix buy back (treasury shares acquired) in 2023?", fact(g("TreasuryStockSharesAcquired"), N_FY23, SH))
add(C, NQ, "Netflix basic EPS for the nine months ended Sept 30, 2010?", fact(EPSB, N10_9M, PS))
add(C, NQ, "Netflix diluted weighted-average shares, Q3 2010?", fact(WAD, N10_Q3, SH))
add(C, UP, "UNP basic EPS in Q3 2011?", fact(EPSB, U_Q3_11, PS))
add(C, UP, "Union Pacific diluted EPS for the second quarter of 2012?", fact(EPSD, U_Q2_12, PS))
add(C, UP, "Average price per share Union Pacific paid for repurchased shares in 2012?", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_FY12, PS))
add(C, AE, "AEON anti-dilutive securities excluded from diluted EPS, nine months ended September 30, 2023?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), ("2023-01-01", "2023-09-30"), SH))

# =================================================================== jargon
C = "jargon"
add(C, KMB, "KMB capex 1H09 (capital spending)?", fact(g("PaymentsToAcquireProductiveAssets"), CY09_H1, USD))
add(C, KMB, "Kimberly-Clark CFO (cash provided by operations), first half of 2009?", fact(OCF, CY09_H1, USD))
add(C, HSY, "Hershey EBIT for H1 2009 (income before interest and income taxes)?", fact(g("IncomeBeforeInterestAndIncomeTaxes"), CY09_H1, USD))
add(C, CSX, "CSX free cash flow for the first half of 2009 - CFO minus property additions?", fcf(CY09_H1))
add(C, QCOM, "QCOM SBC for the first nine months of FY09?", fact(SBC, QC_9M, USD))
add(C, LOW, "Lowe's capex YTD (six months) fiscal 2009?", fact(CAPEX, LW_H1, USD))
add(C, LOW, "LOW bottom line, H1 fiscal 2009?", fact(NI, LW_H1, USD))
add(C, FDX, "FedEx capex for Q1 FY10?", fact(g("PaymentsToAcquireProductiveAssets"), AU_Q1, USD))
add(C, FDX, "FedEx labor cost (salaries and employee benefits), fiscal Q1 2010?", fact(g("LaborAndRelatedExpense"), AU_Q1, USD))
add(C, TAP, "TAP D&A for H1 2009?", fact(DA, CY09_H1, USD))
add(C, ORCL, "Oracle buybacks in fiscal Q1 2010?", fact(BUYBACK, AU_Q1, USD))
add(C, DRI, "Darden capex, 9M FY10?", fact(CAPEX, DR_9M, USD))
add(C, DRI, "Darden CFO from continuing operations, nine months fiscal 2010?", fact(OCF, DR_9M, USD))
add(C, MO, "Altria capex in Q1 2010?", fact(CAPEX, CY10_Q1, USD))
add(C, MO, "MO CFF for Q1 2009?", fact(FCF_, CY09_Q1, USD))
add(C, PCAR, "PACCAR capex (PP&E acquisitions, excluding equipment for operating leases) in Q1 2010?", fact(CAPEX, CY10_Q1, USD))
add(C, MA, "MasterCard CFO, Q1 2010?", fact(OCF, CY10_Q1, USD))
add(C, CAT, "CAT D&A for Q1 2010?", fact(DA, CY10_Q1, USD))
add(C, CPB, "Campbell buybacks (treasury stock purchases), nine months of fiscal 2010?", fact(BUYBACK, AP_9M, USD))
add(C, CPB, "CPB operating cash flow, 9M FY10?", fact(OCF, AP_9M, USD))
add(C, CSCO, "CSCO buybacks YTD through fiscal Q3 2010?", fact(BUYBACK, AP_9M, USD))
add(C, CSCO, "Cisco capex for the nine months ended April 24, 2010?", fact(CAPEX, AP_9M, USD))
add(C, MAT, "Mattel CFO for Q1 2010 (seasonal cash burn)?", fact(OCF, CY10_Q1, USD))
add(C, HPQ, "HP capex, H1 FY10 (investment in property, plant and equipment)?", fact(g("PaymentsToAcquireProductiveAssets"), HP_H1, USD))
add(C, HPQ, "HPQ buybacks for the first six months of fiscal 2010?", fact(BUYBACK, HP_H1, USD))
add(C, CMCSA, "Comcast capex in Q1 2010?", fact(CAPEX, CY10_Q1, USD))
add(C, LM, "Legg Mason cash taxes paid in fiscal 2010?", fact(g("IncomeTaxesPaid"), MAR_FY10, USD))
add(C, A10K, "Apple OI&E for FY22?", fact(g("NonoperatingIncomeExpense"), A_FY22, USD))
add(C, A10K, "AAPL CFF fiscal 2021?", fact(FCF_, A_FY21, USD))
add(C, A10K, "Apple capex FY21?", fact(CAPEX, A_FY21, USD))
add(C, A10Q, "Apple capex, first nine months of fiscal 2022?", fact(CAPEX, AQ_9MPY, USD))
add(C, A10Q, "AAPL CFI YTD through the June 2023 quarter?", fact(ICF, AQ_9M, USD))
add(C, MS, "MSFT CFF, FY15?", fact(FCF_, M_FY15, USD))
add(C, MS, "Microsoft buybacks in fiscal 2013 (common stock repurchased, cash flow)?", fact(BUYBACK, M_FY13, USD))
add(C, NF, "Netflix D&A (depreciation and amortization of property, equipment and intangibles) in 2022?", fact(DA, N_FY22, USD))
add(C, NF, "NFLX CFF in 2023?", fact(FCF_, N_FY23, USD))
add(C, NQ, "Netflix CFF, nine months ended September 30, 2010?", fact(FCF_, N10_9M, USD))
add(C, UP, "UNP CFF for 2012?", fact(FCF_, U_FY12, USD))
add(C, UP, "Union Pacific CFI in 2011?", fact(ICF, U_FY11, USD))
add(C, AE, "AEON CFF for the predecessor period January 1 - July 21, 2023?", fact(FCF_, E_PRED, USD))

# =================================================================== refuse
C = "refuse"
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
add(C, HSY, "Tootsie Roll net sales for Q2 2009?", refuse(oc, "Tootsie Roll is not in the data (Hershey is).", other("TOOTSIE")))
add(C, TAP, "What did Boston Beer earn in the June 2009 quarter?", refuse(oc, "Boston Beer is not in the data (Molson Coors is).", other("BOSTON BEER")))
add(C, PCAR, "Navistar truck segment revenue, Q1 2010?", refuse(oc, "Navistar is not in the data (PACCAR is).", other("NAVISTAR")))
add(C, MAT, "Hasbro net revenues for the first quarter of 2010?", refuse(oc, "Hasbro is not in the data (Mattel is).", other("HASBRO")))
add(C, DRI, "Brinker International comparable restaurant sales for its fiscal Q3 2010?", refuse(oc, "Brinker is not in the data (Darden is).", other("BRINKER")))
add(C, A10K, "Huawei's consumer business revenue in 2023?", refuse(oc, "Huawei is not an SEC filer and is not in the data.", other("HUAWEI")))
add(C, A10Q, "Lenovo PC revenue for the June 2023 quarter?", refuse(oc, "Lenovo is not in the data.", other("LENOVO")))
add(C, MS, "Atlassian subscription revenue in fiscal 2015?", refuse(oc, "Atlassian is not in the data.", other("ATLASSIAN")))
add(C, UP, "J.B. Hunt intermodal revenue for 2012?", refuse(oc, "J.B. Hunt is not in the data (Union Pacific is).", other("J B HUNT", "J.B. HUNT", "JB HUNT")))
add(C, AE, "Revance Therapeutics Daxxify revenue in Q3 2023?", refuse(oc, "Revance is not in the data (AEON is).", other("REVANCE")))
add(C, KMB, "Kimberly-Clark net sales for Q3 2009 (quarter ended September 30, 2009)?", refuse(pn, "The 10-Q covers periods ended June 30, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, FDX, "FedEx revenue for the full fiscal year 2009 (ended May 31, 2009)?", refuse(pn, "The Q1 FY10 10-Q reports only the quarters ended August 2009 and 2008.", absent(REV, ("2008-06-01", "2009-05-31"))))
add(C, MO, "Altria net revenues in the second quarter of 2010?", refuse(pn, "The 10-Q covers the quarter ended March 31, 2010.", absent(REV, ("2010-04-01", "2010-06-30"))))
add(C, CSCO, "Cisco total revenue for full fiscal year 2010?", refuse(pn, "The fiscal Q3 10-Q has no full-year FY2010 figure (year ends July 2010).", absent(REV, ("2009-08-01", "2010-07-31"))))
add(C, LM, "Legg Mason net income for fiscal 2007 (year ended March 2007)?", refuse(pn, "The FY2010 10-K data cover fiscal 2008-2010 only.", absent(NI, ("2006-04-01", "2007-03-31"))))
add(C, A10K, "Apple net income for fiscal 2020?", refuse(pn, "The FY23 10-K income statement covers FY2021-FY2023; FY2020 appears only as equity balances.", absent(NI, ("2019-09-29", "2020-09-26"))))
add(C, A10Q, "Apple net sales for the December 2022 quarter (Q1 FY23), from the June-quarter 10-Q?", refuse(pn, "The Q3 10-Q reports only the June quarter and the nine-month year-to-date.", absent(REV, ("2022-09-25", "2022-12-31"))))
add(C, MS, "Microsoft revenue for Q1 fiscal 2013 (July-September 2012)?", refuse(pn, "Quarterly data in the FY15 10-K cover fiscal 2014 and 2015 only.", absent(REV, ("2012-07-01", "2012-09-30"))))
add(C, NQ, "Netflix revenue for the quarter ended June 30, 2010?", refuse(pn, "The Q3 10-Q reports the September quarter and the nine months, not Q2 on its own.", absent(REV, ("2010-04-01", "2010-06-30"))))
add(C, UP, "Union Pacific operating income for Q4 2010?", refuse(pn, "Quarterly data in the 2012 10-K cover 2011 and 2012 only.", absent(OPINC, ("2010-10-01", "2010-12-31"))))
add(C, MA, "MasterCard inventory at March 31, 2010?", refuse(cn, "A payments network; no inventory fact is reported.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, CSX, "CSX research and development spending in the first half of 2009?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, LM, "Legg Mason total operating revenues for fiscal 2010?", refuse(cn, "The FSDS rows for this 10-K hold only equity-statement items; no revenue is reported.", absent_any(REV + g("OperatingIncomeLoss"))))
add(C, ORCL, "Oracle inventories at August 31, 2009?", refuse(cn, "No inventory fact is reported.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, CMCSA, "Comcast R&D expense for Q1 2010?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, UP, "Union Pacific gross profit for 2012?", refuse(cn, "A railroad income statement has no gross profit line; none is reported.", absent_any(GP)))
add(C, MS, "Microsoft net income attributable to noncontrolling interests in fiscal 2015?", refuse(cn, "No noncontrolling-interest fact is reported.", absent_any(g("NetIncomeLossAttributableToNoncontrollingInterest", "MinorityInterest"))))
add(C, A10Q, "How much did Apple spend on advertising in the June 2023 quarter?", refuse(cn, "The 10-Q reports no advertising expense fact.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense"))))
add(C, AE, "AEON cost of goods sold for the nine months ended September 30, 2023?", refuse(cn, "AEON is pre-revenue; no cost of sales is reported.", absent_any(COR)))
add(C, NF, "Netflix preferred stock dividends paid in 2023?", refuse(cn, "No preferred shares are outstanding and no preferred dividend fact is reported.", absent_any(g("PaymentsOfDividendsPreferredStockAndPreferenceStock", "DividendsPreferredStock", "PreferredStockDividendsIncomeStatementImpact"))))
add(C, PCAR, "PACCAR revenue for Q1 2010?", refuse(am, "PACCAR reports Truck & Other revenues and Financial Services revenues separately; no consolidated total is tagged.",
    amb((REV, CY10_Q1, TRUCK), (g("FinancialServicesRevenue"), CY10_Q1, FINSVC))))
add(C, CAT, "Caterpillar sales in Q1 2010?", refuse(am, "Sales of Machinery and Engines and total sales and revenues (incl. Financial Products) are both reported.",
    amb((g("SalesRevenueNet"), CY10_Q1, None), (g("Revenues"), CY10_Q1, None))))
add(C, HPQ, "HP margin for the first half of fiscal 2010?", refuse(am, "Operating or net margin is unspecified.",
    amb((OPINC, HP_H1, None), (NI, HP_H1, None))))
add(C, CMCSA, "Comcast shares outstanding at March 31, 2010?", refuse(am, "Shares are reported by class (Class A, Class A Special, Class B); no single total is tagged.",
    amb((SHOUT, BS_1003, {"ClassOfStock": "CommonClassA"}), (SHOUT, BS_1003, {"ClassOfStock": "CommonClassASpecial"}))))
add(C, MO, "How much debt did Altria have at March 31, 2010?", refuse(am, "Current portion, long-term portion and short-term borrowings are separate; which (or a total) is meant is unclear.",
    amb((g("LongTermDebtCurrent"), BS_1003, None), (g("LongTermDebtNoncurrent"), BS_1003, None), (g("ShortTermBorrowings"), BS_1003, None))))
add(C, A10K, "Apple share count for fiscal 2023?", refuse(am, "Basic and diluted weighted-average shares and period-end shares outstanding all differ.",
    amb((WAB, A_FY23, None), (WAD, A_FY23, None))))
add(C, MS, "Microsoft debt at June 30, 2015?", refuse(am, "Total long-term debt, its non-current portion and short-term borrowings are all reported.",
    amb((g("LongTermDebt"), M_BS15, None), (LTD_NC, M_BS15, None), (g("ShortTermBorrowings"), M_BS15, None))))
add(C, NF, "Netflix lease expense in 2023?", refuse(am, "Total lease cost and operating lease cost are both reported and differ.",
    amb((g("LeaseCost"), N_FY23, None), (g("OperatingLeaseCost"), N_FY23, None))))
add(C, UP, "What were Union Pacific's taxes in 2012?", refuse(am, "Income tax expense, current tax expense and cash taxes paid are all reported.",
    amb((TAX, U_FY12, None), (g("CurrentIncomeTaxExpenseBenefit"), U_FY12, None))))
add(C, AE, "AEON operating expenses for Q3 2023?", refuse(am, "Q3 2023 is split into a predecessor stub (Jul 1-21) and a successor period (Jul 22-Sep 30); no three-month total.",
    amb((OPEX, E_STUB, None), (OPEX, E_SUCC, None))))

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3)


def sig(q):
    g_ = q["gold"]
    return (q["filing"], g_.get("formula"), tuple((i["concept"], i["period"].get("start"), i["period"]["end"],
                                                   tuple(sorted((i.get("members") or {}).items()))) for i in g_["inputs"]))


def check_overlap():
    """Flag answerable questions that resolve to the same (filing, formula, input facts) as a question of rounds 1-3,
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
    return n


def load():
    return gr.load_questions(gr.QUESTIONS_4)


def main():
    probes = []
    for i, q in enumerate(Q, 1):
        qid = "h4-%04d" % i
        pr = q["gold"].pop("_probe", None)
        if not q["gold"]["answerable"]:
            probes.append({"id": qid, "probe": pr})
        Q[i - 1] = dict({"id": qid}, **q)
    path = gr.QUESTIONS_4
    with open(path, "w") as fh:
        for q in Q:
            fh.write(json.dumps(q) + "\n")
    with open(os.path.splitext(gr.QUESTIONS_4)[0] + "_probes.jsonl", "w") as fh:
        for p in probes:
            fh.write(json.dumps(p) + "\n")
    print("wrote %d questions, %d refusal probes" % (len(Q), len(probes)))
    gr.fill(path)
    n = check_overlap()
    print("%d overlaps with rounds 1-3" % n)


if __name__ == "__main__":
    main()
