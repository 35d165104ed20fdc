#!/usr/bin/env python3
"""Writes evals/data/ask_heldout48.jsonl and its refusal probes (ask_heldout48_probes.jsonl) -- round 48 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout48.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions48.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout48.jsonl
The writer's folder held byte-identical copies of the round 1-44 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported from beside the builder through sys.path (nothing in them was changed; no bytecode was
written), with the shared data folder passed through AUDITGRAPH_SHARED_DATA, and rounds 1-44 were read from a copy of
evals/data; here `from specs import *` takes them from evals/heldout itself. Rounds 1-44 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-48 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44)  # rounds 1-44, named one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        if r and not filing.startswith("fsds:") and r[2] != "USD":  # a foreign-currency fact: also state its dollar twin, if tagged
            f = gr.load_instance(filing).find(r[1], a["period"]["end"], a["period"].get("start"), a.get("members") or {}, "USD")
            if f is not None:
                txt += " ({:,.2f} USD)".format(f.value)
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 48 FSDS filings: companies no round 1-44 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-44, and against avoid_adsh.txt and the CIKs of its filings;
# the instance companies left out), all with CIK mod 4 == 0 (three parallel writers take the other residues): three 10-Qs
# from the 2010q2 zip and three from 2009q3.
# Kinds: a bank (consolidated-VIE rows), a biotech (healthcare) and a wireless telecom with EquityComponents rows (2010q2);
# a gas utility / midstream company with EquityComponents rows, an industrial-supplies retailer and a semiconductor-wafer (tech)
# maker (2009q3).
PNC = "fsds:0001193125-10-112660"   # PNC FINANCIAL SERVICES GROUP INC 10-Q (2010q2), CIK 713676, Q1 2010 (bank); VIE rows
VRTX = "fsds:0001047469-10-004633"  # VERTEX PHARMACEUTICALS INC 10-Q (2010q2), CIK 875320, Q1 2010 (biotech)
NIHD = "fsds:0000950123-10-045637"  # NII HOLDINGS INC 10-Q (2010q2), CIK 1037016, Q1 2010 (wireless telecom); EquityComponents rows
OKE = "fsds:0001039684-09-000053"   # ONEOK INC 10-Q (2009q3), CIK 1039684, Q2 2009 and six months (gas utility); EquityComponents rows
FAST = "fsds:0001193125-09-154691"  # FASTENAL CO 10-Q (2009q3), CIK 815556, Q2 2009 and six months (retail, SIC 5200)
WFR = "fsds:0001193125-09-165368"   # MEMC ELECTRONIC MATERIALS INC 10-Q (2009q3), CIK 945436, Q2 2009 and six months (semiconductors)
TICK = {PNC: "pnc", VRTX: "vrtx", NIHD: "nihd", OKE: "oke", FAST: "fast", WFR: "wfr"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (PNC, Vertex, NII Holdings)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (ONEOK, Fastenal, MEMC)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
VIE = {"VariableInterestEntitiesByClassificationOfEntity": "VariableInterestEntityPrimaryBeneficiary"}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Netflix 10-K 2023: periods, axes and members not among the shared constants
N_BS20 = (None, "2020-12-31")
N_Q4_23 = ("2023-10-01", "2023-12-31")
N_FLOAT = (None, "2023-06-30")
EQAX = G + "StatementEquityComponentsAxis"
BSLOC = G + "BalanceSheetLocationAxis"
HEDGE = {G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
SENIOR = {G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
MEP = lambda m: {G + "RetirementPlanNameAxis": "nflx:%s" % m}
MEP_CONTRIB = g("MultiemployerPlanPensionInsignificantEmployerContributionCost")
SARANDOS = {"ecd:IndividualAxis": "nflx:TedSarandosMember"}

# =================================================================== direct
C = "direct"
add(C, PNC, "How much did PNC earn in asset management fees in the first quarter of 2010?", fact(F(PNC, "AssetManagementFees"), Q10, USD))
add(C, PNC, "PNC Financial's residential mortgage noninterest income for the three months ended March 31, 2010",
    fact(F(PNC, "FeesAndCommissionsMortgageBanking"), Q10, USD))
add(C, PNC, "Other borrowed funds (the 'Other' line under borrowed funds) on PNC's consolidated balance sheet as of March 31, 2010",
    fact(F(PNC, "OtherBorrowings"), B10, USD))
add(C, VRTX, "Collaborative revenues Vertex Pharmaceuticals recognized in Q1 2010", fact(F(VRTX, "CollaborativeRevenues"), Q10, USD))
add(C, VRTX, "What did Vertex spend on research and development during the quarter ended March 31, 2010?",
    fact(F(VRTX, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, VRTX, "Vertex balance sheet, March 31, 2010: carrying value of intangible assets", fact(F(VRTX, "OtherIndefiniteLivedIntangibleAssets"), B10, USD))
add(C, NIHD, "Service and other revenues at NII Holdings for the first quarter of 2010", fact(F(NIHD, "SalesRevenueServicesNet"), Q10, USD))
add(C, NIHD, "How much did NII Holdings record as cost of digital handsets and accessories in Q1 2010?",
    fact(F(NIHD, "CostOfGoodsSoldDirectMaterials"), Q10, USD))
add(C, NIHD, "Net foreign currency transaction losses on NII Holdings' income statement, three months to March 31, 2010",
    fact(F(NIHD, "ForeignCurrencyTransactionGainLossBeforeTax"), Q10, USD))
add(C, OKE, "ONEOK's net property, plant and equipment as of June 30, 2009", fact(F(OKE, "PropertyPlantAndEquipmentNet"), PB, USD))
add(C, OKE, "What was the carrying amount of gas and natural gas liquids in storage at ONEOK on June 30, 2009?",
    fact(F(OKE, "InventoryNet"), PB, USD))
add(C, FAST, "Fastenal trade accounts receivable, net of allowance, at the end of June 2009", fact(F(FAST, "AccountsReceivableNetCurrent"), PB, USD))
add(C, FAST, "Inventories on Fastenal's June 30, 2009 balance sheet", fact(F(FAST, "InventoryNet"), PB, USD))
add(C, WFR, "How much did MEMC Electronic Materials hold in current customer deposits at June 30, 2009?",
    fact(F(WFR, "CustomerDepositsCurrent"), PB, USD))
add(C, WFR, "MEMC's customer warrant asset on the balance sheet dated June 30, 2009", fact(F(WFR, "DerivativeAssetsNoncurrent"), PB, USD))
add(C, NF, "Trade receivables included in Netflix's other current assets at December 31, 2023",
    fact(g("TradeReceivablesHeldForSaleAmount"), N_BS23, USD))
add(C, NF, "According to its 2023 annual report, in how many countries does Netflix operate?",
    fact(g("NumberOfCountriesInWhichEntityOperates"), N_BS23, PURE))
add(C, NF, "Netflix's public float -- the aggregate market value of common stock held by non-affiliates -- as of June 30, 2023",
    fact(["dei:EntityPublicFloat"], N_FLOAT, USD))
add(C, NF, "Up to what percentage of their compensation can eligible Netflix employees contribute to the company's 401(k) plan?",
    fact(g("DefinedContributionPlanMaximumAnnualContributionsPerEmployeePercent"), N_FY23, PURE))
add(C, NF, "If a change of control triggering event occurs, at what price (as a percent of principal) must Netflix offer to repurchase its senior notes?",
    fact(g("DebtInstrumentRedemptionPricePercentage"), N_FY23, PURE, SENIOR))

# =================================================================== prior_period
C = "prior_period"
add(C, PNC, "PNC's provision for credit losses in the year-earlier quarter, Q1 2009", fact(F(PNC, "ProvisionForLoanLeaseAndOtherLosses"), Q09, USD))
add(C, PNC, "Investment securities carried by PNC at December 31, 2009", fact(F(PNC, "InvestmentSecurities"), DEC09, USD))
add(C, PNC, "What did PNC pay in interest on deposits in the three months ended March 31, 2009?", fact(F(PNC, "InterestExpenseDeposits"), Q09, USD))
add(C, VRTX, "Vertex royalty revenues for the first quarter of 2009", fact(F(VRTX, "RoyaltyRevenue"), Q09, USD))
add(C, VRTX, "Acquisition-related expenses on Vertex's income statement in Q1 2009 (the ViroChem deal quarter)",
    fact(F(VRTX, "BusinessCombinationAcquisitionRelatedCostsAndSeveranceCosts"), Q09, USD))
add(C, NIHD, "Handset and accessory inventory NII Holdings carried at December 31, 2009", fact(F(NIHD, "InventoryFinishedGoods"), DEC09, USD))
add(C, NIHD, "NII's selling, general and administrative expenses a year before, in the first quarter of 2009",
    fact(F(NIHD, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, NIHD, "Current portion of long-term debt at NII Holdings as of year-end 2009", fact(F(NIHD, "LongTermDebtAndCapitalLeaseObligationsCurrent"), DEC09, USD))
add(C, OKE, "ONEOK's notes payable at December 31, 2008", fact(F(OKE, "ShortTermBankLoansAndNotesPayable"), PYE, USD))
add(C, OKE, "Current energy marketing and risk management assets on ONEOK's year-end 2008 balance sheet",
    fact(F(OKE, "EnergyMarketingContractsAssetsCurrent"), PYE, USD))
add(C, FAST, "Fastenal accrued expenses at December 31, 2008", fact(F(FAST, "AccruedLiabilities"), PYE, USD))
add(C, FAST, "How much income tax did Fastenal pay in cash over the first six months of 2008?", fact(F(FAST, "IncomeTaxesPaid"), PHPY, USD))
add(C, WFR, "MEMC net sales in the comparable prior-year quarter (three months ended June 30, 2008)", fact(F(WFR, "SalesRevenueNet"), PQPY, USD))
add(C, WFR, "Cash MEMC spent buying back its common stock during the first half of 2008", fact(F(WFR, "PaymentsForRepurchaseOfCommonStock"), PHPY, USD))
add(C, WFR, "MEMC's short-term investments at the end of 2008", fact(F(WFR, "ShortTermInvestments"), PYE, USD))
add(C, NF, "What was Netflix's effective income tax rate in 2021?", fact(ETR, N_FY21, PURE))
add(C, NF, "State and local income taxes in Netflix's 2022 reconciliation of statutory to actual tax expense",
    fact(g("IncomeTaxReconciliationStateAndLocalIncomeTaxes"), N_FY22, USD))
add(C, NF, "As of December 31, 2022, how much of Netflix's unrecognized tax benefits would have affected its effective tax rate if recognized?",
    fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), N_BS22, USD))
add(C, NF, "By how much did tax incentives on produced content lower Netflix's content amortization in 2022?",
    fact(["nflx:CostOfServicesDecreasedAmortizationFromTaxIncentives"], N_FY22, USD))
add(C, NF, "Netflix's deferred tax asset for net operating loss carryforwards at year-end 2022",
    fact(g("DeferredTaxAssetsOperatingLossCarryforwards"), N_BS22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, OKE, "ONEOK's net margin (revenues less cost of sales and fuel) for the three months ended June 30, 2009 -- the quarter, not the half",
    fact(F(OKE, "GrossProfit"), PQ, USD))
add(C, OKE, "Cost of sales and fuel at ONEOK, year to date through June 30, 2009", fact(F(OKE, "CostOfRevenue"), PH, USD))
add(C, OKE, "ONEOK operations and maintenance expense for April-June 2009", fact(["oke:OperationsAndMaintenance"], PQ, USD))
add(C, OKE, "General taxes ONEOK recorded over the six months ended June 30, 2009", fact(["oke:GeneralTaxes"], PH, USD))
add(C, OKE, "Equity earnings from investments at ONEOK in 2Q 2009 only", fact(F(OKE, "IncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, OKE, "On ONEOK's income statement, the allowance for equity funds used during construction for the first half of 2009",
    fact(["oke:AllowanceForEquityFundsUsedDuringConstruction"], PH, USD))
add(C, OKE, "Net income attributable to noncontrolling interests in ONEOK's second quarter of 2009 (three-month figure)",
    fact(F(OKE, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, FAST, "Fastenal's net sales in the June 2009 quarter by itself", fact(F(FAST, "SalesRevenueNet"), PQ, USD))
add(C, FAST, "Operating and administrative expenses at Fastenal, January through June 2009", fact(F(FAST, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, FAST, "Fastenal cost of sales for the second quarter of 2009 (three months)", fact(F(FAST, "CostOfGoodsAndServicesSold"), PQ, USD))
add(C, FAST, "What operating income did Fastenal report for the six months ended June 30, 2009?", fact(F(FAST, "OperatingIncomeLoss"), PH, USD))
add(C, FAST, "Income tax expense at Fastenal in Q2 2009 alone, excluding the first quarter", fact(F(FAST, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, FAST, "Fastenal's loss on sale of property and equipment on a year-to-date basis at June 30, 2009",
    fact(F(FAST, "GainLossOnSaleOfPropertyPlantEquipment"), PH, USD))
add(C, WFR, "Restructuring costs MEMC booked in the three months ended June 30, 2009", fact(F(WFR, "RestructuringCharges"), PQ, USD))
add(C, WFR, "MEMC marketing and administration expense, first six months of 2009", fact(F(WFR, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, WFR, "MEMC gross profit for the quarter April 1 - June 30, 2009", fact(F(WFR, "GrossProfit"), PQ, USD))
add(C, WFR, "What was MEMC's operating loss for the half year ended June 30, 2009?", fact(F(WFR, "OperatingIncomeLoss"), PH, USD))
add(C, WFR, "MEMC interest income in 2Q09, three-month period only", fact(F(WFR, "InvestmentIncomeInterest"), PQ, USD))
add(C, WFR, "Income tax (benefit) expense at MEMC for the six months to June 30, 2009", fact(F(WFR, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, WFR, "MEMC research and development spending in the second quarter of 2009, not year to date",
    fact(F(WFR, "ResearchAndDevelopmentExpense"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, PNC, "PNC's efficiency ratio for the first quarter of 2010, taken as total noninterest expense divided by total revenue",
    ratio(F(PNC, "NoninterestExpense"), F(PNC, "Revenues"), Q10))
add(C, PNC, "By what percentage did PNC's net interest income change from Q1 2009 to Q1 2010? Give a decimal; negative means it fell.",
    growth(F(PNC, "InterestIncomeExpenseNet"), Q10, Q09))
add(C, PNC, "PNC reserve coverage at March 31, 2010: allowance for loan and lease losses as a fraction of total loans",
    ratio(F(PNC, "LoansAndLeasesReceivableAllowance"), F(PNC, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10))
add(C, VRTX, "Vertex's cash burn in Q1 2010, measured as net cash from operating activities minus expenditures for property and equipment (a negative figure means cash consumed)",
    fcf(Q10, F(VRTX, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, VRTX, "Current ratio of Vertex Pharmaceuticals at March 31, 2010", ratio(F(VRTX, "AssetsCurrent"), F(VRTX, "LiabilitiesCurrent"), B10))
add(C, VRTX, "Year-over-year growth in Vertex's sales, general and administrative expenses, Q1 2010 versus Q1 2009, as a decimal",
    growth(F(VRTX, "SellingGeneralAndAdministrativeExpense"), Q10, Q09))
add(C, NIHD, "NII Holdings' effective tax rate for Q1 2010 (income tax provision over income before income tax provision)",
    ratio(F(NIHD, "IncomeTaxExpenseBenefit"), F(NIHD, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, NIHD, "Total debt at NII Holdings on March 31, 2010 -- long-term debt plus the current portion of long-term debt, in dollars",
    total(F(NIHD, "LongTermDebtAndCapitalLeaseObligations"), F(NIHD, "LongTermDebtAndCapitalLeaseObligationsCurrent"), B10))
add(C, NIHD, "How fast did NII's total operating revenues grow year over year in the first quarter of 2010? (decimal)",
    growth(F(NIHD, "Revenues"), Q10, Q09))
add(C, OKE, "ONEOK free cash flow for the first half of 2009: cash provided by operating activities less capital expenditures "
    "(the filing reports capex as a negative number; take its size)",
    derived("e0-abs(e1)", [inp(F(OKE, "NetCashProvidedByUsedInOperatingActivities"), PH),
                           inp(F(OKE, "PaymentsToAcquirePropertyPlantAndEquipment"), PH)], PH, USD, ratio=False))
add(C, OKE, "ONEOK's debt-to-equity at June 30, 2009, defined as (long-term debt excluding current maturities + current maturities) / total ONEOK shareholders' equity",
    derived("(e0+e1)/e2", [inp(F(OKE, "LongTermDebtNoncurrent"), PB), inp(F(OKE, "LongTermDebtCurrent"), PB),
                           inp(F(OKE, "StockholdersEquity"), PB)], PB, PURE))
add(C, FAST, "Fastenal's gross margin over the first six months of 2009 (gross profit / net sales)",
    ratio(F(FAST, "GrossProfit"), F(FAST, "SalesRevenueNet"), PH))
add(C, FAST, "What share of its first-half 2009 net earnings did Fastenal pay out as dividends (dividends paid / net earnings)?",
    ratio(F(FAST, "PaymentsOfDividends"), F(FAST, "NetIncomeLoss"), PH))
add(C, WFR, "MEMC's net sales change for the six months ended June 30, 2009 versus the same period of 2008, as a decimal (negative = decline)",
    growth(F(WFR, "SalesRevenueNet"), PH, PHPY))
add(C, WFR, "Total debt at MEMC as of June 30, 2009: current portion of long-term debt plus long-term debt, less current portion",
    total(F(WFR, "LongTermDebtCurrent"), F(WFR, "LongTermDebtNoncurrent"), PB))
add(C, WFR, "MEMC book value per share at June 30, 2009, computed as total MEMC stockholders' equity / (common shares issued - treasury shares)",
    derived("e0/(e1-e2)", [inp(F(WFR, "StockholdersEquity"), PB), inp(F(WFR, "CommonStockSharesIssued"), PB),
                           inp(F(WFR, "TreasuryStockShares"), PB)], PB, PS))
add(C, NF, "In 2021, what fraction of Netflix's total lease cost was short-term lease cost?",
    ratio(g("ShortTermLeaseCost"), g("LeaseCost"), N_FY21))
add(C, NF, "By what proportion did the number of Netflix stock options outstanding shrink or grow during 2021 (December 31, 2021 count vs "
    "December 31, 2020 count)? Decimal, negative if fewer options were outstanding.",
    growth(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingNumber"), N_BS21, N_BS20))
add(C, NF, "How much did the fair value of Netflix's 3.625% senior notes issued in October 2019 rise or fall from December 31, 2022 to December 31, 2023? "
    "Answer as a decimal growth rate (negative = decline).",
    growth(g("LongTermDebtFairValue"), N_BS23, N_BS22, members=NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedOctober2019Member")))
add(C, NF, "Combined deferred federal and deferred foreign income tax expense (benefit) of Netflix for 2022, in dollars",
    total(g("DeferredFederalIncomeTaxExpenseBenefit"), g("DeferredForeignIncomeTaxExpenseBenefit"), N_FY22))

# =================================================================== members
C = "members"
add(C, PNC, "How much of PNC's loans at March 31, 2010 sat in consolidated variable interest entities where PNC is the primary beneficiary?",
    fact(F(PNC, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10, USD, VIE))
add(C, PNC, "Equity investments held in consolidated VIEs (PNC as primary beneficiary) on PNC's March 31, 2010 balance sheet",
    fact(F(PNC, "EquityInvestments"), B10, USD, VIE))
add(C, PNC, "PNC consolidated VIEs: investment securities at 3/31/2010", fact(F(PNC, "InvestmentSecurities"), B10, USD, VIE))
add(C, PNC, "Other liabilities attributable to the variable interest entities PNC consolidates, March 31, 2010",
    fact(F(PNC, "OtherLiabilities"), B10, USD, VIE))
add(C, NIHD, "Share-based payment expense for equity-based awards credited to the paid-in capital column of NII Holdings' Q1 2010 equity statement",
    fact(F(NIHD, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, NIHD, "Ending balance of the retained earnings column in NII's consolidated statement of changes in stockholders' equity at March 31, 2010",
    fact(SE_NCI, B10, USD, EQC("RetainedEarnings")))
add(C, NIHD, "NII Holdings equity statement: accumulated other comprehensive loss column, opening balance at December 31, 2009",
    fact(SE_NCI, DEC09, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, NIHD, "How many common shares did NII issue for stock option exercises in Q1 2010, per the common stock column of its equity statement?",
    fact(F(NIHD, "StockIssuedDuringPeriodSharesStockOptionsExercised"), Q10, SH, EQC("CommonStock")))
add(C, NIHD, "The 'Other' line in the paid-in capital column of NII's stockholders' equity roll-forward for the quarter ended March 31, 2010",
    fact(F(NIHD, "StockholdersEquityOther"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, OKE, "Distributions paid, as shown in the noncontrolling interests column of ONEOK's equity statement for the six months ended June 30, 2009",
    fact(F(OKE, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), PH, USD, EQC("NoncontrollingInterest")))
add(C, OKE, "Issuance of equity units credited to ONEOK's noncontrolling interests during the first half of 2009",
    fact(F(OKE, "MinorityInterestIncreaseFromStockIssuance"), PH, USD, EQC("NoncontrollingInterest")))
add(C, OKE, "Balance of the treasury stock column in ONEOK's statement of shareholders' equity at June 30, 2009",
    fact(SE_NCI, PB, USD, EQC("TreasuryStock")))
add(C, OKE, "Other comprehensive income (loss) allocated to the noncontrolling interests column at ONEOK, year to date June 30, 2009",
    fact(F(OKE, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("NoncontrollingInterest")))
add(C, OKE, "ONEOK H1 2009: common stock issued, the amount recorded in the paid-in capital column", fact(["oke:CommonStockIssuedValue"], PH, USD, EQC("AdditionalPaidInCapital")))
add(C, NF, "Stock-based compensation credited to the common stock and additional paid-in capital column of Netflix's stockholders' equity statement in 2022",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), N_FY22, USD,
         {EQAX: G + "CommonStockMember"}))
add(C, NF, "Gross furniture and fixtures in Netflix's property and equipment note at December 31, 2022",
    fact(g("PropertyPlantAndEquipmentGross"), N_BS22, USD, UPPE(G + "FurnitureAndFixturesMember")))
add(C, NF, "Retained earnings column of Netflix's consolidated statement of stockholders' equity: balance at December 31, 2021",
    fact(g("StockholdersEquity"), N_BS21, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, NF, "Repurchases of common stock recorded in the treasury stock column of Netflix's equity statement during 2021",
    fact(g("TreasuryStockValueAcquiredCostMethod"), N_FY21, USD, {EQAX: G + "TreasuryStockCommonMember"}))
add(C, NF, "How much did Netflix contribute to multiemployer pension plans in 2021?",
    fact(MEP_CONTRIB, N_FY21, USD, MEP("MultiemployerPensionBenefitsMember")))
add(C, NF, "Net deferred tax assets Netflix classified within other non-current assets at December 31, 2023",
    fact(g("DeferredTaxAssetsNet"), N_BS23, USD, {BSLOC: G + "OtherNoncurrentAssetsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, PNC, "PNC diluted earnings per share from continuing operations, 1Q 2010", fact(F(PNC, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, PNC, "Basic weighted-average common shares PNC used for the first quarter of 2009", fact(WAB, Q09, SH))
add(C, PNC, "How many PNC common shares were held in treasury at March 31, 2010?", fact(TSH, B10, SH))
add(C, VRTX, "Vertex's basic net loss per common share for the three months ended March 31, 2009", fact(EPSB, Q09, PS))
add(C, VRTX, "Common shares of Vertex outstanding as of March 31, 2010", fact(SHOUT, B10, SH))
add(C, NIHD, "NII Holdings diluted EPS for Q1 2010", fact(EPSD, Q10, PS))
add(C, NIHD, "What basic weighted average share count did NII Holdings report for the March 2009 quarter?", fact(WAB, Q09, SH))
add(C, NIHD, "Diluted weighted average number of NII common shares outstanding, first quarter 2010", fact(WAD, Q10, SH))
add(C, OKE, "Dividends declared per ONEOK common share for the quarter ended June 30, 2009", fact(DPS, PQ, PS))
add(C, OKE, "ONEOK's diluted net earnings per share for the six months ended June 30, 2008", fact(EPSD, PHPY, PS))
add(C, OKE, "Number of ONEOK shares held as treasury stock on June 30, 2009", fact(TSH, PB, SH))
add(C, FAST, "Fastenal basic and diluted net earnings per share, Q2 2009", fact(["fast:BasicDilutedEarningsPerShareNetIncome"], PQ, PS))
add(C, FAST, "Fastenal's basic and diluted weighted average shares outstanding for the first half of 2008",
    fact(["fast:WeightedAverageNumberBasicDilutedSharesOutstanding"], PHPY, SH))
add(C, WFR, "MEMC diluted income per share in the June 2008 quarter", fact(EPSD, PQPY, PS))
add(C, WFR, "Weighted-average shares MEMC used in computing diluted income per share for the six months ended June 30, 2009", fact(WAD, PH, SH))
add(C, WFR, "How many MEMC common shares were issued at December 31, 2008?", fact(CSI, PYE, SH))
add(C, NF, "Weighted-average exercise price of the Netflix stock options that expired during 2021",
    fact(g("ShareBasedCompensationArrangementsByShareBasedPaymentAwardOptionsExpirationsInPeriodWeightedAverageExercisePrice"), N_FY21, PS))
add(C, NF, "Number of stock options Netflix granted in 2021", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsGrantsInPeriod"), N_FY21, SH))
add(C, NF, "How many potential common shares were excluded from Netflix's 2021 diluted EPS because they were antidilutive?",
    fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), N_FY21, SH))
add(C, NF, "Aggregate number of Netflix shares available under Ted Sarandos's trading arrangement disclosed in the 2023 10-K",
    fact(["ecd:TrdArrSecuritiesAggAvailAmt"], N_BS23, SH, SARANDOS))

# =================================================================== jargon
C = "jargon"
add(C, PNC, "PNC net OTTI recognized in earnings, 1Q10", fact(["pnc:NetOtherThanTemporaryImpairments"], Q10, USD))
add(C, PNC, "PNC CFO for 1Q10?", fact(OCF, Q10, USD))
add(C, PNC, "Cash PNC used to redeem its TARP preferred in 1Q10", fact(["pnc:PaymentForTARPPreferredStock"], Q10, USD))
add(C, VRTX, "VRTX SBC, Q1'10", fact(SBC, Q10, USD))
add(C, VRTX, "Vertex total opex 1Q10 -- total costs and expenses line", fact(F(VRTX, "CostsAndExpenses"), Q10, USD))
add(C, VRTX, "VRTX op loss 1Q09", fact(OPINC, Q09, USD))
add(C, NIHD, "NII capex in 1Q09", fact(CAPEX, Q09, USD))
add(C, NIHD, "How big was the D&A add-back in NII's 1Q10 cash flow statement?", fact(F(NIHD, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, NIHD, "NII Holdings CFF, 1Q10", fact(FCF_, Q10, USD))
add(C, OKE, "OKE D&A, 2Q09 (three months)", fact(F(OKE, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, OKE, "What was ONEOK's CFI (net investing cash flow) for 1H09?", fact(ICF, PH, USD))
add(C, FAST, "Fastenal's capex through the first half of '09?", fact(CAPEX, PH, USD))
add(C, FAST, "FAST operating cash flow (CFO), six months to June 2008", fact(OCF, PHPY, USD))
add(C, WFR, "Stock comp add-back in MEMC's 1H09 cash flow statement", fact(SBC, PH, USD))
add(C, WFR, "Did MEMC generate positive OCF in 1H09 -- how much?", fact(OCF, PH, USD))
add(C, NF, "NFLX content amortization FY21", fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY21, USD))
add(C, NF, "Netflix cash content spend in FY21 (additions to content assets)", fact(["nflx:AdditionstoStreamingContentAssets"], N_FY21, USD))
add(C, NF, "FX effect on NFLX's cash, cash equivalents & restricted cash in FY21?", fact(g("EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), N_FY21, USD))
add(C, NF, "What did Netflix's domestic (US) pretax income come to in FY22?", fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), N_FY22, USD))
add(C, NF, "NFLX FY23 'interest and other income (expense)' line", fact(g("NonoperatingIncomeExpense"), N_FY23, USD))

# =================================================================== refuse
C = "refuse"
add(C, PNC, "What was Comerica's provision for credit losses in the first quarter of 2010?",
    refuse(oc, "Comerica is not in the data (PNC is).", other("COMERICA")))
add(C, VRTX, "How much did Regeneron spend on R&D in Q1 2010?",
    refuse(oc, "Regeneron is not in the data (Vertex is).", other("REGENERON")))
add(C, NIHD, "Millicom's service revenues for the quarter ended March 31, 2010?",
    refuse(oc, "Millicom is not in the data (NII Holdings is).", other("MILLICOM")))
add(C, OKE, "Atmos Energy's operating income for the three months ended June 30, 2009?",
    refuse(oc, "Atmos Energy is not in the data (ONEOK is).", other("ATMOS")))
add(C, FAST, "What were MSC Industrial Direct's net sales in its quarter ended June 2009?",
    refuse(oc, "MSC Industrial Direct is not in the data (Fastenal is).", other("MSC INDUSTRIAL")))
add(C, PNC, "PNC's net interest income for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the three-month periods ended March 31, 2010 and 2009; full-year 2009 net interest income is not in its data.",
           absent(F(PNC, "InterestIncomeExpenseNet"), FY09)))
add(C, VRTX, "Vertex's total revenues in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(VRTX, "Revenues"), Q2_10)))
add(C, OKE, "How much revenue did ONEOK report for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(OKE, "Revenues"), PQ3)))
add(C, WFR, "MEMC's net sales for calendar year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; full-year 2008 net sales are not in its data.",
           absent(F(WFR, "SalesRevenueNet"), FY08)))
add(C, NF, "Netflix's operating income for the fourth quarter of 2023 on its own?",
    refuse(pn, "The 2023 10-K reports full-year figures only; no October-December 2023 quarter is reported.", absent(OPINC, N_Q4_23)))
add(C, VRTX, "What inventory did Vertex carry at March 31, 2010?",
    refuse(cn, "Vertex's Q1 2010 data report no inventory of any kind.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "InventoryWorkInProcess"))))
add(C, NIHD, "How much goodwill was on NII Holdings' balance sheet at March 31, 2010?",
    refuse(cn, "NII Holdings' Q1 2010 data report no goodwill.",
           absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, FAST, "What was Fastenal's long-term debt at June 30, 2009?",
    refuse(cn, "Fastenal's Q2 2009 data report no long-term debt or borrowings.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "DebtCurrent", "ShortTermBorrowings", "LineOfCredit", "ProceedsFromIssuanceOfLongTermDebt", "RepaymentsOfLongTermDebt"))))
add(C, WFR, "What dividend per share did MEMC declare in Q2 2009?",
    refuse(cn, "MEMC pays no common dividends; its Q2 2009 data report no dividends per share or common dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividendsCommonStock",
                        "PaymentsOfDividends", "DividendsCommonStock", "DividendsCash"))))
add(C, NF, "How much did Netflix pay per share in common dividends in 2023?",
    refuse(cn, "Netflix pays no dividends; its 2023 10-K reports no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
WHY_PNC = ("PNC's Q1 2010 data give net income including noncontrolling interests (ProfitLoss) and net income attributable to "
           "common shareholders after preferred dividends and discount accretion (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, PNC, "What was PNC's net income in the first quarter of 2010?", refuse(am, WHY_PNC, amb_for(PNC, WHY_PNC,
    (F(PNC, "ProfitLoss"), Q10, None), (F(PNC, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_NIHD = ("NII Holdings' March 31, 2010 balance sheet has two lines labelled 'Deferred revenues': one in current liabilities "
            "(DeferredRevenueCurrent) and one among long-term liabilities (DeferredRevenueNoncurrent).")
add(C, NIHD, "How much deferred revenue did NII Holdings have at March 31, 2010?", refuse(am, WHY_NIHD, amb_for(NIHD, WHY_NIHD,
    (F(NIHD, "DeferredRevenueCurrent"), B10, None), (F(NIHD, "DeferredRevenueNoncurrent"), B10, None))))
WHY_OKE = ("ONEOK's income statement for the quarter shows net income including noncontrolling interests (ProfitLoss) and "
           "net income attributable to ONEOK (NetIncomeLoss).")
add(C, OKE, "ONEOK net income, quarter ended June 30, 2009?", refuse(am, WHY_OKE, amb_for(OKE, WHY_OKE,
    (F(OKE, "ProfitLoss"), PQ, None), (F(OKE, "NetIncomeLoss"), PQ, None))))
WHY_FAST = ("Fastenal's June 30, 2009 balance sheet reports marketable securities twice: among current assets "
            "(MarketableSecuritiesCurrent) and among non-current assets (MarketableSecuritiesNoncurrent).")
add(C, FAST, "Fastenal's marketable securities balance at June 30, 2009?", refuse(am, WHY_FAST, amb_for(FAST, WHY_FAST,
    (F(FAST, "MarketableSecuritiesCurrent"), PB, None), (F(FAST, "MarketableSecuritiesNoncurrent"), PB, None))))
WHY_NOTES = ("Netflix has three issues of 3.625% senior notes at December 31, 2023 -- the 3.625% senior notes, the 3.625% notes "
             "issued in October 2019 and the 3.625% notes issued in April 2020 -- each with its own face amount (the two euro issues are "
             "tagged in euros as well as in U.S. dollars).")
add(C, NF, "Face value of Netflix's 3.625% senior notes at the end of 2023?", refuse(am, WHY_NOTES, amb_for(NF, WHY_NOTES,
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("ThreePointSixTwoFivePercentSeniorNotesMember")),
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedOctober2019Member")),
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("ThreePointSixTwoFivePercentSeniorNotesIssuedApril2020Member")))))


def main():
    write_round("h48", gr.QUESTIONS_48, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
