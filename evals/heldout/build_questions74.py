#!/usr/bin/env python3
"""Writes evals/data/ask_heldout74.jsonl and its refusal probes (ask_heldout74_probes.jsonl) -- round 74 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas, XBRL instance via lxml).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout74.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions74.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout74.jsonl
The writer imported the round 1-72 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-72 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_72 of that copy's gold_reader, one by one), and its main also counts every input fact against rounds
1-72 (specs.check_overlap with same_fact=True) and prints the count; here `from specs import *` and `import specs`
take them from evals/heldout itself, gr.QUESTIONS_74 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_72,
one by one.
Written without reading the tool under test.

Round 74 notes (CIK residue 2).
The residue-2 pool is exhausted. Of the residue-2 filers in both archives, every company but three was used by rounds
1-72 (checked CIK by CIK through sub.txt, and adsh by adsh against every question and probe file of rounds 1-72 and
avoid_adsh.txt; a company whose filing in the other archive was used counts as used). The three left:
  Nippon Telegraph & Telephone (20-F for the fiscal year ended March 31, 2010; 2010q2; yen; SIC 4813),
  Bank Bradesco (20-F for 2009; 2010q2; Brazilian reais; SIC 6022),
  Imperial Oil (a 2009q3 10-Q/A and a 2010q2 10-Q) -- left out: about 70 % owned by Exxon Mobil, a round-68 company
  (round 70 left it out for the same reason). Merck & Co's 2010q2 10-Q (CIK 310158, the former Schering-Plough) is in
  round 50, so it is used too.
So this round has two FSDS filings, not eight, and none from 2009q3. NTT's subsidiary NTT DoCoMo (CIK residue 1) is in
the 2010q2 archive and no round 1-72 used it; a concurrent residue-1 round might.
Neither 20-F reports a quarter, so the quarter_vs_ytd questions come from the shared instances, asking only facts no
round 1-72 used (check_overlap with same_fact=True): aeon-10q-2023 (the third quarter of 2022 against the nine
months, and the predecessor's July 1-21, 2023 stub against its January 1-July 21, 2023 period), msft-10k-2015 (fiscal
2014 and fiscal 2015 totals whose fourth-quarter figures the filing also reports) and unp-10k-2012 (2011 total of
the quarterly share-purchase table).
Amounts: NTT in yen (unit JPY, per share JPY/share), Bradesco in reais (BRL, BRL/share), as the data sets report them.
NTT's fiscal years end March 31 (FSDS ddate 2010-03-31, 2009-03-31, 2008-03-31); the questions name the end date.
Members: EquityComponents columns of NTT's (9) and Bradesco's (11) statements of changes in equity; no instance
members question.
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: NTT 69,
Bradesco 71 (FSDS, 140); aeon-10q-2023 16, msft-10k-2015 3, unp-10k-2012 1 (instances, quarter_vs_ytd only, 20).
Derived (20): 11 ratios (e0/e1: operating margin, two effective tax rates, current ratio, SG&A to revenue, accumulated
depreciation to gross PP&E, loan-to-deposit, allowance to loans, equity to assets, interest expense to interest
income, return on parent equity), 5 growths (e0/e1-1; one negative, saying so), 1 debt-to-equity ((e0+e1+e2)/e3),
1 net debt (e0+e1+e2-e3), 1 free cash flow (e0-e1-e2), 1 efficiency ratio (e0/(e1+e2)); jargon also has two
differences (e0-e1: a working capital and a free cash flow) and one cash burn (-e0).
Overlap (check_overlap against rounds 1-72, same_fact="reported", within=True): 0; with same_fact=True (every input
fact of every answerable question, derived inputs included): 0; no input fact serves two questions of the round.
Signs: every question whose answer is negative asks for the signed figure or says which sign it expects; AEON's
convertible-note fair-value changes are tagged as income (expense) related to a decrease (increase) in fair value,
and those questions say so (income positive, expense negative).
"""
from specs import *  # noqa: F403 -- concept lists, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-74 share
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


def in_unit(spec, unit):
    """specs.diff / specs.fcf label their result USD; this round's yen amounts are JPY"""
    spec["unit"] = unit
    return spec


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


# ------------------------------------------------------------------ round 74 FSDS filings (CIK mod 4 == 2)
NTT = "fsds:0001193125-10-150583"   # NIPPON TELEGRAPH & TELEPHONE CORP 20-F (2010q2), CIK 769594, SIC 4813, FY ended 2010-03-31, JPY
BBD = "fsds:0001292814-10-002221"   # BANK BRADESCO 20-F (2010q2), CIK 1160330, SIC 6022, FY 2009, BRL
TICK = {NTT: "ntt", BBD: "bbd"}
F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EC = lambda m: {"EquityComponents": m}
JPY, JPS, BRL, BRS = "JPY", "JPY/share", "BRL", "BRL/share"

# NTT: fiscal years ended March 31 (FSDS qtrs 4) and March 31 balance sheets
N10, N09, N08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
N07 = ("2006-04-01", "2007-03-31")
NB10, NB09, NB08, NB07 = (None, "2010-03-31"), (None, "2009-03-31"), (None, "2008-03-31"), (None, "2007-03-31")
NQ3 = ("2009-10-01", "2009-12-31")
# Bradesco: calendar years and December 31 balance sheets
B09, B08, B07 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31"), ("2007-01-01", "2007-12-31")
BB09, BB08, BB07, BB06 = (None, "2009-12-31"), (None, "2008-12-31"), (None, "2007-12-31"), (None, "2006-12-31")
BQ4 = ("2009-10-01", "2009-12-31")

