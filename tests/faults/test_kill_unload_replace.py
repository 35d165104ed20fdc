"""SIGKILL at seeded points of `auditgraph unload`, `auditgraph ingest filing --replace` and `auditgraph check`
(issue #28, item 2).

What must hold after every kill, as for an interrupted ingest (test_kill_ingest.py): a filing the graph calls
complete has exactly its reference counts; any other filing is invisible; the next command (ingest again,
unload again) finishes the job by itself. For a rule run: the filing's visible findings are the whole earlier
set or the whole new one, never none or half.
"""

from __future__ import annotations

import random
import re
import signal

import pytest

from auditgraph.ingest.loader import unload_filing
from tests.faults.conftest import BASE_FOLDER, copy_filing
from tests.faults.killing import run_cli_forked

SEED = 28
KILL_POINTS = 8
VICTIM = "UNLOAD-NFLX-10Q-2010"
SMALL_BATCHES = {"AUDITGRAPH_BATCH_SIZE": "40"}
# Revenues of the quarter, made negative in the changed copy: different content (a replace has work to do) and
# a DQC.US.0015 finding (a rule run has findings to replace).
QUARTER_REVENUES = "423120000"


def counts(store, accession) -> dict:
    return store.run("admin.filing_counts", {"accession": accession})[0]


def visible_findings(store, accession) -> list[str]:
    return sorted(r["finding"]["id"] for r in store.run("api.filing_findings", {"accession": accession}))


def assert_consistent(store, reference: dict) -> str:
    """The victim is complete with the reference counts, or invisible, or absent. Returns its state."""
    listed = {r["accession"] for r in store.run("api.filings")}
    rows = [r for r in store.run("admin.filings") if r["accession"] == VICTIM]
    if not rows:
        assert VICTIM not in listed
        return "absent"
    status = rows[0]["status"]
    if status == "complete":
        assert counts(store, VICTIM) == reference, (status, counts(store, VICTIM), reference)
        assert VICTIM in listed
    else:
        assert VICTIM not in listed, status
    return status


@pytest.fixture(scope="module")
def changed_copy(tmp_path_factory):
    folder = copy_filing(BASE_FOLDER, tmp_path_factory.mktemp("changed") / BASE_FOLDER)
    instance = folder / "nflx-20100930.xml"
    text = instance.read_text(encoding="utf-8")
    changed, n = re.subn(r"(<us-gaap:Revenues [^>]*>)" + QUARTER_REVENUES + "<", r"\1-" + QUARTER_REVENUES + "<", text)
    assert n == 1
    instance.write_text(changed, encoding="utf-8")
    return folder


def _ingest(folder, cik, *extra) -> list[str]:
    return ["ingest", "filing", str(folder), "--accession", VICTIM, "--cik", cik, *extra]


def _points(total: int, seed_offset: int) -> list[int]:
    return sorted(random.Random(SEED + seed_offset).sample(range(1, total + 1), min(KILL_POINTS, total)))


def test_sigkill_during_unload_never_leaves_a_complete_filing_without_its_facts(
    fault_settings, fault_store, base_filing
):
    from tests.conftest import filing_path

    source = filing_path(BASE_FOLDER)
    load = run_cli_forked(fault_settings, _ingest(source, base_filing.cik), **SMALL_BATCHES)
    assert load.status == 0, load.stderr
    reference = counts(fault_store, VICTIM)
    assert reference["facts"] > 0
    calibration = run_cli_forked(fault_settings, ["unload", VICTIM], **SMALL_BATCHES)
    assert calibration.status == 0 and assert_consistent(fault_store, reference) == "absent", calibration.stderr
    total = calibration.queries
    assert total > 5, total
    outcomes = []
    for point in _points(total, 0):
        if assert_consistent(fault_store, reference) != "complete":
            assert run_cli_forked(fault_settings, _ingest(source, base_filing.cik), **SMALL_BATCHES).status == 0
        run = run_cli_forked(fault_settings, ["unload", VICTIM], kill_self_at=point, **SMALL_BATCHES)
        assert run.status == -signal.SIGKILL, (point, run.status, run.stderr)
        outcomes.append(assert_consistent(fault_store, reference))
        # the next ingest of the same content repairs whatever the kill left (it used to say "nothing changed")
        again = run_cli_forked(fault_settings, _ingest(source, base_filing.cik), **SMALL_BATCHES)
        assert again.status == 0, (point, again.stderr)
        assert assert_consistent(fault_store, reference) == "complete", point
        run = run_cli_forked(fault_settings, ["unload", VICTIM], kill_self_at=point, **SMALL_BATCHES)
        assert run.status == -signal.SIGKILL
        if assert_consistent(fault_store, reference) != "absent":  # ... and so does the next unload
            assert run_cli_forked(fault_settings, ["unload", VICTIM], **SMALL_BATCHES).status == 0
        assert assert_consistent(fault_store, reference) == "absent"
    assert set(outcomes) - {"complete", "absent"}, outcomes  # the kills really cut unloads short
    print(f"unload, {len(outcomes)} SIGKILL points of {total} queries (seed {SEED}): {sorted(outcomes)}")


