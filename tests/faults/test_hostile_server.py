"""`fetch` against a hostile server (issue #28, item 4): an endless body, a gzip bomb, a server that sends a
byte now and then, redirects to another origin, server-supplied names such as '..', and JSON of the wrong shape.

Every fault must end in a clean refusal (an AuditgraphError: one line and exit 2/3 on the command line), within the
configured bounds of size and time, with no request sent to another origin and nothing outside the cache."""

from __future__ import annotations

import gzip
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from auditgraph.errors import AuditgraphError, FetchFailed
from auditgraph.ingest.edgar import client_for, fetch_filing
from tests.faults.conftest import run_cli_here

UA = "Fault Test faults@example.com"
MAX_FILE_MB = 4
TOTAL_TIMEOUT_S = 3.0
BOMB = gzip.compress(b"\0" * (64 * 1024 * 1024), compresslevel=9)  # 64 MiB of zeros in ~64 KB
CIK = "1065280"
ACC = "0001065280-10-000099"


class Hostile(BaseHTTPRequestHandler):
    routes: dict = {}
    seen: list = []

    def log_message(self, *args) -> None:  # quiet
        return

    def _send(self, status: int, body: bytes = b"", headers: dict | None = None) -> None:
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        if "Content-Length" not in (headers or {}):
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self.seen.append((self.server.server_address[1], self.path, self.headers.get("User-Agent")))
        path = self.path.split("?")[0]
        handler = self.routes.get(path)
        if handler is None and path.startswith("/Archives/") and path.endswith("/index.json"):
            handler = self.routes.get("index")  # whatever folder the client asks for, even one named '..'
        if handler is None and path.startswith("/Archives/") and path.endswith((".xml", ".xsd")):
            handler = lambda h: h._send(200, b"<x/>")  # noqa: E731 - any document of the folder
        if handler is None:
            self._send(404, b"no")
            return
        try:
            handler(self)
        except (BrokenPipeError, ConnectionResetError):
            return  # the client gave up, as it should


def _endless(h) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "application/octet-stream")
    h.end_headers()
    chunk = b"x" * 65536
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        h.wfile.write(chunk)


def _bomb(h) -> None:
    h._send(200, BOMB, {"Content-Encoding": "gzip", "Content-Type": "application/xml"})


def _slow(h) -> None:
    h.send_response(200)
    h.send_header("Content-Length", "1000")
    h.end_headers()
    for _ in range(1000):
        h.wfile.write(b"x")
        h.wfile.flush()
        time.sleep(0.5)


@pytest.fixture(scope="module")
def servers():
    """Two loopback servers: the one fetched from, and 'another host' (another origin: another port)."""
    made = []
    for _ in range(2):
        srv = ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
        srv.daemon_threads = True
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        made.append(srv)
    main, other = (f"http://127.0.0.1:{s.server_address[1]}" for s in made)
    yield main, other
    for s in made:
        s.shutdown()


@pytest.fixture
def routes(servers):
    main, other = servers
    Hostile.seen.clear()
    Hostile.routes = {
        "/endless.xml": _endless,
        "/bomb.xml": _bomb,
        "/slow.xml": _slow,
        "/away.xml": lambda h: h._send(302, headers={"Location": f"{other}/stolen.xml"}),
        "/here.xml": lambda h: h._send(302, headers={"Location": "/fine.xml"}),
        "/fine.xml": lambda h: h._send(200, b"<ok/>"),
        "/stolen.xml": lambda h: h._send(200, b"<stolen/>"),
    }
    return Hostile.routes


@pytest.fixture
def settings(fault_settings, servers, tmp_path):
    main, _ = servers
    return fault_settings.model_copy(
        update={
            "sec_user_agent": UA,
            "sec_www_url": main,
            "sec_data_url": main,
            "fetch_cache_dir": tmp_path / "cache",
            "fetch_retries": 1,
            "fetch_backoff_s": 0.0,
            "fetch_timeout_s": 30.0,
            "fetch_max_file_mb": MAX_FILE_MB,
            "fetch_max_filing_mb": 2 * MAX_FILE_MB,
            "fetch_total_timeout_s": TOTAL_TIMEOUT_S,
        }
    )


def _cache_bytes(settings) -> int:
    return sum(p.stat().st_size for p in settings.fetch_cache_dir.rglob("*") if p.is_file())


