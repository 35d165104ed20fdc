"""The evaluation case set (DESIGN §7): seeded and untouched facts of real filings, in the FinMR layout.

``build_case_set`` copies shared filings into ``OUT_DIR/filings/<accession>/`` (the originals are never
written), seeds one violation per copy, loads every copy into the configured graph under a stable
accession (``EVAL-BASE-<folder>`` for the untouched copy, ``EVAL-<rule>-<folder>-<concept>-<period>`` for
a seeded one) and writes ``OUT_DIR/cases.jsonl``, one case per line, sorted by id::

    {"id", "query", "dqc_rule", "accession", "concept", "period",
     "gold": {"verdict", "reported", "expected"}, "source": {"folder", "kind", "seed"}}

Kinds: ``seeded`` (a violation put there by the builder), ``consistent`` (an untouched fact that the
rule evaluates and passes: gold reported = expected = the fact's value), ``reported`` (a violation in
the unmodified filing, e.g. Microsoft's 2015 negative DeferredTaxAssetsLiabilitiesNetNoncurrent) and
``asc606`` (a revenue member lowered below the total: changed, yet not a DQC.US.0117 violation).

Gold values come from the seeding construction and an independent reading of the parsed copy
(:mod:`auditgraph.evals.goldview`), never from the rule engine or the graph; the builder checks the
two agree (a seeded difference of exactly the seeded delta) and refuses to write a case otherwise.
"""

from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from auditgraph.errors import InputError
from auditgraph.evals.caseset_plans import (
    Gold,
    Limits,
    PlannedCase,
    _num,
    base_accession,
    plan_cases,
    seeded_accession,
)
from auditgraph.evals.goldview import FilingView
from auditgraph.evals.seeding import copy_filing, set_fact
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.store.base import GraphStore

DEFAULT_FOLDERS = ("aapl-10k-2023", "aapl-10q-2023", "nflx-10k-2023", "aeon-10q-2023", "msft-10k-2015", "unp-10k-2012")
CASES_FILE = "cases.jsonl"


@dataclass
class CaseSetReport:
    out_dir: Path
    cases: int
    filings: int
    by_rule_kind: dict[str, int] = field(default_factory=dict)
    by_folder: dict[str, int] = field(default_factory=dict)
    accessions: list[str] = field(default_factory=list)


def filing_ciks(filings_dir: Path) -> dict[str, str | None]:
    index = Path(filings_dir) / "INDEX.csv"
    if not index.is_file():
        return {}
    with open(index, newline="", encoding="utf-8") as fh:
        return {row["folder"]: (row.get("cik") or None) for row in csv.DictReader(fh)}


def _check_construction(case: PlannedCase, gold: Gold) -> None:
    """The gold read from the parse must be what the construction says it is."""
    seed = case.seed
    want = {"seeded": "violation", "reported": "violation", "consistent": "consistent", "asc606": "consistent"}[
        case.kind
    ]
    problems = []
    if gold.verdict != want:
        problems.append(f"verdict {gold.verdict}, construction says {want}")
    if (
        case.kind == "seeded"
        and case.rule in ("DQC.US.0126", "XBRL.CALC11")
        and seed is not None
        and gold.reported - gold.expected != seed.new_value - seed.original
    ):
        problems.append(
            f"reported − expected = {gold.reported - gold.expected}, seeded {seed.new_value - seed.original}"
        )
    if (
        case.kind == "seeded"
        and case.rule == "DQC.US.0117"
        and seed is not None
        and gold.expected - gold.reported != seed.new_value - seed.original
    ):
        problems.append(
            f"member sum − total = {gold.expected - gold.reported}, seeded {seed.new_value - seed.original}"
        )
    if case.kind == "seeded" and case.rule == "DQC.US.0015" and gold.reported != -gold.expected:
        problems.append(f"reported {gold.reported} is not the negated {gold.expected}")
    if case.kind in ("consistent", "asc606") and gold.reported != gold.expected:
        problems.append("a consistent case must have reported = expected")
    if problems:
        raise InputError(f"case {case.id}: " + "; ".join(problems), case=case.id)


