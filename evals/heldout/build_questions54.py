#!/usr/bin/env python3
"""Writes evals/data/ask_heldout54.jsonl and its refusal probes (ask_heldout54_probes.jsonl) -- round 54 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout54.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions54.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout54.jsonl
The writer imported the round 1-52 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the shared
data folder passed through AUDITGRAPH_SHARED_DATA, and read rounds 1-52 from a copy of evals/data (each file named by
its path in PREV); here `from specs import *` takes them from evals/heldout itself and PREV names gr.QUESTIONS ...
gr.QUESTIONS_52, one by one.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-54 share

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


# ------------------------------------------------------------------ round 54 FSDS filings: companies no round 1-52 used (checked
# CIK by CIK and adsh by adsh against every question file of rounds 1-52, against avoid_adsh.txt and the CIKs of its
# filings, and leaving out the instance companies), all with CIK mod 4 == 2 (three parallel writers take the other
# residues): three 10-Qs from the 2010q2 zip and three from 2009q3.
# Kinds: a wireless-tower owner / lessor (REIT-like real estate), a rugged-computing / bar-code (tech) maker and an
# electric and gas utility (2010q2); a solar-module (tech) maker, a coal-fired generating partnership (utility) whose
# partners'-capital statement is reported by partner (PartnerTypeOfPartnersCapitalAccount rows) and a mailing-equipment /
# financing company (2009q3).
CCI = "fsds:0001193125-10-113706"   # CROWN CASTLE INTERNATIONAL CORP 10-Q (2010q2), CIK 1051470, Q1 2010
INT = "fsds:0001044590-10-000036"   # INTERMEC, INC. 10-Q (2010q2), CIK 1044590, Q1 2010
AEE = "fsds:0001193125-10-114175"   # AMEREN CORP 10-Q (2010q2), CIK 1002910, Q1 2010
FSLR = "fsds:0001274494-09-000019"  # FIRST SOLAR, INC. 10-Q (2009q3), CIK 1274494, Q2 2009 ended June 27, 2009 (ddate 2009-06-30)
EHC = "fsds:0001047469-09-007345"   # EME HOMER CITY GENERATION LP 10-Q (2009q3), CIK 1099534, Q2 2009; partner-capital rows
PBI = "fsds:0000930413-09-004048"   # PITNEY BOWES INC /DE/ 10-Q (2009q3), CIK 78814, Q2 2009
TICK = {CCI: "cci", INT: "in", AEE: "aee", FSLR: "fslr", EHC: "ehc", PBI: "pbi"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Crown Castle, Intermec, Ameren)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
FY09 = ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (First Solar: quarter ended June 27, 2009; Homer City; Pitney Bowes)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE = (None, "2009-06-30"), (None, "2008-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

PARTNER = lambda m: {"PartnerTypeOfPartnersCapitalAccount": m}
CHESTNUT, MISSION = PARTNER("ChestnutRidgeEnergyCompany"), PARTNER("MissionEnergyWestsideInc")

# Apple 10-K 2023: axes and members not among the shared constants
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1 = lambda inst: {FVL: G + "FairValueInputsLevel1Member", FIN: G + inst}
L2 = lambda inst: {FVL: G + "FairValueInputsLevel2Member", FIN: G + inst}
L2TOT = {FVL: G + "FairValueInputsLevel2Member"}
CONC = lambda bench: {G + "ConcentrationRiskByBenchmarkAxis": bench, G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
NOTES = lambda issue, rng=None: dict([(G + "DebtInstrumentAxis", "aapl:%s" % issue), (G + "LongtermDebtTypeAxis", "aapl:FixedRateNotesMember")]
                                     + ([("srt:RangeAxis", "srt:%s" % rng)] if rng else []))
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
CORP = {"srt:ConsolidationItemsAxis": G + "CorporateNonSegmentMember"}
A_BS21, A_BS20 = (None, "2021-09-25"), (None, "2020-09-26")

# =================================================================== direct
C = "direct"
add(C, CCI, "Crown Castle's network services and other revenues for the first quarter of 2010", fact(F(CCI, "SalesRevenueServicesNet"), Q10, USD))
add(C, CCI, "What did the tower company Crown Castle carry as deferred ground lease payables at March 31, 2010?",
    fact(F(CCI, "DeferredRentCreditNoncurrent"), B10, USD))
add(C, INT, "Intermec service revenue, three months ended March 31, 2010", fact(F(INT, "SalesRevenueServicesNet"), Q10, USD))
add(C, INT, "How big was the 'impairment of facility' charge on Intermec's Q1 2010 income statement?", fact(F(INT, "ImpairmentOfRealEstate"), Q10, USD))
add(C, AEE, "Ameren's electric operating revenues in Q1 2010", fact(F(AEE, "ElectricUtilityRevenue"), Q10, USD))
add(C, AEE, "Value of the nuclear decommissioning trust fund on Ameren's March 31, 2010 balance sheet",
    fact(F(AEE, "DecommissioningFundInvestments"), B10, USD))
add(C, AEE, "Purchased power cost Ameren recorded for January-March 2010", fact(F(AEE, "CostOfPurchasedPower"), Q10, USD))
add(C, FSLR, "First Solar's noncurrent project assets as of June 27, 2009", fact(F(FSLR, "ProjectAssetsNoncurrent"), PB, USD))
add(C, FSLR, "How much did First Solar have accrued for module collection and recycling at the end of its second quarter of 2009?",
    fact(F(FSLR, "AccruedEnvironmentalLossContingenciesNoncurrent"), PB, USD))
add(C, EHC, "EME Homer City Generation's fuel inventory at June 30, 2009", fact(F(EHC, "EnergyRelatedInventory"), PB, USD))
add(C, EHC, "Long-term debt owed to an affiliate by Homer City Generation L.P. on June 30, 2009",
    fact(F(EHC, "DueToRelatedPartiesNoncurrent"), PB, USD))
add(C, EHC, "Homer City's lease financing, net of current portion, mid-2009 (June 30)", fact(F(EHC, "CapitalLeaseObligationsNoncurrent"), PB, USD))
add(C, PBI, "Pitney Bowes investment in leveraged leases at June 30, 2009", fact(F(PBI, "LeveragedLeasesBalanceSheetInvestmentInLeveragedLeases"), PB, USD))
add(C, PBI, "What were Pitney Bowes' advance billings (a current liability) as of June 30, 2009?", fact(F(PBI, "CustomerAdvancesCurrent"), PB, USD))
add(C, A10K, "In the breakdown of Apple's other non-current liabilities at September 30, 2023, what is the 'other non-current liabilities' "
    "line that sits beside long-term taxes payable?", fact(g("OtherAccruedLiabilitiesNoncurrent"), A_BS23, USD))
add(C, A10K, "Deferred tax asset Apple recorded for unrealized losses, per its income tax note at fiscal 2023 year-end",
    fact(g("DeferredTaxAssetsOtherComprehensiveLoss"), A_BS23, USD))
add(C, A10K, "Among Apple's deferred tax liabilities at September 30, 2023, how large is the line simply called 'Other'?",
    fact(g("DeferredTaxLiabilitiesOther"), A_BS23, USD))
add(C, A10K, "The catch-all 'Other' reconciling item in Apple's FY2023 effective tax rate reconciliation, in dollars (negative reduces tax)",
    fact(g("IncomeTaxReconciliationOtherAdjustments"), A_FY23, USD))
add(C, A10K, "Apple's net increase or decrease in cash, cash equivalents and restricted cash for fiscal 2023",
    fact(RCASHCHG, A_FY23, USD))
add(C, A10K, "Apple says its arrangements can contain up to how many performance obligations?",
    fact(["aapl:PerformanceObligationsinArrangements"], A_BS23, PURE))

# =================================================================== prior_period
C = "prior_period"
add(C, CCI, "Crown Castle net revenues a year before, i.e. Q1 2009", fact(F(CCI, "SalesRevenueNet"), Q09, USD))
add(C, CCI, "Crown Castle's 'short-term debt, current maturities of debt and other obligations' at year-end 2009",
    fact(F(CCI, "DebtCurrent"), DEC09, USD))
add(C, INT, "What were Intermec's product revenues in the first quarter of 2009?", fact(F(INT, "SalesRevenueGoodsNet"), Q09, USD))
add(C, INT, "Intermec pension and other postretirement benefits liabilities as of December 31, 2009",
    fact(F(INT, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), DEC09, USD))
add(C, AEE, "Gas revenues at Ameren for the three months ended March 31, 2009", fact(F(AEE, "GasDomesticRegulatedRevenue"), Q09, USD))
add(C, AEE, "Noncurrent regulatory assets on Ameren's balance sheet at the end of 2009 (not the current portion)",
    fact(F(AEE, "RegulatoryAssetsNoncurrent"), DEC09, USD))
add(C, FSLR, "First Solar net sales in the year-ago quarter (Q2 2008)", fact(F(FSLR, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, FSLR, "Goodwill on First Solar's balance sheet at its 2008 fiscal year-end", fact(F(FSLR, "Goodwill"), PYE, USD))
add(C, EHC, "Spare parts inventory at Homer City Generation on December 31, 2008", fact(F(EHC, "OtherInventorySupplies"), PYE, USD))
add(C, EHC, "How much did EME Homer City owe affiliates in current liabilities ('due to affiliates') at the end of 2008?",
    fact(F(EHC, "DueToAffiliateCurrent"), PYE, USD))
add(C, PBI, "Pitney Bowes total revenue for the second quarter of 2008", fact(F(PBI, "Revenues"), PQPY, USD))
add(C, PBI, "Current income taxes payable (liability side) at Pitney Bowes, December 31, 2008", fact(F(PBI, "AccruedIncomeTaxesCurrent"), PYE, USD))
add(C, A10K, "Apple's property, plant and equipment, net as of September 24, 2022", fact(PPE, A_BS22, USD))
add(C, A10K, "Accumulated depreciation and amortization on Apple's PP&E at the end of fiscal 2022",
    fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), A_BS22, USD))
add(C, A10K, "Interest and dividend income within Apple's other income/(expense), net for fiscal 2022",
    fact(g("InvestmentIncomeInterestAndDividend"), A_FY22, USD))
add(C, A10K, "Apple's change in foreign currency translation, net of tax, in OCI for the year ended September 24, 2022 (negative = loss)",
    fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), A_FY22, USD))
add(C, A10K, "The current 'Deferred revenue' line on Apple's September 24, 2022 balance sheet",
    fact(g("ContractWithCustomerLiabilityCurrent"), A_BS22, USD))
add(C, A10K, "Fixed operating lease costs Apple reported for fiscal 2021", fact(g("OperatingLeaseCost"), A_FY21, USD))
add(C, A10K, "In Apple's unrecognized tax benefit roll-forward for fiscal 2022, what were the increases related to tax positions taken in prior years?",
    fact(g("UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions"), A_FY22, USD))
add(C, A10K, "Total comprehensive income Apple reported for fiscal year 2021", fact(g("ComprehensiveIncomeNetOfTax"), A_FY21, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, FSLR, "First Solar net sales for the quarter ended June 27, 2009 (three months only)", fact(F(FSLR, "SalesRevenueGoodsNet"), PQ, USD))
add(C, FSLR, "Cost of sales at First Solar, first six months of 2009", fact(F(FSLR, "CostOfGoodsSold"), PH, USD))
add(C, FSLR, "FSLR research and development spend in fiscal Q2 2009 by itself", fact(F(FSLR, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, FSLR, "First Solar's selling, general and administrative expense year-to-date through June 27, 2009", fact(F(FSLR, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, FSLR, "How much production start-up expense did First Solar incur in the six months ended June 27, 2009?",
    fact(F(FSLR, "ProductionStartUpExpense"), PH, USD))
add(C, FSLR, "First Solar income tax expense for the second quarter of 2009 alone", fact(F(FSLR, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, FSLR, "Foreign currency gain at First Solar over 1H 2009", fact(F(FSLR, "ForeignCurrencyTransactionGainLossBeforeTax"), PH, USD))
add(C, EHC, "Depreciation and amortization on Homer City's income statement for the three months to June 30, 2009",
    fact(F(EHC, "DepreciationAndAmortization"), PQ, USD))
add(C, EHC, "Fuel expense at EME Homer City Generation for January through June 2009", fact(F(EHC, "FuelCosts"), PH, USD))
add(C, EHC, "Plant operations expense at Homer City, Q2 2009 quarter figure", fact(F(EHC, "OtherCostAndExpenseOperating"), PQ, USD))
add(C, EHC, "Homer City Generation operating income for the six months ended June 30, 2009", fact(F(EHC, "OperatingIncomeLoss"), PH, USD))
add(C, EHC, "What interest expense did Homer City record in the second quarter of 2009 (not year to date)?", fact(F(EHC, "InterestExpense"), PQ, USD))
add(C, EHC, "EME Homer City's net income (loss) for the first half of 2009", fact(F(EHC, "ProfitLoss"), PH, USD))
add(C, PBI, "Rentals revenue at Pitney Bowes in the June 2009 quarter", fact(F(PBI, "OperatingLeasesIncomeStatementLeaseRevenue"), PQ, USD))
add(C, PBI, "Supplies revenue Pitney Bowes booked in the six months ended June 30, 2009", fact(F(PBI, "SuppliesRevenue"), PH, USD))
add(C, PBI, "Q2 2009 software revenue at Pitney Bowes -- quarter, not six-month", fact(F(PBI, "LicenseAndMaintenanceRevenue"), PQ, USD))
add(C, PBI, "Financing revenue for Pitney Bowes, 6M 2009", fact(F(PBI, "FinancialServicesRevenue"), PH, USD))
add(C, PBI, "Pitney Bowes support services revenue for the three months ended June 30, 2009", fact(F(PBI, "MaintenanceRevenue"), PQ, USD))
add(C, PBI, "Half-year 2009 business services revenue at Pitney Bowes", fact(F(PBI, "OtherSalesRevenueNet"), PH, USD))
add(C, PBI, "Research and development expense at Pitney Bowes, April-June 2009", fact(F(PBI, "ResearchAndDevelopmentExpense"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, CCI, "Crown Castle site rental gross margin for Q1 2010: (site rental revenues - site rental cost of operations) / site rental revenues",
    margin_from_cost(F(CCI, "OperatingLeasesIncomeStatementLeaseRevenue"), F(CCI, "DirectCostsOfLeasedAndRentedPropertyOrEquipment"), Q10))
add(C, CCI, "Crown Castle total debt at March 31, 2010, taken as short-term debt and current maturities plus debt and other long-term obligations",
    total(F(CCI, "DebtCurrent"), F(CCI, "LongTermDebtAndCapitalLeaseObligations"), B10))
add(C, INT, "Intermec's product gross margin in Q1 2010, i.e. (product revenue minus cost of product revenues) over product revenue",
    margin_from_cost(F(INT, "SalesRevenueGoodsNet"), F(INT, "CostOfGoodsSold"), Q10))
add(C, INT, "Year-on-year change in Intermec's total revenues, Q1 2010 against Q1 2009, as a decimal (negative = decline)",
    growth(F(INT, "SalesRevenueNet"), Q10, Q09))
add(C, AEE, "What was Ameren's operating margin in the first quarter of 2010 (operating income divided by total operating revenues)?",
    ratio(F(AEE, "OperatingIncomeLoss"), F(AEE, "Revenues"), Q10))
add(C, AEE, "Ameren Q1 2010 cash payout ratio: dividends on common stock paid / net income attributable to Ameren Corporation",
    ratio(F(AEE, "PaymentsOfDividendsCommonStock"), F(AEE, "NetIncomeLoss"), Q10))
add(C, FSLR, "Effective tax rate at First Solar for the first half of 2009 (income tax expense / income before income taxes)",
    ratio(F(FSLR, "IncomeTaxExpenseBenefit"),
          F(FSLR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, FSLR, "First Solar free cash flow for the six months ended June 27, 2009 = operating cash flow less purchases of property, plant and equipment",
    fcf(PH, F(FSLR, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, EHC, "Homer City's operating margin in Q2 2009: operating income as a share of operating revenues",
    ratio(F(EHC, "OperatingIncomeLoss"), F(EHC, "ElectricalGenerationRevenue"), PQ))
add(C, PBI, "Gross margin on Pitney Bowes equipment sales for Q2 2009, computed from equipment sales and cost of equipment sales",
    margin_from_cost(F(PBI, "EquipmentSalesRevenue"), F(PBI, "CostOfEquipmentSales"), PQ))
add(C, PBI, "SG&A intensity at Pitney Bowes in 1H09: selling, general and administrative expense over total revenue",
    ratio(F(PBI, "SellingGeneralAndAdministrativeExpense"), F(PBI, "Revenues"), PH))
add(C, A10K, "What fraction of Apple's Level 2 available-for-sale debt securities (fair value) were corporate debt securities at September 24, 2022?",
    ratio(g("AvailableForSaleSecuritiesDebtSecurities"), g("AvailableForSaleSecuritiesDebtSecurities"), A_BS22,
          m_num=L2("CorporateDebtSecuritiesMember"), m_den=L2TOT))
add(C, A10K, "Apple's gross unrealized losses on corporate debt securities relative to their adjusted (amortized) cost, end of fiscal 2022",
    ratio(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS22,
          m_num=L2("CorporateDebtSecuritiesMember"), m_den=L2("CorporateDebtSecuritiesMember")))
add(C, A10K, "Back out Apple's finance lease right-of-use assets at September 24, 2022: total right-of-use assets minus operating lease right-of-use assets",
    diff(["aapl:OperatingandFinanceLeaseRightofUseAsset"], g("OperatingLeaseRightOfUseAsset"), A_BS22))
add(C, A10K, "Apple's total state and local income tax provision for fiscal 2021 (current state plus deferred state)",
    total(g("CurrentStateAndLocalTaxExpenseBenefit"), g("DeferredStateAndLocalIncomeTaxExpenseBenefit"), A_FY21))
add(C, A10K, "By what fraction of cost was the fair value of Apple's asset-backed securities below their adjusted cost at fiscal 2022 year-end? "
    "((adjusted cost - fair value) / adjusted cost)",
    derived("(e0-e1)/e0", [inp(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS22, L2("AssetBackedSecuritiesMember")),
                           inp(g("AvailableForSaleSecuritiesDebtSecurities"), A_BS22, L2("AssetBackedSecuritiesMember"))], A_BS22, PURE))
add(C, NQ, "Netflix Q3 2010: stock-based compensation allocated to technology and development as a share of total technology and development expense",
    ratio(["nflx:StockBasedCompensationExpenseAssociatedWithTechnologyAndDevelopmentExpense"], RD, N10_Q3))
add(C, NQ, "Cash conversion at Netflix in Q3 2010: net cash provided by operating activities divided by net income",
    ratio(OCF, NI, N10_Q3))
add(C, NQ, "How fast did Netflix's fulfillment expense grow in the September 2010 quarter versus the September 2009 quarter? (decimal)",
    growth(["nflx:FulfillmentExpense"], N10_Q3, N10_Q3PY))
add(C, NQ, "Content library amortization as a fraction of Netflix's subscription cost of revenues, nine months ended September 30, 2010",
    ratio(["nflx:AmortizationOfContentLibrary"], g("CostOfGoodsSoldSubscription"), N10_9M))

# =================================================================== members
C = "members"
add(C, EHC, "Partners' equity attributable to Chestnut Ridge Energy Company in Homer City's capital statement at June 30, 2009",
    fact(F(EHC, "StockholdersEquity"), PB, USD, CHESTNUT))
add(C, EHC, "What was Mission Energy Westside's partner capital balance in EME Homer City at December 31, 2008?",
    fact(F(EHC, "StockholdersEquity"), PYE, USD, MISSION))
add(C, EHC, "Other comprehensive income allocated to the Chestnut Ridge partner account, six months to June 30, 2009",
    fact(F(EHC, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PH, USD, CHESTNUT))
add(C, EHC, "How much of Homer City's 1H 2009 net income went to Chestnut Ridge Energy's capital account?",
    fact(F(EHC, "ProfitLoss"), PH, USD, CHESTNUT))
add(C, EHC, "Opening (12/31/2008) equity of Chestnut Ridge Energy Company, one of the partners in Homer City",
    fact(F(EHC, "StockholdersEquity"), PYE, USD, CHESTNUT))
add(C, A10K, "How many vendors each made up 10% or more of Apple's vendor non-trade receivables at September 30, 2023?",
    fact(["aapl:NumberOfSignificantVendors"], A_BS23, PURE, CONC("aapl:NonTradeReceivableMember")))
add(C, A10K, "Number of customers that individually accounted for at least 10% of Apple's trade receivables as of September 24, 2022",
    fact(["aapl:NumberOfCustomersWithSignificantAccountsReceivableBalance"], A_BS22, PURE, CONC(G + "TradeAccountsReceivableMember")))
add(C, A10K, "Fair value of Apple's Level 2 bank certificates of deposit and time deposits classified as available-for-sale at 9/30/2023",
    fact(g("AvailableForSaleSecuritiesDebtSecurities"), A_BS23, USD, L2("BankTimeDepositsMember")))
add(C, A10K, "Adjusted cost of Apple's asset-backed securities holdings at the end of fiscal 2023",
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS23, USD, L2("AssetBackedSecuritiesMember")))
add(C, A10K, "U.S. Treasury securities Apple classified as current marketable securities on September 30, 2023",
    fact(g("MarketableSecuritiesCurrent"), A_BS23, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "How much of Apple's non-current marketable securities were U.S. Treasuries at September 24, 2022?",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS22, USD, L2("USTreasurySecuritiesMember")))
add(C, A10K, "Bank time deposits counted in Apple's cash and cash equivalents (Level 2) at fiscal 2022 year-end",
    fact(CASH, A_BS22, USD, L2("BankTimeDepositsMember")))
add(C, A10K, "In Apple's cash and marketable securities table at September 30, 2023, what is the adjusted cost of the Level 1 'Equity securities' row?",
    fact(g("EquitySecuritiesFvNiCost"), A_BS23, USD, L1("EquitySecuritiesMember")))
add(C, A10K, "Carrying amount of Apple's 2013-2022 fixed-rate note issuances at September 24, 2022",
    fact(g("DebtInstrumentCarryingAmount"), A_BS22, USD, NOTES("A20132022DebtIssuancesMember")))
add(C, A10K, "Highest stated coupon on Apple's 2013-2022 fixed-rate notes as of September 30, 2023 (decimal)",
    fact(g("DebtInstrumentInterestRateStatedPercentage"), A_BS23, PURE, NOTES("A20132022DebtIssuancesMember", "MaximumMember")))
add(C, A10K, "Lowest stated interest rate on the fixed-rate notes Apple issued in the third quarter of fiscal 2023",
    fact(g("DebtInstrumentInterestRateStatedPercentage"), A_BS23, PURE, NOTES("ThirdQuarter2023DebtIssuanceMember", "MinimumMember")))
add(C, A10K, "Opening balance of the common stock and additional paid-in capital column in Apple's equity statement, September 26, 2020",
    fact(EQ, A_BS20, USD, EQM("CommonStockIncludingAdditionalPaidInCapitalMember")))
add(C, A10K, "Apple retained earnings column of the shareholders' equity statement at September 25, 2021",
    fact(EQ, A_BS21, USD, EQM("RetainedEarningsMember")))
add(C, A10K, "Common stock withheld for employee taxes: the reduction it caused in Apple's common stock and APIC column in fiscal 2022",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY22, USD, EQM("CommonStockIncludingAdditionalPaidInCapitalMember")))
add(C, A10K, "'Other corporate expenses, net' in Apple's segment operating income reconciliation for fiscal 2021",
    fact(g("OtherGeneralAndAdministrativeExpense"), A_FY21, USD, CORP))

# =================================================================== per_share
C = "per_share"
add(C, CCI, "Crown Castle diluted net income (loss) per share attributable to common stockholders, Q1 2010", fact(F(CCI, "EarningsPerShareDiluted"), Q10, PS))
add(C, CCI, "Common shares outstanding at Crown Castle on March 31, 2010", fact(F(CCI, "CommonStockSharesOutstanding"), B10, SH))
add(C, CCI, "How many shares of redeemable preferred stock did Crown Castle have outstanding at the end of Q1 2010?",
    fact(F(CCI, "TemporaryEquitySharesOutstanding"), B10, SH))
add(C, CCI, "Crown Castle's diluted weighted-average share count for the three months ended March 31, 2009",
    fact(F(CCI, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, INT, "Intermec basic loss per share, first quarter of 2010 (negative)", fact(F(INT, "EarningsPerShareBasic"), Q10, PS))
add(C, INT, "Shares of Intermec common stock issued at March 31, 2010", fact(F(INT, "CommonStockSharesIssued"), B10, SH))
add(C, INT, "Shares used in computing Intermec's diluted loss per share in Q1 2009", fact(F(INT, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, INT, "Weighted average shares behind Intermec's basic loss per share for the quarter ended March 31, 2010",
    fact(F(INT, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, AEE, "Ameren earnings per common share (basic and diluted) for the quarter ended March 31, 2010", fact(F(AEE, "EarningsPerShareBasicAndDiluted"), Q10, PS))
add(C, AEE, "Dividends per common share Ameren paid in Q1 2009", fact(F(AEE, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, AEE, "Ameren average common shares outstanding, first quarter 2009", fact(F(AEE, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, AEE, "Number of Ameren common shares outstanding as of March 31, 2010", fact(F(AEE, "CommonStockSharesOutstanding"), B10, SH))
add(C, FSLR, "First Solar diluted EPS for the quarter ended June 27, 2009", fact(F(FSLR, "EarningsPerShareDiluted"), PQ, PS))
add(C, FSLR, "Basic weighted-average shares First Solar used for the first half of 2008", fact(F(FSLR, "WeightedAverageNumberOfSharesOutstandingBasic"), PHPY, SH))
add(C, FSLR, "First Solar shares outstanding at June 27, 2009", fact(F(FSLR, "CommonStockSharesOutstanding"), PB, SH))
add(C, PBI, "Pitney Bowes diluted earnings per share from continuing operations, Q2 2009", fact(F(PBI, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, PBI, "Dividends declared per Pitney Bowes common share over the six months ended June 30, 2009", fact(F(PBI, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, PBI, "Pitney Bowes common shares issued as of June 30, 2009", fact(F(PBI, "CommonStockSharesIssued"), PB, SH))
add(C, PBI, "Number of shares Pitney Bowes held in treasury at December 31, 2008", fact(F(PBI, "TreasuryStockShares"), PYE, SH))
add(C, PBI, "Par value per share of Pitney Bowes' 4% convertible cumulative preferred stock (June 30, 2009 balance sheet)",
    fact(F(PBI, "PreferredStockParOrStatedValuePerShare"), PB, PS))

# =================================================================== jargon
C = "jargon"
add(C, CCI, "CCI capex, 1Q10", fact(F(CCI, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, CCI, "Crown Castle SBC in Q1'10 per the cash flow statement", fact(F(CCI, "ShareBasedCompensation"), Q10, USD))
add(C, CCI, "How much cash went to buybacks at Crown Castle in 1Q 2010?", fact(F(CCI, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, INT, "Intermec SG&A, Q1 2010", fact(F(INT, "OtherSellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, INT, "IN's CFO for 1Q10 (negative means cash used)", fact(OCF, Q10, USD))
add(C, INT, "Intermec PP&E additions (capex) in the March 2010 quarter", fact(F(INT, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AEE, "AEE capex 1Q10", fact(F(AEE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, AEE, "Ameren O&M ('other operations and maintenance') for Q1 2010", fact(F(AEE, "UtilitiesOperatingExpenseMaintenanceAndOperations"), Q10, USD))
add(C, FSLR, "FSLR cash collections from customers in 1H09 (direct-method cash flow)", fact(F(FSLR, "ProceedsFromCustomers"), PH, USD))
add(C, FSLR, "First Solar EBT, 2Q09", fact(F(FSLR, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, EHC, "Homer City capex YTD June 2009", fact(F(EHC, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, PBI, "PBI buybacks in 1H08 (stock repurchases, cash)", fact(F(PBI, "PaymentsForRepurchaseOfEquity"), PHPY, USD))
add(C, PBI, "Pitney Bowes D&A add-back, 6M09", fact(F(PBI, "DepreciationAndAmortization"), PH, USD))
add(C, A10K, "Cash Apple spent on net share settlement taxes (tax withholding on RSU vesting) in FY21",
    fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY21, USD))
add(C, A10K, "AAPL commercial paper with maturities over 90 days: net proceeds/(repayments) for FY23 (negative = net paydown)",
    fact(g("ProceedsFromRepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths"), A_FY23, USD))
add(C, A10K, "FY23 OCI from Apple's marketable debt securities -- the total change in unrealized gains/losses, after tax",
    fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), A_FY23, USD))
add(C, A10K, "Apple total OCI for FY23 (negative = loss)", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), A_FY23, USD))
add(C, A10K, "New ROU assets Apple picked up in exchange for operating and finance lease liabilities in FY21 (non-cash lease additions)",
    fact(["aapl:RightofUseAssetsObtainedinExchangeforOperatingandFinanceLeaseLiabilities"], A_FY21, USD))
add(C, A10K, "Apple's SBC windfall in the FY22 tax rate rec (impact of the excess tax benefit from equity awards, negative = lowers tax)",
    fact(g("EffectiveIncomeTaxRateReconciliationShareBasedCompensationExcessTaxBenefitAmount"), A_FY22, USD))
add(C, A10K, "Deferred foreign tax in Apple's FY21 provision", fact(g("DeferredForeignIncomeTaxExpenseBenefit"), A_FY21, USD))

# =================================================================== refuse
C = "refuse"
add(C, CCI, "What were SBA Communications' site leasing revenues in Q1 2010?",
    refuse(oc, "SBA Communications is not in the data (Crown Castle is).", other("SBA COMM")))
add(C, INT, "Zebra Technologies' net sales for the March 2010 quarter?",
    refuse(oc, "Zebra Technologies is not in the data (Intermec is).", other("ZEBRA")))
add(C, AEE, "Westar Energy's electric revenues for Q1 2010?",
    refuse(oc, "Westar Energy is not in the data (Ameren is).", other("WESTAR")))
add(C, FSLR, "How much did SunPower sell in its second quarter of 2009?",
    refuse(oc, "SunPower is not in the data (First Solar is).", other("SUNPOWER")))
add(C, NQ, "Roku's player revenue for the quarter ended September 30, 2010?",
    refuse(oc, "Roku is not in the data (Netflix is).", other("ROKU")))
add(C, PBI, "Can you give me PBI's top line for the September 2009 quarter?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(PBI, "Revenues"), PQ3)))
add(C, AEE, "Ameren's total operating revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009; full-year 2009 revenue is not in its data.",
           absent(F(AEE, "Revenues"), FY09)))
add(C, FSLR, "What were First Solar's full-year 2008 net sales?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; fiscal 2008 net sales are not in its data.",
           absent(F(FSLR, "SalesRevenueGoodsNet"), FY08)))
add(C, A10K, "Apple's inventories at the end of fiscal 2021 (September 25, 2021)?",
    refuse(pn, "The 2023 10-K's balance sheets are at September 30, 2023 and September 24, 2022; inventories at September 25, 2021 are not reported.",
           absent(INV, A_BS21)))
add(C, NQ, "Netflix total assets at September 30, 2009?",
    refuse(pn, "The Q3 2010 10-Q's balance sheets are at September 30, 2010 and December 31, 2009; total assets at September 30, 2009 are not reported.",
           absent(ASSETS, (None, "2009-09-30"))))
add(C, CCI, "Crown Castle's research and development expense for Q1 2010?",
    refuse(cn, "Crown Castle's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, PBI, "How much goodwill impairment did Pitney Bowes record in the first half of 2009?",
    refuse(cn, "Pitney Bowes' Q2 2009 data report no goodwill impairment (only restructuring charges and asset impairments).",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "ImpairmentOfIntangibleAssetsExcludingGoodwill"))))
add(C, FSLR, "What dividend per share did First Solar declare in Q2 2009?",
    refuse(cn, "First Solar's Q2 2009 data report no dividends.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, A10K, "What asset impairment charges did Apple book in fiscal 2023?",
    refuse(cn, "Apple's 2023 10-K reports no asset impairment charge.",
           absent_any(g("AssetImpairmentCharges", "ImpairmentOfLongLivedAssetsHeldForUse", "ImpairmentOfLongLivedAssetsToBeDisposedOf",
                        "ImpairmentOfIntangibleAssetsExcludingGoodwill", "OtherAssetImpairmentCharges"))))
add(C, NQ, "How much inventory was on Netflix's balance sheet at September 30, 2010?",
    refuse(cn, "Netflix's Q3 2010 10-Q reports no inventory (its DVDs are content library).",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves"))))
WHY_CCI = ("Crown Castle's March 31, 2010 balance sheet has two lines labelled 'Restricted cash': one in current assets "
           "(RestrictedCashAndCashEquivalentsAtCarryingValue) and one among non-current assets (RestrictedCashAndCashEquivalentsNoncurrent).")
add(C, CCI, "Crown Castle restricted cash at March 31, 2010?", refuse(am, WHY_CCI, amb_for(CCI, WHY_CCI,
    (F(CCI, "RestrictedCashAndCashEquivalentsAtCarryingValue"), B10, None), (F(CCI, "RestrictedCashAndCashEquivalentsNoncurrent"), B10, None))))
WHY_PBI = ("Pitney Bowes' June 30, 2009 balance sheet shows 'Finance receivables, net' twice: in current assets "
           "(NotesAndLoansReceivableNetCurrent) and in non-current assets (NotesAndLoansReceivableNetNoncurrent).")
add(C, PBI, "PBI finance receivables (net) on the June 30, 2009 balance sheet -- how much?", refuse(am, WHY_PBI, amb_for(PBI, WHY_PBI,
    (F(PBI, "NotesAndLoansReceivableNetCurrent"), PB, None), (F(PBI, "NotesAndLoansReceivableNetNoncurrent"), PB, None))))
WHY_INT = ("Intermec's March 31, 2010 balance sheet reports deferred revenue twice: a current 'Deferred revenue' line "
           "(DeferredRevenueCurrent) and a 'Long-term deferred revenue' line (DeferredRevenueNoncurrent).")
add(C, INT, "Intermec deferred revenue as of the end of Q1 2010?", refuse(am, WHY_INT, amb_for(INT, WHY_INT,
    (F(INT, "DeferredRevenueCurrent"), B10, None), (F(INT, "DeferredRevenueNoncurrent"), B10, None))))
WHY_AOI = ("Apple's fiscal 2023 statements use the label 'Other income/(expense), net' for two different facts: the income-statement "
           "total (NonoperatingIncomeExpense) and the residual line inside its breakdown beside interest and dividend income and "
           "interest expense (OtherNonoperatingIncomeExpense).")
add(C, A10K, "Apple's other income/(expense), net for fiscal 2023?", refuse(am, WHY_AOI, amb_for(A10K, WHY_AOI,
    (g("NonoperatingIncomeExpense"), A_FY23, None), (g("OtherNonoperatingIncomeExpense"), A_FY23, None))))
WHY_NCL = ("Netflix's September 30, 2010 balance sheet splits its content library in two with no total: 'Current content library, net' "
           "(ContentLibraryNetCurrent) and a non-current 'Content library, net' (ContentLibraryNetNoncurrent).")
add(C, NQ, "How much content library did Netflix carry on its books at September 30, 2010?", refuse(am, WHY_NCL, amb_for(NQ, WHY_NCL,
    (["nflx:ContentLibraryNetCurrent"], N10_BS, None), (["nflx:ContentLibraryNetNoncurrent"], N10_BS, None))))


def main():
    write_round("h54", gr.QUESTIONS_54, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
