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
