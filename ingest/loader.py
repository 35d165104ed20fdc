"""Writing parsed records to the graph in batches (UNWIND $rows … MERGE)."""

from __future__ import annotations

import fcntl
import logging
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field

from auditgraph.diskspace import writing_to
from auditgraph.errors import AuditgraphError, InputError
from auditgraph.ingest.filing import ParsedFiling
from auditgraph.ingest.progress import progress_bar
from auditgraph.ingest.rows import (
    STANDARD_LABEL,
    company_label_rows,
    concept_rows,
    label_rows,
    labels_by_role,
    role_rows,
    write_relationships,
)
from auditgraph.store.base import GraphStore

logger = logging.getLogger("auditgraph.ingest")

CLEANUP_QUERIES = (
    "ingest.delete_filing_findings",
    "ingest.delete_filing_facts",
    "ingest.delete_filing_contexts",
    "ingest.delete_filing_units",
    "ingest.delete_filing_relationships",
)


@dataclass
class LoadReport:
    accession: str
    status: str  # loaded | unchanged | replaced
    facts: int = 0
    contexts: int = 0
    units: int = 0
    concepts: int = 0
    relationships: int = 0
    seconds: float = 0.0
    duplicates_consistent: int = 0
    duplicates_inconsistent: list[dict] = field(default_factory=list)
    unresolved: list[str] = field(default_factory=list)
    unit_issues: list[dict] = field(default_factory=list)  # facts whose unit contradicts the concept type
    invalid: list[dict] = field(default_factory=list)  # invalid contexts/units/facts left out (not strict)

    def to_dict(self) -> dict:
        return asdict(self)


def cleanup_filing(store: GraphStore, accession: str, limit: int = 10000) -> None:
    for name in CLEANUP_QUERIES:
        while sum(r["n"] for r in store.run(name, {"accession": accession, "limit": limit})) > 0:
            pass


def unload_filing(store: GraphStore, accession: str) -> bool:
    """Remove a filing and everything it brought (facts, contexts, units, own relationships, findings)."""
    with ingest_lock(store):
        return _unload_filing(store, accession)


def _unload_filing(store: GraphStore, accession: str) -> bool:
    if not store.run("ingest.filing_status", {"accession": accession}):
        return False
    # Invisible first, removed after: a kill during the removal leaves an 'unloading' filing that readers skip
    # and the next unload or ingest finishes (it used to stay 'complete' with no facts, for good).
    store.run("ingest.retire_filing", {"accession": accession, "status": "unloading"})
    cleanup_filing(store, accession)
    store.run("ingest.delete_filing", {"accession": accession})
    store.bump_revision()
    store.checkpoint()
    return True


def _holds_its_facts(store: GraphStore, accession: str, fact_count: int | None) -> bool:
    """A filing marked complete whose graph still holds the facts it was completed with. A graph damaged before
    removals were made invisible first (complete, facts gone) is repaired by the next ingest, not kept. (At
    least: the same filing loaded from the SEC data sets as well may add facts of its own.)"""
    stored = store.run("admin.filing_counts", {"accession": accession})[0]["facts"]
    return stored >= (fact_count or 0)


DERIVED_ACCESSION = "local-"  # parse_filing's identity for a filing whose accession nothing names
SEC_ACCESSION = re.compile(r"^\d{10}-\d{2}-\d{6}$")


def same_content_filing(store: GraphStore, parsed: ParsedFiling) -> str | None:
    """One filing, one identity. A folder ingested without an accession is the filing already loaded from
    the same instance bytes under its real accession (returned here, so nothing is loaded twice); loading it
    under its real accession later retires the made-up ``local-…`` copy."""
    twins = [
        r["accession"]
        for r in store.run("ingest.filings_by_sha256", {"sha256": parsed.sha256})
        if r["accession"] != parsed.accession and r["status"] == "complete"
    ]
    if parsed.accession.startswith(DERIVED_ACCESSION):
        real = [a for a in twins if SEC_ACCESSION.match(a)]  # not EVAL-… copies or other chosen names
        return real[0] if real else None
    if SEC_ACCESSION.match(parsed.accession):
        for acc in twins:
            if acc.startswith(DERIVED_ACCESSION):
                _unload_filing(store, acc)  # called inside load_filing, which already holds the ingest lock
    return None


def confirm_complete(store: GraphStore, accessions: list[str]) -> None:
    """Make the 'complete' marks durable; if the store cannot confirm that, take them back (status 'loading',
    so the filings stay invisible and the next run redoes them) and re-raise. A durability failure can never
    leave a filing marked complete."""
    try:
        store.checkpoint()
    except AuditgraphError:
        try:
            store.run("ingest.reopen_filings", {"accessions": accessions})
        except AuditgraphError:
            logger.warning("could not take back the complete mark", extra={"fields": {"accessions": accessions}})
        raise


