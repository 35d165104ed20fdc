"""The deterministic question parser: periods, measures, comparisons, a ratio the question defines."""

from __future__ import annotations

from datetime import date

from auditgraph.memos.intent import parse_question
from auditgraph.memos.resolve_company import match_companies

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
