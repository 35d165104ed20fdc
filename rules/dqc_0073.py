"""DQC.US.0073 — plan asset categories permissible line items (docs/DQC_US_0073, source/us/2024/DQC_0073.xule).

DefinedBenefitPlanByPlanAssetCategoriesAxis (the DQC rules taxonomy's group ``PlanAssetCategoriesPermissibleLineItems``)
breaks down plan assets: only the line items the taxonomy lists under the axis (plan asset fair values, returns,
allocations, level 3 roll-forward items, net-asset-value investment details …) may carry it. Every fact of another
base-taxonomy concept with the axis (any member, any fact type) is flagged; company concepts are not judged. Element id
.7648. Effective for periods ending on or after 2019-01-01 (DQC_0073.md: the rule applies to taxonomies after 2017; older
ones allowed the target allocation range items).
"""

from __future__ import annotations

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import dims_text, fact_finding, matches
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0073"
NAME = "Plan asset categories permissible line items"
GROUP = "PlanAssetCategoriesPermissibleLineItems"


def message(f, version: str | None, element: str) -> str:
    return (
        f"The concept {f.concept} with a value of {f.display_value()} is used with the "
        "DefinedBenefitPlanByPlanAssetCategoriesAxis. This element cannot be used with this axis; the allowable "
        "elements are the plan asset line items the DQC rules taxonomy lists for the axis.\n\n"
        f"The properties of this {f.concept} fact are:\nPeriod :{f.display_period()}\nDimensions : {dims_text(f.dims)}\n"
        f"Unit : {f.unit}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    axis = next(iter(data.concepts(GROUP)), None)
    element = data.element_of(axis) if axis else None
    if axis is None or element is None:
        result.status, result.reason = "not_evaluable", "the rule data names no plan asset categories axis"
        return result
    allowed = set(data.concepts(axis.split(":", 1)[1]))
    facts = [
        f
        for f in view.dimensional
        if any(d.startswith(axis + "=") for d in f.dims) and matches(concept, period, {f.concept}, {f.period})
    ]
    concepts = sorted({f.concept for f in facts})
    namespace = {r["qname"]: r["namespace"] for r in view.store.run("rules.common.namespaces", {"concepts": concepts})}
    for f in facts:
        if family_of(namespace.get(f.concept) or "") is None:
            continue  # company concepts are not judged
        result.evaluated += 1
        if f.concept in allowed:
            result.passed += 1
            continue
        result.findings.append(
            fact_finding(
                RULE, view, f, element, message(f, data.version, element), raw=None if f.value is not None else f.raw
            )
        )
    return result
