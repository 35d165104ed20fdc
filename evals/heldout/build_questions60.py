#!/usr/bin/env python3
"""Writes evals/data/ask_heldout60.jsonl and its refusal probes (ask_heldout60_probes.jsonl) -- round 60 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout60.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions60.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout60.jsonl
The writer imported the round 1-56 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, wrote to its own folder's questions.jsonl (its
QUESTIONS_60) and read rounds 1-56 from a copy of evals/data (each file named one by one in PREV); here
`from specs import *` takes them from evals/heldout itself, gr.QUESTIONS_60 is the output and PREV names
gr.QUESTIONS ... gr.QUESTIONS_56, one by one.
Written without reading the tool under test.

Round 60 notes.
FSDS filings: companies no round 1-56 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-56, against avoid_adsh.txt and the CIKs of its filings, leaving out the instance companies and subsidiaries of
companies already used, e.g. Merrill Lynch, Midwest Generation, DIRECTV Holdings), all with CIK mod 4 == 0:
  2009q3 (calendar Q2 2009 and six months): SandRidge Energy (E&P, EquityComponents rows), Public Service Enterprise
  Group (electric and gas utility), AMETEK (electronic instruments).
  2010q2 (calendar Q1 2010): FPL Group (electric utility), Southwestern Energy (natural gas, EquityComponents rows),
  Masco (building and home-improvement products).
Instance: nflx-10k-2023 only, asking only facts no round 1-56 asked (reported facts and derived inputs alike).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-60 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56)  # rounds 1-56, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-56's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 60 FSDS filings (CIK mod 4 == 0)
SD = "fsds:0000950123-09-031224"    # SANDRIDGE ENERGY INC 10-Q (2009q3), CIK 1349436, Q2 2009 and six months; EquityComponents rows
PEG = "fsds:0000930413-09-003976"   # PUBLIC SERVICE ENTERPRISE GROUP INC 10-Q (2009q3), CIK 788784, Q2 2009 and six months
AME = "fsds:0000950123-09-030415"   # AMETEK INC 10-Q (2009q3), CIK 1037868, Q2 2009 and six months
FPL = "fsds:0000753308-10-000051"   # FPL GROUP INC 10-Q (2010q2), CIK 753308, Q1 2010
SWN = "fsds:0000007332-10-000019"   # SOUTHWESTERN ENERGY CO 10-Q (2010q2), CIK 7332, Q1 2010; EquityComponents rows
MAS = "fsds:0000950123-10-041229"   # MASCO CORP 10-Q (2010q2), CIK 62996, Q1 2010
TICK = {SD: "sd", PEG: "peg", AME: "ame", FPL: "fpl", SWN: "swn", MAS: "mas"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (SandRidge, PSEG, AMETEK)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
JUN08 = (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (FPL Group, Southwestern, Masco)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

# Netflix 10-K 2023: axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
LTDT = G + "LongtermDebtTypeAxis"
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, LTDT: G + "SeniorNotesMember"}
SENIOR = {LTDT: G + "SeniorNotesMember"}
OCT19_4875 = NOTE("FourPointEightSevenFivePercentSeniorNotesIssuedOctober2019Member")
APR20_3 = NOTE("ThreePointZeroPercentSeniorNotesIssuedApril2020Member")
BSL = G + "BalanceSheetLocationAxis"
CUR_HEDGE_LIAB = {BSL: G + "OtherCurrentLiabilitiesMember", G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
L2_TD_IN_CASH = {BSL: G + "CashAndCashEquivalentsMember",
                 G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member",
                 G + "FinancialInstrumentAxis": G + "BankTimeDepositsMember"}
DTL_IN_ONCL = {BSL: G + "OtherNoncurrentLiabilitiesMember"}
BUILDING = {PPEAX: G + "BuildingMember"}
US_GEO = {GEO: "country:US"}
FX_IN_OTHER_INCOME = {G + "IncomeStatementLocationAxis": "nflx:InterestAndOtherIncomeExpenseMember"}
STAT_TAX = g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate")
EUR = "iso4217:EUR"
N_BS20 = (None, "2020-12-31")
N_MAR21 = (None, "2021-03-31")
N_JUN23 = (None, "2023-06-30")

# =================================================================== direct
C = "direct"
add(C, SD, "What were SandRidge Energy's proved natural gas and crude oil properties (full cost method, before accumulated "
    "depreciation, depletion and impairment) as of June 30, 2009?",
    fact(F(SD, "ProvedNaturalGasAndCrudeOilPropertiesUsingFullCostMethod"), PB, USD))
add(C, SD, "Aggregate liquidation preference of SandRidge's 8.5% convertible perpetual preferred stock at mid-2009",
    fact(F(SD, "ConvertiblePerpetualPreferredStockAggregateLiquidationPreference"), PB, USD))
add(C, PEG, "How much did PSEG hold in its Nuclear Decommissioning Trust (NDT) Funds on June 30, 2009?",
    fact(F(PEG, "DecommissioningFundInvestments"), PB, USD))
add(C, PEG, "Public Service Enterprise Group -- noncurrent environmental costs liability on the 6/30/2009 balance sheet",
    fact(F(PEG, "AccruedEnvironmentalLossContingenciesNoncurrent"), PB, USD))
add(C, PEG, "PSEG's securitization debt outstanding (the noncurrent line) at the end of the second quarter of 2009?",
    fact(F(PEG, "LongTermTransitionBond"), PB, USD))
add(C, AME, "AMETEK goodwill as of June 30, 2009", fact(F(AME, "Goodwill"), PB, USD))
add(C, AME, "What did AMETEK show for income taxes payable on its June 30, 2009 balance sheet?",
    fact(F(AME, "AccruedIncomeTaxesCurrent"), PB, USD))
add(C, FPL, "Nuclear fuel, net, carried by FPL Group at March 31, 2010", fact(F(FPL, "NuclearFuel"), B10, USD))
add(C, FPL, "How big were FPL Group's special use funds at the end of Q1 2010?", fact(F(FPL, "OtherAssetsSpecialUseFunds"), B10, USD))
add(C, FPL, "FPL Group commercial paper outstanding on 3/31/10?", fact(F(FPL, "CommercialPaper"), B10, USD))
add(C, SWN, "Southwestern Energy's gathering systems (gross property) at March 31, 2010", fact(F(SWN, "GatheringSystems"), B10, USD))
add(C, SWN, "What hedging asset did Southwestern Energy report in current assets as of March 31, 2010?",
    fact(F(SWN, "DerivativeInstrumentsAndHedges"), B10, USD))
add(C, MAS, "Raw material inventory at Masco on March 31, 2010?", fact(F(MAS, "InventoryRawMaterials"), B10, USD))
add(C, MAS, "Masco notes payable (current) at the close of the first quarter of 2010", fact(F(MAS, "NotesPayableCurrent"), B10, USD))
add(C, MAS, "How much in accrued liabilities sat on Masco's balance sheet at 3/31/2010?", fact(F(MAS, "AccruedLiabilitiesCurrent"), B10, USD))
add(C, NF, "Aggregate intrinsic value of Netflix's exercisable stock options at December 31, 2023",
    fact(g("SharebasedCompensationArrangementBySharebasedPaymentAwardOptionsExercisableIntrinsicValue1"), N_BS23, USD))
add(C, NF, "In Netflix's 2023 effective tax rate reconciliation, what was the line 'Foreign earnings at other than U.S. rates'? "
    "(negative = lowers the provision)",
    fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), N_FY23, USD))
add(C, NF, "Netflix accumulated other comprehensive loss at year-end 2023 (give the signed amount)",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), N_BS23, USD))
add(C, NF, "By how much did Netflix's other current assets increase during 2023, according to the operating section of the cash flow statement?",
    fact(g("IncreaseDecreaseInOtherCurrentAssets"), N_FY23, USD))
add(C, NF, "Stock-based compensation credited to Netflix's common stock and additional paid-in capital in 2023, as shown in the statement of "
    "stockholders' equity",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), N_FY23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, SD, "SandRidge accumulated deficit at the end of 2008", fact(F(SD, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, SD, "What were SandRidge's trade accounts receivable on December 31, 2008?", fact(F(SD, "TradeAccountsReceivable"), PYE, USD))
add(C, PEG, "Accrued pension costs on PSEG's balance sheet as of December 31, 2008", fact(F(PEG, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PYE, USD))
add(C, PEG, "How much unbilled revenue did Public Service Enterprise Group carry at year-end 2008?", fact(F(PEG, "UnbilledRevenues"), PYE, USD))
add(C, AME, "AMETEK inventories at 12/31/2008", fact(F(AME, "InventoryNet"), PYE, USD))
add(C, AME, "What long-term debt did AMETEK report at the prior year-end, December 31, 2008?", fact(F(AME, "LongTermDebtNoncurrent"), PYE, USD))
add(C, FPL, "Customer deposits held by FPL Group at the end of 2009", fact(F(FPL, "CustomerDepositsCurrent"), DEC09, USD))
add(C, FPL, "FPL Group asset retirement obligations as of December 31, 2009", fact(F(FPL, "AssetRetirementObligationsNoncurrent"), DEC09, USD))
add(C, FPL, "What did FPL Group spend on fuel, purchased power and interchange in the March 2009 quarter?",
    fact(F(FPL, "FuelPurchasedPowerAndInterchangeExpense"), Q09, USD))
add(C, SWN, "Southwestern Energy gas sales in Q1 2009", fact(F(SWN, "GasSales"), Q09, USD))
add(C, SWN, "How large was Southwestern's impairment of natural gas and oil properties in the first quarter of 2009?",
    fact(F(SWN, "ImpairmentOfOilAndGasProperties"), Q09, USD))
add(C, SWN, "Long-term debt on Southwestern Energy's December 31, 2009 balance sheet", fact(F(SWN, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, MAS, "Masco's goodwill at December 31, 2009", fact(F(MAS, "Goodwill"), DEC09, USD))
add(C, MAS, "What was total Masco Corporation's shareholders' equity (excluding noncontrolling interest) at the end of 2009?",
    fact(F(MAS, "StockholdersEquity"), DEC09, USD))
add(C, NF, "Netflix's deferred tax asset for stock-based compensation at December 31, 2022",
    fact(g("DeferredTaxAssetsTaxDeferredExpenseCompensationAndBenefitsShareBasedCompensationCost"), N_BS22, USD))
add(C, NF, "What did Netflix report for state income taxes, net of the federal effect, in its 2021 tax rate reconciliation?",
    fact(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), N_FY21, USD))
add(C, NF, "Right-of-use assets Netflix obtained in exchange for new operating lease obligations during 2021",
    fact(g("RightOfUseAssetObtainedInExchangeForOperatingLeaseLiability"), N_FY21, USD))
add(C, NF, "Total contributions Netflix made to multiemployer plans in 2022", fact(g("MultiemployerPlanPensionInsignificantEmployerContributionCost"), N_FY22, USD))
add(C, NF, "How large was the share repurchase authorization Netflix's board approved in March 2021?",
    fact(g("StockRepurchaseProgramAuthorizedAmount1"), N_MAR21, USD))
add(C, NF, "Netflix income taxes receivable as of the end of 2022", fact(g("IncomeTaxesReceivable"), N_BS22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, SD, "SandRidge's natural gas and crude oil revenue for just the second quarter of 2009 (April-June)",
    fact(F(SD, "OilAndGasSalesRevenue"), PQ, USD))
add(C, SD, "Production expense at SandRidge Energy, six months ended June 30, 2009", fact(F(SD, "Production"), PH, USD))
add(C, SD, "What midstream and marketing revenue did SandRidge record in the three months to June 30, 2009?",
    fact(F(SD, "GasGatheringTransportationMarketingAndProcessingRevenue"), PQ, USD))
add(C, SD, "SandRidge's loss on derivative contracts over the first half of 2009 (year-to-date, positive = loss)",
    fact(F(SD, "LossGainOnDerivativeContracts"), PH, USD))
add(C, SD, "Year to date through June 2009, how much impairment did SandRidge Energy record?", fact(F(SD, "AssetImpairmentCharges"), PH, USD))
add(C, SD, "SandRidge general and administrative expense, Q2 2009 only", fact(F(SD, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, PEG, "PSEG energy costs in the quarter ended June 30, 2009", fact(F(PEG, "CostOfServicesEnergyServices"), PQ, USD))
add(C, PEG, "Public Service Enterprise Group's operation and maintenance expense for the six months ended June 30, 2009",
    fact(F(PEG, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, PEG, "How much other income did PSEG book in the first half of 2009?", fact(F(PEG, "OtherNonoperatingIncome"), PH, USD))
add(C, PEG, "Other-than-temporary impairments at PSEG in the three months ended June 30, 2009 (the quarter by itself)",
    fact(F(PEG, "ImpairmentOfInvestments"), PQ, USD))
add(C, PEG, "PSEG interest expense, April through June 2009", fact(F(PEG, "InterestExpense"), PQ, USD))
add(C, PEG, "What did PSEG earn from equity method investments in 2Q 2009 alone?", fact(F(PEG, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, PEG, "Income tax expense at Public Service Enterprise Group for the second quarter of 2009", fact(F(PEG, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, AME, "AMETEK net sales in the quarter ended June 30, 2009", fact(F(AME, "SalesRevenueNet"), PQ, USD))
add(C, AME, "Cost of sales, excluding depreciation, at AMETEK for the first six months of 2009", fact(F(AME, "CostOfSalesExcludingDepreciation"), PH, USD))
add(C, AME, "AMETEK's selling, general and administrative expense for 2Q09 on its own", fact(F(AME, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, AME, "The depreciation line on AMETEK's income statement, year-to-date through June 30, 2009", fact(F(AME, "Depreciation"), PH, USD))
add(C, AME, "What operating income did AMETEK make in the June 2009 quarter?", fact(F(AME, "OperatingIncomeLoss"), PQ, USD))
add(C, AME, "Interest expense at AMETEK, six months ended June 30, 2009", fact(F(AME, "InterestExpense"), PH, USD))
add(C, AME, "AMETEK provision for income taxes in the three months ended June 30, 2009", fact(F(AME, "IncomeTaxExpenseBenefit"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, SD, "SandRidge's drilling and services result for Q2 2009: drilling and services revenue minus drilling and services expense, "
    "in dollars (negative = expenses exceeded revenue)",
    diff(F(SD, "RevenueOilAndGasServices"), F(SD, "DrillingAndServicesCost"), PQ))
add(C, SD, "SandRidge net debt at June 30, 2009, defined as long-term debt plus current maturities of long-term debt minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(SD, "LongTermDebtNoncurrent"), PB), inp(F(SD, "LongTermDebtCurrent"), PB),
                         inp(F(SD, "CashAndCashEquivalentsAtCarryingValue"), PB)], PB, USD, ratio=False))
add(C, PEG, "PSEG's operating margin in Q2 2009 (operating income / operating revenues)",
    ratio(F(PEG, "OperatingIncomeLoss"), F(PEG, "Revenues"), PQ))
add(C, PEG, "Effective tax rate for PSEG over the first half of 2009: income tax expense divided by income from continuing operations before income taxes",
    ratio(F(PEG, "IncomeTaxExpenseBenefit"), F(PEG, "IncomeFromContinuingOperationsBeforeIncomeTaxes"), PH))
add(C, PEG, "What payout ratio do PSEG's first-half 2009 per-share figures imply (dividends paid per share / diluted EPS)?",
    ratio(F(PEG, "CommonStockDividendsPerShareCashPaid"), F(PEG, "EarningsPerShareDiluted"), PH))
add(C, AME, "AMETEK SG&A as a percentage of net sales in the second quarter of 2008, expressed as a decimal",
    ratio(F(AME, "SellingGeneralAndAdministrativeExpense"), F(AME, "SalesRevenueNet"), PQPY))
add(C, AME, "AMETEK free cash flow for 1H 2009 = cash from operating activities minus additions to property, plant and equipment",
    fcf(PH, F(AME, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, FPL, "FPL Group operating margin for the first quarter of 2010 (operating income over operating revenues)",
    ratio(F(FPL, "OperatingIncomeLoss"), F(FPL, "Revenues"), Q10))
add(C, FPL, "Year-over-year change in FPL Group's net income, Q1 2010 versus Q1 2009, as a decimal (negative would mean a decline)",
    growth(F(FPL, "NetIncomeLossConsolidatedProfit"), Q10, Q09))
add(C, FPL, "What effective tax rate did FPL Group carry in Q1 2010? (income taxes / income before income taxes)",
    ratio(F(FPL, "IncomeTaxExpenseBenefit"), F(FPL, "NetIncomeBeforeIncomeTaxes"), Q10))
add(C, SWN, "Southwestern Energy's Q1 2010 tax rate: total provision for income taxes as a share of income before income taxes",
    ratio(F(SWN, "IncomeTaxExpenseBenefit"), F(SWN, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, SWN, "How much did Southwestern's total operating revenues grow from Q1 2009 to Q1 2010? Decimal growth rate, please.",
    growth(F(SWN, "Revenues"), Q10, Q09))
add(C, MAS, "Masco gross margin for the March 2010 quarter (gross profit / net sales)", ratio(F(MAS, "GrossProfit"), F(MAS, "SalesRevenueNet"), Q10))
add(C, MAS, "Working capital at Masco on March 31, 2010 (total current assets less total current liabilities)",
    diff(F(MAS, "AssetsCurrent"), F(MAS, "LiabilitiesCurrent"), B10))
add(C, MAS, "In the first quarter of 2009, what fraction of Masco's net sales went to selling, general and administrative expenses?",
    ratio(F(MAS, "SellingGeneralAndAdministrativeExpense"), F(MAS, "SalesRevenueNet"), Q09))
add(C, NF, "At December 31, 2022, what was the fair value of Netflix's 4.875% senior notes issued in October 2019 as a fraction of their "
    "principal (fair value / face amount)?",
    ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS22, m_num=OCT19_4875, m_den=OCT19_4875))
add(C, NF, "In Netflix's 2022 rate reconciliation, how large were the excess tax benefits on stock-based compensation relative to tax at the "
    "U.S. federal statutory rate? (excess tax benefit line / tax at statutory rate, signed)",
    ratio(g("IncomeTaxReconciliationNondeductibleExpenseShareBasedCompensationCost"), STAT_TAX, N_FY22))
add(C, NF, "Unamortized debt issuance costs as a fraction of the aggregate principal of Netflix's senior notes at the end of 2022",
    ratio(g("DeferredFinanceCostsNet"), g("DebtInstrumentFaceAmount"), N_BS22))
add(C, NF, "Growth in the value of common stock Netflix issued on option exercises (equity statement) from 2022 to 2023, as a decimal",
    growth(g("StockIssuedDuringPeriodValueStockOptionsExercised"), N_FY23, N_FY22))
add(C, NF, "Netflix's 2021 non-federal deferred tax provision: deferred foreign plus deferred state and local income tax expense (benefit)",
    total(g("DeferredForeignIncomeTaxExpenseBenefit"), g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), N_FY21))

# =================================================================== members
C = "members"
add(C, SD, "Issuing the 8.5% convertible perpetual preferred stock in 1H 2009: how much went to the additional paid-in capital column of "
    "SandRidge's equity statement?",
    fact(F(SD, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, SD, "In SandRidge's statement of changes in equity, how many common shares came from restricted stock awards, net of cancellations, "
    "during the six months ended June 30, 2009?",
    fact(F(SD, "StockIssuedDuringPeriodSharesRestrictedStockAwardNetOfForfeitures"), PH, SH, EQC("CommonStock")))
add(C, SD, "Net loss charged to the accumulated deficit column of SandRidge's equity statement for the first half of 2009",
    fact(F(SD, "ProfitLoss"), PH, USD, EQC("RetainedEarnings")))
add(C, SD, "Ending balance of the treasury stock column in SandRidge Energy's equity statement at June 30, 2009 (signed as shown)",
    fact(F(SD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("TreasuryStock")))
add(C, SD, "Distributions to noncontrolling interest owners in SandRidge's noncontrolling interest column, January-June 2009",
    fact(F(SD, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), PH, USD, EQC("NoncontrollingInterest")))
add(C, SD, "Issuance of common stock in the six months to June 30, 2009: how many shares did SandRidge's equity statement record in the common stock column?",
    fact(F(SD, "IssuanceOfCommonStockShares"), PH, SH, EQC("CommonStock")))
add(C, SWN, "Southwestern Energy equity statement, accumulated other comprehensive income column: change in derivatives for Q1 2010",
    fact(F(SWN, "OtherComprehensiveIncomeDerivativesQualifyingAsHedgesNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, SWN, "What was the retained earnings column balance in Southwestern's statement of changes in equity at March 31, 2010?",
    fact(F(SWN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, USD, EQC("RetainedEarnings")))
add(C, SWN, "Treasury stock for the non-qualified plan during Q1 2010, as recorded in Southwestern Energy's treasury stock column",
    fact(F(SWN, "TreasuryStockNonQualifiedPlan"), Q10, USD, EQC("TreasuryStock")))
add(C, SWN, "Stock-based compensation added to Southwestern's additional paid-in capital column in the first quarter of 2010",
    fact(F(SWN, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, SWN, "Number of common shares Southwestern issued on the exercise of stock options in Q1 2010 (equity statement, shares column)",
    fact(F(SWN, "StockIssuedDuringPeriodSharesStockOptionsExercised"), Q10, SH, EQC("CommonStock")))
add(C, SWN, "Southwestern Energy: noncontrolling interest column of the equity statement, balance at December 31, 2009",
    fact(F(SWN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC09, USD, EQC("NoncontrollingInterest")))
add(C, NF, "Total principal of Netflix's euro-denominated senior notes at December 31, 2023, in euros",
    fact(g("DebtInstrumentFaceAmount"), N_BS23, EUR, SENIOR))
add(C, NF, "Fair value at year-end 2023 of Netflix's 3.000% senior notes issued in April 2020", fact(g("LongTermDebtFairValue"), N_BS23, USD, APR20_3))
add(C, NF, "Netflix's derivative liabilities designated as hedging instruments and recorded in other current liabilities, December 31, 2023",
    fact(g("DerivativeFairValueOfDerivativeLiability"), N_BS23, USD, CUR_HEDGE_LIAB))
add(C, NF, "Opening balance of the common stock (including additional paid-in capital) column in Netflix's equity statement, December 31, 2020",
    fact(g("StockholdersEquity"), N_BS20, USD, EQM("CommonStockMember")))
add(C, NF, "Gross carrying amount of buildings in Netflix's property and equipment note at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, BUILDING))
add(C, NF, "Level 2 time deposits that Netflix classified within cash and cash equivalents at the end of 2023",
    fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS23, USD, L2_TD_IN_CASH))
add(C, NF, "Deferred tax liabilities Netflix presented within other non-current liabilities at December 31, 2023",
    fact(g("DeferredIncomeTaxLiabilities"), N_BS23, USD, DTL_IN_ONCL))
add(C, NF, "Netflix revenue from the United States alone (not the UCAN region) in 2022", fact(g("Revenues"), N_FY22, USD, US_GEO))

# =================================================================== per_share
C = "per_share"
add(C, SD, "SandRidge basic and diluted loss per share applicable to common stockholders, six months ended June 30, 2009",
    fact(F(SD, "BasicAndDilutedLossIncomePerShareApplicableAvailableToCommonStockholders"), PH, PS))
add(C, SD, "Weighted average basic shares SandRidge used for the second quarter of 2008", fact(F(SD, "WeightedAverageNumberOfSharesOutstandingBasic"), PQPY, SH))
add(C, PEG, "Dividends paid per PSEG common share in Q2 2009", fact(F(PEG, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, PEG, "What was PSEG's diluted net income (loss) per share for the three months ended June 30, 2008?", fact(F(PEG, "EarningsPerShareDiluted"), PQPY, PS))
add(C, PEG, "Diluted weighted-average share count at Public Service Enterprise Group for the first half of 2009",
    fact(F(PEG, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, AME, "AMETEK diluted earnings per share, 2Q 2009", fact(F(AME, "EarningsPerShareDiluted"), PQ, PS))
add(C, AME, "How many basic shares did AMETEK use in computing EPS for the six months ended June 30, 2008?",
    fact(F(AME, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, AME, "Dividends declared and paid per AMETEK share, first half of 2009", fact(F(AME, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, FPL, "FPL Group earnings per share assuming dilution, first quarter of 2010", fact(F(FPL, "EarningsPerShareDiluted"), Q10, PS))
add(C, FPL, "What dividend per share of common stock did FPL Group pay in Q1 2009?", fact(F(FPL, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, FPL, "Basic weighted-average shares of FPL Group for the three months ended March 31, 2010", fact(F(FPL, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, SWN, "Southwestern Energy diluted EPS attributable to its stockholders, Q1 2010", fact(F(SWN, "EarningsPerShareDiluted"), Q10, PS))
add(C, SWN, "What basic weighted share count underlies Southwestern's Q1 2009 EPS?", fact(F(SWN, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, SWN, "How many shares of common stock did Southwestern Energy hold in treasury at March 31, 2010?", fact(F(SWN, "TreasuryStockShares"), B10, SH))
add(C, MAS, "Masco diluted loss per share from continuing operations in Q1 2009", fact(F(MAS, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, MAS, "Masco common shares outstanding as of March 31, 2010", fact(F(MAS, "CommonStockSharesOutstanding"), B10, SH))
add(C, NF, "Netflix common shares issued and outstanding at December 31, 2022 (balance sheet parenthetical)", fact(g("CommonStockSharesOutstanding"), N_BS22, SH))
add(C, NF, "How many common shares was Netflix authorized to issue as of December 31, 2022?", fact(g("CommonStockSharesAuthorized"), N_BS22, SH))
add(C, NF, "Preferred shares authorized at Netflix, end of 2022", fact(g("PreferredStockSharesAuthorized"), N_BS22, SH))
add(C, NF, "Par value per share of Netflix common stock at December 31, 2022", fact(g("CommonStockParOrStatedValuePerShare"), N_BS22, PS))

# =================================================================== jargon
C = "jargon"
add(C, SD, "SD capex 1H09 (capital expenditures for PP&E)", fact(F(SD, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, SD, "SandRidge SBC add-back, 1H09", fact(F(SD, "ShareBasedCompensation"), PH, USD))
add(C, PEG, "PEG D&A add-back in 1H08 CFO", fact(F(PEG, "DepreciationDepletionAndAmortization"), PHPY, USD))
add(C, PEG, "PSEG CFO, 1H09?", fact(F(PEG, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, AME, "AME M&A spend (businesses acquired, net of cash) 1H09", fact(F(AME, "PaymentsToAcquireBusinessesNetOfCashAcquired"), PH, USD))
add(C, AME, "AMETEK stock comp expense in 1H08 cash flow", fact(F(AME, "ShareBasedCompensation"), PHPY, USD))
add(C, AME, "AME buybacks 1H08", fact(F(AME, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, FPL, "FPL Group O&M, 1Q10", fact(F(FPL, "OtherOperationsAndMaintenanceExpenses"), Q10, USD))
add(C, FPL, "FPL Group DTL (accumulated deferred income taxes) at 3/31/10", fact(F(FPL, "DeferredTaxLiabilitiesNoncurrent"), B10, USD))
add(C, FPL, "ARRA cash grants FPL Group collected in 1Q10", fact(F(FPL, "CashGrantsUnderAmericanRecoveryAndReinvestmentActOf"), Q10, USD))
add(C, SWN, "How much did SWN plow into capital investments in 1Q10?", fact(F(SWN, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, SWN, "Southwestern G&A, 1Q09", fact(F(SWN, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, MAS, "Masco's PP&E spend (capex) for the first quarter of 2010", fact(F(MAS, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, MAS, "How much did Masco spend repurchasing its own stock in 1Q10?", fact(F(MAS, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, MAS, "MAS cash divs paid 1Q09", fact(F(MAS, "PaymentsOfDividendsCommonStock"), Q09, USD))
add(C, NF, "NFLX purchases of ST investments, FY22", fact(g("PaymentsToAcquireShortTermInvestments"), N_FY22, USD))
add(C, NF, "NFLX DTA for accruals and reserves, YE22", fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccruals"), N_BS22, USD))
add(C, NF, "NFLX accrued expenses & other liabilities change in FY21 CFO", fact(g("IncreaseDecreaseInAccruedLiabilities"), N_FY21, USD))
add(C, NF, "Netflix cash paid for operating lease liabilities (operating cash flows), FY21", fact(["nflx:OperatingCashFlowsFromOperatingLeases"], N_FY21, USD))
add(C, NF, "NFLX SBC tax benefit (total income tax impact on the provision), FY21",
    fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), N_FY21, USD))

# =================================================================== refuse
C = "refuse"
add(C, SD, "What did PetroQuest Energy report as oil and gas revenue for the second quarter of 2009?",
    refuse(oc, "PetroQuest Energy is not in the data (SandRidge Energy is).", other("PETROQUEST")))
add(C, PEG, "New Jersey Resources' net income for the six months ended June 30, 2009?",
    refuse(oc, "New Jersey Resources is not in the data (Public Service Enterprise Group is).", other("NEW JERSEY RESOURCES")))
add(C, AME, "What were Measurement Specialties' net sales in the June 2009 quarter?",
    refuse(oc, "Measurement Specialties is not in the data (AMETEK is).", other("MEASUREMENT SPECIALTIES")))
add(C, MAS, "How much did Mohawk Industries earn in Q1 2010?", refuse(oc, "Mohawk Industries is not in the data (Masco is).", other("MOHAWK")))
add(C, NF, "How many subscribers did Lionsgate's Starz streaming service have at the end of 2023?",
    refuse(oc, "Starz / Lionsgate is not in the data (Netflix is).", other("STARZ", "LIONSGATE")))
add(C, SD, "SandRidge Energy's total assets at June 30, 2008?",
    refuse(pn, "The Q2 2009 10-Q's balance sheets are at June 30, 2009 and December 31, 2008; total assets at June 30, 2008 are not reported.",
           absent(F(SD, "Assets"), JUN08)))
add(C, AME, "AMETEK net sales for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(AME, "SalesRevenueNet"), PQ3)))
add(C, FPL, "What were FPL Group's operating revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(FPL, "Revenues"), FY09)))
add(C, SWN, "Southwestern Energy total operating revenues in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers only the quarter ended March 31, 2010 (and 2009); Q2 2010 is not reported.",
           absent(F(SWN, "Revenues"), Q2_10)))
add(C, NF, "What cash and cash equivalents did Netflix hold at June 30, 2023?",
    refuse(pn, "The 2023 10-K's balance sheets are at December 31, 2023 and 2022; no mid-year 2023 balance is reported.",
           absent(CASH, N_JUN23)))
add(C, PEG, "What was PSEG's gross profit for the second quarter of 2009?",
    refuse(cn, "PSEG's Q2 2009 data report no gross profit (a utility income statement has none).",
           absent_any(g("GrossProfit"))))
add(C, AME, "How much did AMETEK spend on research and development in the first half of 2009?",
    refuse(cn, "AMETEK's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, FPL, "What goodwill did FPL Group carry at March 31, 2010?",
    refuse(cn, "FPL Group's Q1 2010 data report no goodwill.", absent_any(g("Goodwill", "IntangibleAssetsNetIncludingGoodwill", "GoodwillImpairmentLoss"))))
add(C, SWN, "What dividend per share did Southwestern Energy declare in Q1 2010?",
    refuse(cn, "Southwestern Energy's Q1 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, MAS, "Masco's depreciation and amortization for the first quarter of 2010?",
    refuse(cn, "Masco's Q1 2010 data report no depreciation or amortization line.",
           absent_any(g("DepreciationAndAmortization", "DepreciationDepletionAndAmortization", "Depreciation",
                        "DepreciationAmortizationAndAccretionNet", "AmortizationOfIntangibleAssets", "CostOfGoodsSoldDepreciationAndAmortization"))))
WHY_SD = ("SandRidge's first-half 2008 income statement reports three net-loss lines: 'Net loss' before the noncontrolling interest "
          "(ProfitLoss), 'Net loss attributable to SandRidge Energy, Inc.' (NetIncomeLoss) and 'Loss applicable to SandRidge Energy, Inc. "
          "common stockholders' after preferred dividends and accretion (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, SD, "What was SandRidge's net loss for the first half of 2008?", refuse(am, WHY_SD, amb_for(SD, WHY_SD,
    (F(SD, "ProfitLoss"), PHPY, None), (F(SD, "NetIncomeLoss"), PHPY, None), (F(SD, "NetIncomeLossAvailableToCommonStockholdersBasic"), PHPY, None))))
WHY_PEG = ("PSEG's June 30, 2009 balance sheet has two long-term debt figures: the 'Long-Term Debt' line (SecuredLongTermDebt) and "
           "'Total Long-Term Debt' (LongTermDebtNoncurrent), which adds securitization and project-level non-recourse debt.")
add(C, PEG, "How much long-term debt did PSEG have at June 30, 2009?", refuse(am, WHY_PEG, amb_for(PEG, WHY_PEG,
    (F(PEG, "SecuredLongTermDebt"), PB, None), (F(PEG, "LongTermDebtNoncurrent"), PB, None))))
WHY_SWN = ("Southwestern reports depreciation, depletion and amortization twice for Q1 2010 with different amounts: the income-statement "
           "line (DepreciationAndAmortization) and the cash-flow add-back (DepreciationDepletionAndAmortization).")
add(C, SWN, "Southwestern Energy's depreciation, depletion and amortization in the first quarter of 2010?", refuse(am, WHY_SWN, amb_for(SWN, WHY_SWN,
    (F(SWN, "DepreciationAndAmortization"), Q10, None), (F(SWN, "DepreciationDepletionAndAmortization"), Q10, None))))
WHY_MAS = ("Masco's Q1 2010 income statement shows 'Net income (loss)' including the noncontrolling interest (ProfitLoss), a small profit, "
           "and 'Net (loss) attributable to Masco Corporation' (NetIncomeLoss), a loss.")
add(C, MAS, "Did Masco make money in Q1 2010 -- what was its net income?", refuse(am, WHY_MAS, amb_for(MAS, WHY_MAS,
    (F(MAS, "ProfitLoss"), Q10, None), (F(MAS, "NetIncomeLoss"), Q10, None))))
WHY_NF = ("Netflix's 2023 10-K reports two 2021 foreign-currency gains: the cash-flow line 'Foreign currency remeasurement gain on debt' "
          "(ForeignCurrencyTransactionGainLossBeforeTax, no dimension) and the foreign exchange gain recognized in interest and other "
          "income (expense) (the same concept on IncomeStatementLocationAxis = InterestAndOtherIncomeExpenseMember).")
add(C, NF, "How much foreign exchange gain did Netflix record in 2021?", refuse(am, WHY_NF, amb_for(NF, WHY_NF,
    (g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY21, None),
    (g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY21, FX_IN_OTHER_INCOME))))


def main():
    write_round("h60", gr.QUESTIONS_60, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