def _pause_for_tests(written: int) -> None:
    """Lets the interruption test kill a real ingest process while the filing is half loaded."""
    import os

    if os.environ.get("AUDITGRAPH_TEST_PAUSE_BEFORE_COMPLETE") == "1":
        import sys

        print(f"paused after {written} facts", file=sys.stderr, flush=True)
        time.sleep(120)


@contextmanager
def ingest_lock(store: GraphStore, wait_s: float = 600.0) -> Iterator[None]:
    """One writer at a time per embedded data folder. Two loads of one accession at once would otherwise
    interleave: the second sees ``loading``, deletes the first's half-written facts, and the first then marks
    the filing complete over a partial set. An flock is released by the kernel when its holder dies (even by
    SIGKILL), so a killed ingest never leaves the folder locked. Other backends: no lock (see README)."""
    with data_folder_lock(store, "ingest.lock", "ingest", wait_s):
        yield


@contextmanager
def data_folder_lock(store: GraphStore, filename: str, what: str, wait_s: float = 600.0) -> Iterator[None]:
    """An exclusive flock on ``DATA_DIR/filename`` for the embedded store (a no-op for other backends)."""
    server = getattr(store, "server", None)
    if server is None:
        yield
        return
    path = server.data_dir / filename
    with writing_to(path, f"taking the data folder's {what} lock"):
        lock = open(path, "a+")
    with lock as fh:
        deadline = time.monotonic() + wait_s
        while True:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise InputError(f"{path}: another {what} has held this data folder for {wait_s:.0f}s") from None
                time.sleep(0.1)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def load_filing(
    store: GraphStore,
    parsed: ParsedFiling,
    *,
    replace: bool = False,
    show_progress: bool | None = None,
    fail_after_facts: int | None = None,
) -> LoadReport:
    """Load one parsed filing. Idempotent: the same bytes again change nothing.

    The filing is marked ``loading`` first and ``complete`` last; readers only see complete filings, and
    an interrupted load is cleaned up and redone on the next attempt. ``fail_after_facts`` exists for the
    interruption test: it raises after that many fact rows were written. Loads into one embedded data
    folder take turns (:func:`ingest_lock`).
    """
    with ingest_lock(store):
        return _load_filing(
            store, parsed, replace=replace, show_progress=show_progress, fail_after_facts=fail_after_facts
        )


def _keep_filing_labels(store: GraphStore, acc: str, parsed: ParsedFiling) -> None:
    """The filer's own labels on its Filing ("qname label"): answers read this filing's wording, while a concept's
    company_labels pool every loaded filer's for search."""
    standard = labels_by_role(parsed.labels)
    texts = []
    for r in company_label_rows(parsed.labels):
        first = standard.get((r["qname"], STANDARD_LABEL))  # the line's own name before its period-start wording
        texts += [f"{r['qname']} {t}" for t in sorted(r["labels"], key=lambda t: (t != first, t))]
    store.run("ingest.set_filing_labels", {"accession": acc, "labels": texts})


