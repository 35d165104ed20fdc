"""Rule benchmark: DQC.US.0015, 0117 and 0126 per filing on the embedded graph, beside calculation peers.

Run: ``python bench/check.py`` (``make bench`` runs it). The US-GAAP 2024 taxonomy and every shared filing
are loaded first into the embedded FalkorDB (a fresh temp data dir); then, per filing, best of 3:
``run_rules`` (all three rules) and each rule alone. Peers for the calculation check (0126), same run, same
files:

* Arelle's Calculations 1.1 validation (round-to-nearest, ``ValidateXbrlCalcs``), offline, on the instance
  loaded as in bench/ingest.py. It checks every calculation network and context, not only the face
  statements, but offline it cannot resolve the us-gaap concepts, so only arcs between extension concepts
  take part.
* A naive in-Python 0126 over ``parse_filing`` output (``fact_rows`` + ``relationships``), using the same
  decimals-aware ``check_sum``: the floor a graph query has to be worth its keep against, and a cross-check
  of the findings.

Target: all three rules on Apple 10-K 2023 < 1 s.
"""
from __future__ import annotations

import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from rich.table import Table

from harness import (SHARED, bench_graph, FilingCase, PeerResult, best_of, filing_cases, fmt_n, fmt_ratio, fmt_s,
                     main_exit_zero, make_console, print_machine, run_peer)
from peers import ArellePeer, arelle_peer, arelle_view

from auditgraph.ingest.filing import ParsedFiling, parse_filing
from auditgraph.ingest.linkbase import relationship_type
from auditgraph.ingest.loader import load_filing
from auditgraph.ingest.roles import classify_role
from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from auditgraph.rules.arithmetic import check_sum
from auditgraph.rules.engine import FACE_STATEMENTS, RULES, run_rule, run_rules
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


