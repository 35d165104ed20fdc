"""The deterministic question parser: periods, measures, comparisons, a ratio the question defines."""

from __future__ import annotations

from datetime import date

from auditgraph.memos.intent import parse_question
from auditgraph.memos.resolve_company import company_spans, inside_other_name, match_companies

LOADED = [
    {"company": "Apple Inc.", "cik": "320193"},
    {"company": "AT&T INC.", "cik": "732717"},
    {"company": "BALANCE LABS, INC.", "cik": "1"},
    {"company": "UNION PACIFIC CORP", "cik": "100885"},
]


def test_the_year_the_quarter_and_the_duration_are_read():
    p = parse_question("What was Apple's revenue in the third quarter of fiscal 2023?").period
    assert (p.fiscal_year, p.quarter, p.months) == (2023, 3, 3)
    p = parse_question("Apple's net sales for the nine months ended July 1, 2023").period
    assert (p.end, p.months, p.ytd) == (date(2023, 7, 1), 9, True)
    p = parse_question("What was total assets as of September 24, 2022?").period
    assert p.end == date(2022, 9, 24) and p.instant
    assert parse_question("What was cash at the end of the prior year?").period.prior
    assert parse_question("How much did revenue grow from the prior year?").period.prior is False


def test_jargon_names_the_measure_and_a_defined_ratio_beats_the_longest_phrase():
    assert parse_question("What was the top line in FY23?").measure.name == "revenue"
    assert parse_question("What was FCF in 2023?").measure.name == "free_cash_flow"
    assert parse_question("What was D/E at year end?").measure.name == "debt_to_equity"
    assert parse_question("What was SG&A in 2023?").measure.name == "sga"
    defined = parse_question("What was leverage, total liabilities divided by total assets?")
    assert defined.divided == ["liabilities", "assets"] and defined.measure.kind == "ratio"
    assert parse_question("What was the operating cash flow margin?").measure.name == "operating_cash_flow_margin"


def test_comparisons_and_units():
    growth = parse_question("What was revenue growth year over year?")
    assert growth.comparison == "growth" and growth.unit == "pure"
    assert parse_question("What was the change in cash from 2022 to 2023?").comparison == "difference"
    assert parse_question("What percentage of net sales came from iPhone?").comparison == "share"
    assert parse_question("What was diluted EPS?").unit == "USD/shares"
    assert parse_question("How many weighted-average diluted shares were there?").unit == "shares"


def test_a_company_is_named_by_its_name_never_by_a_common_word():
    assert [m.name for m in match_companies("What was Apple's revenue?", LOADED)] == ["Apple Inc."]
    assert match_companies("What was revenue at year end?", LOADED) == []
    assert match_companies("What was the balance of cash?", LOADED) == []
    assert [m.name for m in match_companies("What was AT&T's revenue?", LOADED)] == ["AT&T INC."]
    assert [m.how for m in match_companies("Union Pacific's operating ratio", LOADED)] == ["name"]
    assert [m.cik for m in match_companies("revenue of CIK 320193 in 2023", LOADED)] == ["320193"]


def test_a_name_run_together_or_punctuated_is_the_company_and_its_words_are_no_other_name():
    loaded = [
        {"company": "LABORATORY CORP OF AMERICA HOLDINGS", "cik": "920148"},
        {"company": "YUM BRANDS INC", "cik": "1041061"},
        {"company": "LIMITED BRANDS INC", "cik": "701985"},
        {"company": "FEDERAL EXPRESS CORP", "cik": "230211"},
    ]
    assert [(m.name, m.how) for m in match_companies("LabCorp net sales Q1 2010", loaded)] == [
        ("LABORATORY CORP OF AMERICA HOLDINGS", "short-name")
    ]
    assert [m.name for m in match_companies("FedEx revenue", loaded)] == ["FEDERAL EXPRESS CORP"]
    # "Yum! Brands": the punctuation is no word; the whole name before Limited Brands' "Brands"
    assert [m.name for m in match_companies("Yum! Brands company sales", loaded)][0] == "YUM BRANDS INC"
    assert [m.name for m in match_companies("Limited Brands net sales", loaded)] == ["LIMITED BRANDS INC"]
    # run together only where written with a capital inside it
    assert match_companies("labcorp net sales", loaded[:1]) == []
    assert match_companies("Labels and Corporate costs", loaded[:1]) == []


