"""`auditgraph memo` / `ask` and `POST /memos` / `POST /ask` over the session graph (every shared filing).

Values from aapl-20230930_htm.xml: revenue c-1 = 383,285m, NetCashProvidedByUsedInOperatingActivities
c-1 = 110,543m, AssetsCurrent / LiabilitiesCurrent c-22 = 143,566m / 145,308m.
"""

from __future__ import annotations

import json

import httpx
import pytest
from live_server import serve_in_thread
from typer.testing import CliRunner

from auditgraph.api.app import create_app
from auditgraph.cli.app import app

AAPL = "0000320193-23-000106"
QUESTION = "What was Apple's operating cash flow margin in fiscal 2023?"


@pytest.fixture(scope="module")
def env(session_settings, loaded):
    return {
        "AUDITGRAPH_DATA_DIR": str(session_settings.data_dir),
        "AUDITGRAPH_GRAPH_NAME": session_settings.graph_name,
        "AUDITGRAPH_LLM_API_KEY": "",
    }


def test_memo_command_prints_json_claims_and_markdown(env):
    runner = CliRunner()
    result = runner.invoke(app, ["memo", AAPL, "--format", "json", "--backend", "offline"], env=env)
    assert result.exit_code == 0, result.output
    memo = json.loads(result.stdout)
    ratio = next(c for c in memo["claims"] if c["name"] == "current_ratio")
    assert ratio["value"] == 143566000000 / 145308000000 and ratio["formula"] == "e0 / e1"
    assert memo["policy"]["passed"] and memo["risk"]["label"] == "high"
    md = runner.invoke(app, ["memo", AAPL, "--backend", "offline"], env=env)
    assert md.exit_code == 0 and "current ratio of 0.99x" in md.stdout and "| c1 | fact | revenue |" in md.stdout
    html = runner.invoke(app, ["memo", AAPL, "--format", "html", "--backend", "offline"], env=env)
    assert html.stdout.startswith("<!doctype html>")


def test_ask_command_answers_or_exits_1_with_not_found(env):
    runner = CliRunner()
    ok = runner.invoke(app, ["ask", QUESTION, "--json"], env=env)
    assert ok.exit_code == 0, ok.output
    body = json.loads(ok.stdout)
    assert body["status"] == "ok" and body["value"] == 110543000000 / 383285000000 and body["policy_passed"]
    missing = runner.invoke(app, ["ask", "What was Tesla's revenue in 2023?", "--json"], env=env)
    assert missing.exit_code == 1 and json.loads(missing.stdout)["status"] == "not_found"


def test_memo_and_ask_over_http(store, loaded, session_settings):
    with serve_in_thread(create_app(session_settings, store=store)) as url:
        with httpx.Client(base_url=url, timeout=60) as client:
            memo = client.post("/memos", json={"accession": AAPL})
            assert memo.status_code == 200, memo.text
            assert memo.json()["verification"]["status"] == "verified"
            assert client.post("/memos", json={"accession": "nope"}).status_code == 404
            answer = client.post("/ask", json={"question": QUESTION}).json()
            assert answer["status"] == "ok" and answer["formula"] == "e0 / e1" and len(answer["evidence"]) == 2
