"""The equity statement's columns: a balance read from the column the question names ("retained earnings at March
31, 2009, per the equity statement"), a change read from it ("stock-based compensation credited to additional
paid-in capital", "common stock dividends charged to retained earnings"), and an answer that read past the column
asked. Used by ``ask`` after the first reading (memos/ask.py)."""

from __future__ import annotations

import re
from typing import Any

from auditgraph.memos.answer_checks import PER_SHARE_ASKED
from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.answer_reading import asked_kind, per_share_line
from auditgraph.memos.intent import COLUMN, COLUMN_SAID, EQUITY_STATEMENT, FIRST_QUARTERS, INTO_COLUMN, Intent
from auditgraph.memos.measures import G, Measure
from auditgraph.memos.resolve_company import company_spans
from auditgraph.memos.resolve_measure import (
    blank,
    content_words,
    element_words,
    label_concept,
    label_of,
    line_measure,
    own_symbol,
)
from auditgraph.memos.resolve_members import EQUITY_COLUMN, member_mentions

EQUITY_TOTALS = (
    G + "StockholdersEquity",
    G + "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest",
)
# (not "paid-in capital", a column's name)
_CHANGED = re.compile(
    r"\b(?:issued|acquired|repurchased|withheld|granted|paid(?![\s-]+in\b)|declared|exercised|reissued)\b", re.I
)


# "the translation adjustment component of AOCI": a column of the equity statement by its place in equity
_COMPONENT = re.compile(
    r"\bcomponents?\s+of\s+(?:the\s+|its\s+|(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)?(?:aoci|accumulated\s+other"
    r"\s+comprehensive|(?:total\s+)?(?:(?:stockholders|shareholders)['’]?\s+)?equity)",
    re.I,
)


# How a line moved a column, no words of the line ("what did … add to", "reduce the preferred stock column",
# "effect of the … line on", "the portion of its 'stock-based compensation' equity line attributed to …").
MOVED = ("add", "added", "adds", "reduce", "reduced", "reduces", "effect", "impact", "line", "portion", "equity")
_COLUMN_WORD = re.compile(r"\bcolumns?\b", re.I)
# A verb that moves an amount into the words that follow it ("… credited to ", "… add to the ").
_INTO_BEFORE = re.compile(rf"\b{INTO_COLUMN}\s+(?:the\s+|its\s+)?$", re.I)
_AOCI = re.compile(r"\baoci\b|\baccumulated\s+other\s+comprehensive\s+(?:income|loss)(?:\s*\(loss\))?", re.I)


def _count_asked(question: str) -> bool:
    """A number of shares asked in so many words ("how many", "number of", "shares of common stock issued"), not an
    amount ("treasury shares reissued", "(dollar amount)")."""
    return _COUNT.search(question) is not None and not re.search(
        r"\b(?:amount|dollars?|value|cost)\b|\$", question, re.I
    )


_COUNT = re.compile(
    r"\b(?:how many|number of|share count|in share terms)\b|^\s*shares\s+of\b|^\s*(?:common|preferred)\s+shares\s+in\b|\bin shares\b"
    # "shares BB&T issued … (common stock shares column)", "(shares) column": the column counted in shares
    r"|^\s*(?:common\s+)?shares\s+(?:\S+\s+){0,3}?(?:issued|repurchased|reissued|granted)\b"
    r"|\(shares\)\s*column\b|\bstock\s+shares\s+column\b|\b(?:the|its)\s+shares?\s+columns\b",
    re.I,
)


