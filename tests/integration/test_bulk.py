"""Bulk paths: parse workers with one writer give the same graph as loading one by one; parallel checks give
the same report; data-set submissions appear only once their facts are written."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from auditgraph.ingest.bulk import load_dataset_parallel, load_filings
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import load_dataset, read_dataset, submission_chunks
from auditgraph.ingest.loader import load_filing
from auditgraph.rules.bulk import check_filings
from auditgraph.rules.engine import RULES
from auditgraph.rules.report import to_json
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings

pytestmark = pytest.mark.skipif(bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="embedded graphs of their own")

FOLDERS = ("aapl-10q-2023", "nflx-10q-2010", "aeon-10q-2023")


def _snapshot(store) -> list[tuple]:
    rows, after = [], -1
    while page := store.run("export.nodes", {"after": after, "limit": 5000}):
        rows += [(tuple(sorted(r["labels"])), tuple(sorted((k, repr(v)) for k, v in r["props"].items()))) for r in page]
        after = page[-1]["id"]
    return sorted(rows)


@pytest.fixture(scope="module")
def graphs(tmp_path_factory, registry, shared_data):
    settings = make_settings(tmp_path_factory.mktemp("bulk"), graph_name="bulk_parallel")
    parallel = open_store(settings, registry)
    serial = open_store(settings.model_copy(update={"graph_name": "bulk_serial"}), registry)
    yield settings, parallel, serial
    serial.close()
    parallel.close()


def test_parse_workers_with_one_writer_load_the_same_graph_as_one_by_one(graphs):
    settings, parallel, serial = graphs
    outcomes = load_filings(parallel, [filing_path(f) for f in FOLDERS], workers=2)
    assert [o.error for o in outcomes] == [None, None, None]
    assert [o.report.status for o in outcomes] == ["loaded"] * 3
    for f in FOLDERS:
        load_filing(serial, parse_filing(filing_path(f)), show_progress=False)
    assert [o.report.accession for o in outcomes] == [parse_filing(filing_path(f)).accession for f in FOLDERS]
    assert parallel.label_counts() == serial.label_counts()
    assert parallel.relationship_counts() == serial.relationship_counts()
    assert _snapshot(parallel) == _snapshot(serial)


def test_check_all_with_workers_reports_exactly_what_one_process_does(graphs):
    settings, parallel, _ = graphs
    accessions = sorted(r["accession"] for r in parallel.run("admin.filings") if r["status"] == "complete")
    assert len(accessions) == 3
    one = check_filings(parallel, settings, accessions, write=False, workers=1)
    two = check_filings(parallel, settings, accessions, write=False, workers=2)
    assert to_json(one) == to_json(two) and len(one) == 3 * len(RULES)  # every rule set on each of three filings


def test_a_filing_that_cannot_be_parsed_is_reported_and_the_others_load(graphs, tmp_path):
    _, parallel, _ = graphs
    bad = tmp_path / "empty.xml"
    bad.write_bytes(b"")
    outcomes = load_filings(parallel, [bad, filing_path("nflx-10q-2010")], workers=2)
    assert outcomes[0].error and outcomes[0].report is None
    assert outcomes[1].error is None and outcomes[1].report.status == "unchanged"


def test_cli_ingests_several_filings_and_refuses_an_accession_for_many(graphs):
    settings, _, _ = graphs
    env = {**os.environ, "AUDITGRAPH_DATA_DIR": str(settings.data_dir), "AUDITGRAPH_GRAPH_NAME": "bulk_cli"}
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    paths = [str(filing_path(f)) for f in FOLDERS[:2]]
    res = subprocess.run(
        [sys.executable, "-m", "auditgraph", "ingest", "filing", *paths, "--workers", "2"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert res.returncode == 0, res.stderr
    assert "2 of 2 filings loaded" in res.stdout
    res = subprocess.run(
        [sys.executable, "-m", "auditgraph", "ingest", "filing", *paths, "--accession", "X"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 2 and "one PATH" in res.stderr


def test_data_set_groups_load_in_parallel_the_same_as_serially_and_complete_with_their_fact_counts(
    tmp_path, registry, shared_data
):
    ds = read_dataset(shared_data / "fsds" / "apple-10k-2024")
    assert len(submission_chunks(ds, 1)) == len(ds.sub) == 1
    settings = make_settings(tmp_path / "g", graph_name="fsds_parallel")
    a = open_store(settings, registry)
    b = open_store(settings.model_copy(update={"graph_name": "fsds_serial"}), registry)
    try:
        rep = load_dataset_parallel(a, ds, workers=2, per_chunk=1)
        assert rep == load_dataset(b, ds) == {"filings": 1, "facts": len(ds.num)}
        assert _snapshot(a) == _snapshot(b)
        # Again: the submission has its facts now, so the workers' encoded rows go the merge path; nothing changes.
        assert load_dataset_parallel(a, ds, workers=2, per_chunk=1) == rep
        graph = lambda store: [n for n in _snapshot(store) if n[0] != ("Meta",)]  # the revision stamp moves on
        assert graph(a) == graph(b)
        filing = {r["accession"]: r for r in a.run("admin.filings")}["0000320193-24-000123"]
        assert filing["status"] == "complete" and filing["facts"] == len(ds.num) == 414  # num.txt rows with a value
    finally:
        b.close()
        a.close()
