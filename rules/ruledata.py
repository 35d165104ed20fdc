"""A DQC rule's own data, read from the graph (the FASB DQC rules taxonomy, ingest.dqcrules).

Queries: cypher/rules/ruledata/*. A rule whose data is not in the graph is not evaluable (the taxonomy package with
its ``dqcrules/`` folder has not been ingested): the rule never falls back to a list of its own.
"""

from __future__ import annotations

import re
import weakref
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from auditgraph.store.base import GraphStore

if TYPE_CHECKING:
    from auditgraph.rules.models import RuleResult

NOT_LOADED = (
    "the FASB DQC rules taxonomy is not in the graph (auditgraph ingest taxonomy <us-gaap package>, "
    "whose dqcrules/ folder states this rule's concepts)"
)


@dataclass
class RuleData:
    rule: str
    loaded: bool
    version: str | None = None
    name: str | None = None
    groups: dict[str, list[str]] = field(default_factory=dict)  # group -> concepts, in order
    elements: dict[str, list[str]] = field(default_factory=dict)  # concept -> rule element ids
    arcs: list[tuple[str, str, str]] = field(default_factory=list)  # (rel, source, target), in order
    exclusions: list[tuple[str, str, str]] = field(default_factory=list)  # (concept, kind, pattern)
    group_exclusions: list[tuple[str, str, str]] = field(default_factory=list)  # (group, kind, pattern)
    group_parents: dict[str, str] = field(default_factory=dict)  # group -> the group element above it

    def descendants(self, group: str) -> list[str]:
        """The concepts of ``group`` and of every group element below it (rule-concept descendants)."""
        below = [g for g in sorted(self.groups) if self._within(g, group)]
        seen: dict[str, None] = {}
        for g in below:
            seen.update(dict.fromkeys(self.groups[g]))
        return list(seen)

    def _within(self, group: str, top: str) -> bool:
        chain = {group}
        while group != top and group in self.group_parents and self.group_parents[group] not in chain:
            group = self.group_parents[group]
            chain.add(group)
        return group == top

    def concepts(self, group: str | None = None) -> list[str]:
        if group is not None:
            return list(self.groups.get(group, []))
        seen: dict[str, None] = {}
        for g in sorted(self.groups):
            seen.update(dict.fromkeys(self.groups[g]))
        return list(seen)

    def element_of(self, *concepts: str) -> str | None:
        """The one rule element id every given concept carries (a pair's shared id for 0009)."""
        common = set(self.elements.get(concepts[0], []))
        for c in concepts[1:]:
            common &= set(self.elements.get(c, []))
        return sorted(common)[0] if common else None

    def pairs(self, rel: str) -> list[tuple[str, str]]:
        return [(s, t) for r, s, t in self.arcs if r == rel]

    def patterns(self, concept: str, kind: str) -> list[re.Pattern]:
        return [re.compile(p) for c, k, p in self.exclusions if c == concept and k == kind]


# Per store: (rule, the rule node's version and stamp) -> its data. A run over many filings reads each rule's data
# once; loading another release (another version) or reloading the rules taxonomy (a new stamp) reads it again.
_CACHE: weakref.WeakKeyDictionary[GraphStore, dict[tuple[str, str], RuleData]] = weakref.WeakKeyDictionary()


def load_rule_data(store: GraphStore, rule: str) -> RuleData:
    rows = store.run("rules.ruledata.rule", {"rule": rule})
    if not rows:
        return RuleData(rule=rule, loaded=False)
    stamp = repr(sorted((k, str(v)) for k, v in rows[0].items()))
    try:
        cached = _CACHE.setdefault(store, {}).get((rule, stamp))
    except TypeError:  # a store that cannot be weakly referenced: no cache
        cached = None
    if cached is not None:
        return cached
    data = _read(store, rule, rows)
    try:
        _CACHE.setdefault(store, {})[(rule, stamp)] = data
    except TypeError:
        pass
    return data


def _read(store: GraphStore, rule: str, rows: list[dict]) -> RuleData:
    groups: dict[str, list[str]] = defaultdict(list)
    for r in store.run("rules.ruledata.concepts", {"rule": rule}):
        groups[r["grp"] or ""].append(r["concept"])
    elements: dict[str, list[str]] = defaultdict(list)
    for r in store.run("rules.ruledata.elements", {"rule": rule}):
        elements[r["concept"]].append(r["element_id"])
    arcs = [(r["rel"], r["source"], r["target"]) for r in store.run("rules.ruledata.arcs", {"rule": rule})]
    exclusions = [
        (r["concept"], r["kind"], r["pattern"]) for r in store.run("rules.ruledata.exclusions", {"rule": rule})
    ]
    return RuleData(
        rule=rule,
        loaded=True,
        version=rows[0]["version"],
        name=rows[0]["name"],
        groups=dict(groups),
        elements=dict(elements),
        arcs=arcs,
        exclusions=exclusions,
        group_parents=dict(x.split("|", 1) for x in rows[0].get("group_parents") or [] if "|" in x),
        group_exclusions=[
            (g, k, p)
            for g, k, p in (x.split("|", 2) for x in rows[0].get("group_exclusions") or [] if x.count("|") >= 2)
        ],
    )


def not_loaded(result):
    """The rule's data is not in the graph: the whole rule is not evaluable, with the reason."""
    result.status, result.reason = "not_evaluable", NOT_LOADED
    return result


def start(view, rule: str, *, registration_excluded: bool = False) -> tuple[RuleResult, RuleData | None]:
    """The result a rule fills in, and the rule's data — or no data when the rule cannot evaluate the filing (the
    rules taxonomy is not in the graph, the rule is not yet in force for the filing's period, or DQC's rule-form
    lookup does not list the filing's document type for it, or — with ``registration_excluded`` — the filing is a
    registration statement of DQC's $REPORT_TYPE_EXCLUSIONS), the result then saying why. Each rule's run begins
    with it."""
    from auditgraph.rules import dates
    from auditgraph.rules.models import RuleResult

    result = RuleResult(rule=rule, filing=view.accession, status="evaluated")
    data = view.rule_data(rule)
    if not data.loaded:
        return not_loaded(result), None
    gates = (dates.not_yet_effective, dates.not_applicable_form) + (
        (dates.registration_statement,) if registration_excluded else ()
    )
    for reason in (gate(view, rule) for gate in gates):
        if reason:
            result.status, result.reason = "not_evaluable", reason
            return result, None
    return result, data
