#!/usr/bin/env python3
"""Writes evals/data/ask_heldout75.jsonl and its refusal probes (ask_heldout75_probes.jsonl) -- round 75 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout75.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions75.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout75.jsonl
The writer imported the round 1-72 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-72 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_72 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-72 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_75 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_72,
one by one.
Written without reading the tool under test.

Round 75 notes.
Residue: CIK mod 4 == 3. Eligibility was checked CIK by CIK and adsh by adsh against every question and probe file of
rounds 1-72 (any accession named in them, mapped to its CIK through both sub.txt files) and against avoid_adsh.txt.
Only eleven residue-3 filings of companies no earlier round used remain (2 in 2009q3, 9 in 2010q2), far fewer than the
brief expected; of those were left out: Microsoft's 10-Q (an instance company), Noble Corp / Switzerland (the parent
of, and the same group as, Noble Corp, asked in round 71), Alpha Natural Resources (the successor of Alpha Natural
Resources /OLD, asked in round 19) and Pepco Holdings (every num.txt row carries a co-registrant, which the reader
cannot ask). Every 2009q3 candidate is tied to a used company, so the two 2009q3 filings below are taken despite the
tie (reported): Diamond Offshore (about half owned and consolidated by Loews, whose 2010 10-Q round 46 asked) and
Edison Mission Energy (a subsidiary of Edison International, whose 2009 10-Q round 56 asked). Their 2010q2 10-Qs are
not used (Loews' asked 2010 figures include Diamond's Q1 2010 drilling revenue). KBR's 2009q3 10-Q is in
avoid_adsh.txt; its 2010q2 10-Q (a different accession) is not, and no round asked about KBR.
So five filings, not eight (two from 2009q3, three from 2010q2):
  2009q3 (calendar Q2 2009 and six months): Diamond Offshore Drilling (offshore drilling, SIC 1381), Edison Mission
  Energy (independent power, SIC 4911; wholly owned, so no per-share data).
  2010q2: KBR (engineering and construction, SIC 1600; Q1 2010 10-Q), Nidec (electric motors, SIC 3621; 20-F/A for the
  year ended March 31, 2010, in yen), Ricoh (office imaging, SIC 3861; 20-F for the year ended March 31, 2010, in yen).
Nidec's and Ricoh's latest-year figures (year ended March 31, 2010) carry a yen row and a convenience-dollar row for
the same tag and date, which gold_reader cannot tell apart (ValueError), as do their March 31, 2009 cash and equity
balances; none of those is asked. Their questions use the earlier two years (years ended March 31, 2009 and 2008)
and the March 31, 2009 / 2008 / 2007 balances, all reported in yen only (unit JPY, JPY/share).
Members: the equity-statement columns (EquityComponents) of Nidec (10) and Ricoh (9) and Ricoh's per-ADS dividend
(SegmentReportingInformationBySegment=AmericanDepositaryShare, 1). No instance fact is asked.
Quarter-vs-YTD: Diamond Offshore and Edison Mission Energy (Q2 2009 against the first half); KBR reports a first
quarter only and the 20-Fs report years only.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (one of each kind per filing; each ambiguous probe's `why` states the reported answers, read from the
filing). Per filing: Diamond Offshore 37, Edison Mission Energy 32 (2009q3); KBR 28, Nidec 31, Ricoh 32 (2010q2).
Derived (20): 10 ratios (e0/e1: operating margin x2, effective tax rate x3, current ratio x2, R&D to sales, gross
margin, equity to assets), 6 growths (e0/e1-1; five negative, each question saying which sign it expects, one
positive), 3 debt-to-equity ((e0+e1)/e2 x2, (e0+e1+e2)/e3), 1 working capital (e0-e1). Jargon adds 3 free cash flows
(e0-e1; one negative, the question saying so; one in yen) and 1 book value per share (e0/e1).
Units: Nidec's and Ricoh's questions all name the yen (yen, JPY or the yen sign), amounts in JPY, per-share in JPY/share.
Period-not-reported refusals ask for periods no figure of the filing implies (a full year the 10-Q does not cover, a
later quarter, the year before a 20-F's three years), not for a quarter the six months and the second quarter imply.
Overlap (check_overlap against rounds 1-72, same_fact="reported", within=True): 0; with same_fact=True: 0.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-75 share
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
        gr.QUESTIONS_71, gr.QUESTIONS_72)  # rounds 1-72, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-72's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 75 FSDS filings (CIK mod 4 == 3)
DO = "fsds:0000950123-09-026820"    # DIAMOND OFFSHORE DRILLING INC 10-Q (2009q3), CIK 949039, Q2 2009 and six months
EME = "fsds:0001047469-09-007342"   # EDISON MISSION ENERGY 10-Q (2009q3), CIK 930835, Q2 2009 and six months
KBR = "fsds:0001140361-10-017892"   # KBR, INC. 10-Q (2010q2), CIK 1357615, Q1 2010
NJ = "fsds:0001193125-10-147854"    # NIDEC CORP 20-F/A (2010q2), CIK 1158967, year ended 2010-03-31, JPY
RIC = "fsds:0001193125-10-149117"   # RICOH CO LTD 20-F (2010q2), CIK 317891, year ended 2010-03-31, JPY
TICK = {DO: "do", EME: "eme", KBR: "kbr", NJ: "nidec", RIC: "ricoh"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
ADS = {"SegmentReportingInformationBySegment": "AmericanDepositaryShare"}
JPY, JPYPS = "JPY", "JPY/share"


def jdiff(a, b, p):
    """e0-e1 in yen (specs.diff is USD-only)"""
    return derived("e0-e1", [inp(a, p), inp(b, p)], p, JPY, ratio=False)


# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Diamond Offshore, Edison Mission Energy)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (KBR)
Q10, Q09, FY09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2009-01-01", "2009-12-31")
B10, DEC09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2008-12-31")
# Nidec / Ricoh: fiscal years ended March 31 (the latest, to March 2010, is not asked: yen and dollar rows)
Y09, Y08, Y07 = ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31"), ("2006-04-01", "2007-03-31")
M09, M08, M07 = (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")

# =================================================================== direct
C = "direct"
add(C, DO, "How much did Diamond Offshore hold in marketable securities at June 30, 2009?",
    fact(F(DO, "AvailableForSaleSecuritiesCurrent"), PB, USD))
add(C, DO, "Net book value of Diamond Offshore's drilling rigs and other property and equipment on its mid-2009 balance sheet",
    fact(F(DO, "PropertyPlantAndEquipmentNet"), PB, USD))
add(C, DO, "DO's taxes payable as of 6/30/2009", fact(F(DO, "TaxesPayableCurrent"), PB, USD))
add(C, DO, "What deferred tax liability did Diamond Offshore Drilling carry at the end of the second quarter of 2009?",
    fact(F(DO, "DeferredTaxLiabilitiesNoncurrent"), PB, USD))
add(C, DO, "Diamond Offshore -- assets held for sale at 30 June 2009", fact(F(DO, "AssetsHeldForSaleCurrent"), PB, USD))
add(C, DO, "Accrued liabilities (current) on Diamond Offshore's June 30, 2009 balance sheet",
    fact(F(DO, "OtherLiabilitiesCurrent"), PB, USD))
add(C, DO, "What long-term receivable did Diamond Offshore report at quarter-end June 2009?",
    fact(F(DO, "AccountsReceivableNetNoncurrent"), PB, USD))
add(C, EME, "Edison Mission Energy inventory balance at June 30, 2009", fact(F(EME, "InventoryNet"), PB, USD))
add(C, EME, "How much did affiliates owe Edison Mission Energy (receivables from affiliates) at the end of Q2 2009?",
    fact(F(EME, "DueFromAffiliateCurrent"), PB, USD))
add(C, EME, "Carrying amount of EME's investments in unconsolidated affiliates as of June 30, 2009",
    fact(F(EME, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, EME, "Edison Mission Energy: rent payments in excess of levelized rent expense under plant operating leases, balance at 6/30/09",
    fact(F(EME, "RentPaymentsInExcessOfLevelizedRentExpenseUnderPlantOperatingLeases"), PB, USD))
add(C, EME, "What margin and collateral deposits had Edison Mission Energy posted as of mid-2009 (balance sheet)?",
    fact(F(EME, "GoodFaithAndMarginDepositsWithBrokerDealers"), PB, USD))
add(C, EME, "EME long-term deferred revenues at the close of the June 2009 quarter",
    fact(F(EME, "DeferredRevenueAndCreditsNoncurrent"), PB, USD))
add(C, EME, "How big was the noncontrolling interest in Edison Mission Energy's equity at June 30, 2009?",
    fact(F(EME, "MinorityInterest"), PB, USD))
add(C, KBR, "KBR's unbilled receivables on uncompleted contracts (current) at March 31, 2010",
    fact(F(KBR, "UnbilledReceivablesOnUncompletedContracts"), B10, USD))
add(C, KBR, "How much in advance billings on uncompleted contracts did KBR carry at the end of Q1 2010?",
    fact(F(KBR, "AdvanceBillingsOnUncompletedContracts"), B10, USD))
add(C, KBR, "KBR reserve for estimated losses on uncompleted contracts, 3/31/2010",
    fact(F(KBR, "ReserveForEstimatedLossesOnUncompletedContracts"), B10, USD))
add(C, KBR, "What did KBR owe its former parent (net) as of March 31, 2010?", fact(F(KBR, "AmountsDueToFormerParent"), B10, USD))
add(C, KBR, "Current employee compensation and benefits liability at KBR, end of first quarter 2010",
    fact(F(KBR, "EmployeeRelatedLiabilitiesCurrent"), B10, USD))
add(C, KBR, "KBR services revenue for the three months ended March 31, 2010 (before equity in earnings of affiliates)",
    fact(F(KBR, "Services"), Q10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, DO, "What cash and cash equivalents did Diamond Offshore have at the end of 2007?",
    fact(F(DO, "CashAndCashEquivalentsAtCarryingValue"), DEC07, USD))
add(C, DO, "Diamond Offshore accounts receivable, net, at year-end 2008 (the comparative balance sheet date)",
    fact(F(DO, "ReceivablesNetCurrent"), PYE, USD))
add(C, DO, "How much contract drilling revenue did Diamond Offshore earn in the prior-year quarter, i.e. April-June 2008?",
    fact(F(DO, "RevenueOilAndGasServices"), PQPY, USD))
add(C, EME, "Total assets of Edison Mission Energy at December 31, 2008", fact(F(EME, "Assets"), PYE, USD))
add(C, EME, "EME's cash and cash equivalents one year before mid-2009, at June 30, 2008",
    fact(F(EME, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, EME, "Plant operations expense at Edison Mission Energy in the second quarter of 2008",
    fact(F(EME, "OtherCostAndExpenseOperating"), PQPY, USD))
add(C, KBR, "How much cash did KBR hold at December 31, 2008?", fact(F(KBR, "CashAndCashEquivalentsAtCarryingValue"), DEC08, USD))
add(C, KBR, "KBR cost of services in the year-ago first quarter (Q1 2009)", fact(F(KBR, "CostOfServices"), Q09, USD))
add(C, KBR, "Goodwill on KBR's balance sheet at the end of 2009", fact(F(KBR, "Goodwill"), DEC09, USD))
add(C, KBR, "What was KBR's noncurrent employee compensation and benefits liability at December 31, 2009?",
    fact(F(KBR, "NoncurrentEmployeeCompensationAndBenefits"), DEC09, USD))
add(C, NJ, "Nidec's net sales for the fiscal year ended March 31, 2008, in yen", fact(F(NJ, "SalesRevenueNet"), Y08, JPY))
add(C, NJ, "What were Nidec's selling, general and administrative expenses in the year to March 2009 (yen)?",
    fact(F(NJ, "SellingGeneralAndAdministrativeExpense"), Y09, JPY))
add(C, NJ, "Nidec Corp goodwill at March 31, 2009 (JPY)", fact(F(NJ, "Goodwill"), M09, JPY))
add(C, NJ, "How much short-term borrowing did Nidec have outstanding on March 31, 2009, in yen?",
    fact(F(NJ, "ShortTermBorrowings"), M09, JPY))
add(C, NJ, "Nidec inventories as of the end of its fiscal year to March 2009, in yen", fact(F(NJ, "InventoryNet"), M09, JPY))
add(C, RIC, "Ricoh's post sales and rentals revenue for the year ended March 31, 2009 (yen)",
    fact(F(RIC, "RevenuePostSalesAndRentals"), Y09, JPY))
add(C, RIC, "Long-term finance receivables, net, on Ricoh's balance sheet at March 31, 2009 (JPY)", fact(F(RIC, "FinanceReceivablesNoncurrent"), M09, JPY))
add(C, RIC, "In yen, what did Ricoh carry for other intangible assets (excluding goodwill) at 31 March 2009?",
    fact(F(RIC, "IntangibleAssetsNetExcludingGoodwill"), M09, JPY))
add(C, RIC, "Ricoh accrued pension and severance costs at the March 2009 balance sheet date, in yen",
    fact(F(RIC, "RetirementAndSeveranceBenefitsNoncurrent"), M09, JPY))
add(C, RIC, "How much income tax did Ricoh pay in cash during the fiscal year ended March 31, 2008, in yen?",
    fact(F(RIC, "IncomeTaxesPaid"), Y08, JPY))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, DO, "Diamond Offshore contract drilling revenue for Q2 2009 alone (three months ended June 30, not year to date)",
    fact(F(DO, "RevenueOilAndGasServices"), PQ, USD))
add(C, DO, "What were Diamond Offshore's contract drilling expenses in the April-June 2009 quarter by itself?",
    fact(F(DO, "ContractRevenueCost"), PQ, USD))
add(C, DO, "Diamond Offshore depreciation expense, second quarter of 2009 only", fact(F(DO, "CostOfServicesDepreciation"), PQ, USD))
add(C, DO, "Year-to-date general and administrative expense at Diamond Offshore through June 30, 2009",
    fact(F(DO, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, DO, "Interest expense Diamond Offshore recorded in the three months to June 30, 2009",
    fact(F(DO, "InterestExpenseNonOperating"), PQ, USD))
add(C, DO, "Diamond Offshore's foreign currency transaction gain for the first six months of 2009 (the half year, not the quarter)",
    fact(F(DO, "ForeignCurrencyTransactionGainLossBeforeTax"), PH, USD))
add(C, DO, "How much interest income did Diamond Offshore earn in 2Q09 (quarter only)?", fact(F(DO, "InvestmentIncomeInterest"), PQ, USD))
add(C, DO, "Revenues related to reimbursable expenses at Diamond Offshore, six months ended June 30, 2009",
    fact(F(DO, "ReimbursementRevenue"), PH, USD))
add(C, DO, "Diamond Offshore total operating expenses for the quarter ended June 30, 2009 (three months)",
    fact(F(DO, "CostsAndExpenses"), PQ, USD))
add(C, DO, "Diamond Offshore's total revenues for the first half of 2009, January through June",
    fact(F(DO, "Revenues"), PH, USD))
add(C, EME, "Edison Mission Energy operating revenues in the second quarter of 2009 by itself",
    fact(F(EME, "ElectricalGenerationRevenue"), PQ, USD))
add(C, EME, "What did EME spend on fuel in the six months ended June 30, 2009?", fact(F(EME, "FuelCosts"), PH, USD))
add(C, EME, "Plant operations expense at Edison Mission Energy for just the three months ended June 30, 2009",
    fact(F(EME, "OtherCostAndExpenseOperating"), PQ, USD))
add(C, EME, "Edison Mission Energy plant operating lease expense, year to date at the end of Q2 2009",
    fact(F(EME, "SaleLeasebackTransactionRentExpense"), PH, USD))
add(C, EME, "EME depreciation and amortization on the income statement, Q2 2009 quarter only",
    fact(F(EME, "DepreciationAndAmortization"), PQ, USD))
add(C, EME, "Administrative and general expense at Edison Mission Energy for 1H 2009 (six months)",
    fact(F(EME, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, EME, "How much equity income from unconsolidated affiliates did Edison Mission Energy book in the April-to-June 2009 quarter?",
    fact(F(EME, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, EME, "Edison Mission Energy interest expense for the first half of 2009 (six months, not the quarter)",
    fact(F(EME, "InterestExpense"), PH, USD))
add(C, EME, "EME provision for income taxes, three months ended June 30, 2009", fact(F(EME, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, EME, "What was Edison Mission Energy's income from continuing operations (including noncontrolling interest) in Q2 2009 alone?",
    fact(F(EME, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, DO, "Diamond Offshore's operating margin in Q2 2009, i.e. operating income divided by total revenues",
    ratio(F(DO, "OperatingIncomeLoss"), F(DO, "Revenues"), PQ))
add(C, DO, "Effective tax rate for Diamond Offshore over the first half of 2009 (income tax expense / income before income tax expense)",
    ratio(F(DO, "IncomeTaxExpenseBenefit"),
          F(DO, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, DO, "By how much did Diamond Offshore's net income grow in 1H09 versus 1H08? Answer as a decimal growth rate (negative if it fell).",
    growth(F(DO, "NetIncomeLoss"), PH, PHPY))
add(C, DO, "Diamond Offshore debt-to-equity at June 30, 2009, computed as (current portion of long-term debt + long-term debt) / total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(DO, "LongTermDebtCurrent"), PB), inp(F(DO, "LongTermDebtNoncurrent"), PB),
                           inp(F(DO, "StockholdersEquity"), PB)], PB, PURE))
add(C, EME, "Year-over-year change in Edison Mission Energy's operating revenues for the six months ended June 30, 2009 vs. the same period of 2008, as a decimal (negative for a decline)",
    growth(F(EME, "ElectricalGenerationRevenue"), PH, PHPY))
add(C, EME, "EME operating margin in the year-earlier quarter (Q2 2008): operating income / operating revenues",
    ratio(F(EME, "OperatingIncomeLoss"), F(EME, "ElectricalGenerationRevenue"), PQPY))
add(C, EME, "Leverage at Edison Mission Energy on June 30, 2009: (current maturities of long-term obligations + long-term obligations) divided by total equity including noncontrolling interest",
    derived("(e0+e1)/e2", [inp(F(EME, "LongTermDebtCurrent"), PB), inp(F(EME, "LongTermDebtNoncurrent"), PB),
                           inp(F(EME, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, EME, "Current ratio of Edison Mission Energy at year-end 2008", ratio(F(EME, "AssetsCurrent"), F(EME, "LiabilitiesCurrent"), PYE))
add(C, KBR, "KBR total revenue growth from Q1 2009 to Q1 2010, as a decimal -- use a negative number if revenue declined",
    growth(F(KBR, "Revenues"), Q10, Q09))
add(C, KBR, "What share of KBR's total assets was funded by KBR shareholders' equity at December 31, 2009 (total KBR shareholders' equity / total assets)?",
    ratio(F(KBR, "StockholdersEquity"), F(KBR, "Assets"), DEC09))
add(C, KBR, "KBR's effective tax rate for Q1 2010: provision for income taxes divided by income before income taxes and noncontrolling interests",
    ratio(F(KBR, "IncomeTaxExpenseBenefit"), F(KBR, "IncomeBeforeIncomeTaxesAndNoncontrollingInterests"), Q10))
add(C, KBR, "Working capital at KBR on March 31, 2010 (total current assets minus total current liabilities)",
    diff(F(KBR, "AssetsCurrent"), F(KBR, "LiabilitiesCurrent"), B10))
add(C, NJ, "Percentage change in Nidec's operating income, fiscal year ended March 2009 versus the year ended March 2008, as a decimal (negative means it fell)",
    growth(F(NJ, "OperatingIncomeLoss"), Y09, Y08))
add(C, NJ, "Nidec's R&D intensity for the year to March 31, 2009: research and development expenses as a share of net sales",
    ratio(F(NJ, "ResearchAndDevelopmentExpense"), F(NJ, "SalesRevenueNet"), Y09))
add(C, NJ, "Nidec effective tax rate in the fiscal year ended March 31, 2008 (income taxes / income from continuing operations before income taxes)",
    ratio(F(NJ, "IncomeTaxExpenseBenefit"),
          F(NJ, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Y08))
add(C, NJ, "Current ratio for Nidec at March 31, 2009", ratio(F(NJ, "AssetsCurrent"), F(NJ, "LiabilitiesCurrent"), M09))
add(C, RIC, "Ricoh's gross margin for the fiscal year ended March 31, 2009, defined as gross profit divided by total net sales",
    ratio(F(RIC, "GrossProfit"), F(RIC, "SalesRevenueNet"), Y09))
add(C, RIC, "How much did Ricoh's product sales change in the year to March 2009 compared with the year to March 2008? Give a decimal growth rate, negative for a decrease.",
    growth(F(RIC, "SalesRevenueGoodsNet"), Y09, Y08))
add(C, RIC, "Ricoh debt-to-equity at March 31, 2009 = (short-term borrowings + current maturities of long-term indebtedness + long-term indebtedness) / total Ricoh shareholders' equity",
    derived("(e0+e1+e2)/e3", [inp(F(RIC, "ShortTermBorrowings"), M09), inp(F(RIC, "LongTermDebtCurrent"), M09),
                              inp(F(RIC, "LongTermDebtNoncurrent"), M09), inp(F(RIC, "StockholdersEquity"), M09)], M09, PURE))
add(C, RIC, "Decline in Ricoh's operating income from FY to March 2008 to FY to March 2009, expressed as a decimal growth rate (so a fall comes out negative)",
    growth(F(RIC, "OperatingIncomeLoss"), Y09, Y08))

# =================================================================== members (equity-statement columns and the per-ADS dividend)
C = "members"
add(C, NJ, "In Nidec's consolidated statement of changes in equity, what was the retained earnings column balance at March 31, 2008 (yen)?",
    fact(F(NJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("RetainedEarnings")))
add(C, NJ, "Nidec's accumulated other comprehensive income as of March 31, 2007, per the AOCI column of its equity statement (JPY)",
    fact(F(NJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M07, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, NJ, "Noncontrolling interests column of Nidec's equity statement: balance at March 31, 2008, yen",
    fact(F(NJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("NoncontrollingInterest")))
add(C, NJ, "What was the common stock column balance (in yen) in Nidec's statement of equity at the end of March 2007?",
    fact(F(NJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M07, JPY, EC("CommonStock")))
add(C, NJ, "Treasury stock balance in Nidec's equity statement at March 31, 2008, in JPY, signed as shown (a deduction is negative)",
    fact(F(NJ, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("TreasuryStock")))
add(C, NJ, "Foreign currency translation adjustments recorded in Nidec's accumulated other comprehensive income column for the year ended March 31, 2009 (signed, yen)",
    fact(F(NJ, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Y09, JPY,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, NJ, "How many yen of dividends did Nidec charge against the retained earnings column in fiscal year ended March 2008?",
    fact(F(NJ, "DividendsCommonStock"), Y08, JPY, EC("RetainedEarnings")))
add(C, NJ, "Amount (yen) added to Nidec's additional paid-in capital column from stock option exercises in the year to March 31, 2008",
    fact(F(NJ, "StockIssuedDuringPeriodValueStockOptionsExercised"), Y08, JPY, EC("AdditionalPaidInCapital")))
add(C, NJ, "Conversion of convertible debt: how much went into Nidec's common stock column in the year ended March 31, 2009, in yen?",
    fact(F(NJ, "StockIssuedDuringPeriodValueConversionOfConvertibleSecurities"), Y09, JPY, EC("CommonStock")))
add(C, NJ, "Number of Nidec common shares at March 31, 2008 according to the share column of the statement of changes in equity",
    fact(F(NJ, "SharesOutstanding"), M08, SH, EC("CommonStock")))
add(C, RIC, "Cash dividend paid per Ricoh American Depositary Share in the fiscal year ended March 31, 2008, in yen",
    fact(F(RIC, "CommonStockDividendsPerShareCashPaid"), Y08, JPYPS, ADS))
add(C, RIC, "Ricoh statement of equity: retained earnings column balance at March 31, 2008 (¥)",
    fact(F(RIC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("RetainedEarnings")))
add(C, RIC, "What did the treasury stock column of Ricoh's equity statement show at March 31, 2007? Give it in yen, signed (negative as a deduction).",
    fact(F(RIC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M07, JPY, EC("TreasuryStock")))
add(C, RIC, "Ricoh's accumulated other comprehensive income (loss) column at the end of March 2008 (signed, yen)",
    fact(F(RIC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, RIC, "Balance of noncontrolling interests in Ricoh's statement of equity as of March 31, 2007, JPY",
    fact(F(RIC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M07, JPY, EC("NoncontrollingInterest")))
add(C, RIC, "Ricoh additional paid-in capital per the equity statement column at 3/31/2008, in yen",
    fact(F(RIC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), M08, JPY, EC("AdditionalPaidInCapital")))
add(C, RIC, "Pension liability adjustments booked to Ricoh's AOCI column during the year ended March 31, 2009 (signed, yen)",
    fact(F(RIC, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), Y09, JPY,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, RIC, "How much did cumulative translation adjustments move Ricoh's accumulated other comprehensive income column in fiscal year to March 2008? Signed, in yen.",
    fact(F(RIC, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Y08, JPY,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, RIC, "Effect on Ricoh's noncontrolling interests column of issuing treasury stock in exchange for a subsidiary's stock, year ended March 2009 (signed, in JPY)",
    fact(F(RIC, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Y09, JPY, EC("NoncontrollingInterest")))
add(C, RIC, "Loss on disposal of treasury stock charged to Ricoh's additional paid-in capital column in the year to March 31, 2009 (yen, signed)",
    fact(F(RIC, "LossGainOnSalesOfTreasuryStock"), Y09, JPY, EC("AdditionalPaidInCapital")))

# =================================================================== per_share
C = "per_share"
add(C, DO, "Diamond Offshore basic EPS, second quarter 2009", fact(F(DO, "EarningsPerShareBasic"), PQ, PS))
add(C, DO, "What diluted earnings per share did Diamond Offshore report for the six months ended June 30, 2009?",
    fact(F(DO, "EarningsPerShareDiluted"), PH, PS))
add(C, DO, "Total weighted-average diluted share count Diamond Offshore used for Q2 2009",
    fact(F(DO, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, DO, "How many dilutive potential common shares did Diamond Offshore add in computing first-half 2009 diluted EPS?",
    fact(F(DO, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PH, SH))
add(C, DO, "Number of Diamond Offshore treasury shares at June 30, 2009", fact(F(DO, "TreasuryStockShares"), PB, SH))
add(C, KBR, "KBR basic earnings per share from continuing operations in Q1 2010", fact(F(KBR, "IncomeLossFromContinuingOperationsPerBasicShare"), Q10, PS))
add(C, KBR, "What was KBR's diluted EPS (continuing operations) for the first quarter of 2009?",
    fact(F(KBR, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, KBR, "Cash dividend declared per KBR share for the quarter ended March 31, 2010", fact(F(KBR, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, KBR, "KBR basic weighted average common shares outstanding, Q1 2009", fact(F(KBR, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, KBR, "Diluted weighted average share count at KBR for 1Q10", fact(F(KBR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, KBR, "How many shares did KBR hold in treasury at December 31, 2009?", fact(F(KBR, "TreasuryStockShares"), DEC09, SH))
add(C, NJ, "Nidec basic net income per share attributable to Nidec for the year ended March 31, 2009, in yen",
    fact(F(NJ, "EarningsPerShareBasic"), Y09, JPYPS))
add(C, NJ, "Diluted EPS of Nidec Corporation on net income attributable to Nidec (not just continuing operations), fiscal year ended March 2008, yen per share", fact(F(NJ, "EarningsPerShareDiluted"), Y08, JPYPS))
add(C, NJ, "What cash dividend per share, in yen, did Nidec pay in the year to March 31, 2009?",
    fact(F(NJ, "CommonStockDividendsPerShareCashPaid"), Y09, JPYPS))
add(C, NJ, "Nidec treasury shares held at March 31, 2009", fact(F(NJ, "TreasuryStockShares"), M09, SH))
add(C, RIC, "Ricoh basic earnings per share for the fiscal year ended March 31, 2008 (per ordinary share, yen)",
    fact(F(RIC, "EarningsPerShareBasic"), Y08, JPYPS))
add(C, RIC, "Diluted EPS per common share at Ricoh for the year to March 2009, ¥", fact(F(RIC, "EarningsPerShareDiluted"), Y09, JPYPS))
add(C, RIC, "Ricoh diluted earnings per ADS for fiscal year ended March 31, 2008, in yen", fact(F(RIC, "EarningsPerShareADSDiluted"), Y08, JPYPS))
add(C, RIC, "What cash dividend per ordinary share did Ricoh pay in the year ended March 31, 2009 (yen)?",
    fact(F(RIC, "CommonStockDividendsPerShareCashPaid"), Y09, JPYPS))
add(C, RIC, "How many Ricoh common shares were outstanding at March 31, 2009?", fact(F(RIC, "CommonStockSharesOutstanding"), M09, SH))

# =================================================================== jargon
C = "jargon"
add(C, DO, "DO FCF 1H09, defined as CFO less the capital expenditures line (excluding the rig acquisition)",
    diff(F(DO, "NetCashProvidedByUsedInOperatingActivities"), F(DO, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, DO, "Diamond Offshore capex in 1H08", fact(F(DO, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, DO, "DO stock comp expense (cash flow add-back), first half 2009", fact(F(DO, "ShareBasedCompensation"), PH, USD))
add(C, DO, "Diamond Offshore bottom line for 2Q09", fact(F(DO, "NetIncomeLoss"), PQ, USD))
add(C, EME, "EME free cash flow, H1 2009: net cash from operating activities minus capex. Report a negative number if it burned cash.",
    diff(F(EME, "NetCashProvidedByUsedInOperatingActivities"), F(EME, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, EME, "Edison Mission capex, first six months of 2008", fact(F(EME, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, EME, "EME D&A add-back in the cash flow statement, 1H09", fact(F(EME, "DepreciationAndAmortizationCashFlowImpact"), PH, USD))
add(C, EME, "Edison Mission Energy OCI for 2Q09 (total other comprehensive income or loss, signed)",
    fact(F(EME, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PQ, USD))
add(C, KBR, "KBR capex in 1Q10", fact(F(KBR, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, KBR, "KBR book value per share at 3/31/10: total KBR shareholders' equity / common shares outstanding",
    derived("e0/e1", [inp(F(KBR, "StockholdersEquity"), B10), inp(F(KBR, "CommonStockSharesOutstanding"), B10)], B10, PS))
add(C, KBR, "KBR D&A, Q1 2009", fact(F(KBR, "DepreciationAndAmortization"), Q09, USD))
add(C, KBR, "Total opex at KBR in 1Q10 (all operating costs and expenses)", fact(F(KBR, "CostsAndExpenses"), Q10, USD))
add(C, NJ, "Nidec capex (PP&E additions) in FY3/09, yen", fact(F(NJ, "PaymentsToAcquirePropertyPlantAndEquipment"), Y09, JPY))
add(C, NJ, "Nidec FCF for FY3/08 = operating cash flow less additions to PP&E (yen)",
    jdiff(F(NJ, "NetCashProvidedByUsedInOperatingActivities"), F(NJ, "PaymentsToAcquirePropertyPlantAndEquipment"), Y08))
add(C, NJ, "Nidec bottom line attributable to the parent, FY3/08 (¥)", fact(F(NJ, "NetIncomeLoss"), Y08, JPY))
add(C, NJ, "Nidec buybacks (treasury stock purchases in the cash flow) for the year to March 2009, JPY",
    fact(F(NJ, "PaymentsForRepurchaseOfCommonStock"), Y09, JPY))
add(C, RIC, "Ricoh SG&A, FY3/08 (yen)", fact(F(RIC, "SellingGeneralAndAdministrativeExpense"), Y08, JPY))
add(C, RIC, "Ricoh capex for the year ended 3/31/09, including capitalized interest, in yen", fact(F(RIC, "PaymentsToAcquirePropertyPlantAndEquipment"), Y09, JPY))
add(C, RIC, "Ricoh M&A cash outlay in yen (business purchases net of cash acquired), FY to March 2009",
    fact(F(RIC, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Y09, JPY))
add(C, RIC, "RICOY D&A in the cash flow statement, FY3/08, yen", fact(F(RIC, "DepreciationAndAmortization"), Y08, JPY))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, DO, "How much contract drilling revenue did Hercules Offshore generate in the second quarter of 2009?",
    refuse(oc, "Hercules Offshore is not in the data (Diamond Offshore is).", other("HERCULES OFFSHORE")))
add(C, EME, "What were Dynegy's operating revenues for the first half of 2009?",
    refuse(oc, "Dynegy is not in the data (Edison Mission Energy is).", other("DYNEGY")))
add(C, KBR, "URS Corp's revenue for its first quarter of 2010?",
    refuse(oc, "URS Corporation is not in the data (KBR is).", other("URS CORP")))
add(C, NJ, "What net sales did Minebea report for the year ended March 31, 2009?",
    refuse(oc, "Minebea is not in the data (Nidec is).", other("MINEBEA")))
add(C, RIC, "Konica Minolta's operating income for the fiscal year ended March 2009?",
    refuse(oc, "Konica Minolta is not in the data (Ricoh is).", other("KONICA")))
# period_not_reported
add(C, DO, "What were Diamond Offshore's total revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months to June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(DO, "Revenues"), FY08)))
add(C, EME, "Edison Mission Energy operating revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods to June 30, 2009; the September 2009 quarter is not reported.",
           absent(F(EME, "ElectricalGenerationRevenue"), PQ3)))
add(C, KBR, "KBR's total revenue for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(KBR, "Revenues"), FY09)))
add(C, NJ, "Nidec's net sales in the fiscal year ended March 31, 2007?",
    refuse(pn, "The 20-F/A's income statements cover the years ended March 31, 2010, 2009 and 2008; the year to March 2007 is not reported.",
           absent(F(NJ, "SalesRevenueNet"), Y07)))
add(C, RIC, "What were Ricoh's total net sales for the year ended March 31, 2007?",
    refuse(pn, "The 20-F's income statements cover the years ended March 31, 2010, 2009 and 2008; the year to March 2007 is not reported.",
           absent(F(RIC, "SalesRevenueNet"), Y07)))
# concept_not_reported
add(C, DO, "How much goodwill was on Diamond Offshore's balance sheet at June 30, 2009?",
    refuse(cn, "Diamond Offshore's Q2 2009 data report no goodwill (nor any goodwill impairment).",
           absent_any(g("Goodwill", "GoodwillImpairmentLoss", "GoodwillGross", "GoodwillAndIntangibleAssetsNetOfAccumulatedAmortization"))))
add(C, EME, "What were Edison Mission Energy's diluted earnings per share for the second quarter of 2009?",
    refuse(cn, "Edison Mission Energy is wholly owned (100 shares); its Q2 2009 data report no earnings per share.",
           absent_any(g("EarningsPerShareBasic", "EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted",
                        "IncomeLossFromContinuingOperationsPerBasicShare", "IncomeLossFromContinuingOperationsPerDilutedShare",
                        "WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic"))))
add(C, KBR, "What was KBR's gross interest expense in Q1 2010 (before netting interest income)?",
    refuse(cn, "KBR reports only a net 'Interest income (expense), net' line (InvestmentIncomeNet); no gross interest expense or interest paid.",
           absent_any(g("InterestExpense", "InterestExpenseDebt", "InterestExpenseNonOperating", "InterestPaid", "InterestPaidNet",
                        "InterestAndDebtExpense"))))
add(C, NJ, "How much goodwill impairment did Nidec record in the year ended March 31, 2009?",
    refuse(cn, "Nidec's 20-F/A data report no goodwill or intangible impairment charge.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "ImpairmentOfIntangibleAssetsExcludingGoodwill",
                        "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"))))
add(C, RIC, "What did Ricoh spend on research and development in the fiscal year ended March 31, 2009?",
    refuse(cn, "Ricoh's 20-F data (the financial statements) report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
# ambiguous
WHY_DO = ("Diamond Offshore's income statement has two lines labelled 'Contract drilling' for the six months ended June 30, 2009: "
          "a revenue line (RevenueOilAndGasServices) and an operating expense line (ContractRevenueCost), with different amounts.")
add(C, DO, "What was Diamond Offshore's contract drilling figure for the six months ended June 30, 2009?",
    refuse(am, WHY_DO, amb_for(DO, WHY_DO, (F(DO, "RevenueOilAndGasServices"), PH, None), (F(DO, "ContractRevenueCost"), PH, None))))
WHY_EME = ("Edison Mission Energy's first-half 2009 cash flow statement has two lines labelled 'Increase in restricted cash': one in "
           "operating activities (IncreaseDecreaseInRestrictedCashForOperatingActivities) and one in investing activities "
           "(IncreaseDecreaseInRestrictedCash), with different amounts.")
add(C, EME, "How much did the increase in restricted cash amount to in EME's cash flow statement for the first half of 2009?",
    refuse(am, WHY_EME, amb_for(EME, WHY_EME, (F(EME, "IncreaseDecreaseInRestrictedCashForOperatingActivities"), PH, None),
                                (F(EME, "IncreaseDecreaseInRestrictedCash"), PH, None))))
WHY_KBR = ("KBR's Q1 2010 income statement reports 'Net income' including noncontrolling interests (ProfitLoss) and 'Net income "
           "attributable to KBR' (an extension tag), with different amounts.")
add(C, KBR, "What was KBR's net income in the first quarter of 2010?",
    refuse(am, WHY_KBR, amb_for(KBR, WHY_KBR, (F(KBR, "ProfitLoss"), Q10, None), (F(KBR, "NetIncomeAttributableToParent"), Q10, None))))
WHY_NJ = ("Nidec's income statement for the year ended March 31, 2009 reports 'Consolidated net income' (ProfitLoss, including "
          "noncontrolling interests) and 'Net income attributable to Nidec Corporation' (NetIncomeLoss), with different amounts.")
add(C, NJ, "Nidec's net income for the year ended March 31, 2009, in yen?",
    refuse(am, WHY_NJ, amb_for(NJ, WHY_NJ, (F(NJ, "ProfitLoss"), Y09, None), (F(NJ, "NetIncomeLoss"), Y09, None))))
WHY_RIC = ("Ricoh's March 31, 2009 balance sheet has two lines labelled 'Deferred income taxes and other': a current asset "
           "(DeferredIncomeTaxesAndOtherCurrentAssets) and a long-term liability (DeferredIncomeTaxAndOtherLiabilitiesNoncurrent), "
           "with different amounts.")
add(C, RIC, "What was the 'deferred income taxes and other' balance on Ricoh's balance sheet at March 31, 2009?",
    refuse(am, WHY_RIC, amb_for(RIC, WHY_RIC, (F(RIC, "DeferredIncomeTaxesAndOtherCurrentAssets"), M09, None),
                                (F(RIC, "DeferredIncomeTaxAndOtherLiabilitiesNoncurrent"), M09, None))))


def main():
    write_round("h75", gr.QUESTIONS_75, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_75, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
