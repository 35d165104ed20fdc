"""`check --all --workers N`: the rule engine over many filings, one filing per task in worker processes.

Each worker opens its own connection to the same store (the rules are reads plus one findings write per
filing, which the store serialises) and calls the rule engine's public API unchanged. Results come back in
the order of the accessions given, so the report is the same whatever the number of workers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from auditgraph.ingest.bulk import ordered_parallel
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore

_worker: dict[str, Any] = {}  # per worker process: its store and settings, opened on its first task


def _check_in_worker(args: tuple[Settings, str, list[str] | None, bool]) -> list:
    from auditgraph.cypher.context import open_graph
    from auditgraph.rules.engine import run_rules, write_findings

    settings, accession, rules, write = args
    if "store" not in _worker:
        _worker["store"] = open_graph(settings, ensure_schema=False)
    store = _worker["store"]
    results = run_rules(store, accession, settings=settings, rules=rules)
    if write:
        write_findings(store, accession, results)
    return results


def check_filings(
    store: GraphStore,
    settings: Settings,
    accessions: list[str],
    *,
    rules: list[str] | None = None,
    write: bool = True,
    workers: int = 1,
    advance: Callable[[int], None] | None = None,
) -> list:
    """Rule results of every accession, in the order given (``workers`` > 1: in worker processes)."""
    from auditgraph.rules.engine import run_rules, write_findings

    results: list = []
    if workers <= 1:
        for acc in accessions:
            filing_results = run_rules(store, acc, settings=settings, rules=rules)
            if write:
                write_findings(store, acc, filing_results)
            results.extend(filing_results)
            if advance:
                advance(1)
        return results
    for filing_results in ordered_parallel(
        _check_in_worker, [(settings, a, rules, write) for a in accessions], workers
    ):
        results.extend(filing_results)
        if advance:
            advance(1)
    return results