def equity_column(view: FilingView, question: str, intent: Intent) -> tuple[str, str, Measure] | None:
    """A balance the question reads from a column of the equity statement ("Noble Energy retained earnings at March
    31, 2009, per the equity statement"): the column's member, the words that name it, and the equity total reported
    for it — when the question names the statement or a column, asks for a balance, and names exactly one column."""
    kind = asked_kind(intent, question)
    if (
        not (
            EQUITY_STATEMENT.search(question)
            or COLUMN.search(question)
            or _COMPONENT.search(question)
            or _COLUMN_WORD.search(question)
        )
        or kind is False
    ):
        return None
    if kind is None and (COLUMN_SAID.search(question.replace("column", "")) or _CHANGED.search(question)):
        return None  # a change over a period ("issued in fiscal 2023"), not a balance
    # (the taxonomy's totals that the statement's columns carry: Con Edison's balance sheet reports stockholders'
    # equity, its equity statement's columns its own "Common shareholders' equity")
    totals = [
        c for c in EQUITY_TOTALS if any(EQUITY_COLUMN.search(a) for f in view.by_concept.get(c, ()) for a, _ in f.dims)
    ] or _own_totals(view)
    if _count_asked(question):  # ("the treasury stock shares column": a column only the share counts carry)
        totals += [
            c
            for c, facts in view.by_concept.items()
            if c not in totals
            and any(
                f.months == 0 and f.fact.unit == "shares" and any(EQUITY_COLUMN.search(a) for a, _ in f.dims)
                for f in facts
            )
        ]
    columns = {m for c in totals for f in view.by_concept[c] for a, m in f.dims if EQUITY_COLUMN.search(a)}
    mentions = [
        x for x in member_mentions(question, view, totals, [], axes=EQUITY_COLUMN, plural=True) if x[0] in columns
    ]
    pointed = [x for x in mentions if _points_at(question, x[2])] or [
        # "the cash flow hedge component of AOCI": the component, of the column it is a part of
        x
        for x in mentions
        if re.match(r"\s*(?:component|portion|part)\s+of\b", question[x[2][1] :], re.I)
    ]
    if len({m for m, _, _ in mentions}) > 1 and len({m for m, _, _ in pointed}) == 1:
        # "the net unrealized investment gain column of accumulated other comprehensive income": the column the word
        # "column" points at; the other names where that column stands
        where = " ".join(t for m, t, _ in mentions if m != pointed[0][0])
        mentions = [(m, f"{t} {where}", sp) for m, t, sp in pointed]
    named = {(m, text) for m, text, _ in mentions}
    if len({m for m, _ in named}) != 1:
        return None
    member, text = sorted(named)[0]
    # ("common shares … per the equity statement's shares column": a column named by its shares is counted)
    # (a column named "Treasury shares" whose balance is asked "as presented, negative" is its amount; a count is asked
    # in so many words, "in share terms" or from "the share columns", and may be shown negative too)
    if _count_asked(question) or (
        re.search(r"\bshares\b", text, re.I) and not re.search(r"\bnegative\b", question, re.I)
    ):
        # "number of common shares issued (common stock column)": the column's one balance counted in shares
        counted = [
            c
            for c, facts in view.by_concept.items()
            if any(f.months == 0 and {m for _, m in f.dims} == {member} and f.fact.unit == "shares" for f in facts)
        ]
        if len(counted) != 1:
            return None
        return (
            member,
            text,
            Measure(counted[0], label_of(view, counted[0]), "concept", (), (counted[0],), unit="shares", instant=True),
        )
    carriers = [c for c in totals if any({m for _, m in f.dims} == {member} for f in view.by_concept[c])]
    if not carriers:  # the member holds no total of the statement's (only its movements): no balance to give
        return None
    end = intent.period.end
    # the total whose column holds the date asked (Kraft's equity statement runs back to 2007 on the total with
    # noncontrolling interest only)
    dated = [
        c
        for c in carriers
        if end is not None
        and any({m for _, m in f.dims} == {member} and f.months == 0 and f.fact.end == end for f in view.by_concept[c])
    ]
    line = (dated or carriers)[0]
    return member, text, Measure(line, label_of(view, line), "concept", (), (line,), instant=True)


def _own_totals(view: FilingView) -> list[str]:
    """A filer's own equity total its statement's columns carry (Xcel's "Common stockholders' equity"), where it
    reports none of the taxonomy's."""
    return sorted(
        c
        for c, facts in view.by_concept.items()
        if "Equity" in c.split(":")[-1]
        and len({m for f in facts if f.months == 0 for a, m in f.dims if EQUITY_COLUMN.search(a)}) >= 2
    )


