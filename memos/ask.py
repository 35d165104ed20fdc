"""Answers to analyst questions ("What was Apple's diluted EPS in the third quarter of fiscal 2023?").

A question becomes an :class:`~auditgraph.memos.intent.Intent` (company, measure, period, members, unit,
comparison); the intent is resolved against the graph — the loaded companies, the filing's reported concepts,
its contexts and its members — and the answer is a claim over the facts that match it. Policies P07-P10 hold
only when every cited fact is the asked concept, period and duration, members and entity: an answer that is
not about what was asked is ``not_found`` or ``ambiguous`` (with the nearest answers the filing has), never ok.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from pydantic import BaseModel, Field

from auditgraph.errors import InputError, NotFound
from auditgraph.memos.acronyms import spell_filing_acronyms
from auditgraph.memos.answer_build import build_answer
from auditgraph.memos.answer_equity import (
    COLUMN_SAID,
    MOVED,
    column_ignored,
    equity_column,
    equity_column_line,
    reads_past_column,
)
from auditgraph.memos.answer_facts import filing_view
from auditgraph.memos.claims import Claim
from auditgraph.memos.concepts import ConceptResolver
from auditgraph.memos.intent import (
    Intent,
    PeriodIntent,
    between_days,
    expand_defined_acronyms,
    parse_question,
    plain_shorthand,
)
from auditgraph.memos.lexicon import ASKS_NO_LINE
from auditgraph.memos.measures import GROWTH_WORDS, Measure, measure_hits
from auditgraph.memos.policies import PolicyChecker, PolicyResult
from auditgraph.memos.range_ends import assumption_context, range_ends
from auditgraph.memos.resolve_company import (
    COMMON,
    GENERIC,
    CompanyMatch,
    companies,
    company_spans,
    inside_other_name,
    match_companies,
    name_words,
    named_other,
    ticker_like,
    tickers,
)
from auditgraph.memos.resolve_measure import content_words, label_of, own_symbol, spell_out
from auditgraph.memos.resolve_ratio import (
    ADD_UP,
    DEFINING,
    IN_ASIDE,
    SUM_OP,
    added_up,
    classes_added,
    definition_said_plainly,
    label_sides,
    label_sum,
    ratio_name,
)
from auditgraph.memos.resolve_schedule import WINDOW_WORDS, schedule_line, schedule_total, timing_window
from auditgraph.store.base import GraphStore

_DATE = re.compile(r"\b([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})\b", re.ASCII)


def impossible_dates(question: str) -> list[str]:
    """The YYYY-MM-DD dates in a question that do not exist (2023-02-30, 2010-13-01)."""
    from datetime import date

    bad = []
    for m in _DATE.finditer(question):
        try:
            date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            bad.append(m.group(0))
    return bad


class Answer(BaseModel):
    question: str
    status: str = Field(description="ok | not_found | ambiguous")
    answer: str
    value: float | None = None
    unit: str | None = None
    evidence: list[str] = Field(default_factory=list)
    formula: str | None = None
    accession: str | None = None
    company: str | None = None
    period: str | None = None
    metric: str | None = None
    reason: str | None = Field(
        default=None,
        description="why not ok: other_company | period_not_reported | concept_not_reported | ambiguous | not_verified",
    )
    intent: Intent | None = None
    claims: list[Claim] = Field(default_factory=list)
    policy: PolicyResult | None = None
    available: list[str] = Field(default_factory=list, description="the nearest answers the filing has (not ok)")


def _refuse(question: str, intent: Intent | None, reason: str, text: str, **kw: Any) -> Answer:
    status = "ambiguous" if reason == "ambiguous" else "not_found"
    return Answer(question=question, status=status, answer=text, reason=reason, intent=intent, **kw)


def _candidate_filings(store: GraphStore, match: Any, intent: Intent) -> list[dict[str, Any]]:
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete" and r.get("company")]
    own = [r for r in rows if (match.cik and str(r.get("cik") or "") == match.cik) or r["company"] == match.name]
    p = intent.period
    quarterly = p.quarter is not None or p.months in (3, 6, 9) or p.ytd

    def rank(r: dict[str, Any]) -> tuple:
        end = str(r.get("period_end") or "")
        is_q = str(r.get("form") or "").upper().startswith("10-Q")
        same_end = p.end is not None and end == p.end.isoformat()
        same_year = p.fiscal_year is not None and end[:4] == str(p.fiscal_year)
        return (not same_end, not same_year, is_q != quarterly, _neg(end), r["accession"])

    return sorted(own, key=rank)


def _incidental(match: CompanyMatch, question: str, vocabulary: set[str], own: bool = False) -> bool:
    """A word of another company's name that the question uses as an ordinary word: lower case ("the
    third quarter" is not Fifth Third Bancorp) or a word of the filing's own labels ("Automotive" freight revenue
    at a railroad is not O'Reilly Automotive); a first word only in lower case and as a word of the labels ("HP
    research & development" is not Research In Motion). Full names, tickers and CIKs always count. ``own``: the
    filing's own company, whose name opening the question is its name ("Williams Exploration & Production …")."""
    if match.how == "nickname":
        # only the filing's own company is found by a nickname: "Cash" could spell some loaded company's words
        return not own or match.text in vocabulary
    if match.how == "name-word":
        found = list(re.finditer(rf"\b{re.escape(match.text)}\b", question, re.I))
        named = [m for m in found if m.group(0)[0].isupper()]
        if named and all(not question[: m.start()].strip() for m in named) and GROWTH_WORDS.fullmatch(match.text):
            return True  # "Growth in AEP's revenue": the question's first word, asking a growth, not General Growth
        return not named or match.text.lower() in vocabulary
    if match.how in ("ticker", "name") and " " not in match.text and spell_out(match.text) != match.text:
        return True  # "FITB NII after provision": a short form the glossary spells out (net interest income)
    if match.how == "name" and " " not in match.text and not own and _as_common_noun(match.text, question):
        return True  # "the target allocation range" in Union Pacific's pension note is not Target Corp
    if match.how == "first-word":
        # "HP research & development" is not Research In Motion: a lower-case word the filing's own labels use, or
        # one capitalised only as the question's first word ("Research and development costs at FIS")
        found = list(re.finditer(rf"\b{re.escape(match.text)}\b", question, re.I))
        rest = set(name_words(match.name)[1:])
        named = [
            m
            for m in found
            if m.group(0)[0].isupper()
            and (
                own
                or question[: m.start()].strip()
                or (re.findall(r"[a-z]+", question[m.end() :].lower())[:1] or [""])[0] in rest
            )
        ]
        if not own and named and all(_in_longer_name(question, m, match.name) for m in named):
            return True  # "Bank of New York Mellon", "the Federal Reserve Bank of New York": not New York Community
        if not own and not named and match.text.lower() in ASKS_NO_LINE:
            return True  # "the depreciation rate UNP applied to equipment": a verb, not Applied Materials
        return not named and (match.text.lower() in vocabulary or (not own and _as_common_noun(match.text, question)))
    return False


