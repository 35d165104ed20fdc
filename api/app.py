"""The FastAPI application factory. Nothing happens at import time: settings and the store are made in
the lifespan (or passed in, as tests do) and live on ``app.state``.

Auth: every endpoint except /health (and the OpenAPI documents, and the evidence view page ``/`` with its
``/static`` files, which hold no data) needs an ``X-API-Key`` header holding one of ``settings.api_keys``.
With no keys configured, auth is disabled and a warning is logged at start-up, so a local ``auditgraph serve``
works without setup; set AUDITGRAPH_API_KEYS='["…"]' anywhere else.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

from auditgraph import __version__
from auditgraph.api.deps import require_api_key
from auditgraph.api.errors import install_error_handlers
from auditgraph.api.gc_policy import serving_gc
from auditgraph.api.limits import RequestLimits
from auditgraph.api.neighbourhood import NeighbourhoodCache
from auditgraph.api.openapi import install_openapi
from auditgraph.api.routers import (
    analyst,
    audits,
    browser,
    concepts,
    cypher,
    filings,
    graph,
    health,
    memos,
    rules,
    search,
    statements,
    tools,
    view,
)
from auditgraph.api.routers.docs import install_offline_docs
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore
from auditgraph.tools.registry import ToolBox

logger = logging.getLogger("auditgraph.api")

DESCRIPTION = """\
US-GAAP XBRL filings as a knowledge graph: filings and facts, concepts and calculation trees, graph
neighbourhoods with stable ids, DQC rule runs with their findings, the typed audit tools an agent calls,
and read-only Cypher. Errors are RFC 9457 problem+json. Send the `X-API-Key` header on every call except
`/health`.
"""
TAGS = [
    {"name": "health", "description": "Liveness and what the graph holds"},
    {"name": "filings", "description": "Loaded filings, their facts and stored findings"},
    {"name": "concepts", "description": "Concept search, specifications and calculation trees"},
    {"name": "graph", "description": "Neighbourhoods for drawing and exploring the graph"},
    {"name": "rules", "description": "Deterministic DQC rules (DQC.US.0015, 0117, 0126)"},
    {"name": "tools", "description": "Typed tools for agents (DESIGN §5)"},
    {"name": "cypher", "description": "Read-only ad-hoc Cypher"},
    {"name": "memos", "description": "Risk memos and answers whose every number is a verified claim (DESIGN §6b)"},
]


class SettingsCORS:
    """CORS from ``settings.cors_origins``, read when the first request arrives: the settings only exist
    once the lifespan ran, and Starlette fixes its middleware stack before that."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.inner: ASGIApp | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"].startswith("/browser/"):
            await self.app(scope, receive, send)  # the Browser guide answers any origin itself (routers/browser.py)
            return
        if self.inner is None:
            origins = list(scope["app"].state.settings.cors_origins)
            self.inner = (
                CORSMiddleware(
                    self.app,
                    allow_origins=origins,
                    allow_methods=["GET", "POST"],
                    allow_headers=["X-API-Key", "Content-Type"],
                )
                if origins
                else self.app
            )
        await self.inner(scope, receive, send)


def create_app(settings: Settings | None = None, store: GraphStore | None = None) -> FastAPI:
    """Build the app. A store passed in is used as is and left open; otherwise one is opened from the
    settings when the app starts and closed when it stops."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        cfg = settings or Settings()
        owned = store is None
        if owned:
            from auditgraph.cypher.context import build_context

            the_store = build_context(cfg).store
        else:
            the_store = store
        # An API that opened its own embedded store: if it is killed, its watchdog stops the graph server once no
        # client is left (a clean stop closes the store, which stops the server itself).
        from auditgraph.store.watchdog import start_watchdog

        watchdog = start_watchdog(the_store) if owned else None
        if not cfg.api_keys:
            logger.warning(
                "API authentication is disabled: no keys in AUDITGRAPH_API_KEYS; "
                "every caller can read the graph and run rules"
            )
        if hasattr(the_store, "restart_on_loss"):
            # A long-running server starts an embedded graph server that died again (auditgraph.store.falkor)
            the_store.restart_on_loss = True
        app.state.settings = cfg
        app.state.store = the_store
        app.state.toolbox = ToolBox(the_store, cfg)
        app.state.neighbourhood_cache = NeighbourhoodCache(cfg.neighbourhood_cache_size)
        # /cypher queries at once in this process (api/routers/cypher.py): the rest of the API keeps a core
        app.state.cypher_slots = threading.BoundedSemaphore(cfg.cypher_max_concurrent)
        try:
            with serving_gc():
                yield
        finally:
            app.state.store = None
            if owned:
                the_store.close()
            if watchdog is not None:
                watchdog.terminate()
                watchdog.wait(10)

    app = FastAPI(
        title="auditgraph",
        version=__version__,
        description=DESCRIPTION,
        openapi_tags=TAGS,
        lifespan=lifespan,
        redirect_slashes=False,
        docs_url=None,
        redoc_url=None,
    )
    app.add_middleware(RequestLimits)  # body size and JSON depth, before any body is parsed
    app.add_middleware(SettingsCORS)
    secured = [Depends(require_api_key)]
    app.include_router(health.router)
    app.include_router(view.router)  # the evidence view page: open, its data calls carry the key
    app.mount("/static", view.static_files(), name="static")
    app.include_router(browser.router)  # Neo4j Browser's guide and style sheet: open, no data
    for area in (filings, statements, analyst, concepts, search, graph, rules, tools, cypher, audits, memos):
        app.include_router(area.router, dependencies=secured)
    install_error_handlers(app)
    install_openapi(app)
    install_offline_docs(app)  # /docs from packaged Swagger UI files, no CDN
    return app