def test_a_year_to_date_through_a_quarter_and_a_period_named_by_both_ends():
    p = parse_question("Mac revenue YTD through the third quarter of fiscal 2023?").period
    assert (p.quarter, p.months, p.ytd) == (3, 9, True)
    assert parse_question("Revenue in the third quarter of fiscal 2023?").period.months == 3
    p = parse_question("R&D expense for the period July 1 through July 21, 2023?").period
    assert (p.start, p.end, p.months) == (date(2023, 7, 1), date(2023, 7, 21), 1)
    p = parse_question("Net loss for January 1 – March 31, 2023?").period
    assert (p.start, p.end, p.months) == (date(2023, 1, 1), date(2023, 3, 31), 3)


def test_how_much_of_a_total_is_an_amount_and_what_share_a_fraction():
    assert parse_question("How much of Apple's net sales came from the U.S.?").comparison is None
    assert parse_question("How much of net sales, in percent, came from the U.S.?").comparison == "share"
    assert parse_question("What share of net sales came from the U.S.?").comparison == "share"


def test_a_typed_word_is_read_as_the_label_word_one_edit_away():
    from auditgraph.memos.resolve_measure import near

    vocab = {"research", "development", "expense", "apple", "fuel"}
    assert near("reserach", vocab) == "research" and near("expence", vocab) == "expense"
    assert near("aple", vocab) == "apple"  # a dropped letter
    assert near("fuels", vocab) is None or near("fuels", vocab) == "fuel"
    assert near("ful", vocab) is None  # too short to guess
    assert near("licence", vocab) is None  # no word of the labels is one edit away


def test_initials_joined_by_an_ampersand_name_the_company():
    loaded = [{"company": "HELMERICH & PAYNE INC", "cik": "46765"}, {"company": "AT&T INC", "cik": "732717"}]
    assert [(m.name, m.how) for m in match_companies("H&P accounts receivable", loaded)] == [
        ("HELMERICH & PAYNE INC", "short-name")
    ]
    assert company_spans("What share of H&P's revenue", "HELMERICH & PAYNE INC") == [(14, 17)]
    assert match_companies("P&G net sales", loaded) == []


def test_words_of_the_name_inside_a_longer_proper_name_are_another_company():
    medco = "MEDCO HEALTH SOLUTIONS INC"
    q = "SXC Health Solutions revenue for the second quarter of 2009?"
    assert inside_other_name(q, "solutions", medco) == "SXC Health Solutions"
    assert inside_other_name("What was Medco Health Solutions revenue", "solutions", medco) is None
    assert inside_other_name("Compare Medco revenue with last year", "medco", medco) is None  # the question's verb
    # the name's own initials and hyphenated halves are the name
    assert inside_other_name("R.R. Donnelley cash", "donnelley", "RR DONNELLEY & SONS CO") is None
    assert inside_other_name("W.W. Grainger net sales", "grainger", "GRAINGER W W INC") is None
    assert inside_other_name("How much inventory did Wal-Mart have", "mart", "WAL MART STORES INC") is None


def test_a_later_word_of_another_name_used_as_an_ordinary_word_is_no_company():
    from auditgraph.memos.ask import _incidental
    from auditgraph.memos.resolve_company import CompanyMatch

    third = CompanyMatch("35527", "FIFTH THIRD BANCORP", "third", "name-word", 0.6)
    assert _incidental(third, "Mac revenue YTD through the third quarter?", set())
    assert not _incidental(third, "What did Third report?", set())
    automotive = CompanyMatch("898173", "O REILLY AUTOMOTIVE INC", "automotive", "name-word", 0.6)
    assert _incidental(automotive, "UNP Automotive freight revenues for 2012?", {"automotive", "freight"})
    full = CompanyMatch("35527", "FIFTH THIRD BANCORP", "fifth third", "name", 1.0)
    assert not _incidental(full, "fifth third revenue", set())


