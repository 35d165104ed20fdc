"""One graph per user, found from any folder; read commands never create one; the embedded server stays warm for
a while after the last command, then stops by itself."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from auditgraph.settings import Settings
from auditgraph.store.embedded import EmbeddedServer
from tests.conftest import REPO, SHARED

SAMPLE = REPO / "cli" / "sample" / "acme-10k"


def run(args, *, cwd: Path, timeout=300, **env):
    e = {**os.environ, "AUDITGRAPH_SHARED_DATA": str(SHARED), "AUDITGRAPH_SEARCH_INDEX": "0", **env}
    e.pop("AUDITGRAPH_NEO4J_URI", None)
    e = {k: v for k, v in e.items() if v is not None}  # None: unset in the command's environment
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args], env=e, capture_output=True, text=True, timeout=timeout, cwd=cwd
    )


def test_the_default_graph_is_the_users_not_the_current_folders(tmp_path, monkeypatch):
    monkeypatch.delenv("AUDITGRAPH_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert Settings().data_dir == tmp_path / "xdg" / "auditgraph"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert Settings().data_dir == tmp_path / "home" / ".local" / "share" / "auditgraph"
    assert Settings().llm_cache_dir == Settings().data_dir / "llm-cache"  # caches live with the graph
    monkeypatch.setenv("AUDITGRAPH_DATA_DIR", str(tmp_path / "mine"))
    assert Settings().data_dir == tmp_path / "mine"


def test_a_read_command_in_a_fresh_home_names_the_folder_and_creates_nothing(tmp_path):
    home = tmp_path / "home"
    elsewhere = tmp_path / "work"
    elsewhere.mkdir()
    expected = home / ".local" / "share" / "auditgraph"  # no AUDITGRAPH_DATA_DIR: the per-user default
    env = {"HOME": str(home), "XDG_DATA_HOME": None, "AUDITGRAPH_DATA_DIR": None, "AUDITGRAPH_EMBEDDED_IDLE_S": "0"}
    for args in (
        ["filings"],
        ["statement", "0000000000-00-000000", "balance"],
        ["check", "0000000000-00-000000"],
        ["search", "total assets"],
    ):
        proc = run(args, cwd=elsewhere, **env)
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert f"no graph in {expected} yet" in " ".join(proc.stderr.split()), proc.stderr
        assert not expected.exists(), f"{args} created {expected}"
        assert not (elsewhere / ".auditgraph").exists()
    status = run(["db", "status"], cwd=elsewhere, **env)
    assert status.returncode == 0, status.stderr
    assert str(expected) in " ".join(status.stdout.split()) and "no graph yet" in status.stdout
    assert not expected.exists()


def test_not_loaded_names_the_graph_it_looked_in(tmp_path):
    data = tmp_path / "graph"
    env = {"AUDITGRAPH_DATA_DIR": str(data), "AUDITGRAPH_EMBEDDED_IDLE_S": "0"}
    assert run(["ingest", "filing", str(SAMPLE)], cwd=tmp_path, **env).returncode == 0
    proc = run(["statement", "0000000000-00-000000", "balance"], cwd=tmp_path / "..", **env)
    assert proc.returncode == 2
    said = " ".join(proc.stderr.split())
    assert f"is not loaded in {data}" in said and "Loaded filings:" in said and "ACME" in said.upper(), said
    status = run(["db", "status"], cwd=tmp_path, **env)
    assert status.returncode == 0 and f"the graph in {data}" in " ".join(status.stdout.split())


def test_the_embedded_server_stays_warm_after_a_command_then_stops_when_idle(tmp_path):
    data = tmp_path / "graph"
    env = {"AUDITGRAPH_DATA_DIR": str(data), "AUDITGRAPH_EMBEDDED_IDLE_S": "3"}
    server = EmbeddedServer(data)
    try:
        assert run(["ingest", "filing", str(SAMPLE)], cwd=tmp_path, **env).returncode == 0
        assert server._state() == "up", "the server stopped with the command although it should idle for 3 s"
        starts = (data / "falkordb.log").read_text().count("Server initialized")
        listed = run(["filings"], cwd=tmp_path, **env)
        assert listed.returncode == 0 and "complete" in listed.stdout
        assert (data / "falkordb.log").read_text().count("Server initialized") == starts, (
            "the second command restarted it"
        )
        deadline = time.monotonic() + 60
        while server._state() != "down" and time.monotonic() < deadline:
            time.sleep(0.5)
        assert server._state() == "down", "the idle server never stopped"
        assert "stopped-idle" in (data / "reaper.log").read_text()
        # The graph it wrote survives the idle stop: the next command starts it again and finds the filing.
        again = run(["filings"], cwd=tmp_path, **env)
        assert again.returncode == 0 and "complete" in again.stdout
    finally:
        EmbeddedServer(data).stop(force=True)
