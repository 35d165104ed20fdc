#!/usr/bin/env python3
"""Writes evals/data/ask_heldout34.jsonl and its refusal probes (ask_heldout34_probes.jsonl) -- round 34 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout34.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions34.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout34.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-32's scaffolding) through sys.path, and rounds 1-32 were read from a copy of evals/data; here
`from specs import *` takes them from evals/heldout itself. Written without reading the tool under test.
The overlap check covers rounds 1-32, each file named one by one in main().
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-34 share


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


# ------------------------------------------------------------------ round 34 FSDS filings: companies no round 1-32 used (checked CIK by
# CIK and adsh by adsh against every question and probe file of rounds 1-32, and against avoid_adsh.txt),
# all with EVEN CIKs (the parallel writer takes odd CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a custody bank, a life insurer, a home-health provider, a mall REIT in Chapter 11, an electric utility and
# an asset manager.
NTRS = "fsds:0001193125-10-101428"  # NORTHERN TRUST CORP 10-Q (2010q2), CIK 73124, Q1 2010 (custody bank); EquityComponents rows
PRU = "fsds:0001193125-10-113040"   # PRUDENTIAL FINANCIAL INC 10-Q (2010q2), CIK 1137774, Q1 2010 (life insurer); EquityComponents + ClassOfStock rows
AMED = "fsds:0001193125-10-094994"  # AMEDISYS INC 10-Q (2010q2), CIK 896262, Q1 2010 (home health care)
GGP = "fsds:0001104659-09-048413"   # GENERAL GROWTH PROPERTIES INC 10-Q (2009q3), CIK 895648, Q2 2009 and six months (mall REIT, in Chapter 11); EquityComponents rows
AEP = "fsds:0000004904-09-000117"   # AMERICAN ELECTRIC POWER CO INC 10-Q (2009q3), CIK 4904, Q2 2009 and six months (electric utility); EquityComponents rows
BLK = "fsds:0001193125-09-168969"   # BLACKROCK INC. 10-Q (2009q3), CIK 1364742, Q2 2009 and six months (asset manager); EquityComponents rows
TICK = {NTRS: "ntrs", PRU: "pru", AMED: "amed", GGP: "ggp", AEP: "aep", BLK: "blk"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
FY08 = ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods and members not among the shared constants
AQ_BS_JUN22 = (None, "2022-06-25")
AQ_Q4_22 = ("2022-06-26", "2022-09-24")
N_BS20 = (None, "2020-12-31")
U_FY09 = ("2009-01-01", "2009-12-31")
EQAX = G + "StatementEquityComponentsAxis"
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
CONS_SRT = "srt:ConsolidationItemsAxis"
LOSSAX = G + "LossContingenciesByNatureOfContingencyAxis"
AOCI_COL = {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}

# =================================================================== direct
C = "direct"
add(C, NTRS, "What did Northern Trust earn in trust, investment and other servicing fees during the first quarter of 2010?",
    fact(F(NTRS, "TrustInvestmentAndOtherServicingFees"), Q10, USD))
add(C, NTRS, "Northern Trust foreign exchange trading income, three months ended March 31, 2010", fact(F(NTRS, "ForeignCurrencyTransactionGainLossBeforeTax"), Q10, USD))
add(C, NTRS, "How much was sitting in time deposits with banks on Northern Trust's March 31, 2010 balance sheet?", fact(F(NTRS, "TimeDepositsAtCarryingValue"), B10, USD))
add(C, PRU, "Prudential Financial premiums revenue for Q1 2010", fact(F(PRU, "PremiumsEarnedNet"), Q10, USD))
add(C, PRU, "On Prudential's income statement, what was policy charges and fee income (the revenue line) for the quarter ended March 31, 2010?",
    fact(F(PRU, "PolicyChargesInsurance"), Q10, USD))
add(C, PRU, "Deferred policy acquisition costs carried on Prudential's balance sheet at the end of March 2010", fact(F(PRU, "DeferredPolicyAcquisitionCosts"), B10, USD))
add(C, AMED, "Amedisys general and administrative salaries and benefits in Q1 2010 (the G&A line, not cost of service)", fact(F(AMED, "LaborAndRelatedExpense"), Q10, USD))
add(C, AMED, "What liability for payroll and employee benefits did Amedisys report at March 31, 2010?", fact(F(AMED, "EmployeeRelatedLiabilitiesCurrent"), B10, USD))
add(C, GGP, "After the Chapter 11 filing, how much did General Growth Properties still show as mortgages, notes and loans payable (not subject to compromise) at June 30, 2009?",
    fact(F(GGP, "LongTermDebt"), PB, USD))
add(C, GGP, "GGP developments in progress, June 30, 2009 balance sheet", fact(F(GGP, "DevelopmentInProcess"), PB, USD))
add(C, GGP, "Total redeemable noncontrolling interests reported by General Growth Properties as of mid-2009", fact(F(GGP, "RedeemableNoncontrollingInterests"), PB, USD))
add(C, AEP, "American Electric Power's noncurrent regulatory assets at June 30, 2009", fact(F(AEP, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, AEP, "How big were AEP's securitized transition assets on the June 30, 2009 balance sheet?", fact(F(AEP, "SecuritizedRegulatoryTransitionAssetsNoncurrent"), PB, USD))
add(C, AEP, "Construction work in progress at American Electric Power as of 6/30/2009", fact(F(AEP, "ConstructionInProgressGross"), PB, USD))
add(C, BLK, "Goodwill on BlackRock's statement of financial condition at June 30, 2009", fact(F(BLK, "Goodwill"), PB, USD))
add(C, BLK, "BlackRock accrued compensation and benefits -- balance at the end of Q2 2009", fact(F(BLK, "EmployeeRelatedLiabilities"), PB, USD))
add(C, A10Q, "Within other income/(expense), net, what did Apple record as 'other expense, net' for the first nine months of fiscal 2023 (through July 1, 2023)?",
    fact(g("OtherNonoperatingIncomeExpense"), AQ_9M, USD))
add(C, NF, "Netflix deferred foreign income tax expense (benefit) for 2023", fact(g("DeferredForeignIncomeTaxExpenseBenefit"), N_FY23, USD))
add(C, NF, "By how much did settlements with taxing authorities reduce Netflix's gross unrecognized tax benefits in 2023?",
    fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities"), N_FY23, USD))
add(C, UP, "Union Pacific's proceeds from sale of assets financed in 2012", fact(["unp:ProceedsFromSaleOfAssetsFinanced"], U_FY12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, NTRS, "Northern Trust's total deposits one year earlier, at March 31, 2009", fact(F(NTRS, "Deposits"), MAR09, USD))
add(C, NTRS, "Outside services expense at Northern Trust in the first quarter of 2009", fact(F(NTRS, "ProfessionalFees"), Q09, USD))
add(C, PRU, "Policyholders' account balances on Prudential's December 31, 2009 balance sheet", fact(F(PRU, "OtherPolicyholderFunds"), DEC09, USD))
add(C, PRU, "Prudential net investment income in Q1 2009", fact(F(PRU, "NetInvestmentIncome"), Q09, USD))
add(C, AMED, "How much did Amedisys provide for doubtful accounts in the year-ago quarter (Q1 2009)?", fact(F(AMED, "ProvisionForDoubtfulAccounts"), Q09, USD))
add(C, AMED, "Amedisys patient accounts receivable, net, at year-end 2009", fact(F(AMED, "AccountsReceivableNetCurrent"), DEC09, USD))
add(C, GGP, "General Growth Properties goodwill as of December 31, 2008", fact(F(GGP, "Goodwill"), PYE, USD))
add(C, GGP, "GGP tenant recoveries in the second quarter of 2008", fact(F(GGP, "TenantRecoveries"), PQPY, USD))
add(C, AEP, "AEP short-term debt at the end of 2008", fact(F(AEP, "ShortTermBorrowings"), PYE, USD))
add(C, AEP, "What was the fuel inventory on American Electric Power's balance sheet at December 31, 2008?", fact(F(AEP, "InventoryRawMaterials"), PYE, USD))
add(C, BLK, "BlackRock total revenue for the quarter ended June 30, 2008", fact(F(BLK, "RevenuesExcludingInterestAndDividends"), PQPY, USD))
add(C, BLK, "Long-term borrowings at BlackRock as of December 31, 2008", fact(F(BLK, "LongTermDebt"), PYE, USD))
add(C, A10Q, "Apple's accumulated depreciation and amortization on property, plant and equipment at September 24, 2022",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), AQ_BSPY, USD))
add(C, A10Q, "Other current assets on Apple's balance sheet at the end of fiscal 2022 (Sept 24, 2022), per the Q3 FY23 10-Q", fact(g("OtherAssetsCurrent"), AQ_BSPY, USD))
add(C, NF, "Netflix current federal income tax expense for 2022", fact(g("CurrentFederalTaxExpenseBenefit"), N_FY22, USD))
add(C, NF, "Operating lease right-of-use assets held by Netflix at December 31, 2022", fact(g("OperatingLeaseRightOfUseAsset"), N_BS22, USD))
add(C, NF, "What was Netflix's balance of unrecognized tax benefits at the end of 2020?", fact(g("UnrecognizedTaxBenefits"), N_BS20, USD))
add(C, UP, "Union Pacific equipment and other rents expense, full year 2010", fact(["unp:EquipmentAndOtherRents"], U_FY10, USD))
add(C, UP, "UNP accounts payable as of December 31, 2011", fact(g("AccountsPayableCurrent"), U_BS11, USD))
add(C, UP, "Current state income tax expense at Union Pacific in 2011", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GGP, "GGP overage rents for the three months ended June 30, 2009 only", fact(F(GGP, "OperatingLeasesIncomeStatementContingentRevenue"), PQ, USD))
add(C, GGP, "Year-to-date provisions for impairment at General Growth Properties through June 30, 2009", fact(F(GGP, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, GGP, "GGP general and administrative expense in Q2 2009 by itself (not the six-month figure)", fact(F(GGP, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, GGP, "Real estate taxes at General Growth for January-June 2009", fact(F(GGP, "RealEstateTaxExpense"), PH, USD))
add(C, GGP, "Land sales revenue GGP booked in the April-June 2009 quarter", fact(F(GGP, "LandSales"), PQ, USD))
add(C, AEP, "Purchased electricity for resale at AEP, three months ended June 30, 2009", fact(F(AEP, "CostOfPurchasedPower"), PQ, USD))
add(C, AEP, "AEP fuel and other consumables used for electric generation over the first six months of 2009", fact(F(AEP, "ElectricProductionExpense"), PH, USD))
add(C, AEP, "Other operation and maintenance expense at American Electric Power for Q2 2009 alone", fact(F(AEP, "OtherOperationAndMaintenanceExpense"), PQ, USD))
add(C, AEP, "AEP taxes other than income taxes, six months to June 30, 2009", fact(F(AEP, "TaxesExcludingIncomeAndExciseTaxes"), PH, USD))
add(C, AEP, "What did AEP report as other revenues for the June 2009 quarter, excluding the first quarter?", fact(F(AEP, "OtherSalesRevenueNet"), PQ, USD))
add(C, BLK, "BlackRock investment advisory performance fees in Q2 2009 (quarter only)", fact(F(BLK, "PerformanceFees"), PQ, USD))
add(C, BLK, "BlackRock Solutions and advisory revenue, first half of 2009", fact(F(BLK, "RevenueOtherFinancialServices"), PH, USD))
add(C, BLK, "Employee compensation and benefits at BlackRock for the three months ended June 30, 2009", fact(F(BLK, "LaborAndRelatedExpense"), PQ, USD))
add(C, BLK, "Restructuring charges BlackRock recorded year to date through June 30, 2009", fact(F(BLK, "RestructuringCharges"), PH, USD))
add(C, BLK, "General and administration expense at BlackRock in the second quarter of 2009 on its own", fact(F(BLK, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, A10Q, "Apple's foreign currency translation adjustment in OCI, net of tax, for the three months ended June 25, 2022 (fiscal Q3 2022 only)",
    fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), AQ_Q3PY, USD))
add(C, A10Q, "Apple's AFS adjustment for net (gains)/losses realized and included in net income, year to date for the nine months ended July 1, 2023",
    fact(g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), AQ_9M, USD))
add(C, A10Q, "For the June 2022 quarter alone (fiscal Q3 2022), what was the 'other expense, net' piece of Apple's other income/(expense)?",
    fact(g("OtherNonoperatingIncomeExpense"), AQ_Q3PY, USD))
add(C, A10Q, "Unrealized holding losses on Apple's available-for-sale debt securities recognized in OCI (after tax) in the third fiscal quarter of 2022, three months only",
    fact(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), AQ_Q3PY, USD))
add(C, A10Q, "Common stock repurchases charged to retained earnings in Apple's equity statement for the three months ended June 25, 2022",
    fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_Q3PY, USD, {EQAX: G + "RetainedEarningsMember"}))

# =================================================================== derived
C = "derived"
add(C, NTRS, "Northern Trust's Q1 2010 efficiency ratio -- noninterest expenses divided by revenue, where revenue = net interest income + noninterest income",
    derived("e0/(e1+e2)", [inp(F(NTRS, "NoninterestExpense"), Q10), inp(F(NTRS, "InterestIncomeExpenseNet"), Q10), inp(F(NTRS, "NoninterestIncome"), Q10)], Q10, PURE))
add(C, NTRS, "By what percentage did Northern Trust's reserve for credit losses assigned to loans and leases change between December 31, 2009 and March 31, 2010? (decimal; negative means it shrank)",
    growth(F(NTRS, "LoansAndLeasesReceivableAllowance"), B10, DEC09))
add(C, NTRS, "In Q1 2009, what fraction of Northern Trust's revenue (net interest income plus total noninterest income) came from trust, investment and other servicing fees?",
    derived("e0/(e1+e2)", [inp(F(NTRS, "TrustInvestmentAndOtherServicingFees"), Q09), inp(F(NTRS, "InterestIncomeExpenseNet"), Q09), inp(F(NTRS, "NoninterestIncome"), Q09)], Q09, PURE))
add(C, PRU, "Net investment income as a share of Prudential's total revenues, first quarter 2010", ratio(F(PRU, "NetInvestmentIncome"), F(PRU, "Revenues"), Q10))
add(C, PRU, "How many dollars did total Prudential Financial, Inc. equity rise (or fall) from December 31, 2009 to March 31, 2010?",
    diff(F(PRU, "StockholdersEquity"), F(PRU, "StockholdersEquity"), B10, DEC09))
add(C, AMED, "Amedisys operating margin for Q1 2010: operating income over net service revenue", ratio(F(AMED, "OperatingIncomeLoss"), F(AMED, "HealthCareOrganizationPatientServiceRevenue"), Q10))
add(C, AMED, "Year-over-year growth in Amedisys' cost of service (excluding D&A), Q1 2010 vs Q1 2009, as a decimal", growth(F(AMED, "CostOfServices"), Q10, Q09))
add(C, AMED, "Amedisys current ratio (total current assets / total current liabilities) at the end of Q1 2010", ratio(F(AMED, "AssetsCurrent"), F(AMED, "LiabilitiesCurrent"), B10))
add(C, GGP, "GGP's interest coverage for the first half of 2009, defined as operating income divided by interest expense", ratio(F(GGP, "OperatingIncomeLoss"), F(GGP, "InterestExpense"), PH))
add(C, GGP, "What share of General Growth Properties' total liabilities at June 30, 2009 was subject to compromise in the bankruptcy?",
    ratio(F(GGP, "LiabilitiesSubjectToCompromise"), F(GGP, "Liabilities"), PB))
add(C, AEP, "Growth in AEP's utility operations revenue for 1H 2009 over 1H 2008 (decimal; negative = decline)", growth(F(AEP, "ElectricUtilityRevenue"), PH, PHPY))
add(C, AEP, "AEP free cash flow for the six months ended June 30, 2009, taking FCF as cash from operations minus construction expenditures",
    diff(F(AEP, "NetCashProvidedByUsedInOperatingActivities"), F(AEP, "PaymentsForConstructionInProcess"), PH))
add(C, BLK, "BlackRock's operating margin for the first six months of 2009 (operating income / total revenue)", ratio(F(BLK, "OperatingIncomeLoss"), F(BLK, "RevenuesExcludingInterestAndDividends"), PH))
add(C, BLK, "Effective tax rate at BlackRock for Q2 2009: income tax expense divided by income before income taxes",
    ratio(F(BLK, "IncomeTaxExpenseBenefit"), F(BLK, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsCumulativeEffectOfAccountingPrinciplesAndNoncontrollingInterest"), PQ))
add(C, A10Q, "How much did the accumulated other comprehensive income/(loss) column of Apple's equity move between September 24, 2022 and July 1, 2023? (later minus earlier)",
    diff(SE, SE, AQ_BS, AQ_BSPY, AOCI_COL, AOCI_COL))
add(C, A10Q, "At July 1, 2023, Apple's Level 2 U.S. agency securities: fair value as a fraction of amortized cost",
    ratio(g("AvailableForSaleSecuritiesDebtSecurities"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS,
          m_num={FVL: L2, FIN: G + "USGovernmentAgenciesDebtSecuritiesMember"}, m_den={FVL: L2, FIN: G + "USGovernmentAgenciesDebtSecuritiesMember"}))
add(C, NF, "Percentage change in Netflix's net deferred tax assets from December 31, 2022 to December 31, 2023, written as a decimal fraction (1.00 = +100%)", growth(g("DeferredTaxAssetsLiabilitiesNet"), N_BS23, N_BS22))
add(C, NF, "What portion of Netflix's total deferred tax liabilities at year-end 2023 came from acquired intangibles?",
    ratio(["nflx:DeferredTaxLiabilitiesAcquisitions"], g("DeferredIncomeTaxLiabilities"), N_BS23))
add(C, UP, "Locomotives' share of Union Pacific's total accumulated depreciation at December 31, 2011",
    ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS11,
          m_num={PPEAX: "unp:EquipmentLocomotivesMember"}))
add(C, UP, "By what fraction did the net actuarial loss sitting in Union Pacific's AOCI (pension and OPEB combined, pre-tax) grow from end-2011 to end-2012?",
    growth(g("DefinedBenefitPlanAccumulatedOtherComprehensiveIncomeNetGainsLossesBeforeTax"), U_BS12, U_BS11))

# =================================================================== members
C = "members"
add(C, NTRS, "Balance of the treasury stock column in Northern Trust's statement of changes in stockholders' equity at December 31, 2008",
    fact(SE, DEC08, USD, EQC("TreasuryStock")))
add(C, NTRS, "Preferred dividends declared, as charged to Northern Trust's retained earnings column in Q1 2009", fact(F(NTRS, "DividendsPreferredStock"), Q09, USD, EQC("RetainedEarnings")))
add(C, PRU, "In Prudential's Q1 2010 equity statement, how much did stock-based compensation programs move the treasury stock column?",
    fact(F(PRU, "StockBasedCompensation"), Q10, USD, EQC("TreasuryStock")))
add(C, PRU, "Noncontrolling interests column of Prudential's total equity at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("NoncontrollingInterest")))
add(C, PRU, "Effect of adopting the new other-than-temporary-impairment guidance for debt securities on Prudential's retained earnings column in Q1 2009",
    fact(F(PRU, "CumulativeEffectAdjustmentFromAdoptionOfFSPFAS1152AndFAS1242"), Q09, USD, EQC("RetainedEarnings")))
add(C, GGP, "Conversion of operating partnership units into common stock -- amount credited to GGP's additional paid-in capital column, first half of 2009",
    fact(F(GGP, "StockIssuedDuringPeriodValueConversionOfUnits"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, GGP, "Cumulative effect of change in accounting principles (adjustment) shown in the retained earnings column of General Growth's equity statement for the six months ended June 30, 2009",
    fact(F(GGP, "NewAccountingPronouncementOrChangeInAccountingPrincipleCumulativeEffectOfChangeOnEquityOrNetAssets"), PH, USD,
         {"EquityComponents": "RetainedEarnings", "Scenario": "ScenarioAdjustment"}))
add(C, AEP, "Number of common shares AEP issued in the first half of 2009, per the common stock column of its equity statement",
    fact(F(AEP, "StockIssuedDuringPeriodSharesNewIssues"), PH, SH, EQC("CommonStock")))
add(C, AEP, "How much of AEP's 1H09 common stock issuance landed in the paid-in capital column?", fact(F(AEP, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, BLK, "BlackRock issuance of common shares to an institutional investor in 1H 2009: the additional paid-in capital column amount",
    fact(F(BLK, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, BLK, "Subscriptions/(redemptions/distributions) recorded in BlackRock's redeemable non-controlling interests column for the six months ended June 30, 2009",
    fact(F(BLK, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), PH, USD, EQC("RedeemableNoncontrollingInterests")))
add(C, BLK, "Common shares held in escrow component of BlackRock's equity at June 30, 2009", fact(F(BLK, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("CommonSharesHeldInEscrow")))
add(C, A10Q, "Other corporate expenses, net in Apple's segment operating income reconciliation for the quarter ended June 25, 2022",
    fact(g("OtherGeneralAndAdministrativeExpense"), AQ_Q3PY, USD, {CONS_SRT: G + "CorporateNonSegmentMember"}))
add(C, A10Q, "Amortized cost of Apple's Level 2 non-U.S. government securities as of July 1, 2023",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, {FVL: L2, FIN: G + "ForeignGovernmentDebtSecuritiesMember"}))
add(C, A10Q, "Accumulated other comprehensive income/(loss) column of Apple's shareholders' equity at June 25, 2022", fact(SE, AQ_BS_JUN22, USD, AOCI_COL))
add(C, NF, "Netflix treasury stock at cost as shown in the treasury stock column of its equity statement, December 31, 2023", fact(SE, N_BS23, USD, {EQAX: G + "TreasuryStockCommonMember"}))
add(C, NF, "Gross cost of Netflix's corporate aircraft (air transportation equipment) within property and equipment at the end of 2022",
    fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, {PPEAX: G + "AirTransportationEquipmentMember"}))
add(C, UP, "Net book value of Union Pacific's ties at December 31, 2011", fact(g("PropertyPlantAndEquipmentNet"), U_BS11, USD, {PPEAX: "unp:RoadTiesMember"}))
add(C, UP, "UNP personal injury liability: change in estimate for prior years recognized in 2012",
    fact(["unp:LossContingencyAccrualCarryingValueChangeInPriorYears"], U_FY12, USD, {LOSSAX: "unp:PersonalInjuryMember"}))
add(C, UP, "Environmental accruals/(credits) Union Pacific recorded in 2012", fact(g("LossContingencyAccrualCarryingValueProvision"), U_FY12, USD, {LOSSAX: G + "EnvironmentalIssueMember"}))

# =================================================================== per_share
C = "per_share"
add(C, NTRS, "Northern Trust net income per diluted share in Q1 2010", fact(F(NTRS, "EarningsPerShareDiluted"), Q10, PS))
add(C, NTRS, "Average number of common shares outstanding (basic) at Northern Trust for the first quarter of 2009", fact(F(NTRS, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, PRU, "Net income attributable to Prudential Financial per share of Class B Stock, Q1 2010", fact(F(PRU, "EarningsPerClassBShareBasicAndDiluted"), Q10, PS))
add(C, PRU, "Diluted EPS on Prudential's Common Stock for the first quarter of 2009", fact(F(PRU, "EarningsPerShareDiluted"), Q09, PS))
add(C, PRU, "How many common shares did Prudential hold in treasury at March 31, 2010?", fact(F(PRU, "TreasuryStockShares"), B10, SH))
add(C, AMED, "Amedisys basic EPS, Q1 2010", fact(F(AMED, "EarningsPerShareBasic"), Q10, PS))
add(C, AMED, "Diluted weighted average share count Amedisys used for Q1 2009", fact(F(AMED, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, GGP, "General Growth Properties diluted loss per share for the six months ended June 30, 2009", fact(F(GGP, "EarningsPerShareDiluted"), PH, PS))
add(C, GGP, "Dividend declared per GGP share in the second quarter of 2008", fact(F(GGP, "CommonStockDividendsPerShareDeclared"), PQPY, PS))
add(C, AEP, "Cash dividends paid per AEP share in Q2 2009 (three months)", fact(F(AEP, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, AEP, "Weighted average number of diluted AEP common shares outstanding, first half of 2009", fact(F(AEP, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, BLK, "BlackRock basic earnings per share for the quarter ended June 30, 2009", fact(F(BLK, "EarningsPerShareBasic"), PQ, PS))
add(C, BLK, "Common shares outstanding at BlackRock on June 30, 2009", fact(F(BLK, "CommonStockSharesOutstanding"), PB, SH))
add(C, A10Q, "How many common shares was Apple authorized to issue as of September 24, 2022?", fact(g("CommonStockSharesAuthorized"), AQ_BSPY, SH))
add(C, NF, "Shares of Netflix common stock issued on option exercises in 2023, per the equity statement",
    fact(g("StockIssuedDuringPeriodSharesStockOptionsExercised"), N_FY23, SH, {EQAX: G + "CommonStockMember"}))
add(C, NF, "Weighted-average exercise price of the Netflix stock options exercised during 2021",
    fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExercisesInPeriodWeightedAverageExercisePrice"), N_FY21, PS))
add(C, NF, "Shares available for future grant under Netflix's stock plan at December 31, 2022",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), N_BS22, SH))
add(C, UP, "Union Pacific common shares issued at year-end 2011", fact(g("CommonStockSharesIssued"), U_BS11, SH))
add(C, UP, "Dilutive effect of retention shares and units on UNP's 2011 diluted share count", fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfRetentionSharesAndUnits"], U_FY11, SH))
add(C, UP, "Stock options UNP left out of its 2011 diluted EPS because they were anti-dilutive (number of shares)", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), U_FY11, SH))

# =================================================================== jargon
C = "jargon"
add(C, NTRS, "NTRS PCL, 1Q10", fact(F(NTRS, "ProvisionForLoanAndLeaseLosses"), Q10, USD))
add(C, NTRS, "Northern Trust capex on buildings & equipment (net), Q1'10", fact(F(NTRS, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, NTRS, "NTRS fed funds purchased @ 3/31/10", fact(F(NTRS, "FederalFundsPurchased"), B10, USD))
add(C, PRU, "Was Prudential's cash from operations positive or negative in 1Q10? Give the CFO number.", fact(F(PRU, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, PRU, "Prudential DAC adjustment in 1Q10 operating cash flow", fact(F(PRU, "IncreaseDecreaseInDeferredPolicyAcquisitionCosts"), Q10, USD))
add(C, AMED, "AMED capex 1Q10", fact(F(AMED, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AMED, "Amedisys bad-debt provision, Q1 '10", fact(F(AMED, "ProvisionForDoubtfulAccounts"), Q10, USD))
add(C, AMED, "AMED SBC (non-cash comp) for 1Q10", fact(F(AMED, "ShareBasedCompensation"), Q10, USD))
add(C, GGP, "How much operating cash flow did GGP generate in 1H09 despite the bankruptcy?", fact(F(GGP, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, GGP, "GGP DIP facility draw (cash proceeds), 1H09", fact(F(GGP, "ProceedsFromIssuanceOfDebtorInPossessionFinancing"), PH, USD))
add(C, AEP, "AEP op cash flow, first half of 2008", fact(F(AEP, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, AEP, "AEP D&A for 2Q09", fact(F(AEP, "DepreciationAndAmortization"), PQ, USD))
add(C, BLK, "BLK SBC add-back, 1H09", fact(F(BLK, "ShareBasedCompensation"), PH, USD))
add(C, BLK, "BLK buybacks (cash), 1H09", fact(F(BLK, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, A10Q, "AAPL CP with >90-day maturities, net proceeds/(repayments), 9M FY23", fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9M, USD))
add(C, A10Q, "AAPL tax benefit on SBC, 9M FY22", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), AQ_9MPY, USD))
add(C, NF, "NFLX FX remeasurement on its euro senior notes, FY23", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY23, USD, {G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}))
add(C, NF, "NFLX FX effect on cash, cash equivalents & restricted cash, FY23",
    fact(g("EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_FY23, USD))
add(C, UP, "UNP capex accrued but not yet paid, FY10", fact(g("CapitalExpendituresIncurredButNotYetPaid"), U_FY10, USD))
add(C, UP, "UNP CP issuance, FY12", fact(g("ProceedsFromIssuanceOfCommercialPaper"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, NTRS, "What did Wilmington Trust earn in trust and investment fees in Q1 2010?", refuse(oc, "Wilmington Trust is not in the data (Northern Trust is).", other("WILMINGTON")))
add(C, PRU, "How much premium income did Protective Life report for the first quarter of 2010?", refuse(oc, "Protective Life is not in the data (Prudential Financial is).", other("PROTECTIVE LIFE")))
add(C, AMED, "Gentiva Health Services net revenue for Q1 2010?", refuse(oc, "Gentiva is not in the data (Amedisys is).", other("GENTIVA")))
add(C, GGP, "Macerich minimum rents in the second quarter of 2009?", refuse(oc, "Macerich is not in the data (General Growth Properties is).", other("MACERICH")))
add(C, BLK, "What were Eaton Vance's investment advisory fees for its fiscal quarter ended mid-2009?", refuse(oc, "Eaton Vance is not in the data (BlackRock is).", other("EATON VANCE")))
add(C, NTRS, "Northern Trust net interest income for the quarter ending June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(NTRS, "InterestIncomeExpenseNet"), Q2_10)))
add(C, AMED, "What was Amedisys' net service revenue for all of 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the March quarters of 2010 and 2009 only; full-year 2009 revenue is not in its data.", absent(F(AMED, "HealthCareOrganizationPatientServiceRevenue"), FY09)))
add(C, GGP, "General Growth Properties total revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the June quarters and six-month periods of 2009 and 2008; calendar 2008 as a whole is not reported.", absent(F(GGP, "Revenues"), FY08)))
add(C, A10Q, "What were Apple's net sales in the September 2022 quarter (fiscal Q4 2022)?",
    refuse(pn, "The fiscal Q3 2023 10-Q covers the June quarters and nine-month periods of fiscal 2023 and 2022; the September 2022 quarter is not in it.", absent(REV, AQ_Q4_22)))
add(C, UP, "How much did Union Pacific take in as operating revenue during calendar 2009?",
    refuse(pn, "The 2012 10-K's income statement covers 2010-2012; 2009 revenues are not in the filing.", absent(g("Revenues", "SalesRevenueNet", "SalesRevenueServicesNet", "CargoAndFreightRevenue"), U_FY09)))
add(C, PRU, "How much inventory did Prudential Financial carry at March 31, 2010?", refuse(cn, "Prudential, a life insurer, reports no inventory.",
    absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves"))))
add(C, AMED, "How much did Amedisys spend on research and development in Q1 2010?", refuse(cn, "Amedisys, a home-health provider, reports no R&D expense.",
    absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AEP, "What was American Electric Power's R&D expense for the first half of 2009?", refuse(cn, "AEP's Q2 2009 financial data carry no research and development expense line.",
    absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BLK, "What gross profit did BlackRock report for the six months ended June 30, 2009?", refuse(cn, "BlackRock, an asset manager, reports no gross profit or cost of revenue line.",
    absent_any(GP + COR + g("CostOfServices"))))
add(C, NF, "What was Netflix's inventory balance at December 31, 2023?", refuse(cn, "Netflix reports content assets, not inventory; no inventory fact is in the filing.",
    absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves"))))
WHY_PRU = ("Prudential's Q1 2010 cash flow statement has two investing lines labelled 'Policy loans': cash paid to fund policy loans "
           "(PaymentsToFundPolicyLoans) and cash received from policy loan collections (ProceedsFromCollectionOfPolicyLoans).")
add(C, PRU, "What was the policy loans figure in Prudential's cash flow statement for Q1 2010?", refuse(am, WHY_PRU, amb_for(PRU, WHY_PRU,
    (F(PRU, "PaymentsToFundPolicyLoans"), Q10, None), (F(PRU, "ProceedsFromCollectionOfPolicyLoans"), Q10, None))))
WHY_GGP = ("GGP's June 30, 2009 balance sheet shows 'Investment in and loans to/from Unconsolidated Real Estate Affiliates' twice: "
           "as an asset (InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures) and as a liability (InvestmentsInAndLoansToFromUnconsolidatedRealEstateAffiliatesLiabilities).")
add(C, GGP, "General Growth's investment in and loans to/from unconsolidated real estate affiliates at June 30, 2009?", refuse(am, WHY_GGP, amb_for(GGP, WHY_GGP,
    (F(GGP, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, None),
    (F(GGP, "InvestmentsInAndLoansToFromUnconsolidatedRealEstateAffiliatesLiabilities"), PB, None))))
WHY_AEP = ("AEP's June 30, 2009 balance sheet has two risk management asset lines: 'Risk Management Assets' among current assets "
           "(DerivativeInstrumentsAndHedges) and 'Long-term Risk Management Assets' (DerivativeInstrumentsAndHedgesNoncurrent); the question names neither.")
add(C, AEP, "AEP risk management assets as of June 30, 2009?", refuse(am, WHY_AEP, amb_for(AEP, WHY_AEP,
    (F(AEP, "DerivativeInstrumentsAndHedges"), PB, None), (F(AEP, "DerivativeInstrumentsAndHedgesNoncurrent"), PB, None))))
WHY_BLK = ("BlackRock's income statement has two revenue lines labelled 'Related parties' for the six months ended June 30, 2009, under different "
           "revenue captions (InvestmentAdvisoryFeesFromAffiliates and SponsorFeesRelatedParty).")
add(C, BLK, "How much revenue did BlackRock earn from related parties in the first half of 2009?", refuse(am, WHY_BLK, amb_for(BLK, WHY_BLK,
    (F(BLK, "InvestmentAdvisoryFeesFromAffiliates"), PH, None), (F(BLK, "SponsorFeesRelatedParty"), PH, None))))
WHY_AAPL = ("Apple's cash flow statement for the nine months ended July 1, 2023 has three lines labelled 'Other': a non-cash adjustment in operating "
            "activities (OtherNoncashIncomeExpense), one in investing (PaymentsForProceedsFromOtherInvestingActivities) and one in financing "
            "(ProceedsFromPaymentsForOtherFinancingActivities).")
add(C, A10Q, "What did Apple report on the 'Other' line of its cash flow statement for the first nine months of fiscal 2023?", refuse(am, WHY_AAPL, amb_for(A10Q, WHY_AAPL,
    (g("OtherNoncashIncomeExpense"), AQ_9M, None), (g("PaymentsForProceedsFromOtherInvestingActivities"), AQ_9M, None),
    (g("ProceedsFromPaymentsForOtherFinancingActivities"), AQ_9M, None))))


def main():
    write_round("h34", gr.QUESTIONS_34, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
                                              gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
                                              gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
                                              gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
                                              gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32),
                same_fact="reported", within=True)


if __name__ == "__main__":
    main()
