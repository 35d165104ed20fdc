"""Concept search: quality on a hand-labelled phrase set, query latency, and the index build time.

    python bench/retrieval.py [--clients 8] [--requests 400] [--filings all|aapl-10k-2023,...] [--json out.json]

Makes its own embedded graph, loads the US-GAAP 2024 taxonomy, the shared filings and the SEC data sets'
tag.txt labels, and builds the search index, timing the whole-taxonomy build and each incremental update.

Quality (``auditgraph.evals.retrieval``): ``evals/data/retrieval_cases.jsonl`` holds analyst phrasings ("capex", "top line", "diluted share count")
with the concepts an accountant accepts for each (any era: SalesRevenueNet as well as
RevenueFromContractWithCustomerExcludingAssessedTax), written by hand, not from the labels searched.
Two settings:
* filing — for each loaded filing, every case with an accepted concept the filing reports, searched with
  ``accession`` and ``reported_only`` (how an analyst or agent asks about one filing); the issue's target is
  fused recall@5 >= 0.9 here;
* taxonomy — every case against every indexed concept, no filter (harder: 15,000 candidates, most unlabelled).
Recall@k = share of cases with an accepted concept in the first k; MRR = mean of 1/rank of the first one.
BM25 only, dense only and the RRF fusion are scored on the same cases, overall and per statement.

Latency: the warm fused query (accession + reported_only) from N threads at once in this process, and over
HTTP from N concurrent clients against uvicorn on loopback; "new phrase" bypasses the query-embedding memo.
Printed, never asserted (STYLE.md: benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import SHARED, bench_graph, filing_cases, main_exit_zero, make_console  # noqa: E402
from rich.table import Table  # noqa: E402

APPLE = "0000320193-23-000106"
# Quality scoring lives with the other evaluations (``auditgraph eval retrieval``); this script adds the index build
# and the latency figures around it.
from auditgraph.evals.retrieval import METHODS, load_cases, quality_table, score  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = (len(s) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def threaded_latency(fn, phrases: list[str], clients: int, total: int) -> list[float]:
    latencies: list[float] = []
    counter = iter(range(total))

    def worker() -> None:
        for i in counter:
            t0 = time.perf_counter()
            fn(phrases[i % len(phrases)], i)
            latencies.append(time.perf_counter() - t0)

    with ThreadPoolExecutor(max_workers=clients) as pool:
        for f in [pool.submit(worker) for _ in range(clients)]:
            f.result()
    return latencies


def http_latency(store_settings, phrases: list[str], clients: int, total: int) -> list[float] | str:
    """The same query through GET /search on uvicorn (a subprocess) on a free loopback port."""
    import httpx

    from api import free_port, start_server, stop_server  # bench/api.py

    settings = store_settings
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(settings.data_dir),
        "AUDITGRAPH_GRAPH_NAME": settings.graph_name,
        "AUDITGRAPH_API_KEYS": json.dumps(["bench"]),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    port = free_port()
    proc = start_server(env, port, 1)
    try:
        base = f"http://127.0.0.1:{port}"
        params = lambda q: {"q": q, "k": 10, "accession": APPLE, "reported_only": "true"}  # noqa: E731
        with httpx.Client(base_url=base, headers={"X-API-Key": "bench"}, timeout=120) as c:
            for q in phrases:  # warm: the model, the corpus and the query memo
                c.get("/search", params=params(q)).raise_for_status()
        latencies: list[float] = []

        async def run() -> None:
            issued = 0
            limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
            async with httpx.AsyncClient(
                base_url=base, headers={"X-API-Key": "bench"}, timeout=120, limits=limits
            ) as c:

                async def worker() -> None:
                    nonlocal issued
                    while issued < total:
                        q = phrases[issued % len(phrases)]
                        issued += 1
                        t0 = time.perf_counter()
                        r = await c.get("/search", params=params(q))
                        latencies.append(time.perf_counter() - t0)
                        r.raise_for_status()

                await asyncio.gather(*(worker() for _ in range(clients)))

        asyncio.run(run())
        return latencies
    finally:
        stop_server(proc)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--requests", type=int, default=400)
    ap.add_argument("--filings", default="all", help="INDEX.csv folders to load (comma-separated) or 'all'")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    console = make_console()
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import load_tag_labels
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.retrieval import Retriever, update_index
    from auditgraph.retrieval.embedder import MODEL_NAME, MODEL_PACKAGE, load_embedder

    report: dict = {
        "model": f"{MODEL_NAME} from the PyPI package {MODEL_PACKAGE}",
        "nproc": os.cpu_count(),
        "loadavg_start": os.getloadavg(),
    }
    console.print(
        f"[bold]concept search benchmark[/] — model {report['model']}; nproc {os.cpu_count()}; "
        f"load average at start {os.getloadavg()[0]:.1f}"
    )
    with bench_graph("auditgraph_bench_retrieval") as (store, settings):
        t0 = time.perf_counter()
        embedder = load_embedder()
        report["model_load_s"] = time.perf_counter() - t0
        load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024"), show_progress=False)
        for z in sorted((SHARED / "fsds").glob("*.zip")):
            load_tag_labels(store, z)
        build = update_index(store, embedder, show_progress=False)
        report["taxonomy_index"] = build.to_dict()
        console.print(
            f"model load {report['model_load_s']:.1f}s; whole-taxonomy index: {build.concepts} concepts "
            f"embedded in {build.seconds:.1f}s ({build.concepts / build.seconds:.0f} concepts/s)"
        )
        wanted = None if args.filings == "all" else set(args.filings.split(","))
        loaded: dict[str, str] = {}
        inc = Table(title="incremental index updates as filings are added")
        for col in ("filing", "searchable concepts", "re-embedded", "seconds"):
            inc.add_column(col, justify="left" if col == "filing" else "right")
        report["incremental"] = []
        for case in filing_cases():
            if wanted is not None and case.folder not in wanted:
                continue
            parsed = parse_filing(case.path, accession=case.accession, cik=case.cik)
            load_filing(store, parsed, show_progress=False)
            rep = update_index(store, embedder, show_progress=False)
            loaded[case.label] = parsed.accession
            inc.add_row(case.label, str(rep.concepts), str(rep.embedded), f"{rep.seconds:.1f}")
            report["incremental"].append({"filing": case.label, **rep.to_dict()})
        console.print(inc)
        unchanged = update_index(store, embedder, show_progress=False)
        console.print(
            f"a further update with nothing new: {unchanged.embedded} re-embedded in {unchanged.seconds:.1f}s"
        )

        retriever = Retriever(store, embedder)
        cases = load_cases()
        known = {r["qname"] for r in store.run("retrieval.index_documents")}
        report["cases"] = len(cases)
        # -- filing setting
        per_filing: dict[str, list[dict]] = {m: [] for m in METHODS}
        for label, acc in sorted(loaded.items()):
            reported = {r["qname"] for r in store.run("retrieval.filing_concepts", {"accession": acc}) if r["reported"]}
            mine = [c for c in cases if reported & set(c["accept"])]
            for m in METHODS:
                per_filing[m] += [{**r, "filing": label} for r in score(retriever, mine, acc, True, m)]
        t, report["filing"] = quality_table(
            f"quality, filing setting (accession + reported_only, {len(loaded)} filings, "
            f"{len(per_filing['fused'])} case-filing pairs)",
            per_filing,
        )
        console.print(t)
        # -- taxonomy setting
        in_graph = [c for c in cases if known & set(c["accept"])]
        wide = {m: score(retriever, in_graph, None, False, m) for m in METHODS}
        t, report["taxonomy"] = quality_table(
            f"quality, taxonomy setting (no filter, {len(known)} concepts, "
            f"{len(in_graph)} of {len(cases)} cases with an accepted concept in the graph)",
            wide,
        )
        console.print(t)
        misses = [r for r in per_filing["fused"] if r["rank"] is None or r["rank"] > 5]
        if misses:
            console.print(
                "filing-setting misses (fused, not in the top 5): "
                + "; ".join(f"{r['q']} @ {r['filing']} → {r['top']}" for r in misses[:40])
            )
        # -- the three phrases of the issue, on Apple's 10-K
        if APPLE in loaded.values():
            for q in ("total revenue", "capex", "diluted EPS"):
                top = retriever.search(q, k=1, accession=APPLE, reported_only=True, with_facts=False)
                console.print(f"Apple 10-K 2023: '{q}' → {top[0].qname if top else None}")
            # -- latency
            phrases = [c["q"] for c in cases]
            for q in phrases:
                retriever.search(q, k=10, accession=APPLE, reported_only=True)
            lat = Table(title=f"query latency, fused, accession + reported_only, {args.requests} requests")
            for col in ("path", "clients", "p50 ms", "p95 ms", "p99 ms", "req/s"):
                lat.add_column(col, justify="left" if col == "path" else "right")
            report["latency"] = []

            def add(path: str, clients: int, latencies: list[float], wall: float) -> None:
                p50, p95, p99 = (percentile(latencies, q) * 1000 for q in (0.5, 0.95, 0.99))
                lat.add_row(
                    path, str(clients), f"{p50:.1f}", f"{p95:.1f}", f"{p99:.1f}", f"{len(latencies) / wall:.0f}"
                )
                report["latency"].append(
                    {"path": path, "clients": clients, "p50_ms": p50, "p95_ms": p95, "p99_ms": p99}
                )

            warm = lambda q, i: retriever.search(q, k=10, accession=APPLE, reported_only=True)  # noqa: E731
            fresh = lambda q, i: retriever.search(f"{q} {i}", k=10, accession=APPLE, reported_only=True)  # noqa: E731
            for clients in sorted({1, args.clients}):
                for name, fn in (("in-process warm", warm), ("in-process new phrase", fresh)):
                    t0 = time.perf_counter()
                    ls = threaded_latency(fn, phrases, clients, args.requests)
                    add(name, clients, ls, time.perf_counter() - t0)
            try:
                t0 = time.perf_counter()
                ls = http_latency(settings, phrases, args.clients, args.requests)
                add("HTTP GET /search warm", args.clients, ls, time.perf_counter() - t0)
            except Exception as exc:  # noqa: BLE001 - reported as n/a with its reason
                console.print(f"HTTP latency: n/a ({type(exc).__name__}: {exc})")
            console.print(lat)
    report["loadavg_end"] = os.getloadavg()
    console.print(
        f"load average at the end {os.getloadavg()[0]:.1f} (2 cores; other work on the machine slows every figure)"
    )
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, sort_keys=True, default=str))


if __name__ == "__main__":
    main_exit_zero(main)
