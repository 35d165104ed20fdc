"""DQC.US.0079 — extension members (docs/DQC_US_0079, source/us/2024/DQC_0079.xule).

A company member whose name duplicates a country of the SEC's country taxonomy (the DQC rules taxonomy's group
``ExtensionMembers``: one concept per country, with the disallowed lower-case member name as its
``disallowableSubString``, e.g. country:AD ← "andorramember") must not be used on an axis — the country concept should
be. Members on StatementBusinessSegmentsAxis or IncomeTaxAuthorityNameAxis are accepted (a segment or a tax authority
may bear a country's name). The members and their axes are those of the filing's definition linkbase and of its facts.
One finding per member, naming its axes. Element id .7657.
"""

from __future__ import annotations

from collections import defaultdict

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import matches, structure_finding
from auditgraph.rules.models import RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0079"
NAME = "Extension members"
GROUP = "ExtensionMembers"
ACCEPTABLE_AXES = ("StatementBusinessSegmentsAxis", "IncomeTaxAuthorityNameAxis")


def message(member: str, axes: list[str], replacement: str, version: str | None, element: str) -> str:
    return (
        f"{member} is an extension member on the axis {', '.join(a.split(':')[-1] for a in axes)} that was reported "
        "in the extension taxonomy, but duplicates a concept that exists in the SEC Non-GAAP taxonomies. Consider "
        f"replacing {member} with the existing taxonomy concept {replacement.split(':')[-1]} ({replacement}).\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    by_name = {p.pattern: c for c in data.concepts(GROUP) for p in data.patterns(c, "disallowableSubString")}
    axes_of: dict[str, set[str]] = defaultdict(set)
    for (role, axis), domains in view.axis_domains.items():
        for d in domains:
            for m in (d, *view.descendants(role, d)):
                axes_of[m].add(axis)
    for f in view.dimensional:
        for d in f.dims:
            axis, _, m = d.partition("=")
            axes_of[m].add(axis)
    candidates = sorted(m for m in axes_of if m.split(":")[-1].lower() in by_name)
    namespace = {
        r["qname"]: r["namespace"] for r in view.store.run("rules.common.namespaces", {"concepts": candidates})
    }
    for m in candidates:
        if family_of(namespace.get(m) or "") is not None or not matches(concept, None, {m}, set()):
            continue  # a base-taxonomy member is not an extension
        replacement = by_name[m.split(":")[-1].lower()]
        element = data.element_of(replacement)
        if element is None:
            continue
        result.evaluated += 1
        axes = sorted(a for a in axes_of[m] if a.split(":")[-1] not in ACCEPTABLE_AXES)
        if not axes:
            result.passed += 1
            continue
        result.findings.append(
            structure_finding(
                RULE,
                view,
                element,
                m,
                message(m, axes, replacement, data.version, element),
                key=axes,
                dims=[f"{a}={m}" for a in axes],
            )
        )
    return result
