"""`auditgraph serve --workers 2`: two uvicorn worker processes on one port and one embedded graph answer the
same requests with the same bytes, and an interrupt stops them and the graph server cleanly with nothing lost."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tests.conftest import SHARED, child_pids
from tests.e2e.test_cli import run

pytestmark = pytest.mark.skipif(bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="the embedded graph's server")


def _child_commands(pid: int) -> list[str]:
    """Command lines of a process's children."""
    out = []
    for child in child_pids(pid):
        try:
            out.append(Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode())
        except OSError:
            pass
    return out


def test_two_worker_processes_serve_one_graph_and_stop_with_it(tmp_path):
    d = tmp_path / "data"
    ingest = run(["ingest", "filing", str(SHARED / "filings" / "aapl-10q-2023")], d)
    assert ingest.returncode == 0, ingest.stderr
    acc = json.loads(run(["filings", "--json"], d).stdout)[0]["accession"]
    fact = f"{acc}:320193:us-gaap:Assets:20230701:USD"
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(d),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_SEARCH_INDEX": "0",
        "AUDITGRAPH_API_KEYS": json.dumps(["k"]),
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "auditgraph", "serve", "--workers", "2", "--port", str(port)],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None, proc.stderr.read()
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the server did not answer /health"
            time.sleep(0.2)
        assert sum("spawn_main" in c for c in _child_commands(proc.pid)) == 2

        def get(_: int) -> bytes:
            r = httpx.get(
                f"{base}/graph/neighbourhood",
                params={"node": fact, "hops": 2, "limit": 120},
                headers={"X-API-Key": "k"},
                timeout=60,
            )
            assert r.status_code == 200, r.text
            return r.content

        with ThreadPoolExecutor(8) as pool:
            answers = set(pool.map(get, range(24)))
        assert len(answers) == 1  # whichever worker answered, the same bytes
        body = json.loads(answers.pop())
        # Apple's total assets at 2023-07-01 as the 10-Q's instance reports them, and the concept it is a fact of.
        assert next(n for n in body["nodes"] if n["id"] == fact)["properties"]["value"] == 335_038_000_000
        assert any(
            e["type"] == "INSTANCE_OF" and e["source"] == fact and e["target"] == "us-gaap:Assets"
            for e in body["edges"]
        )
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    assert proc.returncode == 0, proc.stderr.read()
    servers = [
        c
        for c in subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout.splitlines()
        if "redis-server" in c and str(d) in c
    ]
    assert servers == []  # the last worker to close its connection stopped the graph server
    after = {f["accession"]: f for f in json.loads(run(["filings", "--json"], d).stdout)}
    assert after[acc]["facts"] == 765
