"""`auditgraph eval calc11`: the Calculations 1.1 cases concluded by the spec and by XBRL.CALC11 in a graph of
their own (and by Arelle where it is installed — tests/conformance/test_calc11_arelle.py compares that side)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from auditgraph.cli.app import app
from auditgraph.evals.calc11 import CASES


def test_eval_calc11_reports_every_case_as_the_spec_concludes_it(tmp_path, monkeypatch):
    monkeypatch.setenv("AUDITGRAPH_DATA_DIR", str(tmp_path / "untouched"))
    result = CliRunner().invoke(app, ["eval", "calc11", "--no-peer", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["peer"] is None and report["cases"] == len(CASES) == report["agreeing"]
    assert {r["period"]: (r["spec"], r["auditgraph"]) for r in report["rows"]} == {
        p: (spec, spec) for p, (_, spec) in CASES.items()
    }
    assert not (tmp_path / "untouched").exists(), "the evaluation must not touch the configured graph"
