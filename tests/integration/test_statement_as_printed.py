"""Apple's and Netflix's 10-K 2023 face statements as their printed tables show them, line by line: the company's
labels in each arc's preferred label role, the order, signs as printed (negated labels), the opening and closing
cash of the cash-flow statement, Apple's Products/Services lines, abstract headings left out. The expected lines
are read from each filing's own files by tests/statement_reader.py (presentation and label linkbases, instance),
never typed in; the SEC's Financial Statement Data Set of Apple's 10-K 2024 (pre.txt order and negating flags,
num.txt values) checks the same rules against the SEC's own rendering."""

from __future__ import annotations

import csv
import io
from datetime import date

import pytest
from rich.console import Console

from auditgraph.errors import InputError
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.reports.statement import build_statement, build_statements, to_rich
from tests.conftest import filing_path, make_settings
from tests.statement_reader import FilingFiles, printed_lines

APPLE, APPLE_Q3, NETFLIX = "0000320193-23-000106", "0000320193-23-000077", "0001065280-24-000030"
APPLE_2024 = "0000320193-24-000123"
ROLES = {
    ("aapl-10k-2023", "income"): "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS",
    ("aapl-10k-2023", "balance"): "http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS",
    ("aapl-10k-2023", "cashflow"): "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFCASHFLOWS",
    ("aapl-10k-2023", "comprehensive"): "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFCOMPREHENSIVEINCOME",
    ("nflx-10k-2023", "income"): "http://www.netflix.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS",
    ("nflx-10k-2023", "balance"): "http://www.netflix.com/role/CONSOLIDATEDBALANCESHEETS",
    ("nflx-10k-2023", "cashflow"): "http://www.netflix.com/role/CONSOLIDATEDSTATEMENTSOFCASHFLOWS",
    ("nflx-10k-2023", "comprehensive"): "http://www.netflix.com/role/CONSOLIDATEDSTATEMENTSOFCOMPREHENSIVEINCOME",
}
ACCESSIONS = {"aapl-10k-2023": APPLE, "nflx-10k-2023": NETFLIX}


@pytest.fixture(scope="module")
def settings_and_graph(tmp_path_factory, registry, shared_data):
    """Apple's 10-K 2023 and 10-Q Q3 2023, Netflix's 10-K 2023 and Apple's 10-K 2024 (the data set's folder: its
    instance and presentation linkbase) in a graph of their own, without the taxonomy."""
    from auditgraph.store import open_store

    settings = make_settings(tmp_path_factory.mktemp("printed"))
    s = open_store(settings, registry)
    for folder, acc, cik in (
        ("aapl-10k-2023", APPLE, "320193"),
        ("aapl-10q-2023", APPLE_Q3, "320193"),
        ("nflx-10k-2023", NETFLIX, "1065280"),
    ):
        load_filing(s, parse_filing(filing_path(folder), accession=acc, cik=cik), show_progress=False)
    load_filing(
        s,
        parse_filing(shared_data / "fsds" / "apple-10k-2024", accession=APPLE_2024, cik="320193"),
        show_progress=False,
    )
    yield settings, s
    s.close()


@pytest.fixture(scope="module")
def graph(settings_and_graph):
    return settings_and_graph[1]


@pytest.fixture(scope="module")
def files(shared_data):
    return {folder: FilingFiles(filing_path(folder)) for folder in ACCESSIONS}


def fiscal_years(files: FilingFiles, kind: str) -> list[str]:
    """The columns a 10-K prints: the year ends of total assets (balance sheet, two) or the one-year periods of
    net income (three), newest first, from the instance's non-dimensional facts."""
    if kind == "balance":
        periods = {f["period"] for f in files.facts if f["concept"] == "us-gaap:Assets" and not f["dims"]}
        return sorted(periods, reverse=True)[:2]

    def days(p):
        s, e = (date(int(t[:4]), int(t[4:6]), int(t[6:])) for t in p.split("-"))
        return (e - s).days

    periods = {
        f["period"]
        for f in files.facts
        if f["concept"] == "us-gaap:NetIncomeLoss"
        and not f["dims"]
        and "-" in f["period"]
        and 350 <= days(f["period"]) <= 380
    }
    return sorted(periods, key=lambda p: p.split("-")[1], reverse=True)[:3]


