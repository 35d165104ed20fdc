"""DQC.US.0001 — axis with inappropriate members (docs/DQC_US_0001, source/us/2024/DQC_0001.xule).

The FASB DQC rules taxonomy names the axes, each with its element id (ruleID), in three groups, and that is how the
rule reads them:

- ``AxisAllowExtensionsOnly`` (.53 … .83, .9366): company members are expected; a *base-taxonomy* member on the axis
  is flagged unless the us-gaap release places it under the axis (or under an axis the 2024 rule adds), the rule data
  lists it (its ``dimension-domain`` arcs: CounterpartyNameAxis → AffiliatedEntityMember …) or the rule's constants do.
  .71 is the reverse: a member of the retirement-plan type, sponsor, funding or name trees is flagged on
  DefinedBenefitPlanByPlanAssetCategoriesAxis.
- ``AxisRestrictExtensions`` (.52, .61, .64, .65, .66, .74): every member on the axis, the company's own included, must
  be one the us-gaap release places under it.
- ``AxisAllowListedBaseMembersAndExtensions`` (.51, .62, .63, .70): the release's members plus the listed extension
  names (the rule data's ``allowableSubString`` patterns and the .xule's names); on ConsolidationItemsAxis also the
  company's members below MaterialReconcilingItemsMember / ConsolidationEliminationsMember (``MemberAllowExtensionsOnly``).

The members on an axis in the filing are those of its own definition linkbase (dimension-domain, then domain-member
descendants in that role) and those its facts carry. The allowed members come from the graph: the us-gaap release's
definition network (``DIMENSION_DOMAIN`` / ``DOMAIN_MEMBER`` with ``source`` = the release, walked level by level in
Cypher, any role: a member the release places under the axis in any table is allowed) — the filing's own release when
it is loaded, else the newest loaded one — plus the rule data. A stand-in release judges the restrict and listed
axes (closed enumerations); a base member it does not allow on an extension-only axis is listed not evaluable. Without a loaded us-gaap release the rule is not
evaluable. One finding per fact carrying an unallowed member; a member in the filing's linkbase with no fact is
flagged once (DQC's "no facts associated with this member and axis" message). The 2024 rule's constants (member
lists beside the taxonomy's data) ship in ``rules/dqc_data/2024/dqc_0001_axis_members.csv``.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.common import dims_text, fact_finding, matches, structure_finding
from auditgraph.rules.models import NotEvaluable, RuleResult
from auditgraph.rules.ruledata import RuleData, not_loaded
from auditgraph.rules.view import DimFact, FilingView

RULE = "DQC.US.0001"
NAME = "Axis with inappropriate members"
ONLY_EXTENSIONS = "AxisAllowExtensionsOnlyAbstract"
RESTRICT = "AxisRestrictExtensionsAbstract"
LISTED = "AxisAllowListedBaseMembersAndExtensionsAbstract"
MEMBER_EXTENSIONS = "MemberAllowExtensionsOnlyAbstract"
MAX_LEVELS = 12  # domain-member depth walked in a release (us-gaap trees are 2–6 deep)
NO_RELEASE = (
    "no us-gaap taxonomy release is in the graph (auditgraph ingest taxonomy <us-gaap package>): the "
    "members each axis allows are read from its definition network"
)


@dataclass
class AxisPolicy:
    element: str
    axis: str
    group: str
    trees: list[str] = field(default_factory=list)  # axes whose release members are allowed
    disallowed_trees: list[str] = field(default_factory=list)
    base_members: set[str] = field(default_factory=set)
    extension_names: set[str] = field(default_factory=set)
    namespaces: set[str] = field(default_factory=set)
    patterns: list[re.Pattern] = field(default_factory=list)


@lru_cache(maxsize=1)
def constants() -> tuple[tuple[str, str, str, str], ...]:
    """(element, axis, kind, name) rows of the 2024 rule's constants (package data)."""
    path = resources.files("auditgraph.rules") / "dqc_data" / "2024" / "dqc_0001_axis_members.csv"
    with path.open(encoding="utf-8") as fh:
        rows = csv.DictReader(line for line in fh if not line.startswith("#"))
        return tuple((r["element"], r["axis"], r["kind"], r["name"]) for r in rows)


