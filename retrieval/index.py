"""Build and keep current the concept search index in the graph.

Each searchable concept gets ``search_text`` (see :mod:`documents`) and ``search_hash`` (text + model), and a
``(:ConceptVector {qname, embedding})`` node under the store's vector index. :func:`update_index` is incremental: it rebuilds every text
(labels, company labels and presentation context may have changed with a new filing) but embeds only the
concepts whose hash changed, so adding a filing re-embeds its new and relabelled concepts, not the taxonomy.

``scope="filings"`` (what ingest uses) embeds only the concepts the loaded filings report or present on their
statements — a filing's few thousand instead of the taxonomy's 18,000, minutes less on a first run — and gives
every other concept its text alone, so BM25 still finds it by its words; ``auditgraph index --all`` (scope
``"all"``) embeds the rest.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass

from auditgraph.ingest.progress import progress_bar
from auditgraph.retrieval.documents import concept_text, embedding_text, text_hash
from auditgraph.retrieval.embedder import Embedder, load_embedder
from auditgraph.store.base import GraphStore

logger = logging.getLogger("auditgraph.retrieval")

# Vectors live on their own nodes, (:ConceptVector {qname, embedding}), one per concept: FalkorDB's HNSW index
# loses a node as soon as any property of it is SET again (measured: recall@10 1.0 → 0.5 after a label write),
# and ingest re-SETs concept properties with every filing. Ingest never writes these nodes.
LABEL, KEY, VECTOR_PROPERTY = "ConceptVector", "qname", "embedding"
_EMBED_CHUNK = 256


@dataclass
class IndexReport:
    concepts: int  # searchable concepts in the graph (in scope)
    embedded: int  # (re-)embedded in this run
    unchanged: int
    seconds: float
    model: str
    words_only: int = 0  # concepts outside the scope: searchable by their words, not yet by meaning

    def to_dict(self) -> dict:
        return asdict(self)


def concept_documents(store: GraphStore, model: str) -> list[dict]:
    """Every searchable concept with its text and hash (and whether the stored hash still matches)."""
    context: dict[str, dict] = {r["qname"]: r for r in store.run("retrieval.presentation_context")}
    docs = []
    for row in store.run("retrieval.concept_documents"):
        ctx = context.get(row["qname"], {})
        statements = sorted({s for s in ctx.get("statements") or [] if s})
        text = concept_text(row, statements, ctx.get("parents") or [])
        dense = embedding_text(row)
        h = text_hash(f"{text}\n{dense}", model)
        docs.append(
            {
                "qname": row["qname"],
                "text": text,
                "dense_text": dense,
                "hash": h,
                "statements": statements,
                "stale": row.get("search_hash") != h,
                "text_hash": text_hash(text, ""),
                "text_stale": row.get("search_text_hash") != text_hash(text, ""),
            }
        )
    return docs


def update_index(
    store: GraphStore,
    embedder: Embedder | None = None,
    *,
    full: bool = False,
    concepts: Iterable[str] | None = None,
    scope: str = "all",
    show_progress: bool | None = None,
) -> IndexReport:
    """Bring the concept index up to date; ``full`` re-embeds every concept, ``concepts`` limits the
    update to those QNames (the others keep what they had, or stay out of the index); ``scope="filings"`` embeds
    the loaded filings' concepts and gives the others their search text only."""
    if scope not in ("all", "filings"):
        raise ValueError(f"unknown index scope {scope!r}")
    t0 = time.perf_counter()
    embedder = embedder or load_embedder()
    store.ensure_vector_index(LABEL, VECTOR_PROPERTY, embedder.dimension)
    docs = concept_documents(store, embedder.name)
    if concepts is not None:
        wanted = set(concepts)
        docs = [d for d in docs if d["qname"] in wanted]
    words_only: list[dict] = []
    if scope == "filings":
        in_scope = {r["qname"] for r in store.run("retrieval.filing_scope")}
        words_only = [d for d in docs if d["qname"] not in in_scope and d["stale"]]
        docs = [d for d in docs if d["qname"] in in_scope]
        texts = [d for d in words_only if d["text_stale"]]
        if texts:
            store.run_batch(
                "retrieval.write_texts",
                [
                    {"qname": d["qname"], "text": d["text"], "text_hash": d["text_hash"], "statements": d["statements"]}
                    for d in texts
                ],
            )
    todo = [d for d in docs if full or d["stale"]]
    vectors: list[dict] = []
    with progress_bar("search index", len(todo), show_progress) as advance:
        for i in range(0, len(todo), _EMBED_CHUNK):
            chunk = todo[i : i + _EMBED_CHUNK]
            encoded = embedder.encode([d["dense_text"] for d in chunk])
            vectors += [{"key": d["qname"], "vector": v.tolist()} for d, v in zip(chunk, encoded)]
            advance(len(chunk))
    if todo:
        # One write for all vectors (an engine may have to rebuild its index when vectors are replaced), then
        # the texts and hashes: an interrupted run leaves the rest stale, to be redone next time.
        store.write_vectors(LABEL, KEY, VECTOR_PROPERTY, vectors)
        store.run_batch(
            "retrieval.write_documents",
            [{"qname": d["qname"], "text": d["text"], "hash": d["hash"], "statements": d["statements"]} for d in todo],
        )
    if todo or any(d["text_stale"] for d in words_only):
        store.bump_revision()
        store.checkpoint()
    report = IndexReport(
        concepts=len(docs),
        embedded=len(todo),
        unchanged=len(docs) - len(todo),
        seconds=time.perf_counter() - t0,
        model=embedder.name,
        words_only=len(words_only),
    )
    logger.info("search index updated", extra={"fields": report.to_dict()})
    return report
