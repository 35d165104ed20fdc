"""Concept search on the real embedded graph: the packaged model, FalkorDB's vector index, BM25, RRF.

Expected values come from Apple's 10-K 2023 instance (aapl-20230930_htm.xml, context c-1 = FY 2022-09-25..2023-09-30):
RevenueFromContractWithCustomerExcludingAssessedTax 383285000000 (f-69, "Total net sales"),
PaymentsToAcquirePropertyPlantAndEquipment 10959000000 (f-310), EarningsPerShareDiluted 6.13 (f-111).
"""

from __future__ import annotations

import numpy as np
import pytest

from auditgraph.agents.query import AuditQuery
from auditgraph.agents.resolve import resolve_concept
from auditgraph.errors import InputError, NotFound
from auditgraph.retrieval import Retriever, retriever_for, search, update_index
from auditgraph.retrieval.embedder import load_embedder
from auditgraph.tools.registry import ToolBox

AAPL = "0000320193-23-000106"
FY2023 = "20220925-20230930"
REVENUE = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"
CAPEX = "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment"
EPS_DILUTED = "us-gaap:EarningsPerShareDiluted"


@pytest.mark.parametrize(
    ("phrase", "qname", "value"),
    [
        ("total revenue", REVENUE, 383285000000.0),
        ("capex", CAPEX, 10959000000.0),
        ("diluted EPS", EPS_DILUTED, 6.13),
    ],
)
def test_analyst_phrases_find_apples_concept_first_with_its_fy2023_fact(concept_index, store, phrase, qname, value):
    hits = search(store, phrase, k=5, accession=AAPL, reported_only=True)
    assert hits[0].qname == qname, [h.qname for h in hits]
    fy = [f for f in hits[0].facts if f.period == FY2023 and not f.dims]
    assert [f.value for f in fy] == [value]
    assert fy[0].key == f"{AAPL}:320193:{qname}:{FY2023}:{fy[0].unit}"
    assert hits[0].reported is True and hits[0].score > 0


def test_each_hit_says_where_it_ranked_in_bm25_and_dense_and_fusion_orders_them(concept_index, store):
    hits = search(store, "total revenue", k=10, accession=AAPL, reported_only=True)
    for h in hits:
        # Each list adds 1/(60 + rank), times 0.5 for a text block and 0.8 for a concept only a note presents.
        rrf = sum(1.0 / (60 + s.rank) for s in h.sources.values() if s is not None)
        assert 0.4 * rrf - 1e-6 <= h.score <= rrf + 1e-6
        if h.qname.endswith("TextBlock"):
            assert h.score <= 0.5 * rrf + 1e-6
    # Total net sales sits on Apple's income statement: its score is the plain RRF sum.
    assert hits[0].score == pytest.approx(sum(1.0 / (60 + s.rank) for s in hits[0].sources.values() if s), abs=1e-6)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert hits[0].sources["bm25"] is not None and hits[0].sources["dense"] is not None


def test_the_same_query_gives_the_same_answer(concept_index, store):
    a = [h.model_dump() for h in search(store, "cash and cash equivalents", k=10, accession=AAPL, reported_only=True)]
    b = [h.model_dump() for h in search(store, "cash and cash equivalents", k=10, accession=AAPL, reported_only=True)]
    assert a == b


def test_statement_filter_keeps_concepts_apples_own_presentation_puts_on_that_statement(concept_index, store):
    hits = search(store, "net income", k=10, accession=AAPL, reported_only=True, statement="CF")
    assert hits and all("CF" in h.statements or h.statements == [] for h in hits)
    cf = {
        r["qname"]
        for r in store.run("retrieval.filing_concepts", {"accession": AAPL})
        if "CF" in (r["statements"] or [])
    }
    assert {h.qname for h in hits} <= cf
    assert "us-gaap:NetIncomeLoss" in {h.qname for h in hits}


def test_dense_side_reads_the_vector_index_in_the_graph(concept_index, store):
    embedder = load_embedder()
    [vector] = embedder.encode(["payments to acquire property plant and equipment"])
    neighbours = store.vector_neighbours("ConceptVector", "qname", "embedding", vector.tolist(), 5)
    assert neighbours[0][0] == CAPEX and 0.5 < neighbours[0][1] <= 1.0001
    assert [s for _, s in neighbours] == sorted((s for _, s in neighbours), reverse=True)
    stored = store.run_read_only_text(
        "MATCH (v:ConceptVector {qname: $q}) RETURN v.embedding AS v", {"q": CAPEX}, 10, 1
    )[0]["v"]
    assert len(stored) == 384 and np.isclose(np.linalg.norm(stored), 1.0, atol=1e-3)


