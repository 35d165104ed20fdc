"""API latency benchmark: the HTTP API on loopback beside the same reads run directly on the store.

    python bench/api.py [--requests 300] [--clients 1,8,32] [--seconds 20] [--workers 1] [--json out.json]

It makes its own data folder (AUDITGRAPH_DATA_DIR in a temp dir), loads Apple's 10-K 2023 into the embedded
graph, starts `uvicorn auditgraph.api.app:create_app` in a subprocess on a free 127.0.0.1 port, and measures
three calls at 1, 8 and 32 concurrent clients:

* neighbourhood — GET /graph/neighbourhood of the us-gaap:Assets fact, 2 hops, at most 200 nodes; the API
                  answers repeats from its revision-keyed cache (warm)
* neighbourhood-cold — the same for a different fact on every request (cache misses: the query cost)
* facts         — GET /filings/{accession}/facts, one page of 100 facts
* tool          — POST /tools/get_fact (us-gaap:Assets at 2023-09-30)

The peer is the same work done in this process straight on the store (the functions the routes call, with the
same neighbourhood cache the app holds), with the same number of concurrent threads, so the ratio shows what
HTTP, JSON and the server add. Timings are
printed, never asserted (STYLE.md: benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx
from rich.console import Console
from rich.table import Table

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("AUDITGRAPH_SHARED_DATA", REPO.parent / "shared" / "data")).resolve()
FILING = SHARED / "filings" / "aapl-10k-2023"
ACCESSION, CIK = "0000320193-23-000106", "320193"
ASSETS_KEY = f"{ACCESSION}:{CIK}:us-gaap:Assets:20230930:USD"
API_KEY = "bench-key"
GRAPH = "auditgraph_bench"


@dataclass
class Cell:
    scenario: str
    clients: int
    path: str  # "api" or "direct"
    requests: int
    seconds: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    rps: float
    errors: int


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = (len(sorted_values) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def summarise(scenario: str, clients: int, path: str, latencies: list[float], wall: float, errors: int) -> Cell:
    s = sorted(latencies)
    return Cell(
        scenario,
        clients,
        path,
        len(s),
        wall,
        percentile(s, 0.50) * 1000,
        percentile(s, 0.95) * 1000,
        percentile(s, 0.99) * 1000,
        len(s) / wall if wall else 0.0,
        errors,
    )


# ----------------------------------------------------------------------------------- setup
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def load_apple(env: dict[str, str]):
    """Open the embedded store in the bench's own data folder and load the Apple 10-K (returns the store)."""
    from auditgraph.cypher.registry import QueryRegistry
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.settings import Settings
    from auditgraph.store import open_store

    settings = Settings(data_dir=Path(env["AUDITGRAPH_DATA_DIR"]), graph_name=GRAPH, shared_data=SHARED)
    store = open_store(settings, QueryRegistry.load())
    store.clear()
    store.schema()
    t0 = time.perf_counter()
    report = load_filing(store, parse_filing(FILING, accession=ACCESSION, cik=CIK), show_progress=False)
    return store, settings, report.facts, time.perf_counter() - t0


def start_server(env: dict[str, str], port: int, workers: int) -> subprocess.Popen:
    cmd = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        "auditgraph.api.app:create_app",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
        "--no-access-log",
        "--workers",
        str(workers),
    ]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"uvicorn exited: {proc.stderr.read() if proc.stderr else ''}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    proc.terminate()
    raise RuntimeError("uvicorn did not answer /health within 60 s")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


# ----------------------------------------------------------------------------------- the three calls
def fact_keys(store) -> list[str]:
    rows = store.run("admin.filing_fact_values", {"accession": ACCESSION})
    return [r["key"] for r in rows]


