#!/usr/bin/env python3
"""Writes evals/data/ask_heldout71.jsonl and its refusal probes (ask_heldout71_probes.jsonl) -- round 71 of the
held-out free-form question sets -- from hand-written question specs.

No gold value is typed here: every answerable question carries a spec (concepts / period / members / formula /
inputs) and gold_reader.fill computes the value from the filing (FSDS num.txt via pandas).
Every refuse question carries a probe, written beside the questions and re-verified by
`gold_reader.py --check --questions evals/data/ask_heldout71.jsonl`:
  absent             -- the concept/period/members is not reported
  absent_any_period  -- the concept is not reported in the filing at all
  other_company      -- the company is neither in INDEX.csv nor in any FSDS sub.txt
  ambiguous          -- at least two reported facts fit the question, with different values; the probe's `why`
                        states the reported answers, read from the filing at build time (not typed)

Run:  .venv/bin/python evals/heldout/build_questions71.py
      .venv/bin/python evals/heldout/gold_reader.py --check --questions evals/data/ask_heldout71.jsonl
The writer imported the round 1-68 scaffolding (specs.py and gold_reader.py of a copy of main's evals/heldout,
byte-identical to it; no copy kept beside its builder) unchanged through sys.path, without writing bytecode, with the
shared data folder passed through AUDITGRAPH_SHARED_DATA (which the builder set when unset), wrote to its own folder's
questions.jsonl (its OUT, an absolute path) and read rounds 1-68 from a copy of evals/data (PREV: gr.QUESTIONS ...
gr.QUESTIONS_68 of that copy's gold_reader, one by one); here `from specs import *` takes them from evals/heldout
itself, gr.QUESTIONS_71 is the output and PREV names gr.QUESTIONS ... gr.QUESTIONS_68, one by one.
Written without reading the tool under test.

Round 71 notes.
FSDS filings: companies no round 1-68 used (checked CIK by CIK and adsh by adsh against every question and probe file
of rounds 1-68 and against avoid_adsh.txt and the CIKs of its filings), all with CIK mod 4 == 3.
The residue-3 pool is nearly exhausted. In 2009q3 only two residue-3 filers are left that are unused and untied:
Alcon (a 6-K/A) and Noble Corp (a combined 10-Q of Noble-Swiss and Noble-Cayman whose rows all carry a co-registrant
except its equity-statement rows, which carry LegalEntity and EquityComponents members with an empty coreg). Left out:
Diamond Offshore (consolidated subsidiary of Loews, used), Edison Mission Energy (subsidiary of Edison International,
used; parent of EME Homer City, used), KBR (its 2009q3 10-Q is in avoid_adsh.txt; spun off from Halliburton, used).
So this round takes two filings from 2009q3 and six from 2010q2 (not four and four). In 2010q2 left out: Pepco Holdings
(every row has a co-registrant), Alpha Natural Resources (successor of a used filer), Microsoft (instance company),
Noble Corp/Switzerland (same group as the 2009q3 Noble filing), Ricoh and Nidec (every current-year fact is reported
twice, in yen and in a dollar convenience translation, which gold_reader's FSDS lookup rejects as ambiguous), and the
duplicate amendments of Vale and Petrobras. Only one 10-Q is usable; the rest are foreign private issuers' 6-K, 20-F
and 40-F data sets (full statements, US GAAP), none of which an earlier round used.
  2009q3: Alcon (6-K/A, Q2 2009 and six months; ophthalmic products, SIC 3851), Noble Corp (10-Q, equity statements of
  the Swiss parent and the Cayman subsidiary, six months 2009; offshore drilling, SIC 1381).
  2010q2: Research In Motion (40-F/A, fiscal 2010 ended Feb 27, 2010, FSDS ddate 2010-02-28; SIC 3661), Textainer
  (6-K, Q1 2010; container leasing, SIC 7359), Panasonic (20-F, fiscal year ended March 31, 2010, in yen; SIC 3600),
  Companhia Siderurgica Nacional (20-F, 2009; steel, SIC 3310), Vale (6-K/A, Q1 2010 with Q4 2009 and Q1 2009
  quarters; mining, SIC 1000), Petrobras (20-F, 2009; oil, SIC 1311).
Quarter-vs-YTD: Alcon (Q2 against the first half, 2009 and 2008) and Vale (the fourth quarter of 2009 on its own,
against the full year the 20-F reports).
Members: Noble's LegalEntity x EquityComponents columns (7); EquityComponents columns of Research In Motion (3),
Panasonic (3), CSN (1), Vale (3) and Petrobras (3).
Counts: 160 questions, 20 per category; refusals 5 other_company, 5 period_not_reported, 5 concept_not_reported,
5 ambiguous (each ambiguous probe's `why` states the reported answers, read from the filing). Per filing: Alcon 30,
Noble 14 (2009q3); Research In Motion 21, Textainer 18, Panasonic 20, CSN 13, Vale 23, Petrobras 21 (2010q2). Alcon
carries more than the others because it is the only filing with a quarter and a year-to-date period side by side.
Derived (20): 7 ratios (e0/e1: two gross margins, two operating margins, R&D intensity, current ratio, equity ratio),
4 growths (e0/e1-1; two negative, each saying so), 4 differences (e0-e1: a change in an equity column, working capital,
two free cash flows, one negative and saying so), 1 free cash flow as a sum with a capex presented negative (e0+e1),
2 debt-to-equity ((e0+...+e4)/e5 and (e0+e1)/e2), 2 net debts (e0+e1-e2 and e0+e1+e2-e3).
No input fact of any answerable question was used by rounds 1-68 (check_overlap with same_fact="reported" and
with same_fact=True: 0), and no fact serves two answerable questions of the round.
"""
from specs import *  # noqa: F403 -- concept lists, periods, fact/ratio/refuse/add... and write_round: the scaffolding rounds 2-71 share