def policies(data: RuleData) -> list[AxisPolicy]:
    """One policy per axis the rule data names (its group and element id), completed by the constants."""
    out: dict[str, AxisPolicy] = {}
    for group in (ONLY_EXTENSIONS, RESTRICT, LISTED):
        for axis in data.concepts(group):
            element = next((e for e in data.elements.get(axis, []) if e.startswith(RULE)), None)
            if element:
                out[axis] = AxisPolicy(
                    element=element, axis=axis, group=group, patterns=data.patterns(axis, "allowableSubString")
                )
    for _, axis, kind, name in constants():
        p = out.get(axis)
        if p is None:
            continue
        if kind == "axis_tree":
            p.trees.append(name)
        elif kind == "disallowed_axis_tree":
            p.disallowed_trees.append(name)
        elif kind == "base_member":
            p.base_members.add(name)
        elif kind == "extension_name":
            p.extension_names.add(name)
        elif kind == "namespace":
            p.namespaces.add(name)
    for rel, axis, member in data.arcs:
        if rel == "RULE_DIMENSION_DOMAIN" and axis in out:
            out[axis].base_members.add(member)
    return [out[a] for a in sorted(out)]


def release_needs(data: RuleData) -> tuple[list[str], list[str]]:
    """(axes, start members) whose release trees the rule reads: what an extract of a release must hold."""
    pols = policies(data)
    axes = sorted({a for p in pols for a in (p.axis, *p.trees, *p.disallowed_trees)})
    return axes, sorted({m for p in pols for m in p.base_members})


def release_trees(view: FilingView, release: str, axes: list[str], starts: list[str]) -> dict[str, set[str]]:
    """axis or start -> its members in the release (domains included, start included), walked level by level."""
    store = view.store
    roots: dict[str, set[str]] = defaultdict(set)
    for r in store.run("rules.dqc_0001.release_domains", {"release": release, "concepts": sorted(set(axes))}):
        roots[r["axis"]].add(r["domain"])
    for s in starts:
        roots[s].add(s)
    children: dict[str, set[str]] = defaultdict(set)
    frontier, seen = sorted({m for ms in roots.values() for m in ms}), set()
    for _ in range(MAX_LEVELS):
        frontier = [m for m in frontier if m not in seen]
        if not frontier:
            break
        seen.update(frontier)
        nxt = set()
        for r in store.run("rules.dqc_0001.release_members", {"release": release, "concepts": frontier}):
            children[r["parent"]].add(r["member"])
            nxt.add(r["member"])
        frontier = sorted(nxt)
    out: dict[str, set[str]] = {}
    for key, rs in roots.items():
        tree, queue = set(rs), list(rs)
        while queue:
            for m in children.get(queue.pop(), ()):
                if m not in tree:
                    tree.add(m)
                    queue.append(m)
        out[key] = tree
    return out


def filing_members(view: FilingView, axis: str) -> set[str]:
    """The members the filing's own definition linkbase puts on the axis (domain and descendants, per role)."""
    out: set[str] = set()
    for (role, ax), domains in view.axis_domains.items():
        if ax == axis:
            for d in domains:
                out.add(d)
                out.update(view.descendants(role, d))
    return out


def filing_descendants(view: FilingView, member: str) -> set[str]:
    out: set[str] = set()
    for role in view.domain_members:
        out.update(view.descendants(role, member))
    return out


def _local(q: str) -> str:
    return q.rsplit(":", 1)[-1]


