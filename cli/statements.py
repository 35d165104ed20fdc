"""`auditgraph statement ACCESSION... KIND` and `auditgraph plot CONCEPT`: statements and charts from the graph."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from auditgraph.cli.common import err, graph, out, reported_errors, settings, unknown_filing


def statement(
    args: Annotated[
        list[str],
        typer.Argument(
            metavar="ACCESSION... KIND",
            help="One or more loaded filings of one company, then the statement: "
            "balance | income | cashflow | equity | comprehensive",
        ),
    ],
    abstract: Annotated[
        bool, typer.Option("--abstract", help="Keep the abstract headings (\"Operating expenses:\")")
    ] = False,
    fmt: Annotated[str, typer.Option("--format", "-f", help="table | csv | html | xlsx")] = "table",
    out_path: Annotated[
        Optional[Path], typer.Option("--out", "-o", help="Write to this file (required for xlsx)")
    ] = None,
) -> None:
    """A face statement as the company prints it: its labels (total, period start/end, negated), signs as printed,
    amounts in the filing's scale (in millions, per-share unscaled), the lines an axis breaks down (Apple's Products
    and Services), each value keyed to its fact (CSV key columns, HTML titles, xlsx cell comments). Several filings
    of one company (`auditgraph statement ACC1 ACC2 income`) are stitched into one table by period, each value from
    the newest filing that reports it."""
    from auditgraph.reports.statement import KINDS, build_statements, to_csv, to_html, to_rich, to_xlsx

    if len(args) < 2 or args[-1] not in KINDS:
        err.print(
            f"name one or more filings and then the statement, e.g. `auditgraph statement ACCESSION income` "
            f"(statements: {', '.join(KINDS)})"
        )
        raise typer.Exit(2)
    accessions, kind = args[:-1], args[-1]
    if fmt not in ("table", "csv", "html", "xlsx"):
        err.print(f"unknown format '{fmt}' (table, csv, html, xlsx)")
        raise typer.Exit(2)
    if fmt == "xlsx" and out_path is None:
        err.print("--format xlsx writes a file: add --out FILE.xlsx")
        raise typer.Exit(2)
    s = settings()
    with reported_errors():
        with graph(s) as store:
            loaded = {r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"}
            for accession in accessions:
                if accession not in loaded:
                    raise unknown_filing(accession, store)
            st = build_statements(store, accessions, kind, abstract=abstract)
    if fmt == "xlsx":
        with reported_errors():  # a full disk: one line, exit 3, no empty file
            to_xlsx(st, out_path)
        out.print(f"wrote {out_path} ({len(st.lines)} lines, {len(st.periods)} periods)")
        return
    if fmt == "table":
        out.print(to_rich(st))
        return
    text = to_csv(st) if fmt == "csv" else to_html(st)
    if out_path is None:
        sys.stdout.write(text)
    else:
        from auditgraph.diskspace import write_whole

        with reported_errors():
            write_whole(out_path, lambda p: p.write_text(text, encoding="utf-8"), f"writing the {kind} statement")
        out.print(f"wrote {out_path}")


def plot(
    concept: Annotated[str, typer.Argument(help="Concept QName, e.g. us-gaap:Assets")],
    cik: Annotated[Optional[str], typer.Option("--cik", help="Only this company (CIK)")] = None,
    company: Annotated[
        Optional[str], typer.Option("--company", help="Only companies whose name contains this (any case)")
    ] = None,
    out_path: Annotated[
        Optional[Path], typer.Option("--out", "-o", help="Image file: .svg or .png (default: <concept>.svg)")
    ] = None,
) -> None:
    """Draw the concept across loaded filings (x: period end; one line per company, and per period length for
    durations) and print the points with their fact keys."""
    from rich import box
    from rich.table import Table

    from auditgraph.reports.plot import concept_history, render

    target = out_path or Path(f"{concept.replace(':', '-')}.svg")
    fmt = target.suffix.lower().lstrip(".")
    if fmt not in ("svg", "png"):
        err.print(f"--out must end in .svg or .png, not '{target.suffix or target.name}'")
        raise typer.Exit(2)
    s = settings()
    with reported_errors():
        with graph(s) as store:
            history = concept_history(store, concept, cik=cik, company=company)
        target.write_bytes(render(history, fmt))
    table = Table(title=f"{concept} across loaded filings", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("series", overflow="fold")
    table.add_column("period end", no_wrap=True)
    table.add_column("value", justify="right", no_wrap=True)
    table.add_column("filing", no_wrap=True)
    for series in history.series:
        for p in series.points:
            note = " (restated: " + ", ".join(f"{v:,.0f}" for v in p.other_values) + ")" if p.other_values else ""
            table.add_row(series.label, p.end, f"{p.value:,.0f}{note}", p.accession)
    out.print(table)
    points = sum(len(x.points) for x in history.series)
    out.print(f"wrote {target} ({len(history.series)} series, {points} points)")


def register(app: typer.Typer) -> None:
    app.command("statement")(statement)
    app.command("plot")(plot)
