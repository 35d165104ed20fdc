"""Scale benchmark (issue 12): does the cost per filing stay flat as the graph grows?

One run, one fresh embedded graph, grown in stages: the US-GAAP 2024 taxonomy and the 9 shared XBRL filings
(~10 filings), + the SEC Financial Statement Data Sets 2009q3 (~450), + 2010q2 (~1,000). At every stage,
with the store server's CPU time read from /proc beside the wall time:

- check: Apple 10-K 2023 (best of 3) and ``check --all`` per filing (``--workers``);
- ingest of Apple's 10-K under fresh accessions, median of 5 (each unloaded again; one unload is timed too),
  each started once no background snapshot is running;
- ``/health`` counts from the engine's counters vs the census scan they replace;
- neighbourhood, cold (a different fact per request; hub expansions memoised per revision as the API does),
  8 client threads under the API's collector settings (api/gc_policy.py): p50/p95;
- memory per fact (the server's used_memory) and on-disk bytes per fact (the append-only file after a rewrite).

Floors and peers measured in the same run: lxml reading Apple's files vs auditgraph's parse; a raw
``UNWIND … CREATE`` of the same fact rows vs auditgraph's load (Apple and FSDS 2009q3); Calculations 1.1 in plain
Python over the parsed rows vs the Cypher path. Ratios against the first stage show what grows with the graph.
Benchmarks are not tests: this prints tables and exits 0.

    .venv/bin/python bench/scale.py [--workers 2] [--no-check-all] [--quarters 2009q3 2010q2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import (
    SHARED,
    bench_graph,
    cold_requests,
    cold_sample,
    filing_cases,
    fmt_ratio,
    lxml_floor,
    main_exit_zero,
    make_console,
    p50_p95,
    print_machine,
)
from rich.table import Table

from auditgraph.api.gc_policy import serving_gc
from auditgraph.ingest.bulk import load_dataset_parallel, load_filings
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import fsds_fact_rows, read_dataset
from auditgraph.ingest.loader import load_filing, unload_filing
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.rules.bulk import check_filings
from auditgraph.rules.engine import run_rule, run_rules

APPLE = "aapl-10k-2023"
APPLE_ACC = "0000320193-23-000106"


class StoreCPU:
    """CPU seconds (user + system) of the embedded store's server process, from /proc."""

    def __init__(self, store) -> None:
        self.pid = int(store.server.pidfile.read_text().strip()) if getattr(store, "server", None) else None
        self.tick = os.sysconf("SC_CLK_TCK")

    def seconds(self) -> float:
        if self.pid is None:
            return float("nan")
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / self.tick


INGEST_RUNS = 5


def quiet_store(store, limit_s: float = 120.0) -> None:
    """Wait until no background rewrite of the append-only file (the snapshot Redis starts by itself after a big
    load) is running, so one ingest is not timed against another process's disk and CPU."""
    server = getattr(store, "server", None)
    deadline = time.monotonic() + limit_s
    while server is not None and time.monotonic() < deadline and server.persistence().get("snapshot_in_progress"):
        time.sleep(0.2)


def ingest_median(store, cpu: StoreCPU, path: Path, tag: str) -> tuple[float, float]:
    """Median wall and store CPU of INGEST_RUNS loads of one 10-K under fresh accessions, each unloaded again."""
    walls, cpus = [], []
    for i in range(INGEST_RUNS):
        probe = parse_filing(path, accession=f"SCALE-PROBE-{tag}-{i}")
        quiet_store(store)
        wall, used, _ = timed(cpu, lambda: load_filing(store, probe, show_progress=False))
        walls.append(wall)
        cpus.append(used)
        unload_filing(store, probe.accession)
    return statistics.median(walls), statistics.median(cpus)


def timed(cpu: StoreCPU, fn):
    c0, t0 = cpu.seconds(), time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, cpu.seconds() - c0, out


@dataclass
class Stage:
    name: str
    filings: int = 0
    facts: int = 0
    load_s: float = 0.0
    check_apple_s: float = 0.0
    check_apple_cpu: float = 0.0
    check_all_s: float | None = None
    check_all_cpu: float | None = None
    check_all_n: int = 0
    ingest_s: float = 0.0
    ingest_cpu: float = 0.0
    unload_s: float = 0.0
    health_counters_s: float = 0.0
    health_scan_s: float = 0.0
    nb_p50_ms: float = 0.0
    nb_p95_ms: float = 0.0
    mem_bytes: int = 0
    disk_bytes: int = 0
    extra: dict = field(default_factory=dict)


def disk_bytes(data_dir: Path) -> int:
    return sum(p.stat().st_size for p in (data_dir / "appendonlydir").glob("*") if p.is_file())