@pytest.mark.parametrize("path", ["/endless.xml", "/bomb.xml"])
def test_an_endless_body_or_a_gzip_bomb_stops_at_the_size_limit(settings, servers, routes, path):
    t0 = time.monotonic()
    with client_for(settings) as client, pytest.raises(FetchFailed) as err:
        client.fetch(servers[0] + path)
    assert f"{MAX_FILE_MB} MB" in err.value.message, err.value.message
    assert _cache_bytes(settings) <= (MAX_FILE_MB + 1) * 1024 * 1024, _cache_bytes(settings)
    assert time.monotonic() - t0 < 20


def test_a_server_that_sends_a_byte_now_and_then_is_stopped_at_the_total_time_limit(settings, servers, routes):
    t0 = time.monotonic()
    with client_for(settings) as client, pytest.raises(FetchFailed) as err:
        client.fetch(servers[0] + "/slow.xml")
    took = time.monotonic() - t0
    assert "time limit" in err.value.message, err.value.message
    assert took < TOTAL_TIMEOUT_S + 3, took


def test_a_redirect_to_another_origin_is_not_followed_and_gets_no_user_agent(settings, servers, routes):
    with client_for(settings) as client:
        with pytest.raises(FetchFailed) as err:
            client.fetch(servers[0] + "/away.xml")
        assert "redirect" in err.value.message.lower(), err.value.message
        assert client.fetch(servers[0] + "/here.xml").path.read_bytes() == b"<ok/>"  # same origin: followed
    other_port = int(servers[1].rsplit(":", 1)[1])
    assert not [s for s in Hostile.seen if s[0] == other_port], Hostile.seen


def _edgar(routes, submissions, index) -> None:
    routes[f"/submissions/CIK{int(CIK):010d}.json"] = lambda h: h._send(200, json.dumps(submissions).encode())
    routes["index"] = lambda h: h._send(200, json.dumps(index).encode())


def _recent(accession=ACC) -> dict:
    return {
        "name": "NETFLIX INC",
        "tickers": ["NFLX"],
        "filings": {
            "recent": {
                "accessionNumber": [accession],
                "form": ["10-Q"],
                "reportDate": ["2010-09-30"],
                "filingDate": ["2010-10-26"],
                "primaryDocument": ["nflx-20100930.xml"],
            }
        },
    }


@pytest.mark.parametrize(
    ("submissions", "index"),
    [
        (_recent(".."), {"directory": {"item": [{"name": "a.xml"}]}}),  # a server-supplied accession '..'
        (_recent(), {"directory": {"item": [{"name": "../../../etc/passwd.xml"}]}}),
        (_recent(), {"directory": {"item": [{"name": ".."}, {"name": "x/../../y.xsd"}]}}),
        (_recent(), {"directory": {"item": [{"name": "nflx.xml\u0000.xsd"}]}}),
        ([1, 2, 3], {}),  # JSON of the wrong shape, everywhere it is read
        ({"filings": "recent"}, {}),
        ({"filings": {"recent": {"accessionNumber": "0001065280-10-000099", "form": None}}}, {}),
        (_recent(), {"directory": {"item": "a.xml"}}),
        (_recent(), {"directory": {"item": [["a.xml"]]}}),
        (_recent(), [{"name": "a.xml"}]),
    ],
)
def test_names_and_shapes_the_server_returns_are_validated(settings, routes, submissions, index):
    _edgar(routes, submissions, index)
    with client_for(settings) as client:
        with pytest.raises(AuditgraphError) as err:
            fetch_filing(client, settings, cik=CIK, form="10-Q")
    assert "Traceback" not in err.value.message
    outside = [
        p
        for p in settings.fetch_cache_dir.parent.rglob("*")
        if p.is_file() and settings.fetch_cache_dir not in p.parents
    ]
    assert not [p for p in outside if "passwd" in p.name or p.name in ("y.xsd", "a.xml")]


def test_the_command_line_refuses_a_hostile_filing_in_one_line(settings, routes, fault_store):
    _edgar(routes, _recent(".."), {"directory": {"item": [{"name": "a.xml"}]}})
    before = {r["accession"] for r in fault_store.run("admin.filings")}
    r = run_cli_here(
        settings,
        ["fetch", "filing", "--cik", CIK, "--form", "10-Q"],
        AUDITGRAPH_SEC_USER_AGENT=UA,
        AUDITGRAPH_SEC_WWW_URL=settings.sec_www_url,
        AUDITGRAPH_SEC_DATA_URL=settings.sec_data_url,
        AUDITGRAPH_FETCH_CACHE_DIR=str(settings.fetch_cache_dir),
    )
    assert r.code in (2, 3) and r.reason.startswith("error:"), (r.code, r.stdout, r.stderr)
    assert {r["accession"] for r in fault_store.run("admin.filings")} == before
