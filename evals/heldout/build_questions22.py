#!/usr/bin/env python3
"""Writes evals/data/ask_heldout22.jsonl and its refusal probes (round 22) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout22_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform18/build_questions.py (which copied rounds 16, 14, 12, 10, 9, 8, 7, 6 and 5); the round-22 specs below are
new. The overlap check covers rounds 1-20 (round 21, the parallel writer's, is not read).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-22 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]


# ------------------------------------------------------------------ round 22 FSDS filings: companies no round 1-20 used, all with
# EVEN CIKs (the parallel writer takes odd-CIK 2010q2 companies): four 10-Qs from the 2010q2 zip, two from 2009q3.
# Concept prefixes come from num.txt `version`: us-gaap tags get `us-gaap:`, company-extension tags (version = adsh) get
# the ticker as prefix (function `F`).
ROST = "fsds:0001206774-10-001420"  # ROSS STORES 10-Q (2010q2), fiscal Q1 FY2010 (13 weeks, ddate 2010-04-30); FY2009 ended Jan 2010 (ddate 2010-01-31)
IGT = "fsds:0001437749-10-001467"   # INTERNATIONAL GAME TECHNOLOGY 10-Q (2010q2), fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY2009 ended Sep 2009
LH = "fsds:0000920148-10-000040"    # LABORATORY CORP OF AMERICA HOLDINGS 10-Q (2010q2), Q1 2010 (calendar); EquityComponents rows
JEC = "fsds:0001193125-10-099363"   # JACOBS ENGINEERING GROUP 10-Q (2010q2), fiscal Q2 FY2010 (ddate 2010-03-31), 6M YTD; FY2009 ended Sep 2009
BTU = "fsds:0000950123-09-031817"   # PEABODY ENERGY 10-Q (2009q3), Q2 2009 (calendar), six months; EquityComponents rows
ECL = "fsds:0001104659-09-047977"   # ECOLAB 10-Q (2009q3), Q2 2009 (calendar), six months
TICK = {ROST: "rost", IGT: "igt", LH: "lh", JEC: "jec", BTU: "btu", ECL: "ecl"}


F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)


# Ross: fiscal Q1 (13 weeks) at ddate 2010-04-30; year-ago quarter; FY2009 year-end (ddate 2010-01-31)
RQ, RQPY, RB, RFYE = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30"), (None, "2010-04-30"), (None, "2010-01-31")
# ddate 2010-03-31 filers: quarter, six months (IGT, JEC fiscal Q2), year-ago periods, balance dates
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
H10, H09 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")
B10, SEP09, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
# 2009q3 filers (Peabody, Ecolab): Q2 2009 and first half 2009
PQ, PQPY, PH, PHPY = ("2009-04-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2009-01-01", "2009-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")
SE = g("StockholdersEquity")
RE_COL = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
APIC_COL = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L2 = {FVL: G + "FairValueInputsLevel2Member"}
AFS2 = lambda m: {FVL: G + "FairValueInputsLevel2Member", FIN: G + m}
L1MF = {FVL: G + "FairValueInputsLevel1Member", FIN: G + "MutualFundMember"}
CASHM = {FIN: G + "CashMember"}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:" + m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
LEASE = lambda s: g("LesseeOperatingLeaseLiabilityPaymentsDue%s" % s)
ANTID = G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis"
CLS = G + "StatementClassOfStockAxis"
RESERVED = g("CommonStockCapitalSharesReservedForFutureIssuance")
SBC_SGA = {G + "IncomeStatementLocationAxis": G + "SellingGeneralAndAdministrativeExpensesMember"}
ALLOC_SBC = g("AllocatedShareBasedCompensationExpense")

# NETSALES, TOTREV, AUTH, NIATT, PAIDADD, RSU are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, ROST, "Ross Stores sales for the first quarter of fiscal 2010", fact(F(ROST, "SalesRevenueNet"), RQ, USD))
add(C, ROST, "What was Ross Stores' merchandise inventory at the end of Q1 fiscal 2010?", fact(F(ROST, "InventoryNet"), RB, USD))
add(C, ROST, "How many stores did Ross Stores have open at the end of its first quarter of fiscal 2010?", fact(F(ROST, "StoresOpenAtEndOfPeriod"), RB, PURE))
add(C, IGT, "IGT gaming operations revenue for fiscal Q2 2010 (the March 2010 quarter)", fact(F(IGT, "SalesRevenueServicesNet"), Q10, USD))
add(C, IGT, "International Game Technology goodwill at the end of its second fiscal quarter of 2010", fact(F(IGT, "Goodwill"), B10, USD))
add(C, LH, "LabCorp net sales for the three months ended March 31, 2010", fact(F(LH, "SalesRevenueNet"), Q10, USD))
add(C, LH, "Laboratory Corporation of America long-term debt, less current portion, as of March 31, 2010", fact(F(LH, "LongTermDebtNoncurrent"), B10, USD))
add(C, JEC, "Jacobs Engineering revenues for fiscal Q2 2010 (quarter ended March 2010)", fact(F(JEC, "Revenues"), Q10, USD))
add(C, JEC, "Jacobs Engineering billings in excess of costs on the balance sheet at the end of fiscal Q2 2010", fact(F(JEC, "BillingsInExcessOfCost"), B10, USD))
add(C, BTU, "Peabody Energy total revenues for the second quarter of 2009", fact(F(BTU, "Revenues"), PQ, USD))
add(C, BTU, "Peabody asset retirement obligations (noncurrent) as of June 30, 2009", fact(F(BTU, "MineReclamationAndClosingLiabilityNoncurrent"), PB, USD))
add(C, BTU, "What were Peabody Energy's inventories at June 30, 2009?", fact(F(BTU, "InventoryNet"), PB, USD))
add(C, ECL, "Ecolab net sales for the quarter ended June 30, 2009", fact(F(ECL, "SalesRevenueNet"), PQ, USD))
add(C, ECL, "Ecolab goodwill as of June 30, 2009", fact(F(ECL, "Goodwill"), PB, USD))
add(C, A10Q, "Total fair value of Apple's Level 2 available-for-sale debt securities at July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, L2))
add(C, NF, "Netflix operating lease payments due in 2027 (year four), as of December 31, 2023", fact(LEASE("InRollingYearFour"), N_BS23, USD))
add(C, NF, "Netflix purchase obligations due in years four and five, as of December 31, 2023", fact(g("PurchaseObligationDueInFourthAndFifthYear"), N_BS23, USD))
add(C, NF, "Netflix deferred tax assets from accruals and reserves at December 31, 2023", fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccruals"), N_BS23, USD))
add(C, NQ, "Netflix other current assets on the December 31, 2009 balance sheet (as shown in the Q3 2010 10-Q)", fact(g("OtherAssetsCurrent"), N10_BSPY, USD))
add(C, AE, "AEON Biopharma warrant liability at September 30, 2023", fact(g("WarrantsAndRightsOutstanding"), E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, ROST, "Ross Stores sales in the first quarter of fiscal 2009 (the year-ago quarter)", fact(F(ROST, "SalesRevenueNet"), RQPY, USD))
add(C, ROST, "Ross Stores total assets at the end of fiscal 2009 (January 2010)", fact(F(ROST, "Assets"), RFYE, USD))
add(C, ROST, "Ross Stores net earnings for Q1 of fiscal 2009", fact(F(ROST, "NetIncomeLoss"), RQPY, USD))
add(C, IGT, "IGT total revenues in the March 2009 quarter (fiscal Q2 2009)", fact(F(IGT, "Revenues"), Q09, USD))
add(C, IGT, "International Game Technology total assets at fiscal 2009 year-end (September 2009)", fact(F(IGT, "Assets"), SEP09, USD))
add(C, LH, "LabCorp net sales for the first quarter of 2009", fact(F(LH, "SalesRevenueNet"), Q09, USD))
add(C, LH, "LabCorp total shareholders' equity at December 31, 2009", fact(SE, DEC09, USD))
add(C, JEC, "Jacobs Engineering revenues for the first half of fiscal 2009 (six months ended March 2009)", fact(F(JEC, "Revenues"), H09, USD))
add(C, JEC, "Jacobs cash and cash equivalents at the end of fiscal 2009 (September 2009)", fact(F(JEC, "CashAndCashEquivalentsAtCarryingValue"), SEP09, USD))
add(C, BTU, "Peabody Energy total revenues for Q2 2008", fact(F(BTU, "Revenues"), PQPY, USD))
add(C, BTU, "Peabody total stockholders' equity, including noncontrolling interests, at December 31, 2008", fact(SE_NCI, PYE, USD))
add(C, ECL, "Ecolab net sales in the second quarter of 2008", fact(F(ECL, "SalesRevenueNet"), PQPY, USD))
add(C, ECL, "Net income attributable to Ecolab for the first six months of 2008", fact(F(ECL, "NetIncomeLoss"), PHPY, USD))
add(C, ECL, "Ecolab total assets at December 31, 2008", fact(F(ECL, "Assets"), PYE, USD))
add(C, NF, "Netflix purchase obligations due after year five, as of December 31, 2022", fact(g("PurchaseObligationDueAfterFifthYear"), N_BS22, USD))
add(C, NF, "Netflix deferred tax liabilities related to acquisitions at year-end 2022", fact(["nflx:DeferredTaxLiabilitiesAcquisitions"], N_BS22, USD))
add(C, NQ, "Netflix depreciation and amortization of property, equipment and intangibles in the third quarter of 2009", fact(g("DepreciationAndAmortization"), N10_Q3PY, USD))
add(C, NQ, "Netflix other non-current assets at December 31, 2009", fact(g("OtherAssetsNoncurrent"), N10_BSPY, USD))
add(C, A10Q, "Amortized cost of Apple's Level 2 available-for-sale debt securities at September 24, 2022", fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY, USD, L2))
add(C, AE, "AEON Biopharma convertible preferred stock (temporary equity) carrying amount at December 31, 2022", fact(g("TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, IGT, "IGT product sales for the first six months of fiscal 2010", fact(F(IGT, "SalesRevenueGoodsNet"), H10, USD))
add(C, IGT, "IGT research and development expense in fiscal Q2 2010 alone (three months, not year to date)", fact(F(IGT, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, IGT, "International Game Technology cost of gaming operations, fiscal 2010 YTD (six months through March 2010)", fact(F(IGT, "CostOfServices"), H10, USD))
add(C, IGT, "IGT net income for the six months ended March 2010", fact(F(IGT, "ProfitLoss"), H10, USD))
add(C, JEC, "Jacobs Engineering direct cost of contracts for the first half of fiscal 2010", fact(F(JEC, "ContractRevenueCost"), H10, USD))
add(C, JEC, "Jacobs selling, general and administrative expenses in fiscal Q2 2010 only (the March 2010 quarter)", fact(F(JEC, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, JEC, "Net earnings attributable to Jacobs for the six months ended March 31, 2010", fact(F(JEC, "NetIncomeLoss"), H10, USD))
add(C, JEC, "Jacobs income tax expense for fiscal Q2 2010 alone", fact(F(JEC, "IncomeTaxExpenseBenefit"), Q10, USD))
add(C, BTU, "Peabody Energy coal sales (the 'Sales' line) for the six months ended June 30, 2009", fact(F(BTU, "CoalProductsAndServicesRevenue"), PH, USD))
add(C, BTU, "Peabody operating costs and expenses in Q2 2009 only (three months)", fact(F(BTU, "OperatingCostsAndExpenses1"), PQ, USD))
add(C, BTU, "Peabody depreciation, depletion and amortization, first half of 2009", fact(F(BTU, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, BTU, "Peabody net income attributable to common stockholders for the second quarter of 2009 alone", fact(F(BTU, "NetIncomeLoss"), PQ, USD))
add(C, ECL, "Ecolab selling, general and administrative expenses for the six months ended June 30, 2009", fact(F(ECL, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, ECL, "Ecolab operating income for Q2 2009 (three months only, not year to date)", fact(F(ECL, "OperatingIncomeLoss"), PQ, USD))
add(C, ECL, "Ecolab cost of sales (including special charges), year to date through June 30, 2009", fact(F(ECL, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, A10Q, "Apple share-based compensation recorded in common stock and additional paid-in capital for the first nine months of fiscal 2023 (equity statement)", fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), AQ_9M, USD, APIC_COL))
add(C, A10Q, "Apple dividends and dividend equivalents declared (retained earnings column) for the three months ended June 25, 2022", fact(g("Dividends"), AQ_Q3PY, USD, RE_COL))
add(C, NQ, "Netflix proceeds from issuance of common stock in Q3 2009 only (three months ended September 30, 2009)", fact(g("ProceedsFromIssuanceOfCommonStock"), N10_Q3PY, USD))
add(C, NQ, "Netflix purchases of short-term investments in the third quarter of 2009 (three months)", fact(g("PaymentsToAcquireAvailableForSaleSecurities"), N10_Q3PY, USD))
add(C, AE, "AEON stock-based compensation included in selling, general and administrative expenses for the predecessor period January 1 - July 21, 2023", fact(ALLOC_SBC, E_PRED, USD, SBC_SGA))

# =================================================================== derived
C = "derived"
add(C, ROST, "Ross Stores gross margin for Q1 fiscal 2010: (sales - costs of goods sold) / sales", margin_from_cost(F(ROST, "SalesRevenueNet"), F(ROST, "CostOfGoodsSold"), RQ))
add(C, ROST, "Ross Stores year-over-year sales growth in the first quarter of fiscal 2010 (Q1 FY10 sales / Q1 FY09 sales - 1)", growth(F(ROST, "SalesRevenueNet"), RQ, RQPY))
add(C, ROST, "Ross Stores effective tax rate for Q1 fiscal 2010 (provision for taxes on earnings / earnings before taxes)", ratio(F(ROST, "IncomeTaxExpenseBenefit"), F(ROST, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), RQ))
add(C, IGT, "Gaming operations as a share of IGT total revenues for the first six months of fiscal 2010 (gaming operations revenue / total revenues)", ratio(F(IGT, "SalesRevenueServicesNet"), F(IGT, "Revenues"), H10))
add(C, IGT, "IGT operating margin for fiscal Q2 2010 (operating income / total revenues)", ratio(F(IGT, "OperatingIncomeLoss"), F(IGT, "Revenues"), Q10))
add(C, LH, "LabCorp gross margin for Q1 2010 (gross profit / net sales)", ratio(F(LH, "GrossProfit"), F(LH, "SalesRevenueNet"), Q10))
add(C, LH, "LabCorp current ratio at March 31, 2010 (total current assets / total current liabilities)", ratio(F(LH, "AssetsCurrent"), F(LH, "LiabilitiesCurrent"), B10))
add(C, JEC, "Jacobs Engineering revenue change, first half of fiscal 2010 versus first half of fiscal 2009 (current / prior - 1; negative = decline)", growth(F(JEC, "Revenues"), H10, H09))
add(C, JEC, "Jacobs operating margin for the six months ended March 31, 2010 (operating profit / revenues)", ratio(F(JEC, "OperatingIncomeLoss"), F(JEC, "Revenues"), H10))
add(C, BTU, "Peabody Energy total revenue change, Q2 2009 versus Q2 2008 (current / prior - 1; negative = decline)", growth(F(BTU, "Revenues"), PQ, PQPY))
add(C, BTU, "Peabody effective tax rate on continuing operations for the first half of 2009 (income tax provision / income from continuing operations before income taxes)", ratio(F(BTU, "IncomeTaxExpenseBenefit"), F(BTU, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, ECL, "Ecolab operating margin for Q2 2009 (operating income / net sales)", ratio(F(ECL, "OperatingIncomeLoss"), F(ECL, "SalesRevenueNet"), PQ))
add(C, ECL, "Ecolab SG&A as a percentage of net sales for the first half of 2009 (SG&A / net sales)", ratio(F(ECL, "SellingGeneralAndAdministrativeExpense"), F(ECL, "SalesRevenueNet"), PH))
add(C, ECL, "Ecolab free cash flow for the six months ended June 30, 2009 (net cash provided by operating activities - capital expenditures)", fcf(PH, F(ECL, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, A10Q, "Share of Apple's non-current Level 2 marketable securities held in corporate debt securities at July 1, 2023 (corporate debt / total Level 2 non-current marketable securities)", ratio(g("MarketableSecuritiesNoncurrent"), g("MarketableSecuritiesNoncurrent"), AQ_BS, m_num=AFS2("CorporateDebtSecuritiesMember"), m_den=L2))
add(C, A10Q, "Growth in Apple share-based compensation recorded in APIC, first nine months of fiscal 2023 versus the first nine months of fiscal 2022 (current / prior - 1)", derived("e0/e1-1", [inp(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), AQ_9M, APIC_COL), inp(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), AQ_9MPY, APIC_COL)], AQ_9M, PURE))
add(C, NF, "Netflix operating lease payments due in years four and five combined, as of December 31, 2023 (year four + year five, USD)", total(LEASE("InRollingYearFour"), LEASE("InRollingYearFive"), N_BS23))
add(C, NF, "Netflix 6.375% senior notes: fair value as a multiple of face amount at December 31, 2022 (fair value / principal)", ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS22, m_num=NOTE("SixPointThreeSevenFivePercentSeniorNotesMember"), m_den=NOTE("SixPointThreeSevenFivePercentSeniorNotesMember")))
add(C, NF, "Change in Netflix deferred tax assets on leasing arrangements, December 31, 2023 versus December 31, 2022 (current / prior - 1; negative = decline)", growth(["nflx:DeferredTaxAssetsLeasingArrangements"], N_BS23, N_BS22))
add(C, AE, "Warrants as a share of all AEON common shares reserved for future issuance at September 30, 2023 (warrant shares / total reserved shares)", ratio(RESERVED, RESERVED, E_BS, m_num={CLS: "aeon:WarrantsMember"}))

# =================================================================== members
C = "members"
add(C, LH, "LabCorp retained earnings column of the statement of changes in shareholders' equity at December 31, 2008", fact(SE, DEC08, USD, EQC("RetainedEarnings")))
add(C, LH, "LabCorp stock-based compensation credited to additional paid-in capital in Q1 2010 (equity statement)", fact(F(LH, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, LH, "LabCorp issuance of common stock under employee stock plans recorded in additional paid-in capital, first quarter of 2010", fact(F(LH, "IssuanceOfCommonStockUnderEmployeeStockPlans"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, LH, "LabCorp additional paid-in capital balance at March 31, 2009 (equity statement column)", fact(SE, MAR09, USD, EQC("AdditionalPaidInCapital")))
add(C, LH, "LabCorp retained earnings balance at March 31, 2009, per the equity statement", fact(SE, MAR09, USD, EQC("RetainedEarnings")))
add(C, BTU, "Peabody net income attributable to noncontrolling interests for the first half of 2009, per the noncontrolling-interests column of the equity statement", fact(F(BTU, "ProfitLoss"), PH, USD, EQC("NoncontrollingInterest")))
add(C, BTU, "Peabody share-based compensation recorded in additional paid-in capital, six months ended June 30, 2009", fact(F(BTU, "StockIssuedDuringPeriodValueShareBasedCompensation"), PH, USD, EQC("OtherAdditionalCapital")))
add(C, BTU, "Peabody unrealized gains on cash flow hedges, net of tax, recorded in accumulated other comprehensive income during H1 2009", fact(F(BTU, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, BTU, "Peabody Energy retained earnings column of the equity statement at December 31, 2008", fact(SE_NCI, PYE, USD, EQC("RetainedEarnings")))
add(C, BTU, "Peabody noncontrolling interests column balance at June 30, 2009 (statement of changes in stockholders' equity)", fact(SE_NCI, PB, USD, EQC("NoncontrollingInterest")))
add(C, A10Q, "Apple U.S. Treasury securities (Level 2) held as current marketable securities at July 1, 2023", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, AFS2("USTreasurySecuritiesMember")))
add(C, A10Q, "Fair value of Apple's Level 1 mutual fund holdings at July 1, 2023", fact(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), AQ_BS, USD, L1MF))
add(C, A10Q, "Apple cash (the 'Cash' line, excluding cash equivalents) at July 1, 2023", fact(g("Cash"), AQ_BS, USD, CASHM))
add(C, A10Q, "Apple retained earnings column of the equity statement at April 1, 2023 (start of fiscal Q3 2023)", fact(SE, (None, "2023-04-01"), USD, RE_COL))
add(C, NF, "Fair value of Netflix's 6.375% senior notes at December 31, 2023", fact(g("LongTermDebtFairValue"), N_BS23, USD, NOTE("SixPointThreeSevenFivePercentSeniorNotesMember")))
add(C, NF, "Fair value of Netflix's 4.375% senior notes at December 31, 2022", fact(g("LongTermDebtFairValue"), N_BS22, USD, NOTE("FourPointThreeSevenFivePercentSeniorNotesMember")))
add(C, NF, "Netflix aircraft (air transportation equipment) in gross property and equipment at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, {PPEAX: G + "AirTransportationEquipmentMember"}))
add(C, NF, "Netflix accrual for Brazilian non-income tax assessments at December 31, 2023", fact(g("LossContingencyAccrualAtCarryingValue"), N_BS23, USD, {G + "IncomeTaxAuthorityNameAxis": "nflx:BrazilianTaxAuthoritiesMember", G + "LossContingenciesByNatureOfContingencyAxis": "nflx:NonIncomeTaxAssessmentsMember"}))
add(C, AE, "AEON contingent consideration shares excluded from diluted EPS as anti-dilutive, nine months ended September 30, 2023", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), ("2023-01-01", "2023-09-30"), SH, {ANTID: "aeon:ContingentConsiderationMember"}))
add(C, AE, "AEON Series B-2 convertible preferred stock carrying amount at December 31, 2022", fact(g("TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests"), E_BSPY, USD, {CLS: "aeon:SeriesB2ConvertiblePreferredStockMember"}))

# =================================================================== per_share
C = "per_share"
add(C, ROST, "Ross Stores diluted EPS for Q1 fiscal 2010", fact(F(ROST, "EarningsPerShareDiluted"), RQ, PS))
add(C, ROST, "Ross Stores basic earnings per share for the first quarter of fiscal 2009", fact(F(ROST, "EarningsPerShareBasic"), RQPY, PS))
add(C, ROST, "Ross Stores diluted weighted average shares outstanding, Q1 fiscal 2010", fact(F(ROST, "WeightedAverageNumberOfDilutedSharesOutstanding"), RQ, SH))
add(C, IGT, "IGT diluted earnings per share for the first six months of fiscal 2010", fact(F(IGT, "EarningsPerShareDiluted"), H10, PS))
add(C, IGT, "IGT cash dividends declared per share, fiscal 2010 year to date (six months)", fact(F(IGT, "CommonStockDividendsPerShareDeclared"), H10, PS))
add(C, IGT, "IGT common shares outstanding at the end of fiscal Q2 2010", fact(F(IGT, "CommonStockSharesOutstanding"), B10, SH))
add(C, LH, "LabCorp basic EPS for the first quarter of 2010", fact(F(LH, "EarningsPerShareBasic"), Q10, PS))
add(C, LH, "LabCorp diluted earnings per share, Q1 2009", fact(F(LH, "EarningsPerShareDiluted"), Q09, PS))
add(C, JEC, "Jacobs diluted EPS for the six months ended March 31, 2010", fact(F(JEC, "EarningsPerShareDiluted"), H10, PS))
add(C, JEC, "Jacobs Engineering basic earnings per share in fiscal Q2 2009 (the March 2009 quarter)", fact(F(JEC, "EarningsPerShareBasic"), Q09, PS))
add(C, BTU, "Peabody diluted EPS from continuing operations for the first half of 2009", fact(F(BTU, "IncomeLossFromContinuingOperationsPerDilutedShare"), PH, PS))
add(C, BTU, "Peabody dividends declared per share in Q2 2009", fact(F(BTU, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, BTU, "Peabody Energy common shares outstanding at June 30, 2009", fact(F(BTU, "CommonStockSharesOutstanding"), PB, SH))
add(C, ECL, "Ecolab diluted EPS for the second quarter of 2009", fact(F(ECL, "EarningsPerShareDiluted"), PQ, PS))
add(C, ECL, "Ecolab basic weighted-average shares for the six months ended June 30, 2009", fact(F(ECL, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, ECL, "Ecolab dividends declared per common share, first half of 2009", fact(F(ECL, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, A10Q, "Number of unvested Apple RSUs outstanding at September 24, 2022 (per the Q3 FY23 10-Q)", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), AQ_BSPY, SH, RSU))
add(C, AE, "Exercise price per share of AEON's public warrants at September 30, 2023", fact(g("ClassOfWarrantOrRightExercisePriceOfWarrantsOrRights1"), E_BS, PS, {G + "ClassOfWarrantOrRightAxis": "aeon:PublicWarrantsMember"}))
add(C, AE, "AEON common shares reserved for future issuance for stock options at September 30, 2023", fact(RESERVED, E_BS, SH, {CLS: G + "EmployeeStockOptionMember"}))
add(C, AE, "AEON stock options and RSUs excluded from diluted EPS as anti-dilutive, nine months ended September 30, 2023", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), ("2023-01-01", "2023-09-30"), SH, {ANTID: "aeon:CommonStockOptionsAndRestrictedStockUnitsMember"}))

# =================================================================== jargon
C = "jargon"
add(C, ROST, "ROST capex 1Q FY10", fact(F(ROST, "PaymentsToAcquirePropertyPlantAndEquipment"), RQ, USD))
add(C, ROST, "Ross buybacks (repurchase of common stock), Q1 FY10", fact(F(ROST, "PaymentsForRepurchaseOfCommonStock"), RQ, USD))
add(C, ROST, "ROST CFO, Q1 FY09", fact(F(ROST, "NetCashProvidedByUsedInOperatingActivities"), RQPY, USD))
add(C, IGT, "IGT dividends paid, 1H FY10", fact(F(IGT, "PaymentsOfDividendsCommonStock"), H10, USD))
add(C, IGT, "IGT cash from ops, 6M FY10", fact(F(IGT, "NetCashProvidedByUsedInOperatingActivities"), H10, USD))
add(C, LH, "LH capex 1Q10", fact(F(LH, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, LH, "LabCorp share repurchases (purchase of common stock), Q1 2010", fact(F(LH, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, LH, "LH D&A 1Q10 (cash flow statement)", fact(F(LH, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, JEC, "JEC SBC, 1H FY10", fact(F(JEC, "ShareBasedCompensation"), H10, USD))
add(C, JEC, "Jacobs M&A spend (acquisitions of businesses, net of cash acquired), 1H FY10", fact(F(JEC, "PaymentsToAcquireBusinessesNetOfCashAcquired"), H10, USD))
add(C, BTU, "BTU DD&A, 2Q09", fact(F(BTU, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, BTU, "BTU SBC 1H09", fact(F(BTU, "ShareBasedCompensation"), PH, USD))
add(C, ECL, "ECL capex 1H09", fact(F(ECL, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, ECL, "Ecolab D&A, first half 2009", fact(F(ECL, "DepreciationAndAmortization"), PH, USD))
add(C, ECL, "ECL pretax income (income before income taxes), 2Q09", fact(F(ECL, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, NF, "NFLX purchase obligations beyond year 5, YE23", fact(g("PurchaseObligationDueAfterFifthYear"), N_BS23, USD))
add(C, NF, "NFLX proceeds from sales/maturities of STIs, FY23", fact(g("ProceedsFromSaleMaturityAndCollectionOfShorttermInvestments"), N_FY23, USD))
add(C, NF, "NFLX UTB additions for current-year tax positions, FY23", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), N_FY23, USD))
add(C, NQ, "NFLX CFI (net cash from investing activities), 3Q09", fact(g("NetCashProvidedByUsedInInvestingActivities"), N10_Q3PY, USD))
add(C, A10Q, "AAPL buybacks charged to retained earnings, 9M FY23 (equity statement)", fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), AQ_9M, USD, RE_COL))

# =================================================================== refuse
C = "refuse"
add(C, ROST, "Burlington Coat Factory net sales for the quarter ended spring 2010?", refuse(oc, "Burlington Coat Factory is not in the data (Ross Stores is).", other("BURLINGTON COAT")))
add(C, IGT, "Bally Technologies gaming operations revenue for the March 2010 quarter?", refuse(oc, "Bally Technologies is not in the data (IGT is).", other("BALLY")))
add(C, LH, "Bio-Reference Laboratories net revenues for Q1 2010?", refuse(oc, "Bio-Reference Laboratories is not in the data (LabCorp is).", other("BIO-REFERENCE", "BIO REFERENCE")))
add(C, JEC, "Shaw Group revenues for the quarter ended March 2010?", refuse(oc, "The Shaw Group is not in the data (Jacobs Engineering is).", other("SHAW GROUP")))
add(C, ECL, "Nalco Holding net sales for the second quarter of 2009?", refuse(oc, "Nalco is not in the data (Ecolab is).", other("NALCO")))
add(C, ROST, "Ross Stores sales for the second quarter of fiscal 2010 (quarter ending July 2010)?", refuse(pn, "The fiscal Q1 10-Q ends at the end of April 2010; the July 2010 quarter is not reported.", absent(F(ROST, "SalesRevenueNet"), ("2010-05-01", "2010-07-31"))))
add(C, IGT, "IGT total revenues for the full fiscal year 2010 (ending September 2010)?", refuse(pn, "The fiscal Q2 10-Q reports only the March 2010 quarter and six months.", absent(F(IGT, "Revenues"), ("2009-10-01", "2010-09-30"))))
add(C, JEC, "Jacobs Engineering revenues for the nine months ended June 2010?", refuse(pn, "The fiscal Q2 10-Q covers the quarter and six months to March 2010 only.", absent(F(JEC, "Revenues"), ("2009-10-01", "2010-06-30"))))
add(C, ECL, "Ecolab net sales for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; Q3 2009 is not reported.", absent(F(ECL, "SalesRevenueNet"), ("2009-07-01", "2009-09-30"))))
add(C, NF, "Netflix revenues for the fourth quarter of 2023 alone (three months ended December 31, 2023)?", refuse(pn, "The 2023 10-K reports annual periods only; Q4 2023 alone is not tagged.", absent(g("Revenues"), ("2023-10-01", "2023-12-31"))))
add(C, LH, "LabCorp research and development expense for Q1 2010?", refuse(cn, "LabCorp's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ROST, "Ross Stores goodwill at the end of Q1 fiscal 2010?", refuse(cn, "Ross Stores reports no goodwill.", absent_any(g("Goodwill"))))
add(C, ECL, "Ecolab research and development expense for the first half of 2009?", refuse(cn, "Ecolab's 10-Q does not report an R&D expense line.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BTU, "Peabody Energy goodwill at June 30, 2009?", refuse(cn, "Peabody's 10-Q reports no goodwill fact.", absent_any(g("Goodwill"))))
add(C, AE, "AEON Biopharma cash paid for interest in the successor period (July 22 - September 30, 2023)?", refuse(cn, "AEON's 10-Q reports no interest-paid fact.", absent_any(g("InterestPaid", "InterestPaidNet"))))
WHY_LH = "LabCorp reports 'Net earnings' (ProfitLoss 136.2M, including the noncontrolling interest) and 'Net earnings attributable to Laboratory Corporation of America Holdings' (NetIncomeLoss 132.7M) for Q1 2010."
add(C, LH, "LabCorp net earnings for the first quarter of 2010?", refuse(am, WHY_LH, amb_why(WHY_LH, (F(LH, "ProfitLoss"), Q10, None), (F(LH, "NetIncomeLoss"), Q10, None))))
WHY_BTU = "Peabody reports 'Net income' (ProfitLoss 257.2M) and 'Net income attributable to common stockholders' (NetIncomeLoss 249.2M) for the six months ended June 30, 2009; income from continuing operations (228.2M) is a third candidate."
add(C, BTU, "Peabody Energy net income for the first half of 2009?", refuse(am, WHY_BTU, amb_why(WHY_BTU, (F(BTU, "ProfitLoss"), PH, None), (F(BTU, "NetIncomeLoss"), PH, None))))
WHY_JEC = "Jacobs reports 'Total Jacobs stockholders' equity' (StockholdersEquity 2,806.7M) and 'Total Group stockholders' equity' including noncontrolling interests (2,812.3M) at March 31, 2010."
add(C, JEC, "Jacobs Engineering total stockholders' equity at March 31, 2010?", refuse(am, WHY_JEC, amb_why(WHY_JEC, (SE, B10, None), (SE_NCI, B10, None))))
WHY_ECL = "Ecolab reports 'Net income including noncontrolling interest' (ProfitLoss 99.5M) and 'Net income attributable to Ecolab' (NetIncomeLoss 99.1M) for Q2 2009."
add(C, ECL, "Ecolab net income for Q2 2009?", refuse(am, WHY_ECL, amb_why(WHY_ECL, (F(ECL, "ProfitLoss"), PQ, None), (F(ECL, "NetIncomeLoss"), PQ, None))))
WHY_AAPL = ("Apple reports dividends for the first nine months of fiscal 2023 two ways: 'Dividends and dividend equivalents declared' "
            "of 11,207M in the retained-earnings column of the equity statement, and 'Payments for dividends and dividend equivalents' "
            "of 11,267M in the cash flow statement.")
add(C, A10Q, "How much did Apple spend on dividends in the first nine months of fiscal 2023?", refuse(am, WHY_AAPL, amb_why(WHY_AAPL, (g("Dividends"), AQ_9M, RE_COL), (g("PaymentsOfDividends"), AQ_9M, None))))


def main():
    write_round("h22", gr.QUESTIONS_22, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14, gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