def compact(store) -> None:
    """BGREWRITEAOF and wait: the on-disk size is then the graph's, not its write history's."""
    import redis

    conn = redis.Redis(unix_socket_path=str(store.server.socket_path))
    conn.execute_command("BGREWRITEAOF")
    time.sleep(0.2)
    while True:
        p = conn.info("persistence")
        if not p["aof_rewrite_in_progress"] and not p["aof_rewrite_scheduled"]:
            break
        time.sleep(0.1)
    conn.close()


def used_memory(store) -> int:
    import redis

    conn = redis.Redis(unix_socket_path=str(store.server.socket_path))
    try:
        return int(conn.info("memory")["used_memory"])
    finally:
        conn.close()


def cold_neighbourhoods(store, keys: list[str], clients: int = 8) -> tuple[float, float]:
    """p50/p95 of harness.cold_requests under the API's collector settings (api/gc_policy.py), as bench/api.py's
    neighbourhood-cold measures it."""
    with serving_gc():
        return p50_p95([ms for ms, _ in cold_requests(store, keys, clients)])


def measure(stage: Stage, store, settings, cpu: StoreCPU, apple, keys: list[str], args, probe_no: int) -> None:
    counts = store.label_counts()
    stage.filings, stage.facts = counts.get("Filing", 0), counts.get("Fact", 0)
    runs = []
    for _ in range(3):
        runs.append(timed(cpu, lambda: run_rules(store, APPLE_ACC, settings=settings)))
    stage.check_apple_s, stage.check_apple_cpu = min(r[0] for r in runs), min(r[1] for r in runs)
    if args.check_all:
        targets = sorted(r["accession"] for r in store.run("admin.filings") if r["status"] == "complete")
        s, c, _ = timed(cpu, lambda: check_filings(store, settings, targets, write=False, workers=args.workers))
        stage.check_all_s, stage.check_all_cpu, stage.check_all_n = s, c, len(targets)
    stage.ingest_s, stage.ingest_cpu = ingest_median(store, cpu, apple.path, str(probe_no))
    probe = parse_filing(apple.path, accession=f"SCALE-PROBE-{probe_no}")
    load_filing(store, probe, show_progress=False)
    stage.unload_s = timed(cpu, lambda: unload_filing(store, probe.accession))[0]
    stage.health_counters_s = min(timed(cpu, store.label_counts)[0] for _ in range(3))
    stage.health_scan_s = min(timed(cpu, lambda: store.run("admin.counts"))[0] for _ in range(3))
    stage.nb_p50_ms, stage.nb_p95_ms = cold_neighbourhoods(store, keys)
    stage.mem_bytes = used_memory(store)
    compact(store)
    stage.disk_bytes = disk_bytes(settings.data_dir)