def _as_common_noun(word: str, question: str) -> bool:
    """Another company's word written only in lower case after an article or a possessive ("the target allocation
    range", "its target"): an ordinary word, not the name ("research revenue?" may still name Research In Motion)."""
    found = list(re.finditer(rf"\b{re.escape(word)}\b", question, re.I))
    return bool(found) and all(
        m.group(0)[0].islower() and re.search(r"\b(?:the|a|an|its|their|our|his|her)\s+$", question[: m.start()], re.I)
        for m in found
    )


def _in_longer_name(question: str, hit: re.Match[str], name: str) -> bool:
    """The matched word sits in a run of capitalised words (joined by "of", "and", "&") that holds a name word of
    another's: a longer proper name, not the company's."""
    tokens = list(re.finditer(r"[A-Za-z][\w.&'’-]*", question))
    at = next((i for i, t in enumerate(tokens) if t.start() <= hit.start() < t.end()), None)
    if at is None:
        return False

    def joins(i: int) -> bool:
        word = tokens[i].group(0)
        return word[0].isupper() or word.lower() in ("of", "and", "&")

    lo, hi = at, at
    while lo > 0 and joins(lo - 1) and tokens[lo - 1].end() >= tokens[lo].start() - 2:
        lo -= 1
    while hi + 1 < len(tokens) and joins(hi + 1) and tokens[hi + 1].start() <= tokens[hi].end() + 2:
        hi += 1
    own = set(name_words(name)) | GENERIC
    words = [re.sub(r"['’]s$", "", t.group(0)).lower() for t in tokens[lo : hi + 1]]
    # (the question's first word is capitalised as its first word only: "What …")
    return any(
        w.isalpha() and len(w) >= 3 and w not in own and w not in COMMON and lo + i > 0 for i, w in enumerate(words)
    )