def test_a_stub_period_counts_its_own_months_and_a_weeks_quarter_is_a_quarter():
    from auditgraph.memos.facts import Fact

    def fact(start: date, end: date, quarters: int) -> Fact:
        return Fact("k", "us-gaap:X", 1.0, "USD", None, end, quarters, (end - start).days + 1)

    assert fact(date(2023, 7, 1), date(2023, 7, 21), 0 + 1).months == 1
    assert fact(date(2023, 7, 22), date(2023, 9, 30), 1).months == 2
    assert fact(date(2023, 1, 1), date(2023, 7, 21), 2).months == 7
    assert fact(date(2023, 4, 2), date(2023, 7, 1), 1).months == 3  # 13 weeks
    assert fact(date(2022, 9, 25), date(2023, 9, 30), 4).months == 12  # a 53-week year


def test_dates_as_analysts_write_them():
    p = parse_question("Company-operated restaurant expenses, three months ended 6/30/09?").period
    assert (p.end, p.months) == (date(2009, 6, 30), 3)
    p = parse_question("MCD D&A for 1H09?").period
    assert (p.fiscal_year, p.months) == (2009, 6)
    p = parse_question("Microsoft revenue for the December 2014 quarter alone?").period
    assert (p.end, p.months) == (date(2014, 12, 31), 3)
    p = parse_question("Best Buy net earnings in the year ended Feb 2009?").period
    assert (p.end, p.months) == (date(2009, 2, 28), 12)


def test_a_possessive_of_a_name_ending_in_s_names_the_company():
    loaded = [{"company": "MCDONALDS CORP", "cik": "63908"}]
    assert [m.name for m in match_companies("McDonald's net income for Q2 2009?", loaded)] == ["MCDONALDS CORP"]
    from auditgraph.memos.resolve_company import named_other

    assert named_other("McDonald's basic EPS?", "MCDONALDS CORP", None, set()) is None
    assert named_other("Wendy's basic EPS?", "MCDONALDS CORP", None, set()) == "Wendy"


def test_short_spans_and_a_year_to_date_through_a_named_quarter():
    p = parse_question("Darden capex, 9M FY10?").period
    assert (p.months, p.ytd, p.fiscal_year) == (9, True, 2010)
    assert parse_question("3M operating income, first half of 2009?").period.months == 6  # 3M is the company
    p = parse_question("AAPL CFI YTD through the June 2023 quarter?").period
    assert (p.end, p.ytd, p.months) == (date(2023, 6, 30), True, None)


def test_sales_and_marketing_is_not_sales_and_a_lower_case_word_of_the_labels_is_no_company():
    assert parse_question("Microsoft sales and marketing expense, FY2015?").measure.name == "sales_and_marketing"
    from auditgraph.memos.ask import _incidental
    from auditgraph.memos.resolve_company import CompanyMatch

    rim = CompanyMatch("1070235", "RESEARCH IN MOTION LTD", "research", "first-word", 0.8)
    assert _incidental(rim, "HP research & development for the first half?", {"research", "development"})
    assert not _incidental(rim, "Research In Motion revenue?", {"research"})
    assert not _incidental(rim, "research revenue?", set())  # not a word of this filing's labels: a name


def test_not_year_to_date_is_the_quarter():
    p = parse_question("KMB gross profit for the June 2009 quarter alone, not year-to-date").period
    assert (p.end, p.months, p.ytd) == (date(2009, 6, 30), 3, False)


