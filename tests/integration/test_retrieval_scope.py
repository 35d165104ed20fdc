"""Ingest embeds the loaded filings' concepts and leaves the rest of the graph searchable by words until
`index --all`: the first run costs a filing's concepts, not the taxonomy's."""

from __future__ import annotations

from auditgraph.retrieval import Retriever, update_index
from auditgraph.retrieval.embedder import load_embedder


def _vectors(store) -> set[str]:
    return {r["qname"] for r in store.run("retrieval.index_documents")} & {
        r["qname"] for r in store.run("retrieval.concept_documents") if r["search_hash"]
    }


def test_filing_scope_embeds_reported_and_statement_concepts_and_words_for_the_rest(apple_alone):
    settings, store = apple_alone
    embedder = load_embedder()
    scope = {r["qname"] for r in store.run("retrieval.filing_scope")}
    reported = {r["qname"] for r in store.run("retrieval.reported_concepts")}
    assert reported <= scope and len(scope) > len(reported)  # statement line items without a fact are in it too
    report = update_index(store, embedder, scope="filings", show_progress=False)
    searchable = {r["qname"] for r in store.run("retrieval.concept_documents")}
    embedded = _vectors(store)
    assert embedded == scope & searchable and report.embedded == len(embedded)
    words_only = searchable - scope
    assert words_only and report.words_only == len(words_only)
    texts = {r["qname"] for r in store.run("retrieval.index_documents")}
    assert words_only <= texts  # BM25 sees them
    # A concept outside the scope is found by its words (BM25), not by meaning (it has no vector yet).
    probe = sorted(words_only)[0]
    label = next(r for r in store.run("retrieval.concept_documents") if r["qname"] == probe)
    words = label["label"] or probe.split(":")[1]
    hits = Retriever(store, embedder).search(words, k=20, with_facts=False)
    hit = next((h for h in hits if h.qname == probe), None)
    assert hit is not None and hit.sources.get("bm25") is not None and hit.sources.get("dense") is None
    # A second update changes nothing; `index --all` embeds exactly the rest.
    again = update_index(store, embedder, scope="filings", show_progress=False)
    assert again.embedded == 0 and again.words_only == len(words_only)
    rest = update_index(store, embedder, scope="all", show_progress=False)
    assert rest.embedded == len(words_only) and rest.words_only == 0
    assert _vectors(store) == searchable


def test_a_retriever_with_a_cache_folder_reuses_the_built_corpus_in_a_new_process(apple_alone, tmp_path):
    """A command is a new process: the BM25 corpus it builds is kept per graph revision, and the next command's
    retriever reads it instead of fetching every concept's text again — with the same ranking."""
    settings, store = apple_alone
    embedder = load_embedder()
    update_index(store, embedder, scope="filings", show_progress=False)
    accession = store.run("admin.filings")[0]["accession"]
    first = Retriever(store, embedder, cache_dir=tmp_path)
    hits = first.search("total current assets", k=5, accession=accession, with_facts=False)
    cached = sorted(tmp_path.glob("corpus-*.pickle"))
    assert len(cached) == 1 and str(store.revision()) in cached[0].name

    asked: list[str] = []
    real_run = store.run

    def counting_run(name, *args, **kwargs):
        asked.append(name)
        return real_run(name, *args, **kwargs)

    store.run = counting_run
    try:
        again = Retriever(store, embedder, cache_dir=tmp_path).search(
            "total current assets", k=5, accession=accession, with_facts=False
        )
    finally:
        del store.run
    assert [h.model_dump() for h in again] == [h.model_dump() for h in hits]
    assert "retrieval.index_documents" not in asked and "retrieval.filing_concepts" not in asked
    # A write moves the revision: the kept corpus no longer answers, a new one is built and replaces it.
    store.bump_revision()
    Retriever(store, embedder, cache_dir=tmp_path).search("total current assets", k=5, with_facts=False)
    now = sorted(tmp_path.glob("corpus-*.pickle"))
    assert len(now) == 1 and now != cached
