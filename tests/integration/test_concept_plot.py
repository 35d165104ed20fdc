"""`auditgraph plot`'s data and images on the embedded graph: the points drawn are the facts in the graph.

Apple's 10-K 2023 (aapl-20230930_htm.xml) and 10-Q for the quarter ended 2023-07-01 (aapl-20230701_htm.xml):
total assets 352,755m (2022-09-24, in both), 335,038m (2023-07-01, 10-Q), 352,583m (2023-09-30, 10-K); net sales
(RevenueFromContractWithCustomerExcludingAssessedTax) 81,797m for the quarter and 293,787m for the nine months
ended 2023-07-01, 383,285m for FY2023.
"""

from __future__ import annotations

import io

import pytest
from lxml import etree

from auditgraph.errors import InputError, NotFound
from auditgraph.reports.plot import concept_history, render

APPLE_10K, APPLE_10Q = "0000320193-23-000106", "0000320193-23-000077"
SVG = "{http://www.w3.org/2000/svg}"


def test_instant_concept_is_one_line_per_company_with_each_period_once(store, loaded):
    history = concept_history(store, "us-gaap:Assets", cik="320193")
    [apple] = history.series
    assert (apple.company, apple.unit, apple.months) == ("Apple Inc.", "USD", None)
    assert [(p.end, p.value) for p in apple.points] == [
        ("2022-09-24", 352_755_000_000),
        ("2023-07-01", 335_038_000_000),
        ("2023-09-30", 352_583_000_000),
    ]
    # 2022-09-24 is reported by both filings with one value: drawn once, from the later filing (the 10-K).
    first = apple.points[0]
    assert (first.accession, first.other_values) == (APPLE_10K, [])
    assert apple.points[1].key == f"{APPLE_10Q}:320193:us-gaap:Assets:20230701:USD"
    # Every point is a fact of the graph, by its key.
    rows = {r["key"]: r["value"] for r in store.run("browser.concept_across_filings", {"concept": "us-gaap:Assets"})}
    assert all(rows[p.key] == p.value for p in apple.points)


def test_duration_concept_is_one_line_per_period_length(store, loaded):
    history = concept_history(store, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", company="apple")
    lines = {s.label: [(p.period, p.value) for p in s.points] for s in history.series}
    assert lines["Apple Inc. · 3 months"][-1] == ("20230402-20230701", 81_797_000_000)
    assert lines["Apple Inc. · 9 months"][-1] == ("20220925-20230701", 293_787_000_000)
    assert lines["Apple Inc. · 12 months"][-1] == ("20220925-20230930", 383_285_000_000)


def test_unknown_concept_or_company_is_not_found(store, loaded):
    with pytest.raises(NotFound, match="no loaded filing reports"):
        concept_history(store, "us-gaap:NoSuchConcept")
    with pytest.raises(NotFound, match="CIK 1"):
        concept_history(store, "us-gaap:Assets", cik="1")


def test_svg_is_valid_deterministic_and_draws_every_point(store, loaded):
    history = concept_history(store, "us-gaap:Assets")
    svg = render(history, "svg")
    assert svg == render(history, "svg")  # no date, fixed hash salt: the same bytes every time
    root = etree.parse(io.BytesIO(svg), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    assert root.tag == f"{SVG}svg"
    assert b"<dc:date>" not in svg
    # One group per series ("series-<i>"), one marker (<use>) per point in it.
    groups = {g.get("id"): g for g in root.iter(f"{SVG}g") if (g.get("id") or "").startswith("series-")}
    assert {k: len(g.findall(f".//{SVG}use")) for k, g in groups.items()} == {
        f"series-{i}": len(s.points) for i, s in enumerate(history.series)
    }
    # Text stays text (svg.fonttype none): the title and every series' legend entry can be read and searched.
    texts = {"".join(t.itertext()).strip() for t in root.iter(f"{SVG}text")}
    assert {"us-gaap:Assets", "Apple Inc.", "MICROSOFT CORPORATION"} <= texts


def test_png_is_a_png(store, loaded):
    png = render(concept_history(store, "us-gaap:Assets", cik="320193"), "png")
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000
    with pytest.raises(InputError):
        render(concept_history(store, "us-gaap:Assets", cik="320193"), "gif")  # type: ignore[arg-type]
