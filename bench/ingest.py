"""Ingest benchmark: parse + load of each shared filing and of the US-GAAP 2024 taxonomy, beside peers.

Run: ``python bench/ingest.py`` (``make bench`` runs it). Per filing, best of 3:
auditgraph ``parse_filing`` and ``load_filing`` into the embedded FalkorDB (a fresh temp data dir; the
graph is emptied before each load, untimed, so every load is a first load), and in the same run on the
same instance: Arelle loading it offline, edgartools parsing it from local files, and a plain
ElementTree parse (the floor). The taxonomy is parsed and loaded once, beside Arelle loading the
package's "all" entry point offline. Targets: Apple 10-K 2023 parse+load < 2 s; taxonomy < 60 s.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from harness import (
    SHARED,
    FilingCase,
    PeerResult,
    bench_graph,
    best_of,
    filing_cases,
    fmt_n,
    fmt_ratio,
    fmt_s,
    main_exit_zero,
    make_console,
    print_machine,
    run_peer,
)
from peers import ArellePeer, arelle_peer, arelle_view, edgartools_parse, etree_fact_count
from rich.table import Table

from auditgraph.ingest.filing import ParsedFiling, parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.store.base import GraphStore

APPLE_10K = "aapl-10k-2023"
APPLE_TARGET_S = 2.0
TAXONOMY_TARGET_S = 60.0


@dataclass
class IngestRow:
    case: FilingCase
    facts: int  # fact nodes auditgraph writes (consistent duplicates collapsed)
    instance_facts: int  # fact elements auditgraph's parser read from the instance
    duplicates: int
    parse_s: float
    load_s: float
    etree: PeerResult
    arelle: PeerResult
    edgar: PeerResult

    @property
    def total_s(self) -> float:
        return self.parse_s + self.load_s


def measure_filing(case: FilingCase, store: GraphStore, arelle: ArellePeer | None) -> IngestRow:
    def parse() -> ParsedFiling:
        return parse_filing(case.path, accession=case.accession, cik=case.cik)

    parse_s, parsed = best_of(parse)

    def empty_graph() -> None:
        store.clear()
        store.schema()

    load_s, report = best_of(lambda: load_filing(store, parsed, show_progress=False), before=empty_graph)
    if report.status != "loaded" or report.facts != len(parsed.fact_rows):
        raise RuntimeError(f"{case.folder}: load reported {report.status} with {report.facts} facts")

    def etree_peer() -> PeerResult:
        seconds, n = best_of(lambda: etree_fact_count(case.instance))
        return PeerResult(seconds=seconds, count=n)

    def arelle_peer() -> PeerResult:
        if arelle is None:
            return PeerResult(note="n/a: arelle-release not installed")
        models = []
        with tempfile.TemporaryDirectory(prefix="auditgraph-bench-arelle-") as view:
            instance, aliases = arelle_view(case, Path(view))

            def load():
                if models:
                    models.pop().close()
                models.append(arelle.load(instance))
                return models[-1]

            seconds, model = best_of(load)
            n, missing = len(model.factsInInstance), arelle.unresolved(model)
            model.close()
        notes = [f"{missing} documents not loadable offline"] if missing else []
        if aliases:
            notes.append(f"given {len(aliases)} alias symlink(s) for renamed files, e.g. {aliases[0]}")
        return PeerResult(seconds=seconds, count=n, note="; ".join(notes))

    def edgar_peer() -> PeerResult:
        seconds, xbrl = best_of(lambda: edgartools_parse(case))
        return PeerResult(seconds=seconds, count=len(xbrl.parser.facts))

    return IngestRow(
        case=case,
        facts=len(parsed.fact_rows),
        instance_facts=len(parsed.instance.facts),
        duplicates=parsed.duplicates.consistent,
        parse_s=parse_s,
        load_s=load_s,
        etree=run_peer(etree_peer),
        arelle=run_peer(arelle_peer),
        edgar=run_peer(edgar_peer),
    )


def filings_table(rows: list[IngestRow]) -> Table:
    t = Table(title="Filings: auditgraph parse + load vs peers on the same instance (seconds, best of 3)")
    for col in (
        "filing",
        "facts",
        "in inst.",
        "etree n",
        "arelle n",
        "edgar n",
        "ag parse s",
        "ag load s",
        "ag total s",
        "facts/s",
        "etree s",
        "arelle s",
        "edgar s",
        "etree/ag",
        "arelle/ag",
        "edgar/ag",
    ):
        t.add_column(col, justify="left" if col == "filing" else "right")
    for r in rows:
        t.add_row(
            r.case.label,
            fmt_n(r.facts),
            fmt_n(r.instance_facts),
            fmt_n(r.etree.count),
            fmt_n(r.arelle.count),
            fmt_n(r.edgar.count),
            fmt_s(r.parse_s),
            fmt_s(r.load_s),
            fmt_s(r.total_s),
            f"{r.facts / r.total_s:,.0f}",
            fmt_s(r.etree.seconds),
            fmt_s(r.arelle.seconds),
            fmt_s(r.edgar.seconds),
            fmt_ratio(r.etree.seconds, r.total_s),
            fmt_ratio(r.arelle.seconds, r.total_s),
            fmt_ratio(r.edgar.seconds, r.total_s),
        )
    total_ag = sum(r.total_s for r in rows)
    total_facts = sum(r.facts for r in rows)

    def peer_sum(attr: str) -> float | None:
        vals = [getattr(r, attr).seconds for r in rows]
        return None if any(v is None for v in vals) else sum(vals)

    t.add_section()
    t.add_row(
        "all",
        fmt_n(total_facts),
        fmt_n(sum(r.instance_facts for r in rows)),
        fmt_n(sum(r.etree.count or 0 for r in rows)),
        fmt_n(sum(r.arelle.count or 0 for r in rows)),
        fmt_n(sum(r.edgar.count or 0 for r in rows)),
        fmt_s(sum(r.parse_s for r in rows)),
        fmt_s(sum(r.load_s for r in rows)),
        fmt_s(total_ag),
        f"{total_facts / total_ag:,.0f}",
        fmt_s(peer_sum("etree")),
        fmt_s(peer_sum("arelle")),
        fmt_s(peer_sum("edgar")),
        fmt_ratio(peer_sum("etree"), total_ag),
        fmt_ratio(peer_sum("arelle"), total_ag),
        fmt_ratio(peer_sum("edgar"), total_ag),
    )
    return t


def measure_taxonomy(store: GraphStore, arelle: ArellePeer | None) -> tuple[Table, float]:
    """One run each: the full package is the slow case, and a second load would be a no-op (same digest)."""
    store.clear()
    store.schema()
    t0 = time.perf_counter()
    parsed = parse_taxonomy(SHARED / "us-gaap-2024", show_progress=False)
    parse_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    loaded = load_taxonomy(store, parsed, show_progress=False)
    load_s = time.perf_counter() - t0

    def arelle_peer() -> PeerResult:
        if arelle is None:
            return PeerResult(note="n/a: arelle-release not installed")
        from arelle import XbrlConst

        t0 = time.perf_counter()
        model = arelle.load(SHARED / "us-gaap-2024" / "entire" / "us-gaap-entryPoint-all-2024.xsd")
        # Arelle builds relationship sets lazily: materialise the ones auditgraph stores, so both did the same work.
        arcroles = (
            XbrlConst.summationItem,
            XbrlConst.parentChild,
            XbrlConst.all,
            XbrlConst.notAll,
            XbrlConst.hypercubeDimension,
            XbrlConst.dimensionDomain,
            XbrlConst.domainMember,
            XbrlConst.dimensionDefault,
        )
        n = sum(len(model.relationshipSet(a).modelRelationships) for a in arcroles)
        seconds = time.perf_counter() - t0
        missing = arelle.unresolved(model)
        model.close()
        return PeerResult(
            seconds=seconds,
            count=n,
            note=f"entry point us-gaap-entryPoint-all-2024.xsd; {missing} documents unresolved offline "
            "(elts/us-gaap-2024.xsd is not in the partial package): arcs to its concepts are dropped",
        )

    peer = run_peer(arelle_peer)
    total = parse_s + load_s
    t = Table(title="US-GAAP 2024 taxonomy (shared partial package; 1 run)")
    for col in ("who", "files", "concepts", "relationships", "parse s", "load s", "total s", "vs auditgraph", "note"):
        t.add_column(col, justify="left" if col in ("who", "note") else "right")
    t.add_row(
        "auditgraph",
        fmt_n(parsed.files),
        fmt_n(loaded["concepts"]),
        fmt_n(loaded["relationships"]),
        fmt_s(parse_s),
        fmt_s(load_s),
        fmt_s(total),
        "1.00×",
        f"{parsed.declared} declared; target < {TAXONOMY_TARGET_S:.0f} s: "
        f"{'met' if total < TAXONOMY_TARGET_S else 'MISSED'}",
    )
    t.add_row(
        "arelle (offline)",
        "",
        "",
        fmt_n(peer.count),
        "",
        "",
        fmt_s(peer.seconds),
        fmt_ratio(peer.seconds, total),
        peer.note,
    )
    return t, total


def main() -> None:
    console = make_console()
    print_machine(console, "auditgraph ingest benchmark")
    cases = filing_cases()
    with arelle_peer() as arelle, bench_graph("bench_ingest") as (store, _settings):
        rows = []
        for case in cases:
            console.print(f"  measuring {case.folder} …", style="dim")
            rows.append(measure_filing(case, store, arelle))
        console.print("  measuring the us-gaap-2024 taxonomy …", style="dim")
        tax_table, _ = measure_taxonomy(store, arelle)

    console.print()
    console.print(filings_table(rows))
    console.print(
        "facts = Fact nodes auditgraph writes (consistent duplicates collapsed); in inst. = fact elements its "
        "parser read; etree n / arelle n / edgar n = what each peer returns for the same instance.\n"
        "ag total = parse + load; facts/s = facts / ag total; x/ag = peer seconds / ag total (below 1: the "
        "peer is faster). Peers only parse into memory; auditgraph's load also writes the graph and saves "
        "a snapshot."
    )
    for r in rows:
        for who, peer in (("etree", r.etree), ("arelle", r.arelle), ("edgartools", r.edgar)):
            if peer.note:
                console.print(f"  {r.case.label}: {who}: {peer.note}")
    apple = next((r for r in rows if r.case.folder == APPLE_10K), None)
    if apple is not None:
        console.print(
            f"[bold]target[/bold] Apple 10-K 2023 parse+load < {APPLE_TARGET_S:.0f} s: {apple.total_s:.3f} s — "
            f"{'met' if apple.total_s < APPLE_TARGET_S else 'MISSED'}"
        )
    console.print()
    console.print(tax_table)


if __name__ == "__main__":
    main_exit_zero(main)
