"""Concept search quality on a hand-labelled phrase set (``evals/data/retrieval_cases.jsonl``).

The cases are analyst phrasings ("capex", "top line", "diluted share count") with the concepts an accountant
accepts for each (any era: SalesRevenueNet as well as RevenueFromContractWithCustomerExcludingAssessedTax),
written by hand, not from the labels searched. Two settings:

* filing — for each loaded filing, every case with an accepted concept the filing reports, searched with
  ``accession`` and ``reported_only`` (how an analyst or agent asks about one filing);
* taxonomy — every case against every indexed concept, no filter.

Recall@k is the share of cases with an accepted concept in the first k; MRR the mean of 1/rank of the first one.
BM25 only, dense only and their reciprocal-rank fusion are scored on the same cases, overall and per statement.
``auditgraph eval retrieval`` runs it on the loaded graph; ``bench/retrieval.py`` adds the index build and latency.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from rich.table import Table

from auditgraph.errors import InputError
from auditgraph.retrieval import Retriever
from auditgraph.store.base import GraphStore

CASES_FILE = "retrieval_cases.jsonl"
METHODS = {"bm25": ("bm25",), "dense": ("dense",), "fused": ("bm25", "dense")}


def load_cases(path: Path | None = None) -> list[dict]:
    """The bundled phrase set, or ``path``'s (one JSON object a line: q, statement, accept)."""
    text = (
        path.read_text(encoding="utf-8")
        if path
        else (resources.files("auditgraph.evals") / "data" / CASES_FILE).read_text(encoding="utf-8")
    )
    cases = [json.loads(line) for line in text.splitlines() if line.strip()]
    for i, case in enumerate(cases, start=1):
        if not isinstance(case, dict) or not {"q", "accept"} <= case.keys():
            raise InputError(f"retrieval case {i}: needs 'q' and 'accept'")
    return cases


def score(
    retriever: Retriever, cases: list[dict], accession: str | None, reported_only: bool, method: str
) -> list[dict]:
    """One row per case: the rank of the first accepted concept (None: not in the first 10) and the top hit."""
    out = []
    for case in cases:
        hits = retriever.search(
            case["q"], k=10, accession=accession, reported_only=reported_only, methods=METHODS[method], with_facts=False
        )
        accepted = set(case["accept"])
        rank = next((i for i, h in enumerate(hits, start=1) if h.qname in accepted), None)
        out.append(
            {
                "q": case["q"],
                "statement": case.get("statement") or "notes",
                "rank": rank,
                "top": hits[0].qname if hits else None,
            }
        )
    return out


def metrics(rows: list[dict]) -> tuple[int, float, float, float]:
    """(cases, recall@1, recall@5, MRR)."""
    n = len(rows)
    if not n:
        return 0, float("nan"), float("nan"), float("nan")
    r1 = sum(1 for r in rows if r["rank"] == 1) / n
    r5 = sum(1 for r in rows if r["rank"] is not None and r["rank"] <= 5) / n
    mrr = sum(1 / r["rank"] for r in rows if r["rank"]) / n
    return n, r1, r5, mrr


def quality_table(title: str, results: dict[str, list[dict]]) -> tuple[Table, dict]:
    """Recall@1, recall@5 and MRR per method, overall and per statement, as a table and a summary dict."""
    t = Table(title=title)
    for col in ("statement", "cases", *(f"{m} {x}" for m in METHODS for x in ("R@1", "R@5", "MRR"))):
        t.add_column(col, justify="left" if col == "statement" else "right")
    summary = {}
    groups = ["all"] + sorted({r["statement"] for r in results["fused"]})
    for g in groups:
        row, cells = [g], {}
        for m in METHODS:
            rows = [r for r in results[m] if g == "all" or r["statement"] == g]
            n, r1, r5, mrr = metrics(rows)
            cells[m] = {"cases": n, "recall@1": r1, "recall@5": r5, "mrr": mrr}
        row.append(str(cells["fused"]["cases"]))
        for m in METHODS:
            row += [f"{cells[m]['recall@1']:.3f}", f"{cells[m]['recall@5']:.3f}", f"{cells[m]['mrr']:.3f}"]
        t.add_row(*row)
        summary[g] = cells
    return t, summary


@dataclass
class RetrievalReport:
    filing: dict[str, list[dict]] = field(default_factory=dict)  # method -> rows (with "filing")
    taxonomy: dict[str, list[dict]] = field(default_factory=dict)
    filings: list[str] = field(default_factory=list)
    indexed: int = 0
    cases: int = 0

    def tables(self) -> list[tuple[Table, dict]]:
        return [
            quality_table(
                f"quality, filing setting (accession + reported_only, {len(self.filings)} filings, "
                f"{len(self.filing.get('fused', []))} case-filing pairs)",
                self.filing,
            ),
            quality_table(
                f"quality, taxonomy setting (no filter, {self.indexed} concepts, "
                f"{len(self.taxonomy.get('fused', []))} of {self.cases} cases with an accepted "
                "concept in the graph)",
                self.taxonomy,
            ),
        ]

    def to_dict(self) -> dict[str, Any]:
        return {
            "cases": self.cases,
            "filings": self.filings,
            "indexed": self.indexed,
            "filing": self.tables()[0][1],
            "taxonomy": self.tables()[1][1],
        }


def evaluate_retrieval(
    store: GraphStore, retriever: Retriever, cases: list[dict], accessions: list[str]
) -> RetrievalReport:
    """Both settings over ``accessions`` (loaded filings) and the whole index."""
    known = {r["qname"] for r in store.run("retrieval.index_documents")}
    report = RetrievalReport(filings=sorted(accessions), indexed=len(known), cases=len(cases))
    report.filing = {m: [] for m in METHODS}
    for acc in report.filings:
        reported = {r["qname"] for r in store.run("retrieval.filing_concepts", {"accession": acc}) if r["reported"]}
        mine = [c for c in cases if reported & set(c["accept"])]
        for m in METHODS:
            report.filing[m] += [{**r, "filing": acc} for r in score(retriever, mine, acc, True, m)]
    in_graph = [c for c in cases if known & set(c["accept"])]
    report.taxonomy = {m: score(retriever, in_graph, None, False, m) for m in METHODS}
    return report
