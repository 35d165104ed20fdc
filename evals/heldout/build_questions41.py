#!/usr/bin/env python3
"""Writes evals/data/ask_heldout41.jsonl and its refusal probes (ask_heldout41_probes.jsonl) -- round 41 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout41.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions41.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout41.jsonl
The writer's folder held byte-identical copies of the round 1-40 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported from beside the builder through sys.path (nothing in them was changed; no bytecode was written),
with the shared data folder passed through AUDITGRAPH_SHARED_DATA, and rounds 1-40 were read from a copy of evals/data;
here `from specs import *` takes them from evals/heldout itself. Rounds 1-40 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-41 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40)  # rounds 1-40, named one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.4f}".format(r[0]).rstrip("0").rstrip(".") if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 41 FSDS filings: companies no round 1-40 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-40, and against avoid_adsh.txt and the CIKs of its filings;
# Apple and Union Pacific, which also have FSDS 10-Qs, left out), all with CIK mod 4 == 1 (the parallel writers take the
# other residues): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a custody bank (EquityComponents rows and a consolidated-funds column), an electric and gas utility and a
# supermarket chain (2010q2); an orthopaedics (healthcare) company (EquityComponents rows), a semiconductor (tech) company
# with a February-January fiscal year and an office REIT operating partnership (2009q3).
BK = "fsds:0001193125-10-112944"    # BANK OF NEW YORK MELLON CORP 10-Q (2010q2), CIK 1390777, Q1 2010; EquityComponents and segment rows
DOM = "fsds:0001193125-10-099289"   # DOMINION RESOURCES INC /VA/ 10-Q (2010q2), CIK 715957, Q1 2010 (utility)
PUSH = "fsds:0001193125-10-110097"  # PUBLIX SUPER MARKETS INC 10-Q (2010q2), CIK 81061, Q1 2010 ended March 27, 2010 (FSDS ddate 2010-03-31)
ZMH = "fsds:0000950123-09-035693"   # ZIMMER HOLDINGS INC 10-Q/A (2009q3), CIK 1136869, Q2 2009 and six months; EquityComponents rows
MRVL = "fsds:0001193125-09-190034"  # MARVELL TECHNOLOGY GROUP LTD 10-Q (2009q3), CIK 1058057, fiscal Q2 2010 ended August 1, 2009 (ddate 2009-07-31)
BXP = "fsds:0001193125-09-167276"   # BOSTON PROPERTIES LTD PARTNERSHIP 10-Q (2009q3), CIK 1043121, Q2 2009 and six months (REIT)
TICK = {BK: "bk", DOM: "d", PUSH: "push", ZMH: "zmh", MRVL: "mrvl", BXP: "bxp"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09, Q4_09 = CY10_Q1, CY09_Q1, ("2009-10-01", "2009-12-31")       # BNY Mellon, Dominion, Publix
B10, DEC09 = BS_1003, BS_0912
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
PQ, PH, PQPY, PHPY = CY09_Q2, CY09_H1, CY08_Q2, CY08_H1                # Zimmer, Boston Properties
PB, PYE = BS_0906, BS_0812
FY08, PM9 = ("2008-01-01", "2008-12-31"), ("2009-01-01", "2009-09-30")
# Marvell: fiscal 2010 second quarter ended August 1, 2009 and six months; fiscal 2009 ended January 31, 2009
MQ, MH, MQPY, MHPY = H2_Q, H2_H1, H2_QPY, H2_H1PY
MB, MFYE = H2_BS, H2_BSFY
MQ3 = ("2009-08-01", "2009-10-31")

EQC = lambda m: {"EquityComponents": m}
BSEG = lambda s, m=None: dict([("SegmentReportingInformationBySegment", s)] + ([("EquityComponents", m)] if m else []))
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods, axes and members not among the shared constants
M_FY16 = ("2015-07-01", "2016-06-30")
M_Q1_13, M_Q3_13 = ("2012-07-01", "2012-09-30"), ("2013-01-01", "2013-03-31")
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
MCONS = lambda m: {CONS: "msft:%s" % m}
INVT = lambda m: {G + "InvestmentTypeAxis": G + m}
FX_SOLD_ND = {G + "DerivativeByNatureAxis": "msft:DerivativesSoldMember", G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
              G + "HedgingDesignationAxis": G + "NondesignatedMember"}
L1_USGOV = {"msft:RightOfOffsetAndNettingAxis": "msft:GrossMember", G + "FairValueByAssetClassAxis": G + "USGovernmentAgenciesDebtSecuritiesMember",
            G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel1Member"}
E_BS_JUN22, E_BS_SEP22, E_BS_JUN23, E_BS_JUL21 = (None, "2022-06-30"), (None, "2022-09-30"), (None, "2023-06-30"), (None, "2023-07-21")
E_FY23 = ("2023-01-01", "2023-12-31")
EQAX = G + "StatementEquityComponentsAxis"
AEQ = lambda m: {EQAX: m}
ABP_RSU = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember", G + "PlanNameAxis": "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}

# =================================================================== direct
C = "direct"
add(C, BK, "How much did BNY Mellon spend on staff in the first quarter of 2010?", fact(F(BK, "LaborAndRelatedExpense"), Q10, USD))
add(C, BK, "Bank of New York Mellon sub-custodian expense, three months ended March 31, 2010",
    fact(F(BK, "NoninterestExpenseTransferAgentAndCustodianFees"), Q10, USD))
add(C, BK, "What did BNY Mellon book as merger and integration expenses in Q1 2010?", fact(F(BK, "MergerExpensesAndExitCosts"), Q10, USD))
add(C, DOM, "Purchased gas cost on Dominion Resources' income statement for the quarter ended March 31, 2010", fact(F(DOM, "CostPurchaseGas"), Q10, USD))
add(C, DOM, "Value of Dominion's nuclear decommissioning trust funds as of March 31, 2010?", fact(F(DOM, "DecommissioningFundInvestments"), B10, USD))
add(C, DOM, "Enhanced junior subordinated notes outstanding at Dominion Resources, 3/31/2010", fact(F(DOM, "SubordinatedLongTermDebt"), B10, USD))
add(C, PUSH, "Publix Super Markets' operating and administrative expenses for its first quarter of 2010 (ended March 27, 2010)",
    fact(F(PUSH, "OperatingExpenses"), Q10, USD))
add(C, PUSH, "At March 27, 2010, what liability did Publix carry for contributions to its retirement plans?",
    fact(F(PUSH, "ESOP401KPayableCurrent"), B10, USD))
add(C, PUSH, "Dividends payable on Publix's balance sheet at the end of Q1 2010", fact(F(PUSH, "DividendsPayableCurrent"), B10, USD))
add(C, ZMH, "Restricted cash held by Zimmer Holdings on June 30, 2009", fact(F(ZMH, "RestrictedCashAndCashEquivalentsAtCarryingValue"), PB, USD))
add(C, ZMH, "What long-term debt did Zimmer report at the end of the second quarter of 2009?", fact(F(ZMH, "LongTermLineOfCredit"), PB, USD))
add(C, MRVL, "Marvell Technology's non-current income taxes payable as of August 1, 2009", fact(F(MRVL, "AccruedIncomeTaxesNoncurrent"), MB, USD))
add(C, MRVL, "How much deferred income sat on Marvell's balance sheet at the close of its fiscal 2010 second quarter?",
    fact(F(MRVL, "DeferredRevenueCurrent"), MB, USD))
add(C, BXP, "Construction in progress at Boston Properties Limited Partnership, June 30, 2009", fact(F(BXP, "ConstructionInProgressGross"), PB, USD))
add(C, BXP, "Carrying value of Boston Properties LP's unsecured exchangeable senior notes, net of discount, at mid-year 2009",
    fact(F(BXP, "ConvertibleNotesPayable"), PB, USD))
add(C, MS, "In Microsoft's income tax note, what were deferred income tax assets before the valuation allowance at June 30, 2015?", fact(g("DeferredTaxAssetsGross"), M_BS15, USD))
add(C, MS, "Microsoft's deferred tax liability for unrealized gain on investments and debt at fiscal year-end 2015",
    fact(g("DeferredTaxLiabilitiesOtherComprehensiveIncome"), M_BS15, USD))
add(C, MS, "Gross leasehold improvements in Microsoft's property and equipment note, June 30, 2015", fact(g("LeaseholdImprovementsGross"), M_BS15, USD))
add(C, AE, "In AEON Biopharma's lease maturity table at September 30, 2023, how much is due in 2023 (the remainder of the year)?",
    fact(g("LesseeOperatingLeaseLiabilityPaymentsDueNextTwelveMonths"), E_BS, USD))
add(C, AE, "Imputed interest deducted from AEON's undiscounted operating lease payments as of September 30, 2023",
    fact(g("LesseeOperatingLeaseLiabilityUndiscountedExcessAmount"), E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, BK, "BNY Mellon's professional, legal and other purchased services in the fourth quarter of 2009", fact(F(BK, "ProfessionalFees"), Q4_09, USD))
add(C, BK, "What was the provision for credit losses at Bank of New York Mellon a year before, in 1Q 2009?",
    fact(F(BK, "ProvisionForLoanLeaseAndOtherLosses"), Q09, USD))
add(C, DOM, "Dominion's impairment of gas and oil properties in the first quarter of 2009", fact(F(DOM, "ImpairmentOfOilAndGasProperties"), Q09, USD))
add(C, DOM, "Regulatory assets (non-current) on Dominion's December 31, 2009 balance sheet", fact(F(DOM, "RegulatoryAssetsNoncurrent"), DEC09, USD))
add(C, DOM, "What operating revenue did Dominion Resources report for the comparable quarter of 2009 (three months to March 31, 2009)?",
    fact(F(DOM, "SalesRevenueNet"), Q09, USD))
add(C, PUSH, "Other-than-temporary impairment losses Publix recognized in Q1 2009", fact(F(PUSH, "ImpairmentOfInvestments"), Q09, USD))
add(C, PUSH, "Publix long-term investments at its 2009 fiscal year-end (December 26, 2009)", fact(F(PUSH, "LongTermInvestments"), DEC09, USD))
add(C, ZMH, "Zimmer's inventories, net at December 31, 2008", fact(F(ZMH, "InventoryNet"), PYE, USD))
add(C, ZMH, "Net sales at Zimmer in the second quarter of 2008?", fact(F(ZMH, "SalesRevenueNet"), PQPY, USD))
add(C, MRVL, "Accrued employee compensation at Marvell as of January 31, 2009, the end of fiscal 2009",
    fact(F(MRVL, "EmployeeRelatedLiabilitiesCurrent"), MFYE, USD))
add(C, MRVL, "Marvell net revenue in the year-earlier quarter -- fiscal Q2 2009, ended August 2, 2008", fact(F(MRVL, "Revenues"), MQPY, USD))
add(C, BXP, "Mortgage notes payable at Boston Properties LP on December 31, 2008", fact(F(BXP, "SecuredDebt"), PYE, USD))
add(C, BXP, "How much land held for future development did Boston Properties LP carry at year-end 2008?",
    fact(F(BXP, "LandAvailableForDevelopment"), PYE, USD))
add(C, MS, "Microsoft's advertising expense for fiscal year 2013", fact(g("AdvertisingExpense"), M_FY13, USD))
add(C, MS, "What was Microsoft's current U.S. federal income tax expense in fiscal 2014?", fact(g("CurrentFederalTaxExpenseBenefit"), M_FY14, USD))
add(C, MS, "Raw materials inventory at Microsoft as of June 30, 2014", fact(g("InventoryRawMaterialsNetOfReserves"), M_BS14, USD))
add(C, MS, "Commercial paper outstanding at Microsoft at the end of fiscal 2014", fact(g("CommercialPaper"), M_BS14, USD))
add(C, AE, "AEON Biopharma's additional paid-in capital on its December 31, 2022 balance sheet", fact(g("AdditionalPaidInCapital"), E_BSPY, USD))
add(C, AE, "Total liabilities of AEON at the prior year-end, December 31, 2022", fact(g("Liabilities"), E_BSPY, USD))
add(C, AE, "Net cash provided by financing activities at AEON in the nine months ended September 30, 2022",
    fact(FCF_, E_9M_22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, ZMH, "Zimmer's acquisition, integration, realignment and other expense for Q2 2009 alone", fact(F(ZMH, "AcquisitionIntegrationAndOther"), PQ, USD))
add(C, ZMH, "Research and development at Zimmer for the six months ended June 30, 2009",
    fact(F(ZMH, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PH, USD))
add(C, ZMH, "Selling, general and administrative expense at Zimmer, three months ended June 30, 2009 (not year to date)",
    fact(F(ZMH, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, ZMH, "Zimmer's interest and other income (expense), net, year to date through June 2009", fact(F(ZMH, "InterestAndOtherNet"), PH, USD))
add(C, ZMH, "Gross profit at Zimmer Holdings for just the April-June 2009 quarter", fact(F(ZMH, "GrossProfit"), PQ, USD))
add(C, MRVL, "Marvell research and development expense for the quarter ended August 1, 2009", fact(F(MRVL, "ResearchAndDevelopmentExpense"), MQ, USD))
add(C, MRVL, "General and administrative costs at Marvell over the first half of fiscal 2010 (six months through August 1, 2009)",
    fact(F(MRVL, "GeneralAndAdministrativeExpense"), MH, USD))
add(C, MRVL, "Restructuring charges Marvell took in its fiscal Q2 2010 quarter by itself", fact(F(MRVL, "RestructuringCharges"), MQ, USD))
add(C, MRVL, "Marvell's amortization of acquired intangible assets, six months ended August 1, 2009",
    fact(F(MRVL, "AmortizationOfIntangibleAssets"), MH, USD))
add(C, MRVL, "Year-to-date operating income (loss) at Marvell through the second quarter of fiscal 2010", fact(F(MRVL, "OperatingIncomeLoss"), MH, USD))
add(C, BXP, "Base rent earned by Boston Properties LP in Q2 2009 only", fact(F(BXP, "OperatingLeasesIncomeStatementLeaseRevenue"), PQ, USD))
add(C, BXP, "Recoveries from tenants at Boston Properties LP for the first six months of 2009", fact(F(BXP, "TenantReimbursements"), PH, USD))
add(C, BXP, "Hotel revenue at Boston Properties LP during the three months ended June 30, 2009", fact(F(BXP, "RevenueFromLeasedAndOwnedHotels"), PQ, USD))
add(C, BXP, "Interest expense at Boston Properties LP, January through June 2009", fact(F(BXP, "InterestExpense"), PH, USD))
add(C, BXP, "Development and management services revenue of Boston Properties LP for the second quarter of 2009 on its own",
    fact(F(BXP, "DevelopmentAndManagementServices"), PQ, USD))
add(C, MS, "How many shares did Microsoft buy back under its repurchase program in the third quarter of fiscal 2013 (January-March 2013)?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_Q3_13, SH, REPO))
add(C, MS, "Dollar amount of Microsoft's share repurchases under the program in fiscal Q1 2013 alone (quarter ended September 30, 2012)",
    fact(g("StockRepurchasedDuringPeriodValue"), M_Q1_13, USD, REPO))
add(C, AE, "AEON's loss and comprehensive loss for the three months ended September 30, 2022 -- the quarter, not the nine months",
    fact(["aeon:LossAndComprehensiveLoss"], E_Q3_22, USD))
add(C, AE, "Selling, general and administrative expenses at AEON for the full predecessor period from January 1 to July 21, 2023",
    fact(SGA, E_PRED, USD))
add(C, AE, "AEON's operating loss in the short predecessor stub from July 1 through July 21, 2023", fact(OPINC, E_STUB, USD))

# =================================================================== derived
C = "derived"
add(C, BK, "By what fraction did BNY Mellon's net interest revenue change from Q1 2009 to Q1 2010? (decimal; negative means it fell)",
    growth(F(BK, "InterestIncomeExpenseNet"), Q10, Q09))
add(C, BK, "BNY Mellon's effective tax rate on continuing operations in 1Q10, i.e. provision for income taxes divided by income from "
    "continuing operations before income taxes", ratio(F(BK, "IncomeTaxExpenseBenefit"), F(BK, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), Q10))
add(C, DOM, "Dominion's operating margin for the first quarter of 2010 (income from operations / operating revenue)",
    ratio(F(DOM, "OperatingIncomeLoss"), F(DOM, "SalesRevenueNet"), Q10))
add(C, DOM, "Current ratio for Dominion Resources at March 31, 2010 (total current assets over total current liabilities)",
    ratio(F(DOM, "AssetsCurrent"), F(DOM, "LiabilitiesCurrent"), B10))
add(C, DOM, "Free cash flow at Dominion in Q1 2010, defined as net cash from operating activities less plant construction and other property "
    "additions less additions to gas and oil properties",
    derived("e0-e1-e2", [inp(F(DOM, "NetCashProvidedByUsedInOperatingActivities"), Q10), inp(F(DOM, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10),
                         inp(F(DOM, "PaymentsToAcquireOilAndGasProperty"), Q10)], Q10, USD, ratio=False))
add(C, PUSH, "Publix gross margin in Q1 2010: (sales minus cost of merchandise sold) divided by sales",
    margin_from_cost(F(PUSH, "SalesRevenueNet"), F(PUSH, "CostOfGoodsSold"), Q10))
add(C, PUSH, "Year-over-year growth in Publix's total revenues for the first quarter of 2010 versus 2009, as a decimal",
    growth(F(PUSH, "Revenues"), Q10, Q09))
add(C, PUSH, "What effective income tax rate did Publix incur in Q1 2010? Compute income tax expense / earnings before income tax expense.",
    ratio(F(PUSH, "IncomeTaxExpenseBenefit"), F(PUSH, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, ZMH, "Operating profit as a share of net sales at Zimmer for the first half of 2009", ratio(F(ZMH, "OperatingIncomeLoss"), F(ZMH, "SalesRevenueNet"), PH))
add(C, ZMH, "Zimmer's free cash flow for the six months ended June 30, 2009: operating cash flow less additions to instruments less additions "
    "to other property, plant and equipment (treat both additions as cash outflows)",
    derived("e0-abs(e1)-abs(e2)", [inp(F(ZMH, "NetCashProvidedByUsedInOperatingActivities"), PH), inp(F(ZMH, "AdditionsToInstruments"), PH),
                                   inp(F(ZMH, "PaymentsToAcquirePropertyPlantAndEquipment"), PH)], PH, USD, ratio=False))
add(C, MRVL, "Marvell's gross margin in fiscal Q2 2010 -- (net revenue - cost of goods sold) / net revenue",
    margin_from_cost(F(MRVL, "Revenues"), F(MRVL, "CostOfGoodsSold"), MQ))
add(C, MRVL, "Free cash flow at Marvell for the six months ended August 1, 2009 (cash from operations less purchases of property and equipment)",
    fcf(MH))
add(C, BXP, "Growth rate of Boston Properties LP's total revenue in Q2 2009 compared with Q2 2008 (decimal, negative = decline)",
    growth(F(BXP, "Revenues"), PQ, PQPY))
add(C, BXP, "At June 30, 2009, what fraction of Boston Properties LP's real estate at cost had been depreciated (accumulated depreciation / real estate at cost)?",
    ratio(F(BXP, "RealEstateInvestmentPropertyAccumulatedDepreciation"), F(BXP, "RealEstateInvestmentPropertyAtCost"), PB))
add(C, MS, "Microsoft's gross margin for fiscal 2013 (gross profit divided by revenue)", ratio(GP, g("SalesRevenueNet"), M_FY13))
add(C, MS, "How much did Microsoft's total unearned revenue grow between June 30, 2014 and June 30, 2015? Give the growth as a decimal.",
    growth(g("DeferredRevenue"), M_BS15, M_BS14))
add(C, MS, "What portion of Microsoft's fiscal 2013 current income tax expense was foreign (current foreign tax / total current tax)?",
    ratio(g("CurrentForeignTaxExpenseBenefit"), g("CurrentIncomeTaxExpenseBenefit"), M_FY13))
add(C, AE, "AEON: accumulated depreciation as a fraction of gross property and equipment at December 31, 2022",
    ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("PropertyPlantAndEquipmentGross"), E_BSPY))
add(C, AE, "Change in AEON's total stockholders' deficit (including non-controlling interest) over the third quarter of 2022: the "
    "September 30, 2022 balance minus the June 30, 2022 balance", diff(SE_NCI, SE_NCI, E_BS_SEP22, E_BS_JUN22))
add(C, AE, "By how many dollars did the estimated fair value of AEON's convertible notes exceed the principal outstanding at December 31, 2022?",
    diff(g("ConvertibleDebtFairValueDisclosures"), g("ConvertibleDebt"), E_BSPY))

# =================================================================== members
C = "members"
add(C, BK, "Total assets of the consolidated asset management funds shown separately on BNY Mellon's March 31, 2010 balance sheet",
    fact(F(BK, "Assets"), B10, USD, BSEG("AssetManagement")))
add(C, BK, "Leaving out the consolidated asset management funds, what were BNY Mellon's total liabilities at March 31, 2010?",
    fact(F(BK, "Liabilities"), B10, USD, BSEG("Operations")))
add(C, BK, "In BNY Mellon's Q1 2010 statement of changes in equity, how much did unrealized gains on available-for-sale securities add to the "
    "accumulated other comprehensive income column?",
    fact(F(BK, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), Q10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, BK, "Adjusted beginning balance of the retained earnings column in BNY Mellon's 2010 first-quarter equity statement (after the "
    "cumulative-effect adjustments)", fact(F(BK, "StockholdersEquityBeginningBalanceRestated"), Q10, USD, EQC("RetainedEarnings")))
add(C, BK, "Foreign currency translation adjustment booked to the noncontrolling interests of BNY Mellon's consolidated asset management "
    "funds in Q1 2010", fact(F(BK, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"),
                             Q10, USD, BSEG("AssetManagement", "NoncontrollingInterest")))
add(C, ZMH, "Treasury stock column of Zimmer's statement of stockholders' equity: balance at June 30, 2009",
    fact(SE_NCI, PB, USD, EQC("TreasuryStock")))
add(C, ZMH, "How many shares were in the common stock column ('shares issued balance') of Zimmer's equity statement at June 30, 2009?",
    fact(F(ZMH, "SharesIssued"), PB, SH, EQC("CommonStock")))
add(C, ZMH, "Other comprehensive income recorded in the accumulated other comprehensive income column of Zimmer's equity statement for the first six months of 2009",
    fact(F(ZMH, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, ZMH, "Opening retained earnings in Zimmer's 2009 equity roll-forward (retained earnings column at December 31, 2008)",
    fact(SE_NCI, PYE, USD, EQC("RetainedEarnings")))
add(C, MS, "Segment operating expenses of Microsoft's Devices and Consumer segment in fiscal 2014, excluding impairment, integration and restructuring",
    fact(["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"], M_FY14, USD, MCONS("DevicesAndConsumerMember")))
add(C, MS, "Microsoft Commercial segment operating expenses for FY2013",
    fact(["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"], M_FY13, USD, MCONS("CommercialMember")))
add(C, MS, "Marketing-related intangible assets Microsoft acquired during fiscal 2015", fact(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY15, USD,
                                                                                          {FLI: G + "MarketingRelatedIntangibleAssetsMember"}))
add(C, MS, "Recorded basis of corporate notes and bonds in Microsoft's investment components table at June 30, 2015",
    fact(g("AvailableForSaleSecurities"), M_BS15, USD, INVT("CorporateDebtSecuritiesMember")))
add(C, MS, "Notional amount of foreign exchange contracts sold by Microsoft that were not designated as hedges, June 30, 2015",
    fact(["invest:DerivativeNotionalAmount"], M_BS15, USD, FX_SOLD_ND))
add(C, MS, "Level 1 fair value of U.S. government and agency securities measured at fair value on a recurring basis by Microsoft at "
    "June 30, 2015 (gross, before netting)", fact(g("AssetsFairValueDisclosureRecurring"), M_BS15, USD, L1_USGOV))
add(C, AE, "Additional paid-in capital column of AEON's statement of stockholders' deficit at June 30, 2023", fact(SE_NCI, E_BS_JUN23, USD, AEQ(G + "AdditionalPaidInCapitalMember")))
add(C, AE, "Non-controlling interest column balance in AEON's equity statement at September 30, 2022",
    fact(SE_NCI, E_BS_SEP22, USD, AEQ(G + "NoncontrollingInterestMember")))
add(C, AE, "What did the accumulated deficit column of AEON's equity statement show at July 21, 2023, just before the merger closed?",
    fact(SE_NCI, E_BS_JUL21, USD, AEQ(G + "RetainedEarningsMember")))
add(C, AE, "Subscription receivables column of AEON's statement of stockholders' deficit at September 30, 2023",
    fact(SE_NCI, E_BS, USD, AEQ("aeon:SubscriptionReceivablesMember")))
add(C, AE, "Unrecognized compensation cost for restricted stock units under the ABP Sub 2019 Incentive Award Plan at September 30, 2023",
    fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognizedStockOptions"), E_BS, USD, ABP_RSU))

# =================================================================== per_share
C = "per_share"
add(C, BK, "Weighted-average diluted share count BNY Mellon used for the quarter ended December 31, 2009",
    fact(F(BK, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q4_09, SH))
add(C, BK, "Diluted earnings per share from continuing operations at BNY Mellon in 1Q10", fact(F(BK, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, DOM, "Dividends paid per common share by Dominion in the first quarter of 2010", fact(F(DOM, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, DOM, "Dominion's basic and diluted EPS from continuing operations for Q1 2010",
    fact(F(DOM, "IncomeLossFromContinuingOperationsNetOfTaxPerBasicAndDilutedShare"), Q10, PS))
add(C, DOM, "How many Dominion common shares were outstanding at the end of 2009?", fact(F(DOM, "CommonStockSharesOutstanding"), DEC09, SH))
add(C, PUSH, "Publix's basic and diluted earnings per share for the first quarter of 2009", fact(F(PUSH, "EarningsPerShareBasicAndDiluted"), Q09, PS))
add(C, PUSH, "Weighted average shares outstanding at Publix for the quarter ended March 27, 2010",
    fact(F(PUSH, "WeightedAverageNumberBasicDilutedSharesOutstanding"), Q10, SH))
add(C, PUSH, "Number of Publix common shares issued as of March 27, 2010", fact(F(PUSH, "CommonStockSharesIssued"), B10, SH))
add(C, ZMH, "Zimmer diluted EPS, second quarter of 2008", fact(F(ZMH, "EarningsPerShareDiluted"), PQPY, PS))
add(C, ZMH, "Basic weighted average shares outstanding at Zimmer over the first half of 2009", fact(F(ZMH, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, MRVL, "Marvell's diluted net income (loss) per share for the six months ended August 1, 2009", fact(F(MRVL, "EarningsPerShareDiluted"), MH, PS))
add(C, MRVL, "Diluted weighted-average shares at Marvell in the quarter ended August 1, 2009",
    fact(F(MRVL, "WeightedAverageNumberOfDilutedSharesOutstanding"), MQ, SH))
add(C, MRVL, "Basic EPS Marvell reported for fiscal Q2 2009 (quarter ended August 2, 2008)", fact(F(MRVL, "EarningsPerShareBasic"), MQPY, PS))
add(C, BXP, "Diluted net income per common unit at Boston Properties LP for Q2 2009", fact(F(BXP, "EarningsPerShareDiluted"), PQ, PS))
add(C, BXP, "Limited partner units outstanding at Boston Properties LP on June 30, 2009",
    fact(F(BXP, "LimitedPartnersCapitalAccountUnitsOutstanding"), PB, SH))
add(C, BXP, "Basic weighted average common units outstanding at Boston Properties LP for the six months ended June 30, 2008",
    fact(F(BXP, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, MS, "Microsoft's diluted weighted-average shares outstanding in fiscal 2013", fact(WAD, M_FY13, SH))
add(C, MS, "Dilutive effect of stock-based awards (incremental shares) in Microsoft's fiscal 2013 diluted share count",
    fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), M_FY13, SH))
add(C, AE, "AEON's basic net loss per share for the nine months ended September 30, 2022", fact(EPSB, E_9M_22, PS))
add(C, AE, "How many potentially dilutive securities did AEON exclude from diluted shares for the first nine months of 2022?",
    fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), E_9M_22, SH))

# =================================================================== jargon
C = "jargon"
add(C, BK, "BK NII, 4Q09", fact(F(BK, "InterestIncomeExpenseNet"), Q4_09, USD))
add(C, BK, "BNY Mellon 1Q10 CFO", fact(F(BK, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, BK, "BK capex in Q1 2010 -- premises, equipment and capitalized software purchases", fact(F(BK, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, DOM, "D's CFF for 1Q09?", fact(F(DOM, "NetCashProvidedByUsedInFinancingActivities"), Q09, USD))
add(C, DOM, "Dominion O&M ('other operations and maintenance'), 1Q09", fact(F(DOM, "OtherOperationsAndMaintenanceExpenses"), Q09, USD))
add(C, PUSH, "Publix CFO for Q1 FY10", fact(F(PUSH, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, PUSH, "PUSH capex, 1Q09", fact(F(PUSH, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, PUSH, "How much did Publix spend on buybacks in Q1 2010 (payment for acquisition of common stock)?",
    fact(F(PUSH, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, ZMH, "ZMH SBC, 1H09", fact(F(ZMH, "ShareBasedCompensation"), PH, USD))
add(C, ZMH, "Zimmer's 1H08 buybacks per the cash flow statement", fact(F(ZMH, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, MRVL, "MRVL stock comp add-back, 1H FY10", fact(F(MRVL, "ShareBasedCompensation"), MH, USD))
add(C, MRVL, "Marvell S&M opex in the year-ago quarter (fiscal Q2 2009)", fact(F(MRVL, "SellingAndMarketingExpense"), MQPY, USD))
add(C, BXP, "Boston Properties LP CFO, 1H09", fact(F(BXP, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, BXP, "BXP LP distributions paid in 1H09 (CFF line)", fact(F(BXP, "PaymentsOfDividends"), PH, USD))
add(C, BXP, "Capitalized interest at Boston Properties LP, YTD June 2009", fact(F(BXP, "InterestCostsCapitalized"), PH, USD))
add(C, MS, "MSFT FY15 'depreciation, amortization, and other' add-back in CFO", fact(["msft:DepreciationAmortizationAndOther"], M_FY15, USD))
add(C, MS, "MSFT CFF, FY13", fact(FCF_, M_FY13, USD))
add(C, MS, "Cash in from common stock issued at Microsoft in FY15 (financing section)", fact(g("ProceedsFromIssuanceOfCommonStock"), M_FY15, USD))
add(C, AE, "AEON 9M22 SBC add-back", fact(SBC, E_9M_22, USD))
add(C, AE, "D&A (the depreciation add-back) in AEON's cash flow statement for the predecessor period Jan 1 - Jul 21, 2023", fact(DA, E_PRED, USD))

# =================================================================== refuse
C = "refuse"
add(C, BK, "What was Wilmington Trust's net interest income in the first quarter of 2010?",
    refuse(oc, "Wilmington Trust is not in the data (Bank of New York Mellon is).", other("WILMINGTON TRUST")))
add(C, PUSH, "How much did Winn-Dixie's sales grow in its latest quarter?",
    refuse(oc, "Winn-Dixie Stores is not in the data (Publix Super Markets is).", other("WINN-DIXIE", "WINN DIXIE")))
add(C, ZMH, "Smith & Nephew's orthopaedic reconstruction revenue for Q2 2009?",
    refuse(oc, "Smith & Nephew is not in the data (Zimmer Holdings is).", other("SMITH & NEPHEW", "SMITH AND NEPHEW")))
add(C, MRVL, "What was Xilinx's gross margin in the quarter ended June 2009?",
    refuse(oc, "Xilinx is not in the data (Marvell Technology is).", other("XILINX")))
add(C, BXP, "SL Green Realty's rental revenue for the second quarter of 2009?",
    refuse(oc, "SL Green Realty is not in the data (Boston Properties LP is).", other("SL GREEN")))
add(C, DOM, "Dominion Resources' operating revenue for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(DOM, "SalesRevenueNet"), Q2_10)))
add(C, MRVL, "Marvell's net revenue in fiscal Q3 2010, the quarter ending October 31, 2009?",
    refuse(pn, "The fiscal Q2 2010 10-Q ends August 1, 2009; the following quarter is not reported.", absent(F(MRVL, "Revenues"), MQ3)))
add(C, BXP, "Total revenue of Boston Properties LP for all of 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; full-year 2008 revenue is not in its data.", absent(F(BXP, "Revenues"), FY08)))
add(C, MS, "What revenue did Microsoft report for fiscal 2016?",
    refuse(pn, "The FY2015 10-K covers fiscal years through June 30, 2015; fiscal 2016 is not reported.", absent(REV, M_FY16)))
add(C, AE, "AEON Biopharma's net loss for the full year 2023?",
    refuse(pn, "The Q3 2023 10-Q covers periods through September 30, 2023; no full-year 2023 figure is reported.", absent(NI, E_FY23)))
add(C, DOM, "How much goodwill impairment did Dominion record in Q1 2010?",
    refuse(cn, "Dominion's Q1 2010 data report no goodwill impairment loss.", absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
add(C, PUSH, "What was Publix's interest expense in the first quarter of 2010?",
    refuse(cn, "Publix's Q1 2010 data report no interest expense or interest paid line.",
           absent_any(g("InterestExpense", "InterestExpenseDebt", "InterestPaid", "InterestPaidNet", "InterestAndDebtExpense"))))
add(C, MRVL, "How much did Marvell pay in dividends per share in its fiscal 2010 second quarter?",
    refuse(cn, "Marvell paid no dividends; its fiscal Q2 2010 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash"))))
add(C, BXP, "What goodwill did Boston Properties LP carry at June 30, 2009?",
    refuse(cn, "Boston Properties LP's Q2 2009 data carry no goodwill line.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
add(C, MS, "Microsoft FY2015: what were the preferred dividends paid to preferred shareholders?",
    refuse(cn, "Microsoft has no preferred stock in its FY2015 10-K; no preferred dividends are reported.",
           absent_any(g("DividendsPreferredStock", "DividendsPreferredStockCash", "PaymentsOfDividendsPreferredStockAndPreferenceStock",
                        "PreferredStockDividendsIncomeStatementImpact", "PreferredStockDividendsAndOtherAdjustments"))))
WHY_BK = ("BNY Mellon's March 31, 2010 balance sheet reports loans of its own operations (LoansAndLeasesReceivableNetOfDeferredIncome, "
          "segment Operations), net loans after the allowance (LoansAndLeasesReceivableNetReportedAmount, segment Operations) and, separately, "
          "the loans held by its consolidated asset management funds (LoansAndLeasesReceivableNetOfDeferredIncome, segment AssetManagement).")
add(C, BK, "How much in loans did BNY Mellon have on its books at March 31, 2010?", refuse(am, WHY_BK, amb_for(BK, WHY_BK,
    (F(BK, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10, BSEG("Operations")),
    (F(BK, "LoansAndLeasesReceivableNetReportedAmount"), B10, BSEG("Operations")),
    (F(BK, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10, BSEG("AssetManagement")))))
WHY_DOM = ("Dominion reports two different 'Depreciation, depletion and amortization' amounts for Q1 2010: the income statement line "
           "(DepreciationAndAmortization) and the larger add-back in the cash flow statement (DepreciationDepletionAndAmortization).")
add(C, DOM, "What was Dominion's depreciation, depletion and amortization for the first quarter of 2010?", refuse(am, WHY_DOM, amb_for(DOM, WHY_DOM,
    (F(DOM, "DepreciationAndAmortization"), Q10, None), (F(DOM, "DepreciationDepletionAndAmortization"), Q10, None))))
WHY_PUSH = ("Publix's Q1 2009 income statement shows both 'Investment income' (InvestmentIncomeAndOther) and 'Investment income, net' after "
            "other-than-temporary impairment losses (InvestmentIncomeAndOtherNet).")
add(C, PUSH, "How much investment income did Publix earn in Q1 2009?", refuse(am, WHY_PUSH, amb_for(PUSH, WHY_PUSH,
    (F(PUSH, "InvestmentIncomeAndOther"), Q09, None), (F(PUSH, "InvestmentIncomeAndOtherNet"), Q09, None))))
WHY_ZMH = ("Zimmer's December 31, 2008 balance sheet shows both 'Total Zimmer Holdings, Inc. stockholders' equity' (StockholdersEquity) and "
           "'Total Stockholders' Equity' including the noncontrolling interest (StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest).")
add(C, ZMH, "What was Zimmer's total stockholders' equity at December 31, 2008?", refuse(am, WHY_ZMH, amb_for(ZMH, WHY_ZMH,
    (F(ZMH, "StockholdersEquity"), PYE, None), (SE_NCI, PYE, None))))
WHY_AE = ("AEON's third quarter of 2023 is split by the July 21, 2023 merger into a predecessor stub (July 1-21, NetIncomeLoss) and a "
          "successor period (July 22-September 30, ProfitLoss); the 10-Q reports no single figure for the quarter.")
add(C, AE, "What was AEON Biopharma's net income (loss) for the third quarter of 2023?", refuse(am, WHY_AE, amb_for(AE, WHY_AE,
    (NIATT, E_STUB, None), (g("ProfitLoss"), E_SUCC, None))))


def main():
    write_round("h41", gr.QUESTIONS_41, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
