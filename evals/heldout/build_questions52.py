#!/usr/bin/env python3
"""Writes evals/data/ask_heldout52.jsonl and its refusal probes (ask_heldout52_probes.jsonl) -- round 52 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout52.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions52.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout52.jsonl
The writer imported the round 1-48 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-48 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_48);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-48 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-52 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48)  # rounds 1-48, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (round 48's helper)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 52 FSDS filings: companies no round 1-48 used (checked
# CIK by CIK and adsh by adsh against every question file of rounds 1-48, against avoid_adsh.txt and the CIKs of its
# filings, and leaving out the instance companies), all with CIK mod 4 == 0 (three parallel writers take the other
# residues): three 10-Qs from the 2010q2 zip and three from 2009q3.
# Kinds: a navigation-device (tech) maker, a medical-device (healthcare) maker and a cable / media company with
# ClassOfStock rows (2010q2); an electric and gas utility, a contract driller with EquityComponents rows (equity-statement
# columns) and a beauty-products direct seller (2009q3).
GRMN = "fsds:0001144204-10-024521"  # GARMIN LTD 10-Q (2010q2), CIK 1121788, fiscal Q1 2010 ended March 27, 2010 (ddate 2010-03-31)
ICUI = "fsds:0001104659-10-021430"  # ICU MEDICAL INC/DE 10-Q (2010q2), CIK 883984, Q1 2010 (medical devices)
CVC = "fsds:0001104659-10-026401"   # CABLEVISION SYSTEMS CORP /NY 10-Q (2010q2), CIK 1053112, Q1 2010; ClassOfStock rows
PCG = "fsds:0001004980-09-000057"   # PG&E CORP 10-Q (2009q3), CIK 1004980, Q2 2009 and six months (utility)
PTEN = "fsds:0000950123-09-029288"  # PATTERSON UTI ENERGY INC 10-Q (2009q3), CIK 889900, Q2 2009 and six months; EquityComponents rows
AVP = "fsds:0001193125-09-158844"   # AVON PRODUCTS INC 10-Q (2009q3), CIK 8868, Q2 2009 and six months (consumer products)
TICK = {GRMN: "grmn", ICUI: "icui", CVC: "cvc", PCG: "pge", PTEN: "pten", AVP: "avp"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Garmin: fiscal Q1 ended March 27, 2010; ICU Medical; Cablevision)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (PG&E, Patterson-UTI, Avon)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}

# Netflix 10-K 2023: periods, axes and members not among the shared constants
N_BS20, N_FY20 = (None, "2020-12-31"), ("2020-01-01", "2020-12-31")
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
BSLOC = G + "BalanceSheetLocationAxis"
DESIG = lambda loc: {BSLOC: G + loc, G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
REVOLVER = lambda rate: {G + "CreditFacilityAxis": G + "RevolvingCreditFacilityMember", G + "VariableRateAxis": "nflx:%s" % rate}
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
SBA = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptions"
SUBOPT = "nflx:SharebasedCompensationArrangementbySharebasedPaymentAwardFairValueAssumptionsSuboptimalExerciseFactor"
DEFTAX_CF = ["nflx:DeferredIncomeTaxExpenseBenefitIncludingReclassifications"]
FXOCI = g("OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPortionAttributableToParent")

# =================================================================== direct
C = "direct"
add(C, GRMN, "How much did Garmin spend on advertising in the quarter ended March 27, 2010?", fact(F(GRMN, "AdvertisingExpense"), Q10, USD))
add(C, GRMN, "Accrued warranty costs carried on Garmin's balance sheet at the end of its first fiscal quarter of 2010",
    fact(F(GRMN, "ProductWarrantyAccrualClassifiedCurrent"), B10, USD))
add(C, GRMN, "Garmin had a dividend payable among its current liabilities at March 27, 2010 -- what was it?",
    fact(F(GRMN, "InterestAndDividendsPayableCurrent"), B10, USD))
add(C, ICUI, "ICU Medical's net sales line (product sales, before the small 'other' revenue line) for Q1 2010",
    fact(F(ICUI, "SalesRevenueGoodsNet"), Q10, USD))
add(C, ICUI, "What did ICU Medical report for investment securities on its March 31, 2010 balance sheet?",
    fact(F(ICUI, "AvailableForSaleSecuritiesCurrent"), B10, USD))
add(C, ICUI, "ICU Medical's long-term income tax liability (uncertain tax positions) as of 3/31/2010",
    fact(F(ICUI, "LiabilityForUncertainTaxPositionsNoncurrent"), B10, USD))
add(C, CVC, "Carrying value of Cablevision's indefinite-lived cable television franchises at March 31, 2010",
    fact(F(CVC, "IndefiniteLivedFranchiseRights"), B10, USD))
add(C, CVC, "Of Cablevision's Q1 2010 net revenues, how much came from Madison Square Garden?",
    fact(F(CVC, "RelatedPartyTransactionRevenuesFromTransactionsWithRelatedParty"), Q10, USD))
add(C, CVC, "Cablevision technical and operating expense (excluding D&A) for the three months ended March 31, 2010",
    fact(F(CVC, "CostOfServices"), Q10, USD))
add(C, PCG, "Balance of PG&E Corporation's nuclear decommissioning funds on June 30, 2009",
    fact(F(PCG, "DecommissioningFundInvestments"), PB, USD))
add(C, PCG, "PG&E regulatory assets reported within other noncurrent assets, mid-2009 balance sheet (June 30)",
    fact(F(PCG, "RegulatoryAssetsNoncurrent"), PB, USD))
add(C, PTEN, "What were Patterson-UTI's deposits on equipment purchases at June 30, 2009?", fact(F(PTEN, "DepositsAssetsNoncurrent"), PB, USD))
add(C, PTEN, "Goodwill on the Patterson-UTI Energy balance sheet as of June 30, 2009", fact(F(PTEN, "Goodwill"), PB, USD))
add(C, AVP, "Avon Products inventories at quarter-end June 30, 2009", fact(F(AVP, "InventoryNet"), PB, USD))
add(C, AVP, "Avon's current liability for 'sales and taxes other than income' at June 30, 2009",
    fact(F(AVP, "SalesAndTaxesOtherThanIncome"), PB, USD))
add(C, NF, "How many operating segments does Netflix report in its 2023 annual report?", fact(g("NumberOfOperatingSegments"), N_FY23, PURE))
add(C, NF, "Netflix says that, on average, over what fraction of a produced content asset is expected to be amortized within "
    "four years after its month of first availability? (decimal)",
    fact(["nflx:AverageProducedContentAssetAmortizationPercentage"], N_FY23, PURE))
add(C, NF, "Deferred tax asset for foreign tax credit carryforwards in Netflix's income tax note, December 31, 2023",
    fact(g("DeferredTaxAssetsTaxCreditCarryforwardsForeign"), N_BS23, USD))
add(C, NF, "In Netflix's derivative offsetting table at year-end 2023, what is the net amount of derivative liabilities after "
    "offsetting financial instruments held as collateral?",
    fact(g("DerivativeFairValueOfDerivativeLiabilityAmountOffsetAgainstCollateral"), N_BS23, USD))
add(C, NF, "How many votes does each share of Netflix common stock carry?", fact(["nflx:CommonstockVotingRightsVotes"], N_FY23, PURE))

# =================================================================== prior_period
C = "prior_period"
add(C, GRMN, "Garmin's net sales a year earlier, in the quarter ended March 28, 2009", fact(F(GRMN, "SalesRevenueNet"), Q09, USD))
add(C, GRMN, "Accrued sales program costs at Garmin as of fiscal year-end 2009 (December 26, 2009)",
    fact(F(GRMN, "AccruedSalesProgramCosts"), DEC09, USD))
add(C, GRMN, "What provision for obsolete and slow-moving inventories did Garmin take in the first quarter of fiscal 2009?",
    fact(F(GRMN, "InventoryWriteDown"), Q09, USD))
add(C, ICUI, "ICU Medical cost of goods sold for the comparable 2009 quarter (three months ended March 31, 2009)",
    fact(F(ICUI, "CostOfGoodsSold"), Q09, USD))
add(C, ICUI, "Cash ICU Medical paid for a business acquisition, net of cash acquired, in Q1 2009",
    fact(F(ICUI, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q09, USD))
add(C, ICUI, "ICU Medical's property held for sale at December 31, 2009", fact(F(ICUI, "AssetsHeldForSalePropertyPlantAndEquipment"), DEC09, USD))
add(C, CVC, "In the first quarter of 2009, how much did Cablevision raise from issuing senior notes?",
    fact(F(CVC, "ProceedsFromIssuanceOfSeniorLongTermDebt"), Q09, USD))
add(C, CVC, "Note payable to affiliate (Madison Square Garden) on Cablevision's December 31, 2009 balance sheet",
    fact(F(CVC, "NotesPayableRelatedPartiesClassifiedCurrent"), DEC09, USD))
add(C, CVC, "Cablevision's gain (loss) on investments, net, for Q1 2009 (negative if a loss)", fact(F(CVC, "GainLossOnInvestments"), Q09, USD))
add(C, PCG, "Total operating revenues PG&E Corp reported for April-June 2008", fact(F(PCG, "Revenues"), PQPY, USD))
add(C, PCG, "What cash and cash equivalents did PG&E Corporation have on hand at June 30, 2008?",
    fact(F(PCG, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, PCG, "PG&E's interest payable at the end of 2008", fact(F(PCG, "InterestPayableCurrent"), PYE, USD))
add(C, PTEN, "Patterson-UTI contract drilling revenues for the first half of 2008", fact(F(PTEN, "RevenueOilAndGasServices"), PHPY, USD))
add(C, PTEN, "Net accounts receivable at Patterson-UTI on December 31, 2008", fact(F(PTEN, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, AVP, "Debt maturing within one year on Avon's year-end 2008 balance sheet", fact(F(AVP, "DebtCurrent"), PYE, USD))
add(C, NF, "The deferred income taxes adjustment in Netflix's 2021 statement of cash flows", fact(DEFTAX_CF, N_FY21, USD))
add(C, NF, "Upper end of the expected volatility range Netflix assumed when valuing its 2022 option grants",
    fact([SBA + "ExpectedVolatilityRateMaximum"], N_FY22, PURE))
add(C, NF, "Deferred tax liability for unrealized gains in Netflix's deferred tax table at December 31, 2022",
    fact(["nflx:DeferredTaxLiabilitiesUnrealizedGainLoss"], N_BS22, USD))
add(C, NF, "Netflix's foreign currency translation adjustment in other comprehensive income for 2022 (negative = loss)", fact(FXOCI, N_FY22, USD))
add(C, NF, "Lowest suboptimal exercise factor used in Netflix's 2021 option-pricing assumptions", fact([SUBOPT + "Minimum"], N_FY21, PURE))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, PCG, "PG&E Corp electric operating revenues for the second quarter of 2009 only", fact(F(PCG, "ElectricUtilityRevenue"), PQ, USD))
add(C, PCG, "Natural gas revenues at PG&E, cumulative for the six months ended June 30, 2009", fact(F(PCG, "GasDomesticRegulatedRevenue"), PH, USD))
add(C, PCG, "What was PG&E's interest expense in the three months to June 30, 2009?", fact(F(PCG, "InterestExpense"), PQ, USD))
add(C, PCG, "PG&E total operating expenses, January-June 2009", fact(F(PCG, "OperatingCostsAndExpenses"), PH, USD))
add(C, PCG, "Income tax provision recorded by PG&E Corporation in Q2 2009 by itself, not the half-year", fact(F(PCG, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, PCG, "PG&E other income, net for the first half of 2009", fact(F(PCG, "OtherNonoperatingIncomeExpense"), PH, USD))
add(C, PCG, "Preferred stock dividend requirement of subsidiary at PG&E Corp, quarter ended June 30, 2009",
    fact(F(PCG, "PreferredStockDividendsAndOtherAdjustments"), PQ, USD))
add(C, PTEN, "Pressure pumping revenues at Patterson-UTI in 2Q 2009, three-month figure", fact(F(PTEN, "RevenueFromPressurePumping"), PQ, USD))
add(C, PTEN, "Year-to-date drilling and completion fluids revenue at Patterson-UTI through June 30, 2009",
    fact(F(PTEN, "RevenueFromDrillingAndCompletionFluids"), PH, USD))
add(C, PTEN, "Direct operating costs of Patterson-UTI's contract drilling segment for April through June 2009",
    fact(F(PTEN, "ContractRevenueCost"), PQ, USD))
add(C, PTEN, "Depreciation, depletion and impairment on Patterson-UTI's income statement for the June 2009 quarter",
    fact(F(PTEN, "CostOfGoodsAndServicesSoldDepreciationAndAmortization"), PQ, USD))
add(C, PTEN, "Patterson-UTI selling, general and administrative expense for the six months ended June 30, 2009",
    fact(F(PTEN, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, PTEN, "Operating income (loss) at Patterson-UTI Energy in the second quarter of 2009 alone", fact(F(PTEN, "OperatingIncomeLoss"), PQ, USD))
add(C, PTEN, "Oil and natural gas revenues of Patterson-UTI for 1H 2009", fact(F(PTEN, "OilAndGasSalesRevenue"), PH, USD))
add(C, AVP, "Avon's net sales in the three months ended June 30, 2009", fact(F(AVP, "SalesRevenueGoodsNet"), PQ, USD))
add(C, AVP, "Cost of sales at Avon on a year-to-date basis at the end of June 2009", fact(F(AVP, "CostOfRevenue"), PH, USD))
add(C, AVP, "Avon SG&A expenses in Q2 2009 (quarter, not six months)", fact(F(AVP, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, AVP, "What operating profit did Avon report for the first six months of 2009?", fact(F(AVP, "OperatingIncomeLoss"), PH, USD))
add(C, AVP, "Other revenue at Avon for the quarter ended June 30, 2009", fact(F(AVP, "OtherSalesRevenueNet"), PQ, USD))
add(C, AVP, "Avon income taxes, half-year 2009", fact(F(AVP, "IncomeTaxExpenseBenefit"), PH, USD))

# =================================================================== derived
C = "derived"
add(C, GRMN, "Garmin's gross margin for the quarter ended March 27, 2010 (gross profit / net sales)",
    ratio(F(GRMN, "GrossProfit"), F(GRMN, "SalesRevenueNet"), Q10))
add(C, GRMN, "By what percentage did Garmin's operating income change in fiscal Q1 2010 versus fiscal Q1 2009? Decimal; negative would mean a decline.",
    growth(F(GRMN, "OperatingIncomeLoss"), Q10, Q09))
add(C, GRMN, "Garmin free cash flow for Q1 2010, defined as net cash provided by operating activities minus purchases of property and equipment",
    fcf(Q10, F(GRMN, "PaymentsToAcquireOtherPropertyPlantAndEquipment")))
add(C, ICUI, "What effective tax rate did ICU Medical's Q1 2010 income statement imply (provision for income taxes / income before income taxes)?",
    ratio(F(ICUI, "IncomeTaxExpenseBenefit"),
          F(ICUI, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10))
add(C, ICUI, "Year-over-year growth of ICU Medical's total revenue in the first quarter of 2010, as a decimal",
    growth(F(ICUI, "Revenues"), Q10, Q09))
add(C, ICUI, "ICU Medical working capital (total current assets less total current liabilities) at March 31, 2010",
    diff(F(ICUI, "AssetsCurrent"), F(ICUI, "LiabilitiesCurrent"), B10))
add(C, CVC, "Capital intensity at Cablevision in Q1 2010: capital expenditures as a fraction of net revenues",
    ratio(F(CVC, "PaymentsToAcquirePropertyPlantAndEquipment"), F(CVC, "SalesRevenueServicesNet"), Q10))
add(C, CVC, "How many times did Cablevision's Q1 2010 operating income cover its interest expense (operating income / interest expense)?",
    ratio(F(CVC, "OperatingIncomeLoss"), F(CVC, "InterestExpense"), Q10))
add(C, CVC, "Total collateralized indebtedness at Cablevision on March 31, 2010 -- current plus long-term portions, in dollars",
    total(F(CVC, "SecuredDebtCurrent"), F(CVC, "SecuredLongTermDebt"), B10))
add(C, PCG, "PG&E Corp debt-to-equity at June 30, 2009, taken as (long-term debt + long-term debt classified as current + short-term "
    "borrowings) / total shareholders' equity (energy recovery bonds excluded)",
    derived("(e0+e1+e2)/e3", [inp(F(PCG, "LongTermDebtNoncurrent"), PB), inp(F(PCG, "LongTermDebtCurrent"), PB),
                              inp(F(PCG, "ShortTermBorrowings"), PB), inp(F(PCG, "StockholdersEquity"), PB)], PB, PURE))
add(C, PCG, "PG&E operating margin for the six months ended June 30, 2009 (operating income over total operating revenues)",
    ratio(F(PCG, "OperatingIncomeLoss"), F(PCG, "Revenues"), PH))
add(C, PTEN, "How much did Patterson-UTI's total operating revenues fall in Q2 2009 versus Q2 2008? Give the change as a decimal (negative = decline).",
    growth(F(PTEN, "SalesRevenueNet"), PQ, PQPY))
add(C, PTEN, "Patterson-UTI FCF for 1H09: cash from operations less purchases of property and equipment",
    fcf(PH, F(PTEN, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, AVP, "Avon's Q2 2009 gross margin computed as (total revenue - cost of sales) / total revenue",
    margin_from_cost(F(AVP, "Revenues"), F(AVP, "CostOfRevenue"), PQ))
add(C, AVP, "Dividend payout for Avon in the first half of 2009: cash dividends paid divided by net income attributable to Avon",
    ratio(F(AVP, "PaymentsOfDividends"), F(AVP, "NetIncomeLoss"), PH))
add(C, NF, "Growth in Netflix's total liabilities and stockholders' equity from December 31, 2022 to December 31, 2023, as a decimal",
    growth(g("LiabilitiesAndStockholdersEquity"), N_BS23, N_BS22))
add(C, NF, "Width of the expected-volatility range in Netflix's 2023 option valuation (maximum minus minimum, as a decimal)",
    derived("e0-e1", [inp([SBA + "ExpectedVolatilityRateMaximum"], N_FY23), inp([SBA + "ExpectedVolatilityRateMinimum"], N_FY23)], N_FY23, PURE))
add(C, NF, "Midpoint of the suboptimal exercise factor range Netflix used for 2022 grants ((low + high) / 2)",
    derived("(e0+e1)/2", [inp([SUBOPT + "Minimum"], N_FY22), inp([SUBOPT + "Maximum"], N_FY22)], N_FY22, PURE))
add(C, NF, "By how many dollars did the 'Other' deferred tax assets line in Netflix's tax note change between year-end 2022 and year-end 2023?",
    diff(g("DeferredTaxAssetsOther"), g("DeferredTaxAssetsOther"), N_BS23, N_BS22))
add(C, NF, "How many times higher was the top of Netflix's risk-free rate assumption for 2023 option grants than for 2021 grants (2023 maximum / 2021 maximum)?",
    ratio([SBA + "RiskFreeInterestRateMaximum"], [SBA + "RiskFreeInterestRateMaximum"], N_FY23, N_FY21))

# =================================================================== members
C = "members"
add(C, CVC, "How many CNYG Class B common shares did Cablevision have outstanding at March 31, 2010?",
    fact(F(CVC, "CommonStockSharesOutstanding"), B10, SH, COS("CNYGClassB")))
add(C, CVC, "Cablevision CNYG Class A common stock: shares issued as of March 31, 2010", fact(F(CVC, "CommonStockSharesIssued"), B10, SH, COS("CNYGClassA")))
add(C, CVC, "CNYG Class A shares Cablevision held in treasury at year-end 2009", fact(F(CVC, "TreasuryStockShares"), DEC09, SH, COS("CNYGClassA")))
add(C, CVC, "Number of RMG Class A common shares authorized in Cablevision's charter, per the March 31, 2010 balance sheet",
    fact(F(CVC, "CommonStockSharesAuthorized"), B10, SH, COS("RMGClassA")))
add(C, CVC, "Dollar amount of CNYG Class A common stock (at par) in Cablevision's stockholders' deficiency, March 31, 2010",
    fact(F(CVC, "CommonStockValue"), B10, USD, COS("CNYGClassA")))
add(C, PTEN, "Patterson-UTI statement of changes in stockholders' equity: additional paid-in capital column balance at June 30, 2009",
    fact(F(PTEN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB, USD, EQC("AdditionalPaidInCapital")))
add(C, PTEN, "Retained earnings column of Patterson-UTI's equity statement, balance at June 30, 2008",
    fact(F(PTEN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN08, USD, EQC("RetainedEarnings")))
add(C, PTEN, "Shares of restricted stock Patterson-UTI issued in the first half of 2009, per the common stock shares column",
    fact(F(PTEN, "StockIssuedDuringPeriodSharesRestrictedStockAwardGross"), PH, SH, EQC("CommonStock")))
add(C, PTEN, "How many common shares did Patterson-UTI issue on stock option exercises in the six months ended June 30, 2008 (equity statement)?",
    fact(F(PTEN, "StockIssuedDuringPeriodSharesStockOptionsExercised"), PHPY, SH, EQC("CommonStock")))
add(C, PTEN, "Amount credited to additional paid-in capital for stock option exercises at Patterson-UTI, first half of 2008",
    fact(F(PTEN, "StockIssuedDuringPeriodValueStockOptionsExercised"), PHPY, USD, EQC("AdditionalPaidInCapital")))
add(C, PTEN, "Tax effect of the foreign currency translation adjustment booked in Patterson-UTI's accumulated other comprehensive income column, H1 2009",
    fact(F(PTEN, "OtherComprehensiveIncomeForeignCurrencyTranslationAdjustmentTax"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, PTEN, "Opening share count in the common stock column of Patterson-UTI's equity statement at December 31, 2007",
    fact(F(PTEN, "SharesIssued"), DEC07, SH, EQC("CommonStock")))
add(C, NF, "By how much did 'shares withheld related to net share settlement' reduce the treasury stock column of Netflix's equity statement in 2021?",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), N_FY21, USD, EQM("TreasuryStockCommonMember")))
add(C, NF, "Netflix retained earnings column, opening balance at December 31, 2020 in the consolidated statements of stockholders' equity",
    fact(g("StockholdersEquity"), N_BS20, USD, EQM("RetainedEarningsMember")))
add(C, NF, "Shares of common stock outstanding at December 31, 2020 as shown in the shares column of Netflix's equity statement",
    fact(g("CommonStockSharesOutstanding"), N_BS20, SH, EQM("CommonStockMember")))
add(C, NF, "Balance of Netflix's 'common stock and additional paid-in capital' equity column at the end of 2021",
    fact(g("StockholdersEquity"), N_BS21, USD, EQM("CommonStockMember")))
add(C, NF, "Cumulative translation adjustment within Netflix's accumulated other comprehensive income (loss) at December 31, 2021",
    fact(g("StockholdersEquity"), N_BS21, USD, EQM("AccumulatedTranslationAdjustmentMember")))
add(C, NF, "Fair value of Netflix's derivative assets designated as hedging instruments and classified in other current assets, 12/31/2023",
    fact(g("DerivativeFairValueOfDerivativeAsset"), N_BS23, USD, DESIG("OtherCurrentAssetsMember")))
add(C, NF, "Netflix hedging derivatives recorded in other non-current liabilities at the end of 2023 -- fair value?",
    fact(g("DerivativeFairValueOfDerivativeLiability"), N_BS23, USD, DESIG("OtherNoncurrentLiabilitiesMember")))
add(C, NF, "Under Netflix's revolving credit facility, what spread over the federal funds rate applies? (decimal)",
    fact(g("DebtInstrumentBasisSpreadOnVariableRate1"), N_FY23, PURE, REVOLVER("FederalFundsRateMember")))

# =================================================================== per_share
C = "per_share"
add(C, GRMN, "Garmin diluted earnings per share, fiscal first quarter 2010", fact(F(GRMN, "EarningsPerShareDiluted"), Q10, PS))
add(C, GRMN, "Cash dividend per share Garmin declared in the quarter ended March 27, 2010", fact(F(GRMN, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, GRMN, "How many Garmin common shares were outstanding at December 26, 2009?", fact(F(GRMN, "CommonStockSharesOutstanding"), DEC09, SH))
add(C, GRMN, "Basic weighted average shares Garmin used for Q1 2009 EPS", fact(F(GRMN, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, ICUI, "ICU Medical basic net income per share for the March 2010 quarter", fact(F(ICUI, "EarningsPerShareBasic"), Q10, PS))
add(C, ICUI, "Diluted share count (weighted average) behind ICU Medical's Q1 2009 EPS",
    fact(F(ICUI, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, ICUI, "Treasury shares held by ICU Medical on March 31, 2010", fact(F(ICUI, "TreasuryStockShares"), B10, SH))
add(C, CVC, "Cablevision income from continuing operations per diluted share, first quarter of 2010",
    fact(F(CVC, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, CVC, "Per basic share, what did discontinued operations contribute to Cablevision's Q1 2010 results?",
    fact(F(CVC, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), Q10, PS))
add(C, CVC, "Cablevision basic weighted average common shares for the three months ended March 31, 2009",
    fact(F(CVC, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, PCG, "Dividends declared per PG&E common share over the first six months of 2009", fact(F(PCG, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, PCG, "PG&E Corporation's diluted net earnings per common share in Q2 2008", fact(F(PCG, "EarningsPerShareDiluted"), PQPY, PS))
add(C, PCG, "Common shares PG&E Corp had issued as of June 30, 2009", fact(F(PCG, "CommonStockSharesIssued"), PB, SH))
add(C, PTEN, "Patterson-UTI cash dividends per common share in the second quarter of 2008", fact(F(PTEN, "CommonStockDividendsPerShareCashPaid"), PQPY, PS))
add(C, PTEN, "Diluted weighted average shares Patterson-UTI reported for the six months to June 30, 2009",
    fact(F(PTEN, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, AVP, "Avon diluted EPS, first half of 2009", fact(F(AVP, "EarningsPerShareDiluted"), PH, PS))
add(C, NF, "Par value per share of Netflix preferred stock at December 31, 2023", fact(g("PreferredStockParOrStatedValuePerShare"), N_BS23, PS))
add(C, NF, "How many shares of preferred stock is Netflix authorized to issue (December 31, 2023)?", fact(g("PreferredStockSharesAuthorized"), N_BS23, SH))
add(C, NF, "Netflix common shares issued at December 31, 2022", fact(g("CommonStockSharesIssued"), N_BS22, SH))
add(C, NF, "Shares available for future grant under Netflix's stock plan at the end of 2020",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardNumberOfSharesAvailableForGrant"), N_BS20, SH))

# =================================================================== jargon
C = "jargon"
add(C, GRMN, "GRMN capex in 1Q09?", fact(F(GRMN, "PaymentsToAcquireOtherPropertyPlantAndEquipment"), Q09, USD))
add(C, GRMN, "Garmin FX hit below the operating line in 1Q10 (the foreign currency line; negative = loss)", fact(F(GRMN, "ForeignCurrencyTransactionGainLossBeforeTax"), Q10, USD))
add(C, GRMN, "Garmin buybacks, 1Q10 -- cash spent", fact(F(GRMN, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, ICUI, "ICUI D&A add-back, Q1'10", fact(F(ICUI, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, ICUI, "ICU Medical CFO for 1Q09", fact(OCF, Q09, USD))
add(C, ICUI, "ICUI's SG&A line for Q1 2010 -- how much?", fact(F(ICUI, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, CVC, "What did Cablevision put into capex in 1Q09?", fact(F(CVC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, CVC, "Cablevision D&A (incl. impairments) for 1Q10", fact(F(CVC, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, CVC, "What was CVC's stock comp (SBC on equity-classified awards) in 1Q10?", fact(F(CVC, "ShareBasedCompensation"), Q10, USD))
add(C, PCG, "PG&E capex check: total capital expenditures for 1H09", fact(F(PCG, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, PCG, "Operating cash flow (CFO) PG&E generated in 1H08", fact(OCF, PHPY, USD))
add(C, PTEN, "Net CFI for PTEN over 1H09, as reported", fact(F(PTEN, "NetCashProvidedByUsedInInvestingActivities"), PH, USD))
add(C, PTEN, "Patterson-UTI pre-tax income (loss), 2Q09", fact(F(PTEN, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ, USD))
add(C, AVP, "AVP share buybacks YTD June '09", fact(F(AVP, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, AVP, "Avon D&A, 1H09", fact(F(AVP, "DepreciationAndAmortization"), PH, USD))
add(C, AVP, "How big was Avon's bad-debt provision in 1H09?", fact(F(AVP, "ProvisionForDoubtfulAccounts"), PH, USD))
add(C, NF, "NFLX FX translation in OCI, FY23", fact(FXOCI, N_FY23, USD))
add(C, NF, "Deferred taxes line in NFLX's FY23 CFO (negative = benefit)", fact(DEFTAX_CF, N_FY23, USD))
add(C, NF, "NFLX DTA on unrealized losses, YE23", fact(["nflx:DeferredTaxAssetsUnrealizedGainLoss"], N_BS23, USD))
add(C, NF, "Netflix option-pricing inputs, FY22: bottom of the risk-free rate range?", fact([SBA + "RiskFreeInterestRateMinimum"], N_FY22, PURE))

# =================================================================== refuse
C = "refuse"
add(C, GRMN, "What was TomTom's revenue in the first quarter of 2010?",
    refuse(oc, "TomTom is not in the data (Garmin is).", other("TOMTOM")))
add(C, ICUI, "How much did Smiths Medical sell in Q1 2010?",
    refuse(oc, "Smiths Medical is not in the data (ICU Medical is).", other("SMITHS")))
add(C, PTEN, "Precision Drilling's contract drilling revenue for the June 2009 quarter?",
    refuse(oc, "Precision Drilling is not in the data (Patterson-UTI is).", other("PRECISION DRILLING")))
add(C, AVP, "Net sales at Estee Lauder for the quarter ended June 30, 2009?",
    refuse(oc, "Estee Lauder is not in the data (Avon is).", other("ESTEE LAUDER", "ESTÉE LAUDER")))
add(C, NF, "What revenue did the sports streamer DAZN report for 2023?", refuse(oc, "DAZN is not in the data (Netflix is).", other("DAZN")))
add(C, GRMN, "Garmin net sales for the quarter ended June 26, 2010?",
    refuse(pn, "The fiscal Q1 2010 10-Q ends March 27, 2010; the June 2010 quarter is not reported.",
           absent(F(GRMN, "SalesRevenueNet"), Q2_10)))
add(C, CVC, "Cablevision's net revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009; full-year 2009 revenue is not in its data.",
           absent(F(CVC, "SalesRevenueServicesNet"), FY09)))
add(C, PCG, "PG&E Corporation's total operating revenues for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(PCG, "Revenues"), PQ3)))
add(C, AVP, "Avon total revenue for calendar 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; full-year 2008 revenue is not in its data.", absent(F(AVP, "Revenues"), FY08)))
add(C, NF, "How much net income did Netflix earn in 2020?",
    refuse(pn, "The 2023 10-K reports income for 2021-2023; 2020 net income is not in its data.", absent(g("NetIncomeLoss"), N_FY20)))
add(C, ICUI, "What long-term debt did ICU Medical carry at March 31, 2010?",
    refuse(cn, "ICU Medical's Q1 2010 data report no debt or borrowings of any kind.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "DebtCurrent", "ShortTermBorrowings", "LineOfCredit", "ProceedsFromIssuanceOfLongTermDebt", "RepaymentsOfLongTermDebt",
                        "NotesPayable", "LongTermNotesPayable"))))
add(C, CVC, "How much did Cablevision spend on research and development in Q1 2010?",
    refuse(cn, "Cablevision's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, PCG, "What was PG&E Corporation's goodwill balance at June 30, 2009?",
    refuse(cn, "PG&E's Q2 2009 data report no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, PTEN, "How large a goodwill impairment did Patterson-UTI record in Q2 2009?",
    refuse(cn, "Patterson-UTI's Q2 2009 data report no goodwill or intangible-asset impairment.",
           absent_any(g("GoodwillImpairmentLoss", "GoodwillAndIntangibleAssetImpairment", "ImpairmentOfIntangibleAssetsExcludingGoodwill",
                        "ImpairmentOfIntangibleAssetsIndefinitelivedExcludingGoodwill"))))
add(C, NF, "How much inventory did Netflix hold at the end of 2023?",
    refuse(cn, "Netflix's 2023 10-K reports no inventory.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryFinishedGoodsNetOfReserves", "InventoryRawMaterials"))))
WHY_PCG = ("PG&E Corporation's Q2 2009 income statement shows net income including the subsidiary's preferred dividend requirement "
           "(ProfitLoss, 'Net Income') and income available for common shareholders (NetIncomeLossAvailableToCommonStockholdersBasic).")
add(C, PCG, "What did PG&E Corp earn in net income in Q2 2009?", refuse(am, WHY_PCG, amb_for(PCG, WHY_PCG,
    (F(PCG, "ProfitLoss"), PQ, None), (F(PCG, "NetIncomeLossAvailableToCommonStockholdersBasic"), PQ, None))))
WHY_CVC = ("Cablevision's March 31, 2010 balance sheet has two lines labelled 'Bank debt': one in current liabilities "
           "(LoansPayableToBankCurrent) and one among long-term liabilities (LongTermLoansFromBank).")
add(C, CVC, "Cablevision's bank debt as of March 31, 2010?", refuse(am, WHY_CVC, amb_for(CVC, WHY_CVC,
    (F(CVC, "LoansPayableToBankCurrent"), B10, None), (F(CVC, "LongTermLoansFromBank"), B10, None))))
WHY_GRMN = ("Garmin's March 27, 2010 balance sheet reports deferred revenue twice: a current 'Deferred revenue' line "
            "(DeferredRevenueCurrent) and a 'Non-current deferred revenue' line (DeferredRevenueNoncurrent).")
add(C, GRMN, "How much deferred revenue was on Garmin's books at the end of fiscal Q1 2010?", refuse(am, WHY_GRMN, amb_for(GRMN, WHY_GRMN,
    (F(GRMN, "DeferredRevenueCurrent"), B10, None), (F(GRMN, "DeferredRevenueNoncurrent"), B10, None))))
WHY_ICUI = ("ICU Medical's March 31, 2010 balance sheet has three 'Deferred income taxes' lines: a current asset (DeferredTaxAssetsNetCurrent), "
            "a non-current asset (DeferredTaxAssetsNetNoncurrent) and a non-current liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, ICUI, "ICU Medical's deferred income taxes on the March 31, 2010 balance sheet?", refuse(am, WHY_ICUI, amb_for(ICUI, WHY_ICUI,
    (F(ICUI, "DeferredTaxAssetsNetCurrent"), B10, None), (F(ICUI, "DeferredTaxAssetsNetNoncurrent"), B10, None),
    (F(ICUI, "DeferredTaxLiabilitiesNoncurrent"), B10, None))))
WHY_NOTES = ("Netflix has two issues of 5.875% senior notes outstanding at December 31, 2023 -- the 5.875% senior notes and the "
             "5.875% senior notes issued in 2018 -- each with its own principal amount.")
add(C, NF, "Principal amount of Netflix's 5.875% senior notes at December 31, 2023?", refuse(am, WHY_NOTES, amb_for(NF, WHY_NOTES,
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("FivePointEightSevenFivePercentSeniorNotesMember")),
    (g("DebtInstrumentFaceAmount"), N_BS23, NOTE("FivePointEightSevenFivePercentSeniorNotes2018Member")))))


def main():
    write_round("h52", gr.QUESTIONS_52, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
