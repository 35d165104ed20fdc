"""Serving the API with uvicorn (what `auditgraph serve` calls)."""
from __future__ import annotations

from auditgraph.settings import Settings


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000, *, log_level: str = "warning") -> None:
    """Run the API in this process until interrupted; the app opens and closes the store itself."""
    import uvicorn

    from auditgraph.api.app import create_app

    uvicorn.run(create_app(settings), host=host, port=port, log_level=log_level, proxy_headers=False)
