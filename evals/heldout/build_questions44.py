#!/usr/bin/env python3
"""Writes evals/data/ask_heldout44.jsonl and its refusal probes (ask_heldout44_probes.jsonl) -- round 44 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout44.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions44.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout44.jsonl
The writer imported the round 1-40 scaffolding (specs.py and gold_reader.py, byte-identical copies of main's
evals/heldout) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-40 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_40);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-40 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-44 share

def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.2f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 44 FSDS filings: companies no round 1-40 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-40, and against avoid_adsh.txt and the CIKs of its filings;
# the instance companies left out), all with CIK mod 4 == 0 (three parallel writers take the other residues): three 10-Qs
# from the 2010q2 zip and three from 2009q3.
# Kinds: a credit-card/consumer bank and a multiline insurer (both with EquityComponents rows) and a small financial-data
# (tech) company with EquityComponents rows (2010q2); an electric & gas utility with EquityComponents rows, a media holding
# company reporting its three tracking-stock groups (OperatingActivitiesSegment rows) and a healthcare products company (2009q3).
COF = "fsds:0001193125-10-112765"   # CAPITAL ONE FINANCIAL CORP 10-Q (2010q2), CIK 927628, Q1 2010 (bank); EquityComponents rows
AIG = "fsds:0001047469-10-004918"   # AMERICAN INTERNATIONAL GROUP INC 10-Q (2010q2), CIK 5272, Q1 2010 (insurer); EquityComponents/ClassOfStock rows
EDGR = "fsds:0001193125-10-121953"  # EDGAR ONLINE INC 10-Q (2010q2), CIK 1080224, Q1 2010 (financial data / tech); EquityComponents rows
DUK = "fsds:0001193125-09-168607"   # DUKE ENERGY CORP 10-Q (2009q3), CIK 1326160, Q2 2009 and six months (utility); EquityComponents rows
LMC = "fsds:0001047469-09-007370"   # LIBERTY MEDIA CORP 10-Q (2009q3), CIK 1355096, Q2 2009 and six months (media); tracking-group rows
BAX = "fsds:0000950123-09-026402"   # BAXTER INTERNATIONAL INC 10-Q (2009q3), CIK 10456, Q2 2009 and six months (healthcare)
TICK = {COF: "cof", AIG: "aig", EDGR: "edgr", DUK: "duk", LMC: "lmca", BAX: "bax"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Capital One, AIG, EDGAR Online)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (Duke Energy, Liberty Media, Baxter)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
GRP = lambda m: {"OperatingActivitiesSegment": m}     # Liberty Media's tracking-stock groups
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Netflix 10-K 2023: periods, axes and members not among the shared constants
N_BS20 = (None, "2020-12-31")
N_9M_23 = ("2023-01-01", "2023-09-30")
EQAX = G + "StatementEquityComponentsAxis"
FVL, FININST = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
REVOLVER = {G + "CreditFacilityAxis": G + "RevolvingCreditFacilityMember"}
MEP = lambda m: {G + "RetirementPlanNameAxis": "nflx:%s" % m}
MEP_CONTRIB = g("MultiemployerPlanPensionInsignificantEmployerContributionCost")

# =================================================================== direct
C = "direct"
add(C, COF, "What did Capital One book as interchange income in the first quarter of 2010?", fact(F(COF, "NoninterestIncomeInterchange"), Q10, USD))
add(C, COF, "Securitized debt obligations carried on Capital One's balance sheet at March 31, 2010",
    fact(F(COF, "SecuritizedDebtObligationLiability"), B10, USD))
add(C, COF, "How large were Capital One's restricted loans for securitization investors as of 3/31/2010?",
    fact(F(COF, "RestrictedLoansForSecuritizationInvestors"), B10, USD))
add(C, AIG, "Balance owed by AIG under the Federal Reserve Bank of New York credit facility at the end of Q1 2010",
    fact(F(AIG, "FrbnyCreditFacility"), B10, USD))
add(C, AIG, "AIG: flight equipment primarily under operating leases, net of accumulated depreciation, on the March 31, 2010 balance sheet",
    fact(F(AIG, "FlightEquipmentNet"), B10, USD))
add(C, AIG, "What liability for unpaid claims and claims adjustment expense did AIG carry at March 31, 2010?",
    fact(F(AIG, "LiabilityForClaimsAndClaimsAdjustmentExpensePropertyCasualtyLiability"), B10, USD))
add(C, EDGR, "Revenue EDGAR Online earned from XBRL filings during the three months ended March 31, 2010",
    fact(F(EDGR, "OtherSalesRevenueNet"), Q10, USD))
add(C, EDGR, "EDGAR Online deferred revenues, March 31, 2010", fact(F(EDGR, "DeferredRevenueCurrent"), B10, USD))
add(C, DUK, "Value of Duke Energy's nuclear decommissioning trust funds on June 30, 2009",
    fact(F(DUK, "DecommissioningFundInvestments"), PB, USD))
add(C, DUK, "Regulatory assets related to income taxes on Duke's balance sheet at the end of June 2009",
    fact(F(DUK, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, DUK, "How much did Duke have outstanding in notes payable and commercial paper at June 30, 2009?",
    fact(F(DUK, "ShortTermBorrowings"), PB, USD))
add(C, LMC, "Program rights on Liberty Media's consolidated balance sheet as of June 30, 2009",
    fact(F(LMC, "ProgramRights"), PB, USD))
add(C, LMC, "What were Liberty Media's investments in affiliates accounted for using the equity method worth at mid-2009?",
    fact(F(LMC, "EquityMethodInvestments"), PB, USD))
add(C, BAX, "Baxter's 'Other intangibles, net' line at June 30, 2009", fact(F(BAX, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, BAX, "Inventories reported by Baxter International at the close of its second quarter of 2009 (June 30)",
    fact(F(BAX, "InventoryNet"), PB, USD))
add(C, NF, "In Netflix's 2023 effective tax rate reconciliation, how much did 'nontaxable and nondeductible items' contribute?",
    fact(["nflx:EffectiveIncomeTaxReconciliationChangeinTaxReserves"], N_FY23, USD))
add(C, NF, "What commitment fee percentage does Netflix pay on its revolving credit facility?",
    fact(g("LineOfCreditFacilityCommitmentFeePercentage"), N_FY23, PURE, REVOLVER))
add(C, NF, "Weighted-average discount rate on Netflix's operating leases at December 31, 2023",
    fact(g("OperatingLeaseWeightedAverageDiscountRatePercent"), N_BS23, PURE))
add(C, NF, "The catch-all 'Other' line in Netflix's 2023 reconciliation of expected to actual income tax expense",
    fact(g("IncomeTaxReconciliationOtherAdjustments"), N_FY23, USD))
add(C, NF, "Total fair value of Netflix stock options that vested during 2023",
    fact(g("SharebasedCompensationArrangementBySharebasedPaymentAwardOptionsVestedInPeriodFairValue1"), N_FY23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, COF, "Capital One's provision for loan and lease losses a year earlier, in the March 2009 quarter",
    fact(F(COF, "ProvisionForLoanAndLeaseLosses"), Q09, USD))
add(C, COF, "What did the 'servicing and securitizations' line contribute to Capital One's non-interest income in Q1 2009?",
    fact(F(COF, "ServicingAndSecuritizationsIncome"), Q09, USD))
add(C, COF, "Accounts receivable from securitizations at Capital One as of December 31, 2009",
    fact(F(COF, "InterestsContinuedToBeHeldByTransferorFairValue"), DEC09, USD))
add(C, AIG, "AIG's policyholder contract deposits at year-end 2009", fact(F(AIG, "PolicyholderContractDeposits"), DEC09, USD))
add(C, AIG, "Deferred policy acquisition costs on AIG's December 31, 2009 balance sheet", fact(F(AIG, "DeferredPolicyAcquisitionCosts"), DEC09, USD))
add(C, AIG, "Total net realized capital losses AIG reported for the first quarter of 2009",
    fact(F(AIG, "RealizedInvestmentGainsLosses"), Q09, USD))
add(C, EDGR, "EDGAR Online's subscriptions revenue in Q1 2009", fact(F(EDGR, "SubscriptionRevenue"), Q09, USD))
add(C, EDGR, "Total common stockholders' equity of EDGAR Online at March 31, 2009, as shown in its equity roll-forward",
    fact(F(EDGR, "StockholdersEquity"), MAR09, USD))
add(C, DUK, "Regulated electric revenues at Duke Energy for the three months ended June 30, 2008",
    fact(F(DUK, "ElectricDomesticRegulatedRevenue"), PQPY, USD))
add(C, DUK, "Duke's goodwill balance at December 31, 2008", fact(F(DUK, "Goodwill"), PYE, USD))
add(C, DUK, "How much did Duke spend purchasing emission allowances in the first six months of 2008?",
    fact(F(DUK, "PurchasesOfEmissionAllowances"), PHPY, USD))
add(C, LMC, "Liberty Media's net retail sales in the second quarter of 2008", fact(F(LMC, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, LMC, "Gains (losses) on dispositions, net, that Liberty Media recorded in the first half of 2008",
    fact(F(LMC, "GainLossOnDispositionOfAssets"), PHPY, USD))
add(C, LMC, "Accrued stock compensation liability at Liberty Media on December 31, 2008", fact(F(LMC, "AccruedStockCompensation"), PYE, USD))
add(C, BAX, "Baxter R&D expenses for the comparable 2008 quarter (three months ended June 30, 2008)",
    fact(F(BAX, "ResearchAndDevelopmentExpense"), PQPY, USD))
add(C, BAX, "Cost of the common stock Baxter held in treasury at the end of 2008", fact(F(BAX, "TreasuryStockValue"), PYE, USD))
add(C, NF, "Netflix's comprehensive income for fiscal 2022", fact(g("ComprehensiveIncomeNetOfTax"), N_FY22, USD))
add(C, NF, "At December 31, 2022, what was the total of cash, cash equivalents and short-term investments in Netflix's fair value "
    "measurement table (the figure that also counts restricted cash held in other assets)?",
    fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS22, USD))
add(C, NF, "By how much did Netflix's unrecognized tax benefits decrease in 2022 because of prior-period tax positions?",
    fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions"), N_FY22, USD))
add(C, NF, "Change in accounts payable within Netflix's 2022 operating cash flows", fact(g("IncreaseDecreaseInAccountsPayable"), N_FY22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, DUK, "Duke Energy's total operating revenues for the quarter ended June 30, 2009 -- three months only", fact(F(DUK, "Revenues"), PQ, USD))
add(C, DUK, "Fuel used in electric generation and purchased power (regulated) at Duke, six months to June 30, 2009",
    fact(F(DUK, "CostOfDomesticRegulatedElectric"), PH, USD))
add(C, DUK, "Duke's 'operation, maintenance and other' expense in 2Q09 by itself",
    fact(F(DUK, "UtilitiesOperatingExpenseMaintenanceAndOperations"), PQ, USD))
add(C, DUK, "Year-to-date property and other taxes at Duke Energy through June 2009",
    fact(F(DUK, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PH, USD))
add(C, DUK, "Duke interest expense for April-June 2009, not the half year", fact(F(DUK, "InterestExpense"), PQ, USD))
add(C, DUK, "Depreciation and amortization on Duke's income statement for the second quarter of 2009 alone",
    fact(F(DUK, "DepreciationAndAmortization"), PQ, USD))
add(C, DUK, "Non-regulated electric, natural gas and other revenues at Duke for January through June 2009",
    fact(F(DUK, "UnregulatedOperatingRevenue"), PH, USD))
add(C, LMC, "Liberty Media's communications and programming services revenue in Q2 2009 (the quarter on its own)",
    fact(F(LMC, "SalesRevenueServicesNet"), PQ, USD))
add(C, LMC, "Cost of sales at Liberty Media for the six months ended June 30, 2009", fact(F(LMC, "CostOfGoodsSold"), PH, USD))
add(C, LMC, "Realized and unrealized gains (losses) on financial instruments at Liberty Media during the June 2009 quarter",
    fact(F(LMC, "GainLossOnDerivativeInstrumentsNetPretax"), PQ, USD))
add(C, LMC, "Liberty's share of earnings of affiliates, year to date through June 30, 2009",
    fact(F(LMC, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, LMC, "What was Liberty Media's interest expense in 2Q 2009 -- quarter, not six months?", fact(F(LMC, "InterestExpense"), PQ, USD))
add(C, LMC, "Liberty Media operating income for the first half of 2009", fact(F(LMC, "OperatingIncomeLoss"), PH, USD))
add(C, LMC, "Dividend and interest income Liberty Media earned in the three months to June 30, 2009",
    fact(F(LMC, "InvestmentIncomeInterestAndDividend"), PQ, USD))
add(C, BAX, "Baxter's net sales for its second quarter of 2009 (three months ended June 30)", fact(F(BAX, "SalesRevenueNet"), PQ, USD))
add(C, BAX, "Gross margin in dollars at Baxter for the first six months of 2009", fact(F(BAX, "GrossProfit"), PH, USD))
add(C, BAX, "Marketing and administrative expenses at Baxter, Q2 2009 only", fact(F(BAX, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, BAX, "Baxter income tax expense year-to-date at June 30, 2009", fact(F(BAX, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, BAX, "Net interest expense at Baxter in the quarter ended June 30, 2009", fact(F(BAX, "NetInterestExpense"), PQ, USD))
add(C, BAX, "Baxter cost of sales, January-June 2009", fact(F(BAX, "CostOfGoodsAndServicesSold"), PH, USD))

# =================================================================== derived
C = "derived"
add(C, COF, "Capital One's efficiency ratio for Q1 2010, defined as total non-interest expense / (net interest income + total non-interest income)",
    derived("e0/(e1+e2)", [inp(F(COF, "NoninterestExpense"), Q10), inp(F(COF, "InterestIncomeExpenseNet"), Q10),
                           inp(F(COF, "NoninterestIncome"), Q10)], Q10, PURE))
add(C, COF, "Year-over-year growth in Capital One's net interest income, Q1 2010 vs Q1 2009, as a decimal (a negative number would mean a decline)",
    growth(F(COF, "InterestIncomeExpenseNet"), Q10, Q09))
add(C, COF, "What share of Capital One's total deposits were non-interest-bearing at March 31, 2010?",
    ratio(F(COF, "NoninterestBearingDepositLiabilities"), F(COF, "Deposits"), B10))
add(C, AIG, "Noncontrolling interests as a fraction of AIG's total equity at March 31, 2010",
    ratio(F(AIG, "MinorityInterest"), SE_NCI, B10))
add(C, AIG, "How much did AIG's total revenues grow from the first quarter of 2009 to the first quarter of 2010? Decimal, negative if they fell.",
    growth(F(AIG, "Revenues"), Q10, Q09))
add(C, AIG, "Change in AIG's total liabilities between December 31, 2009 and March 31, 2010, in dollars (later minus earlier)",
    diff(F(AIG, "Liabilities"), F(AIG, "Liabilities"), B10, DEC09))
add(C, EDGR, "EDGAR Online gross margin for Q1 2010: gross profit over total revenues",
    ratio(F(EDGR, "GrossProfit"), F(EDGR, "Revenues"), Q10))
add(C, EDGR, "Working capital at EDGAR Online on March 31, 2010 (total current assets less total current liabilities)",
    diff(F(EDGR, "AssetsCurrent"), F(EDGR, "LiabilitiesCurrent"), B10))
add(C, EDGR, "EDGAR Online's free cash flow in Q1 2010, taken as operating cash flow minus capital expenditures minus capitalized product development costs",
    derived("e0-e1-e2", [inp(F(EDGR, "NetCashProvidedByUsedInOperatingActivities"), Q10),
                         inp(F(EDGR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10),
                         inp(F(EDGR, "PaymentsToAcquireSoftware"), Q10)], Q10, USD, ratio=False))
add(C, DUK, "Duke Energy's operating margin in Q2 2009 (operating income divided by total operating revenues)",
    ratio(F(DUK, "OperatingIncomeLoss"), F(DUK, "Revenues"), PQ))
add(C, DUK, "Duke's free cash flow for the first half of 2009: cash from operations less capital expenditures",
    fcf(PH, F(DUK, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, DUK, "Effective tax rate on Duke's continuing operations for the six months ended June 30, 2009 (income tax expense / pre-tax income from continuing operations)",
    ratio(F(DUK, "IncomeTaxExpenseBenefit"), F(DUK, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), PH))
add(C, LMC, "Liberty Media's current ratio at June 30, 2009", ratio(F(LMC, "AssetsCurrent"), F(LMC, "LiabilitiesCurrent"), PB))
add(C, LMC, "What portion of Liberty Media's consolidated revenue in Q2 2009 came from the Liberty Interactive group?",
    ratio(F(LMC, "SalesRevenueNet"), F(LMC, "SalesRevenueNet"), PQ, m_num=GRP("SegmentLibertyInteractive")))
add(C, BAX, "Baxter's gross margin percentage for 2Q09 (gross margin / net sales, as a decimal)",
    ratio(F(BAX, "GrossProfit"), F(BAX, "SalesRevenueNet"), PQ))
add(C, BAX, "R&D intensity at Baxter over the first half of 2009 -- research and development expenses as a share of net sales",
    ratio(F(BAX, "ResearchAndDevelopmentExpense"), F(BAX, "SalesRevenueNet"), PH))
add(C, NF, "Percent change in Netflix's cash, cash equivalents and restricted cash over 2021 (year-end 2021 balance vs year-end 2020), as a decimal; negative means it shrank",
    growth(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_BS21, N_BS20))
add(C, NF, "What fraction of Netflix's total current tax provision for 2021 was U.S. federal?",
    ratio(g("CurrentFederalTaxExpenseBenefit"), g("CurrentIncomeTaxExpenseBenefit"), N_FY21))
add(C, NF, "Netflix's 3.625% senior notes issued in April 2020: fair value at December 31, 2023 divided by face amount",
    ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS23,
          m_num=NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedApril2020Member"),
          m_den=NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedApril2020Member")))
add(C, NF, "Of Netflix's total 2021 contributions to multiemployer plans, what share went to the health benefit plans?",
    ratio(MEP_CONTRIB, MEP_CONTRIB, N_FY21, m_num=MEP("MultiemployerHealthBenefitsMember")))

# =================================================================== members
C = "members"
add(C, COF, "Capital One statement of changes in equity, Q1 2010: the cumulative effect of adopting the new consolidation accounting standards on the retained earnings column",
    fact(F(COF, "CumulativeEffectFromAdoptionOfNewConsolidationAccountingStandards"), Q10, USD, EQC("RetainedEarnings")))
add(C, COF, "Balance of the preferred stock column in Capital One's equity statement at March 31, 2009",
    fact(F(COF, "StockholdersEquity"), MAR09, USD, EQC("PreferredStock")))
add(C, COF, "Accretion of preferred stock discount recorded in the preferred stock column at Capital One during Q1 2009",
    fact(F(COF, "DiscountAccretionOnPreferredStock"), Q09, USD, EQC("PreferredStock")))
add(C, AIG, "Carrying amount of AIG's Series F preferred stock at March 31, 2010",
    fact(F(AIG, "PreferredStockIncludingAdditionalPaidInCapital"), B10, USD, {"ClassOfStock": "PreferredStockSeriesF"}))
add(C, AIG, "Aggregate liquidation value of the Series F preferred shares AIG had outstanding at December 31, 2009",
    fact(F(AIG, "PreferredStockLiquidationValueOfAllShares"), DEC09, USD, {"ClassOfStock": "PreferredStockSeriesF"}))
add(C, AIG, "In the noncontrolling interests column of AIG's Q1 2010 equity statement, what was the net decrease due to deconsolidation?",
    fact(F(AIG, "NoncontrollingInterestNetDecreaseDueToDeconsolidation"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, EDGR, "Treasury shares held by EDGAR Online at March 31, 2009, per the treasury stock column of its equity statement",
    fact(F(EDGR, "SharesIssued"), MAR09, SH, EQC("TreasuryStock")))
add(C, EDGR, "Accrued Series B preferred dividends charged to EDGAR Online's additional paid-in capital in Q1 2010",
    fact(F(EDGR, "DividendsPreferredStock"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, DUK, "Foreign currency translation column of Duke Energy's equity statement: balance at June 30, 2009",
    fact(F(DUK, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, DUK, "How much of Duke's first-half 2009 foreign currency translation adjustment was attributed to noncontrolling interests?",
    fact(F(DUK, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD,
         EQC("NoncontrollingInterest")))
add(C, DUK, "Reclassification into earnings from cash flow hedges in the net gains (losses) on cash flow hedges column of Duke's equity statement, six months ended June 30, 2009",
    fact(F(DUK, "OtherComprehensiveIncomeReclassificationAdjustmentOnDerivativesIncludedInNetIncomeNetOfTax"), PH, USD,
         EQC("AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedges")))
add(C, LMC, "Selling, general and administrative expense of the Liberty Interactive group in the second quarter of 2009",
    fact(F(LMC, "SellingGeneralAndAdministrativeExpense"), PQ, USD, GRP("SegmentLibertyInteractive")))
add(C, LMC, "Capital expenditures attributed to Liberty Interactive for the six months ended June 30, 2009",
    fact(F(LMC, "PaymentsToAcquireProductiveAssets"), PH, USD, GRP("SegmentLibertyInteractive")))
add(C, LMC, "Revenue of the Liberty Entertainment tracking group, quarter ended June 30, 2009",
    fact(F(LMC, "SalesRevenueNet"), PQ, USD, GRP("SegmentLibertyEntertainment")))
add(C, NF, "Fair value of Netflix's 5.750% senior notes as of December 31, 2023",
    fact(g("LongTermDebtFairValue"), N_BS23, USD, NOTE("FivePointSevenFivePercentSeniorNotesMember")))
add(C, NF, "Level 2 bank time deposits in Netflix's fair value table at year-end 2023",
    fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS23, USD,
         {FVL: G + "FairValueInputsLevel2Member", FININST: G + "BankTimeDepositsMember"}))
add(C, NF, "How much did Netflix hold in money market funds (Level 1 inputs) at December 31, 2023?",
    fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS23, USD,
         {FVL: G + "FairValueInputsLevel1Member", FININST: G + "MoneyMarketFundsMember"}))
add(C, NF, "Other comprehensive income (loss) booked to the accumulated other comprehensive income column of Netflix's 2023 stockholders' equity statement",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), N_FY23, USD, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}))
add(C, NF, "Treasury stock column of Netflix's statement of stockholders' equity: balance at December 31, 2021",
    fact(g("StockholdersEquity"), N_BS21, USD, {EQAX: G + "TreasuryStockCommonMember"}))
add(C, NF, "Netflix's 2022 contributions to multiemployer health benefit plans", fact(MEP_CONTRIB, N_FY22, USD, MEP("MultiemployerHealthBenefitsMember")))

# =================================================================== per_share
C = "per_share"
add(C, COF, "Capital One diluted earnings per share, first quarter 2010", fact(F(COF, "EarningsPerShareDiluted"), Q10, PS))
add(C, COF, "What common dividend per share did Capital One declare in Q1 2009?", fact(F(COF, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, COF, "Number of Capital One common shares issued at March 31, 2010", fact(F(COF, "CommonStockSharesIssued"), B10, SH))
add(C, AIG, "AIG's basic loss per share from continuing operations for Q1 2009",
    fact(F(AIG, "IncomeLossFromContinuingOperationsPerBasicShare"), Q09, PS))
add(C, AIG, "Diluted weighted-average shares AIG used for the first quarter of 2010",
    fact(F(AIG, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, AIG, "How many shares of common stock did AIG hold in treasury at quarter-end March 2010?", fact(F(AIG, "TreasuryStockShares"), B10, SH))
add(C, EDGR, "EDGAR Online's basic net loss per common share in Q1 2010", fact(F(EDGR, "EarningsPerShareBasic"), Q10, PS))
add(C, EDGR, "Common shares outstanding at EDGAR Online as of March 31, 2010", fact(F(EDGR, "CommonStockSharesOutstanding"), B10, SH))
add(C, EDGR, "Par value per share of EDGAR Online's Series B redeemable convertible preferred stock",
    fact(F(EDGR, "RedeemableConvertiblePreferredStockParOrStatedValuePerShare"), B10, PS))
add(C, DUK, "Duke Energy's diluted EPS for the quarter ended June 30, 2009", fact(F(DUK, "EarningsPerShareDiluted"), PQ, PS))
add(C, DUK, "Dividends per share Duke declared over the first six months of 2009", fact(F(DUK, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, DUK, "Basic weighted-average share count at Duke for 2Q08", fact(F(DUK, "WeightedAverageNumberOfSharesOutstandingBasic"), PQPY, SH))
add(C, DUK, "Duke common shares outstanding on December 31, 2008", fact(F(DUK, "CommonStockSharesOutstanding"), PYE, SH))
add(C, BAX, "Baxter's diluted EPS for the first half of 2008", fact(F(BAX, "EarningsPerShareDiluted"), PHPY, PS))
add(C, BAX, "Cash dividends declared per Baxter common share in the June 2009 quarter", fact(F(BAX, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, BAX, "Baxter's diluted weighted-average shares for Q2 2009", fact(F(BAX, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, NF, "Weighted-average exercise price of Netflix stock options outstanding at December 31, 2020",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), N_BS20, PS))
add(C, NF, "Shares available for future grant under Netflix's equity plan at the end of 2021",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), N_BS21, SH))
add(C, NF, "Weighted-average exercise price of the Netflix options that expired during 2022",
    fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExpirationsInPeriodWeightedAverageExercisePrice"), N_FY22, PS))
add(C, NF, "How many shares did Netflix issue on stock option exercises in 2022?",
    fact(g("StockIssuedDuringPeriodSharesStockOptionsExercised"), N_FY22, SH))

# =================================================================== jargon
C = "jargon"
add(C, COF, "COF NII after PLL, 1Q10", fact(F(COF, "InterestIncomeExpenseAfterProvisionForLoanLoss"), Q10, USD))
add(C, COF, "Capital One capex 1Q09 -- additions of premises and equipment", fact(F(COF, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, COF, "COF CFF for 1Q10?", fact(F(COF, "NetCashProvidedByUsedInFinancingActivities"), Q10, USD))
add(C, AIG, "AIG NII 1Q10 (insurer-style: net investment income)", fact(F(AIG, "NetInvestmentIncome"), Q10, USD))
add(C, AIG, "AIG OTTI hit to earnings, 1Q09 -- net other-than-temporary impairments on AFS securities recognized in earnings",
    fact(F(AIG, "OtherThanTemporaryImpairmentLossesInvestmentsPortionRecognizedInEarningsNetAvailableForSaleSecurities"), Q09, USD))
add(C, AIG, "AIG acquisition & other insurance opex for 1Q10 (the 'policy acquisition and other insurance expenses' line)",
    fact(F(AIG, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, EDGR, "EDGR total opex, 1Q10", fact(F(EDGR, "OperatingExpenses"), Q10, USD))
add(C, EDGR, "EDGAR Online operating cash burn in 1Q10 (CFO)", fact(F(EDGR, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, EDGR, "EDGR SBC expense 1Q09", fact(F(EDGR, "ShareBasedCompensation"), Q09, USD))
add(C, DUK, "DUK CFO 1H08", fact(F(DUK, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, DUK, "Duke's gross LTD issuance in 1H09", fact(F(DUK, "ProceedsFromIssuanceOfLongTermDebt"), PH, USD))
add(C, DUK, "DUK divs paid in cash YTD June 2009 (cash flow statement, not declared)", fact(F(DUK, "PaymentsOfDividends"), PH, USD))
add(C, LMC, "LMC CFO, 1H09", fact(F(LMC, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, LMC, "Liberty Media SBC add-back in the 1H09 cash flow", fact(F(LMC, "ShareBasedCompensation"), PH, USD))
add(C, BAX, "BAX buybacks 1H09 (treasury stock purchases)", fact(F(BAX, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, BAX, "Baxter capex for 1H08?", fact(F(BAX, "PaymentsToAcquireProductiveAssets"), PHPY, USD))
add(C, NF, "NFLX FY21 CFI", fact(ICF, N_FY21, USD))
add(C, NF, "NFLX M&A cash out in FY21 (acquisitions, net of cash acquired)", fact(g("PaymentsToAcquireBusinessesNetOfCashAcquired"), N_FY21, USD))
add(C, NF, "How much debt did NFLX pay down in FY22 (repayments of debt in CFF)?", fact(g("RepaymentsOfLongTermDebt"), N_FY22, USD))
add(C, NF, "Netflix cash interest paid, FY22", fact(g("InterestPaidNet"), N_FY22, USD))

# =================================================================== refuse
C = "refuse"
add(C, COF, "What was Zions Bancorporation's net interest income for the first quarter of 2010?",
    refuse(oc, "Zions Bancorporation is not in the data (Capital One is).", other("ZIONS")))
add(C, AIG, "How much net investment income did CNA Financial report in Q1 2010?",
    refuse(oc, "CNA Financial is not in the data (AIG is).", other("CNA FINANCIAL")))
add(C, DUK, "SCANA's total operating revenues for the quarter ended June 30, 2009?",
    refuse(oc, "SCANA is not in the data (Duke Energy is).", other("SCANA")))
add(C, BAX, "What were CareFusion's net sales in the June 2009 quarter?",
    refuse(oc, "CareFusion is not in the data (Baxter is).", other("CAREFUSION")))
add(C, EDGR, "FactSet Research Systems' subscription revenue for the quarter ended March 31, 2010?",
    refuse(oc, "FactSet is not in the data (EDGAR Online is).", other("FACTSET")))
add(C, COF, "Capital One's net interest income in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q reports periods ending March 31, 2010 (and 2009); the June 2010 quarter is not in its data.",
           absent(F(COF, "InterestIncomeExpenseNet"), Q2_10)))
add(C, AIG, "AIG's premiums and other considerations for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports only the three-month periods ended March 31, 2010 and 2009; full-year 2009 premiums are not in its data.",
           absent(F(AIG, "PremiumsEarnedNet"), FY09)))
add(C, DUK, "Duke Energy's total operating revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(DUK, "Revenues"), PQ3)))
add(C, LMC, "Liberty Media's net retail sales for calendar 2008 as a whole?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; full-year 2008 sales are not in its data.",
           absent(F(LMC, "SalesRevenueGoodsNet", "SalesRevenueNet"), FY08)))
add(C, NF, "Netflix's diluted EPS for the first nine months of 2023?",
    refuse(pn, "The 2023 10-K reports full-year per-share figures; a nine-month (January-September 2023) EPS is not in the filing.",
           absent(EPSD, N_9M_23)))
add(C, COF, "What diluted weighted-average share count did Capital One use for Q1 2010?",
    refuse(cn, "Capital One's Q1 2010 data carry per-share amounts but no weighted-average share counts.",
           absent_any(WAD + WAB)))
add(C, LMC, "Liberty Media's diluted earnings per share for the first half of 2009?",
    refuse(cn, "Liberty Media's Q2 2009 data report no earnings per share (its per-share results are by tracking stock and are not in the data).",
           absent_any(g("EarningsPerShareBasic", "EarningsPerShareDiluted", "EarningsPerShareBasicAndDiluted",
                        "IncomeLossFromContinuingOperationsPerBasicShare", "IncomeLossFromContinuingOperationsPerDilutedShare"))))
add(C, EDGR, "What dividend per common share did EDGAR Online pay in Q1 2010?",
    refuse(cn, "EDGAR Online pays no common dividends; its Q1 2010 data report no common dividends per share or payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividendsCommonStock",
                        "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, BAX, "How much of Baxter's inventory at June 30, 2009 was raw materials?",
    refuse(cn, "Baxter's Q2 2009 data give total inventories only, with no raw materials / work in process / finished goods split.",
           absent_any(g("InventoryRawMaterials", "InventoryRawMaterialsNetOfReserves", "InventoryRawMaterialsAndSupplies",
                        "InventoryWorkInProcess", "InventoryFinishedGoods"))))
add(C, NF, "What goodwill impairment charge did Netflix record in 2023?",
    refuse(cn, "Netflix's 2023 10-K reports no goodwill impairment.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "GoodwillImpairedAccumulatedImpairmentLoss"))))
WHY_AIG = ("AIG's Q1 2010 income statement shows three bottom lines: net income including noncontrolling interests (ProfitLoss), "
           "net income attributable to AIG (NetIncomeLoss) and net income attributable to AIG common shareholders "
           "(NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, AIG, "What was AIG's net income for the first quarter of 2010?", refuse(am, WHY_AIG, amb_for(AIG, WHY_AIG,
    (F(AIG, "ProfitLoss"), Q10, None), (F(AIG, "NetIncomeLoss"), Q10, None), (F(AIG, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_EDGR = ("EDGAR Online reports a net loss (NetIncomeLoss) and, after Series B preferred dividends and accretion, a larger "
            "net loss to common shareholders (NetIncomeLossAvailableToCommonStockholdersBasic) for Q1 2010.")
add(C, EDGR, "How big was EDGAR Online's net loss in Q1 2010?", refuse(am, WHY_EDGR, amb_for(EDGR, WHY_EDGR,
    (F(EDGR, "NetIncomeLoss"), Q10, None), (F(EDGR, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_DUK = ("For the six months ended June 30, 2009 Duke reports depreciation and amortization on the income statement "
           "(DepreciationAndAmortization) and a larger 'depreciation and amortization (including amortization of nuclear fuel)' "
           "add-back in the cash flow statement (AdjustmentDepreciationAndAmortization).")
add(C, DUK, "Duke Energy's depreciation and amortization for the first half of 2009?", refuse(am, WHY_DUK, amb_for(DUK, WHY_DUK,
    (F(DUK, "DepreciationAndAmortization"), PH, None), (F(DUK, "AdjustmentDepreciationAndAmortization"), PH, None))))
WHY_NOTES = ("Netflix has two issues of 4.875% senior notes at December 31, 2023 -- the 4.875% senior notes and the 4.875% notes "
             "issued in October 2019 -- each with its own face amount.")
add(C, NF, "What is the face amount of Netflix's 4.875% senior notes at December 31, 2023?", refuse(am, WHY_NOTES, amb_for(NF, WHY_NOTES,
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("FourPointEightSevenFivePercentSeniorNotesMember")),
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("FourPointEightSevenFivePercentSeniorNotesIssuedOctober2019Member")))))
WHY_DTAX = ("Netflix reports two 2021 'deferred income taxes' amounts: the total deferred tax provision in its income tax note "
            "(DeferredIncomeTaxExpenseBenefit) and the deferred income taxes adjustment in its cash flow statement "
            "(nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications).")
add(C, NF, "Netflix deferred income taxes for 2021?", refuse(am, WHY_DTAX, amb_for(NF, WHY_DTAX,
    (g("DeferredIncomeTaxExpenseBenefit"), N_FY21, None), (["nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications"], N_FY21, None))))


PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40)  # rounds 1-40, named one by one


def main():
    write_round("h44", gr.QUESTIONS_44, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