def _load_filing(
    store: GraphStore, parsed: ParsedFiling, *, replace: bool, show_progress: bool | None, fail_after_facts: int | None
) -> LoadReport:
    t0 = time.perf_counter()
    known = same_content_filing(store, parsed)
    if known is not None:
        st = store.run("ingest.filing_status", {"accession": known})[0]
        _keep_filing_labels(store, known, parsed)  # a filing loaded before its own labels were kept gets them
        return LoadReport(accession=known, status="unchanged", facts=st["facts"] or 0, seconds=time.perf_counter() - t0)
    acc = parsed.accession
    existing = store.run("ingest.filing_status", {"accession": acc})
    report = LoadReport(
        accession=acc,
        status="loaded",
        duplicates_consistent=parsed.duplicates.consistent,
        duplicates_inconsistent=parsed.duplicates.inconsistent,
        unresolved=parsed.unresolved,
        invalid=list(parsed.instance.invalid),
    )
    if existing:
        st = existing[0]
        whole = st["status"] == "complete" and _holds_its_facts(store, acc, st["facts"])
        if whole and st["sha256"] == parsed.sha256:
            _keep_filing_labels(store, acc, parsed)
            report.status = "unchanged"
            report.facts = st["facts"] or 0
            report.seconds = time.perf_counter() - t0
            return report
        if whole and not replace:
            doc = ", ".join(parsed.instance_files) or "the instance"
            raise InputError(
                f"{doc}: filing {acc} is already loaded from different content (sha256 "
                f"{st['sha256'][:12]}…); use --replace to load the new content in its place"
            )
        if st["status"] == "complete":  # out of sight before its old content is removed (see _unload_filing)
            store.run("ingest.retire_filing", {"accession": acc, "status": "replacing"})
        cleanup_filing(store, acc)
        report.status = "replaced" if whole else "loaded"
    store.run("ingest.begin_filing", {"accession": acc, "sha256": parsed.sha256})

    owned = {c.qname for c in parsed.concepts if c.declared}
    store.run_batch("ingest.merge_concepts", concept_rows(parsed.concepts, acc))
    store.run_batch(
        "ingest.merge_labels", label_rows(parsed.labels, owned), extra={"override": False, "source": f"filing:{acc}"}
    )
    store.run_batch("ingest.merge_company_labels", company_label_rows(parsed.labels))
    _keep_filing_labels(store, acc, parsed)
    store.run_batch("ingest.merge_roles", role_rows(parsed.roles, acc))
    report.relationships = write_relationships(store, parsed.relationships, acc, show_progress, parsed.labels)
    report.concepts = len(parsed.concepts)

    inst = parsed.instance
    ctx_rows = [
        {
            "key": f"{acc}:{c.id}",
            "id": c.id,
            "entity": c.entity_id,
            "period_type": c.period_type,
            "start": c.start,
            "end": c.end,
            "instant": c.instant,
            "period": c.period_token,
            "dims": sorted(f"{a}={m}" for a, m in c.explicit + c.typed),
        }
        for c in sorted(inst.contexts.values(), key=lambda c: c.id)
    ]
    store.run_batch("ingest.merge_contexts", ctx_rows, extra={"accession": acc})
    member_rows = [
        {"context": f"{acc}:{c.id}", "axis": a, "member": m, "member_name": m.split(":", 1)[1]}
        for c in sorted(inst.contexts.values(), key=lambda c: c.id)
        for a, m in c.explicit
    ]
    store.run_batch("ingest.merge_context_members", member_rows)
    unit_rows = [
        {
            "key": f"{acc}:{u.id}",
            "id": u.id,
            "measure": u.measure,
            "numerators": list(u.numerators),
            "denominators": list(u.denominators),
        }
        for u in sorted(inst.units.values(), key=lambda u: u.id)
    ]
    store.run_batch("ingest.merge_units", unit_rows, extra={"accession": acc})
    report.contexts, report.units = len(ctx_rows), len(unit_rows)

    rows = parsed.fact_rows
    written = 0
    with progress_bar(f"facts {acc}", len(rows), show_progress) as advance:

        def on_batch(n: int) -> None:
            nonlocal written
            written += n
            advance(n)
            if fail_after_facts is not None and written >= fail_after_facts:
                raise InputError(f"simulated failure after {written} facts")

        # A filing with no facts in the graph (always so after the cleanup above) gets them created outright.
        fresh = not store.run("ingest.filings_with_facts", {"accessions": [acc]})
        store.run_batch(
            "ingest.create_facts" if fresh else "ingest.merge_facts",
            rows,
            extra={"accession": acc},
            on_batch=on_batch,
            batch_size=min(store.batch_size, 1000),
        )
    store.run_batch(
        "ingest.link_fact_units", [{"key": r["key"], "unit_key": r["unit_key"]} for r in rows if r["unit_key"]]
    )
    report.facts = len(rows)
    _pause_for_tests(written)
    report.unit_issues = store.run("ingest.unit_mismatches", {"accession": acc})

    props = {
        "form": parsed.form,
        "period_end": parsed.period_end,
        "fiscal_year": parsed.fiscal_year,
        "fiscal_period": parsed.fiscal_period,
        "taxonomy": parsed.us_gaap_namespace,
        "cik": parsed.cik,
        "fact_count": len(rows),
        "source_files": parsed.source_files,
        "inconsistent_duplicates": len(parsed.duplicates.inconsistent),
    }
    store.checkpoint()  # everything the filing wrote is durable before it is marked complete
    store.run(
        "ingest.complete_filing",
        {
            "accession": acc,
            "props": props,
            "company": {"cik": parsed.cik, "name": parsed.company_name, "ticker": parsed.ticker},
        },
    )
    store.bump_revision()
    confirm_complete(store, [acc])
    report.seconds = time.perf_counter() - t0
    logger.info(
        "filing loaded",
        extra={
            "fields": {
                "accession": acc,
                "facts": report.facts,
                "contexts": report.contexts,
                "relationships": report.relationships,
                "seconds": round(report.seconds, 3),
                "status": report.status,
            }
        },
    )
    return report
