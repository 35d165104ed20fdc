#!/usr/bin/env python3
"""Writes evals/data/ask_heldout35.jsonl and its refusal probes (ask_heldout35_probes.jsonl) -- round 35 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout35.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions35.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout35.jsonl
The shared scaffolding (specs.py) and the gold reader were imported unchanged from a copy of this directory (main's
evals/heldout: rounds 1-34's scaffolding) through sys.path (no bytecode was written there), and rounds 1-34 were read
from a copy of evals/data; here `from specs import *` takes them from evals/heldout itself. The round-35 specs below
are new. Written without reading the tool under test.
The overlap check covers rounds 1-34, each file named one by one in main().
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-35 share


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


# ------------------------------------------------------------------ round 35 FSDS filings: companies no round 1-34 used (checked CIK by
# CIK and adsh by adsh against every question and probe file of rounds 1-34, and against avoid_adsh.txt), all with ODD
# CIKs (the parallel writer takes even CIKs): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a savings bank, an apartment REIT, an electric utility holding company, a P&C insurer, a payments/banking
# technology company and a hospital-products (healthcare) maker.
HCBK = "fsds:0000950123-10-046264"  # HUDSON CITY BANCORP INC 10-Q (2010q2), CIK 921847, Q1 2010 (savings bank); EquityComponents rows
EQR = "fsds:0001193125-10-110115"   # EQUITY RESIDENTIAL 10-Q (2010q2), CIK 906107, Q1 2010 (apartment REIT); EquityComponents rows
EXC = "fsds:0001193125-10-091626"   # EXELON CORP 10-Q (2010q2), CIK 1109357, Q1 2010 (electric utility; combined filing); EquityComponents + LegalEntity rows
PGR = "fsds:0001193125-09-170002"   # PROGRESSIVE CORP/OH/ 10-Q (2009q3), CIK 80661, Q2 2009 and six months (P&C insurer); EquityComponents rows
FIS = "fsds:0000950123-09-030426"   # FIDELITY NATIONAL INFORMATION SERVICES 10-Q (2009q3), CIK 1136893, Q2 2009 and six months (tech); EquityComponents rows
HSP = "fsds:0001104659-09-045366"   # HOSPIRA INC 10-Q (2009q3), CIK 1274057, Q2 2009 and six months (healthcare products); EquityComponents rows
TICK = {HCBK: "hcbk", EQR: "eqr", EXC: "exc", PGR: "pgr", FIS: "fis", HSP: "hsp"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
Q3_09 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
SE = g("StockholdersEquity")
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance periods and members not among the shared constants
AQ_BS_MAR22, AQ_BS_SEP21 = (None, "2022-03-26"), (None, "2021-09-25")
AQ_Q1_23 = ("2022-09-25", "2022-12-31")
N_BS21_ = (None, "2021-12-31")
U_Q4_10 = ("2010-10-01", "2010-12-31")
EQAX = G + "StatementEquityComponentsAxis"
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
PLAN = G + "PlanNameAxis"
DEBT = {G + "DebtInstrumentAxis": "nflx:FourPointSixTwoFivePercentSeniorNotesMember", G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
VQA = G + "ValuationAllowancesAndReservesTypeAxis"

# =================================================================== direct
C = "direct"
add(C, HCBK, "How much did Hudson City Bancorp pay in federal deposit insurance assessments in the first quarter of 2010?",
    fact(F(HCBK, "FederalDepositInsuranceCorporationPremiumExpense"), Q10, USD))
add(C, HCBK, "Federal Home Loan Bank of New York advances outstanding on Hudson City's balance sheet at 3/31/2010",
    fact(F(HCBK, "FederalHomeLoanBankAdvancesShortTerm"), B10, USD))
add(C, EQR, "Equity Residential rental income, quarter ended March 31, 2010", fact(F(EQR, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10, USD))
add(C, EQR, "What was the carrying amount of EQR's projects under development at the end of Q1 2010?", fact(F(EQR, "DevelopmentInProcess"), B10, USD))
add(C, EXC, "Balance of Exelon's nuclear decommissioning trust funds as of March 31, 2010", fact(F(EXC, "DecommissioningFundInvestments"), B10, USD))
add(C, EXC, "What did Exelon record as fuel expense on its income statement for the three months ended March 31, 2010?", fact(F(EXC, "FuelCosts"), Q10, USD))
add(C, EXC, "Exelon's spent nuclear fuel obligation (long-term liability) at the end of March 2010", fact(F(EXC, "SpentNuclearFuelObligationNoncurrent"), B10, USD))
add(C, PGR, "Progressive's loss and loss adjustment expense reserves on the June 30, 2009 balance sheet", fact(F(PGR, "ReserveForLossesAndLossAdjustmentExpenses"), PB, USD))
add(C, PGR, "How large was Progressive's unearned premiums liability as of June 30, 2009?", fact(F(PGR, "UnearnedPremiums"), PB, USD))
add(C, FIS, "Deferred contract costs carried by Fidelity National Information Services at June 30, 2009", fact(F(FIS, "DeferredSetUpCostsNoncurrent"), PB, USD))
add(C, FIS, "FIS settlement deposits, mid-year 2009 balance sheet (June 30)", fact(F(FIS, "SettlementDeposits"), PB, USD))
add(C, HSP, "What inventories did Hospira report at June 30, 2009?", fact(F(HSP, "InventoryNet"), PB, USD))
add(C, HSP, "Hospira's post-retirement obligations line at the end of the second quarter of 2009", fact(F(HSP, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, A10Q, "According to the derivatives disclosure in Apple's fiscal Q3 2023 10-Q, what was the net derivative asset/(liability) position at September 24, 2022 after potential reductions under master netting arrangements?",
    fact(g("DerivativeFairValueOfDerivativeNet"), AQ_BSPY, USD))
add(C, A10Q, "What was the aggregate cost basis of Apple's cash, cash equivalents and marketable securities at the end of fiscal 2022 (September 24, 2022)?",
    fact(["aapl:CashCashEquivalentsAndMarketableSecuritiesCost"], AQ_BSPY, USD))
add(C, A10Q, "By how much could Apple's derivative assets have been reduced at September 24, 2022 by rights of set-off under master netting arrangements, including collateral?",
    fact(["aapl:DerivativeAssetsReductionForMasterNettingArrangementsIncludingTheEffectsOfCollateral"], AQ_BSPY, USD))
add(C, NF, "Netflix deferred tax asset for foreign operating loss carryforwards at December 31, 2023", fact(g("DeferredTaxAssetsOperatingLossCarryforwardsForeign"), N_BS23, USD))
add(C, NF, "What deferred tax liability had Netflix booked on foreign undistributed earnings as of year-end 2023?", fact(g("DeferredTaxLiabilitiesUndistributedForeignEarnings"), N_BS23, USD))
add(C, UP, "How much of Union Pacific's retained earnings was available for dividends at December 31, 2012?", fact(g("RetainedEarningsUnappropriated"), U_BS12, USD))
add(C, UP, "Cost of UNP's receivables securitization facility that was included in 2012 interest expense",
    fact(["unp:ReceivablesSecuritizationFacilityInterestExpenseCost"], U_FY12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, HCBK, "Total deposits at Hudson City as of year-end 2009", fact(F(HCBK, "Deposits"), DEC09, USD))
add(C, HCBK, "What was Hudson City's interest expense on borrowed funds a year earlier, in Q1 2009?", fact(F(HCBK, "InterestExpenseBorrowings"), Q09, USD))
add(C, EQR, "Equity Residential's mortgage notes payable at December 31, 2009", fact(F(EQR, "SecuredDebt"), DEC09, USD))
add(C, EQR, "Property and maintenance expense at EQR in the January-March 2009 quarter", fact(F(EQR, "CostOfPropertyRepairsAndMaintenance"), Q09, USD))
add(C, EXC, "How much purchased power did Exelon expense in Q1 2009?", fact(F(EXC, "CostOfPurchasedPower"), Q09, USD))
add(C, EXC, "Exelon regulatory assets (noncurrent) on the December 31, 2009 balance sheet", fact(F(EXC, "RegulatoryAssetsNoncurrent"), DEC09, USD))
add(C, PGR, "Net premiums earned by Progressive in the first half of 2008", fact(F(PGR, "PremiumsEarnedNetPropertyAndCasualty"), PHPY, USD))
add(C, PGR, "Progressive's total shareholders' equity one year before, at June 30, 2008", fact(F(PGR, "StockholdersEquity"), JUN08, USD))
add(C, FIS, "FIS long-term debt excluding the current portion at December 31, 2008", fact(F(FIS, "LongTermDebtNoncurrent"), PYE, USD))
add(C, FIS, "Selling, general, and administrative expenses at FIS for the six months ended June 30, 2008", fact(F(FIS, "SellingGeneralAndAdministrativeExpense"), PHPY, USD))
add(C, HSP, "Hospira's net sales in the second quarter of 2008", fact(F(HSP, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, HSP, "What short-term borrowings did Hospira have at the end of 2008?", fact(F(HSP, "ShortTermBorrowings"), PYE, USD))
add(C, A10Q, "Apple's total shareholders' equity at September 25, 2021, the opening balance of the prior-year nine-month equity statement in the Q3 FY23 10-Q",
    fact(SE, AQ_BS_SEP21, USD))
add(C, A10Q, "Net proceeds from commercial paper with maturities of 90 days or less in Apple's cash flow statement for the nine months ended June 25, 2022",
    fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess"), AQ_9MPY, USD))
add(C, NF, "Netflix accumulated other comprehensive income (loss) balance at the end of 2022", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), N_BS22, USD))
add(C, NF, "In Netflix's 2022 rate reconciliation, what was the effect of foreign earnings taxed at other than U.S. rates?",
    fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), N_FY22, USD))
add(C, NF, "Cash Netflix paid in 2021 for taxes withheld on net share settlement of equity awards", fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), N_FY21, USD))
add(C, UP, "Union Pacific deferred state income tax expense, fiscal 2010", fact(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), U_FY10, USD))
add(C, UP, "Accrued wages and vacation on UNP's books at December 31, 2011", fact(g("AccruedEmployeeBenefitsCurrent"), U_BS11, USD))
add(C, UP, "How much did settlements with taxing authorities reduce Union Pacific's unrecognized tax benefits during 2011?",
    fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, PGR, "Progressive losses and loss adjustment expenses for the three months ended June 30, 2009 -- the quarter only", fact(F(PGR, "IncurredClaimsPropertyCasualtyAndLiability"), PQ, USD))
add(C, PGR, "Policy acquisition costs at Progressive, year to date through June 30, 2009", fact(F(PGR, "DeferredPolicyAcquisitionCostAmortizationExpense"), PH, USD))
add(C, PGR, "Other underwriting expenses Progressive booked in Q2 2009 by itself", fact(F(PGR, "OtherUnderwritingExpense"), PQ, USD))
add(C, PGR, "Progressive's investment income for January through June 2009", fact(F(PGR, "InterestAndDividendIncomeOperating"), PH, USD))
add(C, PGR, "Service revenues at Progressive over the first six months of 2009", fact(F(PGR, "NonInsuranceServiceRevenues"), PH, USD))
add(C, FIS, "FIS cost of revenues in the June 2009 quarter alone, not the half-year", fact(F(FIS, "CostOfServices"), PQ, USD))
add(C, FIS, "Research and development costs at FIS for the six months ended June 30, 2009", fact(F(FIS, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, FIS, "What interest expense did FIS report for the three months ended June 30, 2009?", fact(F(FIS, "InterestExpense"), PQ, USD))
add(C, FIS, "FIS operating income, first half of 2009 (six-month figure)", fact(F(FIS, "OperatingIncomeLoss"), PH, USD))
add(C, FIS, "Provision for income taxes at FIS in Q2 2009 -- three months, not year to date", fact(F(FIS, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, FIS, "Interest income earned by FIS during the first six months of 2009", fact(F(FIS, "InvestmentIncomeInterest"), PH, USD))
add(C, HSP, "Restructuring and impairment charges Hospira took in the six months ended June 30, 2009", fact(F(HSP, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, HSP, "Hospira cost of products sold for the second quarter of 2009 only", fact(F(HSP, "CostOfGoodsSold"), PQ, USD))
add(C, HSP, "What was Hospira's income tax expense (benefit) for the first half of 2009?", fact(F(HSP, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, HSP, "Hospira R&D spending in the April-June 2009 quarter", fact(F(HSP, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, HSP, "Selling, general and administrative expense at Hospira for the quarter ended June 30, 2009, excluding Q1", fact(F(HSP, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, HSP, "Hospira's interest expense year-to-date at June 30, 2009", fact(F(HSP, "InterestExpense"), PH, USD))
add(C, A10Q, "Change in fair value of derivative instruments in Apple's other comprehensive income for the nine months ended July 1, 2023 (year to date)",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax"], AQ_9M, USD))
add(C, A10Q, "For Apple's third fiscal quarter of 2022 alone (three months ended June 25, 2022), what was the OCI adjustment for net (gains)/losses on derivatives realized and included in net income?",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], AQ_Q3PY, USD))
add(C, A10Q, "Apple's total other income/(expense), net for the first three quarters of fiscal 2022 (nine months to June 25, 2022)",
    fact(g("NonoperatingIncomeExpense"), AQ_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, HCBK, "Compute Hudson City's efficiency ratio for Q1 2010: total non-interest expense divided by (net interest income + total non-interest income).",
    derived("e0/(e1+e2)", [inp(F(HCBK, "NoninterestExpense"), Q10), inp(F(HCBK, "InterestIncomeExpenseNet"), Q10), inp(F(HCBK, "NoninterestIncome"), Q10)], Q10, PURE))
add(C, HCBK, "Hudson City's loan-to-deposit ratio at March 31, 2010 (net loans / total deposits)", ratio(F(HCBK, "LoansAndLeasesReceivableNetReportedAmount"), F(HCBK, "Deposits"), B10))
add(C, EQR, "Leverage at Equity Residential, March 31, 2010: (mortgage notes payable + notes, net + lines of credit) as a fraction of total assets",
    derived("(e0+e1+e2)/e3", [inp(F(EQR, "SecuredDebt"), B10), inp(F(EQR, "NotesPayable"), B10), inp(F(EQR, "LineOfCredit"), B10), inp(F(EQR, "Assets"), B10)], B10, PURE))
add(C, EQR, "Year-over-year change in EQR's total revenues, Q1 2010 vs Q1 2009, as a decimal (negative would mean a decline)", growth(F(EQR, "Revenues"), Q10, Q09))
add(C, EXC, "Exelon operating margin for the first quarter of 2010 (operating income over total operating revenues)", ratio(F(EXC, "OperatingIncomeLoss"), F(EXC, "Revenues"), Q10))
add(C, EXC, "Exelon free cash flow in Q1 2009, defined as net cash flows provided by operating activities less capital expenditures",
    diff(F(EXC, "NetCashProvidedByUsedInOperatingActivities"), F(EXC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09))
add(C, PGR, "Progressive's GAAP combined ratio for Q2 2008, taken here as (losses and LAE + policy acquisition costs + other underwriting expenses) / net premiums earned",
    derived("(e0+e1+e2)/e3", [inp(F(PGR, "IncurredClaimsPropertyCasualtyAndLiability"), PQPY), inp(F(PGR, "DeferredPolicyAcquisitionCostAmortizationExpense"), PQPY),
                              inp(F(PGR, "OtherUnderwritingExpense"), PQPY), inp(F(PGR, "PremiumsEarnedNetPropertyAndCasualty"), PQPY)], PQPY, PURE))
add(C, PGR, "Progressive's effective tax rate for 1H09 (provision for income taxes / income before income taxes)",
    ratio(F(PGR, "IncomeTaxExpenseBenefit"), F(PGR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, FIS, "FIS gross margin for the quarter ended June 30, 2009: gross profit as a share of processing and services revenues", ratio(F(FIS, "GrossProfit"), F(FIS, "SalesRevenueServicesNet"), PQ))
add(C, FIS, "FIS net debt at June 30, 2009 -- current portion of long-term debt plus long-term debt, minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(FIS, "LongTermDebtCurrent"), PB), inp(F(FIS, "LongTermDebtNoncurrent"), PB), inp(F(FIS, "CashAndCashEquivalentsAtCarryingValue"), PB)], PB, USD, ratio=False))
add(C, HSP, "Hospira's current ratio at the end of June 2009", ratio(F(HSP, "AssetsCurrent"), F(HSP, "LiabilitiesCurrent"), PB))
add(C, HSP, "Top-line growth at Hospira: first-half 2009 net sales versus first-half 2008, as a decimal fraction (negative = decline)", growth(F(HSP, "SalesRevenueGoodsNet"), PH, PHPY))
add(C, A10Q, "What fraction of Apple's total marketable securities (current plus non-current) at September 24, 2022 was restricted from general use?",
    derived("e0/(e1+e2)", [inp(g("DebtSecuritiesAvailableForSaleRestricted"), AQ_BSPY), inp(g("MarketableSecuritiesCurrent"), AQ_BSPY), inp(g("MarketableSecuritiesNoncurrent"), AQ_BSPY)], AQ_BSPY, PURE))
add(C, A10Q, "For the Level 1 mutual funds Apple held at September 24, 2022, what were the gross unrealized losses as a fraction of cost?",
    ratio(["aapl:EquitySecuritiesFVNIAccumulatedGrossUnrealizedLossBeforeTax"], g("EquitySecuritiesFvNiCost"), AQ_BSPY,
          m_num={FVL: L1, FIN: G + "MutualFundMember"}, m_den={FVL: L1, FIN: G + "MutualFundMember"}))
add(C, A10Q, "At September 24, 2022, by how many dollars did the carrying amount of Apple's fixed-rate notes exceed their (Level 2) fair value? (carrying amount minus fair value)",
    diff(g("LongTermDebt"), g("LongTermDebtFairValue"), AQ_BSPY, mb={FVL: L2}))
add(C, NF, "By what percentage did Netflix's deferred state income tax benefit grow from 2022 to 2023? Give 2023 / 2022 - 1 as a decimal (both years are benefits).",
    growth(g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), N_FY23, N_FY22))
add(C, NF, "Netflix's 2023 excess tax benefit on stock-based compensation as a multiple of the 2021 benefit (2023 amount / 2021 amount)",
    ratio(g("IncomeTaxReconciliationNondeductibleExpenseShareBasedCompensationCost"), g("IncomeTaxReconciliationNondeductibleExpenseShareBasedCompensationCost"), N_FY23, N_FY21))
add(C, UP, "Rail and other track material's share of Union Pacific's total accumulated depreciation at December 31, 2012",
    ratio(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12,
          m_num={PPEAX: "unp:RoadrailAndOtherTrackMaterialMemberMember"}))
add(C, UP, "Percentage change in the number of nonvested UNP retention awards (shares; the retention shares and units, not the performance retention awards) between year-end 2011 and year-end 2012, as a decimal (negative = fewer)",
    growth(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), U_BS12, U_BS11, {PLAN: "unp:RetentionAwardsMember"}))
add(C, UP, "Combined minimum operating lease payments Union Pacific owes for 2016 and 2017, per the 2012 10-K lease schedule",
    total(g("OperatingLeasesFutureMinimumPaymentsDueInFourYears"), g("OperatingLeasesFutureMinimumPaymentsDueInFiveYears"), U_BS12))

# =================================================================== members
C = "members"
add(C, HCBK, "In Hudson City's Q1 2010 equity statement, how much did stock option exercises add to the treasury stock column?",
    fact(F(HCBK, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("TreasuryStock")))
add(C, HCBK, "Unallocated common stock held by the ESOP -- that component of Hudson City's shareholders' equity at December 31, 2008",
    fact(SE, DEC08, USD, EQC("UnallocatedCommonStockHeldByEsop")))
add(C, HCBK, "Purchases of common stock recorded in the treasury stock column of Hudson City's equity statement, first quarter of 2009",
    fact(F(HCBK, "TreasuryStockValueAcquiredCostMethod"), Q09, USD, EQC("TreasuryStock")))
add(C, EQR, "Distributions to noncontrolling interests charged to the Operating Partnership column of EQR's equity statement in Q1 2010",
    fact(F(EQR, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), Q10, USD, EQC("PartnershipInterest")))
add(C, EQR, "Preferred shares column of Equity Residential's total equity at year-end 2009", fact(SE_NCI, DEC09, USD, EQC("PreferredStock")))
add(C, EQR, "EQR Q1 2010: effect of the change in market value of redeemable noncontrolling interests (Operating Partnership) on the paid in capital column",
    fact(F(EQR, "ChangeInMarketValueOfRedeemableNoncontrollingInterestsOperatingPartnership"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, EXC, "In Exelon's combined 10-Q, what was PECO Energy's receivable from parent, shown inside PECO's shareholders' equity, at March 31, 2010?",
    fact(SE, B10, USD, {"LegalEntity": "PecoEnergyCo", "EquityComponents": "ReceivableFromParent"}))
add(C, EXC, "Distribution to member recorded in Exelon Generation's retained earnings column for the first quarter of 2010",
    fact(F(EXC, "DistributionToMembers"), Q10, USD, {"LegalEntity": "ExelonGenerationCoLLC", "EquityComponents": "RetainedEarnings"}))
add(C, PGR, "Cumulative effect of the change in accounting principle credited to Progressive's retained earnings column in the six months ended June 30, 2009",
    fact(F(PGR, "CumulativeEffectOfInitialAdoptionOfNewAccountingPrinciple"), PH, USD, EQC("RetainedEarnings")))
add(C, PGR, "Treasury shares purchased in 1H09: the portion Progressive charged against retained earnings in its equity statement",
    fact(F(PGR, "TreasuryStockValueAcquiredCostMethod"), PH, USD, EQC("RetainedEarnings")))
add(C, FIS, "Noncontrolling interest column of FIS's total equity at June 30, 2009", fact(SE_NCI, PB, USD, EQC("NoncontrollingInterest")))
add(C, FIS, "How much of FIS's first-half 2009 foreign currency translation adjustment was attributed to the noncontrolling interest column?",
    fact(F(FIS, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("NoncontrollingInterest")))
add(C, HSP, "Treasury stock component of Hospira's shareholders' equity as of June 30, 2009", fact(SE_NCI, PB, USD, EQC("TreasuryStock")))
add(C, A10Q, "Level 2 commercial paper that Apple classified as current marketable securities at July 1, 2023",
    fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, {FVL: L2, FIN: G + "CommercialPaperMember"}))
add(C, A10Q, "Retained earnings column of Apple's shareholders' equity at March 26, 2022 (beginning of fiscal Q3 2022)",
    fact(SE, AQ_BS_MAR22, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, NF, "How many paid net streaming membership additions did Netflix report for Latin America in 2021?",
    fact(PAIDADD, N_FY21, PURE, NGEO("srt:LatinAmericaMember")))
add(C, NF, "Fair value of Netflix's 4.625% senior notes at December 31, 2022", fact(g("LongTermDebtFairValue"), N_BS22, USD, DEBT))
add(C, UP, "Depreciation rate Union Pacific applied to ties as of year-end 2012", fact(["unp:DepreciationRate"], U_BS12, PURE, UPPE("unp:RoadTiesMember")))
add(C, UP, "Accumulated depreciation on UNP's rail and other track material at December 31, 2011",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS11, USD, UPPE("unp:RoadrailAndOtherTrackMaterialMemberMember")))
add(C, UP, "In Union Pacific's valuation and qualifying accounts schedule, what was the current portion of accrued casualty costs at December 31, 2012?",
    fact(["unp:ScheduleOfValuationAndQualifyingAccountsCurrentPortion"], U_BS12, USD, {VQA: "unp:AccruedCasualtyCostsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, HCBK, "Hudson City diluted earnings per share, Q1 2010", fact(F(HCBK, "EarningsPerShareDiluted"), Q10, PS))
add(C, HCBK, "How many shares did Hudson City hold in treasury at March 31, 2010?", fact(F(HCBK, "TreasuryStockShares"), B10, SH))
add(C, EQR, "Distributions declared per EQR common share in the first quarter of 2009", fact(F(EQR, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, EQR, "Equity Residential's diluted (loss) income per share from continuing operations for Q1 2010", fact(F(EQR, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, EXC, "Dividends per Exelon common share for the three months ended March 31, 2010", fact(F(EXC, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, EXC, "Exelon's diluted weighted-average share count, Q1 2009", fact(F(EXC, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, EXC, "Basic net income per Exelon share in the first quarter of 2009", fact(F(EXC, "EarningsPerShareBasic"), Q09, PS))
add(C, PGR, "Progressive diluted EPS for the six months to June 30, 2009", fact(F(PGR, "EarningsPerShareDiluted"), PH, PS))
add(C, PGR, "Net effect of dilutive stock-based compensation on Progressive's equivalent share count in Q2 2009", fact(F(PGR, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, FIS, "FIS diluted earnings per share from continuing operations attributable to FIS common stockholders, first half of 2008",
    fact(F(FIS, "IncomeLossFromContinuingOperationsPerDilutedShare"), PHPY, PS))
add(C, FIS, "Cash dividends paid per FIS share in the second quarter of 2009", fact(F(FIS, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, HSP, "Hospira basic earnings per share, six months ended June 30, 2009", fact(F(HSP, "EarningsPerShareBasic"), PH, PS))
add(C, HSP, "Weighted average diluted shares Hospira used for Q2 2009 EPS", fact(F(HSP, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, A10Q, "Par value per share of Apple common stock as of September 24, 2022", fact(g("CommonStockParOrStatedValuePerShare"), AQ_BSPY, PS))
add(C, NF, "How many Netflix stock options were in the 'vested and expected to vest' category at December 31, 2023 (not the exercisable-only count)?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestExercisableNumber"), N_BS23, SH))
add(C, NF, "Treasury shares held by Netflix at December 31, 2022", fact(g("TreasuryStockCommonShares"), N_BS22, SH))
add(C, NF, "Weighted-average exercise price of Netflix options outstanding at the end of 2021",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), N_BS21_, PS))
add(C, UP, "Union Pacific's basic weighted-average share count for 2011", fact(g("WeightedAverageNumberOfSharesOutstandingBasic"), U_FY11, SH))
add(C, UP, "Weighted-average grant-date fair value of the retention awards UNP granted in 2012 (retention shares and units, not performance retention awards)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"), U_FY12, PS,
         {PLAN: "unp:RetentionAwardsMember"}))
add(C, UP, "Total UNP stock options outstanding at December 31, 2012 (shares)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), U_BS12, SH, {PLAN: G + "StockOptionMember"}))

# =================================================================== jargon
C = "jargon"
add(C, HCBK, "HCBK provision for loan losses, 1Q10", fact(F(HCBK, "ProvisionForLoanLeaseAndOtherLosses"), Q10, USD))
add(C, HCBK, "Hudson City NII after provision, 1Q09", fact(F(HCBK, "InterestIncomeExpenseAfterProvisionForLoanLoss"), Q09, USD))
add(C, EQR, "EQR acquisition spend (investment in real estate - acquisitions), 1Q10", fact(F(EQR, "PaymentsToAcquireRealEstate"), Q10, USD))
add(C, EQR, "EQR CFO, 1Q10", fact(F(EQR, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, EXC, "EXC capex 1Q10", fact(F(EXC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, EXC, "Exelon D&A on the P&L (the income statement line, not the cash flow add-back that includes accretion), 1Q10", fact(F(EXC, "OtherDepreciationAndAmortization"), Q10, USD))
add(C, EXC, "EXC O&M, 1Q09", fact(F(EXC, "OtherCostAndExpenseOperating"), Q09, USD))
add(C, PGR, "PGR op cash flow, 1H09", fact(F(PGR, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, PGR, "Progressive buybacks (cash paid for treasury shares), 1H08", fact(F(PGR, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, FIS, "FIS capitalized software additions, 1H09", fact(F(FIS, "AdditionsToCapitalizedSoftware"), PH, USD))
add(C, FIS, "FIS D&A add-back in operating cash flow, 1H09", fact(F(FIS, "DepreciationAndAmortization"), PH, USD))
add(C, HSP, "HSP capex incl. instruments placed with or leased to customers, 1H09", fact(F(HSP, "CapitalExpendituresInstrumentsPlacedWithOrLeasedToCustomers"), PH, USD))
add(C, HSP, "Hospira SBC, 1H09", fact(F(HSP, "ShareBasedCompensation"), PH, USD))
add(C, A10Q, "AAPL net CP flows (<=90-day paper), 9M FY23", fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess"), AQ_9M, USD))
add(C, A10Q, "AAPL FX translation hit to OCI, net of tax, 9M FY22", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), AQ_9MPY, USD))
add(C, NF, "NFLX net change in cash, cash equivalents & restricted cash, FY23",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), N_FY23, USD))
add(C, NF, "NFLX cash flow hedge OCI, after tax, FY23", fact(g("OtherComprehensiveIncomeLossCashFlowHedgeGainLossAfterReclassificationAndTaxParent"), N_FY23, USD))
add(C, NF, "NFLX unrecognized comp cost on unvested options, YE23", fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"), N_BS23, USD))
add(C, UP, "UNP CP repaid, FY12", fact(g("RepaymentsOfCommercialPaper"), U_FY12, USD))
add(C, UP, "UNP FX translation in OCI, FY12", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, HCBK, "What was Astoria Financial's net interest income in the first quarter of 2010?",
    refuse(oc, "Astoria Financial is not in the data (Hudson City Bancorp is).", other("ASTORIA")))
add(C, EQR, "How much rental revenue did Camden Property Trust report for Q1 2010?",
    refuse(oc, "Camden Property Trust is not in the data (Equity Residential is).", other("CAMDEN")))
add(C, FIS, "Jack Henry & Associates revenue for its quarter ended June 30, 2009?",
    refuse(oc, "Jack Henry is not in the data (Fidelity National Information Services is).", other("JACK HENRY")))
add(C, PGR, "What were Mercury General's net premiums earned in the second quarter of 2009?",
    refuse(oc, "Mercury General is not in the data (Progressive is).", other("MERCURY GENERAL")))
add(C, NF, "How many paid subscribers did fuboTV have at the end of 2023?",
    refuse(oc, "fuboTV is not in the data (Netflix is).", other("FUBO")))
add(C, HCBK, "Hudson City's net interest income for the quarter ending June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(HCBK, "InterestIncomeExpenseNet"), Q2_10)))
add(C, EXC, "What were Exelon's total operating revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the March quarters of 2010 and 2009 only; calendar 2009 revenue is not in its data.", absent(F(EXC, "Revenues"), FY09)))
add(C, FIS, "FIS processing and services revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(FIS, "SalesRevenueServicesNet"), Q3_09)))
add(C, NF, "What were Netflix's total assets at December 31, 2021?",
    refuse(pn, "The 2023 10-K's balance sheet is as of December 31, 2023 and 2022 only; total assets at end-2021 are not in the filing.", absent(ASSETS, N_BS21_)))
add(C, UP, "Union Pacific operating revenues in the fourth quarter of 2010?",
    refuse(pn, "The 2012 10-K's quarterly data cover 2011 and 2012 only; Q4 2010 is not reported.", absent(g("Revenues"), U_Q4_10)))
add(C, HCBK, "How much did Hudson City spend on advertising and marketing in Q1 2010?",
    refuse(cn, "Hudson City's Q1 2010 financial data carry no advertising or marketing expense line.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense", "SellingAndMarketingExpense"))))
add(C, EQR, "What goodwill did Equity Residential carry at March 31, 2010?",
    refuse(cn, "Equity Residential reports no goodwill in its Q1 2010 data.", absent_any(g("Goodwill"))))
add(C, PGR, "Progressive's goodwill balance at June 30, 2009?",
    refuse(cn, "Progressive's Q2 2009 balance sheet has no goodwill line.", absent_any(g("Goodwill"))))
add(C, HSP, "What dividend per share did Hospira declare in the second quarter of 2009?",
    refuse(cn, "Hospira paid no dividend; its Q2 2009 data have no dividends-per-share fact.", absent_any(DPS + DPS_PAID)))
add(C, A10Q, "What were Apple's acquired intangible assets, net, at July 1, 2023?",
    refuse(cn, "Apple's fiscal Q3 2023 10-Q reports no intangible-asset fact.", absent_any(g("IntangibleAssetsNetExcludingGoodwill", "FiniteLivedIntangibleAssetsNet"))))
WHY_HCBK = ("Hudson City's March 31, 2010 balance sheet has two 'Mortgage-backed securities' lines: available for sale "
            "(MortgageBackedSecuritiesAvailableForSale) and held to maturity (MortgageBackedSecuritiesHeldToMaturity); the question names neither.")
add(C, HCBK, "What was Hudson City's mortgage-backed securities balance at March 31, 2010?", refuse(am, WHY_HCBK, amb_for(HCBK, WHY_HCBK,
    (F(HCBK, "MortgageBackedSecuritiesAvailableForSale"), B10, None), (F(HCBK, "MortgageBackedSecuritiesHeldToMaturity"), B10, None))))
WHY_EXC = ("Exelon's March 31, 2010 balance sheet shows 'Mark-to-market derivative assets' twice: among current assets "
           "(DerivativeAssetsCurrent) and among deferred debits and other assets (DerivativeAssetsNoncurrent).")
add(C, EXC, "Exelon mark-to-market derivative assets at the end of Q1 2010?", refuse(am, WHY_EXC, amb_for(EXC, WHY_EXC,
    (F(EXC, "DerivativeAssetsCurrent"), B10, None), (F(EXC, "DerivativeAssetsNoncurrent"), B10, None))))
WHY_FIS = ("FIS's June 30, 2009 balance sheet has two lines labelled 'Deferred revenues': a current liability (DeferredRevenueCurrent) "
           "and a long-term liability (DeferredRevenueNoncurrent).")
add(C, FIS, "What were FIS's deferred revenues at June 30, 2009?", refuse(am, WHY_FIS, amb_for(FIS, WHY_FIS,
    (F(FIS, "DeferredRevenueCurrent"), PB, None), (F(FIS, "DeferredRevenueNoncurrent"), PB, None))))
WHY_UNP = ("Union Pacific reports two allowances for doubtful accounts at December 31, 2012: one against current accounts receivable "
           "(AllowanceForDoubtfulAccountsReceivableCurrent) and one against receivables not expected to be collected within a year "
           "(AllowanceForDoubtfulAccountsReceivableNoncurrent).")
add(C, UP, "What was UNP's allowance for doubtful accounts at the end of 2012?", refuse(am, WHY_UNP, amb_for(UP, WHY_UNP,
    (g("AllowanceForDoubtfulAccountsReceivableCurrent"), U_BS12, None), (g("AllowanceForDoubtfulAccountsReceivableNoncurrent"), U_BS12, None))))
WHY_AAPL = ("For September 24, 2022 Apple's 10-Q gives two commercial paper amounts: the balance sheet carrying amount "
            "(CommercialPaper, no dimension) and the amount outstanding stated in the debt note (CommercialPaper with "
            "ShortTermDebtTypeAxis=CommercialPaperMember).")
add(C, A10Q, "How much commercial paper did Apple have outstanding at September 24, 2022?", refuse(am, WHY_AAPL, amb_for(A10Q, WHY_AAPL,
    (g("CommercialPaper"), AQ_BSPY, None), (g("CommercialPaper"), AQ_BSPY, {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}))))


def main():
    write_round("h35", gr.QUESTIONS_35, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
                                              gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
                                              gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
                                              gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
                                              gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34),
                same_fact="reported", within=True)


if __name__ == "__main__":
    main()
