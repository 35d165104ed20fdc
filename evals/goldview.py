"""An independent reading of one parsed filing, for evaluation gold values (DESIGN §7).

Gold values must not come from the system under test, so nothing here calls the rule engine or the
graph: every number is computed from ``parse_filing(...)`` — the fact rows and the effective linkbase
relationships — with exact decimal arithmetic, following the rule definitions of DESIGN §4:

- DQC.US.0126: in face-statement calculation networks (BS, IS, CF) without a dimensional table (a
  table whose only axis is dei:LegalEntityAxis does not count), a parent equals Σ weight × child over
  the non-dimensional child facts of the same context;
- DQC.US.0015: a non-dimensional fact of a concept on the non-negative list is expected to be |value|;
- DQC.US.0117: the top-level ProductOrServiceAxis members of a face-statement line item add up to the
  line item's non-dimensional value for the same period and unit (for revenue, a member sum below the
  total is allowed: an ASC 606 disaggregation need not cover revenue from other sources).

The view is deliberately conservative where the rules leave room for judgement: case selection only
uses facts for which every applicable check is unambiguous (:meth:`FilingView.clean`).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

from auditgraph.ingest.filing import ParsedFiling
from auditgraph.ingest.linkbase import DIMENSION_ARCROLES, PARENT_CHILD, SUMMATION_ARCROLES
from auditgraph.ingest.roles import classify_role
from auditgraph.rules.dqc_lists import load_list

FACE_STATEMENTS = ("BS", "IS", "CF")
BOILERPLATE_AXIS = "dei:LegalEntityAxis"  # the 2009-2015 StatementTable every fact sits in by default
PRODUCT_AXIS_LOCAL = "ProductOrServiceAxis"
_ARCROLE = {name: uri for uri, name in DIMENSION_ARCROLES.items()}


@dataclass(frozen=True)
class ParsedFact:
    key: str
    concept: str
    context: str
    unit: str | None
    period: str
    end: str  # ISO date of the instant or of the duration's end
    dims: tuple[str, ...]
    value: Decimal
    decimals: str | None
    duplicate: str | None

    @property
    def delta_unit(self) -> Decimal | None:
        """One unit of the reported precision (10^-decimals); None when exact (INF) or unknown."""
        if self.decimals in (None, "INF"):
            return None
        try:
            return Decimal(10) ** (-int(self.decimals))
        except ValueError:
            return None


@dataclass(frozen=True)
class CalcTotal:
    """A parent fact of a checked calculation network with its reported children (fact, weight)."""

    role: str
    fact: ParsedFact
    children: tuple[tuple[ParsedFact, Decimal], ...]
    top_level: bool

    @property
    def expected(self) -> Decimal:
        return sum((weight * child.value for child, weight in self.children), Decimal(0))


@dataclass(frozen=True)
class AxisTable:
    """A face-statement table on ProductOrServiceAxis: its top-level members and its line items."""

    role: str
    axis: str
    members: tuple[str, ...]
    line_items: tuple[str, ...]


@dataclass(frozen=True)
class MemberSplit:
    table: AxisTable
    total: ParsedFact
    members: tuple[tuple[str, ParsedFact], ...]  # (member, fact), sorted by member

    @property
    def member_sum(self) -> Decimal:
        return sum((fact.value for _, fact in self.members), Decimal(0))


REVENUE_606 = (
    "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
    "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax",
)


def is_revenue(concept: str) -> bool:
    local = concept.split(":")[-1]
    return local == "Revenues" or local.startswith("RevenueFromContractWithCustomer")


def dim_0117_violation(
    split: MemberSplit, disclosed: bool = False, revenues_calc: frozenset[str] = frozenset()
) -> bool:
    """The DQC.US.0117 verdict for a member split, read from DQC_0117.md: a breakdown also given in a disclosure
    table is left to it unless a member exceeds the total; the FASB exceptions cover only the ASC 606 elements
    (with NoninterestIncome among the line items only a sum above the total fails; with Revenues among them and
    a Revenues calculation holding the 606 element and another item, a sum below the total passes)."""
    total, member_sum = split.total.value, split.member_sum
    if disclosed and not any(f.value > total for _, f in split.members):
        return False
    if member_sum == total:
        return False
    if split.total.concept in REVENUE_606 and split.table.axis.endswith(PRODUCT_AXIS_LOCAL):
        items = set(split.table.line_items)
        if "us-gaap:NoninterestIncome" in items:
            return member_sum > total
        if (
            member_sum < total
            and "us-gaap:Revenues" in items
            and len(revenues_calc) > 1
            and revenues_calc & set(REVENUE_606)
        ):
            return False
    return True


def _days(start: str | None, end: str | None) -> int:
    from datetime import date

    if not start or not end:
        return 0
    parse = lambda d: date(int(d[:4]), int(d[-5:-3] if "-" in d else d[4:6]), int(d[-2:]))
    return (parse(end) - parse(start)).days


def _decimal(props: dict) -> Decimal | None:
    raw = props.get("raw")
    try:
        return Decimal(str(raw).strip())
    except (InvalidOperation, ValueError):
        value = props.get("value")
        return Decimal(repr(value)) if isinstance(value, (int, float)) else None


class FilingView:
    def __init__(self, parsed: ParsedFiling, dqc_dir: Path) -> None:
        self.parsed = parsed
        self.facts: list[ParsedFact] = []
        for row in parsed.fact_rows:
            p = row["props"]
            if not p["numeric"] or p["is_nil"] or p["value"] is None:
                continue
            value = _decimal(p)
            if value is None:
                continue
            self.facts.append(
                ParsedFact(
                    key=p["key"],
                    concept=p["concept"],
                    context=p["context_id"],
                    unit=p["unit"],
                    period=p["period"],
                    end=p["instant"] or p["end"] or "",
                    dims=tuple(p["dims"]),
                    value=value,
                    decimals=p["decimals"],
                    duplicate=p["duplicate"],
                )
            )
        self._by_concept: dict[str, list[ParsedFact]] = defaultdict(list)
        self._by_context: dict[tuple[str, str], list[ParsedFact]] = defaultdict(list)
        self._by_period: dict[tuple[str, str], list[ParsedFact]] = defaultdict(list)
        for f in self.facts:
            self._by_concept[f.concept].append(f)
            self._by_context[(f.concept, f.context)].append(f)
            self._by_period[(f.concept, f.period)].append(f)
        self.non_negative = load_list(parsed.taxonomy_year)  # `concept in` matches by namespace family
        # DQC's required context: dei:DocumentPeriodEndDate's period; the report duration is its length.
        doc = next(
            (
                r["props"]
                for r in parsed.fact_rows
                if r["props"]["concept"] == "dei:DocumentPeriodEndDate" and not r["props"]["dims"]
            ),
            None,
        )
        self.report_end = (doc or {}).get("end") or parsed.period_end or ""
        self.report_start = (doc or {}).get("start")
        self.current_periods = {self.report_end.replace("-", "")}
        if self.report_start:
            self.current_periods.add(f"{self.report_start.replace('-', '')}-{self.report_end.replace('-', '')}")
        self.report_days = _days(self.report_start, self.report_end)
        self._days = {f.period: _days(*(f.period.split("-") if "-" in f.period else (None, None))) for f in self.facts}

        statements = {r.uri: classify_role(r.uri, r.definition)[0] for r in parsed.roles}
        face = {uri for uri, st in statements.items() if st in FACE_STATEMENTS}
        rels_by: dict[str, list] = defaultdict(list)
        for rel in parsed.relationships:
            rels_by["calc" if rel.arcrole in SUMMATION_ARCROLES else rel.arcrole].append(rel)
        hypercube_axes: dict[tuple[str, str], set[str]] = defaultdict(set)  # (role, hypercube) -> axes
        for rel in rels_by[_ARCROLE["HYPERCUBE_DIMENSION"]]:
            hypercube_axes[(rel.role, rel.parent)].add(rel.child)
        self.table_axes: dict[str, set[str]] = defaultdict(set)  # role -> axes of its tables
        for rel in rels_by[_ARCROLE["ALL"]]:
            self.table_axes[rel.role] |= hypercube_axes.get((rel.role, rel.child), set())
        self.calc: dict[str, dict[str, list[tuple[str, Decimal]]]] = defaultdict(lambda: defaultdict(list))
        for rel in rels_by["calc"]:
            self.calc[rel.role][rel.parent].append(
                (rel.child, Decimal(str(rel.weight if rel.weight is not None else 1.0)))
            )
        self.checked_calc_roles = sorted(role for role in self.calc if role in face and not self.table_axes.get(role))
        self.calc_parents_any = {parent for parents in self.calc.values() for parent in parents}
        self._checked_children = {
            child for role in self.checked_calc_roles for kids in self.calc[role].values() for child, _ in kids
        }
        self.tables = self._axis_tables(face, rels_by)
        # Line items presented in disclosure roles whose tables carry a given axis (DQC's "notes cubes").
        self._noted: dict[str, set[str]] = defaultdict(set)
        for rel in rels_by[PARENT_CHILD]:
            if statements.get(rel.role) is None:
                for axis in self.table_axes.get(rel.role, set()):
                    self._noted[axis].add(rel.child)

    # -- facts ------------------------------------------------------------------------------------
    def of_concept(self, concept: str) -> list[ParsedFact]:
        return self._by_concept.get(concept, [])

    def in_context(self, concept: str, context: str) -> list[ParsedFact]:
        return self._by_context.get((concept, context), [])

    def in_period(self, concept: str, period: str) -> list[ParsedFact]:
        return self._by_period.get((concept, period), [])

    def non_dimensional(self, concept: str, period: str) -> list[ParsedFact]:
        return [f for f in self.in_period(concept, period) if not f.dims]

    def the_fact(self, concept: str, context: str) -> ParsedFact:
        found = self.in_context(concept, context)
        if len(found) != 1:
            raise LookupError(f"{concept} in context {context}: {len(found)} facts, expected one")
        return found[0]

    def disclosed_0117(self, split: MemberSplit) -> bool:
        """The same line item is broken down on the axis in a disclosure table (DQC then defers to it)."""
        return split.total.concept in self._noted.get(split.table.axis, set())

    def violation_0117(self, split: MemberSplit) -> bool:
        rev = frozenset(c for c, _ in self.calc.get(split.table.role, {}).get("us-gaap:Revenues", []))
        return dim_0117_violation(split, split.total.concept in self._noted.get(split.table.axis, set()), rev)

    def checked_0117(self, fact: ParsedFact) -> bool:
        """Monetary (a currency unit) and in a period DQC.US.0117 compares."""
        u = fact.unit or ""
        return len(u) == 3 and u.isalpha() and u.isupper() and self.in_report_duration(fact)

    def in_report_duration(self, fact: ParsedFact) -> bool:
        """DQC.US.0117's periods: instants, and durations as long as the report's."""
        return "-" not in fact.period or self._days.get(fact.period) == self.report_days

    # -- DQC.US.0126 ------------------------------------------------------------------------------
    def checked_parent_roles(self, concept: str) -> list[str]:
        return [role for role in self.checked_calc_roles if concept in self.calc[role]]

    def calc_total(self, role: str, fact: ParsedFact) -> CalcTotal | None:
        """The calculation of ``fact`` in ``role``; None when a child has inconsistent duplicates."""
        children = []
        for child, weight in self.calc[role][fact.concept]:
            found = [c for c in self.in_context(child, fact.context) if c.unit == fact.unit]
            if len(found) > 1:
                return None
            if found:
                children.append((found[0], weight))
        children.sort(key=lambda cw: cw[0].concept)
        return CalcTotal(
            role=role, fact=fact, children=tuple(children), top_level=fact.concept not in self._checked_children
        )

    def statement_decimals(self, role: str) -> str | None:
        """The decimals most of the network's totals are reported in (DQC.US.0126 compares only those)."""
        from collections import Counter

        counts = Counter(f.decimals for parent in self.calc[role] for f in self.of_concept(parent) if not f.dims)
        if not counts:
            return None
        best = max(counts.values())
        return sorted(
            (d for d, n in counts.items() if n == best),
            key=lambda d: (d is None, int(d) if d not in (None, "INF") else 10**6),
        )[0]

    def calc_totals(self, *, required: bool = True) -> list[CalcTotal]:
        """Every evaluable calculation (≥ 1 reported child) of a checked network, in a stable order: of the
        required context (DQC.US.0126's), or with ``required=False`` of the other periods, which only Calculations
        1.1 checks."""
        totals = []
        for role in self.checked_calc_roles:
            for parent in sorted(self.calc[role]):
                usual = self.statement_decimals(role)
                for fact in sorted(
                    (
                        f
                        for f in self.of_concept(parent)
                        if not f.dims and (f.period in self.current_periods) == required and f.decimals == usual
                    ),
                    key=lambda f: f.key,
                ):
                    total = self.calc_total(role, fact)
                    if total is not None and total.children:
                        totals.append(total)
        return totals

    # -- DQC.US.0117 ------------------------------------------------------------------------------
    def _axis_tables(self, face: set[str], rels_by: dict[str, list]) -> list[AxisTable]:
        tables = []
        for role in sorted(face):
            axes = sorted(a for a in self.table_axes.get(role, set()) if a.split(":")[-1] == PRODUCT_AXIS_LOCAL)
            for axis in axes:
                domains = {
                    r.child for r in rels_by[_ARCROLE["DIMENSION_DOMAIN"]] if r.role == role and r.parent == axis
                }
                members = sorted(
                    {r.child for r in rels_by[_ARCROLE["DOMAIN_MEMBER"]] if r.role == role and r.parent in domains}
                )
                items = sorted({r.child for r in rels_by[PARENT_CHILD] if r.role == role})
                if members:
                    tables.append(AxisTable(role=role, axis=axis, members=tuple(members), line_items=tuple(items)))
        return tables

    def member_split(self, table: AxisTable, total: ParsedFact) -> MemberSplit | None:
        """The table's top-level member facts of ``total``'s line item, period and unit; None unless
        every top-level member is reported exactly once."""
        members = []
        for member in table.members:
            found = [
                f
                for f in self.in_period(total.concept, total.period)
                if f.dims == (f"{table.axis}={member}",) and f.unit == total.unit
            ]
            if len(found) != 1:
                return None
            members.append((member, found[0]))
        return MemberSplit(table=table, total=total, members=tuple(members))

    # -- screening --------------------------------------------------------------------------------
    def clean(self, concept: str, period: str, *, dimensional: bool = False) -> bool:
        """True when no rule can object to ``concept`` at ``period`` by this reading: no negative value of
        a listed concept (dimensional facts included, exclusions ignored), every checked calculation it
        totals foots exactly, every ProductOrServiceAxis split adds up, no inconsistent duplicates.
        Without ``dimensional`` the concept must have no dimensional fact in the period at all."""
        facts = self.in_period(concept, period)
        if not facts or any(f.duplicate for f in facts):
            return False
        if concept in self.non_negative and any(f.value < 0 for f in facts):
            return False
        if not dimensional and any(f.dims for f in facts):
            return False
        totals = [f for f in facts if not f.dims]
        for role in self.checked_parent_roles(concept):
            for fact in totals:
                calc = self.calc_total(role, fact)
                if calc is None or (calc.children and calc.expected != fact.value):
                    return False
        for table in self.tables:
            if concept not in table.line_items:
                continue
            for fact in totals:
                split = self.member_split(table, fact)
                if split is not None and self.checked_0117(fact) and self.violation_0117(split):
                    return False
        return True
