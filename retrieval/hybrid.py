"""Hybrid concept search: BM25 over the concepts' search texts and dense vectors from the graph's vector
index, fused by reciprocal rank fusion (RRF, Cormack et al. 2009: score = Σ 1 / (60 + rank)).

The BM25 index and the filter tables are built in-process from the graph and rebuilt when the graph's
revision changes; the dense side asks the store's vector index (FalkorDB or Neo4j) on every query.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from pydantic import BaseModel, Field

from auditgraph.errors import InputError, NotFound
from auditgraph.evidence import FactRef
from auditgraph.retrieval.documents import expand_query, is_narrative, label_field, tokens, wants_narrative
from auditgraph.retrieval.embedder import Embedder, load_embedder
from auditgraph.retrieval.index import KEY, LABEL, VECTOR_PROPERTY
from auditgraph.store.base import GraphStore

logger = logging.getLogger("auditgraph.retrieval")

RRF_K = 60
STATEMENTS = ("BS", "IS", "CF", "EQ", "CI")
_BM25_POOL = 200
_DENSE_POOL = 100  # nearest neighbours asked for without a filter
_DENSE_POOL_FILTERED = 1000  # with a filter most neighbours fall outside it: ask for more
_FACTS_PER_HIT = 5
_TITLE_WEIGHT = 2.0  # a word in the name or a label counts twice a word in the documentation or context


class SourceRank(BaseModel):
    rank: int = Field(description="1-based rank in that retriever's list (after filters)")
    score: float = Field(description="BM25 score, or cosine similarity for dense")


class SearchHit(BaseModel):
    qname: str
    label: str | None = None
    score: float = Field(description="Reciprocal-rank-fusion score: sum of 1/(60 + rank) over the retrievers")
    sources: dict[str, SourceRank | None] = Field(
        description="Rank and score in the bm25 and dense lists (null: not in it)"
    )
    statements: list[str] = Field(default_factory=list, description="Statements the concept is presented on")
    reported: bool | None = Field(
        default=None, description="Whether the filing (or, without one, any filing) reports it"
    )
    facts: list[FactRef] = Field(
        default_factory=list, description="The filing's facts of the concept (with an accession)"
    )


@dataclass
class _Corpus:
    revision: int
    qnames: list[str]
    labels: list[str | None]
    statements: list[frozenset[str]]
    sources: list[str | None]
    position: dict[str, int]
    bm25: object | None
    vocabulary: dict[str, int]
    title_bm25: object | None
    title_vocabulary: dict[str, int]
    narrative: np.ndarray
    reported: frozenset[str]
    filings: dict[str, tuple[frozenset[str], dict[str, frozenset[str]]]] = field(default_factory=dict)
    masks: dict[tuple, tuple[np.ndarray | None, frozenset[str], np.ndarray]] = field(default_factory=dict)


class Retriever:
    """Search over one store. Thread-safe; the corpus is rebuilt when the graph revision moves."""

    def __init__(
        self,
        store: GraphStore,
        embedder: Embedder | None = None,
        load: Callable[[], Embedder] | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        """``embedder``, or ``load`` to make one on first use (default: the model in this process). ``cache_dir``:
        where the built BM25 corpus is kept per graph revision, so a short-lived process (a command) reads it
        instead of fetching and indexing every concept's text again."""
        self.store = store
        self._cache_dir = cache_dir
        self._embedder = embedder
        self._load = load or load_embedder
        self._corpus: _Corpus | None = None
        self._lock = threading.Lock()

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = self._load()
        return self._embedder

    # -- corpus --------------------------------------------------------------------------------------
    def corpus(self) -> _Corpus:
        revision = self.store.revision()
        corpus = self._corpus
        if corpus is not None and corpus.revision == revision:
            return corpus
        with self._lock:
            if self._corpus is None or self._corpus.revision != revision:
                self._corpus = self._cached(revision) or self._build(revision)
            return self._corpus

    def _cache_file(self, revision: int) -> Path | None:
        if self._cache_dir is None:
            return None
        graph = getattr(self.store, "graph_name", "graph")
        return self._cache_dir / f"corpus-{graph}-{revision}.pickle"

    def _cached(self, revision: int) -> _Corpus | None:
        """The corpus this revision built before, from the cache folder; None when there is none (or unreadable)."""
        import pickle

        path = self._cache_file(revision)
        if path is None or not path.exists():
            return None
        try:
            with path.open("rb") as fh:
                corpus = pickle.load(fh)  # our own file, in the user's graph folder, written below
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError) as exc:
            logger.info(
                "search corpus cache unreadable; rebuilding", extra={"fields": {"path": str(path), "reason": str(exc)}}
            )
            return None
        return corpus if isinstance(corpus, _Corpus) and corpus.revision == revision else None

    def _remember(self, corpus: _Corpus) -> None:
        """Keep the built corpus for the next process (written whole, then renamed; older revisions removed)."""
        import os
        import pickle

        path = self._cache_file(corpus.revision)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            with tmp.open("wb") as fh:
                pickle.dump(corpus, fh, protocol=pickle.HIGHEST_PROTOCOL)
            tmp.replace(path)
            for old in path.parent.glob(f"corpus-{getattr(self.store, 'graph_name', 'graph')}-*.pickle"):
                if old != path:
                    old.unlink(missing_ok=True)
        except OSError as exc:  # a cache that cannot be written only costs the next command the build
            logger.info("search corpus cache not written", extra={"fields": {"path": str(path), "reason": str(exc)}})

    def _build(self, revision: int) -> _Corpus:
        import bm25s

        rows = self.store.run("retrieval.index_documents")
        bm25 = title_bm25 = None
        if rows:
            # Two fields (BM25F-like): the whole search text, and the name + labels alone, where a match
            # means the concept is called what the analyst said; the two scores are added.
            bm25 = bm25s.BM25()
            bm25.index([tokens(r["search_text"]) or ["_"] for r in rows], show_progress=False)
            title_bm25 = bm25s.BM25()
            title_bm25.index([tokens(label_field(r)) or ["_"] for r in rows], show_progress=False)
        reported = frozenset(r["qname"] for r in self.store.run("retrieval.reported_concepts"))
        corpus = _Corpus(
            revision=revision,
            qnames=[r["qname"] for r in rows],
            labels=[r["label"] or r["terse_label"] for r in rows],
            statements=[frozenset(r["statements"] or []) for r in rows],
            sources=[r["source"] for r in rows],
            position={r["qname"]: i for i, r in enumerate(rows)},
            bm25=bm25,
            vocabulary=bm25.vocab_dict if bm25 else {},
            title_bm25=title_bm25,
            title_vocabulary=title_bm25.vocab_dict if title_bm25 else {},
            narrative=np.array([is_narrative(r["qname"]) for r in rows], dtype=bool),
            reported=reported,
        )
        self._remember(corpus)
        return corpus

    def _filing(self, corpus: _Corpus, accession: str) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
        """(concepts the filing reports, statements of its own presentation per concept), per revision."""
        cached = corpus.filings.get(accession)
        if cached is None:
            rows = self.store.run("retrieval.filing_concepts", {"accession": accession})
            if not rows and not self.store.run("tools.filing", {"accession": accession}):
                raise NotFound(
                    f"filing {accession} is not loaded (or its ingest has not completed)", accession=accession
                )
            statements: dict[str, set[str]] = {}
            for r in rows:
                statements.setdefault(r["qname"], set()).update(r["statements"] or [])
            cached = (
                frozenset(r["qname"] for r in rows if r["reported"]),
                {q: frozenset(s) for q, s in statements.items() if s},
            )
            corpus.filings[accession] = cached
            self._remember(corpus)  # the next command's search in this filing reads it with the corpus
        return cached

    def _allowed(
        self, corpus: _Corpus, accession: str | None, statement: str | None, reported_only: bool
    ) -> tuple[np.ndarray | None, frozenset[str], np.ndarray]:
        """(filter mask or None, reported concepts, face-statement mask), memoised per corpus revision."""
        key = (accession, statement, reported_only)
        cached = corpus.masks.get(key)
        if cached is None:
            mask, reported = self._filter(corpus, accession, statement, reported_only)
            if accession is not None:
                _, filing_statements = self._filing(corpus, accession)
                face = np.array([bool(filing_statements.get(q)) for q in corpus.qnames], dtype=bool)
            else:
                face = np.array([bool(s) for s in corpus.statements], dtype=bool)
            cached = corpus.masks[key] = (mask, reported, face)
        return cached

    def _filter(
        self, corpus: _Corpus, accession: str | None, statement: str | None, reported_only: bool
    ) -> tuple[np.ndarray | None, frozenset[str]]:
        """A boolean mask over the corpus (None = everything) and the set of reported concepts."""
        if accession is None and statement is None and not reported_only:
            return None, corpus.reported
        n = len(corpus.qnames)
        mask = np.ones(n, dtype=bool)
        reported = corpus.reported
        if accession is not None:
            reported, filing_statements = self._filing(corpus, accession)
            # The filing's DTS: standard taxonomies plus its own extension, not other companies' extensions.
            own = np.array([s is None or s == accession or not _is_accession(s) for s in corpus.sources], dtype=bool)
            mask &= own
            if statement is not None:
                mask &= np.array(
                    [statement in filing_statements.get(q, corpus.statements[i]) for i, q in enumerate(corpus.qnames)],
                    dtype=bool,
                )
        elif statement is not None:
            mask &= np.array([statement in s for s in corpus.statements], dtype=bool)
        if reported_only:
            mask &= np.array([q in reported for q in corpus.qnames], dtype=bool)
        return mask, reported

    # -- the two retrievers ------------------------------------------------------------------------
    def bm25_ranking(
        self, corpus: _Corpus, query: str, mask: np.ndarray | None, pool: int = _BM25_POOL, glossary: bool = True
    ) -> list[tuple[int, float]]:
        words = tokens(expand_query(query, glossary))
        terms = [t for t in words if t in corpus.vocabulary]
        if corpus.bm25 is None or not terms:
            return []
        scores = np.asarray(corpus.bm25.get_scores(terms), dtype=np.float64)
        title_terms = [t for t in words if t in corpus.title_vocabulary]
        if title_terms:
            scores = scores + _TITLE_WEIGHT * np.asarray(corpus.title_bm25.get_scores(title_terms), dtype=np.float64)
        if mask is not None:
            scores = np.where(mask, scores, 0.0)
        candidates = np.flatnonzero(scores > 0)
        if candidates.size > pool:
            candidates = candidates[np.argpartition(-scores[candidates], pool - 1)[:pool]]
        order = sorted(candidates.tolist(), key=lambda i: (-scores[i], corpus.qnames[i]))
        return [(i, float(scores[i])) for i in order]

    def dense_ranking(
        self, corpus: _Corpus, query: str, mask: np.ndarray | None, glossary: bool = True
    ) -> list[tuple[int, float]]:
        if not corpus.qnames:
            return []
        vector = self.embedder.encode_query(expand_query(query, glossary))
        pool = min(len(corpus.qnames), _DENSE_POOL if mask is None else _DENSE_POOL_FILTERED)
        out = []
        for qname, similarity in self.store.vector_neighbours(LABEL, KEY, VECTOR_PROPERTY, vector.tolist(), pool):
            i = corpus.position.get(qname)
            if i is not None and (mask is None or mask[i]):
                out.append((i, similarity))
        out.sort(key=lambda t: (-t[1], corpus.qnames[t[0]]))
        return out

    # -- fused --------------------------------------------------------------------------------------
    def search(
        self,
        query: str,
        k: int = 10,
        accession: str | None = None,
        statement: str | None = None,
        reported_only: bool = False,
        methods: tuple[str, ...] = ("bm25", "dense"),
        with_facts: bool = True,
        glossary: bool = True,
        whole_taxonomy: bool = False,
    ) -> list[SearchHit]:
        """``methods`` and ``glossary`` exist for the evaluation (bench/retrieval.py): one retriever alone, or
        the query without the jargon glossary. With an ``accession``, the concepts the filing reports rank before
        the rest of its taxonomy (an analyst asking about a filing means its own line items); ``whole_taxonomy``
        ranks all of them by score alone."""
        query = " ".join((query or "").split())
        if not query:
            raise InputError("the search query is empty")
        if statement is not None and statement not in STATEMENTS:
            raise InputError(f"statement must be one of {', '.join(STATEMENTS)}, not '{statement}'")
        if not 1 <= k <= 100:
            raise InputError("k must be between 1 and 100")
        corpus = self.corpus()
        mask, reported, face = self._allowed(corpus, accession, statement, reported_only)
        rankings: dict[str, list[tuple[int, float]]] = {}
        if "bm25" in methods:
            rankings["bm25"] = self.bm25_ranking(corpus, query, mask, glossary=glossary)
        if "dense" in methods:
            rankings["dense"] = self.dense_ranking(corpus, query, mask, glossary=glossary)
        # A text block or policy answers "revenue recognition note", not "total revenue": unless the query asks
        # for a note, narrative concepts count half in the fusion, so the line item with the amount leads.
        narrative_weight = 1.0 if wants_narrative(query) else 0.5
        # Likewise a concept only a note presents (the filing's own presentation, or any loaded one without a
        # filing) counts 0.8 unless a note is asked for: "total revenue" means the income statement's line.
        note_weight = 1.0 if wants_narrative(query) or statement is not None else 0.8
        fused: dict[int, float] = {}
        ranks: dict[int, dict[str, SourceRank]] = {}
        for name, ranking in rankings.items():
            for rank, (i, score) in enumerate(ranking, start=1):
                weight = (narrative_weight if corpus.narrative[i] else 1.0) * (1.0 if face[i] else note_weight)
                fused[i] = fused.get(i, 0.0) + weight / (RRF_K + rank)
                ranks.setdefault(i, {})[name] = SourceRank(rank=rank, score=round(score, 6))
        own_first = accession is not None and not reported_only and not whole_taxonomy
        best = sorted(
            fused, key=lambda i: (own_first and corpus.qnames[i] not in reported, -fused[i], corpus.qnames[i])
        )[:k]
        hits = []
        for i in best:
            qname = corpus.qnames[i]
            hits.append(
                SearchHit(
                    qname=qname,
                    label=corpus.labels[i],
                    score=round(fused[i], 6),
                    sources={m: ranks[i].get(m) for m in ("bm25", "dense")},
                    statements=sorted(corpus.statements[i]),
                    reported=qname in reported,
                )
            )
        if accession is not None and with_facts and hits:
            self._attach_facts(hits, accession)
        return hits

    def _attach_facts(self, hits: list[SearchHit], accession: str) -> None:
        rows = self.store.run(
            "tools.facts_of_concepts", {"accession": accession, "concepts": sorted({h.qname for h in hits})}
        )
        by_concept: dict[str, list[dict]] = {}
        for r in rows:
            by_concept.setdefault(r["concept"], []).append(r)
        from auditgraph.evidence import fact_ref

        for h in hits:
            facts = by_concept.get(h.qname, [])
            # Non-dimensional facts first, newest period first: the line item as the statement shows it.
            facts.sort(key=lambda r: (bool(r.get("dims")), _negated_period(r["period"]), r["key"]))
            h.facts = [fact_ref(r, accession) for r in facts[:_FACTS_PER_HIT]]


