#!/usr/bin/env python3
"""Writes evals/data/ask_heldout31.jsonl and its refusal probes (round 31) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout31_probes.jsonl and
re-verified by `gold_reader.py --check --questions evals/data/ask_heldout31.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions31.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout31.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout) via sys.path; here `from specs import *` takes them from evals/heldout itself.
Written without reading the tool under test. The overlap check covers rounds 1-30, each file named in main().
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-31 share


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported values, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.0f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 31 FSDS filings: companies no round 1-30 used (checked CIK by
# CIK and adsh by adsh against every filing of rounds 1-30), all with ODD CIKs (the parallel writer takes even CIKs):
# three 10-Qs from the 2010q2 zip, three from 2009q3.
FITB = "fsds:0001193125-10-112846"  # FIFTH THIRD BANCORP 10-Q (2010q2), CIK 35527, Q1 2010 (regional bank); EquityComponents rows
VNO = "fsds:0000899689-10-000020"   # VORNADO REALTY TRUST 10-Q (2010q2), CIK 899689, Q1 2010 (office/retail REIT); EquityComponents rows
MET = "fsds:0000950123-10-044487"   # METLIFE INC 10-Q (2010q2), CIK 1099219, Q1 2010 (life insurer); EquityComponents rows
XEL = "fsds:0001104659-09-046313"   # XCEL ENERGY INC 10-Q (2009q3), CIK 72903, Q2 2009 and six months (electric & gas utility); EquityComponents rows
KR = "fsds:0001104659-09-055895"    # KROGER CO 10-Q (2009q3), CIK 56873, fiscal Q2 2009 = 12 weeks ended Aug 15, 2009, 28 weeks YTD (grocer)
PX = "fsds:0001193125-09-158218"    # PRAXAIR INC 10-Q (2009q3), CIK 884905, Q2 2009 and six months (industrial gases); EquityComponents rows
TICK = {FITB: "fitb", VNO: "vno", MET: "met", XEL: "xel", KR: "kr", PX: "px"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-30)
Q10, Q09, Q2_10 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2010-04-01", "2010-06-30")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
Q3_09 = ("2009-07-01", "2009-09-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
# Kroger: fiscal 2009 Q2 = 12 weeks ended Aug 15, 2009 (FSDS ddate 2009-07-31), 28 weeks YTD; prior year 12 / 28 weeks ended
# Aug 16, 2008 (ddate 2008-08-31); fiscal 2008 year end Jan 31, 2009; fiscal Q3 2009 (12 weeks ended Nov 7, 2009) is not in the filing
KQ, KH = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
KQPY, KHPY = ("2008-06-01", "2008-08-31"), ("2008-03-01", "2008-08-31")
KB, KFY, KB08 = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-08-31")
KQ3 = ("2009-08-01", "2009-10-31")

EQC = lambda m: {"EquityComponents": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
EQAX = G + "StatementEquityComponentsAxis"
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
L2 = {FVL: G + "FairValueInputsLevel2Member"}
AQ_BSQ2 = (None, "2023-04-01")
A_Q3_21 = ("2021-03-28", "2021-06-26")
U_FY09 = ("2009-01-01", "2009-12-31")
OPT = "ShareBasedCompensationArrangementByShareBasedPaymentAwardOptions"

# =================================================================== direct
C = "direct"
add(C, FITB, "What did Fifth Third Bancorp report as total interest income for the first quarter of 2010?", fact(F(FITB, "InterestAndDividendIncomeOperating"), Q10, USD))
add(C, FITB, "Fifth Third card and processing revenue, three months ended March 31, 2010", fact(F(FITB, "CardAndProcessingRevenue"), Q10, USD))
add(C, FITB, "How much goodwill was on Fifth Third's balance sheet at March 31, 2010?", fact(F(FITB, "Goodwill"), B10, USD))
add(C, VNO, "Vornado's property rentals line for Q1 2010", fact(F(VNO, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10, USD))
add(C, VNO, "Carrying value of Vornado's investment in Toys \"R\" Us as of March 31, 2010", fact(F(VNO, "InvestmentInToysRUs"), B10, USD))
add(C, MET, "MetLife premiums earned in the quarter ended March 31, 2010", fact(F(MET, "PremiumsEarnedNet"), Q10, USD))
add(C, MET, "Separate account assets on MetLife's balance sheet, end of first quarter 2010", fact(F(MET, "SeparateAccountAssets"), B10, USD))
add(C, MET, "Give me MetLife's policyholder account balances as of 3/31/2010.", fact(F(MET, "PolicyholderContractDeposits"), B10, USD))
add(C, XEL, "Natural gas revenues at Xcel Energy for the April-June 2009 quarter", fact(F(XEL, "GasDomesticRegulatedRevenue"), PQ, USD))
add(C, XEL, "What regulatory assets (non-current) did Xcel carry at June 30, 2009?", fact(F(XEL, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, KR, "Kroger's LIFO credit on the balance sheet as of August 15, 2009", fact(F(KR, "InventoryLIFOReserve"), KB, USD))
add(C, KR, "How much rent expense did Kroger record in its second quarter of fiscal 2009 (the 12 weeks ended August 15, 2009)?", fact(F(KR, "LeaseAndRentalExpense"), KQ, USD))
add(C, PX, "Praxair sales in the second quarter of 2009", fact(F(PX, "SalesRevenueNet"), PQ, USD))
add(C, PX, "Inventories reported by Praxair at June 30, 2009", fact(F(PX, "InventoryNet"), PB, USD))
add(C, A10Q, "Apple's cash and cash equivalents on the July 1, 2023 condensed balance sheet", fact(CASH, AQ_BS, USD))
add(C, A10Q, "How big was Apple's accumulated other comprehensive loss at the end of its third fiscal quarter of 2023?", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), AQ_BS, USD))
add(C, NF, "Netflix deferred revenue (current) at December 31, 2023", fact(g("ContractWithCustomerLiabilityCurrent"), N_BS23, USD))
add(C, NF, "Other current assets on Netflix's year-end 2023 balance sheet", fact(g("OtherAssetsCurrent"), N_BS23, USD))
add(C, UP, "Capital lease obligations Union Pacific incurred in 2012 (non-cash investing and financing activity)", fact(g("CapitalLeaseObligationsIncurred"), U_FY12, USD))
add(C, UP, "Union Pacific accounts receivable, net, as of December 31, 2012", fact(g("AccountsReceivableNetCurrent"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, FITB, "Fifth Third net interest income a year earlier, in Q1 2009", fact(F(FITB, "InterestIncomeExpenseNet"), Q09, USD))
add(C, FITB, "What was Fifth Third's allowance for loan and lease losses at year-end 2009?", fact(F(FITB, "LoansAndLeasesReceivableAllowance"), DEC09, USD))
add(C, FITB, "Fifth Third total deposits as of March 31, 2009 (the year-ago balance sheet column)", fact(F(FITB, "Deposits"), MAR09, USD))
add(C, VNO, "Total revenues at Vornado in the first quarter of 2009", fact(F(VNO, "RealEstateRevenueNet"), Q09, USD))
add(C, VNO, "Vornado notes and mortgages payable at December 31, 2009", fact(F(VNO, "NotesAndLoansPayable"), DEC09, USD))
add(C, MET, "MetLife net investment income for the three months ended March 31, 2009", fact(F(MET, "NetInvestmentIncome"), Q09, USD))
add(C, MET, "Future policy benefits liability on MetLife's December 31, 2009 balance sheet", fact(F(MET, "LiabilityForFuturePolicyBenefits"), DEC09, USD))
add(C, XEL, "Xcel Energy total operating revenues in Q2 2008", fact(F(XEL, "Revenues"), PQPY, USD))
add(C, XEL, "Long-term debt at Xcel as of December 31, 2008 (excluding the current portion)", fact(F(XEL, "LongTermDebtAndCapitalLeaseObligations"), PYE, USD))
add(C, XEL, "How much did Xcel spend on electric fuel and purchased power in the first half of 2008?", fact(F(XEL, "CostOfDomesticRegulatedElectric"), PHPY, USD))
add(C, KR, "Kroger sales for the comparable prior-year quarter, the 12 weeks ended August 16, 2008", fact(F(KR, "SalesRevenueGoodsNet"), KQPY, USD))
add(C, KR, "Total current liabilities at Kroger at fiscal 2008 year-end (January 31, 2009)", fact(F(KR, "LiabilitiesCurrent"), KFY, USD))
add(C, PX, "Praxair operating profit for the six months ended June 30, 2008", fact(F(PX, "OperatingIncomeLoss"), PHPY, USD))
add(C, PX, "Praxair's short-term debt as of December 31, 2008", fact(F(PX, "ShortTermBorrowings"), PYE, USD))
add(C, A10Q, "Per the fair value note of Apple's Q3 FY23 10-Q, what did cash, cash equivalents and marketable securities total at September 24, 2022?", fact(["aapl:CashCashEquivalentsAndMarketableSecurities"], AQ_BSPY, USD))
add(C, A10Q, "Apple other current liabilities at fiscal year-end 2022 (September 24, 2022)", fact(g("OtherLiabilitiesCurrent"), AQ_BSPY, USD))
add(C, NF, "Netflix accrued expenses and other liabilities at the end of 2022", fact(g("AccruedLiabilitiesCurrent"), N_BS22, USD))
add(C, NF, "Cash Netflix paid for income taxes in 2021", fact(g("IncomeTaxesPaid"), N_FY21, USD))
add(C, UP, "Union Pacific's purchased services and materials expense for 2010", fact(["unp:PurchasedServicesAndMaterial"], U_FY10, USD))
add(C, UP, "What cash and cash equivalents did Union Pacific hold at the end of 2011?", fact(CASH, U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, XEL, "Xcel Energy net income, year-to-date through June 30, 2009 (six months)", fact(F(XEL, "NetIncomeLoss"), PH, USD))
add(C, XEL, "Conservation and demand side management program expenses at Xcel for the second quarter of 2009 only", fact(F(XEL, "AmortizationOfRegulatoryAsset"), PQ, USD))
add(C, XEL, "Xcel's depreciation and amortization on the income statement for January-June 2009", fact(F(XEL, "DepreciationAndAmortization"), PH, USD))
add(C, XEL, "Allowance for funds used during construction - debt at Xcel in the three months ended June 30, 2009 (not the six-month figure)", fact(F(XEL, "PublicUtilitiesAllowanceForFundsUsedDuringConstructionCapitalizedInterest"), PQ, USD))
add(C, XEL, "Taxes other than income taxes at Xcel, cumulative for the first half of 2009", fact(F(XEL, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PH, USD))
add(C, KR, "Kroger operating, general and administrative expense for the first 28 weeks of fiscal 2009", fact(F(KR, "OperatingGeneralAndAdministrativeExpense"), KH, USD))
add(C, KR, "Merchandise costs at Kroger in the 12-week second quarter of fiscal 2009 by itself", fact(F(KR, "CostOfRevenue"), KQ, USD))
add(C, KR, "Kroger interest expense, year to date (28 weeks) through August 15, 2009", fact(F(KR, "InterestExpense"), KH, USD))
add(C, KR, "Income tax expense Kroger booked in Q2 of fiscal 2009 (12 weeks), excluding the first quarter", fact(F(KR, "IncomeTaxExpenseBenefit"), KQ, USD))
add(C, PX, "Praxair selling, general and administrative expense over the first half of 2009", fact(F(PX, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, PX, "Praxair income taxes for the quarter ended June 30, 2009 alone", fact(F(PX, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, PX, "Six-month 2009 cost of sales at Praxair, exclusive of depreciation and amortization", fact(F(PX, "CostOfRevenueExcludingDepreciationandAmortization"), PH, USD))
add(C, PX, "What did Praxair earn from equity investments in Q2 2009 - just the three months?", fact(F(PX, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, A10Q, "Apple's reclassification adjustment for net realized (gains)/losses on marketable debt securities out of AOCI, three months ended July 1, 2023 only", fact(g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), AQ_Q3, USD))
add(C, A10Q, "In the June 2023 quarter by itself, how much in net derivative (gains)/losses did Apple realize and include in net income (OCI adjustment)?", fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], AQ_Q3, USD))
add(C, A10Q, "Total change in unrealized gains/losses on derivative instruments, net of tax, in Apple's OCI for the nine months ended July 1, 2023", fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossafterReclassificationandTax"], AQ_9M, USD))
add(C, A10Q, "Apple foreign currency translation adjustment in other comprehensive income, fiscal 2023 year to date through Q3", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), AQ_9M, USD))
add(C, A10Q, "Cumulative nine-month fiscal 2023 change in unrealized gains/losses on Apple's marketable debt securities (OCI, net of tax)", fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), AQ_9M, USD))
add(C, A10Q, "Revenue Apple recognized in the three months ended June 25, 2022 that had been included in deferred revenue as of September 25, 2021", fact(g("ContractWithCustomerLiabilityRevenueRecognized"), AQ_Q3PY, USD))
add(C, A10Q, "Change in fair value of Apple's marketable debt securities in OCI for the nine months ended June 25, 2022 (year to date, prior fiscal year)", fact(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), AQ_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, FITB, "Fifth Third's reserve coverage at March 31, 2010: allowance for loan and lease losses divided by portfolio loans and leases",
    ratio(F(FITB, "LoansAndLeasesReceivableAllowance"), F(FITB, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10))
add(C, FITB, "What fraction of Fifth Third's Q1 2010 total interest income went to total interest expense?",
    ratio(F(FITB, "InterestExpense"), F(FITB, "InterestAndDividendIncomeOperating"), Q10))
add(C, VNO, "Vornado liabilities-to-assets ratio at March 31, 2010 (total liabilities / total assets)", ratio(F(VNO, "Liabilities"), F(VNO, "Assets"), B10))
add(C, VNO, "Year-over-year change in Vornado's tenant expense reimbursements, Q1 2010 vs Q1 2009, as a decimal (negative = decline)",
    growth(F(VNO, "TenantReimbursements"), Q10, Q09))
add(C, MET, "MetLife pre-tax margin for Q1 2010: income (loss) from continuing operations before provision for income tax over total revenues",
    ratio(F(MET, "IncomeLossFromContinuingOperationsBeforeProvisionForIncomeTax"), F(MET, "Revenues"), Q10))
add(C, MET, "By how much did MetLife's total revenues grow in the first quarter of 2010 relative to the first quarter of 2009 (fractional change)?",
    growth(F(MET, "Revenues"), Q10, Q09))
add(C, XEL, "Xcel Energy operating margin, first six months of 2009 (operating income / total operating revenues)", ratio(F(XEL, "OperatingIncomeLoss"), F(XEL, "Revenues"), PH))
add(C, XEL, "Current ratio for Xcel at June 30, 2009", ratio(F(XEL, "AssetsCurrent"), F(XEL, "LiabilitiesCurrent"), PB))
add(C, XEL, "Electric revenue as a share of Xcel's total operating revenues in the June 2009 quarter", ratio(F(XEL, "ElectricDomesticRegulatedRevenue"), F(XEL, "Revenues"), PQ))
add(C, KR, "Kroger gross margin for the 28 weeks ended August 15, 2009, computed as (sales - merchandise costs) / sales",
    margin_from_cost(F(KR, "SalesRevenueGoodsNet"), F(KR, "CostOfRevenue"), KH))
add(C, KR, "Kroger FCF for the first 28 weeks of fiscal 2009: net cash provided by operating activities less payments for capital expenditures",
    diff(F(KR, "NetCashProvidedByUsedInOperatingActivities"), F(KR, "PaymentsToAcquireProductiveAssets"), KH))
add(C, KR, "Kroger's effective tax rate year to date through Q2 fiscal 2009 (income tax expense / earnings before income tax expense, 28 weeks)",
    ratio(F(KR, "IncomeTaxExpenseBenefit"), F(KR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), KH))
add(C, PX, "Praxair first-half 2009 sales versus first-half 2008: percentage change expressed as a decimal (negative if sales fell)",
    growth(F(PX, "SalesRevenueNet"), PH, PHPY))
add(C, PX, "Praxair D/E at June 30, 2009, taking debt as short-term debt + current portion of long-term debt + long-term debt, over total equity including noncontrolling interests",
    derived("(e0+e1+e2)/e3", [inp(F(PX, "ShortTermBorrowings"), PB), inp(F(PX, "LongTermDebtAndCapitalLeaseObligationsCurrent"), PB),
                              inp(F(PX, "LongTermDebtAndCapitalLeaseObligations"), PB), inp(F(PX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, A10Q, "Net unrealized loss on Apple's Level 2 available-for-sale debt securities at September 24, 2022: gross unrealized losses minus gross unrealized gains",
    diff(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), AQ_BSPY, ma=L2, mb=L2))
add(C, A10Q, "What share of Apple's total liabilities and shareholders' equity did total non-current liabilities make up at September 24, 2022?",
    ratio(g("LiabilitiesNoncurrent"), g("LiabilitiesAndStockholdersEquity"), AQ_BSPY))
add(C, NF, "Federal share of Netflix's 2023 deferred income tax benefit (deferred federal / total deferred income taxes)",
    ratio(g("DeferredFederalIncomeTaxExpenseBenefit"), g("DeferredIncomeTaxExpenseBenefit"), N_FY23))
add(C, NF, "Change in the total intrinsic value of Netflix stock options exercised, 2022 vs 2021, as a decimal growth rate (negative = decrease)",
    growth(g(OPT + "ExercisesInPeriodTotalIntrinsicValue"), N_FY22, N_FY21))
add(C, UP, "Growth in Union Pacific's rent expense for operating leases from 2010 to 2011, as a fraction of the 2010 amount", growth(["unp:RentExpenseForOperatingLeases"], U_FY11, U_FY10))
add(C, UP, "Current taxes as a portion of Union Pacific's 2010 income tax expense, i.e. current / (current + deferred)",
    derived("e0/(e0+e1)", [inp(g("CurrentIncomeTaxExpenseBenefit"), U_FY10), inp(g("DeferredIncomeTaxExpenseBenefit"), U_FY10)], U_FY10, PURE))

# =================================================================== members
C = "members"
add(C, FITB, "In Fifth Third's Q1 2010 statement of changes in shareholders' equity, what cumulative-effect (change in accounting principle) adjustment went through the retained earnings column?",
    fact(F(FITB, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), Q10, USD, EQC("RetainedEarnings")))
add(C, FITB, "Preferred stock column balance in Fifth Third's equity statement as of March 31, 2009", fact(SE, MAR09, USD, EQC("PreferredStock")))
add(C, FITB, "Accretion of Series F preferred dividends credited to the preferred stock column at Fifth Third, first quarter of 2010",
    fact(F(FITB, "AccretionOfPreferredStockAndDividendsDeclared"), Q10, USD, EQC("PreferredStock")))
add(C, VNO, "Vornado's noncontrolling interests column in the statement of changes in equity, balance at December 31, 2008", fact(SE_NCI, DEC08, USD, EQC("NoncontrollingInterest")))
add(C, VNO, "How many common shares did Vornado issue under its employees' share option plan in Q1 2010 (common shares column of the equity statement)?",
    fact(F(VNO, "StockIssuedDuringPeriodSharesEmployeeStockOwnershipPlan"), Q10, SH, EQC("CommonStock")))
add(C, VNO, "Vornado equity statement: 'earnings less than distributions' (retained earnings) column at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, MET, "MetLife's foreign currency translation adjustments column of equity at March 31, 2010", fact(SE_NCI, B10, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, MET, "Unrealized investment gains (losses) recorded in MetLife's net unrealized investment gains (losses) column during the first quarter of 2010",
    fact(F(MET, "OtherComprehensiveIncomeAvailableForSaleSecuritiesAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("AccumulatedNetUnrealizedInvestmentGainLoss")))
add(C, MET, "Stock-based compensation recorded in the treasury stock column of MetLife's Q1 2010 equity statement", fact(F(MET, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("TreasuryStock")))
add(C, XEL, "Xcel Energy additional paid-in capital column of common stockholders' equity at March 31, 2009", fact(F(XEL, "CommonShareholdersEquity"), MAR09, USD, EQC("AdditionalPaidInCapital")))
add(C, XEL, "Shares of common stock Xcel issued during Q2 2009 according to its statement of common stockholders' equity", fact(F(XEL, "StockIssuedDuringPeriodSharesNewIssues"), PQ, SH, EQC("CommonStock")))
add(C, KR, "Kroger's treasury stock column in the statement of changes in shareowners' equity at August 16, 2008", fact(SE_NCI, KB08, USD, EQC("TreasuryStock")))
add(C, KR, "Restricted stock issued by Kroger in the first 28 weeks of fiscal 2009 - the amount in the treasury stock column", fact(F(KR, "RestrictedStockAwardsValue"), KH, USD, EQC("TreasuryStock")))
add(C, PX, "Praxair treasury shares at June 30, 2009 per the treasury stock shares column of its equity statement", fact(F(PX, "SharesIssued"), PB, SH, EQC("TreasuryStockShares")))
add(C, A10Q, "Balance of the accumulated other comprehensive income/(loss) column in Apple's shareholders' equity statement at April 1, 2023", fact(SE, AQ_BSQ2, USD, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}))
add(C, NF, "Netflix's cash flow hedge component of AOCI (stockholders' equity statement) at December 31, 2023", fact(SE, N_BS23, USD, {EQAX: G + "AccumulatedGainLossNetCashFlowHedgeParentMember"}))
add(C, NF, "Land within Netflix's property and equipment (gross) at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, {PPEAX: G + "LandMember"}))
add(C, UP, "Net book value of Union Pacific's freight cars at December 31, 2011", fact(g("PropertyPlantAndEquipmentNet"), U_BS11, USD, UPPE("unp:EquipmentFreightCarsMember")))
add(C, UP, "Share-based compensation activity recorded in Union Pacific's treasury stock column during 2012 (statement of changes in common shareholders' equity)",
    fact(g("StockIssuedDuringPeriodValueShareBasedCompensation"), U_FY12, USD, {EQAX: G + "TreasuryStockMember"}))
add(C, UP, "Accrued casualty costs charged to expense by Union Pacific in 2011 per the valuation and qualifying accounts schedule",
    fact(g("ValuationAllowancesAndReservesChargedToCostAndExpense"), U_FY11, USD, {G + "ValuationAllowancesAndReservesTypeAxis": "unp:AccruedCasualtyCostsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, FITB, "Fifth Third diluted earnings per share for Q1 2010", fact(F(FITB, "EarningsPerShareDiluted"), Q10, PS))
add(C, FITB, "Number of Fifth Third common shares outstanding at December 31, 2009", fact(F(FITB, "CommonStockSharesOutstanding"), DEC09, SH))
add(C, FITB, "Initial exercise price per share of the warrant Fifth Third issued alongside its Series F preferred stock, as shown at March 31, 2010",
    fact(F(FITB, "ClassOfWarrantOrRightExercisePriceOfWarrantsOrRights"), B10, PS, {"ClassOfStock": "SeriesFPreferredStock"}))
add(C, VNO, "Vornado basic income from continuing operations per share, first quarter 2010", fact(F(VNO, "IncomeLossFromContinuingOperationsPerBasicShare"), Q10, PS))
add(C, VNO, "Dividends per common share declared by Vornado in Q1 2009", fact(F(VNO, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, VNO, "Diluted weighted average shares in Vornado's Q1 2010 EPS computation", fact(F(VNO, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, MET, "MetLife diluted income from continuing operations per share for the quarter ended March 31, 2010", fact(F(MET, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, MET, "How many shares did MetLife hold in treasury at December 31, 2009?", fact(F(MET, "TreasuryStockShares"), DEC09, SH))
add(C, MET, "MetLife basic net income (loss) per share in the first quarter of 2009", fact(F(MET, "EarningsPerShareBasic"), Q09, PS))
add(C, XEL, "Xcel Energy diluted EPS for the six months ended June 30, 2008", fact(F(XEL, "EarningsPerShareDiluted"), PHPY, PS))
add(C, XEL, "Cash dividends declared per Xcel common share in the second quarter of 2009", fact(F(XEL, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, KR, "Kroger net earnings per basic share, 28 weeks ended August 15, 2009", fact(F(KR, "EarningsPerShareBasic"), KH, PS))
add(C, KR, "Average number of shares Kroger used in its diluted calculation for the 12 weeks ended August 16, 2008", fact(F(KR, "WeightedAverageNumberOfDilutedSharesOutstanding"), KQPY, SH))
add(C, PX, "Praxair cash dividends per share paid in Q2 2009", fact(F(PX, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, A10Q, "Common shares issued by Apple as of September 24, 2022, per the Q3 FY23 balance sheet parenthetical", fact(CSI, AQ_BSPY, SH))
add(C, NF, "Weighted-average exercise price of Netflix options exercised during 2022", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExercisesInPeriodWeightedAverageExercisePrice"), N_FY22, PS))
add(C, NF, "Number of Netflix stock options outstanding at December 31, 2022", fact(g(OPT + "OutstandingNumber"), N_BS22, SH))
add(C, NF, "Netflix weighted-average grant-date fair value per option for grants made in 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), N_FY22, PS))
add(C, UP, "Cash dividends paid per Union Pacific share in 2010", fact(DPS_PAID, U_FY10, PS))
add(C, UP, "Union Pacific diluted earnings per share for fiscal 2010", fact(EPSD, U_FY10, PS))

# =================================================================== jargon
C = "jargon"
add(C, FITB, "FITB NII after provision, 1Q10", fact(F(FITB, "InterestIncomeExpenseAfterProvisionForLoanLoss"), Q10, USD))
add(C, FITB, "Fifth Third PLLL (provision for loan & lease losses) in 1Q09", fact(F(FITB, "ProvisionForLoanAndLeaseLosses"), Q09, USD))
add(C, FITB, "FITB capex - bank premises & equipment - Q1'10", fact(F(FITB, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, VNO, "VNO G&A, 1Q10", fact(F(VNO, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, VNO, "Vornado CFO for the March '10 quarter", fact(F(VNO, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, VNO, "VNO development capex (development costs & CIP spend), 1Q10", fact(F(VNO, "PaymentsForConstructionInProcess"), Q10, USD))
add(C, MET, "MET OTTI on fixed maturity securities, 1Q10", fact(F(MET, "OtherThanTemporaryImpairmentsOnFixedMaturitySecurities"), Q10, USD))
add(C, MET, "MetLife op cash flow 1Q10", fact(F(MET, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, XEL, "XEL other O&M expense, 1H09", fact(F(XEL, "OtherCostAndExpenseOperating"), PH, USD))
add(C, XEL, "Xcel utility capex (capital/construction expenditures), H1 2009", fact(F(XEL, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, KR, "KR D&A, 2Q FY09 (12 wks)", fact(F(KR, "DepreciationAndAmortization"), KQ, USD))
add(C, KR, "Kroger buybacks YTD FY09 (28 wks) - cash spent on treasury stock purchases", fact(F(KR, "PaymentsForRepurchaseOfCommonStock"), KH, USD))
add(C, PX, "PX capex 1H09", fact(F(PX, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, PX, "Praxair CFO, 6M 2008", fact(F(PX, "NetCashProvidedByUsedInOperatingActivities"), PHPY, USD))
add(C, A10Q, "AAPL total non-current assets, FYE22 (9/24/22)", fact(g("AssetsNoncurrent"), AQ_BSPY, USD))
add(C, A10Q, "AAPL notional on non-designated FX derivatives at FYE22", fact(g("DerivativeNotionalAmount"), AQ_BSPY, USD,
    {G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember", G + "HedgingDesignationAxis": G + "NondesignatedMember"}))
add(C, NF, "NFLX tax benefit on SBC, FY22", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), N_FY22, USD))
add(C, NF, "NFLX change in content liabilities (CFO line), FY23", fact(["nflx:ChangeInStreamingContentLiabilities"], N_FY23, USD))
add(C, UP, "UNP excess tax benefit from SBC (financing CF), FY11", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), U_FY11, USD))
add(C, UP, "UNP gain on non-operating property, 2011", fact(["unp:GainLossOnNonOperatingProperty"], U_FY11, USD))

# =================================================================== refuse
C = "refuse"
add(C, FITB, "Huntington Bancshares net interest income for the first quarter of 2010?", refuse(oc, "Huntington Bancshares is not in the data (Fifth Third is).", other("HUNTINGTON")))
add(C, VNO, "What was SL Green Realty's rental revenue in Q1 2010?", refuse(oc, "SL Green Realty is not in the data (Vornado is).", other("SL GREEN")))
add(C, MET, "Manulife premiums for the quarter ended March 31, 2010?", refuse(oc, "Manulife is not in the data (MetLife is).", other("MANULIFE")))
add(C, PX, "How much did Airgas report in sales for its June 2009 quarter?", refuse(oc, "Airgas is not in the data (Praxair is).", other("AIRGAS")))
add(C, UP, "Trinity Industries railcar revenues in 2012 - what did they report?", refuse(oc, "Trinity Industries is not in the data (Union Pacific is).", other("TRINITY")))
add(C, FITB, "Fifth Third total noninterest income in the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q covers the quarter ended March 31, 2010 (and Q1 2009); the June 2010 quarter is not reported.",
    absent(F(FITB, "NoninterestIncome"), Q2_10)))
add(C, XEL, "Xcel Energy total operating revenues for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.",
    absent(F(XEL, "Revenues"), Q3_09)))
add(C, KR, "Kroger sales in its third quarter of fiscal 2009 (ended November 2009)?", refuse(pn, "The fiscal Q2 2009 10-Q ends August 15, 2009; fiscal Q3 is not reported.",
    absent(F(KR, "SalesRevenueGoodsNet"), KQ3)))
add(C, A10Q, "Apple R&D expense for the quarter ended June 26, 2021 (fiscal Q3 2021)?", refuse(pn, "The Q3 FY23 10-Q reports R&D for the June 2023 and June 2022 quarters and their nine-month periods; fiscal Q3 2021 is not in it.",
    absent(RD, A_Q3_21)))
add(C, UP, "Union Pacific capital expenditures (capital investments) in 2009?", refuse(pn, "The FY2012 10-K's cash flow statement covers 2010-2012 only; 2009 capex is not reported.",
    absent(CAPEX + g("PaymentsToAcquireProductiveAssets"), U_FY09)))
add(C, MET, "What inventories did MetLife carry at March 31, 2010?", refuse(cn, "MetLife, an insurer, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, KR, "Kroger research and development expense for the first 28 weeks of fiscal 2009?", refuse(cn, "Kroger's 10-Q financial data carry no R&D expense.",
    absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, A10Q, "What impairment charges did Apple record in the first nine months of fiscal 2023?", refuse(cn, "Apple's Q3 FY23 10-Q tags no impairment or restructuring charge.",
    absent_any(g("AssetImpairmentCharges", "GoodwillImpairmentLoss", "ImpairmentOfLongLivedAssetsHeldForUse", "RestructuringCharges"))))
add(C, NF, "How much of Netflix's 2023 net income was attributable to noncontrolling interests?", refuse(cn, "Netflix reports no noncontrolling interests in its FY2023 10-K.",
    absent_any(g("NetIncomeLossAttributableToNoncontrollingInterest", "MinorityInterest", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"))))
add(C, UP, "Did Union Pacific book any restructuring or asset impairment charges in 2012, and how much?", refuse(cn, "The FY2012 10-K tags no restructuring or impairment charge.",
    absent_any(g("RestructuringCharges", "RestructuringCosts", "AssetImpairmentCharges", "ImpairmentOfLongLivedAssetsHeldForUse"))))
WHY_MET = ("MetLife reports 'Net income (loss)' including noncontrolling interests (ProfitLoss), 'Net income (loss) attributable to MetLife, Inc.' "
           "(NetIncomeLoss) and 'Net income (loss) available to MetLife, Inc.'s common shareholders' for Q1 2010.")
add(C, MET, "MetLife net income for Q1 2010?", refuse(am, WHY_MET, amb_for(MET, WHY_MET,
    (F(MET, "ProfitLoss"), Q10, None), (F(MET, "NetIncomeLoss"), Q10, None), (F(MET, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_VNO = ("Vornado's income statement shows 'Net income' (including noncontrolling interests, ProfitLoss), 'Net income attributable to Vornado' "
           "(NetIncomeLoss) and 'NET INCOME attributable to common shareholders' (after preferred dividends) for Q1 2010.")
add(C, VNO, "What was Vornado's net income in the first quarter of 2010?", refuse(am, WHY_VNO, amb_for(VNO, WHY_VNO,
    (F(VNO, "ProfitLoss"), Q10, None), (F(VNO, "NetIncomeLoss"), Q10, None), (F(VNO, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_XEL = ("Xcel's June 30, 2009 balance sheet has four lines labelled 'Derivative instruments valuation': current and non-current derivative "
           "assets and current and non-current derivative liabilities.")
add(C, XEL, "Xcel Energy derivative instruments valuation on the June 30, 2009 balance sheet?", refuse(am, WHY_XEL, amb_for(XEL, WHY_XEL,
    (F(XEL, "DerivativeAssetsCurrent"), PB, None), (F(XEL, "DerivativeAssetsNoncurrent"), PB, None),
    (F(XEL, "DerivativeLiabilitiesCurrent"), PB, None), (F(XEL, "DerivativeLiabilitiesNoncurrent"), PB, None))))
WHY_KR = ("Kroger's August 15, 2009 balance sheet has two lines labelled 'Deferred income taxes': a current liability (DeferredTaxLiabilitiesCurrent) "
          "and a long-term liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, KR, "Kroger deferred income taxes on the balance sheet at August 15, 2009?", refuse(am, WHY_KR, amb_for(KR, WHY_KR,
    (F(KR, "DeferredTaxLiabilitiesCurrent"), KB, None), (F(KR, "DeferredTaxLiabilitiesNoncurrent"), KB, None))))
WHY_FITB = ("Fifth Third's Q1 2010 investing cash flows have three lines labelled 'Available-for-sale securities': proceeds from sales, "
            "proceeds from maturities/prepayments/calls, and purchases.")
add(C, FITB, "What was the available-for-sale securities line in Fifth Third's investing cash flows for Q1 2010?", refuse(am, WHY_FITB, amb_for(FITB, WHY_FITB,
    (F(FITB, "ProceedsFromSaleOfAvailableForSaleSecurities"), Q10, None), (F(FITB, "ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), Q10, None),
    (F(FITB, "PaymentsToAcquireAvailableForSaleSecurities"), Q10, None))))

def main():
    write_round("h31", gr.QUESTIONS_31, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28, gr.QUESTIONS_29, gr.QUESTIONS_30), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
