"""`ask` answers what was asked: the dev set (gold from the instance XML by auditgraph.evals.askdev) per
category, the intent in the answer, and the intent policies refusing a fact of another period or member."""

from __future__ import annotations

from datetime import date

from auditgraph.evals.ask import load_questions
from auditgraph.evals.askdev import build
from auditgraph.evals.askscore import accession_for, evaluate_free, filing_accessions
from auditgraph.memos.answer_policies import answer_instances
from auditgraph.memos.ask import ask
from auditgraph.memos.policies import PolicyChecker
from auditgraph.memos.verifier import GraphFacts

AAPL = "0000320193-23-000106"


def test_the_dev_set_is_answered_exactly_and_refusals_are_refused(store, loaded, shared_data):
    questions = build(shared_data)
    folders = filing_accessions(store, shared_data)
    assert folders["aapl-10k-2023"] == AAPL and folders["unp-10k-2012"] == loaded["unp-10k-2012"]
    checker = PolicyChecker()
    m = evaluate_free(
        questions, lambda q, acc: ask(store, q, accession=acc, checker=checker).model_dump(mode="json"), folders
    )
    assert m.exact_rate >= 0.95, m.misses
    assert m.answered_refusals == 0, m.misses


def test_the_year_in_the_question_is_the_period_answered(store, loaded):
    answer = ask(store, "What was Apple's operating cash flow in fiscal 2022?", accession=AAPL)
    assert answer.status == "ok" and answer.evidence[0].endswith(":20210926-20220924:USD")
    assert answer.intent.period.months == 12 and answer.intent.period.end == date(2022, 9, 24)
    assert "12 months" in answer.answer and "2022-09-24" in answer.answer


def test_a_ten_q_without_a_duration_is_ambiguous_with_both_answers(store, loaded):
    answer = ask(store, "What was Apple's net income?", accession=loaded["aapl-10q-2023"])
    assert answer.status == "ambiguous" and len(answer.available) == 2
    assert any("9 months" in a for a in answer.available) and any("3 months" in a for a in answer.available)


def test_a_segment_question_cites_the_segment_fact(store, loaded):
    answer = ask(store, "What was the operating income of Apple's Americas segment in fiscal 2023?", accession=AAPL)
    assert answer.status == "ok" and answer.intent.members == {
        "us-gaap:StatementBusinessSegmentsAxis": "aapl:AmericasSegmentMember"
    }
    consolidated = ask(store, "What was Apple's operating income in fiscal 2023?", accession=AAPL)
    assert consolidated.status == "ok" and consolidated.value > answer.value and consolidated.intent.members == {}


def test_another_company_than_the_filing_is_refused(store, loaded):
    answer = ask(store, "What was Microsoft's net income in fiscal 2023?", accession=AAPL)
    assert answer.status == "not_found" and answer.reason == "other_company"


def test_the_intent_policies_refuse_a_fact_of_another_period_or_member(store, loaded):
    answer = ask(store, "What was Apple's total assets at the end of fiscal 2023?", accession=AAPL)
    assert answer.status == "ok" and answer.policy.passed
    claim = answer.claims[0]
    graph = GraphFacts.read(store, claim.evidence)
    wrong = [
        {
            "concept": "us-gaap:Assets",
            "end": date(2022, 9, 24),
            "months": 0,
            "members": [],
            "accession": AAPL,
            "cik": "320193",
        }
    ]
    result = PolicyChecker().check(answer_instances([claim], graph, wrong))
    assert [v.policy for v in result.violations] == ["P08.intent_period"]
    wrong[0].update(
        end=date(2023, 9, 30), members=["srt:ProductOrServiceAxis=aapl:IPhoneMember"], concept="us-gaap:Liabilities"
    )
    result = PolicyChecker().check(answer_instances([claim], graph, wrong))
    assert sorted(v.policy for v in result.violations) == ["P07.intent_concept", "P09.intent_members"]


def test_the_committed_dev_set_is_what_the_xml_gives(shared_data):
    from pathlib import Path

    committed = load_questions(Path(__file__).resolve().parents[2] / "evals" / "data" / "ask_dev.jsonl")
    assert committed == build(shared_data)
    assert accession_for({"filing": "fsds:0000320193-24-000123"}, {}) == "0000320193-24-000123"


def test_a_model_fills_only_what_the_parser_left_open_and_the_graph_still_decides(store, loaded):
    from auditgraph.memos.intent_model import ModelIntentParser

    asked = []

    def scripted(system, question, schema):
        asked.append(question)
        assert "revenue" in schema["properties"]["measure"]["enum"]
        return {
            "measure": "revenue",
            "fiscal_year": 2019,
            "quarter": None,
            "months": 12,
            "end_date": None,
            "prior": False,
            "comparison": None,
        }

    parser = ModelIntentParser(scripted)
    answer = ask(store, "What did Apple haul in from buyers in fiscal 2023?", accession=AAPL, parser=parser)
    assert asked and answer.status == "ok" and answer.intent.parser == "deterministic+model"
    # the model's year is not in the question: the question's own year stands
    assert answer.intent.period.fiscal_year == 2023 and answer.value == 383285000000
    alone = ask(store, "What did Apple haul in from buyers in fiscal 2023?", accession=AAPL)
    assert alone.status == "not_found"
    # a model that names the wrong measure cannot override the parser's
    eps = ask(store, "What was Apple's diluted EPS in fiscal 2023?", accession=AAPL, parser=parser)
    assert eps.value == 6.13 and eps.intent.measure.name == "eps_diluted"


def test_a_line_the_catalogue_does_not_name_is_found_through_verbs_and_typos(store, loaded):
    # Apple's 10-K 2023 income statement: "Research and development" 26,251 (millions) for fiscal 2022
    rnd = ask(store, "How much did Apple spend on reserch and developmnt in fiscal 2022?", accession=AAPL)
    assert rnd.status == "ok" and rnd.value == 26251000000
    assert rnd.intent.measure.concepts == ["us-gaap:ResearchAndDevelopmentExpense"]
    # the balance sheet's "Commercial paper" 9,982 at September 24, 2022
    paper = ask(store, "How much commercial paper did Apple have outstanding at September 24, 2022?", accession=AAPL)
    assert paper.status == "ok" and paper.value == 9982000000
    # Union Pacific labels its fuel expense "Fuel" (3,581 million in 2011)
    fuel = ask(store, "What did Union Pacific spend on fuel expense in 2011?", accession=loaded["unp-10k-2012"])
    assert fuel.status == "ok" and fuel.value == 3581000000
    # one generic word is no line: "G&A" is not "interest expense", "margin" is no one margin
    assert ask(store, "What was Apple's margin for fiscal 2023?", accession=AAPL).status != "ok"


