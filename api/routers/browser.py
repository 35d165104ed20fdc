"""Neo4j Browser's analyst guide and style sheet, served for ``:play`` and ``:style``.

Both are open (no API key) like the evidence view page: they hold queries, prose and colours, no data, and
Neo4j Browser fetches them from its own origin with no way to send a key. That fetch is cross-origin (with
Cache-Control and Pragma request headers, so the browser asks first with OPTIONS), hence the CORS headers
for any origin here; Neo4j itself must list this host in ``browser.remote_content_hostname_allowlist``.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, Response

from auditgraph.api.deps import StoreDep
from auditgraph.reports.browser_guide import GRASS_NAME, build_guide, grass_text

router = APIRouter()
GUIDE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'"
_CORS = {
    "Access-Control-Allow-Origin": "*",
    "Vary": "Origin",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}


def own_base_url(request: Request) -> str:
    """This server's address as the socket it answers on knows it (scheme, host, port, root path), never the
    request's Host header: a Host of evil.example used to put `:style http://evil.example/…` into the guide."""
    scheme = request.url.scheme
    server = request.scope.get("server") or ("127.0.0.1", 80 if scheme == "http" else 443)
    host, port = server[0], server[1]
    host = f"[{host}]" if ":" in str(host) else host
    root = request.scope.get("root_path", "").rstrip("/")
    return f"{scheme}://{host}:{port}{root}/"


@router.get("/browser/guide", response_class=HTMLResponse, include_in_schema=False)
def guide(request: Request, store: StoreDep) -> HTMLResponse:
    """The guide: `:play http://HOST:PORT/browser/guide` in Neo4j Browser."""
    page = build_guide(store.registry, own_base_url(request))
    return HTMLResponse(page, headers={**_CORS, "Content-Security-Policy": GUIDE_CSP})


@router.get(f"/browser/{GRASS_NAME}", response_class=PlainTextResponse, include_in_schema=False)
def style() -> PlainTextResponse:
    """The GraSS style sheet: `:style http://HOST:PORT/browser/auditgraph.grass`, or drop the file on Browser."""
    return PlainTextResponse(grass_text(), media_type="text/plain; charset=utf-8", headers=_CORS)


@router.options("/browser/{name}", include_in_schema=False)
def preflight(name: str, request: Request) -> Response:
    """CORS preflight of Neo4j Browser's GET (it sends Cache-Control and Pragma)."""
    asked = request.headers.get("access-control-request-headers", "")
    allowed = ", ".join(
        h.strip() for h in asked.split(",") if h.strip().lower() in ("cache-control", "pragma", "accept")
    )
    return Response(
        status_code=204,
        headers={
            **_CORS,
            "Access-Control-Allow-Methods": "GET, OPTIONS",
            "Access-Control-Allow-Headers": allowed or "Cache-Control, Pragma",
            "Access-Control-Max-Age": "600",
        },
    )
