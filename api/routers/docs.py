"""`/docs` without the internet: Swagger UI's files come from the swagger-ui-bundle package, served here,
instead of FastAPI's default CDN links (analysts' machines and CI reach no CDN). ReDoc, which has no
packaged copy, is not offered."""
from __future__ import annotations

from fastapi import APIRouter, FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS = "/docs-assets"
router = APIRouter()


@router.get("/docs", response_class=HTMLResponse, include_in_schema=False)
def swagger_ui() -> HTMLResponse:
    return get_swagger_ui_html(openapi_url="/openapi.json", title="auditgraph API",
                               swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js", swagger_css_url=f"{ASSETS}/swagger-ui.css",
                               swagger_favicon_url=f"{ASSETS}/favicon-32x32.png")


def install_offline_docs(app: FastAPI) -> None:
    from swagger_ui_bundle import swagger_ui_path

    app.include_router(router)
    app.mount(ASSETS, StaticFiles(directory=swagger_ui_path), name="docs-assets")
