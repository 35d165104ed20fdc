"""Issue #25 item 6: `audit --json` answers not_found on stdout as JSON, with exit code 4 as before."""

from __future__ import annotations

import json
from types import SimpleNamespace

from typer.testing import CliRunner

from auditgraph.cli.audit import EXIT_NOT_FOUND, build_app
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023_END, apple_2023_sheet


def test_audit_json_of_an_unreported_fact_prints_the_not_found_answer_and_exits_4(tmp_path):
    settings = SimpleNamespace(
        llm_api_key=None,
        llm_base_url=None,
        llm_model="gpt-4o-mini",
        llm_cache_dir=tmp_path / "cache",
        runs_dir=tmp_path / "runs",
    )
    app = build_app(apple_2023_sheet, lambda: settings)
    # The sheet holds no us-gaap:NoninterestIncome (a bank's line item, never in Apple's statements).
    result = CliRunner().invoke(
        app,
        [
            "audit",
            "--accession",
            APPLE_2023_ACCESSION,
            "--concept",
            "us-gaap:NoninterestIncome",
            "--period",
            FY2023_END,
            "--json",
        ],
    )
    assert result.exit_code == EXIT_NOT_FOUND == 4
    body = json.loads(result.stdout)
    assert body["status"] == "not_found"
    assert body["query"] == {
        "accession": APPLE_2023_ACCESSION,
        "concept": "us-gaap:NoninterestIncome",
        "period": FY2023_END,
    }
    assert "not_found" in body["reason"]
    assert "verdict" not in body  # no fact is not evidence of consistency: no verdict at all
