"""`auditgraph serve`: the HTTP API (FastAPI over uvicorn) on the configured graph."""

from __future__ import annotations

from typing import Annotated

import typer

from auditgraph.cli.common import err, out, settings


def serve(
    host: Annotated[str, typer.Option(help="Interface to bind")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
    workers: Annotated[
        int,
        typer.Option(
            "--workers", "-w", min=1, help="Worker processes on the one port and graph, each with its own caches"
        ),
    ] = 1,
) -> None:
    """Serve the HTTP API (FastAPI over uvicorn) on the configured graph."""
    import socket

    from auditgraph.api.server import serve as run_server

    s = settings()
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        try:
            probe.bind((host, port))  # a busy port is said before anything claims to serve on it
        except OSError as exc:
            err.print(
                f"[bold red]error:[/] cannot serve on {host}:{port}: {exc.strerror or exc} "
                f"(another server is using it?); choose another with --port"
            )
            raise typer.Exit(2) from exc
    if not s.api_keys:
        err.print("[yellow]warning:[/] AUDITGRAPH_API_KEYS is empty: the API accepts requests without a key")
    out.print(
        f"auditgraph API on http://{host}:{port}  (OpenAPI: /docs)"
        + (f", {workers} worker processes" if workers > 1 else "")
    )
    run_server(s, host=host, port=port, workers=workers)


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
