#!/usr/bin/env python3
"""The scaffolding the held-out question builders of rounds 2-80 share: their spec vocabulary and their writer.

Each evals/heldout/build_questionsN.py keeps one round's hand-written question specs and its writer's notes,
and takes the rest from here with ``from specs import *``:
  - the concept lists, units, axes and periods the rounds had copied from one another, and the FSDS filings
    and fiscal periods a later round reused (a round's own filings and periods stay in its builder);
  - the spec helpers: fact / ratio / growth / diff / total / fcf / margin_from_cost for answerable questions,
    refuse with an absent / absent_any / other / amb / amb_why probe for refusals, and add(), which appends to Q;
  - fsds_namer(TICK), a round's F(filing, *tags): a data-set tag's concept name, the round's ticker for a company's
    own tag;
  - write_round(), the builders' former main(): numbers Q, writes the questions and the refusal probes,
    fills the gold values with gold_reader.fill and counts the overlaps with the earlier rounds.
A builder that needs another value under a name defined here (round 2's PRETAX, round 3's BS_0906, rounds 7-8's
CLX, ...) defines it itself after the import, so its own value is the one its specs use.
No gold value is typed here or in the builders: gold_reader computes every value from the filing.
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


# ------------------------------------------------------------------ calendar periods of the FSDS 10-Qs (rounds 2-12)
# calendar Q2 2009 10-Qs (2009q3)
CY09_Q2, CY09_H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
CY08_Q2, CY08_H1 = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
BS_0906, BS_0812 = (None, "2009-06-30"), (None, "2008-12-31")
# calendar Q1 2010 10-Qs (2010q2)
CY10_Q1, CY09_Q1 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
BS_1003, BS_0912, BS_0903 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")

# ------------------------------------------------------------------ round 5's FSDS filings (adsh) and fiscal periods, asked about again by rounds 6-8
NOC = "fsds:0000950123-09-024563"    # NORTHROP GRUMMAN CORP 10-Q, 2009-06-30 (2009q3)
GD = "fsds:0001193125-09-163762"     # GENERAL DYNAMICS CORP 10-Q, Q2 ended 2009-07-05 (ddate 2009-06-30)
ITW = "fsds:0000049826-09-000066"    # ILLINOIS TOOL WORKS INC 10-Q, 2009-06-30
JWN = "fsds:0000950123-09-041984"    # NORDSTROM INC 10-Q, fiscal Q2 ended 2009-08-01 (ddate 2009-07-31)
K = "fsds:0001193125-10-113028"      # KELLOGG CO 10-Q, Q1 ended 2010-04-03 (ddate 2010-03-31) (2010q2)
HON = "fsds:0000930413-10-002069"    # HONEYWELL INTERNATIONAL INC 10-Q, 2010-03-31
CLX = "fsds:0001206774-10-001178"    # CLOROX CO 10-Q, fiscal Q3 2010 ended 2010-03-31
GWW = "fsds:0000277135-10-000030"    # GRAINGER W W INC 10-Q, 2010-03-31
# Nordstrom fiscal Q2 2009 (quarter ended Aug 1, 2009; FSDS ddate 2009-07-31)
JW_Q2, JW_H1 = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
JW_Q2PY, JW_H1PY = ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
JW_BS, JW_BSFY, JW_BSPY = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-07-31")
CY09_FY = ("2009-01-01", "2009-12-31")
# Clorox fiscal Q3 2010 (fiscal year starts July 1)
CL_Q3, CL_9M = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31")
CL_Q3PY, CL_9MPY = ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
CL_BS, CL_BSFY = (None, "2010-03-31"), (None, "2009-06-30")

# ------------------------------------------------------------------ spec helpers

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


def growth(c, p_cur, p_prev, members=None, unit=PURE):
    return derived("e0/e1-1", [inp(c, p_cur, members), inp(c, p_prev, members)], p_cur, unit)


def diff(a, b, p, pb=None, ma=None, mb=None):
    return derived("e0-e1", [inp(a, p, ma), inp(b, pb or p, mb)], p, USD, ratio=False)


def total(a, b, p, pb=None, ma=None, mb=None):
    return derived("e0+e1", [inp(a, p, ma), inp(b, pb or p, mb)], p, USD, ratio=False)


def fcf(p, capex=CAPEX):
    return diff(OCF, capex, p)


def margin_from_cost(rev, cost, p, members=None):
    """gross margin = (revenue - cost) / revenue"""
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


def amb_why(why, *alts):
    """ambiguous probe that also states, from the data, why the question has two answers"""
    p = amb(*alts)
    p["why"] = why
    return p


def fsds_concepts(tickers, filing, *tags):
    """concept names for FSDS tags of one filing: us-gaap:TAG for standard tags, ticker:TAG for extension tags
    (``tickers``: the round's filing -> ticker prefix)"""
    rows = gr._fsds_rows(filing.split(":", 1)[1])
    out = []
    for t in tags:
        v = set(rows[rows["tag"] == t]["version"])
        assert v, (filing, t)
        out.append(("us-gaap:" if all(x.startswith("us-gaap") for x in v) else tickers[filing] + ":") + t)
    return out


def fsds_namer(tickers):
    """A round's F(filing, *tags): fsds_concepts over its own ticker prefixes"""
    return lambda filing, *tags: fsds_concepts(tickers, filing, *tags)


def add(cat, filing, question, gold):
    acc = filing.split(":", 1)[1] if filing.startswith("fsds:") else ACCESSION.get(filing)
    Q.append({"category": cat, "question": question, "accession": acc, "filing": filing, "gold": gold})


# ------------------------------------------------------------------ filing aliases (round 4 on), members and concepts (round 5 on)
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

# ------------------------------------------------------------------ members and concepts (round 6 on)
CSI = g("CommonStockSharesIssued")
PSG = g("SalesRevenueGoodsNet")
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
APSEG = lambda m: {SEG: "aapl:%s" % m}
APPRD = lambda m: {PROD: "aapl:%s" % m}
UPPE = lambda m: {PPEAX: m}
NGEO = lambda m: {PROD: "nflx:StreamingMember", GEO: m}


# ------------------------------------------------------------------ round 7's FSDS filings and fiscal periods, asked about again by rounds 8-11
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


# ------------------------------------------------------------------ round 8's fiscal periods and concepts, asked about again by rounds 9-12
# Visa fiscal Q2 2010 (fiscal year starts Oct 1); round 9 uses them for Franklin Resources, round 10 for Tyco
VQ2, VH1, VQ2PY, VH1PY = ("2010-01-01", "2010-03-31"), ("2009-10-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-10-01", "2009-03-31")
V_BS, V_BSFY = (None, "2010-03-31"), (None, "2009-09-30")
GOODSNET = g("SalesRevenueGoodsNet")
PROD_ASSETS = g("PaymentsToAcquireProductiveAssets")
MPROD = lambda m: {G + "ProductOrServiceAxis": "msft:%s" % m}
EQC = {G + "StatementEquityComponentsAxis": G + "CommonStockMember"}
CN = {GEO: "country:CN"}


# ------------------------------------------------------------------ round 9's concepts and members, asked about again by rounds 10-12
ETR = g("EffectiveIncomeTaxRateContinuingOperations")
RSU = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
OTHC = {GEO: "aapl:OtherCountriesMember"}
SEGTOT = {"srt:ConsolidationItemsAxis": G + "OperatingSegmentsMember"}   # Apple 2023 uses the srt axis


# ------------------------------------------------------------------ rounds 9-10's concepts and members, asked about again by rounds 11-12
RPSH = g("StockRepurchasedAndRetiredDuringPeriodShares")    # round 9's
PSO = g("PreferredStockSharesOutstanding")                   # round 10's, and the rest of this section
EPSCD = g("IncomeLossFromContinuingOperationsPerDilutedShare")
NIATT = g("NetIncomeLoss")
AQSEG = lambda m: {SEG: "aapl:%s" % m}
CASHCHG = g("CashAndCashEquivalentsPeriodIncreaseDecrease")
RCASHCHG = g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect")
PAIDADD = ["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"]
PAIDM = ["nflx:NumberOfPaidMemberships"]


# ------------------------------------------------------------------ writing a round and checking it against the earlier ones
def sig(q):
    g_ = q["gold"]
    return (q["filing"], g_.get("formula"), tuple((i["concept"], i["period"].get("start"), i["period"]["end"],
                                                   tuple(sorted((i.get("members") or {}).items()))) for i in g_["inputs"]))


def fkey(filing, i):
    return (filing, i["concept"], i["period"].get("start"), i["period"]["end"], tuple(sorted((i.get("members") or {}).items())))


def probes_path(path):
    return os.path.splitext(path)[0] + "_probes.jsonl"


def check_overlap(path, prev, same_text=True, same_probe=True, same_fact=False, within=False):
    """Flag answerable questions that resolve to the same (filing, formula, input facts) as a question of the
    earlier rounds (prev); with same_text, any question text identical to an earlier round's; with same_probe,
    any refusal with the same filing and the same probe as an earlier round's refusal; with same_fact, any input
    fact (filing, concept, period, members) that an earlier round's answerable question used as an input (and, as
    a note only, a fact this round uses twice) -- with same_fact="reported", only the facts of reported-fact
    questions (no formula) and no notes; with within, two answerable questions of this round with the same spec,
    or the same text.
    Round 3 checked the facts only, round 4 added the texts, rounds 5-10 the probes, round 11 every input fact,
    round 12 the reported facts and the duplicates within the round."""
    old, texts = set(), set()
    for f in prev:
        for l in open(f):
            q = json.loads(l)
            if same_text:
                texts.add(q["question"].strip().lower())
            if q["gold"].get("answerable"):
                old.add(sig(q))
    n = 0
    for q in gr.load_questions(path):
        if (q["gold"].get("answerable") and sig(q) in old) or q["question"].strip().lower() in texts:
            n += 1
            print("OVERLAP %s: %s" % (q["id"], q["question"]))
    if same_fact:
        n += _fact_overlaps(path, prev, reported_only=same_fact == "reported")
    if within:
        n += _duplicates(path)
    if not same_probe:
        return n
    oldp = set()
    for f in prev:
        pf = probes_path(f)
        if not os.path.exists(pf):
            continue
        fil = {json.loads(l)["id"]: json.loads(l)["filing"] for l in open(f)}
        for l in open(pf):
            p = json.loads(l)
            oldp.add((fil.get(p["id"]), json.dumps(p["probe"], sort_keys=True)))
    probes = {json.loads(l)["id"]: json.loads(l)["probe"] for l in open(probes_path(path))}
    for q in gr.load_questions(path):
        pr = probes.get(q["id"])
        if pr is not None and (q["filing"], json.dumps(pr, sort_keys=True)) in oldp:
            n += 1
            print("PROBE OVERLAP %s: %s" % (q["id"], q["question"]))
    return n


def _fact_overlaps(path, prev, reported_only=False):
    """Count the input facts of this round's answerable questions (reported_only: of its reported-fact questions)
    that an earlier round's answerable question used as an input; unless reported_only, note (without counting)
    a fact two questions of this round use."""
    oldf = set()
    for f in prev:
        for l in open(f):
            q = json.loads(l)
            if q["gold"].get("answerable"):
                for i in q["gold"].get("inputs") or []:
                    oldf.add(fkey(q["filing"], i))
    n, seen = 0, {}
    for q in gr.load_questions(path):
        if not q["gold"].get("answerable") or (reported_only and q["gold"].get("formula")):
            continue
        for i in q["gold"]["inputs"]:
            k = fkey(q["filing"], i)
            if k in oldf:
                n += 1
                print("FACT OVERLAP %s: %s %s" % (q["id"], k[1], q["question"]))
            if not reported_only and k in seen and seen[k] != q["id"]:
                print("note: fact reused within this round (%s, %s): %s" % (seen[k], q["id"], k[1]))
            seen.setdefault(k, q["id"])
    return n


def _duplicates(path):
    """Count this round's answerable questions with the same spec as an earlier one of the round, and its repeated texts."""
    n, seen, stext = 0, {}, {}
    for q in gr.load_questions(path):
        if q["gold"].get("answerable"):
            s_ = sig(q)
            if s_ in seen:
                n += 1
                print("DUPLICATE SPEC %s = %s" % (q["id"], seen[s_]))
            seen[s_] = q["id"]
        t = q["question"].strip().lower()
        if t in stext:
            n += 1
            print("DUPLICATE TEXT %s = %s" % (q["id"], stext[t]))
        stext[t] = q["id"]
    return n


def write_round(prefix, path, prev=(), same_text=True, same_probe=True, same_fact=False, within=False):
    """Number the questions add() collected (prefix-0001, ...), write them to path and their refusal probes beside
    it, fill the gold values from the filings, then count the overlaps with the earlier rounds' files (prev)."""
    probes = []
    for i, q in enumerate(Q, 1):
        qid = "%s-%04d" % (prefix, i)
        pr = q["gold"].pop("_probe", None)
        if not q["gold"]["answerable"]:
            probes.append({"id": qid, "probe": pr})
        Q[i - 1] = dict({"id": qid}, **q)
    with open(path, "w") as fh:
        for q in Q:
            fh.write(json.dumps(q) + "\n")
    with open(probes_path(path), "w") as fh:
        for p in probes:
            fh.write(json.dumps(p) + "\n")
    print("wrote %d questions, %d refusal probes" % (len(Q), len(probes)))
    gr.fill(path)
    if prev:
        n = check_overlap(path, prev, same_text, same_probe, same_fact, within)
        print("%d overlaps with rounds 1-%d" % (n, len(prev)))
