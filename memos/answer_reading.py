"""How a question reads before any line is chosen: a balance or a flow (the words round its period), an amount
stated per share, and words that stand inside one of a line's own labels. Shared by the answer's builder and the
equity statement's columns (memos/answer_build.py, memos/answer_equity.py)."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.intent import Intent

# An element stated per share or unit ("EarningsPerShareBasic", "IncomeLossFromContinuingOperationsPerDilutedShare").
PER_SHARE_ELEMENT = re.compile(r"Per(?:Basic|Diluted|Outstanding)?(?:Share|Unit)")
UNITS = {
    "USD": ("USD",),
    "USD/shares": ("USD/shares", "USD/share", "usd/shares"),
    "shares": ("shares", "share"),
    # a count of things, in the filer's own unit ("segment") or none ("pure")
    "count": ("pure", "segment", "segments", "number", "item", "items", "integer"),
}


def per_share_line(view: FilingView, concept: str) -> bool:
    """A line stated per share (by its unit, or a data set's per-share element, whose unit is USD)."""
    return PER_SHARE_ELEMENT.search(concept) is not None or any(
        f.fact.unit in UNITS["USD/shares"] or f.fact.unit == view.money("USD/shares")
        for f in view.by_concept.get(concept, [])
    )


def in_own_label(view: FilingView, question: str, concepts: list[str], span: tuple[int, int]) -> bool:
    """The words at ``span`` stand inside one of the lines' own labels that the question says whole."""
    for concept in concepts:
        for label in view.wordings(concept):
            words = re.findall(r"[A-Za-z]+", label)
            if len(words) < 2:
                continue
            pattern = r"\b" + r"\W+".join(re.escape(w) for w in words) + r"\b"
            if any(m.start() <= span[0] and span[1] <= m.end() for m in re.finditer(pattern, question, re.I)):
                return True
    return False


def asked_kind(intent: Intent, question: str) -> bool | None:
    """Balance (True), flow (False) or either (None): a span asked ("for the 12 weeks ended …") is a flow unless
    the question also says "at" or "as of" a date or names the balance sheet."""
    if intent.period.instant is None and intent.period.ytd:
        return False  # "year-to-date … as of mid-2009 (first six months)": the span, whatever date it is read at
    if intent.period.instant is None and _WEIGHTED_SHARES.search(question):
        return False  # "weighted average shares outstanding … year to March 31, 2010": a period's average
    if intent.company.text:  # "provision for taxes at Goldman through June 26": where, not when
        question = re.sub(rf"\bat\s+{re.escape(intent.company.text)}\b", " ", question, flags=re.I)
    if intent.period.instant is None and _BALANCE_AT.search(question):
        return True  # "inventories as of the end of the second quarter"
    if (
        intent.period.instant is None
        and intent.comparison in ("growth", "difference")
        and _DATE_TO_DATE.search(question)
    ):
        return None  # "growth from September 24, 2022 to September 30, 2023": two balances, or the flow between
    if intent.period.instant is None and intent.period.months and not _AT_DATE.search(question):
        return False
    if (
        intent.period.instant is None
        and intent.comparison not in ("growth", "difference")  # "growth in lease liabilities during fiscal 2023"
        and _DURING.search(question)
        and not _AT_DATE.search(question)
    ):
        return False  # "goodwill acquired during fiscal 2015": what happened in a year, not a balance
    if intent.period.instant is None and not intent.period.months and intent.period.end and _AT_DATE.search(question):
        return True  # "at 12/31/2023": a date and no span
    return intent.period.instant


_WEIGHTED_SHARES = re.compile(r"\bweighted[- ]average\s+(?:number\s+of\s+)?(?:[a-z-]+\s+){0,2}shares\b", re.I)
_BALANCE_AT = re.compile(
    r"\b(as of|at the end of|at (?:fiscal )?(?:year|quarter|period)[- ]end|balance (?:at|as of)|on hand)\b"
    r"|\bbalance\s*[/)-]"  # "(Sept 30, 2010 balance / Dec 31, 2009 balance - 1)"
    r"|\b(?:balance sheets?|statements? of financial (?:condition|position))\b"  # where balances are shown
    r"|\b(?:ending|closing)\s+(?:number|balance|count|amount|level)\b",  # "ending number of common shares"
    re.I,
)


_DATE = r"(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})"
_DATE_TO_DATE = re.compile(rf"\bfrom\s+{_DATE}\s+(?:to|through|until)\s+{_DATE}")
_DURING = re.compile(
    r"\b(?:during|in the course of)\s+(?:the\s+)?(?:fiscal|fy|calendar|first|second|third|fourth|"
    r"\d{4}|year|quarter|half|period|six|nine|three|twelve)",
    re.I,
)
_AT_DATE = re.compile(
    r"\b(at|as of|balance sheet|statement of financial (?:condition|position)|outstanding|on hand)\b"
    # "… did Schwab hold … on 3/31/2010", "on March 31, 2010": a balance on that day
    r"|\bon\s+(?:\d{1,2}/\d{1,2}/\d{2,4}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)",
    re.I,
)
