"""A graph server that hangs (alive, holding its socket, never answering) gives the caller a clear
StoreUnavailable once the query's own time limit and the client's grace have passed, never a wait for ever.
The hang is real: the embedded server process is stopped with SIGSTOP."""

from __future__ import annotations

import os
import signal
import time

import pytest

from auditgraph.errors import StoreUnavailable
from auditgraph.store import falkor as falkor_module
from auditgraph.store import open_store
from tests.conftest import make_settings


def test_a_stopped_server_is_reported_unavailable_after_the_time_limit_and_grace(tmp_path, registry, monkeypatch):
    monkeypatch.setattr(falkor_module, "ANSWER_GRACE_S", 1.0)
    settings = make_settings(tmp_path / "g", graph_name="hung").model_copy(update={"query_timeout_s": 1.0})
    store = open_store(settings, registry)
    if store.backend != "falkordb" or store.server is None:
        store.close()
        pytest.skip("the embedded server's process")
    pid = int(store.server.pidfile.read_text())
    assert store.run_read_only_text("RETURN 41 + 1 AS n", {}, 1.0, 10) == [{"n": 42}]
    os.kill(pid, signal.SIGSTOP)
    try:
        t0 = time.monotonic()
        with pytest.raises(StoreUnavailable, match=r"did not answer cypher within 2 s"):
            store.run_read_only_text("RETURN 1 AS n", {}, 1.0, 10)
        took = time.monotonic() - t0
    finally:
        os.kill(pid, signal.SIGCONT)
    assert 1.5 <= took < 10, took  # the 1 s limit plus the 1 s grace, not for ever
    # The server answers again once it runs again; a new connection is served.
    assert store.run_read_only_text("RETURN 2 AS n", {}, 1.0, 10) == [{"n": 2}]
    store.close()


def test_a_server_that_hangs_on_its_index_statements_is_restarted_and_the_indexes_made(tmp_path, registry, monkeypatch):
    """FalkorDB can deadlock building a fresh graph's indexes (seen once in CI: CREATE INDEX never answered). The
    store stops the hung embedded server, starts it again from its log, and the graph it holds is intact."""
    settings = make_settings(tmp_path / "g", graph_name="hung_schema")
    store = open_store(settings, registry)
    if store.backend != "falkordb" or store.server is None:
        store.close()
        pytest.skip("the embedded server's process")
    store.graph.query("CREATE (:Probe {key: 'kept'})")
    indexes = store.graph.ro_query("CALL db.indexes() YIELD label RETURN count(*)").result_set[0][0]
    old_pid = int(store.server.pidfile.read_text())
    monkeypatch.setattr(falkor_module, "SCHEMA_TIMEOUT_S", 1.0)
    os.kill(old_pid, signal.SIGSTOP)  # alive, holding its socket, answering nothing
    try:
        t0 = time.monotonic()
        assert store.schema() == []  # every index was there: none to create on the restarted server
        took = time.monotonic() - t0
    finally:
        try:
            os.kill(old_pid, signal.SIGCONT)
        except ProcessLookupError:
            pass
    new_pid = int(store.server.pidfile.read_text())
    assert new_pid != old_pid and took < 30, (old_pid, new_pid, took)
    with pytest.raises(ProcessLookupError):
        os.kill(old_pid, 0)
    assert store.graph.ro_query("MATCH (p:Probe) RETURN p.key").result_set == [["kept"]]
    assert store.graph.ro_query("CALL db.indexes() YIELD label RETURN count(*)").result_set[0][0] == indexes
    store.close()