PREV = (gr.QUESTIONS, gr.QUESTIONS_2, gr.QUESTIONS_3, gr.QUESTIONS_4, gr.QUESTIONS_5, gr.QUESTIONS_6, gr.QUESTIONS_7,
        gr.QUESTIONS_8, gr.QUESTIONS_9, gr.QUESTIONS_10, gr.QUESTIONS_11, gr.QUESTIONS_12, gr.QUESTIONS_13, gr.QUESTIONS_14,
        gr.QUESTIONS_15, gr.QUESTIONS_16, gr.QUESTIONS_17, gr.QUESTIONS_18, gr.QUESTIONS_19, gr.QUESTIONS_20, gr.QUESTIONS_21,
        gr.QUESTIONS_22, gr.QUESTIONS_23, gr.QUESTIONS_24, gr.QUESTIONS_25, gr.QUESTIONS_26, gr.QUESTIONS_27, gr.QUESTIONS_28,
        gr.QUESTIONS_29, gr.QUESTIONS_30, gr.QUESTIONS_31, gr.QUESTIONS_32, gr.QUESTIONS_33, gr.QUESTIONS_34, gr.QUESTIONS_35,
        gr.QUESTIONS_36, gr.QUESTIONS_37, gr.QUESTIONS_38, gr.QUESTIONS_39, gr.QUESTIONS_40, gr.QUESTIONS_41, gr.QUESTIONS_42,
        gr.QUESTIONS_43, gr.QUESTIONS_44, gr.QUESTIONS_45, gr.QUESTIONS_46, gr.QUESTIONS_47, gr.QUESTIONS_48, gr.QUESTIONS_49,
        gr.QUESTIONS_50, gr.QUESTIONS_51, gr.QUESTIONS_52, gr.QUESTIONS_53, gr.QUESTIONS_54, gr.QUESTIONS_55, gr.QUESTIONS_56,
        gr.QUESTIONS_57, gr.QUESTIONS_58, gr.QUESTIONS_59, gr.QUESTIONS_60, gr.QUESTIONS_61, gr.QUESTIONS_62, gr.QUESTIONS_63,
        gr.QUESTIONS_64, gr.QUESTIONS_65, gr.QUESTIONS_66, gr.QUESTIONS_67, gr.QUESTIONS_68)  # rounds 1-68, one by one


def amb_for(filing, why, *alts):
    """ambiguous probe whose `why` also states the reported answers and their units, read from the filing
    (gold_reader.lookup), not typed (as in rounds 48-68's builders)"""
    p = amb(*alts)
    vals = []
    for a in p["alternatives"]:
        r = gr.lookup(filing, a["concepts"], a["period"], a.get("members", {}))
        txt = ("{:,.4f} {}".format(r[0], r[2])) if r else "not found"
        vals.append("%s%s = %s" % (a["concepts"][0], (" " + str(a["members"])) if a.get("members") else "", txt))
    p["why"] = why + " Reported: " + "; ".join(vals) + "."
    return p


# ------------------------------------------------------------------ round 71 FSDS filings (CIK mod 4 == 3)
ALC = "fsds:0001167379-09-000099"   # ALCON INC 6-K/A (2009q3), CIK 1167379, Q2 2009 and six months
NE = "fsds:0000950123-09-032022"    # NOBLE CORP 10-Q (2009q3), CIK 1169055; only the equity-statement rows have an empty coreg
RIM = "fsds:0000950123-10-032492"   # RESEARCH IN MOTION LTD 40-F/A (2010q2), CIK 1070235, fiscal 2010 ended 2010-02-27 (ddate 2010-02-28)
TGH = "fsds:0001193125-10-119077"   # TEXTAINER GROUP HOLDINGS LTD 6-K (2010q2), CIK 1413159, Q1 2010
PC = "fsds:0001193125-10-150553"    # PANASONIC CORP 20-F (2010q2), CIK 63271, fiscal year ended 2010-03-31, yen
SID = "fsds:0001292814-10-001853"   # NATIONAL STEEL CO (Companhia Siderurgica Nacional) 20-F (2010q2), CIK 1049659, 2009
VALE = "fsds:0000950123-10-045801"  # VALE S.A. 6-K/A (2010q2), CIK 917851, Q1 2010 (with Q4 2009 and Q1 2009 quarters)
PBR = "fsds:0001292814-10-001665"   # PETROBRAS - PETROLEO BRASILEIRO SA 20-F (2010q2), CIK 1119639, 2009
TICK = {ALC: "acl", NE: "ne", RIM: "rimm", TGH: "tgh", PC: "pc", SID: "sid", VALE: "vale", PBR: "pbr"}

F = fsds_namer(TICK)  # concept names for its FSDS tags (specs.fsds_concepts)
EQC = lambda m: {"EquityComponents": m}
NOBLE = lambda entity, comp: {"LegalEntity": entity, "EquityComponents": comp}
SWISS, CAYMAN = "ParentCompany", "Subsidiaries"   # Noble Corporation (Switzerland) and Noble Corporation (Cayman Islands)
JPY, JPS = "JPY", "JPY/share"

# FSDS periods (qtrs x 3 months back from the month-end ddate)
# Alcon and Noble: calendar Q2 2009 and first half
AQ, AH, AQPY, AHPY = ("2009-04-01", "2009-06-30"), ("2009-01-01", "2009-06-30"), ("2008-04-01", "2008-06-30"), ("2008-01-01", "2008-06-30")
AQ3 = ("2009-07-01", "2009-09-30")
JUN09, DEC08, JUN08 = (None, "2009-06-30"), (None, "2008-12-31"), (None, "2008-06-30")
# Research In Motion: fiscal years ended Feb 27, 2010 / Feb 28, 2009 / Mar 1, 2008 (FSDS month-end dates)
R10, R09, R08 = ("2009-03-01", "2010-02-28"), ("2008-03-01", "2009-02-28"), ("2007-03-01", "2008-02-29")
R10Q4 = ("2009-12-01", "2010-02-28")
RB10, RB09 = (None, "2010-02-28"), (None, "2009-02-28")
# Textainer and Vale: calendar Q1 2010
Q10, Q09, Q409 = ("2010-01-01", "2010-03-31"), ("2009-01-01", "2009-03-31"), ("2009-10-01", "2009-12-31")
MAR10, DEC09, MAR09 = (None, "2010-03-31"), (None, "2009-12-31"), (None, "2009-03-31")
# Panasonic: fiscal years ended March 31
P10, P09, P08 = ("2009-04-01", "2010-03-31"), ("2008-04-01", "2009-03-31"), ("2007-04-01", "2008-03-31")
P10Q4 = ("2010-01-01", "2010-03-31")
PB10, PB09 = (None, "2010-03-31"), (None, "2009-03-31")
# CSN and Petrobras: calendar years
Y09, Y08 = ("2009-01-01", "2009-12-31"), ("2008-01-01", "2008-12-31")
YB09, YB08 = (None, "2009-12-31"), (None, "2008-12-31")

