"""SIGKILL of the ingest process at 20 seeded points, two ingests at once, and the next command recovering.

After every kill: each filing the graph calls complete has exactly the reference counts (facts, contexts,
units, its own relationships), a filing that is not complete is invisible to the API's listing, and the
next `auditgraph ingest filing` finishes the job by itself.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys

from auditgraph.ingest.loader import unload_filing
from tests.conftest import filing_path
from tests.faults.conftest import BASE_FOLDER, cli_env
from tests.faults.killing import run_cli_forked

KILL_POINTS = 20
SEED = 14
VICTIM = "KILL-NFLX-10Q-2010"
SMALL_BATCHES = {"AUDITGRAPH_BATCH_SIZE": "40"}  # more, smaller writes: more places for a kill to land


def reference_counts(store, accession) -> dict:
    return store.run("admin.filing_counts", {"accession": accession})[0]


def assert_consistent(store, reference: dict) -> dict[str, str]:
    """Every complete filing whole, every other filing invisible. Returns {accession: status}."""
    listed = {r["accession"] for r in store.run("api.filings")}
    statuses = {}
    for row in store.run("admin.filings"):
        acc, status = row["accession"], row["status"]
        statuses[acc] = status
        if status == "complete":
            assert reference_counts(store, acc) == reference, (acc, reference_counts(store, acc))
            assert acc in listed
        else:
            assert status == "loading" and acc not in listed, (acc, status)
    return statuses


def test_sigkill_at_20_seeded_points_never_leaves_a_partial_filing_visible(fault_settings, fault_store, base_filing):
    reference = reference_counts(fault_store, base_filing.accession)
    args = ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", VICTIM, "--cik", base_filing.cik]
    calibration = run_cli_forked(fault_settings, args, **SMALL_BATCHES)
    assert calibration.status == 0, calibration.stderr
    total = calibration.queries
    assert total > 20, total
    points = sorted(random.Random(SEED).sample(range(1, total + 1), KILL_POINTS))
    outcomes = []
    for i, point in enumerate(points):
        if i % 2 == 0 or assert_consistent(fault_store, reference).get(VICTIM) == "complete":
            # Even runs start from nothing, so the point lands where calibration counted it; odd runs start from
            # the previous kill's leftovers, so the cleanup of a half-loaded filing is cut short too.
            unload_filing(fault_store, VICTIM)
        run = run_cli_forked(fault_settings, args, kill_self_at=point, **SMALL_BATCHES)
        assert run.status == -signal.SIGKILL, (point, run.status, run.stderr)
        outcomes.append(assert_consistent(fault_store, reference).get(VICTIM, "absent"))
    # The last query (after the filing is marked complete): the filing is whole and visible.
    unload_filing(fault_store, VICTIM)
    run = run_cli_forked(fault_settings, args, kill_self_at=total, **SMALL_BATCHES)
    assert run.status == -signal.SIGKILL
    assert assert_consistent(fault_store, reference)[VICTIM] == "complete"
    # The next command recovers on its own: a leftover `loading` filing is cleaned up and loaded in full.
    final = run_cli_forked(fault_settings, args, **SMALL_BATCHES)
    assert final.status == 0, final.stderr
    assert assert_consistent(fault_store, reference)[VICTIM] == "complete"
    assert {"absent", "loading"} & set(outcomes), outcomes  # the points really cut loads short
    print(
        f"{KILL_POINTS} SIGKILL points over {total} queries (seed {SEED}): {outcomes.count('loading')} left a "
        f"hidden 'loading' filing, {outcomes.count('complete')} a complete one, {outcomes.count('absent')} nothing"
    )


def test_three_ingests_into_one_data_folder_at_once_all_succeed(fault_settings, fault_store, base_filing):
    """Two of the same accession (the dangerous pair: without the data folder's ingest lock the second deletes
    the first's half-written facts and the first then marks a partial filing complete) and one other."""
    reference = reference_counts(fault_store, base_filing.accession)
    runs = [("TWICE-NFLX-10Q-2010", 2), ("OTHER-NFLX-10Q-2010", 1)]
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "auditgraph",
                "ingest",
                "filing",
                str(filing_path(BASE_FOLDER)),
                "--accession",
                acc,
                "--cik",
                base_filing.cik,
            ],
            env=cli_env(fault_settings),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for acc, n in runs
        for _ in range(n)
    ]
    results = [p.communicate(timeout=180) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], results
    twice = sorted(" ".join(out.split()) for out, _ in results[:2])
    assert "already loaded from the same content" in twice[0] and "loaded; 303 facts" in twice[1], twice
    statuses = assert_consistent(fault_store, reference)
    assert statuses["TWICE-NFLX-10Q-2010"] == statuses["OTHER-NFLX-10Q-2010"] == "complete"
