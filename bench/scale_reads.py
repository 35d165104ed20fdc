"""Reads at 10 and ~1,000 filings in one run (issue 12): cold neighbourhoods and `check`.

The focused part of bench/scale.py for the read path, quick enough to run while working on it. Two graphs:

- built here (default): one fresh embedded graph grown in two stages, the US-GAAP 2024 taxonomy + the 9 shared
  XBRL filings (Apple's 10-K under its real accession), then + both SEC Financial Statement Data Sets quarters
  (967 filings), measured after each stage;
- or reused: ``--small DIR --big DIR`` name two data folders already built that way (AUDITGRAPH_DATA_DIR of
  `auditgraph ingest taxonomy/filing/fsds`), so repeated runs skip the ~1-2 minutes of loading.

At each size, with the load average beside it:

- neighbourhood, cold: Apple 10-K facts (every 5th key, 160), 2 hops, 200 nodes, a different fact per request,
  the API's per-revision memo of hub expansions, at 1 and 8 client threads: p50/p95, and the rows the engine sent
  back per request (mean, max) — the number that must not grow with the filings. The threads run the API's code
  in this process (its NeighbourhoodCache: revision read, memo, answer, JSON bytes), as uvicorn's worker threads do
  in the server's, under the server's collector settings;
- with ``--http``, the same over HTTP: `uvicorn auditgraph.api.app:create_app` in its own process on the same data
  folder (started for each row), asyncio clients in this process, so what is timed is the server (HTTP, JSON and
  its one interpreter shared by its worker threads) and not the clients;
- `check` per filing: the rule engine (`run_rules`) on the same 9 XBRL filings at both sizes, median of
  ``--reps`` runs each; the ratio big/small is the per-filing cost target (1.2×);
- `auditgraph check --all --workers N` as a command (a subprocess: start-up, view loading, findings writes
  included), wall seconds for every complete filing.

    .venv/bin/python bench/scale_reads.py [--small DIR --big DIR] [--reps 5] [--workers 2] [--no-check-all] [--no-check] [--http [--http-workers 1 2]] [--default-gc]

Benchmarks are not tests: this prints tables and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import httpx
from harness import (
    REPO,
    SHARED,
    bench_graph,
    cold_requests,
    cold_sample,
    filing_cases,
    fmt_ratio,
    main_exit_zero,
    make_console,
    p50_p95,
    print_machine,
)
from rich.table import Table

from api import stop_server
from auditgraph.api.gc_policy import serving_gc
from auditgraph.api.neighbourhood_groups import entries_sent
from auditgraph.ingest.filing import parse_filing
from auditgraph.rules.engine import run_rules

APPLE = "aapl-10k-2023"
APPLE_ACC = "0000320193-23-000106"
API_KEY = "bench-key"


@dataclass
class Size:
    name: str
    filings: int = 0
    facts: int = 0
    nb: dict = field(default_factory=dict)  # clients -> (p50 ms, p95 ms, rows mean, rows max, load)
    http: dict = field(default_factory=dict)  # (server workers, clients) -> (p50 ms, p95 ms, load): over HTTP, --http
    check_s: dict = field(default_factory=dict)  # accession -> median seconds
    check_load: float = 0.0
    check_all_s: float | None = None
    check_all_n: int = 0
    check_all_load: float = 0.0


class RowCount:
    """Rows the engine sends back per neighbourhood request, a neighbour as one (``entries_sent``; GraphStore.run
    wrapped, per thread)."""

    def __init__(self, store) -> None:
        self.local = threading.local()
        self.run = store.run
        store.run = self.counted  # type: ignore[method-assign]
        self.store = store

    def counted(self, name, params=None, **kw):
        out = self.run(name, params, **kw)
        self.local.rows = getattr(self.local, "rows", 0) + entries_sent(name, out)
        return out

    def take(self) -> int:
        n, self.local.rows = getattr(self.local, "rows", 0), 0
        return n

    def close(self) -> None:
        self.store.run = self.run  # type: ignore[method-assign]


def cold_neighbourhoods(store, keys: list[str], clients: int) -> tuple[float, float, float, int]:
    """p50/p95 of harness.cold_requests and the engine's rows per request (mean, max)."""
    counter = RowCount(store)
    try:
        res = cold_requests(store, keys, clients, counter.take)
    finally:
        counter.close()
    rows = [n for _, n in res]
    return (*p50_p95([ms for ms, _ in res]), statistics.mean(rows), max(rows))


