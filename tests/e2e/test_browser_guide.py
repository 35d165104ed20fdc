"""The Neo4j Browser guide, its style sheet, the chart and the statement-of-a-concept routes over real HTTP.

The guide is checked the way Neo4j Browser uses it: it is fetched cross-origin without a key (after a CORS
preflight, since Browser sends Cache-Control and Pragma), its <slide> elements are the slides, and the text of each
runnable block is what a click puts in the editor. Running those texts through the API's read-only /cypher, with
the values of the slide's `:params` block, gives the filings' numbers: Apple's total assets at 2023-09-30 are
352,583m (aapl-20230930_htm.xml), Microsoft's DeferredTaxAssetsLiabilitiesNetNoncurrent -2,835m at 2015-06-30
(msft-20150630.xml).
"""

from __future__ import annotations

import re

import httpx
import pytest
from live_server import serve_in_thread
from lxml import etree, html

from auditgraph.api.app import create_app
from auditgraph.cypher.registry import QueryRegistry
from auditgraph.reports.browser_guide import QUESTIONS
from auditgraph.rules.engine import run_rules, write_findings

API_KEY = "test-key-guide-19c4"
BROWSER_ORIGIN = "http://localhost:7474"  # Neo4j Browser's own origin; the API allows another one only
AAPL, MSFT = "0000320193-23-000106", "0001193125-15-272806"


@pytest.fixture(scope="module")
def base_url(store, loaded, session_settings):
    write_findings(store, MSFT, run_rules(store, MSFT))
    settings = session_settings.model_copy(update={"api_keys": [API_KEY], "cors_origins": ["http://localhost:5173"]})
    with serve_in_thread(create_app(settings, store=store)) as url:
        yield url


@pytest.fixture(scope="module")
def guide(base_url):
    r = httpx.get(f"{base_url}/browser/guide", headers={"Origin": BROWSER_ORIGIN})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert r.headers["access-control-allow-origin"] == "*"
    return r.text


def blocks(slide) -> list[str]:
    return [pre.text_content() for pre in slide.xpath(".//pre[contains(concat(' ', @class, ' '), ' runnable ')]")]


def params_of(command: str) -> dict:
    """The values of a `:params {k: 'v', …}` block (strings only, as the guide writes them)."""
    assert command.startswith(":params {") and command.endswith("}")
    return dict(re.findall(r"(\w+): '((?:[^'\\]|\\.)*)'", command))


def test_browser_fetches_the_guide_and_style_cross_origin_without_a_key(base_url):
    pre = httpx.options(
        f"{base_url}/browser/guide",
        headers={
            "Origin": BROWSER_ORIGIN,
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "cache-control,pragma",
        },
    )
    assert pre.status_code == 204 and pre.headers["access-control-allow-origin"] == "*"
    assert set(pre.headers["access-control-allow-headers"].split(", ")) == {"cache-control", "pragma"}
    style = httpx.get(f"{base_url}/browser/auditgraph.grass", headers={"Origin": BROWSER_ORIGIN})
    assert style.status_code == 200 and style.headers["access-control-allow-origin"] == "*"
    assert httpx.get(f"{base_url}/plot", params={"concept": "us-gaap:Assets"}).status_code == 401  # data needs the key
    paths = httpx.get(f"{base_url}/openapi.json").json()["paths"]
    assert not [p for p in paths if p.startswith("/browser")]


def test_style_sheet_captions_facts_concepts_findings_and_filings(base_url):
    text = httpx.get(f"{base_url}/browser/auditgraph.grass").text
    # One block per selector; captions hold braces, so a block ends at a closing brace on its own line.
    rules = {
        sel: dict(re.findall(r"^\s*([\w-]+):\s*(.+);$", body, re.M))
        for sel, body in re.findall(r"^([\w.]+) \{\n(.*?)\n\}$", text, re.M | re.S)
    }
    assert {"node", "relationship", "node.Fact", "node.Concept", "node.Finding", "node.Filing"} <= set(rules)
    assert rules["node.Fact"]["caption"] == "'{value} {period}'"
    assert rules["node.Concept"]["caption"] == "'{label}'"
    assert rules["node.Finding"]["caption"] == "'{severity} {rule}'"
    assert rules["node.Filing"]["caption"] == "'{form} {period_end}'"
    assert rules["node.Company"]["caption"] == "'{name}'"
    assert all(re.fullmatch(r"#[0-9A-F]{6}", r["color"]) for sel, r in rules.items() if sel.startswith("node."))
    # Every captioned property exists on the nodes the graph holds.
    assert {"value", "period"} <= set(
        httpx.get(f"{base_url}/filings/{AAPL}/facts", params={"limit": 1}, headers={"X-API-Key": API_KEY}).json()[
            "items"
        ][0]
    )


