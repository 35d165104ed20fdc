#!/usr/bin/env python3
"""Writes evals/data/ask_heldout49.jsonl and its refusal probes (ask_heldout49_probes.jsonl) -- round 49 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout49.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions49.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout49.jsonl
The writer imported the round 1-48 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-48 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_48);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-48 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-49 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48)  # rounds 1-48, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 49 FSDS filings: companies no round 1-48 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-48, against avoid_adsh.txt and the CIKs of its filings, and
# leaving out the instance companies), all with CIK mod 4 == 1 (three parallel writers take the other residues): three
# 10-Qs from the 2010q2 zip and three from 2009q3.
# Kinds: a money-centre bank with EquityComponents and consolidated-VIE rows, a consumer-electronics / DVR technology company
# with a January fiscal year, and a biotech (healthcare) (2010q2); a natural-gas utility / producer, a medical-device maker
# (healthcare) with a September fiscal year, and a media company with EquityComponents rows (2009q3).
CITI = "fsds:0001047469-10-004978"  # CITIGROUP INC 10-Q (2010q2), CIK 831001, Q1 2010 (bank); EquityComponents and VIE rows
TIVO = "fsds:0001193125-10-136049"  # TIVO INC 10-Q (2010q2), CIK 1088825, fiscal Q1 2011 ended 2010-04-30 (tech)
GENZ = "fsds:0001047469-10-005032"  # GENZYME CORP 10-Q (2010q2), CIK 732485, Q1 2010 (biotech)
EQT = "fsds:0001104659-09-045570"   # EQT CORP 10-Q (2009q3), CIK 33213, Q2 2009 and six months (gas utility / producer)
HOLX = "fsds:0001193125-09-166920"  # HOLOGIC INC 10-Q (2009q3), CIK 859737, fiscal Q3 2009 and nine months (ddate 2009-06-30)
TWX = "fsds:0000950123-09-026632"   # TIME WARNER INC. 10-Q (2009q3), CIK 1105705, Q2 2009 and six months; EquityComponents rows
TICK = {CITI: "c", TIVO: "tivo", GENZ: "genz", EQT: "eqt", HOLX: "holx", TWX: "twx"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Citigroup, Genzyme)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10 = ("2010-04-01", "2010-06-30")
# TiVo fiscal Q1 2011 (quarter ended April 30, 2010; fiscal year ends January 31)
TQ, TQPY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
TB, TFY = (None, "2010-04-30"), (None, "2010-01-31")
TQ2 = ("2010-05-01", "2010-07-31")
# calendar Q2 2009 (EQT, Time Warner)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")
# Hologic fiscal Q3 2009 (quarter ended late June 2009; fiscal year ends late September), FSDS month-end dates
HQ, H9 = ("2009-04-01", "2009-06-30"), ("2008-10-01", "2009-06-30")
HQPY = ("2008-04-01", "2008-06-30")
HB, HFY = (None, "2009-06-30"), (None, "2008-09-30")

EQC = lambda m: {"EquityComponents": m}
VIE = {"VariableInterestEntitiesByClassificationOfEntity": "VariableInterestEntityPrimaryBeneficiary"}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Microsoft 10-K 2015: periods and members not among the shared constants
M_BS13, M_BS12, M_FLOAT = (None, "2013-06-30"), (None, "2012-06-30"), (None, "2014-12-31")
M_FY16 = ("2015-07-01", "2016-06-30")
EQAX = G + "StatementEquityComponentsAxis"
DOUBTFUL = {G + "ValuationAllowancesAndReservesTypeAxis": G + "AllowanceForDoubtfulAccountsMember"}
REPO = lambda m: {G + "ShareRepurchaseProgramAxis": "msft:%s" % m}

# AEON Biopharma 10-Q 2023: periods and members not among the shared constants
E_JUN22, E_SEP22, E_JUN23, E_UW = (None, "2022-06-30"), (None, "2022-09-30"), (None, "2023-06-30"), (None, "2023-09-18")
E_Q4_23 = ("2023-10-01", "2023-12-31")
ABP19 = "aeon:AbpSubInc.2019IncentiveAwardPlanMember"
PLAN = lambda m: {G + "PlanNameAxis": m}
AEQ = lambda m: {EQAX: G + m}
ACLASS = lambda m: {G + "StatementClassOfStockAxis": m}

# =================================================================== direct
C = "direct"
add(C, CITI, "What did Citigroup earn in administration and other fiduciary fees during the first quarter of 2010?",
    fact(F(CITI, "AdministrationAndOtherFiduciaryFeesRevenue"), Q10, USD))
add(C, CITI, "Citi's insurance premiums revenue, three months ended March 31, 2010", fact(F(CITI, "PremiumsEarnedNet"), Q10, USD))
add(C, CITI, "Carrying amount of mortgage servicing rights (MSRs) on Citigroup's March 31, 2010 balance sheet",
    fact(F(CITI, "MortgageServicingRightsMSR"), B10, USD))
add(C, TIVO, "How much hardware revenue did TiVo book in the quarter ended April 30, 2010?", fact(F(TIVO, "HardwareRevenueNet"), TQ, USD))
add(C, TIVO, "TiVo, fiscal Q1 2011 (ended April 30, 2010): the 'sales and marketing, subscription acquisition costs' line",
    fact(F(TIVO, "OtherSellingAndMarketingExpense"), TQ, USD))
add(C, GENZ, "Genzyme's contingent consideration expense for Q1 2010", fact(F(GENZ, "AccretionExpense"), Q10, USD))
add(C, GENZ, "What were Genzyme's long-term contingent consideration obligations at March 31, 2010?",
    fact(F(GENZ, "BusinessAcquisitionContingentConsiderationAtFairValueNoncurrent"), B10, USD))
add(C, EQT, "Regulatory assets carried by EQT Corporation as of June 30, 2009", fact(F(EQT, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, EQT, "EQT unbilled revenues at the end of June 2009", fact(F(EQT, "UnbilledReceivables"), PB, USD))
add(C, HOLX, "Hologic's convertible debt on the balance sheet at the close of its fiscal third quarter of 2009 (June 2009)",
    fact(F(HOLX, "ConvertibleDebtNoncurrent"), HB, USD))
add(C, HOLX, "The deferred gain Hologic carried in current liabilities at its June 2009 quarter-end",
    fact(F(HOLX, "OtherDeferredCreditsCurrent"), HB, USD))
add(C, TWX, "Time Warner Inc.'s noncurrent inventories and film costs at June 30, 2009",
    fact(F(TWX, "NoncurrentInventoriesAndFilmCosts"), PB, USD))
add(C, TWX, "What was the carrying amount of intangible assets not subject to amortization on Time Warner's mid-2009 (June 30) balance sheet?",
    fact(F(TWX, "IndefiniteLivedIntangibleAssetsExcludingGoodwill"), PB, USD))
add(C, MS, "According to the cover page of Microsoft's fiscal 2015 10-K, what was the aggregate market value of common stock held by "
    "non-affiliates as of December 31, 2014?", fact(["dei:EntityPublicFloat"], M_FLOAT, USD))
add(C, MS, "Microsoft cash and cash equivalents, June 30, 2015", fact(CASH, M_BS15, USD))
add(C, MS, "Under Microsoft's employee stock purchase plan, employees could buy shares at what percentage of fair market value in fiscal 2015?",
    fact(g("SharebasedCompensationArrangementBySharebasedPaymentAwardPurchasePriceOfCommonStockPercent"), M_FY15, PURE))
add(C, MS, "In the deferred income tax liabilities table of Microsoft's FY2015 10-K, what was the 'Other' deferred tax liability at June 30, 2015?",
    fact(g("DeferredTaxLiabilitiesOther"), M_BS15, USD))
add(C, AE, "AEON Biopharma's other non-current assets at September 30, 2023", fact(g("OtherAssetsNoncurrent"), E_BS, USD))
add(C, AE, "Total liabilities and stockholders' deficit on AEON's September 30, 2023 condensed consolidated balance sheet",
    fact(g("LiabilitiesAndStockholdersEquity"), E_BS, USD))
add(C, AE, "What deferred underwriting fee does AEON's Q3 2023 10-Q disclose as of September 18, 2023?",
    fact(["aeon:DeferredUnderwritingFee"], E_UW, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CITI, "Principal transactions revenue at Citigroup for the year-earlier quarter, Q1 2009",
    fact(F(CITI, "PrincipalTransactionsRevenue"), Q09, USD))
add(C, CITI, "What were Citi's brokerage payables at December 31, 2009?",
    fact(F(CITI, "PayablesToBrokerDealersAndClearingOrganizations"), DEC09, USD))
add(C, TIVO, "TiVo's service revenues in the comparable prior-year quarter, i.e. the three months ended April 30, 2009",
    fact(F(TIVO, "ServiceRevenueNet"), TQPY, USD))
add(C, TIVO, "Short-term investments TiVo held at its January 31, 2010 fiscal year-end", fact(F(TIVO, "ShortTermInvestments"), TFY, USD))
add(C, GENZ, "Net product revenue Genzyme reported for the first quarter of 2009", fact(F(GENZ, "SalesRevenueGoodsNet"), Q09, USD))
add(C, GENZ, "How much cash did Genzyme use to repurchase its common stock in Q1 2009?",
    fact(F(GENZ, "PaymentsForRepurchaseOfCommonStock"), Q09, USD))
add(C, GENZ, "Goodwill on Genzyme's December 31, 2009 balance sheet", fact(F(GENZ, "Goodwill"), DEC09, USD))
add(C, EQT, "EQT operating revenues, first half of 2008", fact(F(EQT, "OilAndGasRevenue"), PHPY, USD))
add(C, EQT, "Short-term loans on EQT's balance sheet at year-end 2008", fact(F(EQT, "ShortTermBorrowings"), PYE, USD))
add(C, HOLX, "Hologic product sales in the prior-year fiscal third quarter (the June 2008 quarter)",
    fact(F(HOLX, "SalesRevenueGoodsNet"), HQPY, USD))
add(C, HOLX, "Goodwill Hologic carried at its fiscal 2008 year-end (September 2008), before this year's impairment",
    fact(F(HOLX, "Goodwill"), HFY, USD))
add(C, TWX, "Time Warner's advertising revenue in the April-June 2008 quarter", fact(F(TWX, "AdvertisingRevenue"), PQPY, USD))
add(C, TWX, "Debt due within one year at Time Warner as of December 31, 2008", fact(F(TWX, "DebtCurrent"), PYE, USD))
add(C, MS, "Microsoft's accounts payable at the end of fiscal 2014 (June 30, 2014)", fact(AP, M_BS14, USD))
add(C, MS, "What effective tax rate did Microsoft report for fiscal 2013?", fact(ETR, M_FY13, PURE))
add(C, MS, "Comprehensive income for Microsoft's fiscal year ended June 30, 2014", fact(g("ComprehensiveIncomeNetOfTax"), M_FY14, USD))
add(C, MS, "Microsoft's dividends and interest income in fiscal 2013", fact(g("InvestmentIncomeNet"), M_FY13, USD))
add(C, MS, "Inventories on Microsoft's balance sheet as of June 30, 2014", fact(INV, M_BS14, USD))
add(C, AE, "How large was the noncontrolling interest on AEON's balance sheet at December 31, 2022?", fact(g("MinorityInterest"), E_BSPY, USD))
add(C, AE, "Treasury stock, at cost, on AEON's December 31, 2022 balance sheet", fact(g("TreasuryStockValue"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, EQT, "EQT purchased gas costs for the three months ended June 30, 2009 (the quarter only)", fact(F(EQT, "CostOfPurchasedOilAndGas"), PQ, USD))
add(C, EQT, "Exploration expense at EQT, year to date through June 30, 2009", fact(F(EQT, "ExplorationExpense"), PH, USD))
add(C, EQT, "EQT's depreciation, depletion and amortization for Q2 2009 alone", fact(F(EQT, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, EQT, "Interest expense at EQT over the first six months of 2009", fact(F(EQT, "InterestExpense"), PH, USD))
add(C, EQT, "EQT production expense, 2Q09 (three-month figure)", fact(F(EQT, "ResultsOfOperationsProductionOrLiftingCosts"), PQ, USD))
add(C, HOLX, "Hologic's service and other revenues for fiscal Q3 2009 only -- the three months, not the nine",
    fact(F(HOLX, "SalesRevenueServicesNet"), HQ, USD))
add(C, HOLX, "Goodwill impairment charge Hologic recorded in the first nine months of fiscal 2009 (through June)",
    fact(F(HOLX, "GoodwillImpairmentLoss"), H9, USD))
add(C, HOLX, "Hologic selling and marketing expense, nine months ended June 2009", fact(F(HOLX, "SellingAndMarketingExpense"), H9, USD))
add(C, HOLX, "Interest expense at Hologic for the June 2009 quarter, three-month figure", fact(F(HOLX, "InterestExpense"), HQ, USD))
add(C, HOLX, "What was Hologic's provision for income taxes year to date in fiscal 2009, through the third quarter?",
    fact(F(HOLX, "IncomeTaxExpenseBenefit"), H9, USD))
add(C, TWX, "Time Warner's content revenues in Q2 2009, three months only", fact(F(TWX, "ContentRevenue"), PQ, USD))
add(C, TWX, "Subscription revenues at Time Warner for the six months ended June 30, 2009", fact(F(TWX, "SubscriptionRevenue"), PH, USD))
add(C, TWX, "Time Warner restructuring costs in the June 2009 quarter by itself", fact(F(TWX, "RestructuringCharges"), PQ, USD))
add(C, TWX, "Time Warner's 'interest expense, net' for the first half of 2009", fact(F(TWX, "InterestExpenseNet"), PH, USD))
add(C, TWX, "Costs of revenues at Time Warner in 2Q09 (quarter, not half-year)", fact(F(TWX, "CostOfRevenue"), PQ, USD))
add(C, AE, "AEON's total operating expenses for the predecessor period January 1 - July 21, 2023", fact(OPEX, E_PRED, USD))
add(C, AE, "Total other income (expense), net for AEON's short predecessor stub from July 1 to July 21, 2023",
    fact(g("NonoperatingIncomeExpense"), E_STUB, USD))
add(C, AE, "AEON's change in fair value of convertible notes for the nine months ended September 30, 2022 (year to date, not the third quarter)",
    fact(["aeon:ChangeInFairValueOfConvertibleNotes"], E_9M_22, USD))
add(C, AE, "Operating lease cost AEON recognized over the predecessor period January 1 through July 21, 2023",
    fact(g("OperatingLeaseCost"), E_PRED, USD))
add(C, AE, "AEON loss before income taxes, nine months ended September 30, 2022",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), E_9M_22, USD))

# =================================================================== derived
C = "derived"
add(C, CITI, "Citigroup's loan loss reserve ratio at March 31, 2010: allowance for loan losses divided by loans, net of unearned income",
    ratio(F(CITI, "LoansAndLeasesReceivableAllowance"), F(CITI, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10))
add(C, CITI, "Citi's effective tax rate for Q1 2010 (provision for income taxes / income from continuing operations before income taxes)",
    ratio(F(CITI, "IncomeTaxExpenseBenefit"),
          F(CITI, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, CITI, "By how many dollars did Citigroup's total deposits change from December 31, 2009 to March 31, 2010? (negative = deposits fell)",
    diff(F(CITI, "Deposits"), F(CITI, "Deposits"), B10, DEC09))
add(C, TIVO, "TiVo's gross margin percentage for the quarter ended April 30, 2010 (gross margin line / net revenues), as a decimal",
    ratio(F(TIVO, "GrossProfit"), F(TIVO, "SalesRevenueNet"), TQ))
add(C, TIVO, "TiVo free cash flow in fiscal Q1 2011: net cash from operating activities minus acquisition of property and equipment "
    "(negative means cash burned)", fcf(TQ, F(TIVO, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, GENZ, "Genzyme's year-over-year total revenue growth, Q1 2010 vs Q1 2009, as a decimal (negative = decline)",
    growth(F(GENZ, "Revenues"), Q10, Q09))
add(C, GENZ, "Genzyme current ratio at March 31, 2010", ratio(F(GENZ, "AssetsCurrent"), F(GENZ, "LiabilitiesCurrent"), B10))
add(C, EQT, "EQT's FCF for 1H09, defined as net cash provided by operating activities less capital expenditures",
    fcf(PH, F(EQT, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, EQT, "EQT's debt-to-equity ratio at June 30, 2009: (current portion of long-term debt + long-term debt) / total common stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(EQT, "LongTermDebtCurrent"), PB), inp(F(EQT, "LongTermDebtNoncurrent"), PB), inp(SE_NCI, PB)], PB, PURE))
add(C, HOLX, "R&D intensity at Hologic for the first nine months of fiscal 2009: research and development expense as a share of total revenues",
    ratio(F(HOLX, "ResearchAndDevelopmentExpense"), F(HOLX, "Revenues"), H9))
add(C, HOLX, "How much did Hologic's total stockholders' equity change between the end of fiscal 2008 (September 2008) and June 2009, in dollars? "
    "Negative means it shrank.", diff(F(HOLX, "StockholdersEquity"), F(HOLX, "StockholdersEquity"), HB, HFY))
add(C, TWX, "Time Warner operating margin for Q2 2009 (operating income / total revenues)",
    ratio(F(TWX, "OperatingIncomeLoss"), F(TWX, "Revenues"), PQ))
add(C, TWX, "Growth in Time Warner's advertising revenues for the first half of 2009 versus the first half of 2008, as a decimal (negative = decline)",
    growth(F(TWX, "AdvertisingRevenue"), PH, PHPY))
add(C, MS, "Microsoft's working capital at June 30, 2014 (total current assets minus total current liabilities)",
    diff(AC, LC, M_BS14))
add(C, MS, "At June 30, 2015, what was Microsoft's allowance for doubtful accounts as a fraction of its net accounts receivable?",
    ratio(g("ValuationAllowancesAndReservesBalance"), AR, M_BS15, m_num=DOUBTFUL))
add(C, MS, "Percentage increase in Microsoft's net deferred income tax liabilities from June 30, 2014 to June 30, 2015, as a decimal",
    growth(g("DeferredIncomeTaxLiabilitiesNet"), M_BS15, M_BS14))
add(C, MS, "Combined dollar value of shares Microsoft repurchased in fiscal 2014 under its 2008 and 2013 repurchase programs (sum of the two)",
    total(g("StockRepurchasedDuringPeriodValue"), g("StockRepurchasedDuringPeriodValue"), M_FY14,
          ma=REPO("ShareRepurchaseProgramTwentyZeroEightMember"), mb=REPO("ShareRepurchaseProgramTwentyThirteenMember")))
add(C, AE, "How many AEON common shares were held in treasury at December 31, 2022, computed as shares issued minus shares outstanding?",
    derived("e0-e1", [inp(CSI, E_BSPY), inp(SHOUT, E_BSPY)], E_BSPY, SH, ratio=False))
add(C, AE, "What fraction of AEON's authorized convertible preferred shares had been issued at December 31, 2022 (issued / authorized)?",
    ratio(g("TemporaryEquitySharesIssued"), g("TemporaryEquitySharesAuthorized"), E_BSPY))
add(C, AE, "In AEON's statement of stockholders' deficit, by how much did the accumulated deficit column move between June 30, 2022 and "
    "September 30, 2022 (September balance minus June balance)?",
    derived("e0-e1", [inp(SE_NCI, E_SEP22, AEQ("RetainedEarningsMember")), inp(SE_NCI, E_JUN22, AEQ("RetainedEarningsMember"))],
            E_SEP22, USD, ratio=False))

# =================================================================== members
C = "members"
add(C, CITI, "Loans, net of unearned income, held by consolidated VIEs where Citi is the primary beneficiary, at March 31, 2010",
    fact(F(CITI, "LoansAndLeasesReceivableNetOfDeferredIncome"), B10, USD, VIE))
add(C, CITI, "How much long-term debt did Citigroup's consolidated variable interest entities carry on March 31, 2010?",
    fact(F(CITI, "LongTermDebt"), B10, USD, VIE))
add(C, CITI, "Citigroup's statement of changes in equity, treasury stock column: issuance of shares pursuant to employee benefit plans in Q1 2010",
    fact(F(CITI, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("TreasuryStock")))
add(C, CITI, "ADIA Upper DECS equity units purchase contract amount credited to common stock and additional paid-in capital in Citi's Q1 2010 equity statement",
    fact(F(CITI, "EquityUnitsPurchaseContract"), Q10, USD, EQC("CommonStockIncludingAdditionalPaidInCapital")))
add(C, CITI, "Net change in cash flow hedges, net of taxes, shown in the accumulated other comprehensive income column of Citi's equity statement for 1Q10",
    fact(F(CITI, "OtherComprehensiveIncomeUnrealizedGainLossOnDerivativesArisingDuringPeriodNetOfTax"), Q10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, CITI, "Dividends paid to noncontrolling-interest shareholders per Citigroup's equity roll-forward for the quarter ended March 31, 2010",
    fact(F(CITI, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, TWX, "Effect of the Time Warner Cable spin-off on the noncontrolling interests column of Time Warner's equity statement, six months ended June 30, 2009",
    fact(F(TWX, "SubsidiarySpinOff"), PH, USD, EQC("NoncontrollingInterest")))
add(C, TWX, "Time Warner Cable Special Dividend charged against Time Warner's noncontrolling interests in the first half of 2009",
    fact(F(TWX, "SpecialDividend"), PH, USD, EQC("NoncontrollingInterest")))
add(C, TWX, "Comprehensive income in the Time Warner Inc. shareholders' (parent) column of the equity statement, H1 2009",
    fact(F(TWX, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), PH, USD, EQC("Parent")))
add(C, TWX, "Balance of noncontrolling interests in Time Warner's equity statement at June 30, 2008", fact(SE_NCI, JUN08, USD, EQC("NoncontrollingInterest")))
add(C, MS, "Revenue of Microsoft's Devices and Consumer Licensing segment in fiscal 2014",
    fact(NETSALES, M_FY14, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerLicensingMember")))
add(C, MS, "Commercial Other segment revenue at Microsoft, fiscal year 2013", fact(NETSALES, M_FY13, USD, MSEG("CommercialMember", "CommercialOtherMember")))
add(C, MS, "Revenue from Windows operating systems for computing devices (Microsoft's product and service view), FY2013",
    fact(NETSALES, M_FY13, USD, MPROD("WindowsOperatingSystemsForComputingDevicesMember")))
add(C, MS, "Balance of the retained earnings column in Microsoft's stockholders' equity statement at June 30, 2013",
    fact(g("StockholdersEquity"), M_BS13, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, MS, "Allowance for doubtful accounts roll-forward: amount charged to costs and other in Microsoft's fiscal 2014",
    fact(["msft:ValuationAllowancesAndReservesChargedToCostsAndOther"], M_FY14, USD, DOUBTFUL))
add(C, MS, "Restructuring charges under Microsoft's Phone Hardware Integration Plan in fiscal 2015",
    fact(g("RestructuringCharges"), M_FY15, USD, {G + "RestructuringPlanAxis": "msft:PhoneHardwareIntegrationPlanMember"}))
add(C, AE, "Gross furniture and fixtures in AEON's property and equipment note at December 31, 2022",
    fact(g("PropertyPlantAndEquipmentGross"), E_BSPY, USD, UPPE(G + "FurnitureAndFixturesMember")))
add(C, AE, "AEON equity statement: balance of the noncontrolling interest column at June 30, 2023",
    fact(SE_NCI, E_JUN23, USD, AEQ("NoncontrollingInterestMember")))
add(C, AE, "In AEON's table of common stock reserved for future issuance at December 31, 2022, how many shares were still available for future issuance under the stock incentive plan?",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BSPY, SH,
         ACLASS("aeon:SharesAvailableForFutureIssuanceUnderStockIncentivePlanMember")))
add(C, AE, "Stock-based compensation recorded within research and development for AEON's predecessor period January 1 - July 21, 2023",
    fact(g("AllocatedShareBasedCompensationExpense"), E_PRED, USD, {G + "IncomeStatementLocationAxis": G + "ResearchAndDevelopmentExpenseMember"}))

# =================================================================== per_share
C = "per_share"
add(C, CITI, "Citigroup's diluted income per share from continuing operations in Q1 2010",
    fact(F(CITI, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, CITI, "Adjusted (diluted) weighted average common shares Citi used for the first quarter of 2009", fact(WAD, Q09, SH))
add(C, TIVO, "TiVo net loss per common share, basic and diluted, for the quarter ended April 30, 2010",
    fact(F(TIVO, "EarningsPerShareBasicAndDiluted"), TQ, PS))
add(C, TIVO, "How many TiVo common shares were outstanding at April 30, 2010?", fact(SHOUT, TB, SH))
add(C, GENZ, "Genzyme basic EPS, Q1 2010", fact(EPSB, Q10, PS))
add(C, GENZ, "Diluted share count (weighted average) Genzyme used in Q1 2009", fact(WAD, Q09, SH))
add(C, EQT, "EQT diluted earnings per share for the second quarter of 2008", fact(EPSD, PQPY, PS))
add(C, EQT, "Treasury shares held by EQT at June 30, 2009 (not counting shares held in trust for deferred compensation)", fact(TSH, PB, SH))
add(C, HOLX, "Hologic's basic net loss per share for the nine months ended June 2009", fact(EPSB, H9, PS))
add(C, HOLX, "Number of Hologic common shares issued as of the end of fiscal Q3 2009", fact(CSI, HB, SH))
add(C, TWX, "Time Warner basic income per share from continuing operations, first half of 2009",
    fact(F(TWX, "IncomeLossFromContinuingOperationsPerBasicShare"), PH, PS))
add(C, TWX, "Cash dividends Time Warner declared per common share in Q2 2009", fact(DPS, PQ, PS))
add(C, MS, "Microsoft common shares outstanding at June 30, 2012", fact(SHOUT, M_BS12, SH))
add(C, MS, "Authorized common shares of Microsoft at June 30, 2014", fact(AUTH, M_BS14, SH))
add(C, MS, "How many shares did Microsoft issue under employee stock purchase plans in fiscal 2013?",
    fact(g("StockIssuedDuringPeriodSharesEmployeeStockPurchasePlans"), M_FY13, SH))
add(C, MS, "Unvested stock awards outstanding at Microsoft on June 30, 2014 (number of shares)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber"), M_BS14, SH,
         {G + "AwardTypeAxis": G + "RestrictedStockMember"}))
add(C, AE, "AEON basic weighted-average shares outstanding for the three months ended September 30, 2022", fact(WAB, E_Q3_22, SH))
add(C, AE, "Par value per share of AEON's common stock at September 30, 2023", fact(g("CommonStockParOrStatedValuePerShare"), E_BS, PS))
add(C, AE, "Weighted-average grant-date fair value of the RSUs granted under the ABP Sub 2019 plan in AEON's successor period (July 22 - September 30, 2023)",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"),
         E_SUCC, PS, dict(PLAN(ABP19), **{G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"})))
add(C, AE, "Weighted-average exercise price of options outstanding under the AEON Biopharma 2023 Incentive Award Plan at September 30, 2023",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsOutstandingWeightedAverageExercisePrice"), E_BS, PS,
         PLAN("aeon:AeonBiopharmaInc2023IncentiveAwardPlanMember")))

# =================================================================== jargon
C = "jargon"
add(C, CITI, "C's NII for 1Q10?", fact(F(CITI, "InterestIncomeExpenseNet"), Q10, USD))
add(C, CITI, "Citi capex on premises & equipment, 1Q09", fact(CAPEX, Q09, USD))
add(C, TIVO, "TIVO total opex, 1Q FY11", fact(OPEX, TQ, USD))
add(C, TIVO, "SBC add-back in TiVo's cash flow statement for the April 2010 quarter", fact(SBC, TQ, USD))
add(C, TIVO, "TiVo CFI for the three months ended April 30, 2009?", fact(ICF, TQPY, USD))
add(C, GENZ, "GENZ SG&A, 1Q10", fact(SGA, Q10, USD))
add(C, GENZ, "Genzyme D&A in the Q1'09 cash flow statement", fact(DA, Q09, USD))
add(C, GENZ, "Genzyme capex for 1Q10 (PP&E purchases)?", fact(CAPEX, Q10, USD))
add(C, EQT, "EQT CFO, 1H08", fact(OCF, PHPY, USD))
add(C, EQT, "What was EQT's SG&A in 2Q08, quarter only?", fact(SGA, PQPY, USD))
add(C, HOLX, "HOLX EBIT (income from operations) for FQ3'09", fact(OPINC, HQ, USD))
add(C, HOLX, "Hologic capex YTD through fiscal Q3 2009", fact(CAPEX, H9, USD))
add(C, HOLX, "HOLX pre-tax loss for the nine months to June 2009", fact(PRETAX, H9, USD))
add(C, TWX, "TWX SBC ('equity-based compensation') for 1H09", fact(SBC, PH, USD))
add(C, TWX, "Time Warner D&A, six months of 2008", fact(DA, PHPY, USD))
add(C, MS, "MSFT FX transaction gains/losses in FY14", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), M_FY14, USD))
add(C, MS, "MSFT total OCI for FY14, net of tax", fact(g("OtherComprehensiveIncomeLossNetOfTax"), M_FY14, USD))
add(C, MS, "MSFT current tax provision (total current taxes) FY14", fact(g("CurrentIncomeTaxExpenseBenefit"), M_FY14, USD))
add(C, AE, "AEON's change in AP on the cash flow statement, 9M22", fact(g("IncreaseDecreaseInAccountsPayable"), E_9M_22, USD))
add(C, AE, "AEON bottom line for the successor period, July 22 - September 30, 2023", fact(g("ProfitLoss"), E_SUCC, USD))

# =================================================================== refuse
C = "refuse"
add(C, CITI, "What was Synovus Financial's provision for loan losses in the first quarter of 2010?",
    refuse(oc, "Synovus Financial is not in the data (Citigroup is).", other("SYNOVUS")))
add(C, TIVO, "How much did Rovi Corporation report in licensing revenue for the quarter ended March 31, 2010?",
    refuse(oc, "Rovi is not in the data (TiVo is).", other("ROVI")))
add(C, GENZ, "What were Alexion Pharmaceuticals' Soliris sales in Q1 2010?",
    refuse(oc, "Alexion Pharmaceuticals is not in the data (Genzyme is).", other("ALEXION")))
add(C, EQT, "National Fuel Gas operating revenues for the quarter ended June 30, 2009?",
    refuse(oc, "National Fuel Gas is not in the data (EQT is).", other("NATIONAL FUEL")))
add(C, MS, "What was TIBCO Software's total revenue in its fiscal 2014?", refuse(oc, "TIBCO Software is not in the data (Microsoft is).", other("TIBCO")))
add(C, CITI, "Citigroup's net interest revenue for the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(CITI, "InterestIncomeExpenseNet"), Q2_10)))
add(C, TIVO, "TiVo net revenues for the quarter ending July 31, 2010?",
    refuse(pn, "The 10-Q covers the quarter ended April 30, 2010; the July 2010 quarter is not reported.", absent(F(TIVO, "SalesRevenueNet"), TQ2)))
add(C, EQT, "EQT operating revenues in the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(EQT, "OilAndGasRevenue"), PQ3)))
add(C, MS, "Microsoft's revenue for fiscal 2016?",
    refuse(pn, "The fiscal 2015 10-K reports years through June 30, 2015; fiscal 2016 (to June 30, 2016) is not reported.", absent(NETSALES, M_FY16)))
add(C, AE, "What did AEON spend on R&D in the fourth quarter of 2023?",
    refuse(pn, "The 10-Q ends September 30, 2023; the October-December 2023 quarter is not reported.", absent(RD, E_Q4_23)))
add(C, GENZ, "What dividend per share did Genzyme declare in Q1 2010?",
    refuse(cn, "Genzyme pays no common dividends; its Q1 2010 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, HOLX, "How much did Hologic pay out in common dividends during the first nine months of fiscal 2009?",
    refuse(cn, "Hologic pays no dividends; its fiscal Q3 2009 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, TIVO, "How much goodwill was on TiVo's balance sheet at April 30, 2010?",
    refuse(cn, "TiVo's fiscal Q1 2011 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, AE, "What revenue did AEON Biopharma report for the nine months ended September 30, 2023?",
    refuse(cn, "AEON is a clinical-stage company; its Q3 2023 10-Q reports no revenue of any kind.",
           absent_any(g("Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax", "RevenueFromContractWithCustomerIncludingAssessedTax",
                        "SalesRevenueNet", "SalesRevenueGoodsNet", "SalesRevenueServicesNet"))))
add(C, MS, "How much interest did Microsoft capitalize in fiscal 2015?",
    refuse(cn, "Microsoft's fiscal 2015 10-K reports no capitalized interest.",
           absent_any(g("InterestCostsCapitalized", "InterestPaidCapitalized", "InterestCostsCapitalizedAdjustment"))))
WHY_TWX = ("Time Warner's income statement for the six months reports net income including noncontrolling interests (ProfitLoss) and "
           "net income attributable to Time Warner Inc. shareholders (NetIncomeLoss).")
add(C, TWX, "What was Time Warner's net income for the first half of 2009?", refuse(am, WHY_TWX, amb_for(TWX, WHY_TWX,
    (F(TWX, "ProfitLoss"), PH, None), (F(TWX, "NetIncomeLoss"), PH, None))))
WHY_CITI = ("Citigroup's Q1 2010 data carry two lines labelled 'Income from continuing operations': one before attributing noncontrolling "
            "interests (IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest, income statement) and one "
            "excluding noncontrolling interests (IncomeLossFromContinuingOperations, cash flow statement).")
add(C, CITI, "How much income from continuing operations did Citi report for Q1 2010?", refuse(am, WHY_CITI, amb_for(CITI, WHY_CITI,
    (F(CITI, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), Q10, None),
    (F(CITI, "IncomeLossFromContinuingOperations"), Q10, None))))
WHY_EQT = ("EQT's June 30, 2009 balance sheet has two lines labelled 'Derivative instruments, at fair value': one among current assets "
           "(DerivativeAssets) and one among current liabilities (DerivativeLiabilitiesCurrent).")
add(C, EQT, "What was the balance of EQT's 'derivative instruments, at fair value' at June 30, 2009?", refuse(am, WHY_EQT, amb_for(EQT, WHY_EQT,
    (F(EQT, "DerivativeAssets"), PB, None), (F(EQT, "DerivativeLiabilitiesCurrent"), PB, None))))
WHY_HOLX = ("Hologic's income statement reports amortization of intangible assets twice for the quarter: within cost of product sales "
            "(CostOfGoodsSoldAmortization) and as the operating expense 'Amortization of acquired intangible assets' (AmortizationOfIntangibleAssets).")
add(C, HOLX, "Hologic's amortization of intangible assets in its fiscal third quarter of 2009?", refuse(am, WHY_HOLX, amb_for(HOLX, WHY_HOLX,
    (F(HOLX, "CostOfGoodsSoldAmortization"), HQ, None), (F(HOLX, "AmortizationOfIntangibleAssets"), HQ, None))))
WHY_GENZ = ("Genzyme's March 31, 2010 balance sheet carries deferred tax assets in current assets (DeferredTaxAssetsNetCurrent) and "
            "'Deferred tax assets-noncurrent' (DeferredTaxAssetsNetNoncurrent).")
add(C, GENZ, "How much in deferred tax assets did Genzyme have at March 31, 2010?", refuse(am, WHY_GENZ, amb_for(GENZ, WHY_GENZ,
    (F(GENZ, "DeferredTaxAssetsNetCurrent"), B10, None), (F(GENZ, "DeferredTaxAssetsNetNoncurrent"), B10, None))))


def main():
    write_round("h49", gr.QUESTIONS_49, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
