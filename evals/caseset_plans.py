"""Which cases the evaluation set holds for one filing, per rule: the facts to seed (and how) or to leave untouched,
and how each case's gold is read back from the parsed copy (:mod:`auditgraph.evals.goldview`). The builder in
:mod:`auditgraph.evals.caseset` carries the plans out."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from auditgraph.errors import InputError
from auditgraph.evals.goldview import CalcTotal, FilingView, MemberSplit, ParsedFact, is_revenue

MAX_ACCESSION = 64  # the tools' accession pattern
# A seeded difference of 1000 units of the reported precision (1,000m for facts in millions) is far
# beyond any rounding tolerance, so the seeded case is a violation whatever the decimals.
SEED_UNITS = Decimal(1000)
Kind = Literal["seeded", "consistent", "reported", "asc606"]


@dataclass(frozen=True)
class Limits:
    """Cases per filing, by rule and kind (each kind picks distinct concepts where it can)."""

    seeded_0126: int = 4
    consistent_0126: int = 3
    seeded_0015: int = 2
    consistent_0015: int = 2
    reported_0015: int = 2
    seeded_0117: int = 3
    asc606_0117: int = 1
    consistent_0117: int = 2
    seeded_calc11: int = 1

    @classmethod
    def capped(cls, n: int) -> Limits:
        return cls(**{name: min(n, value) for name, value in cls().__dict__.items()})


@dataclass(frozen=True)
class Seed:
    concept: str
    context: str
    original: Decimal
    new_value: Decimal
    change: str  # raised | lowered | negated

    def to_json(self) -> dict:
        return {
            "concept": self.concept,
            "context": self.context,
            "original": _num(self.original),
            "new_value": _num(self.new_value),
            "change": self.change,
        }


@dataclass(frozen=True)
class Gold:
    verdict: Literal["violation", "consistent"]
    reported: Decimal
    expected: Decimal


@dataclass
class PlannedCase:
    rule: str
    kind: Kind
    folder: str
    concept: str
    period: str
    question: str
    gold_from: Callable[[FilingView], Gold]  # applied to the parse of the filing the case runs on
    seed: Seed | None = None

    @property
    def id(self) -> str:
        return f"{self.rule.rsplit('.', 1)[-1]}-{self.folder}-{self.kind}-{_local(self.concept)}-{self.period}"


def _local(concept: str) -> str:
    return concept.split(":", 1)[-1]


def _num(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


def _end_key(fact: ParsedFact) -> int:
    return -int(fact.end.replace("-", "") or 0)


def _period_text(period: str) -> str:
    def iso(d: str) -> str:
        return f"{d[:4]}-{d[4:6]}-{d[6:]}"

    return f"the period {iso(period[:8])} to {iso(period[9:])}" if "-" in period else iso(period)


def seeded_accession(rule: str, folder: str, concept: str, period: str) -> str:
    """``EVAL-0126-aapl-10k-2023-assets-20230930``; a long concept is cut and a short hash keeps it unique."""
    head = f"EVAL-{rule.rsplit('.', 1)[-1]}-{folder}-"
    slug = f"{_local(concept).lower()}-{period}"
    if len(head) + len(slug) <= MAX_ACCESSION:
        return head + slug
    digest = hashlib.sha1(f"{concept}|{period}".encode()).hexdigest()[:6]
    room = MAX_ACCESSION - len(head) - len(period) - len(digest) - 2
    return f"{head}{_local(concept).lower()[:room]}-{digest}-{period}"


def base_accession(folder: str) -> str:
    return f"EVAL-BASE-{folder}"


def _changed(value: Decimal, delta: Decimal, raise_first: bool) -> tuple[Decimal, str]:
    """value ± delta, keeping the sign (a sign change would also trip DQC.US.0015)."""
    for up in (True, False) if raise_first else (False, True):
        new = value + delta if up else value - delta
        if (new > 0) == (value > 0) and new != 0:
            return new, "raised" if up else "lowered"
    raise InputError(f"cannot change {value} by {delta} without changing its sign")


def _pick(candidates: list[Any], n: int, concept_of: Callable[[Any], str], used: set[str]) -> list[Any]:
    """The first ``n`` candidates with concepts not used yet (then repeats, when there are too few)."""
    chosen = [c for c in candidates if concept_of(c) not in used]
    distinct, seen = [], set()
    for c in chosen:
        if concept_of(c) not in seen:
            distinct.append(c)
            seen.add(concept_of(c))
    picked = distinct[:n]
    picked += [c for c in chosen if c not in picked][: n - len(picked)]
    used.update(concept_of(c) for c in picked)
    return picked


# ------------------------------------------------------------------------------------------ 0126


def _gold_0126(role: str, concept: str, context: str) -> Callable[[FilingView], Gold]:
    def gold(view: FilingView) -> Gold:
        fact = view.the_fact(concept, context)
        calc = view.calc_total(role, fact)
        if calc is None or not calc.children:
            raise InputError(f"{concept} in {context}: no evaluable calculation in {role}")
        verdict = "consistent" if calc.expected == fact.value else "violation"
        return Gold(verdict, fact.value, calc.expected)

    return gold


def _plan_0126(folder: str, company: str, view: FilingView, limits: Limits) -> list[PlannedCase]:
    candidates = [
        t
        for t in view.calc_totals()
        if len(t.children) >= 2
        and t.expected == t.fact.value
        and t.fact.value != 0
        and t.fact.delta_unit
        and len(view.checked_parent_roles(t.fact.concept)) == 1
        and len(view.in_context(t.fact.concept, t.fact.context)) == 1
        and view.clean(t.fact.concept, t.fact.period)
    ]
    # Top-level totals (Assets, the change in cash) first, the latest period first.
    candidates.sort(key=lambda t: (not t.top_level, _end_key(t.fact), t.fact.concept, t.fact.period))
    used: set[str] = set()
    cases = []

    def question(t: CalcTotal) -> str:
        return (
            f"{company} reports {t.fact.concept} for {_period_text(t.fact.period)}. Does it equal the weighted sum "
            f"of its calculation children in {t.role.rsplit('/', 1)[-1]} (DQC.US.0126)?"
        )

    for i, t in enumerate(_pick(candidates, limits.seeded_0126, lambda t: t.fact.concept, used)):
        new, change = _changed(t.fact.value, SEED_UNITS * t.fact.delta_unit, raise_first=i % 2 == 0)
        cases.append(
            PlannedCase(
                "DQC.US.0126",
                "seeded",
                folder,
                t.fact.concept,
                t.fact.period,
                question(t),
                _gold_0126(t.role, t.fact.concept, t.fact.context),
                Seed(t.fact.concept, t.fact.context, t.fact.value, new, change),
            )
        )
    for t in _pick(candidates, limits.consistent_0126, lambda t: t.fact.concept, used):
        cases.append(
            PlannedCase(
                "DQC.US.0126",
                "consistent",
                folder,
                t.fact.concept,
                t.fact.period,
                question(t),
                _gold_0126(t.role, t.fact.concept, t.fact.context),
            )
        )
    return cases


# ------------------------------------------------------------------------------------------ XBRL.CALC11
def _plan_calc11(folder: str, company: str, view: FilingView, limits: Limits) -> list[PlannedCase]:
    """A total of a prior period seeded off its children: DQC.US.0126 checks only the required context, so only
    Calculations 1.1 (every context) finds it. Gold as for 0126: Σ weight × child over the parse."""
    candidates = [
        t
        for t in view.calc_totals(required=False)
        if len(t.children) >= 2
        and t.expected == t.fact.value
        and t.fact.value != 0
        and t.fact.delta_unit
        and len(view.checked_parent_roles(t.fact.concept)) == 1
        and len(view.in_context(t.fact.concept, t.fact.context)) == 1
        and view.clean(t.fact.concept, t.fact.period)
    ]
    candidates.sort(key=lambda t: (not t.top_level, _end_key(t.fact), t.fact.concept, t.fact.period))
    cases = []
    for t in _pick(candidates, limits.seeded_calc11, lambda t: t.fact.concept, set()):
        new, change = _changed(t.fact.value, SEED_UNITS * t.fact.delta_unit, raise_first=True)
        cases.append(
            PlannedCase(
                "XBRL.CALC11",
                "seeded",
                folder,
                t.fact.concept,
                t.fact.period,
                f"{company} reports {t.fact.concept} for {_period_text(t.fact.period)}, a prior period. Does it "
                f"equal the weighted sum of its calculation children in {t.role.rsplit('/', 1)[-1]} "
                "(XBRL Calculations 1.1)?",
                _gold_0126(t.role, t.fact.concept, t.fact.context),
                Seed(t.fact.concept, t.fact.context, t.fact.value, new, change),
            )
        )
    return cases


# ------------------------------------------------------------------------------------------ 0015
def _gold_0015(concept: str, context: str) -> Callable[[FilingView], Gold]:
    def gold(view: FilingView) -> Gold:
        fact = view.the_fact(concept, context)
        if concept not in view.non_negative:
            raise InputError(f"{concept} is not on the DQC.US.0015 non-negative list")
        return Gold("violation" if fact.value < 0 else "consistent", fact.value, abs(fact.value))

    return gold


def _plan_0015(folder: str, company: str, view: FilingView, limits: Limits) -> list[PlannedCase]:
    face_children = {
        child for role in view.checked_calc_roles for kids in view.calc[role].values() for child, _ in kids
    }
    listed = [
        f
        for f in view.facts
        if not f.dims and f.concept in view.non_negative and len(view.in_context(f.concept, f.context)) == 1
    ]

    def question(f: ParsedFact) -> str:
        return (
            f"{company} reports {f.concept} for {_period_text(f.period)}. The concept is on the DQC.US.0015 "
            "non-negative list: is the reported value's sign right?"
        )

    cases = []
    reported = sorted((f for f in listed if f.value < 0), key=lambda f: (_end_key(f), f.concept, f.period))
    for f in reported[: limits.reported_0015]:
        cases.append(
            PlannedCase(
                "DQC.US.0015", "reported", folder, f.concept, f.period, question(f), _gold_0015(f.concept, f.context)
            )
        )
    # A positive fact of a statement line item (a face calculation child) first; never a calculation
    # total, whose own DQC.US.0126 check a negation would also break.
    positive = [
        f for f in listed if f.value > 0 and f.concept not in view.calc_parents_any and view.clean(f.concept, f.period)
    ]
    positive.sort(key=lambda f: (f.concept not in face_children, f.unit != "USD", _end_key(f), f.concept, f.period))
    used: set[str] = set()
    for f in _pick(positive, limits.seeded_0015, lambda f: f.concept, used):
        cases.append(
            PlannedCase(
                "DQC.US.0015",
                "seeded",
                folder,
                f.concept,
                f.period,
                question(f),
                _gold_0015(f.concept, f.context),
                Seed(f.concept, f.context, f.value, -f.value, "negated"),
            )
        )
    for f in _pick(positive, limits.consistent_0015, lambda f: f.concept, used):
        cases.append(
            PlannedCase(
                "DQC.US.0015", "consistent", folder, f.concept, f.period, question(f), _gold_0015(f.concept, f.context)
            )
        )
    return cases


# ------------------------------------------------------------------------------------------ 0117
def _gold_0117(role: str, concept: str, context: str) -> Callable[[FilingView], Gold]:
    def gold(view: FilingView) -> Gold:
        table = next((t for t in view.tables if t.role == role), None)
        total = view.the_fact(concept, context)
        split = view.member_split(table, total) if table else None
        if split is None:
            raise InputError(f"{concept} in {context}: no complete ProductOrServiceAxis split in {role}")
        if view.checked_0117(total) and view.violation_0117(split):
            return Gold("violation", total.value, split.member_sum)
        return Gold("consistent", total.value, total.value)

    return gold


def _plan_0117(folder: str, company: str, view: FilingView, limits: Limits) -> list[PlannedCase]:
    splits: list[MemberSplit] = []
    for table in view.tables:
        for concept in table.line_items:
            for total in (f for f in view.of_concept(concept) if not f.dims and view.checked_0117(f)):
                split = view.member_split(table, total)
                if (
                    split
                    and split.member_sum == total.value
                    and all(f.delta_unit for _, f in split.members)
                    and len(view.in_context(concept, total.context)) == 1
                    and view.clean(concept, total.period, dimensional=True)
                ):
                    splits.append(split)
    splits.sort(key=lambda s: (_end_key(s.total), s.total.concept, s.total.period))
    revenue = [s for s in splits if is_revenue(s.total.concept)]
    other = [s for s in splits if not is_revenue(s.total.concept)]

    def question(s: MemberSplit) -> str:
        return (
            f"On {company}'s {s.table.role.rsplit('/', 1)[-1]}, do the {s.table.axis} members of {s.total.concept} "
            f"add up to the reported total for {_period_text(s.total.period)} (DQC.US.0117)?"
        )

    def seeded(s: MemberSplit, raise_member: bool, kind: Kind) -> PlannedCase:
        # Change the largest member, so that lowering it keeps every value positive.
        member, fact = max(s.members, key=lambda mf: (mf[1].value, mf[0]))
        new, change = _changed(fact.value, SEED_UNITS * fact.delta_unit, raise_first=raise_member)
        return PlannedCase(
            "DQC.US.0117",
            kind,
            folder,
            s.total.concept,
            s.total.period,
            question(s),
            _gold_0117(s.table.role, s.total.concept, s.total.context),
            Seed(fact.concept, fact.context, fact.value, new, f"{change} {member}"),
        )

    # Seeded violations: a non-revenue member lowered, a revenue member raised above the total, a
    # non-revenue member raised; then the ASC 606 case (revenue member lowered: not a violation).
    plan: list[tuple[MemberSplit, bool]] = []
    # A breakdown also given in a disclosure table is left to it by DQC unless a member exceeds the total:
    # seeded violations go to the breakdowns the rule checks.
    checked_revenue = [s for s in revenue if not view.disclosed_0117(s)]
    checked_other = [s for s in other if not view.disclosed_0117(s)]
    for pool, up in ((checked_other, False), (checked_revenue, True), (checked_other, True)):
        if len(plan) < limits.seeded_0117 and pool:
            chosen = pool.pop(0)
            plan.append((chosen, up))
            (revenue if chosen in revenue else other).remove(chosen)
    cases = [seeded(s, up, "seeded") for s, up in plan]
    cases += [seeded(s, False, "asc606") for s in revenue[: limits.asc606_0117]]
    del revenue[: limits.asc606_0117]
    rest = sorted(revenue + other, key=lambda s: (_end_key(s.total), s.total.concept))
    for s in rest[: limits.consistent_0117]:
        cases.append(
            PlannedCase(
                "DQC.US.0117",
                "consistent",
                folder,
                s.total.concept,
                s.total.period,
                question(s),
                _gold_0117(s.table.role, s.total.concept, s.total.context),
            )
        )
    return cases


# ------------------------------------------------------------------------------------------ build
def plan_cases(folder: str, view: FilingView, limits: Limits) -> list[PlannedCase]:
    company = view.parsed.company_name or folder
    form = f" {view.parsed.form}" if view.parsed.form else ""
    company = f"{company}{form} ({view.parsed.period_end or folder})"
    return (
        _plan_0126(folder, company, view, limits)
        + _plan_0015(folder, company, view, limits)
        + _plan_0117(folder, company, view, limits)
        + _plan_calc11(folder, company, view, limits)
    )
