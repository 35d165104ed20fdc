#!/usr/bin/env python3
"""Writes evals/data/ask_heldout8.jsonl and its refusal probes (round 8) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout8_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform7/build_questions.py, which copied ask-freeform6 and ask-freeform5).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-8 share


# In specs CLX is round 5's Clorox filing; from round 7 on it names the ClassOfStock member CommonClassX.
CLX = CLASS("CommonClassX")


# ------------------------------------------------------------------ round 8 FSDS filings (companies no round 1-7 used)
JNJ = "fsds:0000950123-09-029672"    # JOHNSON & JOHNSON 10-Q, Q2 2009 ended 2009-06-28 (ddate 2009-06-30) (2009q3)
IBM = "fsds:0001104659-09-045198"    # INTERNATIONAL BUSINESS MACHINES 10-Q, Q2 2009 (2009q3)
AMAT = "fsds:0000950123-09-040145"   # APPLIED MATERIALS 10-Q, fiscal Q3 2009 ended 2009-07-26 (ddate 2009-07-31) (2009q3)
TJX = "fsds:0000950123-09-039364"    # TJX COMPANIES 10-Q, fiscal Q2 FY2010 ended 2009-08-01 (ddate 2009-07-31) (2009q3)
F = "fsds:0001157523-10-002965"      # FORD MOTOR CO 10-Q, Q1 2010 (2010q2)
BRK = "fsds:0001157523-10-002982"    # BERKSHIRE HATHAWAY 10-Q, Q1 2010 (2010q2)
V = "fsds:0001193125-10-102602"      # VISA INC 10-Q, fiscal Q2 2010 ended 2010-03-31 (FY starts Oct 1) (2010q2)
INTU = "fsds:0000950123-10-054230"   # INTUIT INC 10-Q, fiscal Q3 2010 ended 2010-04-30 (FY starts Aug 1) (2010q2)
MON = "fsds:0000950123-10-033175"    # MONSANTO CO 10-Q, fiscal Q2 2010 ended 2010-02-28 (FY starts Sep 1) (2010q2)
NWS = "fsds:0001193125-10-106827"    # NEWS CORP 10-Q, fiscal Q3 2010 ended 2010-03-31 (FY starts Jul 1) (2010q2)

# calendar Q2 2009 (JNJ quarter ended June 28, IBM June 30; FSDS ddate 2009-06-30)
# CY09_Q2, CY09_H1, CY08_Q2, CY08_H1, BS_0906, BS_0812 come from the round-5 helpers
# Applied Materials fiscal Q3 2009 (FY starts ~Nov 1)
AM_Q3, AM_9M = ("2009-05-01", "2009-07-31"), ("2008-11-01", "2009-07-31")
AM_Q3PY, AM_9MPY = ("2008-05-01", "2008-07-31"), ("2007-11-01", "2008-07-31")
AM_BS, AM_BSFY = (None, "2009-07-31"), (None, "2008-10-31")
# TJX fiscal Q2 FY2010 (13/26 weeks ended Aug 1, 2009): H2_* periods of the round-7 helpers
# Visa fiscal Q2 2010: VQ2 / VH1 / VQ2PY / VH1PY / V_BS / V_BSFY, in specs since round 9 reused them
# Intuit fiscal Q3 2010
IQ3, I9M, IQ3PY, I9MPY = ("2010-02-01", "2010-04-30"), ("2009-08-01", "2010-04-30"), ("2009-02-01", "2009-04-30"), ("2008-08-01", "2009-04-30")
I_BS, I_BSFY = (None, "2010-04-30"), (None, "2009-07-31")
# Monsanto fiscal Q2 2010
MQ2, MH1, MQ2PY, MH1PY = ("2009-12-01", "2010-02-28"), ("2009-09-01", "2010-02-28"), ("2008-12-01", "2009-02-28"), ("2008-09-01", "2009-02-28")
M_BS, M_BSFY, M_FY09 = (None, "2010-02-28"), (None, "2009-08-31"), ("2008-09-01", "2009-08-31")
# News Corp fiscal Q3 2010
NQ3, N9M, NQ3PY, N9MPY = ("2010-01-01", "2010-03-31"), ("2009-07-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2008-07-01", "2009-03-31")
NW_BS, NW_BSFY = (None, "2010-03-31"), (None, "2009-06-30")

AUTO, FINSVC = {"BusinessSectors": "Automotive"}, {"BusinessSectors": "FinancialServices"}
BSEGM = lambda m: {"BusinessSegments": m}
CLC = CLASS("ClassCCommonStock")
JRD = g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost")
PRETAX_F = g("IncomeLossBeforeIncomeTaxes")
GEO_US = {GEO: "country:US"}
# GOODSNET, PROD_ASSETS, MPROD and EQC are in specs since round 9 reused them, CN since round 10 did


# =================================================================== direct
C = "direct"
add(C, JNJ, "Johnson & Johnson sales to customers for the fiscal second quarter of 2009 (quarter ended June 28, 2009)", fact(REV, CY09_Q2, USD))
add(C, JNJ, "J&J inventories as of June 28, 2009?", fact(INV, BS_0906, USD))
add(C, IBM, "IBM total revenue, Q2 2009", fact(REV, CY09_Q2, USD))
add(C, IBM, "What was IBM's current deferred income (deferred revenue, current) at June 30, 2009?", fact(g("DeferredRevenueCurrent"), BS_0906, USD))
add(C, AMAT, "Applied Materials net sales for the quarter ended July 26, 2009 (fiscal Q3 2009)", fact(REV, AM_Q3, USD))
add(C, TJX, "TJX Companies net sales for the 13 weeks ended August 1, 2009", fact(REV, H2_Q, USD))
add(C, F, "Ford total revenues for the first quarter of 2010 (Automotive sales plus Financial Services revenues)", fact(TOTREV, CY10_Q1, USD))
add(C, BRK, "Berkshire Hathaway total revenues, three months ended March 31, 2010", fact(TOTREV, CY10_Q1, USD))
add(C, V, "Visa Inc. total operating revenues for its fiscal second quarter of 2010 (three months ended March 31, 2010)", fact(TOTREV, VQ2, USD))
add(C, INTU, "Intuit total net revenue for the three months ended April 30, 2010", fact(REV, IQ3, USD))
add(C, MON, "Monsanto net sales in the second quarter of fiscal 2010 (quarter ended Feb 28, 2010)", fact(REV, MQ2, USD))
add(C, NWS, "News Corp revenues for the quarter ended March 31, 2010?", fact(TOTREV, NQ3, USD))
add(C, NWS, "News Corporation non-current borrowings at March 31, 2010", fact(LTD_NC, NW_BS, USD))
add(C, A10K, "Apple other current assets on the September 30, 2023 balance sheet", fact(g("OtherAssetsCurrent"), A_BS23, USD))
add(C, A10K, "What were Apple's total non-current liabilities at fiscal 2023 year-end (September 30, 2023)?", fact(g("LiabilitiesNoncurrent"), A_BS23, USD))
add(C, A10K, "Apple repayments of term debt in fiscal 2023", fact(g("RepaymentsOfLongTermDebt"), A_FY23, USD))
add(C, A10Q, "Apple non-current marketable securities as of July 1, 2023", fact(g("MarketableSecuritiesNoncurrent"), AQ_BS, USD))
add(C, A10Q, "AAPL other non-current assets at 7/1/2023", fact(g("OtherAssetsNoncurrent"), AQ_BS, USD))
add(C, MS, "Microsoft accumulated depreciation on property and equipment at June 30, 2015", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), M_BS15, USD))
add(C, MS, "What was Microsoft's long-term income taxes liability at June 30, 2015?", fact(g("AccruedIncomeTaxesNoncurrent"), M_BS15, USD))
add(C, NF, "Netflix retained earnings as of December 31, 2023", fact(RE, N_BS23, USD))
add(C, NF, "Netflix's total operating lease liabilities at year-end 2023", fact(g("OperatingLeaseLiability"), N_BS23, USD))
add(C, UP, "Union Pacific materials and supplies on the balance sheet at December 31, 2012", fact(g("MaterialsSuppliesAndOther"), U_BS12, USD))
add(C, UP, "UNP accumulated other comprehensive income/(loss) at 12/31/2012", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), U_BS12, USD))
add(C, NQ, "Netflix property and equipment, net at September 30, 2010", fact(PPE, N10_BS, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, JNJ, "Johnson & Johnson net earnings in the second quarter of 2008 (year-ago quarter)", fact(NI, CY08_Q2, USD))
add(C, IBM, "IBM net income for the quarter ended June 30, 2008", fact(NI, CY08_Q2, USD))
add(C, IBM, "IBM stockholders' equity (IBM shareholders only, excluding noncontrolling interests) at December 31, 2008", fact(g("StockholdersEquity"), BS_0812, USD))
add(C, AMAT, "Applied Materials net income for the third quarter of fiscal 2008 (quarter ended July 27, 2008)", fact(NI, AM_Q3PY, USD))
add(C, AMAT, "What were Applied's inventories at October 26, 2008, the end of fiscal 2008?", fact(INV, AM_BSFY, USD))
add(C, TJX, "TJX net sales for the 26 weeks ended August 2, 2008", fact(REV, H2_H1PY, USD))
add(C, TJX, "TJX merchandise inventories as of January 31, 2009", fact(INV, H2_BSFY, USD))
add(C, F, "Ford net income (loss) attributable to Ford Motor Company, Q1 2009", fact(g("NetIncomeLoss"), CY09_Q1, USD))
add(C, BRK, "Berkshire Hathaway net earnings attributable to Berkshire shareholders for the first quarter of 2009", fact(g("NetIncomeLoss"), CY09_Q1, USD))
add(C, V, "Visa net income attributable to Visa Inc. in the year-ago quarter (three months ended March 31, 2009)", fact(g("NetIncomeLoss"), VQ2PY, USD))
add(C, INTU, "Intuit's total net revenue for the fiscal third quarter of 2009 (three months ended April 30, 2009)", fact(REV, IQ3PY, USD))
add(C, MON, "Monsanto total shareowners' equity attributable to Monsanto (excluding noncontrolling interest) at August 31, 2009", fact(g("StockholdersEquity"), M_BSFY, USD))
add(C, A10K, "Apple total other comprehensive income/(loss) for fiscal 2022", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), A_FY22, USD))
add(C, A10K, "Proceeds from issuance of term debt, net - Apple, fiscal 2021", fact(g("ProceedsFromIssuanceOfLongTermDebt"), A_FY21, USD))
add(C, A10K, "Apple total foreign provision for income taxes (current plus deferred) in FY2021", fact(g("ForeignIncomeTaxExpenseBenefitContinuingOperations"), A_FY21, USD))
add(C, A10Q, "Apple accounts payable at September 24, 2022, as shown in the Q3 FY23 10-Q", fact(AP, AQ_BSPY, USD))
add(C, A10Q, "Apple's total liabilities as of September 24, 2022 (prior fiscal year-end column of the 10-Q)", fact(LIAB, AQ_BSPY, USD))
add(C, MS, "Microsoft current foreign income tax expense for fiscal 2014", fact(g("CurrentForeignTaxExpenseBenefit"), M_FY14, USD))
add(C, MS, "MSFT cash and cash equivalents as of June 30, 2013", fact(CASH, (None, "2013-06-30"), USD))
add(C, NF, "Netflix repayments of debt in 2021", fact(g("RepaymentsOfLongTermDebt"), N_FY21, USD))
add(C, NF, "Netflix deferred revenue (current contract liabilities) at December 31, 2022", fact(g("ContractWithCustomerLiabilityCurrent"), N_BS22, USD))
add(C, UP, "Union Pacific proceeds from issuance of long-term debt in 2011", fact(g("ProceedsFromIssuanceOfLongTermDebt"), U_FY11, USD))
add(C, UP, "Union Pacific total liabilities at December 31, 2011", fact(LIAB, U_BS11, USD))
add(C, NQ, "Netflix cash and cash equivalents at June 30, 2010 (beginning of the third quarter)", fact(CASH, (None, "2010-06-30"), USD))
add(C, AE, "AEON Biopharma proceeds from convertible notes, nine months ended September 30, 2022", fact(g("ProceedsFromConvertibleDebt"), E_9M_22, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, JNJ, "J&J net earnings for the first six months of 2009, not just Q2", fact(NI, CY09_H1, USD))
add(C, JNJ, "Johnson & Johnson research expense in Q2 2009 only (three months ended June 28, 2009)", fact(JRD, CY09_Q2, USD))
add(C, IBM, "IBM revenue for the six months ended June 30, 2009", fact(REV, CY09_H1, USD))
add(C, IBM, "IBM SG&A expense for the second quarter of 2009 alone", fact(SGA, CY09_Q2, USD))
add(C, AMAT, "Applied Materials net loss for the nine months ended July 26, 2009", fact(NI, AM_9M, USD))
add(C, AMAT, "AMAT research, development and engineering expense, fiscal Q3 2009 only (quarter, not YTD)", fact(RD, AM_Q3, USD))
add(C, TJX, "TJX SG&A for the six months ended August 1, 2009 (year-to-date)", fact(SGA, H2_H1, USD))
add(C, V, "Visa net income attributable to Visa Inc. for the first half of fiscal 2010 (six months ended March 31, 2010)", fact(g("NetIncomeLoss"), VH1, USD))
add(C, V, "Visa total operating expenses for the March 2010 quarter only", fact(g("CostsAndExpenses"), VQ2, USD))
add(C, INTU, "Intuit net income for the nine months ended April 30, 2010", fact(NI, I9M, USD))
add(C, INTU, "Intuit operating income for fiscal Q3 2010 only (February-April 2010)", fact(OPINC, IQ3, USD))
add(C, MON, "Monsanto net income attributable to Monsanto for the six months ended February 28, 2010", fact(g("NetIncomeLoss"), MH1, USD))
add(C, NWS, "News Corp net income attributable to News Corporation, nine months ended March 31, 2010 (fiscal year-to-date)", fact(g("NetIncomeLoss"), N9M, USD))
add(C, A10Q, "Apple total other comprehensive income/(loss) for the first nine months of fiscal 2023", fact(g("OtherComprehensiveIncomeLossNetOfTaxPortionAttributableToParent"), AQ_9M, USD))
add(C, A10Q, "Apple income tax benefit related to share-based compensation expense, three months ended July 1, 2023 (quarter only)", fact(g("EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense"), AQ_Q3, USD))
add(C, A10Q, "Apple change in foreign currency translation, net of tax, for the quarter ended July 1, 2023 - quarter only", fact(g("OtherComprehensiveIncomeLossForeignCurrencyTransactionAndTranslationAdjustmentNetOfTax"), AQ_Q3, USD))
add(C, MS, "Microsoft cash dividends declared (total dollars) in the quarter ended March 31, 2015", fact(g("DividendsCommonStockCash"), M_Q3_15, USD))
add(C, MS, "MSFT integration and restructuring expenses for Q4 FY15 only (April-June 2015)", fact(["msft:IntegrationAndRestructuringExpenses"], M_Q4_15, USD))
add(C, MS, "After-tax impact on Microsoft's earnings of impairment, integration and restructuring charges in the fourth quarter of fiscal 2015 alone", fact(["msft:ImpairmentIntegrationAndRestructuringEffectOnEarningsAfterTax"], M_Q4_15, USD))
add(C, UP, "Union Pacific net income for Q2 2011 only", fact(NI, U_Q2_11, USD))
add(C, UP, "UNP operating income in the fourth quarter of 2011 (quarter, not full year)", fact(OPINC, U_Q4_11, USD))
add(C, UP, "How many shares did Union Pacific repurchase in Q3 2011 alone?", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_Q3_11, SH))
add(C, NQ, "Netflix net cash used in investing activities for the nine months ended September 30, 2010", fact(ICF, N10_9M, USD))
add(C, NQ, "Netflix cash flow from financing activities for Q3 2010 only (three months ended Sept 30, 2010)", fact(FCF_, N10_Q3, USD))
add(C, NQ, "NFLX proceeds from sales of available-for-sale securities, quarter ended 9/30/2010 (not YTD)", fact(g("ProceedsFromSaleOfAvailableForSaleSecurities"), N10_Q3, USD))

# =================================================================== derived
C = "derived"
add(C, JNJ, "Johnson & Johnson gross margin for Q2 2009 (gross profit / sales to customers)", ratio(GP, REV, CY09_Q2))
add(C, JNJ, "J&J sales growth for the first half of 2009 vs the first half of 2008 (%)", growth(REV, CY09_H1, CY08_H1))
add(C, IBM, "Services share of IBM's Q2 2009 revenue (services revenue / total revenue)", ratio(SVCREV, TOTREV, CY09_Q2))
add(C, IBM, "IBM effective tax rate for the six months ended June 30, 2009 (provision for income taxes / income before income taxes)", ratio(TAX, PRETAX, CY09_H1))
add(C, AMAT, "Applied Materials year-over-year change in net sales, Q3 FY2009 vs Q3 FY2008 (%)", growth(REV, AM_Q3, AM_Q3PY))
add(C, AMAT, "AMAT R&D intensity for the nine months ended July 26, 2009 (R&D expense / net sales)", ratio(RD, REV, AM_9M))
add(C, TJX, "TJX pre-tax margin for Q2 FY2010: income from continuing operations before income taxes / net sales (13 weeks ended Aug 1, 2009)", ratio(PRETAX, REV, H2_Q))
add(C, F, "Ford Automotive sector operating margin in Q1 2010 (Automotive operating income / Automotive sales)", ratio(OPINC, REV, CY10_Q1, m_num=AUTO, m_den=AUTO))
add(C, F, "By how much did Ford's net income attributable to Ford improve from Q1 2009 to Q1 2010? (Q1 2010 minus Q1 2009)", diff(g("NetIncomeLoss"), g("NetIncomeLoss"), CY10_Q1, CY09_Q1))
add(C, BRK, "Berkshire Hathaway effective tax rate for Q1 2010 (income tax expense / earnings before income taxes)", ratio(TAX, PRETAX, CY10_Q1))
add(C, V, "Visa operating margin for the six months ended March 31, 2010 (operating income / operating revenues)", ratio(OPINC, TOTREV, VH1))
add(C, INTU, "Intuit net margin for the first nine months of fiscal 2010 (net income / total net revenue)", ratio(NI, REV, I9M))
add(C, MON, "Monsanto gross margin for the first half of fiscal 2010 (gross profit / net sales)", ratio(GP, REV, MH1))
add(C, A10K, "China's share of Apple's FY2023 net sales (net sales attributed to China, country disclosure / total net sales)", ratio(REV, REV, A_FY23, m_num=CN))
add(C, A10K, "Apple Japan segment net sales growth, fiscal 2022 vs fiscal 2021 (%)", growth(REV, A_FY22, A_FY21, APSEG("JapanSegmentMember")))
add(C, A10Q, "Apple Services gross margin % for the nine months ended June 25, 2022: (Services net sales - Services cost of sales) / Services net sales", margin_from_cost(REV, COR, AQ_9MPY, SVC))
add(C, A10Q, "Apple Greater China operating margin in the June 2022 quarter (Greater China operating income / Greater China net sales)", ratio(OPINC, REV, AQ_Q3PY, m_num=APSEG("GreaterChinaSegmentMember"), m_den=APSEG("GreaterChinaSegmentMember")))
add(C, MS, "Microsoft Commercial Licensing gross margin % in fiscal 2014 (segment gross margin / segment revenue)", ratio(GP, REV, M_FY14, m_num=MSEG("CommercialMember", "CommercialLicensingMember"), m_den=MSEG("CommercialMember", "CommercialLicensingMember")))
add(C, MS, "Microsoft Office system share of Microsoft's fiscal 2014 revenue (Office revenue / total revenue)", ratio(REV, REV, M_FY14, m_num=MPROD("MicrosoftOfficeSystemMember")))
add(C, NF, "Netflix EMEA streaming revenue growth 2022 vs 2021 (%)", growth(REV, N_FY22, N_FY21, NGEO(EMEA)))
add(C, NF, "International share of Netflix's long-lived assets at December 31, 2022: International / (US + International)",
    derived("e0/(e0+e1)", [inp(g("NoncurrentAssets"), N_BS22, {GEO: "nflx:InternationalMember"}), inp(g("NoncurrentAssets"), N_BS22, GEO_US)], N_BS22, PURE))
add(C, UP, "Share of Union Pacific's net PP&E in road assets at December 31, 2012 (total road, net / total net PP&E)", ratio(PPE, PPE, U_BS12, m_num=UPPE("unp:TotalRoadMember")))
add(C, UP, "Union Pacific 2011 dividend payout: cash dividends declared / net income", ratio(g("DividendsCash"), NI, U_FY11))
add(C, NQ, "Netflix current ratio at December 31, 2009 (current assets / current liabilities)", ratio(AC, LC, N10_BSPY))
add(C, NWS, "News Corp revenue growth for the nine months ended March 31, 2010 vs the prior-year nine months (%)", growth(TOTREV, N9M, N9MPY))

# =================================================================== members
C = "members"
add(C, F, "Ford Automotive sector cash and cash equivalents at March 31, 2010", fact(CASH, BS_1003, USD, AUTO))
add(C, F, "Ford Financial Services sector income before income taxes, Q1 2010", fact(PRETAX_F, CY10_Q1, USD, FINSVC))
add(C, F, "Ford Automotive debt payable within one year at March 31, 2010", fact(g("DebtCurrent"), BS_1003, USD, AUTO))
add(C, BRK, "Berkshire's Railroad, Utilities and Energy revenues for Q1 2010", fact(TOTREV, CY10_Q1, USD, BSEGM("RailroadUtilitiesAndEnergy")))
add(C, BRK, "Berkshire Hathaway insurance premiums earned (Insurance and Other businesses), three months ended March 31, 2010", fact(g("PremiumsEarnedNet"), CY10_Q1, USD, BSEGM("InsuranceAndOther")))
add(C, BRK, "Goodwill of Berkshire's Finance and Financial Products businesses at March 31, 2010", fact(GW, BS_1003, USD, BSEGM("FinanceAndFinancialProducts")))
add(C, V, "Visa class A common shares outstanding at March 31, 2010", fact(SHOUT, V_BS, SH, CLA))
add(C, V, "How many Visa class C common shares were issued at September 30, 2009?", fact(CSI, V_BSFY, SH, CLC))
add(C, NWS, "News Corp Class B common shares outstanding as of March 31, 2010", fact(SHOUT, NW_BS, SH, CLB))
add(C, NWS, "News Corporation Class A shares held in treasury at June 30, 2009", fact(TSH, NW_BSFY, SH, CLA))
add(C, A10K, "Apple Europe segment net sales, fiscal 2021", fact(REV, A_FY21, USD, APSEG("EuropeSegmentMember")))
add(C, A10K, "Japan segment net sales for Apple in FY21", fact(REV, A_FY21, USD, APSEG("JapanSegmentMember")))
add(C, A10K, "Apple net sales attributed to China (country-level geographic disclosure) for fiscal 2023", fact(REV, A_FY23, USD, CN))
add(C, A10K, "Apple gross machinery, equipment and internal-use software at September 30, 2023", fact(g("PropertyPlantAndEquipmentGross"), A_BS23, USD, {PPEAX: "aapl:MachineryEquipmentandInternalUseSoftwareMember"}))
add(C, A10K, "Apple Products net sales (all hardware) in fiscal 2023", fact(REV, A_FY23, USD, PRD))
add(C, A10Q, "Apple Products cost of sales for the three months ended June 25, 2022", fact(COR, AQ_Q3PY, USD, PRD))
add(C, A10Q, "Apple Japan segment operating income, nine months ended July 1, 2023", fact(OPINC, AQ_9M, USD, APSEG("JapanSegmentMember")))
add(C, A10Q, "Mac net sales for the first nine months of Apple's fiscal 2022", fact(REV, AQ_9MPY, USD, APPRD("MacMember")))
add(C, A10Q, "Apple Rest of Asia Pacific operating income for the April-June 2023 quarter", fact(OPINC, AQ_Q3, USD, APSEG("RestOfAsiaPacificSegmentMember")))
add(C, MS, "Microsoft Surface revenue in fiscal 2014", fact(REV, M_FY14, USD, MPROD("SurfaceMember")))
add(C, MS, "Microsoft Computing and Gaming Hardware segment revenue for fiscal 2015", fact(REV, M_FY15, USD, MSEG("DevicesAndConsumerMember", "ComputingAndGamingHardwareMember", "DevicesAndConsumerHardwareSegmentSubGroupMember")))
add(C, MS, "Microsoft long-lived assets in Luxembourg at June 30, 2014", fact(g("NoncurrentAssets"), M_BS14, USD, {MGEO: "country:LU"}))
add(C, NF, "Netflix Latin America streaming revenues in 2021", fact(REV, N_FY21, USD, NGEO("srt:LatinAmericaMember")))
add(C, NF, "Netflix paid net membership additions in Asia-Pacific during 2022", fact(["nflx:NumberOfPaidMembershipAdditionsLossesDuringPeriod"], N_FY22, PURE, NGEO("srt:AsiaPacificMember")))
add(C, UP, "Union Pacific accumulated depreciation on freight cars at December 31, 2012", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, UPPE("unp:EquipmentFreightCarsMember")))

# =================================================================== per_share
C = "per_share"
add(C, JNJ, "J&J diluted EPS for the fiscal second quarter of 2009", fact(EPSD, CY09_Q2, PS))
add(C, JNJ, "Johnson & Johnson cash dividends paid per share, first six months of 2009", fact(DPS_PAID, CY09_H1, PS))
add(C, IBM, "IBM diluted earnings per share, Q2 2009", fact(EPSD, CY09_Q2, PS))
add(C, IBM, "IBM weighted-average diluted shares outstanding for the six months ended June 30, 2009", fact(WAD, CY09_H1, SH))
add(C, AMAT, "Applied Materials basic net loss per share for the nine months ended July 26, 2009", fact(EPSB, AM_9M, PS))
add(C, TJX, "TJX diluted EPS for Q2 of fiscal 2010 (13 weeks ended August 1, 2009)", fact(EPSD, H2_Q, PS))
add(C, TJX, "TJX dividends declared per share, 26 weeks ended Aug 1, 2009", fact(DPS, H2_H1, PS))
add(C, F, "Ford diluted EPS, first quarter 2010", fact(EPSD, CY10_Q1, PS))
add(C, BRK, "Berkshire Hathaway net earnings per average equivalent Class A share, Q1 2010", fact(EPSB, CY10_Q1, PS, CLA))
add(C, V, "Visa class B diluted earnings per share for the six months ended March 31, 2010", fact(EPSD, VH1, PS, CLB))
add(C, V, "Visa class A diluted EPS for the fiscal second quarter of 2010", fact(EPSD, VQ2, PS, CLA))
add(C, INTU, "Intuit diluted net income per share for the nine months ended April 30, 2010 (including discontinued operations)", fact(EPSD, I9M, PS))
add(C, MON, "Monsanto basic EPS for the quarter ended February 28, 2010", fact(EPSB, MQ2, PS))
add(C, NWS, "News Corp basic earnings per share attributable to News Corporation stockholders, Q3 fiscal 2010", fact(EPSB, NQ3, PS))
add(C, A10K, "How many shares did Apple repurchase and retire during fiscal 2022 (equity statement, common stock)?", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), A_FY22, SH, EQC))
add(C, A10K, "Apple weighted-average diluted shares for fiscal 2021", fact(WAD, A_FY21, SH))
add(C, A10K, "Apple common shares authorized at September 30, 2023", fact(AUTH, A_BS23, SH))
add(C, A10Q, "Apple diluted weighted-average shares for the quarter ended June 25, 2022", fact(WAD, AQ_Q3PY, SH))
add(C, A10Q, "Apple common stock shares issued and outstanding per the July 1, 2023 balance sheet", fact(CSI, AQ_BS, SH))
add(C, MS, "Microsoft basic EPS for the quarter ended September 30, 2013 (Q1 FY14)", fact(EPSB, M_Q1_14, PS))
add(C, MS, "MSFT diluted EPS in Q4 fiscal 2014", fact(EPSD, M_Q4_14, PS))
add(C, NF, "Netflix treasury shares held at December 31, 2023", fact(g("TreasuryStockCommonShares"), N_BS23, SH))
add(C, UP, "Union Pacific basic EPS for the first quarter of 2011", fact(EPSB, U_Q1_11, PS))
add(C, UP, "UNP weighted-average basic shares outstanding in 2012", fact(WAB, U_FY12, SH))
add(C, NQ, "Netflix weighted-average basic shares for the nine months ended September 30, 2010", fact(WAB, N10_9M, SH))

# =================================================================== jargon
C = "jargon"
add(C, JNJ, "JNJ capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, JNJ, "J&J FCF for the first half of 2009 = CFO minus capex", fcf(CY09_H1))
add(C, IBM, "IBM buybacks H1 2009 (cash paid for common stock repurchases)", fact(BUYBACK, CY09_H1, USD))
add(C, IBM, "IBM CFO for the six months to June 30, 2009", fact(OCF, CY09_H1, USD))
add(C, AMAT, "AMAT SBC, nine months ended July 26, 2009", fact(SBC, AM_9M, USD))
add(C, AMAT, "Applied Materials D&A YTD fiscal 2009 (nine months)", fact(DA, AM_9M, USD))
add(C, TJX, "TJX capex 1H FY10 (26 weeks ended Aug 1, 2009)", fact(CAPEX, H2_H1, USD))
add(C, F, "Ford CFO Q1 2010 (net cash provided by operating activities of continuing operations)", fact(OCF, CY10_Q1, USD))
add(C, BRK, "BRK capex Q1 2010", fact(CAPEX, CY10_Q1, USD))
add(C, V, "Visa FCF for 1H fiscal 2010 = CFO minus purchases of property, equipment and technology", fcf(VH1, PROD_ASSETS))
add(C, INTU, "INTU buybacks, 9M FY10", fact(BUYBACK, I9M, USD))
add(C, MON, "Monsanto CFO for the first six months of fiscal 2010", fact(OCF, MH1, USD))
add(C, NWS, "NWS capex for the nine months ended March 31, 2010", fact(CAPEX, N9M, USD))
add(C, A10K, "AAPL net debt at FY22 year-end, defined as total term debt minus cash and cash equivalents", diff(g("LongTermDebt"), CASH, A_BS22))
add(C, A10K, "Apple total opex in fiscal 2021", fact(OPEX, A_FY21, USD))
add(C, A10K, "AAPL dividends paid (cash) in fiscal 2022", fact(g("PaymentsOfDividends"), A_FY22, USD))
add(C, A10Q, "AAPL SG&A for 9M FY22", fact(SGA, AQ_9MPY, USD))
add(C, A10Q, "Apple CFI for the nine months ended June 25, 2022", fact(ICF, AQ_9MPY, USD))
add(C, MS, "MSFT CFF FY2014", fact(FCF_, M_FY14, USD))
add(C, MS, "Microsoft opex (total operating expenses) for fiscal 2013", fact(OPEX, M_FY13, USD))
add(C, NF, "NFLX SBC 2021 (stock-based compensation add-back in the cash flow statement)", fact(SBC, N_FY21, USD))
add(C, NF, "Netflix D&A in 2021 (depreciation and amortization of property, equipment and intangibles)", fact(DA, N_FY21, USD))
add(C, UP, "UNP CFF 2010", fact(FCF_, U_FY10, USD))
add(C, UP, "Union Pacific CFI for 2012", fact(ICF, U_FY12, USD))
add(C, NQ, "NFLX total opex, 9M 2009", fact(OPEX, N10_9MPY, USD))

# =================================================================== refuse
C = "refuse"
add(C, JNJ, "AstraZeneca product sales for the second quarter of 2009?", refuse(oc, "AstraZeneca is not in the data (Johnson & Johnson is).", other("ASTRAZENECA")))
add(C, F, "Toyota Motor North America sales revenue for the quarter ended March 31, 2010?", refuse(oc, "Toyota is not in the data (Ford is).", other("TOYOTA")))
add(C, INTU, "Sage Group software revenue for the quarter ended April 30, 2010?", refuse(oc, "Sage is not in the data (Intuit is).", other("SAGE")))
add(C, MON, "Bayer CropScience sales for the six months ended February 2010?", refuse(oc, "Bayer is not in the data (Monsanto is).", other("BAYER")))
add(C, A10Q, "Oppo smartphone shipments revenue for the June 2023 quarter?", refuse(oc, "Oppo is not in the data (Apple is).", other("OPPO")))
add(C, NF, "Paramount Global direct-to-consumer revenue in 2023?", refuse(oc, "Paramount is not in the data (Netflix is).", other("PARAMOUNT")))
add(C, MS, "Zoom Video Communications revenue for fiscal 2015?", refuse(oc, "Zoom is not in the data (Microsoft is).", other("ZOOM")))
add(C, JNJ, "Johnson & Johnson sales to customers for the third quarter of 2009?", refuse(pn, "The 10-Q covers periods through June 28, 2009.", absent(REV, ("2009-07-01", "2009-09-30"))))
add(C, V, "Visa operating revenues for full fiscal 2010 (year ending September 30, 2010)?", refuse(pn, "The fiscal Q2 2010 10-Q reports periods through March 31, 2010 only.", absent(TOTREV, ("2009-10-01", "2010-09-30"))))
add(C, TJX, "TJX net sales for the third quarter of fiscal 2010 (quarter ending October 2009)?", refuse(pn, "The 10-Q covers periods ended August 1, 2009.", absent(REV, ("2009-08-01", "2009-10-31"))))
add(C, A10K, "Apple net sales for the fourth fiscal quarter of 2023 alone (July-September 2023)?", refuse(pn, "The 10-K reports full fiscal years only; no quarterly figures are tagged.", absent(REV, ("2023-07-02", "2023-09-30"))))
add(C, UP, "UNP diluted EPS for Q2 2010?", refuse(pn, "Quarterly data in the 2012 10-K cover 2011 and 2012 only.", absent(EPSD, ("2010-04-01", "2010-06-30"))))
add(C, NQ, "Netflix revenues for the fourth quarter of 2009?", refuse(pn, "The Q3 2010 10-Q reports Q3 and nine-month periods of 2009 and 2010 only.", absent(REV, ("2009-10-01", "2009-12-31"))))
add(C, V, "Visa inventory at March 31, 2010?", refuse(cn, "Visa reports no inventory.", absent_any(INV)))
add(C, BRK, "Berkshire Hathaway research and development expense in Q1 2010?", refuse(cn, "No R&D expense is reported.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, TJX, "TJX research and development spending for the first half of fiscal 2010?", refuse(cn, "TJX reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, AE, "AEON Biopharma total revenue for the nine months ended September 30, 2023?", refuse(cn, "AEON is clinical-stage and reports no revenue.", absent_any(REV + g("RevenueFromContractWithCustomerIncludingAssessedTax"))))
add(C, A10K, "Apple goodwill at September 30, 2023?", refuse(cn, "Apple's 2023 10-K reports no goodwill line.", absent_any(GW)))
add(C, UP, "Union Pacific inventory (merchandise inventory) at year-end 2012?", refuse(cn, "UNP reports materials and supplies, not an inventory line tagged InventoryNet.", absent_any(INV)))
add(C, F, "Ford revenue for Q1 2010?", refuse(am, "Total revenues (31,566) and Automotive sales (28,894) are both reported and differ.",
                                            amb((TOTREV, CY10_Q1, None), (g("SalesRevenueNet"), CY10_Q1, None))))
add(C, BRK, "Berkshire Hathaway net earnings for Q1 2010?", refuse(am, "Net earnings including noncontrolling interests and attributable to Berkshire both reported and differ.",
                                                             amb((g("NetIncomeLoss"), CY10_Q1, None), (g("ProfitLoss"), CY10_Q1, None))))
add(C, V, "Visa earnings per share for the quarter ended March 31, 2010?", refuse(am, "EPS is reported per class (class A, B, C) with different values and no single figure.",
                                                                          amb((EPSB, VQ2, CLA), (EPSB, VQ2, CLB))))
add(C, INTU, "Intuit diluted EPS for the nine months ended April 30, 2010?", refuse(am, "Diluted EPS from continuing operations and diluted net income per share (incl. discontinued) both reported and differ.",
                                                                             amb((EPSD, I9M, None), (g("IncomeLossFromContinuingOperationsPerDilutedShare"), I9M, None))))
add(C, NWS, "How many News Corp shares were outstanding at March 31, 2010?", refuse(am, "Class A and Class B shares outstanding are reported separately, with no total.",
                                                                               amb((SHOUT, NW_BS, CLA), (SHOUT, NW_BS, CLB))))
add(C, UP, "Union Pacific property and equipment at December 31, 2012?", refuse(am, "Gross and net property values are both reported and differ.",
                                                                             amb((g("PropertyPlantAndEquipmentGross"), U_BS12, None), (PPE, U_BS12, None))))


def main():
    write_round("h8", gr.QUESTIONS_8, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7))


if __name__ == "__main__":
    main()
