"""A polite HTTP client for EDGAR and FASB: declared User-Agent, a request-rate cap, retries with back-off,
an on-disk cache revalidated with ETag / Last-Modified, and downloads that resume where they broke off.

The SEC's fair-access rules (https://www.sec.gov/os/accessing-edgar-data) ask for a User-Agent that names
the requester and at most 10 requests per second; 429 and 503 answers mean "slow down", so they are
retried after the server's Retry-After (or an exponential back-off), never hammered.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx

from auditgraph.diskspace import writing_to
from auditgraph.errors import FetchFailed, InputError, NotFound

logger = logging.getLogger("auditgraph.ingest.fetch")

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
MAX_REDIRECTS = 5
# Where a redirect may lead besides the address's own origin: the SEC's own hosts (over https), as EDGAR moves
# documents between them. Anywhere else would receive the declared User-Agent (a name and an e-mail address).
SEC_HOSTS = frozenset({"www.sec.gov", "sec.gov", "data.sec.gov", "efts.sec.gov"})
CHUNK = 1 << 16
MB = 1024 * 1024


class _Refused(Exception):
    """A bound the server broke (size, time, a redirect away): not retried, reported as FetchFailed."""


@dataclass(frozen=True)
class Fetched:
    url: str
    path: Path
    sha256: str
    size: int
    from_cache: bool  # the server confirmed the cached copy (304), no body was transferred


def unreachable_message(url: str, exc: Exception) -> str:
    host = urlsplit(url).netloc or url
    return (
        f"{host} cannot be reached ({type(exc).__name__}: {exc}); is this machine offline? Filings already on "
        "disk need no network: `auditgraph ingest filing PATH` loads a filing folder, zip or instance document, "
        "and `auditgraph ingest taxonomy PATH` a taxonomy package"
    )


class RateLimiter:
    """At most ``max_rps`` request starts per second (a minimum spacing between starts)."""

    def __init__(
        self, max_rps: float, clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        self.interval = 1.0 / max_rps
        self.clock, self.sleep = clock, sleep
        self._next = 0.0
        self._lock = threading.Lock()

    def wait(self) -> None:
        with self._lock:
            now = self.clock()
            if now < self._next:
                self.sleep(self._next - now)
                now = self._next
            self._next = now + self.interval


class PoliteClient:
    """GET with the SEC's manners. Files land in ``cache_dir/<host>/<path>``; what the cache knows about
    each (ETag, Last-Modified, sha256) sits in ``cache_dir/.meta``, unfinished downloads in ``.partial``."""

    def __init__(
        self,
        user_agent: str | None,
        cache_dir: Path,
        *,
        max_rps: float = 10.0,
        retries: int = 5,
        backoff_s: float = 1.0,
        timeout_s: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
        transport: httpx.BaseTransport | None = None,
        max_file_bytes: int | None = None,
        total_timeout_s: float | None = None,
    ) -> None:
        if not user_agent or "@" not in user_agent:
            raise InputError(
                "EDGAR asks every client to declare who it is: set AUDITGRAPH_SEC_USER_AGENT to your "
                "name and e-mail address, e.g. AUDITGRAPH_SEC_USER_AGENT='Jane Doe jane@example.com'"
            )
        self.cache_dir = Path(cache_dir)
        self.retries, self.backoff_s, self.sleep = retries, backoff_s, sleep
        self.limiter = RateLimiter(max_rps, sleep=sleep)
        self.requests = 0  # every request sent, retries included (for reports and tests)
        self.max_file_bytes, self.total_timeout_s = max_file_bytes, total_timeout_s
        # Redirects are followed by hand (see _open): only to the same origin or the SEC's hosts.
        self.http = httpx.Client(
            headers={"User-Agent": user_agent, "Accept-Encoding": "gzip, deflate"},
            timeout=timeout_s,
            follow_redirects=False,
            transport=transport,
        )

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> PoliteClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -------------------------------------------------------------------------------------------- paths
    def path_for(self, url: str) -> Path:
        parts = urlsplit(url)
        host = parts.netloc.replace(":", "_")
        rel = [p for p in parts.path.split("/") if p not in ("", ".", "..")]
        if not rel:
            raise InputError(f"{url}: no file name in the address")
        return self.cache_dir / host / Path(*rel)

    def _side(self, kind: str, url: str) -> Path:
        return self.cache_dir / kind / hashlib.sha1(url.encode()).hexdigest()

    def _meta(self, url: str) -> dict:
        p = self._side(".meta", url)
        return json.loads(p.read_text()) if p.exists() else {}

    # ---------------------------------------------------------------------------------------------- get
    def get_json(self, url: str) -> object:
        f = self.fetch(url)
        try:
            return json.loads(f.path.read_bytes())
        except json.JSONDecodeError as exc:
            raise FetchFailed(f"{url} did not answer with JSON ({exc.msg} at byte {exc.pos})") from exc

    def fetch(self, url: str, *, revalidate: bool = True, max_bytes: int | None = None) -> Fetched:
        """The document at ``url``, from the cache when the server says it is unchanged (or, with
        ``revalidate=False``, whenever a complete copy is cached). At most ``max_bytes`` (default: the client's
        per-file bound), received or inflated, and at most ``total_timeout_s`` for the whole transfer."""
        limit = (
            min(b for b in (max_bytes, self.max_file_bytes) if b is not None)
            if (max_bytes, self.max_file_bytes) != (None, None)
            else None
        )
        deadline = time.monotonic() + self.total_timeout_s if self.total_timeout_s else None
        try:
            return self._fetch(url, revalidate, limit, deadline)
        except _Refused as exc:
            self._side(".partial", url).unlink(missing_ok=True)  # never a bomb's bytes left in the cache
            raise FetchFailed(f"{url}: {exc}", url=url) from None

    def _open(self, url: str, headers: dict[str, str], deadline: float | None):
        """The response to GET ``url``, following at most MAX_REDIRECTS redirects to the same origin (scheme,
        host, port) or an SEC host over https; a redirect elsewhere is refused before anything is sent there."""
        origin = _origin(url)
        current = url
        for _ in range(MAX_REDIRECTS + 1):
            self._check_deadline(deadline)
            resp = self.http.send(self.http.build_request("GET", current, headers=headers), stream=True)
            if resp.status_code not in REDIRECT_STATUSES or "location" not in resp.headers:
                return resp
            resp.close()
            target = urljoin(current, resp.headers["location"])
            parts = urlsplit(target)
            if _origin(target) != origin and not (parts.scheme == "https" and parts.hostname in SEC_HOSTS):
                raise _Refused(
                    f"redirects to {parts.scheme}://{parts.netloc}, another origin; not followed (only "
                    f"the same origin or the SEC's own hosts are)"
                )
            current = target
        raise _Refused(f"more than {MAX_REDIRECTS} redirects; not followed")

    @staticmethod
    def _check_deadline(deadline: float | None) -> None:
        if deadline is not None and time.monotonic() > deadline:
            raise _Refused("the transfer ran past its total time limit (fetch_total_timeout_s); stopped")

    def _fetch(self, url: str, revalidate: bool, limit: int | None, deadline: float | None) -> Fetched:
        target = self.path_for(url)
        meta = self._meta(url)
        cached = target.exists() and meta.get("sha256")
        if cached and not revalidate:
            return Fetched(url, target, meta["sha256"], meta["size"], True)
        part = self._side(".partial", url)
        with writing_to(part.parent, f"caching {url}"):
            part.parent.mkdir(parents=True, exist_ok=True)
        last_error = ""
        last_retry_after: str | None = None  # the server's Retry-After on the previous attempt
        for attempt in range(self.retries + 1):
            if attempt:
                self._check_deadline(deadline)
                delay = self._delay(attempt, last_retry_after)
                logger.info(
                    "retrying",
                    extra={"fields": {"url": url, "attempt": attempt, "delay_s": delay, "reason": last_error}},
                )
                self.sleep(delay)
            last_retry_after = None
            headers = {}
            have = part.stat().st_size if part.exists() else 0
            if have:
                headers["Range"] = f"bytes={have}-"
                if meta.get("partial_etag"):
                    headers["If-Range"] = meta["partial_etag"]
            elif cached:
                if meta.get("etag"):
                    headers["If-None-Match"] = meta["etag"]
                if meta.get("last_modified"):
                    headers["If-Modified-Since"] = meta["last_modified"]
            self.limiter.wait()
            self.requests += 1
            try:
                with contextlib.closing(self._open(url, headers, deadline)) as resp:
                    if resp.status_code == 304 and cached:
                        return Fetched(url, target, meta["sha256"], meta["size"], True)
                    if resp.status_code in RETRY_STATUSES:
                        last_error = f"HTTP {resp.status_code}"
                        last_retry_after = resp.headers.get("Retry-After")
                        continue
                    if resp.status_code == 404:
                        raise NotFound(f"{url} does not exist (HTTP 404)")
                    if resp.status_code == 403:
                        raise FetchFailed(
                            f"{url} was refused (HTTP 403); EDGAR refuses clients without a declared "
                            "User-Agent or above 10 requests per second"
                        )
                    if resp.status_code not in (200, 206):
                        raise FetchFailed(f"{url} answered HTTP {resp.status_code}")
                    resuming = resp.status_code == 206 and have > 0
                    expected = self._expected_size(resp, have if resuming else 0)
                    meta["partial_etag"] = resp.headers.get("ETag")
                    with writing_to(part, f"caching {url}"):  # a full disk names the cache file, not "errno 28"
                        self._side(".meta", url).parent.mkdir(parents=True, exist_ok=True)
                        self._side(".meta", url).write_text(json.dumps(meta, sort_keys=True))
                        with open(part, "ab" if resuming else "wb") as fh:
                            written = have if resuming else 0
                            # Each chunk as it arrives (not gathered to 64 KB: a byte every 20 s would wait for
                            # hours), checked against the time limit and against the size limit both as inflated
                            # (a gzip bomb) and as received (an endless body).
                            for chunk in resp.iter_bytes():
                                written += len(chunk)
                                if limit is not None and max(written, resp.num_bytes_downloaded) > limit:
                                    raise _Refused(
                                        f"the answer is larger than the {limit / MB:g} MB limit for one "
                                        "file (fetch_max_file_mb, fetch_max_filing_mb); stopped"
                                    )
                                self._check_deadline(deadline)
                                fh.write(chunk)
                    etag, modified = resp.headers.get("ETag"), resp.headers.get("Last-Modified")
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
                # The host cannot be resolved or reached (no network, a DNS failure, a refused connection): no
                # answer will come by retrying, so no back-off storm (31 s over 5 retries) before saying so.
                raise FetchFailed(unreachable_message(url, exc), url=url) from exc
            except (httpx.TransportError, httpx.DecodingError) as exc:
                last_error = f"{type(exc).__name__}: {exc}"
                continue
            size = part.stat().st_size
            if expected is not None and size != expected:
                last_error = f"truncated: {size} of {expected} bytes"
                continue
            return self._commit(url, target, part, etag, modified)
        raise FetchFailed(
            f"{url}: no complete answer after {self.retries + 1} attempts (last: {last_error}); "
            "run the command again to resume",
            url=url,
        )

    def _expected_size(self, resp: httpx.Response, offset: int) -> int | None:
        if resp.headers.get("Content-Encoding"):
            return None  # the length is of the encoded body; the decoded size is unknown in advance
        total = resp.headers.get("Content-Range", "").rpartition("/")[2]
        if total.isdigit():
            return int(total)
        length = resp.headers.get("Content-Length")
        return offset + int(length) if length and length.isdigit() else None

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        if retry_after is not None and retry_after.strip().isdigit():
            return min(float(retry_after), 120.0)
        return self.backoff_s * 2 ** (attempt - 1)

    def _commit(self, url: str, target: Path, part: Path, etag: str | None, modified: str | None) -> Fetched:
        digest = hashlib.sha256()
        with open(part, "rb") as fh:
            for chunk in iter(lambda: fh.read(CHUNK), b""):
                digest.update(chunk)
        meta = {
            "url": url,
            "etag": etag,
            "last_modified": modified,
            "sha256": digest.hexdigest(),
            "size": part.stat().st_size,
        }
        with writing_to(target, f"caching {url}"):
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(part, target)
            self._side(".meta", url).write_text(json.dumps(meta, sort_keys=True))
        return Fetched(url, target, meta["sha256"], meta["size"], False)


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    port = parts.port or {"http": 80, "https": 443}.get(parts.scheme)
    return parts.scheme, (parts.hostname or "").lower(), port
