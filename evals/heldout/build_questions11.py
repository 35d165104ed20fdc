#!/usr/bin/env python3
"""Writes evals/data/ask_heldout11.jsonl and its refusal probes (round 11) from hand-written question specs.

No gold value is typed here: every answerable question carries a spec
(concepts / period / members / formula / inputs) and gold_reader.fill computes
the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written to evals/data/ask_heldout11_probes.jsonl and
re-verified by `gold_reader.py --check`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values

Run:  python build_questions.py   (then python gold_reader.py --check)
Written without reading the tool under test (helpers copied from ask-freeform10/build_questions.py, which copied rounds 9, 8, 7, 6 and 5).
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-12 share

# ------------------------------------------------------------------ round 11 FSDS filings (2009q3; companies no round 1-10 used, checked by CIK)
DISCA = "fsds:0000950123-09-029613"  # DISCOVERY COMMUNICATIONS 10-Q, Q2 2009 (media); ClassOfStock rows
CE = "fsds:0000950123-09-027072"     # CELANESE CORP 10-Q, Q2 2009 (chemicals)
KSU = "fsds:0000950123-09-027630"    # KANSAS CITY SOUTHERN 10-Q, Q2 2009 (rail); preferred-stock ClassOfStock rows
SPLS = "fsds:0001104659-09-051480"   # STAPLES INC 10-Q, fiscal Q2 2009, 13/26 weeks ended 2009-08-01 (ddate 2009-07-31)
STJ = "fsds:0000950123-09-034092"    # ST JUDE MEDICAL 10-Q, Q2 2009 ended 2009-07-04 (ddate 2009-06-30); FY2008 ended 2009-01-03 (ddate 2008-12-31)
# Staples periods: H2_Q / H2_H1 / H2_QPY / H2_H1PY / H2_BS / H2_BSFY (fiscal year starts ~Feb 1, FSDS month-end dates)
SER = lambda m: {"ClassOfStock": m}
ADJ = {"Scenario": "AdjustedNewAccountingTreatment"}   # St. Jude prior-year figures "as adjusted" (retrospective accounting change)
DEPS, BEPS = g("DilutedEarningsPerShare"), g("BasicEarningsPerShare")      # Discovery's (older) EPS tags
BWAS = g("BasicWeightedAverageNumberOfSharesOutstanding")
PSV_ = g("PreferredStockValue")
RSUM = {G + "AwardTypeAxis": G + "RestrictedStockUnitsRSUMember"}
EQCS = {G + "StatementEquityComponentsAxis": G + "CommonStockMember"}
UPT = lambda m: {PPEAX: m}
M_BS13 = (None, "2013-06-30")
A_FY20 = ("2019-09-29", "2020-09-26")
NIT = "NonvestedWeightedAverageGrantDateFairValue"
SBCA = "ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptions"
# RPSH (round 9's) and PSO, EPSCD, NIATT, CASHCHG (round 10's) are in specs since round 11 reused them

# =================================================================== direct
C = "direct"
add(C, DISCA, "Discovery Communications total revenues for the three months ended June 30, 2009", fact(NETSALES, CY09_Q2, USD))
add(C, DISCA, "Discovery noncurrent content rights, net, at June 30, 2009", fact(g("NoncurrentContentRightsNet"), BS_0906, USD))
add(C, CE, "Celanese net sales, second quarter 2009", fact(NETSALES, CY09_Q2, USD))
add(C, CE, "Celanese inventories as of June 30, 2009", fact(INV, BS_0906, USD))
add(C, KSU, "Kansas City Southern revenues for Q2 2009", fact(TOTREV, CY09_Q2, USD))
add(C, KSU, "KCS concession assets, net of accumulated amortization, at June 30, 2009", fact(g("FiniteLivedIntangibleAssetsNet"), BS_0906, USD))
add(C, SPLS, "Staples sales for the 13 weeks ended August 1, 2009", fact(NETSALES, H2_Q, USD))
add(C, SPLS, "Staples merchandise inventories, net, as of August 1, 2009", fact(INV, H2_BS, USD))
add(C, STJ, "St. Jude Medical net sales for the quarter ended July 4, 2009", fact(NETSALES, CY09_Q2, USD))
add(C, STJ, "St. Jude Medical goodwill on the July 4, 2009 balance sheet", fact(GW, BS_0906, USD))
add(C, MS, "Microsoft property and equipment, net of accumulated depreciation, at June 30, 2015", fact(PPE, M_BS15, USD))
add(C, MS, "Microsoft short-term investments at June 30, 2015", fact(g("AvailableForSaleSecuritiesCurrent"), M_BS15, USD))
add(C, MS, "Current portion of Microsoft's long-term debt as of June 30, 2015", fact(g("LongTermDebtCurrent"), M_BS15, USD))
add(C, MS, "Microsoft gross unrecognized tax benefits at the end of fiscal 2015", fact(g("UnrecognizedTaxBenefits"), M_BS15, USD))
add(C, A10K, "Apple total other non-current assets at September 30, 2023", fact(g("OtherAssetsNoncurrent"), A_BS23, USD))
add(C, A10K, "Apple common stock and additional paid-in capital at September 30, 2023", fact(g("CommonStocksIncludingAdditionalPaidInCapital"), A_BS23, USD))
add(C, A10K, "Apple total operating lease liabilities at fiscal year-end 2023", fact(g("OperatingLeaseLiability"), A_BS23, USD))
add(C, UP, "Union Pacific deferred income taxes (non-current liability) at December 31, 2012", fact(g("DeferredTaxLiabilitiesNoncurrent"), U_BS12, USD))
add(C, UP, "Union Pacific treasury stock at cost, December 31, 2012", fact(g("TreasuryStockValue"), U_BS12, USD))
add(C, UP, "Union Pacific accrued wages and vacation at year-end 2012", fact(g("AccruedEmployeeBenefitsCurrent"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, DISCA, "Discovery total revenues in the prior-year quarter, Q2 2008", fact(NETSALES, CY08_Q2, USD))
add(C, DISCA, "Discovery Communications goodwill at December 31, 2008", fact(GW, BS_0812, USD))
add(C, CE, "Celanese net sales for the three months ended June 30, 2008", fact(NETSALES, CY08_Q2, USD))
add(C, CE, "Celanese cash and cash equivalents at year-end 2008", fact(CASH, BS_0812, USD))
add(C, KSU, "Kansas City Southern operating income, second quarter of 2008", fact(OPINC, CY08_Q2, USD))
add(C, KSU, "KCS debt due within one year at December 31, 2008", fact(g("LongTermDebtAndCapitalLeaseObligationsCurrent"), BS_0812, USD))
add(C, SPLS, "Staples sales for the year-ago quarter (13 weeks ended August 2, 2008)", fact(NETSALES, H2_QPY, USD))
add(C, SPLS, "Staples goodwill at January 31, 2009 (fiscal 2008 year-end)", fact(GW, H2_BSFY, USD))
add(C, STJ, "St. Jude Medical total shareholders' equity at January 3, 2009", fact(EQ, BS_0812, USD))
add(C, STJ, "St. Jude long-term debt (non-current) at fiscal year-end 2008", fact(LTD_NC, BS_0812, USD))
add(C, MS, "Microsoft property and equipment, net at June 30, 2014", fact(PPE, M_BS14, USD))
add(C, MS, "Microsoft current state and local income tax expense for fiscal 2014", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), M_FY14, USD))
add(C, MS, "Microsoft proceeds from issuance of common stock in FY2014", fact(g("ProceedsFromIssuanceOfCommonStock"), M_FY14, USD))
add(C, MS, "Microsoft land (at cost) as of June 30, 2014", fact(g("Land"), M_BS14, USD))
add(C, A10K, "Apple operating lease cost for fiscal 2022", fact(g("OperatingLeaseCost"), A_FY22, USD))
add(C, A10K, "Apple other non-current assets at September 24, 2022", fact(g("OtherAssetsNoncurrent"), A_BS22, USD))
add(C, A10K, "Apple deferred tax assets net of the valuation allowance at September 24, 2022", fact(g("DeferredTaxAssetsNet"), A_BS22, USD))
add(C, UP, "Union Pacific debt due after one year at December 31, 2011", fact(g("LongTermDebtAndCapitalLeaseObligations"), U_BS11, USD))
add(C, UP, "Union Pacific other revenues for 2010", fact(g("OtherSalesRevenueNet"), U_FY10, USD))
add(C, UP, "Union Pacific unrecognized tax benefits at December 31, 2011", fact(g("UnrecognizedTaxBenefits"), U_BS11, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, DISCA, "Discovery advertising revenue for the six months ended June 30, 2009", fact(g("AdvertisingRevenue"), CY09_H1, USD))
add(C, DISCA, "Discovery distribution revenue in Q2 2009 only", fact(g("DistributionRevenue"), CY09_Q2, USD))
add(C, DISCA, "Discovery selling, general and administrative expense year-to-date through June 30, 2009", fact(SGA, CY09_H1, USD))
add(C, CE, "Celanese research and development expenses for the first half of 2009", fact(RD, CY09_H1, USD))
add(C, CE, "Celanese operating profit, three months ended June 30, 2009", fact(OPINC, CY09_Q2, USD))
add(C, KSU, "KCS fuel expense for the six months ended June 30, 2009", fact(g("FuelCosts"), CY09_H1, USD))
add(C, KSU, "Kansas City Southern compensation and benefits expense, Q2 2009 (three months)", fact(g("LaborAndRelatedExpense"), CY09_Q2, USD))
add(C, SPLS, "Staples sales for the first 26 weeks of fiscal 2009 (through August 1, 2009)", fact(NETSALES, H2_H1, USD))
add(C, SPLS, "Staples integration and restructuring costs, 26 weeks ended August 1, 2009", fact(g("RestructuringCharges"), H2_H1, USD))
add(C, SPLS, "Staples operating income for the second quarter of fiscal 2009 only", fact(OPINC, H2_Q, USD))
add(C, STJ, "St. Jude Medical research and development expense for the six months ended July 4, 2009", fact(RD, CY09_H1, USD))
add(C, STJ, "St. Jude operating profit for Q2 2009, quarter only", fact(OPINC, CY09_Q2, USD))
add(C, UP, "Union Pacific shares repurchased in the fourth quarter of 2012 alone", fact(RPSH, U_Q4_12, SH))
add(C, UP, "Number of shares Union Pacific repurchased in Q2 2011", fact(RPSH, U_Q2_11, SH))
add(C, UP, "Total shares repurchased by Union Pacific over full-year 2012", fact(RPSH, U_FY12, SH))
add(C, UP, "Union Pacific shares repurchased during the first quarter of 2011", fact(RPSH, U_Q1_11, SH))
add(C, MS, "Microsoft cash dividends declared in the quarter ended December 31, 2014 (Q2 FY15)", fact(g("DividendsCommonStockCash"), M_Q2_15, USD))
add(C, MS, "Microsoft dividends declared, three months ended September 30, 2013", fact(g("DividendsCommonStockCash"), M_Q1_14, USD))
add(C, MS, "Microsoft dividend declared per share in the fourth quarter of fiscal 2014 only", fact(DPS, M_Q4_14, PS))
add(C, MS, "MSFT dividend per share declared for the quarter ended March 31, 2015", fact(DPS, M_Q3_15, PS))

# =================================================================== derived
C = "derived"
add(C, DISCA, "Discovery operating margin for Q2 2009 (operating income / total revenues)", ratio(OPINC, NETSALES, CY09_Q2))
add(C, DISCA, "Advertising share of Discovery's total revenues in H1 2009 (advertising revenue / total revenues)", ratio(g("AdvertisingRevenue"), NETSALES, CY09_H1))
add(C, CE, "Celanese gross margin in Q2 2009 (gross profit / net sales)", ratio(GP, NETSALES, CY09_Q2))
add(C, CE, "Celanese net sales growth, first half 2009 versus first half 2008", growth(NETSALES, CY09_H1, CY08_H1))
add(C, KSU, "KCS operating ratio for Q2 2009 (total operating expenses / revenues)", ratio(OPEX, TOTREV, CY09_Q2))
add(C, KSU, "Kansas City Southern free cash flow for H1 2009 (net cash from operating activities minus capital expenditures)", fcf(CY09_H1))
add(C, SPLS, "Staples gross margin for fiscal Q2 2009 (gross profit / sales)", ratio(GP, NETSALES, H2_Q))
add(C, SPLS, "Staples year-over-year sales growth, Q2 FY2009 vs Q2 FY2008", growth(NETSALES, H2_Q, H2_QPY))
add(C, STJ, "St. Jude R&D as a percentage of net sales, six months ended July 4, 2009 (R&D / net sales)", ratio(RD, NETSALES, CY09_H1))
add(C, STJ, "St. Jude Medical free cash flow for the first half of 2009 (operating cash flow minus purchases of PP&E)", fcf(CY09_H1))
add(C, MS, "Growth in Microsoft net property and equipment from June 30, 2014 to June 30, 2015", growth(PPE, M_BS15, M_BS14))
add(C, MS, "Microsoft current state and local tax expense growth, FY2015 vs FY2014", growth(g("CurrentStateAndLocalTaxExpenseBenefit"), M_FY15, M_FY14))
add(C, MS, "Microsoft net PP&E as a share of gross PP&E at June 30, 2015 (net / gross)", ratio(PPE, g("PropertyPlantAndEquipmentGross"), M_BS15))
add(C, MS, "Microsoft net realized gains on available-for-sale securities in FY2015 (gross realized gains minus gross realized losses)",
    diff(g("AvailableForSaleSecuritiesGrossRealizedGains"), g("AvailableForSaleSecuritiesGrossRealizedLosses"), M_FY15))
add(C, A10K, "Apple operating lease cost growth, fiscal 2023 vs fiscal 2022", growth(g("OperatingLeaseCost"), A_FY23, A_FY22))
add(C, A10K, "Percent change in Apple's other non-current assets from September 24, 2022 to September 30, 2023", growth(g("OtherAssetsNoncurrent"), A_BS23, A_BS22))
add(C, A10K, "Growth in Apple's total lease liabilities (operating plus finance) during fiscal 2023", growth(["aapl:OperatingandFinanceLeaseLiability"], A_BS23, A_BS22))
add(C, UP, "Share of Union Pacific's total debt due within one year at December 31, 2012 (debt due within one year / (due within one year + due after one year))",
    derived("e0/(e0+e1)", [inp(g("LongTermDebtAndCapitalLeaseObligationsCurrent"), U_BS12), inp(g("LongTermDebtAndCapitalLeaseObligations"), U_BS12)], U_BS12, PURE))
add(C, UP, "Union Pacific total equity growth, December 31, 2012 vs December 31, 2011", growth(g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), U_BS12, U_BS11))
add(C, UP, "Union Pacific other revenues growth, 2012 over 2011", growth(g("OtherSalesRevenueNet"), U_FY12, U_FY11))

# =================================================================== members
C = "members"
add(C, DISCA, "Discovery Series A common shares outstanding at June 30, 2009", fact(SHOUT, BS_0906, SH, SER("CommonClassA")))
add(C, DISCA, "Discovery Series C common shares issued as of June 30, 2009", fact(CSI, BS_0906, SH, SER("SeriesCCommonStock")))
add(C, DISCA, "Discovery Series A convertible preferred shares outstanding at June 30, 2009", fact(PSO, BS_0906, SH, SER("SeriesAPreferredStock")))
add(C, DISCA, "How many Series B common shares was Discovery authorized to issue at June 30, 2009?", fact(AUTH, BS_0906, SH, SER("CommonClassB")))
add(C, KSU, "KCS Series D cumulative convertible perpetual preferred shares outstanding at June 30, 2009", fact(PSO, BS_0906, SH, SER("SeriesDCumulativeConvertiblePerpetualPreferredStock")))
add(C, KSU, "Kansas City Southern noncumulative preferred stock carrying value at June 30, 2009", fact(PSV_, BS_0906, USD, SER("NoncumulativePreferredStock")))
add(C, STJ, "St. Jude Medical net sales for Q2 2008 as adjusted for the new accounting treatment (prior-year column, as adjusted)", fact(NETSALES, CY08_Q2, USD, ADJ))
add(C, STJ, "St. Jude net earnings for the first half of 2008, as adjusted for the new accounting treatment", fact(NIATT, CY08_H1, USD, ADJ))
add(C, A10K, "Total operating income of Apple's reportable segments in fiscal 2023", fact(OPINC, A_FY23, USD, SEGTOT))
add(C, A10K, "Apple net sales in China (country disclosure, incl. Hong Kong and Taiwan), fiscal 2021", fact(REV, A_FY21, USD, CN))
add(C, A10K, "Apple net sales in other countries (outside the U.S. and China), fiscal 2021", fact(REV, A_FY21, USD, OTHC))
add(C, A10K, "Number of RSUs Apple granted in fiscal 2022", fact(g(SBCA + "GrantsInPeriod"), A_FY22, SH, RSUM))
add(C, A10K, "Apple unvested RSUs outstanding at September 30, 2023 (number of units)", fact(g(SBCA + "NonvestedNumber"), A_BS23, SH, RSUM))
add(C, A10K, "Apple common shares issued under employee plans, net of shares withheld for taxes, in fiscal 2023", fact(["aapl:StockIssuedDuringPeriodSharesSharebasedPaymentArrangementNetofSharesWithheldforTaxes"], A_FY23, SH, EQCS))
add(C, UP, "Union Pacific net property for locomotives at December 31, 2012", fact(PPE, U_BS12, USD, UPT("unp:EquipmentLocomotivesMember")))
add(C, UP, "Union Pacific accumulated depreciation on ties at year-end 2012", fact(g("AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), U_BS12, USD, UPT("unp:RoadTiesMember")))
add(C, UP, "Union Pacific total road property at cost (gross) at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPT("unp:TotalRoadMember")))
add(C, UP, "Union Pacific construction in progress at December 31, 2012", fact(g("PropertyPlantAndEquipmentGross"), U_BS12, USD, UPT(G + "ConstructionInProgressMember")))
add(C, MS, "Microsoft Devices and Consumer Licensing gross margin in dollars for fiscal 2015", fact(GP, M_FY15, USD, MSEG("DevicesAndConsumerMember", "DevicesAndConsumerLicensingMember")))
add(C, MS, "Microsoft long-lived assets located in Finland at June 30, 2014", fact(g("NoncurrentAssets"), M_BS14, USD, {MGEO: "country:FI"}))

# =================================================================== per_share
C = "per_share"
add(C, DISCA, "Discovery diluted EPS for the second quarter of 2009", fact(DEPS, CY09_Q2, PS))
add(C, DISCA, "Discovery basic weighted-average shares outstanding, six months ended June 30, 2009", fact(BWAS, CY09_H1, SH))
add(C, CE, "Celanese diluted EPS from continuing operations, Q2 2009", fact(EPSCD, CY09_Q2, PS))
add(C, CE, "Celanese basic net earnings per share for the first half of 2009", fact(EPSB, CY09_H1, PS))
add(C, CE, "Celanese weighted average diluted shares for the quarter ended June 30, 2009", fact(WAD, CY09_Q2, SH))
add(C, KSU, "Kansas City Southern basic earnings per share, Q2 2009", fact(EPSB, CY09_Q2, PS))
add(C, KSU, "KCS diluted EPS for the six months ended June 30, 2008", fact(EPSD, CY08_H1, PS))
add(C, KSU, "Kansas City Southern common shares outstanding at June 30, 2009", fact(SHOUT, BS_0906, SH))
add(C, SPLS, "Staples diluted earnings per share for Q2 fiscal 2009", fact(EPSD, H2_Q, PS))
add(C, SPLS, "Staples dividends declared per common share, 26 weeks ended August 1, 2009", fact(DPS, H2_H1, PS))
add(C, STJ, "St. Jude Medical basic EPS, six months ended July 4, 2009", fact(EPSB, CY09_H1, PS))
add(C, UP, "Union Pacific basic EPS for the second quarter of 2011", fact(EPSB, U_Q2_11, PS))
add(C, UP, "Union Pacific diluted EPS, Q1 2012", fact(EPSD, U_Q1_12, PS))
add(C, UP, "Average price paid per share for Union Pacific's Q4 2012 repurchases", fact(g("TreasuryStockAcquiredAverageCostPerShare"), U_Q4_12, PS))
add(C, MS, "Microsoft basic EPS for Q3 FY14 (quarter ended March 31, 2014)", fact(EPSB, M_Q3_14, PS))
add(C, MS, "Microsoft diluted EPS for the quarter ended September 30, 2014", fact(EPSD, M_Q1_15, PS))
add(C, MS, "Microsoft dividends declared per share for fiscal 2014 (full year)", fact(DPS, M_FY14, PS))
add(C, A10K, "Weighted-average grant-date fair value per share of Apple's unvested RSUs at September 30, 2023", fact(g(SBCA + NIT), A_BS23, PS, RSUM))
add(C, A10K, "Weighted-average grant-date fair value of RSUs Apple granted in fiscal 2022, per share", fact(g(SBCA + "GrantsInPeriodWeightedAverageGrantDateFairValue"), A_FY22, PS, RSUM))
add(C, A10K, "Apple common stock par value per share at September 30, 2023", fact(g("CommonStockParOrStatedValuePerShare"), A_BS23, PS))

# =================================================================== jargon
C = "jargon"
add(C, DISCA, "DISCA D&A 1H09", fact(DA, CY09_H1, USD))
add(C, DISCA, "Discovery pre-tax income Q2'09", fact(g("IncomeBeforeIncomeTaxes"), CY09_Q2, USD))
add(C, CE, "CE capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, CE, "Celanese CFO, H1 2009", fact(OCF, CY09_H1, USD))
add(C, CE, "Celanese D&A, six months to June 2009 (cash flow)", fact(DA, CY09_H1, USD))
add(C, KSU, "KSU capex 1H09", fact(CAPEX, CY09_H1, USD))
add(C, KSU, "KCS D&A Q2'09", fact(DA, CY09_Q2, USD))
add(C, SPLS, "SPLS CFO 1H FY09 (26 weeks to Aug 1, 2009)", fact(OCF, H2_H1, USD))
add(C, SPLS, "Staples stock comp add-back, first half FY09", fact(SBC, H2_H1, USD))
add(C, STJ, "STJ capex H1 2009", fact(CAPEX, CY09_H1, USD))
add(C, STJ, "STJ SBC 1H09 (cash flow add-back)", fact(SBC, CY09_H1, USD))
add(C, MS, "MSFT net change in cash and equivalents FY15", fact(CASHCHG, M_FY15, USD))
add(C, MS, "MSFT 401(k) / defined-contribution plan expense FY15", fact(g("DefinedContributionPlanCostRecognized"), M_FY15, USD))
add(C, MS, "MSFT restructuring cash payments FY15", fact(g("PaymentsForRestructuring"), M_FY15, USD))
add(C, MS, "Microsoft permanently reinvested (undistributed) foreign earnings at FY15 year-end", fact(g("UndistributedEarningsOfForeignSubsidiaries"), M_BS15, USD))
add(C, A10K, "AAPL FY23 tax at the 21% federal statutory rate (first line of the rate reconciliation)", fact(g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate"), A_FY23, USD))
add(C, A10K, "AAPL UTBs that would hit the ETR if recognized, FY23 year-end", fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), A_BS23, USD))
add(C, UP, "UNP buybacks 2012 ($ value of shares repurchased)", fact(g("StockRepurchasedDuringPeriodValue"), U_FY12, USD))
add(C, UP, "UNP net change in cash FY12", fact(CASHCHG, U_FY12, USD))
add(C, UP, "UNP deferred federal tax expense FY12", fact(g("DeferredFederalIncomeTaxExpenseBenefit"), U_FY12, USD))

# =================================================================== refuse
C = "refuse"
add(C, DISCA, "Scripps Networks advertising revenue for Q2 2009?", refuse(oc, "Scripps Networks is not in the data (Discovery is).", other("SCRIPPS")))
add(C, CE, "LyondellBasell net sales for the second quarter of 2009?", refuse(oc, "LyondellBasell is not in the data (Celanese is).", other("LYONDELL")))
add(C, SPLS, "Office Depot sales for the quarter ended June 2009?", refuse(oc, "Office Depot is not in the data (Staples is).", other("OFFICE DEPOT")))
add(C, STJ, "Edwards Lifesciences net sales in Q2 2009?", refuse(oc, "Edwards Lifesciences is not in the data (St. Jude Medical is).", other("EDWARDS LIFE")))
add(C, UP, "Wabtec revenue for 2012?", refuse(oc, "Wabtec (Westinghouse Air Brake) is not in the data (Union Pacific is).", other("WABTEC", "WESTINGHOUSE AIR")))
add(C, MS, "Alphabet revenue for fiscal 2015?", refuse(oc, "Alphabet / Google is not in the data (Microsoft is).", other("ALPHABET")))
add(C, DISCA, "Discovery Communications total revenues for the third quarter of 2009?", refuse(pn, "The Q2 2009 10-Q reports periods through June 30, 2009.", absent(NETSALES + TOTREV, ("2009-07-01", "2009-09-30"))))
add(C, CE, "Celanese net sales for full-year 2009?", refuse(pn, "The Q2 2009 10-Q reports periods through June 30, 2009.", absent(NETSALES + TOTREV, ("2009-01-01", "2009-12-31"))))
add(C, SPLS, "Staples sales for the third quarter of fiscal 2009 (quarter ending October 2009)?", refuse(pn, "The fiscal Q2 2009 10-Q reports periods through August 1, 2009.", absent(NETSALES + TOTREV, ("2009-08-01", "2009-10-31"))))
add(C, STJ, "St. Jude Medical net sales for Q2 2010?", refuse(pn, "The Q2 2009 10-Q reports periods through July 4, 2009.", absent(NETSALES + TOTREV, ("2010-04-01", "2010-06-30"))))
add(C, MS, "Microsoft revenue for fiscal 2012 (year ended June 30, 2012)?", refuse(pn, "The FY2015 10-K reports income statements for fiscal 2013-2015 only.", absent(REV + NETSALES, ("2011-07-01", "2012-06-30"))))
add(C, DISCA, "Discovery Communications inventories at June 30, 2009?", refuse(cn, "Discovery reports no inventory.", absent_any(INV + g("InventoryFinishedGoods", "InventoryGross"))))
add(C, KSU, "Kansas City Southern research and development expense in Q2 2009?", refuse(cn, "KCS reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, SPLS, "Staples research and development spending for the first half of fiscal 2009?", refuse(cn, "Staples reports no R&D expense.", absent_any(RD + g("ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, STJ, "St. Jude Medical dividends declared per share in the first half of 2009?", refuse(cn, "St. Jude paid no dividends; no dividend concept is reported.", absent_any(DPS + DPS_PAID + g("PaymentsOfDividends", "PaymentsOfDividendsCommonStock", "DividendsCommonStock"))))
add(C, UP, "How much did Union Pacific spend on advertising in 2012?", refuse(cn, "Union Pacific reports no advertising expense.", absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "AdvertisingCostsPolicyTextBlock"))))
add(C, CE, "Celanese net earnings for Q2 2008?", refuse(am, "Two different reported 'net earnings' lines: net earnings (loss) of 133 and net earnings attributable to Celanese of 134 (USD millions).",
                                                   amb((g("NetEarningsLoss"), CY08_Q2, None), (NIATT, CY08_Q2, None))))
add(C, CE, "Celanese EPS for the second quarter of 2009?", refuse(am, "Basic and diluted net EPS are both reported and differ (and continuing-operations EPS differs again).",
                                                            amb((EPSB, CY09_Q2, None), (EPSD, CY09_Q2, None))))
add(C, SPLS, "Staples net income for fiscal Q2 2009?", refuse(am, "Consolidated net income and net income attributed to Staples are both reported and differ.",
                                                         amb((g("ProfitLoss"), H2_Q, None), (NIATT, H2_Q, None))))
add(C, A10K, "What were Apple's lease liabilities at September 30, 2023?", refuse(am, "Two reported totals fit: total operating lease liabilities and total lease liabilities including finance leases (lease note); they differ.",
                                                                                  amb((g("OperatingLeaseLiability"), A_BS23, None), (["aapl:OperatingandFinanceLeaseLiability"], A_BS23, None))))


def main():
    write_round("h11", gr.QUESTIONS_11, prev=(gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6,
                gr.QUESTIONS_7, gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10), same_fact=True)


if __name__ == "__main__":
    main()
