"""DQC.US.0041 — axis with a default member that differs from the base taxonomy (docs/DQC_US_0041,
source/us/2024/DQC_0041.xule).

A company may not change the default member the base taxonomy gives an axis (SEC staff interpretation E.16): every
dimension-default arc of the filing's own definition linkbase whose (axis, default) pair the base taxonomy does not
define, on a base-taxonomy axis that has a default there, is flagged once per pair. The .xule compares with its
$TAXONOMY_DEFAULTS, the dimension defaults of the us-gaap release's entry point; here they are the release's
``DIMENSION_DEFAULT`` arcs in the graph (``source`` = the release): the filing's own release when loaded, else the
newest one standing in. Defaults have been renamed between releases, so with a stand-in only an extension default
is a finding for certain; a base member that the stand-in does not name as the default is listed as not evaluable.
An axis the release gives no default (an extension axis, or a base axis without one) is not judged, as in the .xule.
One element id, .73 (the .xule's assertion and DQC_0041.md's index; the rules taxonomy names none). Effective
2017-01-01 (DQC_0041.md). Queries: cypher/rules/dqc_0041/.
"""

from __future__ import annotations

from collections import defaultdict

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import matches, rel_id, structure_finding
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import start
from auditgraph.rules.view import FilingView

RULE = "DQC.US.0041"
NAME = "Axis with a default member that differs from the base taxonomy"
ELEMENT = f"{RULE}.73"
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the rule "
    "compares the filing's dimension defaults with the release's"
)


def message(axis: str, base_default: str, default: str, role: str, version: str | None) -> str:
    return (
        "The dimension default defined for the axis in the US GAAP Taxonomy should not be changed in a company "
        f"extension taxonomy. The default for the dimension {axis} in the base taxonomy is {base_default}, but the "
        f"default has been replaced with {default} in the extension taxonomy role {role}.  This issue is addressed in "
        "Question E.16 (Updated 02/05/2013) (formerly Question 38) of the SEC Staff Interpretations and FAQs Related "
        f"to Interactive Data Disclosure.\nRule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result, data = start(view, RULE)
    if data is None:
        return result
    release, own = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    stand_in = release != own
    # (axis, default) -> the filing's arcs declaring it (role, role definition), each pair judged once
    declared: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for r in view.store.run("rules.dqc_0041.filing_defaults", {"accession": view.accession}):
        if family_of(r["axis_namespace"] or "") is not None and matches(concept, None, {r["axis"]}, set()):
            declared[(r["axis"], r["member"])].append(r)
    axes = sorted({axis for axis, _ in declared})
    base: dict[str, list[dict]] = defaultdict(list)
    for r in view.store.run("rules.dqc_0041.release_defaults", {"release": release, "axes": axes}):
        base[r["axis"]].append(r)
    for (axis, member), arcs in sorted(declared.items()):
        if not base.get(axis):
            continue  # the release gives the axis no default: nothing to compare with
        result.evaluated += 1
        base_members = sorted({b["member"] for b in base[axis]})
        if member in base_members:
            result.passed += 1
            continue
        arc = arcs[0]
        if stand_in and family_of(arc["member_namespace"] or "") is not None:
            result.evaluated -= 1
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    concept=axis,
                    role=arc["role"],
                    reason=(
                        f"{ELEMENT}: the default {member} is a base-taxonomy member and the filing's own us-gaap "
                        f"release ({own}) is not in the graph; {release}, standing in, names {', '.join(base_members)}"
                    ),
                )
            )
            continue
        result.findings.append(
            structure_finding(
                RULE,
                view,
                ELEMENT,
                axis,
                message(axis, base_members[0], member, arc["role_definition"] or arc["role"], data.version),
                key=[member],
                dims=[f"{axis}={member}"],
                role=arc["role"],
                evidence=[rel_id("DIMENSION_DEFAULT", a["role"], axis, member, view.accession) for a in arcs]
                + [rel_id("DIMENSION_DEFAULT", b["role"], axis, b["member"], release) for b in base[axis]],
            )
        )
    return result
