"""DQC.US.0015 reference data: the non-negative concept lists and the exclusion rules.

The lists ship inside the package (``rules/dqc_data``, with the DQC licence notice beside them),
so a check never depends on a data folder. Two generations exist:

- up to the 2017 rule set, one list of bare local names (``2017/dqc_15_concepts.csv``). DQC matches such a
  name in every standard namespace of the family the list covers (us-gaap, dei, invest, srt), so
  ``EntityPublicFloat`` is checked as ``dei:EntityPublicFloat``;
- from 2018 on, one list per taxonomy and namespace (``dqc_15_usgaap_<year>_concepts.csv``, ``…_srt_…``,
  ``dqc_15_dei_concepts.csv``) with qualified names.

Which list applies follows DQC's versioning: a filing is checked by the rule set of its us-gaap taxonomy
year. A filing on a 2017 or older taxonomy gets the 2017 list; a newer one the qualified list of its year,
or, where that year's list is not shipped, the newest qualified list (2024 here) — the lists of 2018–2023
are not in this package, so for those years the 2024 list stands in (a superset in practice: DQC adds
elements to the list as the taxonomy grows).
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path

from auditgraph.errors import RuleNotEvaluable

# DESIGN §4 names these member-name fragments; DQC_0015.md Appendix B changed "Reconciliat" to "Reconcili"
# (February 17, 2016), which also covers "Reconciling…". The rebuilt 2024 exclusion file (dqc_data/2024/SOURCES.md)
# carries the same six; they are applied to every list generation.
DESIGN_MEMBER_FRAGMENTS = ("Adjust", "Consolidat", "Eliminat", "Netting", "Reconcili", "Reclass")
# The standard namespaces a bare local name of the 2017 list is matched in (canonical prefixes, any year).
BARE_NAME_FAMILY = ("us-gaap", "dei", "invest", "srt")
LAST_BARE_YEAR = 2017


@dataclass(frozen=True)
class Exclusions:
    member_contains: tuple[str, ...] = ()
    member_equals: frozenset[str] = frozenset()
    axis_equals: frozenset[str] = frozenset()
    axis_has_member: frozenset[tuple[str, str]] = frozenset()

    def exempts(self, dims: list[str]) -> str | None:
        """The reason a dimensional fact is exempt, or None."""
        for d in dims:
            axis, _, member = d.partition("=")
            local = member.split(":")[-1].lower()
            for frag in self.member_contains:
                if frag.lower() in local:
                    return f"member {member} contains '{frag}'"
            if _matches_name(member, self.member_equals):
                return f"member {member} is on the exclusion list"
            if _matches_name(axis, self.axis_equals):
                return f"axis {axis} is on the exclusion list"
            if any(_same(axis, a) and _same(member, m) for a, m in self.axis_has_member):
                return f"axis {axis} with member {member} is on the exclusion list"
        return None


# The 2024 rule set's constants (constant-us-gaap.xule) read DQC.US.0015's exclusions from the FASB DQC rules
# taxonomy: rule-concept descendants of these group elements, and the member-name strings of the
# ruleExclusions (allowableSubString, space-separated) on the strings group.
GROUP_MEMBERS = "ExcludeNonNegMembersAbstract"
GROUP_AXES = "ExcludeNonNegAxisAbstract"
GROUP_AXIS_MEMBERS = "ExcludeNonNegAxisMembersAbstract"
GROUP_MEMBER_STRINGS = "ExcludeNonNegMemberStringsAbstract"


def with_rule_data(excl: Exclusions, data) -> Exclusions:
    """``excl`` completed by the exclusions the DQC rules taxonomy in the graph states (a loaded ``RuleData`` of
    DQC.US.0015): the shipped list stays the floor, the taxonomy adds what its release lists."""
    if not getattr(data, "loaded", False):
        return excl
    contains = list(excl.member_contains)
    for group, kind, pattern in data.group_exclusions:
        if group == GROUP_MEMBER_STRINGS and kind == "allowableSubString":
            contains += [p for p in pattern.split() if p and p.lower() not in {c.lower() for c in contains}]
    pairs = {
        (axis, member) for axis in data.concepts(GROUP_AXIS_MEMBERS) for member in data.concepts(axis.split(":")[-1])
    }
    return Exclusions(
        tuple(contains),
        excl.member_equals | frozenset(data.descendants(GROUP_MEMBERS)),
        excl.axis_equals | frozenset(data.descendants(GROUP_AXES)),
        excl.axis_has_member | frozenset(pairs),
    )


def _same(qname: str, listed: str) -> bool:
    """A listed name matches a QName exactly, or by local name when the list gives no prefix."""
    return qname == listed or (":" not in listed and qname.split(":")[-1] == listed)


def _matches_name(qname: str, names: frozenset[str]) -> bool:
    return qname in names or qname.split(":")[-1] in names


@dataclass(frozen=True)
class NonNegativeList:
    year: int
    qualified: dict[str, str] = field(default_factory=dict)  # qname -> rule element id
    bare: dict[str, str] = field(default_factory=dict)  # local name -> rule element id (2017 generation)
    exclusions: Exclusions = Exclusions()
    source: str = ""

    def element_id(self, concept: str) -> str | None:
        """The DQC rule element id that puts ``concept`` on the list, or None."""
        if concept in self.qualified:
            return self.qualified[concept]
        prefix, _, local = concept.rpartition(":")
        if prefix in BARE_NAME_FAMILY and local in self.bare:
            return self.bare[local]
        return None

    def __contains__(self, concept: object) -> bool:
        return isinstance(concept, str) and self.element_id(concept) is not None

    @property
    def size(self) -> int:
        return len(self.qualified) + len(self.bare)


def _read_concepts(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    qualified: dict[str, str] = {}
    bare: dict[str, str] = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.reader(fh):
            if len(row) < 2 or not row[0].strip().isdigit():
                continue
            name, eid = row[1].strip(), row[0].strip()
            (qualified if ":" in name else bare)[name] = eid
    return qualified, bare


def _read_exclusions(path: Path) -> Exclusions:
    contains, m_eq, a_eq, a_has = list(DESIGN_MEMBER_FRAGMENTS), set(), set(), set()
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            artifact, relation, item = row["ARTIFACT"].strip(), row["RELATION"].strip(), row["ITEM"].strip()
            if artifact == "Member" and relation == "Contains_insensitive":
                if item not in contains:
                    contains.append(item)
            elif artifact == "Member" and relation == "Equals":
                m_eq.add(item)
            elif artifact == "Axis" and relation == "Equals":
                a_eq.add(item)
            elif artifact == "Axis" and relation == "Has_member":
                axis, _, member = item.partition("|")
                a_has.add((axis, member))
    return Exclusions(tuple(contains), frozenset(m_eq), frozenset(a_eq), frozenset(a_has))


def packaged_lists_dir() -> Path:
    return Path(str(resources.files("auditgraph.rules") / "dqc_data"))


def available_years(dqc_dir: Path) -> list[int]:
    return sorted(int(p.name) for p in dqc_dir.iterdir() if p.is_dir() and p.name.isdigit())


def list_year_for(taxonomy_year: int | None, years: list[int]) -> int:
    """DQC's versioning: the rule set of the filing's us-gaap year; ≤ 2017 -> the bare-name list."""
    if not years:
        raise RuleNotEvaluable("no DQC.US.0015 concept lists are installed")
    target = taxonomy_year or max(years)
    if target in years:
        return target
    if target <= LAST_BARE_YEAR:
        older = [y for y in years if y <= LAST_BARE_YEAR]
        return max(older) if older else min(years)
    newer = [y for y in years if y > LAST_BARE_YEAR]
    return max(newer) if newer else max(years)


@lru_cache(maxsize=8)
def load_list(taxonomy_year: int | None, dqc_dir: Path | None = None) -> NonNegativeList:
    root = dqc_dir or packaged_lists_dir()
    year = list_year_for(taxonomy_year, available_years(root))
    folder = root / str(year)
    qualified: dict[str, str] = {}
    bare: dict[str, str] = {}
    for path in sorted(folder.glob("dqc_15_*concepts.csv")):
        q, b = _read_concepts(path)
        qualified.update(q)
        bare.update(b)
        # A qualified list of the 2018+ generation names its namespace in the file name.
        m = re.match(r"dqc_15_(usgaap|srt)_\d{4}_concepts\.csv", path.name)
        if m and b:
            prefix = "us-gaap" if m.group(1) == "usgaap" else "srt"
            qualified.update({f"{prefix}:{k}": v for k, v in b.items()})
            for k in b:
                bare.pop(k, None)
    excl = _read_exclusions(folder / "dqc_15_exclusion_rules.csv")
    return NonNegativeList(year=year, qualified=qualified, bare=bare, exclusions=excl, source=str(folder))
