#!/usr/bin/env python3
"""Writes evals/data/ask_heldout51.jsonl and its refusal probes (ask_heldout51_probes.jsonl) -- round 51 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (XBRL instance via lxml, or FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout51.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions51.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout51.jsonl
The writer imported the round 1-48 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical) unchanged through sys.path, without writing bytecode, with the shared data folder passed through
AUDITGRAPH_SHARED_DATA, and read rounds 1-48 from a copy of evals/data (gold_reader's QUESTIONS ... QUESTIONS_48);
here `from specs import *` takes them from evals/heldout itself. Rounds 1-48 are named one by one in PREV.
Written without reading the tool under test.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-51 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48)  # rounds 1-48, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in round 48's builder)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.2f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 51 FSDS filings: companies no round 1-48 used (checked CIK by
# CIK and adsh by adsh against every question file of rounds 1-48, against avoid_adsh.txt and the CIKs of its filings, and the
# instance companies left out), all with CIK mod 4 == 3 (three parallel writers take the other residues): three 10-Qs from the
# 2010q2 zip and three from 2009q3.
# Kinds: a defense electronics / IT-services contractor with EquityComponents rows, a specialty pharmacy / home-infusion provider
# (healthcare, SIC 5912 retail drug stores) and a wholesale power generator (utility, SIC 4911) (2010q2); a surgical-robot maker
# (healthcare tech), a diversified holding company with EquityComponents rows and a securities-exchange operator (financial) (2009q3).
LLL = "fsds:0000950123-10-043397"   # L 3 COMMUNICATIONS HOLDINGS INC 10-Q (2010q2), CIK 1056239, Q1 2010 ended 2010-03-26 (ddate 2010-03-31)
BIOS = "fsds:0001014739-10-000011"  # BIOSCRIP, INC. 10-Q (2010q2), CIK 1014739, Q1 2010
NRG = "fsds:0000950123-10-046942"   # NRG ENERGY, INC. 10-Q (2010q2), CIK 1013871, Q1 2010
ISRG = "fsds:0001193125-09-154009"  # INTUITIVE SURGICAL INC 10-Q (2009q3), CIK 1035267, Q2 2009 and six months
LUK = "fsds:0000950123-09-031774"   # LEUCADIA NATIONAL CORP 10-Q (2009q3), CIK 96223, Q2 2009 and six months; EquityComponents rows
NYX = "fsds:0001193125-09-168490"   # NYSE EURONEXT 10-Q (2009q3), CIK 1368007, Q2 2009 and six months
TICK = {LLL: "lll", BIOS: "bios", NRG: "nrg", ISRG: "isrg", LUK: "luk", NYX: "nyx"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q1 2010 (L-3, BioScrip, NRG)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09, B0903, DEC08 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31"), (None, "2008-12-31")
Q2_10, FY09 = ("2010-04-01", "2010-06-30"), ("2009-01-01", "2009-12-31")
# calendar Q2 2009 (Intuitive Surgical, Leucadia, NYSE Euronext)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, B0806 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
PQ3 = ("2009-07-01", "2009-09-30")

EQC = lambda m: {"EquityComponents": m}
SE_NCI = g("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")

# Apple 10-Q (fiscal Q3 2023) axes and members not among the shared constants
EQAX = G + "StatementEquityComponentsAxis"
RE_COL = {EQAX: G + "RetainedEarningsMember"}
FVL, FIN = G + "FairValueByFairValueHierarchyLevelAxis", G + "FinancialInstrumentAxis"
L2 = lambda m: {FVL: G + "FairValueInputsLevel2Member", FIN: G + m}
RECON = {"srt:ConsolidationItemsAxis": G + "MaterialReconcilingItemsMember"}
VENDOR1 = {"srt:MajorCustomersAxis": "aapl:VendorOneMember", G + "ConcentrationRiskByBenchmarkAxis": "aapl:NonTradeReceivableMember",
           G + "ConcentrationRiskByTypeAxis": G + "CreditConcentrationRiskMember"}
AQ_Q4 = ("2023-07-02", "2023-09-30")
AFS_GAIN, AFS_LOSS = g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedGainBeforeTax"), g("AvailableForSaleDebtSecuritiesAccumulatedGrossUnrealizedLossBeforeTax")
AFS_COST, AFS_FV = g("AvailableForSaleDebtSecuritiesAmortizedCostBasis"), g("AvailableForSaleSecuritiesDebtSecurities")

# Union Pacific 10-K 2012: periods and members not among the shared constants
U_BS10, U_FLOAT, U_Q4_10 = (None, "2010-12-31"), (None, "2012-06-29"), ("2010-10-01", "2010-12-31")
UEQ = lambda m: {EQAX: G + m}
UDEBT = lambda m: {G + "LongtermDebtTypeAxis": m}
CASUALTY = {G + "ValuationAllowancesAndReservesTypeAxis": "unp:AccruedCasualtyCostsMember"}
CLASS_A = {G + "StatementClassOfStockAxis": G + "CommonClassAMember"}

# =================================================================== direct
C = "direct"
add(C, LLL, "What was the balance of contracts in process on L-3 Communications' balance sheet at March 26, 2010?",
    fact(F(LLL, "ContractsInProcess"), B10, USD))
add(C, LLL, "Net sales of products (excluding services) at L-3 for its first quarter of 2010", fact(F(LLL, "SalesRevenueGoodsNet"), Q10, USD))
add(C, BIOS, "BioScrip's amounts due to plan sponsors as of March 31, 2010", fact(F(BIOS, "AmountsDueToPlanSponsors"), B10, USD))
add(C, BIOS, "How much goodwill did BioScrip carry at the end of March 2010, after closing the Critical Homecare Solutions deal?",
    fact(F(BIOS, "Goodwill"), B10, USD))
add(C, BIOS, "Acquisition and integration expenses in BioScrip's income statement, three months ended March 31, 2010",
    fact(F(BIOS, "BusinessCombinationAcquisitionRelatedCosts"), Q10, USD))
add(C, NRG, "What did NRG Energy report for its nuclear decommissioning trust fund (asset) on March 31, 2010?",
    fact(F(NRG, "NuclearDecommissioningTrustFundAssetNoncurrent"), B10, USD))
add(C, NRG, "Cash collateral NRG had paid in support of energy risk management activities, per its 3/31/2010 balance sheet",
    fact(F(NRG, "CashCollateralPaidInSupportOfEnergyRiskManagementActivities"), B10, USD))
add(C, NRG, "NRG Energy development costs expensed in Q1 2010", fact(F(NRG, "DevelopmentCostsAndExpenses"), Q10, USD))
add(C, ISRG, "Long-term investments held by Intuitive Surgical at June 30, 2009", fact(F(ISRG, "MarketableSecuritiesNoncurrent"), PB, USD))
add(C, ISRG, "How large was Intuitive Surgical's deferred revenue liability at the end of June 2009?", fact(F(ISRG, "DeferredRevenueCurrent"), PB, USD))
add(C, LUK, "Leucadia National's total investments in associated companies on the June 30, 2009 balance sheet (the full line, not only the fair-value-option part)",
    fact(F(LUK, "InvestmentsInAssociatedCompaniesMeasuredUsingFairValueOption"), PB, USD))
add(C, LUK, "Debt due within one year at Leucadia as of 6/30/09", fact(F(LUK, "DebtCurrent"), PB, USD))
add(C, NYX, "What amount of Section 31 fees payable did NYSE Euronext show at June 30, 2009?", fact(F(NYX, "Section31FeesPayable"), PB, USD))
add(C, NYX, "NYSE Euronext short term debt, June 30, 2009 balance sheet", fact(F(NYX, "ShortTermBorrowings"), PB, USD))
add(C, A10Q, "How much cash did the 'Other' line under investing activities use in Apple's cash flow statement for the nine months ended July 1, 2023?",
    fact(g("PaymentsForProceedsFromOtherInvestingActivities"), AQ_9M, USD))
add(C, UP, "Union Pacific's public float (market value of common equity held by non-affiliates) as of June 29, 2012",
    fact(["dei:EntityPublicFloat"], U_FLOAT, USD))
add(C, UP, "How many locomotives had Union Pacific acquired through early buy-out rights and sold to financing parties, per the 2012 10-K?",
    fact(["unp:EarlyBuyOutLocomotives"], U_BS12, PURE))
add(C, UP, "Cumulative amount of common stock Union Pacific had repurchased since its buyback programs began, as disclosed for 2012",
    fact(["unp:StockRepurchasedSinceInceptionValue"], U_FY12, USD))
add(C, UP, "What is the total capacity to transfer undivided interests to investors under UNP's receivables securitization facility at year-end 2012?",
    fact(["unp:TotalTransferCapacityUndividedInterestsToInvestorsUnderReceivablesSecuritizationFacility"], U_BS12, USD))
add(C, UP, "Other current liabilities on Union Pacific's December 31, 2012 balance sheet", fact(g("OtherAccruedLiabilitiesCurrent"), U_BS12, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, LLL, "L-3's accrued employment costs at the previous year-end, December 31, 2009", fact(F(LLL, "EmployeeRelatedLiabilitiesCurrent"), DEC09, USD))
add(C, LLL, "Cost of sales for services at L-3 in the first quarter of 2009", fact(F(LLL, "CostOfServices"), Q09, USD))
add(C, BIOS, "BioScrip receivables, net of the doubtful-accounts allowance, at December 31, 2009", fact(F(BIOS, "ReceivablesNetCurrent"), DEC09, USD))
add(C, BIOS, "How much bad debt expense did BioScrip book in the first quarter of 2009?", fact(F(BIOS, "ProvisionForDoubtfulAccounts"), Q09, USD))
add(C, BIOS, "Net cash from operating activities at BioScrip in the year-ago quarter (three months ended March 31, 2009)",
    fact(F(BIOS, "NetCashProvidedByUsedInOperatingActivities"), Q09, USD))
add(C, NRG, "NRG's cost of operations for the three months ended March 31, 2009", fact(F(NRG, "CostOfRevenue"), Q09, USD))
add(C, NRG, "Out-of-market contracts liability NRG reported at the end of 2009", fact(F(NRG, "OutOfMarketContracts"), DEC09, USD))
add(C, NRG, "Carrying amount of NRG's preferred stock (at liquidation value, net of issuance costs) within stockholders' equity at December 31, 2009",
    fact(F(NRG, "ConvertiblePreferredStockNonredeemableOrRedeemableIssuerOptionValue"), DEC09, USD))
add(C, ISRG, "Intuitive Surgical's short-term investments at December 31, 2008", fact(F(ISRG, "ShortTermInvestments"), PYE, USD))
add(C, ISRG, "What product revenue did Intuitive Surgical record in Q2 2008?", fact(F(ISRG, "SalesRevenueGoodsNet"), PQPY, USD))
add(C, LUK, "Non-current investments on Leucadia's balance sheet at year-end 2008", fact(F(LUK, "MarketableSecuritiesNoncurrent"), PYE, USD))
add(C, NYX, "NYSE Euronext goodwill as of December 31, 2008", fact(F(NYX, "Goodwill"), PYE, USD))
add(C, NYX, "Listing fees revenue at NYSE Euronext for the second quarter of 2008", fact(F(NYX, "RevenueListing"), PQPY, USD))
add(C, A10Q, "Change in accounts payable in Apple's operating cash flows for the nine months ended June 25, 2022",
    fact(g("IncreaseDecreaseInAccountsPayable"), AQ_9MPY, USD))
add(C, A10Q, "For the first nine months of fiscal 2022, what did Apple show for the change in other current and non-current liabilities in its cash flow statement?",
    fact(g("IncreaseDecreaseInOtherOperatingLiabilities"), AQ_9MPY, USD))
add(C, UP, "Union Pacific accounts payable and other current liabilities at December 31, 2011", fact(g("AccountsPayableAndAccruedLiabilitiesCurrent"), U_BS11, USD))
add(C, UP, "Retained earnings on UNP's balance sheet at the end of 2011", fact(g("RetainedEarningsAccumulatedDeficit"), U_BS11, USD))
add(C, UP, "What was the cost of Union Pacific's treasury stock at December 31, 2011?", fact(g("TreasuryStockValue"), U_BS11, USD))
add(C, UP, "Union Pacific depreciation for fiscal 2010", fact(g("Depreciation"), U_FY10, USD))
add(C, UP, "Debt issued (cash proceeds) by Union Pacific in 2010", fact(g("ProceedsFromIssuanceOfLongTermDebt"), U_FY10, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, ISRG, "Intuitive Surgical service revenue for the three months ended June 30, 2009 -- just the quarter", fact(F(ISRG, "SalesRevenueServicesNet"), PQ, USD))
add(C, ISRG, "Year-to-date R&D spending at Intuitive Surgical through June 30, 2009", fact(F(ISRG, "ResearchAndDevelopmentExpense"), PH, USD))
add(C, ISRG, "How much income tax expense did Intuitive Surgical recognize in the April-June 2009 quarter?", fact(F(ISRG, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, ISRG, "Interest and other income, net, at Intuitive Surgical for the first six months of 2009", fact(F(ISRG, "NonoperatingIncomeExpense"), PH, USD))
add(C, ISRG, "Intuitive's cost of product revenue in 2Q09 (three-month column)", fact(F(ISRG, "CostOfGoodsSold"), PQ, USD))
add(C, ISRG, "Six-month 2009 selling, general and administrative expense at Intuitive Surgical", fact(F(ISRG, "SellingGeneralAndAdministrativeExpense"), PH, USD))
add(C, LUK, "Leucadia's gaming entertainment revenues in the second quarter of 2009 alone", fact(F(LUK, "CasinoRevenue"), PQ, USD))
add(C, LUK, "Telecommunications revenues at Leucadia for the half year ended June 30, 2009", fact(F(LUK, "SalesRevenueServicesNet"), PH, USD))
add(C, LUK, "What did Leucadia record as income (losses) related to associated companies, net of taxes, for the three months ended June 30, 2009?",
    fact(F(LUK, "IncomeLossesRelatedToAssociatedCompaniesNetOfTaxes"), PQ, USD))
add(C, LUK, "Salaries and incentive compensation at Leucadia, January-June 2009", fact(F(LUK, "LaborAndRelatedExpense"), PH, USD))
add(C, LUK, "Leucadia property management and service fees, quarter ended June 30, 2009 (not year to date)",
    fact(F(LUK, "PropertyManagementAndServiceFees"), PQ, USD))
add(C, NYX, "Liquidity payments NYSE Euronext made in the second quarter of 2009, three months only", fact(F(NYX, "LiquidityPayments"), PQ, USD))
add(C, NYX, "NYSE Euronext cash trading revenues over the first half of 2009", fact(F(NYX, "RevenueCashTrading"), PH, USD))
add(C, NYX, "Merger expenses and exit costs at NYSE Euronext for the quarter to June 30, 2009", fact(F(NYX, "MergerExpensesAndExitCosts"), PQ, USD))
add(C, NYX, "Market data revenue, six months ended June 30, 2009, NYSE Euronext", fact(F(NYX, "MarketDataInformationServiceRevenue"), PH, USD))
add(C, NYX, "How much compensation expense did NYSE Euronext incur in Q2 2009 by itself?", fact(F(NYX, "LaborAndRelatedExpense"), PQ, USD))
add(C, NYX, "Software and technology services revenue at NYSE Euronext for April through June 2009", fact(F(NYX, "TechnologyServicesRevenue"), PQ, USD))
add(C, A10Q, "In the reconciliation of Apple's segment operating income to consolidated operating income, what R&D expense is shown for the three months ended July 1, 2023?",
    fact(RD, AQ_Q3, USD, RECON))
add(C, A10Q, "Apple segment note: research and development reconciling item for the nine months ended July 1, 2023",
    fact(RD, AQ_9M, USD, RECON))
add(C, A10Q, "What R&D did Apple deduct when reconciling segment operating income to the total for the June 2022 quarter only (three months ended June 25, 2022)?",
    fact(RD, AQ_Q3PY, USD, RECON))

# =================================================================== derived
C = "derived"
add(C, LLL, "L-3's gross margin for Q1 2010, computed as (total net sales - total cost of sales) / total net sales",
    margin_from_cost(F(LLL, "Revenues"), F(LLL, "CostOfGoodsAndServicesSold"), Q10))
add(C, LLL, "Free cash flow at L-3 in the first quarter of 2010: net cash from operating activities minus capital expenditures",
    fcf(Q10, F(LLL, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, BIOS, "BioScrip's current ratio at March 31, 2010 (total current assets / total current liabilities)",
    ratio(F(BIOS, "AssetsCurrent"), F(BIOS, "LiabilitiesCurrent"), B10))
add(C, BIOS, "Total debt at BioScrip on March 31, 2010, defined as current portion of long-term debt + notes payable + long-term debt net of current portion (in dollars)",
    derived("e0+e1+e2", [inp(F(BIOS, "LongTermDebtCurrent"), B10), inp(F(BIOS, "ShortTermBorrowings"), B10),
                         inp(F(BIOS, "LongTermDebtNoncurrent"), B10)], B10, USD, ratio=False))
add(C, BIOS, "Year-over-year top-line growth at BioScrip, Q1 2010 revenue versus Q1 2009 revenue, as a decimal (negative would mean a decline)",
    growth(F(BIOS, "Revenues"), Q10, Q09))
add(C, NRG, "NRG's operating margin in the first quarter of 2009 (operating income / total operating revenues)",
    ratio(F(NRG, "OperatingIncomeLoss"), F(NRG, "Revenues"), Q09))
add(C, NRG, "Effective tax rate at NRG for Q1 2010: income tax expense divided by income before income taxes",
    ratio(F(NRG, "IncomeTaxExpenseBenefit"), F(NRG, "LossesIncomeFromContinuingOperationsBeforeIncomeTaxes"), Q10))
add(C, NRG, "A rough EBITDA for NRG in 1Q10, taken as operating income plus depreciation and amortization (dollars)",
    total(F(NRG, "OperatingIncomeLoss"), F(NRG, "DepreciationDepletionAndAmortization"), Q10))
add(C, ISRG, "Intuitive Surgical gross margin for the second quarter of 2009 (gross profit over total revenue)",
    ratio(F(ISRG, "GrossProfit"), F(ISRG, "SalesRevenueNet"), PQ))
add(C, ISRG, "What fraction of Intuitive Surgical's total revenue in the first half of 2009 came from services?",
    ratio(F(ISRG, "SalesRevenueServicesNet"), F(ISRG, "SalesRevenueNet"), PH))
add(C, LUK, "Leucadia book value per share at June 30, 2009, computed as total Leucadia National Corporation shareholders' equity / common shares outstanding",
    derived("e0/e1", [inp(F(LUK, "StockholdersEquity"), PB), inp(F(LUK, "CommonStockSharesOutstanding"), PB)], PB, PS))
add(C, LUK, "Leucadia's total debt at December 31, 2008 -- debt due within one year plus long-term debt -- in dollars",
    total(F(LUK, "DebtCurrent"), F(LUK, "LongTermDebtNoncurrent"), PYE))
add(C, NYX, "NYSE Euronext free cash flow for the six months ended June 30, 2009, defined as net cash provided by operating activities less purchases of property and equipment",
    fcf(PH, F(NYX, "PaymentsToAcquirePropertyPlantAndEquipment")))
add(C, NYX, "Cash trading as a share of NYSE Euronext's total revenues in Q2 2009 (three months), expressed as a decimal",
    ratio(F(NYX, "RevenueCashTrading"), F(NYX, "Revenues"), PQ))
add(C, A10Q, "Net unrealized position on Apple's foreign government securities at July 1, 2023: gross unrealized gains minus gross unrealized losses (negative = net loss)",
    diff(AFS_GAIN, AFS_LOSS, AQ_BS, ma=L2("ForeignGovernmentDebtSecuritiesMember"), mb=L2("ForeignGovernmentDebtSecuritiesMember")))
add(C, A10Q, "For Apple's municipal (U.S. state and political subdivision) securities at July 1, 2023, gross unrealized losses as a fraction of adjusted cost",
    ratio(AFS_LOSS, AFS_COST, AQ_BS, m_num=L2("USStatesAndPoliticalSubdivisionsMember"), m_den=L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, UP, "Union Pacific's net deferred income tax liability at December 31, 2012, computed as total deferred income tax liabilities minus total deferred income tax assets",
    diff(g("DeferredIncomeTaxLiabilities"), g("DeferredTaxAssetsNet"), U_BS12))
add(C, UP, "What share of Union Pacific's net properties at December 31, 2011 was construction in progress? (CIP net / total net properties)",
    ratio(g("PropertyPlantAndEquipmentNet"), g("PropertyPlantAndEquipmentNet"), U_BS11, m_num=UPPE(G + "ConstructionInProgressMember")))
add(C, UP, "Growth in the net book value of UNP's road ballast from year-end 2011 to year-end 2012, as a decimal",
    growth(g("PropertyPlantAndEquipmentNet"), U_BS12, U_BS11, members=UPPE("unp:RoadBallastMember")))
add(C, UP, "By what percentage did share repurchases recorded in UNP's treasury stock column change in 2012 versus 2011? Decimal; negative means less was repurchased.",
    growth(g("StockRepurchasedDuringPeriodValue"), U_FY12, U_FY11, members=UEQ("TreasuryStockMember")))

# =================================================================== members
C = "members"
add(C, LLL, "Employee savings plans: how much did L-3 add to the additional paid-in capital column of its equity statement in Q1 2010?",
    fact(F(LLL, "StockIssuedDuringPeriodValueEmployeeStockOwnershipPlan"), Q10, USD, EQC("AdditionalPaidInCapital")))
add(C, LLL, "Shares issued under L-3's employee stock purchase plan in Q1 2009, per the common stock (shares) column of the equity statement",
    fact(F(LLL, "StockIssuedDuringPeriodSharesEmployeeStockPurchasePlans"), Q09, SH, EQC("CommonStock")))
add(C, LLL, "Accumulated other comprehensive loss column of L-3's statement of equity: balance at the end of Q1 2009",
    fact(SE_NCI, B0903, USD, EQC("AccumulatedOtherComprehensiveIncome")))
add(C, LLL, "Noncontrolling interests column in L-3's equity roll-forward, opening balance at December 31, 2008",
    fact(SE_NCI, DEC08, USD, EQC("NoncontrollingInterest")))
add(C, LUK, "Net change in unrealized gain on investments (net of taxes) flowing through the AOCI column of Leucadia's equity statement, six months ended June 30, 2009",
    fact(F(LUK, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), PH, USD,
         EQC("AccumulatedOtherComprehensiveIncome")))
add(C, LUK, "Portion of Leucadia's 1H09 issuance of common shares for debt conversion that went to additional paid-in capital",
    fact(F(LUK, "StockIssuedDuringPeriodValueConversionOfConvertibleSecurities"), PH, USD, EQC("AdditionalPaidInCapital")))
add(C, LUK, "Common shares column of Leucadia's statement of changes in equity: balance at June 30, 2008",
    fact(SE_NCI, B0806, USD, EQC("CommonStock")))
add(C, LUK, "Contributions from noncontrolling interests in the first half of 2008, as shown in Leucadia's noncontrolling interest column",
    fact(F(LUK, "ContributionsFromNoncontrollingInterests"), PHPY, USD, EQC("NoncontrollingInterest")))
add(C, LUK, "How much of the 2008 sale of common shares to Jefferies Group was credited to Leucadia's common shares (par value) column?",
    fact(F(LUK, "StockIssuedDuringPeriodValueToRelatedParties"), PHPY, USD, EQC("CommonStock")))
add(C, A10Q, "Net income credited to the retained earnings column of Apple's shareholders' equity statement for the quarter ended July 1, 2023",
    fact(NIATT, AQ_Q3, USD, RE_COL))
add(C, A10Q, "Beginning balance of Apple's retained earnings/(accumulated deficit) column for fiscal 2023 (as of September 24, 2022)",
    fact(g("StockholdersEquity"), AQ_BSPY, USD, RE_COL))
add(C, A10Q, "Taxes withheld on vested RSUs (net share settlement) charged against Apple's retained earnings in the first nine months of fiscal 2022",
    fact(g("AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation"), AQ_9MPY, USD, RE_COL))
add(C, A10Q, "As of September 24, 2022, what percentage of Apple's total vendor non-trade receivables did its largest vendor represent?",
    fact(g("ConcentrationRiskPercentage1"), A_FY22, PURE, VENDOR1))
add(C, A10Q, "Bank time deposits Apple classified as current marketable securities at July 1, 2023", fact(g("MarketableSecuritiesCurrent"), AQ_BS, USD, L2("BankTimeDepositsMember")))
add(C, A10Q, "Gross unrealized gains on Apple's corporate debt securities at the end of fiscal Q3 2023 (July 1, 2023)",
    fact(AFS_GAIN, AQ_BS, USD, L2("CorporateDebtSecuritiesMember")))
add(C, UP, "Net book value of Union Pacific's technology and other equipment at December 31, 2012", fact(PPE, U_BS12, USD, UPPE(G + "TechnologyEquipmentMember")))
add(C, UP, "Mortgage debt outstanding in Union Pacific's debt table at year-end 2012", fact(g("LongTermDebt"), U_BS12, USD, UDEBT(G + "MortgagesMember")))
add(C, UP, "Union Pacific's accrued casualty costs reserve balance at the end of 2011, per the valuation and qualifying accounts schedule",
    fact(g("ValuationAllowancesAndReservesBalance"), U_BS11, USD, CASUALTY))
add(C, UP, "Balance of the accumulated other comprehensive income/(loss) column in UNP's statement of changes in common shareholders' equity at December 31, 2010",
    fact(SE_NCI, U_BS10, USD, UEQ("AccumulatedOtherComprehensiveIncomeMember")))
add(C, UP, "Composite depreciation rate Union Pacific applied to total equipment in 2012", fact(["unp:DepreciationRate"], U_BS12, PURE, UPPE("unp:TotalEquipmentMember")))

# =================================================================== per_share
C = "per_share"
add(C, LLL, "L-3 Holdings diluted earnings per share for the quarter ended March 26, 2010", fact(EPSD, Q10, PS))
add(C, LLL, "Cash dividends paid per L-3 common share in the first quarter of 2009", fact(DPS_PAID, Q09, PS))
add(C, LLL, "Basic weighted average common shares L-3 used for Q1 2009 EPS", fact(WAB, Q09, SH))
add(C, BIOS, "BioScrip's basic net loss per share in Q1 2010", fact(EPSB, Q10, PS))
add(C, BIOS, "Number of BioScrip common shares outstanding at March 31, 2010", fact(SHOUT, B10, SH))
add(C, NRG, "NRG diluted weighted average share count, first quarter of 2009", fact(WAD, Q09, SH))
add(C, NRG, "What was NRG Energy's basic net income per weighted average common share for Q1 2010?", fact(EPSB, Q10, PS))
add(C, NRG, "How many shares were held in NRG's treasury at March 31, 2010?", fact(TSH, B10, SH))
add(C, ISRG, "Intuitive Surgical diluted EPS, three months ended June 30, 2009", fact(EPSD, PQ, PS))
add(C, ISRG, "Basic weighted-average shares Intuitive Surgical used for the first half of 2008", fact(WAB, PHPY, SH))
add(C, ISRG, "How many Intuitive Surgical common shares were outstanding on June 30, 2009?", fact(SHOUT, PB, SH))
add(C, LUK, "Leucadia's diluted net earnings per common share for Q2 2009", fact(EPSD, PQ, PS))
add(C, LUK, "Basic EPS attributable to Leucadia common shareholders for the six months ended June 30, 2008", fact(EPSB, PHPY, PS))
add(C, NYX, "NYSE Euronext diluted loss per share from continuing operations in the June 2009 quarter", fact(EPSCD, PQ, PS))
add(C, NYX, "Total basic earnings per share at NYSE Euronext for 1H08", fact(EPSB, PHPY, PS))
add(C, UP, "Par value per share of Union Pacific common stock as of December 31, 2011", fact(g("CommonStockParOrStatedValuePerShare"), U_BS11, PS))
add(C, UP, "Number of UNP common shares authorized at year-end 2011", fact(AUTH, U_BS11, SH))
add(C, UP, "In UNP's 2010 diluted share count, how many shares came from the dilutive effect of retention shares and units?",
    fact(["unp:WeightedAverageNumberOfSharesOutstandingDilutiveEffectOfRetentionSharesAndUnits"], U_FY10, SH))
add(C, UP, "Union Pacific 2010: number of stock options excluded from diluted EPS as antidilutive", fact(g("AntidilutiveSecuritiesExcludedFromComputationOfEarningsPerShareAmount"), U_FY10, SH))
add(C, UP, "Common shares issued per the share columns of Union Pacific's equity statement at December 31, 2010 (before deducting treasury shares)",
    fact(SHOUT, U_BS10, SH, CLASS_A))

# =================================================================== jargon
C = "jargon"
add(C, LLL, "LLL buybacks in 1Q10 -- cash spent repurchasing common stock?", fact(F(LLL, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, LLL, "L-3 CFI, 1Q09", fact(ICF, Q09, USD))
add(C, BIOS, "BioScrip COGS (cost of revenue) for 1Q10", fact(F(BIOS, "CostOfRevenue"), Q10, USD))
add(C, BIOS, "BIOS SG&A in Q1'10", fact(F(BIOS, "OtherSellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, BIOS, "Cash interest paid by BioScrip in 1Q10", fact(F(BIOS, "InterestPaidNet"), Q10, USD))
add(C, NRG, "NRG capex, 1Q10", fact(CAPEX, Q10, USD))
add(C, NRG, "How much did NRG spend buying emission allowances in 1Q10?", fact(F(NRG, "PaymentsToAcquireIntangibleAssets"), Q10, USD))
add(C, ISRG, "ISRG SBC add-back, 1H09", fact(SBC, PH, USD))
add(C, ISRG, "Intuitive Surgical buybacks YTD June '09 (repurchase and retirement of common stock)", fact(F(ISRG, "PaymentsForRepurchaseOfCommonStock"), PH, USD))
add(C, ISRG, "ISRG CFO for the first half of 2009", fact(OCF, PH, USD))
add(C, LUK, "LUK operating cash flow 1H09 -- did they burn cash?", fact(OCF, PH, USD))
add(C, LUK, "Leucadia capex 1H09 (property, equipment and leasehold improvements only)", fact(CAPEX, PH, USD))
add(C, NYX, "NYX dividends paid to shareholders, 1H09", fact(F(NYX, "PaymentsOfDividends"), PH, USD))
add(C, NYX, "NYX CFF for 1H09", fact(FCF_, PH, USD))
add(C, A10Q, "AAPL ABS held in non-current marketable securities at FYE22 (September 24, 2022)",
    fact(g("MarketableSecuritiesNoncurrent"), AQ_BSPY, USD, L2("AssetBackedSecuritiesMember")))
add(C, A10Q, "Apple munis at fair value, Sept 24, 2022 -- total across cash equivalents and marketable securities",
    fact(AFS_FV, AQ_BSPY, USD, L2("USStatesAndPoliticalSubdivisionsMember")))
add(C, UP, "UNP A/R securitization: receivables collected by the Railroad in FY11", fact(["unp:ReceivablesCollected"], U_FY11, USD))
add(C, UP, "UNP total OCI, net of tax, FY12", fact(g("OtherComprehensiveIncomeLossNetOfTax"), U_FY12, USD))
add(C, UP, "UNP multiemployer plan contributions in FY10", fact(g("MultiemployerPlanPeriodContributions"), U_FY10, USD))
add(C, UP, "UNP stock option expense, FY11", fact(g("StockOptionPlanExpense"), U_FY11, USD))

# =================================================================== refuse
C = "refuse"
add(C, LLL, "What revenue did Elbit Systems report for the first quarter of 2010?",
    refuse(oc, "Elbit Systems is not in the data (L-3 Communications is).", other("ELBIT")))
add(C, BIOS, "Omnicare's net sales for the quarter ended March 31, 2010?",
    refuse(oc, "Omnicare is not in the data (BioScrip is).", other("OMNICARE")))
add(C, NRG, "How much did Calpine earn in operating revenues in Q1 2010?",
    refuse(oc, "Calpine is not in the data (NRG Energy is).", other("CALPINE")))
add(C, NYX, "What were NASDAQ OMX's net exchange revenues in the second quarter of 2009?",
    refuse(oc, "NASDAQ OMX is not in the data (NYSE Euronext is).", other("NASDAQ")))
add(C, A10Q, "What was Xiaomi's smartphone revenue in the quarter ended June 30, 2023?",
    refuse(oc, "Xiaomi is not in the data (Apple is).", other("XIAOMI")))
add(C, BIOS, "BioScrip's revenue for the full year 2009?",
    refuse(pn, "The Q1 2010 10-Q reports the three-month periods ended March 31, 2010 and 2009; full-year 2009 revenue is not in its data.",
           absent(F(BIOS, "Revenues"), FY09)))
add(C, NRG, "NRG Energy's total operating revenues for the quarter ending June 30, 2010?",
    refuse(pn, "The Q1 2010 10-Q ends March 31, 2010; the June 2010 quarter is not reported.", absent(F(NRG, "Revenues"), Q2_10)))
add(C, LUK, "Leucadia's total revenues and other income for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 10-Q ends June 30, 2009; the September 2009 quarter is not reported.", absent(F(LUK, "Revenues"), PQ3)))
add(C, A10Q, "What gross margin dollars did Apple report for its September 2023 quarter (fiscal Q4 2023)?",
    refuse(pn, "The fiscal Q3 2023 10-Q ends July 1, 2023; the quarter ending September 30, 2023 is not reported.", absent(GP, AQ_Q4)))
add(C, UP, "What net income did Union Pacific earn in the fourth quarter of 2010?",
    refuse(pn, "The 2012 10-K gives quarterly data for 2012 and 2011 only; the October-December 2010 quarter is not reported.", absent(NI, U_Q4_10)))
add(C, LLL, "How much did L-3 spend on research and development in Q1 2010?",
    refuse(cn, "L-3's Q1 2010 data (face statements) report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, BIOS, "What dividend per share did BioScrip declare in the first quarter of 2010?",
    refuse(cn, "BioScrip's Q1 2010 data report no dividends per share or dividend payments.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCommonStockCash", "DividendsCash"))))
add(C, ISRG, "How much long-term debt did Intuitive Surgical have outstanding at June 30, 2009?",
    refuse(cn, "Intuitive Surgical's Q2 2009 data report no debt or borrowings of any kind.",
           absent_any(g("LongTermDebt", "LongTermDebtNoncurrent", "LongTermDebtCurrent", "LongTermDebtAndCapitalLeaseObligations",
                        "DebtCurrent", "ShortTermBorrowings", "LineOfCredit", "ProceedsFromIssuanceOfLongTermDebt", "RepaymentsOfLongTermDebt",
                        "ConvertibleNotesPayable", "SeniorNotes"))))
add(C, NYX, "What inventories did NYSE Euronext carry at June 30, 2009?",
    refuse(cn, "NYSE Euronext's Q2 2009 data report no inventory of any kind.",
           absent_any(g("InventoryNet", "InventoryGross", "InventoryFinishedGoods", "InventoryRawMaterials", "InventoryWorkInProcess",
                        "IncreaseDecreaseInInventories"))))
add(C, UP, "What was Union Pacific's goodwill balance at December 31, 2012?",
    refuse(cn, "Union Pacific's 2012 10-K reports no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
WHY_LLL = ("L-3's Q1 2010 income statement shows net income including noncontrolling interests (ProfitLoss) and net income "
           "attributable to L-3 (NetIncomeLoss), and net income allocable to common shareholders after participating securities.")
add(C, LLL, "What was L-3's net income for the first quarter of 2010?", refuse(am, WHY_LLL, amb_for(LLL, WHY_LLL,
    (F(LLL, "ProfitLoss"), Q10, None), (F(LLL, "NetIncomeLoss"), Q10, None),
    (F(LLL, "NetIncomeLossAvailableToCommonStockholdersBasic"), Q10, None))))
WHY_NRG = ("NRG's March 31, 2010 balance sheet has two asset lines labelled 'Derivative instruments valuation': one in current assets "
           "(DerivativeAssetsValuationCurrent) and one in other (non-current) assets (DerivativeAssetsValuationNoncurrent).")
add(C, NRG, "What did NRG report as derivative instruments valuation on the asset side at March 31, 2010?", refuse(am, WHY_NRG, amb_for(NRG, WHY_NRG,
    (F(NRG, "DerivativeAssetsValuationCurrent"), B10, None), (F(NRG, "DerivativeAssetsValuationNoncurrent"), B10, None))))
WHY_LUK = ("Leucadia's six-month 2009 figures give net income including the noncontrolling interest (ProfitLoss) and net income "
           "attributable to Leucadia National Corporation common shareholders (NetIncomeLoss).")
add(C, LUK, "Leucadia net income for the first half of 2009?", refuse(am, WHY_LUK, amb_for(LUK, WHY_LUK,
    (F(LUK, "ProfitLoss"), PH, None), (F(LUK, "NetIncomeLoss"), PH, None))))
WHY_NYX = ("NYSE Euronext reports depreciation and amortization twice for the six months ended June 30, 2009: the income-statement "
           "expense line (DepreciationAndAmortization) and the cash-flow add-back (DepreciationAmortizationAndAccretionNet), with different amounts.")
add(C, NYX, "How much D&A did NYSE Euronext have in 1H09?", refuse(am, WHY_NYX, amb_for(NYX, WHY_NYX,
    (F(NYX, "DepreciationAndAmortization"), PH, None), (F(NYX, "DepreciationAmortizationAndAccretionNet"), PH, None))))
WHY_MF = ("Apple's fair value table gives its Level 1 mutual funds at September 24, 2022 both at adjusted cost "
          "(EquitySecuritiesFvNiCost) and at fair value (EquitySecuritiesFvNiCurrentAndNoncurrent), with different values.")
MFUND = {FVL: G + "FairValueInputsLevel1Member", FIN: G + "MutualFundMember"}
add(C, A10Q, "How much did Apple have invested in mutual funds as of September 24, 2022?", refuse(am, WHY_MF, amb_for(A10Q, WHY_MF,
    (g("EquitySecuritiesFvNiCost"), AQ_BSPY, MFUND), (g("EquitySecuritiesFvNiCurrentAndNoncurrent"), AQ_BSPY, MFUND))))


def main():
    write_round("h51", gr.QUESTIONS_51, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
