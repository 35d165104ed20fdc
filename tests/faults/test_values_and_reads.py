"""Values that pass ingest must not break anyone's reads (issue #28, item 6).

Ingest validates per the XBRL and EDGAR rules (an invalid item is reported and left out, the rest loads), and
every read path — the API's /plot, /memos, /ask and the CLI's eval-memos — answers for every filing whatever
ingest accepted: a context instant of 9999-12-31, a dei:DocumentPeriodEndDate that is not a date, NaN and INF,
digits that are not ASCII, a CIK that is not one, a question about a date that does not exist."""

from __future__ import annotations

import re

import httpx
import pytest

from auditgraph.api.app import create_app
from tests.e2e.live_server import serve_in_thread
from tests.faults.conftest import BASE_FOLDER, copy_filing, run_cli_here

KEY = "values-and-reads-key-8e21"
FAR = "FAR-NFLX-10Q-2010"
ODD_DATES = {"NOTADATE-NFLX-10Q-2010": "not a date", "FEB30-NFLX-10Q-2010": "2023-02-30"}
FAR_CONTEXT = """  <context id="far_future">
    <entity><identifier scheme="http://www.sec.gov/CIK">0001065280</identifier></entity>
    <period><instant>9999-12-31</instant></period>
  </context>
"""
ODD_NUMBERS = {  # value -> why it is not a number the graph may store
    "NaN": "NaN",
    "INF": "INF",
    "-INF": "-INF",
    "\uff11\uff12\uff13": "full-width digits",
    "\u0661\u0662\u0663": "Arabic-Indic digits",
}


def _instance(folder):
    return folder / "nflx-20100930.xml"


def _add_before_first_unit(text: str, block: str) -> str:
    return text.replace('  <unit id="iso4217_USD">', block + '  <unit id="iso4217_USD">', 1)


@pytest.fixture(scope="module")
def hostile_filings(fault_settings, fault_store, base_filing, tmp_path_factory):
    """Three hostile copies of the base filing, loaded by the real CLI: each must load (exit 0)."""
    root = tmp_path_factory.mktemp("values")
    reports = {}
    far = copy_filing(BASE_FOLDER, root / "far" / BASE_FOLDER)
    text = _add_before_first_unit(_instance(far).read_text(encoding="utf-8"), FAR_CONTEXT)
    # (the instance is declared US-ASCII: other digits go in as character references)
    facts = "".join(
        f'  <us-gaap:Revenues contextRef="far_future" unitRef="iso4217_USD" decimals="0">{v}</us-gaap:Revenues>\n'
        for v in (n.encode("ascii", "xmlcharrefreplace").decode() for n in ODD_NUMBERS)
    )
    facts += '  <us-gaap:Assets contextRef="far_future" unitRef="iso4217_USD" decimals="-3">1000</us-gaap:Assets>\n'
    _instance(far).write_text(_add_before_first_unit(text, facts), encoding="utf-8")
    reports[FAR] = run_cli_here(
        fault_settings, ["ingest", "filing", str(far), "--accession", FAR, "--cik", base_filing.cik]
    )
    for acc, end in ODD_DATES.items():
        folder = copy_filing(BASE_FOLDER, root / acc / BASE_FOLDER)
        body = _instance(folder).read_text(encoding="utf-8")
        body = body.replace(">2010-09-30</dei:DocumentPeriodEndDate>", f">{end}</dei:DocumentPeriodEndDate>")
        _instance(folder).write_text(body, encoding="utf-8")
        reports[acc] = run_cli_here(
            fault_settings, ["ingest", "filing", str(folder), "--accession", acc, "--cik", base_filing.cik]
        )
    for acc, r in reports.items():
        assert r.code == 0, (acc, r.stdout, r.stderr)
    return reports


@pytest.fixture(scope="module")
def api(fault_settings, fault_store, hostile_filings):
    settings = fault_settings.model_copy(update={"api_keys": [KEY]})
    with serve_in_thread(create_app(settings, store=fault_store)) as url:
        with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=60) as client:
            yield client


