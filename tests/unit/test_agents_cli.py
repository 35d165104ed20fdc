"""The agents CLI is a thin shell: audit one fact, evaluate a case file, documented commands."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from auditgraph.agents.artifacts import read_audits
from auditgraph.cli.audit import build_app
from auditgraph.cli.evals import build_eval_app
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023_END, apple_2023_sheet


@pytest.fixture
def app(tmp_path):
    settings = SimpleNamespace(
        llm_api_key=None,
        llm_base_url=None,
        llm_model="gpt-4o-mini",
        llm_cache_dir=tmp_path / "cache",
        runs_dir=tmp_path / "runs",
    )
    return build_app(apple_2023_sheet, lambda: settings)


@pytest.fixture
def eval_app(tmp_path):
    settings = SimpleNamespace(
        llm_api_key=None,
        llm_base_url=None,
        llm_model="gpt-4o-mini",
        llm_cache_dir=tmp_path / "cache",
        runs_dir=tmp_path / "runs",
    )

    def no_graph():
        raise AssertionError("`eval agents` runs on the tools alone; it never opens the graph")

    return build_eval_app(apple_2023_sheet, lambda: settings, no_graph)


def test_audit_prints_the_verdict_as_json_writes_artifacts_and_exits_1_on_violation(app, tmp_path):
    result = CliRunner().invoke(
        app,
        [
            "audit",
            "--filing",
            APPLE_2023_ACCESSION,
            "--concept",
            "us-gaap:AssetsCurrent",
            "--period",
            FY2023_END,
            "--json",
        ],
    )
    assert result.exit_code == 1, result.output
    body = json.loads(result.stdout)
    assert (body["verdict"], body["reported_value"], body["expected_value"]) == ("violation", 143_666e6, 143_566e6)
    assert body["backend"] == "offline"
    assert read_audits(tmp_path / "runs")[0]["run_id"] == body["run_id"]
    assert (tmp_path / "runs" / f"{body['run_id']}.trajectory.json").is_file()


def test_audit_table_output_names_verdict_and_evidence(app):
    result = CliRunner().invoke(
        app, ["audit", "--accession", APPLE_2023_ACCESSION, "--concept", "us-gaap:Liabilities", "--period", FY2023_END]
    )
    assert result.exit_code == 0, result.output
    assert "consistent" in result.stdout and "evidence" in result.stdout


def test_audit_rejects_a_malformed_period(app):
    result = CliRunner().invoke(
        app, ["audit", "--accession", APPLE_2023_ACCESSION, "--concept", "us-gaap:Assets", "--period", "30/09/2023"]
    )
    assert result.exit_code == 2


def test_openai_backend_without_a_key_is_an_input_error(app):
    result = CliRunner().invoke(
        app,
        [
            "audit",
            "--accession",
            APPLE_2023_ACCESSION,
            "--concept",
            "us-gaap:Assets",
            "--period",
            FY2023_END,
            "--backend",
            "openai",
        ],
    )
    assert result.exit_code == 2
    assert "API key" in result.stderr


def test_eval_agents_reports_metrics_json(eval_app, tmp_path):
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps(
            {
                "id": "c1",
                "query": "",
                "dqc_rule": "DQC.US.0126",
                "accession": APPLE_2023_ACCESSION,
                "concept": "us-gaap:AssetsCurrent",
                "period": FY2023_END,
                "gold": {"verdict": "violation", "reported": 143_666e6, "expected": 143_566e6},
            }
        )
        + "\n"
    )
    out = tmp_path / "metrics.json"
    result = CliRunner().invoke(eval_app, ["agents", str(cases), "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["joint_accuracy"] == 1.0
    assert json.loads(out.read_text()) == json.loads(result.stdout)
    assert json.loads(result.stdout)["parse_failures"] == 0
    assert "1 cases in " in result.stderr and " s per case)" in result.stderr  # wall time, outside the metrics
    # `auditgraph eval CASES.jsonl`, the verb before `eval` became a group, still runs the agents (one release)
    table = CliRunner().invoke(eval_app, [str(cases)])
    assert table.exit_code == 0 and "joint accuracy" in table.stdout
    assert "is now `auditgraph eval agents" in table.stderr


def test_every_command_is_documented(app, eval_app):
    for command in [*app.registered_commands, *eval_app.registered_commands]:
        assert (command.callback.__doc__ or "").strip(), command.name
    assert "audit" in CliRunner().invoke(app, ["--help"]).stdout
    help_text = CliRunner().invoke(eval_app, ["--help"]).stdout
    assert all(verb in help_text for verb in ("agents", "build", "ask", "memos", "conformance", "retrieval"))