def test_comprehensive_income_is_not_its_accumulated_balance():
    assert parse_question("Apple total comprehensive income for fiscal 2022?").measure.name == "comprehensive_income"
    aoci = parse_question("Apple accumulated other comprehensive loss at September 24, 2022?").measure.name
    assert aoci == "aoci"
    assert parse_question("Northrop cost of product sales, first half of 2009?").measure.name == "cost_of_revenue"


def test_weeks_two_digit_year_quarters_and_not_year_to_date():
    p = parse_question("GameStop net sales for the 13 weeks ended August 1, 2009").period
    assert (p.end, p.months, p.ytd) == (date(2009, 8, 1), 3, False)
    p = parse_question("Costco net income for the 36 weeks ended May 9, 2010").period
    assert (p.months, p.ytd) == (9, True)
    assert parse_question("net sales for the twenty-six weeks ended Aug 2, 2008").period.months == 6
    assert parse_question("sales for the 52 weeks ended January 30, 2010").period.months == 12
    p = parse_question("NFLX capex 3Q09").period
    assert (p.fiscal_year, p.quarter, p.months) == (2009, 3, 3)
    p = parse_question("UPS capex Q1 '10").period
    assert (p.fiscal_year, p.quarter) == (2010, 1)
    p = parse_question("Costco SG&A in Q3 fiscal 2010 (the 12-week quarter), not year-to-date").period
    assert (p.fiscal_year, p.quarter, p.months, p.ytd) == (2010, 3, 3, False)


def test_the_data_sets_round_a_period_end_to_the_nearest_month_end():
    from auditgraph.memos.resolve_period import nearest_month_end

    assert nearest_month_end(date(2010, 5, 9)) == date(2010, 4, 30)
    assert nearest_month_end(date(2009, 8, 1)) == date(2009, 7, 31)
    assert nearest_month_end(date(2010, 5, 20)) == date(2010, 5, 31)
    assert nearest_month_end(date(2010, 2, 28)) == date(2010, 2, 28)


def test_a_class_of_stock_is_named_by_its_class():
    from auditgraph.memos.resolve_members import variants

    assert "Class A" in variants("us-gaap:CommonClassAMember", ["Common Class A [Member]"])
    assert "Class B" in variants("CommonClassB", [])  # a data set's member has no label
    assert "Class" not in " ".join(variants("aapl:IPhoneMember", ["iPhone [Member]"]))


def test_a_ratio_named_as_a_side_of_a_defined_ratio_is_its_numerator():
    assert parse_question("Cisco gross margin in fiscal Q3 2010 (gross margin ÷ total net sales)?").divided == [
        "gross_profit",
        "revenue",
    ]
    assert (
        parse_question("Apple effective tax rate in 2021, computed as provision ÷ income before taxes?").divided[1]
        == "pretax_income"
    )
    assert parse_question("CSX operating ratio for Q2 2009 (operating expense ÷ revenue)?").divided == [
        "operating_expenses",
        "revenue",
    ]


def test_a_slash_defines_a_ratio_only_between_two_measures_of_a_definition():
    defined = parse_question("NFLX effective tax rate 2022 = provision for income taxes / income before income taxes?")
    assert defined.divided == ["income_tax", "pretax_income"]
    formula = parse_question("Apple Services gross margin: (Services net sales - Services cost of sales) / net sales")
    assert formula.divided == []
    assert parse_question("Apple net income/(loss) per share in 2023").divided == []


def test_short_spans_with_two_digit_years():
    p = parse_question("NFLX buybacks 9M09").period
    assert (p.fiscal_year, p.months, p.ytd) == (2009, 9, True)
    p = parse_question("CRM SBC, 1H FY10").period
    assert (p.fiscal_year, p.months) == (2010, 6)


def test_a_growth_rate_defined_in_an_aside_is_growth_not_a_difference():
    for q in (
        "Steel Dynamics total net sales change, Q2 2009 vs Q2 2008 (current / prior - 1)",
        "Revenue change for the first half of 2009 versus 2008, computed as (current - prior) / prior",
    ):
        assert parse_question(q).comparison == "growth", q
    assert parse_question("Steel Dynamics net sales change, Q2 2009 vs Q2 2008").comparison == "difference"


