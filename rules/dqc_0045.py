"""DQC.US.0045 — movement of concepts between calculation trees (docs/DQC_US_0045, source/us/2024/DQC_0045.xule).

The .xule's compare_baseCalc_to_extensionCalc (source/lib/functions.xule): the summation-item descendants of one
continuing-operations cash flow total in the us-gaap release's calculations, less the .xule's $CASH_FLOW_EXCEPTIONS
(rules/dqc_data/2024), that the filing's own calculations place below another activity's total. Four comparisons, each
element id carried by the release total in the DQC rules taxonomy (group ``MovementOfConceptsBetweenCalculationTrees``)
and paired by the .xule with the filing's total:

- .6835 operating items below investing, .6836 financing items below investing,
- .6837 investing items below financing, .6838 operating items below financing.

Every network is walked on its own, in the release and in the filing. One finding per misplaced concept. Not
evaluable without a us-gaap release in the graph. Effective for periods ending on or after 2018-06-01 (DQC_0045.md);
DQC's rule-form lookup applies.
"""

from __future__ import annotations

from auditgraph.rules.calc_navigation import below_in_release, package_names, paths_below
from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0045"
NAME = "Movement of concepts between calculation trees"
GROUP = "MovementOfConceptsBetweenCalculationTrees"
OPERATING = "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"
INVESTING = "us-gaap:NetCashProvidedByUsedInInvestingActivitiesContinuingOperations"
FINANCING = "us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations"
# element id -> (the release's total, the filing's total), as the four assertions of DQC_0045.xule pair them
COMPARISONS = {
    "6835": (OPERATING, INVESTING),
    "6836": (FINANCING, INVESTING),
    "6837": (INVESTING, FINANCING),
    "6838": (OPERATING, FINANCING),
}
ACTIVITY = {OPERATING: "operating", INVESTING: "investing", FINANCING: "financing"}
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the rule compares the "
    "filing's cash flow calculations with the release's"
)


def message(name: str, base: str, extension: str, version: str | None, element: str) -> str:
    # {$baseName} is the concept's QName (prefix:local name)
    n, kind, where = name, ACTIVITY[base], ACTIVITY[extension]
    article = "an" if kind[0] in "aeiou" else "a"
    if element.endswith(".6835"):
        text = (
            f"The concept {n} appears in the investing cash flows of the company's cash flow statement. {n} is an "
            "operating item and it is expected that this item would only appear in the cash flow generated from "
            "operating activities.  Please review the calculations defined for the cash flow statement to determine "
            "that the correct element has been used for this item. \n\n"
        )
    else:
        tail, end = ("from", " \n\n\n") if element.endswith(".6838") else ("generated from", " \n \n\n")
        text = (
            f"The concept {n} appears in the {where} cashflows of the companies cash flow statement. {n} is {article} "
            f"{kind} item and it is expected that this item would only appear in the cash flow {tail} {kind} "
            "activities. Please review the calculations defined for the cash flow statement to determine that the "
            f"correct element has been used for this item.{end}"
        )
    return f"{text}Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    release, _ = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    exceptions = package_names("dqc_0045_cash_flow_exceptions.csv")
    for element in sorted(e for c in data.concepts(GROUP) for e in data.elements.get(c, []) if e.startswith(RULE)):
        base, extension = COMPARISONS[element.rsplit(".", 1)[-1]]
        if element not in data.elements.get(base, []):
            continue  # the rules taxonomy gives this id to another total: not the comparison the .xule makes
        # The filing's descendants of its total, in every network, with the first path found.
        found: dict[str, tuple[str, list[str]]] = {}
        for role, tree in sorted(view.calc_by_role.items()):
            for child, path in paths_below(tree, extension).items():
                found.setdefault(child, (role, path))
        if not found:
            continue
        misplaced = below_in_release(view, release, set(found) - exceptions, {base}, "calc")
        for name, (role, path) in sorted(found.items()):
            if not matches(concept, None, {name, base, extension}, set()):
                continue
            result.evaluated += 1
            if name not in misplaced:
                result.passed += 1
                continue
            result.findings.append(
                structure_finding(
                    RULE,
                    view,
                    element,
                    name,
                    message(name, base, extension, data.version, element),
                    key=[base, extension],
                    role=role,
                    evidence=[rel_id("SUMMATION_ITEM", role, a, b, view.accession) for a, b in zip(path, path[1:])],
                )
            )
    return result
