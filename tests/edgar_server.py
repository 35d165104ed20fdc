"""A local stand-in for EDGAR and FASB, built from ../shared/data, for the fetch tests.

It serves EDGAR's layout (the ticker map, submissions JSON, filing folder index.json, the documents, the
data-set zips) and FASB's taxonomy zip, answers Range and conditional requests like the real servers,
and takes scripted faults per path: ``"429"``, ``"503"`` (answered instead of the document) and
``"truncate"`` (the headers promise the whole body, the connection closes halfway).
"""

from __future__ import annotations

import hashlib
import io
import json
import threading
import time
import zipfile
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.conftest import SHARED, filing_index

# What EDGAR's folder holds besides the XBRL documents: the fetcher must leave these alone.
RENDERINGS = {
    "FilingSummary.xml": b"<FilingSummary/>",
    "R2.htm": b"<html>rendered</html>",
    "Financial_Report.xlsx": b"PK\x03\x04",
}


@dataclass
class Request:
    path: str
    headers: dict[str, str]
    at: float
    status: int = 0


@dataclass
class EdgarState:
    files: dict[str, bytes] = field(default_factory=dict)  # path → body
    faults: dict[str, list[str]] = field(default_factory=dict)  # path → faults still to serve, in order
    log: list[Request] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def requests_for(self, suffix: str) -> list[Request]:
        return [r for r in self.log if r.path.endswith(suffix)]


def taxonomy_zip(folder: Path) -> bytes:
    """The shared US-GAAP 2024 package zipped as FASB publishes it (one top folder)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                zf.write(p, f"us-gaap-2024/{p.relative_to(folder).as_posix()}")
    return buf.getvalue()


def build_state(with_taxonomy: bool = False) -> EdgarState:
    state = EdgarState()
    tickers, subs = {}, {}
    for folder, row in sorted(filing_index().items()):
        if not row["accession"] or not row["cik"]:
            continue
        cik, acc = row["cik"], row["accession"]
        ticker = folder.split("-")[0].upper()
        tickers[ticker] = {"cik_str": int(cik), "ticker": ticker, "title": row["company"]}
        base = f"/Archives/edgar/data/{cik}/{acc.replace('-', '')}"
        files = {p.name: p.read_bytes() for p in sorted((SHARED / "filings" / folder).iterdir())}
        files.update(RENDERINGS)
        for name, body in files.items():
            state.files[f"{base}/{name}"] = body
        state.files[f"{base}/index.json"] = json.dumps(
            {
                "directory": {
                    "name": base,
                    "item": [{"name": n, "type": "text.gif", "size": str(len(b))} for n, b in sorted(files.items())],
                }
            }
        ).encode()
        instance = next(
            n
            for n in sorted(files)
            if n.endswith(".xml")
            and n not in RENDERINGS
            and not n.endswith(("_cal.xml", "_def.xml", "_lab.xml", "_pre.xml", ".xsd.xml"))
        )
        s = subs.setdefault(
            cik,
            {
                "cik": cik,
                "name": row["company"],
                "tickers": [ticker],
                "filings": {
                    "recent": {
                        k: [] for k in ("accessionNumber", "form", "reportDate", "filingDate", "primaryDocument")
                    }
                },
            },
        )
        recent = s["filings"]["recent"]
        for k, v in (
            ("accessionNumber", acc),
            ("form", row["form"]),
            ("reportDate", row["period_end"]),
            ("filingDate", row["filing_date"]),
            ("primaryDocument", instance),
        ):
            recent[k].append(v)
    state.files["/files/company_tickers.json"] = json.dumps(
        {str(i): t for i, t in enumerate(tickers[k] for k in sorted(tickers))}
    ).encode()
    for cik, doc in subs.items():
        state.files[f"/submissions/CIK{int(cik):010d}.json"] = json.dumps(doc).encode()
    state.files["/files/dera/data/financial-statement-data-sets/2009q3.zip"] = (
        SHARED / "fsds" / "2009q3.zip"
    ).read_bytes()
    if with_taxonomy:
        state.files["/us-gaap/2024/us-gaap-2024.zip"] = taxonomy_zip(SHARED / "us-gaap-2024")
    return state


def _handler(state: EdgarState):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args) -> None:  # keep the test output clean
            pass

        def _send(self, status: int, body: bytes = b"", headers: dict | None = None, declared: int | None = None):
            self.send_response(status)
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body) if declared is None else declared))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            req = Request(path, dict(self.headers), time.monotonic())
            with state.lock:
                state.log.append(req)
                queue = state.faults.get(path) or []
                fault = queue.pop(0) if queue else None
                body = state.files.get(path)
            if not self.headers.get("User-Agent", "").strip():
                req.status = 403
                return self._send(403, b"declare a User-Agent")
            if fault in ("429", "503"):
                req.status = int(fault)
                return self._send(int(fault), b"slow down", {"Retry-After": "0"} if fault == "429" else {})
            if body is None:
                req.status = 404
                return self._send(404, b"not found")
            etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
            headers = {"ETag": etag, "Accept-Ranges": "bytes", "Content-Type": "application/octet-stream"}
            if self.headers.get("If-None-Match") == etag:
                req.status = 304
                self.send_response(304)
                self.send_header("ETag", etag)
                self.end_headers()
                return None
            start = 0
            rng = self.headers.get("Range")
            if rng and rng.startswith("bytes=") and self.headers.get("If-Range", etag) == etag:
                start = int(rng[6:].split("-")[0])
                headers["Content-Range"] = f"bytes {start}-{len(body) - 1}/{len(body)}"
            status = 206 if start else 200
            req.status = status
            part = body[start:]
            if fault == "truncate":
                self._send(status, part[: len(part) // 2], headers, declared=len(part))
                self.close_connection = True
                return None
            return self._send(status, part, headers)

    return Handler


class EdgarServer:
    def __init__(self, state: EdgarState) -> None:
        self.state = state
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> EdgarServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def env(self) -> dict[str, str]:
        """Settings that point auditgraph at this server (EDGAR www, data and FASB share it)."""
        return {
            "AUDITGRAPH_SEC_WWW_URL": self.url,
            "AUDITGRAPH_SEC_DATA_URL": self.url,
            "AUDITGRAPH_FASB_URL": self.url,
            "AUDITGRAPH_SEC_USER_AGENT": "auditgraph tests tests@example.com",
            "AUDITGRAPH_FETCH_BACKOFF_S": "0.01",
        }
