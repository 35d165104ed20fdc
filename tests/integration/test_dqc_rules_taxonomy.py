"""The FASB DQC rules taxonomy as rule data in the graph: one (:Rule) per dqcrules-NNNN file, typed edges to the
concepts its linkbase names, loaded idempotently with the taxonomy."""

from __future__ import annotations

import re

import pytest

from auditgraph.ingest.dqcrules import load_rules, parse_rules_package
from auditgraph.rules.ruledata import load_rule_data
from tests.conftest import make_settings


@pytest.fixture(scope="module")
def rules_package(shared_data):
    return parse_rules_package(shared_data / "us-gaap-2024")


@pytest.fixture(scope="module")
def rules_graph(tmp_path_factory, registry, rules_package):
    from auditgraph.cypher.context import open_graph

    store = open_graph(make_settings(tmp_path_factory.mktemp("dqcrules"), graph_name="dqcrules_test"))
    store.clear()
    store.schema()
    load_rules(store, rules_package)
    yield store
    store.close()


def test_every_rule_file_of_the_dqcrules_folder_becomes_a_rule(shared_data, rules_package):
    files = sorted(p.name for p in (shared_data / "us-gaap-2024" / "dqcrules").glob("dqcrules-[0-9]*-2024.xsd"))
    numbers = [re.search(r"-(\d{4})-", f).group(1) for f in files]
    assert [r.id for r in rules_package.rules] == [f"DQC.US.{n}" for n in numbers]
    assert {r.version for r in rules_package.rules} == {"2024"}


def test_rule_data_counts_follow_the_linkbases(shared_data, rules_package):
    """Arcs and ruleID references counted straight from the files equal what the parse keeps."""
    text = "".join(p.read_text() for p in (shared_data / "us-gaap-2024" / "dqcrules").glob("dqcrules-[0-9]*-2024.xsd"))
    assert len(rules_package.arcs) == len(
        re.findall(
            r"definitionArc[^>]*arcrole='[^']*/(?:greaterThan-concept|concept-equivalents|dimension-domain)'", text
        )
    )
    leaf_arcs = re.findall(r"rule-concept' xlink:from='[^']*' xlink:to='loc_(?!Dqc_|dqcrules)", text)
    assert len(rules_package.concepts) == len(leaf_arcs)


def test_0009_pairs_and_element_ids_come_from_the_graph(rules_graph):
    data = load_rule_data(rules_graph, "DQC.US.0009")
    assert data.loaded and data.version == "2024"
    assert ("us-gaap:CommonStockSharesAuthorized", "us-gaap:CommonStockSharesIssued") in data.pairs("GREATER_THAN")
    # DQC_0009.md: .21 is Issued ≤ Authorized, .24 Outstanding ≤ Issued
    assert data.element_of("us-gaap:CommonStockSharesAuthorized", "us-gaap:CommonStockSharesIssued") == "DQC.US.0009.21"
    assert (
        data.element_of("us-gaap:CommonStockSharesIssued", "us-gaap:CommonStockSharesOutstanding") == "DQC.US.0009.24"
    )


def test_loading_twice_changes_nothing(rules_graph, rules_package):
    before = {r.id: load_rule_data(rules_graph, r.id) for r in rules_package.rules}
    load_rules(rules_graph, rules_package)
    after = {r.id: load_rule_data(rules_graph, r.id) for r in rules_package.rules}
    assert before == after
    assert sum(len(d.concepts()) for d in after.values()) == len({(c.rule, c.concept) for c in rules_package.concepts})


def test_a_rule_not_in_the_graph_is_not_loaded(rules_graph):
    assert not load_rule_data(rules_graph, "DQC.US.9999").loaded


def test_the_taxonomy_ingest_loads_the_rules(loaded, store):
    data = load_rule_data(store, "DQC.US.0004")
    assert data.loaded and data.pairs("CONCEPT_EQUIVALENT") == [
        ("us-gaap:Assets", "us-gaap:LiabilitiesAndStockholdersEquity")
    ]


def test_a_rules_data_is_read_once_per_run_and_again_when_its_edges_change(rules_graph):
    from auditgraph.rules.ruledata import _read

    first = load_rule_data(rules_graph, "DQC.US.0009")
    assert load_rule_data(rules_graph, "DQC.US.0009") is first  # cached: one query instead of five per filing
    rows = rules_graph.run("rules.ruledata.rule", {"rule": "DQC.US.0009"})
    fresh = _read(rules_graph, "DQC.US.0009", rows)
    assert (fresh.groups, fresh.elements, sorted(fresh.arcs)) == (first.groups, first.elements, sorted(first.arcs))
    assert rows[0]["edges"] > 0  # the stamp counts the rule's relationships: a changed rule data is read again
