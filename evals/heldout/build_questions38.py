#!/usr/bin/env python3
"""Writes evals/data/ask_heldout38.jsonl and its refusal probes (ask_heldout38_probes.jsonl) -- round 38 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout38.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions38.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout38.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-36's scaffolding) through sys.path (nothing there was modified; no bytecode was written), and
rounds 1-36 were read from a copy of evals/data; here `from specs import *` takes them from evals/heldout itself.
Rounds 1-36 are named one by one in PREV. Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-38 share


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.0f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 38 FSDS filings: companies no round 1-36 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-36, and against avoid_adsh.txt and its companies), all
# with EVEN CIKs (the parallel writer takes odd CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a life/mortgage insurer, an asset manager, an apartment REIT (2010q2); a regional bank, a healthcare
# (pharma/devices/nutrition) company and an IT-services company (2009q3).
GNW = "fsds:0001193125-10-101913"   # GENWORTH FINANCIAL INC 10-Q (2010q2), CIK 1276520, Q1 2010 (insurer); EquityComponents rows
IVZ = "fsds:0000950123-10-043401"   # INVESCO LTD. 10-Q (2010q2), CIK 914208, Q1 2010 (asset manager); EquityComponents rows
AVB = "fsds:0000950123-10-044669"   # AVALONBAY COMMUNITIES INC 10-Q (2010q2), CIK 915912, Q1 2010 (apartment REIT)
STI = "fsds:0001193125-09-169479"   # SUNTRUST BANKS INC 10-Q (2009q3), CIK 750556, Q2 2009 and six months (bank); EquityComponents rows
ABT = "fsds:0001104659-09-048013"   # ABBOTT LABORATORIES 10-Q (2009q3), CIK 1800, Q2 2009 and six months (healthcare)
CTSH = "fsds:0001193125-09-168966"  # COGNIZANT TECHNOLOGY SOLUTIONS CORP 10-Q (2009q3), CIK 1058290, Q2 2009 and six months (IT services)
TICK = {GNW: "gnw", IVZ: "ivz", AVB: "avb", STI: "sti", ABT: "abt", CTSH: "ctsh"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10 = ("2010-04-01", "2010-06-30")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods, axes and members not among the shared constants
A_FY20 = ("2019-09-29", "2020-09-26")
EU_AID = (None, "2016-08-30")
EQAX = G + "StatementEquityComponentsAxis"
FVL, L1 = G + "FairValueByFairValueHierarchyLevelAxis", G + "FairValueInputsLevel1Member"
FININST = G + "FinancialInstrumentAxis"
AWARD = G + "AwardTypeAxis"
RSTOCK = {AWARD: G + "RestrictedStockMember"}
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
FX_CFH_SOLD = {G + "DerivativeByNatureAxis": "msft:DerivativesSoldMember",
               G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
               G + "DerivativeInstrumentsGainLossByHedgingRelationshipAxis": G + "CashFlowHedgingMember"}
ROC = {G + "IncomeTaxAuthorityAxis": "msft:RegionalOperatingCentersMember"}
IR_HEDGE = {G + "DerivativeInstrumentRiskAxis": G + "InterestRateContractMember",
            G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
EU_STATE_AID = {G + "LossContingenciesByNatureOfContingencyAxis": "aapl:UnfavorableInvestigationOutcomeEUStateAidRulesMember"}
PLAN2013 = {G + "PlanNameAxis": "aeon:Aeon2013StockIncentivePlanMember"}
DAEWOONG = {"srt:CounterpartyNameAxis": "aeon:DaewoongMember", G + "LongtermDebtTypeAxis": G + "ConvertibleDebtMember",
            G + "TypeOfArrangementAxis": "aeon:ConvertiblePromissoryNotePurchaseAgreementMember"}
NFLX_SBC_GA = ["nflx:StockBasedCompensationExpenseAssociatedWithGeneralAndAdministrativeExpense"]
NFLX_SBC_MKT = ["nflx:StockBasedCompensationExpenseAssociatedWithMarketingExpense"]
NFLX_SBC_FUL = ["nflx:StockBasedCompensationExpenseAssociatedWithFulfillmentExpense"]

# =================================================================== direct
C = "direct"
add(C, GNW, "What did Genworth Financial earn in premiums during the quarter ended March 31, 2010?", fact(F(GNW, "PremiumsEarnedNet"), Q10, USD))
add(C, GNW, "Reinsurance recoverable on Genworth's balance sheet at 3/31/2010", fact(F(GNW, "ReinsuranceRecoverables"), B10, USD))
add(C, GNW, "How much in non-recourse funding obligations was Genworth carrying at the end of the first quarter of 2010?",
    fact(F(GNW, "SecuredDebt"), B10, USD))
add(C, IVZ, "Invesco's investment management fees, Q1 2010", fact(F(IVZ, "InvestmentAdvisoryFees"), Q10, USD))
add(C, IVZ, "On Invesco's March 31, 2010 balance sheet, what was the amount of unsettled fund receivables?", fact(F(IVZ, "UnsettledFundReceivables"), B10, USD))
add(C, AVB, "Property taxes AvalonBay Communities expensed in the first three months of 2010", fact(F(AVB, "RealEstateTaxExpense"), Q10, USD))
add(C, AVB, "How much land held for development did AvalonBay report as of March 31, 2010?", fact(F(AVB, "LandHeldForDevelopment"), B10, USD))
add(C, AVB, "AvalonBay's gain on sale of communities (discontinued operations) for 1Q 2010",
    fact(F(AVB, "DiscontinuedOperationGainLossFromDisposalOfDiscontinuedOperationBeforeIncomeTax"), Q10, USD))
add(C, STI, "Other real estate owned at SunTrust Banks, June 30, 2009", fact(F(STI, "OtherRealEstateAndForeclosedAssets"), PB, USD))
add(C, STI, "What was the value of SunTrust's trading assets at the end of the second quarter of 2009?", fact(F(STI, "TradingAssets"), PB, USD))
add(C, ABT, "Total inventories on Abbott Laboratories' balance sheet as of June 30, 2009", fact(F(ABT, "InventoryNet"), PB, USD))
add(C, ABT, "How much short-term borrowing did Abbott have outstanding at mid-year 2009?", fact(F(ABT, "ShortTermBorrowings"), PB, USD))
add(C, CTSH, "Unbilled accounts receivable at Cognizant Technology Solutions on June 30, 2009",
    fact(F(CTSH, "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear"), PB, USD))
add(C, MS, "What was the value of securities Microsoft had received as collateral at June 30, 2015?", fact(g("SecuritiesReceivedAsCollateral"), M_BS15, USD))
add(C, MS, "Microsoft's deferred tax assets net of valuation allowance at the end of fiscal 2015 (income tax note)", fact(g("DeferredTaxAssetsNet"), M_BS15, USD))
add(C, A10K, "Deferred tax liabilities from leasing arrangements in Apple's tax note as of September 30, 2023", fact(g("DeferredTaxLiabilitiesLeasingArrangements"), A_BS23, USD))
add(C, A10K, "Total interest costs Apple incurred during fiscal 2023", fact(g("InterestCostsIncurred"), A_FY23, USD))
add(C, AE, "What subscription receivables did AEON Biopharma show within stockholders' equity at September 30, 2023?",
    fact(["aeon:SubscriptionReceivables"], E_BS, USD))
add(C, AE, "Proceeds from convertible debt in AEON's predecessor period, January 1 through July 21, 2023", fact(g("ProceedsFromConvertibleDebt"), E_PRED, USD))
add(C, NQ, "Netflix total liabilities and stockholders' equity as of September 30, 2010", fact(g("LiabilitiesAndStockholdersEquity"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, GNW, "Genworth's net other-than-temporary impairments a year earlier, in the first quarter of 2009", fact(F(GNW, "NetOtherThanTemporaryImpairments"), Q09, USD))
add(C, GNW, "Deferred acquisition costs on Genworth's year-end 2009 balance sheet", fact(F(GNW, "DeferredPolicyAcquisitionCosts"), DEC09, USD))
add(C, IVZ, "What performance fees did Invesco earn in Q1 2009?", fact(F(IVZ, "PerformanceFees"), Q09, USD))
add(C, IVZ, "Invesco's goodwill balance as of December 31, 2009", fact(F(IVZ, "Goodwill"), DEC09, USD))
add(C, AVB, "AvalonBay rental and other income in the comparable 2009 quarter (three months ended March 31, 2009)", fact(F(AVB, "RentalAndOtherIncome"), Q09, USD))
add(C, AVB, "Unsecured notes, net at AvalonBay on December 31, 2009", fact(F(AVB, "UnsecuredDebt"), DEC09, USD))
add(C, STI, "SunTrust total deposits at December 31, 2008", fact(F(STI, "Deposits"), PYE, USD))
add(C, STI, "How much trust and investment management income did SunTrust book in the June 2008 quarter?", fact(F(STI, "AssetManagementFees"), PQPY, USD))
add(C, ABT, "Acquired in-process research and development charged by Abbott in the second quarter of 2008", fact(F(ABT, "ResearchAndDevelopmentInProcess"), PQPY, USD))
add(C, ABT, "Abbott's current portion of long-term debt at the end of 2008", fact(F(ABT, "LongTermDebtCurrent"), PYE, USD))
add(C, CTSH, "Cognizant's revenues for the three months ended June 30, 2008", fact(F(CTSH, "SalesRevenueNet"), PQPY, USD))
add(C, CTSH, "Deferred revenue on Cognizant's December 31, 2008 balance sheet", fact(F(CTSH, "DeferredRevenueCurrent"), PYE, USD))
add(C, MS, "Amortization of intangible assets at Microsoft in fiscal 2013", fact(g("AmortizationOfIntangibleAssets"), M_FY13, USD))
add(C, MS, "Gross unrealized gains on Microsoft's investments as of June 30, 2014",
    fact(g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), M_BS14, USD))
add(C, A10K, "In Apple's fiscal 2022 tax rate reconciliation, how big was the research credit?", fact(g("IncomeTaxReconciliationTaxCreditsResearch"), A_FY22, USD))
add(C, A10K, "Apple's current foreign tax expense for fiscal 2021", fact(g("CurrentForeignTaxExpenseBenefit"), A_FY21, USD))
add(C, A10K, "Current finance lease liabilities at Apple as of September 24, 2022", fact(g("FinanceLeaseLiabilityCurrent"), A_BS22, USD))
add(C, AE, "How many shares of treasury stock did AEON hold at December 31, 2022?", fact(g("TreasuryStockShares"), E_BSPY, SH))
add(C, NQ, "Netflix's current portion of lease financing obligations at the end of 2009", fact(g("OtherLongTermDebtCurrent"), N10_BSPY, USD))
add(C, NQ, "Accumulated other comprehensive income, net on Netflix's December 31, 2009 balance sheet",
    fact(g("AccumulatedOtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, STI, "SunTrust's regulatory assessments expense for the second quarter of 2009 by itself", fact(F(STI, "RegulatoryAssessments"), PQ, USD))
add(C, STI, "Provision for loan losses at SunTrust, year to date through June 30, 2009", fact(F(STI, "ProvisionForLoanAndLeaseLosses"), PH, USD))
add(C, STI, "Mortgage production related income SunTrust reported for the three months ended June 30, 2009", fact(F(STI, "FeesAndCommissionsMortgageBanking"), PQ, USD))
add(C, STI, "Amortization/impairment of goodwill and intangible assets at SunTrust over the first half of 2009",
    fact(F(STI, "AmortizationImpairmentOfGoodwillIntangibleAssets"), PH, USD))
add(C, ABT, "Abbott research and development spending in Q2 2009 alone (excluding acquired in-process R&D)",
    fact(F(ABT, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PQ, USD))
add(C, ABT, "Taxes on earnings at Abbott for the six months ended June 30, 2009", fact(F(ABT, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, ABT, "Selling, general and administrative expense at Abbott in the April-June 2009 quarter", fact(F(ABT, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, ABT, "Interest income Abbott earned in 1H 2009", fact(F(ABT, "InvestmentIncomeInterest"), PH, USD))
add(C, CTSH, "Cognizant depreciation and amortization expense for just the second quarter of 2009", fact(F(CTSH, "DepreciationAndAmortization"), PQ, USD))
add(C, CTSH, "Cost of revenues (exclusive of depreciation and amortization) at Cognizant for the first six months of 2009",
    fact(F(CTSH, "CostOfRevenueExcludingDepreciationandAmortization"), PH, USD))
add(C, CTSH, "What was Cognizant's provision for income taxes in the quarter ended June 30, 2009?", fact(F(CTSH, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, CTSH, "Year-to-date June 2009 figure on Cognizant's 'Other income (expense), net' line (the line itself, not total other income)",
    fact(F(CTSH, "OtherNonoperatingIncomeExpense"), PH, USD))
add(C, MS, "Number of shares Microsoft repurchased under its buyback program in the October-December 2012 quarter (fiscal Q2 2013)",
    fact(g("StockRepurchasedDuringPeriodShares"), ("2012-10-01", "2012-12-31"), SH, REPO))
add(C, MS, "Shares bought back by Microsoft under the repurchase program in the last quarter of fiscal 2014 (April-June 2014)",
    fact(g("StockRepurchasedDuringPeriodShares"), M_Q4_14, SH, REPO))
add(C, AE, "AEON's cash paid for operating leases in the three months ended September 30, 2022", fact(g("OperatingLeasePayments"), E_Q3_22, USD))
add(C, AE, "Loss before income taxes at AEON for Q3 2022 on its own", fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), E_Q3_22, USD))
add(C, NQ, "Stock-based compensation included in Netflix's general and administrative expense, three months ended September 30, 2009", fact(NFLX_SBC_GA, N10_Q3PY, USD))
add(C, NQ, "Netflix interest and other income for the third quarter of 2009 (quarter only)", fact(g("OtherNonoperatingIncome"), N10_Q3PY, USD))
add(C, NQ, "For Q3 2010 alone, how much did Netflix deduct in operating cash flows for excess tax benefits from stock-based compensation?",
    fact(g("ExcessTaxBenefitFromShareBasedCompensationOperatingActivities"), N10_Q3, USD))
add(C, NQ, "Netflix principal payments of lease financing obligations in July-September 2009", fact(g("RepaymentsOfOtherDebt"), N10_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, GNW, "For Genworth in Q1 2010, total benefits and expenses divided by total revenues", ratio(F(GNW, "BenefitsLossesAndExpenses"), F(GNW, "Revenues"), Q10))
add(C, GNW, "Year-over-year growth in Genworth's net investment income, 1Q10 vs 1Q09, as a decimal (negative = decline)", growth(F(GNW, "NetInvestmentIncome"), Q10, Q09))
add(C, IVZ, "Invesco's operating margin for the first quarter of 2010 (operating income / total operating revenues)", ratio(F(IVZ, "OperatingIncomeLoss"), F(IVZ, "Revenues"), Q10))
add(C, IVZ, "By how many dollars did Invesco's total liabilities increase between December 31, 2009 and March 31, 2010?",
    diff(F(IVZ, "Liabilities"), F(IVZ, "Liabilities"), B10, DEC09))
add(C, AVB, "AvalonBay G&A expense as a fraction of total revenue, Q1 2010", ratio(F(AVB, "GeneralAndAdministrativeExpense"), F(AVB, "Revenues"), Q10))
add(C, AVB, "Add up AvalonBay's mortgage notes payable and unsecured notes, net at March 31, 2010 -- what is the combined debt?",
    total(F(AVB, "SecuredDebt"), F(AVB, "UnsecuredDebt"), B10))
add(C, STI, "SunTrust's efficiency ratio in Q2 2009, defined as total noninterest expense over (net interest income + total noninterest income)",
    derived("e0/(e1+e2)", [inp(F(STI, "NoninterestExpense"), PQ), inp(F(STI, "InterestIncomeExpenseNet"), PQ), inp(F(STI, "NoninterestIncome"), PQ)], PQ, PURE))
add(C, STI, "Allowance for loan and lease losses as a percentage of total loans at SunTrust, June 30, 2009 (decimal)",
    ratio(F(STI, "LoansAndLeasesReceivableAllowance"), F(STI, "LoansAndLeasesReceivableGrossCarryingAmount"), PB))
add(C, STI, "Effective tax rate for SunTrust in the first half of 2009: income tax provision (benefit) divided by income (loss) before taxes",
    ratio(F(STI, "IncomeTaxExpenseBenefit"), F(STI, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, ABT, "Gross margin at Abbott for 2Q09, computed as (net sales - cost of products sold) / net sales",
    margin_from_cost(F(ABT, "SalesRevenueNet"), F(ABT, "CostOfGoodsSold"), PQ))
add(C, ABT, "How fast did Abbott's net sales grow in the first six months of 2009 compared with the first six months of 2008? (decimal)",
    growth(F(ABT, "SalesRevenueNet"), PH, PHPY))
add(C, CTSH, "Cognizant operating margin for the June 2009 quarter: income from operations divided by revenues", ratio(F(CTSH, "OperatingIncomeLoss"), F(CTSH, "SalesRevenueNet"), PQ))
add(C, CTSH, "Current ratio for Cognizant at June 30, 2009 (current assets / current liabilities)", ratio(F(CTSH, "AssetsCurrent"), F(CTSH, "LiabilitiesCurrent"), PB))
add(C, MS, "What share of Microsoft's fiscal 2013 income before income taxes was domestic? Compute domestic / (domestic + foreign).",
    derived("e0/(e0+e1)", [inp(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), M_FY13),
                           inp(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), M_FY13)], M_FY13, PURE))
add(C, MS, "Increase in Microsoft's total long-term debt (the debt note's total, current portion included) from June 30, 2014 to June 30, 2015, in dollars",
    diff(g("LongTermDebt"), g("LongTermDebt"), M_BS15, M_BS14))
add(C, A10K, "In Apple's fiscal 2021 tax reconciliation, state and local taxes as a fraction of the tax computed at the federal statutory rate",
    ratio(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate"), A_FY21))
add(C, A10K, "Apple's deferred federal income tax benefit: fiscal 2023 figure minus fiscal 2022 figure (signed, in dollars)",
    diff(g("DeferredFederalIncomeTaxExpenseBenefit"), g("DeferredFederalIncomeTaxExpenseBenefit"), A_FY23, A_FY22))
add(C, AE, "Sum AEON's other income (expense), net for the predecessor period (Jan 1 - Jul 21, 2023) and the successor period (Jul 22 - Sep 30, 2023)",
    total(g("OtherNonoperatingIncomeExpense"), g("OtherNonoperatingIncomeExpense"), E_PRED, E_SUCC))
add(C, NQ, "Netflix's net change in cash and cash equivalents for the first nine months of 2010 minus the same figure for the first nine months of 2009",
    diff(g("CashAndCashEquivalentsPeriodIncreaseDecrease"), g("CashAndCashEquivalentsPeriodIncreaseDecrease"), N10_9M, N10_9MPY))
add(C, NQ, "Combined stock-based compensation in Netflix's marketing and fulfillment expenses for January-September 2009",
    total(NFLX_SBC_MKT, NFLX_SBC_FUL, N10_9MPY))

# =================================================================== members
C = "members"
add(C, GNW, "In Genworth's first-quarter 2010 equity statement, what cumulative effect of the accounting change hit the retained earnings column?",
    fact(F(GNW, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), Q10, USD, EQC("RetainedEarnings")))
add(C, GNW, "Treasury stock column of Genworth's statement of changes in equity: balance at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("TreasuryStock")))
add(C, GNW, "Foreign currency translation and other adjustments attributed to the noncontrolling interests column, Genworth Q1 2010",
    fact(F(GNW, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, IVZ, "Share purchases recorded in the treasury shares column of Invesco's equity statement for Q1 2010",
    fact(F(IVZ, "TreasuryStockValueAcquiredCostMethod"), Q10, USD, EQC("TreasuryStock")))
add(C, IVZ, "How much net income went to retained earnings appropriated for investors in consolidated investment products in Invesco's Q1 2010 equity roll-forward?",
    fact(F(IVZ, "ProfitLoss"), Q10, USD, EQC("RetainedEarningsAppropriated")))
add(C, IVZ, "Effect of vested shares on Invesco's additional paid-in capital column during the first quarter of 2009",
    fact(F(IVZ, "VestedShares"), Q09, USD, EQC("AdditionalPaidInCapital")))
add(C, STI, "Portion of SunTrust's SCAP capital plan common stock issuance credited to additional paid in capital, six months ended June 30, 2009",
    fact(F(STI, "StockIssuedDuringPeriodValue"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, STI, "Number of common shares SunTrust issued under the SCAP capital plan in 1H09, per the common shares column",
    fact(F(STI, "StockIssuedDuringPeriodShares"), PH, SH, EQC("CommonStockShares")))
add(C, STI, "By how much did the repurchase of preferred stock reduce the preferred stock column of SunTrust's equity statement in the first half of 2009?",
    fact(F(STI, "StockRedeemedOrCalledDuringPeriodValue"), PH, USD, EQC("PreferredStock")))
add(C, STI, "Change related to employee benefit plans recorded in SunTrust's accumulated other comprehensive income column, January-June 2009",
    fact(F(STI, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, MS, "Notional amount of foreign exchange contracts sold that Microsoft designated as cash flow hedges, June 30, 2015",
    fact(["invest:DerivativeNotionalAmount"], M_BS15, USD, FX_CFH_SOLD))
add(C, MS, "What percentage of Microsoft's foreign income before tax in fiscal 2015 came from its regional operating centers (Ireland, Singapore, Puerto Rico)?",
    fact(["msft:ForeignEarningsTaxedAtRatesLowerThanUsRate"], M_FY15, PURE, ROC))
add(C, MS, "Accumulated net gains on cash flow hedges within Microsoft's AOCI at June 30, 2015",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS15, USD, {EQAX: G + "AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedgesMember"}))
add(C, MS, "Asset impairment charges Microsoft recorded for the Phone Hardware segment in fiscal 2015",
    fact(g("AssetImpairmentCharges"), M_FY15, USD, {SEG: "msft:PhoneHardwareMember"}))
add(C, A10K, "Notional amount of interest rate contracts Apple had designated as hedging instruments at September 24, 2022",
    fact(g("DerivativeNotionalAmount"), A_BS22, USD, IR_HEDGE))
add(C, A10K, "Cost basis of Apple's Level 1 mutual fund holdings as of September 24, 2022",
    fact(g("EquitySecuritiesFvNiCost"), A_BS22, USD, {FVL: L1, FININST: G + "MutualFundMember"}))
add(C, A10K, "Other comprehensive income (loss) recorded in the accumulated other comprehensive income column of Apple's fiscal 2022 shareholders' equity statement",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), A_FY22, USD, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}))
add(C, A10K, "In euros, the recovery amount (excluding interest) that the European Commission's August 2016 State Aid decision ordered from Apple's Irish subsidiaries",
    fact(g("LossContingencyEstimateOfPossibleLoss"), EU_AID, "iso4217:EUR", EU_STATE_AID))
add(C, AE, "How many stock options were cancelled under AEON's 2013 Stock Incentive Plan during the predecessor period (January 1 - July 21, 2023)?",
    fact(["aeon:ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsCancelledInPeriod"], E_PRED, SH, PLAN2013))
add(C, AE, "Change in fair value of AEON's Daewoong convertible notes for the nine months ended September 30, 2022",
    fact(["aeon:IncomeExpenseRelatedToDecreaseIncreaseInFairValueOfConvertibleNotes"], E_9M_22, USD, DAEWOONG))

# =================================================================== per_share
C = "per_share"
add(C, GNW, "Diluted weighted-average shares Genworth used for Q1 2010 EPS", fact(F(GNW, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, GNW, "Genworth basic earnings (loss) per share, first quarter 2009", fact(F(GNW, "EarningsPerShareBasic"), Q09, PS))
add(C, IVZ, "Dividend per share Invesco declared in Q1 2010", fact(F(IVZ, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, IVZ, "How many Invesco common shares were issued as of March 31, 2010?", fact(F(IVZ, "CommonStockSharesIssued"), B10, SH))
add(C, AVB, "AvalonBay dividends declared per common share for the quarter ended March 31, 2010", fact(F(AVB, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, AVB, "Diluted EPS from continuing operations attributable to AvalonBay common stockholders in Q1 2010",
    fact(F(AVB, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, AVB, "Per basic share, what did discontinued operations contribute to AvalonBay's Q1 2010 earnings?",
    fact(F(AVB, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), Q10, PS))
add(C, STI, "SunTrust average common shares - diluted for Q2 2009", fact(F(STI, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, STI, "Preferred shares SunTrust had outstanding at June 30, 2009", fact(F(STI, "PreferredStockSharesOutstanding"), PB, SH))
add(C, STI, "Dividends per share on the U.S. Treasury preferred stock, SunTrust, first six months of 2009",
    fact(F(STI, "USTreasuryPreferredStockDividendsDividendsPerShare"), PH, PS))
add(C, ABT, "Dilutive common stock options and awards added to Abbott's share count for Q2 2009",
    fact(F(ABT, "IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), PQ, SH))
add(C, ABT, "Abbott's basic earnings per common share for 1H 2008", fact(F(ABT, "EarningsPerShareBasic"), PHPY, PS))
add(C, ABT, "Outstanding Abbott stock options having no dilutive effect in the second quarter of 2009 (number of shares)",
    fact(F(ABT, "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), PQ, SH))
add(C, CTSH, "Cognizant diluted EPS, six months ended June 30, 2009", fact(F(CTSH, "EarningsPerShareDiluted"), PH, PS))
add(C, CTSH, "Dilutive effect of shares issuable under Cognizant's stock-based compensation plans in Q2 2009",
    fact(F(CTSH, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, CTSH, "Cognizant Class A common shares outstanding at December 31, 2008", fact(F(CTSH, "CommonStockSharesOutstanding"), PYE, SH))
add(C, MS, "Microsoft's basic weighted average share count for fiscal 2013", fact(WAB, M_FY13, SH))
add(C, MS, "How many Microsoft stock awards were forfeited during fiscal 2015?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeitedInPeriod"), M_FY15, SH, RSTOCK))
add(C, A10K, "Common shares Apple issued, net of shares withheld for employee taxes, in fiscal 2021 according to its shareholders' equity statement",
    fact(["aapl:StockIssuedDuringPeriodSharesSharebasedPaymentArrangementNetofSharesWithheldforTaxes"], A_FY21, SH, {EQAX: G + "CommonStockMember"}))
add(C, AE, "The numerator of AEON's diluted loss per share for the successor period (July 22 - September 30, 2023): net income (loss) available to common stockholders, diluted",
    fact(g("NetIncomeLossAvailableToCommonStockholdersDiluted"), E_SUCC, USD))

# =================================================================== jargon
C = "jargon"
add(C, GNW, "GNW 1Q10 CFO?", fact(F(GNW, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, GNW, "Genworth DAC amortization (incl. intangibles), 1Q10", fact(F(GNW, "AmortizationOfDeferredAcquisitionCostsAndIntangibles"), Q10, USD))
add(C, GNW, "GNW pre-tax income (EBT) for 1Q10",
    fact(F(GNW, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, IVZ, "IVZ capex in 1Q10", fact(F(IVZ, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, IVZ, "Invesco comp & benefits (employee compensation line), 1Q09", fact(F(IVZ, "LaborAndRelatedExpense"), Q09, USD))
add(C, IVZ, "IVZ third-party distribution, service & advisory costs -- 1Q10", fact(F(IVZ, "ThirdPartyDistributionServiceAndAdvisory"), Q10, USD))
add(C, AVB, "AVB development spend in 1Q10 (development/redevelopment incl. land acquisitions, cash flow)", fact(F(AVB, "PaymentsToDevelopRealEstateAssets"), Q10, USD))
add(C, AVB, "AVB cash interest paid, net of capitalized interest, 1Q10", fact(F(AVB, "InterestPaidNet"), Q10, USD))
add(C, AVB, "AVB depreciation expense 1Q10 (P&L)", fact(F(AVB, "CostOfServicesDepreciation"), Q10, USD))
add(C, STI, "How much did SunTrust put into capex (premises and equipment) over 1H09?", fact(F(STI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, ABT, "ABT buybacks in 1H09 -- cash spent purchasing common shares", fact(F(ABT, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, ABT, "Abbott SBC add-back, 1H08", fact(F(ABT, "ShareBasedCompensation"), PHPY, USD))
add(C, CTSH, "Cognizant PP&E purchases -- i.e. capex -- for the six months to June 2009", fact(F(CTSH, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, CTSH, "How much did currency translation add to Cognizant's cash in 1H09?", fact(F(CTSH, "EffectOfExchangeRateOnCashAndCashEquivalents"), PH, USD))
add(C, MS, "MSFT FY14 FX hit to cash (effect of exchange rates on cash and equivalents)", fact(g("EffectOfExchangeRateOnCashAndCashEquivalents"), M_FY14, USD))
add(C, MS, "MSFT stock comp tax benefit recognized, FY15", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), M_FY15, USD))
add(C, A10K, "AAPL FY22 gross LTD issuance (proceeds from issuance of term debt)", fact(g("ProceedsFromIssuanceOfLongTermDebt"), A_FY22, USD))
add(C, AE, "AEON CFI, 9M22", fact(g("NetCashProvidedByUsedInInvestingActivities"), E_9M_22, USD))
add(C, NQ, "Netflix net investing cash flow for 9M09 -- in or out, and how much?", fact(g("NetCashProvidedByUsedInInvestingActivities"), N10_9MPY, USD))
add(C, NQ, "Netflix DVD library capex -- acquisition of DVD content library, 9M 2009", fact(["nflx:PaymentsForAcquisitionsOfContentLibrary"], N10_9MPY, USD))

# =================================================================== refuse
C = "refuse"
add(C, GNW, "What were MGIC Investment's net premiums earned in the first quarter of 2010?",
    refuse(oc, "MGIC Investment is not in the data (Genworth is).", other("MGIC")))
add(C, IVZ, "Janus Capital Group's investment management fees for Q1 2010?", refuse(oc, "Janus Capital Group is not in the data (Invesco is).", other("JANUS")))
add(C, AVB, "How much rental revenue did Essex Property Trust report in the first quarter of 2010?",
    refuse(oc, "Essex Property Trust is not in the data (AvalonBay is).", other("ESSEX")))
add(C, ABT, "What were Mead Johnson Nutrition's net sales in the second quarter of 2009?",
    refuse(oc, "Mead Johnson Nutrition is not in the data (Abbott is).", other("MEAD JOHNSON")))
add(C, CTSH, "Infosys revenue for the quarter ended June 30, 2009?", refuse(oc, "Infosys is not in the data (Cognizant is).", other("INFOSYS")))
add(C, AVB, "AvalonBay total revenue for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers periods ending March 31, 2010 (and 2009); the June 2010 quarter is not reported.", absent(F(AVB, "Revenues"), Q2_10)))
add(C, STI, "SunTrust's net interest income for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009 (and 2008); Q3 2009 is not in it.", absent(F(STI, "InterestIncomeExpenseNet"), PQ3)))
add(C, ABT, "Abbott's net sales for the full year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarters and six-month periods; full-year 2008 net sales are not in its data.", absent(F(ABT, "SalesRevenueNet"), FY08)))
add(C, CTSH, "What revenue did Cognizant report for the September 2009 quarter?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(CTSH, "SalesRevenueNet"), PQ3)))
add(C, A10K, "How much share-based compensation expense did Apple recognize in fiscal 2020?",
    refuse(pn, "The fiscal 2023 10-K covers fiscal 2021-2023; fiscal 2020 share-based compensation is not in the filing.",
           absent(g("ShareBasedCompensation", "AllocatedShareBasedCompensationExpense"), A_FY20)))
add(C, GNW, "What was Genworth's gross profit in Q1 2010?",
    refuse(cn, "Genworth, an insurer, reports neither gross profit nor cost of goods sold.", absent_any(GP + COR + g("CostOfServices"))))
add(C, IVZ, "How much did Invesco spend on research and development in the first quarter of 2010?",
    refuse(cn, "Invesco's Q1 2010 financial data carry no research and development expense line.",
           absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AVB, "How much income tax expense did AvalonBay record in Q1 2010?",
    refuse(cn, "AvalonBay, a REIT, reports no income tax expense or income taxes paid in its Q1 2010 data.",
           absent_any(TAX + g("IncomeTaxesPaid", "IncomeTaxesPaidNet", "CurrentIncomeTaxExpenseBenefit"))))
add(C, ABT, "How much in dividends payable did Abbott have at June 30, 2009?",
    refuse(cn, "Abbott reports dividends payable only inside the combined 'Salaries, dividends payable, and other accruals' line; no separate dividends payable amount.",
           absent_any(g("DividendsPayableCurrent", "DividendsPayableCurrentAndNoncurrent", "DividendsPayable"))))
add(C, NQ, "How much noncontrolling interest was in Netflix's equity at September 30, 2010?",
    refuse(cn, "Netflix's 2010 10-Q reports no noncontrolling (minority) interest.",
           absent_any(g("MinorityInterest", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest", "NetIncomeLossAttributableToNoncontrollingInterest"))))
WHY_GNW = ("Genworth's Q1 2010 income statement shows two net income lines: net income (loss) including noncontrolling interests "
           "(ProfitLoss) and net income (loss) available to Genworth Financial, Inc.'s common stockholders (NetIncomeLoss).")
add(C, GNW, "What was Genworth's net income for the first quarter of 2010?", refuse(am, WHY_GNW, amb_for(GNW, WHY_GNW,
    (F(GNW, "ProfitLoss"), Q10, None), (F(GNW, "NetIncomeLoss"), Q10, None))))
WHY_IVZ = ("Invesco's March 31, 2010 balance sheet has two lines captioned 'Prepaid assets': one among current assets "
           "(PrepaidExpenseCurrent) and one among non-current assets (PrepaidExpenseNoncurrent).")
add(C, IVZ, "How much did Invesco report for prepaid assets at March 31, 2010?", refuse(am, WHY_IVZ, amb_for(IVZ, WHY_IVZ,
    (F(IVZ, "PrepaidExpenseCurrent"), B10, None), (F(IVZ, "PrepaidExpenseNoncurrent"), B10, None))))
WHY_AVB = ("AvalonBay's March 31, 2010 balance sheet uses the caption 'Resident security deposits' for two different amounts "
           "(avb:ResidentSecurityDeposits and SecurityDepositLiability).")
add(C, AVB, "What were AvalonBay's resident security deposits on March 31, 2010?", refuse(am, WHY_AVB, amb_for(AVB, WHY_AVB,
    (F(AVB, "ResidentSecurityDeposits"), B10, None), (F(AVB, "SecurityDepositLiability"), B10, None))))
WHY_CTSH = ("Cognizant's June 30, 2009 balance sheet has two lines captioned 'Deferred income tax assets, net': one in current assets "
            "(DeferredTaxAssetsNetCurrent) and one in non-current assets (DeferredTaxAssetsNetNoncurrent).")
add(C, CTSH, "Cognizant's deferred income tax assets, net as of June 30, 2009?", refuse(am, WHY_CTSH, amb_for(CTSH, WHY_CTSH,
    (F(CTSH, "DeferredTaxAssetsNetCurrent"), PB, None), (F(CTSH, "DeferredTaxAssetsNetNoncurrent"), PB, None))))
WHY_MS = ("Microsoft's fiscal 2015 10-K reports both 'Other income, net' on the income statement (NonoperatingIncomeExpense) and, in its "
          "breakdown, a separate 'Other' component (OtherNonoperatingIncomeExpense) with a different amount.")
add(C, MS, "What was Microsoft's other income in fiscal 2015?", refuse(am, WHY_MS, amb_for(MS, WHY_MS,
    (g("NonoperatingIncomeExpense"), M_FY15, None), (g("OtherNonoperatingIncomeExpense"), M_FY15, None))))


PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36)


def main():
    write_round("h38", gr.QUESTIONS_38, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