def test_a_span_of_whole_months_is_its_duration_and_end():
    p = parse_question("State Street's merger and integration costs, January through June 2009").period
    assert (p.end, p.months, p.start) == (date(2009, 6, 30), 6, None)
    p = parse_question("Shares bought back in Q1 FY2015 (July-September 2014)").period
    assert (p.end, p.months) == (date(2014, 9, 30), 3)
    p = parse_question("Apple net sales from October 2022 through June 2023").period
    assert (p.end, p.months) == (date(2023, 6, 30), 9)
    p = parse_question("Fiserv's income from continuing operations in the April-to-June 2009 period").period
    assert (p.end, p.months) == (date(2009, 6, 30), 3)
    # two balances a span apart, or months that are no period a filing reports, are not a duration
    p = parse_question("Change in cash from December 2022 to September 2023").period
    assert p.months is None
    assert parse_question("Sales from January to February 2010").period.months is None


def test_the_report_a_figure_is_read_from_is_not_the_period_asked():
    p = parse_question(
        "Safeway total long-term debt at fiscal year-end 2008, per the comparative balance sheet in its Q2 2009 10-Q"
    ).period
    assert (p.fiscal_year, p.quarter) == (2008, None)


def test_a_change_by_what_fraction_is_a_growth_rate():
    q = "By what fraction did Wells Fargo's provision for credit losses change in Q1 2010 versus Q1 2009?"
    assert parse_question(q).comparison == "growth"
    assert parse_question("How much did the provision for credit losses change in Q1 2010?").comparison == "difference"


def test_cash_named_by_a_statement_or_moving_is_no_cash_balance():
    q = "Apple's net repayments of commercial paper on the cash flow statement, nine months ended July 1, 2023"
    assert parse_question(q).measure.name != "cash"
    assert (
        parse_question("Cash AEON paid for operating leases over the nine months ended September 30, 2022").measure.name
        != "cash"
    )
    assert parse_question("How much cash did Apple hold at July 1, 2023?").measure.name == "cash"


def test_an_ampersand_name_by_its_leading_initials_and_a_hyphened_word_is_no_company_word():
    rows = [{"company": "M&T BANK CORP", "cik": "36270"}, {"company": "PUBLIC STORAGE", "cik": "1393311"}]
    assert [m.cik for m in match_companies("How large were M&T's savings deposits?", rows)] == ["36270"]
    q = "Public Storage self-storage revenues"
    assert company_spans(q, "PUBLIC STORAGE") == [(0, 6), (7, 14)]


def test_a_years_two_digits_after_a_month_a_span_in_figures_and_days_of_one_month():
    p = parse_question("Vornado CFO for the March '10 quarter").period
    assert p.end == date(2010, 3, 31) and p.months == 3
    p = parse_question("AEON depreciation, successor period 7/22-9/30/23").period
    assert (p.start, p.end) == (date(2023, 7, 22), date(2023, 9, 30))
    p = parse_question("Cash paid for operating leases in the stub period July 1-21, 2023").period
    assert (p.start, p.end) == (date(2023, 7, 1), date(2023, 7, 21))
    p = parse_question("Praxair first-half 2009 sales").period
    assert (p.fiscal_year, p.months) == (2009, 6)


def test_when_notes_mature_is_not_the_period_asked():
    p = parse_question("Face amount of Microsoft's 3.75% notes due February 12, 2045, as of June 30, 2015").period
    assert p.end == date(2015, 6, 30) and p.fiscal_year in (None, 2015)
    p = parse_question("Microsoft 4.00% notes due 2055 principal at June 30, 2015").period
    assert p.end == date(2015, 6, 30) and p.fiscal_year in (None, 2015)


