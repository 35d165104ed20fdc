"""DQC.US.0051 — before tax items (docs/DQC_US_0051, source/us/2024/DQC_0051.xule).

The before-tax totals the DQC rules taxonomy lists (group ``BeforeTaxItems``, each with its element id: .7484, .7485,
.7486) must not deduct an income tax item (group ``CalculationCheck``) in the company's calculations: for every path
of summation-item arcs from such a total down to a tax item in a network, a negative product of the weights is flagged
(one finding per path; the tax expense taken off makes the total an after-tax amount — NetIncomeLoss is then the
element to use).
"""

from __future__ import annotations

import math

from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0051"
NAME = "Before tax items"
TOTALS, TAX_ITEMS = "BeforeTaxItems", "CalculationCheck"


def weighted_paths(tree, start: str, targets: set[str]) -> list[list]:
    """Every path of calculation edges from ``start`` to one of ``targets`` (no repeated concept)."""
    out, stack = [], [[e] for e in tree.get(start, [])]
    while stack:
        path = stack.pop()
        last = path[-1].child
        if last in targets:
            out.append(path)
        seen = {start, *(e.child for e in path)}
        stack.extend(path + [e] for e in tree.get(last, []) if e.child not in seen)
    return sorted(out, key=lambda p: [e.child for e in p])


def message(tax: str, total: str, role: str, version: str | None, element: str) -> str:
    t = total.split(":")[-1]
    return (
        f"{tax} should not be included in the calculation of {t} in the group {role}. {t} is before the deduction of "
        "tax. Excluding the tax expense from the amount is inconsistent with the meaning of the element  because this "
        "element represents a before tax item and should not be used to represent an after tax item. If "
        f"{t} represents  the amount after tax then use NetIncomeLoss instead.\n\nElement Checked : {t}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    taxes = set(data.concepts(TAX_ITEMS))
    for total in data.concepts(TOTALS):
        element = data.element_of(total)
        if element is None or not matches(concept, None, {total}, set()):
            continue
        for role, tree in sorted(view.calc_by_role.items()):
            for path in weighted_paths(tree, total, taxes):
                result.evaluated += 1
                if math.prod(e.weight for e in path) >= 0:
                    result.passed += 1
                    continue
                tax = path[-1].child
                result.findings.append(
                    structure_finding(
                        RULE,
                        view,
                        element,
                        total,
                        message(tax, total, role, data.version, element),
                        key=[e.child for e in path],
                        role=role,
                        evidence=[rel_id("SUMMATION_ITEM", role, e.parent, e.child, view.accession) for e in path],
                    )
                )
    return result
