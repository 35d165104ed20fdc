#!/usr/bin/env python3
"""Writes evals/data/ask_heldout28.jsonl and its refusal probes (round 28) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout28_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform26/build_questions.py (which copied rounds 24, 22, 20, ... and 5); the round-28 specs below are new.
The overlap check covers rounds 1-26 (round 27, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-28 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 28 FSDS filings: companies no round 1-26 used, all with
# EVEN CIKs (the parallel writer takes odd-CIK companies): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
RTN = "fsds:0001193125-09-153752"   # RAYTHEON CO 10-Q (2009q3), CIK 1047122, Q2 2009 and six months (defense)
KFT = "fsds:0001193125-09-164943"   # KRAFT FOODS INC 10-Q (2009q3), CIK 1103982, Q2 2009 and six months; EquityComponents rows
EBAY = "fsds:0001193125-09-157212"  # EBAY INC 10-Q (2009q3), CIK 1065088, Q2 2009 and six months (online marketplaces/payments)
HAL = "fsds:0000045012-10-000170"   # HALLIBURTON CO 10-Q (2010q2), CIK 45012, Q1 2010 (oilfield services)
DHR = "fsds:0001193125-10-089057"   # DANAHER CORP 10-Q (2010q2), CIK 313616, Q1 2010 (industrial); EquityComponents rows
TRV = "fsds:0001104659-10-021504"   # TRAVELERS COMPANIES 10-Q (2010q2), CIK 86312, Q1 2010 (P&C insurance)
TICK = {RTN: "rtn", KFT: "kft", EBAY: "ebay", HAL: "hal", DHR: "dhr", TRV: "trv"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


def FX(filing, *tags):
    """like F, for probes of tags the filing does not report (standard us-gaap names)"""
    return [G + t for t in tags]


# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-26)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
FY09, FY08 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31")
Q4_09, Q2_10 = ("2009-10-01", "2009-12-31"), ("2010-04-01", "2010-06-30")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
Q3_09 = ("2009-07-01", "2009-09-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
EQAX = G + "StatementEquityComponentsAxis"
APIC_COL = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
# instance periods not among the shared constants
A_BS21 = (None, "2021-09-25")
M_BS13 = (None, "2013-06-30")
E_9M23, E_BS_SEP22 = ("2023-01-01", "2023-09-30"), (None, "2022-09-30")
N10_BS_JUN09 = (None, "2009-06-30")
AEON_L3 = lambda m: {G + "FairValueByLiabilityClassAxis": m}
AEON_FPA = lambda m: {G + "MeasurementInputTypeAxis": G + m, G + "TypeOfArrangementAxis": "aeon:ForwardPurchaseAgreementMember"}
MSFT_GROSS = {"msft:RightOfOffsetAndNettingAxis": "msft:GrossMember"}
L3LIAB = g("FairValueMeasurementWithUnobservableInputsReconciliationsRecurringBasisLiabilityValue")
NVFV = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue")
RTN_PRETAX = "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU, M_Q4_14 are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, RTN, "Raytheon net sales for the second quarter of 2009", fact(F(RTN, "SalesRevenueNet"), PQ, USD))
add(C, RTN, "What were Raytheon's contracts in process on the balance sheet at the end of Q2 2009 (June 2009)?", fact(F(RTN, "ReceivablesLongTermContractsOrPrograms"), PB, USD))
add(C, KFT, "Kraft Foods net revenues for the three months ended June 30, 2009", fact(F(KFT, "Revenues"), PQ, USD))
add(C, KFT, "Kraft Foods accrued marketing liability as of June 30, 2009", fact(F(KFT, "AccruedAdvertising"), PB, USD))
add(C, EBAY, "eBay net revenues in Q2 2009", fact(F(EBAY, "SalesRevenueServicesNet"), PQ, USD))
add(C, EBAY, "How much did eBay carry in funds receivable and customer accounts at June 30, 2009?", fact(F(EBAY, "FundsReceivableAndCustomerAccounts"), PB, USD))
add(C, HAL, "Halliburton total revenue for the first quarter of 2010", fact(F(HAL, "Revenues"), Q10, USD))
add(C, HAL, "Halliburton services revenue, three months ended March 31, 2010", fact(F(HAL, "SalesRevenueServicesNet"), Q10, USD))
add(C, HAL, "What current liability did Halliburton carry for the Department of Justice and SEC settlement and indemnity as of March 31, 2010?", fact(F(HAL, "DepartmentOfJusticeAndSecuritiesAndExchangeCommissionSettlementAndIndemnityCurrent"), B10, USD))
add(C, DHR, "Danaher sales for the quarter ended March 31, 2010", fact(F(DHR, "SalesRevenueNet"), Q10, USD))
add(C, DHR, "Danaher total inventories at March 31, 2010", fact(F(DHR, "InventoryNet"), B10, USD))
add(C, TRV, "Travelers premiums earned in the first quarter of 2010", fact(F(TRV, "PremiumsEarnedNet"), Q10, USD))
add(C, TRV, "What were Travelers' claims and claim adjustment expense reserves as of March 31, 2010?", fact(F(TRV, "LiabilityForClaimsAndClaimsAdjustmentExpense"), B10, USD))
add(C, AE, "AEON Biopharma total operating lease liability at September 30, 2023", fact(g("OperatingLeaseLiability"), E_BS, USD))
add(C, AE, "How much did AEON Biopharma incur in legal fees in the nine months ended September 30, 2023?", fact(g("LegalFees"), E_9M23, USD))
add(C, A10K, "Apple deferred tax assets for accrued liabilities and other reserves at September 30, 2023", fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccruals"), A_BS23, USD))
add(C, A10K, "Apple operating lease payments due after fiscal 2028 ('thereafter') as of September 30, 2023", fact(g("LesseeOperatingLeaseLiabilityPaymentsDueAfterYearFive"), A_BS23, USD))
add(C, MS, "Microsoft common stock and paid-in capital on the June 30, 2015 balance sheet", fact(g("CommonStocksIncludingAdditionalPaidInCapital"), M_BS15, USD))
add(C, MS, "How much of Microsoft's long-term debt matures in the year ending June 30, 2018, per the FY2015 10-K?", fact(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearThree"), M_BS15, USD))
add(C, NQ, "Netflix principal payments of lease financing obligations in the third quarter of 2010", fact(g("RepaymentsOfOtherDebt"), N10_Q3, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, RTN, "Raytheon net sales in the year-ago quarter, Q2 2008", fact(F(RTN, "SalesRevenueNet"), PQPY, USD))
add(C, RTN, "Raytheon goodwill as of December 31, 2008", fact(F(RTN, "Goodwill"), PYE, USD))
add(C, KFT, "Kraft Foods net revenues for the second quarter of 2008", fact(F(KFT, "Revenues"), PQPY, USD))
add(C, KFT, "Kraft accrued postretirement health care costs at December 31, 2008", fact(F(KFT, "OtherPostretirementDefinedBenefitPlanNoncurrentLiabilities"), PYE, USD))
add(C, EBAY, "eBay net revenues for the three months ended June 30, 2008", fact(F(EBAY, "SalesRevenueServicesNet"), PQPY, USD))
add(C, EBAY, "eBay goodwill at year-end 2008", fact(F(EBAY, "Goodwill"), PYE, USD))
add(C, HAL, "Halliburton total revenue in the prior-year quarter (Q1 2009)", fact(F(HAL, "Revenues"), Q09, USD))
add(C, HAL, "Halliburton inventories as of December 31, 2009", fact(F(HAL, "InventoryNet"), DEC09, USD))
add(C, DHR, "Danaher sales for the first quarter of 2009", fact(F(DHR, "SalesRevenueNet"), Q09, USD))
add(C, DHR, "Danaher cash and equivalents at December 31, 2009", fact(F(DHR, "CashAndCashEquivalentsAtCarryingValue"), DEC09, USD))
add(C, TRV, "Travelers premiums for the three months ended March 31, 2009", fact(F(TRV, "PremiumsEarnedNet"), Q09, USD))
add(C, TRV, "Travelers net income in Q1 2009", fact(F(TRV, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), Q09, USD))
add(C, TRV, "Travelers unearned premium reserves at December 31, 2009", fact(F(TRV, "UnearnedPremiums"), DEC09, USD))
add(C, AE, "AEON Biopharma operating lease right-of-use asset at December 31, 2022", fact(g("OperatingLeaseRightOfUseAsset"), E_BSPY, USD))
add(C, AE, "AEON's cash, cash equivalents and restricted cash as of September 30, 2022", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), E_BS_SEP22, USD))
add(C, A10K, "Apple deferred tax assets for unrealized losses at September 24, 2022", fact(g("DeferredTaxAssetsOtherComprehensiveLoss"), A_BS22, USD))
add(C, A10K, "How many unvested restricted stock units did Apple have outstanding at September 25, 2021?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), A_BS21, SH, RSU))
add(C, MS, "Microsoft decreases in unrecognized tax benefits from settlements with tax authorities in fiscal 2014", fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities"), M_FY14, USD))
add(C, NQ, "Netflix interest expense for the quarter ended September 30, 2009", fact(g("InterestExpense"), N10_Q3PY, USD))
add(C, NQ, "Netflix cash and cash equivalents at June 30, 2009 (beginning of Q3 2009)", fact(CASH, N10_BS_JUN09, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, RTN, "Raytheon research and development expenses for the first six months of 2009", fact(F(RTN, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, RTN, "Raytheon operating income for the three months ended June 2009 only (not year to date)", fact(F(RTN, "OperatingIncomeLoss"), PQ, USD))
add(C, RTN, "Net income attributable to Raytheon Company, six months ended June 2009", fact(F(RTN, "NetIncomeLoss"), PH, USD))
add(C, RTN, "Raytheon administrative and selling expenses in Q2 2009", fact(F(RTN, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, KFT, "Kraft Foods net revenues year to date through June 30, 2009", fact(F(KFT, "Revenues"), PH, USD))
add(C, KFT, "Kraft operating income for the second quarter of 2009 alone", fact(F(KFT, "OperatingIncomeLoss"), PQ, USD))
add(C, KFT, "Kraft marketing, administration and research costs for the six months ended June 30, 2009", fact(F(KFT, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, KFT, "Kraft Foods cost of sales, first half of 2009", fact(F(KFT, "CostOfGoodsSold"), PH, USD))
add(C, KFT, "Net earnings attributable to Kraft Foods for the first six months of 2009", fact(F(KFT, "NetIncomeLoss"), PH, USD))
add(C, EBAY, "eBay product development expense for the six months ended June 30, 2009", fact(F(EBAY, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, EBAY, "eBay provision for transaction and loan losses in the June 2009 quarter (three months only)", fact(F(EBAY, "ProvisionForTransactionAndLoanLoss"), PQ, USD))
add(C, EBAY, "eBay restructuring charges year to date through June 30, 2009", fact(F(EBAY, "RestructuringCharges"), PH, USD))
add(C, EBAY, "eBay sales and marketing expense for Q2 2009", fact(F(EBAY, "SellingAndMarketingExpense"), PQ, USD))
add(C, EBAY, "eBay provision for income taxes, first half of 2009", fact(F(EBAY, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, EBAY, "eBay general and administrative expense for the three months ended June 30, 2009", fact(F(EBAY, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, MS, "What tax provision adjustment did Microsoft record in the fourth quarter of fiscal 2014 (three months ended June 30, 2014)?", fact(g("TaxAdjustmentsSettlementsAndUnusualProvisions"), M_Q4_14, USD))
add(C, NQ, "Netflix gain on sale of short-term investments for the nine months ended September 30, 2010", fact(g("GainLossOnSaleOfInvestments"), N10_9M, USD))
add(C, NQ, "Netflix stock-based compensation in general and administrative expense, year to date through September 30, 2010", fact(SBCF("GeneralAndAdministrativeExpense"), N10_9M, USD))
add(C, NQ, "Netflix stock-based compensation in technology and development for Q3 2009 only", fact(SBCF("TechnologyAndDevelopmentExpense"), N10_Q3PY, USD))
add(C, NQ, "Netflix interest and other income for the first nine months of 2009", fact(g("OtherNonoperatingIncome"), N10_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, RTN, "Raytheon operating margin for Q2 2009 (operating income / net sales)", ratio(F(RTN, "OperatingIncomeLoss"), F(RTN, "SalesRevenueNet"), PQ))
add(C, RTN, "Raytheon effective tax rate for the first half of 2009 (federal and foreign income taxes / income from continuing operations before taxes)", ratio(F(RTN, "IncomeTaxExpenseBenefit"), F(RTN, RTN_PRETAX), PH))
add(C, KFT, "Kraft Foods gross margin for the second quarter of 2009 (gross profit / net revenues)", ratio(F(KFT, "GrossProfit"), F(KFT, "Revenues"), PQ))
add(C, KFT, "Kraft net revenue growth, first half of 2009 versus first half of 2008 (negative if revenues fell)", growth(F(KFT, "Revenues"), PH, PHPY))
add(C, EBAY, "eBay operating margin in Q2 2009 (income from operations / net revenues)", ratio(F(EBAY, "OperatingIncomeLoss"), F(EBAY, "SalesRevenueServicesNet"), PQ))
add(C, EBAY, "eBay year-over-year net revenue growth for Q2 2009 vs Q2 2008 (negative if revenues declined)", growth(F(EBAY, "SalesRevenueServicesNet"), PQ, PQPY))
add(C, HAL, "Halliburton operating margin for Q1 2010 (operating income / total revenue)", ratio(F(HAL, "OperatingIncomeLoss"), F(HAL, "Revenues"), Q10))
add(C, HAL, "Halliburton total revenue change, Q1 2010 versus Q1 2009, as a fraction (negative if revenue fell)", growth(F(HAL, "Revenues"), Q10, Q09))
add(C, DHR, "Danaher R&D intensity in Q1 2010 (research and development expenses / sales)", ratio(F(DHR, "ResearchAndDevelopmentExpense"), F(DHR, "SalesRevenueNet"), Q10))
add(C, DHR, "Danaher sales growth in the first quarter of 2010 versus the first quarter of 2009", growth(F(DHR, "SalesRevenueNet"), Q10, Q09))
add(C, DHR, "Danaher SG&A as a percentage of sales for Q1 2010 (selling, general and administrative expenses / sales)", ratio(F(DHR, "SellingGeneralAndAdministrativeExpense"), F(DHR, "SalesRevenueNet"), Q10))
add(C, TRV, "Travelers loss ratio for Q1 2010 (claims and claim adjustment expenses / premiums)", ratio(F(TRV, "PolicyholderBenefitsAndClaimsIncurredNet"), F(TRV, "PremiumsEarnedNet"), Q10))
add(C, TRV, "Travelers effective tax rate in the first quarter of 2010 (income tax expense / income before income taxes)", ratio(F(TRV, "IncomeTaxExpenseBenefit"), F(TRV, "IncomeBeforeIncomeTaxes"), Q10))
add(C, AE, "AEON imputed interest on its operating leases at September 30, 2023 (total undiscounted lease payments minus the operating lease liability)", diff(g("LesseeOperatingLeaseLiabilityPaymentsDue"), g("OperatingLeaseLiability"), E_BS))
add(C, AE, "What fraction of AEON's gross property and equipment had been depreciated at September 30, 2023 (accumulated depreciation / gross property and equipment)?", ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("PropertyPlantAndEquipmentGross"), E_BS))
add(C, A10K, "Share of Apple's non-current marketable debt securities (fair value) maturing after 1 year through 5 years at September 30, 2023 (1-5 year bucket / total fair value)", ratio(g("AvailableForSaleSecuritiesDebtMaturitiesRollingYearTwoThroughFiveFairValue"), g("AvailableForSaleSecuritiesDebtMaturitiesSingleMaturityDate"), A_BS23))
add(C, A10K, "Apple unconditional purchase obligations due in fiscal 2027 and 2028 combined, as of September 30, 2023", total(g("UnrecordedUnconditionalPurchaseObligationBalanceOnFourthAnniversary"), g("UnrecordedUnconditionalPurchaseObligationBalanceOnFifthAnniversary"), A_BS23))
add(C, MS, "Level 1 share of Microsoft's recurring fair-value assets (gross, before netting) at June 30, 2015 (Level 1 / total gross)", ratio(g("AssetsFairValueDisclosureRecurring"), g("AssetsFairValueDisclosureRecurring"), M_BS15, m_num=dict(MSFT_GROSS, **{FVL: L1}), m_den=MSFT_GROSS))
add(C, MS, "Microsoft intangible amortization expected in fiscal 2020 and thereafter combined (year five plus after year five), per the FY2015 10-K", total(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearFive"), g("FiniteLivedIntangibleAssetsAmortizationExpenseAfterYearFive"), M_BS15))
add(C, NQ, "Growth in Netflix G&A stock-based compensation, first nine months of 2010 versus first nine months of 2009", growth(SBCF("GeneralAndAdministrativeExpense"), N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, KFT, "Kraft Foods retained earnings column of the equity statement at December 31, 2007", fact(SE_NCI, DEC07, USD, EQC("RetainedEarnings")))
add(C, KFT, "Kraft additional paid-in capital column (equity statement) at December 31, 2007", fact(SE_NCI, DEC07, USD, EQC("AdditionalPaidInCapital")))
add(C, KFT, "Net earnings Kraft recorded in retained earnings for full-year 2008 (equity statement)", fact(F(KFT, "ProfitLoss"), FY08, USD, EQC("RetainedEarnings")))
add(C, KFT, "Treasury stock reissued for stock option exercises and other stock awards in Kraft's first half of 2009 (treasury stock column)", fact(F(KFT, "StockIssuedDuringPeriodValueStockOptionsExercised"), PH, USD, EQC("TreasuryStock")))
add(C, KFT, "Common Stock tendered to Kraft in 2008, treasury stock column of the equity statement", fact(F(KFT, "StockTenderedDuringPeriodValue"), FY08, USD, EQC("TreasuryStock")))
add(C, DHR, "Danaher share-based compensation credited to additional paid-in capital in Q1 2010 (equity statement)", fact(F(DHR, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, DHR, "How many common shares did Danaher issue under share-based compensation plans in the first quarter of 2010 (common stock column)?", fact(F(DHR, "StockIssuedDuringPeriodSharesShareBasedCompensation"), Q10, SH, EQC("CommonStock")))
add(C, DHR, "Danaher common shares issued at March 31, 2010 per the common stock column of the equity statement", fact(F(DHR, "SharesIssued"), B10, SH, EQC("CommonStock")))
add(C, DHR, "Danaher dividends declared charged to retained earnings in Q1 2010", fact(F(DHR, "DividendsCash"), Q10, USD, EQC("RetainedEarnings")))
add(C, AE, "AEON Level 3 contingent consideration liability at September 30, 2023", fact(L3LIAB, E_BS, USD, AEON_L3("aeon:ContingentConsiderationMember")))
add(C, AE, "AEON Level 3 warrant liabilities as of September 30, 2023", fact(L3LIAB, E_BS, USD, AEON_L3("aeon:WarrantLiabilitiesMember")))
add(C, AE, "AEON Biopharma gross equipment (property and equipment by type) at September 30, 2023", fact(g("PropertyPlantAndEquipmentGross"), E_BS, USD, {PPEAX: G + "EquipmentMember"}))
add(C, AE, "Fair value of AEON's Daewoong convertible notes at December 31, 2022", fact(g("LongTermDebtFairValue"), E_BSPY, USD, {"srt:CounterpartyNameAxis": "aeon:DaewoongMember", G + "LongtermDebtTypeAxis": G + "ConvertibleDebtMember"}))
add(C, A10K, "Adjusted cost of Apple's Level 1 money market funds at September 30, 2023", fact(g("EquitySecuritiesFvNiCost"), A_BS23, USD, {FVL: L1, FIN: G + "MoneyMarketFundsMember"}))
add(C, A10K, "Highest effective interest rate on the fixed-rate notes Apple issued in the third quarter of fiscal 2023", fact(g("DebtInstrumentInterestRateEffectivePercentage"), A_BS23, PURE, {"srt:RangeAxis": "srt:MaximumMember", G + "DebtInstrumentAxis": "aapl:ThirdQuarter2023DebtIssuanceMember", G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}))
add(C, A10K, "Apple common stock and additional paid-in capital balance at September 25, 2021 (equity statement)", fact(SE, A_BS21, USD, APIC_COL))
add(C, MS, "Microsoft restructuring charges under the Phone Hardware Restructuring Plan in fiscal 2015", fact(g("RestructuringCharges"), M_FY15, USD, {G + "RestructuringPlanAxis": "msft:PhoneHardwareRestructuringPlanMember"}))
add(C, MS, "Foreign net operating loss carryforwards from Microsoft's Skype acquisition at June 30, 2015", fact(g("OperatingLossCarryforwards"), M_BS15, USD, {G + "BusinessAcquisitionAxis": "msft:SkypeMember", G + "IncomeTaxAuthorityAxis": G + "ForeignCountryMember"}))
add(C, MS, "Microsoft minimum operating lease payments for buildings due after fiscal 2020 ('thereafter'), as of June 30, 2015", fact(g("OperatingLeasesFutureMinimumPaymentsDueThereafter"), M_BS15, USD, {PPEAX: G + "BuildingMember"}))
add(C, MS, "Microsoft allowance for doubtful accounts balance at June 30, 2013 (valuation and qualifying accounts schedule)", fact(g("ValuationAllowancesAndReservesBalance"), M_BS13, USD, {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, RTN, "Raytheon diluted EPS for the second quarter of 2009", fact(F(RTN, "EarningsPerShareDiluted"), PQ, PS))
add(C, RTN, "How many Raytheon common shares were held in treasury at June 30, 2009?", fact(F(RTN, "TreasuryStockShares"), PB, SH))
add(C, KFT, "Kraft Foods diluted EPS (net earnings attributable to Kraft) for the six months ended June 30, 2009", fact(F(KFT, "EarningsPerShareDiluted"), PH, PS))
add(C, KFT, "Kraft dividends declared per share in Q2 2009", fact(F(KFT, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, EBAY, "eBay diluted earnings per share, first half of 2009", fact(F(EBAY, "EarningsPerShareDiluted"), PH, PS))
add(C, EBAY, "eBay diluted weighted-average shares for the quarter ended June 30, 2009", fact(F(EBAY, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, HAL, "Halliburton diluted net income per share for Q1 2010", fact(F(HAL, "EarningsPerShareDiluted"), Q10, PS))
add(C, HAL, "Halliburton cash dividends per share paid in the first quarter of 2010", fact(F(HAL, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, HAL, "Halliburton diluted weighted average common shares outstanding, Q1 2009", fact(F(HAL, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, DHR, "Danaher diluted EPS for the three months ended March 31, 2010", fact(F(DHR, "EarningsPerShareDiluted"), Q10, PS))
add(C, DHR, "Danaher basic weighted-average shares outstanding in Q1 2010", fact(F(DHR, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, TRV, "Travelers net income per diluted share, first quarter 2010", fact(F(TRV, "EarningsPerShareDiluted"), Q10, PS))
add(C, TRV, "Travelers common shares outstanding at March 31, 2010", fact(F(TRV, "CommonStockSharesOutstanding"), B10, SH))
add(C, TRV, "Travelers diluted weighted average common shares for Q1 2009", fact(F(TRV, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, AE, "Share price input used to value AEON's forward purchase agreement at September 30, 2023", fact(g("DerivativeLiabilityMeasurementInput"), E_BS, PS, AEON_FPA("MeasurementInputSharePriceMember")))
add(C, AE, "How many Series B convertible preferred shares had AEON issued at December 31, 2022?", fact(g("TemporaryEquitySharesIssued"), E_BSPY, SH, {G + "StatementClassOfStockAxis": "aeon:SeriesBConvertiblePreferredStockMember"}))
add(C, A10K, "Weighted-average grant-date fair value per share of Apple's unvested RSUs at September 24, 2022", fact(NVFV, A_BS22, PS, RSU))
add(C, A10K, "Weighted-average grant-date fair value of RSUs Apple granted in fiscal 2021", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), A_FY21, PS, RSU))
add(C, MS, "By how much did the Q4 fiscal 2014 tax provision adjustment reduce Microsoft's diluted EPS?", fact(["msft:TaxProvisionAdjustmentsEffectOnEarningsPerShareAfterTax"], M_Q4_14, PS))
add(C, MS, "Weighted-average grant-date fair value of Microsoft's nonvested stock awards at June 30, 2015", fact(NVFV, M_BS15, PS, {G + "AwardTypeAxis": G + "RestrictedStockMember"}))

# =================================================================== jargon
C = "jargon"
add(C, RTN, "RTN capex (additions to PP&E), 1H09", fact(F(RTN, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, RTN, "RTN buybacks YTD Jun-09", fact(F(RTN, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, RTN, "RTN capitalized internal-use software spend, 1H09", fact(F(RTN, "PaymentsToAcquireSoftware"), PH, USD))
add(C, KFT, "KFT capex 1H09", fact(F(KFT, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, KFT, "Kraft D&A, six months to June 2009", fact(F(KFT, "DepreciationAndAmortization"), PH, USD))
add(C, EBAY, "EBAY SBC 1H09", fact(F(EBAY, "ShareBasedCompensation"), PH, USD))
add(C, EBAY, "eBay M&A cash outlay (acquisitions net of cash acquired), 1H09", fact(F(EBAY, "PaymentsToAcquireBusinessesNetOfCashAcquired"), PH, USD))
add(C, HAL, "HAL capex 1Q10", fact(F(HAL, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, HAL, "HAL DD&A, Q1 2010", fact(F(HAL, "DepreciationAndAmortization"), Q10, USD))
add(C, HAL, "Halliburton CFO (cash flow from ops) 1Q09", fact(F(HAL, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, DHR, "DHR capex 1Q10", fact(F(DHR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, DHR, "Danaher M&A spend (cash paid for acquisitions), 1Q10", fact(F(DHR, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, TRV, "TRV buybacks under the repurchase authorization, 1Q10", fact(F(TRV, "TreasuryStockAcquiredShareRepurchaseProgram"), Q10, USD))
add(C, TRV, "Travelers DAC amortization, Q1 2010", fact(F(TRV, "AmortizationOfDeferredAcquisitionCostsDAC"), Q10, USD))
add(C, AE, "AEON FPA derivative volatility assumption at 9/30/23", fact(g("DerivativeLiabilityMeasurementInput"), E_BS, PURE, AEON_FPA("MeasurementInputPriceVolatilityMember")))
add(C, A10K, "AAPL leases not yet commenced, future payments, FYE23", fact(["aapl:LesseeOperatingAndFinanceLeaseLeaseNotYetCommencedPaymentsDue"], A_BS23, USD))
add(C, A10K, "AAPL non-current AFS debt securities due after 5 through 10 years (fair value), YE FY23", fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingYearSixThroughTenFairValue"), A_BS23, USD))
add(C, MS, "MSFT buyback authorization approved by the board on Sept 16, 2013", fact(g("StockRepurchaseProgramAuthorizedAmount1"), (None, "2013-09-16"), USD))
add(C, MS, "MSFT CP weighted-average interest rate at FYE15", fact(g("ShortTermDebtWeightedAverageInterestRate"), M_BS15, PURE, {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}))
add(C, NQ, "NFLX lease financing principal repayments, 9M09", fact(g("RepaymentsOfOtherDebt"), N10_9MPY, USD))

# =================================================================== refuse
C = "refuse"
add(C, RTN, "BAE Systems sales for the second quarter of 2009?", refuse(oc, "BAE Systems is not in the data (Raytheon is).", other("BAE SYSTEMS")))
add(C, KFT, "Nestle net sales for the first half of 2009?", refuse(oc, "Nestle is not in the data (Kraft Foods is).", other("NESTLE")))
add(C, EBAY, "MercadoLibre net revenues in Q2 2009?", refuse(oc, "MercadoLibre is not in the data (eBay is).", other("MERCADOLIBRE")))
add(C, DHR, "Spectris plc sales for the quarter ended March 31, 2010?", refuse(oc, "Spectris is not in the data (Danaher is).", other("SPECTRIS")))
add(C, TRV, "Zurich Insurance Group net premiums earned in Q1 2010?", refuse(oc, "Zurich Insurance is not in the data (Travelers is).", other("ZURICH")))
add(C, RTN, "Raytheon net sales for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 2009 only.", absent(F(RTN, "SalesRevenueNet"), Q3_09)))
add(C, EBAY, "eBay net revenues for full-year 2009?", refuse(pn, "The Q2 2009 10-Q reports the quarter and six months to June 30, 2009; full-year 2009 is not reported.", absent(F(EBAY, "SalesRevenueServicesNet"), FY09)))
add(C, HAL, "Halliburton total revenue for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(HAL, "Revenues"), Q2_10)))
add(C, DHR, "Danaher sales for the fourth quarter of 2009?", refuse(pn, "The Q1 2010 10-Q reports sales for Q1 2010 and Q1 2009 only; Q4 2009 is not reported.", absent(F(DHR, "SalesRevenueNet"), Q4_09)))
add(C, TRV, "Travelers total premiums for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports premiums for Q1 2010 and Q1 2009 only.", absent(F(TRV, "PremiumsEarnedNet"), FY09)))
add(C, KFT, "Kraft Foods research and development expense for Q2 2009?", refuse(cn, "Kraft reports 'Marketing, administration and research costs' as one line; no R&D expense fact.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, EBAY, "What were eBay's inventories at June 30, 2009?", refuse(cn, "eBay, a marketplace and payments company, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, TRV, "Travelers inventories at March 31, 2010?", refuse(cn, "Travelers, an insurer, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, HAL, "Halliburton research and development expense in Q1 2010?", refuse(cn, "Halliburton's Q1 2010 10-Q financial data carry no R&D expense fact.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AE, "AEON Biopharma accounts receivable at September 30, 2023?", refuse(cn, "AEON, a clinical-stage company without product sales, reports no accounts receivable.", absent_any(g("AccountsReceivableNetCurrent", "ReceivablesNetCurrent", "AccountsReceivableGrossCurrent", "AccountsReceivableNet"))))
WHY_RTN = ("Raytheon reports 'Net income' including noncontrolling interests (ProfitLoss 501M) and 'Net income attributable to Raytheon Company' "
           "(NetIncomeLoss 489M) for Q2 2009.")
add(C, RTN, "Raytheon net income for the second quarter of 2009?", refuse(am, WHY_RTN, amb_why(WHY_RTN, (F(RTN, "ProfitLoss"), PQ, None), (F(RTN, "NetIncomeLoss"), PQ, None))))
WHY_HAL = ("Halliburton reports 'Company shareholders' equity' (StockholdersEquity 8,931M) and 'Total shareholders' equity' including noncontrolling "
           "interest (8,960M) at March 31, 2010.")
add(C, HAL, "Halliburton shareholders' equity at March 31, 2010?", refuse(am, WHY_HAL, amb_why(WHY_HAL, (F(HAL, "StockholdersEquity"), B10, None), (F(HAL, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, None))))
add(C, NQ, "Netflix interest expense for the three months ended June 30, 2010?", refuse(pn, "The Q3 2010 10-Q reports interest expense for Q3 and the nine months of 2010 and 2009; the June 2010 quarter alone is not reported.", absent(g("InterestExpense"), ("2010-04-01", "2010-06-30"))))
WHY_A = ("Apple reports 'Total other current liabilities' (OtherLiabilitiesCurrent 58,829M, the balance-sheet line 'Other current liabilities') and, "
         "within it, 'Other current liabilities' (OtherAccruedLiabilitiesCurrent 50,010M, excluding income taxes payable) at September 30, 2023.")
add(C, A10K, "Apple other current liabilities at September 30, 2023?", refuse(am, WHY_A, amb_why(WHY_A, (g("OtherLiabilitiesCurrent"), A_BS23, None), (g("OtherAccruedLiabilitiesCurrent"), A_BS23, None))))
WHY_M = ("Microsoft's tax note reports 'Deferred income tax liabilities' (DeferredIncomeTaxLiabilities 4,217M, gross) and 'Net deferred income "
         "tax assets (liabilities)' (DeferredIncomeTaxLiabilitiesNet 1,067M), while the balance sheet shows 'Deferred income taxes' "
         "(DeferredTaxLiabilitiesNoncurrent 2,835M) at June 30, 2015.")
add(C, MS, "Microsoft deferred income tax liabilities at June 30, 2015?", refuse(am, WHY_M, amb_why(WHY_M, (g("DeferredIncomeTaxLiabilities"), M_BS15, None), (g("DeferredTaxLiabilitiesNoncurrent"), M_BS15, None), (g("DeferredIncomeTaxLiabilitiesNet"), M_BS15, None))))


def main():
    write_round("h28", gr.QUESTIONS_28, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
