"""Serving the API with uvicorn (what `auditgraph serve` calls)."""

from __future__ import annotations

from auditgraph.settings import Settings


def serve(
    settings: Settings, host: str = "127.0.0.1", port: int = 8000, *, workers: int = 1, log_level: str = "warning"
) -> None:
    """Run the API until interrupted; the app opens and closes the store itself.

    ``workers`` > 1: that many uvicorn worker processes on the one socket, each building the app from the
    environment (the settings are environment variables) with its own store connection and caches. A request's
    Python work — result rows, the traversal, JSON — holds one interpreter's lock, so on a machine with cores to
    spare more processes answer more requests at once; they share the one embedded server, which stops when the
    last of them has closed its connection."""
    import uvicorn

    if workers > 1:
        uvicorn.run(
            "auditgraph.api.app:create_app",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            log_level=log_level,
            proxy_headers=False,
        )
        return
    from auditgraph.api.app import create_app

    uvicorn.run(create_app(settings), host=host, port=port, log_level=log_level, proxy_headers=False)
