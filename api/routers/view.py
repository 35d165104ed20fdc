"""The evidence view: one static page (``api/static``) that draws a finding's evidence path from the API.

The page and its files are open (no API key): they hold no data. Every data call the page makes carries
the key the analyst typed in, so the view is exactly as protected as the API it calls. ``GET /`` serves
the page with the rule names filled in (so the page never hard-codes them) and a Content-Security-Policy
that allows only this origin's scripts, styles and API: the key sits in sessionStorage, and no script
from anywhere else may read it.
"""

from __future__ import annotations

import html
import mimetypes
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

from auditgraph import __version__
from auditgraph.rules.engine import RULES

router = APIRouter()
STATIC_DIR = Path(__file__).resolve().parents[1] / "static"
PAGE = "index.html"
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)


def static_files() -> StaticFiles:
    """The page's files, for ``app.mount("/static", …)``."""
    # The page is ES modules, which browsers run only when served as JavaScript: say so here rather than trust
    # the host's MIME table (on Windows it can come from the registry, with another type for .js).
    mimetypes.add_type("text/javascript", ".js")
    return StaticFiles(directory=STATIC_DIR)


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
def evidence_view() -> HTMLResponse:
    """The evidence view, with the rule names and the version filled in."""
    page = (STATIC_DIR / PAGE).read_text(encoding="utf-8")
    page = page.replace("{{rules}}", html.escape(" ".join(RULES))).replace("{{version}}", html.escape(__version__))
    return HTMLResponse(
        page,
        headers={
            "Content-Security-Policy": CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Cache-Control": "no-cache",
        },
    )
