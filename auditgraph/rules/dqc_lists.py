"""DQC.US.0015 reference data: the non-negative concept lists and the exclusion rules (shared/data/dqc).

The list is chosen by the filing's us-gaap namespace year: the nearest year for which a list exists
(2024 and 2017 here), ties to the newer list.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from auditgraph.errors import RuleNotEvaluable

# DESIGN §4 names these member-name fragments; the 2024 exclusion file lists "Reconciliat", DESIGN
# "Reconcili" (which also covers "Reconciling…"): both are applied.
DESIGN_MEMBER_FRAGMENTS = ("Adjust", "Consolidat", "Eliminat", "Netting", "Reconcili", "Reclass")


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
            if member in self.member_equals:
                return f"member {member} is on the exclusion list"
            if axis in self.axis_equals:
                return f"axis {axis} is on the exclusion list"
            if (axis, member) in self.axis_has_member:
                return f"axis {axis} with member {member} is on the exclusion list"
        return None


@dataclass(frozen=True)
class NonNegativeList:
    year: int
    element_ids: dict[str, str] = field(default_factory=dict)  # qname -> rule element id
    exclusions: Exclusions = Exclusions()

    @property
    def concepts(self) -> list[str]:
        return sorted(self.element_ids)


def _read_concepts(path: Path, default_prefix: str) -> dict[str, str]:
    out: dict[str, str] = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.reader(fh):
            if len(row) < 2 or not row[0].strip().isdigit():
                continue
            name = row[1].strip()
            qname = name if ":" in name else f"{default_prefix}:{name}"
            out[qname] = row[0].strip()
    return out


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


def available_years(dqc_dir: Path) -> list[int]:
    years = []
    for p in dqc_dir.glob("dqc_15_usgaap_*_concepts.csv"):
        m = re.search(r"_(\d{4})_", p.name)
        if m:
            years.append(int(m.group(1)))
    for p in dqc_dir.glob("*/dqc_15_concepts.csv"):
        if p.parent.name.isdigit():
            years.append(int(p.parent.name))
    return sorted(set(years))


@lru_cache(maxsize=8)
def load_list(dqc_dir: Path, taxonomy_year: int | None) -> NonNegativeList:
    years = available_years(dqc_dir)
    if not years:
        raise RuleNotEvaluable(f"no DQC.US.0015 concept lists found in {dqc_dir}")
    target = taxonomy_year or max(years)
    year = min(years, key=lambda y: (abs(y - target), -y))
    ids: dict[str, str] = {}
    current = dqc_dir / f"dqc_15_usgaap_{year}_concepts.csv"
    if current.exists():
        ids.update(_read_concepts(current, "us-gaap"))
        for extra, prefix in ((f"dqc_15_srt_{year}_concepts.csv", "srt"), ("dqc_15_dei_concepts.csv", "dei")):
            if (dqc_dir / extra).exists():
                ids.update(_read_concepts(dqc_dir / extra, prefix))
        excl = _read_exclusions(dqc_dir / "dqc_15_exclusion_rules.csv")
    else:
        folder = dqc_dir / str(year)
        ids.update(_read_concepts(folder / "dqc_15_concepts.csv", "us-gaap"))
        excl = _read_exclusions(folder / "dqc_15_exclusion_rules.csv")
    return NonNegativeList(year=year, element_ids=ids, exclusions=excl)