def _negated_period(period: str) -> tuple:
    end = period.split("-")[-1]
    return tuple(-int(c) for c in end) + (period,)


def _is_accession(source: str) -> bool:
    """Relationship and concept sources are taxonomy names (us-gaap-2024), 'fsds', or filing accessions."""
    return source.count("-") == 2 and source.replace("-", "").isdigit() or source.startswith("TEST-")


_RETRIEVERS: weakref.WeakKeyDictionary[GraphStore, Retriever] = weakref.WeakKeyDictionary()
_RETRIEVERS_LOCK = threading.Lock()


def attach_embedder(store: GraphStore, load: Callable[[], Embedder], cache_dir: Path | None = None) -> None:
    """Make ``store``'s retriever take its embedder from ``load`` (e.g. the embedding service a command line
    process asks instead of loading the model itself) and keep its corpus in ``cache_dir``, unless it has a
    retriever already."""
    with _RETRIEVERS_LOCK:
        if store not in _RETRIEVERS:
            _RETRIEVERS[store] = Retriever(store, load=load, cache_dir=cache_dir)


def retriever_for(store: GraphStore) -> Retriever:
    """The store's retriever, made on first use and kept as long as the store lives."""
    with _RETRIEVERS_LOCK:
        r = _RETRIEVERS.get(store)
        if r is None:
            r = _RETRIEVERS[store] = Retriever(store)
        return r


def search(
    store: GraphStore,
    query: str,
    k: int = 10,
    accession: str | None = None,
    statement: str | None = None,
    reported_only: bool = False,
    whole_taxonomy: bool = False,
) -> list[SearchHit]:
    """Concepts for a phrase in an analyst's words, best first (see :meth:`Retriever.search`)."""
    return retriever_for(store).search(
        query, k=k, accession=accession, statement=statement, reported_only=reported_only, whole_taxonomy=whole_taxonomy
    )
