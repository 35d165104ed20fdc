"""`/docs` in a real browser: Swagger UI, served from a package (no CDN), renders auditgraph's OpenAPI document
(3.1, as FastAPI writes it) with its operations listed, and nothing on the page comes from another host.

The browser is /usr/bin/chromium, never one Playwright downloads; skipped without it unless
AUDITGRAPH_REQUIRE_BROWSER=1 (then a failure), as in test_evidence_view.py."""

from __future__ import annotations

from urllib.parse import urlsplit

import httpx
import pytest
from live_server import serve_in_thread
from test_evidence_view import CHROMIUM, CHROMIUM_ARGS, _require_browser

from auditgraph.api.app import create_app

WAIT_MS = 30_000


@pytest.fixture(scope="module")
def docs_url(apple_alone):
    settings, store = apple_alone
    with serve_in_thread(create_app(settings, store=store)) as url:
        yield url


def test_docs_page_renders_the_operations_of_the_openapi_document(docs_url):
    sync_api = _require_browser()
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(WAIT_MS)
            hosts, errors = set(), []
            page.on("request", lambda r: hosts.add(urlsplit(r.url).netloc))
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{docs_url}/docs")
            page.wait_for_selector(".opblock", timeout=WAIT_MS)
            paths = page.locator(".opblock .opblock-summary-path").all_inner_texts()
            text = page.locator("#swagger-ui").inner_text()
        finally:
            browser.close()
    assert "Unable to render this definition" not in text
    cleaned = {p.replace("\u200b", "").strip() for p in paths}
    assert {"/health", "/filings/{accession}/statement/{kind}", "/cypher", "/concepts/search"} <= cleaned
    assert cleaned == set(httpx.get(f"{docs_url}/openapi.json").json()["paths"])  # every path of the document
    assert hosts == {urlsplit(docs_url).netloc}, hosts  # every request went to the API itself
    assert errors == []