def _neg(text: str) -> tuple:
    return tuple(-ord(c) for c in text)


# A definition in an aside: "Europe's share of net sales (Europe segment net sales / total net sales)".
_ASIDE_RATIO = re.compile(rf"\s*\({IN_ASIDE}*\s/\s{IN_ASIDE}*\)")
# A ratio the question defines after saying so: "…: (a - b) / a", "defined as a / (b + c)"
_AS_PART_OF = r"as an? (?:fraction|percent(?:age)?|share|proportion|multiple) of"
# The verbs that ask for a sum ("…, adding the current and non-current balances"): no line's words.
_SUM_VERBS = ("add", "adding", "added", "sum", "summing", "combine", "combining", "combined", "together")
_DEFINED_RATIO = re.compile(rf"(?::|{DEFINING})[^?]*\s(?:/|÷|divided by|over|{_AS_PART_OF})\s", re.I)


def _sides(view: Any, question: str, intent: Intent) -> Any:
    """The two lines of a ratio the question defines, read as any kind of line first, then, where a side names no
    line so, as the kind the period asks (a balance at a date: "total loans" is not the interest income "Loans")."""
    sides = label_sides(view, question, None)
    # (a date alone, "March 31, 2010", asks a balance as "at March 31, 2010" does)
    kind = intent.period.instant if intent.period.instant is not None else (intent.period.months == 0 or None)
    if sides is None and kind is not None:
        sides = label_sides(view, question, kind)
    return sides


def _ratio(
    store: GraphStore,
    view: Any,
    intent: Intent,
    question: str,
    checker: PolicyChecker,
    resolver: Any,
    sides: Any,
    named: tuple[str, ...] = (),
) -> Answer:
    """The ratio of the two lines the question defines, its words still checked against both: explained are a
    schedule side's words ("maturing within one year"), the ratio's own name ("medical care ratio") and ``named``."""
    answer: Answer = build_answer(
        store,
        view,
        intent.model_copy(deep=True),
        question,
        checker,
        Answer,
        _refuse,
        resolver,
        sides=sides,
        explained=sides[0].phrases + sides[1].phrases + ratio_name(question) + named,
    )
    return answer


def _defined_name(question: str) -> tuple[str, ...]:
    """The words that name a ratio the question defines after them ("self-storage NOI margin for Q1 2009: …")."""
    m = _DEFINED_RATIO.search(question)
    return tuple(re.findall(r"[a-z]+", question[: m.start()].lower())) if m else ()


def _company_spans(view: Any, question: str) -> list[tuple[int, int]]:
    """Where the question names the filing's company."""
    return company_spans(question, str(view.filing.get("company") or ""))


# A part of a whole asked without defining it ("fraction of … due after five years").
_SHARE_ASKED = re.compile(r"\b(?:fraction|share|proportion|portion|percent(?:age)?)\s+of\b|%\s+of\b", re.I)


def _schedule_answer(
    store: GraphStore, view: Any, intent: Intent, question: str, checker: PolicyChecker, resolver: Any
) -> Answer | None:
    """A line of a note's schedule at its balance date ("purchase obligations due in fiscal 2026"), or its share
    of the schedule's total ("fraction of … due after five years"); None when the question asks none or the answer
    does not hold."""
    if intent.divided:
        return None  # a ratio the question defines: its schedule side is read by label_sides
    schedule = schedule_line(
        view, question, _company_spans(view, question), intent.period.end, intent.period.fiscal_year
    )
    if schedule is None:
        return None
    dated = intent.model_copy(deep=True)
    dated.period = PeriodIntent(text=intent.period.text, end=schedule.end, months=0, instant=True)
    dated.period.start = intent.period.start if intent.comparison in ("growth", "difference") else None
    line, sides = schedule.measure, None
    if intent.comparison == "share" or _SHARE_ASKED.search(question):
        first = (line.concepts or line.parts[0].concepts)[0]
        total = schedule_total(view, first, "")
        if total is None:
            return None
        sides, dated.comparison = (line, total), None
    answer = build_answer(
        store,
        view,
        dated,
        question,
        checker,
        Answer,
        _refuse,
        resolver,
        line=None if sides else line,
        sides=sides,
        explained=line.phrases,
    )
    return answer if answer.status == "ok" else None


