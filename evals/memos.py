"""Scoring memos over every loaded filing (XBRL filings and SEC data-set submissions alike).

Per memo the claim verifier re-reads every cited fact from the graph: a claim is **exact** when its formula
over the graph's values gives its value, its citations are **precise** when every cited key is a
consolidated fact of the memo's filing that the formula reads, and it is an **error** when its number, its
citations or (for the label) the label policy P06 does not check out. Reported: numeric exactness (exact
claims / claims; numbers in the text that match a verified claim / numbers in the text), citation precision,
claim error rate, memos whose policies all hold and the violations by policy id, memos per second and the
latency of a warm memo (p50, p95). With a model backend, the same numbers before (the model's text with
placeholders filled) and after verification.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from auditgraph.errors import AuditgraphError
from auditgraph.memos.memo import MemoService, fill
from auditgraph.memos.verifier import verify_text


class MemoMetrics(BaseModel):
    filings: int
    memos: int
    failed: dict[str, str]
    claims: int
    numeric_exactness: float
    text_numbers: int
    text_numbers_verified: float
    citation_precision: float
    claim_error_rate: float
    policy_passed: int
    violations_by_policy: dict[str, int]
    ratios_computed: dict[str, int]
    memos_per_second: float
    warm_p50_ms: float
    warm_p95_ms: float
    before_verification: dict[str, Any] | None = None


def evaluate_memos(service: MemoService, accessions: list[str], *, warm_sample: int = 50) -> MemoMetrics:
    memos, failed = [], {}
    t0 = time.perf_counter()
    for acc in accessions:
        try:
            memos.append(service.memo(acc))
        except AuditgraphError as exc:
            failed[acc] = exc.message
    elapsed = time.perf_counter() - t0
    claims = [c for m in memos for c in m.verification.claims]
    label_bad = {m.accession for m in memos if any(v.policy.startswith("P06") for v in m.policy.violations)}
    errors = 0
    for m in memos:
        for c, check in zip(m.claims, m.verification.claims):
            bad = not (check.value_ok and check.citations_ok) or (c.kind == "label" and m.accession in label_bad)
            errors += bad
    cited = sum(c.cited for c in claims)
    numbers = sum(m.verification.numbers_in_text for m in memos)
    verified = sum(m.verification.numbers_verified for m in memos)
    violations = Counter(v.policy for m in memos for v in m.policy.violations)
    ratios = Counter(c.name for m in memos for c in m.claims if c.kind in ("ratio", "trend"))
    # warm latency: the same memos again (policies parsed, DQC results cached per graph revision)
    sample = [m.accession for m in memos][:warm_sample]
    times = []
    for acc in sample:
        t = time.perf_counter()
        service.memo(acc)
        times.append((time.perf_counter() - t) * 1000)
    before = None
    if service.writer is not None:
        before = _before_verification(service, memos)
    return MemoMetrics(
        filings=len(accessions),
        memos=len(memos),
        failed=failed,
        claims=len(claims),
        numeric_exactness=sum(c.value_ok for c in claims if c.claim) / max(len(claims), 1),
        text_numbers=numbers,
        text_numbers_verified=verified / numbers if numbers else 1.0,
        citation_precision=sum(c.precise_citations for c in claims) / cited if cited else 1.0,
        claim_error_rate=errors / max(len(claims), 1),
        policy_passed=sum(m.policy.passed for m in memos),
        violations_by_policy=dict(sorted(violations.items())),
        ratios_computed=dict(sorted(ratios.items())),
        memos_per_second=len(memos) / elapsed if elapsed else 0.0,
        warm_p50_ms=statistics.median(times) if times else 0.0,
        warm_p95_ms=sorted(times)[max(0, int(round(0.95 * len(times))) - 1)] if times else 0.0,
        before_verification=before,
    )


def _before_verification(service: MemoService, memos: list) -> dict[str, Any]:
    """The model's own text (placeholders filled, nothing removed): how many of its numbers check out."""
    from auditgraph.memos.facts import load_filing_facts
    from auditgraph.memos.ratios import ALL_CONCEPTS, compute_ratios
    from auditgraph.memos.risk import assess

    numbers = verified = 0
    for m in memos:
        ff = load_filing_facts(service.store, m.accession, ALL_CONCEPTS)
        rs = compute_ratios(ff)
        written = service.writer.write(ff, rs, assess(rs), m.risk.dqc_flags, "")  # type: ignore[union-attr]
        _, check = verify_text(
            fill(written, m.claims),
            m.claims,
            m.verification.claims,
            [m.accession, m.company or "", m.form or "", (m.period or "")[:10]],
        )
        numbers += check.numbers_in_text
        verified += check.numbers_verified
    return {"text_numbers": numbers, "text_numbers_verified": verified / numbers if numbers else 1.0}


def render_memos(m: MemoMetrics, console: Console | None = None) -> None:
    console = console or Console()
    t = Table(title=f"memo evaluation ({m.memos} memos over {m.filings} filings)")
    t.add_column("metric")
    t.add_column("value", justify="right")
    for label, value in (
        ("claims", str(m.claims)),
        ("numeric exactness (claims)", f"{m.numeric_exactness:.4f}"),
        ("numbers in text verified", f"{m.text_numbers_verified:.4f} of {m.text_numbers}"),
        ("citation precision", f"{m.citation_precision:.4f}"),
        ("claim error rate", f"{m.claim_error_rate:.4f}"),
        ("memos with every policy holding", f"{m.policy_passed} of {m.memos}"),
        ("policy violations", ", ".join(f"{k}: {v}" for k, v in m.violations_by_policy.items()) or "none"),
        ("memos per second (first pass)", f"{m.memos_per_second:.1f}"),
        ("warm memo p50 / p95", f"{m.warm_p50_ms:.1f} / {m.warm_p95_ms:.1f} ms"),
        ("failed", str(len(m.failed))),
    ):
        t.add_row(label, value)
    console.print(t)
    r = Table(title="ratios computed")
    r.add_column("ratio")
    r.add_column("memos", justify="right")
    for k, v in m.ratios_computed.items():
        r.add_row(k, str(v))
    console.print(r)
    if m.before_verification:
        console.print(f"model text before verification: {m.before_verification}")
