"""Rule benchmark: DQC.US.0015, 0117, 0126 and XBRL.CALC11 per filing on the embedded graph, beside peers.

Run: ``python bench/check.py`` (``make bench`` runs it). The US-GAAP 2024 taxonomy and every shared filing
are loaded first into the embedded FalkorDB (a fresh temp data dir); then, per filing, best of 3:
``run_rules`` (all four rule sets, one filing view) and each rule alone, and the filing view's load (the
filing-anchored queries every rule reads). Peers for the calculation check (XBRL.CALC11), same run, same files:

* Arelle's Calculations 1.1 validation (round-to-nearest, ``ValidateXbrlCalcs``), offline, on the instance
  loaded as in bench/ingest.py. It checks every calculation network and context, not only the face
  statements, but offline it cannot resolve the us-gaap concepts, so only arcs between extension concepts
  take part.
* A naive in-Python Calculations 1.1 over ``parse_filing`` output (``fact_rows`` + ``relationships``), using the
  same decimals-aware ``check_sum``: the floor a graph query has to be worth its keep against, and a
  cross-check of the findings.

Target: all rules on Apple 10-K 2023 < 1 s.
"""

from __future__ import annotations

import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
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
from peers import ArellePeer, arelle_peer, arelle_view
from rich.table import Table

from auditgraph.ingest.filing import ParsedFiling, parse_filing
from auditgraph.ingest.linkbase import relationship_type
from auditgraph.ingest.loader import load_filing
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.rules.arithmetic import check_sum
from auditgraph.rules.engine import RULES, run_rule, run_rules
from auditgraph.rules.view import load_view
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore

APPLE_10K = "aapl-10k-2023"
APPLE_TARGET_S = 1.0
ARELLE_CALC_CODES = ("calc11e:inconsistentCalculationUsingRounding", "xbrl.5.2.5.2:calcInconsistency")


# ------------------------------------------------------------------------------------------ naive peer
@dataclass
class NaiveCalcResult:
    evaluated: int = 0
    findings: list[tuple[str, str, str]] = field(default_factory=list)  # (role, parent, fact key)
    roles_checked: int = 0


