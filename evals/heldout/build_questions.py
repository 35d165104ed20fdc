#!/usr/bin/env python3
"""Writes evals/data/ask_heldout.jsonl from hand-written question specs.

Gold values are NOT typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and the value is filled in by
gold_reader.py (`fill`). Refuse questions may carry a private probe that is
checked to be absent from the filing (the probe is not written to the output).

Run:  python build_questions.py   (then python gold_reader.py --check)
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
    # no accession in INDEX.csv and no dei:AccessionNumber in these instances
    "unp-10k-2012": None,
    "nflx-10q-2010": None,
    "aeon-10q-2023": None,
}

# ------------------------------------------------------------------ concepts
G = "us-gaap:"
REV = [G + "Revenues", G + "RevenueFromContractWithCustomerExcludingAssessedTax", G + "SalesRevenueNet",
       G + "SalesRevenueGoodsNet"]
OCF = [G + "NetCashProvidedByUsedInOperatingActivities",
       G + "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"]
CAPEX = [G + "PaymentsToAcquirePropertyPlantAndEquipment"]
NI = [G + "NetIncomeLoss"]
OPINC = [G + "OperatingIncomeLoss"]
GP = [G + "GrossProfit"]
AC = [G + "AssetsCurrent"]
LC = [G + "LiabilitiesCurrent"]
ASSETS = [G + "Assets"]
LIAB = [G + "Liabilities"]
EQ = [G + "StockholdersEquity"]
EPSB = [G + "EarningsPerShareBasic"]
EPSD = [G + "EarningsPerShareDiluted"]
WAB = [G + "WeightedAverageNumberOfSharesOutstandingBasic"]
WAD = [G + "WeightedAverageNumberOfDilutedSharesOutstanding"]
SHOUT = [G + "CommonStockSharesOutstanding"]
DPS = [G + "CommonStockDividendsPerShareDeclared"]
RD = [G + "ResearchAndDevelopmentExpense"]
SGA = [G + "SellingGeneralAndAdministrativeExpense"]
OPEX = [G + "OperatingExpenses"]
CASH = [G + "CashAndCashEquivalentsAtCarryingValue"]
TAX = [G + "IncomeTaxExpenseBenefit"]
COR = [G + "CostOfRevenue", G + "CostOfGoodsAndServicesSold", G + "CostOfGoodsSold"]

# ------------------------------------------------------------------ periods
AAPL_FY23, AAPL_FY22, AAPL_FY21 = ("2022-09-25", "2023-09-30"), ("2021-09-26", "2022-09-24"), ("2020-09-27", "2021-09-25")
AAPL_BS23, AAPL_BS22, AAPL_BS21 = (None, "2023-09-30"), (None, "2022-09-24"), (None, "2021-09-25")
AQ_Q3, AQ_9M = ("2023-04-02", "2023-07-01"), ("2022-09-25", "2023-07-01")
AQ_Q3PY, AQ_9MPY = ("2022-03-27", "2022-06-25"), ("2021-09-26", "2022-06-25")
AQ_BS, AQ_BSPY = (None, "2023-07-01"), (None, "2022-09-24")
MS_FY15, MS_FY14, MS_FY13 = ("2014-07-01", "2015-06-30"), ("2013-07-01", "2014-06-30"), ("2012-07-01", "2013-06-30")
MS_Q4FY15 = ("2015-04-01", "2015-06-30")
MS_BS15, MS_BS14, MS_BS13 = (None, "2015-06-30"), (None, "2014-06-30"), (None, "2013-06-30")
NF_FY23, NF_FY22, NF_FY21 = ("2023-01-01", "2023-12-31"), ("2022-01-01", "2022-12-31"), ("2021-01-01", "2021-12-31")
NF_BS23, NF_BS22, NF_BS20 = (None, "2023-12-31"), (None, "2022-12-31"), (None, "2020-12-31")
N10_Q3, N10_9M = ("2010-07-01", "2010-09-30"), ("2010-01-01", "2010-09-30")
N10_Q3PY, N10_9MPY = ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-09-30")
N10_BS, N10_BSPY = (None, "2010-09-30"), (None, "2009-12-31")
UP_FY12, UP_FY11, UP_FY10 = ("2012-01-01", "2012-12-31"), ("2011-01-01", "2011-12-31"), ("2010-01-01", "2010-12-31")
UP_Q4_12 = ("2012-10-01", "2012-12-31")
UP_BS12, UP_BS11 = (None, "2012-12-31"), (None, "2011-12-31")
AE_Q3_22, AE_9M_22 = ("2022-07-01", "2022-09-30"), ("2022-01-01", "2022-09-30")
AE_PRED, AE_PRED_STUB, AE_SUCC = ("2023-01-01", "2023-07-21"), ("2023-07-01", "2023-07-21"), ("2023-07-22", "2023-09-30")
AE_BS, AE_BSPY = (None, "2023-09-30"), (None, "2022-12-31")

# FSDS filings (adsh) -- names as in sub.txt
GOOG = "fsds:0001193125-09-163845"   # GOOGLE INC. 10-Q, period 2009-06-30
KO = "fsds:0001047469-09-007013"     # COCA COLA CO 10-Q, period 2009-06-30
INTC = "fsds:0000950123-09-028975"   # INTEL CORP 10-Q, period 2009-06-30
WMT = "fsds:0001193125-09-189177"    # WAL MART STORES INC 10-Q, period 2009-07-31
OTEX = "fsds:0001193125-09-179839"   # OPEN TEXT CORP 10-K, FY ended 2009-06-30
MDT = "fsds:0000897101-10-001328"    # MEDTRONIC INC 10-K, FY ended 2010-04-30
BBY = "fsds:0001047469-10-004349"    # BEST BUY CO INC 10-K, FY ended 2010-02-28
SYMC = "fsds:0000950123-10-052086"   # SYMANTEC CORP 10-K, FY ended 2010-03-31
NKE = "fsds:0001193125-10-078534"    # NIKE INC 10-Q, period 2010-02-28
AMZN = "fsds:0001193125-10-090367"   # AMAZON COM INC 10-Q, period 2010-03-31
GOOG_Q2, GOOG_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
GOOG_Q2PY = ("2008-04-01", "2008-06-30")
KO_Q2, KO_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
INTC_Q2, INTC_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
WMT_Q2, WMT_H1 = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
WMT_Q2PY = ("2008-05-01", "2008-07-31")
OTEX_FY09 = ("2008-07-01", "2009-06-30")
MDT_FY10, MDT_FY09 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30")
BBY_FY10, BBY_FY09 = ("2009-03-01", "2010-02-28"), ("2008-03-01", "2009-02-28")
SYMC_FY10, SYMC_FY09 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31")
NKE_Q3, NKE_9M = ("2009-12-01", "2010-02-28"), ("2009-06-01", "2010-02-28")
AMZN_Q1 = ("2010-01-01", "2010-03-31")

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
    concepts = []
    for i in inputs:
        concepts.append(i["concept"][0])
    return {"answerable": True, "value": None, "unit": unit, "concepts": concepts, "period": per(p),
            "duration_months": gr.months_between(p[0], p[1]), "members": {}, "formula": formula,
            "inputs": inputs, "tolerance": {"relative": 0.005} if ratio else 0}


def ratio(num, den, p_num, p_den=None, members=None):
    return derived("e0/e1", [inp(num, p_num, members), inp(den, p_den or p_num, members)], p_num, "pure")


def growth(c, p_cur, p_prev):
    return derived("e0/e1-1", [inp(c, p_cur), inp(c, p_prev)], p_cur, "pure")


def diff(a, b, p, pb=None):
    return derived("e0-e1", [inp(a, p), inp(b, pb or p)], p, "USD", ratio=False)


def fcf(p):
    return diff(OCF, CAPEX, p)


def refuse(reason, note, probe=None):
    g = {"answerable": False, "reason": reason, "note": note}
    if probe:
        g["_probe"] = probe
    return g


def add(cat, filing, question, gold):
    acc = filing.split(":", 1)[1] if filing and filing.startswith("fsds:") else ACCESSION.get(filing)
    Q.append({"category": cat, "question": question, "accession": acc, "filing": filing, "gold": gold})


USD, SH, PS, PURE = "USD", "shares", "USD/share", "pure"
SEG = G + "StatementBusinessSegmentsAxis"
PROD = "srt:ProductOrServiceAxis"
GEO = "srt:StatementGeographicalAxis"

# =================================================================== direct
A = "aapl-10k-2023"
add("direct", A, "What were Apple's total net sales for fiscal 2023?", fact(REV, AAPL_FY23, USD))
add("direct", A, "How much did Apple spend on reserach and development in FY23?", fact(RD, AAPL_FY23, USD))
add("direct", A, "Apple total assets as of September 30, 2023?", fact(ASSETS, AAPL_BS23, USD))
add("direct", A, "What was AAPL's operating income for the fiscal year ended Sept 30 2023?", fact(OPINC, AAPL_FY23, USD))
add("direct", A, "How much cash and cash equivalents did Apple have on hand at the end of fiscal 2023?", fact(CASH, AAPL_BS23, USD))
add("direct", A, "What was Apple's provision for income taxes in fiscal year 2023?", fact(TAX, AAPL_FY23, USD))
add("direct", A, "Give me Apple's total liabilities at FY23 year end.", fact(LIAB, AAPL_BS23, USD))
A = "aapl-10q-2023"
add("direct", A, "What were Apple's total current assets as of July 1, 2023?", fact(AC, AQ_BS, USD))
add("direct", A, "Apple inventories at the end of the June 2023 quarter?", fact([G + "InventoryNet"], AQ_BS, USD))
add("direct", A, "What was Apple's total shareholders' equity as of 7/1/2023?", fact(EQ, AQ_BS, USD))
add("direct", A, "How much commercial paper did Apple have outstanding at July 1, 2023?", fact([G + "CommercialPaper"], AQ_BS, USD))
add("direct", A, "What was the non-current portion of Apple's term debt at the end of fiscal Q3 2023?", fact([G + "LongTermDebtNoncurrent"], AQ_BS, USD))
A = "msft-10k-2015"
add("direct", A, "What was Microsoft's revenue for fiscal year 2015?", fact(REV, MS_FY15, USD))
add("direct", A, "MSFT cost of revenue FY2015?", fact(COR, MS_FY15, USD))
add("direct", A, "How much goodwill was on Microsoft's balance sheet at June 30, 2015?", fact([G + "Goodwill"], MS_BS15, USD))
add("direct", A, "What restructuring charges did Microsoft record in fiscal 2015?", fact([G + "RestructuringCharges"], MS_FY15, USD))
add("direct", A, "Microsft total assets, June 30 2015", fact(ASSETS, MS_BS15, USD))
add("direct", A, "What was Microsoft's net cash from operations in FY15?", fact(OCF, MS_FY15, USD))
A = "nflx-10k-2023"
add("direct", A, "What was Netflix's revenue in 2023?", fact(REV, NF_FY23, USD))
add("direct", A, "Netflx cost of revenues for full-year 2023?", fact(COR, NF_FY23, USD))
add("direct", A, "How much did Netflix spend on marketing in 2023?", fact([G + "MarketingExpense"], NF_FY23, USD))
add("direct", A, "What was Netflix's technology and development expense for 2023?", fact(RD, NF_FY23, USD))
add("direct", A, "How much long-term debt (non-current) did Netflix carry at December 31, 2023?", fact([G + "LongTermDebtNoncurrent"], NF_BS23, USD))
add("direct", A, "What were Netflix's content assets, net, at year-end 2023?", fact(["nflx:ContentAssetsNet"], NF_BS23, USD))
add("direct", A, "NFLX interest expense FY2023?", fact([G + "InterestExpense"], NF_FY23, USD))
A = "nflx-10q-2010"
add("direct", A, "What were Netflix's total assets as of September 30, 2010?", fact(ASSETS, N10_BS, USD))
add("direct", A, "Netflix current liabilities at 9/30/2010?", fact(LC, N10_BS, USD))
add("direct", A, "What was the carrying amount of Netflix's senior notes at Sep 30, 2010?", fact([G + "SeniorLongTermNotes"], N10_BS, USD))
add("direct", A, "Netflix stockholders' equity as of Sept 30, 2010", fact(EQ, N10_BS, USD))
A = "unp-10k-2012"
add("direct", A, "What were Union Pacific's total operating revenues in 2012?", fact(REV, UP_FY12, USD))
add("direct", A, "UNP fuel expence for 2012?", fact([G + "FuelCosts"], UP_FY12, USD))
add("direct", A, "How much did Union Pacific spend on compensation and benefits in 2012?", fact([G + "LaborAndRelatedExpense"], UP_FY12, USD))
add("direct", A, "Union Pacific operating income 2012", fact(OPINC, UP_FY12, USD))
add("direct", A, "What was Union Pacific's interest expense in FY2012?", fact([G + "InterestExpense"], UP_FY12, USD))
add("direct", A, "UNP total assets at Dec 31, 2012?", fact(ASSETS, UP_BS12, USD))
add("direct", A, "What was Union Pacific's depreciation expense for 2012?", fact([G + "Depreciation"], UP_FY12, USD))
A = "aeon-10q-2023"
add("direct", A, "What were AEON Biopharma's total assets at September 30, 2023?", fact(ASSETS, AE_BS, USD))
add("direct", A, "AEON total liabilities as of 9/30/2023?", fact(LIAB, AE_BS, USD))
add("direct", A, "What was AEON Biopharma's contingent consideration liability at Sept 30 2023?", fact(["aeon:ContingentConsiderationLiability"], AE_BS, USD))
add("direct", GOOG, "Google's total assets at June 30, 2009?", fact(ASSETS, (None, "2009-06-30"), USD))
add("direct", WMT, "How much inventory did Wal-Mart have as of July 31, 2009?", fact([G + "InventoryNet"], (None, "2009-07-31"), USD))
add("direct", MDT, "What were Medtronic's net sales for fiscal 2010 (year ended April 30, 2010)?", fact(REV, MDT_FY10, USD))
add("direct", BBY, "Best Buy gross profit for fiscal 2010?", fact(GP, BBY_FY10, USD))
add("direct", SYMC, "How much did Symantec spend on R&D in its fiscal year ended March 2010?", fact(RD, SYMC_FY10, USD))
add("direct", OTEX, "Open Text revenues for the fiscal year ended June 30, 2009?", fact(REV, OTEX_FY09, USD))

# =================================================================== prior_period
A = "aapl-10k-2023"
add("prior_period", A, "What were Apple's net sales in fiscal 2022?", fact(REV, AAPL_FY22, USD))
add("prior_period", A, "Apple net income for FY2021?", fact(NI, AAPL_FY21, USD))
add("prior_period", A, "What were Apple's total assets as of the prior year end (Sept 24, 2022)?", fact(ASSETS, AAPL_BS22, USD))
add("prior_period", A, "How much did Apple spend on R&D a year earlier, in fiscal 2022?", fact(RD, AAPL_FY22, USD))
add("prior_period", A, "What was Apple's cash generated by operating activities in fiscal 2021?", fact(OCF, AAPL_FY21, USD))
add("prior_period", A, "Apple SG&A in FY22?", fact(SGA, AAPL_FY22, USD))
add("prior_period", A, "What was Apple's total shareholders' equity at the end of fiscal 2021?", fact(EQ, AAPL_BS21, USD))
A = "aapl-10q-2023"
add("prior_period", A, "What were Apple's net sales in the June quarter a year ago (three months ended June 25, 2022)?", fact(REV, AQ_Q3PY, USD))
add("prior_period", A, "Per the Q3 FY23 10-Q, how much cash and cash equivalents did Apple have at September 24, 2022?", fact(CASH, AQ_BSPY, USD))
add("prior_period", A, "Apple net income for the first nine months of fiscal 2022?", fact(NI, AQ_9MPY, USD))
add("prior_period", A, "What were Apple's inventories at the prior fiscal year end, as shown in the July 2023 10-Q?", fact([G + "InventoryNet"], AQ_BSPY, USD))
A = "msft-10k-2015"
add("prior_period", A, "What was Microsoft's revenue in fiscal 2014?", fact(REV, MS_FY14, USD))
add("prior_period", A, "MSFT net income FY13?", fact(NI, MS_FY13, USD))
add("prior_period", A, "Microsoft total assets as of June 30, 2014?", fact(ASSETS, MS_BS14, USD))
add("prior_period", A, "How much did Microsoft spend on research and development in the prior fiscal year (FY2014)?", fact(RD, MS_FY14, USD))
add("prior_period", A, "What was Microsoft's total stockholders' equity at June 30, 2013?", fact(EQ, MS_BS13, USD))
add("prior_period", A, "Microsoft additions to property and equipment in fiscal 2014?", fact(CAPEX, MS_FY14, USD))
A = "nflx-10k-2023"
add("prior_period", A, "What was Netflix's revenue in 2022?", fact(REV, NF_FY22, USD))
add("prior_period", A, "Netflix net income for 2021?", fact(NI, NF_FY21, USD))
add("prior_period", A, "Netflix total assets at the end of 2022?", fact(ASSETS, NF_BS22, USD))
add("prior_period", A, "What was Netflix's operating income a year earlier, in 2022?", fact(OPINC, NF_FY22, USD))
add("prior_period", A, "How much cash did Netflix generate from operating activities in 2021?", fact(OCF, NF_FY21, USD))
add("prior_period", A, "Netflix marketing expenses in FY2022?", fact([G + "MarketingExpense"], NF_FY22, USD))
add("prior_period", A, "What was Netflix's total stockholders' equity as of Dec 31, 2020?", fact(EQ, NF_BS20, USD))
A = "nflx-10q-2010"
add("prior_period", A, "What were Netflix's revenues in the third quarter of 2009?", fact(REV, N10_Q3PY, USD))
add("prior_period", A, "Netflix net income for the nine months ended September 30, 2009?", fact(NI, N10_9MPY, USD))
add("prior_period", A, "What were Netflix's total assets at December 31, 2009?", fact(ASSETS, N10_BSPY, USD))
add("prior_period", A, "How much cash and equivalents did Netflix hold at the end of 2009?", fact(CASH, N10_BSPY, USD))
A = "unp-10k-2012"
add("prior_period", A, "What were Union Pacific's operating revenues in 2011?", fact(REV, UP_FY11, USD))
add("prior_period", A, "UNP net income 2010?", fact(NI, UP_FY10, USD))
add("prior_period", A, "Union Pacific total assets as of December 31, 2011?", fact(ASSETS, UP_BS11, USD))
add("prior_period", A, "How much did Union Pacific spend on capital investments (cash capex) in 2011?", fact(CAPEX, UP_FY11, USD))
add("prior_period", A, "What was Union Pacific's fuel expense in 2010?", fact([G + "FuelCosts"], UP_FY10, USD))
add("prior_period", A, "Union Pacific common shareholders' equity at year-end 2011?", fact(EQ, UP_BS11, USD))
A = "aeon-10q-2023"
add("prior_period", A, "What was AEON Biopharma's R&D expense for the three months ended September 30, 2022?", fact(RD, AE_Q3_22, USD))
add("prior_period", A, "AEON net loss for the nine months ended Sept 30, 2022?", fact(NI, AE_9M_22, USD))
add("prior_period", A, "AEON Biopharma total assets as of December 31, 2022?", fact(ASSETS, AE_BSPY, USD))
add("prior_period", A, "What were AEON's total current liabilities at the end of 2022?", fact(LC, AE_BSPY, USD))
add("prior_period", GOOG, "What was Google's revenue in Q2 2008 (the year-ago quarter)?", fact(REV, GOOG_Q2PY, USD))
add("prior_period", BBY, "Best Buy net earnings in fiscal 2009 (year ended Feb 2009)?", fact(NI, BBY_FY09, USD))
add("prior_period", MDT, "Medtronic net earnings for fiscal 2009 (prior yr)?", fact(NI, MDT_FY09, USD))
add("prior_period", SYMC, "What was Symantec's operating income (loss) in fiscal 2009?", fact(OPINC, SYMC_FY09, USD))
add("prior_period", WMT, "Wal-Mart's net income for the quarter ended July 31, 2008?", fact(NI, WMT_Q2PY, USD))

# =================================================================== quarter_vs_ytd
A = "aapl-10q-2023"
add("quarter_vs_ytd", A, "What were Apple's net sales for the three months ended July 1, 2023?", fact(REV, AQ_Q3, USD))
add("quarter_vs_ytd", A, "Apple net sales year-to-date through Q3 FY23 (nine months ended July 1, 2023)?", fact(REV, AQ_9M, USD))
add("quarter_vs_ytd", A, "AAPL net income for fiscal Q3 2023 — just the quarter, please.", fact(NI, AQ_Q3, USD))
add("quarter_vs_ytd", A, "Apple net income for the nine months ended July 1, 2023?", fact(NI, AQ_9M, USD))
add("quarter_vs_ytd", A, "How much did Apple spend on R&D in the June 2023 quarter?", fact(RD, AQ_Q3, USD))
add("quarter_vs_ytd", A, "Apple R&D expense, fiscal 2023 YTD through July 1?", fact(RD, AQ_9M, USD))
add("quarter_vs_ytd", A, "Total operating expenses at Apple for the third quarter of fiscal 2023 (three months)?", fact(OPEX, AQ_Q3, USD))
add("quarter_vs_ytd", A, "Apple's operating expenses for the first nine months of FY23?", fact(OPEX, AQ_9M, USD))
add("quarter_vs_ytd", A, "What was Apple's provision for income taxes for the quarter ended July 1, 2023?", fact(TAX, AQ_Q3, USD))
add("quarter_vs_ytd", A, "Apple gross margin dollars for the nine months ended July 1 2023?", fact(GP, AQ_9M, USD))
add("quarter_vs_ytd", A, "Apple SG&A for the three months ended July 1, 2023?", fact(SGA, AQ_Q3, USD))
add("quarter_vs_ytd", A, "What about Apple's SG&A for the nine months ended July 1, 2023?", fact(SGA, AQ_9M, USD))
A = "nflx-10q-2010"
add("quarter_vs_ytd", A, "What were Netflix's revenues for the three months ended September 30, 2010?", fact(REV, N10_Q3, USD))
add("quarter_vs_ytd", A, "Netflix revenue for the nine months ended Sept 30 2010?", fact(REV, N10_9M, USD))
add("quarter_vs_ytd", A, "Netflix Q3 2010 net income (quarter only)?", fact(NI, N10_Q3, USD))
add("quarter_vs_ytd", A, "Netflix net income year to date through September 30, 2010?", fact(NI, N10_9M, USD))
add("quarter_vs_ytd", A, "How much did Netflix spend on marketing in Q3 2010?", fact([G + "MarketingExpense"], N10_Q3, USD))
add("quarter_vs_ytd", A, "Netflix marketing spend for the first nine months of 2010?", fact([G + "MarketingExpense"], N10_9M, USD))
add("quarter_vs_ytd", A, "What was Netflix's operating income for the three months ended 9/30/2010?", fact(OPINC, N10_Q3, USD))
add("quarter_vs_ytd", A, "Netflix cash provided by operating activities, nine months ended September 30, 2010?", fact(OCF, N10_9M, USD))
add("quarter_vs_ytd", A, "Netflix operating cash flow for just the third quarter of 2010?", fact(OCF, N10_Q3, USD))
add("quarter_vs_ytd", A, "Netflix G&A expense in the September 2010 quarter?", fact([G + "GeneralAndAdministrativeExpense"], N10_Q3, USD))
add("quarter_vs_ytd", A, "What was Netflix's cost of revenues YTD (nine months) through Q3 2010?", fact(COR, N10_9M, USD))
add("quarter_vs_ytd", A, "Netflix provision for income taxes for the three months ended Sept 30, 2010?", fact(TAX, N10_Q3, USD))
A = "aeon-10q-2023"
add("quarter_vs_ytd", A, "AEON Biopharma total operating expenses for the three months ended September 30, 2022?", fact(OPEX, AE_Q3_22, USD))
add("quarter_vs_ytd", A, "AEON's total operating expenses for the nine months ended September 30, 2022?", fact(OPEX, AE_9M_22, USD))
add("quarter_vs_ytd", A, "What was AEON's SG&A for Q3 2022 (three months)?", fact(SGA, AE_Q3_22, USD))
add("quarter_vs_ytd", A, "AEON selling, general and administrative expenses, nine months ended 9/30/2022?", fact(SGA, AE_9M_22, USD))
add("quarter_vs_ytd", A, "AEON (predecessor) R&D expense for the period July 1 through July 21, 2023?", fact(RD, AE_PRED_STUB, USD))
add("quarter_vs_ytd", A, "AEON predecessor R&D expense for January 1 through July 21, 2023?", fact(RD, AE_PRED, USD))
add("quarter_vs_ytd", GOOG, "Google revenues for the three months ended June 30, 2009?", fact(REV, GOOG_Q2, USD))
add("quarter_vs_ytd", GOOG, "Google revenues for the six months ended June 30, 2009?", fact(REV, GOOG_H1, USD))
add("quarter_vs_ytd", GOOG, "Google net income, Q2 2009 (quarter only)?", fact(NI, GOOG_Q2, USD))
add("quarter_vs_ytd", GOOG, "Google income from operations for the first half of 2009?", fact(OPINC, GOOG_H1, USD))
add("quarter_vs_ytd", KO, "Coca-Cola net operating revenues for the three months ended June 30, 2009?", fact(REV, KO_Q2, USD))
add("quarter_vs_ytd", KO, "Coca-Cola net operating revenues year-to-date (six months) through June 2009?", fact(REV, KO_H1, USD))
add("quarter_vs_ytd", INTC, "Intel's net income (loss) for the second quarter of 2009?", fact(NI, INTC_Q2, USD))
add("quarter_vs_ytd", INTC, "Intel net income for the six months ended June 27, 2009?", fact(NI, INTC_H1, USD))
add("quarter_vs_ytd", WMT, "Wal-Mart total revenues for the quarter ended July 31, 2009?", fact(REV, WMT_Q2, USD))
add("quarter_vs_ytd", WMT, "Wal-Mart total revenues for the six months ended July 31, 2009?", fact(REV, WMT_H1, USD))
add("quarter_vs_ytd", WMT, "Net income attributable to Walmart for Q2 of fiscal 2010 (quarter ended July 31, 2009)?", fact(NI, WMT_Q2, USD))
add("quarter_vs_ytd", NKE, "Nike revenues for the three months ended February 28, 2010?", fact(REV, NKE_Q3, USD))
add("quarter_vs_ytd", NKE, "Nike revenues for the nine months ended Feb 28, 2010?", fact(REV, NKE_9M, USD))

# =================================================================== derived
A = "aapl-10k-2023"
add("derived", A, "What was Apple's current ratio at September 30, 2023?", ratio(AC, LC, AAPL_BS23))
add("derived", A, "Apple net profit margin for FY23?", ratio(NI, REV, AAPL_FY23))
add("derived", A, "What was Apple's gross margin percentage in fiscal 2023?", ratio(GP, REV, AAPL_FY23))
add("derived", A, "Compute Apple's free cash flow for fiscal 2023 (operating cash flow minus capital expenditures).", fcf(AAPL_FY23))
add("derived", A, "By how much did Apple's net sales grow (or shrink) year over year in fiscal 2023?", growth(REV, AAPL_FY23, AAPL_FY22))
add("derived", A, "Apple working capital as of Sept 30, 2023?", diff(AC, LC, AAPL_BS23))
add("derived", A, "What was Apple's operating margin in FY2023?", ratio(OPINC, REV, AAPL_FY23))
A = "aapl-10q-2023"
add("derived", A, "Apple gross margin for the June 2023 quarter (three months)?", ratio(GP, REV, AQ_Q3))
add("derived", A, "Apple's free cash flow for the nine months ended July 1, 2023 (CFO less capex)?", fcf(AQ_9M))
add("derived", A, "What was Apple's current ratio at July 1, 2023?", ratio(AC, LC, AQ_BS))
add("derived", A, "How did Apple's Q3 FY23 net sales compare with the year-ago quarter, in % growth?", growth(REV, AQ_Q3, AQ_Q3PY))
A = "msft-10k-2015"
add("derived", A, "Microsoft gross margin in fiscal 2015?", ratio(GP, REV, MS_FY15))
add("derived", A, "What was MSFT's net margin for FY15?", ratio(NI, REV, MS_FY15))
add("derived", A, "Microsoft revenue growth in fiscal 2015 vs fiscal 2014?", growth(REV, MS_FY15, MS_FY14))
add("derived", A, "Microsoft free cash flow FY2015 (cash from operations less additions to property and equipment)?", fcf(MS_FY15))
add("derived", A, "What was Microsoft's current ratio at June 30, 2015?", ratio(AC, LC, MS_BS15))
add("derived", A, "Microsoft's total liabilities to stockholders' equity ratio at the end of fiscal 2015?", ratio(LIAB, EQ, MS_BS15))
A = "nflx-10k-2023"
add("derived", A, "What was Netflix's free cash flow in 2023, defined as operating cash flow minus purchases of property and equipment?", fcf(NF_FY23))
add("derived", A, "Netflix operating margin for 2023?", ratio(OPINC, REV, NF_FY23))
add("derived", A, "How fast did Netflix grow revenue in 2023 versus 2022?", growth(REV, NF_FY23, NF_FY22))
add("derived", A, "Netflix net margin 2023?", ratio(NI, REV, NF_FY23))
add("derived", A, "whats netflix's current ratio at dec 31 2023", ratio(AC, LC, NF_BS23))
add("derived", A, "Netflix gross margin in 2023 (revenues less cost of revenues, over revenues)?",
    derived("(e0-e1)/e0", [inp(REV, NF_FY23), inp(COR, NF_FY23)], NF_FY23, "pure"))
add("derived", A, "Netflix total liabilities divided by stockholders' equity at year-end 2023?", ratio(LIAB, EQ, NF_BS23))
A = "nflx-10q-2010"
add("derived", A, "Netflix gross margin for the quarter ended September 30, 2010?", ratio(GP, REV, N10_Q3))
add("derived", A, "Netflix free cash flow for the nine months ended Sept 30, 2010 (CFO minus purchases of property and equipment)?", fcf(N10_9M))
add("derived", A, "What was Netflix's current ratio at September 30, 2010?", ratio(AC, LC, N10_BS))
add("derived", A, "Netflix Q3 2010 revenue growth versus Q3 2009?", growth(REV, N10_Q3, N10_Q3PY))
A = "unp-10k-2012"
add("derived", A, "Union Pacific operating margin 2012?", ratio(OPINC, REV, UP_FY12))
add("derived", A, "What was UNP's net margin in 2012?", ratio(NI, REV, UP_FY12))
add("derived", A, "Union Pacific revenue growth in 2012 over 2011?", growth(REV, UP_FY12, UP_FY11))
add("derived", A, "Union Pacific free cash flow for 2012 (cash from operations less capital investments)?", fcf(UP_FY12))
add("derived", A, "UNP current ratio at the end of 2012?", ratio(AC, LC, UP_BS12))
add("derived", A, "Union Pacific debt-to-equity at Dec 31, 2012, using total debt (including the current portion) over shareholders' equity?",
    ratio([G + "LongTermDebt"], EQ, UP_BS12))
A = "aeon-10q-2023"
add("derived", A, "What was AEON Biopharma's current ratio at September 30, 2023?", ratio(AC, LC, AE_BS))
add("derived", A, "AEON working capital at December 31, 2022?", diff(AC, LC, AE_BSPY))
add("derived", GOOG, "Google's net margin for Q2 2009 (three months ended June 30)?", ratio(NI, REV, GOOG_Q2))
add("derived", KO, "Coca-Cola gross margin for the six months ended June 2009?", ratio(GP, REV, KO_H1))
add("derived", BBY, "Best Buy's current ratio at the end of fiscal 2010 (Feb 2010)?", ratio(AC, LC, (None, "2010-02-28")))
add("derived", MDT, "Medtronic free cash flow in fiscal 2010 (operating cash flow minus PP&E additions)?", fcf(MDT_FY10))
add("derived", WMT, "Wal-Mart free cash flow for the first six months of fiscal 2010 (through July 31, 2009)?", fcf(WMT_H1))
add("derived", SYMC, "Symantec revenue growth, fiscal 2010 vs fiscal 2009?", growth(REV, SYMC_FY10, SYMC_FY09))

# =================================================================== members
A = "aapl-10k-2023"
IPH = {PROD: "aapl:IPhoneMember"}
add("members", A, "How much iPhone revenue did Apple report for fiscal 2023?", fact(REV, AAPL_FY23, USD, IPH))
add("members", A, "Aple Mac net sales FY23?", fact(REV, AAPL_FY23, USD, {PROD: "aapl:MacMember"}))
add("members", A, "What were iPad net sales in Apple's fiscal 2023?", fact(REV, AAPL_FY23, USD, {PROD: "aapl:IPadMember"}))
add("members", A, "Apple's Wearables, Home and Accessories revenue for fiscal 2023?", fact(REV, AAPL_FY23, USD, {PROD: "aapl:WearablesHomeandAccessoriesMember"}))
add("members", A, "How much did Services bring in for Apple in FY2023?", fact(REV, AAPL_FY23, USD, {PROD: G + "ServiceMember"}))
add("members", A, "Apple total Products net sales in fiscal 2022?", fact(REV, AAPL_FY22, USD, {PROD: G + "ProductMember"}))
add("members", A, "What were net sales in Apple's Americas segment for FY23?", fact(REV, AAPL_FY23, USD, {SEG: "aapl:AmericasSegmentMember"}))
add("members", A, "Operating income of Apple's Europe segment in fiscal 2023?", fact(OPINC, AAPL_FY23, USD, {SEG: "aapl:EuropeSegmentMember"}))
add("members", A, "Apple Greater China net sales, fiscal 2023?", fact(REV, AAPL_FY23, USD, {SEG: "aapl:GreaterChinaSegmentMember"}))
add("members", A, "What was operating income for Apple's Japan segment in fiscal 2022?", fact(OPINC, AAPL_FY22, USD, {SEG: "aapl:JapanSegmentMember"}))
add("members", A, "Rest of Asia Pacific net sales for Apple in FY23?", fact(REV, AAPL_FY23, USD, {SEG: "aapl:RestOfAsiaPacificSegmentMember"}))
add("members", A, "How much of Apple's fiscal 2023 net sales came from the U.S.?", fact(REV, AAPL_FY23, USD, {GEO: "country:US"}))
add("members", A, "Apple cost of sales for Services in fiscal 2023?", fact(COR, AAPL_FY23, USD, {PROD: G + "ServiceMember"}))
A = "aapl-10q-2023"
add("members", A, "iPhone net sales for the three months ended July 1, 2023?", fact(REV, AQ_Q3, USD, IPH))
add("members", A, "Apple Services revenue in the June 2023 quarter?", fact(REV, AQ_Q3, USD, {PROD: G + "ServiceMember"}))
add("members", A, "Greater China net sales for Apple, nine months ended July 1, 2023?", fact(REV, AQ_9M, USD, {SEG: "aapl:GreaterChinaSegmentMember"}))
add("members", A, "Americas segment operating income for Apple's fiscal Q3 2023 (three months)?", fact(OPINC, AQ_Q3, USD, {SEG: "aapl:AmericasSegmentMember"}))
add("members", A, "Mac revenue YTD through the third quarter of fiscal 2023?", fact(REV, AQ_9M, USD, {PROD: "aapl:MacMember"}))
add("members", A, "What were Apple's Europe segment net sales in the quarter ended July 1, 2023?", fact(REV, AQ_Q3, USD, {SEG: "aapl:EuropeSegmentMember"}))
A = "msft-10k-2015"
CI = G + "ConsolidationItemsAxis"
MPROD = G + "ProductOrServiceAxis"
add("members", A, "What was revenue for Microsoft's Devices and Consumer segment in fiscal 2015?", fact(REV, MS_FY15, USD, {CI: "msft:DevicesAndConsumerMember"}))
add("members", A, "Microsoft Commercial segment revenue FY15?", fact(REV, MS_FY15, USD, {CI: "msft:CommercialMember"}))
add("members", A, "Gross margin of Microsoft's Commercial segment in FY2015?", fact(GP, MS_FY15, USD, {CI: "msft:CommercialMember"}))
add("members", A, "Devices and Consumer gross margin at Microsoft for fiscal 2015?", fact(GP, MS_FY15, USD, {CI: "msft:DevicesAndConsumerMember"}))
add("members", A, "How much Xbox revenue did Microsoft report in fiscal year 2015?", fact(REV, MS_FY15, USD, {MPROD: "msft:XboxMember"}))
add("members", A, "Microsoft Surface revenue in FY15?", fact(REV, MS_FY15, USD, {MPROD: "msft:SurfaceMember"}))
add("members", A, "Revenue from the Microsoft Office system in fiscal 2015?", fact(REV, MS_FY15, USD, {MPROD: "msft:MicrosoftOfficeSystemMember"}))
add("members", A, "Microsoft Server products and tools revenue, FY2015?", fact(REV, MS_FY15, USD, {MPROD: "msft:ServerProductsAndToolsMember"}))
add("members", A, "How much revenue did Microsoft book in the United States in fiscal 2015?", fact(REV, MS_FY15, USD, {G + "StatementGeographicalAxis": "country:US"}))
add("members", A, "Microsoft revenue from Windows operating systems for computing devices in fiscal 2014?", fact(REV, MS_FY14, USD, {MPROD: "msft:WindowsOperatingSystemsForComputingDevicesMember"}))
A = "nflx-10k-2023"
STR = {PROD: "nflx:StreamingMember"}
add("members", A, "Netflix streaming revenue from the United States and Canada (UCAN) in 2023?", fact(REV, NF_FY23, USD, dict(STR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add("members", A, "What was Netflix's streaming revenue in Europe, Middle East, and Africa for 2023?", fact(REV, NF_FY23, USD, dict(STR, **{GEO: G + "EMEAMember"})))
add("members", A, "Netflix Latin America streaming revenues in 2022?", fact(REV, NF_FY22, USD, dict(STR, **{GEO: "srt:LatinAmericaMember"})))
add("members", A, "Asia-Pacific streaming revenue for Netflix, full-year 2023?", fact(REV, NF_FY23, USD, dict(STR, **{GEO: "srt:AsiaPacificMember"})))
add("members", A, "How much revenue did Netflix generate in the United States in 2023?", fact(REV, NF_FY23, USD, {GEO: "country:US"}))
A = "unp-10k-2012"
add("members", A, "What was Union Pacific's Agriculture freight revenue in 2012?", fact([G + "CargoAndFreightRevenue"], UP_FY12, USD, {SEG: "unp:AgricultureMember"}))
add("members", A, "UNP Automotive freight revenues for 2012?", fact([G + "CargoAndFreightRevenue"], UP_FY12, USD, {SEG: "unp:AutomotiveMember"}))
add("members", A, "How much freight revenue did Union Pacific's Chemicals business generate in 2012?", fact([G + "CargoAndFreightRevenue"], UP_FY12, USD, {SEG: "unp:ChemicalsMember"}))
add("members", A, "Union Pacific Coal freight revenue, 2011?", fact([G + "CargoAndFreightRevenue"], UP_FY11, USD, {SEG: "unp:CoalMember"}))
add("members", A, "Industrial Products freight revenue at Union Pacific for 2012?", fact([G + "CargoAndFreightRevenue"], UP_FY12, USD, {SEG: "unp:IndustrialProductsMember"}))
add("members", A, "What did UNP earn in Intermodal freight revenue in 2012?", fact([G + "CargoAndFreightRevenue"], UP_FY12, USD, {SEG: "unp:IntermodalMember"}))
A = "aeon-10q-2023"
ISL = G + "IncomeStatementLocationAxis"
add("members", A, "How much stock-based compensation did AEON record within selling, general and administrative expenses for the nine months ended Sept 30, 2022?",
    fact([G + "AllocatedShareBasedCompensationExpense"], AE_9M_22, USD, {ISL: G + "SellingGeneralAndAdministrativeExpensesMember"}))
add("members", A, "AEON stock-based comp included in research and development expense for the successor period July 22 – Sept 30, 2023?",
    fact([G + "AllocatedShareBasedCompensationExpense"], AE_SUCC, USD, {ISL: G + "ResearchAndDevelopmentExpenseMember"}))

# =================================================================== per_share
A = "aapl-10k-2023"
add("per_share", A, "What was Apple's basic EPS for fiscal 2023?", fact(EPSB, AAPL_FY23, PS))
add("per_share", A, "Apple diluted earnings per share FY23?", fact(EPSD, AAPL_FY23, PS))
add("per_share", A, "How much did Apple declare in dividends per share during fiscal 2023?", fact(DPS, AAPL_FY23, PS))
add("per_share", A, "Apple's weighted-average diluted share count for fiscal 2023?", fact(WAD, AAPL_FY23, SH))
add("per_share", A, "How many shares of Apple common stock were outstanding at Sept 30, 2023 (balance sheet)?", fact(SHOUT, AAPL_BS23, SH))
add("per_share", A, "Apple diluted EPS in fiscal 2022?", fact(EPSD, AAPL_FY22, PS))
add("per_share", A, "Per the cover page of Apple's FY23 10-K, how many shares were outstanding as of October 20, 2023?", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2023-10-20"), SH))
A = "aapl-10q-2023"
add("per_share", A, "Apple diluted EPS for the three months ended July 1, 2023?", fact(EPSD, AQ_Q3, PS))
add("per_share", A, "AAPL basic EPS for the nine months ended July 1 2023?", fact(EPSB, AQ_9M, PS))
add("per_share", A, "What dividend per share did Apple declare in fiscal Q3 2023 (the quarter)?", fact(DPS, AQ_Q3, PS))
add("per_share", A, "Apple dividends declared per share, fiscal 2023 year to date through July 1?", fact(DPS, AQ_9M, PS))
add("per_share", A, "Weighted average diluted shares for Apple in the June 2023 quarter?", fact(WAD, AQ_Q3, SH))
A = "msft-10k-2015"
add("per_share", A, "What were Microsoft's diluted earnings per share for fiscal 2015?", fact(EPSD, MS_FY15, PS))
add("per_share", A, "MSFT basic EPS FY15?", fact(EPSB, MS_FY15, PS))
add("per_share", A, "How much did Microsoft declare in dividends per share in fiscal 2015?", fact(DPS, MS_FY15, PS))
add("per_share", A, "Microsoft diluted EPS for the fourth quarter of fiscal 2015 (April–June 2015)?", fact(EPSD, MS_Q4FY15, PS))
add("per_share", A, "Microsoft common shares outstanding at June 30, 2015?", fact(SHOUT, MS_BS15, SH))
add("per_share", A, "Microsoft weighted average basic shares outstanding in FY2015?", fact(WAB, MS_FY15, SH))
A = "nflx-10k-2023"
add("per_share", A, "netflix diluted eps for 2023", fact(EPSD, NF_FY23, PS))
add("per_share", A, "What were Netflix's basic earnings per share in 2023?", fact(EPSB, NF_FY23, PS))
add("per_share", A, "Netflix weighted-average diluted shares outstanding in 2023?", fact(WAD, NF_FY23, SH))
add("per_share", A, "How many Netflix common shares were outstanding at December 31, 2023?", fact(SHOUT, NF_BS23, SH))
add("per_share", A, "Netflix basic EPS in 2022?", fact(EPSB, NF_FY22, PS))
A = "nflx-10q-2010"
add("per_share", A, "Netflix diluted EPS for the quarter ended September 30, 2010?", fact(EPSD, N10_Q3, PS))
add("per_share", A, "Netflix diluted earnings per share, nine months ended Sept 30 2010?", fact(EPSD, N10_9M, PS))
add("per_share", A, "Netflix weighted average basic shares in Q3 2010 (three months)?", fact(WAB, N10_Q3, SH))
add("per_share", A, "How many Netflix shares were outstanding at September 30, 2010?", fact(SHOUT, N10_BS, SH))
A = "unp-10k-2012"
add("per_share", A, "Union Pacific diluted EPS for 2012?", fact(EPSD, UP_FY12, PS))
add("per_share", A, "What was UNP's basic earnings per share in 2012?", fact(EPSB, UP_FY12, PS))
add("per_share", A, "Union Pacific dividends declared per share in 2012?", fact(DPS, UP_FY12, PS))
add("per_share", A, "UNP diluted EPS for Q4 2012 (three months ended Dec 31)?", fact(EPSD, UP_Q4_12, PS))
add("per_share", A, "Union Pacific weighted average diluted shares for 2012?", fact(WAD, UP_FY12, SH))
add("per_share", A, "How many UNP common shares were outstanding at the end of 2012?", fact(SHOUT, UP_BS12, SH))
A = "aeon-10q-2023"
add("per_share", A, "What was AEON Biopharma's basic EPS for the successor period July 22 through September 30, 2023?", fact(EPSB, AE_SUCC, PS))
add("per_share", A, "AEON basic net loss per share for the three months ended September 30, 2022?", fact(EPSB, AE_Q3_22, PS))
add("per_share", A, "How many AEON shares were outstanding at Sept 30, 2023?", fact(SHOUT, AE_BS, SH))
add("per_share", GOOG, "Googel diluted EPS for Q2 2009?", fact(EPSD, GOOG_Q2, PS))
add("per_share", WMT, "Wal-Mart diluted EPS for the six months ended July 31, 2009?", fact(EPSD, WMT_H1, PS))
add("per_share", BBY, "Best Buy diluted earnings per share, fiscal 2010?", fact(EPSD, BBY_FY10, PS))
add("per_share", MDT, "Medtronic dividends declared per share in fiscal 2010?", fact(DPS, MDT_FY10, PS))
add("per_share", NKE, "Nike diluted EPS for the quarter ended February 28, 2010?", fact(EPSD, NKE_Q3, PS))
add("per_share", AMZN, "Amazon.com diluted EPS for Q1 2010?", fact(EPSD, AMZN_Q1, PS))
add("per_share", BBY, "Best Buy shares outstanding at the end of fiscal 2010?", fact(SHOUT, (None, "2010-02-28"), SH))

# =================================================================== jargon
A = "aapl-10k-2023"
add("jargon", A, "What was Apple's top line in FY23?", fact(REV, AAPL_FY23, USD))
add("jargon", A, "Apple bottom line for fiscal 2023?", fact(NI, AAPL_FY23, USD))
add("jargon", A, "How much capex did Apple spend in fiscal 2023?", fact(CAPEX, AAPL_FY23, USD))
add("jargon", A, "AAPL FCF for FY2023?", fcf(AAPL_FY23))
add("jargon", A, "Apple total opex FY23?", fact(OPEX, AAPL_FY23, USD))
add("jargon", A, "What was Apple's SG&A in fiscal 2023?", fact(SGA, AAPL_FY23, USD))
add("jargon", A, "Apple book value (total shareholders' equity) at the end of FY23?", fact(EQ, AAPL_BS23, USD))
add("jargon", A, "How much did Apple spend on buybacks in fiscal 2023?", fact([G + "PaymentsForRepurchaseOfCommonStock"], AAPL_FY23, USD))
A = "aapl-10q-2023"
add("jargon", A, "Apple's top line for the June 2023 quarter?", fact(REV, AQ_Q3, USD))
add("jargon", A, "Apple capex fiscal YTD through July 1, 2023?", fact(CAPEX, AQ_9M, USD))
add("jargon", A, "Apple bottom line for the first nine months of FY23?", fact(NI, AQ_9M, USD))
A = "msft-10k-2015"
add("jargon", A, "MSFT top line FY15?", fact(REV, MS_FY15, USD))
add("jargon", A, "What was Microsoft's bottom line in fiscal 2015?", fact(NI, MS_FY15, USD))
add("jargon", A, "Microsoft capex in FY2015?", fact(CAPEX, MS_FY15, USD))
add("jargon", A, "Microsoft total opex for fiscal 2015?", fact(OPEX, MS_FY15, USD))
add("jargon", A, "Microsoft D/E at June 30 2015 (total liabilities / total stockholders' equity)?", ratio(LIAB, EQ, MS_BS15))
add("jargon", A, "How much did Microsoft spend on share buybacks in FY15?", fact([G + "PaymentsForRepurchaseOfCommonStock"], MS_FY15, USD))
add("jargon", A, "Microsoft common stock dividends paid (cash) in fiscal 2015?", fact([G + "PaymentsOfDividendsCommonStock", G + "PaymentsOfDividends"], MS_FY15, USD))
A = "nflx-10k-2023"
add("jargon", A, "Netflix top line 2023?", fact(REV, NF_FY23, USD))
add("jargon", A, "What was Netflix's bottom line for 2023?", fact(NI, NF_FY23, USD))
add("jargon", A, "Netflix capex in 2023?", fact(CAPEX, NF_FY23, USD))
add("jargon", A, "NFLX FCF 2023 (CFO minus capex)?", fcf(NF_FY23))
add("jargon", A, "How much did Netflix pour into content in 2023 (additions to content assets)?", fact(["nflx:AdditionstoStreamingContentAssets"], NF_FY23, USD))
add("jargon", A, "Netflix book value at the end of 2023?", fact(EQ, NF_BS23, USD))
A = "nflx-10q-2010"
add("jargon", A, "Netflix capex for the first nine months of 2010?", fact(CAPEX, N10_9M, USD))
add("jargon", A, "Netflix bottom line for Q3 2010?", fact(NI, N10_Q3, USD))
add("jargon", A, "Netflix opex in the September 2010 quarter?", fact(OPEX, N10_Q3, USD))
add("jargon", A, "How much did Netflix spend on buybacks in the nine months ended Sept 30, 2010?", fact([G + "PaymentsForRepurchaseOfCommonStock"], N10_9M, USD))
add("jargon", A, "Netflix tech and dev spend for Q3 2010?", fact(RD, N10_Q3, USD))
A = "unp-10k-2012"
add("jargon", A, "What was Union Pacific's operating ratio in 2012 (operating expenses as a share of operating revenues)?", ratio(OPEX, REV, UP_FY12))
add("jargon", A, "UNP capex 2012?", fact(CAPEX, UP_FY12, USD))
add("jargon", A, "Union Pacfic top line 2012?", fact(REV, UP_FY12, USD))
add("jargon", A, "Union Pacific bottom line in 2012?", fact(NI, UP_FY12, USD))
add("jargon", A, "UNP FCF 2012?", fcf(UP_FY12))
add("jargon", A, "Union Pacific book value at year-end 2012?", fact(EQ, UP_BS12, USD))
add("jargon", A, "How much did Union Pacific spend on buybacks in 2012?", fact([G + "PaymentsForRepurchaseOfEquity", G + "PaymentsForRepurchaseOfCommonStock"], UP_FY12, USD))
A = "aeon-10q-2023"
add("jargon", A, "What was AEON Biopharma's cash burn (net cash used in operating activities) for the nine months ended September 30, 2022?",
    derived("-e0", [inp(OCF, AE_9M_22)], AE_9M_22, USD, ratio=False))
add("jargon", A, "AEON cash burn from operations in the successor period (July 22 – Sept 30, 2023)?",
    derived("-e0", [inp(OCF, AE_SUCC)], AE_SUCC, USD, ratio=False))
add("jargon", A, "AEON opex for Q3 2022?", fact(OPEX, AE_Q3_22, USD))
add("jargon", A, "AEON's bottom line for the nine months ended Sept 30 2022?", fact(NI, AE_9M_22, USD))
add("jargon", A, "What's AEON Biopharma's book value (stockholders' equity/deficit) at September 30, 2023?", fact(EQ, AE_BS, USD))
add("jargon", WMT, "Wal-Mart capex for the first half of fiscal 2010 (six months to July 31, 2009)?", fact(CAPEX, WMT_H1, USD))
add("jargon", GOOG, "Google's top line for Q2 2009?", fact(REV, GOOG_Q2, USD))
add("jargon", KO, "Coca-Cola SG&A for the second quarter of 2009?", fact(SGA, KO_Q2, USD))
add("jargon", INTC, "Intel capex, first six months of 2009?", fact(CAPEX, INTC_H1, USD))
add("jargon", BBY, "Best Buy bottom line in fiscal 2010?", fact(NI, BBY_FY10, USD))

# =================================================================== refuse
oc = "other_company"
add("refuse", "aapl-10k-2023", "What was Tesla's total revenue in 2023?", refuse(oc, "Tesla is not among the filings."))
add("refuse", "nflx-10k-2023", "How much net income did Meta Platforms report for 2023?", refuse(oc, "Meta is not in the data."))
add("refuse", "nflx-10k-2023", "What was Spotify's premium subscriber revenue in 2023?", refuse(oc, "Spotify is not in the data (and files 20-F/6-K, not 10-K)."))
add("refuse", "unp-10k-2012", "Uber operating income for 2022?", refuse(oc, "Uber is not in the data."))
add("refuse", "msft-10k-2015", "What were Zoom Video's revenues for fiscal 2015?", refuse(oc, "Zoom is not in the data."))
add("refuse", "aapl-10q-2023", "Give me Shopify's gross merchandise volume for Q2 2023.", refuse(oc, "Shopify is not in the data."))
add("refuse", "aeon-10q-2023", "What was Palantir's diluted EPS for the nine months ended September 30, 2023?", refuse(oc, "Palantir is not in the data."))
add("refuse", "nflx-10k-2023", "Airbnb free cash flow in 2023?", refuse(oc, "Airbnb is not in the data."))
add("refuse", "aapl-10k-2023", "How much capex did Alphabet spend in 2023?", refuse(oc, "Alphabet's 2023 filing is not in the data (only a 2009 Google 10-Q in FSDS)."))
add("refuse", "nflx-10k-2023", "What was Roku's platform revenue in 2023?", refuse(oc, "Roku is not in the data."))
add("refuse", "aapl-10k-2023", "Samsung Electronics smartphone revenue for 2023?", refuse(oc, "Samsung is not an SEC registrant in the data."))
add("refuse", "msft-10k-2015", "What was Snowflake's product revenue in fiscal 2015?", refuse(oc, "Snowflake is not in the data."))
pn = "period_not_reported"
add("refuse", "aapl-10k-2023", "What were Apple's net sales in fiscal 2019?",
    refuse(pn, "The FY23 10-K reports income statement data for FY2021-FY2023 only.", (REV, ("2018-09-30", "2019-09-28"))))
add("refuse", "aapl-10q-2023", "What were Apple's net sales for the September 2023 quarter (Q4 FY23)?",
    refuse(pn, "The Q3 FY23 10-Q ends July 1, 2023; the September quarter is not in it.", (REV, ("2023-07-02", "2023-09-30"))))
add("refuse", "msft-10k-2015", "Microsoft revenue for fiscal 2016?",
    refuse(pn, "FY2016 is after the FY2015 10-K.", (REV, ("2015-07-01", "2016-06-30"))))
add("refuse", "msft-10k-2015", "What was Microsoft's net income in fiscal 2012?",
    refuse(pn, "The FY2015 10-K reports FY2013-FY2015 income; FY2012 is not reported.", (NI, ("2011-07-01", "2012-06-30"))))
add("refuse", "nflx-10k-2023", "What was Netflix's revenue in 2020?",
    refuse(pn, "The 2023 10-K reports income statement years 2021-2023 only.", (REV, ("2020-01-01", "2020-12-31"))))
add("refuse", "nflx-10q-2010", "Netflix revenue for the fourth quarter of 2010?",
    refuse(pn, "The Q3 2010 10-Q ends Sept 30, 2010.", (REV, ("2010-10-01", "2010-12-31"))))
add("refuse", "nflx-10q-2010", "What was Netflix's full-year 2009 net income, per this 10-Q?",
    refuse(pn, "The 10-Q reports three- and nine-month 2009 periods only, not the full year.", (NI, ("2009-01-01", "2009-12-31"))))
add("refuse", "unp-10k-2012", "Union Pacific operating revenues in 2013?",
    refuse(pn, "2013 is after the 2012 10-K.", (REV, ("2013-01-01", "2013-12-31"))))
add("refuse", "unp-10k-2012", "What was UNP's net income for 2009?",
    refuse(pn, "The 2012 10-K reports 2010-2012 income only.", (NI, ("2009-01-01", "2009-12-31"))))
add("refuse", "aeon-10q-2023", "What was AEON Biopharma's net loss for the three months ended September 30, 2023?",
    refuse(pn, "After the July 21, 2023 business combination the quarter is split into a predecessor stub (Jul 1-21) and a successor period (Jul 22/23-Sep 30); no single three-month 2023 figure is reported.",
           (NI, ("2023-07-01", "2023-09-30"))))
add("refuse", "aeon-10q-2023", "AEON R&D expense for the nine months ended Sept 30, 2023?",
    refuse(pn, "Nine months 2023 is split into predecessor (Jan 1-Jul 21) and successor (Jul 22-Sep 30) periods; no combined figure is reported.",
           (RD, ("2023-01-01", "2023-09-30"))))
add("refuse", GOOG, "What were Google's revenues for Q3 2009 (three months ended September 30, 2009)?",
    refuse(pn, "This 10-Q covers the period ended June 30, 2009.", (REV, ("2009-07-01", "2009-09-30"))))
cn = "concept_not_reported"
add("refuse", "aapl-10k-2023", "How much goodwill did Apple carry at September 30, 2023?",
    refuse(cn, "Apple's FY23 filing reports no goodwill fact.", ([G + "Goodwill"], AAPL_BS23)))
add("refuse", "nflx-10k-2023", "What dividends per share did Netflix declare in 2023?",
    refuse(cn, "Netflix does not pay dividends; no dividends-per-share fact.", (DPS, NF_FY23)))
add("refuse", "nflx-10k-2023", "Netflix inventory balance at Dec 31, 2023?",
    refuse(cn, "Netflix reports no inventory.", ([G + "InventoryNet"], NF_BS23)))
add("refuse", "unp-10k-2012", "How much did Union Pacific spend on R&D in 2012?",
    refuse(cn, "No research and development expense is reported.", (RD, UP_FY12)))
add("refuse", "unp-10k-2012", "What was Union Pacific's goodwill at year-end 2012?",
    refuse(cn, "No goodwill fact in the filing.", ([G + "Goodwill"], UP_BS12)))
add("refuse", "aeon-10q-2023", "What was AEON Biopharma's revenue for the nine months ended September 30, 2022?",
    refuse(cn, "AEON is pre-revenue; no revenue fact is reported.", (REV, AE_9M_22)))
add("refuse", "aeon-10q-2023", "AEON inventory at Sept 30, 2023?",
    refuse(cn, "No inventory fact is reported.", ([G + "InventoryNet"], AE_BS)))
add("refuse", "nflx-10q-2010", "Netflix dividends per share for Q3 2010?",
    refuse(cn, "No dividends per share reported.", (DPS, N10_Q3)))
add("refuse", "msft-10k-2015", "How much revenue did Azure generate for Microsoft in fiscal 2015?",
    refuse(cn, "Azure revenue is not broken out in the FY2015 filing (no Azure member)."))
add("refuse", "aapl-10k-2023", "How many iPhone units did Apple sell in fiscal 2023?",
    refuse(cn, "Apple no longer reports unit sales."))
add("refuse", "nflx-10q-2010", "How much goodwill did Netflix have on the balance sheet at September 30, 2010?",
    refuse(cn, "No goodwill fact in the Q3 2010 10-Q.", ([G + "Goodwill"], N10_BS)))
am = "ambiguous"
add("refuse", "aapl-10k-2023", "What's Apple's margin for FY23?",
    refuse(am, "Which margin (gross, operating, net) is unspecified."))
add("refuse", "unp-10k-2012", "How big is Union Pacific?",
    refuse(am, "Size could mean assets, revenue, market value, employees, route miles..."))
add("refuse", "msft-10k-2015", "What was Microsoft's segment revenue in fiscal 2015?",
    refuse(am, "Microsoft had two segments (Devices and Consumer, Commercial) plus corporate items; which one is unspecified."))
add("refuse", "nflx-10k-2023", "What was Netflix's regional revenue last year?",
    refuse(am, "Which region (UCAN, EMEA, LATAM, APAC) is unspecified."))
add("refuse", "aapl-10q-2023", "What were Apple's Q3 sales?",
    refuse(am, "The 10-Q reports Q3 of both fiscal 2023 and fiscal 2022, and 'sales' could be total, products or services; the year is not given."))
add("refuse", "aeon-10q-2023", "What was AEON's EPS this year?",
    refuse(am, "2023 is split into predecessor and successor periods with different EPS; the period is not identifiable."))
add("refuse", "unp-10k-2012", "What was Union Pacific's freight revenue for the business group in 2012?",
    refuse(am, "Six commodity business groups are reported; none is named."))
add("refuse", GOOG, "What were Google's revenues for the second quarter?",
    refuse(am, "The 10-Q reports Q2 2009 and Q2 2008; the year is not given."))


def main():
    # probes for refuse questions: the concept must be absent for that period
    for q in Q:
        g = q["gold"]
        pr = g.pop("_probe", None)
        if pr:
            concepts, p = pr
            r = gr.lookup(q["filing"], concepts, per(p), {})
            if r is not None:
                raise SystemExit("refuse probe unexpectedly found a fact: %s %s" % (q["question"], r))
    for i, q in enumerate(Q, 1):
        q_out = {"id": "ff-%04d" % i}
        q_out.update(q)
        Q[i - 1] = q_out
    path = gr.QUESTIONS
    with open(path, "w") as fh:
        for q in Q:
            fh.write(json.dumps(q) + "\n")
    print("wrote %d questions" % len(Q))
    gr.fill(path)


if __name__ == "__main__":
    main()
