#!/usr/bin/env python3
"""Writes evals/data/ask_heldout55.jsonl and its refusal probes (ask_heldout55_probes.jsonl) -- round 55 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout55.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions55.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout55.jsonl
The writer imported the round 1-52 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-52 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_52);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-52 are named one by one in PREV.
Written without reading the tool under test.

Round 55 notes.
FSDS filings: companies no round 1-52 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-52, against avoid_adsh.txt and the CIKs of its filings, and leaving out the instance companies), all
with CIK mod 4 == 3: three 10-Qs from 2009q3 and three from 2010q2.
  2009q3 (calendar Q2 2009 and six months): Covance (contract research, healthcare), Art Technology Group (e-commerce
  software, tech), El Paso Corp (natural-gas pipelines and E&P, with EquityComponents rows).
  2010q2 (calendar Q1 2010): Roper Industries (industrial technology, EquityComponents rows), Mirant (wholesale power
  generator, utility, EquityComponents rows), Lorillard (tobacco, EquityComponents rows).
Instances: aapl-10q-2023 (fiscal Q3 2023 10-Q) and unp-10k-2012, asking only facts no round 1-52 asked (nearly every
Apple quarter fact had been asked, so Apple's questions use nine-month cash-flow lines, the fair-value tables, the
equity statement's opening balance and the vendor-concentration note).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers). Per filing: Covance 19, ATG 17, El Paso 19
(2009q3), Roper 21, Mirant 19, Lorillard 19 (2010q2) = 114 FSDS; aapl-10q-2023 18, unp-10k-2012 28 = 46 instance.
Quarter-vs-YTD: Covance, ATG and El Paso (Q2 against the first half of 2009) and Apple (nine-month cash-flow lines of
fiscal 2023 and 2022). Members: EquityComponents columns of El Paso, Roper, Mirant and Lorillard; Apple's fair-value
level x instrument tables and equity column; UNP's contingency, PP&E-class, debt-type and plan-asset members.
Derived: 11 ratios (e0/e1: two operating-type margins, a gross margin, a capex/OCF reinvestment rate, an interest
coverage, an SG&A share, a current ratio, an effective tax rate, an unrealized-loss/amortized-cost ratio, a Treasury
share of Level 2 debt securities, a securitization-facility utilization), 5 growths (e0/e1-1; one negative), two sums
(e0+e1: a total of financing obligations and a combined pension+OPEB funded status, negative), a net debt (e0+e1-e2)
and a net sales excluding excise taxes (e0-e1). 22 golds are negative, one is zero.
A first draft's other-company refusal on Apple (Xiaomi) repeated an earlier round's probe; it was replaced (Huawei).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-55 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52)  # rounds 1-52, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (rounds 48-52's helper)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 55 FSDS filings
CVD = "fsds:0001104659-09-046901"   # COVANCE INC 10-Q (2009q3), CIK 1023131, Q2 2009 and six months
ARTG = "fsds:0000950123-09-031164"  # ART TECHNOLOGY GROUP INC 10-Q (2009q3), CIK 1086195, Q2 2009 and six months
EP = "fsds:0000950123-09-032414"    # EL PASO CORP/DE 10-Q (2009q3), CIK 1066107, Q2 2009 and six months; EquityComponents rows
ROP = "fsds:0000882835-10-000015"   # ROPER INDUSTRIES INC 10-Q (2010q2), CIK 882835, Q1 2010; EquityComponents rows
MIR = "fsds:0001193125-10-111803"   # MIRANT CORP 10-Q (2010q2), CIK 1010775, Q1 2010; EquityComponents rows
LO = "fsds:0000950123-10-045069"    # LORILLARD, INC. 10-Q (2010q2), CIK 1424847, Q1 2010; EquityComponents rows
TICK = {CVD: "cvd", ARTG: "artg", EP: "ep", ROP: "rop", MIR: "mir", LO: "lo"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (Covance, ATG, El Paso)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (Roper, Mirant, Lorillard)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, B0903 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Apple 10-Q (fiscal Q3 2023): axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = lambda inst: {FVL: G + "FairValueInputsLevel2Member", FIN: G + inst}
L2TOT = {FVL: G + "FairValueInputsLevel2Member"}
NTR = {G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
       G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
NTR_V2 = dict(NTR, **{"srt:MajorCustomersAxis": "aapl:VendorTwoMember"})

# Union Pacific 10-K 2012: axes and members
LCAX = G + "LossContingenciesByNatureOfContingencyAxis"
DBAX = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PENSION, OPEB = {DBAX: G + "PensionPlansDefinedBenefitMember"}, {DBAX: G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
LTDT = lambda m: {G + "LongtermDebtTypeAxis": m}
PLAN = lambda m: {G + "PlanNameAxis": m}
UCLASS = lambda m: {G + "StatementClassOfStockAxis": m}
U_BS10, U_BS09 = (None, "2010-12-31"), (None, "2009-12-31")

# =================================================================== direct
C = "direct"
add(C, CVD, "How much did Covance carry in unbilled services at June 30, 2009?", fact(F(CVD, "UnbilledServices"), PB, USD))
add(C, CVD, "Covance's accrued payroll and benefits liability on its mid-2009 balance sheet (June 30, 2009)",
    fact(F(CVD, "EmployeeRelatedLiabilitiesCurrent"), PB, USD))
add(C, CVD, "What short-term debt did Covance report as of the end of June 2009?", fact(F(CVD, "ShortTermBankLoansAndNotesPayable"), PB, USD))
add(C, ARTG, "Art Technology Group: deferred revenue classified as non-current, June 30, 2009", fact(F(ARTG, "DeferredRevenueNoncurrent"), PB, USD))
add(C, ARTG, "What was the marketable securities balance on ATG's June 30, 2009 balance sheet?", fact(F(ARTG, "MarketableSecuritiesCurrent"), PB, USD))
add(C, EP, "El Paso Corp's investments in unconsolidated affiliates as of June 30, 2009", fact(F(EP, "EquityMethodInvestments"), PB, USD))
add(C, EP, "Gross pipeline property on El Paso's balance sheet at the end of Q2 2009?", fact(F(EP, "Pipelines"), PB, USD))
add(C, ROP, "Roper Industries' unbilled receivables at March 31, 2010", fact(F(ROP, "ReceivablesLongTermContractsOrPrograms"), B10, USD))
add(C, ROP, "How large were Roper's other intangible assets, net, at the close of Q1 2010?", fact(F(ROP, "IntangibleAssetsNetExcludingGoodwill"), B10, USD))
add(C, ROP, "Current portion of long-term debt, net, on Roper's March 31, 2010 balance sheet", fact(F(ROP, "LongTermDebtCurrent"), B10, USD))
add(C, MIR, "Mirant funds on deposit (current assets) at March 31, 2010", fact(F(MIR, "DepositsAssetsCurrent"), B10, USD))
add(C, MIR, "What were Mirant's current derivative contract assets as of March 31, 2010?", fact(F(MIR, "EnergyMarketingContractsAssetsCurrent"), B10, USD))
add(C, MIR, "Prepaid rent recorded by Mirant among its noncurrent assets at the end of the first quarter of 2010",
    fact(F(MIR, "PrepaidExpenseNoncurrent"), B10, USD))
add(C, LO, "Lorillard's accrued settlement costs liability at March 31, 2010 (the 'Settlement costs' current liability)",
    fact(F(LO, "SettlementCosts"), B10, USD))
add(C, LO, "How much did Lorillard have in prepaid pension assets on March 31, 2010?", fact(F(LO, "PrepaidPensionCosts"), B10, USD))
add(C, A10Q, "As of July 1, 2023, how many vendors individually accounted for 10% or more of Apple's vendor non-trade receivables?",
    fact(["aapl:NumberOfSignificantVendors"], AQ_BS, PURE, NTR))
add(C, UP, "Union Pacific: accounts receivable supporting the undivided interest held by investors under the receivables "
    "securitization facility, December 31, 2012", fact(["unp:AccountsReceivableSupportingUndividedInvestorHeldInterest"], U_BS12, USD))
add(C, UP, "What early extinguishment of debt charge did UNP record in 2012? (report it as a negative number if it is a loss)",
    fact(g("GainsLossesOnExtinguishmentOfDebt"), U_FY12, USD))
add(C, UP, "Union Pacific's non-operating environmental costs and other for fiscal 2012", fact(["unp:NonoperatingEnvironmentalCostsAndOther"], U_FY12, USD))
add(C, UP, "In UNP's deferred tax table, the deferred income tax asset for retiree benefits (compensation, pensions, "
    "postretirement) at year-end 2012", fact(["unp:DeferredTaxAssetsTaxDeferredExpenseCompensationBenefitsPensionsPostretirementBenefits"], U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CVD, "Covance's goodwill, net at December 31, 2008", fact(F(CVD, "Goodwill"), PYE, USD))
add(C, CVD, "How much cash and cash equivalents did Covance hold a year before its Q2 2009 10-Q, at June 30, 2008?", fact(CASH, JUN08, USD))
add(C, ARTG, "Accumulated deficit at Art Technology Group as of year-end 2008", fact(F(ARTG, "RetainedEarningsAccumulatedDeficit"), PYE, USD))
add(C, ARTG, "ATG's net income (loss) for the first six months of 2008 -- negative if a loss", fact(F(ARTG, "ProfitLoss"), PHPY, USD))
add(C, EP, "El Paso natural gas and oil properties, at full cost, on the December 31, 2008 balance sheet",
    fact(F(EP, "NaturalGasAndOilPropertiesAtFullCost"), PYE, USD))
add(C, EP, "What operating revenues did El Paso report for the three months ended June 30, 2008?", fact(F(EP, "Revenues"), PQPY, USD))
add(C, ROP, "Roper's net sales in the year-ago quarter (Q1 2009)", fact(F(ROP, "SalesRevenueNet"), Q09, USD))
add(C, ROP, "Goodwill on Roper Industries' balance sheet at December 31, 2009", fact(F(ROP, "Goodwill"), DEC09, USD))
add(C, ROP, "How much principal did Roper pay down on its convertible notes in the first quarter of 2009?",
    fact(F(ROP, "RepaymentsOfConvertibleDebt"), Q09, USD))
add(C, MIR, "Mirant operating revenues for the first quarter of 2009", fact(F(MIR, "Revenues"), Q09, USD))
add(C, MIR, "Pension and postretirement obligations on Mirant's balance sheet at the prior year-end, December 31, 2009",
    fact(F(MIR, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), DEC09, USD))
add(C, MIR, "Mirant's cash and cash equivalents at March 31, 2009", fact(CASH, B0903, USD))
add(C, LO, "Excise taxes included in Lorillard's net sales for Q1 2009", fact(F(LO, "ExciseAndSalesTaxes"), Q09, USD))
add(C, LO, "Lorillard inventories at December 31, 2009", fact(F(LO, "InventoryNet"), DEC09, USD))
add(C, LO, "What was Lorillard's total shareholders' equity at the end of March 2009?", fact(F(LO, "StockholdersEquity"), B0903, USD))
add(C, A10Q, "In the nine months ended June 25, 2022, what was the increase (decrease) in Apple's vendor non-trade receivables "
    "in its cash flow data? Negative means the receivables went down.", fact(g("IncreaseDecreaseInOtherReceivables"), AQ_9MPY, USD))
add(C, A10Q, "Apple's 'Other' financing cash flow for the first nine months of fiscal 2022 (negative = outflow)",
    fact(g("ProceedsFromPaymentsForOtherFinancingActivities"), AQ_9MPY, USD))
add(C, UP, "Rental income Union Pacific booked in other income for 2010", fact(g("RentalIncomeNonoperating"), U_FY10, USD))
add(C, UP, "Dollar value of UNP share repurchases shown in its 2011 statement of changes in common shareholders' equity",
    fact(g("StockRepurchasedDuringPeriodValue"), U_FY11, USD))
add(C, UP, "Accrued casualty costs in Union Pacific's current liabilities at December 31, 2011", fact(["unp:AccruedCasualtyCosts"], U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CVD, "Covance net revenues (before reimbursable out-of-pocket expenses) for Q2 2009 by itself",
    fact(F(CVD, "NetRevenues"), PQ, USD))
add(C, CVD, "Year-to-date cost of revenue excluding depreciation and amortization at Covance, six months through June 30, 2009",
    fact(F(CVD, "CostOfRevenueExcludingDepreciationAndAmortization"), PH, USD))
add(C, CVD, "Depreciation and amortization on Covance's income statement for the April-June 2009 quarter only",
    fact(F(CVD, "OtherDepreciationAndAmortization"), PQ, USD))
add(C, CVD, "What was Covance's income from operations for the first half of 2009?", fact(F(CVD, "OperatingIncomeLoss"), PH, USD))
add(C, CVD, "Covance equity investee earnings (loss) for the three months ended June 30, 2009 -- negative for a loss",
    fact(F(CVD, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, ARTG, "Product license revenue ATG recognized in the second quarter of 2009 (quarter, not year to date)",
    fact(F(ARTG, "SalesRevenueGoodsNet"), PQ, USD))
add(C, ARTG, "ATG recurring services revenue, six months ended June 30, 2009", fact(F(ARTG, "MaintenanceRevenue"), PH, USD))
add(C, ARTG, "Research and development expense at Art Technology Group in 2Q 2009 alone", fact(RD, PQ, USD))
add(C, ARTG, "Professional and education services revenue at ATG on a year-to-date basis through June 2009",
    fact(F(ARTG, "TechnologyServicesRevenue"), PH, USD))
add(C, ARTG, "How much did ATG spend on sales and marketing in the quarter ended June 30, 2009?", fact(F(ARTG, "SellingAndMarketingExpense"), PQ, USD))
add(C, EP, "Cumulative ceiling test charges El Paso recorded in the first six months of 2009", fact(F(EP, "CeilingTestCharges"), PH, USD))
add(C, EP, "El Paso's operation and maintenance expense for Q2 2009 (three months)", fact(F(EP, "OperatingExpenses"), PQ, USD))
add(C, EP, "Depreciation, depletion and amortization at El Paso, January through June 2009", fact(DA, PH, USD))
add(C, EP, "What operating income did El Paso post in the second quarter of 2009 on its own?", fact(OPINC, PQ, USD))
add(C, EP, "El Paso income tax expense (benefit) for the half-year ended June 30, 2009 (negative = benefit)", fact(TAX, PH, USD))
add(C, A10Q, "Apple's increase (decrease) in accounts receivable for the nine months ended July 1, 2023, as used in operating cash "
    "flow (negative means receivables fell)", fact(g("IncreaseDecreaseInAccountsReceivable"), AQ_9M, USD))
add(C, A10Q, "Year-to-date (nine months of fiscal 2023) increase in Apple's other current and non-current assets, the operating "
    "working-capital line -- positive means the assets grew", fact(g("IncreaseDecreaseInOtherOperatingAssets"), AQ_9M, USD))
add(C, A10Q, "Other noncash income (expense) in Apple's cash flow reconciliation for the first three quarters of fiscal 2023",
    fact(g("OtherNoncashIncomeExpense"), AQ_9M, USD))
add(C, A10Q, "How much did Apple raise from commercial paper with maturities over three months during the nine months to July 1, 2023?",
    fact(g("ProceedsFromShortTermDebtMaturingInMoreThanThreeMonths"), AQ_9M, USD))
add(C, A10Q, "Taking the nine months ended June 25, 2022 rather than that year's June quarter: Apple's other noncash income "
    "(expense), negative meaning a net expense", fact(g("OtherNoncashIncomeExpense"), AQ_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, CVD, "Covance's Q2 2009 operating margin measured on net revenues, i.e. income from operations divided by net revenues "
    "(excluding reimbursable out-of-pocket expenses)", ratio(F(CVD, "OperatingIncomeLoss"), F(CVD, "NetRevenues"), PQ))
add(C, CVD, "Year-over-year growth in Covance's total revenues for the quarter ended June 30, 2009 versus the same quarter of 2008 (decimal)",
    growth(F(CVD, "Revenues"), PQ, PQPY))
add(C, ARTG, "ATG gross margin for the six months ended June 30, 2009, taken as gross profit over total revenue",
    ratio(F(ARTG, "GrossProfit"), F(ARTG, "Revenues"), PH))
add(C, ARTG, "How fast did ATG's recurring services revenue grow in Q2 2009 compared with Q2 2008? Decimal, negative for a decline.",
    growth(F(ARTG, "MaintenanceRevenue"), PQ, PQPY))
add(C, EP, "What fraction of its first-half 2009 operating cash flow did El Paso spend on capital expenditures (capex / net cash "
    "provided by operating activities)?", ratio(F(EP, "PaymentsToAcquireProductiveAssets"), OCF, PH))
add(C, EP, "El Paso total financing obligations at June 30, 2009: short-term financing obligations including current maturities plus "
    "long-term financing obligations", total(F(EP, "DebtCurrent"), F(EP, "LongTermDebtAndCapitalLeaseObligations"), PB))
add(C, ROP, "Roper's interest coverage for Q1 2010, computed as income from operations divided by interest expense",
    ratio(F(ROP, "OperatingIncomeLoss"), F(ROP, "InterestExpense"), Q10))
add(C, ROP, "Net debt at Roper on March 31, 2010 = long-term debt net of current portion + current portion of long-term debt - cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(ROP, "LongTermDebtNoncurrent"), B10), inp(F(ROP, "LongTermDebtCurrent"), B10), inp(CASH, B10)], B10, USD, ratio=False))
add(C, ROP, "SG&A as a share of Roper's net sales in the first quarter of 2010", ratio(F(ROP, "SellingGeneralAndAdministrativeExpense"), F(ROP, "SalesRevenueNet"), Q10))
add(C, MIR, "Mirant's gross margin (excluding D&A) as a fraction of operating revenues, Q1 2010", ratio(F(MIR, "GrossProfit"), F(MIR, "Revenues"), Q10))
add(C, MIR, "Current ratio for Mirant at March 31, 2010 (total current assets / total current liabilities)", ratio(AC, LC, B10))
add(C, MIR, "By what percentage did Mirant's total net cash provided by operating activities change in Q1 2010 versus Q1 2009? "
    "(decimal; negative would be a decline)", growth(F(MIR, "NetCashProvidedByUsedInOperatingActivities"), Q10, Q09))
add(C, LO, "Lorillard's year-over-year net sales growth (including excise taxes) for the first quarter of 2010, as a decimal",
    growth(F(LO, "SalesRevenueNet"), Q10, Q09))
add(C, LO, "Lorillard net sales excluding excise taxes for Q1 2010 (net sales including excise taxes minus excise taxes), in dollars",
    diff(F(LO, "SalesRevenueNet"), F(LO, "ExciseAndSalesTaxes"), Q10))
add(C, LO, "Effective tax rate Lorillard booked in Q1 2010: income taxes / income before income taxes", ratio(TAX, PRETAX, Q10))
add(C, A10Q, "At September 24, 2022, Apple's gross unrealized losses on asset-backed securities as a fraction of their adjusted "
    "(amortized) cost", ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"),
                               g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY,
                               m_num=L2("AssetBackedSecuritiesMember"), m_den=L2("AssetBackedSecuritiesMember")))
add(C, A10Q, "What share of Apple's Level 2 marketable debt securities (fair value) were U.S. Treasury securities at fiscal 2022 "
    "year-end (September 24, 2022)?", ratio(g("AvailableForSaleSecuritiesDebtSecurities"), g("AvailableForSaleSecuritiesDebtSecurities"),
                                             AQ_BSPY, m_num=L2("USTreasurySecuritiesMember"), m_den=L2TOT))
add(C, UP, "How much did Union Pacific's personal injury accrual change during 2010, as a growth rate from the December 31, 2009 "
    "balance to the December 31, 2010 balance? (decimal; negative = decrease)",
    growth(g("LossContingencyAccrualAtCarryingValue"), U_BS10, U_BS09, members={LCAX: "unp:PersonalInjuryMember"}))
add(C, UP, "Combined funded status of UNP's pension and other postretirement benefit plans at December 31, 2011 (sum of the two; "
    "negative = underfunded)", total(g("DefinedBenefitPlanFundedStatusOfPlan"), g("DefinedBenefitPlanFundedStatusOfPlan"), U_BS11,
                                     ma=PENSION, mb=OPEB))
add(C, UP, "At the end of 2011, what fraction of Union Pacific's $600 million-capacity receivables securitization facility was used "
    "(value of the undivided interest held by investors / total transfer capacity)?",
    ratio(["unp:ValueOutstandingUndividedInterestHeldByInvestorsUnderReceivablesSecuritizationFacility"],
          ["unp:TotalTransferCapacityUndividedInterestsToInvestorsUnderReceivablesSecuritizationFacility"], U_BS11))

# =================================================================== members
C = "members"
add(C, EP, "Noncontrolling interests column of El Paso's statement of equity: balance at June 30, 2009",
    fact(SE_NCI, PB, USD, EQC("NoncontrollingInterest")))
add(C, EP, "El Paso's equity statement, accumulated deficit column -- opening balance at December 31, 2007",
    fact(SE_NCI, DEC07, USD, EQC("RetainedEarnings")))
add(C, ROP, "Additional paid-in capital column of Roper's stockholders' equity statement at December 31, 2009",
    fact(SE_NCI, DEC09, USD, EQC("AdditionalPaidInCapital")))
add(C, ROP, "Stock option tax benefit, net of shortfalls, credited to Roper's additional paid-in capital in Q1 2010",
    fact(F(ROP, "StockOptionTaxBenefit"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, ROP, "Dividends declared as charged to the retained earnings column of Roper's equity statement for the quarter ended "
    "March 31, 2010 (shown negative)", fact(F(ROP, "DividendsCommonStock"), Q10, USD, EQC("RetainedEarnings")))
add(C, ROP, "Currency translation adjustments, net of tax, in Roper's accumulated other comprehensive earnings column, first quarter 2010",
    fact(F(ROP, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, MIR, "Treasury stock column in Mirant's statement of stockholders' equity, balance at March 31, 2010",
    fact(F(MIR, "StockholdersEquity"), B10, USD, EQC("TreasuryStock")))
add(C, MIR, "Stock-based compensation added to Mirant's additional paid-in capital column in Q1 2010",
    fact(F(MIR, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD,
         EQC("AdditionalPaidInCapital")))
add(C, MIR, "Mirant's accumulated other comprehensive loss column at the start of 2010 (December 31, 2009 balance)",
    fact(F(MIR, "StockholdersEquity"), DEC09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, LO, "Shares repurchased in Q1 2010 as recorded in the treasury stock column of Lorillard's shareholders' equity statement",
    fact(F(LO, "StockRepurchasedDuringPeriodValue"), Q10, USD, EQC("TreasuryStock")))
add(C, LO, "Lorillard earnings retained in the business -- equity statement column balance at March 31, 2009",
    fact(F(LO, "StockholdersEquity"), B0903, USD, EQC("RetainedEarnings")))
add(C, LO, "Comprehensive income column of Lorillard's equity statement for the first quarter of 2009",
    fact(F(LO, "ComprehensiveIncomeNetOfTax"), Q09, USD, EQC("ComprehensiveIncome")))
add(C, A10Q, "Apple's non-current marketable securities held in foreign government debt (Level 2) at September 24, 2022",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BSPY, USD, L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10Q, "Current marketable securities in U.S. Treasury securities (Level 2) on Apple's books at the end of fiscal 2022",
    fact(g("MarketableSecuritiesCurrent"), AQ_BSPY, USD, L2("USTreasurySecuritiesMember")))
add(C, A10Q, "Opening balance of the common stock and additional paid-in capital column in Apple's fiscal 2023 equity statement "
    "(as of September 24, 2022)", fact(g("StockholdersEquity"), AQ_BSPY, USD, {EQAX: G + "CommonStockIncludingAdditionalPaidInCapitalMember"}))
add(C, UP, "How many sites were subject to actions taken by the U.S. government against Union Pacific on environmental matters at "
    "the end of 2012?", fact(["unp:SitesSubjectOfActionsTakenByUsGovernment"], U_BS12, PURE, {LCAX: G + "EnvironmentalIssueMember"}))
add(C, UP, "Depreciation rate UNP applied to total equipment at December 31, 2011 (decimal)",
    fact(["unp:DepreciationRate"], U_BS11, PURE, {PPEAX: "unp:TotalEquipmentMember"}))
add(C, UP, "Top of the stated interest rate range on Union Pacific's medium-term notes in 2012", fact(
    g("DebtInstrumentInterestRateStatedPercentageRateRangeMaximum"), U_FY12, PURE, LTDT(G + "MediumTermNotesMember")))
add(C, UP, "Tax-exempt financings in Union Pacific's debt table at December 31, 2012", fact(g("LongTermDebt"), U_BS12, USD,
                                                                                          LTDT("unp:TaxExemptFinancingsMember")))
add(C, UP, "What share of UNP's pension plan assets was allocated to debt securities at year-end 2012?",
    fact(g("DefinedBenefitPlanWeightedAverageAssetAllocations"), U_BS12, PURE, {G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": G + "DebtSecuritiesMember"}))

# =================================================================== per_share
C = "per_share"
add(C, CVD, "Covance diluted earnings per share for the six months ended June 30, 2009", fact(EPSD, PH, PS))
add(C, CVD, "Number of Covance shares held in treasury at June 30, 2009", fact(F(CVD, "TreasuryStockShares"), PB, SH))
add(C, ARTG, "ATG diluted net income per share, quarter ended June 30, 2009", fact(EPSD, PQ, PS))
add(C, ARTG, "Basic weighted average common shares outstanding at Art Technology Group for Q2 2009", fact(WAB, PQ, SH))
add(C, EP, "Dividends declared per El Paso common share in the three months ended June 30, 2009", fact(DPS, PQ, PS))
add(C, EP, "El Paso's diluted EPS attributable to common stockholders for 1H 2009 (negative if a loss)", fact(EPSD, PH, PS))
add(C, ROP, "ROP Q1'10 diluted EPS?", fact(EPSD, Q10, PS))
add(C, ROP, "Weighted average basic shares Roper used in computing Q1 2009 EPS", fact(WAB, Q09, SH))
add(C, ROP, "Basic EPS at Roper Industries a year earlier, in the first quarter of 2009", fact(EPSB, Q09, PS))
add(C, MIR, "What did Mirant earn per diluted share in the March 2010 quarter?", fact(EPSD, Q10, PS))
add(C, MIR, "Mirant treasury shares at March 31, 2010", fact(F(MIR, "TreasuryStockShares"), B10, SH))
add(C, LO, "Basic earnings per share for Lorillard in Q1 2010", fact(EPSB, Q10, PS))
add(C, LO, "Lorillard diluted weighted average share count, first quarter of 2009", fact(WAD, Q09, SH))
add(C, LO, "Common shares outstanding at Lorillard on March 31, 2010", fact(SHOUT, B10, SH))
add(C, UP, "Weighted-average grant-date fair value per share of UNP retention awards forfeited during 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"),
         U_FY12, PS, PLAN("unp:RetentionAwardsMember")))
add(C, UP, "Union Pacific performance retention awards that vested in 2012: weighted-average grant-date fair value per share",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsVestedInPeriodWeightedAverageGrantDateFairValue"),
         U_FY12, PS, PLAN("unp:PerformanceRetentionAwardsMember")))
add(C, UP, "How many of Union Pacific's stock options were exercisable at December 31, 2012?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestExercisableNumber"), U_BS12, SH,
         PLAN(G + "StockOptionMember")))
add(C, UP, "Common shares (units) ending balance at December 31, 2012 in Union Pacific's share rollforward, before treasury shares",
    fact(SHOUT, U_BS12, SH, UCLASS(G + "CommonClassAMember")))
add(C, UP, "Stock options outstanding at Union Pacific at December 31, 2011 (number of shares under option)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), U_BS11, SH, PLAN(G + "StockOptionMember")))
add(C, UP, "Nonvested performance retention awards at UNP at December 31, 2012 -- how many shares?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), U_BS12, SH,
         PLAN("unp:PerformanceRetentionAwardsMember")))

# =================================================================== jargon
C = "jargon"
add(C, CVD, "CVD capex, 1H09", fact(F(CVD, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, CVD, "Covance non-cash comp (stock and benefit-plan SBC add-back) YTD June '09", fact(SBC, PH, USD))
add(C, ARTG, "ATGs total opex in 2Q09?", fact(F(ARTG, "OperatingExpenses"), PQ, USD))
add(C, ARTG, "ARTG CFO for the first half of '09", fact(OCF, PH, USD))
add(C, EP, "EP capex 1H08 -- what did they spend?", fact(F(EP, "PaymentsToAcquireProductiveAssets"), PHPY, USD))
add(C, EP, "El Paso PBT (pre-tax income/loss), six months to June 2009", fact(F(EP, "IncomeLossBeforeIncomeTaxes"), PH, USD))
add(C, ROP, "How much did Roper put into PP&E (capex) in 1Q10?", fact(F(ROP, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, ROP, "Roper cash from ops, 1Q09", fact(OCF, Q09, USD))
add(C, MIR, "Mirant capital spending in the March '10 quarter -- the capex number?", fact(F(MIR, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, MIR, "Mirant O&M expense in 1Q10", fact(F(MIR, "OperationsAndMaintenance"), Q10, USD))
add(C, LO, "LO buybacks during 1Q10 (cash spent repurchasing shares)", fact(F(LO, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, LO, "Lorillard D&A in Q1'10", fact(F(LO, "DepreciationAndAmortization"), Q10, USD))
add(C, A10Q, "AAPL receivables build or release in the 9M FY22 cash flow: increase (decrease) in AR, negative = AR came down",
    fact(g("IncreaseDecreaseInAccountsReceivable"), AQ_9MPY, USD))
add(C, A10Q, "Apple inventory change in working capital, 9M FY22 (increase (decrease) in inventories; negative = inventories fell)",
    fact(g("IncreaseDecreaseInInventories"), AQ_9MPY, USD))
add(C, A10Q, "AAPL CP outstanding on the balance sheet at FYE22 (September 24, 2022)", fact(g("CommercialPaper"), AQ_BSPY, USD))
add(C, UP, "UNP retention-award (restricted stock) expense, FY10", fact(g("RestrictedStockExpense"), U_FY10, USD))
add(C, UP, "What did UNP put into its 401(k)/thrift plan in 2010?", fact(g("DefinedContributionPlanCostRecognized"), U_FY10, USD))
add(C, UP, "Union Pacific PBT for FY2010", fact(PRETAX, U_FY10, USD))
add(C, UP, "UNP cash divs paid, 2010", fact(DIVPAID, U_FY10, USD))
add(C, UP, "Union Pacific total OCI, FY11 (negative = loss)", fact(g("OtherComprehensiveIncomeLossNetOfTax"), U_FY11, USD))

# =================================================================== refuse
C = "refuse"
add(C, CVD, "What were Charles River Laboratories' net service revenues in the second quarter of 2009?",
    refuse(oc, "Charles River Laboratories is not in the data (Covance is).", other("CHARLES RIVER")))
add(C, EP, "TransCanada's pipeline revenues for the June 2009 quarter?",
    refuse(oc, "TransCanada is not in the data (El Paso is).", other("TRANSCANADA", "TRANS CANADA")))
add(C, ROP, "How much did IDEX Corporation sell in Q1 2010?", refuse(oc, "IDEX Corporation is not in the data (Roper is).", other("IDEX")))
add(C, LO, "British American Tobacco's revenue for the first quarter of 2010?",
    refuse(oc, "British American Tobacco is not in the data (Lorillard is).", other("BRITISH AMERICAN TOBACCO")))
add(C, A10Q, "What did Huawei report for device revenue in the quarter Apple ended July 1, 2023?",
    refuse(oc, "Huawei is not in the data (Apple is).", other("HUAWEI")))
add(C, CVD, "What were Covance's net revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(CVD, "NetRevenues"), PQ3)))
add(C, ROP, "Roper's net sales for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009; full-year 2009 sales are not in its data.",
           absent(F(ROP, "SalesRevenueNet"), FY09)))
add(C, MIR, "Mirant operating revenues for the quarter ended June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(MIR, "Revenues"), Q2_10)))
add(C, A10Q, "Apple's operating cash flow for the first half of fiscal 2023 (six months ended April 1, 2023)?",
    refuse(pn, "The fiscal Q3 2023 10-Q reports cash flows for the nine months only; the six-month figure is not in it.",
           absent(OCF, ("2022-09-25", "2023-04-01"))))
add(C, UP, "How much did Union Pacific spend on capital expenditures in the fourth quarter of 2012?",
    refuse(pn, "The 2012 10-K reports capital expenditures for full years only; no quarterly capex is given.",
           absent(g("PaymentsToAcquirePropertyPlantAndEquipment", "PaymentsToAcquireProductiveAssets"), U_Q4_12)))
add(C, CVD, "How much did Covance spend on research and development in Q2 2009?",
    refuse(cn, "Covance's Q2 2009 data report no research and development expense of its own.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchDevelopmentAndRelatedExpenses"))))
add(C, ARTG, "What inventory did Art Technology Group hold at June 30, 2009?",
    refuse(cn, "ATG (a software company) reports no inventory.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves"))))
add(C, MIR, "What dividend per share did Mirant declare in the first quarter of 2010?",
    refuse(cn, "Mirant's Q1 2010 data report no common dividends, declared or paid.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, LO, "Lorillard's goodwill balance at March 31, 2010?",
    refuse(cn, "Lorillard's Q1 2010 data report no goodwill or intangible assets.",
           absent_any(g("Goodwill", "IntangibleAssetsNetExcludingGoodwill", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, UP, "What asset retirement obligation did Union Pacific carry at December 31, 2012?",
    refuse(cn, "Union Pacific's 2012 10-K reports no asset retirement obligation.",
           absent_any(g("AssetRetirementObligation", "AssetRetirementObligationsNoncurrent", "AssetRetirementObligationCurrent"))))
WHY_ARTG = ("ATG's income statement has two lines labelled 'Professional and education services': one under revenues "
            "(TechnologyServicesRevenue) and one under cost of revenues (TechnologyServicesCosts).")
add(C, ARTG, "What were Art Technology Group's professional and education services in Q2 2009?", refuse(am, WHY_ARTG, amb_for(ARTG, WHY_ARTG,
    (F(ARTG, "TechnologyServicesRevenue"), PQ, None), (F(ARTG, "TechnologyServicesCosts"), PQ, None))))
WHY_EP = ("El Paso's June 30, 2009 balance sheet shows 'Assets from price risk management activities' twice: in current assets "
          "(DerivativeInstrumentsAndHedges) and in other non-current assets (DerivativeInstrumentsAndHedgesNoncurrent).")
add(C, EP, "How much did El Paso report in assets from price risk management activities at June 30, 2009?", refuse(am, WHY_EP, amb_for(EP, WHY_EP,
    (F(EP, "DerivativeInstrumentsAndHedges"), PB, None), (F(EP, "DerivativeInstrumentsAndHedgesNoncurrent"), PB, None))))
WHY_ROP = ("Roper's March 31, 2010 balance sheet has four lines labelled 'Deferred taxes': current and non-current assets "
           "(DeferredTaxAssetsNetCurrent, DeferredTaxAssetsNetNoncurrent) and current and non-current liabilities "
           "(DeferredTaxLiabilitiesCurrent, DeferredTaxLiabilitiesNoncurrent).")
add(C, ROP, "Roper's deferred taxes as of March 31, 2010?", refuse(am, WHY_ROP, amb_for(ROP, WHY_ROP,
    (F(ROP, "DeferredTaxAssetsNetCurrent"), B10, None), (F(ROP, "DeferredTaxAssetsNetNoncurrent"), B10, None),
    (F(ROP, "DeferredTaxLiabilitiesCurrent"), B10, None), (F(ROP, "DeferredTaxLiabilitiesNoncurrent"), B10, None))))
WHY_MIR = ("Mirant's March 31, 2010 balance sheet carries 'Derivative contract liabilities' both in current liabilities "
           "(EnergyMarketingContractLiabilitiesCurrent) and in noncurrent liabilities (EnergyMarketingContractLiabilitiesNoncurrent).")
add(C, MIR, "What was Mirant's derivative contract liability at the end of Q1 2010?", refuse(am, WHY_MIR, amb_for(MIR, WHY_MIR,
    (F(MIR, "EnergyMarketingContractLiabilitiesCurrent"), B10, None), (F(MIR, "EnergyMarketingContractLiabilitiesNoncurrent"), B10, None))))
WHY_LO = ("Lorillard reports two different 'Share-based compensation' amounts for Q1 2010: the operating cash flow add-back "
          "(ShareBasedCompensation) and the adjustment in the shareholders' equity statement "
          "(AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue).")
add(C, LO, "How much share-based compensation did Lorillard have in the first quarter of 2010?", refuse(am, WHY_LO, amb_for(LO, WHY_LO,
    (F(LO, "ShareBasedCompensation"), Q10, None),
    (F(LO, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, None))))


def main():
    write_round("h55", gr.QUESTIONS_55, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