def _a_ratio(answer: Answer) -> bool:
    """A fraction: computed by a division, or a rate the filing reports."""
    return answer.unit == "pure" or "/" in (answer.formula or "")


def _reread(parser: Any, text: str, intent: Intent) -> Intent:
    """The intent of the question read anew as ``text`` (its acronyms spelled out, its aside no division), for the
    company already resolved."""
    again = parser.parse(text) if parser is not None else parse_question(text)
    again.company = intent.company.model_copy()
    return again


def _name_read_as_words(view: Any, intent: Intent, question: str, parser: Any) -> str | None:
    """ "Real estate taxes at General Growth for January-June 2009": the company's name holds a word the parser
    reads as part of the question ("growth"). The question with the name blanked, when it reads differently.
    Only a name as written counts: capitalised, and not a sentence's first word standing alone ("Growth in
    GGP's revenue" asks a growth)."""
    spans = _company_spans(view, question)

    def as_name(a: int, b: int) -> bool:
        if not question[a].isupper():
            return False
        beside = any(0 < c - b <= 1 or 0 < a - d <= 1 for c, d in spans if (c, d) != (a, b))
        opening = not question[:a].strip() or question[:a].rstrip()[-1] in ".?!:"
        return beside or not opening or bool(re.match(r"['’]", question[b : b + 1]))

    names = [(a, b) for a, b in spans if as_name(a, b)]
    if not names:
        return None
    plain = "".join(" " if any(a <= i < b for a, b in names) else ch for i, ch in enumerate(question))
    # "Equity Residential's (…) as a fraction of total assets": a catalogue phrase inside the name
    inside = any(a <= h.start < b for h in measure_hits(question) for a, b in names)
    again = parser.parse(plain) if parser is not None else parse_question(plain)
    return plain if inside or again.comparison != intent.comparison else None


_SHOWN_WHERE = re.compile(
    r",?\s+\b(?:per|according to|from|in)\s+(?:the|its)\s+(?:[\w-]+\s+){0,5}?"
    r"(?:balance sheet|income statement|cash[- ]flow statement|10-?[KQ])\b(?:\s+in\s+its\s+(?:[\w-]+\s+){0,3}?10-?[KQ]\b)?"
    # "(from the cash flow statement)", "(… land acquisitions, cash flow)": where, in an aside of its own or at its end
    r"|\s*\((?:per|from|in|on)\s+(?:the|its)\s+(?:balance sheet|income statement|cash[- ]flow statement|statement of"
    r" cash flows)\)|,\s*cash[- ]flows?(?:\s+statement)?(?=\))"
    # "SBC add-back in the 1H09 cash flow", "in BRCM's 1Q09 cash flow": the statement, named by its period
    r"|\s+in\s+(?:the\s+|its\s+|[A-Z][\w.&-]*['’]s\s+)(?P<when>(?:[\w'-]+\s+){0,2}?)cash[- ]flows?(?:\s+statements?)?"
    r"(?=\s*(?:[?.,;)]|$))",
    re.I,
)


def _without_where_shown(question: str) -> str | None:
    """The question without where its figure is shown ("…, per the comparative balance sheet in its Q1 2010 10-Q");
    None when it says no such thing. (An aside in parentheses is never dropped: it often defines what is asked.)"""
    # (the period said with the statement stays: "in BRCM's 1Q09 cash flow" asks 1Q09)
    plain = _SHOWN_WHERE.sub(
        lambda m: " ".join(["", *(w for w in (m.group("when") or "").split() if re.search(r"\d", w))]), question
    )
    return plain if plain != question and plain.strip() else None