# =================================================================== direct
C = "direct"
add(C, ALC, "What was the carrying value of Alcon's inventories on its June 30, 2009 balance sheet?", fact(F(ALC, "InventoryNet"), JUN09, USD))
add(C, ALC, "Alcon Inc. -- short-term borrowings outstanding at mid-2009 (June 30)", fact(F(ALC, "ShortTermBorrowings"), JUN09, USD))
add(C, NE, "In Noble Corporation's combined 10-Q, what accumulated other comprehensive loss did the Swiss parent, Noble "
    "Corporation (Switzerland), carry in its equity statement at June 30, 2009? Give it as a signed number.",
    fact(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN09, USD,
         NOBLE(SWISS, "AccumulatedOtherComprehensiveIncome")))
add(C, RIM, "Research In Motion's accrued liabilities at the end of fiscal 2010 (February 27, 2010)",
    fact(F(RIM, "AccruedLiabilitiesCurrent"), RB10, USD))
add(C, RIM, "How much goodwill did RIM report on its balance sheet as of February 27, 2010?", fact(F(RIM, "Goodwill"), RB10, USD))
add(C, RIM, "BlackBerry maker Research In Motion: current deferred revenue at fiscal year-end 2010", fact(F(RIM, "DeferredRevenueCurrent"), RB10, USD))
add(C, TGH, "How much lease rental income did Textainer Group earn in the first quarter of 2010?",
    fact(F(TGH, "OperatingLeasesIncomeStatementLeaseRevenue"), Q10, USD))
add(C, TGH, "Textainer's management fee revenue for the three months ended March 31, 2010", fact(F(TGH, "ManagementFeesRevenue"), Q10, USD))
add(C, TGH, "What restricted cash balance did Textainer Group Holdings report at 31 March 2010?",
    fact(F(TGH, "RestrictedCashAndCashEquivalentsNoncurrent"), MAR10, USD))
add(C, PC, "Panasonic's goodwill at March 31, 2010, in yen", fact(F(PC, "Goodwill"), PB10, JPY))
add(C, PC, "What impairment loss on long-lived assets did Panasonic record in the fiscal year ended March 31, 2010 (yen)?",
    fact(F(PC, "AssetImpairmentCharges"), P10, JPY))
add(C, PC, "Carrying amount of Panasonic's investments in associated companies on its March 31, 2010 balance sheet",
    fact(F(PC, "InvestmentsInAffiliatesSubsidiariesAssociatesAndJointVentures"), PB10, JPY))
add(C, SID, "Companhia Siderurgica Nacional (CSN): inventories at December 31, 2009", fact(F(SID, "InventoryNet"), YB09, USD))
add(C, SID, "How much did CSN hold in restricted deposits for legal proceedings at year-end 2009?",
    fact(F(SID, "RestrictedDepositsForLegalProceedings"), YB09, USD))
add(C, VALE, "Vale's goodwill on acquisition of subsidiaries as of March 31, 2010", fact(F(VALE, "Goodwill"), MAR10, USD))
add(C, VALE, "What non-current provision for asset retirement obligations did Vale carry at the end of Q1 2010?",
    fact(F(VALE, "AssetRetirementObligationsNoncurrent"), MAR10, USD))
add(C, VALE, "Vale S.A. research and development expenses, January-March 2010", fact(F(VALE, "ResearchAndDevelopmentExpense"), Q10, USD))
add(C, PBR, "What did Petrobras expense for exploration, including exploratory dry holes, in 2009?", fact(F(PBR, "ExplorationExpense"), Y09, USD))
add(C, PBR, "Petrobras's provision for abandonment on the December 31, 2009 balance sheet", fact(F(PBR, "ProvisionForLossOnContracts"), YB09, USD))
add(C, PBR, "Petroleo Brasileiro -- value-added and other taxes on sales and services deducted from 2009 sales",
    fact(F(PBR, "ValueAddedAndOtherTaxesOnSalesAndServices"), Y09, USD))

# =================================================================== prior_period
C = "prior_period"
add(C, ALC, "Alcon's trade receivables, net, at the prior year-end (December 31, 2008)", fact(F(ALC, "AccountsReceivableNetCurrent"), DEC08, USD))
add(C, ALC, "What cash and cash equivalents did Alcon hold a year before its Q2 2009 report, at June 30, 2008?",
    fact(F(ALC, "CashAndCashEquivalentsAtCarryingValue"), JUN08, USD))
add(C, NE, "Balance of the additional paid-in capital column in the Swiss parent Noble Corporation's equity statement at "
    "December 31, 2008", fact(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD,
                              NOBLE(SWISS, "AdditionalPaidInCapital")))
add(C, RIM, "Total revenue at Research In Motion in the prior fiscal year, the year ended February 28, 2009", fact(F(RIM, "Revenues"), R09, USD))
add(C, RIM, "RIM net income two years back, fiscal 2008 (ended March 1, 2008)", fact(F(RIM, "NetIncomeLoss"), R08, USD))
add(C, RIM, "What were RIM's inventories at the end of fiscal 2009 (Feb 28, 2009 balance sheet)?", fact(F(RIM, "InventoryNet"), RB09, USD))
add(C, TGH, "Net income attributable to Textainer's common shareholders in the year-earlier quarter, Q1 2009",
    fact(F(TGH, "NetIncomeLoss"), Q09, USD))
add(C, TGH, "Textainer accounts receivable, net, at December 31, 2009", fact(F(TGH, "AccountsReceivableNetCurrent"), DEC09, USD))
add(C, TGH, "Direct container expense at Textainer for the first quarter of the prior year (three months to March 31, 2009)",
    fact(F(TGH, "DirectOperatingCosts"), Q09, USD))
