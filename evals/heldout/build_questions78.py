#!/usr/bin/env python3
"""Writes evals/data/ask_heldout78.jsonl and its refusal probes (ask_heldout78_probes.jsonl) -- round 78 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout78.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions78.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout78.jsonl
The writer imported the round 1-76 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-76 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_76 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-76 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_78 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_76,
one by one.
Written without reading the tool under test.

Round 78 notes (CIK residue 2: CIK mod 4 == 2).
No unused filers remain, so this round asks facts of filings earlier rounds used that no earlier round asked. The eight
FSDS filings, four from each archive, were chosen among the residue-2 filings of ask_heldout*.jsonl (none in
avoid_tuned.txt, no instance company), preferring few earlier questions, full statements with many line items and
little-used industries (sub.txt sic, counted over every earlier FSDS question):
  2009q3: Open Text (10-K, fiscal year ended June 30, 2009; SIC 7373; 1 earlier question),
          TJX Companies (10-Q, fiscal Q2 2010 = 13 weeks ended Aug 1, 2009, FSDS ddate 2009-07-31; SIC 5651; 10),
          Celanese (10-Q, Q2 2009; SIC 2820; 18),
          People's United Financial (10-Q, Q2 2009; SIC 6035, savings institution; 19).
  2010q2: Precision Castparts (10-K, fiscal year ended March 28, 2010, ddate 2010-03-31; SIC 3320; 5),
          Best Buy (10-K, fiscal year ended Feb 27, 2010, ddate 2010-02-28; SIC 5731; 6),
          Medtronic (10-K, fiscal year ended April 30, 2010; SIC 3845; 4),
          Intuit (10-Q, fiscal Q3 2010 = three months ended April 30, 2010, and nine months; SIC 7372; 9).
Textron's 2009q3 10-Q (residue 2, SIC 3720) was left out: its consolidated rows carry coreg=ParentCompany, which
gold_reader's FSDS lookup (coreg empty) cannot reach.
Every reported-fact question asks a (concept, period, members) no earlier answerable question used as an input, and
no reported fact serves two questions of this round; derived questions may reuse earlier inputs, in new
formula/input combinations.
Quarter-vs-YTD: TJX, Celanese and People's United (quarter against the first half) and Intuit (third quarter against
the nine months), five each; the three 10-Ks report no quarters.
Units: Open Text and Medtronic report share counts in thousands / millions; no share count of theirs is asked
except Medtronic's Class A shares outstanding in its equity statement, which is reported in shares.
Signs avoided: TJX's cost of sales is tagged negative (not asked). Questions whose answer is negative say so or ask
for the signed figure (equity-statement debits, accumulated deficit, declines).
Members: EquityComponents columns of the eight equity statements, and Celanese's ClassOfStock + EquityComponents rows.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-78 share
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
        gr.QUESTIONS_71, gr.QUESTIONS_72, gr.QUESTIONS_73, gr.QUESTIONS_74, gr.QUESTIONS_75,
        gr.QUESTIONS_76)  # rounds 1-76, one by one


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


# ------------------------------------------------------------------ round 78 FSDS filings (CIK mod 4 == 2)
OT = "fsds:0001193125-09-179839"    # OPEN TEXT CORP 10-K (2009q3), CIK 1002638, SIC 7373, FY ended 2009-06-30
TJ = "fsds:0000950123-09-039364"    # TJX COMPANIES INC 10-Q (2009q3), CIK 109198, SIC 5651, fiscal Q2 ended 2009-08-01
CE = "fsds:0000950123-09-027072"    # CELANESE CORP 10-Q (2009q3), CIK 1306830, SIC 2820, Q2 2009
PB = "fsds:0001193125-09-170393"    # PEOPLE'S UNITED FINANCIAL 10-Q (2009q3), CIK 1378946, SIC 6035, Q2 2009
PC = "fsds:0001193125-10-130580"    # PRECISION CASTPARTS CORP 10-K (2010q2), CIK 79958, SIC 3320, FY ended 2010-03-28
BB = "fsds:0001047469-10-004349"    # BEST BUY CO INC 10-K (2010q2), CIK 764478, SIC 5731, FY ended 2010-02-27
MD = "fsds:0000897101-10-001328"    # MEDTRONIC INC 10-K (2010q2), CIK 64670, SIC 3845, FY ended 2010-04-30
IN = "fsds:0000950123-10-054230"    # INTUIT INC 10-Q (2010q2), CIK 896878, SIC 7372, fiscal Q3 ended 2010-04-30
TICK = {OT: "otex", TJ: "tjx", CE: "ce", PB: "pbct", PC: "pcp", BB: "bby", MD: "mdt", IN: "intu"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}

# Open Text: fiscal years ended June 30
OT09, OT08, OT07 = ("2008-07-01", "2009-06-30"), ("2007-07-01", "2008-06-30"), ("2006-07-01", "2007-06-30")
OTB09, OTB08, OTB07, OTB06 = (None, "2009-06-30"), (None, "2008-06-30"), (None, "2007-06-30"), (None, "2006-06-30")
OTQ4 = ("2009-04-01", "2009-06-30")
# TJX: specs' H2_* periods (fiscal Q2 / first half ended 2009-07-31 in FSDS terms, and the year before)
# Celanese, People's United: specs' CY09_Q2, CY09_H1, CY08_Q2, CY08_H1, BS_0906, BS_0812
JUN08 = (None, "2008-06-30")
# Precision Castparts: fiscal years ended (about) March 31
P10, P09, P08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
PB10, PB09, PB08, PB07 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")
# Best Buy: fiscal years ended (about) February 28
B10, B09, B08 = ("2009-03-01", "2010-02-28"), ("2008-03-01", "2009-02-28"), ("2007-03-01", "2008-02-29")
BB10, BB09, BB07 = (None, "2010-02-28"), (None, "2009-02-28"), (None, "2007-02-28")
BQ4 = ("2009-12-01", "2010-02-28")
# Medtronic: fiscal years ended April 30
M10, M09, M08 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30")
MB10, MB09, MB07 = (None, "2010-04-30"), (None, "2009-04-30"), (None, "2007-04-30")
# Intuit: fiscal year starts August 1
IQ, I9M, IQPY, I9MPY = ("2010-02-01", "2010-04-30"), ("2009-08-01", "2010-04-30"), ("2009-02-01", "2009-04-30"), ("2008-08-01", "2009-04-30")
IB10, IBFY09, IBFY08, IB0904 = (None, "2010-04-30"), (None, "2009-07-31"), (None, "2008-07-31"), (None, "2009-04-30")

DIVS = g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
         "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash", "Dividends")

# =================================================================== direct
C = "direct"
add(C, OT, "How much did Open Text take in from software license sales in its fiscal year ended June 30, 2009?",
    fact(F(OT, "LicensesRevenue"), OT09, USD))
add(C, OT, "OTEX goodwill on the balance sheet, 6/30/2009", fact(F(OT, "Goodwill"), OTB09, USD))
add(C, OT, "What current deferred revenue did Open Text Corporation report at its June 2009 fiscal year end?",
    fact(F(OT, "DeferredRevenueCurrent"), OTB09, USD))
add(C, TJ, "TJX merchandise inventories as at August 1, 2009 (end of fiscal Q2 2010)", fact(F(TJ, "InventoryNet"), H2_BS, USD))
add(C, TJ, "Long-term debt of TJX Companies, excluding current installments, at the end of its second fiscal quarter of 2010 (Aug 1, 2009)",
    fact(F(TJ, "LongTermDebtNoncurrent"), H2_BS, USD))
add(C, CE, "Celanese goodwill at 30 June 2009?", fact(F(CE, "Goodwill"), BS_0906, USD))
add(C, CE, "What did Celanese record as equity in net earnings of affiliates for the April-June 2009 quarter?",
    fact(F(CE, "IncomeLossFromEquityMethodInvestments"), CY09_Q2, USD))
add(C, PB, "People's United: carrying value of bank-owned life insurance, June 30, 2009", fact(F(PB, "BankOwnedLifeInsurance"), BS_0906, USD))
add(C, PB, "How much did People's United Financial hold in time deposits at mid-year 2009 (June 30)?",
    fact(F(PB, "TimeDeposits"), BS_0906, USD))
add(C, PC, "Goodwill carried by Precision Castparts at the end of fiscal 2010 (balance sheet dated March 28, 2010)",
    fact(F(PC, "Goodwill"), PB10, USD))
add(C, PC, "PCP's non-current pension and other postretirement benefit obligations at fiscal year-end 2010?",
    fact(F(PC, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB10, USD))
add(C, PC, "What were Precision Castparts' investments in unconsolidated affiliates (equity method) as of March 2010?",
    fact(F(PC, "EquityMethodInvestments"), PB10, USD))
add(C, BB, "Best Buy merchandise inventories at February 27, 2010", fact(F(BB, "InventoryNet"), BB10, USD))
add(C, BB, "What liability for unredeemed gift cards did Best Buy carry at the end of fiscal 2010?",
    fact(F(BB, "AccruedLiabilitiesForUnredeeemedGiftCards"), BB10, USD))
add(C, BB, "BBY short-term borrowings (not the current portion of long-term debt) on the Feb 27, 2010 balance sheet",
    fact(F(BB, "ShortTermBorrowings"), BB10, USD))
add(C, MD, "Medtronic research and development expense for fiscal year 2010 (ended April 30, 2010)?",
    fact(F(MD, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), M10, USD))
add(C, MD, "How large were the 'certain litigation charges' Medtronic booked in FY10?", fact(F(MD, "CertainLitigationCharges"), M10, USD))
add(C, MD, "MDT accrued compensation (current liability) as of April 30, 2010", fact(F(MD, "AccruedCompensation"), MB10, USD))
add(C, IN, "Intuit product revenue in the three months ended April 30, 2010", fact(F(IN, "SalesRevenueGoodsNet"), IQ, USD))
add(C, IN, "What goodwill did Intuit report at April 30, 2010?", fact(F(IN, "Goodwill"), IB10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, OT, "Open Text services and other revenue for the prior fiscal year, FY2008 (year to June 30, 2008)",
    fact(F(OT, "ServiceAndOtherRevenue"), OT08, USD))
add(C, OT, "What was Open Text's long-term bank debt, net of the current portion, a year earlier at June 30, 2008?",
    fact(F(OT, "LongTermLoansFromBank"), OTB08, USD))
add(C, OT, "Open Text research and development expense two years back, fiscal 2007 (ended June 30, 2007)",
    fact(F(OT, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), OT07, USD))
add(C, TJ, "SG&A at TJX in the comparable prior-year quarter (13 weeks ended August 2, 2008)",
    fact(F(TJ, "SellingGeneralAndAdministrativeExpense"), H2_QPY, USD))
add(C, TJ, "TJX cash and cash equivalents at fiscal 2009 year-end (January 31, 2009)",
    fact(F(TJ, "CashAndCashEquivalentsAtCarryingValue"), H2_BSFY, USD))
add(C, TJ, "How much did TJX owe in accounts payable a year before, at August 2, 2008?",
    fact(F(TJ, "AccountsPayableCurrent"), H2_BSPY, USD))
add(C, CE, "Celanese interest expense in the year-ago quarter (Q2 2008)", fact(F(CE, "InterestExpense"), CY08_Q2, USD))
add(C, CE, "What were Celanese's trade receivables, net, at December 31, 2008?", fact(F(CE, "AccountsReceivableNetCurrent"), BS_0812, USD))
add(C, PB, "People's United net interest income for the second quarter of 2008", fact(F(PB, "InterestIncomeExpenseNet"), CY08_Q2, USD))
add(C, PB, "Total loans at People's United as of year-end 2008 (December 31, 2008)",
    fact(F(PB, "LoansAndLeasesReceivableNetOfDeferredIncome"), BS_0812, USD))
add(C, PC, "Precision Castparts net sales in fiscal 2008 (the year ended March 30, 2008)", fact(F(PC, "SalesRevenueNet"), P08, USD))
add(C, PC, "PCP selling and administrative expenses for fiscal 2008", fact(F(PC, "SellingGeneralAndAdministrativeExpense"), P08, USD))
add(C, PC, "How much cash and cash equivalents did Precision Castparts hold at the end of fiscal 2009 (March 29, 2009)?",
    fact(F(PC, "CashAndCashEquivalentsAtCarryingValue"), PB09, USD))
add(C, BB, "Best Buy revenue for fiscal 2008 (year ended March 1, 2008)", fact(F(BB, "SalesRevenueNet"), B08, USD))
add(C, BB, "What goodwill did Best Buy show on its balance sheet at the end of the prior fiscal year, February 28, 2009?",
    fact(F(BB, "Goodwill"), BB09, USD))
add(C, MD, "Medtronic net sales in fiscal 2009 (year ended April 24, 2009)", fact(F(MD, "SalesRevenueNet"), M09, USD))
add(C, MD, "MDT selling, general and administrative expense, fiscal 2008", fact(F(MD, "SellingGeneralAndAdministrativeExpense"), M08, USD))
add(C, MD, "Medtronic's long-term debt (non-current) at the prior fiscal year end, April 2009",
    fact(F(MD, "LongTermDebtAndCapitalLeaseObligations"), MB09, USD))
add(C, IN, "What net income did Intuit earn in the prior-year third quarter, February through April 2009?",
    fact(F(IN, "NetIncomeLoss"), IQPY, USD))
add(C, IN, "Intuit deferred revenue at fiscal 2009 year end (July 31, 2009)", fact(F(IN, "DeferredRevenueCurrent"), IBFY09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, TJ, "TJX selling, general and administrative expenses for the second quarter of fiscal 2010 alone (13 weeks to Aug 1, 2009), not year-to-date",
    fact(F(TJ, "SellingGeneralAndAdministrativeExpense"), H2_Q, USD))
add(C, TJ, "Provision for income taxes at TJX, Q2 FY10 only", fact(F(TJ, "IncomeTaxExpenseBenefit"), H2_Q, USD))
add(C, TJ, "TJX net income for the 13 weeks ended August 1, 2009 -- the quarter, not the 26 weeks",
    fact(F(TJ, "ProfitLoss"), H2_Q, USD))
add(C, TJ, "Year-to-date interest expense, net, at TJX through the first 26 weeks of fiscal 2010",
    fact(F(TJ, "InterestExpenseNet"), H2_H1, USD))
add(C, TJ, "TJX net sales for the six months (26 weeks) ended August 1, 2009", fact(F(TJ, "Revenues"), H2_H1, USD))
add(C, CE, "Celanese selling, general and administrative expenses for January-June 2009 (year to date)",
    fact(F(CE, "SellingGeneralAndAdministrativeExpense"), CY09_H1, USD))
add(C, CE, "Dividend income from Celanese's cost-method investments in the second quarter of 2009 by itself",
    fact(F(CE, "InvestmentIncomeDividend"), CY09_Q2, USD))
add(C, CE, "CE income tax provision for 2Q09 (three months only)", fact(F(CE, "IncomeTaxExpenseBenefit"), CY09_Q2, USD))
add(C, CE, "Celanese gross profit for the first half of 2009", fact(F(CE, "GrossProfit"), CY09_H1, USD))
add(C, CE, "Six-month 2009 interest expense at Celanese (through June 30)", fact(F(CE, "InterestExpense"), CY09_H1, USD))
add(C, PB, "People's United net income for the quarter ended June 30, 2009 (three months, not six)", fact(F(PB, "NetIncomeLoss"), CY09_Q2, USD))
add(C, PB, "Total non-interest expense at People's United in Q2 2009 by itself", fact(F(PB, "NoninterestExpense"), CY09_Q2, USD))
add(C, PB, "Compensation and benefits expense at People's United for the first six months of 2009",
    fact(F(PB, "LaborAndRelatedExpense"), CY09_H1, USD))
add(C, PB, "People's United insurance revenue, second quarter 2009 only", fact(F(PB, "InsuranceCommissionsAndFees"), CY09_Q2, USD))
add(C, PB, "Net security gains at People's United, year to date through June 30, 2009", fact(F(PB, "GainLossOnSaleOfSecuritiesNet"), CY09_H1, USD))
add(C, IN, "Intuit service revenue for the first nine months of fiscal 2010 (August 2009 to April 2010)",
    fact(F(IN, "SalesRevenueServicesNet"), I9M, USD))
add(C, IN, "Intuit research and development spend in fiscal Q3 2010 only (three months ended April 30, 2010)",
    fact(F(IN, "ResearchAndDevelopmentExpense"), IQ, USD))
add(C, IN, "INTU selling and marketing expense, nine months to April 30, 2010", fact(F(IN, "SellingAndMarketingExpense"), I9M, USD))
add(C, IN, "Income tax provision Intuit recorded for the quarter ended April 30, 2010 (the quarter, not year to date)",
    fact(F(IN, "IncomeTaxExpenseBenefit"), IQ, USD))
add(C, IN, "Net cash provided by operating activities at Intuit in the February-April 2010 quarter alone",
    fact(F(IN, "NetCashProvidedByUsedInOperatingActivities"), IQ, USD))

# =================================================================== derived
C = "derived"
add(C, OT, "Open Text operating margin for fiscal 2009: income from operations divided by total revenues, year ended June 30, 2009",
    ratio(F(OT, "OperatingIncomeLoss"), F(OT, "Revenues"), OT09))
add(C, OT, "By what percentage (as a decimal) did Open Text's customer support/maintenance revenue grow from FY08 to FY09?",
    growth(F(OT, "MaintenanceRevenue"), OT09, OT08))
add(C, TJ, "TJX effective tax rate for the first half of fiscal 2010: provision for income taxes / income from continuing operations before taxes (26 weeks ended Aug 1, 2009)",
    ratio(F(TJ, "IncomeTaxExpenseBenefit"), F(TJ, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), H2_H1))
add(C, TJ, "Working capital (current assets minus current liabilities) at TJX on August 1, 2009",
    diff(F(TJ, "AssetsCurrent"), F(TJ, "LiabilitiesCurrent"), H2_BS))
add(C, TJ, "Year-over-year growth in TJX net sales for fiscal Q2 2010 versus fiscal Q2 2009 (13-week quarters), as a decimal",
    growth(F(TJ, "Revenues"), H2_Q, H2_QPY))
add(C, CE, "Celanese debt-to-equity at June 30, 2009, with debt = short-term borrowings and current installments of long-term debt + long-term debt, and equity = Celanese Corporation shareholders' equity (excluding noncontrolling interests)",
    derived("(e0+e1)/e2", [inp(F(CE, "DebtCurrent"), BS_0906), inp(F(CE, "LongTermDebtNoncurrent"), BS_0906),
                           inp(F(CE, "StockholdersEquity"), BS_0906)], BS_0906, PURE))
add(C, CE, "What share of Celanese's Q2 2009 net sales went to SG&A? (SG&A / net sales, decimal)",
    ratio(F(CE, "SellingGeneralAndAdministrativeExpense"), F(CE, "SalesRevenueNet"), CY09_Q2))
add(C, PB, "Change in People's United net interest income, first half 2009 over first half 2008, as a decimal growth rate (negative if it fell)",
    growth(F(PB, "InterestIncomeExpenseNet"), CY09_H1, CY08_H1))
add(C, PB, "Loan-to-deposit ratio at People's United on June 30, 2009 (total loans / total deposits)",
    ratio(F(PB, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(PB, "Deposits"), BS_0906))
add(C, PC, "Precision Castparts gross margin for fiscal 2010, computed as (net sales - cost of goods sold) / net sales",
    margin_from_cost(F(PC, "SalesRevenueNet"), F(PC, "CostOfGoodsSold"), P10))
add(C, PC, "Growth in PCP net sales in fiscal 2010 versus fiscal 2009, as a decimal; give a negative number for a decline",
    growth(F(PC, "SalesRevenueNet"), P10, P09))
add(C, PC, "Precision Castparts free cash flow for fiscal 2010, defined as net cash provided by operating activities less capital expenditures",
    fcf(P10))
add(C, BB, "Best Buy operating margin, fiscal 2010 (operating income / revenue)", ratio(F(BB, "OperatingIncomeLoss"), F(BB, "SalesRevenueNet"), B10))
add(C, BB, "How much did Best Buy's revenue grow in fiscal 2010 compared with fiscal 2009? Express as a decimal.",
    growth(F(BB, "SalesRevenueNet"), B10, B09))
add(C, MD, "Medtronic net profit margin for fiscal 2010 = net earnings / net sales",
    ratio(F(MD, "NetIncomeLoss"), F(MD, "SalesRevenueNet"), M10))
add(C, MD, "What effective tax rate did Medtronic's fiscal 2009 income statement imply (income tax provision over earnings before income taxes)?",
    ratio(F(MD, "IncomeTaxExpenseBenefit"),
          F(MD, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), M09))
add(C, MD, "R&D intensity at Medtronic in fiscal 2008: research and development expense as a fraction of net sales",
    ratio(F(MD, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), F(MD, "SalesRevenueNet"), M08))
add(C, IN, "Service revenue as a share of Intuit's total net revenue in the quarter ended April 30, 2010 (decimal)",
    ratio(F(IN, "SalesRevenueServicesNet"), F(IN, "SalesRevenueNet"), IQ))
add(C, IN, "Intuit operating margin for the nine months ended April 30, 2010 (operating income / total net revenue)",
    ratio(F(IN, "OperatingIncomeLoss"), F(IN, "SalesRevenueNet"), I9M))
add(C, IN, "Intuit free cash flow for the first nine months of fiscal 2010: operating cash flow minus purchases of property and equipment",
    fcf(I9M))

# =================================================================== members (EquityComponents / ClassOfStock rows)
C = "members"
add(C, OT, "Opening balance of the accumulated other comprehensive income column in Open Text's shareholders' equity statement, June 30, 2006",
    fact(F(OT, "Balance"), OTB06, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, OT, "Open Text equity statement: balance of the retained earnings (accumulated deficit) column at June 30, 2007, signed",
    fact(F(OT, "Balance"), OTB07, USD, EC("RetainedEarnings")))
add(C, OT, "In fiscal 2009, what amount did Open Text add to the common shares (amount) column of its equity statement for shares issued under stock option / share-based plans?",
    fact(F(OT, "StockIssuedDuringPeriodValueShareBasedCompensation"), OT09, USD, EC("CommonSharesAmount")))
add(C, TJ, "Accumulated other comprehensive income (loss) column of TJX's shareholders' equity statement at August 1, 2009 -- signed figure",
    fact(F(TJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), H2_BS, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, TJ, "Effect of TJX's share repurchases on the additional paid-in capital column in the first half of fiscal 2010 (negative for a reduction)",
    fact(F(TJ, "StockRepurchasedDuringPeriodValue"), H2_H1, USD, EC("AdditionalPaidInCapital")))
add(C, CE, "Treasury stock column of Celanese's shareholders' equity statement at June 30, 2009, as a signed amount",
    fact(F(CE, "TotalShareholdersEquity"), BS_0906, USD, EC("TreasuryStock")))
add(C, CE, "How many shares of Celanese preferred stock were issued as of June 30, 2009, per the equity statement?",
    fact(F(CE, "SharesIssued"), BS_0906, SH, {"ClassOfStock": "PreferredStock", "EquityComponents": "PreferredStockAtParValue"}))
add(C, PB, "People's United treasury stock component of stockholders' equity at December 31, 2008 (signed)",
    fact(F(PB, "StockholdersEquity"), BS_0812, USD, EC("TreasuryStock")))
add(C, PB, "In the first half of 2009, how much did ESOP shares committed to be released reduce the unallocated (guaranteed) ESOP obligation column of People's United's equity statement?",
    fact(F(PB, "StockIssuedDuringPeriodValueSharesHeldInTrustOfEmployeeStockOwnershipPlan"), CY09_H1, USD, EC("GuaranteedESOPObligation")))
add(C, PC, "Retained earnings column of Precision Castparts' statement of equity at March 31, 2007 (start of fiscal 2008)",
    fact(F(PC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB07, USD, EC("RetainedEarnings")))
add(C, PC, "Noncontrolling interest balance in PCP's consolidated statement of equity at the end of fiscal 2008 (March 2008)",
    fact(F(PC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB08, USD, EC("NoncontrollingInterest")))
add(C, PC, "Precision Castparts fiscal 2009: common stock issued under employee stock plans, amount credited to the paid-in capital (common stock including APIC) column",
    fact(F(PC, "StockIssuedDuringPeriodValueEmployeeStockPurchasePlan"), P09, USD, EC("CommonStockIncludingAdditionalPaidInCapital")))
add(C, BB, "Net earnings attributable to noncontrolling interests as shown in the noncontrolling interests column of Best Buy's fiscal 2010 equity statement",
    fact(F(BB, "ProfitLoss"), B10, USD, EC("NoncontrollingInterest")))
add(C, BB, "Best Buy accumulated other comprehensive income column balance at March 3, 2007 (FSDS date Feb 28, 2007)",
    fact(F(BB, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BB07, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, BB, "Foreign currency translation adjustment recorded in the noncontrolling interests column of Best Buy's equity statement for fiscal 2009 (signed)",
    fact(F(BB, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), B09, USD,
         EC("NoncontrollingInterest")))
add(C, MD, "Retained earnings component of Medtronic shareholders' equity at April 27, 2007 (FSDS date April 30, 2007)",
    fact(F(MD, "StockholdersEquity"), MB07, USD, EC("RetainedEarnings")))
add(C, MD, "How much did repurchases and retirements of common stock take out of Medtronic's retained earnings column in fiscal 2010? Signed (negative).",
    fact(F(MD, "StockRepurchasedAndRetiredDuringPeriodValue"), M10, USD, EC("RetainedEarnings")))
add(C, MD, "Number of Medtronic common shares outstanding at April 30, 2010 as shown in the shares column of the shareholders' equity statement",
    fact(F(MD, "CommonStockSharesOutstanding"), MB10, SH, EC("CommonClassA")))
add(C, IN, "Intuit's treasury stock column (at cost) in its stockholders' equity statement at July 31, 2008, signed",
    fact(F(IN, "StockholdersEquity"), IBFY08, USD, EC("TreasuryStock")))
add(C, IN, "Treasury stock reissued under Intuit's share-based compensation plans, nine months ended April 30, 2010: the amount in the treasury stock column",
    fact(F(IN, "StockIssuedDuringPeriodValueShareBasedCompensation"), I9M, USD, EC("TreasuryStock")))

# =================================================================== per_share
C = "per_share"
add(C, OT, "Open Text basic net income per share, fiscal 2008 (year ended June 30, 2008)", fact(F(OT, "EarningsPerShareBasic"), OT08, PS))
add(C, OT, "OTEX diluted EPS for FY2007", fact(F(OT, "EarningsPerShareDiluted"), OT07, PS))
add(C, TJ, "TJX basic earnings per share for the first 26 weeks of fiscal 2010", fact(F(TJ, "EarningsPerShareBasic"), H2_H1, PS))
add(C, TJ, "Diluted weighted average share count TJX used for Q2 FY10 (13 weeks ended Aug 1, 2009)",
    fact(F(TJ, "WeightedAverageNumberOfDilutedSharesOutstanding"), H2_Q, SH))
add(C, CE, "Celanese diluted net earnings per common share in Q2 2008", fact(F(CE, "EarningsPerShareDiluted"), CY08_Q2, PS))
add(C, CE, "Weighted average basic shares outstanding at Celanese for the six months ended June 30, 2009",
    fact(F(CE, "WeightedAverageNumberOfSharesOutstandingBasic"), CY09_H1, SH))
add(C, PB, "People's United diluted EPS for the three months ended June 30, 2009", fact(F(PB, "EarningsPerShareDiluted"), CY09_Q2, PS))
add(C, PB, "Basic earnings per share at People's United, first half of 2008", fact(F(PB, "EarningsPerShareBasic"), CY08_H1, PS))
add(C, PB, "How many treasury shares did People's United hold at June 30, 2009?", fact(F(PB, "TreasuryStockShares"), BS_0906, SH))
add(C, PC, "Precision Castparts basic net income per share for fiscal 2010", fact(F(PC, "EarningsPerShareBasic"), P10, PS))
add(C, PC, "Cash dividends declared per PCP share in fiscal 2010", fact(F(PC, "CommonStockDividendsPerShareDeclared"), P10, PS))
add(C, PC, "Diluted weighted average shares of Precision Castparts, fiscal 2009", fact(F(PC, "WeightedAverageNumberOfDilutedSharesOutstanding"), P09, SH))
add(C, BB, "Dividends declared per common share by Best Buy in fiscal 2009", fact(F(BB, "CommonStockDividendsPerShareDeclared"), B09, PS))
add(C, BB, "BBY basic EPS, fiscal 2008 (year ended March 1, 2008)", fact(F(BB, "EarningsPerShareBasic"), B08, PS))
add(C, BB, "Weighted-average diluted shares outstanding at Best Buy for fiscal 2010",
    fact(F(BB, "WeightedAverageNumberOfDilutedSharesOutstanding"), B10, SH))
add(C, MD, "Medtronic diluted earnings per share for fiscal 2010", fact(F(MD, "EarningsPerShareDiluted"), M10, PS))
add(C, MD, "What was Medtronic's basic EPS in fiscal 2009?", fact(F(MD, "EarningsPerShareBasic"), M09, PS))
add(C, MD, "Dividends declared per share by Medtronic in fiscal year 2008", fact(F(MD, "CommonStockDividendsPerShareDeclared"), M08, PS))
add(C, IN, "Intuit basic net income per share for its fiscal third quarter of 2010", fact(F(IN, "EarningsPerShareBasic"), IQ, PS))
add(C, IN, "Dilutive share count (weighted average diluted shares) Intuit used for the quarter ended April 30, 2010",
    fact(F(IN, "WeightedAverageNumberOfDilutedSharesOutstanding"), IQ, SH))

# =================================================================== jargon
C = "jargon"
add(C, OT, "OTEX S&M spend FY09", fact(F(OT, "SellingAndMarketingExpense"), OT09, USD))
add(C, OT, "Open Text G&A, fiscal year to June 2009", fact(F(OT, "GeneralAndAdministrativeExpense"), OT09, USD))
add(C, OT, "Open Text CFO for FY09 (cash from ops)", fact(F(OT, "NetCashProvidedByUsedInOperatingActivities"), OT09, USD))
add(C, TJ, "TJX cash from ops, 1H FY10", fact(F(TJ, "NetCashProvidedByUsedInOperatingActivities"), H2_H1, USD))
add(C, TJ, "TJX buyback spend, first half of FY10 (cash paid to repurchase stock)", fact(F(TJ, "PaymentsForRepurchaseOfCommonStock"), H2_H1, USD))
add(C, TJ, "TJX D&A YTD through Aug 1, 2009", fact(F(TJ, "DepreciationDepletionAndAmortization"), H2_H1, USD))
add(C, CE, "CE buybacks in 1H08", fact(F(CE, "PaymentsForRepurchaseOfCommonStock"), CY08_H1, USD))
add(C, CE, "Celanese FCF for the first half of 2009 (operating cash flow less capex)", fcf(CY09_H1))
add(C, PB, "PBCT loan loss provision, 2Q09", fact(F(PB, "ProvisionForLoanAndLeaseLosses"), CY09_Q2, USD))
add(C, PB, "People's United book value (total stockholders' equity) at 6/30/09", fact(F(PB, "StockholdersEquity"), BS_0906, USD))
add(C, PC, "PCP capex in FY09", fact(F(PC, "PaymentsToAcquirePropertyPlantAndEquipment"), P09, USD))
add(C, PC, "Precision Castparts CFO, fiscal 2009", fact(F(PC, "NetCashProvidedByUsedInOperatingActivities"), P09, USD))
add(C, BB, "Best Buy capex for FY10", fact(F(BB, "PaymentsToAcquirePropertyPlantAndEquipment"), B10, USD))
add(C, BB, "BBY SG&A, fiscal 2010", fact(F(BB, "SellingGeneralAndAdministrativeExpense"), B10, USD))
add(C, BB, "Best Buy depreciation (excluding amortization of intangibles), FY10 cash flow statement", fact(F(BB, "Depreciation"), B10, USD))
add(C, MD, "MDT buybacks in fiscal 2010 (cash spent repurchasing common stock)", fact(F(MD, "PaymentsForRepurchaseOfCommonStock"), M10, USD))
add(C, MD, "Medtronic SBC (stock-based compensation add-back in the cash flow statement), FY10", fact(F(MD, "ShareBasedCompensation"), M10, USD))
add(C, MD, "Medtronic D&A for fiscal 2010", fact(F(MD, "DepreciationDepletionAndAmortization"), M10, USD))
add(C, IN, "INTU G&A, fiscal Q3 2010", fact(F(IN, "GeneralAndAdministrativeExpense"), IQ, USD))
add(C, IN, "Intuit share-based comp, 9M FY10 (cash flow add-back)", fact(F(IN, "ShareBasedCompensation"), I9M, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, OT, "What were Autonomy Corporation's license revenues for 2009?",
    refuse(oc, "Autonomy is not in the data (Open Text is).", other("AUTONOMY")))
add(C, TJ, "Burlington Coat Factory's net sales for the quarter ended August 1, 2009?",
    refuse(oc, "Burlington Coat Factory is not in the data (TJX is).", other("BURLINGTON COAT")))
add(C, PC, "What were Spirit AeroSystems' net revenues for 2009?",
    refuse(oc, "Spirit AeroSystems is not in the data (Precision Castparts is).", other("SPIRIT AERO")))
add(C, BB, "hhgregg's net sales for its fiscal year ended March 31, 2010?",
    refuse(oc, "hhgregg is not in the data (Best Buy is).", other("HHGREGG")))
add(C, MD, "How much did Edwards Lifesciences spend on R&D in 2009?",
    refuse(oc, "Edwards Lifesciences is not in the data (Medtronic is).", other("EDWARDS LIFESCIENCES")))
# period_not_reported
add(C, OT, "Open Text's total revenues for the fourth fiscal quarter of 2009 (April-June 2009) by itself?",
    refuse(pn, "The 10-K reports fiscal years only; no three-month period ended June 30, 2009.", absent(F(OT, "Revenues"), OTQ4)))
add(C, CE, "Celanese total assets at June 30, 2008?",
    refuse(pn, "The Q2 2009 10-Q's balance sheets are at June 30, 2009 and December 31, 2008; no June 30, 2008 balance sheet.",
           absent(F(CE, "Assets"), JUN08)))
add(C, PB, "What were People's United's total deposits at June 30, 2008?",
    refuse(pn, "The Q2 2009 10-Q's balance sheets are at June 30, 2009 and December 31, 2008; deposits at June 30, 2008 are not reported.",
           absent(F(PB, "Deposits"), JUN08)))
add(C, BB, "Best Buy revenue in the fourth quarter of fiscal 2010 (December 2009-February 2010)?",
    refuse(pn, "The 10-K's data report fiscal years only; no fourth-quarter figure.", absent(F(BB, "SalesRevenueNet"), BQ4)))
add(C, IN, "Intuit's total assets as of April 30, 2009?",
    refuse(pn, "The fiscal Q3 2010 10-Q's balance sheets are at April 30, 2010 and July 31, 2009; no April 30, 2009 balance sheet.",
           absent(F(IN, "Assets"), IB0904)))
# concept_not_reported
add(C, OT, "What dividend per share did Open Text pay in fiscal 2009?",
    refuse(cn, "Open Text's fiscal 2009 data report no dividends of any kind.", absent_any(DIVS)))
add(C, CE, "How much did Celanese spend on advertising in Q2 2009?",
    refuse(cn, "Celanese's Q2 2009 data report no advertising expense.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "AdvertisingCosts"))))
add(C, BB, "Best Buy research and development expense for fiscal 2010?",
    refuse(cn, "Best Buy's fiscal 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, MD, "What goodwill impairment charge did Medtronic take in fiscal 2010?",
    refuse(cn, "Medtronic's fiscal 2010 data report no goodwill impairment.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
add(C, IN, "Intuit's dividends paid to shareholders in the nine months ended April 30, 2010?",
    refuse(cn, "Intuit's fiscal Q3 2010 data report no dividends of any kind.", absent_any(DIVS)))
# ambiguous
WHY_TJ = ("TJX reports two earnings-per-share figures for the quarter ended August 1, 2009, basic (EarningsPerShareBasic) "
          "and diluted (EarningsPerShareDiluted), with different amounts.")
add(C, TJ, "TJX earnings per share for Q2 of fiscal 2010?", refuse(am, WHY_TJ, amb_for(TJ, WHY_TJ,
    (F(TJ, "EarningsPerShareBasic"), H2_Q, None), (F(TJ, "EarningsPerShareDiluted"), H2_Q, None))))
WHY_PB = ("People's United's June 30, 2009 balance sheet shows 'cash and due from banks' (CashAndDueFromBanks) and, with "
          "short-term investments and federal funds, total cash and cash equivalents (CashAndCashEquivalentsAtCarryingValue), "
          "with different amounts.")
add(C, PB, "How much cash did People's United have at June 30, 2009?", refuse(am, WHY_PB, amb_for(PB, WHY_PB,
    (F(PB, "CashAndDueFromBanks"), BS_0906, None), (F(PB, "CashAndCashEquivalentsAtCarryingValue"), BS_0906, None))))
WHY_PC = ("Precision Castparts reports two stock-based compensation amounts for fiscal 2010: the cash flow statement's "
          "add-back (ShareBasedCompensation) and the expense recognised in equity (AllocatedShareBasedCompensationExpense), "
          "with different amounts.")
add(C, PC, "Precision Castparts stock-based compensation for fiscal 2010?", refuse(am, WHY_PC, amb_for(PC, WHY_PC,
    (F(PC, "ShareBasedCompensation"), P10, None), (F(PC, "AllocatedShareBasedCompensationExpense"), P10, None))))
WHY_CE = ("Celanese's June 30, 2009 balance sheet reports Celanese Corporation shareholders' equity (StockholdersEquity) and "
          "total shareholders' equity including noncontrolling interests (an extension tag), with different amounts.")
add(C, CE, "What was Celanese's shareholders' equity at the end of June 2009?", refuse(am, WHY_CE, amb_for(CE, WHY_CE,
    (F(CE, "StockholdersEquity"), BS_0906, None), (F(CE, "TotalShareholdersEquity"), BS_0906, None))))
WHY_IN = ("Intuit's April 30, 2010 balance sheet reports current assets before funds held for customers (an extension tag) "
          "and total current assets (AssetsCurrent), with different amounts.")
add(C, IN, "Intuit current assets at April 30, 2010?", refuse(am, WHY_IN, amb_for(IN, WHY_IN,
    (F(IN, "CurrentAssetsBeforeFundsHeldForCustomers"), IB10, None), (F(IN, "AssetsCurrent"), IB10, None))))


def main():
    write_round("h78", gr.QUESTIONS_78, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_78, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
