#!/usr/bin/env python3
"""Writes evals/data/ask_heldout29.jsonl and its refusal probes (round 29) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout29_probes.jsonl and
re-verified by `gold_reader.py --check --questions evals/data/ask_heldout29.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions29.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout29.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout); here `from specs import *` takes them from evals/heldout itself.
Written without reading the tool under test. The overlap check covers rounds 1-28 (each file named in main()).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-29 share


def amb_why(why, *alts):
    """ambiguous probe that also states why the question has two answers; the values are read from the filing
    (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(CUR_FILING[0], a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.0f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


CUR_FILING = [None]


def amb_for(filing, why, *alts):
    CUR_FILING[0] = filing
    return amb_why(why, *alts)


# ------------------------------------------------------------------ round 29 FSDS filings: companies no round 1-28 used, all with
# ODD CIKs (the parallel writer takes even-CIK companies): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds not used before: two banks (no SIC 60xx company in rounds 1-28), a REIT (no SIC 6798 before), an electric utility,
# a health insurer and a dental-products maker.
WFC = "fsds:0000950123-10-046578"   # WELLS FARGO & CO/MN 10-Q (2010q2), CIK 72971, Q1 2010 (bank); EquityComponents rows
PSA = "fsds:0001393311-10-000011"   # PUBLIC STORAGE 10-Q (2010q2), CIK 1393311, Q1 2010 (self-storage REIT); EquityComponents rows
XRAY = "fsds:0001144204-10-023078"  # DENTSPLY INTERNATIONAL 10-Q (2010q2), CIK 818479, Q1 2010 (dental products); EquityComponents rows
CI = "fsds:0000950123-09-027787"    # CIGNA CORP 10-Q (2009q3), CIK 701221, Q2 2009 and six months (health insurer); EquityComponents rows
AYE = "fsds:0001193125-09-168917"   # ALLEGHENY ENERGY 10-Q (2009q3), CIK 3673, Q2 2009 and six months (electric utility); EquityComponents rows
STT = "fsds:0001193125-09-169449"   # STATE STREET CORP 10-Q (2009q3), CIK 93751, Q2 2009 and six months (custody bank); EquityComponents rows
TICK = {WFC: "wfc", PSA: "psa", XRAY: "xray", CI: "ci", AYE: "aye", STT: "stt"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09, Q2_10 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2010-04-01", "2010-06-30")
FY09 = ("2009-01-01", "2009-12-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
Q3_09 = ("2009-07-01", "2009-09-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
EQC = lambda m: {"EquityComponents": m}

# instance periods and members not among the shared constants
M_FY12 = ("2011-07-01", "2012-06-30")
M_Q1_15_ = ("2014-07-01", "2014-09-30")
M_Q2_15_ = ("2014-10-01", "2014-12-31")
A_BS20, A_BS21 = (None, "2020-09-26"), (None, "2021-09-25")
E_9M23 = ("2023-01-01", "2023-09-30")
EQAX = G + "StatementEquityComponentsAxis"
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
RSU_ = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
SE = g("StockholdersEquity")

# =================================================================== direct
C = "direct"
add(C, WFC, "What did Wells Fargo report as net interest income for the quarter ended March 31, 2010?", fact(F(WFC, "InterestIncomeExpenseNet"), Q10, USD))
add(C, WFC, "Total deposits on Wells Fargo's balance sheet at the end of Q1 2010", fact(F(WFC, "Deposits"), B10, USD))
add(C, PSA, "Public Storage revenues from its self-storage facilities in the first quarter of 2010", fact(F(PSA, "RealEstateRevenueNet"), Q10, USD))
add(C, PSA, "How large was Public Storage's loan receivable from Shurgard Europe on March 31, 2010?", fact(F(PSA, "DueFromRelatedParties"), B10, USD))
add(C, XRAY, "DENTSPLY net sales, three months ended March 31, 2010", fact(F(XRAY, "SalesRevenueNet"), Q10, USD))
add(C, XRAY, "How much did DENTSPLY charge to 'restructuring and other costs' in Q1 2010?", fact(F(XRAY, "RestructuringSettlementAndImpairmentProvisions"), Q10, USD))
add(C, CI, "CIGNA premiums and fees for the quarter ended June 30, 2009", fact(F(CI, "PremiumsEarnedNetFeesAndCommissions"), PQ, USD))
add(C, CI, "What was the Health Care medical claims payable balance on CIGNA's June 30, 2009 balance sheet?", fact(F(CI, "LiabilityForClaimsAndClaimsAdjustmentExpenseHealth"), PB, USD))
add(C, CI, "Mail order pharmacy revenues at CIGNA in the second quarter of 2009", fact(F(CI, "SalesRevenueGoodsNet"), PQ, USD))
add(C, AYE, "Allegheny Energy operating revenues for Q2 2009", fact(F(AYE, "Revenues"), PQ, USD))
add(C, AYE, "What did Allegheny Energy spend on fuel in the April-June 2009 quarter?", fact(F(AYE, "FuelCosts"), PQ, USD))
add(C, STT, "State Street total fee revenue, second quarter 2009", fact(F(STT, "FeesAndCommissions"), PQ, USD))
add(C, STT, "Give me State Street's total deposits as of June 30, 2009.", fact(F(STT, "Deposits"), PB, USD))
add(C, MS, "Carrying amount of land in Microsoft's property and equipment at June 30, 2015", fact(g("Land"), M_BS15, USD))
add(C, MS, "What restructuring reserve did Microsoft carry at the end of fiscal 2015?", fact(g("RestructuringReserve"), M_BS15, USD))
add(C, A10K, "Apple accounts payable on the September 30, 2023 balance sheet", fact(g("AccountsPayableCurrent"), A_BS23, USD))
add(C, A10K, "How big was Apple's deferred tax liability for the minimum tax on foreign earnings at fiscal year-end 2023?", fact(["aapl:DeferredTaxLiabilitiesMinimumTaxonForeignEarnings"], A_BS23, USD))
add(C, AE, "AEON Biopharma accounts payable as of September 30, 2023", fact(g("AccountsPayableCurrent"), E_BS, USD))
add(C, AE, "What accrued liability for Daewoong vial usage did AEON report at September 30, 2023?", fact(["aeon:ThirdPartyUsageLiabilitiesCurrent"], E_BS, USD))
add(C, NQ, "Netflix gain on disposal of DVDs in the third quarter of 2010", fact(g("GainLossOnSaleOfOtherAssets"), N10_Q3, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WFC, "Mortgage banking income at Wells Fargo in the year-earlier quarter (Q1 2009)", fact(F(WFC, "FeesAndCommissionMortgageBanking"), Q09, USD))
add(C, WFC, "Wells Fargo's allowance for loan losses at December 31, 2009", fact(F(WFC, "LoansAndLeasesReceivableAllowance"), DEC09, USD))
add(C, PSA, "Public Storage total revenue for the three months ended March 31, 2009", fact(F(PSA, "Revenues"), Q09, USD))
add(C, PSA, "Accumulated depreciation on Public Storage's real estate facilities at year-end 2009", fact(F(PSA, "RealEstateInvestmentPropertyAccumulatedDepreciation"), DEC09, USD))
add(C, XRAY, "DENTSPLY inventories, net, as of December 31, 2009", fact(F(XRAY, "InventoryNet"), DEC09, USD))
add(C, XRAY, "What was DENTSPLY's goodwill at the end of 2009?", fact(F(XRAY, "Goodwill"), DEC09, USD))
add(C, CI, "CIGNA total revenues in the prior-year second quarter, i.e. Q2 2008", fact(F(CI, "Revenues"), PQPY, USD))
add(C, CI, "Deferred policy acquisition costs on CIGNA's balance sheet at December 31, 2008", fact(F(CI, "DeferredPolicyAcquisitionCosts"), PYE, USD))
add(C, AYE, "Allegheny Energy operating revenues a year earlier, in the three months ended June 30, 2008", fact(F(AYE, "Revenues"), PQPY, USD))
add(C, AYE, "How much construction work in progress did Allegheny Energy have at December 31, 2008?", fact(F(AYE, "ConstructionInProgressGross"), PYE, USD))
add(C, AYE, "Allegheny's purchased power and transmission expense for the first six months of 2008", fact(F(AYE, "CostOfPurchasedPower"), PHPY, USD))
add(C, STT, "State Street total revenue for Q2 2008", fact(F(STT, "Revenues"), PQPY, USD))
add(C, STT, "Management fees earned by State Street in the first half of 2008", fact(F(STT, "AssetManagementFees"), PHPY, USD))
add(C, MS, "Microsoft advertising expense in fiscal year 2014", fact(g("AdvertisingExpense"), M_FY14, USD))
add(C, MS, "How much cash did Microsoft pay for interest in fiscal 2013?", fact(g("InterestPaid"), M_FY13, USD))
add(C, A10K, "Apple's inventories at September 24, 2022", fact(g("InventoryNet"), A_BS22, USD))
add(C, A10K, "Apple gross unrecognized tax benefits as of September 25, 2021", fact(g("UnrecognizedTaxBenefits"), A_BS21, USD))
add(C, AE, "Accrued compensation on AEON's balance sheet at December 31, 2022", fact(g("EmployeeRelatedLiabilitiesCurrent"), E_BSPY, USD))
add(C, NQ, "Netflix lease financing obligations, excluding the current portion, at December 31, 2009", fact(g("OtherLongTermDebtNoncurrent"), N10_BSPY, USD))
add(C, NQ, "Proceeds Netflix received from selling DVDs in Q3 2009", fact(g("ProceedsFromSaleOfOtherProductiveAssets"), N10_Q3PY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CI, "CIGNA Health Care medical claims expense year-to-date through June 30, 2009 (six months, not the quarter)", fact(F(CI, "PolicyholderBenefitsAndClaimsIncurredHealthCare"), PH, USD))
add(C, CI, "Net investment income at CIGNA for the first half of 2009", fact(F(CI, "NetInvestmentIncome"), PH, USD))
add(C, CI, "For the three months ended June 30, 2009 only, what did CIGNA book as guaranteed minimum income benefits (income) expense?", fact(F(CI, "GuaranteedMinimumIncomeBenefitsExpense"), PQ, USD))
add(C, CI, "CIGNA other operating expenses, six months ended June 30, 2009", fact(F(CI, "OtherCostAndExpenseOperating"), PH, USD))
add(C, AYE, "Allegheny Energy operations and maintenance expense for the six months to June 30, 2009", fact(F(AYE, "UtilitiesOperatingExpenseMaintenanceAndOperations"), PH, USD))
add(C, AYE, "Depreciation and amortization at Allegheny in Q2 2009 alone", fact(F(AYE, "DepreciationAndAmortization"), PQ, USD))
add(C, AYE, "Year-to-date taxes other than income taxes at Allegheny Energy as of mid-2009 (first six months)", fact(F(AYE, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PH, USD))
add(C, AYE, "Allegheny Energy interest expense in the quarter ended June 30, 2009 (three months)", fact(F(AYE, "InterestExpense"), PQ, USD))
add(C, STT, "State Street trading services revenue for the six months ended June 30, 2009", fact(F(STT, "TradingServicesRevenue"), PH, USD))
add(C, STT, "Servicing fees at State Street, first half of 2009 cumulative", fact(F(STT, "FeesAndCommissionsFiduciaryAndTrustActivities"), PH, USD))
add(C, STT, "State Street provision for loan losses in Q2 2009 -- just the three months, not the half year", fact(F(STT, "ProvisionForLoanAndLeaseLosses"), PQ, USD))
add(C, STT, "Merger and integration costs at State Street, January through June 2009", fact(F(STT, "BusinessCombinationAcquisitionRelatedCosts"), PH, USD))
add(C, NQ, "Stock-based compensation in Netflix fulfillment expenses for the nine months ended September 30, 2010", fact(["nflx:StockBasedCompensationExpenseAssociatedWithFulfillmentExpense"], N10_9M, USD))
add(C, NQ, "Netflix gain on sale of short-term investments in the September 2010 quarter only", fact(g("GainLossOnSaleOfInvestments"), N10_Q3, USD))
add(C, NQ, "Change in accounts payable in Netflix's operating cash flows, year to date through September 30, 2010", fact(g("IncreaseDecreaseInAccountsPayable"), N10_9M, USD))
add(C, NQ, "Marketing stock-based compensation at Netflix for the three months ended September 30, 2009", fact(["nflx:StockBasedCompensationExpenseAssociatedWithMarketingExpense"], N10_Q3PY, USD))
add(C, MS, "How many shares did Microsoft buy back under its repurchase program in the first quarter of fiscal 2015 (July-September 2014)?", fact(g("StockRepurchasedDuringPeriodShares"), M_Q1_15_, SH, REPO))
add(C, MS, "Dollar amount of Microsoft share repurchases under the program in its fiscal Q2 2015 (quarter ended December 31, 2014)", fact(g("StockRepurchasedDuringPeriodValue"), M_Q2_15_, USD, REPO))
add(C, AE, "Cash AEON paid for operating leases over the nine months ended September 30, 2022", fact(g("OperatingLeasePayments"), E_9M_22, USD))
add(C, AE, "AEON other non-operating income for the three months ended September 30, 2022", fact(g("OtherNonoperatingIncomeExpense"), E_Q3_22, USD))

# =================================================================== derived
C = "derived"
add(C, WFC, "Wells Fargo efficiency ratio for Q1 2009, defined as total noninterest expense / (net interest income + total noninterest income)",
    derived("e0/(e1+e2)", [inp(F(WFC, "NoninterestExpense"), Q09), inp(F(WFC, "InterestIncomeExpenseNet"), Q09), inp(F(WFC, "NoninterestIncome"), Q09)], Q09, PURE))
add(C, WFC, "Loan-to-deposit ratio at Wells Fargo on December 31, 2009 (total loans / total deposits)",
    ratio(F(WFC, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(WFC, "Deposits"), DEC09))
add(C, WFC, "By what fraction did Wells Fargo's provision for credit losses change in Q1 2010 versus Q1 2009? (positive = increase)",
    growth(F(WFC, "ProvisionForLoanLeaseAndOtherLosses"), Q10, Q09))
add(C, PSA, "Public Storage self-storage NOI margin for Q1 2009: (self-storage revenues - self-storage cost of operations) / self-storage revenues",
    derived("(e0-e1)/e0", [inp(F(PSA, "RealEstateRevenueNet"), Q09), inp(F(PSA, "DirectCostsOfLeasedAndRentedPropertyOrEquipment"), Q09)], Q09, PURE))
add(C, PSA, "What share of Public Storage's total assets was total real estate facilities (net) at March 31, 2010?",
    ratio(F(PSA, "RealEstateInvestmentPropertyNet"), F(PSA, "Assets"), B10))
add(C, XRAY, "DENTSPLY gross margin in the first quarter of 2009 (gross profit / net sales)", ratio(F(XRAY, "GrossProfit"), F(XRAY, "SalesRevenueNet"), Q09))
add(C, XRAY, "DENTSPLY free cash flow for Q1 2010, taking operating cash flow minus capital expenditures",
    diff(F(XRAY, "NetCashProvidedByUsedInOperatingActivities"), F(XRAY, "PaymentsToAcquireProductiveAssets"), Q10))
add(C, CI, "CIGNA medical cost ratio for Q2 2008: Health Care medical claims expense divided by premiums and fees",
    ratio(F(CI, "PolicyholderBenefitsAndClaimsIncurredHealthCare"), F(CI, "PremiumsEarnedNetFeesAndCommissions"), PQPY))
add(C, CI, "Gross margin on CIGNA's mail order pharmacy business in 1H 2009: (pharmacy revenues - pharmacy cost of goods sold) / pharmacy revenues",
    derived("(e0-e1)/e0", [inp(F(CI, "SalesRevenueGoodsNet"), PH), inp(F(CI, "CostOfGoodsSold"), PH)], PH, PURE))
add(C, AYE, "Allegheny Energy operating margin for the first half of 2009 (operating income / operating revenues)", ratio(F(AYE, "OperatingIncomeLoss"), F(AYE, "Revenues"), PH))
add(C, AYE, "Ratio of Allegheny's capital expenditures to depreciation and amortization, six months ended June 30, 2009",
    ratio(F(AYE, "PaymentsToAcquirePropertyPlantAndEquipment"), F(AYE, "DepreciationAndAmortization"), PH))
add(C, STT, "Fee revenue as a share of State Street's total revenue, first half of 2009", ratio(F(STT, "FeesAndCommissions"), F(STT, "Revenues"), PH))
add(C, STT, "State Street Q2 2009 effective tax rate, computed as income tax expense / income before income tax expense and extraordinary loss",
    ratio(F(STT, "IncomeTaxExpenseBenefit"), F(STT, "IncomeLossBeforeProvisionForIncomeTaxesDiscontinuedOperationsAndExtraordinaryItem"), PQ))
add(C, MS, "Net realized gain on Microsoft's available-for-sale securities in fiscal 2014 (gross realized gains minus gross realized losses)",
    diff(g("AvailableForSaleSecuritiesGrossRealizedGains"), g("AvailableForSaleSecuritiesGrossRealizedLosses"), M_FY14))
add(C, MS, "What proportion of Microsoft's gross deferred tax assets was covered by the valuation allowance at June 30, 2014?",
    ratio(g("DeferredTaxAssetsValuationAllowance"), g("DeferredTaxAssetsGross"), M_BS14))
add(C, A10K, "Growth in Apple's gross property, plant and equipment from September 24, 2022 to September 30, 2023 (negative if it shrank)",
    growth(g("PropertyPlantAndEquipmentGross"), A_BS23, A_BS22))
add(C, A10K, "Apple current plus non-current marketable securities combined at September 24, 2022",
    total(g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesNoncurrent"), A_BS22))
add(C, AE, "Percentage change in AEON's prepaid expenses and other current assets between December 31, 2022 and September 30, 2023, as a fraction",
    growth(g("PrepaidExpenseAndOtherAssetsCurrent"), E_BS, E_BSPY))
add(C, NQ, "What fraction of Netflix's nine-month 2010 spending on streaming content library acquisitions fell in Q3 2010? (Q3 amount / nine-month amount)",
    ratio(["nflx:AcquisitionOfStreamingContentLibrary"], ["nflx:AcquisitionOfStreamingContentLibrary"], N10_Q3, N10_9M))
add(C, NQ, "Year-over-year growth in Netflix's gain on disposal of DVDs, first nine months of 2010 vs first nine months of 2009",
    growth(g("GainLossOnSaleOfOtherAssets"), N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, WFC, "Common shares in the common stock column of Wells Fargo's statement of changes in equity at March 31, 2010",
    fact(F(WFC, "SharesIssued"), B10, SH, EQC("CommonStock")))
add(C, WFC, "Preferred stock issued to the ESOP in Q1 2010 as recorded in the unearned ESOP shares column of Wells Fargo's equity statement",
    fact(F(WFC, "StockIssuedDuringPeriodValueEmployeeStockOwnershipPlan"), Q10, USD, EQC("UnearnedEmployeeStockOptionPlanShares")))
add(C, PSA, "Equity Shares, Series A called for redemption -- the amount charged to Public Storage's paid-in capital column in Q1 2010",
    fact(F(PSA, "EquitySharesSeriesCalledForRedemptionNote7"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, PSA, "Net income allocated to permanent noncontrolling equity interests in Public Storage's noncontrolling interests column, Q1 2010",
    fact(F(PSA, "MinorityInterestInNetIncomeLossOtherMinorityInterests"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, XRAY, "Stock option exercises recorded in DENTSPLY's treasury stock column during the first quarter of 2010",
    fact(F(XRAY, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("TreasuryStock")))
add(C, XRAY, "Foreign currency translation adjustment booked in DENTSPLY's accumulated other comprehensive income column in Q1 2009",
    fact(F(XRAY, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentBeforeTaxPeriodIncreaseDecrease"), Q09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, CI, "Treasury stock issued for employee benefit plans ('other') in CIGNA's treasury stock column, six months to June 30, 2009",
    fact(F(CI, "StockIssuedDuringPeriodValueTreasuryStockReissued"), PH, USD, EQC("TreasuryStock")))
add(C, CI, "CIGNA retained earnings column balance at March 31, 2009 (statement of equity)",
    fact(F(CI, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("RetainedEarnings")))
add(C, AYE, "Common dividends charged to Allegheny Energy's retained earnings column in the second quarter of 2009",
    fact(F(AYE, "DividendsCommonStock"), PQ, USD, EQC("RetainedEarnings")))
add(C, AYE, "Equity contributed to PATH, LLC by the joint venture partner, noncontrolling interest column, first half of 2008",
    fact(F(AYE, "ContributionsFromNoncontrollingInterests"), PHPY, USD, EQC("NoncontrollingInterest")))
add(C, STT, "How many common shares did State Street issue in the first half of 2009 according to the common stock shares column of its equity statement?",
    fact(F(STT, "StockIssuedDuringPeriodSharesNewIssues"), PH, SH, EQC("CommonStockShares")))
add(C, STT, "Preferred stock dividends deducted in State Street's retained earnings column for January-June 2009",
    fact(F(STT, "DividendsPreferredStock"), PH, USD, EQC("RetainedEarnings")))
add(C, MS, "Accumulated translation adjustment and other component of Microsoft's AOCI at June 30, 2015",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS15, USD, {EQAX: "msft:AccumulatedTranslationAdjustmentAndOtherMember"}))
add(C, MS, "Common stock cash dividends charged to Microsoft's retained earnings in fiscal 2015 (equity statement)",
    fact(g("DividendsCommonStockCash"), M_FY15, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, MS, "Revenue of Microsoft's Phone Hardware segment in fiscal 2014",
    fact(g("SalesRevenueNet"), M_FY14, USD, MSEG("DevicesAndConsumerMember", "PhoneHardwareMember", "DevicesAndConsumerHardwareSegmentSubGroupMember")))
add(C, A10K, "Apple retained earnings column of the shareholders' equity statement at September 26, 2020",
    fact(SE, A_BS20, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, A10K, "Accumulated other comprehensive income column balance in Apple's equity statement at September 25, 2021",
    fact(SE, A_BS21, USD, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}))
add(C, A10K, "Dividends and dividend equivalents declared, retained earnings column, Apple fiscal 2022",
    fact(g("Dividends"), A_FY22, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, AE, "Share-based compensation AEON recorded in selling, general and administrative expenses for the successor period July 22 - September 30, 2023",
    fact(g("AllocatedShareBasedCompensationExpense"), E_SUCC, USD, {G + "IncomeStatementLocationAxis": G + "SellingGeneralAndAdministrativeExpensesMember"}))
add(C, AE, "Common shares AEON had reserved for outstanding stock options at December 31, 2022",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BSPY, SH, {G + "StatementClassOfStockAxis": G + "EmployeeStockOptionMember"}))

# =================================================================== per_share
C = "per_share"
add(C, WFC, "Wells Fargo diluted earnings per common share, Q1 2010", fact(F(WFC, "EarningsPerShareDiluted"), Q10, PS))
add(C, WFC, "Dividends declared per Wells Fargo common share in the first quarter of 2009", fact(F(WFC, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, PSA, "Public Storage net income per common share, diluted, total, for the quarter ended March 31, 2010", fact(F(PSA, "NetIncomePerCommonShareDilutedTotal"), Q10, PS))
add(C, PSA, "Distributions declared per Public Storage common share in Q1 2010", fact(F(PSA, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, XRAY, "What did DENTSPLY earn per diluted share in Q1 2010?", fact(F(XRAY, "EarningsPerShareDiluted"), Q10, PS))
add(C, XRAY, "DENTSPLY basic weighted average shares for the March 2010 quarter", fact(F(XRAY, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, CI, "CIGNA diluted EPS (shareholders' net income) for Q2 2009", fact(F(CI, "EarningsPerShareDiluted"), PQ, PS))
add(C, CI, "Shareholders' equity per share reported by CIGNA at June 30, 2009", fact(F(CI, "ShareholdersEquityPerShare"), PB, PS))
add(C, AYE, "Allegheny Energy diluted EPS for the six months ended June 30, 2009", fact(F(AYE, "EarningsPerShareDiluted"), PH, PS))
add(C, AYE, "Dividends per share Allegheny paid in the second quarter of 2009", fact(F(AYE, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, AYE, "Basic weighted-average common shares at Allegheny Energy for Q2 2009", fact(F(AYE, "WeightedAverageNumberOfSharesOutstandingBasic"), PQ, SH))
add(C, STT, "State Street diluted income per share before the extraordinary loss, second quarter 2009",
    fact(F(STT, "IncomeLossBeforeExtraordinaryItemsAndCumulativeEffectOfChangeInAccountingPrinciplePerDilutedShare"), PQ, PS))
add(C, STT, "Diluted average shares outstanding at State Street over the first six months of 2009", fact(F(STT, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, MS, "Average price per share paid by employees under Microsoft's employee stock purchase plan in fiscal 2013", fact(["msft:StockIssuedEmployeeStockPurchasePlanAveragePricePerShare"], M_FY13, PS))
add(C, MS, "Pro forma diluted earnings per share Microsoft disclosed for fiscal 2013 in its acquisition note", fact(g("BusinessAcquisitionProFormaEarningsPerShareDiluted"), M_FY13, PS))
add(C, A10K, "Weighted-average grant-date fair value of the RSUs Apple saw forfeited in fiscal 2022",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"), A_FY22, PS, RSU_))
add(C, A10K, "Number of Apple restricted stock units that vested during fiscal 2021",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriod"), A_FY21, SH, RSU_))
add(C, AE, "Redemption price per public warrant in AEON's warrant terms (2023 10-Q)",
    fact(["aeon:ClassOfWarrantOrRightRedemptionPrice"], E_9M23, PS, {G + "ClassOfWarrantOrRightAxis": "aeon:PublicWarrantsMember"}))
add(C, AE, "Weighted average shares used for AEON's diluted per-share result in the successor period July 22 to September 30, 2023",
    fact(g("WeightedAverageNumberOfDilutedSharesOutstanding"), E_SUCC, SH))
add(C, NQ, "Par value per share of Netflix common stock at September 30, 2010", fact(g("CommonStockParOrStatedValuePerShare"), N10_BS, PS))

# =================================================================== jargon
C = "jargon"
add(C, WFC, "WFC opex (total noninterest expense), 1Q10", fact(F(WFC, "NoninterestExpense"), Q10, USD))
add(C, WFC, "WFC trust & investment fees, 1Q10", fact(F(WFC, "FeesAndCommissionsFiduciaryAndTrustActivities"), Q10, USD))
add(C, PSA, "PSA capex on existing facilities (capital improvements to real estate), 1Q10", fact(F(PSA, "PaymentsForCapitalImprovements"), Q10, USD))
add(C, PSA, "PSA distributions paid to shareholders, Q1'10", fact(F(PSA, "PaymentsOfCapitalDistribution"), Q10, USD))
add(C, XRAY, "XRAY buybacks (cash paid for treasury stock), 1Q10", fact(F(XRAY, "PaymentsForRepurchaseOfEquity"), Q10, USD))
add(C, XRAY, "XRAY depreciation, 1Q10 cash flow statement", fact(F(XRAY, "Depreciation"), Q10, USD))
add(C, CI, "CI capex (property and equipment purchases), 1H09", fact(F(CI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, CI, "CIGNA CFO, 1H09", fact(F(CI, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, AYE, "AYE cash from ops, H1 2009", fact(F(AYE, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, AYE, "AYE common divs paid in cash, 1H09", fact(F(AYE, "PaymentsOfDividendsCommonStock"), PH, USD))
add(C, STT, "STT capex (premises and equipment), 1H09", fact(F(STT, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, STT, "STT TARP preferred repayment, 1H09", fact(F(STT, "PaymentsForRepurchaseOfPreferredStockAndPreferenceStock"), PH, USD))
add(C, MS, "MSFT FX remeasurement gains/losses, FY15", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), M_FY15, USD))
add(C, MS, "MSFT 401(k) matching contributions, FY14", fact(g("DefinedContributionPlanCostRecognized"), M_FY14, USD))
add(C, MS, "MSFT DTL on undistributed foreign earnings at FYE15", fact(g("DeferredTaxLiabilitiesUndistributedForeignEarnings"), M_BS15, USD))
add(C, A10K, "AAPL FDII deduction impact on the tax rate reconciliation, FY21 ($)", fact(g("EffectiveIncomeTaxRateReconciliationFdiiAmount"), A_FY21, USD))
add(C, A10K, "AAPL tax benefit on SBC, FY22", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), A_FY22, USD))
add(C, AE, "AEON excise tax payable, 9/30/23", fact(g("SalesAndExciseTaxPayableCurrent"), E_BS, USD))
add(C, NQ, "NFLX deferred tax expense, 9M09", fact(g("DeferredIncomeTaxExpenseBenefit"), N10_9MPY, USD))
add(C, NQ, "NFLX net change in cash & equivalents, 3Q09 (negative = decrease)", fact(g("CashAndCashEquivalentsPeriodIncreaseDecrease"), N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, WFC, "Banco Santander net interest income for the first quarter of 2010?", refuse(oc, "Banco Santander is not in the data (Wells Fargo is).", other("SANTANDER")))
add(C, PSA, "Extra Space Storage self-storage revenues for Q1 2010?", refuse(oc, "Extra Space Storage is not in the data (Public Storage is).", other("EXTRA SPACE")))
add(C, XRAY, "Sirona Dental Systems net sales in the quarter ended March 31, 2010?", refuse(oc, "Sirona Dental is not in the data (DENTSPLY is).", other("SIRONA")))
add(C, CI, "WellCare Health Plans premiums for the second quarter of 2009?", refuse(oc, "WellCare is not in the data (CIGNA is).", other("WELLCARE")))
add(C, AYE, "NextEra Energy operating revenues, six months ended June 30, 2009?", refuse(oc, "NextEra Energy is not in the data (Allegheny Energy is).", other("NEXTERA")))
add(C, WFC, "Wells Fargo net interest income for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q covers the quarter ended March 31, 2010 (and Q1 2009); the June 2010 quarter is not reported.", absent(F(WFC, "InterestIncomeExpenseNet"), Q2_10)))
add(C, CI, "CIGNA total revenues for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q reports the quarter and six months to June 30, 2009 and 2008; Q3 2009 is not reported.", absent(F(CI, "Revenues"), Q3_09)))
add(C, XRAY, "DENTSPLY net sales for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports net sales for Q1 2010 and Q1 2009 only.", absent(F(XRAY, "SalesRevenueNet"), FY09)))
add(C, STT, "State Street total fee revenue for the quarter ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(STT, "FeesAndCommissions"), Q3_09)))
add(C, MS, "Microsoft revenue for fiscal year 2012 (ended June 30, 2012)?", refuse(pn, "The FY2015 10-K reports revenue for fiscal 2013-2015 only; fiscal 2012 revenue is not in this filing.", absent(g("SalesRevenueNet", "Revenues"), M_FY12)))
add(C, PSA, "What were Public Storage's inventories at March 31, 2010?", refuse(cn, "Public Storage, a self-storage REIT, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, WFC, "How much did Wells Fargo spend on research and development in Q1 2010?", refuse(cn, "Wells Fargo, a bank, reports no research and development expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, STT, "State Street inventory balance at June 30, 2009?", refuse(cn, "State Street, a custody bank, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, AYE, "Allegheny Energy R&D expense for the first half of 2009?", refuse(cn, "Allegheny Energy's Q2 2009 financial data carry no research and development expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, A10K, "How much did Apple record in restructuring charges during fiscal 2023?", refuse(cn, "Apple's FY2023 10-K reports no restructuring charge or restructuring cost fact.",
    absent_any(g("RestructuringCharges", "RestructuringCosts", "RestructuringCostsAndAssetImpairmentCharges", "RestructuringReserve"))))
WHY_WFC = ("Wells Fargo's statement of changes in equity reports Wells Fargo stockholders' equity at December 31, 2008 both as "
           "adjusted and as previously reported (before the noncontrolling-interest reclassification); the two differ.")
add(C, WFC, "Wells Fargo stockholders' equity (excluding noncontrolling interests) at December 31, 2008?", refuse(am, WHY_WFC, amb_for(WFC, WHY_WFC,
    (F(WFC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, EQC("Parent")),
    (F(WFC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, {"EquityComponents": "Parent", "Scenario": "ScenarioPreviouslyReported"}))))
WHY_PSA = ("Public Storage's income statement has two lines labelled 'Ancillary operations' for Q1 2010: ancillary revenues "
           "(OtherNonoperatingIncome) and ancillary cost of operations (OtherNonoperatingExpense).")
add(C, PSA, "Public Storage ancillary operations for the first quarter of 2010?", refuse(am, WHY_PSA, amb_for(PSA, WHY_PSA,
    (F(PSA, "OtherNonoperatingIncome"), Q10, None), (F(PSA, "OtherNonoperatingExpense"), Q10, None))))
WHY_CI = ("CIGNA reports 'Net Income' including noncontrolling interest (ProfitLoss) and 'Shareholders' Net Income' (NetIncomeLoss) "
          "for the six months ended June 30, 2009.")
add(C, CI, "What was CIGNA's net income for the six months ended June 30, 2009?", refuse(am, WHY_CI, amb_for(CI, WHY_CI,
    (F(CI, "ProfitLoss"), PH, None), (F(CI, "NetIncomeLoss"), PH, None))))
WHY_AYE = ("Allegheny Energy's June 30, 2009 balance sheet has two lines labelled 'Deferred income taxes': a current deferred tax asset "
           "(DeferredTaxAssetsNetCurrent) and a non-current deferred tax liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, AYE, "Allegheny Energy deferred income taxes on the June 30, 2009 balance sheet?", refuse(am, WHY_AYE, amb_for(AYE, WHY_AYE,
    (F(AYE, "DeferredTaxAssetsNetCurrent"), PB, None), (F(AYE, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_XRAY = ("DENTSPLY reports 'Net income' including noncontrolling interests (ProfitLoss) and 'Net income attributable to DENTSPLY "
            "International' (NetIncomeLoss) for Q1 2010.")
add(C, XRAY, "DENTSPLY net income for the first quarter of 2010?", refuse(am, WHY_XRAY, amb_for(XRAY, WHY_XRAY,
    (F(XRAY, "ProfitLoss"), Q10, None), (F(XRAY, "NetIncomeLoss"), Q10, None))))


def main():
    write_round("h29", gr.QUESTIONS_29, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
