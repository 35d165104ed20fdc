"""DQC.US.0015 — negative values (docs/DQC_US_0015 of DataQualityCommittee/dqc_us_rules).

A numeric, non-nil fact whose concept is on the non-negative list and whose value is below zero is an error.
Non-dimensional negatives are always flagged; a dimensional one is exempt when a member name contains one
of the listed fragments (Adjust, Consolidat, Eliminat, Netting, Reconcili, Reclass …) or its member, axis
or axis-member pair is on the exclusion list: the shipped list (rules/dqc_data, SOURCES.md) and, when the graph
holds the FASB DQC rules taxonomy's 0015 data, the exclusions it states (rule-concept descendants of its exclusion
group elements, as the 2024 rule set's constants navigate them; dqc_lists.with_rule_data). The rule element id
is the list's id for the concept.
Query: cypher/rules/dqc_0015/negative_facts.cypher.
"""

from __future__ import annotations

from decimal import Decimal

from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.common import finding_id, fmt, matches
from auditgraph.rules.dqc_lists import load_list, with_rule_data
from auditgraph.rules.models import Contributor, Finding, RuleResult
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0015"
NAME = "Negative values"


def message(concept: str, value: Decimal, period: str, dims: list[str], unit: str | None) -> str:
    # DQC's published message template for 0015, with the fact's properties.
    return (
        f"{concept} has a value of {fmt(value)} which is less than zero. This element should not have a "
        "negative value. The preparer should consider if the value is input correctly for this assertion "
        "and, after considering the appropriateness of the input, if incorrect, input the amount as a "
        "positive (i.e., absolute) value and provide a negated label.\n\n"
        f"The properties of this {concept} fact are:\nPeriod :{period}\n"
        f"Dimensions : {', '.join(dims)}\nUnit : {unit or ''}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    year = taxonomy_year(view.taxonomy) if view.taxonomy else None
    nn = load_list(year)
    # the shipped exclusions, completed by those of the DQC rules taxonomy when the graph holds its 0015 data
    # (2018+ rule sets only: the 2017 generation's exclusions are its own file's)
    exclusions = with_rule_data(nn.exclusions, load_rule_data(view.store, RULE)) if nn.qualified else nn.exclusions
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    by_key = {f.key: f for f in view.facts}
    for r in view.store.run("rules.dqc_0015.negative_facts", {"accession": view.accession}):
        element = nn.element_id(r["concept"])
        if element is None or not matches(concept, period, {r["concept"]}, {r["period"]}):
            continue
        result.evaluated += 1
        dims = sorted(r["dims"] or [])
        if dims and exclusions.exempts(dims):
            result.passed += 1
            continue
        value = Decimal(str(r["value"]))
        f = by_key.get(r["key"])
        shown_period = f.display_period() if f else r["period"]
        result.findings.append(
            Finding(
                id=finding_id(RULE, view.accession, r["concept"], r["period"], dims, r["unit"], None),
                rule=RULE,
                element_id=f"{RULE}.{element}",
                severity="error",
                filing=view.accession,
                concept=r["concept"],
                period=r["period"],
                dims=dims,
                unit=r["unit"],
                decimals=r["decimals"],
                reported=float(value),
                expected=float(abs(value)),
                difference=float(value - abs(value)),
                tolerance=0.0,
                contributors=[
                    Contributor(key=r["key"], concept=r["concept"], value=float(value), decimals=r["decimals"])
                ],
                evidence=[r["key"]],
                fact_key=r["key"],
                message=message(r["concept"], value, shown_period, dims, r["unit"]),
            )
        )
    result.reason = f"non-negative list of the {nn.year} rule set ({nn.size} elements)"
    return result
