#!/usr/bin/env python3
"""Writes evals/data/ask_heldout24.jsonl and its refusal probes (round 24) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout24_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform22/build_questions.py (which copied rounds 20, 18, 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-24 specs below
are new. The overlap check covers rounds 1-22 (round 23, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-24 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 24 FSDS filings: companies no round 1-22 used, all with
# EVEN CIKs (the parallel writer takes odd-CIK 2010q2 companies): four 10-Qs from the 2010q2 zip, two from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
ROK = "fsds:0000950123-10-044432"   # ROCKWELL AUTOMATION 10-Q (2010q2), CIK 1024478, fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY ends Sep 30
JOY = "fsds:0000950123-10-056553"   # JOY GLOBAL 10-Q (2010q2), CIK 801898, fiscal Q2 FY2010 (ddate 2010-04-30), 6M YTD; FY2009 ended Oct 2009
BCR = "fsds:0001193125-10-093422"   # C R BARD 10-Q (2010q2), CIK 9892, Q1 2010 (calendar); EquityComponents rows
DVA = "fsds:0001193125-10-104566"   # DAVITA 10-Q (2010q2), CIK 927066, Q1 2010 (calendar); EquityComponents rows
BNI = "fsds:0000934612-09-000042"   # BURLINGTON NORTHERN SANTA FE 10-Q (2009q3), CIK 934612, Q2 2009, six months; EquityComponents rows
MHS = "fsds:0000950123-09-027011"   # MEDCO HEALTH SOLUTIONS 10-Q (2009q3), CIK 1170650, Q2 2009, six months; EquityComponents rows
TICK = {ROK: "rok", JOY: "joy", BCR: "bcr", DVA: "dva", BNI: "bni", MHS: "mhs"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# ddate 2010-03-31 filers: Rockwell fiscal Q2 / six months; Bard and DaVita calendar Q1
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
H10, H09 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")
B10, SEP09, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
FY09 = ("2009-01-01", "2009-12-31")
# Joy Global: fiscal Q2 FY2010 (ddate 2010-04-30), six months from November 2009; fiscal 2009 year-end ddate 2009-10-31
JQ, JH = ("2010-02-01", "2010-04-30"), ("2009-11-01", "2010-04-30")
JQPY, JHPY = ("2009-02-01", "2009-04-30"), ("2008-11-01", "2009-04-30")
JB, JFYE, JB09 = (None, "2010-04-30"), (None, "2009-10-31"), (None, "2009-04-30")
# 2009q3 filers (BNSF, Medco): Q2 2009 and first half 2009
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
EQAX = G + "StatementEquityComponentsAxis"
RE_COL = {EQAX: G + "RetainedEarningsMember"}
CS_COL = {EQAX: G + "CommonStockMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
CLS = G + "StatementClassOfStockAxis"
INVT = G + "InvestmentTypeAxis"
MCONS = lambda m: {CONS: "msft:" + m}
FLIM = lambda m: {FLI: G + m}
BLDG = {PPEAX: G + "BuildingMember"}
CONC = lambda cust, bench: {"srt:MajorCustomersAxis": "aapl:" + cust, G + "ConcentrationRiskByBenchmarkAxis": bench,
                            G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
NOTIONAL = lambda risk, hedge: {G + "DerivativeInstrumentRiskAxis": G + risk, G + "HedgingDesignationAxis": G + hedge}
AE_RSU = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember", G + "PlanNameAxis": "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, ROK, "Rockwell Automation total sales for the quarter ended March 31, 2010", fact(F(ROK, "SalesRevenueNet"), Q10, USD))
add(C, ROK, "What was Rockwell Automation's goodwill as of March 31, 2010?", fact(F(ROK, "Goodwill"), B10, USD))
add(C, JOY, "Joy Global net sales for the second quarter of fiscal 2010 (the quarter ended April 2010)", fact(F(JOY, "SalesRevenueGoodsNet"), JQ, USD))
add(C, JOY, "Joy Global accrued warranties on the balance sheet at the end of fiscal Q2 2010", fact(F(JOY, "ProductWarrantyAccrualClassifiedCurrent"), JB, USD))
add(C, JOY, "How much did Joy Global carry in advance payments and progress billings at the end of its April 2010 quarter?", fact(F(JOY, "CustomerAdvancesCurrent"), JB, USD))
add(C, BCR, "C. R. Bard net sales for the three months ended March 31, 2010", fact(F(BCR, "SalesRevenueNet"), Q10, USD))
add(C, BCR, "Bard research and development expense in the first quarter of 2010", fact(F(BCR, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, DVA, "DaVita net operating revenues for the first quarter of 2010", fact(F(DVA, "HealthCareOrganizationPatientServiceRevenue"), Q10, USD))
add(C, DVA, "DaVita patient care costs for the three months ended March 31, 2010", fact(F(DVA, "PatientCareCosts"), Q10, USD))
add(C, DVA, "DaVita noncontrolling interests subject to put provisions as of March 31, 2010", fact(F(DVA, "TemporaryEquityCarryingAmount"), B10, USD))
add(C, BNI, "BNSF fuel expense for the second quarter of 2009", fact(F(BNI, "FuelCosts"), PQ, USD))
add(C, BNI, "Burlington Northern Santa Fe casualty and environmental liabilities (the non-current balance sheet line) at June 30, 2009", fact(F(BNI, "CasualtyAndEnvironmentalLiabilities"), PB, USD))
add(C, MHS, "Medco Health Solutions total net revenues for the quarter ended June 30, 2009", fact(F(MHS, "Revenues"), PQ, USD))
add(C, MHS, "Medco client rebates and guarantees payable as of June 30, 2009", fact(F(MHS, "ClientRebatesAndGuaranteesPayable"), PB, USD))
add(C, A10K, "Apple deferred tax assets related to lease liabilities as of September 30, 2023", fact(["aapl:DeferredTaxAssetsLeaseLiabilities"], A_BS23, USD))
add(C, A10K, "Apple unconditional purchase obligations payable in fiscal 2026 (the third year), per the FY2023 10-K", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceOnThirdAnniversary"), A_BS23, USD))
add(C, A10K, "What are Apple's finance lease payments due in fiscal 2025 (year two), as of September 30, 2023?", fact(g("FinanceLeaseLiabilityPaymentsDueYearTwo"), A_BS23, USD))
add(C, MS, "Microsoft deferred tax assets for capital loss carryforwards at June 30, 2015", fact(g("DeferredTaxAssetsCapitalLossCarryforwards"), M_BS15, USD))
add(C, MS, "Microsoft proceeds from maturities of investments in fiscal 2015", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), M_FY15, USD))
add(C, NQ, "Netflix accumulated other comprehensive income, net, at September 30, 2010", fact(g("AccumulatedOtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, ROK, "Rockwell Automation total sales in the year-ago quarter (fiscal Q2 2009, quarter ended March 31, 2009)", fact(F(ROK, "SalesRevenueNet"), Q09, USD))
add(C, ROK, "Rockwell inventories at fiscal 2009 year-end (September 30, 2009)", fact(F(ROK, "InventoryNet"), SEP09, USD))
add(C, ROK, "Rockwell Automation cash and cash equivalents as of March 31, 2009", fact(F(ROK, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, JOY, "Joy Global net income for the second quarter of fiscal 2009 (the prior-year quarter)", fact(F(JOY, "NetIncomeLoss"), JQPY, USD))
add(C, JOY, "Joy Global inventories at the end of fiscal 2009 (October 2009)", fact(F(JOY, "InventoryNet"), JFYE, USD))
add(C, JOY, "Joy Global cash and cash equivalents at the end of its fiscal Q2 2009 (April 2009)", fact(F(JOY, "CashAndCashEquivalentsAtCarryingValue"), JB09, USD))
add(C, BCR, "Net income attributable to C. R. Bard for the first quarter of 2009", fact(F(BCR, "NetIncomeLoss"), Q09, USD))
add(C, BCR, "Bard inventories at December 31, 2009", fact(F(BCR, "InventoryNet"), DEC09, USD))
add(C, DVA, "DaVita operating income for Q1 2009", fact(F(DVA, "OperatingIncomeLoss"), Q09, USD))
add(C, DVA, "DaVita long-term debt (noncurrent) at December 31, 2009", fact(F(DVA, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, BNI, "BNSF revenues for the first six months of 2008", fact(F(BNI, "Revenues"), PHPY, USD))
add(C, BNI, "Burlington Northern Santa Fe total assets at December 31, 2008", fact(F(BNI, "Assets"), PYE, USD))
add(C, MHS, "Medco net income for the second quarter of 2008", fact(F(MHS, "ProfitLoss"), PQPY, USD))
add(C, MHS, "Medco inventories at December 31, 2008", fact(F(MHS, "InventoryNet"), PYE, USD))
add(C, A10K, "Apple deferred tax liabilities for the minimum tax on foreign earnings at September 24, 2022", fact(["aapl:DeferredTaxLiabilitiesMinimumTaxonForeignEarnings"], A_BS22, USD))
add(C, A10K, "Apple unrecognized tax benefit decreases for prior-year tax positions in fiscal 2021", fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions"), A_FY21, USD))
add(C, MS, "Microsoft amortization of capitalized software in fiscal 2014", fact(g("CapitalizedComputerSoftwareAmortization"), M_FY14, USD))
add(C, MS, "Microsoft total deferred income tax liabilities at June 30, 2014", fact(g("DeferredIncomeTaxLiabilities"), M_BS14, USD))
add(C, AE, "AEON Biopharma total liquidation preference of its convertible preferred stock at December 31, 2022", fact(g("TemporaryEquityLiquidationPreference"), E_BSPY, USD))
add(C, A10K, "Apple right-of-use assets obtained in exchange for new operating and finance lease liabilities in fiscal 2022", fact(["aapl:RightofUseAssetsObtainedinExchangeforOperatingandFinanceLeaseLiabilities"], A_FY22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, ROK, "Rockwell Automation total sales for the first six months of fiscal 2010 (six months ended March 31, 2010)", fact(F(ROK, "SalesRevenueNet"), H10, USD))
add(C, ROK, "Rockwell total cost of sales for the three months ended March 31, 2010", fact(F(ROK, "CostOfGoodsAndServicesSold"), Q10, USD))
add(C, ROK, "Rockwell income from continuing operations, fiscal 2010 year to date (six months through March 2010)", fact(F(ROK, "IncomeLossFromContinuingOperations"), H10, USD))
add(C, ROK, "Rockwell Automation SG&A for the first half of fiscal 2010", fact(F(ROK, "SellingGeneralAndAdministrativeExpense"), H10, USD))
add(C, JOY, "Joy Global net sales for the six months ended April 2010 (first half of fiscal 2010)", fact(F(JOY, "SalesRevenueGoodsNet"), JH, USD))
add(C, JOY, "Joy Global cost of sales for fiscal Q2 2010 alone (three months to April 2010)", fact(F(JOY, "CostOfGoodsSold"), JQ, USD))
add(C, JOY, "Joy Global product development, selling and administrative expenses, fiscal 2010 YTD (six months)", fact(F(JOY, "ProductDevelopmentSellingAndAdministrativeExpenses"), JH, USD))
add(C, JOY, "Joy Global net income for the first six months of fiscal 2010", fact(F(JOY, "NetIncomeLoss"), JH, USD))
add(C, BNI, "BNSF total revenues for the six months ended June 30, 2009", fact(F(BNI, "Revenues"), PH, USD))
add(C, BNI, "BNSF compensation and benefits expense for the second quarter of 2009 (three months)", fact(F(BNI, "LaborAndRelatedExpense"), PQ, USD))
add(C, BNI, "Burlington Northern Santa Fe fuel expense, year to date through June 30, 2009", fact(F(BNI, "FuelCosts"), PH, USD))
add(C, BNI, "BNSF interest expense for the first half of 2009", fact(F(BNI, "InterestExpense"), PH, USD))
add(C, BNI, "BNSF net income for the six months ended June 30, 2009", fact(F(BNI, "NetIncomeLoss"), PH, USD))
add(C, MHS, "Medco total net revenues for the first six months of 2009", fact(F(MHS, "Revenues"), PH, USD))
add(C, MHS, "Medco selling, general and administrative expenses for the three months ended June 30, 2009", fact(F(MHS, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, MHS, "Medco service revenues, year to date through June 2009", fact(F(MHS, "SalesRevenueServicesNet"), PH, USD))
add(C, NQ, "Netflix amortization of debt issuance costs for the third quarter of 2010 (three months ended September 30, 2010)", fact(g("AmortizationOfFinancingCosts"), N10_Q3, USD))
add(C, NQ, "Netflix change in deferred revenue in operating cash flow, nine months ended September 30, 2010", fact(g("IncreaseDecreaseInDeferredRevenue"), N10_9M, USD))
add(C, AE, "AEON stock-based compensation credited to additional paid-in capital for the three months ended September 30, 2022", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), E_Q3_22, USD))
add(C, AE, "AEON stock-based compensation credited to additional paid-in capital for the nine months ended September 30, 2022", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), E_9M_22, USD))

# =================================================================== derived
C = "derived"
add(C, ROK, "Rockwell Automation gross margin for fiscal Q2 2010 (gross profit / total sales)", ratio(F(ROK, "GrossProfit"), F(ROK, "SalesRevenueNet"), Q10))
add(C, ROK, "Services share of Rockwell's total sales for the six months ended March 31, 2010 (services sales / total sales)", ratio(F(ROK, "SalesRevenueServicesNet"), F(ROK, "SalesRevenueNet"), H10))
add(C, ROK, "Rockwell Automation current ratio at March 31, 2010 (current assets / current liabilities)", ratio(F(ROK, "AssetsCurrent"), F(ROK, "LiabilitiesCurrent"), B10))
add(C, JOY, "Joy Global operating margin for fiscal Q2 2010 (operating income / net sales)", ratio(F(JOY, "OperatingIncomeLoss"), F(JOY, "SalesRevenueGoodsNet"), JQ))
add(C, JOY, "Joy Global effective tax rate for the first half of fiscal 2010 (provision for income taxes / income before income taxes)", ratio(F(JOY, "IncomeTaxExpenseBenefit"), F(JOY, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), JH))
add(C, JOY, "Joy Global net sales growth, Q2 FY10 versus Q2 FY09 (current / prior - 1; negative = decline)", growth(F(JOY, "SalesRevenueGoodsNet"), JQ, JQPY))
add(C, BCR, "Bard R&D intensity for Q1 2010 (research and development expense / net sales)", ratio(F(BCR, "ResearchAndDevelopmentExpense"), F(BCR, "SalesRevenueNet"), Q10))
add(C, BCR, "C. R. Bard free cash flow for the first quarter of 2010 (net cash from operating activities - capital expenditures, USD)", diff(F(BCR, "NetCashProvidedByUsedInOperatingActivities"), F(BCR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, DVA, "DaVita patient care costs as a share of net operating revenues, Q1 2010 (patient care costs / net operating revenues)", ratio(F(DVA, "PatientCareCosts"), F(DVA, "HealthCareOrganizationPatientServiceRevenue"), Q10))
add(C, DVA, "DaVita net operating revenue growth, Q1 2010 versus Q1 2009 (current / prior - 1)", growth(F(DVA, "HealthCareOrganizationPatientServiceRevenue"), Q10, Q09))
add(C, BNI, "BNSF operating ratio for the second quarter of 2009 (total operating expenses / revenues)", ratio(F(BNI, "OperatingExpenses"), F(BNI, "Revenues"), PQ))
add(C, BNI, "Change in BNSF fuel expense, Q2 2009 versus Q2 2008 (current / prior - 1; negative = decline)", growth(F(BNI, "FuelCosts"), PQ, PQPY))
add(C, MHS, "Medco gross margin for Q2 2009: (total net revenues - total cost of revenues) / total net revenues", margin_from_cost(F(MHS, "Revenues"), F(MHS, "CostOfGoodsAndServicesSold"), PQ))
add(C, MHS, "Medco total liabilities as a share of total assets at June 30, 2009 (total liabilities / total assets)", ratio(F(MHS, "Liabilities"), F(MHS, "Assets"), PB))
add(C, A10K, "Apple unconditional purchase obligations due in fiscal 2025 and fiscal 2026 combined (year two + year three, USD)", total(g("UnrecordedUnconditionalPurchaseObligationBalanceOnSecondAnniversary"), g("UnrecordedUnconditionalPurchaseObligationBalanceOnThirdAnniversary"), A_BS23))
add(C, A10K, "Change in Apple's hedged liabilities in fair value hedges, September 30, 2023 versus September 24, 2022 (current / prior - 1; negative = decline)", growth(g("HedgedLiabilityFairValueHedge"), A_BS23, A_BS22))
add(C, A10K, "Change in the cost basis of Apple's cash, cash equivalents and marketable securities, FY2023 year-end versus FY2022 year-end (current / prior - 1; negative = decline)", growth(["aapl:CashCashEquivalentsAndMarketableSecuritiesCost"], A_BS23, A_BS22))
add(C, MS, "Share of Microsoft's available-for-sale debt securities (amortized cost) maturing within one year, June 30, 2015 (due within one year / total debt securities)", ratio(g("AvailableForSaleSecuritiesDebtMaturitiesNextRollingTwelveMonthsAmortizedCostBasis"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), M_BS15))
add(C, MS, "Change in Microsoft Devices and Consumer segment operating income, FY2015 versus FY2014 (current / prior - 1; negative = decline)", growth(OPINC, M_FY15, M_FY14, MCONS("DevicesAndConsumerMember")))
add(C, MS, "Microsoft building operating lease payments due in fiscal 2016 and 2017 combined, as of June 30, 2015 (year one + year two, USD)", total(g("OperatingLeasesFutureMinimumPaymentsDueCurrent"), g("OperatingLeasesFutureMinimumPaymentsDueInTwoYears"), M_BS15, ma=BLDG, mb=BLDG))

# =================================================================== members
C = "members"
add(C, BCR, "C. R. Bard retained earnings column of the shareholders' equity statement at December 31, 2008", fact(SE_NCI, DEC08, USD, EQC("RetainedEarnings")))
add(C, BCR, "Bard share repurchases charged to retained earnings in the first quarter of 2010 (equity statement)", fact(F(BCR, "StockRepurchasedDuringPeriodValue"), Q10, USD, EQC("RetainedEarnings")))
add(C, BCR, "Bard stock-based compensation recorded in additional paid-in capital, Q1 2010", fact(F(BCR, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, DVA, "DaVita distributions to noncontrolling interests subject to put provisions (temporary equity), first quarter of 2010", fact(F(DVA, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), Q10, USD, EQC("TemporaryEquityRedeemableNoncontrollingInterests")))
add(C, DVA, "DaVita stock options and SSARs exercised, treasury stock column of the equity statement, Q1 2010 (USD)", fact(F(DVA, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("TreasuryStock")))
add(C, DVA, "DaVita retained earnings column of the equity statement at December 31, 2008", fact(SE_NCI, DEC08, USD, EQC("RetainedEarnings")))
add(C, DVA, "Net income allocated to DaVita's noncontrolling interests not subject to put provisions (equity column), Q1 2010", fact(PL, Q10, USD, EQC("NoncontrollingInterest")))
add(C, BNI, "BNSF common stock and additional paid-in capital column of the equity statement at December 31, 2008", fact(SE, DEC08, USD, EQC("CommonStockIncludingAdditionalPaidInCapital")))
add(C, BNI, "BNSF fuel/interest hedge mark-to-market and other items, net of tax, recorded in accumulated other comprehensive income, first half of 2009", fact(F(BNI, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, MHS, "Medco treasury shares acquired in the six months ended June 30, 2009 (treasury stock column, shares)", fact(F(MHS, "TreasuryStockSharesAcquired"), PH, SH, EQC("TreasuryStock")))
add(C, A10K, "Apple corporate debt securities (Level 2) held as non-current marketable securities at September 24, 2022", fact(g("MarketableSecuritiesNoncurrent"), A_BS22, USD, {FVL: L2, FIN: G + "CorporateDebtSecuritiesMember"}))
add(C, A10K, "Apple money market funds (Level 1) in cash and cash equivalents at September 30, 2023", fact(CASH, A_BS23, USD, {FVL: L1, FIN: G + "MoneyMarketFundsMember"}))
add(C, A10K, "Share of Apple's trade receivables due from cellular network carriers in fiscal 2023", fact(g("ConcentrationRiskPercentage1"), A_FY23, PURE, CONC("CellularNetworkCarriersMember", G + "TradeAccountsReceivableMember")))
add(C, A10K, "Notional amount of Apple's foreign exchange contracts not designated as hedges at September 24, 2022", fact(g("DerivativeNotionalAmount"), A_BS22, USD, NOTIONAL("ForeignExchangeContractMember", "NondesignatedMember")))
add(C, A10K, "Apple dividends and dividend equivalents declared (retained earnings column) in fiscal 2021", fact(g("Dividends"), A_FY21, USD, RE_COL))
add(C, MS, "Microsoft Commercial segment gross margin in fiscal 2013", fact(GP, M_FY13, USD, MCONS("CommercialMember")))
add(C, MS, "Amortized cost of Microsoft's U.S. government and agency securities at June 30, 2015", fact(g("AvailableForSaleSecuritiesAmortizedCost"), M_BS15, USD, {INVT: G + "USGovernmentAgenciesDebtSecuritiesMember"}))
add(C, MS, "Technology-based intangible assets Microsoft acquired in fiscal 2015", fact(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY15, USD, FLIM("TechnologyBasedIntangibleAssetsMember")))
add(C, MS, "Microsoft Commercial Licensing unearned (deferred) revenue at June 30, 2015", fact(g("DeferredRevenue"), M_BS15, USD, {SEG: "msft:CommercialLicensingMember"}))
add(C, AE, "Liquidation preference of AEON's Series B convertible preferred stock at December 31, 2022", fact(g("TemporaryEquityLiquidationPreference"), E_BSPY, USD, {CLS: "aeon:SeriesBConvertiblePreferredStockMember"}))

# =================================================================== per_share
C = "per_share"
add(C, ROK, "Rockwell Automation diluted EPS for fiscal Q2 2010 (quarter ended March 31, 2010)", fact(F(ROK, "EarningsPerShareDiluted"), Q10, PS))
add(C, ROK, "Rockwell diluted EPS from continuing operations for the six months ended March 31, 2010", fact(F(ROK, "IncomeLossFromContinuingOperationsPerDilutedShare"), H10, PS))
add(C, ROK, "Rockwell Automation cash dividends paid per share, first half of fiscal 2010", fact(F(ROK, "CommonStockDividendsPerShareCashPaid"), H10, PS))
add(C, ROK, "Rockwell basic weighted average shares outstanding for fiscal Q2 2010", fact(F(ROK, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, JOY, "Joy Global diluted earnings per share for fiscal Q2 2010", fact(F(JOY, "EarningsPerShareDiluted"), JQ, PS))
add(C, JOY, "Joy Global dividends declared per share for the first six months of fiscal 2010", fact(F(JOY, "CommonStockDividendsPerShareDeclared"), JH, PS))
add(C, JOY, "Joy Global diluted weighted average shares, six months ended April 2010", fact(F(JOY, "WeightedAverageNumberOfDilutedSharesOutstanding"), JH, SH))
add(C, BCR, "C. R. Bard diluted EPS for the first quarter of 2010", fact(F(BCR, "EarningsPerShareDiluted"), Q10, PS))
add(C, BCR, "Bard common shares outstanding at March 31, 2010", fact(F(BCR, "CommonStockSharesOutstanding"), B10, SH))
add(C, DVA, "DaVita diluted EPS for Q1 2010", fact(F(DVA, "EarningsPerShareDiluted"), Q10, PS))
add(C, DVA, "Number of DaVita treasury shares at March 31, 2010", fact(F(DVA, "TreasuryStockShares"), B10, SH))
add(C, BNI, "BNSF diluted earnings per share for the second quarter of 2009", fact(F(BNI, "EarningsPerShareDiluted"), PQ, PS))
add(C, BNI, "Burlington Northern Santa Fe dividends declared per common share, first half of 2009", fact(F(BNI, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, MHS, "Medco diluted EPS for the six months ended June 30, 2009", fact(F(MHS, "EarningsPerShareDiluted"), PH, PS))
add(C, MHS, "Medco basic weighted average shares outstanding for Q2 2009", fact(F(MHS, "WeightedAverageNumberOfSharesOutstandingBasic"), PQ, SH))
add(C, A10K, "Apple incremental shares from share-based awards in the diluted share count for fiscal 2021", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), A_FY21, SH))
add(C, A10K, "Apple common shares outstanding at September 26, 2020 (beginning balance of the equity statement)", fact(SHOUT, (None, "2020-09-26"), SH, CS_COL))
add(C, MS, "Microsoft common shares outstanding at June 30, 2013", fact(SHOUT, (None, "2013-06-30"), SH))
add(C, AE, "Liquidation preference per share of AEON's Series B convertible preferred stock at December 31, 2022", fact(g("TemporaryEquityLiquidationPreferencePerShare"), E_BSPY, PS, {CLS: "aeon:SeriesBConvertiblePreferredStockMember"}))
add(C, AE, "Weighted-average grant-date fair value of AEON's unvested RSUs (2019 Incentive Award Plan) at September 30, 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"), E_BS, PS, AE_RSU))

# =================================================================== jargon
C = "jargon"
add(C, ROK, "ROK capex, 1H FY10", fact(F(ROK, "PaymentsToAcquirePropertyPlantAndEquipment"), H10, USD))
add(C, ROK, "Rockwell SBC, six months to March 2010", fact(F(ROK, "ShareBasedCompensation"), H10, USD))
add(C, ROK, "ROK buybacks (purchases of treasury stock), 1H FY10", fact(F(ROK, "PaymentsForRepurchaseOfCommonStock"), H10, USD))
add(C, JOY, "JOY CFO, 1H FY10", fact(F(JOY, "NetCashProvidedByUsedInOperatingActivities"), JH, USD))
add(C, JOY, "Joy Global D&A, fiscal 2010 YTD", fact(F(JOY, "DepreciationDepletionAndAmortization"), JH, USD))
add(C, JOY, "JOY pretax income, 2Q FY10", fact(F(JOY, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), JQ, USD))
add(C, BCR, "BCR capex 1Q10", fact(F(BCR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, BCR, "Bard D&A, Q1 2010", fact(F(BCR, "DepreciationAndAmortization"), Q10, USD))
add(C, DVA, "DVA cash from ops, 1Q10", fact(F(DVA, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, DVA, "DaVita debt expense (interest), Q1 2010", fact(F(DVA, "DebtExpense"), Q10, USD))
add(C, BNI, "BNI capex, 1H09", fact(F(BNI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, BNI, "BNSF D&A, 2Q09", fact(F(BNI, "DepreciationAndAmortization"), PQ, USD))
add(C, MHS, "MHS SBC, 1H09", fact(F(MHS, "ShareBasedCompensation"), PH, USD))
add(C, MHS, "Medco pretax income (income before provision for income taxes), 2Q09", fact(F(MHS, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, A10K, "AAPL ROU assets obtained for new leases, FY23", fact(["aapl:RightofUseAssetsObtainedinExchangeforOperatingandFinanceLeaseLiabilities"], A_FY23, USD))
add(C, A10K, "AAPL repayments of commercial paper with maturities > 90 days, FY23", fact(g("RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), A_FY23, USD))
add(C, MS, "MSFT unearned revenue deferrals (cash flow statement), FY15", fact(g("IncreaseDecreaseInDeferredRevenue"), M_FY15, USD))
add(C, MS, "MSFT debt issuance proceeds (maturities > 90 days), FY15", fact(g("ProceedsFromDebtMaturingInMoreThanThreeMonths"), M_FY15, USD))
add(C, MS, "MSFT M&A plus intangibles spend (acquisitions net of cash acquired, and purchases of intangible and other assets), FY14", fact(["msft:AcquisitionsNetofCashAcquiredAndPurchasesOfIntangibleandOtherAssets"], M_FY14, USD))
add(C, NQ, "NFLX amortization of debt issuance costs, 9M10", fact(g("AmortizationOfFinancingCosts"), N10_9M, USD))

# =================================================================== refuse
C = "refuse"
add(C, ROK, "Siemens Industry Automation division revenue for the quarter ended March 2010?", refuse(oc, "Siemens is not in the data (Rockwell Automation is).", other("SIEMENS")))
add(C, JOY, "Komatsu mining equipment sales for the quarter ended April 2010?", refuse(oc, "Komatsu is not in the data (Joy Global is).", other("KOMATSU")))
add(C, DVA, "American Renal Associates patient service revenue for Q1 2010?", refuse(oc, "American Renal Associates is not in the data (DaVita is).", other("AMERICAN RENAL")))
add(C, MHS, "SXC Health Solutions revenue for the second quarter of 2009?", refuse(oc, "SXC Health Solutions is not in the data (Medco is).", other("SXC HEALTH", "SXC ")))
add(C, AE, "Merz Therapeutics Xeomin revenue for the third quarter of 2023?", refuse(oc, "Merz is not in the data (AEON Biopharma is).", other("MERZ")))
add(C, ROK, "Rockwell Automation total sales for fiscal Q3 2010 (quarter ending June 2010)?", refuse(pn, "The fiscal Q2 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(ROK, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, JOY, "Joy Global net sales for the full fiscal year 2010 (ending October 2010)?", refuse(pn, "The fiscal Q2 10-Q reports only the April 2010 quarter and six months.", absent(F(JOY, "SalesRevenueGoodsNet"), ("2009-11-01", "2010-10-31"))))
add(C, BCR, "C. R. Bard net sales for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; Q2 2010 is not reported.", absent(F(BCR, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, BNI, "BNSF revenues for the nine months ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(BNI, "Revenues"), ("2009-01-01", "2009-09-30"))))
add(C, A10K, "Apple net sales for the fourth quarter of fiscal 2023 alone (three months ended September 30, 2023)?", refuse(pn, "The FY2023 10-K tags annual periods only; the September 2023 quarter alone is not reported.", absent(AREV, ("2023-07-02", "2023-09-30"))))
add(C, MS, "Microsoft diluted EPS for the quarter ended September 30, 2015 (Q1 FY2016)?", refuse(pn, "The FY2015 10-K ends June 30, 2015; the September 2015 quarter is not reported.", absent(EPSD, ("2015-07-01", "2015-09-30"))))
add(C, JOY, "Joy Global research and development expense for fiscal Q2 2010?", refuse(cn, "Joy Global reports product development within 'Product development, selling and administrative expenses'; no separate R&D line is tagged.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BNI, "BNSF goodwill at June 30, 2009?", refuse(cn, "BNSF's 10-Q reports no goodwill.", absent_any(g("Goodwill"))))
add(C, MHS, "Medco research and development expense for the first half of 2009?", refuse(cn, "Medco's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AE, "AEON Biopharma product revenue for the successor period (July 22 - September 30, 2023)?", refuse(cn, "AEON is pre-revenue; its 10-Q reports no revenue fact.", absent_any(AREV + TOTREV + NETSALES)))
WHY_BCR = "Bard reports 'Net income' including the noncontrolling interest (ProfitLoss 121.2M) and 'Net income attributable to common shareholders' (NetIncomeLoss 120.9M) for Q1 2010."
add(C, BCR, "C. R. Bard net income for the first quarter of 2010?", refuse(am, WHY_BCR, amb_why(WHY_BCR, (F(BCR, "ProfitLoss"), Q10, None), (F(BCR, "NetIncomeLoss"), Q10, None))))
WHY_DVA = "DaVita reports 'Net income' including noncontrolling interests (ProfitLoss 125.0M) and 'Net income attributable to DaVita Inc.' (NetIncomeLoss 109.4M) for Q1 2010."
add(C, DVA, "DaVita net income for Q1 2010?", refuse(am, WHY_DVA, amb_why(WHY_DVA, (F(DVA, "ProfitLoss"), Q10, None), (F(DVA, "NetIncomeLoss"), Q10, None))))
WHY_DVA_EQ = ("DaVita reports 'Total DaVita Inc. shareholders' equity' (StockholdersEquity 2,261.2M) and 'Total equity' including noncontrolling "
              "interests not subject to put provisions (2,318.6M) at March 31, 2010; the 350.5M of noncontrolling interests subject to put provisions sit outside both.")
add(C, DVA, "What was DaVita's total equity at March 31, 2010?", refuse(am, WHY_DVA_EQ, amb_why(WHY_DVA_EQ, (F(DVA, "StockholdersEquity"), B10, None), (F(DVA, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, None))))
WHY_ROK = "Rockwell reports 'Income from continuing operations' (111.9M) and 'Net income' (137.0M, including 25.1M from discontinued operations) for fiscal Q2 2010; 'earnings' fits either."
add(C, ROK, "Rockwell Automation earnings for fiscal Q2 2010?", refuse(am, WHY_ROK, amb_why(WHY_ROK, (F(ROK, "IncomeLossFromContinuingOperations"), Q10, None), (F(ROK, "NetIncomeLoss"), Q10, None))))
WHY_AROU = ("Apple reports operating lease right-of-use assets of 10,661M (OperatingLeaseRightOfUseAsset) and total right-of-use assets for "
            "operating and finance leases of 11,676M (aapl:OperatingandFinanceLeaseRightofUseAsset) at September 30, 2023.")
add(C, A10K, "What were Apple's right-of-use assets at September 30, 2023?", refuse(am, WHY_AROU, amb_why(WHY_AROU, (g("OperatingLeaseRightOfUseAsset"), A_BS23, None), (["aapl:OperatingandFinanceLeaseRightofUseAsset"], A_BS23, None))))


def main():
    write_round("h24", gr.QUESTIONS_24, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
