"""`auditgraph statement` from the command line as an analyst reads it: the printed table's scale and labels,
abstract headings on request, the equity statement, and two filings of one company stitched by period. Numbers
from Apple's instance documents (aapl-20230930_htm.xml, aapl-20230701_htm.xml): total assets 352,583m
(2023-09-30), 335,038m (2023-07-01), 352,755m (2022-09-24); cash, cash equivalents and restricted cash 24,977m
at 2022-09-24 and 30,737m at 2023-09-30."""

from __future__ import annotations

import pytest

from tests.conftest import filing_path
from tests.e2e.test_cli import run

APPLE, APPLE_Q3 = "0000320193-23-000106", "0000320193-23-000077"


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory, shared_data):
    d = tmp_path_factory.mktemp("stmt") / "data"
    for folder, acc in (("aapl-10k-2023", APPLE), ("aapl-10q-2023", APPLE_Q3)):
        proc = run(["ingest", "filing", str(filing_path(folder)), "--accession", acc], d)
        assert proc.returncode == 0, proc.stderr
    return d


def test_statement_prints_the_scale_the_labels_and_the_opening_and_closing_cash(data_dir):
    proc = run(["statement", APPLE, "cashflow"], data_dir, COLUMNS="160")
    assert proc.returncode == 0, proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    body = [ln for ln in lines if "," in ln and any(ch.isdigit() for ch in ln)]
    assert body[0].split()[:3] == ["Cash,", "cash", "equivalents"] and "beginning balances" in body[0]
    assert "24,977" in body[0] and "ending balances" in next(ln for ln in body if "30,737" in ln)
    assert "in millions" in proc.stdout


def test_abstract_headings_appear_only_with_the_flag(data_dir):
    plain = run(["statement", APPLE, "income"], data_dir, COLUMNS="160").stdout
    full = run(["statement", APPLE, "income", "--abstract"], data_dir, COLUMNS="160").stdout
    assert "Operating expenses" not in plain and "Operating expenses" in full
    assert "Products" in plain and "Services" in plain


def test_equity_and_comprehensive_statements(data_dir):
    equity = run(["statement", APPLE, "equity"], data_dir, COLUMNS="160")
    assert equity.returncode == 0, equity.stderr
    assert "Retained earnings" in equity.stdout and "SHAREHOLDERS" in equity.stdout.upper()
    comprehensive = run(["statement", APPLE, "comprehensive"], data_dir, COLUMNS="160")
    assert comprehensive.returncode == 0 and "COMPREHENSIVE INCOME" in comprehensive.stdout


def test_two_filings_stitch_into_one_table_by_period(data_dir):
    proc = run(["statement", APPLE_Q3, APPLE, "balance", "--format", "csv"], data_dir)
    assert proc.returncode == 0, proc.stderr
    header, *rows = proc.stdout.splitlines()
    assert header.startswith("concept,member,label,depth,20230930,20230701,20220924,")
    assets = next(r for r in rows if r.startswith("us-gaap:Assets,,"))
    assert "352583000000.0,335038000000.0,352755000000.0" in assets
    assert run(["statement", APPLE, "notes"], data_dir).returncode == 2
