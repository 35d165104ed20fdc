"""DQC.US.0009 — element A must be less than or equal to element B (docs/DQC_US_0009).

Each ``greaterThan-concept`` arc of the DQC rules taxonomy (B → A) states that A ≤ B; the pair's element id is the
ruleID reference both concepts carry (e.g. CommonStockSharesOutstanding ≤ CommonStockSharesIssued: .24). Facts of A
and B are compared when they share period, unit and dimensions, both rounded to the lower of their decimals (DQC's
comparison at the reported precision). The finding is about A (fact1 of DQC's message).
Rule data: cypher/rules/ruledata/* (the pairs and element ids in the graph).
"""

from __future__ import annotations

from auditgraph.rules.arithmetic import lowest_decimals, round_to
from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.models import Contributor, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import Fact, FilingView

RULE = "DQC.US.0009"
NAME = "Element A must be less than or equal to Element B"


def message(a, b, version: str | None) -> str:
    return (
        f"The value of {a.concept}, {fmt(a.value)}, should be less than or equal to {b.concept}, {fmt(b.value)}.\n"
        f"The properties of this {a.concept} fact are:\nPeriod: {a.display_period()}\nDimensions: {dims_text(a.dims)}\n"
        f"Unit: {a.unit}\nRule version: {version}"
    )


def greater_than_closure(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every (B, A) with A ≤ B through a chain of greaterThan arcs: Authorized ≥ Issued ≥ Outstanding also gives
    Outstanding ≤ Authorized, which carries its own element id (.15) in the taxonomy's ruleID references."""
    below: dict[str, list[str]] = {}
    for big, small in pairs:
        below.setdefault(big, []).append(small)
    out: list[tuple[str, str]] = []
    for big in below:
        seen: list[str] = []
        stack = list(below[big])
        while stack:
            c = stack.pop(0)
            if c not in seen:
                seen.append(c)
                stack.extend(below.get(c, []))
        out.extend((big, c) for c in seen)
    return sorted(set(out))


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    for greater, lesser in greater_than_closure(data.pairs("GREATER_THAN")):
        element = data.element_of(greater, lesser)
        if element is None:
            continue
        bigs: dict[tuple, Fact] = {}
        for b in view.by_concept.get(greater, []):
            bigs.setdefault((b.period, b.unit, b.dims), b)
        for a in view.by_concept.get(lesser, []):
            big = bigs.get((a.period, a.unit, a.dims))
            if big is None or not matches(concept, period, {greater, lesser}, {a.period}):
                continue
            result.evaluated += 1
            d = lowest_decimals([a.decimals, big.decimals])
            if round_to(a.value, d) <= round_to(big.value, d):
                result.passed += 1
                continue
            result.findings.append(
                fact_finding(
                    RULE,
                    view,
                    a,
                    element,
                    message(a, big, data.version),
                    expected=big.value,
                    evidence=[a.key, big.key],
                    contributors=[
                        Contributor(key=a.key, concept=a.concept, value=float(a.value), decimals=a.decimals),
                        Contributor(key=big.key, concept=big.concept, value=float(big.value), decimals=big.decimals),
                    ],
                )
            )
    return result
