#!/usr/bin/env python3
"""Writes evals/data/ask_heldout9.jsonl and its refusal probes (round 9) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout9_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform8/build_questions.py, which copied ask-freeform7, 6 and 5).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-9 share


# ------------------------------------------------------------------ round 9 FSDS filings (companies no round 1-8 used)
WY = "fsds:0001193125-09-169473"     # WEYERHAEUSER CO 10-Q, Q2 2009 (2009q3); Scenario=TimberProperties / ResidentialRealEstateDeveloper
GPS = "fsds:0001193125-09-189281"    # GAP INC 10-Q, fiscal Q2 2009, 13/26 weeks ended 2009-08-01 (ddate 2009-07-31) (2009q3)
CRM = "fsds:0001193125-09-180950"    # SALESFORCE.COM 10-Q, fiscal Q2 FY2010 ended 2009-07-31 (2009q3)
AMGN = "fsds:0001193125-09-169378"   # AMGEN INC 10-Q, Q2 2009 (2009q3)
VAR = "fsds:0001193125-09-171667"    # VARIAN MEDICAL SYSTEMS 10-Q, fiscal Q3 2009 ended 2009-07-03 (ddate 2009-06-30) (2009q3)
ACE = "fsds:0001193125-10-111376"    # ACE LTD 10-Q, Q1 2010 (2010q2); Segment=... business segments
CME = "fsds:0001193125-10-112933"    # CME GROUP 10-Q, Q1 2010 (2010q2); ClassOfStock=CommonClassA / CommonClassB
BEN = "fsds:0001193125-10-110503"    # FRANKLIN RESOURCES 10-Q, fiscal Q2 2010 ended 2010-03-31 (FY starts Oct 1) (2010q2)
ADSK = "fsds:0001193125-10-132539"   # AUTODESK 10-Q, fiscal Q1 FY2011 ended 2010-04-30 (2010q2)
MACY = "fsds:0001193125-10-133698"   # MACY'S 10-Q, fiscal Q1 2010, 13 weeks ended 2010-05-01 (ddate 2010-04-30) (2010q2)

# Varian fiscal Q3 2009 (quarter ended July 3, 2009 -> ddate 2009-06-30; FY2008 ended Sep 26, 2008 -> 2008-09-30)
VA_Q3, VA_9M = ("2009-04-01", "2009-06-30"), ("2008-10-01", "2009-06-30")
VA_Q3PY, VA_9MPY = ("2008-04-01", "2008-06-30"), ("2007-10-01", "2008-06-30")
VA_BS, VA_BSFY = (None, "2009-06-30"), (None, "2008-09-30")
# Gap / salesforce: H2_* (fiscal year starts Feb 1); Autodesk / Macy's: DL_* (fiscal year starts Feb 1)
# Franklin: VQ2 / VH1 / VQ2PY / VH1PY / V_BS / V_BSFY (fiscal year starts Oct 1)
WRE, WFP = {"Scenario": "ResidentialRealEstateDeveloper"}, {"Scenario": "TimberProperties"}
ASEG = lambda m: {"Segment": "Segment" + m}
PREM, PREMW = g("PremiumsEarnedNet"), g("PremiumsWrittenNet")
SUBREV = g("SubscriptionAndSupportRevenue")
AMRD = g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost", "ResearchAndDevelopmentExpense")
SBCX = g("AllocatedShareBasedCompensationExpense")
# ETR, RSU, OTHC and SEGTOT are in specs since round 10 reused them, RPSH since round 11 did
CORP = {"srt:ConsolidationItemsAxis": G + "CorporateNonSegmentMember"}
MUS = {MGEO: "country:US"}
DCHW = MSEG("DevicesAndConsumerMember", None, "DevicesAndConsumerHardwareSegmentSubGroupMember")

# =================================================================== direct
C = "direct"
add(C, GPS, "Gap Inc. net sales for the 13 weeks ended August 1, 2009", fact(REV, H2_Q, USD))
add(C, CRM, "salesforce.com total revenues in fiscal Q2 2010 (quarter ended July 31, 2009)", fact(TOTREV, H2_Q, USD))
add(C, AMGN, "Amgen product sales, Q2 2009", fact(GOODSNET, CY09_Q2, USD))
add(C, VAR, "What were Varian Medical Systems' total revenues for its fiscal third quarter of 2009 (quarter ended July 3, 2009)?", fact(TOTREV, VA_Q3, USD))
add(C, WY, "Weyerhaeuser consolidated net sales and revenues for the quarter ended June 30, 2009", fact(NETSALES, CY09_Q2, USD))
add(C, ACE, "ACE Limited net premiums earned in the first quarter of 2010", fact(PREM, CY10_Q1, USD))
add(C, CME, "CME Group clearing and transaction fees for the three months ended March 31, 2010", fact(g("ClearingAndExecutionServicing"), CY10_Q1, USD))
add(C, BEN, "Franklin Resources investment management fees, quarter ended March 31, 2010 (fiscal Q2 2010)", fact(g("InvestmentAdvisoryFees"), VQ2, USD))
add(C, ADSK, "ADSK total net revenue for Q1 of fiscal 2011 (three months ended April 30, 2010)", fact(NETSALES, DL_Q1, USD))
add(C, MACY, "Macy's net sales for the 13 weeks ended May 1, 2010", fact(NETSALES, DL_Q1, USD))
add(C, ACE, "ACE total investments on the March 31, 2010 balance sheet", fact(g("Investments"), BS_1003, USD))
add(C, CME, "CME Group goodwill as of 3/31/2010", fact(GW, BS_1003, USD))
add(C, AMGN, "Amgen inventories at June 30, 2009?", fact(INV, BS_0906, USD))
add(C, A10K, "Apple current marketable securities at September 30, 2023", fact(g("MarketableSecuritiesCurrent"), A_BS23, USD))
add(C, A10K, "What did Apple report as other current liabilities at fiscal year-end 2023?", fact(g("OtherLiabilitiesCurrent"), A_BS23, USD))
add(C, A10K, "Apple gross unrecognized tax benefits as of September 30, 2023", fact(g("UnrecognizedTaxBenefits"), A_BS23, USD))
add(C, A10Q, "AAPL other current assets as of July 1, 2023", fact(g("OtherAssetsCurrent"), AQ_BS, USD))
add(C, A10Q, "Apple other non-current liabilities on the July 1, 2023 balance sheet", fact(g("OtherLiabilitiesNoncurrent"), AQ_BS, USD))
add(C, MS, "Microsoft other long-term liabilities at June 30, 2015", fact(g("OtherLiabilitiesNoncurrent"), M_BS15, USD))
add(C, MS, "Microsoft dividends and interest income for fiscal year 2015", fact(g("InvestmentIncomeNet"), M_FY15, USD))
add(C, NF, "Netflix other non-current assets as of December 31, 2023", fact(g("OtherAssetsNoncurrent"), N_BS23, USD))
add(C, NF, "NFLX operating lease right-of-use assets at year-end 2023", fact(g("OperatingLeaseRightOfUseAsset"), N_BS23, USD))
add(C, UP, "Union Pacific accounts payable and other current liabilities at December 31, 2012", fact(g("AccountsPayableAndAccruedLiabilitiesCurrent"), U_BS12, USD))
add(C, UP, "Union Pacific 'other' operating expenses for full-year 2012", fact(g("OtherCostAndExpenseOperating"), U_FY12, USD))
add(C, NQ, "Netflix accrued expenses as of September 30, 2010", fact(g("AccruedLiabilitiesCurrent"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, GPS, "Gap net income in the year-ago quarter (13 weeks ended August 2, 2008)", fact(NI, H2_QPY, USD))
add(C, GPS, "Gap merchandise inventory at January 31, 2009 (fiscal 2008 year-end)", fact(g("InventoryFinishedGoods"), H2_BSFY, USD))
add(C, CRM, "salesforce.com total revenues for the three months ended July 31, 2008", fact(TOTREV, H2_QPY, USD))
add(C, AMGN, "Amgen total revenues for the second quarter of 2008", fact(TOTREV, CY08_Q2, USD))
add(C, AMGN, "Amgen total current liabilities as of December 31, 2008", fact(LC, BS_0812, USD))
add(C, VAR, "Varian Medical net earnings for the third quarter of fiscal 2008 (quarter ended June 27, 2008)", fact(NI, VA_Q3PY, USD))
add(C, VAR, "Varian Medical Systems inventories at the end of fiscal 2008 (September 26, 2008)", fact(INV, VA_BSFY, USD))
add(C, WY, "Weyerhaeuser net loss attributable to Weyerhaeuser common shareholders in Q2 2008", fact(g("NetIncomeLoss"), CY08_Q2, USD))
add(C, ACE, "ACE net income, first quarter of 2009", fact(NI, CY09_Q1, USD))
add(C, CME, "CME Group total revenues in Q1 2009 (year-ago quarter)", fact(TOTREV, CY09_Q1, USD))
add(C, BEN, "Franklin Resources total operating revenues for the three months ended March 31, 2009", fact(TOTREV, VQ2PY, USD))
add(C, ADSK, "Autodesk total net revenue for the quarter ended April 30, 2009", fact(NETSALES, DL_Q1PY, USD))
add(C, MACY, "Macy's net sales for the first quarter of 2009 (13 weeks ended May 2, 2009)", fact(NETSALES, DL_Q1PY, USD))
add(C, A10K, "Apple accrued income taxes (current) at September 24, 2022", fact(g("AccruedIncomeTaxesCurrent"), A_BS22, USD))
add(C, A10K, "Apple share-based compensation expense for fiscal 2022", fact(SBCX, A_FY22, USD))
add(C, A10K, "Apple proceeds from/(repayments of) commercial paper, net, in fiscal 2022", fact(g("ProceedsFromRepaymentsOfCommercialPaper"), A_FY22, USD))
add(C, A10K, "Apple accumulated other comprehensive income/(loss) as of September 24, 2022", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), A_BS22, USD))
add(C, A10Q, "Apple current deferred revenue at September 24, 2022, per the Q3 FY23 10-Q", fact(g("ContractWithCustomerLiabilityCurrent"), AQ_BSPY, USD))
add(C, A10Q, "Apple proceeds from sales of marketable securities in the first nine months of fiscal 2022", fact(g("ProceedsFromSaleOfAvailableForSaleSecuritiesDebt"), AQ_9MPY, USD))
add(C, MS, "Microsoft retained earnings at June 30, 2014", fact(RE, M_BS14, USD))
add(C, MS, "MSFT other current assets, June 30, 2014", fact(g("OtherAssetsCurrent"), M_BS14, USD))
add(C, NF, "Netflix other current assets at December 31, 2022", fact(g("OtherAssetsCurrent"), N_BS22, USD))
add(C, NF, "How much did Netflix receive from employee stock option exercises in 2022?", fact(g("ProceedsFromStockOptionsExercised"), N_FY22, USD))
add(C, UP, "Union Pacific cash and cash equivalents at December 31, 2010", fact(CASH, (None, "2010-12-31"), USD))
add(C, NQ, "Netflix cash and cash equivalents at the end of 2008 (December 31, 2008)", fact(CASH, (None, "2008-12-31"), USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, WY, "Weyerhaeuser net sales and revenues for the first six months of 2009", fact(NETSALES, CY09_H1, USD))
add(C, WY, "Weyerhaeuser operating loss in Q2 2009 alone (three months ended June 30, 2009)", fact(OPINC, CY09_Q2, USD))
add(C, GPS, "Gap net sales, 26 weeks ended August 1, 2009 (year to date)", fact(REV, H2_H1, USD))
add(C, GPS, "Gap operating income for the second quarter only, 13 weeks ended Aug 1, 2009", fact(OPINC, H2_Q, USD))
add(C, CRM, "salesforce.com subscription and support revenues, six months ended July 31, 2009", fact(SUBREV, H2_H1, USD))
add(C, CRM, "CRM marketing and sales expense, quarter only (fiscal Q2 FY10)", fact(g("SellingAndMarketingExpense"), H2_Q, USD))
add(C, AMGN, "Amgen research and development expense for the first half of 2009", fact(AMRD, CY09_H1, USD))
add(C, AMGN, "Amgen net income for the three months ended June 30, 2009 (not year-to-date)", fact(NI, CY09_Q2, USD))
add(C, VAR, "Varian Medical net earnings, nine months ended July 3, 2009", fact(NI, VA_9M, USD))
add(C, VAR, "Varian service contracts and other revenues in fiscal Q3 2009, quarter only", fact(g("RevenueServiceContractsAndOther"), VA_Q3, USD))
add(C, BEN, "Franklin Resources net income attributable to Franklin for the first six months of fiscal 2010 (Oct 2009-Mar 2010)", fact(g("NetIncomeLoss"), VH1, USD))
add(C, BEN, "BEN underwriting and distribution fees (revenue line), three months ended March 31, 2010 only", fact(g("UnderwritingAndDistributionFees"), VQ2, USD))
add(C, GPS, "Gap gross profit year-to-date through the 26 weeks ended August 1, 2009", fact(GP, H2_H1, USD))
add(C, A10Q, "Apple change in unrealized gains/losses on marketable debt securities, net of tax (OCI), for the three months ended July 1, 2023 only", fact(g("OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"), AQ_Q3, USD))
add(C, A10Q, "Apple proceeds from issuance of term debt, net, for the nine months ended July 1, 2023", fact(g("ProceedsFromIssuanceOfLongTermDebt"), AQ_9M, USD))
add(C, A10Q, "Cash paid for interest by Apple, first nine months of fiscal 2023", fact(g("InterestPaidNet"), AQ_9M, USD))
add(C, A10Q, "AAPL purchases of marketable securities YTD (nine months to July 1, 2023)", fact(g("PaymentsToAcquireAvailableForSaleSecuritiesDebt"), AQ_9M, USD))
add(C, MS, "Total dividends Microsoft declared in the quarter ended December 31, 2013 (Q2 FY14), in dollars", fact(g("DividendsCommonStockCash"), M_Q2_14, USD))
add(C, MS, "Microsoft dividends declared (total amount) in Q4 of fiscal 2015", fact(g("DividendsCommonStockCash"), M_Q4_15, USD))
add(C, UP, "Union Pacific net income for the first quarter of 2011 only", fact(NI, U_Q1_11, USD))
add(C, UP, "UNP operating income, Q3 2012 (quarter, not year-to-date)", fact(OPINC, U_Q3_12, USD))
add(C, NQ, "Netflix net cash from investing activities in Q3 2010 alone", fact(ICF, N10_Q3, USD))
add(C, NQ, "Netflix proceeds from issuance of common stock for the quarter ended September 30, 2010", fact(g("ProceedsFromIssuanceOfCommonStock"), N10_Q3, USD))
add(C, NQ, "Netflix excess tax benefits from stock-based compensation (financing activities), nine months ended September 30, 2010", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), N10_9M, USD))
add(C, A10Q, "Apple repayments of term debt for the nine months ended July 1, 2023", fact(g("RepaymentsOfLongTermDebt"), AQ_9M, USD))

# =================================================================== derived
C = "derived"
add(C, GPS, "Gap gross margin for Q2 fiscal 2009 = gross profit / net sales (13 weeks ended Aug 1, 2009)", ratio(GP, REV, H2_Q))
add(C, GPS, "Gap year-to-date net sales growth: 26 weeks ended Aug 1, 2009 vs 26 weeks ended Aug 2, 2008 (current / prior - 1)", growth(REV, H2_H1, H2_H1PY))
add(C, CRM, "Subscription and support as a share of salesforce.com's total revenues in fiscal Q2 2010 (subscription and support / total revenues)", ratio(SUBREV, TOTREV, H2_Q))
add(C, CRM, "salesforce.com free cash flow for the six months ended July 31, 2009, defined as operating cash flow minus capital expenditures", fcf(H2_H1))
add(C, AMGN, "Amgen operating margin, Q2 2009 (operating income divided by total revenues)", ratio(OPINC, TOTREV, CY09_Q2))
add(C, AMGN, "Amgen current ratio at June 30, 2009 = current assets / current liabilities", ratio(AC, LC, BS_0906))
add(C, VAR, "Varian gross margin percentage for the nine months ended July 3, 2009 (gross margin / total revenues)", ratio(GP, TOTREV, VA_9M))
add(C, VAR, "Varian Medical year-over-year revenue growth in fiscal Q3 2009 vs fiscal Q3 2008 (total revenues, current / prior - 1)", growth(TOTREV, VA_Q3, VA_Q3PY))
add(C, WY, "What share of Weyerhaeuser's Q2 2009 net sales came from its Real Estate business? (Real Estate net sales / consolidated net sales)", ratio(NETSALES, NETSALES, CY09_Q2, m_num=WRE))
add(C, ACE, "ACE net premiums earned growth, Q1 2010 vs Q1 2009 (current / prior - 1)", growth(PREM, CY10_Q1, CY09_Q1))
add(C, CME, "CME Group operating margin in Q1 2010 = operating income / total revenues", ratio(OPINC, TOTREV, CY10_Q1))
add(C, BEN, "Franklin Resources effective tax rate for the six months ended March 31, 2010 = taxes on income / income before taxes", ratio(TAX, PRETAX, VH1))
add(C, MACY, "Macy's gross margin rate for Q1 2010 (gross margin divided by net sales)", ratio(GP, NETSALES, DL_Q1))
add(C, ADSK, "Autodesk maintenance revenue as a percentage of total net revenue, Q1 FY2011 (maintenance / total net revenue)", ratio(g("MaintenanceRevenue"), NETSALES, DL_Q1))
add(C, A10K, "Growth in Apple's share-based compensation expense, fiscal 2023 vs fiscal 2022 (current / prior - 1)", growth(SBCX, A_FY23, A_FY22))
add(C, A10K, "Apple Greater China segment net sales growth FY2022 vs FY2021 (current / prior - 1)", growth(REV, A_FY22, A_FY21, APSEG("GreaterChinaSegmentMember")))
add(C, A10K, "Products as a share of Apple's total net sales in fiscal 2021 (Products net sales / total net sales)", ratio(REV, REV, A_FY21, m_num=PRD))
add(C, A10Q, "Apple Americas segment operating margin for the nine months ended June 25, 2022 (Americas operating income / Americas net sales)", ratio(OPINC, REV, AQ_9MPY, m_num=APSEG("AmericasSegmentMember"), m_den=APSEG("AmericasSegmentMember")))
add(C, A10Q, "Apple Europe segment net sales growth, first nine months of FY23 vs first nine months of FY22 (current / prior - 1)", growth(REV, AQ_9M, AQ_9MPY, APSEG("EuropeSegmentMember")))
add(C, MS, "United States share of Microsoft's fiscal 2014 revenue (US revenue / total revenue)", ratio(REV, REV, M_FY14, m_num=MUS))
add(C, MS, "Microsoft Devices and Consumer Hardware gross margin for fiscal 2015 (gross margin / revenue of D&C Hardware)", ratio(GP, REV, M_FY15, m_num=DCHW, m_den=DCHW))
add(C, NF, "Domestic share of Netflix's 2023 income before income taxes (U.S. pre-tax income / total pre-tax income)", ratio(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), PRETAX, N_FY23))
add(C, NF, "Netflix operating lease cost growth 2023 vs 2022 (current / prior - 1)", growth(g("OperatingLeaseCost"), N_FY23, N_FY22))
add(C, UP, "Union Pacific operating margin for Q3 2012 = operating income / operating revenues", ratio(OPINC, g("Revenues"), U_Q3_12))
add(C, NQ, "Netflix technology and development expense growth, nine months 2010 vs nine months 2009 (current / prior - 1)", growth(RD, N10_9M, N10_9MPY))

# =================================================================== members
C = "members"
add(C, WY, "Weyerhaeuser Real Estate (WRECO) net sales for the second quarter of 2009", fact(NETSALES, CY09_Q2, USD, WRE))
add(C, WY, "Inventories of Weyerhaeuser's forest products operations (excluding Real Estate) at June 30, 2009", fact(INV, BS_0906, USD, WFP))
add(C, WY, "Weyerhaeuser timber and timberlands at cost (forest products company, excluding Real Estate) at December 31, 2008", fact(g("TimberAndTimberlands"), BS_0812, USD, WFP))
add(C, WY, "Long-term debt of Weyerhaeuser's Real Estate business at June 30, 2009", fact(g("LongTermDebt"), BS_0906, USD, WRE))
add(C, WY, "Weyerhaeuser research and development expenses (forest products, excluding Real Estate), Q2 2009", fact(RD, CY09_Q2, USD, WFP))
add(C, WY, "Cash provided by operating activities of Weyerhaeuser Real Estate in the first half of 2009", fact(OCF, CY09_H1, USD, WRE))
add(C, ACE, "ACE Insurance - North American segment net premiums earned, Q1 2010", fact(PREM, CY10_Q1, USD, ASEG("InsuranceNorthAmerican")))
add(C, ACE, "Global Reinsurance (Global Re) net premiums written at ACE in the first quarter of 2010", fact(PREMW, CY10_Q1, USD, ASEG("GlobalRe")))
add(C, ACE, "ACE Life segment net income for Q1 2009", fact(NI, CY09_Q1, USD, ASEG("Life")))
add(C, ACE, "ACE Insurance - Overseas General losses and loss expenses for the quarter ended March 31, 2010", fact(g("PolicyholderBenefitsAndClaimsIncurredNet"), CY10_Q1, USD, ASEG("InsuranceOverseasGeneral")))
add(C, CME, "CME Group Class A common shares outstanding at March 31, 2010", fact(SHOUT, BS_1003, SH, CLA))
add(C, A10K, "Apple Americas segment net sales in fiscal 2021", fact(REV, A_FY21, USD, APSEG("AmericasSegmentMember")))
add(C, A10K, "Rest of Asia Pacific net sales for Apple, FY21", fact(REV, A_FY21, USD, APSEG("RestOfAsiaPacificSegmentMember")))
add(C, A10K, "Apple net sales to other countries (outside the U.S. and China) in fiscal 2022", fact(REV, A_FY22, USD, OTHC))
add(C, A10K, "Apple total segment operating income (sum of all operating segments) for fiscal 2022", fact(OPINC, A_FY22, USD, SEGTOT))
add(C, A10K, "Apple general and administrative expenses not allocated to segments (corporate) in fiscal 2023", fact(g("OtherGeneralAndAdministrativeExpense"), A_FY23, USD, CORP))
add(C, A10Q, "iPhone net sales for the nine months ended June 25, 2022", fact(REV, AQ_9MPY, USD, APPRD("IPhoneMember")))
add(C, A10Q, "Apple Wearables, Home and Accessories net sales, quarter ended June 25, 2022", fact(REV, AQ_Q3PY, USD, APPRD("WearablesHomeandAccessoriesMember")))
add(C, A10Q, "Apple Japan segment net sales in the June 2022 quarter (three months ended June 25, 2022)", fact(REV, AQ_Q3PY, USD, APSEG("JapanSegmentMember")))
add(C, MS, "Microsoft Server products and tools revenue in fiscal 2014", fact(REV, M_FY14, USD, MPROD("ServerProductsAndToolsMember")))
add(C, MS, "Microsoft advertising revenue, FY2013", fact(REV, M_FY13, USD, MPROD("AdvertisingMember")))
add(C, MS, "Microsoft Commercial Other segment revenue for fiscal 2015", fact(REV, M_FY15, USD, MSEG("CommercialMember", "CommercialOtherMember")))
add(C, MS, "Microsoft long-lived assets located in the United States at June 30, 2014", fact(g("NoncurrentAssets"), M_BS14, USD, MUS))
add(C, NF, "Netflix paid streaming memberships in EMEA at the end of 2021", fact(["nflx:NumberOfPaidMemberships"], N_BS21, PURE, NGEO(EMEA)))
add(C, UP, "Union Pacific gross property for road ties at December 31, 2011", fact(g("PropertyPlantAndEquipmentGross"), U_BS11, USD, UPPE("unp:RoadTiesMember")))

# =================================================================== per_share
C = "per_share"
add(C, GPS, "Gap diluted EPS, 13 weeks ended August 1, 2009", fact(EPSD, H2_Q, PS))
add(C, GPS, "Gap weighted-average diluted shares for the 26 weeks ended August 1, 2009", fact(WAD, H2_H1, SH))
add(C, GPS, "Gap cash dividends declared and paid per share in the first half of fiscal 2009", fact(g("CommonStockDividendsPerShareDeclaredAndPaid"), H2_H1, PS))
add(C, CRM, "salesforce.com basic net income per share attributable to common shareholders, six months ended July 31, 2009", fact(EPSB, H2_H1, PS))
add(C, CRM, "Shares used in computing diluted net income per share - salesforce.com, fiscal Q2 FY10", fact(WAD, H2_Q, SH))
add(C, AMGN, "Amgen diluted EPS for the six months ended June 30, 2009", fact(EPSD, CY09_H1, PS))
add(C, VAR, "Varian Medical diluted earnings per share from continuing operations, nine months ended July 3, 2009", fact(g("IncomeLossFromContinuingOperationsPerDilutedShare"), VA_9M, PS))
add(C, WY, "Weyerhaeuser net loss per share (basic and diluted) for the first half of 2009", fact(g("EarningsPerShareBasicAndDiluted"), CY09_H1, PS))
add(C, WY, "WY dividends paid per share, Q2 2009", fact(DPS_PAID, CY09_Q2, PS))
add(C, ACE, "ACE Limited diluted earnings per share, Q1 2010", fact(EPSD, CY10_Q1, PS))
add(C, CME, "CME Group cash dividends per share paid in the first quarter of 2010", fact(DPS_PAID, CY10_Q1, PS))
add(C, BEN, "Franklin Resources dividends declared per share for the six months ended March 31, 2010 (including the special dividend)", fact(DPS, VH1, PS))
add(C, ADSK, "Autodesk shares used in computing basic EPS, quarter ended April 30, 2010", fact(WAB, DL_Q1, SH))
add(C, MACY, "Macy's diluted earnings per share for Q1 2010", fact(EPSD, DL_Q1, PS))
add(C, A10K, "Incremental dilutive shares from Apple's share-based awards in fiscal 2022", fact(g("IncrementalCommonSharesAttributableToShareBasedPaymentArrangements"), A_FY22, SH))
add(C, A10K, "How many RSUs did Apple grant in fiscal 2023?", fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"), A_FY23, SH, RSU))
add(C, A10K, "Apple common stock issued under employee plans, net of shares withheld for taxes, in FY2022 (number of shares)", fact(["aapl:StockIssuedDuringPeriodSharesSharebasedPaymentArrangementNetofSharesWithheldforTaxes"], A_FY22, SH, EQC))
add(C, A10K, "Apple common shares outstanding at September 25, 2021 (beginning of fiscal 2022, per the equity statement)", fact(SHOUT, (None, "2021-09-25"), SH, EQC))
add(C, A10Q, "Apple basic weighted-average shares for the three months ended June 25, 2022", fact(WAB, AQ_Q3PY, SH))
add(C, MS, "Microsoft basic EPS, Q3 fiscal 2015 (quarter ended March 31, 2015)", fact(EPSB, M_Q3_15, PS))
add(C, MS, "MSFT diluted EPS for fiscal year 2013", fact(EPSD, M_FY13, PS))
add(C, NF, "Number of Netflix shares issued upon stock option exercises in 2023", fact(g("StockIssuedDuringPeriodSharesStockOptionsExercised"), N_FY23, SH))
add(C, UP, "Union Pacific diluted EPS for the third quarter of 2011", fact(EPSD, U_Q3_11, PS))
add(C, UP, "Average price UNP paid per share repurchased in Q3 2012", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q3_12, PS))
add(C, NQ, "Netflix weighted-average diluted shares, three months ended September 30, 2009", fact(WAD, N10_Q3PY, SH))

# =================================================================== jargon
C = "jargon"
add(C, GPS, "GPS capex 1H09 (26 weeks to Aug 1, 2009)", fact(CAPEX, H2_H1, USD))
add(C, GPS, "Gap buybacks YTD fiscal 2009 (26 weeks)", fact(BUYBACK, H2_H1, USD))
add(C, CRM, "CRM SBC, 1H FY10", fact(SBC, H2_H1, USD))
add(C, CRM, "salesforce CFO for the six months to July 31, 2009", fact(OCF, H2_H1, USD))
add(C, AMGN, "AMGN capex H1 2009 (capital expenditures)", fact(PROD_ASSETS, CY09_H1, USD))
add(C, AMGN, "Amgen share buybacks, first half of 2009", fact(BUYBACK, CY09_H1, USD))
add(C, VAR, "VAR capex, 9M FY09", fact(CAPEX, VA_9M, USD))
add(C, VAR, "Varian SBC YTD fiscal 2009 (nine months)", fact(SBC, VA_9M, USD))
add(C, WY, "WY CFO 1H09", fact(OCF, CY09_H1, USD))
add(C, ACE, "ACE CFO Q1 2010", fact(OCF, CY10_Q1, USD))
add(C, CME, "CME buybacks Q1 2010", fact(BUYBACK, CY10_Q1, USD))
add(C, BEN, "BEN CFO for 1H FY10 (six months ended March 31, 2010)", fact(OCF, VH1, USD))
add(C, ADSK, "ADSK SBC, Q1 FY11", fact(SBC, DL_Q1, USD))
add(C, MACY, "Macy's capex, Q1 2010 (13 weeks ended May 1, 2010)", fact(CAPEX, DL_Q1, USD))
add(C, A10K, "AAPL capex FY22", fact(CAPEX, A_FY22, USD))
add(C, A10K, "AAPL buybacks FY21 (cash paid for repurchases of common stock)", fact(BUYBACK, A_FY21, USD))
add(C, A10Q, "AAPL D&A, 9M FY22", fact(DA, AQ_9MPY, USD))
add(C, A10Q, "Apple SBC for the first nine months of fiscal 2022", fact(SBC, AQ_9MPY, USD))
add(C, MS, "MSFT ETR FY15", fact(ETR, M_FY15, PURE))
add(C, MS, "MSFT dividends paid FY13 (cash)", fact(g("PaymentsOfDividendsCommonStock"), M_FY13, USD))
add(C, NF, "NFLX ETR 2022", fact(ETR, N_FY22, PURE))
add(C, NF, "NFLX buybacks 2021", fact(BUYBACK, N_FY21, USD))
add(C, UP, "UNP SBC 2012 (share-based compensation in the cash flow statement)", fact(SBC, U_FY12, USD))
add(C, NQ, "NFLX buybacks 9M09", fact(BUYBACK, N10_9MPY, USD))
add(C, NQ, "Netflix D&A for the nine months ended September 30, 2010 (depreciation and amortization of property, equipment and intangibles)", fact(DA, N10_9M, USD))

# =================================================================== refuse
C = "refuse"
add(C, GPS, "Abercrombie & Fitch net sales for the 13 weeks ended August 1, 2009?", refuse(oc, "Abercrombie & Fitch is not in the data (Gap is).", other("ABERCROMBIE")))
add(C, AMGN, "Genentech product sales for the second quarter of 2009?", refuse(oc, "Genentech is not in the data (Amgen is).", other("GENENTECH")))
add(C, VAR, "Elekta AB revenue for the quarter ended July 2009?", refuse(oc, "Elekta is not in the data (Varian is).", other("ELEKTA")))
add(C, CME, "CBOE Holdings transaction fees for Q1 2010?", refuse(oc, "CBOE is not in the data (CME Group is).", other("CBOE")))
add(C, NF, "Hulu subscription revenue in 2023?", refuse(oc, "Hulu is not in the data (Netflix is).", other("HULU")))
add(C, NQ, "Blockbuster rental revenue for the quarter ended September 30, 2010?", refuse(oc, "Blockbuster is not in the data (Netflix is).", other("BLOCKBUSTER")))
add(C, MS, "VMware license revenue for fiscal 2015?", refuse(oc, "VMware is not in the data (Microsoft is).", other("VMWARE")))
add(C, GPS, "Gap net sales for the third quarter of fiscal 2009 (quarter ending October 31, 2009)?", refuse(pn, "The 10-Q covers periods ended August 1, 2009.", absent(REV, ("2009-08-01", "2009-10-31"))))
add(C, ACE, "ACE Limited net income for full-year 2010?", refuse(pn, "The Q1 2010 10-Q reports the quarter ended March 31, 2010 only.", absent(NI, ("2010-01-01", "2010-12-31"))))
add(C, ADSK, "Autodesk net revenue for Q2 of fiscal 2011 (quarter ending July 31, 2010)?", refuse(pn, "The 10-Q covers the quarter ended April 30, 2010.", absent(NETSALES, ("2010-05-01", "2010-07-31"))))
add(C, BEN, "Franklin Resources total operating revenues for the quarter ending June 30, 2010?", refuse(pn, "The fiscal Q2 2010 10-Q reports periods through March 31, 2010.", absent(TOTREV, ("2010-04-01", "2010-06-30"))))
add(C, A10Q, "Apple net sales for the quarter ended June 26, 2021?", refuse(pn, "The Q3 FY23 10-Q reports fiscal 2023 and 2022 periods only.", absent(REV, ("2021-03-28", "2021-06-26"))))
add(C, MS, "Microsoft revenue for the first quarter of fiscal 2016 (quarter ending September 30, 2015)?", refuse(pn, "The FY2015 10-K ends June 30, 2015; quarterly data cover FY2014-FY2015 only.", absent(REV, ("2015-07-01", "2015-09-30"))))
add(C, CME, "CME Group inventory at March 31, 2010?", refuse(cn, "CME reports no inventory.", absent_any(INV)))
add(C, BEN, "Franklin Resources research and development expense for the six months ended March 31, 2010?", refuse(cn, "Franklin reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, MACY, "Macy's R&D spending in Q1 2010?", refuse(cn, "Macy's reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, CRM, "salesforce.com inventories at July 31, 2009?", refuse(cn, "salesforce.com reports no inventory.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, NF, "Netflix goodwill on the December 31, 2023 balance sheet?", refuse(cn, "The 2023 10-K tags no goodwill.", absent_any(GW)))
add(C, NQ, "Cash dividends Netflix paid in the nine months ended September 30, 2010?", refuse(cn, "Netflix paid no dividends; no dividend payment concept is reported.", absent_any(DIVPAID + g("PaymentsOfDividendsCommonStock"))))
add(C, WY, "Weyerhaeuser net loss for Q2 2009?", refuse(am, "Net loss attributable to Weyerhaeuser common shareholders and net loss including noncontrolling interests are both reported and differ.",
                                                      amb((g("NetIncomeLoss"), CY09_Q2, None), (g("ProfitLoss"), CY09_Q2, None))))
add(C, CRM, "salesforce.com net income for the quarter ended July 31, 2009?", refuse(am, "Net income attributable to salesforce.com and consolidated net income (incl. noncontrolling interest) both reported and differ.",
                                                                                   amb((g("NetIncomeLoss"), H2_Q, None), (g("ProfitLoss"), H2_Q, None))))
add(C, VAR, "Varian Medical diluted EPS for the nine months ended July 3, 2009?", refuse(am, "Diluted net earnings per share and diluted EPS from continuing operations both reported and differ.",
                                                                                      amb((EPSD, VA_9M, None), (g("IncomeLossFromContinuingOperationsPerDilutedShare"), VA_9M, None))))
add(C, AMGN, "Amgen revenue, Q2 2009?", refuse(am, "Total revenues and product sales are both reported and differ.",
                                              amb((TOTREV, CY09_Q2, None), (GOODSNET, CY09_Q2, None))))
add(C, BEN, "Franklin Resources net income for the quarter ended March 31, 2010?", refuse(am, "Net income attributable to Franklin and net income including noncontrolling interests both reported and differ.",
                                                                                         amb((g("NetIncomeLoss"), VQ2, None), (g("ProfitLoss"), VQ2, None))))
add(C, A10K, "Apple term debt at September 30, 2023?", refuse(am, "Current term debt and non-current term debt are reported separately on the balance sheet, with different values.",
                                                  amb((LTD_NC, A_BS23, None), (g("LongTermDebtCurrent"), A_BS23, None))))


def main():
    write_round("h9", gr.QUESTIONS_9, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8))


if __name__ == "__main__":
    main()