def shown(st) -> list[tuple[str, tuple]]:
    return [(ln.label, tuple(ln.values[p].value if p in ln.values else None for p in st.periods)) for ln in st.lines]


@pytest.mark.parametrize("folder, kind", sorted(ROLES))
def test_statement_matches_the_filings_printed_table_line_by_line(graph, files, folder, kind):
    st = build_statement(graph, ACCESSIONS[folder], kind)
    assert st.role == ROLES[(folder, kind)]
    assert st.periods == fiscal_years(files[folder], kind)
    expected = printed_lines(files[folder], st.role, st.periods)
    assert len(expected) >= 5
    assert shown(st) == expected


def test_apples_cash_flow_opens_with_the_opening_cash_and_closes_with_the_closing_cash(graph, files):
    st = build_statement(graph, APPLE, "cashflow")
    first, closing = st.lines[0], next(ln for ln in st.lines if (ln.preferred_label or "").endswith("periodEndLabel"))
    cash = "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"
    assert first.concept == closing.concept == cash
    apple = files["aapl-10k-2023"]
    assert first.label == apple.labels[(cash, "http://www.xbrl.org/2003/role/periodStartLabel")]
    assert closing.label == apple.labels[(cash, "http://www.xbrl.org/2003/role/periodEndLabel")]
    fy23 = st.periods[0]
    opening_day = fiscal_years(apple, "balance")[1]  # the day before FY2023 began: Apple's 2022 year end
    assert first.values[fy23].value == apple.value(cash, opening_day)
    assert closing.values[fy23].value == apple.value(cash, fy23.split("-")[1])
    # The year's change links the two.
    change = next(ln for ln in st.lines if ln.concept.endswith("PeriodIncreaseDecreaseIncludingExchangeRateEffect"))
    assert first.values[fy23].value + change.values[fy23].value == closing.values[fy23].value


def test_negated_lines_print_the_opposite_sign_of_the_fact(graph):
    st = build_statement(graph, APPLE, "cashflow")
    capex = next(ln for ln in st.lines if ln.concept == "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment")
    cell = capex.values[st.periods[0]]
    assert capex.negated and cell.fact_value > 0 and cell.value == -cell.fact_value


