"""Every named query file runs on the embedded engine, and its rows carry exactly the declared columns."""

from __future__ import annotations

import pytest

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings

ACC = "0000320193-23-000106"
BS = "http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS"

# Sample values by parameter name. A query with a parameter missing here fails the test, so every new
# query file gets executed by name with a value chosen on purpose.
SAMPLES = {
    "accession": ACC,
    "rows": [],
    "source": ACC,
    "sources": [ACC, "us-gaap-2024"],
    "limit": 5,
    "offset": 0,
    "concept": "us-gaap:Assets",
    "qname": "us-gaap:Assets",
    "qnames": ["us-gaap:Assets"],
    "concepts": ["us-gaap:Assets"],
    "roles": [BS],
    "uris": [BS],
    "children": ["us-gaap:AssetsCurrent"],
    "role": BS,
    "name": "us-gaap-2024",
    "axis": "srt:ProductOrServiceAxis",
    "axes": ["ProductOrServiceAxis"],
    "period": "20230930",
    "dimensional": False,
    "dims": [],
    "facts": [],
    "filings": [ACC],
    "contexts": [],
    "units": [],
    "findings": [],
    "companies": [],
    "taxonomies": [],
    "complete": [ACC],
    "q": "Assets",
    "labels": ["us-gaap:Assets Total assets"],
    "sha256": "x",
    "props": {},
    "company": {"cik": "0"},
    "override": False,
    "meta": {},
    "rules": ["DQC.US.0015"],
    "cik": "320193",
    "heads": ["us-gaap:StatementTable"],
    "parents": ["us-gaap:Assets"],
    "types": ["SUMMATION_ITEM"],
    "node": f"{ACC}:320193:us-gaap:Assets:20230930:USD",
    "after": -1,
    "accessions": ["QUERYCHECK"],
    "count_limit": 1000,
    "focus": ACC,
    "groups": [],
    "run": "querycheck-run",
    "status": "unloading",
    "parent": "us-gaap:Assets",
    "child": "us-gaap:AssetsCurrent",
    # traverse.expand_<label>s: keys of several labels, each query finding those of its own
    "keys": [f"{ACC}:320193:us-gaap:Assets:20230930:USD", ACC, "320193"],
    "rule": "DQC.US.0009",
    "taxonomy": "us-gaap-2024",
    "release": "us-gaap-2024",
    "pairs": [{"parent": "us-gaap:Assets", "child": "us-gaap:AssetsCurrent"}],
}
# Write queries run against a throwaway accession so they execute without touching the loaded filing.
WRITE_OVERRIDES = {"accession": "QUERYCHECK", "source": "QUERYCHECK"}


@pytest.fixture(scope="module")
def apple_store(tmp_path_factory, shared_data, registry):
    s = open_store(make_settings(tmp_path_factory.mktemp("every-query")), registry)
    load_filing(s, parse_filing(filing_path("aapl-10k-2023"), accession=ACC, cik="320193"), show_progress=False)
    yield s
    s.close()


QUERIES = sorted(QueryRegistry.load(), key=lambda q: (q.mode, q.name))


@pytest.mark.parametrize("query", QUERIES, ids=[q.name for q in QUERIES])
def test_query_file_runs_on_the_embedded_engine(query, apple_store):
    missing = [p for p in query.params if p not in SAMPLES]
    assert not missing, f"{query.path}: add sample values for {missing}"
    params = {p: SAMPLES[p] for p in query.params}
    if query.mode == "write":
        params.update({k: v for k, v in WRITE_OVERRIDES.items() if k in params})
    rows = apple_store.run(query.name, params)
    assert isinstance(rows, list)
    for row in rows:
        assert tuple(row) == query.returns, f"{query.path}: columns {tuple(row)} != declared {query.returns}"