def naive_calc_0126(parsed: ParsedFiling) -> NaiveCalcResult:
    """DQC.US.0126 straight over the parsed rows: face-statement calculation roles without a dimensional table;
    each non-dimensional, non-nil parent fact against its children's facts of the same context and unit."""
    definitions = {r.uri: r.definition for r in parsed.roles}
    calc: dict[str, dict[str, dict[str, float]]] = defaultdict(lambda: defaultdict(dict))
    table_roles: set[str] = set()
    for rel in parsed.relationships:
        kind = relationship_type(rel.arcrole)
        if kind == "SUMMATION_ITEM":
            calc[rel.role][rel.parent][rel.child] = rel.weight
        elif kind == "ALL":
            table_roles.add(rel.role)
    roles = [role for role in sorted(calc) if role not in table_roles
             and classify_role(role, definitions.get(role))[0] in FACE_STATEMENTS]

    by_concept: dict[str, list[dict]] = defaultdict(list)
    by_context_unit: dict[tuple[str, str], dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for row in parsed.fact_rows:
        p = row["props"]
        if not p["numeric"] or p["is_nil"]:
            continue
        by_concept[p["concept"]].append(p)
        by_context_unit[(p["context_id"], p["unit"])][p["concept"]].append(p)

    out = NaiveCalcResult(roles_checked=len(roles))
    for role in roles:
        for parent, weights in sorted(calc[role].items()):
            for pf in by_concept.get(parent, []):
                if pf["dim_count"]:
                    continue
                siblings = by_context_unit[(pf["context_id"], pf["unit"])]
                kids = [k for child in sorted(weights) for k in siblings.get(child, [])]
                if not kids:
                    continue
                if pf["duplicate"] == "inconsistent" or any(k["duplicate"] == "inconsistent" for k in kids):
                    continue  # Calculations 1.1 skips summations over inconsistent duplicates
                out.evaluated += 1
                chk = check_sum((pf["value"], pf["decimals"]),
                                [(k["value"], k["decimals"], weights[k["concept"]]) for k in kids])
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
    roles_query_s: float
    facts_query_s: float
    findings: dict[str, int]
    evaluated_0126: int
    not_evaluable_0126: int
    status_0126: str
    ag_keys_0126: list[str]
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
        inconsistent = sum(1 for v in found if (v.codes if isinstance(v.codes, str) else v.codes[0]) in ARELLE_CALC_CODES)
        other = sorted({v.codes if isinstance(v.codes, str) else v.codes[0] for v in found} - set(ARELLE_CALC_CODES))
        note = f"calc 1.1 round-to-nearest over {facts} facts it could type offline"
        if other:
            note += f"; other codes: {', '.join(other)}"
        return PeerResult(seconds=seconds, count=inconsistent, note=note)

    result = run_peer(peer)
    return result, holder.get("arcs"), holder.get("load_s")  # type: ignore[return-value]


def measure_filing(case: FilingCase, accession: str, parsed: ParsedFiling, store: GraphStore, settings: Settings,
                   arelle: ArellePeer | None) -> CheckRow:
    all_s, results = best_of(lambda: run_rules(store, accession, settings=settings))
    by_rule = {r.rule: r for r in results}
    rule_s = {rule: best_of(lambda rule=rule: run_rule(store, rule, accession, settings=settings))[0] for rule in RULES}
    r126 = by_rule["DQC.US.0126"]
    # Where 0126's time goes: its two named queries, timed alone.
    roles_s, role_rows = best_of(lambda: store.run("rules.statement_calc_roles", {"accession": accession}))
    checked = [r["role"] for r in role_rows if r["statement"] in FACE_STATEMENTS and not r["hypercubes"]]
    facts_s, _ = best_of(lambda: store.run("rules.calc_parent_facts", {"accession": accession, "roles": checked}))

    naive_holder: dict[str, NaiveCalcResult] = {}

    def naive_peer() -> PeerResult:
        seconds, res = best_of(lambda: naive_calc_0126(parsed))
        naive_holder["r"] = res
        return PeerResult(seconds=seconds, count=len(res.findings))

    naive = run_peer(naive_peer)
    arelle_result, arelle_arcs, arelle_load_s = measure_arelle(arelle, case)
    calc_arcs = sum(1 for r in parsed.relationships if relationship_type(r.arcrole) == "SUMMATION_ITEM")
    return CheckRow(case=case, accession=accession, all_s=all_s, rule_s=rule_s, roles_query_s=roles_s,
                    facts_query_s=facts_s,
                    findings={r.rule: len(r.findings) for r in results}, evaluated_0126=r126.evaluated,
                    not_evaluable_0126=len(r126.not_evaluable), status_0126=r126.status,
                    ag_keys_0126=sorted(f.fact_key for f in r126.findings), calc_arcs=calc_arcs, naive=naive,
                    naive_result=naive_holder.get("r"), arelle=arelle_result, arelle_arcs=arelle_arcs,
                    arelle_load_s=arelle_load_s)


def timing_table(rows: list[CheckRow]) -> Table:
    t = Table(title="Rules per filing on the embedded graph (seconds, best of 3; everything loaded first)")
    for col in ("filing", "3 rules s", "0015 s", "0117 s", "0126 s", "roles q s", "facts q s", "naive 0126 s",
                "arelle calc s", "arelle load s", "naive/ag0126", "arelle/ag0126", "arelle/ag 3"):
        t.add_column(col, justify="left" if col == "filing" else "right")
    for r in rows:
        s126 = r.rule_s["DQC.US.0126"]
        t.add_row(r.case.label, fmt_s(r.all_s), fmt_s(r.rule_s["DQC.US.0015"]), fmt_s(r.rule_s["DQC.US.0117"]),
                  fmt_s(s126), fmt_s(r.roles_query_s), fmt_s(r.facts_query_s), fmt_s(r.naive.seconds), fmt_s(r.arelle.seconds), fmt_s(r.arelle_load_s),
                  fmt_ratio(r.naive.seconds, s126), fmt_ratio(r.arelle.seconds, s126),
                  fmt_ratio(r.arelle.seconds, r.all_s))
    t.add_section()
    tot_all = sum(r.all_s for r in rows)
    tot126 = sum(r.rule_s["DQC.US.0126"] for r in rows)
    naive = None if any(r.naive.seconds is None for r in rows) else sum(r.naive.seconds for r in rows)
    arelle = None if any(r.arelle.seconds is None for r in rows) else sum(r.arelle.seconds for r in rows)
    arelle_load = None if any(r.arelle_load_s is None for r in rows) else sum(r.arelle_load_s for r in rows)
    t.add_row("all", fmt_s(tot_all), fmt_s(sum(r.rule_s["DQC.US.0015"] for r in rows)),
              fmt_s(sum(r.rule_s["DQC.US.0117"] for r in rows)), fmt_s(tot126),
              fmt_s(sum(r.roles_query_s for r in rows)), fmt_s(sum(r.facts_query_s for r in rows)), fmt_s(naive), fmt_s(arelle),
              fmt_s(arelle_load), fmt_ratio(naive, tot126), fmt_ratio(arelle, tot126), fmt_ratio(arelle, tot_all))
    return t


def findings_table(rows: list[CheckRow]) -> Table:
    t = Table(title="Findings per filing (the calculation columns compare like with like as far as scope allows)")
    for col in ("filing", "0015", "0117", "0126", "0126 evaluated", "0126 not eval.", "naive 0126",
                "naive evaluated", "ag = naive", "calc arcs (ag)", "calc arcs (arelle)", "arelle calc11"):
        t.add_column(col, justify="left" if col == "filing" else "right")
    for r in rows:
        same = "n/a"
        if r.naive_result is not None:
            agree = (sorted(k for _, _, k in r.naive_result.findings) == r.ag_keys_0126
                     and r.naive_result.evaluated == r.evaluated_0126)
            same = "yes" if agree else "NO"
        t.add_row(r.case.label, fmt_n(r.findings["DQC.US.0015"]), fmt_n(r.findings["DQC.US.0117"]),
                  fmt_n(r.findings["DQC.US.0126"]) + ("" if r.status_0126 == "evaluated" else " (n/e)"),
                  fmt_n(r.evaluated_0126), fmt_n(r.not_evaluable_0126), fmt_n(r.naive.count),
                  fmt_n(r.naive_result.evaluated if r.naive_result else None), same, fmt_n(r.calc_arcs),
                  fmt_n(r.arelle_arcs), fmt_n(r.arelle.count))
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
        console.print(f"loaded the us-gaap-2024 taxonomy and {len(cases)} filings in "
                      f"{time.perf_counter() - t0:.1f} s (untimed below)\n")
        rows = []
        for case in cases:
            console.print(f"  checking {case.folder} …", style="dim")
            rows.append(measure_filing(case, parsed[case.folder].accession, parsed[case.folder], store,
                                       settings, arelle))

    console.print()
    console.print(timing_table(rows))
    console.print("3 rules = run_rules(store, accession) (0015 + 0117 + 0126); naive 0126 = the same check in "
                  "plain Python over parse_filing output (no graph); arelle calc = Calculations 1.1 validation of an "
                  "already loaded model (arelle load s: 1 run, not best of 3); 0126 roles q / facts q = its two named queries (rules.statement_calc_roles, "
                  "rules.calc_parent_facts) timed alone; x/ag0126 = peer seconds / auditgraph 0126 seconds (1/N×: the "
                  "peer needs 1/N of auditgraph's time).")
    apple = next((r for r in rows if r.case.folder == APPLE_10K), None)
    if apple is not None:
        console.print(f"[bold]target[/bold] all three rules on Apple 10-K 2023 < {APPLE_TARGET_S:.0f} s: "
                      f"{apple.all_s:.3f} s — {'met' if apple.all_s < APPLE_TARGET_S else 'MISSED'}")
    console.print()
    console.print(findings_table(rows))
    console.print("0126 evaluated / not eval. = summations auditgraph checked / listed as not evaluable; ag = naive: "
                  "the same 0126 findings (by parent fact key) and the same number evaluated. calc arcs = effective summation-item relationships "
                  "auditgraph parsed vs those Arelle resolved offline; arelle calc11 = its calculation inconsistencies "
                  "(every network and context, not only face statements).")
    for r in rows:
        for who, peer in (("naive", r.naive), ("arelle", r.arelle)):
            if peer.note:
                console.print(f"  {r.case.label}: {who}: {peer.note}")


if __name__ == "__main__":
    main_exit_zero(main)
