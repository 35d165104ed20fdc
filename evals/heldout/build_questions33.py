#!/usr/bin/env python3
"""Writes evals/data/ask_heldout33.jsonl and its refusal probes (round 33) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout33_probes.jsonl and
re-verified by `gold_reader.py --check --questions evals/data/ask_heldout33.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions33.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout33.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-32's scaffolding) through sys.path (nothing there was modified; no bytecode was written); here
`from specs import *` takes them from evals/heldout itself. The round-33 specs below are new.
Written without reading the tool under test. The overlap check covers rounds 1-32, each file named one by one in main().
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-33 share



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


# ------------------------------------------------------------------ round 33 FSDS filings: companies no round 1-32 used (checked CIK by
# CIK and adsh by adsh against every question of rounds 1-32 and against avoid_adsh.txt), all with ODD CIKs (the parallel
# writer takes even CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3. Kinds: a regional bank, a health insurer,
# a shopping-center REIT, a power company/utility, an internet-infrastructure tech company and a supplemental-health insurer.
REG = "fsds:0001193125-10-109112"   # REGIONS FINANCIAL CORP 10-Q (2010q2), CIK 1281761, Q1 2010 (bank); EquityComponents + ClassOfStock rows
WLP = "fsds:0001193125-10-096170"   # WELLPOINT, INC 10-Q (2010q2), CIK 1156039, Q1 2010 (health benefits); EquityComponents rows
KIM = "fsds:0001398432-10-000348"   # KIMCO REALTY CORP 10-Q (2010q2), CIK 879101, Q1 2010 (shopping-center REIT); EquityComponents + ClassOfStock rows
AES = "fsds:0001193125-09-167427"   # AES CORP 10-Q (2009q3), CIK 874761, Q2 2009 and six months (power generation/utilities); EquityComponents rows
VRSN = "fsds:0001193125-09-167317"  # VERISIGN INC/CA 10-Q (2009q3), CIK 1014473, Q2 2009 and six months (internet infrastructure); EquityComponents rows
AFL = "fsds:0000950123-09-032199"   # AFLAC INC 10-Q (2009q3), CIK 4977, Q2 2009 and six months (supplemental health/life insurer); EquityComponents rows
TICK = {REG: "rf", WLP: "wlp", KIM: "kim", AES: "aes", VRSN: "vrsn", AFL: "afl"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-32)
Q10, Q09, Q2_10, FY09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2007-12-31")
Q3_09 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods and members not among the shared constants
A_FY20 = ("2019-09-29", "2020-09-26")
A_BS21 = (None, "2021-09-25")
N10_Q4 = ("2010-10-01", "2010-12-31")
E_DEAL = ("2023-04-27", "2023-04-27")     # AEON: amended business combination agreement date
E_FPA = ("2023-06-29", "2023-06-29")      # AEON: forward purchase agreement date
E_BS_JUN = (None, "2023-06-30")
NOKIA_CLOSE = (None, "2014-04-25")
EQAX = G + "StatementEquityComponentsAxis"
RSU_ = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
DOUBTFUL = {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}
INVGL = {EQAX: G + "AccumulatedNetUnrealizedInvestmentGainLossMember"}
NOKIA = {G + "BusinessAcquisitionAxis": "msft:NokiaDevicesAndServicesBusinessMember"}
PHIP = {G + "RestructuringPlanAxis": "msft:PhoneHardwareIntegrationPlanMember"}
MAXR = {G + "RangeAxis": G + "MaximumMember"}
AFS_EQ = {G + "MajorTypesOfDebtAndEquitySecuritiesAxis": G + "EquitySecuritiesMember"}
VENDOR2 = {"srt:MajorCustomersAxis": "aapl:VendorTwoMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
AEON_OPT_REPL = {G + "AssetAcquisitionAxis": "aeon:IntangibleAssetsOfOldAeonAcquiredMember", G + "AwardTypeAxis": G + "EmployeeStockOptionMember",
                 "dei:LegalEntityAxis": "aeon:PriveterraMember"}
AEON_FPA = {"srt:CounterpartyNameAxis": "aeon:PriveterraMember", G + "StatementClassOfStockAxis": G + "CommonClassAMember",
            G + "TypeOfArrangementAxis": "aeon:ForwardPurchaseAgreementMember"}
AEON_2013 = {G + "PlanNameAxis": "aeon:Aeon2013StockIncentivePlanMember"}
MSDIV_ASSUMP = ["msft:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedDividendsPerShare"]

# =================================================================== direct
C = "direct"
add(C, REG, "How much trust department income did Regions Financial earn in the first quarter of 2010?", fact(F(REG, "FeesAndCommissionsFiduciaryAndTrustActivities"), Q10, USD))
add(C, REG, "Regions' leveraged lease termination gains, three months ended March 31, 2010", fact(F(REG, "GainLossOnContractTermination"), Q10, USD))
add(C, REG, "Carrying value of mortgage servicing rights on Regions' balance sheet at the end of Q1 2010", fact(F(REG, "ServicingAssetAtAmortizedValue"), B10, USD))
add(C, WLP, "WellPoint medical claims payable as of March 31, 2010", fact(F(WLP, "LiabilityForClaimsAndClaimsAdjustmentExpense"), B10, USD))
add(C, WLP, "What did WellPoint book in administrative fees (from self-funded customers) during Q1 2010?", fact(F(WLP, "AdministrativeServicesFees"), Q10, USD))
add(C, WLP, "On WellPoint's March 31, 2010 balance sheet, what is the securities lending collateral asset?", fact(F(WLP, "SecuritiesReceivedAsCollateral"), B10, USD))
add(C, KIM, "Kimco Realty revenues from rental property in the quarter ended March 31, 2010", fact(F(KIM, "RealEstateRevenueNet"), Q10, USD))
add(C, KIM, "How much real estate under development did Kimco carry at March 31, 2010?", fact(F(KIM, "DevelopmentInProcess"), B10, USD))
add(C, AES, "Construction in progress within AES Corporation's property, plant and equipment at June 30, 2009", fact(F(AES, "ConstructionInProgressGross"), PB, USD))
add(C, AES, "What was the noncurrent portion of AES's non-recourse debt on the June 30, 2009 balance sheet?", fact(F(AES, "NonrecourseDebtNoncurrent"), PB, USD))
add(C, VRSN, "VeriSign's current deferred revenues at the end of June 2009", fact(F(VRSN, "DeferredRevenueCurrent"), PB, USD))
add(C, VRSN, "Assets held for sale reported by VeriSign at June 30, 2009 (businesses being divested)", fact(F(VRSN, "AssetsHeldForSaleCurrent"), PB, USD))
add(C, AFL, "Deferred policy acquisition costs on Aflac's balance sheet, June 30, 2009", fact(F(AFL, "DeferredPolicyAcquisitionCosts"), PB, USD))
add(C, AFL, "Fair value of the perpetual securities Aflac held as available for sale at mid-2009", fact(F(AFL, "Availableforsalesecuritiesperpetualsecurities"), PB, USD))
add(C, MS, "In Microsoft's deferred tax asset table at June 30, 2015, how much came from restructuring charges?", fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccrualsRestructuringCharges"), M_BS15, USD))
add(C, MS, "Unamortized discount on Microsoft's debt as of the end of fiscal 2015", fact(g("DebtInstrumentUnamortizedDiscount"), M_BS15, USD))
add(C, A10K, "Apple's 'other' deferred tax assets at September 30, 2023 (the residual line of the gross deferred tax asset table)", fact(g("DeferredTaxAssetsOther"), A_BS23, USD))
add(C, A10K, "Within Apple's other non-current assets note for fiscal 2023, what was the 'Other non-current assets' line, i.e. excluding deferred tax assets?", fact(g("OtherAssetsMiscellaneousNoncurrent"), A_BS23, USD))
add(C, AE, "What common stock amount (at par) did AEON Biopharma show on its balance sheet dated September 30, 2023?", fact(g("CommonStockValue"), E_BS, USD))
add(C, NQ, "Netflix operating cash flow line 'Other assets and liabilities' for the nine months ended September 30, 2010", fact(g("IncreaseDecreaseInOtherOperatingCapitalNet"), N10_9M, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, REG, "Net occupancy expense at Regions for Q1 2009", fact(F(REG, "OccupancyNet"), Q09, USD))
add(C, REG, "Total borrowed funds at Regions Financial one year before the latest balance sheet, i.e. March 31, 2009", fact(F(REG, "DebtAndCapitalLeaseObligations"), MAR09, USD))
add(C, REG, "How much did Regions have in interest-bearing deposits in other banks at year-end 2009?", fact(F(REG, "InterestBearingDepositsInBanks"), DEC09, USD))
add(C, WLP, "WellPoint's benefit expense in the comparable prior-year quarter (three months ended March 31, 2009)", fact(F(WLP, "PolicyholderBenefitsAndClaimsIncurredNet"), Q09, USD))
add(C, WLP, "Cost of drugs WellPoint reported for the first quarter of 2009", fact(F(WLP, "CostOfGoodsSold"), Q09, USD))
add(C, WLP, "Other policyholder liabilities at WellPoint on December 31, 2009", fact(F(WLP, "OtherPolicyholderFunds"), DEC09, USD))
add(C, KIM, "Kimco's mortgages payable at December 31, 2009, per the comparative balance sheet in its Q1 2010 10-Q", fact(F(KIM, "LoansPayableToBank"), DEC09, USD))
add(C, KIM, "What management and other fee income did Kimco earn in Q1 2009?", fact(F(KIM, "ManagementFeesRevenue"), Q09, USD))
add(C, AES, "AES regulated revenues in the second quarter of 2008", fact(F(AES, "ElectricalDistributionRevenue"), PQPY, USD))
add(C, AES, "Restricted cash on the AES balance sheet at December 31, 2008", fact(F(AES, "RestrictedCashAndCashEquivalentsAtCarryingValue"), PYE, USD))
add(C, VRSN, "VeriSign's revenues for the three months ended June 30, 2008", fact(F(VRSN, "Revenues"), PQPY, USD))
add(C, VRSN, "Accrued restructuring costs (current) at VeriSign as of December 31, 2008", fact(F(VRSN, "RestructuringReserveCurrent"), PYE, USD))
add(C, AFL, "Aflac's liability for future policy benefits at the end of 2008", fact(F(AFL, "LiabilityForFuturePolicyBenefits"), PYE, USD))
add(C, AFL, "How much were Aflac's insurance commissions in the April-June 2008 quarter?", fact(F(AFL, "InsuranceCommissions"), PQPY, USD))
add(C, MS, "Deferred tax liability for depreciation and amortization in Microsoft's tax footnote, June 30, 2014", fact(["msft:DeferredTaxLiabilitiesDepreciationAndAmortization"], M_BS14, USD))
add(C, MS, "In Microsoft's effective tax rate reconciliation for fiscal 2013, what was the effect of foreign earnings taxed at lower rates (as a rate)?", fact(g("EffectiveIncomeTaxRateReconciliationForeignIncomeTaxRateDifferential"), M_FY13, PURE))
add(C, A10K, "Apple fiscal 2022 tax rate reconciliation: the dollar impact of earnings of foreign subsidiaries", fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), A_FY22, USD))
add(C, A10K, "Change in unrealized gains/losses on marketable debt securities (before reclassifications, net of tax) in Apple's comprehensive income for fiscal 2022", fact(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), A_FY22, USD))
add(C, AE, "AEON's total stockholders' deficit, including the noncontrolling interest, at June 30, 2023 (from the statement of stockholders' deficit)", fact(SE_NCI, E_BS_JUN, USD))
add(C, NQ, "For the first nine months of 2009, what did Netflix show for the change in prepaid content in operating cash flows?", fact(g("IncreaseDecreaseInPrepaidExpense"), N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, AES, "AES non-regulated revenue for the six months ended June 30, 2009 (year to date, not the quarter)", fact(F(AES, "ElectricalGenerationRevenue"), PH, USD))
add(C, AES, "Interest expense AES recorded in Q2 2009 by itself", fact(F(AES, "InterestExpense"), PQ, USD))
add(C, AES, "Gain on sale of investments at AES, January through June 2009", fact(F(AES, "NonoperatingGainsLosses"), PH, USD))
add(C, AES, "What were AES's foreign currency transaction gains (losses) on net monetary positions in the three months ended June 30, 2009 alone?", fact(F(AES, "ForeignCurrencyTransactionGainLossBeforeTax"), PQ, USD))
add(C, VRSN, "VeriSign research and development spending, first half of 2009", fact(F(VRSN, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, VRSN, "VeriSign sales and marketing expense for only the June 2009 quarter", fact(F(VRSN, "SellingAndMarketingExpense"), PQ, USD))
add(C, VRSN, "Year-to-date restructuring and other charges at VeriSign through June 30, 2009", fact(F(VRSN, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, VRSN, "VeriSign's result from discontinued operations, net of tax, in Q2 2009 (three months, not six)", fact(F(VRSN, "IncomeLossFromDiscontinuedOperationsNetOfTax"), PQ, USD))
add(C, VRSN, "General and administrative costs at VeriSign in the second quarter of 2009 standalone", fact(F(VRSN, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, AFL, "Aflac net investment income for the quarter ended June 30, 2009 (not year-to-date)", fact(F(AFL, "NetInvestmentIncome"), PQ, USD))
add(C, AFL, "Amortization of deferred policy acquisition costs at Aflac over the first six months of 2009", fact(F(AFL, "DeferredPolicyAcquisitionCostAmortizationExpense"), PH, USD))
add(C, AFL, "Aflac benefits and claims, six months to June 30, 2009", fact(F(AFL, "PolicyholderBenefitsAndClaimsIncurredNet"), PH, USD))
add(C, AFL, "Other-than-temporary impairment losses Aflac realized in Q2 2009 only", fact(F(AFL, "ImpairmentOfInvestments"), PQ, USD))
add(C, AFL, "Insurance expenses at Aflac for the half-year ended June 30, 2009", fact(F(AFL, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, NQ, "Netflix change in prepaid content within operating cash flow for the third quarter of 2010 only", fact(g("IncreaseDecreaseInPrepaidExpense"), N10_Q3, USD))
add(C, NQ, "Other current assets line of Netflix's operating cash flows, three months ended September 30, 2010", fact(g("IncreaseDecreaseInOtherOperatingAssets"), N10_Q3, USD))
add(C, NQ, "Netflix amortization of discounts and premiums on investments in Q3 2010, as opposed to the nine-month figure", fact(g("AccretionAmortizationOfDiscountsAndPremiumsInvestments"), N10_Q3, USD))
add(C, AE, "AEON change in fair value of the forward purchase agreement and derivative for the successor period July 22-September 30, 2023 (not the predecessor period)",
    fact(["aeon:ChangeInFairValueOfForwardPurchaseAgreementAndDerivative"], E_SUCC, USD))
add(C, AE, "Change in fair value of convertible notes on AEON's income statement for the three months ended September 30, 2022, rather than the nine months",
    fact(["aeon:ChangeInFairValueOfConvertibleNotes"], E_Q3_22, USD))
add(C, AE, "For the short predecessor stub from July 1 to July 21, 2023, what change in fair value of convertible notes did AEON record?",
    fact(["aeon:ChangeInFairValueOfConvertibleNotes"], E_STUB, USD))

# =================================================================== derived
C = "derived"
add(C, REG, "Regions' allowance for loan losses as a percentage of loans, net of unearned income, at March 31, 2010 (express as a decimal)",
    ratio(F(REG, "LoansAndLeasesReceivableAllowance"), F(REG, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10))
add(C, REG, "Loan-to-deposit ratio for Regions at December 31, 2009: loans net of unearned income divided by total deposits",
    ratio(F(REG, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(REG, "Deposits"), DEC09))
add(C, REG, "By what fraction did Regions' provision for loan losses rise in Q1 2010 compared with Q1 2009? (a fall would be negative)",
    growth(F(REG, "ProvisionForLoanLossesExpensed"), Q10, Q09))
add(C, WLP, "WellPoint's benefit expense ratio for the first quarter of 2010, defined as benefit expense / premiums",
    ratio(F(WLP, "PolicyholderBenefitsAndClaimsIncurredNet"), F(WLP, "PremiumsEarnedNet"), Q10))
add(C, WLP, "Free cash flow at WellPoint in Q1 2010, computed as operating cash flow minus purchases of property and equipment", fcf(Q10, F(WLP, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, WLP, "Year-over-year percentage change in WellPoint total revenues, Q1 2010 vs Q1 2009, as a decimal with declines shown negative",
    growth(F(WLP, "Revenues"), Q10, Q09))
add(C, KIM, "Kimco's total debt at March 31, 2010, taken as notes payable + mortgages payable + construction loans payable",
    derived("e0+e1+e2", [inp(F(KIM, "NotesPayable"), B10), inp(F(KIM, "LoansPayableToBank"), B10), inp(F(KIM, "OtherLoansPayable"), B10)], B10, USD, ratio=False))
add(C, KIM, "How much did Kimco's interest expense increase from Q1 2009 to Q1 2010, as a fraction of the Q1 2009 amount (negative would mean it fell)?", growth(F(KIM, "InterestExpense"), Q10, Q09))
add(C, AES, "AES gross margin percentage for the first half of 2009: gross margin divided by total revenues", ratio(F(AES, "GrossProfit"), F(AES, "ElectricUtilityRevenue"), PH))
add(C, AES, "Effective tax rate AES implied for Q2 2009 (income tax expense over income from continuing operations before taxes and equity earnings)",
    ratio(F(AES, "IncomeTaxExpenseBenefit"), F(AES, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ))
add(C, VRSN, "What was VeriSign's operating margin in the quarter ended June 30, 2009 (operating income / revenues)?", ratio(F(VRSN, "OperatingIncomeLoss"), F(VRSN, "Revenues"), PQ))
add(C, VRSN, "VeriSign top-line growth, six months 2009 versus six months 2008, as a decimal (negative if revenue fell)", growth(F(VRSN, "Revenues"), PH, PHPY))
add(C, AFL, "Aflac's benefit ratio in Q2 2009: benefits and claims divided by premiums", ratio(F(AFL, "PolicyholderBenefitsAndClaimsIncurredNet"), F(AFL, "PremiumsEarnedNet"), PQ))
add(C, AFL, "Pretax margin at Aflac for the six months ended June 30, 2009 (earnings before income taxes / total revenues)",
    ratio(F(AFL, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), F(AFL, "Revenues"), PH))
add(C, MS, "Of Microsoft's available-for-sale unrealized losses held less than 12 months at June 30, 2015, what share related to equity securities?",
    ratio(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionLessThan12MonthsAccumulatedLoss"), g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionLessThan12MonthsAccumulatedLoss"), M_BS15, m_num=AFS_EQ))
add(C, MS, "How much did Microsoft's excess tax benefit from stock-based compensation (operating cash flow line) grow from fiscal 2014 to fiscal 2015, in relative terms?",
    growth(g("ExcessTaxBenefitFromShareBasedCompensationOperatingActivities"), M_FY15, M_FY14))
add(C, A10K, "Apple's operating lease payments due in years three, four and five after September 30, 2023, added together",
    derived("e0+e1+e2", [inp(g("LesseeOperatingLeaseLiabilityPaymentsDueYearThree"), A_BS23), inp(g("LesseeOperatingLeaseLiabilityPaymentsDueYearFour"), A_BS23),
                         inp(g("LesseeOperatingLeaseLiabilityPaymentsDueYearFive"), A_BS23)], A_BS23, USD, ratio=False))
add(C, A10K, "Percentage change in Apple's net deferred tax assets (the amount recorded within other non-current assets) from September 24, 2022 to September 30, 2023",
    growth(g("DeferredIncomeTaxAssetsNet"), A_BS23, A_BS22))
add(C, AE, "By how much did AEON's total stockholders' deficit (including noncontrolling interest) change between December 31, 2022 and September 30, 2023? Report September 2023 minus December 2022",
    diff(SE_NCI, SE_NCI, E_BS, E_BSPY))
add(C, NQ, "Relative change in the excess tax benefit from stock-based compensation in Netflix's operating cash flows, nine months 2010 versus nine months 2009",
    growth(g("ExcessTaxBenefitFromShareBasedCompensationOperatingActivities"), N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, REG, "Balance of the treasury stock column in Regions' statement of changes in stockholders' equity at March 31, 2010", fact(SE, B10, USD, EQC("TreasuryStock")))
add(C, REG, "Discount accretion credited to the preferred stock column of Regions' equity statement in Q1 2010", fact(F(REG, "DiscountAccretionOnPreferredStock"), Q10, USD, EQC("PreferredStock")))
add(C, REG, "How many shares of Regions' Series B mandatorily convertible preferred stock were issued as of March 31, 2010?", fact(F(REG, "PreferredStockSharesIssued"), B10, SH, COS("SeriesBPreferredStock")))
add(C, WLP, "Amount of WellPoint's Q1 2010 repurchase and retirement of common stock charged against the retained earnings column", fact(F(WLP, "StockRepurchasedAndRetiredDuringPeriodValue"), Q10, USD, EQC("RetainedEarnings")))
add(C, WLP, "WellPoint additional paid-in capital column of the shareholders' equity statement, opening balance at December 31, 2008", fact(SE, DEC08, USD, EQC("AdditionalPaidInCapital")))
add(C, WLP, "Shares WellPoint issued under employee stock plans in the first quarter of 2010, per the common stock (shares) column",
    fact(F(WLP, "StockIssuedDuringPeriodSharesStockOptionsExercised"), Q10, SH, EQC("CommonStock")))
add(C, KIM, "Foreign currency translation adjustment attributed to the noncontrolling interests column of Kimco's equity statement in Q1 2010",
    fact(F(KIM, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, KIM, "Aggregate liquidation preference of Kimco's Class G preferred stock at March 31, 2010", fact(F(KIM, "AggregateLiquidationPreference"), B10, USD, COS("SeriesGPreferredStock")))
add(C, KIM, "Contributions from noncontrolling interests shown in the noncontrolling interests column of Kimco's Q1 2009 equity statement",
    fact(F(KIM, "MinorityInterestIncreaseFromStockIssuance"), Q09, USD, EQC("NoncontrollingInterest")))
add(C, AES, "Dividends declared to noncontrolling interests (noncontrolling interests column of AES's equity statement), six months ended June 30, 2009",
    fact(F(AES, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), PH, USD, EQC("NoncontrollingInterest")))
add(C, AES, "Accumulated deficit column of AES's statement of changes in equity at December 31, 2007", fact(SE_NCI, DEC07, USD, EQC("RetainedEarnings")))
add(C, VRSN, "Cumulative adjustment to VeriSign's additional paid-in capital column upon adopting FSP APB 14-1 (six months ended June 30, 2009)",
    fact(F(VRSN, "AdjustmentsToAdditionalPaidInCapitalEquityComponentOfConvertibleDebt"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, VRSN, "Number of common shares VeriSign issued under its stock plans in the first half of 2009, as shown in the equity statement's share column",
    fact(F(VRSN, "StockIssuedDuringPeriodSharesNewIssues"), PH, SH, EQC("CommonStockShares")))
add(C, AFL, "Change in unrealized foreign currency translation gains recorded in the accumulated other comprehensive income column of Aflac's shareholders' equity statement, first six months of 2009",
    fact(F(AFL, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationGainLossArisingDuringPeriodNetOfTax"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, MS, "Deductions (write-offs) charged against Microsoft's allowance for doubtful accounts in fiscal 2015", fact(g("ValuationAllowancesAndReservesDeductions"), M_FY15, USD, DOUBTFUL))
add(C, MS, "Net-of-tax gains reclassified out of the investments component of Microsoft's AOCI into income during fiscal 2015", fact(g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), M_FY15, USD, INVGL))
add(C, MS, "Intangible assets Microsoft recognized in the purchase price allocation for Nokia's Devices and Services business (acquired April 25, 2014)",
    fact(g("BusinessCombinationRecognizedIdentifiableAssetsAcquiredAndLiabilitiesAssumedIntangibles"), NOKIA_CLOSE, USD, NOKIA))
add(C, MS, "How many positions were eliminated in fiscal 2015 under Microsoft's Phone Hardware Integration Plan?", fact(g("RestructuringAndRelatedCostNumberOfPositionsEliminated"), M_FY15, PURE, PHIP))
add(C, A10K, "What percentage of Apple's vendor non-trade receivables did its second-largest vendor account for at the end of fiscal 2023?", fact(g("ConcentrationRiskPercentage1"), A_FY23, PURE, VENDOR2))
add(C, AE, "Fair value of the replacement stock option awards included in AEON's purchase consideration for old AEON (as measured April 27, 2023)",
    fact(["aeon:FairValueOfReplacementAwardsIncludedInPurchaseConsideration"], E_DEAL, USD, AEON_OPT_REPL))

# =================================================================== per_share
C = "per_share"
add(C, REG, "Regions Financial basic earnings per common share, Q1 2009", fact(F(REG, "EarningsPerShareBasic"), Q09, PS))
add(C, REG, "Diluted weighted-average common shares Regions used for Q1 2010", fact(F(REG, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, REG, "Number of Regions common shares issued, including treasury stock, at March 31, 2010", fact(F(REG, "CommonStockSharesIssued"), B10, SH))
add(C, WLP, "WellPoint's diluted net income per share for the quarter ended March 31, 2009", fact(F(WLP, "EarningsPerShareDiluted"), Q09, PS))
add(C, WLP, "How many WellPoint common shares were outstanding at March 31, 2010?", fact(F(WLP, "CommonStockSharesOutstanding"), B10, SH))
add(C, KIM, "Cash dividend paid per share on Kimco's Class G preferred stock in Q1 2010", fact(F(KIM, "PreferredStockDividendsPerShareCashPaid"), Q10, PS, COS("SeriesGPreferredStock")))
add(C, KIM, "What common dividend per share did Kimco pay in the first quarter of 2009?", fact(F(KIM, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, KIM, "Basic weighted average share count at Kimco for the March 2010 quarter", fact(F(KIM, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, AES, "AES diluted EPS for the six months ended June 30, 2008", fact(F(AES, "EarningsPerShareDiluted"), PHPY, PS))
add(C, AES, "Treasury shares held by AES at June 30, 2009", fact(F(AES, "TreasuryStockShares"), PB, SH))
add(C, VRSN, "VeriSign diluted income per share from continuing operations in Q2 2009", fact(F(VRSN, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, VRSN, "Diluted weighted-average shares at VeriSign for the first six months of 2008", fact(F(VRSN, "WeightedAverageNumberOfDilutedSharesOutstanding"), PHPY, SH))
add(C, AFL, "Cash dividends per Aflac share for January-June 2009", fact(F(AFL, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, AFL, "Aflac basic net earnings per share in the second quarter of 2008", fact(F(AFL, "EarningsPerShareBasic"), PQPY, PS))
add(C, MS, "Upper end of the expected dividends per share assumption Microsoft used to value stock awards in fiscal 2015", fact(MSDIV_ASSUMP, M_FY15, PS, MAXR))
add(C, MS, "Par value per share of Microsoft's listed common stock as given on the cover page of the fiscal 2015 10-K", fact(["dei:EntityListingParValuePerShare"], M_FY15, PS))
add(C, A10K, "Weighted-average grant date fair value per share of Apple's unvested RSUs at September 25, 2021", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"), A_BS21, PS, RSU_))
add(C, AE, "Per-share redemption price of Priveterra Class A stock referenced in AEON's June 29, 2023 forward purchase agreement", fact(["aeon:RedemptionPricePerShare"], E_FPA, PS, AEON_FPA))
add(C, AE, "Weighted-average exercise price of options cancelled under AEON's 2013 Stock Incentive Plan in the predecessor period January 1-July 21, 2023",
    fact(["aeon:ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsCancelledInPeriodWeightedAverageExercisePrice"], E_PRED, PS, AEON_2013))
add(C, AE, "How many AEON common shares were outstanding as of November 8, 2023 according to the 10-Q cover?", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2023-11-08"), SH))

# =================================================================== jargon
C = "jargon"
add(C, REG, "RF NII, 1Q10", fact(F(REG, "InterestIncomeExpenseNet"), Q10, USD))
add(C, REG, "Regions' noninterest expense (NIE) for the March 2010 quarter", fact(F(REG, "NoninterestExpense"), Q10, USD))
add(C, REG, "RF fee income (total non-interest income) in 1Q09", fact(F(REG, "NoninterestIncome"), Q09, USD))
add(C, WLP, "WLP SG&A, 1Q10", fact(F(WLP, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, WLP, "WellPoint buyback cash outlay (repurchase and retirement of common stock, CF), 1Q10", fact(F(WLP, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, WLP, "What was WellPoint's capex in 1Q09?", fact(F(WLP, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, KIM, "KIM CFO 1Q10", fact(F(KIM, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, KIM, "Kimco JV equity income (equity in income of joint ventures, net), 1Q10", fact(F(KIM, "IncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, AES, "AES capex, 1H09", fact(F(AES, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, AES, "AES D&A per the cash flow statement, H1 2009", fact(F(AES, "DepreciationAndAmortization"), PH, USD))
add(C, VRSN, "VRSN SBC add-back, 1H09", fact(F(VRSN, "ShareBasedCompensation"), PH, USD))
add(C, VRSN, "VeriSign buybacks (cash repurchases of common stock), YTD June 2009", fact(F(VRSN, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, AFL, "Aflac operating cash flow (CFO), first half '09", fact(F(AFL, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, AFL, "Aflac pre-tax earnings, 2Q09", fact(F(AFL, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, MS, "MSFT FX hit to cash, FY15", fact(g("EffectOfExchangeRateOnCashAndCashEquivalents"), M_FY15, USD))
add(C, MS, "MSFT total OCI (net of tax), FY15", fact(g("OtherComprehensiveIncomeLossNetOfTax"), M_FY15, USD))
add(C, A10K, "AAPL CP net issuance/(repayment), maturities of 90 days or less, FY23", fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess"), A_FY23, USD))
add(C, A10K, "AAPL public float (non-affiliate market value) as of 3/31/23", fact(["dei:EntityPublicFloat"], (None, "2023-03-31"), USD))
add(C, AE, "AEON AP change in CFO, successor period 7/22-9/30/23", fact(g("IncreaseDecreaseInAccountsPayable"), E_SUCC, USD))
add(C, NQ, "NFLX other current assets WC change, 9M10", fact(g("IncreaseDecreaseInOtherOperatingAssets"), N10_9M, USD))

# =================================================================== refuse
C = "refuse"
add(C, REG, "What was Zions Bancorporation's provision for loan losses in the first quarter of 2010?", refuse(oc, "Zions is not in the data (Regions Financial is).", other("ZIONS")))
add(C, WLP, "Coventry Health Care medical costs for Q1 2010?", refuse(oc, "Coventry Health Care is not in the data (WellPoint is).", other("COVENTRY")))
add(C, KIM, "How much rental revenue did Regency Centers report for the quarter ended March 31, 2010?", refuse(oc, "Regency Centers is not in the data (Kimco is).", other("REGENCY CENTERS")))
add(C, AES, "Calpine's operating revenues in the second quarter of 2009?", refuse(oc, "Calpine is not in the data (AES is).", other("CALPINE")))
add(C, VRSN, "What did NeuStar report as revenue for the six months ended June 30, 2009?", refuse(oc, "NeuStar is not in the data (VeriSign is).", other("NEUSTAR")))
add(C, WLP, "WellPoint's cost of drugs in Q1 2010?", refuse(pn, "WellPoint's Q1 2010 10-Q reports cost of drugs only for Q1 2009; no Q1 2010 amount is reported.", absent(F(WLP, "CostOfGoodsSold"), Q10)))
add(C, REG, "Regions net interest income for Q2 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not in it.", absent(F(REG, "InterestIncomeExpenseNet"), Q2_10)))
add(C, KIM, "Kimco's revenues from rental property for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports Q1 2010 and Q1 2009 only; full-year 2009 revenue is not in its data.", absent(F(KIM, "RealEstateRevenueNet"), FY09)))
add(C, A10K, "In Apple's tax rate reconciliation, what was the impact of earnings of foreign subsidiaries in fiscal 2020?",
    refuse(pn, "The FY2023 10-K's reconciliation covers fiscal 2021-2023; fiscal 2020 is not reported.", absent(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), A_FY20)))
add(C, NQ, "What were Netflix's revenues in the fourth quarter of 2010?", refuse(pn, "The 10-Q for the quarter ended September 30, 2010 has no Q4 2010 figures.", absent(g("Revenues"), N10_Q4)))
add(C, REG, "How large a goodwill impairment did Regions take in Q1 2010?", refuse(cn, "Regions' Q1 2010 data carry no goodwill impairment fact.", absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
add(C, KIM, "What FFO (funds from operations) did Kimco report for Q1 2010?", refuse(cn, "FFO is a non-GAAP measure that is not among Kimco's reported XBRL facts.",
    absent_any(["kim:FundsFromOperations", "kim:FundsFromOperationsAvailableToCommonShareholders"])))
add(C, VRSN, "VeriSign's interest expense in Q2 2009?", refuse(cn, "VeriSign's Q2 2009 data report no interest expense line (only cash paid for interest and 'other loss, net').",
    absent_any(g("InterestExpense", "InterestExpenseDebt", "InterestExpenseLongTermDebt", "InterestAndDebtExpense"))))
add(C, AFL, "How much did Aflac spend on capital expenditures in the first half of 2009?", refuse(cn, "Aflac's Q2 2009 cash flow data report no purchases of property and equipment.",
    absent_any(CAPEX + g("PaymentsToAcquireProductiveAssets", "PaymentsForProceedsFromProductiveAssets"))))
add(C, AE, "What inventory did AEON Biopharma carry at September 30, 2023?", refuse(cn, "AEON, a clinical-stage company, reports no inventory.",
    absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoodsNetOfReserves", "InventoryRawMaterialsNetOfReserves"))))
WHY_WLP = ("WellPoint's March 31, 2010 balance sheet carries fixed maturity securities twice: as a current asset "
           "(AvailableForSaleSecuritiesDebtSecuritiesCurrent) and as a long-term asset (AvailableForSaleSecuritiesDebtSecuritiesNoncurrent).")
add(C, WLP, "How much did WellPoint hold in fixed maturity securities at March 31, 2010?", refuse(am, WHY_WLP, amb_for(WLP, WHY_WLP,
    (F(WLP, "AvailableForSaleSecuritiesDebtSecuritiesCurrent"), B10, None), (F(WLP, "AvailableForSaleSecuritiesDebtSecuritiesNoncurrent"), B10, None))))
WHY_KIM = ("Kimco's Q1 2010 income statement shows net income including noncontrolling interests (ProfitLoss), net income attributable to the "
           "Company (NetIncomeLoss) and net income available to common shareholders after preferred dividends (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, KIM, "What was Kimco's net income for the first quarter of 2010?", refuse(am, WHY_KIM, amb_for(KIM, WHY_KIM,
    (F(KIM, "ProfitLoss"), Q10, None), (F(KIM, "NetIncomeLoss"), Q10, None), (F(KIM, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_AFL = ("Aflac's June 30, 2009 balance sheet states held-to-maturity fixed maturities both at amortized cost (HeldToMaturitySecurities, the carrying "
           "amount) and at fair value (HeldToMaturitySecuritiesFairValue).")
add(C, AFL, "Aflac's held-to-maturity securities as of June 30, 2009?", refuse(am, WHY_AFL, amb_for(AFL, WHY_AFL,
    (F(AFL, "HeldToMaturitySecurities"), PB, None), (F(AFL, "HeldToMaturitySecuritiesFairValue"), PB, None))))
WHY_AES = ("AES's June 30, 2009 balance sheet has three 'Deferred income taxes' lines: current asset (DeferredTaxAssetsNetCurrent), "
           "noncurrent asset (DeferredTaxAssetsNetNoncurrent) and noncurrent liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, AES, "What did AES report for deferred income taxes at June 30, 2009?", refuse(am, WHY_AES, amb_for(AES, WHY_AES,
    (F(AES, "DeferredTaxAssetsNetCurrent"), PB, None), (F(AES, "DeferredTaxAssetsNetNoncurrent"), PB, None), (F(AES, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_AE = ("AEON's December 31, 2022 balance sheet reports both the stockholders' deficit attributable to AEON (StockholdersEquity) and total "
          "stockholders' deficit including the noncontrolling interest (StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest).")
add(C, AE, "What was AEON's stockholders' deficit at December 31, 2022?", refuse(am, WHY_AE, amb_for(AE, WHY_AE,
    (SE, E_BSPY, None), (SE_NCI, E_BSPY, None))))


def main():
    write_round("h33", gr.QUESTIONS_33, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
                                  gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
                                  gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
                                  gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
                                  gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32),
                same_fact="reported", within=True)


if __name__ == "__main__":
    main()
