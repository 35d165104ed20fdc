"""`auditgraph db snapshot`: write the embedded graph's snapshot now, and say plainly when it cannot."""
from __future__ import annotations

import json
from typing import Annotated

import typer


def db_snapshot(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Rewrite the embedded graph's append-only file as a snapshot plus an empty log (what a clean stop does when
    the log has grown). On a full disk it fails with exit 3 and the reason; the previous snapshot and log stay."""
    from auditgraph.cli import _reported_errors, _settings, err, out
    from auditgraph.errors import InputError
    from auditgraph.store.embedded import EmbeddedServer

    s = _settings()
    with _reported_errors():
        if s.effective_graph_uri != "embedded":
            raise InputError("`db snapshot` is for the embedded graph; a Neo4j or remote FalkorDB server "
                             "manages its own persistence")
        server = EmbeddedServer(s.data_dir)
        server.ensure_running()
        try:
            state = server.compact()
        finally:
            server.stop()  # as every command does: unless `db start` keeps it running or clients use it
    if as_json:
        out.print_json(json.dumps(state, sort_keys=True))
        return
    out.print(f"snapshot written in {server.data_dir}: {state['snapshot_bytes']} bytes of snapshot, "
              f"{state['log_bytes'] - state['snapshot_bytes']} bytes of log after it")
    if state.get("problem"):
        err.print(f"[yellow]warning:[/] {state['problem']}")


def register(db_app: typer.Typer) -> None:
    db_app.command("snapshot")(db_snapshot)