def _defined_sum_terms(definition: str) -> int:
    """The lines a defined ratio's parenthesised sum names, plus its other side (distinct terms: "(services net sales
    - services cost of sales) / services net sales" names two); 0 when no sum is in parentheses or the parentheses
    hold a division (a growth rate "(current / prior - 1)", read elsewhere)."""
    group = next((g for g in re.finditer(r"\(([^()]*)\)", definition) if SUM_OP.search(g.group(1))), None)
    if group is None or re.search(r"/|÷|divided", group.group(1)):
        return 0
    terms = {" ".join(t.lower().split()) for t in SUM_OP.split(group.group(1))[0::2]}
    rest = definition[group.end() :].strip(" ?.")
    other = re.sub(rf"^(?:/|÷|divided by|{_AS_PART_OF})\s*", "", rest, flags=re.I)
    return len(terms | ({" ".join(other.lower().split())} if other else set()))


def _as_asked(answer: Answer, question: str) -> Answer:
    """The answer to a rewording, shown with the question as it was asked."""
    answer.question = question
    if answer.intent is not None:
        answer.intent.question = question
    return answer


def _symbol_read_as_measure(view: Any, intent: Intent, question: str) -> tuple[int, int] | None:
    """Where the catalogue read the company's own symbol, written in capitals, as its measure ("ETR" of Entergy):
    that symbol's span, when the question has other words to name a line by."""
    phrase = intent.measure.phrase or ""
    for m in re.finditer(r"\b[A-Z]{2,5}\b", question):
        if m.group(0).lower() == phrase.lower() and own_symbol(view, phrase.lower()):
            rest = question[: m.start()] + question[m.end() :]
            return m.span() if content_words(rest) else None
    return None


# Words a column's balance is asked with ("the translation adjustment component of AOCI", "opening retained earnings …
# i.e. the retained earnings column at December 31, 2008").
_COLUMN_BALANCE = ("component", "components", "opening", "beginning", "closing", "ending")


# "total deferred tax assets minus net deferred tax assets": two terms the question says the arithmetic of (a dash
# is no minus: labels hold it, "Property, plant and equipment - net")
_TERMS_SAID = re.compile(r"\b(?:minus|plus)\b|[A-Za-z)]\s\+\s[A-Za-z(]", re.I)


def _summed_as_asked(question: str, answer: Answer) -> Answer:
    """An answer of one fact to a question that asks for a sum by its verb ("Sum AEON's other income for the
    predecessor period and the successor period") answers one of its terms: refused, never the term instead."""
    if answer.status != "ok" or len(set(answer.evidence)) >= 2:
        return answer
    if ADD_UP.match(question) is None and not _TERMS_SAID.search(question):
        return answer
    label = answer.intent.measure.label if answer.intent is not None else ""
    if ADD_UP.match(question) is None and re.search(r"\bplus\b|\+", question) and re.search(r"\band\b", label or ""):
        return answer  # "M&A plus intangibles spend": one line the filer labels with both ("… and purchases of …")
    return _refuse(
        question,
        answer.intent,
        "concept_not_reported",
        f"{answer.company or answer.accession}: the question asks for a sum or a difference; the filing's lines its words "
        "name give "
        f"one term of it, {answer.answer}",
        available=[answer.answer],
        accession=answer.accession,
        company=answer.company,
    )


