#!/usr/bin/env python3
"""Writes evals/data/ask_heldout42.jsonl and its refusal probes (ask_heldout42_probes.jsonl) -- round 42 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout42.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions42.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout42.jsonl
The writer imported the round 1-40 scaffolding (specs.py and gold_reader.py, byte-identical copies of main's
evals/heldout) unchanged through sys.path (no bytecode was written there), with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-40 from a copy of evals/data; here `from specs import *` takes them from
evals/heldout itself. Rounds 1-40 are named one by one in PREV. Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-42 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40)  # rounds 1-40, named one by one


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


# ------------------------------------------------------------------ round 42 FSDS filings: companies with CIK mod 4 == 2 that no round
# 1-40 used (checked CIK by CIK and adsh by adsh against every question file of rounds 1-40, and against avoid_adsh.txt
# and the CIKs of its filings; ERP Operating LP left out as Equity Residential's operating partnership, Consolidated
# Edison left out because its rows carry co-registrant values): three 10-Qs from 2009q3, three from 2010q2.
# Kinds: a bank (EquityComponents rows), a pharmaceutical company and a specialty insurer (EquityComponents rows)
# (2009q3); a life insurer (EquityComponents rows), an electric utility and a semiconductor company (2010q2).
PBCT = "fsds:0001193125-09-170393"  # PEOPLE'S UNITED FINANCIAL, INC. 10-Q (2009q3), CIK 1378946, Q2 2009 and six months (bank)
LLY = "fsds:0000950123-09-028099"   # LILLY ELI & CO 10-Q (2009q3), CIK 59478, Q2 2009 and six months (pharma)
AIZ = "fsds:0001193125-09-165642"   # ASSURANT INC 10-Q (2009q3), CIK 1267238, Q2 2009 and six months (insurer)
LNC = "fsds:0000059558-10-000159"   # LINCOLN NATIONAL CORP 10-Q (2010q2), CIK 59558, Q1 2010 (life insurer)
SO = "fsds:0000092122-10-000041"    # SOUTHERN CO 10-Q (2010q2), CIK 92122, Q1 2010 (electric utility)
BRCM = "fsds:0000950123-10-038903"  # BROADCOM CORP 10-Q (2010q2), CIK 1054374, Q1 2010 (semiconductors)
TICK = {PBCT: "pbct", LLY: "lly", AIZ: "aiz", LNC: "lnc", SO: "so", BRCM: "brcm"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (People's United, Lilly, Assurant)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (Lincoln National, Southern, Broadcom)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

EQC = lambda m: {"EquityComponents": m}

# instance periods, axes and members not among the shared constants
A_BS21, A_BS20 = (None, "2021-09-25"), (None, "2020-09-26")
EQAX = G + "StatementEquityComponentsAxis"
A_CSAPIC, A_RE = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}, {EQAX: G + "RetainedEarningsMember"}
CORP = {"srt:ConsolidationItemsAxis": G + "CorporateNonSegmentMember"}
VENDOR1 = {"srt:MajorCustomersAxis": "aapl:VendorOneMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
RPO_1Y = {G + "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis": "typed:2023-10-01"}
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = lambda m: {FVL: G + "FairValueInputsLevel2Member", FIN: G + m}
NOTES_Q3_23_MAX = {"srt:RangeAxis": "srt:MaximumMember", G + "DebtInstrumentAxis": "aapl:ThirdQuarter2023DebtIssuanceMember",
                   G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}
RSUM = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
RSU_ = lambda n: g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptions" + n)

# =================================================================== direct
C = "direct"
add(C, PBCT, "What were People's United Financial's total deposits at June 30, 2009?", fact(F(PBCT, "Deposits"), PB, USD))
add(C, PBCT, "Securities purchased under agreements to resell on the People's United balance sheet, end of Q2 2009",
    fact(F(PBCT, "SecuritiesPurchasedUnderAgreementsToResell"), PB, USD))
add(C, LLY, "How large was Eli Lilly's accrued liability for sales rebates and discounts on its June 30, 2009 balance sheet?",
    fact(F(LLY, "SalesRebatesAndDiscounts"), PB, USD))
add(C, LLY, "Lilly -- long-term income taxes payable as of mid-2009", fact(F(LLY, "AccruedIncomeTaxesNoncurrent"), PB, USD))
add(C, AIZ, "Assurant's deferred acquisition costs asset at 6/30/09", fact(F(AIZ, "DeferredPolicyAcquisitionCosts"), PB, USD))
add(C, AIZ, "Reinsurance recoverables carried by Assurant as of June 30, 2009?", fact(F(AIZ, "ReinsuranceRecoverables"), PB, USD))
add(C, LNC, "Lincoln National: other contract holder funds on the March 31, 2010 balance sheet", fact(F(LNC, "PolicyholderFunds"), B10, USD))
add(C, LNC, "How much did Lincoln National earn in insurance fees during the first quarter of 2010?", fact(F(LNC, "InsuranceFees"), Q10, USD))
add(C, SO, "Southern Company nuclear decommissioning trusts, at fair value, as of March 31, 2010", fact(F(SO, "DecommissioningFundInvestments"), B10, USD))
add(C, SO, "What was the value of Southern Company's fossil fuel stock at the end of the first quarter of 2010?",
    fact(F(SO, "EnergyRelatedInventoryOtherFossilFuel"), B10, USD))
add(C, SO, "Southern's current-asset line 'Under recovered regulatory clause revenues' (not the deferred one) at 3/31/2010", fact(F(SO, "UnderRecoveredRegulatoryClauseRevenues"), B10, USD))
add(C, BRCM, "How much income did Broadcom record from its Qualcomm agreement in Q1 2010?", fact(F(BRCM, "IncomeFromQualcommAgreement"), Q10, USD))
add(C, BRCM, "Broadcom long-term marketable securities, March 31, 2010", fact(F(BRCM, "MarketableSecuritiesNoncurrent"), B10, USD))
add(C, A10K, "What effective tax rate did Apple report for fiscal 2023?", fact(ETR, A_FY23, PURE))
add(C, A10K, "Cash paid for interest by Apple in fiscal 2023 (supplemental cash flow disclosure)", fact(g("InterestPaidNet"), A_FY23, USD))
add(C, A10K, "Long-term taxes payable included in Apple's other non-current liabilities at September 30, 2023",
    fact(g("AccruedIncomeTaxesNoncurrent"), A_BS23, USD))
add(C, A10K, "Total state income tax expense (current plus deferred) in Apple's fiscal 2023 provision",
    fact(g("StateAndLocalIncomeTaxExpenseBenefitContinuingOperations"), A_FY23, USD))
add(C, A10K, "In Apple's fiscal 2023 tax rate reconciliation, what was the impact of earnings of foreign subsidiaries?",
    fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), A_FY23, USD))
add(C, A10K, "Apple lease maturities: operating and finance lease payments due after fiscal 2028 (the 'thereafter' amount) as of September 30, 2023",
    fact(["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidAfterYearFive"], A_BS23, USD))
add(C, NQ, "Netflix cash flow statement, nine months ended September 30, 2010: amortization of discounts and premiums on investments",
    fact(g("AccretionAmortizationOfDiscountsAndPremiumsInvestments"), N10_9M, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, PBCT, "People's United subordinated notes outstanding at December 31, 2008", fact(F(PBCT, "SubordinatedDebt"), PYE, USD))
add(C, PBCT, "How much in merger-related expenses did People's United book in the first six months of 2008?",
    fact(F(PBCT, "BusinessCombinationAcquisitionRelatedCosts"), PHPY, USD))
add(C, LLY, "Lilly's short-term borrowings at year-end 2008", fact(F(LLY, "ShortTermBorrowings"), PYE, USD))
add(C, LLY, "Acquired in-process R&D charged by Eli Lilly in the April-June 2008 quarter",
    fact(F(LLY, "AcquiredInProcessResearchAndDevelopment"), PQPY, USD))
add(C, AIZ, "Unearned premiums on Assurant's balance sheet at December 31, 2008?", fact(F(AIZ, "UnearnedPremiums"), PYE, USD))
add(C, AIZ, "Assurant net investment income for the second quarter of 2008", fact(F(AIZ, "NetInvestmentIncome"), PQPY, USD))
add(C, LNC, "What impairment of intangibles did Lincoln National take in the first quarter of 2009?", fact(F(LNC, "ImpairmentOfIntangibles"), Q09, USD))
add(C, LNC, "Future contract benefits at Lincoln as of December 31, 2009",
    fact(F(LNC, "LiabilityForFuturePolicyBenefitsAndUnpaidClaimsAndClaimsAdjustmentExpense"), DEC09, USD))
add(C, LNC, "Lincoln National's interest credited to contract holders in 1Q 2009", fact(F(LNC, "InterestCreditedToPolicyholdersAccountBalances"), Q09, USD))
add(C, SO, "What gain or (loss) did Southern Company record on the MC Asset Recovery litigation settlement in the first quarter of 2009?", fact(F(SO, "GainLossRelatedToLitigationSettlement"), Q09, USD))
add(C, SO, "Wholesale revenues at Southern a year before, three months ended March 31, 2009", fact(F(SO, "WholesaleRevenues"), Q09, USD))
add(C, BRCM, "Broadcom's licensing revenue in Q1 2009", fact(F(BRCM, "LicensesRevenue"), Q09, USD))
add(C, BRCM, "Inventory on Broadcom's balance sheet at December 31, 2009", fact(F(BRCM, "InventoryNet"), DEC09, USD))
add(C, A10K, "Apple's total gross margin, in dollars, for fiscal 2022", fact(GP, A_FY22, USD))
add(C, A10K, "Selling, general and administrative expense at Apple in fiscal 2021", fact(SGA, A_FY21, USD))
add(C, A10K, "Non-current operating lease liabilities at Apple as of September 24, 2022", fact(g("OperatingLeaseLiabilityNoncurrent"), A_BS22, USD))
add(C, A10K, "Apple's current federal income tax expense for fiscal 2022", fact(g("CurrentFederalTaxExpenseBenefit"), A_FY22, USD))
add(C, A10K, "Cash, cash equivalents and restricted cash at Apple at the end of fiscal 2021 (September 25, 2021)",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), A_BS21, USD))
add(C, NQ, "In Netflix's 2009 year-to-date operating cash flows (nine months to September 30, 2009), what was the change in accrued expenses?",
    fact(g("IncreaseDecreaseInAccruedLiabilities"), N10_9MPY, USD))
add(C, NQ, "Change in accounts payable, January-September 2009, per Netflix's Q3 2010 10-Q cash flow statement",
    fact(g("IncreaseDecreaseInAccountsPayable"), N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, PBCT, "Bank service charges at People's United for the three months ended June 30, 2009 -- quarter only",
    fact(F(PBCT, "FeesAndCommissionsDepositorAccounts"), PQ, USD))
add(C, PBCT, "People's United provision for loan losses, year to date through June 2009", fact(F(PBCT, "ProvisionForLoanAndLeaseLosses"), PH, USD))
add(C, PBCT, "Regulatory assessment expense People's United recorded in 2Q09 by itself", fact(F(PBCT, "RegulatoryAssessments"), PQ, USD))
add(C, PBCT, "Interest income on commercial real estate loans at People's United for January-June 2009",
    fact(F(PBCT, "InterestAndFeeIncomeLoansCommercialRealEstate"), PH, USD))
add(C, PBCT, "Investment management fees earned by People's United in the second quarter of 2009 (not the six months)",
    fact(F(PBCT, "AssetManagementFees"), PQ, USD))
add(C, PBCT, "First-half 2009 interest expense on deposits at People's United", fact(F(PBCT, "InterestExpenseDeposits"), PH, USD))
add(C, LLY, "Collaboration and other revenue at Lilly, Q2 2009 only", fact(F(LLY, "OtherSalesRevenueNet"), PQ, USD))
add(C, LLY, "Eli Lilly research and development expense for the six months ended June 30, 2009", fact(F(LLY, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, LLY, "Lilly's marketing, selling and administrative expenses in the April-June 2009 quarter",
    fact(F(LLY, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, LLY, "What income tax expense did Lilly record for the second quarter of 2009 alone?", fact(F(LLY, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, LLY, "Cost of sales at Eli Lilly, first half of 2009", fact(F(LLY, "CostOfGoodsSold"), PH, USD))
add(C, LLY, "Lilly net income for just the three months ended June 30, 2009", fact(g("NetIncomeLoss"), PQ, USD))
add(C, AIZ, "Assurant fees and other income for Q2 2009 (three months, not year to date)", fact(F(AIZ, "OtherIncome"), PQ, USD))
add(C, AIZ, "Policyholder benefits at Assurant over the first six months of 2009", fact(F(AIZ, "PolicyholderBenefitsAndClaimsIncurredNet"), PH, USD))
add(C, AIZ, "Assurant's amortization of deferred acquisition costs and value of business acquired in the June 2009 quarter",
    fact(F(AIZ, "AmortizationOfDeferredAcquisitionCostsAndValueOfBusinessAcquired"), PQ, USD))
add(C, AIZ, "Underwriting, general and administrative expense at Assurant, six months ended June 30, 2009",
    fact(F(AIZ, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, AIZ, "Assurant net income in the second quarter of 2009 on its own", fact(F(AIZ, "NetIncomeLoss"), PQ, USD))
add(C, NQ, "Netflix's change in deferred revenue for the third quarter of 2009 only (three months ended September 30, 2009)",
    fact(g("IncreaseDecreaseInDeferredRevenue"), N10_Q3PY, USD))
add(C, NQ, "Gain on sale of short-term investments at Netflix for the nine months ended September 30, 2009",
    fact(g("GainLossOnSaleOfInvestments"), N10_9MPY, USD))
add(C, NQ, "Netflix accrued expenses change in operating cash flow for July-September 2009, the quarter by itself",
    fact(g("IncreaseDecreaseInAccruedLiabilities"), N10_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, PBCT, "People's United allowance for loan losses as a percentage of total loans at June 30, 2009 (answer as a decimal)",
    ratio(F(PBCT, "LoansAndLeasesReceivableAllowance"), F(PBCT, "LoansAndLeasesReceivableNetOfDeferredIncome"), PB))
add(C, PBCT, "Efficiency ratio for People's United in the first half of 2009, defined as total non-interest expense / (net interest income + total non-interest income)",
    derived("e0/(e1+e2)", [inp(F(PBCT, "NoninterestExpense"), PH), inp(F(PBCT, "InterestIncomeExpenseNet"), PH),
                           inp(F(PBCT, "NoninterestIncome"), PH)], PH, PURE))
add(C, LLY, "Lilly's gross margin on net product sales for Q2 2009: (net product sales - cost of sales) / net product sales",
    margin_from_cost(F(LLY, "SalesRevenueGoodsNet"), F(LLY, "CostOfGoodsSold"), PQ))
add(C, LLY, "Eli Lilly free cash flow for 1H09: net cash provided by operating activities after net purchases of property and equipment (the investing line is reported as a negative number, so add it)",
    derived("e0+e1", [inp(F(LLY, "NetCashProvidedByUsedInOperatingActivities"), PH), inp(F(LLY, "PaymentsForProceedsFromProductiveAssets"), PH)],
            PH, USD, ratio=False))
add(C, AIZ, "For Q2 2009, what fraction of Assurant's total revenues was consumed by total benefits, losses and expenses?",
    ratio(F(AIZ, "BenefitsLossesAndExpenses"), F(AIZ, "Revenues"), PQ))
add(C, AIZ, "Net unrealized loss on Assurant's available-for-sale fixed maturities at June 30, 2009, computed as amortized cost minus fair value",
    diff(F(AIZ, "AvailableForSaleSecuritiesDebtMaturitiesAmortizedCost"), F(AIZ, "AvailableForSaleSecuritiesDebtSecurities"), PB))
add(C, LNC, "What share of Lincoln National's total assets at March 31, 2010 sat in separate account assets?",
    ratio(F(LNC, "SeparateAccountAssets"), F(LNC, "Assets"), B10))
add(C, LNC, "Year-over-year growth in Lincoln's insurance premiums, Q1 2010 vs Q1 2009, as a decimal (a negative value would mean a decline)",
    growth(F(LNC, "PremiumsEarnedNet"), Q10, Q09))
add(C, SO, "Southern Company operating margin for the first quarter of 2010 -- operating income divided by total operating revenues",
    ratio(F(SO, "OperatingIncomeLoss"), F(SO, "Revenues"), Q10))
add(C, SO, "Southern's FCF in 1Q09, i.e. net cash provided from operating activities minus property additions",
    diff(F(SO, "NetCashProvidedByUsedInOperatingActivities"), F(SO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09))
add(C, BRCM, "Broadcom gross margin for Q1 2010, defined as (total net revenue - cost of product revenue) / total net revenue",
    margin_from_cost(F(BRCM, "SalesRevenueNet"), F(BRCM, "CostOfGoodsSold"), Q10))
add(C, BRCM, "By how much did Broadcom's total net revenue grow in Q1 2010 over Q1 2009? Express as a decimal; a drop would be negative.",
    growth(F(BRCM, "SalesRevenueNet"), Q10, Q09))
add(C, BRCM, "Total stock-based compensation Broadcom allocated to cost of product revenue, R&D and SG&A in the first quarter of 2010 (sum of the three)",
    derived("e0+e1+e2", [inp(F(BRCM, "StockBasedCompensationExpensesAllocatedToCostOfProductRevenue"), Q10),
                         inp(F(BRCM, "StockBasedCompensationExpensesAllocatedToResearchAndDevelopment"), Q10),
                         inp(F(BRCM, "StockBasedCompensationExpensesAllocatedToSellingGeneralAndAdministrative"), Q10)], Q10, USD, ratio=False))
add(C, A10K, "Sum of Apple's finance lease payments due in fiscal 2026, 2027 and 2028 per the September 30, 2023 maturity table",
    derived("e0+e1+e2", [inp(g("FinanceLeaseLiabilityPaymentsDueYearThree"), A_BS23), inp(g("FinanceLeaseLiabilityPaymentsDueYearFour"), A_BS23),
                         inp(g("FinanceLeaseLiabilityPaymentsDueYearFive"), A_BS23)], A_BS23, USD, ratio=False))
add(C, A10K, "Apple's depreciation expense on property, plant and equipment: fiscal 2023 growth over fiscal 2022 as a decimal (negative means it fell)",
    growth(g("Depreciation"), A_FY23, A_FY22))
add(C, A10K, "How much did Apple's accumulated deficit shrink between September 24, 2022 and September 30, 2023? Give the change in the retained earnings/(accumulated deficit) balance (2023 minus 2022).",
    diff(RE, RE, A_BS23, A_BS22))
add(C, A10K, "Gross unrealized losses on Apple's Level 2 corporate debt securities at September 30, 2023 as a fraction of their adjusted (amortized) cost",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"),
          A_BS23, m_num=L2("CorporateDebtSecuritiesMember"), m_den=L2("CorporateDebtSecuritiesMember")))
add(C, A10K, "Foreign taxes (current plus deferred) as a share of Apple's total provision for income taxes in fiscal 2022",
    ratio(g("ForeignIncomeTaxExpenseBenefitContinuingOperations"), TAX, A_FY22))
add(C, NQ, "Netflix's first-half 2009 change in accrued expenses, backed out as the nine months to September 30, 2009 minus the third quarter of 2009",
    diff(g("IncreaseDecreaseInAccruedLiabilities"), g("IncreaseDecreaseInAccruedLiabilities"), N10_9MPY, N10_Q3PY))
add(C, NQ, "Implied January-June 2009 amortization of discounts and premiums on investments at Netflix (nine-month 2009 figure less the Q3 2009 figure)",
    diff(g("AccretionAmortizationOfDiscountsAndPremiumsInvestments"), g("AccretionAmortizationOfDiscountsAndPremiumsInvestments"),
         N10_9MPY, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, PBCT, "Balance of the unallocated ESOP common stock (guaranteed ESOP obligation) column in People's United's equity statement at June 30, 2009",
    fact(F(PBCT, "StockholdersEquity"), PB, USD, EQC("GuaranteedESOPObligation")))
add(C, PBCT, "Restricted stock awards: effect on the additional paid-in capital column of People's United's stockholders' equity statement, six months ended June 30, 2009",
    fact(F(PBCT, "StockIssuedDuringPeriodValueRestrictedStockAwardGross"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, AIZ, "Assurant's stock plan compensation expense as credited to additional paid-in capital in its 1H09 statement of changes in stockholders' equity",
    fact(F(AIZ, "StockPlanCompensationExpense"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, AIZ, "Cumulative effect of the change in accounting principle on Assurant's retained earnings column, first half of 2009",
    fact(F(AIZ, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), PH, USD, EQC("RetainedEarnings")))
add(C, AIZ, "What was the treasury stock column balance in Assurant's equity roll-forward at December 31, 2008?",
    fact(F(AIZ, "StockholdersEquity"), PYE, USD, EQC("TreasuryStock")))
add(C, LNC, "Series B preferred stock column of Lincoln National's equity statement: balance at March 31, 2010",
    fact(F(LNC, "StockholdersEquity"), B10, USD, EQC("PreferredStock")))
add(C, LNC, "Cumulative effect from adoption of new accounting standards booked to Lincoln's accumulated OCI column in Q1 2010",
    fact(F(LNC, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), Q10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, LNC, "Retained earnings column of Lincoln National's stockholders' equity statement as of March 31, 2009",
    fact(F(LNC, "StockholdersEquity"), MAR09, USD, EQC("RetainedEarnings")))
add(C, A10K, "Other corporate expenses, net, in Apple's segment operating income reconciliation for fiscal 2022",
    fact(g("OtherGeneralAndAdministrativeExpense"), A_FY22, USD, CORP))
add(C, A10K, "What share of Apple's non-trade receivables did its largest vendor account for at the end of fiscal 2023?",
    fact(g("ConcentrationRiskPercentage1"), A_FY23, PURE, VENDOR1))
add(C, A10K, "Of Apple's total deferred revenue at September 30, 2023, what percentage did it expect to realize within one year?",
    fact(g("RevenueRemainingPerformanceObligationPercentage"), A_BS23, PURE, RPO_1Y))
add(C, A10K, "Common stock and additional paid-in capital column of Apple's shareholders' equity statement at September 30, 2023",
    fact(g("StockholdersEquity"), A_BS23, USD, A_CSAPIC))
add(C, A10K, "Fiscal 2022: the portion of Apple's 'common stock withheld related to net share settlement of equity awards' charged against retained earnings",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY22, USD, A_RE))
add(C, A10K, "Common stock issued -- the amount added to Apple's common stock and APIC column in fiscal 2021",
    fact(g("StockIssuedDuringPeriodValueNewIssues"), A_FY21, USD, A_CSAPIC))
add(C, A10K, "Common stock repurchased, as deducted from Apple's retained earnings column in fiscal 2021",
    fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), A_FY21, USD, A_RE))
add(C, A10K, "Share-based compensation added to Apple's common stock and additional paid-in capital during fiscal 2022 (equity statement)",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), A_FY22, USD, A_CSAPIC))
add(C, A10K, "Apple's Level 2 asset-backed securities held as non-current marketable securities at September 30, 2023",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, L2("AssetBackedSecuritiesMember")))
add(C, A10K, "Adjusted (amortized) cost of the U.S. Treasury securities in Apple's Level 2 portfolio at fiscal year-end 2023",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS23, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "Bank time deposits classified as cash and cash equivalents in Apple's Level 2 fair value table, September 30, 2023",
    fact(CASH, A_BS23, USD, L2("BankTimeDepositsMember")))
add(C, A10K, "Highest stated interest rate on the fixed-rate notes Apple issued in the third quarter of fiscal 2023",
    fact(g("DebtInstrumentInterestRateStatedPercentage"), A_BS23, PURE, NOTES_Q3_23_MAX))

# =================================================================== per_share
C = "per_share"
add(C, PBCT, "Cash dividends per common share paid by People's United in the first half of 2009",
    fact(F(PBCT, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, PBCT, "How many unallocated ESOP shares did People's United report at June 30, 2009?",
    fact(F(PBCT, "EmployeeStockOwnershipPlanESOPSharesInESOP"), PB, SH))
add(C, LLY, "Eli Lilly earnings per share (basic and diluted) for the quarter ended June 30, 2008",
    fact(F(LLY, "EarningsPerShareBasicAndDiluted"), PQPY, PS))
add(C, LLY, "Dividends paid per Lilly share year to date through June 30, 2009", fact(F(LLY, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, AIZ, "How many dilutive securities did Assurant add to its basic share count for diluted EPS in Q2 2009?",
    fact(F(AIZ, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, AIZ, "Assurant treasury shares held as of June 30, 2009", fact(F(AIZ, "TreasuryStockShares"), PB, SH))
add(C, LNC, "Lincoln National diluted EPS from continuing operations, first quarter 2010", fact(F(LNC, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, LNC, "Number of Series A preferred shares Lincoln had issued and outstanding at March 31, 2010",
    fact(F(LNC, "SeriesPreferredStockSharesIssuedAndOutstandingInShares"), B10, SH))
add(C, LNC, "Lincoln National common shares issued and outstanding at year-end 2009", fact(F(LNC, "CommonStockSharesIssuedAndOutstanding"), DEC09, SH))
add(C, SO, "Cash dividends paid per share of Southern Company common stock in Q1 2010", fact(F(SO, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, SO, "Southern's diluted weighted average share count for the first quarter of 2009", fact(F(SO, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, SO, "Shares of common stock Southern Company had issued as of March 31, 2010", fact(F(SO, "CommonStockSharesIssued"), B10, SH))
add(C, BRCM, "Broadcom net income per diluted share for the three months ended March 31, 2010", fact(F(BRCM, "EarningsPerShareDiluted"), Q10, PS))
add(C, BRCM, "What dividend per share did Broadcom pay in its first quarter of 2010?", fact(F(BRCM, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, A10K, "How many restricted stock units did Apple grant in fiscal 2021?", fact(RSU_("GrantsInPeriod"), A_FY21, SH, RSUM))
add(C, A10K, "Unvested RSUs outstanding at Apple as of September 24, 2022 (number of units)", fact(RSU_("NonvestedNumber"), A_BS22, SH, RSUM))
add(C, A10K, "Weighted-average grant date fair value per share of Apple's unvested RSUs at September 26, 2020",
    fact(RSU_("NonvestedWeightedAverageGrantDateFairValue"), A_BS20, PS, RSUM))
add(C, A10K, "Number of Apple RSUs that vested during fiscal 2022", fact(RSU_("VestedInPeriod"), A_FY22, SH, RSUM))
add(C, A10K, "In fiscal 2021, how many shares did Apple withhold to cover employee taxes on vesting RSUs?",
    fact(g("SharesPaidForTaxWithholdingForShareBasedCompensation"), A_FY21, SH, RSUM))
add(C, A10K, "RSUs forfeited at Apple during fiscal 2021 (units)", fact(RSU_("ForfeitedInPeriod"), A_FY21, SH, RSUM))

# =================================================================== jargon
C = "jargon"
add(C, PBCT, "PBCT NII after provision, 2Q09?", fact(F(PBCT, "InterestIncomeExpenseAfterProvisionForLoanLoss"), PQ, USD))
add(C, LLY, "LLY CFO for 1H09", fact(F(LLY, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, LLY, "Lilly D&A add-back, first half of 2008", fact(F(LLY, "DepreciationDepletionAndAmortization"), PHPY, USD))
add(C, AIZ, "AIZ NPE 2Q09 (net earned premiums and other considerations)", fact(F(AIZ, "PremiumsEarnedNet"), PQ, USD))
add(C, AIZ, "Assurant op cash flow 1H08", fact(F(AIZ, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, LNC, "LNC CFO, 1Q10", fact(F(LNC, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, LNC, "Lincoln pre-tax income from continuing ops in 1Q10",
    fact(F(LNC, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, SO, "SO capex 1Q10 -- property additions", fact(F(SO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, SO, "Southern's O&M (other operations and maintenance), 1Q10", fact(F(SO, "UtilitiesOperatingExpenseMaintenanceAndOperations"), Q10, USD))
add(C, SO, "SO AFUDC equity in 1Q09", fact(F(SO, "AllowanceForEquityFundsUsedDuringConstruction"), Q09, USD))
add(C, BRCM, "BRCM R&D spend 1Q10", fact(F(BRCM, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), Q10, USD))
add(C, BRCM, "Broadcom buybacks in Q1 2010 (Class A repurchases)", fact(F(BRCM, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, BRCM, "RSU expense add-back in BRCM's 1Q09 cash flow", fact(F(BRCM, "RestrictedStockExpense"), Q09, USD))
add(C, BRCM, "Broadcom EBIT (income/loss from operations) in 1Q09", fact(F(BRCM, "OperatingIncomeLoss"), Q09, USD))
add(C, A10K, "AAPL FY23 total comprehensive income", fact(g("ComprehensiveIncomeNetOfTax"), A_FY23, USD))
add(C, A10K, "AAPL FY23 FX translation adjustment in OCI, net of tax",
    fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), A_FY23, USD))
add(C, A10K, "Current portion of AAPL term debt at FYE22", fact(g("LongTermDebtCurrent"), A_BS22, USD))
add(C, A10K, "AAPL FY21 SBC expense per the share-based compensation note", fact(g("AllocatedShareBasedCompensationExpense"), A_FY21, USD))
add(C, A10K, "Apple total non-current liabilities, FYE 2022", fact(g("LiabilitiesNoncurrent"), A_BS22, USD))
add(C, NQ, "NFLX deferred tax in CFO for 3Q09 (quarter only)", fact(g("DeferredIncomeTaxExpenseBenefit"), N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, PBCT, "What were Webster Financial's total deposits at June 30, 2009?",
    refuse(oc, "Webster Financial is not in the data (People's United Financial is).", other("WEBSTER")))
add(C, PBCT, "People's United net interest income for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009 (and 2008); the September 2009 quarter is not reported.",
           absent(F(PBCT, "InterestIncomeExpenseNet"), PQ3)))
add(C, LLY, "How much goodwill did Eli Lilly carry at June 30, 2009?",
    refuse(cn, "Lilly's Q2 2009 data report only a combined 'Goodwill and other intangibles - net' line; goodwill on its own is not reported.",
           absent_any(g("Goodwill"))))
WHY_LLY = ("Lilly's June 30, 2009 balance sheet has two lines captioned 'Deferred income taxes': a current asset (DeferredTaxAssetsNetCurrent) "
           "and a non-current liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, LLY, "What were Eli Lilly's deferred income taxes on its June 30, 2009 balance sheet?", refuse(am, WHY_LLY, amb_for(LLY, WHY_LLY,
    (F(LLY, "DeferredTaxAssetsNetCurrent"), PB, None), (F(LLY, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
add(C, AIZ, "What did Hanover Insurance Group report as net premiums earned in the second quarter of 2009?",
    refuse(oc, "Hanover Insurance Group is not in the data (Assurant is).", other("HANOVER")))
add(C, AIZ, "Assurant's net earned premiums for the third quarter of 2009?",
    refuse(pn, "Assurant's Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.",
           absent(F(AIZ, "PremiumsEarnedNet"), PQ3)))
add(C, LNC, "What were Lincoln National's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the three months ended March 31, 2010 and 2009; full-year 2009 revenues are not in its data.",
           absent(F(LNC, "Revenues"), FY09)))
WHY_LNC = ("Lincoln reports two 'cash and invested cash' amounts at December 31, 2009: the balance sheet line (CashAndCashEquivalentsAtCarryingValue) "
           "and the cash flow statement's beginning balance including discontinued operations (CashAndInvestedCashFromCashFlows).")
add(C, LNC, "How much cash and invested cash did Lincoln National have at December 31, 2009?", refuse(am, WHY_LNC, amb_for(LNC, WHY_LNC,
    (F(LNC, "CashAndCashEquivalentsAtCarryingValue"), DEC09, None), (F(LNC, "CashAndInvestedCashFromCashFlows"), DEC09, None))))
add(C, SO, "SCANA's retail electric revenues in the first quarter of 2010?",
    refuse(oc, "SCANA is not in the data (Southern Company is).", other("SCANA")))
add(C, SO, "How much goodwill was on Southern Company's balance sheet at March 31, 2010?",
    refuse(cn, "Southern Company's Q1 2010 data report no goodwill line.", absent_any(g("Goodwill"))))
WHY_SO = ("Southern's March 31, 2010 balance sheet shows 'Accrued vacation pay' among current liabilities (AccruedVacationCurrent) and a separate "
          "'Vacation pay' line among deferred credits and other liabilities (VacationPay).")
add(C, SO, "What was Southern Company's vacation pay liability at March 31, 2010?", refuse(am, WHY_SO, amb_for(SO, WHY_SO,
    (F(SO, "AccruedVacationCurrent"), B10, None), (F(SO, "VacationPay"), B10, None))))
add(C, BRCM, "Atheros Communications' net revenue for the March 2010 quarter?",
    refuse(oc, "Atheros Communications is not in the data (Broadcom is).", other("ATHEROS")))
add(C, BRCM, "How much long-term debt did Broadcom have outstanding at March 31, 2010?",
    refuse(cn, "Broadcom's Q1 2010 data carry no debt balance (only a payment of assumed debt in the cash flow statement).",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "ConvertibleNotesPayable", "SeniorNotes",
                        "DebtCurrent", "ShortTermBorrowings", "LongTermDebtAndCapitalLeaseObligations"))))
WHY_BRCM = ("Broadcom reports two 'amortization of purchased intangible assets' amounts for Q1 2010: the operating expense line of the income "
            "statement (AmortizationOfIntangibleAssets) and the larger cash flow add-back that also covers amounts in cost of revenue "
            "(AmortizationOfPurchasedIntangibleAssets).")
add(C, BRCM, "What was Broadcom's amortization of purchased intangible assets in Q1 2010?", refuse(am, WHY_BRCM, amb_for(BRCM, WHY_BRCM,
    (F(BRCM, "AmortizationOfIntangibleAssets"), Q10, None), (F(BRCM, "AmortizationOfPurchasedIntangibleAssets"), Q10, None))))
add(C, NQ, "How much subscription revenue did Hulu bring in during the September 2010 quarter?",
    refuse(oc, "Hulu is not in the data (Netflix is).", other("HULU")))
add(C, NQ, "What was Netflix's operating income in the second quarter of 2010 (April-June)?",
    refuse(pn, "Netflix's Q3 2010 10-Q reports the three and nine months ended September 30 (2010 and 2009); the June 2010 quarter on its own is not reported.",
           absent(OPINC, ("2010-04-01", "2010-06-30"))))
add(C, NQ, "How much cash did Netflix spend acquiring businesses in the first nine months of 2010?",
    refuse(cn, "Netflix's Q3 2010 10-Q reports no business acquisitions (no payments to acquire businesses).",
           absent_any(g("PaymentsToAcquireBusinessesNetOfCashAcquired", "PaymentsToAcquireBusinessesGross"))))
add(C, A10K, "Apple's net income for the fourth fiscal quarter of 2023 (July 2 - September 30, 2023)?",
    refuse(pn, "Apple's fiscal 2023 10-K reports full fiscal years only; no three-month figures for the September 2023 quarter are in it.",
           absent(NIATT, ("2023-07-02", "2023-09-30"))))
add(C, A10K, "How much did Apple pay for business acquisitions, net of cash acquired, in fiscal 2023?",
    refuse(cn, "Apple's fiscal 2023 10-K reports no payments to acquire businesses.",
           absent_any(g("PaymentsToAcquireBusinessesNetOfCashAcquired", "PaymentsToAcquireBusinessesGross"))))
WHY_A = ("Apple reports two 'other current liabilities' amounts at September 30, 2023: the balance sheet line (OtherLiabilitiesCurrent, which "
         "includes income taxes payable) and the 'Other current liabilities' component of the note's breakdown (OtherAccruedLiabilitiesCurrent).")
add(C, A10K, "What were Apple's other current liabilities at September 30, 2023?", refuse(am, WHY_A, amb_for(A10K, WHY_A,
    (g("OtherLiabilitiesCurrent"), A_BS23, None), (g("OtherAccruedLiabilitiesCurrent"), A_BS23, None))))


def main():
    write_round("h42", gr.QUESTIONS_42, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
