"""Fixtures of the fault-injection suite: a private embedded graph holding one small real filing, and ways to
run the real CLI against it (in this process for speed, or as a subprocess to measure or kill it)."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO, SHARED, filing_index, filing_path, make_settings

BASE_FOLDER = "nflx-10q-2010"  # 303 facts, no dimensions: small enough to load in a fraction of a second


@dataclass
class CliResult:
    code: int
    stdout: str
    stderr: str
    peak_rss_mb: float = 0.0

    @property
    def reason(self) -> str:
        """The first line on stderr: the one-line reason a refused input gets."""
        return next((line for line in self.stderr.splitlines() if line.strip()), "")


def cli_env(settings, **extra: str) -> dict[str, str]:
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(settings.data_dir),
        "AUDITGRAPH_GRAPH_NAME": settings.graph_name,
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "PYTHONPATH": str(REPO),
        **extra,
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    return env


def run_cli(settings, args: list[str], *, timeout: float = 120, **extra_env: str) -> CliResult:
    """The CLI in a subprocess; its peak RSS comes from wait4 (this child only, not the graph server)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "auditgraph", *args],
        env=cli_env(settings, **extra_env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=settings.data_dir.parent,
    )
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"auditgraph {' '.join(args)} hung for {timeout}s: {err[-500:]}") from None
    return CliResult(proc.returncode, out, err)


# The CLI as its console script runs it, plus an exit hook that records the process's own peak RSS (VmHWM).
# Not wait4's ru_maxrss: Linux carries that across fork+exec, so it would report the (large) pytest parent.
_MEASURED = """
import atexit, os, sys
def _peak():
    with open('/proc/self/status') as fh:
        kb = next(int(line.split()[1]) for line in fh if line.startswith('VmHWM:'))
    with open(os.environ['AUDITGRAPH_TEST_PEAK_FILE'], 'w') as out:
        out.write(str(kb))
atexit.register(_peak)
from auditgraph.cli.app import app
app(sys.argv[1:], prog_name='auditgraph')
"""


def run_cli_measured(settings, args: list[str], *, timeout: float = 120, **extra_env: str) -> CliResult:
    """The CLI in a fresh interpreter, with its own peak resident memory (MB)."""
    peak_file = settings.data_dir.parent / "peak-rss-kb"
    peak_file.unlink(missing_ok=True)
    proc = subprocess.run(
        [sys.executable, "-c", _MEASURED, *args],
        env=cli_env(settings, **extra_env, AUDITGRAPH_TEST_PEAK_FILE=str(peak_file)),
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=settings.data_dir.parent,
    )
    return CliResult(proc.returncode, proc.stdout, proc.stderr, int(peak_file.read_text()) / 1024)


def run_cli_here(settings, args: list[str], **extra_env: str) -> CliResult:
    """The same CLI in this process (typer's runner): ~50 ms instead of a 2-3 s interpreter start."""
    from typer.testing import CliRunner

    from auditgraph.cli.app import app

    env = {k: v for k, v in cli_env(settings, **extra_env).items() if k.startswith("AUDITGRAPH_")}
    result = CliRunner().invoke(app, args, env=env, catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        import traceback

        raise AssertionError(
            "the CLI raised instead of refusing cleanly:\n" + "".join(traceback.format_exception(result.exception))
        )
    return CliResult(result.exit_code, result.stdout, result.stderr)


@pytest.fixture(scope="module")
def fault_settings(tmp_path_factory, shared_data):
    return make_settings(tmp_path_factory.mktemp("faults") / "data", graph_name="auditgraph_faults")


@pytest.fixture(scope="module")
def fault_store(fault_settings, registry):
    """A private embedded graph (its own server) for one test module; this connection keeps it running."""
    from auditgraph.store import open_store

    store = open_store(fault_settings, registry)
    store.clear()
    store.schema()
    yield store
    store.close()


@pytest.fixture(scope="module")
def base_filing(fault_store):
    """Netflix's 10-Q 2010 loaded: the data that hostile input must leave exactly as it is."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    row = filing_index()[BASE_FOLDER]
    parsed = parse_filing(filing_path(BASE_FOLDER), accession=row["accession"] or "NFLX-10Q-2010", cik=row["cik"])
    load_filing(fault_store, parsed, show_progress=False)
    return parsed


def graph_counts(store) -> dict:
    return {r["label"]: r["n"] for r in store.run("admin.counts")}


def strict_flag(settings) -> list[str]:
    """`--strict`: invalid contexts and facts refuse the filing (the default loads the valid rest and reports them)."""
    return ["--strict"]


def copy_filing(folder: str, dest: Path) -> Path:
    import shutil

    shutil.copytree(filing_path(folder), dest)
    for p in dest.iterdir():
        p.chmod(0o644)
    dest.chmod(0o755)
    return dest
