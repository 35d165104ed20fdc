"""`auditgraph ingest filing` builds the search index; `auditgraph search` and `auditgraph index` use it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SHARED

AAPL = "0000320193-23-000106"


def run(args, data_dir: Path, timeout=900):
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data_dir),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "COLUMNS": "200",
        "AUDITGRAPH_SEARCH_INDEX": "1",
    }  # this file tests the index built at ingest (the suite default is off)
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=data_dir.parent,
    )


@pytest.fixture(scope="module")
def apple_dir(tmp_path_factory, shared_data):
    d = tmp_path_factory.mktemp("search-cli") / "data"
    proc = run(
        ["ingest", "filing", str(shared_data / "filings" / "aapl-10k-2023"), "--accession", AAPL, "--cik", "320193"], d
    )
    assert proc.returncode == 0, proc.stderr
    assert "search index" in proc.stdout and "embedded" in proc.stdout
    yield d
    run(["db", "stop"], d)


@pytest.mark.parametrize(
    ("q", "qname"),
    [
        ("total revenue", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"),
        ("capex", "us-gaap:PaymentsToAcquirePropertyPlantAndEquipment"),
        ("diluted EPS", "us-gaap:EarningsPerShareDiluted"),
    ],
)
def test_cli_search_json_puts_the_concept_first(apple_dir, q, qname):
    proc = run(["search", q, "--accession", AAPL, "--reported-only", "--k", "5", "--json"], apple_dir)
    assert proc.returncode == 0, proc.stderr
    items = json.loads(proc.stdout)["items"]
    assert items[0]["qname"] == qname and items[0]["facts"]


def test_cli_search_table_and_an_index_run_with_nothing_new(apple_dir):
    table = run(["search", "capex", "--accession", AAPL, "--reported-only", "--k", "3"], apple_dir)
    assert table.returncode == 0 and "PaymentsToAcquireProperty" in table.stdout and "10,959,000,000" in table.stdout
    index = run(["index", "--json"], apple_dir)
    assert index.returncode == 0, index.stderr
    assert json.loads(index.stdout)["embedded"] == 0
    assert run(["search", "capex", "--statement", "XX"], apple_dir).returncode == 2
