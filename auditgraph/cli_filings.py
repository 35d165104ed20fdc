"""Commands about one loaded filing: `auditgraph unload ACCESSION` (and the statement and plot views)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

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


def register(app: typer.Typer) -> None:
    app.command("unload")(unload)
