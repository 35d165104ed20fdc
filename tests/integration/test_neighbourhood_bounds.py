"""A neighbourhood's work is bounded by its request, not by the number of filings (issue 12).

A concept shared by many filings (us-gaap:Assets, reported by every company) is the hub a fact's second hop goes
through. Here Apple's 10-K 2023 is loaded with synthetic SEC data-set submissions that report us-gaap:Assets too:
three more Apple submissions and first 60, then 120 more companies. The rows the engine sends back for the concept
must stay the same when the filings double, the answer must say what it left out (with counts), and the facts it
keeps must be chosen in the documented order: the requested filing's, then the same company's (most recent period
end first), then other filings'.
"""

from __future__ import annotations

import pandas as pd
import pytest

from auditgraph.api import neighbourhood as nb
from auditgraph.api.neighbourhood_groups import entries_sent
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import DataSet, load_dataset
from auditgraph.ingest.loader import load_filing
from tests.conftest import filing_path, make_settings

ACC = "0000320193-23-000106"
ASSETS_FACT = f"{ACC}:320193:us-gaap:Assets:20230930:USD"
# Apple's own submissions in the synthetic data set: (adsh, period end); their Assets facts are 1,000 + i.
APPLE_SUBS = [
    ("0000320193-21-000001", "20210930"),
    ("0000320193-22-000001", "20220930"),
    ("0000320193-20-000001", "20200930"),
]


def _dataset(subs: list[tuple[str, str, str]]) -> DataSet:
    """(adsh, cik, period) submissions, each reporting us-gaap:Assets at its period end and a year before."""
    sub = pd.DataFrame(
        [
            {"adsh": a, "cik": c, "name": f"Company {c}", "form": "10-K", "period": p, "fy": p[:4], "fp": "FY"}
            for a, c, p in subs
        ]
    )
    num = pd.DataFrame(
        [
            {
                "adsh": a,
                "tag": "Assets",
                "version": "us-gaap/2023",
                "ddate": d,
                "qtrs": 0,
                "uom": "USD",
                "segments": "",
                "coreg": "",
                "value": 1000.0 + i,
                "footnote": "",
            }
            for i, (a, _, p) in enumerate(subs)
            for d in (p, str(int(p[:4]) - 1) + p[4:])
        ]
    )
    num["value"] = num["value"].astype(float)
    return DataSet(sub=sub, num=num)


def _others(start: int, n: int) -> list[tuple[str, str, str]]:
    return [(f"0009{i:06d}-23-000001", str(900000 + i), "20231231") for i in range(start, start + n)]


@pytest.fixture(scope="module")
def graph(tmp_path_factory, registry):
    from auditgraph.store import open_store

    store = open_store(make_settings(tmp_path_factory.mktemp("nb-bounds")), registry)
    load_filing(store, parse_filing(filing_path("aapl-10k-2023"), accession=ACC, cik="320193"), show_progress=False)
    load_dataset(store, _dataset([(a, "320193", p) for a, p in APPLE_SUBS] + _others(0, 60)))
    yield store
    store.close()


class RowCounter:
    """Counts the entries each named query sends back (wraps GraphStore.run): rows, or the neighbours in the rows
    of traverse.expand_* (entries_sent)."""

    def __init__(self, store, monkeypatch) -> None:
        self.rows: dict[str, int] = {}
        run = store.run

        def counted(name, params=None, **kw):
            out = run(name, params, **kw)
            self.rows[name] = self.rows.get(name, 0) + entries_sent(name, out)
            return out

        monkeypatch.setattr(store, "run", counted)


def _assets_neighbours(g) -> list[str]:
    return [e.source for e in g.edges if e.type == "INSTANCE_OF" and e.target == "us-gaap:Assets"]


def test_facts_of_a_shared_concept_are_chosen_filing_then_company_most_recent_first(graph):
    g = nb.neighbourhood(graph, ASSETS_FACT, hops=2, limit=60)
    expected = [f"{ACC}:320193:us-gaap:Assets:20220924:USD", ASSETS_FACT]
    for adsh, period in sorted(APPLE_SUBS, key=lambda s: s[1], reverse=True):
        prior = str(int(period[:4]) - 1) + period[4:]
        expected += sorted([f"{adsh}:320193:us-gaap:Assets:{period}:USD", f"{adsh}:320193:us-gaap:Assets:{prior}:USD"])
    shown = set(_assets_neighbours(g))
    assert set(expected) <= shown  # all of Apple's: the requested filing's and the same company's
    assert len(shown) > len(expected)  # then some of the other companies', within the node limit
    assert all(k.split(":")[1] != "320193" for k in shown - set(expected))


