#!/usr/bin/env python3
"""Writes evals/data/ask_heldout72.jsonl and its refusal probes (ask_heldout72_probes.jsonl) -- round 72 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout72.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions72.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout72.jsonl
The writer imported the round 1-68 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-68 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_68 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-68 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_72 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_68,
one by one.
Written without reading the tool under test.

Round 72 notes.
FSDS filings: companies no round 1-68 used (checked CIK by CIK and adsh by adsh against every question and probe file
of rounds 1-68 and against avoid_adsh.txt; left out the instance companies (Netflix's own 2009q3/2010q2 10-Qs), the
companies tied to a used one (DIRECTV Holdings, Midwest Generation, Merrill Lynch), Massey Energy (a 10-Q/A; later
bought by Alpha Natural Resources, a used company), ORIX (its 20-F carries yen and convenience-dollar rows for the same
tag and date, which the reader cannot tell apart) and Trintech (a 20-F/A for a January 2009 year)), all with
CIK mod 4 == 0:
  2009q3 (calendar Q2 2009 and six months): Canadian National Railway (6-K, in Canadian dollars, EquityComponents
  rows), Arch Coal (coal mining), Cameron International (oilfield equipment), Denbury Resources (oil and gas, CO2).
  2010q2: AngloGold Ashanti (20-F/A for 2009, gold mining, EquityComponents rows), Occidental Petroleum, Kinder Morgan
  Energy Partners (pipelines, a partnership) and National Oilwell Varco (Q1 2010 10-Qs).
Members: the equity-statement columns (EquityComponents) of Canadian National (9) and AngloGold Ashanti (11); none of
the 10-Q filers reports dimensional rows, and no instance fact is asked.
Quarter-vs-YTD: the four 2009q3 filers (Q2 2009 against the first half); the 2010q2 10-Qs are first quarters.
Cameron's weighted share counts are tagged in thousands as shares and its stock compensation under a pension tag: not
asked. Kinder Morgan's cash-flow rows carry their presented signs (payments negative): not asked where the sign
would matter.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Canadian
National 23, Arch Coal 20, Cameron 19, Denbury 20 (2009q3); AngloGold Ashanti 21, Occidental 19, Kinder Morgan Energy
Partners 19, National Oilwell Varco 19 (2010q2).
Derived (20): 8 ratios (e0/e1: operating ratio, effective tax rate x2, LOE to sales, production costs to sales, current
ratio, operating margin, gross margin), 5 growths (e0/e1-1; three negative, each question saying which sign it expects),
1 margin from cost ((e0-e1)/e0), 1 debt-to-equity ((e0+e1)/e2), 2 sums (e0+e1: gross interest cost, total debt),
2 differences (e0-e1: a negative working capital, a free cash flow), 1 net cash (e0-e1-e2).
Overlap (check_overlap against rounds 1-68, same_fact="reported", within=True): 0; with same_fact=True (every input
fact of every answerable question, derived inputs included): 0; no input fact serves two questions of the round.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-72 share
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


# ------------------------------------------------------------------ round 72 FSDS filings (CIK mod 4 == 0)
CNR = "fsds:0000016868-09-000037"   # CANADIAN NATIONAL RAILWAY CO 6-K (2009q3), CIK 16868, Q2 2009 and six months, CAD
ACI = "fsds:0000950123-09-031842"   # ARCH COAL INC 10-Q (2009q3), CIK 1037676, Q2 2009 and six months
CAM = "fsds:0000941548-09-000106"   # CAMERON INTERNATIONAL CORP 10-Q (2009q3), CIK 941548, Q2 2009 and six months
DNR = "fsds:0000950123-09-032668"   # DENBURY RESOURCES INC 10-Q (2009q3), CIK 945764, Q2 2009 and six months
AU = "fsds:0000950123-10-050717"    # ANGLOGOLD ASHANTI LTD 20-F/A (2010q2), CIK 1067428, fiscal 2009 (three years), USD
OXY = "fsds:0000797468-10-000039"   # OCCIDENTAL PETROLEUM CORP /DE/ 10-Q (2010q2), CIK 797468, Q1 2010
KMP = "fsds:0001014108-10-000118"   # KINDER MORGAN ENERGY PARTNERS L P 10-Q (2010q2), CIK 888228, Q1 2010
NOV = "fsds:0000950123-10-046332"   # NATIONAL OILWELL VARCO INC 10-Q (2010q2), CIK 1021860, Q1 2010
TICK = {CNR: "cnr", ACI: "aci", CAM: "cam", DNR: "dnr", AU: "au", OXY: "oxy", KMP: "kmp", NOV: "nov"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
CAD, CADPS = "CAD", "CAD/share"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Canadian National, Arch Coal, Cameron, Denbury)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, MAR08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2008-03-31")
PQ3, PQ1, FY08 = ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-03-31"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (Occidental, Kinder Morgan Energy Partners, National Oilwell Varco)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
# AngloGold Ashanti 20-F/A: calendar years 2009, 2008, 2007 and year-end balances
AFY09, AFY08, AFY07 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31"), ("2007-01-01", "2007-12-31")
A09, A08, A07, A06 = (None, "2009-12-31"), (None, "2008-12-31"), (None, "2007-12-31"), (None, "2006-12-31")
AU_EQ = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"

# =================================================================== direct
C = "direct"
add(C, CNR, "What did Canadian National Railway carry for materials and supplies on its June 30, 2009 balance sheet (C$)?",
    fact(F(CNR, "MaterialsAndSupplies"), PB, CAD))
add(C, CNR, "CN Rail deferred income tax liability at the end of Q2 2009, in Canadian dollars",
    fact(F(CNR, "DeferredTaxLiabilitiesNoncurrent"), PB, CAD))
add(C, ACI, "Arch Coal's non-current prepaid royalties as of June 30, 2009",
    fact(F(ACI, "PrepaidMineralRoyaltiesNoncurrent"), PB, USD))
add(C, ACI, "How large were Arch Coal's asset retirement obligations (the long-term liability line) at mid-2009?",
    fact(F(ACI, "MineReclamationAndClosingLiabilityNoncurrent"), PB, USD))
add(C, CAM, "Cameron International -- accrued income taxes on the 30 June 2009 balance sheet",
    fact(F(CAM, "AccruedIncomeTaxesCurrent"), PB, USD))
add(C, CAM, "What goodwill did Cameron report at the close of its second quarter of 2009?", fact(F(CAM, "Goodwill"), PB, USD))
add(C, DNR, "Denbury Resources: carrying amount of CO2 properties, equipment and pipelines at June 30, 2009",
    fact(F(DNR, "CO2PropertiesEquipmentAndPipelines"), PB, USD))
add(C, DNR, "How much did Denbury have in unevaluated oil and gas properties on its balance sheet dated 6/30/09?",
    fact(F(DNR, "CapitalizedCostsUnprovedProperties"), PB, USD))
add(C, AU, "AngloGold Ashanti's long-term materials on the leach pad at year-end 2009",
    fact(F(AU, "MaterialsOnLeachPadNonCurrent"), A09, USD))
add(C, AU, "What provision for environmental rehabilitation did AngloGold Ashanti show at December 31, 2009?",
    fact(F(AU, "MineReclamationAndClosingLiabilityNoncurrent"), A09, USD))
add(C, OXY, "Occidental's investments in unconsolidated entities as of March 31, 2010",
    fact(F(OXY, "LongTermInvestments"), B10, USD))
add(C, OXY, "OXY accrued liabilities (current) at the end of 1Q 2010", fact(F(OXY, "AccruedLiabilitiesCurrent"), B10, USD))
add(C, OXY, "How much exploration expense did Occidental Petroleum book in the first quarter of 2010?",
    fact(F(OXY, "ExplorationExpense"), Q10, USD))
add(C, OXY, "Occidental -- taxes other than on income, three months ended March 31, 2010",
    fact(F(OXY, "TaxesExcludingIncomeAndExciseTaxes"), Q10, USD))
add(C, KMP, "Value of the gas Kinder Morgan Energy Partners held in underground storage at March 31, 2010",
    fact(F(KMP, "EnergyRelatedInventoryNaturalGasInStorage"), B10, USD))
add(C, KMP, "What was the i-Units balance in KMP's partners' capital at the end of the first quarter of 2010?",
    fact(F(KMP, "IUnits"), B10, USD))
add(C, KMP, "Kinder Morgan Energy Partners natural gas sales for Q1 2010", fact(F(KMP, "NaturalGasRevenue"), Q10, USD))
add(C, NOV, "National Oilwell Varco: billings in excess of costs at March 31, 2010",
    fact(F(NOV, "BillingsInExcessOfCost"), B10, USD))
add(C, NOV, "How much did NOV show for costs in excess of billings on its balance sheet as of 3/31/2010?",
    fact(F(NOV, "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear"), B10, USD))
add(C, NOV, "Carrying value of National Oilwell Varco's investment in its unconsolidated affiliate, end of Q1 2010",
    fact(F(NOV, "EquityMethodInvestments"), B10, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CNR, "Canadian National's purchased services and material expense in the second quarter of 2008 (the comparative quarter), C$",
    fact(F(CNR, "PurchasedServicesAndMaterial"), PQPY, CAD))
add(C, CNR, "What were CN's total assets at December 31, 2008?", fact(F(CNR, "Assets"), PYE, CAD))
add(C, ACI, "Arch Coal coal sales revenue for the three months ended June 30, 2008",
    fact(F(ACI, "CoalProductsAndServicesRevenue"), PQPY, USD))
add(C, ACI, "Accrued workers' compensation on Arch Coal's year-end 2008 balance sheet",
    fact(F(ACI, "AccruedWorkersCompensation"), PYE, USD))
add(C, CAM, "Cameron's net inventories at the end of 2008", fact(F(CAM, "InventoryNet"), PYE, USD))
add(C, CAM, "How much cash and cash equivalents did Cameron International hold a year before mid-2009, i.e. at June 30, 2008?",
    fact(F(CAM, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, DNR, "What did Denbury show on its 'Long-term debt - Genesis' line (non-current) at December 31, 2008?",
    fact(F(DNR, "DueToRelatedPartiesNoncurrent"), PYE, USD))
add(C, DNR, "Denbury's oil, natural gas and related product sales in the prior-year second quarter (2Q 2008)",
    fact(F(DNR, "OilAndGasRevenue"), PQPY, USD))
add(C, AU, "AngloGold Ashanti gold product sales for fiscal 2008", fact(F(AU, "GoldProductsAndServicesRevenue"), AFY08, USD))
add(C, AU, "How much did AngloGold Ashanti spend on exploration (income statement) in 2007?",
    fact(F(AU, "ExplorationCost"), AFY07, USD))
add(C, OXY, "Occidental's cost of sales in the first quarter of 2009", fact(F(OXY, "CostOfRevenue"), Q09, USD))
add(C, OXY, "Retained earnings of Occidental Petroleum at 2009 year-end", fact(F(OXY, "RetainedEarningsAccumulatedDeficit"), DEC09, USD))
add(C, OXY, "What was OXY's cash balance at March 31, 2009, one year before the latest quarter-end?",
    fact(F(OXY, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, KMP, "Kinder Morgan Energy Partners services revenues in Q1 2009", fact(F(KMP, "SalesRevenueServicesNet"), Q09, USD))
add(C, KMP, "KMP goodwill as of December 31, 2009", fact(F(KMP, "Goodwill"), DEC09, USD))
add(C, KMP, "Operations and maintenance expense at Kinder Morgan Energy Partners for the year-ago first quarter (three months to March 31, 2009)",
    fact(F(KMP, "OperationsAndMaintenance"), Q09, USD))
add(C, KMP, "How much accrued interest was on KMP's balance sheet at the end of 2009?", fact(F(KMP, "InterestPayableCurrent"), DEC09, USD))
add(C, NOV, "National Oilwell Varco revenue for the first quarter of 2009", fact(F(NOV, "SalesRevenueNet"), Q09, USD))
add(C, NOV, "NOV accrued liabilities at December 31, 2009", fact(F(NOV, "AccruedLiabilitiesCurrent"), DEC09, USD))
add(C, NOV, "What cash and cash equivalents did National Oilwell Varco have on March 31, 2009?",
    fact(F(NOV, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CNR, "Canadian National's labor and fringe benefits expense for Q2 2009 alone -- the quarter, not the six months (C$)",
    fact(F(CNR, "LaborAndRelatedExpense"), PQ, CAD))
add(C, CNR, "CN revenues, year to date through June 30, 2009", fact(F(CNR, "Revenues"), PH, CAD))
add(C, CNR, "Casualty and other expense at Canadian National for the six months ended June 30, 2009, in Canadian dollars",
    fact(F(CNR, "CasualtyAndOther"), PH, CAD))
add(C, CNR, "What did CN spend on equipment rents in the April-June 2009 quarter only?", fact(F(CNR, "EquipmentRents"), PQ, CAD))
add(C, ACI, "Arch Coal cost of coal sales for the second quarter of 2009 by itself (three months ended June 30)",
    fact(F(ACI, "CostOfCoalSalesis"), PQ, USD))
add(C, ACI, "Arch Coal selling, general and administrative expenses for 1H 2009 (six months, not the quarter)",
    fact(F(ACI, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, ACI, "What was Arch Coal's income from operations in the three months to June 30, 2009?",
    fact(F(ACI, "OperatingIncomeLoss"), PQ, USD))
add(C, ACI, "Depreciation, depletion and amortization at Arch Coal for January through June 2009",
    fact(F(ACI, "DepreciationAndAmortization"), PH, USD))
add(C, ACI, "Costs related to the Jacobs Ranch acquisition that Arch Coal expensed in Q2 2009 alone",
    fact(F(ACI, "CostsRelatedToAcquisitionOfJacobsRanch"), PQ, USD))
add(C, CAM, "Cameron International sales in the second quarter of 2009 (quarter only)", fact(F(CAM, "SalesRevenueNet"), PQ, USD))
add(C, CAM, "Cameron's cost of sales (excluding D&A) for the first six months of 2009",
    fact(F(CAM, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, CAM, "Restructuring expense Cameron recorded in the three months ended June 30, 2009",
    fact(F(CAM, "RestructuringSettlementAndImpairmentProvisions"), PQ, USD))
add(C, CAM, "Year-to-date interest expense at Cameron as of the end of Q2 2009", fact(F(CAM, "InterestExpense"), PH, USD))
add(C, CAM, "Cameron's income tax provision for just the second quarter of 2009", fact(F(CAM, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, CAM, "Net cash provided by operating activities at Cameron for the quarter ended June 30, 2009 (three months, not year to date)",
    fact(F(CAM, "NetCashProvidedByUsedInOperatingActivities"), PQ, USD))
add(C, DNR, "Denbury's commodity derivative result for Q2 2009 on its own, as a signed gain (negative if it was an expense/loss)",
    fact(F(DNR, "GainLossOnOilAndGasHedgingActivity"), PQ, USD))
add(C, DNR, "Denbury Resources general and administrative expense, six months ended June 30, 2009",
    fact(F(DNR, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, DNR, "What were Denbury's total revenues in the second quarter of 2009 -- just the quarter?", fact(F(DNR, "Revenues"), PQ, USD))
add(C, DNR, "Production taxes and marketing expenses at Denbury, first half of 2009",
    fact(F(DNR, "ProductionTaxesAndMarketingExpenses"), PH, USD))
add(C, DNR, "Current income tax expense Denbury reported for the three months ended 30 June 2009",
    fact(F(DNR, "CurrentIncomeTaxExpenseBenefit"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, CNR, "CN's operating ratio for Q2 2009 (total operating expenses divided by revenues)",
    ratio(F(CNR, "OperatingExpenses"), F(CNR, "Revenues"), PQ))
add(C, CNR, "By what percentage did Canadian National's fuel expense change in Q2 2009 versus Q2 2008? Give a decimal growth rate, negative for a decline.",
    growth(F(CNR, "FuelCosts"), PQ, PQPY))
add(C, ACI, "Arch Coal's gross margin on coal sales for the first half of 2009, defined as (coal sales - cost of coal sales) / coal sales",
    margin_from_cost(F(ACI, "CoalProductsAndServicesRevenue"), F(ACI, "CostOfCoalSalesis"), PH))
add(C, ACI, "Debt-to-equity for Arch Coal at June 30, 2009: (current maturities of debt and short-term borrowings + long-term debt) / total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(ACI, "DebtCurrent"), PB), inp(F(ACI, "LongTermDebtNoncurrent"), PB),
                           inp(F(ACI, "TotalArchCoalIncStockholdesEquity"), PB)], PB, PURE))
add(C, CAM, "Cameron's effective tax rate for the six months ended June 30, 2009 (income tax provision / income before income taxes)",
    ratio(F(CAM, "IncomeTaxExpenseBenefit"), F(CAM, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, CAM, "Year-over-year growth in Cameron's first-half sales, 1H09 vs 1H08, as a decimal (negative if sales fell)",
    growth(F(CAM, "SalesRevenueNet"), PH, PHPY))
add(C, DNR, "Denbury lease operating expenses as a share of oil, natural gas and related product sales, first half 2009",
    ratio(F(DNR, "LeaseOperatingExpense"), F(DNR, "OilAndGasRevenue"), PH))
add(C, DNR, "Total interest cost Denbury incurred in 1H09 before capitalization: interest expense (net of capitalized) plus interest capitalized",
    total(F(DNR, "InterestExpense"), F(DNR, "InterestCostsCapitalized"), PH))
add(C, AU, "AngloGold Ashanti's gold production costs as a fraction of product sales in 2009",
    ratio(F(AU, "GoldProductionCosts"), F(AU, "GoldProductsAndServicesRevenue"), AFY09))
add(C, AU, "Working capital (current assets minus current liabilities) at AngloGold Ashanti on December 31, 2009 -- report a negative figure if liabilities exceed assets",
    diff(F(AU, "AssetsCurrent"), F(AU, "LiabilitiesCurrent"), A09))
add(C, OXY, "Occidental's net sales growth, Q1 2010 over Q1 2009, as a decimal (negative if sales fell)",
    growth(F(OXY, "SalesRevenueNet"), Q10, Q09))
add(C, OXY, "OXY free cash flow for 1Q10 = total net cash provided by operating activities minus capital expenditures",
    diff(F(OXY, "NetCashProvidedByUsedInOperatingActivities"), F(OXY, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, OXY, "Current ratio of Occidental Petroleum at March 31, 2010", ratio(F(OXY, "AssetsCurrent"), F(OXY, "LiabilitiesCurrent"), B10))
add(C, KMP, "Kinder Morgan Energy Partners' operating margin in the first quarter of 2010 (operating income / total revenues)",
    ratio(F(KMP, "OperatingIncomeLoss"), F(KMP, "Revenues"), Q10))
add(C, KMP, "KMP total debt at March 31, 2010, taken as the current portion of debt plus the balance sheet's total long-term debt line",
    total(F(KMP, "LongTermDebtCurrent"), F(KMP, "LongTermDebtNoncurrent"), B10))
add(C, KMP, "How fast did KMP's product sales and other revenue grow from 1Q09 to 1Q10 (decimal growth)?",
    growth(F(KMP, "ProductSalesAndOther"), Q10, Q09))
add(C, NOV, "National Oilwell Varco gross margin for Q1 2010: gross profit over revenue",
    ratio(F(NOV, "GrossProfit"), F(NOV, "SalesRevenueNet"), Q10))
add(C, NOV, "Change in NOV's operating profit from the first quarter of 2009 to the first quarter of 2010, as a decimal growth rate (negative means a decline)",
    growth(F(NOV, "OperatingIncomeLoss"), Q10, Q09))
add(C, NOV, "NOV net cash at March 31, 2010, defined as cash and cash equivalents less current debt and short-term borrowings less long-term debt",
    derived("e0-e1-e2", [inp(F(NOV, "CashAndCashEquivalentsAtCarryingValue"), B10), inp(F(NOV, "DebtCurrent"), B10),
                         inp(F(NOV, "LongTermDebtNoncurrent"), B10)], B10, USD, ratio=False))
add(C, NOV, "What effective tax rate did National Oilwell Varco report for Q1 2010, i.e. provision for income taxes divided by income before income taxes?",
    ratio(F(NOV, "IncomeTaxExpenseBenefit"), F(NOV, "IncomeBeforeIncomeTaxes"), Q10))

# =================================================================== members (EquityComponents rows)
C = "members"
add(C, CNR, "In Canadian National's statement of changes in shareholders' equity, how much in dividends was charged to retained earnings over the first six months of 2009?",
    fact(F(CNR, "DividendsCommonStock"), PH, CAD, EC("RetainedEarnings")))
add(C, CNR, "Balance of the common shares column in CN's equity statement at June 30, 2009",
    fact(F(CNR, "StockholdersEquity"), PB, CAD, EC("CommonStock")))
add(C, CNR, "What was the retained earnings component of Canadian National's shareholders' equity at March 31, 2009, per its equity statement?",
    fact(F(CNR, "StockholdersEquity"), MAR09, CAD, EC("RetainedEarnings")))
add(C, CNR, "CN's accumulated other comprehensive income (loss) component of equity as of March 31, 2008 (signed)",
    fact(F(CNR, "StockholdersEquity"), MAR08, CAD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, CNR, "Translation of the net investment in foreign operations recorded in CN's accumulated OCI column for the second quarter of 2009 alone (signed, C$)",
    fact(F(CNR, "OtherComprehensiveIncomeUnrealizedForeignExchangeGainLossOnTranslationOfTheNetInvestmentInForeignOperations"),
         PQ, CAD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, CNR, "For the six months to June 30, 2009, what did CN record in accumulated OCI for translation of its U.S. dollar-denominated long-term debt designated as a hedge?",
    fact(F(CNR, "OtherComprehensiveIncomeUnrealizedForeignExchangeGainLossOnTranslationOfUSDollarDenominateLongTermDebtDesignatedAsAHedge"),
         PH, CAD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, CNR, "Income tax recovery (expense) on other comprehensive income in CN's AOCI column, Q2 2009 quarter, signed",
    fact(F(CNR, "OtherComprehensiveIncomeLossTax"), PQ, CAD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, CNR, "Stock options exercised and other: amount added to Canadian National's common shares column in 1H 2009",
    fact(F(CNR, "StockIssuedDuringPeriodValueShareBasedCompensation"), PH, CAD, EC("CommonStock")))
add(C, CNR, "How much of CN's share repurchase programs in the first half of 2008 was charged against retained earnings (equity statement)?",
    fact(F(CNR, "StockRepurchasedAndRetiredDuringPeriodValue"), PHPY, CAD, EC("RetainedEarnings")))
add(C, AU, "Dividends AngloGold Ashanti paid out of the noncontrolling interests column of its equity statement in 2009",
    fact(F(AU, "DividendsCash"), AFY09, USD, EC("NoncontrollingInterest")))
add(C, AU, "AngloGold Ashanti: dividends charged to the accumulated deficit (retained earnings column) in 2008",
    fact(F(AU, "DividendsCash"), AFY08, USD, EC("RetainedEarnings")))
add(C, AU, "Foreign currency translation recorded in AngloGold's accumulated other comprehensive income column during 2008 (signed)",
    fact(F(AU, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationGainLossArisingDuringPeriodNetOfTax"), AFY08, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, AU, "How much foreign currency translation went to AngloGold Ashanti's noncontrolling interests in 2009, per the equity statement?",
    fact(F(AU, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationGainLossArisingDuringPeriodNetOfTax"), AFY09, USD,
         EC("NoncontrollingInterest")))
add(C, AU, "AngloGold Ashanti's accumulated other comprehensive income (loss) balance in the equity statement at December 31, 2007",
    fact(F(AU, AU_EQ), A07, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, AU, "Additional paid-in capital column balance in AngloGold Ashanti's statement of equity at the end of 2006",
    fact(F(AU, AU_EQ), A06, USD, EC("AdditionalPaidInCapital")))
add(C, AU, "What noncontrolling interests balance did AngloGold Ashanti's equity statement show at December 31, 2007?",
    fact(F(AU, AU_EQ), A07, USD, EC("NoncontrollingInterest")))
add(C, AU, "Ordinary shares outstanding at December 31, 2009 according to the share capital column of AngloGold Ashanti's statement of equity",
    fact(F(AU, "CommonStockSharesOutstanding"), A09, SH, EC("CommonStock")))
add(C, AU, "How many shares did AngloGold Ashanti issue in its 2009 equity offering (share capital column, number of shares)?",
    fact(F(AU, "StockIssuedDuringPeriodSharesAcquisitions"), AFY09, SH, EC("CommonStock")))
add(C, AU, "Cash flow hedge amount reclassified to earnings that AngloGold recorded in its AOCI column in 2008 (as shown in the equity statement)",
    fact(F(AU, "CashFlowHedgeGainLossReclassifiedToEarningsNet"), AFY08, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, AU, "Of AngloGold Ashanti's 2008 rights offer, what amount went to additional paid-in capital?",
    fact(F(AU, "StockIssuedDuringPeriodValueNewIssues"), AFY08, USD, EC("AdditionalPaidInCapital")))

# =================================================================== per_share
C = "per_share"
add(C, CNR, "Canadian National diluted earnings per share for the first half of 2009, in Canadian dollars",
    fact(F(CNR, "EarningsPerShareDiluted"), PH, CADPS))
add(C, ACI, "Dividends declared per common share by Arch Coal in the six months ended June 30, 2009",
    fact(F(ACI, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, ACI, "ACI diluted EPS in the second quarter of 2008", fact(F(ACI, "EarningsPerShareDiluted"), PQPY, PS))
add(C, ACI, "How many treasury shares did Arch Coal hold at June 30, 2009?", fact(F(ACI, "TreasuryStockShares"), PB, SH))
add(C, CAM, "Cameron International's diluted earnings per share for Q2 2009", fact(F(CAM, "EarningsPerShareDiluted"), PQ, PS))
add(C, CAM, "Shares of Cameron common stock held in treasury as of June 30, 2009", fact(F(CAM, "TreasuryStockShares"), PB, SH))
add(C, DNR, "Denbury basic net income (loss) per share, six months ended June 30, 2009 (signed)",
    fact(F(DNR, "EarningsPerShareBasic"), PH, PS))
add(C, DNR, "Diluted weighted-average share count Denbury used for 2Q08", fact(F(DNR, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQPY, SH))
add(C, DNR, "Common shares Denbury Resources had issued at June 30, 2009", fact(F(DNR, "CommonStockSharesIssued"), PB, SH))
add(C, AU, "AngloGold Ashanti's diluted loss per ordinary share for 2009 (signed)", fact(F(AU, "EarningsPerShareDiluted"), AFY09, PS))
add(C, AU, "Dividend paid per AngloGold Ashanti ordinary share in 2008, in US dollars", fact(F(AU, "CommonStockDividendsPerShareCashPaid"), AFY08, PS))
add(C, OXY, "Occidental's diluted EPS for the quarter ended March 31, 2010", fact(F(OXY, "EarningsPerShareDiluted"), Q10, PS))
add(C, OXY, "What dividend per common share did Occidental declare in Q1 2009?", fact(F(OXY, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, OXY, "OXY basic income from continuing operations per share, 1Q 2010",
    fact(F(OXY, "IncomeLossFromContinuingOperationsPerBasicShare"), Q10, PS))
add(C, KMP, "Per-unit cash distribution Kinder Morgan Energy Partners declared for the first quarter of 2010",
    fact(F(KMP, "DistributionMadeToMemberOrLimitedPartnerPerUnitAmount"), Q10, PS))
add(C, KMP, "KMP limited partners' net income (loss) per unit in Q1 2010, signed", fact(F(KMP, "NetIncomePerShare"), Q10, PS))
add(C, KMP, "Weighted average units KMP used to compute limited partners' net income per unit for Q1 2009",
    fact(F(KMP, "WeightedAverageNumberOfUnitsUsedInComutationOfLimitedPartnrsNetIncomePerUnit"), Q09, SH))
add(C, NOV, "National Oilwell Varco diluted earnings per share, first quarter of 2009", fact(F(NOV, "EarningsPerShareDiluted"), Q09, PS))
add(C, NOV, "Basic weighted average shares outstanding at NOV for Q1 2010", fact(F(NOV, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, NOV, "How many NOV common shares were outstanding on March 31, 2010?", fact(F(NOV, "CommonStockSharesOutstanding"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, CNR, "CNI capex (property additions), 1H09, C$", fact(F(CNR, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, CAD))
add(C, ACI, "Arch Coal capex YTD Jun-09", fact(F(ACI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, ACI, "ACI stock comp add-back, 1H09", fact(F(ACI, "ShareBasedCompensation"), PH, USD))
add(C, ACI, "Arch Coal cash dividends out the door in H1 2009", fact(F(ACI, "PaymentsOfDividends"), PH, USD))
add(C, CAM, "CAM capex, first half of '09", fact(F(CAM, "PaymentsForCapitalImprovements"), PH, USD))
add(C, CAM, "Cameron buybacks (treasury stock purchases), 1H09", fact(F(CAM, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, CAM, "CAM D&A on the P&L, 2Q09", fact(F(CAM, "DepreciationAndAmortization"), PQ, USD))
add(C, DNR, "DNR SBC, 1H09", fact(F(DNR, "ShareBasedCompensation"), PH, USD))
add(C, DNR, "Denbury CFO for the first half of 2009", fact(F(DNR, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, DNR, "DNR oil & gas capex (E&D spend), 1H09", fact(F(DNR, "PaymentsToExploreAndDevelopOilAndGasProperties"), PH, USD))
add(C, AU, "AU capex (PP&E additions), FY09", fact(F(AU, "PaymentsToAcquireProductiveAssets"), AFY09, USD))
add(C, OXY, "OXY DD&A in the cash flow statement, 1Q10", fact(F(OXY, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, OXY, "Occidental pre-tax income (before income taxes and other items), 1Q10",
    fact(F(OXY, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, OXY, "OXY SG&A plus other opex line, Q1 2010", fact(F(OXY, "OperatingExpenses"), Q10, USD))
add(C, KMP, "KMP G&A, 1Q10", fact(F(KMP, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, KMP, "Kinder Morgan Energy Partners CFO in 1Q10", fact(F(KMP, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, KMP, "KMP DD&A for Q1 2010", fact(F(KMP, "DepreciationAndAmortization", "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, NOV, "NOV capex, 1Q10 (PP&E purchases)", fact(F(NOV, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, NOV, "National Oilwell SG&A in Q1 2010", fact(F(NOV, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, NOV, "NOV common divs paid, 1Q10", fact(F(NOV, "PaymentsOfDividendsCommonStock"), Q10, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, CNR, "What operating ratio did Canadian Pacific Railway post in the second quarter of 2009?",
    refuse(oc, "Canadian Pacific is not in the data (Canadian National is).", other("CANADIAN PACIFIC")))
add(C, ACI, "How much coal revenue did Patriot Coal book in the first half of 2009?",
    refuse(oc, "Patriot Coal is not in the data (Arch Coal is).", other("PATRIOT COAL")))
add(C, CAM, "Oil States International's backlog or revenue for Q2 2009 -- what was its revenue?",
    refuse(oc, "Oil States International is not in the data (Cameron is).", other("OIL STATES")))
add(C, KMP, "What distribution per unit did Energy Transfer Partners declare for the first quarter of 2010?",
    refuse(oc, "Energy Transfer Partners is not in the data (Kinder Morgan Energy Partners is).", other("ENERGY TRANSFER")))
add(C, NOV, "Tenaris's net sales in the first quarter of 2010?",
    refuse(oc, "Tenaris is not in the data (National Oilwell Varco is).", other("TENARIS")))
# period_not_reported
add(C, CNR, "What were Canadian National's revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 report covers the quarters and six months to June 30, 2009 and 2008; the September 2009 quarter is not reported.",
           absent(F(CNR, "Revenues"), PQ3)))
add(C, CAM, "Cameron International's sales for the first quarter of 2009 on its own (January-March)?",
    refuse(pn, "The Q2 2009 10-Q reports the second quarter and the six months; the March 2009 quarter is not reported on its own.",
           absent(F(CAM, "SalesRevenueNet"), PQ1)))
add(C, DNR, "Denbury Resources' total revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months to June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(DNR, "Revenues"), FY08)))
add(C, OXY, "What were Occidental Petroleum's total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(OXY, "Assets"), MAR09)))
add(C, NOV, "National Oilwell Varco's revenue for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(NOV, "SalesRevenueNet"), FY09)))
# concept_not_reported
add(C, ACI, "How large an impairment charge did Arch Coal take in the first half of 2009?",
    refuse(cn, "Arch Coal's Q2 2009 data report no impairment charge of any kind.",
           absent_any(g("GoodwillImpairmentLoss", "AssetImpairmentCharges", "ImpairmentOfLongLivedAssetsHeldForUse",
                        "ImpairmentOfLongLivedAssetsToBeDisposedOf", "ImpairmentOfOilAndGasProperties"))))
add(C, DNR, "What dividend per share did Denbury Resources pay in the first six months of 2009?",
    refuse(cn, "Denbury's Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, OXY, "How many diluted shares did Occidental use to compute its Q1 2010 EPS?",
    refuse(cn, "Occidental's Q1 2010 data report no share counts (no weighted-average, outstanding or issued shares).",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted", "CommonStockSharesOutstanding",
                        "CommonStockSharesIssued"))))
add(C, KMP, "How much did Kinder Morgan Energy Partners spend repurchasing its own units in Q1 2010?",
    refuse(cn, "KMP's Q1 2010 data report no unit or share repurchases.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares", "PaymentsForRepurchaseOfPreferredStockAndPreferenceStock"))))
add(C, NOV, "National Oilwell Varco's research and development expense for Q1 2010?",
    refuse(cn, "National Oilwell Varco's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
# ambiguous
WHY_ACI = ("Arch Coal's first-half 2009 income statement reports 'Net income (loss)' including the noncontrolling interest "
           "(NetIncomeLossAttributableToParent, as tagged) and 'Net income (loss) attributable to Arch Coal, Inc.' (an extension tag), "
           "with different amounts.")
add(C, ACI, "What was Arch Coal's net income for the first half of 2009?", refuse(am, WHY_ACI, amb_for(ACI, WHY_ACI,
    (F(ACI, "NetIncomeLossAttributableToParent"), PH, None), (F(ACI, "NetIncomeLossAttributableToArchCoalInc"), PH, None))))
WHY_DNR = ("Denbury's June 30, 2009 balance sheet has two lines labelled 'Deferred revenue - Genesis': a current liability "
           "(DeferredRevenueCurrent) and a long-term liability (DeferredRevenueNoncurrent), with different amounts.")
add(C, DNR, "How much deferred revenue from Genesis did Denbury carry at June 30, 2009?", refuse(am, WHY_DNR, amb_for(DNR, WHY_DNR,
    (F(DNR, "DeferredRevenueCurrent"), PB, None), (F(DNR, "DeferredRevenueNoncurrent"), PB, None))))
WHY_AU = ("AngloGold Ashanti's December 31, 2009 balance sheet has two lines labelled 'Deferred taxation assets': a current asset "
          "(DeferredTaxAssetsNetCurrent) and a non-current asset (DeferredTaxAssetsNetNoncurrent), with different amounts.")
add(C, AU, "What were AngloGold Ashanti's deferred taxation assets at the end of 2009?", refuse(am, WHY_AU, amb_for(AU, WHY_AU,
    (F(AU, "DeferredTaxAssetsNetCurrent"), A09, None), (F(AU, "DeferredTaxAssetsNetNoncurrent"), A09, None))))
WHY_OXY = ("Occidental's Q1 2010 income statement reports 'Net income' (ProfitLoss, including noncontrolling interest) and "
           "'Net income attributable to common stock' (NetIncomeLoss), with different amounts.")
add(C, OXY, "Occidental's net income in the first quarter of 2010?", refuse(am, WHY_OXY, amb_for(OXY, WHY_OXY,
    (F(OXY, "ProfitLoss"), Q10, None), (F(OXY, "NetIncomeLoss"), Q10, None))))
WHY_KMP = ("KMP's March 31, 2010 balance sheet has several lines labelled 'Fair value of derivative contracts' (current and "
           "non-current assets, current and non-current liabilities), with different amounts.")
add(C, KMP, "What was the fair value of derivative contracts on Kinder Morgan Energy Partners' balance sheet at March 31, 2010?",
    refuse(am, WHY_KMP, amb_for(KMP, WHY_KMP, (F(KMP, "DerivativeInstrumentsAndHedges"), B10, None),
                                (F(KMP, "DerivativeInstrumentsAndHedgesNoncurrent"), B10, None),
                                (F(KMP, "DerivativeInstrumentsAndHedgesLiabilities"), B10, None),
                                (F(KMP, "CopyOfGeneralPartner"), B10, None))))


def main():
    write_round("h72", gr.QUESTIONS_72, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_72, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