def test_a_question_that_leaves_the_year_or_the_segment_open_is_ambiguous(store, loaded):
    q3 = ask(store, "What were Apple's Q3 net sales?", accession=loaded["aapl-10q-2023"])
    assert q3.status == "ambiguous" and len(q3.available) == 2  # Q3 of fiscal 2023 and of fiscal 2022
    segment = ask(store, "What was Apple's segment operating income in fiscal 2023?", accession=AAPL)
    assert segment.status == "ambiguous"
    named = ask(store, "What was Apple's Americas segment operating income in fiscal 2023?", accession=AAPL)
    assert named.status == "ok" and named.intent.members  # a named segment is answered


def test_a_name_the_filing_does_not_know_is_refused_even_as_the_first_word(store, loaded):
    answer = ask(store, "Airbnb net income in fiscal 2023?", accession=AAPL)
    assert answer.status != "ok" and "Airbnb" in answer.answer
    typo = ask(store, "Aple net income FY23?", accession=AAPL)
    assert typo.status == "ok" and typo.value == 96995000000


def test_a_line_as_a_share_of_revenue_is_a_ratio_of_the_two(store, loaded):
    # Union Pacific 2011: fuel 3,581 over operating revenues 19,557 (millions), both on the income statement
    answer = ask(
        store, "Union Pacific fuel as a share of operating revenues in 2011?", accession=loaded["unp-10k-2012"]
    )
    assert answer.status == "ok" and abs(answer.value - 3581 / 19557) < 1e-9
    assert answer.intent.measure.kind == "ratio" and len(answer.evidence) == 2


def test_a_retail_fiscal_year_is_named_as_the_filer_names_it():
    from auditgraph.memos.answer_facts import FilingView
    from auditgraph.memos.resolve_period import fiscal_year_end

    def view(period_end: str, fy: str, fp: str) -> FilingView:
        v = FilingView.__new__(FilingView)
        v.filing = {"period_end": period_end, "fiscal_year": fy, "fiscal_period": fp, "form": "10-Q"}
        v.by_concept = {}
        v.memo = {}  # what every view made by filing_view carries
        return v

    # Target's 10-Q for the quarter ended 2010-04-30 states fiscal 2010: its fiscal 2010 ends in January 2011
    assert fiscal_year_end(view("2010-04-30", "2010", "Q1"), 2010).year == 2011
    assert fiscal_year_end(view("2010-04-30", "2010", "Q1"), 2010, focus=False).year == 2010
    # a March year end one focus year behind is not read that way (Microchip states 2009 for March 2010)
    assert fiscal_year_end(view("2009-12-31", "2009", "Q3"), 2010).year == 2010


def test_eps_alone_is_ambiguous_when_basic_and_diluted_differ(store, loaded):
    # Apple's fiscal 2023: basic 6.16, diluted 6.13 (10-K income statement)
    answer = ask(store, "What was Apple's EPS for fiscal 2023?", accession=AAPL)
    assert answer.status == "ambiguous" and "6.16" in answer.answer and "6.13" in answer.answer
    assert ask(store, "What was Apple's diluted EPS for fiscal 2023?", accession=AAPL).value == 6.13


