"""Readers see a filing whole or not at all, by a property of what they read (issue 12): an ingest writes its
facts, contexts, units and linkbase relationships with `pending = true` and clears it in the same statement
that marks the filing complete; neighbourhoods and node lookups skip pending rows without any list of filings."""

from __future__ import annotations

import pytest

from auditgraph.api.neighbourhood import neighbourhood
from auditgraph.errors import InputError, NotFound
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings


def _pending(store, accession: str) -> int:
    return store.run_read_only_text(
        "MATCH (f:Fact {filing: $a}) WHERE f.pending RETURN count(f) AS n", {"a": accession}, 10, 1
    )[0]["n"]


def test_a_half_loaded_filing_is_invisible_to_neighbourhoods_and_appears_whole_when_complete(
    tmp_path, registry, shared_data
):
    store = open_store(make_settings(tmp_path / "g"), registry)
    try:
        done = parse_filing(filing_path("nflx-10q-2010"), accession="VIS-DONE")
        half = parse_filing(filing_path("nflx-10q-2010"), accession="VIS-HALF")
        load_filing(store, done)
        with pytest.raises(InputError, match="simulated failure"):
            load_filing(store, half, fail_after_facts=100)
        assert _pending(store, "VIS-HALF") >= 100 and _pending(store, "VIS-DONE") == 0
        concept = "us-gaap:CashAndCashEquivalentsAtCarryingValue"
        shown = neighbourhood(store, concept, hops=1, limit=500, types=["INSTANCE_OF"])
        filings = {n.properties.get("filing") for n in shown.nodes if "Fact" in n.labels}
        assert filings == {"VIS-DONE"}
        half_key = next(r["key"] for r in half.fact_rows if r["concept"] == concept)
        with pytest.raises(NotFound):
            neighbourhood(store, half_key)
        with pytest.raises(NotFound):
            neighbourhood(store, "VIS-HALF")  # the Filing node itself: status 'loading'
        load_filing(store, half)  # redone in full
        assert _pending(store, "VIS-HALF") == 0
        shown = neighbourhood(store, concept, hops=1, limit=500, types=["INSTANCE_OF"])
        assert {n.properties.get("filing") for n in shown.nodes if "Fact" in n.labels} == {"VIS-DONE", "VIS-HALF"}
        assert neighbourhood(store, half_key).center == half_key
        edges = store.run_read_only_text("MATCH ()-[e]->() WHERE e.pending RETURN count(e) AS n", {}, 10, 1)[0]["n"]
        assert edges == 0
    finally:
        store.close()
