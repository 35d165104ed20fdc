"""Checks of an answer's shape against the question's words, apart from which line answers: two balances under one
label of the filer's (ambiguous), a segment's "gross margin" the filer labels so (an amount), and answers that cannot
be what was asked (a flow for a balance at a date, a part above its whole, one year of a schedule for a sum of two);
and the cues of a ratio, an amount per share and arithmetic the question spells out."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.lexicon import ASKS_NO_LINE
from auditgraph.memos.measures import MEASURES, Measure
from auditgraph.memos.resolve_measure import COST_NAME, PER_SHARE_NAME, content_words, element_words
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
    asked = _content_asked(view, question)

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


# Where the question says a figure is shown: the words that tell two lines captioned alike apart.
_SAYS_WHERE = re.compile(
    r"\bcash[- ]flows?\b|\badd[- ]?backs?\b|\bstatements?\b|\bbalance\s+sheets?\b|\bnotes?\b|\btables?\b"
    r"|\bschedules?\b|\bline\b|\bfootnotes?\b|\b(?:cfo|cfi|cff|p\s*&\s*l)\b|\bsections?\b|\bcolumns?\b",
    re.I,
)


def _caption(label: str) -> frozenset[str]:
    """A caption's words as a question says them: content words, and "net" and "total" (what it notes in
    parentheses left out)."""
    text = re.sub(r"\([^()]*\)", " ", label)
    return frozenset(content_words(text) | ({"net", "total"} & set(re.findall(r"[a-z]+", text.lower()))))


def _word_orders(view: FilingView, concept: str, caption: frozenset[str]) -> set[tuple[str, ...]]:
    """The order the caption's words come in the line's own labels ("billings in excess of costs" is no "costs in
    excess of billings", though the words are one set)."""
    labels = view.own_labels.get(concept) or view.concept_labels.get(concept, [])
    return {
        tuple(dict.fromkeys(w for w in re.findall(r"[a-z]+", re.sub(r"\([^()]*\)", " ", lab).lower()) if w in caption))
        for lab in labels
    }


def _content_asked(view: FilingView, question: str) -> set[str]:
    """The question's content words without the company's name and short symbols."""
    company = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    # (a symbol is a short word written in capitals, "AAPL": not every short word, "bank debt")
    symbols = {t.lower() for t in re.findall(r"(?<![A-Za-z])[A-Z]{1,5}(?![A-Za-z])", question)}
    return {w for w in content_words(question) if w not in company and not (w in symbols and _TICKERISH.fullmatch(w))}


def _asked(view: FilingView, question: str) -> set[str]:
    """The question's words that could be a caption's: its content words, and "net" and "total"."""
    return _content_asked(view, question) | ({"net", "total"} & set(re.findall(r"[a-z]+", question.lower())))


def _captions(view: FilingView, concept: str, asked: set[str]) -> set[frozenset[str]]:
    """The filer's own captions of a line (a filer's own element: its labels) that the asked words hold."""
    labels = view.own_labels.get(concept) or (
        view.concept_labels.get(concept, []) if not concept.startswith(("us-gaap:", "ifrs", "dei:", "srt:")) else []
    )
    # (a caption's ", net" need not be said: "accumulated deferred income taxes" is "…, net" twice on CenterPoint's
    # balance sheet, current and noncurrent)
    return {c for c in map(_caption, labels) if c and (c <= asked or (len(c) > 2 and c - {"net"} <= asked))}


def _on_face(view: FilingView, concept: str) -> bool:
    """The line is shown on a face statement (a data set keeps no statements: its lines are the statements')."""
    return not view.presented or any(concept in view.presented.get(st, ()) for st in ("BS", "IS", "CF"))


def _beside(pick: AnswerFact, facts: list[AnswerFact]) -> AnswerFact | None:
    """The fact reported for the picked one's period, members and unit with another value."""
    return next(
        (
            f
            for f in facts
            if f.fact.end == pick.fact.end
            and f.months == pick.months
            and f.dims == pick.dims
            and f.fact.unit == pick.fact.unit
            and f.fact.value != pick.fact.value
        ),
        None,
    )


def same_caption(
    view: FilingView, pick: AnswerFact, question: str, catalogued: tuple[str, ...] = (), phrase: str | None = None
) -> AnswerFact | None:
    """Another line the filer captions exactly as the picked one on a face statement, reported for the same period,
    members and unit with another value, where the question says just that caption and not where it is shown: the
    question is ambiguous (Dominion's "Depreciation, depletion and amortization" on the income statement and, larger,
    in the cash flows). Never between an amount and an amount per share, a line a note shows and a face statement's,
    or a line the catalogue names for the question's words and one it does not (``catalogued``: the measure's lines)."""
    if _SAYS_WHERE.search(question):
        return None
    asked = _asked(view, question)
    every = {w.rstrip("s") for w in content_words(question)}

    def named(concept: str) -> set[str]:
        # the element's name and its labels: the words that say what kind of line it is
        text = element_words(concept) + " " + " ".join(view.concept_labels.get(concept, []))
        return {w.rstrip("s") for w in content_words(text)}

    mine = _captions(view, pick.fact.concept, asked)
    if not mine or not _on_face(view, pick.fact.concept):
        return None
    picked = named(pick.fact.concept)
    for concept, facts in view.by_concept.items():
        shared = _captions(view, concept, asked) & mine if concept != pick.fact.concept else set()
        if (
            not shared
            or not _on_face(view, concept)
            or PER_SHARE_NAME.search(concept) != PER_SHARE_NAME.search(pick.fact.concept)
        ):
            continue
        if (
            pick.fact.concept in catalogued
            and concept not in catalogued
            and not any(_said_as(phrase) <= c for c in shared)
        ):
            continue  # the catalogue's line for other words than the caption ("diluted EPS" beside "Diluted")
        if "IncreaseDecrease" in concept or "IncreaseDecrease" in pick.fact.concept:
            continue  # a balance's change in the cash flows ("Income taxes") is no flow captioned alike
        if not any(_word_orders(view, concept, c) & _word_orders(view, pick.fact.concept, c) for c in shared):
            continue  # the caption's words in another order: another line (costs in excess of billings)
        theirs = named(concept)
        if (
            # (a word beyond the caption says which: "revenues" of two lines captioned "Owned, leased and …
            # hotels", one the revenue and one the cost)
            all(asked - caption - ASKS_NO_LINE for caption in shared)
            or any({w.rstrip("s") for w in asked - caption} & (theirs | picked) for caption in shared)
            or (theirs ^ picked) & every
            # (a cost and a revenue captioned alike, "Subscription and support", are two sides)
            or bool(COST_NAME.search(concept)) != bool(COST_NAME.search(pick.fact.concept))
        ):
            continue  # a word of the question tells them apart ("current", "attributable")
        other = _beside(pick, facts)
        if other is not None:
            return other
    return None


# A note or a table the question says the figure is read from (not a face statement).
_IN_A_NOTE = re.compile(r"\b(?:notes?|footnotes?|tables?|schedules?|disclosures?)\b", re.I)
_A_STATEMENT = re.compile(r"\bbalance\s+sheets?\b|\bstatements?\b|\bcash[- ]flows?\b", re.I)


def noted_twin(view: FilingView, pick: AnswerFact, question: str) -> AnswerFact | None:
    """The line a note shows under the caption the question says, where the picked one is a face statement's
    captioned alike and the question says it reads the note ("Within Apple's other non-current assets note, … the
    'Other non-current assets' line": the note's line, not the balance sheet's total)."""
    if not _IN_A_NOTE.search(question) or _A_STATEMENT.search(question) or not view.presented:
        return None
    asked = _asked(view, question)
    mine = _captions(view, pick.fact.concept, asked)
    if not mine or not _on_face(view, pick.fact.concept):
        return None
    noted = [
        other
        for concept, facts in view.by_concept.items()
        if concept != pick.fact.concept
        and not _on_face(view, concept)
        and _captions(view, concept, asked) & mine
        and (other := _beside(pick, facts)) is not None
    ]
    return noted[0] if len(noted) == 1 else None


def _said_as(phrase: str | None) -> frozenset[str]:
    """A phrase's words as written ("R&D": r, d; not research and development)."""
    return frozenset(
        w for w in re.findall(r"[a-z]+", (phrase or "").lower()) if w not in ("and", "of", "the", "for", "in")
    )


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
    if (
        measure.kind == "concept"
        and picks
        and all(f.fact.unit.lower() == "pure" and _RATE_NAME.search(f.fact.concept) for f in picks)
        and not _RATE_ASKED.search(question)
        and _AMOUNT_ASKED.search(question)
    ):
        # "what short-term borrowings (commercial paper) did it have outstanding": not the paper's interest rate
        return "an amount, and the line read is a rate"
    if (
        picks
        and all(f.fact.unit.lower() == "shares" for f in picks)
        and _VALUE_ASKED.search(question)
        and not _COUNT_ASKED.search(question)
    ):
        # "balance-sheet value of Ensco's Class A common shares": their carrying amount, not how many there are
        return "a value in money, and the line read is a number of shares"
    return None


# Words that ask for shares' worth in money, and those that ask how many there are
# ("common shares issued ($1 par)": the par value describes the shares counted)
_VALUE_ASKED = re.compile(r"\b(?:balance[- ]sheet|carrying|book|dollar)\s+(?:value|amount)\b|\bin\s+dollars\b", re.I)
_COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|\bin\s+shares\b", re.I)


# An element named as a rate; the words that ask for an amount ("how much", "outstanding", "in dollars"); the question's
# words for a rate, a ratio or a fraction.
_RATE_NAME = re.compile(r"Rate(?:s|Percentage)?(?:Minimum|Maximum)?$|Rate[A-Z]|Percent")
_AMOUNT_ASKED = re.compile(r"\bhow\s+much\b|\bamounts?\b|\boutstanding\b|\bdollars?\b|\$", re.I)
_RATE_ASKED = re.compile(
    r"\b(?:rates?|percent(?:age)?s?|pct|yields?|ratios?|coupons?|decimals?|fractions?|multiples?|margins?|bps|"
    r"basis points|times|x)\b|%",
    re.I,
)


# Verbs that say an amount moved over a period.
_FLOW_VERB = re.compile(
    r"\b(?:charged|expensed|incurred|spent|paid|issued|repurchased|granted|earned|added|credited)\s+"
    r"(?:to|in|on|for|during|under|by)\b",
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
