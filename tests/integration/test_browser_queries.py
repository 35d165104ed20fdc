"""The Neo4j Browser guide's saved queries (cypher/browser/) on the embedded graph, run with the guide's own
example parameters, against numbers read from the filings' instance documents.

Expected values are read here from the XBRL instances with lxml (non-dimensional contexts only), independently
of the ingest code, and the headline figures are the filings' own: Apple's 10-K 2023 (aapl-20230930_htm.xml)
reports total assets of 352,583m at 2023-09-30 = 143,566m current + 209,017m non-current, and FY2023 net sales of
383,285m split by reportable segment into Americas 162,560m, Europe 94,294m, Greater China 72,559m, Japan 24,257m
and Rest of Asia Pacific 29,615m; its 10-Q for the quarter ended 2023-07-01 (aapl-20230701_htm.xml) reports
total assets of 335,038m. Microsoft's 10-K 2015 (msft-20150630.xml) reports DeferredTaxAssetsLiabilitiesNetNoncurrent
of -2,728m (2014-06-30) and -2,835m (2015-06-30), which DQC.US.0015 flags.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from lxml import etree

from auditgraph.reports.browser_guide import QUESTIONS
from auditgraph.rules.engine import run_rules, write_findings
from tests.conftest import filing_path

XBRLI = "http://www.xbrl.org/2003/instance"
APPLE_10K, APPLE_10Q, MSFT = "0000320193-23-000106", "0000320193-23-000077", "0001193125-15-272806"
EXAMPLE = {q.query: q.example for q in QUESTIONS}


def instance_values(folder: str, name: str) -> dict[str, float]:
    """{period token: value} of the non-dimensional facts of one us-gaap concept in a shared filing's instance."""
    [path] = [
        p for p in Path(filing_path(folder)).glob("*.xml") if not p.stem.endswith(("_cal", "_def", "_lab", "_pre"))
    ]
    root = etree.parse(str(path), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    periods = {}
    for ctx in root.iter(f"{{{XBRLI}}}context"):
        if (
            ctx.find(f"{{{XBRLI}}}entity/{{{XBRLI}}}segment") is not None
            or ctx.find(f"{{{XBRLI}}}scenario") is not None
        ):
            continue
        p = ctx.find(f"{{{XBRLI}}}period")
        instant = p.findtext(f"{{{XBRLI}}}instant")
        token = (
            instant.replace("-", "")
            if instant
            else p.findtext(f"{{{XBRLI}}}startDate").replace("-", "")
            + "-"
            + p.findtext(f"{{{XBRLI}}}endDate").replace("-", "")
        )
        periods[ctx.get("id")] = token
    namespace = next(ns for ns in root.nsmap.values() if ns.startswith("http://fasb.org/us-gaap/"))
    return {
        periods[el.get("contextRef")]: float(el.text)
        for el in root.iter(f"{{{namespace}}}{name}")
        if el.get("contextRef") in periods
    }


@pytest.fixture(scope="module")
def graph(store, loaded):
    # The findings of the company question are written by the rule engine, as `auditgraph check` does.
    write_findings(store, MSFT, run_rules(store, MSFT))
    return store


def test_every_saved_browser_query_is_a_guide_question():
    from auditgraph.cypher.registry import QueryRegistry

    assert sorted(q.name for q in QueryRegistry.load() if q.name.startswith("browser.")) == sorted(EXAMPLE)


def test_company_findings_lists_microsofts_negative_deferred_taxes_with_their_evidence_paths(graph):
    rows = graph.run("browser.company_findings", EXAMPLE["browser.company_findings"])
    reported = instance_values("msft-10k-2015", "DeferredTaxAssetsLiabilitiesNetNoncurrent")
    signs = [r for r in rows if r["rule"] == "DQC.US.0015"]
    assert [(r["period"], r["reported"], r["expected"]) for r in signs] == [
        ("20140630", reported["20140630"], 2_728_000_000),
        ("20150630", reported["20150630"], 2_835_000_000),
    ]
    assert reported == {"20140630": -2_728_000_000, "20150630": -2_835_000_000}
    assert {r["accession"] for r in rows} == {MSFT} and all(r["severity"] for r in rows)
    # Each finding comes with its evidence paths: finding -[:ABOUT]-> the reported fact.
    for r in signs:
        key = f"{MSFT}:789019:us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent:{r['period']}:USD"
        ends = {(p["relationships"][0]["type"], p["nodes"][-1]["properties"].get("key")) for p in r["evidence"]}
        assert ("ABOUT", key) in ends
    # A calculation finding carries its addends as EVIDENCE paths.
    calc = next(r for r in rows if r["rule"] == "XBRL.CALC11")
    assert any(p["relationships"][0]["type"] == "EVIDENCE" for p in calc["evidence"])
    assert graph.run("browser.company_findings", {"cik": "320193"}) == []  # Apple's filings are clean


def test_calculation_tree_of_apples_total_assets_carries_the_reported_values(graph):
    params = EXAMPLE["browser.calculation_tree"]
    rows = graph.run("browser.calculation_tree", params)
    role = "http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS"
    assert {r["role"] for r in rows} == {role}
    edges = {(r["parent"], r["child"]): r for r in rows}
    assert set(edges) == {
        ("us-gaap:Assets", "us-gaap:AssetsCurrent"),
        ("us-gaap:Assets", "us-gaap:AssetsNoncurrent"),
        *(
            ("us-gaap:AssetsCurrent", f"us-gaap:{c}")
            for c in (
                "CashAndCashEquivalentsAtCarryingValue",
                "MarketableSecuritiesCurrent",
                "AccountsReceivableNetCurrent",
                "NontradeReceivablesCurrent",
                "InventoryNet",
                "OtherAssetsCurrent",
            )
        ),
        *(
            ("us-gaap:AssetsNoncurrent", f"us-gaap:{c}")
            for c in ("MarketableSecuritiesNoncurrent", "PropertyPlantAndEquipmentNet", "OtherAssetsNoncurrent")
        ),
    }
    # Every value is the instance's, and every parent is the weighted sum of its children (Apple's BS adds up).
    for r in rows:
        assert r["child_value"] == instance_values("aapl-10k-2023", r["child"].split(":")[1])["20230930"]
        assert r["parent_value"] == instance_values("aapl-10k-2023", r["parent"].split(":")[1])["20230930"]
        assert r["child_key"] == f"{APPLE_10K}:320193:{r['child']}:20230930:USD"
    sums = defaultdict(float)
    for r in rows:
        sums[r["parent"]] += r["weight"] * r["child_value"]
    assert sums == {
        "us-gaap:Assets": 352_583_000_000,
        "us-gaap:AssetsCurrent": 143_566_000_000,
        "us-gaap:AssetsNoncurrent": 209_017_000_000,
    }
    # Depth-first in the linkbase's order: a total's children follow it.
    assert [r["child"] for r in rows][:2] == ["us-gaap:AssetsCurrent", "us-gaap:CashAndCashEquivalentsAtCarryingValue"]
    assert rows[0]["depth"] == 1 and rows[1]["depth"] == 2
    tree = rows[1]["tree"]
    assert [n["properties"]["qname"] for n in tree["nodes"]] == [
        "us-gaap:Assets",
        "us-gaap:AssetsCurrent",
        "us-gaap:CashAndCashEquivalentsAtCarryingValue",
    ]


def test_dimension_breakdown_of_apples_net_sales_by_segment_sums_to_the_total(graph):
    params = EXAMPLE["browser.dimension_breakdown"]
    rows = graph.run("browser.dimension_breakdown", params)
    total = instance_values("aapl-10k-2023", "RevenueFromContractWithCustomerExcludingAssessedTax")[params["period"]]
    assert total == 383_285_000_000
    assert [(r["member"], r["value"]) for r in rows] == [
        ("aapl:AmericasSegmentMember", 162_560_000_000),
        ("aapl:EuropeSegmentMember", 94_294_000_000),
        ("aapl:GreaterChinaSegmentMember", 72_559_000_000),
        ("aapl:RestOfAsiaPacificSegmentMember", 29_615_000_000),
        ("aapl:JapanSegmentMember", 24_257_000_000),
    ]
    assert {(r["total"], r["members_sum"], r["difference"]) for r in rows} == {(total, total, 0.0)}
    assert rows[0]["share"] == pytest.approx(162_560 / 383_285)
    assert rows[0]["member_label"] == "Americas"
    # On the product axis Apple lists Products beside iPhone, Mac, iPad and Wearables: the sum double counts them.
    products = graph.run("browser.dimension_breakdown", {**params, "axis": "srt:ProductOrServiceAxis"})
    values = {r["member"]: r["value"] for r in products}
    assert values["us-gaap:ProductMember"] + values["us-gaap:ServiceMember"] == total
    assert products[0]["difference"] == values["us-gaap:ProductMember"]


def test_concept_across_filings_gives_apples_10k_and_10q_and_microsofts_assets_with_their_periods(graph):
    rows = graph.run("browser.concept_across_filings", EXAMPLE["browser.concept_across_filings"])
    apple = [(r["accession"], r["form"], r["period"], r["value"]) for r in rows if r["cik"] == "320193"]
    k, q = instance_values("aapl-10k-2023", "Assets"), instance_values("aapl-10q-2023", "Assets")
    assert apple == sorted(
        [(APPLE_10K, "10-K", p, v) for p, v in k.items()] + [(APPLE_10Q, "10-Q", p, v) for p, v in q.items()],
        key=lambda t: (t[2], t[0]),
    )
    assert k == {"20230930": 352_583_000_000, "20220924": 352_755_000_000}
    assert q == {"20230701": 335_038_000_000, "20220924": 352_755_000_000}
    msft = {r["period"]: r["value"] for r in rows if r["cik"] == "789019"}
    assert msft == instance_values("msft-10k-2015", "Assets")
    assert all(r["history"]["nodes"][-1]["properties"]["key"] == r["key"] for r in rows)
