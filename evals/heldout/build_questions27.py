#!/usr/bin/env python3
"""Writes evals/data/ask_heldout27.jsonl and its refusal probes (round 27) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout27_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform26/build_questions.py (which copied rounds 24, 22, 20, ... 5); the round-27 specs below are new.
The overlap check covers rounds 1-26 (round 28, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-27 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 27 FSDS filings: companies no round 1-26 used, all with
# ODD CIKs (the parallel writer takes even-CIK companies): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
FO = "fsds:0001193125-10-113001"    # FORTUNE BRANDS 10-Q (2010q2), CIK 789073, Q1 2010 (calendar); EquityComponents rows
ESRX = "fsds:0000950123-10-039631"  # EXPRESS SCRIPTS 10-Q (2010q2), CIK 885721, Q1 2010; EquityComponents rows
MMC = "fsds:0001193125-10-112622"   # MARSH & MCLENNAN 10-Q (2010q2), CIK 62709, Q1 2010; EquityComponents rows back to Dec 2008
GLW = "fsds:0000024741-09-000027"   # CORNING 10-Q (2009q3), CIK 24741, Q2 2009 and six months; EquityComponents rows
VFC = "fsds:0000950123-09-033506"   # V F CORP 10-Q (2009q3), CIK 103379, Q2 2009 and six months; EquityComponents rows incl. FY2008
WU = "fsds:0001193125-09-163822"    # WESTERN UNION 10-Q (2009q3), CIK 1365135, Q2 2009 and six months
TICK = {FO: "fo", ESRX: "esrx", MMC: "mmc", GLW: "glw", VFC: "vfc", WU: "wu"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# FSDS periods (qtrs x 3 months back from the month-end ddate, as in rounds 4-26)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
FY09, FY08 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")

EQC = lambda m: {"EquityComponents": m}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1, L2, L3 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member", G + "FairValueInputsLevel3Member"
AFV = lambda lvl, inst=None: dict({FVL: lvl}, **({FIN: G + inst} if inst else {}))
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
APIC_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
NDEBT = lambda m: {G + "DebtInstrumentAxis": "nflx:" + m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
UPEN = lambda **kw: dict({DBP: G + "PensionPlansDefinedBenefitMember"}, **kw)
UPPEX = lambda m: {PPEAX: "unp:" + m}
ABSM = FIN  # alias

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, FO, "Fortune Brands net sales for the quarter ended March 31, 2010", fact(F(FO, "SalesRevenueNet"), Q10, USD))
add(C, FO, "How much maturing spirits inventory did Fortune Brands carry at March 31, 2010?", fact(F(FO, "MaturingSpirits"), B10, USD))
add(C, ESRX, "Express Scripts revenues for the three months ended March 31, 2010", fact(F(ESRX, "Revenues"), Q10, USD))
add(C, ESRX, "What were Express Scripts' claims and rebates payable as of March 31, 2010?", fact(F(ESRX, "ClaimsAndRebatesPayable"), B10, USD))
add(C, ESRX, "Express Scripts long-term debt (excluding current maturities) at March 31, 2010", fact(F(ESRX, "LongTermDebtNoncurrent"), B10, USD))
add(C, MMC, "Marsh & McLennan revenue for the first quarter of 2010", fact(F(MMC, "SalesRevenueServicesNet"), Q10, USD))
add(C, MMC, "Marsh & McLennan fiduciary liabilities on the balance sheet at March 31, 2010", fact(F(MMC, "FiduciaryLiabilities"), B10, USD))
add(C, GLW, "Corning net sales for the second quarter of 2009", fact(F(GLW, "SalesRevenueGoodsNet"), PQ, USD))
add(C, GLW, "What was Corning's equity in earnings of affiliated companies for the three months ended June 30, 2009?", fact(F(GLW, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, VFC, "VF Corporation total revenues for the quarter ended June 2009", fact(F(VFC, "Revenues"), PQ, USD))
add(C, VFC, "VF Corp total inventories as of June 30, 2009", fact(F(VFC, "InventoryNet"), PB, USD))
add(C, WU, "Western Union transaction fees for the three months ended June 30, 2009", fact(F(WU, "TransactionFeeRevenue"), PQ, USD))
add(C, WU, "What were Western Union's settlement assets at June 30, 2009?", fact(F(WU, "SettlementAssets"), PB, USD))
add(C, WU, "Western Union borrowings on the balance sheet as of June 30, 2009", fact(F(WU, "DebtAndCapitalLeaseObligations"), PB, USD))
add(C, A10Q, "Apple total liabilities and shareholders' equity at July 1, 2023", fact(g("LiabilitiesAndStockholdersEquity"), AQ_BS, USD))
add(C, NF, "What operating lease liability did Netflix have for leases signed but not yet commenced at December 31, 2023?", fact(["nflx:OperatingLeaseLiabilityLeasesNotCommenced"], N_BS23, USD))
add(C, NF, "Netflix total derivative liabilities at December 31, 2023", fact(g("DerivativeLiabilities"), N_BS23, USD))
add(C, UP, "Union Pacific capital lease obligations as of December 31, 2012", fact(g("CapitalLeaseObligations"), U_BS12, USD))
add(C, UP, "Union Pacific stock option expense recognized in 2012", fact(g("StockOptionPlanExpense"), U_FY12, USD))
add(C, UP, "Union Pacific net gain on non-operating asset dispositions in 2012", fact(["unp:GainLossOnNonOperatingProperty"], U_FY12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, FO, "Fortune Brands net sales in the year-ago quarter, Q1 2009", fact(F(FO, "SalesRevenueNet"), Q09, USD))
add(C, FO, "Fortune Brands total inventories at December 31, 2009", fact(F(FO, "InventoryNet"), DEC09, USD))
add(C, ESRX, "Express Scripts revenues for the three months ended March 31, 2009", fact(F(ESRX, "Revenues"), Q09, USD))
add(C, ESRX, "Express Scripts cash and cash equivalents at December 31, 2008", fact(F(ESRX, "CashAndCashEquivalentsAtCarryingValue"), DEC08, USD))
add(C, MMC, "Marsh & McLennan revenue in the prior-year first quarter (Q1 2009)", fact(F(MMC, "SalesRevenueServicesNet"), Q09, USD))
add(C, MMC, "Marsh & McLennan total stockholders' equity at December 31, 2008", fact(F(MMC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD))
add(C, GLW, "Corning net sales for the quarter ended June 30, 2008", fact(F(GLW, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, GLW, "Corning inventories at December 31, 2008", fact(F(GLW, "InventoryNet"), PYE, USD))
add(C, GLW, "Corning cash and cash equivalents as of June 30, 2008", fact(F(GLW, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, VFC, "VF Corporation total revenues in Q2 2008", fact(F(VFC, "Revenues"), PQPY, USD))
add(C, VFC, "VF Corp goodwill at the end of 2008 (December 2008)", fact(F(VFC, "Goodwill"), PYE, USD))
add(C, VFC, "VF Corporation cash and equivalents at December 31, 2007", fact(F(VFC, "CashAndCashEquivalentsAtCarryingValue"), DEC07, USD))
add(C, WU, "Western Union total revenues for the year-ago quarter ended June 30, 2008", fact(F(WU, "Revenues"), PQPY, USD))
add(C, WU, "Western Union goodwill as of December 31, 2008", fact(F(WU, "Goodwill"), PYE, USD))
add(C, A10Q, "Apple Level 2 corporate debt securities held in current marketable securities at September 24, 2022", fact(g("MarketableSecuritiesCurrent"), AQ_BSPY, USD, AFV(L2, "CorporateDebtSecuritiesMember")))
add(C, A10Q, "Total fair value of Apple RSUs that vested in the three months ended June 25, 2022", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), AQ_Q3PY, USD, RSU))
add(C, NF, "Netflix interest and other income (expense) for fiscal 2021", fact(g("NonoperatingIncomeExpense"), N_FY21, USD))
add(C, NF, "Fair value of Netflix's 4.875% senior notes at December 31, 2022", fact(g("LongTermDebtFairValue"), N_BS22, USD, NDEBT("FourPointEightSevenFivePercentSeniorNotesMember")))
add(C, UP, "Union Pacific net current deferred income tax asset at December 31, 2011", fact(g("DeferredTaxAssetsNetCurrent"), U_BS11, USD))
add(C, UP, "Union Pacific unrecognized tax benefit increases for positions taken in the current year, 2011", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GLW, "Corning net sales for the six months ended June 30, 2009", fact(F(GLW, "SalesRevenueGoodsNet"), PH, USD))
add(C, GLW, "Corning research, development and engineering expenses in Q2 2009 (three months only)", fact(F(GLW, "ResearchDevelopmentAndEngineeringExpenses"), PQ, USD))
add(C, GLW, "Corning equity in earnings of affiliated companies, first half of 2009", fact(F(GLW, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, GLW, "Corning selling, general and administrative expenses year to date through June 30, 2009", fact(F(GLW, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, GLW, "Corning gross margin for the quarter ended June 30, 2009 (not six months)", fact(F(GLW, "GrossProfit"), PQ, USD))
add(C, GLW, "Net income attributable to Corning for the three months ended June 30, 2009", fact(F(GLW, "NetIncomeLoss"), PQ, USD))
add(C, VFC, "VF Corporation total revenues for the first six months of 2009", fact(F(VFC, "Revenues"), PH, USD))
add(C, VFC, "VF royalty income for the second quarter of 2009 alone", fact(F(VFC, "RoyaltyRevenue"), PQ, USD))
add(C, VFC, "VF marketing, administrative and general expenses, six months ended June 2009", fact(F(VFC, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, VFC, "VF Corp operating income for the three months ended June 30, 2009", fact(F(VFC, "OperatingIncomeLoss"), PQ, USD))
add(C, VFC, "VF cost of goods sold, year to date June 2009", fact(F(VFC, "CostOfGoodsSold"), PH, USD))
add(C, WU, "Western Union total revenues for the six months ended June 30, 2009", fact(F(WU, "Revenues"), PH, USD))
add(C, WU, "Western Union transaction fees, first half of 2009", fact(F(WU, "TransactionFeeRevenue"), PH, USD))
add(C, WU, "Western Union foreign exchange revenue in Q2 2009 (quarter only)", fact(F(WU, "ForeignExchangeRevenue"), PQ, USD))
add(C, WU, "Western Union operating income year to date through June 30, 2009", fact(F(WU, "OperatingIncomeLoss"), PH, USD))
add(C, WU, "Western Union net income for the three months ended June 30, 2009", fact(F(WU, "NetIncomeLoss"), PQ, USD))
add(C, A10Q, "Total fair value of Apple RSUs vested in the first nine months of fiscal 2022 (nine months ended June 25, 2022)", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue"), AQ_9MPY, USD, RSU))
add(C, A10Q, "Apple taxes withheld on net share settlement charged to retained earnings, nine months ended July 1, 2023", fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_9M, USD, RE_COL))
add(C, A10Q, "Apple taxes withheld on net share settlement charged to retained earnings in the three months ended June 25, 2022", fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_Q3PY, USD, RE_COL))
add(C, A10Q, "Apple net-share-settlement tax withholding charged to common stock and APIC, year to date through June 25, 2022 (nine months)", fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_9MPY, USD, APIC_COL))

# =================================================================== derived
C = "derived"
add(C, FO, "Fortune Brands operating margin for Q1 2010 (operating income / net sales)", ratio(F(FO, "OperatingIncomeLoss"), F(FO, "SalesRevenueNet"), Q10))
add(C, FO, "Fortune Brands net sales growth, first quarter 2010 versus first quarter 2009", growth(F(FO, "SalesRevenueNet"), Q10, Q09))
add(C, FO, "Fortune Brands current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(F(FO, "AssetsCurrent"), F(FO, "LiabilitiesCurrent"), B10))
add(C, ESRX, "Express Scripts gross margin for the three months ended March 31, 2010 (gross profit / revenues)", ratio(F(ESRX, "GrossProfit"), F(ESRX, "Revenues"), Q10))
add(C, ESRX, "Express Scripts revenue growth in Q1 2010 over Q1 2009", growth(F(ESRX, "Revenues"), Q10, Q09))
add(C, ESRX, "Express Scripts total long-term debt at March 31, 2010 (current maturities plus long-term debt)", total(F(ESRX, "LongTermDebtCurrent"), F(ESRX, "LongTermDebtNoncurrent"), B10))
add(C, MMC, "Marsh & McLennan operating margin in the first quarter of 2010 (operating income / revenue)", ratio(F(MMC, "OperatingIncomeLoss"), F(MMC, "SalesRevenueServicesNet"), Q10))
add(C, MMC, "Marsh & McLennan compensation and benefits as a share of revenue, Q1 2010", ratio(F(MMC, "LaborAndRelatedExpense"), F(MMC, "SalesRevenueServicesNet"), Q10))
add(C, GLW, "Corning gross margin percentage for Q2 2009 (gross margin / net sales)", ratio(F(GLW, "GrossProfit"), F(GLW, "SalesRevenueGoodsNet"), PQ))
add(C, GLW, "Equity in earnings of affiliated companies as a share of Corning's income before income taxes, Q2 2009", ratio(F(GLW, "IncomeLossFromEquityMethodInvestments"), F(GLW, "IncomeBeforeIncomeTaxes"), PQ))
add(C, VFC, "Royalty income as a share of VF's total revenues for the six months ended June 2009", ratio(F(VFC, "RoyaltyRevenue"), F(VFC, "Revenues"), PH))
add(C, VFC, "VF Corporation operating margin for Q2 2009 (operating income / total revenues)", ratio(F(VFC, "OperatingIncomeLoss"), F(VFC, "Revenues"), PQ))
add(C, WU, "Western Union operating margin for the quarter ended June 30, 2009 (operating income / total revenues)", ratio(F(WU, "OperatingIncomeLoss"), F(WU, "Revenues"), PQ))
add(C, WU, "Western Union effective tax rate for the first half of 2009 (provision for income taxes / income before income taxes)", ratio(F(WU, "IncomeTaxExpenseBenefit"), F(WU, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, A10Q, "Apple corporate debt securities (Level 2): fair value as a share of adjusted cost at September 24, 2022", ratio(g("AvailableForSaleSecuritiesDebtSecurities"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY, m_num=AFV(L2, "CorporateDebtSecuritiesMember"), m_den=AFV(L2, "CorporateDebtSecuritiesMember")))
add(C, A10Q, "Foreign government securities as a share of Apple's Level 2 current marketable securities at July 1, 2023", ratio(g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesCurrent"), AQ_BS, m_num=AFV(L2, "ForeignGovernmentDebtSecuritiesMember"), m_den=AFV(L2)))
add(C, NF, "Fair value of Netflix's 5.875% senior notes (2018 issue) relative to their principal at December 31, 2023 (fair value / face amount)", ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS23, m_num=NDEBT("FivePointEightSevenFivePercentSeniorNotes2018Member"), m_den=NDEBT("FivePointEightSevenFivePercentSeniorNotes2018Member")))
add(C, NF, "Growth rate of Netflix interest and other income (expense), 2022 versus 2021 (negative if it fell)", growth(g("NonoperatingIncomeExpense"), N_FY22, N_FY21))
add(C, UP, "Share of Union Pacific pension plan assets valued with Level 3 inputs at December 31, 2012", ratio(g("DefinedBenefitPlanFairValueOfPlanAssets"), g("DefinedBenefitPlanFairValueOfPlanAssets"), U_BS12, m_num=UPEN(**{FVL: L3}), m_den=UPEN()))
add(C, UP, "Growth in Union Pacific accumulated depreciation on ballast from December 2011 to December 2012", growth(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, U_BS11, members=UPPEX("RoadBallastMember")))

# =================================================================== members
C = "members"
add(C, FO, "Fortune Brands retained earnings column of the equity statement at March 31, 2009", fact(F(FO, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("RetainedEarnings")))
add(C, FO, "Treasury stock reissued by Fortune Brands in Q1 2010, as shown in the treasury stock column of the equity statement", fact(F(FO, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("TreasuryStock")))
add(C, ESRX, "Express Scripts changes in stockholders' equity related to employee stock plans, additional paid-in capital column, Q1 2010", fact(F(ESRX, "StockIssuedDuringPeriodValueIncludesEsppShareBasedCompensationRestrictedStockForfeituresAndStockRedeemedForTaxes"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, MMC, "Marsh & McLennan treasury shares issued for acquisitions in Q1 2010 (treasury stock column)", fact(F(MMC, "StockIssuedDuringPeriodValueAcquisitions"), Q10, USD, EQC("TreasuryStock")))
add(C, MMC, "Marsh & McLennan retained earnings column of the equity statement at March 31, 2009", fact(F(MMC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("RetainedEarnings")))
add(C, GLW, "Corning shares issued to benefit plans and for option exercises credited to additional paid-in capital, first half of 2009", fact(F(GLW, "SharesIssuedToBenefitPlansAndForOptionExercises"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, VFC, "VF stock compensation plans, net, credited to additional paid-in capital in full-year 2008", fact(F(VFC, "StockIssuedDuringPeriodValueShareBasedCompensation"), FY08, USD, EQC("AdditionalPaidInCapital")))
add(C, VFC, "VF Corporation net income in the retained earnings column of the equity statement for 2008", fact(F(VFC, "ProfitLoss"), FY08, USD, EQC("RetainedEarnings")))
add(C, A10Q, "Apple total Level 2 current marketable securities at July 1, 2023", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, AFV(L2)))
add(C, A10Q, "Bank time deposits (Level 2) included in Apple's cash and cash equivalents at July 1, 2023", fact(g("CashAndCashEquivalentsAtCarryingValue"), AQ_BS, USD, AFV(L2, "BankTimeDepositsMember")))
add(C, A10Q, "Adjusted (amortized) cost of Apple's Level 2 corporate debt securities at July 1, 2023", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BS, USD, AFV(L2, "CorporateDebtSecuritiesMember")))
add(C, A10Q, "Fair value of Apple's foreign government securities (Level 2) at July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AFV(L2, "ForeignGovernmentDebtSecuritiesMember")))
add(C, NF, "Fair value of Netflix's 3.875% senior notes at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, NDEBT("ThreePointEightSevenFivePercentSeniorNotesMember")))
add(C, NF, "Expected amortization of Netflix's produced content over the next 12 months, as of December 31, 2023", fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseNextTwelveMonths"), N_BS23, USD, PRODUCED))
add(C, NF, "Netflix technology equipment at cost (gross PP&E) at December 31, 2022", fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, {PPEAX: G + "TechnologyEquipmentMember"}))
add(C, NF, "Netflix long-lived assets outside the United States (international) at December 31, 2023", fact(g("NoncurrentAssets"), N_BS23, USD, {GEO: "nflx:InternationalMember"}))
add(C, NF, "Netflix contributions to multiemployer pension plans in 2022", fact(g("MultiemployerPlanPensionInsignificantEmployerContributionCost"), N_FY22, USD, {G + "RetirementPlanNameAxis": "nflx:MultiemployerPensionBenefitsMember"}))
add(C, UP, "Union Pacific pension plan assets measured with Level 1 inputs at December 31, 2012", fact(g("DefinedBenefitPlanFairValueOfPlanAssets"), U_BS12, USD, UPEN(**{FVL: L1})))
add(C, UP, "Union Pacific pension assets in venture capital and buyout partnerships at year-end 2012", fact(g("DefinedBenefitPlanFairValueOfPlanAssets"), U_BS12, USD, UPEN(**{G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": "unp:VentureCapitalAndBuyoutPartnershipsMember"})))
add(C, UP, "Union Pacific accumulated depreciation on total equipment at December 31, 2012", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, UPPEX("TotalEquipmentMember")))

# =================================================================== per_share
C = "per_share"
add(C, FO, "Fortune Brands diluted EPS for the first quarter of 2010", fact(F(FO, "EarningsPerShareDiluted"), Q10, PS))
add(C, FO, "Fortune Brands dividends paid per common share in Q1 2010", fact(F(FO, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, FO, "Fortune Brands basic weighted-average shares outstanding, three months ended March 31, 2010", fact(F(FO, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, ESRX, "Express Scripts diluted earnings per share (net earnings) for Q1 2010", fact(F(ESRX, "EarningsPerShareDiluted"), Q10, PS))
add(C, ESRX, "Express Scripts diluted weighted-average shares for the first quarter of 2009", fact(F(ESRX, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, ESRX, "How many shares did Express Scripts hold in treasury at March 31, 2010?", fact(F(ESRX, "TreasuryStockShares"), B10, SH))
add(C, MMC, "Marsh & McLennan diluted EPS (net income) for the quarter ended March 31, 2010", fact(F(MMC, "EarningsPerShareDiluted"), Q10, PS))
add(C, MMC, "Marsh & McLennan shares outstanding at March 31, 2010", fact(F(MMC, "CommonStockSharesOutstanding"), B10, SH))
add(C, GLW, "Corning diluted EPS for the second quarter of 2009", fact(F(GLW, "EarningsPerShareDiluted"), PQ, PS))
add(C, GLW, "Corning dividends declared per common share, six months ended June 30, 2009", fact(F(GLW, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, GLW, "Number of Corning treasury shares held at June 30, 2009", fact(F(GLW, "TreasuryStockShares"), PB, SH))
add(C, VFC, "VF Corporation diluted EPS for the six months ended June 2009", fact(F(VFC, "EarningsPerShareDiluted"), PH, PS))
add(C, VFC, "VF cash dividends per common share for the second quarter of 2009", fact(F(VFC, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, WU, "Western Union diluted EPS year to date through June 30, 2009", fact(F(WU, "EarningsPerShareDiluted"), PH, PS))
add(C, WU, "Western Union diluted weighted-average shares for Q2 2009", fact(F(WU, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, A10Q, "Apple common stock par value per share as of July 1, 2023", fact(g("CommonStockParOrStatedValuePerShare"), AQ_BS, PS))
add(C, A10Q, "How many Apple RSUs were forfeited in the first nine months of fiscal 2023?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeitedInPeriod"), AQ_9M, SH, RSU))
add(C, NF, "Netflix common stock par value per share at December 31, 2023", fact(g("CommonStockParOrStatedValuePerShare"), N_BS23, PS))
add(C, UP, "Union Pacific shares available for future grant under its stock plans at December 31, 2012", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), U_BS12, SH))
add(C, UP, "Weighted-average exercise price of Union Pacific stock options outstanding at December 31, 2011", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), U_BS11, PS, {G + "PlanNameAxis": G + "StockOptionMember"}))

# =================================================================== jargon
C = "jargon"
add(C, FO, "FO capex, 1Q10", fact(F(FO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, FO, "Fortune Brands SBC, 1Q10", fact(F(FO, "ShareBasedCompensation"), Q10, USD))
add(C, FO, "FO spirits excise taxes, Q1 FY10", fact(F(FO, "ExciseAndSalesTaxes"), Q10, USD))
add(C, ESRX, "ESRX CFO (net cash from operating activities), 1Q10", fact(F(ESRX, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, ESRX, "ESRX SG&A, 1Q09", fact(F(ESRX, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, ESRX, "ESRX D&A 1Q10", fact(F(ESRX, "DepreciationAndAmortization"), Q10, USD))
add(C, MMC, "MMC comp & ben, 1Q10", fact(F(MMC, "LaborAndRelatedExpense"), Q10, USD))
add(C, MMC, "MMC capex 1Q09", fact(F(MMC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, MMC, "MMC common dividends paid (cash flow), 1Q10", fact(F(MMC, "PaymentsOfDividendsCommonStock"), Q10, USD))
add(C, GLW, "GLW capex, 1H09", fact(F(GLW, "PaymentsForProceedsFromProductiveAssets"), PH, USD))
add(C, GLW, "Corning stock comp charges, YTD 2Q09", fact(F(GLW, "ShareBasedCompensation"), PH, USD))
add(C, VFC, "VFC SBC 1H09", fact(F(VFC, "ShareBasedCompensation"), PH, USD))
add(C, WU, "WU operating cash flow, 1H09", fact(F(WU, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, WU, "WU buybacks, first half 2009", fact(F(WU, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, A10Q, "AAPL L2 non-current ABS at Q3 FY23 quarter-end", fact(g("MarketableSecuritiesNoncurrent"), AQ_BS, USD, AFV(L2, "AssetBackedSecuritiesMember")))
add(C, A10Q, "AAPL L1 mutual funds in current marketable securities, 3Q FY23", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, AFV(L1, "MutualFundMember")))
add(C, NF, "NFLX operating lease imputed interest, YE23", fact(g("LesseeOperatingLeaseLiabilityUndiscountedExcessAmount"), N_BS23, USD))
add(C, NF, "NFLX notional of designated hedges, YE2023", fact(g("DerivativeNotionalAmount"), N_BS23, USD, {G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}))
add(C, UP, "UNP pension L2 assets, YE12", fact(g("DefinedBenefitPlanFairValueOfPlanAssets"), U_BS12, USD, UPEN(**{FVL: L2})))
add(C, UP, "UNP capital lease minimum payments due in 2016 (year 4), per YE12 schedule", fact(g("CapitalLeasesFutureMinimumPaymentsDueInFourYears"), U_BS12, USD))

# =================================================================== refuse
C = "refuse"
add(C, FO, "Brown-Forman net sales for the first quarter of 2010?", refuse(oc, "Brown-Forman is not in the data (Fortune Brands is).", other("BROWN-FORMAN", "BROWN FORMAN")))
add(C, ESRX, "Catalyst Health Solutions revenue for Q1 2010?", refuse(oc, "Catalyst Health Solutions is not in the data (Express Scripts is).", other("CATALYST HEALTH")))
add(C, MMC, "Willis Group commissions and fees for the quarter ended March 31, 2010?", refuse(oc, "Willis Group is not in the data (Marsh & McLennan is).", other("WILLIS")))
add(C, GLW, "Asahi Glass net sales for the June 2009 quarter?", refuse(oc, "Asahi Glass is not in the data (Corning is).", other("ASAHI")))
add(C, WU, "MoneyGram International total revenue for the second quarter of 2009?", refuse(oc, "MoneyGram is not in the data (Western Union is).", other("MONEYGRAM")))
add(C, FO, "Fortune Brands net sales for the quarter ended June 30, 2010?", refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(FO, "SalesRevenueNet"), ("2010-04-01", "2010-06-30"))))
add(C, ESRX, "Express Scripts total revenues for full-year 2009?", refuse(pn, "The Q1 2010 10-Q reports revenues for Q1 2010 and Q1 2009 only.", absent(F(ESRX, "Revenues"), FY09)))
add(C, GLW, "Corning net sales for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(GLW, "SalesRevenueGoodsNet"), ("2009-07-01", "2009-09-30"))))
add(C, WU, "Western Union total revenues for the nine months ended September 30, 2009?", refuse(pn, "The Q2 2009 10-Q covers the quarter and six months to June 30, 2009 only.", absent(F(WU, "Revenues"), ("2009-01-01", "2009-09-30"))))
add(C, NF, "Netflix net cash provided by operating activities in 2020?", refuse(pn, "The FY2023 10-K's cash flow statement covers 2021-2023; 2020 is not reported.", absent(OCF, ("2020-01-01", "2020-12-31"))))
add(C, MMC, "What were Marsh & McLennan's inventories at March 31, 2010?", refuse(cn, "Marsh & McLennan, an insurance broker and consultant, reports no inventories.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, WU, "Western Union research and development expense in Q2 2009?", refuse(cn, "Western Union's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ESRX, "Express Scripts goodwill impairment charge in the first quarter of 2010?", refuse(cn, "Express Scripts' 10-Q reports no goodwill impairment fact.", absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment"))))
add(C, UP, "Union Pacific preferred stock dividends in 2012?", refuse(cn, "Union Pacific's 10-K reports no preferred dividends.", absent_any(g("DividendsPreferredStock", "PreferredStockDividendsIncomeStatementImpact", "PaymentsOfDividendsPreferredStockAndPreferenceStock", "DividendsPreferredStockCash"))))
WHY_VFC = ("VF reports 'Net income' including noncontrolling interests (ProfitLoss 74.978M) and 'Net Income Attributable to VF Corporation' "
           "(NetIncomeLoss 75.527M) for Q2 2009.")
add(C, VFC, "VF Corporation net income for the second quarter of 2009?", refuse(am, WHY_VFC, amb_why(WHY_VFC, (F(VFC, "ProfitLoss"), PQ, None), (F(VFC, "NetIncomeLoss"), PQ, None))))
WHY_FO = ("Fortune Brands reports 'Net income' (ProfitLoss 74.4M) and 'Net income attributable to Fortune Brands' (NetIncomeLoss 72.2M) for Q1 2010.")
add(C, FO, "Fortune Brands net income in Q1 2010?", refuse(am, WHY_FO, amb_why(WHY_FO, (F(FO, "ProfitLoss"), Q10, None), (F(FO, "NetIncomeLoss"), Q10, None))))
WHY_MMC = ("Marsh & McLennan reports 'Net income before non-controlling interests' (ProfitLoss 252M) and 'Net income attributable to MMC' "
           "(NetIncomeLoss 248M) for Q1 2010.")
add(C, MMC, "Marsh & McLennan net income for the first quarter of 2010?", refuse(am, WHY_MMC, amb_why(WHY_MMC, (F(MMC, "ProfitLoss"), Q10, None), (F(MMC, "NetIncomeLoss"), Q10, None))))
WHY_GLW = ("Corning reports 'Total Corning Incorporated shareholders' equity' (StockholdersEquity 13,803M) and 'Total equity' including "
           "noncontrolling interests (13,852M) at June 30, 2009.")
add(C, GLW, "What was Corning's equity at June 30, 2009?", refuse(am, WHY_GLW, amb_why(WHY_GLW, (F(GLW, "StockholdersEquity"), PB, None), (F(GLW, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, None))))
WHY_ESRX = ("Express Scripts reports basic net earnings per share (EarningsPerShareBasic 0.95) and diluted net earnings per share "
            "(EarningsPerShareDiluted 0.94) for Q1 2010; 'EPS' fits either.")
add(C, ESRX, "Express Scripts earnings per share for the first quarter of 2010?", refuse(am, WHY_ESRX, amb_why(WHY_ESRX, (F(ESRX, "EarningsPerShareBasic"), Q10, None), (F(ESRX, "EarningsPerShareDiluted"), Q10, None))))
WHY_N5875 = ("Netflix has two 5.875% senior note issues: the debt note reports fair values of 807M (FivePointEightSevenFivePercentSeniorNotesMember) "
             "and 2,009M (FivePointEightSevenFivePercentSeniorNotes2018Member) at December 31, 2023.")
add(C, NF, "What was the fair value of Netflix's 5.875% senior notes at December 31, 2023?", refuse(am, WHY_N5875, amb_why(WHY_N5875, (g("LongTermDebtFairValue"), N_BS23, NDEBT("FivePointEightSevenFivePercentSeniorNotesMember")), (g("LongTermDebtFairValue"), N_BS23, NDEBT("FivePointEightSevenFivePercentSeniorNotes2018Member")))))


def main():
    write_round("h27", gr.QUESTIONS_27, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21, gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
