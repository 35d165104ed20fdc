#!/usr/bin/env python3
"""Writes evals/data/ask_heldout67.jsonl and its refusal probes (ask_heldout67_probes.jsonl) -- round 67 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout67.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions67.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout67.jsonl
The writer imported the round 1-64 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own
folder's questions.jsonl (its OUT) and read rounds 1-64 from a copy of evals/data (each file named by its path in
PREV); here `from specs import *` takes them from evals/heldout itself, gr.QUESTIONS_67 is the output and PREV names
gr.QUESTIONS ... gr.QUESTIONS_64, one by one.
Written without reading the tool under test.

Round 67 notes.
FSDS filings: companies no round 1-64 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-64 and against avoid_adsh.txt and the CIKs of its filings), all with CIK mod 4 == 3. Of the few companies left with
that residue, Pepco Holdings and Noble Corp were left out (every row has a coregistrant), Edison Mission Energy and
Diamond Offshore (consolidated subsidiaries of used companies) and Alpha Natural Resources (successor of a used filer)
too, and Microsoft (an instance company).
  2009q3 (calendar Q2 2009 and six months): Enterprise Products Partners (midstream MLP; PartnerTypeOfPartnersCapitalAccount
  rows of its partners' equity statement), Quanta Services (specialty contractor to utilities), Newmont Mining (gold and
  copper miner).
  2010q2 (calendar Q1 2010): Hess (integrated oil), BorgWarner (auto parts), Coca-Cola Enterprises (bottler; a separate
  registrant from The Coca-Cola Company, which it does not consolidate).
Instances: aapl-10q-2023 and unp-10k-2012, asking only facts no round 1-64 asked (reported facts and derived inputs
alike), and leaving out facts whose value an earlier round asked in another context of the same period.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous. Per filing: Enterprise Products 20, Quanta 19, Newmont 19 (2009q3), Hess 18, BorgWarner 18, Coca-Cola
Enterprises 18 (2010q2) = 112 FSDS; aapl-10q-2023 15, unp-10k-2012 33 = 48 instance.
Quarter-vs-YTD: Enterprise Products, Quanta and Newmont (Q2 2009 against the first half of 2009).
Members: Enterprise Products' partners' equity columns (limited partners, general partner, noncontrolling interest);
Apple's fair-value level x instrument and derivative tables; Union Pacific's PP&E-class, debt-type, personal-injury and
Schedule II members (plus a vendor-concentration, a commercial-paper and share-plan members outside that category).
Derived: 9 ratios (e0/e1), 2 growths (e0/e1-1, each saying how to read the sign), 3 free cash flows (e0-e1, one negative
and saying so), 2 totals (e0+e1), 2 debt-to-equity ((e0+e1)/e2), 1 margin from cost ((e0-e1)/e0), 1 interest coverage
with the net interest expense taken positive (e0/abs(e1)). No input fact of any answerable question was used by rounds
1-64 (check_overlap with same_fact=True: 0; with same_fact="reported": 0).
First drafts' refusals on Apple (Huawei; September 2023 quarter sales) and Union Pacific (Canadian Pacific; goodwill)
repeated earlier rounds' probes; they were replaced (vivo; fiscal Q4 2022 diluted EPS; Landstar; SG&A), and a Q1 2013
revenue refusal on Union Pacific, a near-repeat of an earlier round's, was replaced by Q4 2012 compensation and benefits.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-67 share

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


# ------------------------------------------------------------------ round 67 FSDS filings (CIK mod 4 == 3)
EPD = "fsds:0001061219-09-000078"   # ENTERPRISE PRODUCTS PARTNERS L P 10-Q (2009q3), CIK 1061219, Q2 2009 and six months
PWR = "fsds:0000950123-09-032827"   # QUANTA SERVICES INC 10-Q (2009q3), CIK 1050915, Q2 2009 and six months
NEM = "fsds:0000950123-09-024448"   # NEWMONT MINING CORP /DE/ 10-Q (2009q3), CIK 1164727, Q2 2009 and six months
HES = "fsds:0000950123-10-046391"   # HESS CORP 10-Q (2010q2), CIK 4447, Q1 2010
BWA = "fsds:0000950123-10-040255"   # BORGWARNER INC 10-Q (2010q2), CIK 908255, Q1 2010
CCE = "fsds:0001193125-10-096960"   # COCA COLA ENTERPRISES INC 10-Q (2010q2), CIK 804055, Q1 2010 ended April 2, 2010 (ddate 2010-03-31)
TICK = {EPD: "epd", PWR: "pwr", NEM: "nem", HES: "hes", BWA: "bwa", CCE: "cce"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
PTN = lambda m: {"PartnerTypeOfPartnersCapitalAccount": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Enterprise Products, Quanta, Newmont)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
# calendar Q1 2010 (Hess, BorgWarner, Coca-Cola Enterprises)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
Q4_09 = ("2009-10-01", "2009-12-31")

# Apple 10-Q (fiscal Q3 2023): fair-value table and credit-risk members
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FIN = G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
FV = lambda lvl, inst=None: dict([(FVL, lvl)] + ([(FIN, G + inst)] if inst else []))
FX_LIAB_L2 = {G + "BalanceSheetLocationAxis": G + "OtherLiabilitiesMember",
              G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember", FVL: L2}
VENDOR2 = {"srt:MajorCustomersAxis": "aapl:VendorTwoMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
CP_NOTE = {G + "ShortTermDebtTypeAxis": G + "CommercialPaperMember"}
AQ_Q4_22 = ("2022-06-26", "2022-09-24")

# Union Pacific 10-K 2012: members
PPEM = lambda m: {PPEAX: m}
LTDT = lambda m: {G + "LongtermDebtTypeAxis": m}
CONT = lambda m: {G + "LossContingenciesByNatureOfContingencyAxis": m}
VAL = lambda m: {G + "ValuationAllowancesAndReservesTypeAxis": m}
PLAN = lambda m: {G + "PlanNameAxis": m}
U_BS10, U_BS09 = (None, "2010-12-31"), (None, "2009-12-31")

# =================================================================== direct
C = "direct"
add(C, EPD, "What did Enterprise Products Partners owe in accrued product payables at June 30, 2009?",
    fact(F(EPD, "AccruedProductPayables"), PB, USD))
add(C, EPD, "Principal amount of junior subordinated notes on Enterprise Products' balance sheet as of mid-2009",
    fact(F(EPD, "JuniorSubordinatedLongTermNotes"), PB, USD))
add(C, PWR, "Quanta Services: billings in excess of costs and estimated earnings on uncompleted contracts, June 30, 2009",
    fact(F(PWR, "BillingsInExcessOfCost"), PB, USD))
add(C, NEM, "How large was Newmont's non-current reclamation and remediation liability at the end of the second quarter of 2009?",
    fact(F(NEM, "MineReclamationAndClosingLiabilityNoncurrent"), PB, USD))
add(C, HES, "Carrying value of Hess's investment in HOVENSA L.L.C. at March 31, 2010",
    fact(F(HES, "EquityMethodInvestments"), B10, USD))
add(C, HES, "What asset retirement obligations (long-term) did Hess carry as of 3/31/2010?",
    fact(F(HES, "AssetRetirementObligationsNoncurrent"), B10, USD))
add(C, HES, "Hess Corporation taxes payable, balance sheet dated March 31, 2010", fact(F(HES, "TaxesPayableCurrent"), B10, USD))
add(C, BWA, "BorgWarner's investments and advances at the end of Q1 2010?", fact(F(BWA, "LongTermInvestments"), B10, USD))
add(C, BWA, "Total other non-current liabilities reported by BorgWarner on March 31, 2010",
    fact(F(BWA, "TotalOtherNonCurrentLiabilities"), B10, USD))
add(C, BWA, "How much did BorgWarner show for retirement-related liabilities at quarter-end March 2010?",
    fact(F(BWA, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), B10, USD))
add(C, CCE, "Net franchise license intangible assets on Coca-Cola Enterprises' first-quarter 2010 balance sheet",
    fact(F(CCE, "IndefiniteLivedFranchiseRights"), B10, USD))
add(C, CCE, "At the end of its first quarter of 2010, how much did Coca-Cola Enterprises owe The Coca-Cola Company (amounts payable)?",
    fact(F(CCE, "DueToRelatedPartiesCurrent"), B10, USD))
add(C, CCE, "CCE's deferred cash receipts from The Coca-Cola Company, current, as of the end of Q1 2010",
    fact(F(CCE, "DeferredUnearnedRevenueRelatedPartiesCurrent"), B10, USD))
add(C, A10Q, "As of September 24, 2022, what percentage of Apple's total vendor non-trade receivables came from its second-largest "
    "vendor (vendor two)?", fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, VENDOR2))
add(C, UP, "Union Pacific cash and cash equivalents on December 31, 2012", fact(g("CashAndCashEquivalentsAtCarryingValue"), U_BS12, USD))
add(C, UP, "What current deferred income tax asset did Union Pacific report at year-end 2012?", fact(g("DeferredTaxAssetsNetCurrent"), U_BS12, USD))
add(C, UP, "UNP's allowance for doubtful accounts on receivables not expected to be collected within one year, Dec. 31, 2012",
    fact(g("AllowanceForDoubtfulAccountsReceivableNoncurrent"), U_BS12, USD))
add(C, UP, "Union Pacific's minimum capital lease payments due in 2015, per its 2012 lease note",
    fact(g("CapitalLeasesFutureMinimumPaymentsDueInThreeYears"), U_BS12, USD))
add(C, UP, "In the income tax note, what net deferred income tax liability did Union Pacific show at December 31, 2012?",
    fact(g("DeferredTaxLiabilities"), U_BS12, USD))
add(C, UP, "Deferred income tax asset for accrued wages at Union Pacific, end of 2012",
    fact(g("DeferredTaxAssetsTaxDeferredExpenseCompensationAndBenefitsEmployeeCompensation"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, EPD, "Enterprise Products' inventories at December 31, 2008", fact(F(EPD, "InventoryNet"), PYE, USD))
add(C, PWR, "What were Quanta's accounts receivable, net of allowances, at the end of 2008?",
    fact(F(PWR, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, NEM, "Newmont inventories as of December 31, 2008", fact(F(NEM, "InventoryNet"), PYE, USD))
add(C, HES, "Hess exploration expenses, including dry holes and lease impairment, for the first quarter of 2009",
    fact(F(HES, "ExplorationExpense"), Q09, USD))
add(C, HES, "How much did Hess spend on marketing expenses in Q1 2009?", fact(F(HES, "MarketingExpenses"), Q09, USD))
add(C, HES, "Gross property, plant and equipment (total at cost) on Hess's December 31, 2009 balance sheet",
    fact(F(HES, "PropertyPlantAndEquipmentGross"), DEC09, USD))
add(C, BWA, "BorgWarner net sales in the three months ended March 31, 2009", fact(F(BWA, "SalesRevenueGoodsNet"), Q09, USD))
add(C, BWA, "Selling, general and administrative expenses at BorgWarner a year earlier, in the first quarter of 2009",
    fact(F(BWA, "SellingGeneralAndAdministrativeExpenses"), Q09, USD))
add(C, BWA, "What was BorgWarner's treasury stock balance at December 31, 2009?", fact(F(BWA, "TreasuryStockValue"), DEC09, USD))
add(C, CCE, "Net operating revenues of Coca-Cola Enterprises in the first quarter of 2009", fact(F(CCE, "SalesRevenueNet"), Q09, USD))
add(C, CCE, "CCE other long-term obligations at year-end 2009", fact(F(CCE, "OtherLiabilitiesNoncurrent"), DEC09, USD))
add(C, CCE, "Allowance against CCE's trade accounts receivable as of December 31, 2009",
    fact(F(CCE, "AllowanceForDoubtfulAccountsReceivableCurrent"), DEC09, USD))
add(C, A10Q, "Fair value of the Level 2 U.S. agency securities in Apple's investment table at September 24, 2022",
    fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BSPY, USD, FV(L2, "USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10Q, "Gross unrealized gains on Apple's foreign government debt securities at fiscal 2022 year-end (Sept 24, 2022)",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), AQ_BSPY, USD,
         FV(L2, "ForeignGovernmentDebtSecuritiesMember")))
add(C, UP, "Total current liabilities at Union Pacific as of December 31, 2011", fact(g("LiabilitiesCurrent"), U_BS11, USD))
add(C, UP, "UNP materials and supplies on the 2011 year-end balance sheet", fact(g("MaterialsSuppliesAndOther"), U_BS11, USD))
add(C, UP, "How much did Union Pacific carry in other current assets at the end of 2011?", fact(g("OtherAssetsCurrent"), U_BS11, USD))
add(C, UP, "Union Pacific's 'Other' operating expense line for fiscal 2010", fact(g("OtherCostAndExpenseOperating"), U_FY10, USD))
add(C, UP, "Proceeds from asset sales in Union Pacific's 2010 investing cash flows",
    fact(g("ProceedsFromSaleOfPropertyPlantAndEquipment"), U_FY10, USD))
add(C, UP, "Non-current deferred income taxes on Union Pacific's balance sheet at December 31, 2011",
    fact(g("DeferredTaxLiabilitiesNoncurrent"), U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, EPD, "Enterprise Products' third-party revenues for the second quarter of 2009 only", fact(F(EPD, "ThirdPartyRevenue"), PQ, USD))
add(C, EPD, "Revenues from related parties at Enterprise Products, year to date through June 30, 2009",
    fact(F(EPD, "RelatedPartyRevenues"), PH, USD))
add(C, EPD, "Total costs and expenses at Enterprise Products for the three months ended June 30, 2009",
    fact(F(EPD, "CostsAndExpenses"), PQ, USD))
add(C, EPD, "EPD's provision for income taxes over the first six months of 2009", fact(F(EPD, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, EPD, "Net income attributable to noncontrolling interest at Enterprise Products in Q2 2009 by itself",
    fact(F(EPD, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, EPD, "Equity in earnings of unconsolidated affiliates for Enterprise Products' April-June 2009 quarter (negative if a loss)",
    fact(F(EPD, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, PWR, "Quanta Services revenues for the quarter ended June 30, 2009 (not the six-month figure)",
    fact(F(PWR, "SalesRevenueServicesNet"), PQ, USD))
add(C, PWR, "Cost of services, including depreciation, at Quanta for the first half of 2009", fact(F(PWR, "CostOfServices"), PH, USD))
add(C, PWR, "Quanta's selling, general and administrative expenses in 2Q 2009 alone",
    fact(F(PWR, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, PWR, "Amortization of intangible assets at Quanta, six months ended June 30, 2009",
    fact(F(PWR, "AmortizationOfIntangibleAssets"), PH, USD))
add(C, PWR, "What interest expense did Quanta record in the three months to June 30, 2009?", fact(F(PWR, "InterestExpense"), PQ, USD))
add(C, PWR, "Depreciation added back in Quanta's cash flows for just the second quarter of 2009", fact(F(PWR, "Depreciation"), PQ, USD))
add(C, PWR, "Provision for doubtful accounts at Quanta Services, January-June 2009", fact(F(PWR, "ProvisionForDoubtfulAccounts"), PH, USD))
add(C, NEM, "Newmont's net gold sales in Q2 2009 (quarter only)", fact(F(NEM, "GoldProductsAndServicesRevenue"), PQ, USD))
add(C, NEM, "Net copper sales at Newmont for the six months ended June 30, 2009", fact(F(NEM, "SalesCopperNet"), PH, USD))
add(C, NEM, "Costs applicable to sales for gold at Newmont in the second quarter of 2009",
    fact(F(NEM, "CostOfGoldProductsAndServices"), PQ, USD))
add(C, NEM, "How much did Newmont expense for exploration in the first half of 2009?",
    fact(F(NEM, "ExplorationCostsRelatedToMiningActivities"), PH, USD))
add(C, NEM, "Advanced projects, research and development at Newmont for the April-June 2009 quarter",
    fact(F(NEM, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, NEM, "Newmont general and administrative expense, year-to-date June 2009", fact(F(NEM, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, NEM, "Accretion expense on Newmont's income statement for Q2 2009 only",
    fact(F(NEM, "AssetRetirementObligationAccretionExpense"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, EPD, "Enterprise Products' operating margin for the second quarter of 2009 (operating income / total revenues)",
    ratio(F(EPD, "OperatingIncomeLoss"), F(EPD, "Revenues"), PQ))
add(C, EPD, "EPD free cash flow for 1H 2009: net cash from operating activities minus capital expenditures (negative if capex exceeded "
    "operating cash flow)",
    diff(F(EPD, "NetCashProvidedByUsedInOperatingActivities"), F(EPD, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, PWR, "Quanta's gross margin for the first six months of 2009, i.e. gross profit divided by revenues",
    ratio(F(PWR, "GrossProfit"), F(PWR, "SalesRevenueServicesNet"), PH))
add(C, PWR, "Effective tax rate at Quanta Services in Q2 2009: provision for income taxes as a share of income before income taxes",
    ratio(F(PWR, "IncomeTaxExpenseBenefit"),
          F(PWR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ))
add(C, NEM, "Newmont's copper margin in Q2 2009, computed as (net copper sales - copper costs applicable to sales) / net copper sales",
    margin_from_cost(F(NEM, "SalesCopperNet"), F(NEM, "CostCopperProductsServices"), PQ))
add(C, NEM, "Debt-to-equity at Newmont on June 30, 2009, with debt = current portion of long-term debt + long-term debt and equity = "
    "total Newmont stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(NEM, "LongTermDebtCurrent"), PB), inp(F(NEM, "LongTermDebtNoncurrent"), PB),
                           inp(F(NEM, "StockholdersEquity"), PB)], PB, PURE))
add(C, HES, "Hess's effective tax rate for the first quarter of 2010 (provision for income taxes / income before income taxes)",
    ratio(F(HES, "IncomeTaxExpenseBenefit"), F(HES, "IncomeBeforeIncomeTaxes"), Q10))
add(C, HES, "Q1 2010 free cash flow at Hess, taken as operating cash flow less capital expenditures",
    diff(F(HES, "NetCashProvidedByUsedInOperatingActivities"), F(HES, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10))
add(C, HES, "By how much did Hess's depreciation, depletion and amortization grow year over year in Q1 2010? Give a decimal (negative "
    "would mean a decline).",
    growth(F(HES, "DepreciationDepletionAndAmortization"), Q10, Q09))
add(C, BWA, "BorgWarner gross margin, first quarter of 2010 (gross profit over net sales)",
    ratio(F(BWA, "GrossProfit"), F(BWA, "SalesRevenueGoodsNet"), Q10))
add(C, BWA, "What was BorgWarner's current ratio at March 31, 2010?", ratio(F(BWA, "AssetsCurrent"), F(BWA, "LiabilitiesCurrent"), B10))
add(C, BWA, "BWA Q1 2010 FCF, defined as net cash provided by operating activities minus capital expenditures including tooling outlays",
    diff(F(BWA, "NetCashProvidedByUsedInOperatingActivities"), F(BWA, "PaymentsToAcquireProductiveAssets"), Q10))
add(C, CCE, "Operating income as a percentage of net operating revenues at Coca-Cola Enterprises, Q1 2010 (as a decimal)",
    ratio(F(CCE, "OperatingIncomeLoss"), F(CCE, "SalesRevenueNet"), Q10))
add(C, CCE, "CCE's debt-to-equity at the end of Q1 2010: current portion of debt plus debt less current portion, divided by total "
    "shareowners' equity",
    derived("(e0+e1)/e2", [inp(F(CCE, "LongTermDebtAndCapitalLeaseObligationsCurrent"), B10),
                           inp(F(CCE, "LongTermDebtAndCapitalLeaseObligations"), B10), inp(F(CCE, "StockholdersEquity"), B10)],
            B10, PURE))
add(C, CCE, "Interest coverage at Coca-Cola Enterprises in the first quarter of 2009: operating income divided by net interest expense "
    "(taken as a positive amount)",
    derived("e0/abs(e1)", [inp(F(CCE, "OperatingIncomeLoss"), Q09), inp(F(CCE, "InterestIncomeExpenseNet"), Q09)], Q09, PURE))
add(C, A10Q, "For the state and municipal securities in Apple's fiscal 2022 year-end investment table, what were gross unrealized losses "
    "as a fraction of adjusted cost?",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"),
          AQ_BSPY, m_num=FV(L2, "USStatesAndPoliticalSubdivisionsMember"), m_den=FV(L2, "USStatesAndPoliticalSubdivisionsMember"),
          p_den=AQ_BSPY))
add(C, A10Q, "Combined current marketable securities Apple held in bank time deposits and commercial paper at September 24, 2022",
    total(g("MarketableSecuritiesCurrent"), g("MarketableSecuritiesCurrent"), AQ_BSPY,
          ma=FV(L2, "BankTimeDepositsMember"), mb=FV(L2, "CommercialPaperMember")))
add(C, UP, "Union Pacific's equipment at December 31, 2012: net book value as a share of gross cost (total equipment)",
    ratio(g("PropertyPlantAndEquipmentNet"), g("PropertyPlantAndEquipmentGross"), U_BS12,
          m_num=PPEM("unp:TotalEquipmentMember"), m_den=PPEM("unp:TotalEquipmentMember")))
add(C, UP, "Total accrued casualty costs at Union Pacific at the end of 2010 per Schedule II (current portion plus long-term portion)",
    total(["unp:ScheduleOfValuationAndQualifyingAccountsCurrentPortion"], ["unp:ScheduleOfValuationAndQualifyingAccountsLongTermPortion"],
          U_BS10, ma=VAL("unp:AccruedCasualtyCostsMember"), mb=VAL("unp:AccruedCasualtyCostsMember")))
add(C, UP, "How much did UNP's other income grow from 2010 to 2012? Two-year change as a decimal (2012 / 2010 - 1).",
    growth(g("OtherNonoperatingIncomeExpense"), U_FY12, U_FY10))

# =================================================================== members
C = "members"
add(C, EPD, "In Enterprise Products' statement of partners' equity, what was the limited partners' column balance at June 30, 2009?",
    fact(F(EPD, "TotalEquity"), PB, USD, PTN("LimitedPartner")))
add(C, EPD, "General partner column of EPD's equity statement: opening balance at December 31, 2007",
    fact(F(EPD, "TotalEquity"), DEC07, USD, PTN("GeneralPartner")))
add(C, EPD, "Noncontrolling interest column total in Enterprise Products' equity reconciliation as of June 30, 2008",
    fact(F(EPD, "TotalEquity"), JUN08, USD, PTN("NoncontrollingInterest")))
add(C, EPD, "How much of Enterprise Products' cash distributions in the first half of 2009 were charged to the general partner's "
    "capital account (signed as presented)?",
    fact(F(EPD, "CashDistributionsPaidToPartners"), PH, USD, PTN("GeneralPartner")))
add(C, EPD, "Portion of EPD's net proceeds from issuing common units in 1H 2009 credited to the general partner column",
    fact(F(EPD, "PartnersCapitalAccountSaleOfUnits"), PH, USD, PTN("GeneralPartner")))
add(C, A10Q, "In Apple's fair value table at July 1, 2023, how much of its Level 2 U.S. agency securities was classified as current "
    "marketable securities?",
    fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, FV(L2, "USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10Q, "Adjusted cost of Apple's bank time deposits (Level 2) at September 24, 2022",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), AQ_BSPY, USD, FV(L2, "BankTimeDepositsMember")))
add(C, A10Q, "Apple asset-backed securities: gross unrealized gains as of July 1, 2023",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), AQ_BS, USD, FV(L2, "AssetBackedSecuritiesMember")))
add(C, A10Q, "Gross fair value of Apple's foreign exchange derivative liabilities (Level 2, recorded in other liabilities) at the end of "
    "fiscal 2022", fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD, FX_LIAB_L2))
add(C, A10Q, "Unrealized gains on the Level 1 mutual funds Apple held at July 1, 2023",
    fact(["aapl:EquitySecuritiesFVNIAccumulatedGrossUnrealizedGainBeforeTax"], AQ_BS, USD, FV(L1, "MutualFundMember")))
add(C, A10Q, "How much of Apple's Level 2 investments were classified as cash and cash equivalents at September 24, 2022?",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), AQ_BSPY, USD, FV(L2)))
add(C, A10Q, "Fair value of Apple's state and municipal securities at July 1, 2023", fact(g("AvailableForSaleSecuritiesDebtSecurities"),
    AQ_BS, USD, FV(L2, "USStatesAndPoliticalSubdivisionsMember")))
add(C, UP, "Gross cost of Union Pacific's 'other' road property at December 31, 2012 (PP&E note)",
    fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, PPEM("unp:RoadOtherMember")))
add(C, UP, "Net book value of Union Pacific's total equipment at the end of 2011", fact(g("PropertyPlantAndEquipmentNet"), U_BS11, USD,
    PPEM("unp:TotalEquipmentMember")))
add(C, UP, "What was the net book value of UNP's technology and other property at December 31, 2011?",
    fact(g("PropertyPlantAndEquipmentNet"), U_BS11, USD, PPEM(G + "TechnologyEquipmentMember")))
add(C, UP, "Accumulated depreciation on Union Pacific's ties as of year-end 2011", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"),
    U_BS11, USD, PPEM("unp:RoadTiesMember")))
add(C, UP, "Mortgage bonds outstanding in Union Pacific's debt table at December 31, 2011", fact(g("LongTermDebt"), U_BS11, USD,
    LTDT(G + "MortgagesMember")))
add(C, UP, "Tax-exempt financings in UNP's debt schedule, December 31, 2011", fact(g("LongTermDebt"), U_BS11, USD,
    LTDT("unp:TaxExemptFinancingsMember")))
add(C, UP, "Accruals charged to Union Pacific's personal injury liability during 2011", fact(g("LossContingencyAccrualCarryingValueProvision"),
    U_FY11, USD, CONT("unp:PersonalInjuryMember")))
add(C, UP, "Schedule II: Union Pacific's accrued casualty costs balance at December 31, 2009", fact(g("ValuationAllowancesAndReservesBalance"),
    U_BS09, USD, VAL("unp:AccruedCasualtyCostsMember")))

# =================================================================== per_share
C = "per_share"
add(C, EPD, "Basic and diluted earnings per unit at Enterprise Products for Q2 2009", fact(F(EPD, "BasicAndDilutedEarningsPerUnit"), PQ, PS))
add(C, EPD, "What did EPD earn per unit in the first six months of 2008?", fact(F(EPD, "BasicAndDilutedEarningsPerUnit"), PHPY, PS))
add(C, PWR, "Quanta Services diluted EPS, second quarter of 2008", fact(F(PWR, "EarningsPerShareDiluted"), PQPY, PS))
add(C, PWR, "Weighted average diluted shares outstanding at Quanta in the quarter ended June 30, 2009",
    fact(F(PWR, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, PWR, "How many Limited Vote Common Stock shares had Quanta issued as of June 30, 2009?",
    fact(F(PWR, "LimitedVoteCommonStockSharesIssued"), PB, SH))
add(C, NEM, "Newmont basic income per common share in Q2 2009", fact(F(NEM, "EarningsPerShareBasic"), PQ, PS))
add(C, NEM, "Diluted weighted-average common shares of Newmont for the first half of 2009",
    fact(F(NEM, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, NEM, "Newmont's basic EPS from continuing operations in the second quarter of 2008",
    fact(F(NEM, "IncomeLossFromContinuingOperationsPerBasicShare"), PQPY, PS))
add(C, HES, "Basic earnings per share at Hess for the first quarter of 2010", fact(F(HES, "EarningsPerShareBasic"), Q10, PS))
add(C, HES, "Hess weighted average diluted share count, Q1 2009", fact(F(HES, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, HES, "Number of Hess common shares issued at March 31, 2010", fact(F(HES, "CommonStockSharesIssued"), B10, SH))
add(C, BWA, "BorgWarner diluted weighted-average shares, three months ended March 31, 2010",
    fact(F(BWA, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, BWA, "What was BorgWarner's diluted loss per share in Q1 2009?", fact(F(BWA, "EarningsPerShareDiluted"), Q09, PS))
add(C, BWA, "Dividends declared per BorgWarner share in the first quarter of 2009", fact(F(BWA, "CommonStockDividendsPerShareDeclared"), Q09, PS))
add(C, CCE, "Coca-Cola Enterprises diluted earnings per common share, Q1 2010", fact(F(CCE, "EarningsPerShareDiluted"), Q10, PS))
add(C, CCE, "Per-share dividend declared by CCE in the first quarter of 2010", fact(F(CCE, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, CCE, "How many CCE common shares were held in treasury at the close of the first quarter of 2010?", fact(F(CCE, "TreasuryStockShares"), B10, SH))
add(C, UP, "Weighted-average grant-date fair value per share of Union Pacific's nonvested performance retention awards at December 31, 2011",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"),
         U_BS11, PS, PLAN("unp:PerformanceRetentionAwardsMember")))
add(C, UP, "Stock options outstanding under Union Pacific's 2001 Stock Incentive Plan at the end of 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), U_BS12, SH,
         PLAN("unp:UnionPacificCorporation2001StockIncentivePlanMember")))
add(C, UP, "UNP options outstanding under the 2000 Directors Plan as of December 31, 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), U_BS12, SH,
         PLAN("unp:UnionPacificCorporation2000DirectorsPlanMember")))

# =================================================================== jargon
C = "jargon"
add(C, EPD, "EPD D,A&A (depreciation, amortization and accretion) in the 1H09 cash flow statement",
    fact(F(EPD, "DepreciationAmortizationAndAccretionNet"), PH, USD))
add(C, PWR, "PWR capex 1H09 (additions of property and equipment)", fact(F(PWR, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, PWR, "Quanta non-cash SBC, YTD Jun-09", fact(F(PWR, "ShareBasedCompensation"), PH, USD))
add(C, NEM, "NEM capex for 1H09 -- additions to property, plant and mine development", fact(F(NEM, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, NEM, "Newmont M&A cash out (acquisitions, net) in 1H09", fact(F(NEM, "PaymentsToAcquireBusinessesNetOfCashAcquired"), PH, USD))
add(C, HES, "HES G&A, 1Q10", fact(F(HES, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, HES, "Hess production expenses (lifting costs) in 1Q10", fact(F(HES, "ExplorationAndProductionCosts"), Q10, USD))
add(C, HES, "Hess dry hole costs & lease impairment added back in 1Q10 CFO", fact(F(HES, "ExploratoryDryHoleCostsAndLeaseImpairment"), Q10, USD))
add(C, BWA, "BWA interest expense & finance charges, 1Q10", fact(F(BWA, "InterestAndDebtExpense"), Q10, USD))
add(C, BWA, "BorgWarner D&A (depreciation and tooling amortization), Q1 '10", fact(F(BWA, "DepreciationAndAmortization"), Q10, USD))
add(C, BWA, "BWA stock comp expense in 1Q10 operating cash flow", fact(F(BWA, "StockOptionPlanExpense"), Q10, USD))
add(C, CCE, "CCE SD&A (selling, delivery and administrative expenses), 1Q10", fact(F(CCE, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, CCE, "Coca-Cola Enterprises D&A for Q1 2010", fact(F(CCE, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, CCE, "CCE capex (capital asset investments), 1Q10", fact(F(CCE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, CCE, "CCE COGS in 1Q10", fact(F(CCE, "CostOfGoodsAndServicesSold"), Q10, USD))
add(C, A10Q, "AAPL CP outstanding per the debt footnote at the end of fiscal Q3 '23 (the rounded principal figure, not the balance-sheet "
    "carrying value)", fact(g("CommercialPaper"), AQ_BS, USD, CP_NOTE))
add(C, UP, "UNP current federal tax expense, FY11", fact(g("CurrentFederalTaxExpenseBenefit"), U_FY11, USD))
add(C, UP, "Union Pacific deferred tax expense for FY2011", fact(g("DeferredIncomeTaxExpenseBenefit"), U_FY11, USD))
add(C, UP, "UNP debt due within one year (current portion of debt) at YE 2011", fact(g("LongTermDebtAndCapitalLeaseObligationsCurrent"), U_BS11, USD))
add(C, UP, "UNP stock option expense in FY10", fact(g("StockOptionPlanExpense"), U_FY10, USD))

# =================================================================== refuse
C = "refuse"
add(C, PWR, "What were MasTec's revenues in the second quarter of 2009?",
    refuse(oc, "MasTec is not in the data (Quanta Services is).", other("MASTEC")))
add(C, NEM, "How many ounces of gold did Barrick Gold produce in the first half of 2009?",
    refuse(oc, "Barrick Gold is not in the data (Newmont is).", other("BARRICK")))
add(C, CCE, "What was Pepsi Bottling Group's operating income for Q1 2010?",
    refuse(oc, "The Pepsi Bottling Group is not in the data (Coca-Cola Enterprises is).", other("PEPSI BOTTLING", "BOTTLING GROUP")))
add(C, UP, "How much intermodal revenue did Landstar System report in 2012?",
    refuse(oc, "Landstar System is not in the data (Union Pacific is).", other("LANDSTAR")))
add(C, A10Q, "How many smartphones did vivo ship in the quarter Apple's June 2023 10-Q covers?",
    refuse(oc, "vivo is not in the data (Apple is).", other("VIVO")))
add(C, HES, "What were Hess's total revenues for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(g("Revenues", "OilAndGasRevenue", "SalesRevenueNet"), FY09)))
add(C, BWA, "BorgWarner's total assets as of March 31, 2009?",
    refuse(pn, "The Q1 2010 10-Q's balance sheets are at March 31, 2010 and December 31, 2009; no March 31, 2009 balance sheet.",
           absent(g("Assets"), MAR09)))
add(C, CCE, "How much net operating revenue did Coca-Cola Enterprises book in the fourth quarter of 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the first quarters of 2010 and 2009 only; no fourth-quarter 2009 figures.",
           absent(g("SalesRevenueNet", "Revenues"), Q4_09)))
add(C, A10Q, "What diluted EPS did Apple earn in its fiscal fourth quarter of 2022 (the three months ended September 24, 2022)?",
    refuse(pn, "The fiscal Q3 2023 10-Q reports the three and nine months ended July 1, 2023 and June 25, 2022; the September 2022 "
           "quarter is not reported.", absent(EPSD, AQ_Q4_22)))
add(C, UP, "What did Union Pacific spend on compensation and benefits in the fourth quarter of 2012?",
    refuse(pn, "The 2012 10-K reports compensation and benefits for the full years 2010-2012 only; its quarterly table does not "
           "break out operating expenses.", absent(g("LaborAndRelatedExpense"), U_Q4_12)))
add(C, PWR, "What dividend per share did Quanta Services pay in the first half of 2009?",
    refuse(cn, "Quanta's Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, HES, "How much did Hess spend on research and development in the first quarter of 2010?",
    refuse(cn, "Hess's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, BWA, "How much cash did BorgWarner use to buy back its own stock in Q1 2010?",
    refuse(cn, "BorgWarner's Q1 2010 data report no share repurchases.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue"))))
add(C, NEM, "What goodwill impairment did Newmont record in the first half of 2009?",
    refuse(cn, "Newmont's Q2 2009 data report no goodwill or asset impairment charge.",
           absent_any(g("GoodwillImpairmentLoss", "ImpairmentOfLongLivedAssetsHeldForUse", "AssetImpairmentCharges"))))
add(C, UP, "What was Union Pacific's SG&A expense in 2012?",
    refuse(cn, "Union Pacific's income statement has no selling, general and administrative line (its operating expenses are by "
           "nature: compensation, fuel, purchased services, ...).",
           absent_any(g("SellingGeneralAndAdministrativeExpense", "GeneralAndAdministrativeExpense"))))
WHY_EPD = ("Enterprise Products' first-half 2009 filing shows two lines labelled 'Distributions paid to partners' / 'Cash distributions "
           "paid to partners': the cash flow statement's (PartnersCapitalAccountDistributions) and the partners' equity statement's "
           "(epd:CashDistributionsPaidToPartners), with different amounts.")
add(C, EPD, "How much did Enterprise Products pay out in distributions to partners in the first half of 2009?", refuse(am, WHY_EPD,
    amb_for(EPD, WHY_EPD, (F(EPD, "PartnersCapitalAccountDistributions"), PH, None), (F(EPD, "CashDistributionsPaidToPartners"), PH, None))))
WHY_PWR = ("Quanta's first-half 2009 income statement reports 'Net income' including the noncontrolling interest (ProfitLoss) and "
           "'Net income attributable to common stock' (NetIncomeLossAvailableToCommonStockholdersBasic), with different amounts.")
add(C, PWR, "What was Quanta Services' net income for the six months ended June 30, 2009?", refuse(am, WHY_PWR, amb_for(PWR, WHY_PWR,
    (F(PWR, "ProfitLoss"), PH, None), (F(PWR, "NetIncomeLossAvailableToCommonStockholdersBasic"), PH, None))))
WHY_NEM = ("Newmont's Q2 2009 income statement reports 'Net income' including noncontrolling interests (ProfitLoss) and 'Net income "
           "attributable to Newmont stockholders' (NetIncomeLoss), with very different amounts.")
add(C, NEM, "Newmont's net income in Q2 2009?", refuse(am, WHY_NEM, amb_for(NEM, WHY_NEM,
    (F(NEM, "ProfitLoss"), PQ, None), (F(NEM, "NetIncomeLoss"), PQ, None))))
WHY_HES = ("Hess's Q1 2010 income statement shows 'Sales (excluding excise taxes) and other operating revenues' (OilAndGasRevenue) and "
           "'Total revenues and non-operating income' (Revenues), which includes equity income/loss of HOVENSA and other non-operating "
           "items, with different amounts.")
add(C, HES, "What was Hess's revenue in the first quarter of 2010?", refuse(am, WHY_HES, amb_for(HES, WHY_HES,
    (F(HES, "OilAndGasRevenue"), Q10, None), (F(HES, "Revenues"), Q10, None))))
WHY_BWA = ("BorgWarner's Q1 2010 income statement reports both basic (EarningsPerShareBasic) and diluted (EarningsPerShareDiluted) "
           "earnings per share, with different amounts; the question does not say which.")
add(C, BWA, "What EPS did BorgWarner report for Q1 2010?", refuse(am, WHY_BWA, amb_for(BWA, WHY_BWA,
    (F(BWA, "EarningsPerShareBasic"), Q10, None), (F(BWA, "EarningsPerShareDiluted"), Q10, None))))


def main():
    write_round("h67", gr.QUESTIONS_67, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