def http_calls(keys: list[str]) -> dict[str, tuple[str, str, Any, dict[str, Any] | None]]:
    import itertools

    cold = itertools.count()  # one counter for the whole run: every cold request names a fact not asked before
    return {
        "neighbourhood": ("GET", "/graph/neighbourhood", {"node": ASSETS_KEY, "hops": 2, "limit": 200}, None),
        "neighbourhood-cold": (
            "GET",
            "/graph/neighbourhood",
            lambda i: {"node": keys[next(cold) % len(keys)], "hops": 2, "limit": 200},
            None,
        ),
        "facts": ("GET", f"/filings/{ACCESSION}/facts", {"limit": 100, "offset": 0}, None),
        "tool": (
            "POST",
            "/tools/get_fact",
            None,
            {"accession": ACCESSION, "concept": "us-gaap:Assets", "period": "20230930"},
        ),
    }


def direct_calls(store, settings, keys: list[str]) -> dict[str, Callable[[], Any]]:
    import itertools

    from auditgraph.api.neighbourhood import NeighbourhoodCache
    from auditgraph.tools.registry import ToolBox

    toolbox = ToolBox(store, settings)
    cache = NeighbourhoodCache(settings.neighbourhood_cache_size)  # what the API app holds, in-process
    cold_counter = itertools.count(len(keys) // 2)
    filters = {"accession": ACCESSION, "concept": None, "period": None, "dimensional": None, "dims": []}

    def facts() -> Any:
        toolbox.context.filing(ACCESSION)
        store.run("api.filing_facts_count", filters)
        return store.run("api.filing_facts", {**filters, "offset": 0, "limit": 100})

    return {
        "neighbourhood": lambda: cache.get_or_compute(store, ASSETS_KEY, 2, 200, []),
        "neighbourhood-cold": lambda: cache.get_or_compute(store, keys[next(cold_counter) % len(keys)], 2, 200, []),
        "facts": facts,
        "tool": lambda: toolbox.call(
            "get_fact", {"accession": ACCESSION, "concept": "us-gaap:Assets", "period": "20230930"}
        ),
    }


async def run_http(
    base: str, call: tuple, clients: int, total: int, max_seconds: float
) -> tuple[list[float], float, int]:
    method, path, params, body = call
    latencies: list[float] = []
    errors = 0
    issued = 0
    deadline = time.perf_counter() + max_seconds
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=base, headers={"X-API-Key": API_KEY}, timeout=60, limits=limits) as client:

        async def worker() -> None:
            nonlocal issued, errors
            while issued < total and time.perf_counter() < deadline:
                issued += 1
                t0 = time.perf_counter()
                p = params(issued) if callable(params) else params
                r = await client.request(method, path, params=p, json=body)
                latencies.append(time.perf_counter() - t0)
                if r.status_code != 200:
                    errors += 1

        t0 = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        wall = time.perf_counter() - t0
    return latencies, wall, errors


def run_direct(fn: Callable[[], Any], clients: int, total: int, max_seconds: float) -> tuple[list[float], float, int]:
    latencies: list[float] = []
    deadline = time.perf_counter() + max_seconds
    counter = iter(range(total))

    def worker() -> None:
        for _ in counter:
            if time.perf_counter() > deadline:
                return
            t0 = time.perf_counter()
            fn()
            latencies.append(time.perf_counter() - t0)

    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=clients) as pool:
        for f in [pool.submit(worker) for _ in range(clients)]:
            f.result()
    return latencies, time.perf_counter() - t0, 0


