"""DQC.US.0008 — reversed calculation (docs/DQC_US_0008, source/us/2024/DQC_0008.xule).

A calculation arc of the company's own linkbase (total → component, weight w) is flagged when the us-gaap release
defines the opposite arc — the component as total of the total — with the same weight, both concepts carrying a debit
or credit balance (a concept whose declaration the graph lacks counts). The rule's data is the release's calculation network in the graph (``SUMMATION_ITEM`` with
``source`` = the release): the filing's own release when loaded, else the newest one standing in (a base calculation
is rarely reversed between releases). One element id, .6819. Effective for filings whose period ends on or after
2018-01-01 (DQC_0008.md's effective date for US GAAP filings; rules.dates.not_yet_effective). Query: cypher/rules/dqc_0008/.
"""

from __future__ import annotations

from auditgraph.rules.common import finding_id, matches, rel_id
from auditgraph.rules.models import Finding, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0008"
NAME = "Reversed calculation"
ELEMENT = f"{RULE}.6819"
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the rule "
    "compares the filing's calculations with the release's"
)


def message(child: str, parent: str, network: str, version: str | None) -> str:
    return (
        f"The calculation in the extension taxonomy from {child.split(':')[-1]} to {parent.split(':')[-1]} in "
        f"{network} is the opposite of a calculation defined in the base US GAAP taxonomy. Check that the "
        "calculation is correct or that you have used the correct tag for the two elements identified in the "
        "calculation It is possible that the calculation is correct in the case of a reconciliation calculation.\n"
        f"{parent.split(':')[-1]}\n\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    release, _ = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    concepts = sorted({q for e in view.calc for q in (e.parent, e.child)})
    balance = {r["qname"]: r for r in view.store.run("rules.dqc_0008.balances", {"concepts": concepts})}

    def balanced(q: str) -> bool:
        # debit or credit; a concept known only from a locator (a partial package without declarations) counts, as
        # us-gaap calculations join monetary, balanced items
        r = balance.get(q) or {}
        return r.get("balance") in ("debit", "credit") or (r.get("balance") is None and r.get("declared") is False)

    arcs = [
        e
        for e in view.calc
        if e.parent != e.child
        and balanced(e.parent)
        and balanced(e.child)
        and matches(concept, None, {e.parent, e.child}, set())
    ]
    pairs = sorted({(e.parent, e.child) for e in arcs})
    base: dict[tuple[str, str], list[tuple[float, str]]] = {}
    for r in view.store.run(
        "rules.dqc_0008.base_reverse_arcs", {"release": release, "pairs": [{"parent": p, "child": c} for p, c in pairs]}
    ):
        base.setdefault((r["component"], r["total"]), []).append((float(r["weight"]), r["role"]))
    for e in arcs:
        result.evaluated += 1
        hits = sorted(role for w, role in base.get((e.parent, e.child), []) if w == e.weight)
        if not hits:
            result.passed += 1
            continue
        role = view.roles.get(e.role)
        network = role.definition if role and role.definition else e.role
        result.findings.append(
            Finding(
                id=finding_id(ELEMENT, view.accession, e.parent, "", [e.child], None, e.role),
                rule=RULE,
                element_id=ELEMENT,
                filing=view.accession,
                concept=e.parent,
                period="",
                role=e.role,
                evidence=[
                    rel_id("SUMMATION_ITEM", e.role, e.parent, e.child, view.accession),
                    rel_id("SUMMATION_ITEM", hits[0], e.child, e.parent, release),
                ],
                message=message(e.child, e.parent, network, data.version),
            )
        )
    return result
