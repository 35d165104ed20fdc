"""DQC.US.0061 — cash flow continuing operations elements not used (docs/DQC_US_0061, source/us/2024/DQC_0061.xule).

NetCashProvidedByUsedInInvestingActivities (.7498), …OperatingActivities (.7499) and …FinancingActivities (.7500) are
totals of continuing and discontinued operations (group ``CashFlowContinuingOperationsElementsNotUsed`` of the DQC
rules taxonomy, each with its discontinued-operations element in the group named after it). In a calculation network of
the filing where the total has descendants but the discontinued element is not one of them, the two must not share an
ancestor: that would count discontinued operations twice. One finding per network. Effective for periods ending on or after 2018-01-01 (DQC_0061.md).
"""

from __future__ import annotations

from auditgraph.rules.common import matches, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0061"
NAME = "Cash flow continuing operations elements not used"
GROUP = "CashFlowContinuingOperationsElementsNotUsed"


def _walk(tree: dict[str, list[str]], start: str) -> set[str]:
    out: set[str] = set()
    queue = [start]
    while queue:
        for n in tree.get(queue.pop(), []):
            if n not in out:
                out.add(n)
                queue.append(n)
    return out


def message(total: str, disc: str, common: list[str], version: str | None, element: str) -> str:
    t, d, c = total.split(":")[-1], disc.split(":")[-1], ", ".join(common)
    activity = t.removeprefix("NetCashProvidedByUsedIn").removesuffix("Activities").lower()
    return (
        f"The taxonomy extension includes {t} and {d} in the calculation of {c}. But {d} is not a direct child of "
        f"{t}. {t} is intended to represent the total of cash provided by or used in continuing and discontinued "
        f"operations. Cash flows from both Discontinued operations and {activity} activities cannot add into the "
        f"total of {c} as this implies that discontinued operations is being double counted, once in {activity} "
        f"activities and once as discontinued operations.\n\n{d}\n\nRule Element Id:{element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    for total in data.concepts(GROUP):
        for disc in data.concepts(total.split(":", 1)[1]):
            element = data.element_of(total, disc)
            if element is None or not matches(concept, None, {total, disc}, set()):
                continue
            for role, tree in sorted(view.calc_by_role.items()):
                children = {p: [e.child for e in es] for p, es in tree.items()}
                below = _walk(children, total)
                if not below:
                    continue
                result.evaluated += 1
                if disc in below:
                    result.passed += 1
                    continue
                parents: dict[str, list[str]] = {}
                for p, es in tree.items():
                    for e in es:
                        parents.setdefault(e.child, []).append(p)
                common = sorted(_walk(parents, total) & _walk(parents, disc))
                if not common:
                    result.passed += 1
                    continue
                result.findings.append(
                    structure_finding(
                        RULE,
                        view,
                        element,
                        total,
                        message(total, disc, common, data.version, element),
                        key=[disc],
                        role=role,
                    )
                )
    return result
