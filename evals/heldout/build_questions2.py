#!/usr/bin/env python3
"""Writes evals/data/ask_heldout2.jsonl (the second held-out round) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe that is written to evals/data/ask_heldout2_probes.jsonl
and re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-8 share


# Round 2's own PRETAX list and period names (rounds 3-8 changed them; theirs are in specs.py)
PRETAX = g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
           "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
           "IncomeLossFromContinuingOperationsBeforeIncomeTaxes")

# ------------------------------------------------------------------ instance periods
M_Q4_14, M_Q2_14 = ("2014-04-01", "2014-06-30"), ("2013-10-01", "2013-12-31")
N_BS23, N_BS22 = (None, "2023-12-31"), (None, "2022-12-31")

# ------------------------------------------------------------------ FSDS filings (adsh, name in sub.txt)
MMM = "fsds:0001104659-09-046329"    # 3M CO 10-Q, period 2009-06-30 (2009q3)
BA = "fsds:0001193125-09-152905"     # BOEING CO 10-Q, period 2009-06-30
MCD = "fsds:0001193125-09-166658"    # MCDONALDS CORP 10-Q, period 2009-06-30
HD = "fsds:0000950123-09-040859"     # HOME DEPOT INC 10-Q, period 2009-07-31 (quarter ended Aug 2, 2009)
DE = "fsds:0001104659-09-052248"     # DEERE & CO 10-Q, period 2009-07-31 (fiscal Q3)
SBUX = "fsds:0001193125-10-104825"   # STARBUCKS CORP 10-Q, period 2010-03-31 (fiscal Q2 2010) (2010q2)
TGT = "fsds:0001104659-10-031430"    # TARGET CORP 10-Q, period 2010-04-30 (fiscal Q1 2010)
TXN = "fsds:0001140361-10-018271"    # TEXAS INSTRUMENTS INC 10-Q, period 2010-03-31
DIS = "fsds:0001193125-10-116299"    # WALT DISNEY CO/ 10-Q, period 2010-03-31 (fiscal Q2 2010)
PG = "fsds:0001193125-10-101892"     # PROCTER & GAMBLE CO 10-Q, period 2010-03-31 (fiscal Q3 2010)
EA = "fsds:0000950130-10-001579"     # ELECTRONIC ARTS INC. 10-K, FY ended 2010-03-31
HNZ = "fsds:0000950123-10-058787"    # HEINZ H J CO 10-K, FY ended 2010-04-28 (ddate 2010-04-30)
BBBY = "fsds:0001104659-10-022152"   # BED BATH & BEYOND INC 10-K, FY ended 2010-02-27 (ddate 2010-02-28)
MCK = "fsds:0000950123-10-043581"    # MCKESSON CORP 10-K, FY ended 2010-03-31
HRB = "fsds:0000950123-10-061837"    # H&R BLOCK INC 10-K, FY ended 2010-04-30
MCHP = "fsds:0001140361-10-023724"   # MICROCHIP TECHNOLOGY INC 10-K, FY ended 2010-03-31

HD_Q2, HD_H1, HD_Q2PY, HD_H1PY = ("2009-05-01", "2009-07-31"), ("2009-02-01", "2009-07-31"), ("2008-05-01", "2008-07-31"), ("2008-02-01", "2008-07-31")
HD_BS, HD_BSPY = (None, "2009-07-31"), (None, "2009-01-31")
DE_Q3, DE_9M, DE_Q3PY, DE_9MPY = ("2009-05-01", "2009-07-31"), ("2008-11-01", "2009-07-31"), ("2008-05-01", "2008-07-31"), ("2007-11-01", "2008-07-31")
DE_BS, DE_BSPY = (None, "2009-07-31"), (None, "2008-10-31")
OCT_H1_10, OCT_H1_09 = ("2009-10-01", "2010-03-31"), ("2008-10-01", "2009-03-31")   # Oct-Mar fiscal half (SBUX, DIS)
BS_1003, BS_0909, BS_0912 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-12-31")
TGT_Q1, TGT_Q1PY, TGT_FY09 = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30"), ("2009-02-01", "2010-01-31")
TGT_BS, TGT_BSFY = (None, "2010-04-30"), (None, "2010-01-31")
PG_9M, PG_9MPY = ("2009-07-01", "2010-03-31"), ("2008-07-01", "2009-03-31")
PG_BSFY = (None, "2009-06-30")
MAR_FY10, MAR_FY09, MAR_FY08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
MAR_BS10, MAR_BS09 = (None, "2010-03-31"), (None, "2009-03-31")
APR_FY10, APR_FY09, APR_FY08 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30")
APR_BS10, APR_BS09 = (None, "2010-04-30"), (None, "2009-04-30")
FEB_FY09, FEB_FY08, FEB_FY07 = ("2009-03-01", "2010-02-28"), ("2008-03-01", "2009-02-28"), ("2007-03-01", "2008-02-29")
FEB_BS10, FEB_BS09 = (None, "2010-02-28"), (None, "2009-02-28")


# =================================================================== direct
C = "direct"
add(C, MMM, "3M goodwill as of June 30, 2009?", fact(GW, BS_0906, USD))
add(C, MMM, "How much inventroy did 3M carry at 6/30/2009?", fact(INV, BS_0906, USD))
add(C, BA, "Boeing's customer financing (non-current portion) at the end of Q2 2009?", fact(g("CustomerFinancingNoncurrent"), BS_0906, USD))
add(C, BA, "What were Boeing's advances and billings in excess of related costs as of June 30, 2009?", fact(g("CustomerAdvancesAndBillingsInExcessOfCost"), BS_0906, USD))
add(C, MCD, "McDonald's franchised revenues for the three months ended June 30, 2009?", fact(g("FranchiseRevenue"), CY09_Q2, USD))
add(C, MCD, "MCD long-term debt (non-current) at June 30 2009", fact(g("LongTermDebtNoncurrent"), BS_0906, USD))
add(C, HD, "Home Depot merchandise inventories at the end of its fiscal Q2 2009 (early August 2009)?", fact(g("InventoryFinishedGoods"), HD_BS, USD))
add(C, HD, "What was Home Depot's current deferred revenue at the end of Q2 fiscal 2009?", fact(g("DeferredRevenueCurrent"), HD_BS, USD))
add(C, DE, "Deere & Co financing receivables, net, as of July 31, 2009?", fact(g("LoansAndLeasesReceivableNetReportedAmount"), DE_BS, USD))
add(C, SBUX, "Starbucks inventories at the end of fiscal Q2 2010 (March 2010)?", fact(INV, BS_1003, USD))
add(C, TGT, "Target's credit card receivables (gross, before the allowance) at the end of Q1 2010?", fact(g("LoansAndLeasesReceivableConsumerRevolvingCreditCard"), TGT_BS, USD))
add(C, TXN, "TI inventories as of 3/31/2010?", fact(INV, BS_1003, USD))
add(C, DIS, "Disney non-current film and televison costs at the end of the March 2010 quarter?", fact(g("FilmAndTelevisionCosts"), BS_1003, USD))
add(C, PG, "Procter & Gamble goodwill as of March 31, 2010?", fact(GW, BS_1003, USD))
add(C, EA, "Electronic Arts deferred net revenue (packaged goods and digital content) at March 31, 2010?", fact(g("DeferredNetRevenuePackagedGoodsAndDigitalContentCurrent"), MAR_BS10, USD))
add(C, HNZ, "Heinz trademarks, net, at the end of fisal 2010?", fact(g("TrademarksNet"), APR_BS10, USD))
add(C, MCK, "What were McKesson's total revenues for fiscal 2010 (year ended March 31, 2010)?", fact(REV, MAR_FY10, USD))
add(C, HRB, "H&R Block service revenues for the fiscal year ended April 30, 2010?", fact(g("SalesRevenueServicesNet"), APR_FY10, USD))
A = "aapl-10k-2023"
add(C, A, "Apple accounts receivable, net, at September 30, 2023?", fact(g("AccountsReceivableNetCurrent"), A_BS23, USD))
add(C, A, "How much were Apple's vendor non-trade receivables at FY23 year end?", fact(g("NontradeReceivablesCurrent"), A_BS23, USD))
add(C, A, "Apple deferred revenue (current) as of Sept 30, 2023?", fact(g("ContractWithCustomerLiabilityCurrent"), A_BS23, USD))
add(C, A, "What were Apple's non-current marketable securities at the end of fiscal 2023?", fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD))
add(C, A, "How much cash did Apple actually pay in income taxes (net) in fiscal 2023?", fact(g("IncomeTaxesPaidNet"), A_FY23, USD))
add(C, A, "Apple depreciation and amortization, FY2023?", fact(g("DepreciationDepletionAndAmortization"), A_FY23, USD))
A = "aapl-10q-2023"
add(C, A, "Apple accounts payable as of July 1, 2023?", fact(g("AccountsPayableCurrent"), AQ_BS, USD))
add(C, A, "What were Apple's total liabilities at the end of the June 2023 quarter?", fact(LIAB, AQ_BS, USD))
add(C, A, "Apple current marketable securities at 7/1/2023?", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft unearned revenue (current) at June 30, 2015?", fact(g("DeferredRevenueCurrent"), M_BS15, USD))
add(C, A, "MSFT inventories at the end of FY15?", fact(INV, M_BS15, USD))
add(C, A, "How much did Microsoft spend on advertising in fiscal 2015?", fact(g("AdvertisingExpense"), M_FY15, USD))
add(C, A, "What was Microsoft's total of cash, cash equivalents and short-term investments at 6/30/2015?", fact(g("CashCashEquivalentsAndShortTermInvestments"), M_BS15, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix current content liabilities at December 31, 2023?", fact(["nflx:ContentLiabilitiesCurrent"], N_BS23, USD))
add(C, A, "What was Netflix's general and administrative expense in 2023?", fact(g("GeneralAndAdministrativeExpense"), N_FY23, USD))
add(C, A, "How much content amortization (amortization of streaming content assets) did Netflix record in 2023?", fact(["nflx:CostofServicesAmortizationofStreamingContentAssets"], N_FY23, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix content library, net (current portion) at Sept 30, 2010?", fact(["nflx:ContentLibraryNetCurrent"], N10_BS, USD))
add(C, A, "What was Netflix's fulfillment expense for the three months ended September 30, 2010?", fact(["nflx:FulfillmentExpense"], N10_Q3, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific purchased services and materials expense for 2012?", fact(["unp:PurchasedServicesAndMaterial"], U_FY12, USD))
add(C, A, "UNP equipment and other rents in 2012?", fact(["unp:EquipmentAndOtherRents"], U_FY12, USD))
add(C, A, "Union Pacific net property (PP&E, net) at Dec 31, 2012?", fact(g("PropertyPlantAndEquipmentNet"), U_BS12, USD))
A = "aeon-10q-2023"
add(C, A, "AEON Biopharma accrued clinical trial expenses at September 30, 2023?", fact(["aeon:AccruedClinicalTrailsExpensesCurrent"], E_BS, USD))
add(C, A, "What was AEON's accumulated deficit as of 9/30/2023?", fact(g("RetainedEarningsAccumulatedDeficit"), E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, MMM, "3M net sales in the year-ago quarter (Q2 2008)?", fact(REV, CY08_Q2, USD))
add(C, MMM, "What were 3M's total assets at December 31, 2008, per its Q2 2009 10-Q?", fact(ASSETS, BS_0812, USD))
add(C, BA, "Boeing revenues for the second quarter of 2008?", fact(REV, CY08_Q2, USD))
add(C, BA, "Boeing shareholders' equity at year-end 2008 (as shown in the June 2009 10-Q)?", fact(EQ, BS_0812, USD))
add(C, MCD, "McDonald's net income for Q2 2008, a year earlier?", fact(NI, CY08_Q2, USD))
add(C, HD, "Home Depot net earnings for the prior-year second quarter (fiscal Q2 2008)?", fact(NI, HD_Q2PY, USD))
add(C, DE, "Deere total net sales and revenues for the first nine months of fiscal 2008?", fact(REV, DE_9MPY, USD))
add(C, SBUX, "Starbucks net earnings attributable to Starbucks in Q2 FY09 (quarter ended March 2009)?", fact(NI, CY09_Q1, USD))
add(C, TGT, "Target net earnings for Q1 2009 (quarter ended early May 2009)?", fact(NI, TGT_Q1PY, USD))
add(C, TXN, "Texas Instruments revenue in Q1 2009?", fact(REV, CY09_Q1, USD))
add(C, DIS, "Disney revenues for the quarter ended March 2009 (Q2 FY09)?", fact(REV, CY09_Q1, USD))
add(C, PG, "P&G net sales in the March 2009 quarter (a year ago)?", fact(REV, CY09_Q1, USD))
add(C, EA, "EA net revenue in fiscal 2009 (year ended March 2009)?", fact(REV, MAR_FY09, USD))
add(C, EA, "Electronic Arts total assets as of March 31, 2009?", fact(ASSETS, MAR_BS09, USD))
add(C, HNZ, "Heinz net income attributable to H.J. Heinz for fiscal 2009?", fact(NI, APR_FY09, USD))
add(C, BBBY, "Bed Bath & Beyond net sales in fiscal 2008 (year ended Feb 28, 2009)?", fact(REV, FEB_FY08, USD))
add(C, MCK, "McKesson revenues FY2008 (year ended March 31, 2008)?", fact(REV, MAR_FY08, USD))
add(C, HRB, "H&R Block net income for fiscal 2009 (year ended April 30, 2009)?", fact(NI, APR_FY09, USD))
A = "aapl-10k-2023"
add(C, A, "Apple total operating expenses in fiscal 2022?", fact(OPEX, A_FY22, USD))
add(C, A, "Apple's provision for income taxes in FY21?", fact(TAX, A_FY21, USD))
add(C, A, "What were Apple's accounts payable at the end of fiscal 2022 (Sept 24, 2022)?", fact(g("AccountsPayableCurrent"), A_BS22, USD))
add(C, A, "Apple non-current term debt a year earlier, at September 24, 2022?", fact(g("LongTermDebtNoncurrent"), A_BS22, USD))
add(C, A, "How much did Apple pay in dividends in fiscal 2021?", fact(DIVPAID, A_FY21, USD))
A = "aapl-10q-2023"
add(C, A, "Apple gross margin dollars for the June 2022 quarter (three months ended June 25, 2022)?", fact(GP, AQ_Q3PY, USD))
add(C, A, "Apple operating income for the first nine months of fiscal 2022?", fact(OPINC, AQ_9MPY, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft operating income in fiscal 2013?", fact(OPINC, M_FY13, USD))
add(C, A, "MSFT cost of revenue FY13?", fact(COR, M_FY13, USD))
add(C, A, "Microsoft goodwill as of June 30, 2014?", fact(GW, M_BS14, USD))
add(C, A, "What were Microsoft's current unearned revenues a year earlier (June 30, 2014)?", fact(g("DeferredRevenueCurrent"), M_BS14, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix G&A expnse in 2021?", fact(g("GeneralAndAdministrativeExpense"), N_FY21, USD))
add(C, A, "Netflix content assets, net, at the end of 2022?", fact(["nflx:ContentAssetsNet"], N_BS22, USD))
add(C, A, "What was Netflix's cost of revenues in 2022?", fact(COR, N_FY22, USD))
add(C, A, "Netflix interest expense for 2021?", fact(INTEXP, N_FY21, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix operating income for Q3 2009 (three months ended Sept 30, 2009)?", fact(OPINC, N10_Q3PY, USD))
add(C, A, "Netflix marketing expense for the nine months ended September 30, 2009?", fact(g("MarketingExpense"), N10_9MPY, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific total operating expenses in 2011?", fact(OPEX, U_FY11, USD))
add(C, A, "UNP interest expense 2010?", fact(INTEXP, U_FY10, USD))
add(C, A, "What was Union Pacific's total debt (including current portion) at December 31, 2011?", fact(g("LongTermDebt"), U_BS11, USD))
A = "aeon-10q-2023"
add(C, A, "AEON Biopharma cash and cash equivalents at December 31, 2022?", fact(CASH, E_BSPY, USD))
add(C, A, "AEON's current convertible notes payable at the end of 2022?", fact(g("ConvertibleNotesPayableCurrent"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, MMM, "3M SG&A for the three months ended June 30, 2009?", fact(SGA, CY09_Q2, USD))
add(C, MMM, "3M selling, general and administrative expenses for the six months ended June 30, 2009?", fact(SGA, CY09_H1, USD))
add(C, MMM, "3M operating income, first half of 2009?", fact(OPINC, CY09_H1, USD))
add(C, BA, "Boeing R&D expense for Q2 2009 only?", fact(RD, CY09_Q2, USD))
add(C, BA, "Boeing research and development expense, six months ended June 30, 2009?", fact(RD, CY09_H1, USD))
add(C, MCD, "McDonald's company-operated restaurant expenses, three months ended 6/30/09?", fact(g("CompanyOperatedRestaurantExpenses"), CY09_Q2, USD))
add(C, MCD, "McDonald's company-operated restaurant expenses year to date through June 2009?", fact(g("CompanyOperatedRestaurantExpenses"), CY09_H1, USD))
add(C, HD, "Home Depot gross profit for Q2 fiscal 2009 (three months)?", fact(GP, HD_Q2, USD))
add(C, HD, "Home Depot gross profit for the first six months of fiscal 2009?", fact(GP, HD_H1, USD))
add(C, DE, "Deere R&D expense for the quarter ended July 31, 2009?", fact(RD, DE_Q3, USD))
add(C, DE, "Deere research and development expenses for the nine months ended July 2009?", fact(RD, DE_9M, USD))
add(C, SBUX, "Starbucks store operating expenses for Q2 FY10 (quarter only)?", fact(g("StoreOperatingExpenses"), CY10_Q1, USD))
add(C, SBUX, "Starbucks store operating expenses for the six months ended March 2010?", fact(g("StoreOperatingExpenses"), OCT_H1_10, USD))
add(C, DIS, "Disney net income attributable to Disney for the second fiscal quarter of 2010 (three months)?", fact(NI, CY10_Q1, USD))
add(C, DIS, "Disney net income attributable to Disney, six months ended March 2010?", fact(NI, OCT_H1_10, USD))
add(C, PG, "P&G SG&A for the quarter ended March 31, 2010?", fact(SGA, CY10_Q1, USD))
add(C, PG, "Procter & Gamble SG&A for the nine months ended March 31, 2010?", fact(SGA, PG_9M, USD))
A = "aapl-10q-2023"
add(C, A, "Apple interest expense for the three months ended July 1, 2023?", fact(INTEXP, AQ_Q3, USD))
add(C, A, "Apple interest expense fiscal YTD (nine months) through July 1, 2023?", fact(INTEXP, AQ_9M, USD))
add(C, A, "Apple cost of sales for fiscal Q3 2023 (quarter only)?", fact(COR, AQ_Q3, USD))
add(C, A, "Apple total cost of sales for the nine months ended July 1, 2023?", fact(COR, AQ_9M, USD))
add(C, A, "Apple pre-tax income for the June 2023 quarter?", fact(PRETAX, AQ_Q3, USD))
add(C, A, "Apple share-based compensation expense for the first nine months of FY23?", fact(g("AllocatedShareBasedCompensationExpense"), AQ_9M, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft revenue for the December 2014 quarter (Q2 FY15) alone?", fact(REV, M_Q2_15, USD))
add(C, A, "MSFT net income (loss) for Q4 of fiscal 2015 (April-June 2015)?", fact(NI, M_Q4_15, USD))
add(C, A, "Microsoft gross margin dollars for the March 2015 quarter?", fact(GP, M_Q3_15, USD))
add(C, A, "Microsoft net income for the first quarter of fiscal 2015 (July-Sept 2014)?", fact(NI, M_Q1_15, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific operating revenues for Q3 2012 alone?", fact(REV, U_Q3_12, USD))
add(C, A, "UNP net income in the second quarter of 2012?", fact(NI, U_Q2_12, USD))
add(C, A, "Union Pacific operating income for the first quarter of 2012?", fact(OPINC, U_Q1_12, USD))
add(C, A, "Union Pacific revenues for Q4 2011 (three months ended Dec 31, 2011)?", fact(REV, U_Q4_11, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix technology and development expense for the nine months ended Sept 30, 2010?", fact(RD, N10_9M, USD))
add(C, A, "Netflix interest expense for Q3 2010 (three months)?", fact(INTEXP, N10_Q3, USD))
add(C, A, "Netflix interest expense, nine months ended September 30, 2010?", fact(INTEXP, N10_9M, USD))
add(C, A, "Netflix fulfillment expenses year-to-date through Q3 2010?", fact(["nflx:FulfillmentExpense"], N10_9M, USD))
A = "aeon-10q-2023"
add(C, A, "AEON operating income (loss) for the three months ended September 30, 2022?", fact(OPINC, E_Q3_22, USD))
add(C, A, "AEON operating income (loss), nine months ended Sept 30, 2022?", fact(OPINC, E_9M_22, USD))
add(C, A, "AEON (predecessor) net income (loss) for the period January 1 to July 21, 2023?", fact(NI, E_PRED, USD))
add(C, A, "AEON successor-period R&D expense (July 22 - September 30, 2023)?", fact(RD, E_SUCC, USD))
add(C, A, "AEON (predecessor) SG&A for the stub period July 1 - July 21, 2023?", fact(SGA, E_STUB, USD))

# =================================================================== derived
C = "derived"
add(C, MMM, "3M current ratio at June 30, 2009?", ratio(AC, LC, BS_0906))
add(C, MMM, "3M net margin for Q2 2009 (net income attributable to 3M / net sales)?", ratio(NI, REV, CY09_Q2))
add(C, BA, "Boeing R&D as a percentage of revenue for the first half of 2009?", ratio(RD, REV, CY09_H1))
add(C, MCD, "McDonald's operating margin in Q2 2009?", ratio(OPINC, REV, CY09_Q2))
add(C, MCD, "By how much did McDonald's total revenues change in Q2 2009 vs Q2 2008 (% growth)?", growth(REV, CY09_Q2, CY08_Q2))
add(C, HD, "Home Depot gross margin (gross profit / net sales) for the first half of fiscal 2009?", ratio(GP, REV, HD_H1))
add(C, HD, "Home Depot Q2 FY09 sales growth year over year?", growth(REV, HD_Q2, HD_Q2PY))
add(C, SBUX, "Starbucks operating margin for the March 2010 quarter?", ratio(OPINC, REV, CY10_Q1))
add(C, SBUX, "Starbucks free cash flow for the first half of fiscal 2010 (operating cash flow less additions to PP&E)?", fcf(OCT_H1_10))
add(C, TXN, "Texas Instruments gross margin, Q1 2010?", ratio(GP, REV, CY10_Q1))
add(C, TXN, "TI's effective tax rate in Q1 2010 (provision / income before taxes)?", ratio(TAX, PRETAX, CY10_Q1))
add(C, DIS, "Disney total borrowings at March 31, 2010 (current portion of borrowings plus long-term borrowings)?", total(g("LongTermDebtCurrent"), g("LongTermDebtNoncurrent"), BS_1003))
add(C, PG, "P&G net sales growth in fiscal Q3 2010 vs the prior-year quarter?", growth(REV, CY10_Q1, CY09_Q1))
add(C, EA, "Electronic Arts gross margin in fiscal 2010?", ratio(GP, REV, MAR_FY10))
add(C, HNZ, "Heinz sales growth in fiscal 2010 versus fiscal 2009?", growth(REV, APR_FY10, APR_FY09))
add(C, BBBY, "Bed Bath & Beyond net profit margin for fiscal 2009 (year ended Feb 27, 2010)?", ratio(NI, REV, FEB_FY09))
add(C, MCK, "McKesson gross margin for fiscal 2010 (gross profit / revenues)?", ratio(GP, REV, MAR_FY10))
add(C, MCHP, "Microchip dividend payout ratio in fiscal 2010 (cash dividends paid / net income)?", ratio(g("PaymentsOfOrdinaryDividends"), NI, MAR_FY10))
A = "aapl-10k-2023"
add(C, A, "Apple Services gross margin in fiscal 2023 (Services net sales less Services cost of sales, over Services net sales)?",
    margin_from_cost(REV, COR, A_FY23, {PROD: "us-gaap:ServiceMember"}))
add(C, A, "What was Apple's effective tax rate in FY23, computed as provision for income taxes over pre-tax income?", ratio(TAX, PRETAX, A_FY23))
add(C, A, "Apple R&D as a % of net sales, fiscal 2023?", ratio(RD, REV, A_FY23))
add(C, A, "Apple net income growth in fiscal 2023 vs fiscal 2022?", growth(NI, A_FY23, A_FY22))
add(C, A, "Apple total term debt (current plus non-current) to shareholders' equity at Sept 30, 2023?", ratio(g("LongTermDebt"), EQ, A_BS23))
A = "aapl-10q-2023"
add(C, A, "Apple operating margin for the three months ended July 1, 2023?", ratio(OPINC, REV, AQ_Q3))
add(C, A, "What share of Apple's June 2023 quarter net sales came from iPhone?", ratio(REV, REV, AQ_Q3, m_num={PROD: "aapl:IPhoneMember"}))
add(C, A, "Apple diluted EPS growth, Q3 FY23 vs Q3 FY22 (three-month periods)?", growth(EPSD, AQ_Q3, AQ_Q3PY))
A = "msft-10k-2015"
add(C, A, "Microsoft operating margin in fiscal 2015?", ratio(OPINC, REV, M_FY15))
add(C, A, "MSFT R&D as a percentage of revenue, FY15?", ratio(RD, REV, M_FY15))
add(C, A, "Microsoft effective tax rate for fiscal 2015 (provision / income before income taxes)?", ratio(TAX, PRETAX, M_FY15))
add(C, A, "Microsoft net income change in fiscal 2015 vs fiscal 2014, in %?", growth(NI, M_FY15, M_FY14))
add(C, A, "Operating margin of Microsoft's Commercial segment in FY2015 (segment operating income / segment revenue)?",
    ratio(OPINC, REV, M_FY15, m_num={G + "ConsolidationItemsAxis": "msft:CommercialMember"}, m_den={G + "ConsolidationItemsAxis": "msft:CommercialMember"}))
A = "nflx-10k-2023"
add(C, A, "Netflix marketing spend as a % of revenue in 2023?", ratio(g("MarketingExpense"), REV, N_FY23))
add(C, A, "Netflix operating income growth, 2023 over 2022?", growth(OPINC, N_FY23, N_FY22))
add(C, A, "Netflix interest coverage in 2023 (operating income / interest expense)?", ratio(OPINC, INTEXP, N_FY23))
add(C, A, "What fraction of Netflix's 2023 revenue came from streaming in the United States and Canada (UCAN)?",
    ratio(REV, REV, N_FY23, m_num={PROD: "nflx:StreamingMember", GEO: "nflx:UnitedStatesAndCanadaMember"}))
A = "nflx-10q-2010"
add(C, A, "Netflix operating margin for Q3 2010?", ratio(OPINC, REV, N10_Q3))
add(C, A, "Netflix revenue growth for the first nine months of 2010 vs the same period of 2009?", growth(REV, N10_9M, N10_9MPY))
A = "unp-10k-2012"
add(C, A, "Union Pacific fuel expense as a share of operating revenues in 2012?", ratio(g("FuelCosts"), REV, U_FY12))
add(C, A, "UNP net income growth 2012 vs 2011?", growth(NI, U_FY12, U_FY11))
add(C, A, "Union Pacific interest coverage in 2012 (operating income / interest expense)?", ratio(OPINC, INTEXP, U_FY12))
A = "aeon-10q-2023"
add(C, A, "AEON Biopharma total liabilities to total assets at September 30, 2023?", ratio(LIAB, ASSETS, E_BS))

# =================================================================== members
C = "members"
A = "aapl-10k-2023"
add(C, A, "Apple iPad net sales in fiscal 2022?", fact(REV, A_FY22, USD, {PROD: "aapl:IPadMember"}))
add(C, A, "Mac net sales for Apple in FY2021?", fact(REV, A_FY21, USD, {PROD: "aapl:MacMember"}))
add(C, A, "Apple Services net sales, fiscal 2021?", fact(REV, A_FY21, USD, {PROD: "us-gaap:ServiceMember"}))
add(C, A, "Apple cost of sales for Products in fiscal 2023?", fact(COR, A_FY23, USD, {PROD: "us-gaap:ProductMember"}))
add(C, A, "Apple Japan segement net sales, FY23?", fact(REV, A_FY23, USD, {SEG: "aapl:JapanSegmentMember"}))
add(C, A, "Operating income of Apple's Rest of Asia Pacific segment in fiscal 2023?", fact(OPINC, A_FY23, USD, {SEG: "aapl:RestOfAsiaPacificSegmentMember"}))
add(C, A, "Apple Americas segment operating income in fiscal 2022?", fact(OPINC, A_FY22, USD, {SEG: "aapl:AmericasSegmentMember"}))
add(C, A, "Greater China segment operating income for Apple in FY2023?", fact(OPINC, A_FY23, USD, {SEG: "aapl:GreaterChinaSegmentMember"}))
add(C, A, "Apple long-lived assets located in China at Sept 30, 2023?", fact(g("NoncurrentAssets"), A_BS23, USD, {GEO: "country:CN"}))
add(C, A, "How much of Apple's long-lived assets were in the U.S. at the end of fiscal 2023?", fact(g("NoncurrentAssets"), A_BS23, USD, {GEO: "country:US"}))
add(C, A, "Apple gross land and buildings at September 30, 2023?", fact(g("PropertyPlantAndEquipmentGross"), A_BS23, USD, {G + "PropertyPlantAndEquipmentByTypeAxis": "us-gaap:LandAndBuildingMember"}))
add(C, A, "Apple leasehold improvements (gross) as of FY23 year end?", fact(g("PropertyPlantAndEquipmentGross"), A_BS23, USD, {G + "PropertyPlantAndEquipmentByTypeAxis": "us-gaap:LeaseholdImprovementsMember"}))
add(C, A, "Apple net sales from Other countries (outside the U.S. and China) in fiscal 2023?", fact(REV, A_FY23, USD, {GEO: "aapl:OtherCountriesMember"}))
A = "aapl-10q-2023"
add(C, A, "iPad net sales for the quarter ended July 1, 2023?", fact(REV, AQ_Q3, USD, {PROD: "aapl:IPadMember"}))
add(C, A, "Apple Wearables, Home and Accessories net sales for the nine months ended July 1, 2023?", fact(REV, AQ_9M, USD, {PROD: "aapl:WearablesHomeandAccessoriesMember"}))
add(C, A, "Apple total Products net sales in fiscal Q3 2023 (three months)?", fact(REV, AQ_Q3, USD, {PROD: "us-gaap:ProductMember"}))
add(C, A, "Japan segment net sales for Apple, three months ended July 1 2023?", fact(REV, AQ_Q3, USD, {SEG: "aapl:JapanSegmentMember"}))
add(C, A, "Apple Rest of Asia Pacific net sales, first nine months of FY23?", fact(REV, AQ_9M, USD, {SEG: "aapl:RestOfAsiaPacificSegmentMember"}))
add(C, A, "Europe segment operating income for Apple, nine months ended July 1, 2023?", fact(OPINC, AQ_9M, USD, {SEG: "aapl:EuropeSegmentMember"}))
add(C, A, "Apple Greater China operating income in the June 2023 quarter?", fact(OPINC, AQ_Q3, USD, {SEG: "aapl:GreaterChinaSegmentMember"}))
add(C, A, "Apple Services cost of sales for the three months ended July 1, 2023?", fact(COR, AQ_Q3, USD, {PROD: "us-gaap:ServiceMember"}))
A = "msft-10k-2015"
MPROD = G + "ProductOrServiceAxis"
MCONS = G + "ConsolidationItemsAxis"
add(C, A, "Microsoft Phone revenue in fiscal 2015?", fact(REV, M_FY15, USD, {MPROD: "msft:PhoneMember"}))
add(C, A, "How much Advertising revenue did Microsoft report for FY15?", fact(REV, M_FY15, USD, {MPROD: "msft:AdvertisingMember"}))
add(C, A, "Microsoft Consulting and product support services revenue in fiscal 2014?", fact(REV, M_FY14, USD, {MPROD: "msft:ConsultingAndProductSupportServicesMember"}))
add(C, A, "Microsoft revenue from outside the United States (Non-US) in FY2015?", fact(REV, M_FY15, USD, {G + "StatementGeographicalAxis": "us-gaap:NonUsMember"}))
add(C, A, "Microsoft Commercial segment operating income for fiscal 2015?", fact(OPINC, M_FY15, USD, {MCONS: "msft:CommercialMember"}))
add(C, A, "Devices and Consumer operating income at Microsoft in fiscal 2014?", fact(OPINC, M_FY14, USD, {MCONS: "msft:DevicesAndConsumerMember"}))
add(C, A, "Microsoft long-lived assets in Luxembourg at June 30, 2015?", fact(g("NoncurrentAssets"), M_BS15, USD, {G + "StatementGeographicalAxis": "country:LU"}))
add(C, A, "MSFT long-lived assets in Finland as of 6/30/2015?", fact(g("NoncurrentAssets"), M_BS15, USD, {G + "StatementGeographicalAxis": "country:FI"}))
A = "nflx-10k-2023"
STR = {PROD: "nflx:StreamingMember"}
add(C, A, "Netflix paid memberships in EMEA at the end of 2023?", fact(["nflx:NumberOfPaidMemberships"], N_BS23, PURE, dict(STR, **{GEO: "us-gaap:EMEAMember"})))
add(C, A, "How many paid net membership additions did Netflix have in Asia-Pacific in 2023?", fact(["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY23, PURE, dict(STR, **{GEO: "srt:AsiaPacificMember"})))
add(C, A, "Netflix paid net adds in the United States and Canada for 2022?", fact(["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY22, PURE, dict(STR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add(C, A, "Netflix UCAN streaming revenue in 2022?", fact(REV, N_FY22, USD, dict(STR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add(C, A, "Netflix Latin America paid memberships at Dec 31, 2022?", fact(["nflx:NumberOfPaidMemberships"], N_BS22, PURE, dict(STR, **{GEO: "srt:LatinAmericaMember"})))
A = "unp-10k-2012"
LTD_AX = G + "LongtermDebtTypeAxis"
LC_AX = G + "LossContingenciesByNatureOfContingencyAxis"
add(C, A, "Union Pacific notes and debentures outstanding at Dec 31, 2012?", fact(g("LongTermDebt"), U_BS12, USD, {LTD_AX: "us-gaap:NotesPayableToBanksMember"}))
add(C, A, "In Union Pacific's debt table, what was the Capitalized Leases line at year-end 2012?", fact(g("LongTermDebt"), U_BS12, USD, {LTD_AX: "us-gaap:CapitalLeaseObligationsMember"}))
add(C, A, "Union Pacific's environmental liability accrual at December 31, 2012?", fact(g("LossContingencyAccrualAtCarryingValue"), U_BS12, USD, {LC_AX: "us-gaap:EnvironmentalIssueMember"}))
add(C, A, "Union Pacific personal injury liability at the end of 2011?", fact(g("LossContingencyAccrualAtCarryingValue"), U_BS11, USD, {LC_AX: "unp:PersonalInjuryMember"}))
add(C, A, "UNP Coal freight revenue in 2010?", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {SEG: "unp:CoalMember"}))
add(C, A, "Union Pacifc Intermodal freight revenues, 2011?", fact(g("CargoAndFreightRevenue"), U_FY11, USD, {SEG: "unp:IntermodalMember"}))
add(C, A, "Union Pacific Industrial Products freight revenue in 2010?", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {SEG: "unp:IndustrialProductsMember"}))

# =================================================================== per_share
C = "per_share"
add(C, MMM, "3M diluted EPS for Q2 2009?", fact(EPSD, CY09_Q2, PS))
add(C, MMM, "3M cash dividends paid per share for the first six months of 2009?", fact(DPS_PAID, CY09_H1, PS))
add(C, BA, "Boeing diluted earnings per share, six months ended June 30, 2009?", fact(EPSD, CY09_H1, PS))
add(C, BA, "Boeing dividends declared per share, first half of 2009?", fact(DPS, CY09_H1, PS))
add(C, MCD, "McDonald's basic EPS for the June 2009 quarter?", fact(EPSB, CY09_Q2, PS))
add(C, MCD, "McDonald's weighted-average diluted shares for Q2 2009?", fact(WAD, CY09_Q2, SH))
add(C, HD, "Home Depot cash dividends declared per share in fiscal Q2 2009?", fact(DPS, HD_Q2, PS))
add(C, HD, "Home Depot weighted average basic shares for the first half of fiscal 2009?", fact(WAB, HD_H1, SH))
add(C, DE, "Deere diluted EPS for the nine months ended July 31, 2009?", fact(EPSD, DE_9M, PS))
add(C, SBUX, "Starbucks diluted EPS for the six months ended March 2010?", fact(EPSD, OCT_H1_10, PS))
add(C, SBUX, "SBUX shares outstanding at the end of fiscal Q2 2010?", fact(SHOUT, BS_1003, SH))
add(C, TGT, "Target diluted EPS for Q1 2010?", fact(EPSD, TGT_Q1, PS))
add(C, TGT, "Per Target's Q1 2010 10-Q, what were total dividends declared per share for fiscal 2009?", fact(DPS, TGT_FY09, PS))
add(C, TXN, "TXN dividends declared per share in Q1 2010?", fact(DPS, CY10_Q1, PS))
add(C, TXN, "Texas Instruments weighted-average diluted shares, Q1 2010?", fact(WAD, CY10_Q1, SH))
add(C, DIS, "Disney diluted EPS for fiscal Q2 2010 (quarter ended March 2010)?", fact(EPSD, CY10_Q1, PS))
add(C, PG, "P&G diluted net EPS for the nine months ended March 31, 2010?", fact(EPSD, PG_9M, PS))
add(C, PG, "Procter & Gamble dividends per common share for the March 2010 quarter?", fact(DPS_PAID, CY10_Q1, PS))
add(C, EA, "Electronic Arts EPS (basic and diluted are the same) for fiscal 2010?", fact(g("EarningsPerShareBasicAndDiluted"), MAR_FY10, PS))
add(C, HNZ, "Heinz cash dividends declared per share in fiscal 2010?", fact(DPS, APR_FY10, PS))
add(C, BBBY, "BBBY diluted EPS fiscal 2009 (year ended Feb 27, 2010)?", fact(EPSD, FEB_FY09, PS))
add(C, MCK, "McKesson diluted EPS for fiscal 2010?", fact(EPSD, MAR_FY10, PS))
add(C, HRB, "H&R Block diluted EPS from continuing operations, fiscal 2010?", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), APR_FY10, PS))
A = "aapl-10k-2023"
add(C, A, "Apple basic EPS in fiscal 2021?", fact(EPSB, A_FY21, PS))
add(C, A, "Apple dividends declared per share in FY22?", fact(DPS, A_FY22, PS))
add(C, A, "Apple weighted-average basic shares outstanding in fiscal 2022?", fact(WAB, A_FY22, SH))
A = "aapl-10q-2023"
add(C, A, "Apple diluted EPS for the June 2022 quarter (three months ended June 25, 2022)?", fact(EPSD, AQ_Q3PY, PS))
add(C, A, "Apple weighted-average basic shares for the three months ended July 1, 2023?", fact(WAB, AQ_Q3, SH))
add(C, A, "Apple dividends declared per share in the June 2022 quarter?", fact(DPS, AQ_Q3PY, PS))
A = "msft-10k-2015"
add(C, A, "Microsoft diluted EPS for Q2 of fiscal 2015 (Oct-Dec 2014)?", fact(EPSD, M_Q2_15, PS))
add(C, A, "MSFT basic EPS in fiscal 2013?", fact(EPSB, M_FY13, PS))
add(C, A, "Microsoft dividend declared per share in the September 2014 quarter?", fact(DPS, M_Q1_15, PS))
add(C, A, "Microsoft diluted weighted-average shares, FY2014?", fact(WAD, M_FY14, SH))
A = "nflx-10k-2023"
add(C, A, "Netflix diluted EPS in 2021?", fact(EPSD, N_FY21, PS))
add(C, A, "Netflix weighted-average basic shares for 2022?", fact(WAB, N_FY22, SH))
A = "nflx-10q-2010"
add(C, A, "Netflix basic EPS for Q3 2009 (three months ended Sept 30, 2009)?", fact(EPSB, N10_Q3PY, PS))
add(C, A, "Netflix weighted-average diluted shares for the nine months ended September 30, 2010?", fact(WAD, N10_9M, SH))
A = "unp-10k-2012"
add(C, A, "How much did Union Pacific pay out in cash dividends per share during 2011?", fact(DPS_PAID, U_FY11, PS))
add(C, A, "UNP basic EPS for the third quarter of 2012?", fact(EPSB, U_Q3_12, PS))
A = "aeon-10q-2023"
add(C, A, "AEON diluted EPS for the predecessor period January 1 - July 21, 2023?", fact(EPSD, E_PRED, PS))
add(C, A, "AEON Biopharma weighted-average shares (basic) for the successor period July 22 - Sept 30, 2023?", fact(WAB, E_SUCC, SH))

# =================================================================== jargon
C = "jargon"
add(C, MMM, "3M capex, first half of 2009?", fact(CAPEX, CY09_H1, USD))
add(C, MMM, "MMM top line Q2 2009?", fact(REV, CY09_Q2, USD))
add(C, BA, "Boeing bottom line for Q2 2009 (net earnings)?", fact(NI, CY09_Q2, USD))
add(C, BA, "Boeing capex H1 2009?", fact(CAPEX, CY09_H1, USD))
add(C, MCD, "How much did McDonald's spend on buybacks in the first six months of 2009?", fact(BUYBACK, CY09_H1, USD))
add(C, MCD, "MCD D&A for 1H09?", fact(g("DepreciationAndAmortization"), CY09_H1, USD))
add(C, HD, "Home Depot opex (total operating expenses) for fiscal Q2 2009?", fact(OPEX, HD_Q2, USD))
add(C, HD, "Home Depot capex (capital expenditures) for the first half of fiscal 2009?", fact(g("PaymentsToAcquireProductiveAssets"), HD_H1, USD))
add(C, DE, "Deere capex for the nine months through July 2009 (purchases of property and equipment)?", fact(CAPEX, DE_9M, USD))
add(C, SBUX, "Starbucks top line for fiscal Q2 2010?", fact(REV, CY10_Q1, USD))
add(C, SBUX, "What's Starbucks' book value (shareholders' equity excl. noncontrolling interests) at March 2010?", fact(EQ, BS_1003, USD))
add(C, TGT, "Target EBIT for Q1 2010 (earnings before interest expense and income taxes)?", fact(g("EarningsBeforeInterestExpenseIncomeTaxes"), TGT_Q1, USD))
add(C, TGT, "Target capex Q1 2010?", fact(CAPEX, TGT_Q1, USD))
add(C, TXN, "TI buybacks in Q1 2010 (stock repurchases)?", fact(BUYBACK, CY10_Q1, USD))
add(C, TXN, "Texas Instruments SG&A in the first quarter of 2010?", fact(SGA, CY10_Q1, USD))
add(C, DIS, "Disney capex (investments in parks, resorts and other property) for the first half of FY10?", fact(CAPEX, OCT_H1_10, USD))
add(C, PG, "P&G working capital at March 31, 2010?", diff(AC, LC, BS_1003))
add(C, HNZ, "Heinz capex in fiscal 2010?", fact(CAPEX, APR_FY10, USD))
add(C, BBBY, "Bed Bath & Beyond share buybacks in fiscal 2009?", fact(BUYBACK, FEB_FY09, USD))
add(C, MCK, "McKesson total opex for FY2010?", fact(OPEX, MAR_FY10, USD))
add(C, HRB, "H&R Block book value at April 30, 2010?", fact(EQ, APR_BS10, USD))
add(C, EA, "EA bottom line for fiscal 2010 (year ended March 2010)?", fact(NI, MAR_FY10, USD))
add(C, MCHP, "Microchip top line for FY10 (ended March 31, 2010)?", fact(REV, MAR_FY10, USD))
A = "aapl-10k-2023"
add(C, A, "Apple D/E at the end of fiscal 2022 (total liabilities / shareholders' equity)?", ratio(LIAB, EQ, A_BS22))
add(C, A, "Apple's total cash pile (cash, cash equivalents and marketable securities) at Sept 30, 2023?", fact(["aapl:CashCashEquivalentsAndMarketableSecurities"], A_BS23, USD))
add(C, A, "Apple SBC (share-based compensation expense) in fiscal 2023?", fact(SBC, A_FY23, USD))
A = "aapl-10q-2023"
add(C, A, "Apple working capital as of July 1, 2023?", diff(AC, LC, AQ_BS))
add(C, A, "Apple buybacks (repurchases of common stock) in the first nine months of FY22?", fact(BUYBACK, AQ_9MPY, USD))
A = "msft-10k-2015"
add(C, A, "MSFT FCF in fiscal 2014 (CFO minus additions to property and equipment)?", fcf(M_FY14))
add(C, A, "Microsoft book value at June 30, 2014?", fact(EQ, M_BS14, USD))
add(C, A, "Microsoft EBIT (operating income) for FY14?", fact(OPINC, M_FY14, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix working capital at year-end 2023?", diff(AC, LC, N_BS23))
add(C, A, "NFLX SBC 2023?", fact(SBC, N_FY23, USD))
add(C, A, "How much did Netflix spend on buybacks in 2023?", fact(BUYBACK, N_FY23, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix FCF for Q3 2010 (three months), defined as operating cash flow minus purchases of property and equipment?", fcf(N10_Q3))
add(C, A, "Netflix top line for the first nine months of 2009?", fact(REV, N10_9MPY, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific working capital at year-end 2012?", diff(AC, LC, U_BS12))
add(C, A, "UNP cash dividends paid in 2012?", fact(DIVPAID, U_FY12, USD))
add(C, A, "Union Pacific top line for Q4 2012?", fact(REV, U_Q4_12, USD))
A = "aeon-10q-2023"
add(C, A, "AEON predecessor cash burn (net cash used in operating activities) for Jan 1 - Jul 21, 2023?", derived("-e0", [inp(OCF, E_PRED)], E_PRED, USD, ratio=False))
add(C, A, "AEON working capital at September 30, 2023?", diff(AC, LC, E_BS))

# =================================================================== refuse
C = "refuse"
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
# other company
add(C, BA, "What were Airbus's revenues for the first half of 2009?", refuse(oc, "Airbus is not an SEC filer and is not in the data (Boeing is).", other("AIRBUS")))
add(C, HD, "Menards net sales for the quarter ended July 2009?", refuse(oc, "Menards is private and not in the data (Home Depot is).", other("MENARD")))
add(C, SBUX, "Dunkin' Brands revenue for Q1 2010?", refuse(oc, "Dunkin' Brands is not in the data.", other("DUNKIN")))
add(C, TGT, "Dollar Tree net income for its first quarter of 2010?", refuse(oc, "Dollar Tree is not in the data.", other("DOLLAR TREE")))
add(C, EA, "Take-Two Interactive net revenue for fiscal 2010?", refuse(oc, "Take-Two Interactive is not in the data.", other("TAKE-TWO", "TAKE TWO")))
add(C, MCHP, "What was AMD's gross margin in fiscal 2010?", refuse(oc, "Advanced Micro Devices is not in the data.", other("ADVANCED MICRO", "AMD ")))
add(C, "aapl-10k-2023", "Xiaomi smartphone shipments and revenue for 2023?", refuse(oc, "Xiaomi is not in the data (not an SEC filer).", other("XIAOMI")))
add(C, "nflx-10k-2023", "Warner Bros. Discovery streaming subscribers at end of 2023?", refuse(oc, "Warner Bros. Discovery is not in the data.", other("WARNER BROS")))
add(C, "unp-10k-2012", "What was Genesee & Wyoming's operating revenue in 2012?", refuse(oc, "Genesee & Wyoming is not in the data (Union Pacific is).", other("GENESEE")))
add(C, "msft-10k-2015", "Workday subscription revenue for fiscal 2015?", refuse(oc, "Workday is not in the data.", other("WORKDAY")))
# period not reported
add(C, MMM, "3M net sales for Q3 2009 (three months ended September 30, 2009)?", refuse(pn, "The 10-Q covers periods ended June 30, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, TGT, "Target's net earnings for Q2 2010 (quarter ended July 2010)?", refuse(pn, "The 10-Q covers the quarter ended May 1, 2010.", absent(NI, ("2010-05-01", "2010-07-31"))))
add(C, EA, "EA net revenue for fiscal 2007?", refuse(pn, "The FY2010 10-K reports income statement years FY2008-FY2010 only.", absent(REV, ("2006-04-01", "2007-03-31"))))
add(C, PG, "Procter & Gamble net sales for the full fiscal year 2010 (ending June 2010)?", refuse(pn, "The Q3 FY10 10-Q ends March 31, 2010; the full fiscal year is not in it.", absent(REV, ("2009-07-01", "2010-06-30"))))
add(C, DIS, "Disney revenues for the June 2010 quarter (Q3 FY10)?", refuse(pn, "The 10-Q covers the quarter ended April 3, 2010.", absent(REV, ("2010-04-01", "2010-06-30"))))
add(C, "aapl-10k-2023", "Apple net sales for the December 2023 quarter?", refuse(pn, "The FY23 10-K ends September 30, 2023; Q1 FY24 is not in it.", absent(REV, ("2023-10-01", "2023-12-30"))))
add(C, "msft-10k-2015", "Microsoft revenue for the September 2012 quarter (Q1 FY13)?", refuse(pn, "Quarterly data in the FY15 10-K covers FY2014 and FY2015 only.", absent(REV, ("2012-07-01", "2012-09-30"))))
add(C, "nflx-10k-2023", "Netflix revenue for Q1 2024?", refuse(pn, "The 2023 10-K ends December 31, 2023.", absent(REV, ("2024-01-01", "2024-03-31"))))
add(C, "unp-10k-2012", "Union Pacific operating revenues for Q4 2010?", refuse(pn, "Quarterly data in the 2012 10-K covers 2011 and 2012 only.", absent(REV, ("2010-10-01", "2010-12-31"))))
add(C, "aeon-10q-2023", "AEON R&D expense for the quarter ended June 30, 2023?", refuse(pn, "The Q3 2023 10-Q reports no April-June 2023 period.", absent(RD, ("2023-04-01", "2023-06-30"))))
# concept not reported
add(C, EA, "What dividends per share did Electronic Arts declare in fiscal 2010?", refuse(cn, "EA paid no dividends; no dividends-per-share fact.", absent_any(DPS + DPS_PAID)))
add(C, SBUX, "How much did Starbucks spend on R&D in Q2 FY10?", refuse(cn, "No research and development expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, MCD, "McDonald's research and development expense for the first half of 2009?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, HRB, "H&R Block inventory at April 30, 2010?", refuse(cn, "H&R Block reports no inventory.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, BBBY, "Bed Bath & Beyond goodwill at the end of fiscal 2009?", refuse(cn, "No goodwill fact is reported.", absent_any(GW)))
add(C, "aapl-10k-2023", "What was Apple's advertising expense in fiscal 2023?", refuse(cn, "The FY23 10-K reports no advertising expense fact.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense"))))
add(C, "nflx-10k-2023", "How much advertising revenue (ads tier) did Netflix book in 2023?", refuse(cn, "Revenue is tagged by region only; no advertising revenue fact.", absent_any(g("AdvertisingRevenue"))))
add(C, "unp-10k-2012", "What was Union Pacific's advertising expense in 2012?", refuse(cn, "No advertising expense fact is reported.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense"))))
add(C, "aeon-10q-2023", "AEON Biopharma goodwill at September 30, 2023?", refuse(cn, "No goodwill fact is reported.", absent_any(GW)))
add(C, "nflx-10q-2010", "How many streaming subscribers did Netflix have at September 30, 2010?", refuse(cn, "The Q3 2010 10-Q instance tags no subscriber or membership count.", absent_any(["nflx:NumberOfPaidMemberships", "nflx:NumberOfSubscribers", "nflx:Subscribers", "nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"])))
# ambiguous
add(C, MCK, "What was McKesson's income in fiscal 2010?", refuse(am, "Operating income, pre-tax income or net income is unspecified.",
    amb((OPINC, MAR_FY10, None), (NI, MAR_FY10, None), (g("IncomeFromContinuingOperationsBeforeIncomeTaxes"), MAR_FY10, None))))
add(C, MCD, "What was McDonald's debt at June 30, 2009?", refuse(am, "Long-term debt (non-current), current maturities and notes payable are reported separately; which one (or total) is meant is unclear.",
    amb((g("LongTermDebtNoncurrent"), BS_0906, None), (g("LongTermDebtCurrent"), BS_0906, None))))
add(C, SBUX, "Starbucks net income for the first half?", refuse(am, "First half of fiscal 2010 or 2009 is not specified.",
    amb((NI, OCT_H1_10, None), (NI, OCT_H1_09, None))))
add(C, TXN, "Texas Instruments cash flow in Q1 2010?", refuse(am, "Operating, investing or financing cash flow (or net change in cash) is unspecified.",
    amb((OCF, CY10_Q1, None), (g("NetCashProvidedByUsedInFinancingActivitiesContinuingOperations"), CY10_Q1, None))))
add(C, DE, "How did Deere's revenue grow?", refuse(am, "Neither the period (third quarter or nine months) nor the measure is given.",
    amb((REV, DE_Q3, None), (REV, DE_9M, None))))
add(C, "msft-10k-2015", "How much did Microsoft earn in Q4?", refuse(am, "The FY15 10-K reports Q4 of both fiscal 2015 and fiscal 2014.",
    amb((NI, M_Q4_15, None), (NI, M_Q4_14, None))))
add(C, "unp-10k-2012", "What were Union Pacific's quarterly revenues in 2011?", refuse(am, "Four quarters are reported; one number cannot answer.",
    amb((REV, U_Q1_11, None), (REV, U_Q2_11, None), (REV, U_Q3_11, None), (REV, U_Q4_11, None))))
add(C, "aapl-10k-2023", "How did Greater China do for Apple in FY23?", refuse(am, "Net sales or operating income of the segment is unspecified.",
    amb((REV, A_FY23, {SEG: "aapl:GreaterChinaSegmentMember"}), (OPINC, A_FY23, {SEG: "aapl:GreaterChinaSegmentMember"}))))
add(C, "nflx-10k-2023", "How many members did Netflix have in 2023?", refuse(am, "Paid memberships (end of period, by region) or net additions; no single total is tagged and the region is unspecified.",
    amb((["nflx:NumberOfPaidMemberships"], N_BS23, dict(STR, **{GEO: "us-gaap:EMEAMember"})),
        (["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY23, dict(STR, **{GEO: "us-gaap:EMEAMember"})))))
add(C, "aapl-10q-2023", "Apple segment operating income for the June 2023 quarter?", refuse(am, "Five geographic segments are reported; none is named.",
    amb((OPINC, AQ_Q3, {SEG: "aapl:AmericasSegmentMember"}), (OPINC, AQ_Q3, {SEG: "aapl:EuropeSegmentMember"}),
        (OPINC, AQ_Q3, {SEG: "aapl:GreaterChinaSegmentMember"}))))


def main():
    write_round("h2", gr.QUESTIONS_2)


if __name__ == "__main__":
    main()