add(C, PC, "Panasonic's total net sales two fiscal years earlier, for the year ended March 31, 2008 (yen)", fact(F(PC, "SalesRevenueNet"), P08, JPY))
add(C, PC, "Net loss attributable to Panasonic Corporation for fiscal 2009 (year to March 31, 2009); give the signed yen amount",
    fact(F(PC, "NetIncomeLoss"), P09, JPY))
add(C, PC, "Panasonic cash and cash equivalents at the previous fiscal year-end, 31 March 2009", fact(F(PC, "CashAndCashEquivalentsAtCarryingValue"), PB09, JPY))
add(C, SID, "CSN's net operating revenues for 2008, the comparative year in its 2009 annual report", fact(F(SID, "NetOperatingRevenues"), Y08, USD))
add(C, SID, "How much did Companhia Siderurgica Nacional book in export sales in 2008?", fact(F(SID, "ExportSales"), Y08, USD))
add(C, VALE, "Vale's cash and cash equivalents one year before Q1 2010, i.e. at March 31, 2009", fact(F(VALE, "CashAndCashEquivalentsAtCarryingValue"), MAR09, USD))
add(C, VALE, "Sales of ores and metals at Vale in the first quarter of 2009", fact(F(VALE, "RevenueMineralSales"), Q09, USD))
add(C, VALE, "Vale long-term debt (excluding the current portion) at December 31, 2009", fact(F(VALE, "LongTermDebtNoncurrent"), DEC09, USD))
add(C, PBR, "Petrobras net operating revenues in 2008", fact(F(PBR, "RegulatedOperatingRevenue"), Y08, USD))
add(C, PBR, "What cash and cash equivalents did Petrobras have at December 31, 2008?", fact(F(PBR, "CashAndCashEquivalentsAtCarryingValue"), YB08, USD))
add(C, PBR, "Petrobras total assets at the end of 2008", fact(F(PBR, "Assets"), YB08, USD))

# =================================================================== quarter_vs_ytd
C = "quarter_vs_ytd"
add(C, ALC, "Alcon's sales in Q2 2009 alone -- the three months ended June 30, not year-to-date", fact(F(ALC, "SalesRevenueNet"), AQ, USD))
add(C, ALC, "What were Alcon's sales for the first six months of 2008?", fact(F(ALC, "SalesRevenueNet"), AHPY, USD))
add(C, ALC, "Alcon cost of goods sold, year-to-date through June 30, 2009", fact(F(ALC, "CostOfGoodsSold"), AH, USD))
add(C, ALC, "Gross profit at Alcon in the second quarter of 2008 (three-month figure)", fact(F(ALC, "GrossProfit"), AQPY, USD))
add(C, ALC, "How much did Alcon spend on research and development in the first half of 2009?", fact(F(ALC, "ResearchAndDevelopmentExpense"), AH, USD))
add(C, ALC, "Alcon R&D for just the April-June 2008 quarter", fact(F(ALC, "ResearchAndDevelopmentExpense"), AQPY, USD))
add(C, ALC, "Selling, general and administrative expense at Alcon for the quarter ended June 30, 2009 (quarter only)",
    fact(F(ALC, "SellingGeneralAndAdministrative"), AQ, USD))
