"""`auditgraph filings` (what is loaded) and `auditgraph unload ACCESSION`."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from auditgraph.cli.common import graph, out, reported_errors, settings, unknown_filing


def filings(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """List the loaded filings."""
    s = settings()
    with reported_errors():
        with graph(s) as store:
            rows = store.run("admin.filings")
    if as_json:
        out.print_json(json.dumps(rows, sort_keys=True))
        return
    from rich import box

    t = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    t.add_column("company / CIK", overflow="fold", ratio=1)
    for col in ("form", "period end", "facts", "status", "accession"):  # never cut or wrapped
        t.add_column(col, no_wrap=True, justify="right" if col == "facts" else "left")
    for r in rows:
        t.add_row(
            f"{r['company'] or ''}\nCIK {r['cik'] or '?'}",
            r["form"] or "",
            r["period_end"] or "",
            f"{r['facts']:,}" if r["facts"] else "",
            r["status"] or "",
            r["accession"],
        )
    out.print(t)


def unload(
    accession: Annotated[str, typer.Argument(help="Accession of a loaded filing (see `auditgraph filings`)")],
) -> None:
    """Remove one filing and everything it brought (facts, contexts, units, its own relationships, findings);
    other filings, their companies' other filings and the taxonomy stay."""
    from auditgraph.ingest.loader import unload_filing

    s = settings()
    with reported_errors():
        with graph(s) as store:
            if not unload_filing(store, accession):
                raise unknown_filing(accession, store)
    out.print(f"unloaded {accession}")


def register(app: typer.Typer) -> None:
    app.command("filings")(filings)
    app.command("unload")(unload)