# ------------------------------------------------------------------ instances (quarter_vs_ytd only)
# AEON Biopharma 10-Q for the quarter ended Sep 30, 2023 (predecessor / successor periods)
AQ22, A9M22 = ("2022-07-01", "2022-09-30"), ("2022-01-01", "2022-09-30")
ASTUB, APRED = ("2023-07-01", "2023-07-21"), ("2023-01-01", "2023-07-21")
CN_FV = ["aeon:IncomeExpenseRelatedToDecreaseIncreaseInFairValueOfConvertibleNotes"]
DEBT = "us-gaap:DebtInstrumentAxis"
RPT, RPP = "us-gaap:RelatedPartyTransactionAxis", "us-gaap:RelatedPartyTransactionsByRelatedPartyAxis"
N2019 = {DEBT: "aeon:ConvertibleNotes2019Member"}
NSCH = {DEBT: "aeon:SchConvertibleNoteMember", RPP: "aeon:StrathspeyCrownHoldingsGroupLlcMember"}
A1 = lambda m: {DEBT: "aeon:%s" % m, RPT: "aeon:A1PurchaseAgreementMember", RPP: "aeon:Alphaeon1LlcMember"}
NDW = {"srt:CounterpartyNameAxis": "aeon:DaewoongMember", "us-gaap:LongtermDebtTypeAxis": "us-gaap:ConvertibleDebtMember",
       "us-gaap:TypeOfArrangementAxis": "aeon:ConvertiblePromissoryNotePurchaseAgreementMember"}
