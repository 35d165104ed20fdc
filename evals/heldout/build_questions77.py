#!/usr/bin/env python3
"""Writes evals/data/ask_heldout77.jsonl and its refusal probes (ask_heldout77_probes.jsonl) -- round 77 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout77.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions77.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout77.jsonl
The writer imported the round 1-76 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-76 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_76 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-76 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_77 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_76,
one by one.
Written without reading the tool under test.

Round 77 notes (CIK residue 1).
No unused filers are left, so this round asks facts of data-set filings earlier rounds used that no earlier round
asked. Eight FSDS filings, four from each archive, all of companies with CIK mod 4 == 1, all appearing in earlier
rounds' question files, none in avoid_tuned.txt, none an instance company; chosen among the residue-1 filings with
the fewest earlier questions, full statements and industries earlier rounds used little (SIC two-digit groups 26,
27, 33, 51, 53 and 62 have 1-12 used filings each against 20-42 for the common groups):
  2009q3 (calendar Q2 2009 and first half; Wal-Mart's fiscal Q2 2010 ended July 31, 2009):
    Wal-Mart Stores 10-Q (CIK 104169, SIC 5331; 8 earlier questions, round 1),
    Kimberly-Clark 10-Q (CIK 55785, SIC 2670; 11, round 4),
    Molson Coors Brewing 10-Q (CIK 24545, SIC 2082; 10, round 4; ClassOfStock rows),
    Alcoa 10-Q (CIK 4281, SIC 3350; 16, round 10; EquityComponents rows).
  2010q2:
    News Corp 10-Q for fiscal Q3 2010 (quarter and nine months ended March 31, 2010; CIK 1308161, SIC 2711; 9, round 8;
      ClassOfStock rows),
    McKesson 10-K for the fiscal year ended March 31, 2010 (CIK 927653, SIC 5122; 6, round 2; EquityComponents rows),
    Del Monte Foods 10-K for the fiscal year ended May 2, 2010 (FSDS ddate 2010-04-30; CIK 866873, SIC 2033; 5,
      round 3; EquityComponents rows),
    Franklin Resources 10-Q for fiscal Q2 2010 (quarter and six months ended March 31, 2010; CIK 38777, SIC 6282; 10,
      round 9).
Every reported-fact question asks a fact (concept, period, members) no earlier answerable question used as an input;
every derived question is a formula/inputs combination no earlier round asked; every refusal's probe is new for its
filing. No input fact serves two questions of this round.
Quarter-vs-YTD: the four 2009q3 10-Qs (quarter against first half), News Corp (quarter against nine months) and
Franklin (quarter against six months).
Members: Alcoa's (6), McKesson's (5) and Del Monte's (4) equity-statement columns (EquityComponents), Molson Coors'
(3) and News Corp's (2) classes of stock (ClassOfStock).
Signs: questions whose answer is negative (a growth, a loss per share) ask for the signed figure.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-77 share
import specs

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64, gr.QUESTIONS_65, gr.QUESTIONS_66, gr.QUESTIONS_67, gr.QUESTIONS_68, gr.QUESTIONS_69, gr.QUESTIONS_70,
        gr.QUESTIONS_71, gr.QUESTIONS_72, gr.QUESTIONS_73, gr.QUESTIONS_74, gr.QUESTIONS_75, gr.QUESTIONS_76)  # rounds 1-76, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-76's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 77 FSDS filings (CIK mod 4 == 1)
WMT = "fsds:0001193125-09-189177"   # WAL MART STORES INC 10-Q (2009q3), CIK 104169, SIC 5331, fiscal Q2 2010 ended 2009-07-31
KMB = "fsds:0000055785-09-000026"   # KIMBERLY CLARK CORP 10-Q (2009q3), CIK 55785, SIC 2670, Q2 2009
TAP = "fsds:0001047469-09-007134"   # MOLSON COORS BREWING CO 10-Q (2009q3), CIK 24545, SIC 2082, Q2 2009 (ended June 27; ddate 06-30)
AA = "fsds:0001193125-09-154110"    # ALCOA INC 10-Q (2009q3), CIK 4281, SIC 3350, Q2 2009
NWS = "fsds:0001193125-10-106827"   # NEWS CORP 10-Q (2010q2), CIK 1308161, SIC 2711, fiscal Q3 2010 ended 2010-03-31
MCK = "fsds:0000950123-10-043581"   # MCKESSON CORP 10-K (2010q2), CIK 927653, SIC 5122, fiscal year ended 2010-03-31
DLM = "fsds:0001193125-10-149876"   # DEL MONTE FOODS CO 10-K (2010q2), CIK 866873, SIC 2033, fiscal year ended 2010-05-02 (ddate 04-30)
BEN = "fsds:0001193125-10-110503"   # FRANKLIN RESOURCES INC 10-Q (2010q2), CIK 38777, SIC 6282, fiscal Q2 2010 ended 2010-03-31
TICK = {WMT: "wmt", KMB: "kmb", TAP: "tap", AA: "aa", NWS: "nws", MCK: "mck", DLM: "dlm", BEN: "ben"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
ECAOCI, ECAPIC, ECCS, ECNCI, ECRE, ECTS = (EC("AccumulatedOtherComprehensiveIncome"), EC("AdditionalPaidInCapital"),
                                         EC("CommonStock"), EC("NoncontrollingInterest"), EC("RetainedEarnings"),
                                         EC("TreasuryStock"))
SEQ_NCI = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# Wal-Mart fiscal Q2 2010 (quarter ended July 31, 2009; fiscal year starts Feb 1)
WQ, WH, WQPY, WHPY = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31"), ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
WB, WFY, WBPY = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-07-31")
WQ1 = ("2009-02-01", "2009-04-30")
# Kimberly-Clark, Molson Coors, Alcoa: calendar Q2 2009 and first half
PQ, PH, PQPY, PHPY = CY09_Q2, CY09_H1, CY08_Q2, CY08_H1
PB, PYE, JUN08, MAR09 = BS_0906, BS_0812, (None, "2008-06-30"), (None, "2009-03-31")
CY08 = ("2008-01-01", "2008-12-31")
# News Corp fiscal Q3 2010 (fiscal year starts July 1)
NQ, N9, NQPY, N9PY = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
NB, NFY = (None, "2010-03-31"), (None, "2009-06-30")
NFY09 = ("2008-07-01", "2009-06-30")
# McKesson fiscal years ended March 31
M10, M09, M08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
MB10, MB09, MB08, MB07 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")
# Del Monte fiscal years ended about April 30 (FSDS ddate 2010-04-30, 2009-04-30, 2008-04-30)
D10, D09, D08, D07 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30"), ("2006-05-01", "2007-04-30")
DB10, DB09, DB08 = (None, "2010-04-30"), (None, "2009-04-30"), (None, "2008-04-30")
# Franklin Resources fiscal Q2 2010 (fiscal year starts Oct 1)
BQ, BH, BQPY, BHPY = ("2010-01-01", "2010-03-31"), ("2009-10-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-10-01", "2009-03-31")
BB, BFY = (None, "2010-03-31"), (None, "2009-09-30")
BQ1 = ("2009-10-01", "2009-12-31")

# =================================================================== direct
C = "direct"
add(C, WMT, "How much commercial paper and other short-term borrowings did Walmart have outstanding on July 31, 2009?",
    fact(F(WMT, "CommercialPaper"), WB, USD))
add(C, WMT, "Wal-Mart dividends payable, balance sheet at the end of its second fiscal quarter of 2010 (July 31, 2009)",
    fact(F(WMT, "DividendsPayableCurrent"), WB, USD))
add(C, WMT, "WMT goodwill carried at 7/31/09", fact(F(WMT, "Goodwill"), WB, USD))
add(C, KMB, "What did Kimberly-Clark show for its investments in equity companies as of June 30, 2009?",
    fact(F(KMB, "EquityMethodInvestments"), PB, USD))
add(C, KMB, "Kimberly-Clark: redeemable preferred and common securities of subsidiaries outstanding at the end of Q2 2009",
    fact(F(KMB, "RedeemablePreferredAndCommonSecuritiesOfSubsidiaries"), PB, USD))
add(C, KMB, "KMB long-term notes receivable on the mid-2009 balance sheet", fact(F(KMB, "NotesAndLoansReceivableNetNoncurrent"), PB, USD))
add(C, TAP, "Carrying value of Molson Coors' investment in the MillerCoors joint venture at the end of the second quarter of 2009",
    fact(F(TAP, "InvestmentInEquityMethodInvestment"), PB, USD))
add(C, TAP, "How much equity income from MillerCoors did Molson Coors book in the three months ended June 2009?",
    fact(F(TAP, "EquityIncomeInEquityMethodInvestment"), PQ, USD))
add(C, TAP, "TAP other intangibles (net, excluding goodwill) as of June 27, 2009", fact(F(TAP, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, AA, "What liability for accrued postretirement benefits did Alcoa report at June 30, 2009?",
    fact(F(AA, "OtherPostretirementDefinedBenefitPlanNoncurrentLiabilities"), PB, USD))
add(C, AA, "Alcoa restructuring and other charges recognized in 2Q09", fact(F(AA, "RestructuringCharges"), PQ, USD))
add(C, NWS, "News Corp's program rights payable as of March 31, 2010", fact(F(NWS, "ProgramRightsObligationsCurrent"), NB, USD))
add(C, NWS, "What did News Corporation earn from equity affiliates (equity earnings) in the quarter ended March 31, 2010?",
    fact(F(NWS, "IncomeLossFromEquityMethodInvestments"), NQ, USD))
add(C, NWS, "Participations, residuals and royalties payable on News Corp's balance sheet at the close of fiscal Q3 2010",
    fact(F(NWS, "ParticipationsResidualsAndRoyaltiesPayable"), NB, USD))
add(C, MCK, "McKesson distribution expenses in the fiscal year ended March 31, 2010", fact(F(MCK, "DistributionOperatingExpenses"), M10, USD))
add(C, MCK, "How much did McKesson spend on R&D in fiscal 2010?", fact(F(MCK, "ResearchAndDevelopmentExpense"), M10, USD))
add(C, MCK, "MCK deferred revenue at 3/31/2010", fact(F(MCK, "DeferredRevenueCurrent"), MB10, USD))
add(C, DLM, "Del Monte Foods' net intangible assets (ex-goodwill) at the end of fiscal 2010",
    fact(F(DLM, "IntangibleAssetsNetExcludingGoodwill"), DB10, USD))
add(C, DLM, "What interest expense did Del Monte incur in its fiscal year ended May 2, 2010?", fact(F(DLM, "InterestExpense"), D10, USD))
add(C, BEN, "Franklin Resources deferred sales commissions (asset) as of March 31, 2010", fact(F(BEN, "DeferredSalesCommissions"), BB, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WMT, "Wal-Mart membership and other income in the year-earlier quarter (three months ended July 31, 2008)",
    fact(F(WMT, "MembershipAndOtherIncome"), WQPY, USD))
add(C, WMT, "What were Walmart's total assets at its fiscal year-end, January 31, 2009?", fact(F(WMT, "Assets"), WFY, USD))
add(C, WMT, "Wal-Mart long-term debt due within one year as of July 31, 2008, a year before the latest balance sheet",
    fact(F(WMT, "LongTermDebtCurrent"), WBPY, USD))
add(C, KMB, "Kimberly-Clark net sales in the first six months of 2008", fact(F(KMB, "SalesRevenueNet"), PHPY, USD))
add(C, KMB, "KMB operating profit, 2Q08", fact(F(KMB, "OperatingIncomeLoss"), PQPY, USD))
add(C, KMB, "Kimberly-Clark Corporation stockholders' equity (excluding noncontrolling interests) at year-end 2008",
    fact(F(KMB, "StockholdersEquity"), PYE, USD))
add(C, TAP, "Molson Coors goodwill at the end of fiscal 2008 (December 2008 balance sheet)", fact(F(TAP, "Goodwill"), PYE, USD))
add(C, TAP, "What special items, net, did Molson Coors record in the second quarter of 2008?",
    fact(F(TAP, "RestructuringSettlementAndImpairmentProvisions"), PQPY, USD))
add(C, AA, "Alcoa's total equity, including noncontrolling interests, at March 31, 2009", fact(F(AA, SEQ_NCI), MAR09, USD))
add(C, AA, "Cash and cash equivalents Alcoa held on June 30, 2008", fact(F(AA, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, NWS, "News Corp operating expenses for the March 2009 quarter (fiscal Q3 2009)", fact(F(NWS, "OperatingCostsAndExpenses"), NQPY, USD))
add(C, NWS, "Total assets of News Corporation at its June 30, 2009 fiscal year-end", fact(F(NWS, "Assets"), NFY, USD))
add(C, NWS, "How much did News Corp charge for impairment and restructuring in the nine months to March 31, 2009?",
    fact(F(NWS, "RestructuringSettlementAndImpairmentProvisions"), N9PY, USD))
add(C, MCK, "McKesson operating income for fiscal 2009, the year ended March 31, 2009", fact(F(MCK, "OperatingIncomeLoss"), M09, USD))
add(C, MCK, "Net cash provided by operating activities at McKesson in FY2008 (year to March 2008)",
    fact(F(MCK, "NetCashProvidedByUsedInOperatingActivities"), M08, USD))
add(C, MCK, "What net litigation charge did McKesson take in the fiscal year ended March 31, 2009?",
    fact(F(MCK, "LitigationChargeCreditNet"), M09, USD))
add(C, DLM, "Del Monte Foods gross profit two years back, fiscal 2008", fact(F(DLM, "GrossProfit"), D08, USD))
add(C, DLM, "Del Monte's total liabilities at the end of fiscal 2009 (May 3, 2009)", fact(F(DLM, "Liabilities"), DB09, USD))
add(C, BEN, "Franklin Resources total assets at September 30, 2009, its last fiscal year-end", fact(F(BEN, "Assets"), BFY, USD))
add(C, BEN, "BEN compensation and benefits expense for the six months ended March 31, 2009 (prior-year first half)",
    fact(F(BEN, "LaborAndRelatedExpense"), BHPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, WMT, "Walmart cost of sales for the May-July 2009 quarter only, not the year to date", fact(F(WMT, "CostOfRevenue"), WQ, USD))
add(C, WMT, "Wal-Mart operating income for the first half of fiscal 2010 (February through July 2009)",
    fact(F(WMT, "OperatingIncomeLoss"), WH, USD))
add(C, WMT, "Provision for income taxes at Wal-Mart in the three months ended July 31, 2009 (quarter, not six months)",
    fact(F(WMT, "IncomeTaxExpenseBenefit"), WQ, USD))
add(C, KMB, "Kimberly-Clark cost of products sold in Q2 2009 by itself", fact(F(KMB, "CostOfGoodsSold"), PQ, USD))
add(C, KMB, "KMB interest expense, year-to-date through June 30, 2009", fact(F(KMB, "InterestExpense"), PH, USD))
add(C, KMB, "Kimberly-Clark's share of net income of equity companies in the June 2009 quarter alone",
    fact(F(KMB, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, KMB, "Kimberly-Clark provision for income taxes for the three months ended June 30, 2009",
    fact(F(KMB, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, TAP, "Molson Coors operating income for the six months ended June 27, 2009", fact(F(TAP, "OperatingIncomeLoss"), PH, USD))
add(C, TAP, "Molson Coors cost of goods sold in the second quarter of 2009 alone, excluding the first quarter",
    fact(F(TAP, "CostOfGoodsSold"), PQ, USD))
add(C, TAP, "TAP special items, net, first half of 2009 (year to date)", fact(F(TAP, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, AA, "Alcoa's provision for depreciation, depletion and amortization on the income statement, Q2 2009 only",
    fact(F(AA, "DepreciationAndAmortization"), PQ, USD))
add(C, AA, "Alcoa interest expense for the six months ended June 30, 2009", fact(F(AA, "InterestExpense"), PH, USD))
add(C, AA, "Alcoa other income, net, in the second quarter of 2009 (quarter, not half-year)", fact(F(AA, "NonoperatingIncomeExpense"), PQ, USD))
add(C, NWS, "News Corp selling, general and administrative expenses, fiscal year to date through March 31, 2010 (nine months)",
    fact(F(NWS, "SellingGeneralAndAdministrativeExpense"), N9, USD))
add(C, NWS, "News Corp depreciation and amortization for the third fiscal quarter of 2010 on its own (January-March 2010)",
    fact(F(NWS, "DepreciationAndAmortization"), NQ, USD))
add(C, NWS, "NWS income before income tax expense for the nine months ended March 31, 2010",
    fact(F(NWS, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), N9, USD))
add(C, BEN, "Franklin Resources total operating expenses for the quarter ended March 31, 2010 alone",
    fact(F(BEN, "OperatingExpenses"), BQ, USD))
add(C, BEN, "Shareholder servicing fees at Franklin for the first half of fiscal 2010 (October 2009-March 2010)",
    fact(F(BEN, "FeesAndCommissionsTransferAgent"), BH, USD))
add(C, BEN, "Franklin Resources operating income, three months to March 31, 2010", fact(F(BEN, "OperatingIncomeLoss"), BQ, USD))
add(C, BEN, "BEN advertising and promotion expense, six months ended March 31, 2010", fact(F(BEN, "MarketingAndAdvertisingExpense"), BH, USD))

# =================================================================== derived
C = "derived"
add(C, WMT, "Wal-Mart operating margin for the quarter ended July 31, 2009, operating income over total revenues",
    ratio(F(WMT, "OperatingIncomeLoss"), F(WMT, "Revenues"), WQ))
add(C, WMT, "Walmart current ratio at July 31, 2009 (total current assets / total current liabilities)",
    ratio(F(WMT, "AssetsCurrent"), F(WMT, "LiabilitiesCurrent"), WB))
add(C, WMT, "By how much did Wal-Mart's net sales change in the first six months of fiscal 2010 versus the same period a year "
            "earlier? Give the growth rate, negative if sales fell",
    growth(F(WMT, "SalesRevenueNet"), WH, WHPY))
add(C, KMB, "Kimberly-Clark operating profit as a percentage of net sales, 2Q 2009",
    ratio(F(KMB, "OperatingIncomeLoss"), F(KMB, "SalesRevenueNet"), PQ))
add(C, KMB, "Kimberly-Clark net debt at June 30, 2009, defined as debt payable within one year plus long-term debt minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(KMB, "DebtCurrent"), PB), inp(F(KMB, "LongTermNotesAndLoans"), PB),
                         inp(F(KMB, "CashAndCashEquivalentsAtCarryingValue"), PB)], PB, USD, ratio=False))
add(C, TAP, "Molson Coors gross margin for the first half of 2009: gross profit divided by net sales",
    ratio(F(TAP, "GrossProfit"), F(TAP, "SalesRevenueGoodsNet"), PH))
add(C, TAP, "Year-over-year growth in net income attributable to Molson Coors, Q2 2009 vs Q2 2008",
    growth(F(TAP, "NetIncomeLoss"), PQ, PQPY))
add(C, AA, "Alcoa total debt at June 30, 2009 = short-term borrowings + commercial paper + long-term debt due within one year + "
           "long-term debt less the current portion",
    derived("e0+e1+e2+e3", [inp(F(AA, "ShortTermBorrowings"), PB), inp(F(AA, "CommercialPaperCurrent"), PB),
                            inp(F(AA, "LongTermDebtCurrent"), PB), inp(F(AA, "LongTermDebtNoncurrent"), PB)], PB, USD, ratio=False))
add(C, AA, "What share of Alcoa's gross properties, plants and equipment had been depreciated by June 30, 2009 (accumulated DD&A / gross PP&E)?",
    ratio(F(AA, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), F(AA, "PropertyPlantAndEquipmentGross"), PB))
add(C, AA, "Alcoa selling, general administrative and other expenses relative to sales, six months to June 30, 2009",
    ratio(F(AA, "SellingGeneralAndAdministrativeExpense"), F(AA, "SalesRevenueGoodsNet"), PH))
add(C, NWS, "News Corp free cash flow for the nine months ended March 31, 2010, i.e. operating cash flow less property, plant and equipment spending",
    fcf(N9, capex=F(NWS, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, NWS, "Percentage change in News Corp's SG&A, fiscal Q3 2010 against fiscal Q3 2009",
    growth(F(NWS, "SellingGeneralAndAdministrativeExpense"), NQ, NQPY))
add(C, NWS, "News Corp debt-to-equity at March 31, 2010: current plus non-current borrowings over total News Corporation stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(NWS, "ShortTermBorrowings"), NB), inp(F(NWS, "LongTermDebtNoncurrent"), NB),
                           inp(F(NWS, "StockholdersEquity"), NB)], NB, PURE))
add(C, MCK, "McKesson's operating margin in fiscal 2010 (operating income as a fraction of revenues)",
    ratio(F(MCK, "OperatingIncomeLoss"), F(MCK, "Revenues"), M10))
add(C, MCK, "How fast did McKesson's revenues grow in fiscal 2009 compared with fiscal 2008?", growth(F(MCK, "Revenues"), M09, M08))
add(C, MCK, "McKesson effective tax rate for FY2010 = income tax expense / income from continuing operations before income taxes",
    ratio(F(MCK, "IncomeTaxExpenseBenefit"), F(MCK, "IncomeFromContinuingOperationsBeforeIncomeTaxes"), M10))
add(C, DLM, "Del Monte SG&A as a share of net sales in the fiscal year ended May 2, 2010",
    ratio(F(DLM, "SellingGeneralAndAdministrativeExpense"), F(DLM, "SalesRevenueNet"), D10))
add(C, DLM, "Del Monte Foods net income growth, fiscal 2010 over fiscal 2009", growth(F(DLM, "NetIncomeLoss"), D10, D09))
add(C, BEN, "Franklin Resources compensation and benefits as a proportion of total operating revenues for the six months ended March 31, 2010",
    ratio(F(BEN, "LaborAndRelatedExpense"), F(BEN, "Revenues"), BH))
add(C, BEN, "Growth in Franklin's investment management fees, first half of fiscal 2010 vs first half of fiscal 2009",
    growth(F(BEN, "InvestmentAdvisoryFees"), BH, BHPY))

# =================================================================== members
C = "members"
add(C, AA, "Balance of accumulated other comprehensive income in Alcoa's statement of changes in equity at June 30, 2008",
    fact(F(AA, SEQ_NCI), JUN08, USD, ECAOCI))
add(C, AA, "Contributions from noncontrolling interests recorded in the noncontrolling interests column of Alcoa's equity statement, first half of 2009",
    fact(F(AA, "ContributionsFromNoncontrollingInterests"), PH, USD, ECNCI))
add(C, AA, "How much did Alcoa's purchase of equity from noncontrolling interests reduce the noncontrolling interests column in the six months ended June 30, 2009?",
    fact(F(AA, "MinorityInterestDecreaseFromRedemptions"), PH, USD, ECNCI))
add(C, AA, "Alcoa's 2009 share issuance: amount credited to additional capital in the first six months of 2009",
    fact(F(AA, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, ECAPIC))
add(C, AA, "Amount added to the common stock column of Alcoa's equity statement by the issuance of common stock, H1 2009",
    fact(F(AA, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, ECCS))
add(C, AA, "Other comprehensive income in the accumulated OCI column of Alcoa's equity statement for the quarter ended June 30, 2009",
    fact(F(AA, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PQ, USD, ECAOCI))
add(C, MCK, "McKesson retained earnings column of the stockholders' equity statement: balance at March 31, 2008",
    fact(F(MCK, SEQ_NCI), MB08, USD, ECRE))
add(C, MCK, "Share-based compensation credited to McKesson's additional paid-in capital in fiscal 2009 (year ended March 31, 2009)",
    fact(F(MCK, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), M09, USD, ECAPIC))
add(C, MCK, "Translation adjustments booked to McKesson's accumulated other comprehensive income column for fiscal 2010",
    fact(F(MCK, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), M10, USD, ECAOCI))
add(C, MCK, "Number of common shares McKesson issued under employee plans in FY2010, per the common stock column of its equity statement",
    fact(F(MCK, "StockIssuedDuringPeriodSharesShareBasedCompensation"), M10, SH, ECCS))
add(C, MCK, "What was McKesson's additional paid-in capital balance at March 31, 2007, as shown in its statement of stockholders' equity?",
    fact(F(MCK, SEQ_NCI), MB07, USD, ECAPIC))
add(C, DLM, "Gain on cash flow hedging instruments, net of tax, recorded in Del Monte's accumulated other comprehensive income column in fiscal 2010",
    fact(F(DLM, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), D10, USD, ECAOCI))
add(C, DLM, "Stock option expense added to Del Monte's additional paid-in capital during fiscal 2009",
    fact(F(DLM, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), D09, USD, ECAPIC))
add(C, DLM, "Del Monte retained earnings per the equity statement at the end of fiscal 2008 (April 2008)",
    fact(F(DLM, "StockholdersEquity"), DB08, USD, ECRE))
add(C, DLM, "How many common shares did Del Monte issue in fiscal 2010 according to the common stock column of its equity statement?",
    fact(F(DLM, "StockIssuedDuringPeriodSharesNewIssues"), D10, SH, ECCS))
add(C, TAP, "Molson Coors Class A common stock outstanding, in shares, at June 27, 2009",
    fact(F(TAP, "CommonStockSharesOutstanding"), PB, SH, COS("CommonClassA")))
add(C, TAP, "How many Class A exchangeable shares of Molson Coors were outstanding at the end of Q2 2009?",
    fact(F(TAP, "ExchangeableStockSharesOutstanding"), PB, SH, COS("ExchangeableSharesClassAClassOfStock")))
add(C, TAP, "TAP Class B common shares issued as of December 2008", fact(F(TAP, "CommonStockSharesIssued"), PYE, SH, COS("CommonClassB")))
add(C, NWS, "News Corp Class A common stock issued and outstanding (net of treasury) at March 31, 2010, number of shares",
    fact(F(NWS, "CommonStockSharesOutstanding"), NB, SH, COS("CommonClassA")))
add(C, NWS, "Class B shares News Corporation held in treasury as of March 31, 2010", fact(F(NWS, "TreasuryStockShares"), NB, SH, COS("CommonClassB")))

# =================================================================== per_share
C = "per_share"
add(C, WMT, "Wal-Mart basic EPS from continuing operations attributable to Walmart, three months ended July 31, 2009",
    fact(F(WMT, "IncomeLossFromContinuingOperationsPerBasicShare"), WQ, PS))
add(C, WMT, "Dividends Walmart declared per common share during the first half of fiscal 2010", fact(F(WMT, "CommonStockDividendsPerShareDeclared"), WH, PS))
add(C, WMT, "WMT diluted weighted-average share count, fiscal Q2 2010", fact(F(WMT, "WeightedAverageNumberOfDilutedSharesOutstanding"), WQ, SH))
add(C, KMB, "Kimberly-Clark diluted EPS for the second quarter of 2009", fact(F(KMB, "EarningsPerShareDiluted"), PQ, PS))
add(C, KMB, "What cash dividend per share did Kimberly-Clark declare for Q2 2009 (the quarter only)?",
    fact(F(KMB, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, TAP, "Basic earnings per share attributable to Molson Coors, six months to June 27, 2009", fact(F(TAP, "EarningsPerShareBasic"), PH, PS))
add(C, TAP, "Molson Coors basic weighted average shares, Q2 2009", fact(F(TAP, "WeightedAverageNumberOfSharesOutstandingBasic"), PQ, SH))
add(C, TAP, "TAP diluted EPS in the second quarter of 2008", fact(F(TAP, "EarningsPerShareDiluted"), PQPY, PS))
add(C, AA, "Dividends paid per Alcoa common share in the April-June 2009 quarter", fact(F(AA, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, AA, "Alcoa diluted net income per share for the first half of 2008", fact(F(AA, "EarningsPerShareDiluted"), PHPY, PS))
add(C, NWS, "News Corp diluted EPS for the nine months ended March 31, 2010", fact(F(NWS, "EarningsPerShareDiluted"), N9, PS))
add(C, NWS, "Diluted earnings (loss) per share at News Corp for the first nine months of fiscal 2009, with its sign",
    fact(F(NWS, "EarningsPerShareDiluted"), N9PY, PS))
add(C, MCK, "McKesson basic earnings per share, fiscal year ended March 31, 2010", fact(F(MCK, "EarningsPerShareBasic"), M10, PS))
add(C, MCK, "How many treasury shares did McKesson hold at March 31, 2010?", fact(F(MCK, "TreasuryStockShares"), MB10, SH))
add(C, DLM, "Del Monte diluted EPS from continuing operations, fiscal 2010", fact(F(DLM, "IncomeLossFromContinuingOperationsPerDilutedShare"), D10, PS))
add(C, DLM, "Common shares outstanding at Del Monte Foods as of fiscal 2010 year-end", fact(F(DLM, "CommonStockSharesOutstanding"), DB10, SH))
add(C, DLM, "Del Monte basic EPS (total) for the fiscal year ended May 3, 2009", fact(F(DLM, "EarningsPerShareBasic"), D09, PS))
add(C, BEN, "Franklin Resources diluted EPS for its fiscal second quarter of 2010 (three months ended March 31, 2010)",
    fact(F(BEN, "EarningsPerShareDiluted"), BQ, PS))
add(C, BEN, "Dividend per share Franklin declared in the quarter ended March 31, 2010 (quarter only)",
    fact(F(BEN, "CommonStockDividendsPerShareDeclared"), BQ, PS))
add(C, BEN, "Franklin Resources common shares outstanding at March 31, 2010", fact(F(BEN, "CommonStockSharesOutstanding"), BB, SH))

# =================================================================== jargon
C = "jargon"
add(C, WMT, "WMT D&A (cash flow statement), 1H FY10", fact(F(WMT, "DepreciationAndAmortization"), WH, USD))
add(C, WMT, "Walmart buybacks, six months through July 2009", fact(F(WMT, "PaymentsForRepurchaseOfCommonStock"), WH, USD))
add(C, WMT, "Wal-Mart opex (operating, selling, general & admin) for fiscal 2Q10", fact(F(WMT, "SellingGeneralAndAdministrativeExpense"), WQ, USD))
add(C, KMB, "KMB SBC add-back in the cash flow statement, 1H09", fact(F(KMB, "ShareBasedCompensation"), PH, USD))
add(C, KMB, "Kimberly-Clark bottom line attributable to K-C shareholders, 2Q09", fact(F(KMB, "NetIncomeLoss"), PQ, USD))
add(C, TAP, "TAP capex (additions to properties and intangibles), H1 2009", fact(F(TAP, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, TAP, "Molson Coors CFO for 1H09", fact(F(TAP, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, AA, "AA stock-based comp add-back, YTD June 2009", fact(F(AA, "ShareBasedCompensation"), PH, USD))
add(C, AA, "Alcoa book value (total Alcoa shareholders' equity, ex-NCI) at end of 2Q09", fact(F(AA, "StockholdersEquity"), PB, USD))
add(C, NWS, "NWS top line for fiscal 3Q09 (quarter to March 31, 2009)", fact(F(NWS, "Revenues"), NQPY, USD))
add(C, NWS, "News Corp bottom line attributable to News Corporation, fiscal 3Q10", fact(F(NWS, "NetIncomeLoss"), NQ, USD))
add(C, MCK, "MCK capex (property acquisitions line) FY10", fact(F(MCK, "PaymentsToAcquirePropertyPlantAndEquipment"), M10, USD))
add(C, MCK, "McKesson non-cash SBC expense in FY2010 cash flow", fact(F(MCK, "ShareBasedCompensation"), M10, USD))
add(C, MCK, "McKesson working capital at March 31, 2010 (current assets less current liabilities)",
    diff(F(MCK, "AssetsCurrent"), F(MCK, "LiabilitiesCurrent"), MB10))
add(C, DLM, "DLM D&A, FY2010 (cash flow statement)", fact(F(DLM, "DepreciationDepletionAndAmortization"), D10, USD))
add(C, DLM, "Del Monte CFO, fiscal year ended May 2010", fact(F(DLM, "NetCashProvidedByUsedInOperatingActivities"), D10, USD))
add(C, DLM, "Del Monte SG&A in FY09", fact(F(DLM, "SellingGeneralAndAdministrativeExpense"), D09, USD))
add(C, BEN, "BEN buybacks (purchase of common stock), 1H FY10", fact(F(BEN, "PaymentsForRepurchaseOfCommonStock"), BH, USD))
add(C, BEN, "Franklin SBC, six months ended March 2010", fact(F(BEN, "ShareBasedCompensation"), BH, USD))
add(C, BEN, "Franklin Resources capex (net additions of property and equipment), first half FY10",
    fact(F(BEN, "PaymentsToAcquirePropertyPlantAndEquipment"), BH, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, KMB, "What were Svenska Cellulosa's net sales in the second quarter of 2009?",
    refuse(oc, "Svenska Cellulosa (SCA) is not in the data (Kimberly-Clark is).", other("SVENSKA CELLULOSA")))
add(C, TAP, "Heineken's revenue for the first half of 2009?",
    refuse(oc, "Heineken is not in the data (Molson Coors is).", other("HEINEKEN")))
add(C, MCK, "Owens & Minor's revenues for the year ended March 31, 2010?",
    refuse(oc, "Owens & Minor is not in the data (McKesson is).", other("OWENS & MINOR", "OWENS AND MINOR")))
add(C, DLM, "What was Dole Food's net income for its fiscal 2010?",
    refuse(oc, "Dole Food is not in the data (Del Monte Foods is).", other("DOLE FOOD")))
add(C, BEN, "Federated Investors' investment management fees for the quarter ended March 31, 2010?",
    refuse(oc, "Federated Investors is not in the data (Franklin Resources is).", other("FEDERATED INVESTORS")))
# period_not_reported
add(C, WMT, "Wal-Mart's total revenues for the first quarter of fiscal 2010 (three months ended April 30, 2009)?",
    refuse(pn, "The fiscal Q2 2010 10-Q reports the quarters and six months ended July 31, 2009 and 2008; the April 2009 quarter is not reported on its own.",
           absent(F(WMT, "Revenues"), WQ1)))
add(C, KMB, "Kimberly-Clark's net sales for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months ended June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(KMB, "SalesRevenueNet"), CY08)))
add(C, NWS, "What were News Corp's revenues for the fiscal year ended June 30, 2009?",
    refuse(pn, "The fiscal Q3 2010 10-Q reports the March quarters and the nine-month periods; the full fiscal year 2009 is not reported (only the June 30, 2009 balance sheet).",
           absent(F(NWS, "Revenues"), NFY09)))
add(C, MCK, "McKesson total assets at March 31, 2008?",
    refuse(pn, "The fiscal 2010 10-K's balance sheets are at March 31, 2010 and 2009; no March 31, 2008 balance sheet (only equity at that date).",
           absent(F(MCK, "Assets"), MB08)))
add(C, DLM, "Del Monte Foods' net sales for fiscal 2007?",
    refuse(pn, "The fiscal 2010 10-K's income statements cover fiscal 2010, 2009 and 2008; fiscal 2007 is not reported.",
           absent(F(DLM, "SalesRevenueNet"), D07)))
# concept_not_reported
add(C, WMT, "How much did Wal-Mart spend on research and development in the first half of fiscal 2010?",
    refuse(cn, "Wal-Mart's fiscal Q2 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, KMB, "What was Kimberly-Clark's research and development expense on its own for Q2 2009?",
    refuse(cn, "Kimberly-Clark reports research only within 'Marketing, research and general expenses'; no separate R&D figure.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, NWS, "News Corp's gross profit for the quarter ended March 31, 2010?",
    refuse(cn, "News Corp's income statement has no cost of revenue or gross profit line (operating expenses and SG&A only).",
           absent_any(g("GrossProfit", "CostOfRevenue", "CostOfGoodsSold", "CostOfGoodsAndServicesSold"))))
add(C, DLM, "How much did Del Monte Foods spend on research and development in fiscal 2010?",
    refuse(cn, "Del Monte's fiscal 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BEN, "What inventory did Franklin Resources carry at March 31, 2010?",
    refuse(cn, "Franklin Resources' data report no inventory of any kind.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "InventoryNoncurrent"))))
# ambiguous
WHY_WMT = ("Wal-Mart's income statement for the six months ended July 31, 2009 reports 'Consolidated net income' (ProfitLoss, "
           "including noncontrolling interest) and 'Consolidated net income attributable to Walmart' (NetIncomeLoss), with different amounts.")
add(C, WMT, "Wal-Mart net income, six months ended July 31, 2009?", refuse(am, WHY_WMT, amb_for(WMT, WHY_WMT,
    (F(WMT, "ProfitLoss"), WH, None), (F(WMT, "NetIncomeLoss"), WH, None))))
WHY_KMB = ("Kimberly-Clark's Q2 2009 statement of comprehensive income reports 'Comprehensive Income' (including noncontrolling "
           "interests) and 'Comprehensive Income Attributable to Kimberly-Clark Corporation', with different amounts.")
add(C, KMB, "What was Kimberly-Clark's comprehensive income in the second quarter of 2009?", refuse(am, WHY_KMB, amb_for(KMB, WHY_KMB,
    (F(KMB, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), PQ, None),
    (F(KMB, "ComprehensiveIncomeNetOfTax"), PQ, None))))
WHY_TAP = ("Molson Coors' June 2009 balance sheet has two lines labelled 'Deferred tax liabilities': one among current liabilities "
           "(DeferredTaxLiabilitiesCurrent) and one among non-current liabilities (DeferredTaxLiabilitiesNoncurrent), with different amounts.")
add(C, TAP, "Molson Coors deferred tax liabilities as of June 27, 2009?", refuse(am, WHY_TAP, amb_for(TAP, WHY_TAP,
    (F(TAP, "DeferredTaxLiabilitiesCurrent"), PB, None), (F(TAP, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_NWS = ("News Corp's March 31, 2010 balance sheet has two lines labelled 'Inventories, net': a current asset (InventoryNet) "
           "and a non-current asset (InventoryNoncurrent), with different amounts.")
add(C, NWS, "How much inventory did News Corp have at March 31, 2010?", refuse(am, WHY_NWS, amb_for(NWS, WHY_NWS,
    (F(NWS, "InventoryNet"), NB, None), (F(NWS, "InventoryNoncurrent"), NB, None))))
WHY_BEN = ("Franklin's March 31, 2010 balance sheet reports cash and cash equivalents twice, for its operating businesses "
           "(CashAndCashEquivalentsAtCarryingValue) and within banking/finance assets (CashAndCashEquivalentsAtCarryingValueBankingFinanceAssets), "
           "and the cash flow statement's total (TotalCashCashEquivalents) is a third, different amount.")
add(C, BEN, "Franklin Resources' cash and cash equivalents at March 31, 2010?", refuse(am, WHY_BEN, amb_for(BEN, WHY_BEN,
    (F(BEN, "CashAndCashEquivalentsAtCarryingValue"), BB, None),
    (F(BEN, "CashAndCashEquivalentsAtCarryingValueBankingFinanceAssets"), BB, None),
    (F(BEN, "TotalCashCashEquivalents"), BB, None))))


def main():
    write_round("h77", gr.QUESTIONS_77, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_77, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