def test_sigkill_during_replace_leaves_the_old_or_the_new_filing_whole_never_an_empty_one(
    fault_settings, fault_store, base_filing, changed_copy
):
    from tests.conftest import filing_path

    source = filing_path(BASE_FOLDER)
    unload_filing(fault_store, VICTIM)
    assert run_cli_forked(fault_settings, _ingest(source, base_filing.cik), **SMALL_BATCHES).status == 0
    reference = counts(fault_store, VICTIM)
    old_sha = fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["sha256"]
    replace = _ingest(changed_copy, base_filing.cik, "--replace")
    calibration = run_cli_forked(fault_settings, replace, **SMALL_BATCHES)
    assert calibration.status == 0, calibration.stderr
    new_sha = fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["sha256"]
    assert new_sha != old_sha and assert_consistent(fault_store, reference) == "complete"
    total = calibration.queries
    outcomes = []
    for point in _points(total, 1):
        # back to the old content, whole, then a replace cut short at the point
        assert (
            run_cli_forked(fault_settings, _ingest(source, base_filing.cik, "--replace"), **SMALL_BATCHES).status == 0
        )
        assert fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["sha256"] == old_sha
        run = run_cli_forked(fault_settings, replace, kill_self_at=point, **SMALL_BATCHES)
        assert run.status == -signal.SIGKILL, (point, run.status, run.stderr)
        state = assert_consistent(fault_store, reference)
        if state == "complete":  # the old content or the new one, whole, each with its own value
            sha = fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["sha256"]
            assert sha in (old_sha, new_sha)
            state = "complete (old)" if sha == old_sha else "complete (new)"
        outcomes.append(state)
        again = run_cli_forked(fault_settings, replace, **SMALL_BATCHES)
        assert again.status == 0, (point, again.stderr)
        assert assert_consistent(fault_store, reference) == "complete"
        assert fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["sha256"] == new_sha
    assert set(outcomes) - {"complete (old)", "complete (new)"}, outcomes
    print(f"replace, {len(outcomes)} SIGKILL points of {total} queries (seed {SEED + 1}): {sorted(outcomes)}")


def test_sigkill_during_a_rule_run_leaves_the_whole_earlier_findings_or_the_whole_new_ones(
    fault_settings, fault_store, base_filing, changed_copy
):
    unload_filing(fault_store, VICTIM)
    assert run_cli_forked(fault_settings, _ingest(changed_copy, base_filing.cik)).status == 0
    first = run_cli_forked(fault_settings, ["check", VICTIM])
    assert first.status == 1, first.stderr  # findings: the negative revenue at least
    reference = visible_findings(fault_store, VICTIM)
    assert reference, "the changed copy must have findings"
    stored_nodes = fault_store.label_counts()["Finding"]
    calibration = run_cli_forked(fault_settings, ["check", VICTIM])
    assert calibration.status == 1 and visible_findings(fault_store, VICTIM) == reference
    total = calibration.queries
    outcomes = []
    for point in range(1, total + 1):  # every query: the window between delete and write is a few queries wide
        run = run_cli_forked(fault_settings, ["check", VICTIM], kill_self_at=point)
        assert run.status == -signal.SIGKILL, (point, run.status, run.stderr)
        seen = visible_findings(fault_store, VICTIM)
        assert seen == reference, (point, total, len(seen), len(reference))
        outcomes.append(point)
    final = run_cli_forked(fault_settings, ["check", VICTIM])
    assert final.status == 1 and visible_findings(fault_store, VICTIM) == reference
    # nothing half-written is left behind in the graph either: as many Finding nodes as after the first run
    stored = fault_store.run("rules.findings.of_filing", {"accession": VICTIM})
    assert sorted(r["finding"]["id"] for r in stored) == reference
    assert fault_store.label_counts()["Finding"] == stored_nodes
    print(f"check, SIGKILL before each of its {total} queries: findings always the whole reference set")


def test_a_complete_filing_that_lost_its_facts_is_repaired_by_the_next_ingest(fault_settings, fault_store, base_filing):
    """What an unload killed before this fix left behind (complete, fact_count 303, no Fact nodes): the next
    ingest of the same content used to answer "already loaded ... nothing changed"."""
    from auditgraph.ingest.loader import cleanup_filing
    from tests.conftest import filing_path

    source = filing_path(BASE_FOLDER)
    unload_filing(fault_store, VICTIM)
    assert run_cli_forked(fault_settings, _ingest(source, base_filing.cik)).status == 0
    reference = counts(fault_store, VICTIM)
    cleanup_filing(fault_store, VICTIM)  # the removal, without the filing being taken out of sight first
    assert fault_store.run("ingest.filing_status", {"accession": VICTIM})[0]["status"] == "complete"
    assert counts(fault_store, VICTIM)["facts"] == 0
    again = run_cli_forked(fault_settings, _ingest(source, base_filing.cik))
    assert again.status == 0, again.stderr
    assert assert_consistent(fault_store, reference) == "complete"
