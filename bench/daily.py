"""Daily use: the command line's answer time, cold against warm, on one loaded graph.

    python bench/daily.py [--runs 5] [--json out.json]

Makes its own graph folder (a temporary one), loads the US-GAAP 2024 taxonomy and Apple's 10-K 2023 with the real
CLI, then times each command as a user types it (a new process every time):

* cold — the naive path every command took before: AUDITGRAPH_EMBEDDED_IDLE_S=0, the graph server and the
  embedding model stopped before each run, so the command starts the server (loading the graph) and, for search
  and ask, loads the model itself;
* warm — the default: the server and the embedding service stay up between commands (one warm-up run first).

The ratio is cold / warm in the same run. Printed, never asserted (STYLE.md: benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import SHARED, main_exit_zero, make_console  # noqa: E402
from rich.table import Table  # noqa: E402

APPLE = "0000320193-23-000106"
COMMANDS = {
    "filings": ["filings"],
    "statement": ["statement", APPLE, "balance"],
    "check": ["check", APPLE, "--no-write"],
    "search": ["search", "total revenue", "--accession", APPLE, "--k", "5"],
    "ask": ["ask", "What were Apple's total assets at the end of fiscal 2023?", "--accession", APPLE],
}


def run(args: list[str], env: dict[str, str]) -> tuple[float, int]:
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "auditgraph", *args], env=env, capture_output=True, text=True, timeout=900
    )
    return time.perf_counter() - t0, proc.returncode


def stop_everything(env: dict[str, str]) -> None:
    subprocess.run(
        [sys.executable, "-m", "auditgraph", "db", "stop", "--force"], env=env, capture_output=True, timeout=120
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    console = make_console()
    data = Path(tempfile.mkdtemp(prefix="auditgraph-bench-daily-")) / "graph"
    base = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(data),
        "AUDITGRAPH_SHARED_DATA": str(SHARED),
        "AUDITGRAPH_SEARCH_INDEX": "1",
    }
    base.pop("AUDITGRAPH_NEO4J_URI", None)
    warm_env = {**base, "AUDITGRAPH_EMBEDDED_IDLE_S": "600"}
    cold_env = {**base, "AUDITGRAPH_EMBEDDED_IDLE_S": "0"}
    console.print(
        f"[bold]daily use[/] — graph in {data}; nproc {os.cpu_count()}; load average {os.getloadavg()[0]:.1f}"
    )
    for setup in (
        ["ingest", "taxonomy", str(SHARED / "us-gaap-2024")],
        ["ingest", "filing", str(SHARED / "filings" / "aapl-10k-2023"), "--accession", APPLE],
    ):
        seconds, code = run(setup, warm_env)
        console.print(f"  {' '.join(setup[:2])}: {seconds:.1f} s (exit {code})")
    report: dict = {"runs": args.runs, "commands": {}}
    table = Table(title=f"seconds per command, median of {args.runs} (a new process each time)")
    for col in ("command", "cold (naive)", "warm", "cold / warm", "exit"):
        table.add_column(col, justify="left" if col == "command" else "right")
    try:
        for name, cmd in COMMANDS.items():
            cold = []
            for _ in range(args.runs):
                stop_everything(cold_env)
                seconds, code_cold = run(cmd, cold_env)
                cold.append(seconds)
            run(cmd, warm_env)  # starts the server and the embedding service
            warm, codes = [], set()
            for _ in range(args.runs):
                seconds, code = run(cmd, warm_env)
                warm.append(seconds)
                codes.add(code)
            c, w = statistics.median(cold), statistics.median(warm)
            table.add_row(
                name, f"{c:.2f}", f"{w:.2f}", f"{c / w:.1f}×", ",".join(map(str, sorted(codes | {code_cold})))
            )
            report["commands"][name] = {"cold_s": cold, "warm_s": warm}
    finally:
        stop_everything(cold_env)
    console.print(table)
    console.print(
        f"load average at the end {os.getloadavg()[0]:.1f} (2 cores; other work on the machine slows every figure)"
    )
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, sort_keys=True))


if __name__ == "__main__":
    main_exit_zero(main)
