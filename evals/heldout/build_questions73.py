#!/usr/bin/env python3
"""Writes evals/data/ask_heldout73.jsonl and its refusal probes (ask_heldout73_probes.jsonl) -- round 73 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout73.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions73.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout73.jsonl
The writer imported the round 1-72 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-72 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_72 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-72 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_73 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_72,
one by one.
Written without reading the tool under test.

Round 73 notes.
FSDS filings, all with CIK mod 4 == 1, from companies no round 1-72 used (checked CIK by CIK and adsh by adsh against
every question and probe file of rounds 1-72 and against avoid_adsh.txt, the CIK also against the companies of the
avoid list's accession numbers). Only two companies of this residue were left in 2009q3 (Fresenius Medical Care and
EOG Resources; the others there are used companies, the instance companies Apple and Union Pacific, CNX Gas (majority-
owned by CONSOL Energy, a used company) and Limited Brands (its 2010q2 10-Q is on the avoid list)), so neither the 4+4
nor the 5+3 split was possible: 2 filings from 2009q3 and 6 from 2010q2, two of which are the same two companies' next
quarterly filings (six distinct companies). Left out in 2010q2: Plum Creek (every row carries a co-registrant), Agnico
Eagle (an 18-row 6-K), Mobile TeleSystems (its 20-F data carry the equity statement and parentheticals, no income
statement, balance-sheet totals or cash flows) and LG Display (its 2009 rows repeat in won and in convenience dollars for
the same tag and date, the dollar EPS scaled wrongly).
  2009q3: Fresenius Medical Care (6-K, Q2 2009 and six months, USD; dialysis, SIC 8090; EquityComponents rows; its
  Q2 2009 data carry SG&A and R&D under each other's tag, so neither is asked from this filing),
  EOG Resources (10-Q, Q2 2009 and six months; oil and gas E&P, SIC 1311; its cash-flow payments carry their
  presented negative signs, so none is asked).
  2010q2: Fresenius Medical Care (6-K, Q1 2010, USD; EquityComponents rows), EOG Resources (10-Q/A, Q1 2010),
  Honda Motor (20-F, year ended March 31, 2010, JPY; autos, SIC 3711; EquityComponents rows), NTT DOCOMO (20-F, year
  ended March 31, 2010, JPY; wireless, SIC 3663; EquityComponents and RelatedPartyTransactionsByRelatedParty rows),
  Itau Unibanco (20-F/A, calendar 2009, BRL; bank, SIC 6022; EquityComponents and SubsidiarySaleOfStock rows),
  Kubota (20-F, year ended March 31, 2010, JPY; machinery, SIC 3320; EquityComponents rows).
  DOCOMO's parent NTT (CIK 769594, residue 2) is in 2010q2 and no round 1-72 used it.
Members: equity-statement columns (EquityComponents) of Fresenius (Q2 2009 and Q1 2010), Honda, DOCOMO, Itau and
Kubota; DOCOMO's related-party / non-related-party revenue and SG&A split; Itau's per-subsidiary (SubsidiarySaleOfStock)
cash-flow rows. No instance fact is asked.
Quarter-vs-YTD: Fresenius and EOG Q2 2009 against the first half (the 2010q2 filers report a first quarter or a year).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Fresenius Q2 2009
23, EOG Q2 2009 20 (2009q3); Fresenius Q1 2010 18, EOG Q1 2010 17, Honda 22, DOCOMO 21, Itau Unibanco 21, Kubota 18
(2010q2).
Units: Honda, DOCOMO and Kubota in yen (JPY, JPY/share), Itau in reais (BRL, BRL/share), the rest USD.
Derived (20): 8 ratios (e0/e1), 4 growths (e0/e1-1; two negative, each question saying which sign it expects),
2 differences (e0-e1: a free cash flow, a working capital), 1 sum (e0+e1: total capex), 1 total debt (e0+e1+e2+e3),
1 net debt (e0+e1-e2), 1 debt-to-equity ((e0+e1+e2)/e3), 1 cost-to-income (e0/(e1+e2)), 1 margin from cost
((e0-e1)/e0); one jargon question is a cash burn (-e0).
Overlap (check_overlap against rounds 1-72, same_fact="reported", within=True): 0; with same_fact=True (every input
fact of every answerable question, derived inputs included): 0; no input fact serves two questions of the round. A first
draft's other-company question had the exact text of an earlier round's and was reworded; texts close to earlier rounds'
templates were reworded too, and the abbreviation "FMC" (FMC Corp is a used company) is not used for Fresenius.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-73 share
import specs

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64, gr.QUESTIONS_65, gr.QUESTIONS_66, gr.QUESTIONS_67, gr.QUESTIONS_68, gr.QUESTIONS_69, gr.QUESTIONS_70,
        gr.QUESTIONS_71, gr.QUESTIONS_72)  # rounds 1-72, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-72's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 73 FSDS filings (CIK mod 4 == 1)
FME9 = "fsds:0000950123-09-029921"   # FRESENIUS MEDICAL CARE AG & CO. KGAA 6-K (2009q3), CIK 1333141, SIC 8090, Q2 2009 and six months
EOG9 = "fsds:0000821189-09-000047"   # EOG RESOURCES INC 10-Q (2009q3), CIK 821189, SIC 1311, Q2 2009 and six months
FME0 = "fsds:0000950123-10-044079"   # FRESENIUS MEDICAL CARE AG & CO. KGAA 6-K (2010q2), CIK 1333141, SIC 8090, Q1 2010
EOG0 = "fsds:0000821189-10-000022"   # EOG RESOURCES INC 10-Q/A (2010q2), CIK 821189, SIC 1311, Q1 2010
HMC = "fsds:0001193125-10-145540"    # HONDA MOTOR CO LTD 20-F (2010q2), CIK 715153, SIC 3711, year ended 2010-03-31, JPY
DCM = "fsds:0000950123-10-060473"    # NTT DOCOMO INC 20-F (2010q2), CIK 1166141, SIC 3663, year ended 2010-03-31, JPY
ITUB = "fsds:0001144204-10-032612"   # ITAU UNIBANCO HOLDING S.A. 20-F/A (2010q2), CIK 1132597, SIC 6022, calendar 2009, BRL
KUB = "fsds:0001193125-10-146545"    # KUBOTA CORP 20-F (2010q2), CIK 109821, SIC 3320, year ended 2010-03-31, JPY
TICK = {FME9: "fms", EOG9: "eog", FME0: "fms", EOG0: "eog", HMC: "hmc", DCM: "dcm", ITUB: "itub", KUB: "kub"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
RP = lambda m: {"RelatedPartyTransactionsByRelatedParty": m}
SUBS = lambda m: {"SubsidiarySaleOfStock": m}
JPY, JPS, BRL, BRS = "JPY", "JPY/share", "BRL", "BRL/share"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# calendar Q2 2009 and first half (Fresenius 6-K, EOG 10-Q)
PQ, PH, PQPY, PHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
PB, PYE, JUN08, DEC07 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30"), (None, "2007-12-31")
PQ3 = ("2009-07-01", "2009-09-30")
# calendar Q1 2010 (Fresenius 6-K, EOG 10-Q/A)
Q10, Q09 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31")
B10, DEC09 = (None, "2010-03-31"), (None, "2009-12-31")
CY09 = ("2009-01-01", "2009-12-31")
# Japanese fiscal years ended March 31 (Honda, DOCOMO, Kubota)
JFY10, JFY09, JFY08, JFY07 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31"), ("2006-04-01", "2007-03-31")
J10, J09, J08 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31")
JQ3 = ("2009-10-01", "2009-12-31")
# Itau Unibanco calendar years
Y09, Y08, Y07 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31"), ("2007-01-01", "2007-12-31")
IB09, IB08, IB07 = (None, "2009-12-31"), (None, "2008-12-31"), (None, "2007-12-31")

PRETAX_TAG = "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"
TOT_EQ = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"

# =================================================================== direct
C = "direct"
add(C, FME9, "What goodwill did Fresenius Medical Care carry on its balance sheet at June 30, 2009?",
    fact(F(FME9, "Goodwill"), PB, USD))
add(C, FME9, "Fresenius Medical Care: company-obligated mandatorily redeemable preferred securities of its capital trusts "
             "(trust preferred) outstanding at mid-2009",
    fact(F(FME9, "SharesSubjectToMandatoryRedemptionSettlementTermsAmountNoncurrent"), PB, USD))
add(C, EOG9, "EOG's current assets from price risk management activities as of 6/30/2009",
    fact(F(EOG9, "DerivativeAssetsCurrent"), PB, USD))
add(C, EOG9, "How much in dividends payable sat on EOG Resources' June 30, 2009 balance sheet?",
    fact(F(EOG9, "DividendsPayable"), PB, USD))
add(C, FME0, "Fresenius Medical Care selling, general and administrative expense, first quarter of 2010",
    fact(F(FME0, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, FME0, "How much did Fresenius Medical Care AG & Co. KGaA spend on research and development in Q1 2010?",
    fact(F(FME0, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, FME0, "Receivables from related parties on Fresenius Medical Care's balance sheet dated March 31, 2010",
    fact(F(FME0, "DueFromRelatedPartiesCurrent"), B10, USD))
add(C, EOG0, "Total assets of EOG Resources at the end of March 2010?", fact(F(EOG0, "Assets"), B10, USD))
add(C, EOG0, "EOG -- gross oil and gas properties under the successful efforts method, as of March 31, 2010",
    fact(F(EOG0, "OilAndGasPropertySuccessfulEffortMethodGross"), B10, USD))
add(C, EOG0, "What did EOG book as marketing costs in the January-March 2010 quarter?",
    fact(F(EOG0, "MarketingCosts"), Q10, USD))
add(C, HMC, "Honda's research and development expense for the fiscal year ended March 31, 2010, in yen",
    fact(F(HMC, "ResearchAndDevelopmentExpense"), JFY10, JPY))
add(C, HMC, "Current finance-subsidiary receivables (net) on Honda's balance sheet at March 31, 2010 (yen)",
    fact(F(HMC, "FinancialServicesAssetsFinanceReceivablesNetOfAllowanceCurrent"), J10, JPY))
add(C, HMC, "What was the net carrying amount of Honda's property on operating leases at 31 March 2010?",
    fact(F(HMC, "PropertySubjectToOrAvailableForOperatingLeaseNet"), J10, JPY))
add(C, DCM, "How large was NTT DOCOMO's accrued liability for its customer point programs at March 31, 2010?",
    fact(F(DCM, "AccruedLiabilitiesForPointPrograms"), J10, JPY))
add(C, DCM, "DOCOMO credit card receivables, March 31, 2010, in yen", fact(F(DCM, "CreditCardReceivables"), J10, JPY))
add(C, DCM, "Goodwill reported by NTT DOCOMO as of the end of March 2010", fact(F(DCM, "Goodwill"), J10, JPY))
add(C, ITUB, "What were Itau Unibanco's total deposits at December 31, 2009 (R$)?", fact(F(ITUB, "Deposits"), IB09, BRL))
add(C, ITUB, "Itau Unibanco trading assets at fair value on its year-end 2009 balance sheet",
    fact(F(ITUB, "TradingSecurities"), IB09, BRL))
add(C, KUB, "Kubota's long-term finance receivables, net, at March 31, 2010 -- amount in yen",
    fact(F(KUB, "FinanceReceivablesNoncurrent"), J10, JPY))
add(C, KUB, "What did Kubota show for accrued retirement and pension costs on its March 31, 2010 balance sheet?",
    fact(F(KUB, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesNoncurrent"), J10, JPY))

# =================================================================== prior_period
C = "prior_period"
add(C, FME9, "Fresenius Medical Care inventories at year-end 2008", fact(F(FME9, "InventoryNet"), PYE, USD))
add(C, FME9, "How much cash and cash equivalents did Fresenius Medical Care have a year earlier, at June 30, 2008?",
    fact(F(FME9, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, EOG9, "At 2008 year-end, how much non-current long-term debt did EOG Resources have outstanding?",
    fact(F(EOG9, "LongTermDebtNoncurrent"), PYE, USD))
add(C, EOG9, "What were EOG's exploration costs in the prior-year quarter, i.e. Q2 2008?",
    fact(F(EOG9, "ExplorationExpense"), PQPY, USD))
add(C, FME0, "Dialysis care revenue at Fresenius Medical Care for the first quarter of 2009",
    fact(F(FME0, "HealthCareOrganizationPatientServiceRevenue"), Q09, USD))
add(C, FME0, "Fresenius Medical Care -- total liabilities on the 12/31/2009 balance sheet", fact(F(FME0, "Liabilities"), DEC09, USD))
add(C, EOG0, "Total revenues EOG Resources reported for the comparable 2009 quarter (three months to March 31, 2009)",
    fact(F(EOG0, "Revenues"), Q09, USD))
add(C, EOG0, "What was EOG's retained earnings balance at the close of 2009?",
    fact(F(EOG0, "RetainedEarningsAccumulatedDeficit"), DEC09, USD))
add(C, HMC, "Honda net income attributable to Honda Motor Co., Ltd. for the fiscal year ended March 31, 2009",
    fact(F(HMC, "NetIncomeLoss"), JFY09, JPY))
add(C, HMC, "Honda Motor operating income, FY ended 31 March 2008",
    fact(F(HMC, "OperatingIncomeLoss"), JFY08, JPY))
add(C, HMC, "Honda inventories at March 31, 2009, in yen", fact(F(HMC, "InventoryNet"), J09, JPY))
add(C, DCM, "DOCOMO total operating revenues for the year ended March 31, 2009",
    fact(F(DCM, "SalesRevenueNet"), JFY09, JPY))
add(C, DCM, "NTT DOCOMO operating income two years back -- the fiscal year ended March 2008",
    fact(F(DCM, "OperatingIncomeLoss"), JFY08, JPY))
add(C, DCM, "DOCOMO's cash and cash equivalents a year before the latest balance sheet, i.e. at March 31, 2009",
    fact(F(DCM, "CashAndCashEquivalentsAtCarryingValue"), J09, JPY))
add(C, ITUB, "Itau Unibanco's provision (allowance) for loan and lease losses charged in 2007",
    fact(F(ITUB, "ProvisionForLoanAndLeaseLosses"), Y07, BRL))
add(C, ITUB, "Total assets of Itau Unibanco at the end of 2008, in reais", fact(F(ITUB, "Assets"), IB08, BRL))
add(C, ITUB, "What administrative expenses did Itau Unibanco report for fiscal 2008?",
    fact(F(ITUB, "GeneralAndAdministrativeExpense"), Y08, BRL))
add(C, KUB, "Kubota revenues for the fiscal year that ended March 31, 2009", fact(F(KUB, "Revenues"), JFY09, JPY))
add(C, KUB, "Kubota's operating income in the year to March 2008 (yen)", fact(F(KUB, "OperatingIncomeLoss"), JFY08, JPY))
add(C, KUB, "Inventories on Kubota's balance sheet one year before the latest, at March 31, 2009",
    fact(F(KUB, "InventoryNet"), J09, JPY))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, FME9, "Fresenius Medical Care dialysis care revenue for the second quarter of 2009 by itself (April-June), not year to date",
    fact(F(FME9, "HealthCareOrganizationPatientServiceRevenue"), PQ, USD))
add(C, FME9, "FME total net revenue (dialysis care plus products), 1H09 year to date", fact(F(FME9, "HealthCareOrganizationRevenue"), PH, USD))
add(C, FME9, "What was Fresenius Medical Care's operating income in the three months to June 30, 2009?",
    fact(F(FME9, "OperatingIncomeLoss"), PQ, USD))
add(C, FME9, "Year-to-date interest expense at Fresenius Medical Care through the end of Q2 2009",
    fact(F(FME9, "InterestExpense"), PH, USD))
add(C, FME9, "Income tax expense Fresenius Medical Care recorded for Q2 2009 only",
    fact(F(FME9, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, FME9, "Net income attributable to Fresenius Medical Care (the company, excluding noncontrolling interests) for 1H 2009",
    fact(F(FME9, "NetIncomeLoss"), PH, USD))
add(C, FME9, "Cost of revenue for the dialysis products business at Fresenius Medical Care in the April-June 2009 quarter",
    fact(F(FME9, "CostOfGoodsSold"), PQ, USD))
add(C, FME9, "Fresenius Medical Care gross profit for January through June 2009", fact(F(FME9, "GrossProfit"), PH, USD))
add(C, FME9, "How much of Fresenius Medical Care's second-quarter 2009 net income was attributable to noncontrolling interests (quarter, not six months)?",
    fact(F(FME9, "NetIncomeLossAttributableToNoncontrollingInterest"), PQ, USD))
add(C, FME9, "Dialysis products revenue at Fresenius Medical Care for the first six months of 2008 (the prior-year year-to-date period)",
    fact(F(FME9, "HealthCareOrganizationOtherRevenue"), PHPY, USD))
add(C, EOG9, "EOG natural gas revenues for Q2 2009 alone", fact(F(EOG9, "NaturalGasProductionRevenue"), PQ, USD))
add(C, EOG9, "Crude oil, condensate and NGL revenues at EOG Resources for the six months ended June 30, 2009",
    fact(F(EOG9, "CrudeOilCondensateNaturalGasLiquids"), PH, USD))
add(C, EOG9, "EOG's total operating revenues in the quarter ended June 30, 2009 (three months only)",
    fact(F(EOG9, "Revenues"), PQ, USD))
add(C, EOG9, "Lease and well expense at EOG, first half of 2009", fact(F(EOG9, "LeaseWell"), PH, USD))
add(C, EOG9, "Depreciation, depletion and amortization EOG recorded in the second quarter of 2009 -- quarter only",
    fact(F(EOG9, "DepreciationDepletionAmortization"), PQ, USD))
add(C, EOG9, "EOG Resources exploration costs, year to date through June 30, 2009", fact(F(EOG9, "ExplorationExpense"), PH, USD))
add(C, EOG9, "What was EOG's net income (loss) for the three months ended June 30, 2009? Give the signed figure (negative for a loss).",
    fact(F(EOG9, "NetIncomeLoss"), PQ, USD))
add(C, EOG9, "EOG's income tax provision (benefit) for Q2 2009 on its own, signed (negative if a benefit)",
    fact(F(EOG9, "IncomeTaxExpenseBenefit"), PQ, USD))
add(C, EOG9, "Dry hole costs EOG expensed during the April-June 2009 quarter", fact(F(EOG9, "DryHoleCosts"), PQ, USD))
add(C, EOG9, "Impairments of oil and gas properties at EOG in 2Q09 (the quarter, not the half year)",
    fact(F(EOG9, "ImpairmentOfOilAndGasProperties"), PQ, USD))

# =================================================================== derived
C = "derived"
add(C, FME9, "For Fresenius Medical Care in 1H09, take operating cash flow and subtract purchases of property, plant and equipment: "
             "what free cash flow does that give?",
    diff(F(FME9, "NetCashProvidedByUsedInOperatingActivities"), F(FME9, "PaymentsToAcquirePropertyPlantAndEquipment"), PH))
add(C, FME9, "Fresenius Medical Care, three months to June 30, 2009: what fraction of net revenue was left as gross profit?",
    ratio(F(FME9, "GrossProfit"), F(FME9, "HealthCareOrganizationRevenue"), PQ))
add(C, EOG9, "Compute EOG's year-to-date effective tax rate at June 30, 2009 as the income tax provision divided by income before income taxes",
    ratio(F(EOG9, "IncomeTaxExpenseBenefit"), F(EOG9, PRETAX_TAG), PH))
add(C, EOG9, "Year-over-year change in EOG's total revenues, first half 2009 versus first half 2008, as a decimal "
             "(negative if revenues declined)",
    growth(F(EOG9, "Revenues"), PH, PHPY))
add(C, FME0, "By how much did Fresenius Medical Care's net revenue grow in Q1 2010 compared with Q1 2009? Answer as a decimal growth rate.",
    growth(F(FME0, "HealthCareOrganizationRevenue"), Q10, Q09))
add(C, FME0, "Total debt at Fresenius Medical Care on March 31, 2010, taken as short-term borrowings + short-term borrowings from "
             "related parties + current portion of long-term debt and capital leases + long-term debt and capital leases less current portion",
    derived("e0+e1+e2+e3", [inp(F(FME0, "ShortTermBorrowings"), B10), inp(F(FME0, "ShortTermBorrowingsDueToRelatedPartiesCurrent"), B10),
                            inp(F(FME0, "LongTermDebtAndCapitalLeaseObligationsCurrent"), B10),
                            inp(F(FME0, "LongTermDebtAndCapitalLeaseObligations"), B10)], B10, USD, ratio=False))
add(C, FME0, "Working capital of Fresenius Medical Care at the end of Q1 2010 (total current assets less total current liabilities)",
    diff(F(FME0, "AssetsCurrent"), F(FME0, "LiabilitiesCurrent"), B10))
add(C, EOG0, "EOG effective tax rate, 1Q10: income tax provision divided by income before income taxes",
    ratio(F(EOG0, "IncomeTaxExpenseBenefit"), F(EOG0, "IncomeBeforeIncomeTaxes"), Q10))
add(C, EOG0, "Combined capital additions at EOG in Q1 2010: additions to oil and gas properties plus additions to other property, plant and equipment",
    total(F(EOG0, "PaymentsToAcquireOilAndGasPropertyAndEquipment"), F(EOG0, "PaymentsToAcquireOtherPropertyPlantAndEquipment"), Q10))
add(C, EOG0, "Taking net debt as current portion of long-term debt plus long-term debt minus cash and cash equivalents, what was EOG's net debt at the end of Q1 2010?",
    derived("e0+e1-e2", [inp(F(EOG0, "LongTermDebtCurrent"), B10), inp(F(EOG0, "LongTermDebtNoncurrent"), B10),
                         inp(F(EOG0, "CashAndCashEquivalentsAtCarryingValue"), B10)], B10, USD, ratio=False))
add(C, HMC, "Honda's operating margin for the year ended March 31, 2010 -- operating income over net sales and other operating revenue",
    ratio(F(HMC, "OperatingIncomeLoss"), F(HMC, "Revenues"), JFY10))
add(C, HMC, "How did Honda's selling, general and administrative expenses change in fiscal 2010 (year to March 2010) versus the year before? "
            "Decimal growth rate, negative for a decrease.",
    growth(F(HMC, "SellingGeneralAndAdministrativeExpense"), JFY10, JFY09))
add(C, HMC, "Honda leverage at fiscal year-end March 2010: add short-term debt, the current portion of long-term debt and long-term debt, "
            "then divide by equity attributable to Honda Motor Co., Ltd. shareholders",
    derived("(e0+e1+e2)/e3", [inp(F(HMC, "ShortTermBorrowings"), J10), inp(F(HMC, "LongTermDebtCurrent"), J10),
                              inp(F(HMC, "LongTermDebtNoncurrent"), J10), inp(F(HMC, "StockholdersEquity"), J10)], J10, PURE))
add(C, DCM, "NTT DOCOMO operating margin (operating income / total operating revenues) for the fiscal year ended March 31, 2010",
    ratio(F(DCM, "OperatingIncomeLoss"), F(DCM, "SalesRevenueNet"), JFY10))
add(C, DCM, "DOCOMO's cash payout ratio for the year to March 2010: dividends paid (cash flow statement) divided by net income attributable to NTT DOCOMO",
    ratio(F(DCM, "PaymentsOfDividendsCommonStock"), F(DCM, "NetIncomeLoss"), JFY10))
add(C, ITUB, "Growth in Itau Unibanco's fee and commission income from 2008 to 2009, expressed as a decimal",
    growth(F(ITUB, "FeesAndCommissions"), Y09, Y08))
add(C, ITUB, "Itau Unibanco cost-to-income ratio for 2009, defined as non-interest expense / (net interest income + non-interest income)",
    derived("e0/(e1+e2)", [inp(F(ITUB, "NoninterestExpense"), Y09), inp(F(ITUB, "InterestIncomeExpenseNet"), Y09),
                           inp(F(ITUB, "NoninterestIncome"), Y09)], Y09, PURE))
add(C, ITUB, "Allowance coverage at Itau Unibanco, year-end 2009: allowance for loan and lease losses as a fraction of gross loans and leases",
    ratio(F(ITUB, "LoansAndLeasesReceivableAllowance"), F(ITUB, "LoansAndLeasesReceivableNetOfDeferredIncome"), IB09))
add(C, KUB, "Kubota gross margin for the year ended March 31, 2010, computed as (revenues - cost of revenues) / revenues",
    margin_from_cost(F(KUB, "Revenues"), F(KUB, "CostOfRevenue"), JFY10))
add(C, KUB, "What effective tax rate did Kubota bear in fiscal year to March 2010 (total income taxes / income from continuing operations before income taxes)?",
    ratio(F(KUB, "IncomeTaxExpenseBenefit"), F(KUB, PRETAX_TAG), JFY10))

# =================================================================== members (EquityComponents, related-party and subsidiary rows)
C = "members"
add(C, FME9, "In Fresenius Medical Care's statement of shareholders' equity, how much did option exercises add to the additional "
             "paid-in capital column in the first half of 2009?",
    fact(F(FME9, "StockIssuedDuringPeriodValueStockOptionsExercised"), PH, USD, EC("AdditionalPaidInCapital")))
add(C, FME9, "Dividends paid out of the noncontrolling interest column of FME's equity statement, six months to June 30, 2009",
    fact(F(FME9, "Dividends"), PH, USD, EC("NoncontrollingInterest")))
add(C, FME9, "Accumulated other comprehensive income component of Fresenius Medical Care's equity at December 31, 2007 (equity statement column)",
    fact(F(FME9, TOT_EQ), DEC07, USD, EC("AccumulatedOtherComprehensiveIncome")))
add(C, FME0, "Q1 2010: proceeds from option exercises credited to the additional paid-in capital column of Fresenius Medical Care's equity statement",
    fact(F(FME0, "StockIssuedDuringPeriodValueStockOptionsExercised"), Q10, USD, EC("AdditionalPaidInCapital")))
add(C, FME0, "For the first quarter of 2010, what did 'purchase (sale) of noncontrolling interests' add to the noncontrolling interests "
             "column of Fresenius Medical Care's statement of equity?",
    fact(F(FME0, "MinorityInterestIncreaseFromStockIssuance"), Q10, USD, EC("NoncontrollingInterest")))
add(C, FME0, "Total comprehensive income recorded in the column for the company's own shareholders (excluding noncontrolling interests) "
             "of Fresenius Medical Care's equity statement for full-year 2009",
    fact(F(FME0, "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"), CY09, USD, EC("Parent")))
add(C, HMC, "Honda's equity statement: foreign currency translation adjustment booked in the accumulated other comprehensive income "
            "column for the year ended March 31, 2009 (signed)",
    fact(F(HMC, "OtherComprehensiveIncomeForeignCurrencyTransactionAndTranslationAdjustmentNetOfTaxPeriodIncreaseDecrease"), JFY09, JPY,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, HMC, "Dividends Honda paid to noncontrolling interests in fiscal 2010 (year ended March 2010), per the noncontrolling interests column",
    fact(F(HMC, "MinorityInterestDecreaseFromDistributionsToNoncontrollingInterestHolders"), JFY10, JPY, EC("NoncontrollingInterest")))
add(C, HMC, "Honda equity statement, retained earnings column: the balance at March 31, 2008",
    fact(F(HMC, TOT_EQ), J08, JPY, EC("RetainedEarnings")))
add(C, HMC, "How much treasury stock did Honda purchase in the year to March 31, 2008, as shown in the treasury stock column of its equity statement?",
    fact(F(HMC, "TreasuryStockValueAcquiredCostMethod"), JFY08, JPY, EC("TreasuryStock")))
add(C, DCM, "Wireless services revenue NTT DOCOMO earned from related parties in the year ended March 31, 2010",
    fact(F(DCM, "SalesRevenueServicesNet"), JFY10, JPY, RP("RelatedParties")))
add(C, DCM, "DOCOMO equipment sales to non-related parties for fiscal year ended March 2009",
    fact(F(DCM, "SalesRevenueGoodsNet"), JFY09, JPY, RP("NonRelatedParties")))
add(C, DCM, "Selling, general and administrative expenses DOCOMO incurred with related parties in the year to March 31, 2008",
    fact(F(DCM, "SellingGeneralAndAdministrativeExpense"), JFY08, JPY, RP("RelatedParties")))
add(C, DCM, "Effect of retiring treasury stock on the additional paid-in capital column of DOCOMO's equity statement, year ended March 31, 2010 "
            "(signed: negative if it reduced paid-in capital)",
    fact(F(DCM, "TreasuryStockValueRetiredCostMethod"), JFY10, JPY, EC("AdditionalPaidInCapital")))
add(C, ITUB, "Gain Itau Unibanco recognized on the sale of shares of Redecard S.A. in 2007 (cash flow statement reconciliation)",
    fact(F(ITUB, "GainLossOnSaleOfStockInSubsidiaryOrEquityMethodInvestee"), Y07, BRL, SUBS("RedecardS.A.")))
add(C, ITUB, "Value of shares issued in connection with the Unibanco / Unibanco Holdings acquisition in 2009, per Itau Unibanco's "
             "non-cash cash-flow disclosures",
    fact(F(ITUB, "StockIssued"), Y09, BRL, SUBS("UnibancoAndUnibancoHoldings")))
add(C, ITUB, "Preferred shares outstanding at Itau Unibanco at the end of 2009, according to the preferred-share column of its equity statement",
    fact(F(ITUB, "SharesOutstanding"), IB09, SH, EC("PreferredStock")))
add(C, KUB, "Kubota: other comprehensive income (loss) recorded in the accumulated other comprehensive income column for the year ended "
            "March 31, 2009 (signed)",
    fact(F(KUB, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), JFY09, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, KUB, "Change in ownership interests in subsidiaries charged to Kubota's capital surplus (paid-in capital) column in the year to "
            "March 2010, signed",
    fact(F(KUB, "ChangesInOwnershipInterestsInSubsidiaries"), JFY10, JPY, EC("AdditionalPaidInCapital")))
add(C, KUB, "Cash dividends to Kubota shareholders deducted from the retained earnings column of the equity statement, fiscal year ended March 31, 2009",
    fact(F(KUB, "DividendsCommonStockCash"), JFY09, JPY, EC("RetainedEarnings")))

# =================================================================== per_share
C = "per_share"
add(C, FME9, "Fresenius Medical Care fully diluted income per ordinary share for the six months ended June 30, 2008",
    fact(F(FME9, "EarningsPerShareDiluted"), PHPY, PS))
add(C, EOG9, "EOG diluted EPS for Q2 2009 (signed; negative for a loss)", fact(F(EOG9, "EarningsPerShareDiluted"), PQ, PS))
add(C, EOG9, "EOG: dividends declared per share, January-June 2009 in total",
    fact(F(EOG9, "CommonStockDividendsPerShareDeclared"), PH, PS))
add(C, FME0, "Fully diluted income per ordinary share at Fresenius Medical Care in Q1 2010?", fact(F(FME0, "EarningsPerShareDiluted"), Q10, PS))
add(C, FME0, "Number of Fresenius Medical Care preference shares outstanding at March 31, 2010",
    fact(F(FME0, "PreferredStockSharesOutstanding"), B10, SH))
add(C, EOG0, "EOG Resources diluted earnings per share, 1Q 2010", fact(F(EOG0, "EarningsPerShareDiluted"), Q10, PS))
add(C, EOG0, "How many weighted-average basic shares went into EOG's Q1 2010 EPS?", fact(F(EOG0, "WeightedAverageNumberOfSharesOutstandingBasic"), Q10, SH))
add(C, EOG0, "Per-share dividend EOG declared in the March 2010 quarter", fact(F(EOG0, "CommonStockDividendsPerShareDeclared"), Q10, PS))
add(C, HMC, "Honda basic net income attributable to Honda per common share, fiscal year ended March 31, 2010 (yen)",
    fact(F(HMC, "EarningsPerShareBasic"), JFY10, JPS))
add(C, HMC, "What was Honda's basic EPS in yen for the year ended March 2008?", fact(F(HMC, "EarningsPerShareBasic"), JFY08, JPS))
add(C, HMC, "How many treasury shares did Honda hold at March 31, 2010?", fact(F(HMC, "TreasuryStockShares"), J10, SH))
add(C, DCM, "NTT DOCOMO basic and diluted EPS attributable to DOCOMO for the year ended March 31, 2010, in yen",
    fact(F(DCM, "BasicAndDilutedEarningsPerShareAttributableToParent"), JFY10, JPS))
add(C, DCM, "Cash dividend per DOCOMO share declared and paid in the fiscal year to March 2009 (yen)",
    fact(F(DCM, "CommonStockDividendsPerShareCashPaid"), JFY09, JPS))
add(C, DCM, "Weighted average common shares outstanding (basic and diluted) behind DOCOMO's EPS for the year to March 31, 2010",
    fact(F(DCM, "WeightedAverageCommonSharesOutstandingBasicAndDiluted"), JFY10, SH))
add(C, ITUB, "Diluted earnings per preferred share of Itau Unibanco for 2009 (R$)", fact(F(ITUB, "EarningsPerPreferredShareDiluted"), Y09, BRS))
add(C, ITUB, "Itau Unibanco basic EPS per common share in 2008", fact(F(ITUB, "EarningsPerShareBasic"), Y08, BRS))
add(C, ITUB, "Weighted average number of preferred shares Itau Unibanco used for basic EPS in 2009",
    fact(F(ITUB, "WeightedAverageNumberOfPreferredSharesOutstandingBasic"), Y09, SH))
add(C, ITUB, "How many Itau Unibanco common shares were issued as of December 31, 2009?",
    fact(F(ITUB, "CommonStockSharesIssued"), IB09, SH))
add(C, KUB, "Kubota net income per share (basic and diluted, total) for the fiscal year ended March 31, 2010, in yen",
    fact(F(KUB, "EarningsPerShareBasicAndDiluted"), JFY10, JPS))
add(C, KUB, "Cash dividends per share Kubota paid to its shareholders during the year ended March 31, 2009",
    fact(F(KUB, "CommonStockDividendsPerShareCashPaid"), JFY09, JPS))

# =================================================================== jargon
C = "jargon"
add(C, FME9, "FMS depreciation & amortization add-back, Jan-Jun 2009", fact(F(FME9, "DepreciationDepletionAndAmortization"), PH, USD))
add(C, EOG9, "EOG SBC add-back, first half '09", fact(F(EOG9, "ShareBasedCompensation"), PH, USD))
add(C, FME0, "Fresenius Medical Care capex (PP&E purchases), Q1 2010", fact(F(FME0, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, FME0, "FMS D&A in 1Q10", fact(F(FME0, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, FME0, "Fresenius Medical Care bottom line attributable to shareholders of the company (ex-minorities), Q1 2010",
    fact(F(FME0, "NetIncomeLoss"), Q10, USD))
add(C, EOG0, "EOG CFO, 1Q10", fact(F(EOG0, "NetCashProvidedByUsedInOperatingActivities"), Q10, USD))
add(C, EOG0, "EOG DD&A for the March 2010 quarter", fact(F(EOG0, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, EOG0, "EOG buybacks (treasury stock purchased), Q1 2010", fact(F(EOG0, "PaymentsForRepurchaseOfCommonStock"), Q10, USD))
add(C, HMC, "Honda capex, FY ended March 2010 (yen)", fact(F(HMC, "PaymentsToAcquireProductiveAssets"), JFY10, JPY))
add(C, HMC, "HMC CFO for the year to March 31, 2009", fact(F(HMC, "NetCashProvidedByUsedInOperatingActivities"), JFY09, JPY))
add(C, HMC, "Honda divvies paid to its own shareholders (cash flow statement), FY ended March 2010",
    fact(F(HMC, "PaymentsOfDividendsCommonStock"), JFY10, JPY))
add(C, DCM, "DOCOMO PP&E capex (purchases of property, plant and equipment only), fiscal year ended March 31, 2010",
    fact(F(DCM, "PaymentsToAcquirePropertyPlantAndEquipment"), JFY10, JPY))
add(C, DCM, "DCM buybacks (payments to acquire treasury stock), year to March 2009", fact(F(DCM, "PaymentsForRepurchaseOfCommonStock"), JFY09, JPY))
add(C, DCM, "DOCOMO D&A, FY ended 3/31/2010", fact(F(DCM, "DepreciationDepletionAndAmortization"), JFY10, JPY))
add(C, ITUB, "ITUB capex (purchases of premises and equipment), 2009", fact(F(ITUB, "PaymentsToAcquirePropertyPlantAndEquipment"), Y09, BRL))
add(C, ITUB, "Itau Unibanco loan-loss provision for FY2009", fact(F(ITUB, "ProvisionForLoanAndLeaseLosses"), Y09, BRL))
add(C, ITUB, "ITUB book value (stockholders' equity attributable to Itau Unibanco, excluding noncontrolling interest) at YE2009",
    fact(F(ITUB, "StockholdersEquity"), IB09, BRL))
add(C, KUB, "Kubota SG&A, fiscal year to March 2010", fact(F(KUB, "SellingGeneralAndAdministrativeExpense"), JFY10, JPY))
add(C, KUB, "KUB D&A (cash flow add-back), FY ended March 31, 2010", fact(F(KUB, "DepreciationDepletionAndAmortization"), JFY10, JPY))
add(C, KUB, "Kubota's operating cash burn in the fiscal year ended March 31, 2009 -- burn = minus net cash provided by (used in) operating "
            "activities, so a positive number if operations consumed cash",
    derived("-e0", [inp(F(KUB, "NetCashProvidedByUsedInOperatingActivities"), JFY09)], JFY09, JPY, ratio=False))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, EOG9, "Encana -- how much did it earn from natural gas sales in April-June 2009?",
    refuse(oc, "Encana is not in the data (EOG Resources is).", other("ENCANA")))
add(C, FME0, "NxStage Medical's revenue for Q1 2010?",
    refuse(oc, "NxStage Medical is not in the data (Fresenius Medical Care is).", other("NXSTAGE")))
add(C, HMC, "Toyota Motor R&D spend for its fiscal year to March 2010?",
    refuse(oc, "Toyota is not in the data (Honda is).", other("TOYOTA")))
add(C, DCM, "KDDI's operating income for the year ended March 2010?",
    refuse(oc, "KDDI is not in the data (NTT DOCOMO is).", other("KDDI")))
add(C, ITUB, "Total deposits of Banco do Brasil at December 31, 2009?",
    refuse(oc, "Banco do Brasil is not in the data (Itau Unibanco is).", other("BANCO DO BRASIL")))
# period_not_reported
add(C, FME9, "Fresenius Medical Care net revenue for the third quarter of 2009?",
    refuse(pn, "The Q2 2009 report covers the quarters and six months to June 30, 2009 and 2008; the September 2009 quarter is not reported.",
           absent(F(FME9, "HealthCareOrganizationRevenue"), PQ3)))
add(C, EOG0, "EOG top line for calendar 2009 as a whole?",
    refuse(pn, "The Q1 2010 10-Q/A reports the quarters ended March 31, 2010 and 2009; no full-year 2009 income statement.",
           absent(F(EOG0, "Revenues"), CY09)))
add(C, HMC, "Honda's R&D expense in the fiscal year ended March 31, 2007?",
    refuse(pn, "The 20-F's income statements cover the years ended March 31, 2010, 2009 and 2008; fiscal 2007 is not reported.",
           absent(F(HMC, "ResearchAndDevelopmentExpense"), JFY07)))
add(C, ITUB, "Itau Unibanco's total assets at December 31, 2007?",
    refuse(pn, "The 2009 20-F/A's balance sheets are at December 31, 2009 and 2008; no December 31, 2007 balance sheet total.",
           absent(F(ITUB, "Assets"), IB07)))
add(C, KUB, "Kubota revenues for the October-December 2009 quarter?",
    refuse(pn, "The 20-F reports fiscal years ended March 31 only; no quarterly figures.", absent(F(KUB, "Revenues"), JQ3)))
# concept_not_reported
add(C, FME0, "How much did Fresenius Medical Care spend buying back its own shares in Q1 2010?",
    refuse(cn, "Fresenius Medical Care's Q1 2010 data report no share repurchases or treasury stock.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "TreasuryStockValueAcquiredCostMethod",
                        "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares", "TreasuryStockValue", "TreasuryStockShares"))))
add(C, EOG0, "EOG Resources goodwill balance, end of Q1 2010?",
    refuse(cn, "EOG's Q1 2010 data report no goodwill of any kind.",
           absent_any(g("Goodwill", "GoodwillImpairmentLoss", "IntangibleAssetsNetIncludingGoodwill"))))
add(C, DCM, "NTT DOCOMO research and development expenses for the year ended March 31, 2010?",
    refuse(cn, "DOCOMO's 20-F data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, ITUB, "Itau Unibanco R&D expense, fiscal 2009?",
    refuse(cn, "Itau Unibanco's 20-F/A data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, KUB, "How much cash interest did Kubota pay in the year ended March 31, 2010?",
    refuse(cn, "Kubota's 20-F data report no cash paid for interest (no supplemental cash flow interest figure).",
           absent_any(g("InterestPaid", "InterestPaidNet", "InterestPaidCapitalized"))))
# ambiguous
WHY_FME = ("Fresenius Medical Care's June 30, 2009 balance sheet has two income tax payable lines: 'Income tax payable, current' "
           "(TaxesPayableCurrent) and 'Income tax payable, non-current' (AccruedIncomeTaxesNoncurrent), with different amounts.")
add(C, FME9, "What income tax payable did Fresenius Medical Care report at June 30, 2009?", refuse(am, WHY_FME, amb_for(FME9, WHY_FME,
    (F(FME9, "TaxesPayableCurrent"), PB, None), (F(FME9, "AccruedIncomeTaxesNoncurrent"), PB, None))))
WHY_EOG = ("EOG's March 31, 2010 balance sheet has three lines labelled 'Deferred Income Taxes': a current asset "
           "(DeferredTaxAssetsNetCurrent), a current liability (DeferredTaxLiabilitiesCurrent) and a non-current liability "
           "(DeferredTaxLiabilitiesNoncurrent), with different amounts.")
add(C, EOG0, "How much was EOG's deferred income taxes balance at March 31, 2010?", refuse(am, WHY_EOG, amb_for(EOG0, WHY_EOG,
    (F(EOG0, "DeferredTaxAssetsNetCurrent"), B10, None), (F(EOG0, "DeferredTaxLiabilitiesCurrent"), B10, None),
    (F(EOG0, "DeferredTaxLiabilitiesNoncurrent"), B10, None))))
WHY_HMC = ("Honda's income statement for the year ended March 31, 2010 reports 'Net income' including noncontrolling interests "
           "(ProfitLoss) and 'Net income attributable to Honda Motor Co., Ltd.' (NetIncomeLoss), with different amounts.")
add(C, HMC, "Honda's net income for the fiscal year ended March 31, 2010?", refuse(am, WHY_HMC, amb_for(HMC, WHY_HMC,
    (F(HMC, "ProfitLoss"), JFY10, None), (F(HMC, "NetIncomeLoss"), JFY10, None))))
WHY_DCM = ("DOCOMO's March 31, 2010 balance sheet has two lines labelled 'Deferred tax assets': a current asset "
           "(DeferredTaxAssetsNetCurrent) and a non-current asset (DeferredTaxAssetsNetNoncurrent), with different amounts.")
add(C, DCM, "What were NTT DOCOMO's deferred tax assets at March 31, 2010?", refuse(am, WHY_DCM, amb_for(DCM, WHY_DCM,
    (F(DCM, "DeferredTaxAssetsNetCurrent"), J10, None), (F(DCM, "DeferredTaxAssetsNetNoncurrent"), J10, None))))
WHY_KUB = ("Kubota's March 31, 2010 balance sheet has two allowances for doubtful receivables: one against current notes and accounts "
           "receivable (AllowanceForDoubtfulTradeNotesAndAccountsReceivableCurrent) and one against non-current receivables "
           "(AllowanceForDoubtfulAccountsReceivableNoncurrent), with different amounts.")
add(C, KUB, "Kubota's allowance for doubtful receivables at March 31, 2010?", refuse(am, WHY_KUB, amb_for(KUB, WHY_KUB,
    (F(KUB, "AllowanceForDoubtfulTradeNotesAndAccountsReceivableCurrent"), J10, None),
    (F(KUB, "AllowanceForDoubtfulAccountsReceivableNoncurrent"), J10, None))))


def main():
    write_round("h73", gr.QUESTIONS_73, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_73, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
