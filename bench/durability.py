"""Durability settings of the embedded FalkorDB, measured side by side (issue 12).

For each configuration: a fresh redis-server + FalkorDB in a temporary folder, the US-GAAP taxonomy and the
9 shared filings loaded by auditgraph's loader, one durability point after each filing (what that
configuration needs to call a filing durable), then the server is SIGKILLed and restarted and the restart timed
and the node count compared. Automatic AOF rewrites are off here, so a restart replays the whole log (the
worst case between two rewrites; the embedded store itself rewrites when the log outgrows a quarter of its base). Configurations:

- rdb-save: no AOF, an explicit SAVE per filing (auditgraph before issue 12);
- aof-everysec: AOF fsynced once a second, WAITAOF per filing;
- aof-always: AOF fsynced before every reply, WAITAOF per filing (auditgraph now);
- aof-query-text: aof-always but FalkorDB logging query text instead of effects (what hung at start-up);
  its restart is given --replay-limit seconds and reported as not finished beyond that.

Benchmarks are not tests: prints a table, exits 0.   python bench/durability.py [--replay-limit 120]
"""

from __future__ import annotations

import argparse
import csv
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import SHARED, main_exit_zero, make_console, print_machine
from rich.table import Table

CONFIGS = ("rdb-save", "aof-everysec", "aof-always", "aof-query-text")


def _args(config: str, d: Path, sock: Path) -> list[str]:
    from auditgraph.store.embedded import _binaries, server_args

    server, module = _binaries()
    args = server_args(server, module, sock, d, d / "pid", d / "log", appendonly=config != "rdb-save")
    if config != "rdb-save":
        # No automatic rewrite here, so the restart replays the whole log (the worst case between rewrites).
        args[args.index("--auto-aof-rewrite-percentage") + 1] = "0"
    if config == "aof-everysec":
        args[args.index("--appendfsync") + 1] = "everysec"
    if config == "aof-query-text":
        args = args[:-2]  # drop EFFECTS_THRESHOLD 0: FalkorDB's default logs the query text
    return args


def _start(config: str, d: Path, sock: Path, limit: float) -> float | None:
    import redis

    t0 = time.perf_counter()
    subprocess.run(_args(config, d, sock), check=True, capture_output=True)
    while time.perf_counter() - t0 < limit:
        try:
            conn = redis.Redis(unix_socket_path=str(sock), socket_timeout=2)
            if conn.ping() and not int(conn.info("persistence")["loading"]):
                return time.perf_counter() - t0
        except (redis.exceptions.RedisError, OSError):
            pass
        time.sleep(0.05)
    return None


def _kill(d: Path) -> None:
    try:
        os.kill(int((d / "pid").read_text()), signal.SIGKILL)
    except (OSError, ValueError):
        pass
    time.sleep(0.5)


def run_config(config: str, replay_limit: float) -> dict:
    import redis
    from falkordb import FalkorDB

    from auditgraph.cypher.registry import QueryRegistry
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.store.falkor import FalkorStore

    with tempfile.TemporaryDirectory(prefix="auditgraph-dur-") as tmp:
        d = Path(tmp)
        sock = Path(tempfile.gettempdir()) / f"ag-dur-{os.getpid()}.sock"
        _start(config, d, sock, 60)
        # A FalkorStore on an already running server: connect by socket without the embedded manager.
        store = FalkorStore.__new__(FalkorStore)
        from auditgraph.store.base import GraphStore

        GraphStore.__init__(store, QueryRegistry.load(), 120.0, 2000)
        store._redis_errors, store.server = redis.exceptions, None
        store.db = FalkorDB(unix_socket_path=str(sock))
        store.graph_name, store.location = "bench", "bench"
        store.graph = store.db.select_graph("bench")
        store.schema()
        conn = redis.Redis(unix_socket_path=str(sock))

        def durable() -> None:
            if config == "rdb-save":
                conn.save()
            else:
                conn.execute_command("WAITAOF", 1, 0, 10000)

        t0 = time.perf_counter()
        load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024"), show_progress=False)
        durable()
        taxonomy_s = time.perf_counter() - t0
        points, loads = [], []
        with open(SHARED / "filings" / "INDEX.csv", newline="") as fh:
            rows = list(csv.DictReader(fh))
        for row in rows:
            parsed = parse_filing(
                SHARED / "filings" / row["folder"], accession=row["accession"] or None, cik=row["cik"] or None
            )
            t0 = time.perf_counter()
            load_filing(store, parsed, show_progress=False)
            loads.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            durable()
            points.append(time.perf_counter() - t0)
        nodes = conn.execute_command("GRAPH.QUERY", "bench", "MATCH (n) RETURN count(n)")[1][0][0]
        disk = sum(p.stat().st_size for p in d.rglob("*") if p.is_file() and p.suffix in (".rdb", ".aof"))
        conn.close()
        _kill(d)
        restart = _start(config, d, sock, replay_limit)
        after = None
        if restart is not None:
            c2 = redis.Redis(unix_socket_path=str(sock))
            after = c2.execute_command("GRAPH.QUERY", "bench", "MATCH (n) RETURN count(n)")[1][0][0]
            c2.close()
        _kill(d)
        return {
            "config": config,
            "taxonomy_s": taxonomy_s,
            "load_s": sum(loads),
            "point_min": min(points),
            "point_max": max(points),
            "point_sum": sum(points),
            "nodes": nodes,
            "after": after,
            "restart_s": restart,
            "disk": disk,
        }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--replay-limit", type=float, default=120.0)
    ap.add_argument("--configs", nargs="*", default=list(CONFIGS))
    args = ap.parse_args()
    console = make_console()
    print_machine(console, "Durability settings of the embedded FalkorDB (issue 12)")
    t = Table(title="taxonomy + 9 filings, one durability point per filing, then kill -9 and restart")
    for col in (
        "config",
        "taxonomy s",
        "9 loads s",
        "durability point s (min–max, total)",
        "nodes",
        "restart s",
        "nodes after",
        "on disk MB",
    ):
        t.add_column(col, justify="right")
    for config in args.configs:
        r = run_config(config, args.replay_limit)
        t.add_row(
            r["config"],
            f"{r['taxonomy_s']:.1f}",
            f"{r['load_s']:.2f}",
            f"{r['point_min']:.4f}–{r['point_max']:.4f} ({r['point_sum']:.3f})",
            f"{r['nodes']:,}",
            "not finished after %.0f s" % args.replay_limit if r["restart_s"] is None else f"{r['restart_s']:.1f}",
            "n/a" if r["after"] is None else f"{r['after']:,}",
            f"{r['disk'] / 1e6:.1f}",
        )
    console.print(t)


if __name__ == "__main__":
    main_exit_zero(main)
