"""Soak: 32 concurrent clients for 60 s on neighbourhood, tools and /cypher, against a real server (not in CI).

    python bench/soak.py [--clients 32] [--seconds 60] [--json out.json]

Makes its own data folder, loads Apple's 10-K 2023 into the embedded graph, starts uvicorn on a free
127.0.0.1 port in a subprocess (loopback only) and runs the clients from this process (asyncio + httpx). Each
client loops until the deadline over three calls in turn: a cold neighbourhood (a different fact each time, 2
hops, ≤200 nodes), the `get_fact` tool for that fact's concept, and a small read-only /cypher query. Reports
requests, error rate (any status but 200, any exception or timeout), p50/p95/p99 per call, and the resident
memory of the API server and of the graph server at start, every 10 s, and at the end. Figures are printed,
never asserted (STYLE.md: benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import httpx
from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api import ACCESSION, API_KEY, GRAPH, fact_keys, free_port, load_apple, percentile, start_server, stop_server  # noqa: E402


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def calls_for(keys: list[str]):
    cypher = {
        "query": "MATCH (f:Fact {filing: $a}) WHERE f.concept = $c RETURN f.period AS period, f.value AS value "
        "ORDER BY period",
        "params": {"a": ACCESSION},
    }

    def make(i: int):
        key = keys[i % len(keys)]
        concept = key.split(":")[2] + ":" + key.split(":")[3]
        yield "neighbourhood", "GET", "/graph/neighbourhood", {"node": key, "hops": 2, "limit": 200}, None
        yield "tool get_fact", "POST", "/tools/get_fact", None, {"accession": ACCESSION, "concept": concept}
        yield "cypher", "POST", "/cypher", None, {**cypher, "params": {**cypher["params"], "c": concept}}

    return make


async def client(base: str, make, offset: int, step: int, deadline: float, out: dict, errors: dict) -> None:
    async with httpx.AsyncClient(base_url=base, headers={"X-API-Key": API_KEY}, timeout=30) as c:
        i = offset
        while time.monotonic() < deadline:
            for name, method, path, params, body in make(i):
                t0 = time.perf_counter()
                try:
                    r = await c.request(method, path, params=params, json=body)
                    ok = r.status_code == 200
                except httpx.HTTPError as exc:
                    ok, r = False, exc
                out[name].append(time.perf_counter() - t0)
                if not ok:
                    errors[name].append(getattr(r, "status_code", type(r).__name__))
            i += step


async def soak(base: str, keys: list[str], clients: int, seconds: float, pids: dict[str, int], memory: list) -> tuple:
    out: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, list] = defaultdict(list)
    deadline = time.monotonic() + seconds
    make = calls_for(keys)

    async def sample() -> None:
        start = time.monotonic()
        while time.monotonic() + 10 < deadline:
            await asyncio.sleep(10)
            memory.append((round(time.monotonic() - start), {k: rss_mb(p) for k, p in pids.items()}))

    t0 = time.monotonic()
    await asyncio.gather(sample(), *(client(base, make, i, clients, deadline, out, errors) for i in range(clients)))
    return out, errors, time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    console = Console(width=140)
    with tempfile.TemporaryDirectory(prefix="auditgraph-soak-") as tmp:
        env = {
            **os.environ,
            "AUDITGRAPH_DATA_DIR": str(Path(tmp) / "data"),
            "AUDITGRAPH_GRAPH_NAME": GRAPH,
            "AUDITGRAPH_API_KEYS": json.dumps([API_KEY]),
            "AUDITGRAPH_LOG_LEVEL": "ERROR",
        }
        env.pop("AUDITGRAPH_NEO4J_URI", None)
        store, settings, facts, _ = load_apple(env)
        keys = fact_keys(store)
        port = free_port()
        server = start_server(env, port, 1)
        graph_pid = int((settings.data_dir / "falkordb.pid").read_text())
        pids = {"API server": server.pid, "graph server": graph_pid}
        memory = [(0, {k: rss_mb(p) for k, p in pids.items()})]
        try:
            out, errors, wall = asyncio.run(
                soak(f"http://127.0.0.1:{port}", keys, args.clients, args.seconds, pids, memory)
            )
            memory.append((round(wall), {k: rss_mb(p) for k, p in pids.items()}))
            alive = server.poll() is None
        finally:
            stop_server(server)
            store.close()
    total = sum(len(v) for v in out.values())
    failed = sum(len(v) for v in errors.values())
    t = Table(
        title=f"soak: {args.clients} clients, {wall:.0f} s, Apple 10-K 2023 ({facts} facts), loopback, "
        f"1 uvicorn worker, {os.cpu_count()} CPUs"
    )
    for col in ("call", "requests", "errors", "error rate", "p50 ms", "p95 ms", "p99 ms", "req/s"):
        t.add_column(col, justify="left" if col == "call" else "right")
    rows = {}
    for name in sorted(out):
        s = sorted(out[name])
        rows[name] = dict(
            requests=len(s),
            errors=len(errors[name]),
            p50=percentile(s, 0.5) * 1000,
            p95=percentile(s, 0.95) * 1000,
            p99=percentile(s, 0.99) * 1000,
            rps=len(s) / wall,
        )
        r = rows[name]
        t.add_row(
            name,
            str(r["requests"]),
            str(r["errors"]),
            f"{r['errors'] / max(r['requests'], 1):.4%}",
            f"{r['p50']:.1f}",
            f"{r['p95']:.1f}",
            f"{r['p99']:.1f}",
            f"{r['rps']:.0f}",
        )
    every = sorted(x for v in out.values() for x in v)
    t.add_row(
        "all",
        str(total),
        str(failed),
        f"{failed / max(total, 1):.4%}",
        f"{percentile(every, 0.5) * 1000:.1f}",
        f"{percentile(every, 0.95) * 1000:.1f}",
        f"{percentile(every, 0.99) * 1000:.1f}",
        f"{total / wall:.0f}",
    )
    console.print(t)
    m = Table(title="resident memory (MB)")
    m.add_column("t (s)", justify="right")
    for k in pids:
        m.add_column(k, justify="right")
    for sec, values in memory:
        m.add_row(str(sec), *(f"{values[k]:.0f}" for k in pids))
    console.print(m)
    console.print(
        f"server alive at the end: {alive}; errors: {dict((k, sorted(set(map(str, v)))) for k, v in errors.items())}"
    )
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "clients": args.clients,
                    "seconds": wall,
                    "calls": rows,
                    "total": total,
                    "errors": failed,
                    "memory": memory,
                },
                indent=2,
                sort_keys=True,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
