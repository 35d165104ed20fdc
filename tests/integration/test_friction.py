"""Everyday friction, each fixed and held by a test: ISO periods everywhere, errors in words, a busy port
said before serving, `db stop` that will not pull the graph from under a server, a quiet install."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from fastapi.testclient import TestClient

from auditgraph.agents.query import AuditQuery
from auditgraph.api.app import create_app
from auditgraph.periods import normalise_period
from auditgraph.store import open_store
from auditgraph.tools.registry import ToolBox
from tests.conftest import REPO, SHARED, make_settings

APPLE = "0000320193-23-000106"


@pytest.mark.parametrize(
    "text, token",
    [
        ("20230930", "20230930"),
        ("2023-09-30", "20230930"),
        (" 2023-09-30 ", "20230930"),
        ("20220925-20230930", "20220925-20230930"),
        ("2022-09-25..2023-09-30", "20220925-20230930"),
        ("2022-09-25/2023-09-30", "20220925-20230930"),
        ("2022-09-25--2023-09-30", "20220925-20230930"),
    ],
)
def test_iso_and_token_spellings_name_the_same_period(text, token):
    assert normalise_period(text) == token


@pytest.mark.parametrize(
    "text, words",
    [
        ("2023-13-01", "not a calendar date"),
        ("2023/09", "is not a date like"),
        ("2023-09-30..2022-09-25", "ends before it starts"),
    ],
)
def test_bad_periods_are_refused_in_words(text, words):
    with pytest.raises(ValueError, match=words):
        normalise_period(text)


def test_tools_audits_and_the_api_take_iso_periods(apple_alone):
    settings, store = apple_alone
    box = ToolBox(store, settings)
    iso = box.call("get_fact", {"accession": APPLE, "concept": "us-gaap:Assets", "period": "2023-09-30"})
    token = box.call("get_fact", {"accession": APPLE, "concept": "us-gaap:Assets", "period": "20230930"})
    assert iso["status"] == "ok" and iso == token and iso["fact"]["value"] == 352583000000.0
    cmp = box.call(
        "compare_periods",
        {"accession": APPLE, "concept": "us-gaap:Assets", "period": "2023-09-30", "other_period": "2022-09-24"},
    )
    assert cmp["status"] == "ok" and any(k.endswith(":us-gaap:Assets:20220924:USD") for k in cmp["evidence"])
    assert (
        AuditQuery(accession=APPLE, concept="us-gaap:Assets", period="2022-09-25..2023-09-30").period
        == "20220925-20230930"
    )
    with TestClient(create_app(settings, store)) as http:
        by_iso = http.get(
            f"/filings/{APPLE}/facts", params={"concept": "us-gaap:Assets", "period": "2023-09-30"}
        ).json()
        assert [f["key"] for f in by_iso["items"]] == [f"{APPLE}:320193:us-gaap:Assets:20230930:USD"]
        # A date that does not exist names no fact (as 20230230 always did); a malformed one is refused.
        assert http.get(f"/filings/{APPLE}/facts", params={"period": "2023-02-30"}).json()["total"] == 0
        assert http.get(f"/filings/{APPLE}/facts", params={"period": "30/09/2023"}).status_code == 422


def test_tool_errors_read_without_regular_expressions_or_library_links(apple_alone):
    settings, store = apple_alone
    obs = ToolBox(store, settings).call(
        "get_fact", {"accession": "bad accession!", "concept": "us-gaap:Assets", "period": "Q3"}
    )
    assert obs["status"] == "error"
    assert "^" not in obs["message"] and "\\d" not in obs["message"] and "http" not in obs["message"]
    assert "an accession such as 0000320193-23-000106" in obs["message"] and "a date like 2023-09-30" in obs["message"]


def cli(args, data_dir, timeout=120):
    env = {**os.environ, "AUDITGRAPH_DATA_DIR": str(data_dir), "AUDITGRAPH_SHARED_DATA": str(SHARED)}
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=data_dir.parent,
    )


def test_cli_period_errors_are_words(tmp_path):
    proc = cli(["audit", "--accession", APPLE, "--concept", "us-gaap:Assets", "--period", "30/09/2023"], tmp_path / "d")
    assert proc.returncode == 2
    assert "period" in proc.stderr and "a date like 2023-09-30" in proc.stderr
    assert "errors.pydantic.dev" not in proc.stderr and "^" not in proc.stderr


def test_serve_on_a_busy_port_says_so_before_claiming_to_serve(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        proc = cli(["serve", "--port", str(port)], tmp_path / "d", timeout=60)
    assert proc.returncode == 2 and f"cannot serve on 127.0.0.1:{port}" in proc.stderr
    assert "auditgraph API on" not in proc.stdout


def test_db_stop_refuses_while_a_client_uses_the_graph_unless_forced(tmp_path, registry):
    settings = make_settings(tmp_path / "d")
    store = open_store(settings, registry)  # stands for a running `auditgraph serve`
    try:
        refused = cli(["db", "stop"], tmp_path / "d")
        assert (
            refused.returncode == 2
            and "client(s) are using the graph" in refused.stderr
            and "--force" in refused.stderr
        )
        assert store.health()["ok"]
        forced = cli(["db", "stop", "--force"], tmp_path / "d")
        assert forced.returncode == 0 and "stopped" in forced.stdout
    finally:
        store.close()


@pytest.mark.slow
def test_building_the_package_prints_no_setuptools_warnings(tmp_path):
    """The wheel is built as pip builds it (with the venv's setuptools, which the Makefile keeps ≥ 77); no
    setuptools warning may appear: a TOML-table licence, or a data folder (cypher/admin, api/static, …) that
    is not listed as a package, is warned about on every install."""
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path), str(REPO)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    noise = [
        line
        for line in (proc.stdout + proc.stderr).splitlines()
        if "Warning" in line or "absent from the `packages`" in line or "deprecated" in line.lower()
    ]
    assert not noise, noise[:5]
    wheel = next(tmp_path.glob("auditgraph-*.whl"))
    import zipfile

    names = set(zipfile.ZipFile(wheel).namelist())
    for data in (
        "auditgraph/cypher/admin/counts.cypher",
        "auditgraph/api/static/index.html",
        "auditgraph/cli/sample/acme-10k/acme-20231231.xml",
        "auditgraph/cypher/lint/lint.mjs",
        # subpackages a non-editable install (the API image's `pip install .`) needs
        "auditgraph/api/routers/browser.py",
        "auditgraph/agents/backends/__init__.py",
        "auditgraph/reports/browser/auditgraph.grass",
        "auditgraph/cypher/browser/calculation_tree.cypher",
    ):
        assert data in names


def test_docs_page_works_offline_from_packaged_swagger_ui(apple_alone):
    settings, store = apple_alone
    with TestClient(create_app(settings, store)) as http:
        page = http.get("/docs")
        assert page.status_code == 200
        assert "https://" not in page.text and "cdn" not in page.text  # nothing from a CDN
        for asset in ("/docs-assets/swagger-ui-bundle.js", "/docs-assets/swagger-ui.css"):
            assert asset in page.text
            got = http.get(asset)
            assert got.status_code == 200 and len(got.content) > 10_000
        assert http.get("/openapi.json").status_code == 200
