"""The revision stamp moves with every completed write, and the neighbourhood cache never serves stale data."""

from __future__ import annotations

import pytest

from auditgraph.api.neighbourhood import NeighbourhoodCache
from auditgraph.errors import InputError
from auditgraph.rules.engine import run_rules, write_findings


def test_writes_bump_the_revision_and_the_cache_recomputes_after_them(store, loaded, session_settings):
    acc = loaded["aapl-10k-2023"]
    key = f"{acc}:320193:us-gaap:Assets:20230930:USD"
    cache = NeighbourhoodCache(maxsize=4)
    first = cache.get_or_compute(store, key, 1, 50, [])
    assert cache.get_or_compute(store, key, 1, 50, []) is first and (cache.hits, cache.misses) == (1, 1)
    before = store.revision()
    write_findings(store, acc, run_rules(store, acc, settings=session_settings))
    assert store.revision() == before + 1
    again = cache.get_or_compute(store, key, 1, 50, [])
    assert again is not first and again == first and cache.misses == 2  # recomputed; same graph content
    assert NeighbourhoodCache(maxsize=0).get_or_compute(store, key, 1, 50, []) == first  # cache off


def test_control_characters_in_parameters_are_refused_before_reaching_the_engine(store):
    with pytest.raises(InputError, match="control character"):
        store.run("ingest.filing_status", {"accession": "abc\x00def"})
    with pytest.raises(InputError, match="control character"):
        store.run("rules.common.concept_facts", {"accession": "x", "concepts": ["ok", "bad\x07"]})
    assert store.run("ingest.filing_status", {"accession": "tab\tand\nnewline"}) == []


def test_memoised_traversal_gives_exactly_the_uncached_neighbourhood(store, loaded):
    from auditgraph.api.neighbourhood import TraversalMemo, neighbourhood

    acc = loaded["aapl-10k-2023"]
    keys = [r["key"] for r in store.run("admin.filing_fact_values", {"accession": acc})][::150]
    memo = TraversalMemo()
    for key in keys:  # later keys reuse the hubs (filing, unit, contexts) memoised by earlier ones
        memoised = neighbourhood(store, key, hops=2, limit=120, memo=memo)
        assert memoised == neighbourhood(store, key, hops=2, limit=120)
        assert memoised.truncated and len(memoised.nodes) == 120  # the filing alone reports 1,073 facts
    assert len(memo.rows) > len(keys)


def test_the_cached_json_is_what_the_response_model_writes_and_is_encoded_once(store, loaded):
    from pydantic import TypeAdapter

    from auditgraph.api.models import GraphOut

    acc = loaded["aapl-10k-2023"]
    key = f"{acc}:320193:us-gaap:Assets:20230930:USD"
    cache = NeighbourhoodCache(maxsize=4)
    body = cache.get_json(store, key, 2, 40, [])
    graph = cache.get_or_compute(store, key, 2, 40, [])
    assert body == TypeAdapter(GraphOut).dump_json(graph)  # FastAPI's serializer for response_model=GraphOut
    assert GraphOut.model_validate_json(body) == graph and len(graph.nodes) == 40
    assert cache.get_json(store, key, 2, 40, []) is body  # a hit sends the bytes already made
    assert NeighbourhoodCache(maxsize=0).get_json(store, key, 2, 40, []) == body  # cache off: the same answer


def test_the_serving_collector_policy_is_undone_when_the_app_stops():
    import gc

    from auditgraph.api.gc_policy import YOUNG_THRESHOLD, serving_gc

    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    with serving_gc():
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD and gc.get_freeze_count() > frozen
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
