"""A line the question names by quoting its own label: "what did Motorola book under 'Other charges'", "the 'Other'
line of investing activities". The quote is the filer's caption; the words round it say which of several lines
captioned alike is meant."""

from __future__ import annotations

import re

from auditgraph.memos.answer_equity import plain_words
from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.intent import COLUMN_SAID
from auditgraph.memos.measures import MEASURES, measure_hits
from auditgraph.memos.resolve_measure import content_words, element_words, labelled_lines

QUOTED = re.compile(r"(?:^|(?<=[\s(]))['‘\"“]([^'‘’\"“”]{2,80})['’\"”](?=[\s),.;:?]|$)")


def _stem(word: str) -> str:
    return word[:6] if len(word) > 6 else word


_WORDS = re.compile(r"[a-z]+")
# words round a quote that name no line
_NAMES_NONE = frozenset(
    "the and not its itself line lines figure amount what which how much many did does was were".split()
)


def _stems(view: FilingView, concept: str) -> frozenset[str]:
    key = ("quoted_stems", concept)
    if key not in view.memo:
        text = " ".join([element_words(concept), *view.own_labels.get(concept, [])])
        view.memo[key] = frozenset(_stem(w) for w in plain_words(text))
    stems: frozenset[str] = view.memo[key]
    return stems


_LEFT_OUT = re.compile(r"\b(?:not|excluding|other\s+than|as\s+opposed\s+to|rather\s+than)\b[^,;()]*", re.I)


def _told_apart(view: FilingView, lines: list[str], rest: str, quote: str) -> list[str]:
    """Of lines captioned alike, the one whose element name and other labels say the question's other words, and
    not the words it leaves out ("the line itself, not total other income"); the rarer a word in the filing, the
    more it weighs ("'Other' financing cash flows": "financing" tells ProceedsFromPaymentsForOtherFinancingActivities
    from a line that says "cash"). None when no word tells them apart."""
    own = content_words(quote)

    def stems(text: str) -> set[str]:
        words = set(_WORDS.findall(text.lower())) - _NAMES_NONE
        return {_stem(w) for w in plain_words(" ".join(w for w in words if w not in own and len(w) > 2))}

    left = stems(" ".join(m.group(0) for m in _LEFT_OUT.finditer(rest)))
    said = stems(_LEFT_OUT.sub(" ", rest)) - left
    every = [_stems(view, c) for c in view.by_concept]
    weight = {w: 1 / max(1, sum(w in s for s in every)) for w in said | left}
    score = {
        c: sum(weight[w] for w in said & _stems(view, c)) - sum(weight[w] for w in left & _stems(view, c))
        for c in lines
    }
    best = max(score.values())
    top = [c for c in lines if score[c] == best]
    return top if len(top) == 1 and best > min(score.values()) else []


def _member_of_measure(view: FilingView, question: str, span: tuple[int, int], quote: str) -> bool:
    """The quote is (or opens) the label of a member a measure the question names elsewhere is reported for: "revenue
    from 'Other' products and services" is revenue for Microsoft's "Other products and services" member, not a line
    labelled "Other"."""
    said = {w for w in _WORDS.findall(quote.lower()) if len(w) > 2}
    # (the label may go on after the quote: "'Other' products and services")
    after = said | {w for w in _WORDS.findall(question[span[1] :].lower())[:4] if len(w) > 2}
    for hit in measure_hits(question):
        if span[0] <= hit.start < span[1]:
            continue
        for concept in MEASURES[hit.measure].concepts:
            for member in {m for f in view.by_concept.get(concept, []) for _, m in f.dims}:
                if any(
                    said <= {w for w in _WORDS.findall(lab.lower()) if len(w) > 2} <= after
                    for lab in view.member_labels.get(member, [])
                ):
                    return True
    return False


_CLAUSE = re.compile(r"(?:[\w&'-]+\s+){0,4}[\w&'-]+\s*$")


def quoted_line(view: FilingView, question: str, instant: bool | None) -> tuple[str, list[tuple[int, int]]] | None:
    """The one consolidated line of the kind asked whose own label the question quotes, and the spans that say it:
    the quote, and when the quote is set in parentheses, them and the words just before them, which describe the
    same line ("wireless licenses ('Licenses')"); of several lines so labelled, the one the question's other words
    tell apart. None when none or several remain."""
    if COLUMN_SAID.search(question):
        return None  # "the 'other' accumulated OCI column": an equity statement's column (memos/answer_equity.py)
    for m in QUOTED.finditer(question):
        quote = re.sub(r"\([^()]*\)", " ", m.group(1))  # as labels are matched: "Other income (expense), net"
        if _member_of_measure(view, question, m.span(), quote):
            continue
        lines = labelled_lines(view, quote, instant)
        if len(lines) > 1:
            lines = _told_apart(view, lines, question[: m.start()] + " " + question[m.end() :], quote)
        if len(lines) != 1:
            continue
        spans = [m.span()]
        opened = question.rfind("(", 0, m.start())
        closed = question.find(")", m.end())
        if opened >= 0 and ")" not in question[opened : m.start()] and closed >= 0:
            spans.append((opened, closed + 1))
            before = _CLAUSE.search(question[:opened])
            if before is not None:
                spans.append(before.span())
        return lines[0], spans
    return None