@contextmanager
def api_server(data_dir: Path, graph_name: str, workers: int = 1):
    """``uvicorn auditgraph.api.app:create_app`` (``workers`` worker processes, as `auditgraph serve --workers`) on
    a free loopback port, in its own process, on the reused data folder; yields its base URL."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data_dir),
        "AUDITGRAPH_GRAPH_NAME": graph_name,
        "AUDITGRAPH_API_KEYS": json.dumps([API_KEY]),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_GRAPH_URI": "embedded",
        "AUDITGRAPH_SEARCH_INDEX": "0",
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    proc = subprocess.Popen(
        [
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
        ],
        env=env,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"uvicorn exited: {proc.stderr.read() if proc.stderr else ''}")
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("uvicorn did not answer /health within 120 s")
            time.sleep(0.2)
        yield base
    finally:
        stop_server(proc)


def http_neighbourhoods(
    data_dir: Path, graph_name: str, keys: list[str], warm: list[str], clients: int, workers: int = 1
) -> tuple[float, float, float]:
    """Cold neighbourhoods over HTTP from this process (asyncio clients: no client threads competing for the
    server's interpreter), against a server started for this measurement: (p50 ms, p95 ms, load average). The
    ``warm`` keys (other facts) are asked first, one at a time: connections, plan caches and the hub expansions
    a running server holds (with several server workers, each warms on its own first requests)."""
    with api_server(data_dir, graph_name, workers) as base:

        async def run() -> list[float]:
            limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
            async with httpx.AsyncClient(
                base_url=base, headers={"X-API-Key": API_KEY}, timeout=120, limits=limits
            ) as client:

                async def get(key: str) -> float:
                    t0 = time.perf_counter()
                    r = await client.get("/graph/neighbourhood", params={"node": key, "hops": 2, "limit": 200})
                    r.raise_for_status()
                    return (time.perf_counter() - t0) * 1000

                for key in warm:
                    await get(key)
                todo = iter(keys)
                lat: list[float] = []

                async def worker() -> None:
                    for key in todo:
                        lat.append(await get(key))

                await asyncio.gather(*(worker() for _ in range(clients)))
                return lat

        load = os.getloadavg()[0]
        lat = asyncio.run(run())
    return (*p50_p95(lat), load)


def check_all_command(data_dir: Path, graph_name: str, workers: int) -> float:
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data_dir),
        "AUDITGRAPH_GRAPH_NAME": graph_name,
        "AUDITGRAPH_SEARCH_INDEX": "0",
    }
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "auditgraph", "check", "--all", "--workers", str(workers), "--format", "json"],
        env=env,
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    wall = time.perf_counter() - t0
    if proc.returncode not in (0, 1):  # 1 = error findings exist, which is an answer
        raise RuntimeError(f"check --all exited {proc.returncode}: {proc.stderr[-500:]}")
    return wall


def measure(
    size: Size,
    store,
    data_dir: Path,
    graph_name: str,
    keys: list[str],
    accessions: list[str],
    args,
    all_keys: list[str],
) -> None:
    counts = store.label_counts()
    size.filings, size.facts = counts.get("Filing", 0), counts.get("Fact", 0)
    for clients in (1, 8):
        # The threads run the API's code in this process with the API's collector settings (api/gc_policy.py),
        # as uvicorn's worker threads do; --http measures the server itself from a separate client process.
        with serving_gc() if args.serving_gc else nullcontext():
            cold_neighbourhoods(store, keys[:16], clients)  # connections and plan caches warm; its memo is dropped
            load = os.getloadavg()[0]
            size.nb[clients] = (*cold_neighbourhoods(store, keys, clients), load)
    if args.http:
        warm = [k for k in all_keys if k not in set(keys)][:8]
        for workers in args.http_workers:
            for clients in (1, 8):
                size.http[workers, clients] = http_neighbourhoods(data_dir, graph_name, keys, warm, clients, workers)
    if not args.check:
        return
    for acc in accessions:  # one untimed pass: plan caches, connections and imports warm at both sizes
        run_rules(store, acc)
    size.check_load = os.getloadavg()[0]
    for acc in accessions:
        runs = []
        for _ in range(args.reps):
            t0 = time.perf_counter()
            run_rules(store, acc)
            runs.append(time.perf_counter() - t0)
        size.check_s[acc] = statistics.median(runs)
    if args.check_all:
        size.check_all_load = os.getloadavg()[0]
        size.check_all_n = sum(1 for r in store.run("admin.filings") if r["status"] == "complete")
        size.check_all_s = check_all_command(data_dir, graph_name, args.workers)


@contextmanager
def reused(data_dir: Path):
    from auditgraph.cypher.context import open_graph
    from auditgraph.settings import Settings

    settings = Settings(data_dir=data_dir, shared_data=SHARED)
    store = open_graph(settings, ensure_schema=False)
    try:
        yield store, settings
    finally:
        store.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--small", type=Path, help="data folder of the ~10-filing graph (with --big: reuse both)")
    ap.add_argument("--big", type=Path, help="data folder of the ~1,000-filing graph")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-check-all", dest="check_all", action="store_false")
    ap.add_argument(
        "--default-gc",
        dest="serving_gc",
        action="store_false",
        help="in-process threads with Python's default collector settings (as before api/gc_policy.py)",
    )
    ap.add_argument("--http", action="store_true", help="also over HTTP: uvicorn in its own process, clients here")
    ap.add_argument(
        "--http-workers",
        type=int,
        nargs="+",
        default=[1, 2],
        help="server worker processes for the HTTP rows (auditgraph serve --workers)",
    )
    ap.add_argument(
        "--no-check", dest="check", action="store_false", help="neighbourhoods only (no check, no check --all)"
    )
    ap.add_argument("--quarters", nargs="*", default=["2009q3", "2010q2"])
    args = ap.parse_args()
    console = make_console()
    print_machine(console, "Reads at ~10 and ~1,000 filings: cold neighbourhoods and check (issue 12)")
    cases = filing_cases()
    apple = next(c for c in cases if c.folder == APPLE)
    all_keys = sorted(r["key"] for r in parse_filing(apple.path, accession=APPLE_ACC).fact_rows)
    keys = cold_sample(all_keys)
    sizes = [Size("taxonomy + 9 XBRL filings"), Size(f"+ FSDS {' + '.join(args.quarters)}")]

    if args.small and args.big:
        with reused(args.small) as (store, settings):
            accessions = sorted(r["accession"] for r in store.run("admin.filings") if r["status"] == "complete")
            measure(sizes[0], store, args.small, settings.graph_name, keys, accessions, args, all_keys)
        with reused(args.big) as (store, settings):
            measure(sizes[1], store, args.big, settings.graph_name, keys, accessions, args, all_keys)
    else:
        from auditgraph.ingest.bulk import load_dataset_parallel, load_filings
        from auditgraph.ingest.fsds import read_dataset
        from auditgraph.ingest.loader import load_filing
        from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy

        with bench_graph("scale_reads") as (store, settings):
            load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024"), show_progress=False)
            load_filing(store, parse_filing(apple.path, accession=APPLE_ACC), show_progress=False)
            load_filings(store, [c.path for c in cases if c.folder != APPLE], workers=args.workers)
            accessions = sorted(r["accession"] for r in store.run("admin.filings") if r["status"] == "complete")
            measure(sizes[0], store, settings.data_dir, settings.graph_name, keys, accessions, args, all_keys)
            for quarter in args.quarters:
                load_dataset_parallel(store, read_dataset(SHARED / "fsds" / f"{quarter}.zip"), workers=args.workers)
            measure(sizes[1], store, settings.data_dir, settings.graph_name, keys, accessions, args, all_keys)

    small, big = sizes
    t = Table(title="Cold neighbourhoods (2 hops, 200 nodes, a new Apple fact per request, hub memo as the API)")
    for col in (
        "graph",
        "filings",
        "facts",
        "clients",
        "p50 ms",
        "p95 ms",
        "p95 ratio",
        "engine rows/request mean",
        "max",
        "load avg",
    ):
        t.add_column(col, justify="right")
    for s in sizes:
        for clients, (p50, p95, rmean, rmax, load) in s.nb.items():
            t.add_row(
                s.name,
                f"{s.filings:,}",
                f"{s.facts:,}",
                str(clients),
                f"{p50:.1f}",
                f"{p95:.1f}",
                fmt_ratio(p95, small.nb[clients][1]),
                f"{rmean:.0f}",
                f"{rmax:,}",
                f"{load:.2f}",
            )
    console.print(t)
    if args.http:
        t = Table(
            title="The same over HTTP: `uvicorn auditgraph.api.app:create_app` (`auditgraph serve --workers N`) "
            "in its own process, asyncio clients in this one, a server started per row"
        )
        for col in ("graph", "filings", "server workers", "clients", "p50 ms", "p95 ms", "p95 ratio", "load avg"):
            t.add_column(col, justify="right")
        for s in sizes:
            for (workers, clients), (p50, p95, load) in s.http.items():
                t.add_row(
                    s.name,
                    f"{s.filings:,}",
                    str(workers),
                    str(clients),
                    f"{p50:.1f}",
                    f"{p95:.1f}",
                    fmt_ratio(p95, small.http[workers, clients][1]),
                    f"{load:.2f}",
                )
        console.print(t)
    if not args.check:
        return
    t = Table(title=f"check per filing: run_rules on the same {len(small.check_s)} XBRL filings, median of {args.reps}")
    for col in ("filing", "~10 filings s", "~1,000 filings s", "ratio"):
        t.add_column(col, justify="right")
    for acc in small.check_s:
        t.add_row(
            acc,
            f"{small.check_s[acc]:.3f}",
            f"{big.check_s.get(acc, float('nan')):.3f}",
            fmt_ratio(big.check_s.get(acc), small.check_s[acc]),
        )
    tot_s, tot_b = sum(small.check_s.values()), sum(big.check_s.values())
    t.add_row("all (sum of medians)", f"{tot_s:.3f}", f"{tot_b:.3f}", fmt_ratio(tot_b, tot_s))
    console.print(t)
    console.print(f"load average during check: {small.check_load:.2f} (small), {big.check_load:.2f} (big)")
    if args.check_all:
        for s in sizes:
            console.print(
                f"auditgraph check --all --workers {args.workers} ({s.name}): {s.check_all_n:,} filings in "
                f"{s.check_all_s:.1f} s ({s.check_all_s / max(s.check_all_n, 1) * 1000:.1f} ms/filing), "
                f"load average {s.check_all_load:.2f}"
            )


if __name__ == "__main__":
    main_exit_zero(main)
