"""The graph store interface on the real embedded engine: runs, batches, schema, restart, unreachable stores."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.errors import Forbidden, InputError, QueryError, StoreUnavailable
from auditgraph.settings import Settings
from auditgraph.store import open_store
from tests.conftest import make_settings

pytestmark = pytest.mark.skipif(bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="embedded-engine specifics")


def test_named_queries_batches_schema_and_health(tmp_path, registry):
    s = open_store(make_settings(tmp_path / "g"), registry)
    try:
        assert s.schema() == []  # open_store already created every index: a second call creates none
        rows = [{"accession": f"T-{i}", "sha256": "x"} for i in range(5)]
        for r in rows:
            s.run("ingest.begin_filing", r)
        assert [r["accession"] for r in s.run("admin.filings")] == [f"T-{i}" for i in range(5)]
        sent = s.run_batch(
            "ingest.merge_units",
            [
                {"key": f"k{i}", "id": f"u{i}", "measure": "USD", "numerators": ["iso4217:USD"], "denominators": []}
                for i in range(2500)
            ],
            extra={"accession": "T-0"},
            batch_size=1000,
        )
        assert sent == 2500
        assert {r["label"]: r["n"] for r in s.run("admin.counts")}["Unit"] == 2500
        health = s.health()
        assert health["ok"] and health["backend"] == "falkordb" and health["falkordb_module_version"]
        with pytest.raises(InputError, match="missing parameters"):
            s.run("admin.filings", {"x": 1})
        with pytest.raises(QueryError, match="no query named"):
            s.run("nope.nothing")
        with pytest.raises(Forbidden):
            s.run_read_only_text("CREATE (:Evil) RETURN 1", {}, 5, 10)
    finally:
        s.close()


def test_data_persists_across_a_restart_of_the_embedded_server(tmp_path, registry):
    settings = make_settings(tmp_path / "persist")
    s = open_store(settings, registry)
    s.run("ingest.begin_filing", {"accession": "KEEP-1", "sha256": "abc"})
    server = s.server
    s.close()
    assert not server.socket_path.exists(), "the last client closing stops the embedded server"
    s2 = open_store(settings, registry)
    try:
        assert s2.run("ingest.filing_status", {"accession": "KEEP-1"})[0]["sha256"] == "abc"
    finally:
        s2.close()


@pytest.mark.parametrize("uri", ["falkordb://127.0.0.1:1", "bolt://127.0.0.1:1"])
def test_an_unreachable_store_is_a_clear_error(uri):
    with pytest.raises(StoreUnavailable, match="cannot reach"):
        open_store(Settings(graph_uri=uri, neo4j_uri=None), QueryRegistry.load())


def test_cli_exits_non_zero_with_a_message_when_the_store_is_down(tmp_path):
    env = {**os.environ, "AUDITGRAPH_GRAPH_URI": "falkordb://127.0.0.1:1", "AUDITGRAPH_NEO4J_URI": ""}
    env.pop("AUDITGRAPH_NEO4J_URI")
    proc = subprocess.run(
        [sys.executable, "-m", "auditgraph", "db", "status"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert proc.returncode == 3
    assert "cannot reach FalkorDB at 127.0.0.1:1" in proc.stderr


def test_unknown_graph_uri_scheme_is_an_input_error():
    with pytest.raises(InputError, match="unsupported graph URI"):
        open_store(Settings(graph_uri="ftp://x", neo4j_uri=None), QueryRegistry.load())


def test_a_store_that_goes_down_mid_session_is_a_clear_error_not_a_hang(tmp_path, registry):
    import signal

    s = open_store(make_settings(tmp_path / "down"), registry)
    try:
        assert s.run("admin.counts") == []
        pid = int(s.server.pidfile.read_text().strip())
        os.kill(pid, signal.SIGKILL)
        with pytest.raises(StoreUnavailable, match="went away"):
            s.run("admin.counts")
    finally:
        s.close()