def test_nan_inf_and_non_ascii_digits_are_reported_invalid_and_never_stored(fault_store, hostile_filings):
    out = " ".join(hostile_filings[FAR].stdout.split())
    assert out.count("invalid fact") >= len(ODD_NUMBERS), out
    values = [
        r["value"]
        for r in fault_store.run(
            "api.filing_facts",
            {
                "accession": FAR,
                "concept": "us-gaap:Revenues",
                "period": None,
                "dims": [],
                "dimensional": None,
                "offset": 0,
                "limit": 1000,
            },
        )
    ]
    assert values and all(isinstance(v, (int, float)) and v == v and abs(v) != float("inf") for v in values), values
    assert not any(v in (123, 123.0) for v in values)


def test_plot_answers_for_every_filing_with_a_context_in_the_year_9999(api, base_filing, hostile_filings):
    for concept in ("us-gaap:Assets", "us-gaap:Revenues"):
        for fmt in ("svg", "png"):
            r = api.get("/plot", params={"concept": concept, "cik": base_filing.cik, "format": fmt})
            assert r.status_code == 200, (concept, fmt, r.status_code, r.text[:300])


@pytest.mark.parametrize("accession", [FAR, *ODD_DATES, "base"])
def test_memos_and_ask_answer_for_a_filing_whose_period_end_is_not_a_date(api, base_filing, accession):
    acc = base_filing.accession if accession == "base" else accession
    r = api.post("/memos", json={"accession": acc})
    assert r.status_code == 200, (acc, r.status_code, r.text[:300])
    r = api.post("/ask", json={"question": "What was Netflix's revenue?", "accession": acc})
    assert r.status_code == 200, (acc, r.status_code, r.text[:300])
    r = api.post("/ask", json={"question": "What was Netflix's current ratio?"})
    assert r.status_code == 200, (r.status_code, r.text[:300])


def test_an_invalid_document_period_end_date_is_reported_at_ingest(fault_store, hostile_filings):
    for acc, end in ODD_DATES.items():
        out = " ".join(hostile_filings[acc].stdout.split())
        assert "DocumentPeriodEndDate" in out and end in out, out
        row = fault_store.run("ingest.filing_status", {"accession": acc})[0]
        assert row["status"] == "complete"
        period_end = next(r["period_end"] for r in fault_store.run("admin.filings") if r["accession"] == acc)
        assert period_end is None or re.fullmatch(r"\d{4}-\d\d-\d\d", period_end), period_end


def test_eval_memos_runs_over_every_filing_whatever_its_period_end(fault_settings, hostile_filings):
    r = run_cli_here(fault_settings, ["eval-memos"])
    assert r.code in (0, 1), (r.code, r.stdout[-500:], r.stderr[-2000:])


@pytest.mark.parametrize("cik", ["ABCDEFGHIJ", "-1", "123:456", "12345678901", "0", "\uff11\uff12\uff13"])
def test_a_cik_that_is_not_an_edgar_cik_is_refused(fault_settings, fault_store, cik, tmp_path):
    from tests.conftest import filing_path

    before = {r["accession"] for r in fault_store.run("admin.filings")}
    r = run_cli_here(
        fault_settings, ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", "BADCIK-1", "--cik", cik]
    )
    assert r.code == 2 and "CIK" in r.reason, (cik, r.code, r.stdout, r.stderr)
    assert {r["accession"] for r in fault_store.run("admin.filings")} == before


@pytest.mark.parametrize(
    "question",
    [
        "What was Netflix's revenue in 2999?",
        "What was Netflix's revenue in fiscal 1066?",
        "What were Netflix's total assets on 2010-02-30?",
        "What were Netflix's total assets on 2010-13-01?",
    ],
)
def test_ask_about_an_impossible_year_or_date_is_never_answered_with_another_period(api, question):
    r = api.post("/ask", json={"question": question})
    assert r.status_code in (200, 400, 422), (r.status_code, r.text[:300])
    if r.status_code == 200:
        assert r.json()["status"] != "ok", r.json()
