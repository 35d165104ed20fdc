#!/usr/bin/env python3
"""Writes evals/data/ask_heldout59.jsonl and its refusal probes (ask_heldout59_probes.jsonl) -- round 59 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout59.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions59.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout59.jsonl
The writer imported the round 1-56 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged from its own folder, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA, and read rounds 1-56 from a copy of evals/data (each
file named by its path in PREV); here `from specs import *` takes them from evals/heldout itself and PREV names
gr.QUESTIONS ... gr.QUESTIONS_56, one by one.
Written without reading the tool under test.

Round 59 notes.
FSDS filings: companies no round 1-56 used (checked CIK by CIK and adsh by adsh against every question and probe
file of rounds 1-56, against avoid_adsh.txt and the CIKs of its filings, and leaving out the instance companies),
all with CIK mod 4 == 3: three 10-Qs from 2009q3 and three from 2010q2.
  2009q3 (calendar Q2 2009 and six months): Republic Services (solid waste, EquityComponents rows), Energen (gas
  utility and oil & gas producer), Expeditors International (freight forwarding / logistics, quarterly cash flows).
  2010q2 (calendar Q1 2010): Allegheny Technologies (specialty metals, EquityComponents rows), McDermott
  International (engineering & construction, EquityComponents rows), Gannett (newspapers and broadcasting; its
  quarter ended March 28, 2010, FSDS ddate 2010-03-31, so its questions name the quarter, not a day).
Instances: aapl-10q-2023 (fiscal Q3 2023 10-Q) and unp-10k-2012, asking only facts no round 1-56 asked (Apple's
questions use the fair-value tables, derivative table and nine-month fiscal 2022 lines; Union Pacific's the tax,
pension, debt, depreciation-rate, contingency and share-plan notes).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers). Per filing: Republic Services 23, Energen 21,
Expeditors 21 (2009q3), Allegheny Technologies 19, McDermott 15, Gannett 16 (2010q2) = 115 FSDS; aapl-10q-2023 16,
unp-10k-2012 29 = 45 instance.
Quarter-vs-YTD: Republic, Energen and Expeditors (Q2 against the first half of 2009; Expeditors also reports quarterly
cash flows) and Apple (nine-month fiscal 2022 cash-flow and OCI lines).
Members: EquityComponents columns of Republic, ATI and McDermott; Apple's fair-value level x instrument and derivative
tables; Union Pacific's PP&E-class, plan-asset-category, benefit-plan, debt-type and contingency members (the share
columns of its equity statement serve two per-share questions).
Derived: 7 ratios (e0/e1: two operating margins, an effective tax rate, a current ratio, an interest coverage, a
circulation share of revenue, an unrealized-loss/amortized-cost ratio), 7 growths (e0/e1-1: three negative, each
saying so), 3 margins from a cost ((e0-e1)/e0), 2 free cash flows (e0-e1) and Expeditors' net revenues
(e0-e1-e2-e3). No input fact of a derived question was used by rounds 1-56 (check_overlap with same_fact=True: 0).
8 golds are negative (as the filings sign them); none is zero.
First drafts' other-company refusals on Apple (Lenovo) and Union Pacific (Canadian Pacific) and a goodwill refusal on
Union Pacific repeated earlier rounds' probes; they were replaced (LG Electronics, GATX, intangible amortization).
A draft ambiguous question on Union Pacific's 2011 buyback count (14,779,770 against the equity statement's rounded
14.8 million) was replaced by the deferred income tax liability question, whose three answers differ materially.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-59 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56)  # rounds 1-56, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-56's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 59 FSDS filings (CIK mod 4 == 3)
RSG = "fsds:0000950123-09-031596"   # REPUBLIC SERVICES, INC. 10-Q (2009q3), CIK 1060391, Q2 2009 and six months; EquityComponents rows
EGN = "fsds:0001193125-09-168492"   # ENERGEN CORP 10-Q (2009q3), CIK 277595, Q2 2009 and six months
EXPD = "fsds:0001193125-09-169086"  # EXPEDITORS INTERNATIONAL OF WASHINGTON INC 10-Q (2009q3), CIK 746515, Q2 2009 and six months
ATI = "fsds:0000950123-10-046447"   # ALLEGHENY TECHNOLOGIES INC 10-Q (2010q2), CIK 1018963, Q1 2010; EquityComponents rows
MDR = "fsds:0001193125-10-114787"   # MCDERMOTT INTERNATIONAL INC 10-Q (2010q2), CIK 708819, Q1 2010; EquityComponents rows
GCI = "fsds:0000950123-10-043564"   # GANNETT CO INC /DE/ 10-Q (2010q2), CIK 39899, Q1 2010 (ended March 28, 2010)
TICK = {RSG: "rsg", EGN: "egn", EXPD: "expd", ATI: "ati", MDR: "mdr", GCI: "gci"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (Republic Services, Energen, Expeditors)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")
# calendar Q1 2010 (Allegheny Technologies, McDermott, Gannett)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09, Q08 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-03-31")

EQC = lambda m: {"EquityComponents": m}

# Apple 10-Q (fiscal Q3 2023): axes and members
FVL = G + "FairValueByFairValueHierarchyLevelAxis"
FI = G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
AL1 = lambda inst=None: dict([(FVL, L1)] + ([(FI, G + inst)] if inst else []))
AL2 = lambda inst=None: dict([(FVL, L2)] + ([(FI, G + inst)] if inst else []))
FX_DESIGNATED_OTHLIAB = {G + "BalanceSheetLocationAxis": G + "OtherLiabilitiesMember",
                         G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
                         FVL: L2, G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
AQ_FQ1 = ("2022-09-25", "2022-12-31")

# Union Pacific 10-K 2012: axes and members
PLAN = G + "PlanNameAxis"
DBP = G + "DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis"
PENSION, OPEB = {DBP: G + "PensionPlansDefinedBenefitMember"}, {DBP: G + "OtherPostretirementBenefitPlansDefinedBenefitMember"}
LCX = G + "LossContingenciesByNatureOfContingencyAxis"
ASBESTOS, PERS_INJ = {LCX: G + "AsbestosIssueMember"}, {LCX: "unp:PersonalInjuryMember"}
OPTIONS = {PLAN: G + "StockOptionMember"}
COS = G + "StatementClassOfStockAxis"
TSU, CLASS_A = {COS: "unp:TreasuryStockUnitsMember"}, {COS: G + "CommonClassAMember"}

# =================================================================== direct
C = "direct"
add(C, RSG, "How much did Republic Services carry for accrued landfill and environmental costs, net of the current portion, at June 30, 2009?",
    fact(F(RSG, "AccruedCappingClosurePostClosureAndEnvironmentalCostsNoncurrent"), PB, USD))
add(C, RSG, "Republic Services' self-insurance reserves, net of current portion, on its June 30, 2009 balance sheet",
    fact(F(RSG, "SelfInsuranceReserve"), PB, USD))
add(C, RSG, "What did the restricted cash and marketable securities line show on Republic's balance sheet at the end of the second quarter of 2009?",
    fact(F(RSG, "RestrictedCashAndInvestmentsNoncurrent"), PB, USD))
add(C, EGN, "Energen's storage gas inventory as of June 30, 2009?", fact(F(EGN, "EnergyRelatedInventoryGasStoredUnderground"), PB, USD))
add(C, EGN, "Tell me the 'premium on capital stock' balance in Energen's shareholders' equity at mid-year 2009 (June 30).",
    fact(F(EGN, "OtherAdditionalCapital"), PB, USD))
add(C, EGN, "Long-term asset retirement obligation recorded by Energen Corporation at 6/30/2009",
    fact(F(EGN, "AssetRetirementObligationsNoncurrent"), PB, USD))
add(C, EXPD, "Expeditors' accrued expenses (primarily salaries and related costs) at June 30, 2009 -- what was the figure?",
    fact(F(EXPD, "AccruedLiabilities"), PB, USD))
add(C, EXPD, "How much did Expeditors International owe in federal, state and foreign income taxes on its June 30, 2009 balance sheet?",
    fact(F(EXPD, "AccruedIncomeTaxesPayable"), PB, USD))
add(C, EXPD, "Other intangibles, net, at Expeditors as of the end of June 2009", fact(F(EXPD, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, ATI, "What accrued postretirement benefits liability did Allegheny Technologies report at March 31, 2010?",
    fact(F(ATI, "OtherPostretirementDefinedBenefitPlanLiabilitiesNoncurrent"), B10, USD))
add(C, ATI, "ATI inventories, net, at the close of the first quarter of 2010", fact(F(ATI, "InventoryNet"), B10, USD))
add(C, MDR, "McDermott International's advance billings on contracts at March 31, 2010", fact(F(MDR, "BillingsInExcessOfCost"), B10, USD))
add(C, MDR, "What was McDermott's accrued warranty expense liability on the March 31, 2010 balance sheet?",
    fact(F(MDR, "ProductWarrantyAccrualClassifiedCurrent"), B10, USD))
add(C, GCI, "Redeemable noncontrolling interest on Gannett's balance sheet at the end of its first quarter of 2010",
    fact(F(GCI, "TemporaryEquityRedemptionValue"), B10, USD))
add(C, GCI, "How much did Gannett classify as assets held for sale at the end of Q1 2010?", fact(F(GCI, "AssetsHeldForSaleCurrent"), B10, USD))
add(C, A10Q, "In Apple's fair value table at July 1, 2023, what is the total of cash equivalents measured using Level 2 inputs?",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), AQ_BS, USD, AL2()))
add(C, UP, "Union Pacific's current asset for unrecognized tax benefits at December 31, 2012",
    fact(["unp:CurrentAssetForUnrecognizedTaxBenefits"], U_BS12, USD))
add(C, UP, "In UNP's 2012 rollforward of unrecognized tax benefits, how much was added for tax positions taken in the current year?",
    fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions"), U_FY12, USD))
add(C, UP, "Deferred tax asset attributable to casualty and other loss reserves at Union Pacific, year-end 2012",
    fact(g("DeferredTaxAssetsTaxDeferredExpenseReservesAndAccrualsLossReserves"), U_BS12, USD))
add(C, UP, "What 'other' deferred tax liabilities did Union Pacific list in its tax note at December 31, 2012?",
    fact(g("DeferredTaxLiabilitiesOther"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, RSG, "Republic Services' net goodwill at the end of 2008", fact(F(RSG, "Goodwill"), PYE, USD))
add(C, RSG, "What were Republic's selling, general and administrative costs in the second quarter of 2008?",
    fact(F(RSG, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, EGN, "Notes payable to banks at Energen on December 31, 2008", fact(F(EGN, "NotesPayableToBankCurrent"), PYE, USD))
add(C, EGN, "How big was Energen's royalty payable a year-end earlier, at 12/31/2008?", fact(F(EGN, "AccruedRoyalties"), PYE, USD))
add(C, EXPD, "Expeditors' accounts payable at December 31, 2008?", fact(F(EXPD, "AccountsPayable"), PYE, USD))
add(C, EXPD, "Net earnings attributable to Expeditors' shareholders in the April-June 2008 quarter",
    fact(F(EXPD, "NetIncomeLoss"), PQPY, USD))
add(C, ATI, "Allegheny Technologies' pension liabilities on the balance sheet at December 31, 2009",
    fact(F(ATI, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), DEC09, USD))
add(C, ATI, "What was ATI's cost of sales in the first quarter of 2009?", fact(F(ATI, "CostOfGoodsSold"), Q09, USD))
add(C, ATI, "Selling and administrative expenses at Allegheny Technologies for the three months ended March 31, 2009",
    fact(F(ATI, "SellingGeneralAndAdministrativeExpense"), Q09, USD))
add(C, MDR, "McDermott's non-current pension liability at year-end 2009", fact(F(MDR, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), DEC09, USD))
add(C, MDR, "Equity in income of investees reported by McDermott International for 1Q 2009",
    fact(F(MDR, "IncomeLossFromEquityMethodInvestments"), Q09, USD))
add(C, GCI, "Gannett's publishing advertising revenue in the first quarter of 2009", fact(F(GCI, "AdvertisingRevenue"), Q09, USD))
add(C, GCI, "How much broadcasting revenue did Gannett book in Q1 of the prior year (2009)?", fact(F(GCI, "BroadcastingRevenue"), Q09, USD))
add(C, GCI, "Long-term debt on Gannett's balance sheet at the end of fiscal 2009", fact(F(GCI, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, A10Q, "What did Apple show on the 'Cash' line of its cash and marketable securities table at September 24, 2022?",
    fact(g("Cash"), AQ_BSPY, USD, {FI: G + "CashMember"}))
add(C, A10Q, "Apple's Level 1 mutual fund holdings, at fair value, as of the end of fiscal 2022 (September 24, 2022)",
    fact(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), AQ_BSPY, USD, AL1("MutualFundMember")))
add(C, UP, "Equipment rents payable at Union Pacific at the end of 2011", fact(["unp:EquipmentRentsPayable"], U_BS11, USD))
add(C, UP, "What was the estimated fair value of Union Pacific's debt at December 31, 2011?", fact(g("DebtInstrumentFairValue"), U_BS11, USD))
add(C, UP, "Current federal income tax expense at Union Pacific for fiscal 2010", fact(g("CurrentFederalTaxExpenseBenefit"), U_FY10, USD))
add(C, UP, "Proceeds from asset sales (property and equipment) in UNP's 2011 cash flow statement",
    fact(g("ProceedsFromSaleOfPropertyPlantAndEquipment"), U_FY11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, RSG, "Republic Services' depreciation, amortization and depletion expense on the income statement for the first half of 2009",
    fact(F(RSG, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, RSG, "Cost of operations at Republic for the first six months of 2009", fact(F(RSG, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, RSG, "How much did Republic book in restructuring charges in Q2 2009 by itself?", fact(F(RSG, "RestructuringCharges"), PQ, USD))
add(C, RSG, "Republic Services' income-statement 'Accretion' line (landfill asset retirement obligations), year to date through June 30, 2009",
    fact(F(RSG, "AssetRetirementObligationAccretionExpense"), PH, USD))
add(C, RSG, "Provision for income taxes at Republic Services, April through June 2009", fact(F(RSG, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, EGN, "Natural gas distribution revenues at Energen for the second quarter of 2009 (three months)",
    fact(F(EGN, "GasDomesticRegulatedRevenue"), PQ, USD))
add(C, EGN, "Energen's oil and gas operations revenue over the first half of 2009", fact(F(EGN, "OilAndGasRevenue"), PH, USD))
add(C, EGN, "Accretion expense at Energen for the six months to June 30, 2009", fact(F(EGN, "AssetRetirementObligationAccretionExpense"), PH, USD))
add(C, EGN, "Operations and maintenance expense at Energen in the June 2009 quarter alone",
    fact(F(EGN, "UtilitiesOperatingExpenseMaintenanceAndOperations"), PQ, USD))
add(C, EGN, "Energen's taxes other than income taxes: what was the Q2 2009 amount, not the year-to-date?",
    fact(F(EGN, "TaxesOtherThanIncomeExciseProductionAndPropertyTaxes"), PQ, USD))
add(C, EGN, "Energen's interest expense for January-June 2009", fact(F(EGN, "InterestExpense"), PH, USD))
add(C, EXPD, "Airfreight services revenue at Expeditors for the quarter ended June 30, 2009", fact(F(EXPD, "AirfreightRevenue"), PQ, USD))
add(C, EXPD, "Expeditors' ocean freight consolidation expense, six months ended June 30, 2009",
    fact(F(EXPD, "CostOfOceanFreightConsolidation"), PH, USD))
add(C, EXPD, "What were salaries and related costs at Expeditors in the second quarter of 2009 alone?",
    fact(F(EXPD, "LaborAndRelatedExpense"), PQ, USD))
add(C, EXPD, "Customs brokerage and other services revenue at Expeditors, first half of 2009 cumulative",
    fact(F(EXPD, "CustomsBrokerageAndOtherServicesRevenue"), PH, USD))
add(C, EXPD, "How much stock did Expeditors repurchase during the three months ended June 30, 2009 (cash paid)?",
    fact(F(EXPD, "PaymentsForRepurchaseOfCommonStock"), PQ, USD))
add(C, EXPD, "Income taxes Expeditors paid in cash over the six months ended June 30, 2009 (supplemental cash flow disclosure)",
    fact(F(EXPD, "IncomeTaxesPaid"), PH, USD))
add(C, EXPD, "Expeditors' net cash provided by operating activities for the second quarter of 2009 on its own",
    fact(F(EXPD, "NetCashProvidedByUsedInOperatingActivities"), PQ, USD))
add(C, A10Q, "Over the nine months ended June 25, 2022, how much did the change in other current and non-current assets amount to in "
    "Apple's operating cash flows (the increase in those assets, as tagged)?",
    fact(g("IncreaseDecreaseInOtherOperatingAssets"), AQ_9MPY, USD))
add(C, A10Q, "For the first nine months of Apple's fiscal 2022, what reclassification out of AOCI for net realized (gains)/losses on marketable "
    "debt securities did Apple report? (sign as reported)",
    fact(g("OtherComprehensiveIncomeLossReclassificationAdjustmentFromAOCIForSaleOfSecuritiesNetOfTax"), AQ_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, RSG, "Republic Services' operating margin in Q2 2009: operating income divided by revenue",
    ratio(F(RSG, "OperatingIncomeLoss"), F(RSG, "SalesRevenueNet"), PQ))
add(C, RSG, "By what proportion did Republic's revenue grow in the second quarter of 2009 versus the second quarter of 2008 (the Allied merger "
    "quarter)? Give it as a decimal growth rate.",
    growth(F(RSG, "SalesRevenueNet"), PQ, PQPY))
add(C, RSG, "What effective tax rate did Republic Services book for the first half of 2009 (provision for income taxes / income before income taxes)?",
    ratio(F(RSG, "IncomeTaxExpenseBenefit"),
          F(RSG, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, EGN, "Energen's free cash flow for the six months ended June 30, 2009, defined as net cash provided by operating activities minus "
    "additions to property, plant and equipment",
    fcf(PH, F(EGN, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, EGN, "Gross margin on Energen's utility business in 1H 2009, computed as (natural gas distribution revenues - cost of gas) / "
    "natural gas distribution revenues",
    margin_from_cost(F(EGN, "GasDomesticRegulatedRevenue"), F(EGN, "UtilitiesOperatingExpenseGasAndPetroleumPurchased"), PH))
add(C, EXPD, "Expeditors' net revenues for Q2 2009, i.e. total revenues less the direct costs of airfreight consolidation, ocean freight "
    "consolidation and customs brokerage and other services",
    derived("e0-e1-e2-e3", [inp(F(EXPD, "Revenues"), PQ), inp(F(EXPD, "CostOFAirfreightConsolidation"), PQ),
                            inp(F(EXPD, "CostOfOceanFreightConsolidation"), PQ), inp(F(EXPD, "CostOfCustomsBrokerageAndOtherServices"), PQ)],
            PQ, USD, ratio=False))
add(C, EXPD, "Airfreight net revenue margin at Expeditors over the first half of 2009: (airfreight services revenue - airfreight "
    "consolidation cost) / airfreight services revenue",
    margin_from_cost(F(EXPD, "AirfreightRevenue"), F(EXPD, "CostOFAirfreightConsolidation"), PH))
add(C, ATI, "Allegheny Technologies' gross margin for 1Q 2010 -- (sales minus cost of sales) over sales",
    margin_from_cost(F(ATI, "SalesRevenueGoodsNet"), F(ATI, "CostOfGoodsSold"), Q10))
add(C, ATI, "Year-over-year growth in ATI's sales for the first quarter of 2010, as a decimal",
    growth(F(ATI, "SalesRevenueGoodsNet"), Q10, Q09))
add(C, ATI, "ATI current ratio at March 31, 2010 (total current assets / total current liabilities)",
    ratio(F(ATI, "AssetsCurrent"), F(ATI, "LiabilitiesCurrent"), B10))
add(C, MDR, "What operating margin did McDermott earn in Q1 2010? Use operating income / revenues.",
    ratio(F(MDR, "OperatingIncomeLoss"), F(MDR, "Revenues"), Q10))
add(C, MDR, "Change in McDermott's revenues in the first quarter of 2010 compared with the first quarter of 2009, as a decimal "
    "(negative means revenues fell)",
    growth(F(MDR, "Revenues"), Q10, Q09))
add(C, GCI, "Gannett's interest coverage in Q1 2010, measured as operating income divided by interest expense",
    ratio(F(GCI, "OperatingIncomeLoss"), F(GCI, "InterestExpense"), Q10))
add(C, GCI, "Free cash flow at Gannett for the first quarter of 2010 (net cash flow from operating activities less purchase of property, "
    "plant and equipment)",
    fcf(Q10, F(GCI, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, GCI, "What share of Gannett's total Q1 2010 operating revenues came from publishing circulation?",
    ratio(F(GCI, "SubscriptionRevenue"), F(GCI, "Revenues"), Q10))
add(C, A10Q, "For the Level 2 U.S. agency securities in Apple's fair value table at September 24, 2022, how large were gross unrealized losses "
    "relative to adjusted (amortized) cost? (gross unrealized losses / adjusted cost)",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"),
          AQ_BSPY, m_num=AL2("USGovernmentAgenciesDebtSecuritiesMember"), m_den=AL2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10Q, "By what fraction did the fair value of Apple's Level 1 securities (money market and mutual funds) differ from their adjusted cost "
    "at September 24, 2022? Compute fair value / adjusted cost - 1 (negative = below cost).",
    derived("e0/e1-1", [inp(g("EquitySecuritiesFvNiCurrentAndNoncurrent"), AQ_BSPY, AL1()), inp(g("EquitySecuritiesFvNiCost"), AQ_BSPY, AL1())],
            AQ_BSPY, PURE))
add(C, UP, "How much did the total intrinsic value of Union Pacific stock options exercised grow from 2011 to 2012? (decimal growth rate)",
    growth(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExercisesInPeriodTotalIntrinsicValue"), U_FY12, U_FY11, OPTIONS))
add(C, UP, "Growth in the expected return on plan assets for UNP's pension plans, 2011 over 2010, as a decimal",
    growth(g("DefinedBenefitPlanExpectedReturnOnPlanAssets"), U_FY11, U_FY10, PENSION))
add(C, UP, "Personal injury liability payments at Union Pacific: percentage change from 2011 to 2012, as a decimal (both years are "
    "reported as negative amounts; a negative result means smaller payments in 2012)",
    growth(g("LossContingencyAccrualCarryingValuePayments"), U_FY12, U_FY11, PERS_INJ))

# =================================================================== members
C = "members"
add(C, RSG, "In Republic Services' statement of stockholders' equity, how much of first-half 2009 net income went to the noncontrolling "
    "interests column?",
    fact(F(RSG, "ProfitLoss"), PH, USD, EQC("NoncontrollingInterest")))
add(C, RSG, "Balance of the treasury stock column in Republic's equity statement at June 30, 2009 (as presented, negative)",
    fact(F(RSG, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("TreasuryStock")))
add(C, RSG, "Issuances of common stock in the six months to June 2009: the amount recorded in Republic's common stock (par value) column",
    fact(F(RSG, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("CommonStock")))
add(C, ATI, "Effect of employee stock plans on the treasury stock column of Allegheny Technologies' equity statement in Q1 2010",
    fact(F(ATI, "EmployeeStockPlans"), Q10, USD, EQC("TreasuryStock")))
add(C, ATI, "For Q1 2009, the foreign currency translation loss that ATI recorded in its accumulated other comprehensive income column "
    "(negative = loss)",
    fact(F(ATI, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), Q09, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, ATI, "Additional paid-in capital column of ATI's statement of changes in equity: balance at March 31, 2009",
    fact(F(ATI, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("AdditionalPaidInCapital")))
add(C, MDR, "McDermott's retained earnings column in the equity statement stood at what amount on March 31, 2009?",
    fact(F(MDR, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR09, USD, EQC("RetainedEarnings")))
add(C, MDR, "Contributions to the thrift plan in Q1 2010: the portion credited to McDermott's capital in excess of par value column",
    fact(F(MDR, "StockIssuedDuringPeriodValueEmployeeStockOwnershipPlan"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, MDR, "Purchase of treasury shares during the first quarter of 2010 as shown in McDermott's treasury stock column",
    fact(F(MDR, "TreasuryStockValueAcquiredCostMethod"), Q10, USD, EQC("TreasuryStock")))
add(C, A10Q, "Level 2 U.S. agency securities carried in Apple's non-current marketable securities at September 24, 2022",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BSPY, USD, AL2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10Q, "How much of Apple's current marketable securities at July 1, 2023 were state and municipal bonds (Level 2)?",
    fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, AL2("USStatesAndPoliticalSubdivisionsMember")))
add(C, A10Q, "Gross unrealized losses on Apple's U.S. agency securities (Level 2) at the end of fiscal Q3 2023",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), AQ_BS, USD, AL2("USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10Q, "Fair value of the commercial paper Apple held as a Level 2 investment at July 1, 2023",
    fact(g("AvailableForSaleSecuritiesDebtSecurities"), AQ_BS, USD, AL2("CommercialPaperMember")))
add(C, A10Q, "Gross fair value of Apple's foreign exchange contracts designated as hedging instruments and recorded in other liabilities "
    "(Level 2), September 24, 2022",
    fact(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), AQ_BSPY, USD, FX_DESIGNATED_OTHLIAB))
add(C, UP, "Depreciation rate Union Pacific applied to rail and other track material at December 31, 2012 (decimal)",
    fact(["unp:DepreciationRate"], U_BS12, PURE, {PPEAX: "unp:RoadrailAndOtherTrackMaterialMemberMember"}))
add(C, UP, "Accumulated depreciation on Union Pacific's technology and other equipment at year-end 2011",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS11, USD, {PPEAX: G + "TechnologyEquipmentMember"}))
add(C, UP, "What minimum target allocation to equity securities did Union Pacific set for its pension plan assets in 2012?",
    fact(g("DefinedBenefitPlanTargetPlanAssetAllocationsRangeMinimum"), U_FY12, PURE,
         {G + "DefinedBenefitPlanByPlanAssetCategoriesAxis": G + "EquitySecuritiesMember"}))
add(C, UP, "Discount rate used for UNP's other postretirement benefit obligation at December 31, 2012",
    fact(g("DefinedBenefitPlanAssumptionsUsedCalculatingBenefitObligationDiscountRate"), U_BS12, PURE, OPEB))
add(C, UP, "Face amount of the 4.30% notes due 2042 that Union Pacific issued in June 2012",
    fact(g("DebtInstrumentFaceAmount"), (None, "2012-06-11"), USD, {G + "LongtermDebtTypeAxis": "unp:NotesDue2042430PercentMember"}))
add(C, UP, "Current portion of Union Pacific's asbestos-related liability at December 31, 2012",
    fact(g("LossContingencyAccrualCarryingValueCurrent"), U_BS12, USD, ASBESTOS))

# =================================================================== per_share
C = "per_share"
add(C, RSG, "Republic Services diluted EPS, Q2 2009", fact(F(RSG, "EarningsPerShareDiluted"), PQ, PS))
add(C, RSG, "Cash dividends per common share Republic paid over the first six months of 2009", fact(F(RSG, "CommonStockDividendsPerShareCashPaid"), PH, PS))
add(C, RSG, "How many common shares did Republic's statement of stockholders' equity show at June 30, 2009 (shares column)?",
    fact(F(RSG, "SharesIssued"), PB, SH, EQC("CommonStock")))
add(C, EGN, "Basic earnings per average common share at Energen in Q2 2009", fact(F(EGN, "EarningsPerShareBasic"), PQ, PS))
add(C, EGN, "Energen dividends per common share for the first half of 2008", fact(F(EGN, "CommonStockDividendsPerShareCashPaid"), PHPY, PS))
add(C, EGN, "Number of Energen shares held in treasury at June 30, 2009", fact(F(EGN, "TreasuryStockNumberOfSharesHeld"), PB, SH))
add(C, EXPD, "Diluted earnings per share attributable to Expeditors' shareholders, six months ended June 30, 2009",
    fact(F(EXPD, "EarningsPerShareDiluted"), PH, PS))
add(C, EXPD, "Weighted average basic shares outstanding at Expeditors in the second quarter of 2009",
    fact(F(EXPD, "WeightedAverageNumberOfSharesOutstandingBasic"), PQ, SH))
add(C, EXPD, "How many Expeditors common shares were outstanding at December 31, 2008?", fact(F(EXPD, "CommonStockSharesOutstanding"), PYE, SH))
add(C, ATI, "ATI's diluted net income per common share attributable to ATI for Q1 2010", fact(F(ATI, "EarningsPerShareDiluted"), Q10, PS))
add(C, ATI, "Common shares outstanding at Allegheny Technologies on March 31, 2010", fact(F(ATI, "CommonStockSharesOutstanding"), B10, SH))
add(C, MDR, "Diluted weighted-average share count McDermott used for Q1 2010 EPS", fact(F(MDR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, MDR, "McDermott basic EPS (net income attributable to McDermott) in the first quarter of 2009", fact(F(MDR, "EarningsPerShareBasic"), Q09, PS))
add(C, GCI, "Dividends declared per share by Gannett in Q1 2010", fact(F(GCI, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, GCI, "Gannett treasury shares at the end of the first quarter of 2010", fact(F(GCI, "TreasuryStockShares"), B10, SH))
add(C, UP, "How many shares did Union Pacific repurchase into treasury in 2010, per the share columns of its equity statement?",
    fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_FY10, SH, TSU))
add(C, UP, "Common shares issued at Union Pacific at December 31, 2011, as shown in the common shares column of the equity statement",
    fact(g("CommonStockSharesOutstanding"), U_BS11, SH, CLASS_A))
add(C, UP, "Number of UNP stock options vested and expected to vest at year-end 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsVestedAndExpectedToVestOutstandingNumber"), U_BS12, SH, OPTIONS))
add(C, UP, "Weighted-average grant-date fair value per share of Union Pacific's nonvested retention awards at December 31, 2011",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"),
         U_BS11, PS, {PLAN: "unp:RetentionAwardsMember"}))
add(C, UP, "Shares of restricted stock and units outstanding under the Union Pacific 2004 Stock Incentive Plan at the end of 2012",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNonOptionEquityInstrumentsOutstandingNumber"), U_BS12, SH,
         {PLAN: "unp:UnionPacificCorporation2004StockIncentivePlanMember"}))

# =================================================================== jargon
C = "jargon"
add(C, RSG, "RSG CFO 1H09?", fact(F(RSG, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, RSG, "Republic bad-debt provision (net of adjustments), 1H09", fact(F(RSG, "ProvisionForDoubtfulAccounts"), PH, USD))
add(C, EGN, "EGN DD&A, 2Q09", fact(F(EGN, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, EGN, "Energen capex (additions to PP&E) in 1H08", fact(F(EGN, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, EXPD, "EXPD stock comp expense add-back, 2Q08", fact(F(EXPD, "ShareBasedCompensation"), PQPY, USD))
add(C, EXPD, "FX impact on Expeditors' cash in 1H09 (effect of exchange rate changes)", fact(F(EXPD, "EffectOfExchangeRateOnCashAndCashEquivalents"), PH, USD))
add(C, ATI, "ATI capex 1Q10 -- purchases of PP&E", fact(F(ATI, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, ATI, "Allegheny Tech's CFO in 1Q10 (negative = cash used)", fact(F(ATI, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, ATI, "ATI cash dividends paid to shareholders in 1Q09 (the financing cash flow line)?", fact(F(ATI, "PaymentsOfDividendsCommonStock"), Q09, USD))
add(C, MDR, "MDR D&A for 1Q09", fact(F(MDR, "DepreciationAndAmortization"), Q09, USD))
add(C, MDR, "McDermott cash taxes in 1Q10 (income taxes paid, net of refunds)", fact(F(MDR, "IncomeTaxesPaidNet"), Q10, USD))
add(C, GCI, "GCI capex 1Q09", fact(F(GCI, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, GCI, "Gannett SBC (equity awards) in 1Q10", fact(F(GCI, "ShareBasedCompensation"), Q10, USD))
add(C, GCI, "Net revolver activity at Gannett in 1Q10: (payments of) proceeds from borrowings under revolving credit agreements (negative = paydown)",
    fact(F(GCI, "ProceedsFromLongTermLinesOfCredit"), Q10, USD))
add(C, A10Q, "AAPL L1 money market funds: cost basis at 7/1/23?", fact(g("EquitySecuritiesFvNiCost"), AQ_BS, USD, AL1("MoneyMarketFundsMember")))
add(C, A10Q, "AAPL gross unrealized gains on L2 AFS debt at FQ3'23 quarter-end",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), AQ_BS, USD, AL2()))
add(C, UP, "UNP unrecognized comp cost on nonvested stock options, YE12", fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"),
    U_BS12, USD, OPTIONS))
add(C, UP, "UNP 'other' opex line, FY11", fact(g("OtherCostAndExpenseOperating"), U_FY11, USD))
add(C, UP, "UNP accrued interest & penalties on uncertain tax positions at YE12", fact(g("IncomeTaxExaminationPenaltiesAndInterestAccrued"), U_BS12, USD))
add(C, UP, "UNP W/C: materials & supplies change in FY12 CFO", fact(g("IncreaseDecreaseInMaterialsAndSupplies"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, RSG, "What were Waste Connections' revenues for the second quarter of 2009?",
    refuse(oc, "Waste Connections is not in the data (Republic Services is).", other("WASTE CONNECTIONS")))
add(C, ATI, "How much did Carpenter Technology sell in the quarter ended March 31, 2010?",
    refuse(oc, "Carpenter Technology is not in the data (Allegheny Technologies is).", other("CARPENTER")))
add(C, GCI, "McClatchy's advertising revenues in the first quarter of 2010?",
    refuse(oc, "McClatchy is not in the data (Gannett is).", other("MCCLATCHY")))
add(C, A10Q, "What did LG Electronics report as mobile communications revenue for the quarter ended June 30, 2023?",
    refuse(oc, "LG Electronics is not in the data (Apple is).", other("LG ELECTRONICS")))
add(C, UP, "What lease revenue did railcar lessor GATX report for 2012?",
    refuse(oc, "GATX is not in the data (Union Pacific is).", other("GATX")))
add(C, EGN, "Energen's natural gas distribution revenues for the full year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports the quarters and six months of 2009 and 2008; no full-year 2008 revenue is reported.",
           absent(F(EGN, "GasDomesticRegulatedRevenue"), FY08)))
add(C, ATI, "What were ATI's total sales for fiscal year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009 only; full-year 2009 sales are not reported.",
           absent(F(ATI, "SalesRevenueGoodsNet"), FY09)))
add(C, MDR, "McDermott's revenues for the second quarter of 2010 (three months ended June 30, 2010)?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(MDR, "Revenues"), Q2_10)))
add(C, GCI, "What were Gannett's total operating revenues in the first quarter of 2008?",
    refuse(pn, "The Q1 2010 10-Q compares with Q1 2009 only; Q1 2008 revenues are not reported.", absent(F(GCI, "Revenues"), Q08)))
add(C, A10Q, "Apple's research and development expense for fiscal Q1 2023, the quarter ended December 31, 2022?",
    refuse(pn, "The fiscal Q3 2023 10-Q reports the third quarter and nine months; the December 2022 quarter alone is not reported.",
           absent(g("ResearchAndDevelopmentExpense"), AQ_FQ1)))
add(C, EGN, "What goodwill did Energen carry at June 30, 2009?",
    refuse(cn, "Energen's Q2 2009 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, EXPD, "How much long-term debt did Expeditors have outstanding at June 30, 2009?",
    refuse(cn, "Expeditors' Q2 2009 data report no long-term debt line of any kind.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "LongTermDebtAndCapitalLeaseObligationsCurrent", "DebtCurrent", "ProceedsFromIssuanceOfLongTermDebt",
                        "RepaymentsOfLongTermDebt"))))
add(C, ATI, "Allegheny Technologies' research and development spending in Q1 2010?",
    refuse(cn, "ATI's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, GCI, "What diluted weighted-average share count did Gannett use for Q1 2010 EPS?",
    refuse(cn, "Gannett's Q1 2010 data report per-share amounts but no weighted-average share counts.",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted"))))
add(C, UP, "How much amortization of intangible assets did Union Pacific record in 2012?",
    refuse(cn, "Union Pacific's 2012 10-K reports no intangible assets or their amortization.",
           absent_any(g("AmortizationOfIntangibleAssets", "IntangibleAssetsNetExcludingGoodwill", "FiniteLivedIntangibleAssetsNet",
                        "FiniteLivedIntangibleAssetsAccumulatedAmortization"))))
WHY_RSG = ("Republic Services reports two stock-based compensation amounts for the first half of 2009: the cash-flow add-back "
           "'Stock-based compensation' (ShareBasedCompensation) and the equity-statement 'Stock-based compensation' line "
           "(AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue), which differ.")
add(C, RSG, "How much stock-based compensation did Republic Services record in the first half of 2009?", refuse(am, WHY_RSG, amb_for(RSG, WHY_RSG,
    (F(RSG, "ShareBasedCompensation"), PH, None),
    (F(RSG, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), PH, None))))
WHY_EGN = ("Energen's June 30, 2009 balance sheet has two 'Deferred income taxes' liability lines: one among current liabilities "
           "(DeferredTaxLiabilitiesCurrent) and one among deferred credits (DeferredTaxLiabilitiesNoncurrent).")
add(C, EGN, "What were Energen's deferred income taxes on the balance sheet at June 30, 2009?", refuse(am, WHY_EGN, amb_for(EGN, WHY_EGN,
    (F(EGN, "DeferredTaxLiabilitiesCurrent"), PB, None), (F(EGN, "DeferredTaxLiabilitiesNoncurrent"), PB, None))))
WHY_EXPD = ("Expeditors' Q2 2009 income statement shows 'Net earnings' before the noncontrolling interest (ProfitLoss) and "
            "'Net earnings attributable to shareholders' (NetIncomeLoss), with different amounts.")
add(C, EXPD, "Expeditors' net earnings for the quarter ended June 30, 2009?", refuse(am, WHY_EXPD, amb_for(EXPD, WHY_EXPD,
    (F(EXPD, "ProfitLoss"), PQ, None), (F(EXPD, "NetIncomeLoss"), PQ, None))))
WHY_MDR = ("McDermott's March 31, 2010 balance sheet has two lines labelled 'Investments': a current one (AvailableForSaleSecuritiesCurrent) "
           "and a non-current one (AvailableForSaleSecuritiesNoncurrent).")
add(C, MDR, "How much did McDermott report as investments on its March 31, 2010 balance sheet?", refuse(am, WHY_MDR, amb_for(MDR, WHY_MDR,
    (F(MDR, "AvailableForSaleSecuritiesCurrent"), B10, None), (F(MDR, "AvailableForSaleSecuritiesNoncurrent"), B10, None))))
WHY_UP = ("Union Pacific reports three different deferred income tax liability figures at December 31, 2012: the tax note's "
          "'Total deferred income tax liabilities' (DeferredIncomeTaxLiabilities, gross of deferred tax assets), its 'Net deferred income "
          "tax liability' (DeferredTaxLiabilities) and the balance sheet's non-current 'Deferred income taxes' (DeferredTaxLiabilitiesNoncurrent, "
          "which excludes the current deferred tax asset).")
add(C, UP, "What was Union Pacific's deferred income tax liability at December 31, 2012?", refuse(am, WHY_UP, amb_for(UP, WHY_UP,
    (g("DeferredIncomeTaxLiabilities"), U_BS12, None), (g("DeferredTaxLiabilities"), U_BS12, None),
    (g("DeferredTaxLiabilitiesNoncurrent"), U_BS12, None))))


def main():
    write_round("h59", gr.QUESTIONS_59, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
