#!/usr/bin/env python3
"""Writes evals/data/ask_heldout50.jsonl and its refusal probes (ask_heldout50_probes.jsonl) -- round 50 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout50.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions50.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout50.jsonl
The writer imported the round 1-48 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-48 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_48);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-48 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-50 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48)  # rounds 1-48, named one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 50 FSDS filings: companies no round 1-48 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-48, against avoid_adsh.txt and the CIKs of its filings;
# the instance companies left out), all with CIK mod 4 == 2 (three parallel writers take the other residues): three 10-Qs
# from the 2010q2 zip and three from 2009q3.
# Kinds: a card issuer / bank holding company, an apartment REIT's operating partnership with partners'-capital columns
# (PartnerCapitalComponents rows) and a pharmaceutical company (2010q2); an oil & gas producer with EquityComponents rows,
# an electric and gas utility and a financial-technology (processing services) company (2009q3).
AXP = "fsds:0001193125-10-109084"   # AMERICAN EXPRESS CO 10-Q (2010q2), CIK 4962, Q1 2010 (card issuer / bank holding co.)
ERP = "fsds:0001193125-10-110117"   # ERP OPERATING LTD PARTNERSHIP 10-Q (2010q2), CIK 931182, Q1 2010 (Equity Residential's OP; REIT)
MRK = "fsds:0000950123-10-045997"   # MERCK & CO. INC. 10-Q (2010q2), CIK 310158, Q1 2010 (pharmaceuticals)
APC = "fsds:0001193125-09-163299"   # ANADARKO PETROLEUM CORP 10-Q (2009q3), CIK 773910, Q2 2009 and six months; EquityComponents rows
CNP = "fsds:0001130310-09-000035"   # CENTERPOINT ENERGY INC 10-Q (2009q3), CIK 1130310, Q2 2009 and six months (utility)
FISV = "fsds:0001193125-09-167025"  # FISERV INC 10-Q (2009q3), CIK 798354, Q2 2009 and six months (financial technology)
TICK = {AXP: "axp", ERP: "erp", MRK: "mrk", APC: "apc", CNP: "cnp", FISV: "fisv"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (American Express, ERP Operating LP, Merck)
Q10, Q09 = CY10_Q1, CY09_Q1
B10, DEC09 = BS_1003, BS_0912
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (Anadarko, CenterPoint, Fiserv)
PQ, PH, PQPY, PHPY = CY09_Q2, CY09_H1, CY08_Q2, CY08_H1
PB, PYE = BS_0906, BS_0812
PQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
PCC = lambda m: {"PartnerCapitalComponents": m}
SE_NCI = F(APC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
GOODWILL_ANY = g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill")

# Apple 10-K 2023: axes, members and periods not among the shared constants
FVL, FININST = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
FV2 = lambda inst: {FVL: L2, FININST: G + inst}
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
A_Q1_23 = ("2022-09-25", "2022-12-31")
CP_MEMBER = {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}
RPO_TIMING = lambda d: {G + "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis": "typed:" + d}
FX_DESIGNATED = {G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
                 G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
VENDOR2 = {"srt:MajorCustomersAxis": "aapl:VendorTwoMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
Q3_23_NOTES_MIN = {"srt:RangeAxis": "srt:MinimumMember", G + "DebtInstrumentAxis": "aapl:ThirdQuarter2023DebtIssuanceMember",
                   G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}
RSU_2022PLAN = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember", G + "PlanNameAxis": "aapl:EmployeeStockPlan2022PlanMember"}
AFS_LOSS = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax")
AFS_COST = g("AvailableForSaleDebtSecuritiesAmortizedCostBasis")
UTB_PRIOR = g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions")
UTB_SETTLE = g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities")
FED_TOTAL = g("FederalIncomeTaxExpenseBenefitContinuingOperations")
BUY_MKT = g("PaymentsToAcquireAvailableForSaleSecuritiesDebt")

# Netflix 10-Q 2010: only three of its facts were never asked by rounds 1-48 (the loss on disposal of property and equipment)
N10_FY09 = ("2009-01-01", "2009-12-31")
PPE_DISPOSAL = g("GainLossOnSaleOfPropertyPlantEquipment")

# =================================================================== direct
C = "direct"
add(C, AXP, "How much discount revenue did American Express book in the first quarter of 2010?", fact(F(AXP, "DiscountRevenue"), Q10, USD))
add(C, AXP, "Travelers Cheques outstanding on American Express's balance sheet at March 31, 2010",
    fact(F(AXP, "TravelersChequesOutstanding"), B10, USD))
add(C, AXP, "What did customer deposits total at Amex as of the end of Q1 2010?", fact(F(AXP, "Deposits"), B10, USD))
add(C, ERP, "Rental income reported by ERP Operating Limited Partnership (Equity Residential's operating partnership) for the quarter ended March 31, 2010",
    fact(F(ERP, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10, USD))
add(C, ERP, "Mortgage notes payable of ERP Operating LP, 3/31/2010", fact(F(ERP, "SecuredDebt"), B10, USD))
add(C, ERP, "How much did the Equity Residential operating partnership carry in projects under development on March 31, 2010?",
    fact(F(ERP, "DevelopmentInProcess"), B10, USD))
add(C, MRK, "What did materials and production cost Merck in Q1 2010?", fact(F(MRK, "CostOfGoodsSold"), Q10, USD))
add(C, MRK, "Merck restructuring costs for the three months ended March 31, 2010?", fact(F(MRK, "RestructuringCharges"), Q10, USD))
add(C, MRK, "What was Merck's 'other intangibles, net' balance when the first quarter of 2010 closed?",
    fact(F(MRK, "IntangibleAssetsNetExcludingGoodwill"), B10, USD))
add(C, APC, "What was the net carrying value of Anadarko Petroleum's properties and equipment at June 30, 2009?", fact(F(APC, "PropertyPlantAndEquipmentNet"), PB, USD))
add(C, APC, "Anadarko's midstream subsidiary note payable to a related party, as of mid-2009 (June 30)",
    fact(F(APC, "RelatedPartyDebtNoncurrent"), PB, USD))
add(C, CNP, "On June 30, 2009, how much did CenterPoint Energy carry as regulatory assets?", fact(F(CNP, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, CNP, "What was the long-term balance of CenterPoint's transition bonds at the end of June 2009?", fact(F(CNP, "LongTermTransitionBond"), PB, USD))
add(C, FISV, "Fiserv deferred revenues on its balance sheet dated June 30, 2009", fact(F(FISV, "DeferredRevenueCurrent"), PB, USD))
add(C, FISV, "How large were the assets of discontinued operations held for sale at Fiserv on June 30, 2009?",
    fact(F(FISV, "AssetsOfDisposalGroupIncludingDiscontinuedOperationCurrent"), PB, USD))
add(C, A10K, "Apple's total liabilities and shareholders' equity at September 30, 2023", fact(g("LiabilitiesAndStockholdersEquity"), A_BS23, USD))
add(C, A10K, "In Apple's FY2023 income tax note, what are total deferred tax assets net of the valuation allowance, before deferred tax liabilities are netted?",
    fact(g("DeferredTaxAssetsNet"), A_BS23, USD))
add(C, A10K, "How much did Apple spend buying marketable securities during fiscal 2023?", fact(BUY_MKT, A_FY23, USD))
add(C, A10K, "Proceeds from issuance of term debt, net, in Apple's fiscal 2023 statement of cash flows", fact(g("ProceedsFromIssuanceOfLongTermDebt"), A_FY23, USD))
add(C, A10K, "Apple's current state income tax expense for the fiscal year ended September 30, 2023",
    fact(g("CurrentStateAndLocalTaxExpenseBenefit"), A_FY23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, AXP, "What did Amex collect in net card fees in Q1 2009?", fact(F(AXP, "NetCardFees"), Q09, USD))
add(C, AXP, "Amex long-term debt at 12/31/2009, including debt issued by consolidated VIEs", fact(F(AXP, "LongTermDebt"), DEC09, USD))
add(C, ERP, "ERP Operating LP's property and maintenance expense in the year-ago quarter, Q1 2009",
    fact(F(ERP, "CostOfPropertyRepairsAndMaintenance"), Q09, USD))
add(C, ERP, "Land held by ERP Operating Limited Partnership at the end of 2009 (not counting land held for development)", fact(F(ERP, "Land"), DEC09, USD))
add(C, MRK, "Merck's sales in the first quarter of 2009, the comparative quarter in its Q1 2010 10-Q", fact(F(MRK, "Revenues"), Q09, USD))
add(C, MRK, "Equity income from affiliates that Merck recorded in 1Q 2009", fact(F(MRK, "IncomeLossFromEquityMethodInvestments"), Q09, USD))
add(C, MRK, "What long-term debt did Merck report at December 31, 2009?", fact(F(MRK, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, APC, "Anadarko exploration expense in the second quarter of 2008 (three months ended June 30, 2008)", fact(F(APC, "ExplorationExpense"), PQPY, USD))
add(C, APC, "Accounts payable at Anadarko as of December 31, 2008", fact(F(APC, "AccountsPayable"), PYE, USD))
add(C, CNP, "CenterPoint's natural gas inventory on the last day of 2008", fact(F(CNP, "EnergyRelatedInventoryNaturalGasInStorage"), PYE, USD))
add(C, CNP, "CenterPoint Energy total long-term debt, December 31, 2008", fact(F(CNP, "LongTermDebtNoncurrent"), PYE, USD))
add(C, FISV, "Fiserv goodwill at the end of 2008", fact(F(FISV, "Goodwill"), PYE, USD))
add(C, FISV, "Fiserv's cash outlay for treasury stock purchases, first half of 2008",
    fact(F(FISV, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, A10K, "Fair value of Apple's cash, cash equivalents and marketable securities, all combined, at September 24, 2022",
    fact(["aapl:CashCashEquivalentsAndMarketableSecurities"], A_BS22, USD))
add(C, A10K, "In fiscal 2021, what was the current (not deferred) federal portion of Apple's provision for income taxes?", fact(g("CurrentFederalTaxExpenseBenefit"), A_FY21, USD))
add(C, A10K, "How much of Apple's fiscal 2021 pretax income was earned by its foreign subsidiaries?",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), A_FY21, USD))
add(C, A10K, "Interest expense on Apple's term debt in fiscal year 2021", fact(g("InterestCostsIncurred"), A_FY21, USD))
add(C, A10K, "Apple FY2022 roll-forward of gross unrecognized tax benefits: decreases related to tax positions taken during a prior year",
    fact(UTB_PRIOR, A_FY22, USD))
add(C, A10K, "Income tax benefit related to share-based compensation expense at Apple in the fiscal year ended September 25, 2021",
    fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), A_FY21, USD))
add(C, NQ, "Netflix's gain or loss on disposal of property and equipment for the nine months ended September 30, 2009, as tagged in its Q3 2010 10-Q (a loss is negative)",
    fact(PPE_DISPOSAL, N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, APC, "Oil and condensate sales at Anadarko for the three months ended June 30, 2009 (quarter only)", fact(F(APC, "OilAndCondensateRevenue"), PQ, USD))
add(C, APC, "Anadarko gas sales, first half of 2009", fact(F(APC, "NaturalGasProductionRevenue"), PH, USD))
add(C, APC, "What did Anadarko record in 'other taxes' for Q2 2009 alone?", fact(F(APC, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PQ, USD))
add(C, APC, "Over the six months ended June 30, 2009, what did Anadarko expense for exploration?", fact(F(APC, "ExplorationExpense"), PH, USD))
add(C, APC, "Anadarko impairments in the April-June 2009 quarter", fact(F(APC, "AssetImpairmentCharges"), PQ, USD))
add(C, APC, "Gathering, processing and marketing sales at Anadarko on a year-to-date basis through June 2009",
    fact(F(APC, "GasGatheringTransportationMarketingAndProcessingRevenue"), PH, USD))
add(C, CNP, "CenterPoint's natural gas expense for Q2 2009 by itself, not the six months", fact(F(CNP, "CostOfPurchasedOilAndGas"), PQ, USD))
add(C, CNP, "Operation and maintenance expense at CenterPoint over January-June 2009", fact(F(CNP, "OperationAndMaintenance"), PH, USD))
add(C, CNP, "CenterPoint Energy revenues for the quarter ended June 30, 2009 (not year-to-date)", fact(F(CNP, "Revenues"), PQ, USD))
add(C, CNP, "How much operating income did CenterPoint earn in the first half of 2009?", fact(F(CNP, "OperatingIncomeLoss"), PH, USD))
add(C, CNP, "Gain on marketable securities at CenterPoint in 2Q09, three-month figure", fact(F(CNP, "MarketableSecuritiesGainLoss"), PQ, USD))
add(C, CNP, "Interest and other finance charges CenterPoint incurred over the six months ended June 30, 2009",
    fact(F(CNP, "InterestAndDebtExpense"), PH, USD))
add(C, FISV, "Fiserv processing and services revenue, Q2 2009 only", fact(F(FISV, "SalesRevenueServicesNet"), PQ, USD))
add(C, FISV, "Product revenue at Fiserv for the six months ended June 30, 2009", fact(F(FISV, "SalesRevenueGoodsNet"), PH, USD))
add(C, FISV, "Fiserv's Q2 2009 cost of processing and services, three-month period", fact(F(FISV, "CostOfServices"), PQ, USD))
add(C, FISV, "Fiserv selling, general and administrative expenses, year-to-date through the end of June 2009",
    fact(F(FISV, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, FISV, "Fiserv's income from continuing operations in the April-to-June 2009 period", fact(F(FISV, "IncomeLossFromContinuingOperations"), PQ, USD))
add(C, FISV, "What income tax provision did Fiserv record for the second quarter of 2009, excluding Q1?", fact(F(FISV, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, NQ, "For Netflix's third quarter of 2010 alone (July-September), what gain or (loss) on disposal of property and equipment was reported? Negative means a loss.",
    fact(PPE_DISPOSAL, N10_Q3, USD))
add(C, NQ, "Year to date through September 30, 2010, Netflix's gain/(loss) on disposal of property and equipment -- sign it negative if it was a loss",
    fact(PPE_DISPOSAL, N10_9M, USD))

# =================================================================== derived
C = "derived"
add(C, AXP, "American Express total provisions for losses: percent change from Q1 2009 to Q1 2010, as a decimal (negative = provisions fell)",
    growth(F(AXP, "ProvisionForLoanLeaseAndOtherLosses"), Q10, Q09))
add(C, AXP, "What share of Amex's Q1 2010 total revenues net of interest expense came from net interest income? (net interest income / total revenues net of interest expense)",
    ratio(F(AXP, "InterestIncomeExpenseNet"), F(AXP, "TotalRevenuesNetOfInterestExpense"), Q10))
add(C, ERP, "ERP Operating LP leverage at March 31, 2010: (mortgage notes payable + notes, net) divided by total assets",
    derived("(e0+e1)/e2", [inp(F(ERP, "SecuredDebt"), B10), inp(F(ERP, "NotesPayable"), B10), inp(F(ERP, "Assets"), B10)], B10, PURE))
add(C, ERP, "Property-level NOI for ERP Operating LP in Q1 2010, defined as rental income minus property and maintenance, real estate taxes and insurance, "
    "and property management expense (in dollars)",
    derived("e0-e1-e2-e3", [inp(F(ERP, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10), inp(F(ERP, "CostOfPropertyRepairsAndMaintenance"), Q10),
                            inp(F(ERP, "RealEstateTaxesAndInsurance"), Q10), inp(F(ERP, "OwnedPropertyManagementCosts"), Q10)], Q10, USD, ratio=False))
add(C, MRK, "Merck's R&D intensity in Q1 2010 -- research and development expense over sales",
    ratio(F(MRK, "ResearchAndDevelopmentExpense"), F(MRK, "Revenues"), Q10))
add(C, MRK, "Merck net debt at March 31, 2010: loans payable and current portion of long-term debt, plus long-term debt, minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(MRK, "DebtCurrent"), B10), inp(F(MRK, "LongTermDebtNoncurrent"), B10),
                         inp(F(MRK, "CashAndCashEquivalentsAtCarryingValue"), B10)], B10, USD, ratio=False))
add(C, APC, "Anadarko's reinvestment rate for 1H09: additions to properties and equipment and dry hole costs divided by net cash from operating activities",
    ratio(F(APC, "PaymentsToAcquireOilAndGasPropertyAndEquipment"), F(APC, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), PH))
add(C, APC, "How much did Anadarko's total revenues for the first half of 2009 change versus the first half of 2008? Decimal; negative if they fell.",
    growth(F(APC, "Revenues"), PH, PHPY))
add(C, CNP, "CenterPoint Energy current ratio at June 30, 2009", ratio(F(CNP, "AssetsCurrent"), F(CNP, "LiabilitiesCurrent"), PB))
add(C, CNP, "CenterPoint's operating margin in Q2 2009 (operating income / revenues, three months)", ratio(F(CNP, "OperatingIncomeLoss"), F(CNP, "Revenues"), PQ))
add(C, FISV, "Over the first half of 2009, what fraction of Fiserv's total revenues became operating income?",
    ratio(F(FISV, "OperatingIncomeLoss"), F(FISV, "Revenues"), PH))
add(C, FISV, "Fiserv total debt at June 30, 2009: current maturities of long-term debt plus long-term debt",
    total(F(FISV, "LongTermDebtCurrent"), F(FISV, "LongTermDebtNoncurrent"), PB))
add(C, A10K, "Add Apple's current and deferred state income tax components for fiscal 2023 -- what combined state tax expense do you get, in dollars?",
    total(g("CurrentStateAndLocalTaxExpenseBenefit"), g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), A_FY23))
add(C, A10K, "Change in Apple's purchases of marketable securities from fiscal 2021 to fiscal 2023 (a two-year comparison), as a decimal; negative = decrease",
    growth(BUY_MKT, A_FY23, A_FY21))
add(C, A10K, "For the U.S. agency securities Apple held at September 30, 2023, gross unrealized losses as a fraction of amortized cost",
    ratio(AFS_LOSS, AFS_COST, A_BS23, m_num=FV2("USGovernmentAgenciesDebtSecuritiesMember"), m_den=FV2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Sum of Apple's fiscal 2023 decreases in unrecognized tax benefits from prior-year tax positions and from settlements with taxing authorities",
    total(UTB_PRIOR, UTB_SETTLE, A_FY23))
add(C, A10K, "Growth of Apple's total federal income tax expense in FY2022 over FY2021, expressed as a decimal",
    growth(FED_TOTAL, A_FY22, A_FY21))
add(C, NQ, "Marketing spend as a share of revenue for Netflix in Q3 2010 (marketing expense / revenues, decimal)", ratio(g("MarketingExpense"), REV, N10_Q3))
add(C, NQ, "Netflix book value per share at September 30, 2010, computed as stockholders' equity divided by common shares outstanding",
    ratio(EQ, SHOUT, N10_BS, unit=PS))
add(C, NQ, "Year-over-year growth in Netflix's net income for the quarter ended September 30, 2010 vs the same quarter of 2009 (decimal)",
    growth(NIATT, N10_Q3, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, ERP, "OP Units - General Partner distributions in ERP Operating LP's statement of changes in partners' capital, Q1 2010",
    fact(F(ERP, "PartnersCapitalAccountDistributions"), Q10, USD, PCC("GeneralPartner")))
add(C, ERP, "Limited Partners column of ERP Operating Partnership's capital roll-forward: ending balance at March 31, 2010",
    fact(F(ERP, "TotalCapitalIncludingPortionAttributableToNoncontrollingInterests"), B10, USD, PCC("LimitedPartner")))
add(C, ERP, "Balance of the Preference Units column in ERP Operating LP's capital statement at December 31, 2009",
    fact(F(ERP, "TotalCapitalIncludingPortionAttributableToNoncontrollingInterests"), DEC09, USD, PCC("PreferenceUnits")))
add(C, ERP, "Value of OP Units issued to the limited partners during Q1 2010, per the Limited Partners column",
    fact(F(ERP, "IssuanceOfOPUnits"), Q10, USD, PCC("LimitedPartner")))
add(C, ERP, "How much capital did exercises of EQR share options add to the General Partner's column in the first quarter of 2010?",
    fact(F(ERP, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, PCC("GeneralPartner")))
add(C, APC, "Common stock issued in 1H 2009 as recorded in the paid-in capital column of Anadarko's statement of equity",
    fact(F(APC, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, APC, "At June 30, 2009, what did the treasury stock column of Anadarko's statement of equity show?", fact(SE_NCI, PB, USD, EQC("TreasuryStock")))
add(C, APC, "Net income attributed to the noncontrolling interests column of Anadarko's equity statement, six months to June 30, 2009",
    fact(F(APC, "ProfitLoss"), PH, USD, EQC("NoncontrollingInterest")))
add(C, APC, "Pension and other postretirement plans adjustment booked in the accumulated other comprehensive income column of Anadarko's H1 2009 equity statement",
    fact(F(APC, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, A10K, "Level 2 corporate debt securities Apple classified as current marketable securities at September 30, 2023",
    fact(g("MarketableSecuritiesCurrent"), A_BS23, USD, FV2("CorporateDebtSecuritiesMember")))
add(C, A10K, "Apple's non-current marketable securities in U.S. agency securities (Level 2) at fiscal 2023 year-end",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, FV2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Gross unrealized losses on Apple's U.S. Treasury securities at the end of FY2023", fact(AFS_LOSS, A_BS23, USD, FV2("USTreasurySecuritiesMember")))
add(C, A10K, "Notional amount of Apple's foreign exchange contracts designated as accounting hedges at September 24, 2022",
    fact(g("DerivativeNotionalAmount"), A_BS22, USD, FX_DESIGNATED))
add(C, A10K, "What percentage of Apple's total deferred revenue at September 30, 2023 does it expect to realize within one to two years?",
    fact(g("RevenueRemainingPerformanceObligationPercentage"), A_BS23, PURE, RPO_TIMING("2024-09-29")))
add(C, A10K, "Where did Apple's retained earnings (accumulated deficit) column stand at the close of fiscal 2022, per the statement of shareholders' equity?",
    fact(g("StockholdersEquity"), A_BS22, USD, EQM("RetainedEarningsMember")))
add(C, A10K, "Apple FY2022: how much 'common stock issued' was credited to the common stock and additional paid-in capital column of the shareholders' equity statement?",
    fact(g("StockIssuedDuringPeriodValueNewIssues"), A_FY22, USD, EQM("CommonStockIncludingAdditionalPaidInCapitalMember")))
add(C, A10K, "How much did FY2022 common stock repurchases reduce the retained earnings column of Apple's shareholders' equity statement?",
    fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), A_FY22, USD, EQM("RetainedEarningsMember")))
add(C, A10K, "Shares withheld for taxes on net-settled equity awards in fiscal 2021: the amount charged to Apple's retained earnings column",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY21, USD, EQM("RetainedEarningsMember")))
add(C, A10K, "Apple's second-largest vendor: its share of total vendor non-trade receivables at the end of fiscal 2022",
    fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, VENDOR2))
add(C, A10K, "Lowest effective interest rate on the fixed-rate notes Apple issued in the third quarter of fiscal 2023, as of September 30, 2023",
    fact(g("DebtInstrumentInterestRateEffectivePercentage"), A_BS23, PURE, Q3_23_NOTES_MIN))

# =================================================================== per_share
C = "per_share"
add(C, AXP, "Cash dividends declared per American Express common share in 1Q 2010", fact(DPS, Q10, PS))
add(C, AXP, "How many diluted weighted-average shares did Amex use in its Q1 2010 EPS computation?", fact(WAD, Q10, SH))
add(C, AXP, "American Express common shares outstanding as of March 31, 2010", fact(SHOUT, B10, SH))
add(C, ERP, "Distributions declared per Unit by ERP Operating LP for the quarter ended March 31, 2010",
    fact(F(ERP, "DistribuitonsDeclaredPerUnitOutstanding"), Q10, PS))
add(C, ERP, "Diluted weighted average Units outstanding at ERP Operating LP in Q1 2009", fact(F(ERP, "WeightedAverageUnitsOutstandingDiluted"), Q09, SH))
add(C, ERP, "ERP Operating Partnership net income available to Units, per Unit, diluted, for the first quarter of 2009",
    fact(F(ERP, "NetIncomeLossPerOutstandingUnitDiluted"), Q09, PS))
add(C, MRK, "Merck's declared dividend per share, first quarter of 2010", fact(DPS, Q10, PS))
add(C, MRK, "What did Merck earn per diluted share attributable to common holders in Q1 2010?", fact(EPSD, Q10, PS))
add(C, MRK, "Number of Merck shares sitting in treasury at March 31, 2010", fact(g("TreasuryStockShares"), B10, SH))
add(C, APC, "Anadarko's diluted EPS attributable to common stockholders for the six months ended June 30, 2009 (negative for a loss)", fact(EPSD, PH, PS))
add(C, APC, "Anadarko's Q2 2009 cash dividend per common share", fact(DPS_PAID, PQ, PS))
add(C, APC, "How many treasury shares did Anadarko hold at the end of June 2009?", fact(g("TreasuryStockShares"), PB, SH))
add(C, CNP, "CenterPoint basic earnings per share, second quarter 2009", fact(EPSB, PQ, PS))
add(C, CNP, "CenterPoint's diluted EPS, first half of 2008", fact(EPSD, PHPY, PS))
add(C, FISV, "Fiserv diluted earnings per share from continuing operations, Q2 2009", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, FISV, "Basic weighted average shares Fiserv reported for the first half of 2009", fact(WAB, PH, SH))
add(C, FISV, "Fiserv treasury share count at June 30, 2009", fact(g("TreasuryStockShares"), PB, SH))
add(C, A10K, "Per the common stock column of Apple's FY2023 statement of shareholders' equity, how many shares were repurchased?",
    fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), A_FY23, SH, EQM("CommonStockMember")))
add(C, A10K, "Ending number of common shares in Apple's statement of shareholders' equity for fiscal 2023",
    fact(SHOUT, A_BS23, SH, EQM("CommonStockMember")))
add(C, A10K, "Under Apple's 2022 Employee Stock Plan, how many shares of common stock does each RSU convert into when it vests?",
    fact(["aapl:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNumberOfSharesOfCommonStockIssuedPerUnitUponVesting"],
         A_FY23, PURE, RSU_2022PLAN))

# =================================================================== jargon
C = "jargon"
add(C, AXP, "What was Amex's capex in 1Q10 -- its purchases of premises and equipment?", fact(CAPEX, Q10, USD))
add(C, AXP, "Amex NII for 1Q10?", fact(F(AXP, "InterestIncomeExpenseNet"), Q10, USD))
add(C, AXP, "AXP pre-tax income from cont ops, 1Q09", fact(F(AXP, "OperatingIncomeLoss"), Q09, USD))
add(C, ERP, "ERP OP G&A, 1Q10", fact(F(ERP, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, ERP, "Cash interest paid, net of capitalized interest, by EQR's operating partnership in 1Q10", fact(F(ERP, "InterestPaidNet"), Q10, USD))
add(C, MRK, "Merck's 1Q10 capex -- what did it come to?", fact(F(MRK, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, MRK, "Merck D&A in Q1'10 (the cash flow add-back)", fact(F(MRK, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, MRK, "MRK SG&A -- its 'marketing and administrative' line -- in 1Q09", fact(F(MRK, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, APC, "APC DD&A 2Q09 (three months)", fact(DA, PQ, USD))
add(C, APC, "How much CFO did APC generate in 1H09?", fact(OCF, PH, USD))
add(C, CNP, "Capex at CNP during 1H09?", fact(F(CNP, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, CNP, "CNP's 1H08 CFO (cash from operations)?", fact(OCF, PHPY, USD))
add(C, FISV, "FISV capex incl. capitalized software, 1H09", fact(CAPEX, PH, USD))
add(C, FISV, "Fiserv SBC add-back in the 1H09 cash flow statement", fact(SBC, PH, USD))
add(C, A10K, "AAPL FY23: UTB reductions from statute-of-limitations lapses?",
    fact(g("UnrecognizedTaxBenefitsReductionsResultingFromLapseOfApplicableStatuteOfLimitations"), A_FY23, USD))
add(C, A10K, "AAPL deferred state & local tax in FY23 (negative = benefit)", fact(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), A_FY23, USD))
add(C, A10K, "Size of the R&D credit in AAPL's FY21 ETR reconciliation", fact(g("IncomeTaxReconciliationTaxCreditsResearch"), A_FY21, USD))
add(C, A10K, "AAPL total state & local income tax, FY22", fact(g("StateAndLocalIncomeTaxExpenseBenefitContinuingOperations"), A_FY22, USD))
add(C, A10K, "AAPL 'computed expected tax' at the 21% statutory rate, FY22",
    fact(g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate"), A_FY22, USD))
add(C, A10K, "AAPL FY21 rev recognized out of beginning-of-period deferred revenue", fact(g("ContractWithCustomerLiabilityRevenueRecognized"), A_FY21, USD))

# =================================================================== refuse
C = "refuse"
add(C, ERP, "What were Essex Property Trust's rental revenues in the first quarter of 2010?",
    refuse(oc, "Essex Property Trust is not in the data (ERP Operating LP is).", other("ESSEX")))
add(C, MRK, "Can you pull Novartis's pharmaceutical sales for Q1 2010?", refuse(oc, "Novartis is not in the data (Merck is).", other("NOVARTIS")))
add(C, CNP, "How much gas distribution revenue did NiSource report in the June 2009 quarter?",
    refuse(oc, "NiSource is not in the data (CenterPoint Energy is).", other("NISOURCE")))
add(C, FISV, "Total System Services (TSYS) revenues for Q2 2009?",
    refuse(oc, "Total System Services is not in the data (Fiserv is).", other("TOTAL SYSTEM SERVICES")))
add(C, NQ, "I need Movie Gallery's rental revenue in the September 2010 quarter.",
    refuse(oc, "Movie Gallery is not in the data (Netflix is).", other("MOVIE GALLERY")))
add(C, AXP, "What did American Express earn in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(NI, Q2_10)))
add(C, ERP, "Give me ERP Operating LP's full-year 2009 total revenues.",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009; full-year 2009 revenues are not in its data.",
           absent(F(ERP, "Revenues"), FY09)))
add(C, APC, "Anadarko's Q3 2009 total revenues -- do you have them?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(APC, "Revenues"), PQ3)))
add(C, A10K, "Apple's revenue for the December 2022 quarter (Q1 of fiscal 2023)?",
    refuse(pn, "The FY2023 10-K reports full fiscal years only; no quarter ended December 31, 2022 is reported.", absent(REV, A_Q1_23)))
add(C, NQ, "Netflix's operating income for calendar 2009 as a whole?",
    refuse(pn, "The Q3 2010 10-Q reports 2009 only for the third quarter and the nine months; full-year 2009 operating income is not in it.",
           absent(OPINC, N10_FY09)))
add(C, AXP, "Goodwill on Amex's March 31, 2010 balance sheet?",
    refuse(cn, "American Express's Q1 2010 statement data report no goodwill.", absent_any(GOODWILL_ANY)))
add(C, MRK, "Merck's diluted share count (weighted average) behind the Q1 2010 EPS figure?",
    refuse(cn, "Merck's Q1 2010 statement data report EPS but no weighted-average share counts.",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted"))))
add(C, CNP, "What quarterly dividend per share did CenterPoint declare in Q2 2009?",
    refuse(cn, "CenterPoint's Q2 2009 data report total common dividends paid but no dividend per share.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"))))
add(C, FISV, "Fiserv dividends paid to shareholders, 1H 2009?",
    refuse(cn, "Fiserv paid no dividends; its Q2 2009 data report no dividend payments or dividends per share.",
           absent_any(g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash",
                        "CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"))))
add(C, A10K, "Apple's goodwill balance at September 30, 2023?",
    refuse(cn, "Apple's FY2023 10-K tags no goodwill amount.", absent_any(GOODWILL_ANY)))
WHY_AXP = ("American Express reports two EPS figures for Q1 2010 attributable to common shareholders -- basic (EarningsPerShareBasic) "
           "and diluted (EarningsPerShareDiluted) -- and they differ.")
add(C, AXP, "What was American Express's EPS for Q1 2010?", refuse(am, WHY_AXP, amb_for(AXP, WHY_AXP,
    (EPSB, Q10, None), (EPSD, Q10, None))))
WHY_ERP = ("ERP Operating LP's Q1 2010 income statement has three net income lines: net income including noncontrolling interests "
           "(ProfitLoss), net income attributable to controlling interests (NetIncomeLoss) and net income available to Units after "
           "preference distributions (NetIncomeAvailableToUnits).")
add(C, ERP, "ERP Operating LP -- net income in 1Q 2010?", refuse(am, WHY_ERP, amb_for(ERP, WHY_ERP,
    (F(ERP, "ProfitLoss"), Q10, None), (F(ERP, "NetIncomeLoss"), Q10, None), (F(ERP, "NetIncomeAvailableToUnits"), Q10, None))))
WHY_CNP = ("CenterPoint's June 30, 2009 balance sheet carries 'Accumulated deferred income taxes, net' twice: among current liabilities "
           "(DeferredTaxLiabilitiesCurrent) and among other liabilities (DeferredTaxLiabilitiesNoncurrent).")
add(C, CNP, "CenterPoint accumulated deferred income taxes at June 30, 2009?", refuse(am, WHY_CNP, amb_for(CNP, WHY_CNP,
    (F(CNP, "DeferredTaxLiabilitiesCurrent"), PB, None), (F(CNP, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_CP = ("Apple's FY2023 10-K gives two commercial paper amounts at September 30, 2023: the balance-sheet carrying amount "
          "(CommercialPaper) and the amount outstanding stated in the debt note (CommercialPaper on the commercial-paper member).")
add(C, A10K, "How much commercial paper did Apple have at the end of fiscal 2023?", refuse(am, WHY_CP, amb_for(A10K, WHY_CP,
    (g("CommercialPaper"), A_BS23, None), (g("CommercialPaper"), A_BS23, CP_MEMBER))))
WHY_OCL = ("Apple uses the label 'Other current liabilities' twice at September 30, 2023: for the balance-sheet line (OtherLiabilitiesCurrent) "
           "and, in the other current liabilities note, for the residual after income taxes payable (OtherAccruedLiabilitiesCurrent).")
add(C, A10K, "What were Apple's other current liabilities on September 30, 2023?", refuse(am, WHY_OCL, amb_for(A10K, WHY_OCL,
    (g("OtherLiabilitiesCurrent"), A_BS23, None), (g("OtherAccruedLiabilitiesCurrent"), A_BS23, None))))


def main():
    write_round("h50", gr.QUESTIONS_50, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
