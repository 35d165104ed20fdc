"""Findings joined to the graph for Neo4j Browser: one short query draws the whole evidence path."""

from __future__ import annotations

from auditgraph.rules.engine import RULES, run_rules, write_findings
from tests.rules_support import fact
from tests.seeding import copy_filing, set_fact


def test_findings_are_nodes_joined_to_filing_rule_facts_and_missing_addends(store, loaded, seed, tmp_path):
    # Seed Apple's 2023-09-30 Assets 1bn high and drop nothing: DQC.US.0126 and XBRL.CALC11 both report Assets.
    clean = loaded["aapl-10k-2023"]
    a = fact(store, f"{clean}:320193:us-gaap:Assets:20230930:USD")
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:Assets", a["context"], "353583000000")
    acc = seed(path, "SEED-GRAPH")
    results = run_rules(store, acc)
    n = write_findings(store, acc, results)
    expected = sum(len(r.findings) for r in results)
    assert n == expected >= 2
    rows = store.run_read_only_text(
        "MATCH (:Filing {accession: $a})-[:HAS_FINDING]->(x:Finding)-[:VIOLATES]->(r:Rule) "
        "MATCH (x)-[:ABOUT]->(f:Fact) OPTIONAL MATCH (x)-[e:EVIDENCE]->(c:Fact) "
        "RETURN r.id AS rule, x.element_id AS element, f.concept AS concept, collect(c.concept) AS addends, "
        "collect(e.weight) AS weights ORDER BY rule",
        {"a": acc},
        10,
        100,
    )
    got = {(r["rule"], r["element"], r["concept"]): (sorted(r["addends"]), r["weights"]) for r in rows}
    assert got[("DQC.US.0126", "DQC.US.0126.9590", "us-gaap:Assets")] == (
        ["us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"],
        [1.0, 1.0],
    )
    assert ("XBRL.CALC11", "XBRL.CALC11.inconsistentCalculationUsingRounding", "us-gaap:Assets") in got
    # (:Rule) nodes also come from the DQC rules taxonomy (45 rules, most not implemented); those findings point at
    # are registered, and every rule node has a name
    names = store.run_read_only_text(
        "MATCH (:Finding)-[:VIOLATES]->(r:Rule) RETURN DISTINCT r.id AS id, r.name AS name ORDER BY id", {}, 10, 100
    )
    assert names and {r["id"] for r in names} <= set(RULES) and all(r["name"] for r in names)
    stored = store.run("rules.findings.of_filing", {"accession": acc})
    assert all("contributors_json" not in r["finding"] for r in stored)
    assert {tuple(r["finding"]["contributor_concepts"]) for r in stored if r["finding"]["rule"] == "DQC.US.0126"} == {
        ("us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent")
    }
    # Rewriting replaces, never duplicates.
    assert write_findings(store, acc, results) == n
    assert len(store.run("rules.findings.of_filing", {"accession": acc})) == n


def test_missing_addends_are_edges_to_their_concepts(store, loaded, seed, tmp_path):
    # Remove AssetsNoncurrent's value from the 2023 balance sheet by moving it to nil is not possible with a value
    # edit, so raise Assets instead in MSFT's quarterly data where CostOfRevenue is not reported: use CALC11's
    # contributors with no fact. Apple FY2023 IncomeTaxes: the network lists children with no fact in some contexts.
    acc = loaded["msft-10k-2015"]
    results = run_rules(store, acc, rules=["XBRL.CALC11"])
    write_findings(store, acc, results)
    missing = store.run_read_only_text(
        "MATCH (:Filing {accession: $a})-[:HAS_FINDING]->(x:Finding)-[m:MISSING_ADDEND]->(c:Concept) "
        "RETURN x.concept AS total, c.qname AS missing, m.weight AS weight ORDER BY total, missing",
        {"a": acc},
        10,
        1000,
    )
    from_findings = sorted(
        (f.concept, c.concept, c.weight) for r in results for f in r.findings for c in f.contributors if c.key is None
    )
    assert [(r["total"], r["missing"], r["weight"]) for r in missing] == sorted(set(from_findings)) or sorted(
        (r["total"], r["missing"], r["weight"]) for r in missing
    ) == from_findings
    assert missing  # MSFT's tables leave some calculation children unreported in the failing contexts
