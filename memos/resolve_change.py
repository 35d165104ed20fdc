"""A balance's change over a period that the cash-flow statement reports as a line of its own ("change in
accounts payable, nine months ended July 1, 2023" is the filing's Increase (Decrease) in Accounts Payable for
those nine months, not the difference of two balances the question never named)."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.intent import Intent
from auditgraph.memos.measures import Measure
from auditgraph.memos.resolve_measure import blank, label_concept, label_of

# Where the question says the change is the cash-flow statement's.
CASH_FLOW_CONTEXT = re.compile(
    r"\b(?:cash[- ]flows?(?: statements?)?|statements? of cash flows|operating activities|CFO|CFFO)\b", re.I
)

# Words that name the base of a computed change: another date, a year earlier, another period.
_BASE_NAMED = re.compile(
    r"\b(from|since|between|versus|vs\.?|compared|than|year[- ]over[- ]year|yoy|y/y|a year (?:earlier|ago|before)|"
    r"prior|previous|preceding|last year|year[- ]earlier|year[- ]ago|sequential(?:ly)?)\b",
    re.I,
)

# Elements that report the change of a balance over a period, and a filer's own element labelled so ("Change in
# content liabilities").
_CHANGE_ELEMENT = re.compile(r"IncreaseDecrease", re.I)
_CHANGE_LABEL = re.compile(r"^\s*(?:net\s+)?(?:changes?|\(?increase\)?\s*[/(]?\s*\(?decrease\)?)\s+in\b", re.I)


# The words that ask for the change itself.
_CHANGE_WORDS = re.compile(r"\b(?:net\s+)?(?:changes?|increases?|decreases?|increase\s*/\s*decrease)\b", re.I)


def change_line(
    view: FilingView, question: str, intent: Intent, measure: Measure | None, blocked: list[tuple[int, int]]
) -> str | None:
    """The filing's own change line for the balance the question names, when the question asks the balance's
    change over a period (a quarter, year to date, or "in the cash flow statement") and names no base to compute it
    from; None otherwise."""
    if intent.comparison != "difference" or _BASE_NAMED.search(question):
        return None
    over_period = intent.period.months in (3, 6, 9) and intent.period.instant is not True
    if not (over_period or CASH_FLOW_CONTEXT.search(question)):
        return None
    if measure is not None and measure.kind != "concept":
        return None
    cash_flow = view.presented.get("CF", set())
    lines = {
        c
        for c, facts in view.by_concept.items()
        if (_CHANGE_ELEMENT.search(c.split(":")[-1]) or (c in cash_flow and _changed_by_label(view, c)))
        and any(f.months and f.dims == () for f in facts)
    }
    if not lines:
        return None
    if measure is not None and intent.measure.phrase:
        text = intent.measure.phrase
    else:  # the question's own words, without the company's, the change's and the period's
        text = blank(question, blocked)
    text = _CHANGE_WORDS.sub(" ", CASH_FLOW_CONTEXT.sub(" ", text))
    found = label_concept(view, text, False, "USD", only=lines)
    if found is None and measure is not None:
        found = label_concept(view, CASH_FLOW_CONTEXT.sub(" ", measure.label), False, "USD", only=lines)
    return found


def _changed_by_label(view: FilingView, concept: str) -> bool:
    """A filer's own line of the cash-flow statement labelled as a change ("Change in content liabilities")."""
    return any(_CHANGE_LABEL.match(lab) for lab in view.own_labels.get(concept, []))


def change_measure(view: FilingView, concept: str) -> Measure:
    return Measure(concept, label_of(view, concept), "concept", (), (concept,), unit="USD", instant=False)
