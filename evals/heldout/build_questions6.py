#!/usr/bin/env python3
"""Writes evals/data/ask_heldout6.jsonl and its refusal probes (round 6) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout6_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform5/build_questions.py).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-8 share


# ------------------------------------------------------------------ round 6 FSDS filings (none used by rounds 1-5)
UPS = "fsds:0001193125-10-112914"    # UNITED PARCEL SERVICE INC 10-Q, 2010-03-31 (2010q2)
NSC = "fsds:0000702165-10-000075"    # NORFOLK SOUTHERN CORP 10-Q, 2010-03-31 (2010q2)
GILD = "fsds:0001193125-09-165506"   # GILEAD SCIENCES INC 10-Q, 2009-06-30 (2009q3)
CVX = "fsds:0000950123-09-030860"    # CHEVRON CORP 10-Q, 2009-06-30 (2009q3)
CRD = "fsds:0000950123-10-047032"    # CRAWFORD & CO 10-Q, 2010-03-31 (ClassOfStock rows only)


# =================================================================== direct
C = "direct"
add(C, UPS, "UPS revenue for the first quarter of 2010?", fact(REV, CY10_Q1, USD))
add(C, UPS, "How much did UPS spend on fuel in Q1 2010?", fact(g("FuelCosts"), CY10_Q1, USD))
add(C, NSC, "Norfolk Southern railway operating revenues, three months ended March 31, 2010", fact(REV, CY10_Q1, USD))
add(C, NSC, "NSC materials and supplies inventory at 3/31/2010", fact(g("MaterialsAndSupplies"), BS_1003, USD))
add(C, GILD, "What were Gilead's product sales in the quarter ended June 30, 2009?", fact(PSG, CY09_Q2, USD))
add(C, GILD, "Gilead royalty revenue, Q2 2009", fact(g("RoyaltyRevenue"), CY09_Q2, USD))
add(C, CVX, "Chevron exploration expenses for the second quarter of 2009", fact(g("ExplorationExpense"), CY09_Q2, USD))
add(C, CVX, "Give me Chevron's goodwill balance at June 30, 2009.", fact(GW, BS_0906, USD))
add(C, CVX, "Chevron excise and similar taxes, three months to June 30, 2009?", fact(g("ExciseAndSalesTaxes"), CY09_Q2, USD))
add(C, GILD, "gilead inventories jun-09", fact(INV, BS_0906, USD))
add(C, A10K, "Apple's current foreign income tax expense for fiscal 2023?", fact(g("CurrentForeignTaxExpenseBenefit"), A_FY23, USD))
add(C, A10K, "What was Apple's deferred revenue (contract liability) balance at September 30, 2023?", fact(g("ContractWithCustomerLiability"), A_BS23, USD))
add(C, MS, "Microsoft current federal income tax expense in fiscal year 2015", fact(g("CurrentFederalTaxExpenseBenefit"), M_FY15, USD))
add(C, MS, "msft impairment, integration and restructuring expenses fy15", fact(["msft:ImpairmentIntegrationAndRestructuringExpenses"], M_FY15, USD))
add(C, UP, "Union Pacific dividends payable at year-end 2012?", fact(g("DividendsPayableCurrent"), U_BS12, USD))
add(C, UP, "How much interest payable did UNP carry at December 31, 2012?", fact(g("InterestPayableCurrent"), U_BS12, USD))
add(C, NF, "Netflix current federal tax expense for 2023", fact(g("CurrentFederalTaxExpenseBenefit"), N_FY23, USD))
add(C, NF, "Netflix total comprehensive income in 2023?", fact(g("ComprehensiveIncomeNetOfTax"), N_FY23, USD))
add(C, NQ, "Netflix technology and development expense for the three months ended September 30, 2009", fact(RD, N10_Q3PY, USD))
add(C, A10Q, "Apple share repurchases (cash paid) in the first nine months of fiscal 2023?", fact(BUYBACK, AQ_9M, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, UPS, "UPS net income in the year-ago quarter (Q1 2009)?", fact(NI, CY09_Q1, USD))
add(C, UPS, "What was UPS's cash from operations in Q1 2009?", fact(OCF, CY09_Q1, USD))
add(C, UPS, "UPS long-term debt at December 31, 2009", fact(LTD_NC, BS_0912, USD))
add(C, NSC, "Norfolk Southern operating expenses for the first quarter of 2009", fact(OPEX, CY09_Q1, USD))
add(C, NSC, "NSC compensation and benefits expense, Q1 2009", fact(g("LaborAndRelatedExpense"), CY09_Q1, USD))
add(C, GILD, "Gilead's SG&A in Q2 2008?", fact(SGA, CY08_Q2, USD))
add(C, GILD, "Gilead total revenues for the six months ended June 30, 2008", fact(REV, CY08_H1, USD))
add(C, GILD, "How much cash and cash equivalents did Gilead have at December 31, 2008?", fact(CASH, BS_0812, USD))
add(C, CVX, "Chevron net income attributable to Chevron for the second quarter of 2008", fact(NI, CY08_Q2, USD))
add(C, CVX, "Chevron long-term debt at year-end 2008", fact(LTD_NC, BS_0812, USD))
add(C, A10K, "Apple operating income for fiscal 2021?", fact(OPINC, A_FY21, USD))
add(C, A10K, "Apple R&D expense in FY2021", fact(RD, A_FY21, USD))
add(C, A10K, "What was Apple's current state and local tax expense in fiscal 2022?", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), A_FY22, USD))
add(C, A10Q, "Apple net income for the June quarter of 2022 (Q3 FY22)?", fact(NI, AQ_Q3PY, USD))
add(C, MS, "Microsoft gross margin dollars for fiscal 2014", fact(GP, M_FY14, USD))
add(C, MS, "MSFT dividends paid in FY14 (cash flow statement)", fact(DIVPAID, M_FY14, USD))
add(C, UP, "Union Pacific operating income in 2010?", fact(OPINC, U_FY10, USD))
add(C, UP, "UNP cash provided by operating activities, 2010", fact(OCF, U_FY10, USD))
add(C, NF, "Netflix revenues for fiscal 2021", fact(REV, N_FY21, USD))
add(C, NQ, "Netflix gross profit for the nine months ended September 30, 2009", fact(GP, N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GILD, "Gilead net income for the first half of 2009 (six months ended June 30)?", fact(NI, CY09_H1, USD))
add(C, GILD, "Gilead R&D expense (excluding acquired IPR&D) for Q2 2009 only, not year-to-date", fact(g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), CY09_Q2, USD))
add(C, GILD, "Gilead cost of goods sold, six months to June 30, 2009", fact(COR, CY09_H1, USD))
add(C, GILD, "Gilead income tax provision for the three months ended June 30, 2009", fact(TAX, CY09_Q2, USD))
add(C, CVX, "Chevron net income for the six months ended June 30, 2009", fact(NI, CY09_H1, USD))
add(C, CVX, "Chevron DD&A in the second quarter of 2009 alone", fact(DA, CY09_Q2, USD))
add(C, CVX, "Chevron purchased crude oil and products costs, first half 2009", fact(g("CostOfPurchasedOilAndGas"), CY09_H1, USD))
add(C, CVX, "Chevron SG&A for Q2 2009 (quarter, not YTD)", fact(SGA, CY09_Q2, USD))
add(C, CVX, "What was Chevron's income tax expense for the first six months of 2009?", fact(TAX, CY09_H1, USD))
add(C, GILD, "Gilead operating income in the June 2009 quarter", fact(OPINC, CY09_Q2, USD))
add(C, A10Q, "Apple cost of sales for the first nine months of fiscal 2022 (through June 25, 2022)", fact(COR, AQ_9MPY, USD))
add(C, A10Q, "Apple SG&A for the three months ended June 25, 2022", fact(SGA, AQ_Q3PY, USD))
add(C, A10Q, "Apple provision for income taxes, quarter ended June 25, 2022", fact(TAX, AQ_Q3PY, USD))
add(C, A10Q, "Apple dividends paid year-to-date through July 1, 2023 (nine months)", fact(DIVPAID, AQ_9M, USD))
add(C, NQ, "Netflix marketing expense for Q3 2009 only", fact(g("MarketingExpense"), N10_Q3PY, USD))
add(C, NQ, "Netflix stock-based compensation, nine months ended September 30, 2009", fact(SBC, N10_9MPY, USD))
add(C, NQ, "Netflix cost of revenues year-to-date through September 30, 2009", fact(COR, N10_9MPY, USD))
add(C, MS, "Microsoft revenue for the quarter ended March 31, 2014 (Q3 FY14)", fact(REV, M_Q3_14, USD))
add(C, MS, "Microsoft net income for Q1 of fiscal 2014 (July-September 2013)", fact(NI, M_Q1_14, USD))
add(C, UP, "Union Pacific net income for the third quarter of 2012 alone", fact(NI, U_Q3_12, USD))

# =================================================================== derived
C = "derived"
add(C, UPS, "UPS operating margin for Q1 2010 (operating profit / revenue)", ratio(OPINC, REV, CY10_Q1))
add(C, UPS, "UPS free cash flow Q1 2010, defined as operating cash flow minus capital expenditures", fcf(CY10_Q1))
add(C, UPS, "UPS revenue growth in Q1 2010 versus Q1 2009 (%)", growth(REV, CY10_Q1, CY09_Q1))
add(C, NSC, "Norfolk Southern operating ratio for Q1 2010 (operating expenses / operating revenues)", ratio(OPEX, REV, CY10_Q1))
add(C, NSC, "NSC effective tax rate in Q1 2010 = income taxes / income before income taxes", ratio(TAX, PRETAX, CY10_Q1))
add(C, NSC, "Norfolk Southern current ratio at March 31, 2010", ratio(AC, LC, BS_1003))
add(C, GILD, "Gilead net margin for Q2 2009 (net income attributable to Gilead / total revenues)", ratio(NI, REV, CY09_Q2))
add(C, GILD, "Gilead year-over-year growth in product sales for the first half of 2009", growth(PSG, CY09_H1, CY08_H1))
add(C, CVX, "Chevron debt-to-equity at June 30, 2009: long-term debt (noncurrent) / Chevron stockholders' equity", ratio(LTD_NC, EQ, BS_0906))
add(C, CVX, "How much did Chevron's cash balance change from Dec 31, 2008 to June 30, 2009 (June minus December)?", diff(CASH, CASH, BS_0906, BS_0812))
add(C, A10K, "Apple gross margin percentage for fiscal 2021 (gross margin / net sales)", ratio(GP, REV, A_FY21))
add(C, A10K, "Apple operating margin for fiscal 2022 (operating income / net sales)", ratio(OPINC, REV, A_FY22, A_FY22))
add(C, A10Q, "Apple year-over-year change in Mac net sales for the June 2023 quarter (%)", growth(REV, AQ_Q3, AQ_Q3PY, APPRD("MacMember")))
add(C, MS, "Microsoft effective current tax share: current income tax expense / total income tax expense, FY15", ratio(g("CurrentIncomeTaxExpenseBenefit"), TAX, M_FY15))
add(C, MS, "MSFT gross margin % for Q2 FY15 (gross margin / revenue, quarter ended Dec 31, 2014)", ratio(GP, REV, M_Q2_15))
add(C, UP, "Union Pacific operating margin for 2010 (operating income / operating revenues)", ratio(OPINC, REV, U_FY10))
add(C, UP, "UNP current federal tax as a share of total current tax expense, 2012", ratio(g("CurrentFederalTaxExpenseBenefit"), g("CurrentIncomeTaxExpenseBenefit"), U_FY12))
add(C, NF, "Netflix marketing as a percent of revenues in 2021", ratio(g("MarketingExpense"), REV, N_FY21))
add(C, NF, "Netflix net income growth 2023 vs 2022 (%)", growth(NI, N_FY23, N_FY22))
add(C, NQ, "Netflix tax rate for Q3 2009: provision for income taxes / income before income taxes", ratio(TAX, PRETAX, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, UPS, "UPS Class A common shares issued at March 31, 2010?", fact(CSI, BS_1003, SH, CLA))
add(C, UPS, "How many UPS Class B shares were issued at December 31, 2009?", fact(CSI, BS_0912, SH, CLB))
add(C, UPS, "UPS class B shares issued as of 3/31/10", fact(CSI, BS_1003, SH, CLB))
add(C, CRD, "Crawford & Company Class A shares outstanding at March 31, 2010", fact(SHOUT, BS_1003, SH, CLA))
add(C, CRD, "Crawford Class B common shares authorized, March 31, 2010?", fact(g("CommonStockSharesAuthorized"), BS_1003, SH, CLB))
add(C, A10Q, "Apple iPad net sales for the quarter ended June 25, 2022", fact(REV, AQ_Q3PY, USD, APPRD("IPadMember")))
add(C, A10Q, "Wearables, Home and Accessories net sales, Apple Q3 FY23 (three months)", fact(REV, AQ_Q3, USD, APPRD("WearablesHomeandAccessoriesMember")))
add(C, A10Q, "Apple Japan segment net sales for the nine months ended June 25, 2022?", fact(REV, AQ_9MPY, USD, APSEG("JapanSegmentMember")))
add(C, A10Q, "Japan segment operating income, Apple, quarter ended July 1, 2023", fact(OPINC, AQ_Q3, USD, APSEG("JapanSegmentMember")))
add(C, A10Q, "Apple Greater China operating income for the nine months ended July 1, 2023", fact(OPINC, AQ_9M, USD, APSEG("GreaterChinaSegmentMember")))
add(C, A10K, "Apple Europe segment operating income in fiscal 2021", fact(OPINC, A_FY21, USD, APSEG("EuropeSegmentMember")))
add(C, A10K, "Apple Rest of Asia Pacific net sales for fiscal 2022", fact(REV, A_FY22, USD, APSEG("RestOfAsiaPacificSegmentMember")))
add(C, A10K, "What were Apple's Japan segment net sales in FY22?", fact(REV, A_FY22, USD, APSEG("JapanSegmentMember")))
add(C, NF, "Netflix streaming revenues from Latin America in 2023", fact(REV, N_FY23, USD, NGEO("srt:LatinAmericaMember")))
add(C, NF, "Netflix APAC streaming revenue for 2021?", fact(REV, N_FY21, USD, NGEO("srt:AsiaPacificMember")))
add(C, NF, "Gross land on Netflix's property and equipment schedule at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, UPPE("us-gaap:LandMember")))
add(C, NF, "Netflix buildings (gross PP&E) at 12/31/2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, UPPE("us-gaap:BuildingMember")))
add(C, UP, "Union Pacific gross cost of road ties at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPPE("unp:RoadTiesMember")))
add(C, UP, "UNP ballast (gross property) at year-end 2012?", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPPE("unp:RoadBallastMember")))
add(C, MS, "Microsoft deferred revenue for Commercial Licensing at June 30, 2014", fact(g("DeferredRevenue"), M_BS14, USD, {SEG: "msft:CommercialLicensingMember"}))

# =================================================================== per_share
C = "per_share"
add(C, UPS, "UPS diluted EPS for Q1 2010?", fact(EPSD, CY10_Q1, PS))
add(C, UPS, "UPS basic earnings per share in the first quarter of 2009", fact(EPSB, CY09_Q1, PS))
add(C, NSC, "Norfolk Southern dividends paid per share in Q1 2010", fact(DPS_PAID, CY10_Q1, PS))
add(C, NSC, "NSC diluted EPS for the quarter ended March 31, 2009", fact(EPSD, CY09_Q1, PS))
add(C, NSC, "Norfolk Southern book value per share at March 31, 2010: total equity (incl. noncontrolling interest) / common shares outstanding", ratio(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), SHOUT, BS_1003, unit=PS))
add(C, GILD, "Gilead diluted EPS for the six months ended June 30, 2009", fact(EPSD, CY09_H1, PS))
add(C, GILD, "Gilead basic EPS, Q2 2009", fact(EPSB, CY09_Q2, PS))
add(C, GILD, "Gilead Q2 2009 net income per diluted share computed as net income / weighted-average diluted shares", ratio(NI, WAD, CY09_Q2, unit=PS))
add(C, CVX, "Chevron dividends per share paid in the first half of 2009", fact(DPS_PAID, CY09_H1, PS))
add(C, CVX, "Chevron basic EPS for the three months ended June 30, 2009?", fact(EPSB, CY09_Q2, PS))
add(C, A10Q, "Apple basic EPS for the June 2022 quarter", fact(EPSB, AQ_Q3PY, PS))
add(C, A10Q, "Apple diluted earnings per share, first nine months of fiscal 2022", fact(EPSD, AQ_9MPY, PS))
add(C, MS, "Microsoft basic EPS for the quarter ended September 30, 2014", fact(EPSB, M_Q1_15, PS))
add(C, MS, "MSFT diluted EPS fiscal 2014", fact(EPSD, M_FY14, PS))
add(C, MS, "Microsoft dividend declared per share in Q2 fiscal 2015 (quarter ended Dec 31, 2014)", fact(DPS, M_Q2_15, PS))
add(C, MS, "Average price per share paid by employees under Microsoft's ESPP in fiscal 2015", fact(["msft:StockIssuedEmployeeStockPurchasePlanAveragePricePerShare"], M_FY15, PS))
add(C, UP, "Union Pacific basic EPS for Q1 2012", fact(EPSB, U_Q1_12, PS))
add(C, UP, "UNP diluted EPS for full-year 2011?", fact(EPSD, U_FY11, PS))
add(C, UP, "Union Pacific dividends paid per share in 2012", fact(DPS_PAID, U_FY12, PS))
add(C, NQ, "Netflix diluted EPS for the third quarter of 2009", fact(EPSD, N10_Q3PY, PS))

# =================================================================== jargon
C = "jargon"
add(C, UPS, "UPS capex Q1 '10", fact(CAPEX, CY10_Q1, USD))
add(C, UPS, "UPS D&A for 1Q10", fact(DA, CY10_Q1, USD))
add(C, UPS, "UPS SBC in Q1 2010", fact(SBC, CY10_Q1, USD))
add(C, NSC, "NSC CFI 1Q 2010", fact(ICF, CY10_Q1, USD))
add(C, NSC, "Norfolk Southern PBT, Q1 2010", fact(PRETAX, CY10_Q1, USD))
add(C, GILD, "GILD buybacks H1 2009 (cash paid to repurchase stock)", fact(BUYBACK, CY09_H1, USD))
add(C, GILD, "Gilead CFO for 1H09", fact(OCF, CY09_H1, USD))
add(C, CVX, "CVX CFF for six months ended 6/30/09", fact(FCF_, CY09_H1, USD))
add(C, CVX, "Chevron PP&E, net, at 6/30/2009", fact(PPE, BS_0906, USD))
add(C, CVX, "Chevron PBT Q2 '09", fact(PRETAX, CY09_Q2, USD))
add(C, A10K, "AAPL cash taxes paid FY21", fact(g("IncomeTaxesPaidNet"), A_FY21, USD))
add(C, A10K, "AAPL CFI for FY21", fact(ICF, A_FY21, USD))
add(C, A10Q, "AAPL SBC expense, 3 months to June 25, 2022", fact(g("AllocatedShareBasedCompensationExpense"), AQ_Q3PY, USD))
add(C, MS, "MSFT buybacks FY14 (cash paid for common stock repurchases)", fact(BUYBACK, M_FY14, USD))
add(C, MS, "Microsoft OCI-inclusive comprehensive income, FY15", fact(g("ComprehensiveIncomeNetOfTax"), M_FY15, USD))
add(C, UP, "UNP CFF 2011", fact(FCF_, U_FY11, USD))
add(C, UP, "Union Pacific deferred tax expense (benefit) for FY2012", fact(g("DeferredIncomeTaxExpenseBenefit"), U_FY12, USD))
add(C, NF, "NFLX diluted share count FY22 (weighted average)", fact(WAD, N_FY22, SH))
add(C, NQ, "NFLX OCF 9M 2009", fact(OCF, N10_9MPY, USD))
add(C, NQ, "Netflix buybacks in 3Q09", fact(BUYBACK, N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, UPS, "DoorDash delivery revenue for Q1 2010?", refuse(oc, "DoorDash is not in the data (UPS is).", other("DOORDASH")))
add(C, GILD, "Moderna product sales for Q2 2009?", refuse(oc, "Moderna is not in the data (Gilead is).", other("MODERNA")))
add(C, NSC, "Rivian revenue for the first quarter of 2010?", refuse(oc, "Rivian is not in the data.", other("RIVIAN")))
add(C, A10K, "Airbnb revenue for fiscal 2023?", refuse(oc, "Airbnb is not in the data (Apple is).", other("AIRBNB")))
add(C, NF, "Coinbase transaction revenue in 2023?", refuse(oc, "Coinbase is not in the data.", other("COINBASE")))
add(C, UPS, "UPS revenue for the second quarter of 2010?", refuse(pn, "The 10-Q covers the quarter ended March 31, 2010.", absent(REV, ("2010-04-01", "2010-06-30"))))
add(C, GILD, "Gilead total revenues for Q3 2009?", refuse(pn, "The 10-Q covers periods ended June 30, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, CVX, "Chevron net income for full-year 2008?", refuse(pn, "The Q2 2009 10-Q reports quarters and half-years only.", absent(NI, ("2008-01-01", "2008-12-31"))))
add(C, A10K, "Apple net sales in fiscal 2020?", refuse(pn, "The FY23 10-K covers FY2021-FY2023.", absent(REV, ("2019-09-29", "2020-09-26"))))
add(C, MS, "Microsoft net income for fiscal 2011?", refuse(pn, "The FY15 10-K income statement covers FY2013-FY2015.", absent(NI, ("2010-07-01", "2011-06-30"))))
add(C, UP, "Union Pacific net income for 2009?", refuse(pn, "The 2012 10-K covers 2010-2012.", absent(NI, ("2009-01-01", "2009-12-31"))))
add(C, UPS, "UPS research and development expense for Q1 2010?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchDevelopmentAndRelatedExpenses"))))
add(C, NSC, "Norfolk Southern goodwill at March 31, 2010?", refuse(cn, "No goodwill is reported.", absent_any(GW)))
add(C, GILD, "Gilead advertising expense in Q2 2009?", refuse(cn, "No advertising expense is reported.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "MarketingExpense"))))
add(C, A10Q, "Apple goodwill at July 1, 2023?", refuse(cn, "No goodwill fact is reported.", absent_any(GW)))
add(C, NQ, "Netflix revenues for the third quarter of 2008?", refuse(pn, "The Q3 2010 10-Q compares with 2009 periods only.", absent(REV, ("2008-07-01", "2008-09-30"))))
add(C, CVX, "Chevron revenue for Q2 2009?", refuse(am, "Total revenues and other income and sales and other operating revenues are both reported and differ.",
                                                  amb((g("Revenues"), CY09_Q2, None), (g("OilAndGasRevenue"), CY09_Q2, None))))
add(C, UPS, "UPS equity at March 31, 2010?", refuse(am, "Shareowners' equity with and without noncontrolling interests both reported and differ.",
                                                   amb((g("StockholdersEquity"), BS_1003, None), (g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BS_1003, None))))
add(C, A10K, "Apple deferred tax assets at fiscal 2023 year-end?", refuse(am, "Gross, net-of-allowance and net-of-liabilities deferred tax asset totals all reported and differ.",
                                                                          amb((g("DeferredTaxAssetsGross"), A_BS23, None), (g("DeferredTaxAssetsNet"), A_BS23, None), (g("DeferredIncomeTaxAssetsNet"), A_BS23, None))))
add(C, NQ, "Netflix EPS for Q3 2010?", refuse(am, "Basic and diluted EPS are both reported and differ.", amb((EPSB, N10_Q3, None), (EPSD, N10_Q3, None))))


def main():
    write_round("h6", gr.QUESTIONS_6, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5))


if __name__ == "__main__":
    main()
