"""Commands share one embedding model held by the graph folder's embedding service: the same hits as the model in
the command's own process, one model load for many commands, and the service gone after its idle time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from auditgraph.retrieval.service import PID_NAME, socket_path, stop_service
from auditgraph.store.embedded import EmbeddedServer
from tests.conftest import REPO, SHARED

SAMPLE = REPO / "cli" / "sample" / "acme-10k"


def run(args, data: Path, idle: str):
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_SEARCH_INDEX": "1",
        "AUDITGRAPH_EMBEDDED_IDLE_S": idle,
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        cwd=data.parent,
    )


def test_search_through_the_embedding_service_matches_the_in_process_model(tmp_path):
    data = tmp_path / "graph"
    try:
        loaded = run(["ingest", "filing", str(SAMPLE)], data, idle="120")
        assert loaded.returncode == 0, loaded.stderr
        assert socket_path(data).exists() and (data / PID_NAME).exists(), (
            "ingest's index update did not use the service"
        )
        warm = [run(["search", q, "--json"], data, idle="120") for q in ("total assets", "revenue", "total assets")]
        assert all(p.returncode == 0 for p in warm), [p.stderr for p in warm]
        log = (data / "embedder.log").read_text()
        assert log.count("loaded; serving on") == 1, log  # one model load for the ingest and three searches
        # The same query with the model loaded in the command's own process (idle 0: no service) ranks the same, on
        # the same running graph (a restart rebuilds the vector index, whose neighbours are approximate).
        stop_service(data)
        cold = run(["search", "total assets", "--json"], data, idle="0")
        assert cold.returncode == 0, cold.stderr
        warm_hits = json.loads(warm[0].stdout)["items"]
        cold_hits = json.loads(cold.stdout)["items"]
        assert [h["qname"] for h in warm_hits] == [h["qname"] for h in cold_hits]
        assert [h["sources"] for h in warm_hits] == [h["sources"] for h in cold_hits]
        assert json.loads(warm[2].stdout) == json.loads(warm[0].stdout)  # the same question, the same answer
        assert not (data / PID_NAME).exists()
    finally:
        stop_service(data)
        EmbeddedServer(data).stop(force=True)


def test_the_embedding_service_exits_after_its_idle_time(tmp_path):
    data = tmp_path / "graph"
    try:
        assert run(["ingest", "filing", str(SAMPLE)], data, idle="4").returncode == 0
        deadline = time.monotonic() + 90
        while socket_path(data).exists() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not socket_path(data).exists(), "the service outlived its idle time"
        assert "stopped-idle" in (data / "embedder.log").read_text()
    finally:
        stop_service(data)
        EmbeddedServer(data).stop(force=True)