def test_the_fan_in_of_a_concept_is_taken_in_the_documented_order(graph):
    # INSTANCE_OF only: hop 1 reaches the concept, hop 2 its facts, of which the limit keeps 3 besides the fact.
    g = nb.neighbourhood(graph, ASSETS_FACT, hops=2, limit=5, types=["INSTANCE_OF"])
    assert [n.id for n in g.nodes] == [
        ASSETS_FACT,
        "us-gaap:Assets",
        f"{ACC}:320193:us-gaap:Assets:20220924:USD",  # the requested filing's other Assets fact
        "0000320193-22-000001:320193:us-gaap:Assets:20210930:USD",  # then Apple's most recent other filing
        "0000320193-22-000001:320193:us-gaap:Assets:20220930:USD",
    ]
    [om] = g.omitted
    assert (om.node, om.shown, om.total) == ("us-gaap:Assets", 4, 128)


def test_a_concept_centred_neighbourhood_is_capped_and_counts_up_to_the_count_limit(graph, monkeypatch):
    monkeypatch.setattr(nb, "COUNT_LIMIT", 100)
    g = nb.neighbourhood(graph, "us-gaap:Assets", hops=1, limit=15, types=["INSTANCE_OF"])
    [om] = g.omitted
    assert (om.node, om.type, om.direction, om.total, om.at_least) == ("us-gaap:Assets", "INSTANCE_OF", "in", 100, True)
    assert om.shown == len(g.nodes) - 1 == 14 and g.truncated
    assert g == nb.neighbourhood(graph, "us-gaap:Assets", hops=1, limit=15, types=["INSTANCE_OF"])  # deterministic


def test_a_neighbourhood_that_fits_reports_nothing_omitted(graph):
    g = nb.neighbourhood(graph, ASSETS_FACT, hops=1, limit=50)
    assert g.truncated is False and g.omitted == []
    assert {e.type for e in g.edges} == {"INSTANCE_OF", "REPORTS", "IN_CONTEXT", "MEASURED_IN"}


# Last in the file: it adds 120 filings to the module's graph, which the tests above count on not having.
def test_rows_from_the_engine_do_not_grow_with_the_filings_sharing_a_concept(graph, monkeypatch):
    counter = RowCounter(graph, monkeypatch)
    first = nb.neighbourhood(graph, ASSETS_FACT, hops=2, limit=20)
    rows_at_64 = dict(counter.rows)
    # Every filing reports Assets twice (Apple's 10-K: 20230930 and 20220924): 2 + 3 * 2 + 60 * 2.
    [om] = [o for o in first.omitted if o.node == "us-gaap:Assets" and o.type == "INSTANCE_OF"]
    assert (om.direction, om.total, om.at_least) == ("in", 128, False)
    assert om.shown == len(_assets_neighbours(first)) < om.total and first.truncated

    load_dataset(graph, _dataset(_others(60, 120)))  # twice the filings that share the concept
    counter.rows.clear()
    second = nb.neighbourhood(graph, ASSETS_FACT, hops=2, limit=20)
    assert counter.rows == rows_at_64  # the same rows, query by query, whatever the number of filings
    # Per concept the engine sends at most: the count row, a capped group per INSTANCE_OF tier (the requested
    # filing, the same company, others) and the capped "other relationships" branch, plus the focus filing's own
    # calculation and presentation arcs at the concept (2 + 1 here).
    cap = 20 + nb.GROUP_MARGIN
    assert counter.rows["traverse.expand_concepts"] <= 1 + 3 * cap + cap + 3
    [om2] = [o for o in second.omitted if o.node == "us-gaap:Assets" and o.type == "INSTANCE_OF"]
    assert om2.total == 128 + 240
    assert second.nodes == first.nodes and second.edges == first.edges  # the kept ones come first, whatever else exists
