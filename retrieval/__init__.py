"""Concept retrieval (DESIGN §6b): hybrid BM25 + dense search over the concepts in the graph.

Library use::

    from auditgraph.retrieval import search, update_index
    update_index(store)                      # after ingest; incremental
    hits = search(store, "capex", k=5, accession="0000320193-23-000106", reported_only=True)
    hits[0].qname, hits[0].label, hits[0].score, hits[0].sources, hits[0].facts
"""

from auditgraph.retrieval.hybrid import Retriever, SearchHit, SourceRank, retriever_for, search
from auditgraph.retrieval.index import IndexReport, update_index

__all__ = ["IndexReport", "Retriever", "SearchHit", "SourceRank", "retriever_for", "search", "update_index"]
