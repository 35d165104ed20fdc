"""`auditgraph audit`, `auditgraph eval build` and `auditgraph eval agents` in subprocesses, as a user runs them.

Numbers are those of shared/data/filings/aapl-10k-2023/aapl-20230930_htm.xml: Assets at 2023-09-30 is
352,583m (context c-22), the sum of AssetsCurrent 143,566m and AssetsNoncurrent 209,017m.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SHARED
from tests.seeding import copy_filing, set_fact

APPLE = "0000320193-23-000106"
SEEDED = "E2E-SEED-AAPL-ASSETS"


def run(args: list[str], data_dir: Path, timeout: int = 300) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data_dir),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_RUNS_DIR": str(data_dir / "runs"),
        "AUDITGRAPH_LLM_CACHE_DIR": str(data_dir / "llm-cache"),
        "AUDITGRAPH_SEARCH_INDEX": "0",
    }  # the search index at ingest is tested in test_search_cli.py
    for name in ("AUDITGRAPH_NEO4J_URI", "AUDITGRAPH_LLM_API_KEY", "AUDITGRAPH_LLM_BASE_URL", "AUDITGRAPH_GRAPH_URI"):
        env.pop(name, None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=data_dir.parent,
    )


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory, shared_data):
    """A fresh embedded graph with Apple's 10-K and a copy whose total assets were raised by 1,000m."""
    root = tmp_path_factory.mktemp("agents-cli")
    d = root / "data"
    proc = run(
        ["ingest", "filing", str(shared_data / "filings" / "aapl-10k-2023"), "--accession", APPLE, "--cik", "320193"], d
    )
    assert proc.returncode == 0, proc.stderr
    seeded = copy_filing("aapl-10k-2023", root / "seeded")
    set_fact(seeded, "us-gaap:Assets", "c-22", "353583000000")
    proc = run(["ingest", "filing", str(seeded), "--accession", SEEDED, "--cik", "320193"], d)
    assert proc.returncode == 0, proc.stderr
    return d


def test_audit_of_a_consistent_fact_exits_0_with_the_reported_value(data_dir):
    proc = run(
        ["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "20230930", "--json"], data_dir
    )
    assert proc.returncode == 0, proc.stderr
    body = json.loads(proc.stdout)
    assert (body["verdict"], body["reported_value"], body["expected_value"]) == ("consistent", 352_583e6, 352_583e6)
    assert body["backend"] == "offline" and body["status"] == "ok"
    assert f"{APPLE}:320193:us-gaap:Assets:20230930:USD" in body["evidence"]


def test_audit_of_a_seeded_subtotal_exits_1_and_writes_the_artifact_and_the_trajectory(data_dir):
    proc = run(
        [
            "audit",
            "--accession",
            SEEDED,
            "--concept",
            "us-gaap:Assets",
            "--period",
            "20230930",
            "--rule",
            "DQC.US.0126",
            "--json",
        ],
        data_dir,
    )
    assert proc.returncode == 1, proc.stderr
    body = json.loads(proc.stdout)
    assert (body["verdict"], body["reported_value"], body["expected_value"]) == ("violation", 353_583e6, 352_583e6)
    # The raised total breaks its balance-sheet calculation for DQC.US.0126 and for Calculations 1.1 alike:
    # check_calc_tree reports both (issue #25 item 5).
    assert body["triggered_rules"] == ["DQC.US.0126", "XBRL.CALC11"] and 0.0 < body["tau"] <= 1.0
    runs = data_dir / "runs"
    lines = [json.loads(line) for line in (runs / "audits.jsonl").read_text().splitlines()]
    assert lines[-1]["run_id"] == body["run_id"]
    assert (runs / f"{body['run_id']}.trajectory.json").is_file()


def test_audit_errors_exit_2(data_dir):
    bad_period = run(["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "30/09/2023"], data_dir)
    assert bad_period.returncode == 2
    no_key = run(
        ["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "20230930", "--backend", "openai"],
        data_dir,
    )
    assert no_key.returncode == 2 and "API key" in no_key.stderr


def test_audit_of_a_fact_the_filing_does_not_report_is_not_found_with_exit_4_before_any_step(data_dir):
    runs = data_dir / "runs" / "audits.jsonl"
    before = runs.read_text() if runs.exists() else ""
    # A date Apple reports nothing for: the answer names the periods it does report Assets for.
    date = run(["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "20221231"], data_dir)
    assert date.returncode == 4, date.stderr
    assert "not_found" in date.stderr and "20230930" in date.stderr and "20220924" in date.stderr
    # An impossible date is refused as input (exit 2), with the reason.
    bad = run(["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "20230231"], data_dir)
    assert bad.returncode == 2 and "not a valid YYYYMMDD date" in bad.stderr
    # A concept Apple's filing never reports (a bank's noninterest income), and a typo.
    for concept in ("us-gaap:NoninterestIncome", "us-gaap:Asets"):
        proc = run(["audit", "--accession", APPLE, "--concept", concept, "--period", "20230930"], data_dir)
        assert proc.returncode == 4 and "not_found" in proc.stderr, proc.stderr
        assert "consistent" not in proc.stdout
    assert (runs.read_text() if runs.exists() else "") == before  # no audit ran, no artifact written


def test_eval_build_then_eval_scores_the_offline_agents(data_dir, tmp_path):
    out = tmp_path / "cases"
    build = run(["eval", "build", str(out), "--filing", "aapl-10k-2023", "--max-per-kind", "1", "--json"], data_dir)
    assert build.returncode == 0, build.stderr
    summary = json.loads(build.stdout)
    assert summary["cases"] == len((out / "cases.jsonl").read_text().splitlines()) >= 6
    assert summary["by_folder"] == {"aapl-10k-2023": summary["cases"]}
    scored = run(["eval", "agents", str(out / "cases.jsonl"), "--backend", "offline", "--json"], data_dir)
    assert scored.returncode == 0, scored.stderr
    metrics = json.loads(scored.stdout)
    assert metrics["n"] == summary["cases"] and metrics["joint_accuracy"] >= 0.95
    assert set(metrics["per_rule"]) == {"DQC.US.0015", "DQC.US.0117", "DQC.US.0126", "XBRL.CALC11"}
