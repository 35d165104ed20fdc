#!/usr/bin/env python3
"""Writes evals/data/ask_heldout45.jsonl and its refusal probes (ask_heldout45_probes.jsonl) -- round 45 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout45.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions45.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout45.jsonl
The writer's folder held byte-identical copies of the round 1-44 scaffolding (specs.py and gold_reader.py of main's
evals/heldout), imported from beside the builder through sys.path (nothing in them was changed; no bytecode was
written), with the shared data folder passed through AUDITGRAPH_SHARED_DATA, and rounds 1-44 were read from a copy of
evals/data; here `from specs import *` takes them from evals/heldout itself. Rounds 1-44 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-45 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44)  # rounds 1-44, named one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers, read from the filing (gold_reader.lookup), not typed"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "",
                                   "{:,.2f}".format(r[0]) if r else "not found"))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 45 FSDS filings: companies no round 1-44 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-44, and against avoid_adsh.txt and the CIKs of its filings;
# the instance companies left out), all with CIK mod 4 == 1 (three parallel writers take the other residues): three 10-Qs
# from the 2010q2 zip and three from 2009q3.
# Kinds: a broker-dealer / bank holding company and a mall REIT (both with equity-statement or share-class rows) and a
# telecom-equipment (tech) company with EquityComponents rows (2010q2); a student-loan lender (consumer finance, with
# EquityComponents and ClassOfStock rows), a telecom carrier with EquityComponents rows and a pharmaceutical (healthcare)
# company (2009q3).
MSTAN = "fsds:0001193125-10-112958"   # MORGAN STANLEY 10-Q (2010q2), CIK 895421, Q1 2010; EquityComponents rows
SPG = "fsds:0001047469-10-004999"   # SIMON PROPERTY GROUP INC 10-Q (2010q2), CIK 1063761, Q1 2010 (REIT); ClassOfStock rows
MOT = "fsds:0001047469-10-004771"   # MOTOROLA INC 10-Q (2010q2), CIK 68505, Q1 2010 ended April 3, 2010 (FSDS ddate 2010-03-31); EquityComponents rows
SLM = "fsds:0000950123-09-030360"   # SLM CORP 10-Q (2009q3), CIK 1032033, Q2 2009 and six months; EquityComponents / ClassOfStock rows
ATT = "fsds:0000732717-09-000050"   # AT&T INC. 10-Q (2009q3), CIK 732717, Q2 2009 and six months; EquityComponents rows
AGN = "fsds:0001193125-09-169343"   # ALLERGAN INC 10-Q (2009q3), CIK 850693, Q2 2009 and six months (healthcare)
TICK = {MSTAN: "ms", SPG: "spg", MOT: "mot", SLM: "slm", ATT: "t", AGN: "agn"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Morgan Stanley, Simon Property Group, Motorola -- quarter ended April 3, 2010)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (SLM, AT&T, Allergan)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, PQ3, PQ1 = (None, "2009-06-30"), (None, "2008-12-31"), ("2009-07-01", "2009-09-30"), ("2009-01-01", "2009-03-31")

EQC = lambda m: {"EquityComponents": m}
COS = lambda m: {"ClassOfStock": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# instance axes, members and periods not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
RANGE = G + "RangeAxis"
AWARD = G + "AwardTypeAxis"
REPO_AX = G + "ShareRepurchaseProgramAxis"
MCONS = lambda m: {CONS: "msft:%s" % m}
HWSUB = {"msft:SegmentGroupAxis": "msft:DevicesAndConsumerHardwareSegmentSubGroupMember", CONS: "msft:DevicesAndConsumerMember"}
M_Q4_13 = ("2013-04-01", "2013-06-30")
M_FY12 = ("2011-07-01", "2012-06-30")
AE_CLS = lambda m: {G + "StatementClassOfStockAxis": m}
AE_NCI = {EQAX: G + "NoncontrollingInterestMember"}
AE_APIC = {EQAX: G + "AdditionalPaidInCapitalMember"}
E_BS21, E_SUCC_OPEN = (None, "2021-12-31"), (None, "2023-07-22")
E_Q3_23 = ("2023-07-01", "2023-09-30")

# =================================================================== direct
C = "direct"
add(C, MSTAN, "What did Morgan Stanley report as investment banking revenues for the first quarter of 2010?",
    fact(F(MSTAN, "InvestmentBankingRevenue"), Q10, USD))
add(C, MSTAN, "Securities borrowed on Morgan Stanley's balance sheet, March 31, 2010",
    fact(F(MSTAN, "SecuritiesBorrowed"), B10, USD))
add(C, MSTAN, "Within financial instruments owned at fair value, how much were Morgan Stanley's physical commodities worth at the end of Q1 2010?",
    fact(F(MSTAN, "FinancialInstrumentsOwnedPhysicalCommoditiesAtFairValue"), B10, USD))
add(C, SPG, "Minimum rent Simon Property Group earned in the three months ended March 31, 2010",
    fact(F(SPG, "MinimumRents"), Q10, USD))
add(C, SPG, "How much overage rent did Simon collect in Q1 2010?",
    fact(F(SPG, "OperatingLeasesIncomeStatementContingentRevenue"), Q10, USD))
add(C, SPG, "Simon Property Group's mortgages and other indebtedness outstanding at 3/31/2010",
    fact(F(SPG, "DebtAndCapitalLeaseObligations"), B10, USD))
add(C, MOT, "Motorola's long-term 'Investments' line on the balance sheet at April 3, 2010 (end of its first quarter)",
    fact(F(MOT, "LongTermInvestments"), B10, USD))
add(C, MOT, "What did Motorola book under 'Other charges' in the quarter ended April 3, 2010?",
    fact(F(MOT, "OtherCostAndExpenseOperating"), Q10, USD))
add(C, SLM, "Carrying value of FFELP Stafford loans held-for-sale at SLM Corporation on June 30, 2009",
    fact(F(SLM, "FFELPStaffordLoansHeldForSale"), PB, USD))
add(C, SLM, "Sallie Mae's allowance for Private Education Loan losses as of mid-2009 (June 30)",
    fact(F(SLM, "AllowanceForPrivateEducationLoansLosses"), PB, USD))
add(C, ATT, "How much did AT&T carry for wireless licenses ('Licenses') at June 30, 2009?",
    fact(F(ATT, "IndefiniteLivedLicenseAgreements"), PB, USD))
add(C, AGN, "Allergan's long-term convertible notes on the June 30, 2009 balance sheet",
    fact(F(AGN, "ConvertibleLongTermNotesPayable"), PB, USD))
add(C, AGN, "Intangibles, net -- what was that figure for Allergan at the end of June 2009?",
    fact(F(AGN, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, MS, "Amortization of capitalized software that Microsoft recorded in fiscal year 2015",
    fact(g("CapitalizedComputerSoftwareAmortization"), M_FY15, USD))
add(C, MS, "Microsoft's allowance for doubtful accounts against receivables at June 30, 2015",
    fact(g("AllowanceForDoubtfulAccountsReceivableCurrent"), M_BS15, USD))
add(C, MS, "Work-in-process inventories at Microsoft, end of fiscal 2015",
    fact(g("InventoryWorkInProcessNetOfReserves"), M_BS15, USD))
add(C, MS, "What was Microsoft's long-term debt excluding the current portion on June 30, 2015?",
    fact(LTD_NC, M_BS15, USD))
add(C, AE, "Discount rate AEON Biopharma used for its operating lease as of September 30, 2023",
    fact(g("LesseeOperatingLeaseDiscountRate"), E_BS, PURE))
add(C, AE, "In AEON's lease maturity schedule at 9/30/2023, what undiscounted payments fall due in year two?",
    fact(g("LesseeOperatingLeaseLiabilityPaymentsDueYearTwo"), E_BS, USD))
add(C, AE, "Change in accrued expenses and other liabilities in AEON's operating cash flows for the successor period July 22 - September 30, 2023",
    fact(["aeon:IncreaseDecreaseInAccruedExpensesAndOtherLiabilities"], E_SUCC, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, MSTAN, "Morgan Stanley trading revenues one year earlier -- first quarter of 2009",
    fact(F(MSTAN, "TradingGainsLosses"), Q09, USD))
add(C, MSTAN, "Total deposits at Morgan Stanley as of December 31, 2009",
    fact(F(MSTAN, "Deposits"), DEC09, USD))
add(C, MSTAN, "How much cash and due from banks did Morgan Stanley have on March 31, 2009?",
    fact(F(MSTAN, "CashAndDueFromBanks"), MAR09, USD))
add(C, SPG, "Simon's tenant reimbursements revenue in the year-ago quarter (Q1 2009)",
    fact(F(SPG, "TenantReimbursements"), Q09, USD))
add(C, SPG, "Investment properties at cost on Simon Property Group's books at year-end 2009",
    fact(F(SPG, "RealEstateInvestmentPropertyAtCost"), DEC09, USD))
add(C, SPG, "What real estate tax expense did Simon report for the first quarter of 2009?",
    fact(F(SPG, "RealEstateTaxExpense"), Q09, USD))
add(C, MOT, "Motorola's research and development expenditures in Q1 2009",
    fact(F(MOT, "ResearchAndDevelopmentExpense"), Q09, USD))
add(C, MOT, "Accrued liabilities at Motorola, December 31, 2009",
    fact(F(MOT, "AccruedLiabilitiesCurrent"), DEC09, USD))
add(C, MOT, "Net sales Motorola reported for the comparable quarter of 2009",
    fact(F(MOT, "Revenues"), Q09, USD))
add(C, SLM, "SLM's short-term borrowings at the prior year-end, December 31, 2008",
    fact(F(SLM, "ShortTermBorrowings"), PYE, USD))
add(C, ATT, "AT&T's postemployment benefit obligation as of December 31, 2008",
    fact(F(ATT, "PostemploymentBenefitsLiabilityNoncurrent"), PYE, USD))
add(C, ATT, "Selling, general and administrative expense at AT&T in the second quarter of 2008",
    fact(F(ATT, "SellingGeneralAndAdministrativeExpense"), PQPY, USD))
add(C, AGN, "Allergan cost of sales (excluding amortization of acquired intangibles) for the three months ended June 30, 2008",
    fact(F(AGN, "CostOfGoodsSoldExcludingAmortizationOfAcquiredIntangibleAssets"), PQPY, USD))
add(C, MS, "Gross computer equipment and software within Microsoft's property and equipment at June 30, 2014",
    fact(["msft:ComputerHardwareAndSoftware"], M_BS14, USD))
add(C, MS, "Finished goods inventory Microsoft held at the end of fiscal 2014",
    fact(g("InventoryFinishedGoodsNetOfReserves"), M_BS14, USD))
add(C, MS, "How much interest expense did Microsoft incur in fiscal year 2013 (ended June 30, 2013)?",
    fact(INTEXP, M_FY13, USD))
add(C, MS, "Current U.S. federal income tax expense in Microsoft's FY2013 provision",
    fact(g("CurrentFederalTaxExpenseBenefit"), M_FY13, USD))
add(C, AE, "AEON's accumulated deficit at December 31, 2022",
    fact(RE, E_BSPY, USD))
add(C, AE, "Current portion of AEON Biopharma's operating lease liability at year-end 2022",
    fact(g("OperatingLeaseLiabilityCurrent"), E_BSPY, USD))
add(C, AE, "Property and equipment, net at AEON as of December 31, 2022",
    fact(PPE, E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, SLM, "Interest income on Private Education Loans at SLM for Q2 2009 -- the three months ended June 30 only",
    fact(F(SLM, "PrivateEducationLoansIncomeLoss"), PQ, USD))
add(C, SLM, "SLM's provisions for loan losses for the first six months of 2009",
    fact(F(SLM, "ProvisionForLoanLeaseAndOtherLosses"), PH, USD))
add(C, SLM, "Contingency fee revenue at Sallie Mae in the April-June 2009 quarter, not year to date",
    fact(F(SLM, "ContingencyFeeRevenue"), PQ, USD))
add(C, SLM, "Year-to-date gains (losses) on derivative and hedging activities, net, at SLM through June 30, 2009",
    fact(F(SLM, "GainLossOnDerivativeInstrumentsNetPretax"), PH, USD))
add(C, SLM, "How much restructuring expense did SLM record in 2Q09 on its own?",
    fact(F(SLM, "RestructuringCharges"), PQ, USD))
add(C, SLM, "SLM total interest expense, January through June 2009",
    fact(F(SLM, "InterestExpense"), PH, USD))
add(C, ATT, "AT&T wireless service revenues for the second quarter of 2009 (three months)",
    fact(F(ATT, "WirelessServices"), PQ, USD))
add(C, ATT, "Voice revenues at AT&T over the first half of 2009",
    fact(F(ATT, "Voice"), PH, USD))
add(C, ATT, "Data revenue AT&T booked in the quarter ended June 30, 2009 -- the quarter, not the six months",
    fact(F(ATT, "Data"), PQ, USD))
add(C, ATT, "Directory revenues at AT&T for the six months ended June 30, 2009",
    fact(F(ATT, "Directory"), PH, USD))
add(C, ATT, "AT&T cost of sales (exclusive of depreciation and amortization) for April-June 2009",
    fact(F(ATT, "CostOfRevenue"), PQ, USD))
add(C, ATT, "Equity in net income of affiliates at AT&T, year to date through June 2009",
    fact(F(ATT, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, AGN, "Allergan's product net sales in the second quarter of 2009 alone",
    fact(F(AGN, "SalesRevenueGoodsNet"), PQ, USD))
add(C, AGN, "Research and development spending at Allergan for the first half of 2009",
    fact(F(AGN, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, AGN, "Allergan selling, general and administrative expense, three months to June 30, 2009",
    fact(F(AGN, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, AGN, "Amortization of acquired intangible assets at Allergan, six months ended June 30, 2009",
    fact(F(AGN, "AmortizationOfAcquiredIntangibleAssets"), PH, USD))
add(C, AGN, "What restructuring charges did Allergan take in Q2 2009 by itself (not the half year)?",
    fact(F(AGN, "RestructuringCharges"), PQ, USD))
add(C, AGN, "Allergan's provision for income taxes for the six-month period ended June 30, 2009",
    fact(F(AGN, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, MS, "Dollar amount of stock Microsoft repurchased under its buyback program in the fourth quarter of fiscal 2013 alone (April-June 2013)",
    fact(g("StockRepurchasedDuringPeriodValue"), M_Q4_13, USD, {REPO_AX: "msft:ShareRepurchaseProgramMember"}))
add(C, AE, "AEON's 'Other income, net' line (not total other income/expense) for the nine months ended September 30, 2022 -- year to date, not the third quarter",
    fact(g("OtherNonoperatingIncomeExpense"), E_9M_22, USD))

# =================================================================== derived
C = "derived"
add(C, MSTAN, "Morgan Stanley's compensation ratio for Q1 2010: compensation and benefits expense divided by net revenues",
    ratio(F(MSTAN, "LaborAndRelatedExpense"), F(MSTAN, "Revenues"), Q10))
add(C, MSTAN, "Balance-sheet leverage at Morgan Stanley on March 31, 2010, measured as total assets over total Morgan Stanley shareholders' equity",
    ratio(F(MSTAN, "Assets"), F(MSTAN, "StockholdersEquity"), B10))
add(C, MSTAN, "Year-over-year change in Morgan Stanley's asset management, distribution and administration fees, Q1 2010 vs Q1 2009, as a decimal (negative = decline)",
    growth(F(MSTAN, "AssetManagementFees"), Q10, Q09))
add(C, SPG, "Simon Property Group operating margin in Q1 2010 (operating income / total revenue)",
    ratio(F(SPG, "OperatingIncomeLoss"), F(SPG, "Revenues"), Q10))
add(C, SPG, "Interest coverage at Simon for the first quarter of 2009, defined as operating income divided by interest expense",
    ratio(F(SPG, "OperatingIncomeLoss"), F(SPG, "InterestExpense"), Q09))
add(C, SPG, "What share of Simon's investment properties at cost had been depreciated by March 31, 2010 (accumulated depreciation / cost)?",
    ratio(F(SPG, "RealEstateInvestmentPropertyAccumulatedDepreciation"), F(SPG, "RealEstateInvestmentPropertyAtCost"), B10))
add(C, MOT, "Motorola gross margin percentage for the quarter ended April 3, 2010, as a decimal (gross margin / net sales)",
    ratio(F(MOT, "GrossProfit"), F(MOT, "Revenues"), Q10))
add(C, MOT, "Current ratio for Motorola at the end of Q1 2010",
    ratio(F(MOT, "AssetsCurrent"), F(MOT, "LiabilitiesCurrent"), B10))
add(C, MOT, "Free cash flow at Motorola in Q1 2010, taken as operating cash flow less capital expenditures",
    diff(F(MOT, "NetCashProvidedByUsedInOperatingActivities"), F(MOT, "PaymentsToAcquireProductiveAssets"), Q10))
add(C, SLM, "In Q2 2009, how large were SLM's provisions for loan losses relative to its net interest income (provisions / net interest income)?",
    ratio(F(SLM, "ProvisionForLoanLeaseAndOtherLosses"), F(SLM, "InterestIncomeExpenseNet"), PQ))
add(C, SLM, "Growth in SLM's net Private Education Loans between December 31, 2008 and June 30, 2009, as a decimal (negative if the book shrank)",
    growth(F(SLM, "PrivateEducationLoans"), PB, PYE))
add(C, ATT, "AT&T debt-to-equity at June 30, 2009, where debt = debt maturing within one year + long-term debt and equity = total stockholders' equity",
    derived("(e0+e1)/e2", [inp(F(ATT, "DebtCurrent"), PB), inp(F(ATT, "LongTermDebtNoncurrent"), PB), inp(SE_NCI, PB)], PB, PURE))
add(C, AGN, "Allergan's operating margin in the June 2009 quarter: operating income as a fraction of total revenues",
    ratio(F(AGN, "OperatingIncomeLoss"), F(AGN, "Revenues"), PQ))
add(C, MS, "Of the available-for-sale securities Microsoft held in an unrealized loss position at June 30, 2014, what fraction (by fair value) had been in a loss position for 12 months or longer?",
    ratio(g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionTwelveMonthsOrLongerFairValue"),
          g("AvailableForSaleSecuritiesContinuousUnrealizedLossPositionFairValue"), M_BS14))
add(C, MS, "How far amortized were Microsoft's finite-lived intangibles at June 30, 2014? Give accumulated amortization divided by gross carrying amount.",
    ratio(g("FiniteLivedIntangibleAssetsAccumulatedAmortization"), g("FiniteLivedIntangibleAssetsGross"), M_BS14))
add(C, MS, "Revenue growth of Microsoft's Commercial segment group from fiscal 2013 to fiscal 2014, as a decimal",
    growth(NETSALES, M_FY14, M_FY13, MCONS("CommercialMember")))
add(C, MS, "Gross margin of Microsoft's Devices and Consumer Hardware segments in FY2014: hardware gross margin divided by hardware revenue",
    ratio(GP, NETSALES, M_FY14, m_num=HWSUB, m_den=HWSUB))
add(C, AE, "For AEON's Series A-2 convertible preferred stock at December 31, 2022, carrying amount as a fraction of liquidation preference",
    ratio(g("TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterests"), g("TemporaryEquityLiquidationPreference"),
          E_BSPY, m_num=AE_CLS("aeon:SeriesA2ConvertiblePreferredStockMember"), m_den=AE_CLS("aeon:SeriesA2ConvertiblePreferredStockMember")))
add(C, AE, "By how many dollars did the noncontrolling interest column of AEON's equity statement grow from December 31, 2021 to December 31, 2022 (later minus earlier)?",
    diff(SE_NCI, SE_NCI, E_BSPY, E_BS21, AE_NCI, AE_NCI))
add(C, AE, "What fraction of AEON's convertible preferred shares outstanding at year-end 2022 were Series B-2 shares?",
    ratio(g("TemporaryEquitySharesOutstanding"), g("TemporaryEquitySharesOutstanding"), E_BSPY,
          m_num=AE_CLS("aeon:SeriesB2ConvertiblePreferredStockMember"), m_den=AE_CLS(G + "ConvertiblePreferredStockMember")))

# =================================================================== members
C = "members"
add(C, MSTAN, "Retained earnings column of Morgan Stanley's statement of changes in total equity: balance at March 31, 2009",
    fact(SE_NCI, MAR09, USD, EQC("RetainedEarnings")))
add(C, MSTAN, "In the non-controlling interests column of Morgan Stanley's Q1 2010 equity statement, what increase came from consolidating funds it sponsors?",
    fact(F(MSTAN, "IncreaseDecreaseInNoncontrollingInterestRelatedToTheConsolidationOfFundsSponsoredByTheParent"), Q10, USD,
         EQC("NoncontrollingInterest")))
add(C, MSTAN, "Shares issued under employee plans, as recorded in the treasury stock column of Morgan Stanley's equity statement for the first quarter of 2010",
    fact(F(MSTAN, "StockIssuedDuringPeriodValueEmployeeStockPurchasePlan"), Q10, USD, EQC("TreasuryStock")))
add(C, SPG, "Number of Class A common shares Simon Property Group had issued at March 31, 2010",
    fact(F(SPG, "CommonStockSharesIssued"), B10, SH, COS("CommonClassA")))
add(C, SPG, "How many shares of Simon's Class B common stock were outstanding at December 31, 2009?",
    fact(F(SPG, "CommonStockSharesOutstanding"), DEC09, SH, COS("CommonClassB")))
add(C, MOT, "Foreign currency translation adjustments column in Motorola's stockholders' equity statement -- balance at April 3, 2010",
    fact(SE_NCI, B10, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, MOT, "Share-based compensation expense credited to the common stock and additional paid-in capital column of Motorola's equity statement, Q1 2010",
    fact(F(MOT, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q10, USD,
         EQC("CommonStockIncludingAdditionalPaidInCapital")))
add(C, MOT, "Net unrealized gain (loss) on securities recorded in the unrealized investment gains column of Motorola's equity statement during Q1 2010",
    fact(F(MOT, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), Q10, USD,
         EQC("AccumulatedNetUnrealizedInvestmentGainLoss")))
add(C, SLM, "Carrying amount of SLM Corporation's Series B preferred stock at June 30, 2009",
    fact(F(SLM, "PreferredStockValue"), PB, USD, COS("SeriesBPreferredStock")))
add(C, SLM, "Additional paid-in capital column of SLM's statement of changes in equity at March 31, 2009",
    fact(SE_NCI, MAR09, USD, EQC("AdditionalPaidInCapital")))
add(C, ATT, "Other comprehensive income recorded in the accumulated OCI column of AT&T's equity statement for the first six months of 2009",
    fact(F(ATT, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), PH, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, ATT, "Issuance of shares: the amount booked to AT&T's capital in excess of par value column in 1H 2009",
    fact(F(ATT, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, MS, "Goodwill allocated to Microsoft's Commercial segments at June 30, 2014",
    fact(GW, M_BS14, USD, MCONS("CommercialMember")))
add(C, MS, "Revenue from the Microsoft Office system in fiscal 2013",
    fact(NETSALES, M_FY13, USD, MPROD("MicrosoftOfficeSystemMember")))
add(C, MS, "What did Surface bring in as revenue for Microsoft in FY13?",
    fact(NETSALES, M_FY13, USD, MPROD("SurfaceMember")))
add(C, MS, "Accumulated other comprehensive income attributable to derivatives (cash flow hedges) at Microsoft, June 30, 2014",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS14, USD,
         {EQAX: G + "AccumulatedNetGainLossFromDesignatedOrQualifyingCashFlowHedgesMember"}))
add(C, MS, "How much of Microsoft's fiscal 2015 common stock repurchases was charged to retained earnings (the retained earnings column of the equity statement)?",
    fact(g("StockRepurchasedDuringPeriodValue"), M_FY15, USD, {EQAX: G + "RetainedEarningsMember"}))
add(C, AE, "Level 3 liability roll-forward at AEON: purchases/issuances of warrant liabilities in the successor period (July 22 - September 30, 2023)",
    fact(g("FairValueMeasurementWithUnobservableInputsReconciliationRecurringBasisLiabilityPurchases"), E_SUCC, USD,
         {G + "FairValueByLiabilityClassAxis": "aeon:WarrantLiabilitiesMember"}))
add(C, AE, "Opening additional paid-in capital in AEON's successor equity statement, July 22, 2023",
    fact(SE_NCI, E_SUCC_OPEN, USD, AE_APIC))
add(C, AE, "Unrecognized stock-option compensation cost under the ABP Sub Inc. 2019 Incentive Award Plan at September 30, 2023",
    fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognizedStockOptions"), E_BS, USD,
         {G + "PlanNameAxis": "aeon:AbpSubInc.2019IncentiveAwardPlanMember"}))

# =================================================================== per_share
C = "per_share"
add(C, MSTAN, "Morgan Stanley's diluted earnings per share from continuing operations in 1Q 2010",
    fact(F(MSTAN, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, SPG, "Simon Property Group diluted EPS for the quarter ended March 31, 2010",
    fact(F(SPG, "EarningsPerShareDiluted"), Q10, PS))
add(C, SPG, "How many shares of Series I 6% convertible perpetual preferred stock did Simon have outstanding at March 31, 2010?",
    fact(F(SPG, "TemporaryEquitySharesOutstanding"), B10, SH))
add(C, MOT, "Diluted weighted average share count Motorola used for the quarter ended April 3, 2010",
    fact(F(MOT, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, MOT, "Dividends paid per Motorola share in the first quarter of 2009",
    fact(F(MOT, "CommonStockDividendsPerShareCashPaid"), Q09, PS))
add(C, MOT, "Outstanding Motorola common shares at the end of Q1 2010",
    fact(F(MOT, "CommonStockSharesOutstanding"), B10, SH))
add(C, SLM, "SLM's diluted earnings (loss) per common share for Q2 2009",
    fact(F(SLM, "EarningsPerShareDiluted"), PQ, PS))
add(C, SLM, "Average common and common equivalent shares outstanding (diluted) at SLM for the first six months of 2008",
    fact(F(SLM, "WeightedAverageNumberOfDilutedSharesOutstanding"), PHPY, SH))
add(C, ATT, "Dividends declared per AT&T common share in the second quarter of 2009",
    fact(F(ATT, "CommonStockDividendsPerShareDeclared"), PQ, PS))
add(C, ATT, "AT&T's weighted average common shares outstanding (basic) for the six months ended June 30, 2009",
    fact(F(ATT, "WeightedAverageNumberOfSharesIssuedBasic"), PH, SH))
add(C, AGN, "Allergan diluted EPS, first half of 2009",
    fact(F(AGN, "EarningsPerShareDiluted"), PH, PS))
add(C, AGN, "Basic earnings per share at Allergan for Q2 2008",
    fact(F(AGN, "EarningsPerShareBasic"), PQPY, PS))
add(C, AGN, "Number of treasury shares Allergan held on June 30, 2009",
    fact(F(AGN, "TreasuryStockShares"), PB, SH))
add(C, MS, "Upper end of the expected dividends per share Microsoft assumed when valuing stock awards in fiscal 2013",
    fact(["msft:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedDividendsPerShare"], M_FY13, PS,
         {RANGE: G + "MaximumMember"}))
add(C, MS, "Weighted average grant-date fair value per share of Microsoft's nonvested stock awards outstanding at June 30, 2014",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedWeightedAverageGrantDateFairValue"),
         M_BS14, PS, {AWARD: G + "RestrictedStockMember"}))
add(C, MS, "How many shares of its common stock did Microsoft buy back during fiscal 2013?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY13, SH))
add(C, MS, "Microsoft common shares outstanding at June 30, 2014",
    fact(SHOUT, M_BS14, SH))
add(C, AE, "AEON's basic net loss per share for the predecessor period January 1 - July 21, 2023",
    fact(EPSB, E_PRED, PS))
add(C, AE, "Diluted EPS at AEON for the short predecessor stub from July 1 to July 21, 2023",
    fact(EPSD, E_STUB, PS))
add(C, AE, "Weighted-average basic shares AEON used for the nine months ended September 30, 2022",
    fact(WAB, E_9M_22, SH))

# =================================================================== jargon
C = "jargon"
add(C, MSTAN, "MS net interest, 1Q10 -- interest income less interest expense", fact(F(MSTAN, "InterestIncomeExpenseNet"), Q10, USD))
add(C, MSTAN, "Morgan Stanley CFO for 1Q09 (cash from ops)", fact(F(MSTAN, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, SPG, "SPG net capex, 1Q10", fact(F(SPG, "PaymentsForProceedsFromProductiveAssets"), Q10, USD))
add(C, SPG, "Simon's OCF in 1Q09?", fact(F(SPG, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, MOT, "MOT SG&A for 1Q10", fact(F(MOT, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, MOT, "Motorola D&A in the 1Q09 cash flow statement", fact(F(MOT, "DepreciationDepletionAndAmortization"), Q09, USD))
add(C, SLM, "SLM NII after loan-loss provisions, 2Q09", fact(F(SLM, "InterestIncomeExpenseAfterProvisionForLoanLoss"), PQ, USD))
add(C, SLM, "Sallie Mae operating cash flow 1H09", fact(F(SLM, "NetCashProvidedByUsedInOperatingActivities"), PH, USD))
add(C, ATT, "T capex 1H09", fact(F(ATT, "PaymentsToAcquireProductiveAssets"), PH, USD))
add(C, ATT, "AT&T D&A on the P&L, 2Q09", fact(F(ATT, "DepreciationDepletionAndAmortization"), PQ, USD))
add(C, ATT, "Cash taxes AT&T paid (net of refunds) in 1H09", fact(F(ATT, "IncomeTaxesPaidNet"), PH, USD))
add(C, AGN, "AGN capex 1H09 -- additions to PP&E only", fact(F(AGN, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, AGN, "Allergan SBC expense, 1H09", fact(F(AGN, "ShareBasedCompensation"), PH, USD))
add(C, MS, "MSFT cash raised from common stock issuance in FY13 (financing section)", fact(g("ProceedsFromIssuanceOfCommonStock"), M_FY13, USD))
add(C, MS, "MSFT cash taxes paid FY14", fact(g("IncomeTaxesPaidNet"), M_FY14, USD))
add(C, MS, "Microsoft cash interest paid in FY14", fact(g("InterestPaid"), M_FY14, USD))
add(C, MS, "MSFT total OCI, FY13 (net of tax)", fact(g("OtherComprehensiveIncomeLossNetOfTax"), M_FY13, USD))
add(C, AE, "AEON D&A, 9M 2022", fact(DA, E_9M_22, USD))
add(C, AE, "AEON EBT (pre-tax income) for the successor stretch 7/22-9/30/2023",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), E_SUCC, USD))
add(C, AE, "AEON op loss for the predecessor period Jan 1-Jul 21, 2023", fact(OPINC, E_PRED, USD))

# =================================================================== refuse
C = "refuse"
add(C, MSTAN, "What were Raymond James Financial's net revenues for the quarter ended March 31, 2010?",
    refuse(oc, "Raymond James is not in the data (Morgan Stanley is).", other("RAYMOND JAMES")))
add(C, SPG, "How much minimum rent did Macerich report in the first quarter of 2010?",
    refuse(oc, "Macerich is not in the data (Simon Property Group is).", other("MACERICH")))
add(C, SLM, "Nelnet's net interest income on student loans for Q2 2009?",
    refuse(oc, "Nelnet is not in the data (SLM is).", other("NELNET")))
add(C, AGN, "What were Medicis Pharmaceutical's product sales in the June 2009 quarter?",
    refuse(oc, "Medicis is not in the data (Allergan is).", other("MEDICIS")))
add(C, MS, "What did Tableau Software report as total revenue for 2015?",
    refuse(oc, "Tableau Software is not in the data (Microsoft is).", other("TABLEAU")))
add(C, MSTAN, "What were Morgan Stanley's net revenues in the second quarter of 2010?",
    refuse(pn, "The Q1 2010 10-Q covers periods ending March 31, 2010 (and 2009); the June 2010 quarter is not in its data.",
           absent(F(MSTAN, "Revenues"), Q2_10)))
add(C, MOT, "Motorola's research and development expenditures for full-year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports only the quarters ended April 3, 2010 and the year-ago quarter; full-year 2009 R&D is not in its data.",
           absent(F(MOT, "ResearchAndDevelopmentExpense"), FY09)))
add(C, SLM, "SLM's net interest income for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.",
           absent(F(SLM, "InterestIncomeExpenseNet"), PQ3)))
add(C, AE, "Total R&D expense at AEON for the full third quarter of 2023, July 1 through September 30?",
    refuse(pn, "Because of the July 21, 2023 business combination, AEON reports the quarter split into a predecessor stub (July 1-21) and a successor period (July 22-September 30); no R&D figure covers July 1-September 30, 2023 as a whole.",
           absent(RD, E_Q3_23)))
add(C, MS, "Microsoft's diluted earnings per share for fiscal 2012?",
    refuse(pn, "The FY2015 10-K presents income statement figures for fiscal 2015, 2014 and 2013; fiscal 2012 EPS is not in the filing.",
           absent(EPSD, M_FY12)))
add(C, ATT, "What diluted weighted-average share count did AT&T use for the first half of 2009?",
    refuse(cn, "AT&T's Q2 2009 data carry only a basic weighted-average share count; no diluted share count is reported.",
           absent_any(WAD)))
add(C, SPG, "Simon Property Group's weighted average diluted shares outstanding for Q1 2010?",
    refuse(cn, "Simon's Q1 2010 data report per-share amounts but no weighted-average share counts.",
           absent_any(WAD + WAB + g("WeightedAverageNumberOfSharesIssuedBasic", "WeightedAverageNumberOfShareOutstandingBasicAndDiluted"))))
add(C, AGN, "What dividend per share did Allergan declare for the second quarter of 2009?",
    refuse(cn, "Allergan's Q2 2009 data show dividends paid in cash but no dividends per share.",
           absent_any(DPS + DPS_PAID)))
add(C, MSTAN, "How much did Morgan Stanley set aside as provision for loan losses in Q1 2010?",
    refuse(cn, "Morgan Stanley's Q1 2010 data report no provision for loan (credit) losses line.",
           absent_any(g("ProvisionForLoanAndLeaseLosses", "ProvisionForLoanLeaseAndOtherLosses", "ProvisionForLoanLossesExpensed",
                        "ProvisionForDoubtfulAccounts"))))
add(C, AE, "How much did AEON Biopharma spend on advertising and marketing in the successor period of 2023?",
    refuse(cn, "AEON is a clinical-stage company; its 10-Q reports no advertising or marketing expense line.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense", "SellingAndMarketingExpense"))))
WHY_SPG = ("Simon's Q1 2010 data report depreciation and amortization on the income statement (DepreciationAndAmortization) and a "
           "different 'depreciation and amortization' add-back in the cash flow statement (spg:DepreciationAndAmortizationCashFlows).")
add(C, SPG, "Simon Property Group's depreciation and amortization for Q1 2010?", refuse(am, WHY_SPG, amb_for(SPG, WHY_SPG,
    (F(SPG, "DepreciationAndAmortization"), Q10, None), (F(SPG, "DepreciationAndAmortizationCashFlows"), Q10, None))))
WHY_SLM = ("SLM has three series of preferred stock, each with its own dividend per share for the quarter ended June 30, 2009 "
           "(Series A, Series B and Series C), and no single preferred dividend per share.")
add(C, SLM, "What dividend per preferred share did SLM pay in the second quarter of 2009?", refuse(am, WHY_SLM, amb_for(SLM, WHY_SLM,
    (F(SLM, "DividendsPerPreferredShare"), PQ, COS("SeriesAPreferredStock")),
    (F(SLM, "DividendsPerPreferredShare"), PQ, COS("SeriesBPreferredStock")),
    (F(SLM, "DividendsPerPreferredShare"), PQ, COS("SeriesCPreferredStock")))))
WHY_T = ("AT&T reports two bottom lines for the six months ended June 30, 2009: net income including noncontrolling interest "
         "(ProfitLoss) and net income attributable to AT&T (NetIncomeLoss).")
add(C, ATT, "AT&T's net income for the first half of 2009?", refuse(am, WHY_T, amb_for(ATT, WHY_T,
    (F(ATT, "ProfitLoss"), PH, None), (F(ATT, "NetIncomeLoss"), PH, None))))
WHY_MOT = ("Motorola's April 3, 2010 balance sheet shows a 'Sigma Fund' line in current assets (ManagedInvestmentFundCurrent) and another "
           "in non-current assets (ManagedInvestmentFundNoncurrent).")
add(C, MOT, "How much did Motorola have in the Sigma Fund at the end of its first quarter of 2010?", refuse(am, WHY_MOT, amb_for(MOT, WHY_MOT,
    (F(MOT, "ManagedInvestmentFundCurrent"), B10, None), (F(MOT, "ManagedInvestmentFundNoncurrent"), B10, None))))
WHY_MSDT = ("Microsoft's June 30, 2015 balance sheet has two 'Deferred income taxes' lines: a current asset "
            "(DeferredTaxAssetsLiabilitiesNetCurrent) and a noncurrent liability (DeferredTaxLiabilitiesNoncurrent).")
add(C, MS, "What was Microsoft's deferred income taxes balance at June 30, 2015?", refuse(am, WHY_MSDT, amb_for(MS, WHY_MSDT,
    (g("DeferredTaxAssetsLiabilitiesNetCurrent"), M_BS15, None), (g("DeferredTaxLiabilitiesNoncurrent"), M_BS15, None))))


def main():
    write_round("h45", gr.QUESTIONS_45, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