def naive_calc11(parsed: ParsedFiling) -> NaiveCalcResult:
    """Calculations 1.1 straight over the parsed rows: every calculation role, every parent fact (dimensional
    contexts included) against its children's facts of the same context and unit."""
    calc: dict[str, dict[str, dict[str, float]]] = defaultdict(lambda: defaultdict(dict))
    for rel in parsed.relationships:
        if relationship_type(rel.arcrole) == "SUMMATION_ITEM":
            calc[rel.role][rel.parent][rel.child] = rel.weight
    by_concept: dict[str, list[dict]] = defaultdict(list)
    by_context_unit: dict[tuple[str, str], dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for row in parsed.fact_rows:
        p = row["props"]
        if not p["numeric"] or p["is_nil"]:
            continue
        by_concept[p["concept"]].append(p)
        by_context_unit[(p["context_id"], p["unit"])][p["concept"]].append(p)
    out = NaiveCalcResult(roles_checked=len(calc))
    for role in sorted(calc):
        for parent, weights in sorted(calc[role].items()):
            for pf in by_concept.get(parent, []):
                siblings = by_context_unit[(pf["context_id"], pf["unit"])]
                kids = [k for child in sorted(weights) for k in siblings.get(child, [])]
                if not kids:
                    continue
                if pf["duplicate"] == "inconsistent" or any(k["duplicate"] == "inconsistent" for k in kids):
                    continue  # Calculations 1.1 skips summations over inconsistent duplicates
                out.evaluated += 1
                chk = check_sum(
                    (pf["value"], pf["decimals"]), [(k["value"], k["decimals"], weights[k["concept"]]) for k in kids]
                )
                if not chk.consistent:
                    out.findings.append((role, parent, pf["key"]))
    out.findings.sort()
    return out


# ------------------------------------------------------------------------------------------ the bench
@dataclass
class CheckRow:
    case: FilingCase
    accession: str
    all_s: float
    rule_s: dict[str, float]
    view_s: float
    findings: dict[str, int]
    evaluated_calc11: int
    not_evaluable_calc11: int
    status_calc11: str
    ag_keys_calc11: list[str]
    calc_arcs: int
    naive: PeerResult
    naive_result: NaiveCalcResult | None
    arelle: PeerResult
    arelle_arcs: int | None = None
    arelle_load_s: float | None = None


def measure_arelle(arelle: ArellePeer | None, case: FilingCase) -> tuple[PeerResult, int | None, float | None]:
    if arelle is None:
        return PeerResult(note="n/a: arelle-release not installed"), None, None
    from arelle import XbrlConst
    from arelle.ValidateXbrlCalcs import ValidateCalcsMode, validate

    holder: dict[str, int | float] = {}

    def peer() -> PeerResult:
        with tempfile.TemporaryDirectory(prefix="auditgraph-bench-arelle-") as view:
            instance, _ = arelle_view(case, Path(view))
            t0 = time.perf_counter()
            model = arelle.load(instance)
            holder["load_s"] = time.perf_counter() - t0
            try:
                seconds, found = best_of(lambda: list(validate(model, ValidateCalcsMode.ROUND_TO_NEAREST)))
                holder["arcs"] = len(model.relationshipSet(XbrlConst.summationItem).modelRelationships)
                facts = len(model.factsInInstance)
            finally:
                model.close()
        inconsistent = sum(
            1 for v in found if (v.codes if isinstance(v.codes, str) else v.codes[0]) in ARELLE_CALC_CODES
        )
        other = sorted({v.codes if isinstance(v.codes, str) else v.codes[0] for v in found} - set(ARELLE_CALC_CODES))
        note = f"calc 1.1 round-to-nearest over {facts} facts it could type offline"
        if other:
            note += f"; other codes: {', '.join(other)}"
        return PeerResult(seconds=seconds, count=inconsistent, note=note)

    result = run_peer(peer)
    return result, holder.get("arcs"), holder.get("load_s")  # type: ignore[return-value]


def measure_filing(
    case: FilingCase,
    accession: str,
    parsed: ParsedFiling,
    store: GraphStore,
    settings: Settings,
    arelle: ArellePeer | None,
) -> CheckRow:
    all_s, results = best_of(lambda: run_rules(store, accession, settings=settings))
    by_rule = {r.rule: r for r in results}
    rule_s = {rule: best_of(lambda rule=rule: run_rule(store, rule, accession, settings=settings))[0] for rule in RULES}
    rc = by_rule["XBRL.CALC11"]
    # Where the time goes: loading the filing view (the filing-anchored queries every rule reads), alone.
    view_s, _ = best_of(lambda: load_view(store, accession))

    naive_holder: dict[str, NaiveCalcResult] = {}

    def naive_peer() -> PeerResult:
        seconds, res = best_of(lambda: naive_calc11(parsed))
        naive_holder["r"] = res
        return PeerResult(seconds=seconds, count=len(res.findings))

    naive = run_peer(naive_peer)
    arelle_result, arelle_arcs, arelle_load_s = measure_arelle(arelle, case)
    calc_arcs = sum(1 for r in parsed.relationships if relationship_type(r.arcrole) == "SUMMATION_ITEM")
    return CheckRow(
        case=case,
        accession=accession,
        all_s=all_s,
        rule_s=rule_s,
        view_s=view_s,
        findings={r.rule: len(r.findings) for r in results},
        evaluated_calc11=rc.evaluated,
        not_evaluable_calc11=len(rc.not_evaluable),
        status_calc11=rc.status,
        ag_keys_calc11=sorted(f.fact_key for f in rc.findings),
        calc_arcs=calc_arcs,
        naive=naive,
        naive_result=naive_holder.get("r"),
        arelle=arelle_result,
        arelle_arcs=arelle_arcs,
        arelle_load_s=arelle_load_s,
    )


def timing_table(rows: list[CheckRow]) -> Table:
    t = Table(title="Rules per filing on the embedded graph (seconds, best of 3; everything loaded first)")
    for col in (
        "filing",
        "all rules s",
        "view s",
        "0015 s",
        "0117 s",
        "0126 s",
        "calc11 s",
        "naive calc11 s",
        "arelle calc s",
        "arelle load s",
        "naive/ag calc11",
        "arelle/ag calc11",
    ):
        t.add_column(col, justify="left" if col == "filing" else "right")
    for r in rows:
        sc = r.rule_s["XBRL.CALC11"]
        t.add_row(
            r.case.label,
            fmt_s(r.all_s),
            fmt_s(r.view_s),
            fmt_s(r.rule_s["DQC.US.0015"]),
            fmt_s(r.rule_s["DQC.US.0117"]),
            fmt_s(r.rule_s["DQC.US.0126"]),
            fmt_s(sc),
            fmt_s(r.naive.seconds),
            fmt_s(r.arelle.seconds),
            fmt_s(r.arelle_load_s),
            fmt_ratio(r.naive.seconds, sc),
            fmt_ratio(r.arelle.seconds, sc),
        )
    t.add_section()
    tot = {rule: sum(r.rule_s[rule] for r in rows) for rule in RULES}
    naive = None if any(r.naive.seconds is None for r in rows) else sum(r.naive.seconds for r in rows)
    arelle = None if any(r.arelle.seconds is None for r in rows) else sum(r.arelle.seconds for r in rows)
    arelle_load = None if any(r.arelle_load_s is None for r in rows) else sum(r.arelle_load_s for r in rows)
    t.add_row(
        "all",
        fmt_s(sum(r.all_s for r in rows)),
        fmt_s(sum(r.view_s for r in rows)),
        fmt_s(tot["DQC.US.0015"]),
        fmt_s(tot["DQC.US.0117"]),
        fmt_s(tot["DQC.US.0126"]),
        fmt_s(tot["XBRL.CALC11"]),
        fmt_s(naive),
        fmt_s(arelle),
        fmt_s(arelle_load),
        fmt_ratio(naive, tot["XBRL.CALC11"]),
        fmt_ratio(arelle, tot["XBRL.CALC11"]),
    )
    return t


def findings_table(rows: list[CheckRow]) -> Table:
    t = Table(title="Findings per filing (the calculation columns compare like with like as far as scope allows)")
    for col in (
        "filing",
        "0015",
        "0117",
        "0126",
        "calc11",
        "calc11 evaluated",
        "naive calc11",
        "naive evaluated",
        "ag = naive",
        "calc arcs (ag)",
        "calc arcs (arelle)",
        "arelle calc11",
    ):
        t.add_column(col, justify="left" if col == "filing" else "right")
    for r in rows:
        same = "n/a"
        if r.naive_result is not None:
            agree = (
                sorted(k for _, _, k in r.naive_result.findings) == sorted(r.ag_keys_calc11)
                and r.naive_result.evaluated == r.evaluated_calc11
            )
            same = "yes" if agree else "NO"
        t.add_row(
            r.case.label,
            fmt_n(r.findings["DQC.US.0015"]),
            fmt_n(r.findings["DQC.US.0117"]),
            fmt_n(r.findings["DQC.US.0126"]),
            fmt_n(r.findings["XBRL.CALC11"]) + ("" if r.status_calc11 == "evaluated" else " (n/e)"),
            fmt_n(r.evaluated_calc11),
            fmt_n(r.naive.count),
            fmt_n(r.naive_result.evaluated if r.naive_result else None),
            same,
            fmt_n(r.calc_arcs),
            fmt_n(r.arelle_arcs),
            fmt_n(r.arelle.count),
        )
    return t


def main() -> None:
    console = make_console()
    print_machine(console, "auditgraph rules benchmark")
    cases = filing_cases()
    with arelle_peer() as arelle, bench_graph("bench_check") as (store, settings):
        t0 = time.perf_counter()
        load_taxonomy(store, parse_taxonomy(SHARED / "us-gaap-2024", show_progress=False), show_progress=False)
        parsed: dict[str, ParsedFiling] = {}
        for case in cases:
            parsed[case.folder] = parse_filing(case.path, accession=case.accession, cik=case.cik)
            load_filing(store, parsed[case.folder], show_progress=False)
        console.print(
            f"loaded the us-gaap-2024 taxonomy and {len(cases)} filings in "
            f"{time.perf_counter() - t0:.1f} s (untimed below)\n"
        )
        rows = []
        for case in cases:
            console.print(f"  checking {case.folder} …", style="dim")
            rows.append(
                measure_filing(case, parsed[case.folder].accession, parsed[case.folder], store, settings, arelle)
            )

    console.print()
    console.print(timing_table(rows))
    console.print(
        "all rules = run_rules(store, accession) (0015 + 0117 + 0126 + CALC11 over one filing view); view = "
        "the filing-anchored queries alone; each rule column loads its own view; naive calc11 = Calculations 1.1 "
        "in plain Python over parse_filing output (no graph); arelle calc = its Calculations 1.1 validation of an "
        "already loaded model (arelle load s: 1 run, not best of 3); x/ag calc11 = peer seconds / auditgraph "
        "CALC11 seconds (1/N×: the peer needs 1/N of auditgraph's time)."
    )
    apple = next((r for r in rows if r.case.folder == APPLE_10K), None)
    if apple is not None:
        console.print(
            f"[bold]target[/bold] all rules on Apple 10-K 2023 < {APPLE_TARGET_S:.0f} s: "
            f"{apple.all_s:.3f} s — {'met' if apple.all_s < APPLE_TARGET_S else 'MISSED'}"
        )
    console.print()
    console.print(findings_table(rows))
    console.print(
        "calc11 evaluated = bindings auditgraph checked; ag = naive: the same CALC11 findings (by total fact "
        "key) and the same number evaluated. calc arcs = effective summation-item relationships "
        "auditgraph parsed vs those Arelle resolved offline; arelle calc11 = its calculation inconsistencies "
        "(every network and context, not only face statements)."
    )
    for r in rows:
        for who, peer in (("naive", r.naive), ("arelle", r.arelle)):
            if peer.note:
                console.print(f"  {r.case.label}: {who}: {peer.note}")


if __name__ == "__main__":
    main_exit_zero(main)
