"""The CLI end to end in subprocesses, as a user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO, SHARED


def run(args, data_dir: Path, timeout=300, **env):
    # Embedding the whole taxonomy at ingest takes minutes on two shared cores; test_search_cli.py covers it.
    e = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data_dir),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_SEARCH_INDEX": "0",
        **env,
    }
    e.pop("AUDITGRAPH_NEO4J_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args],
        env=e,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=data_dir.parent,
    )


def test_demo_loads_the_taxonomy_and_apple_and_reports_every_rule(demo_dir):
    _, out = demo_dir
    assert "taxonomy us-gaap-2024: loaded, 18661 concepts, 71983 relationships" in out.replace("\n", " ")
    flat = " ".join(out.split())
    assert "filing 0000320193-23-000106 Apple Inc. 10-K 2023-09-30: loaded, 1073 facts" in flat
    for rule in ("DQC.US.0015", "DQC.US.0117", "DQC.US.0126"):
        assert rule in out


def test_check_exit_codes_and_stable_json(demo_dir):
    d, _ = demo_dir
    first = run(["check", "0000320193-23-000106", "--format", "json"], d)
    second = run(["check", "0000320193-23-000106", "--format", "json"], d)
    assert first.returncode == 0 and first.stdout == second.stdout  # byte-identical output
    results = json.loads(first.stdout)
    # every registered rule, in the registry's order (rules.engine.REGISTRY)
    assert [r["rule"] for r in results] == [
        "DQC.US.0001",
        "DQC.US.0004",
        "DQC.US.0005",
        "DQC.US.0006",
        "DQC.US.0008",
        "DQC.US.0009",
        "DQC.US.0013",
        "DQC.US.0014",
        "DQC.US.0015",
        "DQC.US.0033",
        "DQC.US.0036",
        "DQC.US.0041",
        "DQC.US.0043",
        "DQC.US.0044",
        "DQC.US.0045",
        "DQC.US.0046",
        "DQC.US.0047",
        "DQC.US.0048",
        "DQC.US.0051",
        "DQC.US.0052",
        "DQC.US.0053",
        "DQC.US.0054",
        "DQC.US.0055",
        "DQC.US.0057",
        "DQC.US.0060",
        "DQC.US.0061",
        "DQC.US.0062",
        "DQC.US.0065",
        "DQC.US.0068",
        "DQC.US.0069",
        "DQC.US.0070",
        "DQC.US.0071",
        "DQC.US.0072",
        "DQC.US.0073",
        "DQC.US.0076",
        "DQC.US.0077",
        "DQC.US.0078",
        "DQC.US.0079",
        "DQC.US.0084",
        "DQC.US.0085",
        "DQC.US.0089",
        "DQC.US.0090",
        "DQC.US.0091",
        "DQC.US.0095",
        "DQC.US.0098",
        "DQC.US.0099",
        "DQC.US.0117",
        "DQC.US.0126",
        "XBRL.CALC11",
    ]
    assert run(["check", "0000320193-23-000106", "--rule", "DQC.US.9999"], d).returncode == 2
    assert run(["check", "0000320193-23-000106", "--format", "xml"], d).returncode == 2
    missing = run(["check", "NOT-LOADED"], d)
    assert missing.returncode == 2 and "not loaded" in missing.stderr


def test_findings_give_exit_code_1_and_csv_rows(demo_dir, shared_data):
    d, _ = demo_dir
    ing = run(
        ["ingest", "filing", str(shared_data / "filings" / "msft-10k-2015"), "--accession", "0001193125-15-272806"], d
    )
    assert ing.returncode == 0, ing.stderr
    proc = run(["check", "0001193125-15-272806", "--format", "csv", "--rule", "0015"], d)
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.startswith("rule,element_id,severity,filing,concept,period")
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(proc.stdout)))  # messages span lines (DQC's templates), quoted
    assert [(r["element_id"], r["concept"], r["period"]) for r in rows] == [
        ("DQC.US.0015.2926", "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20140630"),
        ("DQC.US.0015.2926", "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20150630"),
    ]


def test_bad_input_files_exit_2_with_a_clear_message(tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "x.xml").write_text(
        '<?xml version="1.0"?><!DOCTYPE xbrl [<!ENTITY e "boom">]>'
        '<xbrl xmlns="http://www.xbrl.org/2003/instance">&e;</xbrl>'
    )
    proc = run(["ingest", "filing", str(bad)], tmp_path / "data")
    assert proc.returncode == 2 and "entities" in proc.stderr


def test_every_command_is_documented_in_the_readme():
    from typer.main import get_command

    from auditgraph.cli.app import app

    readme = (REPO / "README.md").read_text()
    cmd = get_command(app)
    names = []
    for name, sub in cmd.commands.items():
        if hasattr(sub, "commands"):
            names += [f"{name} {s}" for s in sub.commands]
        else:
            names.append(name)
    missing = [n for n in names if f"auditgraph {n}" not in readme]
    assert not missing, f"commands missing from README: {missing}"


def test_check_all_runs_every_loaded_filing_and_needs_exactly_one_target(demo_dir):
    d, _ = demo_dir
    proc = run(["check", "--all", "--format", "json", "--rule", "0015"], d)
    results = json.loads(proc.stdout)
    filings = {r["filing"] for r in results}
    assert "0000320193-23-000106" in filings and all(r["rule"] == "DQC.US.0015" for r in results)
    assert run(["check"], d).returncode == 2
    assert run(["check", "0000320193-23-000106", "--all"], d).returncode == 2
