#!/usr/bin/env python3
"""Writes evals/data/ask_heldout40.jsonl and its refusal probes (ask_heldout40_probes.jsonl) -- round 40 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout40.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions40.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout40.jsonl
The writer's folder held byte-identical copies of the round 1-38 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported through sys.path (nothing in them was changed; no bytecode was written), with the shared
data folder passed through AUDITGRAPH_SHARED_DATA, and rounds 1-38 were read from a copy of evals/data; here
`from specs import *` takes them from evals/heldout itself. Rounds 1-38 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-40 share


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


# ------------------------------------------------------------------ round 40 FSDS filings: companies no round 1-38 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-38, and against avoid_adsh.txt and its companies), all
# with EVEN CIKs (the parallel writer takes odd CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a regional bank, a property/casualty (re)insurer and an electric & gas utility (2010q2, all three reporting
# EquityComponents rows); a lodging REIT, a biotech/healthcare company and a networking-equipment (tech) company (2009q3).
UMB = "fsds:0001193125-10-108296"   # UMB FINANCIAL CORP 10-Q (2010q2), CIK 101382, Q1 2010 (bank); EquityComponents rows
AWH = "fsds:0000950123-10-046562"   # ALLIED WORLD ASSURANCE CO HOLDINGS LTD 10-Q (2010q2), CIK 1163348, Q1 2010 (insurer); EquityComponents rows
DTE = "fsds:0000950123-10-040289"   # DTE ENERGY CO 10-Q (2010q2), CIK 936340, Q1 2010 (utility); EquityComponents rows
HST = "fsds:0001193125-09-156720"   # HOST HOTELS & RESORTS, INC. 10-Q (2009q3), CIK 1070750, Q2 2009 ended June 19, 2009 (REIT)
CELG = "fsds:0000950123-09-028388"  # CELGENE CORP 10-Q (2009q3), CIK 816284, Q2 2009 and six months (biotech)
JNPR = "fsds:0000950123-09-032159"  # JUNIPER NETWORKS INC 10-Q (2009q3), CIK 1043604, Q2 2009 and six months (tech)
TICK = {UMB: "umbf", AWH: "awh", DTE: "dte", HST: "hst", CELG: "celg", JNPR: "jnpr"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PQ3 = (None, "2009-06-30"), (None, "2008-12-31"), ("2009-07-01", "2009-09-30")
# Host Hotels: second quarter ended June 19, 2009 (FSDS ddate 2009-06-30); the 2008 comparatives carry FSDS ddate 2008-05-31
HQ, HH = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
HQPY, HHPY = ("2008-03-01", "2008-05-31"), ("2007-12-01", "2008-05-31")
HB, HYE, FY08 = (None, "2009-06-30"), (None, "2008-12-31"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods, axes and members not among the shared constants
AQ_H1 = ("2022-09-25", "2023-04-01")
AQ_BS21, AQ_BS_MAR22, AQ_BS_JUN22 = (None, "2021-09-25"), (None, "2022-03-26"), (None, "2022-06-25")
EQAX = G + "StatementEquityComponentsAxis"
AE_RE, AE_AOCI = {EQAX: G + "RetainedEarningsMember"}, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}
AE_CSAPIC = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FININST = G + "FinancialInstrumentAxis"
L2_TIME_DEP = {FVL: G + "FairValueInputsLevel2Member", FININST: G + "BankTimeDepositsMember"}
RPO = lambda d: {G + "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis": "typed:" + d}
BSLOC_ONCA = {G + "BalanceSheetLocationAxis": G + "OtherNoncurrentAssetsMember"}
PLAN = G + "PlanNameAxis"
OPTIONS = {PLAN: G + "StockOptionMember"}
PI = {G + "LossContingenciesByNatureOfContingencyAxis": "unp:PersonalInjuryMember"}

# =================================================================== direct
C = "direct"
add(C, UMB, "How much did UMB Financial earn from trust and securities processing in the first quarter of 2010?",
    fact(F(UMB, "FeesAndCommissionsFiduciaryAndTrustActivities"), Q10, USD))
add(C, UMB, "UMB balance sheet, March 31, 2010: time deposits of $100,000 or more", fact(F(UMB, "TimeDeposits100000OrMore"), B10, USD))
add(C, UMB, "What was the carrying amount of UMB's 'Federal Reserve Bank stock and other' line at quarter-end March 2010?",
    fact(F(UMB, "FederalReserveBankStock"), B10, USD))
add(C, AWH, "Gross premiums written by Allied World Assurance in Q1 2010?",
    fact(F(AWH, "SupplementalInformationForPropertyCasualtyInsuranceUnderwritersPremiumsWritten"), Q10, USD))
add(C, AWH, "Allied World's reserve for losses and loss expenses as of 3/31/2010", fact(F(AWH, "ReserveForLossesAndLossAdjustmentExpenses"), B10, USD))
add(C, AWH, "On its March 31, 2010 balance sheet, how much did Allied World owe in balances due on purchases of investments?",
    fact(F(AWH, "PayablesToBrokerDealersAndClearingOrganizations"), B10, USD))
add(C, DTE, "DTE Energy's fuel, purchased power and gas costs for the three months ended March 31, 2010",
    fact(F(DTE, "CostOfGoodsAndServicesEnergyCommoditiesAndServices"), Q10, USD))
add(C, DTE, "What were DTE's nuclear decommissioning trust funds worth at the end of Q1 2010?", fact(F(DTE, "DecommissioningFundInvestments"), B10, USD))
add(C, DTE, "Asset retirement obligations carried on DTE Energy's balance sheet at March 31, 2010", fact(F(DTE, "AssetRetirementObligationsNoncurrent"), B10, USD))
add(C, HST, "How much was sitting in Host Hotels & Resorts' furniture, fixtures and equipment replacement fund on June 19, 2009?",
    fact(F(HST, "ReplacementReserveEscrow"), HB, USD))
add(C, HST, "Host Hotels mortgage debt outstanding at the end of its second quarter of 2009 (June 19, 2009)",
    fact(F(HST, "LongTermDebtComponentsMortgageLoans"), HB, USD))
add(C, CELG, "Celgene's marketable securities available for sale at June 30, 2009", fact(F(CELG, "AvailableForSaleSecuritiesCurrent"), PB, USD))
add(C, CELG, "What did Celgene carry as non-current income taxes payable at mid-2009?", fact(F(CELG, "AccruedIncomeTaxesNoncurrent"), PB, USD))
add(C, JNPR, "Accrued warranty on Juniper Networks' June 30, 2009 balance sheet", fact(F(JNPR, "AccruedWarranty"), PB, USD))
add(C, JNPR, "Juniper's long-term investments as of June 30, 2009?", fact(F(JNPR, "LongTermInvestments"), PB, USD))
add(C, A10Q, "Total fair value of Apple's non-current marketable debt securities, by contractual maturity, at July 1, 2023",
    fact(g("AvailableForSaleSecuritiesDebtMaturitiesSingleMaturityDate"), AQ_BS, USD))
add(C, NF, "Netflix's current foreign income tax expense for 2023", fact(g("CurrentForeignTaxExpenseBenefit"), N_FY23, USD))
add(C, NF, "How large was the research and development credit in Netflix's 2023 income tax rate reconciliation?",
    fact(g("IncomeTaxReconciliationTaxCreditsResearch"), N_FY23, USD))
add(C, UP, "Union Pacific's total liabilities at December 31, 2012", fact(g("Liabilities"), U_BS12, USD))
add(C, UP, "Unrecognized tax benefits that would affect Union Pacific's effective tax rate if recognized, as of year-end 2012",
    fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, UMB, "UMB Financial's bankcard fees in the first quarter of 2009", fact(F(UMB, "FeesAndCommissionsCreditCards"), Q09, USD))
add(C, UMB, "Interest-bearing due from banks on UMB's December 31, 2009 balance sheet", fact(F(UMB, "InterestBearingDepositsInBanks"), DEC09, USD))
add(C, AWH, "Net impairment charges Allied World recognized in earnings a year earlier, in Q1 2009",
    fact(F(AWH, "NetImpairmentChargesRecognizedInEarnings"), Q09, USD))
add(C, AWH, "Unearned premiums at Allied World as of year-end 2009", fact(F(AWH, "UnearnedPremiums"), DEC09, USD))
add(C, DTE, "DTE Energy's taxes other than income for the comparable 2009 quarter (three months ended March 31, 2009)",
    fact(F(DTE, "TaxesExcludingIncomeAndExciseTaxes"), Q09, USD))
add(C, DTE, "What was DTE's accrued pension liability at December 31, 2009?", fact(F(DTE, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), DEC09, USD))
add(C, HST, "Host Hotels' senior notes at December 31, 2008", fact(F(HST, "SeniorNotes"), HYE, USD))
add(C, HST, "Investments in affiliates on Host's balance sheet at the end of 2008",
    fact(F(HST, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), HYE, USD))
add(C, CELG, "How much acquired in-process R&D did Celgene expense in the first half of 2008?", fact(F(CELG, "ResearchAndDevelopmentInProcess"), PHPY, USD))
add(C, CELG, "Celgene inventory at December 31, 2008", fact(F(CELG, "InventoryNet"), PYE, USD))
add(C, JNPR, "Juniper's purchased intangible assets, net, at the end of 2008", fact(F(JNPR, "IntangibleAssetsNetExcludingGoodwill"), PYE, USD))
add(C, JNPR, "'Other charges' within Juniper's operating expenses for the three months ended June 30, 2008",
    fact(F(JNPR, "OtherCostAndExpenseOperating"), PQPY, USD))
add(C, A10Q, "Apple's accumulated other comprehensive loss at September 24, 2022, as shown in its 10-Q for the quarter ended July 1, 2023",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), AQ_BSPY, USD))
add(C, A10Q, "In the first nine months of fiscal 2022, how much revenue did Apple recognize that had been in deferred revenue at the beginning of the period?",
    fact(g("ContractWithCustomerLiabilityRevenueRecognized"), AQ_9MPY, USD))
add(C, A10Q, "The 'Other expense, net' component of Apple's other income/(expense) for the nine months ended June 25, 2022",
    fact(g("OtherNonoperatingIncomeExpense"), AQ_9MPY, USD))
add(C, A10Q, "Carrying amount of Apple's hedged marketable securities (fair value hedges) at September 24, 2022",
    fact(g("HedgedAssetFairValueHedge"), AQ_BSPY, USD))
add(C, NF, "Netflix's current content liabilities at the end of 2022", fact(["nflx:ContentLiabilitiesCurrent"], N_BS22, USD))
add(C, NF, "Amortization of content assets included in Netflix's 2022 cost of revenues",
    fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY22, USD))
add(C, UP, "Union Pacific's compensation and benefits expense in 2011", fact(g("LaborAndRelatedExpense"), U_FY11, USD))
add(C, UP, "UNP's interest expense for the year before, 2011", fact(g("InterestExpense"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, HST, "Host Hotels rooms revenue for the second quarter of 2009 only (quarter ended June 19, 2009)", fact(F(HST, "OccupancyRevenue"), HQ, USD))
add(C, HST, "Year-to-date food and beverage revenue at Host through June 19, 2009", fact(F(HST, "FoodAndBeverageRevenue"), HH, USD))
add(C, HST, "Management fees Host paid to its hotel managers in the quarter ended June 19, 2009 -- just that quarter",
    fact(F(HST, "OwnedPropertyManagementCosts"), HQ, USD))
add(C, HST, "Host's depreciation and amortization expense for the first two quarters of 2009 combined", fact(F(HST, "DepreciationAndAmortization"), HH, USD))
add(C, HST, "Equity in earnings (losses) of affiliates for Host's Q2 2009 on its own", fact(F(HST, "IncomeLossFromEquityMethodInvestments"), HQ, USD))
add(C, HST, "Corporate and other expenses at Host, 2Q09 (the quarter, not year to date)", fact(F(HST, "GeneralAndAdministrativeExpense"), HQ, USD))
add(C, CELG, "Celgene net product sales for the three months ended June 30, 2009", fact(F(CELG, "SalesRevenueGoodsNet"), PQ, USD))
add(C, CELG, "Celgene research and development expense, six months ended June 30, 2009",
    fact(F(CELG, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PH, USD))
add(C, CELG, "Amortization of acquired intangible assets at Celgene in 2Q09 by itself", fact(F(CELG, "AmortizationOfAcquiredIntangibleAssets"), PQ, USD))
add(C, CELG, "Celgene's 'Other income, net' for January through June 2009", fact(F(CELG, "OtherNonoperatingIncomeExpense"), PH, USD))
add(C, CELG, "Interest and investment income, net at Celgene in the second quarter of 2009 (quarter only)",
    fact(F(CELG, "InvestmentIncomeInterestAndDividend"), PQ, USD))
add(C, JNPR, "Juniper service revenue in Q2 2009 -- three months only", fact(F(JNPR, "SalesRevenueServicesNet"), PQ, USD))
add(C, JNPR, "Restructuring charges Juniper booked over the first six months of 2009", fact(F(JNPR, "RestructuringCharges"), PH, USD))
add(C, JNPR, "Sales and marketing expense at Juniper for the April-June 2009 quarter", fact(F(JNPR, "SellingAndMarketingExpense"), PQ, USD))
add(C, JNPR, "Juniper's provision for income taxes, year to date through June 30, 2009", fact(F(JNPR, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, JNPR, "Loss on minority equity investments at Juniper in the quarter ended June 30, 2009", fact(F(JNPR, "GainLossOnInvestments"), PQ, USD))
add(C, A10Q, "Other comprehensive income/(loss) in the accumulated other comprehensive income column of Apple's shareholders' equity statement for fiscal Q3 2023 alone (three months ended July 1, 2023)",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_Q3, USD, AE_AOCI))
add(C, A10Q, "For the nine months ended July 1, 2023, what other comprehensive loss did Apple record against AOCI in its statement of shareholders' equity?",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_9M, USD, AE_AOCI))
add(C, A10Q, "Apple's 'Other' financing cash flows for the first nine months of fiscal 2023", fact(g("ProceedsFromPaymentsForOtherFinancingActivities"), AQ_9M, USD))
add(C, A10Q, "Net income credited to retained earnings in Apple's equity statement for the three months ended June 25, 2022 (the quarter, not the nine months)",
    fact(g("NetIncomeLoss"), AQ_Q3PY, USD, AE_RE))

# =================================================================== derived
C = "derived"
add(C, UMB, "UMB's loan-to-deposit ratio at March 31, 2010, computed as net loans divided by total deposits",
    ratio(F(UMB, "LoansAndLeasesReceivableNetReportedAmount"), F(UMB, "Deposits"), B10))
add(C, UMB, "Tangible book value of UMB Financial at 3/31/10: total shareholders' equity less goodwill and other intangibles, in dollars",
    derived("e0-e1-e2", [inp(F(UMB, "StockholdersEquity"), B10), inp(F(UMB, "Goodwill"), B10),
                         inp(F(UMB, "IntangibleAssetsNetExcludingGoodwill"), B10)], B10, USD, ratio=False))
add(C, UMB, "By what fraction did UMB's total noninterest income grow from Q1 2009 to Q1 2010? (decimal; negative would mean a decline)",
    growth(F(UMB, "NoninterestIncome"), Q10, Q09))
add(C, AWH, "Allied World's loss ratio for Q1 2010: net losses and loss expenses over net premiums earned",
    ratio(F(AWH, "PolicyholderBenefitsAndClaimsIncurredNet"), F(AWH, "PremiumsEarnedNet"), Q10))
add(C, AWH, "Allied World expense ratio, 1Q10, defined as (acquisition costs + general and administrative expenses) / net premiums earned",
    derived("(e0+e1)/e2", [inp(F(AWH, "DeferredPolicyAcquisitionCostAmortizationExpense"), Q10), inp(F(AWH, "GeneralAndAdministrativeExpense"), Q10),
                           inp(F(AWH, "PremiumsEarnedNet"), Q10)], Q10, PURE))
add(C, AWH, "Allied World grew net premiums written by what fraction in Q1 2010 over Q1 2009? Answer as a decimal (negative would mean shrinkage).",
    growth(F(AWH, "PremiumsWrittenNet"), Q10, Q09))
add(C, DTE, "Total plant and equipment expenditures at DTE in Q1 2010 -- utility plus non-utility",
    total(F(DTE, "PaymentsToAcquirePropertyPlantAndEquipmentUtility"), F(DTE, "PaymentsToAcquirePropertyPlantAndEquipmentNonUtility"), Q10))
add(C, DTE, "DTE Energy free cash flow for the first quarter of 2009: net cash from operating activities minus utility and non-utility plant and equipment expenditures",
    derived("e0-e1-e2", [inp(F(DTE, "NetCashProvidedByUsedInOperatingActivities"), Q09),
                         inp(F(DTE, "PaymentsToAcquirePropertyPlantAndEquipmentUtility"), Q09),
                         inp(F(DTE, "PaymentsToAcquirePropertyPlantAndEquipmentNonUtility"), Q09)], Q09, USD, ratio=False))
add(C, DTE, "Operating margin at DTE Energy in Q1 2010 (operating income / operating revenues)",
    ratio(F(DTE, "OperatingIncomeLoss"), F(DTE, "UtilityRevenue"), Q10))
add(C, HST, "How much did Host's total revenues change in Q2 2009 versus the second quarter of 2008? Give the growth rate as a decimal, negative for a decline.",
    growth(F(HST, "Revenues"), HQ, HQPY))
add(C, HST, "Host Hotels net debt at June 19, 2009: total debt minus cash and cash equivalents",
    diff(F(HST, "DebtAndCapitalLeaseObligations"), F(HST, "CashAndCashEquivalentsAtCarryingValue"), HB))
add(C, CELG, "Celgene's gross margin on net product sales for the first half of 2009, i.e. (net product sales - cost of goods sold) / net product sales",
    margin_from_cost(F(CELG, "SalesRevenueGoodsNet"), F(CELG, "CostOfGoodsAndServicesSold"), PH))
add(C, CELG, "Free cash flow at Celgene for the six months to June 30, 2009 (operating cash flow less capital expenditures)",
    diff(F(CELG, "NetCashProvidedByUsedInOperatingActivities"), F(CELG, "PaymentsToAcquireProductiveAssets"), PH))
add(C, JNPR, "Juniper's gross margin percentage for Q2 2009 (gross margin divided by total net revenues, as a decimal)",
    ratio(F(JNPR, "GrossProfit"), F(JNPR, "SalesRevenueNet"), PQ))
add(C, JNPR, "Year-on-year change in Juniper's product revenue for the June 2009 quarter vs the June 2008 quarter (decimal, negative = decline)",
    growth(F(JNPR, "SalesRevenueGoodsNet"), PQ, PQPY))
add(C, A10Q, "How much did the common stock and additional paid-in capital column of Apple's equity statement increase during the quarter ended June 25, 2022 (June 25, 2022 balance minus March 26, 2022 balance)?",
    diff(g("StockholdersEquity"), g("StockholdersEquity"), AQ_BS_JUN22, AQ_BS_MAR22, AE_CSAPIC, AE_CSAPIC))
add(C, A10Q, "What fraction of Apple's deferred revenue at July 1, 2023 is expected to be realized more than two years out? Add the two-to-three-year and beyond-three-year percentages.",
    derived("e0+e1", [inp(g("RevenueRemainingPerformanceObligationPercentage"), AQ_BS, RPO("2025-06-29")),
                      inp(g("RevenueRemainingPerformanceObligationPercentage"), AQ_BS, RPO("2026-06-28"))], AQ_BS, PURE))
add(C, NF, "In Netflix's income tax note, total deferred tax assets minus net deferred tax assets at December 31, 2022 (in dollars)",
    diff(g("DeferredTaxAssetsGross"), g("DeferredTaxAssetsNet"), N_BS22))
add(C, NF, "What share of Netflix's total operating lease liabilities at the end of 2022 was current?",
    ratio(g("OperatingLeaseLiabilityCurrent"), g("OperatingLeaseLiability"), N_BS22))
add(C, UP, "Growth of Union Pacific's balance sheet total (total liabilities and common shareholders' equity) from December 31, 2011 to December 31, 2012, as a decimal",
    growth(g("LiabilitiesAndStockholdersEquity"), U_BS12, U_BS11))

# =================================================================== members
C = "members"
add(C, UMB, "Treasury stock column of UMB's statement of changes in shareholders' equity: what was the balance at March 31, 2009?",
    fact(F(UMB, "StockholdersEquity"), MAR09, USD, EQC("TreasuryStock")))
add(C, UMB, "Effect of the 'issuance of equity awards' line on UMB's capital surplus column in Q1 2010",
    fact(F(UMB, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, UMB, "Exercise of stock options -- the amount that went through UMB's treasury stock column in the first quarter of 2010",
    fact(F(UMB, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("TreasuryStock")))
add(C, UMB, "Opening retained earnings in UMB's 2009 equity roll-forward, i.e. the retained earnings column at December 31, 2008",
    fact(F(UMB, "StockholdersEquity"), DEC08, USD, EQC("RetainedEarnings")))
add(C, AWH, "Stock compensation credited to additional paid-in capital in Allied World's Q1 2009 shareholders' equity statement",
    fact(F(AWH, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q09, USD, EQC("AdditionalPaidInCapital")))
add(C, AWH, "Allied World equity statement: retained earnings column balance at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, AWH, "Accumulated other comprehensive income column of Allied World's equity roll-forward at December 31, 2008",
    fact(SE_NCI, DEC08, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, DTE, "How many shares of common stock did DTE contribute to its pension plan in Q1 2010, per the common stock column of its equity statement?",
    fact(F(DTE, "ContributionOfCommonStockToPensionPlanShares"), Q10, SH, EQC("CommonStock")))
add(C, DTE, "Portion of DTE's Q1 2010 'stock-based compensation and other' equity line attributed to noncontrolling interests",
    fact(F(DTE, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, DTE, "DTE's statement of changes in equity: benefit obligations, net of tax, recorded in the accumulated other comprehensive loss column for the first quarter of 2010",
    fact(F(DTE, "TotalBenefitObligations"), Q10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, A10Q, "What percentage of Apple's deferred revenue at July 1, 2023 did it expect to realize in the one-to-two-year window?",
    fact(g("RevenueRemainingPerformanceObligationPercentage"), AQ_BS, PURE, RPO("2024-06-30")))
add(C, A10Q, "Apple retained earnings column at September 25, 2021 -- the opening balance of the fiscal 2022 equity roll-forward shown in the Q3 FY23 10-Q",
    fact(g("StockholdersEquity"), AQ_BS21, USD, AE_RE))
add(C, A10Q, "Common stock repurchases charged to retained earnings by Apple in the nine months ended June 25, 2022",
    fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9MPY, USD, AE_RE))
add(C, A10Q, "Amortized cost of Apple's Level 2 bank time deposits at July 1, 2023", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, L2_TIME_DEP))
add(C, NF, "Common stock column of Netflix's statement of stockholders' equity at December 31, 2023", fact(g("StockholdersEquity"), N_BS23, USD, {EQAX: G + "CommonStockMember"}))
add(C, NF, "Foreign currency translation: other comprehensive income before reclassifications in Netflix's 2023 AOCI roll-forward",
    fact(g("OtherComprehensiveIncomeLossBeforeReclassificationsNetOfTax"), N_FY23, USD, {EQAX: G + "AccumulatedTranslationAdjustmentMember"}))
add(C, NF, "Expected amortization of Netflix's produced content in the second year after December 31, 2023 (the 'unamortized cost in year two' figure)",
    fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearTwo"), N_BS23, USD, PRODUCED))
add(C, UP, "Depreciation rate Union Pacific applied to locomotives as of December 31, 2011", fact(["unp:DepreciationRate"], U_BS11, PURE, UPPE("unp:EquipmentLocomotivesMember")))
add(C, UP, "Accumulated depreciation on Union Pacific's freight cars at the end of 2011",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS11, USD, UPPE("unp:EquipmentFreightCarsMember")))
add(C, UP, "What share of UNP's recorded personal injury liability at December 31, 2012 related to asserted claims?",
    fact(["unp:RecordedLiabilityRelatedToAssertedClaims"], U_BS12, PURE, PI))

# =================================================================== per_share
C = "per_share"
add(C, UMB, "Cash dividends per share UMB paid in the first quarter of 2010", fact(F(UMB, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, UMB, "How many treasury shares did UMB hold at March 31, 2010?", fact(F(UMB, "TreasuryStockShares"), B10, SH))
add(C, AWH, "Allied World diluted EPS, first quarter 2010", fact(F(AWH, "EarningsPerShareDiluted"), Q10, PS))
add(C, AWH, "Dividends declared per share by Allied World in Q1 2009", fact(F(AWH, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, AWH, "Weighted average common shares and common share equivalents outstanding at Allied World for the quarter ended March 31, 2010",
    fact(F(AWH, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, DTE, "DTE Energy's diluted earnings per share (net income attributable to DTE Energy Company) for Q1 2009",
    fact(F(DTE, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, DTE, "According to the common stock caption on DTE's March 31, 2010 balance sheet, how many shares were issued and outstanding?",
    fact(F(DTE, "CommonStockSharesOutstanding"), B10, SH))
add(C, HST, "Host Hotels' diluted loss per share from continuing operations in Q2 2009", fact(F(HST, "IncomeLossFromContinuingOperationsPerDilutedShare"), HQ, PS))
add(C, HST, "Host basic earnings per common share, year to date through the second quarter of 2008", fact(F(HST, "EarningsPerShareBasic"), HHPY, PS))
add(C, HST, "Cumulative redeemable preferred shares Host had outstanding at June 19, 2009", fact(F(HST, "PreferredStockSharesOutstanding"), HB, SH))
add(C, CELG, "Celgene diluted EPS for the six months ended June 30, 2009", fact(F(CELG, "EarningsPerShareDiluted"), PH, PS))
add(C, CELG, "Diluted weighted-average share count Celgene used for Q2 2008", fact(F(CELG, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQPY, SH))
add(C, JNPR, "Juniper basic EPS for the second quarter of 2009", fact(F(JNPR, "EarningsPerShareBasic"), PQ, PS))
add(C, JNPR, "Juniper diluted weighted average shares, first half of 2009", fact(F(JNPR, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, NF, "Netflix 2022: how many antidilutive shares were excluded from diluted EPS?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), N_FY22, SH))
add(C, NF, "How many shares did Netflix repurchase in 2023 according to its statement of stockholders' equity?",
    fact(g("TreasuryStockSharesAcquired"), N_FY23, SH, {EQAX: G + "CommonStockMember"}))
add(C, NF, "Dilutive employee stock options (incremental shares) in Netflix's 2021 diluted share count",
    fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), N_FY21, SH))
add(C, UP, "Union Pacific's weighted-average basic share count for 2010", fact(WAB, U_FY10, SH))
add(C, UP, "Weighted-average exercise price of UNP stock options exercisable at December 31, 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisableWeightedAverageExercisePrice"), U_BS12, PS, OPTIONS))
add(C, UP, "Number of stock options Union Pacific granted during 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriod"), U_FY12, SH, OPTIONS))

# =================================================================== jargon
C = "jargon"
add(C, UMB, "UMBF NII, 1Q10?", fact(F(UMB, "InterestIncomeExpenseNet"), Q10, USD))
add(C, UMB, "UMB PLL in 1Q09", fact(F(UMB, "ProvisionForLoanAndLeaseLosses"), Q09, USD))
add(C, UMB, "UMBF capex 1Q10 (bank premises & equipment purchases)", fact(F(UMB, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AWH, "What was AWH's CFO in 1Q10?", fact(F(AWH, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, AWH, "Allied World NPE for 1Q09?", fact(F(AWH, "PremiumsEarnedNet"), Q09, USD))
add(C, DTE, "DTE O&M expense, 1Q10", fact(F(DTE, "CostDirectOperatingSuppliesMaintenance"), Q10, USD))
add(C, DTE, "DTE DD&A on the P&L in 1Q09", fact(F(DTE, "CostOfServicesDepreciationAndAmortization"), Q09, USD))
add(C, DTE, "DTE common divs paid in cash, 1Q10 (from the cash flow statement)", fact(F(DTE, "PaymentsOfDividendsCommonStock"), Q10, USD))
add(C, HST, "HST CFO YTD through 2Q09", fact(F(HST, "NetCashProvidedByUsedInOperatingActivities"), HH, USD))
add(C, HST, "Host's 1H09 equity raise -- cash proceeds from common stock issuance", fact(F(HST, "ProceedsFromIssuanceOfCommonStock"), HH, USD))
add(C, CELG, "CELG SBC add-back, 1H09", fact(F(CELG, "ShareBasedCompensation"), PH, USD))
add(C, CELG, "Celgene top line for 2Q08", fact(F(CELG, "Revenues"), PQPY, USD))
add(C, JNPR, "JNPR buybacks in 1H09 (purchases and retirement of common stock)", fact(F(JNPR, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, JNPR, "Juniper's cash from ops in the first half of 2008 -- the CFO figure, please", fact(F(JNPR, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, A10Q, "AAPL FG inventory at FYE22 (Sept 24, 2022)?", fact(g("InventoryFinishedGoodsNetOfReserves"), AQ_BSPY, USD))
add(C, NF, "NFLX FY22 FX hit to cash, cash equivalents and restricted cash",
    fact(g("EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_FY22, USD))
add(C, NF, "NFLX FY23 'other financing activities' line in CFF", fact(g("ProceedsFromPaymentsForOtherFinancingActivities"), N_FY23, USD))
add(C, UP, "UNP FY12 gross debt issuance (proceeds from issuance of long-term debt)", fact(g("ProceedsFromIssuanceOfLongTermDebt"), U_FY12, USD))
add(C, UP, "UNP FY10 CFI", fact(ICF, U_FY10, USD))
add(C, UP, "How much non-cash stock comp did UNP add back in its 2011 cash flow statement?", fact(SBC, U_FY11, USD))

# =================================================================== refuse
C = "refuse"
add(C, UMB, "What was Commerce Bancshares' net interest income in the first quarter of 2010?",
    refuse(oc, "Commerce Bancshares is not in the data (UMB Financial is).", other("COMMERCE BANCSHARES")))
add(C, AWH, "How much in net premiums did Everest Re Group earn in Q1 2010?",
    refuse(oc, "Everest Re Group is not in the data (Allied World is).", other("EVEREST RE")))
add(C, DTE, "CMS Energy's operating revenue for the first quarter of 2010?",
    refuse(oc, "CMS Energy is not in the data (DTE Energy is).", other("CMS ENERGY")))
add(C, HST, "What were LaSalle Hotel Properties' hotel revenues in the second quarter of 2009?",
    refuse(oc, "LaSalle Hotel Properties is not in the data (Host Hotels & Resorts is).", other("LASALLE HOTEL")))
add(C, JNPR, "Brocade Communications' product revenue in the June 2009 quarter?",
    refuse(oc, "Brocade Communications is not in the data (Juniper Networks is).", other("BROCADE")))
add(C, UMB, "UMB Financial's net interest income for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers periods ending March 31, 2010 (and 2009); the June 2010 quarter is not reported.",
           absent(F(UMB, "InterestIncomeExpenseNet"), Q2_10)))
add(C, DTE, "What were DTE Energy's operating revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports only the three-month periods ended March 31, 2010 and 2009; full-year 2009 revenues are not in its data.",
           absent(F(DTE, "UtilityRevenue") + REV, FY09)))
add(C, HST, "Host Hotels' total revenues for fiscal 2008 as a whole?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and year-to-date figures; full-year 2008 revenues are not in its data.",
           absent(F(HST, "Revenues"), FY08)))
add(C, CELG, "Celgene's net product sales in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(CELG, "SalesRevenueGoodsNet"), PQ3)))
add(C, A10Q, "Apple's diluted EPS for the six months ended April 1, 2023?",
    refuse(pn, "The fiscal Q3 2023 10-Q reports three- and nine-month periods; a six-month (first half) figure is not in the filing.",
           absent(EPSD, AQ_H1)))
add(C, AWH, "How much did Allied World pay in preferred dividends in the first quarter of 2010?",
    refuse(cn, "Allied World has no preferred stock in its Q1 2010 data; no preferred dividends are reported.",
           absent_any(g("PreferredStockDividendsIncomeStatementImpact", "DividendsPreferredStock", "DividendsPreferredStockCash",
                        "PaymentsOfDividendsPreferredStockAndPreferenceStock"))))
add(C, CELG, "What was Celgene's long-term debt at June 30, 2009?",
    refuse(cn, "Celgene's Q2 2009 data carry no debt line (no long-term debt, notes or current debt).",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "ConvertibleNotesPayable", "ConvertibleDebtNoncurrent",
                        "SeniorNotes", "DebtCurrent"))))
add(C, JNPR, "What dividend per share did Juniper Networks pay in Q2 2009?",
    refuse(cn, "Juniper paid no dividends; its Q2 2009 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash"))))
add(C, NF, "How much did Netflix record in restructuring charges in 2023?",
    refuse(cn, "Netflix's 2023 10-K reports no restructuring charges or restructuring reserve.",
           absent_any(g("RestructuringCharges", "RestructuringCosts", "RestructuringReserve", "RestructuringCostsAndAssetImpairmentCharges"))))
add(C, UP, "How much cash did Union Pacific spend on business acquisitions in 2012?",
    refuse(cn, "Union Pacific's 2012 10-K reports no payments to acquire businesses.",
           absent_any(g("PaymentsToAcquireBusinessesNetOfCashAcquired", "PaymentsToAcquireBusinessesGross"))))
WHY_UMB = ("UMB's March 31, 2010 balance sheet shows 'Cash and due from banks' (CashAndDueFromBanks), while its cash flow statement's "
           "'Cash and due from banks at end of period' is a different, larger amount (CashAndCashEquivalentsAtCarryingValue).")
add(C, UMB, "What was UMB Financial's cash and due from banks at March 31, 2010?", refuse(am, WHY_UMB, amb_for(UMB, WHY_UMB,
    (F(UMB, "CashAndDueFromBanks"), B10, None), (F(UMB, "CashAndCashEquivalentsAtCarryingValue"), B10, None))))
WHY_AWH = ("Allied World reports two 'stock compensation' amounts for Q1 2010: the stock compensation expense added back in the cash flow "
           "statement (ShareBasedCompensation) and the 'Stock compensation' line of the shareholders' equity statement "
           "(StockIssuedDuringPeriodValueShareBasedCompensation).")
add(C, AWH, "How much stock compensation did Allied World record in the first quarter of 2010?", refuse(am, WHY_AWH, amb_for(AWH, WHY_AWH,
    (F(AWH, "ShareBasedCompensation"), Q10, None), (F(AWH, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, None))))
WHY_DTE = ("DTE's March 31, 2010 balance sheet has two lines captioned 'Derivative assets': one in current assets (DerivativeInstrumentsAndHedges) "
           "and one among other non-current assets (DerivativeInstrumentsAndHedgesNoncurrent).")
add(C, DTE, "What were DTE Energy's derivative assets at March 31, 2010?", refuse(am, WHY_DTE, amb_for(DTE, WHY_DTE,
    (F(DTE, "DerivativeInstrumentsAndHedges"), B10, None), (F(DTE, "DerivativeInstrumentsAndHedgesNoncurrent"), B10, None))))
WHY_HST = ("Host's Q2 2009 income statement shows three bottom lines: net income (loss) including non-controlling interests (ProfitLoss), "
           "net income (loss) attributable to common stockholders (NetIncomeLoss) and net income (loss) available to common stockholders "
           "after preferred dividends (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, HST, "What was Host Hotels & Resorts' net loss for the quarter ended June 19, 2009?", refuse(am, WHY_HST, amb_for(HST, WHY_HST,
    (F(HST, "ProfitLoss"), HQ, None), (F(HST, "NetIncomeLoss"), HQ, None), (F(HST, "NetIncomeLossAvailableToCommonStockholdersBasic"), HQ, None))))
WHY_NF = ("Netflix reports two 'net deferred tax assets' amounts at December 31, 2023: the net deferred tax assets total of its income tax note "
          "(DeferredTaxAssetsNet) and the net deferred tax assets recorded in other non-current assets on the balance sheet "
          "(DeferredTaxAssetsNet at BalanceSheetLocationAxis=OtherNoncurrentAssetsMember).")
add(C, NF, "What were Netflix's net deferred tax assets at December 31, 2023?", refuse(am, WHY_NF, amb_for(NF, WHY_NF,
    (g("DeferredTaxAssetsNet"), N_BS23, None), (g("DeferredTaxAssetsNet"), N_BS23, BSLOC_ONCA))))


PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38)  # rounds 1-38, named one by one


def main():
    write_round("h40", gr.QUESTIONS_40, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
