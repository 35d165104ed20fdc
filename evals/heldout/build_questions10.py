#!/usr/bin/env python3
"""Writes evals/data/ask_heldout10.jsonl and its refusal probes (round 10) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout10_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform9/build_questions.py, which copied rounds 8, 7, 6 and 5).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-10 share

# ------------------------------------------------------------------ round 10 FSDS filings (companies no round 1-9 used)
AA = "fsds:0001193125-09-154110"     # ALCOA INC 10-Q, Q2 2009 (2009q3)
BMY = "fsds:0001193125-09-153889"    # BRISTOL MYERS SQUIBB 10-Q, Q2 2009 (2009q3)
LBTY = "fsds:0001193125-09-163901"   # LIBERTY GLOBAL INC 10-Q, Q2 2009 (2009q3); ClassOfStock rows
PEP = "fsds:0001193125-10-090778"    # PEPSICO INC 10-Q, Q1 2010, 12 weeks ended 2010-03-20 (ddate 2010-03-31) (2010q2)
TYC = "fsds:0001047469-10-004246"    # TYCO INTERNATIONAL 10-Q, fiscal Q2 2010 ended 2010-03-26 (ddate 2010-03-31; FY starts ~Oct 1) (2010q2)
BG = "fsds:0001104659-10-027336"     # BUNGE LTD 10-Q, Q1 2010 (2010q2); ClassOfStock preference-share rows
# Tyco periods: VQ2 / VH1 / VQ2PY / VH1PY / V_BS / V_BSFY (fiscal year starts Oct 1, FSDS month-end dates)
# CN (round 8's) and ETR, RSU, OTHC, SEGTOT (round 9's) are in specs since round 10 reused them
LCLASS = lambda m: {"ClassOfStock": m}
CONVPREF, MANDPREF = LCLASS("ConvertiblePerpetualPreferenceShares"), LCLASS("MandatoryConvertiblePreferenceShares")
PSV = g("PreferredStockValue")
GOODS = g("SalesRevenueGoodsNet")
# PSO, EPSCD, NIATT, AQSEG, CASHCHG, RCASHCHG, PAIDADD and PAIDM are in specs since rounds 11-12 reused them

# =================================================================== direct
C = "direct"
add(C, AA, "Alcoa sales for the second quarter of 2009", fact(GOODS, CY09_Q2, USD))
add(C, AA, "Alcoa long-term debt, less amount due within one year, at June 30, 2009", fact(LTD_NC, BS_0906, USD))
add(C, BMY, "Bristol-Myers Squibb net sales, three months ended June 30, 2009", fact(NETSALES, CY09_Q2, USD))
add(C, BMY, "BMY non-current marketable securities on the June 30, 2009 balance sheet", fact(g("MarketableSecuritiesNoncurrent"), BS_0906, USD))
add(C, LBTY, "What revenue did Liberty Global report for Q2 2009?", fact(TOTREV, CY09_Q2, USD))
add(C, LBTY, "Liberty Global goodwill as of June 30, 2009", fact(GW, BS_0906, USD))
add(C, PEP, "PepsiCo net revenue for the first quarter of 2010 (12 weeks ended March 20, 2010)", fact(NETSALES, CY10_Q1, USD))
add(C, PEP, "PepsiCo goodwill at the end of Q1 2010", fact(GW, BS_1003, USD))
add(C, TYC, "Tyco International net revenue for its fiscal second quarter of 2010 (quarter ended March 26, 2010)", fact(TOTREV, VQ2, USD))
add(C, BG, "Bunge net sales in Q1 2010", fact(TOTREV, CY10_Q1, USD))
add(C, A10K, "Apple property, plant and equipment, net at September 30, 2023", fact(PPE, A_BS23, USD))
add(C, A10Q, "Apple accumulated depreciation and amortization on PP&E as of July 1, 2023", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), AQ_BS, USD))
add(C, A10Q, "How much term debt did Apple classify as current at July 1, 2023?", fact(g("LongTermDebtCurrent"), AQ_BS, USD))
add(C, MS, "Microsoft income taxes payable (current) at June 30, 2015", fact(g("AccruedIncomeTaxesCurrent"), M_BS15, USD))
add(C, MS, "Microsoft accrued compensation at fiscal year-end 2015", fact(g("EmployeeRelatedLiabilitiesCurrent"), M_BS15, USD))
add(C, NF, "Netflix accumulated depreciation on property and equipment, December 31, 2023", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), N_BS23, USD))
add(C, NF, "Netflix income taxes receivable as of year-end 2023", fact(g("IncomeTaxesReceivable"), N_BS23, USD))
add(C, UP, "Union Pacific paid-in surplus at December 31, 2012", fact(g("AdditionalPaidInCapital"), U_BS12, USD))
add(C, NQ, "Netflix other non-current liabilities at September 30, 2010", fact(g("OtherLiabilitiesNoncurrent"), N10_BS, USD))
add(C, NQ, "NFLX other non-current assets, Sept 30 2010 balance sheet", fact(g("OtherAssetsNoncurrent"), N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, AA, "Alcoa sales in the year-ago quarter (Q2 2008)", fact(GOODS, CY08_Q2, USD))
add(C, AA, "Alcoa inventories at December 31, 2008", fact(INV, BS_0812, USD))
add(C, BMY, "Bristol-Myers Squibb net earnings attributable to BMS for the second quarter of 2008", fact(NIATT, CY08_Q2, USD))
add(C, BMY, "BMY cash and cash equivalents at the end of 2008", fact(CASH, BS_0812, USD))
add(C, LBTY, "Liberty Global revenue, three months ended June 30, 2008", fact(TOTREV, CY08_Q2, USD))
add(C, LBTY, "Liberty Global cash and cash equivalents as of December 31, 2008", fact(CASH, BS_0812, USD))
add(C, PEP, "PepsiCo net revenue in Q1 2009 (prior-year quarter)", fact(NETSALES, CY09_Q1, USD))
add(C, PEP, "PepsiCo total assets at fiscal year-end 2009 (December 26, 2009)", fact(ASSETS, BS_0912, USD))
add(C, TYC, "Tyco net revenue for the quarter ended March 27, 2009 (fiscal Q2 2009)", fact(TOTREV, VQ2PY, USD))
add(C, BG, "Bunge net sales for the first quarter of 2009", fact(TOTREV, CY09_Q1, USD))
add(C, A10K, "Apple purchases of marketable securities in fiscal 2022", fact(g("PaymentsToAcquireAvailableForSaleSecuritiesDebt"), A_FY22, USD))
add(C, A10K, "Apple state and local income tax expense for fiscal 2021", fact(g("StateAndLocalIncomeTaxExpenseBenefitContinuingOperations"), A_FY21, USD))
add(C, A10Q, "Apple components (raw materials and purchased parts) inventory at September 24, 2022", fact(g("InventoryRawMaterialsAndPurchasedPartsNetOfReserves"), AQ_BSPY, USD))
add(C, MS, "Microsoft income taxes payable (current) at June 30, 2014", fact(g("AccruedIncomeTaxesCurrent"), M_BS14, USD))
add(C, MS, "Microsoft stock-based compensation expense in fiscal 2013", fact(g("AllocatedShareBasedCompensationExpense"), M_FY13, USD))
add(C, NF, "Netflix current state and local tax expense for 2022", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), N_FY22, USD))
add(C, NF, "Netflix foreign currency transaction gain/(loss) before tax in 2022", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY22, USD))
add(C, UP, "Union Pacific paid-in surplus at year-end 2011", fact(g("AdditionalPaidInCapital"), U_BS11, USD))
add(C, NQ, "Netflix prepaid expenses (current) at December 31, 2009", fact(g("OtherPrepaidExpenseCurrent"), N10_BSPY, USD))
add(C, NQ, "Netflix total liabilities and stockholders' equity at December 31, 2009", fact(g("LiabilitiesAndStockholdersEquity"), N10_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, AA, "Alcoa sales for the six months ended June 30, 2009", fact(GOODS, CY09_H1, USD))
add(C, AA, "Alcoa research and development expenses in Q2 2009 only", fact(RD, CY09_Q2, USD))
add(C, AA, "Alcoa net loss attributable to Alcoa for the first half of 2009", fact(NIATT, CY09_H1, USD))
add(C, BMY, "Bristol-Myers Squibb R&D expense, six months ended June 30, 2009", fact(RD, CY09_H1, USD))
add(C, BMY, "BMY net sales year-to-date through June 30, 2009", fact(NETSALES, CY09_H1, USD))
add(C, BMY, "Bristol-Myers marketing, selling and administrative expense for the quarter ended June 30, 2009 (three months only)", fact(SGA, CY09_Q2, USD))
add(C, LBTY, "Liberty Global operating income for the three months ended June 30, 2009", fact(OPINC, CY09_Q2, USD))
add(C, LBTY, "Liberty Global revenue for H1 2009", fact(TOTREV, CY09_H1, USD))
add(C, LBTY, "Liberty Global interest expense, six months ended June 30, 2009", fact(INTEXP, CY09_H1, USD))
add(C, TYC, "Tyco net revenue for the first six months of fiscal 2010 (through March 26, 2010)", fact(TOTREV, VH1, USD))
add(C, TYC, "Tyco operating income in fiscal Q2 2010, quarter only", fact(OPINC, VQ2, USD))
add(C, TYC, "Tyco selling, general and administrative expenses, six months ended March 26, 2010", fact(SGA, VH1, USD))
add(C, A10Q, "Change in Apple's accounts payable in the cash flow statement, nine months ended July 1, 2023", fact(g("IncreaseDecreaseInAccountsPayable"), AQ_9M, USD))
add(C, A10Q, "Apple vendor non-trade receivables change (cash flow) for the first nine months of fiscal 2023", fact(g("IncreaseDecreaseInOtherReceivables"), AQ_9M, USD))
add(C, A10Q, "Apple change in inventories in operating cash flow, 9M FY23", fact(g("IncreaseDecreaseInInventories"), AQ_9M, USD))
add(C, MS, "Microsoft cash dividends declared in the first quarter of fiscal 2015 (quarter ended September 30, 2014)", fact(g("DividendsCommonStockCash"), M_Q1_15, USD))
add(C, MS, "Microsoft dividends declared in the quarter ended March 31, 2014", fact(g("DividendsCommonStockCash"), M_Q3_14, USD))
add(C, NQ, "Netflix change in accounts payable for Q3 2010 alone (three months ended September 30, 2010)", fact(g("IncreaseDecreaseInAccountsPayable"), N10_Q3, USD))
add(C, NQ, "Netflix net increase in cash and cash equivalents for the three months ended September 30, 2010", fact(CASHCHG, N10_Q3, USD))
add(C, NQ, "Netflix change in accrued expenses, nine months ended September 30, 2010", fact(g("IncreaseDecreaseInAccruedLiabilities"), N10_9M, USD))

# =================================================================== derived
C = "derived"
add(C, AA, "Alcoa gross margin in Q2 2009, computed as (sales - cost of goods sold) / sales", margin_from_cost(GOODS, g("CostOfGoodsSold"), CY09_Q2))
add(C, AA, "Alcoa free cash flow for H1 2009 (cash from operations minus capital expenditures)", fcf(CY09_H1))
add(C, BMY, "BMY R&D as a percentage of net sales, Q2 2009 (R&D / net sales)", ratio(RD, NETSALES, CY09_Q2))
add(C, BMY, "Year-over-year growth in BMS net earnings attributable to BMS, Q2 2009 vs Q2 2008", growth(NIATT, CY09_Q2, CY08_Q2))
add(C, LBTY, "Liberty Global operating margin for Q2 2009 (operating income / revenue)", ratio(OPINC, TOTREV, CY09_Q2))
add(C, PEP, "PepsiCo operating margin in Q1 2010: operating profit divided by net revenue", ratio(OPINC, NETSALES, CY10_Q1))
add(C, PEP, "PepsiCo net revenue growth, Q1 2010 over Q1 2009", growth(NETSALES, CY10_Q1, CY09_Q1))
add(C, TYC, "Share of Tyco's fiscal Q2 2010 net revenue from product sales (product sales / total net revenue)", ratio(GOODS, TOTREV, VQ2))
add(C, TYC, "Tyco net revenue growth for the first half of fiscal 2010 vs the first half of fiscal 2009", growth(TOTREV, VH1, VH1PY))
add(C, BG, "Bunge gross margin, Q1 2010 (gross profit / net sales)", ratio(GP, TOTREV, CY10_Q1))
add(C, A10K, "Federal share of Apple's FY2023 income tax provision (federal tax expense / total provision)", ratio(g("FederalIncomeTaxExpenseBenefitContinuingOperations"), TAX, A_FY23))
add(C, A10K, "Growth in Apple's proceeds from maturities of marketable securities, FY2023 vs FY2022", growth(g("ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities"), A_FY23, A_FY22))
add(C, A10Q, "Apple Americas segment operating margin for the quarter ended June 25, 2022 (operating income / net sales)", ratio(OPINC, REV, AQ_Q3PY, None, AQSEG("AmericasSegmentMember"), AQSEG("AmericasSegmentMember")))
add(C, A10Q, "Rest of Asia Pacific operating margin for Apple, first nine months of fiscal 2022", ratio(OPINC, REV, AQ_9MPY, None, AQSEG("RestOfAsiaPacificSegmentMember"), AQSEG("RestOfAsiaPacificSegmentMember")))
add(C, MS, "Microsoft Commercial Licensing gross margin in fiscal 2013 (gross margin / revenue)", ratio(GP, NETSALES, M_FY13, None, MSEG("CommercialMember", "CommercialLicensingMember"), MSEG("CommercialMember", "CommercialLicensingMember")))
add(C, MS, "Growth in Microsoft stock-based compensation expense, FY2015 vs FY2014", growth(g("AllocatedShareBasedCompensationExpense"), M_FY15, M_FY14))
add(C, NF, "Netflix current state and local tax expense growth, 2023 vs 2022", growth(g("CurrentStateAndLocalTaxExpenseBenefit"), N_FY23, N_FY22))
add(C, NF, "Growth in Netflix operating cash flows for operating leases, 2023 over 2022", growth(["nflx:OperatingCashFlowsFromOperatingLeases"], N_FY23, N_FY22))
add(C, UP, "Union Pacific current state and local taxes as a share of total current income tax expense, 2012", ratio(g("CurrentStateAndLocalTaxExpenseBenefit"), g("CurrentIncomeTaxExpenseBenefit"), U_FY12))
add(C, NQ, "Percent change in Netflix other non-current liabilities from December 31, 2009 to September 30, 2010", growth(g("OtherLiabilitiesNoncurrent"), N10_BS, N10_BSPY))

# =================================================================== members
C = "members"
add(C, LBTY, "Liberty Global Series A common shares outstanding at June 30, 2009", fact(SHOUT, BS_0906, SH, CLA))
add(C, LBTY, "Liberty Global Series C common shares outstanding as of June 30, 2009", fact(SHOUT, BS_0906, SH, CLASS("ClassCCommonStock")))
add(C, LBTY, "Liberty Global Series B shares outstanding at December 31, 2008", fact(SHOUT, BS_0812, SH, CLB))
add(C, LBTY, "How many Series C shares was Liberty Global authorized to issue at June 30, 2009?", fact(AUTH, BS_0906, SH, CLASS("ClassCCommonStock")))
add(C, LBTY, "Liberty Global Series A common shares issued at December 31, 2008", fact(CSI, BS_0812, SH, CLA))
add(C, BG, "Bunge convertible perpetual preference shares carrying value at March 31, 2010", fact(PSV, BS_1003, USD, CONVPREF))
add(C, BG, "Bunge mandatory convertible preference shares on the balance sheet at December 31, 2009", fact(PSV, BS_0912, USD, MANDPREF))
add(C, BG, "Number of Bunge convertible perpetual preference shares outstanding, March 31, 2010", fact(PSO, BS_1003, SH, CONVPREF))
add(C, A10K, "Apple net sales in China (country disclosure, incl. Hong Kong and Taiwan), fiscal 2022", fact(REV, A_FY22, USD, CN))
add(C, A10K, "Total operating income of Apple's reportable segments in fiscal 2021", fact(OPINC, A_FY21, USD, SEGTOT))
add(C, A10K, "Apple long-lived assets located in other countries at September 24, 2022", fact(g("NoncurrentAssets"), A_BS22, USD, OTHC))
add(C, A10Q, "Apple Americas segment operating income, three months ended June 25, 2022", fact(OPINC, AQ_Q3PY, USD, AQSEG("AmericasSegmentMember")))
add(C, A10Q, "Apple total Products net sales for the nine months ended July 1, 2023", fact(REV, AQ_9M, USD, PRD))
add(C, A10Q, "Apple Europe segment net sales in Q3 FY22", fact(REV, AQ_Q3PY, USD, AQSEG("EuropeSegmentMember")))
add(C, MS, "Microsoft Devices and Consumer Other revenue for fiscal 2015", fact(NETSALES, M_FY15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerOtherMember")))
add(C, MS, "Microsoft revenue from Windows operating systems for computing devices (product line) in FY2015", fact(NETSALES, M_FY15, USD, MPROD("WindowsOperatingSystemsForComputingDevicesMember")))
add(C, MS, "Microsoft consulting and product support services revenue, fiscal 2015", fact(NETSALES, M_FY15, USD, MPROD("ConsultingAndProductSupportServicesMember")))
add(C, NF, "Netflix paid net membership additions in UCAN during 2023", fact(PAIDADD, N_FY23, "pure", NGEO(UCAN)))
add(C, NF, "Netflix APAC paid streaming memberships at the end of 2021", fact(PAIDM, N_BS21, "pure", NGEO("srt:AsiaPacificMember")))
add(C, UP, "Union Pacific gross property for rail and other track material at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPPE("unp:RoadrailAndOtherTrackMaterialMemberMember")))

# =================================================================== per_share
C = "per_share"
add(C, AA, "Alcoa basic EPS for Q2 2009", fact(EPSB, CY09_Q2, PS))
add(C, AA, "Alcoa diluted loss per share from continuing operations, first half of 2009", fact(EPSCD, CY09_H1, PS))
add(C, AA, "Dividends declared per Alcoa common share in H1 2009", fact(DPS, CY09_H1, PS))
add(C, BMY, "Bristol-Myers Squibb diluted EPS for the quarter ended June 30, 2009", fact(EPSD, CY09_Q2, PS))
add(C, BMY, "BMY dividends declared per common share, six months ended June 30, 2009", fact(DPS, CY09_H1, PS))
add(C, LBTY, "Liberty Global basic loss per share, Q2 2009", fact(EPSB, CY09_Q2, PS))
add(C, PEP, "PepsiCo diluted EPS, first quarter 2010", fact(EPSD, CY10_Q1, PS))
add(C, PEP, "PepsiCo dividend declared per share in Q1 2010", fact(DPS, CY10_Q1, PS))
add(C, TYC, "Tyco diluted EPS for the six months ended March 26, 2010", fact(EPSD, VH1, PS))
add(C, TYC, "Tyco diluted weighted-average shares for fiscal Q2 2010", fact(WAD, VQ2, SH))
add(C, BG, "Bunge common shares outstanding at March 31, 2010", fact(SHOUT, BS_1003, SH))
add(C, A10K, "Apple shares outstanding per the statement of shareholders' equity at September 24, 2022", fact(SHOUT, A_BS22, SH, EQC))
add(C, A10K, "RSU shares withheld for taxes by Apple in fiscal 2023", fact(g("SharesPaidForTaxWithholdingForShareBasedCompensation"), A_FY23, SH, RSU))
add(C, MS, "Microsoft basic EPS for Q2 FY15 (quarter ended December 31, 2014)", fact(EPSB, M_Q2_15, PS))
add(C, MS, "Microsoft diluted EPS for the quarter ended September 30, 2013", fact(EPSD, M_Q1_14, PS))
add(C, MS, "Microsoft common shares authorized at June 30, 2015", fact(AUTH, M_BS15, SH))
add(C, NF, "Netflix authorized common shares at December 31, 2023", fact(AUTH, N_BS23, SH))
add(C, UP, "Union Pacific common stock par value per share, December 31, 2012", fact(g("CommonStockParOrStatedValuePerShare"), U_BS12, PS))
add(C, UP, "Union Pacific authorized common shares at year-end 2012", fact(AUTH, U_BS12, SH))
add(C, A10Q, "Apple common shares authorized as of July 1, 2023", fact(AUTH, AQ_BS, SH))

# =================================================================== jargon
C = "jargon"
add(C, AA, "AA capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, AA, "Alcoa CFO, six months to June 2009", fact(OCF, CY09_H1, USD))
add(C, BMY, "BMY dividends paid 1H09 (cash flow)", fact(g("PaymentsOfDividends"), CY09_H1, USD))
add(C, BMY, "BMY capex H1 2009", fact(CAPEX, CY09_H1, USD))
add(C, LBTY, "LBTYA capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, LBTY, "Liberty Global D&A in Q2 2009", fact(DA, CY09_Q2, USD))
add(C, PEP, "PEP capital spending Q1 2010", fact(PROD_ASSETS, CY10_Q1, USD))
add(C, PEP, "PepsiCo buybacks in Q1 2010 (share repurchases in the cash flow)", fact(BUYBACK, CY10_Q1, USD))
add(C, PEP, "PEP D&A Q1'10", fact(DA, CY10_Q1, USD))
add(C, TYC, "Tyco CFO from continuing operations, 1H FY10", fact(OCF, VH1, USD))
add(C, BG, "Bunge capex Q1 2010", fact(CAPEX, CY10_Q1, USD))
add(C, A10K, "AAPL net change in cash, cash equivalents and restricted cash, FY22", fact(RCASHCHG, A_FY22, USD))
add(C, A10K, "Apple proceeds from sales of marketable securities in FY23", fact(g("ProceedsFromSaleOfAvailableForSaleSecuritiesDebt"), A_FY23, USD))
add(C, A10K, "Apple FY23 income tax benefit on stock comp", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), A_FY23, USD))
add(C, MS, "MSFT stock comp expense FY15 (pre-tax)", fact(g("AllocatedShareBasedCompensationExpense"), M_FY15, USD))
add(C, MS, "MSFT excess tax benefits from stock plans, FY15 (financing cash flow)", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), M_FY15, USD))
add(C, NF, "NFLX FX gain/loss 2023 (foreign currency transaction, pre-tax)", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), N_FY23, USD))
add(C, NF, "Netflix operating cash outflow for operating leases, FY23", fact(["nflx:OperatingCashFlowsFromOperatingLeases"], N_FY23, USD))
add(C, UP, "UNP effective tax rate FY12", fact(ETR, U_FY12, PURE))
add(C, UP, "UNP windfall tax benefit from share-based comp, 2012 (financing)", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, AA, "Rusal aluminum sales for the second quarter of 2009?", refuse(oc, "Rusal is not in the data (Alcoa is).", other("RUSAL")))
add(C, BMY, "Sanofi net sales for the quarter ended June 30, 2009?", refuse(oc, "Sanofi is not in the data (Bristol-Myers Squibb is).", other("SANOFI")))
add(C, BG, "Cargill net sales in Q1 2010?", refuse(oc, "Cargill is not in the data (Bunge is).", other("CARGILL")))
add(C, A10K, "Foxconn revenue for fiscal 2023?", refuse(oc, "Foxconn / Hon Hai is not in the data (Apple is).", other("FOXCONN", "HON HAI")))
add(C, NF, "Crunchyroll subscriber revenue in 2023?", refuse(oc, "Crunchyroll is not in the data (Netflix is).", other("CRUNCHYROLL")))
add(C, UP, "Amtrak operating revenue for 2012?", refuse(oc, "Amtrak is not in the data (Union Pacific is).", other("AMTRAK")))
add(C, PEP, "PepsiCo net revenue for the second quarter of 2010?", refuse(pn, "The Q1 2010 10-Q reports periods through March 2010.", absent(NETSALES, ("2010-04-01", "2010-06-30"))))
add(C, TYC, "Tyco net revenue for fiscal Q3 2010 (quarter ending June 2010)?", refuse(pn, "The fiscal Q2 2010 10-Q reports periods through March 26, 2010.", absent(TOTREV, ("2010-04-01", "2010-06-30"))))
add(C, LBTY, "Liberty Global revenue for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q reports periods through June 30, 2009.", absent(TOTREV, ("2009-07-01", "2009-09-30"))))
add(C, BG, "Bunge net sales for full-year 2010?", refuse(pn, "The Q1 2010 10-Q reports the quarter ended March 31, 2010 only.", absent(TOTREV, ("2010-01-01", "2010-12-31"))))
add(C, MS, "Microsoft revenue for fiscal year 2016?", refuse(pn, "The FY2015 10-K ends June 30, 2015.", absent(REV + NETSALES, ("2015-07-01", "2016-06-30"))))
add(C, LBTY, "Liberty Global inventories at June 30, 2009?", refuse(cn, "Liberty Global reports no inventory.", absent_any(INV + g("InventoryFinishedGoods"))))
add(C, BG, "Bunge research and development expense for Q1 2010?", refuse(cn, "Bunge reports no R&D expense in this 10-Q.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, TYC, "Tyco R&D expense for the six months ended March 26, 2010?", refuse(cn, "Tyco's 10-Q reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, A10Q, "Apple preferred stock dividends in the nine months ended July 1, 2023?", refuse(cn, "Apple has no preferred stock; no preferred dividend concept is reported.", absent_any(g("DividendsPreferredStock", "DividendsPreferredStockCash", "PreferredStockDividendsIncomeStatementImpact"))))
add(C, UP, "Union Pacific research and development expense in 2012?", refuse(cn, "Union Pacific reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AA, "Alcoa net loss for Q2 2009?", refuse(am, "Net loss attributable to Alcoa and net loss including noncontrolling interests are both reported and differ.",
                                               amb((NIATT, CY09_Q2, None), (g("ProfitLoss"), CY09_Q2, None))))
add(C, BMY, "Bristol-Myers Squibb net earnings for Q2 2009?", refuse(am, "Net earnings attributable to BMS and net earnings including noncontrolling interest are both reported and differ.",
                                                                  amb((NIATT, CY09_Q2, None), (g("ProfitLoss"), CY09_Q2, None))))
add(C, PEP, "PepsiCo EPS for Q1 2010?", refuse(am, "Basic and diluted EPS are both reported and differ.",
                                            amb((EPSB, CY10_Q1, None), (EPSD, CY10_Q1, None))))
add(C, LBTY, "Liberty Global net earnings, Q2 2009?", refuse(am, "Net loss attributable to Liberty Global and net earnings including noncontrolling interests both reported and differ.",
                                                          amb((NIATT, CY09_Q2, None), (g("ProfitLoss"), CY09_Q2, None))))


def main():
    write_round("h10", gr.QUESTIONS_10, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9))


if __name__ == "__main__":
    main()
