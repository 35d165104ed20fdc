"""A full disk under the graph's data folder (during an ingest and during a snapshot) and under auditgraph's own
writes (the ingest lock, the fetch cache, an export).

The disk is a real one: a small tmpfs mounted for the test (root only; CI runs as root), filled with a file of
zeros to leave a chosen number of bytes. What the embedded server really does on it (Redis 8.2 + FalkorDB 4.16,
`appendfsync always`): a write whose append-only-file record does not fit is a short write; Redis cuts the
partial record off, logs "Can't recover from AOF write error when the AOF fsync policy is 'always'. Exiting..."
and exits without answering, so the write is neither acknowledged nor on disk. A background rewrite (the
snapshot) that does not fit fails in its child ("Write error writing append only file on disk: No space left on
device"); the server keeps running on its previous base and log.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
from pathlib import Path

import httpx
import pytest

from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings
from tests.faults.conftest import BASE_FOLDER, run_cli_here
from tests.faults.killing import run_cli_forked
from tests.faults.test_kill_ingest import assert_consistent, reference_counts

CUT_FRACTIONS = (0.0, 0.05, 0.4, 0.8)  # how much of one filing's log still fits on the disk at each injected fault


def _mount_tmpfs(path: Path, options: str) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(path)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(
            f"cannot mount a small tmpfs to fill up ({r.stderr.strip() or r.returncode}); this needs root, as CI has"
        )
    return path


def _unmount(path: Path) -> None:
    pidfile = path / "falkordb.pid"
    if pidfile.exists():  # a server this test started on the disk: stop it before the disk goes
        try:
            os.kill(int(pidfile.read_text()), signal.SIGKILL)
        except (ProcessLookupError, ValueError):
            pass
    for args in (["umount", str(path)], ["umount", "-l", str(path)]):
        if subprocess.run(args, capture_output=True).returncode == 0:
            return


@pytest.fixture
def small_disk(tmp_path):
    """A 32 MB disk: room for the server and a few filings, then a filler file takes what a test says."""
    disk = _mount_tmpfs(tmp_path / "disk", "size=32m")
    yield disk
    _unmount(disk)


def _free(path: Path) -> int:
    st = os.statvfs(path)
    return st.f_bavail * st.f_frsize


def _fill(disk: Path, leave: int) -> Path:
    """Take all but ``leave`` bytes of the disk with one file (tmpfs allocates in 4 KB pages)."""
    filler = disk / "filler"
    filler.unlink(missing_ok=True)
    size = _free(disk) - leave
    with open(filler, "wb") as fh:
        os.posix_fallocate(fh.fileno(), 0, max(size, 4096))
    return filler


def _log_bytes(data_dir: Path) -> int:
    return sum(p.stat().st_size for p in (data_dir / "appendonlydir").iterdir())


def _one_line_reason(stderr: str) -> str:
    assert "Traceback" not in stderr, stderr
    return next(line for line in stderr.splitlines() if line.strip())


def _data_settings(disk: Path, name: str):
    # The data folder is the mount itself, so the forked CLI's report files (in its parent) stay on the real disk.
    return make_settings(disk, graph_name=name)


def test_a_full_disk_during_ingest_exits_3_naming_the_data_folder_and_the_next_ingest_recovers(small_disk, registry):
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from tests.conftest import filing_index

    settings = _data_settings(small_disk, "auditgraph_full_ingest")
    row = filing_index()[BASE_FOLDER]
    store = open_store(settings, registry)
    store.schema()
    before = _log_bytes(small_disk)
    load_filing(
        store, parse_filing(filing_path(BASE_FOLDER), accession="FULL-BASE", cik=row["cik"]), show_progress=False
    )
    per_filing = _log_bytes(small_disk) - before  # what one load of this filing adds to the append-only file
    reference = reference_counts(store, "FULL-BASE")
    store.close()
    victim = "FULL-VICTIM"
    args = ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", victim, "--cik", row["cik"]]
    outcomes = []
    for fraction in CUT_FRACTIONS:
        filler = _fill(small_disk, int(per_filing * fraction))
        run = run_cli_forked(settings, args)
        reason = _one_line_reason(run.stderr)
        assert run.status == 3, (fraction, run.status, run.stderr)
        assert reason.startswith(f"error: {small_disk}: the disk is full"), reason
        filler.unlink()  # space is freed; the next command starts the server again from its log
        store = open_store(settings, registry)
        statuses = assert_consistent(store, reference)  # the earlier filing whole; the cut one invisible
        assert statuses["FULL-BASE"] == "complete" and statuses.get(victim, "absent") != "complete", statuses
        outcomes.append((fraction, statuses.get(victim, "absent"), reason.split(" while ")[1][:60]))
        store.close()
    final = run_cli_forked(settings, args)
    assert final.status == 0, final.stderr
    store = open_store(settings, registry)
    try:
        statuses = assert_consistent(store, reference)
        assert statuses == {"FULL-BASE": "complete", victim: "complete"}, statuses
    finally:
        store.close()
    print(
        f"full disk at {len(CUT_FRACTIONS)} points of a {per_filing}-byte filing log: victim left {outcomes}; "
        f"last reason: {reason}"
    )


def _files(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_a_full_disk_during_a_snapshot_keeps_the_previous_files_and_says_so(small_disk, registry):
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from tests.conftest import filing_index

    settings = _data_settings(small_disk, "auditgraph_full_snapshot")
    row = filing_index()[BASE_FOLDER]
    store = open_store(settings, registry)
    store.schema()
    load_filing(
        store, parse_filing(filing_path(BASE_FOLDER), accession="SNAP-BASE", cik=row["cik"]), show_progress=False
    )
    reference = reference_counts(store, "SNAP-BASE")
    counts = store.label_counts()
    store.close()
    assert run_cli_here(settings, ["db", "start"]).code == 0
    try:
        aof = small_disk / "appendonlydir"
        before = _files(aof)
        filler = _fill(small_disk, 8 * 1024)  # far less than the snapshot of one filing
        snap = run_cli_here(settings, ["db", "snapshot"])
        reason = _one_line_reason(snap.stderr)
        assert snap.code == 3, snap
        assert (
            "the disk is full" in reason and "writing a snapshot" in reason and "No space left on device" in reason
        ), reason
        assert "previous snapshot and log are intact" in reason, reason
        after = _files(aof)
        assert {k: after[k] for k in before if k != "appendonly.aof.manifest"} == {
            k: v for k, v in before.items() if k != "appendonly.aof.manifest"
        }, (before, after)
        status = run_cli_here(settings, ["db", "status", "--json"])
        assert status.code == 0 and "the last snapshot to" in status.stderr and "failed" in status.stderr, status
        filler.unlink()
        again = run_cli_here(settings, ["db", "snapshot"])
        assert again.code == 0 and "snapshot written" in again.stdout, again
        status = run_cli_here(settings, ["db", "status"])
        assert status.code == 0 and "warning" not in status.stderr, status
    finally:
        run_cli_here(settings, ["db", "stop", "--force"])
    store = open_store(settings, registry)  # a start from the new snapshot
    try:
        assert store.label_counts() == counts
        assert assert_consistent(store, reference) == {"SNAP-BASE": "complete"}
    finally:
        store.close()


def test_no_inode_left_for_the_ingest_lock_exits_3_naming_it(tmp_path, registry):
    disk = _mount_tmpfs(tmp_path / "inodes", "size=32m,nr_inodes=64")
    try:
        settings = _data_settings(disk, "auditgraph_full_inodes")
        store = open_store(settings, registry)
        store.schema()
        fillers = []
        try:
            while True:
                path = disk / f"empty-{len(fillers)}"
                path.touch()
                fillers.append(path)
        except OSError as exc:
            assert exc.errno == 28, exc  # ENOSPC: the disk's inode table is full
        args = ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", "LOCK-NFLX", "--cik", "1065280"]
        run = run_cli_forked(settings, args)
        reason = _one_line_reason(run.stderr)
        assert run.status == 3, run
        assert reason.startswith(f"error: {disk / 'ingest.lock'}: the disk is full") and "ingest lock" in reason, reason
        for p in fillers:
            p.unlink()
        assert run_cli_forked(settings, args).status == 0
        assert assert_consistent(store, reference_counts(store, "LOCK-NFLX")) == {"LOCK-NFLX": "complete"}
        store.close()
    finally:
        _unmount(disk)


def test_an_export_onto_a_full_disk_exits_3_naming_the_file(tmp_path, fault_settings, fault_store, base_filing):
    disk = _mount_tmpfs(tmp_path / "export", "size=64k")
    try:
        run = run_cli_here(fault_settings, ["export", "neo4j-import", str(disk / "out")])
        reason = _one_line_reason(run.stderr)
        assert run.code == 3, run
        assert reason.startswith(f"error: {disk / 'out'}/") and ".csv: the disk is full" in reason, reason
        assert "writing the Neo4j import files" in reason, reason
    finally:
        _unmount(disk)


def test_a_download_onto_a_full_cache_names_the_cache_file_and_the_next_fetch_completes(tmp_path):
    from auditgraph.errors import DiskFull
    from auditgraph.ingest.fetch import PoliteClient

    body = os.urandom(512 * 1024)
    transport = httpx.MockTransport(lambda request: httpx.Response(200, content=body))
    disk = _mount_tmpfs(tmp_path / "cache", "size=128k")
    try:
        client = PoliteClient("Fault Test faults@example.com", disk, retries=0, transport=transport)
        url = "https://www.sec.gov/Archives/edgar/data/1/big.zip"
        with pytest.raises(DiskFull) as refused:
            client.fetch(url)
        message = refused.value.message
        assert message.startswith(str(disk)) and ".partial" in message and "the disk is full" in message, message
        assert f"caching {url}" in message, message
        subprocess.run(["mount", "-o", "remount,size=2m", str(disk)], check=True)  # space is freed
        fetched = client.fetch(url)
        assert fetched.path.read_bytes() == body and fetched.sha256 == hashlib.sha256(body).hexdigest()
    finally:
        _unmount(disk)
