#!/usr/bin/env python3
"""Writes evals/data/ask_heldout70.jsonl and its refusal probes (ask_heldout70_probes.jsonl) -- round 70 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout70.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions70.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout70.jsonl
The writer imported the round 1-68 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-68 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_68 of that copy's gold_reader, one by one); here `from specs import *` takes them from evals/heldout
itself, gr.QUESTIONS_70 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_68, one by one.
Written without reading the tool under test.

Round 70 notes.
FSDS filings: companies no round 1-68 used (checked CIK by CIK and adsh by adsh against every question and probe file of
rounds 1-68 and against avoid_adsh.txt), all with CIK mod 4 == 2. Left out: Imperial Oil (about 70 % owned by Exxon Mobil,
a round-68 company), and the instance companies. The 2009q3 archive holds exactly four other eligible filers:
  2009q3 (calendar Q2 2009 and six months): Ultra Petroleum (natural gas E&P, full cost), Cabot Oil & Gas (natural gas
  E&P, successful efforts), Newfield Exploration (E&P; a 10-Q/A with EquityComponents rows), Teva Pharmaceutical
  Industries (generic drugs; a 6-K with full US-GAAP interim statements).
  2010q2: Sony (20-F, fiscal year ended March 31, 2010, yen; EquityComponents rows), Hitachi (20-F, fiscal year ended
  March 31, 2010, yen; EquityComponents rows), WNS (Holdings) (business process outsourcing; 20-F/A, fiscal year ended
  March 31, 2010, dollars; EquityComponents and Scenario=RelatedParty rows), First Horizon National (bank; 10-Q/A, Q1 2010;
  EquityComponents rows).
Quarter-vs-YTD: the four 2009q3 filers (Q2 2009 against the first half); the 2010q2 filers report annual periods (20-F)
or a first quarter (FHN), so they have no quarter/YTD pair.
Members: EquityComponents columns of Newfield (3), Sony (5), Hitachi (4), First Horizon (4) and WNS (2), and WNS's
related-party (Scenario=RelatedParty) rows (2). No instance filing is used.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: 20 each
(Ultra, Cabot, Newfield, Teva from 2009q3; Sony, Hitachi, WNS, First Horizon from 2010q2).
Derived (20): 9 ratios (e0/e1: current ratio, operating margin, accumulated-DD&A share of gross property, gross margin x2,
effective tax rate, SG&A to revenue, loan-to-deposit, allowance to loans), 3 growths (e0/e1-1; two negative, each saying
so), 2 differences (e0-e1: brokered gas margin, working capital), 1 total debt (e0+e1), 1 margin from cost ((e0-e1)/e0),
2 debt-to-equity ((e0+e1)/e2, (e0+e1+e2)/e3), 1 net debt (e0+e1+e2-e3), 1 efficiency ratio (e0/(e1+e2)); three jargon
questions are free cash flows (e0-e1).
Yen amounts (Sony, Hitachi) are asked and stored in yen (unit JPY, per-share JPY/share), as the data set reports them.
Signs: every question whose answer is negative says it wants the signed figure.
Overlap (check_overlap against rounds 1-68, same_fact="reported", within=True): 0; with same_fact=True (every input fact
of every answerable question, derived inputs included): 0, and no fact serves two questions of the round.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-70 share

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


# ------------------------------------------------------------------ round 70 FSDS filings (CIK mod 4 == 2)
UPL = "fsds:0000950123-09-029387"   # ULTRA PETROLEUM CORP 10-Q (2009q3), CIK 1022646, SIC 1311, Q2 2009 and six months
COG = "fsds:0001193125-09-159490"   # CABOT OIL & GAS CORP 10-Q (2009q3), CIK 858470, SIC 1311, Q2 2009 and six months
NFX = "fsds:0000912750-09-000056"   # NEWFIELD EXPLORATION CO 10-Q/A (2009q3), CIK 912750, SIC 1311; EquityComponents rows
TEVA = "fsds:0001193125-09-158140"  # TEVA PHARMACEUTICAL INDUSTRIES 6-K (2009q3), CIK 818686, SIC 2834, Q2 2009 and six months
SNE = "fsds:0000950123-10-061435"   # SONY CORP 20-F (2010q2), CIK 313838, SIC 3651, FY ended 2010-03-31, JPY
HIT = "fsds:0001193125-10-149406"   # HITACHI LTD 20-F (2010q2), CIK 47710, SIC 1600, FY ended 2010-03-31, JPY
WNS = "fsds:0000950123-10-058948"   # WNS (HOLDINGS) LTD 20-F/A (2010q2), CIK 1356570, SIC 7389, FY ended 2010-03-31, USD
FHN = "fsds:0000950123-10-055965"   # FIRST HORIZON NATIONAL CORP 10-Q/A (2010q2), CIK 36966, SIC 6021, Q1 2010
TICK = {UPL: "upl", COG: "cog", NFX: "nfx", TEVA: "teva", SNE: "sne", HIT: "hit", WNS: "wns", FHN: "fhn"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}
RELP = {"Scenario": "RelatedParty"}
JPY, JPS = "JPY", "JPY/share"

# calendar Q2 2009 and first half (Ultra, Cabot, Newfield, Teva)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# fiscal years ended March 31 (Sony, Hitachi, WNS)
FY10, FY09, FYM08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
FY11 = ("2010-04-01", "2011-03-31")
BS10, BS09, BS08, BS07 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")
# calendar Q1 2010 (First Horizon)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2008-12-31")

UPL_PRETAX = F(UPL, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments")
NFX_PRETAX = F(NFX, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments")
TEVA_PRETAX = F(TEVA, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments")
DIV_TAGS = g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "CommonStockDividendsPerShareDeclared",
             "CommonStockDividendsPerShareCashPaid", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash", "Dividends")

# =================================================================== direct
C = "direct"
add(C, UPL, "Ultra Petroleum's production taxes payable on the June 30, 2009 balance sheet", fact(F(UPL, "ProductionTaxesPayable"), PB, USD))
add(C, UPL, "How large was Ultra's capital cost accrual at the end of the second quarter of 2009?", fact(F(UPL, "CapitalCostAccrual"), PB, USD))
add(C, COG, "Cabot Oil & Gas: carrying value of its investment in equity securities as of June 30, 2009",
    fact(F(COG, "CostMethodInvestments"), PB, USD))
add(C, COG, "What long-term liability for pension and postretirement benefits did Cabot report at the end of June 2009?",
    fact(F(COG, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, NFX, "Newfield Exploration -- advances from joint owners, 6/30/2009", fact(F(NFX, "AdvancesFromJointOwners"), PB, USD))
add(C, NFX, "Under full cost accounting, how much of Newfield's oil and gas property cost was excluded from amortization at June 30, 2009?",
    fact(F(NFX, "OilAndGasPropertiesExcludedFromAmortizationFullCostMethodOfAccounting"), PB, USD))
add(C, TEVA, "Teva's liability for sales reserves and allowances at the end of June 2009", fact(F(TEVA, "SalesReservesAllowances"), PB, USD))
add(C, TEVA, "Convertible senior debentures outstanding on Teva's balance sheet as of 30 June 2009",
    fact(F(TEVA, "ConvertibleDebtNoncurrent"), PB, USD))
add(C, SNE, "Sony's capitalized film costs on the balance sheet at March 31, 2010 (in yen)", fact(F(SNE, "FilmCosts"), BS10, JPY))
add(C, SNE, "How much did customers have on deposit with Sony's banking business as of 31 March 2010?",
    fact(F(SNE, "DepositsFromCustomersInBankingBusiness"), BS10, JPY))
add(C, SNE, "How big were Sony's reserves for future insurance policy benefits (the line that also includes 'other') at its March 2010 "
    "fiscal year-end?",
    fact(F(SNE, "FutureInsurancePolicyBenefitsAndOther"), BS10, JPY))
add(C, HIT, "Advances received from customers on Hitachi's consolidated balance sheet at March 31, 2010",
    fact(F(HIT, "CustomerAdvancesCurrent"), BS10, JPY))
add(C, HIT, "Hitachi's liability for retirement and severance benefits, 3/31/2010", fact(F(HIT, "RetirementAndSeveranceBenefitsNoncurrent"), BS10, JPY))
add(C, HIT, "What did Hitachi carry as investments in leases within current assets at the end of March 2010?",
    fact(F(HIT, "CapitalLeasesLessorBalanceSheetNetInvestmentInDirectFinancingAndSalesTypeLeasesCurrent"), BS10, JPY))
add(C, WNS, "Funds WNS (Holdings) held for clients at March 31, 2010", fact(F(WNS, "FundsHeldForClients"), BS10, USD))
add(C, WNS, "Unbilled revenue on WNS's balance sheet as of the end of its fiscal year, March 31, 2010",
    fact(F(WNS, "UnbilledContractsReceivable"), BS10, USD))
add(C, WNS, "What was the carrying amount of WNS's redeemable noncontrolling interest on March 31, 2010?",
    fact(F(WNS, "TemporaryEquityCarryingAmount"), BS10, USD))
add(C, FHN, "First Horizon National's loans held for sale at March 31, 2010", fact(F(FHN, "LoansHeldForSale"), B10, USD))
add(C, FHN, "Fair value of the mortgage servicing rights on FHN's balance sheet at the end of Q1 2010",
    fact(F(FHN, "ServicingAssetAtFairValueAmount"), B10, USD))
add(C, FHN, "How much foreclosed real estate did First Horizon hold as of March 31, 2010?",
    fact(F(FHN, "RealEstateAcquiredThroughForeclosure"), B10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, UPL, "Ultra Petroleum's natural gas sales in the second quarter of 2008", fact(F(UPL, "NaturalGasProductionRevenue"), PQPY, USD))
add(C, UPL, "UPL long-term debt at year-end 2008", fact(F(UPL, "LongTermDebtNoncurrent"), PYE, USD))
add(C, COG, "Cabot Oil & Gas net accounts receivable on December 31, 2008", fact(F(COG, "ReceivablesNetCurrent"), PYE, USD))
add(C, COG, "Brokered natural gas revenue Cabot booked in the first six months of 2008",
    fact(F(COG, "BrokeredNaturalGasMarginRevenue"), PHPY, USD))
add(C, NFX, "Newfield's accrued liabilities at the end of 2008", fact(F(NFX, "AccruedLiabilitiesCurrent"), PYE, USD))
add(C, NFX, "What oil and gas revenues did Newfield Exploration report for the first half of 2008?", fact(F(NFX, "OilAndGasRevenue"), PHPY, USD))
add(C, TEVA, "Teva short-term debt as of December 31, 2008", fact(F(TEVA, "DebtCurrent"), PYE, USD))
add(C, TEVA, "How much acquired in-process research and development did Teva expense in the six months ended June 30, 2008?",
    fact(F(TEVA, "ResearchAndDevelopmentInProcess"), PHPY, USD))
add(C, SNE, "Sony's financial service revenue for the fiscal year ended March 31, 2009", fact(F(SNE, "FinancialServicesRevenue"), FY09, JPY))
add(C, SNE, "Inventories on Sony's balance sheet a year earlier, at March 31, 2009", fact(F(SNE, "InventoryNet"), BS09, JPY))
add(C, SNE, "What operating income did Sony earn in FY3/2008 (the year ended March 31, 2008)?", fact(F(SNE, "OperatingIncomeLoss"), FYM08, JPY))
add(C, HIT, "Impairment losses for long-lived assets at Hitachi in the fiscal year ended March 31, 2009",
    fact(F(HIT, "ImpairmentOfLongLivedAssetsHeldForUse"), FY09, JPY))
add(C, HIT, "Hitachi's short-term debt at March 31, 2009", fact(F(HIT, "ShortTermBorrowings"), BS09, JPY))
add(C, HIT, "Hitachi equity in net earnings (loss) of affiliated companies for the year to March 2009 -- signed, negative for a loss",
    fact(F(HIT, "IncomeLossFromEquityMethodInvestments"), FY09, JPY))
add(C, WNS, "WNS amortization of intangible assets for the fiscal year ended March 31, 2009",
    fact(F(WNS, "FiniteLivedIntangibleAssetsAmortizationExpense"), FY09, USD))
add(C, WNS, "Cash WNS paid for acquisitions, net of cash received, during the year ended March 31, 2009",
    fact(F(WNS, "PaymentsToAcquireBusinessesNetOfCashAcquired"), FY09, USD))
add(C, WNS, "WNS (Holdings) goodwill as of March 31, 2009", fact(F(WNS, "Goodwill"), BS09, USD))
add(C, FHN, "First Horizon's provision for loan losses in the first quarter of 2009", fact(F(FHN, "ProvisionForLoanLeaseAndOtherLosses"), Q09, USD))
add(C, FHN, "FHN term borrowings on the December 31, 2009 balance sheet", fact(F(FHN, "OtherLongTermDebt"), DEC09, USD))
add(C, FHN, "Mortgage banking income at First Horizon National in the year-ago quarter, 1Q 2009", fact(F(FHN, "MortgageBanking"), Q09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, UPL, "Gathering fees at Ultra Petroleum for Q2 2009 alone (three months to June 30)", fact(F(UPL, "GatheringFees"), PQ, USD))
add(C, UPL, "Ultra's transportation charges for the six months ended June 30, 2009", fact(F(UPL, "TransportationCharges"), PH, USD))
add(C, UPL, "Lease operating expenses Ultra incurred in the April-June 2009 quarter", fact(F(UPL, "LeaseOperatingExpenses"), PQ, USD))
add(C, UPL, "Year to date through June 2009, what gain or loss on commodity derivatives did Ultra record? Signed, negative for a loss.",
    fact(F(UPL, "GainLossOnCommodityDerivatives"), PH, USD))
add(C, UPL, "Ultra Petroleum depletion and depreciation for 2Q09 by itself, not the half-year", fact(F(UPL, "DepletionOfOilAndGasProperties"), PQ, USD))
add(C, COG, "COG natural gas production revenue for the second quarter of 2009 only", fact(F(COG, "NaturalGasProductionRevenue"), PQ, USD))
add(C, COG, "Cabot's exploration expense in the three months ended June 30, 2009", fact(F(COG, "ExplorationExpense"), PQ, USD))
add(C, COG, "Depreciation, depletion and amortization at Cabot Oil & Gas for January through June 2009",
    fact(F(COG, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, COG, "Impairment of unproved properties that Cabot recorded in Q2 '09 on its own", fact(F(COG, "ImpairmentOfOilAndGasProperties"), PQ, USD))
add(C, COG, "Cabot's taxes other than income, year to date at June 30, 2009", fact(F(COG, "TaxesExcludingIncomeAndExciseTaxes"), PH, USD))
add(C, NFX, "Ceiling test writedown Newfield took over the six months ended June 30, 2009", fact(F(NFX, "CeilingTestWritedown"), PH, USD))
add(C, NFX, "Newfield lease operating expense in the second quarter of 2009 (quarter only)", fact(F(NFX, "LeaseOperatingExpense"), PQ, USD))
add(C, NFX, "Production and other taxes at Newfield for the first half of 2009", fact(F(NFX, "TaxesOther"), PH, USD))
add(C, NFX, "Newfield's commodity derivative income (expense) for the three months ended June 30, 2009 -- signed, expense negative",
    fact(F(NFX, "DerivativeInstrumentsNotDesignatedAsHedgingInstrumentsGainLossNet"), PQ, USD))
add(C, NFX, "Total operating expenses at Newfield Exploration, January-June 2009 (year to date)", fact(F(NFX, "OperatingExpenses"), PH, USD))
add(C, TEVA, "Teva's net sales in Q2 2009 -- the quarter, not year-to-date", fact(F(TEVA, "SalesRevenueNet"), PQ, USD))
add(C, TEVA, "Selling and marketing expenses at Teva over the first six months of 2009", fact(F(TEVA, "SellingAndMarketingExpense"), PH, USD))
add(C, TEVA, "Teva research and development expenses for the three months ended June 30, 2009",
    fact(F(TEVA, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PQ, USD))
add(C, TEVA, "Litigation settlements, impairment and restructuring expenses Teva recognized in 1H 2009",
    fact(F(TEVA, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, TEVA, "Teva's provision for income taxes for the second quarter of 2009 alone", fact(F(TEVA, "IncomeTaxExpenseBenefit"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, UPL, "Ultra Petroleum's current ratio at June 30, 2009", ratio(F(UPL, "AssetsCurrent"), F(UPL, "LiabilitiesCurrent"), PB))
add(C, UPL, "Year-over-year change in Ultra's total operating revenues, Q2 2009 vs Q2 2008, as a decimal (negative if revenues fell)",
    growth(F(UPL, "OilAndGasRevenue"), PQ, PQPY))
add(C, COG, "Cabot's brokered natural gas margin for Q2 2009: brokered natural gas revenue minus brokered natural gas cost",
    diff(F(COG, "BrokeredNaturalGasMarginRevenue"), F(COG, "BrokeredNaturalGasMarginCosts"), PQ))
add(C, COG, "Operating margin at Cabot Oil & Gas for the first half of 2009 (income from operations / total operating revenues)",
    ratio(F(COG, "OperatingIncomeLoss"), F(COG, "Revenues"), PH))
add(C, COG, "Cabot's debt-to-equity at June 30, 2009, taking debt as the current portion of long-term debt plus long-term debt, "
    "over total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(COG, "LongTermDebtCurrent"), PB), inp(F(COG, "LongTermDebtNoncurrent"), PB),
                           inp(F(COG, "StockholdersEquity"), PB)], PB, PURE))
add(C, NFX, "Newfield's working capital at June 30, 2009, i.e. total current assets less total current liabilities",
    diff(F(NFX, "AssetsCurrent"), F(NFX, "LiabilitiesCurrent"), PB))
add(C, NFX, "What fraction of Newfield's gross full-cost property and equipment had been written off through accumulated DD&A by "
    "June 30, 2009? (accumulated DD&A / gross property and equipment)",
    ratio(F(NFX, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), F(NFX, "PropertyPlantAndEquipmentGross"), PB))
add(C, TEVA, "Teva's gross margin in the year-earlier quarter (Q2 2008): gross profit divided by net sales",
    ratio(F(TEVA, "GrossProfit"), F(TEVA, "SalesRevenueNet"), PQPY))
add(C, TEVA, "Teva effective tax rate for the first half of 2009 -- provision for income taxes over income before income taxes",
    ratio(F(TEVA, "IncomeTaxExpenseBenefit"), TEVA_PRETAX, PH))
add(C, TEVA, "By how much did Teva's net sales grow in the first six months of 2009 compared with the same period of 2008? Decimal.",
    growth(F(TEVA, "SalesRevenueNet"), PH, PHPY))
add(C, SNE, "Sony's total sales and operating revenue growth for the fiscal year ended March 31, 2010 over the prior fiscal year, "
    "as a decimal (negative = decline)", growth(F(SNE, "Revenues"), FY10, FY09))
add(C, SNE, "Gross margin on Sony's product sales in FY3/10, computed as (net sales - cost of sales) / net sales",
    margin_from_cost(F(SNE, "SalesRevenueGoodsNet"), F(SNE, "CostOfGoodsSold"), FY10))
add(C, SNE, "Sony's net debt at March 31, 2010, where net debt = short-term borrowings + current portion of long-term debt "
    "+ long-term debt - cash and cash equivalents (yen)",
    derived("e0+e1+e2-e3", [inp(F(SNE, "ShortTermBorrowings"), BS10), inp(F(SNE, "LongTermDebtAndCapitalLeaseObligationsCurrent"), BS10),
                            inp(F(SNE, "LongTermDebtAndCapitalLeaseObligations"), BS10),
                            inp(F(SNE, "CashAndCashEquivalentsAtCarryingValue"), BS10)], BS10, JPY, ratio=False))
add(C, HIT, "Hitachi's debt-to-equity ratio at March 31, 2010: (short-term debt + current portion of long-term debt + long-term debt) "
    "divided by total Hitachi, Ltd. stockholders' equity",
    derived("(e0+e1+e2)/e3", [inp(F(HIT, "ShortTermBorrowings"), BS10), inp(F(HIT, "LongTermDebtCurrent"), BS10),
                              inp(F(HIT, "LongTermDebtNoncurrent"), BS10), inp(F(HIT, "StockholdersEquity"), BS10)], BS10, PURE))
add(C, HIT, "Selling, general and administrative expenses as a share of Hitachi's total revenues, year ended March 31, 2010",
    ratio(F(HIT, "SellingGeneralAndAdministrativeExpense"), F(HIT, "Revenues"), FY10))
add(C, WNS, "WNS gross margin for fiscal 2010 (year ended March 31, 2010): gross profit / revenue",
    ratio(F(WNS, "GrossProfit"), F(WNS, "SalesRevenueNet"), FY10))
add(C, WNS, "Total debt at WNS on March 31, 2010, counting the current portion of long-term debt and the long-term debt",
    total(F(WNS, "SecuredDebtCurrent"), F(WNS, "SecuredLongTermDebt"), BS10))
add(C, FHN, "First Horizon's loan-to-deposit ratio at March 31, 2010 (loans, net of unearned income, over total deposits)",
    ratio(F(FHN, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(FHN, "Deposits"), B10))
add(C, FHN, "Allowance for loan losses as a fraction of loans net of unearned income at First Horizon, December 31, 2009",
    ratio(F(FHN, "LoansAndLeasesReceivableAllowance"), F(FHN, "LoansAndLeasesReceivableNetOfDeferredIncome"), DEC09))
add(C, FHN, "FHN's efficiency ratio for Q1 2010, defined as total noninterest expense / (net interest income + total noninterest income)",
    derived("e0/(e1+e2)", [inp(F(FHN, "NoninterestExpense"), Q10), inp(F(FHN, "InterestIncomeExpenseNet"), Q10),
                           inp(F(FHN, "NoninterestIncome"), Q10)], Q10, PURE))

# =================================================================== members
C = "members"
add(C, NFX, "Balance of the accumulated other comprehensive income (loss) column of Newfield's statement of stockholders' equity at "
    "June 30, 2009 (signed)",
    fact(F(NFX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, NFX, "How many shares of common and restricted stock did Newfield issue in the first half of 2009, per the common stock column "
    "of its equity statement?", fact(F(NFX, "IssuanceOfCommonAndRestricteStockShares"), PH, SH, EQC("CommonStock")))
add(C, NFX, "Stock-based compensation credited to additional paid-in capital in Newfield's equity statement, six months to June 30, 2009",
    fact(F(NFX, "StockIssuedDuringPeriodValueShareBasedCompensation"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, SNE, "In Sony's statement of changes in equity for the year ended March 31, 2010, how much in dividends declared was charged to "
    "the retained earnings column? Give it as a negative number.",
    fact(F(SNE, "DividendsCommonStockCash"), FY10, JPY, EQC("RetainedEarnings")))
add(C, SNE, "Unrealized gains (losses) on securities recorded in the accumulated other comprehensive income column of Sony's equity "
    "statement, fiscal year to March 2010",
    fact(F(SNE, "UnrealizedGainsLossesOnSecurities"), FY10, JPY, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, SNE, "Foreign currency translation adjustments attributed to noncontrolling interests in Sony's equity statement for the fiscal "
    "year ended March 31, 2009",
    fact(F(SNE, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), FY09, JPY,
         EQC("NoncontrollingInterest")))
add(C, SNE, "Treasury stock reissued, as shown in the treasury stock column of Sony's equity statement for FY3/10",
    fact(F(SNE, "StockIssuedDuringPeriodValueTreasuryStockReissued"), FY10, JPY, EQC("TreasuryStock")))
add(C, SNE, "Comprehensive income attributable to noncontrolling interests per Sony's equity statement, fiscal year ended March 2010",
    fact(F(SNE, "ComprehensiveIncomeNetOfTax"), FY10, JPY, EQC("NoncontrollingInterest")))
add(C, HIT, "How much of the common stock Hitachi issued in the year ended March 31, 2010 was credited to the common stock column of its "
    "equity statement?", fact(F(HIT, "StockIssuedDuringPeriodValueNewIssues"), FY10, JPY, EQC("CommonStock")))
add(C, HIT, "Sales of treasury stock recorded in the treasury stock column of Hitachi's equity statement, year ended March 31, 2010",
    fact(F(HIT, "StockIssuedDuringPeriodValueTreasuryStockReissued"), FY10, JPY, EQC("TreasuryStock")))
add(C, HIT, "Total change in noncontrolling interests in Hitachi's statement of equity for the year to March 2010 (signed)",
    fact(F(HIT, "StockholdersEquityPeriodIncreaseDecrease"), FY10, JPY, EQC("NoncontrollingInterest")))
add(C, HIT, "Accumulated other comprehensive loss column balance in Hitachi's equity statement at March 31, 2007, signed",
    fact(F(HIT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BS07, JPY,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, WNS, "Revenue WNS earned from related parties in the fiscal year ended March 31, 2010",
    fact(F(WNS, "RevenueFromRelatedParties"), FY10, USD, RELP))
add(C, WNS, "Related-party interest expense at WNS for the year ended March 31, 2009", fact(F(WNS, "InterestExpenseRelatedParty"), FY09, USD, RELP))
add(C, WNS, "Foreign currency translation recorded in the accumulated other comprehensive income column of WNS's equity statement "
    "for the year ended March 2010",
    fact(F(WNS, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), FY10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, WNS, "Share-based compensation charge credited to additional paid-in capital in WNS's equity statement, fiscal year ended "
    "March 31, 2010", fact(F(WNS, "ShareBasedCompensationAtHistoricalRate"), FY10, USD, EQC("AdditionalPaidInCapital")))
add(C, FHN, "Controlling-interest column balance in First Horizon's statement of equity at December 31, 2008",
    fact(F(FHN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD, EQC("ControllingInterest")))
add(C, FHN, "Comprehensive income (loss) of the controlling interest in FHN's equity statement for Q1 2010, signed",
    fact(F(FHN, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), Q10, USD, EQC("ControllingInterest")))
add(C, FHN, "Comprehensive income shown in the noncontrolling interest column of First Horizon's equity statement for the first "
    "quarter of 2009",
    fact(F(FHN, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), Q09, USD, EQC("NoncontrollingInterest")))
add(C, FHN, "In First Horizon's Q1 2010 equity statement, the adjustment to the controlling interest for adopting the ASC 810 "
    "amendments (negative if a reduction)",
    fact(F(FHN, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), Q10, USD, EQC("ControllingInterest")))

# =================================================================== per_share
C = "per_share"
add(C, UPL, "Ultra Petroleum fully diluted EPS for the three months ended June 30, 2008", fact(F(UPL, "EarningsPerShareDiluted"), PQPY, PS))
add(C, UPL, "Weighted average basic shares behind Ultra's first-half 2009 per-share figures",
    fact(F(UPL, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, UPL, "How many Ultra common shares were outstanding at 6/30/2009?", fact(F(UPL, "CommonStockSharesOutstanding"), PB, SH))
add(C, COG, "Cabot Oil & Gas diluted earnings per share, Q2 2009", fact(F(COG, "EarningsPerShareDiluted"), PQ, PS))
add(C, COG, "Shares of Cabot common stock issued as of June 30, 2009", fact(F(COG, "CommonStockSharesIssued"), PB, SH))
add(C, COG, "Number of treasury shares Cabot held at mid-year 2009 (June 30)", fact(F(COG, "TreasuryStockShares"), PB, SH))
add(C, NFX, "Newfield's basic loss per share for the second quarter of 2008 (negative)", fact(F(NFX, "EarningsPerShareBasic"), PQPY, PS))
add(C, NFX, "Treasury shares Newfield held at June 30, 2009, per the balance sheet share data",
    fact(F(NFX, "TreasuryStockShares"), PB, SH))
add(C, TEVA, "Teva's diluted EPS for the six months ended June 30, 2009", fact(F(TEVA, "EarningsPerShareDiluted"), PH, PS))
add(C, TEVA, "Basic weighted average share count Teva used for Q2 2008", fact(F(TEVA, "WeightedAverageNumberOfSharesOutstandingBasic"), PQPY, SH))
add(C, TEVA, "How many ordinary shares did Teva hold in treasury as of June 30, 2009?", fact(F(TEVA, "TreasuryStockShares"), PB, SH))
add(C, SNE, "Cash dividends Sony declared per share for the fiscal year ended March 31, 2010, in yen",
    fact(F(SNE, "CommonStockDividendsPerShareDeclared"), FY10, JPS))
add(C, SNE, "Sony's diluted net income per share for FY3/2008, yen", fact(F(SNE, "EarningsPerShareDiluted"), FYM08, JPS))
add(C, HIT, "Hitachi basic net loss per share for the fiscal year ended March 2010 (yen, negative)", fact(F(HIT, "EarningsPerShareBasic"), FY10, JPS))
add(C, HIT, "Number of Hitachi common shares issued at March 31, 2010", fact(F(HIT, "CommonStockSharesIssued"), BS10, SH))
add(C, WNS, "WNS diluted earnings per share for the fiscal year ended March 31, 2010", fact(F(WNS, "EarningsPerShareDiluted"), FY10, PS))
add(C, WNS, "Basic EPS at WNS for the fiscal year that ended March 31, 2008", fact(F(WNS, "EarningsPerShareBasic"), FYM08, PS))
add(C, FHN, "First Horizon's diluted loss per share from continuing operations in Q1 2010",
    fact(F(FHN, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, FHN, "Basic loss per share available to FHN common shareholders in the first quarter of 2009", fact(F(FHN, "EarningsPerShareBasic"), Q09, PS))
add(C, FHN, "Common shares First Horizon had issued at 3/31/2010", fact(F(FHN, "CommonStockSharesIssued"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, UPL, "UPL G&A, 1H09", fact(F(UPL, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, UPL, "Ultra pre-tax income (EBT) for 2Q09 -- signed, it was a loss", fact(UPL_PRETAX, PQ, USD))
add(C, UPL, "UPL stock comp add-back in 1H09 CFO", fact(F(UPL, "ShareBasedCompensation"), PH, USD))
add(C, COG, "COG divs paid, first half '09", fact(F(COG, "PaymentsOfDividendsCommonStock"), PH, USD))
add(C, COG, "Cabot FCF for 1H09, defined as CFO less capital expenditures",
    diff(F(COG, "NetCashProvidedByUsedInOperatingActivities"), F(COG, "PaymentsToAcquireOilAndGasPropertyAndEquipment"), PH))
add(C, NFX, "NFX DD&A, 1H09", fact(F(NFX, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, NFX, "Newfield capex on oil and gas properties in 1H09 (additions, excluding acquisitions)",
    fact(F(NFX, "PaymentsToExploreAndDevelopOilAndGasProperties"), PH, USD))
add(C, NFX, "NFX EBT in 2Q09, signed", fact(NFX_PRETAX, PQ, USD))
add(C, TEVA, "TEVA D&A in 1H09 (cash flow statement)", fact(F(TEVA, "DepreciationAndAmortization"), PH, USD))
add(C, TEVA, "Teva free cash flow in the first half of 2009 = operating cash flow minus purchases of PP&E",
    diff(F(TEVA, "NetCashProvidedByUsedInOperatingActivities"), F(TEVA, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, SNE, "Sony SG&A, FY3/10", fact(F(SNE, "SellingGeneralAndAdministrativeExpense"), FY10, JPY))
add(C, SNE, "Sony capex (payments for purchases of long-lived assets), FY ended Mar-2010", fact(F(SNE, "PaymentsToAcquireProductiveAssets"), FY10, JPY))
add(C, HIT, "Hitachi capex in the year to March 2009", fact(F(HIT, "PaymentsToAcquirePropertyPlantAndEquipment"), FY09, JPY))
add(C, HIT, "Hitachi FCF for FY3/10: CFO minus the capital expenditures line",
    derived("e0-e1", [inp(F(HIT, "NetCashProvidedByUsedInOperatingActivities"), FY10),
                      inp(F(HIT, "PaymentsToAcquirePropertyPlantAndEquipment"), FY10)], FY10, JPY, ratio=False))
add(C, HIT, "Hitachi's bottom line attributable to the parent for FY3/10 (signed)", fact(F(HIT, "NetIncomeLoss"), FY10, JPY))
add(C, WNS, "WNS SG&A, FY ended Mar-2010", fact(F(WNS, "SellingGeneralAndAdministrativeExpense"), FY10, USD))
add(C, WNS, "WNS capex ('facility and property cost'), FY3/10", fact(F(WNS, "PaymentsToAcquireProductiveAssets"), FY10, USD))
add(C, WNS, "WNS D&A for the year to March 31, 2010", fact(F(WNS, "DepreciationAndAmortization"), FY10, USD))
add(C, FHN, "FHN NII, 1Q09", fact(F(FHN, "InterestIncomeExpenseNet"), Q09, USD))
add(C, FHN, "First Horizon comp & benefits expense, 1Q10", fact(F(FHN, "LaborAndRelatedExpense"), Q10, USD))

# =================================================================== refuse
C = "refuse"
# other_company (5)
add(C, UPL, "What was Encana's natural gas production revenue in the second quarter of 2009?",
    refuse(oc, "Encana is not in the data (Ultra Petroleum is).", other("ENCANA")))
add(C, COG, "How much did EXCO Resources earn from natural gas in Q2 2009?",
    refuse(oc, "EXCO Resources is not in the data (Cabot Oil & Gas is).", other("EXCO RESOURCES", "EXCO")))
add(C, TEVA, "Mylan's net revenues for the first half of 2009?",
    refuse(oc, "Mylan is not in the data (Teva is).", other("MYLAN")))
add(C, HIT, "What were Toshiba's net sales for the fiscal year ended March 31, 2010?",
    refuse(oc, "Toshiba is not in the data (Hitachi is).", other("TOSHIBA")))
add(C, WNS, "Genpact's total revenue for 2009 -- how much?",
    refuse(oc, "Genpact is not in the data (WNS is).", other("GENPACT")))
# period_not_reported (5)
add(C, UPL, "Ultra Petroleum's net income (loss) for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(UPL, "NetIncomeLoss"), PQ3)))
add(C, TEVA, "What were Teva's net sales for the full year 2008?",
    refuse(pn, "Teva's Q2 2009 6-K reports the quarters and six months to June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(TEVA, "SalesRevenueNet"), FY08)))
add(C, SNE, "Sony's total sales and operating revenue for the fiscal year ending March 31, 2011?",
    refuse(pn, "Sony's 20-F covers fiscal years through March 31, 2010; the year to March 2011 is not reported.",
           absent(F(SNE, "Revenues"), FY11)))
add(C, HIT, "Hitachi's total assets at March 31, 2008?",
    refuse(pn, "Hitachi's 20-F balance sheets are at March 31, 2010 and 2009; March 31, 2008 appears only in equity-statement balances.",
           absent(F(HIT, "Assets"), BS08)))
add(C, FHN, "First Horizon's total assets at December 31, 2008?",
    refuse(pn, "FHN's Q1 2010 10-Q/A balance sheets are at March 31, 2010, December 31, 2009 and March 31, 2009; no December 31, 2008 "
               "balance sheet.", absent(F(FHN, "Assets"), DEC08)))
# concept_not_reported (5)
add(C, UPL, "What dividend per share did Ultra Petroleum pay its shareholders in the first half of 2009?",
    refuse(cn, "Ultra's Q2 2009 data report no dividends of any kind.", absent_any(DIV_TAGS)))
add(C, COG, "How much goodwill was on Cabot Oil & Gas's balance sheet at June 30, 2009?",
    refuse(cn, "Cabot's Q2 2009 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
add(C, HIT, "How much did Hitachi spend on research and development in the fiscal year ended March 31, 2010?",
    refuse(cn, "Hitachi's 20-F data set rows report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, WNS, "How much did WNS pay out in dividends during the fiscal year ended March 31, 2010?",
    refuse(cn, "WNS's 20-F/A data report no dividends of any kind.", absent_any(DIV_TAGS)))
add(C, FHN, "What cash dividend per common share did First Horizon declare in Q1 2010?",
    refuse(cn, "FHN's Q1 2010 data report no common dividends per share (only preferred and noncontrolling-interest dividends).",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "DividendsCommonStock",
                        "DividendsCommonStockCash", "PaymentsOfDividendsCommonStock"))))
# ambiguous (5)
WHY_COG = ("Cabot's June 30, 2009 balance sheet has two lines labelled 'Deferred Income Taxes': a current liability "
           "(DeferredTaxLiabilitiesCurrent) and a non-current liability (DeferredTaxLiabilitiesNoncurrent), with different amounts.")
add(C, COG, "What did Cabot report for deferred income taxes on its June 30, 2009 balance sheet?", refuse(am, WHY_COG, amb_for(COG, WHY_COG,
    (F(COG, "DeferredTaxLiabilitiesCurrent"), PB, None), (F(COG, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_NFX = ("Newfield's June 30, 2009 balance sheet has two lines labelled 'Derivative assets': a current asset (DerivativeAssetsCurrent) "
           "and a non-current asset (DerivativeAssetsNoncurrent), with different amounts.")
add(C, NFX, "Newfield Exploration's derivative assets at June 30, 2009 -- what was the figure?", refuse(am, WHY_NFX, amb_for(NFX, WHY_NFX,
    (F(NFX, "DerivativeAssetsCurrent"), PB, None), (F(NFX, "DerivativeAssetsNoncurrent"), PB, None))))
WHY_TEVA = ("Teva's Q2 2009 income statement reports 'Net income' including non-controlling interests (ProfitLoss) and "
            "'Net income attributable to Teva' (NetIncomeLoss), with different amounts.")
add(C, TEVA, "What was Teva's net income for the second quarter of 2009?", refuse(am, WHY_TEVA, amb_for(TEVA, WHY_TEVA,
    (F(TEVA, "ProfitLoss"), PQ, None), (F(TEVA, "NetIncomeLoss"), PQ, None))))
WHY_SNE = ("Sony's income statement for the year ended March 31, 2010 reports 'Net income (loss)' including noncontrolling interests "
           "(ProfitLoss, a profit) and 'Net income (loss) attributable to Sony Corporation's stockholders' (NetIncomeLoss, a loss).")
add(C, SNE, "How much did Sony make in net income in the fiscal year ended March 31, 2010?", refuse(am, WHY_SNE, amb_for(SNE, WHY_SNE,
    (F(SNE, "ProfitLoss"), FY10, None), (F(SNE, "NetIncomeLoss"), FY10, None))))
WHY_WNS = ("WNS's March 31, 2010 balance sheet has two lines labelled 'Deferred revenue': a current liability (DeferredRevenueCurrent) "
           "and a non-current liability (DeferredRevenueNoncurrent), with different amounts.")
add(C, WNS, "WNS deferred revenue at March 31, 2010?", refuse(am, WHY_WNS, amb_for(WNS, WHY_WNS,
    (F(WNS, "DeferredRevenueCurrent"), BS10, None), (F(WNS, "DeferredRevenueNoncurrent"), BS10, None))))


def main():
    write_round("h70", gr.QUESTIONS_70, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
