#!/usr/bin/env python3
"""Writes evals/data/ask_heldout13.jsonl and its refusal probes (round 13) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout13_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  .venv/bin/python build_questions.py   (then python3 gold_reader.py --check)
Written without reading the tool under test. The spec helpers and instance period constants are copied from
ask-freeform12/build_questions.py (which copied rounds 10, 9, 8, 7, 6 and 5); the round-13 specs below are new.
The overlap check covers rounds 1-12.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-13 share

# ------------------------------------------------------------------ round 13 FSDS filings (2009q3 zip only; companies no round 1-12 used)
DISH = "fsds:0000950123-09-032467"   # DISH NETWORK CORP 10-Q, Q2 2009 (calendar); ClassOfStock rows
PFG = "fsds:0001104659-09-047410"    # PRINCIPAL FINANCIAL GROUP INC 10-Q, Q2 2009 (calendar); preferred ClassOfStock rows
EMR = "fsds:0001144204-09-040507"    # EMERSON ELECTRIC CO 10-Q, fiscal Q3 FY2009 (quarter ended June 30, 2009; FY ends Sep 30)
OKS = "fsds:0000909281-09-000056"    # ONEOK PARTNERS LP 10-Q, Q2 2009 (calendar); PartnerCapitalComponents rows
DGX = "fsds:0000930413-09-003869"    # QUEST DIAGNOSTICS INC 10-Q, Q2 2009 (calendar)

# calendar Q2 2009 (DISH, Principal, ONEOK Partners, Quest) -- also Emerson's fiscal Q3 dates
Q2_09, H1_09 = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30")
Q2_08, H1_08 = ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
BS09, BS08 = (None, "2009-06-30"), (None, "2008-12-31")
# Emerson fiscal 2009 (FY ends Sep 30)
E9M, E9MPY = ("2008-10-01", "2009-06-30"), ("2007-10-01", "2008-06-30")
EBSFY = (None, "2008-09-30")
FY09_EMR = ("2008-10-01", "2009-09-30")

CLS = lambda m: {"ClassOfStock": m}
DCLA, DCLB = CLS("CommonClassA"), CLS("CommonClassB")
PSA, PSB = CLS("PreferredStockSeriesA"), CLS("PreferredStockSeriesB")
PCC = lambda m: {"PartnerCapitalComponents": m}
SALES = g("SalesRevenueNet")
SUBREV = g("SubscriptionRevenue")
SAC = g("CostOfGoodsAndServicesSold")   # DISH: "Total subscriber acquisition costs"
NII = g("NetInvestmentIncome")
NIA = g("NetIncomeLoss")
TOTREV, PL, AUTH = g("Revenues"), g("ProfitLoss"), g("CommonStockSharesAuthorized")
AREV = g("RevenueFromContractWithCustomerExcludingAssessedTax")
MGEO, MPRODAX = G + "StatementGeographicalAxis", G + "ProductOrServiceAxis"

# instance members
MCONS = lambda m: {CONS: "msft:%s" % m}
MSEG = lambda c, s: {CONS: "msft:%s" % c, SEG: "msft:%s" % s}
MHW = lambda s: {"msft:SegmentGroupAxis": "msft:DevicesAndConsumerHardwareSegmentSubGroupMember",
                 CONS: "msft:DevicesAndConsumerMember", SEG: "msft:%s" % s}
MPROD = lambda m: {MPRODAX: "msft:%s" % m}
FIAX = G + "FinancialInstrumentAxis"
L2 = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member"}
AFI = lambda m, lvl=True: dict(({FIAX: G + m}), **(L2 if lvl else {}))
LCX = G + "LossContingenciesByNatureOfContingencyAxis"
ULC = lambda m: {LCX: G + m}
UPPEM = lambda m: {PPEAX: "unp:%s" % m}
RSTK = {G + "AwardTypeAxis": G + "RestrictedStockMember"}

# =================================================================== direct
C = "direct"
add(C, DISH, "DISH Network total revenue for the three months ended June 30, 2009", fact(SALES, Q2_09, USD))
add(C, DISH, "What was DISH's subscriber-related revenue in Q2 2009?", fact(SUBREV, Q2_09, USD))
add(C, DISH, "DISH Network inventories, net as of June 30, 2009", fact(INV, BS09, USD))
add(C, PFG, "Principal Financial Group total revenues for the second quarter of 2009", fact(TOTREV, Q2_09, USD))
add(C, PFG, "Principal Financial net investment income, three months ended June 30, 2009", fact(NII, Q2_09, USD))
add(C, PFG, "Principal Financial Group's mortgage loans on the June 30, 2009 balance sheet", fact(g("MortgageLoansOnRealEstateCommercialAndConsumerNet"), BS09, USD))
add(C, EMR, "Emerson Electric net sales for the third quarter of fiscal 2009 (three months ended June 30, 2009)", fact(SALES, Q2_09, USD))
add(C, EMR, "Emerson goodwill at June 30, 2009", fact(GW, BS09, USD))
add(C, OKS, "ONEOK Partners revenues for the quarter ended June 30, 2009", fact(TOTREV, Q2_09, USD))
add(C, OKS, "What was ONEOK Partners' net property, plant and equipment at June 30, 2009?", fact(PPE, BS09, USD))
add(C, DGX, "Quest Diagnostics net revenues, Q2 2009", fact(SALES, Q2_09, USD))
add(C, DGX, "Quest Diagnostics goodwill, net as of June 30, 2009", fact(GW, BS09, USD))
add(C, MS, "Microsoft intangible assets, net at June 30, 2015", fact(g("FiniteLivedIntangibleAssetsNet"), M_BS15, USD))
add(C, MS, "What was Microsoft's long-term unearned revenue on the June 30, 2015 balance sheet?", fact(g("DeferredRevenueNoncurrent"), M_BS15, USD))
add(C, MS, "Microsoft finished goods inventory as of June 30, 2015", fact(g("InventoryFinishedGoodsNetOfReserves"), M_BS15, USD))
add(C, A10K, "Apple total non-current assets as of September 30, 2023", fact(g("AssetsNoncurrent"), A_BS23, USD))
add(C, A10K, "What was Apple's current finance lease liability at the end of fiscal 2023?", fact(g("FinanceLeaseLiabilityCurrent"), A_BS23, USD))
add(C, UP, "Union Pacific other long-term liabilities at December 31, 2012", fact(g("OtherLiabilitiesNoncurrent"), U_BS12, USD))
add(C, UP, "Union Pacific other current assets, year-end 2012", fact(g("OtherAssetsCurrent"), U_BS12, USD))
add(C, UP, "UNP income and other taxes payable (current) at Dec 31, 2012", fact(g("TaxesPayableCurrent"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, DISH, "DISH Network total revenue in the second quarter of 2008", fact(SALES, Q2_08, USD))
add(C, DISH, "DISH cash and cash equivalents at December 31, 2008", fact(CASH, BS08, USD))
add(C, DISH, "What was DISH's operating income for the three months ended June 30, 2008?", fact(OPINC, Q2_08, USD))
add(C, PFG, "Principal Financial total revenues for the first six months of 2008", fact(TOTREV, H1_08, USD))
add(C, PFG, "Total stockholders' equity attributable to Principal Financial Group at December 31, 2008", fact(g("StockholdersEquity"), BS08, USD))
add(C, PFG, "Principal's premiums and other considerations in Q2 2008", fact(g("PremiumsEarnedNet"), Q2_08, USD))
add(C, EMR, "Emerson net sales in the prior-year quarter, i.e. the three months ended June 30, 2008", fact(SALES, Q2_08, USD))
add(C, EMR, "Emerson Electric inventories at fiscal year-end, September 30, 2008", fact(INV, EBSFY, USD))
add(C, OKS, "ONEOK Partners revenues in Q2 2008", fact(TOTREV, Q2_08, USD))
add(C, OKS, "ONEOK Partners long-term debt, excluding current maturities, at December 31, 2008", fact(LTD_NC, BS08, USD))
add(C, DGX, "Quest Diagnostics selling, general and administrative expenses for the second quarter of 2008", fact(SGA, Q2_08, USD))
add(C, DGX, "Quest operating income for the six months ended June 30, 2008", fact(OPINC, H1_08, USD))
add(C, MS, "Microsoft accumulated other comprehensive income at June 30, 2014", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS14, USD))
add(C, MS, "Microsoft long-term unearned revenue at the end of fiscal 2014", fact(g("DeferredRevenueNoncurrent"), M_BS14, USD))
add(C, MS, "MSFT other current liabilities as of June 30, 2014", fact(g("OtherLiabilitiesCurrent"), M_BS14, USD))
add(C, A10K, "Apple cost of sales for fiscal 2022", fact(g("CostOfGoodsAndServicesSold"), A_FY22, USD))
add(C, A10K, "AAPL total cost of sales, FY2021", fact(g("CostOfGoodsAndServicesSold"), A_FY21, USD))
add(C, A10K, "Apple total non-current assets as of September 24, 2022", fact(g("AssetsNoncurrent"), A_BS22, USD))
add(C, UP, "Union Pacific other long-term liabilities at the end of 2011", fact(g("OtherLiabilitiesNoncurrent"), U_BS11, USD))
add(C, UP, "Union Pacific comprehensive income for 2010", fact(g("ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), U_FY10, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, DISH, "DISH Network total revenue for the six months ended June 30, 2009 (year to date, not the quarter)", fact(SALES, H1_09, USD))
add(C, DISH, "DISH net income for Q2 2009 alone", fact(PL, Q2_09, USD))
add(C, DISH, "DISH subscriber-related revenue, first half of 2009", fact(SUBREV, H1_09, USD))
add(C, PFG, "Net income attributable to Principal Financial Group, six months ended June 30, 2009", fact(NIA, H1_09, USD))
add(C, PFG, "Principal fees and other revenues in the second quarter of 2009 only", fact(g("FeesAndCommissions"), Q2_09, USD))
add(C, EMR, "Emerson net earnings for the first nine months of fiscal 2009", fact(NIA, E9M, USD))
add(C, EMR, "Emerson SG&A for the quarter ended June 30, 2009 (Q3 FY09, not YTD)", fact(SGA, Q2_09, USD))
add(C, EMR, "Emerson cost of sales, nine months ended June 30, 2009", fact(g("CostOfGoodsAndServicesSold"), E9M, USD))
add(C, OKS, "Net income attributable to ONEOK Partners for the six months ended June 30, 2009", fact(NIA, H1_09, USD))
add(C, OKS, "ONEOK Partners operating income for the three months ended June 30, 2009", fact(OPINC, Q2_09, USD))
add(C, DGX, "Quest Diagnostics net revenues, YTD through June 30, 2009", fact(SALES, H1_09, USD))
add(C, DGX, "Quest operating income for the second quarter of 2009 alone", fact(OPINC, Q2_09, USD))
add(C, UP, "Union Pacific basic EPS for the fourth quarter of 2012", fact(EPSB, U_Q4_12, PS))
add(C, UP, "UNP diluted earnings per share in Q3 2012", fact(EPSD, U_Q3_12, PS))
add(C, UP, "Union Pacific diluted EPS, second quarter of 2011", fact(EPSD, U_Q2_11, PS))
add(C, UP, "How many shares did Union Pacific repurchase in the third quarter of 2012?", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_Q3_12, SH))
add(C, UP, "Number of shares Union Pacific bought back in Q1 2012", fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_Q1_12, SH))
add(C, MS, "Microsoft dividend declared per share in the fourth quarter of fiscal 2015", fact(DPS, M_Q4_15, PS))
add(C, MS, "Microsoft basic EPS for Q4 of fiscal 2014 (quarter ended June 30, 2014)", fact(EPSB, M_Q4_14, PS))
add(C, MS, "MSFT dividend declared per share in the quarter ended December 31, 2013", fact(DPS, M_Q2_14, PS))

# =================================================================== derived
C = "derived"
add(C, DISH, "DISH Network operating margin for Q2 2009 (operating income / total revenue)", ratio(OPINC, SALES, Q2_09))
add(C, DISH, "DISH revenue growth, first half 2009 versus first half 2008", growth(SALES, H1_09, H1_08))
add(C, DISH, "DISH current ratio at June 30, 2009 (total current assets / total current liabilities)", ratio(AC, LC, BS09))
add(C, DISH, "DISH effective tax rate for Q2 2009 (income tax provision / income before income taxes)", ratio(TAX, g("IncomeLossBeforeIncomeTax"), Q2_09))
add(C, PFG, "Principal Financial effective tax rate, six months ended June 30, 2009 (income taxes / income before income taxes)", ratio(TAX, g("IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), H1_09))
add(C, PFG, "Principal's Q2 2009 total revenues change versus Q2 2008 (current / prior - 1)", growth(TOTREV, Q2_09, Q2_08))
add(C, EMR, "Emerson gross margin for Q3 FY09: (net sales - cost of sales) / net sales", margin_from_cost(SALES, g("CostOfGoodsAndServicesSold"), Q2_09))
add(C, EMR, "Emerson nine-month fiscal 2009 net sales growth versus the first nine months of fiscal 2008", growth(SALES, E9M, E9MPY))
add(C, EMR, "Emerson total debt at June 30, 2009 (short-term borrowings and current maturities + long-term debt)", total(g("DebtCurrent"), LTD_NC, BS09))
add(C, OKS, "ONEOK Partners net margin as a share of revenues for Q2 2009 (net margin / revenues)", ratio(GP, TOTREV, Q2_09))
add(C, OKS, "ONEOK Partners capex growth, first half 2009 vs first half 2008", growth(g("PaymentsToAcquirePropertyPlantAndEquipment"), H1_09, H1_08))
add(C, DGX, "Quest Diagnostics operating margin in Q2 2009 (operating income / net revenues)", ratio(OPINC, SALES, Q2_09))
add(C, DGX, "Quest six-month diluted EPS growth, 2009 vs 2008", growth(EPSD, H1_09, H1_08))
add(C, MS, "Microsoft Commercial Other gross margin for fiscal 2015 (segment gross margin / segment revenue)",
    ratio(GP, SALES, M_FY15, m_num=MSEG("CommercialMember", "CommercialOtherMember"), m_den=MSEG("CommercialMember", "CommercialOtherMember")))
add(C, MS, "Microsoft Computing and Gaming Hardware gross margin percentage in FY15 (gross margin / revenue)",
    ratio(GP, SALES, M_FY15, m_num=MHW("ComputingAndGamingHardwareMember"), m_den=MHW("ComputingAndGamingHardwareMember")))
add(C, MS, "Share of Microsoft's long-lived assets located in the United States at June 30, 2015 (US / total long-lived assets)",
    ratio(g("NoncurrentAssets"), g("NoncurrentAssets"), M_BS15, m_num={MGEO: "country:US"}))
add(C, A10K, "Apple total lease liabilities at September 30, 2023 (operating lease liabilities + finance lease liabilities)",
    total(g("OperatingLeaseLiability"), g("FinanceLeaseLiability"), A_BS23))
add(C, A10K, "Apple cost of sales growth in fiscal 2023 vs fiscal 2022", growth(g("CostOfGoodsAndServicesSold"), A_FY23, A_FY22))
add(C, UP, "Union Pacific asbestos accrual change from year-end 2011 to year-end 2012 (current / prior - 1)",
    growth(g("LossContingencyAccrualAtCarryingValue"), U_BS12, U_BS11, ULC("AsbestosIssueMember")))
add(C, UP, "Union Pacific growth in gross property (total cost of PP&E) during 2012", growth(g("PropertyPlantAndEquipmentGross"), U_BS12, U_BS11))

# =================================================================== members
C = "members"
add(C, DISH, "DISH Class A common shares outstanding at June 30, 2009", fact(SHOUT, BS09, SH, DCLA))
add(C, DISH, "How many DISH Class B common shares were issued as of June 30, 2009?", fact(CSI, BS09, SH, DCLB))
add(C, DISH, "Number of Class A shares DISH Network is authorized to issue (June 30, 2009)", fact(AUTH, BS09, SH, DCLA))
add(C, PFG, "Principal Financial Series B preferred shares outstanding at June 30, 2009", fact(g("PreferredStockSharesOutstanding"), BS09, SH, PSB))
add(C, OKS, "ONEOK Partners common units partners' capital at June 30, 2009", fact(g("PartnersCapital"), BS09, USD, PCC("CommonUnitsCapital")))
add(C, OKS, "ONEOK Partners general partner capital at December 31, 2008", fact(g("PartnersCapital"), BS08, USD, PCC("GeneralPartnerCapital")))
add(C, MS, "Microsoft Commercial Licensing revenue for fiscal 2015", fact(SALES, M_FY15, USD, MSEG("CommercialMember", "CommercialLicensingMember")))
add(C, MS, "Microsoft Devices and Consumer Licensing revenue, FY2015", fact(SALES, M_FY15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerLicensingMember")))
add(C, MS, "Microsoft revenue from 'Other' products and services in fiscal 2015", fact(SALES, M_FY15, USD, MPROD("OtherProductsAndServicesMember")))
add(C, MS, "Microsoft Devices and Consumer Other gross margin, fiscal 2015", fact(GP, M_FY15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerOtherMember")))
add(C, MS, "Goodwill allocated to Microsoft's Commercial segment group at June 30, 2015", fact(GW, M_BS15, USD, MCONS("CommercialMember")))
add(C, MS, "Microsoft goodwill in the Devices and Consumer Other segment as of June 30, 2015", fact(GW, M_BS15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerOtherMember")))
add(C, MS, "Microsoft long-lived assets in other countries (outside the US, Luxembourg and Finland) at June 30, 2015", fact(g("NoncurrentAssets"), M_BS15, USD, {MGEO: "msft:OtherCountriesMember"}))
add(C, MS, "Devices and Consumer gross margin for Microsoft in fiscal 2014", fact(GP, M_FY14, USD, MCONS("DevicesAndConsumerMember")))
add(C, A10K, "Apple's non-current corporate debt securities (Level 2) at September 30, 2023", fact(g("MarketableSecuritiesNoncurrent"), A_BS23, USD, AFI("CorporateDebtSecuritiesMember")))
add(C, A10K, "Apple cash (the cash component of cash and cash equivalents) at the end of fiscal 2023", fact(CASH, A_BS23, USD, AFI("CashMember", False)))
add(C, A10K, "Apple current marketable securities in foreign government debt (Level 2), September 30, 2023", fact(g("MarketableSecuritiesCurrent"), A_BS23, USD, AFI("ForeignGovernmentDebtSecuritiesMember")))
add(C, UP, "Union Pacific net book value of land at December 31, 2012", fact(PPE, U_BS12, USD, {PPEAX: G + "LandMember"}))
add(C, UP, "UNP net PP&E for road ties at year-end 2012", fact(PPE, U_BS12, USD, UPPEM("RoadTiesMember")))
add(C, UP, "Union Pacific personal injury liability accrued at December 31, 2012", fact(g("LossContingencyAccrualAtCarryingValue"), U_BS12, USD, {LCX: "unp:PersonalInjuryMember"}))

# =================================================================== per_share
C = "per_share"
add(C, DISH, "DISH Network diluted net income per share, Q2 2009", fact(EPSD, Q2_09, PS))
add(C, DISH, "DISH basic EPS for the six months ended June 30, 2009", fact(EPSB, H1_09, PS))
add(C, DISH, "DISH diluted weighted-average shares outstanding for the second quarter of 2009", fact(WAD, Q2_09, SH))
add(C, PFG, "Principal Financial Group diluted EPS for the three months ended June 30, 2009", fact(EPSD, Q2_09, PS))
add(C, PFG, "Liquidation preference per share of Principal's Series A preferred stock as of June 30, 2009", fact(g("PreferredStockLiquidationPreference"), BS09, PS, PSA))
add(C, PFG, "Principal Financial common shares outstanding at June 30, 2009", fact(SHOUT, BS09, SH))
add(C, EMR, "Emerson diluted earnings per common share, Q3 fiscal 2009", fact(EPSD, Q2_09, PS))
add(C, EMR, "Emerson cash dividends per common share for the nine months ended June 30, 2009", fact(DPS_PAID, E9M, PS))
add(C, EMR, "Emerson common shares outstanding as of June 30, 2009", fact(SHOUT, BS09, SH))
add(C, OKS, "ONEOK Partners limited partners' net income per unit for Q2 2009", fact(g("NetIncomeLossPerOutstandingLimitedPartnershipUnit"), Q2_09, PS))
add(C, DGX, "Quest Diagnostics diluted EPS (net income) for the six months ended June 30, 2009", fact(EPSD, H1_09, PS))
add(C, DGX, "Quest dividends per common share declared in Q2 2009", fact(DPS, Q2_09, PS))
add(C, MS, "Microsoft diluted weighted-average shares outstanding for fiscal 2015", fact(WAD, M_FY15, SH))
add(C, MS, "MSFT basic weighted-average shares, FY2014", fact(WAB, M_FY14, SH))
add(C, MS, "Average price per share paid by employees under Microsoft's employee stock purchase plan in fiscal 2014", fact(["msft:StockIssuedEmployeeStockPurchasePlanAveragePricePerShare"], M_FY14, PS))
add(C, MS, "Weighted-average grant-date fair value of Microsoft stock awards forfeited in fiscal 2015",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsForfeituresWeightedAverageGrantDateFairValue"), M_FY15, PS, RSTK))
add(C, A10K, "Apple diluted weighted-average shares for fiscal 2022", fact(WAD, A_FY22, SH))
add(C, UP, "Dilutive effect of stock options on Union Pacific's 2012 diluted share count", fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfStockOptions"], U_FY12, SH))
add(C, UP, "Average price paid per share for Union Pacific buybacks in the second quarter of 2012", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q2_12, PS))
add(C, UP, "Union Pacific average cost per share of shares repurchased in Q1 2012", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q1_12, PS))

# =================================================================== jargon
C = "jargon"
add(C, DISH, "DISH capex, 1H09 (purchases of property and equipment)", fact(CAPEX, H1_09, USD))
add(C, DISH, "DISH D&A for the first half of 2009", fact(g("DepreciationAndAmortization"), H1_09, USD))
add(C, DISH, "DISH non-cash stock comp, six months to June 30, 2009", fact(SBC, H1_09, USD))
add(C, DISH, "DISH SAC (total subscriber acquisition costs) in Q2 2009", fact(SAC, Q2_09, USD))
add(C, PFG, "Principal Financial DAC balance at June 30, 2009", fact(g("DeferredPolicyAcquisitionCosts"), BS09, USD))
add(C, PFG, "PFG separate account assets at 6/30/09", fact(g("SeparateAccountAssets"), BS09, USD))
add(C, PFG, "Principal benefits, claims and settlement expenses, Q2 2009", fact(g("PolicyholderBenefitsAndClaimsIncurredNet"), Q2_09, USD))
add(C, EMR, "Emerson D&A, 9M FY09", fact(g("DepreciationDepletionAndAmortization"), E9M, USD))
add(C, EMR, "Emerson short-term debt (short-term borrowings and current maturities of LTD) at 6/30/09", fact(g("DebtCurrent"), BS09, USD))
add(C, OKS, "OKS D&A, Q2 2009", fact(g("DepreciationDepletionAndAmortization"), Q2_09, USD))
add(C, OKS, "ONEOK Partners equity earnings from investments, 1H 2009", fact(g("IncomeLossFromEquityMethodInvestments"), H1_09, USD))
add(C, OKS, "OKS distributions received from unconsolidated affiliates, six months ended June 30, 2009", fact(g("EquityMethodInvestmentDividendsOrDistributions"), H1_09, USD))
add(C, DGX, "DGX bad debt expense (provision for doubtful accounts), 1H09", fact(g("ProvisionForDoubtfulAccounts"), H1_09, USD))
add(C, DGX, "Quest SBC for the six months ended June 30, 2009", fact(SBC, H1_09, USD))
add(C, DGX, "Quest Diagnostics capex, first half of 2009", fact(g("PaymentsForProceedsFromProductiveAssets"), H1_09, USD))
add(C, MS, "How much was left on Microsoft's buyback authorization at June 30, 2015?", fact(g("StockRepurchaseProgramRemainingAuthorizedRepurchaseAmount1"), M_BS15, USD))
add(C, MS, "Microsoft UTBs that would affect the effective tax rate if recognized, June 30, 2015", fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), M_BS15, USD))
add(C, A10K, "Apple unrecognized comp cost on unvested RSUs at FY23 year-end", fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognized"), A_BS23, USD))
add(C, A10K, "Apple total unconditional purchase obligations at September 30, 2023", fact(g("UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"), A_BS23, USD))
add(C, UP, "UNP Railroad Retirement System contributions in 2012", fact(["unp:RailroadRetirementSystemContributions"], U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, DISH, "Sirius XM subscriber revenue for Q2 2009?", refuse(oc, "Sirius XM is not in the data.", other("SIRIUS")))
add(C, PFG, "Protective Life net investment income for Q2 2009", refuse(oc, "Protective Life is not in the data.", other("PROTECTIVE LIFE")))
add(C, OKS, "Magellan Midstream Partners operating income in the second quarter of 2009", refuse(oc, "Magellan is not in the data.", other("MAGELLAN")))
add(C, DGX, "Sonic Healthcare revenue for the first half of 2009", refuse(oc, "Sonic Healthcare is not in the data.", other("SONIC HEALTH")))
add(C, UP, "Florida East Coast Railway operating revenues for 2012", refuse(oc, "Florida East Coast is not in the data.", other("FLORIDA EAST COAST")))
add(C, DISH, "DISH Network total revenue for the third quarter of 2009", refuse(pn, "The Q2 2009 10-Q reports no Q3 2009 figures.", absent(SALES, ("2009-07-01", "2009-09-30"))))
add(C, EMR, "Emerson net sales for full fiscal year 2009", refuse(pn, "The fiscal Q3 10-Q reports only the quarter and nine months; FY2009 ended after the filing.", absent(SALES, FY09_EMR)))
add(C, DGX, "Quest Diagnostics net revenues for the full year 2008", refuse(pn, "The 10-Q reports no full-year 2008 revenue.", absent(SALES, ("2008-01-01", "2008-12-31"))))
add(C, MS, "Microsoft research and development expense in fiscal 2012", refuse(pn, "The FY2015 10-K reports R&D for fiscal 2013-2015 only.", absent(RD, ("2011-07-01", "2012-06-30"))))
add(C, PFG, "Principal Financial inventories at June 30, 2009", refuse(cn, "An insurer; no inventory is reported.", absent_any(g("InventoryNet"))))
add(C, DISH, "DISH Network research and development expense, Q2 2009", refuse(cn, "DISH reports no R&D line.", absent_any(RD)))
add(C, OKS, "ONEOK Partners R&D spending in 1H 2009", refuse(cn, "ONEOK Partners reports no R&D.", absent_any(RD)))
add(C, UP, "Union Pacific research and development expense in 2012", refuse(cn, "Union Pacific reports no R&D expense.", absent_any(RD)))
add(C, A10K, "Apple preferred stock dividends in fiscal 2023", refuse(cn, "Apple has no preferred stock; no preferred dividends are reported.", absent_any(g("DividendsPreferredStock", "PreferredStockDividendsIncomeStatementImpact", "DividendsPreferredStockCash"))))
add(C, DGX, "Quest Diagnostics net income for Q2 2009?", refuse(am, "Two net income lines: 'Net income attributable to Quest Diagnostics' (NetIncomeLoss 188.2M) and 'Net income' including noncontrolling interests (ProfitLoss 198.369M).",
                                                          amb((NIA, Q2_09, None), (PL, Q2_09, None))))
add(C, PFG, "Principal's other-than-temporary impairment losses for the first half of 2009", refuse(am, "Two reported OTTI totals: 'Total other-than-temporary impairment losses on AFS securities' (347.5M) and 'Net impairment losses on AFS securities' (230.4M, after the noncredit portion moved to OCI).",
                                                          amb((g("MarketableSecuritiesRealizedGainLossOtherThanTemporaryImpairmentsAmount"), H1_09, None), (g("NetImpairmentLossesOnAvailableForSaleSecurities"), H1_09, None))))
add(C, EMR, "Emerson EPS for the nine months ended June 30, 2009", refuse(am, "Basic (1.61) and diluted (1.60) EPS are both reported and differ.",
                                                          amb((EPSB, E9M, None), (EPSD, E9M, None))))
add(C, MS, "Microsoft unearned revenue at June 30, 2015", refuse(am, "The balance sheet's short-term unearned revenue (DeferredRevenueCurrent 23.223B) and the note's total unearned revenue (DeferredRevenue 25.318B, short- plus long-term) both fit.",
                                                          amb((g("DeferredRevenueCurrent"), M_BS15, None), (g("DeferredRevenue"), M_BS15, None))))
add(C, UP, "Union Pacific dividends in 2012", refuse(am, "Cash dividends declared (DividendsCash 1.180B) and dividends paid in the cash-flow statement (PaymentsOfDividends 1.146B) differ.",
                                                          amb((g("DividendsCash"), U_FY12, None), (g("PaymentsOfDividends"), U_FY12, None))))
add(C, A10K, "Apple net sales for fiscal 2024", refuse(pn, "The fiscal 2023 10-K does not report fiscal 2024.", absent(AREV, ("2023-10-01", "2024-09-28"))))


def main():
    write_round("h13", gr.QUESTIONS_13, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12), same_fact="reported", within=True)


if __name__ == "__main__":
    main()