def _build(
    store: GraphStore, view: Any, intent: Intent, question: str, checker: PolicyChecker, resolver: Any, parser: Any
) -> Answer:
    """The answer to the question as defined; when a ratio the question defines in an aside cannot be computed
    from the filing's lines, the answer to the question without the aside (a member's share, a reported rate)."""
    symbol = _symbol_read_as_measure(view, intent, question)
    if symbol is not None:
        # "ETR AFUDC-equity in 1Q10": Entergy's symbol, not the effective tax rate the catalogue spells so
        plain = question[: symbol[0]] + " " * (symbol[1] - symbol[0]) + question[symbol[1] :]
        return _as_asked(
            _build(store, view, _reread(parser, plain, intent), plain, checker, resolver, parser), question
        )
    unnamed = _name_read_as_words(view, intent, question, parser)
    if unnamed is not None:
        return _as_asked(
            _build(store, view, _reread(parser, unnamed, intent), unnamed, checker, resolver, parser), question
        )
    ranged = assumption_context(view, range_ends(view, question))
    if ranged != question:
        # "the upper end of the expected volatility range": the line "Expected volatility, maximum"
        return _as_asked(
            _build(store, view, _reread(parser, ranged, intent), ranged, checker, resolver, parser), question
        )
    plainly = definition_said_plainly(question)
    if plainly != question:
        # "D/E …, taking debt as A plus B, over total equity": the ratio as the aside "(A + B) / total equity"
        return _as_asked(
            _build(store, view, _reread(parser, plainly, intent), plainly, checker, resolver, parser), question
        )
    spelled = spell_filing_acronyms(view, question)
    if spelled != question:
        # "AEON FPA volatility": the acronym of a wording only the filing's labels have, read as those words
        return _as_asked(
            _build(store, view, _reread(parser, spelled, intent), spelled, checker, resolver, parser), question
        )

    def read(**how: Any) -> Answer:
        """The answer to the question as parsed, read as ``how`` says (a line, sides, the column's member …)."""
        answer: Answer = build_answer(
            store, view, intent.model_copy(deep=True), question, checker, Answer, _refuse, resolver, **how
        )
        return answer

    timed = _schedule_answer(store, view, intent, question, checker, resolver)
    if timed is not None:
        return timed
    window = timing_window(view, question, intent.period.end)
    if window is not None:
        # "… of its deferred revenue at July 1, 2023 does it expect to realize within one year": that window's share
        line = Measure(window[0], label_of(view, window[0]), "concept", (), (window[0],), unit="pure", instant=True)
        share = read(line=line, only_member=window[1], explained=WINDOW_WORDS)
        if share.status == "ok":
            return share
    summed = label_sum(view, question, intent.period.instant)
    added = (added_up(question) or classes_added(question)) if summed is None else None
    if added is not None:
        # "Add up AvalonBay's mortgage notes payable and unsecured notes, net at March 31, 2010": the sum it asks for
        summed = label_sum(view, added, intent.period.instant)
    if summed is not None:
        # "net debt (short-term debt + long-term debt - cash and cash equivalents)": computed as defined
        total = read(line=summed, explained=(*summed.phrases, *_SUM_VERBS))
        if total.status == "ok":
            return total
    given = _DEFINED_RATIO.search(question)
    summed_terms = _defined_sum_terms(question[given.start() :]) if given else 0
    if given:
        # "gross margin on the pharmacy business: (pharmacy revenues - pharmacy cost of goods sold) / pharmacy
        # revenues": the ratio as the question defines it, before any the catalogue knows by the name
        sides = _sides(view, question, intent)
        if sides is not None:
            ratio = _ratio(store, view, intent, question, checker, resolver, sides, _defined_name(question))
            if ratio.status == "ok":
                return ratio
    answer = read()
    unshown = (
        _without_where_shown(question)
        if (answer.status == "not_found" and answer.answer.endswith("names no measure this filing reports"))
        or (answer.status == "ambiguous" and "which cash flow" in answer.answer)
        else None
    )
    if unshown:
        # "mortgages payable …, per the comparative balance sheet in its Q1 2010 10-Q": a line named, then where it is
        # shown; read without it
        again = _build(store, view, _reread(parser, unshown, intent), unshown, checker, resolver, parser)
        if again.status == "ok":
            return _as_asked(again, question)
    if summed_terms and answer.status == "ok" and len(set(answer.evidence)) < summed_terms:
        # "leverage: (a + b + c) as a fraction of total assets" read as fewer lines than its terms (the catalogue's
        # own leverage, or one term of the sum): never an answer to the ratio the question defines
        return _refuse(
            question,
            intent,
            "concept_not_reported",
            f"{view.filing.get('company') or view.accession} ({view.accession}): the question defines its ratio with "
            f"a sum of {summed_terms - 1} lines, and the lines read do not make it up",
            accession=view.accession,
            company=view.filing.get("company"),
        )
    if (
        summed is not None
        and answer.status == "ok"
        and answer.intent is not None
        and len(set(answer.intent.measure.concepts)) == 1
        and set(answer.intent.measure.concepts) & {c for p in summed.parts for c in p.concepts}
    ):
        return total  # one term of the sum the question defines is not the sum
    defined = _ASIDE_RATIO.search(question) is not None or _DEFINED_RATIO.search(question) is not None
    if answer.status == "ok" and defined and not _a_ratio(answer):
        # "(interest included / total minimum payments)": an amount is not the ratio the question defines
        answer = _refuse(
            question,
            answer.intent,
            "concept_not_reported",
            f"{answer.company or view.accession}: the question defines a ratio; the filing's lines its words name "
            f"give {answer.answer}",
            available=[answer.answer],
            accession=view.accession,
            company=answer.company,
        )
    column = equity_column(view, question, intent) if answer.status in ("ok", "not_found") else None
    if column is not None and (answer.status == "not_found" or column_ignored(view, question, column, answer)):
        # "retained earnings at March 31, 2009, per the equity statement": that column's balance
        balance = read(
            line=column[2],
            # "the translation adjustment component of AOCI": the column; its name, a catalogue phrase too
            # ("Kraft additional paid-in capital column"), is the member's
            explained=(*_COLUMN_BALANCE, *column[1].lower().split()),
            only_member=column[0],
        )
        if balance.status == "ok":
            return balance
    # a change read from the column the question names, where nothing else answered, or where the answer read past
    # that column ("treasury stock column: issuance of …", "net earnings added to retained earnings in the first half")
    past_column = answer.status == "ok" and reads_past_column(view, question, answer.intent)
    flow = equity_column_line(view, question, intent) if answer.status == "not_found" or past_column else None
    if flow is not None:
        # "stock-based compensation credited to additional paid-in capital": that column's line
        said = tuple(m.group(0) for m in COLUMN_SAID.finditer(question))  # "credited to": where it stands
        moved = read(line=flow[1], explained=said + flow[1].phrases + MOVED, only_member=flow[0])
        if moved.status == "ok":
            return moved
    if answer.status == "ok":
        return answer
    sides = _sides(view, question, intent) if answer.status == "not_found" else None
    if sides is not None:
        # a ratio between two lines the question names by their labels ("… as a fraction of total term-debt
        # principal"): computed as defined, the words still checked against both lines
        ratio = _ratio(store, view, intent, question, checker, resolver, sides)
        if ratio.status == "ok":
            return ratio
    aside = _ASIDE_RATIO.search(question)
    if aside is None:
        return answer
    # the aside's words still name members ("(total road, net / total net PP&E)"), no longer a division
    plain = question[: aside.start()] + aside.group(0).replace(" / ", ", ") + question[aside.end() :]
    second = build_answer(store, view, _reread(parser, plain, intent), plain, checker, Answer, _refuse, resolver)
    if second.status != "ok" or not _a_ratio(second):
        return answer
    return _as_asked(second, question)


