#!/usr/bin/env python3
"""Writes evals/data/ask_heldout76.jsonl and its refusal probes (ask_heldout76_probes.jsonl) -- round 76 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout76.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions76.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout76.jsonl
The writer imported the round 1-72 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-72 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_72 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-72 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_76 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_72,
one by one.
Written without reading the tool under test.

Round 76 notes.
FSDS filings: companies no round 1-72 used, all with CIK mod 4 == 0 (checked CIK by CIK and adsh by adsh against
every question and probe file of rounds 1-72, mapping each used adsh to its CIK through both sub.txt files, and
against avoid_adsh.txt). The residue-0 pool is exhausted but for these: of the 125 residue-0 filers of 2009q3 and
the 145 of 2010q2, every company but seven (2009q3) and eight (2010q2) had a filing used by an earlier round (most
companies file in both quarters). Left out of those: Netflix (an instance company), DIRECTV Holdings (subsidiary of
DIRECTV, used), Midwest Generation (subsidiary of Edison International, used) and Merrill Lynch (subsidiary of Bank of
America, used). What remains is exactly three filings in 2009q3 and five in 2010q2, so this round takes all eight
(three and five, as the brief allows), with three companies in both quarters:
  2009q3 (calendar Q2 2009 and six months): Petrohawk Energy (10-Q; oil and gas E&P, SIC 1311, CIK 1059324),
  Range Resources (10-Q; E&P, 1311, CIK 315852), Massey Energy (10-Q/A, full statements; coal, 1221, CIK 37748).
  2010q2: Petrohawk Energy (10-Q, Q1 2010), Range Resources (10-Q, Q1 2010), Massey Energy (10-Q/A, Q1 2010, full
  statements), Trintech Group (20-F/A for the fiscal year ended January 31, 2009; Irish payments/financial-governance
  software, 7372, CIK 1094316; segment, equity-component and other dimensional rows), ORIX Corp (20-F for the fiscal
  year ended March 31, 2010; Japanese leasing and financial services, 6159, CIK 1070304; EquityComponents rows).
Massey was bought by Alpha Natural Resources in 2011 (Alpha's 2009 predecessor filer is used); round 72 left it out
for that and for its amendments, but at the time of these filings Massey was neither a parent nor a subsidiary of a
used company, and both amendments carry the full balance sheet, income and cash flow statements.
ORIX reports every fiscal-2010 fact twice (yen and a dollar convenience translation), which gold_reader's FSDS lookup
rejects as ambiguous, so every ORIX question asks a fiscal-2009 or fiscal-2008 fact (years ended March 31, 2009 and
2008) or a balance at March 31, 2009 / 2008 / 2007, reported in yen only; unit JPY (JPY/share for per-share data).
Sign quirks avoided: Massey's Q2 2009 amendment tags its income tax and interest expense with reversed signs, its
capital expenditures and dividends paid as negatives, and its Q1 2010 total costs and expenses as a negative; none of
those is asked. Petrohawk's income-statement DD&A is tagged negative under an accumulated-depreciation tag: not asked.
Quarter-vs-YTD: the three 2009q3 filers (Q2 2009 against the first half); the 2010q2 filings are first quarters or
fiscal years.
Members: Trintech's segment rows (GRC, Healthcare), pre-tax loss by country, restructuring type, deferred rent by
facility and equity-statement columns (10); ORIX's equity-statement columns (10), all for fiscal 2009/2008.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-76 share
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


# ------------------------------------------------------------------ round 76 FSDS filings (CIK mod 4 == 0)
HK9 = "fsds:0001193125-09-163743"   # PETROHAWK ENERGY CORP 10-Q (2009q3), CIK 1059324, Q2 2009 and six months
RR9 = "fsds:0000950123-09-024544"   # RANGE RESOURCES CORP 10-Q (2009q3), CIK 315852, Q2 2009 and six months
MS9 = "fsds:0000037748-09-000037"   # MASSEY ENERGY CO 10-Q/A (2009q3), CIK 37748, Q2 2009 and six months
HK0 = "fsds:0001193125-10-107586"   # PETROHAWK ENERGY CORP 10-Q (2010q2), CIK 1059324, Q1 2010
MS0 = "fsds:0000037748-10-000025"   # MASSEY ENERGY CO 10-Q/A (2010q2), CIK 37748, Q1 2010
TT = "fsds:0001193125-10-141331"    # TRINTECH GROUP PLC 20-F/A (2010q2), CIK 1094316, fiscal year ended 2009-01-31
RR0 = "fsds:0000950123-10-038994"   # RANGE RESOURCES CORP 10-Q (2010q2), CIK 315852, Q1 2010
IX = "fsds:0001193125-10-149108"    # ORIX CORP 20-F (2010q2), CIK 1070304, fiscal year ended 2010-03-31, JPY
TICK = {HK9: "hk", RR9: "rrc", MS9: "mee", HK0: "hk", MS0: "mee", TT: "trin", RR0: "rrc", IX: "ix"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
TSEG = lambda m: {"SegmentReportingInformationBySegment": m}
JPY, JPYPS = "JPY", "JPY/share"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Petrohawk, Range, Massey 2009q3)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ1 = ("2009-01-01", "2009-03-31")
# calendar Q1 2010 (Petrohawk, Range, Massey 2010q2)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
# Trintech: fiscal years ended January 31 (FSDS ddate 20090131, 20080131, 20070131)
T09, T08, T07 = ("2008-02-01", "2009-01-31"), ("2007-02-01", "2008-01-31"), ("2006-02-01", "2007-01-31")
T10 = ("2009-02-01", "2010-01-31")
TB09, TB08, TB07 = (None, "2009-01-31"), (None, "2008-01-31"), (None, "2007-01-31")
# ORIX: fiscal years ended March 31 (fiscal 2009 = year ended March 31, 2009)
O09, O08 = ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
OB09, OB08, OB07 = (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")
IX_EQ = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"

# =================================================================== direct
C = "direct"
add(C, HK9, "Petrohawk Energy's goodwill balance as of June 30, 2009?", fact(F(HK9, "Goodwill"), PB, USD))
add(C, HK9, "Under the full cost method, what did Petrohawk carry as unevaluated oil and natural gas properties at the end of Q2 2009?",
    fact(F(HK9, "UnevaluatedOilAndGasPropertyFullCostMethodGross"), PB, USD))
add(C, HK9, "HK: marketable securities held as a current asset on 30 June 2009",
    fact(F(HK9, "MarketableSecuritiesCurrent"), PB, USD))
add(C, RR9, "Range Resources -- investments accounted for by the equity method, balance sheet dated June 30, 2009",
    fact(F(RR9, "EquityMethodInvestments"), PB, USD))
add(C, RR9, "What liability did Range Resources show for its deferred compensation plan at mid-year 2009?",
    fact(F(RR9, "DeferredCompensationArrangementWithIndividualRecordedLiability"), PB, USD))
add(C, RR9, "How much interest had Range accrued but not yet paid as of 6/30/2009?", fact(F(RR9, "InterestPayableCurrent"), PB, USD))
add(C, MS9, "Massey Energy inventories on the June 30, 2009 balance sheet", fact(F(MS9, "InventoryNet"), PB, USD))
add(C, MS9, "What pension obligation (non-current) did Massey Energy report at the end of the second quarter of 2009?",
    fact(F(MS9, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PB, USD))
add(C, MS9, "Massey's accrued payroll and employee benefits, current liabilities, June 30, 2009",
    fact(F(MS9, "EmployeeRelatedLiabilitiesCurrent"), PB, USD))
add(C, HK0, "How much did Petrohawk classify as assets held for sale at March 31, 2010?",
    fact(F(HK0, "AssetsHeldForSaleLongLived"), B10, USD))
add(C, HK0, "Petrohawk restricted cash on its March 31, 2010 balance sheet", fact(F(HK0, "RestrictedCashAndCashEquivalentsNoncurrent"), B10, USD))
add(C, HK0, "What midstream revenue did Petrohawk Energy book in Q1 2010?", fact(F(HK0, "NaturalGasMidstreamRevenue"), Q10, USD))
add(C, MS0, "Massey Energy's cash and cash equivalents at the close of the first quarter of 2010",
    fact(F(MS0, "CashAndCashEquivalentsAtCarryingValue"), B10, USD))
add(C, MS0, "Revenue Massey earned from purchased coal in the three months ended March 31, 2010",
    fact(F(MS0, "PurchasedCoalRevenue"), Q10, USD))
add(C, MS0, "MEE interest income, 1Q 2010", fact(F(MS0, "InvestmentIncomeInterestAndDividend"), Q10, USD))
add(C, RR0, "What termination costs did Range Resources record in the first quarter of 2010?",
    fact(F(RR0, "OtherRestructuringCosts"), Q10, USD))
add(C, RR0, "Range's impairment of proved oil and gas properties for the quarter ended March 31, 2010",
    fact(F(RR0, "ImpairmentOfOilAndGasProperties"), Q10, USD))
add(C, RR0, "Gain on the sale of assets shown on Range Resources' Q1 2010 income statement",
    fact(F(RR0, "GainLossOnSaleOfProperty"), Q10, USD))
add(C, TT, "Trintech's deferred revenues at January 31, 2009", fact(F(TT, "DeferredRevenueCurrent"), TB09, USD))
add(C, TT, "How much did Trintech Group spend on research and development in the fiscal year that ended January 31, 2009?",
    fact(F(TT, "ResearchAndDevelopmentExpense"), T09, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, HK9, "Total stockholders' equity of Petrohawk at December 31, 2008", fact(F(HK9, "StockholdersEquity"), PYE, USD))
add(C, HK9, "Petrohawk's lease operating expense in the year-earlier quarter, i.e. three months ended June 30, 2008",
    fact(F(HK9, "LeaseOperatingExpense"), PQPY, USD))
add(C, RR9, "How much oil and gas sales revenue did Range Resources record in 2Q 2008?", fact(F(RR9, "OilAndGasSalesRevenue"), PQPY, USD))
add(C, RR9, "Range Resources retained earnings, end of 2008", fact(F(RR9, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, MS9, "Massey's produced coal revenue for the comparable 2008 quarter (April-June 2008)",
    fact(F(MS9, "CoalProductsAndServicesRevenue"), PQPY, USD))
add(C, MS9, "What cash and cash equivalents did Massey Energy hold at June 30, 2008, a year before its latest quarter-end?",
    fact(F(MS9, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, HK0, "Petrohawk's net income (loss) in the first quarter of 2009, signed", fact(F(HK0, "NetIncomeLoss"), Q09, USD))
add(C, HK0, "Non-current long-term debt on Petrohawk's balance sheet at year-end 2009 (the long-term liability line, not the current portion)",
    fact(F(HK0, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, HK0, "HK accounts receivable as of December 31, 2009", fact(F(HK0, "AccountsReceivableNetCurrent"), DEC09, USD))
add(C, MS0, "Massey Energy total revenues in the year-ago quarter (Q1 2009)", fact(F(MS0, "Revenues"), Q09, USD))
add(C, MS0, "Massey's retained earnings at December 31, 2009", fact(F(MS0, "RetainedEarningsAccumulatedDeficit"), DEC09, USD))
add(C, MS0, "Other noncurrent liabilities on Massey Energy's year-end 2009 balance sheet",
    fact(F(MS0, "OtherLiabilitiesNoncurrent"), DEC09, USD))
add(C, RR0, "Range Resources exploration expense for the March 2009 quarter", fact(F(RR0, "ExplorationExpense"), Q09, USD))
add(C, RR0, "What was Range's deferred compensation liability at the prior year-end (Dec 31, 2009)?",
    fact(F(RR0, "DeferredCompensationLiabilityClassifiedNoncurrent"), DEC09, USD))
add(C, RR0, "RRC total stockholders' equity as of 12/31/2009", fact(F(RR0, "StockholdersEquity"), DEC09, USD))
add(C, TT, "Trintech's total revenues for fiscal 2008, the year ended January 31, 2008", fact(F(TT, "Revenues"), T08, USD))
add(C, TT, "What goodwill did Trintech carry a year earlier, at January 31, 2008?", fact(F(TT, "Goodwill"), TB08, USD))
add(C, IX, "ORIX operating income for the fiscal year ended March 31, 2008, in yen", fact(F(IX, "OperatingIncomeLoss"), O08, JPY))
add(C, IX, "What did ORIX report for installment loans on its March 31, 2009 balance sheet (yen)?",
    fact(F(IX, "InstallmentLoans"), OB09, JPY))
add(C, IX, "ORIX interest expense in fiscal 2009 (April 2008 - March 2009), yen", fact(F(IX, "InterestExpense"), O09, JPY))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, HK9, "Full cost ceiling impairment recorded by Petrohawk over the first six months of 2009",
    fact(F(HK9, "AssetImpairmentCharges"), PH, USD))
add(C, HK9, "Petrohawk's marketing revenues (the revenue line, not the marketing expense) for the second quarter of 2009 only",
    fact(F(HK9, "GasGatheringTransportationMarketingAndProcessingRevenue"), PQ, USD))
add(C, HK9, "Year-to-date general and administrative expense at Petrohawk through June 30, 2009",
    fact(F(HK9, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, HK9, "Petrohawk oil and natural gas revenues in the April-June 2009 quarter, excluding the first quarter",
    fact(F(HK9, "OilAndGasRevenue"), PQ, USD))
add(C, HK9, "What did Petrohawk report as interest expense and other for the six months ended June 30, 2009?",
    fact(F(HK9, "InterestExpense"), PH, USD))
add(C, HK9, "Total operating expenses at Petrohawk, three months ended June 30, 2009", fact(F(HK9, "CostsAndExpenses"), PQ, USD))
add(C, HK9, "Net gain on derivative contracts at Petrohawk for 1H 2009 (January through June)",
    fact(F(HK9, "GainLossOnDerivativeInstrumentsNetPretax"), PH, USD))
add(C, RR9, "Range Resources exploration expense for Q2 2009 by itself", fact(F(RR9, "ExplorationExpense"), PQ, USD))
add(C, RR9, "Abandonment and impairment of unproved properties at Range, first half of 2009 (six months)",
    fact(F(RR9, "ExplorationAbandonmentAndImpairmentExpense"), PH, USD))
add(C, RR9, "Range's depletion, depreciation and amortization in the second quarter of 2009 -- quarter, not year to date",
    fact(F(RR9, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, RR9, "Direct operating expense at Range Resources for the six months through June 30, 2009",
    fact(F(RR9, "LeaseOperatingExpense"), PH, USD))
add(C, RR9, "Range's derivative fair value income (loss) for the three months ended June 30, 2009, signed (negative for a loss)",
    fact(F(RR9, "DerivativeInstrumentsNotDesignatedAsHedgingInstrumentsGainLossNet"), PQ, USD))
add(C, RR9, "Total revenue at Range Resources, six months ended 6/30/09", fact(F(RR9, "Revenues"), PH, USD))
add(C, RR9, "Production and ad valorem taxes Range expensed in Q2 '09 alone", fact(F(RR9, "ProductionTaxExpense"), PQ, USD))
add(C, MS9, "Massey's freight and handling revenue for the second quarter of 2009 (three months only)",
    fact(F(MS9, "ShippingAndHandlingRevenue"), PQ, USD))
add(C, MS9, "Produced coal revenue at Massey Energy in Q2 2009, the quarter on its own", fact(F(MS9, "CoalProductsAndServicesRevenue"), PQ, USD))
add(C, MS9, "Cost of produced coal revenue at Massey for the half-year ended June 30, 2009",
    fact(F(MS9, "CostOfCoalProductsAndServices"), PH, USD))
add(C, MS9, "Massey Energy selling, general and administrative expense for just the June 2009 quarter",
    fact(F(MS9, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, MS9, "What was Massey's income before interest and taxes for January-June 2009 (year to date)?",
    fact(F(MS9, "IncomeBeforeInterestAndTaxes"), PH, USD))
add(C, MS9, "Other revenue Massey reported for the three months ended June 30, 2009", fact(F(MS9, "OtherOperatingIncome"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, HK9, "Petrohawk net debt at June 30, 2009, taken as long-term debt (current portion plus non-current) minus cash",
    derived("e0+e1-e2", [inp(F(HK9, "LongTermDebtCurrent"), PB), inp(F(HK9, "LongTermDebtNoncurrent"), PB),
                         inp(F(HK9, "Cash"), PB)], PB, USD, ratio=False))
add(C, HK9, "Growth in Petrohawk's oil and natural gas revenues, first half 2009 over first half 2008, as a decimal (negative if they fell)",
    growth(F(HK9, "OilAndGasRevenue"), PH, PHPY))
add(C, RR9, "Range Resources' debt-to-equity ratio at June 30, 2009, defined as (bank debt + subordinated notes and other long-term debt) / total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(RR9, "LongTermLineOfCredit"), PB), inp(F(RR9, "SubordinatedLongTermDebt"), PB),
                           inp(F(RR9, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, RR9, "What share of Range's Q2 2009 total revenue went to general and administrative expense (G&A / total revenue)?",
    ratio(F(RR9, "GeneralAndAdministrativeExpense"), F(RR9, "Revenues"), PQ))
add(C, MS9, "Year-over-year change in Massey Energy's total revenues for the first six months, 2009 vs 2008, as a decimal growth rate (negative means a decline)",
    growth(F(MS9, "Revenues"), PH, PHPY))
add(C, MS9, "Massey's current ratio (total current assets / total current liabilities) as of June 30, 2009",
    ratio(F(MS9, "AssetsCurrent"), F(MS9, "LiabilitiesCurrent"), PB))
add(C, HK0, "Petrohawk free cash flow for Q1 2010, defined as operating cash flow minus oil and gas capital expenditures minus other operating property and equipment expenditures (negative if spending exceeded cash from operations)",
    derived("e0-e1-e2", [inp(F(HK0, "NetCashProvidedByUsedInOperatingActivities"), Q10),
                         inp(F(HK0, "PaymentsToAcquireOilAndGasPropertyAndEquipment"), Q10),
                         inp(F(HK0, "PaymentsToAcquireOtherPropertyPlantAndEquipment"), Q10)], Q10, USD, ratio=False))
add(C, HK0, "By how much did Petrohawk's oil and natural gas revenue grow in Q1 2010 versus Q1 2009? Answer as a decimal.",
    growth(F(HK0, "OilAndGasRevenue"), Q10, Q09))
add(C, HK0, "Petrohawk's effective tax rate for the first quarter of 2010 (income tax provision / income before income taxes)",
    ratio(F(HK0, "IncomeTaxExpenseBenefit"), F(HK0, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, MS0, "Massey Energy working capital at March 31, 2010 (current assets less current liabilities)",
    diff(F(MS0, "AssetsCurrent"), F(MS0, "LiabilitiesCurrent"), B10))
add(C, MS0, "Produced coal revenue growth at Massey, first quarter 2010 vs first quarter 2009, as a decimal -- negative if revenue dropped",
    growth(F(MS0, "CoalProductsAndServicesRevenue"), Q10, Q09))
add(C, MS0, "Ratio of Massey's total liabilities to total shareholders' equity at the end of Q1 2010",
    ratio(F(MS0, "Liabilities"), F(MS0, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10))
add(C, RR0, "Range Resources' net profit margin for Q1 2010: net income divided by total revenues",
    ratio(F(RR0, "NetIncomeLoss"), F(RR0, "Revenues"), Q10))
add(C, RR0, "Percentage change in Range's oil and gas sales from 1Q09 to 1Q10, expressed as a decimal",
    growth(F(RR0, "OilAndGasSalesRevenue"), Q10, Q09))
add(C, RR0, "Range's net debt at March 31, 2010, where net debt = bank debt + subordinated notes - cash and equivalents",
    derived("e0+e1-e2", [inp(F(RR0, "LongTermLineOfCredit"), B10), inp(F(RR0, "SubordinatedLongTermDebt"), B10),
                         inp(F(RR0, "CashAndCashEquivalentsAtCarryingValue"), B10)], B10, USD, ratio=False))
add(C, TT, "Trintech's gross margin for the fiscal year ended January 31, 2009 (gross margin dollars / total revenues)",
    ratio(F(TT, "GrossProfit"), F(TT, "Revenues"), T09))
add(C, TT, "How fast did Trintech's license revenue grow in fiscal 2009 (year to Jan 31, 2009) over fiscal 2008? Decimal growth rate.",
    growth(F(TT, "LicenseAndMaintenanceRevenue"), T09, T08))
add(C, IX, "ORIX total revenues growth for the year ended March 31, 2009 versus the year ended March 31, 2008, as a decimal (negative for a decline)",
    growth(F(IX, "Revenues"), O09, O08))
add(C, IX, "In fiscal 2009 (year to March 31, 2009), how much did ORIX's operating lease revenues exceed its costs of operating leases, in yen?",
    derived("e0-e1", [inp(F(IX, "OperatingLeasesIncomeStatementLeaseRevenue"), O09),
                      inp(F(IX, "DirectCostsOfLeasedAndRentedPropertyOrEquipment"), O09)], O09, JPY, ratio=False))
add(C, IX, "ORIX's effective tax rate for the year ended March 31, 2008: provision for income taxes over income before income taxes, discontinued operations and extraordinary gain",
    ratio(F(IX, "IncomeTaxExpenseBenefit"), F(IX, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesAndNoncontrollingInterest"), O08))

# =================================================================== members (dimensional FSDS rows)
C = "members"
add(C, TT, "Revenue of Trintech's GRC segment for the year ended January 31, 2009",
    fact(F(TT, "Revenues"), T09, USD, TSEG("GRCSegment")))
add(C, TT, "What did the Healthcare segment contribute to Trintech's revenues in fiscal 2008 (year ended Jan 31, 2008)?",
    fact(F(TT, "Revenues"), T08, USD, TSEG("HealthcareSegment")))
add(C, TT, "Trintech GRC segment operating income, fiscal year ended January 31, 2007",
    fact(F(TT, "OperatingIncomeLoss"), T07, USD, TSEG("GRCSegment")))
add(C, TT, "Operating income (loss) of Trintech's Healthcare segment in fiscal 2009, signed",
    fact(F(TT, "OperatingIncomeLoss"), T09, USD, TSEG("HealthcareSegment")))
add(C, TT, "Total assets attributed to the Healthcare segment at Trintech as of January 31, 2009",
    fact(F(TT, "Assets"), TB09, USD, TSEG("HealthcareSegment")))
add(C, TT, "Trintech's GRC segment gross margin in dollars (revenues less cost of revenues) for fiscal 2009",
    fact(F(TT, "GrossProfit"), T09, USD, TSEG("GRCSegment")))
add(C, TT, "Trintech's loss before income taxes generated in Ireland for the year to January 31, 2009 (signed)",
    fact(F(TT, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), T09, USD,
         {"LossBeforeProvisionForIncomeTaxesByCountry": "Ireland"}))
add(C, TT, "Of Trintech's fiscal 2009 restructuring charge, how much was for employee severance?",
    fact(F(TT, "RestructuringCharges"), T09, USD, {"RestructuringReserveByTypeOfRestructuring": "EmployeeSeverance"}))
add(C, TT, "Non-current deferred rent attributable to Trintech's Dallas facility at January 31, 2009",
    fact(F(TT, "DeferredRentCreditNoncurrent"), TB09, USD, {"LeasePeriodByLocation": "DallasFacility"}))
add(C, TT, "Balance of the accumulated deficit column in Trintech's statement of shareholders' equity at January 31, 2007 (signed)",
    fact(F(TT, "StockholdersEquity"), TB07, USD, EC("RetainedEarnings")))
add(C, IX, "Cash dividends paid out of the noncontrolling interests column of ORIX's equity statement, fiscal year ended March 31, 2009 (yen)",
    fact(F(IX, "DividendsCash"), O09, JPY, EC("NoncontrollingInterest")))
add(C, IX, "How much in cash dividends did ORIX charge to retained earnings in the year ended March 31, 2008, per the statement of changes in equity?",
    fact(F(IX, "DividendsCash"), O08, JPY, EC("RetainedEarnings")))
add(C, IX, "Net change of foreign currency translation adjustments recorded in ORIX's accumulated other comprehensive income column for fiscal 2009 (year to March 2009), signed, yen",
    fact(F(IX, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecreaseExcludingPortionAttributableToRedeemableNoncontrollingInterest"),
         O09, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, IX, "ORIX equity statement: change in unrealized gains (losses) on investment securities within accumulated OCI for the year ended March 31, 2008 (signed, in yen)",
    fact(F(IX, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTaxExcludingPortionAttributableToRedeemableNoncontrollingInterest"),
         O08, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, IX, "Treasury stock ORIX acquired during fiscal 2009 (April 2008-March 2009), as shown in the treasury stock column of its equity statement",
    fact(F(IX, "TreasuryStockValueAcquiredCostMethod"), O09, JPY, EC("TreasuryStock")))
add(C, IX, "Effect on ORIX's retained earnings of disposing of treasury stock in the year ended March 31, 2009 -- signed, negative for a reduction (yen)",
    fact(F(IX, "TreasuryStockValueRetiredCostMethod"), O09, JPY, EC("RetainedEarnings")))
add(C, IX, "ORIX's accumulated other comprehensive income (loss) component of equity at March 31, 2008, signed, yen",
    fact(F(IX, IX_EQ), OB08, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, IX, "Noncontrolling interests balance in ORIX's statement of changes in equity as of March 31, 2007 (yen)",
    fact(F(IX, IX_EQ), OB07, JPY, EC("NoncontrollingInterest")))
add(C, IX, "Amount credited to ORIX's common stock column for stock option exercises in fiscal 2008 (year ended March 31, 2008)",
    fact(F(IX, "StockIssuedDuringPeriodValueStockOptionsExercised"), O08, JPY, EC("CommonStock")))
add(C, IX, "Contributions to subsidiaries recorded in the noncontrolling interests column of ORIX's equity statement for the year to March 31, 2009",
    fact(F(IX, "ContributionsFromAndDistributionsToNoncontrollingInterests"), O09, JPY, EC("NoncontrollingInterest")))

# =================================================================== per_share
C = "per_share"
add(C, HK9, "Petrohawk basic net income (loss) per share for the six months ended June 30, 2009 -- keep the sign",
    fact(F(HK9, "EarningsPerShareBasic"), PH, PS))
add(C, HK9, "Number of Petrohawk common shares outstanding at June 30, 2009", fact(F(HK9, "CommonStockSharesOutstanding"), PB, SH))
add(C, RR9, "Dividends declared per Range Resources common share, first half of 2009", fact(F(RR9, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, RR9, "RRC diluted EPS, Q2 2009 (signed)", fact(F(RR9, "EarningsPerShareDiluted"), PQ, PS))
add(C, RR9, "How many shares of common stock had Range issued as of June 30, 2009?", fact(F(RR9, "CommonStockSharesIssued"), PB, SH))
add(C, MS9, "What dividend per share did Massey Energy pay over the first six months of 2009?",
    fact(F(MS9, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, MS9, "Shares Massey used to calculate diluted earnings per share for 2Q09", fact(F(MS9, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, HK0, "Petrohawk diluted earnings per share, quarter ended March 31, 2010", fact(F(HK0, "EarningsPerShareDiluted"), Q10, PS))
add(C, HK0, "Basic weighted average share count at Petrohawk for 1Q 2010", fact(F(HK0, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, MS0, "MEE diluted earnings per share for the first quarter of 2010", fact(F(MS0, "EarningsPerShareDiluted"), Q10, PS))
add(C, MS0, "How many Massey common shares were issued at March 31, 2010?", fact(F(MS0, "CommonStockSharesIssued"), B10, SH))
add(C, RR0, "Range Resources diluted EPS for Q1 2010", fact(F(RR0, "EarningsPerShareDiluted"), Q10, PS))
add(C, RR0, "Basic earnings per share at Range in the first quarter of 2009", fact(F(RR0, "EarningsPerShareBasic"), Q09, PS))
add(C, RR0, "Diluted weighted-average shares outstanding, Range Resources, three months to March 31, 2010",
    fact(F(RR0, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, TT, "Trintech basic net loss per ordinary share for the year ended January 31, 2009 (negative)", fact(F(TT, "EarningsPerShareBasic"), T09, PS))
add(C, TT, "Diluted net loss per equivalent ADS reported by Trintech for fiscal 2008 (year ended January 31, 2008), signed",
    fact(F(TT, "EarningsPerADSDiluted"), T08, PS))
add(C, TT, "Weighted ordinary shares Trintech used to compute basic and diluted net loss per share in fiscal 2009",
    fact(F(TT, "WeightedAverageNumberOfSharesOutstandingBasicAndDiluted"), T09, SH))
add(C, IX, "ORIX diluted EPS (net income attributable to ORIX Corporation) for the year ended March 31, 2009, in yen",
    fact(F(IX, "EarningsPerShareDiluted"), O09, JPYPS))
add(C, IX, "Cash dividends per share ORIX paid in fiscal 2009 (year to March 2009), yen", fact(F(IX, "CommonStockDividendsPerShareCashPaid"), O09, JPYPS))
add(C, IX, "ORIX basic income from continuing operations per share, fiscal year ended March 31, 2008 (yen)",
    fact(F(IX, "IncomeLossFromContinuingOperationsPerBasicShare"), O08, JPYPS))

# =================================================================== jargon
C = "jargon"
add(C, HK9, "Petrohawk non-cash stock-based comp (cash flow add-back), H1 2009", fact(F(HK9, "ShareBasedCompensation"), PH, USD))
add(C, HK9, "HK CFO, first half of '09", fact(F(HK9, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, RR9, "RRC divs paid in cash, YTD June 2009", fact(F(RR9, "PaymentsOfDividends"), PH, USD))
add(C, RR9, "Range bottom line for 1H09, with its sign", fact(F(RR9, "ProfitLoss"), PH, USD))
add(C, MS9, "MEE SBC expense (cash flow statement), six months to June 2009", fact(F(MS9, "ShareBasedCompensation"), PH, USD))
add(C, MS9, "Massey book value (total shareholders' equity) at 6/30/09",
    fact(F(MS9, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD))
add(C, HK0, "Petrohawk top line, 1Q10 (total operating revenues)", fact(F(HK0, "Revenues"), Q10, USD))
add(C, HK0, "HK SBC for Q1 2010", fact(F(HK0, "ShareBasedCompensation"), Q10, USD))
add(C, HK0, "Petrohawk book value at March 31, 2010", fact(F(HK0, "StockholdersEquity"), B10, USD))
add(C, MS0, "Massey SG&A, Q1 2010", fact(F(MS0, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, MS0, "MEE capex in 1Q10", fact(F(MS0, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, MS0, "Massey Energy bottom line, first quarter 2010", fact(F(MS0, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, USD))
add(C, RR0, "RRC G&A, 1Q10", fact(F(RR0, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, RR0, "Range Resources deferred and stock-based comp add-back in the Q1 2010 cash flow", fact(F(RR0, "ShareBasedCompensation"), Q10, USD))
add(C, RR0, "RRC DD&A on the P&L for 1Q10 (excluding the proved property impairment)",
    fact(F(RR0, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, TT, "Trintech S&M spend, FY ended Jan-09", fact(F(TT, "SellingAndMarketingExpense"), T09, USD))
add(C, TT, "TTPA capex (purchases of property and equipment), fiscal 2009", fact(F(TT, "PaymentsToAcquirePropertyPlantAndEquipment"), T09, USD))
add(C, IX, "ORIX D&A in the cash flow statement, FY3/09, yen", fact(F(IX, "DepreciationAndAmortization"), O09, JPY))
add(C, IX, "ORIX buybacks (treasury stock acquired, cash flow statement), FY ended Mar-08, yen",
    fact(F(IX, "PaymentsForRepurchaseOfCommonStock"), O08, JPY))
add(C, IX, "ORIX CFO for the year ended March 2009 (yen)", fact(F(IX, "NetCashProvidedByUsedInOperatingActivities"), O09, JPY))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, HK9, "What did GMX Resources report for oil and gas sales in the second quarter of 2009?",
    refuse(oc, "GMX Resources is not in the data (Petrohawk is).", other("GMX RESOURCES")))
add(C, RR9, "Quicksilver Resources' total revenue for the six months ended June 30, 2009?",
    refuse(oc, "Quicksilver Resources is not in the data (Range Resources is).", other("QUICKSILVER")))
add(C, MS9, "How much produced coal revenue did James River Coal have in Q2 2009?",
    refuse(oc, "James River Coal is not in the data (Massey Energy is).", other("JAMES RIVER")))
add(C, RR0, "Penn Virginia's natural gas revenue for the first quarter of 2010?",
    refuse(oc, "Penn Virginia is not in the data (Range Resources is).", other("PENN VIRGINIA")))
add(C, IX, "What were Mitsubishi UFJ Lease & Finance's total revenues for the year ended March 31, 2009?",
    refuse(oc, "Mitsubishi UFJ Lease & Finance is not in the data (ORIX is).", other("MITSUBISHI UFJ LEASE")))
# period_not_reported
add(C, RR9, "Range Resources' total revenues for the first quarter of 2009 alone (January-March)?",
    refuse(pn, "The Q2 2009 10-Q reports the June quarters and the six-month periods; the March 2009 quarter is not reported on its own.",
           absent(F(RR9, "Revenues"), PQ1)))
add(C, HK0, "What were Petrohawk's total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(HK0, "Assets"), MAR09)))
add(C, MS0, "Massey Energy's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q/A reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(MS0, "Revenues"), FY09)))
add(C, TT, "Trintech's total revenues for the fiscal year ended January 31, 2010?",
    refuse(pn, "The 20-F/A covers the fiscal years ended January 31, 2009, 2008 and 2007; fiscal 2010 is not reported.",
           absent(F(TT, "Revenues"), T10)))
add(C, IX, "ORIX's total assets at March 31, 2008?",
    refuse(pn, "The 20-F's balance sheets are at March 31, 2010 and 2009; no March 31, 2008 balance sheet (the equity statement reports only equity at that date).",
           absent(F(IX, "Assets"), OB08)))
# concept_not_reported
add(C, HK9, "What dividend per common share did Petrohawk declare in the second quarter of 2009?",
    refuse(cn, "Petrohawk's Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, MS9, "How much goodwill did Massey Energy carry on its June 30, 2009 balance sheet?",
    refuse(cn, "Massey's Q2 2009 data report no goodwill (nor any intangible asset line).",
           absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, HK0, "What was Petrohawk's inventory balance at March 31, 2010?",
    refuse(cn, "Petrohawk's Q1 2010 data report no inventory line.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials",
                        "OtherInventorySupplies", "InventoryCurrentAndNoncurrent"))))
add(C, RR0, "How much did Range Resources spend on research and development in Q1 2010?",
    refuse(cn, "Range Resources' Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, TT, "How large a goodwill impairment did Trintech record in fiscal 2009?",
    refuse(cn, "Trintech's fiscal 2009 data report no goodwill or intangible asset impairment.",
           absent_any(g("GoodwillImpairmentLoss", "ImpairmentOfIntangibleAssetsExcludingGoodwill", "GoodwillAndIntangibleAssetImpairment",
                        "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"))))
# ambiguous
WHY_HK = ("Petrohawk's June 30, 2009 balance sheet has two lines labelled 'Long-term debt': one among current liabilities "
          "(LongTermDebtCurrent) and one among non-current liabilities (LongTermDebtNoncurrent), with different amounts.")
add(C, HK9, "What was Petrohawk's long-term debt at June 30, 2009?", refuse(am, WHY_HK, amb_for(HK9, WHY_HK,
    (F(HK9, "LongTermDebtCurrent"), PB, None), (F(HK9, "LongTermDebtNoncurrent"), PB, None))))
WHY_RR = ("Range's June 30, 2009 balance sheet has two lines labelled 'Deferred tax liability': a current liability "
          "(DeferredTaxLiabilitiesCurrent) and a non-current one (DeferredTaxLiabilitiesNoncurrent), with different amounts.")
add(C, RR9, "How much deferred tax liability did Range Resources report at mid-2009?", refuse(am, WHY_RR, amb_for(RR9, WHY_RR,
    (F(RR9, "DeferredTaxLiabilitiesCurrent"), PB, None), (F(RR9, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_MS = ("Massey's Q1 2010 statements report three items labelled 'Depreciation, depletion and amortization': the income "
          "statement's amount applicable to cost of produced coal revenue (CostOfGoodsSoldDepreciationDepletionAndAmortization), "
          "the amount applicable to selling, general and administrative (DepreciationAndAmortization) and the cash flow "
          "statement's total (DepreciationDepletionAndAmortization), with different amounts.")
add(C, MS0, "Massey's depreciation, depletion and amortization for Q1 2010?", refuse(am, WHY_MS, amb_for(MS0, WHY_MS,
    (F(MS0, "CostOfGoodsSoldDepreciationDepletionAndAmortization"), Q10, None), (F(MS0, "DepreciationAndAmortization"), Q10, None),
    (F(MS0, "DepreciationDepletionAndAmortization"), Q10, None))))
WHY_TT = ("Trintech reports diluted net loss per share two ways for fiscal 2009: per Ordinary Share (EarningsPerShareDiluted) "
          "and per equivalent ADS (an extension tag), with different amounts.")
add(C, TT, "What was Trintech's diluted loss per share for the year ended January 31, 2009?", refuse(am, WHY_TT, amb_for(TT, WHY_TT,
    (F(TT, "EarningsPerShareDiluted"), T09, None), (F(TT, "EarningsPerADSDiluted"), T09, None))))
WHY_IX = ("ORIX's income statement for the year ended March 31, 2009 reports 'Net Income' (ProfitLoss, including noncontrolling "
          "and redeemable noncontrolling interests) and 'Net Income Attributable to ORIX Corporation' (NetIncomeLoss), with different amounts.")
add(C, IX, "ORIX's net income for fiscal 2009 (the year ended March 31, 2009)?", refuse(am, WHY_IX, amb_for(IX, WHY_IX,
    (F(IX, "ProfitLoss"), O09, None), (F(IX, "NetIncomeLoss"), O09, None))))


def main():
    write_round("h76", gr.QUESTIONS_76, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_76, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
