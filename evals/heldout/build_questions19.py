#!/usr/bin/env python3
"""Writes evals/data/ask_heldout19.jsonl and its refusal probes (round 19) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout19_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform18/build_questions.py (which copied rounds 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-19 specs below are
new. The overlap check covers rounds 1-18 (rounds 17 and 18 included).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-19 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 19 FSDS filings (2009q3 zip only; companies no round 1-18
# used, none of which has any submission in the 2010q2 zip). Company-extension tags (FSDS version = adsh) carry a ticker prefix;
# the FSDS lookup matches on the tag name only.
ANR = "fsds:0001310243-09-000085"   # ALPHA NATURAL RESOURCES 10-Q, Q2 2009 (calendar), coal mining
BJS = "fsds:0001193125-09-170340"   # BJ SERVICES CO 10-Q/A, fiscal Q3 FY2009 (quarter ended Jun 30, 2009); FY ends Sep 30; EquityComponents rows
AKAM = "fsds:0001193125-09-187772"  # AKAMAI TECHNOLOGIES 10-Q/A, Q2 2009 (calendar), internet content delivery
FTI = "fsds:0001193125-09-168553"   # FMC TECHNOLOGIES 10-Q, Q2 2009 (calendar), oilfield equipment (not FMC Corp)
FST = "fsds:0001047469-09-007411"   # FOREST OIL CORP 10-Q, Q2 2009 (calendar), oil & gas E&P; EquityComponents rows

Q2, H1 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
Q2PY, H1PY = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
B0906, B0812 = (None, "2009-06-30"), (None, "2008-12-31")
# BJ Services: fiscal year beginning Oct 1; nine months to June
BJ9, BJ9PY, B0809 = ("2008-10-01", "2009-06-30"), ("2007-10-01", "2008-06-30"), (None, "2008-09-30")

EQC = lambda m: {"EquityComponents": m}
CONT_EPSD = g("IncomeLossFromContinuingOperationsPerDilutedShare")
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
OGREV = g("OilAndGasRevenue")
LOE = g("LeaseOperatingExpense")
COGS = g("CostOfGoodsSold")
RSM = {G + "AwardTypeAxis": G + "RestrictedStockMember"}
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
APIC_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
MSBB = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
PENS = {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": G + "PensionPlansDefinedBenefitMember"}
NODIV = absent_any(DPS + DPS_PAID + g("DividendsCommonStock", "DividendsCommonStockCash", "PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "CashDividends", "Dividends"))
NOBUY = absent_any(BUYBACK + g("TreasuryStockValueAcquiredCostMethod", "StockRepurchasedDuringPeriodValue", "StockRepurchasedAndRetiredDuringPeriodValue", "TreasuryStockSharesAcquired", "StockRepurchasedDuringPeriodShares"))
TAXPAID = g("IncomeTaxesPaid")
UREV = g("Revenues", "SalesRevenueNet", "SalesRevenueServicesNet", "RevenueFromContractWithCustomerExcludingAssessedTax")
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, ANR, "Alpha Natural Resources coal revenues for the second quarter of 2009", fact(g("SalesRevenueGoodsNet"), Q2, USD))
add(C, ANR, "What were Alpha Natural Resources' total assets as of June 30, 2009?", fact(ASSETS, B0906, USD))
add(C, BJS, "BJ Services revenue for the quarter ended June 30, 2009 (fiscal Q3 2009)", fact(TOTREV, Q2, USD))
add(C, BJS, "BJ Services goodwill on the June 30, 2009 balance sheet", fact(GW, B0906, USD))
add(C, BJS, "BJ Services finished goods inventory at June 30, 2009", fact(g("InventoryFinishedGoods"), B0906, USD))
add(C, AKAM, "Akamai Technologies revenue for the three months ended June 30, 2009", fact(TOTREV, Q2, USD))
add(C, AKAM, "Akamai deferred revenue (current portion) as of June 30, 2009", fact(g("DeferredRevenueCurrent"), B0906, USD))
add(C, AKAM, "Akamai short-term marketable securities on its June 30, 2009 balance sheet", fact(g("ShortTermInvestments"), B0906, USD))
add(C, FTI, "FMC Technologies total revenue for Q2 2009", fact(TOTREV, Q2, USD))
add(C, FTI, "FMC Technologies inventories, net, at June 30, 2009", fact(INV, B0906, USD))
add(C, FTI, "FMC Technologies advance payments and progress billings (billings in excess of cost) at June 30, 2009", fact(g("BillingsInExcessOfCost"), B0906, USD))
add(C, FST, "Forest Oil oil and gas sales for the second quarter of 2009", fact(OGREV, Q2, USD))
add(C, FST, "Forest Oil goodwill at June 30, 2009", fact(GW, B0906, USD))
add(C, FST, "Forest Oil long-term debt as of June 30, 2009", fact(LTD_NC, B0906, USD))
add(C, MS, "Microsoft furniture and fixtures, at cost, as of June 30, 2015", fact(g("FurnitureAndFixturesGross"), M_BS15, USD))
add(C, MS, "Principal of Microsoft long-term debt maturing in fiscal 2016 (within twelve months of June 30, 2015)", fact(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInNextTwelveMonths"), M_BS15, USD))
add(C, A10K, "Apple total undiscounted finance lease payments due as of September 30, 2023", fact(g("FinanceLeaseLiabilityPaymentsDue"), A_BS23, USD))
add(C, A10K, "Apple term debt principal due after fiscal 2028 (beyond five years), per the fiscal 2023 10-K", fact(g("LongTermDebtMaturitiesRepaymentsOfPrincipalAfterYearFive"), A_BS23, USD))
add(C, UP, "Union Pacific minimum operating lease payments due in 2013, per the 2012 10-K", fact(g("OperatingLeasesFutureMinimumPaymentsDueCurrent"), U_BS12, USD))
add(C, UP, "Union Pacific total future minimum capital lease payments at December 31, 2012", fact(g("CapitalLeasesFutureMinimumPaymentsDue"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, ANR, "Alpha Natural Resources total revenues for the second quarter of 2008", fact(TOTREV, Q2PY, USD))
add(C, ANR, "Alpha's cash and cash equivalents at December 31, 2008", fact(CASH, B0812, USD))
add(C, ANR, "Alpha Natural Resources net income for the six months ended June 30, 2008", fact(NIATT, H1PY, USD))
add(C, BJS, "BJ Services revenue in the year-ago quarter (three months ended June 30, 2008)", fact(TOTREV, Q2PY, USD))
add(C, BJS, "BJ Services total stockholders' equity at September 30, 2008 (fiscal 2008 year-end)", fact(SE, B0809, USD))
add(C, BJS, "BJ Services net income for the first nine months of fiscal 2008 (October 2007 through June 2008)", fact(NIATT, BJ9PY, USD))
add(C, AKAM, "Akamai revenue for Q2 2008", fact(TOTREV, Q2PY, USD))
add(C, AKAM, "Akamai total stockholders' equity at December 31, 2008", fact(SE, B0812, USD))
add(C, AKAM, "Akamai net cash provided by operating activities for the six months ended June 30, 2008", fact(OCF, H1PY, USD))
add(C, FTI, "FMC Technologies total revenue in the first half of 2008", fact(TOTREV, H1PY, USD))
add(C, FTI, "FMC Technologies long-term debt (excluding current portion) at December 31, 2008", fact(LTD_NC, B0812, USD))
add(C, FST, "Forest Oil oil and gas sales in Q2 2008", fact(OGREV, Q2PY, USD))
add(C, FST, "Forest Oil total assets at year-end 2008", fact(ASSETS, B0812, USD))
add(C, FST, "Forest Oil lease operating expense for the six months ended June 30, 2008", fact(LOE, H1PY, USD))
add(C, MS, "Microsoft leasehold improvements, at cost, at June 30, 2014", fact(g("LeaseholdImprovementsGross"), M_BS14, USD))
add(C, MS, "Microsoft income tax benefit related to stock-based compensation in fiscal 2014", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), M_FY14, USD))
add(C, A10K, "Apple deferred tax liabilities on property, plant and equipment as of September 24, 2022", fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), A_BS22, USD))
add(C, A10K, "Revenue Apple recognized in fiscal 2022 that was included in deferred revenue at the start of that year", fact(g("ContractWithCustomerLiabilityRevenueRecognized"), A_FY22, USD))
add(C, UP, "Union Pacific capital leased assets, gross, at December 31, 2011", fact(g("CapitalLeasedAssetsGross"), U_BS11, USD))
add(C, UP, "Union Pacific unrecognized tax benefits that would affect the effective tax rate if recognized, at December 31, 2011", fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, ANR, "Alpha Natural Resources cost of coal sales for the six months ended June 30, 2009", fact(COGS, H1, USD))
add(C, ANR, "Alpha SG&A for Q2 2009 alone (three months ended June 30, 2009)", fact(SGA, Q2, USD))
add(C, ANR, "Alpha Natural Resources income tax expense for the first half of 2009", fact(TAX, H1, USD))
add(C, BJS, "BJ Services research and development expense for the nine months ended June 30, 2009", fact(RD, BJ9, USD))
add(C, BJS, "BJ Services marketing expense in fiscal Q3 2009 only (April-June 2009)", fact(g("MarketingExpense"), Q2, USD))
add(C, BJS, "BJ Services general and administrative expense, fiscal 2009 year to date through June 30", fact(g("GeneralAndAdministrativeExpense"), BJ9, USD))
add(C, BJS, "BJ Services cost of sales and services for the three months ended June 30, 2009", fact(COR, Q2, USD))
add(C, AKAM, "Akamai cost of revenues for the six months ended June 30, 2009", fact(COR, H1, USD))
add(C, AKAM, "Akamai research and development expense for Q2 2009 (the quarter, not year to date)", fact(RD, Q2, USD))
add(C, AKAM, "Akamai sales and marketing expense, first half of 2009", fact(g("SellingAndMarketingExpense"), H1, USD))
add(C, AKAM, "Akamai amortization of other intangible assets for the June 2009 quarter", fact(g("AmortizationOfIntangibleAssets"), Q2, USD))
add(C, FTI, "FMC Technologies selling, general and administrative expense for the six months ended June 30, 2009", fact(SGA, H1, USD))
add(C, FTI, "FMC Technologies research and development expense in Q2 2009 (quarter only)", fact(RD, Q2, USD))
add(C, FTI, "FMC Technologies provision for income taxes, first half of 2009", fact(TAX, H1, USD))
add(C, FST, "Forest Oil ceiling test write-down recorded in the six months ended June 30, 2009", fact(["fst:CeilingTestWriteDownOfOilAndGasProperties"], H1, USD))
add(C, FST, "Forest Oil lease operating expense for Q2 2009 alone", fact(LOE, Q2, USD))
add(C, FST, "Forest Oil depreciation, depletion and amortization, year to date through June 30, 2009", fact(DA, H1, USD))
add(C, MS, "How much did Microsoft spend repurchasing shares under its buyback program in Q4 FY2015 (April-June 2015) alone?", fact(g("StockRepurchasedDuringPeriodValue"), M_Q4_15, USD, MSBB))
add(C, MS, "Number of Microsoft shares repurchased under the buyback program in the third quarter of fiscal 2015 (January-March 2015)", fact(g("StockRepurchasedDuringPeriodShares"), M_Q3_15, SH, MSBB))
add(C, MS, "Microsoft buyback dollars in the fourth quarter of fiscal 2014 (April-June 2014) only", fact(g("StockRepurchasedDuringPeriodValue"), M_Q4_14, USD, MSBB))

# =================================================================== derived
C = "derived"
add(C, ANR, "Alpha Natural Resources operating margin for Q2 2009 (income from operations / total revenues)", ratio(OPINC, TOTREV, Q2))
add(C, ANR, "Alpha free cash flow for the first half of 2009 (net cash from operating activities - capital expenditures)", fcf(H1))
add(C, BJS, "BJ Services revenue growth, first nine months of fiscal 2009 versus the first nine months of fiscal 2008 (current / prior - 1)", growth(TOTREV, BJ9, BJ9PY))
add(C, BJS, "BJ Services effective tax rate for the nine months ended June 30, 2009 (income tax expense / income before income taxes)", ratio(TAX, ["bjs:IncomeBeforeIncomeTaxes"], BJ9))
add(C, BJS, "BJ Services current ratio at June 30, 2009 (current assets / current liabilities)", ratio(AC, LC, B0906))
add(C, AKAM, "Akamai gross margin for Q2 2009: (revenue - cost of revenues) / revenue", margin_from_cost(TOTREV, COR, Q2))
add(C, AKAM, "Akamai operating margin for the six months ended June 30, 2009 (income from operations / revenue)", ratio(OPINC, TOTREV, H1))
add(C, AKAM, "Akamai revenue growth, Q2 2009 versus Q2 2008", growth(TOTREV, Q2, Q2PY))
add(C, FTI, "FMC Technologies effective tax rate for Q2 2009 (provision for income taxes / income from continuing operations before income taxes)", ratio(TAX, ["fti:IncomeFromContinuingOperationsBeforeIncomeTaxes"], Q2))
add(C, FTI, "FMC Technologies net debt at June 30, 2009 (short-term debt and current portion of long-term debt + long-term debt - cash and cash equivalents)",
    derived("e0+e1-e2", [inp(g("DebtCurrent"), B0906), inp(LTD_NC, B0906), inp(CASH, B0906)], B0906, USD, ratio=False))
add(C, FTI, "FMC Technologies R&D intensity for the first half of 2009 (research and development expense / total revenue)", ratio(RD, TOTREV, H1))
add(C, FST, "Forest Oil long-term debt to total equity at June 30, 2009 (long-term debt / total shareholders' equity)", ratio(LTD_NC, SE_NCI, B0906))
add(C, FST, "Change in Forest Oil's oil and gas sales, first half of 2009 versus first half of 2008 (current / prior - 1)", growth(OGREV, H1, H1PY))
add(C, FST, "Forest Oil lease operating expense as a fraction of oil and gas sales, Q2 2009", ratio(LOE, OGREV, Q2))
add(C, MS, "Share of Microsoft's available-for-sale debt securities (fair value) maturing within one year, at June 30, 2015 (due within one year / total AFS debt securities)",
    ratio(g("AvailableForSaleSecuritiesDebtMaturitiesNextRollingTwelveMonthsFairValue"), g("AvailableForSaleSecuritiesDebtSecurities"), M_BS15))
add(C, MS, "Microsoft net unrealized gain on its investment portfolio at June 30, 2015 (gross unrealized gains - gross unrealized losses)",
    diff(g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), M_BS15))
add(C, A10K, "Apple term debt principal due in fiscal 2025 through fiscal 2028 combined (years two to five after September 30, 2023)",
    derived("e0+e1+e2+e3", [inp(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearTwo"), A_BS23), inp(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearThree"), A_BS23),
                             inp(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearFour"), A_BS23), inp(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInYearFive"), A_BS23)], A_BS23, USD, ratio=False))
add(C, A10K, "Research credit carryforwards as a share of Apple's tax credit carryforward deferred tax assets at September 30, 2023 (research / total tax credit carryforwards)",
    ratio(g("DeferredTaxAssetsTaxCreditCarryforwardsResearch"), g("DeferredTaxAssetsTaxCreditCarryforwards"), A_BS23))
add(C, UP, "Union Pacific capital leased assets net of accumulated depreciation at December 31, 2012 (gross - accumulated depreciation)",
    diff(g("CapitalLeasedAssetsGross"), g("CapitalLeasesLesseeBalanceSheetAssetsByMajorClassAccumulatedDeprecation"), U_BS12))
add(C, UP, "Interest portion of Union Pacific's future minimum capital lease payments at December 31, 2012 (interest included / total minimum payments)",
    ratio(g("CapitalLeasesFutureMinimumPaymentsInterestIncludedInPayments"), g("CapitalLeasesFutureMinimumPaymentsDue"), U_BS12))

# =================================================================== members
C = "members"
add(C, BJS, "BJ Services retained earnings at September 30, 2008, per the statement of stockholders' equity", fact(SE, B0809, USD, EQC("RetainedEarnings")))
add(C, BJS, "BJ Services capital in excess of par (additional paid-in capital column) at June 30, 2009, equity statement", fact(SE, B0906, USD, EQC("AdditionalPaidInCapital")))
add(C, BJS, "BJ Services accumulated other comprehensive income column of the equity statement at June 30, 2009", fact(SE, B0906, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, BJS, "BJ Services common shares outstanding at June 30, 2009, per the equity statement's shares column", fact(["bjs:SharesOutstanding"], B0906, SH, EQC("CommonStockShares")))
add(C, BJS, "Shares BJ Services issued under its employee stock purchase plan in the first nine months of fiscal 2009 (equity statement)", fact(g("StockIssuedDuringPeriodSharesEmployeeStockPurchasePlans"), BJ9, SH, EQC("CommonStockShares")))
add(C, BJS, "Stock-based compensation credited to BJ Services' additional paid-in capital, nine months ended June 30, 2009", fact(["bjs:StockBasedCompensation"], BJ9, USD, EQC("AdditionalPaidInCapital")))
add(C, FST, "Number of common shares Forest Oil issued in its 2009 public offering (six months ended June 30, 2009, equity statement)", fact(g("StockIssuedDuringPeriodSharesNewIssues"), H1, SH, EQC("CommonStock")))
add(C, FST, "Forest Oil's 2009 common stock offering: amount credited to additional paid-in capital in the first half of 2009", fact(g("StockIssuedDuringPeriodValueNewIssues"), H1, USD, EQC("AdditionalPaidInCapital")))
add(C, FST, "Forest Oil additional paid-in capital column of the equity statement at December 31, 2008", fact(SE_NCI, B0812, USD, EQC("AdditionalPaidInCapital")))
add(C, FST, "Restricted shares Forest Oil issued, net of forfeitures, in H1 2009 (common stock shares, equity statement)", fact(g("StockIssuedDuringPeriodSharesRestrictedStockAwardNetOfForfeitures"), H1, SH, EQC("CommonStock")))
add(C, MS, "Microsoft future minimum rental commitments under operating leases for buildings, total, as of June 30, 2015", fact(g("OperatingLeasesFutureMinimumPaymentsDue"), M_BS15, USD, {PPEAX: G + "BuildingMember"}))
add(C, MS, "Stock-based compensation credited to Microsoft's common stock and paid-in capital in fiscal 2015 (equity statement)", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), M_FY15, USD, APIC_COL))
add(C, MS, "Microsoft allowance for doubtful accounts: amount charged to costs and other in fiscal 2015", fact(["msft:ValuationAllowancesAndReservesChargedToCostsAndOther"], M_FY15, USD, {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}))
add(C, MS, "Borrowing capacity of Microsoft's credit facility expiring November 14, 2018, as of June 30, 2015", fact(g("LineOfCreditFacilityMaximumBorrowingCapacity"), M_BS15, USD, {G + "CreditFacilityAxis": "msft:CreditFacilityExpireOnNovemberFourteenTwentyEighteenMember"}))
add(C, A10K, "Total fair value of Apple RSUs that vested during fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), A_FY23, USD, RSU))
add(C, A10K, "Aggregate intrinsic value of Apple's unvested RSUs at September 30, 2023", fact(g("SharebasedCompensationArrangementBySharebasedPaymentAwardEquityInstrumentsOtherThanOptionsAggregateIntrinsicValueNonvested"), A_BS23, USD, RSU))
add(C, A10K, "Carrying amount at September 30, 2023 of the fixed-rate notes Apple issued in the third quarter of fiscal 2023", fact(g("DebtInstrumentCarryingAmount"), A_BS23, USD, {G + "DebtInstrumentAxis": "aapl:ThirdQuarter2023DebtIssuanceMember", G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}))
add(C, A10K, "Share-based compensation added to Apple's common stock and additional paid-in capital in fiscal 2023 (statement of shareholders' equity)", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), A_FY23, USD, APIC_COL))
add(C, UP, "Union Pacific pension plans' accumulated benefit obligation at December 31, 2012", fact(g("DefinedBenefitPlanAccumulatedBenefitObligation"), U_BS12, USD, PENS))
add(C, UP, "Union Pacific accrued casualty costs charged to expense in 2012 (valuation and qualifying accounts schedule)", fact(g("ValuationAllowancesAndReservesChargedToCostAndExpense"), U_FY12, USD, {G + "ValuationAllowancesAndReservesTypeAxis": "unp:AccruedCasualtyCostsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, ANR, "Alpha Natural Resources diluted EPS from continuing operations, six months ended June 30, 2009", fact(CONT_EPSD, H1, PS))
add(C, ANR, "Alpha basic earnings per share (net income) for Q2 2009", fact(EPSB, Q2, PS))
add(C, ANR, "Alpha Natural Resources diluted EPS for the second quarter of 2008", fact(EPSD, Q2PY, PS))
add(C, BJS, "BJ Services diluted EPS for the nine months ended June 30, 2009", fact(EPSD, BJ9, PS))
add(C, BJS, "BJ Services basic EPS in the quarter ended June 30, 2008 (fiscal Q3 2008)", fact(EPSB, Q2PY, PS))
add(C, BJS, "BJ Services weighted-average diluted shares, first nine months of fiscal 2009", fact(WAD, BJ9, SH))
add(C, AKAM, "Akamai diluted EPS for Q2 2009", fact(EPSD, Q2, PS))
add(C, AKAM, "Akamai basic weighted average shares outstanding, six months ended June 30, 2009", fact(WAB, H1, SH))
add(C, AKAM, "Akamai common shares outstanding at June 30, 2009", fact(SHOUT, B0906, SH))
add(C, AKAM, "Akamai diluted net income per share for the first half of 2008", fact(EPSD, H1PY, PS))
add(C, FTI, "FMC Technologies diluted EPS for Q2 2009", fact(EPSD, Q2, PS))
add(C, FTI, "FMC Technologies diluted EPS from continuing operations, first half of 2008", fact(CONT_EPSD, H1PY, PS))
add(C, FTI, "FMC Technologies basic weighted average shares outstanding, six months ended June 30, 2009", fact(WAB, H1, SH))
add(C, FST, "Forest Oil diluted earnings per share for the second quarter of 2009", fact(EPSD, Q2, PS))
add(C, MS, "Number of stock awards Microsoft granted in fiscal 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), M_FY15, SH, RSM))
add(C, MS, "Number of Microsoft stock awards that vested in fiscal 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriod"), M_FY15, SH, RSM))
add(C, MS, "Weighted-average grant-date fair value of Microsoft stock awards that vested in fiscal 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"), M_FY15, PS, RSM))
add(C, A10K, "How many RSUs were excluded from Apple's fiscal 2023 diluted EPS because they were antidilutive?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), A_FY23, SH, {G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis": G + "RestrictedStockUnitsRSUMember"}))
add(C, UP, "Shares remaining under Union Pacific's repurchase authorization at December 31, 2012", fact(g("StockRepurchaseProgramRemainingNumberOfSharesAuthorizedToBeRepurchased"), U_BS12, SH))
add(C, UP, "Shares Union Pacific repurchased into treasury during 2012 (equity statement, treasury stock shares)", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_FY12, SH, {G + "StatementClassOfStockAxis": "unp:TreasuryStockUnitsMember"}))

# =================================================================== jargon
C = "jargon"
add(C, ANR, "ANR D&A in 2Q09", fact(g("DepreciationAndAmortization"), Q2, USD))
add(C, ANR, "Alpha Natural Resources capex, 1H09", fact(CAPEX, H1, USD))
add(C, ANR, "Alpha's pass-through freight & handling revenue, 2Q09", fact(g("SalesRevenueServicesNet"), Q2, USD))
add(C, BJS, "BJS capex, 9M FY09 (Oct-08 to Jun-09)", fact(CAPEX, BJ9, USD))
add(C, BJS, "BJ Services D&A, fiscal YTD through Jun-09", fact(g("DepreciationAndAmortization"), BJ9, USD))
add(C, BJS, "BJS cash taxes paid, 9M FY09", fact(TAXPAID, BJ9, USD))
add(C, AKAM, "AKAM SBC, 1H09", fact(SBC, H1, USD))
add(C, AKAM, "AKAM buybacks in 1H09 (cash paid to repurchase common stock)", fact(BUYBACK, H1, USD))
add(C, AKAM, "Akamai capitalized internal-use software spend, 1H09 (cash)", fact(g("PaymentsForSoftware"), H1, USD))
add(C, FTI, "FTI EBIT for 2Q09 (income before net interest expense and income taxes)", fact(["fti:IncomeBeforeInterestIncomeInterestExpenseAndIncomeTaxes"], Q2, USD))
add(C, FTI, "FMC Technologies buybacks, 1H09", fact(BUYBACK, H1, USD))
add(C, FTI, "FTI capex 1H09", fact(CAPEX, H1, USD))
add(C, FST, "Forest Oil LOE, 1H09", fact(LOE, H1, USD))
add(C, FST, "Forest Oil production and property taxes, 2Q09", fact(g("TaxesExcludingIncomeAndExciseTaxes"), Q2, USD))
add(C, MS, "MSFT gross purchases of investments in FY15", fact(g("PaymentsToAcquireInvestments"), M_FY15, USD))
add(C, MS, "MSFT intangibles amortization expected for FY16 (next twelve months after June 30, 2015)", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseNextTwelveMonths"), M_BS15, USD))
add(C, A10K, "AAPL cash paid for operating leases, FY23", fact(g("OperatingLeasePayments"), A_FY23, USD))
add(C, A10K, "AAPL unrecorded purchase obligations due in FY24", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceOnFirstAnniversary"), A_BS23, USD))
add(C, UP, "UNP pension benefit payments expected in 2013", fact(g("DefinedBenefitPlanExpectedFutureBenefitPaymentsNextTwelveMonths"), U_BS12, USD, PENS))
add(C, UP, "UNP: how far did the fair value of total debt exceed its carrying value at YE12?", fact(["unp:FairValueOfTotalDebtInExcessOfCarryingValue"], U_BS12, USD))

# =================================================================== refuse
C = "refuse"
add(C, ANR, "Foundation Coal coal revenues for the second quarter of 2009?", refuse(oc, "Foundation Coal is not in the data (Alpha Natural Resources is).", other("FOUNDATION COAL")))
add(C, BJS, "Superior Energy Services revenue for the quarter ended June 30, 2009?", refuse(oc, "Superior Energy Services is not in the data (BJ Services is).", other("SUPERIOR ENERGY")))
add(C, AKAM, "Limelight Networks revenue for Q2 2009?", refuse(oc, "Limelight Networks is not in the data (Akamai is).", other("LIMELIGHT")))
add(C, FTI, "Dril-Quip revenues for the second quarter of 2009?", refuse(oc, "Dril-Quip is not in the data (FMC Technologies is).", other("DRIL-QUIP", "DRIL QUIP")))
add(C, UP, "RailAmerica operating revenues for 2012?", refuse(oc, "RailAmerica is not in the data (Union Pacific is).", other("RAILAMERICA", "RAIL AMERICA")))
add(C, MS, "NetSuite cloud subscription revenue for fiscal 2015?", refuse(oc, "NetSuite is not in the data (Microsoft is).", other("NETSUITE", "NET SUITE")))
add(C, BJS, "BJ Services revenue for fiscal Q4 2009 (quarter ending September 30, 2009)?", refuse(pn, "The fiscal Q3 10-Q/A ends June 30, 2009; the September 2009 quarter is not reported.", absent(TOTREV, ("2009-07-01", "2009-09-30"))))
add(C, AKAM, "Akamai revenue for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q/A reports the June quarters and six-month periods only.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, FST, "Forest Oil oil and gas sales for Q1 2009 alone (three months ended March 31, 2009)?", refuse(pn, "The Q2 2009 10-Q reports the June quarters and six-month periods; Q1 2009 alone is not reported.", absent(OGREV + TOTREV, ("2009-01-01", "2009-03-31"))))
add(C, ANR, "Alpha Natural Resources total revenues for full-year 2009?", refuse(pn, "The Q2 2009 10-Q reports only the quarter and six months to June 30, 2009.", absent(TOTREV, ("2009-01-01", "2009-12-31"))))
add(C, A10K, "Apple research and development expense in fiscal 2020?", refuse(pn, "The fiscal 2023 10-K reports fiscal 2021-2023 only.", absent(RD, ("2019-09-29", "2020-09-26"))))
add(C, UP, "Union Pacific operating revenues for full-year 2013?", refuse(pn, "The 2012 10-K reports 2010-2012; 2013 revenues are not reported.", absent(UREV, ("2013-01-01", "2013-12-31"))))
add(C, AKAM, "Akamai dividends declared per share in Q2 2009?", refuse(cn, "Akamai reports no dividend fact of any kind (it paid no dividends).", NODIV))
add(C, FTI, "FMC Technologies dividends per share for the first half of 2009?", refuse(cn, "FMC Technologies reports no dividend fact of any kind in this 10-Q.", NODIV))
add(C, FST, "How much did Forest Oil spend buying back its own stock in the first half of 2009?", refuse(cn, "Forest Oil reports no share-repurchase or treasury-stock fact.", NOBUY))
add(C, MS, "Microsoft treasury stock balance at June 30, 2015?", refuse(cn, "Microsoft retires repurchased shares; the 10-K reports no treasury-stock fact.", absent_any(g("TreasuryStockValue", "TreasuryStockShares", "TreasuryStockValueAcquiredCostMethod", "TreasuryStockCommonValue"))))
W1 = "FMC Technologies reports 'Net income' including noncontrolling interests (fti:ProfitLoss 106.8M) and 'Net income attributable to FMC Technologies' (NetIncomeLoss 106.0M) for Q2 2009."
add(C, FTI, "FMC Technologies net income for Q2 2009?", refuse(am, W1, amb_why(W1, (["fti:ProfitLoss"], Q2, None), (NIATT, Q2, None))))
W2 = "Forest Oil reports oil and gas sales (OilAndGasRevenue 181.6M) and total revenue including interest and other (Revenues 182.1M) for Q2 2009."
add(C, FST, "Forest Oil revenue for the second quarter of 2009?", refuse(am, W2, amb_why(W2, (OGREV, Q2, None), (TOTREV, Q2, None))))
W3 = "BJ Services reports cash dividends declared (CashDividends 43.81M, equity statement) and dividends paid in the cash-flow statement (PaymentsOfDividends 43.914M) for the nine months; a further 2.5M was paid to minority interests."
add(C, BJS, "BJ Services dividends for the first nine months of fiscal 2009?", refuse(am, W3, amb_why(W3, (g("CashDividends"), BJ9, None), (g("PaymentsOfDividends"), BJ9, None))))
W4 = "Alpha reports 'Depreciation, depletion and amortization' of 76.557M in the income statement (DepreciationAndAmortization) and 77.271M in the cash-flow statement (anr:DeprectiationDepletionAndAmortization) for the six months ended June 30, 2009."
add(C, ANR, "Alpha Natural Resources depreciation, depletion and amortization for the six months ended June 30, 2009?", refuse(am, W4, amb_why(W4, (g("DepreciationAndAmortization"), H1, None), (["anr:DeprectiationDepletionAndAmortization"], H1, None))))


def main():
    write_round("h19", gr.QUESTIONS_19, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