def raw_write_floor(store_factory, rows: list[dict]) -> float:
    """UNWIND $rows … CREATE of the same fact node properties into an empty graph (the schema's indexes in
    place): no MERGE, no edges."""
    with store_factory("scale_raw") as (raw, _):
        t0 = time.perf_counter()
        for i in range(0, len(rows), 2000):
            raw.graph.query("UNWIND $rows AS r CREATE (f:Fact) SET f = r", {"rows": rows[i : i + 2000]})
        return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-check-all", dest="check_all", action="store_false")
    ap.add_argument("--quarters", nargs="*", default=["2009q3", "2010q2"])
    args = ap.parse_args()
    console = make_console()
    print_machine(console, "Scale: cost per filing as the graph grows (issue 12)")
    cases = filing_cases()
    apple = next(c for c in cases if c.folder == APPLE)
    parse_s = min(timed_wall(lambda: parse_filing(apple.path, accession=APPLE_ACC)) for _ in range(3))
    parsed_apple = parse_filing(apple.path, accession=APPLE_ACC)
    lxml_s = min(timed_wall(lambda: lxml_floor(apple.path)) for _ in range(3))
    keys = cold_sample([r["key"] for r in parsed_apple.fact_rows])

    stages: list[Stage] = []
    floors: dict[str, tuple[float, float]] = {}
    with bench_graph("scale") as (store, settings):
        cpu = StoreCPU(store)
        load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024"), show_progress=False)
        # ingest of one 10-K into a graph without filings (the "empty" reference)
        empty_s, empty_cpu = ingest_median(store, cpu, apple.path, "0")

        t0 = time.perf_counter()
        outcomes = load_filings(store, [c.path for c in cases], workers=args.workers)
        for c, o in zip(cases, outcomes):
            if o.error:
                console.print(f"[red]{c.folder}: {o.error}[/]")
        stage = Stage("9 XBRL filings", load_s=time.perf_counter() - t0)
        # Apple under its real accession (the INDEX gives it; load_filings derives accessions from the content)
        load_filing(store, parsed_apple, show_progress=False)
        measure(stage, store, settings, cpu, apple, keys, args, 1)
        stages.append(stage)
        apple_raw = raw_write_floor(bench_graph, [r["props"] for r in parsed_apple.fact_rows])
        apple_load = min(
            timed(
                cpu,
                lambda: load_filing(store, parse_filing(apple.path, accession=f"SCALE-RAW-{i}"), show_progress=False),
            )[0]
            for i in range(1)
        )
        unload_filing(store, "SCALE-RAW-0")
        floors["Apple 10-K load vs raw CREATE"] = (apple_load, apple_raw)

        for n, quarter in enumerate(args.quarters, start=2):
            ds = read_dataset(SHARED / "fsds" / f"{quarter}.zip")
            t0 = time.perf_counter()
            rep = load_dataset_parallel(store, ds, workers=args.workers)
            load_s = time.perf_counter() - t0
            if n == 2:
                _, facts = fsds_fact_rows(ds)
                floors[f"FSDS {quarter} load vs raw CREATE ({rep['facts']:,} facts)"] = (
                    load_s,
                    raw_write_floor(bench_graph, facts),
                )
            stage = Stage(f"+ FSDS {quarter}", load_s=load_s)
            measure(stage, store, settings, cpu, apple, keys, args, n)
            stages.append(stage)

        # the in-Python rule baseline: Calculations 1.1 over the parsed rows (bench/check.py's naive peer, same
        # findings on every shared filing) vs the rule engine's XBRL.CALC11 on the same filing in this graph
        from check import naive_calc11

        naive_s = min(timed_wall(lambda: naive_calc11(parsed_apple)) for _ in range(3))
        cypher_s = min(
            timed_wall(lambda: run_rule(store, "XBRL.CALC11", APPLE_ACC, settings=settings)) for _ in range(3)
        )
        floors["XBRL.CALC11 Apple: rule engine (graph) vs plain Python"] = (cypher_s, naive_s)
    floors["Apple 10-K parse vs lxml reading its files"] = (parse_s, lxml_s)

    first = stages[0]
    t = Table(title="Per-filing cost by graph size (ratio = this stage / first stage)")
    for col in (
        "stage",
        "filings",
        "facts",
        "stage load s",
        "check Apple s (store CPU)",
        "ratio",
        "check --all s/filing (store CPU)",
        "ratio",
        "ingest 10-K s (store CPU)",
        "ratio vs empty",
        "unload s",
        "/health counters ms",
        "census scan ms",
        "nbhd cold p50/p95 ms (8 clients)",
        "memory B/fact",
        "disk B/fact",
    ):
        t.add_column(col, justify="right")
    for s in stages:
        per = (s.check_all_s / s.check_all_n) if s.check_all_s is not None and s.check_all_n else None
        per_cpu = (s.check_all_cpu / s.check_all_n) if s.check_all_cpu is not None and s.check_all_n else None
        per0 = (first.check_all_s / first.check_all_n) if first.check_all_s is not None and first.check_all_n else None
        t.add_row(
            s.name,
            f"{s.filings:,}",
            f"{s.facts:,}",
            f"{s.load_s:.1f}",
            f"{s.check_apple_s:.3f} ({s.check_apple_cpu:.3f})",
            fmt_ratio(s.check_apple_s, first.check_apple_s),
            "n/a" if per is None else f"{per:.3f} ({per_cpu:.3f}); all {s.check_all_s:.1f}",
            fmt_ratio(per, per0),
            f"{s.ingest_s:.3f} ({s.ingest_cpu:.3f})",
            fmt_ratio(s.ingest_s, empty_s),
            f"{s.unload_s:.3f}",
            f"{s.health_counters_s * 1000:.1f}",
            f"{s.health_scan_s * 1000:.1f}",
            f"{s.nb_p50_ms:.0f}/{s.nb_p95_ms:.0f}",
            f"{s.mem_bytes / max(s.facts, 1):,.0f}",
            f"{s.disk_bytes / max(s.facts, 1):,.0f}",
        )
    console.print(t)
    console.print(
        f"ingest of Apple 10-K into the graph without filings (median of {INGEST_RUNS}): {empty_s:.3f} s (store CPU {empty_cpu:.3f} s)"
    )
    f = Table(title="Floors and peers in the same run (ratio = auditgraph / floor)")
    for col in ("measure", "auditgraph s", "floor/peer s", "ratio"):
        f.add_column(col, justify="right")
    for name, (ours, floor) in floors.items():
        f.add_row(name, f"{ours:.3f}", f"{floor:.3f}", fmt_ratio(ours, floor))
    console.print(f)


def timed_wall(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main_exit_zero(main)
