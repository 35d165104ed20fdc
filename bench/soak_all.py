"""Soak over every route: N concurrent clients for S seconds mixing every GET and POST of the API (issue #28's
target: 16 clients × 60 s, 0 errors, 0 crashes, fact counts equal to the sources). Not in CI.

    python bench/soak_all.py [--clients 16] [--seconds 60] [--json out.json]

Makes its own data folder, loads Apple's 10-K 2023 and Netflix's 10-Q 2010 into the embedded graph, starts
uvicorn on a free 127.0.0.1 port in a subprocess (loopback only), and runs the clients from this process (threads
+ httpx). Each client walks the route list from its own offset: reads (health, filings, facts, findings,
statements, plot, concept search and spec, calculation, neighbourhood, tools, the Browser guide and style, the
evidence page) and every POST (rules, tools, /cypher, audits with the offline backend, memos, ask). An error is
any status but 200 or an exception; the server must be alive at the end, and each filing's facts in the graph
must number exactly its source's. Figures are printed, never asserted (STYLE.md: benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api import API_KEY, GRAPH, SHARED, free_port, percentile, start_server, stop_server  # noqa: E402

FILINGS = {"0000320193-23-000106": ("aapl-10k-2023", "320193"), "NFLX-10Q-2010": ("nflx-10q-2010", "1065280")}


def load(env: dict[str, str]):
    from auditgraph.cypher.registry import QueryRegistry
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.settings import Settings
    from auditgraph.store import open_store

    settings = Settings(data_dir=Path(env["AUDITGRAPH_DATA_DIR"]), graph_name=GRAPH, shared_data=SHARED)
    store = open_store(settings, QueryRegistry.load())
    store.clear()
    store.schema()
    source = {}
    for acc, (folder, cik) in FILINGS.items():
        parsed = parse_filing(SHARED / "filings" / folder, accession=acc, cik=cik)
        load_filing(store, parsed, show_progress=False)
        source[acc] = len(parsed.fact_rows)
    return store, settings, source


def routes(store) -> list[tuple[str, str, str, dict | None, dict | None]]:
    out = []
    for acc, (_, cik) in FILINGS.items():
        keys = [r["key"] for r in store.run("admin.filing_fact_values", {"accession": acc})]
        key = next(k for k in keys if ":us-gaap:Assets:" in k)
        period = key.split(":")[-2]
        out += [
            ("health", "GET", "/health", None, None),
            ("filings", "GET", "/filings", None, None),
            ("filing", "GET", f"/filings/{acc}", None, None),
            ("facts", "GET", f"/filings/{acc}/facts", {"concept": "us-gaap:Assets"}, None),
            ("findings", "GET", f"/filings/{acc}/findings", None, None),
            ("statement", "GET", f"/filings/{acc}/statement/balance", None, None),
            ("statement of", "GET", f"/filings/{acc}/statement", {"concept": "us-gaap:Assets"}, None),
            ("plot", "GET", "/plot", {"concept": "us-gaap:Assets", "cik": cik, "format": "svg"}, None),
            ("concept search", "GET", "/concepts/search", {"q": "assets", "limit": 5}, None),
            ("search", "GET", "/search", {"q": "total assets", "k": 5, "accession": acc}, None),
            ("concept", "GET", "/concepts/us-gaap:Assets", None, None),
            ("calculation", "GET", "/concepts/us-gaap:Assets/calculation", {"accession": acc}, None),
            ("neighbourhood", "GET", "/graph/neighbourhood", {"node": keys[len(out) % len(keys)], "hops": 2}, None),
            ("tools", "GET", "/tools", None, None),
            ("guide", "GET", "/browser/guide", None, None),
            ("grass", "GET", "/browser/auditgraph.grass", None, None),
            ("page", "GET", "/", None, None),
            ("tool get_fact", "POST", "/tools/get_fact", None, {"accession": acc, "concept": "us-gaap:Assets"}),
            ("rule 0015", "POST", "/rules/DQC.US.0015/run", None, {"accession": acc}),
            ("rule calc11", "POST", "/rules/XBRL.CALC11/run", None, {"accession": acc}),
            (
                "cypher",
                "POST",
                "/cypher",
                None,
                {"query": "MATCH (f:Fact {filing: $a}) RETURN count(f) AS n", "params": {"a": acc}},
            ),
            (
                "audit",
                "POST",
                "/audits",
                None,
                {"accession": acc, "concept": "us-gaap:Assets", "period": period, "backend": "offline"},
            ),
            ("memo", "POST", "/memos", None, {"accession": acc}),
            ("ask", "POST", "/ask", None, {"question": "What were total assets?", "accession": acc}),
        ]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="auditgraph-soak-all-") as tmp:
        env = {
            **os.environ,
            "AUDITGRAPH_DATA_DIR": str(Path(tmp) / "data"),
            "AUDITGRAPH_GRAPH_NAME": GRAPH,
            "AUDITGRAPH_API_KEYS": json.dumps([API_KEY]),
            "AUDITGRAPH_LOG_LEVEL": "ERROR",
        }
        env.pop("AUDITGRAPH_NEO4J_URI", None)
        store, settings, source = load(env)
        calls = routes(store)
        port = free_port()
        server = start_server(env, port, 1)
        base = f"http://127.0.0.1:{port}"
        times: dict[str, list[float]] = defaultdict(list)
        errors: dict[str, Counter] = defaultdict(Counter)
        lock = threading.Lock()
        deadline = time.monotonic() + args.seconds

        def client(n: int) -> None:
            with httpx.Client(base_url=base, headers={"X-API-Key": API_KEY}, timeout=120) as c:
                i = n * 7
                while time.monotonic() < deadline:
                    name, method, path, params, body = calls[i % len(calls)]
                    i += 1
                    t0 = time.perf_counter()
                    try:
                        r = c.request(method, path, params=params, json=body)
                        bad = None if r.status_code == 200 else f"{r.status_code} {r.text[:120]}"
                    except httpx.HTTPError as exc:
                        bad = type(exc).__name__
                    with lock:
                        times[name].append(time.perf_counter() - t0)
                        if bad:
                            errors[name][bad] += 1

        t0 = time.monotonic()
        threads = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.monotonic() - t0
        alive = server.poll() is None
        counts = {acc: store.run("admin.filing_counts", {"accession": acc})[0]["facts"] for acc in FILINGS}
        stop_server(server)
        store.close()
    total = sum(len(v) for v in times.values())
    failed = sum(sum(c.values()) for c in errors.values())
    print(
        f"soak over every route: {args.clients} clients, {wall:.0f} s, {len(calls)} calls in the mix, loopback, "
        f"1 uvicorn worker, {os.cpu_count()} CPUs"
    )
    print(f"{'call':16} {'requests':>8} {'errors':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}")
    for name in sorted(times):
        s = sorted(times[name])
        print(
            f"{name:16} {len(s):8d} {sum(errors[name].values()):6d} {percentile(s, 0.5) * 1000:8.1f} "
            f"{percentile(s, 0.95) * 1000:8.1f} {percentile(s, 0.99) * 1000:8.1f}"
        )
    every = sorted(x for v in times.values() for x in v)
    print(
        f"{'all':16} {total:8d} {failed:6d} {percentile(every, 0.5) * 1000:8.1f} {percentile(every, 0.95) * 1000:8.1f} "
        f"{percentile(every, 0.99) * 1000:8.1f}   ({total / wall:.0f} req/s)"
    )
    print(f"server alive at the end: {alive}")
    print("facts in the graph vs the sources: " + ", ".join(f"{a} {counts[a]}/{source[a]}" for a in FILINGS))
    if failed:
        print("errors: " + json.dumps({k: dict(v) for k, v in errors.items() if v}, indent=1)[:3000])
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "clients": args.clients,
                    "seconds": wall,
                    "total": total,
                    "errors": failed,
                    "alive": alive,
                    "facts": counts,
                    "source": source,
                },
                indent=2,
                sort_keys=True,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
