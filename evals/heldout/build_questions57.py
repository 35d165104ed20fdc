#!/usr/bin/env python3
"""Writes evals/data/ask_heldout57.jsonl and its refusal probes (ask_heldout57_probes.jsonl) -- round 57 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout57.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions57.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout57.jsonl
The writer imported the round 1-56 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, and read rounds 1-56 from a copy of evals/data (each
file named by its path in PREV); here `from specs import *` takes them from evals/heldout itself and PREV names
gr.QUESTIONS ... gr.QUESTIONS_56, one by one.
Written without reading the tool under test.

Round 57 notes.
FSDS filings: companies no round 1-56 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-56, against avoid_adsh.txt and the CIKs of its filings, and leaving out the instance companies), all with
CIK mod 4 == 1 (three parallel writers take the other residues): three 10-Qs from 2010q2 and three from 2009q3.
  2010q2 (calendar Q1 2010): Transocean (offshore drilling, EquityComponents rows), Thermo Fisher Scientific
  (life-science / healthcare instruments), Omnicom Group (advertising and marketing services).
  2009q3 (calendar Q2 2009 and six months): Foster Wheeler AG (engineering and construction, EquityComponents rows),
  Qwest Communications (telecom), Amphenol (electronic connectors, tech).
  Plum Creek Timber (a REIT, CIK mod 4 == 1) was looked at and left out: every one of its data-set rows carries a
  co-registrant (coreg), which the reader's FSDS lookup excludes.
Instances: msft-10k-2015 and aeon-10q-2023, asking only facts (concept, period, members) no round 1-56 used as an
input of any answerable question (derived questions included: no input of this round's derived questions was an input
of an earlier round's question either).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the data). Per filing: Transocean 20,
Thermo Fisher 17, Omnicom 15 (2010q2); Foster Wheeler 23, Qwest 19, Amphenol 19 (2009q3) = 113 FSDS;
msft-10k-2015 31, aeon-10q-2023 16 = 47 instance.
Quarter-vs-YTD: Foster Wheeler, Qwest, Amphenol (Q2 against the first half of 2009) and AEON (the predecessor's
July 1-21, 2023 stub against its January 1 - July 21 period; Q3 2022). Members: EquityComponents columns of
Transocean and Foster Wheeler; Microsoft's equity-component, segment, restructuring-type, fair-value level and
security-type members; AEON's successor scenario, Level 3 liability class and plan members.
Derived: 12 ratios (e0/e1: two effective tax rates, an operating margin, an interest coverage, a contract-profit share,
a current ratio, a gross margin, a share of unrealized losses held 12 months or longer, an HTM unrealized-gain/cost
ratio, a recognized/deferred unearned revenue ratio, a non-cash share of restructuring charges, a Q3 share of a
nine-month net loss), 3 growths (e0/e1-1; two negative), a product gross margin from cost ((e0-e1)/e0), two free
cash flows and a net prior-year tax-position change (e0-e1), and a sum of current debt lines (e0+e1).
Microsoft's period_not_reported refusal was first written on fiscal 2012 revenue, then on fiscal 2012 R&D; both
repeated an earlier round's probe, so it asks for fiscal 2012 additions to property and equipment.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-57 share

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


# ------------------------------------------------------------------ round 57 FSDS filings
RIG = "fsds:0001451505-10-000035"   # TRANSOCEAN LTD. 10-Q (2010q2), CIK 1451505, Q1 2010; EquityComponents rows
TMO = "fsds:0000097745-10-000014"   # THERMO FISHER SCIENTIFIC INC. 10-Q (2010q2), CIK 97745, Q1 2010
OMC = "fsds:0000891092-10-001599"   # OMNICOM GROUP INC 10-Q (2010q2), CIK 29989, Q1 2010
FWLT = "fsds:0000950123-09-030200"  # FOSTER WHEELER AG 10-Q (2009q3), CIK 1130385, Q2 2009 and six months; EquityComponents rows
QWST = "fsds:0001047469-09-006994"  # QWEST COMMUNICATIONS INTERNATIONAL INC 10-Q (2009q3), CIK 1037949, Q2 2009 and six months
APH = "fsds:0001104659-09-047605"   # AMPHENOL CORP /DE/ 10-Q (2009q3), CIK 820313, Q2 2009 and six months
TICK = {RIG: "rig", TMO: "tmo", OMC: "omc", FWLT: "fwlt", QWST: "q", APH: "aph"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Transocean, Thermo Fisher, Omnicom)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
H1_10, FY09, Q4_09 = ("2010-01-01", "2010-06-30"), ("2009-01-01", "2009-12-31"), ("2009-10-01", "2009-12-31")
# calendar Q2 2009 (Foster Wheeler, Qwest, Amphenol)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3 = ("2009-07-01", "2009-09-30")

# Microsoft 10-K 2015: instants and members not among the shared constants
M_BS13, M_BS12 = (None, "2013-06-30"), (None, "2012-06-30")
M_FY12 = ("2011-07-01", "2012-06-30")
EQAX = G + "StatementEquityComponentsAxis"
MEQ = lambda m: {EQAX: m}
MSEG2 = lambda cons, seg: {CONS: "msft:%s" % cons, SEG: "msft:%s" % seg}
ALLOW = {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}
RESTR = lambda m: {G + "RestructuringCostAndReserveAxis": m}
SEVER, IMPOTH = RESTR(G + "EmployeeSeveranceMember"), RESTR("msft:AssetImpairmentsAndOtherRestructuringMember")
GROSS_L2 = {"msft:RightOfOffsetAndNettingAxis": "msft:GrossMember",
            G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member"}
AFS_EQ = {G + "MajorTypesOfDebtAndEquitySecuritiesAxis": G + "EquitySecuritiesMember"}
BUYBACK_PROG = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
STOCK_AWARDS = {G + "AwardTypeAxis": G + "RestrictedStockMember"}
DIV_MIN = {G + "RangeAxis": G + "MinimumMember"}
UNREAL_LOSS_12M = g("AvailableForSaleSecuritiesContinuousUnrealizedLossPosition12MonthsOrLongerAccumulatedLoss")
UNREAL_LOSS = g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionAccumulatedLoss")

# AEON Biopharma 10-Q 2023: predecessor / successor periods (E_PRED, E_STUB, E_SUCC, E_Q3_22, E_9M_22 from specs)
E_BS21 = (None, "2021-12-31")
E_MERGE = (None, "2023-07-21")
SUCC = {"srt:StatementScenarioAxis": "aeon:SuccessorMember"}
L3 = lambda m: {G + "FairValueByLiabilityClassAxis": m}
PLAN2019 = {G + "PlanNameAxis": "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}
RSU2019 = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember", G + "PlanNameAxis": "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}
PUBWARR_10 = {"srt:StatementScenarioAxis": "aeon:IfClosingPriceOfCommonStockEqualsOrExceeds10.00PerShareMember",
              G + "ClassOfWarrantOrRightAxis": "aeon:PublicWarrantsMember"}
DIL_NL = g("NetIncomeLossAvailableToCommonStockholdersDiluted")

# =================================================================== direct
C = "direct"
add(C, RIG, "How much did Transocean book as contract drilling intangible revenues in the first quarter of 2010?",
    fact(F(RIG, "ContractDrillingIntangibleRevenues"), Q10, USD))
add(C, RIG, "Transocean: debt of consolidated variable interest entities due within one year, per the March 31, 2010 balance sheet",
    fact(F(RIG, "DebtOfConsolidatedVariableInterestEntitiesDueWithinOneYear"), B10, USD))
add(C, RIG, "What were Transocean's materials and supplies, net of the obsolescence allowance, at the end of Q1 2010?",
    fact(F(RIG, "Supplies"), B10, USD))
add(C, TMO, "Thermo Fisher's 'Restructuring and other costs, net' line for the three months ended March 2010",
    fact(F(TMO, "RestructuringAndOtherCostsIncomeNet"), Q10, USD))
add(C, TMO, "At 3/31/2010, what incremental convertible debt obligation did Thermo Fisher show outside permanent equity?",
    fact(F(TMO, "TemporaryEquityRedemptionValue"), B10, USD))
add(C, TMO, "Work in process inventory held by Thermo Fisher Scientific as of March 31, 2010?",
    fact(F(TMO, "InventoryWorkInProcess"), B10, USD))
add(C, OMC, "How large were the customer advances on Omnicom's balance sheet at March 31, 2010?",
    fact(F(OMC, "CustomerAdvancesCurrent"), B10, USD))
add(C, OMC, "Omnicom's temporary equity -- redeemable noncontrolling interests -- at the close of the first quarter of 2010",
    fact(F(OMC, "TemporaryEquityCarryingAmount"), B10, USD))
add(C, FWLT, "What asbestos-related insurance recovery receivable did Foster Wheeler carry at June 30, 2009?",
    fact(F(FWLT, "AsbestosrelatedInsuranceRecoveryReceivable"), PB, USD))
add(C, FWLT, "Foster Wheeler's billings in excess of cost and estimated earnings on uncompleted contracts, mid-2009 (June 30)",
    fact(F(FWLT, "BillingsInExcessOfCost"), PB, USD))
add(C, FWLT, "Contracts in process on Foster Wheeler AG's June 30, 2009 balance sheet",
    fact(F(FWLT, "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear"), PB, USD))
add(C, QWST, "Qwest's capitalized software, net, as of June 30, 2009", fact(F(QWST, "CapitalizedComputerSoftwareNet"), PB, USD))
add(C, QWST, "How big was Qwest's net pension obligation on the balance sheet at the end of June 2009?",
    fact(F(QWST, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PB, USD))
add(C, APH, "Accrued acquisition-related obligations at Amphenol, June 30, 2009", fact(F(APH, "AccruedAcquisitionRelatedObligationsCurrent"), PB, USD))
add(C, APH, "What did Amphenol report for inventories, net, at the end of the second quarter of 2009?", fact(F(APH, "InventoryNet"), PB, USD))
add(C, MS, "In Microsoft's deferred tax table, what was the deferred tax asset for depreciation and amortization at June 30, 2015?",
    fact(["msft:DeferredTaxAssetsDepreciationAndAmortization"], M_BS15, USD))
add(C, MS, "Fiscal 2015 changes in fair value of Microsoft's derivatives not designated as hedges (negative = loss)",
    fact(g("DerivativeInstrumentsNotDesignatedAsHedgingInstrumentsGainLossNet"), M_FY15, USD))
add(C, MS, "In Microsoft's FY2015 effective tax rate reconciliation, what did 'Phone Hardware nondeductible charges and valuation allowance' "
    "add to the rate? Answer as a decimal.",
    fact(["msft:EffectiveIncomeTaxRateReconciliationPhoneHardwareNondeductibleChargesAndValuationAllowance"], M_FY15, PURE))
add(C, MS, "Fair value of Microsoft's available-for-sale debt securities maturing after 10 years, June 30, 2015",
    fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingAfterYearTenFairValue"), M_BS15, USD))
add(C, AE, "AEON Biopharma's loss on issuance of the forward purchase agreement derivative in the successor period July 22 - September 30, 2023 "
    "(negative = loss)",
    fact(g("DerivativeGainLossOnDerivativeNet"), E_SUCC, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, RIG, "Transocean's loss on impairment for Q1 2009", fact(F(RIG, "AssetImpairmentCharges"), Q09, USD))
add(C, RIG, "What goodwill did Transocean carry at year-end 2009?", fact(F(RIG, "Goodwill"), DEC09, USD))
add(C, TMO, "Accrued payroll and employee benefits at Thermo Fisher on December 31, 2009",
    fact(F(TMO, "EmployeeRelatedLiabilitiesCurrent"), DEC09, USD))
add(C, TMO, "How much did Thermo Fisher spend on research and development in the year-ago quarter, Q1 2009?",
    fact(F(TMO, "ResearchAndDevelopmentExpenses"), Q09, USD))
add(C, OMC, "Omnicom's convertible debt (the non-current line) as of December 31, 2009", fact(F(OMC, "ConvertibleDebtNoncurrent"), DEC09, USD))
add(C, OMC, "What revenue did Omnicom post in the first quarter of 2009?", fact(F(OMC, "Revenues"), Q09, USD))
add(C, OMC, "Omnicom's income from equity method investments on the Q1 2009 income statement",
    fact(F(OMC, "IncomeLossFromEquityMethodInvestments"), Q09, USD))
add(C, FWLT, "Foster Wheeler's asbestos-related liability at the end of 2008", fact(F(FWLT, "AsbestosrelatedLiability"), PYE, USD))
add(C, FWLT, "What was Foster Wheeler's paid-in capital on its December 31, 2008 balance sheet?", fact(F(FWLT, "AdditionalPaidInCapital"), PYE, USD))
add(C, QWST, "Qwest's accumulated deficit as of 12/31/2008", fact(F(QWST, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, QWST, "Total stockholders' deficit at Qwest, December 31, 2008", fact(F(QWST, "StockholdersEquity"), PYE, USD))
add(C, APH, "How much goodwill did Amphenol have at December 31, 2008?", fact(F(APH, "Goodwill"), PYE, USD))
add(C, APH, "Amphenol's accumulated earnings at the prior year-end (Dec 31, 2008)", fact(F(APH, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, MS, "Estimated fair value of Microsoft's held-to-maturity investments a year before the FY2015 balance sheet date, at June 30, 2014",
    fact(g("HeldToMaturitySecuritiesFairValue"), M_BS14, USD))
add(C, MS, "Microsoft's unrecognized tax benefits: increases for tax positions related to prior years during fiscal 2013",
    fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), M_FY13, USD))
add(C, MS, "Gross buildings and improvements in Microsoft's property and equipment note at June 30, 2014",
    fact(g("BuildingsAndImprovementsGross"), M_BS14, USD))
add(C, MS, "What accumulated goodwill impairment did Microsoft disclose as of June 30, 2014?",
    fact(g("GoodwillImpairedAccumulatedImpairmentLoss"), M_BS14, USD))
add(C, MS, "In the FY2014 tax rate reconciliation, how much did foreign earnings taxed at lower rates move Microsoft's rate? (decimal, negative = reduction)",
    fact(g("EffectiveIncomeTaxRateReconciliationForeignIncomeTaxRateDifferential"), M_FY14, PURE))
add(C, AE, "AEON's cash, cash equivalents and restricted cash at December 31, 2021", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), E_BS21, USD))
add(C, AE, "Total AEON Biopharma, Inc. stockholders' deficit (excluding noncontrolling interest) at the end of 2022",
    fact(g("StockholdersEquity"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, FWLT, "Foster Wheeler operating revenues for just the three months ended June 30, 2009", fact(F(FWLT, "ContractsRevenue"), PQ, USD))
add(C, FWLT, "Contract profit at Foster Wheeler, first six months of 2009 combined", fact(F(FWLT, "GrossProfit"), PH, USD))
add(C, FWLT, "What was Foster Wheeler's SG&A in Q2 2009 (the quarter, not year to date)?", fact(F(FWLT, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, FWLT, "Net asbestos-related provision/(gain) in Foster Wheeler's income statement for the six months to June 30, 2009 "
    "(a provision is positive)", fact(F(FWLT, "NetAsbestosRelatedGainsprovision"), PH, USD))
add(C, FWLT, "Interest income earned by Foster Wheeler during April-June 2009", fact(F(FWLT, "InvestmentIncomeInterest"), PQ, USD))
add(C, QWST, "Qwest operating revenue, second quarter 2009 only", fact(F(QWST, "Revenues"), PQ, USD))
add(C, QWST, "Qwest's selling expense for the half year ended June 30, 2009", fact(F(QWST, "SellingExpense"), PH, USD))
add(C, QWST, "Cost of sales (exclusive of depreciation and amortization) at Qwest in the June 2009 quarter",
    fact(F(QWST, "CostOfRevenue"), PQ, USD))
add(C, QWST, "How much income tax expense did Qwest record year-to-date through June 30, 2009?", fact(F(QWST, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, QWST, "Qwest's interest expense on long-term borrowings and capital leases, net, for 2Q09 alone", fact(F(QWST, "InterestExpense"), PQ, USD))
add(C, APH, "Amphenol net sales in the second quarter of 2009 (three-month figure)", fact(F(APH, "SalesRevenueGoodsNet"), PQ, USD))
add(C, APH, "Operating income at Amphenol over January-June 2009", fact(F(APH, "OperatingIncomeLoss"), PH, USD))
add(C, APH, "What did Amphenol's cost of sales total for the six months ended June 30, 2009?", fact(F(APH, "CostOfGoodsSold"), PH, USD))
add(C, APH, "Amphenol's interest expense for the quarter ended June 30, 2009 -- not the six months", fact(F(APH, "InterestExpense"), PQ, USD))
add(C, APH, "Provision for income taxes at Amphenol, 1H 2009 cumulative", fact(F(APH, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, AE, "AEON's net loss for the predecessor stub period July 1 - July 21, 2023 alone", fact(g("NetIncomeLoss"), E_STUB, USD))
add(C, AE, "Stock-based compensation recorded in AEON's equity statement for only July 1 through July 21, 2023 (predecessor)",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), E_STUB, USD))
add(C, AE, "AEON's predecessor stock-based compensation in the statement of equity for the year to date up to the merger, January 1 to July 21, 2023",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), E_PRED, USD))
add(C, AE, "AEON Biopharma's loss before taxes for the whole predecessor period from January 1 to July 21, 2023",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), E_PRED, USD))
add(C, AE, "Net loss available to AEON's common stockholders (basic) in the three months ended September 30, 2022",
    fact(g("NetIncomeLossAvailableToCommonStockholdersBasic"), E_Q3_22, USD))

# =================================================================== derived
C = "derived"
add(C, RIG, "Year-over-year change in Transocean's contract drilling revenues for Q1 2010, as a decimal (negative = decline)",
    growth(F(RIG, "RevenueOilAndGasServices"), Q10, Q09))
add(C, RIG, "Transocean FCF for the first quarter of 2010, defined as net cash provided by operating activities minus capital expenditures",
    fcf(Q10, F(RIG, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, RIG, "All of Transocean's debt due within one year at March 31, 2010: the 'Debt due within one year' line plus the VIE debt due within one year",
    total(F(RIG, "Debtduewithinoneyearexcludingvariableinterestentities"), F(RIG, "DebtOfConsolidatedVariableInterestEntitiesDueWithinOneYear"), B10))
add(C, TMO, "Thermo Fisher's product gross margin in Q1 2010: (product revenues - cost of product revenues) / product revenues",
    margin_from_cost(F(TMO, "SalesRevenueGoodsNet"), F(TMO, "CostOfGoodsSold"), Q10))
add(C, TMO, "By what fraction did Thermo Fisher's total revenues grow in Q1 2010 versus Q1 2009?",
    growth(F(TMO, "Revenues"), Q10, Q09))
add(C, TMO, "Thermo Fisher's effective tax rate on continuing operations for Q1 2010 (provision for income taxes / income from continuing "
    "operations before provision for income taxes)",
    ratio(F(TMO, "IncomeTaxExpenseBenefit"), F(TMO, "IncomeFromContinuingOperationsBeforeProvisionForIncomeTaxes"), Q10))
add(C, OMC, "Omnicom's operating margin in the March 2010 quarter: operating income over revenue",
    ratio(F(OMC, "OperatingIncomeLoss"), F(OMC, "Revenues"), Q10))
add(C, OMC, "How many times did Omnicom's Q1 2009 operating income cover its interest expense? (operating income / interest expense)",
    ratio(F(OMC, "OperatingIncomeLoss"), F(OMC, "InterestExpense"), Q09))
add(C, FWLT, "Foster Wheeler's contract profit as a share of operating revenues in the second quarter of 2009",
    ratio(F(FWLT, "GrossProfit"), F(FWLT, "ContractsRevenue"), PQ))
add(C, FWLT, "What effective tax rate does Foster Wheeler's first-half 2009 income statement imply (provision for income taxes / income before income taxes)?",
    ratio(F(FWLT, "IncomeTaxExpenseBenefit"), F(FWLT, "IncomelossBeforeIncomeTaxes"), PH))
add(C, QWST, "Qwest free cash flow for 1H09: cash provided by operating activities less expenditures for property, plant and equipment and capitalized software",
    fcf(PH, F(QWST, "PaymentsToAcquireProductiveAssets")))
add(C, QWST, "Qwest's current ratio at June 30, 2009 (total current assets divided by total current liabilities)",
    ratio(F(QWST, "AssetsCurrent"), F(QWST, "LiabilitiesCurrent"), PB))
add(C, APH, "Amphenol gross margin for Q2 2009 (gross profit / net sales)", ratio(F(APH, "GrossProfit"), F(APH, "SalesRevenueGoodsNet"), PQ))
add(C, APH, "How much did Amphenol's first-half net sales change in 2009 against the first half of 2008? Decimal, negative if they fell.",
    growth(F(APH, "SalesRevenueGoodsNet"), PH, PHPY))
add(C, MS, "At June 30, 2014, what share of Microsoft's unrealized losses on available-for-sale securities came from positions held 12 months "
    "or longer? (12-months-or-greater unrealized losses / total unrealized losses in the continuous-loss table)",
    ratio(UNREAL_LOSS_12M, UNREAL_LOSS, M_BS14))
add(C, MS, "Microsoft's held-to-maturity investments at June 30, 2014: gross unrealized holding gains as a fraction of amortized cost",
    ratio(g("HeldToMaturitySecuritiesAccumulatedUnrecognizedHoldingGain"), g("HeldToMaturitySecuritiesAmortizedCostBeforeOtherThanTemporaryImpairment"), M_BS14))
add(C, MS, "In fiscal 2014, how much unearned revenue did Microsoft recognize per dollar of unearned revenue it deferred? "
    "(recognition of unearned revenue / deferral of unearned revenue)",
    ratio(g("RecognitionOfDeferredRevenue"), g("IncreaseDecreaseInDeferredRevenue"), M_FY14))
add(C, MS, "Of Microsoft's FY2015 asset impairments and other restructuring charges, what fraction was settled without cash? "
    "(the 'Other' non-cash settlement / restructuring charges, both for the asset impairments and other column)",
    ratio(g("RestructuringReserveSettledWithoutCash1"), g("RestructuringCharges"), M_FY15, m_num=IMPOTH, m_den=IMPOTH))
add(C, MS, "Net effect of prior-year tax positions on Microsoft's unrecognized tax benefits in fiscal 2014: increases for prior-year positions "
    "minus decreases for prior-year positions",
    diff(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions"), M_FY14))
add(C, AE, "What fraction of AEON's nine-month 2022 net loss available to common stockholders (diluted) was incurred in the third quarter of 2022?",
    derived("e0/e1", [inp(DIL_NL, E_Q3_22), inp(DIL_NL, E_9M_22)], E_Q3_22, PURE))

# =================================================================== members
C = "members"
add(C, RIG, "In Transocean's Q1 2010 statement of equity, how much share-based compensation expense went to the additional paid-in capital column?",
    fact(F(RIG, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD, EC("AdditionalPaidInCapital")))
add(C, RIG, "Treasury shares column of Transocean's equity statement: balance at March 31, 2010 (as presented, negative)",
    fact(F(RIG, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, USD, EC("TreasuryStock")))
add(C, RIG, "Opening retained earnings in Transocean's statement of equity, i.e. the retained earnings column at December 31, 2008",
    fact(F(RIG, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD, EC("RetainedEarnings")))
add(C, RIG, "Issuance of shares under share-based compensation plans in Q1 2010: its effect on Transocean's additional paid-in capital column "
    "(negative = reduction)",
    fact(F(RIG, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EC("AdditionalPaidInCapital")))
add(C, RIG, "Accumulated other comprehensive loss column of Transocean's equity statement at March 31, 2009",
    fact(F(RIG, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, FWLT, "Foster Wheeler's equity statement: retained earnings (accumulated deficit) column at December 31, 2007",
    fact(F(FWLT, "StockholdersEquity"), DEC07, USD, EC("RetainedEarnings")))
add(C, FWLT, "When Foster Wheeler issued registered shares on conversion/cancellation of common shares in the first half of 2009, how much was "
    "credited to the registered shares (common stock) column?",
    fact(F(FWLT, "StockConvertedFromOneClassToAnotherClassValue"), PH, USD, EC("CommonStock")))
add(C, FWLT, "In Foster Wheeler's equity statement for the first half of 2009, what did the issuance of registered shares upon conversion of preferred "
    "shares and cancellation of common shares do to the paid-in capital column? (negative = charge)",
    fact(F(FWLT, "StockConvertedFromOneClassToAnotherClassValue"), PH, USD, EC("AdditionalPaidInCapital")))
add(C, FWLT, "Foreign currency translation adjustments recorded in the accumulated other comprehensive loss column of Foster Wheeler's "
    "equity statement, six months ended June 30, 2009",
    fact(F(FWLT, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, FWLT, "Noncontrolling interests column of Foster Wheeler's statement of equity -- balance at June 30, 2008",
    fact(F(FWLT, "StockholdersEquity"), JUN08, USD, EC("NoncontrollingInterest")))
add(C, MS, "The investments component of Microsoft's accumulated other comprehensive income at June 30, 2013",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS13, USD, MEQ(G + "AccumulatedNetUnrealizedInvestmentGainLossMember")))
add(C, MS, "How much of Microsoft's fiscal 2014 common stock repurchases was charged to retained earnings in the stockholders' equity statement?",
    fact(g("StockRepurchasedDuringPeriodValue"), M_FY14, USD, MEQ(G + "RetainedEarningsMember")))
add(C, MS, "Balance of Microsoft's allowance for doubtful accounts at June 30, 2014, per the valuation and qualifying accounts data",
    fact(g("ValuationAllowancesAndReservesBalance"), M_BS14, USD, ALLOW))
add(C, MS, "Revenue of Microsoft's 'Devices and Consumer Other' segment in fiscal 2014",
    fact(g("SalesRevenueNet"), M_FY14, USD, MSEG2("DevicesAndConsumerMember", "DevicesAndConsumerOtherMember")))
add(C, MS, "Cash paid for severance under Microsoft's restructuring plans in fiscal 2015",
    fact(g("PaymentsForRestructuring"), M_FY15, USD, SEVER))
add(C, MS, "Microsoft's Level 2 recurring fair-value assets at June 30, 2015, gross of netting",
    fact(g("AssetsFairValueDisclosureRecurring"), M_BS15, USD, GROSS_L2))
add(C, MS, "Fair value of Microsoft's equity securities sitting in an unrealized loss position at June 30, 2015 (all holding periods)",
    fact(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionFairValue"), M_BS15, USD, AFS_EQ))
add(C, AE, "AEON's cash, cash equivalents and restricted cash at the start of the successor period (the successor balance as of July 21, 2023)",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), E_MERGE, USD, SUCC))
add(C, AE, "In AEON's Level 3 rollforward, how much of the convertible notes was converted to common shares during the predecessor period "
    "January 1 - July 21, 2023?",
    fact(g("FairValueMeasurementWithUnobservableInputsReconciliationRecurringBasisLiabilitySettlements"), E_PRED, USD, L3(G + "ConvertibleDebtMember")))
add(C, AE, "Unrecognized compensation expense for non-vested stock options under the ABP Sub Inc. 2019 Incentive Award Plan at December 31, 2022",
    fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognizedStockOptions"), E_BSPY, USD, PLAN2019))

# =================================================================== per_share
C = "per_share"
add(C, RIG, "Transocean's diluted earnings per share for the first quarter of 2010", fact(F(RIG, "EarningsPerShareDiluted"), Q10, PS))
add(C, RIG, "How many treasury shares did Transocean hold at March 31, 2010?", fact(F(RIG, "TreasuryStockShares"), B10, SH))
add(C, TMO, "Diluted EPS from continuing operations at Thermo Fisher, Q1 2010", fact(F(TMO, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, TMO, "What basic weighted average share count did Thermo Fisher use for the first quarter of 2009?",
    fact(F(TMO, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, TMO, "Thermo Fisher common shares issued ($1 par) as of March 31, 2010", fact(F(TMO, "CommonStockSharesIssued"), B10, SH))
add(C, OMC, "Dividends declared per Omnicom common share in Q1 2010", fact(F(OMC, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, OMC, "Omnicom's diluted net income per share for the March 2010 quarter", fact(F(OMC, "EarningsPerShareDiluted"), Q10, PS))
add(C, FWLT, "Foster Wheeler basic earnings per share, Q2 2009 (three months)", fact(F(FWLT, "EarningsPerShareBasic"), PQ, PS))
add(C, FWLT, "How many registered shares did Foster Wheeler AG have outstanding at June 30, 2009?", fact(F(FWLT, "CommonStockSharesOutstanding"), PB, SH))
add(C, QWST, "Qwest diluted EPS for 2Q 2009", fact(F(QWST, "EarningsPerShareDiluted"), PQ, PS))
add(C, QWST, "Number of Qwest shares held as treasury stock on June 30, 2009", fact(F(QWST, "TreasuryStockShares"), PB, SH))
add(C, APH, "Amphenol's dividends declared per common share over the first half of 2009", fact(F(APH, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, APH, "Basic net income per common share at Amphenol for the quarter ended June 30, 2009", fact(F(APH, "EarningsPerShareBasic"), PQ, PS))
add(C, APH, "Average common shares outstanding (basic) used by Amphenol for the six months ended June 30, 2009",
    fact(F(APH, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, MS, "How many shares did Microsoft buy back under its share repurchase program during fiscal 2015?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY15, SH, BUYBACK_PROG))
add(C, MS, "Shares of common stock Microsoft issued in fiscal 2013 (the 'Issued' line of the share activity)",
    fact(g("StockIssuedDuringPeriodSharesNewIssues"), M_FY13, SH))
add(C, MS, "Number of stock awards Microsoft granted in fiscal 2014", fact(
    g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), M_FY14, SH, STOCK_AWARDS))
add(C, MS, "Low end of the quarterly dividends-per-share assumption Microsoft used to value stock awards in fiscal 2014",
    fact(["msft:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedDividendsPerShare"], M_FY14, PS, DIV_MIN))
add(C, AE, "Weighted average grant-date fair value of the exercisable RSUs under AEON's ABP Sub 2019 plan at September 30, 2023",
    fact(["aeon:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsExercisableWeightedAverageGrantDateFairValue"],
         E_BS, PS, RSU2019))
add(C, AE, "At what price per warrant can AEON redeem its public warrants under the $10.00-share-price redemption provision?",
    fact(["aeon:ClassOfWarrantOrRightRedemptionPrice"], ("2023-01-01", "2023-09-30"), PS, PUBWARR_10))

# =================================================================== jargon
C = "jargon"
add(C, RIG, "What did Transocean lay out on capex in 1Q10?", fact(F(RIG, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, RIG, "Transocean SBC add-back in the 1Q09 cash flow statement", fact(F(RIG, "ShareBasedCompensation"), Q09, USD))
add(C, TMO, "TMO capex, 1Q10", fact(F(TMO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, TMO, "Thermo's M&A spend in 1Q10 -- acquisitions, net of cash acquired", fact(F(TMO, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, TMO, "TMO D&A for 1Q10 (cash flow add-back)", fact(F(TMO, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, OMC, "OMC operating cash burn in 1Q10 (net cash used in operating activities, negative)",
    fact(F(OMC, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, OMC, "Omnicom intangibles amortization, 1Q10", fact(F(OMC, "AmortizationOfIntangibleAssets"), Q10, USD))
add(C, OMC, "OMC depreciation (ex-amortization) in 1Q09", fact(F(OMC, "Depreciation"), Q09, USD))
add(C, FWLT, "How much capex did Foster Wheeler run through the first half of '09?", fact(F(FWLT, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, QWST, "Q's bad-debt provision (net) in 1H09", fact(F(QWST, "ProvisionForDoubtfulAccounts"), PH, USD))
add(C, QWST, "Qwest cash dividends paid, 1H09", fact(F(QWST, "PaymentsOfDividends"), PH, USD))
add(C, QWST, "Qwest gross new long-term borrowings in 1H09 (proceeds from long-term borrowings)", fact(F(QWST, "ProceedsFromIssuanceOfLongTermDebt"), PH, USD))
add(C, APH, "APH stock comp expense, 1H09", fact(F(APH, "ShareBasedCompensation"), PH, USD))
add(C, APH, "Amphenol cash taxes paid in 1H09", fact(F(APH, "IncomeTaxesPaidNet"), PH, USD))
add(C, APH, "APH capex (capital additions, net) for the first half of 2009", fact(F(APH, "PaymentsForProceedsFromProductiveAssets"), PH, USD))
add(C, MS, "MSFT FY15 AP swing in CFO (the accounts payable line of operating cash flow)", fact(g("IncreaseDecreaseInAccountsPayable"), M_FY15, USD))
add(C, MS, "MSFT gross sales of investments in FY15 (investing cash flow)", fact(g("ProceedsFromSaleOfAvailableForSaleSecurities"), M_FY15, USD))
add(C, MS, "MSFT FY13 excess tax benefit from stock comp in financing cash flows",
    fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), M_FY13, USD))
add(C, MS, "MSFT FY13 401(k) match -- matching contributions for all employee savings plans", fact(g("DefinedContributionPlanCostRecognized"), M_FY13, USD))
add(C, AE, "AEON warrant mark-to-market in the successor period's operating cash flows (change in fair value of warrants, Jul 22 - Sep 30, 2023)",
    fact(g("FairValueAdjustmentOfWarrants"), E_SUCC, USD))

# =================================================================== refuse
C = "refuse"
add(C, TMO, "What were PerkinElmer's revenues in the first quarter of 2010?",
    refuse(oc, "PerkinElmer is not in the data (Thermo Fisher is).", other("PERKINELMER")))
add(C, QWST, "CenturyTel's operating revenues for the quarter ended June 30, 2009?",
    refuse(oc, "CenturyTel (CenturyLink) is not in the data (Qwest is).", other("CENTURYTEL", "CENTURYLINK")))
add(C, APH, "How much did Molex earn in its quarter ended June 2009?", refuse(oc, "Molex is not in the data (Amphenol is).", other("MOLEX")))
add(C, MS, "Lenovo's PC revenue for the year ended March 2015?", refuse(oc, "Lenovo is not in the data (Microsoft is).", other("LENOVO")))
add(C, AE, "What did Galderma report in neurotoxin sales for 2023?", refuse(oc, "Galderma is not in the data (AEON Biopharma is).", other("GALDERMA")))
add(C, RIG, "Transocean's operating revenues for the six months ended June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q covers only the quarter ended March 31; six-month 2010 figures are not reported.",
           absent(F(RIG, "Revenues"), H1_10)))
add(C, TMO, "What were Thermo Fisher's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 2010 and 2009, not the 2009 fiscal year's income statement.",
           absent(F(TMO, "Revenues"), FY09)))
add(C, OMC, "Omnicom's revenue in the fourth quarter of 2009?",
    refuse(pn, "The Q1 2010 10-Q has no October-December 2009 quarter.", absent(F(OMC, "Revenues"), Q4_09)))
add(C, FWLT, "Foster Wheeler operating revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(FWLT, "ContractsRevenue"), PQ3)))
add(C, MS, "What were Microsoft's additions to property and equipment in fiscal 2012, the year ended June 30, 2012?",
    refuse(pn, "The FY2015 10-K's cash flow statement covers fiscal 2013-2015; fiscal 2012 capital expenditure is not in its data.",
           absent(g("PaymentsToAcquirePropertyPlantAndEquipment"), M_FY12)))
add(C, RIG, "What dividend per share did Transocean declare in Q1 2010?",
    refuse(cn, "Transocean's Q1 2010 data report no common dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, OMC, "What was Omnicom's gross profit in Q1 2010?",
    refuse(cn, "Omnicom reports revenue and operating expenses only: no cost of revenue or gross profit line.",
           absent_any(g("GrossProfit", "CostOfRevenue", "CostOfServices", "CostOfGoodsSold", "CostOfGoodsAndServicesSold"))))
add(C, FWLT, "What dividends per share did Foster Wheeler declare in the first half of 2009?",
    refuse(cn, "Foster Wheeler's Q2 2009 data report no common dividends.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, QWST, "How much goodwill was on Qwest's balance sheet at June 30, 2009?",
    refuse(cn, "Qwest's Q2 2009 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, APH, "What did Amphenol spend on research and development in the first half of 2009?",
    refuse(cn, "Amphenol's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
WHY_RIG = ("Transocean's March 31, 2010 balance sheet has two lines labelled 'Deferred income taxes, net': a current asset "
           "(DeferredTaxAssetsNetCurrent) and a long-term liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, RIG, "What were Transocean's deferred income taxes, net, at March 31, 2010?", refuse(am, WHY_RIG, amb_for(RIG, WHY_RIG,
    (F(RIG, "DeferredTaxAssetsNetCurrent"), B10, None), (F(RIG, "DeferredTaxLiabilitiesNoncurrent"), B10, None))))
WHY_TMO = ("Thermo Fisher's Q1 2009 cash flow statement gives two operating cash flow totals: 'Net cash provided by operating activities' "
           "(NetCashProvidedByUsedInOperatingActivities) and 'Net cash provided by continuing operations' "
           "(NetCashProvidedByUsedInOperatingActivitiesContinuingOperations), which differ by the discontinued operations' cash use.")
add(C, TMO, "How much operating cash flow did Thermo Fisher generate in the first quarter of 2009?", refuse(am, WHY_TMO, amb_for(TMO, WHY_TMO,
    (F(TMO, "NetCashProvidedByUsedInOperatingActivities"), Q09, None),
    (F(TMO, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q09, None))))
WHY_OMC = ("Omnicom's Q1 2010 income statement shows 'NET INCOME' including noncontrolling interests (ProfitLoss) and "
           "'NET INCOME - OMNICOM GROUP INC.' (NetIncomeLoss).")
add(C, OMC, "What was Omnicom's net income for the first quarter of 2010?", refuse(am, WHY_OMC, amb_for(OMC, WHY_OMC,
    (F(OMC, "ProfitLoss"), Q10, None), (F(OMC, "NetIncomeLoss"), Q10, None))))
WHY_FWLT = ("Foster Wheeler's first-half 2009 income statement reports 'Net income' before noncontrolling interests (NetIncomeLoss) and "
            "'Net income attributable Foster Wheeler AG' (fwlt:NetIncomeAttributableFosterWheelerAg).")
add(C, FWLT, "How much did Foster Wheeler earn in the six months ended June 30, 2009?", refuse(am, WHY_FWLT, amb_for(FWLT, WHY_FWLT,
    (F(FWLT, "NetIncomeLoss"), PH, None), (F(FWLT, "NetIncomeAttributableFosterWheelerAg"), PH, None))))
WHY_Q = ("Qwest's June 30, 2009 balance sheet carries deferred revenue twice: 'Deferred revenue and advance billings' in current "
         "liabilities (DeferredRevenueCurrent) and 'Deferred revenue' among non-current liabilities (DeferredRevenueNoncurrent).")
add(C, QWST, "What was Qwest's deferred revenue at June 30, 2009?", refuse(am, WHY_Q, amb_for(QWST, WHY_Q,
    (F(QWST, "DeferredRevenueCurrent"), PB, None), (F(QWST, "DeferredRevenueNoncurrent"), PB, None))))


def main():
    write_round("h57", gr.QUESTIONS_57, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
