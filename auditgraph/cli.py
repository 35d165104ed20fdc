"""`auditgraph` command line: a thin shell over the library (typer + rich).

Exit codes: 0 success (no error findings), 1 findings, 2 usage or input error, 3 store unavailable.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from auditgraph.errors import AuditgraphError, InputError, NotFound, StoreUnavailable
from auditgraph.logs import configure_logging
from auditgraph.settings import Settings

app = typer.Typer(help="auditgraph: US-GAAP XBRL filings as a verifiable knowledge graph.", no_args_is_help=True,
                  pretty_exceptions_enable=False)
ingest_app = typer.Typer(help="Load the taxonomy, filings and SEC data sets into the graph.", no_args_is_help=True)
db_app = typer.Typer(help="Manage the embedded graph server.", no_args_is_help=True)
app.add_typer(ingest_app, name="ingest")
app.add_typer(db_app, name="db")

out = Console()
err = Console(stderr=True)


def _settings() -> Settings:
    s = Settings()
    configure_logging(s.log_level)
    return s


def _fail(exc: AuditgraphError) -> "typer.Exit":
    err.print(f"[bold red]error:[/] {exc.message}")
    for k, v in sorted(exc.detail.items()):
        if k != "log":
            err.print(f"  {k}: {v}")
    return typer.Exit(3 if isinstance(exc, StoreUnavailable) else 2)


def _context(settings: Settings):
    from auditgraph.context import build_context

    return build_context(settings)


@ingest_app.command("taxonomy")
def ingest_taxonomy(path: Annotated[Path, typer.Argument(help="Taxonomy package folder or zip (e.g. ../shared/data/us-gaap-2024)")],
                    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON")] = False) -> None:
    """Load a US-GAAP taxonomy release: roles, concepts, labels, calculation/presentation/definition networks."""
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

    s = _settings()
    try:
        parsed = parse_taxonomy(path)
        ctx = _context(s)
        try:
            report = load_taxonomy(ctx.store, parsed)
        finally:
            ctx.close()
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(json.dumps(report, sort_keys=True))
    else:
        out.print(f"taxonomy [bold]{report['taxonomy']}[/]: {report['status']}, {report['concepts']} concepts, "
                  f"{report['relationships']} relationships")


@ingest_app.command("filing")
def ingest_filing(
    path: Annotated[Path, typer.Argument(help="Filing folder, instance file, inline XBRL .htm or zip")],
    accession: Annotated[Optional[str], typer.Option(help="SEC accession number (default: derived from the content)")] = None,
    cik: Annotated[Optional[str], typer.Option(help="CIK (default: the entity identifier)")] = None,
    inline: Annotated[bool, typer.Option("--inline", help="Prefer the inline XBRL document when both forms are present")] = False,
    replace: Annotated[bool, typer.Option("--replace", help="Replace a loaded filing whose content changed")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """Load one filing: instance facts, contexts, units, extension schema and linkbases, bridge edges."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing

    s = _settings()
    try:
        parsed = parse_filing(path, accession=accession, cik=cik, prefer_inline=inline)
        ctx = _context(s)
        try:
            report = load_filing(ctx.store, parsed, replace=replace)
        finally:
            ctx.close()
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    if as_json:
        out.print_json(json.dumps(report.to_dict(), sort_keys=True))
        return
    out.print(f"filing [bold]{report.accession}[/] ({parsed.company_name or parsed.cik}, {parsed.form} {parsed.period_end}): "
              f"{report.status}; {report.facts} facts, {report.contexts} contexts, {report.units} units, "
              f"{report.relationships} relationships in {report.seconds:.2f}s")
    if report.duplicates_consistent:
        out.print(f"  {report.duplicates_consistent} consistent duplicate facts collapsed")
    for d in report.duplicates_inconsistent:
        out.print(f"  [yellow]inconsistent duplicate[/] {d['concept']} context {d['context']}: {d['values']}")
    for u in report.unresolved:
        out.print(f"  [dim]unresolved: {u}[/]")


@db_app.command("start")
def db_start() -> None:
    """Start the embedded graph server and keep it running (until `auditgraph db stop`)."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = _settings()
    server = EmbeddedServer(s.data_dir)
    try:
        server.ensure_running()
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    (server.data_dir / KEEP_RUNNING).touch()
    out.print(f"embedded graph running at {server.socket_path}")


@db_app.command("stop")
def db_stop() -> None:
    """Stop the embedded graph server (saving the graph)."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = _settings()
    server = EmbeddedServer(s.data_dir)
    (server.data_dir / KEEP_RUNNING).unlink(missing_ok=True)
    out.print("stopped" if server.stop(force=True) else "not running")


@db_app.command("status")
def db_status(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Show the configured store's health and what is loaded."""
    s = _settings()
    try:
        ctx = _context(s)
        try:
            health = ctx.store.health()
            counts = ctx.store.run("admin.counts")
        finally:
            ctx.close()
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    payload = {"health": health, "counts": {r["label"]: r["n"] for r in counts}}
    if as_json:
        out.print_json(json.dumps(payload, sort_keys=True, default=str))
    else:
        out.print(payload)


@db_app.command("reset")
def db_reset(yes: Annotated[bool, typer.Option("--yes", help="Confirm deleting every node")] = False) -> None:
    """Delete the whole graph."""
    if not yes:
        err.print("refusing to delete the graph without --yes")
        raise typer.Exit(2)
    s = _settings()
    try:
        ctx = _context(s)
        try:
            ctx.store.clear()
        finally:
            ctx.close()
    except AuditgraphError as exc:
        raise _fail(exc) from exc
    out.print("graph deleted")


@app.command("queries")
def list_queries() -> None:
    """List the named Cypher queries (validated at load)."""
    from auditgraph.cypher.registry import QueryRegistry

    t = Table("name", "mode", "params", "returns")
    for q in QueryRegistry.load():
        t.add_row(q.name, q.mode, ", ".join(q.params), ", ".join(q.returns))
    out.print(t)


def main() -> None:  # pragma: no cover - console entry
    try:
        app()
    except AuditgraphError as exc:
        err.print(f"error: {exc.message}")
        sys.exit(2)


_ = (InputError, NotFound)
