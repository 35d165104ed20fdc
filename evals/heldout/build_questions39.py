#!/usr/bin/env python3
"""Writes evals/data/ask_heldout39.jsonl and its refusal probes (ask_heldout39_probes.jsonl) -- round 39 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout39.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions39.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout39.jsonl
The writer's folder held byte-identical copies of the round-38 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported through sys.path (no bytecode was written), with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and rounds 1-38 were read from a copy of evals/data; here `from specs import *` takes them
from evals/heldout itself. Rounds 1-38 are named one by one in PREV. Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-39 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38)


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


# ------------------------------------------------------------------ round 39 FSDS filings: companies no round 1-38 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-38, and against avoid_adsh.txt and the CIKs of its filings;
# the instance companies Apple, Microsoft, Netflix and Union Pacific left out), all with ODD CIKs (the parallel writer
# takes even CIKs): three 10-Qs from the 2009q3 zip, three from 2010q2.
# Kinds: a thrift/savings bank, a health insurer, an industrial REIT (2009q3); an insurance broker, an electric and gas
# utility and an auto-parts retailer with a 16-week first quarter (2010q2).
NYB = "fsds:0001193125-09-170623"   # NEW YORK COMMUNITY BANCORP INC 10-Q (2009q3), CIK 910073, Q2 2009 and six months (bank); EquityComponents rows
HUM = "fsds:0001193125-09-162305"   # HUMANA INC 10-Q (2009q3), CIK 49071, Q2 2009 and six months (health insurer)
PLD = "fsds:0000950123-09-029196"   # PROLOGIS 10-Q (2009q3), CIK 899881, Q2 2009 and six months (industrial REIT); EquityComponents rows
AON = "fsds:0001104659-10-025227"   # AON CORP 10-Q (2010q2), CIK 315293, Q1 2010 (insurance broker); EquityComponents rows
WEC = "fsds:0000107815-10-000062"   # WISCONSIN ENERGY CORP 10-Q (2010q2), CIK 783325, Q1 2010 (utility)
AAP = "fsds:0001158449-10-000069"   # ADVANCE AUTO PARTS INC 10-Q (2010q2), CIK 1158449, fiscal Q1 2010 (FSDS ddate 2010-04-30) (retailer)
TICK = {NYB: "nyb", HUM: "hum", PLD: "pld", AON: "aon", WEC: "wec", AAP: "aap"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (New York Community, Humana, ProLogis)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (Aon, Wisconsin Energy)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10 = ("2010-04-01", "2010-06-30")
# Advance Auto Parts fiscal Q1 2010 (16 weeks; FSDS month-end ddate 2010-04-30) and fiscal Q1 2009; fiscal 2009 year-end
# balance sheet under ddate 2009-12-31
AQ10, AQ09 = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
AB10, AYE = (None, "2010-04-30"), (None, "2009-12-31")
AQ2_10 = ("2010-05-01", "2010-07-31")

EQC = lambda m: {"EquityComponents": m}

# instance periods, axes and members not among the shared constants
A_FY20 = ("2019-09-29", "2020-09-26")
A_BS20 = (None, "2020-09-26")
M_Q1_13, M_Q3_13, M_Q4_13 = ("2012-07-01", "2012-09-30"), ("2013-01-01", "2013-03-31"), ("2013-04-01", "2013-06-30")
E_Q3STUB = ("2023-07-01", "2023-07-21")
EQAX = G + "StatementEquityComponentsAxis"
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
REPO13 = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramTwentyThirteenMember"}
RSTOCK = {G + "AwardTypeAxis": G + "RestrictedStockMember"}
CARRIERS = {"srt:MajorCustomersAxis": "aapl:CellularNetworkCarriersMember",
            G + "ConcentrationRiskByBenchmarkAxis": G + "TradeAccountsReceivableMember",
            G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
NOTES_13_22_MAX = {"srt:RangeAxis": "srt:MaximumMember", G + "DebtInstrumentAxis": "aapl:A20132022DebtIssuancesMember",
                   G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}
CC_SHARES = {G + "StatementClassOfStockAxis": "aeon:ContingentConsiderationSharesMember"}
NOTES_2019 = {G + "DebtInstrumentAxis": "aeon:ConvertibleNotes2019Member"}
OPT_RSU = {G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis":
           "aeon:CommonStockOptionsAndRestrictedStockUnitsMember"}
NFLX_CS = g("CommonStockValue")

# =================================================================== direct
C = "direct"
add(C, NYB, "New York Community Bancorp's FHLB-NY advances outstanding at June 30, 2009",
    fact(F(NYB, "FederalHomeLoanBankAdvancesLongTermAndShortTerm"), PB, USD))
add(C, NYB, "How much bank-owned life insurance did NYCB carry on its balance sheet at the end of the second quarter of 2009?",
    fact(F(NYB, "BankOwnedLifeInsurance"), PB, USD))
add(C, NYB, "Junior subordinated debentures on New York Community's mid-2009 balance sheet?",
    fact(F(NYB, "JuniorSubordinatedDebentureOwedToUnconsolidatedSubsidiaryTrust"), PB, USD))
add(C, HUM, "Humana: benefits payable as of 6/30/2009", fact(F(HUM, "BenefitsPayable"), PB, USD))
add(C, HUM, "What did Humana report as securities lending invested collateral on June 30, 2009?",
    fact(F(HUM, "SecuritiesHeldAsCollateralAtFairValue"), PB, USD))
add(C, HUM, "Give me Humana's future policy benefits payable at the close of Q2 2009.", fact(F(HUM, "LiabilityForFuturePolicyBenefits"), PB, USD))
add(C, PLD, "ProLogis investments in and advances to unconsolidated investees, June 30, 2009",
    fact(F(PLD, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB, USD))
add(C, PLD, "What was ProLogis' total real estate, net of accumulated depreciation, at the end of June 2009?",
    fact(F(PLD, "RealEstateInvestmentPropertyNet"), PB, USD))
add(C, AON, "Aon's fiduciary assets at March 31, 2010?", fact(F(AON, "FiduciaryAssets"), B10, USD))
add(C, AON, "Pension and other post employment liabilities on Aon's balance sheet as of the end of the first quarter of 2010",
    fact(F(AON, "PensionAndOtherPostretirementAndPostemploymentBenefitPlansLiabilitiesNoncurrent"), B10, USD))
add(C, WEC, "Wisconsin Energy construction work in progress at 3/31/10", fact(F(WEC, "ConstructionInProgressGross"), B10, USD))
add(C, WEC, "How much common equity did Wisconsin Energy show in its capitalization on March 31, 2010?",
    fact(F(WEC, "CommonStockValue"), B10, USD))
add(C, WEC, "Wisconsin Energy's equity investment in its transmission affiliate as of March 31, 2010",
    fact(F(WEC, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), B10, USD))
add(C, AAP, "Inventories, net at Advance Auto Parts at the end of its fiscal first quarter of 2010", fact(F(AAP, "InventoryNet"), AB10, USD))
add(C, AAP, "What balance of financed vendor accounts payable did Advance Auto Parts carry at the close of Q1 fiscal 2010?",
    fact(F(AAP, "ShortTermBankLoansAndNotesPayable"), AB10, USD))
add(C, MS, "Securities lending payable on Microsoft's June 30, 2015 balance sheet",
    fact(g("DepositsReceivedForSecuritiesLoanedAtCarryingValue"), M_BS15, USD))
add(C, MS, "In Microsoft's income tax note, what was the deferred tax asset for unearned revenue at the end of fiscal 2015?",
    fact(g("DeferredTaxAssetsDeferredIncome"), M_BS15, USD))
add(C, A10K, "Per Apple's lease maturity table at September 30, 2023, how much in operating and finance lease payments falls due in fiscal 2028?",
    fact(["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearFive"], A_BS23, USD))
add(C, A10K, "How much revenue did Apple recognize in fiscal 2023 that had been included in deferred revenue at the start of the year?",
    fact(g("ContractWithCustomerLiabilityRevenueRecognized"), A_FY23, USD))
add(C, AE, "AEON Biopharma operating lease right-of-use asset, September 30, 2023", fact(g("OperatingLeaseRightOfUseAsset"), E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, NYB, "Total deposits at New York Community Bancorp as of year-end 2008", fact(F(NYB, "Deposits"), PYE, USD))
add(C, NYB, "What debt repositioning charge did NYCB take in the three months ended June 30, 2008?",
    fact(F(NYB, "DebtRepositioningCharge"), PQPY, USD))
add(C, HUM, "Humana premiums revenue in the year-ago quarter (Q2 2008)", fact(F(HUM, "PremiumsEarnedNet"), PQPY, USD))
add(C, HUM, "Unearned revenues on Humana's balance sheet at December 31, 2008?", fact(F(HUM, "DeferredRevenueCurrent"), PYE, USD))
add(C, PLD, "How much debt did ProLogis report on its December 31, 2008 balance sheet?", fact(F(PLD, "DebtAndCapitalLeaseObligations"), PYE, USD))
add(C, PLD, "ProLogis rental income for April-June 2008", fact(F(PLD, "RevenueFromLeaseOrRentalOfPropertyOrEquipment"), PQPY, USD))
add(C, AON, "Commissions, fees and other revenue at Aon in the first quarter of 2009", fact(F(AON, "CommissionsFeesAndOther"), Q09, USD))
add(C, AON, "Aon goodwill, 12/31/2009", fact(F(AON, "Goodwill"), DEC09, USD))
add(C, WEC, "Wisconsin Energy's operating revenues a year earlier, in 1Q 2009", fact(F(WEC, "SalesRevenueEnergyServices"), Q09, USD))
add(C, WEC, "What short-term debt did Wisconsin Energy have on December 31, 2009?", fact(F(WEC, "CommercialPaper"), DEC09, USD))
add(C, AAP, "Advance Auto Parts net sales in the first quarter of fiscal 2009", fact(F(AAP, "SalesRevenueNet"), AQ09, USD))
add(C, AAP, "Long-term debt (excluding the current portion) at Advance Auto Parts at the end of fiscal 2009",
    fact(F(AAP, "LongTermDebtNoncurrent"), AYE, USD))
add(C, MS, "In the Nokia acquisition note, what pro forma net income did Microsoft show for fiscal 2014?",
    fact(g("BusinessAcquisitionsProFormaNetIncomeLoss"), M_FY14, USD))
add(C, MS, "Net unrealized gains (losses) on investments, net of tax, in Microsoft's fiscal 2014 comprehensive income statement",
    fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), M_FY14, USD))
add(C, A10K, "Apple's fiscal 2021 total proceeds from/(repayments of) commercial paper, net -- the single cash flow statement line, all maturities combined", fact(g("ProceedsFromRepaymentsOfCommercialPaper"), A_FY21, USD))
add(C, A10K, "Gross unrecognized tax benefits at Apple as of September 26, 2020 (the fiscal 2021 beginning balance)",
    fact(g("UnrecognizedTaxBenefits"), A_BS20, USD))
add(C, A10K, "What were Apple's variable lease costs for fiscal 2021?", fact(g("VariableLeaseCost"), A_FY21, USD))
add(C, AE, "AEON's research and development expense for January-September 2022", fact(g("ResearchAndDevelopmentExpense"), E_9M_22, USD))
add(C, AE, "Accrued clinical trials expenses at AEON Biopharma on December 31, 2022", fact(["aeon:AccruedClinicalTrailsExpensesCurrent"], E_BSPY, USD))
add(C, NQ, "Par value of Netflix common stock on its December 31, 2009 balance sheet (the common stock line, in dollars)", fact(NFLX_CS, N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, NYB, "NYCB net interest income for Q2 2009 alone, not year to date", fact(F(NYB, "InterestIncomeExpenseNet"), PQ, USD))
add(C, NYB, "New York Community's compensation and benefits expense for the six months ended June 30, 2009",
    fact(F(NYB, "LaborAndRelatedExpense"), PH, USD))
add(C, NYB, "Interest expense on certificates of deposit at NYCB during the April-June 2009 quarter", fact(F(NYB, "InterestExpenseTimeDeposits"), PQ, USD))
add(C, NYB, "Year-to-date fee income at New York Community Bancorp through June 30, 2009", fact(F(NYB, "FeesAndCommissions"), PH, USD))
add(C, HUM, "Humana administrative services fees in the second quarter of 2009 only", fact(F(HUM, "AdministrativeServicesFees"), PQ, USD))
add(C, HUM, "What did Humana book on its 'Benefits' expense line (not total operating expenses) over the first half of 2009?",
    fact(F(HUM, "PolicyholderBenefitsAndClaimsIncurredNet"), PH, USD))
add(C, HUM, "Humana investment income for the three months ended June 30, 2009", fact(F(HUM, "InvestmentIncomeAndOther"), PQ, USD))
add(C, PLD, "ProLogis rental expenses in 2Q09 by itself", fact(F(PLD, "DirectCostsOfLeasedAndRentedPropertyOrEquipment"), PQ, USD))
add(C, PLD, "Property management and other fees and incentives earned by ProLogis, six months to June 30, 2009",
    fact(F(PLD, "ManagementFeesRevenue"), PH, USD))
add(C, PLD, "How big was ProLogis' gain on early extinguishment of debt in the second quarter of 2009 (quarter only)?",
    fact(F(PLD, "GainsLossesOnExtinguishmentOfDebt"), PQ, USD))
add(C, MS, "Number of shares Microsoft bought back under its repurchase program in fiscal Q1 2013 (July-September 2012)",
    fact(g("StockRepurchasedDuringPeriodShares"), M_Q1_13, SH, REPO))
add(C, MS, "Dollar value of Microsoft's share repurchases in the quarter ended March 31, 2013 (third quarter of fiscal 2013)",
    fact(g("StockRepurchasedDuringPeriodValue"), M_Q3_13, USD, REPO))
add(C, MS, "Microsoft shares repurchased in the April-June 2013 quarter", fact(g("StockRepurchasedDuringPeriodShares"), M_Q4_13, SH, REPO))
add(C, MS, "In the stockholders' equity note's table of repurchases under Microsoft's share repurchase program, what is the fiscal 2013 full-year dollar total (all four quarters, not a single quarter)?",
    fact(g("StockRepurchasedDuringPeriodValue"), M_FY13, USD, REPO))
add(C, AE, "AEON's total operating costs and expenses in the July 1-21, 2023 stub period", fact(g("OperatingExpenses"), E_Q3STUB, USD))
add(C, AE, "Total other (loss) income, net at AEON for the predecessor year-to-date period January 1 - July 21, 2023",
    fact(g("NonoperatingIncomeExpense"), E_PRED, USD))
add(C, AE, "AEON Biopharma net loss for the three months ended September 30, 2022 (the quarter, not nine months)",
    fact(g("NetIncomeLoss"), E_Q3_22, USD))
add(C, NQ, "Change in accounts payable in Netflix's operating cash flows for the quarter ended September 30, 2009",
    fact(g("IncreaseDecreaseInAccountsPayable"), N10_Q3PY, USD))
add(C, NQ, "Netflix deferred revenue change in cash from operations, nine months ended September 30, 2009",
    fact(g("IncreaseDecreaseInDeferredRevenue"), N10_9MPY, USD))
add(C, NQ, "Deferred taxes in Netflix's cash flow statement for January through September 2010", fact(g("DeferredIncomeTaxExpenseBenefit"), N10_9M, USD))

# =================================================================== derived
C = "derived"
add(C, NYB, "Growth in NYCB's net interest income, first half of 2009 versus first half of 2008, as a decimal (negative = decline)",
    growth(F(NYB, "InterestIncomeExpenseNet"), PH, PHPY))
add(C, NYB, "Allowance for loan losses as a fraction of loans net of deferred fees and costs, New York Community, June 30, 2009",
    ratio(F(NYB, "LoansAndLeasesReceivableAllowance"), F(NYB, "LoansAndLeasesReceivableNetOfDeferredIncome"), PB))
add(C, NYB, "NYCB's loan-to-deposit ratio at mid-2009, taking loans, net over total deposits",
    ratio(F(NYB, "LoansAndLeasesReceivableNetReportedAmount"), F(NYB, "Deposits"), PB))
add(C, HUM, "Humana's benefit ratio for Q2 2009: benefits expense divided by premiums revenue",
    ratio(F(HUM, "PolicyholderBenefitsAndClaimsIncurredNet"), F(HUM, "PremiumsEarnedNet"), PQ))
add(C, HUM, "What fraction of Humana's total revenues did SG&A eat up in 1H09?",
    ratio(F(HUM, "SellingGeneralAndAdministrativeExpense"), F(HUM, "Revenues"), PH))
add(C, HUM, "Humana free cash flow for the first six months of 2009, defined as cash from operations less purchases of property and equipment",
    diff(F(HUM, "NetCashProvidedByUsedInOperatingActivities"), F(HUM, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, PLD, "ProLogis debt as a share of total assets at June 30, 2009", ratio(F(PLD, "DebtAndCapitalLeaseObligations"), F(PLD, "Assets"), PB))
add(C, PLD, "By how much did ProLogis' total liabilities change from December 31, 2008 to June 30, 2009? (June minus December, in dollars)",
    diff(F(PLD, "Liabilities"), F(PLD, "Liabilities"), PB, PYE))
add(C, AON, "Aon's operating margin in 1Q10 -- operating income over total revenue", ratio(F(AON, "OperatingIncomeLoss"), F(AON, "Revenues"), Q10))
add(C, AON, "What proportion of Aon's total operating expenses for the quarter ended March 31, 2010 was compensation and benefits?",
    ratio(F(AON, "LaborAndRelatedExpense"), F(AON, "CostsAndExpenses"), Q10))
add(C, AON, "Year-over-year change in Aon's total revenue, Q1 2010 vs Q1 2009, expressed as a decimal growth rate",
    growth(F(AON, "Revenues"), Q10, Q09))
add(C, WEC, "Wisconsin Energy effective tax rate for the first quarter of 2010 (income taxes / income from continuing operations before income taxes)",
    ratio(F(WEC, "IncomeTaxExpenseBenefit"),
          F(WEC, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, WEC, "How much did Wisconsin Energy's capital expenditures grow in 1Q10 over 1Q09? Give the decimal change (negative would mean a drop).",
    growth(F(WEC, "PaymentsToAcquireProductiveAssets"), Q10, Q09))
add(C, WEC, "Current ratio for Wisconsin Energy on March 31, 2010", ratio(F(WEC, "AssetsCurrent"), F(WEC, "LiabilitiesCurrent"), B10))
add(C, AAP, "Advance Auto Parts gross margin for fiscal Q1 2010 (gross profit / net sales)", ratio(F(AAP, "GrossProfit"), F(AAP, "SalesRevenueNet"), AQ10))
add(C, AAP, "FCF at Advance Auto Parts in Q1 fiscal 2010 -- net cash provided by operating activities minus purchases of property and equipment",
    diff(F(AAP, "NetCashProvidedByUsedInOperatingActivities"), F(AAP, "PaymentsToAcquirePropertyPlantAndEquipment"), AQ10))
add(C, AAP, "How much did treasury stock at cost grow at Advance Auto Parts between fiscal 2009 year-end and the end of fiscal Q1 2010, in dollars?",
    diff(F(AAP, "TreasuryStockValue"), F(AAP, "TreasuryStockValue"), AB10, AYE))
add(C, MS, "Microsoft fiscal 2015 unrecognized tax benefits roll-forward: increases for prior-year tax positions minus decreases for prior-year tax positions (signed)",
    diff(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"),
         g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions"), M_FY15))
add(C, A10K, "By how much did Apple's weighted-average lease discount rate change from September 24, 2022 to September 30, 2023? Answer as a decimal difference (2023 minus 2022).",
    derived("e0-e1", [inp(["aapl:OperatingandFinanceLeaseWeightedAverageDiscountRatePercent"], A_BS23),
                      inp(["aapl:OperatingandFinanceLeaseWeightedAverageDiscountRatePercent"], A_BS22)], A_BS23, PURE))
add(C, AE, "AEON's 2023 year-to-date cash paid for operating leases: combine the predecessor period (Jan 1 - Jul 21) with the successor period (Jul 22 - Sep 30)",
    total(g("OperatingLeasePayments"), g("OperatingLeasePayments"), E_PRED, E_SUCC))

# =================================================================== members
C = "members"
add(C, NYB, "In NYCB's statement of changes in stockholders' equity for 1H 2009, how much in common dividends was charged to the retained earnings column?",
    fact(F(NYB, "CashDividends"), PH, USD, EQC("RetainedEarnings")))
add(C, NYB, "Compensation expense related to restricted stock awards credited to New York Community's paid-in capital column, six months ended June 30, 2009",
    fact(F(NYB, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), PH, USD,
         EQC("AdditionalPaidInCapital")))
add(C, NYB, "How many shares went into NYCB's treasury stock column from purchases of common stock during the first half of 2009?",
    fact(F(NYB, "TreasuryStockSharesAcquired"), PH, SH, EQC("TreasuryStock")))
add(C, PLD, "Distributions recorded against the distributions-in-excess-of-net-earnings column of ProLogis' equity statement, January-June 2009",
    fact(F(PLD, "Dividends"), PH, USD, EQC("RetainedEarnings")))
add(C, PLD, "Of ProLogis' 2009 equity offering, how much was credited to additional paid-in capital in the six months ended June 30, 2009?",
    fact(F(PLD, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, PLD, "Foreign currency translation gains (losses) allocated to the noncontrolling interests column of ProLogis' equity statement in 1H 2009",
    fact(F(PLD, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationGainLossArisingDuringPeriodNetOfTax"), PH, USD,
         EQC("NoncontrollingInterest")))
add(C, PLD, "Ending balance of the noncontrolling interests column in ProLogis' statement of equity at June 30, 2009",
    fact(F(PLD, "StockholdersEquity"), PB, USD, EQC("NoncontrollingInterest")))
add(C, AON, "Effect of shares reissued for employee benefit plans on the treasury stock column of Aon's Q1 2010 equity statement",
    fact(F(AON, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("TreasuryStock")))
add(C, AON, "Net foreign currency translation adjustments booked in Aon's accumulated other comprehensive loss column, first quarter 2010",
    fact(F(AON, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, AON, "Net income attributed to the noncontrolling interests column of Aon's equity roll-forward for the three months ended March 31, 2010",
    fact(F(AON, "ProfitLoss"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, AON, "Adoption of new accounting guidance in Q1 2010: what adjustment did Aon make to the retained earnings column?",
    fact(F(AON, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), Q10, USD, EQC("RetainedEarnings")))
add(C, MS, "How many shares did Microsoft repurchase during fiscal 2014 under the share repurchase program approved in 2013 (as opposed to the 2008 program)?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY14, SH, REPO13))
add(C, MS, "Segment operating expenses (excluding impairment, integration and restructuring) of Microsoft's Devices and Consumer segments in fiscal 2015",
    fact(["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"], M_FY15, USD, {CONS: "msft:DevicesAndConsumerMember"}))
add(C, MS, "Translation adjustments and other component of Microsoft's accumulated other comprehensive income at June 30, 2014",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS14, USD, {EQAX: "msft:AccumulatedTranslationAdjustmentAndOtherMember"}))
add(C, A10K, "Number of shares Apple withheld upon vesting of RSUs to cover taxes in fiscal 2022", fact(g("SharesPaidForTaxWithholdingForShareBasedCompensation"), A_FY22, SH, RSU))
add(C, A10K, "For fiscal 2022, what share of Apple's trade receivables came from cellular network carriers? (decimal)",
    fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, CARRIERS))
add(C, A10K, "Top of the effective interest rate range on Apple's 2013-2022 fixed-rate note issuances as of September 30, 2023",
    fact(g("DebtInstrumentInterestRateEffectivePercentage"), A_BS23, PURE, NOTES_13_22_MAX))
add(C, AE, "Shares of common stock AEON had reserved for future issuance as contingent consideration at September 30, 2023",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BS, SH, CC_SHARES))
add(C, AE, "Estimated fair value of AEON's 2019 Convertible Notes at December 31, 2022", fact(g("ConvertibleDebtFairValueDisclosures"), E_BSPY, USD, NOTES_2019))
add(C, AE, "Common stock options and RSUs excluded from AEON's diluted loss per share for the nine months ended September 30, 2022 as antidilutive (shares)",
    fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), E_9M_22, SH, OPT_RSU))

# =================================================================== per_share
C = "per_share"
add(C, NYB, "NYCB diluted earnings per share for the second quarter of 2009", fact(F(NYB, "EarningsPerShareDiluted"), PQ, PS))
add(C, NYB, "Common shares outstanding at New York Community Bancorp on June 30, 2009", fact(F(NYB, "CommonStockSharesOutstanding"), PB, SH))
add(C, HUM, "Humana's basic EPS for the first six months of 2009", fact(F(HUM, "EarningsPerShareBasic"), PH, PS))
add(C, HUM, "How many treasury shares did Humana hold at June 30, 2009?", fact(F(HUM, "TreasuryStockShares"), PB, SH))
add(C, PLD, "Distributions declared per ProLogis common share for the quarter ended June 30, 2009", fact(F(PLD, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, PLD, "ProLogis weighted average common shares outstanding - diluted, six months ended June 30, 2009",
    fact(F(PLD, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, PLD, "Basic earnings per share from continuing operations attributable to ProLogis common shares in Q2 2009",
    fact(F(PLD, "IncomeLossFromContinuingOperationsPerBasicShare"), PQ, PS))
add(C, AON, "Aon diluted EPS from continuing operations, 1Q 2010", fact(F(AON, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, AON, "Weighted average basic common shares Aon used for the March 2010 quarter", fact(F(AON, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, AON, "How many shares were held in Aon's treasury at March 31, 2010?", fact(F(AON, "TreasuryStockShares"), B10, SH))
add(C, WEC, "Dividends per share of common stock declared by Wisconsin Energy in Q1 2010", fact(F(WEC, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, WEC, "Wisconsin Energy's diluted weighted average share count for the first quarter of 2010",
    fact(F(WEC, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, AAP, "Advance Auto Parts diluted EPS for fiscal Q1 2010", fact(F(AAP, "EarningsPerShareDiluted"), AQ10, PS))
add(C, AAP, "What were Advance Auto's basic earnings per share in the first quarter of fiscal 2009?", fact(F(AAP, "EarningsPerShareBasic"), AQ09, PS))
add(C, MS, "How many restricted stock awards did Microsoft grant in fiscal 2013?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), M_FY13, SH, RSTOCK))
add(C, MS, "Weighted average grant-date fair value per share of the stock awards Microsoft granted in fiscal 2013",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"),
         M_FY13, PS, RSTOCK))
add(C, A10K, "Apple common shares issued and outstanding at September 24, 2022", fact(g("CommonStockSharesIssued"), A_BS22, SH))
add(C, A10K, "Weighted-average grant date fair value per share of Apple RSUs that vested in fiscal 2021",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"),
         A_FY21, PS, RSU))
add(C, AE, "AEON's basic net loss per share for the stub period July 1 through July 21, 2023", fact(g("EarningsPerShareBasic"), E_Q3STUB, PS))
add(C, AE, "Diluted loss per share at AEON Biopharma for the first nine months of 2022", fact(g("EarningsPerShareDiluted"), E_9M_22, PS))

# =================================================================== jargon
C = "jargon"
add(C, NYB, "NYCB 1H09 CFO -- did operations generate or burn cash, and how much?", fact(F(NYB, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, NYB, "NYB 1H08 capex, i.e. purchase of premises and equipment, net", fact(F(NYB, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, HUM, "How much did Humana plow into property and equipment (capex) in the first half of 2008?", fact(F(HUM, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, HUM, "Humana EBT (pre-tax income) for 2Q09",
    fact(F(HUM, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, PLD, "PLD stock comp (cost of share-based compensation awards) add-back, 1H09", fact(F(PLD, "ShareBasedCompensation"), PH, USD))
add(C, PLD, "ProLogis CFI for the first half of 2009 -- net inflow or outflow?", fact(F(PLD, "NetCashProvidedByUsedInInvestingActivities"), PH, USD))
add(C, AON, "What was capex at Aon in the March 2010 quarter?", fact(F(AON, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AON, "Aon D&A add-back in the Q1 2010 cash flow statement",
    fact(F(AON, "DepreciationAndAmortizationOfPropertyPlantAndEquipmentAndSoftware"), Q10, USD))
add(C, WEC, "WEC O&M expense (other operation and maintenance), 1Q10", fact(F(WEC, "UtilitiesOperatingExpenseMaintenanceAndOperations"), Q10, USD))
add(C, WEC, "Wisconsin Energy CFO in 1Q09", fact(F(WEC, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, WEC, "WEC fuel & purchased power cost, Q1 2010", fact(F(WEC, "FuelAndPurchasedPower"), Q10, USD))
add(C, AAP, "AAP buybacks in Q1 FY10 -- cash spent repurchasing stock", fact(F(AAP, "PaymentsForRepurchaseOfCommonStock"), AQ10, USD))
add(C, AAP, "Advance Auto D&A, Q1 FY2009", fact(F(AAP, "DepreciationDepletionAndAmortization"), AQ09, USD))
add(C, AAP, "AAP SBC expense add-back for Q1 of fiscal 2010", fact(F(AAP, "ShareBasedCompensation"), AQ10, USD))
add(C, MS, "MSFT FY13 FX impact on cash (effect of exchange rates on cash and equivalents)", fact(g("EffectOfExchangeRateOnCashAndCashEquivalents"), M_FY13, USD))
add(C, MS, "MSFT FY13 CFI", fact(g("NetCashProvidedByUsedInInvestingActivitiesContinuingOperations"), M_FY13, USD))
add(C, A10K, "AAPL stock-based comp add-back, FY21", fact(g("ShareBasedCompensation"), A_FY21, USD))
add(C, A10K, "Apple FY22 CFF -- net cash from financing activities", fact(g("NetCashProvidedByUsedInFinancingActivities"), A_FY22, USD))
add(C, AE, "AEON non-cash SBC add-back in the cash flow statement for the predecessor period (Jan 1 - Jul 21, 2023)", fact(g("ShareBasedCompensation"), E_PRED, USD))
add(C, NQ, "NFLX Q3'09 excess tax benefits from stock comp in financing cash flows",
    fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, HUM, "What were Coventry Health Care's premiums for the second quarter of 2009?",
    refuse(oc, "Coventry Health Care is not in the data (Humana is).", other("COVENTRY")))
add(C, PLD, "How much rental revenue did AMB Property Corp report for Q2 2009?",
    refuse(oc, "AMB Property is not in the data (ProLogis is).", other("AMB PROPERTY")))
add(C, AON, "Arthur J. Gallagher's brokerage revenue in the first quarter of 2010?",
    refuse(oc, "Arthur J. Gallagher is not in the data (Aon is).", other("GALLAGHER")))
add(C, WEC, "What were Alliant Energy's operating revenues for Q1 2010?",
    refuse(oc, "Alliant Energy is not in the data (Wisconsin Energy is).", other("ALLIANT")))
add(C, AAP, "Pep Boys net sales for its first quarter of fiscal 2010?",
    refuse(oc, "Pep Boys is not in the data (Advance Auto Parts is).", other("PEP BOYS")))
# period_not_reported
add(C, NYB, "What was NYCB's net interest income in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009 (and 2008); Q3 2009 is not in it.",
           absent(F(NYB, "InterestIncomeExpenseNet"), PQ3)))
add(C, HUM, "Humana's total revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarters and six-month periods; full-year 2008 revenues are not in its data.",
           absent(F(HUM, "Revenues"), FY08)))
add(C, AON, "How much total revenue did Aon post in the June 2010 quarter?",
    refuse(pn, "The Q1 2010 10-Q covers periods ending March 31, 2010 (and 2009); the June 2010 quarter is not reported.",
           absent(F(AON, "Revenues"), Q2_10)))
add(C, AAP, "What were Advance Auto Parts' net sales in its fiscal second quarter of 2010?",
    refuse(pn, "The 10-Q covers fiscal Q1 2010 (and fiscal Q1 2009); the fiscal second quarter is not reported.",
           absent(F(AAP, "SalesRevenueNet"), AQ2_10)))
add(C, A10K, "How much did Apple pay out in dividends during fiscal 2020?",
    refuse(pn, "The fiscal 2023 10-K's cash flow and equity statements cover fiscal 2021-2023; fiscal 2020 dividends are not in the filing.",
           absent(g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "Dividends"), A_FY20)))
# concept_not_reported
add(C, PLD, "What goodwill did ProLogis carry at June 30, 2009?",
    refuse(cn, "ProLogis' Q2 2009 data report no goodwill line.", absent_any(GW + g("GoodwillImpairmentLoss"))))
add(C, WEC, "What were Wisconsin Energy's total liabilities at March 31, 2010?",
    refuse(cn, "Wisconsin Energy presents capitalization and liabilities without a total-liabilities line; no total liabilities amount is reported.",
           absent_any(g("Liabilities"))))
add(C, NYB, "How much in net charge-offs did New York Community Bancorp record in the second quarter of 2009?",
    refuse(cn, "NYCB's Q2 2009 financial data carry no charge-off amounts (only the provision and the allowance).",
           absent_any(g("AllowanceForLoanAndLeaseLossesWriteOffsNet", "AllowanceForLoanAndLeaseLossesWriteOffs",
                        "AllowanceForLoanAndLeaseLossesWriteOffsNetOfRecoveries"))))
add(C, HUM, "What diluted share count did Humana use for its Q2 2009 EPS?",
    refuse(cn, "Humana's Q2 2009 financial data include EPS but no weighted-average share counts.",
           absent_any(WAD + WAB + g("WeightedAverageNumberDilutedSharesOutstandingAdjustment"))))
add(C, AE, "How much interest expense did AEON Biopharma record on its convertible notes in the successor period (July 22 - September 30, 2023)?",
    refuse(cn, "AEON reports no interest expense line: its convertible notes are carried at fair value and their changes are reported as "
               "changes in fair value.", absent_any(g("InterestExpense", "InterestExpenseDebt", "InterestExpenseRelatedParty",
                                                      "InterestExpenseNonoperating", "InterestExpenseOther"))))
# ambiguous
WHY_WEC = ("Wisconsin Energy reports 'Depreciation, decommissioning and amortization' for Q1 2010 twice with different amounts: on the "
           "income statement (DepreciationAndAmortization) and in the cash flow statement (DepreciationDecommissioningAndAmortization).")
add(C, WEC, "What was Wisconsin Energy's depreciation, decommissioning and amortization for the first quarter of 2010?",
    refuse(am, WHY_WEC, amb_for(WEC, WHY_WEC, (F(WEC, "DepreciationAndAmortization"), Q10, None),
                                (F(WEC, "DepreciationDecommissioningAndAmortization"), Q10, None))))
WHY_PLD = ("ProLogis shows deferred income tax for the first half of 2009 on the income statement (DeferredIncomeTaxExpenseBenefit) "
           "and in the cash flow statement (pld:DeferredIncomeTaxExpensebenefit), with different amounts.")
add(C, PLD, "ProLogis deferred income tax expense (benefit) for the six months ended June 30, 2009?",
    refuse(am, WHY_PLD, amb_for(PLD, WHY_PLD, (F(PLD, "DeferredIncomeTaxExpenseBenefit"), PH, None),
                                (F(PLD, "DeferredIncomeTaxExpensebenefit"), PH, None))))
WHY_AON = ("Aon's Q1 2010 income statement has two lines captioned 'Income from continuing operations': before the noncontrolling "
           "interests deduction (IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest) and "
           "attributable to Aon stockholders (IncomeLossFromContinuingOperations).")
add(C, AON, "What was Aon's income from continuing operations in Q1 2010?",
    refuse(am, WHY_AON, amb_for(AON, WHY_AON, (F(AON, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), Q10, None),
                                (F(AON, "IncomeLossFromContinuingOperations"), Q10, None))))
WHY_NYB = ("NYCB's June 30, 2009 balance sheet has two lines captioned 'Other securities': one under securities available for sale "
           "(OtherAvailableForSaleSecurities) and one under securities held to maturity (OtherHeldToMaturitySecurities).")
add(C, NYB, "How much did NYCB hold in 'other securities' at June 30, 2009?",
    refuse(am, WHY_NYB, amb_for(NYB, WHY_NYB, (F(NYB, "OtherAvailableForSaleSecurities"), PB, None),
                                (F(NYB, "OtherHeldToMaturitySecurities"), PB, None))))
WHY_A10K = ("Apple's 10-K uses 'Other non-current liabilities' for two amounts at September 30, 2023: the balance-sheet line "
            "(OtherLiabilitiesNoncurrent) and a component of it in the notes (OtherAccruedLiabilitiesNoncurrent).")
add(C, A10K, "Apple's other non-current liabilities as of September 30, 2023?",
    refuse(am, WHY_A10K, amb_for(A10K, WHY_A10K, (g("OtherLiabilitiesNoncurrent"), A_BS23, None),
                                 (g("OtherAccruedLiabilitiesNoncurrent"), A_BS23, None))))


def main():
    write_round("h39", gr.QUESTIONS_39, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
