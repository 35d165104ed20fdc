#!/usr/bin/env python3
"""Writes evals/data/ask_heldout63.jsonl and its refusal probes (ask_heldout63_probes.jsonl) -- round 63 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout63.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions63.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout63.jsonl
The writer imported the round 1-60 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged from its own folder, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, wrote to its own folder's questions.jsonl (its
QUESTIONS_63) and read rounds 1-60 from a copy of evals/data (each file named by its path in PREV); here
`from specs import *` takes them from evals/heldout itself, gr.QUESTIONS_63 is the output and PREV names
gr.QUESTIONS ... gr.QUESTIONS_60, one by one.
Written without reading the tool under test.

Round 63 notes.
FSDS filings: companies no round 1-60 used (checked CIK by CIK and adsh by adsh against every question and probe
file of rounds 1-60 and against avoid_adsh.txt and the CIKs of its filings; left out the instance companies and
companies tied to a used one: Edison Mission Energy (Edison International), Diamond Offshore (Loews), Coca-Cola
Enterprises (Coca-Cola), Alpha Natural Resources (its /OLD predecessor), Pepco and Noble (coregistrant rows only)),
all with CIK mod 4 == 3:
  2009q3 (calendar Q2 2009 and six months): Smith International (oilfield products and distribution,
  EquityComponents rows), Reynolds American (tobacco), Dow Chemical (chemicals; the Rohm and Haas quarter).
  2010q2 (calendar Q1 2010): Murphy Oil (integrated oil and retail marketing, EquityComponents rows), Plains All
  American Pipeline (midstream master limited partnership, PartnerCapitalComponents and AOCI-component rows), PPG
  Industries (coatings and specialty materials).
Instances: aapl-10q-2023 and unp-10k-2012, asking only facts no round 1-60 asked (reported facts and derived inputs
alike): Apple's fair-value, derivative and credit-risk tables and two nine-month fiscal 2022 lines; Union Pacific's
tax, receivables-securitization, pension, share-plan, debt-table, PP&E-class, contingency and Schedule II notes.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Smith
International 20, Reynolds American 18, Dow Chemical 19 (2009q3), Murphy Oil 19, Plains All American 18, PPG 16
(2010q2) = 110 FSDS; aapl-10q-2023 14, unp-10k-2012 36 = 50 instance.
Quarter-vs-YTD: Smith, Reynolds and Dow (Q2 against the first half of 2009 or 2008) and Apple (two nine-month fiscal
2022 lines on a member: the retained-earnings column and the segment reconciliation).
Members: EquityComponents columns of Smith and Murphy; Plains' PartnerCapitalComponents and AOCI-component rows; Apple's
fair-value level x instrument, derivative and credit-risk tables; Union Pacific's PP&E-class, debt-type, plan-asset,
pension, contingency and share-plan members.
Derived: 10 ratios (e0/e1), 5 growths (e0/e1-1, two negative and saying so), 3 differences (e0-e1: two free cash flows
and a pension balance change), 1 gross margin from cost ((e0-e1)/e0), 1 midpoint of a disclosed range ((e0+e1)/2);
one jargon question is a cash burn (-e0). No input fact of any answerable question was used by rounds 1-60
(check_overlap with same_fact=True: 0).
First drafts' refusals on Apple (Xiaomi), and on Union Pacific (Genesee & Wyoming, 2009 revenues, R&D) repeated earlier
rounds' probes; they were replaced (Transsion, Schneider National, total assets at December 31, 2010, capitalized interest).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-63 share

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


# ------------------------------------------------------------------ round 63 FSDS filings (CIK mod 4 == 3)
SII = "fsds:0000950123-09-032270"   # SMITH INTERNATIONAL INC 10-Q (2009q3), CIK 721083, Q2 2009 and six months; EquityComponents rows
RAI = "fsds:0000950123-09-028069"   # REYNOLDS AMERICAN INC 10-Q (2009q3), CIK 1275283, Q2 2009 and six months
DOW = "fsds:0000029915-09-000044"   # DOW CHEMICAL CO /DE/ 10-Q (2009q3), CIK 29915, Q2 2009 and six months
MUR = "fsds:0001193125-10-112280"   # MURPHY OIL CORP /DE 10-Q (2010q2), CIK 717423, Q1 2010; EquityComponents rows
PAA = "fsds:0001104659-10-026736"   # PLAINS ALL AMERICAN PIPELINE LP 10-Q (2010q2), CIK 1070423, Q1 2010; partners' capital rows
PPG = "fsds:0001193125-10-093068"   # PPG INDUSTRIES INC 10-Q (2010q2), CIK 79879, Q1 2010
TICK = {SII: "sii", RAI: "rai", DOW: "dow", MUR: "mur", PAA: "paa", PPG: "ppg"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}
PCC = lambda m: {"PartnerCapitalComponents": m}
AOCIC = lambda m: {"ChangesInAccumulatedOtherComprehensiveIncome": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Smith International, Reynolds American, Dow Chemical)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3, FY09 = ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-12-31")
# calendar Q1 2010 (Murphy Oil, Plains All American, PPG)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10 = ("2010-04-01", "2010-06-30")

# Apple 10-Q (fiscal Q3 2023): axes and members
FVL, FI = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
AL1 = lambda inst=None: dict([(FVL, L1)] + ([(FI, G + inst)] if inst else []))
AL2 = lambda inst=None: dict([(FVL, L2)] + ([(FI, G + inst)] if inst else []))
CREDIT = {G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
VENDOR_NTR = {G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
              G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
FX_NONDESIG_OTHASSET = {G + "BalanceSheetLocationAxis": G + "OtherAssetsMember",
                        G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
                        FVL: L2, G + "HedgingDesignationAxis": G + "NondesignatedMember"}
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
RECON = {"srt:ConsolidationItemsAxis": G + "MaterialReconcilingItemsMember"}
AQ_Q4 = ("2023-07-02", "2023-09-30")
AQ_JUN22 = (None, "2022-06-25")

# Union Pacific 10-K 2012: axes and members
PLAN = G + "PlanNameAxis"
OPTIONS = {PLAN: G + "StockOptionMember"}
PERF_RET, RET = {PLAN: "unp:PerformanceRetentionAwardsMember"}, {PLAN: "unp:RetentionAwardsMember"}
PLAN2001 = {PLAN: "unp:UnionPacificCorporation2001StockIncentivePlanMember"}
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PENSION = {DBP: G + "PensionPlansDefinedBenefitMember"}
QUALIFIED = {DBP: "unp:PensionQualifiedPlanMember"}
LCX = G + "LossContingenciesByNatureOfContingencyAxis"
ASBESTOS, ENVIRON = {LCX: G + "AsbestosIssueMember"}, {LCX: G + "EnvironmentalIssueMember"}
TSU = {G + "StatementClassOfStockAxis": "unp:TreasuryStockUnitsMember"}
LTDT = G + "LongtermDebtTypeAxis"
DISCOUNT, CAPLEASE = {LTDT: "unp:UnamortizedDiscountMember"}, {LTDT: G + "CapitalLeaseObligationsMember"}
EQUITY_SEC = {G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": G + "EquitySecuritiesMember"}
DOUBTFUL = {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}
ROAD_OTHER, LAND = UPPE("unp:RoadOtherMember"), UPPE(G + "LandMember")
U_BS10 = (None, "2010-12-31")

# =================================================================== direct
C = "direct"
add(C, SII, "What did Smith International report for accrued payroll costs on its June 30, 2009 balance sheet?",
    fact(F(SII, "EmployeeRelatedLiabilitiesCurrent"), PB, USD))
add(C, SII, "Smith International -- 'Short-term borrowings and current portion of long-term debt' at the end of the second quarter of 2009",
    fact(F(SII, "DebtCurrent"), PB, USD))
add(C, RAI, "How large were Reynolds American's tobacco settlement accruals in current liabilities as of June 30, 2009?",
    fact(F(RAI, "TobaccoSettlementAccrualsNetCurrent"), PB, USD))
add(C, RAI, "RAI's long-term retirement benefits, less the current portion, at mid-year 2009 (June 30)",
    fact(F(RAI, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, DOW, "Noncurrent asbestos-related liabilities on Dow Chemical's balance sheet dated June 30, 2009",
    fact(F(DOW, "AsbestosRelatedLiabilitiesNoncurrent"), PB, USD))
add(C, DOW, "Once Rohm and Haas was consolidated, how much goodwill was Dow carrying at June 30, 2009?",
    fact(F(DOW, "Goodwill"), PB, USD))
add(C, DOW, "Dividends payable by The Dow Chemical Company at quarter-end June 2009?", fact(F(DOW, "DividendsPayableCurrent"), PB, USD))
add(C, MUR, "Murphy Oil held Canadian government securities with maturities greater than 90 days -- what was their carrying amount at March 31, 2010?",
    fact(F(MUR, "HeldToMaturitySecuritiesCurrent"), B10, USD))
add(C, MUR, "Asset retirement obligations reported by Murphy Oil as of 3/31/2010", fact(F(MUR, "AssetRetirementObligationsNoncurrent"), B10, USD))
add(C, MUR, "Murphy's inventory of crude oil and blend stocks at the close of Q1 2010?", fact(F(MUR, "CrudeOilAndNaturalGasLiquids"), B10, USD))
add(C, PAA, "What was the linefill and base gas balance at Plains All American Pipeline on March 31, 2010?",
    fact(F(PAA, "LinefillAndBaseGas"), B10, USD))
add(C, PAA, "Plains All American: long-term inventory, March 31, 2010", fact(F(PAA, "InventoryNoncurrent"), B10, USD))
add(C, PPG, "PPG Industries' asbestos settlement liability classified as current at March 31, 2010",
    fact(F(PPG, "AsbestosLitigationReserveCurrent"), B10, USD))
add(C, PPG, "How much did PPG carry for accrued other postretirement benefits at the end of the first quarter of 2010?",
    fact(F(PPG, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), B10, USD))
add(C, PPG, "Tell me PPG's current business restructuring reserve as of March 31, 2010.", fact(F(PPG, "RestructuringReserveCurrent"), B10, USD))
add(C, A10Q, "Fair value of the Level 2 bank time deposits in Apple's investment table at July 1, 2023",
    fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AL2("BankTimeDepositsMember")))
add(C, UP, "Union Pacific's total comprehensive income for 2012", fact(g("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), U_FY12, USD))
add(C, UP, "Under UNP's receivables securitization facility, what was the value of the interest retained by Union Pacific Receivables, Inc. at December 31, 2012?",
    fact(["unp:ValueOfInterestRetained"], U_BS12, USD))
add(C, UP, "In Union Pacific's deferred tax table, what was the deferred income tax asset for debt and leases at year-end 2012?",
    fact(["unp:DeferredTaxAssetsTaxDeferredExpenseReservesAccrualsDebtLeases"], U_BS12, USD))
add(C, UP, "What tax refund did Union Pacific disclose in connection with its settlement with the taxing authority, as of December 31, 2012?",
    fact(g("IncomeTaxExaminationLiabilityRefundAdjustmentFromSettlementWithTaxingAuthority"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, SII, "Smith International's net inventories at the prior year-end, December 31, 2008", fact(F(SII, "InventoryNet"), PYE, USD))
add(C, SII, "Total stockholders' equity including noncontrolling interests at Smith on June 30, 2008, per the statement of changes in equity",
    fact(F(SII, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN08, USD))
add(C, RAI, "Trademarks and other intangible assets, net, on Reynolds American's December 31, 2008 balance sheet",
    fact(F(RAI, "IntangibleAssetsNetExcludingGoodwill"), PYE, USD))
add(C, RAI, "What was RAI's accumulated deficit at year-end 2008? (give it signed, as the retained-earnings line shows it)", fact(F(RAI, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, DOW, "Dow's investment in nonconsolidated affiliates as of 12/31/08", fact(F(DOW, "EquityMethodInvestments"), PYE, USD))
add(C, DOW, "How much stockholders' equity attributable to The Dow Chemical Company (excluding noncontrolling interests) was there a year earlier, at June 30, 2008?",
    fact(F(DOW, "StockholdersEquity"), JUN08, USD))
add(C, MUR, "Exploration expenses, including undeveloped lease amortization, at Murphy Oil in the first quarter of 2009",
    fact(F(MUR, "ExplorationExpense"), Q09, USD))
add(C, MUR, "What did Murphy earn from discontinued operations, net of income taxes, in Q1 2009?",
    fact(F(MUR, "IncomeLossFromDiscontinuedOperationsNetOfTax"), Q09, USD))
add(C, PAA, "Plains All American's short-term debt at December 31, 2009", fact(F(PAA, "DebtCurrent"), DEC09, USD))
add(C, PAA, "Field operating costs at Plains for the three months ended March 31, 2009?", fact(F(PAA, "FieldOperatingCosts"), Q09, USD))
add(C, PPG, "PPG's accrued pensions liability at the end of 2009", fact(F(PPG, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), DEC09, USD))
add(C, PPG, "How big was the business restructuring charge PPG took in the first quarter of 2009?", fact(F(PPG, "RestructuringCharges"), Q09, USD))
add(C, A10Q, "At the end of fiscal 2022 (September 24, 2022), what was Apple's maximum exposure to credit loss on its derivative instruments?",
    fact(g("FairValueConcentrationOfRiskDerivativeFinancialInstrumentsAssets"), AQ_BSPY, USD, CREDIT))
add(C, A10Q, "As of September 24, 2022, how many vendors individually represented 10% or more of Apple's total vendor non-trade receivables?",
    fact(["aapl:NumberOfSignificantVendors"], AQ_BSPY, PURE, VENDOR_NTR))
add(C, UP, "Union Pacific's early extinguishment of debt line for 2010 (a charge, reported as a negative amount)",
    fact(g("GainsLossesOnExtinguishmentOfDebt"), U_FY10, USD))
add(C, UP, "What did Union Pacific pay in its 2011 debt exchange, per the financing section of the cash flow statement?",
    fact(g("PaymentsOfDebtRestructuringCosts"), U_FY11, USD))
add(C, UP, "Cash dividends declared but not yet paid by UNP at December 31, 2010", fact(g("DividendsPayableCurrent"), U_BS10, USD))
add(C, UP, "How much did Union Pacific owe for income and other taxes at the end of 2011?", fact(g("TaxesPayableCurrent"), U_BS11, USD))
add(C, UP, "Union Pacific's total current income tax expense for 2011", fact(g("CurrentIncomeTaxExpenseBenefit"), U_FY11, USD))
add(C, UP, "What did the 'Investments' line show on Union Pacific's balance sheet at December 31, 2011?",
    fact(g("InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, SII, "Smith International's distribution operations revenue for the three months ended June 30, 2009 (not year-to-date)",
    fact(F(SII, "DistributionOperations"), PQ, USD))
add(C, SII, "Year to date through June 30, 2009, how much oilfield operations revenue did Smith book?", fact(F(SII, "OilfieldOperations"), PH, USD))
add(C, SII, "Cost of oilfield revenues at Smith in 2Q09 on its own", fact(F(SII, "CostOfOilfieldRevenues"), PQ, USD))
add(C, SII, "Interest expense incurred by Smith International over the first six months of 2009", fact(F(SII, "InterestExpense"), PH, USD))
add(C, SII, "What income tax provision did Smith record for the April-June 2009 quarter?", fact(F(SII, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, SII, "Noncontrolling interests' share of Smith's net income (mainly the M-I SWACO partner) in the second quarter of 2009 alone",
    fact(F(SII, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, RAI, "Reynolds American's related-party net sales in Q2 2009 -- the quarter only, please", fact(F(RAI, "RevenueFromRelatedParties"), PQ, USD))
add(C, RAI, "How much was RAI's trademark impairment charge for the six months ended June 30, 2009?",
    fact(F(RAI, "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"), PH, USD))
add(C, RAI, "Cost of products sold at Reynolds American, first half of 2009", fact(F(RAI, "CostOfGoodsSold"), PH, USD))
add(C, RAI, "RAI interest and debt expense in the three months ended June 30, 2009", fact(F(RAI, "InterestAndDebtExpense"), PQ, USD))
add(C, RAI, "Reynolds American's operating income for January through June 2009", fact(F(RAI, "OperatingIncomeLoss"), PH, USD))
add(C, RAI, "What amortization expense did Reynolds American record in the second quarter of 2008 (three months)?",
    fact(F(RAI, "AmortizationOfIntangibleAssets"), PQPY, USD))
add(C, DOW, "Dow's research and development expenses for the quarter ended June 30, 2009",
    fact(F(DOW, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PQ, USD))
add(C, DOW, "Restructuring charges at Dow Chemical, six months to June 30, 2009", fact(F(DOW, "RestructuringCharges"), PH, USD))
add(C, DOW, "First-half 2009 net sales at Dow (year-to-date, not the quarter)", fact(F(DOW, "SalesRevenueNet"), PH, USD))
add(C, DOW, "Equity in earnings of nonconsolidated affiliates at Dow during 2Q 2009", fact(F(DOW, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, DOW, "Dow's interest expense and amortization of debt discount, year to date at June 30, 2009",
    fact(F(DOW, "InterestExpenseAndAmortizationOfDebtDiscount"), PH, USD))
add(C, DOW, "How much in acquisition-related expenses did Dow incur in the three months ended June 30, 2009?",
    fact(F(DOW, "BusinessCombinationAcquisitionRelatedCosts"), PQ, USD))
add(C, A10Q, "Net income credited to the retained earnings column of Apple's shareholders' equity statement for the nine months ended June 25, 2022",
    fact(NI, AQ_9MPY, USD, RE_COL))
add(C, A10Q, "In the reconciliation of segment operating income to Apple's total, what research and development expense appears for the first "
    "nine months of fiscal 2022?", fact(RD, AQ_9MPY, USD, RECON))

# =================================================================== derived
C = "derived"
add(C, SII, "Smith International's operating margin for the second quarter of 2008: operating income divided by total revenues",
    ratio(F(SII, "OperatingIncomeLoss"), F(SII, "OilAndGasSalesRevenue"), PQPY))
add(C, SII, "Free cash flow at Smith for the first half of 2009, defined as net cash provided by operating activities minus purchases of "
    "property, plant and equipment", fcf(PH, F(SII, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, RAI, "Reynolds American's gross margin in Q2 2009, computed as (total net sales including related-party sales - cost of products sold) "
    "/ total net sales", margin_from_cost(F(RAI, "SalesRevenueNet"), F(RAI, "CostOfGoodsSold"), PQ))
add(C, RAI, "RAI effective tax rate for the first six months of 2009 = provision for income taxes / income before income taxes",
    ratio(F(RAI, "IncomeTaxExpenseBenefit"),
          F(RAI, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, DOW, "What fraction of Dow's Q2 2009 net sales went to selling, general and administrative expenses?",
    ratio(F(DOW, "SellingGeneralAndAdministrativeExpense"), F(DOW, "SalesRevenueNet"), PQ))
add(C, DOW, "Year-over-year change in Dow's quarterly net sales, Q2 2009 versus Q2 2008, as a decimal (a decline is negative)",
    growth(F(DOW, "SalesRevenueNet"), PQ, PQPY))
add(C, MUR, "Murphy Oil's effective tax rate in Q1 2010: income tax expense over income from continuing operations before income taxes",
    ratio(F(MUR, "IncomeTaxExpenseBenefit"),
          F(MUR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, MUR, "Current ratio for Murphy at March 31, 2010 (total current assets / total current liabilities)",
    ratio(F(MUR, "AssetsCurrent"), F(MUR, "LiabilitiesCurrent"), B10))
add(C, MUR, "By how much did Murphy's sales and other operating revenues grow from Q1 2009 to Q1 2010? Give the decimal growth rate.",
    growth(F(MUR, "SalesRevenueNet"), Q10, Q09))
add(C, PAA, "Supply & Logistics segment revenues as a share of Plains All American's total revenues, first quarter of 2010",
    ratio(F(PAA, "SalesAndRelatedRevenues"), F(PAA, "Revenues"), Q10))
add(C, PAA, "PAA free cash flow in Q1 2010 = net cash provided by operating activities less additions to property, equipment and other",
    fcf(Q10, F(PAA, "PaymentsToAcquireProductiveAssets")))
add(C, PAA, "Change in Plains' operating income from Q1 2009 to Q1 2010, as a decimal growth rate (negative means it fell)",
    growth(F(PAA, "OperatingIncomeLoss"), Q10, Q09))
add(C, PPG, "PPG's research and development spending relative to net sales in Q1 2010 (R&D / net sales)",
    ratio(F(PPG, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), F(PPG, "SalesRevenueNet"), Q10))
add(C, PPG, "Top-line growth at PPG: net sales in the first quarter of 2010 versus the first quarter of 2009, as a decimal",
    growth(F(PPG, "SalesRevenueNet"), Q10, Q09))
add(C, PPG, "What tax rate does PPG's Q1 2010 income statement imply? (income tax expense divided by income before income taxes)",
    ratio(F(PPG, "IncomeTaxExpenseBenefit"), F(PPG, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), Q10))
add(C, A10Q, "For the Level 2 foreign government securities Apple held at September 24, 2022, gross unrealized losses as a fraction of their fair value",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BSPY,
          m_num=AL2("ForeignGovernmentDebtSecuritiesMember"), m_den=AL2("ForeignGovernmentDebtSecuritiesMember")))
add(C, UP, "Midpoint of the range of reasonably possible outcomes Union Pacific disclosed for asbestos-related claims at December 31, 2012 "
    "((range minimum + range maximum) / 2)",
    derived("(e0+e1)/2", [inp(g("LossContingencyRangeOfPossibleLossMinimum"), U_BS12, ASBESTOS),
                          inp(g("LossContingencyRangeOfPossibleLossMaximum"), U_BS12, ASBESTOS)], U_BS12, USD, ratio=False))
add(C, UP, "Change in the net amount recognized on the balance sheet for UNP's pension plans, end of 2012 minus end of 2011 (both amounts "
    "are liabilities, reported negative)",
    diff(g("DefinedBenefitPlanAmountsRecognizedInBalanceSheet"), g("DefinedBenefitPlanAmountsRecognizedInBalanceSheet"), U_BS12, U_BS11,
         ma=PENSION, mb=PENSION))
add(C, UP, "What share of the aggregate intrinsic value of Union Pacific's outstanding stock options at December 31, 2012 belonged to "
    "exercisable options? (exercisable intrinsic value / outstanding intrinsic value)",
    ratio(g("SharebasedCompensationArrangementBySharebasedPaymentAwardOptionsExercisableIntrinsicValue1"),
          g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingIntrinsicValue"), U_BS12, m_num=OPTIONS, m_den=OPTIONS))
add(C, UP, "Growth in the cash Union Pacific received from stock option exercises, 2011 over 2010, as a decimal",
    growth(g("EmployeeServiceShareBasedCompensationCashReceivedFromExerciseOfStockOptions"), U_FY11, U_FY10, members=OPTIONS))

# =================================================================== members
C = "members"
add(C, SII, "Long-term incentive compensation activity in the additional paid-in capital column of Smith International's equity statement, "
    "six months ended June 30, 2009", fact(F(SII, "StockIssuedDuringPeriodValueShareBasedCompensation"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, SII, "How much of Smith's first-half 2009 currency translation adjustment was booked to the noncontrolling interests column? (signed)",
    fact(F(SII, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD,
         EQC("NoncontrollingInterest")))
add(C, SII, "Balance of the accumulated other comprehensive income column in Smith's statement of stockholders' equity at June 30, 2008",
    fact(F(SII, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN08, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, MUR, "Exercise of stock options in Q1 2010 -- the amount added to Murphy Oil's capital in excess of par value column",
    fact(F(MUR, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, MUR, "Sale of stock under employee stock purchase plans during the first quarter of 2010: effect on Murphy's treasury stock column",
    fact(F(MUR, "StockIssuedDuringPeriodValueEmployeeStockPurchasePlan"), Q10, USD, EQC("TreasuryStock")))
add(C, MUR, "Murphy Oil's accumulated other comprehensive income column in the equity statement: balance at March 31, 2009 (signed)",
    fact(F(MUR, "StockholdersEquity"), MAR09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, PAA, "Distributions charged to the general partner's column of Plains All American's statement of partners' capital in Q1 2010",
    fact(F(PAA, "PartnersCapitalAccountDistributions"), Q10, USD, PCC("GeneralPartner")))
add(C, PAA, "How much other comprehensive income was allocated to Plains' limited partners (common unitholders) in the first quarter of 2010?",
    fact(F(PAA, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), Q10, USD, PCC("LimitedPartner")))
add(C, PAA, "The currency translation adjustment component of Plains' accumulated other comprehensive income at March 31, 2010",
    fact(F(PAA, "AccumulatedOtherComprehensiveIncomeLossNetOfTax"), B10, USD, AOCIC("AccumulatedTranslationAdjustment")))
add(C, A10Q, "Level 2 state and municipal bonds held in Apple's non-current marketable securities at September 24, 2022",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BSPY, USD, AL2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10Q, "Apple's asset-backed securities (Level 2): total fair value at fiscal 2022 year-end",
    fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BSPY, USD, AL2("AssetBackedSecuritiesMember")))
add(C, A10Q, "Gross fair value of Apple's foreign exchange contracts not designated as hedges, recorded in other assets, at September 24, 2022",
    fact(g("DerivativeAssetFairValueGrossAssetIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD, FX_NONDESIG_OTHASSET))
add(C, A10Q, "Gross unrealized losses on the mutual funds (Level 1) in Apple's fair value table as of July 1, 2023",
    fact(["aapl:EquitySecuritiesFVNIAccumulatedGrossUnrealizedLossBeforeTax"], AQ_BS, USD, AL1("MutualFundMember")))
add(C, UP, "Net book value of the 'other' road property class in Union Pacific's PP&E table at December 31, 2012",
    fact(g("PropertyPlantAndEquipmentNet"), U_BS12, USD, ROAD_OTHER))
add(C, UP, "Union Pacific's land at cost, December 31, 2011", fact(g("PropertyPlantAndEquipmentGross"), U_BS11, USD, LAND))
add(C, UP, "What share of UNP's pension plan assets was allocated to equity securities at year-end 2011 (decimal)?",
    fact(g("DefinedBenefitPlanWeightedAverageAssetAllocations"), U_BS11, PURE, EQUITY_SEC))
add(C, UP, "Capital lease obligations in Union Pacific's debt table as of December 31, 2011", fact(g("LongTermDebt"), U_BS11, USD, CAPLEASE))
add(C, UP, "The unamortized discount line in UNP's debt schedule at the end of 2012 (as reported, negative)",
    fact(g("LongTermDebt"), U_BS12, USD, DISCOUNT))
add(C, UP, "Environmental liability payments at Union Pacific during 2012, as shown in the environmental rollforward (signed as reported)",
    fact(g("LossContingencyAccrualCarryingValuePayments"), U_FY12, USD, ENVIRON))
add(C, UP, "Union Pacific's expected pension benefit payments for 2018 through 2022 combined",
    fact(g("DefinedBenefitPlanExpectedFutureBenefitPaymentsFiveFiscalYearsThereafter"), U_BS12, USD, PENSION))

# =================================================================== per_share
C = "per_share"
add(C, SII, "Smith International diluted weighted average share count for the six months ended June 30, 2008",
    fact(F(SII, "WeightedAverageNumberOfDilutedSharesOutstanding"), PHPY, SH))
add(C, RAI, "Dividends declared per share of Reynolds American common stock in the second quarter of 2009",
    fact(F(RAI, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, RAI, "RAI diluted net income per share for the first half of 2008", fact(F(RAI, "EarningsPerShareDiluted"), PHPY, PS))
add(C, DOW, "Dow's diluted loss per share from continuing operations for the six months ended June 30, 2009",
    fact(F(DOW, "IncomeLossFromContinuingOperationsPerDilutedShare"), PH, PS))
add(C, DOW, "How much did Dow declare in dividends per common share over January-June 2008?",
    fact(F(DOW, "CommonStockDividendsPerShareDeclared"), PHPY, PS))
add(C, MUR, "Murphy Oil's basic earnings per share from discontinued operations in the first quarter of 2009",
    fact(F(MUR, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), Q09, PS))
add(C, MUR, "Average common shares outstanding - diluted, Murphy Oil, three months ended March 31, 2010",
    fact(F(MUR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, MUR, "How many shares of common stock did Murphy hold in treasury at December 31, 2009?", fact(F(MUR, "TreasuryStockShares"), DEC09, SH))
add(C, PAA, "Basic net income per limited partner unit at Plains All American for Q1 2010", fact(F(PAA, "NetIncomeLossPerOutstandingLimitedPartnershipUnit"), Q10, PS))
add(C, PAA, "Diluted weighted average units outstanding at Plains in the first quarter of 2009",
    fact(F(PAA, "WeightedAverageLimitedPartnershipUnitsOutstandingDiluted"), Q09, SH))
add(C, PAA, "Number of common units outstanding at March 31, 2010, per the balance sheet parenthetical of Plains All American",
    fact(F(PAA, "LimitedPartnersCapitalAccountUnitsOutstanding"), B10, SH))
add(C, PPG, "PPG earnings per common share assuming dilution, Q1 2010", fact(F(PPG, "EarningsPerShareDiluted"), Q10, PS))
add(C, PPG, "What was PPG's basic earnings (loss) per share for the first quarter of 2009?", fact(F(PPG, "EarningsPerShareBasic"), Q09, PS))
add(C, PPG, "Dividends per common share paid by PPG in the March 2010 quarter", fact(F(PPG, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, UP, "Treasury shares in the share columns of Union Pacific's equity statement at December 31, 2012 (shown as a negative number)",
    fact(g("CommonStockSharesOutstanding"), U_BS12, SH, TSU))
add(C, UP, "How many treasury shares did Union Pacific reissue in 2012 for conversions, stock option exercises, forfeitures and other?",
    fact(g("StockIssuedDuringPeriodSharesShareBasedCompensation"), U_FY12, SH, TSU))
add(C, UP, "Weighted-average grant-date fair value per share of the performance retention awards UNP saw forfeited in 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"),
         U_FY12, PS, PERF_RET))
add(C, UP, "For Union Pacific's retention awards that vested during 2012, what was the weighted-average grant-date fair value per share?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"),
         U_FY12, PS, RET))
add(C, UP, "Number of retention award shares Union Pacific granted in 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), U_FY12, SH, RET))
add(C, UP, "Common stock reserved for issuance under the Union Pacific Corporation 2001 Stock Incentive Plan at December 31, 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAuthorized"), U_BS12, SH, PLAN2001))

# =================================================================== jargon
C = "jargon"
add(C, SII, "SII D&A add-back in 1H09 CFO", fact(F(SII, "DepreciationAndAmortization"), PH, USD))
add(C, SII, "Smith cash taxes paid, 1H 2009?", fact(F(SII, "IncomeTaxesPaidNet"), PH, USD))
add(C, RAI, "RAI CFO for 1H09", fact(F(RAI, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), PH, USD))
add(C, RAI, "Reynolds buybacks in 1H 2008 -- how much cash went to repurchasing common stock?", fact(F(RAI, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, DOW, "DOW capex, six months to 6/30/09 (cash flow statement line)", fact(F(DOW, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, DOW, "Dow D&A in the 1H08 cash flow", fact(F(DOW, "DepreciationDepletionAndAmortization"), PHPY, USD))
add(C, MUR, "MUR capex 1Q10 -- property additions and dry hole costs", fact(F(MUR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, MUR, "Murphy cash income taxes paid in 1Q10", fact(F(MUR, "IncomeTaxesPaid"), Q10, USD))
add(C, PAA, "PAA equity comp charge (SBC) in 1Q10", fact(F(PAA, "ShareBasedCompensation"), Q10, USD))
add(C, PAA, "Plains cash interest paid, net of capitalized, 1Q10?", fact(F(PAA, "InterestPaidNet"), Q10, USD))
add(C, PPG, "PPG capex 1Q10 (additions to property and long-term investments)", fact(F(PPG, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, PPG, "PPG operating cash burn in 1Q09 -- cash used for operating activities, stated as a positive outflow",
    derived("-e0", [inp(F(PPG, "NetCashProvidedByUsedInOperatingActivities"), Q09)], Q09, USD, ratio=False))
add(C, PPG, "PPG M&A outlay in Q1 2010 (business acquisitions, net of cash acquired)", fact(F(PPG, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, A10Q, "AAPL commercial paper parked in cash & equivalents at FYE22 (L2)", fact(g("CashAndCashEquivalentsAtCarryingValue"), AQ_BSPY, USD, AL2("CommercialPaperMember")))
add(C, A10Q, "AAPL total L1 securities (MMFs + mutual funds) at fair value, FQ3'23 quarter-end", fact(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), AQ_BS, USD, AL1()))
add(C, UP, "UNP AP & other current liabs change in FY12 CFO", fact(g("IncreaseDecreaseInAccountsPayableAndAccruedLiabilities"), U_FY12, USD))
add(C, UP, "UNP tax benefit realized from option exercises, FY11", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitRealizedFromExerciseOfStockOptions"), U_FY11, USD, OPTIONS))
add(C, UP, "UNP unrecognized comp expense on nonvested performance retention awards, YE12",
    fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"), U_BS12, USD, PERF_RET))
add(C, UP, "UNP deferred tax on OCI activity, FY12", fact(g("OtherComprehensiveIncomeLossTax"), U_FY12, USD))
add(C, UP, "UNP option-pricing vol assumption for 2012 grants (decimal)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedVolatilityRate"), U_FY12, PURE, OPTIONS))

# =================================================================== refuse
C = "refuse"
add(C, RAI, "What were Vector Group's revenues for the second quarter of 2009?",
    refuse(oc, "Vector Group is not in the data (Reynolds American is).", other("VECTOR GROUP")))
add(C, MUR, "How much did Tesoro earn in the first quarter of 2010?",
    refuse(oc, "Tesoro is not in the data (Murphy Oil is).", other("TESORO")))
add(C, PPG, "What net sales did Valspar report for its quarter ended April 2010?",
    refuse(oc, "Valspar is not in the data (PPG Industries is).", other("VALSPAR")))
add(C, A10Q, "What revenue did Transsion, the maker of Tecno phones, report for the June 2023 quarter?",
    refuse(oc, "Transsion is not in the data (Apple is).", other("TRANSSION")))
add(C, UP, "What intermodal revenue did trucker Schneider National report for 2012?",
    refuse(oc, "Schneider National is not in the data (Union Pacific is).", other("SCHNEIDER")))
add(C, SII, "Smith International's total revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.",
           absent(F(SII, "OilAndGasSalesRevenue"), PQ3)))
add(C, DOW, "What were Dow Chemical's net sales for full-year 2009?",
    refuse(pn, "The Q2 2009 10-Q reports the quarter and six months ended June 30 only; full-year 2009 is not reported.",
           absent(F(DOW, "SalesRevenueNet"), FY09)))
add(C, PAA, "Plains All American's total revenues for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers the quarters ended March 31, 2010 and 2009 only.", absent(F(PAA, "Revenues"), Q2_10)))
add(C, A10Q, "What were Apple's total assets at June 25, 2022?",
    refuse(pn, "The fiscal Q3 2023 10-Q's balance sheets are at July 1, 2023 and September 24, 2022; total assets at June 25, 2022 are not reported.",
           absent(ASSETS, AQ_JUN22)))
add(C, UP, "Union Pacific's total assets at the end of 2010?",
    refuse(pn, "The 2012 10-K's balance sheets are at December 31, 2012 and 2011; total assets at December 31, 2010 are not reported.",
           absent(ASSETS, U_BS10)))
add(C, RAI, "How much did Reynolds American spend on research and development in the first half of 2009?",
    refuse(cn, "Reynolds American's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, MUR, "How much did Murphy Oil spend buying back its own shares in Q1 2010?",
    refuse(cn, "Murphy's Q1 2010 data report no share repurchases (no buyback payments or treasury purchases).",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue"))))
add(C, PAA, "What goodwill impairment did Plains All American record in Q1 2010?",
    refuse(cn, "Plains' Q1 2010 data report no goodwill impairment line.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "ImpairmentOfIntangibleAssetsIncludingGoodwill"))))
add(C, PPG, "How much did PPG spend on advertising in the first quarter of 2010?",
    refuse(cn, "PPG's Q1 2010 data report no advertising or marketing expense.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense"))))
add(C, UP, "How much interest did Union Pacific capitalize on its construction projects in 2012?",
    refuse(cn, "Union Pacific's 2012 10-K data report no capitalized interest.",
           absent_any(g("InterestCostsCapitalized", "InterestCostsCapitalizedAdjustment", "InterestPaidCapitalized"))))
WHY_SII = ("Smith's first-half 2009 income statement reports 'Net income' including the noncontrolling interests (ProfitLoss) and "
           "'Net income attributable to Smith' (NetIncomeLoss); the M-I SWACO minority share makes them differ widely.")
add(C, SII, "What was Smith International's net income for the first half of 2009?", refuse(am, WHY_SII, amb_for(SII, WHY_SII,
    (F(SII, "ProfitLoss"), PH, None), (F(SII, "NetIncomeLoss"), PH, None))))
WHY_DOW = ("Dow's Q2 2009 income statement has three bottom lines: 'Net Income (Loss)' including noncontrolling interests (ProfitLoss), "
           "'Net Income (Loss) Attributable to The Dow Chemical Company' (NetIncomeLoss) and the loss available for common stockholders "
           "after preferred dividends (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, DOW, "How much did Dow lose in the second quarter of 2009 -- what was the net loss?", refuse(am, WHY_DOW, amb_for(DOW, WHY_DOW,
    (F(DOW, "ProfitLoss"), PQ, None), (F(DOW, "NetIncomeLoss"), PQ, None), (F(DOW, "NetIncomeLossAvailableToCommonStockholdersBasic"), PQ, None))))
WHY_MUR = ("Murphy's Q1 2009 cash flow statement shows both 'Net cash provided by continuing operations' "
           "(NetCashProvidedByUsedInOperatingActivitiesContinuingOperations) and 'Net cash provided by operating activities' including "
           "discontinued operations (NetCashProvidedByUsedInOperatingActivities).")
add(C, MUR, "What was Murphy Oil's operating cash flow in the first quarter of 2009?", refuse(am, WHY_MUR, amb_for(MUR, WHY_MUR,
    (F(MUR, "NetCashProvidedByUsedInOperatingActivities"), Q09, None), (F(MUR, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q09, None))))
WHY_PAA = ("Plains reports Q1 2010 distributions twice with different scopes: total distributions in the statement of partners' capital "
           "(PartnersCapitalAccountDistributions, general partner plus common unitholders) and 'Distributions paid to common unitholders' "
           "in the cash flow statement (DistributionMadeToMemberOrLimitedPartnerCashDistribution, shown as an outflow).")
add(C, PAA, "How much did Plains All American pay out in distributions in Q1 2010?", refuse(am, WHY_PAA, amb_for(PAA, WHY_PAA,
    (F(PAA, "PartnersCapitalAccountDistributions"), Q10, None), (F(PAA, "DistributionMadeToMemberOrLimitedPartnerCashDistribution"), Q10, None))))
WHY_UP = ("Union Pacific's 2012 10-K gives the allowance for doubtful accounts at December 31, 2012 as the current allowance netted against "
          "accounts receivable (AllowanceForDoubtfulAccountsReceivableCurrent) and, in Schedule II, as the total balance including the "
          "long-term portion (ValuationAllowancesAndReservesBalance on the AllowanceForDoubtfulAccountsMember).")
add(C, UP, "What was Union Pacific's allowance for doubtful accounts at December 31, 2012?", refuse(am, WHY_UP, amb_for(UP, WHY_UP,
    (g("AllowanceForDoubtfulAccountsReceivableCurrent"), U_BS12, None), (g("ValuationAllowancesAndReservesBalance"), U_BS12, DOUBTFUL))))


def main():
    write_round("h63", gr.QUESTIONS_63, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