def fact_message(f: DimFact, p: AxisPolicy, member: str, base: bool, version: str | None) -> str:
    kind = "base taxonomy member" if base and p.group == ONLY_EXTENSIONS else "unallowable member"
    advice = {
        ONLY_EXTENSIONS: f" Only extension members should be used with the axis {_local(p.axis)}.",
        RESTRICT: "",
        LISTED: (
            f" The filer should use members from the US GAAP taxonomy that are children of the "
            f"{_local(p.axis)} axis or the allowable extensions."
        ),
    }[p.group]
    if p.disallowed_trees:
        advice = " Members that represent various types of pension plans should not be used on this axis."
    return (
        f"The concept {_local(f.concept)} with a value of {f.display_value()} is dimensionally qualified with the "
        f"{_local(p.axis)} and the {kind} {_local(member)}.{advice}\n"
        f"The properties of the fact for {_local(f.concept)} are:\nPeriod: {f.display_period()}\n"
        f"Dimensions: {dims_text(f.dims)}\nUnit: {f.unit}\n\nRule Element Id:{p.element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def member_message(p: AxisPolicy, member: str, version: str | None) -> str:
    return (
        f" The member {_local(member)} is inappropriately used on the axis {_local(p.axis)}. There are no facts "
        f"associated with this member and axis.\n\nRule Element Id:{p.element.rsplit('.', 1)[-1]}\n"
        f"Rule version: {version}"
    )


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    release, own = view.us_gaap_release
    if release is None:
        result.status, result.reason = "not_evaluable", NO_RELEASE
        return result
    pols = policies(data)
    facts_on: dict[str, dict[str, list[DimFact]]] = defaultdict(lambda: defaultdict(list))
    axes_of_interest = {p.axis for p in pols}
    for f in view.dimensional:
        for d in f.dims:
            axis, _, member = d.partition("=")
            if axis in axes_of_interest:
                facts_on[axis][member].append(f)
    on_axis = {p.axis: filing_members(view, p.axis) | set(facts_on.get(p.axis, {})) for p in pols}
    used = [p for p in pols if on_axis[p.axis]]
    if not used:
        return result
    tree_axes = sorted({a for p in used for a in (*p.trees, *p.disallowed_trees)})
    starts = sorted({m for p in used for m in p.base_members})
    trees = release_trees(view, release, tree_axes, starts)
    members = sorted({m for p in used for m in on_axis[p.axis]})
    namespace = {r["qname"]: r["namespace"] for r in view.store.run("rules.common.namespaces", {"concepts": members})}

    def is_base(m: str) -> bool:
        return family_of(namespace.get(m) or "") is not None

    for p in used:
        allowed: set[str] = set()
        for a in p.trees:
            allowed |= trees.get(a, set())
        for m in p.base_members:
            allowed |= trees.get(m, {m})
        disallowed: set[str] = set()
        for a in p.disallowed_trees:
            disallowed |= trees.get(a, set())
        if p.group == LISTED:
            for m in data.concepts(MEMBER_EXTENSIONS):
                if p.element in data.elements.get(m, []):  # .70: company members below these two are allowed
                    allowed |= {c for c in filing_descendants(view, m) if not is_base(c)}
        for member in sorted(on_axis[p.axis]):
            base = is_base(member)
            if p.disallowed_trees:
                bad = base and member in disallowed
            elif p.group == ONLY_EXTENSIONS:
                bad = base and member not in allowed and member.split(":", 1)[0] not in p.namespaces
            else:
                ext_ok = not base and (
                    _local(member) in p.extension_names or any(rx.search(_local(member)) for rx in p.patterns)
                )
                bad = member not in allowed and not ext_ok and member.split(":", 1)[0] not in p.namespaces
            if bad and release != own and p.group == ONLY_EXTENSIONS:
                # The extension-only axes' base-member lists change from release to release (DQC_0001.md, v6: members
                # leave LegalEntityAxis); a newer release standing in for the filing's own cannot say the member was
                # not allowed then. The restrict and listed axes' lists are closed enumerations the stand-in judges.
                result.not_evaluable.append(
                    NotEvaluable(
                        rule=RULE,
                        concept=member,
                        reason=(
                            f"{member} on {p.axis} ({p.element}): not allowed by {release}, which stands in for the filing's "
                            f"own release ({own}, not in the graph); whether that release allowed it is unknown"
                        ),
                    )
                )
                continue
            facts = [
                f for f in facts_on.get(p.axis, {}).get(member, []) if matches(concept, period, {f.concept}, {f.period})
            ]
            result.evaluated += 1
            if not bad:
                result.passed += 1
                continue
            if not facts and concept is None and period is None:
                dims = [f"{p.axis}={member}"]
                result.findings.append(
                    structure_finding(
                        RULE, view, p.element, member, member_message(p, member, data.version), key=dims, dims=dims
                    )
                )
            for f in facts:
                result.findings.append(
                    fact_finding(
                        RULE,
                        view,
                        f,
                        p.element,
                        fact_message(f, p, member, base, data.version),
                        raw=None if f.value is not None else f.raw,
                    )
                )
    return result