# Microsoft 10-K 2015 and Union Pacific 10-K 2012
MPROG = {"us-gaap:ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}

# =================================================================== direct
C = "direct"
add(C, NTT, "How much accrued consumption tax did Nippon Telegraph & Telephone carry on its balance sheet at March 31, 2010 (yen)?",
    fact(F(NTT, "SalesAndExciseTaxPayableCurrent"), NB10, JPY))
add(C, NTT, "NTT -- gross carrying amount of telecommunications service lines in property, plant and equipment, 31 March 2010",
    fact(F(NTT, "LineFacilitiesUsedInProvidingTelecommunicationServices"), NB10, JPY))
add(C, NTT, "What were NTT's investments in affiliated companies worth on the balance sheet at the end of its fiscal year to March 2010?",
    fact(F(NTT, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), NB10, JPY))
add(C, NTT, "Liability for employees' retirement benefits at Nippon Telegraph and Telephone as of 3/31/2010",
    fact(F(NTT, "DefinedBenefitPensionPlanLiabilitiesNoncurrent"), NB10, JPY))
add(C, NTT, "NTT system integration revenues for the fiscal year ended March 31, 2010",
    fact(F(NTT, "SystemIntegrationRevenue"), N10, JPY))
add(C, NTT, "Cash paid for interest by NTT during the year ended March 31, 2010 (supplemental cash flow disclosure)",
    fact(F(NTT, "InterestPaid"), N10, JPY))
add(C, NTT, "How much goodwill was on NTT's books at March 31, 2010?", fact(F(NTT, "Goodwill"), NB10, JPY))
add(C, NTT, "What did NTT show as 'deposit received' among current liabilities at the March 2010 year end?",
    fact(F(NTT, "CustomerDepositsCurrent"), NB10, JPY))
add(C, NTT, "Income taxes NTT actually paid in cash, net, in the fiscal year to March 31, 2010",
    fact(F(NTT, "IncomeTaxesPaid"), N10, JPY))
add(C, NTT, "Non-cash item: capital lease obligations NTT incurred during the fiscal year ended March 31, 2010",
    fact(F(NTT, "CapitalLeaseObligationsIncurred"), N10, JPY))
add(C, BBD, "Bradesco's compulsory deposits with the Brazilian Central Bank at December 31, 2009, in reais",
    fact(F(BBD, "BrazilianCentralBankCompulsoryDeposits"), BB09, BRL))
add(C, BBD, "How much did Banco Bradesco hold in interest-bearing savings deposits at year-end 2009?",
    fact(F(BBD, "InterestBearingDomesticDepositSavings"), BB09, BRL))
add(C, BBD, "Bradesco trading securities at fair value on its December 31, 2009 balance sheet",
    fact(F(BBD, "TradingSecurities"), BB09, BRL))
add(C, BBD, "What insurance premiums did Bradesco record in 2009 (R$)?", fact(F(BBD, "InsuranceCommissionsAndFees"), B09, BRL))
add(C, BBD, "Banco Bradesco interest income on loans for the year 2009",
    fact(F(BBD, "InterestAndFeeIncomeLoansAndLeasesHeldInPortfolio"), B09, BRL))
add(C, BBD, "Insurance claims expense at Bradesco in fiscal 2009", fact(F(BBD, "IncurredClaimsFinancialGuaranteeInsuranceContracts"), B09, BRL))
add(C, BBD, "Bradesco: federal funds purchased and securities sold under repurchase agreements, December 31, 2009",
    fact(F(BBD, "FederalFundsPurchasedAndSecuritiesSoldUnderAgreementsToRepurchase"), BB09, BRL))
add(C, BBD, "What was the balance of Bradesco's insurance claims and pension plan reserves at the end of 2009?",
    fact(F(BBD, "AccruedInsuranceCurrentAndNoncurrent"), BB09, BRL))
add(C, BBD, "Held-to-maturity securities (amortized cost) at Banco Bradesco as of 12/31/2009",
    fact(F(BBD, "HeldToMaturitySecurities"), BB09, BRL))
add(C, BBD, "How much did Bradesco receive in dividends from unconsolidated companies during 2009, per the cash flow statement?",
    fact(F(BBD, "CashDividendsPaidToParentCompanyByUnconsolidatedSubsidiaries"), B09, BRL))

# =================================================================== prior_period
C = "prior_period"
add(C, NTT, "NTT fixed voice related services revenue in the prior fiscal year, i.e. the year ended March 31, 2009",
    fact(F(NTT, "FixedVoiceRelatedServicesRevenue"), N09, JPY))
add(C, NTT, "Inventories on NTT's balance sheet a year earlier, at March 31, 2009", fact(F(NTT, "InventoryNet"), NB09, JPY))
add(C, NTT, "What cash and cash equivalents did NTT hold at March 31, 2008?",
    fact(F(NTT, "CashAndCashEquivalentsAtCarryingValue"), NB08, JPY))
add(C, NTT, "Cost of services at Nippon Telegraph & Telephone two years back, in the fiscal year that ended March 31, 2008",
    fact(F(NTT, "CostOfServices"), N08, JPY))
add(C, NTT, "NTT's equity in earnings (losses) of affiliated companies for the year to March 2009 -- signed, negative if a loss",
    fact(F(NTT, "IncomeLossFromEquityMethodInvestments"), N09, JPY))
add(C, NTT, "Accrued payroll at NTT as of the prior year-end balance sheet date, 31 March 2009",
    fact(F(NTT, "AccruedSalariesCurrent"), NB09, JPY))
add(C, NTT, "How big was the gain NTT booked on transferring the substitutional portion of its Employee Pension Fund in the year ended March 31, 2008? Give the size of the gain.",
    fact(F(NTT, "GainOnTransferOfSubstitutionalPortionOfTheEmployeePensionFund"), N08, JPY))
add(C, NTT, "NTT other intangibles (net, excluding goodwill) at the March 2009 balance sheet date",
    fact(F(NTT, "IntangibleAssetsNetExcludingGoodwill"), NB09, JPY))
add(C, NTT, "Cash and cash equivalents NTT started the fiscal year ended March 31, 2008 with (i.e. at March 31, 2007)",
    fact(F(NTT, "CashAndCashEquivalentsAtCarryingValue"), NB07, JPY))
add(C, NTT, "Noncontrolling interests on NTT's balance sheet at March 31, 2009",
    fact(F(NTT, "MinorityInterest"), NB09, JPY))
add(C, BBD, "Bradesco's net trading gains (losses) in 2008 -- signed, negative for a loss", fact(F(BBD, "TradingGainsLosses"), B08, BRL))
add(C, BBD, "What was Bradesco's allowance for loan losses at December 31, 2008?", fact(F(BBD, "LoansAndLeasesReceivableAllowance"), BB08, BRL))
add(C, BBD, "Salaries and benefits expense at Bradesco in 2007", fact(F(BBD, "LaborAndRelatedExpense"), B07, BRL))
add(C, BBD, "Time deposits at Banco Bradesco a year before the latest balance sheet, i.e. at end-2008",
    fact(F(BBD, "InterestBearingDomesticDepositTimeDeposits"), BB08, BRL))
add(C, BBD, "Bradesco pension plan investment contracts liability as of December 31, 2008",
    fact(F(BBD, "PensionAndOtherPostretirementDefinedBenefitPlansLiabilitiesCurrentAndNoncurrent"), BB08, BRL))
add(C, BBD, "How much did Bradesco spend on administrative expenses in the comparative year 2008?",
    fact(F(BBD, "GeneralAndAdministrativeExpense"), B08, BRL))
add(C, BBD, "Bradesco's total taxes on income for 2008, as a signed expense (negative if it was a net tax benefit)",
    fact(F(BBD, "IncomeTaxExpenseBenefit"), B08, BRL))
add(C, BBD, "Cash and due from banks at Bradesco, prior year-end (Dec 31, 2008)", fact(F(BBD, "CashAndDueFromBanks"), BB08, BRL))
add(C, BBD, "Interest expense on federal funds purchased and repos at Banco Bradesco in 2007",
    fact(F(BBD, "InterestExpenseFederalFundsPurchasedAndSecuritiesSoldUnderAgreementsToRepurchase"), B07, BRL))
add(C, BBD, "Goodwill on Bradesco's balance sheet at the end of 2008", fact(F(BBD, "Goodwill"), BB08, BRL))

# =================================================================== quarter_vs_ytd (instances: facts no round 1-72 used)
C = "quarter_vs_ytd"
add(C, AE, "For the three months ended September 30, 2022 only (not year to date), what did AEON record as income (expense) from the change in fair value of its 2019 Convertible Notes? Income positive, expense negative.",
    fact(CN_FV, AQ22, USD, N2019))
add(C, AE, "AEON Biopharma, 2019 Convertible Notes: fair-value-change income (expense) for the nine months ended Sept 30, 2022 (expense as a negative number)",
    fact(CN_FV, A9M22, USD, N2019))
add(C, AE, "Q3 2022 alone: income (expense) AEON recognized on the fair value of the SCH Convertible Note (negative = expense)",
    fact(CN_FV, AQ22, USD, NSCH))
add(C, AE, "Year-to-date through September 30, 2022, how much income (expense) did the change in fair value of the SCH Convertible Note produce for AEON? Sign: income positive.",
    fact(CN_FV, A9M22, USD, NSCH))
add(C, AE, "AEON's 2021 A1 Convertible Notes: income (expense) from fair value changes over the first nine months of 2022 (income positive)",
    fact(CN_FV, A9M22, USD, A1("A1ConvertibleNotes2021Member")))
add(C, AE, "What fair-value income (expense) did AEON's 2022 A1 Convertible Notes generate in the third quarter of 2022 by itself? Income as a positive figure.",
    fact(CN_FV, AQ22, USD, A1("A1ConvertibleNotes2022Member")))
add(C, AE, "Nine-month 2022 figure (January-September): AEON income (expense) tied to the fair value of the 2022 A1 Convertible Notes, income positive",
    fact(CN_FV, A9M22, USD, A1("A1ConvertibleNotes2022Member")))
add(C, AE, "How much income (expense) from the change in fair value of the Daewoong Convertible Notes did AEON record in the quarter ended September 30, 2022 -- three months only? Expense negative.",
    fact(CN_FV, AQ22, USD, NDW))
add(C, AE, "Predecessor stub period July 1-21, 2023 (the part of Q3 before the merger closed): AEON's income (expense) from the Daewoong Convertible Notes' fair value change, signed (expense negative)",
    fact(CN_FV, ASTUB, USD, NDW))
add(C, AE, "For the whole predecessor period January 1 to July 21, 2023, not just the July stub, what was AEON's income (expense) on the Daewoong Convertible Notes' fair value? Signed, expense negative.",
    fact(CN_FV, APRED, USD, NDW))
add(C, AE, "How large a loss did AEON's predecessor take on the change in fair value of its embedded forward purchase agreements and derivative liabilities in the July 1-21, 2023 stub? Give the loss as a positive number.",
    fact(["aeon:ChangeInFairValueOfForwardPurchaseAgreementAndDerivative"], ASTUB, USD))
add(C, AE, "AEON predecessor (loss) income before taxes for July 1 through July 21, 2023 only (signed, negative for a loss)",
    fact(g("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"), ASTUB, USD))
add(C, AE, "AEON's income tax expense for the three months ended September 30, 2022 (the quarter, not the nine months)",
    fact(TAX, AQ22, USD))
add(C, AE, "AEON, July 1-21, 2023 predecessor stub only: income (expense) from the fair value change of the March 2023 A1 Convertible Notes (income positive)",
    fact(CN_FV, ASTUB, USD, A1("A1ConvertibleNotesMarch2023Member")))
add(C, AE, "2019 Convertible Notes at AEON -- fair-value income (expense) in the July 1 to July 21, 2023 predecessor period alone, signed (expense negative)",
    fact(CN_FV, ASTUB, USD, N2019))
add(C, AE, "In just the July 1-21, 2023 predecessor stub, what income (expense) did the SCH Convertible Note's fair value change bring AEON? Negative if an expense.",
    fact(CN_FV, ASTUB, USD, NSCH))
add(C, MS, "Per Microsoft's share repurchase table, how many shares did it buy back under its programs over all of fiscal 2014 (full year, not just the June quarter)?",
    fact(g("StockRepurchasedDuringPeriodShares"), M_FY14, SH, MPROG))
add(C, MS, "MSFT share repurchase program disclosure: total dollar amount repurchased for the full fiscal year ended June 30, 2014 (sum of the four quarters, not Q4 alone)",
    fact(g("StockRepurchasedDuringPeriodValue"), M_FY14, USD, MPROG))
add(C, MS, "By how much did impairment, integration and restructuring expenses reduce Microsoft's net income for the whole of fiscal 2015 (the full-year after-tax effect, not the fourth quarter's)?",
    fact(["msft:ImpairmentIntegrationAndRestructuringEffectOnEarningsAfterTax"], M_FY15, USD))
add(C, UP, "Union Pacific's share purchases for all of 2011 -- total number of shares from the quarterly purchase table (full year, not Q4)",
    fact(g("StockRepurchasedAndRetiredDuringPeriodShares"), U_FY11, SH))

# =================================================================== derived
C = "derived"
add(C, NTT, "NTT's operating margin for the fiscal year ended March 31, 2010 (operating income / total revenues)",
    ratio(F(NTT, "OperatingIncomeLoss"), F(NTT, "Revenues"), N10))
add(C, NTT, "Year-over-year growth of NTT's IP/packet communications services revenue, FY to March 2010 vs FY to March 2009, as a decimal",
    growth(F(NTT, "InternetProtocolPacketCommunicationsServicesRevenue"), N10, N09))
add(C, NTT, "By how much did NTT's mobile voice related services revenue change in the year ended 3/31/2010 versus the year before? Decimal growth rate, negative for a decline.",
    growth(F(NTT, "MobileVoiceRelatedServicesRevenue"), N10, N09))
add(C, NTT, "NTT effective tax rate for the fiscal year ended March 31, 2009: total income tax expense divided by income before income taxes and equity in earnings of affiliates",
    ratio(F(NTT, "IncomeTaxExpenseBenefit"),
          F(NTT, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), N09))
add(C, NTT, "Current ratio at Nippon Telegraph & Telephone on March 31, 2009",
    ratio(F(NTT, "AssetsCurrent"), F(NTT, "LiabilitiesCurrent"), NB09))
add(C, NTT, "NTT debt-to-equity at March 31, 2010, with debt = short-term borrowings + current portion of long-term debt + long-term debt, over total NTT shareholders' equity",
    derived("(e0+e1+e2)/e3", [inp(F(NTT, "ShortTermBorrowings"), NB10), inp(F(NTT, "LongTermDebtCurrent"), NB10),
                               inp(F(NTT, "LongTermDebtNoncurrent"), NB10), inp(F(NTT, "StockholdersEquity"), NB10)], NB10, PURE))
add(C, NTT, "Net debt of NTT at March 31, 2009 (short-term borrowings plus current and long-term debt, minus cash and cash equivalents), in yen",
    derived("e0+e1+e2-e3", [inp(F(NTT, "ShortTermBorrowings"), NB09), inp(F(NTT, "LongTermDebtCurrent"), NB09),
                             inp(F(NTT, "LongTermDebtNoncurrent"), NB09), inp(F(NTT, "CashAndCashEquivalentsAtCarryingValue"), NB09)],
            NB09, JPY, ratio=False))
add(C, NTT, "NTT free cash flow for the year ended March 31, 2009, defined as operating cash flow minus payments for property, plant and equipment minus acquisition of intangibles and other assets",
    derived("e0-e1-e2", [inp(F(NTT, "NetCashProvidedByUsedInOperatingActivities"), N09),
                         inp(F(NTT, "PaymentsToAcquirePropertyPlantAndEquipment"), N09),
                         inp(F(NTT, "PaymentsToAcquireProductiveAssets"), N09)], N09, JPY, ratio=False))
add(C, NTT, "SG&A as a share of revenues at NTT in the fiscal year ended March 31, 2008",
    ratio(F(NTT, "SellingGeneralAndAdministrativeExpense"), F(NTT, "Revenues"), N08))
add(C, NTT, "What fraction of NTT's gross property, plant and equipment had been depreciated by March 31, 2010 (accumulated depreciation / gross PP&E)?",
    ratio(F(NTT, "AccumulatedDepreciationDepletionAndAmortizationPropertyPlantAndEquipment"), F(NTT, "PropertyPlantAndEquipmentGross"), NB10))
add(C, BBD, "Bradesco's 2009 efficiency ratio: total non-interest expense divided by (net interest income + total non-interest income)",
    derived("e0/(e1+e2)", [inp(F(BBD, "NoninterestExpense"), B09), inp(F(BBD, "InterestIncomeExpenseNet"), B09),
                           inp(F(BBD, "NoninterestIncome"), B09)], B09, PURE))
add(C, BBD, "Loan-to-deposit ratio at Banco Bradesco on December 31, 2008 (loans, before the allowance, over total deposits)",
    ratio(F(BBD, "LoansAndLeasesReceivableNetOfDeferredIncome"), F(BBD, "Deposits"), BB08))
add(C, BBD, "Allowance for loan losses as a percentage of loans at Bradesco, year-end 2009 (as a decimal)",
    ratio(F(BBD, "LoansAndLeasesReceivableAllowance"), F(BBD, "LoansAndLeasesReceivableNetOfDeferredIncome"), BB09))
add(C, BBD, "Growth in Bradesco's fee and commission income from 2008 to 2009, as a decimal",
    growth(F(BBD, "FeesAndCommissions"), B09, B08))
add(C, BBD, "How much did Bradesco's provision for loan losses rise in 2009 over 2008, in percent terms (decimal)?",
    growth(F(BBD, "ProvisionForLoanLeaseAndOtherLosses"), B09, B08))
add(C, BBD, "Bradesco effective tax rate, 2009: total taxes on income / income before income taxes",
    ratio(F(BBD, "IncomeTaxExpenseBenefit"),
          F(BBD, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), B09))
add(C, BBD, "Equity-to-assets at Bradesco at the end of 2008: total shareholders' equity and noncontrolling interest divided by total assets",
    ratio(F(BBD, "StockholdersEquity"), F(BBD, "Assets"), BB08))
add(C, BBD, "Year-on-year change in Bradesco's interest income on loans, 2008 versus 2007 (decimal growth)",
    growth(F(BBD, "InterestAndFeeIncomeLoansAndLeasesHeldInPortfolio"), B08, B07))
add(C, BBD, "In 2008, what share of Bradesco's total interest income was absorbed by total interest expense?",
    ratio(F(BBD, "InterestExpense"), F(BBD, "InterestAndDividendIncomeOperating"), B08))
add(C, BBD, "Bradesco's 2009 return on equity measured as Parent Company net income divided by year-end shareholders' equity of the Parent Company",
    ratio(F(BBD, "ParentCompanyNetIncome"), F(BBD, "ShareholdersEquityOfTheParentCompany"), B09, BB09))

# =================================================================== members (EquityComponents rows)
C = "members"
add(C, NTT, "In NTT's statement of changes in equity, what was the retained earnings column balance at March 31, 2008?",
    fact(F(NTT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), NB08, JPY, EC("RetainedEarnings")))
add(C, NTT, "Treasury stock column of NTT's equity statement at March 31, 2007 (signed; it reduces equity)",
    fact(F(NTT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), NB07, JPY, EC("TreasuryStock")))
add(C, NTT, "Balance of accumulated other comprehensive income (loss) in NTT's equity statement as of March 31, 2008, signed",
    fact(F(NTT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), NB08, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, NTT, "Cash dividends paid to noncontrolling interests, as shown in the noncontrolling interests column of NTT's equity statement, fiscal year to March 2010",
    fact(F(NTT, "DividendsCash"), N10, JPY, EC("NoncontrollingInterest")))
add(C, NTT, "Pension liability adjustment recorded in NTT's accumulated other comprehensive income column for the year ended March 31, 2009",
    fact(F(NTT, "OtherComprehensiveIncomeMinimumPensionLiabilityNetAdjustmentNetOfTax"), N09, JPY, EC("AccumulatedOtherComprehensiveIncome")))
add(C, NTT, "How much of NTT's total comprehensive income for the year ended March 31, 2009 went to noncontrolling interests (equity statement)?",
    fact(F(NTT, "ComprehensiveIncomeNetOfTax"), N09, JPY, EC("NoncontrollingInterest")))
add(C, NTT, "Acquisition of treasury stock charged to the treasury stock column of NTT's equity statement in the fiscal year ended March 31, 2009",
    fact(F(NTT, "TreasuryStockValueAcquiredCostMethod"), N09, JPY, EC("TreasuryStock")))
add(C, NTT, "NTT additional paid-in capital column balance in the statement of equity at March 31, 2007",
    fact(F(NTT, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), NB07, JPY, EC("AdditionalPaidInCapital")))
add(C, NTT, "Unrealized gain (loss) on securities attributed to noncontrolling interests in NTT's equity statement, year to March 31, 2010 (signed)",
    fact(F(NTT, "OtherComprehensiveIncomeUnrealizedHoldingGainLossOnSecuritiesArisingDuringPeriodNetOfTax"), N10, JPY,
         EC("NoncontrollingInterest")))
add(C, BBD, "Statutory reserves column of Bradesco's statement of changes in shareholders' equity: balance at December 31, 2007",
    fact(F(BBD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BB07, BRL, EC("StatutoryReserve")))
add(C, BBD, "Unappropriated retained earnings in Bradesco's equity statement as of the end of 2006",
    fact(F(BBD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BB06, BRL, EC("RetainedEarningsUnappropriated")))
add(C, BBD, "Interest on shareholders' capital and dividends charged to Bradesco's unappropriated retained earnings in 2009 (signed, as shown in the equity statement)",
    fact(F(BBD, "InterestOnShareholdersCapitalAndDividends"), B09, BRL, EC("RetainedEarningsUnappropriated")))
add(C, BBD, "Capital increase credited to Bradesco's common shares column during 2008",
    fact(F(BBD, "CapitalIncreaseValue"), B08, BRL, EC("CommonStock")))
add(C, BBD, "Transfers into the preferred shares column of Bradesco's equity statement in 2007",
    fact(F(BBD, "Transfers"), B07, BRL, EC("PreferredStock")))
add(C, BBD, "Net income attributed to the noncontrolling interest column in Bradesco's 2008 statement of changes in equity",
    fact(F(BBD, "NetIncomeLoss"), B08, BRL, EC("NoncontrollingInterest")))
add(C, BBD, "How many preferred shares did Bradesco issue to merge Banco Ibi shares in 2009?",
    fact(F(BBD, "SharesIssuedToMergeBancoIbiShares"), B09, SH, EC("PreferredStock")))
add(C, BBD, "Bradesco common treasury shares: number purchased in 2009 per the equity statement (signed as presented, negative)",
    fact(F(BBD, "StockRepurchasedDuringPeriodShares"), B09, SH, EC("CommonTreasuryStock")))
add(C, BBD, "Noncontrolling interest column balance in Bradesco's equity statement at December 31, 2007",
    fact(F(BBD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BB07, BRL, EC("NoncontrollingInterest")))
add(C, BBD, "Available-for-sale securities adjustment booked in Bradesco's accumulated other comprehensive income column for 2008 (signed)",
    fact(F(BBD, "OtherComprehensiveIncomeAvailableForSaleSecuritiesAdjustmentNetOfTaxPeriodIncreaseDecrease"), B08, BRL,
         EC("AccumulatedOtherComprehensiveIncome")))
add(C, BBD, "What was the preferred shares column (value) of Bradesco's equity statement at December 31, 2006?",
    fact(F(BBD, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), BB06, BRL, EC("PreferredStock")))

# =================================================================== per_share
C = "per_share"
add(C, NTT, "NTT net income attributable to NTT per share for the fiscal year ended March 31, 2010, in yen",
    fact(F(NTT, "EarningsPerShareBasicAndDiluted"), N10, JPS))
add(C, NTT, "Earnings per share at NTT, year to March 2008 (yen)", fact(F(NTT, "EarningsPerShareBasicAndDiluted"), N08, JPS))
add(C, NTT, "Cash dividend per share NTT paid to shareholders of record for the year ended March 31, 2009",
    fact(F(NTT, "CommonStockDividendsPerShareCashPaid"), N09, JPS))
add(C, NTT, "Weighted average shares outstanding used in NTT's per-share figures, FY ended 3/31/2010",
    fact(F(NTT, "WeightedAverageNumberBasicDilutedSharesOutstanding"), N10, SH))
add(C, NTT, "How many treasury shares did NTT hold at March 31, 2010?", fact(F(NTT, "TreasuryStockShares"), NB10, SH))
add(C, NTT, "NTT's authorized common shares as of March 31, 2010", fact(F(NTT, "CommonStockSharesAuthorized"), NB10, SH))
add(C, NTT, "Common shares issued by NTT at March 31, 2009", fact(F(NTT, "CommonStockSharesIssued"), NB09, SH))
add(C, NTT, "NTT weighted average number of shares outstanding in the fiscal year ended March 31, 2008",
    fact(F(NTT, "WeightedAverageNumberBasicDilutedSharesOutstanding"), N08, SH))
add(C, NTT, "DPS at NTT for the fiscal year to March 2010 (cash dividends to shareholders of record), yen",
    fact(F(NTT, "CommonStockDividendsPerShareCashPaid"), N10, JPS))
add(C, BBD, "Bradesco earnings per common share in 2009 (R$)", fact(F(BBD, "EarningsPerSharesCommonShares"), B09, BRS))
add(C, BBD, "What were Bradesco's earnings per preferred share for 2008?", fact(F(BBD, "EarningsPerSharesPreferredShares"), B08, BRS))
add(C, BBD, "Dividends per common share Bradesco reported for 2009, in reais", fact(F(BBD, "CommonStockDividendsPerShareCashPaid"), B09, BRS))
add(C, BBD, "Dividend per preferred share at Bradesco for 2007", fact(F(BBD, "PreferredStockPerShareAmountsOfPreferredDividendsInArrears"), B07, BRS))
add(C, BBD, "Weighted average number of common shares outstanding at Bradesco, 2009",
    fact(F(BBD, "WeightedAverageNumberOfSharesOutstandingCommonShares"), B09, SH))
add(C, BBD, "Bradesco's weighted average preferred share count for 2008",
    fact(F(BBD, "WeightedAverageNumberOfSharesOutstandingPreferredShares"), B08, SH))
add(C, BBD, "Preferred shares issued by Banco Bradesco at December 31, 2009", fact(F(BBD, "PreferredStockSharesIssued"), BB09, SH))
add(C, BBD, "How many common shares did Bradesco hold in treasury at the end of 2009 (a positive share count)?",
    fact(F(BBD, "TreasurySharesCommonShares"), BB09, SH))
add(C, BBD, "Bradesco EPS per common share, 2007", fact(F(BBD, "EarningsPerSharesCommonShares"), B07, BRS))
add(C, BBD, "Authorized common shares at Bradesco as of December 31, 2008", fact(F(BBD, "CommonStockSharesAuthorized"), BB08, SH))
add(C, BBD, "Bradesco earnings per preferred share for fiscal 2009", fact(F(BBD, "EarningsPerSharesPreferredShares"), B09, BRS))

# =================================================================== jargon
C = "jargon"
add(C, NTT, "NTT top line, FY ended March 2009", fact(F(NTT, "Revenues"), N09, JPY))
add(C, NTT, "NTT bottom line attributable to NTT shareholders, year to 3/2009", fact(F(NTT, "NetIncomeLoss"), N09, JPY))
add(C, NTT, "NTT capex (PP&E payments only), FY to March 2008", fact(F(NTT, "PaymentsToAcquirePropertyPlantAndEquipment"), N08, JPY))
add(C, NTT, "NTT D&A, FYE 3/31/09", fact(F(NTT, "DepreciationDepletionAndAmortization"), N09, JPY))
add(C, NTT, "NTT SG&A for the fiscal year ended March 2010", fact(F(NTT, "SellingGeneralAndAdministrativeExpense"), N10, JPY))
add(C, NTT, "NTT total opex (total costs and expenses), FY3/2010", fact(F(NTT, "CostsAndExpenses"), N10, JPY))
add(C, NTT, "NTT working capital at 3/31/2010", in_unit(diff(F(NTT, "AssetsCurrent"), F(NTT, "LiabilitiesCurrent"), NB10), JPY))
add(C, NTT, "Book value of NTT (total NTT shareholders' equity) at March 31, 2009", fact(F(NTT, "StockholdersEquity"), NB09, JPY))
add(C, NTT, "NTT CFO, FY ended 3/2008", fact(F(NTT, "NetCashProvidedByUsedInOperatingActivities"), N08, JPY))
add(C, NTT, "NTT FCF (CFO less PP&E capex), FY to March 2010",
    in_unit(fcf(N10, F(NTT, "PaymentsToAcquirePropertyPlantAndEquipment")), JPY))
add(C, BBD, "BBD NII for 2008", fact(F(BBD, "InterestIncomeExpenseNet"), B08, BRL))
add(C, BBD, "Bradesco bottom line to the parent, FY08", fact(F(BBD, "ParentCompanyNetIncome"), B08, BRL))
add(C, BBD, "Bradesco capex (purchases of premises and equipment), 2009", fact(F(BBD, "PaymentsToAcquirePropertyPlantAndEquipment"), B09, BRL))
add(C, BBD, "Bradesco D&A line (excluding intangible amortization), FY09", fact(F(BBD, "DepreciationAndAmortization"), B09, BRL))
add(C, BBD, "BBD CFO in 2007", fact(F(BBD, "NetCashProvidedByUsedInOperatingActivities"), B07, BRL))
add(C, BBD, "Bradesco operating cash burn in 2008 (operating cash outflow as a positive number)",
    derived("-e0", [inp(F(BBD, "NetCashProvidedByUsedInOperatingActivities"), B08)], B08, BRL, ratio=False))
add(C, BBD, "Bradesco LLP (provision for loan losses), FY2007", fact(F(BBD, "ProvisionForLoanLeaseAndOtherLosses"), B07, BRL))
add(C, BBD, "Bradesco book value -- Parent Company shareholders' equity -- at YE08", fact(F(BBD, "ShareholdersEquityOfTheParentCompany"), BB08, BRL))
add(C, BBD, "Bradesco non-II (total non-interest income), 2008", fact(F(BBD, "NoninterestIncome"), B08, BRL))
add(C, BBD, "Bradesco total non-interest opex, FY2008", fact(F(BBD, "NoninterestExpense"), B08, BRL))

# =================================================================== refuse
C = "refuse"
# other_company
add(C, NTT, "What were KDDI's operating revenues for the fiscal year ended March 31, 2010?",
    refuse(oc, "KDDI is not in the data (NTT is).", other("KDDI")))
add(C, NTT, "SoftBank's mobile segment revenue in its year to March 2010?",
    refuse(oc, "SoftBank is not in the data (NTT is).", other("SOFTBANK")))
add(C, NTT, "How much did China Mobile earn in 2009?",
    refuse(oc, "China Mobile is not in the data (NTT is).", other("CHINA MOBILE")))
add(C, BBD, "Banco do Brasil's net interest income for 2009?",
    refuse(oc, "Banco do Brasil is not in the data (Bradesco is).", other("BANCO DO BRASIL")))
add(C, BBD, "What was Santander Brasil's loan book at December 31, 2009?",
    refuse(oc, "Santander (Brasil) is not in the data (Bradesco is).", other("SANTANDER")))
# period_not_reported
add(C, NTT, "NTT's revenues for the October-December 2009 quarter?",
    refuse(pn, "The 20-F reports fiscal years ended March 31, 2010, 2009 and 2008 only; no quarter.", absent(F(NTT, "Revenues"), NQ3)))
add(C, NTT, "What were NTT's total assets at March 31, 2008?",
    refuse(pn, "The 20-F's balance sheets are at March 31, 2010 and 2009; total assets at March 31, 2008 are not reported.",
           absent(F(NTT, "Assets"), NB08)))
add(C, NTT, "NTT net cash provided by operating activities in the fiscal year ended March 31, 2007?",
    refuse(pn, "The cash flow statements cover the years ended March 31, 2010, 2009 and 2008; not the year ended March 31, 2007.",
           absent(F(NTT, "NetCashProvidedByUsedInOperatingActivities"), N07)))
add(C, BBD, "Bradesco's net interest income in the fourth quarter of 2009?",
    refuse(pn, "The 20-F reports the years 2009, 2008 and 2007; no quarter.", absent(F(BBD, "InterestIncomeExpenseNet"), BQ4)))
add(C, BBD, "Total assets of Bradesco at December 31, 2007?",
    refuse(pn, "The balance sheets are at December 31, 2009 and 2008; total assets at end-2007 are not reported.",
           absent(F(BBD, "Assets"), BB07)))
# concept_not_reported
add(C, NTT, "How much did NTT spend on research and development in the year to March 2010?",
    refuse(cn, "NTT's 20-F data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
                        "ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost"))))
add(C, NTT, "NTT's advertising costs for the fiscal year ended March 31, 2010?",
    refuse(cn, "NTT's 20-F data report no advertising or marketing expense.",
           absent_any(g("AdvertisingExpense", "MarketingAndAdvertisingExpense", "AdvertisingCosts", "MarketingExpense"))))
add(C, BBD, "What was Bradesco's Tier 1 capital ratio at the end of 2009?",
    refuse(cn, "Bradesco's 20-F data report no regulatory capital or capital ratio.",
           absent_any(g("TierOneRiskBasedCapitalToRiskWeightedAssets", "CapitalToRiskWeightedAssets", "TierOneRiskBasedCapital",
                        "Capital", "TierOneLeverageCapitalToAverageAssets"))))
add(C, BBD, "How much in net loan charge-offs did Bradesco take in 2009?",
    refuse(cn, "Bradesco's 20-F data report no loan write-offs or charge-offs.",
           absent_any(g("AllowanceForLoanAndLeaseLossesWriteOffsNet", "AllowanceForLoanAndLeaseLossesWriteOffs",
                        "AllowanceForLoanAndLeaseLossRecoveryOfBadDebts", "AllowanceForNotesAndLoansReceivableWriteOffs"))))
add(C, BBD, "Bradesco's nonperforming (nonaccrual) loans at December 31, 2009?",
    refuse(cn, "Bradesco's 20-F data report no nonaccrual, nonperforming or impaired loan amounts.",
           absent_any(g("FinancingReceivableRecordedInvestmentNonaccrualStatus", "LoansAndLeasesReceivableNonperformingNonaccrualOfInterest",
                        "ImpairedFinancingReceivableRecordedInvestment", "LoansAndLeasesReceivableImpairedNonperformingNonaccrualOfInterest"))))
# ambiguous
WHY_NTT_NI = ("NTT's income statement for the year ended March 31, 2010 reports 'Net income (loss)' including noncontrolling "
              "interests (ProfitLoss) and 'Net income (loss) attributable to NTT' (NetIncomeLoss), with different amounts.")
add(C, NTT, "What was NTT's net income for the fiscal year ended March 31, 2010?", refuse(am, WHY_NTT_NI, amb_for(NTT, WHY_NTT_NI,
    (F(NTT, "ProfitLoss"), N10, None), (F(NTT, "NetIncomeLoss"), N10, None))))
WHY_NTT_BB = ("For the year ended March 31, 2010 NTT reports treasury-stock purchases three ways: the cash flow line 'Acquisition of "
              "treasury stocks by subsidiary' (PaymentsForRepurchaseOfCommonStock), the net cash flow line 'Proceeds from sale of "
              "(payments for acquisition of) treasury stock, net' (ProceedsFromRepurchaseOfEquity) and the equity statement's "
              "'Acquisition of treasury stocks' (TreasuryStockValueAcquiredCostMethod), with different amounts.")
add(C, NTT, "How much did NTT spend buying back stock in the fiscal year to March 2010?", refuse(am, WHY_NTT_BB, amb_for(NTT, WHY_NTT_BB,
    (F(NTT, "PaymentsForRepurchaseOfCommonStock"), N10, None), (F(NTT, "ProceedsFromRepurchaseOfEquity"), N10, None),
    (F(NTT, "TreasuryStockValueAcquiredCostMethod"), N10, None))))
WHY_NTT_DT = ("NTT's March 31, 2010 balance sheet has two lines labelled 'Deferred income taxes' among assets: a current asset "
              "(DeferredTaxAssetsNetCurrent) and one under investments and other assets (DeferredTaxAssetsNetNoncurrent), with different amounts.")
add(C, NTT, "How much in deferred income taxes did NTT carry as an asset at March 31, 2010?", refuse(am, WHY_NTT_DT, amb_for(NTT, WHY_NTT_DT,
    (F(NTT, "DeferredTaxAssetsNetCurrent"), NB10, None), (F(NTT, "DeferredTaxAssetsNetNoncurrent"), NB10, None))))
WHY_BBD_NI = ("Bradesco's 2009 income statement reports 'Net income' (NetIncomeLoss, before the noncontrolling interest's share) and "
              "'Parent Company net income' (an extension tag), with different amounts.")
add(C, BBD, "Bradesco's net income in 2009?", refuse(am, WHY_BBD_NI, amb_for(BBD, WHY_BBD_NI,
    (F(BBD, "NetIncomeLoss"), B09, None), (F(BBD, "ParentCompanyNetIncome"), B09, None))))
WHY_BBD_EQ = ("Bradesco's December 31, 2009 balance sheet reports 'Shareholders equity of the Parent Company' (an extension tag) and "
              "'Total shareholders' equity and noncontrolling interest' (StockholdersEquity), with different amounts.")
add(C, BBD, "What was Bradesco's shareholders' equity at December 31, 2009?", refuse(am, WHY_BBD_EQ, amb_for(BBD, WHY_BBD_EQ,
    (F(BBD, "ShareholdersEquityOfTheParentCompany"), BB09, None), (F(BBD, "StockholdersEquity"), BB09, None))))


def main():
    write_round("h74", gr.QUESTIONS_74, prev=PREV, same_fact="reported", within=True)
    n = specs.check_overlap(gr.QUESTIONS_74, PREV, same_fact=True, within=True)
    print("%d overlaps with rounds 1-%d with same_fact=True" % (n, len(PREV)))


if __name__ == "__main__":
    main()
