"""`/docs` without the internet: Swagger UI's files come from the fastapi-offline package, served here, instead
of FastAPI's default CDN links (analysts' machines and CI reach no CDN).

The UI must read OpenAPI 3.1, the version FastAPI writes: the Swagger UI 4 of swagger-ui-bundle (4.15.5) answers
"Unable to render this definition" to any 3.1 document. fastapi-offline ships Swagger UI 5 (and ReDoc, not offered
here); only its static files are used, the app stays a plain FastAPI app."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS = "/docs-assets"
router = APIRouter()


@router.get("/docs", response_class=HTMLResponse, include_in_schema=False)
def swagger_ui() -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url="/openapi.json",
        title="auditgraph API",
        swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
        swagger_css_url=f"{ASSETS}/swagger-ui.css",
        swagger_favicon_url=f"{ASSETS}/favicon.png",
    )


def swagger_ui_files() -> Path:
    """The folder of the packaged Swagger UI files (swagger-ui-bundle.js, swagger-ui.css, favicon.png)."""
    import fastapi_offline

    return Path(fastapi_offline.__file__).resolve().parent / "static"


def install_offline_docs(app: FastAPI) -> None:
    app.include_router(router)
    app.mount(ASSETS, StaticFiles(directory=swagger_ui_files()), name="docs-assets")
