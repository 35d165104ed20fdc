"""`auditgraph plot CONCEPT`: a concept's values across the loaded filings as an SVG or PNG line chart."""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer


def plot(
    concept: Annotated[str, typer.Argument(help="Concept QName, e.g. us-gaap:Assets")],
    cik: Annotated[Optional[str], typer.Option("--cik", help="Only this company (CIK)")] = None,
    company: Annotated[Optional[str], typer.Option("--company", help="Only companies whose name contains this (any case)")] = None,
    out_path: Annotated[Optional[Path], typer.Option("--out", "-o", help="Image file: .svg or .png (default: <concept>.svg)")] = None,
) -> None:
    """Draw the concept across loaded filings (x: period end; one line per company, and per period length for
    durations) and print the points with their fact keys."""
    from rich import box
    from rich.table import Table

    from auditgraph.cli import _graph, _reported_errors, _settings, err, out
    from auditgraph.concept_plot import concept_history, render

    target = out_path or Path(f"{concept.replace(':', '-')}.svg")
    fmt = target.suffix.lower().lstrip(".")
    if fmt not in ("svg", "png"):
        err.print(f"--out must end in .svg or .png, not '{target.suffix or target.name}'")
        raise typer.Exit(2)
    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
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
    app.command("plot")(plot)
