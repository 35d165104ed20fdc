"""Face statements like edgartools shows them, from the graph: Apple's 10-K 2023 balance sheet, income
statement and cash-flow statement. Expected numbers are the filing's (aapl-20230930_htm.xml): total assets
352,583m (2023-09-30) and 352,755m (2022-09-24); net sales 383,285m / 394,328m / 365,817m for FY2023/22/21;
net income 96,995m for FY2023; cash, cash equivalents and restricted cash 30,737m at the end of FY2023."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook

from auditgraph.api.app import create_app
from auditgraph.errors import NotFound
from auditgraph.reports.statement import build_statement, to_csv, to_html, to_xlsx

APPLE = "0000320193-23-000106"
FY23, FY22, FY21 = "20220925-20230930", "20210926-20220924", "20200927-20210925"


def line(st, concept, edge=""):
    """The statement's own line of the concept (not a member's); ``edge``: its periodStart/periodEnd line."""
    return next(
        ln
        for ln in st.lines
        if ln.concept == concept
        and ln.member is None
        and (ln.preferred_label or "").endswith(f"{edge}Label" if edge else "")
    )


def test_balance_sheet_follows_apples_presentation_with_both_year_ends(apple_alone):
    _, store = apple_alone
    st = build_statement(store, APPLE, "balance")
    assert st.role == "http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS"
    assert st.periods == ["20230930", "20220924"]
    assets = line(st, "us-gaap:Assets")
    assert assets.values["20230930"].value == 352_583_000_000 and assets.values["20220924"].value == 352_755_000_000
    assert assets.values["20230930"].key == f"{APPLE}:320193:us-gaap:Assets:20230930:USD"
    order = [ln.concept for ln in st.lines]
    # Presentation order: current assets and their total come before total assets, liabilities after.
    assert (
        order.index("us-gaap:AssetsCurrent") < order.index("us-gaap:Assets") < order.index("us-gaap:LiabilitiesCurrent")
    )
    assert line(st, "us-gaap:AssetsCurrent").depth > line(st, "us-gaap:Assets").depth - 1


def test_income_statement_has_three_fiscal_years_and_cash_flow_its_closing_cash(apple_alone):
    _, store = apple_alone
    inc = build_statement(store, APPLE, "income")
    assert inc.periods == [FY23, FY22, FY21]
    sales = line(inc, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax").values
    assert [sales[p].value for p in inc.periods] == [383_285_000_000, 394_328_000_000, 365_817_000_000]
    assert line(inc, "us-gaap:NetIncomeLoss").values[FY23].value == 96_995_000_000
    cf = build_statement(store, APPLE, "cashflow")
    assert cf.periods == [FY23, FY22, FY21]
    closing = line(cf, "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents", "periodEnd").values[
        FY23
    ]
    assert closing.value == 30_737_000_000 and closing.key.endswith(":20230930:USD")


def test_exports_keep_every_value_and_its_fact_key(apple_alone, tmp_path):
    _, store = apple_alone
    st = build_statement(store, APPLE, "balance")
    rows = to_csv(st).splitlines()
    assert rows[0] == "concept,member,label,depth,20230930,20220924,20230930 key,20220924 key"
    assert any(
        r.startswith("us-gaap:Assets,") and "352583000000.0" in r and f"{APPLE}:320193:us-gaap:Assets:20230930:USD" in r
        for r in rows
    )
    page = to_html(st, fact_href="/#node=")
    assert f'href="/#node={APPLE}:320193:us-gaap:Assets:20230930:USD">352,583</a>' in page  # in millions, as printed
    assert "in millions" in page
    assert "<script" not in page
    out = tmp_path / "bs.xlsx"
    to_xlsx(st, out)
    ws = load_workbook(out).active
    # A title, the company and filing, the units, then the column headings; amounts in millions as printed.
    assert [ws.cell(r, 1).value for r in (1, 2, 3)] == [
        "CONSOLIDATED BALANCE SHEETS",
        f"Apple Inc. ({APPLE})",
        "in millions; shares in thousands",
    ]
    assert [c.value for c in ws[4]][:3] == ["line item", "2023-09-30", "2022-09-24"]
    values = {ws.cell(r, ws.max_column - 1).value: ws.cell(r, 2) for r in range(5, ws.max_row + 1)}
    assert values["us-gaap:Assets"].value == 352_583
    assert values["us-gaap:Assets"].number_format == "#,##0;(#,##0)"
    assert values["us-gaap:Assets"].comment.text == f"{APPLE}:320193:us-gaap:Assets:20230930:USD"
    # Columns sized to their contents, not left at the default width.
    longest = max(len(ws.cell(r, 1).value) for r in range(5, ws.max_row + 1))
    assert ws.column_dimensions["A"].width >= min(longest, 90)  # a longer label wraps
    assert all(ws.cell(r, 1).alignment.wrap_text for r in range(5, ws.max_row + 1) if len(ws.cell(r, 1).value) > 88)
    assert ws.column_dimensions["B"].width >= len("2023-09-30")
    assert to_csv(st) == to_csv(build_statement(store, APPLE, "balance"))  # deterministic


def test_statement_errors_name_what_is_there(apple_alone):
    _, store = apple_alone
    with pytest.raises(NotFound, match="not loaded"):
        build_statement(store, "0000000000-00-000000", "balance")


def test_api_serves_the_statement_as_json(apple_alone):
    settings, store = apple_alone
    with TestClient(create_app(settings, store)) as http:
        got = http.get(f"/filings/{APPLE}/statement/balance")
        assert got.status_code == 200
        body = got.json()
        assets = next(ln for ln in body["lines"] if ln["concept"] == "us-gaap:Assets")
        assert assets["values"]["20230930"]["value"] == 352583000000.0
        assert http.get(f"/filings/{APPLE}/statement/equity").status_code == 200
        assert http.get(f"/filings/{APPLE}/statement/notes").status_code == 422
        assert http.get("/filings/NOPE-1/statement/balance").status_code == 404
    assert json.loads(json.dumps(body)) == body
