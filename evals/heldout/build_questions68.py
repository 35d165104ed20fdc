#!/usr/bin/env python3
"""Writes evals/data/ask_heldout68.jsonl and its refusal probes (ask_heldout68_probes.jsonl) -- round 68 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout68.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions68.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout68.jsonl
The writer imported the round 1-64 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own
folder's questions.jsonl (its OUT) and read rounds 1-64 from a copy of evals/data (each file named by its path in
PREV); here `from specs import *` takes them from evals/heldout itself, gr.QUESTIONS_68 is the output and PREV names
gr.QUESTIONS ... gr.QUESTIONS_64, one by one.
Written without reading the tool under test.

Round 68 notes.
FSDS filings: companies no round 1-64 used (checked CIK by CIK and adsh by adsh against every question and probe file
of rounds 1-64, against avoid_adsh.txt and the CIKs of its filings; left out the instance companies and companies tied
to a used one: Merrill Lynch (Bank of America), Midwest Generation (Edison International), DIRECTV Holdings
(DIRECTV)), all with CIK mod 4 == 0:
  2009q3 (calendar Q2 2009 and six months): Exxon Mobil (integrated oil), MDU Resources Group (utility, pipeline,
  natural gas production, construction materials and services), GrafTech International (graphite electrodes).
  2010q2 (calendar Q1 2010): FirstEnergy (electric utility), Questar (natural gas utility, pipeline and E&P),
  Rowan Companies (offshore drilling and rig manufacturing; ClassOfStockForRowanCompanies preferred-series rows).
None of the six eligible FSDS filers reports EquityComponents rows; the members questions are Rowan's preferred series
and Netflix's (fair-value table locations and instruments, senior-note face and fair values, content-liability note
amounts, income-statement location of FX gains, equity-statement columns, property class).
Instance: nflx-10k-2023 only, asking only facts no round 1-64 asked (reported facts and derived inputs alike), and
leaving out facts whose value an earlier round asked in another context of the same period, facts of value 0, and
facts whose presented sign is the negation of the tagged one (negated labels) where the sign would be asked, the
euro notes' face amounts (reported in both euros and dollars, which the reader cannot tell apart) and the 2022
"aggregate outstanding notes" (a rounded carrying amount beside a different total principal).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: ExxonMobil 25,
MDU Resources 25, GrafTech 24 (2009q3), FirstEnergy 17, Questar 15, Rowan 19 (2010q2) = 125 FSDS; nflx-10k-2023 35.
Quarter-vs-YTD: ExxonMobil, MDU and GrafTech (Q2 against the first half of 2009).
Members: Rowan's preferred-series rows (3) and Netflix (17).
Derived: 7 ratios (e0/e1), 5 growths (e0/e1-1; three negative, each saying so), 3 sums (e0+e1: a free cash flow with a
negative capex, a restricted-cash total and a content-liability total), 3 differences (e0-e1: a working capital, a free
cash flow and a volatility range), 1 debt-to-equity ((e0+e1)/e2), 1 net debt (e0+e1-e2); one jargon question is a cash
burn (-e0). No input fact of any answerable question was used by rounds 1-64 (check_overlap with same_fact=True: 0), and
no fact serves two questions of the round.
First drafts' Netflix refusals (fuboTV; dividends per share) repeated earlier rounds' probes and were replaced (Vimeo;
allowance for doubtful accounts).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-68 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64)  # rounds 1-64, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-64's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 68 FSDS filings (CIK mod 4 == 0)
XOM = "fsds:0001193125-09-165196"   # EXXON MOBIL CORP 10-Q (2009q3), CIK 34088, Q2 2009 and six months
MDU = "fsds:0000067716-09-000112"   # MDU RESOURCES GROUP INC 10-Q (2009q3), CIK 67716, Q2 2009 and six months
GTI = "fsds:0001193125-09-160240"   # GRAFTECH INTERNATIONAL LTD 10-Q (2009q3), CIK 931148, Q2 2009 and six months
FE = "fsds:0001031296-10-000021"    # FIRSTENERGY CORP 10-Q (2010q2), CIK 1031296, Q1 2010 (parent rows, empty coreg)
STR = "fsds:0000751652-10-000023"   # QUESTAR CORP 10-Q (2010q2), CIK 751652, Q1 2010
RDC = "fsds:0000085408-10-000012"   # ROWAN COMPANIES INC 10-Q (2010q2), CIK 85408, Q1 2010; ClassOfStockForRowanCompanies rows
TICK = {XOM: "xom", MDU: "mdu", GTI: "gti", FE: "fe", STR: "str", RDC: "rdc"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
RCLS = lambda m: {"ClassOfStockForRowanCompanies": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (ExxonMobil, MDU, GrafTech)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3, PQ1, FY08 = ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-03-31"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (FirstEnergy, Questar, Rowan)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")

# Netflix 10-K 2023: axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
LTDT = G + "LongtermDebtTypeAxis"
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, LTDT: G + "SeniorNotesMember"}
USD400_575 = NOTE("FivePointSevenFivePercentSeniorNotesMember")              # $400 million 5.750% notes
USD_3625_A20 = NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedApril2020Member")  # 3.625% dollar notes (April 2020)
USD800_5875 = NOTE("FivePointEightSevenFivePercentSeniorNotesMember")         # $800 million 5.875% notes
EUR_3875 = NOTE("ThreePointEightSevenFivePercentSeniorNotesMember")           # 3.875% euro notes
EUR13_3625 = NOTE("ThreePointSixTwoFivePercentSeniorNotesMember")             # EUR 1.3 billion 3.625% notes
BSL = G + "BalanceSheetLocationAxis"
FVH = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
CCE = G + "CashAndCashEquivalentsMember"
L1 = G + "FairValueInputsLevel1Member"
MMF = G + "MoneyMarketFundsMember"
CASH_IN_CCE = {BSL: CCE, FIN: G + "CashMember"}
MMF_L1_IN_CCE = {BSL: CCE, FVH: L1, FIN: MMF}
IN_OTHER_NONCURRENT = {BSL: G + "OtherNoncurrentAssetsMember"}
IN_OTHER_CURRENT = {BSL: G + "OtherCurrentAssetsMember"}
MMF_L1_NONCURRENT = {BSL: G + "OtherNoncurrentAssetsMember", FVH: L1, FIN: MMF}
CASH_ALL = {FIN: G + "CashMember"}
MMF_L1_ALL = {FVH: L1, FIN: MMF}
CUR_CONTENT = {BSL: "nflx:CurrentContentLiabilitiesMember"}
NONCUR_CONTENT = {BSL: "nflx:NoncurrentContentLiabilitiesMember"}
IN_INT_OTHER = {G + "IncomeStatementLocationAxis": "nflx:InterestAndOtherIncomeExpenseMember"}
MACHINERY = {PPEAX: G + "MachineryAndEquipmentMember"}
REVOLVER = lambda m: {G + "CreditFacilityAxis": G + "RevolvingCreditFacilityMember", G + "VariableRateAxis": "nflx:%s" % m}
CS = "us-gaap:CashCashEquivalentsAndShortTermInvestments"
VOLMAX = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedVolatilityRateMaximum")
VOLMIN = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedVolatilityRateMinimum")
N_BS20 = (None, "2020-12-31")

# =================================================================== direct
C = "direct"
add(C, XOM, "How much did ExxonMobil owe in income taxes payable on its June 30, 2009 balance sheet?",
    fact(F(XOM, "AccruedIncomeTaxesPayable"), PB, USD))
add(C, XOM, "Exxon Mobil's materials and supplies inventory at mid-year 2009", fact(F(XOM, "InventoryPartsAndComponents"), PB, USD))
add(C, XOM, "What postretirement benefits reserves sat on Exxon's balance sheet as of 30 June 2009?",
    fact(F(XOM, "PensionAndOtherPostretirementDefinedBenefitPlansNoncurrentLiabilities"), PB, USD))
add(C, MDU, "MDU Resources Group: goodwill at the end of the second quarter of 2009", fact(F(MDU, "Goodwill"), PB, USD))
add(C, MDU, "Dividends payable on MDU's balance sheet dated June 30, 2009", fact(F(MDU, "DividendsPayableCurrentAndNoncurrent"), PB, USD))
add(C, MDU, "What did MDU Resources carry on the 'Investments' line of its balance sheet at 6/30/2009?",
    fact(F(MDU, "InvestmentsNoncurrent"), PB, USD))
add(C, GTI, "Carrying value of GrafTech's investment in its non-consolidated affiliate on June 30, 2009",
    fact(F(GTI, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, GTI, "How much restricted cash did GrafTech International have at the close of Q2 2009?",
    fact(F(GTI, "RestrictedCashAndCashEquivalentsNoncurrent"), PB, USD))
add(C, GTI, "GrafTech -- accrued income and other taxes, June 30, 2009", fact(F(GTI, "TaxesPayable"), PB, USD))
add(C, FE, "FirstEnergy's nuclear plant decommissioning trusts as of March 31, 2010", fact(F(FE, "DecommissioningFundInvestments"), B10, USD))
add(C, FE, "What power purchase contract liability did FirstEnergy carry at the end of the first quarter of 2010?",
    fact(F(FE, "ContractLossLiabilities"), B10, USD))
add(C, FE, "Deferred gain on sale and leaseback transaction on FirstEnergy's 3/31/2010 balance sheet",
    fact(F(FE, "SaleLeasebackTransactionDeferredGainNet"), B10, USD))
add(C, STR, "How much gas and oil did Questar have in storage (balance-sheet value) at March 31, 2010?",
    fact(F(STR, "EnergyRelatedInventoryGasStoredUnderground"), B10, USD))
add(C, STR, "Questar's unbilled gas accounts receivable, end of March 2010", fact(F(STR, "UnbilledContractsReceivable"), B10, USD))
add(C, STR, "Revenues of the Questar Pipeline business for the quarter ended March 31, 2010", fact(F(STR, "GasDomesticRegulatedRevenue"), Q10, USD))
add(C, RDC, "Rowan Companies' drilling equipment (gross, before accumulated depreciation) at March 31, 2010",
    fact(F(RDC, "DrillingEquipment"), B10, USD))
add(C, RDC, "Deferred revenues on Rowan's balance sheet, Q1 2010 quarter-end", fact(F(RDC, "DeferredRevenueCurrent"), B10, USD))
add(C, RDC, "What were Rowan's work-in-progress inventories as of March 31, 2010?", fact(F(RDC, "InventoryWorkInProcess"), B10, USD))
add(C, NF, "Lowest suboptimal exercise factor Netflix assumed when valuing the stock options it granted in 2023",
    fact(["nflx:SharebasedCompensationArrangementbySharebasedPaymentAwardFairValueAssumptionsSuboptimalExerciseFactorMinimum"], N_FY23, PURE))
add(C, NF, "What was the aggregate intrinsic value of Netflix's options vested and expected to vest at December 31, 2023?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestOutstandingAggregateIntrinsicValue",
           "ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestExercisableAggregateIntrinsicValue"), N_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, XOM, "Exxon's notes and loans payable at December 31, 2008", fact(F(XOM, "DebtCurrent"), PYE, USD))
add(C, XOM, "Total revenues and other income at ExxonMobil in the second quarter of 2008 (the year-ago comparative)",
    fact(F(XOM, "TotalRevenuesAndOtherIncome"), PQPY, USD))
add(C, MDU, "MDU inventories on June 30, 2008 -- the year-earlier balance sheet column", fact(F(MDU, "InventoryNet"), JUN08, USD))
add(C, MDU, "What were MDU Resources' total revenues for the three months ended June 30, 2008?", fact(F(MDU, "Revenues"), PQPY, USD))
add(C, GTI, "GrafTech inventories at December 31, 2008", fact(F(GTI, "InventoryNet"), PYE, USD))
add(C, GTI, "How much operating income did GrafTech earn in Q2 2008?", fact(F(GTI, "OperatingIncomeLoss"), PQPY, USD))
add(C, FE, "FirstEnergy purchased power costs for the first quarter of 2009", fact(F(FE, "CostOfPurchasedPower"), Q09, USD))
add(C, FE, "Short-term borrowings on FirstEnergy's balance sheet at the end of 2009", fact(F(FE, "ShortTermBorrowings"), DEC09, USD))
add(C, FE, "Amortization of regulatory assets recorded by FirstEnergy in 1Q 2009", fact(F(FE, "AmortizationOfRegulatoryAsset"), Q09, USD))
add(C, STR, "What did Questar Market Resources contribute to Questar's revenues in the March 2009 quarter?", fact(F(STR, "OilAndGasRevenue"), Q09, USD))
add(C, STR, "Questar long-term debt, less current portion, on December 31, 2009", fact(F(STR, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, STR, "Questar's unrealized and realized loss on basis-only swaps in the first quarter of 2009 (signed)",
    fact(F(STR, "UnrealizedAndRealizedLossOnBasisOnlySwaps"), Q09, USD))
add(C, RDC, "Rowan's drilling services revenue a year before, in Q1 2009", fact(F(RDC, "RevenueOilAndGasServices"), Q09, USD))
add(C, RDC, "Accrued compensation and related employee costs at Rowan Companies as of 12/31/2009",
    fact(F(RDC, "EmployeeRelatedLiabilitiesCurrent"), DEC09, USD))
add(C, NF, "How much interest and penalties had Netflix accrued on unrecognized tax benefits as of December 31, 2022?",
    fact(g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestAccrued"), N_BS22, USD))
add(C, NF, "Netflix's total (gross) deferred tax liabilities at December 31, 2022", fact(g("DeferredIncomeTaxLiabilities"), N_BS22, USD))
add(C, NF, "In Netflix's 2021 tax rate reconciliation, what was the line for foreign earnings taxed at other than U.S. rates (signed)?",
    fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), N_FY21, USD))
add(C, NF, "Increase in Netflix's unrecognized tax benefits from tax positions taken in prior periods, during 2021",
    fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), N_FY21, USD))
add(C, NF, "The change in content liabilities adjustment in Netflix's 2021 operating cash flows",
    fact(["nflx:ChangeInStreamingContentLiabilities"], N_FY21, USD))
add(C, NF, "How large a foreign currency remeasurement gain on its debt did Netflix recognize in 2021?",
    fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY21, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, XOM, "Crude oil and product purchases at Exxon Mobil in Q2 2009 on its own (three months, not year-to-date)",
    fact(F(XOM, "CrudeOilAndProductPurchases"), PQ, USD))
add(C, XOM, "ExxonMobil's sales-based taxes for the six months ended June 30, 2009", fact(F(XOM, "ExciseAndSalesTaxes"), PH, USD))
add(C, XOM, "Exploration expenses, including dry holes, at XOM for the April-June 2009 quarter", fact(F(XOM, "ExplorationExpense"), PQ, USD))
add(C, XOM, "Income from equity affiliates that ExxonMobil booked over the first half of 2009",
    fact(F(XOM, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, XOM, "Other taxes and duties at Exxon -- just the second quarter of 2009", fact(F(XOM, "TaxesOther"), PQ, USD))
add(C, XOM, "Production and manufacturing expenses at ExxonMobil, year to date through June 2009",
    fact(F(XOM, "ProductionAndManufacturingExpenses"), PH, USD))
add(C, XOM, "What interest expense did ExxonMobil report for the three months ended June 30, 2009?", fact(F(XOM, "InterestExpense"), PQ, USD))
add(C, MDU, "MDU's write-down of natural gas and oil properties for the six months ended June 30, 2009",
    fact(F(MDU, "ImpairmentOfOilAndGasProperties"), PH, USD))
add(C, MDU, "Operating income (loss) at MDU Resources for the first half of 2009, signed", fact(F(MDU, "OperatingIncomeLoss"), PH, USD))
add(C, MDU, "Purchased natural gas sold by MDU in the second quarter of 2009 alone", fact(F(MDU, "PurchasedNaturalGasSold"), PQ, USD))
add(C, MDU, "MDU Resources' taxes other than income for the quarter ended June 30, 2009",
    fact(F(MDU, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PQ, USD))
add(C, MDU, "Revenues from MDU's electric, natural gas distribution, pipeline and energy services businesses, year-to-date June 2009",
    fact(F(MDU, "ElectricNaturalGasDistributionAndPipelineAndEnergyServicesRevenues"), PH, USD))
add(C, MDU, "MDU's income tax line for January-June 2009 (negative if a benefit)", fact(F(MDU, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, MDU, "Fuel and purchased power expense at MDU Resources in 2Q 2009, quarter only", fact(F(MDU, "FuelAndPurchasedPower"), PQ, USD))
add(C, GTI, "GrafTech International net sales for Q2 2009 by itself", fact(F(GTI, "SalesRevenueNet"), PQ, USD))
add(C, GTI, "Gross profit at GrafTech for the six months ended June 30, 2009", fact(F(GTI, "GrossProfit"), PH, USD))
add(C, GTI, "GrafTech's research and development expense in the three months to June 30, 2009",
    fact(F(GTI, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, GTI, "For the first half of 2009, what did GrafTech record as equity in losses of and write-down of its investment in the "
    "non-consolidated affiliate? Give the signed amount.", fact(F(GTI, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, GTI, "GrafTech's provision for (benefit from) income taxes in the second quarter of 2009 alone (negative = benefit)",
    fact(F(GTI, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, GTI, "Interest expense at GrafTech, six months ended June 30, 2009", fact(F(GTI, "InterestExpense"), PH, USD))

# =================================================================== derived
C = "derived"
add(C, XOM, "ExxonMobil's current ratio at June 30, 2009", ratio(F(XOM, "AssetsCurrent"), F(XOM, "LiabilitiesCurrent"), PB))
add(C, XOM, "By how much did Exxon's first-half sales and other operating revenue change in 2009 versus 2008? Answer as a decimal "
    "(negative for a decline).", growth(F(XOM, "SalesAndOtherOperatingRevenueIncludingSalesBasedTaxes"), PH, PHPY))
add(C, XOM, "ExxonMobil's effective tax rate for the second quarter of 2009, computed as income taxes divided by income before income taxes",
    ratio(F(XOM, "IncomeTaxExpenseBenefit"), F(XOM, "IncomeIncludingEquityAffilateEarningsBeforeIncomeTaxes"), PQ))
add(C, MDU, "MDU's free cash flow for 1H09: net cash provided by operating activities plus capital expenditures "
    "(capex is shown as a negative number in its cash flow statement)",
    derived("e0+e1", [inp(F(MDU, "NetCashProvidedByUsedInOperatingActivities"), PH), inp(F(MDU, "CapitalExpenditures"), PH)],
            PH, USD, ratio=False))
add(C, MDU, "Interest coverage at MDU Resources in the second quarter of 2008 (operating income / interest expense)",
    ratio(F(MDU, "OperatingIncomeLoss"), F(MDU, "InterestExpense"), PQPY))
add(C, MDU, "MDU's debt-to-equity at June 30, 2009, with debt as long-term debt due within one year plus long-term debt, "
    "divided by total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(MDU, "LongTermDebtAndCapitalLeaseObligationsCurrent"), PB), inp(F(MDU, "LongTermDebtAndCapitalLeaseObligations"), PB),
                           inp(F(MDU, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, GTI, "GrafTech's gross margin in the second quarter of 2008 (gross profit over net sales)",
    ratio(F(GTI, "GrossProfit"), F(GTI, "SalesRevenueNet"), PQPY))
add(C, GTI, "GrafTech's net debt at June 30, 2009: total long-term debt plus short-term debt, minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(GTI, "LongTermDebtNoncurrent"), PB), inp(F(GTI, "ShortTermBorrowings"), PB),
                         inp(F(GTI, "CashAndCashEquivalentsAtCarryingValue"), PB)], PB, USD, ratio=False))
add(C, GTI, "Year-over-year change in GrafTech's net sales for the first half, 2009 vs 2008, as a decimal (a drop is negative)",
    growth(F(GTI, "SalesRevenueNet"), PH, PHPY))
add(C, FE, "FirstEnergy's operating margin in Q1 2010, i.e. operating income as a fraction of total revenues",
    ratio(F(FE, "OperatingIncomeLoss"), F(FE, "Revenues"), Q10))
add(C, FE, "How much did revenue from FirstEnergy's unregulated businesses grow in Q1 2010 over Q1 2009? Decimal, please.",
    growth(F(FE, "ElectricWorldwideUnregulatedRevenue"), Q10, Q09))
add(C, FE, "FirstEnergy working capital at March 31, 2010 (total current assets minus total current liabilities; negative if a deficit)",
    diff(F(FE, "AssetsCurrent"), F(FE, "LiabilitiesCurrent"), B10))
add(C, STR, "What fraction of Questar's total revenues in the first quarter of 2010 came from Questar Gas?",
    ratio(F(STR, "RefiningAndMarketingRevenue"), F(STR, "Revenues"), Q10))
add(C, STR, "Growth of net income attributable to Questar, 1Q10 vs 1Q09, expressed as a decimal", growth(F(STR, "NetIncomeLoss"), Q10, Q09))
add(C, RDC, "Rowan's pre-tax margin for Q1 2010 -- income before income taxes divided by total revenues",
    ratio(F(RDC, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"),
          F(RDC, "Revenues"), Q10))
add(C, RDC, "Rowan Companies' free cash flow in the first quarter of 2009: net cash from operations minus capital expenditures "
    "(negative if an outflow)",
    diff(F(RDC, "NetCashProvidedByUsedInOperatingActivities"), F(RDC, "PaymentsToAcquireProductiveAssets"), Q09))
add(C, NF, "Netflix's total restricted cash at December 31, 2022: the amounts held in other current assets plus other non-current assets",
    total([CS], [CS], N_BS22, ma=IN_OTHER_CURRENT, mb=IN_OTHER_NONCURRENT))
add(C, NF, "Per the commitments note, how much of Netflix's content obligations at the end of 2022 were already recorded as liabilities "
    "(current plus non-current content liabilities)?",
    derived("e0+e1", [inp(["nflx:ContentLiabilitiesCurrent"], N_BS22, CUR_CONTENT), inp(["nflx:ContentLiabilitiesNoncurrent"], N_BS22, NONCUR_CONTENT)],
            N_BS22, USD, ratio=False))
add(C, NF, "How wide was the range of expected volatility Netflix assumed for its 2021 option grants (maximum minus minimum, as a decimal)?",
    derived("e0-e1", [inp(VOLMAX, N_FY21), inp(VOLMIN, N_FY21)], N_FY21, PURE))
add(C, NF, "Change in the cash-flow adjustment for other current assets at Netflix, 2022 relative to 2021, as a decimal "
    "(both years move cash the same way; negative if smaller)",
    growth(g("IncreaseDecreaseInOtherCurrentAssets"), N_FY22, N_FY21))

# =================================================================== members
C = "members"
add(C, RDC, "How many shares of Series C preferred stock was Rowan authorized to issue at March 31, 2010?",
    fact(F(RDC, "PreferredStockSharesAuthorized"), B10, SH, RCLS("SeriesCPreferredStock")))
add(C, RDC, "Authorized shares of Rowan's junior preferred stock series as of December 31, 2009",
    fact(F(RDC, "PreferredStockSharesAuthorized"), DEC09, SH, RCLS("SeriesJuniorPreferredStock")))
add(C, RDC, "How many Series C preferred shares did Rowan have outstanding at the end of 2009?",
    fact(F(RDC, "PreferredStockSharesOutstanding"), DEC09, SH, RCLS("SeriesCPreferredStock")))
add(C, NF, "In Netflix's fair value table, how much of its cash and cash equivalents at December 31, 2022 was plain cash (the Cash row)?",
    fact([CS], N_BS22, USD, CASH_IN_CCE))
add(C, NF, "Level 1 money market funds included in Netflix's cash and cash equivalents at year-end 2022", fact([CS], N_BS22, USD, MMF_L1_IN_CCE))
add(C, NF, "Year-end 2022 fair value of the 3.625% notes Netflix issued for EUR 1.3 billion, expressed in dollars",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, EUR13_3625))
add(C, NF, "Netflix's Level 1 money market funds recorded within other non-current assets at the end of 2023",
    fact([CS], N_BS23, USD, MMF_L1_NONCURRENT))
add(C, NF, "Total of the Cash row in Netflix's December 31, 2023 fair value table, across all balance-sheet locations",
    fact([CS], N_BS23, USD, CASH_ALL))
add(C, NF, "All Level 1 money market funds Netflix held at December 31, 2022, whatever the balance-sheet line", fact([CS], N_BS22, USD, MMF_L1_ALL))
add(C, NF, "Principal amount of Netflix's 5.750% senior notes outstanding at December 31, 2022", fact(g("DebtInstrumentFaceAmount"), N_BS22, USD, USD400_575))
add(C, NF, "Netflix's 3.875% euro senior notes: fair value in dollars at year-end 2022",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, EUR_3875))
add(C, NF, "Fair value of Netflix's 3.625% dollar senior notes issued in April 2020, at December 31, 2022",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, USD_3625_A20))
add(C, NF, "What was the fair value of Netflix's $800 million 5.875% senior notes at the end of 2022?",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, USD800_5875))
add(C, NF, "In the commitments note, about how much of Netflix's content obligations at December 31, 2023 sat in current content liabilities?",
    fact(["nflx:ContentLiabilitiesCurrent"], N_BS23, USD, CUR_CONTENT))
add(C, NF, "Roughly how much of Netflix's content obligations at year-end 2023 were non-current content liabilities, per the commitments note?",
    fact(["nflx:ContentLiabilitiesNoncurrent"], N_BS23, USD, NONCUR_CONTENT))
add(C, NF, "Foreign exchange gains Netflix included in interest and other income (expense) for 2021",
    fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY21, USD, IN_INT_OTHER))
add(C, NF, "Netflix statement of stockholders' equity: retained earnings column balance at December 31, 2022",
    fact(g("StockholdersEquity"), N_BS22, USD, EQM("RetainedEarningsMember")))
add(C, NF, "Amount credited to the common stock column of Netflix's equity statement for stock options exercised in 2021",
    fact(g("StockIssuedDuringPeriodValueStockOptionsExercised"), N_FY21, USD, EQM("CommonStockMember")))
add(C, NF, "Other comprehensive income (loss) recorded in the accumulated OCI column of Netflix's equity statement for 2021 (signed)",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), N_FY21, USD, EQM("AccumulatedOtherComprehensiveIncomeMember")))
add(C, NF, "Gross machinery and equipment in Netflix's property and equipment note at December 31, 2022",
    fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, MACHINERY))

# =================================================================== per_share
C = "per_share"
add(C, XOM, "ExxonMobil's basic earnings per common share for the quarter ended June 30, 2009", fact(F(XOM, "EarningsPerShareBasic"), PQ, PS))
add(C, XOM, "XOM diluted EPS, six months to June 2008", fact(F(XOM, "EarningsPerShareDiluted"), PHPY, PS))
add(C, XOM, "Dividends per common share Exxon paid over the first half of 2009", fact(F(XOM, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, XOM, "How many shares did ExxonMobil hold in treasury at June 30, 2009?", fact(F(XOM, "TreasuryStockShares"), PB, SH))
add(C, MDU, "MDU dividends declared per common share in the first six months of 2009", fact(F(MDU, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, MDU, "Diluted earnings per common share at MDU Resources, Q2 2009", fact(F(MDU, "EarningsLossPerCommonShareDiluted"), PQ, PS))
add(C, MDU, "What basic EPS did MDU report for the first half of 2008?", fact(F(MDU, "EarningsLossPerCommonShareBasic"), PHPY, PS))
add(C, MDU, "Number of MDU common shares issued as of June 30, 2009", fact(F(MDU, "CommonStockSharesIssued"), PB, SH))
add(C, GTI, "GrafTech basic net income (loss) per share for January-June 2009", fact(F(GTI, "EarningsPerShareBasic"), PH, PS))
add(C, GTI, "GrafTech's diluted EPS in the second quarter of 2008", fact(F(GTI, "EarningsPerShareDiluted"), PQPY, PS))
add(C, GTI, "Shares of GrafTech common stock held in employee benefit and compensation trusts at June 30, 2009",
    fact(F(GTI, "CommonStockSharesHeldInEmployeeTrustShares"), PB, SH))
add(C, GTI, "Diluted weighted average common shares GrafTech used for Q2 2009", fact(F(GTI, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, FE, "FirstEnergy's dividends declared per share of common stock in Q1 2010", fact(F(FE, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, FE, "Weighted average diluted shares outstanding at FirstEnergy, first quarter of 2009",
    fact(F(FE, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, FE, "FirstEnergy common shares outstanding on March 31, 2010", fact(F(FE, "CommonStockSharesOutstanding"), B10, SH))
add(C, STR, "Questar's diluted EPS for 1Q 2009", fact(F(STR, "EarningsPerShareDiluted"), Q09, PS))
add(C, STR, "Shares used in Questar's basic EPS calculation for the quarter ended March 31, 2010",
    fact(F(STR, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, RDC, "Rowan Companies diluted net income per share, Q1 2010", fact(F(RDC, "EarningsPerShareDiluted"), Q10, PS))
add(C, RDC, "What was Rowan's basic EPS in the first quarter of 2009?", fact(F(RDC, "EarningsPerShareBasic"), Q09, PS))
add(C, RDC, "Common shares Rowan had issued as of March 31, 2010", fact(F(RDC, "CommonStockSharesIssued"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, XOM, "XOM buybacks (common stock acquired), 1H09", fact(F(XOM, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, XOM, "Exxon capex -- additions to PP&E, YTD Jun-09", fact(F(XOM, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, XOM, "XOM NCI share of the bottom line in 2Q09 (signed)", fact(F(XOM, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, MDU, "MDU DD&A, 2Q09", fact(F(MDU, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, MDU, "MDU divs paid, 1H09", fact(F(MDU, "PaymentsOfDividends"), PH, USD))
add(C, MDU, "MDU AOCI at 6/30/09 (signed)", fact(F(MDU, "AccumulatedOtherComprehensiveIncomeLossNetOfTax"), PB, USD))
add(C, GTI, "GTI SG&A in 2Q09", fact(F(GTI, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, GTI, "GrafTech capex, first half '09", fact(F(GTI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, GTI, "GTI SBC add-back in the 1H09 cash flow statement (incl. incentive comp paid in stock)", fact(F(GTI, "ShareBasedCompensation"), PH, USD))
add(C, FE, "FE capex (property additions), 1Q10", fact(F(FE, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, FE, "FirstEnergy CFO, 1Q10", fact(F(FE, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, FE, "FE pre-tax income (EBT), 1Q10",
    fact(F(FE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, STR, "Questar capex in 1Q10 (PP&E additions incl. dry exploratory well expense)",
    fact(F(STR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, STR, "STR G&A, 1Q10", fact(F(STR, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, STR, "Questar SBC, 1Q09", fact(F(STR, "ShareBasedCompensation"), Q09, USD))
add(C, RDC, "RDC SG&A, 1Q10", fact(F(RDC, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, RDC, "Rowan's operating cash burn in 1Q10 (cash used in operations, as a positive number)",
    derived("-e0", [inp(F(RDC, "NetCashProvidedByUsedInOperatingActivities"), Q10)], Q10, USD, ratio=False))
add(C, RDC, "Rowan capitalized interest, 1Q10, signed as on the income statement", fact(F(RDC, "InterestCostsCapitalized"), Q10, USD))
add(C, NF, "NFLX deferred rev change in CFO, FY21", fact(g("IncreaseDecreaseInContractWithCustomerLiability"), N_FY21, USD))
add(C, NF, "NFLX ETR recon 'Other' bucket for FY22, in dollars", fact(g("IncomeTaxReconciliationOtherAdjustments"), N_FY22, USD))

# =================================================================== refuse
C = "refuse"
add(C, XOM, "What was Royal Dutch Shell's net income for the second quarter of 2009?",
    refuse(oc, "Royal Dutch Shell is not in the data (ExxonMobil is).", other("ROYAL DUTCH", "SHELL")))
add(C, GTI, "How much did SGL Carbon earn on graphite electrodes in the first half of 2009?",
    refuse(oc, "SGL Carbon is not in the data (GrafTech is).", other("SGL CARBON", "SGL")))
add(C, STR, "What were National Fuel Gas's utility revenues in the first quarter of 2010?",
    refuse(oc, "National Fuel Gas is not in the data (Questar is).", other("NATIONAL FUEL")))
add(C, RDC, "Seadrill's contract drilling revenue for Q1 2010?",
    refuse(oc, "Seadrill is not in the data (Rowan Companies is).", other("SEADRILL")))
add(C, NF, "Vimeo's subscription revenue in 2023 -- how much was it?",
    refuse(oc, "Vimeo is not in the data (Netflix is).", other("VIMEO")))
add(C, XOM, "How much did ExxonMobil earn (net income attributable to ExxonMobil) in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(XOM, "NetIncomeLoss"), PQ3)))
add(C, MDU, "MDU Resources' total revenues for the full year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months to June 30, 2009 and 2008; no full-year 2008 income statement.",
           absent(F(MDU, "Revenues"), FY08)))
add(C, GTI, "GrafTech's net sales for the first quarter of 2009 (January to March) on its own?",
    refuse(pn, "The Q2 2009 10-Q reports the second quarter and the six months; the March 2009 quarter is not reported on its own.",
           absent(F(GTI, "SalesRevenueNet"), PQ1)))
add(C, FE, "What were FirstEnergy's total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(F(FE, "Assets"), MAR09)))
add(C, RDC, "Rowan Companies' total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(RDC, "Revenues"), FY09)))
add(C, MDU, "How much did MDU Resources spend buying back its own stock in the first half of 2009?",
    refuse(cn, "MDU's Q2 2009 data report no share repurchases (only a constant treasury stock balance).",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares"))))
add(C, GTI, "What dividend per share did GrafTech declare in the first half of 2009?",
    refuse(cn, "GrafTech's Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, FE, "How much did FirstEnergy spend on research and development in Q1 2010?",
    refuse(cn, "FirstEnergy's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, RDC, "What goodwill did Rowan Companies carry at March 31, 2010?",
    refuse(cn, "Rowan's Q1 2010 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
add(C, NF, "How large an allowance for doubtful accounts did Netflix hold against its receivables at December 31, 2023?",
    refuse(cn, "Netflix's 2023 10-K reports no allowance for doubtful accounts or credit losses, nor a provision for them.",
           absent_any(g("AllowanceForDoubtfulAccountsReceivableCurrent", "AccountsReceivableAllowanceForCreditLossCurrent",
                        "AllowanceForDoubtfulAccountsReceivable", "AccountsReceivableAllowanceForCreditLoss", "ProvisionForDoubtfulAccounts",
                        "AccountsReceivableCreditLossExpenseReversal"))))
WHY_XOM = ("ExxonMobil's first-half 2009 income statement reports 'Net income including noncontrolling interests' (ProfitLoss) and "
           "'Net income attributable to ExxonMobil' (NetIncomeLoss), with different amounts.")
add(C, XOM, "What was ExxonMobil's net income for the first half of 2009?", refuse(am, WHY_XOM, amb_for(XOM, WHY_XOM,
    (F(XOM, "ProfitLoss"), PH, None), (F(XOM, "NetIncomeLoss"), PH, None))))
WHY_MDU = ("MDU's June 30, 2009 balance sheet has two lines labelled 'Commodity derivative instruments': a current asset "
           "(DerivativeAssetsCurrent) and a current liability (DerivativeLiabilitiesCurrent), with different amounts.")
add(C, MDU, "What did MDU Resources show for commodity derivative instruments on its June 30, 2009 balance sheet?",
    refuse(am, WHY_MDU, amb_for(MDU, WHY_MDU, (F(MDU, "DerivativeAssetsCurrent"), PB, None), (F(MDU, "DerivativeLiabilitiesCurrent"), PB, None))))
WHY_STR = ("Questar's Q1 2010 filing reports 'Depreciation, depletion and amortization' twice with different amounts: on the income "
           "statement (DepreciationAndAmortization) and in the cash flow statement (DepreciationDepletionAndAmortization).")
add(C, STR, "Questar's depreciation, depletion and amortization for the first quarter of 2010?", refuse(am, WHY_STR, amb_for(STR, WHY_STR,
    (F(STR, "DepreciationAndAmortization"), Q10, None), (F(STR, "DepreciationDepletionAndAmortization"), Q10, None))))
WHY_NFX = ("Netflix's 2023 10-K reports two 2022 foreign exchange gains: the foreign currency remeasurement gain on debt in the cash "
           "flow statement (ForeignCurrencyTransactionGainLossBeforeTax, no dimension) and the foreign exchange gains included in "
           "interest and other income (the same concept on IncomeStatementLocationAxis=InterestAndOtherIncomeExpenseMember).")
add(C, NF, "What FX gain did Netflix book for fiscal 2022?", refuse(am, WHY_NFX, amb_for(NF, WHY_NFX,
    (g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY22, None), (g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY22, IN_INT_OTHER))))
WHY_NRV = ("Netflix's revolving credit facility states two LIBOR spreads: the margin on LIBOR-based loans "
           "(VariableRateAxis=LondonInterbankOfferedRateLIBOR1Member) and the spread over one-month LIBOR in the base-rate "
           "definition (VariableRateAxis=OneMonthLIBORRateMember), with different values.")
add(C, NF, "What spread over LIBOR applies to borrowings under Netflix's revolving credit facility?", refuse(am, WHY_NRV, amb_for(NF, WHY_NRV,
    (g("DebtInstrumentBasisSpreadOnVariableRate1"), N_FY23, REVOLVER("LondonInterbankOfferedRateLIBOR1Member")),
    (g("DebtInstrumentBasisSpreadOnVariableRate1"), N_FY23, REVOLVER("OneMonthLIBORRateMember")))))


def main():
    write_round("h68", gr.QUESTIONS_68, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