def test_a_short_form_glossed_beside_it_is_read_as_its_gloss():
    from auditgraph.memos.intent import expand_defined_acronyms

    assert expand_defined_acronyms("CHK LOE (production expenses), Q1 2010") == "CHK production expenses, Q1 2010"
    # a gloss that says where the line is shown, and a short form the catalogue knows, stay as written
    said = "NFLX change in accrued expenses (CFO working capital line), 3Q10"
    assert expand_defined_acronyms(said) == said
    assert expand_defined_acronyms("AAPL EPS (diluted basis), FY23") == "AAPL EPS (diluted basis), FY23"


def test_a_name_word_opening_the_question_and_a_year_to_date_at_a_date():
    from auditgraph.memos.ask import _incidental
    from auditgraph.memos.resolve_company import CompanyMatch

    ggp = CompanyMatch("1496048", "GENERAL GROWTH PROPERTIES INC", "growth", "name-word", 0.6)
    # "Growth" opening a question asks a growth; inside a name ("at General Growth") it names the company
    assert _incidental(ggp, "Growth in AEP's utility revenue for 1H 2009 over 1H 2008", set())
    assert not _incidental(ggp, "Real estate taxes at General Growth for 1H 2009", set())
    williams = CompanyMatch("107263", "WILLIAMS COMPANIES INC", "williams", "first-word", 0.8)
    question = "Williams Exploration & Production segment revenues in Q1 2009"
    assert _incidental(williams, question, {"williams"})  # another filing's: a word its labels use
    assert not _incidental(williams, question, {"williams"}, own=True)  # the filing's own name opening it
    p = parse_question("Hospira's interest expense year-to-date at June 30, 2009").period
    assert (p.end, p.ytd, p.instant) == (date(2009, 6, 30), True, None)  # a span to that date, not a balance


def test_initials_run_into_a_name_are_the_company():
    from auditgraph.memos.resolve_company import short_name

    assert short_name("JCPenney", "J C PENNEY CO INC")
    assert not short_name("JCPenney", "JOHNSON CONTROLS INC")


def test_a_symbol_spelled_from_a_name_that_opens_with_a_generic_word_and_the_name_written_out():
    from auditgraph.memos.resolve_company import named_other, ticker_like

    name = "NEW YORK COMMUNITY BANCORP INC"
    assert ticker_like("NYCB", name)  # "New" is a letter of its symbol, though no distinctive word of its name
    assert not ticker_like("NYCB", "NORTHERN TRUST CORP")
    assert named_other("In NYCB's equity statement, dividends charged to retained earnings", name, None, set()) is None
    question = "Total deposits at New York Community Bancorp as of year-end 2008"
    start = question.index("New")
    # the name written out is the company's, its generic first word too: no word of a line
    assert any(a <= start and b >= start + len("New York Community Bancorp") for a, b in company_spans(question, name))


def test_a_sum_asked_for_by_its_verb_is_written_as_a_defined_sum():
    from auditgraph.memos.intent import plain_shorthand
    from auditgraph.memos.resolve_ratio import added_up

    assert added_up("Add Apple's current and non-current term debt as of September 24, 2022: the total?") == (
        "Apple's sum as of September 24, 2022: current term debt + non-current term debt"
    )
    assert added_up("Add up AvalonBay's mortgage notes payable and unsecured notes, net at March 31, 2010") == (
        "AvalonBay's sum at March 31, 2010: mortgage notes payable + unsecured notes, net"
    )
    assert added_up("Total deposits at NYCB as of December 31, 2008") is None  # "Total" opens a line's name
    assert plain_shorthand("ORLY CFO, March qtr 2010") == "ORLY CFO, March quarter 2010"
    assert plain_shorthand("PP&E purchases -- i.e. capex -- for 1H 2009") == "PP&E purchases -- capex -- for 1H 2009"
    # "i.e." that defines what is asked stays
    defined = "Current taxes as a portion of 2010 income tax expense, i.e. current / (current + deferred)"
    assert plain_shorthand(defined) == defined


