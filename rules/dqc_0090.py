"""DQC.US.0090 — lease liability payments due (docs/DQC_US_0090, source/us/2024/DQC_0090.xule).

In an annual filing (dei:DocumentType 10-K, 10-KT or 20-F) the undiscounted payments due of a lessee's leases are the
lease liability plus the undiscounted excess amount: LesseeOperatingLeaseLiabilityPaymentsDue = OperatingLeaseLiability
+ LesseeOperatingLeaseLiabilityUndiscountedExcessAmount (.9374), and the same for finance leases (.9375). The totals and
their element ids are the rule data's group ``CalculationOfLeaseLiabilityPaymentsDue``; the addends are the .xule's.

How the .xule binds and adds (XULE fact queries in square brackets, `[@C]`):
- only facts without dimensions take part; the total, the liability and the excess amount of one check share period
  and unit. A further addend is the unrecorded purchase obligation for leases not yet commenced: the
  UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount fact whose only dimension is
  UnrecordedUnconditionalPurchaseObligationByCategoryOfItemPurchasedAxis = Operating/FinancingLeaseLeaseNotYetCommencedMember
  (the filter covers that axis, so the fact binds with the non-dimensional ones of its period and unit);
- `liability <+ excess + obligation`: the liability is required (no liability, no check: XULE's `<+` adds only when
  its left side has a value), the excess amount and the obligation are optional (a missing one adds nothing). The
  total is required too: the message is about it;
- DQC's `tolerance_for_decimals_comp` with a factor of 2: the lowest decimals of the total, liability and excess
  amount (INF counting as 5, anything finer capped at 5), both sides rounded there, a difference above 2 units of that
  place fails. Every combination of inconsistent duplicate facts is its own check, as XULE iterates them;
- no finding when the difference is exactly the not-yet-commenced obligation (the maturity schedule left it out), when
  the filing's calculation network has a company (extension) concept below the total (a reconciling item), or when
  the company reports its own ``…UndiscountedExcessAmountNotDisclosed`` element (the filer's opt-out).
Effective dates by element id (resources/Effective_Dates): .9374 from 2021-12-01, .9375 from 2020-05-30.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from decimal import Decimal

from auditgraph.ingest.qnames import family_of
from auditgraph.rules.arithmetic import dqc_tolerance, lowest_decimals
from auditgraph.rules.common import dims_text, fact_finding, finding_id, fmt, matches
from auditgraph.rules.dates import document_type, not_yet_effective
from auditgraph.rules.models import Contributor, NotEvaluable, RuleResult
from auditgraph.rules.ruledata import not_loaded
from auditgraph.rules.view import Fact, FilingView

RULE = "DQC.US.0090"
NAME = "Lease liability payments due"
GROUP = "CalculationOfLeaseLiabilityPaymentsDue"
ANNUAL_FORMS = ("10-K", "10-KT", "20-F")  # the .xule's own test of dei:DocumentType
TOLERANCE_FACTOR = 2
MAX_DECIMALS = 5  # tolerance_for_decimals_comp: INF or anything finer counts as 5
OBLIGATION = "us-gaap:UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount"
OBLIGATION_AXIS = "us-gaap:UnrecordedUnconditionalPurchaseObligationByCategoryOfItemPurchasedAxis"


@dataclass(frozen=True)
class LeaseSum:
    total: str
    liability: str
    excess: str
    not_commenced: str  # member of OBLIGATION_AXIS
    opt_out: str  # local name of the company element that opts out of the reconciliation
    kind: str  # for the message: the elements of the sum and their calculation tree


SUMS = (
    LeaseSum(
        "us-gaap:LesseeOperatingLeaseLiabilityPaymentsDue",
        "us-gaap:OperatingLeaseLiability",
        "us-gaap:LesseeOperatingLeaseLiabilityUndiscountedExcessAmount",
        "us-gaap:OperatingLeaseLeaseNotYetCommencedMember",
        "LesseeOperatingLeaseLiabilityUndiscountedExcessAmountNotDisclosed",
        "operating",
    ),
    LeaseSum(
        "us-gaap:FinanceLeaseLiabilityPaymentsDue",
        "us-gaap:FinanceLeaseLiability",
        "us-gaap:FinanceLeaseLiabilityUndiscountedExcessAmount",
        "us-gaap:FinancingLeaseLeaseNotYetCommencedMember",
        "FinanceLeaseLiabilityUndiscountedExcessAmountNotDisclosed",
        "finance",
    ),
)


def _local(q: str) -> str:
    return q.rsplit(":", 1)[-1]


def message(s: LeaseSum, total: Fact, addend: Decimal, version: str | None, element: str) -> str:
    liab, excess, tot = _local(s.liability), _local(s.excess), _local(s.total)
    finance = s.kind == "finance"
    obligation_note = " for a finance lease" if finance else " "
    spelling = "separate" if finance else "seperate"  # as each assertion's template spells it
    dims = "" if finance else f"Dimensions : {dims_text(total.dims)}\n"  # the finance template has no such line
    return (
        f"The element {tot} with a value of {fmt(total.value)} should be equal to the sum of {liab} plus {excess}. "
        f"The value of these adds to {fmt(addend)}.  A difference of {fmt(total.value - addend)}. In an annual filing "
        "this reconciliation is required and all elements should have a value in the current reporting period.\n\n"
        "If the difference is due to an extension reconciliation item, then the filer should add a calculation "
        f"relationship. The calculation tree should show the parent element as {tot} with children of {excess} + "
        f"{liab} + UnrecordedUnconditionalPurchaseObligationBalanceSheetAmount{obligation_note} + any extension items. "
        f"There should already be a calculation tree defined for the components of {tot} comprised of "
        f"{tot}NextTwelveMonths +  {tot}YearTwo etc.  These two breakdowns of {tot} should be in {spelling} calculation groups. If an "
        f"extension item appears as a child calculation of {tot} then no error is produced.\n \n"
        f"Period :{total.display_period()}\n{dims}Unit : {total.unit}\nDecimals: {total.decimals}\n\n"
        f"Rule Element Id:{element.rsplit('.', 1)[-1]}\nRule version: {version}"
    )


def _facts(view: FilingView, concept: str, dims: tuple[str, ...] = ()) -> dict[tuple, list[Fact]]:
    """(period, unit) -> the facts of ``concept`` with exactly these dimensions (XULE's square brackets)."""
    out: dict[tuple, list[Fact]] = {}
    for f in sorted(view.by_concept.get(concept, []), key=lambda f: f.key):
        if f.dims == dims:
            out.setdefault((f.period, f.unit), []).append(f)
    return out


def _company_concepts(view: FilingView, concepts: set[str]) -> set[str]:
    """The concepts of ``concepts`` that are not in a standard taxonomy's namespace (the .xule's $EXTENSION_QNAME)."""
    if not concepts:
        return set()
    rows = view.store.run("rules.common.namespaces", {"concepts": sorted(concepts)})
    ns = {r["qname"]: r["namespace"] or "" for r in rows}
    return {c for c in concepts if family_of(ns.get(c, "")) is None}


def _calc_descendants(view: FilingView, start: str) -> set[str]:
    """``navigate summation-item descendants from start``: every network of the filing, each walked on its own."""
    out: set[str] = set()
    for tree in view.calc_by_role.values():
        queue = [start]
        seen = {start}
        while queue:
            for e in tree.get(queue.pop(), []):
                if e.child not in seen:
                    seen.add(e.child)
                    out.add(e.child)
                    queue.append(e.child)
    return out


def _opted_out(view: FilingView, local: str) -> bool:
    """A company element named ``local`` carries a fact (any context): the filer's opt-out of the reconciliation."""
    named = {*view.by_concept, *(e.parent for e in view.calc), *(e.child for e in view.calc)}
    named |= {c for tree in view.presentation.values() for p, cs in tree.items() for c in (p, *cs)}
    prefixes = sorted({c.split(":", 1)[0] for c in named if ":" in c})
    candidates = [f"{p}:{local}" for p in prefixes]
    company = _company_concepts(view, set(candidates))
    return bool(company) and bool(view.any_facts(sorted(company)))


def _min_decimals(facts: list[Fact]) -> int:
    """The .xule's $minDecimals, then tolerance_for_decimals_comp's adjustment: INF (none reported) and anything
    finer than 5 count as 5."""
    d = lowest_decimals([f.decimals for f in facts if f.decimals not in (None, "INF")])
    return MAX_DECIMALS if d is None or d > MAX_DECIMALS else d


def run(view: FilingView, concept: str | None = None, period: str | None = None) -> RuleResult:
    result = RuleResult(rule=RULE, filing=view.accession, status="evaluated")
    data = view.rule_data(RULE)
    if not data.loaded:
        return not_loaded(result)
    totals = data.concepts(GROUP)
    doc_type = document_type(view)
    if not view.dei_value("dei:DocumentType"):
        result.status, result.reason = (
            "not_evaluable",
            "the filing reports no dei:DocumentType (DQC.US.0090 runs on annual filings)",
        )
        return result
    if doc_type not in ANNUAL_FORMS:
        result.status = "not_evaluable"
        result.reason = f"DQC.US.0090 runs on annual filings (10-K, 10-KT, 20-F); this is a {doc_type}"
        return result
    for s in SUMS:
        element = data.element_of(s.total)
        if s.total not in totals or element is None:
            result.not_evaluable.append(
                NotEvaluable(rule=RULE, concept=s.total, reason="the rule data does not name this total")
            )
            continue
        if reason := not_yet_effective(view, element):
            result.not_evaluable.append(NotEvaluable(rule=RULE, concept=s.total, reason=reason))
            continue
        if _opted_out(view, s.opt_out):
            result.not_evaluable.append(
                NotEvaluable(
                    rule=RULE,
                    concept=s.total,
                    reason=f"the company reports its own {s.opt_out} element (the filer's opt-out of the rule)",
                )
            )
            continue
        company_below = _company_concepts(view, _calc_descendants(view, s.total))
        obligations = _facts(view, OBLIGATION, (f"{OBLIGATION_AXIS}={s.not_commenced}",))
        liabilities, excesses = _facts(view, s.liability), _facts(view, s.excess)
        for key, totals_here in sorted(_facts(view, s.total).items()):
            if not matches(concept, period, {s.total}, {key[0]}):
                continue
            for total, liab, excess, obligation in itertools.product(
                _distinct(totals_here),
                _distinct(liabilities.get(key, [])),  # required: no liability, no check
                _optional(excesses.get(key, [])),
                _optional(obligations.get(key, [])),
            ):
                result.evaluated += 1
                present = [f for f in (liab, excess, obligation) if f is not None]
                addend = sum((f.value for f in present), Decimal(0))
                d = _min_decimals([f for f in (total, liab, excess) if f is not None])
                left = d if total.decimals in (None, "INF") else min(int(total.decimals), d)
                tol = dqc_tolerance(total.value, left, addend, d, TOLERANCE_FACTOR)
                if not tol.exceeded or company_below:
                    result.passed += 1
                    continue
                if obligation is not None and addend - total.value == obligation.value:
                    result.passed += 1  # the maturity schedule leaves out the leases not yet commenced
                    continue
                contributors = [
                    Contributor(key=total.key, concept=total.concept, value=float(total.value), decimals=total.decimals)
                ] + [
                    Contributor(key=f.key, concept=f.concept, value=float(f.value), weight=1.0, decimals=f.decimals)
                    for f in present
                ]
                finding = fact_finding(
                    RULE,
                    view,
                    total,
                    element,
                    message(s, total, addend, data.version, element),
                    expected=addend,
                    evidence=[total.key, *(f.key for f in present)],
                    contributors=contributors,
                )
                finding.tolerance = float(tol.tolerance)
                # Inconsistent duplicates make several checks of one total: each keeps its own id.
                finding.id = finding_id(
                    element,
                    view.accession,
                    total.concept,
                    total.period,
                    sorted(c.key or "" for c in contributors),
                    total.unit,
                    None,
                )
                result.findings.append(finding)
    return result


def _distinct(facts: list[Fact]) -> list[Fact]:
    """One fact per distinct value and decimals (consistent duplicates were collapsed at ingest; what is left are
    inconsistent ones, each its own XULE iteration)."""
    seen: dict[tuple, Fact] = {}
    for f in facts:
        seen.setdefault((f.value, f.decimals), f)
    return list(seen.values())


def _optional(facts: list[Fact]) -> list[Fact | None]:
    """An optional operand: each distinct fact, or one binding without a value."""
    return list(_distinct(facts)) or [None]
