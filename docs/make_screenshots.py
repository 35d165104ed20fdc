"""Make the README's screenshots (not part of the test pass):

    .venv/bin/python docs/make_screenshots.py

docs/statement-view.png: the evidence view (`/`) with Apple's 10-K 2023 total-assets fact opened and its
statement shown (the balance sheet, the fact's cell marked); docs/browser-guide.png: the Neo4j Browser guide
page (`/browser/guide`) as a web browser shows it. Both are taken with the headless Chromium the tests use
(Debian's /usr/bin/chromium through Playwright) from the API served on a fresh embedded graph holding the
US-GAAP 2024 taxonomy and Apple's 10-K 2023 and 10-Q from ../shared/data.
"""

from __future__ import annotations

import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

import uvicorn

from auditgraph.api.app import create_app
from auditgraph.cypher.registry import QueryRegistry
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.settings import Settings
from auditgraph.store import open_store

DOCS = Path(__file__).resolve().parent
CHROMIUM = "/usr/bin/chromium"
APPLE = {"aapl-10k-2023": "0000320193-23-000106", "aapl-10q-2023": "0000320193-23-000077"}
ASSETS = "0000320193-23-000106:320193:us-gaap:Assets:20230930:USD"


def serve(app) -> tuple[str, uvicorn.Server, threading.Thread]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", access_log=False))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    return f"http://127.0.0.1:{sock.getsockname()[1]}", server, thread


def main() -> int:
    from playwright.sync_api import expect, sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp), graph_name="screenshots", api_keys=[], search_index=False)
        store = open_store(settings, QueryRegistry.load())
        store.schema()
        shared = settings.shared_data
        load_taxonomy(store, parse_taxonomy(shared / "us-gaap-2024"), show_progress=False)
        for folder, accession in APPLE.items():
            load_filing(
                store, parse_filing(shared / "filings" / folder, accession=accession, cik="320193"), show_progress=False
            )
        url, server, thread = serve(create_app(settings, store=store))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
                )
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                page.set_default_timeout(30_000)
                page.goto(f"{url}/")
                page.wait_for_selector(f'#filing option[value="{APPLE["aapl-10k-2023"]}"]', state="attached")
                page.select_option("#filing", APPLE["aapl-10k-2023"])
                page.fill("#node-key", ASSETS)
                page.press("#node-key", "Enter")
                expect(page.locator("#details .node-id")).to_have_text(ASSETS)
                page.click("#statement-toggle")
                expect(page.locator("#statement td.finding-fact")).to_have_attribute("data-key", ASSETS)
                page.screenshot(path=str(DOCS / "statement-view.png"))

                guide = browser.new_page(viewport={"width": 1180, "height": 900})
                guide.goto(f"{url}/browser/guide")
                guide.screenshot(path=str(DOCS / "browser-guide.png"), full_page=True)
                browser.close()
        finally:
            server.should_exit = True
            thread.join(timeout=10)
            store.close()
    for name in ("statement-view.png", "browser-guide.png"):
        shrink(DOCS / name)
        print(f"wrote docs/{name} ({(DOCS / name).stat().st_size:,} bytes)")
    return 0


def shrink(path: Path, colours: int = 64) -> None:
    """Flat UI screenshots need few colours: a 64-colour palette keeps them legible at about a third of the size
    (the guide 606 KB -> 196 KB), so the repository does not carry large binaries."""
    from PIL import Image  # matplotlib's own dependency

    with Image.open(path) as im:
        small = im.convert("RGB").quantize(colors=colours, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)


if __name__ == "__main__":
    sys.exit(main())
