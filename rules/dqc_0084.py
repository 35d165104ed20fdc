"""DQC.US.0084 — durational aggregation (docs/DQC_US_0084, source/us/2024/DQC_0084.xule).

A monetary duration fact is the sum of the facts that tile its period: for every non-nil fact of a base-taxonomy
concept (``fact1``) and every chain of two to four non-nil facts of the same concept, unit and dimensions whose
periods are contiguous (each starts the day after the previous one ends, as written in the instance), the first
starting with ``fact1`` and the last ending with it, |fact1 − Σ chain| may not exceed (chain length − 1) ×
10^−d × 3, d the lowest decimals among fact1 and the chain (INF ignored; all INF: exact). Each failing chain is one
finding (.9298). Not checked: concepts whose local name contains "average", facts with a typed dimension, the
concepts of ``dqc_data/2024/dqc_0084_non_additive_duration_concepts.csv`` ($NON_ADDITIVE_DURATION_CONCEPTS; see
SOURCES.md on what it holds), extension concepts. A difference below 1 % of fact1 at decimals 0 is waived when the
filing reports an ImmaterialDifferenceFlag (any namespace, any context). Monetary: the concept's data type when its
declaration is in the graph, else the fact's unit (a single ISO 4217 currency, which XBRL requires of monetary items).
Inconsistent duplicates are separate facts, each chain through them evaluated, as the .xule's bindings are.

DQC skips N-CSR and N-CSRS (and /A) filings. Effective 2020-01-01 (DQC_0084.md). Queries: cypher/rules/dqc_0084/.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from datetime import date, timedelta
from decimal import Decimal
from functools import lru_cache
from importlib import resources

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.arithmetic import decimals_int
from auditgraph.rules.common import dims_text, fact_finding, finding_id, fmt, matches
from auditgraph.rules.dates import document_type
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import Fact, FilingView

RULE = "DQC.US.0084"
NAME = "Durational aggregation"
ELEMENT = f"{RULE}.9298"
SKIPPED_FORMS = frozenset({"N-CSR", "N-CSRS", "N-CSR/A", "N-CSRS/A"})
TOLERANCE_FACTOR = 3  # the .xule's $decimal_tolerance_factor (DQC_0084.md's table still shows 2)
MAX_PARTS = 4
IMMATERIAL_SHARE = Decimal("0.01")
MONETARY_TYPE = "xbrli:monetaryItemType"


@lru_cache(maxsize=1)
def non_additive_concepts() -> frozenset[str]:
    """$NON_ADDITIVE_DURATION_CONCEPTS (package data)."""
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / "dqc_0084_non_additive_duration_concepts.csv"
    with path.open(encoding="utf-8") as fh:
        return frozenset(r["concept"] for r in csv.DictReader(line for line in fh if not line.startswith("#")))


def _day(d: str) -> date:
    return date.fromisoformat(d[:10])


def chains(total: Fact, by_start: dict[date, list[Fact]]) -> list[list[Fact]]:
    """Every run of 2–4 contiguous facts from ``total``'s start to its end, the first ending before ``total``."""
    end = _day(total.end or "")
    out: list[list[Fact]] = []

    def extend(chain: list[Fact]) -> None:
        last = _day(chain[-1].end or "")
        if last == end:
            if len(chain) >= 2:
                out.append(chain)
            return
        if last > end or len(chain) == MAX_PARTS:
            return
        for nxt in by_start.get(last + timedelta(days=1), []):
            extend([*chain, nxt])

    for first in by_start.get(_day(total.start or ""), []):
        if _day(first.end or "") < end:
            extend([first])
    return out


