#!/usr/bin/env python3
"""Writes evals/data/ask_heldout69.jsonl and its refusal probes (ask_heldout69_probes.jsonl) -- round 69 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout69.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions69.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout69.jsonl
The writer imported the round 1-68 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, beside the builder) and read rounds 1-68 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_68 of that copy's gold_reader, one by one); here `from specs import *` takes them from evals/heldout
itself, gr.QUESTIONS_69 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_68, one by one.
Written without reading the tool under test.

Round 69 notes.
FSDS filings: companies no round 1-68 used (checked CIK by CIK and adsh by adsh against every question and probe file
of rounds 1-68 and against avoid_adsh.txt; left out the instance companies (Union Pacific, Apple), CNX Gas (majority-
owned by CONSOL Energy, a used company) and Plum Creek Timber (every row carries a co-registrant)), all with
CIK mod 4 == 1, eight distinct companies:
  2009q3 (calendar Q2 2009 and six months): Nucor (steel, SIC 3312; its quarter ended July 4, 2009, FSDS ddate
  2009-06-30), Flowserve (pumps and valves, 3561), Eaton (diversified industrial, 3590), Pioneer Natural Resources
  (oil and gas E&P, 1311; a 10-Q/A, the only eligible filer with dimensional rows: EquityComponents columns).
  2010q2 (calendar Q1 2010): Bottomline Technologies (payments software, 7372; a 10-Q/A for its fiscal Q3 2010, the
  quarter ended March 31, 2010, fiscal year from July 1; its share counts are tagged in thousands, so none is asked),
  FMC Corp (chemicals, 2800), ConocoPhillips (integrated oil, 2911), Pride International (offshore drilling, 1381).
Instances: msft-10k-2015 and unp-10k-2012, for members questions only, asking only dimensional facts no round 1-68
asked (check_overlap with same_fact=True) and no value an earlier round asked for the same concept in another context.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Nucor 17,
Flowserve 19, Eaton 20, Pioneer 25 (2009q3); Bottomline 18, FMC 17, ConocoPhillips 17, Pride 15 (2010q2) = 148 FSDS;
unp-10k-2012 6, msft-10k-2015 6 = 12 instance (members only).
Quarter-vs-YTD: Nucor, Flowserve, Eaton, Pioneer (Q2 against the first half of 2009), Bottomline (fiscal Q3 against the
nine months from July 1, 2009); FMC, ConocoPhillips and Pride report only a first quarter.
Members: Pioneer's EquityComponents columns (8); Union Pacific's equity-statement columns, pension / other
postretirement plans, a PP&E class's depreciation rate and the doubtful-accounts reserve (6); Microsoft's AOCI
components, the common stock and paid-in capital column, corporate and other segment expenses, one note's effective
rate and an acquired-intangible class (6).
Derived (20): 7 ratios (e0/e1), 6 growths (e0/e1-1; three negative, each saying so), 2 differences (e0-e1: net debt,
free cash flow), 2 margins from cost ((e0-e1)/e0, one negative, saying so), 2 debt-to-equity ((e0+e1+e2)/e3,
(e0+e1)/e2), 1 net debt (e0+e1+e2-e3); two jargon questions are differences too (a free cash flow and a working
capital, both negative, each saying so).
Overlap (check_overlap against rounds 1-68, same_fact="reported", within=True): 0; with same_fact=True: 0; no fact
serves two questions of the round. A first draft's Pioneer hurricane-charge question was replaced: the income
statement (LossFromCatastrophes) and the cash flow statement (StormDamageProvision) both label it 'Hurricane activity,
net' with different second-quarter amounts.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-69 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64, gr.QUESTIONS_65, gr.QUESTIONS_66, gr.QUESTIONS_67, gr.QUESTIONS_68)  # rounds 1-68, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-68's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 69 FSDS filings (CIK mod 4 == 1)
NUE = "fsds:0001193125-09-171521"   # NUCOR CORP 10-Q (2009q3), CIK 73309, SIC 3312, Q2 2009 (ended July 4) and six months
FLS = "fsds:0000950123-09-026987"   # FLOWSERVE CORP 10-Q (2009q3), CIK 30625, SIC 3561, Q2 2009 and six months
ETN = "fsds:0000950123-09-029675"   # EATON CORP 10-Q (2009q3), CIK 31277, SIC 3590, Q2 2009 and six months
PXD = "fsds:0001193125-09-172858"   # PIONEER NATURAL RESOURCES CO 10-Q/A (2009q3), CIK 1038357, SIC 1311; EquityComponents rows
EPAY = "fsds:0001073349-10-000043"  # BOTTOMLINE TECHNOLOGIES INC 10-Q/A (2010q2), CIK 1073349, SIC 7372, fiscal Q3 2010
FMC = "fsds:0001193125-10-108357"   # FMC CORP 10-Q (2010q2), CIK 37785, SIC 2800, Q1 2010
COP = "fsds:0000950123-10-043643"   # CONOCOPHILLIPS 10-Q (2010q2), CIK 1163165, SIC 2911, Q1 2010
PDE = "fsds:0000950123-10-040577"   # PRIDE INTERNATIONAL INC 10-Q (2010q2), CIK 833081, SIC 1381, Q1 2010
TICK = {NUE: "nue", FLS: "fls", ETN: "etn", PXD: "pxd", EPAY: "epay", FMC: "fmc", COP: "cop", PDE: "pde"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQCOL = lambda m: {"EquityComponents": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Nucor, Flowserve, Eaton, Pioneer)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ1, FY08 = ("2009-01-01", "2009-03-31"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (FMC, ConocoPhillips, Pride)
Q10, Q09, Q210 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2010-04-01", "2010-06-30")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# Bottomline fiscal 2010 (year from July 1): Q3 = January-March 2010, nine months from July 1, 2009
BQ, B9M, BQPY, B9MPY = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
BB, BFYE, BFY09 = (None, "2010-03-31"), (None, "2009-06-30"), ("2008-07-01", "2009-06-30")

# Union Pacific 10-K 2012 and Microsoft 10-K 2015: periods, axes and members for the members questions
U_FY10, U_FY11 = ("2010-01-01", "2010-12-31"), ("2011-01-01", "2011-12-31")
U_BS12, U_BS10, U_BS09 = (None, "2012-12-31"), (None, "2010-12-31"), (None, "2009-12-31")
EQAX = G + "StatementEquityComponentsAxis"
UEQ = lambda m: {EQAX: G + m}
DBP = lambda m: {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": G + m}
BALLAST = {PPEAX: "unp:RoadBallastMember"}
DOUBTFUL = {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}
M_FY15, M_FY14 = ("2014-07-01", "2015-06-30"), ("2013-07-01", "2014-06-30")
M_BS15, M_BS13, M_BS12 = (None, "2015-06-30"), (None, "2013-06-30"), (None, "2012-06-30")
AOCI_CFH = {EQAX: G + "AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedgesMember"}
AOCI_CTA = {EQAX: "msft:AccumulatedTranslationAdjustmentAndOtherMember"}
CS_APIC = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
CORP_RECON = {CONS: "msft:CorporateAndReconcilingItemsMember"}
NOTE_42_2019 = {G + "DebtInstrumentAxis": "msft:NotesFourPointTwoPercentDueJuneOneTwentyNineteenMember"}
CUST_REL = {FLI: G + "CustomerRelationshipsMember"}

# =================================================================== direct
C = "direct"
add(C, NUE, "How much inventory was on Nucor's balance sheet at the end of the second quarter of 2009?", fact(F(NUE, "InventoryNet"), PB, USD))
add(C, NUE, "Nucor -- salaries, wages and related accruals owed at the close of Q2 2009", fact(F(NUE, "EmployeeRelatedLiabilities"), PB, USD))
add(C, FLS, "Flowserve's net inventories as of June 30, 2009?", fact(F(FLS, "InventoryNet"), PB, USD))
add(C, FLS, "What did Flowserve carry for retirement obligations and other liabilities at mid-2009 (June 30)?",
    fact(F(FLS, "RetirementObligationsAndOtherLiabilities"), PB, USD))
add(C, ETN, "Eaton's pension liabilities on the June 30, 2009 balance sheet", fact(F(ETN, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PB, USD))
add(C, ETN, "How large were Eaton's other postretirement benefit liabilities at 6/30/09?",
    fact(F(ETN, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), PB, USD))
add(C, ETN, "Accrued compensation at Eaton, end of June 2009", fact(F(ETN, "EmployeeRelatedLiabilitiesCurrent"), PB, USD))
add(C, PXD, "Pioneer Natural Resources: gross proved oil and gas properties (successful efforts, before accumulated DD&A) at June 30, 2009",
    fact(F(PXD, "ProvedOilAndGasPropertySuccessfulEffortMethod"), PB, USD))
add(C, PXD, "What interest payable did Pioneer show as of June 30, 2009?", fact(F(PXD, "InterestPayable"), PB, USD))
add(C, EPAY, "Bottomline Technologies' current deferred revenue at March 31, 2010", fact(F(EPAY, "DeferredRevenueCurrent"), BB, USD))
add(C, EPAY, "Net intangible assets on Bottomline's balance sheet at the end of its fiscal third quarter of 2010 (March 31, 2010)",
    fact(F(EPAY, "FiniteLivedIntangibleAssetsNet"), BB, USD))
add(C, EPAY, "How much goodwill did Bottomline carry as of 3/31/2010?", fact(F(EPAY, "Goodwill"), BB, USD))
add(C, FMC, "FMC Corporation's accrued customer rebates at March 31, 2010", fact(F(FMC, "AccruedCustomerRebates"), B10, USD))
add(C, FMC, "What environmental liabilities (continuing and discontinued, long-term) did FMC report at the end of Q1 2010?",
    fact(F(FMC, "AccruedEnvironmentalLossContingenciesNoncurrent"), B10, USD))
add(C, FMC, "FMC -- guarantees of vendor financing on the balance sheet, March 31, 2010", fact(F(FMC, "GuaranteesOfVendorFinancing"), B10, USD))
add(C, COP, "ConocoPhillips inventories as of March 31, 2010", fact(F(COP, "InventoryNet"), B10, USD))
add(C, COP, "How much did ConocoPhillips carry for asset retirement obligations and accrued environmental costs at the end of the first quarter of 2010?",
    fact(F(COP, "AssetRetirementObligationsAndAccruedEnvironmentalCosts"), B10, USD))
add(C, COP, "COP goodwill balance, 31 March 2010", fact(F(COP, "Goodwill"), B10, USD))
add(C, PDE, "Pride International's property and equipment at cost (gross, before accumulated depreciation) on March 31, 2010",
    fact(F(PDE, "PropertyPlantAndEquipmentGross"), B10, USD))
add(C, PDE, "What were Pride's accrued expenses and other current liabilities as of the first-quarter 2010 balance sheet date?",
    fact(F(PDE, "AccruedLiabilitiesCurrent"), B10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, NUE, "What were Nucor's net sales in the second quarter of 2008, the comparable quarter a year earlier?", fact(F(NUE, "SalesRevenueNet"), PQPY, USD))
add(C, NUE, "Nucor goodwill at year-end 2008 (December 31, 2008)", fact(F(NUE, "Goodwill"), PYE, USD))
add(C, FLS, "Flowserve gross profit for the three months ended June 30, 2008", fact(F(FLS, "GrossProfit"), PQPY, USD))
add(C, FLS, "How much in accrued liabilities did Flowserve have at the end of 2008?", fact(F(FLS, "AccruedLiabilitiesCurrent"), PYE, USD))
add(C, FLS, "Flowserve's cash and cash equivalents a year before the Q2 2009 balance sheet, i.e. at June 30, 2008",
    fact(F(FLS, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, ETN, "Eaton short-term debt as of December 31, 2008", fact(F(ETN, "ShortTermBorrowings"), PYE, USD))
add(C, ETN, "Eaton's selling & administrative expense in the prior-year quarter (Q2 2008)",
    fact(F(ETN, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, ETN, "How much did Eaton spend on research & development in the first six months of 2008?",
    fact(F(ETN, "ResearchAndDevelopmentExpense"), PHPY, USD))
add(C, PXD, "Pioneer's oil and gas revenues for the second quarter of 2008", fact(F(PXD, "OilAndGasRevenue"), PQPY, USD))
add(C, PXD, "Current deferred revenue on Pioneer Natural Resources' December 31, 2008 balance sheet",
    fact(F(PXD, "DeferredRevenueCurrent"), PYE, USD))
add(C, PXD, "What net income attributable to common stockholders did Pioneer earn in the six months ended June 30, 2008?",
    fact(F(PXD, "NetIncomeLoss"), PHPY, USD))
add(C, EPAY, "Bottomline's total revenues for the three months ended March 31, 2009 (its fiscal Q3 2009)", fact(F(EPAY, "Revenues"), BQPY, USD))
add(C, EPAY, "Bottomline Technologies' accumulated deficit at its June 30, 2009 fiscal year-end (signed, negative for a deficit)",
    fact(F(EPAY, "RetainedEarningsAccumulatedDeficit"), BFYE, USD))
add(C, FMC, "FMC costs of sales and services in the first quarter of 2009", fact(F(FMC, "CostOfRevenue"), Q09, USD))
add(C, FMC, "Long-term debt, less current portion, at FMC on December 31, 2009", fact(F(FMC, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, FMC, "What did FMC spend on research and development in 1Q 2009?", fact(F(FMC, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), Q09, USD))
add(C, COP, "Production and operating expenses at ConocoPhillips in the year-ago quarter, Q1 2009",
    fact(F(COP, "ProductionAndOperatingExpenses"), Q09, USD))
add(C, COP, "ConocoPhillips short-term debt at the end of 2009", fact(F(COP, "DebtCurrent"), DEC09, USD))
add(C, PDE, "Pride International's total revenues (including reimbursables) for the first quarter of 2009", fact(F(PDE, "SalesRevenueNet"), Q09, USD))
add(C, PDE, "Cash and cash equivalents held by Pride at December 31, 2009", fact(F(PDE, "CashAndCashEquivalentsAtCarryingValue"), DEC09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, NUE, "Nucor's earnings (loss) before income taxes and noncontrolling interests for the second quarter of 2009 alone -- the "
    "three-month figure, not year to date; signed",
    fact(F(NUE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterest"), PQ, USD))
add(C, NUE, "Marketing, administrative and other expenses at Nucor for the first six months of 2009", fact(F(NUE, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, NUE, "Nucor's income tax line for Q2 2009 by itself (a benefit shown as a negative number)", fact(F(NUE, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, NUE, "Year-to-date through the second quarter of 2009, how much of Nucor's earnings went to noncontrolling interests?",
    fact(F(NUE, "NetIncomeLossAttributableToNoncontrollingInterest"), PH, USD))
add(C, FLS, "Flowserve cost of sales in Q2 2009 (April-June only)", fact(F(FLS, "CostOfGoodsAndServicesSold"), PQ, USD))
add(C, FLS, "Operating income Flowserve earned over January-June 2009", fact(F(FLS, "OperatingIncomeLoss"), PH, USD))
add(C, FLS, "Net earnings from affiliates at Flowserve for the three months to June 30, 2009", fact(F(FLS, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, FLS, "Flowserve's interest expense, six months ended June 30, 2009", fact(F(FLS, "InterestExpense"), PH, USD))
add(C, ETN, "Eaton net sales for the first half of 2009 (year to date, not the quarter)", fact(F(ETN, "SalesRevenueNet"), PH, USD))
add(C, ETN, "What was Eaton's cost of products sold in the June 2009 quarter on its own?", fact(F(ETN, "CostOfRevenue"), PQ, USD))
add(C, ETN, "Eaton R&D expense, 2Q 2009 only", fact(F(ETN, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, ETN, "Eaton's income taxes for the six months ended June 30, 2009, signed (a benefit is negative)", fact(F(ETN, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, PXD, "Pioneer's oil and gas production costs for the first six months of 2009", fact(F(PXD, "OilAndGasProductionExpense"), PH, USD))
add(C, PXD, "Depletion, depreciation and amortization at Pioneer Natural Resources in the second quarter of 2009 alone",
    fact(F(PXD, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, PXD, "What production and ad valorem taxes did Pioneer incur in the three months ended June 30, 2009 (the quarter, not year to date)?",
    fact(F(PXD, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PQ, USD))
add(C, PXD, "Pioneer's net derivative losses, year to date through June 30, 2009", fact(F(PXD, "LossOnDerivativeInstrumentsPretax"), PH, USD))
add(C, EPAY, "Bottomline's subscriptions and transactions revenue for the quarter ended March 31, 2010 -- quarter only, not the nine months",
    fact(F(EPAY, "SubscriptionsAndTransactions"), BQ, USD))
add(C, EPAY, "Service and maintenance revenue at Bottomline for the nine months ended March 31, 2010", fact(F(EPAY, "ServiceAndMaintenance"), B9M, USD))
add(C, EPAY, "Bottomline sales and marketing expense in fiscal Q3 2010 (three months to March 31, 2010)", fact(F(EPAY, "SellingAndMarketingExpense"), BQ, USD))
add(C, EPAY, "Product development and engineering spend at Bottomline, fiscal 2010 year to date through March",
    fact(F(EPAY, "ResearchAndDevelopmentExpense"), B9M, USD))

# =================================================================== derived
C = "derived"
add(C, NUE, "By how much did Nucor's first-half net sales change in 2009 compared with the first half of 2008? Give a decimal, negative for a decline.",
    growth(F(NUE, "SalesRevenueNet"), PH, PHPY))
add(C, NUE, "Nucor's gross margin in Q2 2009, (net sales - cost of products sold) / net sales; negative if costs exceeded sales",
    margin_from_cost(F(NUE, "SalesRevenueNet"), F(NUE, "CostOfGoodsSold"), PQ))
add(C, FLS, "Flowserve operating margin for the second quarter of 2009 (operating income / sales)",
    ratio(F(FLS, "OperatingIncomeLoss"), F(FLS, "SalesRevenueNet"), PQ))
add(C, FLS, "Flowserve's effective tax rate for the first half of 2009: provision for income taxes divided by earnings before income taxes",
    ratio(F(FLS, "IncomeTaxExpenseBenefit"), F(FLS, "EarningsBeforeIncomeTaxes"), PH))
add(C, ETN, "Eaton's debt-to-equity at June 30, 2009 -- short-term debt plus current portion of long-term debt plus long-term debt, "
    "over Eaton shareholders' equity",
    derived("(e0+e1+e2)/e3", [inp(F(ETN, "ShortTermBorrowings"), PB), inp(F(ETN, "LongTermDebtAndCapitalLeaseObligationsCurrent"), PB),
                              inp(F(ETN, "LongTermDebtAndCapitalLeaseObligations"), PB), inp(F(ETN, "StockholdersEquity"), PB)], PB, PURE))
add(C, ETN, "Year-over-year change in Eaton's Q2 net sales, 2009 versus 2008, as a decimal (a decrease is negative)",
    growth(F(ETN, "SalesRevenueNet"), PQ, PQPY))
add(C, ETN, "Compute Eaton's gross margin for the first half of 2008 as (net sales minus cost of products sold) divided by net sales",
    margin_from_cost(F(ETN, "SalesRevenueNet"), F(ETN, "CostOfRevenue"), PHPY))
add(C, PXD, "Pioneer's net debt at June 30, 2009, defined as long-term debt less cash and cash equivalents",
    diff(F(PXD, "LongTermDebtNoncurrent"), F(PXD, "CashAndCashEquivalentsAtCarryingValue"), PB))
add(C, PXD, "G&A as a fraction of oil and gas revenues at Pioneer for the first half of 2009",
    ratio(F(PXD, "GeneralAndAdministrativeExpense"), F(PXD, "OilAndGasRevenue"), PH))
add(C, EPAY, "Bottomline's gross margin for its fiscal third quarter of 2010 (gross profit over total revenues)",
    ratio(F(EPAY, "GrossProfit"), F(EPAY, "Revenues"), BQ))
add(C, EPAY, "How fast did Bottomline's nine-month revenue grow in fiscal 2010 versus the same nine months of fiscal 2009? Decimal answer.",
    growth(F(EPAY, "Revenues"), B9M, B9MPY))
add(C, EPAY, "Bottomline free cash flow for the nine months to March 31, 2010: cash from operating activities minus purchases of property and equipment",
    diff(F(EPAY, "NetCashProvidedByUsedInOperatingActivities"), F(EPAY, "PaymentsToAcquirePropertyPlantAndEquipment"), B9M))
add(C, FMC, "FMC's Q1 2010 interest coverage: income from continuing operations before equity earnings, interest and taxes, "
    "divided by net interest expense",
    ratio(F(FMC, "OperatingIncomeLoss"), F(FMC, "InterestExpenseNet"), Q10))
add(C, FMC, "FMC first-quarter revenue growth, 2010 over 2009, expressed as a decimal", growth(F(FMC, "Revenues"), Q10, Q09))
add(C, FMC, "Net debt at FMC on March 31, 2010 = short-term debt + current portion of long-term debt + long-term debt - cash and cash equivalents",
    derived("e0+e1+e2-e3", [inp(F(FMC, "ShortTermBankLoansAndNotesPayable"), B10), inp(F(FMC, "LongTermDebtCurrent"), B10),
                            inp(F(FMC, "LongTermDebtNoncurrent"), B10), inp(F(FMC, "CashAndCashEquivalentsAtCarryingValue"), B10)],
            B10, USD, ratio=False))
add(C, COP, "ConocoPhillips debt-to-equity at March 31, 2010: (short-term debt + long-term debt) / total common stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(COP, "DebtCurrent"), B10), inp(F(COP, "LongTermDebtAndCapitalLeaseObligations"), B10),
                           inp(F(COP, "StockholdersEquity"), B10)], B10, PURE))
add(C, COP, "What was ConocoPhillips' effective tax rate in Q1 2010 (provision for income taxes / income before income taxes)?",
    ratio(F(COP, "IncomeTaxExpenseBenefit"), F(COP, "IncomeLossBeforeIncomeTaxes"), Q10))
add(C, COP, "Percentage growth in net income attributable to ConocoPhillips from Q1 2009 to Q1 2010, as a decimal",
    growth(F(COP, "NetIncomeLoss"), Q10, Q09))
add(C, PDE, "Pride International's operating margin for the first quarter of 2010: earnings from operations / total revenues",
    ratio(F(PDE, "OperatingIncomeLoss"), F(PDE, "SalesRevenueNet"), Q10))
add(C, PDE, "Change in Pride's net income, Q1 2010 vs Q1 2009, as a decimal growth rate (negative if it fell)", growth(F(PDE, "NetIncomeLoss"), Q10, Q09))

# =================================================================== members
C = "members"
add(C, PXD, "In Pioneer's statement of stockholders' equity for the first half of 2009, how much of the net hedge gains reclassified "
    "into continuing operations was recorded in the accumulated other comprehensive income column?",
    fact(F(PXD, "OtherComprehensiveIncomeReclassificationAdjustmentOnDerivativesIncludedInNetIncomeNetOfTax"), PH, USD,
         EQCOL("AccumulatedOtherComprehensiveIncome")))
add(C, PXD, "Hedge fair value changes attributed to the noncontrolling interest column of Pioneer's equity statement, six months ended June 30, 2009",
    fact(F(PXD, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), PH, USD, EQCOL("NoncontrollingInterest")))
add(C, PXD, "Per the common stock shares column of Pioneer's equity statement, how many shares were outstanding at June 30, 2009?",
    fact(F(PXD, "SharesOutstanding"), PB, SH, EQCOL("CommonStockShares")))
add(C, PXD, "How many common shares did Pioneer issue for vested compensation awards (net) during 1H 2009, per the equity statement's share column?",
    fact(F(PXD, "StockIssuedOrVestedDuringPeriodSharesStockAwards"), PH, SH, EQCOL("CommonStockShares")))
add(C, PXD, "Treasury stock column of Pioneer's statement of stockholders' equity: cost of treasury stock purchased in the six months to June 30, 2009",
    fact(F(PXD, "TreasuryStockValueAcquiredCostMethod"), PH, USD, EQCOL("TreasuryStock")))
add(C, PXD, "For stock option exercises in the first half of 2009, what amount did Pioneer record in the treasury stock column of its equity statement?",
    fact(F(PXD, "StockIssuedDuringPeriodValueStockOptionsExercised"), PH, USD, EQCOL("TreasuryStock")))
add(C, PXD, "Dividends declared charged to retained earnings in Pioneer's equity statement, January-June 2009",
    fact(F(PXD, "CashDividends"), PH, USD, EQCOL("RetainedEarnings")))
add(C, PXD, "Pioneer's noncontrolling interest equity component at December 31, 2008, as shown in the equity statement's opening balance",
    fact(F(PXD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PYE, USD, EQCOL("NoncontrollingInterest")))
add(C, UP, "Union Pacific's retained earnings column in its statement of changes in equity: balance at December 31, 2010",
    fact(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), U_BS10, USD, UEQ("RetainedEarningsMember")))
add(C, UP, "Treasury stock balance in UNP's equity statement at year-end 2010 (signed, negative as a deduction from equity)",
    fact(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), U_BS10, USD, UEQ("TreasuryStockMember")))
add(C, UP, "Service cost of Union Pacific's pension plans for 2010", fact(g("DefinedBenefitPlanServiceCost"), U_FY10, USD, DBP("PensionPlansDefinedBenefitMember")))
add(C, UP, "What discount rate did Union Pacific assume in determining 2011 net periodic cost for its other postretirement benefit plans?",
    fact(g("DefinedBenefitPlanAssumptionsUsedCalculatingNetPeriodicBenefitCostDiscountRate"), U_FY11, PURE,
         DBP("OtherPostretirementBenefitPlansDefinedBenefitMember")))
add(C, UP, "Annual depreciation rate Union Pacific applied to its ballast (road property) as of December 31, 2012",
    fact(["unp:DepreciationRate"], U_BS12, PURE, BALLAST))
add(C, UP, "Balance of UNP's allowance for doubtful accounts at December 31, 2009, per its valuation and qualifying accounts schedule",
    fact(g("ValuationAllowancesAndReservesBalance"), U_BS09, USD, DOUBTFUL))
add(C, MS, "Microsoft's accumulated other comprehensive income from derivatives (cash flow hedges) at June 30, 2012",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS12, USD, AOCI_CFH))
add(C, MS, "Translation adjustments and other component of Microsoft's AOCI at the end of fiscal 2013 (June 30, 2013), signed",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS13, USD, AOCI_CTA))
add(C, MS, "Income tax benefit related to stock-based compensation credited to Microsoft's common stock and paid-in capital in fiscal 2015",
    fact(g("AdjustmentToAdditionalPaidInCapitalIncomeTaxEffectFromShareBasedCompensationNet"), M_FY15, USD, CS_APIC))
add(C, MS, "In Microsoft's FY2015 segment reconciliation, operating expenses (excluding impairment, integration and restructuring) of corporate and other",
    fact(["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"], M_FY15, USD, CORP_RECON))
add(C, MS, "Effective interest rate on Microsoft's 4.20% notes due June 1, 2019, as of June 30, 2015",
    fact(g("DebtInstrumentInterestRateEffectivePercentage"), M_BS15, PURE, NOTE_42_2019))
add(C, MS, "Customer relationship intangibles Microsoft acquired during fiscal year 2014", fact(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY14, USD, CUST_REL))

# =================================================================== per_share
C = "per_share"
add(C, NUE, "Dividends Nucor declared per share in Q2 2009", fact(F(NUE, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, NUE, "What diluted EPS did Nucor report for the six months ended in mid-2008?", fact(F(NUE, "EarningsPerShareDiluted"), PHPY, PS))
add(C, FLS, "Flowserve cash dividends declared per share over the first half of 2009", fact(F(FLS, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, FLS, "Basic earnings per share at Flowserve for the quarter ended June 30, 2009", fact(F(FLS, "EarningsPerShareBasic"), PQ, PS))
add(C, FLS, "How many treasury shares did Flowserve hold on June 30, 2009?", fact(F(FLS, "TreasuryStockShares"), PB, SH))
add(C, ETN, "Eaton's cash dividends paid per common share in the first six months of 2009", fact(F(ETN, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, ETN, "Eaton -- average number of common shares outstanding assuming dilution, Q2 2009", fact(F(ETN, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, ETN, "Basic average share count Eaton used for the first half of 2008", fact(F(ETN, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, PXD, "Pioneer's diluted loss per share from continuing operations in Q2 2009 (signed)", fact(F(PXD, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, PXD, "Weighted average basic shares outstanding at Pioneer for the six months ended June 30, 2009",
    fact(F(PXD, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, EPAY, "Bottomline's diluted net income per share for the quarter ended March 31, 2010", fact(F(EPAY, "EarningsPerShareDiluted"), BQ, PS))
add(C, EPAY, "Basic EPS at Bottomline for the first nine months of fiscal 2009 (to March 31, 2009), signed", fact(F(EPAY, "EarningsPerShareBasic"), B9MPY, PS))
add(C, FMC, "FMC diluted EPS, Q1 2010 (net income attributable to FMC stockholders)", fact(F(FMC, "EarningsPerShareDiluted"), Q10, PS))
add(C, FMC, "Basic earnings per share from continuing operations at FMC in the first quarter of 2009",
    fact(F(FMC, "IncomeLossFromContinuingOperationsPerBasicShare"), Q09, PS))
add(C, FMC, "Number of FMC treasury shares at March 31, 2010", fact(F(FMC, "TreasuryStockShares"), B10, SH))
add(C, COP, "ConocoPhillips dividends paid per common share in the first quarter of 2010", fact(F(COP, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, COP, "Diluted weighted-average share count ConocoPhillips used for Q1 2010", fact(F(COP, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, PDE, "Pride International basic net income per share for the first quarter of 2010", fact(F(PDE, "EarningsPerShareBasic"), Q10, PS))
add(C, PDE, "What did Pride earn per diluted share from continuing operations in 1Q09?",
    fact(F(PDE, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, PDE, "Pride's common shares outstanding as of March 31, 2010", fact(F(PDE, "CommonStockSharesOutstanding"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, NUE, "NUE capex, 1H09", fact(F(NUE, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, NUE, "Nucor SBC for the first half of '09", fact(F(NUE, "ShareBasedCompensation"), PH, USD))
add(C, NUE, "NUE CFO YTD Q2 2009", fact(F(NUE, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, FLS, "FLS FCF 1H09 (CFO less capex; negative = cash outflow)",
    diff(F(FLS, "NetCashProvidedByUsedInOperatingActivities"), F(FLS, "PaymentsToAcquireProductiveAssets"), PH))
add(C, FLS, "Flowserve SG&A, 2Q08", fact(F(FLS, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, ETN, "ETN capex 1H09", fact(F(ETN, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, ETN, "Eaton op cash flow, first half 2009", fact(F(ETN, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, PXD, "PXD capex -- additions to oil & gas properties, 1H09", fact(F(PXD, "PaymentsToAcquireOilAndGasProperty"), PH, USD))
add(C, PXD, "Pioneer buybacks (treasury stock purchased, per the cash flow statement), 1H09", fact(F(PXD, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, EPAY, "EPAY total opex, 9M FY10", fact(F(EPAY, "OperatingExpenses"), B9M, USD))
add(C, FMC, "FMC SG&A 1Q10", fact(F(FMC, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, FMC, "FMC capex in Q1 2010", fact(F(FMC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, FMC, "FMC CFO from continuing ops, 1Q10 (signed)", fact(F(FMC, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q10, USD))
add(C, FMC, "FMC D&A, first quarter 2010", fact(F(FMC, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, COP, "COP capex and investments, 1Q10", fact(F(COP, "CapitalExpendituresAndInvestments"), Q10, USD))
add(C, COP, "ConocoPhillips DD&A for Q1 2010", fact(F(COP, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, COP, "COP working capital at 3/31/10 (current assets minus current liabilities; negative if a deficit)",
    diff(F(COP, "AssetsCurrent"), F(COP, "LiabilitiesCurrent"), B10))
add(C, PDE, "PDE capex, 1Q10", fact(F(PDE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, PDE, "Pride G&A (ex-D&A) in 1Q10", fact(F(PDE, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, PDE, "Pride EBT from continuing ops, Q1 2010",
    fact(F(PDE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))

# =================================================================== refuse
C = "refuse"
add(C, NUE, "What were Commercial Metals Company's net sales in the second quarter of 2009?",
    refuse(oc, "Commercial Metals is not in the data (Nucor is).", other("COMMERCIAL METALS")))
add(C, PXD, "How much oil and gas revenue did Concho Resources report for the first half of 2009?",
    refuse(oc, "Concho Resources is not in the data (Pioneer Natural Resources is).", other("CONCHO")))
add(C, EPAY, "What was ACI Worldwide's revenue for the quarter ended March 31, 2010?",
    refuse(oc, "ACI Worldwide is not in the data (Bottomline Technologies is).", other("ACI WORLDWIDE")))
add(C, FMC, "Syngenta's crop protection sales in the first quarter of 2010 -- how much?",
    refuse(oc, "Syngenta is not in the data (FMC is).", other("SYNGENTA")))
add(C, COP, "Give me Lukoil's net income for Q1 2010.",
    refuse(oc, "Lukoil is not in the data (ConocoPhillips is).", other("LUKOIL")))
add(C, ETN, "Eaton's net sales for the first quarter of 2009 on a standalone basis (January through March)?",
    refuse(pn, "The Q2 2009 10-Q reports the second quarter and the six months; the March 2009 quarter is not reported on its own.",
           absent(F(ETN, "SalesRevenueNet"), PQ1)))
add(C, FLS, "What were Flowserve's sales for the full year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months to June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(FLS, "SalesRevenueNet"), FY08)))
add(C, PDE, "How much revenue did Pride International generate in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(PDE, "SalesRevenueNet"), Q210)))
add(C, COP, "What were ConocoPhillips' total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(COP, "Assets"), MAR09)))
add(C, EPAY, "Bottomline Technologies' total revenues for its full fiscal year 2009 (ended June 30, 2009)?",
    refuse(pn, "The fiscal Q3 2010 10-Q/A reports the quarters and nine months to March 31, 2010 and 2009; no full fiscal 2009 income statement.",
           absent(F(EPAY, "Revenues"), BFY09)))
add(C, NUE, "How much did Nucor spend on research and development in the first half of 2009?",
    refuse(cn, "Nucor's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, FLS, "What restructuring charges did Flowserve record in the second quarter of 2009?",
    refuse(cn, "Flowserve's Q2 2009 data report no restructuring charges or reserves.",
           absent_any(g("RestructuringCharges", "RestructuringReserve", "RestructuringCosts", "RestructuringAndRelatedCostIncurredCost",
                        "RestructuringCostsAndAssetImpairmentCharges", "RestructuringSettlementAndImpairmentProvisions"))))
add(C, COP, "How much did ConocoPhillips spend repurchasing its own shares in the first quarter of 2010?",
    refuse(cn, "ConocoPhillips' Q1 2010 data report no share repurchases (the treasury share count is unchanged).",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares", "TreasuryStockSharesAcquired"))))
add(C, EPAY, "What dividend per share did Bottomline pay in the nine months ended March 31, 2010?",
    refuse(cn, "Bottomline's fiscal Q3 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, PDE, "How much goodwill was on Pride International's balance sheet at March 31, 2010?",
    refuse(cn, "Pride's Q1 2010 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
WHY_COP = ("ConocoPhillips' Q1 2010 income statement reports 'Sales and other operating revenues' (SalesRevenueNet) and "
           "'Total Revenues and Other Income' (TotalRevenuesAndOtherIncome, which adds equity earnings and other income), "
           "with different amounts.")
add(C, COP, "What were ConocoPhillips' revenues for the first quarter of 2010?", refuse(am, WHY_COP, amb_for(COP, WHY_COP,
    (F(COP, "SalesRevenueNet"), Q10, None), (F(COP, "TotalRevenuesAndOtherIncome"), Q10, None))))
WHY_PDE = ("Pride's Q1 2009 figures report depreciation and amortization twice with different amounts: the income-statement "
           "line of continuing operations (CostOfServicesDepreciationAndAmortization) and the cash flow statement add-back "
           "(DepreciationDepletionAndAmortization).")
add(C, PDE, "How much depreciation and amortization did Pride International record in the first quarter of 2009?",
    refuse(am, WHY_PDE, amb_for(PDE, WHY_PDE, (F(PDE, "CostOfServicesDepreciationAndAmortization"), Q09, None),
                                (F(PDE, "DepreciationDepletionAndAmortization"), Q09, None))))
WHY_PXD = ("Pioneer's June 30, 2009 balance sheet has two 'Derivatives' liability lines, a current one (DerivativeLiabilitiesCurrent) "
           "and a noncurrent one (DerivativeLiabilitiesNoncurrent), with different amounts and no total.")
add(C, PXD, "What derivative liability did Pioneer Natural Resources carry on its balance sheet at June 30, 2009?",
    refuse(am, WHY_PXD, amb_for(PXD, WHY_PXD, (F(PXD, "DerivativeLiabilitiesCurrent"), PB, None),
                                (F(PXD, "DerivativeLiabilitiesNoncurrent"), PB, None))))
WHY_ETN = ("Eaton reports both basic (EarningsPerShareBasic) and diluted (EarningsPerShareDiluted) earnings per share for the "
           "first six months of 2008, with different values; the question names neither.")
add(C, ETN, "What was Eaton's earnings per share for the first six months of 2008?",
    refuse(am, WHY_ETN, amb_for(ETN, WHY_ETN, (F(ETN, "EarningsPerShareBasic"), PHPY, None), (F(ETN, "EarningsPerShareDiluted"), PHPY, None))))
WHY_FLS = ("Flowserve's June 30, 2009 balance sheet has three lines labelled 'Deferred taxes': a current asset "
           "(DeferredTaxAssetsNetCurrent), a noncurrent asset (DeferredTaxAssetsNetNoncurrent) and a current liability "
           "(DeferredTaxLiabilitiesCurrent), all different.")
add(C, FLS, "What amount did Flowserve report for deferred taxes on its June 30, 2009 balance sheet?",
    refuse(am, WHY_FLS, amb_for(FLS, WHY_FLS, (F(FLS, "DeferredTaxAssetsNetCurrent"), PB, None),
                                (F(FLS, "DeferredTaxAssetsNetNoncurrent"), PB, None), (F(FLS, "DeferredTaxLiabilitiesCurrent"), PB, None))))


def main():
    write_round("h69", gr.QUESTIONS_69, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