# ----------------------------------------------------------------------------------- report
def table(cells: list[Cell], title: str) -> Table:
    t = Table(title=title)
    for col in (
        "call",
        "clients",
        "API p50",
        "API p95",
        "API p99",
        "API req/s",
        "store p50",
        "store p95",
        "store p99",
        "store req/s",
        "p50 ratio",
        "p95 ratio",
    ):
        t.add_column(col, justify="left" if col == "call" else "right")
    by = {(c.scenario, c.clients, c.path): c for c in cells}
    for scenario in ("neighbourhood", "neighbourhood-cold", "facts", "tool"):
        for clients in sorted({c.clients for c in cells}):
            a, d = by.get((scenario, clients, "api")), by.get((scenario, clients, "direct"))
            if not a or not d:
                continue
            t.add_row(
                scenario,
                str(clients),
                f"{a.p50_ms:.1f}",
                f"{a.p95_ms:.1f}",
                f"{a.p99_ms:.1f}",
                f"{a.rps:.0f}",
                f"{d.p50_ms:.1f}",
                f"{d.p95_ms:.1f}",
                f"{d.p99_ms:.1f}",
                f"{d.rps:.0f}",
                f"{a.p50_ms / d.p50_ms:.2f}x",
                f"{a.p95_ms / d.p95_ms:.2f}x",
            )
    return t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--requests", type=int, default=200, help="requests per (call, clients) cell")
    ap.add_argument("--clients", default="1,8,32", help="concurrency levels")
    ap.add_argument("--seconds", type=float, default=15.0, help="time cap per cell")
    ap.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    ap.add_argument("--json", type=Path, help="also write the cells as JSON here")
    args = ap.parse_args()
    levels = [int(x) for x in args.clients.split(",") if x.strip()]
    console = Console(width=170)
    if not FILING.exists():
        console.print(f"[red]shared data not found at {SHARED}[/] (set AUDITGRAPH_SHARED_DATA)")
        return 2

    with tempfile.TemporaryDirectory(prefix="auditgraph-bench-api-") as tmp:
        env = {
            **os.environ,
            "AUDITGRAPH_DATA_DIR": str(Path(tmp) / "data"),
            "AUDITGRAPH_GRAPH_NAME": GRAPH,
            "AUDITGRAPH_API_KEYS": json.dumps([API_KEY]),
            "AUDITGRAPH_SHARED_DATA": str(SHARED),
            "AUDITGRAPH_GRAPH_URI": "embedded",
        }
        env.pop("AUDITGRAPH_NEO4J_URI", None)  # the embedded graph, whatever the shell points at
        store, settings, n_facts, load_s = load_apple(env)
        console.print(f"loaded Apple 10-K 2023: {n_facts} facts in {load_s:.1f}s; backend {store.backend}")
        port = free_port()
        proc = start_server(env, port, args.workers)
        base = f"http://127.0.0.1:{port}"
        cells: list[Cell] = []
        try:
            keys = fact_keys(store)
            calls, direct = http_calls(keys), direct_calls(store, settings, keys)
            for scenario in calls:  # warm both paths (connections, caches, query plans)
                asyncio.run(run_http(base, calls[scenario], 2, 20, 10))
                run_direct(direct[scenario], 2, 20, 10)
            for scenario in calls:
                for clients in levels:
                    lat, wall, err = asyncio.run(run_http(base, calls[scenario], clients, args.requests, args.seconds))
                    cells.append(summarise(scenario, clients, "api", lat, wall, err))
                    lat, wall, err = run_direct(direct[scenario], clients, args.requests, args.seconds)
                    cells.append(summarise(scenario, clients, "direct", lat, wall, err))
        finally:
            stop_server(proc)
            store.close()
        cpus = os.cpu_count()
        console.print(
            table(
                cells,
                f"API vs store, latency in ms ({cpus} CPUs, {args.workers} uvicorn worker(s), "
                f"≤{args.requests} requests or {args.seconds:.0f}s per cell)",
            )
        )
        bad = [c for c in cells if c.errors]
        if bad:
            console.print(f"[red]{sum(c.errors for c in bad)} non-200 responses[/]")
        n8 = next((c for c in cells if c.scenario == "neighbourhood" and c.clients == 8 and c.path == "api"), None)
        if n8:
            verdict = "met" if n8.p95_ms < 50 else "NOT met"
            console.print(f"target neighbourhood p95 < 50 ms at 8 clients: {verdict} ({n8.p95_ms:.1f} ms, warm cache)")
        c8 = next((c for c in cells if c.scenario == "neighbourhood-cold" and c.clients == 8 and c.path == "api"), None)
        if c8:
            verdict = "met" if c8.p95_ms < 50 else "NOT met"
            console.print(
                f"cold (a new fact each request: no response cached, hub expansions memoised): {verdict} ({c8.p95_ms:.1f} ms)"
            )
        if args.json:
            args.json.write_text(json.dumps([asdict(c) for c in cells], indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
