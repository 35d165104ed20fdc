#!/usr/bin/env python3
"""Writes evals/data/ask_heldout7.jsonl and its refusal probes (round 7) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout7_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform6/build_questions.py, which copied ask-freeform5).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-8 share


# In specs CLX is round 5's Clorox filing; from round 7 on it names the ClassOfStock member CommonClassX.
CLX = CLASS("CommonClassX")


# =================================================================== direct
C = "direct"
add(C, GIS, "General Mills net sales for the first quarter of fiscal 2010 (quarter ended August 30, 2009)?", fact(REV, GM_Q1, USD))
add(C, GIS, "What inventories did General Mills carry at August 30, 2009?", fact(INV, GM_BS, USD))
add(C, PAYX, "Paychex total revenue for the three months ended August 31, 2009", fact(TOTREV, GM_Q1, USD))
add(C, PAYX, "How much did Paychex hold in funds held for clients at August 31, 2009?", fact(g("FundsHeldForClients"), GM_BS, USD))
add(C, GME, "GameStop net sales for the 13 weeks ended August 1, 2009", fact(PSG, H2_Q, USD))
add(C, NVDA, "NVIDIA revenue for the second quarter of fiscal 2010 (ended July 26, 2009)?", fact(TOTREV, H2_Q, USD))
add(C, NVDA, "nvda R&D expense, three months ended 7/26/2009", fact(RD, H2_Q, USD))
add(C, WAG, "Walgreens net sales for the quarter ended May 31, 2010", fact(NETSALES, MA_Q3, USD))
add(C, WAG, "Walgreen Co. goodwill as of May 31, 2010?", fact(GW, MA_BS, USD))
add(C, ACN, "Accenture net revenues before reimbursements for the quarter ended May 31, 2010", fact(SVCREV, MA_Q3, USD))
add(C, DELL, "Dell total net revenue for Q1 of fiscal 2011 (quarter ended April 30, 2010)", fact(TOTREV, DL_Q1, USD))
add(C, DELL, "What were Dell's inventories at April 30, 2010?", fact(INV, DL_BS, USD))
add(C, COST, "Costco membership fees for the third quarter of fiscal 2010 (12 weeks ended May 9, 2010)", fact(MEMBERSHIP, CO_Q3, USD))
add(C, A10K, "Apple accumulated depreciation and amortization on property, plant and equipment at September 30, 2023", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), A_BS23, USD))
add(C, A10K, "What were Apple's other non-current liabilities at September 30, 2023?", fact(g("OtherLiabilitiesNoncurrent"), A_BS23, USD))
add(C, A10K, "Apple FY2023 cash flow line 'payments for taxes related to net share settlement of equity awards'", fact(g("PaymentsRelatedToTaxWithholdingForShareBasedCompensation"), A_FY23, USD))
add(C, A10Q, "Apple vendor non-trade receivables as of July 1, 2023", fact(g("NontradeReceivablesCurrent"), AQ_BS, USD))
add(C, A10Q, "Apple retained earnings (accumulated deficit) at July 1, 2023?", fact(RE, AQ_BS, USD))
add(C, MS, "Microsoft interest paid in cash during fiscal 2015", fact(g("InterestPaid"), M_FY15, USD))
add(C, MS, "What were Microsoft's long-term investments on the June 30, 2015 balance sheet?", fact(g("LongTermInvestments"), M_BS15, USD))
add(C, NF, "Netflix short-term investments at December 31, 2023", fact(g("ShortTermInvestments"), N_BS23, USD))
add(C, NF, "Netflix total purchase obligations as of December 31, 2023?", fact(g("PurchaseObligation"), N_BS23, USD))
add(C, UP, "Union Pacific retained earnings on the balance sheet at December 31, 2012", fact(RE, U_BS12, USD))
add(C, UP, "UNP equipment rents payable at year-end 2012", fact(["unp:EquipmentRentsPayable"], U_BS12, USD))
add(C, NQ, "Netflix proceeds from issuance of common stock, nine months ended September 30, 2010", fact(g("ProceedsFromIssuanceOfCommonStock"), N10_9M, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, GIS, "General Mills net sales in the year-ago quarter (first quarter of fiscal 2009, ended August 2008)?", fact(REV, GM_Q1PY, USD))
add(C, GIS, "General Mills total assets at May 31, 2009 (fiscal 2009 year-end)", fact(ASSETS, GM_BSFY, USD))
add(C, PAYX, "Paychex net income for the first quarter of fiscal 2009 (three months ended August 31, 2008)", fact(NI, GM_Q1PY, USD))
add(C, PAYX, "What was Paychex's total stockholders' equity at May 31, 2009?", fact(EQ, GM_BSFY, USD))
add(C, GME, "GameStop net sales for the 26 weeks ended August 2, 2008", fact(PSG, H2_H1PY, USD))
add(C, GME, "GameStop goodwill at January 31, 2009 (fiscal 2008 year-end)", fact(GW, H2_BSFY, USD))
add(C, NVDA, "NVIDIA net income (loss) for the quarter ended July 27, 2008 (Q2 fiscal 2009)?", fact(NI, H2_QPY, USD))
add(C, WAG, "Walgreens net earnings for the third quarter of fiscal 2009 (March-May 2009)", fact(NI, MA_Q3PY, USD))
add(C, WAG, "Walgreen total assets as of August 31, 2009", fact(ASSETS, MA_BSFY, USD))
add(C, ACN, "Accenture operating income for the quarter ended May 31, 2009", fact(OPINC, MA_Q3PY, USD))
add(C, DELL, "Dell net income, first quarter of fiscal 2010 (ended May 1, 2009)", fact(NI, DL_Q1PY, USD))
add(C, DELL, "Dell cash and cash equivalents at January 29, 2010 (fiscal 2010 year-end)?", fact(CASH, DL_BSFY, USD))
add(C, COST, "Costco net sales for the 36 weeks ended May 10, 2009", fact(NETSALES, CO_9MPY, USD))
add(C, A10K, "Apple other income/(expense), net for fiscal 2021", fact(g("NonoperatingIncomeExpense"), A_FY21, USD))
add(C, A10K, "What was Apple's interest expense in fiscal year 2021?", fact(INTEXP, A_FY21, USD))
add(C, A10Q, "Apple total operating expenses in the June 2022 quarter (three months ended June 25, 2022)", fact(OPEX, AQ_Q3PY, USD))
add(C, A10Q, "Apple total shareholders' equity as of June 25, 2022", fact(EQ, (None, "2022-06-25"), USD))
add(C, MS, "Microsoft cost of revenue for fiscal 2014", fact(COR, M_FY14, USD))
add(C, MS, "MSFT general and administrative expense, FY2014", fact(g("GeneralAndAdministrativeExpense"), M_FY14, USD))
add(C, MS, "Microsoft net income for the quarter ended June 30, 2014 (Q4 of fiscal 2014)?", fact(NI, M_Q4_14, USD))
add(C, NF, "Netflix general and administrative expenses in 2022", fact(g("GeneralAndAdministrativeExpense"), N_FY22, USD))
add(C, NF, "Netflix total liabilities at December 31, 2022?", fact(LIAB, N_BS22, USD))
add(C, UP, "Union Pacific operating income for full-year 2011", fact(OPINC, U_FY11, USD))
add(C, UP, "UNP total operating expenses in 2010", fact(OPEX, U_FY10, USD))
add(C, NQ, "Netflix operating income for the first nine months of 2009", fact(OPINC, N10_9MPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, GME, "GameStop net income for the first half of fiscal 2009 (26 weeks ended August 1, 2009), not just Q2", fact(NI, H2_H1, USD))
add(C, GME, "GameStop SG&A for the second quarter of fiscal 2009 only (13 weeks ended August 1, 2009)", fact(SGA, H2_Q, USD))
add(C, NVDA, "NVIDIA net loss for the six months ended July 26, 2009", fact(NI, H2_H1, USD))
add(C, NVDA, "NVIDIA gross profit, three months ended July 26, 2009 - quarter only", fact(GP, H2_Q, USD))
add(C, NVDA, "NVDA total operating expenses year-to-date (six months to July 26, 2009)", fact(OPEX, H2_H1, USD))
add(C, WAG, "Walgreens net earnings for the nine months ended May 31, 2010", fact(NI, MA_9M, USD))
add(C, WAG, "Walgreens SG&A for the quarter ended May 31, 2010 - quarter only, not year-to-date", fact(SGA, MA_Q3, USD))
add(C, WAG, "Walgreen gross profit, fiscal 2010 year-to-date through May 31, 2010", fact(GP, MA_9M, USD))
add(C, ACN, "Accenture net income attributable to Accenture plc for the nine months ended May 31, 2010", fact(NI, MA_9M, USD))
add(C, ACN, "Accenture income tax expense for its fiscal third quarter of 2010 only (March-May 2010)", fact(TAX, MA_Q3, USD))
add(C, ACN, "Accenture net revenues (before reimbursements) for the first nine months of fiscal 2010", fact(SVCREV, MA_9M, USD))
add(C, COST, "Costco net income attributable to Costco for the 36 weeks ended May 9, 2010", fact(NI, CO_9M, USD))
add(C, COST, "Costco SG&A in Q3 fiscal 2010 (the 12-week quarter), not year-to-date", fact(SGA, CO_Q3, USD))
add(C, A10Q, "Apple other income/(expense), net for the June 2022 quarter alone", fact(g("NonoperatingIncomeExpense"), AQ_Q3PY, USD))
add(C, A10Q, "Apple total operating expenses for the first nine months of fiscal 2022", fact(OPEX, AQ_9MPY, USD))
add(C, A10Q, "Apple income before provision for income taxes, three months ended June 25, 2022 (quarter only)", fact(PRETAX, AQ_Q3PY, USD))
add(C, A10Q, "Apple interest and dividend income year-to-date through June 25, 2022 (nine months)", fact(g("InvestmentIncomeInterestAndDividend"), AQ_9MPY, USD))
add(C, MS, "Microsoft gross margin for Q4 of fiscal 2014 only (April-June 2014)", fact(GP, M_Q4_14, USD))
add(C, MS, "MSFT revenue for the quarter ended September 30, 2014, not the full year", fact(REV, M_Q1_15, USD))
add(C, MS, "Microsoft gross margin in the three months ended September 30, 2014", fact(GP, M_Q1_15, USD))
add(C, UP, "Union Pacific net income for the fourth quarter of 2011 alone", fact(NI, U_Q4_11, USD))
add(C, UP, "UNP operating income, Q2 2011 only", fact(OPINC, U_Q2_11, USD))
add(C, UP, "Union Pacific operating revenues in Q1 2012 (quarter, not full year)", fact(REV, U_Q1_12, USD))
add(C, NQ, "Netflix fulfillment expenses for Q3 2009 only", fact(["nflx:FulfillmentExpense"], N10_Q3PY, USD))
add(C, NQ, "Netflix G&A for the nine months ended September 30, 2009 (year-to-date)", fact(g("GeneralAndAdministrativeExpense"), N10_9MPY, USD))

# =================================================================== derived
C = "derived"
add(C, GIS, "General Mills operating margin for Q1 fiscal 2010 = operating profit / net sales", ratio(OPINC, REV, GM_Q1))
add(C, GIS, "General Mills net sales growth in Q1 FY10 versus Q1 FY09 (%)", growth(REV, GM_Q1, GM_Q1PY))
add(C, PAYX, "Paychex net margin in fiscal Q1 2010 (net income / total revenue)", ratio(NI, TOTREV, GM_Q1))
add(C, PAYX, "Paychex effective tax rate for the quarter ended August 31, 2009 (income taxes / income before income taxes)", ratio(TAX, PRETAX, GM_Q1))
add(C, GME, "GameStop gross margin for Q2 fiscal 2009 (gross profit / net sales)", ratio(GP, PSG, H2_Q))
add(C, GME, "Change in GameStop's cash and cash equivalents from January 31, 2009 to August 1, 2009 (August minus January)", diff(CASH, CASH, H2_BS, H2_BSFY))
add(C, NVDA, "NVIDIA year-over-year revenue growth for Q2 fiscal 2010 vs Q2 fiscal 2009", growth(TOTREV, H2_Q, H2_QPY))
add(C, WAG, "Walgreens gross margin for the quarter ended May 31, 2010 (gross profit / net sales)", ratio(GP, NETSALES, MA_Q3))
add(C, WAG, "Walgreen current ratio (current assets / current liabilities) at May 31, 2010", ratio(AC, LC, MA_BS))
add(C, ACN, "Accenture effective tax rate for the nine months ended May 31, 2010 (income tax expense / income before income taxes)", ratio(TAX, PRETAX, MA_9M))
add(C, DELL, "Dell gross margin % for Q1 fiscal 2011 (gross margin / total net revenue)", ratio(GP, TOTREV, DL_Q1))
add(C, DELL, "Services share of Dell's total net revenue in Q1 FY11 (services revenue / total net revenue)", ratio(SVCREV, TOTREV, DL_Q1))
add(C, COST, "Costco membership fees as a share of total revenue, 36 weeks ended May 9, 2010 (membership fees / total revenue)", ratio(MEMBERSHIP, TOTREV, CO_9M))
add(C, A10K, "Europe's share of Apple's total net sales in fiscal 2023 (Europe segment net sales / total net sales)", ratio(REV, REV, A_FY23, m_num=APSEG("EuropeSegmentMember")))
add(C, A10K, "Apple's US share of long-lived assets at September 30, 2023 (US long-lived assets / total long-lived assets)", ratio(g("NoncurrentAssets"), g("NoncurrentAssets"), A_BS23, m_num={GEO: "country:US"}))
add(C, A10Q, "Apple Products gross margin % for the nine months ended June 25, 2022: (Products net sales - Products cost of sales) / Products net sales", margin_from_cost(REV, COR, AQ_9MPY, PRD))
add(C, A10Q, "iPhone share of Apple net sales in the first nine months of fiscal 2023 (iPhone net sales / total net sales)", ratio(REV, REV, AQ_9M, m_num=APPRD("IPhoneMember")))
add(C, MS, "Microsoft Commercial Cloud revenue growth FY2015 vs FY2014 (%)", growth(REV, M_FY15, M_FY14, {"msft:ProductsOrServicesSecondaryCategorizationAxis": "msft:CommercialCloudMember"}))
add(C, MS, "Share of Microsoft's fiscal 2014 revenue earned outside the US (non-US revenue / total revenue)", ratio(REV, REV, M_FY14, m_num={MGEO: "us-gaap:NonUsMember"}))
add(C, NF, "Netflix UCAN streaming revenue growth 2022 vs 2021 (%)", growth(REV, N_FY22, N_FY21, NGEO(UCAN)))
add(C, NF, "Netflix cash net of short-term borrowings at December 31, 2023 (cash and cash equivalents minus short-term borrowings)", diff(CASH, g("ShortTermBorrowings"), N_BS23))
add(C, UP, "Union Pacific effective tax rate for 2012: income taxes / income before income taxes", ratio(TAX, PRETAX, U_FY12))
add(C, UP, "Growth in Union Pacific's automotive freight revenue, 2012 vs 2010 (two-year change, %)", growth(g("CargoAndFreightRevenue"), U_FY12, U_FY10, {SEG: "unp:AutomotiveMember"}))
add(C, NQ, "Netflix effective tax rate for the nine months ended September 30, 2009 (provision for income taxes / income before income taxes)", ratio(TAX, PRETAX, N10_9MPY))
add(C, NQ, "Netflix Q3 2009 fulfillment expense as a share of revenues (fulfillment / revenues)", ratio(["nflx:FulfillmentExpense"], REV, N10_Q3PY))

# =================================================================== members
C = "members"
add(C, ACN, "Accenture Class A ordinary shares issued at May 31, 2010", fact(CSI, MA_BS, SH, CLA))
add(C, ACN, "How many Accenture Class X ordinary shares were outstanding at May 31, 2010?", fact(SHOUT, MA_BS, SH, CLX))
add(C, ACN, "Accenture Class A shares held in treasury at August 31, 2009", fact(TSH, MA_BSFY, SH, CLA))
add(C, ACN, "Accenture Class X shares issued as of August 31, 2009", fact(CSI, MA_BSFY, SH, CLX))
add(C, ACN, "Number of Accenture Class A ordinary shares authorized at May 31, 2010", fact(AUTH, MA_BS, SH, CLA))
add(C, ACN, "How many Accenture plc ordinary shares (the class separate from Class A and Class X) were issued at May 31, 2010?", fact(CSI, MA_BS, SH, ORD))
add(C, A10K, "Apple Americas segment net sales in fiscal 2022", fact(REV, A_FY22, USD, APSEG("AmericasSegmentMember")))
add(C, A10K, "Greater China segment operating income, Apple FY2021", fact(OPINC, A_FY21, USD, APSEG("GreaterChinaSegmentMember")))
add(C, A10K, "Apple Rest of Asia Pacific operating income for fiscal 2022?", fact(OPINC, A_FY22, USD, APSEG("RestOfAsiaPacificSegmentMember")))
add(C, A10K, "Apple Wearables, Home and Accessories net sales in FY2022", fact(REV, A_FY22, USD, APPRD("WearablesHomeandAccessoriesMember")))
add(C, A10K, "Apple U.S. net sales (geographic, country = US) for fiscal 2021", fact(REV, A_FY21, USD, {GEO: "country:US"}))
add(C, A10K, "Apple long-lived assets located in other countries (outside the US and China) at September 30, 2023", fact(g("NoncurrentAssets"), A_BS23, USD, {GEO: "aapl:OtherCountriesMember"}))
add(C, A10Q, "Apple Americas operating income for the nine months ended July 1, 2023", fact(OPINC, AQ_9M, USD, APSEG("AmericasSegmentMember")))
add(C, A10Q, "Apple Europe segment operating income, three months ended June 25, 2022", fact(OPINC, AQ_Q3PY, USD, APSEG("EuropeSegmentMember")))
add(C, A10Q, "Apple Services net sales for the June 2022 quarter", fact(REV, AQ_Q3PY, USD, SVC))
add(C, A10Q, "Greater China net sales, Apple, first nine months of fiscal 2022", fact(REV, AQ_9MPY, USD, APSEG("GreaterChinaSegmentMember")))
add(C, MS, "Microsoft Xbox revenue in fiscal 2014", fact(REV, M_FY14, USD, {G + "ProductOrServiceAxis": "msft:XboxMember"}))
add(C, MS, "Microsoft Phone Hardware segment revenue for fiscal 2015", fact(REV, M_FY15, USD, MSEG("DevicesAndConsumerMember", "PhoneHardwareMember", "DevicesAndConsumerHardwareSegmentSubGroupMember")))
add(C, MS, "Microsoft long-lived assets in the United States at June 30, 2015", fact(g("NoncurrentAssets"), M_BS15, USD, {MGEO: "country:US"}))
add(C, MS, "Goodwill assigned to Microsoft's Commercial Licensing segment at June 30, 2015", fact(GW, M_BS15, USD, MSEG("CommercialMember", "CommercialLicensingMember")))
add(C, NF, "Netflix EMEA streaming revenues for 2022", fact(REV, N_FY22, USD, NGEO(EMEA)))
add(C, NF, "Netflix paid streaming memberships in Asia-Pacific at December 31, 2022", fact(["nflx:NumberOfPaidMemberships"], N_BS22, PURE, NGEO("srt:AsiaPacificMember")))
add(C, NF, "Netflix gross leasehold improvements at December 31, 2023", fact(g("PropertyPlantAndEquipmentGross"), N_BS23, USD, UPPE("us-gaap:LeaseholdImprovementsMember")))
add(C, UP, "Union Pacific gross locomotives (equipment) at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPPE("unp:EquipmentLocomotivesMember")))
add(C, UP, "UNP automotive freight revenues in 2010", fact(g("CargoAndFreightRevenue"), U_FY10, USD, {SEG: "unp:AutomotiveMember"}))

# =================================================================== per_share
C = "per_share"
add(C, GIS, "General Mills diluted EPS for Q1 fiscal 2010", fact(EPSD, GM_Q1, PS))
add(C, GIS, "Dividends per share General Mills paid in the quarter ended August 30, 2009", fact(DPS_PAID, GM_Q1, PS))
add(C, GIS, "General Mills dividends per share for full fiscal 2009 (year ended May 31, 2009)", fact(DPS_PAID, GM_FY09, PS))
add(C, PAYX, "Paychex basic earnings per share, first quarter of fiscal 2010", fact(EPSB, GM_Q1, PS))
add(C, PAYX, "PAYX cash dividends per share for the three months ended Aug 31, 2009", fact(DPS_PAID, GM_Q1, PS))
add(C, GME, "GameStop diluted EPS for the 26 weeks ended August 1, 2009", fact(EPSD, H2_H1, PS))
add(C, NVDA, "NVIDIA basic net loss per share for Q2 fiscal 2010", fact(EPSB, H2_Q, PS))
add(C, WAG, "Walgreens diluted EPS for the nine months ended May 31, 2010", fact(EPSD, MA_9M, PS))
add(C, WAG, "Walgreen cash dividends declared per share in the May 2010 quarter", fact(DPS, MA_Q3, PS))
add(C, ACN, "Accenture diluted EPS for its third quarter of fiscal 2010", fact(EPSD, MA_Q3, PS))
add(C, ACN, "Accenture cash dividends per share, nine months ended May 31, 2010", fact(DPS_PAID, MA_9M, PS))
add(C, DELL, "Dell diluted earnings per share for the quarter ended April 30, 2010", fact(EPSD, DL_Q1, PS))
add(C, COST, "Costco diluted EPS for the 12 weeks ended May 9, 2010", fact(EPSD, CO_Q3, PS))
add(C, A10K, "Apple weighted-average basic shares outstanding in fiscal 2023", fact(WAB, A_FY23, SH))
add(C, A10Q, "Apple weighted-average basic shares for the nine months ended July 1, 2023", fact(WAB, AQ_9M, SH))
add(C, A10Q, "AAPL shares outstanding per the 10-Q cover page (as of July 21, 2023)", fact(["dei:EntityCommonStockSharesOutstanding"], (None, "2023-07-21"), SH))
add(C, MS, "Microsoft basic EPS for the December 2013 quarter (Q2 FY14)", fact(EPSB, M_Q2_14, PS))
add(C, MS, "MSFT diluted EPS, quarter ended March 31, 2015", fact(EPSD, M_Q3_15, PS))
add(C, MS, "Microsoft dividend declared per share in the quarter ended September 30, 2013", fact(DPS, M_Q1_14, PS))
add(C, MS, "After-tax per-share impact of Microsoft's impairment, integration and restructuring charges in fiscal 2015", fact(["msft:ImpairmentIntegrationAndRestructuringEffectOnEarningsPerShareAfterTax"], M_FY15, PS))
add(C, UP, "Union Pacific basic EPS for Q2 2012", fact(EPSB, U_Q2_12, PS))
add(C, UP, "UNP diluted EPS in the fourth quarter of 2011", fact(EPSD, U_Q4_11, PS))
add(C, UP, "Average price Union Pacific paid per share repurchased in 2011", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_FY11, PS))
add(C, NF, "Netflix weighted-average basic shares outstanding for 2021", fact(WAB, N_FY21, SH))
add(C, NQ, "Netflix basic EPS for the nine months ended September 30, 2009", fact(EPSB, N10_9MPY, PS))

# =================================================================== jargon
C = "jargon"
add(C, GIS, "GIS capex 1Q FY10", fact(CAPEX, GM_Q1, USD))
add(C, GIS, "General Mills buybacks in fiscal Q1 2010 (cash paid for common stock repurchases)", fact(BUYBACK, GM_Q1, USD))
add(C, GIS, "GIS D&A for the quarter ended Aug 30, 2009", fact(DA, GM_Q1, USD))
add(C, PAYX, "PAYX CFO fiscal Q1 2010", fact(OCF, GM_Q1, USD))
add(C, PAYX, "Paychex SBC, three months to 8/31/09", fact(SBC, GM_Q1, USD))
add(C, GME, "GME FCF for 1H FY09 = operating cash flow minus capex (26 weeks ended Aug 1, 2009)", fcf(H2_H1))
add(C, NVDA, "NVDA D&A, six months ended July 26, 2009", fact(DA, H2_H1, USD))
add(C, WAG, "WAG capex fiscal YTD (nine months to May 31, 2010)", fact(CAPEX, MA_9M, USD))
add(C, WAG, "Walgreens buybacks, first nine months of FY10 (cash paid to repurchase stock)", fact(BUYBACK, MA_9M, USD))
add(C, ACN, "ACN CFO, 9M fiscal 2010", fact(OCF, MA_9M, USD))
add(C, ACN, "Accenture SBC for the nine months ended May 31, 2010", fact(SBC, MA_9M, USD))
add(C, DELL, "Dell capex Q1 FY11", fact(CAPEX, DL_Q1, USD))
add(C, COST, "COST D&A for the 36 weeks ended May 9, 2010", fact(DA, CO_9M, USD))
add(C, A10K, "AAPL SBC FY22 (cash flow add-back)", fact(SBC, A_FY22, USD))
add(C, A10K, "AAPL working capital at FY22 year-end (current assets minus current liabilities)", diff(AC, LC, A_BS22))
add(C, A10K, "Apple D&A in fiscal 2021", fact(DA, A_FY21, USD))
add(C, A10Q, "AAPL EBT (pre-tax income) for 9M FY22", fact(PRETAX, AQ_9MPY, USD))
add(C, A10Q, "AAPL CFF for the nine months ended June 25, 2022", fact(FCF_, AQ_9MPY, USD))
add(C, MS, "MSFT CFI FY15", fact(ICF, M_FY15, USD))
add(C, MS, "Microsoft D&A FY14 (depreciation, amortization, and other)", fact(["msft:DepreciationAmortizationAndOther"], M_FY14, USD))
add(C, NF, "NFLX CFI 2022", fact(ICF, N_FY22, USD))
add(C, NF, "NFLX CFF for 2021", fact(FCF_, N_FY21, USD))
add(C, UP, "UNP capex 2010", fact(CAPEX, U_FY10, USD))
add(C, UP, "Union Pacific buybacks in 2010 (cash paid for repurchase of shares)", fact(BUYBACK, U_FY10, USD))
add(C, NQ, "NFLX capex 3Q09 (purchases of property and equipment)", fact(CAPEX, N10_Q3PY, USD))

# =================================================================== refuse
C = "refuse"
add(C, PAYX, "Shopify merchant solutions revenue for the quarter ended August 31, 2009?", refuse(oc, "Shopify is not in the data (Paychex is).", other("SHOPIFY")))
add(C, DELL, "Peloton subscription revenue for the quarter ended April 30, 2010?", refuse(oc, "Peloton is not in the data (Dell is).", other("PELOTON")))
add(C, GME, "Lululemon net revenue for Q2 fiscal 2009?", refuse(oc, "Lululemon is not in the data (GameStop is).", other("LULULEMON")))
add(C, GIS, "Hormel Foods net sales for the quarter ended August 2009?", refuse(oc, "Hormel is not in the data (General Mills is).", other("HORMEL")))
add(C, A10K, "Chipotle restaurant sales for fiscal 2023?", refuse(oc, "Chipotle is not in the data (Apple is).", other("CHIPOTLE")))
add(C, UP, "Tesla automotive revenue in 2012?", refuse(oc, "Tesla is not in the data (Union Pacific is).", other("TESLA")))
add(C, MS, "Nintendo net sales for fiscal 2015?", refuse(oc, "Nintendo is not in the data (Microsoft is).", other("NINTENDO")))
add(C, GIS, "General Mills net sales for the second quarter of fiscal 2010 (quarter ending November 2009)?", refuse(pn, "The 10-Q covers the quarter ended August 30, 2009.", absent(REV, ("2009-09-01", "2009-11-30"))))
add(C, WAG, "Walgreens net sales for full fiscal 2010 (year ending August 31, 2010)?", refuse(pn, "The 10-Q covers periods through May 31, 2010 only.", absent(NETSALES, ("2009-09-01", "2010-08-31"))))
add(C, DELL, "Dell total net revenue for full fiscal 2010 (year ended January 29, 2010)?", refuse(pn, "The Q1 FY11 10-Q reports quarters only.", absent(TOTREV, ("2009-02-01", "2010-01-31"))))
add(C, NVDA, "NVIDIA net income for the third quarter of fiscal 2010 (ended October 2009)?", refuse(pn, "The 10-Q covers periods ended July 26, 2009.", absent(NI, ("2009-08-01", "2009-10-31"))))
add(C, UP, "Union Pacific operating income for the third quarter of 2010?", refuse(pn, "Quarterly data in the 2012 10-K cover 2011 and 2012 only.", absent(OPINC, ("2010-07-01", "2010-09-30"))))
add(C, NF, "What was Netflix's operating income in calendar 2020?", refuse(pn, "The 2023 10-K covers 2021-2023.", absent(OPINC, ("2020-01-01", "2020-12-31"))))
add(C, NQ, "Netflix revenues for full-year 2010?", refuse(pn, "The Q3 2010 10-Q reports periods through September 30, 2010 only.", absent(REV, ("2010-01-01", "2010-12-31"))))
add(C, PAYX, "Paychex inventory at August 31, 2009?", refuse(cn, "Paychex reports no inventory.", absent_any(g("InventoryNet"))))
add(C, ACN, "Accenture research and development expense for fiscal Q3 2010?", refuse(cn, "No R&D expense line is reported.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, COST, "Costco goodwill at May 9, 2010?", refuse(cn, "No goodwill is reported.", absent_any(GW)))
add(C, UP, "What was Union Pacific's cost of goods sold in 2012?", refuse(cn, "No cost of goods sold / cost of revenue line is reported (railroad operating expenses by type).", absent_any(COR)))
add(C, A10K, "Apple noncontrolling interest at September 30, 2023?", refuse(cn, "Apple reports no noncontrolling interest.", absent_any(g("MinorityInterest", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"))))
add(C, ACN, "Accenture revenue for the third quarter of fiscal 2010?", refuse(am, "Revenues (incl. reimbursements) and net revenues before reimbursements both reported and differ.",
                                                                    amb((TOTREV, MA_Q3, None), (SVCREV, MA_Q3, None))))
add(C, ACN, "How many Accenture shares were issued at May 31, 2010?", refuse(am, "Class A, Class X and ordinary shares issued are reported separately, with no total.",
                                                                     amb((CSI, MA_BS, CLA), (CSI, MA_BS, CLX), (CSI, MA_BS, ORD))))
add(C, GIS, "General Mills net earnings for Q1 fiscal 2010?", refuse(am, "Net earnings including and attributable to General Mills both reported and differ.",
                                                                  amb((g("NetIncomeLoss"), GM_Q1, None), (g("ProfitLoss"), GM_Q1, None))))
add(C, COST, "Costco revenue for the 12 weeks ended May 9, 2010?", refuse(am, "Net sales and total revenue (incl. membership fees) both reported and differ.",
                                                                   amb((TOTREV, CO_Q3, None), (NETSALES, CO_Q3, None))))
add(C, NF, "Netflix deferred tax assets at December 31, 2023?", refuse(am, "Gross, net-of-allowance and net-of-liabilities deferred tax asset amounts all reported and differ.",
                                                                 amb((g("DeferredTaxAssetsGross"), N_BS23, None), (g("DeferredTaxAssetsNet"), N_BS23, None), (g("DeferredTaxAssetsLiabilitiesNet"), N_BS23, None))))
add(C, MS, "Microsoft long-term debt at June 30, 2015?", refuse(am, "Total long-term debt (incl. current portion) and the noncurrent balance both reported and differ.",
                                                          amb((g("LongTermDebt"), M_BS15, None), (LTD_NC, M_BS15, None))))


def main():
    write_round("h7", gr.QUESTIONS_7, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6))


if __name__ == "__main__":
    main()
