#!/usr/bin/env python3
"""Writes evals/data/ask_heldout79.jsonl and its refusal probes (ask_heldout79_probes.jsonl) -- round 79 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout79.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions79.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout79.jsonl
The writer imported the round 1-76 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-76 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_76 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-76 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_79 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_76,
one by one.
Written without reading the tool under test.

Round 79 notes (CIK residue 3).
The data sets hold no unused filers any more, so this round asks facts of filings earlier rounds used that no
earlier round asked. Eight FSDS filings of residue-3 companies (CIK mod 4 == 3), all in the question files of
rounds 1-76, none in avoid_tuned.txt, none an instance company; chosen among the residue-3 filings with the fewest
earlier questions, full statements and industries earlier rounds used little:
  2009q3: Boeing (10-Q, Q2 2009; aircraft, SIC 3721, CIK 12927; EquityComponents rows),
          Weyerhaeuser (10-Q, Q2 2009; lumber and wood products, 2400, CIK 106535; Scenario rows for its forest
          products company and its real estate company (WRECO)),
          FedEx (10-Q, fiscal Q1 2010 ended Aug 31, 2009; air courier, 4513, CIK 1048911),
          Hershey (10-Q, Q2 2009 ended July 5, 2009, FSDS ddate 2009-06-30; confectionery, 2060, CIK 47111).
  2010q2: Crawford & Co (10-Q, Q1 2010; insurance claims services, 6411, CIK 25475; ClassOfStock and
          EquityComponents rows), H&R Block (10-K, fiscal year ended April 30, 2010; 7200, CIK 12659; EquityComponents
          rows), Monsanto (10-Q, fiscal Q2 2010 ended Feb 28, 2010; agricultural chemicals, 2870, CIK 1110783;
          EquityComponents rows), Walt Disney (10-Q, fiscal Q2 2010 ended April 3, 2010, FSDS ddate 2010-03-31;
          7990, CIK 1001039; EquityComponents rows).
Every dump of these filings was checked against every input fact of every answerable question of rounds 1-76 on
the same filing by (tag, ddate, qtrs, segments), not only by the spec's period strings.
Sign and scale quirks avoided: Hershey tags capex, dividends, buybacks, accumulated depreciation and treasury
stock as negatives and its weighted share counts in thousands; Monsanto's weighted share counts are in millions;
Crawford's equity-statement AOCI has the opposite sign of its balance-sheet AOCI; none of those is asked.
Quarter-vs-YTD: Boeing, Weyerhaeuser and Hershey (Q2 2009 against the first half), Monsanto and Disney (fiscal Q2
2010 against the fiscal first half); FedEx and Crawford file first quarters, H&R Block a 10-K.
Members: Boeing equity-statement columns (5), Weyerhaeuser forest products / real estate rows (7), Crawford class of
stock and equity columns (3), H&R Block equity columns (3), Monsanto and Disney equity columns (1 each).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Boeing 24,
Weyerhaeuser 22, FedEx 19, Hershey 18, Crawford 20, H&R Block 20, Monsanto 20, Disney 17.
Derived (20): 10 ratios (e0/e1: current ratio, liabilities to equity, fuel share of operating expenses, three
effective tax rates, pre-tax margin, operating margin, interest coverage, R&D share of operating expenses),
4 growths (e0/e1-1; two negative, saying so), 2 differences (e0-e1: a cash change, negative and saying so, and an
intangibles increase), 2 total-debt sums (e0+e1+e2), 1 gross margin ((e0-e1)/e0), 1 allowance to gross loans
(e0/(e0+e1)); jargon also has a working capital and a free cash flow (e0-e1) and a cash burn (-e0).
Overlap (check_overlap against rounds 1-76, same_fact="reported", within=True): 0; with same_fact=True: 0.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-79 share
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
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 79 FSDS filings (CIK mod 4 == 3)
BA = "fsds:0001193125-09-152905"    # BOEING CO 10-Q (2009q3), CIK 12927, Q2 2009 and six months
WY = "fsds:0001193125-09-169473"    # WEYERHAEUSER CO 10-Q (2009q3), CIK 106535, Q2 2009 and six months
FDX = "fsds:0000950123-09-044076"   # FEDEX CORP 10-Q (2009q3), CIK 1048911, fiscal Q1 2010 ended 2009-08-31
HSY = "fsds:0000047111-09-000038"   # HERSHEY CO 10-Q (2009q3), CIK 47111, Q2 2009 (ended 2009-07-05) and six months
CRD = "fsds:0000950123-10-047032"   # CRAWFORD & CO 10-Q (2010q2), CIK 25475, Q1 2010
HRB = "fsds:0000950123-10-061837"   # H&R BLOCK INC 10-K (2010q2), CIK 12659, fiscal year ended 2010-04-30
MON = "fsds:0000950123-10-033175"   # MONSANTO CO 10-Q (2010q2), CIK 1110783, fiscal Q2 2010 ended 2010-02-28
DIS = "fsds:0001193125-10-116299"   # WALT DISNEY CO 10-Q (2010q2), CIK 1001039, fiscal Q2 2010 ended 2010-04-03
TICK = {BA: "ba", WY: "wy", FDX: "fdx", HSY: "hsy", CRD: "crd", HRB: "hrb", MON: "mon", DIS: "dis"}

F = fsds_namer(TICK)
EC = lambda m: {"EquityComponents": m}
FP = {"Scenario": "TimberProperties"}                  # Weyerhaeuser's forest products company (excl. real estate)
RE = {"Scenario": "ResidentialRealEstateDeveloper"}    # Weyerhaeuser Real Estate Company (WRECO)
CL_A, CL_B = {"ClassOfStock": "CommonClassA"}, {"ClassOfStock": "CommonClassB"}
EQNCI = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"
PRETAX = "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"

# calendar Q2 2009 and first half (Boeing, Weyerhaeuser, Hershey)
Q2, H1, Q2PY, H1PY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
FY08 = ("2008-01-01", "2008-12-31")
JUN09, DEC08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2007-12-31")
Q1_09 = ("2009-01-01", "2009-03-31")
# FedEx: fiscal year starts June 1
FQ1, FQ1PY, FQ2 = ("2009-06-01", "2009-08-31"), ("2008-06-01", "2008-08-31"), ("2009-09-01", "2009-11-30")
AUG09, MAY09, MAY08 = (None, "2009-08-31"), (None, "2009-05-31"), (None, "2008-05-31")
# Crawford: calendar Q1 2010
C10, C09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
MAR10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# H&R Block: fiscal years ended April 30
B10, B09, B08 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30")
APR10, APR09, APR08 = (None, "2010-04-30"), (None, "2009-04-30"), (None, "2008-04-30")
# Monsanto: fiscal year starts Sept 1; fiscal Q2 = December-February
MQ, MH, MQPY, MHPY = ("2009-12-01", "2010-02-28"), ("2009-09-01", "2010-02-28"), ("2008-12-01", "2009-02-28"), ("2008-09-01", "2009-02-28")
MFY09 = ("2008-09-01", "2009-08-31")
FEB10, AUG09M, AUG08M, FEB09 = (None, "2010-02-28"), (None, "2009-08-31"), (None, "2008-08-31"), (None, "2009-02-28")
# Disney: fiscal year starts ~Oct 1 (FSDS month-end dates)
DQ, DH, DQPY, DHPY = ("2010-01-01", "2010-03-31"), ("2009-10-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-10-01", "2009-03-31")
DFY09 = ("2008-10-01", "2009-09-30")
DMAR10, DSEP09, DDEC09 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-12-31")

# =================================================================== direct
C = "direct"
add(C, BA, "What did Boeing carry in short-term and other investments on its June 30, 2009 balance sheet?",
    fact(F(BA, "ShortTermInvestments"), JUN09, USD))
add(C, BA, "Boeing's non-current liability for other postretirement benefits (retiree health care), as of mid-2009",
    fact(F(BA, "OtherPostretirementDefinedBenefitPlanNoncurrentLiabilities"), JUN09, USD))
add(C, WY, "Weyerhaeuser retained earnings, 30 June 2009", fact(F(WY, "RetainedEarningsAccumulatedDeficit"), JUN09, USD))
add(C, WY, "Accumulated other comprehensive income (loss) on Weyerhaeuser's consolidated balance sheet at the end of Q2 2009 -- keep the sign",
    fact(F(WY, "AccumulatedOtherComprehensiveIncomeLossNetOfTax"), JUN09, USD))
add(C, FDX, "FedEx accrued salaries and employee benefits at the end of its first fiscal quarter of 2010 (Aug 31, 2009)",
    fact(F(FDX, "EmployeeRelatedLiabilitiesCurrent"), AUG09, USD))
add(C, FDX, "FedEx purchased transportation expense, quarter ended August 31, 2009", fact(F(FDX, "PurchasedTransportation"), FQ1, USD))
add(C, FDX, "Long-term self-insurance accruals (among other long-term liabilities) on FedEx's balance sheet at Aug. 31, 2009?", fact(F(FDX, "SelfInsuranceReserve"), AUG09, USD))
add(C, FDX, "What deferred gains, principally related to aircraft transactions, did FedEx report at 8/31/2009?",
    fact(F(FDX, "DeferredGainsPrincipallyRelatedToAircraftTransactions"), AUG09, USD))
add(C, HSY, "Hershey's inventories as of July 5, 2009 (end of its second quarter)", fact(F(HSY, "InventoryNet"), JUN09, USD))
add(C, HSY, "Short-term debt outstanding at The Hershey Company at the close of Q2 2009?", fact(F(HSY, "ShortTermBorrowings"), JUN09, USD))
add(C, CRD, "Crawford & Company revenues before reimbursements for the first quarter of 2010",
    fact(F(CRD, "SalesRevenueServicesNet"), C10, USD))
add(C, CRD, "What current deferred revenues did Crawford & Co. show at March 31, 2010?", fact(F(CRD, "DeferredRevenueCurrent"), MAR10, USD))
add(C, CRD, "Crawford unbilled revenues, at estimated billable amounts, at the end of 1Q 2010",
    fact(F(CRD, "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear"), MAR10, USD))
add(C, HRB, "H&R Block's mortgage loans held for investment, net, at April 30, 2010",
    fact(F(HRB, "LoansAndLeasesReceivableNetReportedAmount"), APR10, USD))
add(C, HRB, "How much in customer banking deposits did H&R Block hold at fiscal year-end 2010 (April 30, 2010)?",
    fact(F(HRB, "Deposits"), APR10, USD))
add(C, HRB, "HRB interest income reported within revenues, fiscal 2010",
    fact(F(HRB, "InterestIncomeOperating"), B10, USD))
add(C, MON, "Monsanto's accrued marketing programs liability as of February 28, 2010", fact(F(MON, "AccruedMarketingPrograms"), FEB10, USD))
add(C, MON, "Current deferred revenue on Monsanto's balance sheet at the end of fiscal Q2 2010?", fact(F(MON, "DeferredRevenueCurrent"), FEB10, USD))
add(C, DIS, "Disney current television costs at March 31, 2010 (end of fiscal Q2)", fact(F(DIS, "TelevsionCostsCurrent"), DMAR10, USD))
add(C, DIS, "What restructuring and impairment charges did Walt Disney book in the January-March 2010 quarter?",
    fact(F(DIS, "RestructuringSettlementAndImpairmentProvisions"), DQ, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, BA, "Boeing non-current deferred income tax assets at year-end 2008", fact(F(BA, "DeferredTaxAssetsNetNoncurrent"), DEC08, USD))
add(C, BA, "Boeing's cost of products in the year-ago quarter (three months ended June 30, 2008)", fact(F(BA, "CostOfGoodsSold"), Q2PY, USD))
add(C, WY, "Weyerhaeuser consolidated total liabilities as of December 31, 2008", fact(F(WY, "Liabilities"), DEC08, USD))
add(C, WY, "Weyerhaeuser operating income (loss) for January-June 2008, signed", fact(F(WY, "OperatingIncomeLoss"), H1PY, USD))
add(C, FDX, "FedEx net income in the prior-year quarter, i.e. fiscal Q1 2009 ended August 31, 2008", fact(F(FDX, "NetIncomeLoss"), FQ1PY, USD))
add(C, FDX, "Cash and cash equivalents FedEx had at May 31, 2008", fact(F(FDX, "CashAndCashEquivalentsAtCarryingValue"), MAY08, USD))
add(C, FDX, "FedEx rentals and landing fees for the June-August 2008 quarter", fact(F(FDX, "RentalsAndLandingFees"), FQ1PY, USD))
add(C, HSY, "Hershey goodwill at December 31, 2008", fact(F(HSY, "Goodwill"), DEC08, USD))
add(C, HSY, "Net income Hershey earned in the first six months of 2008", fact(F(HSY, "NetIncomeLoss"), H1PY, USD))
add(C, CRD, "What were Crawford & Company's total revenues in Q1 2009 (the year-earlier quarter)?", fact(F(CRD, "Revenues"), C09, USD))
add(C, CRD, "Crawford goodwill at December 31, 2009", fact(F(CRD, "Goodwill"), DEC09, USD))
add(C, CRD, "Crawford's selling, general and administrative expenses for the three months ended March 31, 2009",
    fact(F(CRD, "SellingGeneralAndAdministrativeExpense"), C09, USD))
add(C, HRB, "H&R Block total revenues in fiscal 2009 (year ended April 30, 2009)", fact(F(HRB, "Revenues"), B09, USD))
add(C, HRB, "H&R Block net income (loss) for the fiscal year ended April 30, 2008 -- sign included", fact(F(HRB, "NetIncomeLoss"), B08, USD))
add(C, HRB, "Goodwill on H&R Block's balance sheet a year earlier, at April 30, 2009", fact(F(HRB, "Goodwill"), APR09, USD))
add(C, HRB, "HRB selling, general and administrative expenses two years back -- fiscal year ended April 30, 2008",
    fact(F(HRB, "SellingGeneralAndAdministrativeExpense"), B08, USD))
add(C, MON, "Monsanto gross profit for the quarter ended February 28, 2009", fact(F(MON, "GrossProfit"), MQPY, USD))
add(C, MON, "Monsanto inventory balance at fiscal year-end 2009 (August 31, 2009)", fact(F(MON, "InventoryNet"), AUG09M, USD))
add(C, DIS, "Disney's total costs and expenses for the first half of fiscal 2009 (six months ended March 2009)",
    fact(F(DIS, "CostsAndExpenses"), DHPY, USD))
add(C, DIS, "Walt Disney goodwill at the end of fiscal 2009 (October 3, 2009)", fact(F(DIS, "Goodwill"), DSEP09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, BA, "Boeing cost of services for the second quarter of 2009 only (April-June)", fact(F(BA, "CostOfServices"), Q2, USD))
add(C, BA, "Boeing's general and administrative expense year-to-date through June 30, 2009 (six months)",
    fact(F(BA, "GeneralAndAdministrativeExpense"), H1, USD))
add(C, BA, "Income tax expense Boeing recorded in Q2 2009, three months only", fact(F(BA, "IncomeTaxExpenseBenefit"), Q2, USD))
add(C, BA, "Boeing income from operating investments (equity method) for the first half of 2009",
    fact(F(BA, "IncomeLossFromEquityMethodInvestments"), H1, USD))
add(C, BA, "Earnings from operations at Boeing in the three months ended June 30, 2009", fact(F(BA, "OperatingIncomeLoss"), Q2, USD))
add(C, WY, "Weyerhaeuser consolidated costs and expenses in the June 2009 quarter alone", fact(F(WY, "CostsAndExpenses"), Q2, USD))
add(C, WY, "Weyerhaeuser income taxes for the six months ended June 30, 2009, signed (a benefit as a negative number)",
    fact(F(WY, "IncomeTaxExpenseBenefit"), H1, USD))
add(C, WY, "WY loss before income taxes for 2Q09 only (three months), with its sign",
    fact(F(WY, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), Q2, USD))
add(C, WY, "Net loss attributable to Weyerhaeuser common shareholders, year-to-date June 2009 (six months), signed",
    fact(F(WY, "NetIncomeLoss"), H1, USD))
add(C, HSY, "Hershey cost of sales in the second quarter of 2009 (three months ended July 5, 2009)", fact(F(HSY, "CostOfGoodsSold"), Q2, USD))
add(C, HSY, "HSY net sales, first half of 2009 (six months ended July 5)", fact(F(HSY, "SalesRevenueNet"), H1, USD))
add(C, HSY, "Hershey's selling, marketing and administrative costs for the six months through July 5, 2009",
    fact(F(HSY, "SellingGeneralAndAdministrativeExpense"), H1, USD))
add(C, HSY, "Provision for income taxes at Hershey in Q2 2009 by itself", fact(F(HSY, "IncomeTaxExpenseBenefit"), Q2, USD))
add(C, MON, "Monsanto R&D expense (excluding acquired in-process R&D) in fiscal Q2 2010 only -- December 2009 through February 2010",
    fact(F(MON, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), MQ, USD))
add(C, MON, "Monsanto SG&A for the six months ended February 28, 2010", fact(F(MON, "SellingGeneralAndAdministrativeExpense"), MH, USD))
add(C, MON, "MON income from operations for the three months ended Feb. 28, 2010", fact(F(MON, "OperatingIncomeLoss"), MQ, USD))
add(C, MON, "Restructuring charges Monsanto recorded in the first half of fiscal 2010 (Sept 2009-Feb 2010)",
    fact(F(MON, "RestructuringCharges"), MH, USD))
add(C, DIS, "Disney revenues, fiscal year-to-date through the second quarter of 2010 (six months)", fact(F(DIS, "SalesRevenueNet"), DH, USD))
add(C, DIS, "Income taxes Disney provided in Q2 FY10 (the three months ended April 3, 2010) alone",
    fact(F(DIS, "IncomeTaxExpenseBenefit"), DQ, USD))
add(C, DIS, "Walt Disney net interest expense for the first six months of fiscal 2010", fact(F(DIS, "InterestExpense"), DH, USD))

# =================================================================== derived
C = "derived"
add(C, BA, "Boeing current ratio at June 30, 2009 (total current assets / total current liabilities)",
    ratio(F(BA, "AssetsCurrent"), F(BA, "LiabilitiesCurrent"), JUN09))
add(C, BA, "Growth in Boeing's service revenues, first half 2009 over first half 2008, as a decimal",
    growth(F(BA, "SalesRevenueServicesNet"), H1, H1PY))
add(C, WY, "Weyerhaeuser total liabilities divided by total equity (including noncontrolling interests) at June 30, 2009",
    ratio(F(WY, "Liabilities"), F(WY, EQNCI), JUN09))
add(C, WY, "By how much did Weyerhaeuser's consolidated cash and cash equivalents change between Dec 31, 2008 and Jun 30, 2009? (negative = decrease)",
    diff(F(WY, "CashAndCashEquivalentsAtCarryingValue"), F(WY, "CashAndCashEquivalentsAtCarryingValue"), JUN09, DEC08))
add(C, FDX, "Fuel as a share of FedEx's total operating expenses in fiscal Q1 2010 (fuel / total operating expenses)",
    ratio(F(FDX, "FuelCosts"), F(FDX, "OperatingCostsAndExpenses"), FQ1))
add(C, FDX, "FedEx effective tax rate for the quarter ended Aug 31, 2009: provision for income taxes over income before income taxes",
    ratio(F(FDX, "IncomeTaxExpenseBenefit"), F(FDX, PRETAX), FQ1))
add(C, FDX, "Year-over-year change in FedEx fuel expense, fiscal Q1 2010 vs fiscal Q1 2009, as a decimal (negative if it fell)",
    growth(F(FDX, "FuelCosts"), FQ1, FQ1PY))
add(C, HSY, "Hershey gross margin for Q2 2009, i.e. (net sales - cost of sales) / net sales",
    margin_from_cost(F(HSY, "SalesRevenueNet"), F(HSY, "CostOfGoodsSold"), Q2))
add(C, HSY, "Total debt at Hershey as of July 5, 2009, defined as short-term debt + current portion of long-term debt + long-term debt",
    derived("e0+e1+e2", [inp(F(HSY, "ShortTermBorrowings"), JUN09), inp(F(HSY, "LongTermDebtCurrent"), JUN09),
                         inp(F(HSY, "LongTermDebtAndCapitalLeaseObligations"), JUN09)], JUN09, USD, ratio=False))
add(C, CRD, "Crawford & Co pre-tax margin, Q1 2010: income before income taxes / total revenues",
    ratio(F(CRD, PRETAX), F(CRD, "Revenues"), C10))
add(C, CRD, "Crawford's total debt at March 31, 2010 = short-term borrowings + current installments of long-term debt + long-term debt (less current installments)",
    derived("e0+e1+e2", [inp(F(CRD, "ShortTermBorrowings"), MAR10), inp(F(CRD, "LongTermDebtAndCapitalLeaseObligationsCurrent"), MAR10),
                         inp(F(CRD, "LongTermDebtAndCapitalLeaseObligations"), MAR10)], MAR10, USD, ratio=False))
add(C, CRD, "Percent change in Crawford's costs of services provided (before reimbursements), 1Q10 vs 1Q09, expressed as a decimal",
    growth(F(CRD, "CostOfServices"), C10, C09))
add(C, HRB, "H&R Block operating margin for fiscal 2010 (operating income / total revenues)",
    ratio(F(HRB, "OperatingIncomeLoss"), F(HRB, "Revenues"), B10))
add(C, HRB, "What was H&R Block's effective income tax rate on continuing operations in fiscal 2009? (tax provision / pretax income from continuing operations)",
    ratio(F(HRB, "IncomeTaxExpenseBenefit"), F(HRB, PRETAX), B09))
add(C, HRB, "H&R Block loan loss allowance as a fraction of gross mortgage loans held for investment at April 30, 2010, with gross = net loans + allowance",
    derived("e0/(e0+e1)", [inp(F(HRB, "LoansAndLeasesReceivableAllowance"), APR10),
                           inp(F(HRB, "LoansAndLeasesReceivableNetReportedAmount"), APR10)], APR10, PURE))
add(C, MON, "Monsanto interest coverage for the six months ended Feb 28, 2010, defined as income from operations / interest expense",
    ratio(F(MON, "OperatingIncomeLoss"), F(MON, "InterestExpense"), MH))
add(C, MON, "Monsanto SG&A growth, quarter ended Feb 28, 2010 vs the quarter ended Feb 28, 2009, as a decimal -- negative for a decline",
    growth(F(MON, "SellingGeneralAndAdministrativeExpense"), MQ, MQPY))
add(C, MON, "What fraction of Monsanto's total operating expenses in the first half of fiscal 2010 was R&D (excluding acquired IPR&D)?",
    ratio(F(MON, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), F(MON, "OperatingExpenses"), MH))
add(C, DIS, "Disney's effective tax rate for the six months ended April 3, 2010 (income taxes / income from continuing operations before income taxes)",
    ratio(F(DIS, "IncomeTaxExpenseBenefit"), F(DIS, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), DH))
add(C, DIS, "How much did Disney's intangible assets (net, excluding goodwill) rise from October 3, 2009 to April 3, 2010?",
    diff(F(DIS, "IntangibleAssetsNetExcludingGoodwill"), F(DIS, "IntangibleAssetsNetExcludingGoodwill"), DMAR10, DSEP09))

# =================================================================== members (dimensional FSDS rows)
C = "members"
add(C, BA, "Balance of the treasury stock column in Boeing's statement of equity at December 31, 2007 (signed)",
    fact(F(BA, EQNCI), DEC07, USD, EC("TreasuryStock")))
add(C, BA, "Boeing's ShareValue Trust column of shareholders' equity at June 30, 2009, as signed in the equity statement",
    fact(F(BA, EQNCI), JUN09, USD, EC("SharesHeldInTrust")))
add(C, BA, "Cash dividends charged against Boeing's retained earnings column for full-year 2008",
    fact(F(BA, "CashDividends"), FY08, USD, EC("RetainedEarnings")))
add(C, BA, "Defined benefit plan adjustment recorded in the accumulated other comprehensive loss column of Boeing's equity statement for 2008 (negative for a charge)",
    fact(F(BA, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), FY08, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, BA, "Net earnings attributed to the noncontrolling interest column in Boeing's equity statement, six months to June 30, 2009",
    fact(F(BA, "ProfitLoss"), H1, USD, EC("NoncontrollingInterest")))
add(C, WY, "Weyerhaeuser Real Estate Company (WRECO): the 'costs and operating expenses' line (before selling, G&A and impairment charges) for the first half of 2009",
    fact(F(WY, "CostOfRealEstateRevenue"), H1, USD, RE))
add(C, WY, "Selling expenses of Weyerhaeuser's forest products operations (excluding real estate) in Q2 2009",
    fact(F(WY, "SellingExpense"), Q2, USD, FP))
add(C, WY, "Impairments of long-lived assets held for use at Weyerhaeuser's real estate business, six months ended June 30, 2009",
    fact(F(WY, "ImpairmentOfLongLivedAssetsHeldForUse"), H1, USD, RE))
add(C, WY, "Total assets of Weyerhaeuser's forest products company (excluding WRECO) at June 30, 2009",
    fact(F(WY, "Assets"), JUN09, USD, FP))
add(C, WY, "Land being processed for development held by Weyerhaeuser Real Estate at year-end 2008",
    fact(F(WY, "LandAvailableForDevelopment"), DEC08, USD, RE))
add(C, WY, "Restructuring and closure charges (not the impairment lines) in Weyerhaeuser's forest products operations, H1 2009",
    fact(F(WY, "ChargesForRestructuringAndClosures"), H1, USD, FP))
add(C, WY, "General and administrative expenses of WRECO, Weyerhaeuser's real estate arm, in the April-June 2008 quarter",
    fact(F(WY, "GeneralAndAdministrativeExpense"), Q2PY, USD, RE))
add(C, CRD, "Carrying value of Crawford's Class B common stock at March 31, 2010", fact(F(CRD, "CommonStockValue"), MAR10, USD, CL_B))
add(C, CRD, "How many Crawford Class A (CRD-A) shares were issued as of March 31, 2009?", fact(F(CRD, "CommonStockSharesIssued"), MAR09, SH, CL_A))
add(C, CRD, "Retained earnings column of Crawford & Company's statement of shareholders' investment at March 31, 2009",
    fact(F(CRD, EQNCI), MAR09, USD, EC("RetainedEarnings")))
add(C, HRB, "Treasury shares column of H&R Block's statement of stockholders' equity at April 30, 2008, signed",
    fact(F(HRB, "StockholdersEquity"), APR08, USD, EC("TreasuryStock")))
add(C, HRB, "Share repurchases and retirements charged to H&R Block's retained earnings in fiscal 2010 (signed, negative = reduction)",
    fact(F(HRB, "StockRepurchasedAndRetiredDuringPeriodValue"), B10, USD, EC("RetainedEarnings")))
add(C, HRB, "Foreign currency translation adjustment booked in H&R Block's AOCI column for the year ended April 30, 2010",
    fact(F(HRB, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), B10, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, MON, "Treasury stock component of Monsanto shareowners' equity at August 31, 2008, signed as in the equity statement",
    fact(F(MON, EQNCI), AUG08M, USD, EC("TreasuryStock")))
add(C, DIS, "Noncontrolling interests component of Disney's equity at December 31, 2009 (per its statement of equity)",
    fact(F(DIS, EQNCI), DDEC09, USD, EC("NoncontrollingInterest")))

# =================================================================== per_share
C = "per_share"
add(C, BA, "Boeing basic EPS for Q2 2009 (three months)", fact(F(BA, "EarningsPerShareBasic"), Q2, PS))
add(C, BA, "Cash dividends Boeing paid per share in the second quarter of 2008", fact(F(BA, "CommonStockDividendsPerShareCashPaid"), Q2PY, PS))
add(C, BA, "Number of Boeing shares held by the ShareValue Trust at June 30, 2009",
    fact(F(BA, "CommonStockSharesHeldInEmployeeTrustShares"), JUN09, SH))
add(C, WY, "Weyerhaeuser loss per share from continuing operations (basic and diluted) for the three months ended June 30, 2009, signed",
    fact(F(WY, "IncomeLossFromContinuingOperationsPerBasicAndDilutedShare"), Q2, PS))
add(C, WY, "Weyerhaeuser common shares outstanding at the end of 2008", fact(F(WY, "CommonStockSharesOutstanding"), DEC08, SH))
add(C, FDX, "FedEx basic earnings per share, June-August 2009 quarter", fact(F(FDX, "EarningsPerShareBasic"), FQ1, PS))
add(C, FDX, "Dividends declared per FedEx common share in Q1 FY2010", fact(F(FDX, "CommonStockDividendsPerShareDeclared"), FQ1, PS))
add(C, FDX, "FDX diluted EPS a year earlier (fiscal Q1 2009, ended Aug 31, 2008)", fact(F(FDX, "EarningsPerShareDiluted"), FQ1PY, PS))
add(C, HSY, "Basic net income per share of Hershey Class B common stock, Q2 2009 (three months)",
    fact(F(HSY, "NetIncomePerShareBasicClassBCommonStock"), Q2, PS))
add(C, HSY, "Dividends paid per share of Hershey Common Stock (not Class B) during the first six months of 2009",
    fact(F(HSY, "CommonStockDividendsPerShareCashPaid"), H1, PS))
add(C, CRD, "Crawford diluted weighted-average shares outstanding, Q1 2010", fact(F(CRD, "WeightedAverageNumberOfDilutedSharesOutstanding"), C10, SH))
add(C, CRD, "Crawford & Co basic earnings per share for the quarter ended March 31, 2009", fact(F(CRD, "EarningsPerShareBasic"), C09, PS))
add(C, HRB, "H&R Block basic EPS (net income) for fiscal 2010", fact(F(HRB, "EarningsPerShareBasic"), B10, PS))
add(C, HRB, "Dividends paid per H&R Block share in the fiscal year ended April 30, 2009", fact(F(HRB, "CommonStockDividendsPerShareCashPaid"), B09, PS))
add(C, HRB, "How many H&R Block common shares were issued at April 30, 2010?", fact(F(HRB, "CommonStockSharesIssued"), APR10, SH))
add(C, HRB, "H&R Block diluted loss per share from discontinued operations in fiscal 2008 (negative)",
    fact(F(HRB, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare"), B08, PS))
add(C, MON, "Monsanto diluted EPS for the six months ended February 28, 2010", fact(F(MON, "EarningsPerShareDiluted"), MH, PS))
add(C, MON, "Dividends declared per Monsanto share for fiscal 2009 (year ended Aug 31, 2009)",
    fact(F(MON, "CommonStockDividendsPerShareDeclared"), MFY09, PS))
add(C, DIS, "Disney basic EPS for the first half of fiscal 2010", fact(F(DIS, "EarningsPerShareBasic"), DH, PS))
add(C, DIS, "Diluted share count Disney used for fiscal Q2 2010 EPS (quarter ended April 3, 2010)",
    fact(F(DIS, "WeightedAverageNumberOfDilutedSharesOutstanding"), DQ, SH))

# =================================================================== jargon
C = "jargon"
add(C, BA, "BA depreciation add-back in the cash flow statement, 1H09", fact(F(BA, "Depreciation"), H1, USD))
add(C, BA, "Boeing buybacks (common shares repurchased, cash flow), YTD June 2009", fact(F(BA, "PaymentsForRepurchaseOfCommonStock"), H1, USD))
add(C, WY, "WY capex, 1H09 -- payments for property and equipment only (not timberlands reforestation or acquisitions), consolidated",
    fact(F(WY, "PaymentsToAcquirePropertyPlantAndEquipment"), H1, USD))
add(C, WY, "Weyerhaeuser consolidated SBC add-back, first half '09", fact(F(WY, "ShareBasedCompensation"), H1, USD))
add(C, FDX, "FedEx D&A, Q1 FY10", fact(F(FDX, "DepreciationAndAmortization"), FQ1, USD))
add(C, FDX, "FDX CFO for the quarter to Aug-09", fact(F(FDX, "NetCashProvidedByUsedInOperatingActivities"), FQ1, USD))
add(C, FDX, "FedEx M&R (maintenance and repairs) expense, fiscal Q1 2010", fact(F(FDX, "CostOfPropertyRepairsAndMaintenance"), FQ1, USD))
add(C, HSY, "HSY operating cash flow, 1H09", fact(F(HSY, "NetCashProvidedByUsedInOperatingActivities"), H1, USD))
add(C, HSY, "Hershey D&A (cash flow statement), first half 2009", fact(F(HSY, "DepreciationAndAmortization"), H1, USD))
add(C, HSY, "Hershey working capital at the end of 2Q09 (current assets minus current liabilities)",
    diff(F(HSY, "AssetsCurrent"), F(HSY, "LiabilitiesCurrent"), JUN09))
add(C, CRD, "Crawford capex, 1Q10 (property & equipment purchases, excluding capitalized software)",
    fact(F(CRD, "PaymentsToAcquirePropertyPlantAndEquipment"), C10, USD))
add(C, CRD, "How much cash did Crawford burn in operations in Q1 2010? Give the burn as a positive number.",
    derived("-e0", [inp(F(CRD, "NetCashProvidedByUsedInOperatingActivities"), C10)], C10, USD, ratio=False))
add(C, CRD, "Crawford D&A, first quarter 2010", fact(F(CRD, "DepreciationDepletionAndAmortization"), C10, USD))
add(C, HRB, "HRB capex FY10 (purchases of property and equipment)", fact(F(HRB, "PaymentsToAcquirePropertyPlantAndEquipment"), B10, USD))
add(C, HRB, "H&R Block buybacks in fiscal 2010 -- cash for repurchases of common stock, shares surrendered included", fact(F(HRB, "PaymentsForRepurchaseOfCommonStock"), B10, USD))
add(C, MON, "MON capex, 1H FY10", fact(F(MON, "PaymentsToAcquirePropertyPlantAndEquipment"), MH, USD))
add(C, MON, "Monsanto FCF for the first half of fiscal 2009 (six months to Feb-09), defined as CFO minus capital expenditures",
    diff(F(MON, "NetCashProvidedByUsedInOperatingActivities"), F(MON, "PaymentsToAcquirePropertyPlantAndEquipment"), MHPY))
add(C, MON, "Monsanto DD&A, six months ended 2/28/2010", fact(F(MON, "DepreciationDepletionAndAmortization"), MH, USD))
add(C, DIS, "DIS buybacks, first half FY10 (cash flow statement)", fact(F(DIS, "PaymentsForRepurchaseOfCommonStock"), DH, USD))
add(C, DIS, "Disney D&A for the six months through early April 2010", fact(F(DIS, "DepreciationDepletionAndAmortization"), DH, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, BA, "What were Embraer's commercial aviation revenues in the second quarter of 2009?",
    refuse(oc, "Embraer is not in the data (Boeing is).", other("EMBRAER")))
add(C, FDX, "Deutsche Post DHL's express division revenue for the quarter ended August 31, 2009?",
    refuse(oc, "Deutsche Post is not in the data (FedEx is).", other("DEUTSCHE POST")))
add(C, HSY, "How much did Wrigley make in net sales in the first half of 2009?",
    refuse(oc, "Wrigley is not in the data (Hershey is).", other("WRIGLEY")))
add(C, MON, "Syngenta's seeds sales for the six months ended February 2010?",
    refuse(oc, "Syngenta is not in the data (Monsanto is).", other("SYNGENTA")))
add(C, CRD, "Sedgwick Claims Management Services' revenues in Q1 2010?",
    refuse(oc, "Sedgwick is not in the data (Crawford & Company is).", other("SEDGWICK")))
# period_not_reported
add(C, FDX, "FedEx revenues for its second fiscal quarter of 2010 (September-November 2009)?",
    refuse(pn, "The fiscal Q1 2010 10-Q reports the quarters ended August 31, 2009 and 2008 only.",
           absent(F(FDX, "Revenues"), FQ2)))
add(C, HSY, "Hershey's net sales in the first quarter of 2009 by itself?",
    refuse(pn, "The Q2 2009 10-Q reports the second quarters and the six-month periods; Q1 2009 alone is not reported.",
           absent(F(HSY, "SalesRevenueNet"), Q1_09)))
add(C, DIS, "What were Disney's revenues for the full fiscal year 2009?",
    refuse(pn, "The fiscal Q2 2010 10-Q reports quarters and six-month periods; no full fiscal 2009 income statement.",
           absent(F(DIS, "SalesRevenueNet"), DFY09)))
add(C, CRD, "Crawford & Company total assets as of March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(CRD, "Assets"), MAR09)))
add(C, MON, "Monsanto's total assets at February 28, 2009?",
    refuse(pn, "The fiscal Q2 2010 10-Q's balance sheets are at February 28, 2010 and August 31, 2009 only.",
           absent(F(MON, "Assets"), FEB09)))
# concept_not_reported
add(C, BA, "How much did Boeing spend on advertising in the first half of 2009?",
    refuse(cn, "Boeing's Q2 2009 data report no advertising expense.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense"))))
add(C, HRB, "What was H&R Block's research and development spending in fiscal 2010?",
    refuse(cn, "H&R Block's fiscal 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, DIS, "Size of the goodwill impairment charge Disney took in the first half of fiscal 2010?",
    refuse(cn, "Disney's fiscal Q2 2010 data report no goodwill impairment loss.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
add(C, FDX, "FedEx's equity in earnings of unconsolidated affiliates for fiscal Q1 2010?",
    refuse(cn, "FedEx's fiscal Q1 2010 data report no income from equity method investments.",
           absent_any(g("IncomeLossFromEquityMethodInvestments", "IncomeLossFromEquityMethodInvestmentsNetOfDividendsOrDistributions"))))
add(C, WY, "What LIFO reserve did Weyerhaeuser report at June 30, 2009?",
    refuse(cn, "Weyerhaeuser's Q2 2009 data report no LIFO reserve.", absent_any(g("InventoryLIFOReserve"))))
# ambiguous
WHY_CRD = ("Crawford's March 31, 2010 balance sheet reports self-insured risks twice: a current liability "
           "(SelfInsuranceReserveCurrent) and a non-current one (SelfInsuranceReserve), with different amounts.")
add(C, CRD, "Crawford's self-insured risks liability at March 31, 2010?", refuse(am, WHY_CRD, amb_for(CRD, WHY_CRD,
    (F(CRD, "SelfInsuranceReserveCurrent"), MAR10, None), (F(CRD, "SelfInsuranceReserve"), MAR10, None))))
WHY_MON = ("Monsanto's income statement for the six months ended February 28, 2010 reports 'Net Income' including "
           "noncontrolling interests (ProfitLoss) and 'Net Income Attributable to Monsanto Company' (NetIncomeLoss), with different amounts.")
add(C, MON, "Monsanto net income, first half of fiscal 2010?", refuse(am, WHY_MON, amb_for(MON, WHY_MON,
    (F(MON, "ProfitLoss"), MH, None), (F(MON, "NetIncomeLoss"), MH, None))))
WHY_DIS = ("Disney's income statement for the quarter ended April 3, 2010 reports net income including noncontrolling "
           "interests (ProfitLoss) and net income attributable to The Walt Disney Company (NetIncomeLoss), with different amounts.")
add(C, DIS, "Disney's net income in fiscal Q2 2010?", refuse(am, WHY_DIS, amb_for(DIS, WHY_DIS,
    (F(DIS, "ProfitLoss"), DQ, None), (F(DIS, "NetIncomeLoss"), DQ, None))))
WHY_HSY = ("Hershey reports diluted net income per share for two classes for the six months ended July 5, 2009: Common Stock "
           "(EarningsPerShareDiluted) and Class B Common Stock (NetIncomePerShareDilutedClassBCommonStock), with different amounts.")
add(C, HSY, "What was Hershey's diluted EPS for the first six months of 2009?", refuse(am, WHY_HSY, amb_for(HSY, WHY_HSY,
    (F(HSY, "EarningsPerShareDiluted"), H1, None), (F(HSY, "NetIncomePerShareDilutedClassBCommonStock"), H1, None))))
WHY_BA = ("Boeing's June 30, 2009 balance sheet has two 'Customer financing' lines: a current asset (CustomerFinancingCurrent) "
          "and a non-current one (CustomerFinancingNoncurrent), with different amounts.")
add(C, BA, "Boeing customer financing balance at June 30, 2009?", refuse(am, WHY_BA, amb_for(BA, WHY_BA,
    (F(BA, "CustomerFinancingCurrent"), JUN09, None), (F(BA, "CustomerFinancingNoncurrent"), JUN09, None))))


def main():
    write_round("h79", gr.QUESTIONS_79, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_79, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
