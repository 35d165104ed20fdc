"""DQC.US.0033 — document period end date context (docs/DQC_US_0033).

Each listed dei fact (the rule's concepts in the DQC rules taxonomy) reported for a duration must end on the end
date of dei:DocumentPeriodEndDate's own context (the required context). Instants (shares outstanding, public float)
are not tested. Element id DQC.US.0033.2 as the rule document and DQC's messages give it (the 2024 taxonomy's ruleID
reference reads DQC.US.0033.0).
"""

from __future__ import annotations

from auditgraph.rules.common import fact_finding, matches
from auditgraph.rules.dates import DeiFact, document_period_end
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0033"
NAME = "Document period end date context"
ELEMENT_ID = f"{RULE}.2"


def message(f: DeiFact, dped: str, version: str | None) -> str:
    return (
        f"The end date of the context of {f.concept}, {f.end}, differs from the end date of the context of "
        f"dei:DocumentPeriodEndDate, {dped}. These dates should be the same.\nThe properties of this {f.concept} fact "
        f"are:\nPeriod: {f.display_period()}\nDimensions: none\nUnit: none\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    _, dped_row = document_period_end(view)
    required_end = dped_row and (dped_row["end"] or dped_row["instant"])
    if not required_end:
        result.status, result.reason = "not_evaluable", "the filing reports no dei:DocumentPeriodEndDate"
        return result
    concepts = set(data.concepts()) - {"dei:DocumentPeriodEndDate"}
    for f in (DeiFact(r) for r in view.dei if r["concept"] in concepts):
        if not f.end or f.instant or not matches(concept, period, {f.concept}, {f.period}):
            continue
        result.evaluated += 1
        if f.end == required_end:
            result.passed += 1
            continue
        result.findings.append(
            fact_finding(RULE, view, f, ELEMENT_ID, message(f, required_end, data.version), raw=f.raw)
        )
    return result
