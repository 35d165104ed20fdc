"""DQC.US.0054 — excluded dimensions from a table (docs/DQC_US_0054, source/us/2024/DQC_0054.xule).

The FASB's retirement benefits guide prohibits srt:StatementGeographicalAxis on three tables (the DQC rules taxonomy's
group ``ExcludedDimensionsFromATable``: ScheduleOfDefinedBenefitPlansDisclosuresTable .7490, DefinedContributionPlanTable
.7491, DefinedBenefitPlansAndOtherPostretirementBenefitPlansDisclosuresTable .7492; the axis is the group's member that
is not a table). One finding per table that has the axis as a hypercube dimension in the filing's definition linkbase
(any role), whatever the facts. Effective for periods ending on or after 2018-06-01 (DQC_0054.md).
"""

from __future__ import annotations

from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0054"
NAME = "Excluded dimensions from a table"
GROUP = "ExcludedDimensionsFromATable"


def message(table: str, version: str | None, element: str) -> str:
    return (
        "The definition linkbase in the extension taxonomy defines the axis Statement Geographical Axis as an axis "
        f"of  the table {table.split(':')[-1]}. This axis cannot be used on this table as this axis is expressly "
        "prohibited from being used on this table by the 2017 FASB taxonomy and retirement benefits implementation "
        "guide.  Consider using the axis Retirement Plan Sponsor Location [Axis] instead.\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    listed = data.concepts(GROUP)
    axes = [c for c in listed if c.endswith("Axis")]
    dims: dict[str, list[tuple[str, str]]] = {}
    for e in view.definition:
        if e["rel"] == "HYPERCUBE_DIMENSION":
            dims.setdefault(e["source_concept"], []).append((e["role"], e["target_concept"]))
    for table in (c for c in listed if c.endswith("Table")):
        for axis in axes:
            element = data.element_of(table, axis)
            if element is None or table not in dims or not matches(concept, None, {table, axis}, set()):
                continue
            result.evaluated += 1
            roles = sorted(r for r, a in dims[table] if a == axis)
            if not roles:
                result.passed += 1
                continue
            result.findings.append(
                structure_finding(
                    RULE,
                    view,
                    element,
                    table,
                    message(table, data.version, element),
                    key=[axis],
                    role=roles[0],
                    evidence=[rel_id("HYPERCUBE_DIMENSION", r, table, axis, view.accession) for r in roles],
                )
            )
    return result
