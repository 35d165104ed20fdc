"""DQC.US.0068 — geographical axis used with pension line items (docs/DQC_US_0068, source/us/2024/DQC_0068.xule).

srt:StatementGeographicalAxis (the DQC rules taxonomy's group ``GeographicalAxisUsedWithPensionLineItems``) must not
qualify a fact of a retirement benefits line item: plans by location use RetirementPlanSponsorLocationAxis, securities
by location a member naming both. The line items are the .xule's ``$NETWORK_730000_TARGET_NON_ABSTRACT_QNAMES``: the
concepts the us-gaap release presents in its network 730000 ("730000 - Disclosure - Compensation Related Costs,
Retirement Benefits"). The rule reads that network from the release in the graph rather than shipping a copy: a
concept is a line item when the release's own parent-child arcs present it in a role whose definition starts with the
network's number (the number stays when a role's URI is renamed). Only non-abstract
concepts can carry facts, so every target of the network counts. The filing's own release is read when loaded, else the
newest one stands in. Every fact (any type) with the axis and such a concept is flagged; element id .7641.

Effective for periods ending on or after 2019-01-01 (DQC_0068.md). The .xule runs it only on the forms its
``applicable_form`` allows; that table is not among the stored rule sources, so DQC's registration-statement exclusion
(S-1 … S-20 and amendments, as 0005 and 0048 apply it) stands for it.
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0068"
NAME = "Geographical axis used with pension line items"
GROUP = "GeographicalAxisUsedWithPensionLineItems"
NETWORK = "730000 "  # the number the release's role definition starts with ("730000 - Disclosure - …")
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the rule reads the "
    "line items of the release's retirement benefits network (730000)"
)


def message(f, version: str | None, element: str) -> str:
    return (
        "The filing has used the StatementGeographicalAxis in conjunction with the line item "
        f"{f.concept} with a value of {f.display_value()} in the Compensation Related Costs  and Retirement Benefits "
        "section of the taxonomy. These line items should not use the StatementGeographicalAxis to report a fact. To "
        "identify the physical location of the securities a member should be created that indicates both the type of "
        "security and its issuance location.  i.e. EquityUSMmember\n\n"
        f"The properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\n"
        f"Dimensions : {dims_text(f.dims)}\nUnit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def network_roles(view: FilingView, release: str, concepts: list[str]) -> dict[str, list[str]]:
    """concept -> the roles of the release's network 730000 that present it (only the concepts it presents there).
    Entered through the concepts, so the cost follows the filing's facts, not the release's 30,000 arcs."""
    arcs = view.store.run("rules.dqc_0068.network_arcs", {"release": release, "concepts": concepts})
    roles = sorted({r["role"] for r in arcs})
    numbered = {
        r["uri"]
        for r in view.store.run("rules.dqc_0068.role_definitions", {"roles": roles})
        if (r["definition"] or "").startswith(NETWORK)
    }
    out: dict[str, list[str]] = {}
    for r in arcs:
        if r["role"] in numbered:
            out.setdefault(r["concept"], []).append(r["role"])
    return out


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE, registration_excluded=True)
    if data is None:
        return result
    axis = next(iter(data.concepts(GROUP)), None)
    element = data.element_of(axis) if axis else None
    if axis is None or element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no geographical axis"
        return result
    facts = sorted(
        (f for f in view.dimensional if axis in f.axes and matches(concept, period, {f.concept}, {f.period})),
        key=lambda f: f.key,
    )
    if not facts:
        return result  # no fact carries the axis: nothing can break the rule
    release, own = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    if not view.store.run("rules.dqc_0068.has_presentation", {"release": release}):
        result.status, result.reason = (
            "not_evaluable",
            f"the us-gaap release in the graph ({release}) holds no presentation networks (network 730000 is read there)",
        )
        return result
    items = network_roles(view, release, sorted({f.concept for f in facts}))
    for f in facts:
        result.evaluated += 1
        if f.concept not in items:
            result.passed += 1
            continue
        result.findings.append(
            fact_finding(
                RULE,
                view,
                f,
                element,
                message(f, data.version, element),
                raw=None if f.value is not None else f.raw,
            )
        )
    return result
