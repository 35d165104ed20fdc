"""`auditgraph check ACCESSION|--all`: run the DQC rules and Calculations 1.1 on loaded filings."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from auditgraph.cli.common import err, graph, out, reported_errors, settings, unknown_filing


def check(
    accession: Annotated[
        Optional[str], typer.Argument(help="Accession of a loaded filing (see `auditgraph filings`)")
    ] = None,
    rule: Annotated[
        Optional[list[str]],
        typer.Option("--rule", "-r", help="DQC.US.0015, DQC.US.0117, DQC.US.0126 (repeatable; default all)"),
    ] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help="table | json | csv | xlsx (with --out)")] = "table",
    write: Annotated[bool, typer.Option("--write/--no-write", help="Write findings to the graph")] = True,
    out_file: Annotated[Optional[Path], typer.Option("--out", "-o", help="The file --format xlsx writes")] = None,
    all_filings: Annotated[
        bool, typer.Option("--all", help="Every complete filing in the graph (progress bar on a terminal)")
    ] = False,
    workers: Annotated[
        int, typer.Option("--workers", "-w", min=1, help="With --all: filings checked in parallel worker processes")
    ] = 1,
) -> None:
    """Run the DQC rules on a loaded filing (or --all). Exit 0: no error findings, 1: findings, 2: usage/input error."""
    from auditgraph.rules.bulk import check_filings
    from auditgraph.rules.engine import normalise_rule
    from auditgraph.rules.report import summary_table, to_csv, to_json

    if fmt not in ("table", "json", "csv", "xlsx"):
        err.print(f"unknown format '{fmt}' (table, json, csv, xlsx)")
        raise typer.Exit(2)
    if fmt == "xlsx" and out_file is None:
        err.print("--format xlsx writes a file: add --out FILE.xlsx")
        raise typer.Exit(2)
    if (accession is None) == (not all_filings):
        err.print("name one ACCESSION or pass --all")
        raise typer.Exit(2)
    from auditgraph.ingest.progress import progress_bar

    s = settings()
    results = []
    with reported_errors():
        rules = [normalise_rule(r) for r in rule] if rule else None
        with graph(s) as store:
            complete = [r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"]
            if accession is not None and accession not in complete:
                raise unknown_filing(accession, store)
            targets = [accession] if accession else complete
            with progress_bar("checking filings", len(targets) if all_filings else 0) as advance:
                results = check_filings(store, s, targets, rules=rules, write=write, workers=workers, advance=advance)
    if fmt == "xlsx":
        from auditgraph.reports.findings import findings_to_xlsx

        with reported_errors():  # a full disk: one line, exit 3, no empty file
            written = findings_to_xlsx(results, out_file)
        out.print(f"wrote {written} findings to {out_file}")
    elif fmt == "json":
        sys.stdout.write(to_json(results) + "\n")
    elif fmt == "csv":
        sys.stdout.write(to_csv(results))
    else:
        from auditgraph.reports.findings import compact_findings_table

        out.print(summary_table(results))
        if any(r.findings for r in results):
            out.print(compact_findings_table(results, with_filing=all_filings))
    if any(f.severity == "error" for r in results for f in r.findings):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("check")(check)
