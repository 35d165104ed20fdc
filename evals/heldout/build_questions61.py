#!/usr/bin/env python3
"""Writes evals/data/ask_heldout61.jsonl and its refusal probes (ask_heldout61_probes.jsonl) -- round 61 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout61.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions61.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout61.jsonl
The writer imported the round 1-60 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, wrote to its own folder's questions.jsonl (its
QUESTIONS) and read rounds 1-60 from a copy of evals/data (PREV: ask_heldout.jsonl and ask_heldout2..60.jsonl,
named through a range); here `from specs import *` takes them from evals/heldout itself, gr.QUESTIONS_61 is the
output and PREV names gr.QUESTIONS ... gr.QUESTIONS_60, one by one.
Written without reading the tool under test.

Round 61 notes.
FSDS filings: companies no round 1-60 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-60, against avoid_adsh.txt and the CIKs of its filings, leaving out the instance companies Apple and Union Pacific,
CONSOL's subsidiary CNX Gas and Plum Creek, whose rows all carry a co-registrant), all with CIK mod 4 == 1:
  2009q3 (calendar Q2 2009 and six months): Waters (analytical instruments / life-science tools; its quarter ended
  July 4, 2009, FSDS ddate 2009-06-30), Walter Energy (metallurgical coal; EquityComponents rows; spun off its
  financing business in 1H09), Sigma-Aldrich (life-science chemicals).
  2010q2 (calendar Q1 2010): General Electric (industrial plus GE Capital / GECS financial services; only its
  consolidated rows are read: its GE and GECS columns carry a co-registrant), Eastman Chemical (EquityComponents
  rows), Dover (diversified industrial; EquityComponents rows).
Instances: msft-10k-2015 and aeon-10q-2023, asking only facts no round 1-60 asked (reported facts and derived inputs
alike): Microsoft's tax, fair-value, goodwill-by-segment, intangible, acquisition (Nokia, Mojang) and share
repurchase notes; AEON's predecessor/successor share-based compensation, convertible note, preferred stock, warrant
and forward purchase agreement notes.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-61 share

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
    (gold_reader.lookup), not typed (as in rounds 48-60's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 61 FSDS filings (CIK mod 4 == 1)
WAT = "fsds:0000950123-09-031677"   # WATERS CORP /DE/ 10-Q (2009q3), CIK 1000697, quarter ended July 4, 2009 (ddate 2009-06-30)
WLT = "fsds:0001047469-09-007382"   # WALTER ENERGY, INC. 10-Q (2009q3), CIK 837173, Q2 2009 and six months; EquityComponents rows
SIAL = "fsds:0001193125-09-162171"  # SIGMA ALDRICH CORP 10-Q (2009q3), CIK 90185, Q2 2009 and six months
GE_ = "fsds:0000040545-10-000042"   # GENERAL ELECTRIC CO 10-Q (2010q2), CIK 40545, Q1 2010 (consolidated rows)
EMN = "fsds:0000915389-10-000038"   # EASTMAN CHEMICAL CO 10-Q (2010q2), CIK 915389, Q1 2010; EquityComponents rows
DOV = "fsds:0000950123-10-037389"   # DOVER CORP 10-Q (2010q2), CIK 29905, Q1 2010; EquityComponents rows
TICK = {WAT: "wat", WLT: "wlt", SIAL: "sial", GE_: "ge", EMN: "emn", DOV: "dov"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
PQ, PH, PQPY, PHPY = CY09_Q2, CY09_H1, CY08_Q2, CY08_H1
PB, PYE = BS_0906, BS_0812
PQ3 = ("2009-07-01", "2009-09-30")
Q10, Q09, B10, DEC09 = CY10_Q1, CY09_Q1, BS_1003, BS_0912
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")

# Microsoft 10-K 2015: periods, axes and members not among the shared constants
M_BS13, M_BS12 = (None, "2013-06-30"), (None, "2012-06-30")
M_FY12 = ("2011-07-01", "2012-06-30")
NOKIA_CLOSE, NOKIA_DAY = (None, "2014-04-25"), ("2014-04-25", "2014-04-25")
MOJANG_CLOSE, MOJANG_DAY = (None, "2014-11-06"), ("2014-11-06", "2014-11-06")
EQAX = G + "StatementEquityComponentsAxis"
ACQ = G + "BusinessAcquisitionAxis"
NOKIA = {ACQ: "msft:NokiaDevicesAndServicesBusinessMember"}
MOJANG = {ACQ: "msft:MojangSynergiesABMember"}
AOCI_INV = {EQAX: G + "AccumulatedNetUnrealizedInvestmentGainLossMember"}
PHONE_GW = {"msft:SegmentGroupAxis": "msft:DevicesAndConsumerHardwareSegmentSubGroupMember",
            CONS: "msft:DevicesAndConsumerMember", SEG: "msft:PhoneHardwareMember"}
COMM_OTHER = {CONS: "msft:CommercialMember", SEG: "msft:CommercialOtherMember"}
TECH_INT = {FLI: G + "TechnologyBasedIntangibleAssetsMember"}
NETTING, FVL = "msft:RightOfOffsetAndNettingAxis", G + "FairValueByFairValueHierarchyLevelAxis"
FV_GROSS = {NETTING: "msft:GrossMember"}
FV_GROSS_L1 = {NETTING: "msft:GrossMember", FVL: G + "FairValueInputsLevel1Member"}
REPO_AX = G + "ShareRepurchaseProgramAxis"
REPO_NEW = {REPO_AX: "msft:ShareRepurchaseProgramMember"}
REPO_2008 = {REPO_AX: "msft:ShareRepurchaseProgramTwentyZeroEightMember"}
NOKIA_REPL = {G + "AwardTypeAxis": "msft:StockReplacementAwardsMember", ACQ: "msft:NokiaDevicesAndServicesBusinessMember"}

# AEON 10-Q 2023: periods, axes and members
AE_STUB, AE_SUCC = E_STUB, E_SUCC
AE_CLOSE = (None, "2023-07-21")
AE_Q3_23 = ("2023-07-01", "2023-09-30")
AE_BS21 = (None, "2021-12-31")
PLAN19 = G + "PlanNameAxis"
OPT19 = {G + "AwardTypeAxis": G + "EmployeeStockOptionMember", PLAN19: "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}
RSU19 = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember", PLAN19: "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}
PLAN13 = {PLAN19: "aeon:Aeon2013StockIncentivePlanMember"}
FPA = {"srt:CounterpartyNameAxis": "aeon:PriveterraMember", G + "TypeOfArrangementAxis": "aeon:ForwardPurchaseAgreementMember"}
PRIVETERRA = {"srt:CounterpartyNameAxis": "aeon:PriveterraMember"}
PRIV_WARRANTS = {"srt:CounterpartyNameAxis": "aeon:PriveterraMember", G + "ClassOfWarrantOrRightAxis": "aeon:PrivatePlacementWarrantsMember"}
SCH_NOTE = {G + "DebtInstrumentAxis": "aeon:SchConvertibleNoteMember",
            G + "RelatedPartyTransactionsByRelatedPartyAxis": "aeon:StrathspeyCrownHoldingsGroupLlcMember"}
SERIES_B2 = {G + "StatementClassOfStockAxis": "aeon:SeriesB2ConvertiblePreferredStockMember"}
AE_RE_COL = {EQAX: G + "RetainedEarningsMember"}

# =================================================================== direct
C = "direct"
add(C, WAT, "What accrued warranty liability did Waters Corporation carry on its balance sheet at July 4, 2009?",
    fact(F(WAT, "AccruedWarranty"), PB, USD))
add(C, WAT, "Deferred revenue and customer advances at Waters as of the end of its second quarter of 2009",
    fact(F(WAT, "DeferredRevenueAndCustomerAdvances"), PB, USD))
add(C, WLT, "Walter Energy -- receivables, net, at June 30, 2009?", fact(F(WLT, "ReceivablesNetCurrent"), PB, USD))
add(C, WLT, "How much inventory did Walter Energy hold at the end of June 2009?", fact(F(WLT, "InventoryNet"), PB, USD))
add(C, SIAL, "Sigma-Aldrich's accrued payroll and payroll taxes on the June 30, 2009 balance sheet",
    fact(F(SIAL, "EmployeeRelatedLiabilities"), PB, USD))
add(C, SIAL, "What post-retirement benefits liability did Sigma-Aldrich report at mid-year 2009?",
    fact(F(SIAL, "OtherPostretirementDefinedBenefitPlanNoncurrentLiabilities"), PB, USD))
add(C, SIAL, "Accumulated depreciation netted against Sigma-Aldrich's property, plant and equipment as of 6/30/09",
    fact(F(SIAL, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), PB, USD))
add(C, GE_, "How much did General Electric hold in bank deposits at March 31, 2010?", fact(F(GE_, "Deposits"), B10, USD))
add(C, GE_, "GE's non-recourse borrowings of consolidated securitization entities at the end of the first quarter of 2010",
    fact(F(GE_, "Non-recourseBorrowingsOfConsolidatedSecuritizationEntities"), B10, USD))
add(C, GE_, "Investment contracts, insurance liabilities and insurance annuity benefits on GE's balance sheet, 3/31/2010?",
    fact(F(GE_, "InvestmentContractsInsuranceLiabilitiesAnnuityBenefits"), B10, USD))
add(C, EMN, "Eastman Chemical's post-employment obligations at March 31, 2010", fact(F(EMN, "PostemploymentBenefitsLiabilityNoncurrent"), B10, USD))
add(C, EMN, "What miscellaneous receivables did Eastman report at the close of Q1 2010?", fact(F(EMN, "OtherReceivables"), B10, USD))
add(C, DOV, "Accrued insurance on Dover Corporation's balance sheet as of March 31, 2010", fact(F(DOV, "AccruedInsuranceCurrent"), B10, USD))
add(C, DOV, "How large was the 'other deferrals' liability line at Dover on 3/31/2010?", fact(F(DOV, "OtherDeferrals"), B10, USD))
add(C, MS, "What deferred tax asset did Microsoft record for stock-based compensation expense at June 30, 2015?",
    fact(g("DeferredTaxAssetsTaxDeferredExpenseCompensationAndBenefitsShareBasedCompensationCost"), M_BS15, USD))
add(C, MS, "Microsoft's integration and restructuring expenses for fiscal year 2015 -- the full-year figure quoted with its impairment "
    "charges, not the fourth-quarter amount or the restructuring-charges line of the restructuring note",
    fact(["msft:IntegrationAndRestructuringExpenses"], M_FY15, USD))
add(C, MS, "In Microsoft's goodwill rollforward, how much goodwill came from acquisitions in fiscal 2015 (all segments combined)?",
    fact(g("GoodwillAcquiredDuringPeriod"), M_FY15, USD))
add(C, MS, "Current foreign income tax expense in Microsoft's FY2015 provision", fact(g("CurrentForeignTaxExpenseBenefit"), M_FY15, USD))
add(C, MS, "Total deferred income tax liabilities in Microsoft's deferred tax table at June 30, 2015",
    fact(g("DeferredIncomeTaxLiabilities"), M_BS15, USD))
add(C, AE, "AEON Biopharma's income (loss) from operations for the successor period July 22 - September 30, 2023 (signed as reported)",
    fact(g("OperatingIncomeLoss"), AE_SUCC, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, WAT, "Long-term income tax liability at Waters as of December 31, 2008", fact(F(WAT, "AccruedIncomeTaxesNoncurrent"), PYE, USD))
add(C, WAT, "What net income did Waters earn in the second quarter of 2008 (the three-month comparative)?", fact(F(WAT, "ProfitLoss"), PQPY, USD))
add(C, WLT, "Total liabilities of discontinued operations on Walter Energy's December 31, 2008 balance sheet",
    fact(F(WLT, "LiabilitiesOfDisposalGroupIncludingDiscontinuedOperation"), PYE, USD))
add(C, WLT, "Walter Energy's net sales and revenues for the three months ended June 30, 2008", fact(F(WLT, "Revenues"), PQPY, USD))
add(C, SIAL, "Sigma-Aldrich notes payable and current maturities of long-term debt at year-end 2008", fact(F(SIAL, "DebtCurrent"), PYE, USD))
add(C, SIAL, "How much operating income did Sigma-Aldrich make in April-June 2008?", fact(F(SIAL, "OperatingIncomeLoss"), PQPY, USD))
add(C, GE_, "GECS revenues from services in the first quarter of 2009", fact(F(GE_, "FinancialServicesRevenue"), Q09, USD))
add(C, GE_, "What were GE's financing receivables, net, at December 31, 2009?", fact(F(GE_, "LoansAndLeasesReceivableNetReportedAmount"), DEC09, USD))
add(C, GE_, "Provision for losses on GECS financing receivables in Q1 2009", fact(F(GE_, "ProvisionForLoanAndLeaseLosses"), Q09, USD))
add(C, EMN, "Asset impairments and restructuring charges, net, at Eastman Chemical in the March 2009 quarter",
    fact(F(EMN, "RestructuringSettlementAndImpairmentProvisions"), Q09, USD))
add(C, EMN, "Eastman's sales for the first quarter of 2009", fact(F(EMN, "SalesRevenueGoodsNet"), Q09, USD))
add(C, DOV, "Dover's revenue in the first quarter of 2009", fact(F(DOV, "SalesRevenueNet"), Q09, USD))
add(C, DOV, "Federal and other taxes on income owed by Dover at December 31, 2009", fact(F(DOV, "TaxesPayableCurrent"), DEC09, USD))
add(C, MS, "Microsoft's unrecognized tax benefits at June 30, 2012 (the opening balance of the three-year rollforward)",
    fact(g("UnrecognizedTaxBenefits"), M_BS12, USD))
add(C, MS, "Estimated fair value of Microsoft's long-term debt at June 30, 2014", fact(g("LongTermDebtFairValue"), M_BS14, USD))
add(C, MS, "Current state and local income tax expense in Microsoft's fiscal 2013 provision", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), M_FY13, USD))
add(C, MS, "What U.S. (domestic) income before income taxes did Microsoft report for fiscal 2014?",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), M_FY14, USD))
add(C, MS, "Pro forma revenue for fiscal 2013 in Microsoft's Nokia acquisition note (as if the deal had closed earlier)",
    fact(g("BusinessAcquisitionsProFormaRevenue"), M_FY13, USD))
add(C, AE, "AEON's remaining other accrued expenses at December 31, 2022", fact(["aeon:RemainingOtherAccruedLiabilities"], E_BSPY, USD))
add(C, AE, "Total common stock AEON had reserved for future issuance as of December 31, 2022",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BSPY, SH))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, WAT, "Waters' service sales for the three months ended July 4, 2009 -- the quarter alone, not year-to-date",
    fact(F(WAT, "SalesRevenueServicesNet"), PQ, USD))
add(C, WAT, "Product sales at Waters over the first six months of 2009", fact(F(WAT, "SalesRevenueGoodsNet"), PH, USD))
add(C, WAT, "R&D spending at Waters in fiscal Q2 2009 only", fact(F(WAT, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, WAT, "Year-to-date selling and administrative expenses at Waters through July 4, 2009 (six months)",
    fact(F(WAT, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, WAT, "What was Waters' provision for income tax expense in the second quarter of 2009 by itself?",
    fact(F(WAT, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, WAT, "Purchased intangibles amortization at Waters for the six-month period ended July 4, 2009",
    fact(F(WAT, "PurchasedIntangiblesAmortization"), PH, USD))
add(C, WLT, "Walter Energy's net sales in Q2 2009 alone (three months to June 30)", fact(F(WLT, "SalesRevenueNet"), PQ, USD))
add(C, WLT, "Postretirement benefits expense on Walter's income statement for the first half of 2009",
    fact(F(WLT, "OtherPostretirementBenefitExpense"), PH, USD))
add(C, WLT, "Cost of sales, exclusive of depreciation, at Walter Energy for the April-June 2009 quarter",
    fact(F(WLT, "CostOfGoodsAndServicesSoldExcludingDepreciation"), PQ, USD))
add(C, WLT, "Six-month miscellaneous income at Walter Energy, January through June 2009", fact(F(WLT, "OtherOperatingIncome"), PH, USD))
add(C, WLT, "How much income from continuing operations did Walter report for the second quarter of 2009 on its own?",
    fact(F(WLT, "IncomeLossFromContinuingOperations"), PQ, USD))
add(C, SIAL, "Sigma-Aldrich's cost of products sold in the three months ended June 30, 2009", fact(F(SIAL, "CostOfGoodsSold"), PQ, USD))
add(C, SIAL, "Net sales at Sigma-Aldrich, first half of 2009 (six months)", fact(F(SIAL, "SalesRevenueNet"), PH, USD))
add(C, SIAL, "Sigma-Aldrich R&D expense -- just Q2 2009, not the year to date", fact(F(SIAL, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, SIAL, "What net income did Sigma-Aldrich earn over January-June 2009?", fact(F(SIAL, "NetIncomeLoss"), PH, USD))
add(C, SIAL, "The 'interest, net' line on Sigma-Aldrich's income statement for the six months ended June 30, 2009",
    fact(F(SIAL, "InterestExpense"), PH, USD))
add(C, SIAL, "Sigma-Aldrich income before income taxes for the quarter ended June 30, 2009", fact(F(SIAL, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, AE, "Stock option expense under AEON's 2019 Incentive Award Plan for the third quarter of 2022 alone (three months)",
    fact(g("AllocatedShareBasedCompensationExpense"), E_Q3_22, USD, OPT19))
add(C, AE, "AEON's year-to-date stock option expense under the 2019 Incentive Award Plan for the nine months ended September 30, 2022",
    fact(g("AllocatedShareBasedCompensationExpense"), E_9M_22, USD, OPT19))
add(C, AE, "RSU expense under AEON's 2019 plan in the short predecessor stub July 1 - July 21, 2023 (not the Jan 1 - Jul 21 period)",
    fact(g("AllocatedShareBasedCompensationExpense"), AE_STUB, USD, RSU19))

# =================================================================== derived
C = "derived"
add(C, WAT, "Waters' gross margin for the quarter ended July 4, 2009 (gross profit / total net sales)",
    ratio(F(WAT, "GrossProfit"), F(WAT, "SalesRevenueNet"), PQ))
add(C, WAT, "What share of Waters' total net sales came from service sales in the first half of 2009? (service sales / total net sales)",
    ratio(F(WAT, "SalesRevenueServicesNet"), F(WAT, "SalesRevenueNet"), PH))
add(C, WAT, "Waters free cash flow for 1H 2009: net cash provided by operating activities minus additions to property, plant, "
    "equipment and software capitalization (the filing shows the additions as a negative number)",
    derived("e0+e1", [inp(F(WAT, "NetCashProvidedByUsedInOperatingActivities"), PH),
                      inp(F(WAT, "AdditionsToPropertyPlantEquipmentAndSoftwareCapitalization"), PH)], PH, USD, ratio=False))
add(C, WLT, "Walter Energy's operating margin in Q2 2009, operating income divided by net sales and revenues",
    ratio(F(WLT, "OperatingIncomeLoss"), F(WLT, "Revenues"), PQ))
add(C, WLT, "Effective tax rate on Walter's continuing operations for the first half of 2009 (income tax expense / income from "
    "continuing operations before income tax expense)",
    ratio(F(WLT, "IncomeTaxExpenseBenefit"),
          F(WLT, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, SIAL, "Sigma-Aldrich SG&A as a fraction of net sales in the second quarter of 2009",
    ratio(F(SIAL, "SellingGeneralAndAdministrativeExpense"), F(SIAL, "SalesRevenueNet"), PQ))
add(C, SIAL, "Current ratio for Sigma-Aldrich at June 30, 2009 (total current assets / total current liabilities)",
    ratio(F(SIAL, "AssetsCurrent"), F(SIAL, "LiabilitiesCurrent"), PB))
add(C, GE_, "GE's total revenues growth, Q1 2010 over Q1 2009, as a decimal (negative = revenues fell)",
    growth(F(GE_, "Revenues"), Q10, Q09))
add(C, GE_, "GE's effective tax rate for Q1 2010: provision for income taxes / earnings from continuing operations before income taxes",
    ratio(F(GE_, "IncomeTaxExpenseBenefit"),
          F(GE_, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, EMN, "Eastman Chemical's gross margin in the first quarter of 2010 (gross profit over sales)",
    ratio(F(EMN, "GrossProfit"), F(EMN, "SalesRevenueGoodsNet"), Q10))
add(C, EMN, "How much did Eastman's operating earnings grow from Q1 2009 to Q1 2010? Give the growth rate as a decimal "
    "(current / prior - 1).",
    growth(F(EMN, "OperatingIncomeLoss"), Q10, Q09))
add(C, DOV, "Dover operating margin for Q1 2010 (operating earnings / revenue)", ratio(F(DOV, "OperatingIncomeLoss"), F(DOV, "SalesRevenueNet"), Q10))
add(C, DOV, "Working capital at Dover on March 31, 2010, i.e. total current assets less total current liabilities",
    diff(F(DOV, "AssetsCurrent"), F(DOV, "LiabilitiesCurrent"), B10))
add(C, MS, "At June 30, 2014, what fraction of Microsoft's recurring fair-value assets (gross, before netting) were Level 1? "
    "(Level 1 gross / total gross)",
    ratio(g("AssetsFairValueDisclosureRecurring"), g("AssetsFairValueDisclosureRecurring"), M_BS14, m_num=FV_GROSS_L1, m_den=FV_GROSS))
add(C, MS, "How much did Microsoft's segment operating expenses grow in fiscal 2015 versus fiscal 2014? Decimal growth rate.",
    growth(["msft:SegmentOperatingExpenseExcludingImpairmentIntegrationAndRestructuring"], M_FY15, M_FY14))
add(C, MS, "Microsoft's net deferred tax position on the June 30, 2015 balance sheet: current deferred income tax assets plus the "
    "long-term net deferred tax amount as tagged (negative = net liability)",
    total(g("DeferredTaxAssetsLiabilitiesNetCurrent"), g("DeferredTaxAssetsLiabilitiesNetNoncurrent"), M_BS15))
add(C, MS, "Change in the amount of finite-lived intangible assets Microsoft acquired, fiscal 2015 versus fiscal 2014, as a decimal "
    "growth rate (negative = fewer acquired)",
    growth(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY15, M_FY14))
add(C, MS, "What share of the Mojang purchase price (cash paid for the business) did Microsoft allocate to goodwill? "
    "(goodwill recognized / payment for the acquisition)",
    ratio(g("Goodwill"), g("PaymentsToAcquireBusinessesNetOfCashAcquired"), MOJANG_CLOSE, MOJANG_DAY, m_num=MOJANG, m_den=MOJANG))
add(C, AE, "How many public warrants did AEON pick up from Priveterra in the merger? (total warrants issued minus private "
    "placement warrants, successor period)",
    derived("e0-e1", [inp(["aeon:ClassOfWarrantOrRightNumberOfWarrantsIssued"], AE_SUCC, PRIVETERRA),
                      inp(["aeon:ClassOfWarrantOrRightNumberOfWarrantsIssued"], AE_SUCC, PRIV_WARRANTS)], AE_SUCC, SH, ratio=False))
add(C, AE, "Under AEON's forward purchase agreement, what was the present value of the prepayment as a fraction of the prepayment "
    "amount at closing on July 21, 2023?",
    ratio(["aeon:PresentValueOfPrepaymentAmount"], ["aeon:PrepaymentAmountToBePaidToSeller"], AE_CLOSE, m_num=FPA, m_den=FPA))

# =================================================================== members
C = "members"
add(C, WLT, "The stock dividend for the spin-off of Financing: what amount did Walter Energy's equity statement record for it in the "
    "retained earnings column in the first half of 2009 (signed as shown)?",
    fact(F(WLT, "StockIssuedDuringPeriodValueStockDividend"), PH, USD, EQC("RetainedEarnings")))
add(C, WLT, "Purchases of stock under the repurchase program, as recorded (signed) in Walter's capital-in-excess-of-par (APIC) column, 1H 2009",
    fact(F(WLT, "StockRepurchasedAndRetiredDuringPeriodValue"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, WLT, "Change in pension and postretirement benefit plans shown in the accumulated other comprehensive income column of "
    "Walter Energy's statement of changes in equity, six months to June 30, 2009",
    fact(F(WLT, "OtherComprehensiveIncomeDefinedBenefitPlansAdjustmentNetOfTaxPeriodIncreaseDecrease"), PH, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, WLT, "Balance of the common stock column in Walter Energy's equity statement at December 31, 2008",
    fact(F(WLT, "StockholdersEquity"), PYE, USD, EQC("CommonStock")))
add(C, EMN, "Eastman Chemical's statement of stockholders' equity: treasury stock column balance at March 31, 2010 (signed as shown there)",
    fact(F(EMN, "StockholdersEquity"), B10, USD, EQC("TreasuryStock")))
add(C, EMN, "Stock option exercises credited to Eastman's additional paid-in capital column in Q1 2010",
    fact(F(EMN, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, EMN, "Opening balance of the retained earnings column in Eastman's equity statement (December 31, 2009)",
    fact(F(EMN, "StockholdersEquity"), DEC09, USD, EQC("RetainedEarnings")))
add(C, EMN, "Share-based compensation costs added to Eastman's APIC column during the first quarter of 2010",
    fact(F(EMN, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, DOV, "In Dover's equity statement, how much of the common stock issued for options exercised in Q1 2010 went to the common "
    "stock column (par value)?",
    fact(F(DOV, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EQC("CommonStock")))
add(C, DOV, "Translation of foreign financial statements recorded in Dover's accumulated other comprehensive earnings column, Q1 2010",
    fact(F(DOV, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q10, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, DOV, "Dover's additional paid-in capital column balance at the end of the first quarter of 2010 (equity statement)",
    fact(F(DOV, "StockholdersEquity"), B10, USD, EQC("AdditionalPaidInCapital")))
add(C, DOV, "Common stock acquired in Q1 2010 as shown in the treasury stock column of Dover's statement of stockholders' equity",
    fact(F(DOV, "PaymentsForRepurchaseOfCommonStock"), Q10, USD, EQC("TreasuryStock")))
add(C, MS, "Accumulated other comprehensive income from net unrealized investment gains at Microsoft, June 30, 2012",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS12, USD, AOCI_INV))
add(C, MS, "Goodwill allocated to the Phone Hardware segment (Devices and Consumer Hardware) at June 30, 2015, after the impairment",
    fact(g("Goodwill"), M_BS15, USD, PHONE_GW))
add(C, MS, "Goodwill Microsoft added through acquisitions in the Commercial Other segment during fiscal 2015",
    fact(g("GoodwillAcquiredDuringPeriod"), M_FY15, USD, COMM_OTHER))
add(C, MS, "Gross carrying amount of Microsoft's technology-based intangible assets at June 30, 2015",
    fact(g("FiniteLivedIntangibleAssetsGross"), M_BS15, USD, TECH_INT))
add(C, MS, "Intangible assets Microsoft recognized in the Mojang acquisition (November 2014 purchase price allocation)",
    fact(g("BusinessCombinationRecognizedIdentifiableAssetsAcquiredAndLiabilitiesAssumedIntangibles"), MOJANG_CLOSE, USD, MOJANG))
add(C, AE, "Estimated fair value of AEON's SCH convertible note (held by Strathspey Crown) at December 31, 2022",
    fact(g("ConvertibleDebtFairValueDisclosures"), E_BSPY, USD, SCH_NOTE))
add(C, AE, "Liquidation preference of AEON's Series B-2 convertible preferred stock as of December 31, 2022",
    fact(g("TemporaryEquityLiquidationPreference"), E_BSPY, USD, SERIES_B2))
add(C, AE, "AEON's equity statement: accumulated deficit column balance at December 31, 2021",
    fact(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), AE_BS21, USD, AE_RE_COL))

# =================================================================== per_share
C = "per_share"
add(C, WAT, "Waters net income per diluted common share for the quarter ended July 4, 2009", fact(F(WAT, "EarningsPerShareDiluted"), PQ, PS))
add(C, WAT, "Weighted-average number of basic common shares Waters used for the first six months of 2008",
    fact(F(WAT, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, WAT, "How many shares did Waters hold in treasury at July 4, 2009?", fact(F(WAT, "TreasuryStockShares"), PB, SH))
add(C, WLT, "Walter Energy diluted earnings per share from continuing operations, Q2 2008",
    fact(F(WLT, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQPY, PS))
add(C, WLT, "Dividends declared per common share by Walter Energy in the second quarter of 2009 (quarter only)",
    fact(F(WLT, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, SIAL, "Dividend per share Sigma-Aldrich paid in the April-June 2009 quarter", fact(F(SIAL, "CommonStockDividendsPerShareCashPaid"), PQ, PS))
add(C, SIAL, "Sigma-Aldrich's diluted weighted average share count for the six months ended June 30, 2008",
    fact(F(SIAL, "WeightedAverageNumberOfDilutedSharesOutstanding"), PHPY, SH))
add(C, SIAL, "Basic net income per share at Sigma-Aldrich, first half of 2009", fact(F(SIAL, "EarningsPerShareBasic"), PH, PS))
add(C, GE_, "What dividend per common share did GE declare in the first quarter of 2010?", fact(F(GE_, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, GE_, "Number of GE common shares outstanding at March 31, 2010", fact(F(GE_, "CommonStockSharesOutstanding"), B10, SH))
add(C, EMN, "Eastman Chemical basic earnings per share for Q1 2010", fact(F(EMN, "EarningsPerShareBasic"), Q10, PS))
add(C, EMN, "Treasury shares held by Eastman at the end of March 2010", fact(F(EMN, "TreasuryStockShares"), B10, SH))
add(C, DOV, "Diluted weighted average shares outstanding at Dover for the first quarter of 2010",
    fact(F(DOV, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, DOV, "How many anti-dilutive options, SARs and performance shares did Dover exclude from diluted EPS in Q1 2009?",
    fact(F(DOV, "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), Q09, SH))
add(C, MS, "How many shares did Microsoft repurchase in fiscal 2013 under its share repurchase program?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY13, SH, REPO_NEW))
add(C, MS, "Shares Microsoft bought back in fiscal 2014 under the older 2008 repurchase program",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY14, SH, REPO_2008))
add(C, MS, "Weighted-average grant-date fair value per share of the stock replacement awards Microsoft granted to Nokia employees in fiscal 2014",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriodWeightedAverageGrantDateFairValue"),
         M_FY14, PS, NOKIA_REPL))
add(C, AE, "Diluted weighted-average shares AEON used to compute net loss per share for the nine months ended September 30, 2022",
    fact(g("WeightedAverageNumberOfDilutedSharesOutstanding"), E_9M_22, SH))
add(C, AE, "Weighted-average exercise price of the exercisable options under AEON's 2019 Incentive Award Plan at September 30, 2023",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisableWeightedAverageExercisePrice"), E_BS, PS, OPT19))
add(C, AE, "Weighted-average exercise price of exercisable options under the AEON 2013 Stock Incentive Plan at December 31, 2022",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisableWeightedAverageExercisePrice"), E_BSPY, PS, PLAN13))

# =================================================================== jargon
C = "jargon"
add(C, WAT, "WAT SBC add-back, 1H09", fact(F(WAT, "ShareBasedCompensation"), PH, USD))
add(C, WAT, "Waters A/R, net, at 2Q09 quarter-end", fact(F(WAT, "AccountsReceivableNetCurrent"), PB, USD))
add(C, WAT, "WAT gross debt proceeds YTD through 2Q09", fact(F(WAT, "ProceedsFromIssuanceOfLongTermDebt"), PH, USD))
add(C, WLT, "WLT capex, 1H09", fact(F(WLT, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, WLT, "Walter cash divs paid 1H08", fact(F(WLT, "PaymentsOfDividends"), PHPY, USD))
add(C, SIAL, "SIAL cash taxes paid (net of refunds), 1H09", fact(F(SIAL, "IncomeTaxesPaidNet"), PH, USD))
add(C, SIAL, "Sigma-Aldrich PP&E additions (capex) in 1H08", fact(F(SIAL, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, GE_, "GE capex 1Q10", fact(F(GE_, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, GE_, "GE M&A outlay in 1Q09 -- payments for principal businesses purchased", fact(F(GE_, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q09, USD))
add(C, GE_, "GE ST borrowings at 3/31/10", fact(F(GE_, "ShortTermBorrowings"), B10, USD))
add(C, EMN, "EMN capex 1Q10 (additions to properties and equipment)", fact(F(EMN, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, EMN, "Eastman CFO in 1Q10 -- was it a burn?", fact(F(EMN, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, DOV, "DOV stock comp (cash-flow add-back), 1Q10", fact(F(DOV, "ShareBasedCompensation"), Q10, USD))
add(C, DOV, "Dover D&A, 1Q09", fact(F(DOV, "DepreciationAndAmortization"), Q09, USD))
add(C, MS, "MSFT accrued comp at FYE14", fact(g("EmployeeRelatedLiabilitiesCurrent"), M_BS14, USD))
add(C, MS, "MSFT sec-lending payable change in the FY15 cash flow statement", fact(g("IncreaseDecreaseInCollateralHeldUnderSecuritiesLending"), M_FY15, USD))
add(C, MS, "MSFT gross unrealized losses on AFS securities, FYE14", fact(g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), M_BS14, USD))
add(C, MS, "MSFT FX translation hit to OCI (net of tax), FY15", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), M_FY15, USD))
add(C, AE, "AEON FPA loss on issuance, successor period (Jul 22 - Sep 30 '23)", fact(["aeon:LossOnIssuanceOfFinancingArrangements"], AE_SUCC, USD, FPA))
add(C, AE, "AEON option SBC under the 2019 plan, successor period Jul 22 - Sep 30 '23", fact(g("AllocatedShareBasedCompensationExpense"), AE_SUCC, USD, OPT19))

# =================================================================== refuse
C = "refuse"
add(C, WAT, "What were Mettler-Toledo's net sales for the quarter ended June 30, 2009?",
    refuse(oc, "Mettler-Toledo is not in the data (Waters is).", other("METTLER")))
add(C, WLT, "How much metallurgical coal revenue did Teck Resources report in Q2 2009?",
    refuse(oc, "Teck Resources is not in the data (Walter Energy is).", other("TECK")))
add(C, EMN, "Lubrizol's operating profit for the first quarter of 2010?",
    refuse(oc, "Lubrizol is not in the data (Eastman Chemical is).", other("LUBRIZOL")))
add(C, MS, "What revenue did Rackspace Hosting report for fiscal 2015?",
    refuse(oc, "Rackspace is not in the data (Microsoft is).", other("RACKSPACE")))
add(C, AE, "How much did Hugel earn from its botulinum toxin sales in the third quarter of 2023?",
    refuse(oc, "Hugel is not in the data (AEON Biopharma is).", other("HUGEL")))
add(C, SIAL, "Sigma-Aldrich's net sales for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(SIAL, "SalesRevenueNet"), PQ3)))
add(C, GE_, "What were GE's total revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; no full-year 2009 income statement.",
           absent(F(GE_, "Revenues"), FY09)))
add(C, DOV, "Dover's revenue in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers only the quarter ended March 31, 2010 (and 2009); Q2 2010 is not reported.",
           absent(F(DOV, "SalesRevenueNet"), Q2_10)))
add(C, MS, "What was Microsoft's provision for income taxes in fiscal 2012?",
    refuse(pn, "The fiscal 2015 10-K's income statements and tax note cover fiscal years 2013-2015; fiscal 2012 (ended June 30, 2012) "
               "is not reported.", absent(TAX, M_FY12)))
add(C, AE, "What was AEON's net loss for the full calendar third quarter of 2023, July 1 through September 30?",
    refuse(pn, "The merger on July 21, 2023 splits the quarter into a predecessor stub (July 1-21) and a successor period "
               "(July 22-September 30); no net income (loss) is reported for July 1-September 30, 2023 as a whole.",
           absent(g("NetIncomeLoss", "ProfitLoss"), AE_Q3_23)))
add(C, WAT, "What dividend per share did Waters pay in the second quarter of 2009?",
    refuse(cn, "Waters' Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash", "Dividends"))))
add(C, WLT, "How much did Walter Energy spend on research and development in the first half of 2009?",
    refuse(cn, "Walter Energy's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, EMN, "How many diluted shares did Eastman Chemical use to compute its Q1 2010 EPS?",
    refuse(cn, "Eastman's Q1 2010 data report earnings per share but no weighted-average share counts.",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted", "WeightedAverageNumberDilutedSharesOutstandingAdjustment"))))
add(C, GE_, "How much cash did GE pay in income taxes during Q1 2010?",
    refuse(cn, "GE's Q1 2010 data report no income taxes paid (no supplemental cash flow disclosure of taxes paid).",
           absent_any(g("IncomeTaxesPaid", "IncomeTaxesPaidNet"))))
add(C, DOV, "How much interest income did Dover earn in the first quarter of 2010?",
    refuse(cn, "Dover's Q1 2010 data report only interest expense, net, and other income, net; no interest income line.",
           absent_any(g("InvestmentIncomeInterest", "InterestAndOtherIncome", "InvestmentIncomeInterestAndDividend", "InterestIncomeOther",
                        "InterestAndDividendIncomeOperating"))))
WHY_WLT = ("Walter Energy's June 30, 2009 balance sheet shows two lines labelled 'Accumulated postretirement benefits obligation': "
           "one in current liabilities (OtherPostretirementDefinedBenefitPlanLiabilitiesCurrent) and one in long-term liabilities "
           "(OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent); no total is reported.")
add(C, WLT, "What was Walter Energy's accumulated postretirement benefits obligation at June 30, 2009?", refuse(am, WHY_WLT, amb_for(WLT, WHY_WLT,
    (F(WLT, "OtherPostretirementDefinedBenefitPlanLiabilitiesCurrent"), PB, None),
    (F(WLT, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), PB, None))))
WHY_SIAL = ("Sigma-Aldrich's June 30, 2009 balance sheet has two lines labelled 'Deferred taxes': a current asset "
            "(DeferredTaxAssetsNetCurrent) and a noncurrent liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, SIAL, "What did Sigma-Aldrich report for deferred taxes on its June 30, 2009 balance sheet?", refuse(am, WHY_SIAL, amb_for(SIAL, WHY_SIAL,
    (F(SIAL, "DeferredTaxAssetsNetCurrent"), PB, None), (F(SIAL, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_GE = ("GE's Q1 2010 income statement reports three net-earnings lines: 'Net earnings' including noncontrolling interests "
          "(ProfitLoss), 'Net earnings attributable to the Company' (NetIncomeLoss) and 'Net earnings attributable to GE common "
          "shareowners' after preferred dividends (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, GE_, "What were GE's net earnings in the first quarter of 2010?", refuse(am, WHY_GE, amb_for(GE_, WHY_GE,
    (F(GE_, "ProfitLoss"), Q10, None), (F(GE_, "NetIncomeLoss"), Q10, None), (F(GE_, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_DOV = ("Dover's Q1 2010 income statement reports two diluted per-share figures: earnings from continuing operations per diluted "
           "share (IncomeLossFromContinuingOperationsPerDilutedShare) and net earnings per diluted share after the loss from "
           "discontinued operations (EarningsPerShareDiluted).")
add(C, DOV, "What did Dover earn per diluted share in Q1 2010?", refuse(am, WHY_DOV, amb_for(DOV, WHY_DOV,
    (F(DOV, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, None), (F(DOV, "EarningsPerShareDiluted"), Q10, None))))
WHY_MS = ("Microsoft's 10-K tags two different June 30, 2014 amounts that its filing labels 'Equity and other investments': "
          "LongTermInvestments (the balance sheet line) and msft:LongTermInvestmentsExcludingHeldToMaturity (the investments note's "
          "column, which leaves out held-to-maturity securities).")
add(C, MS, "How much did Microsoft carry in equity and other investments at June 30, 2014?", refuse(am, WHY_MS, amb_for(MS, WHY_MS,
    (g("LongTermInvestments"), M_BS14, None), (["msft:LongTermInvestmentsExcludingHeldToMaturity"], M_BS14, None))))


def main():
    write_round("h61", gr.QUESTIONS_61, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
