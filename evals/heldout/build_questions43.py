#!/usr/bin/env python3
"""Writes evals/data/ask_heldout43.jsonl and its refusal probes (ask_heldout43_probes.jsonl) -- round 43 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout43.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions43.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout43.jsonl
The writer imported the round 1-40 scaffolding (specs.py and gold_reader.py, byte-identical copies of main's
evals/heldout) unchanged through sys.path, without writing bytecode there, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-40 from a copy of evals/data; here `from specs import *` takes them from
evals/heldout itself. Rounds 1-40 are named one by one in PREV. Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-43 share

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


# ------------------------------------------------------------------ round 43 FSDS filings: companies no round 1-40 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-40, and against avoid_adsh.txt and the CIKs of its filings),
# all with CIK mod 4 == 3 (the parallel writers take the other residues): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a financial-services/insurance group and a mortgage REIT (both reporting EquityComponents rows) and an electric
# utility (2010q2); a pharmacy retailer / PBM, a semiconductor (tech) company and a property & casualty insurer (2009q3).
AMP = "fsds:0001104659-10-025288"   # AMERIPRISE FINANCIAL INC 10-Q (2010q2), CIK 820027, Q1 2010; EquityComponents rows
NLY = "fsds:0001157523-10-002896"   # ANNALY CAPITAL MANAGEMENT INC 10-Q (2010q2), CIK 1043219, Q1 2010 (mortgage REIT); EquityComponents, ClassOfStock rows
SCE = "fsds:0001047469-10-004926"   # SOUTHERN CALIFORNIA EDISON CO 10-Q (2010q2), CIK 92103, Q1 2010 (utility)
CVS = "fsds:0001193125-09-163865"   # CVS CAREMARK CORP 10-Q (2009q3), CIK 64803, Q2 2009 and six months (retail pharmacy / PBM)
ALTR = "fsds:0001193125-09-153175"  # ALTERA CORP 10-Q (2009q3), CIK 768251, Q2 2009 ended June 26, 2009 (FSDS ddate 2009-06-30) (tech)
CB = "fsds:0000950123-09-032665"    # CHUBB CORP 10-Q (2009q3), CIK 20171, Q2 2009 and six months (P&C insurer)
TICK = {AMP: "amp", NLY: "nly", SCE: "sce", CVS: "cvs", ALTR: "altr", CB: "cb"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Ameriprise, Annaly, Southern California Edison)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (CVS, Altera -- quarter ended June 26, 2009 --, Chubb)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PQ3 = (None, "2009-06-30"), (None, "2008-12-31"), ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")

# instance periods, axes and members not among the shared constants
AQ_BS21, AQ_BS_MAR22 = (None, "2021-09-25"), (None, "2022-03-26")
AQ_Q4_23 = ("2023-07-02", "2023-09-30")
EQAX = G + "StatementEquityComponentsAxis"
AE_RE, AE_AOCI = {EQAX: G + "RetainedEarningsMember"}, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}
AE_CSAPIC = {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FVL, FININST = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
L2SEC = lambda m: {FVL: L2, FININST: G + m}
DERIV = lambda loc, risk, hedge: {G + "BalanceSheetLocationAxis": G + loc, G + "DerivativeInstrumentRiskAxis": G + risk,
                                  FVL: L2, G + "HedgingDesignationAxis": G + hedge}
CORP = {"srt:ConsolidationItemsAxis": G + "CorporateNonSegmentMember"}
U_BS10, U_BS09 = (None, "2010-12-31"), (None, "2009-12-31")
UEQ = lambda m: {EQAX: G + m}
UPLAN = lambda m: {G + "PlanNameAxis": m}
UCLASS = lambda m: {G + "StatementClassOfStockAxis": m}
UVAL = lambda m: {G + "ValuationAllowancesAndReservesTypeAxis": m}
UDB = lambda m: {G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis": m}
OPEB = G + "OtherPostretirementBenefitPlansDefinedBenefitMember"

# =================================================================== direct
C = "direct"
add(C, AMP, "How much did Ameriprise Financial bring in from management and financial advice fees in the first quarter of 2010?",
    fact(F(AMP, "InvestmentAdvisoryFees"), Q10, USD))
add(C, AMP, "Ameriprise distribution fees, three months ended March 31, 2010", fact(F(AMP, "DistributionFees"), Q10, USD))
add(C, NLY, "What did Annaly Capital Management owe under repurchase agreements on its March 31, 2010 balance sheet?",
    fact(F(NLY, "SecuritiesSoldUnderAgreementsToRepurchase"), B10, USD))
add(C, NLY, "Annaly's Mortgage-Backed Securities, at fair value, as of quarter-end March 2010",
    fact(F(NLY, "FinancialInstrumentsOwnedMortgagesMortgageBackedAndAssetBackedSecuritiesAtFairValue"), B10, USD))
add(C, NLY, "Convertible senior notes outstanding at Annaly on 3/31/2010", fact(F(NLY, "ConvertibleNotesPayable"), B10, USD))
add(C, SCE, "Southern California Edison's purchased power cost in Q1 2010", fact(F(SCE, "CostOfPurchasedPower"), Q10, USD))
add(C, SCE, "Balance of SCE's nuclear decommissioning trusts at March 31, 2010", fact(F(SCE, "DecommissioningTrustAssetsAmount"), B10, USD))
add(C, SCE, "How much construction work in progress sat in Southern California Edison's utility plant at the end of the first quarter of 2010?",
    fact(F(SCE, "PublicUtilitiesPropertyPlantAndEquipmentConstructionWorkInProgress"), B10, USD))
add(C, CVS, "CVS Caremark's claims and discounts payable as of June 30, 2009", fact(F(CVS, "ClaimsAndDiscountsPayable"), PB, USD))
add(C, CVS, "Short-term debt on CVS's balance sheet at the end of Q2 2009", fact(F(CVS, "ShortTermBorrowings"), PB, USD))
add(C, ALTR, "Altera's long-term credit facility borrowings at June 26, 2009", fact(F(ALTR, "LongTermLineOfCredit"), PB, USD))
add(C, ALTR, "What did Altera report as deferred income and allowances on sales to distributors at the close of its second quarter of 2009?",
    fact(F(ALTR, "DeferredRevenueAndCreditsCurrent"), PB, USD))
add(C, CB, "Chubb's reserve for unpaid losses and loss expenses at June 30, 2009", fact(F(CB, "LiabilityForClaimsAndClaimsAdjustmentExpensePropertyCasualtyLiability"), PB, USD))
add(C, A10Q, "In Apple's fair value table at July 1, 2023, what was the amortized cost of its Level 2 commercial paper?",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, L2SEC("CommercialPaperMember")))
add(C, UP, "Under the debt-to-net-worth covenant of its credit facility, how much debt was Union Pacific permitted to carry at December 31, 2012?",
    fact(["unp:AllowableDebtPerDebtToNetWorthCoverageRatioAsDefinedFacility"], U_BS12, USD))
add(C, UP, "Future minimum lease payments tied to Union Pacific's lease-related variable interest entities as of year-end 2012",
    fact(["unp:FutureMinimumLeasePaymentsVies"], U_BS12, USD))
add(C, UP, "How much debt could Union Pacific still issue under its Board of Directors' authorization at the end of 2012?",
    fact(["unp:BoardOfDirectorsRemainingDebtIssuance"], U_BS12, USD))
add(C, UP, "Deferred state and local income tax expense in Union Pacific's 2012 tax provision", fact(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), U_FY12, USD))
add(C, UP, "Contributions Union Pacific made to multiemployer plans in 2012", fact(g("MultiemployerPlanPeriodContributions"), U_FY12, USD))
add(C, UP, "Carrying value of the equipment pledged as collateral for UNP's capital leases and equipment obligations, December 31, 2012",
    fact(["unp:CarryingValueOfEquipmentServingAsCollateralForCapitalLeasesAndOtherTypesOfEquipmentObligations"], U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, AMP, "Ameriprise's premiums revenue in the first quarter of 2009", fact(F(AMP, "PremiumsEarnedNet"), Q09, USD))
add(C, AMP, "Interest credited to fixed accounts at Ameriprise a year earlier, in the March 2009 quarter",
    fact(F(AMP, "InterestCreditedToPolicyholdersAccountBalances"), Q09, USD))
add(C, NLY, "Annaly dividends payable at December 31, 2009", fact(F(NLY, "DividendsPayableCurrentAndNoncurrent"), DEC09, USD))
add(C, NLY, "What was Annaly's total interest income in Q1 2009?", fact(F(NLY, "InterestIncomeOperating"), Q09, USD))
add(C, SCE, "SCE fuel expense for the three months ended March 31, 2009", fact(F(SCE, "FuelCosts"), Q09, USD))
add(C, SCE, "Southern California Edison's long-term debt (the non-current balance sheet line) at the end of 2009",
    fact(F(SCE, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, CVS, "CVS net revenues for the quarter ended June 30, 2008", fact(F(CVS, "Revenues"), PQPY, USD))
add(C, CVS, "Inventories on CVS Caremark's December 31, 2008 balance sheet", fact(F(CVS, "InventoryNet"), PYE, USD))
add(C, ALTR, "Altera net sales in the second quarter of 2008", fact(F(ALTR, "SalesRevenueNet"), PQPY, USD))
add(C, ALTR, "Altera's inventories at year-end 2008", fact(F(ALTR, "InventoryNet"), PYE, USD))
add(C, CB, "Chubb premiums earned over the first six months of 2008", fact(F(CB, "PremiumsEarnedNetPropertyAndCasualty"), PHPY, USD))
add(C, CB, "Unearned premiums on Chubb's balance sheet at the end of 2008", fact(F(CB, "UnearnedPremiums"), PYE, USD))
add(C, CB, "Chubb's losses and loss expenses in Q2 2008", fact(F(CB, "IncurredClaimsPropertyCasualtyAndLiability"), PQPY, USD))
add(C, A10Q, "Apple, nine months ended June 25, 2022: net proceeds from commercial paper with maturities greater than 90 days (proceeds less repayments)",
    fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9MPY, USD))
add(C, A10Q, "Repayments of commercial paper maturing in more than 90 days during the first three quarters of Apple's fiscal 2022",
    fact(g("RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9MPY, USD))
add(C, A10Q, "Balance sheet line 'common stock and additional paid-in capital' for Apple at September 24, 2022",
    fact(g("CommonStocksIncludingAdditionalPaidInCapital"), AQ_BSPY, USD))
add(C, UP, "Union Pacific's railroad retirement system contributions in 2010", fact(["unp:RailroadRetirementSystemContributions"], U_FY10, USD))
add(C, UP, "UNP cash and cash equivalents at December 31, 2009", fact(CASH, U_BS09, USD))
add(C, UP, "Union Pacific's total current assets as of the end of 2011", fact(AC, U_BS11, USD))
add(C, UP, "How much freight revenue did Union Pacific generate in 2010?", fact(g("CargoAndFreightRevenue"), U_FY10, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CVS, "CVS Caremark net revenues year to date through June 30, 2009 (six months, not the quarter)", fact(F(CVS, "Revenues"), PH, USD))
add(C, CVS, "Operating profit at CVS for the first half of 2009", fact(F(CVS, "OperatingIncomeLoss"), PH, USD))
add(C, CVS, "CVS operating expenses in 2Q09 by itself", fact(F(CVS, "OperatingExpenses"), PQ, USD))
add(C, CVS, "CVS income tax provision for the second quarter of 2009 only", fact(F(CVS, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, CVS, "Earnings from continuing operations at CVS in the April-June 2009 quarter", fact(F(CVS, "IncomeLossFromContinuingOperations"), PQ, USD))
add(C, CVS, "Cost of revenues for CVS Caremark, six months ended June 30, 2009", fact(F(CVS, "CostOfRevenue"), PH, USD))
add(C, ALTR, "Altera net sales for the quarter ended June 26, 2009 (not year to date)", fact(F(ALTR, "SalesRevenueNet"), PQ, USD))
add(C, ALTR, "Research and development expense at Altera over the six months ended June 26, 2009", fact(F(ALTR, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, ALTR, "Altera's selling, general and administrative expense in its second quarter of 2009 alone", fact(F(ALTR, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, ALTR, "Net income at Altera for the first two quarters of 2009 combined", fact(F(ALTR, "NetIncomeLoss"), PH, USD))
add(C, ALTR, "Interest income and other at Altera, Q2 2009 only", fact(F(ALTR, "InvestmentIncomeNet"), PQ, USD))
add(C, CB, "Chubb premiums earned in the second quarter of 2009 -- three months, not six", fact(F(CB, "PremiumsEarnedNetPropertyAndCasualty"), PQ, USD))
add(C, CB, "Chubb losses and loss expenses for April through June 2009", fact(F(CB, "IncurredClaimsPropertyCasualtyAndLiability"), PQ, USD))
add(C, CB, "What net income did Chubb earn in the six months ended June 30, 2009?", fact(F(CB, "NetIncomeLoss"), PH, USD))
add(C, CB, "Chubb's total realized gains (losses), net, year to date through June 30, 2009", fact(F(CB, "GainLossOnInvestments"), PH, USD))
add(C, CB, "Investment income reported by Chubb for 2Q09 on its own", fact(F(CB, "InterestAndDividendIncomeOperating"), PQ, USD))
add(C, A10Q, "Share-based compensation credited to the common stock and APIC column of Apple's equity statement for the three months ended June 25, 2022 only",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), AQ_Q3PY, USD, AE_CSAPIC))
add(C, A10Q, "Apple's total change in unrealized gains/losses on derivative instruments, net of tax, in other comprehensive income for fiscal Q3 2022 (the June 2022 quarter, not nine months)",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossafterReclassificationandTax"], AQ_Q3PY, USD))
add(C, A10Q, "Other comprehensive loss booked to the accumulated other comprehensive income column of Apple's shareholders' equity statement in the quarter ended June 25, 2022",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_Q3PY, USD, AE_AOCI))
add(C, A10Q, "Year to date through June 25, 2022 (nine months), how much other comprehensive loss went through Apple's AOCI equity column?",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_9MPY, USD, AE_AOCI))

# =================================================================== derived
C = "derived"
add(C, AMP, "Ameriprise pretax margin for Q1 2010: pretax income divided by total net revenues",
    ratio(F(AMP, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"),
          F(AMP, "AggregateRevenue"), Q10))
add(C, AMP, "What effective tax rate did Ameriprise book in the first quarter of 2010 (income tax provision over pretax income)?",
    ratio(F(AMP, "IncomeTaxExpenseBenefit"),
          F(AMP, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, AMP, "Year-over-year growth in Ameriprise's total expenses, Q1 2010 versus Q1 2009, as a decimal (a negative figure would mean expenses fell)",
    growth(F(AMP, "CostsAndExpenses"), Q10, Q09))
add(C, NLY, "Annaly's equity-to-assets ratio at March 31, 2010 (total stockholders' equity / total assets)",
    ratio(F(NLY, "StockholdersEquity"), F(NLY, "Assets"), B10))
add(C, NLY, "For Annaly in Q1 2010, what fraction of total interest income was left as net interest income?",
    ratio(F(NLY, "InterestIncomeExpenseNet"), F(NLY, "InterestIncomeOperating"), Q10))
add(C, NLY, "How fast did Annaly's general and administrative expenses grow from Q1 2009 to Q1 2010? Decimal, negative for a decrease.",
    growth(F(NLY, "GeneralAndAdministrativeExpense"), Q10, Q09))
add(C, SCE, "SCE operating margin for the first quarter of 2010 (operating income / operating revenue)",
    ratio(F(SCE, "OperatingIncomeLoss"), F(SCE, "ElectricDomesticRegulatedRevenue"), Q10))
add(C, SCE, "Southern California Edison free cash flow in Q1 2010, defined as net cash provided by operating activities minus capital expenditures (negative = shortfall)",
    diff(F(SCE, "NetCashProvidedByUsedInOperatingActivities"), F(SCE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, SCE, "SCE's current ratio on March 31, 2010", ratio(F(SCE, "AssetsCurrent"), F(SCE, "LiabilitiesCurrent"), B10))
add(C, CVS, "CVS gross margin in Q2 2009 -- gross profit as a share of net revenues", ratio(F(CVS, "GrossProfit"), F(CVS, "Revenues"), PQ))
add(C, CVS, "CVS Caremark FCF for 1H09: cash from operations less additions to property and equipment",
    diff(F(CVS, "NetCashProvidedByUsedInOperatingActivities"), F(CVS, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, CVS, "Working capital at CVS at June 30, 2009 (total current assets minus total current liabilities), in dollars",
    diff(F(CVS, "AssetsCurrent"), F(CVS, "LiabilitiesCurrent"), PB))
add(C, ALTR, "Altera's gross margin percentage for the first half of 2009 (gross margin / net sales, as a decimal)",
    ratio(F(ALTR, "GrossProfit"), F(ALTR, "SalesRevenueNet"), PH))
add(C, ALTR, "Change in Altera's quarterly net income, Q2 2009 against Q2 2008, expressed as a decimal growth rate (negative = decline)",
    growth(F(ALTR, "NetIncomeLoss"), PQ, PQPY))
add(C, CB, "Chubb book value per common share at June 30, 2009, computed as total shareholders' equity / (common shares issued - treasury shares)",
    derived("e0/(e1-e2)", [inp(F(CB, "StockholdersEquity"), PB), inp(F(CB, "CommonStockSharesIssued"), PB),
                           inp(F(CB, "TreasuryStockShares"), PB)], PB, PS))
add(C, CB, "Chubb's combined ratio for the first half of 2009, defined here as (losses and loss expenses + amortization of deferred policy acquisition costs + other insurance operating costs and expenses) / premiums earned",
    derived("(e0+e1+e2)/e3", [inp(F(CB, "IncurredClaimsPropertyCasualtyAndLiability"), PH),
                              inp(F(CB, "DeferredPolicyAcquisitionCostAmortizationExpense"), PH),
                              inp(F(CB, "OtherUnderwritingExpense"), PH),
                              inp(F(CB, "PremiumsEarnedNetPropertyAndCasualty"), PH)], PH, PURE))
add(C, UP, "During 2012, by how much did the treasury stock column of Union Pacific's equity statement move? Take the December 31, 2012 balance minus the December 31, 2011 balance (a more negative number means more treasury stock).",
    diff(SE_NCI, SE_NCI, U_BS12, U_BS11, UEQ("TreasuryStockMember"), UEQ("TreasuryStockMember")))
add(C, UP, "Percentage growth in Union Pacific's unrecognized tax benefits between the end of 2009 and the end of 2010, as a decimal",
    growth(g("UnrecognizedTaxBenefits"), U_BS10, U_BS09))
add(C, UP, "Add up UNP's current and non-current allowances for doubtful accounts at December 31, 2011 -- what's the total?",
    total(g("AllowanceForDoubtfulAccountsReceivableCurrent"), g("AllowanceForDoubtfulAccountsReceivableNoncurrent"), U_BS11))
add(C, A10Q, "Change in the AOCI column of Apple's shareholders' equity between September 25, 2021 and March 26, 2022 (March balance minus September balance)",
    diff(SE, SE, AQ_BS_MAR22, AQ_BS21, AE_AOCI, AE_AOCI))

# =================================================================== members
C = "members"
add(C, AMP, "Accumulated other comprehensive income column of Ameriprise's statement of equity at March 31, 2009",
    fact(F(AMP, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, AMP, "Noncontrolling interests column of Ameriprise's equity roll-forward: balance at December 31, 2008",
    fact(F(AMP, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD, EQC("NoncontrollingInterest")))
add(C, AMP, "How much of Ameriprise's Q1 2010 foreign currency translation adjustment was attributed to noncontrolling interests?",
    fact(F(AMP, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD,
         EQC("NoncontrollingInterest")))
add(C, AMP, "In the appropriated retained earnings column of Ameriprise's equity statement, how much net income was reclassified in during the first quarter of 2010?",
    fact(F(AMP, "NetIncomeReclassifiedToAppropriatedRetainedEarnings"), Q10, USD, EQC("RetainedEarningsAppropriated")))
add(C, AMP, "Cumulative effect of the change in accounting principles recorded in Ameriprise's appropriated retained earnings in Q1 2010",
    fact(F(AMP, "RetainedEarningsCumulativeEffectOfChangeInAccountingPrincipleNetOfTax"), Q10, USD, EQC("RetainedEarningsAppropriated")))
add(C, AMP, "Net income shown in the retained earnings column of Ameriprise's equity statement for Q1 2009",
    fact(F(AMP, "ProfitLoss"), Q09, USD, EQC("RetainedEarnings")))
add(C, NLY, "Annaly's additional paid-in capital column: net proceeds from direct purchase and dividend reinvestment in the first quarter of 2010",
    fact(F(NLY, "NetProceedsFromDirectPurchaseAndDividendReinvestment"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, NLY, "Carrying amount of Annaly's 6.00% Series B Cumulative Convertible Preferred Stock at March 31, 2010",
    fact(F(NLY, "TemporaryEquityCarryingAmount"), B10, USD, COS("SeriesBCumulativeConvertibleRedeemablePreferredStock")))
add(C, NLY, "What was the preferred stock column of Annaly's stockholders' equity at December 31, 2009?",
    fact(F(NLY, "StockholdersEquity"), DEC09, USD, EQC("PreferredStock")))
add(C, NLY, "Of Annaly's Q1 2010 stock option exercises, how much was credited to additional paid-in capital?",
    fact(F(NLY, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, A10Q, "In Apple's segment reconciliation, what were 'other corporate expenses, net' for the nine months ended June 25, 2022?",
    fact(g("OtherGeneralAndAdministrativeExpense"), AQ_9MPY, USD, CORP))
add(C, A10Q, "Gross unrealized losses on Apple's Level 2 U.S. Treasury securities at July 1, 2023",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), AQ_BS, USD, L2SEC("USTreasurySecuritiesMember")))
add(C, A10Q, "How much of Apple's non-current marketable securities at July 1, 2023 were state and municipal (political subdivision) bonds?",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BS, USD, L2SEC("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10Q, "Apple common stock and APIC column of the equity statement at September 25, 2021",
    fact(SE, AQ_BS21, USD, AE_CSAPIC))
add(C, A10Q, "Gross fair value of Apple's foreign exchange contracts not designated as hedges, carried in other liabilities, at September 24, 2022",
    fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD,
         DERIV("OtherLiabilitiesMember", "ForeignExchangeContractMember", "NondesignatedMember")))
add(C, UP, "Accumulated depreciation on Union Pacific's 'other' road property at December 31, 2012",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, UPPE("unp:RoadOtherMember")))
add(C, UP, "Depreciation rate for UNP's work equipment and other, as of the end of 2012", fact(["unp:DepreciationRate"], U_BS12, PURE,
    UPPE("unp:EquipmentWorkEquipmentAndOtherMember")))
add(C, UP, "Stock-based compensation recorded in the paid-in-surplus (APIC) column of Union Pacific's 2012 equity statement",
    fact(g("StockIssuedDuringPeriodValueShareBasedCompensation"), U_FY12, USD, UEQ("AdditionalPaidInCapitalMember")))
add(C, UP, "Funded status of Union Pacific's other postretirement benefit plans at December 31, 2012",
    fact(g("DefinedBenefitPlanFundedStatusOfPlan"), U_BS12, USD, UDB(OPEB)))
add(C, UP, "Per UNP's valuation and qualifying accounts schedule, what was the accrued casualty costs balance at the end of 2010?",
    fact(g("ValuationAllowancesAndReservesBalance"), U_BS10, USD, UVAL("unp:AccruedCasualtyCostsMember")))

# =================================================================== per_share
C = "per_share"
add(C, AMP, "Diluted EPS at Ameriprise for Q1 2010", fact(F(AMP, "EarningsPerShareDiluted"), Q10, PS))
add(C, AMP, "Ameriprise common shares outstanding at March 31, 2009, from the share column of its equity statement",
    fact(F(AMP, "CommonStockSharesOutstanding"), MAR09, SH, EQC("CommonStock")))
add(C, AMP, "Number of its own shares Ameriprise repurchased during the first quarter of 2010",
    fact(F(AMP, "TreasuryStockSharesAcquired"), Q10, SH, EQC("CommonStock")))
add(C, AMP, "Cash dividends Ameriprise paid per common share in Q1 2009", fact(F(AMP, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, NLY, "Annaly diluted earnings per share for the first quarter of 2009", fact(F(NLY, "EarningsPerShareDiluted"), Q09, PS))
add(C, NLY, "What common dividend per share did Annaly declare for Q1 2010?", fact(F(NLY, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, NLY, "Dividend declared per share on Annaly's 7.875% Series A Cumulative Redeemable Preferred Stock in Q1 2010",
    fact(F(NLY, "PreferredStockDividendsDeclared"), Q10, PS, COS("SeriesCumulativeRedeemablePreferredStock")))
add(C, NLY, "Annaly's diluted weighted average share count for the quarter ended March 31, 2010", fact(F(NLY, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, SCE, "How many shares of SCE common stock were outstanding at March 31, 2010?", fact(F(SCE, "CommonStockSharesOutstanding"), B10, SH))
add(C, CVS, "CVS diluted EPS for Q2 2009", fact(F(CVS, "EarningsPerShareDiluted"), PQ, PS))
add(C, CVS, "Dividends declared per common share by CVS Caremark in the first half of 2009", fact(F(CVS, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, CVS, "CVS diluted EPS from continuing operations, six months ended June 30, 2008",
    fact(F(CVS, "IncomeLossFromContinuingOperationsPerDilutedShare"), PHPY, PS))
add(C, ALTR, "Altera's diluted EPS for the six months ended June 26, 2009", fact(F(ALTR, "EarningsPerShareDiluted"), PH, PS))
add(C, ALTR, "Cash dividend per share Altera paid in the second quarter of 2008", fact(F(ALTR, "CommonStockDividendsPerShareCashPaid"), PQPY, PS))
add(C, CB, "Chubb diluted EPS, first half of 2009", fact(F(CB, "EarningsPerShareDiluted"), PH, PS))
add(C, UP, "Incremental shares from stock options in Union Pacific's 2010 diluted share count", fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfStockOptions"], U_FY10, SH))
add(C, UP, "Shares available for future grant under Union Pacific's stock plans at December 31, 2011",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), U_BS11, SH))
add(C, UP, "Weighted-average grant-date fair value per UNP stock option granted in 2011",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), U_FY11, PS,
         UPLAN(G + "StockOptionMember")))
add(C, UP, "Stock options outstanding under Union Pacific's 2004 Stock Incentive Plan at the end of 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), U_BS12, SH,
         UPLAN("unp:UnionPacificCorporation2004StockIncentivePlanMember")))
add(C, UP, "Weighted-average grant-date fair value of the performance retention awards UNP granted in 2012, per share",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"),
         U_FY12, PS, UPLAN("unp:PerformanceRetentionAwardsMember")))

# =================================================================== jargon
C = "jargon"
add(C, AMP, "AMP G&A, 1Q10?", fact(F(AMP, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, AMP, "Ameriprise CFO in 1Q09 -- was operating cash flow negative?", fact(F(AMP, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, AMP, "AMP capex 1Q10 (land, buildings, equipment and software purchases)", fact(F(AMP, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, NLY, "NLY NII for 1Q09", fact(F(NLY, "InterestIncomeExpenseNet"), Q09, USD))
add(C, NLY, "Annaly's cash from ops, first quarter of 2010", fact(F(NLY, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, NLY, "NLY agency MBS purchases in 1Q09 -- the cash outflow for buying Mortgage-Backed Securities",
    fact(F(NLY, "PaymentsToAcquireMortgageBackedSecuritiesMBSCategorizedAsAvailableForSale"), Q09, USD))
add(C, SCE, "SCE O&M, 1Q10", fact(F(SCE, "OtherCostAndExpenseOperating"), Q10, USD))
add(C, SCE, "Edison's utility sub SCE: capex in 1Q09?", fact(F(SCE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, SCE, "SCE DD&A (depreciation, decommissioning and amortization) for 1Q10", fact(F(SCE, "DepreciationDecommissioningAndAmortization"), Q10, USD))
add(C, CVS, "CVS capex 1H08", fact(F(CVS, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, CVS, "CVS SBC add-back in the 1H09 cash flow statement", fact(F(CVS, "ShareBasedCompensation"), PH, USD))
add(C, ALTR, "ALTR buybacks, 1H08", fact(F(ALTR, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, ALTR, "Altera CFO for 1H09", fact(F(ALTR, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, CB, "CB OCI (total other comprehensive income, net of tax) in 2Q09", fact(F(CB, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PQ, USD))
add(C, CB, "Chubb share buybacks in 1H09", fact(F(CB, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, UP, "UNP R&M spend for 2010 (repairs and maintenance)", fact(g("CostOfPropertyRepairsAndMaintenance"), U_FY10, USD))
add(C, UP, "UNP FY10 ETR?", fact(g("EffectiveIncomeTaxRateContinuingOperations"), U_FY10, PURE))
add(C, UP, "Union Pacific cash interest paid, net, in 2010", fact(g("InterestPaidNet"), U_FY10, USD))
add(C, A10Q, "AAPL FYE22: gross FV of designated FX hedge assets in other assets (Level 2)",
    fact(g("DerivativeAssetFairValueGrossAssetIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD,
         DERIV("OtherAssetsMember", "ForeignExchangeContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10Q, "AAPL L1 cash equivalents at 7/1/23 (money market funds)?", fact(CASH, AQ_BS, USD, {FVL: L1, FININST: G + "MoneyMarketFundsMember"}))

# =================================================================== refuse
C = "refuse"
add(C, CB, "What were Cincinnati Financial's premiums earned in the second quarter of 2009?",
    refuse(oc, "Cincinnati Financial is not in the data (Chubb is).", other("CINCINNATI FINANCIAL")))
add(C, CVS, "Rite Aid's same-store pharmacy revenue for the quarter ended June 2009?",
    refuse(oc, "Rite Aid is not in the data (CVS Caremark is).", other("RITE AID")))
add(C, ALTR, "How much did Xilinx spend on R&D in the June 2009 quarter?",
    refuse(oc, "Xilinx is not in the data (Altera is).", other("XILINX")))
add(C, NLY, "Chimera Investment Corp's net interest income for Q1 2010?",
    refuse(oc, "Chimera Investment is not in the data (Annaly Capital Management is).", other("CHIMERA")))
add(C, A10Q, "Samsung Electronics' smartphone revenue for the quarter ended June 2023?",
    refuse(oc, "Samsung Electronics is not in the data (Apple is).", other("SAMSUNG")))
add(C, AMP, "What were Ameriprise's total net revenues in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers the quarters ended March 31, 2010 and 2009; the June 2010 quarter is not reported.",
           absent(F(AMP, "AggregateRevenue", "Revenues"), Q2_10)))
add(C, SCE, "Southern California Edison's operating revenue for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports three-month periods only; full-year 2009 operating revenue is not in its data.",
           absent(F(SCE, "ElectricDomesticRegulatedRevenue") + REV, FY09)))
add(C, ALTR, "Altera's net sales for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 26, 2009; the September 2009 quarter is not reported.", absent(F(ALTR, "SalesRevenueNet"), PQ3)))
add(C, A10Q, "From the Q3 FY23 10-Q, what was Apple's gross margin in dollars for the whole of fiscal 2022?",
    refuse(pn, "The 10-Q for the quarter ended July 1, 2023 reports three- and nine-month periods; full fiscal-year 2022 gross margin is not in it.",
           absent(GP, A_FY22)))
add(C, UP, "Union Pacific's fuel expense in the third quarter of 2012?",
    refuse(pn, "The 2012 10-K reports fuel expense for full years only; its quarterly data cover revenues, operating income, net income and EPS.",
           absent(g("FuelCosts"), U_Q3_12)))
add(C, CVS, "How much did CVS Caremark spend on research and development in the first half of 2009?",
    refuse(cn, "CVS reports no research and development expense in its Q2 2009 data.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchDevelopmentAndRelatedExpenses"))))
add(C, ALTR, "What goodwill did Altera carry at June 26, 2009?",
    refuse(cn, "Altera's Q2 2009 balance sheet has no goodwill line (nor intangible assets).",
           absent_any(g("Goodwill", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, SCE, "What were Southern California Edison's diluted earnings per share in Q1 2010?",
    refuse(cn, "SCE is a subsidiary of Edison International with its common stock held by the parent; its 10-Q data report no EPS.",
           absent_any(g("EarningsPerShareDiluted", "EarningsPerShareBasic", "EarningsPerShareBasicAndDiluted",
                        "IncomeLossFromContinuingOperationsPerDilutedShare"))))
add(C, UP, "How much foreign income tax expense did Union Pacific record in 2012?",
    refuse(cn, "Union Pacific's 2012 10-K data carry no foreign income tax expense (current or deferred).",
           absent_any(g("CurrentForeignTaxExpenseBenefit", "DeferredForeignIncomeTaxExpenseBenefit",
                        "ForeignIncomeTaxExpenseBenefitContinuingOperations"))))
add(C, A10Q, "What was Apple's operating lease cost for the nine months ended July 1, 2023?",
    refuse(cn, "Apple's Q3 FY23 10-Q data report no lease cost.", absent_any(g("OperatingLeaseCost", "OperatingLeaseExpense", "LeaseCost"))))
WHY_AMP = ("Ameriprise's Q1 2010 income statement shows two net income lines: 'Net income' including noncontrolling interests "
           "(ProfitLoss) and 'Net income attributable to Ameriprise Financial' (NetIncomeLoss).")
add(C, AMP, "What was Ameriprise Financial's net income for the first quarter of 2010?", refuse(am, WHY_AMP, amb_for(AMP, WHY_AMP,
    (F(AMP, "ProfitLoss"), Q10, None), (F(AMP, "NetIncomeLoss"), Q10, None))))
WHY_NLY = ("Annaly's December 31, 2009 balance sheet has two lines captioned 'Interest rate swaps, at fair value': one among assets "
           "(InterestRateDerivativeAssetsAtFairValue) and one among liabilities (InterestRateDerivativeLiabilitiesAtFairValue).")
add(C, NLY, "What was the fair value of Annaly's interest rate swaps at December 31, 2009?", refuse(am, WHY_NLY, amb_for(NLY, WHY_NLY,
    (F(NLY, "InterestRateDerivativeAssetsAtFairValue"), DEC09, None), (F(NLY, "InterestRateDerivativeLiabilitiesAtFairValue"), DEC09, None))))
WHY_SCE = ("SCE's March 31, 2010 balance sheet carries two 'Regulatory assets' lines: one in current assets (RegulatoryAssetsCurrent) "
           "and one among long-term assets (RegulatoryAssetsNoncurrent).")
add(C, SCE, "How much in regulatory assets did SCE have at March 31, 2010?", refuse(am, WHY_SCE, amb_for(SCE, WHY_SCE,
    (F(SCE, "RegulatoryAssetsCurrent"), B10, None), (F(SCE, "RegulatoryAssetsNoncurrent"), B10, None))))
WHY_CVS = ("CVS's June 30, 2009 balance sheet shows two lines captioned 'Deferred income taxes': a current asset (DeferredTaxAssetsNetCurrent) "
           "and a long-term liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, CVS, "What did CVS Caremark report for deferred income taxes on its June 30, 2009 balance sheet?", refuse(am, WHY_CVS, amb_for(CVS, WHY_CVS,
    (F(CVS, "DeferredTaxAssetsNetCurrent"), PB, None), (F(CVS, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_CB = ("Chubb's cash flow statement for the six months ended June 30, 2009 has three lines captioned 'Other, Net': in operating "
          "(IncreaseDecreaseInOtherOperatingCapitalNet), investing (PaymentsForProceedsFromOtherInvestingActivities) and financing "
          "(ProceedsFromPaymentsForOtherFinancingActivities) activities.")
add(C, CB, "What did Chubb report on the 'Other, net' line of its cash flow statement for the first half of 2009?", refuse(am, WHY_CB, amb_for(CB, WHY_CB,
    (F(CB, "IncreaseDecreaseInOtherOperatingCapitalNet"), PH, None), (F(CB, "PaymentsForProceedsFromOtherInvestingActivities"), PH, None),
    (F(CB, "ProceedsFromPaymentsForOtherFinancingActivities"), PH, None))))


def main():
    write_round("h43", gr.QUESTIONS_43, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
