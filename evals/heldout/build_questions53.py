#!/usr/bin/env python3
"""Writes evals/data/ask_heldout53.jsonl and its refusal probes (ask_heldout53_probes.jsonl) -- round 53 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout53.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions53.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout53.jsonl
The writer imported the round 1-52 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-52 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_52);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-52 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-53 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52)  # rounds 1-52, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-52's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 53 FSDS filings: companies no round 1-52 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-52, against avoid_adsh.txt and the CIKs of its filings, and the
# instance companies left out), all with CIK mod 4 == 1 (three parallel writers take the other residues): three 10-Qs from the
# 2010q2 zip and three from 2009q3, one filing per company.
# Kinds: an electronic-components maker (tech; fiscal Q2, so quarter against six months), a brokerage / bank holding company
# (financial) and a cable operator with EquityComponents rows (2010q2); a biotech and a medical-device maker (healthcare) and an
# oil and gas producer with EquityComponents rows (2009q3).
TEL = "fsds:0001047469-10-004400"   # TYCO ELECTRONICS LTD. 10-Q (2010q2), CIK 1385157, fiscal Q2 2010 ended March 26, 2010 (ddate 2010-03-31)
SCHW = "fsds:0001193125-10-112442"  # SCHWAB CHARLES CORP 10-Q (2010q2), CIK 316709, Q1 2010
TWC = "fsds:0000950123-10-040058"   # TIME WARNER CABLE INC. 10-Q (2010q2), CIK 1377013, Q1 2010; EquityComponents rows (Parent / NCI)
BIIB = "fsds:0000950123-09-022892"  # BIOGEN IDEC INC. 10-Q (2009q3), CIK 875045, Q2 2009 and six months
BSX = "fsds:0000950123-09-031281"   # BOSTON SCIENTIFIC CORP 10-Q (2009q3), CIK 885725, Q2 2009 and six months
APA = "fsds:0000950123-09-032262"   # APACHE CORP 10-Q (2009q3), CIK 6769, Q2 2009 and six months; EquityComponents rows
TICK = {TEL: "tel", SCHW: "schw", TWC: "twc", BIIB: "biib", BSX: "bsx", APA: "apa"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# Tyco Electronics: fiscal year ends the last Friday of September; fiscal Q2 2010 ended March 26, 2010, fiscal Q2 2009 March 27, 2009
TQ, TH = ("2010-01-01", "2010-03-31"), ("2009-10-01", "2010-03-31")
TQPY, THPY = ("2009-01-01", "2009-03-31"), ("2008-10-01", "2009-03-31")
TB, TFY, TB09 = (None, "2010-03-31"), (None, "2009-09-30"), (None, "2009-03-31")
# calendar Q1 2010 (Schwab, Time Warner Cable)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2008-12-31")
# calendar Q2 2009 (Biogen Idec, Boston Scientific, Apache)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3, FY08 = ("2009-07-01", "2009-09-30"), ("2008-01-01", "2008-12-31")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Microsoft 10-K 2015: axes and members not among the shared constants
M_FY12 = ("2011-07-01", "2012-06-30")
INVT = G + "InvestmentTypeAxis"
AFSLOSS = G + "MajorTypesOfDebtAndEquitySecuritiesAxis"
NOKIA = {G + "BusinessAcquisitionAxis": "msft:NokiaDevicesAndServicesBusinessMember"}
FXBUY = {G + "DerivativeByNatureAxis": "msft:DerivativesPurchasedMember", G + "DerivativeInstrumentRiskAxis": G + "ForeignExchangeContractMember",
         G + "HedgingDesignationAxis": G + "NondesignatedMember"}
AOCI_INV = {G + "StatementEquityComponentsAxis": G + "AccumulatedNetUnrealizedInvestmentGainLossMember"}
EXPDIV = "msft:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptionsExpectedDividendsPerShare"

# AEON Biopharma 10-Q (Q3 2023): predecessor / successor periods and members not among the shared constants
E_YTDPRED = E_PRED                        # 2023-01-01 .. 2023-07-21 (predecessor)
E_MERGER, E_9M_23 = (None, "2023-07-21"), ("2023-01-01", "2023-09-30")
E_ACQ = ("2023-01-06", "2023-01-06")       # asset acquisition of Old AEON's intangibles by Priveterra
E_FY22, E_BS21 = ("2022-01-01", "2022-12-31"), (None, "2021-12-31")
ACQ = {G + "AssetAcquisitionAxis": "aeon:IntangibleAssetsOfOldAeonAcquiredMember", "dei:LegalEntityAxis": "aeon:PriveterraMember"}
IPRD = {G + "AssetAcquisitionAxis": "aeon:IntangibleAssetsOfOldAeonAcquiredMember",
        G + "IncomeStatementLocationAxis": G + "OperatingExpenseMember"}
FPA_IN = lambda m: {G + "MeasurementInputTypeAxis": G + m, G + "TypeOfArrangementAxis": "aeon:ForwardPurchaseAgreementMember"}
PLAN23_OPT = {G + "AwardTypeAxis": G + "EmployeeStockOptionMember", G + "PlanNameAxis": "aeon:AeonBiopharmaInc2023IncentiveAwardPlanMember"}
RESERVED_PLAN = {G + "StatementClassOfStockAxis": "aeon:SharesAvailableForFutureIssuanceUnderStockIncentivePlanMember"}
ANTIDIL_FOUNDER = {G + "AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareByAntidilutiveSecuritiesAxis": "aeon:ContingentFounderSharesMember"}
L3_CONTINGENT = {G + "FairValueByLiabilityClassAxis": "aeon:ContingentConsiderationMember"}

# =================================================================== direct
C = "direct"
add(C, TEL, "Tyco Electronics shows a receivable from Tyco International Ltd. and Covidien plc on its balance sheet -- how large was it "
    "at the end of fiscal Q2 2010 (March 26, 2010)?", fact(F(TEL, "ReceivableFromFormerParentAndAffiliate"), TB, USD))
add(C, TEL, "Long-term pension and postretirement liabilities reported by Tyco Electronics as of March 26, 2010",
    fact(F(TEL, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), TB, USD))
add(C, TEL, "Among its non-current liabilities Tyco Electronics carries a line simply called 'Income taxes'. What was it at the close of "
    "the March 2010 quarter?", fact(F(TEL, "AccruedIncomeTaxesNoncurrentAndLiabilityForUncertainTaxPositionsNoncurrent"), TB, USD))
add(C, SCHW, "Receivables from brokerage clients, net, on Charles Schwab's March 31, 2010 balance sheet",
    fact(F(SCHW, "ReceivablesFromBrokerageClients"), B10, USD))
add(C, SCHW, "How much did Schwab owe its brokerage clients (payables to brokerage clients) at quarter-end March 31, 2010?",
    fact(F(SCHW, "PayablesToCustomers"), B10, USD))
add(C, SCHW, "What amount of cash and investments did Schwab hold segregated and on deposit for regulatory purposes on 3/31/2010?",
    fact(F(SCHW, "CashAndSecuritiesSegregatedUnderFederalAndOtherRegulations"), B10, USD))
add(C, TWC, "Time Warner Cable's accrued programming expense at March 31, 2010", fact(F(TWC, "AccruedProgrammingExpense"), B10, USD))
add(C, TWC, "Carrying amount of TWC's intangible assets not subject to amortization (its cable franchise rights) at the end of Q1 2010",
    fact(F(TWC, "IndefiniteLivedFranchiseRights"), B10, USD))
add(C, TWC, "Time Warner Cable lists mandatorily redeemable preferred equity issued by a subsidiary -- what was it on the March 31, 2010 "
    "balance sheet?", fact(F(TWC, "SharesSubjectToMandatoryRedemptionSettlementTermsAmountNoncurrent"), B10, USD))
add(C, BIIB, "Amount due to Biogen Idec from its unconsolidated joint business as of June 30, 2009",
    fact(F(BIIB, "DueFromUnconsolidatedJointBusiness"), PB, USD))
add(C, BIIB, "Biogen Idec's long-term notes payable and line of credit at mid-year 2009 (June 30)", fact(F(BIIB, "LongTermNotesPayable"), PB, USD))
add(C, BSX, "Accrued expenses on Boston Scientific's June 30, 2009 balance sheet", fact(F(BSX, "AccruedLiabilitiesCurrent"), PB, USD))
add(C, BSX, "What were Boston Scientific's other intangible assets, net, at the end of June 2009?",
    fact(F(BSX, "IntangibleAssetsNetExcludingGoodwill"), PB, USD))
add(C, APA, "Apache's drilling advances (a current asset) as of June 30, 2009", fact(F(APA, "DrillingAdvancesCurrent"), PB, USD))
add(C, APA, "How much did Apache have accrued for exploration and development at June 30, 2009?",
    fact(F(APA, "AccruedExplorationAndDevelopmentCurrent"), PB, USD))
add(C, MS, "In Microsoft's deferred income tax note, what is the 'depreciation and amortization' deferred tax liability at June 30, 2015?",
    fact(["msft:DeferredTaxLiabilitiesDepreciationAndAmortization"], M_BS15, USD))
add(C, MS, "Microsoft accumulated other comprehensive income on the June 30, 2015 balance sheet", fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS15, USD))
add(C, MS, "In fiscal 2015, by how much did lapses of applicable statutes of limitations reduce Microsoft's unrecognized tax benefits?",
    fact(g("UnrecognizedTaxBenefitsReductionsResultingFromLapseOfApplicableStatuteOfLimitations"), M_FY15, USD))
add(C, AE, "By how much did the extinguishment of convertible notes through the warrant modification increase AEON's stockholders' equity "
    "in the predecessor period January 1 - July 21, 2023?",
    fact(["aeon:StockholdersEquityPeriodIncreaseDecreaseThroughDebitExtinguishmentDueToWarrantModification"], E_YTDPRED, USD))
add(C, AE, "What discount rate was used to value the in-process R&D in the asset acquisition of Old AEON's intangible assets by Priveterra "
    "(valuation figures dated January 6, 2023)? Give it as a decimal.",
    fact(["aeon:DiscountRateUsedInDeterminingValueOfAcquiredInProcessResearchAndDevelopment"], E_ACQ, PURE, IPRD))

# =================================================================== prior_period
C = "prior_period"
add(C, TEL, "Cash and cash equivalents at Tyco Electronics one year before, at the end of its fiscal Q2 2009 (March 27, 2009)",
    fact(F(TEL, "CashAndCashEquivalentsAtCarryingValue"), TB09, USD))
add(C, TEL, "What goodwill impairment did Tyco Electronics book in the quarter ended March 27, 2009?", fact(F(TEL, "GoodwillImpairmentLoss"), TQPY, USD))
add(C, SCHW, "Schwab's asset management and administration fees in the first quarter of 2009", fact(F(SCHW, "FeesAndCommissions"), Q09, USD))
add(C, SCHW, "Securities available for sale held by Schwab at December 31, 2009", fact(F(SCHW, "AvailableForSaleSecurities"), DEC09, USD))
add(C, SCHW, "How much trading revenue did Charles Schwab report for the three months ended March 31, 2009?", fact(F(SCHW, "TradingGainsLosses"), Q09, USD))
add(C, TWC, "Time Warner Cable high-speed data revenue a year earlier, in Q1 2009", fact(F(TWC, "HighSpeedData"), Q09, USD))
add(C, TWC, "How much cash did TWC pay out for its special cash dividend in the first quarter of 2009?", fact(F(TWC, "SpecialCashDividend"), Q09, USD))
add(C, BIIB, "Taxes payable on Biogen Idec's balance sheet at the end of 2008", fact(F(BIIB, "TaxesPayable"), PYE, USD))
add(C, BIIB, "Biogen Idec product revenue for the second quarter of 2008", fact(F(BIIB, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, BSX, "Boston Scientific's trade accounts receivable, net, at December 31, 2008", fact(F(BSX, "AccountsNotesAndLoansReceivableNetCurrent"), PYE, USD))
add(C, BSX, "Gain on divestitures recorded by Boston Scientific in the six months ended June 30, 2008", fact(F(BSX, "GainOnDivestitures"), PHPY, USD))
add(C, APA, "Apache short-term investments at year-end 2008", fact(F(APA, "ShortTermInvestments"), PYE, USD))
add(C, APA, "Total shareholders' equity of Apache as of June 30, 2008", fact(SE_NCI, JUN08, USD))
add(C, MS, "Microsoft's cash and cash equivalents at the end of fiscal 2014 (June 30, 2014)", fact(g("CashAndCashEquivalentsAtCarryingValue"), M_BS14, USD))
add(C, MS, "What short-term borrowings (commercial paper) did Microsoft have outstanding at June 30, 2014?", fact(g("ShortTermBorrowings"), M_BS14, USD))
add(C, MS, "Microsoft's net recognized gains on investments in fiscal year 2013", fact(g("GainLossOnInvestments"), M_FY13, USD))
add(C, MS, "Of Microsoft's unrecognized tax benefits at June 30, 2014, how much would affect the effective tax rate if recognized?",
    fact(g("UnrecognizedTaxBenefitsThatWouldImpactEffectiveTaxRate"), M_BS14, USD))
add(C, AE, "AEON's third-party usage liabilities at December 31, 2022", fact(["aeon:ThirdPartyUsageLiabilitiesCurrent"], E_BSPY, USD))
add(C, AE, "Net increase in AEON's cash, cash equivalents and restricted cash during the nine months ended September 30, 2022",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), E_9M_22, USD))
add(C, AE, "Other non-current assets on AEON's balance sheet as of the prior year-end, December 31, 2022", fact(g("OtherAssetsNoncurrent"), E_BSPY, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, TEL, "Tyco Electronics net sales for the first half of fiscal 2010 (six months ended March 26, 2010)", fact(F(TEL, "SalesRevenueNet"), TH, USD))
add(C, TEL, "Restructuring and other charges, net, at Tyco Electronics in fiscal Q2 2010 alone -- not year to date",
    fact(F(TEL, "RestructuringAndAssetImpairmentAndOtherCharges"), TQ, USD))
add(C, TEL, "Year-to-date other income, net at Tyco Electronics through March 26, 2010", fact(F(TEL, "OtherNonoperatingIncomeExpense"), TH, USD))
add(C, TEL, "Research, development, and engineering expenses at Tyco Electronics for the three months ended March 26, 2010",
    fact(F(TEL, "ResearchAndDevelopmentAndEngineeringExpense"), TQ, USD))
add(C, TEL, "What was Tyco Electronics' interest expense over the first six months of fiscal 2009?", fact(F(TEL, "InterestExpense"), THPY, USD))
add(C, BIIB, "Revenues from Biogen Idec's unconsolidated joint business, cumulative for January-June 2009",
    fact(F(BIIB, "UnconsolidatedJointBusiness"), PH, USD))
add(C, BIIB, "Biogen Idec research and development expense in Q2 2009 by itself", fact(F(BIIB, "ResearchAndDevelopmentExpense"), PQ, USD))
add(C, BIIB, "Collaboration profit sharing at Biogen Idec for the six months ended June 30, 2009", fact(F(BIIB, "CollaborationProfitSharing"), PH, USD))
add(C, BIIB, "Amortization of acquired intangible assets at Biogen for the April-June 2009 quarter", fact(F(BIIB, "AmortizationOfIntangibleAssets"), PQ, USD))
add(C, BIIB, "Income tax expense Biogen Idec recorded in the first half of 2008", fact(F(BIIB, "IncomeTaxExpenseBenefit"), PHPY, USD))
add(C, BSX, "Boston Scientific litigation-related charges for the six months to June 30, 2009", fact(F(BSX, "LitigationRelatedCharges"), PH, USD))
add(C, BSX, "Royalty expense at Boston Scientific in the second quarter of 2009 (three months only)", fact(F(BSX, "RoyaltyExpense"), PQ, USD))
add(C, BSX, "How much in restructuring charges did Boston Scientific take year to date through June 30, 2009?", fact(F(BSX, "RestructuringCharges"), PH, USD))
add(C, BSX, "Boston Scientific interest expense for the quarter ended June 30, 2009", fact(F(BSX, "InterestExpense"), PQ, USD))
add(C, APA, "Apache's 'additional' depreciation, depletion and amortization (the write-down line) for the six months ended June 30, 2009",
    fact(F(APA, "DepreciationDepletionAndAmortizationAdditional"), PH, USD))
add(C, APA, "Lease operating expenses at Apache in Q2 2009, three-month figure", fact(F(APA, "LeaseAndRentalExpense"), PQ, USD))
add(C, APA, "Apache taxes other than income for the first half of 2009", fact(F(APA, "TaxesOther"), PH, USD))
add(C, APA, "Current income tax provision at Apache for the quarter ended June 30, 2009 only", fact(F(APA, "CurrentIncomeTaxExpenseBenefit"), PQ, USD))
add(C, AE, "AEON's other income, net for just the July 1-21, 2023 predecessor stub", fact(g("OtherNonoperatingIncomeExpense"), E_STUB, USD))
add(C, AE, "Change in accrued expenses and other liabilities in AEON's cash flow statement for the predecessor year-to-date period "
    "January 1 - July 21, 2023", fact(["aeon:IncreaseDecreaseInAccruedExpensesAndOtherLiabilities"], E_YTDPRED, USD))

# =================================================================== derived
C = "derived"
add(C, TEL, "Tyco Electronics gross margin percentage for fiscal Q2 2010, i.e. gross margin divided by net sales (decimal)",
    ratio(F(TEL, "GrossProfit"), F(TEL, "SalesRevenueNet"), TQ))
add(C, TEL, "Tyco Electronics free cash flow for the six months ended March 26, 2010, taken as net cash provided by operating activities "
    "minus capital expenditures", fcf(TH, F(TEL, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, TEL, "Current ratio of Tyco Electronics at March 26, 2010 (total current assets / total current liabilities)",
    ratio(F(TEL, "AssetsCurrent"), F(TEL, "LiabilitiesCurrent"), TB))
add(C, SCHW, "What fraction of Schwab's Q1 2010 total net revenues was net interest revenue?", ratio(F(SCHW, "InterestIncomeExpenseNet"), F(SCHW, "Revenues"), Q10))
add(C, SCHW, "Schwab's loan-to-deposit ratio at March 31, 2010: loans to banking clients, net, divided by deposits from banking clients",
    ratio(F(SCHW, "LoansAndLeasesReceivableNetReportedAmount"), F(SCHW, "Deposits"), B10))
add(C, SCHW, "Year-over-year change in Schwab's total expenses excluding interest, Q1 2010 vs Q1 2009, as a decimal (negative would be a decrease)",
    growth(F(SCHW, "NoninterestExpense"), Q10, Q09))
add(C, TWC, "TWC operating margin in Q1 2010: operating income over total revenues", ratio(F(TWC, "OperatingIncomeLoss"), F(TWC, "Revenues"), Q10))
add(C, TWC, "How fast did Time Warner Cable's voice revenue grow from Q1 2009 to Q1 2010? Decimal growth rate; a decline would be negative.",
    growth(F(TWC, "VoiceRevenue"), Q10, Q09))
add(C, TWC, "TWC net debt at March 31, 2010, defined here as long-term debt less cash and equivalents",
    diff(F(TWC, "LongTermDebtAndCapitalLeaseObligations"), F(TWC, "CashAndCashEquivalentsAtCarryingValue"), B10))
add(C, BIIB, "Effective tax rate implied by Biogen Idec's Q2 2009 income statement (income tax expense / income before income tax expense)",
    ratio(F(BIIB, "IncomeTaxExpenseBenefit"),
          F(BIIB, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), PQ))
add(C, BIIB, "Product revenue as a share of Biogen Idec's total revenues in the second quarter of 2009",
    ratio(F(BIIB, "SalesRevenueGoodsNet"), F(BIIB, "Revenues"), PQ))
add(C, BSX, "Boston Scientific gross margin for the first half of 2009 (gross profit / net sales)", ratio(F(BSX, "GrossProfit"), F(BSX, "SalesRevenueNet"), PH))
add(C, BSX, "R&D intensity at Boston Scientific in Q2 2009 -- research and development expenses divided by net sales",
    ratio(F(BSX, "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"), F(BSX, "SalesRevenueNet"), PQ))
add(C, APA, "Percentage change in Apache's oil and gas production revenues, Q2 2009 against Q2 2008, expressed as a decimal (negative = decrease)",
    growth(F(APA, "OilAndGasSalesRevenue"), PQ, PQPY))
add(C, APA, "Apache debt-to-equity at June 30, 2009, with debt = current debt + long-term debt and equity = total shareholders' equity",
    derived("(e0+e1)/e2", [inp(F(APA, "DebtCurrent"), PB), inp(F(APA, "LongTermDebtNoncurrent"), PB), inp(SE_NCI, PB)], PB, PURE))
add(C, MS, "Net realized gain on Microsoft's available-for-sale securities in fiscal 2013: gross realized gains minus gross realized losses",
    diff(g("AvailableForSaleSecuritiesGrossRealizedGains"), g("AvailableForSaleSecuritiesGrossRealizedLosses"), M_FY13))
add(C, MS, "How many times larger was Microsoft's depreciation expense in fiscal 2015 than in fiscal 2013 (FY2015 / FY2013)?",
    ratio(g("Depreciation"), g("Depreciation"), M_FY15, M_FY13))
add(C, MS, "Net unrealized gain embedded in Microsoft's available-for-sale securities at June 30, 2014: fair value less amortized cost",
    diff(g("AvailableForSaleSecurities"), g("AvailableForSaleSecuritiesAmortizedCost"), M_BS14))
add(C, AE, "Change in the risk-free rate input for AEON's forward purchase agreement valuation between July 21, 2023 and September 30, 2023 "
    "(September value minus July value, decimal)",
    derived("e0-e1", [inp(g("DerivativeLiabilityMeasurementInput"), E_BS, FPA_IN("MeasurementInputRiskFreeInterestRateMember")),
                      inp(g("DerivativeLiabilityMeasurementInput"), E_MERGER, FPA_IN("MeasurementInputRiskFreeInterestRateMember"))], E_BS, PURE))
add(C, AE, "For Priveterra's asset acquisition of Old AEON, with the consideration figures dated January 6, 2023: what share of the total "
    "consideration transferred was contingent consideration?",
    ratio(g("AssetAcquisitionConsiderationTransferredContingentConsideration"), g("AssetAcquisitionConsiderationTransferred"), E_ACQ, m_num=ACQ, m_den=ACQ))

# =================================================================== members
C = "members"
add(C, TWC, "In TWC's consolidated statement of changes in equity, what was total equity in the column attributable to TWC shareholders "
    "at December 31, 2008?", fact(SE_NCI, DEC08, USD, EQC("Parent")))
add(C, TWC, "Noncontrolling interests column of Time Warner Cable's equity statement: balance at the end of 2008",
    fact(SE_NCI, DEC08, USD, EQC("NoncontrollingInterest")))
add(C, TWC, "The redemption of Historic TW's interest in TW NY hit the TWC-shareholders column of the equity statement in Q1 2009 -- by how "
    "much (negative = reduction)?", fact(F(TWC, "MinorityInterestDecreaseFromRedemptions"), Q09, USD, EQC("Parent")))
add(C, TWC, "Comprehensive income attributable to TWC shareholders for Q1 2010, per the parent column of the equity statement",
    fact(F(TWC, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), Q10, USD, EQC("Parent")))
add(C, TWC, "Equity-based compensation recorded in the shareholders' (parent) column of TWC's equity statement for the first quarter of 2009",
    fact(F(TWC, "AdjustmentsToAdditionalPaidInCapitalSharebasedCompensationRequisiteServicePeriodRecognitionValue"), Q09, USD, EQC("Parent")))
add(C, APA, "Retained earnings column of Apache's statement of shareholders' equity: the balance at December 31, 2007",
    fact(SE_NCI, DEC07, USD, EQC("RetainedEarnings")))
add(C, APA, "Where did Apache's accumulated other comprehensive income (loss) column stand at June 30, 2008, per its equity statement?",
    fact(SE_NCI, JUN08, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, APA, "Compensation expense credited to the paid-in capital column of Apache's shareholders' equity statement in the first half of 2009",
    fact(F(APA, "StockIssuedDuringPeriodValueShareBasedCompensation"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, APA, "Commodity hedges, net, shown in the comprehensive income column of Apache's equity statement for the six months ended June 30, 2008",
    fact(F(APA, "OtherComprehensiveIncomeDerivativesQualifyingAsHedgesNetOfTaxPeriodIncreaseDecrease"), PHPY, USD, EQC("ComprehensiveIncome")))
add(C, APA, "Apache equity statement, treasury stock column: 'treasury shares issued, net' for January-June 2009",
    fact(F(APA, "TreasuryStockValueAcquiredCostMethod"), PH, USD, EQC("TreasuryStock")))
add(C, APA, "Par-value amount added to Apache's common stock column for common shares issued during 1H 2009",
    fact(F(APA, "StockIssuedDuringPeriodValueNewIssues"), PH, USD, EQC("CommonStock")))
add(C, MS, "Equity securities Microsoft held as long-term equity and other investments (held-to-maturity excluded) at June 30, 2014",
    fact(["msft:LongTermInvestmentsExcludingHeldToMaturity"], M_BS14, USD, {INVT: G + "EquitySecuritiesMember"}))
add(C, MS, "Gross contractual amount of the receivables Microsoft acquired with Nokia's Devices and Services business",
    fact(g("BusinessCombinationAcquiredReceivablesGrossContractualAmount"), (None, "2014-04-25"), USD, NOKIA))
add(C, MS, "Contractual rights: how much of Microsoft's fiscal 2014 acquired finite-lived intangible assets fell in that class?",
    fact(["msft:AcquiredFiniteLivedIntangibleAssets"], M_FY14, USD, {FLI: G + "ContractualRightsMember"}))
add(C, MS, "Notional amount of foreign exchange contracts Microsoft had purchased and not designated as hedges, June 30, 2015",
    fact(["invest:DerivativeNotionalAmount"], M_BS15, USD, FXBUY))
add(C, MS, "Net unrealized gains on investments component of Microsoft's accumulated other comprehensive income at June 30, 2015",
    fact(g("AccumulatedOtherComprehensiveIncomeLossNetOfTax"), M_BS15, USD, AOCI_INV))
add(C, AE, "Unrecognized compensation cost for stock options under the AEON Biopharma 2023 Incentive Award Plan at September 30, 2023",
    fact(g("EmployeeServiceShareBasedCompensationNonvestedAwardsTotalCompensationCostNotYetRecognizedStockOptions"), E_BS, USD, PLAN23_OPT))
add(C, AE, "Shares of AEON common stock reserved as available for future issuance under the stock incentive plan, September 30, 2023",
    fact(g("CommonStockCapitalSharesReservedForFutureIssuance"), E_BS, SH, RESERVED_PLAN))
add(C, AE, "How many contingent founder shares did AEON leave out of diluted EPS as anti-dilutive for the nine months of 2023?",
    fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), E_9M_23, SH, ANTIDIL_FOUNDER))
add(C, AE, "In AEON's Level 3 liability roll-forward for the successor period (July 22 - September 30, 2023), what did the contingent "
    "consideration line show for purchases/additions?",
    fact(g("FairValueMeasurementWithUnobservableInputsReconciliationRecurringBasisLiabilityPurchases"), E_SUCC, USD, L3_CONTINGENT))

# =================================================================== per_share
C = "per_share"
add(C, TEL, "Tyco Electronics common shares carry a par value stated in Swiss francs -- what was it per share at March 26, 2010?",
    fact(F(TEL, "CommonStockParOrStatedValuePerShare"), TB, "CHF/share"))
add(C, TEL, "Diluted EPS from continuing operations at Tyco Electronics for the first six months of fiscal 2010",
    fact(F(TEL, "IncomeLossFromContinuingOperationsPerDilutedShare"), TH, PS))
add(C, TEL, "Number of treasury shares Tyco Electronics held at fiscal year-end 2009 (September 25, 2009)", fact(F(TEL, "TreasuryStockShares"), TFY, SH))
add(C, SCHW, "Common shares issued by Charles Schwab as of March 31, 2010", fact(F(SCHW, "CommonStockSharesIssued"), B10, SH))
add(C, SCHW, "Weighted-average diluted share count Schwab used for Q1 2010", fact(F(SCHW, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, SCHW, "Basic earnings per share at Schwab in Q1 2009", fact(F(SCHW, "EarningsPerShareBasic"), Q09, PS))
add(C, TWC, "Special cash dividend per TWC common share declared and paid in the first quarter of 2009",
    fact(F(TWC, "SpecialCashDividendPerCommonShare"), Q09, PS))
add(C, TWC, "Time Warner Cable's diluted weighted average shares for the quarter ended March 31, 2010",
    fact(F(TWC, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, TWC, "How many TWC common shares were outstanding at December 31, 2009?", fact(F(TWC, "CommonStockSharesOutstanding"), DEC09, SH))
add(C, BIIB, "Biogen Idec diluted EPS, six months ended June 30, 2009", fact(F(BIIB, "EarningsPerShareDiluted"), PH, PS))
add(C, BIIB, "Basic weighted average shares behind Biogen's Q2 2009 EPS", fact(F(BIIB, "WeightedAverageNumberOfSharesOutstandingBasic"), PQ, SH))
add(C, BIIB, "Par value per share of Biogen Idec common stock (June 30, 2009)", fact(F(BIIB, "CommonStockParOrStatedValuePerShare"), PB, PS))
add(C, BSX, "Weighted-average shares 'assuming dilution' at Boston Scientific for Q2 2009",
    fact(F(BSX, "WeightedAverageNumberOfDilutedSharesOutstanding"), PQ, SH))
add(C, BSX, "Boston Scientific common shares issued as of June 30, 2009", fact(F(BSX, "CommonStockSharesIssued"), PB, SH))
add(C, APA, "Apache common dividends declared per share in the first half of 2008", fact(F(APA, "CommonStockDividendsPerShareDeclared"), PHPY, PS))
add(C, APA, "Apache's diluted earnings per share for the second quarter of 2009", fact(F(APA, "EarningsPerShareDiluted"), PQ, PS))
add(C, MS, "How many shares of its common stock did Microsoft repurchase in fiscal 2014 in total?", fact(g("StockRepurchasedDuringPeriodShares"), M_FY14, SH))
add(C, MS, "Low end of the expected dividends per share Microsoft assumed in valuing fiscal 2015 stock awards",
    fact([EXPDIV], M_FY15, PS, {G + "RangeAxis": G + "MinimumMember"}))
add(C, AE, "Shares of common stock AEON was authorized to issue at December 31, 2022", fact(g("CommonStockSharesAuthorized"), E_BSPY, SH))
add(C, AE, "Share price input used to value AEON's forward purchase agreement as of July 21, 2023",
    fact(g("DerivativeLiabilityMeasurementInput"), E_MERGER, PS, FPA_IN("MeasurementInputSharePriceMember")))

# =================================================================== jargon
C = "jargon"
add(C, TEL, "TEL D&A add-back, 1H FY10?", fact(F(TEL, "DepreciationDepletionAndAmortization"), TH, USD))
add(C, TEL, "Tyco Electronics buybacks in the first half of FY10 -- cash spent repurchasing shares", fact(F(TEL, "PaymentsForRepurchaseOfCommonStock"), TH, USD))
add(C, SCHW, "Schwab's stock-based comp for 1Q10 -- what's the SBC number?", fact(F(SCHW, "ShareBasedCompensation"), Q10, USD))
add(C, SCHW, "Schwab dividends paid in cash during 1Q10", fact(F(SCHW, "PaymentsOfDividends"), Q10, USD))
add(C, SCHW, "Schwab CFO for 1Q10 (negative means operations used cash)", fact(OCF, Q10, USD))
add(C, TWC, "TWC SG&A, 1Q10", fact(F(TWC, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, TWC, "Time Warner Cable capex in 1Q10?", fact(F(TWC, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, BIIB, "What was BIIB's non-cash SBC charge through 1H09?", fact(F(BIIB, "ShareBasedCompensation"), PH, USD))
add(C, BIIB, "Operating cash flow (CFO) at Biogen Idec over 1H09", fact(OCF, PH, USD))
add(C, BSX, "Capex at BSX, first half '09?", fact(F(BSX, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, BSX, "Boston Scientific tax line for 1H09 -- provision or benefit? (negative = benefit)", fact(F(BSX, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, BSX, "What did BSX pay out in 1H09 on prior-period acquisitions (the earn-out / milestone line in investing cash flows)?",
    fact(F(BSX, "PaymentsForProceedsFromPreviousAcquisition"), PH, USD))
add(C, APA, "How much G&A did Apache run up in 1H09?", fact(F(APA, "GeneralAndAdministrativeExpense"), PH, USD))
add(C, MS, "MSFT excess tax benefit from stock comp in financing cash flows, FY14", fact(g("ExcessTaxBenefitFromShareBasedCompensationFinancingActivities"), M_FY14, USD))
add(C, MS, "MSFT total other income (expense), net, FY15", fact(g("NonoperatingIncomeExpense"), M_FY15, USD))
add(C, MS, "Microsoft FX gains/losses in other income, FY13 (negative = loss)", fact(g("ForeignCurrencyTransactionGainLossBeforeTax"), M_FY13, USD))
add(C, MS, "Gross purchases of investments by MSFT in FY14, investing section", fact(g("PaymentsToAcquireInvestments"), M_FY14, USD))
add(C, MS, "MSFT 'depreciation, amortization, and other' add-back in FY13 CFO", fact(["msft:DepreciationAmortizationAndOther"], M_FY13, USD))
add(C, AE, "AEON prepaid-and-other working-capital swing in the successor period (Jul 22 - Sep 30, 2023)",
    fact(g("IncreaseDecreaseInPrepaidDeferredExpenseAndOtherAssets"), E_SUCC, USD))
add(C, AE, "AEON A/P change in CFO, predecessor YTD 1/1-7/21/23", fact(g("IncreaseDecreaseInAccountsPayable"), E_YTDPRED, USD))

# =================================================================== refuse
C = "refuse"
add(C, TEL, "What were Molex's net revenues for the quarter ended March 2010?",
    refuse(oc, "Molex is not in the data (Tyco Electronics is).", other("MOLEX")))
add(C, SCHW, "How much in net revenues did TD Ameritrade report for the March 2010 quarter?",
    refuse(oc, "TD Ameritrade is not in the data (Charles Schwab is).", other("AMERITRADE")))
add(C, TWC, "Charter Communications' total revenues in Q1 2010?",
    refuse(oc, "Charter Communications is not in the data (Time Warner Cable is).", other("CHARTER COMMUNICATIONS")))
add(C, MS, "What net bookings did Ubisoft report for its fiscal year ended March 2015?",
    refuse(oc, "Ubisoft is not in the data (Microsoft is).", other("UBISOFT")))
add(C, AE, "How much did Ipsen sell of Dysport in the third quarter of 2023?",
    refuse(oc, "Ipsen is not in the data (AEON Biopharma is).", other("IPSEN")))
add(C, BIIB, "What were Biogen Idec's total revenues for full-year 2008?",
    refuse(pn, "The Q2 2009 10-Q reports quarter and six-month figures; full-year 2008 revenue is not in its data.",
           absent(F(BIIB, "Revenues"), FY08)))
add(C, BSX, "Boston Scientific net sales for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(BSX, "SalesRevenueNet"), PQ3)))
add(C, APA, "How much did Apache spend on additions to oil and gas property in the second quarter of 2009 alone?",
    refuse(pn, "Apache's cash flow statement gives additions to oil and gas property only for the six months; no three-month figure is reported.",
           absent(F(APA, "PaymentsToAcquireOilAndGasProperty"), PQ)))
add(C, MS, "What was Microsoft's net income for fiscal year 2012?",
    refuse(pn, "The fiscal 2015 10-K reports income for fiscal 2013-2015; fiscal 2012 net income is not in its data.", absent(g("NetIncomeLoss"), M_FY12)))
add(C, AE, "AEON's research and development expense for the full year 2022?",
    refuse(pn, "The Q3 2023 10-Q reports 2022 only for the three and nine months ended September 30, 2022; full-year 2022 R&D is not in its data.",
           absent(g("ResearchAndDevelopmentExpense"), E_FY22)))
add(C, SCHW, "How large a provision for loan losses did Schwab record in the first quarter of 2010?",
    refuse(cn, "Schwab's Q1 2010 data report no provision for loan or credit losses.",
           absent_any(g("ProvisionForLoanAndLeaseLosses", "ProvisionForLoanLeaseAndOtherLosses", "ProvisionForLoanLossesExpensed",
                        "ProvisionForDoubtfulAccounts", "ProvisionForCreditLosses", "AllowanceForLoanAndLeaseLossesProvisionForLoss"))))
add(C, BSX, "What dividend per share did Boston Scientific declare in Q2 2009?",
    refuse(cn, "Boston Scientific's Q2 2009 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "Dividends"))))
add(C, MS, "What was Microsoft's defined benefit pension obligation at June 30, 2015?",
    refuse(cn, "Microsoft's 2015 10-K reports no defined benefit pension or postretirement plan facts (only defined contribution plans).",
           absent_any(g("DefinedBenefitPlanBenefitObligation", "DefinedBenefitPlanFundedStatusOfPlan", "DefinedBenefitPlanNetPeriodicBenefitCost",
                        "DefinedBenefitPlanFairValueOfPlanAssets", "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent",
                        "DefinedBenefitPensionPlanLiabilitiesNoncurrent", "DefinedBenefitPlanContributionsByEmployer"))))
add(C, MS, "How many shares of preferred stock did Microsoft have outstanding at the end of fiscal 2015?",
    refuse(cn, "Microsoft's 2015 10-K reports no preferred stock.",
           absent_any(g("PreferredStockSharesOutstanding", "PreferredStockSharesIssued", "PreferredStockValue", "PreferredStockSharesAuthorized",
                        "PreferredStockValueOutstanding"))))
add(C, AE, "How much revenue did AEON Biopharma record in the third quarter of 2023?",
    refuse(cn, "AEON is a clinical-stage company; its Q3 2023 10-Q reports no revenue of any kind.",
           absent_any(g("Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax", "RevenueFromContractWithCustomerIncludingAssessedTax",
                        "SalesRevenueNet", "SalesRevenueGoodsNet", "RevenueFromCollaborativeArrangementExcludingRevenueFromContractWithCustomer"))))
WHY_TEL = ("Tyco Electronics' fiscal Q2 2010 income statement has two lines labelled 'Income (loss) from continuing operations': one before "
           "noncontrolling interests (IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest) and one "
           "attributable to Tyco Electronics (IncomeLossFromContinuingOperations).")
add(C, TEL, "Tyco Electronics income from continuing operations for fiscal Q2 2010?", refuse(am, WHY_TEL, amb_for(TEL, WHY_TEL,
    (F(TEL, "IncomeLossFromContinuingOperationsIncludingPortionAttributableToNoncontrollingInterest"), TQ, None),
    (F(TEL, "IncomeLossFromContinuingOperations"), TQ, None))))
WHY_TWC = ("Time Warner Cable's Q1 2010 income statement reports 'Net income' including noncontrolling interests (ProfitLoss) and "
           "'Net income attributable to TWC shareholders' (NetIncomeLoss).")
add(C, TWC, "What was Time Warner Cable's net income in the first quarter of 2010?", refuse(am, WHY_TWC, amb_for(TWC, WHY_TWC,
    (F(TWC, "ProfitLoss"), Q10, None), (F(TWC, "NetIncomeLoss"), Q10, None))))
WHY_BIIB = ("Biogen Idec's June 30, 2009 balance sheet has two lines labelled 'Marketable securities': a current one "
            "(MarketableSecuritiesCurrent) and a non-current one (MarketableSecuritiesNoncurrent).")
add(C, BIIB, "How much did Biogen Idec hold in marketable securities at June 30, 2009?", refuse(am, WHY_BIIB, amb_for(BIIB, WHY_BIIB,
    (F(BIIB, "MarketableSecuritiesCurrent"), PB, None), (F(BIIB, "MarketableSecuritiesNoncurrent"), PB, None))))
WHY_APA = ("Apache's June 30, 2009 balance sheet shows 'Asset retirement obligation' twice: among current liabilities "
           "(AssetRetirementObligationCurrent) and among deferred credits and other noncurrent liabilities (AssetRetirementObligationsNoncurrent).")
add(C, APA, "Apache's asset retirement obligation at the end of June 2009?", refuse(am, WHY_APA, amb_for(APA, WHY_APA,
    (F(APA, "AssetRetirementObligationCurrent"), PB, None), (F(APA, "AssetRetirementObligationsNoncurrent"), PB, None))))
WHY_AE = ("AEON's December 31, 2022 (predecessor) balance sheet reports total stockholders' deficit attributable to AEON (StockholdersEquity) "
          "and total deficit including the noncontrolling interest (StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest).")
add(C, AE, "What was AEON's total stockholders' deficit at December 31, 2022?", refuse(am, WHY_AE, amb_for(AE, WHY_AE,
    (g("StockholdersEquity"), E_BSPY, None), (g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), E_BSPY, None))))


def main():
    write_round("h53", gr.QUESTIONS_53, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
