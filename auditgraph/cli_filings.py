"""Commands about one loaded filing: `auditgraph unload ACCESSION` (and the statement and plot views)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from auditgraph.errors import NotFound

if TYPE_CHECKING:
    from auditgraph.store.base import GraphStore


def unknown_filing(accession: str, store: "GraphStore") -> NotFound:
    """The error for an accession that is not loaded, naming what is (so the next command can be right)."""
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete"]
    listing = "; ".join(f"{r['accession']} ({r['company'] or r['cik']}, {r['form']} {r['period_end']})" for r in rows)
    return NotFound(f"filing {accession} is not loaded. Loaded filings: {listing or 'none (auditgraph ingest filing PATH)'}")


def unload(accession: Annotated[str, typer.Argument(help="Accession of a loaded filing (see `auditgraph filings`)")]) -> None:
    """Remove one filing and everything it brought (facts, contexts, units, its own relationships, findings);
    other filings, their companies' other filings and the taxonomy stay."""
    from auditgraph.cli import _graph, _reported_errors, _settings, out
    from auditgraph.ingest.loader import unload_filing

    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            if not unload_filing(store, accession):
                raise unknown_filing(accession, store)
    out.print(f"unloaded {accession}")


def statement(
    accession: Annotated[str, typer.Argument(help="Accession of a loaded filing")],
    kind: Annotated[str, typer.Argument(help="balance | income | cashflow")],
    fmt: Annotated[str, typer.Option("--format", "-f", help="table | csv | html | xlsx")] = "table",
    out_path: Annotated[Optional[Path], typer.Option("--out", "-o", help="Write to this file (required for xlsx)")] = None,
) -> None:
    """A face statement as the company presents it: presentation tree, labels, periods as columns, each value
    keyed to its fact (CSV key columns, HTML titles, xlsx cell comments)."""
    from auditgraph.cli import _graph, _reported_errors, _settings, err, out
    from auditgraph.statement import build_statement, to_csv, to_html, to_rich, to_xlsx

    if fmt not in ("table", "csv", "html", "xlsx"):
        err.print(f"unknown format '{fmt}' (table, csv, html, xlsx)")
        raise typer.Exit(2)
    if fmt == "xlsx" and out_path is None:
        err.print("--format xlsx writes a file: add --out FILE.xlsx")
        raise typer.Exit(2)
    s = _settings()
    with _reported_errors():
        with _graph(s) as store:
            if not any(r["accession"] == accession and r["status"] == "complete" for r in store.run("admin.filings")):
                raise unknown_filing(accession, store)
            st = build_statement(store, accession, kind)
    if fmt == "xlsx":
        with _reported_errors():  # a full disk: one line, exit 3, no empty file
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

        with _reported_errors():
            write_whole(out_path, lambda p: p.write_text(text, encoding="utf-8"), f"writing the {kind} statement")
        out.print(f"wrote {out_path}")


def register(app: typer.Typer) -> None:
    app.command("unload")(unload)
    app.command("statement")(statement)
