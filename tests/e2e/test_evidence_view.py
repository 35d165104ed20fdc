"""The evidence view in a real browser: Debian's Chromium, driven by Playwright, against the API served over
HTTP on 127.0.0.1 with every shared filing loaded into the embedded graph.

Numbers come from Microsoft's 10-K 2015 instance (msft-20150630.xml): DeferredTaxAssetsLiabilitiesNetNoncurrent
is -2728000000 at 2014-06-30 and -2835000000 at 2015-06-30, and the concept is on the DQC.US.0015
non-negative list, so DQC.US.0015 reports exactly those two facts.

The browser is /usr/bin/chromium (apt-get install chromium), never one Playwright downloads. Without it the
test is skipped, unless AUDITGRAPH_REQUIRE_BROWSER=1 (as in CI), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import httpx
import pytest
from live_server import serve_in_thread

from auditgraph.api.app import create_app
from auditgraph.api.routers.view import CONTENT_SECURITY_POLICY, STATIC_DIR

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
API_KEY = "test-key-view-5e2d"
MSFT = "0001193125-15-272806"
CONCEPT = "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent"
FACT_2014 = f"{MSFT}:789019:{CONCEPT}:20140630:USD"
FACT_2015 = f"{MSFT}:789019:{CONCEPT}:20150630:USD"
WAIT_MS = 30_000


def _require_browser():
    """The Playwright module, or a skip (a failure when AUDITGRAPH_REQUIRE_BROWSER=1) saying what is missing."""
    missing = []
    if not CHROMIUM.exists():
        missing.append(f"{CHROMIUM} (apt-get install chromium)")
    try:
        from playwright import sync_api
    except ImportError:
        sync_api = None
        missing.append("the playwright package (pip install -e '.[dev]')")
    if missing:
        reason = "the evidence view browser test needs " + " and ".join(missing)
        if os.environ.get("AUDITGRAPH_REQUIRE_BROWSER") == "1":
            pytest.fail(reason + "; AUDITGRAPH_REQUIRE_BROWSER=1 forbids skipping it")
        pytest.skip(reason)
    return sync_api


@pytest.fixture(scope="module")
def base_url(store, loaded, session_settings):
    settings = session_settings.model_copy(update={"api_keys": [API_KEY]})
    with serve_in_thread(create_app(settings, store=store)) as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    sync_api = _require_browser()
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def node_transforms(page) -> list[tuple[str, str]]:
    return page.eval_on_selector_all(
        "#viewport .node", "gs => gs.map(g => [g.dataset.id, g.getAttribute('transform')])"
    )


def test_the_page_and_its_files_are_served_without_a_key_while_data_calls_need_one(base_url):
    page = httpx.get(f"{base_url}/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert page.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
    # The rule names are filled in from the engine; the placeholders are gone.
    from auditgraph.rules.engine import RULES

    rules = " ".join(RULES)  # every registered rule, in the registry's order
    assert len(RULES) == 49 and rules.startswith("DQC.US.0001 DQC.US.0004") and rules.endswith("XBRL.CALC11")
    assert f'content="{rules}"' in page.text and "{{" not in page.text
    # The script is a native ES module (static/view/main.js) importing its siblings: each is served as JavaScript.
    assert '<script type="module" src="static/view/main.js"></script>' in page.text
    modules = sorted(f"view/{p.name}" for p in (STATIC_DIR / "view").glob("*.js"))
    assert "view/main.js" in modules
    for name, media in [(m, "javascript") for m in modules] + [("view.css", "text/css")]:
        r = httpx.get(f"{base_url}/static/{name}")
        assert r.status_code == 200 and media in r.headers["content-type"]
    assert httpx.get(f"{base_url}/static/missing.js").status_code == 404
    assert httpx.get(f"{base_url}/filings").status_code == 401
    assert "/" not in httpx.get(f"{base_url}/openapi.json").json()["paths"]


def test_evidence_view_draws_the_msft_2015_sign_finding_and_its_fact(base_url, page, tmp_path):
    from playwright.sync_api import expect

    page.goto(f"{base_url}/")
    # No key yet: the filings call is refused and the page asks for one.
    expect(page.locator("#status")).to_contain_text("needs a key")

    page.fill("#api-key", API_KEY)
    page.click("#use-key")
    page.wait_for_selector(f'#filing option[value="{MSFT}"]', state="attached")
    assert page.evaluate("sessionStorage.getItem('auditgraph.apiKey')") == API_KEY
    page.select_option("#filing", MSFT)

    # Run the rule from the page (POST /rules/DQC.US.0015/run): it stores the filing's two findings.
    page.select_option("#rule", "DQC.US.0015")
    page.click("#run-rule")
    expect(page.locator("#status")).to_contain_text(f"DQC.US.0015 on {MSFT}:")
    expect(page.locator("#status")).to_contain_text("2 findings stored")

    rows = page.locator("#findings tbody tr", has_text="DQC.US.0015")
    expect(rows).to_have_count(2)
    cells = [[c.strip() for c in rows.nth(i).locator("td").all_inner_texts()[:6]] for i in range(2)]
    assert cells == [
        ["DQC.US.0015", CONCEPT, "2014-06-30", "-2,728,000,000", "2,728,000,000", "-5,456,000,000"],
        ["DQC.US.0015", CONCEPT, "2015-06-30", "-2,835,000,000", "2,835,000,000", "-5,670,000,000"],
    ]

    findings = httpx.get(f"{base_url}/filings/{MSFT}/findings", headers={"X-API-Key": API_KEY}).json()
    finding_2015 = next(f for f in findings if f["rule"] == "DQC.US.0015" and f["period"] == "20150630")

    # Choosing the finding draws its evidence path: the finding, the fact it is about, the fact's concept.
    rows.nth(1).click()
    finding_node = page.locator(f'#viewport .node[data-id="{finding_2015["id"]}"]')
    fact_node = page.locator(f'#viewport .node[data-id="{FACT_2015}"]')
    expect(finding_node).to_have_attribute("data-label", "Finding")
    expect(fact_node).to_have_attribute("data-label", "Fact")
    expect(fact_node.locator("title")).to_have_text(f"Fact: {FACT_2015}")
    expect(fact_node).to_contain_text("-2,835,000,000 USD")
    expect(page.locator(f'#viewport .node[data-id="{CONCEPT}"]')).to_have_attribute("data-label", "Concept")
    expect(page.locator(f'#viewport .edge[data-id="ABOUT|{finding_2015["id"]}|{FACT_2015}"]')).to_have_count(1)
    expect(page.locator(f'#viewport .edge[data-id="INSTANCE_OF|{FACT_2015}|{CONCEPT}"]')).to_have_count(1)
    expect(page.locator("#findings tbody tr[aria-current='true']")).to_contain_text("2015-06-30")
    expect(page.locator("#details .node-id")).to_have_text(finding_2015["id"])

    # The same finding draws the same picture: another finding (chosen with the keyboard), then this one again.
    drawn = node_transforms(page)
    rows.nth(0).get_by_role("button").press("Enter")
    expect(page.locator(f'#viewport .node[data-id="{FACT_2014}"]')).to_have_count(1)
    rows.nth(1).click()
    expect(fact_node).to_have_count(1)
    expect(page.locator("body[aria-busy]")).to_have_count(0)
    assert node_transforms(page) == drawn

    # Clicking the fact shows its properties and expands it.
    fact_node.click()
    expect(page.locator("body[aria-busy]")).to_have_count(0)
    expect(page.locator("#details .node-id")).to_have_text(FACT_2015)
    expect(page.locator('#details .prop[data-prop="value"] dd')).to_have_text("-2,835,000,000")
    expect(page.locator('#details .prop[data-prop="concept"] dd')).to_have_text(CONCEPT)
    expect(page.locator("#status")).to_contain_text(f"{FACT_2015}:")
    page.screenshot(path=str(tmp_path / "evidence-view.png"))
    assert (tmp_path / "evidence-view.png").stat().st_size > 20_000

    # The node key box opens any node directly.
    page.fill("#node-key", CONCEPT)
    page.press("#node-key", "Enter")
    expect(page.locator("#details .node-id")).to_have_text(CONCEPT)
    expect(page.locator('#details .prop[data-prop="label"] dd')).to_have_text("Deferred Tax Assets, Net, Noncurrent")
    expect(page.locator(f'#viewport .node[data-id="{CONCEPT}"]')).to_have_class(re.compile(r"\bselected\b"))

    assert page.errors == []  # type: ignore[attr-defined]


def test_statement_view_shows_the_findings_fact_among_its_statement_and_links_every_value(base_url, page):
    """msft-20150630.xml: GrossProfit is 14,712m for the quarter ended 2015-06-30 (context ..._STD_91_20150630_0) and
    60,542m for the fiscal year (..._STD_365_20150630_0); XBRL.CALC11 flags the quarter (its CostOfRevenue is not
    reported, so the calculation cannot add up). The statement holding that fact is the income statement."""
    from playwright.sync_api import expect

    quarter = f"{MSFT}:789019:us-gaap:GrossProfit:20150401-20150630:USD"
    year = f"{MSFT}:789019:us-gaap:GrossProfit:20140701-20150630:USD"
    page.goto(f"{base_url}/")
    page.fill("#api-key", API_KEY)
    page.click("#use-key")
    page.wait_for_selector(f'#filing option[value="{MSFT}"]', state="attached")
    page.select_option("#filing", MSFT)
    page.select_option("#rule", "XBRL.CALC11")
    page.click("#run-rule")
    expect(page.locator("#status")).to_contain_text(f"XBRL.CALC11 on {MSFT}:")
    expect(page.locator("#statement-toggle")).to_be_disabled()

    row = page.locator("#findings tbody tr", has_text="us-gaap:GrossProfit").filter(has_text="2015-04-01 – 2015-06-30")
    expect(row).to_have_count(1)
    row.click()
    expect(page.locator(f'#viewport .node[data-id="{quarter}"]')).to_have_count(1)
    expect(page.locator("#statement-toggle")).to_be_enabled()

    page.click("#statement-toggle")
    expect(page.locator("#statement-view")).to_be_visible()
    expect(page.locator(".graph .canvas")).to_be_hidden()
    expect(page.locator("#statement-toggle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#statement-title")).to_have_text("INCOME STATEMENTS")
    headers = [h.strip() for h in page.locator("#statement thead th").all_inner_texts()]
    assert headers == [
        "line item",
        "2014-07-01 – 2015-06-30",
        "2015-04-01 – 2015-06-30",
        "2013-07-01 – 2014-06-30",
        "2012-07-01 – 2013-06-30",
    ]
    marked = page.locator("#statement td.finding-fact")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-key", quarter)
    expect(marked).to_have_text("14,712,000,000")
    expect(page.locator("#status")).to_contain_text("the fact is marked")
    gross_line = page.locator('#statement tr[data-concept="us-gaap:GrossProfit"]')
    expect(gross_line.locator(f'td[data-key="{year}"]')).to_have_text("60,542,000,000")

    # A value is a link to its fact: clicking it returns to the graph with that fact drawn and selected.
    gross_line.locator(f'td[data-key="{year}"] button').click()
    expect(page.locator(".graph .canvas")).to_be_visible()
    expect(page.locator("#statement-view")).to_be_hidden()
    expect(page.locator("#details .node-id")).to_have_text(year)
    expect(page.locator('#details .prop[data-prop="value"] dd')).to_have_text("60,542,000,000")
    expect(page.locator(f'#viewport .node[data-id="{quarter}"]')).to_have_count(1)  # the evidence path stays

    # The selected fact has a statement too (the fiscal year's fact: same statement, its cell marked).
    page.click("#statement-toggle")
    expect(page.locator("#statement td.finding-fact")).to_have_attribute("data-key", year)

    # A finding whose concept is on no face statement says so instead of showing an empty table.
    page.click("#statement-toggle")
    page.select_option("#rule", "DQC.US.0015")
    page.click("#run-rule")
    expect(page.locator("#status")).to_contain_text("2 findings stored")
    page.locator("#findings tbody tr", has_text="DQC.US.0015").first.click()
    expect(page.locator("body[aria-busy]")).to_have_count(0)
    page.click("#statement-toggle")
    expect(page.locator("#statement-title")).to_have_text("No statement")
    expect(page.locator("#statement-note")).to_contain_text("is on none of")
    expect(page.locator("#status")).to_have_attribute("data-kind", "error")
    assert page.errors == []  # type: ignore[attr-defined]
