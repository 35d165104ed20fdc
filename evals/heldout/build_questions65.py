#!/usr/bin/env python3
"""Writes evals/data/ask_heldout65.jsonl and its refusal probes (ask_heldout65_probes.jsonl) -- round 65 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout65.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions65.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout65.jsonl
The writer imported the round 1-64 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT) and read rounds 1-64 from a copy of evals/data (PREV: gr.QUESTIONS ... gr.QUESTIONS_64 of
that copy's gold_reader, one by one); here `from specs import *` takes them from evals/heldout itself,
gr.QUESTIONS_65 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_64, one by one.
Written without reading the tool under test.

Round 65 notes.
FSDS filings: companies no round 1-64 used (checked CIK by CIK and adsh by adsh against every question and probe
file of rounds 1-64, against avoid_adsh.txt and the CIKs of its filings; left out the instance companies (Union
Pacific, Apple) and CNX Gas (majority-owned by CONSOL Energy, a used company), and Plum Creek Timber (every row
carries a co-registrant)), all with CIK mod 4 == 1:
  2009q3 (calendar Q2 2009 and six months): XTO Energy (natural gas E&P, EquityComponents rows), C.H. Robinson
  Worldwide (freight brokerage / logistics), United Technologies (aerospace and building systems).
  2010q2: SPDR Gold Trust (a grantor trust holding gold; fiscal year ends September 30, so the quarter ended
  March 31, 2010 is its fiscal Q2 and the six months run from October 1, 2009), SPX Corp (flow technology and test
  equipment; Q1 ended April 3, 2010, FSDS ddate 2010-03-31), Bucyrus International (mining machinery; the quarter of
  the Terex Mining acquisition).
Instances: msft-10k-2015 and aeon-10q-2023, asking only facts no round 1-64 asked (reported facts and derived inputs
alike), and leaving out facts whose value an earlier round asked in another context of the same period and facts an
earlier round's ambiguous probe named (Microsoft's deferred income taxes, equity and other investments).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: XTO 24,
C.H. Robinson 19, United Technologies 20 (2009q3), SPDR Gold Trust 18, SPX 17, Bucyrus 16 (2010q2) = 114 FSDS;
msft-10k-2015 32, aeon-10q-2023 14 = 46 instance.
Quarter-vs-YTD: XTO, C.H. Robinson and United Technologies (Q2 2009 against the first half), SPDR Gold Trust
(fiscal Q2 against the six months from October 1).
Members: XTO's EquityComponents columns (6); Microsoft's segment goodwill and gross margin, product revenue,
intangible-class, investment-type, debt-instrument and AOCI-component members (10); AEON's PP&E-class and
preferred-series members (4).
Derived (20): 5 ratios (e0/e1: operating margin, debt-to-equity, effective tax rate, SG&A to sales, goodwill share of
the Nokia consideration), 2 margins from cost ((e0-e1)/e0), 4 growths (e0/e1-1; three negative, each saying so),
3 differences (e0-e1: unrealized appreciation on gold, free cash flow, net unrealized gain), 2 totals (e0+e1: pre-tax
unrealized holding gains, stock-based compensation of two award types), 1 net revenue (e0-e1-e2), 1 total debt
(e0+e1+e2), 1 net debt (e0+e1-e2), 1 share of a note facility outstanding ((e0+e1)/e2).
Overlap (check_overlap against rounds 1-64, same_fact="reported", within=True): 0; with same_fact=True (every input
fact of every answerable question, derived inputs included): 0.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-65 share

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


# ------------------------------------------------------------------ round 65 FSDS filings (CIK mod 4 == 1)
XTO = "fsds:0001193125-09-166661"   # XTO ENERGY INC 10-Q (2009q3), CIK 868809, Q2 2009 and six months; EquityComponents rows
CHRW = "fsds:0001193125-09-170159"  # C H ROBINSON WORLDWIDE INC 10-Q (2009q3), CIK 1043277, Q2 2009 and six months
UTX = "fsds:0001193125-09-154417"   # UNITED TECHNOLOGIES CORP /DE/ 10-Q (2009q3), CIK 101829, Q2 2009 and six months
GLD = "fsds:0000950123-10-047159"   # SPDR GOLD TRUST 10-Q (2010q2), CIK 1222333, fiscal Q2 2010 (quarter ended 2010-03-31)
SPX = "fsds:0001104659-10-025827"   # SPX CORP 10-Q (2010q2), CIK 88205, Q1 ended 2010-04-03 (ddate 2010-03-31)
BUCY = "fsds:0001193125-10-112492"  # BUCYRUS INTERNATIONAL INC 10-Q (2010q2), CIK 740761, Q1 2010
TICK = {XTO: "xto", CHRW: "chrw", UTX: "utx", GLD: "gld", SPX: "spx", BUCY: "bucy"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (XTO, C.H. Robinson, United Technologies)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
# calendar Q1 2010 (SPX, Bucyrus) and SPDR Gold Trust's fiscal Q2 2010 (same three months)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
FY09 = ("2009-01-01", "2009-12-31")
GH, GHPY = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")   # SPDR Gold Trust six months (fiscal H1)
GFY = (None, "2009-09-30")                                              # SPDR Gold Trust fiscal year-end 2009

# Microsoft 10-K 2015: periods, axes and members not among the shared constants
M_BS13, M_BS12 = (None, "2013-06-30"), (None, "2012-06-30")
NOKIA_CLOSE, NOKIA_DAY = (None, "2014-04-25"), ("2014-04-25", "2014-04-25")
BAX = G + "BusinessAcquisitionAxis"
NOKIA = {BAX: "msft:NokiaDevicesAndServicesBusinessMember"}
INVT = lambda m: {G + "InvestmentTypeAxis": G + m}
FLIC = lambda m: {FLI: G + m}
DEBT = lambda m: {G + "DebtInstrumentAxis": "msft:%s" % m}
NOTE_2125_2021 = DEBT("NotesTwoPointOneTwoFivePercentDueDecemberSixTwentyTwentyOneMember")
NOTE_4875_2043 = DEBT("NotesFourPointEightSevenFivePercentDueDecemberFifteenTwentyFortyThreeMember")
AOCI_INV = {G + "StatementEquityComponentsAxis": G + "AccumulatedNetUnrealizedInvestmentGainLossMember"}
MRANGE = lambda m: {G + "RangeAxis": G + m}
OCA = {G + "BalanceSheetLocationAxis": G + "OtherCurrentAssetsMember"}
NOKIA_REPL = {G + "AwardTypeAxis": "msft:StockReplacementAwardsMember", BAX: "msft:NokiaDevicesAndServicesBusinessMember"}
EXPDIV = ["msft:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedDividendsPerShare"]

# AEON 10-Q 2023: periods and members
AE_9M23, AE_A1FAC = ("2023-01-01", "2023-09-30"), (None, "2021-12-31")
CLS = lambda m: {G + "StatementClassOfStockAxis": m}
PLAN19 = "aeon:AbpSubInc.2019IncentiveAwardPlanMember"
SBC19 = lambda award: {G + "AwardTypeAxis": G + award, G + "PlanNameAxis": PLAN19}
A1 = lambda note: dict([(G + "RelatedPartyTransactionAxis", "aeon:A1PurchaseAgreementMember"),
                        (G + "RelatedPartyTransactionsByRelatedPartyAxis", "aeon:Alphaeon1LlcMember")]
                       + ([(G + "DebtInstrumentAxis", "aeon:%s" % note)] if note else []))
ANTIDIL = {G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis": G + "ConvertiblePreferredStockMember"}

# =================================================================== direct
C = "direct"
add(C, XTO, "What carrying amount did XTO Energy show for proved properties on its balance sheet at June 30, 2009?",
    fact(F(XTO, "ProvedOilAndGasPropertySuccessfulEffortMethod"), PB, USD))
add(C, XTO, "XTO's non-current asset retirement obligation as of 6/30/2009", fact(F(XTO, "AssetRetirementObligationsNoncurrent"), PB, USD))
add(C, XTO, "How much did XTO Energy owe its royalty trusts (payable to royalty trusts) at the end of the second quarter of 2009?",
    fact(F(XTO, "PayabletoRoyaltyTrusts"), PB, USD))
add(C, CHRW, "C.H. Robinson accounts payable and outstanding checks, June 30, 2009", fact(F(CHRW, "AccountsPayable"), PB, USD))
add(C, CHRW, "What did C.H. Robinson Worldwide accrue for compensation and profit-sharing contributions as of June 30, 2009?",
    fact(F(CHRW, "EmployeeRelatedLiabilities"), PB, USD))
add(C, UTX, "United Technologies' inventories and contracts in progress, net, at quarter-end June 2009",
    fact(F(UTX, "InventoriesAndContractsInProgressNet"), PB, USD))
add(C, UTX, "Unearned ESOP shares deducted in UTC's shareowners' equity on June 30, 2009 -- how much?", fact(F(UTX, "UnearnedESOPShares"), PB, USD))
add(C, UTX, "Size of the future pension and postretirement benefit obligations line on United Technologies' June 30, 2009 balance sheet",
    fact(F(UTX, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, GLD, "SPDR Gold Trust's investment in gold, stated at cost, as of March 31, 2010", fact(F(GLD, "InvestmentInGold"), B10, USD))
add(C, GLD, "How large was the gold receivable on the SPDR Gold Trust statement of financial condition at March 31, 2010?",
    fact(F(GLD, "ReceivablesNetCurrent"), B10, USD))
add(C, SPX, "SPX Corporation: land, at the end of its first quarter of 2010 (April 3, 2010)", fact(F(SPX, "Land"), B10, USD))
add(C, SPX, "What did SPX carry as 'Other income taxes' among its long-term liabilities at April 3, 2010?",
    fact(F(SPX, "LiabilityForUncertainTaxPositionsNoncurrent"), B10, USD))
add(C, SPX, "Net intangibles (excluding goodwill) on SPX's balance sheet, first-quarter 2010 close", fact(F(SPX, "IntangibleAssetsNetExcludingGoodwill"), B10, USD))
add(C, BUCY, "Bucyrus International -- liabilities to customers on uncompleted contracts and warranties at March 31, 2010",
    fact(F(BUCY, "LiabilitiesToCustomersOnUncompletedContractsAndWarranties"), B10, USD))
add(C, BUCY, "How much inventory was Bucyrus holding at the end of March 2010?", fact(F(BUCY, "InventoryNet"), B10, USD))
add(C, BUCY, "Bucyrus 'Pension and other' long-term liability, balance at 3/31/2010", fact(F(BUCY, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), B10, USD))
add(C, MS, "In Microsoft's maturity table for debt investments at June 30, 2015, what was the estimated fair value of the securities "
    "due in years six through ten?", fact(g("AvailableForSaleSecuritiesDebtMaturitiesRollingYearSixThroughTenFairValue"), M_BS15, USD))
add(C, MS, "How much did settlements with taxing authorities reduce Microsoft's unrecognized tax benefits during fiscal 2015?",
    fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromSettlementsWithTaxingAuthorities"), M_FY15, USD))
add(C, MS, "Net fair value (after the netting column) of all assets Microsoft measured at fair value on a recurring basis as of June 30, 2015",
    fact(g("AssetsFairValueDisclosureRecurring"), M_BS15, USD))
add(C, AE, "How many reportable segments did AEON Biopharma report for the nine months ended September 30, 2023?",
    fact(g("NumberOfReportableSegments"), AE_9M23, PURE))

# =================================================================== prior_period
C = "prior_period"
add(C, XTO, "XTO Energy's unproved properties at year-end 2008", fact(F(XTO, "UnprovedOilAndGasPropertySuccessfulEffortMethod"), PYE, USD))
add(C, XTO, "What exploration expense did XTO record in the second quarter of 2008?", fact(F(XTO, "ExplorationExpense"), PQPY, USD))
add(C, XTO, "Oil and condensate revenues at XTO for the first six months of 2008", fact(F(XTO, "OilAndCondensateRevenue"), PHPY, USD))
add(C, CHRW, "C.H. Robinson's goodwill as of December 31, 2008", fact(F(CHRW, "Goodwill"), PYE, USD))
add(C, CHRW, "How much did C.H. Robinson spend purchasing available-for-sale securities in the six months ended June 30, 2008?",
    fact(F(CHRW, "PaymentsToAcquireAvailableForSaleSecurities"), PHPY, USD))
add(C, CHRW, "CHRW's provision for doubtful accounts, first half of 2008 (cash flow statement add-back)", fact(F(CHRW, "ProvisionForDoubtfulAccounts"), PHPY, USD))
add(C, UTX, "What were United Technologies' customer financing assets at December 31, 2008?", fact(F(UTX, "CustomerFinancingAssets"), PYE, USD))
add(C, UTX, "UTC long-term debt currently due, end of 2008", fact(F(UTX, "LongTermDebtAndCapitalLeaseObligationsCurrent"), PYE, USD))
add(C, GLD, "Accounts payable to related parties at SPDR Gold Trust as of its September 30, 2009 fiscal year-end",
    fact(F(GLD, "DueToRelatedPartiesCurrent"), GFY, USD))
add(C, GLD, "Sponsor fees charged to the SPDR Gold Trust in the quarter ended March 31, 2009", fact(F(GLD, "SponsorFees"), Q09, USD))
add(C, SPX, "SPX's gross machinery and equipment at December 31, 2009", fact(F(SPX, "MachineryAndEquipmentGross"), DEC09, USD))
add(C, SPX, "How much cash did SPX spend buying its own common stock in the first quarter of 2009?", fact(F(SPX, "PaymentsForRepurchaseOfCommonStock"), Q09, USD))
add(C, SPX, "Special charges, net at SPX a year earlier (Q1 2009)", fact(F(SPX, "SpecialCharges"), Q09, USD))
add(C, BUCY, "Bucyrus accounts payable on December 31, 2009", fact(F(BUCY, "AccountsPayableCurrent"), DEC09, USD))
add(C, BUCY, "What did Bucyrus spend on research and development in the March 2009 quarter?", fact(F(BUCY, "ResearchAndDevelopmentExpense"), Q09, USD))
add(C, BUCY, "Cash paid for interest by Bucyrus, three months ended March 31, 2009", fact(F(BUCY, "InterestPaid"), Q09, USD))
add(C, MS, "Microsoft's goodwill balance at June 30, 2013", fact(g("Goodwill"), M_BS13, USD))
add(C, MS, "What was Microsoft's amortization of intangible assets in fiscal year 2014?", fact(g("AmortizationOfIntangibleAssets"), M_FY14, USD))
add(C, MS, "Deferred income tax expense (benefit) in Microsoft's fiscal 2014 provision -- signed figure",
    fact(g("DeferredIncomeTaxExpenseBenefit"), M_FY14, USD))
add(C, AE, "In the nine months ended September 30, 2022, what did AEON's cash flow statement show for the change in prepaid expenses "
    "and other assets?", fact(g("IncreaseDecreaseInPrepaidDeferredExpenseAndOtherAssets"), E_9M_22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, XTO, "XTO Energy gas and natural gas liquids revenues for the three months ended June 30, 2009 only",
    fact(F(XTO, "NaturalGasAndNaturalGasLiquidsRevenue"), PQ, USD))
add(C, XTO, "Year-to-date production costs at XTO through June 30, 2009", fact(F(XTO, "ProductionCosts"), PH, USD))
add(C, XTO, "What did XTO book for taxes, transportation and other in Q2 2009 by itself?", fact(F(XTO, "TaxesTransportationAndOther"), PQ, USD))
add(C, XTO, "XTO general and administrative expense, January-June 2009", fact(F(XTO, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, XTO, "Accretion of discount on XTO's asset retirement obligation for the April-June 2009 quarter",
    fact(F(XTO, "AssetRetirementObligationAccretionExpense"), PQ, USD))
add(C, CHRW, "C.H. Robinson transportation revenues, 2Q 2009 (quarter, not six months)", fact(F(CHRW, "TransportationServicesRevenue"), PQ, USD))
add(C, CHRW, "Sourcing revenues at C.H. Robinson for the first half of 2009", fact(F(CHRW, "SalesRevenueGoodsNet"), PH, USD))
add(C, CHRW, "How much were C.H. Robinson's personnel expenses in the quarter ended June 30, 2009?", fact(F(CHRW, "LaborAndRelatedExpense"), PQ, USD))
add(C, CHRW, "Six-month 2009 purchased transportation and related services at C.H. Robinson",
    fact(F(CHRW, "CostOfPurchasedTransportationAndRelatedServices"), PH, USD))
add(C, CHRW, "Information Services revenues of C.H. Robinson in Q2 2009 alone", fact(F(CHRW, "SalesRevenueServicesNet"), PQ, USD))
add(C, UTX, "United Technologies service sales for the second quarter of 2009", fact(F(UTX, "SalesRevenueServicesNet"), PQ, USD))
add(C, UTX, "UTC cost of products sold over the six months ended June 30, 2009", fact(F(UTX, "CostOfGoodsSold"), PH, USD))
add(C, UTX, "Research and development spending at United Technologies in the June 2009 quarter (three months)",
    fact(F(UTX, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, UTX, "Other income, net reported by UTC for 1H 2009", fact(F(UTX, "OtherIncome"), PH, USD))
add(C, UTX, "What was United Technologies' interest expense for the three months to June 30, 2009?", fact(F(UTX, "InterestExpense"), PQ, USD))
add(C, GLD, "Custody fees borne by SPDR Gold Trust in its fiscal second quarter of 2010 (January-March 2010) alone",
    fact(F(GLD, "CustodyFees"), Q10, USD))
add(C, GLD, "For the six months ended March 31, 2010, what gain did SPDR Gold Trust record on gold distributed for the redemption of Shares?",
    fact(F(GLD, "GainOnGoldDistributedForRedemptionOfShares"), GH, USD))
add(C, GLD, "Total expenses of the SPDR Gold Trust for the three months ended March 31, 2010", fact(F(GLD, "OperatingExpenses"), Q10, USD))
add(C, GLD, "SPDR Gold Trust creations shown in its cash flow statement for the first half of fiscal 2010 (six months to March 31, 2010)",
    fact(F(GLD, "ProceedsFromIssuanceOfCommonStock"), GH, USD))
add(C, GLD, "Cost of gold sold to pay expenses at the SPDR Gold Trust in the March 2010 quarter",
    fact(F(GLD, "CostOfGoldSoldToPayExpenses"), Q10, USD))

# =================================================================== derived
C = "derived"
add(C, XTO, "XTO Energy's operating margin in Q2 2009, i.e. operating income divided by total revenues",
    ratio(F(XTO, "OperatingIncomeLoss"), F(XTO, "Revenues"), PQ))
add(C, XTO, "Debt-to-equity for XTO at June 30, 2009, using long-term debt over total stockholders' equity",
    ratio(F(XTO, "LongTermDebtNoncurrent"), F(XTO, "StockholdersEquity"), PB))
add(C, CHRW, "C.H. Robinson's net revenues for Q2 2009 -- total revenues less purchased transportation and related services and less "
    "purchased products sourced for resale",
    derived("e0-e1-e2", [inp(F(CHRW, "Revenues"), PQ), inp(F(CHRW, "CostOfPurchasedTransportationAndRelatedServices"), PQ),
                         inp(F(CHRW, "CostOfGoodsSold"), PQ)], PQ, USD, ratio=False))
add(C, CHRW, "Year-over-year change in C.H. Robinson's total revenues for the second quarter of 2009 versus 2008, as a decimal "
    "(negative if revenues fell)", growth(F(CHRW, "Revenues"), PQ, PQPY))
add(C, UTX, "United Technologies' effective tax rate for the first six months of 2009 (income tax expense / income before income taxes)",
    ratio(F(UTX, "IncomeTaxExpenseBenefit"),
          F(UTX, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PH))
add(C, UTX, "UTC's margin on service sales in Q2 2009: (service sales - cost of services sold) / service sales",
    margin_from_cost(F(UTX, "SalesRevenueServicesNet"), F(UTX, "CostOfServices"), PQ))
add(C, GLD, "Unrealized appreciation on SPDR Gold Trust's gold at March 31, 2010: market value of the gold less its cost",
    diff(F(GLD, "MarketValueOfInvestmentInGold"), F(GLD, "InvestmentInGold"), B10))
add(C, GLD, "How much did the SPDR Gold Trust's net gain from operations grow in the six months to March 31, 2010 versus the six months "
    "to March 31, 2009? Give the growth rate as a decimal (0.5 = +50%).", growth(F(GLD, "ProfitLoss"), GH, GHPY))
add(C, SPX, "SPX gross margin for the first quarter of 2010, computed as (revenues - cost of products sold) / revenues",
    margin_from_cost(F(SPX, "SalesRevenueNet"), F(SPX, "CostOfGoodsAndServicesSold"), Q10))
add(C, SPX, "How much did SPX's revenues change in Q1 2010 compared with Q1 2009? Decimal growth rate, negative for a decline.",
    growth(F(SPX, "SalesRevenueNet"), Q10, Q09))
add(C, SPX, "SPX total debt at April 3, 2010: short-term debt plus current maturities of long-term debt plus long-term debt",
    derived("e0+e1+e2", [inp(F(SPX, "ShortTermBorrowings"), B10), inp(F(SPX, "LongTermDebtCurrent"), B10),
                         inp(F(SPX, "LongTermDebtAndCapitalLeaseObligations"), B10)], B10, USD, ratio=False))
add(C, BUCY, "SG&A as a share of Bucyrus' sales in the first quarter of 2010", ratio(F(BUCY, "SellingGeneralAndAdministrativeExpense"), F(BUCY, "SalesRevenueNet"), Q10))
add(C, BUCY, "Bucyrus free cash flow for Q1 2010, taken as net cash provided by operating activities minus purchases of property, "
    "plant and equipment", fcf(Q10, F(BUCY, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, BUCY, "Bucyrus net debt at March 31, 2010: long-term debt (less current maturities) plus current maturities and short-term "
    "obligations, minus cash and cash equivalents",
    derived("e0+e1-e2", [inp(F(BUCY, "LongTermDebtNoncurrent"), B10), inp(F(BUCY, "DebtCurrent"), B10),
                         inp(F(BUCY, "CashAndCashEquivalentsAtCarryingValue"), B10)], B10, USD, ratio=False))
add(C, MS, "What fraction of the Nokia Devices and Services purchase consideration did Microsoft allocate to goodwill "
    "(goodwill divided by total consideration transferred)?",
    derived("e0/e1", [inp(g("Goodwill"), NOKIA_CLOSE, NOKIA), inp(g("BusinessCombinationConsiderationTransferred1"), NOKIA_DAY, NOKIA)],
            NOKIA_DAY, PURE))
add(C, MS, "Net unrealized gain on Microsoft's equity securities at June 30, 2015: gross unrealized gains minus gross unrealized losses",
    diff(g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), g("AvailableForSaleSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"),
         M_BS15, ma=INVT("EquitySecuritiesMember"), mb=INVT("EquitySecuritiesMember")))
add(C, MS, "Percentage change in the net carrying amount of Microsoft's customer-relationship intangibles from June 30, 2014 to "
    "June 30, 2015 (as a decimal; negative means it shrank)",
    growth(g("FiniteLivedIntangibleAssetsNet"), M_BS15, M_BS14, members=FLIC("CustomerRelationshipsMember")))
add(C, MS, "Before tax, how large were the unrealized holding gains on Microsoft's investments that arose in fiscal 2014? "
    "(net-of-tax amount plus its tax effect, from the AOCI note)",
    total(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"),
          g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodTax"), M_FY14, ma=AOCI_INV, mb=AOCI_INV))
add(C, AE, "Total stock-based compensation under the ABP Sub 2019 Incentive Award Plan for AEON's predecessor period January 1 to "
    "July 21, 2023, adding the stock option and RSU expense",
    total(g("AllocatedShareBasedCompensationExpense"), g("AllocatedShareBasedCompensationExpense"), E_PRED,
          ma=SBC19("EmployeeStockOptionMember"), mb=SBC19("RestrictedStockUnitsRSUMember")))
add(C, AE, "By December 31, 2022, what share of the $25 million A-1 convertible note purchase agreement with Alphaeon 1 was outstanding "
    "as notes? Take the 2021 and 2022 A-1 convertible notes payable at that date over the agreement's face amount.",
    derived("(e0+e1)/e2", [inp(g("ConvertibleNotesPayable"), E_BSPY, A1("A1ConvertibleNotes2021Member")),
                           inp(g("ConvertibleNotesPayable"), E_BSPY, A1("A1ConvertibleNotes2022Member")),
                           inp(g("DebtInstrumentFaceAmount"), AE_A1FAC, A1(None))], E_BSPY, PURE))

# =================================================================== members
C = "members"
add(C, XTO, "In XTO Energy's statement of stockholders' equity, what was the retained earnings column balance at June 30, 2008?",
    fact(F(XTO, "StockholdersEquity"), JUN08, USD, EQC("RetainedEarnings")))
add(C, XTO, "XTO equity statement, accumulated other comprehensive income column: opening balance at December 31, 2007 (signed)",
    fact(F(XTO, "StockholdersEquity"), DEC07, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, XTO, "How much did issuance and vesting of stock awards add to XTO's additional paid-in capital column in the first half of 2009?",
    fact(F(XTO, "StockIssuedOrVestedDuringPeriodValueStockAwards"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, XTO, "Effect of stock award issuance/vesting on the treasury stock column of XTO's equity statement, six months ended June 30, 2009 "
    "(negative if it reduced equity)", fact(F(XTO, "StockIssuedOrVestedDuringPeriodValueStockAwards"), PH, USD, EQC("TreasuryStock")))
add(C, XTO, "The 2008 common stock offering: amount credited to XTO's additional paid-in capital column in the six months to June 30, 2008",
    fact(F(XTO, "StockIssuedDuringPeriodValueNewIssues"), PHPY, USD, EQC("AdditionalPaidInCapital")))
add(C, XTO, "Treasury stock column total in XTO's equity statement as of June 30, 2008 (as presented, signed)",
    fact(F(XTO, "StockholdersEquity"), JUN08, USD, EQC("TreasuryStock")))
add(C, MS, "Goodwill assigned to Microsoft's Commercial segments at June 30, 2013", fact(g("Goodwill"), M_BS13, USD, MSEG("CommercialMember")))
add(C, MS, "Goodwill Microsoft acquired during fiscal 2015 in its Devices and Consumer Other segment",
    fact(g("GoodwillAcquiredDuringPeriod"), M_FY15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerOtherMember")))
add(C, MS, "Revenue from Microsoft's Server products and tools in fiscal 2013", fact(NETSALES, M_FY13, USD, MPROD("ServerProductsAndToolsMember")))
add(C, MS, "Fiscal 2014 gross margin of Microsoft's Devices and Consumer Licensing segment",
    fact(g("GrossProfit"), M_FY14, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerLicensingMember")))
add(C, MS, "Accumulated amortization on Microsoft's marketing-related intangible assets at June 30, 2015",
    fact(g("FiniteLivedIntangibleAssetsAccumulatedAmortization"), M_BS15, USD, FLIC("MarketingRelatedIntangibleAssetsMember")))
add(C, MS, "What was the amortized cost of Microsoft's corporate notes and bonds at June 30, 2015?",
    fact(g("AvailableForSaleSecuritiesAmortizedCost"), M_BS15, USD, INVT("CorporateDebtSecuritiesMember")))
add(C, MS, "How much of Microsoft's cash and cash equivalents at June 30, 2015 was held in certificates of deposit?",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), M_BS15, USD, INVT("CertificatesOfDepositMember")))
add(C, MS, "Face amount, in dollars, of Microsoft's 2.125% notes due December 6, 2021 as of June 30, 2015",
    fact(g("DebtInstrumentFaceAmount"), M_BS15, USD, NOTE_2125_2021))
add(C, MS, "Effective interest rate on Microsoft's 4.875% notes due December 15, 2043, per the June 30, 2015 debt table",
    fact(g("DebtInstrumentInterestRateEffectivePercentage"), M_BS15, PURE, NOTE_4875_2043))
add(C, MS, "Net unrealized gains (losses) on investments component of Microsoft's accumulated other comprehensive income, balance at "
    "June 30, 2014", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS14, USD, AOCI_INV))
add(C, AE, "AEON Biopharma's gross furniture and fixtures in the property and equipment note at September 30, 2023",
    fact(g("PropertyPlantAndEquipmentGross"), E_BS, USD, UPPE(G + "FurnitureAndFixturesMember")))
add(C, AE, "Gross equipment cost in AEON's property and equipment, as of December 31, 2022",
    fact(g("PropertyPlantAndEquipmentGross"), E_BSPY, USD, UPPE(G + "EquipmentMember")))
add(C, AE, "How many Series B convertible preferred shares was AEON (then privately held) authorized to issue at December 31, 2022?",
    fact(g("TemporaryEquitySharesAuthorized"), E_BSPY, SH, CLS("aeon:SeriesBConvertiblePreferredStockMember")))
add(C, AE, "Carrying amount of AEON's Series B convertible preferred stock (temporary equity) at year-end 2022",
    fact(g("TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests"), E_BSPY, USD,
         CLS("aeon:SeriesBConvertiblePreferredStockMember")))

# =================================================================== per_share
C = "per_share"
add(C, XTO, "Dividends declared per XTO common share in the quarter ended June 30, 2009", fact(F(XTO, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, XTO, "Number of treasury shares XTO Energy held at June 30, 2009", fact(F(XTO, "TreasuryStockShares"), PB, SH))
add(C, CHRW, "C.H. Robinson diluted net income per share for the six months ended June 30, 2009", fact(F(CHRW, "EarningsPerShareDiluted"), PH, PS))
add(C, CHRW, "How many shares did outstanding stock awards add to C.H. Robinson's diluted weighted-average count in Q2 2009?",
    fact(F(CHRW, "WeightedAverageNumberDilutedSharesOutstandingAdjustment"), PQ, SH))
add(C, UTX, "UTC basic EPS in the second quarter of 2008", fact(F(UTX, "EarningsPerShareBasic"), PQPY, PS))
add(C, UTX, "Dividends declared per share of United Technologies common stock, first half of 2009", fact(F(UTX, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, UTX, "Diluted weighted-average shares United Technologies used for its 1H09 EPS", fact(F(UTX, "WeightedAverageNumberOfDilutedSharesOutstanding"), PH, SH))
add(C, GLD, "Net gain per share of the SPDR Gold Trust for the quarter ended March 31, 2010", fact(F(GLD, "EarningsPerShareBasic"), Q10, PS))
add(C, GLD, "How many SPDR Gold Shares were outstanding at March 31, 2010?", fact(F(GLD, "CommonStockSharesOutstanding"), B10, SH))
add(C, SPX, "SPX diluted earnings per share from continuing operations, Q1 2010", fact(F(SPX, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, SPX, "Per basic share, what did discontinued operations contribute to SPX's first-quarter 2010 result?",
    fact(F(SPX, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), Q10, PS))
add(C, SPX, "Common shares held in SPX's treasury at April 3, 2010", fact(F(SPX, "TreasuryStockShares"), B10, SH))
add(C, BUCY, "Bucyrus weighted average diluted shares for the March 2010 quarter", fact(F(BUCY, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, BUCY, "At what per-share closing price did Bucyrus value the common shares it issued for Terex Mining (February 2010)?",
    fact(F(BUCY, "ClosingStockPrice"), B10, PS))
add(C, MS, "Highest expected dividend per share Microsoft assumed when valuing stock awards in fiscal 2014", fact(EXPDIV, M_FY14, PS, MRANGE("MaximumMember")))
add(C, MS, "In fiscal 2013, what was the low end of the per-share dividend assumption in Microsoft's stock award valuation?",
    fact(EXPDIV, M_FY13, PS, MRANGE("MinimumMember")))
add(C, MS, "How many stock replacement awards (shares) did Microsoft grant in connection with the Nokia acquisition in fiscal 2014?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), M_FY14, SH, NOKIA_REPL))
add(C, AE, "Dividend rate per share on AEON's Series A-1 convertible preferred stock, as disclosed for 2023",
    fact(g("PreferredStockDividendRatePerDollarAmount"), AE_9M23, PS, CLS("aeon:SeriesA1ConvertiblePreferredStockMember")))
add(C, AE, "Common shares AEON reserved for future issuance for restricted stock units at September 30, 2023",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BS, SH, CLS(G + "RestrictedStockUnitsRSUMember")))
add(C, AE, "How many shares underlying convertible preferred stock did AEON exclude from diluted EPS as anti-dilutive for the nine months "
    "ended September 30, 2022?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), E_9M_22, SH, ANTIDIL))

# =================================================================== jargon
C = "jargon"
add(C, XTO, "XTO CFO, 1H09?", fact(F(XTO, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, CHRW, "CHRW buybacks YTD Jun-09", fact(F(CHRW, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, CHRW, "C.H. Robinson capex, 1H08", fact(F(CHRW, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, UTX, "UTX SG&A, 2Q08", fact(F(UTX, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, UTX, "United Technologies capex for 1H09", fact(F(UTX, "PaymentsForProceedsFromProductiveAssets"), PH, USD))
add(C, GLD, "GLD 'Redemptions' line of the cash flow statement, fiscal 1H10", fact(F(GLD, "PaymentsForRepurchaseOfCommonStock"), GH, USD))
add(C, SPX, "SPX D&A, 1Q10 (cash flow add-back)", fact(F(SPX, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, SPX, "SPX stock comp expense in 1Q10", fact(F(SPX, "ShareBasedCompensation"), Q10, USD))
add(C, SPX, "SPX capex 1Q09", fact(F(SPX, "CapitalExpenditures"), Q09, USD))
add(C, BUCY, "BUCY EBT (pre-tax earnings), 1Q10", fact(F(BUCY, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), Q10, USD))
add(C, BUCY, "Bucyrus M&A cash outlay, net of cash acquired, in 1Q10", fact(F(BUCY, "PaymentsToAcquireBusinessesNetOfCashAcquired"), Q10, USD))
add(C, BUCY, "BUCY cash taxes (net of refunds), 1Q10", fact(F(BUCY, "IncomeTaxesPaidNet"), Q10, USD))
add(C, MS, "MSFT AR change in the FY15 cash flow statement (signed)", fact(g("IncreaseDecreaseInAccountsReceivable"), M_FY15, USD))
add(C, MS, "MSFT acquisitions + intangible purchases (net of cash acquired), FY15",
    fact(["msft:AcquisitionsNetofCashAcquiredAndPurchasesOfIntangibleandOtherAssets"], M_FY15, USD))
add(C, MS, "Microsoft ETR for FY14", fact(g("EffectiveIncomeTaxRateContinuingOperations"), M_FY14, PURE))
add(C, MS, "MSFT gross PP&E at FYE 2014 (before accumulated depreciation)", fact(g("PropertyPlantAndEquipmentGross"), M_BS14, USD))
add(C, MS, "MSFT tax benefit on stock comp, FY13", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), M_FY13, USD))
add(C, MS, "Microsoft total liabilities, FYE June 2014", fact(g("Liabilities"), M_BS14, USD))
add(C, AE, "AEON Δ accrued expenses & other liabilities in the CFS, 9M22", fact(["aeon:IncreaseDecreaseInAccruedExpensesAndOtherLiabilities"], E_9M_22, USD))
add(C, AE, "AEON 'other' working-capital line in op. cash flow, predecessor 1/1-7/21/23", fact(g("IncreaseDecreaseInOtherOperatingCapitalNet"), E_PRED, USD))

# =================================================================== refuse
C = "refuse"
add(C, CHRW, "What were Hub Group's intermodal revenues in the second quarter of 2009?",
    refuse(oc, "Hub Group is not in the data (C.H. Robinson is).", other("HUB GROUP")))
add(C, UTX, "How much did Rolls-Royce report in civil aerospace revenue for the first half of 2009?",
    refuse(oc, "Rolls-Royce is not in the data (United Technologies is).", other("ROLLS-ROYCE", "ROLLS ROYCE")))
add(C, BUCY, "What were Komatsu's mining equipment sales in the quarter ended March 31, 2010?",
    refuse(oc, "Komatsu is not in the data (Bucyrus is).", other("KOMATSU")))
add(C, GLD, "How many ounces of gold did the iShares Gold Trust hold at March 31, 2010?",
    refuse(oc, "The iShares Gold Trust is not in the data (the SPDR Gold Trust is).", other("ISHARES")))
add(C, AE, "What did Medytox report as botulinum toxin sales for the third quarter of 2023?",
    refuse(oc, "Medytox is not in the data (AEON Biopharma is).", other("MEDYTOX")))
add(C, CHRW, "What was C.H. Robinson's net cash provided by operating activities for the quarter ended June 30, 2009 on its own?",
    refuse(pn, "The Q2 2009 10-Q's cash flow statement covers the six months ended June 30 only; no three-month cash flows.",
           absent(F(CHRW, "NetCashProvidedByUsedInOperatingActivities"), PQ)))
add(C, UTX, "United Technologies' total assets as of June 30, 2008?",
    refuse(pn, "The Q2 2009 10-Q's balance sheets are at June 30, 2009 and December 31, 2008; no June 30, 2008 balance sheet.",
           absent(F(UTX, "Assets"), JUN08)))
add(C, GLD, "What were the SPDR Gold Trust's total assets at March 31, 2009?",
    refuse(pn, "The fiscal Q2 2010 10-Q's statements of financial condition are at March 31, 2010 and September 30, 2009 only.",
           absent(F(GLD, "Assets"), MAR09)))
add(C, SPX, "SPX's revenues for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended April 3, 2010 and March 28, 2009; no full-year 2009 income statement.",
           absent(F(SPX, "SalesRevenueNet"), FY09)))
add(C, MS, "What was Microsoft's goodwill at June 30, 2012?",
    refuse(pn, "The 2015 10-K's goodwill roll-forward starts at June 30, 2013; no consolidated goodwill balance at June 30, 2012 is reported.",
           absent(g("Goodwill"), M_BS12)))
add(C, XTO, "How much interest did XTO Energy capitalize in the first half of 2009?",
    refuse(cn, "XTO's Q2 2009 data report no capitalized interest.",
           absent_any(g("InterestCostsCapitalized", "InterestPaidCapitalized", "InterestCostsCapitalizedAdjustment",
                        "InterestCostsIncurredCapitalized"))))
add(C, CHRW, "How much long-term debt did C.H. Robinson have outstanding at June 30, 2009?",
    refuse(cn, "C.H. Robinson's Q2 2009 data report no borrowings of any kind.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "DebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "LineOfCredit", "ShortTermBorrowings", "NotesPayable", "DebtInstrumentCarryingAmount"))))
add(C, GLD, "What income tax expense did the SPDR Gold Trust record for the six months ended March 31, 2010?",
    refuse(cn, "The trust's fiscal Q2 2010 data report no income taxes of any kind.",
           absent_any(g("IncomeTaxExpenseBenefit", "CurrentIncomeTaxExpenseBenefit", "IncomeTaxesPaid", "IncomeTaxesPaidNet",
                        "DeferredIncomeTaxExpenseBenefit"))))
add(C, BUCY, "How much did Bucyrus spend repurchasing its own shares in the first quarter of 2010?",
    refuse(cn, "Bucyrus' Q1 2010 data report no share repurchases (treasury stock is unchanged at 217,200 shares).",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares"))))
add(C, MS, "What asset retirement obligations did Microsoft carry at June 30, 2015?",
    refuse(cn, "Microsoft's 2015 10-K reports no asset retirement obligations.",
           absent_any(g("AssetRetirementObligation", "AssetRetirementObligationsNoncurrent", "AssetRetirementObligationCurrent",
                        "AssetRetirementObligationAccretionExpense", "AssetRetirementObligationLiabilitiesIncurred"))))
WHY_XTO = ("XTO's June 30, 2009 balance sheet has four lines labelled 'Derivative fair value': a current asset "
           "(DerivativeAssetsCurrent), a non-current asset (DerivativeAssetsNoncurrent), a current liability "
           "(DerivativeLiabilitiesCurrent) and a non-current liability (DerivativeLiabilitiesNoncurrent), with different amounts.")
add(C, XTO, "What was the derivative fair value on XTO Energy's balance sheet at June 30, 2009?", refuse(am, WHY_XTO, amb_for(XTO, WHY_XTO,
    (F(XTO, "DerivativeAssetsCurrent"), PB, None), (F(XTO, "DerivativeAssetsNoncurrent"), PB, None),
    (F(XTO, "DerivativeLiabilitiesCurrent"), PB, None), (F(XTO, "DerivativeLiabilitiesNoncurrent"), PB, None))))
WHY_UTX = ("United Technologies' first-half 2009 cash flow statement has three lines labelled 'Other, net': in operating activities "
           "(AdjustmentsNoncashItemsToReconcileNetIncomeLossToCashProvidedByUsedInOperatingActivitiesOther), in investing activities "
           "(PaymentsForProceedsFromOtherInvestingActivities) and in financing activities (ProceedsFromPaymentsForOtherFinancingActivities), "
           "with different amounts.")
add(C, UTX, "What did UTC report on the 'Other, net' line of its cash flow statement for the six months ended June 30, 2009?",
    refuse(am, WHY_UTX, amb_for(UTX, WHY_UTX,
        (F(UTX, "AdjustmentsNoncashItemsToReconcileNetIncomeLossToCashProvidedByUsedInOperatingActivitiesOther"), PH, None),
        (F(UTX, "PaymentsForProceedsFromOtherInvestingActivities"), PH, None),
        (F(UTX, "ProceedsFromPaymentsForOtherFinancingActivities"), PH, None))))
WHY_SPX = ("SPX's Q1 2010 income statement shows 'Income from continuing operations' including noncontrolling interests "
           "(IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest) and 'Income from continuing "
           "operations, net of tax' attributable to SPX common shareholders (IncomeLossFromContinuingOperations), with different amounts.")
add(C, SPX, "What was SPX's income from continuing operations in the first quarter of 2010?", refuse(am, WHY_SPX, amb_for(SPX, WHY_SPX,
    (F(SPX, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), Q10, None),
    (F(SPX, "IncomeLossFromContinuingOperations"), Q10, None))))
WHY_GLD = ("At September 30, 2009 the SPDR Gold Trust reports its gold both at cost (Investment in Gold, gld:InvestmentInGold) and at "
           "market value (gld:MarketValueOfInvestmentInGold), with different amounts.")
add(C, GLD, "How much was the SPDR Gold Trust's gold worth at September 30, 2009?", refuse(am, WHY_GLD, amb_for(GLD, WHY_GLD,
    (F(GLD, "InvestmentInGold"), GFY, None), (F(GLD, "MarketValueOfInvestmentInGold"), GFY, None))))
WHY_MS = ("Microsoft's derivative note reports, for derivatives recorded in other current assets at June 30, 2014, both the gross fair "
          "value (DerivativeFairValueOfDerivativeAsset, balance-sheet location other current assets) and the net amount presented "
          "after offsetting (DerivativeAssetsCurrent, same location), with different amounts.")
add(C, MS, "How much in derivative assets did Microsoft record within other current assets at June 30, 2014?", refuse(am, WHY_MS, amb_for(MS, WHY_MS,
    (g("DerivativeFairValueOfDerivativeAsset"), M_BS14, OCA), (g("DerivativeAssetsCurrent"), M_BS14, OCA))))


def main():
    write_round("h65", gr.QUESTIONS_65, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
