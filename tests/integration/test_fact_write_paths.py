"""Facts are created outright when their filing has none in the graph and merged otherwise: both paths give the
same graph (data sets and XBRL filings), and loading twice changes nothing."""

from __future__ import annotations

import os

import pytest

from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import fact_node_props, fsds_fact_groups, load_dataset, read_dataset
from auditgraph.ingest.loader import concept_rows, load_filing
from auditgraph.ingest.records import ConceptDecl
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings

pytestmark = pytest.mark.skipif(bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="embedded graphs of their own")

APPLE_2024 = "0000320193-24-000123"


def graph_state(store) -> tuple[list, list]:
    """Every node (labels, properties) and every relationship (type, properties, both ends' properties), sorted;
    the revision counter, which each write bumps, is left out."""

    def props(value) -> tuple:
        return tuple(sorted((k, repr(v)) for k, v in value.items()))

    nodes = store.run_read_only_text(
        "MATCH (n) WHERE NOT n:Meta RETURN labels(n) AS labels, properties(n) AS p", {}, 60, 10**6
    )
    edges = store.run_read_only_text(
        "MATCH (a)-[r]->(b) RETURN type(r) AS t, properties(r) AS p, properties(a) AS a, properties(b) AS b",
        {},
        60,
        10**6,
    )
    return (
        sorted((tuple(sorted(n["labels"])), props(n["p"])) for n in nodes),
        sorted((e["t"], props(e["p"]), props(e["a"]), props(e["b"])) for e in edges),
    )


class QueriesSeen:
    """The names of the batched write queries a store sent at least one batch of rows to."""

    def __init__(self, store) -> None:
        self.names: list[str] = []
        run_many = store.run_many

        def spy(name, batches, on_batch=None):
            def recorded():
                for item in batches:
                    if item[1] and name not in self.names:
                        self.names.append(name)
                    yield item

            return run_many(name, recorded(), on_batch=on_batch)

        store.run_many = spy


@pytest.fixture
def two_graphs(tmp_path, registry):
    settings = make_settings(tmp_path / "g", graph_name="fsds_created")
    a = open_store(settings, registry)
    b = open_store(settings.model_copy(update={"graph_name": "fsds_merged"}), registry)
    yield a, b
    b.close()
    a.close()


def test_created_and_merged_data_set_facts_give_the_same_graph_and_a_reload_changes_nothing(two_graphs, shared_data):
    fresh, interrupted = two_graphs
    ds = read_dataset(shared_data / "fsds" / "apple-10k-2024")
    filings, groups = fsds_fact_groups(ds)
    assert [g.fact_count for g in groups] == [414] and len(groups[0].param["facts"]) == 414

    seen = QueriesSeen(fresh)
    assert load_dataset(fresh, ds) == {"filings": 1, "facts": 414}
    assert "ingest.create_fsds_facts" in seen.names and "ingest.merge_fsds_facts" not in seen.names
    once = graph_state(fresh)
    assert len([n for n in once[0] if n[0] == ("Fact",)]) == 414
    assert sum(1 for e in once[1] if e[0] == "REPORTS") == sum(1 for e in once[1] if e[0] == "INSTANCE_OF") == 414

    # An earlier run wrote the first 100 facts and died before 'complete': the rerun merges on the fact keys.
    interrupted.run_batch("ingest.merge_fsds_filings", filings)
    interrupted.run_batch(
        "ingest.merge_concepts",
        concept_rows(
            [
                ConceptDecl(qname=q, namespace="", name=q.split(":", 1)[1], declared=False)
                for q in sorted(groups[0].concepts)
            ],
            "fsds",
        ),
    )
    interrupted.run(
        "ingest.merge_fsds_facts", {"groups": [{**groups[0].param, "facts": groups[0].param["facts"][:100]}]}
    )
    seen = QueriesSeen(interrupted)
    assert load_dataset(interrupted, ds) == {"filings": 1, "facts": 414}
    assert "ingest.merge_fsds_facts" in seen.names and "ingest.create_fsds_facts" not in seen.names
    assert graph_state(interrupted) == once

    seen = QueriesSeen(fresh)
    assert load_dataset(fresh, ds) == {"filings": 1, "facts": 414}
    assert "ingest.merge_fsds_facts" in seen.names
    assert graph_state(fresh) == once
    status = {r["accession"]: r for r in fresh.run("admin.filings")}[APPLE_2024]
    assert status["status"] == "complete" and status["facts"] == 414


def test_a_data_set_fact_node_has_the_properties_fact_node_props_lists(two_graphs, shared_data):
    # The load queries derive half of a node's properties in Cypher; the benchmark floors write
    # fact_node_props' dicts as the same nodes, so the two lists must not drift apart.
    store, _ = two_graphs
    ds = read_dataset(shared_data / "fsds" / "apple-10k-2024")
    _, groups = fsds_fact_groups(ds)
    load_dataset(store, ds)
    expected = {r["key"]: fact_node_props(g.param, r) for g in groups for r in g.param["facts"]}
    nodes = store.run_read_only_text("MATCH (f:Fact) RETURN properties(f) AS p", {}, 60, 10**6)
    assert {n["p"]["key"]: n["p"] for n in nodes} == expected


def test_an_xbrl_filing_loads_the_same_graph_whether_its_facts_are_created_or_merged(two_graphs, shared_data):
    created, merged = two_graphs
    parsed = parse_filing(filing_path("aapl-10q-2023"), accession="0000320193-23-000077")
    seen = QueriesSeen(created)
    assert load_filing(created, parsed, show_progress=False).facts == 765
    assert "ingest.create_facts" in seen.names and "ingest.merge_facts" not in seen.names

    run = merged.run  # as if the filing still had facts in the graph: the merge path

    def facts_present(name, params=None, **kw):
        return (
            [{"accession": a} for a in params["accessions"]]
            if name == "ingest.filings_with_facts"
            else run(name, params, **kw)
        )

    merged.run = facts_present
    seen = QueriesSeen(merged)
    assert load_filing(merged, parsed, show_progress=False).facts == 765
    assert "ingest.merge_facts" in seen.names and "ingest.create_facts" not in seen.names
    state = graph_state(created)
    assert state == graph_state(merged)
    assert sum(1 for e in state[1] if e[0] == "IN_CONTEXT") == sum(1 for e in state[1] if e[0] == "INSTANCE_OF") == 765