def test_apples_income_statement_shows_products_and_services_before_each_total(graph):
    st = build_statement(graph, APPLE, "income")
    members = [(ln.member, ln.concept) for ln in st.lines if ln.member]
    assert members == [
        ("us-gaap:ProductMember", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"),
        ("us-gaap:ServiceMember", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"),
        ("us-gaap:ProductMember", "us-gaap:CostOfGoodsAndServicesSold"),
        ("us-gaap:ServiceMember", "us-gaap:CostOfGoodsAndServicesSold"),
    ]
    fy = st.periods[0]
    by = {(ln.concept, ln.member): ln.values[fy].value for ln in st.lines}
    revenue = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"
    assert by[(revenue, "us-gaap:ProductMember")] + by[(revenue, "us-gaap:ServiceMember")] == by[(revenue, None)]


def test_abstract_headings_only_when_asked(graph):
    plain = build_statement(graph, APPLE, "income")
    full = build_statement(graph, APPLE, "income", abstract=True)
    assert not any(ln.abstract for ln in plain.lines)
    headings = [ln.concept for ln in full.lines if ln.abstract]
    assert "us-gaap:OperatingExpensesAbstract" in headings
    assert [ln for ln in full.lines if not ln.abstract] == plain.lines or [
        ln.label for ln in full.lines if not ln.abstract
    ] == [ln.label for ln in plain.lines]


def test_table_prints_millions_with_per_share_amounts_unscaled(graph, files):
    st = build_statement(graph, APPLE, "income")
    assert (st.scale, st.share_scale) == (1_000_000, 1_000)
    assert st.units == "in millions, except per-share amounts; shares in thousands"
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(to_rich(st))
    text = console.export_text()
    fy = st.periods[0]
    apple = files["aapl-10k-2023"]
    sales = apple.value("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", fy)
    eps = apple.value("us-gaap:EarningsPerShareDiluted", fy)
    assert f"{sales / 1e6:,.0f}" in text and f"{eps:.2f}" in text
    assert "in millions, except per-share amounts" in text and "Apple Inc." in text
    other = next(ln for ln in st.lines if ln.concept == "us-gaap:NonoperatingIncomeExpense").values[fy].value
    assert other < 0 and f"({abs(other) / 1e6:,.0f})" in text  # negatives in parentheses, as printed


def test_netflix_heads_its_share_counts_as_unscaled(graph):
    # Netflix reports amounts in thousands (decimals -3) and share counts exactly (decimals INF or 0).
    st = build_statement(graph, NETFLIX, "equity")
    assert (st.scale, st.share_scale) == (1_000, 1)
    assert st.units == "in thousands, except share counts"


def test_equity_statement_has_a_section_per_component_with_its_opening_and_closing_balances(graph, files):
    st = build_statement(graph, APPLE, "equity")
    assert st.role == "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFSHAREHOLDERSEQUITY"
    headings = [ln.member for ln in st.lines if ln.heading]
    assert headings == [
        "us-gaap:CommonStockIncludingAdditionalPaidInCapitalMember",
        "us-gaap:RetainedEarningsMember",
        "us-gaap:AccumulatedOtherComprehensiveIncomeMember",
    ]
    apple, fy = files["aapl-10k-2023"], st.periods[0]
    equity, retained = "us-gaap:StockholdersEquity", "us-gaap:RetainedEarningsMember"
    axis = "us-gaap:StatementEquityComponentsAxis"
    assert st.lines[0].concept == equity and st.lines[0].values[fy].value == apple.value(
        equity, fiscal_years(apple, "balance")[1]
    )
    section = [ln for ln in st.lines if ln.member == retained and not ln.heading]
    assert section[0].values[fy].value == apple.value(equity, fiscal_years(apple, "balance")[1], ((axis, retained),))
    assert section[-1].values[fy].value == apple.value(equity, fy.split("-")[1], ((axis, retained),))
    dividends = next(ln for ln in section if ln.concept == "us-gaap:Dividends")
    assert dividends.values[fy].value == -apple.value("us-gaap:Dividends", fy, ((axis, retained),))
    # Opening balance plus the section's changes is its closing balance.
    assert sum(ln.values[fy].value for ln in section[:-1]) == pytest.approx(section[-1].values[fy].value)


def test_two_filings_of_one_company_are_stitched_by_period_newest_values_first(graph):
    st = build_statements(graph, [APPLE_Q3, APPLE], "balance")
    ten_k, ten_q = build_statement(graph, APPLE, "balance"), build_statement(graph, APPLE_Q3, "balance")
    assert st.accessions == [APPLE, APPLE_Q3]
    assert st.periods == sorted(set(ten_k.periods) | set(ten_q.periods), reverse=True)
    assets = next(ln for ln in st.lines if ln.concept == "us-gaap:Assets")
    for own in (ten_k, ten_q):
        own_assets = next(ln for ln in own.lines if ln.concept == "us-gaap:Assets")
        for p, cell in own_assets.values.items():
            assert assets.values[p].value == cell.value
    # A period both report comes from the newer filing.
    shared = set(ten_k.periods) & set(ten_q.periods)
    assert shared and all(assets.values[p].key.startswith(APPLE) for p in shared)
    with pytest.raises(InputError, match="one company"):
        build_statements(graph, [APPLE, NETFLIX], "balance")


def sec_rows(shared_data, stmt: str) -> list[dict]:
    with open(shared_data / "fsds" / "apple-10k-2024" / "pre.txt", newline="") as fh:
        rows = [r for r in csv.DictReader(fh, delimiter="\t") if r["stmt"] == stmt and r["inpth"] == "0"]
    return sorted(rows, key=lambda r: int(r["line"]))


def sec_values(shared_data) -> dict[tuple[str, str, str], float]:
    with open(shared_data / "fsds" / "apple-10k-2024" / "num.txt", newline="") as fh:
        return {
            (r["tag"], r["ddate"], r["qtrs"]): float(r["value"])
            for r in csv.DictReader(fh, delimiter="\t")
            if not r["segments"] and not r["coreg"] and r["value"]
        }


def _month_end(token: str) -> str:
    """The SEC's ddate: the date rounded to the nearest month end (2024-09-28 → 20240930)."""
    d = date(int(token[:4]), int(token[4:6]), int(token[6:]))
    import calendar

    this_end = d.replace(day=calendar.monthrange(d.year, d.month)[1])
    prev_end = d.replace(day=1).fromordinal(d.replace(day=1).toordinal() - 1)
    return (this_end if (this_end - d) <= (d - prev_end) else prev_end).strftime("%Y%m%d")


@pytest.mark.parametrize("kind, stmt", [("cashflow", "CF"), ("income", "IS"), ("balance", "BS")])
def test_apples_10k_2024_follows_the_secs_own_rendering(graph, shared_data, kind, stmt):
    """pre.txt lists the SEC's lines of each statement in order with a `negating` flag; num.txt their values."""
    st = build_statement(graph, APPLE_2024, kind)
    rows = sec_rows(shared_data, stmt)
    ours = [ln for ln in st.lines if ln.member is None]
    assert [(ln.concept.split(":")[1], int(ln.negated)) for ln in ours] == [
        (r["tag"], int(r["negating"])) for r in rows if any(ln.concept.endswith(":" + r["tag"]) for ln in ours)
    ]
    assert len(ours) >= len(rows) - 2  # a line the SEC lists without a value in the columns may be left out
    values = sec_values(shared_data)
    checked = 0
    for ln in ours:
        for p, cell in ln.values.items():
            key = cell.key.split(":")
            token = key[-2]
            if "-" in token:
                start, end = token.split("-")
                s = date(int(start[:4]), int(start[4:6]), int(start[6:]))
                e = date(int(end[:4]), int(end[4:6]), int(end[6:]))
                qtrs = str(round(((e - s).days + 1) / 91.25))
                sec = values.get((ln.concept.split(":")[1], _month_end(end), qtrs))
            else:
                sec = values.get((ln.concept.split(":")[1], _month_end(token), "0"))
            if sec is not None:
                assert cell.value == (-sec if ln.negated and sec else sec), (ln.concept, p)
                checked += 1
    assert checked >= 20


def test_the_api_returns_the_same_lines_and_stitches_with_more_filings(settings_and_graph):
    from fastapi.testclient import TestClient

    from auditgraph.api.app import create_app

    settings, store = settings_and_graph
    with TestClient(create_app(settings, store)) as http:
        one = http.get(f"/filings/{APPLE}/statement/cashflow")
        stitched = http.get(f"/filings/{APPLE}/statement/balance", params={"with": APPLE_Q3})
        headings = http.get(f"/filings/{APPLE}/statement/income", params={"abstract": "true"})
        mixed = http.get(f"/filings/{APPLE}/statement/balance", params={"with": NETFLIX})
        bad = http.get(f"/filings/{APPLE}/statement/balance", params={"with": "not an accession"})
    assert one.status_code == 200
    assert one.json()["lines"] == [ln.model_dump() for ln in build_statement(store, APPLE, "cashflow").lines]
    assert stitched.json()["periods"] == build_statements(store, [APPLE, APPLE_Q3], "balance").periods
    assert stitched.json()["accessions"] == [APPLE, APPLE_Q3]
    assert any(ln["abstract"] for ln in headings.json()["lines"])
    assert mixed.status_code == 400 and "one company" in mixed.json()["detail"]
    assert bad.status_code == 422
