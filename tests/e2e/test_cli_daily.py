"""The path a new analyst walks after `make demo`: a real finding with its evidence, commands that run as
printed, one identity per filing, `unload`, and output that reads at 80 columns."""

from __future__ import annotations

import json
import re
import shlex

import pytest

from tests.conftest import REPO
from tests.e2e.test_cli import run

APPLE, MSFT = "0000320193-23-000106", "0001193125-15-272806"


@pytest.fixture()
def demo(demo_dir):
    return demo_dir


def loaded(d) -> dict[str, int]:
    return {f["accession"]: f["facts"] for f in json.loads(run(["filings", "--json"], d).stdout)}


def test_demo_shows_microsofts_negative_deferred_tax_finding_with_its_evidence_path(demo):
    _, out = demo
    flat = " ".join(re.sub("[│├└─]", " ", out).split())  # the evidence tree's guide lines out of the way
    # Microsoft 10-K 2015 reports DeferredTaxAssetsLiabilitiesNetNoncurrent as -2,728m (2014-06-30): on DQC's
    # non-negative list, so 0015 flags it with the absolute value as expected.
    assert (
        "DQC.US.0015.2926 error: us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent has a value of -2,728,000,000 "
        "which is less than zero"
    ) in flat
    assert f"-[:ABOUT]-> (:Fact {MSFT}:789019:us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurren" in flat
    assert f"<-[:REPORTS]- (:Filing {MSFT})" in flat
    # Everything reads at 80 columns except the closing commands, kept on one line each so they paste whole.
    assert all(len(line) <= 80 for line in out.splitlines() if not line.startswith("  auditgraph "))


def test_the_demos_closing_hint_runs_as_printed(demo):
    d, out = demo
    hints = [line.strip() for line in out.split("next:", 1)[1].splitlines() if line.strip().startswith("auditgraph ")]
    assert len(hints) == 3 and not any("ACCESSION" in h or "<" in h for h in hints)
    check = run(shlex.split(hints[0])[1:], d)
    assert check.returncode == 1 and "DeferredTaxAssetsL" in check.stdout  # error findings → exit 1
    audit = run(shlex.split(hints[1])[1:], d, COLUMNS="200")
    assert audit.returncode == 1, audit.stderr  # the agents agree: a violation
    # Values with thousands separators, and each junior's rationale without --json.
    assert "reported: -2,728,000,000  expected: 2,728,000,000" in audit.stdout
    assert "compliance: " in audit.stdout and "forensic: " in audit.stdout


def test_a_folder_ingested_without_accession_is_recognised_as_the_loaded_filing(demo, shared_data):
    d, _ = demo
    proc = run(["ingest", "filing", str(shared_data / "filings" / "aapl-10k-2023")], d)
    assert proc.returncode == 0, proc.stderr
    assert "recognised by content" in proc.stdout and APPLE in proc.stdout
    assert sorted(loaded(d)) == [APPLE, MSFT]


def test_unload_removes_one_filing_only_and_a_made_up_identity_gives_way_to_the_real_one(demo, shared_data):
    d, _ = demo
    before = loaded(d)
    folder = str(shared_data / "filings" / "nflx-10q-2010")
    assert run(["ingest", "filing", folder], d).returncode == 0
    local = [a for a in loaded(d) if a.startswith("local-")]
    assert len(local) == 1
    # The same bytes under a real accession: the local- copy is retired, not kept beside it.
    assert run(["ingest", "filing", folder, "--accession", "0000950123-10-099999"], d).returncode == 0
    assert set(loaded(d)) == set(before) | {"0000950123-10-099999"}
    proc = run(["unload", "0000950123-10-099999"], d)
    assert proc.returncode == 0 and "unloaded 0000950123-10-099999" in proc.stdout
    assert loaded(d) == before  # the other filings keep every fact
    missing = run(["unload", "0000950123-10-099999"], d)
    assert missing.returncode == 2 and APPLE in missing.stderr and MSFT in missing.stderr


def test_unknown_accession_error_lists_the_loaded_filings(demo):
    d, _ = demo
    proc = run(["check", "0000000000-00-000000"], d)
    flat = " ".join(proc.stderr.split())
    assert proc.returncode == 2 and f"is not loaded in {d.resolve()}. Loaded filings:" in flat  # names the graph
    assert f"{APPLE} (Apple Inc., 10-K 2023-09-30)" in flat and MSFT in flat


def test_check_of_a_rule_that_cannot_evaluate_exits_0_and_says_why(demo):
    d, _ = demo
    # Every Microsoft 2015 face statement is a table (dei:LegalEntityAxis), which DQC.US.0126 leaves alone: no
    # error finding, so exit 0 — and the JSON says the rule could not evaluate, never that it passed.
    proc = run(["check", MSFT, "--rule", "DQC.US.0126", "--format", "json"], d)
    result = json.loads(proc.stdout)[0]
    assert proc.returncode == 0 and result["status"] == "not_evaluable" and result["findings"] == []
    assert "warnings alone exit 0" in (REPO / "README.md").read_text()


def test_tables_read_at_80_columns_with_whole_accessions_a_severity_and_a_filing_column(demo):
    d, _ = demo
    table = run(["filings"], d, COLUMNS="80").stdout
    assert all(len(line) <= 80 for line in table.splitlines())
    assert APPLE in table and MSFT in table and "…" not in table
    every = run(["check", "--all", "--rule", "0015"], d, COLUMNS="80").stdout
    assert all(len(line) <= 80 for line in every.splitlines())
    header = next(line for line in every.splitlines() if "severity" in line)
    assert re.search(r"severity\s+rule\s+filing / concept / period\s+reported\s+expected", header)
    assert "error" in every and MSFT in every


def test_statement_and_findings_export_from_the_cli(demo, tmp_path):
    from openpyxl import load_workbook

    d, _ = demo
    csv_out = run(["statement", APPLE, "balance", "--format", "csv"], d)
    assert csv_out.returncode == 0 and csv_out.stdout.startswith("concept,member,label,depth,20230930,20220924,")
    assert run(["statement", APPLE, "balance", "--format", "xlsx"], d).returncode == 2  # needs --out
    assert run(["statement", "0000000000-00-000000", "income"], d).returncode == 2
    book = tmp_path / "findings.xlsx"
    proc = run(["check", MSFT, "--rule", "DQC.US.0015", "--format", "xlsx", "--out", str(book)], d)
    assert proc.returncode == 1 and "wrote 2 findings" in proc.stdout
    ws = load_workbook(book).active
    header = [c.value for c in ws[1]]
    reported = sorted(ws.cell(r, header.index("reported") + 1).value for r in range(2, ws.max_row + 1))
    assert reported == [-2_835_000_000, -2_728_000_000]
