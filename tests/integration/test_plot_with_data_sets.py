"""`auditgraph plot` and `GET /plot` once the SEC's Financial Statement Data Sets are loaded beside XBRL filings.

A data-set fact has no start or end date of its own (num.txt gives ``ddate``, the period's end rounded to the
month end, and ``qtrs``): Apple's FY2024 num.txt has Assets 364,980,000,000 at ddate 20240930 (qtrs 0) and
352,583,000,000 at 20230930, the year end its 10-K 2023 (aapl-20230930_htm.xml) reports too, with 352,755,000,000
at 2022-09-24. Its FY2024 net sales: 391,035,000,000 (ddate 20240930, qtrs 4)."""

from __future__ import annotations

import io
import re

import pytest
from fastapi.testclient import TestClient
from lxml import etree

from auditgraph.api.app import create_app
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import load_dataset, read_dataset
from auditgraph.ingest.loader import load_filing
from auditgraph.reports.plot import concept_history, render, tick_labels
from tests.conftest import filing_path, make_settings

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def apple_and_data_set(tmp_path_factory, registry, shared_data):
    """Apple's 10-K 2023 from XBRL and its FY2024 10-K from the data set, in a graph of their own."""
    from auditgraph.store import open_store

    settings = make_settings(tmp_path_factory.mktemp("plotfsds"))
    s = open_store(settings, registry)
    load_filing(
        s,
        parse_filing(filing_path("aapl-10k-2023"), accession="0000320193-23-000106", cik="320193"),
        show_progress=False,
    )
    load_dataset(s, read_dataset(shared_data / "fsds" / "apple-10k-2024"))
    yield settings, s
    s.close()


def num_value(shared_data, tag: str, ddate: str, qtrs: str) -> float:
    rows = (shared_data / "fsds" / "apple-10k-2024" / "num.txt").read_text().splitlines()
    header = rows[0].split("\t")
    for line in rows[1:]:
        r = dict(zip(header, line.split("\t")))
        if (r["tag"], r["ddate"], r["qtrs"], r["segments"], r["uom"]) == (tag, ddate, qtrs, "", "USD"):
            return float(r["value"])
    raise AssertionError(f"{tag} {ddate} not in num.txt")


def test_a_data_set_fact_is_drawn_at_its_ddate_beside_the_xbrl_facts(apple_and_data_set, shared_data):
    _, store = apple_and_data_set
    [assets] = concept_history(store, "us-gaap:Assets", cik="320193").series
    assert [(p.end, p.value) for p in assets.points] == [
        ("2022-09-24", 352_755_000_000),
        ("2023-09-30", num_value(shared_data, "Assets", "20230930", "0")),
        ("2024-09-30", num_value(shared_data, "Assets", "20240930", "0")),
    ]
    # 2023-09-30 is in both filings: one point, from the later one (the data set's FY2024 filing).
    assert assets.points[1].accession == "0000320193-24-000123"
    sales = {
        s.months: s
        for s in concept_history(
            store, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", cik="320193"
        ).series
    }
    assert sales[12].points[-1].end == "2024-09-30"
    assert sales[12].points[-1].value == num_value(
        shared_data, "RevenueFromContractWithCustomerExcludingAssessedTax", "20240930", "4"
    )


def test_get_plot_draws_data_set_facts_instead_of_blaming_the_client(apple_and_data_set):
    settings, store = apple_and_data_set
    with TestClient(create_app(settings, store)) as http:
        got = http.get("/plot", params={"concept": "us-gaap:Assets", "cik": "320193"})
    assert got.status_code == 200, got.text
    assert got.headers["content-type"].startswith("image/svg+xml")


def y_tick_texts(svg: bytes) -> list[str]:
    root = etree.parse(io.BytesIO(svg), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    ticks = [g for g in root.iter(f"{SVG}g") if re.fullmatch(r"ytick_\d+", g.get("id") or "")]
    return ["".join(t.itertext()).strip() for g in ticks for t in g.iter(f"{SVG}text")]


def test_y_ticks_of_apples_assets_are_distinct_readable_dollars(apple_and_data_set):
    _, store = apple_and_data_set
    texts = y_tick_texts(render(concept_history(store, "us-gaap:Assets", cik="320193"), "svg"))
    assert len(texts) >= 3 and len(set(texts)) == len(texts), texts
    assert all(re.fullmatch(r"\$\d{3}(\.\d+)?B", t) for t in texts), texts


def test_tick_labels_take_their_decimals_from_the_tick_spacing():
    assert tick_labels([352.6, 352.8, 353.0], "$", "B") == ["$352.6B", "$352.8B", "$353.0B"]
    assert tick_labels([350.0, 355.0, 360.0], "$", "B") == ["$350B", "$355B", "$360B"]
    assert tick_labels([-0.25, 0.0, 0.25]) == ["-0.25", "0.00", "0.25"]
