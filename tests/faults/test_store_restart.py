"""The graph server killed under the API and under an ingest: clients get 503 with Retry-After (never a 500 or
a hang) until it is back, and what the restarted server holds is consistent."""

from __future__ import annotations

import random
import signal
import threading
import time
from collections import Counter

import httpx

from auditgraph.api.app import create_app
from auditgraph.cypher.context import open_graph
from auditgraph.store.embedded import EmbeddedServer
from tests.conftest import filing_path
from tests.e2e.live_server import serve_in_thread
from tests.faults.conftest import BASE_FOLDER
from tests.faults.killing import run_cli_forked
from tests.faults.test_kill_ingest import assert_consistent, reference_counts

STORE_KILL_POINTS = 20


def _kill_server(settings) -> None:
    import os

    os.kill(int((settings.data_dir / "falkordb.pid").read_text()), signal.SIGKILL)


def test_api_clients_during_a_store_restart_get_503_with_retry_after_never_500_or_a_hang(
    fault_settings, fault_store, base_filing
):
    statuses: Counter = Counter()
    problems: list = []
    stop = threading.Event()
    key = next(r["key"] for r in base_filing.fact_rows if r["concept"] == "us-gaap:Revenues")
    calls = [
        ("GET", "/filings", None),
        ("GET", f"/graph/neighbourhood?node={key}&hops=2", None),
        ("POST", "/tools/get_fact", {"accession": base_filing.accession, "concept": "us-gaap:Revenues"}),
        ("POST", "/cypher", {"query": "MATCH (f:Fact) RETURN count(f) AS n"}),
    ]
    with serve_in_thread(
        create_app(fault_settings.model_copy(update={"neighbourhood_cache_size": 0}), store=fault_store)
    ) as url:

        def client(i: int) -> None:
            with httpx.Client(base_url=url, timeout=10) as c:
                n = 0
                while not stop.is_set():
                    method, path, body = calls[(i + n) % len(calls)]
                    n += 1
                    t0 = time.monotonic()
                    try:
                        r = c.request(method, path, json=body)
                    except httpx.TimeoutException:
                        problems.append(f"{path}: hung for 10 s")
                        continue
                    took = time.monotonic() - t0
                    statuses[r.status_code] += 1
                    if r.status_code == 503 and r.headers.get("retry-after") != "5":
                        problems.append(f"{path}: 503 without Retry-After")
                    if r.status_code not in (200, 503) or took > 5:
                        problems.append(f"{path}: {r.status_code} after {took:.1f}s: {r.text[:200]}")

        threads = [threading.Thread(target=client, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        time.sleep(0.5)
        _kill_server(fault_settings)
        time.sleep(1.5)  # clients keep asking while nothing listens
        EmbeddedServer(fault_settings.data_dir).ensure_running()  # the restart (loads the last snapshot)
        time.sleep(1.5)
        stop.set()
        for t in threads:
            t.join(30)
        with httpx.Client(base_url=url, timeout=10) as c:
            assert c.get("/filings").status_code == 200  # served again without restarting the API
    assert problems == [], problems[:10]
    # The API now starts the embedded server again by itself and asks a read again (issue #28 item 9), so the kill
    # may cost no 503 at all; a write caught by it would still be a 503 with Retry-After, never a 500.
    assert statuses[200] > 0, statuses


def test_store_sigkill_at_20_seeded_points_of_an_ingest_leaves_the_restarted_graph_consistent(
    fault_settings, base_filing
):
    accession = "STOREKILL-NFLX-10Q-2010"
    args = ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", accession, "--cik", base_filing.cik]
    env = {"AUDITGRAPH_BATCH_SIZE": "40"}
    store = open_graph(fault_settings)
    reference = reference_counts(store, base_filing.accession)
    store.close()
    points = sorted(random.Random(1414).sample(range(2, 48), STORE_KILL_POINTS))
    outcomes = []
    for point in points:
        run = run_cli_forked(fault_settings, args, kill_store_at=point, **env)
        assert run.status == 3, (point, run.status, run.stderr)  # exit 3: store unavailable, said on stderr
        assert "error:" in run.stderr and "FalkorDB" in run.stderr, run.stderr
        store = open_graph(fault_settings)  # restarts the server from its last snapshot
        try:
            outcomes.append(assert_consistent(store, reference).get(accession, "absent"))
            assert reference_counts(store, base_filing.accession) == reference
        finally:
            store.close()
    final = run_cli_forked(fault_settings, args, **env)
    assert final.status == 0, final.stderr
    store = open_graph(fault_settings)
    try:
        assert assert_consistent(store, reference)[accession] == "complete"
    finally:
        store.close()
    print(f"{STORE_KILL_POINTS} store SIGKILLs: restarted graph held {Counter(outcomes)} for the victim filing")