def column_lines(view: FilingView, flows: bool = False) -> list[str]:
    """The lines the filing reports by a column of its equity statement (``flows``: over a period), in name order."""
    return sorted(
        c
        for c, facts in view.by_concept.items()
        if any((f.months or not flows) and any(EQUITY_COLUMN.search(a) for a, _ in f.dims) for f in facts)
    )


def plain_words(text: str) -> set[str]:
    """A label's words as an equity statement's lines are told apart: without their endings ("repurchased",
    "repurchases"), "stock" for "share", "repurchase" for "buyback", without "based" ("share-based compensation" is
    "Stock compensation"), element names split ("Sharebased")."""
    text = re.sub(r"(share|stock)based", r"\1 based", text.lower())
    text = re.sub(r"\b401\s*\(?k\)?", " 401k ", text)  # "401(k) plan", an element's "Esop401kContribution"
    words = {re.sub(r"(?:es|ed|e|s)$", "", w) if len(w) > 4 else w for w in re.findall(r"401k|[a-z]+", text)}
    return {_SAME.get(w, w) for w in words} - {"based", "bas"}


_SAME = {"shar": "stock", "share": "stock", "buyback": "repurchas", "taxes": "tax"}


def _points_at(question: str, span: tuple[int, int]) -> bool:
    """The words at ``span`` follow "credited to", "charged against the", "in the" … or precede "column"."""
    before = question[: span[0]]
    return bool(
        re.search(
            rf"{_INTO_BEFORE.pattern}|\b(?:in|under|per|from)\s+(?:the\s+|its\s+)$",
            before,
            re.I,
        )
        or re.match(r"\s*(?:'s\s+)?columns?\b", question[span[1] :], re.I)
    )


def reads_past_column(view: FilingView, question: str, intent: Intent | None) -> bool:
    """An answer that read past the equity statement's column the question names for a change: the question says
    "column" and the answer has no column's member, or it moves an amount into a column by a verb and the answer is
    a balance."""
    if intent is None:
        return False
    said = {str(m) for a, m in (intent.members or {}).items() if EQUITY_COLUMN.search(a)}
    if not _COLUMN_WORD.search(question) and not said:
        # "what did the conversion of preferred stock add to capital in excess of par value": a column a verb points
        # at, and an answer of no column
        named = member_mentions(question, view, column_lines(view), [], axes=EQUITY_COLUMN, plural=True)
        if any(_INTO_BEFORE.search(question[: sp[0]]) for _, _, sp in named):
            return True
    if _COLUMN_WORD.search(question):
        if not said:
            return True
        # "preferred stock issued to the ESOP, recorded in the unearned ESOP shares column": the answer's column is
        # not the one the question points at
        pointed = {
            m
            for m, _, span in member_mentions(question, view, column_lines(view), [], axes=EQUITY_COLUMN, plural=True)
            if _points_at(question, span)
        }
        if len(pointed) == 1 and not pointed & (said | {m.split(":")[-1] for m in said}):
            return True
    balance = all(f.months == 0 for c in intent.measure.concepts for f in view.by_concept.get(c, []))
    return balance and moved_into_column(view, question)


def moved_into_column(view: FilingView, question: str) -> bool:
    """The question moves an amount into a column of the equity statement by a verb ("net earnings added to
    retained earnings", "dividends charged against retained earnings") over a span of time."""
    if not re.search(rf"\b{INTO_COLUMN}\b", question, re.I):
        return False
    if not re.search(
        r"\b(?:for|during|in|over)\s+(?:the\s+)?(?:first|full|fiscal|six|nine|three|twelve|q[1-4]|[1-4]q|20\d\d)",
        question,
        re.I,
    ):
        return False
    lines = column_lines(view, flows=True)
    named = member_mentions(question, view, lines, [], axes=EQUITY_COLUMN, plural=True)
    return any(_INTO_BEFORE.search(question[: span[0]]) for _, _, span in named)


