"""`auditgraph conformance`: the DQC conformance set (auditgraph.conformance) as a command."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer


def conformance(
    cases_dir: Annotated[Optional[Path], typer.Argument(help="Case folder (default: tests/conformance/cases of this checkout)")] = None,
    case: Annotated[Optional[list[str]], typer.Option("--case", help="Run only this case id (repeatable)")] = None,
    taxonomy: Annotated[Optional[Path], typer.Option(help="Taxonomy package to load first (the cases carry their own "
                                                            "networks; a taxonomy only adds base concepts)")] = None,
    fmt: Annotated[str, typer.Option("--format", help="table | json | markdown")] = "table",
) -> None:
    """Run XBRL US's published DQC results (rebuilt as small cases) through the rules in a temporary graph.

    Exit 0 when every case agrees, 1 when any disagrees, 2 on bad input, 3 when the graph cannot start.
    """
    from rich.table import Table

    from auditgraph.cli import _reported_errors, _settings, out
    from auditgraph.conformance import default_cases_dir, load_cases, markdown_table, report_rows, run_conformance
    from auditgraph.errors import InputError

    settings = _settings()
    with _reported_errors():
        if fmt not in ("table", "json", "markdown"):
            raise InputError(f"unknown format '{fmt}'; use table, json or markdown")
        cases = load_cases(cases_dir or default_cases_dir(), only=case)
        report = run_conformance(cases, settings, taxonomy=taxonomy)
    if fmt == "json":
        out.print_json(json.dumps(report.to_dict(), sort_keys=True))
    elif fmt == "markdown":
        typer.echo(markdown_table(report), nl=False)
    else:
        t = Table(title="DQC conformance (published XBRL US results)")
        for col in ("case", "verdict", "element id", "concept", "period", "XBRL US: reported → expected",
                    "auditgraph", "note"):
            t.add_column(col, overflow="fold")
        for row in report_rows(report):
            t.add_row(*row)
        out.print(t)
        out.print(report.summary())
    raise typer.Exit(0 if report.agreeing == len(report.results) else 1)