def test_a_full_year_is_twelve_months_unless_the_question_sets_a_quarter_against_it():
    p = parse_question("AEON's net loss for the full year 2023?").period
    assert (p.fiscal_year, p.months) == (2023, 12)
    p = parse_question("UNP operating income for the fourth quarter of 2011 (quarter, not the full year)").period
    assert (p.quarter, p.months) == (4, 3)


def test_a_term_and_an_accounting_change_are_no_comparison():
    assert (
        parse_question("Repayments of commercial paper maturing in more than 90 days in fiscal 2022").comparison is None
    )
    q = "Cumulative effect of the change in accounting principles recorded in retained earnings in Q1 2010"
    assert parse_question(q).comparison is None
    assert parse_question("How much more than 2009 was revenue in 2010?").comparison == "difference"
    assert parse_question("Was revenue higher than in 2009?").comparison == "difference"


def test_a_longer_proper_name_holding_a_companys_words_is_not_that_company():
    from auditgraph.memos.ask import _incidental

    loaded = [{"company": "NEW YORK COMMUNITY BANCORP INC", "cik": "910073"}]
    for question in (
        "Provision for credit losses at the Bank of New York Mellon in Q1 2009",
        "Balance owed under the Federal Reserve Bank of New York credit facility at March 31, 2010",
    ):
        found = [m for m in match_companies(question, loaded, {}) if not _incidental(m, question, set())]
        assert found == [], (question, found)
    question = "New York Community Bancorp's net income in Q1 2010"
    assert [m.cik for m in match_companies(question, loaded, {}) if not _incidental(m, question, set())] == ["910073"]


def test_a_year_in_two_digits_a_half_year_and_weeks_written_short():
    p = parse_question("Fastenal's capex through the first half of '09?").period
    assert (p.fiscal_year, p.months) == (2009, 6)
    assert parse_question("Revenue in '98?").period.fiscal_year == 1998
    p = parse_question("What was MEMC's operating loss for the half year ended June 30, 2009?").period
    assert (p.end, p.months) == (date(2009, 6, 30), 6)
    p = parse_question("MAR incentive management fees, 24 wks 2009").period
    assert (p.fiscal_year, p.months) == (2009, 6)


def test_another_companys_one_word_name_in_lower_case_is_an_ordinary_word():
    from auditgraph.memos.ask import _incidental

    loaded = [{"company": "TARGET CORP", "cik": "27419"}]
    question = "Upper end of the target allocation range for equity securities in UNP's pension plan assets"
    assert [m for m in match_companies(question, loaded, {}) if not _incidental(m, question, set())] == []
    question = "Target's net earnings in the second quarter of 2009"
    assert [m.cik for m in match_companies(question, loaded, {}) if not _incidental(m, question, set())] == ["27419"]


def test_a_fiscal_quarter_written_fq():
    p = parse_question("HOLX EBIT (income from operations) for FQ3'09").period
    assert (p.quarter, p.fiscal_year) == (3, 2009)


def test_a_month_s_end_and_an_aside_on_the_sign_that_names_no_measure():
    p = parse_question("Lorillard's shareholders' equity at the end of March 2009").period
    assert p.end == date(2009, 3, 31)
    assert parse_question("Cash as of June 2010 for Apple").period.end == date(2010, 6, 30)
    # a month's end is read only where it is asked as such: "March 2009 quarter" keeps its span
    assert parse_question("Revenue for the March 2009 quarter").period.months == 3
    # "cash" in the aside says how the sign reads; CFO is asked
    assert parse_question("Schwab CFO for 1Q10 (negative means operations used cash)").measure.name == (
        "operating_cash_flow"
    )
    assert parse_question("Net income for 2023, negative = loss").measure.name == "net_income"


