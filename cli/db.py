"""`auditgraph db start|stop|status|reset|snapshot` (the embedded graph server) and `auditgraph queries`."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.table import Table

from auditgraph.cli.common import err, graph, graph_location, out, reported_errors, settings
from auditgraph.errors import InputError

db_app = typer.Typer(help="Manage the embedded graph server.", no_args_is_help=True)


@db_app.command("start")
def db_start() -> None:
    """Start the embedded graph server and keep it running (until `auditgraph db stop`)."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = settings()
    server = EmbeddedServer(s.data_dir)
    with reported_errors():
        server.ensure_running()
    (server.data_dir / KEEP_RUNNING).touch()
    out.print(f"embedded graph of {server.data_dir} running at {server.socket_path}, until `auditgraph db stop`")


@db_app.command("stop")
def db_stop(
    force: Annotated[
        bool, typer.Option("--force", help="Stop even while clients (e.g. `auditgraph serve`) are connected")
    ] = False,
) -> None:
    """Stop the embedded graph server (saving the graph); refuses while clients are connected unless --force."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = settings()
    server = EmbeddedServer(s.data_dir)
    clients = server.other_clients()
    if clients and not force:
        err.print(
            f"[bold red]error:[/] {clients} client(s) are using the graph (a running `auditgraph serve`?); "
            "stop them first, or pass --force"
        )
        raise typer.Exit(2)
    (server.data_dir / KEEP_RUNNING).unlink(missing_ok=True)
    from auditgraph.retrieval.service import stop_service

    stop_service(server.data_dir)  # the embedding model the commands shared, if it is loaded
    out.print("stopped" if server.stop(force=True) else "not running")


@db_app.command("status")
def db_status(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Say which graph the commands use (the folder, or the server), whether its embedded server is running and
    for how long it stays up idle, and what is loaded."""
    from auditgraph.store.embedded import KEEP_RUNNING, EmbeddedServer

    s = settings()
    embedded = s.effective_graph_uri == "embedded"
    server = EmbeddedServer(s.data_dir) if embedded else None
    where = graph_location(s)
    if server is not None and not server.has_graph():
        if as_json:
            out.print_json(json.dumps({"graph": str(server.data_dir), "exists": False}, sort_keys=True))
        else:
            out.print(
                f"{where}: no graph yet (`auditgraph demo` or `auditgraph ingest …` loads one; "
                "AUDITGRAPH_DATA_DIR chooses another folder)",
                soft_wrap=True,
            )
        return
    running_before = server is not None and server._state() == "up"
    with reported_errors():
        with graph(s) as store:
            health = store.health()
            counts = store.label_counts()
    payload = {
        "graph": str(server.data_dir) if server is not None else s.effective_graph_uri,
        "exists": True,
        "health": health,
        "counts": counts,
    }
    if server is not None:
        kept = (server.data_dir / KEEP_RUNNING).exists()
        payload["server"] = {"running_before": running_before, "kept_running": kept, "idle_stop_s": s.embedded_idle_s}
    if health.get("persistence", {}).get("problem"):  # e.g. a snapshot that failed on a full disk
        err.print(f"[yellow]warning:[/] {health['persistence']['problem']}")
    if as_json:
        out.print_json(json.dumps(payload, sort_keys=True, default=str))
        return
    out.print(f"[bold]{where}[/] ({health.get('backend', store.backend)})", soft_wrap=True)
    if server is not None:
        state = (
            "kept running (`auditgraph db stop` stops it)"
            if payload["server"]["kept_running"]
            else (
                f"stops after {s.embedded_idle_s:.0f} s without commands"
                if s.embedded_idle_s > 0
                else "stops with the last command"
            )
        )
        out.print(f"server: {'was running' if running_before else 'started now'}; {state}")
    out.print("holds: " + (", ".join(f"{v:,} {k}" for k, v in sorted(counts.items())) or "nothing yet"))


@db_app.command("reset")
def db_reset(yes: Annotated[bool, typer.Option("--yes", help="Confirm deleting every node")] = False) -> None:
    """Delete the whole graph."""
    if not yes:
        err.print("refusing to delete the graph without --yes")
        raise typer.Exit(2)
    s = settings()
    with reported_errors():
        with graph(s) as store:
            store.clear()
    out.print("graph deleted")


@db_app.command("snapshot")
def db_snapshot(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Rewrite the embedded graph's append-only file as a snapshot plus an empty log (what a clean stop does when
    the log has grown). On a full disk it fails with exit 3 and the reason; the previous snapshot and log stay."""
    from auditgraph.store.embedded import EmbeddedServer

    s = settings()
    with reported_errors():
        if s.effective_graph_uri != "embedded":
            raise InputError(
                "`db snapshot` is for the embedded graph; a Neo4j or remote FalkorDB server manages its own persistence"
            )
        server = EmbeddedServer(s.data_dir)
        server.ensure_running()
        try:
            state = server.compact()
        finally:
            server.stop()  # as every command does: unless `db start` keeps it running or clients use it
    if as_json:
        out.print_json(json.dumps(state, sort_keys=True))
        return
    out.print(
        f"snapshot written in {server.data_dir}: {state['snapshot_bytes']} bytes of snapshot, "
        f"{state['log_bytes'] - state['snapshot_bytes']} bytes of log after it"
    )
    if state.get("problem"):
        err.print(f"[yellow]warning:[/] {state['problem']}")


def list_queries() -> None:
    """List the named Cypher queries (validated at load)."""
    from auditgraph.cypher.registry import QueryRegistry

    t = Table("name", "mode", "params", "returns")
    for q in QueryRegistry.load():
        t.add_row(q.name, q.mode, ", ".join(q.params), ", ".join(q.returns))
    out.print(t)


def register(app: typer.Typer) -> None:
    app.add_typer(db_app, name="db")
    app.command("queries")(list_queries)