def message(total: Fact, parts: list[Fact], tolerance: Decimal, lowest: int | None, version: str | None) -> str:
    summed = sum((p.value for p in parts), Decimal(0))
    diff = abs(summed - total.value)
    values = "\n".join(f" \t{p.display_period()} \t{fmt(p.value)} \t Decimals: {p.decimals or 'INF'}" for p in parts)
    waiver = (
        "\nIn those rare cases where there are small immaterial differences that are less than 1% of the total and "
        "decimals are zero the rule can be overidden. This is performed by creating an extension element called "
        "ImmaterialDifferenceFlag.  If this element has any value in any context in the instance then the immaterial "
        "difference will not result in an error."
        if diff < abs(total.value) * IMMATERIAL_SHARE and lowest == 0
        else ""
    )
    return (
        f"Sum of the cumulative periods of {fmt(summed)} for {total.concept} does not match the reported total of "
        f"{fmt(total.value)}, a difference of {fmt(diff)}.\n\nPeriod values are:\n{values}\n\nThis rule takes into "
        "account possible rounding of values across periods and the decimals associated with each fact. This rule "
        f"used a tolerance of {fmt(tolerance)} which is calculated by taking the lowest decimal value used in the "
        f"calculation of {lowest if lowest is not None else 'INF'}. If there is a difference between the sum of the "
        "periods and the aggregate value reported the difference may be due to incorrect decimals associated with "
        "the individual fact values. The filer should check that the fact values do not have a decimal value that "
        f"implies a higher level of accuracy than intended.\n{waiver}\n\nThe rule excludes elements in the base "
        "taxonomy that cannot be aggregated such as an average, maximum or minimum value.\n\nThe properties of this "
        f"{total.concept} fact are:\n\nPeriod :{total.display_period()}\nDimensions : {dims_text(total.dims)}\n"
        f"Unit : {total.unit}\nDecimals: {total.decimals or 'INF'}\n\nRule Element Id:{ELEMENT.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    form = document_type(view).upper()
    if form in SKIPPED_FORMS:
        result.status, result.reason = "not_evaluable", f"DQC does not run {RULE} on {form} filings"
        return result
    durations = [f for f in view.facts if f.start and f.end and "average" not in f.local.lower()]
    info = {
        r["qname"]: r
        for r in view.store.run("rules.dqc_0084.concepts", {"concepts": sorted({f.concept for f in durations})})
    }
    typed = {r["context_id"] for r in view.store.run("rules.dqc_0084.typed_contexts", {"accession": view.accession})}
    excluded = non_additive_concepts()

    def checked(f: Fact) -> bool:
        c = info.get(f.concept) or {}
        if family_of(c.get("namespace") or "") is None or f.concept in excluded or f.context_id in typed:
            return False
        return c.get("data_type") == MONETARY_TYPE if c.get("declared") else f.monetary

    groups: dict[tuple, list[Fact]] = defaultdict(list)
    for f in durations:
        if checked(f):
            groups[(f.concept, f.unit, f.dims)].append(f)
    flagged: bool | None = None  # whether the filer reports ImmaterialDifferenceFlag, read when first needed
    for _, facts in sorted(groups.items()):
        by_start: dict[date, list[Fact]] = defaultdict(list)
        for f in sorted(facts, key=lambda f: f.key):
            by_start[_day(f.start or "")].append(f)
        for total in sorted(facts, key=lambda f: f.key):
            if not matches(concept, period, {total.concept}, {total.period}):
                continue
            for parts in chains(total, by_start):
                result.evaluated += 1
                summed = sum((p.value for p in parts), Decimal(0))
                diff = abs(total.value - summed)
                known = [d for d in (decimals_int(x.decimals) for x in [total, *parts]) if d is not None]
                lowest = min(known) if known else None
                tolerance = (
                    Decimal(0)
                    if lowest is None
                    else Decimal(len(parts) - 1) * Decimal(10) ** (-lowest) * TOLERANCE_FACTOR
                )
                if diff <= tolerance:
                    result.passed += 1
                    continue
                if lowest == 0 and diff < abs(total.value) * IMMATERIAL_SHARE:
                    if flagged is None:
                        n = view.store.run("rules.dqc_0084.immaterial_flag", {"accession": view.accession})
                        flagged = bool(n and n[0]["n"])
                    if flagged:
                        result.passed += 1
                        continue
                finding = fact_finding(
                    RULE,
                    view,
                    total,
                    ELEMENT,
                    message(total, parts, tolerance, lowest, data.version),
                    expected=summed,
                    evidence=[total.key, *(p.key for p in parts)],
                    contributors=[
                        Contributor(
                            key=total.key, concept=total.concept, value=float(total.value), decimals=total.decimals
                        ),
                        *(
                            Contributor(
                                key=p.key, concept=p.concept, value=float(p.value), weight=1.0, decimals=p.decimals
                            )
                            for p in parts
                        ),
                    ],
                )
                # one finding per chain: a total can fail against several tilings of its period
                ident = finding_id(
                    ELEMENT,
                    view.accession,
                    total.concept,
                    total.period,
                    [total.key, *(p.key for p in parts)],
                    total.unit,
                    None,
                )
                result.findings.append(finding.model_copy(update={"id": ident, "tolerance": float(tolerance)}))
    return result