def test_a_change_asked_in_dollars_or_as_a_decimal():
    assert (
        parse_question(
            "By how many dollars did the noncontrolling interest grow from December 31, 2021 to December 31, 2022 "
            "(later minus earlier)?"
        ).comparison
        == "difference"
    )
    assert (
        parse_question(
            "How much did total revenues for the first half of 2009 change versus the first half of 2008? Decimal; "
            "negative if they fell."
        ).comparison
        == "growth"
    )
    assert parse_question("How much did revenue change from 2021 to 2022, in dollars?").comparison == "difference"
    # "equity-based compensation" names no equity
    assert parse_question("Equity-based compensation in the first quarter of 2009").measure.name != "equity"


def test_a_name_written_short_names_the_company_only_with_every_word_written():
    from auditgraph.memos.resolve_company import abbreviated

    rows = [
        {"company": "UNITED STATES STEEL CORP", "cik": "1163302"},
        {"company": "CONSOLIDATED EDISON INC", "cik": "1047862"},
        {"company": "EDISON INTERNATIONAL", "cik": "827052"},
        {"company": "OWENS ILLINOIS INC /DE/", "cik": "812074"},
    ]
    assert match_companies("U.S. Steel's accrued taxes at 3/31/10", rows)[0].name == "UNITED STATES STEEL CORP"
    assert match_companies("Con Edison, Inc.'s retained earnings", rows)[0].name == "CONSOLIDATED EDISON INC"
    assert match_companies("O-I's total debt at June 30, 2009", rows)[0].name == "OWENS ILLINOIS INC /DE/"
    assert match_companies("Edison International's net income", rows)[0].name == "EDISON INTERNATIONAL"
    # a shortened word opens a name only in capitals, and every word of the name is written
    assert abbreviated("steel output at U.S. plants", "UNITED STATES STEEL CORP") is None
    assert abbreviated("the con edison merger", "CONSOLIDATED EDISON INC") is None
    assert abbreviated("Edison International", "CONSOLIDATED EDISON INC") is None
    assert abbreviated("U.S. Bancorp's net interest income", "US BANCORP \\DE\\") == (0, 12)


def test_a_leverage_ratio_or_net_debt_defined_in_words_is_written_as_its_formula():
    from auditgraph.memos.resolve_ratio import definition_said_plainly as plainly

    assert (
        plainly(
            "Praxair D/E at June 30, 2009, taking debt as short-term debt + current portion of long-term debt + "
            "long-term debt, over total equity including noncontrolling interests"
        )
        == "Praxair D/E at June 30, 2009: (short-term debt + current portion of long-term debt + long-term debt) / "
        "total equity including noncontrolling interests"
    )
    assert (
        plainly(
            "AT&T debt-to-equity at June 30, 2009, where debt = debt maturing within one year + long-term debt and "
            "equity = total stockholders' equity"
        )
        == "AT&T debt-to-equity at June 30, 2009: (debt maturing within one year + long-term debt) / total "
        "stockholders' equity"
    )
    assert (
        plainly("Debt-to-equity for XTO at June 30, 2009, using long-term debt over total stockholders' equity")
        == "Debt-to-equity for XTO at June 30, 2009: long-term debt / total stockholders' equity"
    )
    assert (
        plainly("Sony's net debt at March 31, 2010, where net debt = short-term borrowings + long-term debt - cash")
        == "Sony's net debt at March 31, 2010: short-term borrowings + long-term debt - cash"
    )
    assert (
        plainly("Eaton's D/E at June 30, 2009 -- short-term debt plus long-term debt, over Eaton shareholders' equity")
        == "Eaton's D/E at June 30, 2009: (short-term debt + long-term debt) / Eaton shareholders' equity"
    )
    # a definition already an aside, a sum inside an aside of the debt, and no definition: as asked
    for asked in (
        "ConocoPhillips debt-to-equity at March 31, 2010: (short-term debt + long-term debt) / total equity",
        "Textainer debt-to-equity, with debt = secured debt (current and long-term) + bonds payable, over total equity",
        "Valero's debt-to-equity at June 30, 2009",
    ):
        assert plainly(asked) == asked
