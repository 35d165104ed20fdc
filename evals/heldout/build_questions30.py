#!/usr/bin/env python3
"""Writes evals/data/ask_heldout30.jsonl and its refusal probes (round 30) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout30_probes.jsonl and
re-verified by `gold_reader.py --check --questions evals/data/ask_heldout30.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values (the probe's `why` says which)

Run:  .venv/bin/python evals/heldout/build_questions30.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout30.jsonl
Written without reading the tool under test. specs.py and gold_reader.py were imported unchanged from a copy of
this directory (main's evals/heldout: rounds 1-28's scaffolding); the round-30 specs below are new.
The overlap check covers rounds 1-28, each file named in main() (round 29, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-30 share


# ------------------------------------------------------------------ round 30 FSDS filings: companies no round 1-28 used (checked CIK by
# CIK and adsh by adsh), all with EVEN CIKs (the parallel writer takes odd CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) the ticker (F).
MTB = "fsds:0000950123-10-045933"   # M&T BANK CORP 10-Q (2010q2), CIK 36270, Q1 2010 (bank); EquityComponents rows
VTR = "fsds:0001193125-10-101917"   # VENTAS INC 10-Q (2010q2), CIK 740260, Q1 2010 (healthcare REIT); EquityComponents rows incl. FY2009
ETR = "fsds:0000065984-10-000092"   # ENTERGY CORP 10-Q (2010q2), CIK 65984, Q1 2010 (electric utility); EquityComponents rows
AET = "fsds:0001122304-09-000091"   # AETNA INC 10-Q (2009q3), CIK 1122304, Q2 2009 and six months (health insurer); EquityComponents rows
SWY = "fsds:0001193125-09-155582"   # SAFEWAY INC 10-Q (2009q3), CIK 86144, Q2 2009 = 12 weeks ended June 20, 2009 (grocery retailer)
YHOO = "fsds:0001193125-09-169110"  # YAHOO INC 10-Q (2009q3), CIK 1011006, Q2 2009 and six months (internet)
TICK = {MTB: "mtb", VTR: "vtr", ETR: "etr", AET: "aet", SWY: "swy", YHOO: "yhoo"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-28)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
Q2_10 = ("2010-04-01", "2010-06-30")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
Q3_09, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
# Safeway: 12 weeks ended June 20, 2009 (ddate 2009-06-30) and 24 weeks; prior year 12 / 24 weeks ended June 14, 2008 (ddate 2008-05-31)
SWQ, SWH = PQ, PH
SWQPY, SWHPY = ("2008-03-01", "2008-05-31"), ("2007-12-01", "2008-05-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
EQAX = G + "StatementEquityComponentsAxis"
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
VQA = G + "ValuationAllowancesAndReservesTypeAxis"
CASUALTY = {VQA: "unp:AccruedCasualtyCostsMember"}
NOTE4875_19 = {G + "DebtInstrumentAxis": "nflx:FourPointEightSevenFivePercentSeniorNotesIssuedOctober2019Member",
               G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
N_FY20 = ("2020-01-01", "2020-12-31")

# =================================================================== direct
C = "direct"
add(C, MTB, "What was M&T Bank's net interest income in the first quarter of 2010?", fact(F(MTB, "InterestIncomeExpenseNet"), Q10, USD))
add(C, MTB, "FDIC assessments expensed by M&T Bank for the three months ended March 31, 2010", fact(F(MTB, "FederalDepositInsuranceCorporationPremiumExpense"), Q10, USD))
add(C, MTB, "How large were M&T's savings deposits on the March 31, 2010 balance sheet?", fact(F(MTB, "DepositsSavingsDeposits"), B10, USD))
add(C, VTR, "Ventas rental income, Q1 2010", fact(F(VTR, "RealEstateRevenueNet"), Q10, USD))
add(C, VTR, "Ventas loans receivable, net, as of March 31, 2010", fact(F(VTR, "LoansReceivableNet"), B10, USD))
add(C, ETR, "How much did Entergy spend on nuclear refueling outage expenses in the quarter ended March 31, 2010?", fact(F(ETR, "NuclearRefuelingOutageExpenses"), Q10, USD))
add(C, ETR, "Entergy's decommissioning trust funds balance at the end of March 2010", fact(F(ETR, "DecommissioningFundInvestments"), B10, USD))
add(C, AET, "Aetna health care premiums for the three months ended June 30, 2009", fact(F(AET, "PremiumsEarnedNetAccidentAndHealth"), PQ, USD))
add(C, AET, "What did Aetna carry as health care costs payable at June 30, 2009?", fact(F(AET, "ShortTermHealthCareCostsPayable"), PB, USD))
add(C, SWY, "Safeway's sales and other revenue for its second quarter of 2009 (the 12 weeks ended June 20, 2009)", fact(F(SWY, "SalesRevenueNet"), SWQ, USD))
add(C, SWY, "Safeway merchandise inventories on the balance sheet at the end of Q2 2009", fact(F(SWY, "InventoryFinishedGoods"), PB, USD))
add(C, YHOO, "Yahoo! short-term marketable debt securities at June 30, 2009", fact(F(YHOO, "MarketableSecuritiesCurrent"), PB, USD))
add(C, YHOO, "What was the carrying value of Yahoo's investments in equity interests (Alibaba, Yahoo Japan and others) at June 30, 2009?", fact(F(YHOO, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, YHOO, "Yahoo long-term deferred revenue, June 30, 2009 balance sheet", fact(F(YHOO, "DeferredRevenueNoncurrent"), PB, USD))
add(C, A10Q, "Carrying amount of the marketable securities Apple had designated in fair value hedges as of July 1, 2023", fact(g("HedgedAssetFairValueHedge"), AQ_BS, USD))
add(C, A10Q, "Gross unrealized gains on Apple's cash equivalents and marketable securities at the end of fiscal Q3 2023", fact(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"], AQ_BS, USD))
add(C, NF, "How much unamortized debt issuance cost did Netflix report at December 31, 2023?", fact(g("DeferredFinanceCostsNet"), N_BS23, USD))
add(C, NF, "Netflix: foreign currency cash flow hedge amounts in AOCI expected to be reclassified into earnings within the next 12 months, as of year-end 2023", fact(g("ForeignCurrencyCashFlowHedgeGainLossToBeReclassifiedDuringNext12Months"), N_BS23, USD))
add(C, UP, "Receivables collected by Union Pacific Railroad during 2012 (receivables securitization disclosure)", fact(["unp:ReceivablesCollected"], U_FY12, USD))
add(C, UP, "Union Pacific fixed rate debt securities containing call provisions at December 31, 2012", fact(["unp:FixedRateDebtSecuritiesContainingCallProvisions"], U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, MTB, "M&T Bank net interest income, year-ago quarter (Q1 2009)", fact(F(MTB, "InterestIncomeExpenseNet"), Q09, USD))
add(C, MTB, "Total deposits at M&T as of December 31, 2009", fact(F(MTB, "Deposits"), DEC09, USD))
add(C, VTR, "What did Ventas earn in resident fees and services in the first quarter of 2009?", fact(F(VTR, "OtherRealEstateRevenue"), Q09, USD))
add(C, VTR, "Ventas senior notes payable and other debt at year-end 2009", fact(F(VTR, "LongTermDebt"), DEC09, USD))
add(C, ETR, "Entergy electric revenue for the three months ended March 31, 2009", fact(F(ETR, "ElectricUtilityRevenue"), Q09, USD))
add(C, ETR, "Entergy long-term debt (excluding currently maturing debt) at December 31, 2009", fact(F(ETR, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, ETR, "Entergy operating income in Q1 2009, the comparative quarter in its Q1 2010 10-Q", fact(F(ETR, "OperatingIncomeLoss"), Q09, USD))
add(C, AET, "Aetna total revenue, second quarter of 2008", fact(F(AET, "Revenues"), PQPY, USD))
add(C, AET, "What were Aetna's unearned premiums at the end of 2008?", fact(F(AET, "UnearnedPremiums"), PYE, USD))
add(C, SWY, "Safeway sales and other revenue in the year-earlier second quarter (12 weeks ended June 14, 2008)", fact(F(SWY, "SalesRevenueNet"), SWQPY, USD))
add(C, SWY, "Safeway total long-term debt at fiscal year-end 2008, per the comparative balance sheet in its Q2 2009 10-Q", fact(F(SWY, "LongTermDebtAndCapitalLeaseObligations"), PYE, USD))
add(C, YHOO, "Yahoo revenues for the three months ended June 30, 2008", fact(F(YHOO, "Revenues"), PQPY, USD))
add(C, YHOO, "Treasury stock at cost on Yahoo's December 31, 2008 balance sheet", fact(F(YHOO, "TreasuryStockValue"), PYE, USD))
add(C, YHOO, "Yahoo cash and cash equivalents at June 30, 2008", fact(F(YHOO, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, A10Q, "Apple vendor non-trade receivables at September 24, 2022 (prior fiscal year-end column of the Q3 FY23 10-Q)", fact(g("NontradeReceivablesCurrent"), AQ_BSPY, USD))
add(C, A10Q, "Other non-current liabilities on Apple's balance sheet as of September 24, 2022", fact(g("OtherLiabilitiesNoncurrent"), AQ_BSPY, USD))
add(C, NF, "Netflix additions to content assets in 2022", fact(["nflx:AdditionstoStreamingContentAssets"], N_FY22, USD))
add(C, NF, "What were Netflix's short-term investments at the end of 2022?", fact(g("ShortTermInvestments"), N_BS22, USD))
add(C, UP, "Union Pacific equipment and other rents expense for 2011", fact(["unp:EquipmentAndOtherRents"], U_FY11, USD))
add(C, UP, "Union Pacific interest payable as of December 31, 2011", fact(g("InterestPayableCurrent"), U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, AET, "Aetna net income for the six months ended June 30, 2009", fact(F(AET, "NetIncomeLoss"), PH, USD))
add(C, AET, "Aetna selling expenses in Q2 2009 alone", fact(F(AET, "SellingExpense"), PQ, USD))
add(C, AET, "Year-to-date net investment income at Aetna through June 2009", fact(F(AET, "NetInvestmentIncome"), PH, USD))
add(C, AET, "Aetna current and future benefits expense for the second quarter of 2009 only, not the first half", fact(F(AET, "PolicyholderBenefitsAndClaimsIncurredNet"), PQ, USD))
add(C, AET, "Net realized capital gains (losses) at Aetna for the first six months of 2009", fact(F(AET, "RealizedInvestmentGainsLosses"), PH, USD))
add(C, SWY, "Safeway operating and administrative expense for the first 24 weeks of 2009", fact(F(SWY, "OperatingExpenses"), SWH, USD))
add(C, SWY, "Safeway gross profit in the 12-week second quarter of 2009 by itself", fact(F(SWY, "GrossProfit"), SWQ, USD))
add(C, SWY, "How much interest expense did Safeway record in the 24 weeks ended June 20, 2009?", fact(F(SWY, "InterestExpense"), SWH, USD))
add(C, SWY, "Safeway income tax expense for Q2 2009 (12 weeks), not year to date", fact(F(SWY, "IncomeTaxExpenseBenefit"), SWQ, USD))
add(C, YHOO, "Yahoo restructuring charges, net, in the second quarter of 2009 on its own", fact(F(YHOO, "RestructuringCharges"), PQ, USD))
add(C, YHOO, "Yahoo sales and marketing expense for January through June 2009", fact(F(YHOO, "SellingAndMarketingExpense"), PH, USD))
add(C, YHOO, "Yahoo earnings in equity interests, six months ended June 30, 2009", fact(F(YHOO, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, YHOO, "Provision for income taxes at Yahoo for the June 2009 quarter only", fact(F(YHOO, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, A10Q, "Apple's 'other expense, net' line within other income/(expense) for the three months ended July 1, 2023", fact(g("OtherNonoperatingIncomeExpense"), AQ_Q3, USD))
add(C, A10Q, "Change in fair value of marketable debt securities in Apple's other comprehensive income for fiscal Q3 2023 (the quarter alone)", fact(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), AQ_Q3, USD))
add(C, A10Q, "How much in net derivative gains did Apple reclassify from AOCI into net income over the first nine months of fiscal 2023?", fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], AQ_9M, USD))
add(C, A10Q, "Apple's net repayments of commercial paper on the cash flow statement, nine months ended July 1, 2023", fact(g("ProceedsFromRepaymentsOfCommercialPaper"), AQ_9M, USD))
add(C, A10Q, "Apple total other comprehensive income/(loss) for the nine months ended June 25, 2022 (year to date, not the June 2022 quarter)", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_9MPY, USD))
add(C, UP, "Union Pacific's early extinguishment charge in the second quarter of 2012 alone (gain/(loss) on extinguishment of debt)", fact(g("GainsLossesOnExtinguishmentOfDebt"), U_Q2_12, USD))
add(C, UP, "Debt exchange fees Union Pacific incurred in the quarter ended June 30, 2011", fact(g("DebtIssuanceCostsIncurredDuringNoncashOrPartialNoncashTransaction"), ("2011-04-01", "2011-06-30"), USD))

# =================================================================== derived
C = "derived"
add(C, MTB, "M&T Bank efficiency ratio for Q1 2010, defined as total other (noninterest) expense / (net interest income + total other income)",
    derived("e0/(e1+e2)", [inp(F(MTB, "NoninterestExpense"), Q10), inp(F(MTB, "InterestIncomeExpenseNet"), Q10), inp(F(MTB, "NoninterestIncome"), Q10)], Q10, PURE))
add(C, MTB, "M&T loan-to-deposit ratio at March 31, 2010, using loans and leases, net (after the allowance) over total deposits", ratio(F(MTB, "LoansAndLeasesReceivableNetReportedAmount"), F(MTB, "Deposits"), B10))
add(C, VTR, "Ventas debt to total equity at March 31, 2010 (senior notes payable and other debt / total equity including noncontrolling interest)", ratio(F(VTR, "LongTermDebt"), SE_NCI, B10))
add(C, VTR, "Ventas year-over-year growth in total revenues, Q1 2010 vs Q1 2009", growth(F(VTR, "Revenues"), Q10, Q09))
add(C, ETR, "Entergy operating margin for Q1 2010: operating income divided by total operating revenues", ratio(F(ETR, "OperatingIncomeLoss"), F(ETR, "UtilityRevenue"), Q10))
add(C, ETR, "Entergy's effective tax rate in the first quarter of 2010 (income taxes / income before income taxes)", ratio(F(ETR, "IncomeTaxExpenseBenefit"), F(ETR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, AET, "Aetna medical benefit ratio for the first half of 2009 (health care costs / health care premiums)", ratio(F(AET, "PolicyholderBenefitsAndClaimsIncurredHealthCare"), F(AET, "PremiumsEarnedNetAccidentAndHealth"), PH))
add(C, AET, "By what fraction did Aetna's total revenue change in 1H 2009 versus 1H 2008? (negative if it declined)", growth(F(AET, "Revenues"), PH, PHPY))
add(C, SWY, "Safeway gross margin for the 24 weeks ended June 20, 2009 (gross profit / sales and other revenue)", ratio(F(SWY, "GrossProfit"), F(SWY, "SalesRevenueNet"), SWH))
add(C, SWY, "Safeway free cash flow for the first 24 weeks of 2009: operating cash flow minus cash paid for property additions", diff(F(SWY, "NetCashProvidedByUsedInOperatingActivities"), F(SWY, "PaymentsToAcquirePropertyPlantAndEquipment"), SWH))
add(C, SWY, "Safeway current ratio at the end of its second quarter of 2009", ratio(F(SWY, "AssetsCurrent"), F(SWY, "LiabilitiesCurrent"), PB))
add(C, YHOO, "Yahoo gross margin in Q2 2009 (gross profit as a share of revenues)", ratio(F(YHOO, "GrossProfit"), F(YHOO, "Revenues"), PQ))
add(C, YHOO, "Yahoo revenue growth, Q2 2009 over Q2 2008, as a decimal (negative means revenue fell)", growth(F(YHOO, "Revenues"), PQ, PQPY))
add(C, YHOO, "Operating margin at Yahoo for the six months ended June 30, 2009 (income from operations / revenues)", ratio(F(YHOO, "OperatingIncomeLoss"), F(YHOO, "Revenues"), PH))
add(C, A10Q, "Apple's net unrealized position on cash equivalents and marketable securities at September 24, 2022: gross unrealized gains minus gross unrealized losses",
    diff(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"], ["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"], AQ_BSPY))
add(C, A10Q, "What share of Apple's Level 2 non-current marketable securities was corporate debt at September 24, 2022 (corporate debt / all Level 2 non-current)?",
    ratio(g("MarketableSecuritiesNoncurrent"), g("MarketableSecuritiesNoncurrent"), AQ_BSPY, m_num={FVL: L2, FIN: G + "CorporateDebtSecuritiesMember"}, m_den={FVL: L2}))
add(C, NF, "Netflix total income tax provision for 2022 computed from the tax note as current plus deferred income tax expense", total(g("CurrentIncomeTaxExpenseBenefit"), g("DeferredIncomeTaxExpenseBenefit"), N_FY22))
add(C, NF, "Foreign share of Netflix's 2021 income before taxes: foreign / (United States + foreign)",
    derived("e0/(e0+e1)", [inp(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), N_FY21), inp(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), N_FY21)], N_FY21, PURE))
add(C, UP, "Current portion of Union Pacific's accrued casualty costs as a fraction of the total (current / (current + long-term)) at December 31, 2011",
    derived("e0/(e0+e1)", [inp(["unp:ScheduleOfValuationAndQualifyingAccountsCurrentPortion"], U_BS11, CASUALTY), inp(["unp:ScheduleOfValuationAndQualifyingAccountsLongTermPortion"], U_BS11, CASUALTY)], U_BS11, PURE))
add(C, UP, "Growth in Union Pacific's Mexico freight revenues from 2010 to 2011", growth(["unp:MexicoCargoAndFreightRevenue"], U_FY11, U_FY10))

# =================================================================== members
C = "members"
add(C, MTB, "In M&T's Q1 2010 statement of changes in stockholders' equity, how much compensation expense ran through the treasury stock column?", fact(F(MTB, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD, EQC("TreasuryStock")))
add(C, MTB, "Amortization of preferred stock discount credited to M&T's preferred stock column, first quarter 2010", fact(F(MTB, "AmortizationOfPreferredStockDiscount"), Q10, USD, EQC("PreferredStock")))
add(C, MTB, "Balance of the common stock issuable column in M&T's equity statement at March 31, 2010", fact(SE_NCI, B10, USD, EQC("CommonStockIssuable")))
add(C, VTR, "Ventas equity statement: noncontrolling interest column balance at March 31, 2010", fact(SE_NCI, B10, USD, EQC("NoncontrollingInterest")))
add(C, VTR, "Common stock issued for Ventas stock plans in Q1 2010 -- amount recorded in the treasury stock column", fact(F(VTR, "StockIssuedDuringPeriodValueLongTermIncentivePlanActivity"), Q10, USD, EQC("TreasuryStock")))
add(C, VTR, "Comprehensive income attributable to Ventas stockholders (parent column of the equity statement) for full-year 2009", fact(g("ComprehensiveIncomeNetOfTax"), FY09, USD, EQC("Parent")))
add(C, ETR, "Entergy's net unrealized investment gain column of accumulated other comprehensive income at March 31, 2010", fact(SE_NCI, B10, USD, EQC("AccumulatedNetUnrealizedInvestmentGainLoss")))
add(C, ETR, "Net derivative fair value changes Entergy booked to its cash flow hedge AOCI column during Q1 2010", fact(F(ETR, "OtherComprehensiveIncomeDerivativesQualifyingAsHedgesNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedges")))
add(C, ETR, "Entergy pension and other postretirement liabilities column of AOCI (equity statement) at year-end 2009", fact(SE_NCI, DEC09, USD, EQC("AccumulatedDefinedBenefitPlansAdjustment")))
add(C, AET, "Aetna common stock and additional paid-in capital column of shareholders' equity at June 30, 2008", fact(SE, JUN08, USD, EQC("CommonStockAndAdditionalPaidInCapital")))
add(C, AET, "Number of common shares Aetna issued for benefit plans in the first half of 2009, per the share column of the equity statement", fact(F(AET, "CommonSharesIssuedForBenefitPlansIncludingTaxBenefitShares"), PH, SH, EQC("NumberOfCommonSharesOutstanding")))
add(C, AET, "Cumulative effect of new accounting standards that Aetna recorded in retained earnings during the six months ended June 30, 2009", fact(g("CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), PH, USD, EQC("RetainedEarnings")))
add(C, A10Q, "Apple retained earnings column in the condensed statement of shareholders' equity at July 1, 2023", fact(SE, AQ_BS, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, A10Q, "Apple non-current marketable securities in foreign government debt (Level 2) at July 1, 2023", fact(g("MarketableSecuritiesNoncurrent"), AQ_BS, USD, {FVL: L2, FIN: G + "ForeignGovernmentDebtSecuritiesMember"}))
add(C, A10Q, "Adjusted cost of Apple's Level 2 asset-backed securities as of July 1, 2023", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, {FVL: L2, FIN: G + "AssetBackedSecuritiesMember"}))
add(C, NF, "Netflix licensed content, net, at December 31, 2023", fact(g("FiniteLivedIntangibleAssetsNet"), N_BS23, USD, {FLI: "nflx:LicensedContentMember"}))
add(C, NF, "Repurchases of common stock shown in the treasury stock column of Netflix's 2023 statement of stockholders' equity", fact(g("TreasuryStockValueAcquiredCostMethod"), N_FY23, USD, {EQAX: G + "TreasuryStockCommonMember"}))
add(C, NF, "Fair value of Netflix's 4.875% senior notes issued in October 2019, at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, NOTE4875_19))
add(C, UP, "Long-term portion of Union Pacific's accrued casualty costs at December 31, 2012 (valuation and qualifying accounts schedule)", fact(["unp:ScheduleOfValuationAndQualifyingAccountsLongTermPortion"], U_BS12, USD, CASUALTY))
add(C, UP, "Depreciation rate Union Pacific applied to freight cars in 2012", fact(["unp:DepreciationRate"], U_BS12, PURE, {PPEAX: "unp:EquipmentFreightCarsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, MTB, "M&T Bank diluted earnings per common share, Q1 2010", fact(F(MTB, "EarningsPerShareDiluted"), Q10, PS))
add(C, MTB, "How many diluted weighted-average shares did M&T use for the quarter ended March 31, 2009?", fact(F(MTB, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, MTB, "Cash dividends per common share M&T paid in the first quarter of 2010", fact(F(MTB, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, VTR, "Ventas diluted income from continuing operations per share for Q1 2009", fact(F(VTR, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, VTR, "Dividends declared per Ventas common share in Q1 2010", fact(F(VTR, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, VTR, "Ventas common shares issued as of March 31, 2010", fact(F(VTR, "CommonStockSharesIssued"), B10, SH))
add(C, ETR, "Entergy basic earnings per share for the first quarter of 2010", fact(F(ETR, "EarningsPerShareBasic"), Q10, PS))
add(C, ETR, "Entergy diluted average number of common shares outstanding, Q1 2009", fact(F(ETR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, ETR, "How many Entergy shares were held as treasury stock at March 31, 2010?", fact(F(ETR, "TreasuryStockShares"), B10, SH))
add(C, AET, "Aetna diluted EPS year to date through June 30, 2009", fact(F(AET, "EarningsPerShareDiluted"), PH, PS))
add(C, AET, "Aetna basic net income per share for the three months ended June 30, 2008", fact(F(AET, "EarningsPerShareBasic"), PQPY, PS))
add(C, SWY, "Safeway diluted EPS for the 12-week second quarter of 2009", fact(F(SWY, "EarningsPerShareDiluted"), SWQ, PS))
add(C, SWY, "Safeway treasury shares outstanding at the end of Q2 2009", fact(F(SWY, "TreasuryStockShares"), PB, SH))
add(C, YHOO, "Net income attributable to Yahoo! common stockholders per diluted share, first half of 2009", fact(F(YHOO, "EarningsPerShareDiluted"), PH, PS))
add(C, A10Q, "Effect of dilutive securities on Apple's share count for the nine months ended June 25, 2022", fact(g("WeightedAverageNumberDilutedSharesOutstandingAdjustment"), AQ_9MPY, SH))
add(C, A10Q, "Apple common shares outstanding at September 24, 2022, as shown in the Q3 FY23 10-Q balance sheet", fact(g("CommonStockSharesOutstanding"), AQ_BSPY, SH))
add(C, NF, "Weighted-average exercise price of the stock options Netflix granted in 2022", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageExercisePrice"), N_FY22, PS))
add(C, NF, "Weighted-average grant-date fair value per option of Netflix's 2021 option grants", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), N_FY21, PS))
add(C, UP, "How many shares did stock options add to Union Pacific's diluted weighted-average share count in 2011?", fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfStockOptions"], U_FY11, SH))
add(C, UP, "Union Pacific basic EPS for full-year 2010", fact(g("EarningsPerShareBasic"), U_FY10, PS))

# =================================================================== jargon
C = "jargon"
add(C, MTB, "MTB PCL 1Q10", fact(F(MTB, "ProvisionForLoanLeaseAndOtherLosses"), Q10, USD))
add(C, MTB, "M&T ALLL (allowance for credit losses) at 3/31/10", fact(F(MTB, "LoansAndLeasesReceivableAllowance"), B10, USD))
add(C, MTB, "MTB net capex, Q1 2010", fact(F(MTB, "PaymentsForProceedsFromProductiveAssets"), Q10, USD))
add(C, VTR, "VTR D&A on the income statement, 1Q10", fact(F(VTR, "DepreciationAndAmortization"), Q10, USD))
add(C, VTR, "Ventas SBC (cash flow add-back), Q1'10", fact(F(VTR, "ShareBasedCompensation"), Q10, USD))
add(C, VTR, "Ventas cash from ops (CFO) for the March 2010 quarter", fact(F(VTR, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, ETR, "ETR capex (construction/capital expenditures), 1Q10", fact(F(ETR, "PaymentsForCapitalImprovements"), Q10, USD))
add(C, ETR, "Entergy O&M, Q1 2010", fact(F(ETR, "UtilitiesOperatingExpenseMaintenanceAndOperations"), Q10, USD))
add(C, ETR, "ETR AFUDC-equity in 1Q10 (income statement)", fact(F(ETR, "PublicUtilitiesAllowanceForFundsUsedDuringConstructionCapitalizedCostOfEquity"), Q10, USD))
add(C, AET, "AET buybacks 1H09", fact(F(AET, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, AET, "Aetna CFO, six months to June 2009", fact(F(AET, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), PH, USD))
add(C, SWY, "SWY D&A (cash flow statement), 24 wks to mid-June 2009", fact(F(SWY, "DepreciationAndAmortization"), SWH, USD))
add(C, SWY, "Safeway capex YTD Q2 2009", fact(F(SWY, "PaymentsToAcquirePropertyPlantAndEquipment"), SWH, USD))
add(C, YHOO, "Stock comp add-back in Yahoo's H1 2009 cash flow (SBC)", fact(F(YHOO, "ShareBasedCompensation"), PH, USD))
add(C, A10Q, "AAPL other non-current assets at FYE22 (9/24/22), per the 3Q23 10-Q", fact(g("OtherAssetsNoncurrent"), AQ_BSPY, USD))
add(C, A10Q, "AAPL carrying amt of term debt hedged via FV hedges at FYE22 (9/24/22)", fact(g("HedgedLiabilityFairValueHedge"), AQ_BSPY, USD))
add(C, NF, "NFLX ROU assets obtained for new op lease obligations, FY22", fact(g("RightOfUseAssetObtainedInExchangeForOperatingLeaseLiability"), N_FY22, USD))
add(C, NF, "NFLX total multiemployer plan contribs (pension + health), FY23", fact(g("MultiemployerPlanPensionInsignificantEmployerContributionCost"), N_FY23, USD))
add(C, UP, "UNP RRS (Railroad Retirement System) contributions, FY11", fact(["unp:RailroadRetirementSystemContributions"], U_FY11, USD))
add(C, UP, "UNP equipment acquired pending financing, FY12 (non-cash capex)", fact(["unp:PaymentsToAcquirePropertyPlantAndEquipmentPendingFinancing"], U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, MTB, "Zions Bancorporation net interest income for Q1 2010?", refuse(oc, "Zions Bancorporation is not in the data (M&T Bank is).", other("ZIONS")))
add(C, VTR, "What was Health Care REIT's rental income in the first quarter of 2010?", refuse(oc, "Health Care REIT is not in the data (Ventas is).", other("HEALTH CARE REIT")))
add(C, AET, "Centene premium revenue for the second quarter of 2009?", refuse(oc, "Centene is not in the data (Aetna is).", other("CENTENE")))
add(C, SWY, "Whole Foods Market sales for its quarter ended June 2009?", refuse(oc, "Whole Foods Market is not in the data (Safeway is).", other("WHOLE FOODS")))
add(C, YHOO, "Baidu revenues, Q2 2009?", refuse(oc, "Baidu is not in the data (Yahoo is).", other("BAIDU")))
add(C, MTB, "M&T Bank net interest income for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q covers the quarter ended March 31, 2010 (and Q1 2009); the June 2010 quarter is not reported.", absent(F(MTB, "InterestIncomeExpenseNet"), Q2_10)))
add(C, ETR, "Entergy's electric revenue for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports electric revenue for Q1 2010 and Q1 2009 only.", absent(F(ETR, "ElectricUtilityRevenue"), FY09)))
add(C, AET, "Aetna total revenue in the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(AET, "Revenues"), Q3_09)))
add(C, YHOO, "Yahoo's revenues for the whole of 2008?", refuse(pn, "The Q2 2009 10-Q reports the June quarters and first halves of 2009 and 2008, not full-year 2008.", absent(F(YHOO, "Revenues"), FY08)))
add(C, NF, "Netflix cost of revenues for 2020?", refuse(pn, "The FY2023 10-K reports cost of revenues for 2021-2023 only.", absent(g("CostOfRevenue", "CostOfGoodsAndServicesSold"), N_FY20)))
add(C, MTB, "What were M&T Bank's inventories at March 31, 2010?", refuse(cn, "M&T, a bank, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, VTR, "Ventas research and development expense for Q1 2010?", refuse(cn, "Ventas, a healthcare REIT, reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, SWY, "How much did Safeway spend on research and development in the first half of 2009?", refuse(cn, "Safeway's Q2 2009 10-Q financial data carry no R&D expense fact.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, A10Q, "Apple's allowance for doubtful accounts on trade receivables at July 1, 2023?", refuse(cn, "The Q3 FY23 10-Q tags no allowance for doubtful accounts / credit losses on receivables.", absent_any(g("AllowanceForDoubtfulAccountsReceivableCurrent", "AccountsReceivableAllowanceForCreditLossCurrent", "AllowanceForDoubtfulAccountsReceivable"))))
add(C, NF, "How much interest did Netflix capitalize in 2023?", refuse(cn, "The FY2023 10-K reports no capitalized interest fact.", absent_any(g("InterestCostsCapitalized", "InterestCostsCapitalizedAdjustment", "InterestPaidCapitalized"))))
WHY_ETR = ("Entergy reports 'CONSOLIDATED NET INCOME' (ProfitLoss 218.8M, including preferred dividend requirements of subsidiaries) and "
           "'NET INCOME ATTRIBUTABLE TO ENTERGY CORPORATION' (NetIncomeLoss 213.8M) for Q1 2010.")
add(C, ETR, "Entergy net income for the first quarter of 2010?", refuse(am, WHY_ETR, amb_why(WHY_ETR, (F(ETR, "ProfitLoss"), Q10, None), (F(ETR, "NetIncomeLoss"), Q10, None))))
WHY_AET = ("Aetna's balance sheet shows 'Future policy benefits' twice at June 30, 2009: a current line (ShortTermFuturePolicyBenefits 736.2M) "
           "and a long-term line (LongTermFurturePolicyBenefits 6,649.1M).")
add(C, AET, "Aetna future policy benefits at June 30, 2009?", refuse(am, WHY_AET, amb_why(WHY_AET, (F(AET, "ShortTermFuturePolicyBenefits"), PB, None), (F(AET, "LongTermFurturePolicyBenefits"), PB, None))))
WHY_ATD = ("Apple's September 24, 2022 balance sheet shows 'Term debt' twice: a current line (LongTermDebtCurrent 11,128M) and a "
           "non-current line (LongTermDebtNoncurrent 98,959M); the debt note also gives the fixed-rate notes' aggregate carrying amount (LongTermDebt 110,100M).")
add(C, A10Q, "What was Apple's term debt at September 24, 2022?", refuse(am, WHY_ATD, amb_why(WHY_ATD, (g("LongTermDebtCurrent"), AQ_BSPY, None), (g("LongTermDebtNoncurrent"), AQ_BSPY, None), (g("LongTermDebt"), AQ_BSPY, None))))
WHY_NCL = ("Netflix reports content liabilities in two balance-sheet lines at December 31, 2023: 'Current content liabilities' "
           "(nflx:ContentLiabilitiesCurrent 4,466.5M) and 'Non-current content liabilities' (nflx:ContentLiabilitiesNoncurrent 2,578.2M); no total is tagged.")
add(C, NF, "Netflix content liabilities at the end of 2023?", refuse(am, WHY_NCL, amb_why(WHY_NCL, (["nflx:ContentLiabilitiesCurrent"], N_BS23, None), (["nflx:ContentLiabilitiesNoncurrent"], N_BS23, None))))
WHY_UAD = ("Union Pacific reports an 'Allowance for doubtful accounts' on current accounts receivable (AllowanceForDoubtfulAccountsReceivableCurrent 4M) "
           "and one on receivables not expected to be collected in one year (AllowanceForDoubtfulAccountsReceivableNoncurrent 33M) at December 31, 2012.")
add(C, UP, "Union Pacific allowance for doubtful accounts at December 31, 2012?", refuse(am, WHY_UAD, amb_why(WHY_UAD, (g("AllowanceForDoubtfulAccountsReceivableCurrent"), U_BS12, None), (g("AllowanceForDoubtfulAccountsReceivableNoncurrent"), U_BS12, None))))


def main():
    write_round("h30", gr.QUESTIONS_30, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