def _case_json(case: PlannedCase, accession: str, gold: Gold) -> dict:
    return {
        "id": case.id,
        "query": case.question,
        "dqc_rule": case.rule,
        "accession": accession,
        "concept": case.concept,
        "period": case.period,
        "gold": {"verdict": gold.verdict, "reported": _num(gold.reported), "expected": _num(gold.expected)},
        "source": {"folder": case.folder, "kind": case.kind, "seed": case.seed.to_json() if case.seed else None},
    }


class _DeferredCheckpoints:
    """The store with its per-filing checkpoint (a full save of the embedded graph, which grows with
    every copy loaded) deferred: the build checkpoints once, after the last copy."""

    def __init__(self, store: GraphStore) -> None:
        self._store = store

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def checkpoint(self) -> None:
        return None


def build_case_set(
    out_dir: Path,
    store: GraphStore,
    *,
    shared_data: Path,
    folders: tuple[str, ...] | list[str] = DEFAULT_FOLDERS,
    limits: Limits | None = None,
) -> CaseSetReport:
    """Copy, seed, load and write ``out_dir/cases.jsonl``; deterministic for the same shared data."""
    limits = limits or Limits()
    out_dir = Path(out_dir)
    filings_dir = Path(shared_data) / "filings"
    dqc_dir = Path(shared_data) / "dqc"
    ciks = filing_ciks(filings_dir)
    copies = out_dir / "filings"
    copies.mkdir(parents=True, exist_ok=True)
    rows: list[dict] = []
    loaded: list[str] = []

    writer = _DeferredCheckpoints(store)

    def load(folder_copy: Path, accession: str, cik: str | None) -> FilingView:
        parsed = parse_filing(folder_copy, accession=accession, cik=cik)
        load_filing(writer, parsed, replace=True, show_progress=False)  # type: ignore[arg-type]
        loaded.append(accession)
        return FilingView(parsed, dqc_dir)

    for folder in sorted(set(folders)):
        source = filings_dir / folder
        if not source.is_dir() or not re.fullmatch(r"[A-Za-z0-9._-]+", folder):
            raise InputError(f"no filing folder {folder} in {filings_dir}", folder=folder)
        cik = ciks.get(folder)
        base_acc = base_accession(folder)
        base_view = load(copy_filing(source, copies / base_acc), base_acc, cik)
        for case in plan_cases(folder, base_view, limits):
            if case.seed is None:
                accession, view = base_acc, base_view
            else:
                accession = seeded_accession(case.rule, folder, case.concept, case.period)
                seeded = copy_filing(source, copies / accession)
                set_fact(seeded, case.seed.concept, case.seed.context, f"{case.seed.new_value:f}")
                view = load(seeded, accession, cik)
                if view.the_fact(case.seed.concept, case.seed.context).value != case.seed.new_value:
                    raise InputError(f"case {case.id}: the parse of {accession} does not show the seeded value")
            gold = case.gold_from(view)
            _check_construction(case, gold)
            rows.append(_case_json(case, accession, gold))

    store.checkpoint()
    rows.sort(key=lambda r: r["id"])
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise InputError("duplicate case ids", ids=sorted({i for i in ids if ids.count(i) > 1}))
    body = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in rows)
    (out_dir / CASES_FILE).write_text(body, encoding="utf-8")
    report = CaseSetReport(out_dir=out_dir, cases=len(rows), filings=len(loaded), accessions=sorted(loaded))
    for r in rows:
        key = f"{r['dqc_rule']} {r['source']['kind']}"
        report.by_rule_kind[key] = report.by_rule_kind.get(key, 0) + 1
        report.by_folder[r["source"]["folder"]] = report.by_folder.get(r["source"]["folder"], 0) + 1
    report.by_rule_kind = dict(sorted(report.by_rule_kind.items()))
    report.by_folder = dict(sorted(report.by_folder.items()))
    return report
