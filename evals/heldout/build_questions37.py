#!/usr/bin/env python3
"""Writes evals/data/ask_heldout37.jsonl and its refusal probes (ask_heldout37_probes.jsonl) -- round 37 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout37.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions37.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout37.jsonl
The writer's folder held byte-identical copies of the round-36 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported through sys.path (no bytecode was written), with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and rounds 1-36 were read from a copy of evals/data; here `from specs import *` takes them
from evals/heldout itself. Rounds 1-36 are named one by one in PREV below. Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-37 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36)


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


# ------------------------------------------------------------------ round 37 FSDS filings: companies no round 1-36 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-36 and against avoid_adsh.txt; the instance companies
# Apple, Microsoft, Netflix and Union Pacific left out), all with ODD CIKs (the parallel writer takes even CIKs):
# three 10-Qs from the 2009q3 zip, three from 2010q2.
# Kinds: a money-center bank, a disability/life insurer, a security-software (tech) company (2009q3); a healthcare
# REIT, an electric utility and an auto-parts retailer (2010q2).
JPM = "fsds:0000950123-09-032832"   # J P MORGAN CHASE & CO 10-Q (2009q3), CIK 19617, Q2 2009 and six months; EquityComponents rows
UNM = "fsds:0001193125-09-165373"   # UNUM GROUP 10-Q (2009q3), CIK 5513, Q2 2009 and six months (insurer); EquityComponents rows
MFE = "fsds:0000950123-09-031492"   # MCAFEE, INC. 10-Q (2009q3), CIK 890801, Q2 2009 and six months (tech)
NHP = "fsds:0000950123-10-045562"   # NATIONWIDE HEALTH PROPERTIES INC 10-Q (2010q2), CIK 780053, Q1 2010 (healthcare REIT); EquityComponents rows
PGN = "fsds:0001094093-10-000126"   # PROGRESS ENERGY INC 10-Q (2010q2), CIK 1094093, Q1 2010 (electric utility)
ORLY = "fsds:0001193125-10-113014"  # O REILLY AUTOMOTIVE INC 10-Q (2010q2), CIK 898173, Q1 2010 (auto-parts retailer)
TICK = {JPM: "jpm", UNM: "unm", MFE: "mfe", NHP: "nhp", PGN: "pgn", ORLY: "orly"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (JPMorgan, Unum, McAfee)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PBPY, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (Nationwide Health Properties, Progress Energy, O'Reilly)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

EQC = lambda m: {"EquityComponents": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods, axes and members not among the shared constants
A_BS21 = (None, "2021-09-25")
AQ_Q4 = ("2023-07-02", "2023-09-30")
EQAX = G + "StatementEquityComponentsAxis"
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
RPO_1Y = {G + "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis": "typed:2023-07-02"}
SENIOR = {G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
NOTE = lambda m: dict(SENIOR, **{G + "DebtInstrumentAxis": "nflx:%s" % m})
DERIV_LIAB = lambda loc: {G + "BalanceSheetLocationAxis": G + loc, G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PENSION, OPEB = {DBP: G + "PensionPlansDefinedBenefitMember"}, {DBP: G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
CONTINGENCY = lambda m: {G + "LossContingenciesByNatureOfContingencyAxis": m}
PLAN = lambda m: {G + "PlanNameAxis": m}
REV_ALL = REV + g("RevenueFromContractWithCustomerIncludingAssessedTax")

# =================================================================== direct
C = "direct"
add(C, JPM, "What did JPMorgan Chase carry as trading assets on its balance sheet at June 30, 2009?", fact(F(JPM, "TradingAssets"), PB, USD))
add(C, JPM, "JPMorgan's mortgage servicing rights as of mid-2009 (June 30, 2009)", fact(F(JPM, "MortgageServicingRights"), PB, USD))
add(C, JPM, "Beneficial interests issued by consolidated variable interest entities -- JPMorgan balance sheet, 6/30/2009",
    fact(F(JPM, "BeneficialInterest"), PB, USD))
add(C, UNM, "How much did Unum report for deferred acquisition costs at the end of June 2009?", fact(F(UNM, "DeferredPolicyAcquisitionCosts"), PB, USD))
add(C, UNM, "Reinsurance recoverable on Unum Group's June 30, 2009 balance sheet", fact(F(UNM, "ReinsuranceRecoverables"), PB, USD))
add(C, UNM, "Unum policy loans outstanding, June 30, 2009", fact(F(UNM, "LoansInsurancePolicy"), PB, USD))
add(C, MFE, "McAfee's current deferred revenue at June 30, 2009?", fact(F(MFE, "DeferredRevenueCurrent"), PB, USD))
add(C, MFE, "What was the bank term loan shown among McAfee's current liabilities at the end of Q2 2009?", fact(F(MFE, "UnsecuredDebtCurrent"), PB, USD))
add(C, MFE, "Accrued compensation, McAfee Inc., as of June 30, 2009", fact(F(MFE, "EmployeeRelatedLiabilitiesCurrent"), PB, USD))
add(C, NHP, "Nationwide Health Properties' mortgage loans receivable, net, at March 31, 2010", fact(F(NHP, "MortgageLoansOnRealEstateNet"), B10, USD))
add(C, NHP, "How much had NHP invested in unconsolidated joint ventures as of March 31, 2010?", fact(F(NHP, "EquityMethodInvestments"), B10, USD))
add(C, NHP, "Carrying value of the redeemable OP unitholder interests (temporary equity) at Nationwide Health Properties, end of Q1 2010",
    fact(F(NHP, "TemporaryEquityRedemptionValue"), B10, USD))
add(C, PGN, "Construction work in progress in Progress Energy's utility plant at March 31, 2010", fact(F(PGN, "PublicUtilitiesPropertyPlantAndEquipmentConstructionWorkInProgress"), B10, USD))
add(C, PGN, "Progress Energy nuclear fuel, net of amortization -- balance at the close of the first quarter of 2010", fact(F(PGN, "NuclearFuelNetOfAmortization"), B10, USD))
add(C, PGN, "What regulatory liabilities (non-current) did Progress Energy report as of March 31, 2010?", fact(F(PGN, "RegulatoryLiabilityNoncurrent"), B10, USD))
add(C, ORLY, "O'Reilly Automotive's self insurance reserve at March 31, 2010", fact(F(ORLY, "SelfInsuranceReserve"), B10, USD))
add(C, ORLY, "How much did vendors owe O'Reilly (amounts receivable from vendors) at the end of March 2010?", fact(F(ORLY, "AmountsReceivableFromVendors"), B10, USD))
add(C, A10Q, "Apple's cash, cash equivalents and restricted cash at the end of the June 2023 quarter (July 1, 2023), per the cash flow statement",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), AQ_BS, USD))
add(C, NF, "Netflix balance sheet, December 31, 2023: common stock (which includes paid-in capital) -- what amount?", fact(g("CommonStockValue"), N_BS23, USD))
add(C, UP, "Union Pacific's other assets (non-current) at year-end 2012", fact(g("OtherAssetsNoncurrent"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, JPM, "JPMorgan Chase goodwill at December 31, 2008", fact(F(JPM, "Goodwill"), PYE, USD))
add(C, JPM, "What was JPMorgan's cash and due from banks a year before the Q2 2009 10-Q's balance sheet date, i.e. on June 30, 2008?",
    fact(F(JPM, "CashAndDueFromBanks"), PBPY, USD))
add(C, UNM, "Unum's reserves for future policy and contract benefits at the prior year-end (December 31, 2008)",
    fact(F(UNM, "LiabilityForFuturePolicyBenefitsAndUnpaidClaimsAndClaimsAdjustmentExpense"), PYE, USD))
add(C, UNM, "Total stockholders' equity at Unum as of June 30, 2008", fact(F(UNM, "StockholdersEquity"), PBPY, USD))
add(C, MFE, "How much goodwill was on McAfee's books at the end of 2008?", fact(F(MFE, "Goodwill"), PYE, USD))
add(C, MFE, "McAfee cash and cash equivalents on June 30, 2008", fact(F(MFE, "CashAndCashEquivalentsAtCarryingValue"), PBPY, USD))
add(C, NHP, "Triple-net lease rent NHP earned in the first quarter of 2009", fact(F(NHP, "TriplenetLeaseRent"), Q09, USD))
add(C, NHP, "In Q1 2009, what gains on sale of facilities did Nationwide Health Properties book within discontinued operations?",
    fact(F(NHP, "DiscontinuedOperationGainLossOnDisposalOfDiscontinuedOperationNetOfTax"), Q09, USD))
add(C, NHP, "NHP's notes and bonds payable at year-end 2009", fact(F(NHP, "SecuredDebt"), DEC09, USD))
add(C, PGN, "Progress Energy operating revenues, three months ended March 31, 2009", fact(F(PGN, "UtilityRevenue"), Q09, USD))
add(C, PGN, "Purchased power expense at Progress Energy in the year-ago quarter (Q1 2009)", fact(F(PGN, "CostOfPurchasedPower"), Q09, USD))
add(C, PGN, "Derivative collateral posted, as shown among Progress Energy's current assets at December 31, 2009",
    fact(F(PGN, "CollateralAlreadyPostedAggregateFairValue"), DEC09, USD))
add(C, ORLY, "O'Reilly gross profit in the first quarter of 2009", fact(F(ORLY, "GrossProfit"), Q09, USD))
add(C, ORLY, "What inventory did O'Reilly Automotive hold at December 31, 2009?", fact(F(ORLY, "InventoryNet"), DEC09, USD))
add(C, ORLY, "O'Reilly long-term debt, less current portion, at the 2009 year-end", fact(F(ORLY, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, A10Q, "Total shareholders' equity Apple reported for September 24, 2022 in its Q3 FY2023 10-Q balance sheet", fact(SE, AQ_BSPY, USD))
add(C, A10Q, "Apple's accumulated deficit (retained earnings line) as of the fiscal 2022 year-end, per the June 2023 10-Q",
    fact(RE, AQ_BSPY, USD))
add(C, NF, "Net cash used in financing activities at Netflix in 2022", fact(FCF_, N_FY22, USD))
add(C, NF, "Netflix total stockholders' equity at the end of 2021", fact(SE, N_BS21, USD))
add(C, UP, "Union Pacific comprehensive income for 2011", fact(g("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, JPM, "JPMorgan investment banking fees for the second quarter of 2009 on its own -- not the six-month figure", fact(F(JPM, "InvestmentBankingRevenue"), PQ, USD))
add(C, JPM, "Mortgage fees and related income, JPMorgan Chase, first half of 2009 (January-June)", fact(F(JPM, "MortgageFeesAndRelatedIncome"), PH, USD))
add(C, JPM, "How much principal transactions revenue did JPM record in the three months ended June 30, 2009?", fact(F(JPM, "PrincipalTransactionsRevenue"), PQ, USD))
add(C, JPM, "Year-to-date provision for credit losses at JPMorgan through June 30, 2009", fact(F(JPM, "ProvisionForLoanLeaseAndOtherLosses"), PH, USD))
add(C, JPM, "JPMorgan compensation expense -- just the April-June 2009 quarter", fact(F(JPM, "LaborAndRelatedExpense"), PQ, USD))
add(C, UNM, "Unum premium income for Q2 2009 alone", fact(F(UNM, "PremiumsEarnedNet"), PQ, USD))
add(C, UNM, "Net investment income Unum earned over the six months ended June 30, 2009", fact(F(UNM, "NetInvestmentIncome"), PH, USD))
add(C, UNM, "Commissions expense at Unum in the second quarter of 2009 (three months only)", fact(F(UNM, "InsuranceCommissions"), PQ, USD))
add(C, UNM, "Amortization of deferred acquisition costs, Unum, year to date at mid-2009", fact(F(UNM, "DeferredPolicyAcquisitionCostAmortizationExpense"), PH, USD))
add(C, UNM, "What total net realized investment gain (loss) did Unum post for the quarter ended June 30, 2009 -- the quarter, not the half year?",
    fact(F(UNM, "RealizedInvestmentGainsLosses"), PQ, USD))
add(C, MFE, "McAfee subscription revenue in the June 2009 quarter", fact(F(MFE, "SoftwareSubscriptionRevenue"), PQ, USD))
add(C, MFE, "Service and support revenue at McAfee for the first six months of 2009", fact(F(MFE, "ServiceAndSupportRevenue"), PH, USD))
add(C, MFE, "McAfee research and development expense, Q2 2009 only", fact(F(MFE, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, MFE, "Sales and marketing spend at McAfee, six months ended June 30, 2009", fact(F(MFE, "SellingAndMarketingExpense"), PH, USD))
add(C, MFE, "Restructuring charges McAfee took in the three months to June 30, 2009", fact(F(MFE, "RestructuringCharges"), PQ, USD))
add(C, A10Q, "Apple's other comprehensive income (loss) from the change in unrealized gains/losses on marketable debt securities, for the three months ended June 25, 2022 by itself",
    fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), AQ_Q3PY, USD))
add(C, A10Q, "Total other comprehensive income (loss) at Apple in fiscal Q3 2022 (the quarter ended June 25, 2022, not year to date)",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_Q3PY, USD))
add(C, A10Q, "In Apple's June 2022 quarter, what was the change in fair value of derivative instruments recorded in OCI (before reclassifications)?",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax"], AQ_Q3PY, USD))
add(C, A10Q, "For the nine months ended June 25, 2022, how much did Apple reclassify out of OCI for realized derivative (gains)/losses included in net income?",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], AQ_9MPY, USD))
add(C, A10Q, "Apple: adjustment for net (gains)/losses realized and included in net income on marketable debt securities, quarter ended June 25, 2022 only",
    fact(g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), AQ_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, JPM, "JPMorgan's overhead ratio for Q2 2009, taken as total noninterest expense divided by total net revenue",
    ratio(F(JPM, "NoninterestExpense"), F(JPM, "Revenues"), PQ))
add(C, JPM, "At June 30, 2009, what was JPMorgan's allowance for loan losses as a fraction of total loans?",
    ratio(F(JPM, "LoansAndLeasesReceivableAllowance"), F(JPM, "LoansAndLeasesReceivableNetOfDeferredIncome"), PB))
add(C, UNM, "Unum's benefit ratio for the first half of 2009: benefits and change in reserves for future benefits over premium income",
    ratio(F(UNM, "PolicyholderBenefitsAndClaimsIncurredNet"), F(UNM, "PremiumsEarnedNet"), PH))
add(C, UNM, "Effective tax rate at Unum for 1H 2009 (total income tax / income before income tax), as a decimal",
    ratio(F(UNM, "IncomeTaxExpenseBenefit"), F(UNM, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, MFE, "McAfee gross margin for Q2 2009, computed as (total net revenue - total cost of net revenue) / total net revenue",
    margin_from_cost(F(MFE, "Revenues"), F(MFE, "CostOfRevenue"), PQ))
add(C, MFE, "How fast did McAfee's top line grow in the first half of 2009 versus the first half of 2008? (decimal; a decline would be negative)",
    growth(F(MFE, "Revenues"), PH, PHPY))
add(C, NHP, "NHP leverage at March 31, 2010: (senior notes + notes and bonds payable) / total assets",
    derived("(e0+e1)/e2", [inp(F(NHP, "UnsecuredDebt"), B10), inp(F(NHP, "SecuredDebt"), B10), inp(F(NHP, "Assets"), B10)], B10, PURE))
add(C, NHP, "Year-over-year growth in Nationwide Health's medical office building operating rent, Q1 2010 vs Q1 2009 (decimal, negative = decline)",
    growth(F(NHP, "MedicalOfficeBuildingOperatingRent"), Q10, Q09))
add(C, PGN, "Progress Energy free cash flow for Q1 2010, defined as net cash provided by operating activities less gross property additions",
    diff(F(PGN, "NetCashProvidedByUsedInOperatingActivities"), F(PGN, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, PGN, "Progress Energy's current ratio at the end of Q1 2010 (total current assets / total current liabilities)",
    ratio(F(PGN, "AssetsCurrent"), F(PGN, "LiabilitiesCurrent"), B10))
add(C, PGN, "What share of Progress Energy's Q1 2010 operating revenues went to fuel used in electric generation plus purchased power?",
    derived("(e0+e1)/e2", [inp(F(PGN, "FuelCosts"), Q10), inp(F(PGN, "CostOfPurchasedPower"), Q10), inp(F(PGN, "UtilityRevenue"), Q10)], Q10, PURE))
add(C, ORLY, "O'Reilly's gross margin percentage for the March 2010 quarter (gross profit / sales)", ratio(F(ORLY, "GrossProfit"), F(ORLY, "SalesRevenueNet"), Q10))
add(C, ORLY, "SG&A as a fraction of O'Reilly's sales in Q1 2009", ratio(F(ORLY, "SellingGeneralAndAdministrativeExpense"), F(ORLY, "SalesRevenueNet"), Q09))
add(C, ORLY, "By how much, in percent, did O'Reilly's operating income grow from Q1 2009 to Q1 2010? Give a decimal (0.10 = +10%; a drop would be negative).",
    growth(F(ORLY, "OperatingIncomeLoss"), Q10, Q09))
add(C, A10Q, "Add Apple's current and non-current term debt as of September 24, 2022 (balance sheet in the Q3 FY23 10-Q): what is the total?",
    total(g("LongTermDebtCurrent"), g("LongTermDebtNoncurrent"), AQ_BSPY))
add(C, A10Q, "Percent change in Apple's cash, cash equivalents and restricted cash from September 25, 2021 to September 24, 2022 (decimal; negative means it fell)",
    growth(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), AQ_BSPY, A_BS21))
add(C, NF, "How many times larger was Netflix's 2023 interest-and-penalties expense on unrecognized tax benefits than the 2022 amount? (ratio 2023 / 2022)",
    ratio(g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestExpense"), g("UnrecognizedTaxBenefitsIncomeTaxPenaltiesAndInterestExpense"), N_FY23, N_FY22))
add(C, NF, "For Netflix's $800 million 5.875% senior notes due 2025, by what fraction did fair value exceed principal at December 31, 2023? ((fair value - face amount) / face amount)",
    derived("(e0-e1)/e1", [inp(g("LongTermDebtFairValue"), N_BS23, NOTE("FivePointEightSevenFivePercentSeniorNotesMember")),
                           inp(g("DebtInstrumentFaceAmount"), N_BS23, NOTE("FivePointEightSevenFivePercentSeniorNotesMember"))], N_BS23, PURE))
add(C, UP, "Union Pacific's expected pension benefit payments for 2016 and 2017 combined (sum of the two years in the benefit-payment schedule)",
    total(g("DefinedBenefitPlanExpectedFutureBenefitPaymentsYearFour"), g("DefinedBenefitPlanExpectedFutureBenefitPaymentsYearFive"), U_BS12, ma=PENSION, mb=PENSION))
add(C, UP, "Growth in cash dividends declared, as charged to UNP's retained earnings column, 2012 over 2011 (decimal; negative would mean a decrease)",
    growth(g("DividendsCash"), U_FY12, U_FY11, {EQAX: G + "RetainedEarningsMember"}))

# =================================================================== members
C = "members"
add(C, JPM, "Preferred stock column of JPMorgan's 1H 2009 equity statement: accretion of the discount on preferred stock issued to the U.S. Treasury",
    fact(F(JPM, "AccretionOfPreferredStockDiscountOnIssuanceToTreasury"), PH, USD, EQC("PreferredStock")))
add(C, JPM, "How much treasury stock did JPMorgan reissue in the six months to June 30, 2009, per the treasury stock column of its changes in equity?",
    fact(F(JPM, "StockIssuedDuringPeriodValueTreasuryStockReissued"), PH, USD, EQC("TreasuryStock")))
add(C, JPM, "Balance of JPMorgan's 'shares held in RSU Trust' equity component at June 30, 2008", fact(SE, PBPY, USD, EQC("SharesHeldInTrust")))
add(C, UNM, "Cumulative effect of the accounting principle change recorded in Unum's retained earnings column, first half of 2009",
    fact(F(UNM, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), PH, USD, EQC("RetainedEarnings")))
add(C, UNM, "Unum equity roll-forward: accumulated other comprehensive income column balance at June 30, 2008",
    fact(SE, PBPY, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, NHP, "In NHP's Q1 2010 equity statement, what did the conversion/redemption of preferred stock add to capital in excess of par value?",
    fact(F(NHP, "StockIssuedDuringPeriodValueConversionRedemptionOfConvertibleSecurities"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, NHP, "Number of common shares Nationwide Health Properties issued on conversion of its preferred stock in Q1 2010 (common stock column, shares)",
    fact(F(NHP, "StockIssuedDuringPeriodSharesConversionRedemptionOfConvertibleSecurities"), Q10, SH, EQC("CommonStock")))
add(C, NHP, "Issuance of common stock, net: the par-value (common stock) column's share of it in NHP's first quarter 2010",
    fact(F(NHP, "StockIssuedDuringPeriodValueNewIssues"), Q10, USD, EQC("CommonStock")))
add(C, A10Q, "Gross unrealized losses on Apple's Level 2 mortgage- and asset-backed securities at July 1, 2023",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), AQ_BS, USD, {FVL: L2, FIN: G + "AssetBackedSecuritiesMember"}))
add(C, A10Q, "How much of Apple's U.S. agency securities (Level 2) were classified as non-current marketable securities on July 1, 2023?",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BS, USD, {FVL: L2, FIN: G + "USGovernmentAgenciesDebtSecuritiesMember"}))
add(C, A10Q, "Ending balance of the 'common stock and additional paid-in capital' column in Apple's shareholders' equity statement, July 1, 2023",
    fact(SE, AQ_BS, USD, {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}))
add(C, A10Q, "What percentage of Apple's deferred revenue at July 1, 2023 does it expect to realize within one year?",
    fact(g("RevenueRemainingPerformanceObligationPercentage"), AQ_BS, PURE, RPO_1Y))
add(C, NF, "Netflix's cumulative translation adjustment component of AOCI at December 31, 2023", fact(SE, N_BS23, USD, {EQAX: G + "AccumulatedTranslationAdjustmentMember"}))
add(C, NF, "Other comprehensive income (loss) before reclassifications in Netflix's cash flow hedge component of AOCI, 2023",
    fact(g("OtherComprehensiveIncomeLossBeforeReclassificationsNetOfTax"), N_FY23, USD, {EQAX: G + "AccumulatedGainLossNetCashFlowHedgeParentMember"}))
add(C, NF, "Fair value of Netflix's $1.6 billion 4.875% senior notes due 2028 at year-end 2023",
    fact(g("LongTermDebtFairValue"), N_BS23, USD, NOTE("FourPointEightSevenFivePercentSeniorNotesMember")))
add(C, NF, "Foreign exchange gain or loss Netflix recognized within interest and other income (expense) in 2023",
    fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY23, USD, {G + "IncomeStatementLocationAxis": "nflx:InterestAndOtherIncomeExpenseMember"}))
add(C, UP, "Actuarial loss on Union Pacific's pension plans during 2012 (change in projected benefit obligation)",
    fact(g("DefinedBenefitPlanActuarialGainLoss"), U_FY12, USD, PENSION))
add(C, UP, "Non-current liability UNP recognized for its other postretirement benefit (OPEB) plans at December 31, 2012",
    fact(g("PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), U_BS12, USD, OPEB))
add(C, UP, "Maximum potential exposure under Union Pacific's guarantees at the end of 2012", fact(g("GuaranteeObligationsMaximumExposure"), U_BS12, USD, CONTINGENCY(G + "GuaranteeObligationsMember")))
add(C, UP, "Current portion of Union Pacific's environmental liability at December 31, 2012",
    fact(g("LossContingencyAccrualCarryingValueCurrent"), U_BS12, USD, CONTINGENCY(G + "EnvironmentalIssueMember")))

# =================================================================== per_share
C = "per_share"
add(C, JPM, "JPMorgan cash dividends declared per common share, six months ended June 30, 2009", fact(F(JPM, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, JPM, "Weighted-average diluted shares JPMorgan Chase used for its second-quarter 2009 EPS", fact(F(JPM, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, JPM, "How many shares of common stock did JPMorgan hold in treasury at June 30, 2009?", fact(F(JPM, "TreasuryStockShares"), PB, SH))
add(C, UNM, "Unum EPS assuming dilution for the quarter ended June 30, 2009", fact(F(UNM, "EarningsPerShareDiluted"), PQ, PS))
add(C, UNM, "Common shares issued by Unum Group as of June 30, 2009", fact(F(UNM, "CommonStockSharesIssued"), PB, SH))
add(C, MFE, "McAfee's diluted net income per share for 1H 2009", fact(F(MFE, "EarningsPerShareDiluted"), PH, PS))
add(C, MFE, "Shares of McAfee common stock outstanding on June 30, 2009", fact(F(MFE, "CommonStockSharesOutstanding"), PB, SH))
add(C, NHP, "Dividends declared per share by Nationwide Health Properties in Q1 2010", fact(F(NHP, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, NHP, "NHP: income from continuing operations attributable to common stockholders per diluted share, first quarter 2010",
    fact(F(NHP, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, PGN, "What diluted EPS (net income attributable to controlling interests) did Progress Energy report for Q1 2010?", fact(F(PGN, "EarningsPerShareDiluted"), Q10, PS))
add(C, PGN, "Basic average common shares outstanding at Progress Energy for the first quarter of 2009", fact(F(PGN, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, ORLY, "O'Reilly diluted earnings per share, Q1 2010", fact(F(ORLY, "EarningsPerShareDiluted"), Q10, PS))
add(C, ORLY, "Weighted-average common shares outstanding (basic) at O'Reilly in the first quarter of 2009", fact(F(ORLY, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, ORLY, "O'Reilly common shares issued as of March 31, 2010", fact(F(ORLY, "CommonStockSharesIssued"), B10, SH))
add(C, NF, "How many stock options did Netflix grant during 2022?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriod"), N_FY22, SH))
add(C, NF, "Number of Netflix stock options that expired in 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExpirationsInPeriod"), N_FY23, SH))
add(C, NF, "Weighted-average exercise price of the options Netflix granted in 2021",
    fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageExercisePrice"), N_FY21, PS))
add(C, UP, "Weighted-average exercise price of Union Pacific stock options exercised in 2012",
    fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExercisesInPeriodWeightedAverageExercisePrice"), U_FY12, PS, PLAN(G + "StockOptionMember")))
add(C, UP, "Weighted-average grant-date fair value of UNP's nonvested performance retention awards at December 31, 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"),
         U_BS12, PS, PLAN("unp:PerformanceRetentionAwardsMember")))
add(C, UP, "Union Pacific's weighted average diluted share count for 2010", fact(WAD, U_FY10, SH))

# =================================================================== jargon
C = "jargon"
add(C, JPM, "JPM NII, 2Q09?", fact(F(JPM, "InterestIncomeExpenseNet"), PQ, USD))
add(C, JPM, "JPMorgan CFO for 1H09 -- net cash from ops", fact(F(JPM, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, UNM, "UNM op cash flow, YTD June '09", fact(F(UNM, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, UNM, "Unum AFS buys in 1H09 (purchases of available-for-sale securities)", fact(F(UNM, "PaymentsToAcquireAvailableForSaleSecurities"), PH, USD))
add(C, MFE, "MFE capex, 1H09", fact(F(MFE, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, MFE, "McAfee non-cash SBC add-back, first half '09", fact(F(MFE, "ShareBasedCompensation"), PH, USD))
add(C, MFE, "MFE buybacks 1H09 -- cash spent repurchasing common stock", fact(F(MFE, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, NHP, "NHP acquisitions outlay 1Q10 (acquisition of real estate and related assets)", fact(F(NHP, "PaymentsToAcquireAndDevelopRealEstate"), Q10, USD))
add(C, NHP, "NHP straight-line rent adjustment in 1Q10 operating cash flow", fact(F(NHP, "IncreaseDecreaseInDeferredRentReceivables"), Q10, USD))
add(C, PGN, "PGN O&M expense, 1Q10", fact(F(PGN, "OperatingMaintenanceExpense"), Q10, USD))
add(C, PGN, "Progress Energy equity AFUDC on the 1Q10 income statement", fact(F(PGN, "PublicUtilitiesAllowanceForFundsUsedDuringConstructionCapitalizedCostOfEquity"), Q10, USD))
add(C, PGN, "PGN nuke fuel additions (investing CF), Q1 '10", fact(F(PGN, "PaymentsForProceedsFromNuclearFuel"), Q10, USD))
add(C, ORLY, "ORLY capex 1Q10?", fact(F(ORLY, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, ORLY, "O'Reilly D&A on property and equipment, Q1 2010 cash flow", fact(F(ORLY, "DepreciationAndAmortizationOnPropertyAndEquipment"), Q10, USD))
add(C, ORLY, "ORLY CFO, March qtr 2010", fact(F(ORLY, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, A10Q, "AAPL: how much would master netting arrangements and collateral have reduced its derivative liabilities at FY22 year-end (9/24/22)?",
    fact(["aapl:DerivativeLiabilitiesReductionForMasterNettingArrangementsIncludingTheEffectsOfCollateral"], AQ_BSPY, USD))
add(C, NF, "NFLX accrued expenses & other liabilities -- working-capital change in CFO, FY23", fact(g("IncreaseDecreaseInAccruedLiabilities"), N_FY23, USD))
add(C, NF, "NFLX deferred revenue change within operating cash flow, FY23", fact(g("IncreaseDecreaseInContractWithCustomerLiability"), N_FY23, USD))
add(C, UP, "UNP FY12 CFO add-back for deferred income taxes and unrecognized tax benefits", fact(["unp:DeferredIncomeTaxesAndUnrecognizedTaxBenefits"], U_FY12, USD))
add(C, UP, "UNP ETR bridge, 2012: state statutory rates net of federal benefit (percentage points)",
    fact(g("EffectiveIncomeTaxRateReconciliationStateAndLocalIncomeTaxes"), U_FY12, PURE))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, JPM, "What was HSBC's provision for credit losses in the second quarter of 2009?",
    refuse(oc, "HSBC is not in the data (JPMorgan Chase is).", other("HSBC")))
add(C, UNM, "StanCorp Financial's premium income for the quarter ended June 30, 2009?",
    refuse(oc, "StanCorp Financial is not in the data (Unum Group is).", other("STANCORP")))
add(C, MFE, "How much did Check Point Software spend on R&D in Q2 2009?",
    refuse(oc, "Check Point Software is not in the data (McAfee is).", other("CHECK POINT")))
add(C, NHP, "Health Care REIT's rental income for the first quarter of 2010?",
    refuse(oc, "Health Care REIT is not in the data (Nationwide Health Properties is).", other("HEALTH CARE REIT")))
add(C, PGN, "What were SCANA's operating revenues in Q1 2010?",
    refuse(oc, "SCANA is not in the data (Progress Energy is).", other("SCANA")))
# period_not_reported
add(C, ORLY, "O'Reilly's sales for the second quarter of 2010 (April-June)?",
    refuse(pn, "The Q1 2010 10-Q covers the quarter ended March 31, 2010 (and Q1 2009); the June 2010 quarter is not in it.",
           absent(F(ORLY, "SalesRevenueNet"), Q2_10)))
add(C, NHP, "What were Nationwide Health Properties' total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the March quarters of 2010 and 2009; calendar 2009 revenue is not in its data.",
           absent(F(NHP, "Revenues"), FY09)))
add(C, UNM, "Unum premium income in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009 (and 2008); Q3 2009 had not been reported.",
           absent(F(UNM, "PremiumsEarnedNet"), PQ3)))
add(C, MFE, "McAfee total net revenue for the full year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the June quarters and six-month periods of 2009 and 2008, not the 2008 fiscal year.",
           absent(F(MFE, "Revenues"), FY08)))
add(C, A10Q, "Apple's net sales for the September 2023 quarter, the fourth quarter of fiscal 2023?",
    refuse(pn, "The Q3 FY2023 10-Q ends July 1, 2023; the fourth fiscal quarter is not in it.", absent(REV_ALL, AQ_Q4)))
# concept_not_reported
add(C, NHP, "What was Nationwide Health Properties' FFO (funds from operations) for Q1 2010?",
    refuse(cn, "FFO is a non-GAAP REIT measure; NHP's Q1 2010 financial statement data carry no FFO line.",
           absent_any(["nhp:FundsFromOperations", "nhp:FundsFromOperationsAvailableToCommonStockholders", "us-gaap:FundsFromOperations",
                       "nhp:NormalizedFundsFromOperations"])))
add(C, JPM, "How much goodwill impairment did JPMorgan Chase record in the first half of 2009?",
    refuse(cn, "JPMorgan's Q2 2009 statements carry no goodwill impairment line.", absent_any(g("GoodwillImpairmentLoss", "ImpairmentOfIntangibleAssetsIncludingGoodwill"))))
add(C, PGN, "How much did Progress Energy spend buying back its own shares in the first quarter of 2010?",
    refuse(cn, "Progress Energy issued common stock in Q1 2010; no share repurchase line is in its data.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod"))))
add(C, ORLY, "What dividend per share did O'Reilly Automotive declare in Q1 2010?",
    refuse(cn, "O'Reilly paid no dividends; its Q1 2010 data carry no dividend per share or dividend payment line.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends", "PaymentsOfDividendsCommonStock"))))
add(C, UP, "What operating lease right-of-use assets did Union Pacific show on its December 31, 2012 balance sheet?",
    refuse(cn, "The 2012 10-K predates the lease standard that put operating lease right-of-use assets and lease liabilities on the balance sheet; "
               "no such fact is in the filing.",
           absent_any(g("OperatingLeaseRightOfUseAsset", "OperatingLeaseLiability", "OperatingLeaseLiabilityNoncurrent"))))
# ambiguous
WHY_PGN = ("Progress Energy's Q1 2010 income statement line 'Depreciation, amortization and accretion' (pgn:DepreciationAmortizationAndAccretion) "
           "and the cash flow statement line of the same caption (DepreciationAmortizationAndAccretionNet) report different amounts.")
add(C, PGN, "What was Progress Energy's depreciation, amortization and accretion for the first quarter of 2010?", refuse(am, WHY_PGN, amb_for(PGN, WHY_PGN,
    (F(PGN, "DepreciationAmortizationAndAccretion"), Q10, None), (F(PGN, "DepreciationAmortizationAndAccretionNet"), Q10, None))))
WHY_MFE = ("McAfee's Q2 2009 income statement has a 'Service and support' line twice: under net revenue (mfe:ServiceAndSupportRevenue) "
           "and under cost of net revenue (CostOfServicesMaintenanceCosts).")
add(C, MFE, "What did McAfee's Q2 2009 income statement show on its 'Service and support' line?", refuse(am, WHY_MFE, amb_for(MFE, WHY_MFE,
    (F(MFE, "ServiceAndSupportRevenue"), PQ, None), (F(MFE, "CostOfServicesMaintenanceCosts"), PQ, None))))
WHY_UNM = ("Unum's June 30, 2009 balance sheet splits the net unrealized loss on securities in AOCI into two lines with no combined total: "
           "securities not other-than-temporarily impaired and securities other-than-temporarily impaired.")
add(C, UNM, "What was Unum's net unrealized loss on securities in accumulated other comprehensive income at June 30, 2009?", refuse(am, WHY_UNM, amb_for(UNM, WHY_UNM,
    (F(UNM, "AccumulatedOtherComprehensiveIncomeLossNetUnrealizedLossOnSecuritiesNotOtherThanTemporarilyImpaired"), PB, None),
    (F(UNM, "AccumulatedOtherComprehensiveIncomeLossNetUnrealizedLossOnOtherThanTemporarilyImpairedSecurities"), PB, None))))
WHY_NHP = ("For Q1 2009 Nationwide Health Properties reports depreciation and amortization twice with different amounts: the income statement "
           "line (DepreciationAndAmortization) and the cash flow statement add-back (nhp:DepreciationAndAmortizationAdjustment).")
add(C, NHP, "What was Nationwide Health Properties' depreciation and amortization in the first quarter of 2009?", refuse(am, WHY_NHP, amb_for(NHP, WHY_NHP,
    (F(NHP, "DepreciationAndAmortization"), Q09, None), (F(NHP, "DepreciationAndAmortizationAdjustment"), Q09, None))))
WHY_NF = ("Netflix reports two different 2023 amounts for stock option exercises: the cash flow statement's proceeds from issuance of common stock "
          "upon exercise of options (ProceedsFromStockOptionsExercised) and the equity statement's value of shares issued on option exercises "
          "(StockIssuedDuringPeriodValueStockOptionsExercised).")
add(C, NF, "How much did Netflix take in from employee stock option exercises in 2023?", refuse(am, WHY_NF, amb_for(NF, WHY_NF,
    (g("ProceedsFromStockOptionsExercised"), N_FY23, None), (g("StockIssuedDuringPeriodValueStockOptionsExercised"), N_FY23, None))))


def main():
    write_round("h37", gr.QUESTIONS_37, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
