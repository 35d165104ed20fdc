"""Per-rule timing of the whole check on Apple's 10-K 2023 (the us-gaap 2024 release with its DQC rules taxonomy, and
the filing, in a temporary embedded graph). Prints a table: rule, checks made, milliseconds (median of 5 runs), and
the total against the 1 s budget.

    .venv/bin/python bench/rules.py [--shared ../shared/data]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", type=Path, default=Path("../shared/data"))
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    from auditgraph.cypher.context import open_graph
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
    from auditgraph.rules.engine import RULES, run_rule
    from auditgraph.rules.view import load_view
    from auditgraph.settings import Settings

    with tempfile.TemporaryDirectory(prefix="ag-bench-rules-") as tmp:
        s = Settings().model_copy(
            update={"graph_uri": "embedded", "neo4j_uri": None, "data_dir": Path(tmp), "graph_name": "bench_rules"}
        )
        store = open_graph(s)
        try:
            store.clear()
            store.schema()
            # the whole release: its DQC rules taxonomy (the rules' data), its definition network (0001's allowed
            # members) and its calculation network (0008's base arcs), as in a real graph
            load_taxonomy(store, parse_taxonomy(args.shared / "us-gaap-2024"), show_progress=False)
            parsed = parse_filing(args.shared / "filings" / "aapl-10k-2023")
            load_filing(store, parsed, show_progress=False)
            acc = parsed.accession
            times: dict[str, list[float]] = {r: [] for r in ["(view)", *RULES]}
            checks: dict[str, int] = {}
            totals = []
            for _ in range(args.runs):
                t0 = time.perf_counter()
                view = load_view(store, acc)
                times["(view)"].append(time.perf_counter() - t0)
                for r in RULES:
                    t = time.perf_counter()
                    res = run_rule(store, r, acc, view=view)
                    times[r].append(time.perf_counter() - t)
                    checks[r] = res.evaluated
                totals.append(time.perf_counter() - t0)
        finally:
            store.close()
    print(f"{'rule':<14} {'checks':>7} {'ms':>8}")
    for r, ts in times.items():
        print(f"{r:<14} {checks.get(r, ''):>7} {statistics.median(ts) * 1000:>8.1f}")
    total = statistics.median(totals)
    print(f"{'all rules':<14} {'':>7} {total * 1000:>8.1f}   (budget 1000 ms: ratio {total:.2f})")


if __name__ == "__main__":
    main()
