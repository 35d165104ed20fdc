#!/usr/bin/env python3
"""Writes evals/data/ask_heldout66.jsonl and its refusal probes (ask_heldout66_probes.jsonl) -- round 66 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout66.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions66.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout66.jsonl
The writer imported the round 1-64 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own
folder's questions.jsonl (its OUT, an absolute path) and read rounds 1-64 from a copy of evals/data (each file named
by its path in PREV; their probes are found beside them); here `from specs import *` takes them from evals/heldout
itself, gr.QUESTIONS_66 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_64, one by one.
Written without reading the tool under test.

Round 66 notes.
FSDS filings: companies no round 1-64 used (checked CIK by CIK and adsh by adsh against every question and probe file
of rounds 1-64 and against avoid_adsh.txt and the CIKs of its filings), all with CIK mod 4 == 2. None of the
residue-2 10-Qs in either zip carries dimensional (segments) rows, so the member questions are Apple's.
  2009q3 (calendar Q2 2009 and six months): Cooper Industries (electrical products), Fluor (engineering and
  construction), Baker Hughes (oilfield services).
  2010q2 (calendar Q1 2010): Marathon Oil (integrated oil), Weatherford International (oilfield services, Swiss
  domicile), Cimarex Energy (exploration and production; two-class EPS lines).
Instances: aapl-10k-2023 (facts no round 1-64 asked: fair-value table cells, tax, derivative, OCI and cash-flow lines
of fiscal 2021-2022), nflx-10q-2010 (every fact of it was asked by rounds 1-64, so refusals only).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Cooper 23,
Fluor 24, Baker Hughes 21 (2009q3), Marathon 17, Weatherford 15, Cimarex 12 (2010q2) = 112 FSDS; aapl-10k-2023 45,
nflx-10q-2010 3 = 48 instance.
Quarter-vs-YTD: Cooper, Fluor and Baker Hughes (Q2 2009 against the first half of 2009).
Members: Apple's fair-value table (level x instrument cells: adjusted cost, unrealized gains/losses, fair value, cash
equivalents, current and non-current marketable securities).
Derived: 10 ratios (e0/e1), 4 growths (e0/e1-1; one negative, saying so), 4 differences (e0-e1: three free cash flows
and a net unrealized position), 1 gross margin from cost ((e0-e1)/e0), 1 total (e0+e1).
No input fact of any answerable question was used by rounds 1-64 (check_overlap with same_fact=True: 0).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-66 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64)  # rounds 1-64, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-64's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 66 FSDS filings (CIK mod 4 == 2)
CBE = "fsds:0000950123-09-030911"   # COOPER INDUSTRIES LTD 10-Q (2009q3), CIK 1141982, Q2 2009 and six months
FLR = "fsds:0001104659-09-048635"   # FLUOR CORP 10-Q (2009q3), CIK 1124198, Q2 2009 and six months
BHI = "fsds:0000950123-09-030883"   # BAKER HUGHES INC 10-Q (2009q3), CIK 808362, Q2 2009 and six months
MRO = "fsds:0000101778-10-000027"   # MARATHON OIL CORP 10-Q (2010q2), CIK 101778, Q1 2010
WFT = "fsds:0000950123-10-042821"   # WEATHERFORD INTERNATIONAL LTD./SWITZERLAND 10-Q (2010q2), CIK 1453090, Q1 2010
XEC = "fsds:0001104659-10-026823"   # CIMAREX ENERGY CO 10-Q (2010q2), CIK 1168054, Q1 2010
TICK = {CBE: "cbe", FLR: "flr", BHI: "bhi", MRO: "mro", WFT: "wft", XEC: "xec"}
F = fsds_namer(TICK)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
Q2, H1, Q2PY, H1PY = CY09_Q2, CY09_H1, CY08_Q2, CY08_H1           # calendar Q2 / first half of 2009 and 2008
JUN09, DEC08 = BS_0906, BS_0812
Q3_09 = ("2009-07-01", "2009-09-30")
Q1, Q1PY = CY10_Q1, CY09_Q1                                       # calendar Q1 2010 and 2009
MAR10, DEC09, MAR09 = BS_1003, BS_0912, BS_0903
FY09 = CY09_FY

# Apple 10-K 2023: fair-value table members
FVH = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1M, L2M = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
L1 = lambda inst=None: dict([(FVH, L1M)] + ([(FIN, G + inst)] if inst else []))
L2 = lambda inst=None: dict([(FVH, L2M)] + ([(FIN, G + inst)] if inst else []))
AFS_COST = g("AvailableForSaleDebtSecuritiesAmortizedCostBasis")
AFS_FV = g("AvailableForSaleSecuritiesDebtSecurities")
AFS_GAIN = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax")
AFS_LOSS = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax")
MS_CUR, MS_NC = g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesNoncurrent")
EQ_COST, EQ_FV = g("EquitySecuritiesFvNiCost"), g("EquitySecuritiesFvNiCurrentAndNoncurrent")
EQ_LOSS = ["aapl:EquitySecuritiesFVNIAccumulatedGrossUnrealizedLossBeforeTax"]
A_BS21 = (None, "2021-09-25")

# =================================================================== direct
C = "direct"
add(C, CBE, "What did Cooper Industries show as the current discontinued operations receivable on its June 30, 2009 balance sheet?",
    fact(F(CBE, "AssetsOfDisposalGroupIncludingDiscontinuedOperationCurrent"), JUN09, USD))
add(C, CBE, "Cooper Industries -- liability for postretirement benefits other than pensions at mid-2009 (June 30)",
    fact(F(CBE, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), JUN09, USD))
add(C, CBE, "Balance of Cooper's 'accumulated other nonowner changes in equity' at 6/30/2009? Keep the sign.",
    fact(F(CBE, "AccumulatedOtherComprehensiveIncomeLossNetOfTax"), JUN09, USD))
add(C, FLR, "How much contract work in progress did Fluor carry as a current asset on June 30, 2009?",
    fact(F(FLR, "CostsInExcessOfBillingsOnUncompletedContractsOrProgramsExpectedToBeCollectedWithinOneYear"), JUN09, USD))
add(C, FLR, "Fluor's advance billings on contracts at the end of Q2 2009",
    fact(F(FLR, "BillingsInExcessOfCost"), JUN09, USD))
add(C, FLR, "Assets held in Fluor's deferred compensation trusts as of June 30, 2009 -- what was the balance?",
    fact(F(FLR, "DeferredCompensationPlanAssets"), JUN09, USD))
add(C, BHI, "Baker Hughes allowance for doubtful accounts, June 30, 2009", fact(F(BHI, "AllowanceForDoubtfulAccountsReceivableCurrent"), JUN09, USD))
add(C, BHI, "On Baker Hughes's mid-2009 balance sheet, what was the line 'deferred income taxes and other tax liabilities'?",
    fact(F(BHI, "DeferredTaxLiabilitiesAndLiabilitiyForUncertainTaxPositionsNonCurrent"), JUN09, USD))
add(C, MRO, "Marathon Oil receivables from related parties at March 31, 2010", fact(F(MRO, "DueFromRelatedPartiesCurrent"), MAR10, USD))
add(C, MRO, "What asset retirement obligations (non-current) did Marathon Oil report at the end of the first quarter of 2010?",
    fact(F(MRO, "AssetRetirementObligationsNoncurrent"), MAR10, USD))
add(C, MRO, "Payroll and benefits payable on Marathon's balance sheet dated 31 March 2010",
    fact(F(MRO, "EmployeeRelatedLiabilitiesCurrent"), MAR10, USD))
add(C, WFT, "Weatherford's other intangible assets, net of accumulated amortization, at March 31, 2010",
    fact(F(WFT, "IntangibleAssetsNetExcludingGoodwill"), MAR10, USD))
add(C, WFT, "How large were Weatherford International's equity investments (unconsolidated affiliates) at quarter-end March 2010?",
    fact(F(WFT, "EquityMethodInvestments"), MAR10, USD))
add(C, WFT, "Noncontrolling interests in Weatherford's shareholders' equity as of 3/31/2010", fact(F(WFT, "MinorityInterest"), MAR10, USD))
add(C, XEC, "Cimarex Energy revenue payable (owed to royalty and working-interest owners) at March 31, 2010",
    fact(F(XEC, "RevenuePayableCurrent"), MAR10, USD))
add(C, XEC, "Under full cost accounting, what did Cimarex carry as unproved properties and properties under development not being "
    "amortized at the end of Q1 2010?",
    fact(F(XEC, "UnprovedOilAndGasPropertiesAndPropertiesUnderDevelopmentNotBeingAmortizedFullCostMethod"), MAR10, USD))
add(C, XEC, "Oil and gas well equipment and supplies on Cimarex's books, 3/31/2010", fact(F(XEC, "OilAndGasWellEquipmentAndSupplies"), MAR10, USD))
add(C, A10K, "In Apple's fiscal 2023 breakdown of other income/(expense), what was the residual 'other income/(expense), net' line -- "
    "the piece besides interest and dividend income and interest expense?",
    fact(g("OtherNonoperatingIncomeExpense"), A_FY23, USD))
add(C, A10K, "Apple's other current liabilities note at September 30, 2023: the 'Other current liabilities' amount shown apart from "
    "income taxes payable (not the total)",
    fact(g("OtherAccruedLiabilitiesCurrent"), A_BS23, USD))
add(C, A10K, "In reconciling FY2023 net income to cash from operations, Apple shows a non-cash adjustment simply labelled 'Other'. By how much "
    "did it reduce operating cash flow (give a positive number)?",
    fact(g("OtherNoncashIncomeExpense"), A_FY23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CBE, "Cooper Industries short-term debt at December 31, 2008", fact(F(CBE, "ShortTermBorrowings"), DEC08, USD))
add(C, CBE, "What inventories did Cooper report at year-end 2008?", fact(F(CBE, "InventoryNet"), DEC08, USD))
add(C, FLR, "Fluor's convertible senior notes classified as current at the end of 2008", fact(F(FLR, "ConvertibleDebtCurrent"), DEC08, USD))
add(C, FLR, "Current marketable securities held by Fluor on 12/31/08", fact(F(FLR, "MarketableSecuritiesCurrent"), DEC08, USD))
add(C, BHI, "Income taxes payable at Baker Hughes as of December 31, 2008", fact(F(BHI, "AccruedIncomeTaxesCurrent"), DEC08, USD))
add(C, BHI, "How much accrued employee compensation did Baker Hughes owe at the prior year-end (Dec 31, 2008)?",
    fact(F(BHI, "EmployeeRelatedLiabilitiesCurrent"), DEC08, USD))
add(C, MRO, "Marathon Oil equity method investments, December 31, 2009", fact(F(MRO, "EquityMethodInvestments"), DEC09, USD))
add(C, MRO, "Non-current deferred income taxes on Marathon's year-end 2009 balance sheet", fact(F(MRO, "DeferredTaxLiabilitiesNoncurrent"), DEC09, USD))
add(C, WFT, "Weatherford operating income in the year-ago quarter (three months to March 31, 2009)", fact(F(WFT, "OperatingIncomeLoss"), Q1PY, USD))
add(C, WFT, "What did Weatherford spend on research and development in Q1 2009?", fact(F(WFT, "ResearchAndDevelopmentExpense"), Q1PY, USD))
add(C, XEC, "Cimarex gas sales for the first quarter of 2009", fact(F(XEC, "NaturalGasProductionRevenue"), Q1PY, USD))
add(C, A10K, "Deferred tax assets attributable to lease liabilities at Apple as of September 24, 2022",
    fact(["aapl:DeferredTaxAssetsLeaseLiabilities"], A_BS22, USD))
add(C, A10K, "By how much did hedge accounting fair value adjustments reduce the carrying amount of Apple's term debt at the end of "
    "fiscal 2022? Give it as a positive number.",
    fact(["aapl:HedgeAccountingAdjustmentsRelatedToLongTermDebt"], A_BS22, USD))
add(C, A10K, "Apple's net unamortized discount and issuance costs on its term debt at 9/24/2022 (positive amount)",
    fact(g("DebtInstrumentUnamortizedDiscountPremiumAndDebtIssuanceCostsNet"), A_BS22, USD))
add(C, A10K, "What deferred tax liability did Apple record for unrealized gains at the close of fiscal 2022?",
    fact(g("DeferredTaxLiabilitiesOtherComprehensiveIncome"), A_BS22, USD))
add(C, A10K, "Net derivative assets/(liabilities) after potential reductions under master netting arrangements, Apple, September 24, 2022",
    fact(g("DerivativeFairValueOfDerivativeNet"), A_BS22, USD))
add(C, A10K, "In Apple's fiscal 2021 tax rate reconciliation, what was the 'Other' item (signed)?",
    fact(g("IncomeTaxReconciliationOtherAdjustments"), A_FY21, USD))
add(C, A10K, "Other current assets on Apple's balance sheet a year before the FY23 year-end (September 24, 2022)",
    fact(g("OtherAssetsCurrent"), A_BS22, USD))
add(C, A10K, "Apple fiscal 2022: change in fair value of derivative instruments recorded in other comprehensive income (net of tax, "
    "before reclassifications)",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax"], A_FY22, USD))
add(C, A10K, "How much did the change in foreign currency translation, net of tax, add to Apple's OCI in fiscal 2021?",
    fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), A_FY21, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, CBE, "Cooper Industries revenues for the three months ended June 30, 2009 -- the quarter alone", fact(F(CBE, "Revenues"), Q2, USD))
add(C, CBE, "Cooper's cost of sales for the first half of 2009", fact(F(CBE, "CostOfRevenue"), H1, USD))
add(C, CBE, "Selling and administrative expenses at Cooper in Q2 2009 (not year to date)",
    fact(F(CBE, "SellingGeneralAndAdministrativeExpense"), Q2, USD))
add(C, CBE, "How much did Cooper Industries book in restructuring charges over January-June 2009?", fact(F(CBE, "RestructuringCharges"), H1, USD))
add(C, CBE, "Year-to-date operating earnings at Cooper through June 30, 2009", fact(F(CBE, "OperatingIncomeLoss"), H1, USD))
add(C, CBE, "Cooper's net interest for the second quarter of 2009 only, as reported (negative means net interest expense)",
    fact(F(CBE, "InterestIncomeExpenseNet"), Q2, USD))
add(C, CBE, "Income tax expense Cooper recognized in the six months ended June 30, 2009", fact(F(CBE, "IncomeTaxExpenseBenefit"), H1, USD))
add(C, FLR, "Fluor's total revenue in the quarter ended June 30, 2009", fact(F(FLR, "Revenues"), Q2, USD))
add(C, FLR, "Cost of revenue at Fluor for the six months through June 2009", fact(F(FLR, "CostOfServices"), H1, USD))
add(C, FLR, "Corporate administrative and general expense at Fluor, Q2 2009 by itself",
    fact(F(FLR, "CorporateAdministrativeAndGeneralExpense"), Q2, USD))
add(C, FLR, "What interest income did Fluor earn in 1H 2009?", fact(F(FLR, "InvestmentIncomeInterest"), H1, USD))
add(C, FLR, "Fluor interest expense for the April-June 2009 quarter", fact(F(FLR, "InterestExpense"), Q2, USD))
add(C, FLR, "Fluor earnings before taxes, first six months of 2009", fact(F(FLR, "EarningsBeforeTaxes"), H1, USD))
add(C, FLR, "Net earnings attributable to noncontrolling interests at Fluor for the second quarter of 2009",
    fact(F(FLR, "NetIncomeLossAttributableToNoncontrollingInterest"), Q2, USD))
add(C, BHI, "Baker Hughes product sales ('Sales' line) for Q2 2009 alone", fact(F(BHI, "SalesRevenueGoodsNet"), Q2, USD))
add(C, BHI, "Services and rentals revenue at Baker Hughes, six months ended June 30, 2009", fact(F(BHI, "SalesRevenueServicesNet"), H1, USD))
add(C, BHI, "What was Baker Hughes's cost of services and rentals in the second quarter of 2009?", fact(F(BHI, "CostOfServices"), Q2, USD))
add(C, BHI, "Research and engineering spend at Baker Hughes, year to date through June 2009", fact(F(BHI, "ResearchAndDevelopmentExpense"), H1, USD))
add(C, BHI, "Baker Hughes marketing, general and administrative expense for the three months ended 6/30/09",
    fact(F(BHI, "SellingGeneralAndAdministrativeExpense"), Q2, USD))
add(C, BHI, "Interest expense at Baker Hughes over the first half of 2009", fact(F(BHI, "InterestExpense"), H1, USD))

# =================================================================== derived
C = "derived"
add(C, CBE, "Cooper Industries revenue growth, first half of 2009 versus first half of 2008, as a decimal (negative for a decline)",
    growth(F(CBE, "Revenues"), H1, H1PY))
add(C, CBE, "Cooper's effective tax rate for Q2 2009: income taxes divided by income from continuing operations before income taxes",
    ratio(F(CBE, "IncomeTaxExpenseBenefit"), F(CBE, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q2))
add(C, FLR, "Fluor's Q2 2009 effective tax rate, taken as income tax expense over earnings before taxes",
    ratio(F(FLR, "IncomeTaxExpenseBenefit"), F(FLR, "EarningsBeforeTaxes"), Q2))
add(C, FLR, "How much did Fluor's total revenue grow in the first half of 2009 compared with the first half of 2008? Decimal, please.",
    growth(F(FLR, "Revenues"), H1, H1PY))
add(C, BHI, "Baker Hughes operating margin in Q2 2009 (operating income / total revenues)",
    ratio(F(BHI, "OperatingIncomeLoss"), F(BHI, "SalesRevenueNet"), Q2))
add(C, BHI, "Baker Hughes free cash flow for 1H09: net cash flows from operating activities less expenditures for capital assets "
    "(negative if capex exceeded operating cash)",
    diff(F(BHI, "NetCashProvidedByUsedInOperatingActivities"), F(BHI, "PaymentsToAcquireProductiveAssets"), H1))
add(C, BHI, "What was Baker Hughes's current ratio at June 30, 2009?", ratio(F(BHI, "AssetsCurrent"), F(BHI, "LiabilitiesCurrent"), JUN09))
add(C, MRO, "Year-over-year growth in Marathon Oil's total revenues and other income, Q1 2010 vs Q1 2009 (decimal)",
    growth(F(MRO, "Revenues"), Q1, Q1PY))
add(C, MRO, "Marathon's first-quarter 2010 effective tax rate: provision for income taxes over income from continuing operations before income taxes",
    ratio(F(MRO, "IncomeTaxExpenseBenefit"), F(MRO, "IncomeFromContinuingOperationsBeforeIncomeTaxes"), Q1))
add(C, MRO, "Marathon Oil liabilities-to-equity at March 31, 2010 (total liabilities divided by total stockholders' equity)",
    ratio(F(MRO, "Liabilities"), F(MRO, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR10))
add(C, WFT, "Weatherford's revenue growth in Q1 2010 over Q1 2009, expressed as a decimal", growth(F(WFT, "Revenues"), Q1, Q1PY))
add(C, WFT, "Gross margin on Weatherford's product sales in the first quarter of 2010: (products revenue - cost of products) / products revenue",
    margin_from_cost(F(WFT, "SalesRevenueGoodsNet"), F(WFT, "CostOfGoodsSold"), Q1))
add(C, WFT, "Weatherford FCF for Q1 2010, defined as operating cash flow minus capital expenditures for PP&E (a negative result is fine)",
    diff(F(WFT, "NetCashProvidedByUsedInOperatingActivities"), F(WFT, "PaymentsToAcquirePropertyPlantAndEquipment"), Q1))
add(C, XEC, "What fraction of Cimarex's Q1 2010 total revenues came from oil sales?", ratio(F(XEC, "OilSalesRevenue"), F(XEC, "Revenues"), Q1))
add(C, XEC, "Cimarex operating cash flow in excess of oil and gas expenditures for the quarter ended March 31, 2010 (OCF minus oil and gas capex)",
    diff(F(XEC, "NetCashProvidedByUsedInOperatingActivities"), F(XEC, "PaymentsToExploreAndDevelopOilAndGasProperties"), Q1))
add(C, A10K, "For Apple's Level 2 municipal securities at September 30, 2023, what were gross unrealized losses as a fraction of adjusted cost?",
    ratio(AFS_LOSS, AFS_COST, A_BS23, m_num=L2("USStatesAndPoliticalSubdivisionsMember"), m_den=L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "Apple's U.S. agency securities at fiscal 2022 year-end: fair value divided by adjusted cost",
    ratio(AFS_FV, AFS_COST, A_BS22, m_num=L2("USGovernmentAgenciesDebtSecuritiesMember"), m_den=L2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Net unrealized position on Apple's cash equivalents and marketable securities at September 24, 2022: total unrealized gains "
    "minus total unrealized losses",
    diff(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"],
         ["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"], A_BS22))
add(C, A10K, "Share of Apple's Level 2 current marketable securities made up of non-U.S. government securities, as of 9/24/2022",
    ratio(MS_CUR, MS_CUR, A_BS22, m_num=L2("ForeignGovernmentDebtSecuritiesMember"), m_den=L2()))
add(C, A10K, "Total gross increases to Apple's unrecognized tax benefits in fiscal 2021: increases for current-year positions plus "
    "increases for prior-year positions",
    total(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"),
          g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), A_FY21))

# =================================================================== members
C = "members"
add(C, A10K, "Unrealized gains on Apple's Level 2 non-U.S. government securities at September 30, 2023",
    fact(AFS_GAIN, A_BS23, USD, L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "Fair value of the municipal securities in Apple's Level 2 debt portfolio, end of FY23",
    fact(AFS_FV, A_BS23, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "How much of Apple's Level 2 U.S. Treasury securities sat in cash and cash equivalents at 9/30/2023?",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS23, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "Level 2 U.S. agency securities that Apple classified as cash equivalents at fiscal 2023 year-end",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS23, USD, L2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Current marketable securities column of Apple's FY23 fair value table: U.S. agency securities (Level 2), Sept 30, 2023",
    fact(MS_CUR, A_BS23, USD, L2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Certificates of deposit and time deposits held by Apple as current marketable securities on September 30, 2023",
    fact(MS_CUR, A_BS23, USD, L2("BankTimeDepositsMember")))
add(C, A10K, "What amount of municipal securities did Apple record in current marketable securities at the end of fiscal 2023?",
    fact(MS_CUR, A_BS23, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "Apple's mortgage- and asset-backed securities counted in current marketable securities, FY23 year-end",
    fact(MS_CUR, A_BS23, USD, L2("AssetBackedSecuritiesMember")))
add(C, A10K, "Level 1 subtotal of adjusted cost (money market funds plus equity securities) in Apple's cash and marketable securities table, "
    "September 30, 2023",
    fact(EQ_COST, A_BS23, USD, L1()))
add(C, A10K, "Fair value of everything Apple classified as Level 1 (marketable equity securities, money market funds) at 9/30/23",
    fact(EQ_FV, A_BS23, USD, L1()))
add(C, A10K, "Unrealized losses on Apple's Level 1 equity securities row at the end of fiscal 2023",
    fact(EQ_LOSS, A_BS23, USD, L1("EquitySecuritiesMember")))
add(C, A10K, "Fair value of Apple's Level 2 non-U.S. government securities as of September 24, 2022",
    fact(AFS_FV, A_BS22, USD, L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "At fiscal 2022 year-end, what was the adjusted cost of Apple's Level 2 municipal securities?",
    fact(AFS_COST, A_BS22, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "Gross unrealized losses on Apple's U.S. agency securities, 24 September 2022",
    fact(AFS_LOSS, A_BS22, USD, L2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "Total adjusted cost of all Level 2 securities in Apple's fair value table at the end of fiscal 2022",
    fact(AFS_COST, A_BS22, USD, L2()))
add(C, A10K, "Commercial paper that Apple held within current marketable securities at September 24, 2022",
    fact(MS_CUR, A_BS22, USD, L2("CommercialPaperMember")))
add(C, A10K, "Non-current marketable securities column, municipal securities row: Apple's FY22 year-end amount",
    fact(MS_NC, A_BS22, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10K, "Apple's commercial paper investments classified in cash and cash equivalents at 9/24/2022",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS22, USD, L2("CommercialPaperMember")))
add(C, A10K, "All Level 2 securities that Apple counted in cash and cash equivalents at the end of fiscal 2022 -- the Level 2 subtotal",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS22, USD, L2()))
add(C, A10K, "Adjusted cost of Apple's Level 1 holdings in total as of September 24, 2022",
    fact(EQ_COST, A_BS22, USD, L1()))

# =================================================================== per_share
C = "per_share"
add(C, CBE, "Cooper Industries diluted EPS (net income) for the first six months of 2009", fact(F(CBE, "EarningsPerShareDiluted"), H1, PS))
add(C, CBE, "Per diluted share, what did discontinued operations add to Cooper's 1H 2009 results?",
    fact(F(CBE, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerDilutedShare"), H1, PS))
add(C, CBE, "Cash dividends declared per Cooper common share in the June 2008 quarter", fact(F(CBE, "CommonStockDividendsPerShareDeclared"), Q2PY, PS))
add(C, FLR, "Fluor basic earnings per share, Q2 2009", fact(F(FLR, "EarningsPerShareBasic"), Q2, PS))
add(C, FLR, "Diluted weighted-average shares Fluor used for its six-month 2009 EPS", fact(F(FLR, "WeightedAverageNumberOfDilutedSharesOutstanding"), H1, SH))
add(C, FLR, "How many basic shares did Fluor average in the second quarter of 2008?", fact(F(FLR, "WeightedAverageSharesOutstandingBasic"), Q2PY, SH))
add(C, FLR, "Fluor common shares outstanding at June 30, 2009", fact(F(FLR, "CommonStockSharesOutstanding"), JUN09, SH))
add(C, BHI, "What was Baker Hughes's basic EPS for the six months ended June 30, 2009?", fact(F(BHI, "EarningsPerShareBasic"), H1, PS))
add(C, BHI, "Baker Hughes diluted earnings per share in Q2 2008", fact(F(BHI, "EarningsPerShareDiluted"), Q2PY, PS))
add(C, BHI, "Cash dividends per share paid by Baker Hughes in 1H 2009", fact(F(BHI, "CommonStockDividendsPerShareCashPaid"), H1, PS))
add(C, MRO, "Marathon Oil net income per diluted share, Q1 2010", fact(F(MRO, "EarningsPerShareDiluted"), Q1, PS))
add(C, MRO, "Basic EPS Marathon reported for the first quarter of 2009 (net income, including discontinued operations)",
    fact(F(MRO, "EarningsPerShareBasic"), Q1PY, PS))
add(C, MRO, "Dividends paid per Marathon share in the three months ended March 31, 2010", fact(F(MRO, "CommonStockDividendsPerShareCashPaid"), Q1, PS))
add(C, MRO, "How many shares did Marathon hold in treasury at March 31, 2010?", fact(F(MRO, "TreasuryStockShares"), MAR10, SH))
add(C, WFT, "Weatherford basic loss per share for Q1 2010", fact(F(WFT, "EarningsPerShareBasic"), Q1, PS))
add(C, WFT, "Diluted weighted average share count at Weatherford for the first quarter of 2009",
    fact(F(WFT, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q1PY, SH))
add(C, WFT, "Weatherford's basic weighted-average shares, three months ended March 31, 2010",
    fact(F(WFT, "WeightedAverageNumberOfSharesOutstandingBasic"), Q1, SH))
add(C, XEC, "Cimarex total diluted earnings per share for Q1 2010 (distributed plus undistributed)",
    fact(F(XEC, "EarningsLossPerShareDilutedDistributedAndUndistributed"), Q1, PS))
add(C, XEC, "The undistributed component of Cimarex's basic EPS in the first quarter of 2009", fact(F(XEC, "EarningsLossPerShareBasicUndistributed"), Q1PY, PS))
add(C, XEC, "Cimarex common shares issued as of March 31, 2010", fact(F(XEC, "CommonStockSharesIssued"), MAR10, SH))

# =================================================================== jargon
C = "jargon"
add(C, CBE, "Cooper capex, 1H09", fact(F(CBE, "PaymentsToAcquireProductiveAssets"), H1, USD))
add(C, CBE, "Cooper D&A in the 1H08 cash flow statement", fact(F(CBE, "DepreciationDepletionAndAmortization"), H1PY, USD))
add(C, CBE, "CBE buybacks YTD June 2009 (purchases of common shares)", fact(F(CBE, "PaymentsForRepurchaseOfCommonStock"), H1, USD))
add(C, FLR, "FLR capex for the first half of '09", fact(F(FLR, "PaymentsToAcquirePropertyPlantAndEquipment"), H1, USD))
add(C, FLR, "Fluor share repurchases in 1H09 -- how much cash went to buying back stock?", fact(F(FLR, "PaymentsForRepurchaseOfCommonStock"), H1, USD))
add(C, FLR, "Fluor SBC (restricted stock and option amortization) in 1H08", fact(F(FLR, "ShareBasedCompensation"), H1PY, USD))
add(C, BHI, "BHI cash interest paid, 1H09", fact(F(BHI, "InterestPaid"), H1, USD))
add(C, BHI, "Baker Hughes cash taxes (income taxes paid net of refunds) in 1H08", fact(F(BHI, "IncomeTaxesPaidNet"), H1PY, USD))
add(C, BHI, "BHI stock comp add-back, first half 2009", fact(F(BHI, "ShareBasedCompensation"), H1, USD))
add(C, MRO, "MRO capex (additions to PP&E), 1Q10", fact(F(MRO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q1, USD))
add(C, MRO, "Marathon DD&A for 1Q09", fact(F(MRO, "DepreciationDepletionAndAmortization"), Q1PY, USD))
add(C, MRO, "Marathon Oil SG&A in Q1 2010", fact(F(MRO, "GeneralAndAdministrativeExpense"), Q1, USD))
add(C, WFT, "WFT cash interest paid in 1Q10", fact(F(WFT, "InterestPaid"), Q1, USD))
add(C, WFT, "Weatherford employee SBC expense, 1Q09", fact(F(WFT, "ShareBasedCompensation"), Q1PY, USD))
add(C, XEC, "XEC DD&A for 1Q10", fact(F(XEC, "ResultsOfOperationsDepreciationDepletionAndAmortizationAndValuationProvisions"), Q1, USD))
add(C, XEC, "Cimarex LOE -- the 'production' expense line -- in 1Q10", fact(F(XEC, "ResultsOfOperationsProductionOrLiftingCosts"), Q1, USD))
add(C, A10K, "AAPL FY22 change in A/P per the cash flow statement", fact(g("IncreaseDecreaseInAccountsPayable"), A_FY22, USD))
add(C, A10K, "How much cash did Apple's inventory build absorb in FY21 (the increase in inventories in the cash flow statement)?",
    fact(g("IncreaseDecreaseInInventories"), A_FY21, USD))
add(C, A10K, "AAPL FY22: increase in vendor non-trade receivables (working-capital line in CFO)", fact(g("IncreaseDecreaseInOtherReceivables"), A_FY22, USD))
add(C, A10K, "Apple's net change in cash, cash equivalents and restricted cash for FY21 (negative = cash decreased)",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), A_FY21, USD))

# =================================================================== refuse
C = "refuse"
add(C, CBE, "What were Hubbell's net sales in the second quarter of 2009?",
    refuse(oc, "Hubbell is not in the data (Cooper Industries is).", other("HUBBELL")))
add(C, FLR, "What backlog did the Shaw Group report at the end of its May 2009 quarter?",
    refuse(oc, "The Shaw Group is not in the data (Fluor is).", other("SHAW GROUP")))
add(C, BHI, "How much revenue did Superior Energy Services post in Q2 2009?",
    refuse(oc, "Superior Energy Services is not in the data (Baker Hughes is).", other("SUPERIOR ENERGY")))
add(C, A10K, "What were Logitech's sales in its fiscal year ended March 2023?",
    refuse(oc, "Logitech is not in the data (Apple is).", other("LOGITECH")))
add(C, NQ, "How many members did Lovefilm have at the end of September 2010?",
    refuse(oc, "Lovefilm is not in the data (Netflix is).", other("LOVEFILM")))
add(C, BHI, "Baker Hughes total revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q covers periods ending June 30, 2009; the September 2009 quarter is not reported.",
           absent(F(BHI, "SalesRevenueNet"), Q3_09)))
add(C, MRO, "What were Marathon Oil's total assets at March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet "
               "(only cash is shown at that date, in the cash flow statement).",
           absent(F(MRO, "Assets"), MAR09)))
add(C, WFT, "Weatherford's total revenue for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(WFT, "Revenues"), FY09)))
add(C, A10K, "As of September 25, 2021, how much of Apple's gross unrecognized tax benefits would have affected its effective tax rate if recognized?",
    refuse(pn, "The FY2023 10-K gives the portion that would impact the effective tax rate at the 2023 and 2022 year-ends only.",
           absent(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), A_BS21)))
add(C, NQ, "What were Netflix's fulfillment expenses for the full year 2009?",
    refuse(pn, "The Q3 2010 10-Q reports fulfillment expenses for the three and nine months of 2010 and 2009 only.",
           absent(["nflx:FulfillmentExpense"], FY09)))
add(C, CBE, "How much did Cooper Industries spend on research and development in the first half of 2009?",
    refuse(cn, "Cooper's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, FLR, "What inventory did Fluor carry at June 30, 2009?",
    refuse(cn, "Fluor's Q2 2009 data report no inventory line.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "InventoryWorkInProcess",
                        "OtherInventorySupplies", "IncreaseDecreaseInInventories"))))
add(C, XEC, "How much did Cimarex spend repurchasing its own shares in Q1 2010?",
    refuse(cn, "Cimarex's Q1 2010 data report no share repurchases.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "TreasuryStockValue", "TreasuryStockShares"))))
add(C, A10K, "How much interest did Apple capitalize in fiscal 2023?",
    refuse(cn, "Apple's FY2023 10-K reports no capitalized interest.",
           absent_any(g("InterestCostsCapitalized", "InterestCostsCapitalizedAdjustment", "InterestPaidCapitalized"))))
add(C, NQ, "How much cash did Netflix pay in income taxes during the first nine months of 2010?",
    refuse(cn, "Netflix's Q3 2010 10-Q instance reports no income taxes paid.",
           absent_any(g("IncomeTaxesPaid", "IncomeTaxesPaidNet", "IncomeTaxesPaidFederal"))))
WHY_CBE = ("Cooper's June 30, 2009 balance sheet carries two discontinued-operations liabilities: 'Current discontinued operations "
           "liability' (LiabilitiesOfDisposalGroupIncludingDiscontinuedOperationCurrent) and 'Long-term discontinued operations "
           "liability' (LiabilitiesOfDisposalGroupIncludingDiscontinuedOperationNoncurrent), with different amounts.")
add(C, CBE, "What was Cooper Industries' discontinued operations liability at June 30, 2009?", refuse(am, WHY_CBE, amb_for(CBE, WHY_CBE,
    (F(CBE, "LiabilitiesOfDisposalGroupIncludingDiscontinuedOperationCurrent"), JUN09, None),
    (F(CBE, "LiabilitiesOfDisposalGroupIncludingDiscontinuedOperationNoncurrent"), JUN09, None))))
WHY_FLR = ("Fluor's Q2 2009 income statement reports 'NET EARNINGS' including noncontrolling interests (ProfitLoss) and 'NET EARNINGS "
           "ATTRIBUTABLE TO FLUOR CORPORATION' (NetIncomeLoss), with different amounts.")
add(C, FLR, "Fluor's net earnings for the quarter ended June 30, 2009?", refuse(am, WHY_FLR, amb_for(FLR, WHY_FLR,
    (F(FLR, "ProfitLoss"), Q2, None), (F(FLR, "NetIncomeLoss"), Q2, None))))
WHY_WFT = ("Weatherford's Q1 2010 income statement splits its SG&A into 'Selling, General and Administrative Attributable to Segments' "
           "(GeneralAndAdministrativeExpense) and 'Corporate General and Administrative' (OtherSellingGeneralAndAdministrativeExpense) "
           "and reports no total; either line (or their sum) could be meant.")
add(C, WFT, "What was Weatherford's SG&A in the first quarter of 2010?", refuse(am, WHY_WFT, amb_for(WFT, WHY_WFT,
    (F(WFT, "GeneralAndAdministrativeExpense"), Q1, None), (F(WFT, "OtherSellingGeneralAndAdministrativeExpense"), Q1, None))))
WHY_MRO = ("Marathon's March 31, 2010 balance sheet has two receivables from United States Steel: a current one "
           "(ReceivablesFromUnitedStatesSteelCurrent) and a noncurrent one (ReceivablesFromUnitedStatesSteelNoncurrent), with "
           "different amounts.")
add(C, MRO, "How much did United States Steel owe Marathon Oil at March 31, 2010 (receivables from U.S. Steel)?", refuse(am, WHY_MRO, amb_for(MRO, WHY_MRO,
    (F(MRO, "ReceivablesFromUnitedStatesSteelCurrent"), MAR10, None), (F(MRO, "ReceivablesFromUnitedStatesSteelNoncurrent"), MAR10, None))))
WHY_A = ("Apple's fiscal 2021 statement of comprehensive income has two lines labelled 'Adjustment for net (gains)/losses realized "
         "and included in net income': one under derivative instruments "
         "(aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax) and one under marketable debt "
         "securities (OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax), with different amounts.")
add(C, A10K, "What was Apple's 'adjustment for net (gains)/losses realized and included in net income' in fiscal 2021?",
    refuse(am, WHY_A, amb_for(A10K, WHY_A,
        (["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], A_FY21, None),
        (g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), A_FY21, None))))


def main():
    write_round("h66", gr.QUESTIONS_66, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
