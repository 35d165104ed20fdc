"""Floors of issue 12, measured in one run: parsing against lxml, bulk loading against a raw write, and one
filing's ingest into a big graph against the same into an empty one.

- **Apple 10-K 2023 parse vs lxml**: ``parse_filing`` on the folder against lxml merely parsing the folder's files
  (``etree.parse`` of each), runs interleaved, median of ``--runs`` (wall and this process's CPU). A second floor
  beside it: the same files with the linkbases read through lxml's event interface (a parser target) into
  handlers that do nothing, the rest as trees — what lxml alone costs the way ``parse_linkbase`` reads, before any
  of its own work. And, interleaved with them, the same parse with the Python readers in place of the compiled
  ones (setup.py builds them; ``AUDITGRAPH_PURE_PYTHON=1`` runs the Python ones everywhere).
- **FSDS 2009q3 load vs raw write**: ``load_dataset_parallel`` (what ``auditgraph ingest fsds`` runs, ``--workers``)
  into a fresh embedded graph against ``UNWIND $rows AS r CREATE (f:Fact) SET f = r`` of the same fact node
  properties (built beforehand, not timed) sent by falkordb's client into another fresh graph: no MERGE, no edges,
  no concepts, no completion. Wall time, and the CPU of the store server and of this process beside it. A second
  floor row sends the same raw write with auditgraph's parameter encoder (the same text, built faster).
- ``--big-graph``: Apple's 10-K ingested (and unloaded again) ``--runs`` times into a graph holding only the
  US-GAAP taxonomy, then again after the 9 shared filings and both FSDS quarters (~1,000 filings) joined it;
  medians of wall time and of the store server's CPU.

Benchmarks are not tests: this prints a table of ratios and exits 0.

    .venv/bin/python bench/parse_floor.py [--runs 7] [--workers 2] [--fsds-runs 3] [--big-graph] [--only parse]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import SHARED, bench_graph, fmt_ratio, lxml_floor, main_exit_zero, make_console, print_machine
from rich.table import Table
from scale import APPLE, StoreCPU

from auditgraph.ingest import instance, linkbase, linkbase_events
from auditgraph.ingest.bulk import load_dataset_parallel, load_filings
from auditgraph.ingest.dts import discover
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.fsds import fsds_fact_rows, read_dataset, submission_chunks
from auditgraph.ingest.loader import load_filing, unload_filing
from auditgraph.ingest.readers import python_readers
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.store.falkor_params import params_header

APPLE_PATH = SHARED / "filings" / APPLE


def clock(fn) -> tuple[float, float]:
    """(wall, this process's CPU) seconds of one call."""
    c0, t0 = time.process_time(), time.perf_counter()
    fn()
    return time.perf_counter() - t0, time.process_time() - c0


def parse_python() -> None:
    with python_readers():
        parse_filing(APPLE_PATH)


def parse_vs_lxml(runs: int) -> dict[str, list[tuple[float, float]]]:
    """(wall, CPU) of each run of: ``ours`` (parse_filing), ``floor`` (lxml_floor), ``events`` (lxml_floor with the
    linkbases read as events), ``python`` (parse_filing with the Python readers)."""
    linkbases = frozenset(Path(d.name).name for d in discover(APPLE_PATH).linkbases)
    parse_filing(APPLE_PATH)  # imports and caches warm, for all four
    parse_python()
    lxml_floor(APPLE_PATH)
    lxml_floor(APPLE_PATH, linkbases)
    out: dict[str, list[tuple[float, float]]] = {"ours": [], "floor": [], "events": [], "python": []}
    for _ in range(runs):
        out["ours"].append(clock(lambda: parse_filing(APPLE_PATH)))
        out["floor"].append(clock(lambda: lxml_floor(APPLE_PATH)))
        out["events"].append(clock(lambda: lxml_floor(APPLE_PATH, linkbases)))
        out["python"].append(clock(parse_python))
    return out


def fsds_vs_raw(quarter: str, workers: int, reps: int) -> dict[str, float]:
    """Medians of ``reps`` rounds, each: the load, the raw write, the raw write with auditgraph's encoder."""
    ds = read_dataset(SHARED / "fsds" / f"{quarter}.zip")
    rounds = [fsds_round(ds, workers) for _ in range(reps)]
    return {k: statistics.median(r[k] for r in rounds) for k in rounds[0]}


def fsds_round(ds, workers: int) -> dict[str, float]:
    out: dict[str, float] = {}
    with bench_graph("floor_fsds") as (store, _):
        cpu = StoreCPU(store)
        s0, p0, t0 = cpu.seconds(), time.process_time(), time.perf_counter()
        rep = load_dataset_parallel(store, ds, workers=workers)
        out.update(
            load_s=time.perf_counter() - t0,
            load_store_cpu=cpu.seconds() - s0,
            load_client_cpu=time.process_time() - p0,
            facts=rep["facts"],
            filings=rep["filings"],
        )
    rows = [p for chunk in submission_chunks(ds) for p in fsds_fact_rows(chunk)[1]]
    query = "UNWIND $rows AS r CREATE (f:Fact) SET f = r"
    with bench_graph("floor_raw") as (raw, _):
        cpu = StoreCPU(raw)
        s0, p0, t0 = cpu.seconds(), time.process_time(), time.perf_counter()
        for i in range(0, len(rows), 2000):
            raw.graph.query(query, {"rows": rows[i : i + 2000]})
        out.update(
            raw_s=time.perf_counter() - t0, raw_store_cpu=cpu.seconds() - s0, raw_client_cpu=time.process_time() - p0
        )
    # The same raw write with the parameters encoded by auditgraph's own encoder (the text is the client's):
    # what is left of the floor once the client's encoding is as fast as the load's.
    with bench_graph("floor_raw_enc") as (raw, _):
        t0 = time.perf_counter()
        for i in range(0, len(rows), 2000):
            raw.graph.execute_command(
                "GRAPH.QUERY", raw.graph_name, params_header({"rows": rows[i : i + 2000]}) + query, "--compact"
            )
        out.update(raw_enc_s=time.perf_counter() - t0)
    return out


def ingest_runs(store, cpu: StoreCPU, parsed, runs: int, tag: str) -> tuple[list[float], list[float]]:
    walls, cpus = [], []
    for i in range(runs):
        probe = parsed(f"FLOOR-{tag}-{i}")
        s0, t0 = cpu.seconds(), time.perf_counter()
        load_filing(store, probe, show_progress=False)
        walls.append(time.perf_counter() - t0)
        cpus.append(cpu.seconds() - s0)
        unload_filing(store, probe.accession)
    return walls, cpus


def big_graph(runs: int, workers: int) -> dict[str, object]:
    parsed = {}

    def probe(accession: str):
        parsed[accession] = parse_filing(APPLE_PATH, accession=accession)
        return parsed[accession]

    with bench_graph("floor_big") as (store, _):
        cpu = StoreCPU(store)
        load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024"), show_progress=False)
        empty = ingest_runs(store, cpu, probe, runs, "EMPTY")
        folders = sorted(p for p in (SHARED / "filings").iterdir() if p.is_dir() and p.name != "standalone")
        folders += sorted((SHARED / "filings" / "standalone").iterdir())
        load_filings(store, folders, workers=workers)
        for quarter in ("2009q3", "2010q2"):
            load_dataset_parallel(store, read_dataset(SHARED / "fsds" / f"{quarter}.zip"), workers=workers)
        filings = store.label_counts().get("Filing", 0)
        big = ingest_runs(store, cpu, probe, runs, "BIG")
    return {"empty": empty, "big": big, "filings": filings}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7, help="repetitions for the parse and the ingest medians (>= 5)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--quarter", default="2009q3")
    ap.add_argument("--fsds-runs", type=int, default=3, help="rounds of the FSDS load and its floors (medians)")
    ap.add_argument("--big-graph", action="store_true", help="also ingest one 10-K into a ~1,000-filing graph")
    ap.add_argument("--only", choices=["parse"], help="measure only this row (parse: Apple's 10-K against lxml)")
    args = ap.parse_args()
    console = make_console()
    print_machine(console, "Floors: parse vs lxml, bulk load vs raw write (issue 12)")
    load_before = os.getloadavg()

    parse = parse_vs_lxml(args.runs)
    fsds = fsds_vs_raw(args.quarter, args.workers, args.fsds_runs) if args.only is None else None
    big = big_graph(args.runs, args.workers) if args.big_graph and args.only is None else None
    load_after = os.getloadavg()

    med = statistics.median
    t = Table(title=f"Floors in one run (median of {args.runs} where repeated; ratio = auditgraph / floor)")
    for col in ("measure", "auditgraph", "floor / peer", "ratio", "target"):
        t.add_column(col, justify="right")
    (p_wall, p_cpu), (f_wall, f_cpu), (e_wall, e_cpu), (y_wall, _) = (
        (med(w for w, _ in parse[k]), med(c for _, c in parse[k])) for k in ("ours", "floor", "events", "python")
    )
    compiled = linkbase.events is not linkbase_events and instance.compiled_reader is not None
    readers = "compiled readers" if compiled else "Python readers"
    t.add_row(
        f"Apple 10-K 2023 parse ({readers}) vs lxml reading its files, wall",
        f"{p_wall:.4f} s",
        f"{f_wall:.4f} s",
        fmt_ratio(p_wall, f_wall),
        "3×",
    )
    t.add_row("  same, CPU of this process", f"{p_cpu:.4f} s", f"{f_cpu:.4f} s", fmt_ratio(p_cpu, f_cpu), "")
    t.add_row(
        "  vs lxml with the linkbases read as events into handlers that do nothing, wall",
        f"{p_wall:.4f} s",
        f"{e_wall:.4f} s",
        fmt_ratio(p_wall, e_wall),
        "",
    )
    t.add_row(
        "  the same parse with the Python readers vs lxml reading its files, wall",
        f"{y_wall:.4f} s",
        f"{f_wall:.4f} s",
        fmt_ratio(y_wall, f_wall),
        "",
    )
    if fsds is not None:
        t.add_row(
            f"FSDS {args.quarter} load, median of {args.fsds_runs} ({fsds['facts']:,} facts, "
            f"{fsds['filings']} submissions, {args.workers} workers) vs raw CREATE, wall",
            f"{fsds['load_s']:.2f} s",
            f"{fsds['raw_s']:.2f} s",
            fmt_ratio(fsds["load_s"], fsds["raw_s"]),
            "1.5×",
        )
        t.add_row(
            "  vs raw CREATE sent with auditgraph's parameter encoder",
            f"{fsds['load_s']:.2f} s",
            f"{fsds['raw_enc_s']:.2f} s",
            fmt_ratio(fsds["load_s"], fsds["raw_enc_s"]),
            "",
        )
        t.add_row(
            "  same, store server CPU",
            f"{fsds['load_store_cpu']:.2f} s",
            f"{fsds['raw_store_cpu']:.2f} s",
            fmt_ratio(fsds["load_store_cpu"], fsds["raw_store_cpu"]),
            "",
        )
        t.add_row(
            "  same, CPU of this process (writer; workers not counted)",
            f"{fsds['load_client_cpu']:.2f} s",
            f"{fsds['raw_client_cpu']:.2f} s",
            fmt_ratio(fsds["load_client_cpu"], fsds["raw_client_cpu"]),
            "",
        )
    if big is not None:
        (ew, ec), (bw, bc) = big["empty"], big["big"]
        t.add_row(
            f"ingest Apple 10-K into {big['filings']:,} filings vs taxonomy only, wall",
            f"{med(bw):.3f} s",
            f"{med(ew):.3f} s",
            fmt_ratio(med(bw), med(ew)),
            "1.2×",
        )
        t.add_row("  same, store server CPU", f"{med(bc):.3f} s", f"{med(ec):.3f} s", fmt_ratio(med(bc), med(ec)), "")
        console.print(
            "ingest runs, wall s — empty: "
            + ", ".join(f"{x:.3f}" for x in ew)
            + "; big: "
            + ", ".join(f"{x:.3f}" for x in bw)
        )
    console.print(t)
    console.print(
        f"lxml's event interface alone (linkbases into handlers that do nothing) costs {e_wall / f_wall:.2f}× "
        "the tree floor: the least any event-reading parse of these files pays"
    )
    console.print(
        f"load average (1/5/15 min) before {load_before[0]:.2f}/{load_before[1]:.2f}/{load_before[2]:.2f}, "
        f"after {load_after[0]:.2f}/{load_after[1]:.2f}/{load_after[2]:.2f}"
    )


if __name__ == "__main__":
    main_exit_zero(main)
