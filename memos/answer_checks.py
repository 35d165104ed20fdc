"""Checks of an answer's shape against the question's words, apart from which line answers: two balances under one
label of the filer's (ambiguous), a segment's "gross margin" the filer labels so (an amount), and answers that cannot
be what was asked (a flow for a balance at a date, a part above its whole, one year of a schedule for a sum of two);
and the cues of a ratio, an amount per share and arithmetic the question spells out."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.measures import MEASURES, Measure
from auditgraph.memos.resolve_measure import content_words
from auditgraph.memos.resolve_members import member_mentions

_SIDE_WORDS = re.compile(r"\b(?:non-?current|current|long[- ]term|short[- ]term|total|combined|sum)\b", re.I)


_TICKERISH = re.compile(r"[a-z]{1,4}")  # a short token: a symbol or an initial, not a word of a line
_SIDE_LABEL_WORDS = frozenset("current noncurrent non long short term".split())
_SIDES = re.compile(r"(?<=[a-z])(?:Current|Noncurrent)\b")


def _first_word(concept: str) -> str:
    return (re.findall(r"[A-Z][a-z]+", concept.split(":")[-1]) or [""])[0]


def _opposite(a: str, b: str, sides: re.Pattern[str]) -> bool:
    """Two elements named alike but for their side: income and expense ("OtherNonoperatingIncome",
    "OtherNonoperatingExpense"), asset and liability ("DerivativeAssetsCurrent", "DerivativeLiabilitiesCurrent")."""
    x, y = a.split(":")[-1], b.split(":")[-1]
    return x != y and sides.sub("_", x) == sides.sub("_", y)


_FLOW_SIDES = re.compile(r"Income|Revenues?|Sales|Expenses?|Costs?")
_BALANCE_SIDES = re.compile(r"Assets?|Liabilit(?:y|ies)|Receivables?|Payables?")
_OWED_WORDS = re.compile(r"\b(?:assets?|liabilit(?:y|ies)|receivables?|payables?|owed|owes?|due|net)\b", re.I)


_FLOW_WORDS = re.compile(r"\b(?:income|revenues?|sales|expenses?|costs?|total|combined|sum|net)\b", re.I)


def twin(view: FilingView, pick: AnswerFact, question: str) -> AnswerFact | None:
    """Another line the filer labels word for word as the picked one, reported for the same period and members with
    another value, where the question says that label and no word that tells the two apart: the question is
    ambiguous. A balance's twin is its current or non-current side (Viacom's "Inventory, net" twice; Union Pacific's
    "Allowance for doubtful accounts" beside "… - receivables not expected to be collected in one year"); a flow's,
    its income or expense side (Public Storage's "Ancillary operations" revenue and cost). A balance's twin is also
    its asset or liability side (Chesapeake's "Short-term derivative instruments" twice)."""
    if pick.months == 0:
        current = not _SIDE_WORDS.search(question)
        owed = not _OWED_WORDS.search(question)
        if not (current or owed):
            return None
    elif _FLOW_WORDS.search(question):
        return None
    said = set(re.findall(r"[a-z]+", question.lower()))
    company = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    asked = {w for w in content_words(question) if w not in company and not _TICKERISH.fullmatch(w)}

    def says(label: str) -> bool:
        words = set(re.findall(r"[a-z]+", label.lower()))
        if words <= said:
            return True
        # (a label's side words need not be said where the label says all else the question does: "deferred income
        # taxes" names "Deferred income taxes-noncurrent")
        return words - _SIDE_LABEL_WORDS <= said and asked <= words

    labels = {lab.strip().lower() for lab in view.own_labels.get(pick.fact.concept, []) if says(lab)}
    base = _SIDES.sub("", pick.fact.concept)  # the picked element without its side ("…Current", "…Noncurrent")
    for concept, facts in view.by_concept.items():
        if concept == pick.fact.concept:
            continue
        theirs = view.own_labels.get(concept, [])
        if pick.months == 0:
            sides = (
                current
                and _first_word(concept) == _first_word(pick.fact.concept)  # of one thing (Inventory, …)
                and _SIDES.search(concept + " " + pick.fact.concept) is not None  # a current and a non-current balance
            ) or (owed and _opposite(concept, pick.fact.concept, _BALANCE_SIDES))
            # one label holding the other's words and more, only for the two sides of one element ("…Current",
            # "…Noncurrent"): a note's total that says more is no twin
            wider = (
                current
                and _SIDES.sub("", concept) == base
                and "Noncurrent" in concept + pick.fact.concept
                # (a total beside its parts is no twin: Liabilities where LiabilitiesCurrent is reported too)
                and not (base in (concept, pick.fact.concept) and base + "Current" in view.by_concept)
            )
        else:
            sides, wider = _opposite(concept, pick.fact.concept, _FLOW_SIDES), False
        shown = {lab.strip().lower() for lab in theirs}
        if not sides or not (labels & shown or (wider and _labelled_alike(labels, theirs))):
            continue
        for f in facts:
            if (
                f.fact.end == pick.fact.end
                and f.months == pick.months
                and f.dims == pick.dims
                and f.fact.unit == pick.fact.unit
                and f.fact.value != pick.fact.value
            ):
                return f
    return None


def _labelled_alike(labels: set[str], others: list[str]) -> bool:
    """The other line is labelled with the words of the picked one and more (Union Pacific's "Allowance for
    doubtful accounts" beside "Allowance for doubtful accounts - receivables not expected to be collected in one
    year"); a label said word for word is read by the caller."""
    theirs = [set(re.findall(r"[a-z]+", lab.lower())) for lab in others]
    return any(set(re.findall(r"[a-z]+", lab)) <= t for lab in labels for t in theirs)


RATIO_CUE = re.compile(r"%|\b(?:percent(?:age)?|ratio|rate|as a (?:share|fraction))\b|/|÷|\bdivided\b", re.I)


def segment_gross_margin(view: FilingView, question: str, blocked: list[tuple[int, int]]) -> bool:
    """A segment's "gross margin" where the filing labels its gross profit "Gross margin" and reports it for the
    segment: the amount the filing calls so (Microsoft's segment note), unless the question asks for a ratio."""
    lines = [c for c in MEASURES["gross_profit"].concepts if c in view.by_concept]
    if not lines or RATIO_CUE.search(question):
        return False
    own = [lab.strip().lower() for c in lines for lab in view.own_labels.get(c, [])]
    named = {m for m, _, _ in member_mentions(question, view, lines, blocked)}
    return "gross margin" in own and bool(named) and bool(view.carrying(named) & set(lines))


def not_what_was_asked(
    measure: Measure,
    picks: list[AnswerFact],
    formula: str,
    value: float,
    balance_asked: bool | None,
    question: str,
    comparison: str | None,
) -> str | None:
    """What the question asks that an answer of this shape cannot be, or None: a balance at a date answered by a flow
    ("how many treasury shares did it hold at March 31"), a part of a whole above the whole ("what share of its
    derivative liabilities …" is at most one), one year of a schedule for the sum of two ("year two + year three")."""
    if measure.kind == "concept" and picks and all(f.months for f in picks) and balance_asked:
        return "a balance at a date, and the line read is a flow"
    if measure.kind == "concept" and picks and not any(f.months for f in picks) and balance_asked is not True:
        if _FLOW_VERB.search(question):  # "accrued casualty costs charged to expense in 2011": not the balance
            return "an amount over a period, and the line read is a balance"
    if (
        len(picks) == 2
        and "/" in formula
        and comparison not in ("growth", "difference")
        and _PART_OF.search(question)
        and all(f.fact.value > 0 for f in picks)
        and not 0 <= value <= 1
    ):
        return "a part of a whole, which is never above the whole"
    if len({f.key for f in picks}) == 1 and _SUM_ASKED.search(question) and len(_YEARS_NAMED.findall(question)) > 1:
        return "a sum of a schedule's years, and one year was read"
    return None


# Verbs that say an amount moved over a period.
_FLOW_VERB = re.compile(
    r"\b(?:charged|expensed|incurred|spent|paid|issued|repurchased|granted|earned)\s+(?:to|in|on|for|during|under|by)\b",
    re.I,
)
_PART_OF = re.compile(
    r"\b(?:what|which)\s+(?:share|portion|proportion|fraction|percent(?:age)?)\b|(?<!current )(?<!noncurrent )"
    r"\b(?:share|portion|proportion|fraction) of\b",
    re.I,
)
# A schedule's years named as the parts of a sum ("fiscal 2025 and fiscal 2026 combined", "year two + year three").
_YEARS_NAMED = re.compile(
    r"\b(?:(?:fiscal|fy)\s*(?:19|20)?\d\d|(?:19|20)\d\d|year (?:one|two|three|four|five))\b", re.I
)
_SUM_ASKED = re.compile(r"\w\s*\+\s*\w|\bplus\b|\bcombined\b|\bsum of\b|\badded together\b", re.I)
PER_SHARE_ASKED = re.compile(r"\bper\b|\beps\b|\bprice\b", re.I)
ARITHMETIC = re.compile(r"\s[-+/÷−]\s|\w\s*\+\s*\w|\b(?:plus|minus|sum|combined|divided|times)\b", re.I)  # not "A/R"
