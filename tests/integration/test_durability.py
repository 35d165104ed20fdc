"""Durability of the embedded store: the append-only file, crashes mid-ingest and mid-snapshot, migration.

The store process itself is SIGKILLed (not the client): whatever the server acknowledged must come back
after a restart, a filing whose ingest was cut short must come back invisible ('loading'), and a completed
filing must come back whole (its fact count equal to its parse).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from auditgraph.errors import StoreUnavailable
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.store import open_store
from auditgraph.store.embedded import AOF_DIR, RDB_FILE, _binaries, _client, server_args
from tests.conftest import child_pids, filing_path, make_settings

pytestmark = pytest.mark.skipif(bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="embedded-engine specifics")


def _kill_server(store) -> None:
    """SIGKILL the store process (and a snapshot child it may have forked)."""
    pid = int(store.server.pidfile.read_text().strip())
    kids = child_pids(pid)
    os.kill(pid, signal.SIGKILL)
    for k in kids:
        try:
            os.kill(k, signal.SIGKILL)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and Path(f"/proc/{pid}").exists():
        time.sleep(0.02)


def _complete(store) -> dict[str, int]:
    return {r["accession"]: r["facts"] for r in store.run("admin.filings") if r["status"] == "complete"}


def test_store_killed_mid_ingest_keeps_completed_filings_and_hides_the_partial_one(tmp_path, registry, shared_data):
    settings = make_settings(tmp_path / "g")
    small = parse_filing(filing_path("nflx-10q-2010"), accession="DUR-DONE-1")
    store = open_store(settings, registry)
    try:
        load_filing(store, small)
        env = {
            **os.environ,
            "AUDITGRAPH_DATA_DIR": str(settings.data_dir),
            "AUDITGRAPH_GRAPH_NAME": settings.graph_name,
            "AUDITGRAPH_TEST_PAUSE_BEFORE_COMPLETE": "1",
        }
        env.pop("AUDITGRAPH_NEO4J_URI", None)
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "auditgraph",
                "ingest",
                "filing",
                str(filing_path("nflx-10k-2023")),
                "--accession",
                "DUR-PARTIAL-1",
            ],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            deadline = time.monotonic() + 90
            line = proc.stderr.readline()
            while "paused after" not in line and time.monotonic() < deadline:
                line = proc.stderr.readline()
            assert "paused after" in line  # every fact of the second filing is written, 'complete' is not
            _kill_server(store)
        finally:
            proc.kill()
            proc.wait(timeout=30)
    finally:
        store.close()
    store = open_store(settings, registry)  # restarts the server, which replays its append-only file
    try:
        assert _complete(store) == {"DUR-DONE-1": len(small.fact_rows)}
        assert store.run("admin.filing_counts", {"accession": "DUR-DONE-1"})[0]["facts"] == len(small.fact_rows)
        assert store.run("ingest.filing_status", {"accession": "DUR-PARTIAL-1"})[0]["status"] == "loading"
        # the partial one is redone in full by the next run
        full = parse_filing(filing_path("nflx-10k-2023"), accession="DUR-PARTIAL-1")
        assert load_filing(store, full).status == "loaded"
        assert _complete(store)["DUR-PARTIAL-1"] == len(full.fact_rows)
    finally:
        store.close()


def test_store_killed_mid_snapshot_loses_no_completed_filing(tmp_path, registry, shared_data):
    settings = make_settings(tmp_path / "g")
    first = parse_filing(filing_path("nflx-10q-2010"), accession="SNAP-1")
    second = parse_filing(filing_path("aeon-10q-2023"), accession="SNAP-2")
    store = open_store(settings, registry)
    try:
        load_filing(store, first)
        conn = _client(store.server.socket_path, 10)
        try:
            # The AOF's background rewrite is the embedded store's only snapshot. Slow its child down (a test
            # knob of Redis: microseconds per key) so that the kill lands while it runs.
            conn.config_set("rdb-key-save-delay", 30_000_000)
            conn.execute_command("BGREWRITEAOF")
            deadline = time.monotonic() + 10
            while not conn.info("persistence")["aof_rewrite_in_progress"] and time.monotonic() < deadline:
                time.sleep(0.01)
            assert conn.info("persistence")["aof_rewrite_in_progress"] == 1
            load_filing(store, second)  # completes while the snapshot is still being written
            assert conn.info("persistence")["aof_rewrite_in_progress"] == 1
        finally:
            conn.close()
            _kill_server(store)
    finally:
        store.close()
    store = open_store(settings, registry)
    try:
        assert _complete(store) == {"SNAP-1": len(first.fact_rows), "SNAP-2": len(second.fact_rows)}
        assert store.run("admin.filing_counts", {"accession": "SNAP-2"})[0]["facts"] == len(second.fact_rows)
    finally:
        store.close()


def test_a_durability_failure_never_leaves_a_filing_marked_complete(tmp_path, registry, shared_data):
    store = open_store(make_settings(tmp_path / "g"), registry)
    parsed = parse_filing(filing_path("nflx-10q-2010"), accession="DUR-FAIL-1")
    calls = []

    def failing_checkpoint() -> None:  # the second durability point is the one after the complete mark
        calls.append(1)
        if len(calls) == 2:
            raise StoreUnavailable("Background save already in progress")

    try:
        store.checkpoint = failing_checkpoint
        with pytest.raises(StoreUnavailable, match="Background save"):
            load_filing(store, parsed)
        assert store.run("ingest.filing_status", {"accession": "DUR-FAIL-1"})[0]["status"] == "loading"
        assert "DUR-FAIL-1" not in _complete(store)
        del store.checkpoint
        assert load_filing(store, parsed).status == "loaded"
        assert _complete(store) == {"DUR-FAIL-1": len(parsed.fact_rows)}
    finally:
        store.close()


def test_a_snapshot_only_data_folder_is_switched_to_the_append_only_file_without_losing_data(tmp_path, registry):
    data = tmp_path / "old"
    data.mkdir()
    server, module = _binaries()
    sock = Path("/tmp") / f"ag-old-{os.getpid()}.sock"
    args = server_args(server, module, sock, data, data / "falkordb.pid", data / "falkordb.log", appendonly=False)
    subprocess.run(args, check=True, capture_output=True, timeout=30)
    deadline = time.monotonic() + 30
    while not sock.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    conn = _client(sock, 10)
    while True:
        try:
            conn.execute_command(
                "GRAPH.QUERY", "auditgraph_test", "CREATE (:Filing {accession: 'OLD-1', status: 'complete'})"
            )
            break
        except Exception:  # noqa: BLE001 - the server may still be loading
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
    import redis

    try:
        conn.execute_command("SHUTDOWN", "SAVE")  # what the previous version left behind: graph.rdb only
    except redis.exceptions.ConnectionError:
        pass  # the server closes the connection as it exits
    conn.close()
    while sock.exists() and time.monotonic() < deadline + 30:
        time.sleep(0.05)
    assert (data / RDB_FILE).exists() and not (data / AOF_DIR).exists()
    settings = make_settings(data)
    for _ in range(2):  # the first open migrates, the second reads the append-only file
        s = open_store(settings, registry)
        try:
            assert s.run("ingest.filing_status", {"accession": "OLD-1"})[0]["status"] == "complete"
            assert s.server.checkpoint() is None  # WAITAOF confirms: the AOF is on
        finally:
            s.close()
    assert (data / AOF_DIR).is_dir()


def _fsds_state(store) -> tuple[dict[str, tuple[int, int]], int]:
    """({complete filing: (its fact_count, facts in the graph)}, visible facts of filings that are not complete)."""
    complete = {
        r["a"]: (r["declared"], r["n"])
        for r in store.run_read_only_text(
            "MATCH (f:Filing {status: 'complete'}) OPTIONAL MATCH (x:Fact {filing: f.accession}) "
            "RETURN f.accession AS a, f.fact_count AS declared, count(x) AS n",
            {},
            60,
            10**6,
        )
    }
    stray = store.run_read_only_text(
        "MATCH (f:Filing) WHERE f.status <> 'complete' MATCH (x:Fact {filing: f.accession}) WHERE x.pending IS NULL "
        "RETURN count(x) AS n",
        {},
        60,
        1,
    )[0]["n"]
    return complete, stray


def test_store_killed_mid_data_set_load_shows_only_whole_filings_and_the_rerun_completes_them(
    tmp_path, registry, shared_data
):
    """The data-set bulk path creates each submission's facts and marks it complete in one statement: killed at any
    point, the graph holds whole filings (fact count = facts present) and no visible fact of an unfinished one."""
    from auditgraph.ingest.fsds import fsds_fact_groups, read_dataset

    quarter = shared_data / "fsds" / "2009q3.zip"
    settings = make_settings(tmp_path / "g")
    store = open_store(settings, registry)
    try:
        env = {
            **os.environ,
            "AUDITGRAPH_DATA_DIR": str(settings.data_dir),
            "AUDITGRAPH_GRAPH_NAME": settings.graph_name,
            "AUDITGRAPH_SEARCH_INDEX": "0",
        }
        env.pop("AUDITGRAPH_NEO4J_URI", None)
        proc = subprocess.Popen(
            [sys.executable, "-m", "auditgraph", "ingest", "fsds", str(quarter), "--workers", "2"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            deadline = time.monotonic() + 120
            while len(_complete(store)) < 60 and time.monotonic() < deadline and proc.poll() is None:
                time.sleep(0.05)
            assert proc.poll() is None, "the load finished before the kill: nothing was cut"
            _kill_server(store)  # mid-load: some submissions complete, the rest not yet written or half sent
        finally:
            proc.kill()
            proc.wait(timeout=30)
    finally:
        store.close()
    ds = read_dataset(quarter)
    expected = {g.filing: g.fact_count for g in fsds_fact_groups(ds)[1]}
    store = open_store(settings, registry)  # restarted from its append-only file
    try:
        complete, stray = _fsds_state(store)
        assert 60 <= len(complete) < len(ds.sub)
        assert all(declared == n == expected.get(acc, 0) for acc, (declared, n) in complete.items())
        assert stray == 0
        from auditgraph.ingest.bulk import load_dataset_parallel

        assert load_dataset_parallel(store, ds, workers=2) == {"filings": len(ds.sub), "facts": sum(expected.values())}
        complete, stray = _fsds_state(store)
        assert {acc: n for acc, (_, n) in complete.items() if n} == expected and stray == 0
    finally:
        store.close()
