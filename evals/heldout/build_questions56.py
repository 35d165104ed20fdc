#!/usr/bin/env python3
"""Writes evals/data/ask_heldout56.jsonl and its refusal probes (ask_heldout56_probes.jsonl) -- round 56 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout56.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions56.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout56.jsonl
The writer imported the round 1-52 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-52 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_52);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-52 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-56 share

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


# ------------------------------------------------------------------ round 56 FSDS filings: companies no round 1-52 used (checked
# CIK by CIK and adsh by adsh against every question file of rounds 1-52, against avoid_adsh.txt and the CIKs of its
# filings, and leaving out the instance companies), all with CIK mod 4 == 0 (three parallel writers take the other
# residues): three 10-Qs from the 2010q2 zip (calendar Q1 2010) and three from 2009q3 (calendar Q2 2009 and six months).
# Kinds: a for-profit education company, a document-technology / business-services company and a coal and gas producer
# with EquityComponents rows (2010q2); an electric utility holding company, an oil and gas producer with
# EquityComponents rows and a telecom carrier (2009q3).
CECO = "fsds:0001193125-10-108947"  # CAREER EDUCATION CORP 10-Q (2010q2), CIK 1046568, Q1 2010
XRX = "fsds:0001193125-10-104261"   # XEROX CORP 10-Q (2010q2), CIK 108772, Q1 2010
CNX = "fsds:0001193125-10-105758"   # CONSOL ENERGY INC 10-Q (2010q2), CIK 1070412, Q1 2010; EquityComponents rows
EIX = "fsds:0001047469-09-007340"   # EDISON INTERNATIONAL 10-Q (2009q3), CIK 827052, Q2 2009 and six months
DVN = "fsds:0000950123-09-030946"   # DEVON ENERGY CORP/DE 10-Q (2009q3), CIK 1090012, Q2 2009 and six months; EquityComponents rows
VZ = "fsds:0001193125-09-159648"    # VERIZON COMMUNICATIONS INC 10-Q (2009q3), CIK 732712, Q2 2009 and six months
TICK = {CECO: "ceco", XRX: "xrx", CNX: "cnx", EIX: "eix", DVN: "dvn", VZ: "vz"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (Career Education, Xerox, CONSOL)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
Q2_10, H1_10 = ("2010-04-01", "2010-06-30"), ("2010-01-01", "2010-06-30")
# calendar Q2 2009 (Edison International, Devon, Verizon)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}

# Netflix 10-K 2023: periods, axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
EQM = lambda m: {EQAX: G + m}
SBA = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardFairValueAssumptions"
NOTE = lambda m: {G + "DebtInstrumentAxis": "nflx:%s" % m, G + "LongtermDebtTypeAxis": G + "SeniorNotesMember"}
THREE_PCT = NOTE("ThreePointZeroPercentSeniorNotesIssuedApril2020Member")
FIVE375 = NOTE("FivePointThreeSevenFivePercentSeniorNotesIssuedApril2019Member")
NONCUR_HEDGE_ASSET = {G + "BalanceSheetLocationAxis": G + "OtherNoncurrentAssetsMember",
                      G + "HedgingDesignationAxis": G + "DesignatedAsHedgingInstrumentMember"}
L2_TIME_DEP = {G + "FairValueByFairValueHierarchyLevelAxis": G + "FairValueInputsLevel2Member",
               G + "FinancialInstrumentAxis": G + "BankTimeDepositsMember"}
STAT_TAX = g("IncomeTaxReconciliationIncomeTaxExpenseBenefitAtFederalStatutoryIncomeTaxRate")
UTB_CUR = g("UnrecognizedTaxBenefitsIncreasesResultingFromCurrentPeriodTaxPositions")

# =================================================================== direct
C = "direct"
add(C, CECO, "What did Career Education spend on educational services and facilities in the three months ended March 31, 2010?",
    fact(F(CECO, "EducationalServicesAndFacilitiesExpense"), Q10, USD))
add(C, CECO, "Deferred tuition revenue carried by Career Education Corp at the end of Q1 2010",
    fact(F(CECO, "DeferredRevenueCurrent"), B10, USD))
add(C, CECO, "Career Education: the current portion of earnout payments owed, as of March 31, 2010?",
    fact(F(CECO, "EarnoutPaymentsCurrent"), B10, USD))
add(C, XRX, "How much did Xerox book as acquisition-related costs on its income statement in the first quarter of 2010?",
    fact(F(XRX, "BusinessCombinationAcquisitionRelatedCosts"), Q10, USD))
add(C, XRX, "Xerox's finance receivables due after one year, net, on the March 31, 2010 balance sheet",
    fact(F(XRX, "FinanceReceivablesDueAfterOneYearNet"), B10, USD))
add(C, XRX, "What liability to its subsidiary trust issuing preferred securities did Xerox report at 3/31/2010?",
    fact(F(XRX, "LiabilityToSubsidiaryTrustIssuingPreferredSecurities"), B10, USD))
add(C, CNX, "CONSOL Energy's 'Acquisition and Financing Fees' line for the quarter ended March 31, 2010",
    fact(F(CNX, "MergerAndAcquisitionCosts"), Q10, USD))
add(C, CNX, "How large was the pneumoconiosis (black lung) benefits liability on CONSOL Energy's balance sheet at March 31, 2010?",
    fact(F(CNX, "PneumoconiosisBenefits"), B10, USD))
add(C, EIX, "Edison International's nuclear decommissioning trusts as of June 30, 2009", fact(F(EIX, "DecommissioningTrustAssetsAmount"), PB, USD))
add(C, EIX, "What was the carrying amount of Edison International's investments in leveraged leases at mid-year 2009 (June 30)?",
    fact(F(EIX, "LeveragedLeasesBalanceSheetInvestmentInLeveragedLeases"), PB, USD))
add(C, EIX, "Preferred and preference stock of utility not subject to mandatory redemption, per Edison International's June 30, 2009 balance sheet",
    fact(F(EIX, "PreferredAndPreferenceStockValue"), PB, USD))
add(C, DVN, "Devon Energy's income taxes receivable at June 30, 2009", fact(F(DVN, "IncomeTaxesReceivable"), PB, USD))
add(C, DVN, "How much did Devon owe in 'revenues and royalties due to others' at the end of June 2009?",
    fact(F(DVN, "AccountsPayableOtherCurrent"), PB, USD))
add(C, VZ, "Carrying value of Verizon's wireless licenses at June 30, 2009", fact(F(VZ, "IndefiniteLivedLicenseAgreements"), PB, USD))
add(C, VZ, "Verizon Communications employee benefit obligations -- the non-current balance sheet line -- as of June 30, 2009",
    fact(F(VZ, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), PB, USD))
add(C, NF, "What effective tax rate does Netflix disclose for 2023 in its income taxes note? Answer as a decimal.",
    fact(g("EffectiveIncomeTaxRateContinuingOperations"), N_FY23, PURE))
add(C, NF, "In Netflix's table of deferred tax assets and liabilities, how much is the 'Other' deferred tax liability at December 31, 2023?",
    fact(g("DeferredTaxLiabilitiesOther"), N_BS23, USD))
add(C, NF, "During 2023, by how much did Netflix's gross unrecognized tax benefits decrease because of tax positions taken in prior periods?",
    fact(g("UnrecognizedTaxBenefitsDecreasesResultingFromPriorPeriodTaxPositions"), N_FY23, USD))
add(C, NF, "Netflix's derivative-offsetting disclosure at year-end 2023: net amount of derivative assets once financial instruments are netted",
    fact(g("DerivativeFairValueOfDerivativeAssetAmountOffsetAgainstCollateral"), N_BS23, USD))
add(C, NF, "What total derivative assets did Netflix present in its consolidated balance sheet at December 31, 2023?",
    fact(g("DerivativeAssets"), N_BS23, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, CECO, "Career Education's tuition and registration fee revenue a year earlier, in Q1 2009",
    fact(F(CECO, "RevenueFromTuitionAndRegistrationFees"), Q09, USD))
add(C, CECO, "What allowance for doubtful accounts did Career Education hold against its non-current student receivables at December 31, 2009?",
    fact(F(CECO, "AllowanceForDoubtfulAccountsReceivableNoncurrent"), DEC09, USD))
add(C, CECO, "Career Education short-term investments at year-end 2009", fact(F(CECO, "ShortTermInvestments"), DEC09, USD))
add(C, XRX, "Equipment financing interest at Xerox in the first quarter of 2009", fact(F(XRX, "FinancingInterestExpense"), Q09, USD))
add(C, XRX, "Xerox's goodwill as of December 31, 2009", fact(F(XRX, "Goodwill"), DEC09, USD))
add(C, XRX, "How much cash and cash equivalents did Xerox hold on March 31, 2009?", fact(F(XRX, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, CNX, "CONSOL's sales from gas royalty interests in the first three months of 2009", fact(F(CNX, "RoyaltyRevenueFromOilAndGas"), Q09, USD))
add(C, CNX, "Mine closing liability on CONSOL Energy's balance sheet at December 31, 2009", fact(F(CNX, "MineClosingLiabilityNoncurrent"), DEC09, USD))
add(C, CNX, "CONSOL Energy's short-term notes payable at the end of 2009", fact(F(CNX, "ShortTermNonBankLoansAndNotesPayable"), DEC09, USD))
add(C, EIX, "Short-term debt outstanding at Edison International on December 31, 2008", fact(F(EIX, "ShortTermBorrowings"), PYE, USD))
add(C, EIX, "What were Edison International's cash and equivalents at June 30, 2008?", fact(F(EIX, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, DVN, "Devon's long-term debt at 12/31/2008", fact(F(DVN, "LongTermDebtNoncurrent"), PYE, USD))
add(C, DVN, "Goodwill on Devon Energy's December 31, 2008 balance sheet", fact(F(DVN, "Goodwill"), PYE, USD))
add(C, VZ, "Verizon goodwill at December 31, 2008", fact(F(VZ, "Goodwill"), PYE, USD))
add(C, VZ, "What noncontrolling interest did Verizon carry in equity at the end of 2008?", fact(F(VZ, "MinorityInterest"), PYE, USD))
add(C, NF, "Netflix's non-current operating lease liabilities at the end of 2022", fact(g("OperatingLeaseLiabilityNoncurrent"), N_BS22, USD))
add(C, NF, "Current state and local income tax expense Netflix recorded for 2021", fact(g("CurrentStateAndLocalTaxExpenseBenefit"), N_FY21, USD))
add(C, NF, "How much did Netflix contribute as employer to its 401(k) plan in 2021?",
    fact(g("DefinedContributionPlanEmployerDiscretionaryContributionAmount"), N_FY21, USD))
add(C, NF, "Netflix deferred tax asset for capitalized research expenses, December 31, 2022",
    fact(g("DeferredTaxAssetsInProcessResearchAndDevelopment"), N_BS22, USD))
add(C, NF, "Weighted-average discount rate on Netflix's operating leases at year-end 2022 (decimal)",
    fact(g("OperatingLeaseWeightedAverageDiscountRatePercent"), N_BS22, PURE))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, EIX, "Edison International electric utility revenue for the second quarter of 2009 (three months only)",
    fact(F(EIX, "ElectricDomesticRegulatedRevenue"), PQ, USD))
add(C, EIX, "Competitive power generation revenue at Edison International, six months ended June 30, 2009",
    fact(F(EIX, "ElectricalGenerationRevenue"), PH, USD))
add(C, EIX, "Purchased power cost at Edison for April through June 2009", fact(F(EIX, "CostOfPurchasedPower"), PQ, USD))
add(C, EIX, "EIX fuel expense, first half of 2009 cumulative", fact(F(EIX, "FuelCosts"), PH, USD))
add(C, EIX, "Other operation and maintenance expense at Edison International, year to date through June 30, 2009",
    fact(F(EIX, "OtherCostAndExpenseOperating"), PH, USD))
add(C, EIX, "Edison International's interest expense, net of amounts capitalized, for Q2 2009 alone", fact(F(EIX, "InterestExpense"), PQ, USD))
add(C, EIX, "Income tax expense (benefit) at Edison International for the first six months of 2009 (negative = benefit)",
    fact(F(EIX, "IncomeTaxExpenseBenefit"), PH, USD))
add(C, DVN, "Devon's gas sales in the quarter ended June 30, 2009", fact(F(DVN, "NaturalGasProductionRevenue"), PQ, USD))
add(C, DVN, "Oil sales at Devon Energy for the six months to June 30, 2009", fact(F(DVN, "OilSales"), PH, USD))
add(C, DVN, "Devon NGL sales, three months ended June 30, 2009", fact(F(DVN, "NglSales"), PQ, USD))
add(C, DVN, "Lease operating expenses at Devon over the first half of 2009", fact(F(DVN, "LeaseOperatingExpense"), PH, USD))
add(C, DVN, "How much did Devon write off as a reduction of carrying value of oil and gas properties in the first six months of 2009?",
    fact(F(DVN, "ImpairmentOfOilAndGasProperties"), PH, USD))
add(C, DVN, "Production taxes at Devon in 2Q 2009 -- the quarter, not the half", fact(F(DVN, "ExciseAndSalesTaxes"), PQ, USD))
add(C, VZ, "Verizon operating revenues, three months ended June 30, 2009", fact(F(VZ, "Revenues"), PQ, USD))
add(C, VZ, "Cost of services and sales at Verizon for 1H 2009", fact(F(VZ, "CostOfGoodsAndServicesSold"), PH, USD))
add(C, VZ, "Verizon's selling, general and administrative expense for the second quarter of 2009 by itself",
    fact(F(VZ, "SellingGeneralAndAdministrativeExpense"), PQ, USD))
add(C, VZ, "Depreciation and amortization expense at Verizon, six months ended June 30, 2009", fact(F(VZ, "DepreciationAndAmortization"), PH, USD))
add(C, VZ, "What interest expense did Verizon report for the June 2009 quarter?", fact(F(VZ, "InterestExpense"), PQ, USD))
add(C, VZ, "Verizon's equity in earnings of unconsolidated businesses, January through June 2009",
    fact(F(VZ, "IncomeLossFromEquityMethodInvestments"), PH, USD))
add(C, VZ, "Net income attributable to noncontrolling interest at Verizon in Q2 2009 (three-month figure)",
    fact(F(VZ, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, CECO, "Career Education's operating margin for Q1 2010 (operating income / total revenue)",
    ratio(F(CECO, "OperatingIncomeLoss"), F(CECO, "Revenues"), Q10))
add(C, CECO, "How fast did Career Education's net income grow year over year in the first quarter of 2010? Give a decimal.",
    growth(F(CECO, "NetIncomeLoss"), Q10, Q09))
add(C, CECO, "Total net student receivables at Career Education on March 31, 2010, adding the current and non-current balances",
    total(F(CECO, "AccountsReceivableNetCurrent"), F(CECO, "AccountsReceivableNetNoncurrent"), B10))
add(C, XRX, "Xerox gross margin on equipment sales in Q1 2010, i.e. (Sales - Cost of sales) / Sales",
    margin_from_cost(F(XRX, "SalesRevenueGoodsNet"), F(XRX, "CostOfGoodsSold"), Q10))
add(C, XRX, "Year-over-year growth in Xerox's 'Service, outsourcing and rentals' revenue for the first quarter of 2010 (decimal)",
    growth(F(XRX, "SalesRevenueServicesNet"), Q10, Q09))
add(C, XRX, "Xerox total debt at March 31, 2010: short-term debt and current portion of long-term debt plus long-term debt",
    total(F(XRX, "DebtCurrent"), F(XRX, "LongTermDebtNoncurrent"), B10))
add(C, CNX, "CONSOL Energy's effective tax rate for Q1 2010 -- income taxes divided by earnings before income taxes",
    ratio(F(CNX, "IncomeTaxExpenseBenefit"), F(CNX, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"), Q10))
add(C, CNX, "CONSOL's Q1 2010 capital expenditures as a multiple of its operating cash flow (capex / net cash provided by operating activities)",
    ratio(F(CNX, "PaymentsToAcquirePropertyPlantAndEquipment"), F(CNX, "NetCashProvidedByUsedInOperatingActivities"), Q10))
add(C, EIX, "In the first half of 2008, what fraction of Edison International's total operating revenue went to fuel plus purchased power? "
    "((fuel + purchased power) / total operating revenue)",
    derived("(e0+e1)/e2", [inp(F(EIX, "FuelCosts"), PHPY), inp(F(EIX, "CostOfPurchasedPower"), PHPY), inp(F(EIX, "Revenues"), PHPY)], PHPY, PURE))
add(C, EIX, "Edison International's current ratio at June 30, 2009 (total current assets / total current liabilities)",
    ratio(F(EIX, "AssetsCurrent"), F(EIX, "LiabilitiesCurrent"), PB))
add(C, DVN, "Devon's marketing and midstream operating profit for the first half of 2009: marketing and midstream revenues minus marketing "
    "and midstream operating costs and expenses, in dollars",
    diff(F(DVN, "GasGatheringTransportationMarketingAndProcessingRevenue"), F(DVN, "GasGatheringTransportationMarketingAndProcessingCosts"), PH))
add(C, DVN, "Percentage change in Devon's total revenues in Q2 2009 against Q2 2008, as a decimal (negative means a decline)",
    growth(F(DVN, "Revenues"), PQ, PQPY))
add(C, VZ, "Verizon operating margin for the six months ended June 30, 2009 (operating income over operating revenues)",
    ratio(F(VZ, "OperatingIncomeLoss"), F(VZ, "Revenues"), PH))
add(C, VZ, "Verizon free cash flow for 1H09, taken as net cash provided by operating activities less capital expenditures (including capitalized software)",
    fcf(PH, F(VZ, "PaymentsToAcquireProductiveAssets")))
add(C, VZ, "What effective tax rate does Verizon's Q2 2009 income statement imply (provision for income taxes / income before provision for income taxes)?",
    ratio(F(VZ, "IncomeTaxExpenseBenefit"), F(VZ, "IncomeLossFromContinuingOperationsBeforeIncomeTaxes"), PQ))
add(C, NF, "At what ratio of fair value to principal did Netflix's 5.375% senior notes (issued April 2019) stand at December 31, 2022 "
    "(fair value / face amount)?",
    ratio(g("LongTermDebtFairValue"), g("DebtInstrumentFaceAmount"), N_BS22, m_num=FIVE375, m_den=FIVE375))
add(C, NF, "What share of Netflix's total content obligations at the end of 2022 fell due after 3 years and through 5 years?",
    ratio(g("PurchaseObligationDueInFourthAndFifthYear"), g("PurchaseObligation"), N_BS22))
add(C, NF, "Growth rate of the 'increases related to tax positions taken during the current period' in Netflix's unrecognized tax benefit "
    "rollforward, 2022 versus 2021 (decimal; negative = decrease)",
    growth(UTB_CUR, N_FY22, N_FY21))
add(C, NF, "For 2021, what fraction of Netflix's expected tax at the U.S. federal statutory rate was offset by the FDII deduction "
    "(FDII benefit / tax at the statutory rate)?",
    ratio(g("EffectiveIncomeTaxRateReconciliationFdiiAmount"), STAT_TAX, N_FY21))
add(C, NF, "What portion of Netflix's 2021 deferred tax provision was federal? (deferred federal / total deferred income tax expense, from the tax note)",
    ratio(g("DeferredFederalIncomeTaxExpenseBenefit"), g("DeferredIncomeTaxExpenseBenefit"), N_FY21))

# =================================================================== members
C = "members"
add(C, CNX, "In CONSOL Energy's statement of stockholders' equity, what is the Noncontrolling Interest column's balance at March 31, 2010?",
    fact(F(CNX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), B10, USD, EQC("NoncontrollingInterest")))
add(C, CNX, "Balance of the Treasury Stock column in CONSOL's equity statement at December 31, 2009 (as shown, a negative amount)",
    fact(F(CNX, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC09, USD, EQC("TreasuryStock")))
add(C, CNX, "By how much did the issuance of treasury stock change retained earnings in CONSOL's Q1 2010 equity statement? "
    "(retained earnings column, as reported; negative = reduction)",
    fact(F(CNX, "StockIssuedDuringPeriodValueTreasuryStockReissued"), Q10, USD, EQC("RetainedEarnings")))
add(C, CNX, "Portion of CONSOL's Q1 2010 gas cash flow hedge gain (net of tax) recorded in the noncontrolling interest column",
    fact(F(CNX, "OtherComprehensiveIncomeDerivativesQualifyingAsHedgesNetOfTaxPeriodIncreaseDecrease"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, CNX, "Stock-based compensation awards to CNX Gas employees: their effect on the noncontrolling interest column of CONSOL's equity statement, first quarter 2010",
    fact(F(CNX, "StockIssuedDuringPeriodValueShareBasedCompensation"), Q10, USD, EQC("NoncontrollingInterest")))
add(C, CNX, "Issuance of CONSOL Energy stock in Q1 2010: amount credited to the capital in excess of par value (APIC) column",
    fact(F(CNX, "StockIssuedDuringPeriodValueNewIssues"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, DVN, "Retained earnings column of Devon's statement of stockholders' equity, balance at June 30, 2008",
    fact(F(DVN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN08, USD, EQC("RetainedEarnings")))
add(C, DVN, "Devon's accumulated other comprehensive income column: opening balance at December 31, 2007",
    fact(F(DVN, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC07, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, DVN, "Common stock repurchased during the first half of 2008, as recorded in Devon's treasury stock column (negative)",
    fact(F(DVN, "TreasuryStockValueAcquiredCostMethod"), PHPY, USD, EQC("TreasuryStock")))
add(C, DVN, "Devon equity statement: what did retiring common stock do to additional paid-in capital in the six months ended June 30, 2008?",
    fact(F(DVN, "TreasuryStockValueRetiredCostMethod"), PHPY, USD, EQC("AdditionalPaidInCapital")))
add(C, DVN, "How many common shares did Devon's equity statement show outstanding at June 30, 2008 (common stock shares column)?",
    fact(F(DVN, "CommonStockSharesOutstanding"), JUN08, SH, EQC("CommonStock")))
add(C, DVN, "Redemption of preferred stock in 1H 2008: the charge to Devon's additional paid-in capital column",
    fact(F(DVN, "StockRedeemedOrCalledDuringPeriodValue"), PHPY, USD, EQC("AdditionalPaidInCapital")))
add(C, NF, "Fair value of Netflix's foreign exchange hedges designated as hedging instruments and carried in other non-current assets, December 31, 2023",
    fact(g("DerivativeFairValueOfDerivativeAsset"), N_BS23, USD, NONCUR_HEDGE_ASSET))
add(C, NF, "Time deposits Netflix measured at Level 2 fair value at December 31, 2022 (total across the balance sheet lines)",
    fact(g("CashCashEquivalentsAndShortTermInvestments"), N_BS22, USD, L2_TIME_DEP))
add(C, NF, "Netflix's 'common stock and additional paid-in capital' column of the equity statement: balance at December 31, 2022",
    fact(g("StockholdersEquity"), N_BS22, USD, EQM("CommonStockMember")))
add(C, NF, "Fair value of the 3.000% senior notes in Netflix's debt note at December 31, 2022",
    fact(g("LongTermDebtFairValue"), N_BS22, USD, THREE_PCT))
add(C, NF, "In the foreign currency translation column of Netflix's accumulated other comprehensive loss, what was the 2022 other comprehensive "
    "loss before reclassifications?",
    fact(g("OtherComprehensiveIncomeLossBeforeReclassificationsNetOfTax"), N_FY22, USD, EQM("AccumulatedTranslationAdjustmentMember")))
add(C, NF, "Produced content in development and pre-production on Netflix's books at the end of 2022",
    fact(["nflx:FiniteLivedIntangibleAssetsInDevelopment"], N_BS22, USD, PRODUCED))
add(C, NF, "Netflix produced content that has been released, less amortization, as of December 31, 2023",
    fact(g("FiniteLivedIntangibleAssetsNet"), N_BS23, USD, PRODUCED))
add(C, NF, "How much of Netflix's licensed content balance at December 31, 2023 is expected to be amortized in the third year (2026)?",
    fact(g("FiniteLivedIntangibleAssetsAmortizationExpenseYearThree"), N_BS23, USD, LICENSED))

# =================================================================== per_share
C = "per_share"
add(C, CECO, "Career Education diluted EPS from continuing operations, Q1 2010", fact(F(CECO, "IncomeLossFromContinuingOperationsPerDilutedShare"), Q10, PS))
add(C, CECO, "Shares held in treasury by Career Education at March 31, 2010", fact(F(CECO, "TreasuryStockShares"), B10, SH))
add(C, CECO, "Basic weighted average share count Career Education used for its Q1 2009 EPS", fact(F(CECO, "WeightedAverageNumberOfSharesOutstandingBasic"), Q09, SH))
add(C, XRX, "Xerox basic (loss) earnings per share for the first quarter of 2010", fact(F(XRX, "EarningsPerShareBasic"), Q10, PS))
add(C, XRX, "What diluted EPS did Xerox report for the quarter ended March 31, 2009?", fact(F(XRX, "EarningsPerShareDiluted"), Q09, PS))
add(C, CNX, "Dividends paid per CONSOL common share in the March 2010 quarter", fact(F(CNX, "CommonStockDividendsPerShareCashPaid"), Q10, PS))
add(C, CNX, "CONSOL Energy diluted earnings per share, Q1 2009", fact(F(CNX, "EarningsPerShareDiluted"), Q09, PS))
add(C, CNX, "Diluted weighted average shares outstanding at CONSOL Energy for the first quarter of 2010",
    fact(F(CNX, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, EIX, "Edison International dividends declared per common share over the first six months of 2009",
    fact(F(EIX, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, EIX, "Edison's basic earnings (loss) per share from continuing operations in Q2 2009",
    fact(F(EIX, "IncomeLossFromContinuingOperationsPerBasicShare"), PQ, PS))
add(C, EIX, "Diluted weighted-average shares Edison International used for the six months ended June 30, 2008",
    fact(F(EIX, "WeightedAverageNumberOfDilutedSharesOutstanding"), PHPY, SH))
add(C, DVN, "Devon basic earnings per share from discontinued operations, second quarter of 2008",
    fact(F(DVN, "IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare"), PQPY, PS))
add(C, DVN, "Devon's diluted net earnings (loss) per share, six months ended June 30, 2009", fact(F(DVN, "EarningsPerShareDiluted"), PH, PS))
add(C, DVN, "Number of Devon common shares issued as of June 30, 2009", fact(F(DVN, "CommonStockSharesIssued"), PB, SH))
add(C, VZ, "Verizon dividends declared per common share in Q2 2008", fact(F(VZ, "CommonStockDividendsPerShareDeclared"), PQPY, PS))
add(C, VZ, "Verizon basic EPS (net income attributable to Verizon) for the first half of 2008", fact(F(VZ, "EarningsPerShareBasic"), PHPY, PS))
add(C, NF, "How many Netflix stock options expired during 2021?",
    fact(g("ShareBasedCompensationArrangementByShareBasedPaymentAwardOptionsExpirationsInPeriod"), N_FY21, SH))
add(C, NF, "Number of shares Netflix repurchased in 2021, per the shares column of its statement of stockholders' equity",
    fact(g("TreasuryStockSharesAcquired"), N_FY21, SH, EQM("CommonStockMember")))
add(C, NF, "Netflix common shares outstanding at December 31, 2021, as shown in the equity statement",
    fact(g("CommonStockSharesOutstanding"), N_BS21, SH, EQM("CommonStockMember")))
add(C, NF, "Shares of common stock Netflix issued upon the exercise of options in 2021", fact(g("StockIssuedDuringPeriodSharesStockOptionsExercised"), N_FY21, SH))

# =================================================================== jargon
C = "jargon"
add(C, CECO, "CECO capex, 1Q10?", fact(F(CECO, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, CECO, "How much did Career Ed put into buybacks (treasury stock purchases) in 1Q10?", fact(F(CECO, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, CECO, "Career Education bad-debt expense in 1Q09", fact(F(CECO, "ProvisionForDoubtfulAccounts"), Q09, USD))
add(C, XRX, "XRX stock comp add-back in 1Q10", fact(F(XRX, "ShareBasedCompensation"), Q10, USD))
add(C, XRX, "Xerox CFO (cash from operating activities) for 1Q09", fact(F(XRX, "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"), Q09, USD))
add(C, XRX, "XRX capitalized internal-use software spend, 1Q10", fact(F(XRX, "PaymentsToDevelopSoftware"), Q10, USD))
add(C, CNX, "CNX DD&A for 1Q10", fact(F(CNX, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, CNX, "What was CONSOL's capex in 1Q09?", fact(F(CNX, "PaymentsToAcquirePropertyPlantAndEquipment"), Q09, USD))
add(C, EIX, "EIX capex over 1H09", fact(F(EIX, "PaymentsToAcquirePropertyPlantAndEquipment"), PH, USD))
add(C, EIX, "Edison's D&A line (depreciation, decommissioning and amortization) for 2Q09", fact(F(EIX, "DepreciationDecommissioningAndAmortization"), PQ, USD))
add(C, DVN, "DVN capex 1H08", fact(F(DVN, "PaymentsToAcquirePropertyPlantAndEquipment"), PHPY, USD))
add(C, DVN, "Devon G&A in 2Q09", fact(F(DVN, "GeneralAndAdministrativeExpense"), PQ, USD))
add(C, VZ, "VZ gross LT borrowings in 1H09 (proceeds from long-term borrowings)", fact(F(VZ, "ProceedsFromIssuanceOfLongTermDebt"), PH, USD))
add(C, VZ, "Verizon bad debt provision, 1H08", fact(F(VZ, "ProvisionForDoubtfulAccounts"), PHPY, USD))
add(C, VZ, "VZ capex incl. capitalized software, 1H08", fact(F(VZ, "PaymentsToAcquireProductiveAssets"), PHPY, USD))
add(C, NF, "NFLX change in content liabilities within FY22 CFO", fact(["nflx:ChangeInStreamingContentLiabilities"], N_FY22, USD))
add(C, NF, "NFLX DTL on leases, YE22", fact(g("DeferredTaxLiabilitiesLeasingArrangements"), N_BS22, USD))
add(C, NF, "Netflix AP build in FY23 cash from ops (the accounts payable working-capital line)", fact(g("IncreaseDecreaseInAccountsPayable"), N_FY23, USD))
add(C, NF, "NFLX option exercise proceeds in FY21 financing cash flow", fact(g("ProceedsFromStockOptionsExercised"), N_FY21, USD))
add(C, NF, "NFLX FY22 net change in cash, cash equivalents and restricted cash (negative = decrease)",
    fact(g("CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"), N_FY22, USD))

# =================================================================== refuse
C = "refuse"
add(C, CECO, "What were Strayer Education's revenues for the first quarter of 2010?",
    refuse(oc, "Strayer Education is not in the data (Career Education is).", other("STRAYER")))
add(C, XRX, "Lexmark's revenue in Q1 2010?", refuse(oc, "Lexmark is not in the data (Xerox is).", other("LEXMARK")))
add(C, CNX, "What net income did Cloud Peak Energy report for the quarter ended March 31, 2010?",
    refuse(oc, "Cloud Peak Energy is not in the data (CONSOL Energy is).", other("CLOUD PEAK")))
add(C, VZ, "T-Mobile USA's service revenues for the quarter ended June 30, 2009?",
    refuse(oc, "T-Mobile is not in the data (Verizon is).", other("T-MOBILE", "T MOBILE")))
add(C, NF, "What revenue did NBCUniversal's Peacock streaming service report for 2023?",
    refuse(oc, "Peacock / NBCUniversal is not in the data (Netflix is).", other("PEACOCK", "NBCUNIVERSAL")))
add(C, XRX, "Xerox total revenues for the second quarter of 2010 (quarter ended June 30, 2010)?",
    refuse(pn, "The Q1 2010 10-Q reports the quarters ended March 31, 2010 and 2009; the June 2010 quarter is not reported.",
           absent(F(XRX, "Revenues"), Q2_10)))
add(C, CNX, "CONSOL Energy net income for the six months ended June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q covers only the first quarter; six-month 2010 figures are not reported.",
           absent(F(CNX, "ProfitLoss"), H1_10)))
add(C, EIX, "Edison International's total operating revenue for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(EIX, "Revenues"), PQ3)))
add(C, DVN, "How much did Devon spend on capital expenditures in the second quarter of 2009 alone?",
    refuse(pn, "Devon's Q2 2009 cash flow statement is six-month only; no three-month capital expenditure figure is reported.",
           absent(F(DVN, "PaymentsToAcquirePropertyPlantAndEquipment"), PQ)))
add(C, NF, "How much did Netflix spend on marketing in 2020?",
    refuse(pn, "The 2023 10-K's income statement covers 2021-2023; 2020 marketing expense is not in its data.",
           absent(g("MarketingExpense"), ("2020-01-01", "2020-12-31"))))
add(C, CECO, "What dividend per share did Career Education declare in Q1 2010?",
    refuse(cn, "Career Education's Q1 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, EIX, "What was Edison International's goodwill balance at June 30, 2009?",
    refuse(cn, "Edison International's Q2 2009 data report no goodwill.",
           absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, DVN, "Devon's inventories at June 30, 2009?",
    refuse(cn, "Devon's Q2 2009 data report no inventory line.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "InventoryCurrent",
                        "IncreaseDecreaseInInventories"))))
add(C, VZ, "How much did Verizon spend on research and development in the first half of 2009?",
    refuse(cn, "Verizon's Q2 2009 data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, NF, "What goodwill did Netflix carry on its balance sheet at December 31, 2023?",
    refuse(cn, "Netflix's 2023 10-K reports no goodwill facts.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "GoodwillAcquiredDuringPeriod"))))
WHY_CECO = ("Career Education reports depreciation and amortization twice for the first quarter of 2009, with different amounts: the "
            "income-statement line 'Depreciation and amortization' (DepreciationAndAmortization) and the cash-flow add-back "
            "'Depreciation and amortization expense' (DepreciationDepletionAndAmortization).")
add(C, CECO, "Career Education's depreciation and amortization for the first quarter of 2009?", refuse(am, WHY_CECO, amb_for(CECO, WHY_CECO,
    (F(CECO, "DepreciationAndAmortization"), Q09, None), (F(CECO, "DepreciationDepletionAndAmortization"), Q09, None))))
WHY_XRX = ("Xerox's Q1 2010 income statement gives two net loss lines: 'Net (Loss) Income' before noncontrolling interests "
           "(NetIncomeLoss) and 'Net (Loss) Income Attributable to Xerox' (xrx:NetLossIncomeXeroxCorporation).")
add(C, XRX, "What was Xerox's net loss for Q1 2010?", refuse(am, WHY_XRX, amb_for(XRX, WHY_XRX,
    (F(XRX, "NetIncomeLoss"), Q10, None), (F(XRX, "NetLossIncomeXeroxCorporation"), Q10, None))))
WHY_VZ = ("Verizon's Q2 2009 income statement shows 'Net Income' including the noncontrolling interest (ProfitLoss) and "
          "'Net income attributable to Verizon' (NetIncomeLoss), which differ by the noncontrolling interest's large share.")
add(C, VZ, "How much net income did Verizon make in the second quarter of 2009?", refuse(am, WHY_VZ, amb_for(VZ, WHY_VZ,
    (F(VZ, "ProfitLoss"), PQ, None), (F(VZ, "NetIncomeLoss"), PQ, None))))
WHY_EIX = ("Edison International's June 30, 2009 balance sheet has two 'Regulatory assets' lines: one in current assets "
           "(RegulatoryAssetsCurrent) and one among long-term assets (RegulatoryAssetsNoncurrent).")
add(C, EIX, "Edison International's regulatory assets as of June 30, 2009?", refuse(am, WHY_EIX, amb_for(EIX, WHY_EIX,
    (F(EIX, "RegulatoryAssetsCurrent"), PB, None), (F(EIX, "RegulatoryAssetsNoncurrent"), PB, None))))
WHY_DVN = ("Devon reports two cash figures at June 30, 2009: the balance-sheet 'Cash and cash equivalents' (dvn:CashAndCashEquivalents) "
           "and the cash-flow statement's end-of-period cash including cash related to assets held for sale "
           "(CashAndCashEquivalentsAtCarryingValue).")
add(C, DVN, "What was Devon Energy's cash balance at June 30, 2009?", refuse(am, WHY_DVN, amb_for(DVN, WHY_DVN,
    (F(DVN, "CashAndCashEquivalents"), PB, None), (F(DVN, "CashAndCashEquivalentsAtCarryingValue"), PB, None))))


def main():
    write_round("h56", gr.QUESTIONS_56, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
