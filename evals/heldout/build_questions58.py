#!/usr/bin/env python3
"""Writes evals/data/ask_heldout58.jsonl and its refusal probes (ask_heldout58_probes.jsonl) -- round 58 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout58.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions58.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout58.jsonl
The writer imported the round 1-56 scaffolding (specs.py and gold_reader.py, byte-identical copies of a copy of
main's evals/heldout, kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), and read rounds 1-56
from a copy of evals/data (each file named by its path in PREV); here `from specs import *` takes them from
evals/heldout itself and PREV names gr.QUESTIONS ... gr.QUESTIONS_56, one by one.
Written without reading the tool under test.

Round 58 notes.
FSDS filings: companies no round 1-56 used (checked CIK by CIK and adsh by adsh against every question file of rounds
1-56, against avoid_adsh.txt and the CIKs of its filings, and leaving out the instance companies), all with
CIK mod 4 == 2 (three parallel writers take the other residues): three 10-Qs from 2009q3 and three from 2010q2.
  2009q3 (calendar Q2 2009 and six months): RRI Energy (wholesale power generator, utility kind), Bowne & Co
  (financial printing / business services), Owens-Illinois (glass containers).
  2010q2 (calendar Q1 2010): Consolidated Edison (electric and gas utility; its consolidated rows carry a coreg, so only
  its equity-statement rows -- LegalEntity x EquityComponents, empty coreg -- are asked), International Paper (paper and
  packaging), Issuer Direct (micro-cap compliance / communications services).
Instances: aapl-10k-2023 (facts no round 1-56 asked: fair-value level x instrument tables, derivative tables, the
equity statement's APIC and AOCI columns, OCI detail, deferred taxes, leases, cash-flow working-capital lines) and
nflx-10q-2010 (every one of its facts was already an input of an earlier round, so its questions are derived values
with a new formula/input combination, or refusals).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-58 share

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
    (gold_reader.lookup), not typed (rounds 48-56's helper)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 58 FSDS filings (CIK mod 4 == 2)
RRI = "fsds:0000950123-09-028717"   # RRI ENERGY INC 10-Q (2009q3), CIK 1126294, Q2 2009 and six months
BNE = "fsds:0000950123-09-029565"   # BOWNE & CO INC 10-Q (2009q3), CIK 13610, Q2 2009 and six months
OI = "fsds:0001104659-09-048054"    # OWENS ILLINOIS INC /DE/ 10-Q (2009q3), CIK 812074, Q2 2009 and six months
ED = "fsds:0001193125-10-111161"    # CONSOLIDATED EDISON INC 10-Q (2010q2), CIK 1047862, Q1 2010; LegalEntity x EquityComponents rows
IP = "fsds:0001193125-10-112662"    # INTERNATIONAL PAPER CO /NEW/ 10-Q (2010q2), CIK 51434, Q1 2010
ISDR = "fsds:0001354488-10-001409"  # ISSUER DIRECT CORP 10-Q (2010q2), CIK 843006, Q1 2010
TICK = {RRI: "rri", BNE: "bne", OI: "oi", ED: "ed", IP: "ip", ISDR: "isdr"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 (RRI Energy, Bowne, Owens-Illinois)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (Con Edison, International Paper, Issuer Direct)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2008-12-31")
FY09 = ("2009-01-01", "2009-12-31")

# Con Edison's equity-statement rows: LegalEntity (Con Edison, Inc. = ParentCompany; CECONY) x EquityComponents column
CEM = lambda comp: {"LegalEntity": "ParentCompany", "EquityComponents": comp}
CYM = lambda comp: {"LegalEntity": "ConsolidatedEdisonCoOfNewYorkInc", "EquityComponents": comp}

# Apple 10-K 2023: axes and members
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L1, L2 = G + "FairValueInputsLevel1Member", G + "FairValueInputsLevel2Member"
FV = lambda lvl, inst=None: dict([(FVL, lvl)] + ([(FIN, G + inst)] if inst else []))
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
DER = lambda loc, risk, desig=None: dict([(G + "BalanceSheetLocationAxis", G + loc), (G + "DerivativeInstrumentRiskAxis", G + risk),
                                          (FVL, L2)] + ([(G + "HedgingDesignationAxis", G + desig)] if desig else []))
NOTES_MAX = {"srt:RangeAxis": "srt:MaximumMember", G + "DebtInstrumentAxis": "aapl:A20132022DebtIssuancesMember",
             G + "LongtermDebtTypeAxis": "aapl:FixedRateNotesMember"}
A_BS21_OPEN = (None, "2020-09-26")
A_FY20 = ("2019-09-29", "2020-09-26")

# =================================================================== direct
C = "direct"
add(C, RRI, "What was the prepaid lease balance on RRI Energy's balance sheet at June 30, 2009?", fact(F(RRI, "PrepaidLease"), PB, USD))
add(C, RRI, "RRI Energy: 'Investment in and receivables from Channelview, net' as of the end of June 2009",
    fact(F(RRI, "InvestmentInReceivablesFromChannelviewNet"), PB, USD))
add(C, RRI, "How much did RRI Energy have posted as margin deposits among its current assets on 6/30/2009 (the asset line, not the "
    "margin deposit liability)?", fact(F(RRI, "MarginDeposits"), PB, USD))
add(C, BNE, "Bowne & Co's deferred employee compensation liability (non-current) at June 30, 2009", fact(F(BNE, "DeferredCompensationLiabilityNoncurrent"), PB, USD))
add(C, BNE, "What deferred rent did Bowne carry in long-term liabilities at the close of its second quarter of 2009?",
    fact(F(BNE, "DeferredRentCreditNoncurrent"), PB, USD))
add(C, OI, "Owens-Illinois repair parts inventories as of June 30, 2009", fact(F(OI, "OtherInventoriesSpareParts"), PB, USD))
add(C, OI, "What was the carrying value of O-I's equity investments (equity-method affiliates) at mid-2009, i.e. June 30, 2009?",
    fact(F(OI, "EquityMethodInvestments"), PB, USD))
add(C, OI, "On Owens-Illinois' June 30, 2009 balance sheet, how much sat in 'Deposits, receivables, and other assets'?",
    fact(F(OI, "OtherAssetsNoncurrent"), PB, USD))
add(C, IP, "International Paper's forestlands on the March 31, 2010 balance sheet", fact(F(IP, "Forestlands"), B10, USD))
add(C, IP, "How much were International Paper's distribution expenses in the first quarter of 2010?", fact(F(IP, "ShippingHandlingAndTransportationCosts"), Q10, USD))
add(C, IP, "IP's 'taxes other than payroll and income taxes' for the three months ended March 31, 2010", fact(F(IP, "TaxesOther"), Q10, USD))
add(C, ISDR, "What revenue did Issuer Direct earn from transfer agent services in Q1 2010?", fact(F(ISDR, "TransferAgentServices"), Q10, USD))
add(C, ISDR, "Issuer Direct Corp's security deposits (a current asset) at March 31, 2010", fact(F(ISDR, "OtherRestrictedAssetsCurrent"), B10, USD))
add(C, A10K, "Per its share repurchase note, what dollar amount of its common stock (excluding excise tax) did Apple repurchase in fiscal 2023?",
    fact(g("StockRepurchasedAndRetiredDuringPeriodValue"), A_FY23, USD))
add(C, A10K, "Apple's accumulated other comprehensive loss on the September 30, 2023 balance sheet (a negative balance)",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), A_BS23, USD))
add(C, A10K, "In Apple's fiscal 2023 statement of comprehensive income, what was the change in fair value of derivative instruments "
    "(before reclassification of realized gains/losses)?",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax"], A_FY23, USD))
add(C, A10K, "Apple FY2023: total change in unrealized gains/losses on derivative instruments in other comprehensive income (negative = loss)",
    fact(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossafterReclassificationandTax"], A_FY23, USD))
add(C, A10K, "How much did the change in fair value of marketable debt securities add to Apple's other comprehensive income in the year "
    "ended September 30, 2023?", fact(g("OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), A_FY23, USD))
add(C, A10K, "Within operating cash flow for fiscal 2023, what did Apple report for the change in 'other current and non-current liabilities'?",
    fact(g("IncreaseDecreaseInOtherOperatingLiabilities"), A_FY23, USD))
add(C, A10K, "Total gross unrealized gains on Apple's cash equivalents and marketable securities as of September 30, 2023",
    fact(["aapl:CashEquivalentsAndMarketableSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"], A_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, RRI, "RRI Energy's inventory at December 31, 2008", fact(F(RRI, "InventoryNet"), PYE, USD))
add(C, RRI, "What cash and cash equivalents did RRI Energy report as of June 30, 2008, a year before its Q2 2009 10-Q?",
    fact(F(RRI, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, BNE, "Bowne goodwill at year-end 2008", fact(F(BNE, "Goodwill"), PYE, USD))
add(C, BNE, "What were Bowne & Co's net accounts receivable on December 31, 2008?", fact(F(BNE, "AccountsReceivableNetCurrent"), PYE, USD))
add(C, OI, "Owens-Illinois prepaid pension asset as of June 30, 2008", fact(F(OI, "DefinedBenefitPlanAssetsForPlanBenefitsNoncurrent"), JUN08, USD))
add(C, OI, "How much long-term debt did Owens-Illinois carry at December 31, 2008?", fact(F(OI, "LongTermDebtNoncurrent"), PYE, USD))
add(C, ED, "Balance of the additional paid-in capital column in Con Edison, Inc.'s statement of common shareholders' equity at "
    "December 31, 2009", fact(F(ED, "CommonStockEquity"), DEC09, USD, CEM("AdditionalPaidInCapital")))
add(C, ED, "CECONY (Consolidated Edison Company of New York) equity statement: retained earnings column balance at the end of 2008",
    fact(F(ED, "CommonStockEquity"), DEC08, USD, CYM("RetainedEarnings")))
add(C, IP, "International Paper goodwill at December 31, 2009", fact(F(IP, "Goodwill"), DEC09, USD))
add(C, IP, "What inventories did International Paper hold at the end of 2009?", fact(F(IP, "InventoryNet"), DEC09, USD))
add(C, IP, "Restructuring and other charges at International Paper in the first quarter of 2009", fact(F(IP, "RestructuringAndOtherRelatedCharges"), Q09, USD))
add(C, ISDR, "Issuer Direct's printing and financial communication revenue a year earlier, in the quarter ended March 31, 2009",
    fact(F(ISDR, "PrintingFinancialCommunication"), Q09, USD))
add(C, ISDR, "How much did Issuer Direct owe on its related-party notes payable at December 31, 2009?", fact(F(ISDR, "NotesPayableRelatedPartiesCurrent"), DEC09, USD))
add(C, A10K, "What was Apple's total deferred revenue at the end of fiscal 2022 (September 24, 2022)?", fact(g("ContractWithCustomerLiability"), A_BS22, USD))
add(C, A10K, "Apple's current operating lease liabilities as of September 24, 2022", fact(g("OperatingLeaseLiabilityCurrent"), A_BS22, USD))
add(C, A10K, "Non-current finance lease liabilities at Apple, fiscal 2022 year-end", fact(g("FinanceLeaseLiabilityNoncurrent"), A_BS22, USD))
add(C, A10K, "How much interest and dividend income did Apple earn in fiscal 2021?", fact(g("InvestmentIncomeInterestAndDividend"), A_FY21, USD))
add(C, A10K, "In Apple's tax rate reconciliation for fiscal 2021, what was the effect of earnings of foreign subsidiaries (negative = reduces tax)?",
    fact(g("IncomeTaxReconciliationForeignIncomeTaxRateDifferential"), A_FY21, USD))
add(C, A10K, "Carrying amount of the marketable securities Apple had hedged under fair value hedges at September 24, 2022",
    fact(g("HedgedAssetFairValueHedge"), A_BS22, USD))
add(C, A10K, "Cash, cash equivalents and restricted cash at the beginning of Apple's fiscal 2021 (balance at September 26, 2020)",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), A_BS21_OPEN, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, RRI, "RRI Energy revenues for the second quarter of 2009 only (April-June)", fact(F(RRI, "Revenues"), PQ, USD))
add(C, RRI, "Cost of sales at RRI Energy, six months ended June 30, 2009", fact(F(RRI, "CostOfRevenue"), PH, USD))
add(C, RRI, "What did RRI spend on operation and maintenance in the three months to June 30, 2009?", fact(F(RRI, "OperatingCostsAndExpenses"), PQ, USD))
add(C, RRI, "Year to date through June 2009, how much in unrealized gains (losses) was included in RRI Energy's revenues? (negative = losses)",
    fact(F(RRI, "UnrealizedGainsLossesIncludedInRevenue"), PH, USD))
add(C, RRI, "RRI Energy interest expense for the first half of 2009", fact(F(RRI, "InterestExpense"), PH, USD))
add(C, RRI, "Income tax expense (benefit) at RRI Energy in Q2 2009 by itself -- a benefit shows as negative", fact(F(RRI, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, BNE, "Bowne revenue, three months ended June 30, 2009", fact(F(BNE, "Revenues"), PQ, USD))
add(C, BNE, "Bowne's cost of revenue (exclusive of D&A) over the first six months of 2009", fact(F(BNE, "CostOfRevenue"), PH, USD))
add(C, BNE, "Selling and administrative expense at Bowne for the June 2009 quarter alone", fact(F(BNE, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, BNE, "Restructuring, integration and asset impairment charges Bowne recorded in 1H 2009 (cumulative six months)",
    fact(F(BNE, "RestructuringSettlementAndImpairmentProvisions"), PH, USD))
add(C, BNE, "What operating income (loss) did Bowne post for Q2 2009 -- the quarter, not year-to-date?", fact(F(BNE, "OperatingIncomeLoss"), PQ, USD))
add(C, BNE, "Bowne's income tax (benefit) expense for January-June 2009, negative meaning a benefit", fact(F(BNE, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, OI, "Owens-Illinois net sales in the second quarter of 2009", fact(F(OI, "SalesRevenueGoodsNet"), PQ, USD))
add(C, OI, "Manufacturing, shipping, and delivery expense at O-I for the first half of 2009", fact(F(OI, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, OI, "Research, development, and engineering expense at Owens-Illinois for the three months ended June 30, 2009",
    fact(F(OI, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, OI, "How much did O-I earn in royalties and net technical assistance during the six months to June 30, 2009?", fact(F(OI, "RoyaltyRevenue"), PH, USD))
add(C, OI, "Owens-Illinois 'other expense' for Q2 2009 alone", fact(F(OI, "OtherNonoperatingExpense"), PQ, USD))
add(C, OI, "Equity earnings at Owens-Illinois, first six months of 2009 combined", fact(F(OI, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, NQ, "What fraction of Netflix's operating income for the nine months ended September 30, 2010 was earned in the third quarter "
    "(Q3 operating income / nine-month operating income)?", ratio(OPINC, OPINC, N10_Q3, N10_9M))
add(C, NQ, "Of the cash Netflix spent repurchasing common stock in the first nine months of 2010, what share fell in the July-September "
    "quarter? (Q3 repurchases / 9M repurchases)", ratio(g("PaymentsForRepurchaseOfCommonStock"), g("PaymentsForRepurchaseOfCommonStock"), N10_Q3, N10_9M))

# =================================================================== derived
C = "derived"
add(C, RRI, "RRI Energy's operating margin for the six months ended June 30, 2009: operating income (loss) divided by revenues (negative if a loss)",
    ratio(F(RRI, "OperatingIncomeLoss"), F(RRI, "Revenues"), PH))
add(C, RRI, "By what percentage did RRI Energy's Q2 revenues change from 2008 to 2009? Decimal, negative for a decline.",
    growth(F(RRI, "Revenues"), PQ, PQPY))
add(C, BNE, "Bowne's selling and administrative expense as a share of revenue in the first half of 2009", ratio(F(BNE, "SellingGeneralAndAdministrativeExpense"), F(BNE, "Revenues"), PH))
add(C, BNE, "Year-over-year change in Bowne's six-month revenue (1H09 vs 1H08), as a decimal with a decline shown negative",
    growth(F(BNE, "Revenues"), PH, PHPY))
add(C, OI, "Owens-Illinois gross profit as a percentage of net sales for the quarter ended June 30, 2009 (decimal)",
    ratio(F(OI, "GrossProfit"), F(OI, "SalesRevenueGoodsNet"), PQ))
add(C, OI, "O-I's total debt at June 30, 2009, adding short-term loans and long-term debt due within one year to long-term debt",
    total(F(OI, "DebtCurrent"), F(OI, "LongTermDebtNoncurrent"), PB))
add(C, ED, "Con Edison's Q1 2010 payout ratio from its equity statement: common dividends charged to retained earnings divided by net "
    "income for common stock (both in the retained earnings column)",
    ratio(F(ED, "DividendsCommonStock"), F(ED, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, m_num=CEM("RetainedEarnings"), m_den=CEM("RetainedEarnings")))
add(C, ED, "How much did CECONY's net income, as credited to retained earnings in its equity statement, grow in Q1 2010 versus Q1 2009? (decimal)",
    growth(F(ED, "NetIncomeLoss"), Q10, Q09, members=CYM("RetainedEarnings")))
add(C, IP, "International Paper's gross margin for Q1 2010, computed as (net sales - cost of products sold) / net sales",
    margin_from_cost(F(IP, "SalesRevenueNet"), F(IP, "CostOfGoodsSold"), Q10))
add(C, IP, "International Paper net debt at March 31, 2010: notes payable and current maturities plus long-term debt, minus cash and temporary investments",
    derived("e0+e1-e2", [inp(F(IP, "DebtCurrent"), B10), inp(F(IP, "LongTermDebtNoncurrent"), B10),
                         inp(F(IP, "CashCashEquivalentsAndShortTermInvestments"), B10)], B10, USD, ratio=False))
add(C, IP, "Growth in International Paper's net sales, first quarter 2010 over first quarter 2009 (decimal)", growth(F(IP, "SalesRevenueNet"), Q10, Q09))
add(C, ISDR, "What share of Issuer Direct's Q1 2010 total revenue came from software licensing?", ratio(F(ISDR, "SoftwareLicensing"), F(ISDR, "Revenues"), Q10))
add(C, ISDR, "Issuer Direct's compliance and reporting services revenue: growth in Q1 2010 over Q1 2009, as a decimal (negative = it shrank)",
    growth(F(ISDR, "ComplianceReportingServices"), Q10, Q09))
add(C, A10K, "At September 24, 2022, what fraction of the fair value of Apple's foreign exchange derivative liabilities was in instruments "
    "designated as hedges? (designated FX derivative liabilities / total FX derivative liabilities)",
    ratio(g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"),
          g("DerivativeLiabilityFairValueGrossLiabilityIncludingNotSubjectToMasterNettingArrangement"), A_BS22,
          m_num=DER("OtherLiabilitiesMember", "ForeignExchangeContractMember", "DesignatedAsHedgingInstrumentMember"),
          m_den=DER("OtherLiabilitiesMember", "ForeignExchangeContractMember")))
add(C, A10K, "How much larger were the derivative gains Apple reclassified out of AOCI into net income in FY2023 than in FY2022? "
    "Give the growth rate as a decimal.",
    growth(["aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossReclassificationAfterTax"], A_FY23, A_FY22))
add(C, A10K, "Of Apple's cash, cash equivalents and restricted cash at September 24, 2022, what proportion was plain cash (the 'Cash' line of "
    "its fair-value table)?", ratio(g("Cash"), g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"), A_BS22, m_num={FIN: G + "CashMember"}))
add(C, A10K, "Capitalized research and development as a share of Apple's total deferred tax assets at fiscal 2022 year-end",
    ratio(["aapl:DeferredTaxAssetsCapitalizedResearchAndDevelopment"], g("DeferredTaxAssetsGross"), A_BS22))
add(C, NQ, "Netflix's interest coverage for the first nine months of 2010, taken as operating income divided by interest expense",
    ratio(OPINC, INTEXP, N10_9M))
add(C, NQ, "How much did Netflix's marketing expense rise in the nine months to September 30, 2010 compared with the same period of 2009? "
    "Answer as a growth rate.", growth(g("MarketingExpense"), N10_9M, N10_9MPY))
add(C, NQ, "Netflix's ratio of total liabilities to stockholders' equity at September 30, 2010", ratio(LIAB, EQ, N10_BS))

# =================================================================== members
C = "members"
add(C, ED, "Con Edison, Inc.'s statement of common shareholders' equity: what is the retained earnings column at March 31, 2010?",
    fact(F(ED, "CommonStockEquity"), B10, USD, CEM("RetainedEarnings")))
add(C, ED, "Net income for common stock that Con Edison credited to the retained earnings column of its equity statement in the first quarter of 2010",
    fact(F(ED, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, USD, CEM("RetainedEarnings")))
add(C, ED, "Common shares issued for Con Edison's dividend reinvestment and employee stock plans in Q1 2010: the amount added to the "
    "additional paid-in capital column", fact(F(ED, "StockIssuedDuringPeriodValueDividendReinvestmentAndEmployeeStockPurchasePlan"), Q10, USD, CEM("AdditionalPaidInCapital")))
add(C, ED, "How much capital did Con Edison, Inc. contribute to CECONY in the first quarter of 2010, as shown in CECONY's additional paid-in "
    "capital column?", fact(F(ED, "CapitalContributionsFromParent"), Q10, USD, CYM("AdditionalPaidInCapital")))
add(C, ED, "CECONY retained earnings column of the shareholder's equity statement, balance at March 31, 2010",
    fact(F(ED, "CommonStockEquity"), B10, USD, CYM("RetainedEarnings")))
add(C, ED, "Other comprehensive income recorded in the accumulated OCI column of Con Edison, Inc.'s equity statement for Q1 2010",
    fact(F(ED, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), Q10, USD, CEM("AccumulatedOtherComprehensiveIncome")))
add(C, ED, "Preferred stock dividends CECONY charged against its retained earnings column in the three months ended March 31, 2010",
    fact(F(ED, "DividendsPreferredStock"), Q10, USD, CYM("RetainedEarnings")))
add(C, A10K, "Apple's fair-value table at September 30, 2023: Level 2 commercial paper classified as current marketable securities",
    fact(g("MarketableSecuritiesCurrent"), A_BS23, USD, FV(L2, "CommercialPaperMember")))
add(C, A10K, "How much of Apple's current marketable securities at FY23 year-end were Level 1 equity securities?",
    fact(g("MarketableSecuritiesCurrent"), A_BS23, USD, FV(L1, "EquitySecuritiesMember")))
add(C, A10K, "Non-current marketable securities at Apple in Level 2 asset-backed securities, as of September 24, 2022",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS22, USD, FV(L2, "AssetBackedSecuritiesMember")))
add(C, A10K, "U.S. agency securities (Level 2) held by Apple as non-current marketable securities at the end of fiscal 2022",
    fact(g("MarketableSecuritiesNoncurrent"), A_BS22, USD, FV(L2, "USGovernmentAgenciesDebtSecuritiesMember")))
add(C, A10K, "What amount of Level 2 corporate debt securities did Apple classify within cash and cash equivalents at September 30, 2023?",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS23, USD, FV(L2, "CorporateDebtSecuritiesMember")))
add(C, A10K, "Level 1 money market funds recorded in Apple's cash and cash equivalents at September 24, 2022",
    fact(g("CashAndCashEquivalentsAtCarryingValue"), A_BS22, USD, FV(L1, "MoneyMarketFundsMember")))
add(C, A10K, "Gross unrealized losses on Apple's Level 2 foreign government securities at September 30, 2023",
    fact(g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax"), A_BS23, USD, FV(L2, "ForeignGovernmentDebtSecuritiesMember")))
add(C, A10K, "Adjusted cost of Apple's U.S. Treasury securities (Level 2) at fiscal 2022 year-end", 
    fact(g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), A_BS22, USD, FV(L2, "USTreasurySecuritiesMember")))
add(C, A10K, "In the common stock and additional paid-in capital column of Apple's shareholders' equity statement, how much was withheld "
    "for net share settlement of equity awards in fiscal 2021?",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY21, USD, EQM("CommonStockIncludingAdditionalPaidInCapitalMember")))
add(C, A10K, "Share-based compensation credited to Apple's common stock and APIC column in fiscal 2021",
    fact(g("AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), A_FY21, USD,
         EQM("CommonStockIncludingAdditionalPaidInCapitalMember")))
add(C, A10K, "Other comprehensive income shown in the accumulated other comprehensive income column of Apple's equity statement for the "
    "year ended September 25, 2021", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), A_FY21, USD, EQM("AccumulatedOtherComprehensiveIncomeMember")))
add(C, A10K, "Fair value of Apple's foreign exchange derivative assets not designated as hedges (Level 2, in other assets) at September 24, 2022",
    fact(g("DerivativeAssetFairValueGrossAssetIncludingNotSubjectToMasterNettingArrangement"), A_BS22, USD,
         DER("OtherAssetsMember", "ForeignExchangeContractMember", "NondesignatedMember")))
add(C, A10K, "What was the highest effective interest rate on Apple's 2013-2022 fixed-rate note issuances as of September 24, 2022? (decimal)",
    fact(g("DebtInstrumentInterestRateEffectivePercentage"), A_BS22, PURE, NOTES_MAX))

# =================================================================== per_share
C = "per_share"
add(C, RRI, "RRI Energy diluted loss per share from continuing operations, Q2 2009", fact(F(RRI, "IncomeLossFromContinuingOperationsPerDilutedShare"), PQ, PS))
add(C, RRI, "Basic net income per share at RRI Energy for the first half of 2009", fact(F(RRI, "EarningsPerShareBasic"), PH, PS))
add(C, RRI, "How many common shares had RRI Energy issued as of June 30, 2009?", fact(F(RRI, "CommonStockSharesIssued"), PB, SH))
add(C, BNE, "Dividends per share Bowne declared for the second quarter of 2009", fact(F(BNE, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, BNE, "Bowne's diluted net (loss) per share, six months ended June 30, 2009", fact(F(BNE, "EarningsPerShareDiluted"), PH, PS))
add(C, BNE, "Treasury shares held by Bowne & Co at June 30, 2009", fact(F(BNE, "TreasuryStockShares"), PB, SH))
add(C, OI, "Owens-Illinois diluted EPS (net earnings) for Q2 2009", fact(F(OI, "EarningsPerShareDiluted"), PQ, PS))
add(C, OI, "What did O-I earn per basic share from continuing operations in the first six months of 2008?",
    fact(F(OI, "IncomeLossFromContinuingOperationsPerBasicShare"), PHPY, PS))
add(C, OI, "Weighted average basic shares outstanding at Owens-Illinois for 1H 2009", fact(F(OI, "WeightedAverageNumberOfSharesOutstandingBasic"), PH, SH))
add(C, OI, "Owens-Illinois treasury stock share count at June 30, 2009", fact(F(OI, "TreasuryStockShares"), PB, SH))
add(C, ED, "Number of Con Edison, Inc. common shares shown in the common stock column of its equity statement at March 31, 2010",
    fact(F(ED, "CommonStockEquityShares"), B10, SH, CEM("CommonStock")))
add(C, ED, "How many shares did Con Edison issue under its dividend reinvestment and employee stock purchase plans during Q1 2010?",
    fact(F(ED, "StockIssuedDuringPeriodSharesDividendReinvestmentAndEmployeeStockPurchasePlan"), Q10, SH, CEM("CommonStock")))
add(C, IP, "International Paper diluted earnings (loss) per share attributable to common shareholders, first quarter 2010", fact(F(IP, "EarningsPerShareDiluted"), Q10, PS))
add(C, IP, "Cash dividends per common share International Paper paid in Q1 2010", fact(F(IP, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, IP, "International Paper's average shares outstanding assuming dilution, three months ended March 31, 2009",
    fact(F(IP, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, IP, "Common shares International Paper held in treasury at December 31, 2009", fact(F(IP, "TreasuryStockShares"), DEC09, SH))
add(C, ISDR, "Issuer Direct diluted income per share for the March 2010 quarter", fact(F(ISDR, "EarningsPerShareDiluted"), Q10, PS))
add(C, ISDR, "What basic weighted average share count did Issuer Direct report for Q1 2010?", fact(F(ISDR, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, ISDR, "Issuer Direct's diluted weighted average common shares for the first quarter of 2009", fact(F(ISDR, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q09, SH))
add(C, NQ, "Revenue per diluted share at Netflix in Q3 2010 (quarterly revenue / diluted weighted-average shares), in dollars",
    ratio(REV, WAD, N10_Q3, unit=PS))

# =================================================================== jargon
C = "jargon"
add(C, RRI, "RRI capex, 1H09?", fact(F(RRI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, RRI, "RRI D&A in 2Q09 (income statement line)", fact(F(RRI, "DepreciationAndAmortization"), PQ, USD))
add(C, BNE, "Bowne CFO for 1H09 -- net cash from operating activities, negative if it used cash", fact(F(BNE, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, BNE, "How much did Bowne draw on its revolver (net borrowings under the revolving credit facility) in 1H09?", fact(F(BNE, "ProceedsFromLongTermLinesOfCredit"), PH, USD))
add(C, OI, "OI capex (additions to PP&E), 1H09", fact(F(OI, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, OI, "Asbestos cash outlay at Owens-Illinois in 1H09 -- the asbestos-related payments line in the cash flow statement", fact(F(OI, "PaymentsForAsbestosRelatedLiabilities"), PH, USD))
add(C, IP, "IP capex 1Q10 ('invested in capital projects')", fact(F(IP, "PaymentsToAcquireProjects"), Q10, USD))
add(C, IP, "International Paper DD&A incl. cost of timber harvested, 1Q09", fact(F(IP, "DepreciationAmortizationAndCostOfTimberHarvested"), Q09, USD))
add(C, IP, "IP cash from ops, 1Q10", fact(F(IP, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, IP, "What was International Paper's SG&A in 1Q10?", fact(F(IP, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, ISDR, "ISDR bad debt expense, 1Q10", fact(F(ISDR, "ProvisionForDoubtfulAccounts"), Q10, USD))
add(C, ISDR, "Issuer Direct capex in 1Q10 (purchases of property and equipment)", fact(F(ISDR, "PaymentsToAcquireMachineryAndEquipment"), Q10, USD))
add(C, ISDR, "Issuer Direct S&M spend in 1Q09", fact(F(ISDR, "SellingAndMarketingExpense"), Q09, USD))
add(C, A10K, "AAPL AR build in FY23 -- the increase in accounts receivable behind the working-capital line of CFO", fact(g("IncreaseDecreaseInAccountsReceivable"), A_FY23, USD))
add(C, A10K, "Apple inventory build FY23 (increase in inventories per the cash flow statement)", fact(g("IncreaseDecreaseInInventories"), A_FY23, USD))
add(C, A10K, "AAPL UTBs that would hit the ETR if recognized, at FY22 year-end", fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), A_BS22, USD))
add(C, A10K, "Restricted marketable securities at Apple, YE FY22 (total restricted from general use)", fact(g("DebtSecuritiesAvailableForSaleRestricted"), A_BS22, USD))
add(C, A10K, "AAPL CP issuance with maturities over 90 days, FY21 gross proceeds", fact(g("ProceedsFromShortTermDebtMaturingInMoreThanThreeMonths"), A_FY21, USD))
add(C, A10K, "Apple's excess tax benefit from equity awards in its FY21 tax rec (negative = lowers the provision)",
    fact(g("EffectiveIncomeTaxRateReconciliationShareBasedCompensationExcessTaxBenefitAmount"), A_FY21, USD))
add(C, NQ, "NFLX SBC as a % of revenue for 9M 2010 (stock-based comp in CFO / revenue, decimal)", ratio(SBC, REV, N10_9M))

# =================================================================== refuse
C = "refuse"
# other company
add(C, BNE, "What revenue did Merrill Corporation, the financial printer, report for the second quarter of 2009?",
    refuse(oc, "Merrill Corporation is not in the data (Bowne & Co is).", other("MERRILL CORPORATION")))
add(C, ED, "What were the Long Island Power Authority's electric revenues in the first quarter of 2010?",
    refuse(oc, "The Long Island Power Authority is not in the data (Consolidated Edison is).", other("LONG ISLAND POWER")))
add(C, ISDR, "How much did Computershare earn from transfer agent services in the quarter ended March 31, 2010?",
    refuse(oc, "Computershare is not in the data (Issuer Direct is).", other("COMPUTERSHARE")))
add(C, A10K, "What premium subscription revenue did Spotify report for 2023?",
    refuse(oc, "Spotify is not in the data (Apple is).", other("SPOTIFY")))
add(C, NQ, "How many movie rentals did the Vudu service deliver in the quarter ended September 30, 2010?",
    refuse(oc, "Vudu is not in the data (Netflix is).", other("VUDU")))
# period not reported
add(C, RRI, "What did RRI Energy spend on capital expenditures in April-June 2009, the second quarter by itself?",
    refuse(pn, "RRI Energy's Q2 2009 cash flow statement is six-month only; no three-month capital expenditure is reported.",
           absent(F(RRI, "PaymentsToAcquirePropertyPlantAndEquipment"), PQ)))
add(C, OI, "Owens-Illinois depreciation for the second quarter of 2009 alone?",
    refuse(pn, "O-I reports depreciation only in its six-month cash flow statement; no three-month Q2 2009 figure is reported.",
           absent(F(OI, "Depreciation"), PQ)))
add(C, IP, "International Paper's net sales for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009, not the 2009 year.", absent(F(IP, "SalesRevenueNet"), FY09)))
add(C, ISDR, "Issuer Direct's total revenue for calendar 2009?",
    refuse(pn, "The Q1 2010 10-Q reports only the first quarters of 2010 and 2009; 2009 annual revenue is not reported.",
           absent(F(ISDR, "Revenues"), FY09)))
add(C, A10K, "How much interest and dividend income did Apple earn in fiscal 2020?",
    refuse(pn, "Apple's FY2023 10-K reports interest and dividend income for fiscal 2021-2023 only.",
           absent(g("InvestmentIncomeInterestAndDividend"), A_FY20)))
# concept not reported
add(C, BNE, "How many diluted weighted-average shares did Bowne use to compute its Q2 2009 EPS?",
    refuse(cn, "Bowne's Q2 2009 data report EPS but no weighted-average share counts.",
           absent_any(g("WeightedAverageNumberOfDilutedSharesOutstanding", "WeightedAverageNumberOfSharesOutstandingBasic",
                        "WeightedAverageNumberOfShareOutstandingBasicAndDiluted"))))
add(C, OI, "What dividend per common share did Owens-Illinois declare in Q2 2009?",
    refuse(cn, "Owens-Illinois' Q2 2009 data report no common dividends (only noncontrolling-interest and 2008 preferred dividends).",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividendsCommonStock",
                        "DividendsCommonStock", "DividendsCommonStockCash"))))
add(C, IP, "How much did International Paper spend on research and development in the first quarter of 2010?",
    refuse(cn, "International Paper's Q1 2010 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ED, "How much cash did Con Edison spend buying back its own common stock in Q1 2010?",
    refuse(cn, "Con Edison's Q1 2010 data report no share repurchases.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod"))))
add(C, NQ, "What accounts receivable did Netflix carry at September 30, 2010?",
    refuse(cn, "Netflix's Q3 2010 balance sheet has no accounts receivable line.",
           absent_any(g("AccountsReceivableNetCurrent", "AccountsReceivableGrossCurrent", "ReceivablesNetCurrent", "IncreaseDecreaseInAccountsReceivable"))))
# ambiguous
WHY_RRI = ("RRI Energy reports two operating cash flow totals for the first half of 2009: net cash provided by operating activities "
           "including discontinued operations (NetCashProvidedByUsedInOperatingActivities) and the continuing-operations figure "
           "(NetCashProvidedByUsedInOperatingActivitiesContinuingOperations), of opposite sign.")
add(C, RRI, "How much cash did RRI Energy generate from operations in the first half of 2009?", refuse(am, WHY_RRI, amb_for(RRI, WHY_RRI,
    (F(RRI, "NetCashProvidedByUsedInOperatingActivities"), PH, None), (F(RRI, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), PH, None))))
WHY_OI = ("Owens-Illinois' June 30, 2009 balance sheet carries asbestos-related liabilities twice: the 'Current portion of asbestos-related "
          "liabilities' (oi:LiabilityForAsbestosRelatedLiabilitiesCurrent) and the long-term 'Asbestos-related liabilities' "
          "(oi:LiabilityForAsbestosRelatedLiabilitiesNoncurrent).")
add(C, OI, "What asbestos-related liability did Owens-Illinois have at June 30, 2009?", refuse(am, WHY_OI, amb_for(OI, WHY_OI,
    (F(OI, "LiabilityForAsbestosRelatedLiabilitiesCurrent"), PB, None), (F(OI, "LiabilityForAsbestosRelatedLiabilitiesNoncurrent"), PB, None))))
WHY_IP = ("International Paper's Q1 2010 income statement shows 'Net Earnings (Loss)' including noncontrolling interests (ProfitLoss) and "
          "'Net Earnings (Loss) Attributable to International Paper Company' (NetIncomeLoss), which differ.")
add(C, IP, "What were International Paper's net earnings for Q1 2010?", refuse(am, WHY_IP, amb_for(IP, WHY_IP,
    (F(IP, "ProfitLoss"), Q10, None), (F(IP, "NetIncomeLoss"), Q10, None))))
WHY_AAPL = ("Apple's fiscal 2023 cash flow statement has three lines labelled 'Other': an operating adjustment (OtherNoncashIncomeExpense), "
            "an investing line (PaymentsForProceedsFromOtherInvestingActivities) and a financing line "
            "(ProceedsFromPaymentsForOtherFinancingActivities), with different amounts.")
add(C, A10K, "What was the 'Other' line in Apple's fiscal 2023 cash flow statement?", refuse(am, WHY_AAPL, amb_for(A10K, WHY_AAPL,
    (g("OtherNoncashIncomeExpense"), A_FY23, None), (g("PaymentsForProceedsFromOtherInvestingActivities"), A_FY23, None),
    (g("ProceedsFromPaymentsForOtherFinancingActivities"), A_FY23, None))))
WHY_NQ = ("Netflix's Q3 2010 cash flow statement has two content-library acquisition lines: 'Acquisitions of DVD content library' "
          "(nflx:PaymentsForAcquisitionsOfContentLibrary) and 'Acquisition of streaming content library' "
          "(nflx:AcquisitionOfStreamingContentLibrary), with different amounts.")
add(C, NQ, "How much did Netflix spend acquiring content library in the third quarter of 2010?", refuse(am, WHY_NQ, amb_for(NQ, WHY_NQ,
    (["nflx:PaymentsForAcquisitionsOfContentLibrary"], N10_Q3, None), (["nflx:AcquisitionOfStreamingContentLibrary"], N10_Q3, None))))


def main():
    write_round("h58", gr.QUESTIONS_58, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