def test_the_vector_index_survives_ingest_writing_the_concepts_again(concept_index, store):
    # What every filing ingest does to base concepts: SET their properties again (FalkorDB's HNSW index loses
    # nodes whose properties are rewritten, so the vectors live on ConceptVector nodes that ingest never writes).
    store.run(
        "ingest.merge_company_labels",
        {"rows": [{"qname": CAPEX, "labels": ["Payments for acquisition of property, plant and equipment"]}]},
    )
    [vector] = load_embedder().encode(["payments to acquire property plant and equipment"])
    assert store.vector_neighbours("ConceptVector", "qname", "embedding", vector.tolist(), 5)[0][0] == CAPEX


def test_unknown_filing_is_not_found_for_the_search_tool(concept_index, store, session_settings):
    obs = ToolBox(store, session_settings).call(
        "search_concepts", {"query": "capex", "accession": "0000000000-00-000000"}
    )
    assert obs["status"] == "not_found"


def test_index_updates_are_incremental_and_follow_label_changes(concept_index, store):
    probe = "us-gaap:AdvertisingExpense"
    assert concept_index.embedded >= 400  # Apple's reported concepts, embedded by the fixture
    first = update_index(store, concepts={probe}, show_progress=False)
    again = update_index(store, concepts={probe}, show_progress=False)
    assert (first.concepts, again.embedded, again.unchanged) == (1, 0, 1)
    store.run("ingest.merge_company_labels", {"rows": [{"qname": probe, "labels": ["Marketing and promotion spend"]}]})
    changed = update_index(store, concepts={probe}, show_progress=False)
    assert changed.embedded == 1
    text = store.run_read_only_text("MATCH (c:Concept {qname: $q}) RETURN c.search_text AS t", {"q": probe}, 10, 1)[0][
        "t"
    ]
    assert "Marketing and promotion spend" in text


def test_search_concepts_tool_returns_hits_and_their_fact_keys_as_evidence(concept_index, store, session_settings):
    obs = ToolBox(store, session_settings).call("search_concepts", {"query": "capex", "accession": AAPL})
    assert obs["status"] == "ok" and obs["hits"][0]["qname"] == CAPEX
    assert f"{AAPL}:320193:{CAPEX}:{FY2023}:USD" in obs["evidence"]
    bad = ToolBox(store, session_settings).call("search_concepts", {"query": "capex", "statement": "XX"})
    assert bad["status"] == "error"


def test_agents_resolve_a_concept_given_in_words_before_auditing(concept_index, store, session_settings):
    query = AuditQuery(accession=AAPL, concept="total revenue", period=FY2023)
    resolved, how = resolve_concept(ToolBox(store, session_settings), query)
    assert resolved.concept == REVENUE and how.asked == "total revenue" and how.candidates[0] == REVENUE
    same, none = resolve_concept(
        ToolBox(store, session_settings), query.model_copy(update={"concept": "us-gaap:Assets"})
    )
    assert same.concept == "us-gaap:Assets" and none is None


def test_lookup_concept_spec_says_where_the_label_came_from(loaded, store, session_settings):
    obs = ToolBox(store, session_settings).call("lookup_concept_spec", {"concept": "us-gaap:Assets"})
    # The shared US-GAAP package has no label linkbase: the first filing loaded (folders in order) labelled it.
    assert obs["concept"]["label_source"] == f"filing:{loaded['aapl-10k-2023']}"
    assert "Total assets" in obs["concept"]["company_labels"] and "(from filing:" in obs["message"]


def test_bad_input_and_unknown_filings_are_errors_not_empty_answers(concept_index, store):
    with pytest.raises(InputError):
        search(store, "   ", k=5)
    with pytest.raises(InputError):
        search(store, "revenue", statement="PL")
    with pytest.raises(NotFound):
        search(store, "revenue", accession="0000000000-00-000000")


def test_a_retriever_rebuilds_its_bm25_corpus_when_the_graph_revision_moves(concept_index, store):
    r = Retriever(store, load_embedder())
    before = r.corpus()
    assert r.corpus() is before
    store.bump_revision()
    assert r.corpus() is not before and r.corpus().qnames == before.qnames
    assert retriever_for(store) is retriever_for(store)


def test_with_an_accession_the_filings_reported_concepts_rank_before_the_rest_of_its_taxonomy(concept_index, store):
    mixed = 0
    for phrase in (
        "deferred tax assets valuation allowance",
        "derivative hedging gains",
        "lease liabilities",
        "income tax expense",
        "share repurchases",
    ):
        whole = retriever_for(store).search(phrase, k=60, accession=AAPL, whole_taxonomy=True, with_facts=False)
        assert [h.score for h in whole] == sorted((h.score for h in whole), reverse=True)
        flags = [h.reported for h in whole]
        mixed += flags != sorted(flags, reverse=True)  # by score alone, a concept Apple does not report comes first
        hits = retriever_for(store).search(phrase, k=60, accession=AAPL, with_facts=False)
        reported = [h.reported for h in hits]
        assert reported == sorted(reported, reverse=True) and reported[0]
        assert [h.qname for h in hits if h.reported][:5] == [h.qname for h in whole if h.reported][:5]
    assert mixed, "no phrase where the taxonomy ranks an unreported concept above a reported one"
