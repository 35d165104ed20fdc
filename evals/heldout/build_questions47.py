#!/usr/bin/env python3
"""Writes evals/data/ask_heldout47.jsonl and its refusal probes (ask_heldout47_probes.jsonl) -- round 47 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout47.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions47.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout47.jsonl
The writer imported the round 1-44 scaffolding (specs.py and gold_reader.py, byte-identical copies of main's
evals/heldout) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-44 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_44);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-44 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-47 share


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.2f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 47 FSDS filings: companies no round 1-44 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-44, against avoid_adsh.txt and the CIKs of its filings, and
# leaving out the instance companies), all with CIK mod 4 == 3 (three parallel writers take the other residues): three
# 10-Qs from the 2010q2 zip and three from 2009q3.
# Kinds: a property-liability / life insurer, a tower REIT-style infrastructure company with EquityComponents rows and a
# data-integration software company (2010q2); a natural-gas pipeline / distribution utility with EquityComponents rows, a
# pharmaceutical company and an auto/industrial parts distributor (2009q3).
ALL = "fsds:0001104659-10-022539"   # ALLSTATE CORP 10-Q (2010q2), CIK 899051, Q1 2010 (insurer)
AMT = "fsds:0001193125-10-111052"   # AMERICAN TOWER CORP /MA/ 10-Q (2010q2), CIK 1053507, Q1 2010; EquityComponents rows
INFA = "fsds:0001140361-10-019899"  # INFORMATICA CORP 10-Q (2010q2), CIK 1080099, Q1 2010 (software)
SE = "fsds:0001193125-09-168965"    # SPECTRA ENERGY CORP. 10-Q (2009q3), CIK 1373835, Q2 2009 and six months; EquityComponents rows
PFE = "fsds:0001157523-09-005774"   # PFIZER INC 10-Q (2009q3), CIK 78003, Q2 2009 (ended June 28, 2009; FSDS ddate 2009-06-30)
GPC = "fsds:0000950123-09-031054"   # GENUINE PARTS CO 10-Q (2009q3), CIK 40987, Q2 2009 and six months (parts distribution)
TICK = {ALL: "all", AMT: "amt", INFA: "infa", SE: "se", PFE: "pfe", GPC: "gpc"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Allstate, American Tower, Informatica)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (Spectra Energy, Pfizer, Genuine Parts)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}

# Apple 10-Q (fiscal Q3 2023): members and periods not among the shared constants
FVL, FININST = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
FV2 = lambda inst: {FVL: L2, FININST: G + inst}
EQAX = G + "StatementEquityComponentsAxis"
AQ_Q1 = ("2022-09-25", "2022-12-31")
CUST1 = {"srt:MajorCustomersAxis": "aapl:CustomerOneMember", G + "ConcentrationRiskByBenchmarkAxis": G + "TradeAccountsReceivableMember",
         G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
CPM = {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}

# Union Pacific 10-K 2012: members and periods not among the shared constants
U_BS10, U_BS09, U_REPO = (None, "2010-12-31"), (None, "2009-12-31"), (None, "2011-06-30")
LCX = G + "LossContingenciesByNatureOfContingencyAxis"
ENV, ASB, PINJ = {LCX: G + "EnvironmentalIssueMember"}, {LCX: G + "AsbestosIssueMember"}, {LCX: "unp:PersonalInjuryMember"}
PLAN = lambda m: {G + "PlanNameAxis": m}
OPT = PLAN(G + "StockOptionMember")
UEQ = lambda m: {EQAX: G + m}
ASSETCAT = lambda m: {G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": m}
UPPE2 = lambda m: {PPEAX: m}

# =================================================================== direct
C = "direct"
add(C, ALL, "At March 31, 2010, how large was Allstate's reserve for property-liability insurance claims and claims expense?",
    fact(F(ALL, "LiabilityForClaimsAndClaimsAdjustmentExpensePropertyCasualtyLiability"), B10, USD))
add(C, ALL, "Allstate contractholder funds on the balance sheet, end of Q1 2010", fact(F(ALL, "PolicyholderContractDeposits"), B10, USD))
add(C, AMT, "American Tower's rental and management revenue for the quarter ended March 31, 2010",
    fact(F(AMT, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10, USD))
add(C, AMT, "How much unearned revenue did American Tower report as of March 31, 2010?", fact(F(AMT, "DeferredRevenueCurrent"), B10, USD))
add(C, AMT, "AMT accrued interest liability, 3/31/10", fact(F(AMT, "InterestPayableCurrent"), B10, USD))
add(C, INFA, "Informatica license revenue, three months ended March 31, 2010", fact(F(INFA, "LicensesRevenue"), Q10, USD))
add(C, INFA, "What were Informatica's service revenues in the first quarter of 2010?", fact(F(INFA, "TechnologyServicesRevenue"), Q10, USD))
add(C, INFA, "At March 31, 2010, what amount of convertible senior notes did Informatica show within current liabilities?",
    fact(F(INFA, "ConvertibleNotesPayableCurrent"), B10, USD))
add(C, SE, "Spectra Energy's investments in and loans to unconsolidated affiliates at June 30, 2009",
    fact(F(SE, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, SE, "Regulatory assets and deferred debits on Spectra's mid-2009 balance sheet", fact(F(SE, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, SE, "How much preferred stock of subsidiaries did Spectra Energy carry as of June 30, 2009?",
    fact(F(SE, "PreferredSecuritiesOfSubsidiary"), PB, USD))
add(C, PFE, "Pfizer's short-term investments on the balance sheet at the end of its second quarter of 2009 (June 28, 2009)",
    fact(F(PFE, "ShortTermInvestments"), PB, USD))
add(C, PFE, "Long-term investments and loans held by Pfizer at its Q2 2009 quarter-end", fact(F(PFE, "LongTermInvestmentsAndReceivablesNet"), PB, USD))
add(C, PFE, "What dividends payable did Pfizer have outstanding on its June 2009 balance sheet?",
    fact(F(PFE, "DividendsPayableCurrentAndNoncurrent"), PB, USD))
add(C, GPC, "Genuine Parts' merchandise inventories (carried substantially on LIFO) at June 30, 2009", fact(F(GPC, "LIFOInventoryAmount"), PB, USD))
add(C, GPC, "Retirement and other post-retirement benefit liabilities on GPC's balance sheet as of the end of June 2009",
    fact(F(GPC, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, A10Q, "In Apple's fair value table, what was the adjusted cost of its Level 1 assets (money market and mutual funds) at July 1, 2023?",
    fact(g("EquitySecuritiesFvNiCost"), AQ_BS, USD, {FVL: L1}))
add(C, UP, "Union Pacific's outstanding debt as defined by its credit facility, December 31, 2012",
    fact(["unp:OutstandingDebtAsDefinedByFacility"], U_BS12, USD))
add(C, UP, "Deferred income tax asset for tax credits in Union Pacific's deferred tax table at year-end 2012",
    fact(g("DeferredTaxAssetsTaxCreditCarryforwardsOther"), U_BS12, USD))
add(C, UP, "On how many Superfund National Priorities List sites was Union Pacific involved at December 31, 2012?",
    fact(["unp:SitesOnSuperfundNationalPrioritiesList"], U_BS12, PURE, ENV))

# =================================================================== prior_period
C = "prior_period"
add(C, ALL, "What did Allstate earn in net investment income during the first three months of 2009?", fact(F(ALL, "NetInvestmentIncome"), Q09, USD))
add(C, ALL, "Unearned premiums, Allstate, as of 12/31/2009", fact(F(ALL, "UnearnedPremiums"), DEC09, USD))
add(C, AMT, "Other intangible assets, net on American Tower's balance sheet at the end of 2009",
    fact(F(AMT, "IntangibleAssetsNetExcludingGoodwill"), DEC09, USD))
add(C, AMT, "Cash American Tower paid for interest in Q1 2009", fact(F(AMT, "InterestPaid"), Q09, USD))
add(C, INFA, "Informatica goodwill, December 31, 2009", fact(F(INFA, "Goodwill"), DEC09, USD))
add(C, INFA, "How much did Informatica spend on research and development in the year-ago quarter (Q1 2009)?",
    fact(F(INFA, "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"), Q09, USD))
add(C, SE, "Spectra's accumulated depreciation and amortization on property, plant and equipment as of December 31, 2008",
    fact(F(SE, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), PYE, USD))
add(C, SE, "What did Spectra Energy owe in short-term borrowings and commercial paper at year-end 2008?",
    fact(F(SE, "ShortTermBorrowingsIncludingCommercialPaper"), PYE, USD))
add(C, PFE, "Pfizer identifiable intangible assets, less accumulated amortization, at December 31, 2008",
    fact(F(PFE, "IntangibleAssetsNetExcludingGoodwill"), PYE, USD))
add(C, PFE, "Income taxes Pfizer paid in cash over the first half of 2008", fact(F(PFE, "IncomeTaxesPaidNet"), PHPY, USD))
add(C, GPC, "Genuine Parts allowance for doubtful accounts at the close of 2008", fact(F(GPC, "AllowanceForDoubtfulAccountsReceivableCurrent"), PYE, USD))
add(C, GPC, "GPC's net sales in the second quarter of 2008", fact(F(GPC, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, A10Q, "How much cash went out through the 'Other' line of investing activities in Apple's cash flow statement for the nine months ended June 25, 2022?",
    fact(g("PaymentsForProceedsFromOtherInvestingActivities"), AQ_9MPY, USD))
add(C, A10Q, "By how much did Apple's cash, cash equivalents and restricted cash change over the first nine months of fiscal 2022?",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), AQ_9MPY, USD))
add(C, A10Q, "Apple's other comprehensive income (loss) from the change in unrealized gains/losses on marketable debt securities, "
             "net of tax, for the nine months ended June 25, 2022",
    fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), AQ_9MPY, USD))
add(C, UP, "What effective income tax rate did Union Pacific report for 2011?", fact(ETR, U_FY11, PURE))
add(C, UP, "UNP deferred federal income tax expense in fiscal 2011", fact(g("DeferredFederalIncomeTaxExpenseBenefit"), U_FY11, USD))
add(C, UP, "Rental income Union Pacific recorded in other income for 2011", fact(g("RentalIncomeNonoperating"), U_FY11, USD))
add(C, UP, "Union Pacific's current state and local income tax expense for 2010", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), U_FY10, USD))
add(C, UP, "Expense UNP recognized for its defined contribution plans in 2011", fact(g("DefinedContributionPlanCostRecognized"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, SE, "Total operating revenues at Spectra Energy for just the three months ended June 30, 2009", fact(F(SE, "Revenues"), PQ, USD))
add(C, SE, "Natural gas and petroleum products purchased by Spectra, January through June 2009", fact(F(SE, "CostOfPurchasedOilAndGas"), PH, USD))
add(C, SE, "Spectra's operating, maintenance and other expense in 2Q09 -- quarter only", fact(F(SE, "OperatingExpenses"), PQ, USD))
add(C, SE, "Equity in earnings of unconsolidated affiliates for Spectra's first half of 2009", fact(F(SE, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, SE, "Sales of natural gas liquids at Spectra in the April-June 2009 quarter, not year to date",
    fact(F(SE, "NaturalGasLiquidsSalesRevenues"), PQ, USD))
add(C, SE, "Spectra's 'distribution of natural gas' revenues for the six months ended June 30, 2009", fact(F(SE, "RefiningAndMarketingRevenue"), PH, USD))
add(C, SE, "Property and other taxes at Spectra Energy: the three-month figure for Q2 2009",
    fact(F(SE, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PQ, USD))
add(C, PFE, "Pfizer's revenues in the second quarter of 2009 -- the quarter by itself, not year to date", fact(F(PFE, "SalesRevenueNet"), PQ, USD))
add(C, PFE, "Pfizer cost of sales for the six months ended June 28, 2009", fact(F(PFE, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, PFE, "R&D expenses at Pfizer in 2Q09 alone",
    fact(F(PFE, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), PQ, USD))
add(C, PFE, "Selling, informational and administrative expenses at Pfizer over the first half of 2009",
    fact(F(PFE, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, PFE, "Restructuring charges and acquisition-related costs that Pfizer booked in the June 2009 quarter",
    fact(F(PFE, "RestructuringChargesAndAcquisitionRelatedCosts"), PQ, USD))
add(C, PFE, "Year-to-date amortization of intangible assets at Pfizer through its second quarter of 2009",
    fact(F(PFE, "AmortizationOfIntangibleAssets"), PH, USD))
add(C, GPC, "Net sales at Genuine Parts for Q2 2009 (three months ended June 30)", fact(F(GPC, "SalesRevenueGoodsNet"), PQ, USD))
add(C, GPC, "Selling, administrative & other expenses at GPC over the first six months of 2009",
    fact(F(GPC, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, GPC, "GPC gross profit for the June 2009 quarter taken on its own", fact(F(GPC, "GrossProfit"), PQ, USD))
add(C, GPC, "Genuine Parts' income before income taxes, year to date through June 30, 2009",
    fact(F(GPC, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, GPC, "What income tax expense did Genuine Parts record for the second quarter of 2009, three months only?",
    fact(F(GPC, "CurrentIncomeTaxExpenseBenefit"), PQ, USD))
add(C, A10Q, "Net income added to retained earnings in Apple's statement of shareholders' equity for the nine months ended July 1, 2023 (year to date, not the quarter)",
    fact(NIATT, AQ_9M, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, A10Q, "Apple's shareholders' equity statement: common stock issued (common stock and additional paid-in capital column) over the first nine months of fiscal 2022",
    fact(g("StockIssuedDuringPeriodValueNewIssues"), AQ_9MPY, USD, {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}))

# =================================================================== derived
C = "derived"
add(C, ALL, "Allstate's property-liability loss ratio for 1Q 2010 -- claims and claims expense over property-liability premiums earned, as a decimal",
    ratio(F(ALL, "IncurredClaimsPropertyCasualtyAndLiability"), F(ALL, "PremiumsEarnedNetPropertyAndCasualty"), Q10))
add(C, ALL, "Book value per Allstate share at March 31, 2010, taking total shareholders' equity (before noncontrolling interest) divided by common shares outstanding",
    ratio(F(ALL, "StockholdersEquity"), F(ALL, "CommonStockSharesOutstanding"), B10, unit=PS))
add(C, AMT, "AMT operating margin, Q1 2010 (operating income divided by total operating revenues)",
    ratio(F(AMT, "OperatingIncomeLoss"), F(AMT, "SalesRevenueNet"), Q10))
add(C, AMT, "Year-on-year growth in American Tower's total operating revenues, first quarter 2010 over first quarter 2009, as a decimal (negative = decline)",
    growth(F(AMT, "SalesRevenueNet"), Q10, Q09))
add(C, INFA, "License revenue as a share of Informatica's total revenues in Q1 2010", ratio(F(INFA, "LicensesRevenue"), F(INFA, "Revenues"), Q10))
add(C, INFA, "Informatica's current ratio on March 31, 2010", ratio(F(INFA, "AssetsCurrent"), F(INFA, "LiabilitiesCurrent"), B10))
add(C, INFA, "By what percentage did Informatica's total revenues grow year over year in Q1 2010? Answer as a decimal; a negative number means a decline.",
    growth(F(INFA, "Revenues"), Q10, Q09))
add(C, SE, "Spectra operating margin for the June 2009 quarter: operating income / total operating revenues",
    ratio(F(SE, "OperatingIncomeLoss"), F(SE, "Revenues"), PQ))
add(C, SE, "Effective tax rate for Spectra, six months to June 30, 2009 -- income tax expense from continuing operations divided by earnings from continuing operations before income taxes",
    ratio(F(SE, "IncomeTaxExpenseBenefit"), F(SE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), PH))
add(C, SE, "Spectra Energy's total long-term debt at June 30, 2009, adding current maturities of long-term debt to the non-current long-term debt line",
    total(F(SE, "LongTermDebtNoncurrent"), F(SE, "LongTermDebtCurrentExcludingCommercialPaper"), PB))
add(C, PFE, "Pfizer's gross margin for Q2 2009, computed as (revenues - cost of sales) / revenues",
    margin_from_cost(F(PFE, "SalesRevenueNet"), F(PFE, "CostOfGoodsAndServicesSold"), PQ))
add(C, PFE, "How much did Pfizer's revenues change in the first half of 2009 versus the first half of 2008? Give the growth rate as a decimal, negative for a decline.",
    growth(F(PFE, "SalesRevenueNet"), PH, PHPY))
add(C, GPC, "Genuine Parts gross margin, Q2 2009 (gross profit divided by net sales)", ratio(F(GPC, "GrossProfit"), F(GPC, "SalesRevenueGoodsNet"), PQ))
add(C, GPC, "Working capital at Genuine Parts on June 30, 2009 -- total current assets minus total current liabilities",
    diff(F(GPC, "AssetsCurrent"), F(GPC, "LiabilitiesCurrent"), PB))
add(C, A10Q, "At September 24, 2022, what fraction of Apple's Level 2 current marketable securities was foreign government debt?",
    ratio(g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesCurrent"), AQ_BSPY, m_num=FV2("ForeignGovernmentDebtSecuritiesMember"), m_den={FVL: L2}))
add(C, A10Q, "Gross unrealized losses on Apple's U.S. Treasury securities as a proportion of their adjusted cost, September 24, 2022",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY,
          m_num=FV2("USTreasurySecuritiesMember"), m_den=FV2("USTreasurySecuritiesMember")))
add(C, UP, "For Union Pacific's total road property at December 31, 2011, what was accumulated depreciation as a fraction of gross cost?",
    ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("PropertyPlantAndEquipmentGross"), U_BS11,
          m_num=UPPE2("unp:TotalRoadMember"), m_den=UPPE2("unp:TotalRoadMember")))
add(C, UP, "What portion of Union Pacific's environmental liability at the end of 2011 was classified as current?",
    ratio(g("LossContingencyAccrualCarryingValueCurrent"), g("LossContingencyAccrualAtCarryingValue"), U_BS11, m_num=ENV, m_den=ENV))
add(C, UP, "Change in Union Pacific's asbestos-related liability from December 31, 2009 to December 31, 2010, in dollars (later minus earlier)",
    diff(g("LossContingencyAccrualAtCarryingValue"), g("LossContingencyAccrualAtCarryingValue"), U_BS10, U_BS09, ASB, ASB))
add(C, UP, "Freight cars as a share of UNP's total equipment at gross cost, December 31, 2011",
    ratio(g("PropertyPlantAndEquipmentGross"), g("PropertyPlantAndEquipmentGross"), U_BS11,
          m_num=UPPE2("unp:EquipmentFreightCarsMember"), m_den=UPPE2("unp:TotalEquipmentMember")))

# =================================================================== members
C = "members"
add(C, AMT, "Shares issued on warrant exercises during Q1 2010, per the common stock column of American Tower's statement of stockholders' equity",
    fact(F(AMT, "StockIssuedDuringPeriodSharesStockWarrantsExercised"), Q10, SH, EQC("CommonStock")))
add(C, AMT, "What did warrant exercises add to American Tower's additional paid-in capital column in the first quarter of 2010?",
    fact(F(AMT, "StockIssuedDuringPeriodValueStockWarrantsExercised"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, AMT, "Balance of the accumulated other comprehensive income (loss) column in AMT's equity statement at March 31, 2009",
    fact(F(AMT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, AMT, "American Tower, Q1 2010: foreign currency translation adjustment booked in the AOCI column of the stockholders' equity statement",
    fact(F(AMT, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, SE, "In Spectra's equity statement, how much did the Spectra Energy Partners common unit issuance add to noncontrolling interests in 1H09?",
    fact(F(SE, "MinorityInterestIncreaseFromStockIssuance"), PH, USD, EQC("NoncontrollingInterest")))
add(C, SE, "Pension and benefits (SFAS No. 158) impact recorded in the 'other' accumulated OCI column of Spectra's equity statement, first six months of 2009",
    fact(F(SE, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherChanges")))
add(C, SE, "Retained earnings column of Spectra Energy's statement of equity -- balance at June 30, 2008",
    fact(F(SE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN08, USD, EQC("RetainedEarnings")))
add(C, SE, "Unrealized mark-to-market net gain on hedges that went into Spectra's cash flow hedges equity column during January-June 2009",
    fact(F(SE, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), PH, USD,
         EQC("AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedges")))
add(C, A10Q, "Apple's non-current marketable securities held in U.S. Treasury securities (Level 2) as of September 24, 2022",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BSPY, USD, FV2("USTreasurySecuritiesMember")))
add(C, A10Q, "Bank time deposits counted in Apple's cash and cash equivalents at fiscal 2022 year-end (Level 2)",
    fact(CASH, AQ_BSPY, USD, FV2("BankTimeDepositsMember")))
add(C, A10Q, "How much of Apple's current marketable securities were asset-backed securities on July 1, 2023?",
    fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, FV2("AssetBackedSecuritiesMember")))
add(C, A10Q, "Gross unrealized losses on Apple's corporate debt securities at September 24, 2022",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), AQ_BSPY, USD, FV2("CorporateDebtSecuritiesMember")))
add(C, A10Q, "Adjusted cost of Apple's foreign government debt securities at the end of fiscal 2022",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY, USD, FV2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10Q, "As of September 24, 2022, what share of Apple's total trade receivables did its one significant customer account for?",
    fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, CUST1))
add(C, UP, "Gross cost of ballast in Union Pacific's road property at December 31, 2011", fact(g("PropertyPlantAndEquipmentGross"), U_BS11, USD,
    UPPE2("unp:RoadBallastMember")))
add(C, UP, "Net book value of UNP's locomotives at year-end 2011", fact(g("PropertyPlantAndEquipmentNet"), U_BS11, USD, UPPE2("unp:EquipmentLocomotivesMember")))
add(C, UP, "Depreciation rate Union Pacific applied to technology and other equipment in 2011",
    fact(["unp:DepreciationRate"], U_BS11, PURE, UPPE2(G + "TechnologyEquipmentMember")))
add(C, UP, "Current portion of Union Pacific's personal injury liability, December 31, 2011",
    fact(g("LossContingencyAccrualCarryingValueCurrent"), U_BS11, USD, PINJ))
add(C, UP, "In the treasury stock column of Union Pacific's 2011 equity statement, what value of stock was issued under share-based compensation?",
    fact(g("StockIssuedDuringPeriodValueShareBasedCompensation"), U_FY11, USD, UEQ("TreasuryStockMember")))
add(C, UP, "Upper end of the target allocation range for equity securities in UNP's pension plan assets (2012)",
    fact(g("DefinedBenefitPlanTargetPlanAssetAllocationsRangeMaximum"), U_FY12, PURE, ASSETCAT(G + "EquitySecuritiesMember")))

# =================================================================== per_share
C = "per_share"
add(C, ALL, "Diluted weighted-average share count Allstate used in Q1 2010", fact(F(ALL, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, ALL, "Allstate's basic net income (loss) per share for the March 2009 quarter", fact(F(ALL, "EarningsPerShareBasic"), Q09, PS))
add(C, ALL, "Number of treasury shares held by Allstate at quarter-end, March 31, 2010", fact(F(ALL, "TreasuryStockShares"), B10, SH))
add(C, AMT, "AMT's diluted EPS from continuing operations attributable to American Tower, first quarter of 2009",
    fact(F(AMT, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q09, PS))
add(C, AMT, "How many Class A shares did American Tower have outstanding at March 31, 2010?", fact(F(AMT, "CommonStockSharesOutstanding"), B10, SH))
add(C, INFA, "Informatica diluted EPS, Q1 2010", fact(F(INFA, "EarningsPerShareDiluted"), Q10, PS))
add(C, INFA, "Basic net income per common share at Informatica for the first quarter of 2009", fact(F(INFA, "EarningsPerShareBasic"), Q09, PS))
add(C, SE, "Dividends per share Spectra paid in the second quarter of 2009", fact(F(SE, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, SE, "What was Spectra Energy's diluted EPS for the first six months of 2009?", fact(F(SE, "EarningsPerShareDiluted"), PH, PS))
add(C, SE, "Spectra's diluted weighted-average shares for the second quarter of 2008", fact(F(SE, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQPY, SH))
add(C, PFE, "Cash dividends paid per Pfizer common share, six months 2009", fact(F(PFE, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, PFE, "Pfizer diluted EPS (net income attributable to Pfizer common shareholders) for the second quarter of 2008",
    fact(F(PFE, "EarningsPerShareDiluted"), PQPY, PS))
add(C, GPC, "Dividends declared per GPC common share in the first half of 2009", fact(F(GPC, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, GPC, "Genuine Parts diluted earnings per share, quarter ended June 30, 2009", fact(F(GPC, "EarningsPerShareDiluted"), PQ, PS))
add(C, GPC, "How many shares did dilutive stock options and non-vested restricted stock add to GPC's weighted share count in Q2 2009?",
    fact(F(GPC, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, UP, "Weighted-average grant-date fair value of the stock options Union Pacific granted in 2010",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), U_FY10, PS, OPT))
add(C, UP, "UNP options forfeited or expired in 2012: weighted-average exercise price",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsForfeituresAndExpirationsInPeriodWeightedAverageExercisePrice"), U_FY12, PS, OPT))
add(C, UP, "How many shares are authorized under the Union Pacific Corporation 2004 Stock Incentive Plan?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAuthorized"), U_BS12, SH,
         PLAN("unp:UnionPacificCorporation2004StockIncentivePlanMember")))
add(C, UP, "Shares available for future grant under Union Pacific's equity plans at December 31, 2010",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), U_BS10, SH))
add(C, UP, "Total number of shares Union Pacific's board authorized for repurchase under its 2011 share repurchase program",
    fact(g("StockRepurchaseProgramNumberOfSharesAuthorizedToBeRepurchased"), U_REPO, SH))

# =================================================================== jargon
C = "jargon"
add(C, ALL, "ALL DAC amortization 1Q10", fact(F(ALL, "DeferredPolicyAcquisitionCostAmortizationExpense"), Q10, USD))
add(C, ALL, "Operating cash flow at Allstate in the year-earlier quarter, 1Q09?", fact(F(ALL, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, AMT, "AMT capex 1Q10 (PP&E purchases plus construction)", fact(F(AMT, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, AMT, "American Tower DA&A -- depreciation, amortization and accretion -- for 1Q10", fact(F(AMT, "DepreciationAmortizationAndAccretionNet"), Q10, USD))
add(C, AMT, "AMT M&A cash outlay in 1Q10", fact(F(AMT, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, INFA, "INFA S&M spend 1Q10", fact(F(INFA, "SellingAndMarketingExpense"), Q10, USD))
add(C, INFA, "What was the G&A line at Informatica back in Q1 2009?", fact(F(INFA, "GeneralAndAdministrativeExpense"), Q09, USD))
add(C, INFA, "Informatica's cash spent on acquisitions in 1Q10, net of cash acquired", fact(F(INFA, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, SE, "SE capex 1H09", fact(F(SE, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, SE, "Spectra CFF, 1H08", fact(F(SE, "NetCashProvidedByUsedInFinancingActivities"), PHPY, USD))
add(C, SE, "Spectra's equity raise in 1H09 -- cash proceeds from issuing Spectra Energy common stock", fact(F(SE, "ProceedsFromIssuanceOfCommonStock"), PH, USD))
add(C, PFE, "PFE CFO 1H09", fact(F(PFE, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, PFE, "Pfizer capex in 1H08 (purchases of PP&E)", fact(F(PFE, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, PFE, "PFE bond issuance 1H09: proceeds from issuances of long-term debt", fact(F(PFE, "ProceedsFromIssuanceOfLongTermDebt"), PH, USD))
add(C, GPC, "Genuine Parts' PP&E purchases (capex) for the first six months of 2009", fact(F(GPC, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, GPC, "GPC divs paid YTD June 2009 (cash flow statement)", fact(F(GPC, "PaymentsOfDividends"), PH, USD))
add(C, GPC, "Genuine Parts CFI for the first half of 2008", fact(F(GPC, "NetCashProvidedByUsedInInvestingActivities"), PHPY, USD))
add(C, A10Q, "AAPL Treasuries parked in cash equivalents at FYE22 (Level 2 U.S. Treasury securities classified as cash and cash equivalents)",
    fact(CASH, AQ_BSPY, USD, FV2("USTreasurySecuritiesMember")))
add(C, UP, "UNP debt paydown in FY12, including capital lease obligations (CFF)", fact(g("RepaymentsOfDebtAndCapitalLeaseObligations"), U_FY12, USD))
add(C, UP, "UNP SBC add-back in the 2010 cash flow", fact(SBC, U_FY10, USD))

# =================================================================== refuse
C = "refuse"
add(C, AMT, "What was SBA Communications' site leasing revenue in the first quarter of 2010?",
    refuse(oc, "SBA Communications is not in the data (American Tower is).", other("SBA COMM")))
add(C, SE, "How much did TransCanada earn from its natural gas pipelines in the quarter ended June 30, 2009?",
    refuse(oc, "TransCanada is not in the data (Spectra Energy is).", other("TRANSCANADA")))
add(C, GPC, "O'Reilly Automotive's product sales for the second quarter of 2009?",
    refuse(oc, "O'Reilly Automotive is not in the data (Genuine Parts is).", other("O'REILLY", "OREILLY")))
add(C, A10Q, "How much revenue did GoPro book in the June 2023 quarter?",
    refuse(oc, "GoPro is not in the data (Apple is).", other("GOPRO", "GO PRO")))
add(C, UP, "Providence and Worcester Railroad's operating revenues for 2012?",
    refuse(oc, "Providence and Worcester Railroad is not in the data (Union Pacific is).", other("PROVIDENCE AND WORCESTER", "PROVIDENCE & WORCESTER")))
add(C, ALL, "What were Allstate's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the three-month periods ended March 31, 2010 and 2009 only; full-year 2009 revenues are not in its data.",
           absent(F(ALL, "Revenues"), FY09)))
add(C, AMT, "American Tower's rental and management revenue in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.",
           absent(F(AMT, "OperatingLeasesIncomeStatementLeaseRevenue"), Q2_10)))
add(C, SE, "Spectra Energy's total operating revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(SE, "Revenues"), PQ3)))
add(C, PFE, "Pfizer revenues for the quarter ended September 2009?",
    refuse(pn, "The Q2 2009 10-Q reports periods ending June 2009 (and 2008); the third quarter of 2009 is not in its data.",
           absent(F(PFE, "SalesRevenueNet"), PQ3)))
add(C, A10Q, "What were Apple's Services revenues in the December 2022 quarter (fiscal Q1 2023)?",
    refuse(pn, "The fiscal Q3 2023 10-Q reports the quarters ended July 1, 2023 and June 25, 2022 and the nine-month periods; "
               "the fiscal Q1 2023 quarter on its own is not in it.", absent(REV, AQ_Q1, SVC)))
add(C, ALL, "What was Allstate's current ratio at March 31, 2010?",
    refuse(cn, "Allstate presents an unclassified (insurance) balance sheet: no total current assets or current liabilities are reported.",
           absent_any(AC + LC)))
add(C, INFA, "What dividend per share did Informatica declare in the first quarter of 2010?",
    refuse(cn, "Informatica paid no common dividends; its Q1 2010 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, PFE, "What was Pfizer's operating income for the second quarter of 2009?",
    refuse(cn, "Pfizer's income statement has no operating income line (it goes from costs and expenses to income from continuing "
               "operations before taxes); operating income is not reported.", absent_any(OPINC)))
add(C, GPC, "How much goodwill did Genuine Parts carry at June 30, 2009?",
    refuse(cn, "Genuine Parts reports one combined 'goodwill and intangible assets, less accumulated amortization' line; goodwill alone is not reported.",
           absent_any(GW)))
add(C, UP, "How much goodwill was on Union Pacific's balance sheet at the end of 2012?",
    refuse(cn, "Union Pacific's 2012 10-K reports no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
WHY_ALL = ("For Q1 2010 Allstate reports both total other-than-temporary impairment losses (ImpairmentOfInvestmentsAddendum) and, "
           "after the portion recognized in other comprehensive income, the net OTTI loss recognized in earnings.")
add(C, ALL, "What were Allstate's other-than-temporary impairment losses in the first quarter of 2010?", refuse(am, WHY_ALL, amb_for(ALL, WHY_ALL,
    (F(ALL, "ImpairmentOfInvestmentsAddendum"), Q10, None),
    (F(ALL, "OtherThanTemporaryImpairmentLossesInvestmentsPortionRecognizedInEarningsNet"), Q10, None))))
WHY_AMT = ("American Tower's Q1 2010 data give two buyback amounts: cash paid for purchases of Class A common stock in the cash flow "
           "statement (PaymentsForRepurchaseOfCommonStock) and treasury stock activity in the equity statement (TreasuryStockValueAcquiredCostMethod).")
add(C, AMT, "How much stock did American Tower buy back in Q1 2010?", refuse(am, WHY_AMT, amb_for(AMT, WHY_AMT,
    (F(AMT, "PaymentsForRepurchaseOfCommonStock"), Q10, None), (F(AMT, "TreasuryStockValueAcquiredCostMethod"), Q10, None))))
WHY_SE = ("Spectra's Q2 2009 income statement shows net income including noncontrolling interests (ProfitLoss) and net income "
          "attributable to controlling interests (NetIncomeLoss).")
add(C, SE, "Spectra Energy net income, Q2 2009?", refuse(am, WHY_SE, amb_for(SE, WHY_SE,
    (F(SE, "ProfitLoss"), PQ, None), (F(SE, "NetIncomeLoss"), PQ, None))))
WHY_CP = ("For September 24, 2022 Apple reports commercial paper of two amounts: the balance-sheet carrying amount (CommercialPaper) and "
          "the amount outstanding stated in its debt note (CommercialPaper on the commercial paper member of the short-term debt type axis).")
add(C, A10Q, "How much commercial paper did Apple have at September 24, 2022?", refuse(am, WHY_CP, amb_for(A10Q, WHY_CP,
    (g("CommercialPaper"), AQ_BSPY, None), (g("CommercialPaper"), AQ_BSPY, CPM))))
WHY_UDT = ("Union Pacific's income tax note reports, at December 31, 2012, both total deferred income tax liabilities "
           "(DeferredIncomeTaxLiabilities) and the net deferred income tax liability after deferred tax assets (DeferredTaxLiabilities).")
add(C, UP, "What were Union Pacific's deferred income tax liabilities at December 31, 2012?", refuse(am, WHY_UDT, amb_for(UP, WHY_UDT,
    (g("DeferredIncomeTaxLiabilities"), U_BS12, None), (g("DeferredTaxLiabilities"), U_BS12, None))))


PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44)  # rounds 1-44, named one by one


def main():
    write_round("h47", gr.QUESTIONS_47, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