def ask(
    store: GraphStore,
    question: str,
    *,
    accession: str | None = None,
    resolver: ConceptResolver | None = None,
    checker: PolicyChecker | None = None,
    parser: Any = None,
) -> Answer:
    """``parser``: an object with ``parse(question) -> Intent`` (e.g.
    :class:`~auditgraph.memos.intent_model.ModelIntentParser`); the deterministic parser by default."""
    if not question or not question.strip():
        raise InputError("ask a question, e.g. \"What was Apple's operating cash flow margin in fiscal 2023?\"")
    # an acronym the question defines is read as its words ("SAC (subscriber acquisition costs)"), two days
    # "between … and …" as the span from one to the other
    read = between_days(expand_defined_acronyms(plain_shorthand(question)))
    answer = _ask(store, read, accession=accession, resolver=resolver, checker=checker, parser=parser)
    return _as_asked(answer, question) if read != question else answer


def _ask(
    store: GraphStore,
    question: str,
    *,
    accession: str | None,
    resolver: ConceptResolver | None,
    checker: PolicyChecker | None,
    parser: Any,
) -> Answer:
    checker = checker or PolicyChecker()
    intent = parser.parse(question) if parser is not None else parse_question(question)
    bad = impossible_dates(question)
    if bad:  # never answered for another period (the latest filing's) instead
        return _refuse(
            question,
            intent,
            "period_not_reported",
            f"{', '.join(bad)} is not a date; ask about a period a loaded filing reports",
            accession=accession,
        )
    rows = companies(store)
    matches = match_companies(question, rows, tickers(store))
    if accession:
        try:
            view = filing_view(store, accession)
        except NotFound as exc:
            return _refuse(question, intent, "period_not_reported", exc.message, accession=accession)
        own_name = view.filing.get("company") or ""
        own_cik = str(view.filing.get("cik") or "")
        vocabulary = {
            w.lower()
            for labels in list(view.member_labels.values()) + list(view.concept_labels.values())
            for lab in labels
            for w in lab.replace("'", " ").split()
        }
        others = [
            m
            for m in matches
            if not (
                (m.cik and m.cik == own_cik)
                or m.name == own_name
                or set(name_words(m.name)) == set(name_words(own_name))
            )
            and not _incidental(m, question, vocabulary)
        ]
        mine = [
            m
            for m in matches
            if m not in others
            and not _incidental(m, question, vocabulary, own=True)
            # (another company's nickname is incidental, never the filing's own company)
            and (m.how != "nickname" or m.cik == own_cik or m.name == own_name)
        ]
        longer = [
            inside_other_name(question, m.text, own_name)
            # (the filing's own company's words only: another company's word used as an ordinary one, "applied", is
            # in no longer name)
            if m.how in ("first-word", "name-word") and (m.name == own_name or (m.cik and m.cik == own_cik))
            else None
            for m in mine
        ]
        if mine and all(longer):  # "SXC Health Solutions" named where the filing is Medco Health Solutions'
            others, mine = [replace(mine[0], name=str(longer[0]))], []
        elif not mine and not others:  # no name matched, but words of the filing's name inside another's
            found = [
                n
                for w in name_words(own_name)
                if len(w) >= 4
                and (n := inside_other_name(question, w, own_name))
                and not ticker_like(n.split()[0], own_name)
            ]
            others = [CompanyMatch(None, max(found, key=len), "", "name-word", 0.6)] if found else []
        stranger = (
            None
            if mine
            else (others[0].name if others else named_other(question, own_name, view.filing.get("ticker"), vocabulary))
        )
        intent.company.accession, intent.company.name, intent.company.cik = accession, own_name, own_cik
        intent.company.how = "accession"
        if mine:
            intent.company.text, intent.company.how = mine[0].text, mine[0].how
        else:
            symbol = next((t for t in re.findall(r"\b[A-Z]{2,5}\b", question) if ticker_like(t, own_name)), None)
            if symbol:
                intent.company.text, intent.company.how = symbol, "ticker"
        if stranger:
            intent.company.text = stranger
            return _refuse(
                question,
                intent,
                "other_company",
                f"the question names {stranger}, but filing {accession} is {own_name or own_cik}'s",
                accession=accession,
                company=own_name,
            )
        return _summed_as_asked(question, _build(store, view, intent, question, checker, resolver, parser))
    # with no filing given, a nickname names a company only in the possessive ("Amex's"): as a plain word it could
    # spell some loaded company's words by chance
    matches = [m for m in matches if m.how != "nickname" or re.search(rf"\b{re.escape(m.text)}['’]s\b", question, re.I)]
    if not matches:
        return _refuse(
            question,
            intent,
            "other_company",
            "no loaded filing's company is named in the question; "
            "loaded companies: " + ", ".join(sorted({r["company"] for r in rows})[:30]),
        )
    match = matches[0]
    intent.company.text, intent.company.name, intent.company.cik, intent.company.how = (
        match.text,
        match.name,
        match.cik,
        match.how,
    )
    first: Answer | None = None
    for row in _candidate_filings(store, match, intent)[:6]:
        view = filing_view(store, row["accession"])
        attempt = intent.model_copy(deep=True)
        attempt.company.accession = row["accession"]
        answer = _summed_as_asked(question, _build(store, view, attempt, question, checker, resolver, parser))
        if answer.status in ("ok", "ambiguous"):
            return answer
        first = first or answer
    return first or _refuse(question, intent, "period_not_reported", f"no loaded filing of {match.name}")
