#!/usr/bin/env python3
"""Writes evals/data/ask_heldout62.jsonl and its refusal probes (ask_heldout62_probes.jsonl) -- round 62 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout62.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions62.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout62.jsonl
The writer imported the round 1-60 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, and read rounds 1-60 from a copy of evals/data (each
file named by its path in PREV); here `from specs import *` takes them from evals/heldout itself and PREV names
gr.QUESTIONS ... gr.QUESTIONS_60, one by one.
Written without reading the tool under test.

Round 62 notes.
FSDS filings: companies no round 1-60 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-60, against avoid_adsh.txt and the CIKs of its filings), all with CIK mod 4 == 2. None of the eligible 10-Qs has a
dimensional (segments) row, so the members questions come from Apple's 10-K.
  2009q3 (calendar Q2 2009 and six months): Goodrich (aerospace components), Valero Energy (refining and retail),
  Southern Copper (copper mining; quarterly cash flows as well as six-month ones).
  2010q2 (calendar Q1 2010): E. I. du Pont de Nemours (chemicals), Ingersoll-Rand plc (climate and industrial
  equipment), United States Steel (steel).
Instances: aapl-10k-2023 (facts no round 1-60 asked: the fair-value level x instrument tables, the derivative table,
the EU State Aid interest component, deferred-revenue timing, and cash-flow / tax / OCI lines of fiscal 2021-2023) and
nflx-10q-2010 (every fact of that instance had been an input of an earlier round, so it gets only derived questions
with new formula/input combinations and one refusal).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers). Per filing: Goodrich 22, Valero 23, Southern
Copper 20 (2009q3), DuPont 16, Ingersoll-Rand 17, U.S. Steel 17 (2010q2) = 115 FSDS; aapl-10k-2023 40, nflx-10q-2010 5
= 45 instance.
Quarter-vs-YTD: Goodrich, Valero and Southern Copper (Q2 2009 against the first half; Southern Copper's cash flows
are reported for both). Members: Apple's fair-value level x instrument table, derivative table, equity-statement AOCI
column, EU State Aid interest component, derivative credit-risk amount and the typed deferred-revenue timing axis.
Derived: 10 ratios (e0/e1: operating margins x2, effective tax rate, R&D intensity, interest coverage x2, unrealized
loss / amortized cost, Level 2 current share, net margin, technology-and-development share), 6 growths (e0/e1-1,
three negative, each saying so), 1 margin from cost ((e0-e1)/e0), 1 debt-to-equity ((e0+e1)/e2), 1 working capital
(e0-e1), 1 sum of proceeds (e0+e1). No input fact of a derived question was used by rounds 1-60 except the eight
Netflix 10-Q inputs (every fact of that instance had been used; their formula/input combinations are new).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-62 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60)  # rounds 1-60, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 62 FSDS filings (CIK mod 4 == 2)
GR = "fsds:0000950123-09-024681"    # GOODRICH CORP 10-Q (2009q3), CIK 42542, Q2 2009 and six months
VLO = "fsds:0000950123-09-031901"   # VALERO ENERGY CORP/TX 10-Q (2009q3), CIK 1035002, Q2 2009 and six months
SCCO = "fsds:0001104659-09-046536"  # SOUTHERN COPPER CORP/ 10-Q (2009q3), CIK 1001838, Q2 2009 and six months
DD = "fsds:0001104659-10-022084"    # DUPONT E I DE NEMOURS & CO 10-Q (2010q2), CIK 30554, Q1 2010
IR = "fsds:0001193125-10-112590"    # INGERSOLL-RAND PLC 10-Q (2010q2), CIK 1466258, Q1 2010
X = "fsds:0001193125-10-094744"     # UNITED STATES STEEL CORP 10-Q (2010q2), CIK 1163302, Q1 2010
TICK = {GR: "gr", VLO: "vlo", SCCO: "scco", DD: "dd", IR: "ir", X: "x"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Goodrich, Valero, Southern Copper)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (DuPont, Ingersoll-Rand, U.S. Steel)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

# Apple 10-K 2023: axes and members
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1 = lambda inst=None: dict([(FVL, G + "FairValueInputsLevel1Member")] + ([(FIN, G + inst)] if inst else []))
L2 = lambda inst=None: dict([(FVL, G + "FairValueInputsLevel2Member")] + ([(FIN, G + inst)] if inst else []))
BSL = G + "BalanceSheetLocationAxis"
DRISK = G + "DerivativeInstrumentRiskAxis"
HEDGE = G + "HedgingDesignationAxis"
DERIV = lambda loc, risk, hedge: {BSL: G + loc, DRISK: G + risk, FVL: G + "FairValueInputsLevel2Member", HEDGE: G + hedge}
AOCI_COL = {G + "StatementEquityComponentsAxis": G + "AccumulatedOtherComprehensiveIncomeMember"}
EU_INTEREST = {G + "LossContingenciesByNatureOfContingencyAxis": "aapl:UnfavorableInvestigationOutcomeEUStateAidRulesInterestComponentMember"}
CASH_ROW = {FIN: G + "CashMember"}
CREDIT_RISK = {G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
RPO_2_3Y = {G + "RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis": "typed:2025-09-28"}
EUR = "iso4217:EUR"
A_BS20 = (None, "2020-09-26")
EU_DATE = (None, "2016-08-30")
AFS = g("AvailableForSaleSecuritiesDebtSecurities")
AFS_COST = g("AvailableForSaleDebtSecuritiesAmortizedCostBasis")
AFS_GAIN = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax")
AFS_LOSS = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax")
MS_CUR, MS_NONCUR = g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesNoncurrent")
N10_JUN = (None, "2010-06-30")

# =================================================================== direct
C = "direct"
add(C, GR, "How much did Goodrich carry as income taxes receivable on its June 30, 2009 balance sheet?",
    fact(F(GR, "IncomeTaxesReceivable"), PB, USD))
add(C, GR, "Goodrich -- long-term income taxes payable at the end of Q2 2009", fact(F(GR, "AccruedIncomeTaxesNoncurrent"), PB, USD))
add(C, GR, "What liability for postretirement benefits other than pensions did Goodrich report as of 6/30/2009?",
    fact(F(GR, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), PB, USD))
add(C, VLO, "Valero's restricted cash at June 30, 2009", fact(F(VLO, "RestrictedCashAndInvestmentsCurrent"), PB, USD))
add(C, VLO, "On Valero's mid-2009 balance sheet, what was the current liability for taxes other than income taxes?",
    fact(F(VLO, "AccrualForTaxesOtherThanIncomeTaxesIncludingAdValoremExciseSalesAndUseAndPayroll"), PB, USD))
add(C, SCCO, "Southern Copper's leachable material, net, as of June 30, 2009?", fact(F(SCCO, "LeachableMaterial"), PB, USD))
add(C, SCCO, "What did Southern Copper owe for accrued workers' participation at the close of the second quarter of 2009?",
    fact(F(SCCO, "AccruedWorkersParticipation"), PB, USD))
add(C, DD, "DuPont marketable securities on the March 31, 2010 balance sheet", fact(F(DD, "MarketableSecuritiesCurrent"), B10, USD))
add(C, DD, "What was DuPont's investment in affiliates at the end of Q1 2010?", fact(F(DD, "EquityMethodInvestments"), B10, USD))
add(C, DD, "Carrying value of DuPont's preferred stock, 3/31/2010", fact(F(DD, "PreferredStockValue"), B10, USD))
add(C, IR, "Ingersoll-Rand accrued compensation and benefits as of March 31, 2010?", fact(F(IR, "EmployeeRelatedLiabilitiesCurrent"), B10, USD))
add(C, IR, "How much temporary equity sat on Ingersoll-Rand's balance sheet at quarter-end March 2010?",
    fact(F(IR, "TemporaryEquityCarryingAmount"), B10, USD))
add(C, IR, "Ingersoll-Rand: postemployment and other benefit liabilities, March 31, 2010",
    fact(F(IR, "PostemploymentBenefitsLiabilityNoncurrent"), B10, USD))
add(C, X, "U.S. Steel's bank checks outstanding at March 31, 2010 -- what was the balance?", fact(F(X, "BankChecksOutstanding"), B10, USD))
add(C, X, "Payroll and benefits payable at United States Steel, end of the first quarter of 2010", fact(F(X, "EmployeeRelatedLiabilitiesCurrent"), B10, USD))
add(C, X, "What accrued taxes did U.S. Steel show among current liabilities on 3/31/10?", fact(F(X, "TaxesPayableCurrent"), B10, USD))
add(C, A10K, "By how much did Apple's vendor non-trade receivables change in fiscal 2023 per the cash flow statement? "
    "(positive = increase, negative = decrease)", fact(g("IncreaseDecreaseInOtherReceivables"), A_FY23, USD))
add(C, A10K, "Apple FY2023 financing activities include a line simply labeled 'Other' -- what was it, signed as a cash inflow (+) or outflow (-)?",
    fact(g("ProceedsFromPaymentsForOtherFinancingActivities"), A_FY23, USD))
add(C, A10K, "Which federal statutory income tax rate did Apple apply in its fiscal 2023 effective tax rate reconciliation?",
    fact(g("EffectiveIncomeTaxRateReconciliationAtFederalStatutoryIncomeTaxRate"), A_FY23, PURE))
add(C, A10K, "How much cash went to 'Other' investing activities at Apple in the year ended September 30, 2023 (as a positive outflow)?",
    fact(g("PaymentsForProceedsFromOtherInvestingActivities"), A_FY23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, GR, "Goodrich's pension obligations liability at December 31, 2008", fact(F(GR, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), PYE, USD))
add(C, GR, "What were Goodrich's identifiable intangible assets, net, at year-end 2008?", fact(F(GR, "FiniteLivedIntangibleAssetsNet"), PYE, USD))
add(C, VLO, "Valero's property, plant and equipment at cost (gross) as of December 31, 2008?", fact(F(VLO, "PropertyPlantAndEquipmentGross"), PYE, USD))
add(C, VLO, "How much accumulated depreciation did Valero have at the end of 2008?",
    fact(F(VLO, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), PYE, USD))
add(C, VLO, "Valero cash and temporary cash investments one year earlier, at June 30, 2008 (from the cash flow statement)",
    fact(F(VLO, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, SCCO, "Southern Copper short-term investments at 12/31/08?", fact(F(SCCO, "ShortTermInvestments"), PYE, USD))
add(C, SCCO, "What trade accounts receivable (net of allowance) did Southern Copper report at December 31, 2008?",
    fact(F(SCCO, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, DD, "Going back to December 31, 2009, what was DuPont's reinvested earnings balance?", fact(F(DD, "RetainedEarningsAccumulatedDeficit"), DEC09, USD))
add(C, DD, "Short-term borrowings and capital lease obligations at DuPont on December 31, 2009?", fact(F(DD, "DebtCurrent"), DEC09, USD))
add(C, DD, "What did DuPont spend on research and development in the first quarter of 2009?", fact(F(DD, "ResearchAndDevelopmentExpense"), Q09, USD))
add(C, IR, "Ingersoll-Rand goodwill at the end of 2009", fact(F(IR, "Goodwill"), DEC09, USD))
add(C, IR, "Net revenues of Ingersoll-Rand for the three months ended March 31, 2009", fact(F(IR, "Revenues"), Q09, USD))
add(C, IR, "How much were Ingersoll-Rand's selling and administrative expenses in Q1 2009?", fact(F(IR, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, X, "Noncontrolling interests on U.S. Steel's December 31, 2009 balance sheet", fact(F(X, "MinorityInterest"), DEC09, USD))
add(C, X, "U.S. Steel net sales to related parties in the first quarter of 2009?", fact(F(X, "RevenueFromRelatedParties"), Q09, USD))
add(C, A10K, "In fiscal 2022, how much did Apple's accounts receivable increase according to the operating section of its cash flow statement?",
    fact(g("IncreaseDecreaseInAccountsReceivable"), A_FY22, USD))
add(C, A10K, "Apple's total shareholders' equity at September 26, 2020, the opening balance of its three-year equity statement",
    fact(g("StockholdersEquity"), A_BS20, USD))
add(C, A10K, "How much commercial paper did Apple repay in fiscal 2022 (the 'Repayments of commercial paper' line)?",
    fact(g("RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), A_FY22, USD))
add(C, A10K, "What was the foreign-derived intangible income (FDII) deduction's effect in Apple's fiscal 2022 tax rate reconciliation, "
    "as a positive reduction of the provision?", fact(g("EffectiveIncomeTaxRateReconciliationFdiiAmount"), A_FY22, USD))
add(C, A10K, "Apple's total change in unrealized gains/losses on marketable debt securities in other comprehensive income for fiscal 2022",
    fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), A_FY22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GR, "Goodrich sales for the three months ended June 30, 2009 -- the quarter alone, not year-to-date", fact(F(GR, "SalesRevenueNet"), PQ, USD))
add(C, GR, "Cost of sales at Goodrich over the first six months of 2009", fact(F(GR, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, GR, "What were Goodrich's selling and administrative costs in 2Q09?", fact(F(GR, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, GR, "Income from discontinued operations, net of income taxes, that Goodrich booked in the June 2009 quarter",
    fact(F(GR, "IncomeLossFromDiscontinuedOperationsNetOfTax"), PQ, USD))
add(C, GR, "Year-to-date operating income at Goodrich through June 30, 2009", fact(F(GR, "OperatingIncomeLoss"), PH, USD))
add(C, GR, "Goodrich interest expense for Q2 2009 by itself", fact(F(GR, "InterestExpense"), PQ, USD))
add(C, VLO, "Valero's operating revenues in the second quarter of 2009 (April-June only)", fact(F(VLO, "RefiningAndMarketingRevenue"), PQ, USD))
add(C, VLO, "Through the first half of 2009, how much cost of sales had Valero recorded?", fact(F(VLO, "RefiningAndMarketingCosts"), PH, USD))
add(C, VLO, "How much did Valero spend on retail selling expenses in the quarter ended June 30, 2009?", fact(F(VLO, "SellingExpense"), PQ, USD))
add(C, VLO, "First-half 2009 excise taxes on Valero's U.S. retail sales included in operating revenues (the income statement footnote amount)",
    fact(F(VLO, "ExciseTaxes"), PH, USD))
add(C, VLO, "Valero operating income (loss) for just the three months to June 30, 2009 -- negative if a loss", fact(F(VLO, "OperatingIncomeLoss"), PQ, USD))
add(C, VLO, "What was Valero's comprehensive income (loss) for Q2 2009 alone?",
    fact(F(VLO, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), PQ, USD))
add(C, VLO, "General and administrative expenses at Valero in the second quarter of 2009", fact(F(VLO, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, SCCO, "Southern Copper net sales, quarter ended June 30, 2009 (not the six-month figure)", fact(F(SCCO, "RevenueMineralSales"), PQ, USD))
add(C, SCCO, "Exploration expense at Southern Copper for January-June 2009", fact(F(SCCO, "ExplorationExpenseMining"), PH, USD))
add(C, SCCO, "What was Southern Copper's cost of sales (exclusive of depreciation, amortization and depletion) in Q2 2009?",
    fact(F(SCCO, "CostOfRevenue"), PQ, USD))
add(C, SCCO, "Southern Copper's operating cash flow for the second quarter of 2009 on its own (its cash flow statement shows the quarter "
    "as well as the half-year)", fact(F(SCCO, "NetCashProvidedByUsedInOperatingActivities"), PQ, USD))
add(C, SCCO, "Southern Copper spent how much on capital expenditures in Q2 2009 alone, leaving out the first quarter?", fact(F(SCCO, "PaymentsToAcquirePropertyPlantAndEquipment"), PQ, USD))
add(C, SCCO, "Dividends paid to Southern Copper common stockholders during 2Q 2009 only", fact(F(SCCO, "PaymentsOfDividendsCommonStock"), PQ, USD))
add(C, SCCO, "Gain (loss) on derivative instruments at Southern Copper, six months to June 30, 2009", fact(F(SCCO, "GainLossOnDerivativeInstrumentsNetPretax"), PH, USD))

# =================================================================== derived
C = "derived"
add(C, GR, "Goodrich operating margin for the second quarter of 2009 (operating income divided by sales)",
    ratio(F(GR, "OperatingIncomeLoss"), F(GR, "SalesRevenueNet"), PQ))
add(C, GR, "Effective tax rate on Goodrich's continuing operations for 1H 2009: income tax expense / income from continuing operations before income taxes",
    ratio(F(GR, "IncomeTaxExpenseBenefit"), F(GR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesAndMinorityInterest"), PH))
add(C, VLO, "Valero debt-to-equity at June 30, 2009, counting debt as the current portion of debt and capital lease obligations plus the "
    "non-current debt and capital lease obligations, over total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(VLO, "DebtCurrent"), PB), inp(F(VLO, "LongTermDebtAndCapitalLeaseObligations"), PB),
                           inp(F(VLO, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB)], PB, PURE))
add(C, VLO, "Year-over-year growth in Valero's Q2 operating revenues, 2009 versus 2008, as a decimal (negative = decline)",
    growth(F(VLO, "RefiningAndMarketingRevenue"), PQ, PQPY))
add(C, SCCO, "Southern Copper's operating margin for the first half of 2009 (operating income / net sales)",
    ratio(F(SCCO, "OperatingIncomeLoss"), F(SCCO, "RevenueMineralSales"), PH))
add(C, SCCO, "By what fraction did Southern Copper's Q2 net sales change from 2008 to 2009? (a fall gives a negative number)",
    growth(F(SCCO, "RevenueMineralSales"), PQ, PQPY))
add(C, DD, "DuPont R&D intensity in Q1 2010: research and development expense as a share of net sales",
    ratio(F(DD, "ResearchAndDevelopmentExpense"), F(DD, "SalesRevenueNet"), Q10))
add(C, DD, "DuPont top-line growth, Q1 2010 over Q1 2009 (net sales), as a decimal", growth(F(DD, "SalesRevenueNet"), Q10, Q09))
add(C, IR, "Ingersoll-Rand gross margin in the first quarter of 2010, computed as (net revenues - cost of goods sold) / net revenues",
    margin_from_cost(F(IR, "Revenues"), F(IR, "CostOfGoodsSold"), Q10))
add(C, IR, "How many times did Ingersoll-Rand's Q1 2010 operating income cover its interest expense?",
    ratio(F(IR, "OperatingIncomeLoss"), F(IR, "InterestExpense"), Q10))
add(C, X, "U.S. Steel working capital at March 31, 2010 (total current assets minus total current liabilities)",
    diff(F(X, "AssetsCurrent"), F(X, "LiabilitiesCurrent"), B10))
add(C, X, "Growth in United States Steel's total revenues (net sales including related-party sales), Q1 2010 vs Q1 2009, as a decimal",
    growth(F(X, "Revenues"), Q10, Q09))
add(C, A10K, "At September 24, 2022, how large were the gross unrealized losses on Apple's foreign government debt securities "
    "relative to their amortized cost? (unrealized losses / amortized cost)",
    ratio(AFS_LOSS, AFS_COST, A_BS22, m_num=L2("ForeignGovernmentDebtSecuritiesMember"), m_den=L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "What fraction of Apple's Level 2 securities (fair value) at the end of fiscal 2023 was classified as current marketable securities? "
    "(Level 2 current marketable securities / total Level 2 fair value)",
    ratio(MS_CUR, AFS, A_BS23, m_num=L2(), m_den=L2()))
add(C, A10K, "Apple's cash-flow line for other current and non-current assets: growth from fiscal 2022 to fiscal 2023, "
    "as a decimal (negative = smaller in 2023)",
    growth(g("IncreaseDecreaseInOtherOperatingAssets"), A_FY23, A_FY22))
add(C, A10K, "Total cash Apple received in fiscal 2021 from selling marketable securities plus maturities of marketable securities",
    total(g("ProceedsFromSaleOfAvailableForSaleSecuritiesDebt"), g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), A_FY21))
add(C, NQ, "Netflix technology and development spending as a percentage of revenues in the third quarter of 2010 (as a decimal)",
    ratio(RD, TOTREV, N10_Q3))
add(C, NQ, "How fast did Netflix's general and administrative expense grow in Q3 2010 versus Q3 2009? Decimal, please.",
    growth(g("GeneralAndAdministrativeExpense"), N10_Q3, N10_Q3PY))
add(C, NQ, "Interest coverage for Netflix in the quarter ended September 30, 2010: operating income divided by interest expense",
    ratio(OPINC, INTEXP, N10_Q3))
add(C, NQ, "What net profit margin did Netflix earn over the first nine months of 2010 (net income / revenues)?",
    ratio(g("NetIncomeLoss"), TOTREV, N10_9M))

# =================================================================== members
C = "members"
add(C, A10K, "Fair value of Apple's foreign government debt securities (Level 2) at September 30, 2023",
    fact(AFS, A_BS23, USD, L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "What was the amortized cost of the bank time deposits in Apple's Level 2 securities at the end of fiscal 2023?",
    fact(AFS_COST, A_BS23, USD, L2("BankTimeDepositsMember")))
add(C, A10K, "Corporate debt securities that Apple classified as current marketable securities at September 24, 2022",
    fact(MS_CUR, A_BS22, USD, L2("CorporateDebtSecuritiesMember")))
add(C, A10K, "How much of Apple's foreign government debt was held as non-current marketable securities at fiscal 2022 year-end?",
    fact(MS_NONCUR, A_BS22, USD, L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "U.S. Treasury securities counted in Apple's cash and cash equivalents on September 24, 2022",
    fact(CASH, A_BS22, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "Gross unrealized losses on Apple's asset-backed securities at the end of fiscal 2022",
    fact(AFS_LOSS, A_BS22, USD, L2("AssetBackedSecuritiesMember")))
add(C, A10K, "Total gross unrealized gains across all of Apple's Level 2 debt securities at September 30, 2023",
    fact(AFS_GAIN, A_BS23, USD, L2()))
add(C, A10K, "Gross fair value of Apple's interest rate contracts designated as hedges and recorded as liabilities, September 24, 2022",
    fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), A_BS22, USD,
         DERIV("OtherLiabilitiesMember", "InterestRateContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10K, "Apple's foreign exchange contracts designated as hedging instruments: gross derivative assets (in other assets) at fiscal 2022 year-end",
    fact(g("DerivativeAssetFairValueGrossAssetIncludingNotSubjectToMasterNettingArrangement"), A_BS22, USD,
         DERIV("OtherAssetsMember", "ForeignExchangeContractMember", "DesignatedAsHedgingInstrumentMember")))
add(C, A10K, "What gross liability did Apple record for foreign exchange contracts not designated as hedges at September 24, 2022?",
    fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), A_BS22, USD,
         DERIV("OtherLiabilitiesMember", "ForeignExchangeContractMember", "NondesignatedMember")))
add(C, A10K, "Ending balance of the accumulated other comprehensive income/(loss) column of Apple's shareholders' equity statement, fiscal 2023",
    fact(g("StockholdersEquity"), A_BS23, USD, AOCI_COL))
add(C, A10K, "In the EU State Aid case, how much of the recovery amount the European Commission ordered in August 2016 was interest, in euros?",
    fact(g("LossContingencyEstimateOfPossibleLoss"), EU_DATE, EUR, EU_INTEREST))
add(C, A10K, "Mutual funds Apple held at fair value (Level 1) on September 24, 2022",
    fact(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), A_BS22, USD, L1("MutualFundMember")))
add(C, A10K, "Of Apple's current marketable securities on September 24, 2022, how much was in U.S. Treasuries?",
    fact(MS_CUR, A_BS22, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "Apple's non-current municipal bond holdings (states and political subdivisions) at September 30, 2023",
    fact(MS_NONCUR, A_BS23, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "How much plain cash (the 'Cash' row, before money market funds and securities) was in Apple's cash and cash equivalents at September 24, 2022?",
    fact(CASH, A_BS22, USD, CASH_ROW))
add(C, A10K, "At fiscal 2023 year-end, what were Apple's U.S. agency securities worth (fair value)?", fact(AFS, A_BS23, USD, L2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Level 2 instruments included in Apple's cash and cash equivalents at the end of fiscal 2023, in total",
    fact(CASH, A_BS23, USD, L2()))
add(C, A10K, "What was the credit risk amount of Apple's derivative assets (maximum loss if counterparties failed) at fiscal 2022 year-end?",
    fact(g("FairValueConcentrationOfRiskDerivativeFinancialInstrumentsAssets"), A_BS22, USD, CREDIT_RISK))
add(C, A10K, "What percentage of its September 30, 2023 deferred revenue does Apple expect to realize in the window that starts September 28, 2025 "
    "(two to three years out)?", fact(g("RevenueRemainingPerformanceObligationPercentage"), A_BS23, PURE, RPO_2_3Y))

# =================================================================== per_share
C = "per_share"
add(C, GR, "Goodrich diluted EPS from continuing operations, Q2 2009", fact(F(GR, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, GR, "How much in dividends per common share did Goodrich declare in the first half of 2009?",
    fact(F(GR, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, GR, "Number of Goodrich common shares held in treasury at June 30, 2009", fact(F(GR, "TreasuryStockShares"), PB, SH))
add(C, GR, "How many Goodrich common shares had been issued as of mid-2009?", fact(F(GR, "CommonStockIssued"), PB, SH))
add(C, VLO, "Valero dividends per common share for the six months ended June 30, 2009", fact(F(VLO, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, VLO, "What diluted weighted-average share count did Valero use for Q2 2008?", fact(F(VLO, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQPY, SH))
add(C, VLO, "Basic EPS for Valero over the first half of 2009", fact(F(VLO, "EarningsPerShareBasic"), PH, PS))
add(C, SCCO, "Dividend per share Southern Copper paid in the June 2009 quarter", fact(F(SCCO, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, SCCO, "Southern Copper diluted earnings per share attributable to SCC for 1H09", fact(F(SCCO, "EarningsPerShareDiluted"), PH, PS))
add(C, SCCO, "Basic weighted average shares outstanding at Southern Copper, six months ended June 30, 2008",
    fact(F(SCCO, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, DD, "What were DuPont's diluted earnings per share of common stock in Q1 2010?", fact(F(DD, "EarningsPerShareDiluted"), Q10, PS))
add(C, DD, "What did DuPont pay shareholders per share in dividends back in Q1 2009?", fact(F(DD, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, DD, "What par value per share does DuPont's common stock carry (March 31, 2010 balance sheet)?", fact(F(DD, "CommonStockParOrStatedValuePerShare"), B10, PS))
add(C, IR, "Ingersoll-Rand diluted weighted-average ordinary shares for the quarter ended March 31, 2010",
    fact(F(IR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, IR, "What dividend per ordinary share did Ingersoll-Rand declare in Q1 2010?", fact(F(IR, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, IR, "Per diluted share, how much did discontinued operations contribute to Ingersoll-Rand's Q1 2010 result? (negative = a loss)",
    fact(F(IR, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare"), Q10, PS))
add(C, X, "U.S. Steel basic loss per share for the first quarter of 2010 (give it as a negative number)", fact(F(X, "EarningsPerShareBasic"), Q10, PS))
add(C, X, "United States Steel diluted EPS, three months ended March 31, 2009", fact(F(X, "EarningsPerShareDiluted"), Q09, PS))
add(C, X, "Treasury shares held by U.S. Steel at the end of Q1 2010", fact(F(X, "TreasuryStockShares"), B10, SH))
add(C, X, "U.S. Steel's issued share count on 3/31/2010", fact(F(X, "CommonStockSharesIssued"), B10, SH))

# =================================================================== jargon
C = "jargon"
add(C, GR, "Goodrich's capex for the first half of 2009 (PP&E purchases)?", fact(F(GR, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, GR, "Goodrich pension/OPEB contributions and benefit payments in 1H09 CFO (signed as in the cash flow statement)",
    fact(F(GR, "PensionAndOtherPostretirementBenefitContributions"), PH, USD))
add(C, VLO, "VLO capex 1H09", fact(F(VLO, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, VLO, "Valero turnaround & catalyst spend (deferred turnaround and catalyst costs), H1 '09", fact(F(VLO, "PaymentsForCapitalImprovements"), PH, USD))
add(C, VLO, "VLO D&A expense, 2Q09", fact(F(VLO, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, SCCO, "Southern Copper's DD&A year-to-date at June 2009", fact(F(SCCO, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, SCCO, "How much did SCCO spend on buybacks in 1H09?", fact(F(SCCO, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, DD, "How much PP&E did DuPont buy in 1Q10 -- i.e. its capex?", fact(F(DD, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, DD, "DuPont FX forward settlements in 1Q10 investing cash flows", fact(F(DD, "ForwardExchangeContractSettlements"), Q10, USD))
add(C, DD, "DD CFO 1Q10 -- was it a burn? Give the signed figure.", fact(F(DD, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, IR, "IR net CP issuance (commercial paper program, net) 1Q10", fact(F(IR, "ProceedsFromRepaymentsofCommercialPaper"), Q10, USD))
add(C, IR, "Ingersoll-Rand SBC add-back (stock settled share-based comp) in Q1 2010 CFO", fact(F(IR, "ShareBasedCompensation"), Q10, USD))
add(C, IR, "IR's D&A add-back in the Q1 2009 cash flow statement", fact(F(IR, "DepreciationAndAmortization"), Q09, USD))
add(C, X, "X's capex print for the March 2010 quarter", fact(F(X, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, X, "U.S. Steel new LTD raised in 1Q10 (issuance of long-term debt, net of financing costs)", fact(F(X, "ProceedsFromIssuanceOfLongTermDebt"), Q10, USD))
add(C, X, "How much did X pay down on its revolvers in 1Q10?", fact(F(X, "RepaymentsOfLinesOfCredit"), Q10, USD))
add(C, A10K, "AAPL CP repayments (>3-month paper) in FY21", fact(g("RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), A_FY21, USD))
add(C, A10K, "AAPL A/P change in FY21 CFO", fact(g("IncreaseDecreaseInAccountsPayable"), A_FY21, USD))
add(C, A10K, "Apple UTB roll-forward, FY21: decreases from statute-of-limitations lapses",
    fact(g("UnrecognizedTaxBenefitsReductionsResultingFromLapseOfApplicableStatuteOfLimitations"), A_FY21, USD))
add(C, A10K, "AAPL 'other' DTAs at FYE22 (deferred tax assets, other)", fact(g("DeferredTaxAssetsOther"), A_BS22, USD))

# =================================================================== refuse
C = "refuse"
add(C, GR, "What were Spirit AeroSystems' revenues in the second quarter of 2009?",
    refuse(oc, "Spirit AeroSystems is not in the data (Goodrich is).", other("SPIRIT AEROSYSTEMS")))
add(C, VLO, "Tesoro's refining margin for the first half of 2009?",
    refuse(oc, "Tesoro is not in the data (Valero is).", other("TESORO")))
add(C, SCCO, "How much copper did Antofagasta sell in Q2 2009, and at what revenue?",
    refuse(oc, "Antofagasta is not in the data (Southern Copper is).", other("ANTOFAGASTA")))
add(C, IR, "Lennox International's net sales for the March 2010 quarter?",
    refuse(oc, "Lennox International is not in the data (Ingersoll-Rand is).", other("LENNOX")))
add(C, A10K, "What was Nintendo's operating profit for its fiscal year ended March 2023?",
    refuse(oc, "Nintendo is not in the data (Apple is).", other("NINTENDO")))
add(C, SCCO, "Southern Copper net sales for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(SCCO, "RevenueMineralSales"), PQ3)))
add(C, DD, "What were DuPont's full-year 2009 net sales?",
    refuse(pn, "DuPont's Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(DD, "SalesRevenueNet"), FY09)))
add(C, X, "What revenue did U.S. Steel post in the June 2010 quarter?",
    refuse(pn, "The Q1 2010 10-Q covers only the quarters ended March 31, 2010 and 2009.", absent(F(X, "Revenues", "SalesRevenueNet"), Q2_10)))
add(C, A10K, "What were Apple's total assets at the end of fiscal 2020 (September 26, 2020)?",
    refuse(pn, "The 2023 10-K's balance sheets are at September 30, 2023 and September 24, 2022; total assets at September 26, 2020 are not reported.",
           absent(ASSETS, A_BS20)))
add(C, NQ, "Netflix total assets as of June 30, 2010?",
    refuse(pn, "The Q3 2010 10-Q's balance sheets are at September 30, 2010 and December 31, 2009; June 30, 2010 total assets are not reported.",
           absent(ASSETS, N10_JUN)))
add(C, GR, "How many diluted weighted-average shares did Goodrich use to compute Q2 2009 EPS?",
    refuse(cn, "Goodrich's Q2 2009 data report EPS but no weighted-average share counts.",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted"))))
add(C, X, "What dividend per share did U.S. Steel pay in Q1 2010?",
    refuse(cn, "U.S. Steel's Q1 2010 data report dividends paid in total but no per-share dividend.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid"))))
add(C, VLO, "How much did Valero spend on research and development in the first half of 2009?",
    refuse(cn, "Valero's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, IR, "Did Ingersoll-Rand record a goodwill impairment charge in Q1 2010, and how large was it?",
    refuse(cn, "Ingersoll-Rand's Q1 2010 data report no goodwill or intangible impairment line.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "ImpairmentOfIntangibleAssetsExcludingGoodwill",
                        "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"))))
add(C, A10K, "What allowance for doubtful accounts (credit losses) did Apple hold against trade receivables at September 30, 2023?",
    refuse(cn, "Apple's 2023 10-K tags no allowance for doubtful accounts or credit losses.",
           absent_any(g("AllowanceForDoubtfulAccountsReceivableCurrent", "AccountsReceivableAllowanceForCreditLossCurrent",
                        "ProvisionForDoubtfulAccounts", "AccountsReceivableCreditLossExpenseReversal"))))
WHY_GR = ("Goodrich's Q2 2009 income statement shows 'Consolidated Net Income' before noncontrolling interests (ProfitLoss) and "
          "'Net Income Attributable to Goodrich' (NetIncomeLoss).")
add(C, GR, "What was Goodrich's net income for the quarter ended June 30, 2009?", refuse(am, WHY_GR, amb_for(GR, WHY_GR,
    (F(GR, "ProfitLoss"), PQ, None), (F(GR, "NetIncomeLoss"), PQ, None))))
WHY_DD = ("DuPont's March 31, 2010 balance sheet has two lines labeled 'Income taxes': a current asset (IncomeTaxes) and a current "
          "liability (IncomeTaxesLiability).")
add(C, DD, "DuPont income taxes on the March 31, 2010 balance sheet?", refuse(am, WHY_DD, amb_for(DD, WHY_DD,
    (F(DD, "IncomeTaxes"), B10, None), (F(DD, "IncomeTaxesLiability"), B10, None))))
WHY_X = ("U.S. Steel's March 31, 2010 balance sheet shows 'Deferred income tax benefits' twice: in current assets "
         "(DeferredTaxAssetsNetCurrent) and in non-current assets (DeferredTaxAssetsNetNoncurrent).")
add(C, X, "How much in deferred income tax benefits did U.S. Steel carry at March 31, 2010?", refuse(am, WHY_X, amb_for(X, WHY_X,
    (F(X, "DeferredTaxAssetsNetCurrent"), B10, None), (F(X, "DeferredTaxAssetsNetNoncurrent"), B10, None))))
WHY_VLO = ("Valero's first-half 2009 financing section has two non-zero 'Repayments' lines: repayments under the accounts receivable sales "
           "facility (RepaymentsOfOtherDebt) and repayments of other long-term debt (RepaymentsOfOtherLongTermDebt).")
add(C, VLO, "What were Valero's debt repayments in the first six months of 2009?", refuse(am, WHY_VLO, amb_for(VLO, WHY_VLO,
    (F(VLO, "RepaymentsOfOtherDebt"), PH, None), (F(VLO, "RepaymentsOfOtherLongTermDebt"), PH, None))))
WHY_IR = ("Ingersoll-Rand's Q1 2010 income statement reports 'Earnings (loss) from continuing operations' including noncontrolling "
          "interests (IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest) and the continuing-operations "
          "amount attributable to Ingersoll-Rand plc (IncomeLossFromContinuingOperations).")
add(C, IR, "Ingersoll-Rand earnings from continuing operations in Q1 2010?", refuse(am, WHY_IR, amb_for(IR, WHY_IR,
    (F(IR, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), Q10, None),
    (F(IR, "IncomeLossFromContinuingOperations"), Q10, None))))


def main():
    write_round("h62", gr.QUESTIONS_62, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