def test_guide_slides_hold_the_saved_queries_verbatim_and_they_answer_with_the_filings_numbers(base_url, guide):
    doc = html.fromstring(guide)
    assert doc.findtext(".//title") == "auditgraph: analyst guide"
    slides = doc.xpath("//article[@class='guide']//slide")
    assert len(slides) == len(QUESTIONS) + 2  # an opening slide, one per question, a closing slide
    opening = blocks(slides[0])
    assert opening[0] == f":style {base_url}/browser/auditgraph.grass"
    registry = QueryRegistry.load()
    api = httpx.Client(base_url=base_url, headers={"X-API-Key": API_KEY}, timeout=30)
    answers = {}
    for question, slide in zip(QUESTIONS, slides[1:]):
        assert slide.findtext(".//h3") == question.title
        command, query = blocks(slide)
        assert params_of(command) == question.example
        first, source, *body = query.split("\n")
        assert first == f"// {question.title}"  # Neo4j Browser names a favorite after its first comment line
        assert source.endswith(f"cypher/browser/{question.query.split('.')[1]}.cypher)")
        assert "\n".join(body) == registry.get(question.query).text  # generated from the file, not copied
        r = api.post("/cypher", json={"query": query, "params": question.example})
        assert r.status_code == 200, r.text
        answers[question.query] = r.json()["rows"]
    tree = answers["browser.calculation_tree"]
    assert {(r["parent"], r["parent_value"]) for r in tree if r["depth"] == 1} == {("us-gaap:Assets", 352_583_000_000)}
    findings = answers["browser.company_findings"]
    assert ("20150630", -2_835_000_000) in {
        (r["period"], r["reported"]) for r in findings if r["rule"] == "DQC.US.0015"
    }
    segments = answers["browser.dimension_breakdown"]
    assert {r["difference"] for r in segments} == {0.0} and len(segments) == 5
    assets = answers["browser.concept_across_filings"]
    assert {(r["form"], r["period"], r["value"]) for r in assets if r["cik"] == "320193"} >= {
        ("10-K", "20230930", 352_583_000_000),
        ("10-Q", "20230701", 335_038_000_000),
    }
    # The opening slide's "loaded filings" block runs too.
    listing = api.post("/cypher", json={"query": opening[1]}).json()["rows"]
    assert {AAPL, MSFT} <= {r["accession"] for r in listing}


def test_plot_route_returns_the_chart_as_svg_or_png(base_url):
    api = httpx.Client(base_url=base_url, headers={"X-API-Key": API_KEY}, timeout=60)
    r = api.get("/plot", params={"concept": "us-gaap:Assets", "cik": "320193"})
    assert r.status_code == 200 and r.headers["content-type"] == "image/svg+xml"
    root = etree.fromstring(r.content, etree.XMLParser(resolve_entities=False, no_network=True))
    [series] = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("id") == "series-0"]
    assert len(series.findall(".//{http://www.w3.org/2000/svg}use")) == 3  # 2022-09-24, 2023-07-01, 2023-09-30
    png = api.get("/plot", params={"concept": "us-gaap:Assets", "format": "png"})
    assert png.status_code == 200 and png.content[:8] == b"\x89PNG\r\n\x1a\n"
    missing = api.get("/plot", params={"concept": "us-gaap:NoSuchConcept"})
    assert missing.status_code == 404 and missing.headers["content-type"] == "application/problem+json"


def test_statement_of_a_concept_is_the_face_statement_holding_its_fact(base_url):
    api = httpx.Client(base_url=base_url, headers={"X-API-Key": API_KEY}, timeout=30)
    st = api.get(f"/filings/{AAPL}/statement", params={"concept": "us-gaap:InventoryNet"}).json()
    assert st["kind"] == "balance" and st["periods"] == ["20230930", "20220924"]
    inventory = next(ln for ln in st["lines"] if ln["concept"] == "us-gaap:InventoryNet")
    assert inventory["values"]["20230930"]["key"] == f"{AAPL}:320193:us-gaap:InventoryNet:20230930:USD"
    # msft-20150630.xml: gross margin 14,712m in the quarter ended 2015-06-30 (an XBRL.CALC11 finding's fact), a
    # period the income statement's fiscal-year columns leave out: asked for, it becomes a column.
    ms = api.get(
        f"/filings/{MSFT}/statement", params={"concept": "us-gaap:GrossProfit", "period": "2015-04-01..2015-06-30"}
    ).json()
    assert ms["kind"] == "income"
    assert ms["periods"] == ["20140701-20150630", "20150401-20150630", "20130701-20140630", "20120701-20130630"]
    gross = next(ln for ln in ms["lines"] if ln["concept"] == "us-gaap:GrossProfit")["values"]
    assert (gross["20150401-20150630"]["value"], gross["20140701-20150630"]["value"]) == (
        14_712_000_000,
        60_542_000_000,
    )
    nowhere = api.get(
        f"/filings/{MSFT}/statement", params={"concept": "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent"}
    )
    assert nowhere.status_code == 404 and "none of" in nowhere.json()["detail"]
