"""The HTTP API over a real socket: uvicorn on 127.0.0.1, the embedded graph with every shared filing loaded.

Numbers come from the filings' instance documents (see tests/integration/test_tools.py for the contexts):
Apple 10-K 2023 us-gaap:Assets at 2023-09-30 = 352583000000 = AssetsCurrent 143566000000 + AssetsNoncurrent
209017000000; Microsoft 10-K 2015 DeferredTaxAssetsLiabilitiesNetNoncurrent = -2728000000 (2014-06-30) and
-2835000000 (2015-06-30).
"""

from __future__ import annotations

import httpx
import pytest
from live_server import serve_in_thread

from auditgraph.api.app import create_app
from auditgraph.tools.registry import TOOLS

API_KEY = "test-key-7f3a"
AAPL = "0000320193-23-000106"
MSFT = "0001193125-15-272806"
ASSETS_KEY = f"{AAPL}:320193:us-gaap:Assets:20230930:USD"
REVENUE = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"
ORIGIN = "http://localhost:5173"


@pytest.fixture(scope="module")
def base_url(store, loaded, session_settings):
    settings = session_settings.model_copy(
        update={"api_keys": [API_KEY], "cors_origins": [ORIGIN], "cypher_row_limit": 50}
    )
    with serve_in_thread(create_app(settings, store=store)) as url:
        yield url


@pytest.fixture(scope="module")
def api(base_url):
    with httpx.Client(base_url=base_url, headers={"X-API-Key": API_KEY}, timeout=30) as client:
        yield client


