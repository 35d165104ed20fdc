"""`GET /concepts/search` finds a line item by the caption filings print for it and ranks the filings' concepts
before captions no filing uses. Apple's label linkbase (aapl-20230930_lab.xml) labels us-gaap:Liabilities "Total
liabilities" and us-gaap:AssetsCurrent "Total current assets"; the US-GAAP 2024 taxonomy's employee-benefit-plan
part has us-gaap-ebp:EmployeeBenefitPlanForm5500CaptionAsset, labelled "…, Form 5500 Caption, Total Assets",
which no loaded filing reports."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from auditgraph.api.app import create_app


@pytest.fixture(scope="module")
def http(store, loaded, session_settings):
    with TestClient(create_app(session_settings, store)) as client:
        yield client


def search(http, q, limit=20):
    got = http.get("/concepts/search", params={"q": q, "limit": limit})
    assert got.status_code == 200, got.text
    return got.json()


@pytest.mark.parametrize(
    "q, first",
    [
        ("total assets", "us-gaap:Assets"),
        ("total liabilities", "us-gaap:Liabilities"),
        ("total current assets", "us-gaap:AssetsCurrent"),
    ],
)
def test_the_caption_a_filing_prints_finds_its_concept_first(http, q, first):
    hits = search(http, q)
    assert hits[0]["qname"] == first and hits[0]["reported"] is True


def test_plan_captions_come_after_every_concept_the_filings_report(http):
    hits = search(http, "total assets", limit=50)
    names = [h["qname"] for h in hits]
    plan = names.index("us-gaap-ebp:EmployeeBenefitPlanForm5500CaptionAsset")
    assert plan > 0 and all(h["reported"] for h in hits[:plan]) and hits[plan]["reported"] is False
    assert hits[plan - 1]["rank"] <= hits[plan]["rank"]
