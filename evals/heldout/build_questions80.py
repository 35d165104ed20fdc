#!/usr/bin/env python3
"""Writes evals/data/ask_heldout80.jsonl and its refusal probes (ask_heldout80_probes.jsonl) -- round 80 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout80.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions80.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout80.jsonl
The writer imported the round 1-76 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-76 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_76 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-76 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_80 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_76,
one by one.
Written without reading the tool under test.

Round 80 notes (CIK residue 0).
No unused filers are left in the data sets, so this round asks facts of filings earlier rounds used that no earlier
round asked. Eight FSDS filings of companies with CIK mod 4 == 0, four from each archive, each a filing that appears
in an earlier round's question file, none in avoid_tuned.txt, no instance company; chosen among the residue-0 filings
for few earlier questions (counted over ask_heldout*.jsonl), full statements and industries earlier rounds used little:
  2009q3 (calendar Q2 2009 and first half, Qualcomm's fiscal Q3 and nine months):
    Coca-Cola (10-Q, CIK 21344, SIC 2080; 4 earlier questions, round 1),
    Sherwin-Williams (10-Q, CIK 89800, SIC 5200; 6, round 4),
    Cummins (10-Q, CIK 26172, SIC 3510; 16, round 3; EquityComponents rows),
    Qualcomm (10-Q for the fiscal quarter ended June 28, 2009; CIK 804328, SIC 3663; 9, round 4).
  2010q2 (calendar Q1 2010, Heinz's fiscal year ended April 28, 2010):
    Amazon.com (10-Q, CIK 1018724, SIC 5961; 1, round 1; also trailing-twelve-month cash flows),
    Ford Motor (10-Q, CIK 37996, SIC 3711; 11, round 8; BusinessSectors and ClassOfStock rows),
    H.J. Heinz (10-K for fiscal 2010, CIK 46640, SIC 2030; 5, round 2; EquityComponents rows),
    Altria Group (10-Q, CIK 764180, SIC 2111; 9, round 4; EquityComponents rows).
Every reported-fact question asks a (concept, period, members) no round 1-76 used as an input of an answerable
question; every derived question is a formula/inputs combination no earlier round asked.
Coca-Cola's second quarter ended July 3, 2009 (FSDS ddate 2009-06-30), so its questions name the quarter, the half
and "the end of the second quarter" rather than a day. Cummins' and Qualcomm's quarters ended June 28, 2009; Heinz's
fiscal years ended April 28, 2010, April 29, 2009 and April 30, 2008 (FSDS ddates 2010-04-30, 2009-04-30, 2008-04-30).
Sign quirks avoided: Sherwin-Williams tags its cash-flow payments (capex, dividends, buybacks) as negatives: none is
asked. Heinz's equity-statement deductions (dividends, treasury purchases) and treasury-stock columns are negative, and
those questions ask for the signed figure as presented; every other negative answer is asked signed.
Members: Cummins' (5), Heinz's (4) and Altria's (3) EquityComponents columns, Ford's BusinessSectors (8); a Ford
ClassOfStock share count is a per_share question.
Counts: 160 questions, 20 per category; per filing Cummins 22, Heinz 22, Coca-Cola 21, Ford 21, Amazon 19, Altria 19,
Sherwin-Williams 18, Qualcomm 18. Refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported, 5 ambiguous
(each ambiguous probe's `why` states the reported answers with their periods, read from the filing).
Formulas (21): 10 ratios e0/e1 (two operating margins, gross margin, current ratio, two effective tax rates, dividend
payout, two SG&A-to-sales, a sector pre-tax margin), 2 growths e0/e1-1 (one negative, saying so), 2 net debts
e0+e1+e2-e3, 2 sums e0+e1+e2 (total debt, cash plus securities), 1 net cash e0-e1-e2 (negative, saying so),
1 debt-to-equity (e0+e1+e2)/e3, 2 free cash flows e0-e1 (one trailing twelve months), and in jargon one working
capital e0-e1. Overlap against rounds 1-76: 0 (same_fact="reported", within=True); with same_fact=True only inputs of
derived questions (six) are reported.
Quarter-vs-YTD: the four 2009q3 filings (quarter against six months, Qualcomm's quarter against nine months); the
2010q2 filings are first quarters or a fiscal year.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-80 share
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
        gr.QUESTIONS_71, gr.QUESTIONS_72, gr.QUESTIONS_73, gr.QUESTIONS_74, gr.QUESTIONS_75, gr.QUESTIONS_76)  # rounds 1-76


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, their periods and units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-76's builders, with the period added)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        per_ = "%s..%s" % (a["period"]["start"], a["period"]["end"]) if a["period"].get("start") else "at " + a["period"]["end"]
        vals.append("%s%s (%s) = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", per_, txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 80 FSDS filings (CIK mod 4 == 0)
KO = "fsds:0001047469-09-007013"    # COCA COLA CO 10-Q (2009q3), CIK 21344, Q2 2009 (ended July 3, 2009) and six months
SHW = "fsds:0000950123-09-028093"   # SHERWIN WILLIAMS CO 10-Q (2009q3), CIK 89800, Q2 2009 and six months
CMI = "fsds:0001104659-09-045874"   # CUMMINS INC 10-Q (2009q3), CIK 26172, Q2 2009 (ended June 28, 2009) and six months
QC = "fsds:0000950123-09-024369"    # QUALCOMM INC 10-Q (2009q3), CIK 804328, fiscal Q3 2009 (ended June 28, 2009), nine months
AMZ = "fsds:0001193125-10-090367"   # AMAZON COM INC 10-Q (2010q2), CIK 1018724, Q1 2010 (and trailing twelve months)
FD = "fsds:0001157523-10-002965"    # FORD MOTOR CO 10-Q (2010q2), CIK 37996, Q1 2010
HNZ = "fsds:0000950123-10-058787"   # HEINZ H J CO 10-K (2010q2), CIK 46640, fiscal year ended April 28, 2010
MO = "fsds:0001193125-10-096771"    # ALTRIA GROUP INC 10-Q (2010q2), CIK 764180, Q1 2010
TICK = {KO: "ko", SHW: "shw", CMI: "cmi", QC: "qcom", AMZ: "amzn", FD: "f", HNZ: "hnz", MO: "mo"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
SECT = lambda m: {"BusinessSectors": m}
AUTO, FS = SECT("Automotive"), SECT("FinancialServices")
EQTOT = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Coca-Cola, Sherwin-Williams, Cummins)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3 = ("2009-07-01", "2009-09-30")
FY08 = ("2008-01-01", "2008-12-31")
# Qualcomm fiscal Q3 2009 (fiscal year starts late September; FSDS month ends)
QQ, Q9M, QQPY, Q9MPY = ("2009-04-01", "2009-06-30"), ("2008-10-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2007-10-01", "2008-06-30")
QB, QFY = (None, "2009-06-30"), (None, "2008-09-30")
# calendar Q1 2010 (Amazon, Ford, Altria)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
TTM10 = ("2009-04-01", "2010-03-31")
Q409 = ("2009-10-01", "2009-12-31")
FY09 = ("2009-01-01", "2009-12-31")
# Heinz fiscal years ended (about) April 30
H10, H09, H08 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30")
HB10, HB09, HB08 = (None, "2010-04-30"), (None, "2009-04-30"), (None, "2008-04-30")
HQ4 = ("2010-02-01", "2010-04-30")


def usd_diff(formula, inputs, p):
    return derived(formula, inputs, p, USD, ratio=False)


# =================================================================== direct
C = "direct"
add(C, KO, "How much did Coca-Cola carry in equity method investments on its balance sheet at the end of the second quarter of 2009?",
    fact(F(KO, "EquityMethodInvestments"), PB, USD))
add(C, KO, "Coke's trademarks with indefinite lives, as carried at the close of Q2 2009", fact(F(KO, "IndefiniteLivedTrademarks"), PB, USD))
add(C, KO, "What accrued income taxes did Coca-Cola owe (current liability) at the end of its second quarter of 2009?",
    fact(F(KO, "AccruedIncomeTaxesCurrent"), PB, USD))
add(C, SHW, "Goodwill on Sherwin-Williams' June 30, 2009 balance sheet", fact(F(SHW, "Goodwill"), PB, USD))
add(C, SHW, "What non-current liability did Sherwin-Williams carry for postretirement benefits other than pensions at 30 June 2009?",
    fact(F(SHW, "OtherPostretirementDefinedBenefitPlanNoncurrentLiabilities"), PB, USD))
add(C, CMI, "Cummins' investments in and advances to equity investees as of June 28, 2009",
    fact(F(CMI, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, CMI, "How big was the pension liability (non-current) on Cummins' mid-2009 balance sheet?",
    fact(F(CMI, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PB, USD))
add(C, QC, "Qualcomm's current deferred revenue at June 28, 2009",
    fact(F(QC, "DeferredRevenueCurrent"), QB, USD))
add(C, QC, "What litigation charge did Qualcomm record in the first nine months of fiscal 2009 (through June 28, 2009)?",
    fact(F(QC, "LitigationExpense"), Q9M, USD))
add(C, QC, "QCOM licensing and royalty fee revenue in its fiscal third quarter of 2009 (April-June 2009)",
    fact(F(QC, "LicensingAndRoyaltyFees"), QQ, USD))
add(C, AMZ, "How much did Amazon spend on fulfillment in the first quarter of 2010?", fact(F(AMZ, "FulfillmentExpense"), Q10, USD))
add(C, AMZ, "Amazon.com technology and content expense, three months ended March 31, 2010",
    fact(F(AMZ, "TechnologyAndContentExpense"), Q10, USD))
add(C, AMZ, "AMZN inventories on the balance sheet as of March 31, 2010", fact(F(AMZ, "InventoryNet"), B10, USD))
add(C, FD, "Ford Motor's total assets (consolidated) at March 31, 2010", fact(F(FD, "Assets"), B10, USD))
add(C, FD, "What did Ford report as net investment in operating leases on its consolidated balance sheet at the end of Q1 2010?",
    fact(F(FD, "NetInvestmentInOperatingLeases"), B10, USD))
add(C, HNZ, "Heinz goodwill at April 28, 2010, the end of fiscal 2010", fact(F(HNZ, "Goodwill"), HB10, USD))
add(C, HNZ, "What accrued marketing liability did H.J. Heinz show at fiscal year-end 2010?", fact(F(HNZ, "AccruedMarketing"), HB10, USD))
add(C, HNZ, "Heinz interest expense for the fiscal year ended April 28, 2010", fact(F(HNZ, "InterestExpense"), H10, USD))
add(C, MO, "Altria's cost of sales in Q1 2010", fact(F(MO, "CostOfGoodsSold"), Q10, USD))
add(C, MO, "How much did Altria report for marketing, administration and research costs in the first quarter of 2010?",
    fact(F(MO, "MarketingAdministrationAndResearchCosts"), Q10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, KO, "Coca-Cola's long-term debt (excluding current maturities) at December 31, 2008", fact(F(KO, "LongTermDebtNoncurrent"), PYE, USD))
add(C, KO, "What were KO's net operating revenues in the second quarter of 2008, the comparable prior-year quarter?",
    fact(F(KO, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, SHW, "Sherwin-Williams total assets a year before its Q2 2009 balance sheet, i.e. at June 30, 2008", fact(F(SHW, "Assets"), JUN08, USD))
add(C, SHW, "SHW net sales for the three months ended June 30, 2008", fact(F(SHW, "Revenues"), PQPY, USD))
add(C, CMI, "Cummins operating income in the year-ago quarter (Q2 2008)", fact(F(CMI, "OperatingIncomeLoss"), PQPY, USD))
add(C, CMI, "Total liabilities of Cummins at the end of 2008", fact(F(CMI, "Liabilities"), PYE, USD))
add(C, QC, "What were Qualcomm's total assets at the end of fiscal 2008 (September 28, 2008)?", fact(F(QC, "Assets"), QFY, USD))
add(C, QC, "Qualcomm operating income for the quarter ended June 29, 2008", fact(F(QC, "OperatingIncomeLoss"), QQPY, USD))
add(C, AMZ, "Amazon's cash and cash equivalents a year before its latest balance sheet, at March 31, 2009",
    fact(F(AMZ, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, AMZ, "Accounts payable on Amazon's December 31, 2009 balance sheet", fact(F(AMZ, "AccountsPayableCurrent"), DEC09, USD))
add(C, AMZ, "How much operating income did Amazon.com earn in the first quarter of the prior year (three months to March 31, 2009)?",
    fact(F(AMZ, "OperatingIncomeLoss"), Q09, USD))
add(C, FD, "Ford's cost of sales (Automotive) for the first quarter of 2009, consolidated income statement",
    fact(F(FD, "CostOfGoodsAndServicesSold"), Q09, USD))
add(C, FD, "Ford's provision for (benefit from) income taxes in Q1 2009 -- give it signed, negative for a benefit",
    fact(F(FD, "IncomeTaxExpenseBenefit"), Q09, USD))
add(C, HNZ, "Heinz sales for fiscal 2008 (the year ended April 30, 2008)", fact(F(HNZ, "SalesRevenueGoodsNet"), H08, USD))
add(C, HNZ, "What operating income did Heinz report for the fiscal year ended April 29, 2009?", fact(F(HNZ, "OperatingIncomeLoss"), H09, USD))
add(C, HNZ, "H.J. Heinz cash and cash equivalents two year-ends back, at April 30, 2008", fact(F(HNZ, "CashAndCashEquivalentsAtCarryingValue"), HB08, USD))
add(C, MO, "Altria net revenues, first quarter 2009", fact(F(MO, "SalesRevenueNet"), Q09, USD))
add(C, MO, "Total liabilities on Altria's year-end 2009 balance sheet", fact(F(MO, "Liabilities"), DEC09, USD))
add(C, MO, "How much in common stock dividends did Altria declare over the full year 2009?", fact(F(MO, "DividendsCommonStock"), FY09, USD))
add(C, MO, "Altria's cash and equivalents at March 31, 2009, a year before the latest balance sheet",
    fact(F(MO, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, KO, "Coca-Cola operating income for Q2 2009 alone (not the six months)", fact(F(KO, "OperatingIncomeLoss"), PQ, USD))
add(C, KO, "Income taxes Coca-Cola provided for over the first half of 2009", fact(F(KO, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, KO, "What equity income did Coke book from its bottler investments in the second quarter of 2009, quarter only?",
    fact(F(KO, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, KO, "KO cost of goods sold, three-month second quarter of 2009", fact(F(KO, "CostOfGoodsSold"), PQ, USD))
add(C, KO, "Coca-Cola's interest expense year-to-date through the second quarter of 2009", fact(F(KO, "InterestExpense"), PH, USD))
add(C, SHW, "Sherwin-Williams selling, general and administrative expenses for January-June 2009", fact(F(SHW, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, SHW, "What income tax expense did Sherwin-Williams record in the June 2009 quarter by itself?",
    fact(F(SHW, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, SHW, "SHW income before income taxes, six months ended 6/30/2009",
    fact(F(SHW, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, SHW, "Sherwin-Williams net income for the second quarter of 2009 only", fact(F(SHW, "NetIncomeLoss"), PQ, USD))
add(C, SHW, "Gross profit at Sherwin-Williams for the first six months of 2009", fact(F(SHW, "GrossProfit"), PH, USD))
add(C, CMI, "Cummins SG&A in the three months ended June 28, 2009 (the quarter, not year to date)",
    fact(F(CMI, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, CMI, "Equity, royalty and interest income from investees at Cummins for the first half of 2009",
    fact(F(CMI, "EquityRoyaltyAndInterestIncomeFromInvestees"), PH, USD))
add(C, CMI, "How much income tax expense did Cummins record in Q2 2009 alone?", fact(F(CMI, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, CMI, "Cummins operating income, six months through June 28, 2009", fact(F(CMI, "OperatingIncomeLoss"), PH, USD))
add(C, CMI, "Net income attributable to noncontrolling interests at Cummins for the second quarter of 2009 by itself",
    fact(F(CMI, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, QC, "Qualcomm equipment and services revenues for the nine months ended June 28, 2009",
    fact(F(QC, "EquipmentAndServices"), Q9M, USD))
add(C, QC, "QCOM selling, general and administrative expense in fiscal Q3 2009 alone", fact(F(QC, "SellingGeneralAndAdministrativeExpense"), QQ, USD))
add(C, QC, "What net income did Qualcomm report for just the quarter ended June 28, 2009?", fact(F(QC, "ProfitLoss"), QQ, USD))
add(C, QC, "Qualcomm's cost of equipment and services revenues, fiscal 2009 year to date through the third quarter",
    fact(F(QC, "CostOfRevenue"), Q9M, USD))
add(C, QC, "Operating income at Qualcomm for the first three quarters of fiscal 2009 combined", fact(F(QC, "OperatingIncomeLoss"), Q9M, USD))

# =================================================================== derived
C = "derived"
add(C, KO, "Coca-Cola's net debt at the end of Q2 2009, defined as loans and notes payable + current maturities of long-term debt + long-term debt - cash and cash equivalents",
    usd_diff("e0+e1+e2-e3", [inp(F(KO, "LoansAndNotesPayable"), PB), inp(F(KO, "LongTermDebtCurrent"), PB),
                             inp(F(KO, "LongTermDebtNoncurrent"), PB), inp(F(KO, "CashAndCashEquivalentsAtCarryingValue"), PB)], PB))
add(C, KO, "KO operating margin for the first half of 2009 (operating income divided by net operating revenues)",
    ratio(F(KO, "OperatingIncomeLoss"), F(KO, "SalesRevenueGoodsNet"), PH))
add(C, KO, "What fraction of its first-half 2009 net income (attributable to shareowners) did Coca-Cola pay out as cash dividends? Dividends paid / net income.",
    ratio(F(KO, "PaymentsOfDividends"), F(KO, "NetIncomeLoss"), PH))
add(C, SHW, "Sherwin-Williams current ratio at June 30, 2009", ratio(F(SHW, "AssetsCurrent"), F(SHW, "LiabilitiesCurrent"), PB))
add(C, SHW, "Total debt of Sherwin-Williams at mid-2009: short-term borrowings plus current portion of long-term debt plus long-term debt",
    usd_diff("e0+e1+e2", [inp(F(SHW, "ShortTermBorrowings"), PB), inp(F(SHW, "LongTermDebtCurrent"), PB),
                          inp(F(SHW, "LongTermDebtNoncurrent"), PB)], PB))
add(C, CMI, "Cummins SG&A as a percentage of net sales for the first six months of 2009 (give the ratio as a decimal)",
    ratio(F(CMI, "SellingGeneralAndAdministrativeExpense"), F(CMI, "SalesRevenueNet"), PH))
add(C, CMI, "Year-over-year change in Cummins' net sales for the second quarter (Q2 2009 vs Q2 2008), as a decimal; negative if sales fell",
    growth(F(CMI, "SalesRevenueNet"), PQ, PQPY))
add(C, QC, "Qualcomm's effective tax rate for the nine months to June 28, 2009 (income tax expense / income before income taxes)",
    ratio(F(QC, "IncomeTaxExpenseBenefit"), F(QC, "IncomeBeforeIncomeTaxes"), Q9M))
add(C, QC, "Qualcomm's cash plus marketable securities (current and non-current) at June 28, 2009",
    usd_diff("e0+e1+e2", [inp(F(QC, "CashAndCashEquivalentsAtCarryingValue"), QB), inp(F(QC, "MarketableSecuritiesCurrent"), QB),
                          inp(F(QC, "MarketableSecuritiesNoncurrent"), QB)], QB))
add(C, AMZ, "How much did Amazon's net sales grow in Q1 2010 over Q1 2009? Express as a decimal.", growth(F(AMZ, "SalesRevenueNet"), Q10, Q09))
add(C, AMZ, "Amazon free cash flow for the trailing twelve months ended March 31, 2010: TTM operating cash flow minus TTM purchases of fixed assets",
    usd_diff("e0-e1", [inp(F(AMZ, "NetCashProvidedByUsedInOperatingActivities"), TTM10),
                       inp(F(AMZ, "PaymentsToAcquirePropertyPlantAndEquipment"), TTM10)], TTM10))
add(C, AMZ, "Amazon's operating margin, first quarter of 2010", ratio(F(AMZ, "OperatingIncomeLoss"), F(AMZ, "SalesRevenueNet"), Q10))
add(C, FD, "Pre-tax margin of Ford's Financial Services sector in Q1 2010: sector income before income taxes / Financial Services revenues",
    ratio(F(FD, "IncomeLossBeforeIncomeTaxes"), F(FD, "FinancialServicesRevenue"), Q10, m_num=FS, m_den=FS))
add(C, FD, "Ford Automotive net cash at March 31, 2010 = Automotive cash, cash equivalents and marketable securities minus Automotive debt payable within one year minus Automotive long-term debt (negative means net debt)",
    usd_diff("e0-e1-e2", [inp(F(FD, "CashCashEquivalentsAndShortTermInvestments"), B10, AUTO), inp(F(FD, "DebtCurrent"), B10, AUTO),
                          inp(F(FD, "LongTermDebtNoncurrent"), B10, AUTO)], B10))
add(C, FD, "Automotive SG&A as a share of Automotive sales at Ford in the first quarter of 2010",
    ratio(F(FD, "SellingGeneralAndAdministrativeExpense"), F(FD, "SalesRevenueNet"), Q10, m_num=AUTO, m_den=AUTO))
add(C, HNZ, "Heinz gross margin for fiscal 2010 (gross profit / sales)", ratio(F(HNZ, "GrossProfit"), F(HNZ, "SalesRevenueGoodsNet"), H10))
add(C, HNZ, "Heinz net debt at April 28, 2010, where net debt = short-term debt + portion of long-term debt due within one year + long-term debt - cash and cash equivalents",
    usd_diff("e0+e1+e2-e3", [inp(F(HNZ, "ShortTermBorrowings"), HB10), inp(F(HNZ, "LongTermDebtAndCapitalLeaseObligationsCurrent"), HB10),
                             inp(F(HNZ, "LongTermDebtAndCapitalLeaseObligations"), HB10),
                             inp(F(HNZ, "CashAndCashEquivalentsAtCarryingValue"), HB10)], HB10))
add(C, HNZ, "Free cash flow at Heinz in fiscal 2009 (year ended April 29, 2009), computed as cash from operating activities less capital expenditures",
    usd_diff("e0-e1", [inp(F(HNZ, "NetCashProvidedByUsedInOperatingActivities"), H09),
                       inp(F(HNZ, "PaymentsToAcquirePropertyPlantAndEquipment"), H09)], H09))
add(C, MO, "Altria debt-to-equity at March 31, 2010, with debt = short-term borrowings + current portion of long-term debt + long-term debt and equity = total stockholders' equity attributable to Altria",
    derived("(e0+e1+e2)/e3", [inp(F(MO, "ShortTermBorrowings"), B10), inp(F(MO, "LongTermDebtCurrent"), B10),
                              inp(F(MO, "LongTermDebtNoncurrent"), B10), inp(F(MO, "StockholdersEquity"), B10)], B10, PURE))
add(C, MO, "Effective income tax rate at Altria in Q1 2010 (provision for income taxes over earnings before income taxes)",
    ratio(F(MO, "IncomeTaxExpenseBenefit"), F(MO, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), Q10))

# =================================================================== members (dimensional FSDS rows)
C = "members"
add(C, CMI, "In Cummins' statement of changes in equity, how much in cash dividends on common stock was charged to retained earnings in the first six months of 2009?",
    fact(F(CMI, "DividendsCommonStockCash"), PH, USD, EC("RetainedEarnings")))
add(C, CMI, "Noncontrolling interests column of Cummins' equity statement: balance at June 28, 2009",
    fact(F(CMI, EQTOT), PB, USD, EC("NoncontrollingInterest")))
add(C, CMI, "Foreign currency translation adjustments recorded in Cummins' accumulated other comprehensive loss column for 1H 2009 (signed)",
    fact(F(CMI, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationGainLossArisingDuringPeriodNetOfTax"), PH, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, CMI, "What was the treasury stock balance in Cummins' shareholders' equity statement at December 31, 2007? Keep the sign as shown.",
    fact(F(CMI, EQTOT), DEC07, USD, EC("TreasuryStock")))
add(C, CMI, "Comprehensive income attributable to Cummins' noncontrolling interests, six months ended June 2009",
    fact(F(CMI, "ComprehensiveIncomeNetOfTax"), PH, USD, EC("NoncontrollingInterest")))
add(C, FD, "Total assets of Ford's Automotive sector at March 31, 2010", fact(F(FD, "Assets"), B10, USD, AUTO))
add(C, FD, "Ford Financial Services sector total liabilities as of December 31, 2009", fact(F(FD, "Liabilities"), DEC09, USD, FS))
add(C, FD, "What revenue did Ford's Financial Services sector generate in Q1 2009?", fact(F(FD, "FinancialServicesRevenue"), Q09, USD, FS))
add(C, FD, "Ford Automotive sector income (loss) before income taxes for the first quarter of 2009, signed",
    fact(F(FD, "IncomeLossBeforeIncomeTaxes"), Q09, USD, AUTO))
add(C, FD, "Interest expense of the Financial Services sector at Ford in 1Q 2010", fact(F(FD, "InterestExpense"), Q10, USD, FS))
add(C, FD, "Ford Automotive inventories at year-end 2009 (sector balance sheet)", fact(F(FD, "InventoryNet"), DEC09, USD, AUTO))
add(C, FD, "How much cash did Ford's Automotive sector generate from operating activities of continuing operations in Q1 2010?",
    fact(F(FD, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q10, USD, AUTO))
add(C, FD, "Ford Credit side: the Financial Services sector's provision for credit and insurance losses in Q1 2010 (signed; negative is a benefit)",
    fact(F(FD, "ProvisionForCreditAndInsuranceLosses"), Q10, USD, FS))
add(C, HNZ, "Treasury stock column of Heinz's equity statement at April 28, 2010, signed as presented",
    fact(F(HNZ, EQTOT), HB10, USD, EC("TreasuryStock")))
add(C, HNZ, "Cash dividends on common stock charged against Heinz's retained earnings in fiscal 2010 (negative, as a deduction in the equity statement)",
    fact(F(HNZ, "DividendsCommonStockCash"), H10, USD, EC("RetainedEarnings")))
add(C, HNZ, "Foreign currency translation adjustment in Heinz's accumulated other comprehensive loss column for the year ended April 29, 2009 (signed)",
    fact(F(HNZ, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), H09, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, HNZ, "Number of shares Heinz acquired into treasury during fiscal 2009, per the treasury stock column of the equity statement (signed as shown)",
    fact(F(HNZ, "TreasuryStockSharesAcquired"), H09, SH, EC("TreasuryStock")))
add(C, MO, "Stock option exercises recorded in the treasury stock column of Altria's Q1 2010 equity statement",
    fact(F(MO, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EC("TreasuryStock")))
add(C, MO, "Altria: change in the accumulated other comprehensive losses column from benefit plans during the first quarter of 2010",
    fact(F(MO, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"),
         Q10, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, MO, "Earnings reinvested in the business (retained earnings column) on Altria's equity statement at December 31, 2008",
    fact(F(MO, EQTOT), DEC08, USD, EC("RetainedEarnings")))

# =================================================================== per_share
C = "per_share"
add(C, KO, "Coca-Cola diluted EPS for the second quarter of 2009", fact(F(KO, "EarningsPerShareDiluted"), PQ, PS))
add(C, KO, "KO dividends declared per share over the first two quarters of 2009", fact(F(KO, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, KO, "Basic weighted-average share count Coca-Cola used for first-half 2009 EPS", fact(F(KO, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, SHW, "Sherwin-Williams diluted net income per share, three months ended June 30, 2009", fact(F(SHW, "EarningsPerShareDiluted"), PQ, PS))
add(C, SHW, "How many Sherwin-Williams common shares were outstanding at June 30, 2009?", fact(F(SHW, "CommonStockSharesOutstanding"), PB, SH))
add(C, CMI, "Cummins basic EPS attributable to Cummins, first half of 2009", fact(F(CMI, "EarningsPerShareBasic"), PH, PS))
add(C, CMI, "Number of Cummins common shares held in treasury at June 28, 2009", fact(F(CMI, "TreasuryStockShares"), PB, SH))
add(C, QC, "Qualcomm diluted earnings per share for the nine months ended June 28, 2009", fact(F(QC, "EarningsPerShareDiluted"), Q9M, PS))
add(C, QC, "Basic weighted average shares outstanding at Qualcomm in fiscal Q3 2009", fact(F(QC, "WeightedAverageNumberOfSharesOutstandingBasic"), QQ, SH))
add(C, AMZ, "Amazon basic earnings per share, Q1 2010", fact(F(AMZ, "EarningsPerShareBasic"), Q10, PS))
add(C, AMZ, "What diluted share count did Amazon.com use for first-quarter 2010 EPS?", fact(F(AMZ, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, AMZ, "Amazon common shares outstanding as of March 31, 2010", fact(F(AMZ, "CommonStockSharesOutstanding"), B10, SH))
add(C, FD, "Ford basic income per share attributable to Ford, first quarter 2010", fact(F(FD, "EarningsPerShareBasic"), Q10, PS))
add(C, FD, "Ford's diluted loss per share from continuing operations in Q1 2009 (negative)",
    fact(F(FD, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, FD, "How many Ford Class B shares were issued at March 31, 2010?", fact(F(FD, "CommonStockSharesIssued"), B10, SH, {"ClassOfStock": "CommonClassB"}))
add(C, HNZ, "Heinz diluted EPS attributable to H.J. Heinz common shareholders, fiscal 2009", fact(F(HNZ, "EarningsPerShareDiluted"), H09, PS))
add(C, HNZ, "Heinz basic income per share from continuing operations for the fiscal year ended April 28, 2010",
    fact(F(HNZ, "IncomeLossFromContinuingOperationsPerBasicShare"), H10, PS))
add(C, HNZ, "Diluted weighted average shares at Heinz for fiscal 2010", fact(F(HNZ, "WeightedAverageNumberOfDilutedSharesOutstanding"), H10, SH))
add(C, MO, "Altria basic EPS in the first quarter of 2009", fact(F(MO, "EarningsPerShareBasic"), Q09, PS))
add(C, MO, "Total dividends declared per Altria share for calendar 2009", fact(F(MO, "CommonStockDividendsPerShareDeclared"), FY09, PS))

# =================================================================== jargon
C = "jargon"
add(C, KO, "KO capex, 1H09", fact(F(KO, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, KO, "Coke's working capital at the end of 2Q09 (current assets less current liabilities)",
    diff(F(KO, "AssetsCurrent"), F(KO, "LiabilitiesCurrent"), PB))
add(C, SHW, "SHW stock comp add-back in the cash flow statement, H1 2009", fact(F(SHW, "ShareBasedCompensation"), PH, USD))
add(C, SHW, "Sherwin-Williams book value (shareholders' equity) at 6/30/09", fact(F(SHW, "StockholdersEquity"), PB, USD))
add(C, SHW, "SHW depreciation, first six months of '09 (cash flow add-back)", fact(F(SHW, "Depreciation"), PH, USD))
add(C, CMI, "Cummins book value attributable to Cummins Inc. shareholders, end of Q2 2009", fact(F(CMI, "StockholdersEquity"), PB, USD))
add(C, CMI, "CMI CFO, six months to June 2009", fact(F(CMI, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, QC, "QCOM capex, 9M FY09", fact(F(QC, "PaymentsToAcquireProductiveAssets"), Q9M, USD))
add(C, QC, "Qualcomm buybacks YTD fiscal 2009 (nine months through June)", fact(F(QC, "PaymentsForRepurchaseOfCommonStock"), Q9M, USD))
add(C, AMZ, "AMZN marketing spend in 1Q10", fact(F(AMZ, "MarketingExpense"), Q10, USD))
add(C, AMZ, "Amazon SBC for the quarter ended March 31, 2010 (not the trailing twelve months)", fact(F(AMZ, "ShareBasedCompensation"), Q10, USD))
add(C, AMZ, "Amazon capex (purchases of fixed assets incl. internal-use software and website development), Q1 2010 only",
    fact(F(AMZ, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AMZ, "AMZN operating cash flow for the March 2010 quarter -- signed, negative if it burned cash", fact(F(AMZ, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, FD, "Ford consolidated SG&A, 1Q 2010", fact(F(FD, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, HNZ, "HNZ CFO for FY10", fact(F(HNZ, "NetCashProvidedByUsedInOperatingActivities"), H10, USD))
add(C, HNZ, "Heinz buybacks in fiscal 2009 (payments for purchases of treasury stock)", fact(F(HNZ, "PaymentsForRepurchaseOfEquity"), H09, USD))
add(C, HNZ, "Heinz bottom line attributable to H.J. Heinz for FY2008 (year ended April 30, 2008)", fact(F(HNZ, "NetIncomeLoss"), H08, USD))
add(C, MO, "MO CFO, Q1 2010", fact(F(MO, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, MO, "Altria D&A for the first quarter of 2010", fact(F(MO, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, MO, "Altria common divs paid in cash, 1Q10", fact(F(MO, "PaymentsOfDividendsCommonStock"), Q10, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, KO, "What were Hansen Natural's net sales in the second quarter of 2009?",
    refuse(oc, "Hansen Natural is not in the data (Coca-Cola is).", other("HANSEN NATURAL")))
add(C, SHW, "Valspar's net sales for its quarter ended in mid-2009?",
    refuse(oc, "Valspar is not in the data (Sherwin-Williams is).", other("VALSPAR")))
add(C, QC, "Nokia's net sales for the quarter ended June 30, 2009?",
    refuse(oc, "Nokia is not in the data (Qualcomm is).", other("NOKIA")))
add(C, FD, "General Motors' total net sales and revenue in the first quarter of 2010?",
    refuse(oc, "General Motors is not in the data (Ford is).", other("GENERAL MOTORS")))
add(C, MO, "Vector Group's revenues for Q1 2010?",
    refuse(oc, "Vector Group is not in the data (Altria is).", other("VECTOR GROUP")))
# period_not_reported
add(C, KO, "Coca-Cola's net operating revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the 2009 and 2008 second quarters and first halves; no full-year 2008 income statement.",
           absent(F(KO, "SalesRevenueGoodsNet"), FY08)))
add(C, CMI, "Cummins net sales for the third quarter of 2009 (July-September)?",
    refuse(pn, "The Q2 2009 10-Q ends at June 28, 2009; the third quarter is not reported.", absent(F(CMI, "SalesRevenueNet"), PQ3)))
add(C, AMZ, "What were Amazon's net sales in the fourth quarter of 2009 on their own?",
    refuse(pn, "The Q1 2010 10-Q reports the first quarters of 2010 and 2009 (and trailing-twelve-month cash flows); Q4 2009 is not reported on its own.",
           absent(F(AMZ, "SalesRevenueNet"), Q409)))
add(C, HNZ, "Heinz sales in the fourth quarter of fiscal 2010 (February-April 2010)?",
    refuse(pn, "The fiscal 2010 10-K's data report fiscal years only; no fourth-quarter sales.", absent(F(HNZ, "SalesRevenueGoodsNet"), HQ4)))
add(C, MO, "Altria's total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(MO, "Assets"), MAR09)))
# concept_not_reported
add(C, SHW, "How much did Sherwin-Williams spend on research and development in the first half of 2009?",
    refuse(cn, "Sherwin-Williams' Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AMZ, "What dividend per share did Amazon declare in Q1 2010?",
    refuse(cn, "Amazon's Q1 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash", "Dividends"))))
add(C, FD, "How much did Ford pay in common dividends in the first quarter of 2010?",
    refuse(cn, "Ford's Q1 2010 data report no dividends (declared, paid or per share).",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash", "Dividends"))))
add(C, HNZ, "What goodwill impairment charge did Heinz take in fiscal 2010?",
    refuse(cn, "Heinz's fiscal 2010 data report no goodwill or intangible asset impairment.",
           absent_any(g("GoodwillImpairmentLoss", "ImpairmentOfIntangibleAssetsExcludingGoodwill", "GoodwillAndIntangibleAssetImpairment",
                        "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"))))
add(C, MO, "Altria stock-based compensation expense for Q1 2010?",
    refuse(cn, "Altria's Q1 2010 data report no share-based compensation amount.",
           absent_any(g("ShareBasedCompensation", "AllocatedShareBasedCompensationExpense", "EmployeeBenefitsAndShareBasedCompensation",
                        "ShareBasedCompensationArrangementByShareBasedPaymentAwardCompensationCost"))))
# ambiguous
WHY_KO = ("Coca-Cola's first-half 2009 income statement reports both 'Consolidated net income' (ProfitLoss, including "
          "noncontrolling interests) and 'Net income attributable to shareowners of The Coca-Cola Company' (NetIncomeLoss), "
          "with different amounts.")
add(C, KO, "What was Coca-Cola's net income for the first six months of 2009?", refuse(am, WHY_KO, amb_for(KO, WHY_KO,
    (F(KO, "ProfitLoss"), PH, None), (F(KO, "NetIncomeLoss"), PH, None))))
WHY_CMI = ("Cummins' statement of changes in equity reports comprehensive income for the six months ended June 28, 2009 "
           "in total (including noncontrolling interests; ComprehensiveIncomeNetOfTax without members) and attributable to "
           "Cummins Inc. (the Parent column), with different amounts.")
add(C, CMI, "What was Cummins' comprehensive income for the first half of 2009?", refuse(am, WHY_CMI, amb_for(CMI, WHY_CMI,
    (F(CMI, "ComprehensiveIncomeNetOfTax"), PH, None), (F(CMI, "ComprehensiveIncomeNetOfTax"), PH, EC("Parent")))))
WHY_QC = ("Qualcomm reports other-than-temporary impairment losses on investments two ways for the nine months to June 28, 2009: "
          "the total (TotalOtherThanTemporaryImpairmentLosses) and the net amount recognized in earnings after the portion "
          "recognized in other comprehensive income (NetImpairmentLossesRecognizedInEarnings), with different amounts.")
add(C, QC, "Qualcomm's other-than-temporary impairment losses on investments for the first nine months of fiscal 2009?",
    refuse(am, WHY_QC, amb_for(QC, WHY_QC, (F(QC, "TotalOtherThanTemporaryImpairmentLosses"), Q9M, None),
                               (F(QC, "NetImpairmentLossesRecognizedInEarnings"), Q9M, None))))
WHY_AMZ = ("Amazon's cash flow statement in the Q1 2010 10-Q has columns for the three months and for the twelve months ended "
           "March 31, 2010; both report net cash provided by (used in) operating activities, with different amounts.")
add(C, AMZ, "What was Amazon's operating cash flow for the period ended March 31, 2010?", refuse(am, WHY_AMZ, amb_for(AMZ, WHY_AMZ,
    (F(AMZ, "NetCashProvidedByUsedInOperatingActivities"), Q10, None), (F(AMZ, "NetCashProvidedByUsedInOperatingActivities"), TTM10, None))))
WHY_HNZ = ("Heinz reports fiscal 2010 earnings per share as basic (EarningsPerShareBasic) and diluted (EarningsPerShareDiluted) "
           "amounts attributable to H.J. Heinz common shareholders, with different values.")
add(C, HNZ, "What did Heinz earn per share in fiscal 2010?", refuse(am, WHY_HNZ, amb_for(HNZ, WHY_HNZ,
    (F(HNZ, "EarningsPerShareBasic"), H10, None), (F(HNZ, "EarningsPerShareDiluted"), H10, None))))


def main():
    write_round("h80", gr.QUESTIONS_80, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_80, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
