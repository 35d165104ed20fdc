#!/usr/bin/env python3
"""Writes evals/data/ask_heldout3.jsonl and its refusal probes (round 3) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout3_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-8 share


# ------------------------------------------------------------------ FSDS filings (adsh, name in sub.txt)
TXT = "fsds:0000217346-09-000117"    # TEXTRON INC 10-Q, period 2009-06-30 (2009q3); all rows segmented (Manufacturing / Finance group)
TROW = "fsds:0000950123-09-025178"   # PRICE T ROWE GROUP INC 10-Q, 2009-06-30; ProductOrService rows
CMI = "fsds:0001104659-09-045874"    # CUMMINS INC 10-Q, 2009-06-30
EMC = "fsds:0001193125-09-165391"    # EMC CORP 10-Q, 2009-06-30
PZZA = "fsds:0001104659-09-046982"   # PAPA JOHNS INTERNATIONAL INC 10-Q, 2009-06-30
SLB = "fsds:0001193125-09-158007"    # SCHLUMBERGER LTD /NV/ 10-Q, 2009-06-30
ADBE = "fsds:0000796343-10-000007"   # ADOBE SYSTEMS INC 10-Q, Q1 FY10 ended 2010-02-26 (ddate 2010-02-28) (2010q2)
KSS = "fsds:0001193125-10-132984"    # KOHLS CORPORATION 10-Q, Q1 FY10 ended 2010-05-01 (ddate 2010-04-30)
CL = "fsds:0001140361-10-017963"     # COLGATE PALMOLIVE CO 10-Q, 2010-03-31
LMT = "fsds:0001193125-10-088874"    # LOCKHEED MARTIN CORP 10-Q, 2010-03-31
LUV = "fsds:0000092380-10-000032"    # SOUTHWEST AIRLINES CO 10-Q, 2010-03-31
HOG = "fsds:0001193125-10-110745"    # HARLEY DAVIDSON INC 10-Q, 2010-03-31
FLEX = "fsds:0000950123-10-052098"   # FLEXTRONICS INTERNATIONAL LTD. 10-K, FY ended 2010-03-31
CA = "fsds:0000950123-10-049691"     # CA, INC. 10-K, FY ended 2010-03-31
BMC = "fsds:0001193125-10-112656"    # BMC SOFTWARE INC 10-K, FY ended 2010-03-31
CSC = "fsds:0000023082-10-000036"    # COMPUTER SCIENCES CORP 10-K, FY ended 2010-04-02 (ddate 2010-03-31)
PCP = "fsds:0001193125-10-130580"    # PRECISION CASTPARTS CORP 10-K, FY ended 2010-03-28 (ddate 2010-03-31)
FRX = "fsds:0000038074-10-000009"    # FOREST LABORATORIES INC 10-K, FY ended 2010-03-31
DLM = "fsds:0001193125-10-149876"    # DEL MONTE FOODS CO 10-K, FY ended 2010-05-02 (ddate 2010-04-30)
SVU = "fsds:0000950123-10-037777"    # SUPERVALU INC 10-K, FY ended 2010-02-27 (ddate 2010-02-28); BusinessSegments rows

BS_0906, BS_0812, BS_0712, BS_0806 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2007-12-31"), (None, "2008-06-30")
AD_Q1, AD_Q1PY = ("2009-12-01", "2010-02-28"), ("2008-12-01", "2009-02-28")
AD_BS, AD_BSFY = (None, "2010-02-28"), (None, "2009-11-30")
KS_Q1, KS_Q1PY = ("2010-02-01", "2010-04-30"), ("2009-02-01", "2009-04-30")
KS_BS, KS_BSFY, KS_BSPY = (None, "2010-04-30"), (None, "2010-01-31"), (None, "2009-04-30")
MAR_FY10, MAR_FY09, MAR_FY08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
MAR_BS10, MAR_BS09, MAR_BS08 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31")
APR_FY10, APR_FY09, APR_FY08 = ("2009-05-01", "2010-04-30"), ("2008-05-01", "2009-04-30"), ("2007-05-01", "2008-04-30")
APR_BS10, APR_BS09 = (None, "2010-04-30"), (None, "2009-04-30")
FEB_FY10, FEB_FY09, FEB_FY08 = ("2009-03-01", "2010-02-28"), ("2008-03-01", "2009-02-28"), ("2007-03-01", "2008-02-29")
FEB_BS10, FEB_BS09, FEB_BS08 = (None, "2010-02-28"), (None, "2009-02-28"), (None, "2008-02-29")


# =================================================================== direct
C = "direct"
add(C, TROW, "Give me T. Rowe Price's investment advisory fees (asset management fees) for the quarter ended June 30, 2009.", fact(g("AssetManagementFees"), CY09_Q2, USD))
add(C, TROW, "TROW cash and cash equivalents as of 6/30/09?", fact(CASH, BS_0906, USD))
add(C, CMI, "What was Cummins' current product warranty accrual at June 30, 2009?", fact(g("ProductWarrantyAccrualClassifiedCurrent"), BS_0906, USD))
add(C, CMI, "How much did Cummins spend on research and development in the June 2009 quarter (three months)?", fact(RD, CY09_Q2, USD))
add(C, EMC, "EMC inventories at the end of Q2 2009", fact(INV, BS_0906, USD))
add(C, EMC, "Pull EMC's goodwill balance as of June 30, 2009.", fact(GW, BS_0906, USD))
add(C, PZZA, "Papa John's domestic company-owned restaurant sales for the three months ended June 28, 2009?", fact(g("CompanyOwnedRestaurantSalesDomestic"), CY09_Q2, USD))
add(C, PZZA, "I need Papa John's domestic franchise royalties for the second quarter of 2009 (quarter only).", fact(g("FranchiseRoyaltiesDomestic"), CY09_Q2, USD))
add(C, SLB, "Schlumberger research & engineering (R&D) expense, Q2 2009 three months?", fact(RD, CY09_Q2, USD))
add(C, SLB, "SLB short-term investments as of June 30 2009", fact(g("ShortTermInvestments"), BS_0906, USD))
add(C, ADBE, "Adobe current deferred revenue as of February 26, 2010 (end of fiscal Q1 2010)?", fact(g("DeferredRevenueCurrent"), AD_BS, USD))
add(C, ADBE, "What was Adobe's subscription revenue in its fiscal first quarter of 2010 (quarter ended Feb 26, 2010)?", fact(g("SubscriptionRevenue"), AD_Q1, USD))
add(C, KSS, "Kohl's merchandise inventorys at May 1, 2010?", fact(INV, KS_BS, USD))
add(C, CL, "Colgate-Palmolive net sales, three months ended March 31, 2010?", fact(REV, CY10_Q1, USD))
add(C, LMT, "Lockheed Martin customer advances and amounts in excess of costs incurred (current) at the end of Q1 2010 (March 2010)?", fact(g("CustomerAdvancesCurrent"), BS_1003, USD))
add(C, LUV, "Southwest Airlines passenger revenues for Q1 2010?", fact(g("PassengerRevenue"), CY10_Q1, USD))
add(C, HOG, "Harley-Davidson financial services revenue in the first quarter of 2010?", fact(g("FinancialServicesRevenue"), CY10_Q1, USD))
add(C, FLEX, "Flextronics net sales for fiscal 2010 (year ended March 31, 2010)?", fact(REV, MAR_FY10, USD))
add(C, CA, "CA, Inc. license and maintenance revenue for the fiscal year ended March 31, 2010?", fact(g("LicenseAndMaintenanceRevenue"), MAR_FY10, USD))
add(C, BMC, "BMC Software maintenance revenue, FY ended March 2010", fact(g("MaintenanceRevenue"), MAR_FY10, USD))
add(C, PCP, "Precision Castparts inventories at the end of fiscal 2010 (March 28, 2010)?", fact(INV, MAR_BS10, USD))
add(C, FRX, "Forest Labs R&D spend in fiscal 2010 (year ended March 31, 2010)", fact(RD, MAR_FY10, USD))
add(C, DLM, "What were Del Monte Foods' net sales for fiscal 2010, the year ended May 2, 2010?", fact(REV, APR_FY10, USD))
add(C, SVU, "Supervalu LIFO charge for fiscal 2010 (year ended Feb 27, 2010)?", fact(g("LifoCharge"), FEB_FY10, USD))
add(C, CSC, "Computer Sciences Corp cost of services for fiscal 2010 (year ended April 2, 2010)?", fact(g("CostOfServices"), MAR_FY10, USD))
A = "aapl-10k-2023"
add(C, A, "Apple interest expense for fiscal 2023?", fact(INTEXP, A_FY23, USD))
add(C, A, "What's the commercial paper balance on Apple's Sept 30, 2023 balance sheet?", fact(g("CommercialPaper"), A_BS23, USD))
add(C, A, "Apple non-current operating lease liabilities as of September 30, 2023?", fact(g("OperatingLeaseLiabilityNoncurrent"), A_BS23, USD))
add(C, A, "Apple inventories at fiscal 2023 year end", fact(INV, A_BS23, USD))
A = "aapl-10q-2023"
add(C, A, "Apple finished goods inventory (net of reserves) at July 1, 2023?", fact(g("InventoryFinishedGoodsNetOfReserves"), AQ_BS, USD))
add(C, A, "Gross property, plant and equipment for Apple as of the June 2023 quarter end?", fact(g("PropertyPlantAndEquipmentGross"), AQ_BS, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft interest expense, fiscal year 2015?", fact(INTEXP, M_FY15, USD))
add(C, A, "MSFT commercial paper outstanding at June 30, 2015", fact(g("CommercialPaper"), M_BS15, USD))
add(C, A, "What was Microsoft's general and administrative expense in FY2015?", fact(g("GeneralAndAdministrativeExpense"), M_FY15, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix advertising expense in 2023?", fact(g("AdvertisingExpense"), N_FY23, USD))
add(C, A, "How much cash did Netflix pay for income taxes in 2023?", fact(g("IncomeTaxesPaid"), N_FY23, USD))
add(C, A, "Netflix accrued expenses and other liabilities (current) at 12/31/2023?", fact(g("AccruedLiabilitiesCurrent"), N_BS23, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix subscription cost of revenues for the three months ended September 30, 2010?", fact(g("CostOfGoodsSoldSubscription"), N10_Q3, USD))
add(C, A, "Netflix non-current content library, net, at September 30, 2010?", fact(["nflx:ContentLibraryNetNoncurrent"], N10_BS, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific repairs and maintenance cost for 2012?", fact(g("CostOfPropertyRepairsAndMaintenance"), U_FY12, USD))
add(C, A, "UNP investments in affiliates at Dec 31, 2012", fact(g("InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), U_BS12, USD))
A = "aeon-10q-2023"
add(C, A, "AEON Biopharma property and equipment, net, at September 30, 2023?", fact(PPE, E_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, TROW, "T. Rowe Price net revenues in the year-ago quarter (Q2 2008)?", fact(REV, CY08_Q2, USD))
add(C, TROW, "TROW stockholders' equity at Dec 31, 2008 as shown in the June 2009 10-Q", fact(EQ, BS_0812, USD))
add(C, CMI, "Cummins net sales for the first half of 2008 (six months ended June 2008)?", fact(REV, CY08_H1, USD))
add(C, CMI, "What were Cummins' inventories at year-end 2008?", fact(INV, BS_0812, USD))
add(C, EMC, "EMC net income attributable to EMC for Q2 2008 (three months ended June 30, 2008)?", fact(NI, CY08_Q2, USD))
add(C, EMC, "EMC cash and cash equivalents as of December 31, 2008?", fact(CASH, BS_0812, USD))
add(C, PZZA, "Papa John's total revenues for the six months ended June 29, 2008?", fact(REV, CY08_H1, USD))
add(C, PZZA, "Papa John's long-term revolving line of credit balance at the end of 2008 (Dec 28, 2008)?", fact(g("LongTermLineOfCredit"), BS_0812, USD))
add(C, SLB, "Schlumberger revenue for the year-ago quarter, Q2 2008", fact(REV, CY08_Q2, USD))
add(C, SLB, "SLB net income, first six months of 2008?", fact(NI, CY08_H1, USD))
add(C, ADBE, "Adobe total revenue in fiscal Q1 2009 (quarter ended Feb 27, 2009)?", fact(REV, AD_Q1PY, USD))
add(C, ADBE, "Adobe cash & equivalents at fiscal 2009 year end (Nov 27, 2009)?", fact(CASH, AD_BSFY, USD))
add(C, KSS, "Kohl's net income for the first quarter of fiscal 2009 (ended May 2, 2009)?", fact(NI, KS_Q1PY, USD))
add(C, KSS, "Kohl's inventory as of May 2, 2009 (year-ago quarter end)?", fact(INV, KS_BSPY, USD))
add(C, CL, "Colgate net income attributable to Colgate-Palmolive in Q1 2009?", fact(NI, CY09_Q1, USD))
add(C, LMT, "Lockheed's net sales for the first quarter of 2009?", fact(REV, CY09_Q1, USD))
add(C, LUV, "Southwest total operating revenues, Q1 2009 (a year earlier)?", fact(REV, CY09_Q1, USD))
add(C, HOG, "Harley-Davidson total revenue in Q1 2009?", fact(REV, CY09_Q1, USD))
add(C, FLEX, "Flextronics net sales in fiscal 2009 (year ended March 31, 2009)?", fact(REV, MAR_FY09, USD))
add(C, CA, "CA Inc net income for fiscal 2008 (year ended March 2008)?", fact(NI, MAR_FY08, USD))
add(C, BMC, "BMC cash flow from operations in fiscal 2009?", fact(OCF, MAR_FY09, USD))
add(C, CSC, "Computer Sciences revenues two years back, fiscal 2008 (ended March 28, 2008)?", fact(REV, MAR_FY08, USD))
add(C, PCP, "Precision Castparts net income attributable to PCC, fiscal 2009?", fact(NI, MAR_FY09, USD))
add(C, FRX, "Forest Laboratories total revenue for fiscal 2008 (year ended March 31, 2008)?", fact(REV, MAR_FY08, USD))
add(C, DLM, "Del Monte net income for fiscal 2009 (year ended May 3, 2009)?", fact(NI, APR_FY09, USD))
add(C, SVU, "What were Supervalu's net sales in fiscal 2009 (year ended Feb 28, 2009)?", fact(REV, FEB_FY09, USD))
A = "aapl-10k-2023"
add(C, A, "Apple interest expense in fiscal 2022?", fact(INTEXP, A_FY22, USD))
add(C, A, "Apple depreciation expense for fiscal 2021?", fact(g("Depreciation"), A_FY21, USD))
add(C, A, "Apple commercial paper at Sept 24, 2022 (prior year end)?", fact(g("CommercialPaper"), A_BS22, USD))
add(C, A, "Apple other non-current liabilities at the end of fiscal 2022?", fact(g("OtherLiabilitiesNoncurrent"), A_BS22, USD))
A = "aapl-10q-2023"
add(C, A, "How much term debt did Apple repay in the first nine months of fiscal 2022?", fact(g("RepaymentsOfLongTermDebt"), AQ_9MPY, USD))
add(C, A, "Apple dividends paid, nine months ended June 25, 2022?", fact(g("PaymentsOfDividends"), AQ_9MPY, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft interest expense in fiscal 2014?", fact(INTEXP, M_FY14, USD))
add(C, A, "MSFT G&A for fiscal 2013", fact(g("GeneralAndAdministrativeExpense"), M_FY13, USD))
add(C, A, "Microsoft accounts receivable, net, as of June 30, 2014?", fact(AR, M_BS14, USD))
add(C, A, "Microsoft income taxes paid in fiscal 2013?", fact(g("IncomeTaxesPaidNet"), M_FY13, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix advertising expenses in 2022?", fact(g("AdvertisingExpense"), N_FY22, USD))
add(C, A, "Netflix provision for income taxes, 2021?", fact(TAX, N_FY21, USD))
add(C, A, "Netflix accounts payable at year-end 2022?", fact(AP, N_BS22, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix amortization of content library for the nine months ended Sept 30, 2009?", fact(["nflx:AmortizationOfContentLibrary"], N10_9MPY, USD))
add(C, A, "Netflix accounts payable at December 31, 2009, per the Q3 2010 10-Q?", fact(AP, N10_BSPY, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific income tax expense for 2010?", fact(TAX, U_FY10, USD))
add(C, A, "UNP accounts receivable, net, at the end of 2011?", fact(AR, U_BS11, USD))
A = "aeon-10q-2023"
add(C, A, "AEON operating lease cost for the nine months ended September 30, 2022?", fact(g("OperatingLeaseCost"), E_9M_22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, TROW, "T. Rowe Price investment advisory fees, first half of 2009 (six months YTD)?", fact(g("AssetManagementFees"), CY09_H1, USD))
add(C, TROW, "TROW operating income for just the June 2009 quarter, not YTD", fact(OPINC, CY09_Q2, USD))
add(C, TROW, "T. Rowe Price advertising and promotion expense for the six months ended June 30, 2009?", fact(g("MarketingAndAdvertisingExpense"), CY09_H1, USD))
add(C, TROW, "T. Rowe net income, H1 2009?", fact(NI, CY09_H1, USD))
add(C, CMI, "Cummins net sales, six months ended June 2009 (year to date)?", fact(REV, CY09_H1, USD))
add(C, CMI, "Cummins net income attributable to Cummins for Q2 2009 alone (three months ended June 28, 2009)?", fact(NI, CY09_Q2, USD))
add(C, CMI, "CMI gross margin dollars for 1H 2009", fact(GP, CY09_H1, USD))
add(C, CMI, "Cummins R&D, year to date through June 2009?", fact(RD, CY09_H1, USD))
add(C, EMC, "EMC net income attributable to EMC, first half 2009 (six months)?", fact(NI, CY09_H1, USD))
add(C, EMC, "EMC operating income in the June 2009 quarter only?", fact(OPINC, CY09_Q2, USD))
add(C, EMC, "EMC cost of services for the six months ended June 30, 2009?", fact(g("CostOfServices"), CY09_H1, USD))
add(C, EMC, "EMC provision for income taxes, three months ended June 30, 2009?", fact(TAX, CY09_Q2, USD))
add(C, PZZA, "Papa John's total revenues for Q2 2009, the three months only", fact(REV, CY09_Q2, USD))
add(C, PZZA, "Papa John's net income for the first six months of 2009?", fact(NI, CY09_H1, USD))
add(C, PZZA, "Papa John's general and administrative expenses for the three months ended June 28, 2009?", fact(g("GeneralAndAdministrativeExpense"), CY09_Q2, USD))
add(C, PZZA, "Papa John's domestic commissary sales, six months YTD June 2009?", fact(g("CommissarySalesDomestic"), CY09_H1, USD))
add(C, SLB, "Schlumberger revenu for the six months ended June 30, 2009?", fact(REV, CY09_H1, USD))
add(C, SLB, "SLB net income attributable to Schlumberger for the second quarter of 2009 (quarter only)?", fact(NI, CY09_Q2, USD))
add(C, SLB, "Schlumberger general & administrative expense for H1 2009?", fact(g("GeneralAndAdministrativeExpense"), CY09_H1, USD))
add(C, SLB, "Schlumberger interest expense, three months ended 6/30/2009?", fact(INTEXP, CY09_Q2, USD))
add(C, EMC, "EMC cost of product sales for the second quarter of 2009 (three months)?", fact(g("CostOfGoodsSold"), CY09_Q2, USD))
add(C, SLB, "Schlumberger R&D year to date through June 2009?", fact(RD, CY09_H1, USD))
A = "aapl-10q-2023"
add(C, A, "Apple interest and dividend income for the June 2023 quarter alone?", fact(g("InvestmentIncomeInterestAndDividend"), AQ_Q3, USD))
add(C, A, "Apple interest and dividend income, nine months year-to-date through July 1, 2023?", fact(g("InvestmentIncomeInterestAndDividend"), AQ_9M, USD))
add(C, A, "Apple other income/(expense), net, for the first nine months of fiscal 2023?", fact(g("NonoperatingIncomeExpense"), AQ_9M, USD))
add(C, A, "Deferred revenue Apple recognized during the three months ended July 1, 2023 that was in the opening balance?", fact(g("ContractWithCustomerLiabilityRevenueRecognized"), AQ_Q3, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix subscription cost of revenues, nine months ended September 30, 2010 (YTD)?", fact(g("CostOfGoodsSoldSubscription"), N10_9M, USD))
add(C, A, "Netflix amortization of content library in Q3 2010, quarter only?", fact(["nflx:AmortizationOfContentLibrary"], N10_Q3, USD))
add(C, A, "Netflix stock-based compensation for the first nine months of 2010?", fact(SBC, N10_9M, USD))
add(C, A, "Netflix depreciation and amortization of property, equipment and intangibles, three months ended Sept 30, 2010?", fact(g("DepreciationAndAmortization"), N10_Q3, USD))
A = "msft-10k-2015"
add(C, A, "Microsoft gross margin for the December 2013 quarter (Q2 FY14) only?", fact(GP, M_Q2_14, USD))
add(C, A, "MSFT gross margin for Q1 fiscal 2014 (July-Sept 2013)?", fact(GP, M_Q1_14, USD))
add(C, A, "Microsoft revenue, fourth quarter of fiscal 2014 (April-June 2014)?", fact(REV, M_Q4_14, USD))
A = "unp-10k-2012"
add(C, A, "Union Pacific operating income in Q2 2012 (three months)?", fact(OPINC, U_Q2_12, USD))
add(C, A, "UNP operating income for the first quarter of 2011?", fact(OPINC, U_Q1_11, USD))
add(C, A, "Union Pacific net income, Q3 2011 only?", fact(NI, U_Q3_11, USD))
A = "aeon-10q-2023"
add(C, A, "AEON operating lease cost for the stub period July 1 - July 21, 2023 (predecessor)?", fact(g("OperatingLeaseCost"), E_STUB, USD))
add(C, A, "AEON operating lease cost for the successor period July 22 - September 30, 2023?", fact(g("OperatingLeaseCost"), E_SUCC, USD))
add(C, A, "AEON operating lease cost for the three months ended September 30, 2022?", fact(g("OperatingLeaseCost"), E_Q3_22, USD))

# =================================================================== derived
C = "derived"
add(C, TROW, "T. Rowe Price operating margin for Q2 2009 (operating income ÷ net revenues)?", ratio(OPINC, REV, CY09_Q2))
add(C, TROW, "TROW effective tax rate for the first half of 2009, computed as provision ÷ pre-tax income?", ratio(TAX, PRETAX, CY09_H1))
add(C, CMI, "Cummins gross margin % for the June 2009 quarter (gross margin ÷ net sales)?", ratio(GP, REV, CY09_Q2))
add(C, CMI, "Cummins current ratio at June 30, 2009?", ratio(AC, LC, BS_0906))
add(C, EMC, "EMC's year-over-year change in Q2 net income attributable to EMC (Q2 2009 vs Q2 2008)?", growth(NI, CY09_Q2, CY08_Q2))
add(C, EMC, "EMC current ratio as of June 30, 2009 (current assets / current liabilities)?", ratio(AC, LC, BS_0906))
add(C, PZZA, "Papa John's revenue growth, first half 2009 vs first half 2008?", growth(REV, CY09_H1, CY08_H1))
add(C, PZZA, "Papa John's interest coverage for Q2 2009: operating income divided by interest expense", ratio(OPINC, INTEXP, CY09_Q2))
add(C, SLB, "Schlumberger pre-tax margin for H1 2009 (pre-tax income from continuing ops ÷ revenue)?", ratio(PRETAX, REV, CY09_H1))
add(C, SLB, "SLB working capital at 6/30/2009 (current assets minus current liabilities)?", diff(AC, LC, BS_0906))
add(C, ADBE, "Adobe gross margin for fiscal Q1 2010: gross profit over total revenue?", ratio(GP, REV, AD_Q1))
add(C, ADBE, "How much did Adobe's revenue grow year over year in fiscal Q1 2010 (vs fiscal Q1 2009)?", growth(REV, AD_Q1, AD_Q1PY))
add(C, KSS, "Kohl's gross margin rate for Q1 fiscal 2010 (gross margin ÷ net sales)?", ratio(GP, REV, KS_Q1))
add(C, KSS, "Kohl's SG&A as a percentage of net sales, quarter ended May 1, 2010?", ratio(SGA, REV, KS_Q1))
add(C, CL, "Colgate-Palmolive operating margin in Q1 2010 (operating profit / net sales)?", ratio(OPINC, REV, CY10_Q1))
add(C, LMT, "Lockheed Martin net margin for Q1 2010 (net earnings ÷ net sales)", ratio(NI, REV, CY10_Q1))
add(C, LUV, "What share of Southwest's Q1 2010 operating revenue came from passengers (passenger revenue ÷ total operating revenues)?", ratio(g("PassengerRevenue"), REV, CY10_Q1))
add(C, HOG, "Harley-Davidson total revenue change, Q1 2010 vs Q1 2009, in percent?", growth(REV, CY10_Q1, CY09_Q1))
add(C, FLEX, "Flextronics gross margin for fiscal 2010 (gross profit ÷ net sales)?", ratio(GP, REV, MAR_FY10))
add(C, CA, "CA Inc operating margin, fiscal 2010 (operating income ÷ total revenue)?", ratio(OPINC, REV, MAR_FY10))
add(C, BMC, "BMC free cash flow for fiscal 2010: cash from operations minus purchases of property and equipment", fcf(MAR_FY10))
add(C, CSC, "CSC return on ending equity for fiscal 2010: net income attributable to CSC ÷ CSC stockholders' equity at April 2, 2010?", ratio(NI, EQ, MAR_FY10, MAR_BS10))
add(C, PCP, "Precision Castparts net income growth in fiscal 2010 versus fiscal 2009?", growth(NI, MAR_FY10, MAR_FY09))
add(C, FRX, "Forest Labs R&D intensity in fiscal 2010 (R&D ÷ total revenue)?", ratio(RD, REV, MAR_FY10))
add(C, DLM, "Del Monte long-term debt (non-current) to stockholders' equity at the end of fiscal 2010?", ratio(LTD_NC, EQ, APR_BS10))
add(C, SVU, "Supervalu net sales growth in fiscal 2010 vs fiscal 2009?", growth(REV, FEB_FY10, FEB_FY09))
A = "aapl-10k-2023"
add(C, A, "Apple effective tax rate in fiscal 2021, computed as provision ÷ income before taxes?", ratio(TAX, PRETAX, A_FY21))
add(C, A, "Apple Europe segment operating margin for FY22 (Europe operating income ÷ Europe net sales)?", ratio(OPINC, REV, A_FY22, None, {SEG: "aapl:EuropeSegmentMember"}, {SEG: "aapl:EuropeSegmentMember"}))
add(C, A, "Apple cash conversion in FY22: operating cash flow ÷ net income?", ratio(OCF, NI, A_FY22))
add(C, A, "Apple total debt at Sept 30, 2023 = commercial paper + current term debt + non-current term debt. What is it?",
    derived("e0+e1+e2", [inp(g("CommercialPaper"), A_BS23), inp(g("LongTermDebtCurrent"), A_BS23), inp(LTD_NC, A_BS23)], A_BS23, USD, ratio=False))
A = "aapl-10q-2023"
add(C, A, "Mac as a share of Apple's total net sales in the June 2023 quarter?", ratio(REV, REV, AQ_Q3, None, {PROD: "aapl:MacMember"}, {}))
add(C, A, "Apple R&D as a percent of net sales for the nine months ended July 1, 2023?", ratio(RD, REV, AQ_9M))
A = "msft-10k-2015"
add(C, A, "Microsoft G&A as a share of revenue in FY15?", ratio(g("GeneralAndAdministrativeExpense"), REV, M_FY15))
add(C, A, "MSFT interest coverage FY2015 (operating income ÷ interest expense)?", ratio(OPINC, INTEXP, M_FY15))
add(C, A, "What fraction of Microsoft's FY14 pre-tax income was foreign (foreign pre-tax income ÷ total pre-tax income)?", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), PRETAX, M_FY14))
A = "nflx-10k-2023"
add(C, A, "Netflix advertising expense as a % of revenue in 2023?", ratio(g("AdvertisingExpense"), REV, N_FY23))
add(C, A, "Share of Netflix's 2022 income before taxes that was foreign?", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"), PRETAX, N_FY22))
A = "nflx-10q-2010"
add(C, A, "Netflix subscription costs as a percent of revenue for Q3 2010 (three months)?", ratio(g("CostOfGoodsSoldSubscription"), REV, N10_Q3))
add(C, A, "Growth in Netflix content library amortization, nine months 2010 vs nine months 2009?", growth(["nflx:AmortizationOfContentLibrary"], N10_9M, N10_9MPY))
A = "unp-10k-2012"
add(C, A, "Union Pacific freight revenue growth, 2012 over 2011?", growth(g("CargoAndFreightRevenue"), U_FY12, U_FY11))
add(C, A, "Coal's share of Union Pacific's 2012 freight revenues?", ratio(g("CargoAndFreightRevenue"), g("CargoAndFreightRevenue"), U_FY12, None, {SEG: "unp:CoalMember"}, {}))
add(C, A, "UNP repairs and maintenance as a fraction of operating revenues, 2011?", ratio(g("CostOfPropertyRepairsAndMaintenance"), REV, U_FY11))
A = "aeon-10q-2023"
add(C, A, "What share of AEON's total assets was cash and cash equivalents at September 30, 2023?", ratio(CASH, ASSETS, E_BS))

# =================================================================== members
C = "members"
FG = {"BusinessSegments": "SegmentFinanceGroup"}
MG = {"BusinessSegments": "SegmentManufacturingGroup"}
add(C, TXT, "Textron Finance group net income (loss) for the six months ended July 4, 2009?", fact(NI, CY09_H1, USD, FG))
add(C, TXT, "Total assets of Textron's Finance group at the end of Q2 2009?", fact(ASSETS, BS_0906, USD, FG))
add(C, TXT, "Textron Finance group finance receivables held for investment, net, at June 2009 quarter end?", fact(g("LoansAndLeasesReceivableNetReportedAmount"), BS_0906, USD, FG))
add(C, TXT, "Textron Finance group debt at January 3, 2009 (fiscal 2008 year end)?", fact(g("DebtAndCapitalLeaseObligations"), BS_0812, USD, FG))
add(C, TXT, "Textron Manufacturing group inventories as of the end of the second quarter of 2009?", fact(INV, BS_0906, USD, MG))
add(C, TXT, "Textron Manufacturing group goodwill at the end of Q2 2009?", fact(GW, BS_0906, USD, MG))
add(C, TXT, "Textron Manufacturing group long-term debt at Q2 2009 quarter end?", fact(g("LongTermDebtAndCapitalLeaseObligations"), BS_0906, USD, MG))
add(C, TXT, "Manufacturing group cash and equivalents for Textron at the end of June 2009?", fact(CASH, BS_0906, USD, MG))
add(C, TXT, "Textron Finance group provision for losses on finance receivables, first half of 2009?", fact(g("ProvisionForLoanAndLeaseLosses"), CY09_H1, USD, FG))
add(C, TROW, "T. Rowe Price advisory fees from stock and blended asset funds, Q2 2009 (three months)?", fact(g("AssetManagementFees"), CY09_Q2, USD, {"ProductOrService": "StockAndBlendedAssetFunds"}))
add(C, TROW, "T. Rowe Price bond and money market fund advisory fees for the first half of 2009?", fact(g("AssetManagementFees"), CY09_H1, USD, {"ProductOrService": "BondAndMoneyMarketFunds"}))
add(C, TROW, "TROW investment advisory fees from its sponsored mutual funds in the U.S., quarter ended June 30, 2009?", fact(g("AssetManagementFees"), CY09_Q2, USD, {"ProductOrService": "SponsoredMutualFundsInUS"}))
add(C, TROW, "T. Rowe Price advisory fees from other investment portfolios, six months ended June 30, 2008?", fact(g("AssetManagementFees"), CY08_H1, USD, {"ProductOrService": "OtherPortfolios"}))
add(C, SVU, "Supervalu Retail food segment net sales in fiscal 2010?", fact(REV, FEB_FY10, USD, {"BusinessSegments": "RetailFood"}))
add(C, SVU, "Supervalu Supply chain services operating earnings, fiscal 2010 (year ended Feb 27, 2010)?", fact(OPINC, FEB_FY10, USD, {"BusinessSegments": "SupplyChainServices"}))
add(C, SVU, "SVU Retail food segment operating earnings (loss) in fiscal 2009?", fact(OPINC, FEB_FY09, USD, {"BusinessSegments": "RetailFood"}))
add(C, SVU, "Supervalu Corporate operating loss line for fiscal 2010?", fact(OPINC, FEB_FY10, USD, {"BusinessSegments": "Corporate"}))
add(C, SVU, "Supervalu Supply chain services segment assets at Feb 27, 2010?", fact(ASSETS, FEB_BS10, USD, {"BusinessSegments": "SupplyChainServices"}))
add(C, ADBE, "Adobe Creative Solutions segment gross profit in fiscal Q1 2010?", fact(GP, AD_Q1, USD, {"SegmentReportingInformationBySegment": "CreativeSolutions"}))
add(C, ADBE, "Knowledge Worker segment gross profit at Adobe in fiscal Q1 2009 (quarter ended Feb 27, 2009)?", fact(GP, AD_Q1PY, USD, {"SegmentReportingInformationBySegment": "KnowledgeWorker"}))
add(C, ADBE, "Adobe Enterprise segment cost of revenue for the quarter ended Feb 26, 2010?", fact(g("CostOfRevenue"), AD_Q1, USD, {"SegmentReportingInformationBySegment": "Enterprise"}))
A = "aapl-10k-2023"
add(C, A, "Apple Japan segment operating income for fiscal 2021?", fact(OPINC, A_FY21, USD, {SEG: "aapl:JapanSegmentMember"}))
add(C, A, "Mac net sales for Apple in FY22?", fact(REV, A_FY22, USD, {PROD: "aapl:MacMember"}))
add(C, A, "Apple iPad revenue in fiscal 2021?", fact(REV, A_FY21, USD, {PROD: "aapl:IPadMember"}))
add(C, A, "Apple Services net sales for fiscal 2022?", fact(REV, A_FY22, USD, {PROD: "us-gaap:ServiceMember"}))
add(C, A, "Apple gross land and buildings (PP&E) at Sept 24, 2022?", fact(g("PropertyPlantAndEquipmentGross"), A_BS22, USD, {PPEAX: "us-gaap:LandAndBuildingMember"}))
add(C, A, "Apple long-lived assets located in China at the end of fiscal 2022?", fact(g("NoncurrentAssets"), A_BS22, USD, {GEO: "country:CN"}))
A = "aapl-10q-2023"
add(C, A, "Apple Mac sales for the three months ended July 1, 2023?", fact(REV, AQ_Q3, USD, {PROD: "aapl:MacMember"}))
add(C, A, "Americas segment net sales for Apple in the June 2023 quarter?", fact(REV, AQ_Q3, USD, {SEG: "aapl:AmericasSegmentMember"}))
add(C, A, "Apple Rest of Asia Pacifc net sales for fiscal Q3 2023 (three months)?", fact(REV, AQ_Q3, USD, {SEG: "aapl:RestOfAsiaPacificSegmentMember"}))
add(C, A, "Apple iPad revenue, nine months ended July 1, 2023?", fact(REV, AQ_9M, USD, {PROD: "aapl:IPadMember"}))
add(C, A, "Apple Services cost of sales for the first nine months of fiscal 2023?", fact(COR, AQ_9M, USD, {PROD: "us-gaap:ServiceMember"}))
A = "msft-10k-2015"
add(C, A, "Microsoft Devices and Consumer gross margin in fiscal 2013?", fact(GP, M_FY13, USD, {CONS: "msft:DevicesAndConsumerMember"}))
add(C, A, "Microsoft Commercial operating income for FY2014?", fact(OPINC, M_FY14, USD, {CONS: "msft:CommercialMember"}))
add(C, A, "MSFT Corporate and Other operating income (loss) in fiscal 2015?", fact(OPINC, M_FY15, USD, {CONS: "msft:CorporateAndReconcilingItemsMember"}))
A = "nflx-10k-2023"
add(C, A, "Netflix paid memberships in United States and Canada at December 31, 2023?", fact(["nflx:NumberOfPaidMemberships"], N_BS23, PURE, dict(STR, **{GEO: "nflx:UnitedStatesAndCanadaMember"})))
add(C, A, "Netflix Asia-Pacific paid streaming memberships at the end of 2023?", fact(["nflx:NumberOfPaidMemberships"], N_BS23, PURE, dict(STR, **{GEO: "srt:AsiaPacificMember"})))
add(C, A, "Netflix paid net membership additions in Latin America during 2023?", fact(["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY23, PURE, dict(STR, **{GEO: "srt:LatinAmericaMember"})))
A = "unp-10k-2012"
add(C, A, "Union Pacific agricultural products freight revenue in 2010?", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {SEG: "unp:AgricultureMember"}))
add(C, A, "UNP chemicals freight revenues for 2011?", fact(g("CargoAndFreightRevenue"), U_FY11, USD, {SEG: "unp:ChemicalsMember"}))
add(C, A, "Union Pacific gross locomotives (equipment) at Dec 31, 2011?", fact(g("PropertyPlantAndEquipmentGross"), U_BS11, USD, {PPEAX: "unp:EquipmentLocomotivesMember"}))

# =================================================================== per_share
C = "per_share"
add(C, TROW, "T. Rowe Price dividend declared per share in Q2 2009?", fact(DPS, CY09_Q2, PS))
add(C, TROW, "TROW diluted EPS for the six months ended June 30, 2009?", fact(EPSD, CY09_H1, PS))
add(C, CMI, "Cummins dividends declared per share, first half of 2009?", fact(DPS, CY09_H1, PS))
add(C, CMI, "Cummins diluted weighted-average shares for the June 2009 quarter?", fact(WAD, CY09_Q2, SH))
add(C, EMC, "EMC basic EPS for Q2 2009 (three months)?", fact(EPSB, CY09_Q2, PS))
add(C, EMC, "How many EMC common shares were outstanding at June 30, 2009?", fact(SHOUT, BS_0906, SH))
add(C, PZZA, "Papa John's diluted EPS, Q2 2009 three months?", fact(EPSD, CY09_Q2, PS))
add(C, PZZA, "Papa John's basic weighted average shares for the six months ended June 28, 2009?", fact(WAB, CY09_H1, SH))
add(C, SLB, "Schlumberger diluted EPS, first half of 2009?", fact(EPSD, CY09_H1, PS))
add(C, SLB, "SLB diluted EPS from continuing operations for Q2 2008?", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), CY08_Q2, PS))
add(C, ADBE, "Adobe diluted EPS for fiscal Q1 2010?", fact(EPSD, AD_Q1, PS))
add(C, ADBE, "Adobe common shares outstanding at February 26, 2010?", fact(SHOUT, AD_BS, SH))
add(C, KSS, "Kohl's diluted earnings per share, Q1 fiscal 2010?", fact(EPSD, KS_Q1, PS))
add(C, CL, "Colgate diluted EPS for the March 2010 quarter?", fact(EPSD, CY10_Q1, PS))
add(C, LMT, "LMT dividends declared per share in Q1 2010?", fact(DPS, CY10_Q1, PS))
add(C, LUV, "Southwest basic EPS, Q1 2009 (loss per share)?", fact(EPSB, CY09_Q1, PS))
add(C, HOG, "Harley-Davidson cash dividends paid per share in Q1 2010?", fact(DPS_PAID, CY10_Q1, PS))
add(C, FLEX, "Flextronics diluted EPS for fiscal 2010?", fact(EPSD, MAR_FY10, PS))
add(C, CA, "CA, Inc. diluted EPS in fiscal 2010?", fact(EPSD, MAR_FY10, PS))
add(C, BMC, "BMC diluted weighted average shares outstanding, FY10?", fact(WAD, MAR_FY10, SH))
add(C, CSC, "Computer Sciences diluted EPS for fiscal 2009 (year ended April 3, 2009)?", fact(EPSD, MAR_FY09, PS))
add(C, PCP, "Precision Castparts diluted EPS from continuing operations, fiscal 2010?", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), MAR_FY10, PS))
add(C, FRX, "Forest Laboratories basic EPS for fiscal 2010?", fact(EPSB, MAR_FY10, PS))
add(C, DLM, "Del Monte dividends declared per share in fiscal 2010?", fact(DPS, APR_FY10, PS))
add(C, SVU, "Supervalu diluted EPS (loss) for fiscal 2009, the impairment year?", fact(EPSD, FEB_FY09, PS))
add(C, CA, "CA book value per share at March 31, 2010: stockholders' equity ÷ common shares outstanding?", ratio(EQ, SHOUT, MAR_BS10, unit=PS))
A = "aapl-10k-2023"
add(C, A, "How many incremental dilutive shares from share-based awards did Apple add in FY23?", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), A_FY23, SH))
add(C, A, "Apple common shares issued at September 30, 2023?", fact(g("CommonStockSharesIssued"), A_BS23, SH))
A = "aapl-10q-2023"
add(C, A, "Apple's dilutive share adjustment (effect of dilutive share-based awards) for the June 2023 quarter?", fact(g("WeightedAverageNumberDilutedSharesOutstandingAdjustment"), AQ_Q3, SH))
A = "msft-10k-2015"
add(C, A, "Microsoft incremental dilutive shares from stock awards in fiscal 2015?", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), M_FY15, SH))
add(C, A, "Microsoft diluted EPS in Q3 FY14 (January-March 2014)?", fact(EPSD, M_Q3_14, PS))
A = "nflx-10k-2023"
add(C, A, "Netflix dilutive shares from employee stock options, 2022?", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), N_FY22, SH))
add(C, A, "Netflix common shares issued at December 31, 2023?", fact(g("CommonStockSharesIssued"), N_BS23, SH))
add(C, A, "Netflix anti-dilutive shares excluded from diluted EPS in 2023?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), N_FY23, SH))
A = "unp-10k-2012"
add(C, A, "Union Pacific common shares issued at December 31, 2012?", fact(g("CommonStockSharesIssued"), U_BS12, SH))
add(C, A, "UNP anti-dilutive shares excluded from diluted EPS, 2012?", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), U_FY12, SH))
add(C, A, "Union Pacific diluted EPS for Q1 2011?", fact(EPSD, U_Q1_11, PS))
A = "aeon-10q-2023"
add(C, A, "AEON diluted weighted average shares for the predecessor period Jan 1 - July 21, 2023?", fact(WAD, E_PRED, SH))
add(C, A, "AEON Biopharma common shares issued at September 30, 2023?", fact(g("CommonStockSharesIssued"), E_BS, SH))
add(C, A, "AEON diluted weighted-average share count for the three months ended September 30, 2022?", fact(WAD, E_Q3_22, SH))

# =================================================================== jargon
C = "jargon"
add(C, TROW, "TROW buybacks 1H09?", fact(BUYBACK, CY09_H1, USD))
add(C, TROW, "T. Rowe capex for the first half of 2009?", fact(CAPEX, CY09_H1, USD))
add(C, CMI, "Cummins capex, six months to June 2009", fact(CAPEX, CY09_H1, USD))
add(C, CMI, "CMI D&A H1 2009?", fact(DA, CY09_H1, USD))
add(C, EMC, "EMC D&A for the first half of 2009", fact(DA, CY09_H1, USD))
add(C, EMC, "EMC CFO (cash from operations) YTD June 2009?", fact(OCF, CY09_H1, USD))
add(C, PZZA, "Papa John's capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, SLB, "Schlumberger capex for H1 2009?", fact(CAPEX, CY09_H1, USD))
add(C, SLB, "SLB dividends paid in cash, first six months of 2009?", fact(DIVPAID, CY09_H1, USD))
add(C, ADBE, "Adobe SBC in fiscal Q1 2010?", fact(SBC, AD_Q1, USD))
add(C, ADBE, "ADBE capex Q1 FY10 (quarter ended Feb 2010)", fact(CAPEX, AD_Q1, USD))
add(C, KSS, "Kohl's capex (acquisition of property and equipment) for Q1 2010?", fact(g("PaymentsToAcquireProductiveAssets"), KS_Q1, USD))
add(C, KSS, "KSS EBIT (operating income) for the quarter ended May 1, 2010?", fact(OPINC, KS_Q1, USD))
add(C, CL, "Colgate buybacks (purchases of treasury shares) in Q1 2010?", fact(BUYBACK, CY10_Q1, USD))
add(C, LMT, "Lockheed Martin share repurchases, Q1 2010?", fact(BUYBACK, CY10_Q1, USD))
add(C, LUV, "Southwest capex in the first quarter of 2010?", fact(CAPEX, CY10_Q1, USD))
add(C, HOG, "Harley-Davison bottom line for Q1 2010?", fact(NI, CY10_Q1, USD))
add(C, FLEX, "Flextronics SG&A, FY2010?", fact(SGA, MAR_FY10, USD))
add(C, CA, "CA Inc top line for fiscal 2010?", fact(REV, MAR_FY10, USD))
add(C, BMC, "BMC buybacks in FY10 (treasury stock acquired)?", fact(BUYBACK, MAR_FY10, USD))
add(C, CSC, "CSC capex (purchases of property and equipment) for fiscal 2010?", fact(CAPEX, MAR_FY10, USD))
add(C, PCP, "PCP D&A for fiscal 2010?", fact(DA, MAR_FY10, USD))
add(C, FRX, "Forest Labs bottom line FY10?", fact(NI, MAR_FY10, USD))
add(C, DLM, "Del Monte capex for fiscal 2010?", fact(CAPEX, APR_FY10, USD))
add(C, SVU, "Supervalu FCF for fiscal 2010 (CFO minus purchases of property, plant and equipment)?", fcf(FEB_FY10))
A = "aapl-10k-2023"
add(C, A, "Apple other income/(expense), net (OI&E) for fiscal 2023?", fact(g("NonoperatingIncomeExpense"), A_FY23, USD))
add(C, A, "Apple CFI (cash generated by/used in investing) FY23?", fact(ICF, A_FY23, USD))
add(C, A, "Apple interest paid in cash, FY2022?", fact(g("InterestPaidNet"), A_FY22, USD))
A = "aapl-10q-2023"
add(C, A, "Apple CFF (cash generated by/(used in) financing activities) for the nine months ended July 1, 2023?", fact(FCF_, AQ_9M, USD))
add(C, A, "Apple D&A year to date through Q3 FY23?", fact(DA, AQ_9M, USD))
A = "msft-10k-2015"
add(C, A, "MSFT cash taxes paid FY15?", fact(g("IncomeTaxesPaidNet"), M_FY15, USD))
add(C, A, "Microsoft CFI for fiscal 2014?", fact(ICF, M_FY14, USD))
A = "nflx-10k-2023"
add(C, A, "Netflix D&A (depreciation and amortization of property, equipment and intangibles) in 2023?", fact(DA, N_FY23, USD))
add(C, A, "NFLX CFI 2023?", fact(ICF, N_FY23, USD))
A = "nflx-10q-2010"
add(C, A, "Netflix SBC for Q3 2010, three months?", fact(SBC, N10_Q3, USD))
A = "unp-10k-2012"
add(C, A, "UNP capex incurred but not yet paid (non-cash capital expenditures) in 2012?", fact(g("CapitalExpendituresIncurredButNotYetPaid"), U_FY12, USD))
add(C, A, "Union Pacific cash interest paid, 2012?", fact(g("InterestPaidNet"), U_FY12, USD))
A = "aeon-10q-2023"
add(C, A, "AEON SBC for the successor period (July 22 - Sept 30, 2023)?", fact(SBC, E_SUCC, USD))

# =================================================================== refuse
C = "refuse"
oc, pn, cn, am = "other_company", "period_not_reported", "concept_not_reported", "ambiguous"
add(C, TXT, "Bombardier's aerospace revenue for the first half of 2009?", refuse(oc, "Bombardier is not in the data (Textron is).", other("BOMBARDIER")))
add(C, PZZA, "What were Domino's Pizza domestic royalties in Q2 2009?", refuse(oc, "Domino's Pizza is not in the data (Papa John's is).", other("DOMINO")))
add(C, SLB, "Technip's oilfield services revenue for the June 2009 quarter?", refuse(oc, "Technip is not an SEC filer and is not in the data (Schlumberger is).", other("TECHNIP")))
add(C, LUV, "JetBlue passenger revenue for Q1 2010?", refuse(oc, "JetBlue is not in the data (Southwest is).", other("JETBLUE")))
add(C, CA, "Compuware's license revenue for its fiscal 2010?", refuse(oc, "Compuware is not in the data (CA and BMC are).", other("COMPUWARE")))
add(C, "aapl-10k-2023", "Samsung Electronics smartphone revenue in 2023?", refuse(oc, "Samsung is not an SEC filer and is not in the data.", other("SAMSUNG")))
add(C, "nflx-10k-2023", "Spotify premium subscribers at the end of 2023?", refuse(oc, "Spotify is not in the data.", other("SPOTIFY")))
add(C, "unp-10k-2012", "Canadian Pacific's operating ratio in 2012?", refuse(oc, "Canadian Pacific is not in the data (Union Pacific is).", other("CANADIAN PACIFIC")))
add(C, "aeon-10q-2023", "Evolus Jeuveau net revenue for Q3 2023?", refuse(oc, "Evolus is not in the data (AEON is).", other("EVOLUS")))
add(C, "msft-10k-2015", "ServiceNow subscription revenue in fiscal 2015?", refuse(oc, "ServiceNow is not in the data.", other("SERVICENOW")))
add(C, TROW, "T. Rowe Price net revenues for Q3 2009 (three months ended September 30, 2009)?", refuse(pn, "The 10-Q covers periods ended June 30, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, ADBE, "Adobe revenue for its fiscal Q2 2010 (quarter ended May 2010)?", refuse(pn, "The 10-Q covers the quarter ended Feb 26, 2010.", absent(REV, ("2010-03-01", "2010-05-31"))))
add(C, FLEX, "Flextronics net sales for fiscal 2007 (year ended March 2007)?", refuse(pn, "The FY2010 10-K reports income statement years FY2008-FY2010 only.", absent(REV, ("2006-04-01", "2007-03-31"))))
add(C, CMI, "Cummins full-year 2009 net sales?", refuse(pn, "The Q2 2009 10-Q has no full-year 2009 figure.", absent(REV, ("2009-01-01", "2009-12-31"))))
add(C, KSS, "Kohl's net sales for the second quarter of fiscal 2010 (ended July 2010)?", refuse(pn, "The 10-Q covers the quarter ended May 1, 2010.", absent(REV, ("2010-05-01", "2010-07-31"))))
add(C, "aapl-10q-2023", "Apple net sales for the September 2023 quarter (Q4 FY23), per the June-quarter 10-Q?", refuse(pn, "The 10-Q ends July 1, 2023.", absent(REV, ("2023-07-02", "2023-09-30"))))
add(C, "nflx-10k-2023", "Netflix net income for 2020?", refuse(pn, "The 2023 10-K reports income statement years 2021-2023 only.", absent(NI, ("2020-01-01", "2020-12-31"))))
add(C, "msft-10k-2015", "Microsoft revenue for fiscal 2012?", refuse(pn, "The FY15 10-K covers FY2013-FY2015.", absent(REV, ("2011-07-01", "2012-06-30"))))
add(C, "unp-10k-2012", "Union Pacific operating revenues for 2009?", refuse(pn, "The 2012 10-K covers 2010-2012.", absent(REV, ("2009-01-01", "2009-12-31"))))
add(C, "aeon-10q-2023", "AEON net loss for the quarter ended June 30, 2023?", refuse(pn, "No April-June 2023 period is reported in the Q3 10-Q.", absent(NI, ("2023-04-01", "2023-06-30"))))
add(C, TROW, "T. Rowe Price inventory at June 30, 2009?", refuse(cn, "An asset manager; no inventory fact is reported.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, PZZA, "Papa John's research and development expense in H1 2009?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, FRX, "Forest Laboratories dividends per share declared in fiscal 2010?", refuse(cn, "Forest paid no dividends; no dividend-per-share fact.", absent_any(DPS + DPS_PAID)))
add(C, BMC, "BMC Software inventories at March 31, 2010?", refuse(cn, "No inventory fact is reported.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, KSS, "Kohl's R&D spending in Q1 2010?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, "nflx-10k-2023", "Netflix inventory at December 31, 2023?", refuse(cn, "No inventory fact is reported.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, "unp-10k-2012", "Union Pacific R&D expense for 2012?", refuse(cn, "No R&D expense fact is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, "aeon-10q-2023", "AEON Biopharma product revenue for the successor period?", refuse(cn, "AEON is pre-revenue; no revenue fact is reported.", absent_any(REV)))
add(C, "nflx-10q-2010", "Netflix goodwill at September 30, 2010?", refuse(cn, "No goodwill fact is reported.", absent_any(GW)))
add(C, "msft-10k-2015", "Microsoft fuel costs in fiscal 2015?", refuse(cn, "No fuel cost fact is reported.", absent_any(g("FuelCosts", "AircraftFuelAndRelatedTaxes"))))
add(C, CMI, "How much did Cummins make in Q2 2009?", refuse(am, "Operating income, income before taxes or net income is unspecified.",
    amb((OPINC, CY09_Q2, None), (NI, CY09_Q2, None))))
add(C, SLB, "Schlumberger debt at June 30, 2009?", refuse(am, "Long-term debt, its current portion and short-term borrowings are separate; which (or total) is meant is unclear.",
    amb((g("OtherLongTermDebtNoncurrent"), BS_0906, None), (g("LongTermDebtCurrent"), BS_0906, None))))
add(C, HOG, "Harley-Davidson margin for Q1 2010?", refuse(am, "Gross, operating or net margin is unspecified.",
    amb((OPINC, CY10_Q1, None), (NI, CY10_Q1, None))))
add(C, SVU, "Supervalu segment sales in fiscal 2010?", refuse(am, "Two segments (Retail food, Supply chain services) are reported; none is named.",
    amb((REV, FEB_FY10, {"BusinessSegments": "RetailFood"}), (REV, FEB_FY10, {"BusinessSegments": "SupplyChainServices"}))))
add(C, KSS, "Kohl's cash flow for Q1 2010?", refuse(am, "Operating, investing or financing cash flow is unspecified.",
    amb((OCF, KS_Q1, None), (ICF, KS_Q1, None))))
add(C, "aapl-10q-2023", "Apple product revenue for the June 2023 quarter by product?", refuse(am, "Five product categories are reported; one number cannot answer.",
    amb((REV, AQ_Q3, {PROD: "aapl:MacMember"}), (REV, AQ_Q3, {PROD: "aapl:IPhoneMember"}))))
add(C, "nflx-10k-2023", "Netflix cash at year end?", refuse(am, "The 10-K has year ends 2023 and 2022; the year is not given.",
    amb((CASH, N_BS23, None), (CASH, N_BS22, None))))
add(C, "unp-10k-2012", "Union Pacific debt at the end of 2012?", refuse(am, "Debt due within one year and long-term debt are reported separately; which (or total) is meant is unclear.",
    amb((g("LongTermDebtAndCapitalLeaseObligationsCurrent"), U_BS12, None), (g("LongTermDebtAndCapitalLeaseObligations"), U_BS12, None), (g("LongTermDebt"), U_BS12, None))))
add(C, "msft-10k-2015", "Microsoft quarterly diluted EPS in fiscal 2015?", refuse(am, "Four quarters are reported; one number cannot answer.",
    amb((EPSD, M_Q1_15, None), (EPSD, M_Q2_15, None), (EPSD, M_Q3_15, None))))
add(C, "aeon-10q-2023", "AEON net loss for 2023 year to date?", refuse(am, "The 10-Q splits 2023 into a predecessor period (Jan 1 - Jul 21) and a successor period (Jul 22 - Sep 30); no single YTD figure.",
    amb((NI, E_PRED, None), (NI, E_SUCC, None))))


def main():
    write_round("h3", gr.QUESTIONS_3, prev=(gr.QUESTIONS, gr.QUESTIONS_2), same_text=False, same_probe=False)


if __name__ == "__main__":
    main()