add(C, ALC, "Alcon SG&A over the six months ended June 30, 2008", fact(F(ALC, "SellingGeneralAndAdministrative"), AHPY, USD))
add(C, ALC, "Alcon's operating income for 1H 2009 (January through June)", fact(F(ALC, "OperatingIncomeLoss"), AH, USD))
add(C, ALC, "What operating income did Alcon report for the three months ended June 30, 2008?", fact(F(ALC, "OperatingIncomeLoss"), AQPY, USD))
add(C, ALC, "Alcon earnings before income taxes, second quarter of 2009 by itself",
    fact(F(ALC, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments"), AQ, USD))
add(C, ALC, "Income taxes Alcon recorded for the first half of 2008 (six-month total)", fact(F(ALC, "IncomeTaxExpenseBenefit"), AHPY, USD))
add(C, ALC, "Alcon's net earnings in the quarter ended 30 June 2009 -- quarter, not six months", fact(F(ALC, "ProfitLoss"), AQ, USD))
add(C, ALC, "Net earnings at Alcon for the six months to June 30, 2008", fact(F(ALC, "ProfitLoss"), AHPY, USD))
add(C, ALC, "Amortization of intangibles at Alcon, year to date June 2009", fact(F(ALC, "AmortizationOfIntangibleAssets"), AH, USD))
add(C, ALC, "Alcon interest income for Q2 2009 on its own", fact(F(ALC, "InvestmentIncomeInterestAndDividend"), AQ, USD))
add(C, VALE, "Vale's net operating revenues in the fourth quarter of 2009 alone (three months to December 31, not the full year)",
    fact(F(VALE, "NetOperatingRevenues"), Q409, USD))
add(C, VALE, "Operating income Vale earned in Q4 2009 -- just that quarter", fact(F(VALE, "OperatingIncomeLoss"), Q409, USD))
add(C, VALE, "Net income attributable to Vale's stockholders for the three months ended December 31, 2009 (quarter, not year)",
    fact(F(VALE, "NetIncomeLoss"), Q409, USD))
add(C, VALE, "Vale additions to property, plant and equipment in 4Q09 only, not full-year 2009",
    fact(F(VALE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q409, USD))

# =================================================================== derived
C = "derived"
add(C, ALC, "Alcon's gross margin for the first half of 2009: gross profit divided by sales",
    ratio(F(ALC, "GrossProfit"), F(ALC, "SalesRevenueNet"), AH))
add(C, ALC, "Alcon free cash flow for the six months ended June 30, 2009, defined as net cash from operating activities less "
    "purchases of property, plant and equipment (the cash flow statement shows those purchases as a negative number)",
    derived("e0+e1", [inp(F(ALC, "NetCashProvidedByUsedInOperatingActivities"), AH), inp(F(ALC, "PaymentsToAcquirePropertyPlantAndEquipment"), AH)],
            AH, USD, ratio=False))
add(C, NE, "By how much did the retained earnings column of Noble Corporation (Switzerland)'s equity statement change between "
    "December 31, 2008 and June 30, 2009 (ending minus beginning balance)?",
    diff(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"),
         F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN09, pb=DEC08,
         ma=NOBLE(SWISS, "RetainedEarnings"), mb=NOBLE(SWISS, "RetainedEarnings")))
add(C, RIM, "Growth in Research In Motion's net income from fiscal 2009 to fiscal 2010, as a decimal",
    growth(F(RIM, "NetIncomeLoss"), R10, R09))
add(C, RIM, "RIM's R&D intensity in fiscal 2010: research and development expense as a share of total revenue",
    ratio(F(RIM, "ResearchAndDevelopmentExpense"), F(RIM, "Revenues"), R10))
add(C, RIM, "Research In Motion free cash flow for fiscal 2010 = cash from operations minus acquisition of property, plant and equipment",
    diff(F(RIM, "NetCashProvidedByUsedInOperatingActivities"), F(RIM, "PaymentsToAcquirePropertyPlantAndEquipment"), R10))
add(C, TGH, "Textainer's current ratio at March 31, 2010 (total current assets / total current liabilities)",
    ratio(F(TGH, "AssetsCurrent"), F(TGH, "LiabilitiesCurrent"), MAR10))
add(C, TGH, "Year-on-year growth in Textainer's total revenues, Q1 2010 versus Q1 2009, as a decimal",
    growth(F(TGH, "Revenues"), Q10, Q09))
add(C, TGH, "Textainer debt-to-equity at March 31, 2010, with debt = secured debt facility (current and long-term) + bonds payable "
    "(current and long-term) + revolving credit facility, over total equity including the noncontrolling interest",
    derived("(e0+e1+e2+e3+e4)/e5", [inp(F(TGH, "SecuredDebtCurrent"), MAR10), inp(F(TGH, "SecuredLongTermDebt"), MAR10),
                                    inp(F(TGH, "DebtCurrent"), MAR10), inp(F(TGH, "OtherLongTermDebtNoncurrent"), MAR10),
                                    inp(F(TGH, "LongTermLineOfCredit"), MAR10),
                                    inp(F(TGH, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR10)],
            MAR10, PURE))
add(C, PC, "Change in Panasonic's total net sales in the fiscal year ended March 31, 2010 versus the year before, as a decimal "
    "(negative means sales fell)", growth(F(PC, "SalesRevenueNet"), P10, P09))
add(C, PC, "Panasonic's equity ratio at March 31, 2010: total Panasonic Corporation shareholders' equity divided by total assets",
    ratio(F(PC, "StockholdersEquity"), F(PC, "Assets"), PB10))
add(C, PC, "Net debt at Panasonic on March 31, 2010, taking short-term debt (including current portion of long-term debt) plus "
    "long-term debt, less cash and cash equivalents (yen)",
    derived("e0+e1-e2", [inp(F(PC, "DebtCurrent"), PB10), inp(F(PC, "LongTermDebtNoncurrent"), PB10),
                         inp(F(PC, "CashAndCashEquivalentsAtCarryingValue"), PB10)], PB10, JPY, ratio=False))
add(C, SID, "CSN gross margin for 2009, computed as gross profit over net operating revenues",
    ratio(F(SID, "GrossProfit"), F(SID, "NetOperatingRevenues"), Y09))
add(C, SID, "How much did CSN's net income for the year change in 2009 relative to 2008? Express as a decimal; a decrease should be negative.",
    growth(F(SID, "NetIncomeLoss"), Y09, Y08))
add(C, VALE, "Vale's operating margin in Q1 2010: operating income divided by net operating revenues",
    ratio(F(VALE, "OperatingIncomeLoss"), F(VALE, "NetOperatingRevenues"), Q10))
add(C, VALE, "Working capital at Vale as of March 31, 2010 (total current assets less total current liabilities)",
    diff(F(VALE, "AssetsCurrent"), F(VALE, "LiabilitiesCurrent"), MAR10))
add(C, VALE, "Vale net debt at the end of March 2010, defined as current portion of long-term debt + long-term debt + short-term "
    "debt - cash and cash equivalents",
    derived("e0+e1+e2-e3", [inp(F(VALE, "LongTermDebtCurrent"), MAR10), inp(F(VALE, "LongTermDebtNoncurrent"), MAR10),
                            inp(F(VALE, "ShortTermBorrowings"), MAR10), inp(F(VALE, "CashAndCashEquivalentsAtCarryingValue"), MAR10)],
            MAR10, USD, ratio=False))
add(C, PBR, "Petrobras debt-to-equity at December 31, 2009: (current debt + long-term debt) / Petrobras shareholders' equity",
    derived("(e0+e1)/e2", [inp(F(PBR, "ShortTermDebtAmount"), YB09), inp(F(PBR, "LongTermDebtNoncurrent"), YB09),
                           inp(F(PBR, "StockholdersEquity"), YB09)], YB09, PURE))
add(C, PBR, "Petrobras free cash flow in 2008 -- net cash provided by operating activities minus additions to property, plant and "
    "equipment; negative if spending exceeded operating cash",
    diff(F(PBR, "NetCashProvidedByUsedInOperatingActivities"), F(PBR, "PaymentsToAcquirePropertyPlantAndEquipment"), Y08))
add(C, PBR, "Operating margin for Petrobras in 2009 (operating income / net operating revenues)",
    ratio(F(PBR, "OperatingIncomeLoss"), F(PBR, "RegulatedOperatingRevenue"), Y09))

# =================================================================== members
C = "members"
add(C, NE, "After the redomestication, what was the common stock column balance in Noble Corporation (Switzerland)'s statement of "
    "equity at June 30, 2009?", fact(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN09, USD,
                                     NOBLE(SWISS, "CommonStock")))
add(C, NE, "Noble-Cayman (Noble Corporation, Cayman Islands): retained earnings column of its equity statement at 30 June 2009",
    fact(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN09, USD, NOBLE(CAYMAN, "RetainedEarnings")))
add(C, NE, "What additional paid-in capital did Noble's Cayman Islands company show in its equity statement as of June 30, 2009?",
    fact(F(NE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), JUN09, USD, NOBLE(CAYMAN, "AdditionalPaidInCapital")))
add(C, NE, "Value credited to the common stock column of the Swiss parent's equity statement for shares issued in the Transaction "
    "(the Swiss redomestication), first half of 2009",
    fact(F(NE, "IssuanceOfSharesInTransaction"), AH, USD, NOBLE(SWISS, "CommonStock")))
add(C, NE, "Share-based compensation Noble-Cayman credited to additional paid-in capital in the six months ended June 30, 2009",
    fact(F(NE, "StockIssuedDuringPeriodValueShareBasedCompensation"), AH, USD, NOBLE(CAYMAN, "AdditionalPaidInCapital")))
add(C, NE, "Other comprehensive income recorded in the accumulated OCI column of Noble Corporation (Switzerland)'s equity "
    "statement for January-June 2009", fact(F(NE, "OtherComprehensiveIncomeLossNetOfTaxPeriodIncreaseDecrease"), AH, USD,
                                            NOBLE(SWISS, "AccumulatedOtherComprehensiveIncome")))
add(C, NE, "How much share-based compensation went through the retained earnings column of the Swiss Noble parent's equity "
    "statement in 1H 2009?", fact(F(NE, "StockIssuedDuringPeriodValueShareBasedCompensation"), AH, USD, NOBLE(SWISS, "RetainedEarnings")))
add(C, RIM, "Portion of Research In Motion's fiscal 2010 common share repurchases charged against retained earnings in the equity "
    "statement (signed, as shown)", fact(F(RIM, "StockRepurchasedAndRetiredDuringPeriodValue"), R10, USD, EQC("RetainedEarnings")))
add(C, RIM, "RIM statement of shareholders' equity: accumulated other comprehensive income column at February 27, 2010",
    fact(F(RIM, "StockholdersEquity"), RB10, USD, EQC("ComprehensiveIncome")))
add(C, RIM, "Transfers to capital stock from stock option exercises recorded in RIM's capital stock column during fiscal 2009",
    fact(F(RIM, "StockIssuedDuringPeriodValueTransfersToCapitalStockFromStockOptionExercises"), R09, USD, EQC("CommonStock")))
add(C, PC, "Panasonic equity statement: legal reserve column balance at the end of fiscal 2010 (March 31, 2010)",
    fact(F(PC, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), PB10, JPY, EQC("LegalReserve")))
add(C, PC, "Noncontrolling interests Panasonic added through the acquisition transaction in fiscal 2010, per the noncontrolling "
    "interests column of its equity statement", fact(F(PC, "NoncontrollingInterestAddedThroughAcquisition"), P10, JPY, EQC("NoncontrollingInterest")))
add(C, PC, "Repurchases of common stock shown in the treasury stock column of Panasonic's equity statement for the year ended March 31, 2009 "
    "(give the amount as a positive number)",
    fact(F(PC, "TreasuryStockValueAcquiredCostMethod"), P09, JPY, EQC("TreasuryStock")))
add(C, SID, "Amount CSN transferred from unappropriated retained earnings into its investment reserve during 2009 (investment "
    "reserve column of the equity statement)", fact(F(SID, "TransferFromUnappropriatedRetainedEarnings"), Y09, USD, EQC("InvestmentReserve")))
add(C, VALE, "In Vale's statement of changes in stockholders' equity, what was the undistributed (appropriated) retained earnings "
    "balance at March 31, 2010?", fact(F(VALE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), MAR10, USD,
                                       EQC("RetainedEarningsAppropriated")))
add(C, VALE, "Mandatorily convertible notes - preferred shares component of Vale's equity at December 31, 2008",
    fact(F(VALE, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), DEC08, USD,
         EQC("MandatorilyConvertibleNotesPreferredShares")))
add(C, VALE, "Change in the cumulative translation adjustment column of Vale's equity statement during Q1 2010 (signed)",
    fact(F(VALE, "StockholdersEquityPeriodIncreaseDecrease"), Q10, USD, EQC("AccumulatedTranslationAdjustment")))
add(C, PBR, "Petrobras legal reserve within shareholders' equity at December 31, 2009 (equity statement)",
    fact(F(PBR, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), YB09, USD, EQC("LegalReserve")))
add(C, PBR, "What was the balance of Petrobras's statutory reserve at the end of 2009?",
    fact(F(PBR, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), YB09, USD, EQC("StatutoryReserve")))
add(C, PBR, "Undistributed earnings reserve in Petrobras's statement of changes in shareholders' equity, December 31, 2009",
    fact(F(PBR, "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"), YB09, USD, EQC("UndistributedDomesticEarnings")))

# =================================================================== per_share
C = "per_share"
add(C, ALC, "Alcon diluted earnings per common share for the six months ended June 30, 2009", fact(F(ALC, "EarningsPerShareDiluted"), AH, PS))
add(C, ALC, "What was Alcon's basic EPS in the second quarter of 2008?", fact(F(ALC, "EarningsPerShareBasic"), AQPY, PS))
add(C, ALC, "Diluted weighted average common shares Alcon used for Q2 2009", fact(F(ALC, "WeightedAverageNumberOfDilutedSharesOutstanding"), AQ, SH))
add(C, NE, "Number of shares of Noble Corporation (Switzerland) issued at June 30, 2009, per its equity statement",
    fact(F(NE, "SharesIssued"), JUN09, SH, NOBLE(SWISS, "CommonStock")))
add(C, NE, "Dividends declared per share by Noble-Cayman in the first six months of 2009",
    fact(F(NE, "CommonStockDividendsPerShareDeclared"), AH, PS, NOBLE(CAYMAN, "RetainedEarnings")))
add(C, RIM, "RIMM diluted EPS for fiscal 2010", fact(F(RIM, "EarningsPerShareDiluted"), R10, PS))
add(C, RIM, "Research In Motion basic earnings per share, fiscal year ended February 28, 2009", fact(F(RIM, "EarningsPerShareBasic"), R09, PS))
add(C, RIM, "How many voting common shares made up Research In Motion's capital stock at February 27, 2010?", fact(F(RIM, "CommonStockSharesOutstanding"), RB10, SH))
add(C, TGH, "Textainer basic net income per share, 1Q 2010", fact(F(TGH, "EarningsPerShareBasic"), Q10, PS))
add(C, TGH, "Textainer's diluted EPS a year earlier, Q1 2009", fact(F(TGH, "EarningsPerShareDiluted"), Q09, PS))
add(C, TGH, "Diluted weighted average share count Textainer used for the quarter ended March 31, 2010",
    fact(F(TGH, "WeightedAverageNumberOfDilutedSharesOutstanding"), Q10, SH))
add(C, PC, "Panasonic basic net loss per share attributable to the company for fiscal 2010 (yen; give a loss as a negative number)",
    fact(F(PC, "EarningsPerShareBasic"), P10, JPS))
add(C, PC, "How many treasury shares did Panasonic hold at March 31, 2010?", fact(F(PC, "TreasuryStockShares"), PB10, SH))
add(C, SID, "CSN basic and diluted earnings per common share for 2009", fact(F(SID, "EarningsPerShareBasic"), Y09, PS))
add(C, SID, "Dividends declared per share by Companhia Siderurgica Nacional for fiscal 2009", fact(F(SID, "CommonStockDividendsPerShareDeclared"), Y09, PS))
add(C, VALE, "Vale earnings per common share, first quarter of 2010", fact(F(VALE, "EarningsPerCommonShare"), Q10, PS))
add(C, VALE, "In Q1 2009, what did Vale earn per preferred share linked to the mandatorily convertible notes?",
    fact(F(VALE, "EarningsPerPreferredShareLinkedToConvertibleNote"), Q09, PS))
add(C, PBR, "Petrobras basic and diluted earnings per common and preferred share for 2009", fact(F(PBR, "BasicAndDilutedEarningsPerCommonAndPreferredShare"), Y09, PS))
add(C, PBR, "PBR earnings per ADS (common and preferred) in 2008", fact(F(PBR, "BasicAndDilutedEarningsPerCommonAndPreferredADS"), Y08, PS))
add(C, PBR, "Per-share dividends and interest on shareholders' equity Petrobras attributed to common and preferred shares for 2009",
    fact(F(PBR, "DividendsAndInterestOnShareholdersEquityToCommonAndPreferredSharesPerShare"), Y09, PS))

# =================================================================== jargon
C = "jargon"
add(C, ALC, "ACL depreciation add-back, 1H09", fact(F(ALC, "Depreciation"), AH, USD))
add(C, ALC, "Alcon SBC in the 1H09 cash flow statement", fact(F(ALC, "ShareBasedCompensation"), AH, USD))
add(C, ALC, "Alcon SG&A, YTD Jun-09", fact(F(ALC, "SellingGeneralAndAdministrative"), AH, USD))
add(C, RIM, "RIMM SG&A (selling, marketing and admin), FY10", fact(F(RIM, "SellingGeneralAndAdministrativeExpense"), R10, USD))
add(C, RIM, "RIM capex (PP&E acquisitions), FY09", fact(F(RIM, "PaymentsToAcquirePropertyPlantAndEquipment"), R09, USD))
add(C, RIM, "RIMM buyback cash in FY10 -- common shares repurchased, not the treasury stock bought for the RSU plan",
    fact(F(RIM, "PaymentsForRepurchaseOfCommonStock"), R10, USD))
add(C, TGH, "TGH G&A, 1Q10", fact(F(TGH, "GeneralAndAdministrativeExpense"), Q10, USD))
add(C, TGH, "Textainer capex in 1Q10 (containers plus fixed assets purchased)", fact(F(TGH, "PaymentsToAcquireProductiveAssets"), Q10, USD))
add(C, TGH, "TGH divvies paid, Q1 '10", fact(F(TGH, "PaymentsOfDividends"), Q10, USD))
add(C, PC, "Panasonic capex, FY3/2010 (yen)", fact(F(PC, "PaymentsToAcquirePropertyPlantAndEquipment"), P10, JPY))
add(C, PC, "PC D&A for the fiscal year to March 2010", fact(F(PC, "DepreciationAndAmortization"), P10, JPY))
add(C, PC, "Panasonic CFO, FY ended 31-Mar-10", fact(F(PC, "NetCashProvidedByUsedInOperatingActivities"), P10, JPY))
add(C, SID, "SID capex FY09 (additions to PP&E)", fact(F(SID, "PaymentsToAcquirePropertyPlantAndEquipment"), Y09, USD))
add(C, SID, "CSN G&A line, FY2009 (the general and administrative line only, not selling)", fact(F(SID, "SellingGeneralAndAdministrativeExpense"), Y09, USD))
add(C, VALE, "VALE SG&A 1Q10", fact(F(VALE, "SellingGeneralAndAdministrativeExpense"), Q10, USD))
add(C, VALE, "Vale DD&A, 1Q10 (cash flow add-back)", fact(F(VALE, "DepreciationDepletionAndAmortization"), Q10, USD))
add(C, VALE, "Vale capex for Q1 2010", fact(F(VALE, "PaymentsToAcquirePropertyPlantAndEquipment"), Q10, USD))
add(C, PBR, "PBR capex, FY09", fact(F(PBR, "PaymentsToAcquirePropertyPlantAndEquipment"), Y09, USD))
add(C, PBR, "Petrobras DD&A in 2009", fact(F(PBR, "DepreciationDepletionAndAmortization"), Y09, USD))
add(C, PBR, "PBR SG&A for FY2009", fact(F(PBR, "SellingGeneralAndAdministrativeExpense"), Y09, USD))

# =================================================================== refuse
C = "refuse"
add(C, ALC, "What were Bausch & Lomb's contact lens sales in the second quarter of 2009?",
    refuse(oc, "Bausch & Lomb is not in the data (Alcon is).", other("BAUSCH")))
add(C, RIM, "How many handsets did Nokia ship in its fiscal 2009?",
    refuse(oc, "Nokia is not in the data (Research In Motion is).", other("NOKIA")))
add(C, TGH, "TAL International's leasing revenues for Q1 2010?",
    refuse(oc, "TAL International is not in the data (Textainer is).", other("TAL INTERNATIONAL")))
add(C, PC, "Sharp Corporation's net sales for the year ended March 31, 2010 -- how much?",
    refuse(oc, "Sharp is not in the data (Panasonic is).", other("SHARP")))
add(C, VALE, "What was Rio Tinto's iron ore revenue in the first quarter of 2010?",
    refuse(oc, "Rio Tinto is not in the data (Vale is).", other("RIO TINTO")))
add(C, ALC, "Alcon's sales for the third quarter of 2009 (July-September)?",
    refuse(pn, "The Q2 2009 report covers the quarter and six months to June 30, 2009 and 2008; the September 2009 quarter is not reported.",
           absent(F(ALC, "SalesRevenueNet"), AQ3)))
add(C, NE, "How much did Noble Corporation (Switzerland) pay in dividends in the second quarter of 2009 alone, per its equity statement?",
    refuse(pn, "Noble's equity statement covers the six months to June 30, 2009 only; no three-month column is reported.",
           absent(F(NE, "DividendsCommonStock"), AQ, NOBLE(SWISS, "RetainedEarnings"))))
add(C, RIM, "What revenue did Research In Motion report for its fourth fiscal quarter, the three months ended February 27, 2010?",
    refuse(pn, "RIM's 40-F/A data report fiscal years only; no fourth-quarter figure.", absent(F(RIM, "Revenues"), R10Q4)))
add(C, PC, "Panasonic's net sales for the January-March 2010 quarter?",
    refuse(pn, "Panasonic's 20-F reports fiscal years only; the March 2010 quarter on its own is not reported.",
           absent(F(PC, "SalesRevenueNet"), P10Q4)))
add(C, PBR, "Petrobras net operating revenues for the fourth quarter of 2009?",
    refuse(pn, "Petrobras's 20-F reports full years only; the December 2009 quarter on its own is not reported.",
           absent(F(PBR, "RegulatedOperatingRevenue"), Q409)))
add(C, RIM, "What dividend per share did Research In Motion pay in fiscal 2010?",
    refuse(cn, "RIM's fiscal 2010 data report no dividends of any kind.",
           absent_any(g("CommonStockDividendsPerShareDeclared", "CommonStockDividendsPerShareCashPaid", "PaymentsOfDividends",
                        "PaymentsOfDividendsCommonStock", "DividendsCommonStock", "DividendsCash", "Dividends"))))
add(C, TGH, "How much goodwill did Textainer carry at March 31, 2010?",
    refuse(cn, "Textainer's Q1 2010 data report intangible assets but no goodwill.", absent_any(g("Goodwill", "GoodwillImpairmentLoss"))))
add(C, PC, "How much did Panasonic spend on research and development in fiscal 2010?",
    refuse(cn, "Panasonic's 20-F data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, SID, "What was CSN's research and development spending in 2009?",
    refuse(cn, "CSN's 20-F data report no research and development expense.",
           absent_any(g("ResearchAndDevelopmentExpense", "ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost"))))
add(C, PBR, "How much did Petrobras spend buying back its own shares in 2009?",
    refuse(cn, "Petrobras's 20-F data report no share repurchases or treasury stock.",
           absent_any(g("PaymentsForRepurchaseOfCommonStock", "PaymentsForRepurchaseOfEquity", "PaymentsForRepurchaseOfPreferredStockAndPreferenceStock",
                        "TreasuryStockValueAcquiredCostMethod", "StockRepurchasedDuringPeriodValue", "StockRepurchasedDuringPeriodShares",
                        "TreasuryStockValue", "TreasuryStockShares"))))
WHY_NE = ("Noble's combined 10-Q has two equity statements with a net income line for the six months to June 30, 2009: Noble "
          "Corporation (Switzerland) (LegalEntity=ParentCompany) and Noble Corporation (Cayman Islands) (LegalEntity=Subsidiaries), "
          "with different amounts; the question names neither entity.")
add(C, NE, "What net income did Noble Corporation record in its statement of equity for the first half of 2009?",
    refuse(am, WHY_NE, amb_for(NE, WHY_NE, (F(NE, "NetIncomeLoss"), AH, NOBLE(SWISS, "RetainedEarnings")),
                               (F(NE, "NetIncomeLoss"), AH, NOBLE(CAYMAN, "RetainedEarnings")))))
WHY_TGH = ("Textainer's Q1 2010 income statement reports 'Net income' including the noncontrolling interest (ProfitLoss) and "
           "'Net income attributable to Textainer Group Holdings Limited common shareholders' (NetIncomeLoss), with different amounts.")
add(C, TGH, "What was Textainer's net income for Q1 2010?", refuse(am, WHY_TGH, amb_for(TGH, WHY_TGH,
    (F(TGH, "ProfitLoss"), Q10, None), (F(TGH, "NetIncomeLoss"), Q10, None))))
WHY_SID = ("CSN's 2009 income statement reports 'Total operating revenues' (gross, RegulatedOperatingRevenue) and, after sales "
           "taxes and discounts, 'Net operating revenues' (NetOperatingRevenues), with different amounts.")
add(C, SID, "How much revenue did CSN generate in 2009?", refuse(am, WHY_SID, amb_for(SID, WHY_SID,
    (F(SID, "RegulatedOperatingRevenue"), Y09, None), (F(SID, "NetOperatingRevenues"), Y09, None))))
WHY_VALE = ("Vale's Q1 2010 income statement reports 'Revenues before taxes' (SalesRevenueNet) and, after taxes on revenues, "
            "'Net operating revenues' (NetOperatingRevenues), with different amounts.")
add(C, VALE, "Vale's revenue in the first quarter of 2010?", refuse(am, WHY_VALE, amb_for(VALE, WHY_VALE,
    (F(VALE, "SalesRevenueNet"), Q10, None), (F(VALE, "NetOperatingRevenues"), Q10, None))))
WHY_PBR = ("Petrobras's 2009 income statement reports 'Net income for the year' before the noncontrolling interest (NetIncomeLoss) "
           "and 'Net income for the year attributable to Petrobras' (NetIncomeForTheYearAttributableToPetrobras), with different amounts.")
add(C, PBR, "What did Petrobras earn in 2009 -- net income?", refuse(am, WHY_PBR, amb_for(PBR, WHY_PBR,
    (F(PBR, "NetIncomeLoss"), Y09, None), (F(PBR, "NetIncomeForTheYearAttributableToPetrobras"), Y09, None))))


def main():
    write_round("h71", gr.QUESTIONS_71, prev=PREV, same_fact="reported", within=True)


if __name__ == "__main__":
    main()
