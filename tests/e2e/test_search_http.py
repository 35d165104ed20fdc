"""GET /search over real HTTP: the analyst phrases of issue 10 find Apple's concepts first, with the filing's facts.

Values from aapl-20230930_htm.xml, context c-1 (FY 2022-09-25..2023-09-30): total net sales 383285000000 (f-69),
payments for acquisition of property, plant and equipment 10959000000 (f-310), diluted EPS 6.13 (f-111).
"""

from __future__ import annotations

import httpx
import pytest
from live_server import serve_in_thread

from auditgraph.api.app import create_app

AAPL = "0000320193-23-000106"
FY2023 = "20220925-20230930"


@pytest.fixture(scope="module")
def api(store, concept_index, session_settings):
    settings = session_settings.model_copy(update={"api_keys": ["k"]})
    with serve_in_thread(create_app(settings, store=store)) as url:
        with httpx.Client(base_url=url, headers={"X-API-Key": "k"}, timeout=120) as client:
            yield client


@pytest.mark.parametrize(
    ("q", "qname", "value"),
    [
        ("total revenue", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", 383285000000.0),
        ("capex", "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment", 10959000000.0),
        ("diluted EPS", "us-gaap:EarningsPerShareDiluted", 6.13),
    ],
)
def test_search_finds_the_concept_first_with_apples_facts(api, q, qname, value):
    r = api.get("/search", params={"q": q, "k": 5, "accession": AAPL, "reported_only": "true"})
    assert r.status_code == 200, r.text
    first = r.json()["items"][0]
    assert first["qname"] == qname and set(first["sources"]) == {"bm25", "dense"}
    assert [f["value"] for f in first["facts"] if f["period"] == FY2023 and not f["dims"]] == [value]


def test_search_validates_its_parameters_and_names_unknown_filings(api):
    assert api.get("/search", params={"q": "revenue", "statement": "PL"}).status_code == 422
    assert api.get("/search", params={"q": "revenue", "k": 0}).status_code == 422
    r = api.get("/search", params={"q": "revenue", "accession": "0000000000-00-000000"})
    assert r.status_code == 404 and r.headers["content-type"] == "application/problem+json"


def test_search_needs_the_api_key(api):
    assert httpx.get(f"{api.base_url}/search", params={"q": "revenue"}).status_code == 401


def test_concept_nodes_in_neighbourhoods_do_not_carry_their_search_vector(api):
    body = api.get("/graph/neighbourhood", params={"node": "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment"}).json()
    concept = next(n for n in body["nodes"] if n["id"] == "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment")
    assert "embedding" not in concept["properties"] and "search_text" in concept["properties"]
