"""Fetching from EDGAR and FASB, against a local server that answers like them (tests/edgar_server.py):
declared User-Agent, rate cap, 429/503 back-off, truncated downloads resumed, cache revalidation, a changed
document under the same accession, and the CLI loading what it fetched under the real identity."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest

from auditgraph.errors import FetchFailed, InputError, NotFound
from auditgraph.ingest.edgar import choose_filing, company, fetch_filing, xbrl_documents
from auditgraph.ingest.fetch import PoliteClient, RateLimiter
from auditgraph.settings import Settings
from tests.conftest import SHARED, filing_path
from tests.edgar_server import EdgarServer, build_state

APPLE = "/Archives/edgar/data/320193/000032019323000106"
APPLE_INSTANCE = f"{APPLE}/aapl-20230930_htm.xml"
UA = "auditgraph tests tests@example.com"


@pytest.fixture()
def edgar(shared_data):
    with EdgarServer(build_state()) as server:
        yield server


def client(tmp_path, **kw) -> PoliteClient:
    opts = {"max_rps": 1000.0, "retries": 3, "backoff_s": 0.01} | kw
    return PoliteClient(UA, tmp_path / "cache", **opts)


def settings(server, tmp_path) -> Settings:
    return Settings(
        sec_www_url=server.url,
        sec_data_url=server.url,
        fasb_url=server.url,
        sec_user_agent=UA,
        fetch_cache_dir=tmp_path / "cache",
        fetch_backoff_s=0.01,
        data_dir=tmp_path / "graph",
    )


def test_no_request_leaves_without_a_declared_user_agent(tmp_path):
    for ua in (None, "", "python-httpx"):
        with pytest.raises(InputError, match="AUDITGRAPH_SEC_USER_AGENT"):
            PoliteClient(ua, tmp_path)


def test_429_and_503_are_retried_after_back_off_and_the_user_agent_is_sent(edgar, tmp_path):
    edgar.state.faults[APPLE_INSTANCE] = ["429", "503"]
    with client(tmp_path) as c:
        got = c.fetch(f"{edgar.url}{APPLE_INSTANCE}")
    assert got.path.read_bytes() == (filing_path("aapl-10k-2023") / "aapl-20230930_htm.xml").read_bytes()
    seen = edgar.state.requests_for("aapl-20230930_htm.xml")
    assert [r.status for r in seen] == [429, 503, 200]
    assert {r.headers["User-Agent"] for r in seen} == {UA}


def test_persistent_503_fails_with_a_resumable_message(edgar, tmp_path):
    edgar.state.faults[APPLE_INSTANCE] = ["503"] * 4
    with client(tmp_path, retries=3) as c, pytest.raises(FetchFailed, match="run the command again"):
        c.fetch(f"{edgar.url}{APPLE_INSTANCE}")
    assert len(edgar.state.requests_for("aapl-20230930_htm.xml")) == 4  # 1 + 3 retries, then it stops


def test_a_truncated_download_resumes_with_a_range_request(edgar, tmp_path):
    body = edgar.state.files[APPLE_INSTANCE]
    edgar.state.faults[APPLE_INSTANCE] = ["truncate", "truncate"]
    with client(tmp_path) as c:
        got = c.fetch(f"{edgar.url}{APPLE_INSTANCE}")
    assert got.path.read_bytes() == body and got.sha256 == hashlib.sha256(body).hexdigest()
    seen = edgar.state.requests_for("aapl-20230930_htm.xml")
    # Each broken answer delivered at most half of what was asked; the next request asks only for the rest
    # (from what reached the disk, which may be a buffer short of what the server sent).
    offsets = [int(r.headers["Range"][6:-1]) for r in seen[1:]]
    assert seen[0].headers.get("Range") is None
    assert 0 < offsets[0] <= len(body) // 2 < offsets[1] < len(body)
    assert [r.status for r in seen] == [200, 206, 206]


def test_the_cache_revalidates_and_notices_a_changed_document(edgar, tmp_path):
    url = f"{edgar.url}{APPLE_INSTANCE}"
    with client(tmp_path) as c:
        first = c.fetch(url)
        again = c.fetch(url)
        assert again.from_cache and again.sha256 == first.sha256
        assert edgar.state.requests_for("aapl-20230930_htm.xml")[-1].status == 304
        edgar.state.files[APPLE_INSTANCE] = edgar.state.files[APPLE_INSTANCE].replace(
            b">352583000000<", b">352584000000<"
        )
        changed = c.fetch(url)
    assert not changed.from_cache and changed.sha256 != first.sha256
    assert b">352584000000<" in changed.path.read_bytes()


def test_requests_are_spaced_to_at_most_ten_per_second(edgar, tmp_path):
    names = sorted(p for p in edgar.state.files if p.startswith(APPLE))
    with client(tmp_path, max_rps=10.0) as c:
        for p in names:
            c.fetch(f"{edgar.url}{p}")
    times = [r.at for r in edgar.state.log]
    assert len(times) == len(names) >= 10
    # 10/s ⇒ request starts ≥ 100 ms apart; measured where they arrive, so allow the network's jitter per gap.
    assert times[-1] - times[0] >= 0.1 * (len(times) - 1) - 0.02


def test_rate_limiter_spaces_request_starts_by_the_interval():
    now = [0.0]
    slept = []

    def sleep(s):
        slept.append(round(s, 6))
        now[0] += s

    limiter = RateLimiter(10.0, clock=lambda: now[0], sleep=sleep)
    for _ in range(4):
        limiter.wait()
    assert slept == [0.1, 0.1, 0.1]
    now[0] += 5.0  # idle for a while: no waiting, no burst credit beyond one request
    limiter.wait()
    assert slept == [0.1, 0.1, 0.1]


def test_a_missing_document_is_not_found_without_retries(edgar, tmp_path):
    with client(tmp_path) as c, pytest.raises(NotFound, match="404"):
        c.fetch(f"{edgar.url}/Archives/edgar/data/1/000000000000000000/nothing.xml")
    assert len(edgar.state.log) == 1


def test_ticker_form_and_year_name_apples_10k_2023_and_only_xbrl_documents_come_down(edgar, tmp_path):
    s = settings(edgar, tmp_path)
    with PoliteClient(UA, s.fetch_cache_dir, max_rps=1000) as c:
        fetched = fetch_filing(c, s, ticker="aapl", form="10-K", year=2023)
    assert (fetched.accession, fetched.cik, fetched.company, fetched.ticker) == (
        "0000320193-23-000106",
        "320193",
        "Apple Inc.",
        "AAPL",
    )
    names = sorted(d.path.name for d in fetched.documents)
    assert names == sorted(p.name for p in filing_path("aapl-10k-2023").iterdir())  # no FilingSummary, R2.htm, xlsx
    assert not any(r.path.endswith(("FilingSummary.xml", "R2.htm")) for r in edgar.state.log)


def test_choosing_a_year_with_no_such_filing_lists_what_there_is(edgar, tmp_path):
    s = settings(edgar, tmp_path)
    with PoliteClient(UA, s.fetch_cache_dir, max_rps=1000) as c:
        co = company(c, s, "320193")
    assert choose_filing(co, "10-Q", 2023)["accession"] == "0000320193-23-000077"
    with pytest.raises(NotFound, match=r"no 10-K for 2019 .*10-K 2023"):
        choose_filing(co, "10-K", 2019)


def test_xbrl_documents_fall_back_to_the_inline_primary_document():
    names = [
        "FilingSummary.xml",
        "R1.htm",
        "x-20240101.htm",
        "x-20240101.xsd",
        "x-20240101_cal.xml",
        "x-20240101_lab.xml",
    ]
    assert xbrl_documents(names, "x-20240101.htm") == [
        "x-20240101.htm",
        "x-20240101.xsd",
        "x-20240101_cal.xml",
        "x-20240101_lab.xml",
    ]
    with pytest.raises(NotFound, match="no XBRL instance"):
        xbrl_documents(names, None)


# ------------------------------------------------------------------------------------------ the CLI
def run(args, tmp_path, server, **env):
    e = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(tmp_path / "graph"),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_FETCH_CACHE_DIR": str(tmp_path / "cache"),
        **server.env(),
        **env,
    }
    e.pop("AUDITGRAPH_NEO4J_URI", None)
    return subprocess.run(
        [sys.executable, "-m", "auditgraph", *args], env=e, capture_output=True, text=True, timeout=300, cwd=tmp_path
    )


def test_cli_fetches_by_ticker_loads_the_real_identity_and_refuses_a_changed_document(edgar, tmp_path):
    proc = run(["fetch", "filing", "--ticker", "AAPL", "--form", "10-K", "--year", "2023"], tmp_path, edgar)
    assert proc.returncode == 0, proc.stderr
    assert "0000320193-23-000106" in proc.stdout and "loaded, 1073 facts" in " ".join(proc.stdout.split())
    listed = json.loads(run(["filings", "--json"], tmp_path, edgar).stdout)
    assert [(f["accession"], f["company"], f["cik"]) for f in listed] == [
        ("0000320193-23-000106", "Apple Inc.", "320193")
    ]

    # EDGAR now serves different bytes under the same accession: the cache notices, the graph refuses.
    edgar.state.files[APPLE_INSTANCE] = edgar.state.files[APPLE_INSTANCE].replace(b">352583000000<", b">352584000000<")
    proc = run(["fetch", "filing", "--accession", "0000320193-23-000106"], tmp_path, edgar)
    assert proc.returncode == 2 and "--replace" in proc.stderr, proc.stderr
    proc = run(["fetch", "filing", "--accession", "0000320193-23-000106", "--replace"], tmp_path, edgar)
    assert proc.returncode == 0 and "replaced" in proc.stdout, proc.stderr


def test_cli_ingest_filing_accepts_an_edgar_address(edgar, tmp_path):
    # Microsoft's accession starts with its filing agent's CIK (0001193125), not Microsoft's: the address names both.
    url = f"{edgar.url}/Archives/edgar/data/789019/000119312515272806/msft-20150630.xml"
    proc = run(["ingest", "filing", url], tmp_path, edgar)
    assert proc.returncode == 0, proc.stderr
    listed = json.loads(run(["filings", "--json"], tmp_path, edgar).stdout)
    assert [(f["accession"], f["cik"]) for f in listed] == [("0001193125-15-272806", "789019")]


def test_cli_fetch_fsds_records_the_checksum_of_what_was_served(edgar, tmp_path):
    edgar.state.faults["/files/dera/data/financial-statement-data-sets/2009q3.zip"] = ["truncate"]
    proc = run(["fetch", "fsds", "2009q3", "--no-load"], tmp_path, edgar)
    assert proc.returncode == 0, proc.stderr
    want = hashlib.sha256((SHARED / "fsds" / "2009q3.zip").read_bytes()).hexdigest()
    sums = next((tmp_path / "cache").rglob("2009q3.zip.sha256"))
    assert sums.read_text() == f"{want}  2009q3.zip\n" and want in proc.stdout


def test_cli_fetch_taxonomy_downloads_the_fasb_package_and_records_its_checksum(shared_data, tmp_path):
    with EdgarServer(build_state(with_taxonomy=True)) as server:
        body = server.state.files["/us-gaap/2024/us-gaap-2024.zip"]
        server.state.faults["/us-gaap/2024/us-gaap-2024.zip"] = ["503", "truncate"]
        proc = run(["fetch", "taxonomy", "us-gaap", "2024", "--no-load"], tmp_path, server)
        assert proc.returncode == 0, proc.stderr
        assert [r.status for r in server.state.requests_for("us-gaap-2024.zip")] == [503, 200, 206]
    sums = next((tmp_path / "cache").rglob("us-gaap-2024.zip.sha256"))
    assert sums.read_text().split()[0] == hashlib.sha256(body).hexdigest()
    assert run(["fetch", "taxonomy", "ifrs", "2024"], tmp_path, server).returncode == 2


def test_an_unreachable_host_fails_at_once_and_names_the_local_alternative(tmp_path):
    """No network: the name does not resolve (`.invalid` never does, RFC 6761) or nothing answers. No back-off
    storm: one request, no sleep, and the message says that files already on disk load without a network."""
    slept: list[float] = []
    with PoliteClient(UA, tmp_path / "cache", retries=5, backoff_s=1.0, sleep=slept.append) as c:
        with pytest.raises(FetchFailed, match=r"auditgraph ingest filing PATH") as caught:
            c.fetch("https://edgar.invalid/Archives/edgar/data/320193/index.json")
        assert c.requests == 1 and slept == []
    assert "edgar.invalid cannot be reached" in str(caught.value)
    with EdgarServer(build_state()) as server:
        closed = server.url  # a port nobody listens on once the server is gone
    with PoliteClient(UA, tmp_path / "cache", retries=5, backoff_s=1.0, sleep=slept.append) as c:
        with pytest.raises(FetchFailed, match="cannot be reached"):
            c.fetch(f"{closed}/files/company_tickers.json")
        assert c.requests == 1 and slept == []


def test_cli_fetch_without_a_network_answers_in_seconds_with_the_local_alternative(tmp_path):
    env = {
        **os.environ,
        "AUDITGRAPH_SEC_USER_AGENT": UA,
        "AUDITGRAPH_SEC_WWW_URL": "https://www.sec.invalid",
        "AUDITGRAPH_SEC_DATA_URL": "https://data.sec.invalid",
        "AUDITGRAPH_FETCH_CACHE_DIR": str(tmp_path / "cache"),
        "AUDITGRAPH_DATA_DIR": str(tmp_path / "graph"),
    }
    import time

    t0 = time.monotonic()
    r = subprocess.run(
        [sys.executable, "-m", "auditgraph", "fetch", "filing", "--ticker", "AAPL", "--no-load"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode != 0
    assert time.monotonic() - t0 < 15  # the retries took 31 s of back-off alone
    assert "auditgraph ingest filing PATH" in " ".join((r.stdout + r.stderr).split())
