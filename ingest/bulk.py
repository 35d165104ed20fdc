"""Bulk loads: parse in worker processes, write with one writer.

Parsing (lxml, pandas, Python row building) is CPU work that scales across cores; writing is one stream of
batched queries to one store, which must stay in order for the loading → complete protocol. So N worker
processes parse ahead of the writer, which loads the results in input order (the same input gives the same
graph and the same report whatever the number of workers). At most ``2 × workers`` parsed items wait in memory.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from auditgraph.errors import AuditgraphError, InputError
from auditgraph.store.base import GraphStore

logger = logging.getLogger("auditgraph.ingest.bulk")


def default_workers(items: int) -> int:
    return max(1, min(items, os.cpu_count() or 1))


def ordered_parallel(fn: Callable[[Any], Any], items: Iterable[Any], workers: int) -> Iterator[Any]:
    """``fn(item)`` for every item, computed by ``workers`` processes (in this process when 1), yielded in input
    order with a bounded window of work in flight."""
    if workers <= 1:
        for item in items:
            yield fn(item)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        window: deque[Future] = deque()
        for item in items:
            window.append(pool.submit(fn, item))
            if len(window) >= 2 * workers:
                yield window.popleft().result()
        while window:
            yield window.popleft().result()


# -- filings ------------------------------------------------------------------------------------------------


@dataclass
class FilingOutcome:
    path: str
    report: Any = None  # LoadReport when loaded
    error: str | None = None
    company: str | None = None
    form: str | None = None
    period_end: str | None = None


def _parse_one(args: tuple[str, bool]) -> tuple[str, Any, str | None]:
    """Worker: parse one filing; errors come back as text (exceptions with extra fields do not all pickle)."""
    from auditgraph.ingest.filing import parse_filing

    path, prefer_inline = args
    try:
        return path, parse_filing(Path(path), prefer_inline=prefer_inline), None
    except AuditgraphError as exc:
        return path, None, exc.message


def load_filings(
    store: GraphStore,
    paths: list[Path],
    *,
    workers: int | None = None,
    replace: bool = False,
    prefer_inline: bool = False,
    on_done: Callable[[FilingOutcome], None] | None = None,
) -> list[FilingOutcome]:
    """Parse ``paths`` in worker processes and load each parsed filing with :func:`load_filing`, in input order.
    A filing that cannot be parsed or loaded is reported and the others still load."""
    from auditgraph.ingest.loader import load_filing

    workers = workers or default_workers(len(paths))
    outcomes = []
    for path, parsed, error in ordered_parallel(_parse_one, [(str(p), prefer_inline) for p in paths], workers):
        outcome = FilingOutcome(path=path, error=error)
        if parsed is not None:
            outcome.company, outcome.form, outcome.period_end = (
                parsed.company_name or parsed.cik,
                parsed.form,
                parsed.period_end,
            )
            try:
                outcome.report = load_filing(store, parsed, replace=replace, show_progress=False)
            except InputError as exc:
                outcome.error = exc.message
        outcomes.append(outcome)
        if on_done:
            on_done(outcome)
    return outcomes


# -- SEC Financial Statement Data Sets --------------------------------------------------------------------


def _fsds_rows(args):  # worker
    from auditgraph.ingest.fsds import fsds_fact_groups

    chunk, encode = args
    return fsds_fact_groups(chunk, encode)


def load_dataset_parallel(
    store: GraphStore,
    ds,
    *,
    workers: int | None = None,
    per_chunk: int = 50,
    on_chunk: Callable[[int, int], None] | None = None,
) -> dict:
    """:func:`auditgraph.ingest.fsds.load_dataset` with the row building in worker processes: groups of
    ``per_chunk`` submissions are built in parallel and written (and completed) by this process in order."""
    from auditgraph.ingest.fsds import submission_chunks, write_fsds_rows

    chunks = submission_chunks(ds, per_chunk)
    workers = workers or default_workers(len(chunks))
    n_filings = n_facts = 0
    merged: set[str] = set()  # concepts this load already merged
    # Encoding the rows (and unpickling them from the workers) was the writer's serial Python work: for FalkorDB
    # the workers send the parameter text instead.
    encode = store.backend == "falkordb"
    for filings, groups in ordered_parallel(_fsds_rows, [(c, encode) for c in chunks], workers):
        write_fsds_rows(store, filings, groups, merged)
        facts = sum(g.fact_count for g in groups)
        n_filings, n_facts = n_filings + len(filings), n_facts + facts
        if on_chunk:
            on_chunk(len(filings), facts)
    return {"filings": n_filings, "facts": n_facts}
