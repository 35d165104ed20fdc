#!/usr/bin/env python3
"""Writes evals/data/ask_heldout21.jsonl and its refusal probes (round 21) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout21_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform18/build_questions.py (which copied rounds 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-21 specs below are
new. The overlap check covers rounds 1-20 (round 22, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-21 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 21 FSDS filings (2010q2, odd CIKs only; companies no
# round 1-20 used). Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags
# (version = adsh) get the ticker as prefix (function `F`).
CCL = "fsds:0001193125-10-074655"   # CARNIVAL CORP (CIK 815097) 10-Q, fiscal Q1 FY2010 (quarter ended Feb 28, 2010); FY ended Nov 30, 2009
YUM = "fsds:0001041061-10-000023"   # YUM BRANDS INC (CIK 1041061) 10-Q, Q1 2010 (12 weeks, ddate 2010-03-31)
LIFE = "fsds:0000950123-10-045688"  # LIFE TECHNOLOGIES CORP (CIK 1073431) 10-Q, Q1 2010 (calendar)
AGL = "fsds:0001004155-10-000033"   # AGL RESOURCES INC (CIK 1004155) 10-Q, Q1 2010 (calendar); EquityComponents rows
IPC = "fsds:0001193125-10-112719"   # INFINITY PROPERTY & CASUALTY CORP (CIK 1195933) 10-Q, Q1 2010; EquityComponents rows
COL = "fsds:0001144204-10-021931"   # ROCKWELL COLLINS INC (CIK 1137411) 10-Q, fiscal Q2 FY2010 (quarter ended ~Apr 2, 2010 -> ddate 2010-03-31); six months
APD = "fsds:0000950123-10-037984"   # AIR PRODUCTS & CHEMICALS INC (CIK 2969) 10-Q, fiscal Q2 FY2010 (quarter ended Mar 31, 2010); six months
TICK = {CCL: "ccl", YUM: "yum", LIFE: "life", AGL: "agl", IPC: "ipcc", COL: "col", APD: "apd"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# calendar quarter at ddate 2010-03-31 and the year-ago quarter; balance-sheet dates
QT, QPY = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B1003, B0912, B0903 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# Carnival fiscal Q1 (ddate 2010-02-28), FY2009 year-end Nov 30, 2009
FQ, FQPY, B1002, CFYE = ("2009-12-01", "2010-02-28"), ("2008-12-01", "2009-02-28"), (None, "2010-02-28"), (None, "2009-11-30")
# Rockwell Collins / Air Products: fiscal Q2 = calendar Q1 2010; six months from Oct 1; FY2009 year-end Sep 30, 2009
H6, H6PY, B0909 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31"), (None, "2009-09-30")
# Infinity: its equity statement has a nine-month column April 1 - December 31, 2009 (qtrs 3 at ddate 2009-12-31)
IS9 = ("2009-04-01", "2009-12-31")

EQC = lambda m: {"EquityComponents": m}
L2 = G + "FairValueByFairValueHierarchyLevelAxis"
FIA = G + "FinancialInstrumentAxis"
A_L2 = lambda m=None: dict({L2: G + "FairValueInputsLevel2Member"}, **({FIA: G + m} if m else {}))
A_L1 = lambda m: {L2: G + "FairValueInputsLevel1Member", FIA: G + m}
SRP = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
PHONE = {SEG: "msft:PhoneHardwareMember"}
MSAFS = lambda m: {G + "InvestmentTypeAxis": G + m}
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PEN = {DBP: G + "PensionPlansDefinedBenefitMember"}
OPEB = {DBP: G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
PEN_EQ = {DBP: G + "PensionPlansDefinedBenefitMember", G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": G + "EquitySecuritiesMember"}
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
CP = {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}
AP22 = {G + "PlanNameAxis": "aapl:EmployeeStockPlan2022PlanMember"}
A_FY24 = ("2023-10-01", "2024-09-28")
M_FY16 = ("2015-07-01", "2016-06-30")
MQ = lambda a, b: (a, b)

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, CCL, "Carnival passenger ticket revenues for the quarter ended February 28, 2010", fact(F(CCL, "PassengerRevenue"), FQ, USD))
add(C, CCL, "How much did Carnival hold in customer deposits on its balance sheet at February 28, 2010?", fact(F(CCL, "CustomerDepositsCurrent"), B1002, USD))
add(C, YUM, "Yum! Brands company sales in the first quarter of 2010", fact(F(YUM, "SalesRevenueGoodsNet"), QT, USD))
add(C, YUM, "What were Yum Brands' franchise and license fees and income for Q1 2010?", fact(F(YUM, "FranchiseRevenue"), QT, USD))
add(C, LIFE, "Life Technologies research and development expense for the three months ended March 31, 2010", fact(F(LIFE, "ResearchAndDevelopmentExpense"), QT, USD))
add(C, LIFE, "Life Technologies goodwill as of March 31, 2010", fact(F(LIFE, "Goodwill"), B1003, USD))
add(C, AGL, "AGL Resources operating revenues for the first quarter of 2010", fact(F(AGL, "Revenues"), QT, USD))
add(C, AGL, "AGL Resources cost of gas for the quarter ended March 31, 2010", fact(F(AGL, "CostOfRevenue"), QT, USD))
add(C, IPC, "Infinity Property & Casualty earned premium for Q1 2010", fact(F(IPC, "PremiumsEarnedNetPropertyAndCasualty"), QT, USD))
add(C, IPC, "Infinity P&C unpaid losses and loss adjustment expenses at March 31, 2010", fact(F(IPC, "LiabilityForClaimsAndClaimsAdjustmentExpensePropertyCasualtyLiability"), B1003, USD))
add(C, COL, "Rockwell Collins product sales in fiscal Q2 2010 (the March 2010 quarter)", fact(F(COL, "SalesRevenueGoodsNet"), QT, USD))
add(C, COL, "Rockwell Collins inventories, net at the end of its fiscal second quarter of 2010", fact(F(COL, "InventoriesNet"), B1003, USD))
add(C, APD, "Air Products sales for the quarter ended March 31, 2010", fact(F(APD, "SalesRevenueNet"), QT, USD))
add(C, APD, "Air Products research and development expense in fiscal Q2 2010 (three months ended March 31, 2010)", fact(F(APD, "ResearchAndDevelopmentExpense"), QT, USD))
add(C, A10K, "Apple operating lease payments due in year two of the lease maturity schedule (fiscal 2025), as disclosed at September 30, 2023", fact(g("LesseeOperatingLeaseLiabilityPaymentsDueYearTwo"), A_BS23, USD))
add(C, A10K, "Apple finance lease payments due after year five (beyond fiscal 2028), as of September 30, 2023", fact(g("FinanceLeaseLiabilityPaymentsDueAfterYearFive"), A_BS23, USD))
add(C, MS, "Microsoft accumulated goodwill impairment losses as of June 30, 2015", fact(g("GoodwillImpairedAccumulatedImpairmentLoss"), M_BS15, USD))
add(C, MS, "Microsoft expected intangible-asset amortization expense for fiscal 2017 (year two), per its fiscal 2015 10-K", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearTwo"), M_BS15, USD))
add(C, UP, "Union Pacific capital lease minimum payments due after 2017 (the 'later years' bucket), as of December 31, 2012", fact(g("CapitalLeasesFutureMinimumPaymentsDueThereafter"), U_BS12, USD))
add(C, UP, "Union Pacific deferred tax liability for property at December 31, 2012", fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CCL, "Carnival fuel expense for the quarter ended February 28, 2009", fact(F(CCL, "FuelCosts"), FQPY, USD))
add(C, CCL, "Carnival long-term debt (non-current) at its November 30, 2009 fiscal year-end", fact(F(CCL, "LongTermDebtNoncurrent"), CFYE, USD))
add(C, YUM, "Yum! Brands food and paper costs at company restaurants in Q1 2009", fact(F(YUM, "CostOfGoodsSoldDirectMaterials"), QPY, USD))
add(C, YUM, "Yum Brands capital spending in the first quarter of 2009", fact(F(YUM, "PaymentsToAcquirePropertyPlantAndEquipment"), QPY, USD))
add(C, LIFE, "Life Technologies revenues for the first quarter of 2009", fact(F(LIFE, "Revenues"), QPY, USD))
add(C, LIFE, "Life Technologies long-term debt at December 31, 2009", fact(F(LIFE, "LongTermDebtAndCapitalLeaseObligations"), B0912, USD))
add(C, AGL, "AGL Resources inventories at March 31, 2009", fact(F(AGL, "InventoryNet"), B0903, USD))
add(C, AGL, "Net income attributable to AGL Resources Inc. for the three months ended March 31, 2009", fact(F(AGL, "NetIncomeLoss"), QPY, USD))
add(C, IPC, "Infinity losses and loss adjustment expenses for the three months ended March 31, 2009", fact(F(IPC, "IncurredClaimsPropertyCasualtyAndLiability"), QPY, USD))
add(C, IPC, "Infinity Property & Casualty total investments at December 31, 2009", fact(F(IPC, "Investments"), B0912, USD))
add(C, COL, "Rockwell Collins service sales for the March 2009 quarter (fiscal Q2 2009)", fact(F(COL, "SalesRevenueServicesNet"), QPY, USD))
add(C, COL, "Rockwell Collins total sales for the first half of fiscal 2009 (six months ended March 2009)", fact(F(COL, "SalesRevenueNet"), H6PY, USD))
add(C, APD, "Air Products sales in the prior-year quarter (three months ended March 31, 2009)", fact(F(APD, "SalesRevenueNet"), QPY, USD))
add(C, APD, "Air Products long-term debt at its September 30, 2009 fiscal year-end", fact(F(APD, "LongTermDebtNoncurrent"), B0909, USD))
add(C, A10K, "Apple state taxes, net of federal effect, in the effective tax rate reconciliation for fiscal 2022", fact(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), A_FY22, USD))
add(C, A10K, "Apple deferred foreign income tax expense for fiscal 2022", fact(g("DeferredForeignIncomeTaxExpenseBenefit"), A_FY22, USD))
add(C, MS, "Microsoft net gains on investments for fiscal 2014", fact(g("GainLossOnInvestments"), M_FY14, USD))
add(C, MS, "Microsoft deferred tax liabilities on unrealized gains (other comprehensive income) at June 30, 2014", fact(g("DeferredTaxLiabilitiesOtherComprehensiveIncome"), M_BS14, USD))
add(C, UP, "Union Pacific deferred tax liability for property at the end of 2011", fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), U_BS11, USD))
add(C, UP, "Union Pacific deferred state and local income tax expense for 2011", fact(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, COL, "Rockwell Collins total sales for the first six months of fiscal 2010 (through March 2010)", fact(F(COL, "SalesRevenueNet"), H6, USD))
add(C, COL, "Rockwell Collins product cost of sales in fiscal Q2 2010 alone (three months, not year to date)", fact(F(COL, "CostOfGoodsSold"), QT, USD))
add(C, COL, "Rockwell Collins selling, general and administrative expenses, fiscal 2010 year to date through March", fact(F(COL, "SellingGeneralAndAdministrativeExpense"), H6, USD))
add(C, COL, "Rockwell Collins income tax expense for the March 2010 quarter only", fact(F(COL, "IncomeTaxExpenseBenefit"), QT, USD))
add(C, COL, "Rockwell Collins net income for the six months ended March 2010", fact(F(COL, "ProfitLoss"), H6, USD))
add(C, COL, "Rockwell Collins interest expense in the first half of fiscal 2010", fact(F(COL, "InterestExpense"), H6, USD))
add(C, APD, "Air Products sales for the six months ended March 31, 2010", fact(F(APD, "SalesRevenueNet"), H6, USD))
add(C, APD, "Air Products operating income in fiscal Q2 2010 alone (January-March 2010)", fact(F(APD, "OperatingIncomeLoss"), QT, USD))
add(C, APD, "Air Products cost of sales, fiscal 2010 YTD (six months to March 31, 2010)", fact(F(APD, "CostOfGoodsAndServicesSold"), H6, USD))
add(C, APD, "Air Products income tax provision for the three months ended March 31, 2010 (quarter only, not six months)", fact(F(APD, "IncomeTaxExpenseBenefit"), QT, USD))
add(C, APD, "Air Products selling and administrative expense for the first half of fiscal 2010", fact(F(APD, "SellingGeneralAndAdministrativeExpense"), H6, USD))
add(C, IPC, "Infinity Property & Casualty net earnings for the nine months April 1 - December 31, 2009 (the middle column of its equity statement)", fact(F(IPC, "NetIncomeLoss"), IS9, USD))
add(C, IPC, "Treasury stock Infinity acquired over the nine months April-December 2009", fact(F(IPC, "TreasuryStockValueAcquiredParValueMethod"), IS9, USD))
add(C, MS, "Microsoft buyback dollars in Q1 FY2015 (July-September 2014) alone", fact(g("StockRepurchasedDuringPeriodValue"), ("2014-07-01", "2014-09-30"), USD, SRP))
add(C, MS, "Number of shares Microsoft repurchased in Q2 FY2015 (October-December 2014) only", fact(g("StockRepurchasedDuringPeriodShares"), ("2014-10-01", "2014-12-31"), SH, SRP))
add(C, MS, "Microsoft share repurchase spend in the December 2012 quarter (Q2 FY2013) alone", fact(g("StockRepurchasedDuringPeriodValue"), ("2012-10-01", "2012-12-31"), USD, SRP))
add(C, MS, "Microsoft buyback dollars in Q3 FY2014 (January-March 2014), not the full year", fact(g("StockRepurchasedDuringPeriodValue"), ("2014-01-01", "2014-03-31"), USD, SRP))
add(C, MS, "Shares Microsoft bought back in Q1 FY2014 (July-September 2013) only", fact(g("StockRepurchasedDuringPeriodShares"), ("2013-07-01", "2013-09-30"), SH, SRP))
add(C, MS, "Total dollars Microsoft spent on repurchases under its buyback program for all of fiscal 2015 (not one quarter)", fact(g("StockRepurchasedDuringPeriodValue"), M_FY15, USD, SRP))
add(C, MS, "Microsoft Phone Hardware impairment charges recorded in the fourth quarter of fiscal 2015 (April-June 2015)", fact(g("AssetImpairmentCharges"), ("2015-04-01", "2015-06-30"), USD, PHONE))

# =================================================================== derived
C = "derived"
add(C, CCL, "Carnival operating margin for the quarter ended February 28, 2010 (operating income / total revenues)", ratio(F(CCL, "OperatingIncomeLoss"), F(CCL, "Revenues"), FQ))
add(C, CCL, "Carnival fuel cost growth in fiscal Q1 2010 versus fiscal Q1 2009 (quarters ended Feb 28)", growth(F(CCL, "FuelCosts"), FQ, FQPY))
add(C, YUM, "Yum! Brands company restaurant margin in Q1 2010: (company sales - company restaurant expenses) / company sales", margin_from_cost(F(YUM, "SalesRevenueGoodsNet"), F(YUM, "CostOfGoodsSold"), QT))
add(C, YUM, "Yum Brands effective tax rate for Q1 2010 (income tax provision / income before income taxes)", ratio(F(YUM, "IncomeTaxExpenseBenefit"), F(YUM, "IncomeBeforeIncomeTaxes"), QT))
add(C, LIFE, "Life Technologies gross margin for Q1 2010 (gross profit / revenues)", ratio(F(LIFE, "GrossProfit"), F(LIFE, "Revenues"), QT))
add(C, LIFE, "Life Technologies year-over-year revenue growth, Q1 2010 vs Q1 2009", growth(F(LIFE, "Revenues"), QT, QPY))
add(C, AGL, "AGL Resources gross margin for Q1 2010: (operating revenues - cost of gas) / operating revenues", margin_from_cost(F(AGL, "Revenues"), F(AGL, "CostOfRevenue"), QT))
add(C, AGL, "AGL Resources current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(F(AGL, "AssetsCurrent"), F(AGL, "LiabilitiesCurrent"), B1003))
add(C, IPC, "Infinity P&C loss ratio for Q1 2010 (losses and LAE / earned premium)", ratio(F(IPC, "IncurredClaimsPropertyCasualtyAndLiability"), F(IPC, "PremiumsEarnedNetPropertyAndCasualty"), QT))
add(C, IPC, "Growth in Infinity's total shareholders' equity from December 31, 2009 to March 31, 2010", growth(F(IPC, "StockholdersEquity"), B1003, B0912))
add(C, COL, "Rockwell Collins total sales growth, fiscal Q2 2010 vs fiscal Q2 2009", growth(F(COL, "SalesRevenueNet"), QT, QPY))
add(C, COL, "Rockwell Collins free cash flow for the six months ended March 2010 (operating cash flow minus property additions), in USD", fcf(H6, F(COL, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, APD, "Air Products operating margin for the six months ended March 31, 2010 (operating income / sales)", ratio(F(APD, "OperatingIncomeLoss"), F(APD, "SalesRevenueNet"), H6))
add(C, APD, "Air Products R&D as a share of sales in fiscal Q2 2010", ratio(F(APD, "ResearchAndDevelopmentExpense"), F(APD, "SalesRevenueNet"), QT))
add(C, A10K, "Apple Level 2 debt securities: total gross unrealized losses as a fraction of amortized cost at September 30, 2023", ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS23, None, A_L2(), A_L2()))
add(C, A10K, "Change in the fair value of Apple's Level 2 U.S. Treasury securities from September 24, 2022 to September 30, 2023 (growth rate; negative means a decline)", growth(g("AvailableForSaleSecuritiesDebtSecurities"), A_BS23, A_BS22, A_L2("USTreasurySecuritiesMember")))
add(C, MS, "Share of Microsoft's securities in an unrealized-loss position that had been there 12 months or longer, by fair value, at June 30, 2015 (12+ month fair value / total fair value in loss position)", ratio(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionTwelveMonthsOrLongerFairValue"), g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionFairValue"), M_BS15))
add(C, MS, "Microsoft long-term debt principal maturing in fiscal 2019 and fiscal 2020 combined (years four and five), as of June 30, 2015", total(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearFour"), g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearFive"), M_BS15))
add(C, UP, "Union Pacific pension funded ratio at December 31, 2011 (fair value of plan assets / projected benefit obligation)", ratio(g("DefinedBenefitPlanFairValueOfPlanAssets"), g("DefinedBenefitPlanBenefitObligation"), U_BS11, None, PEN, PEN))
add(C, UP, "Union Pacific 2012 pension plan: actual return on plan assets divided by expected return on plan assets", ratio(g("DefinedBenefitPlanActualReturnOnPlanAssets"), g("DefinedBenefitPlanExpectedReturnOnPlanAssets"), U_FY12, None, PEN, PEN))

# =================================================================== members
C = "members"
add(C, AGL, "AGL Resources retained earnings column of the equity statement: balance at March 31, 2009", fact(F(AGL, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B0903, USD, EQC("RetainedEarnings")))
add(C, AGL, "AGL Resources additional paid-in capital balance at March 31, 2010, per the statement of equity", fact(F(AGL, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B1003, USD, EQC("AdditionalPaidInCapital")))
add(C, AGL, "Stock issued for share-based compensation recorded in AGL's additional paid-in capital column in Q1 2010", fact(F(AGL, "StockIssuedDuringPeriodValueShareBasedCompensation"), QT, USD, EQC("AdditionalPaidInCapital")))
add(C, AGL, "AGL Resources noncontrolling interest column of the equity statement: balance at March 31, 2009", fact(F(AGL, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B0903, USD, EQC("NoncontrollingInterest")))
add(C, AGL, "AGL Resources common shares issued at March 31, 2010 (common stock column of the equity statement)", fact(F(AGL, "SharesIssued"), B1003, SH, EQC("CommonStock")))
add(C, AGL, "Treasury shares reissued by AGL in Q1 2010, as recorded in the treasury stock column (dollar amount)", fact(F(AGL, "StockIssuedDuringPeriodValueTreasuryStockReissued"), QT, USD, EQC("TreasuryStock")))
add(C, IPC, "Infinity Property & Casualty retained earnings column of the equity statement at March 31, 2009", fact(F(IPC, "StockholdersEquity"), B0903, USD, EQC("RetainedEarnings")))
add(C, IPC, "Infinity additional paid-in capital at March 31, 2009, per the statement of changes in shareholders' equity", fact(F(IPC, "StockholdersEquity"), B0903, USD, EQC("AdditionalPaidInCapital")))
add(C, IPC, "Infinity Q1 2010 treasury stock acquired, in the treasury stock column of the equity statement", fact(F(IPC, "TreasuryStockValueAcquiredParValueMethod"), QT, USD, EQC("TreasuryStock")))
add(C, IPC, "Unrealized holding gains on securities recorded in Infinity's accumulated other comprehensive income in Q1 2010", fact(F(IPC, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), QT, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, A10K, "Fair value of Apple's Level 2 corporate debt securities at September 30, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), A_BS23, USD, A_L2("CorporateDebtSecuritiesMember")))
add(C, A10K, "Gross unrealized losses on Apple's Level 2 asset-backed securities at September 30, 2023", fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), A_BS23, USD, A_L2("AssetBackedSecuritiesMember")))
add(C, A10K, "Fair value of Apple's Level 1 equity securities (excluding money market funds) at September 30, 2023", fact(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), A_BS23, USD, A_L1("EquitySecuritiesMember")))
add(C, A10K, "Weighted-average interest rate on Apple's commercial paper at September 30, 2023", fact(g("ShortTermDebtWeightedAverageInterestRate"), A_BS23, PURE, CP))
add(C, A10K, "Apple taxes withheld on net share settlement charged to retained earnings in fiscal 2023 (retained earnings column of the equity statement)", fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY23, USD, RE_COL))
add(C, MS, "Fair value of Microsoft's equity securities in its investment portfolio at June 30, 2015", fact(g("AvailableForSaleSecurities"), M_BS15, USD, MSAFS("EquitySecuritiesMember")))
add(C, MS, "Impairment of Phone Hardware finite-lived intangible assets recorded by Microsoft in fiscal 2015", fact(g("ImpairmentOfIntangibleAssetsFinitelived"), M_FY15, USD, PHONE))
add(C, UP, "Actual return on Union Pacific's pension plan assets in 2012", fact(g("DefinedBenefitPlanActualReturnOnPlanAssets"), U_FY12, USD, PEN))
add(C, UP, "Union Pacific pension plan assets invested in equity securities at December 31, 2012", fact(g("DefinedBenefitPlanFairValueOfPlanAssets"), U_BS12, USD, PEN_EQ))
add(C, UP, "Union Pacific other postretirement (OPEB) benefit obligation at December 31, 2011", fact(g("DefinedBenefitPlanBenefitObligation"), U_BS11, USD, OPEB))

# =================================================================== per_share
C = "per_share"
add(C, CCL, "Carnival diluted EPS for the quarter ended February 28, 2010", fact(F(CCL, "EarningsPerShareDiluted"), FQ, PS))
add(C, CCL, "Carnival dividends declared per share in fiscal Q1 2010", fact(F(CCL, "CommonStockDividendsPerShareDeclared"), FQ, PS))
add(C, CCL, "Number of Carnival plc ordinary shares issued at February 28, 2010", fact(F(CCL, "CommonStockAdditionalSeriesSharesIssued"), B1002, SH))
add(C, YUM, "Yum! Brands diluted earnings per common share, Q1 2010", fact(F(YUM, "EarningsPerShareDiluted"), QT, PS))
add(C, YUM, "Yum Brands dividends declared per common share in the first quarter of 2010", fact(F(YUM, "CommonStockDividendsPerShareDeclared"), QT, PS))
add(C, LIFE, "Life Technologies diluted EPS for the three months ended March 31, 2010", fact(F(LIFE, "EarningsPerShareDiluted"), QT, PS))
add(C, LIFE, "Life Technologies basic weighted average shares outstanding, Q1 2010", fact(F(LIFE, "WeightedAverageNumberOfSharesOutstandingBasic"), QT, SH))
add(C, AGL, "AGL Resources diluted earnings per share attributable to AGL common shareholders, Q1 2010", fact(F(AGL, "EarningsPerShareDiluted"), QT, PS))
add(C, AGL, "AGL Resources cash dividends declared per common share for the quarter ended March 31, 2010", fact(F(AGL, "CommonStockDividendsPerShareCashPaid"), QT, PS))
add(C, IPC, "Infinity Property & Casualty diluted EPS for Q1 2010", fact(F(IPC, "EarningsPerShareDiluted"), QT, PS))
add(C, IPC, "Infinity diluted weighted average shares outstanding for the first quarter of 2010", fact(F(IPC, "WeightedAverageNumberOfDilutedSharesOutstanding"), QT, SH))
add(C, COL, "Rockwell Collins diluted EPS for the six months ended March 2010", fact(F(COL, "EarningsPerShareDiluted"), H6, PS))
add(C, COL, "Rockwell Collins cash dividends per share for fiscal Q2 2010", fact(F(COL, "CommonStockDividendsPerShareCashPaid"), QT, PS))
add(C, APD, "Air Products diluted EPS (net income) for fiscal Q2 2010, the quarter ended March 31, 2010", fact(F(APD, "EarningsPerShareDiluted"), QT, PS))
add(C, APD, "Air Products diluted weighted average shares for the six months ended March 31, 2010", fact(F(APD, "WeightedAverageNumberOfDilutedSharesOutstanding"), H6, SH))
add(C, MS, "Microsoft common shares outstanding per the cover page of its fiscal 2015 10-K (as of July 27, 2015)", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2015-07-27"), SH))
add(C, MS, "Shares Microsoft had reserved for future issuance through its employee stock purchase plan at June 30, 2015", fact(["msft:ShareBasedCompensationArrangementByEmployeeStockPurchasePlanNumberOfSharesAuthorized"], M_BS15, SH))
add(C, MS, "Microsoft shares authorized for future grant under its stock plans at June 30, 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAuthorized"), M_BS15, SH))
add(C, A10K, "How many shares were authorized for issuance under Apple's 2022 Employee Stock Plan when it was approved (March 4, 2022)?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAuthorized"), (None, "2022-03-04"), SH, AP22))
add(C, UP, "Union Pacific common shares outstanding on the cover of its 2012 10-K (as of February 1, 2013)", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2013-02-01"), SH))

# =================================================================== jargon
C = "jargon"
add(C, CCL, "CCL capex for fiscal Q1 2010 (quarter to Feb 28)", fact(F(CCL, "PaymentsToAcquirePropertyPlantAndEquipment"), FQ, USD))
add(C, CCL, "Carnival D&A for the Feb-2010 quarter", fact(F(CCL, "DepreciationAndAmortization"), FQ, USD))
add(C, YUM, "YUM operating profit, Q1 FY10", fact(F(YUM, "OperatingIncomeLoss"), QT, USD))
add(C, YUM, "YUM CFO (net cash from operating activities) in Q1 2010", fact(F(YUM, "NetCashProvidedByUsedInOperatingActivities"), QT, USD))
add(C, YUM, "YUM buybacks in Q1 2010 - cash paid to repurchase shares", fact(F(YUM, "PaymentsForRepurchaseOfCommonStock"), QT, USD))
add(C, LIFE, "LIFE stock-based comp in Q1 2010 (cash flow add-back)", fact(F(LIFE, "ShareBasedCompensation"), QT, USD))
add(C, LIFE, "Life Tech SG&A for Q1 '10", fact(F(LIFE, "SellingGeneralAndAdministrativeExpense"), QT, USD))
add(C, AGL, "AGL D&A, Q1 2010", fact(F(AGL, "DepreciationAndAmortization"), QT, USD))
add(C, AGL, "AGL Resources capex for the March 2010 quarter", fact(F(AGL, "PaymentsToAcquirePropertyPlantAndEquipment"), QT, USD))
add(C, IPC, "IPCC DAC (deferred policy acquisition costs) at 3/31/10", fact(F(IPC, "DeferredPolicyAcquisitionCosts"), B1003, USD))
add(C, IPC, "Infinity's unearned premium reserve at quarter-end March 2010", fact(F(IPC, "UnearnedPremiums"), B1003, USD))
add(C, COL, "COL operating cash flow for 1H FY10 (six months to March 2010)", fact(F(COL, "NetCashProvidedByUsedInOperatingActivities"), H6, USD))
add(C, COL, "Rockwell Collins pension contributions, FY10 YTD through Q2", fact(F(COL, "PensionContributions"), H6, USD))
add(C, APD, "APD capex for 1H FY10 (additions to plant and equipment, six months to March 31, 2010)", fact(F(APD, "PaymentsToAcquirePropertyPlantAndEquipment"), H6, USD))
add(C, APD, "APD D&A, six months ended 3/31/2010", fact(F(APD, "DepreciationDepletionAndAmortization"), H6, USD))
add(C, A10K, "AAPL UTB roll-forward: gross increases from prior-year tax positions in FY23", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), A_FY23, USD))
add(C, A10K, "AAPL AFS debt maturing after 10 years, fair value at FYE23", fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingAfterYearTenFairValue"), A_BS23, USD))
add(C, MS, "MSFT AFS securities underwater for less than 12 months - fair value at FYE15", fact(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionLessThanTwelveMonthsFairValue"), M_BS15, USD))
add(C, UP, "UNP pension PBO at YE2011", fact(g("DefinedBenefitPlanBenefitObligation"), U_BS11, USD, PEN))
add(C, UP, "UNP pension discount rate used for the benefit obligation at YE2012", fact(g("DefinedBenefitPlanAssumptionsUsedCalculatingBenefitObligationDiscountRate"), U_BS12, PURE, PEN))

# =================================================================== refuse
C = "refuse"
add(C, CCL, "Norwegian Cruise Line passenger ticket revenue for the quarter ended February 2010?", refuse(oc, "Norwegian Cruise Line is not in the data (Carnival is).", other("NORWEGIAN CRUISE")))
add(C, IPC, "Mercury General earned premiums for Q1 2010?", refuse(oc, "Mercury General is not in the data (Infinity Property & Casualty is).", other("MERCURY GENERAL")))
add(C, APD, "Airgas net sales for the quarter ended March 31, 2010?", refuse(oc, "Airgas is not in the data (Air Products is).", other("AIRGAS")))
add(C, A10K, "Lenovo revenue for its fiscal year ended in 2023?", refuse(oc, "Lenovo is not in the data (Apple is).", other("LENOVO")))
add(C, UP, "Greenbrier railcar manufacturing revenue for 2012?", refuse(oc, "Greenbrier is not in the data (Union Pacific is).", other("GREENBRIER")))
add(C, CCL, "Carnival total revenues for fiscal Q2 2010 (quarter ending May 31, 2010)?", refuse(pn, "The fiscal Q1 10-Q ends February 28, 2010; the May 2010 quarter is not reported.", absent(F(CCL, "Revenues"), ("2010-03-01", "2010-05-31"))))
add(C, YUM, "Yum! Brands total revenues for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q covers Q1 2010 and Q1 2009 only.", absent(F(YUM, "Revenues"), ("2010-04-01", "2010-06-30"))))
add(C, LIFE, "Life Technologies revenues for the fourth quarter of 2009 alone (three months ended December 31, 2009)?", refuse(pn, "The Q1 2010 10-Q reports Q1 2010 and Q1 2009 results; Q4 2009 alone is not reported.", absent(F(LIFE, "Revenues"), ("2009-10-01", "2009-12-31"))))
add(C, COL, "Rockwell Collins total sales for fiscal Q3 2010 (the June 2010 quarter)?", refuse(pn, "The fiscal Q2 10-Q ends in March/April 2010; fiscal Q3 is not reported.", absent(F(COL, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, A10K, "Apple total operating expenses for fiscal 2020 (year ended September 26, 2020)?", refuse(pn, "The fiscal 2023 10-K reports operating expenses for fiscal 2021-2023 only.", absent(g("OperatingExpenses"), ("2019-09-29", "2020-09-26"))))
add(C, MS, "Microsoft revenue for fiscal 2016 (year ending June 30, 2016)?", refuse(pn, "The fiscal 2015 10-K reports fiscal 2013-2015 only.", absent(g("SalesRevenueNet", "Revenues"), M_FY16)))
add(C, IPC, "Infinity Property & Casualty inventories at March 31, 2010?", refuse(cn, "An auto insurer; Infinity reports no inventory.", absent_any(g("InventoryNet", "InventoryFinishedGoods", "InventoryGross"))))
add(C, LIFE, "Life Technologies dividends declared per share in Q1 2010?", refuse(cn, "Life Technologies paid no dividends; no dividend-per-share fact is reported.", absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"))))
add(C, AGL, "AGL Resources research and development expense for Q1 2010?", refuse(cn, "AGL Resources (gas distribution) reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, UP, "Net income attributable to noncontrolling interests at Union Pacific in 2012?", refuse(cn, "Union Pacific reports no noncontrolling interest (no NCI income or NCI equity fact).", absent_any(g("NetIncomeLossAttributableToNoncontrollingInterest", "MinorityInterest"))))
WHY_YUM = "Yum reports 'Net Income - including noncontrolling interest' (ProfitLoss 245M) and 'Net Income - YUM! Brands, Inc.' (NetIncomeLoss 241M) for Q1 2010."
add(C, YUM, "Yum Brands net income for Q1 2010?", refuse(am, WHY_YUM, amb_why(WHY_YUM, (F(YUM, "ProfitLoss"), QT, None), (F(YUM, "NetIncomeLoss"), QT, None))))
WHY_AGL = "AGL reports 'AGL Resources Inc. common shareholders' equity' (StockholdersEquity 1,834M) and 'Total equity' including the noncontrolling interest (1,851M) at March 31, 2010."
add(C, AGL, "AGL Resources shareholders' equity at March 31, 2010?", refuse(am, WHY_AGL, amb_why(WHY_AGL, (F(AGL, "StockholdersEquity"), B1003, None), (F(AGL, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B1003, None))))
WHY_APD = "Air Products reports diluted EPS of $0.97 (net income) and $0.89 (income from continuing operations) for the quarter ended March 31, 2009, which had discontinued operations."
add(C, APD, "Air Products diluted EPS for the quarter ended March 31, 2009?", refuse(am, WHY_APD, amb_why(WHY_APD, (F(APD, "EarningsPerShareDiluted"), QPY, None), (F(APD, "IncomeLossFromContinuingOperationsPerDilutedShare"), QPY, None))))
WHY_CCL = "Carnival is a dual-listed company: it reports Carnival Corporation common shares issued (645M) and Carnival plc ordinary shares issued (214M) at February 28, 2010."
add(C, CCL, "How many shares had Carnival issued as of February 28, 2010?", refuse(am, WHY_CCL, amb_why(WHY_CCL, (F(CCL, "CommonStockSharesIssued"), B1002, None), (F(CCL, "CommonStockAdditionalSeriesSharesIssued"), B1002, None))))
WHY_IPC = "Infinity reports 'Realized gains before impairment losses' (1.1M) and 'Total realized losses on investments' after OTTI (-0.5M) for Q1 2010."
add(C, IPC, "Infinity Property & Casualty realized gains on investments in Q1 2010?", refuse(am, WHY_IPC, amb_why(WHY_IPC, (F(IPC, "GainLossOnSaleOfSecuritiesNet"), QT, None), (F(IPC, "RealizedInvestmentGainsLosses"), QT, None))))


def main():
    write_round("h21", gr.QUESTIONS_21, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