def problem(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert body["status"] == status and body["title"] and body["instance"] == response.request.url.path
    return body


# ----------------------------------------------------------------------------------- health and filings
def test_health_is_open_and_reports_the_store_versions_and_counts(base_url):
    r = httpx.get(f"{base_url}/health?detail=true")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "ok" and body["auth"] == "api-key"
    assert body["store"]["ok"] is True and body["versions"]["auditgraph"]
    assert body["counts"]["Filing"] >= 9 and body["counts"]["Fact"] > 9000
    assert body["relationships"]["SUMMATION_ITEM"] > 0


def test_filings_lists_apple_10k_with_its_cover_page_facts(api):
    filings = {f["accession"]: f for f in api.get("/filings").json()}
    apple = filings[AAPL]
    # dei facts of aapl-20230930_htm.xml: DocumentType 10-K, DocumentPeriodEndDate 2023-09-30, TradingSymbol AAPL.
    assert (apple["company"], apple["ticker"], apple["form"], apple["period_end"], apple["cik"]) == (
        "Apple Inc.",
        "AAPL",
        "10-K",
        "2023-09-30",
        "320193",
    )
    assert len(filings) >= 9


def test_filing_detail_names_the_documents_it_was_read_from(api):
    body = api.get(f"/filings/{AAPL}").json()
    assert "aapl-20230930_htm.xml" in body["source_files"] and "aapl-20230930_cal.xml" in body["source_files"]


def test_an_unknown_filing_is_a_404_problem(api):
    body = problem(api.get("/filings/0000000000-00-000000"), 404)
    assert body["code"] == "not_found" and "not loaded" in body["detail"]


def test_facts_of_a_concept_are_returned_in_key_order(api):
    page = api.get(f"/filings/{AAPL}/facts", params={"concept": "us-gaap:Assets"}).json()
    assert page["total"] == 2 and page["next_offset"] is None
    assert [(f["period"], f["value"]) for f in page["items"]] == [
        ("20220924", 352755000000),
        ("20230930", 352583000000),
    ]
    assert page["items"][1]["key"] == ASSETS_KEY and page["items"][1]["decimals"] == "-6"


def test_facts_paginate_stably_through_a_filter(api):
    params = {"period": "20230930", "dimensional": "false"}
    whole = api.get(f"/filings/{AAPL}/facts", params={**params, "limit": 1000}).json()
    assert whole["total"] == len(whole["items"]) > 20
    keys, offset = [], 0
    while offset is not None:
        page = api.get(f"/filings/{AAPL}/facts", params={**params, "limit": 7, "offset": offset}).json()
        assert page["total"] == whole["total"]
        keys += [f["key"] for f in page["items"]]
        offset = page["next_offset"]
    assert keys == [f["key"] for f in whole["items"]] == sorted(keys)
    assert all(f["dims"] == [] and f["period"] == "20230930" for f in whole["items"])


def test_facts_filter_by_dimension_member(api):
    page = api.get(
        f"/filings/{AAPL}/facts", params={"concept": REVENUE, "dims": "srt:ProductOrServiceAxis=us-gaap:ServiceMember"}
    ).json()
    # c-17, c-18, c-19 of aapl-20230930_htm.xml: Services net sales FY2023, FY2022, FY2021.
    assert sorted(f["value"] for f in page["items"]) == [68425000000, 78129000000, 85200000000]


def test_facts_reject_a_malformed_dimension_filter_with_422(api):
    body = problem(api.get(f"/filings/{AAPL}/facts", params={"dims": "no-equals-sign"}), 422)
    assert body["errors"][0]["loc"][:2] == ["query", "dims"]


# ----------------------------------------------------------------------------------- concepts
def test_concept_search_ranks_the_exact_name_first(api):
    hits = api.get("/concepts/search", params={"q": "AssetsCurrent"}).json()
    assert hits[0]["qname"] == "us-gaap:AssetsCurrent" and hits[0]["rank"] == 0


def test_concept_search_matches_labels(api):
    hits = api.get("/concepts/search", params={"q": "total assets", "limit": 5}).json()
    assert "us-gaap:Assets" in [h["qname"] for h in hits]


def test_concept_specification(api):
    body = api.get("/concepts/us-gaap:Assets").json()
    assert (
        body["qname"] == "us-gaap:Assets" and body["period_type"] == "instant" and body["terse_label"] == "Total assets"
    )
    problem(api.get("/concepts/us-gaap:NoSuchConceptAnywhere"), 404)


def test_calculation_of_total_assets_from_apple_linkbase_with_values(api):
    body = api.get(
        "/concepts/us-gaap:Assets/calculation", params={"accession": AAPL, "period": "20230930", "depth": 1}
    ).json()
    assert body["source"] == AAPL
    assert [(e["child"], e["weight"]) for e in body["edges"]] == [
        ("us-gaap:AssetsCurrent", 1.0),
        ("us-gaap:AssetsNoncurrent", 1.0),
    ]
    assert (
        body["values"]["us-gaap:AssetsCurrent"]["value"] + body["values"]["us-gaap:AssetsNoncurrent"]["value"]
        == body["values"]["us-gaap:Assets"]["value"]
        == 352583000000
    )


def test_calculation_upwards_from_the_taxonomy(api):
    body = api.get("/concepts/us-gaap:AssetsCurrent/calculation", params={"direction": "up"}).json()
    assert body["source"] == "us-gaap-2024" and "us-gaap:Assets" in {e["parent"] for e in body["edges"]}


# ----------------------------------------------------------------------------------- graph
def test_neighbourhood_of_a_fact_uses_stable_keys_and_is_drawable(api):
    g = api.get("/graph/neighbourhood", params={"node": ASSETS_KEY, "hops": 1}).json()
    ids = [n["id"] for n in g["nodes"]]
    assert len(ids) == len(set(ids))
    assert set(ids) == {ASSETS_KEY, "us-gaap:Assets", AAPL, f"{AAPL}:c-22", f"{AAPL}:usd"}
    edges = {(e["type"], e["source"], e["target"]) for e in g["edges"]}
    assert edges == {
        ("INSTANCE_OF", ASSETS_KEY, "us-gaap:Assets"),
        ("REPORTS", AAPL, ASSETS_KEY),
        ("IN_CONTEXT", ASSETS_KEY, f"{AAPL}:c-22"),
        ("MEASURED_IN", ASSETS_KEY, f"{AAPL}:usd"),
    }
    fact = next(n for n in g["nodes"] if n["id"] == ASSETS_KEY)
    assert fact["labels"] == ["Fact"] and fact["properties"]["value"] == 352583000000
    assert g["truncated"] is False


def test_neighbourhood_respects_the_node_limit_and_says_it_was_cut(api):
    g = api.get("/graph/neighbourhood", params={"node": ASSETS_KEY, "hops": 2, "limit": 40}).json()
    ids = {n["id"] for n in g["nodes"]}
    assert len(ids) == 40 and g["truncated"] is True
    assert all(e["source"] in ids and e["target"] in ids for e in g["edges"])
    again = api.get("/graph/neighbourhood", params={"node": ASSETS_KEY, "hops": 2, "limit": 40}).json()
    assert again == g  # deterministic


def test_neighbourhood_follows_only_the_requested_relationship_types(api):
    g = api.get(
        "/graph/neighbourhood", params={"node": "us-gaap:Assets", "types": "SUMMATION_ITEM", "limit": 500}
    ).json()
    assert {e["type"] for e in g["edges"]} == {"SUMMATION_ITEM"}
    apple = [e for e in g["edges"] if e["properties"]["source"] == AAPL]
    assert {e["target"] for e in apple} == {"us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"}
    assert all(e["source"] == "us-gaap:Assets" for e in apple)


@pytest.mark.parametrize("params", [{"hops": 4}, {"limit": 501}, {"hops": 0}, {"types": "NOT_A_TYPE"}])
def test_neighbourhood_bounds_are_enforced(api, params):
    problem(api.get("/graph/neighbourhood", params={"node": ASSETS_KEY, **params}), 422)


def test_neighbourhood_of_an_unknown_key_is_404(api):
    problem(api.get("/graph/neighbourhood", params={"node": "nope:nothing"}), 404)


# ----------------------------------------------------------------------------------- rules and findings
def test_running_the_sign_rule_stores_microsoft_findings_and_lists_them(api):
    r = api.post("/rules/DQC.US.0015/run", json={"accession": MSFT})
    assert r.status_code == 200, r.text
    body = r.json()
    reported = sorted((f["concept"], f["period"], f["reported"]) for f in body["result"]["findings"])
    assert reported == [
        ("us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20140630", -2728000000),
        ("us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20150630", -2835000000),
    ]
    assert body["written"] == 2
    stored = api.get(f"/filings/{MSFT}/findings").json()
    assert sorted((f["period"], f["expected"]) for f in stored) == [("20140630", 2728000000), ("20150630", 2835000000)]
    assert all(f["contributors"][0]["key"] == f["fact_key"] for f in stored)


def test_a_scoped_rule_run_answers_for_its_scope_and_keeps_the_other_findings(api):
    body = api.post("/rules/0015/run", json={"accession": MSFT, "period": "20150630"}).json()
    assert [f["period"] for f in body["result"]["findings"]] == ["20150630"]
    assert body["written"] == 2
    assert len(api.get(f"/filings/{MSFT}/findings").json()) == 2


def test_rule_errors_are_problems(api):
    problem(api.post("/rules/DQC.US.9999/run", json={"accession": AAPL}), 404)
    problem(api.post("/rules/DQC.US.0126/run", json={"accession": "0000000000-00-000000"}), 404)
    problem(api.post("/rules/DQC.US.0126/run", json={"accession": AAPL, "period": "2023"}), 422)


# ----------------------------------------------------------------------------------- tools
def test_tools_publishes_every_tool_in_openai_function_format(api):
    specs = api.get("/tools").json()
    assert sorted(s["function"]["name"] for s in specs) == sorted(t.name for t in TOOLS)
    assert all(s["type"] == "function" and s["function"]["parameters"]["type"] == "object" for s in specs)


def test_calling_get_fact_over_http(api):
    obs = api.post(
        "/tools/get_fact", json={"accession": AAPL, "concept": "us-gaap:Assets", "period": "20230930"}
    ).json()
    assert obs["status"] == "ok" and obs["fact"]["value"] == 352583000000 and obs["evidence"] == [ASSETS_KEY]


def test_tool_outcomes_are_observations_and_only_an_unknown_tool_is_404(api):
    bad = api.post("/tools/get_fact", json={"accession": AAPL, "concept": "us-gaap:Assets", "period": "yesterday"})
    assert bad.status_code == 200 and bad.json()["status"] == "error"
    missing = api.post("/tools/get_fact", json={"accession": AAPL, "concept": "us-gaap:Assets", "period": "20200101"})
    assert missing.status_code == 200 and missing.json()["status"] == "not_found"
    problem(api.post("/tools/no_such_tool", json={}), 404)


# ----------------------------------------------------------------------------------- cypher
def test_cypher_runs_a_parameterised_read(api):
    r = api.post(
        "/cypher",
        json={
            "query": "MATCH (f:Fact {concept: $concept, filing: $accession}) "
            "RETURN f.period AS period, f.value AS value ORDER BY period",
            "params": {"concept": "us-gaap:Assets", "accession": AAPL},
        },
    )
    body = r.json()
    assert body["columns"] == ["period", "value"]
    assert body["rows"] == [
        {"period": "20220924", "value": 352755000000},
        {"period": "20230930", "value": 352583000000},
    ]
    assert body["truncated"] is False


def test_cypher_rows_are_capped_by_the_configured_limit(api):
    body = api.post("/cypher", json={"query": "UNWIND range(1, 80) AS x RETURN x"}).json()
    assert body["row_count"] == 50 and body["truncated"] is True


def test_cypher_syntax_errors_are_400_and_non_finite_numbers_are_json(api):
    problem(api.post("/cypher", json={"query": "MATCH (n RETURN n"}), 400)
    assert api.post("/cypher", json={"query": "RETURN 1.0/0 AS x"}).json()["rows"] == [{"x": "Infinity"}]


# ----------------------------------------------------------------------------------- HTTP behaviour
def test_cors_allows_the_configured_origin_only(api):
    ok = api.options(
        "/filings",
        headers={
            "Origin": ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "X-API-Key",
        },
    )
    assert ok.status_code == 200 and ok.headers["access-control-allow-origin"] == ORIGIN
    other = api.get("/health", headers={"Origin": "http://evil.example"})
    assert "access-control-allow-origin" not in other.headers


def test_openapi_documents_every_endpoint_with_problem_responses(base_url):
    spec = httpx.get(f"{base_url}/openapi.json").json()
    assert set(spec["paths"]) == {
        "/health",
        "/filings",
        "/filings/{accession}",
        "/filings/{accession}/facts",
        "/filings/{accession}/findings",
        "/filings/{accession}/statement/{kind}",
        "/filings/{accession}/statement",
        "/plot",
        "/concepts/search",
        "/concepts/{qname}",
        "/concepts/{qname}/calculation",
        "/graph/neighbourhood",
        "/rules/{rule}/run",
        "/tools",
        "/tools/{name}",
        "/cypher",
        "/audits",
        "/memos",
        "/ask",
        "/search",
    }
    facts = spec["paths"]["/filings/{accession}/facts"]["get"]
    assert set(facts["responses"]) >= {"200", "401", "404", "422", "503"}
    assert "application/problem+json" in facts["responses"]["404"]["content"]
    assert spec["components"]["securitySchemes"]["APIKeyHeader"]["name"] == "X-API-Key"
    assert spec["paths"]["/tools/{name}"]["post"]["requestBody"]["content"]["application/json"]["examples"]


# ----------------------------------------------------------------------------------- audits
def test_post_audit_returns_the_agents_verdict_grounded_in_the_rule_findings(api, session_settings):
    # msft-20150630.xml: DeferredTaxAssetsLiabilitiesNetNoncurrent is -2,835m at 2015-06-30, a concept on the
    # DQC.US.0015 (2017) non-negative list: a violation with expected value 2,835m.
    r = api.post(
        "/audits",
        json={
            "accession": MSFT,
            "concept": "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent",
            "period": "20150630",
            "backend": "offline",
        },
    )
    assert r.status_code == 200, r.text
    res = r.json()["result"]
    assert res["verdict"] == "violation"
    assert (res["reported_value"], res["expected_value"]) == (-2_835_000_000, 2_835_000_000)
    assert "DQC.US.0015" in res["triggered_rules"]
    assert f"{MSFT}:789019:us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent:20150630:USD" in res["evidence"]
    assert 0 < res["tau"] <= 1 and res["status"] == "ok"


def test_post_audit_on_a_filing_that_is_not_loaded_is_a_404_problem(api):
    r = api.post("/audits", json={"accession": "NOPE-1", "concept": "us-gaap:Assets", "period": "20230930"})
    problem(r, 404)
    bad = api.post("/audits", json={"accession": AAPL, "concept": "us-gaap:Assets", "period": "30/09/2023"})
    problem(bad, 422)
