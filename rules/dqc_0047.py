"""DQC.US.0047 — calculation descendants with no balance type (docs/DQC_US_0047, source/us/2024/DQC_0047.xule).

Increase (decrease) items without a balance attribute belong to roll forwards; below an operating cash flow total they
carry the opposite sign of their effect on cash. In each calculation network of the filing, every summation-item
descendant of NetCashProvidedByUsedInOperatingActivities or …ContinuingOperations (the totals of the rules taxonomy's
group ``CalculationDescendantsWithNoBalanceType``) that is a base-taxonomy concept with no balance is flagged, once per
(total, descendant) over all networks. The .xule's exceptions, also listed in that group: the continuing-operations
total itself and InvestmentCompanyNetAssetsFromOperationsIncreaseDecrease. Extension concepts are never flagged.

The balance attribute comes from the concept's declaration; a base concept whose declaration is not in the graph (a
us-gaap package without ``elts/us-gaap-<year>.xsd``, see ../shared/data/README.md) cannot be judged and is listed
as not evaluable. One element id, .7481 (rule data). Effective 2018-06-01 (DQC_0047.md). Query: cypher/rules/dqc_0047/.
"""

from __future__ import annotations

from collections import defaultdict

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.dates import not_yet_effective
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0047"
NAME = "Calculation descendants with no balance type"
GROUP = "CalculationDescendantsWithNoBalanceType"
CONTINUING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
TOTALS = ("us-gaap:NetCashProvidedByUsedInOperatingActivities", CONTINUING)
EXCEPTIONS = frozenset({CONTINUING, "us-gaap:InvestmentCompanyNetAssetsFromOperationsIncreaseDecrease"})


def message(total_label: str, total: str, child: str, element: str, version: str | None) -> str:
    return (
        f"In the company's extension taxonomy the concept {total_label} includes {child} as a summation-child. The "
        f"concept {child}  should not appear as a child of {total} because it does not have a balance type. Increase "
        "(Decrease) items without balance attributes are used in a roll forward and should not be used in the cash "
        "flow statement as they represent the impact on the balance sheet item which is the opposite of the impact "
        f"on cash.\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def descendant_paths(tree: dict, top: str) -> dict[str, list[tuple[str, str]]]:
    """Every summation-item descendant of ``top`` in one network, with the arcs (parent, child) of the first path
    found to it (breadth first)."""
    paths: dict[str, list[tuple[str, str]]] = {}
    queue = [top]
    while queue:
        node = queue.pop(0)
        for e in tree.get(node, []):
            if e.child != top and e.child not in paths:
                paths[e.child] = [*paths.get(node, []), (e.parent, e.child)]
                queue.append(e.child)
    return paths


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    if not set(TOTALS) | EXCEPTIONS <= set(data.concepts(GROUP)):
        result.status, result.reason = "not_evaluable", "the rule data does not name the operating cash flow totals"
        return result
    element = data.element_of(*TOTALS)
    if element is None:
        result.status, result.reason = (
            "not_evaluable",
            "the rule data gives the operating cash flow totals no element id",
        )
        return result
    if reason := not_yet_effective(view, RULE):
        result.status, result.reason = "not_evaluable", reason
        return result
    # (total, descendant) -> [(role, path of arcs)], over every network of the filing
    found: dict[tuple[str, str], list[tuple[str, list[tuple[str, str]]]]] = defaultdict(list)
    for role, tree in sorted(view.calc_by_role.items()):
        for total in TOTALS:
            if total in tree and matches(concept, None, {total}, set()):
                for child, path in descendant_paths(tree, total).items():
                    if child not in EXCEPTIONS:
                        found[(total, child)].append((role, path))
    info = {
        r["qname"]: r
        for r in view.store.run("rules.dqc_0047.concepts", {"concepts": sorted({q for pair in found for q in pair})})
    }
    for (total, child), where in sorted(found.items()):
        c = info.get(child) or {}
        if family_of(c.get("namespace") or "") is None:
            continue  # an extension concept (or one the graph does not know): never flagged
        role, path = where[0]
        if not c.get("declared"):
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    concept=child,
                    role=role,
                    reason=(
                        f"{element}: the declaration of {child} (its balance attribute), a calculation descendant of "
                        f"{total}, is not in the graph (load the us-gaap release with its element schema)"
                    ),
                )
            )
            continue
        result.evaluated += 1
        if c.get("balance") in ("debit", "credit"):
            result.passed += 1
            continue
        label = (info.get(total) or {}).get("label") or total.split(":", 1)[1]
        result.findings.append(
            structure_finding(
                RULE,
                view,
                element,
                total,
                message(label, total, child, element, data.version),
                key=[child],
                role=role,
                evidence=[rel_id("SUMMATION_ITEM", r, p, ch, view.accession) for r, arcs in where for p, ch in arcs],
            )
        )
    if not result.evaluated and result.not_evaluable:
        result.status = "not_evaluable"
        result.reason = (
            f"no base-taxonomy calculation descendant of the operating cash flow totals has its declaration (balance) "
            f"in the graph ({len(result.not_evaluable)} listed)"
        )
    return result
