"""DQC.US.0005 — context dates after period end date (docs/DQC_US_0005).

Against the value of dei:DocumentPeriodEndDate:
- .17 dei:EntityCommonStockSharesOutstanding dated before the period end;
- .48 a fact on the Subsequent Event Type axis whose (end) date is on or before the period end;
- .49 a fact with Statement Scenario axis = Scenario Forecast member whose (end) date is on or before the period end.
The concepts, axis and member are the rule's own data (DQC rules taxonomy); each carries its element id. Forms S-1,
S-3, S-4, S-6, S-8, S-11, S-20 and their amendments are excluded (DQC_0005 appendix, effective 2016). Numeric facts
are tested (the view holds the filing's numeric facts).
"""

from __future__ import annotations

from auditgraph.rules.common import dims_text, fact_finding, fmt, matches
from auditgraph.rules.dates import REPORT_TYPE_EXCLUSIONS, document_period_end, document_type, iso
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0005"
NAME = "Context dates after period end date"
EXCLUDED_FORMS = REPORT_TYPE_EXCLUSIONS
SHARES = "dei:EntityCommonStockSharesOutstanding"


def message(f, what: str, dped, version: str | None) -> str:
    return (
        f"The date of {f.period_end} used for {f.concept}{what} with a value of {fmt(f.value)} is earlier than "
        f"{'' if not what else 'or the same as '}the reporting period end date of {dped}.\n"
        f"The properties of this {f.concept} fact are:\nPeriod: {f.display_period()}\nDimensions: {dims_text(f.dims)}\n"
        f"Unit: {f.unit}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    if document_type(view).upper() in EXCLUDED_FORMS:
        result.status, result.reason = "not_evaluable", f"DQC.US.0005 does not run on form {document_type(view)}"
        return result
    dped, _ = document_period_end(view)
    if dped is None:
        result.status, result.reason = "not_evaluable", "the filing reports no dei:DocumentPeriodEndDate value"
        return result
    by_concept = {c: data.element_of(c) for c in data.concepts()}
    shares_id = by_concept.get(SHARES)
    # the taxonomy's groups: the axes hang off ContextDatesAfterPeriodEndDate, the forecast member off the
    # StatementScenarioAxis group
    sub_axis = next((c for c in data.concepts() if c.endswith(":SubsequentEventTypeAxis")), None)
    scen_axis = next((c for c in data.concepts() if c.endswith(":StatementScenarioAxis")), None)
    forecast = next((c for c in data.concepts("StatementScenarioAxis") if c.endswith("Member")), None)
    for f in view.facts:
        if not matches(concept, period, {f.concept}, {f.period}):
            continue
        end = iso(f.period_end)
        axes = {a.split(":")[-1]: m.split(":")[-1] for a, m in f.axes.items()}  # the suite's 2014 us-gaap axes too
        checks: list[tuple[str | None, bool, str]] = []
        if f.concept == SHARES and shares_id:
            checks.append((shares_id, end is not None and end < dped, ""))
        if sub_axis and sub_axis.split(":")[-1] in axes and by_concept.get(sub_axis):
            checks.append((by_concept[sub_axis], end is not None and end <= dped, f" and the {sub_axis}"))
        if scen_axis and forecast and axes.get(scen_axis.split(":")[-1]) == forecast.split(":")[-1]:
            checks.append(
                (by_concept[forecast], end is not None and end <= dped, f" and the {scen_axis} and {forecast}")
            )
        for element, failed, what in checks:
            if element is None:  # the rule data names no element id for this check: nothing to report it under
                continue
            result.evaluated += 1
            if not failed:
                result.passed += 1
                continue
            result.findings.append(fact_finding(RULE, view, f, element, message(f, what, dped, data.version)))
    return result
