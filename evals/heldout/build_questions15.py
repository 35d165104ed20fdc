#!/usr/bin/env python3
"""Writes evals/data/ask_heldout15.jsonl and its refusal probes (round 15) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout15_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform14/build_questions.py (which copied round 12 and, through it, rounds 10, 9, 8, 7, 6 and 5); the round-15 specs below are
new. The overlap check covers rounds 1-14.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-15 share

# shared names (as in ask-freeform12)
PL = g("ProfitLoss")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
LATAM, APAC = "srt:LatinAmericaMember", "srt:AsiaPacificMember"
SBCF = lambda f: ["nflx:StockBasedCompensationExpenseAssociatedWith%s" % f]

# ------------------------------------------------------------------ round 15 FSDS filings (2009q3 zip; companies no round 1-14 used, none filing in 2010q2)
CLF = "fsds:0001193125-09-159399"    # CLIFFS NATURAL RESOURCES INC. 10-Q, Q2 2009 (calendar); iron ore / coal mining
DTV = "fsds:0001047469-09-007317"    # DIRECTV GROUP INC 10-Q, Q2 2009 (calendar); satellite pay TV
THI = "fsds:0001193125-09-167378"    # TIM HORTONS INC. 10-Q, Q2 2009 (quarter ended June 28, 2009 -> ddate 2009-06-30); restaurants; reports in CAD
FLIR = "fsds:0001193125-09-170208"   # FLIR SYSTEMS INC 10-Q, Q2 2009 (calendar); thermal imaging
TMK = "fsds:0001193125-09-168413"    # TORCHMARK CORP 10-Q, Q2 2009 (calendar); life & health insurance

Q209, H109 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
Q208, H108 = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
B0906, B0812 = (None, "2009-06-30"), (None, "2008-12-31")
CAD, CADPS = "CAD", "CAD/share"
EQC = lambda m: {"EquityComponents": m}

PRODASSETS = g("PaymentsToAcquireProductiveAssets")
DRISK, HDES = G + "DerivativeInstrumentRiskAxis", G + "HedgingDesignationAxis"

# instance members
MSP = lambda m: {G + "ProductOrServiceAxis": "msft:%s" % m}
MS_NOTE = lambda m: {G + "DebtInstrumentAxis": "msft:%s" % m}
PHONE_HW = {SEG: "msft:PhoneHardwareMember"}
MS_COMM = {CONS: "msft:CommercialMember"}
BUILDING = {G + "PropertySubjectToOrAvailableForOperatingLeaseAxis": G + "BuildingMember"}
SEVER = {G + "RestructuringCostAndReserveAxis": G + "EmployeeSeveranceMember"}
MS_RS = {G + "AwardTypeAxis": G + "RestrictedStockMember"}
NONUS = {G + "StatementGeographicalAxis": G + "NonUsMember"}
EQ_RE = {G + "StatementEquityComponentsAxis": G + "RetainedEarningsMember"}
EQ_CSAPIC = {G + "StatementEquityComponentsAxis": G + "CommonStockIncludingAdditionalPaidInCapitalMember"}
FX_NONDES = {DRISK: G + "ForeignExchangeContractMember", HDES: G + "NondesignatedMember"}
LVL2 = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member"}
CASHM = {G + "FinancialInstrumentAxis": G + "CashMember"}
A_RSU = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PENSION, OPEB = {DBP: G + "PensionPlansDefinedBenefitMember"}, {DBP: G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
LOCOS = {PPEAX: "unp:EquipmentLocomotivesMember"}
U_OPT = {G + "PlanNameAxis": G + "StockOptionMember"}
U_RET = {G + "PlanNameAxis": "unp:RetentionAwardsMember"}
# NETSALES, TOTREV, AUTH, NIATT, PAIDADD are specs' (same values, defined there since an earlier round reused them)

# =================================================================== direct
C = "direct"
add(C, CLF, "Cliffs Natural Resources total revenues for the second quarter of 2009", fact(TOTREV, Q209, USD))
add(C, CLF, "What were Cliffs' product inventories on its June 30, 2009 balance sheet?", fact(INV, B0906, USD))
add(C, DTV, "The DIRECTV Group's revenues for the three months ended June 30, 2009", fact(TOTREV, Q209, USD))
add(C, DTV, "DIRECTV satellites, net, as of June 30, 2009", fact(g("SatellitesNet"), B0906, USD))
add(C, DTV, "DirecTV unearned subscriber revenues and deferred credits at June 30, 2009", fact(g("DeferredRevenueAndCreditsCurrent"), B0906, USD))
add(C, THI, "Tim Hortons total revenues for its second quarter of 2009 (quarter ended June 28, 2009), in Canadian dollars", fact(TOTREV, Q209, CAD))
add(C, THI, "Tim Hortons advertising fund restricted assets at the end of Q2 2009", fact(g("AdvertisingFundRestrictedAssets"), B0906, CAD))
add(C, FLIR, "FLIR Systems revenue in Q2 2009", fact(TOTREV, Q209, USD))
add(C, FLIR, "FLIR's accrued product warranties as of June 30, 2009", fact(g("ProductWarrantyAccrualCurrent"), B0906, USD))
add(C, TMK, "Torchmark total premium for the three months ended June 30, 2009", fact(g("PremiumsEarnedNet"), Q209, USD))
add(C, TMK, "Torchmark deferred acquisition costs and value of insurance purchased at June 30, 2009", fact(g("DeferredPolicyAcquisitionCosts"), B0906, USD))
add(C, TMK, "How much short-term debt did Torchmark have at mid-year 2009 (June 30, 2009)?", fact(g("ShortTermBorrowings"), B0906, USD))
add(C, MS, "Estimated fair value of Microsoft's long-term debt at June 30, 2015", fact(g("LongTermDebtFairValue"), M_BS15, USD))
add(C, MS, "Microsoft raw materials inventory as of June 30, 2015", fact(g("InventoryRawMaterialsNetOfReserves"), M_BS15, USD))
add(C, MS, "Microsoft buildings and improvements, at cost, at the end of fiscal 2015", fact(g("BuildingsAndImprovementsGross"), M_BS15, USD))
add(C, A10K, "Apple cash, cash equivalents and restricted cash at the end of fiscal 2023 (September 30, 2023)", fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), A_BS23, USD))
add(C, A10K, "Apple's total deferred tax assets before the valuation allowance, September 30, 2023", fact(g("DeferredTaxAssetsGross"), A_BS23, USD))
add(C, UP, "Fair value of Union Pacific's total debt at December 31, 2012", fact(g("DebtInstrumentFairValue"), U_BS12, USD))
add(C, UP, "Union Pacific total future minimum operating lease payments as of December 31, 2012", fact(g("OperatingLeasesFutureMinimumPaymentsDue"), U_BS12, USD))
add(C, UP, "Present value of Union Pacific's net minimum capital lease payments at year-end 2012", fact(g("CapitalLeasesFutureMinimumPaymentsPresentValueOfNetMinimumPayments"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CLF, "Cliffs product revenues in the second quarter of 2008", fact(PSG, Q208, USD))
add(C, CLF, "Cliffs selling, general and administrative expenses for the first half of 2008", fact(SGA, H108, USD))
add(C, CLF, "Cliffs Natural Resources long-term debt at December 31, 2008", fact(LTD_NC, B0812, USD))
add(C, DTV, "DIRECTV subscriber acquisition costs in the year-ago quarter (Q2 2008)", fact(g("SubscriberAcquisitionCosts"), Q208, USD))
add(C, DTV, "DirecTV goodwill at year-end 2008", fact(GW, B0812, USD))
add(C, THI, "Tim Hortons rents and royalties revenues in the prior-year second quarter (Q2 2008)", fact(g("RevenueFromRentsAndRoyalties"), Q208, CAD))
add(C, THI, "Tim Hortons retained earnings at fiscal year-end 2008 (December 28, 2008)", fact(RE, B0812, CAD))
add(C, FLIR, "FLIR research and development expense for the second quarter of 2008", fact(RD, Q208, USD))
add(C, FLIR, "FLIR Systems inventories at December 31, 2008", fact(INV, B0812, USD))
add(C, FLIR, "FLIR cash and cash equivalents at the end of 2008", fact(CASH, B0812, USD))
add(C, TMK, "Torchmark health premium in Q2 2008", fact(g("PremiumsEarnedNetAccidentAndHealth"), Q208, USD))
add(C, TMK, "Torchmark liability for future policy benefits at December 31, 2008", fact(g("LiabilityForFuturePolicyBenefits"), B0812, USD))
add(C, MS, "Microsoft allowance for doubtful accounts at June 30, 2014", fact(g("AllowanceForDoubtfulAccountsReceivableCurrent"), M_BS14, USD))
add(C, MS, "Goodwill Microsoft added through acquisitions in fiscal 2014", fact(g("GoodwillAcquiredDuringPeriod"), M_FY14, USD))
add(C, MS, "Microsoft cash inflow from sales of investments in fiscal 2014", fact(g("ProceedsFromSaleOfAvailableForSaleSecurities"), M_FY14, USD))
add(C, A10K, "Apple's gross increases in unrecognized tax benefits from current-year tax positions in fiscal 2022", fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), A_FY22, USD))
add(C, A10K, "Apple deferred tax assets for tax credit carryforwards as of September 24, 2022", fact(g("DeferredTaxAssetsTaxCreditCarryforwards"), A_BS22, USD))
add(C, UP, "Union Pacific other income for 2011", fact(g("OtherNonoperatingIncomeExpense"), U_FY11, USD))
add(C, UP, "Capital lease obligations Union Pacific incurred in 2011 (non-cash)", fact(g("CapitalLeaseObligationsIncurred"), U_FY11, USD))
add(C, UP, "Debt repaid by Union Pacific in 2011, per the cash flow statement", fact(g("RepaymentsOfDebtAndCapitalLeaseObligations"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CLF, "Cliffs freight and venture partners' cost reimbursements for the six months ended June 30, 2009", fact(g("ReimbursementRevenueAndFreightRevenue"), H109, USD))
add(C, CLF, "Cliffs SG&A for Q2 2009 alone (three months ended June 30, 2009)", fact(SGA, Q209, USD))
add(C, CLF, "Cliffs royalties and management fee revenue year-to-date through June 30, 2009", fact(g("RoyaltyRevenueAndManagementFeesRevenue"), H109, USD))
add(C, DTV, "DIRECTV upgrade and retention costs for the first six months of 2009", fact(g("UpgradeAndRetentionCosts"), H109, USD))
add(C, DTV, "DirecTV broadcast programming and other costs in the June 2009 quarter only", fact(g("BroadcastProgrammingAndOther"), Q209, USD))
add(C, DTV, "DirecTV general and administrative expenses, 1H 2009", fact(g("GeneralAndAdministrativeExpense"), H109, USD))
add(C, THI, "Tim Hortons franchise fees revenue for the first half of 2009 (year to date through June 28, 2009)", fact(g("FranchiseFees"), H109, CAD))
add(C, THI, "Tim Hortons cost of sales for the second quarter of 2009 alone", fact(g("CostOfGoodsSold"), Q209, CAD))
add(C, THI, "Tim Hortons operating income, six months ended June 28, 2009", fact(OPINC, H109, CAD))
add(C, FLIR, "FLIR gross profit year-to-date (six months ended June 30, 2009)", fact(GP, H109, USD))
add(C, FLIR, "FLIR income tax provision for the quarter ended June 30, 2009", fact(TAX, Q209, USD))
add(C, TMK, "Torchmark net investment income for the first six months of 2009", fact(g("NetInvestmentIncome"), H109, USD))
add(C, TMK, "Torchmark life policyholder benefits in Q2 2009 (three months only)", fact(g("PolicyholderBenefitsAndClaimsIncurredLife"), Q209, USD))
add(C, TMK, "Torchmark commissions and premium taxes, YTD June 2009", fact(g("CommissionsAndPremiumTaxes"), H109, USD))
add(C, MS, "Microsoft cash dividends declared in the fourth quarter of fiscal 2014 (April-June 2014)", fact(g("DividendsCommonStockCash"), M_Q4_14, USD))
add(C, MS, "Dividend per share Microsoft declared in Q3 FY14 (quarter ended March 31, 2014)", fact(DPS, M_Q3_14, PS))
add(C, MS, "After-tax per-share impact of impairment, integration and restructuring charges on Microsoft's Q4 FY15 (quarter ended June 30, 2015)", fact(["msft:ImpairmentIntegrationAndRestructuringEffectOnEarningsPerShareAfterTax"], M_Q4_15, PS))
add(C, UP, "Average price Union Pacific paid per share repurchased in the first quarter of 2011", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q1_11, PS))
add(C, UP, "Union Pacific average cost per repurchased share in Q3 2011", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q3_11, PS))
add(C, UP, "Number of Union Pacific shares repurchased in the second quarter of 2012", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_Q2_12, SH))

# =================================================================== derived
C = "derived"
add(C, CLF, "Cliffs current ratio at June 30, 2009 (total current assets / total current liabilities)", ratio(AC, LC, B0906))
add(C, CLF, "Cliffs' year-over-year change in total revenues, Q2 2009 vs Q2 2008 (as a fraction)", growth(TOTREV, Q209, Q208))
add(C, DTV, "DIRECTV operating profit margin for Q2 2009 (operating profit / revenues)", ratio(OPINC, TOTREV, Q209))
add(C, DTV, "DirecTV free cash flow for 1H 2009, defined as net cash provided by operating activities minus cash paid for property and equipment", fcf(H109))
add(C, THI, "Tim Hortons operating margin in Q2 2009 (operating income / total revenues)", ratio(OPINC, TOTREV, Q209))
add(C, THI, "Growth in Tim Hortons sales (the 'Sales' revenue line) for the first half of 2009 versus the first half of 2008", growth(PSG, H109, H108))
add(C, FLIR, "FLIR gross margin for the second quarter of 2009 (gross profit / revenue)", ratio(GP, TOTREV, Q209))
add(C, FLIR, "FLIR R&D spending as a share of revenue, six months ended June 30, 2009", ratio(RD, TOTREV, H109))
add(C, FLIR, "FLIR effective tax rate for 1H 2009 (income tax provision / earnings before income taxes)", ratio(TAX, PRETAX, H109))
add(C, TMK, "Torchmark life premium growth, Q2 2009 vs Q2 2008", growth(g("PremiumsEarnedNetLife"), Q209, Q208))
add(C, TMK, "Torchmark pretax margin for Q2 2009 (income before income taxes / total revenue)", ratio(PRETAX, TOTREV, Q209))
add(C, TMK, "Torchmark total policyholder benefits as a percentage of total premium in Q2 2009", ratio(g("PolicyholderBenefitsAndClaimsIncurredNet"), g("PremiumsEarnedNet"), Q209))
add(C, MS, "Share of Microsoft's debt principal maturing after five years, as of June 30, 2015 (principal due after year five / total face amount)",
    ratio(g("LongTermDebtMaturitiesRepaymentsOfPrincipalAfterYearFive"), g("DebtInstrumentFaceAmount"), M_BS15))
add(C, MS, "Growth in Microsoft's building rent expense, fiscal 2015 vs fiscal 2014", growth(g("LeaseAndRentalExpense"), M_FY15, M_FY14, BUILDING))
add(C, MS, "Microsoft Phone revenue growth from fiscal 2013 to fiscal 2014", growth(NETSALES, M_FY14, M_FY13, MSP("PhoneMember")))
add(C, A10K, "Share of Apple's undiscounted operating lease payments due within 12 months, as of September 30, 2023", ratio(g("LesseeOperatingLeaseLiabilityPaymentsDueNextTwelveMonths"), g("LesseeOperatingLeaseLiabilityPaymentsDue"), A_BS23))
add(C, A10K, "Apple term-debt principal due in fiscal 2024 as a fraction of total term-debt principal at September 30, 2023",
    ratio(g("LongTermDebtMaturitiesRepaymentsOfPrincipalInNextTwelveMonths"), g("DebtInstrumentCarryingAmount"), A_BS23))
add(C, UP, "Union Pacific pension funded ratio at December 31, 2012 (fair value of pension plan assets / projected benefit obligation)",
    ratio(g("DefinedBenefitPlanFairValueOfPlanAssets"), g("DefinedBenefitPlanBenefitObligation"), U_BS12, m_num=PENSION, m_den=PENSION))
add(C, UP, "Fraction of Union Pacific's future minimum operating lease payments due after five years (as of December 31, 2012)",
    ratio(g("OperatingLeasesFutureMinimumPaymentsDueThereafter"), g("OperatingLeasesFutureMinimumPaymentsDue"), U_BS12))
add(C, UP, "Growth in Union Pacific retention awards (restricted stock) expense, 2012 vs 2011", growth(g("RestrictedStockExpense"), U_FY12, U_FY11))

# =================================================================== members
C = "members"
add(C, THI, "Treasury stock Tim Hortons acquired in the first half of 2009, per the treasury stock column of its statement of equity", fact(g("TreasuryStockValueAcquiredCostMethod"), H109, CAD, EQC("TreasuryStock")))
add(C, THI, "Dividends charged to Tim Hortons' retained earnings in the six months ended June 28, 2009 (statement of equity)", fact(g("DividendsCommonStock"), H109, CAD, EQC("RetainedEarnings")))
add(C, THI, "Distributions to noncontrolling interests in Tim Hortons' statement of equity, first half of 2009", fact(g("MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), H109, CAD, EQC("NoncontrollingInterest")))
add(C, THI, "Tim Hortons common stock purchased for its employee trust in 1H 2009, per the shares-held-in-trust column of the equity statement", fact(g("StockRepurchasedDuringPeriodValue"), H109, CAD, EQC("SharesHeldInTrust")))
add(C, THI, "Treasury stock reissued by Tim Hortons in 1H 2009 (treasury stock column, statement of equity)", fact(g("StockIssuedDuringPeriodValueTreasuryStockReissued"), H109, CAD, EQC("TreasuryStock")))
add(C, MS, "Goodwill impairment Microsoft recorded in its Phone Hardware segment in fiscal 2015", fact(g("GoodwillImpairmentLoss"), M_FY15, USD, PHONE_HW))
add(C, MS, "Microsoft search advertising revenue for fiscal 2014", fact(NETSALES, M_FY14, USD, MSP("AdvertisingMember")))
add(C, MS, "Microsoft revenue from outside the United States in fiscal 2013", fact(NETSALES, M_FY13, USD, NONUS))
add(C, MS, "Face amount of Microsoft's 4.000% notes due February 12, 2055, as of June 30, 2015", fact(g("DebtInstrumentFaceAmount"), M_BS15, USD, MS_NOTE("NotesFourPercentDueFebruaryTwelveTwentyFiftyFiveMember")))
add(C, MS, "Microsoft employee severance restructuring charges in fiscal 2015", fact(g("RestructuringCharges"), M_FY15, USD, SEVER))
add(C, MS, "Gross margin of Microsoft's Commercial segments in fiscal 2014", fact(GP, M_FY14, USD, MS_COMM))
add(C, A10K, "Apple dividends and dividend equivalents declared in fiscal 2023, per the retained earnings column of the statement of shareholders' equity", fact(g("Dividends"), A_FY23, USD, EQ_RE))
add(C, A10K, "Common stock Apple issued in fiscal 2023, net of shares withheld for taxes (common stock and APIC column of the equity statement)", fact(g("StockIssuedDuringPeriodValueNewIssues"), A_FY23, USD, EQ_CSAPIC))
add(C, A10K, "Notional amount of Apple's foreign exchange contracts not designated as hedges at September 30, 2023", fact(g("DerivativeNotionalAmount"), A_BS23, USD, FX_NONDES))
add(C, A10K, "Fair value of Apple's term debt (Level 2) at September 30, 2023", fact(g("LongTermDebtFairValue"), A_BS23, USD, LVL2))
add(C, A10K, "Apple cash (excluding cash equivalents and securities) in the fair value table at September 30, 2023", fact(g("Cash"), A_BS23, USD, CASHM))
add(C, UP, "Union Pacific employer contributions to its pension plans in 2012", fact(g("DefinedBenefitPlanContributionsByEmployer"), U_FY12, USD, PENSION))
add(C, UP, "Union Pacific other postretirement benefit obligation at December 31, 2012", fact(g("DefinedBenefitPlanBenefitObligation"), U_BS12, USD, OPEB))
add(C, UP, "Depreciation rate Union Pacific applied to locomotives in 2012", fact(["unp:DepreciationRate"], U_BS12, PURE, LOCOS))
add(C, UP, "Union Pacific unrecognized compensation cost for nonvested retention awards at December 31, 2012", fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"), U_BS12, USD, U_RET))

# =================================================================== per_share
C = "per_share"
add(C, CLF, "Cliffs diluted EPS attributable to Cliffs shareholders for the six months ended June 30, 2009", fact(EPSD, H109, PS))
add(C, CLF, "Cliffs cash dividends per share in Q2 2009", fact(DPS_PAID, Q209, PS))
add(C, CLF, "Diluted weighted-average shares Cliffs used for Q2 2009 EPS", fact(WAD, Q209, SH))
add(C, DTV, "DIRECTV basic earnings per share attributable to The DIRECTV Group, second quarter 2009", fact(EPSB, Q209, PS))
add(C, DTV, "DirecTV diluted weighted average share count for the first half of 2009", fact(WAD, H109, SH))
add(C, THI, "Tim Hortons diluted EPS attributable to Tim Hortons Inc. for Q2 2009", fact(EPSD, Q209, CADPS))
add(C, THI, "Tim Hortons dividend per share of common stock, first six months of 2009", fact(DPS_PAID, H109, CADPS))
add(C, THI, "Tim Hortons basic weighted average shares outstanding, six months ended June 28, 2009", fact(WAB, H109, SH))
add(C, FLIR, "FLIR Systems diluted EPS, Q2 2009", fact(EPSD, Q209, PS))
add(C, FLIR, "FLIR basic weighted-average shares for the six months ended June 30, 2009", fact(WAB, H109, SH))
add(C, FLIR, "FLIR diluted earnings per share for the first six months of 2008", fact(EPSD, H108, PS))
add(C, TMK, "Torchmark dividends declared per common share, second quarter of 2009", fact(DPS, Q209, PS))
add(C, TMK, "Torchmark basic net income per share for the six months ended June 30, 2009", fact(EPSB, H109, PS))
add(C, MS, "Shares Microsoft issued under its employee stock purchase plan in fiscal 2015", fact(g("StockIssuedDuringPeriodSharesEmployeeStockPurchasePlans"), M_FY15, SH))
add(C, MS, "Weighted-average grant-date fair value of Microsoft stock awards granted in fiscal 2015", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), M_FY15, PS, MS_RS))
add(C, A10K, "Weighted-average grant-date fair value of Apple RSUs that vested in fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"), A_FY23, PS, A_RSU))
add(C, A10K, "Number of Apple RSUs that vested during fiscal 2023", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriod"), A_FY23, SH, A_RSU))
add(C, UP, "Weighted-average grant-date fair value of Union Pacific stock options granted in 2012", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), U_FY12, PS, U_OPT))
add(C, UP, "Weighted-average exercise price of the stock options Union Pacific granted in 2012", fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsGrantsInPeriodWeightedAverageExercisePrice"), U_FY12, PS, U_OPT))
add(C, UP, "Dilutive effect of retention shares and units on Union Pacific's 2012 diluted share count", fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfRetentionSharesAndUnits"], U_FY12, SH))

# =================================================================== jargon
C = "jargon"
add(C, CLF, "CLF capex, 1H09", fact(CAPEX, H109, USD))
add(C, CLF, "Cliffs DD&A (depreciation, depletion and amortization) for the first half of 2009", fact(g("DepreciationDepletionAndAmortization"), H109, USD))
add(C, CLF, "Cliffs equity raise in 1H 2009 - net proceeds from issuing common shares", fact(g("ProceedsFromIssuanceOfCommonStock"), H109, USD))
add(C, DTV, "DTV SAC (subscriber acquisition costs), 1H 2009", fact(g("SubscriberAcquisitionCosts"), H109, USD))
add(C, DTV, "DirecTV buybacks in 1H09 (common shares repurchased and retired)", fact(BUYBACK, H109, USD))
add(C, DTV, "DIRECTV cash taxes paid, first half of 2009", fact(g("IncomeTaxesPaid"), H109, USD))
add(C, THI, "THI capex YTD through Q2 2009", fact(PRODASSETS, H109, CAD))
add(C, THI, "Tim Hortons minority interest (net income attributable to noncontrolling interests) in Q2 2009", fact(g("NetIncomeLossAttributableToNoncontrollingInterest"), Q209, CAD))
add(C, FLIR, "FLIR SBC (stock-based compensation), 1H 2009", fact(SBC, H109, USD))
add(C, FLIR, "FLIR M&A spend in 1H09 - business acquisitions, net of cash acquired", fact(g("PaymentsToAcquireBusinessesNetOfCashAcquired"), H109, USD))
add(C, FLIR, "FLIR share buybacks in the first half of 2009", fact(BUYBACK, H109, USD))
add(C, TMK, "Torchmark OTTI (other-than-temporary impairments) in Q2 2009", fact(g("ImpairmentOfInvestments"), Q209, USD))
add(C, TMK, "TMK DAC amortization, 1H09", fact(g("DeferredPolicyAcquisitionCostAmortizationExpense"), H109, USD))
add(C, TMK, "Torchmark net proceeds from its 9 1/4% senior notes issuance in 1H 2009", fact(g("ProceedsFromIssuanceOfSeniorLongTermDebt"), H109, USD))
add(C, TMK, "Torchmark buybacks (treasury stock acquired), YTD June 2009", fact(BUYBACK, H109, USD))
add(C, MS, "MSFT recognition of unearned revenue in FY15 (cash flow statement)", fact(g("RecognitionOfDeferredRevenue"), M_FY15, USD))
add(C, MS, "Microsoft NOL carryforwards at June 30, 2015", fact(g("OperatingLossCarryforwards"), M_BS15, USD))
add(C, A10K, "Apple restricted marketable securities held in escrow (EU State Aid) at fiscal year-end 2023", fact(g("DebtSecuritiesAvailableForSaleRestricted"), A_BS23, USD))
add(C, A10K, "Apple unconditional purchase obligations due after five years, as of September 30, 2023", fact(g("UnrecordedUnconditionalPurchaseObligationDueAfterFiveYears"), A_BS23, USD))
add(C, UP, "UNP proceeds from asset sales in 2012", fact(g("ProceedsFromSaleOfPropertyPlantAndEquipment"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, CLF, "BHP Billiton iron ore revenue for the quarter ended June 30, 2009?", refuse(oc, "BHP Billiton is not in the data (Cliffs Natural Resources is).", other("BHP")))
add(C, DTV, "EchoStar revenue for Q2 2009?", refuse(oc, "EchoStar is not in the data (DIRECTV is).", other("ECHOSTAR")))
add(C, THI, "Krispy Kreme revenues for the second quarter of 2009?", refuse(oc, "Krispy Kreme is not in the data (Tim Hortons is).", other("KRISPY")))
add(C, FLIR, "Cognex revenue in Q2 2009?", refuse(oc, "Cognex is not in the data (FLIR Systems is).", other("COGNEX")))
add(C, TMK, "Primerica total premiums for the three months ended June 30, 2009?", refuse(oc, "Primerica is not in the data (Torchmark is).", other("PRIMERICA")))
add(C, CLF, "Cliffs Natural Resources revenues for the first quarter of 2009 (three months ended March 31, 2009)?", refuse(pn, "The Q2 2009 10-Q reports the second quarter and the six months, not Q1 on its own.", absent(REV, ("2009-01-01", "2009-03-31"))))
add(C, DTV, "DIRECTV revenues for the third quarter of 2009?", refuse(pn, "The 10-Q ends June 30, 2009; Q3 2009 is not reported.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, FLIR, "FLIR Systems revenue for full-year 2009?", refuse(pn, "The Q2 2009 10-Q cannot report the full year 2009.", absent(REV, ("2009-01-01", "2009-12-31"))))
add(C, TMK, "Torchmark total premium for the fourth quarter of 2008?", refuse(pn, "The Q2 2009 10-Q reports Q2 and six months of 2009 and 2008, not Q4 2008.", absent(g("PremiumsEarnedNet"), ("2008-10-01", "2008-12-31"))))
add(C, MS, "Microsoft net cash from operations in fiscal 2012 (year ended June 30, 2012), per its fiscal 2015 10-K?", refuse(pn, "The FY2015 10-K's cash flow statement covers fiscal 2013-2015 only.", absent(OCF, ("2011-07-01", "2012-06-30"))))
add(C, THI, "Tim Hortons goodwill at June 28, 2009?", refuse(cn, "Tim Hortons reports no goodwill line in this 10-Q.", absent_any(GW)))
add(C, FLIR, "FLIR dividends per share declared in Q2 2009?", refuse(cn, "FLIR reports no dividend facts of any kind in this 10-Q.", absent_any(DPS + DPS_PAID + g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock"))))
add(C, TMK, "Torchmark gross profit for Q2 2009?", refuse(cn, "Torchmark, an insurer, reports no gross profit (no cost of goods sold).", absent_any(GP + COR)))
add(C, A10K, "Apple acquired intangible assets, net, at September 30, 2023?", refuse(cn, "Apple's 2023 10-K reports no intangible-asset balance of any kind.", absent_any(g("IntangibleAssetsNetExcludingGoodwill", "FiniteLivedIntangibleAssetsNet", "IndefiniteLivedIntangibleAssetsExcludingGoodwill"))))
add(C, UP, "How much did Union Pacific spend on advertising and marketing in 2012?", refuse(cn, "Union Pacific reports no advertising or selling and marketing expense.", absent_any(g("AdvertisingExpense", "SellingAndMarketingExpense", "MarketingExpense"))))
add(C, CLF, "Cliffs net income for Q2 2009?", refuse(am, "'Net income' including noncontrolling interest (ProfitLoss 45.2M) and 'Net income attributable to Cliffs shareholders' (NetIncomeLoss 45.5M) are both reported.",
                                                   amb((NIATT, Q209, None), (PL, Q209, None))))
add(C, DTV, "DIRECTV net income for the second quarter of 2009?", refuse(am, "The income statement shows 'Net income' (NetIncomeLoss 418M, before noncontrolling interest) and 'Net Income attributable to The DIRECTV Group' (407M); both are net income.",
                                                                 amb((NIATT, Q209, None), (["dtv:NetIncomeAttributableToDirectvGroupInc"], Q209, None))))
add(C, THI, "Tim Hortons net income in Q2 2009?", refuse(am, "'Net income' (ProfitLoss 78.2M CAD, including noncontrolling interests) and 'Net income attributable to Tim Hortons Inc.' (NetIncomeLoss 77.8M CAD) are both reported.",
                                                        amb((PL, Q209, None), (NIATT, Q209, None))))
add(C, A10K, "How much stock did Apple repurchase in fiscal 2023?", refuse(am, "The 10-K reports $76.6B of shares repurchased under the program (StockRepurchasedAndRetiredDuringPeriodValue, undimensioned), $77.046B in the equity statement (retained earnings column) and $77.55B of cash repurchase payments; each answers the question.",
                                                                        amb((g("StockRepurchasedAndRetiredDuringPeriodValue"), A_FY23, None), (g("PaymentsForRepurchaseOfCommonStock"), A_FY23, None))))
add(C, UP, "Union Pacific deferred tax liabilities at December 31, 2012?", refuse(am, "The tax note reports total deferred income tax liabilities (DeferredIncomeTaxLiabilities 14,100M) and net deferred income tax liabilities after deferred tax assets (DeferredTaxLiabilities 12,845M); the balance sheet noncurrent line is 13,108M.",
                                                                         amb((g("DeferredIncomeTaxLiabilities"), U_BS12, None), (g("DeferredTaxLiabilities"), U_BS12, None))))


def main():
    write_round("h15", gr.QUESTIONS_15, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
