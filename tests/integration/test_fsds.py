"""Facts parsed from Apple's FY2024 XBRL match the SEC's own Financial Statement Data Set rows."""

from __future__ import annotations

import pytest

from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import (
    compare_with_facts,
    fsds_segments,
    load_dataset,
    month_end_rounded,
    quarters,
    read_dataset,
)


def test_sec_normalisations_of_dates_periods_and_segments():
    assert month_end_rounded("2024-09-28") == "20240930"  # Apple's 52/53-week year end rounds to the month end
    assert month_end_rounded("2023-07-01") == "20230630"
    assert quarters("2023-10-01", "2024-09-28") == 4 and quarters("2024-06-30", "2024-09-28") == 1
    assert (
        fsds_segments(["us-gaap:StatementBusinessSegmentsAxis=aapl:JapanSegmentMember"])
        == "BusinessSegments=JapanSegment;"
    )


def test_every_num_row_of_apple_fy2024_matches_the_fact_parsed_from_its_instance(shared_data):
    folder = shared_data / "fsds" / "apple-10k-2024"
    ds = read_dataset(folder, "0000320193-24-000123")
    parsed = parse_filing(folder, accession="0000320193-24-000123")  # the instance zip beside num.txt
    cmp = compare_with_facts(ds.num, parsed.fact_rows)
    assert cmp.rows == 414 and cmp.in_instance == 414 and cmp.not_in_instance == []
    assert cmp.matched == 414 and cmp.mismatched == []
    # Explained: num.txt keeps four decimal places, so Apple's $0.00001 par value is written 0.0000.
    assert [(r["tag"], r["value"], r["instance_values"]) for r in cmp.rounded] == [
        ("CommonStockParOrStatedValuePerShare", 0.0, [1e-05]),
        ("CommonStockParOrStatedValuePerShare", 0.0, [1e-05]),
    ]


@pytest.fixture
def own_store(tmp_path, registry):
    """A graph of its own: the FY2024 rows would otherwise join Apple's history in the shared session graph."""
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    s = open_store(make_settings(tmp_path / "g"), registry)
    yield s
    s.close()


def test_a_financial_statement_data_set_loads_into_the_filing_and_fact_shape(own_store, shared_data):
    store = own_store
    ds = read_dataset(shared_data / "fsds" / "apple-10k-2024")
    report = load_dataset(store, ds)
    assert report == {"filings": 1, "facts": 414}
    rows = store.run_read_only_text(
        "MATCH (c:Company {cik: '320193'})-[:FILED]->(f:Filing {accession: '0000320193-24-000123'})-[:REPORTS]->(x:Fact) "
        "WHERE x.concept = 'us-gaap:Assets' RETURN x.key AS key, x.value AS value ORDER BY key",
        {},
        10,
        10,
    )
    # num.txt: Assets, 20240930, qtrs 0, USD = 364980000000.0000
    assert {r["key"]: r["value"] for r in rows}[
        "0000320193-24-000123:320193:us-gaap:Assets:20240930:USD"
    ] == 364_980_000_000
    assert load_dataset(store, ds) == report  # idempotent
