#!/usr/bin/env python3
"""Writes evals/data/ask_heldout36.jsonl and its refusal probes (ask_heldout36_probes.jsonl) -- round 36 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout36.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions36.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout36.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-34's scaffolding) through sys.path (nothing there was modified; no bytecode was written), and
rounds 1-34 were read from a copy of evals/data; here `from specs import *` takes them from evals/heldout itself.
Rounds 1-34 are named one by one in main(). Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-36 share


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


# ------------------------------------------------------------------ round 36 FSDS filings: companies no round 1-34 used (checked CIK by
# CIK and adsh by adsh against every question and probe file of rounds 1-34, and against avoid_adsh.txt), all with
# EVEN CIKs (the parallel writer takes odd CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a government-sponsored mortgage company, a specialty pharma, an electric utility (2010q2); a department-store
# retailer on a 52-week fiscal year, an office REIT and a regional bank (2009q3).
FNMA = "fsds:0000950123-10-046823"  # FEDERAL NATIONAL MORTGAGE ASSOCIATION (Fannie Mae) 10-Q (2010q2), CIK 310522, Q1 2010; EquityComponents rows
SHPG = "fsds:0000950103-10-001332"  # SHIRE PLC 10-Q (2010q2), CIK 936402, Q1 2010 (specialty pharma); EquityComponents rows
PPL = "fsds:0000922224-10-000046"   # PPL CORP 10-Q (2010q2), CIK 922224, Q1 2010 (electric utility); EquityComponents rows
JCP = "fsds:0001166126-09-000048"   # J C PENNEY CO INC 10-Q (2009q3), CIK 1166126, fiscal Q2 2009 ended Aug 1, 2009 (ddate 2009-07-31)
BXP = "fsds:0001193125-09-167264"   # BOSTON PROPERTIES INC 10-Q (2009q3), CIK 1037540, Q2 2009 and six months (office REIT)
KEY = "fsds:0000950123-09-032642"   # KEYCORP /NEW/ 10-Q (2009q3), CIK 91576, Q2 2009 and six months (bank); EquityComponents + ClassOfStock rows
TICK = {FNMA: "fnma", SHPG: "shpg", PPL: "ppl", JCP: "jcp", BXP: "bxp", KEY: "key"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# J.C. Penney fiscal 2009 (year starts ~Feb 1): Q2 = 13 weeks ended Aug 1, 2009; FSDS month-end dates
JQ, JH = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31")
JQPY, JHPY = ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
JB, JBFY, JBPY = (None, "2009-07-31"), (None, "2009-01-31"), (None, "2008-07-31")
JQ3 = ("2009-08-01", "2009-10-31")
# calendar Q2 2009 (Boston Properties, KeyCorp)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PBPY = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
INVENTORY = g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves")

# instance periods, axes and members not among the shared constants
A_BS21 = (None, "2021-09-25")
A_FY20 = ("2019-09-29", "2020-09-26")
M_FY12 = ("2011-07-01", "2012-06-30")
NOKIA_SINCE = ("2014-04-26", "2014-06-30")
E_9M_23 = ("2023-01-01", "2023-09-30")
EQAX = G + "StatementEquityComponentsAxis"
FVL, L2 = G + "FairValueByFairValueHierarchyLevelAxis", G + "FairValueInputsLevel2Member"
AWARD = G + "AwardTypeAxis"
RSU_ = {AWARD: G + "RestrictedStockUnitsRSUMember"}
RSTOCK = {AWARD: G + "RestrictedStockMember"}
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
NOKIA = {G + "BusinessAcquisitionAxis": "msft:NokiaDevicesAndServicesBusinessMember"}
INVTYPE = G + "InvestmentTypeAxis"
ISLOC = G + "IncomeStatementLocationAxis"
AEON_SGA = {ISLOC: G + "SellingGeneralAndAdministrativeExpensesMember"}
AEON_RD = {ISLOC: G + "ResearchAndDevelopmentExpenseMember"}
ANTIDIL = G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis"
DVD_IS = g("GainLossOnDispositionOfOtherAssets")   # Netflix 2010 10-Q: 'Gain on disposal of DVDs' on the income statement
DVD_CF = g("GainLossOnSaleOfOtherAssets")          # the same caption in the cash flow statement

# =================================================================== direct
C = "direct"
add(C, FNMA, "What did Fannie Mae book as its provision for loan losses in the first quarter of 2010?",
    fact(F(FNMA, "ProvisionForLoanLossesExpensed"), Q10, USD))
add(C, FNMA, "Fannie Mae guaranty fee income, three months ended March 31, 2010", fact(F(FNMA, "GuarantyFeesIncome"), Q10, USD))
add(C, FNMA, "How large was the senior preferred stock (the Treasury's stake) on Fannie Mae's balance sheet at March 31, 2010?",
    fact(F(FNMA, "SeniorPreferredStockValue"), B10, USD))
add(C, SHPG, "Royalties Shire plc recognized as revenue in Q1 2010", fact(F(SHPG, "RoyaltyRevenue"), Q10, USD))
add(C, SHPG, "How much did Shire spend on research and development in the quarter ended March 31, 2010?", fact(F(SHPG, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, PPL, "PPL Corporation's fuel expense for the first quarter of 2010", fact(F(PPL, "FuelCosts"), Q10, USD))
add(C, PPL, "What were PPL's nuclear plant decommissioning trust funds worth on the March 31, 2010 balance sheet?",
    fact(F(PPL, "DecommissioningFundInvestments"), B10, USD))
add(C, PPL, "In its Q1 2010 cash flow statement, how much did PPL add back as the provision for the Montana hydroelectric litigation?",
    fact(F(PPL, "LossContingencyLossInPeriod"), Q10, USD))
add(C, JCP, "JCPenney merchandise inventory, net of LIFO reserves, as of August 1, 2009", fact(F(JCP, "InventoryNet"), JB, USD))
add(C, JCP, "Pre-opening costs J. C. Penney expensed in the quarter ended August 1, 2009", fact(F(JCP, "PreOpeningCosts"), JQ, USD))
add(C, BXP, "Construction in process on Boston Properties' balance sheet at June 30, 2009", fact(F(BXP, "ConstructionInProgressGross"), PB, USD))
add(C, BXP, "How much did Boston Properties owe on mortgage notes payable at mid-2009?", fact(F(BXP, "SecuredDebt"), PB, USD))
add(C, KEY, "KeyCorp net loans (after the allowance) at June 30, 2009", fact(F(KEY, "LoansAndLeasesReceivableNetReportedAmount"), PB, USD))
add(C, KEY, "What did KeyCorp carry as corporate-owned life insurance at the end of Q2 2009?", fact(F(KEY, "BankOwnedLifeInsurance"), PB, USD))
add(C, MS, "Microsoft's short-term investments out on securities loan at June 30, 2015", fact(g("SecuritiesLoaned"), M_BS15, USD))
add(C, MS, "Deferred income taxes in Microsoft's fiscal 2015 provision for income taxes", fact(g("DeferredIncomeTaxExpenseBenefit"), M_FY15, USD))
add(C, A10K, "Valuation allowance against Apple's deferred tax assets as of September 30, 2023",
    fact(g("DeferredTaxAssetsValuationAllowance"), A_BS23, USD))
add(C, A10K, "How much of the carrying amount of Apple's term debt at fiscal 2023 year-end was hedge accounting adjustments?",
    fact(["aapl:HedgeAccountingAdjustmentsRelatedToLongTermDebt"], A_BS23, USD))
add(C, AE, "AEON's change in the contingent consideration liability, as adjusted in the successor-period cash flow statement (July 22 - September 30, 2023)",
    fact(["aeon:ChangeInAmountOfContingentConsiderationLiability"], E_SUCC, USD))
add(C, NQ, "Gain on disposal of DVDs as shown on Netflix's income statement for the third quarter of 2010", fact(DVD_IS, N10_Q3, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, FNMA, "Net other-than-temporary impairments at Fannie Mae in the first quarter of 2009",
    fact(F(FNMA, "MarketableSecuritiesRealizedGainLossOtherThanTemporaryImpairmentsAmount"), Q09, USD))
add(C, FNMA, "Fannie Mae's reserve for guaranty losses as of December 31, 2009", fact(F(FNMA, "ReserveForGuarantyLosses"), DEC09, USD))
add(C, FNMA, "What was Fannie Mae's acquired property, net (foreclosed homes) at year-end 2009?", fact(F(FNMA, "RealEstateAcquiredThroughForeclosure"), DEC09, USD))
add(C, SHPG, "Shire product sales in the year-ago quarter, Q1 2009", fact(F(SHPG, "SalesRevenueGoodsNet"), Q09, USD))
add(C, SHPG, "Goodwill on Shire's December 31, 2009 balance sheet", fact(F(SHPG, "Goodwill"), DEC09, USD))
add(C, PPL, "PPL total operating revenues for the first quarter of 2009", fact(F(PPL, "RegulatedAndUnregulatedOperatingRevenue"), Q09, USD))
add(C, PPL, "How much counterparty collateral did PPL hold as a current liability at the end of 2009?", fact(F(PPL, "CustomerDepositsCurrent"), DEC09, USD))
add(C, JCP, "J. C. Penney total net sales for the quarter ended August 2, 2008 (Q2 of fiscal 2008)", fact(F(JCP, "SalesRevenueNet"), JQPY, USD))
add(C, JCP, "Long-term debt on JCPenney's balance sheet at fiscal 2008 year-end (January 31, 2009)", fact(F(JCP, "LongTermDebtAndCapitalLeaseObligations"), JBFY, USD))
add(C, JCP, "JCP's prepaid pension asset a year before, as of August 2, 2008", fact(F(JCP, "PrepaidPensionCosts"), JBPY, USD))
add(C, BXP, "Unsecured exchangeable senior notes, net of discount, at Boston Properties on December 31, 2008", fact(F(BXP, "ConvertibleNotesPayable"), PYE, USD))
add(C, BXP, "Boston Properties total revenue in the second quarter of 2008", fact(F(BXP, "Revenues"), PQPY, USD))
add(C, KEY, "KeyCorp's total deposits at December 31, 2008", fact(F(KEY, "Deposits"), PYE, USD))
add(C, KEY, "Goodwill KeyCorp reported as of June 30, 2008", fact(F(KEY, "Goodwill"), PBPY, USD))
add(C, MS, "Other long-term assets on Microsoft's balance sheet at June 30, 2014", fact(g("OtherAssetsNoncurrent"), M_BS14, USD))
add(C, MS, "Microsoft other income, net for fiscal 2013", fact(g("NonoperatingIncomeExpense"), M_FY13, USD))
add(C, A10K, "Other current accrued liabilities at Apple as of September 24, 2022", fact(g("OtherAccruedLiabilitiesCurrent"), A_BS22, USD))
add(C, A10K, "Apple's deferred federal income tax expense (benefit) in fiscal 2021", fact(g("DeferredFederalIncomeTaxExpenseBenefit"), A_FY21, USD))
add(C, AE, "AEON Biopharma's convertible notes payable (non-current) at December 31, 2022", fact(g("ConvertibleLongTermNotesPayable"), E_BSPY, USD))
add(C, NQ, "What did Netflix report on the 'Acquisition of streaming content library' line of its cash flow statement for the first nine months of 2009?",
    fact(["nflx:AcquisitionOfStreamingContentLibrary"], N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, JCP, "JCPenney pension expense for the second quarter of fiscal 2009 only, not year to date", fact(F(JCP, "PensionExpense"), JQ, USD))
add(C, JCP, "Selling, general and administrative expense at J. C. Penney for the 26 weeks ended August 1, 2009", fact(F(JCP, "SellingGeneralAndAdministrativeExpense"), JH, USD))
add(C, JCP, "J.C. Penney net interest expense in the three months ended August 1, 2009", fact(F(JCP, "InterestExpense"), JQ, USD))
add(C, JCP, "Real estate and other (income), net at JCPenney, six months to August 1, 2009", fact(F(JCP, "OtherOperatingExpenseIncome"), JH, USD))
add(C, BXP, "Base rent Boston Properties earned in the June 2009 quarter by itself", fact(F(BXP, "OperatingLeasesIncomeStatementLeaseRevenue"), PQ, USD))
add(C, BXP, "Recoveries from tenants at Boston Properties, first half of 2009", fact(F(BXP, "TenantReimbursements"), PH, USD))
add(C, BXP, "Hotel revenue Boston Properties recorded in Q2 2009 (three months)", fact(F(BXP, "RevenueFromLeasedAndOwnedHotels"), PQ, USD))
add(C, BXP, "Boston Properties' 'loss from suspension of development' line, year to date through June 30, 2009",
    fact(F(BXP, "OtherNonoperatingGainsLosses"), PH, USD))
add(C, KEY, "KeyCorp's FDIC assessment for the quarter ended June 30, 2009 alone", fact(F(KEY, "FdicAssessment"), PQ, USD))
add(C, KEY, "Net securities gains at KeyCorp for the six months ended June 30, 2009", fact(F(KEY, "GainLossOnSaleOfSecuritiesNet"), PH, USD))
add(C, KEY, "Investment banking and capital markets income KeyCorp earned in the April-June 2009 quarter", fact(F(KEY, "InvestmentBankingAndCapitalMarketsIncome"), PQ, USD))
add(C, MS, "How many shares did Microsoft buy back under its repurchase program in the October-December 2013 quarter (fiscal Q2 2014)?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_Q2_14, SH, REPO))
add(C, MS, "Dollar amount of Microsoft share repurchases under the program in the first quarter of fiscal 2014 (July-September 2013)",
    fact(g("StockRepurchasedDuringPeriodValue"), M_Q1_14, USD, REPO))
add(C, MS, "Acquisition costs Microsoft expensed on the Nokia Devices and Services deal in the quarter ended June 30, 2014",
    fact(g("BusinessCombinationAcquisitionRelatedCosts"), M_Q4_14, USD, NOKIA))
add(C, AE, "Share-based compensation AEON charged to selling, general and administrative expense in the three months ended September 30, 2022",
    fact(g("AllocatedShareBasedCompensationExpense"), E_Q3_22, USD, AEON_SGA))
add(C, AE, "Stock comp that AEON recorded within R&D over the nine months ended September 30, 2022",
    fact(g("AllocatedShareBasedCompensationExpense"), E_9M_22, USD, AEON_RD))
add(C, NQ, "The 'Other assets' line in Netflix's investing cash flows for Q3 2010 on its own (July-September)",
    fact(["nflx:PaymentsForProceedsFromOtherAssets"], N10_Q3, USD))
add(C, NQ, "Netflix's change in other assets and liabilities within operating cash flow for just the third quarter of 2010",
    fact(g("IncreaseDecreaseInOtherOperatingCapitalNet"), N10_Q3, USD))
add(C, NQ, "For the three months ended September 30, 2009, what was the streaming content library acquisition line in Netflix's cash flows?",
    fact(["nflx:AcquisitionOfStreamingContentLibrary"], N10_Q3PY, USD))
add(C, JCP, "Gross margin dollars J. C. Penney earned in fiscal Q2 2008 (the quarter alone)", fact(F(JCP, "GrossProfit"), JQPY, USD))

# =================================================================== derived
C = "derived"
add(C, FNMA, "In Q1 2010, what fraction of Fannie Mae's total interest income came from mortgage loans of consolidated trusts?",
    ratio(F(FNMA, "MortgageLoansOfConsolidatedTrusts"), F(FNMA, "InterestAndDividendIncomeOperating"), Q10))
add(C, FNMA, "By what percentage did Fannie Mae's total assets grow from December 31, 2009 to March 31, 2010, when it brought its MBS trusts on balance sheet? (decimal; 1.0 = +100%)",
    growth(F(FNMA, "Assets"), B10, DEC09))
add(C, FNMA, "Fannie Mae's allowance for loan losses relative to total loans held for investment at March 31, 2010",
    ratio(F(FNMA, "AllowanceForLoanAndLeaseLossesRealEstate"), F(FNMA, "TotalLoansHeldForInvestment"), B10))
add(C, SHPG, "Shire's gross margin on product sales in Q1 2010, computed as (product sales - cost of product sales) / product sales",
    margin_from_cost(F(SHPG, "SalesRevenueGoodsNet"), F(SHPG, "CostOfGoodsSold"), Q10))
add(C, SHPG, "SG&A as a share of Shire's total revenues for the first quarter of 2009", ratio(F(SHPG, "SellingGeneralAndAdministrativeExpense"), F(SHPG, "Revenues"), Q09))
add(C, PPL, "PPL free cash flow for Q1 2010, taking FCF = net cash provided by operating activities minus expenditures for property, plant and equipment",
    diff(F(PPL, "NetCashProvidedByUsedInOperatingActivities"), F(PPL, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, PPL, "PPL's debt-to-equity at March 31, 2010, defined as (short-term debt + long-term debt) / total PPL Corporation shareowners' common equity",
    derived("(e0+e1)/e2", [inp(F(PPL, "ShortTermBorrowings"), B10), inp(F(PPL, "LongTermDebtNoncurrent"), B10), inp(F(PPL, "StockholdersEquity"), B10)], B10, PURE))
add(C, PPL, "Year-over-year growth in PPL's realized wholesale energy marketing revenue, Q1 2010 over Q1 2009 (decimal)",
    growth(F(PPL, "WholesaleEnergyMarketingRealized"), Q10, Q09))
add(C, JCP, "JCPenney's gross margin rate for the quarter ended August 1, 2009 (gross margin / total net sales)",
    ratio(F(JCP, "GrossProfit"), F(JCP, "SalesRevenueNet"), JQ))
add(C, JCP, "Change in J. C. Penney's first-half net sales, fiscal 2009 vs fiscal 2008, as a decimal (negative = decline)",
    growth(F(JCP, "SalesRevenueNet"), JH, JHPY))
add(C, JCP, "JCP current ratio (total current assets / total current liabilities) at August 1, 2009", ratio(F(JCP, "AssetsCurrent"), F(JCP, "LiabilitiesCurrent"), JB))
add(C, BXP, "Boston Properties' total expenses as a fraction of total revenue for Q2 2009", ratio(F(BXP, "CostsAndExpenses"), F(BXP, "Revenues"), PQ))
add(C, BXP, "How much did Boston Properties' cash and cash equivalents rise, in percent, between year-end 2008 and June 30, 2009? (decimal)",
    growth(F(BXP, "CashAndCashEquivalentsAtCarryingValue"), PB, PYE))
add(C, KEY, "KeyCorp loan-to-deposit ratio at June 30, 2009: loans net of unearned income over total deposits",
    ratio(F(KEY, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(KEY, "Deposits"), PB))
add(C, KEY, "KeyCorp's efficiency ratio for the first half of 2009 -- total noninterest expense / (net interest income + total noninterest income)",
    derived("e0/(e1+e2)", [inp(F(KEY, "NoninterestExpense"), PH), inp(F(KEY, "InterestIncomeExpenseNet"), PH), inp(F(KEY, "NoninterestIncome"), PH)], PH, PURE))
add(C, MS, "Microsoft's unrealized gain cushion on its investment components at June 30, 2015: (recorded basis - cost basis) / cost basis",
    derived("(e0-e1)/e1", [inp(g("AvailableForSaleSecurities"), M_BS15), inp(g("AvailableForSaleSecuritiesAmortizedCost"), M_BS15)], M_BS15, PURE))
add(C, MS, "How much did Microsoft's OCI from net unrealized gains (losses) on derivatives swing from fiscal 2014 to fiscal 2015? (FY15 minus FY14, dollars)",
    diff(g("OtherComprehensiveIncomeLossDerivativesQualifyingAsHedgesNetOfTax"), g("OtherComprehensiveIncomeLossDerivativesQualifyingAsHedgesNetOfTax"), M_FY15, M_FY14))
add(C, A10K, "Apple's non-trade receivables divided by its trade accounts receivable (net) at September 24, 2022",
    ratio(g("NontradeReceivablesCurrent"), g("AccountsReceivableNetCurrent"), A_BS22))
add(C, AE, "Across AEON's predecessor period (Jan 1 - Jul 21, 2023) and successor period (Jul 22 - Sep 30, 2023), what was the combined net change in cash, cash equivalents and restricted cash? (sum of the two periods)",
    total(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"),
          g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), E_PRED, E_SUCC))
add(C, NQ, "Percent change in the income-statement gain on disposal of DVDs at Netflix, first nine months of 2010 versus the same period of 2009 (decimal)",
    growth(DVD_IS, N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, FNMA, "In Fannie Mae's Q1 2010 statement of changes in equity, how much did adopting the new transfers/consolidation accounting standards add to the retained earnings (accumulated deficit) column?",
    fact(F(FNMA, "CumulativeEffectFromTheAdoptionOfTheAccountingStandardsOnTransfersOfFinancialAssetsAndConsolidation"), Q10, USD, EQC("RetainedEarnings")))
add(C, FNMA, "Senior preferred stock column of Fannie Mae's equity statement -- balance at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("SeniorPreferredsStock")))
add(C, FNMA, "What did the treasury stock column of Fannie Mae's equity roll-forward show at December 31, 2008?", fact(SE_NCI, DEC08, USD, EQC("TreasuryStock")))
add(C, FNMA, "Senior preferred stock dividends charged against additional paid-in capital in Fannie Mae's first-quarter 2010 equity statement",
    fact(F(FNMA, "DividendsSeniorPreferredStockdeclared"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, SHPG, "Effect on the treasury stock column of shares Shire's Employee Share Ownership Trust released to satisfy option exercises, Q1 2010",
    fact(F(SHPG, "SharesReleasedDuringPeriodByESOT"), Q10, USD, EQC("TreasuryStock")))
add(C, SHPG, "Shire equity statement: accumulated other comprehensive income column at March 31, 2010", fact(SE_NCI, B10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, PPL, "Dividends, dividend equivalents and distributions charged to PPL's earnings reinvested column in Q1 2010",
    fact(F(PPL, "Dividends"), Q10, USD, EQC("RetainedEarnings")))
add(C, PPL, "Number of common shares PPL issued in the first quarter of 2009 according to the common stock column of its equity statement",
    fact(F(PPL, "StockIssuedDuringPeriodSharesNewIssues"), Q09, SH, EQC("CommonStock")))
add(C, PPL, "Noncontrolling interests component of PPL's total equity as of March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("NoncontrollingInterest")))
add(C, KEY, "Cash dividends declared on KeyCorp's Series B preferred stock (the TARP shares), as charged to retained earnings in the first half of 2009",
    fact(F(KEY, "DividendsPreferredStockCash"), PH, USD, {"ClassOfStock": "SeriesBPreferredStock", "EquityComponents": "RetainedEarnings"}))
add(C, KEY, "Common shares KeyCorp issued during the first six months of 2009, per the common shares column of its equity statement",
    fact(F(KEY, "CommonSharesIssuedShares"), PH, SH, EQC("CommonStock")))
add(C, KEY, "Exchange of common shares for capital securities: amount credited to KeyCorp's capital surplus column, six months ended June 30, 2009",
    fact(F(KEY, "CommonSharesExchangedForCapitalSecurities"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, KEY, "Balance of the common stock warrant column in KeyCorp's equity at June 30, 2009", fact(SE_NCI, PB, USD, EQC("CommonStockWarrant")))
add(C, KEY, "Carrying value of KeyCorp's Series A preferred stock on the June 30, 2009 balance sheet", fact(F(KEY, "PreferredStockValue"), PB, USD, COS("SeriesAPreferredStock")))
add(C, MS, "Revenue the acquired Nokia Devices and Services business contributed to Microsoft from the acquisition date through June 30, 2014",
    fact(g("BusinessCombinationProFormaInformationRevenueOfAcquireeSinceAcquisitionDateActual"), NOKIA_SINCE, USD, NOKIA))
add(C, MS, "Equity securities within Microsoft's equity and other investments at June 30, 2015",
    fact(["msft:LongTermInvestmentsExcludingHeldToMaturity"], M_BS15, USD, {INVTYPE: G + "EquitySecuritiesMember"}))
add(C, MS, "Technology-based intangible assets Microsoft acquired during fiscal 2014",
    fact(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY14, USD, {FLI: G + "TechnologyBasedIntangibleAssetsMember"}))
add(C, A10K, "Level 2 non-current marketable securities held by Apple at September 30, 2023", fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, {FVL: L2}))
add(C, A10K, "Total fair value of Apple RSUs that vested during fiscal 2022",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), A_FY22, USD, RSU_))
add(C, AE, "Warrants AEON left out of diluted EPS as anti-dilutive for the nine months ended September 30, 2023",
    fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), E_9M_23, SH, {ANTIDIL: G + "WarrantMember"}))

# =================================================================== per_share
C = "per_share"
add(C, FNMA, "Fannie Mae's loss per common share (basic and diluted) for Q1 2010", fact(F(FNMA, "EarningsPerShareBasic"), Q10, PS))
add(C, FNMA, "Weighted-average common shares Fannie Mae used in computing its Q1 2009 loss per share", fact(F(FNMA, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, FNMA, "How many shares did Fannie Mae hold in treasury at March 31, 2010?", fact(F(FNMA, "TreasuryStockShares"), B10, SH))
add(C, SHPG, "Diluted earnings per ordinary share attributable to Shire plc shareholders, first quarter 2010", fact(F(SHPG, "EarningsPerShareDiluted"), Q10, PS))
add(C, SHPG, "Basic weighted average number of Shire shares for the three months ended March 31, 2009", fact(F(SHPG, "WeightedAverageNumberOfSharesIssuedBasic"), Q09, SH))
add(C, PPL, "PPL dividends declared per share of common stock in Q1 2010", fact(F(PPL, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, PPL, "PPL diluted EPS from continuing operations for Q1 2009", fact(F(PPL, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, JCP, "J. C. Penney's diluted earnings per share for the first six months of fiscal 2009", fact(F(JCP, "EarningsPerShareDiluted"), JH, PS))
add(C, JCP, "Common shares JCPenney had issued and outstanding at August 1, 2009", fact(F(JCP, "CommonStockSharesIssued"), JB, SH))
add(C, BXP, "Boston Properties diluted EPS in Q2 2009", fact(F(BXP, "EarningsPerShareDiluted"), PQ, PS))
add(C, BXP, "Weighted average diluted share count at Boston Properties for the six months ended June 30, 2009", fact(F(BXP, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, BXP, "How many treasury common shares did Boston Properties hold at June 30, 2009?", fact(F(BXP, "TreasuryStockShares"), PB, SH))
add(C, KEY, "Cash dividends KeyCorp declared per common share in the second quarter of 2009", fact(F(KEY, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, KEY, "KeyCorp loss from continuing operations attributable to Key common shareholders per diluted share, first half of 2009",
    fact(F(KEY, "IncomeLossFromContinuingOperationsAttributableToKeyCommonsShareholdersPerDilutedShare"), PH, PS))
add(C, KEY, "Number of KeyCorp common shares issued as of June 30, 2009 (balance sheet)", fact(F(KEY, "CommonStockSharesIssued"), PB, SH))
add(C, MS, "Weighted-average grant-date fair value per share of the stock awards Microsoft granted in fiscal 2014, excluding the Nokia stock replacement awards",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), M_FY14, PS, RSTOCK))
add(C, MS, "Shares of common stock Microsoft issued in fiscal 2014", fact(g("StockIssuedDuringPeriodSharesNewIssues"), M_FY14, SH))
add(C, A10K, "Weighted-average grant date fair value of the RSUs Apple saw forfeited in fiscal 2021",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"), A_FY21, PS, RSU_))
add(C, A10K, "Number of Apple common shares repurchased and retired in fiscal 2021, per the shareholders' equity statement",
    fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), A_FY21, SH, {EQAX: G + "CommonStockMember"}))
add(C, AE, "AEON's diluted EPS for the successor period from July 22 to September 30, 2023", fact(EPSD, E_SUCC, PS))

# =================================================================== jargon
C = "jargon"
add(C, FNMA, "FNMA 1Q10 CFO (net cash from operating activities) -- positive or negative, and how much?", fact(F(FNMA, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, AE, "How much did AEON put into property and equipment (capex) in the first nine months of 2022?", fact(g("PaymentsToAcquirePropertyPlantAndEquipment"), E_9M_22, USD))
add(C, FNMA, "Fannie Mae's Treasury draw in 1Q10 -- cash proceeds under the senior preferred stock purchase agreement",
    fact(F(FNMA, "ProceedsFromSeniorPreferredStockAgreementWithUSTreasury"), Q10, USD))
add(C, SHPG, "SHPG capex (PP&E purchases), 1Q10", fact(F(SHPG, "PaymentsToAcquireOtherPropertyPlantAndEquipment"), Q10, USD))
add(C, SHPG, "Shire FX effect on cash, 1Q09", fact(F(SHPG, "EffectOfExchangeRateOnCashAndCashEquivalents"), Q09, USD))
add(C, SHPG, "Shire D&A add-back in the 1Q10 cash flow", fact(F(SHPG, "DepreciationAndAmortization"), Q10, USD))
add(C, PPL, "PPL O&M (other operation and maintenance) for 1Q10", fact(F(PPL, "OtherCostOfServices"), Q10, USD))
add(C, PPL, "PPL taxes other than income, 1Q09", fact(F(PPL, "UtilitiesOperatingExpenseTaxes"), Q09, USD))
add(C, JCP, "JCP capex, 1H FY09", fact(F(JCP, "PaymentsToAcquirePropertyPlantAndEquipment"), JH, USD))
add(C, JCP, "JCP D&A in 2Q09 (13 weeks)", fact(F(JCP, "DepreciationAndAmortization"), JQ, USD))
add(C, JCP, "JCPenney SBC (non-cash stock comp), first half FY09", fact(F(JCP, "ShareBasedCompensation"), JH, USD))
add(C, BXP, "BXP: cash from ops in 1H09?", fact(F(BXP, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, BXP, "BXP development spend -- acquisitions/additions to real estate, 1H09", fact(F(BXP, "PaymentsToAcquireAndDevelopRealEstate"), PH, USD))
add(C, BXP, "Interest BXP capitalized into development during 1H09", fact(F(BXP, "InterestCostsCapitalized"), PH, USD))
add(C, KEY, "KEY provision for loan losses (PLL), 2Q09", fact(F(KEY, "ProvisionForLoanAndLeaseLosses"), PQ, USD))
add(C, MS, "MSFT FY15 inventory build -- the increase in inventories per the cash flow statement's working-capital changes", fact(g("IncreaseDecreaseInInventories"), M_FY15, USD))
add(C, MS, "MSFT 'other' financing cash flows, FY15", fact(g("ProceedsFromPaymentsForOtherFinancingActivities"), M_FY15, USD))
add(C, A10K, "AAPL net CP issuance/(repayment), FY23", fact(g("ProceedsFromRepaymentsOfCommercialPaper"), A_FY23, USD))
add(C, A10K, "AAPL change in AP within CFO, FY23", fact(g("IncreaseDecreaseInAccountsPayable"), A_FY23, USD))
add(C, NQ, "NFLX SBC allocated to fulfillment, 3Q09", fact(["nflx:StockBasedCompensationExpenseAssociatedWithFulfillmentExpense"], N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, FNMA, "What did Freddie Mac report as its provision for credit losses in the first quarter of 2010?",
    refuse(oc, "Freddie Mac (Federal Home Loan Mortgage Corp) is not in the data (Fannie Mae is).", other("FREDDIE MAC", "FEDERAL HOME LOAN MORTGAGE")))
add(C, SHPG, "AstraZeneca's R&D spending for Q1 2010?", refuse(oc, "AstraZeneca is not in the data (Shire is).", other("ASTRAZENECA")))
add(C, JCP, "What were Dillard's net sales for its quarter ended August 1, 2009?", refuse(oc, "Dillard's is not in the data (J. C. Penney is).", other("DILLARD")))
add(C, BXP, "How much base rent did SL Green Realty collect in Q2 2009?", refuse(oc, "SL Green Realty is not in the data (Boston Properties is).", other("SL GREEN")))
add(C, KEY, "Huntington Bancshares' provision for credit losses in the second quarter of 2009?", refuse(oc, "Huntington Bancshares is not in the data (KeyCorp is).", other("HUNTINGTON")))
add(C, FNMA, "Fannie Mae's net interest income for the quarter ended June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(FNMA, "InterestIncomeExpenseNet"), Q2_10)))
add(C, SHPG, "What were Shire's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the March quarters of 2010 and 2009; calendar 2009 revenue is not in its data.", absent(F(SHPG, "Revenues"), FY09)))
add(C, JCP, "J. C. Penney total net sales for the third quarter of fiscal 2009 (quarter ended October 31, 2009)?",
    refuse(pn, "The fiscal Q2 2009 10-Q ends August 1, 2009; the third quarter had not been reported.", absent(F(JCP, "SalesRevenueNet"), JQ3)))
add(C, KEY, "KeyCorp net interest income for the July-September 2009 quarter?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009 (and 2008); Q3 2009 is not in it.", absent(F(KEY, "InterestIncomeExpenseNet"), PQ3)))
add(C, MS, "How much cash did Microsoft pay out in common stock dividends during fiscal 2012 (year ended June 30, 2012)?",
    refuse(pn, "The fiscal 2015 10-K's cash flow statement covers fiscal 2013-2015; fiscal 2012 dividend payments are not in the filing.",
           absent(g("PaymentsOfDividendsCommonStock", "PaymentsOfDividends"), M_FY12)))
add(C, PPL, "How much did PPL spend on research and development in Q1 2010?",
    refuse(cn, "PPL's Q1 2010 financial data carry no research and development expense line.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BXP, "What inventory did Boston Properties carry at June 30, 2009?", refuse(cn, "Boston Properties, an office REIT, reports no inventory.", absent_any(INVENTORY)))
add(C, KEY, "What were KeyCorp's cost of goods sold and gross profit for Q2 2009?", refuse(cn, "KeyCorp, a bank, reports neither cost of goods sold nor gross profit.",
    absent_any(GP + COR + g("CostOfServices"))))
add(C, MS, "How much did Microsoft pay in preferred stock dividends in fiscal 2015?", refuse(cn, "Microsoft has no preferred stock; no preferred dividend or preferred stock fact is in the filing.",
    absent_any(g("DividendsPreferredStock", "DividendsPreferredStockCash", "PreferredStockDividendsIncomeStatementImpact", "PaymentsOfDividendsPreferredStockAndPreferenceStock", "PreferredStockValue"))))
add(C, AE, "What product revenue did AEON Biopharma record in the quarter ended September 30, 2023?", refuse(cn, "AEON is a clinical-stage company; the 10-Q reports no revenue.",
    absent_any(REV + g("RevenueFromContractWithCustomerIncludingAssessedTax", "SalesRevenueServicesNet"))))
WHY_FNMA = ("Fannie Mae's March 31, 2010 balance sheet shows long-term debt in two lines -- long-term debt of Fannie Mae and long-term debt of "
            "consolidated trusts -- with no combined total.")
add(C, FNMA, "What was Fannie Mae's long-term debt at March 31, 2010?", refuse(am, WHY_FNMA, amb_for(FNMA, WHY_FNMA,
    (F(FNMA, "LongTermDebtOfFannieMae"), B10, None), (F(FNMA, "LongTermDebtOfConsolidatedTrusts"), B10, None))))
WHY_SHPG = ("Shire's March 31, 2010 balance sheet has two lines captioned 'Deferred tax asset': one among current assets "
            "(DeferredTaxAssetsNetCurrent) and one among non-current assets (DeferredTaxAssetsNetNoncurrent).")
add(C, SHPG, "Shire's deferred tax asset at March 31, 2010?", refuse(am, WHY_SHPG, amb_for(SHPG, WHY_SHPG,
    (F(SHPG, "DeferredTaxAssetsNetCurrent"), B10, None), (F(SHPG, "DeferredTaxAssetsNetNoncurrent"), B10, None))))
WHY_PPL = ("PPL's Q1 2010 income statement uses the caption 'Energy-related businesses' twice: as an operating revenue line "
           "(OtherSalesRevenueNet) and as an operating expense line (ppl:EnergyRelatedBusinesses).")
add(C, PPL, "What did PPL report for energy-related businesses in the first quarter of 2010?", refuse(am, WHY_PPL, amb_for(PPL, WHY_PPL,
    (F(PPL, "OtherSalesRevenueNet"), Q10, None), (F(PPL, "EnergyRelatedBusinesses"), Q10, None))))
WHY_BXP = ("Boston Properties' June 30, 2009 balance sheet nets two different discounts against its unsecured notes: the discount on the "
           "unsecured senior notes (DebtInstrumentUnamortizedDiscount) and the discount on the unsecured exchangeable senior notes "
           "(bxp:UnsecuredExchangableSeniorNotesDiscount).")
add(C, BXP, "How much unamortized discount was netted against Boston Properties' unsecured notes at June 30, 2009?", refuse(am, WHY_BXP, amb_for(BXP, WHY_BXP,
    (F(BXP, "DebtInstrumentUnamortizedDiscount"), PB, None), (F(BXP, "UnsecuredExchangableSeniorNotesDiscount"), PB, None))))
WHY_NQ = ("Netflix's 10-Q tags 'Gain on disposal of DVDs' twice with different amounts for the quarter ended September 30, 2009: on the "
          "income statement (GainLossOnDispositionOfOtherAssets) and in the cash flow statement (GainLossOnSaleOfOtherAssets).")
add(C, NQ, "What was Netflix's gain on disposal of DVDs for the quarter ended September 30, 2009?", refuse(am, WHY_NQ, amb_for(NQ, WHY_NQ,
    (DVD_IS, N10_Q3PY, None), (DVD_CF, N10_Q3PY, None))))



def main():
    write_round("h36", gr.QUESTIONS_36, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
                                              gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
                                              gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
                                              gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
                                              gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34),
                same_fact="reported", within=True)


if __name__ == "__main__":
    main()
