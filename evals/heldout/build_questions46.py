#!/usr/bin/env python3
"""Writes evals/data/ask_heldout46.jsonl and its refusal probes (ask_heldout46_probes.jsonl) -- round 46 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout46.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions46.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout46.jsonl
The writer imported the round 1-44 scaffolding (specs.py and gold_reader.py, byte-identical copies of main's
evals/heldout) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-44 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_44);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-44 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-46 share


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


# ------------------------------------------------------------------ round 46 FSDS filings: companies no round 1-44 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-44, and against avoid_adsh.txt and the CIKs of its filings),
# all with CIK mod 4 == 2 (three parallel writers take the other residues): three 10-Qs from the 2010q2 zip, three from 2009q3.
# Kinds: a money-centre bank and an insurance-led conglomerate (both with EquityComponents rows, the bank also with
# VIE rows) and a small direct-selling nutritional-supplement company with EquityComponents rows (2010q2); a wireless
# telecom with EquityComponents rows, a hotel company on a 12/24-week fiscal calendar and a pharmaceutical company (2009q3).
# (Consolidated Edison, also CIK mod 4 == 2, was left out: all its rows carry a co-registrant.)
BAC = "fsds:0001193125-10-111878"   # BANK OF AMERICA CORP 10-Q (2010q2), CIK 70858, Q1 2010 (bank); EquityComponents, VIE rows
L = "fsds:0001193125-10-105707"     # LOEWS CORP 10-Q (2010q2), CIK 60086, Q1 2010 (insurance / drilling / pipelines); EquityComponents rows
MTEX = "fsds:0001056358-10-000046"  # MANNATECH INC 10-Q (2010q2), CIK 1056358, Q1 2010 (nutritional supplements); EquityComponents rows
S = "fsds:0001193125-09-163726"     # SPRINT NEXTEL CORP 10-Q (2009q3), CIK 101830, Q2 2009 and six months (telecom); EquityComponents rows
MAR = "fsds:0001193125-09-150935"   # MARRIOTT INTERNATIONAL INC 10-Q (2009q3), CIK 1048286, 12 and 24 weeks ended June 19, 2009 (hotels)
MRK = "fsds:0000950123-09-028634"   # MERCK & CO INC 10-Q (2009q3), CIK 64978, Q2 2009 and six months (pharma)
TICK = {BAC: "bac", L: "l", MTEX: "mtex", S: "s", MAR: "mar", MRK: "mrk"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Bank of America, Loews, Mannatech)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10 = ("2010-04-01", "2010-06-30")
# calendar Q2 2009 (Sprint Nextel, Merck)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# Marriott fiscal Q2 2009: 12 weeks ended June 19, 2009 and 24 weeks (FSDS ddate 2009-06-30); the prior-year 12 and 24 weeks
# ended June 13, 2008 carry FSDS ddate 2008-05-31; year-end January 2, 2009 carries ddate 2008-12-31
MQ, MH = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
MQPY, MHPY = ("2008-03-01", "2008-05-31"), ("2007-12-01", "2008-05-31")
MB = (None, "2009-06-30")

EQC = lambda m: {"EquityComponents": m}
VIE = {"VariableInterestEntitiesByClassificationOfEntity": "VariableInterestEntityPrimaryBeneficiary"}

# Apple 10-K 2023: axes and members not among the shared constants
A_FY20 = ("2019-09-29", "2020-09-26")
A_BS21, A_BS20 = (None, "2021-09-25"), (None, "2020-09-26")
EQAX = G + "StatementEquityComponentsAxis"
AEQ = lambda m: {EQAX: G + m}
FVL, FININST = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = {FVL: G + "FairValueInputsLevel2Member"}
RSUM = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
CP = {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}
VENDOR1 = {"srt:MajorCustomersAxis": "aapl:VendorOneMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
RSU_VEST_FV = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodTotalFairValue")
RSU_NONVESTED = g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber")
TAXWH = g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation")

# Netflix 10-Q 2010 (shared constants N10_Q3, N10_9M, N10_Q3PY, N10_9MPY)
DVD_IS = g("GainLossOnDispositionOfOtherAssets")   # income statement: gain on disposal of DVDs
DVD_CF = g("GainLossOnSaleOfOtherAssets")          # cash flow statement: gain on disposal of DVDs
OTHASSETS_INV = ["nflx:PaymentsForProceedsFromOtherAssets"]

# =================================================================== direct
C = "direct"
add(C, BAC, "How much did Bank of America book in trading account profits in the first quarter of 2010?",
    fact(F(BAC, "TradingGainsLosses"), Q10, USD))
add(C, BAC, "Carrying value of BofA's mortgage servicing rights on the March 31, 2010 balance sheet",
    fact(F(BAC, "MortgageServicingRights"), B10, USD))
add(C, BAC, "Bank of America's allowance for loan and lease losses as of 3/31/10",
    fact(F(BAC, "LoansAndLeasesReceivableAllowance"), B10, USD))
add(C, L, "Contract drilling revenues reported by Loews for the three months ended March 31, 2010",
    fact(F(L, "ContractDrillingRevenues"), Q10, USD))
add(C, L, "What reserve for claim and claim adjustment expense did Loews carry at the end of Q1 2010?",
    fact(F(L, "LiabilityForClaimsAndClaimsAdjustmentExpense"), B10, USD))
add(C, L, "Loews' limited partnership investments, balance at March 31, 2010",
    fact(F(L, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), B10, USD))
add(C, MTEX, "Mannatech's 'commissions and incentives' cost line for Q1 2010",
    fact(F(MTEX, "CommissionsAndIncentives"), Q10, USD))
add(C, MTEX, "Net inventories on Mannatech's balance sheet as of March 31, 2010?", fact(F(MTEX, "InventoryNet"), B10, USD))
add(C, MTEX, "How much did Mannatech owe its associates in commissions and incentives payable at the end of March 2010?",
    fact(F(MTEX, "CommissionsAndIncentivesPayable"), B10, USD))
add(C, S, "Sprint Nextel's FCC licenses and trademarks on the June 30, 2009 balance sheet",
    fact(F(S, "IndefiniteLivedIntangibleAssets"), PB, USD))
add(C, MAR, "Marriott's long-term (non-current) liability for its guest loyalty program at June 19, 2009",
    fact(F(MAR, "LiabilitiesForGuestLoyaltyProgramNoncurrent"), MB, USD))
add(C, MAR, "What were Marriott's loans to timeshare owners worth on its balance sheet at the end of fiscal Q2 2009?",
    fact(F(MAR, "LoansTimeshareOwnersNoncurrent"), MB, USD))
add(C, MRK, "Dividends payable on Merck's balance sheet, June 30, 2009", fact(F(MRK, "DividendsPayableCurrent"), PB, USD))
add(C, A10K, "Apple's income taxes payable included in other current liabilities at September 30, 2023",
    fact(g("AccruedIncomeTaxesCurrent"), A_BS23, USD))
add(C, A10K, "In Apple's fiscal 2023 reconciliation of the statutory-rate tax to the provision, what was the line for state taxes, net of federal effect?",
    fact(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), A_FY23, USD))
add(C, A10K, "Effect of excess tax benefits from equity awards in Apple's FY2023 income tax reconciliation",
    fact(g("EffectiveIncomeTaxRateReconciliationShareBasedCompensationExcessTaxBenefitAmount"), A_FY23, USD))
add(C, A10K, "By how much did tax positions taken during fiscal 2023 itself increase Apple's gross unrecognized tax benefits?",
    fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), A_FY23, USD))
add(C, A10K, "Deferred tax asset Apple recorded for deferred revenue as of September 30, 2023",
    fact(g("DeferredTaxAssetsDeferredIncome"), A_BS23, USD))
add(C, A10K, "What deferred tax liability for depreciation did Apple report at fiscal year-end 2023?",
    fact(g("DeferredTaxLiabilitiesPropertyPlantAndEquipment"), A_BS23, USD))
add(C, A10K, "Imputed interest in Apple's operating lease liabilities -- the excess of undiscounted lease payments over the liability -- at September 30, 2023",
    fact(g("LesseeOperatingLeaseLiabilityUndiscountedExcessAmount"), A_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, BAC, "What did card income amount to at Bank of America in Q1 2009?", fact(F(BAC, "FeesAndCommissionsCreditAndDebitCards"), Q09, USD))
add(C, BAC, "Total deposits held by Bank of America at year-end 2009", fact(F(BAC, "Deposits"), DEC09, USD))
add(C, L, "How large was the impairment of natural gas and oil properties that hit Loews in the first quarter of 2009?",
    fact(F(L, "ImpairmentOfOilAndGasProperties"), Q09, USD))
add(C, L, "Loews insurance premiums for the March 2009 quarter", fact(F(L, "PremiumsEarnedNet"), Q09, USD))
add(C, MTEX, "Mannatech's net sales a year before, in the first quarter of 2009", fact(F(MTEX, "SalesRevenueGoodsNet"), Q09, USD))
add(C, MTEX, "Cash dividends Mannatech paid during the three months ended March 31, 2009",
    fact(F(MTEX, "PaymentsOfDividends"), Q09, USD))
add(C, S, "Severance and exit costs Sprint recognized in the second quarter of 2008", fact(F(S, "SeveranceAndExitCosts"), PQPY, USD))
add(C, S, "What did Sprint spend on FCC licenses in the first six months of 2008?",
    fact(F(S, "PaymentsToAcquireIntangibleAssets"), PHPY, USD))
add(C, MAR, "Incentive management fees Marriott earned in the twelve weeks ended June 13, 2008",
    fact(F(MAR, "ManagementFeesIncentiveRevenue"), MQPY, USD))
add(C, MAR, "Cash Marriott used to buy back its own stock (purchase of treasury stock) over the first 24 weeks of 2008",
    fact(F(MAR, "PaymentsForRepurchaseOfCommonStock"), MHPY, USD))
add(C, MRK, "How much cash did Merck receive as a distribution from AstraZeneca LP in the first half of 2008?",
    fact(F(MRK, "ProceedsFromSaleOfEquityMethodInvestments"), PHPY, USD))
add(C, MRK, "Merck's income taxes payable at December 31, 2008", fact(F(MRK, "AccruedIncomeTaxesCurrent"), PYE, USD))
add(C, A10K, "Proceeds Apple received from sales of marketable securities in fiscal 2022",
    fact(g("ProceedsFromSaleOfAvailableForSaleSecuritiesDebt"), A_FY22, USD))
add(C, A10K, "How much term debt did Apple repay during fiscal year 2022?", fact(g("RepaymentsOfLongTermDebt"), A_FY22, USD))
add(C, A10K, "Apple's current foreign income tax expense for FY22", fact(g("CurrentForeignTaxExpenseBenefit"), A_FY22, USD))
add(C, A10K, "Deferred tax assets for accrued liabilities and other reserves on Apple's books at September 24, 2022",
    fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccruals"), A_BS22, USD))
add(C, NQ, "Netflix's excess tax benefit from stock-based compensation in operating cash flows for the July-September 2009 quarter",
    fact(g("ExcessTaxBenefitFromShareBasedCompensationOperatingActivities"), N10_Q3PY, USD))
add(C, NQ, "Change in other current assets in Netflix's operating cash flow, nine months ended September 30, 2009",
    fact(g("IncreaseDecreaseInOtherOperatingAssets"), N10_9MPY, USD))
add(C, NQ, "For January-September 2009, what did Netflix show on the 'other assets and liabilities' line of its operating cash flows?",
    fact(g("IncreaseDecreaseInOtherOperatingCapitalNet"), N10_9MPY, USD))
add(C, NQ, "What gain on disposal of DVDs did Netflix report on its income statement for Q3 2009?",
    fact(DVD_IS, N10_Q3PY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, S, "Sprint Nextel net operating revenues for the second quarter of 2009 alone", fact(F(S, "Revenues"), PQ, USD))
add(C, S, "Costs of services and products at Sprint for the six months ended June 30, 2009",
    fact(F(S, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, S, "What was Sprint's selling, general and administrative expense in Q2 2009 (three months, not year to date)?",
    fact(F(S, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, S, "Amortization expense on Sprint's income statement for April through June 2009", fact(F(S, "AmortizationOfIntangibleAssets"), PQ, USD))
add(C, S, "Sprint's operating income (loss) for just the June 2009 quarter", fact(F(S, "OperatingIncomeLoss"), PQ, USD))
add(C, MAR, "Marriott's base management fees for the twelve weeks ended June 19, 2009", fact(F(MAR, "ManagementFeesBaseRevenue"), MQ, USD))
add(C, MAR, "Franchise fees Marriott collected year to date through fiscal Q2 2009 (24 weeks)", fact(F(MAR, "FranchiseRevenue"), MH, USD))
add(C, MAR, "Timeshare sales and services revenue at Marriott in the second quarter of 2009 on its own",
    fact(F(MAR, "TimeShareRevenue"), MQ, USD))
add(C, MAR, "Reimbursed costs on Marriott's income statement for the 24 weeks to June 19, 2009",
    fact(F(MAR, "CostOfReimbursableExpense"), MH, USD))
add(C, MAR, "How much operating income did Marriott make in its 12-week second quarter of 2009?", fact(F(MAR, "OperatingIncomeLoss"), MQ, USD))
add(C, MRK, "Merck's sales for the three months ended June 30, 2009", fact(F(MRK, "Revenues"), PQ, USD))
add(C, MRK, "Research and development spending at Merck in the first half of 2009", fact(F(MRK, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, MRK, "Merck 'materials and production' costs in Q2 2009, quarter only", fact(F(MRK, "CostOfGoodsSold"), PQ, USD))
add(C, MRK, "Equity income from affiliates at Merck, January through June 2009", fact(F(MRK, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, MRK, "Restructuring costs Merck charged in the second quarter of 2009 (not the six-month figure)",
    fact(F(MRK, "RestructuringCharges"), PQ, USD))
add(C, NQ, "Netflix's 'Other assets' line within investing activities, year to date through September 30, 2010",
    fact(OTHASSETS_INV, N10_9M, USD))
add(C, NQ, "Change in prepaid content in Netflix's cash flow statement for the first nine months of 2010",
    fact(g("IncreaseDecreaseInPrepaidExpense"), N10_9M, USD))
add(C, NQ, "Netflix's change in other current assets within operating cash flow for the third quarter of 2009 only",
    fact(g("IncreaseDecreaseInOtherOperatingAssets"), N10_Q3PY, USD))
add(C, NQ, "Three months ended September 30, 2009: Netflix's 'other assets and liabilities' operating cash flow item",
    fact(g("IncreaseDecreaseInOtherOperatingCapitalNet"), N10_Q3PY, USD))
add(C, NQ, "Other assets in Netflix's investing cash flows for Q3 2009 by itself (the three months, not nine)",
    fact(OTHASSETS_INV, N10_Q3PY, USD))

# =================================================================== derived
C = "derived"
add(C, BAC, "Bank of America's efficiency ratio for Q1 2010, taken as total noninterest expense divided by total revenue net of interest expense",
    ratio(F(BAC, "NoninterestExpense"), F(BAC, "Revenues"), Q10))
add(C, BAC, "Year-on-year growth in BofA's net interest income, first quarter 2010 over first quarter 2009 (decimal; negative would be a decline)",
    growth(F(BAC, "InterestIncomeExpenseNet"), Q10, Q09))
add(C, BAC, "Reserve coverage at Bank of America at December 31, 2009: allowance for loan and lease losses as a share of total loans and leases",
    ratio(F(BAC, "LoansAndLeasesReceivableAllowance"), F(BAC, "LoansAndLeasesReceivableNetOfDeferredIncome"), DEC09))
add(C, L, "Loews pre-tax margin in Q1 2010: income before income tax over total revenues",
    ratio(F(L, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), F(L, "Revenues"), Q10))
add(C, L, "How much did Loews' total investments change between December 31, 2009 and March 31, 2010 (March figure minus December figure, in dollars)?",
    diff(F(L, "Investments"), F(L, "Investments"), B10, DEC09))
add(C, L, "Amortization of deferred acquisition costs relative to insurance premiums at Loews, first quarter 2010 (ratio)",
    ratio(F(L, "DeferredPolicyAcquisitionCostAmortizationExpense"), F(L, "PremiumsEarnedNet"), Q10))
add(C, MTEX, "Mannatech's gross margin in Q1 2010 -- gross profit as a fraction of net sales",
    ratio(F(MTEX, "GrossProfit"), F(MTEX, "SalesRevenueGoodsNet"), Q10))
add(C, MTEX, "Current ratio for Mannatech at March 31, 2010", ratio(F(MTEX, "AssetsCurrent"), F(MTEX, "LiabilitiesCurrent"), B10))
add(C, S, "Sprint's free cash flow for the first half of 2009, defined as net cash from operating activities less capital expenditures",
    fcf(PH, F(S, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, S, "Sprint EBITDA for the six months ended June 30, 2009, computed as operating loss plus depreciation plus amortization from the income statement",
    derived("e0+e1+e2", [inp(F(S, "OperatingIncomeLoss"), PH), inp(F(S, "Depreciation"), PH), inp(F(S, "AmortizationOfIntangibleAssets"), PH)],
            PH, USD, ratio=False))
add(C, MAR, "Marriott's effective tax rate for the first 24 weeks of 2009 (provision for income taxes / income from continuing operations before income taxes)",
    ratio(F(MAR, "IncomeTaxExpenseBenefit"), F(MAR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), MH))
add(C, MAR, "By what percentage did Marriott's total revenues change in the second quarter of 2009 versus the second quarter of 2008? Give a decimal, negative for a drop.",
    growth(F(MAR, "Revenues"), MQ, MQPY))
add(C, MRK, "R&D as a share of sales at Merck in Q2 2009", ratio(F(MRK, "ResearchAndDevelopmentExpense"), F(MRK, "Revenues"), PQ))
add(C, MRK, "Merck's effective tax rate for the six months ended June 30, 2009 (taxes on income divided by income before taxes)",
    ratio(F(MRK, "IncomeTaxExpenseBenefit"), F(MRK, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterests"), PH))
add(C, MRK, "Merck free cash flow, 1H 2009: operating cash flow minus capital expenditures",
    fcf(PH, F(MRK, "PaymentsToAcquireProductiveAssets")))
add(C, A10K, "Ratio of the aggregate fair value of Apple's fixed-rate notes (Level 2) to total term debt principal at September 24, 2022",
    ratio(g("LongTermDebtFairValue"), g("DebtInstrumentCarryingAmount"), A_BS22, m_num=L2))
add(C, A10K, "Growth in Apple's fixed operating lease payments from fiscal 2021 to fiscal 2022, as a decimal",
    growth(g("OperatingLeasePayments"), A_FY22, A_FY21))
add(C, A10K, "What fraction of Apple's total foreign income tax provision for fiscal 2023 was deferred rather than current?",
    ratio(g("DeferredForeignIncomeTaxExpenseBenefit"), g("ForeignIncomeTaxExpenseBenefitContinuingOperations"), A_FY23))
add(C, A10K, "Apple's RSU note gives the approximate amount remitted to tax authorities for shares withheld at vesting each year: what was the percent change from fiscal 2021 to fiscal 2022 (decimal, negative means it fell)?",
    growth(TAXWH, A_FY22, A_FY21, members=RSUM))
add(C, NQ, "Difference between Netflix's 'other assets' investing cash flow for the first nine months of 2010 and the same nine months of 2009 (2010 minus 2009)",
    diff(OTHASSETS_INV, OTHASSETS_INV, N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, BAC, "In BofA's Q1 2010 statement of changes in shareholders' equity, what was the retained earnings column's cumulative adjustment for consolidating certain variable interest entities?",
    fact(F(BAC, "CumulativeAdjustmentForAccountingChangeConsolidationOfVariableInterestEntity"), Q10, USD, EQC("RetainedEarnings")))
add(C, BAC, "How much of Bank of America's Q1 2009 issuance of preferred stock and warrants went into the preferred stock column of the equity statement?",
    fact(F(BAC, "StockIssuedDuringPeriodValuePreferredNewIssues"), Q09, USD, EQC("PreferredStockIncludingAdditionalPaidInCapital")))
add(C, BAC, "Loans and leases held by variable interest entities BofA consolidated as primary beneficiary, March 31, 2010",
    fact(F(BAC, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10, USD, VIE))
add(C, L, "Dividends paid recorded in the noncontrolling interests column of Loews' Q1 2010 equity statement",
    fact(F(L, "DividendsCash"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, L, "Sale of subsidiary common units: the amount credited to additional paid-in capital in Loews' equity roll-forward for Q1 2010",
    fact(F(L, "MinorityInterestIncreaseFromStockIssuance"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, L, "Other comprehensive income attributed to noncontrolling interests at Loews in the first quarter of 2010",
    fact(F(L, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, MTEX, "Ending balance of the retained earnings column in Mannatech's shareholders' equity statement at March 31, 2010",
    fact(F(MTEX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, USD, EQC("RetainedEarnings")))
add(C, MTEX, "Stock-based compensation charge booked to additional paid-in capital at Mannatech, Q1 2010",
    fact(F(MTEX, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD,
         EQC("AdditionalPaidInCapital")))
add(C, S, "Per Sprint's statement of shareholders' equity, how many treasury shares were held at June 30, 2009?",
    fact(F(S, "SharesIssued"), PB, SH, EQC("TreasuryStockShares")))
add(C, S, "Effect on Sprint's accumulated deficit (retained earnings column) of issuing common shares from treasury in the first half of 2009",
    fact(F(S, "StockIssuedDuringPeriodValueTreasuryStockReissued"), PH, USD, EQC("RetainedEarnings")))
add(C, S, "Conversion of series 2 to series 1 common shares: impact on Sprint's paid-in capital column, six months ended June 30, 2009",
    fact(F(S, "StockIssuedDuringPeriodValueConversionOfConvertibleSecurities"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, A10K, "Other comprehensive income/(loss) recorded in the accumulated other comprehensive income column of Apple's fiscal 2023 shareholders' equity statement",
    fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), A_FY23, USD, AEQ("AccumulatedOtherComprehensiveIncomeMember")))
add(C, A10K, "Apple's retained earnings/(accumulated deficit) column: ending balance at September 30, 2023",
    fact(g("StockholdersEquity"), A_BS23, USD, AEQ("RetainedEarningsMember")))
add(C, A10K, "Balance of the accumulated other comprehensive income/(loss) column in Apple's equity statement at September 26, 2020",
    fact(g("StockholdersEquity"), A_BS20, USD, AEQ("AccumulatedOtherComprehensiveIncomeMember")))
add(C, A10K, "Weighted-average interest rate on Apple's commercial paper outstanding at the end of fiscal 2022",
    fact(g("ShortTermDebtWeightedAverageInterestRate"), A_BS22, PURE, CP))
add(C, A10K, "Total fair value of Apple restricted stock units that vested in fiscal 2021",
    fact(RSU_VEST_FV, A_FY21, USD, RSUM))
add(C, A10K, "Share of Apple's non-trade receivables owed by its largest vendor in fiscal 2022",
    fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, VENDOR1))
add(C, A10K, "Foreign government debt securities (Level 2) held by Apple within non-current marketable securities at September 30, 2023",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, dict(L2, **{FININST: G + "ForeignGovernmentDebtSecuritiesMember"})))
add(C, A10K, "According to Apple's restricted stock unit note, approximately how much did the company remit to taxing authorities for RSU shares withheld in fiscal 2023?",
    fact(TAXWH, A_FY23, USD, RSUM))
add(C, A10K, "Balance of Apple's common stock and additional paid-in capital column at September 24, 2022",
    fact(g("StockholdersEquity"), A_BS22, USD, AEQ("CommonStockIncludingAdditionalPaidInCapitalMember")))

# =================================================================== per_share
C = "per_share"
add(C, BAC, "Diluted earnings per common share at Bank of America, 1Q 2010", fact(F(BAC, "EarningsPerShareDiluted"), Q10, PS))
add(C, BAC, "Dividends paid per BofA common share in the first quarter of 2010", fact(F(BAC, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, BAC, "What average diluted share count did Bank of America use for Q1 2010?",
    fact(F(BAC, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, L, "Loews' basic and diluted net income per share for the quarter ended March 31, 2010",
    fact(F(L, "BasicAndDilutedNetIncomeLossPerShare"), Q10, PS))
add(C, L, "Dividend per Loews share in Q1 2010", fact(F(L, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, L, "Number of Loews shares held in treasury on March 31, 2010", fact(F(L, "TreasuryStockShares"), B10, SH))
add(C, MTEX, "Mannatech's diluted loss per share, first quarter of 2010", fact(F(MTEX, "EarningsPerShareDiluted"), Q10, PS))
add(C, MTEX, "Shares of Mannatech common stock outstanding at 3/31/2010", fact(F(MTEX, "CommonStockSharesOutstanding"), B10, SH))
add(C, S, "Sprint's basic and diluted loss per common share for the first six months of 2009",
    fact(F(S, "EarningsPerShareBasicAndDiluted"), PH, PS))
add(C, S, "Weighted average common shares (basic and diluted) Sprint used for 2Q09",
    fact(F(S, "WeightedAverageNumberBasicDilutedSharesOutstanding"), PQ, SH))
add(C, MAR, "Marriott's diluted EPS attributable to shareholders for the 24 weeks ended June 19, 2009", fact(F(MAR, "EarningsPerShareDiluted"), MH, PS))
add(C, MAR, "Cash dividends Marriott declared per share over the first two quarters (24 weeks) of 2009",
    fact(F(MAR, "CommonStockDividendsPerShareDeclared"), MH, PS))
add(C, MAR, "Diluted earnings per share from continuing operations at Marriott for the twelve weeks ended June 13, 2008",
    fact(F(MAR, "IncomeLossFromContinuingOperationsPerDilutedShare"), MQPY, PS))
add(C, MRK, "Merck EPS assuming dilution for the six months to June 30, 2009", fact(F(MRK, "EarningsPerShareDiluted"), PH, PS))
add(C, MRK, "Dividends declared per Merck common share in the second quarter of 2009", fact(F(MRK, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, MRK, "How many Merck shares sat in treasury at June 30, 2009?", fact(F(MRK, "TreasuryStockShares"), PB, SH))
add(C, A10K, "Apple common shares outstanding as of September 24, 2022", fact(SHOUT, A_BS22, SH))
add(C, A10K, "How many common shares was Apple authorized to issue at the end of fiscal 2022?", fact(AUTH, A_BS22, SH))
add(C, A10K, "Par value of Apple's common stock per share (September 24, 2022 balance sheet)", fact(g("CommonStockParOrStatedValuePerShare"), A_BS22, PS))
add(C, A10K, "Unvested Apple RSUs outstanding at September 26, 2020 (number of units)", fact(RSU_NONVESTED, A_BS20, SH, RSUM))

# =================================================================== jargon
C = "jargon"
add(C, BAC, "BAC provision for credit losses 1Q10?", fact(F(BAC, "ProvisionForLoanLeaseAndOtherLosses"), Q10, USD))
add(C, BAC, "BofA CFO, 1Q09", fact(F(BAC, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, L, "L (Loews) NII for 1Q10 -- the insurer's net investment income line",
    fact(F(L, "NetInvestmentIncomeIncludingRealizedGainsLossesOnInvestments"), Q10, USD))
add(C, L, "Loews buyback spend 1Q10 (treasury share purchases in CFF)", fact(F(L, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, MTEX, "MTEX operating cash burn, 1Q10", fact(F(MTEX, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q10, USD))
add(C, MTEX, "Mannatech D&A 1Q10", fact(F(MTEX, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, S, "S D&A add-back in CFO, 1H09", fact(F(S, "DepreciationAndAmortization"), PH, USD))
add(C, S, "Sprint capex 1H08", fact(F(S, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, MAR, "MAR G&A (general, administrative and other) for 2Q09, 12 wks", fact(F(MAR, "GeneralAndAdministrativeExpense"), MQ, USD))
add(C, MAR, "Marriott capex YTD through fiscal 2Q09", fact(F(MAR, "PaymentsToAcquirePropertyPlantAndEquipment"), MH, USD))
add(C, MAR, "MAR IMF, 24 wks 2009 (incentive management fees)", fact(F(MAR, "ManagementFeesIncentiveRevenue"), MH, USD))
add(C, MRK, "MRK M&A (marketing and administrative) for 2Q09", fact(F(MRK, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, MRK, "Merck SBC 1H09", fact(F(MRK, "ShareBasedCompensation"), PH, USD))
add(C, A10K, "AAPL cash taxes paid FY22", fact(g("IncomeTaxesPaidNet"), A_FY22, USD))
add(C, A10K, "AAPL ETR FY22", fact(ETR, A_FY22, PURE))
add(C, A10K, "AAPL FY21 cash interest paid", fact(g("InterestPaidNet"), A_FY21, USD))
add(C, A10K, "AAPL net CP proceeds FY22 (commercial paper, maturities 90 days or less)",
    fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess"), A_FY22, USD))
add(C, A10K, "AAPL FY22 CFF line for taxes on net share settlement of equity awards", fact(TAXWH, A_FY22, USD))
add(C, NQ, "NFLX prepaid content WC swing, 3Q09", fact(g("IncreaseDecreaseInPrepaidExpense"), N10_Q3PY, USD))
add(C, NQ, "NFLX DVD-disposal gain backed out of CFO in 3Q09 (cash flow statement line)", fact(DVD_CF, N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, L, "What were Markel Corporation's earned premiums for the first quarter of 2010?",
    refuse(oc, "Markel is not in the data (Loews is).", other("MARKEL")))
add(C, MTEX, "How much did Herbalife pay its distributors in royalties in Q1 2010?",
    refuse(oc, "Herbalife is not in the data (Mannatech is).", other("HERBALIFE")))
add(C, S, "MetroPCS service revenues for the June 2009 quarter?",
    refuse(oc, "MetroPCS is not in the data (Sprint Nextel is).", other("METROPCS")))
add(C, MAR, "Hyatt's owned and leased hotel revenue in the second quarter of 2009?",
    refuse(oc, "Hyatt is not in the data (Marriott is).", other("HYATT")))
add(C, NQ, "How many subscribers did GameFly have at the end of September 2010?",
    refuse(oc, "GameFly is not in the data (Netflix is).", other("GAMEFLY")))
add(C, BAC, "Bank of America's net interest income for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q reports periods ending March 31, 2010 and earlier; the June 2010 quarter is not in its data.",
           absent(F(BAC, "InterestIncomeExpenseNet"), Q2_10)))
add(C, MTEX, "Mannatech net sales in Q2 2010 (April-June)?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; April-June 2010 sales are not reported in it.",
           absent(F(MTEX, "SalesRevenueGoodsNet"), Q2_10)))
add(C, S, "What were Sprint's net operating revenues in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(S, "Revenues"), PQ3)))
add(C, MRK, "Merck's total sales for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports three- and six-month periods only; full-year 2008 sales are not in its data.",
           absent(F(MRK, "Revenues"), FY08)))
add(C, A10K, "What was Apple's total cost of sales in fiscal 2020?",
    refuse(pn, "The fiscal 2023 10-K presents income statements for fiscal 2023, 2022 and 2021 only; fiscal 2020 cost of sales is not in it.",
           absent(COR, A_FY20)))
add(C, BAC, "What was Bank of America's operating income in the first quarter of 2010?",
    refuse(cn, "A bank income statement has no operating income line; Bank of America's Q1 2010 data report no operating income.",
           absent_any(OPINC)))
add(C, MTEX, "How much did Mannatech spend on research and development in Q1 2010?",
    refuse(cn, "Mannatech's Q1 2010 statements carry no research and development expense line.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, S, "What dividend per share did Sprint Nextel declare in Q2 2009?",
    refuse(cn, "Sprint paid no common dividends in 2009; its Q2 2009 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, MAR, "Marriott's gross profit for the 12 weeks ended June 19, 2009?",
    refuse(cn, "Marriott's income statement has no gross profit line (costs and expenses are listed against total revenues).",
           absent_any(GP)))
add(C, MRK, "What was Merck's interest expense in the second quarter of 2009?",
    refuse(cn, "Merck's Q2 2009 statements show no separate interest expense line (it sits inside other (income) expense, net).",
           absent_any(INTEXP + g("InterestExpenseDebt", "InterestAndDebtExpense"))))
WHY_BAC = ("For Q1 2009 Bank of America reports preferred stock dividends of one amount on its income statement "
           "(PreferredStockDividends, deducted to reach net income applicable to common shareholders) and a different amount "
           "of preferred dividends in its statement of changes in shareholders' equity (DividendsPreferredStock).")
add(C, BAC, "How much did Bank of America pay in preferred dividends in Q1 2009?", refuse(am, WHY_BAC, amb_for(BAC, WHY_BAC,
    (F(BAC, "PreferredStockDividends"), Q09, None), (F(BAC, "DividendsPreferredStock"), Q09, None))))
WHY_L = ("Loews reports two Q1 2010 comprehensive income totals: comprehensive income including noncontrolling interests "
         "(ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest) and total comprehensive income "
         "attributable to Loews Corporation (ComprehensiveIncomeNetOfTax).")
add(C, L, "What was Loews' comprehensive income in the first quarter of 2010?", refuse(am, WHY_L, amb_for(L, WHY_L,
    (F(L, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), Q10, None),
    (F(L, "ComprehensiveIncomeNetOfTax"), Q10, None))))
WHY_MAR = ("For the 24 weeks ended June 19, 2009 Marriott reports net income including noncontrolling interests (ProfitLoss) "
           "and a larger net income attributable to Marriott (NetIncomeLoss), since noncontrolling interests had losses.")
add(C, MAR, "Marriott net income for the first 24 weeks of 2009?", refuse(am, WHY_MAR, amb_for(MAR, WHY_MAR,
    (F(MAR, "ProfitLoss"), MH, None), (F(MAR, "NetIncomeLoss"), MH, None))))
WHY_DVD = ("Netflix reports two 'gain on disposal of DVDs' amounts for the nine months ended September 30, 2010: the gain on its "
           "income statement (GainLossOnDispositionOfOtherAssets) and a larger gain deducted in its cash flow statement "
           "(GainLossOnSaleOfOtherAssets).")
add(C, NQ, "Netflix's gain on disposal of DVDs for the first nine months of 2010?", refuse(am, WHY_DVD, amb_for(NQ, WHY_DVD,
    (DVD_IS, N10_9M, None), (DVD_CF, N10_9M, None))))
WHY_BB = ("Apple reports two share counts repurchased in fiscal 2023: the rounded figure in its shareholders' equity note "
          "(StockRepurchasedAndRetiredDuringPeriodShares, no dimension) and the exact count in the common stock column of its "
          "statement of shareholders' equity (CommonStockMember).")
add(C, A10K, "How many shares did Apple buy back in fiscal 2023?", refuse(am, WHY_BB, amb_for(A10K, WHY_BB,
    (g("StockRepurchasedAndRetiredDuringPeriodShares"), A_FY23, None),
    (g("StockRepurchasedAndRetiredDuringPeriodShares"), A_FY23, AEQ("CommonStockMember")))))


PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44)  # rounds 1-44, named one by one


def main():
    write_round("h46", gr.QUESTIONS_46, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
