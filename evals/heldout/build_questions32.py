#!/usr/bin/env python3
"""Writes evals/data/ask_heldout32.jsonl and its refusal probes (round 32) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout32_probes.jsonl and
re-verified by `gold_reader.py --check --questions evals/data/ask_heldout32.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions32.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout32.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-30's scaffolding) through sys.path; here `from specs import *` takes them from evals/heldout
itself. The round-32 specs below are new. Written without reading the tool under test.
The overlap check covers rounds 1-30, each file named one by one in main() (the parallel writer's round 31 is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-32 share


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


# ------------------------------------------------------------------ round 32 FSDS filings: companies no round 1-30 used (checked CIK by
# CIK and adsh by adsh against every question of rounds 1-30), all with EVEN CIKs (the parallel writer takes odd CIKs):
# three 10-Qs from the 2010q2 zip, three from 2009q3. Kinds: a P&C/life insurer, a regional bank, a gas producer,
# an investment bank (fiscal-year change in 2009), an industrial-equipment maker and a healthcare REIT.
HIG = "fsds:0000950123-10-040660"   # HARTFORD FINANCIAL SERVICES GROUP 10-Q (2010q2), CIK 874766, Q1 2010 (insurer); EquityComponents rows
BBT = "fsds:0001193125-10-112881"   # BB&T CORP 10-Q (2010q2), CIK 92230, Q1 2010 (bank); EquityComponents rows
CHK = "fsds:0001193125-10-114778"   # CHESAPEAKE ENERGY CORP 10-Q (2010q2), CIK 895126, Q1 2010 (natural gas E&P); EquityComponents + ClassOfStock rows
GS = "fsds:0000950123-09-029919"    # GOLDMAN SACHS GROUP 10-Q (2009q3), CIK 886982, Q2 2009 = three months ended June 26, 2009 (ddate 2009-06-30);
#                                     prior-year columns are the quarter / six months ended May 30, 2008 (fiscal year then ended in November)
TEX = "fsds:0000097216-09-000168"   # TEREX CORP 10-Q (2009q3), CIK 97216, Q2 2009 and six months (machinery); EquityComponents rows incl. FY2008
HCP = "fsds:0001104659-09-046716"   # HCP, INC. 10-Q (2009q3), CIK 765880, Q2 2009 and six months (healthcare REIT); EquityComponents rows
TICK = {HIG: "hig", BBT: "bbt", CHK: "chk", GS: "gs", TEX: "tex", HCP: "hcp"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-30)
Q10, Q09, Q2_10, FY09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2007-12-31")
Q1_09 = ("2009-01-01", "2009-03-31")
# Goldman Sachs: Q2 2009 = three months ended June 26, 2009 (ddate 2009-06-30); prior-year quarter = three months ended May 30, 2008
GQ, GH = PQ, PH
GQPY, GHPY = ("2008-03-01", "2008-05-31"), ("2007-12-01", "2008-05-31")
GB, GNOV08, GDEC08 = (None, "2009-06-30"), (None, "2008-11-30"), (None, "2008-12-31")
GQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods and members not among the shared constants
M_BS13 = (None, "2013-06-30")
M_Q2_14, M_Q3_14_ = ("2013-10-01", "2013-12-31"), ("2014-01-01", "2014-03-31")
A_FY20 = ("2019-09-29", "2020-09-26")
EQAX = G + "StatementEquityComponentsAxis"
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = G + "FairValueInputsLevel2Member"
RSU_ = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
REPO = {G + "ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
N45 = {G + "DebtInstrumentAxis": "msft:NotesThreePointSevenFivePercentDueFebruaryTwelveTwentyFortyFiveMember"}

# =================================================================== direct
C = "direct"
add(C, HIG, "What did The Hartford report as earned premiums for the first quarter of 2010?", fact(F(HIG, "PremiumsEarnedNet"), Q10, USD))
add(C, HIG, "Separate account assets on Hartford's balance sheet as of March 31, 2010", fact(F(HIG, "SeparateAccountAssets"), B10, USD))
add(C, HIG, "How large were Hartford Financial's reinsurance recoverables at the end of Q1 2010?", fact(F(HIG, "ReinsuranceRecoverables"), B10, USD))
add(C, BBT, "BB&T service charges on deposits, three months ended March 31, 2010", fact(F(BBT, "FeesAndCommissionsDepositorAccounts"), Q10, USD))
add(C, BBT, "What FDIC loss share receivable did BB&T carry at March 31, 2010?", fact(F(BBT, "FdicLossShareReceivable"), B10, USD))
add(C, CHK, "Chesapeake Energy natural gas and oil sales in Q1 2010", fact(F(CHK, "OilAndGasSalesRevenue"), Q10, USD))
add(C, CHK, "Carrying amount of unevaluated properties on Chesapeake's March 31, 2010 balance sheet (full-cost method)", fact(F(CHK, "UnevaluatedOilAndGasPropertyFullCostMethodGross"), B10, USD))
add(C, CHK, "Chesapeake's asset retirement obligations (long-term liability) at March 31, 2010", fact(F(CHK, "AssetRetirementObligationsNoncurrent"), B10, USD))
add(C, GS, "Goldman Sachs investment banking revenues for the quarter ended June 26, 2009", fact(F(GS, "InvestmentBanking"), GQ, USD))
add(C, GS, "How much did Goldman carry in trading assets, at fair value, on its June 2009 statement of financial condition?", fact(F(GS, "TradingSecurities"), GB, USD))
add(C, TEX, "Terex customer advances at June 30, 2009", fact(F(TEX, "CustomerAdvancesCurrent"), PB, USD))
add(C, TEX, "What was Terex's liability for accrued warranties and product liability at the end of June 2009?", fact(F(TEX, "ProductWarrantyAccrualAndLossContingencyAccrualProductLiabilityNet"), PB, USD))
add(C, HCP, "HCP rental and related revenues for the three months ended June 30, 2009", fact(F(HCP, "OperatingLeasesIncomeStatementLeaseRevenue"), PQ, USD))
add(C, HCP, "Senior unsecured notes outstanding on HCP's balance sheet at mid-2009 (June 30, 2009)", fact(F(HCP, "UnsecuredDebt"), PB, USD))
add(C, MS, "How much did Microsoft record as asset write-downs within its fiscal 2015 restructuring charges?", fact(["msft:NoncashAssetRelatedRestructuringCharge"], M_FY15, USD))
add(C, MS, "Estimated derivative net gains in AOCI that Microsoft expected to reclassify into earnings within 12 months, as of June 30, 2015", fact(g("ForeignCurrencyCashFlowHedgeGainLossToBeReclassifiedDuringNext12Months"), M_BS15, USD))
add(C, A10K, "In Apple's fiscal 2023 income tax rate reconciliation, what was the research and development credit, net?", fact(g("IncomeTaxReconciliationTaxCreditsResearch"), A_FY23, USD))
add(C, A10K, "Unamortized premium/(discount) and issuance costs, net, on Apple's term debt as of September 30, 2023", fact(g("DebtInstrumentUnamortizedDiscountPremiumAndDebtIssuanceCostsNet"), A_BS23, USD))
add(C, AE, "AEON Biopharma's remaining other accrued expenses at September 30, 2023", fact(["aeon:RemainingOtherAccruedLiabilities"], E_BS, USD))
add(C, NQ, "Par value amount of Netflix common stock on the September 30, 2010 balance sheet", fact(g("CommonStockValue"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, HIG, "Hartford's total revenues in the year-ago quarter, Q1 2009", fact(F(HIG, "Revenues"), Q09, USD))
add(C, HIG, "Unearned premiums at The Hartford as of December 31, 2009", fact(F(HIG, "UnearnedPremiums"), DEC09, USD))
add(C, HIG, "Hartford long-term debt at year-end 2009, per the comparative balance sheet in the Q1 2010 10-Q", fact(F(HIG, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, BBT, "BB&T mortgage banking income for the first quarter of 2009", fact(F(BBT, "MortgageBankingIncome"), Q09, USD))
add(C, BBT, "Loans held for sale (at fair value) on BB&T's December 31, 2009 balance sheet", fact(F(BBT, "LoansReceivableHeldForSaleNet"), DEC09, USD))
add(C, CHK, "Total revenues Chesapeake reported for the three months ended March 31, 2009", fact(F(CHK, "Revenues"), Q09, USD))
add(C, CHK, "Chesapeake long-term debt, net, at the end of 2009", fact(F(CHK, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, GS, "Goldman Sachs net revenues, including net interest income, for the three months ended May 30, 2008", fact(F(GS, "NetRevenuesIncludingNetInterestIncome"), GQPY, USD))
add(C, GS, "Total assets at Goldman Sachs as of November 2008 (fiscal 2008 year-end)", fact(F(GS, "Assets"), GNOV08, USD))
add(C, GS, "Compensation and benefits expense at Goldman for the six months ended May 2008", fact(F(GS, "LaborAndRelatedExpense"), GHPY, USD))
add(C, TEX, "Terex inventories as of December 31, 2008", fact(F(TEX, "InventoryNet"), PYE, USD))
add(C, TEX, "What was Terex's gross profit in the second quarter of 2008?", fact(F(TEX, "GrossProfit"), PQPY, USD))
add(C, HCP, "HCP total revenues, three months ended June 30, 2008", fact(F(HCP, "Revenues"), PQPY, USD))
add(C, HCP, "Mortgage debt on HCP's December 31, 2008 balance sheet", fact(F(HCP, "SecuredDebt"), PYE, USD))
add(C, MS, "Microsoft's translation adjustments and other in other comprehensive income, fiscal year 2014 (net of tax)", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), M_FY14, USD))
add(C, MS, "Work-in-process inventory at Microsoft on June 30, 2014", fact(g("InventoryWorkInProcessNetOfReserves"), M_BS14, USD))
add(C, A10K, "Decreases in Apple's gross unrecognized tax benefits from settlements with taxing authorities during fiscal 2021", fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities"), A_FY21, USD))
add(C, A10K, "Apple's deferred state and local income tax expense (benefit) for fiscal 2022", fact(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), A_FY22, USD))
add(C, AE, "Non-current operating lease liability at AEON as of December 31, 2022", fact(g("OperatingLeaseLiabilityNoncurrent"), E_BSPY, USD))
add(C, NQ, "Proceeds Netflix received from maturities of short-term investments in the quarter ended September 30, 2009", fact(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), N10_Q3PY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GS, "Goldman Sachs trading and principal investments revenue, first half of 2009 (six months ended June 26), not just Q2", fact(F(GS, "TradingAndPrincipalInvestments"), GH, USD))
add(C, GS, "Asset management and securities services revenue at Goldman in the June 2009 quarter on its own", fact(F(GS, "AssetManagementAndSecuritiesServices"), GQ, USD))
add(C, GS, "Year-to-date provision for taxes at Goldman through June 26, 2009", fact(F(GS, "IncomeTaxExpenseBenefit"), GH, USD))
add(C, GS, "Market development expense for Goldman's second quarter of 2009 only", fact(F(GS, "BusinessDevelopment"), GQ, USD))
add(C, TEX, "Terex SG&A for the six months ended June 30, 2009", fact(F(TEX, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, TEX, "Interest expense at Terex in the April-June 2009 quarter (three months, not year to date)", fact(F(TEX, "InterestExpense"), PQ, USD))
add(C, TEX, "Terex (loss) income from operations, cumulative for the first half of 2009", fact(F(TEX, "OperatingIncomeLoss"), PH, USD))
add(C, TEX, "Other income (expense) - net at Terex for Q2 2009 by itself", fact(F(TEX, "OtherNonoperatingIncomeExpense"), PQ, USD))
add(C, HCP, "HCP interest expense for January through June 2009", fact(F(HCP, "InterestExpense"), PH, USD))
add(C, HCP, "Depreciation and amortization HCP recognized in Q2 2009 alone", fact(F(HCP, "DepreciationAndAmortization"), PQ, USD))
add(C, HCP, "Tenant recoveries at HCP, six months to June 30, 2009", fact(F(HCP, "TenantReimbursements"), PH, USD))
add(C, HCP, "HCP equity income from unconsolidated joint ventures for the three months ended June 30, 2009 (quarter only)", fact(F(HCP, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, HCP, "General and administrative expense at HCP in the second quarter of 2009, excluding the first quarter", fact(F(HCP, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, NQ, "Change in deferred revenue within Netflix's operating cash flows for the September 2010 quarter alone", fact(g("IncreaseDecreaseInDeferredRevenue"), N10_Q3, USD))
add(C, NQ, "Stock-based compensation in Netflix's technology and development expense, nine months ended September 30, 2009", fact(["nflx:StockBasedCompensationExpenseAssociatedWithTechnologyAndDevelopmentExpense"], N10_9MPY, USD))
add(C, NQ, "Gain on sale of short-term investments at Netflix in Q3 2009 only (three months, not nine)", fact(g("GainLossOnSaleOfInvestments"), N10_Q3PY, USD))
add(C, MS, "How many shares did Microsoft repurchase under its buyback program in the quarter ended March 31, 2014 (fiscal Q3 2014)?", fact(g("StockRepurchasedDuringPeriodShares"), M_Q3_14_, SH, REPO))
add(C, MS, "Dollar value of Microsoft's share repurchases under the program in its second fiscal quarter of 2014 (October-December 2013)", fact(g("StockRepurchasedDuringPeriodValue"), M_Q2_14, USD, REPO))
add(C, AE, "Cash paid for operating leases by AEON in the stub period July 1-21, 2023 (predecessor), as opposed to the January 1-July 21 predecessor period", fact(g("OperatingLeasePayments"), E_STUB, USD))
add(C, AE, "AEON selling, general and administrative expenses for the successor period July 22 through September 30, 2023 only", fact(g("SellingGeneralAndAdministrativeExpense"), E_SUCC, USD))

# =================================================================== derived
C = "derived"
add(C, HIG, "Hartford Q1 2009 ratio of 'benefits, losses and loss adjustment expenses' to earned premiums (benefits, losses and LAE / earned premiums)",
    ratio(F(HIG, "BenefitsLossesAndLossAdjustmentExpenses"), F(HIG, "PremiumsEarnedNet"), Q09))
add(C, HIG, "Equity-to-assets at Hartford on March 31, 2010: total stockholders' equity divided by total assets", ratio(SE, F(HIG, "Assets"), B10))
add(C, BBT, "BB&T efficiency ratio for Q1 2009, computed as total noninterest expense / (net interest income + total noninterest income)",
    derived("e0/(e1+e2)", [inp(F(BBT, "NoninterestExpense"), Q09), inp(F(BBT, "InterestIncomeExpenseNet"), Q09), inp(F(BBT, "NoninterestIncome"), Q09)], Q09, PURE))
add(C, BBT, "BB&T loans and leases (before the allowance) as a multiple of total deposits at December 31, 2009",
    ratio(F(BBT, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(BBT, "Deposits"), DEC09))
add(C, BBT, "Year-over-year change in BB&T's net interest income, Q1 2010 vs Q1 2009, as a decimal (negative would mean a decline)",
    growth(F(BBT, "InterestIncomeExpenseNet"), Q10, Q09))
add(C, CHK, "Chesapeake operating margin in Q1 2010 (income from operations / total revenues)", ratio(F(CHK, "OperatingIncomeLoss"), F(CHK, "Revenues"), Q10))
add(C, CHK, "Spread Chesapeake earned on marketing, gathering and compression in Q1 2010: those sales minus those expenses",
    diff(F(CHK, "GasGatheringTransportationMarketingAndProcessingRevenue"), F(CHK, "GasGatheringTransportationMarketingAndProcessingCosts"), Q10))
add(C, CHK, "Chesapeake current ratio as of March 31, 2010", ratio(F(CHK, "AssetsCurrent"), F(CHK, "LiabilitiesCurrent"), B10))
add(C, GS, "Goldman's compensation ratio for the first half of 2009: compensation and benefits / net revenues",
    ratio(F(GS, "LaborAndRelatedExpense"), F(GS, "NetRevenuesIncludingNetInterestIncome"), GH))
add(C, GS, "Effective tax rate at Goldman Sachs for the quarter ended June 26, 2009 (provision for taxes / pre-tax earnings)",
    ratio(F(GS, "IncomeTaxExpenseBenefit"), F(GS, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), GQ))
add(C, TEX, "Terex gross margin for the first six months of 2009 (gross profit over net sales)", ratio(F(TEX, "GrossProfit"), F(TEX, "SalesRevenueNet"), PH))
add(C, TEX, "How much did Terex's net sales grow or shrink in Q2 2009 versus Q2 2008? Give the fractional change (negative = decline)",
    growth(F(TEX, "SalesRevenueNet"), PQ, PQPY))
add(C, HCP, "HCP total revenue growth for the first half of 2009 over the first half of 2008", growth(F(HCP, "Revenues"), PH, PHPY))
add(C, HCP, "HCP's bank borrowings at June 30, 2009: the term loan plus the bank line of credit", total(F(HCP, "LoansPayableToBank"), F(HCP, "LineOfCredit"), PB))
add(C, MS, "Share of Microsoft's total unrealized losses on available-for-sale securities at June 30, 2015 that sat in positions held 12 months or longer",
    ratio(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPosition12MonthsOrLongerAccumulatedLoss"), g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionAccumulatedLoss"), M_BS15))
add(C, MS, "Percentage change in Microsoft's unrecognized tax benefits from June 30, 2013 to June 30, 2014, expressed as a decimal",
    growth(g("UnrecognizedTaxBenefits"), M_BS14, M_BS13))
add(C, A10K, "Apple's combined operating and finance lease payments scheduled for 2026 and 2027 (years three and four after fiscal 2023)",
    total(["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearThree"], ["aapl:LesseeOperatingAndFinanceLeaseLiabilityToBePaidYearFour"], A_BS23))
add(C, A10K, "At September 24, 2022, what fraction of Apple's gross unrealized losses on Level 2 debt securities came from U.S. Treasury securities?",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), A_BS22,
          m_num={FVL: L2, FIN: G + "USTreasurySecuritiesMember"}, m_den={FVL: L2}))
add(C, AE, "AEON's total operating lease liability at September 30, 2023: current portion plus non-current portion",
    total(g("OperatingLeaseLiabilityCurrent"), g("OperatingLeaseLiabilityNoncurrent"), E_BS))
add(C, NQ, "What fraction of Netflix's net cash used in financing activities for the first nine months of 2009 was used in Q3 2009? (Q3 / nine months)",
    ratio(g("NetCashProvidedByUsedInFinancingActivities"), g("NetCashProvidedByUsedInFinancingActivities"), N10_Q3PY, N10_9MPY))

# =================================================================== members
C = "members"
add(C, HIG, "Additional paid-in capital column of Hartford's statement of changes in equity at March 31, 2009", fact(SE, MAR09, USD, EQC("AdditionalPaidInCapital")))
add(C, HIG, "Common shares Hartford issued in its public offering in Q1 2010, per the common stock (shares) column of the equity statement", fact(F(HIG, "StockIssuedDuringPeriodSharesNewIssues"), Q10, SH, EQC("CommonStock")))
add(C, HIG, "Issuance of shares from treasury stock under incentive and stock compensation plans -- amount in Hartford's treasury stock column, first quarter 2010", fact(F(HIG, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("TreasuryStock")))
add(C, BBT, "Retained earnings column balance in BB&T's statement of changes in shareholders' equity at March 31, 2009", fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, BBT, "Shares BB&T issued in connection with its 401(k) plan during Q1 2010 (common stock shares column)", fact(F(BBT, "StockIssuedDuringPeriodSharesEsop401kContribution"), Q10, SH, EQC("CommonStock")))
add(C, CHK, "Carrying amount of Chesapeake's 4.50% cumulative convertible preferred stock at March 31, 2010", fact(F(CHK, "PreferredStockValue"), B10, USD, COS("CumulativeConvertible4.50PreferredStock")))
add(C, CHK, "Hedging activity booked to the accumulated other comprehensive income column of Chesapeake's equity statement in Q1 2010", fact(F(CHK, "OtherComprehensiveIncomeDerivativesQualifyingAsHedgesNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, CHK, "How much noncontrolling interest came off Chesapeake's books on the deconsolidation of its investment in CMP in Q1 2010 (noncontrolling interest column)?", fact(F(CHK, "MinorityInterestDecreaseFromRedemptions"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, GS, "Balance of the restricted stock units and employee stock options component of Goldman's shareholders' equity at June 2009", fact(SE, GB, USD, EQC("RestrictedStockUnitsAndEmployeeStockOptions")))
add(C, GS, "Preferred stock accretion credited to Goldman's preferred stock column over the six months ended June 2009", fact(F(GS, "PreferredStockAccretion"), GH, USD, EQC("PreferredStock")))
add(C, TEX, "Translation adjustment recorded in the accumulated other comprehensive income column of Terex's equity statement for the first six months of 2009", fact(F(TEX, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, TEX, "Terex noncontrolling interest column of total equity at December 31, 2007", fact(SE_NCI, DEC07, USD, EQC("NoncontrollingInterest")))
add(C, HCP, "Net income allocated to noncontrolling interests in HCP's equity statement (noncontrolling interests column), six months ended June 30, 2009", fact(F(HCP, "ProfitLoss"), PH, USD, EQC("NoncontrollingInterest")))
add(C, HCP, "Purchase of noncontrolling interests charged to HCP's additional paid-in capital column in 1H 2009", fact(F(HCP, "MinorityInterestDecreaseFromRedemptions"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, MS, "Goodwill assigned to Microsoft's Devices and Consumer Licensing segment at June 30, 2015",
    fact(g("Goodwill"), M_BS15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerLicensingMember")))
add(C, MS, "Face amount of Microsoft's 3.75% notes due February 12, 2045, as of June 30, 2015", fact(g("DebtInstrumentFaceAmount"), M_BS15, USD, N45))
add(C, A10K, "Accumulated other comprehensive income/(loss) column of Apple's shareholders' equity statement at September 24, 2022", fact(SE, A_BS22, USD, {EQAX: G + "AccumulatedOtherComprehensiveIncomeMember"}))
add(C, A10K, "Common stock withheld for net share settlement of equity awards, as charged to Apple's common stock and APIC column in fiscal 2023",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY23, USD, {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}))
add(C, AE, "Amount AEON had accrued under the Daewoong license and supply agreement as of September 30, 2023",
    fact(["aeon:AmountAccruedRelatedToAgreement"], E_BS, USD, {G + "TypeOfArrangementAxis": "aeon:DaewoongLicenseAndSupplyAgreementMember"}))
add(C, AE, "Number of public warrants issued by Priveterra that AEON reported for the successor period ended September 30, 2023",
    fact(["aeon:ClassOfWarrantOrRightNumberOfWarrantsIssued"], E_SUCC, SH, {"srt:CounterpartyNameAxis": "aeon:PriveterraMember", G + "ClassOfWarrantOrRightAxis": "aeon:PublicWarrantsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, HIG, "Hartford diluted earnings (loss) per common share for Q1 2010", fact(F(HIG, "EarningsPerShareDiluted"), Q10, PS))
add(C, HIG, "Cash dividends declared per Hartford common share in the first quarter of 2009", fact(F(HIG, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, BBT, "BB&T diluted EPS, quarter ended March 31, 2009", fact(F(BBT, "EarningsPerShareDiluted"), Q09, PS))
add(C, BBT, "Per-share cash dividend BB&T declared on its common stock in Q1 2010", fact(F(BBT, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, CHK, "Chesapeake diluted earnings per share, Q1 2010", fact(F(CHK, "EarningsPerShareDiluted"), Q10, PS))
add(C, CHK, "Weighted average Chesapeake shares assuming dilution for the March 2010 quarter", fact(F(CHK, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, CHK, "How many shares of Chesapeake's 5.00% cumulative convertible preferred stock (Series 2005B) were outstanding at March 31, 2010?", fact(F(CHK, "PreferredStockSharesOutstanding"), B10, SH, COS("CumulativeConvertible5.00PreferredStockSeries2005B")))
add(C, GS, "Goldman Sachs diluted EPS for the six months ended June 26, 2009", fact(F(GS, "EarningsPerShareDiluted"), GH, PS))
add(C, GS, "Dividends declared per Goldman common share in the three months ended May 30, 2008", fact(F(GS, "CommonStockDividendsPerShareDeclared"), GQPY, PS))
add(C, GS, "Basic weighted average common shares at Goldman for Q2 2009", fact(F(GS, "WeightedAverageNumberOfSharesOutstandingBasic"), GQ, SH))
add(C, TEX, "Terex diluted earnings per share for the first half of 2008", fact(F(TEX, "EarningsPerShareDiluted"), PHPY, PS))
add(C, TEX, "Terex common shares issued as of June 30, 2009", fact(F(TEX, "CommonStockSharesIssued"), PB, SH))
add(C, HCP, "HCP diluted income per share from continuing operations for Q2 2009", fact(F(HCP, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, HCP, "Dividends declared per HCP common share over the first six months of 2009", fact(F(HCP, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, A10K, "Number of Apple RSUs canceled during fiscal 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeitedInPeriod"), A_FY22, SH, RSU_))
add(C, A10K, "Weighted-average grant date fair value per share of the Apple RSUs that vested in fiscal 2022",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"), A_FY22, PS, RSU_))
add(C, MS, "Dilutive effect of stock-based awards on Microsoft's diluted share count in fiscal 2014", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), M_FY14, SH))
add(C, MS, "How many shares did Microsoft issue under its employee stock purchase plan in fiscal 2014?", fact(g("StockIssuedDuringPeriodSharesEmployeeStockPurchasePlans"), M_FY14, SH))
add(C, AE, "AEON's diluted net loss per share for the three months ended September 30, 2022", fact(g("EarningsPerShareDiluted"), E_Q3_22, PS))
add(C, NQ, "Par value per share of Netflix common stock as of December 31, 2009", fact(g("CommonStockParOrStatedValuePerShare"), N10_BSPY, PS))

# =================================================================== jargon
C = "jargon"
add(C, HIG, "HIG CFO, 1Q10", fact(F(HIG, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, HIG, "Hartford TARP preferred redemption (cash), Q1'10", fact(F(HIG, "PaymentsForRepurchaseOfPreferredStockAndPreferenceStock"), Q10, USD))
add(C, BBT, "BBT provision for credit losses (PCL), 1Q10", fact(F(BBT, "ProvisionForLoanLeaseAndOtherLosses"), Q10, USD))
add(C, BBT, "BB&T capex (premises and equipment purchases), Q1 2010", fact(F(BBT, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, BBT, "BBT ALLL at 3/31/10", fact(F(BBT, "LoansAndLeasesReceivableAllowance"), B10, USD))
add(C, CHK, "CHK DD&A add-back in the 1Q10 cash flow statement", fact(F(CHK, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, CHK, "Chesapeake G&A, 1Q10", fact(F(CHK, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, CHK, "CHK LOE (production expenses), Q1 2010", fact(F(CHK, "ProductionExpenses"), Q10, USD))
add(C, GS, "GS comp & bens, 2Q09", fact(F(GS, "LaborAndRelatedExpense"), GQ, USD))
add(C, GS, "Goldman CFO (cash from operating activities), 1H09", fact(F(GS, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), GH, USD))
add(C, TEX, "TEX capex, 1H09", fact(F(TEX, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, TEX, "Terex SBC add-back, six months to June 2009", fact(F(TEX, "ShareBasedCompensation"), PH, USD))
add(C, HCP, "HCP CFO for 1H09", fact(F(HCP, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, HCP, "HCP common divs declared, 1H09 (equity statement)", fact(F(HCP, "DividendsCommonStock"), PH, USD))
add(C, MS, "MSFT OTTI on investments, FY15", fact(g("MarketableSecuritiesRealizedGainLossOtherThanTemporaryImpairmentsAmount"), M_FY15, USD))
add(C, MS, "MSFT HTM investments (recorded basis) at FYE15", fact(g("HeldToMaturitySecurities"), M_BS15, USD))
add(C, A10K, "AAPL DTL on unrealized gains (OCI), FYE23", fact(g("DeferredTaxLiabilitiesOtherComprehensiveIncome"), A_BS23, USD))
add(C, A10K, "AAPL imputed interest on finance leases, FYE23", fact(g("FinanceLeaseLiabilityUndiscountedExcessAmount"), A_BS23, USD))
add(C, AE, "AEON depreciation, successor period 7/22-9/30/23", fact(g("DepreciationDepletionAndAmortization"), E_SUCC, USD))
add(C, NQ, "NFLX change in accrued expenses (CFO working capital line), 3Q10", fact(g("IncreaseDecreaseInAccruedLiabilities"), N10_Q3, USD))

# =================================================================== refuse
C = "refuse"
add(C, HIG, "Cincinnati Financial earned premiums for Q1 2010?", refuse(oc, "Cincinnati Financial is not in the data (The Hartford is).", other("CINCINNATI FIN")))
add(C, BBT, "What was Comerica's net interest income in the first quarter of 2010?", refuse(oc, "Comerica is not in the data (BB&T is).", other("COMERICA")))
add(C, CHK, "EnCana natural gas sales for the quarter ended March 31, 2010?", refuse(oc, "EnCana is not in the data (Chesapeake is).", other("ENCANA")))
add(C, GS, "How did Jefferies' net revenues come in for its second quarter of 2009?", refuse(oc, "Jefferies is not in the data (Goldman Sachs is).", other("JEFFERIES")))
add(C, TEX, "Manitowoc net sales, Q2 2009?", refuse(oc, "Manitowoc is not in the data (Terex is).", other("MANITOWOC")))
add(C, HIG, "Hartford's total revenues for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports revenues for Q1 2010 and Q1 2009 only; full-year 2009 is not in this filing's data.", absent(F(HIG, "Revenues"), FY09)))
add(C, BBT, "BB&T net interest income for the quarter ending June 30, 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(BBT, "InterestIncomeExpenseNet"), Q2_10)))
add(C, GS, "Goldman Sachs net revenues for the third quarter of 2009?", refuse(pn, "The 10-Q covers the quarter and six months ended June 26, 2009 (and the quarter / six months ended May 2008); Q3 2009 is not reported.", absent(F(GS, "NetRevenuesIncludingNetInterestIncome"), GQ3)))
add(C, HCP, "HCP total revenues in the first quarter of 2009 by itself?", refuse(pn, "The Q2 2009 10-Q reports the June quarters and six-month periods; the March 2009 quarter on its own is not reported.", absent(F(HCP, "Revenues"), Q1_09)))
add(C, A10K, "How much did Apple spend on property, plant and equipment (capex) in fiscal 2020?", refuse(pn, "The FY2023 10-K's cash flow statement covers fiscal 2021-2023 only; fiscal 2020 payments for PP&E are not in the filing.", absent(CAPEX, A_FY20)))
add(C, HIG, "What gross profit did The Hartford report for Q1 2010?", refuse(cn, "Hartford, an insurer, reports no gross profit line.", absent_any(g("GrossProfit"))))
add(C, CHK, "How much did Chesapeake spend on research and development in Q1 2010?", refuse(cn, "Chesapeake's Q1 2010 financial data carry no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, TEX, "How much did Terex pay out in common dividends during the first half of 2009?", refuse(cn, "Terex reports no common dividends (paid or declared) in its Q2 2009 data.",
    absent_any(g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, HCP, "HCP cost of goods sold for Q2 2009?", refuse(cn, "HCP, a REIT, reports no cost of goods sold.", absent_any(COR + g("CostOfGoodsAndServicesSold", "CostOfGoodsSold"))))
add(C, AE, "What revenue did AEON Biopharma book in the successor period ended September 30, 2023?", refuse(cn, "AEON, a clinical-stage company, reports no revenue fact.",
    absent_any(REV + g("RevenueFromContractWithCustomerIncludingAssessedTax", "RevenueNet"))))
WHY_GS = ("Goldman changed its fiscal year-end from the last Friday of November to the last Friday of December; its equity statement reports "
          "total shareholders' equity both at the fiscal 2008 year-end (November 28, 2008) and at the end of the one-month transition period (December 26, 2008).")
add(C, GS, "What was Goldman Sachs' total shareholders' equity at the end of 2008?", refuse(am, WHY_GS, amb_for(GS, WHY_GS, (SE, GNOV08, None), (SE, GDEC08, None))))
WHY_HIG = ("Hartford's March 31, 2010 balance sheet has two equity-securities lines: 'Equity securities, available-for-sale, at fair value' "
           "(AvailableForSaleSecuritiesEquitySecurities) and 'Equity securities, trading, at fair value' (TradingSecuritiesEquity).")
add(C, HIG, "How much did Hartford hold in equity securities at March 31, 2010?", refuse(am, WHY_HIG, amb_for(HIG, WHY_HIG,
    (F(HIG, "AvailableForSaleSecuritiesEquitySecurities"), B10, None), (F(HIG, "TradingSecuritiesEquity"), B10, None))))
WHY_CHK = ("Chesapeake's balance sheet labels two lines 'Short-term derivative instruments' at March 31, 2010: a current asset "
           "(DerivativeAssetsCurrent) and a current liability (DerivativeLiabilitiesCurrent).")
add(C, CHK, "Chesapeake short-term derivative instruments on the March 31, 2010 balance sheet?", refuse(am, WHY_CHK, amb_for(CHK, WHY_CHK,
    (F(CHK, "DerivativeAssetsCurrent"), B10, None), (F(CHK, "DerivativeLiabilitiesCurrent"), B10, None))))
WHY_TEX = ("Terex's June 30, 2009 balance sheet shows two lines labelled 'Deferred taxes': a current asset (DeferredTaxAssetsNetCurrent) "
           "and a non-current asset (DeferredTaxAssetsNetNoncurrent).")
add(C, TEX, "Terex deferred taxes at June 30, 2009?", refuse(am, WHY_TEX, amb_for(TEX, WHY_TEX,
    (F(TEX, "DeferredTaxAssetsNetCurrent"), PB, None), (F(TEX, "DeferredTaxAssetsNetNoncurrent"), PB, None))))
WHY_MS = ("Microsoft's June 30, 2015 balance sheet has two lines labelled 'Deferred income taxes': a current asset "
          "(DeferredTaxAssetsLiabilitiesNetCurrent) and a long-term liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, MS, "What did Microsoft report for deferred income taxes on its June 30, 2015 balance sheet?", refuse(am, WHY_MS, amb_for(MS, WHY_MS,
    (g("DeferredTaxAssetsLiabilitiesNetCurrent"), M_BS15, None), (g("DeferredTaxLiabilitiesNoncurrent"), M_BS15, None))))


def main():
    write_round("h32", gr.QUESTIONS_32, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28, gr.QUESTIONS_29, gr.QUESTIONS_30), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