def equity_column_line(view: FilingView, question: str, intent: Intent) -> tuple[str, Measure] | None:
    """A change the question reads from a column of the equity statement ("stock-based compensation credited to
    additional paid-in capital", "treasury shares reissued, in the treasury stock column"): the line reported for
    that column's member over a period whose labels hold the question's other words, with that member; None unless
    it asks for a change over a period and names exactly one column."""
    if asked_kind(intent, question) is True or not (EQUITY_STATEMENT.search(question) or COLUMN_SAID.search(question)):
        return None
    lines = column_lines(view, flows=True)
    named = member_mentions(question, view, lines, [], axes=EQUITY_COLUMN, plural=True)
    if len({m for m, _, _ in named}) > 1:
        # "common stock dividends charged to retained earnings": the column is the one the verb or the word
        # "column" points at; the other names are words of the line
        pointed = [x for x in named if _points_at(question, x[2])]
        named = pointed if len({m for m, _, _ in pointed}) == 1 else named
    if len({m for m, _, _ in named}) != 1:
        return None
    member = named[0][0]
    only = {c for c in lines if any(f.months and {m for _, m in f.dims} == {member} for f in view.by_concept[c])}
    if not PER_SHARE_ASKED.search(question):  # "dividends declared": the amount, not the rate per share beside it
        only = {c for c in only if not per_share_line(view, c)}
    if _count_asked(question):  # "shares of common stock issued under the plans": the count, not the amount
        only = {c for c in only if view.unit_of(c) == "shares"}
    else:  # "restricted stock awards in the treasury stock column": the amount, not the count beside it
        only = {
            c
            for c in only
            if view.unit_of(c) != "shares" and not any("(in shares)" in lab for lab in view.concept_labels.get(c, []))
        }
    spans = [
        m.span() for said in {t for _, t, _ in named} for m in re.finditer(rf"\b{re.escape(said)}\b", question, re.I)
    ]
    spans += [m.span() for m in EQUITY_STATEMENT.finditer(question)]  # (not "common stock" inside its name)
    spans += company_spans(question, str(view.filing.get("company") or ""))
    if intent.company.text:  # "AAPL"
        spans += [m.span() for m in re.finditer(rf"\b{re.escape(intent.company.text)}\b", question, re.I)]
    spans += [m.span() for m in re.finditer(r"\b[A-Z]{2,5}\b", question) if own_symbol(view, m.group(0).lower())]
    spans += [m.span() for m in COLUMN_SAID.finditer(question)]
    spans += [m.span() for m in FIRST_QUARTERS.finditer(question)]  # "the first two quarters": when, not what
    spans += [m.span() for m in _AOCI.finditer(question)]  # "its cash flow hedge AOCI column": where the column is
    text = EQUITY_STATEMENT.sub(" ", blank(question, spans))
    # "issued, net of shares withheld for taxes": what the line is net of is not its name ("Common stock issued")
    net_of_tax = re.search(r"\bnet of (?:income )?tax", text, re.I) is not None
    text = re.sub(r"\bnet of\s+[^,;()]*", " net ", text, flags=re.I)
    # ("net income allocated to noncontrolling interests": the column's share, not a word of the line)
    wanted = plain_words(" ".join(content_words(text))) - plain_words(
        "amount value dollars per full allocated attributable attributed according reported shown over under went"
    )
    # "common shares … issued in its public offering, per the common stock (shares) column": the column's own words
    # said again are not the line's, where no line holds them
    said_again = plain_words(" ".join(t for _, t, _ in named))
    # (or by its other name: "the accumulated deficit (retained earnings column)", the member RetainedEarnings)
    said_again |= plain_words(" ".join([element_words(member), *view.member_labels.get(member, [])]))
    if re.search(r"\b401\s*\(?k\b", text, re.I):
        wanted.add("401k")  # "its 401(k) plan": a plan named by a number
    if not wanted:
        return None
    if net_of_tax:
        wanted |= plain_words("net")  # "net of tax": the after-tax line, not the tax beside it
    # the line one of whose labels (or its element's name) holds every word asked, the filer's own labels first, then
    # with the fewest other words: "stock-based compensation" is "Stock compensation" (LabCorp's) or "Stock-based
    # compensation expense", not "Stock-based compensation income tax benefits"
    scored = _scored(view, only, wanted)
    moved = wanted & plain_words(" ".join(MOVED))
    if not scored and moved and wanted - moved and _scored(view, only, wanted - moved):
        # ("what did … add to", "the effect of the … line on"): how the line moved the column, where no line holds
        # those words ("cumulative effect of the accounting change" is a line's own)
        wanted -= moved
        scored = _scored(view, only, wanted)
    if not scored and wanted - said_again:
        scored = _scored(view, only, wanted - said_again)
    short = _one_word_short(view, only, wanted) if not scored else None
    if short is not None:
        return member, short
    if len(scored) > 1 and scored[1][:2] == scored[0][:2] and scored[1][2] != scored[0][2]:
        return None  # two lines alike
    # else the line whose labels hold the words between them ("treasury shares reissued": "Issuance of treasury
    # shares", element StockIssuedDuringPeriodValueTreasuryStockReissued)
    found = scored[0][2] if scored else label_concept(view, text, False, None, by_member=True, only=only)
    if found is None:
        return None
    # (the column's own words, "distributions in excess of net earnings" for retained earnings, are explained by it)
    column_words = tuple(sorted({t for _, t, _ in named}))
    return member, Measure(
        found, label_of(view, found), "concept", column_words, (found,), unit=view.unit_of(found), instant=False
    )


