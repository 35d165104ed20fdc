#!/usr/bin/env python3
"""Writes evals/data/ask_heldout64.jsonl and its refusal probes (ask_heldout64_probes.jsonl) -- round 64 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout64.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions64.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout64.jsonl
The writer imported the round 1-60 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), and read rounds 1-60
from a copy of evals/data (each file named by its path in PREV); here `from specs import *` takes them from
evals/heldout itself and PREV names gr.QUESTIONS ... gr.QUESTIONS_60, one by one.
Written without reading the tool under test.

Round 64 notes.
FSDS filings: companies no round 1-60 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-60, against avoid_adsh.txt and the CIKs of its filings, leaving out the instance companies and subsidiaries of
companies already used, e.g. Merrill Lynch, Midwest Generation, DIRECTV Holdings), all with CIK mod 4 == 0:
  2009q3 (calendar Q2 2009 and six months): Constellation Energy Group (utility and merchant energy), ITT Corp
  (industrial / defense electronics and services), AK Steel Holding (steel).
  2010q2 (calendar Q1 2010): Plains Exploration & Production (E&P, EquityComponents rows), Ensco plc (offshore
  drilling, Class A / Class B share rows on the Scenario axis), American Public Education (online higher education).
Instance: nflx-10k-2023 only, asking only facts no round 1-60 asked (reported facts and derived inputs alike), and
leaving out facts whose value an earlier round asked in another context of the same period (e.g. the equity
statement's copy of a face-statement line).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers). Per filing: Constellation 29, ITT 23,
AK Steel 21 (2009q3), Plains Exploration 25, Ensco 17, American Public Education 15 (2010q2) = 130 FSDS; nflx-10k-2023 30.
Quarter-vs-YTD: Constellation, ITT and AK Steel (Q2 against the first half of 2009).
Members: Plains Exploration's EquityComponents columns, Ensco's Class A / Class B rows (Scenario axis), Netflix's debt,
equity-statement, fair-value-table and property-class members.
Derived: 7 ratios (e0/e1), 6 growths (e0/e1-1; two negative, each saying so), 2 debt/tax ratios ((e0+e1)/e2),
2 totals / free cash flow with a negative capex (e0+e1), 2 free cash flows (e0-e1), 1 margin from cost ((e0-e1)/e0).
No input fact of any question was used by rounds 1-60 (check_overlap with same_fact=True: 0).
A first draft's Netflix other-company (Roku) and period (2020 revenues) refusals repeated earlier rounds' probes and were
replaced (CuriosityStream; fourth-quarter 2023 marketing).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-64 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60)  # rounds 1-60, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-60's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 64 FSDS filings (CIK mod 4 == 0)
CEG = "fsds:0001047469-09-007384"   # CONSTELLATION ENERGY GROUP INC 10-Q (2009q3), CIK 1004440, Q2 2009 and six months
ITT = "fsds:0000950123-09-028851"   # ITT CORP 10-Q (2009q3), CIK 216228, Q2 2009 and six months
AKS = "fsds:0000918160-09-000029"   # AK STEEL HOLDING CORP 10-Q (2009q3), CIK 918160, Q2 2009 and six months
PXP = "fsds:0001193125-10-109888"   # PLAINS EXPLORATION & PRODUCTION CO 10-Q (2010q2), CIK 891456, Q1 2010; EquityComponents rows
ESV = "fsds:0000314808-10-000055"   # ENSCO PLC 10-Q (2010q2), CIK 314808, Q1 2010; Scenario=CommonClassA/B rows
APEI = "fsds:0001157523-10-002914"  # AMERICAN PUBLIC EDUCATION INC 10-Q (2010q2), CIK 1201792, Q1 2010
TICK = {CEG: "ceg", ITT: "itt", AKS: "aks", PXP: "pxp", ESV: "esv", APEI: "apei"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}
SCN = lambda m: {"Scenario": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Constellation, ITT, AK Steel)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (Plains Exploration, Ensco, American Public Education)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")

# Netflix 10-K 2023: axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
LTDT = G + "LongtermDebtTypeAxis"
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, LTDT: G + "SeniorNotesMember"}
EUR13_3625 = NOTE("ThreePointSixTwoFivePercentSeniorNotesMember")          # EUR 1.3 billion 3.625% notes
USD400_575 = NOTE("FivePointSevenFivePercentSeniorNotesMember")            # $400 million 5.750% notes
USD1900_5875 = NOTE("FivePointEightSevenFivePercentSeniorNotes2018Member")  # $1.9 billion 5.875% notes (2018)
BSL = G + "BalanceSheetLocationAxis"
FVH = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
CCE = G + "CashAndCashEquivalentsMember"
MMF_L1_IN_CASH = {BSL: CCE, FVH: G + "FairValueInputsLevel1Member", FIN: G + "MoneyMarketFundsMember"}
CASH_IN_CASH = {BSL: CCE, FIN: G + "CashMember"}
IN_OTHER_CURRENT = {BSL: G + "OtherCurrentAssetsMember"}
L2_TD_IN_CASH = {BSL: CCE, FVH: G + "FairValueInputsLevel2Member", FIN: G + "BankTimeDepositsMember"}
MACHINERY = {PPEAX: G + "MachineryAndEquipmentMember"}
CF_HEDGE = {G + "DerivativeInstrumentsGainLossByHedgingRelationshipAxis": G + "CashFlowHedgingMember"}
CS = "us-gaap:CashCashEquivalentsAndShortTermInvestments"
N_Q4_23 = ("2023-10-01", "2023-12-31")
N_BS20 = (None, "2020-12-31")

# =================================================================== direct
C = "direct"
add(C, CEG, "What did Constellation Energy carry in nuclear decommissioning trust funds at the end of June 2009?",
    fact(F(CEG, "DecommissioningFundInvestments"), PB, USD))
add(C, CEG, "Constellation Energy Group -- non-current unamortized energy contract assets, balance sheet of June 30, 2009",
    fact(F(CEG, "UnamortizedEnergyContractAssetsNoncurrent"), PB, USD))
add(C, CEG, "How much restricted cash was on Constellation's books as of 6/30/09?",
    fact(F(CEG, "RestrictedCashAndCashEquivalentsAtCarryingValue"), PB, USD))
add(C, CEG, "Deferred investment tax credits reported by Constellation Energy at June 30, 2009",
    fact(F(CEG, "AccumulatedDeferredInvestmentTaxCredit"), PB, USD))
add(C, ITT, "ITT Corporation's other intangible assets, net, at the close of the second quarter of 2009",
    fact(F(ITT, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, ITT, "What non-current liability for postretirement benefits other than pensions did ITT show on its June 30, 2009 balance sheet?",
    fact(F(ITT, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), PB, USD))
add(C, AKS, "AK Steel's carrying amount for its investment in AFSG on June 30, 2009",
    fact(F(AKS, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVenturesFairValueDisclosure"), PB, USD))
add(C, AKS, "Non-current pension and other postretirement benefit obligations at AK Steel Holding, as of June 30, 2009?",
    fact(F(AKS, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, PXP, "Under the full cost method, how much of Plains Exploration's oil and gas property was not subject to amortization at March 31, 2010?",
    fact(F(PXP, "OilAndNaturalGasPropertiesFullCostMethodNotSubjectToAmortization"), B10, USD))
add(C, PXP, "Royalties and revenues payable at PXP, end of Q1 2010", fact(F(PXP, "AccruedRoyaltiesCurrent"), B10, USD))
add(C, PXP, "Plains Exploration & Production interest payable on its March 31, 2010 balance sheet",
    fact(F(PXP, "InterestPayableCurrent"), B10, USD))
add(C, ESV, "How much did Ensco hold in long-term investments as of March 31, 2010?", fact(F(ESV, "OtherMarketableSecuritiesNoncurrent"), B10, USD))
add(C, ESV, "Ensco plc accounts payable - trade, 31 March 2010", fact(F(ESV, "AccountsPayableCurrent"), B10, USD))
add(C, APEI, "American Public Education: deferred revenue and student deposits outstanding at March 31, 2010",
    fact(F(APEI, "DeferredRevenueAndStudentDeposits"), B10, USD))
add(C, APEI, "What income taxes payable did APEI report at quarter-end March 2010?", fact(F(APEI, "AccruedIncomeTaxesCurrent"), B10, USD))
add(C, APEI, "Size of American Public Education's allowance against accounts receivable on March 31, 2010",
    fact(F(APEI, "AllowanceForDoubtfulAccountsReceivableCurrent"), B10, USD))
add(C, NF, "In the offsetting table for Netflix's derivative liabilities at December 31, 2023, how much financial-instrument collateral "
    "(not offset on the balance sheet) could Netflix reclaim?",
    fact(g("DerivativeCollateralRightToReclaimSecurities"), N_BS23, USD))
add(C, NF, "What maximum suboptimal exercise factor did Netflix assume when valuing its 2023 stock option grants?",
    fact(["nflx:SharebasedCompensationArrangementbySharebasedPaymentAwardFairValueAssumptionsSuboptimalExerciseFactorMaximum"], N_FY23, PURE))
add(C, NF, "Before reclassifications and tax, what gain or loss on its foreign exchange cash flow hedges did Netflix recognize in other "
    "comprehensive income in 2023 (negative = loss)?",
    fact(g("OtherComprehensiveIncomeLossCashFlowHedgeGainLossBeforeReclassificationAndTax"), N_FY23, USD, CF_HEDGE))
add(C, NF, "Lowest risk-free interest rate in the range Netflix used for 2023 option valuations",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsRiskFreeInterestRateMinimum"), N_FY23, PURE))

# =================================================================== prior_period
C = "prior_period"
add(C, CEG, "Constellation's fuel stocks at year-end 2008", fact(F(CEG, "EnergyRelatedInventory"), PYE, USD))
add(C, CEG, "What regulated gas revenues did Constellation Energy book in the second quarter of 2008?",
    fact(F(CEG, "GasDomesticRegulatedRevenue"), PQPY, USD))
add(C, CEG, "Short-term borrowings on Constellation's December 31, 2008 balance sheet", fact(F(CEG, "ShortTermBorrowings"), PYE, USD))
add(C, ITT, "ITT short-term debt and current maturities of long-term debt as of 12/31/2008", fact(F(ITT, "DebtCurrent"), PYE, USD))
add(C, ITT, "ITT R&D expense a year earlier -- the three months ended June 30, 2008", fact(F(ITT, "ResearchAndDevelopmentExpense"), PQPY, USD))
add(C, ITT, "Cumulative translation adjustments inside ITT's accumulated other comprehensive income at the end of 2008",
    fact(F(ITT, "AccumulatedOtherComprehensiveIncomeLossForeignCurrencyTranslationAdjustmentNetOfTax"), PYE, USD))
add(C, AKS, "AK Steel net sales, January through June 2008", fact(F(AKS, "SalesRevenueGoodsNet"), PHPY, USD))
add(C, AKS, "What were AK Steel's net accounts receivable on December 31, 2008?", fact(F(AKS, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, AKS, "AK Steel's contribution to the Middletown retirees VEBA in the first half of 2008, as shown in the operating cash flows "
    "(negative = cash out)", fact(F(AKS, "ContributionToMiddletownRetireesVEBA"), PHPY, USD))
add(C, PXP, "Plains Exploration oil sales, Q1 2009 comparative", fact(F(PXP, "OilProductionRevenue"), Q09, USD))
add(C, PXP, "PXP lease operating expenses, three months ended March 31, 2009", fact(F(PXP, "LeaseOperatingExpense"), Q09, USD))
add(C, PXP, "What long-term debt did Plains Exploration carry at the end of 2009?", fact(F(PXP, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, ESV, "Ensco's operating revenues in 1Q 2009", fact(F(ESV, "RevenueOilAndGasServices"), Q09, USD))
add(C, ESV, "Contract drilling expense (excluding depreciation) at Ensco for the quarter ended March 31, 2009",
    fact(F(ESV, "ContractRevenueCost"), Q09, USD))
add(C, APEI, "American Public Education's selling and promotional expense a year earlier, in Q1 2009", fact(F(APEI, "SellingAndMarketingExpense"), Q09, USD))
add(C, APEI, "How much did APEI spend on instructional costs and services in the March 2009 quarter?",
    fact(F(APEI, "InstructionalCostsAndExpenses"), Q09, USD))
add(C, NF, "Netflix's other non-current liabilities at December 31, 2022", fact(g("OtherLiabilitiesNoncurrent"), N_BS22, USD))
add(C, NF, "What non-current content liabilities did Netflix's balance sheet show at the end of 2022?",
    fact(["nflx:ContentLiabilitiesNoncurrent"], N_BS22, USD))
add(C, NF, "Change in accounts payable within Netflix's 2021 operating cash flows", fact(g("IncreaseDecreaseInAccountsPayable"), N_FY21, USD))
add(C, NF, "As of December 31, 2022, how large were Netflix's unrecorded streaming content obligations?",
    fact(g("UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"), N_BS22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CEG, "Constellation Energy nonregulated revenues in Q2 2009 by itself (not year-to-date)",
    fact(F(CEG, "SalesRevenueFromEnergyCommoditiesAndServices"), PQ, USD))
add(C, CEG, "Fuel and purchased energy expenses at Constellation for the six months ended June 30, 2009",
    fact(F(CEG, "CostOfGoodsAndServicesEnergyCommoditiesAndServices"), PH, USD))
add(C, CEG, "Merger termination and strategic alternatives costs expensed by Constellation in the second quarter of 2009 alone",
    fact(F(CEG, "MergerAndStrategicAlternativesCosts"), PQ, USD))
add(C, CEG, "Constellation's net gain or loss on divestitures in the April-June 2009 quarter (negative = loss)",
    fact(F(CEG, "DisposalGroupNotDiscontinuedOperationGainLossOnDisposal"), PQ, USD))
add(C, CEG, "Workforce reduction costs Constellation Energy incurred over the first half of 2009", fact(F(CEG, "SeveranceCosts"), PH, USD))
add(C, CEG, "What was Constellation's interest expense for the quarter ended June 30, 2009?", fact(F(CEG, "InterestCostsIncurred"), PQ, USD))
add(C, CEG, "Impairment losses and other costs at Constellation, 2Q09 only", fact(F(CEG, "AssetImpairmentCharges"), PQ, USD))
add(C, ITT, "ITT product sales for the three months ended June 30, 2009", fact(F(ITT, "SalesRevenueGoodsNet"), PQ, USD))
add(C, ITT, "Service revenues at ITT in the first six months of 2009", fact(F(ITT, "SalesRevenueServicesNet"), PH, USD))
add(C, ITT, "How much did ITT take in restructuring and asset impairment charges, net, during the second quarter of 2009 alone?",
    fact(F(ITT, "RestructuringAndAssetImpairmentChargesNet"), PQ, USD))
add(C, ITT, "ITT's income tax expense, six months to June 30, 2009", fact(F(ITT, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, ITT, "Operating income at ITT for the first half of 2009", fact(F(ITT, "OperatingIncomeLoss"), PH, USD))
add(C, ITT, "Costs of service revenues at ITT, year-to-date June 2009", fact(F(ITT, "CostsOfServiceRevenues"), PH, USD))
add(C, ITT, "ITT miscellaneous expense, net, for the June 2009 quarter", fact(F(ITT, "MiscellaneousExpenseNet"), PQ, USD))
add(C, AKS, "AK Steel cost of products sold in Q2 2009 (three months only)", fact(F(AKS, "CostOfGoodsSold"), PQ, USD))
add(C, AKS, "What operating profit (loss) did AK Steel post for the six months ended June 30, 2009? Give the signed figure.",
    fact(F(AKS, "OperatingIncomeLoss"), PH, USD))
add(C, AKS, "AK Steel's income tax provision (benefit) for the second quarter of 2009, negative for a benefit",
    fact(F(AKS, "CurrentFederalTaxExpenseBenefit"), PQ, USD))
add(C, AKS, "Selling and administrative expenses at AK Steel, first half of 2009", fact(F(AKS, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, AKS, "AK Steel depreciation in the April-to-June 2009 quarter", fact(F(AKS, "Depreciation"), PQ, USD))
add(C, AKS, "Other income, net, at AK Steel for 1H 2009", fact(F(AKS, "OtherOperatingIncome"), PH, USD))

# =================================================================== derived
C = "derived"
add(C, CEG, "Constellation Energy's operating margin for Q2 2009 (income from operations divided by total revenues)",
    ratio(F(CEG, "OperatingIncomeLoss"), F(CEG, "Revenues"), PQ))
add(C, CEG, "By what percentage did Constellation's total revenues change in the first half of 2009 versus the first half of 2008? "
    "Answer as a decimal, negative for a decline.",
    growth(F(CEG, "Revenues"), PH, PHPY))
add(C, CEG, "Constellation's current ratio at June 30, 2009", ratio(F(CEG, "AssetsCurrent"), F(CEG, "LiabilitiesCurrent"), PB))
add(C, ITT, "ITT gross margin in the second quarter of 2009: gross profit over total sales and revenues",
    ratio(F(ITT, "GrossProfit"), F(ITT, "Revenues"), PQ))
add(C, ITT, "ITT's free cash flow for 1H09, i.e. net cash from operating activities less capital expenditures "
    "(the filing shows capex as a negative number)",
    derived("e0+e1", [inp(F(ITT, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), PH),
                      inp(F(ITT, "CapitalExpenditures"), PH)], PH, USD, ratio=False))
add(C, ITT, "ITT's debt-to-equity at June 30, 2009, taking debt as short-term debt and current maturities plus long-term debt, "
    "over total shareholders' equity",
    derived("(e0+e1)/e2", [inp(F(ITT, "DebtCurrent"), PB), inp(F(ITT, "LongTermDebtAndCapitalLeaseObligations"), PB),
                           inp(F(ITT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, AKS, "AK Steel's gross margin for the first six months of 2009, computed as (net sales - cost of products sold) / net sales",
    margin_from_cost(F(AKS, "SalesRevenueGoodsNet"), F(AKS, "CostOfGoodsSold"), PH))
add(C, AKS, "Year-over-year change in AK Steel's Q2 net sales, 2009 vs 2008, as a decimal (a drop comes out negative)",
    growth(F(AKS, "SalesRevenueGoodsNet"), PQ, PQPY))
add(C, PXP, "What share of Plains Exploration's Q1 2010 total revenues came from gas sales?",
    ratio(F(PXP, "NaturalGasProductionRevenue"), F(PXP, "Revenues"), Q10))
add(C, PXP, "PXP net income growth, first quarter of 2010 over first quarter of 2009 (decimal)", growth(F(PXP, "NetIncomeLoss"), Q10, Q09))
add(C, PXP, "Plains Exploration's effective tax rate for Q1 2010, with the tax taken as current plus deferred income tax and divided by "
    "income before income taxes",
    derived("(e0+e1)/e2", [inp(F(PXP, "CurrentIncomeTaxExpenseBenefit"), Q10), inp(F(PXP, "DeferredIncomeTaxExpenseBenefit"), Q10),
                           inp(F(PXP, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10)],
            Q10, PURE))
add(C, ESV, "Ensco free cash flow in 1Q10: operating cash flow from continuing operations minus additions to property and equipment "
    "(negative if capex was larger)",
    diff(F(ESV, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), F(ESV, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, ESV, "Operating income as a fraction of operating revenues at Ensco, quarter ended March 31, 2010",
    ratio(F(ESV, "OperatingIncomeLoss"), F(ESV, "RevenueOilAndGasServices"), Q10))
add(C, APEI, "How fast did American Public Education's revenues grow in Q1 2010 compared with Q1 2009? Express as a decimal.",
    growth(F(APEI, "Revenues"), Q10, Q09))
add(C, APEI, "APEI's Q1 2010 FCF, defined as net cash provided by operating activities minus capital expenditures",
    diff(F(APEI, "NetCashProvidedByUsedInOperatingActivities"), F(APEI, "PaymentsToAcquireProductiveAssets"), Q10))
add(C, NF, "Netflix's 2021 research and development tax credit (taken as a positive amount) relative to its 2021 income before income taxes",
    ratio(g("IncomeTaxReconciliationTaxCreditsResearch"), g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), N_FY21))
add(C, NF, "Growth in the cash-flow adjustment for other non-current assets and liabilities at Netflix, 2023 relative to 2022 "
    "(decimal; both years are outflows of the same sign)",
    growth(g("IncreaseDecreaseInOtherNoncurrentAssetsAndLiabilitiesNet"), N_FY23, N_FY22))
add(C, NF, "The 'Nontaxable and nondeductible items' line of Netflix's tax rate reconciliation: percentage change from 2021 to 2022, as a decimal",
    growth(["nflx:EffectiveIncomeTaxReconciliationChangeinTaxReserves"], N_FY22, N_FY21))
add(C, NF, "Netflix other current receivables plus prepaid expenses at year-end 2022, combined",
    total(g("OtherReceivablesNetCurrent"), g("PrepaidExpenseCurrent"), N_BS22))
add(C, NF, "At the end of 2022, at what fraction of principal did Netflix's $1.9 billion 5.875% senior notes trade "
    "(fair value / principal)?",
    ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS22, m_num=USD1900_5875, m_den=USD1900_5875))

# =================================================================== members
C = "members"
add(C, PXP, "Plains Exploration statement of stockholders' equity: balance of the additional paid-in capital column at March 31, 2010",
    fact(F(PXP, "StockholdersEquity"), B10, USD, EQC("AdditionalPaidInCapital")))
add(C, PXP, "What was the opening treasury stock balance (column total, signed) in PXP's equity statement at December 31, 2009?",
    fact(F(PXP, "StockholdersEquity"), DEC09, USD, EQC("TreasuryStock")))
add(C, PXP, "Retained earnings column of Plains Exploration's equity statement -- starting balance at December 31, 2009",
    fact(F(PXP, "StockholdersEquity"), DEC09, USD, EQC("RetainedEarnings")))
add(C, PXP, "In share terms, what did the treasury stock column of PXP's equity statement show at March 31, 2010 (signed as presented)?",
    fact(F(PXP, "SharesIssued"), B10, SH, EQC("TreasuryStock")))
add(C, PXP, "How many treasury shares did Plains Exploration reissue for restricted stock awards in Q1 2010?",
    fact(F(PXP, "StockIssuedDuringPeriodSharesTreasuryStockReissued"), Q10, SH, EQC("TreasuryStock")))
add(C, PXP, "Effect on additional paid-in capital of PXP issuing treasury stock for restricted stock awards during the first quarter of 2010 (signed)",
    fact(F(PXP, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, PXP, "Plains Exploration: the retained earnings charge from reissuing treasury shares for restricted stock awards, Q1 2010",
    fact(F(PXP, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("RetainedEarnings")))
add(C, PXP, "Restricted stock awards credited to additional paid-in capital in Plains Exploration's equity statement for the March 2010 quarter",
    fact(F(PXP, "StockIssuedDuringPeriodValueRestrictedStockAwardNetOfForfeitures"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, ESV, "How many Class A ordinary shares had Ensco issued as of March 31, 2010?", fact(F(ESV, "CommonStockSharesIssued"), B10, SH, SCN("CommonClassA")))
add(C, ESV, "Ensco's authorized Class B shares at December 31, 2009", fact(F(ESV, "CommonStockSharesAuthorized"), DEC09, SH, SCN("CommonClassB")))
add(C, ESV, "Balance-sheet value of Ensco's Class A common shares on March 31, 2010", fact(F(ESV, "CommonStockValue"), B10, USD, SCN("CommonClassA")))
add(C, NF, "Fair value at December 31, 2023 of Netflix's EUR 1.3 billion 3.625% senior notes (in dollars)",
    fact(g("LongTermDebtFairValue"), N_BS23, USD, EUR13_3625))
add(C, NF, "What was the fair value of Netflix's $400 million 5.750% senior notes at year-end 2022?",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, USD400_575))
add(C, NF, "Treasury stock column of Netflix's statement of stockholders' equity: balance at December 31, 2022 (signed)",
    fact(g("StockholdersEquity"), N_BS22, USD, EQM("TreasuryStockCommonMember")))
add(C, NF, "Gross machinery and equipment in Netflix's property and equipment note, December 31, 2023",
    fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, MACHINERY))
add(C, NF, "Level 1 money market funds that Netflix counted within cash and cash equivalents at the end of 2023",
    fact([CS], N_BS23, USD, MMF_L1_IN_CASH))
add(C, NF, "Of Netflix's cash and cash equivalents at December 31, 2023, how much was plain cash (the 'Cash' row of the fair value table)?",
    fact([CS], N_BS23, USD, CASH_IN_CASH))
add(C, NF, "Restricted cash Netflix held within other current assets at year-end 2023", fact([CS], N_BS23, USD, IN_OTHER_CURRENT))
add(C, NF, "Netflix Level 2 time deposits classified in cash and cash equivalents, December 31, 2022",
    fact([CS], N_BS22, USD, L2_TD_IN_CASH))
add(C, NF, "Accumulated other comprehensive income column of Netflix's equity statement -- balance at December 31, 2020",
    fact(g("StockholdersEquity"), N_BS20, USD, EQM("AccumulatedOtherComprehensiveIncomeMember")))

# =================================================================== per_share
C = "per_share"
add(C, CEG, "Constellation Energy dividends declared per common share, first half of 2009", fact(F(CEG, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, CEG, "Diluted average shares of Constellation common stock outstanding in Q2 2009", fact(F(CEG, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, CEG, "Basic earnings per Constellation common share over January-June 2008", fact(F(CEG, "EarningsPerShareBasic"), PHPY, PS))
add(C, CEG, "Constellation's basic weighted-average share count for 1H 2008", fact(F(CEG, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, ITT, "ITT diluted earnings per share from continuing operations, quarter ended June 30, 2009",
    fact(F(ITT, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, ITT, "Cash dividend ITT declared per common share in the second quarter of 2008", fact(F(ITT, "CommonStockDividendsPerShareDeclared"), PQPY, PS))
add(C, ITT, "How many basic shares on average did ITT have outstanding in the first half of 2009?", fact(F(ITT, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, ITT, "Per basic share, what did discontinued operations contribute to ITT's results for the six months ended June 30, 2009 (signed)?",
    fact(F(ITT, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), PH, PS))
add(C, AKS, "AK Steel basic loss per share for the first six months of 2009", fact(F(AKS, "EarningsPerShareBasic"), PH, PS))
add(C, AKS, "Diluted share count used by AK Steel for Q2 2008 EPS", fact(F(AKS, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQPY, SH))
add(C, AKS, "Per-share dividend AK Steel declared and paid in the June 2009 quarter", fact(F(AKS, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, PXP, "PXP diluted EPS, Q1 2010", fact(F(PXP, "EarningsPerShareDiluted"), Q10, PS))
add(C, PXP, "Basic weighted average shares behind Plains Exploration's first-quarter 2009 EPS", fact(F(PXP, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, PXP, "Treasury shares held by Plains Exploration at December 31, 2009, per the balance sheet parenthetical", fact(F(PXP, "TreasuryStockShares"), DEC09, SH))
add(C, ESV, "Ensco cash dividends per share for the three months ended March 31, 2010", fact(F(ESV, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, ESV, "What was Ensco's basic EPS from continuing operations in the first quarter of 2009?", fact(F(ESV, "IncomeLossFromContinuingOperationsPerBasicShare"), Q09, PS))
add(C, ESV, "Par value of each Ensco Class B share at March 31, 2010", fact(F(ESV, "CommonStockParOrStatedValuePerShare"), B10, PS, SCN("CommonClassB")))
add(C, APEI, "American Public Education diluted earnings per share in Q1 2010", fact(F(APEI, "EarningsPerShareDiluted"), Q10, PS))
add(C, APEI, "APEI weighted average diluted shares, first quarter of 2009", fact(F(APEI, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, APEI, "Common shares outstanding at American Public Education on March 31, 2010", fact(F(APEI, "CommonStockSharesOutstanding"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, CEG, "CEG capex, 1H09 (investments in PP&E)", fact(F(CEG, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, CEG, "Constellation CFO for 1H08?", fact(F(CEG, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, CEG, "CEG DD&A on the P&L, 2Q08", fact(F(CEG, "DepreciationAndAmortization"), PQPY, USD))
add(C, CEG, "Common divs paid by Constellation, YTD Jun-09", fact(F(CEG, "PaymentsOfDividendsCommonStock"), PH, USD))
add(C, ITT, "Stock comp (SBC) added back in ITT's 1H09 cash flow statement", fact(F(ITT, "ShareBasedCompensation"), PH, USD))
add(C, ITT, "ITT M&A outflow (acquisitions, net of cash) in 1H08 -- signed as in the cash flow statement",
    fact(F(ITT, "AcquisitionsNetOfCash"), PHPY, USD))
add(C, ITT, "ITT SG&A, 2Q08", fact(F(ITT, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, AKS, "AKS cash interest paid (net of capitalized interest), 1H09", fact(F(AKS, "InterestPaidNet"), PH, USD))
add(C, AKS, "AK Steel EBT for 2Q08 (income before income taxes)",
    fact(F(AKS, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQPY, USD))
add(C, PXP, "PXP DD&A, 1Q10", fact(F(PXP, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, PXP, "Plains E&P upstream capex -- additions to oil and gas properties in 1Q10", fact(F(PXP, "PaymentsToExploreAndDevelopOilAndGasProperties"), Q10, USD))
add(C, ESV, "Ensco's depreciation expense line for 1Q10 (depreciation only, not amortization)", fact(F(ESV, "CostOfServicesDepreciation"), Q10, USD))
add(C, ESV, "Ensco non-cash share comp, 1Q09", fact(F(ESV, "ShareBasedCompensation"), Q09, USD))
add(C, APEI, "What was APEI's CFO in 1Q09?", fact(F(APEI, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, APEI, "APEI S&M (selling and promotional) spend, 1Q10", fact(F(APEI, "SellingAndMarketingExpense"), Q10, USD))
add(C, NF, "NFLX total cash incl. restricted cash, YE22", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_BS22, USD))
add(C, NF, "NFLX net change in cash, cash equivalents & restricted cash (after FX), FY21",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), N_FY21, USD))
add(C, NF, "NFLX OCI, FY22 (signed)", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), N_FY22, USD))
add(C, NF, "NFLX accumulated D&A on PP&E at YE22", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), N_BS22, USD))
add(C, NF, "Netflix total comprehensive income, FY2021", fact(g("ComprehensiveIncomeNetOfTax"), N_FY21, USD))

# =================================================================== refuse
C = "refuse"
add(C, CEG, "What were Calpine's operating revenues in the second quarter of 2009?",
    refuse(oc, "Calpine is not in the data (Constellation Energy is).", other("CALPINE")))
add(C, AKS, "How many tons did ArcelorMittal ship in the first half of 2009?",
    refuse(oc, "ArcelorMittal is not in the data (AK Steel is).", other("ARCELORMITTAL", "ARCELOR")))
add(C, APEI, "Capella Education's revenue for the quarter ended March 31, 2010?",
    refuse(oc, "Capella Education is not in the data (American Public Education is).", other("CAPELLA")))
add(C, ESV, "What was Atwood Oceanics' contract drilling revenue in Q1 2010?",
    refuse(oc, "Atwood Oceanics is not in the data (Ensco is).", other("ATWOOD")))
add(C, NF, "What subscription revenue did CuriosityStream report for 2023?",
    refuse(oc, "CuriosityStream is not in the data (Netflix is).", other("CURIOSITYSTREAM", "CURIOSITY STREAM")))
add(C, ITT, "What did ITT report as total sales and revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(ITT, "Revenues"), PQ3)))
add(C, PXP, "Plains Exploration's total assets as of March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; total assets at March 31, 2009 are not reported.",
           absent(F(PXP, "Assets"), MAR09)))
add(C, CEG, "Constellation Energy's long-term debt (net of current portion) at June 30, 2008?",
    refuse(pn, "The Q2 2009 10-Q's balance sheets are at June 30, 2009 and December 31, 2008; no June 30, 2008 balance sheet.",
           absent(F(CEG, "LongTermDebtNoncurrent"), JUN08)))
add(C, APEI, "What were American Public Education's revenues for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(APEI, "Revenues"), FY09)))
add(C, NF, "How much did Netflix spend on marketing in the fourth quarter of 2023?",
    refuse(pn, "The 2023 10-K reports marketing expense for the full years 2023, 2022 and 2021 only; no quarterly figures.",
           absent(g("MarketingExpense", "AdvertisingExpense", "SellingAndMarketingExpense"), N_Q4_23)))
add(C, APEI, "How much long-term debt did American Public Education have at March 31, 2010?",
    refuse(cn, "American Public Education's Q1 2010 data report no debt of any kind.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "DebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "LineOfCredit", "LinesOfCreditCurrent", "NotesPayable", "ShortTermBorrowings"))))
add(C, ESV, "What inventory did Ensco carry on its March 31, 2010 balance sheet?",
    refuse(cn, "Ensco's Q1 2010 data report no inventory line.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "OtherInventorySupplies"))))
add(C, PXP, "What dividend per share did Plains Exploration pay in the first quarter of 2010?",
    refuse(cn, "Plains Exploration's Q1 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, AKS, "How much did AK Steel spend on research and development in the first half of 2009?",
    refuse(cn, "AK Steel's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, CEG, "How much did Constellation Energy spend buying back its own shares in the first half of 2009?",
    refuse(cn, "Constellation's Q2 2009 data report no share repurchases.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "TreasuryStockValue"))))
WHY_CEG = ("Constellation's first-half 2009 income statement reports 'Net Income (Loss)' before noncontrolling interests and BGE "
           "preference dividends (ProfitLoss) and 'Net Income (Loss) Attributable to Common Stock' "
           "(NetIncomeLossAvailableToCommonStockholdersBasic), with different amounts.")
add(C, CEG, "What was Constellation Energy's net income for the first six months of 2009?", refuse(am, WHY_CEG, amb_for(CEG, WHY_CEG,
    (F(CEG, "ProfitLoss"), PH, None), (F(CEG, "NetIncomeLossAvailableToCommonStockholdersBasic"), PH, None))))
WHY_ESV = ("Ensco's Q1 2010 income statement reports 'Net income' including noncontrolling interests (ProfitLoss), 'Net income "
           "attributable to Ensco' (NetIncomeLoss) and the net income attributable to common shareholders used for basic EPS "
           "(NetIncomeLossAttributableToCommonStockholdersBasic), three different amounts.")
add(C, ESV, "Ensco's net income for the first quarter of 2010?", refuse(am, WHY_ESV, amb_for(ESV, WHY_ESV,
    (F(ESV, "ProfitLoss"), Q10, None), (F(ESV, "NetIncomeLoss"), Q10, None),
    (F(ESV, "NetIncomeLossAttributableToCommonStockholdersBasic"), Q10, None))))
WHY_AKS = ("AK Steel's Q2 2009 income statement shows 'Net income (loss)' including noncontrolling interests (ProfitLoss) and "
           "'Net income (loss) attributable to AK Steel Holding Corporation' (NetIncomeLoss), with different amounts.")
add(C, AKS, "How big was AK Steel's net loss in Q2 2009?", refuse(am, WHY_AKS, amb_for(AKS, WHY_AKS,
    (F(AKS, "ProfitLoss"), PQ, None), (F(AKS, "NetIncomeLoss"), PQ, None))))
WHY_PXP = ("Plains Exploration's Q1 2009 cash flow statement has two lines labelled 'Derivative settlements': one in investing "
           "activities (PaymentsForProceedsFromDerivatives) and one in financing activities "
           "(ProceedsFromPaymentsForDerivativeFinancingActivities), with different amounts.")
add(C, PXP, "What were Plains Exploration's derivative settlements in the first quarter of 2009?", refuse(am, WHY_PXP, amb_for(PXP, WHY_PXP,
    (F(PXP, "PaymentsForProceedsFromDerivatives"), Q09, None), (F(PXP, "ProceedsFromPaymentsForDerivativeFinancingActivities"), Q09, None))))
WHY_NF = ("Netflix's 2023 10-K reports two 2022 increases in deferred revenue: the cash-flow line 'Deferred revenue' "
          "(IncreaseDecreaseInContractWithCustomerLiability) and the revenue note's 'Increase in deferred revenue', which includes "
          "acquisition-related deferred revenue (nflx:IncreaseDecreaseInContractWithCustomerLiabilityAndAcquisitionRelatedDeferredRevenue).")
add(C, NF, "By how much did Netflix's deferred revenue increase in 2022?", refuse(am, WHY_NF, amb_for(NF, WHY_NF,
    (g("IncreaseDecreaseInContractWithCustomerLiability"), N_FY22, None),
    (["nflx:IncreaseDecreaseInContractWithCustomerLiabilityAndAcquisitionRelatedDeferredRevenue"], N_FY22, None))))


def main():
    write_round("h64", gr.QUESTIONS_64, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