def test_a_member_and_the_words_left_name_the_line_reported_for_it(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    axis = "us-gaap:PropertyPlantAndEquipmentByTypeAxis"
    expected = files.value(
        "us-gaap:PropertyPlantAndEquipmentGross", "20230930", ((axis, "us-gaap:LeaseholdImprovementsMember"),)
    )
    assert expected is not None
    # no catalogue phrase names the line: "gross" and the member do
    answer = ask(store, "Apple gross leasehold improvements at September 30, 2023?", accession=AAPL)
    assert answer.status == "ok", answer.answer
    assert answer.value == expected and answer.intent.members == {axis: "us-gaap:LeaseholdImprovementsMember"}
    # the member alone names no line of a balance: refused rather than guessed
    answer = ask(store, "Apple leasehold improvements useful life at September 30, 2023?", accession=AAPL)
    assert answer.status != "ok" or answer.value != expected


def test_a_defined_ratio_whose_part_is_a_line_of_its_own(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    period = "20220925-20230930"
    foreign = files.value("us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign", period)
    total = files.value(
        "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest", period
    )
    assert foreign and total and foreign != total
    answer = ask(
        store,
        "Foreign share of Apple's FY23 pre-tax income (foreign income before taxes ÷ total income before taxes)?",
        accession=AAPL,
    )
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - foreign / total) < 1e-12


def test_a_bare_phrase_for_two_different_lines_is_ambiguous_and_the_qualified_one_answers(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10q-2023"))
    cash = files.value("us-gaap:CashAndCashEquivalentsAtCarryingValue", "20230701")
    restricted = files.value("us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents", "20230701")
    assert cash and restricted and cash != restricted
    acc = loaded["aapl-10q-2023"]
    bare = ask(store, "Apple cash at July 1, 2023?", accession=acc)
    assert bare.status == "ambiguous" and len(bare.available) == 2
    named = ask(store, "Apple cash and cash equivalents at July 1, 2023?", accession=acc)
    assert named.status == "ok" and named.value == cash


def test_non_current_is_one_word_as_the_labels_write_it(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    noncurrent = files.value("us-gaap:AccruedIncomeTaxesNoncurrent", "20220924")
    current = files.value("us-gaap:AccruedIncomeTaxesCurrent", "20220924")
    assert noncurrent and current and noncurrent != current
    answer = ask(store, "Apple non-current accrued income taxes at September 24, 2022?", accession=AAPL)
    assert answer.status == "ok" and answer.value == noncurrent


def test_the_effective_tax_rate_is_the_one_the_filing_reports(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    reported = files.value("us-gaap:EffectiveIncomeTaxRateContinuingOperations", "20200927-20210925")
    assert reported is not None
    answer = ask(store, "Apple's effective tax rate for fiscal 2021?", accession=AAPL)
    assert answer.status == "ok" and answer.value == reported
    # a rate the question defines is computed as defined
    tax = files.value("us-gaap:IncomeTaxExpenseBenefit", "20200927-20210925")
    pretax = files.value(
        "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
        "20200927-20210925",
    )
    defined = ask(
        store, "Apple effective tax rate in fiscal 2021, computed as provision ÷ income before taxes?", accession=AAPL
    )
    assert defined.status == "ok" and abs(defined.value - tax / pretax) < 1e-12


def test_a_balance_changed_over_a_period_is_the_cash_flow_statements_line(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10q-2023"))
    change = files.value("us-gaap:IncreaseDecreaseInAccountsPayable", "20220925-20230701")
    balance = files.value("us-gaap:AccountsPayableCurrent", "20230701")
    assert change is not None and balance is not None
    acc = loaded["aapl-10q-2023"]
    answer = ask(
        store,
        "Change in Apple's accounts payable in the cash flow statement, nine months ended July 1, 2023",
        accession=acc,
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == change
    # the balance itself is not the change line, though Apple labels both "Accounts payable"
    answer = ask(store, "Apple accounts payable at July 1, 2023", accession=acc)
    assert answer.status == "ok" and answer.value == balance


def test_a_total_before_its_deferred_part_and_state_and_local_as_one_line(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    period = "20200927-20210925"
    total = files.value("us-gaap:StateAndLocalIncomeTaxExpenseBenefitContinuingOperations", period)
    current = files.value("us-gaap:CurrentStateAndLocalTaxExpenseBenefit", period)
    deferred = files.value("us-gaap:DeferredStateAndLocalIncomeTaxExpenseBenefit", period)
    assert total is not None and current is not None and deferred is not None and len({total, current, deferred}) == 3
    answer = ask(store, "Apple state and local income tax expense for fiscal 2021", accession=AAPL)
    assert answer.status == "ok" and answer.value == total
    answer = ask(store, "Apple current state and local tax expense for fiscal 2021", accession=AAPL)
    assert answer.status == "ok" and answer.value == current


def test_members_named_by_the_words_after_a_labels_colon_and_by_their_acronym(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    # Union Pacific labels its property types "Equipment: Locomotives", "Road: Ties"
    unp = FilingFiles(filing_path("unp-10k-2012"))
    axis = "us-gaap:PropertyPlantAndEquipmentByTypeAxis"
    net = unp.value("us-gaap:PropertyPlantAndEquipmentNet", "20121231", ((axis, "unp:EquipmentLocomotivesMember"),))
    assert net is not None
    answer = ask(
        store, "Union Pacific net property for locomotives at December 31, 2012", accession=loaded["unp-10k-2012"]
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == net
    # Apple reports RSU grants only for its award type RSU: "RSUs" names the member and the line is its one fact
    apple = FilingFiles(filing_path("aapl-10k-2023"))
    rsu = (("us-gaap:AwardTypeAxis", "us-gaap:RestrictedStockUnitsRSUMember"),)
    concept = "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsGrantsInPeriod"
    granted = apple.value(concept, "20210926-20220924", rsu)
    assert granted is not None
    answer = ask(store, "Number of RSUs Apple granted in fiscal 2022", accession=AAPL)
    assert answer.status == "ok", answer.answer
    assert answer.value == granted and answer.unit == "shares"


def test_a_segment_notes_consolidation_items_by_the_words_analysts_use(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    axis = "srt:ConsolidationItemsAxis"
    segments = files.value(
        "us-gaap:OperatingIncomeLoss", "20220925-20230930", ((axis, "us-gaap:OperatingSegmentsMember"),)
    )
    consolidated = files.value("us-gaap:OperatingIncomeLoss", "20220925-20230930")
    assert segments is not None and consolidated is not None and segments != consolidated
    answer = ask(store, "Total operating income of Apple's reportable segments in fiscal 2023", accession=AAPL)
    assert answer.status == "ok", answer.answer
    assert answer.value == segments
    q = FilingFiles(filing_path("aapl-10q-2023"))
    corporate = q.value(
        "us-gaap:OtherGeneralAndAdministrativeExpense",
        "20230402-20230701",
        ((axis, "us-gaap:CorporateNonSegmentMember"),),
    )
    assert corporate is not None
    answer = ask(
        store,
        "Apple unallocated corporate G&A for the three months ended July 1, 2023 (segment reconciliation)",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == corporate


def test_a_ratio_defined_in_an_aside_is_computed_as_defined_or_refused(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10q-2023"))
    period = "20220925-20230701"
    axis = "srt:ProductOrServiceAxis"
    iphone = files.value(
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", period, ((axis, "us-gaap:IPhoneMember"),)
    )
    iphone = iphone or files.value(
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", period, ((axis, "aapl:IPhoneMember"),)
    )
    total = files.value("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", period)
    assert iphone and total
    answer = ask(
        store,
        "iPhone share of Apple net sales in the first nine months of fiscal 2023 (iPhone net sales / total net sales)",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok", answer.answer
    assert abs(answer.value - iphone / total) < 1e-12
    # a share whose part is neither a line nor a member: refused, never the whole's amount
    tax = FilingFiles(filing_path("aapl-10k-2023")).value("us-gaap:IncomeTaxExpenseBenefit", "20220925-20230930")
    answer = ask(store, "Federal share of Apple's FY2023 income tax provision?", accession=AAPL)
    assert answer.status != "ok" and answer.value != tax


def test_an_xbrl_filings_own_labels_name_its_lines(store, loaded):
    # the filer's label linkbase is kept on its Filing: Apple's own words, not another loaded filer's
    labels = store.run("memos.filing_labels", {"accession": AAPL})[0]["labels"]
    assert "us-gaap:NontradeReceivablesCurrent Vendor non-trade receivables" in labels
    assert not any(x.startswith("us-gaap:AccountsPayableCurrent") and "Netflix" in x for x in labels)
    concept = (
        "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvested"
        "WeightedAverageGrantDateFairValue"
    )
    from auditgraph.memos.answer_facts import filing_view
    from auditgraph.memos.resolve_measure import label_of

    view = filing_view(store, AAPL)
    assert not set(view.concept_labels[concept]) <= set(view.own_labels.get(concept, []))  # others' wording exists
    shown = label_of(view, concept)
    assert shown in view.concept_labels[concept][:1] + view.own_labels.get(concept, [])
    assert "Beginning balance" not in shown


def test_net_of_names_the_net_line_not_what_it_is_net_of(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    net = files.value("us-gaap:DeferredTaxAssetsNet", "20220924")
    allowance = files.value("us-gaap:DeferredTaxAssetsValuationAllowance", "20220924")
    balance = files.value("us-gaap:DeferredIncomeTaxAssetsNet", "20220924")
    assert net is not None and allowance is not None and len({net, allowance, balance}) == 3
    answer = ask(
        store, "Apple deferred tax assets net of the valuation allowance at September 24, 2022", accession=AAPL
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == net
    msft = FilingFiles(filing_path("msft-10k-2015"))
    ppe = msft.value("us-gaap:PropertyPlantAndEquipmentNet", "20150630")
    assert ppe is not None
    answer = ask(
        store,
        "Microsoft property and equipment, net of accumulated depreciation, at June 30, 2015",
        accession=loaded["msft-10k-2015"],
    )
    assert answer.status == "ok" and answer.value == ppe


def test_an_equity_statement_column_is_the_member_of_the_flow_asked(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10k-2023"))
    column = (("us-gaap:StatementEquityComponentsAxis", "us-gaap:RetainedEarningsMember"),)
    declared = files.value("us-gaap:Dividends", "20220925-20230930", column)
    paid = files.value("us-gaap:PaymentsOfDividends", "20220925-20230930")
    assert declared is not None and paid is not None and declared != paid
    answer = ask(
        store,
        "Apple dividends and dividend equivalents declared in fiscal 2023, per the retained earnings column of the "
        "statement of shareholders' equity",
        accession=AAPL,
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == declared  # not the cash paid, nor the retained earnings balance
    assert answer.intent.members == {"us-gaap:StatementEquityComponentsAxis": "us-gaap:RetainedEarningsMember"}


def test_a_word_the_answer_does_not_explain_refuses_rather_than_answers_another_line(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    raw = q10.value("us-gaap:InventoryRawMaterialsAndPurchasedPartsNetOfReserves", "20230701")
    total = q10.value("us-gaap:InventoryNet", "20230701")
    assert raw is not None and total is not None and raw != total
    answer = ask(
        store,
        "Apple's raw materials and purchased parts (components) inventory at July 1, 2023",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.value != total, answer.answer  # total inventory is not the raw materials asked
    assert answer.status != "ok" or answer.value == raw
    if answer.status != "ok":
        assert "raw" in answer.answer and answer.reason == "concept_not_reported"
    # a coupon names one instrument: the face amount of all senior notes is not that of the 5.750% notes
    nflx = FilingFiles(filing_path("nflx-10k-2023"))
    notes = [f for f in nflx.facts if f["concept"] == "us-gaap:DebtInstrumentFaceAmount" and f["period"] == "20231231"]
    one = [f["value"] for f in notes if any("FivePointSevenFive" in m for _, m in f["dims"])]
    assert len(set(one)) == 1 and len({f["value"] for f in notes}) > 1
    answer = ask(
        store,
        "Principal amount of Netflix's 5.750% senior notes at December 31, 2023",
        accession=loaded["nflx-10k-2023"],
    )
    # the coupon names the member (its element name spells it), and the line is read in dollars though the
    # filing also reports euro notes' face amounts under the same element
    assert answer.status == "ok" and answer.value == one[0], answer.answer
    assert any(f["unit"] != "USD" for f in notes)
    # words a question wraps a line in are not another line: the plain question is still answered
    answer = ask(store, "How much inventory did Apple carry at July 1, 2023?", accession=loaded["aapl-10q-2023"])
    assert answer.status == "ok" and answer.value == total, answer.answer


def test_deferred_revenue_is_ambiguous_where_the_current_line_and_the_total_differ(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    current = q10.value("us-gaap:ContractWithCustomerLiabilityCurrent", "20230701")
    total = q10.value("us-gaap:ContractWithCustomerLiability", "20230701")
    assert current is not None and total is not None and current != total
    acc = loaded["aapl-10q-2023"]
    bare = ask(store, "Apple deferred revenue at July 1, 2023?", accession=acc)
    assert bare.status == "ambiguous", bare.answer
    assert len(bare.available) == 2
    answer = ask(store, "Apple current deferred revenue at July 1, 2023", accession=acc)
    assert answer.status == "ok" and answer.value == current, answer.answer
    answer = ask(store, "Apple total deferred revenue at July 1, 2023", accession=acc)
    assert answer.status == "ok" and answer.value == total, answer.answer


def test_the_line_that_holds_every_word_answers_where_the_catalogue_left_words_over(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    nflx = FilingFiles(filing_path("nflx-10k-2023"))
    credits = nflx.value("us-gaap:DeferredTaxAssetsTaxCreditCarryforwardsResearch", "20231231")
    assert credits is not None
    answer = ask(store, "Netflix DTA for R&D credit carryforwards at YE2023", accession=loaded["nflx-10k-2023"])
    assert answer.status == "ok", answer.answer
    assert answer.value == credits
    # what a question leaves out is not the line answered: Apple's cash alone is not cash, equivalents and securities
    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    everything = k10.value("aapl:CashCashEquivalentsAndMarketableSecurities", "20230930")
    answer = ask(
        store,
        "Apple cash (excluding cash equivalents and securities) in the fair value table at September 30, 2023",
        accession=AAPL,
    )
    assert everything is not None and answer.value != everything, answer.answer


def test_a_line_named_then_rejected_leaves_the_members_named_intact(store, loaded):
    # the lead words name a line that is then rejected; the members the question names must survive that (this
    # question crashed with "not enough values to unpack")
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    msft = FilingFiles(filing_path("msft-10k-2015"))
    concept = (
        "us-gaap:DeferredTaxLiabilityNotRecognizedAmountOfUnrecognizedDeferredTaxLiabilityUndistributedEarningsOf"
        "ForeignSubsidiaries"
    )
    unrecognized = msft.value(concept, "20150630")
    assert unrecognized is not None
    answer = ask(
        store,
        "MSFT unrecognized DTL on permanently reinvested foreign earnings at FYE15",
        accession=loaded["msft-10k-2015"],
    )
    assert answer.status != "ok" or answer.value == unrecognized, answer.answer


def test_a_balance_read_from_an_equity_statement_column_is_that_columns_total(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    column = (("us-gaap:StatementEquityComponentsAxis", "us-gaap:RetainedEarningsMember"),)
    balance = q10.value("us-gaap:StockholdersEquity", "20220625", column)
    assert balance is not None and q10.value("us-gaap:StockholdersEquity", "20220625") != balance
    answer = ask(
        store,
        "Apple retained earnings at June 25, 2022, per the statement of shareholders' equity",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok", answer.answer
    assert answer.value == balance
    assert answer.intent.members == {"us-gaap:StatementEquityComponentsAxis": "us-gaap:RetainedEarningsMember"}


def test_a_count_of_awards_is_a_number_of_shares_and_per_the_10_q_names_the_document(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    rsus = (("us-gaap:AwardTypeAxis", "us-gaap:RestrictedStockUnitsRSUMember"),)
    count = q10.value(
        "us-gaap:ShareBasedCompensationArrangementByShareBasedPaymentAwardEquityInstrumentsOtherThanOptionsNonvestedNumber",
        "20220924",
        rsus,
    )
    assert count is not None and count > 1e6
    answer = ask(
        store,
        "Number of unvested Apple RSUs outstanding at September 24, 2022 (per the Q3 FY23 10-Q)",
        accession=loaded["aapl-10q-2023"],
    )
    # not the grant-date fair value per share beside it: "per the 10-Q" is where the figure is read
    assert answer.status == "ok" and answer.value == count, answer.answer


def test_a_rate_is_never_divided_by_an_amount_as_a_ratio_of_two_amounts(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    unp = FilingFiles(filing_path("unp-10k-2012"))
    pension = (
        ("us-gaap:DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis", "us-gaap:PensionPlansDefinedBenefitMember"),
    )
    actual = unp.value("us-gaap:DefinedBenefitPlanActualReturnOnPlanAssets", "20120101-20121231", pension)
    expected = unp.value("us-gaap:DefinedBenefitPlanExpectedReturnOnPlanAssets", "20120101-20121231", pension)
    assert actual and expected
    answer = ask(
        store,
        "Union Pacific 2012 pension plan: actual return on plan assets divided by expected return on plan assets",
        accession=loaded["unp-10k-2012"],
    )
    # the filer's own percentage element ("actual return … net of fees", unit pure) is no side of this ratio
    assert answer.status != "ok" or abs(answer.value - actual / expected) < 1e-9, answer.answer


def test_a_line_beside_the_members_of_a_note_is_the_one_reported_for_all_of_them(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    members = (
        ("us-gaap:FairValueByFairValueHierarchyLevelAxis", "us-gaap:FairValueInputsLevel2Member"),
        ("us-gaap:FinancialInstrumentAxis", "us-gaap:CorporateDebtSecuritiesMember"),
    )
    fair = k10.value("us-gaap:AvailableForSaleSecuritiesDebtSecurities", "20230930", members)
    assert fair is not None
    answer = ask(
        store,
        "Fair value of Apple's Level 2 corporate debt securities at September 30, 2023",
        accession=loaded["aapl-10k-2023"],
    )
    # "fair value" is a word of the line and of the Level 2 member's name: the line reported for both members
    assert answer.status == "ok" and answer.value == fair, answer.answer
    nflx = FilingFiles(filing_path("nflx-10k-2023"))
    notes = [
        f
        for f in nflx.facts
        if f["concept"] == "us-gaap:LongTermDebtFairValue"
        and f["period"] == "20231231"
        and ("us-gaap:DebtInstrumentAxis", "nflx:SixPointThreeSevenFivePercentSeniorNotesMember") in f["dims"]
    ]
    assert len(notes) == 1
    answer = ask(
        store, "Fair value of Netflix's 6.375% senior notes at December 31, 2023", accession=loaded["nflx-10k-2023"]
    )
    assert answer.status == "ok" and answer.value == notes[0]["value"], answer.answer


def test_analysts_abbreviations_and_a_year_end_written_ye2011(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    unp = FilingFiles(filing_path("unp-10k-2012"))
    pension = (
        ("us-gaap:DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis", "us-gaap:PensionPlansDefinedBenefitMember"),
    )
    pbo = unp.value("us-gaap:DefinedBenefitPlanBenefitObligation", "20111231", pension)
    assert pbo is not None and pbo != unp.value("us-gaap:DefinedBenefitPlanBenefitObligation", "20121231", pension)
    answer = ask(store, "UNP pension PBO at YE2011", accession=loaded["unp-10k-2012"])
    # "PBO" is the projected benefit obligation, "YE2011" the end of 2011, "pension" the plan's member
    assert answer.status == "ok" and answer.value == pbo, answer.answer
    nflx = FilingFiles(filing_path("nflx-10k-2023"))
    proceeds = nflx.value("us-gaap:ProceedsFromSaleMaturityAndCollectionOfShorttermInvestments", "20230101-20231231")
    assert proceeds is not None
    answer = ask(store, "NFLX proceeds from sales/maturities of STIs, FY23", accession=loaded["nflx-10k-2023"])
    assert answer.status == "ok" and answer.value == proceeds, answer.answer  # STIs: short-term investments


def test_a_quarter_a_ten_k_reports_only_in_a_note_is_that_notes_line_and_member(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    msft = FilingFiles(filing_path("msft-10k-2015"))
    program = (("us-gaap:ShareRepurchaseProgramAxis", "msft:ShareRepurchaseProgramMember"),)
    quarter = msft.value("us-gaap:StockRepurchasedDuringPeriodValue", "20140701-20140930", program)
    assert quarter is not None
    assert msft.value("us-gaap:PaymentsForRepurchaseOfCommonStock", "20140701-20140930") is None  # no quarter there
    answer = ask(
        store, "Microsoft buyback dollars in Q1 FY2015 (July-September 2014) alone", accession=loaded["msft-10k-2015"]
    )
    assert answer.status == "ok" and answer.value == quarter, answer.answer
    assert answer.intent.members == {"us-gaap:ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}
    # the number of shares is never answered by the dollars beside it
    shares = ask(
        store,
        "Number of Microsoft shares repurchased under the buyback program in the third quarter of fiscal 2015",
        accession=loaded["msft-10k-2015"],
    )
    assert shares.status != "ok" or shares.unit == "shares", shares.answer


def test_a_change_charged_to_an_equity_statement_column_is_that_columns_line(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    retained = (("us-gaap:StatementEquityComponentsAxis", "us-gaap:RetainedEarningsMember"),)
    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    bought = q10.value("us-gaap:StockRepurchasedAndRetiredDuringPeriodValue", "20220925-20230701", retained)
    assert bought is not None
    answer = ask(
        store,
        "Apple buybacks charged to retained earnings in the nine months ended July 1, 2023, per the equity statement",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok" and answer.value == bought, answer.answer
    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    withheld = k10.value(
        "us-gaap:AdjustmentsRelatedToTaxWithholdingForShareBasedCompensation", "20220925-20230930", retained
    )
    assert withheld is not None
    answer = ask(
        store,
        "Taxes Apple withheld on net share settlement, charged to retained earnings in fiscal 2023",
        accession=loaded["aapl-10k-2023"],
    )
    # the words spread over the line's labels ("Tax Withholding", "net share settlement"); the column is the member
    assert answer.status == "ok" and answer.value == withheld, answer.answer


def test_a_catalogue_phrase_inside_a_longer_label_is_the_filers_line_and_its_change_no_comparison(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    moved = q10.value(
        "aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossbeforeReclassificationafterTax",
        "20230402-20230701",
    )
    assert moved is not None
    # "OCI" names a line Apple does not report; "change in fair value of derivative instruments" is its own line,
    # and "change" is a word of that line's label, not a change from a year earlier
    answer = ask(
        store,
        "Apple change in fair value of derivative instruments (OCI, net of tax, before reclassification) for Q3 FY23 alone",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok" and answer.value == moved, answer.answer
    assert answer.intent.comparison is None


def test_a_plans_member_named_is_not_read_from_another_lines_element_name(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    unp = FilingFiles(filing_path("unp-10k-2012"))
    pension = (
        ("us-gaap:DefinedBenefitPlansDisclosuresDefinedBenefitPlansAxis", "us-gaap:PensionPlansDefinedBenefitMember"),
    )
    service = unp.value("us-gaap:DefinedBenefitPlanServiceCost", "20120101-20121231", pension)
    assert service is not None
    # an OCI amortization's element name says "pension" and "service cost" too; its own label says neither
    answer = ask(store, "Union Pacific pension plan service cost for 2012", accession=loaded["unp-10k-2012"])
    assert answer.status == "ok" and answer.value == service, answer.answer


def test_maturities_over_ninety_days_are_the_lines_maturing_in_more_than_three_months(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    repaid = k10.value("us-gaap:RepaymentsOfShortTermDebtMaturingInMoreThanThreeMonths", "20220925-20230930")
    assert repaid is not None and repaid != k10.value(
        "us-gaap:ProceedsFromRepaymentsOfShortTermDebtMaturingInThreeMonthsOrLess", "20220925-20230930"
    )
    answer = ask(
        store, "AAPL repayments of commercial paper with maturities > 90 days, FY23", accession=loaded["aapl-10k-2023"]
    )
    assert answer.status == "ok" and answer.value == repaid, answer.answer


def test_one_line_is_never_the_answer_to_a_sum_or_a_part_above_its_whole(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    two = k10.value("us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceOnSecondAnniversary", "20230930")
    three = k10.value("us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceOnThirdAnniversary", "20230930")
    assert two is not None and three is not None
    answer = ask(
        store,
        "Apple unconditional purchase obligations due in fiscal 2025 and fiscal 2026 combined (year two + year three, USD)",
        accession=loaded["aapl-10k-2023"],
    )
    # the two years' sum, or a refusal: never one year's line for the sum asked
    assert answer.value is None or answer.value == two + three, answer.answer
    answer = ask(
        store,
        "What share of Netflix's derivative liabilities at December 31, 2023 was in other current liabilities? "
        "(current FX hedge liabilities / total derivative liabilities)",
        accession=loaded["nflx-10k-2023"],
    )
    assert answer.value is None or 0 <= answer.value <= 1, answer.answer  # a part is never above its whole


def test_a_line_reported_for_its_one_member_answers_when_the_question_says_the_members_word(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    unp = FilingFiles(filing_path("unp-10k-2012"))
    options = (("us-gaap:PlanNameAxis", "us-gaap:StockOptionMember"),)
    realized = unp.value(
        "us-gaap:EmployeeServiceShareBasedCompensationTaxBenefitRealizedFromExerciseOfStockOptions",
        "20120101-20121231",
        options,
    )
    assert realized is not None
    # reported only for the plan "Stock Option"; the question says "option"
    answer = ask(store, "UNP tax benefit realized from option exercises in FY12", accession=loaded["unp-10k-2012"])
    assert answer.status == "ok" and answer.value == realized, answer.answer
    nflx = FilingFiles(filing_path("nflx-10k-2023"))
    added = nflx.value(
        "us-gaap:UnrecognizedTaxBenefitsIncreasesResultingFromPriorPeriodTaxPositions", "20230101-20231231"
    )
    assert added is not None
    # a roll-forward's "additions" are its "Increases"; UTB: unrecognized tax benefits
    answer = ask(store, "NFLX UTB additions for prior-year tax positions, FY23", accession=loaded["nflx-10k-2023"])
    assert answer.status == "ok" and answer.value == added, answer.answer


def test_a_label_said_round_the_phrase_and_words_after_it_that_a_member_also_uses(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    q10 = FilingFiles(filing_path("aapl-10q-2023"))
    retired = q10.value("us-gaap:StockRepurchasedAndRetiredDuringPeriodValue", "20220925-20230701")
    paid = q10.value("us-gaap:PaymentsForRepurchaseOfCommonStock", "20220925-20230701")
    assert retired is not None and paid is not None and retired != paid
    # Apple labels the retired shares' amount "Amount of share repurchases, excluding excise tax"
    answer = ask(
        store,
        "Apple's share repurchases, excluding excise tax, in the first nine months of fiscal 2023",
        accession=loaded["aapl-10q-2023"],
    )
    assert answer.status == "ok" and answer.value == retired, answer.answer
    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    foreign = k10.value("us-gaap:DeferredTaxAssetsTaxCreditCarryforwardsForeign", "20230930")
    assert foreign is not None
    # "foreign" is also a member's word (the foreign tax jurisdiction): here it is the line's
    answer = ask(
        store,
        "Apple deferred tax assets for foreign tax credit carryforwards at fiscal 2023 year-end",
        accession=loaded["aapl-10k-2023"],
    )
    assert answer.status == "ok" and answer.value == foreign, answer.answer


def test_a_growth_between_two_dates_reads_balances_and_during_a_year_a_flow(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    k10 = FilingFiles(filing_path("aapl-10k-2023"))
    now = k10.value("us-gaap:FinanceLeaseRightOfUseAsset", "20230930")
    before = k10.value("us-gaap:FinanceLeaseRightOfUseAsset", "20220924")
    assert now is not None and before is not None
    answer = ask(
        store,
        "Growth in Apple's finance lease right-of-use assets from September 24, 2022 to September 30, 2023",
        accession=loaded["aapl-10k-2023"],
    )
    assert answer.status == "ok" and abs(answer.value - (now / before - 1)) < 1e-12, answer.answer  # type: ignore[operator]
    msft = FilingFiles(filing_path("msft-10k-2015"))
    commercial = (("us-gaap:ConsolidationItemsAxis", "msft:CommercialMember"),)
    acquired = msft.value("us-gaap:GoodwillAcquiredDuringPeriod", "20140701-20150630", commercial)
    assert acquired is not None
    answer = ask(
        store,
        "Goodwill Microsoft acquired during fiscal 2015 in its Commercial segments",
        accession=loaded["msft-10k-2015"],
    )
    assert answer.status == "ok" and answer.value == acquired, answer.answer  # not the goodwill balance


def test_a_debt_instruments_only_line_and_a_line_shown_in_operating_cash_flow(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    unp = FilingFiles(filing_path("unp-10k-2012"))
    loan = unp.value(
        "us-gaap:LongTermDebt", "20121231", (("us-gaap:LongtermDebtTypeAxis", "unp:FloatingRateTermLoanMember"),)
    )
    assert loan is not None
    answer = ask(
        store, "Union Pacific's floating rate term loan outstanding at year-end 2012", accession=loaded["unp-10k-2012"]
    )
    assert answer.status == "ok" and answer.value == loan, answer.answer
    nflx = FilingFiles(filing_path("nflx-10q-2010"))
    deferred = nflx.value("us-gaap:DeferredIncomeTaxExpenseBenefit", "20100701-20100930")
    assert deferred is not None
    answer = ask(
        store,
        "Netflix deferred taxes in operating cash flow, quarter ended September 30, 2010",
        accession=loaded["nflx-10q-2010"],
    )
    assert answer.status == "ok" and answer.value == deferred, answer.answer


def test_an_acronym_the_filings_labels_spell_out_is_read_as_their_words(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    msft = FilingFiles(filing_path("msft-10k-2015"))
    paper = (("us-gaap:ShortTermDebtTypeAxis", "us-gaap:CommercialPaperMember"),)
    rate = msft.value("us-gaap:ShortTermDebtWeightedAverageInterestRate", "20150630", paper)
    assert rate is not None
    # "CP" is Microsoft's commercial paper member (not its "Cash paid" line); "FYE15" the fiscal year's end
    answer = ask(store, "MSFT CP weighted-average interest rate at FYE15", accession=loaded["msft-10k-2015"])
    assert answer.status == "ok" and answer.value == rate, answer.answer
    assert answer.intent.question == "MSFT CP weighted-average interest rate at FYE15"  # as asked, not as read
    # an acronym no label spells is still a name the filing does not have
    unknown = ask(store, "MSFT QZX balance at FYE15", accession=loaded["msft-10k-2015"])
    assert unknown.status == "not_found"


def test_a_members_own_label_wins_over_another_filers_wording_of_another_member(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aapl-10q-2023"))
    level1 = ("us-gaap:FairValueByFairValueHierarchyLevelAxis", "us-gaap:FairValueInputsLevel1Member")
    mutual = files.value(
        "us-gaap:MarketableSecuritiesCurrent",
        "20230701",
        tuple(sorted((level1, ("us-gaap:FinancialInstrumentAxis", "us-gaap:MutualFundMember")))),
    )
    assert mutual  # the money market funds' Level 1 current figure is another (zero)
    answer = ask(
        store, "AAPL L1 mutual funds in current marketable securities, 3Q FY23", accession=loaded["aapl-10q-2023"]
    )
    assert answer.status == "ok" and answer.value == mutual, answer.answer
    assert answer.intent.members["us-gaap:FinancialInstrumentAxis"] == "us-gaap:MutualFundMember"


def test_a_catalogue_synonym_never_names_a_line_with_a_qualifier_the_question_lacks(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("aeon-10q-2023"))
    # AEON reports subscription receivables, no accounts receivable: "receivables" is not the line asked
    assert any(f["concept"] == "aeon:SubscriptionReceivables" for f in files.facts)
    assert not any(f["concept"] == "us-gaap:AccountsReceivableNetCurrent" for f in files.facts)
    answer = ask(store, "AEON Biopharma accounts receivable at September 30, 2023?", accession=loaded["aeon-10q-2023"])
    assert answer.status == "not_found" and answer.value is None, answer.answer
    leases = FilingFiles(filing_path("aapl-10k-2023")).value(
        "aapl:LesseeOperatingAndFinanceLeaseLeaseNotYetCommencedPaymentsDue", "20230930"
    )
    # "future payments" are a balance at the year's end, not a flow
    answer = ask(store, "AAPL leases not yet commenced, future payments, FYE23", accession=loaded["aapl-10k-2023"])
    assert answer.status == "ok" and answer.value == leases, answer.answer


def test_a_part_over_a_sum_the_aside_defines_is_the_term_it_names(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("unp-10k-2012"))
    current = files.value("us-gaap:LongTermDebtAndCapitalLeaseObligationsCurrent", "20121231")
    later = files.value("us-gaap:LongTermDebtAndCapitalLeaseObligations", "20121231")
    assert current and later
    answer = ask(
        store,
        "Union Pacific debt due within one year as a share of all its debt at December 31, 2012 "
        "(debt due within one year / (debt due within one year + debt due after one year))",
        accession=loaded["unp-10k-2012"],
    )
    # the part is the sum's own first term, not the maturity schedule's "year one" those words could also name
    assert answer.status == "ok" and abs(answer.value - current / (current + later)) < 1e-12, answer.answer


def test_a_word_no_line_anywhere_says_is_passed_over_and_a_word_naming_an_unreported_line_is_not(store, loaded):
    # AEON's 10-Q: diluted weighted-average shares 37,159,600 for the successor period July 22 - September 30, 2023;
    # "result" is no word of any line the taxonomy or a filer has beside these
    aeon = loaded["aeon-10q-2023"]
    shares = ask(
        store,
        "Weighted average shares used for AEON's diluted per-share result in the successor period July 22 to "
        "September 30, 2023",
        accession=aeon,
    )
    assert shares.status == "ok" and shares.value == 37159600, shares.answer
    # Apple's 10-Q statement of shareholders' equity: retained earnings of 1,408 (millions) at July 1, 2023
    # ("condensed" names no line)
    kept = ask(
        store,
        "Apple retained earnings column in the condensed statement of shareholders' equity at July 1, 2023",
        accession=loaded["aapl-10q-2023"],
    )
    assert kept.status == "ok" and kept.value == 1408000000, kept.answer
    # "capitalized" names a line of the taxonomy beside "interest" (InterestCostsCapitalized) that Apple does not
    # report: no answer from the interest Apple paid
    capitalized = ask(store, "How much interest did Apple capitalize in fiscal 2023?", accession=AAPL)
    assert capitalized.status != "ok", capitalized.answer


def test_what_a_line_leaves_out_after_the_is_not_its_name(store, loaded):
    # Netflix's 10-Q for Q3 2010, balance sheet: "Lease financing obligations, excluding current portion" 36,572
    # (thousands) at December 31, 2009, beside the current portion's 1,410
    answer = ask(
        store,
        "Netflix lease financing obligations, excluding the current portion, at December 31, 2009",
        accession=loaded["nflx-10q-2010"],
    )
    assert answer.status == "ok" and answer.value == 36572000, answer.answer


def _reported(store, accession: str, concept: str, end: date, months: int = 0) -> float:
    """The one consolidated fact of the concept for the period, read from the graph without `ask`."""
    from auditgraph.memos.answer_facts import filing_view

    facts = {
        f.fact.value
        for f in filing_view(store, accession).by_concept.get(concept, [])
        if f.dims == () and f.fact.end == end and f.months == months
    }
    assert len(facts) == 1, (concept, facts)
    return facts.pop()


def test_sums_and_shares_named_without_an_operator(store, loaded):
    q10 = loaded["aapl-10q-2023"]
    day = date(2022, 9, 24)
    current = _reported(store, AAPL, "us-gaap:MarketableSecuritiesCurrent", day)
    noncurrent = _reported(store, AAPL, "us-gaap:MarketableSecuritiesNoncurrent", day)
    answer = ask(
        store, "Apple current plus non-current marketable securities combined at September 24, 2022", accession=AAPL
    )
    assert answer.status == "ok" and answer.value == current + noncurrent, answer.answer
    part = _reported(store, q10, "us-gaap:LiabilitiesNoncurrent", day)
    whole = _reported(store, q10, "us-gaap:LiabilitiesAndStockholdersEquity", day)
    answer = ask(
        store,
        "What share of Apple's total liabilities and shareholders' equity did total non-current liabilities make up at "
        "September 24, 2022?",
        accession=q10,
    )
    assert answer.status == "ok" and abs(answer.value - part / whole) < 1e-12, answer.answer


def test_a_definitions_terms_read_within_what_the_words_before_it_name(store, loaded):
    unp = loaded["unp-10k-2012"]
    year = date(2010, 12, 31)
    current = _reported(store, unp, "us-gaap:CurrentIncomeTaxExpenseBenefit", year, 12)
    deferred = _reported(store, unp, "us-gaap:DeferredIncomeTaxExpenseBenefit", year, 12)
    answer = ask(
        store,
        "Current taxes as a portion of Union Pacific's 2010 income tax expense, i.e. current / (current + deferred)",
        accession=unp,
    )
    # the tax note's current and deferred expense (981 and 647), not the cash-flow line "Deferred income taxes …"
    assert answer.status == "ok" and abs(answer.value - current / (current + deferred)) < 1e-12, answer.answer
    aeon = loaded["aeon-10q-2023"]
    day = date(2023, 9, 30)
    total = _reported(store, aeon, "us-gaap:OperatingLeaseLiabilityCurrent", day) + _reported(
        store, aeon, "us-gaap:OperatingLeaseLiabilityNoncurrent", day
    )
    answer = ask(
        store,
        "AEON's total operating lease liability at September 30, 2023: current portion plus non-current portion",
        accession=aeon,
    )
    assert answer.status == "ok" and answer.value == total, answer.answer


def test_a_short_forms_line_by_the_words_before_it_and_a_balance_for_a_flow_refused(store, loaded):
    nflx = loaded["nflx-10k-2023"]
    benefit = _reported(
        store,
        nflx,
        "us-gaap:EmployeeServiceShareBasedCompensationTaxBenefitFromCompensationExpense",
        date(2022, 12, 31),
        12,
    )
    answer = ask(store, "NFLX tax benefit on SBC, FY22", accession=nflx)
    assert answer.status == "ok" and answer.value == benefit, answer.answer  # not share-based compensation itself
    answer = ask(
        store,
        "Accrued casualty costs charged to expense by Union Pacific in 2011 per the valuation and qualifying accounts "
        "schedule",
        accession=loaded["unp-10k-2012"],
    )
    # the accrued balance at year-end ($249m) is not what was charged to expense during the year (the valuation and
    # qualifying accounts schedule's $110m for accrued casualty costs): refused, or that charge
    assert answer.status != "ok" or answer.value == 110_000_000, answer.answer
    assert answer.value != 249_000_000


def test_hedge_designations_and_a_cash_flow_hedge_column_named_as_analysts_write_them(store, loaded):
    from auditgraph.memos.answer_facts import filing_view

    q10 = loaded["aapl-10q-2023"]
    wanted = {
        ("us-gaap:DerivativeInstrumentRiskAxis", "us-gaap:ForeignExchangeContractMember"),
        ("us-gaap:HedgingDesignationAxis", "us-gaap:NondesignatedMember"),
    }
    notional = {
        f.fact.value
        for f in filing_view(store, q10).by_concept["us-gaap:DerivativeNotionalAmount"]
        if set(f.dims) == wanted and f.fact.end == date(2023, 7, 1)
    }
    assert len(notional) == 1
    answer = ask(
        store,
        "Notional amount of Apple's foreign exchange contracts not designated as hedges at July 1, 2023",
        accession=q10,
    )
    assert answer.status == "ok" and answer.value == notional.pop(), answer.answer
    nflx = loaded["nflx-10k-2023"]
    column = {
        f.fact.value
        for f in filing_view(store, nflx).by_concept["us-gaap:StockholdersEquity"]
        if f.dims
        == (("us-gaap:StatementEquityComponentsAxis", "us-gaap:AccumulatedGainLossNetCashFlowHedgeParentMember"),)
        and f.fact.end == date(2023, 12, 31)
    }
    assert len(column) == 1
    answer = ask(
        store,
        "Netflix's cash flow hedge component of AOCI (stockholders' equity statement) at December 31, 2023",
        accession=nflx,
    )
    assert answer.status == "ok" and answer.value == column.pop(), answer.answer  # not all of AOCI


def test_the_window_deferred_revenue_is_expected_to_be_realized_in(store, loaded):
    from lxml import etree

    from tests.conftest import filing_path

    # the instance read straight: each window's typed start date and its percentage at July 1, 2023
    [path] = sorted(filing_path("aapl-10q-2023").glob("*_htm.xml"))
    root = etree.parse(str(path), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    xbrli, xbrldi = "{http://www.xbrl.org/2003/instance}", "{http://xbrl.org/2006/xbrldi}"
    starts = {}
    for ctx in root.iter(f"{xbrli}context"):
        typed = [
            t
            for t in ctx.iter(f"{xbrldi}typedMember")
            if t.get("dimension").endswith("ExpectedTimingOfSatisfactionStartDateAxis")
        ]
        if typed and ctx.findtext(f"{xbrli}period/{xbrli}instant") == "2023-07-01":
            starts[ctx.get("id")] = "".join(typed[0].itertext()).strip()
    share = {
        starts[el.get("contextRef")]: float(el.text)
        for el in root
        if el.tag.endswith("}RevenueRemainingPerformanceObligationPercentage") and el.get("contextRef") in starts
    }
    windows = [share[d] for d in sorted(share)]
    assert len(windows) == 4 and len(set(windows)) == 4
    acc = loaded["aapl-10q-2023"]
    for question, expected in (
        ("What share of Apple's deferred revenue at July 1, 2023 is expected to be realized within one year?", 0),
        ("Apple: percentage of deferred revenue at July 1, 2023 expected to be recognized in one to two years", 1),
        (
            "How much of Apple's July 1, 2023 deferred revenue does it expect to realize beyond three years (percent)?",
            3,
        ),
    ):
        answer = ask(store, question, accession=acc)
        assert answer.status == "ok" and answer.value == windows[expected], answer.answer
        assert f"from {sorted(share)[expected]}" in answer.answer  # the window by the day it starts


def test_a_quarter_a_ten_k_reports_only_in_a_note_for_its_repurchase_program(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("msft-10k-2015"))
    program = (("us-gaap:ShareRepurchaseProgramAxis", "msft:ShareRepurchaseProgramMember"),)
    shares = files.value("us-gaap:StockRepurchasedDuringPeriodShares", "20130401-20130630", program)
    assert shares and files.value("us-gaap:StockRepurchasedDuringPeriodShares", "20130401-20130630") is None
    answer = ask(
        store, "Microsoft shares repurchased in the April-June 2013 quarter", accession=loaded["msft-10k-2015"]
    )
    # the line the words name, whole only for the year: the quarter from the note, for its one program, in shares
    assert answer.status == "ok" and answer.value == shares and answer.unit == "shares", answer.answer
    assert answer.intent.members == {"us-gaap:ShareRepurchaseProgramAxis": "msft:ShareRepurchaseProgramMember"}


def test_the_value_of_a_line_and_an_instruction_after_the_question(store, loaded):
    from tests.conftest import filing_path
    from tests.statement_reader import FilingFiles

    files = FilingFiles(filing_path("msft-10k-2015"))
    collateral = files.value("us-gaap:SecuritiesReceivedAsCollateral", "20150630")
    assert collateral
    answer = ask(
        store,
        "What was the value of securities Microsoft had received as collateral at June 30, 2015? Answer in dollars.",
        accession=loaded["msft-10k-2015"],
    )
    assert answer.status == "ok" and answer.value == collateral, answer.answer