def _one_word_short(view: FilingView, only: set[str], wanted: set[str]) -> Measure | None:
    """The column's one line whose labels hold all the words asked but one ("shares issued under share-based
    compensation plans": "Issuance of common stock pursuant to employee stock options …"; "cumulative-effect
    adjustment": "Impact of cumulative effect of change in accounting principle"), the word it lacks among its
    phrases (the answer explains it); None unless exactly one line is so and enough words were asked."""
    if len(wanted) < (3 if len(only) == 1 else 4):
        return None
    every = {
        c: set().union(*(plain_words(lab) for lab in [*view.concept_labels.get(c, []), element_words(c)])) for c in only
    }
    lines = [c for c in sorted(only) if len(wanted - every[c]) == 1]
    if len(lines) != 1:
        return None
    line = lines[0]
    lacking = tuple(sorted(wanted - every[line]))
    return line_measure(view, line, lacking, instant=False)


def _scored(view: FilingView, only: set[str], wanted: set[str]) -> list[tuple[int, int, str]]:
    """The lines among ``only`` whose labels (or element name) hold every word asked, best first: the filer's own
    labels before other filers', fewest other words first, then the lines whose labels hold them between them."""
    scored = []
    for concept in only:
        local = element_words(concept) + (" 401k" if "401k" in concept.lower() else "")
        own = view.own_labels.get(concept, [])
        every: set[str] = set()
        for lab in [*own, *view.concept_labels.get(concept, []), local]:
            have = plain_words(lab)
            every |= have
            if wanted <= have:
                scored.append((0 if lab in own else 1, len(have - wanted), concept))
        if wanted <= every:  # the words spread over its labels ("taxes withheld" … "net share settlement")
            scored.append((2, len(every - wanted), concept))
    return sorted(scored)


def column_ignored(view: FilingView, question: str, column: tuple[str, str, Measure], answer: Any) -> bool:
    """An answer that reads past the equity statement's column the question names: its facts are not that column's,
    and the question says "column", or the answer's line is not named by the column's words ("additional paid-in
    capital … per the statement of equity" answered by another line)."""
    member, text, _ = column
    intent = answer.intent
    said = {str(m) for m in (intent.members or {}).values()} if intent is not None else set()
    if intent is None or member in said | {m.split(":")[-1] for m in said} or asked_kind(intent, question) is not True:
        return False
    if _COLUMN_WORD.search(question):
        return True
    words = {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2}
    labels = set().union(*(view.label_words(c) for c in intent.measure.concepts)) if intent.measure.concepts else set()
    return not words <= labels
