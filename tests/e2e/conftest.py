"""End-to-end fixtures shared by the CLI test modules."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def demo_dir(tmp_path_factory, shared_data):
    """One `auditgraph demo` run (at 80 columns) for every CLI test: (data dir, its stdout)."""
    from tests.e2e.test_cli import run

    d = tmp_path_factory.mktemp("cli") / "data"
    proc = run(["demo"], d, COLUMNS="80")
    assert proc.returncode == 0, proc.stderr
    return d, proc.stdout
