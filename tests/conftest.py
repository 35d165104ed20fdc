"""Shared fixtures: real data from ../shared/data and a real embedded graph (or Neo4j when configured)."""

from __future__ import annotations

import csv
import os
import tempfile
from pathlib import Path

import pytest

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.settings import Settings
from auditgraph.store import open_store

REPO = Path(__file__).resolve().parents[1]
# CLI subprocesses of the suite do not embed concepts at ingest (minutes on two cores): the search tests build
# their index on purpose (tests/e2e/test_search_cli.py turns it back on; the `concept_index` fixture).
os.environ.setdefault("AUDITGRAPH_SEARCH_INDEX", "0")
# The suite's embedded servers stop with their last client (the idle reaper has tests of its own), and a command a
# test runs without naming a data folder never lands in the user's own graph (~/.local/share/auditgraph).
os.environ.setdefault("AUDITGRAPH_EMBEDDED_IDLE_S", "0")
os.environ.setdefault("AUDITGRAPH_DATA_DIR", tempfile.mkdtemp(prefix="auditgraph-tests-"))
SHARED = Path(os.environ.get("AUDITGRAPH_SHARED_DATA", REPO.parent / "shared" / "data")).resolve()
FILINGS_DIR = SHARED / "filings"


def filing_index() -> dict[str, dict[str, str]]:
    """INDEX.csv rows by folder (accession/cik may be empty there)."""
    with open(FILINGS_DIR / "INDEX.csv", newline="") as fh:
        return {row["folder"]: row for row in csv.DictReader(fh)}


def filing_path(folder: str) -> Path:
    return FILINGS_DIR / folder


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not (SHARED / "filings" / "INDEX.csv").exists():
        pytest.skip(f"shared data not found at {SHARED} (set AUDITGRAPH_SHARED_DATA)")
    return SHARED


def make_settings(data_dir: Path, graph_name: str = "auditgraph_test") -> Settings:
    return Settings(
        data_dir=data_dir,
        graph_name=graph_name,
        shared_data=SHARED,
        llm_api_key=None,
        llm_base_url=None,
        runs_dir=data_dir / "runs",
        llm_cache_dir=data_dir / "llm-cache",
    )


@pytest.fixture(scope="session")
def registry() -> QueryRegistry:
    return QueryRegistry.load()


@pytest.fixture(scope="session")
def session_settings(tmp_path_factory) -> Settings:
    return make_settings(tmp_path_factory.mktemp("graph"))


@pytest.fixture(scope="session")
def store(session_settings, registry):
    """One real graph for the session: embedded FalkorDB, or Neo4j if AUDITGRAPH_NEO4J_URI is set."""
    s = open_store(session_settings, registry)
    if s.backend == "neo4j" and os.environ.get("AUDITGRAPH_TEST_CLEAR_NEO4J") != "1":
        s.close()
        pytest.exit(
            "the test suite deletes every node of the Neo4j database it runs against; point "
            "AUDITGRAPH_NEO4J_URI at a disposable database and set AUDITGRAPH_TEST_CLEAR_NEO4J=1",
            returncode=2,
        )
    s.clear()
    s.schema()
    yield s
    s.close()


@pytest.fixture(scope="session")
def loaded(store, shared_data):
    """The US-GAAP 2024 taxonomy and every shared filing, loaded once. Returns {folder: accession}."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

    load_taxonomy(store, parse_taxonomy(shared_data / "us-gaap-2024"), show_progress=False)
    out = {}
    for folder, row in sorted(filing_index().items()):
        parsed = parse_filing(filing_path(folder), accession=row["accession"] or None, cik=row["cik"] or None)
        load_filing(store, parsed, show_progress=False)
        out[folder] = parsed.accession
    return out


@pytest.fixture
def seed(store):
    """Load seeded or synthetic filings for one test and unload them afterwards (seeded copies keep the real
    company's CIK: they must never join that company's history). Call ``seed(folder, accession)``."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing, unload_filing

    loaded_here: list[str] = []

    def _load(folder, accession):
        load_filing(store, parse_filing(folder, accession=accession), show_progress=False)
        loaded_here.append(accession)
        return accession

    yield _load
    for acc in loaded_here:
        unload_filing(store, acc)


@pytest.fixture(scope="session")
def concept_index(store, loaded):
    """The search index over the concepts the two Apple filings report, embedded once for the session.

    Only these ~600 concepts are embedded (the whole taxonomy takes minutes on two shared cores); searches with
    ``accession`` + ``reported_only`` on an Apple filing rank exactly this set, so they run the real path."""
    from auditgraph.retrieval import update_index

    apple = [loaded["aapl-10k-2023"], loaded["aapl-10q-2023"]]
    reported = {
        r["qname"] for acc in apple for r in store.run("retrieval.filing_concepts", {"accession": acc}) if r["reported"]
    }
    return update_index(store, concepts=reported, show_progress=False)


@pytest.fixture(scope="module")
def apple_alone(tmp_path_factory, registry):
    """A graph of its own per test module holding only Apple's 10-K 2023 (no taxonomy): (settings, store)."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    settings = make_settings(tmp_path_factory.mktemp("apple"))
    s = open_store(settings, registry)
    load_filing(
        s,
        parse_filing(filing_path("aapl-10k-2023"), accession="0000320193-23-000106", cik="320193"),
        show_progress=False,
    )
    yield settings, s
    s.close()


def child_pids(pid: int) -> list[int]:
    """The process ids of a process's direct children (Linux /proc; the tests that kill or count processes)."""
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.parent.name))
    return out


def _parse_readers() -> list:
    """The pure Python readers (linkbase events, instance facts), and the compiled ones when the install built them
    (setup.py)."""
    from auditgraph.ingest import linkbase_events

    readers = [pytest.param((linkbase_events, None), id="python")]
    try:
        from auditgraph.ingest import _instance_facts, _linkbase_events_c  # type: ignore[attr-defined]
    except ImportError:
        return readers
    return readers + [pytest.param((_linkbase_events_c, _instance_facts), id="compiled")]


@pytest.fixture(params=_parse_readers())
def parse_readers(request):
    """Runs a test once with each set of readers: the Python code as written (ingest.linkbase_events, and
    ingest.instance), and the compiled builds (their Cython build, ingest/_instance_facts.pyx)."""
    from auditgraph.ingest.readers import readers

    with readers(*request.param):
        yield request.param
