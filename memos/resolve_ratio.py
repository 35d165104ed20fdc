"""A ratio the question defines between two lines the catalogue does not name ("principal due after year five /
total face amount", "term-debt principal due in fiscal 2024 as a fraction of total term-debt principal"): each side
is the filing's line whose labels hold that side's words. Used when the question cannot be answered otherwise; the
answer still has to explain every word of the question (memos/explained.py)."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.measures import MEASURES, Measure, measure_hits
from auditgraph.memos.resolve_company import company_spans, ticker_like
from auditgraph.memos.resolve_measure import (
    content_words,
    element_words,
    label_concept,
    label_measure,
    labelled_exactly,
    line_measure,
    spell_out,
)
from auditgraph.memos.resolve_schedule import names_position, schedule_line, schedule_total

# The definition in an aside: "(principal due after year five / total face amount)".
# one character of an aside, or one aside nested in it: "(noninterest expense / (net interest income + …))"
IN_ASIDE = r"(?:[^()]|\([^()]*\))"
_ASIDE = re.compile(rf"\(({IN_ASIDE}*?\s/\s{IN_ASIDE}*?)\)")
# "the ratio of total loans to total deposits", "loans-to-deposits ratio": two lines joined by "to" where the question
# says "ratio" round them
_RATIO_OF = re.compile(
    r"\bratio\s+of\s+(?P<left>.+?)\s+to\s+(?P<right>.+?)(?=\s+(?:at|as of|for|in|during|on|over)\b|[,?;]|$)", re.I
)
# "what share of total liabilities and equity did non-current liabilities make up", "what fraction of total interest
# income went to interest expense": the part after the whole
_SHARE_MADE = re.compile(
    r"\b(?:share|fraction|portion|proportion|percentage|percent)\s+of\s+(?P<right>.+?)\s+"
    r"(?:(?:did|do|does|was|were|is|are)\s+(?P<left>.+?)\s+(?:make up|makes up|account for|represent|comprise)"
    r"|(?:went|go|goes)\s+(?:to|into)\s+(?P<left2>.+?)"
    # "what share of total assets sat in separate account assets" (before "was …": "was held in …")
    r"|(?:sat|sits|sit|lay|lies|(?:was|were|is|are)\s+(?:held|kept))\s+in\s+(?P<left4>.+?)"
    # "what share of total assets was real estate (net)", "… was covered by the valuation allowance"
    r"|(?:was|were|is|are)\s+(?:(?:covered|offset|absorbed|made up|consumed|taken up|used up)\s+by\s+|left\s+as\s+)?"
    r"(?P<left3>.+?)"
    # "what fraction of total revenues did SG&A eat up"
    r"|(?:did|do|does)\s+(?P<left5>.+?)\s+(?:eat\s+up|use\s+up|take\s+up|consume|absorb|take))"
    r"(?=\s+(?:at|as of|for|in|during|on|over)\b|[,?;]|$)",
    re.I,
)
# "what fraction of revenue (…) came from trust, investment and other servicing fees": the part after "came from"
_CAME_FROM = re.compile(
    r"\b(?:share|fraction|portion|proportion|percentage|percent)\s+of\s+(?P<right>.+?)\s+"
    r"(?:came|come|comes|derived)\s+from\s+(?P<left>.+?)(?=\s+(?:at|as of|for|in|during|on|over)\b|[?;]|$)",
    re.I,
)
# Where one side ends and the other begins (explicit divisions only: "to" and "over" say too many other things).
_SPLIT = re.compile(
    r"\s/\s|÷|\bdivided by\b|\bas an? (?:percent(?:age)?|share|fraction|proportion|portion|multiple|%) of\b"
    r"|\bas %\s*of\b",
    re.I,
)
# The words a question opens a ratio with: not words of the part's line.
# (not a balance's "current portion of long-term debt", a line's own words)
_LEAD = re.compile(
    r"^.*?\b(?:share|fraction|(?<!current )(?<!noncurrent )(?<!non-current )portion|proportion|percentage|percent"
    r"|ratio)\s+of\b",
    re.I,
)


# The words that open a definition the question gives: "defined as", "computed from the tax note as", "taking", "i.e."
DEFINING = (
    r"\b(?:defined|computed|calculated|measured|taken|derived)\s+(?:\w+\s+){0,4}?as\b|\btaking\b|\bi\.e\.,?|\bnamely\b"
    r"|\s(?:--|—)(?=\s)"  # "net debt -- current portion of long-term debt plus long-term debt, minus cash"
    r"|(?<=\S)\s=(?=\s)"  # "net debt at March 31, 2010 = long-term debt + current portion - cash"
    # "compute its gross margin as (net sales minus cost of products sold) divided by net sales"
    r"|\bas(?=\s+\([^()]*\s(?:minus|plus|less|[-+−])\s)"
)
# "… ratio, using a over b": the words that open a definition by its two sides
_USING = re.compile(r"\busing\b", re.I)
_OVER = re.compile(r"\bover\b", re.I)
# …or a colon after a ratio's name ("NOI margin for Q1 2009: …", "book value per share: …")
_DEFINED_AS = re.compile(
    rf"\b(?:ratio|margin|rate|yield|return|coverage|turnover|per\s+share)\b[^:]*:|{DEFINING}", re.I
)


def _unnamed(text: str, view: FilingView) -> str:
    """The text with the company's name and its ticker ("AIG's total equity") blanked out."""
    name = str(view.filing.get("company") or "")
    spans = company_spans(text, name)
    ticker = str(view.filing.get("ticker") or "")
    spans += [
        m.span()
        for m in re.finditer(r"\b([A-Z]{2,5})(?:['’]s)?(?![\w&])", text)
        if (m.group(1) == ticker or ticker_like(m.group(1), name))
        # ("net income attributable to CSC": the company as the owner a line is named for stays)
        and not re.search(r"\battributable\s+to\s+$", text[: m.start()], re.I)
    ]
    for a, b in sorted(spans, reverse=True):
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def label_sides(view: FilingView, question: str, instant: bool | None) -> tuple[Measure, Measure] | None:
    """The two lines of a ratio the question defines by their labels, or None when it defines none or a side
    names no line (or both name the same)."""
    aside = _ASIDE.search(question)
    text = aside.group(1) if aside else question
    split = _SPLIT.search(text)
    # "current taxes as a portion of 2010 income tax expense, i.e. current / (current + deferred)": the division the
    # definition spells out, its terms read within what the words before it name
    given = re.search(DEFINING, text, re.I) if aside is None else None
    scope = ""
    if aside is not None:  # "… accrued casualty costs as a fraction of the total (current / (current + long-term))"
        of_what = _OF_WHAT.search(_unnamed(question[: aside.start()], view))
        scope = of_what.group(1) if of_what else ""
    if given is not None and split is not None and split.start() < given.start():
        after = _SPLIT.search(text, given.end())
        if after is not None and after.group(0).strip() in ("/", "÷", "divided by"):
            of_what = _OF_WHAT.search(_unnamed(text[: given.start()], view))
            scope = of_what.group(1) if of_what else ""
            split, text = after, " " * given.end() + text[given.end() :]  # (same length: the split stands)
    if split is None and aside is None and re.search(r"\b(?:ratio|margin|rate|yield|coverage)\b", question, re.I):
        # "loan-to-deposit ratio, using net loans and leases over total deposits": "over" divides in a definition
        # ("product gross margin, i.e. (product revenue minus cost of product revenues) over product revenue")
        defined = _DEFINED_AS.search(question) or _USING.search(question) or re.search(DEFINING, question, re.I)
        split = _OVER.search(text, defined.end()) if defined else None
    ratio_of = _RATIO_OF.search(question) if split is None and aside is None else None
    made = (
        (_CAME_FROM.search(question) or _SHARE_MADE.search(question))
        if split is None and aside is None and ratio_of is None
        else None
    )
    if made is not None:
        left = next(made.group(g) for g in ("left", "left2", "left3", "left4", "left5") if made.groupdict().get(g))
        right = made.group("right")
    elif ratio_of is not None:
        left, right = ratio_of.group("left"), ratio_of.group("right")
    elif split is None:
        return None
    else:
        left, right = text[: split.start()], text[split.end() :]
    if aside is None and ratio_of is None and made is None:
        left = _LEAD.sub(" ", left)
        # "efficiency ratio for Q1 2009, defined as noninterest expense / (…)": the numerator is what follows the
        # definition's words
        marks = list(_DEFINED_AS.finditer(left)) or list(_USING.finditer(left))
        left = left[marks[-1].end() :] if marks else left
        # "Leverage at Equity Residential, March 31, 2010: (a + b + c) as a fraction of …": what the colon opens
        named, colon, after_colon = left.rpartition(":")
        if colon and named and SUM_OP.search(after_colon):
            left = after_colon
    outside = question[: aside.start()] + question[aside.end() :] if aside is not None else ""

    def side(words: str) -> Measure | None:
        aside = re.search(r"\s*\(([^()]*)\)\s*", words)
        if aside is not None and SUM_OP.search(aside.group(1)) and words[: aside.start()].strip():
            # "revenue (net interest income plus total noninterest income)": the sum the gloss defines
            found = _side(f"({aside.group(1)})")
            if found is not None:
                return found
        if aside is None or SUM_OP.search(words):
            return _side(words)
        gloss, bare = aside.group(1), words[: aside.start()] + " " + words[aside.end() :]
        if re.match(r"\s*(?:incl\.?|including)\b", gloss, re.I):
            # "total equity (incl. noncontrolling interest)": what the line includes is a word of its name
            found = _side(words[: aside.start()] + " " + gloss + " " + words[aside.end() :])
            if found is not None:
                return found
        one_word = re.fullmatch(r"\s*[\w-]+\s*", gloss) is not None
        if one_word or re.match(r"\s*(?:after|before|net of|excl\.?|excluding|less)\b", gloss, re.I):
            # "loans and leases, net (after the allowance)": the line without what the gloss says of it; "total
            # other (noninterest) expense": or the line the one-word gloss names in place of the word before it
            found = _side(bare)
            held_back = re.match(r"\s*before\s+(?:the\s+|any\s+)?([\w-]+)", gloss, re.I)
            if found is not None and held_back is not None and _net_of(view, found, held_back.group(1)):
                # "loans and leases (before the allowance)": never the line net of it; the one that is not
                found = _without(view, bare, held_back.group(1), instant)
            before = re.search(r"(\w+)\s*$", words[: aside.start()])
            if found is None and one_word and before is not None:
                found = _side(words[: before.start()] + gloss + " " + words[aside.end() :])
            if found is not None:
                return found
        return _side(words)

    def _side(words: str) -> Measure | None:
        # "current", of the income tax expense the question names: a class alone is read within it first
        classed = bool(scope) and _only_a_class(words)
        found = None if classed else _side_alone(words)
        if found is None and scope and content_words(words) and not content_words(words) & content_words(scope):
            found = _side_alone(words, scope)
        return found or (_side_alone(words) if classed else None)

    def _side_alone(words: str, scope: str = "") -> Measure | None:
        words = _unnamed(words, view)
        # "total liabilities at June 30, 2009": the date the question asks, said inside the side
        words = _TRAILING_DATE.sub("", words)
        period = _TRAILING_PERIOD.search(words)
        if period is not None and not re.search(
            r"\b(?:due|matur\w*|payable|expir\w*)\s*$", words[: period.start()], re.I
        ):
            words = words[
                : period.start()
            ]  # (not the year a schedule's line is due in: "principal due in fiscal 2024")
        if SUM_OP.search(words):  # "/ (net interest income + noninterest income)": the sum the side defines
            return label_sum(view, f"({words.strip().strip('()')})", instant, scope=scope)
        if scope:
            words = f"{words} {scope}"
        own = labelled_exactly(view, words, instant, net_apart=True)
        if own is not None:  # "/ net operating revenues": the filer's own label of a line, word for word
            return line_measure(view, own)
        whole = [h for h in measure_hits(words) if not words[: h.start].strip() and not words[h.end :].strip()]
        if whole and MEASURES[whole[0].measure].kind == "concept":
            line = MEASURES[whole[0].measure]
            if any(c in view.by_concept for c in line.concepts):
                return line  # "/ net sales": the catalogue's line, where the filing reports it
        # "payments due after year five": a schedule's line, of what the question's main clause names
        timed = schedule_line(view, words, [], None) or (
            schedule_line(view, f"{words} {outside}", [], None) if aside is not None and names_position(words) else None
        )
        return timed.measure if timed is not None else label_measure(view, words, [], instant)

    left, right = left.strip().rstrip("?.!"), right.strip().rstrip("?.!")  # "… over pre-tax income?"
    right = _HOW_GIVEN.sub("", right).rstrip("?.! ")  # "… of total loans at June 30, 2009 (answer as a decimal)"
    num, den = side(left), side(right)
    if num is not None and den is not None and den.kind == "formula" and den.parts:
        # "debt due within one year / (due within one year + due after one year)": the part is the term the sum
        # names in its own words, not another line those words could name (a maturity schedule's year one)
        terms = SUM_OP.split(right.strip().strip("()"))[0::2]
        asked = content_words(left)
        same = [p for t, p in zip(terms, den.parts) if content_words(t) and content_words(t) <= asked]
        if len(same) == 1:
            num = same[0]
    top = den is not None and (den.name == "revenue" or re.search(r"\b(?:revenues?|sales)\b", den.label, re.I))
    if num is not None and top and "Cost" in "".join(num.concepts) and not re.search(r"\bcosts?\b", left, re.I):
        # "(services / net sales)": a part of revenue, not the cost of it, where both are labelled "Services"
        num = side(f"{left} revenue") or num
    if num is not None and den is None and re.search(r"\btotal\b", right, re.I):
        den = schedule_total(view, num.concepts[0], right) if num.concepts else None  # "/ total lease payments"
    if num is None or den is None or num.name == den.name:
        return None
    return num, den


# An aside at the end that says how to give the answer, not what it is of.
_HOW_GIVEN = re.compile(
    r"\s*\((?=[^()]*\b(?:answer|decimal|percent|percentage|negative|positive|express|expressed|round|rounded)\b)[^()]*\)\s*$",
    re.I,
)
_TRAILING_DATE = re.compile(r"\s+(?:at|as of|on)\s+(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+)?(?:19|20)\d\d\s*$", re.I)
# "… for the quarter ended March 31, 2010", "… in Q1 2010", "… for 1H09": the period asked, said inside the side
_TRAILING_PERIOD = re.compile(
    r"\s+(?:for|in|during|over|through)\s+(?:the\s+)?"
    r"(?:(?:(?:first|second|third|fourth)\s+)?(?:quarter|half|fiscal\s+year|year|period)"
    r"|(?:three|six|nine|twelve|3|6|9|12)\s+months)?"
    r"(?:\s+(?:ended|ending))?\s*(?:(?:of\s+)?[A-Z][a-z]+\.?\s+\d{1,2},?\s+)?"
    r"(?:(?:fiscal\s+|fy\s?)?(?:19|20)\d\d|q[1-4]\s*'?(?:19|20)?\d\d|[1-4][qh]\s*'?\d\d|h[12]\s*'?\d\d)\s*$",
    re.I,
)
_NAMED_RATIO = re.compile(r"((?:[A-Za-z&'-]+\s+){1,3})(?:ratio|margin|rate)\b", re.I)


def _net_of(view: FilingView, line: Measure, word: str) -> bool:
    """The line's labels say it is net of (or after) the word ("Loans and leases, net of allowance …")."""
    said = re.compile(rf"\b(?:net\s+of|after|less)\b[^,;]*\b{re.escape(word)}", re.I)
    return any(said.search(lab) for c in line.concepts for lab in view.own_labels.get(c, []))


def _without(view: FilingView, words: str, word: str, instant: bool | None) -> Measure | None:
    """The line the words name among those no label of which says the word ("loans and leases" before the
    allowance: "Loans and leases, net of unearned income")."""
    lines = {
        c
        for c in view.by_concept
        # (the filer's own labels: another filer's wording of the line may say anything)
        if not any(re.search(rf"\b{re.escape(word)}", lab, re.I) for lab in view.own_labels.get(c, []))
    }
    found = label_concept(view, words, instant, only=lines)
    return line_measure(view, found) if found else None


def ratio_name(question: str) -> tuple[str, ...]:
    """The words that name a ratio the question defines in an aside ("medical care" ratio … "(medical costs /
    premiums)"): its name, not words of either line."""
    aside = _ASIDE.search(question)
    if aside is None:
        return ()
    return tuple(m.group(1).strip() for m in _NAMED_RATIO.finditer(question[: aside.start()]))


# An aside that adds and subtracts lines: "(short-term debt + long-term debt - cash and cash equivalents)".
_SUM_ASIDE = re.compile(r"\(([^()]*?\s(?:[+\-−–]|plus|minus|less)\s[^()]*?)\)", re.I)
# ("long-term debt and capital leases less current portion + …": a line's own name ends so, no subtraction)
SUM_OP = re.compile(
    r"\s([+\-−–]|plus|minus|less(?!\s+current\s+(?:portion|maturities)\s*(?:$|[,;?)+]|plus\b)))\s", re.I
)  # (also read by ask and answer_build)
# …or after the words that define it: "…: gross unrealized gains minus gross unrealized losses", "computed as current
# plus deferred income tax expense", "taking operating cash flow minus capital expenditures"
_SUM_DEFINED = re.compile(
    rf"(?::|{DEFINING})\s+((?:[^()?;:]*?)\s(?:[+\-−–]|plus|minus|less)\s[^()?;:]*?)\s*(?:[?.;]|$)", re.I
)


# what a defined amount is of: "… position on cash equivalents and marketable securities at September 24, 2022"
# (a level's number is part of it: "Level 2 available-for-sale debt securities")
_OF_WHAT = re.compile(
    r"\b(?:on|of|in|for)\s+(?:(?:fiscal\s+)?(?:19|20)\d\d\s+)?"
    r"((?:(?!(?:at|as|for|in|on|during|from|computed|calculated|defined|derived|measured|taken|using)\b)"
    r"(?:[A-Za-z&'-]+|(?<=level )\d)\s*){1,7})",
    re.I,
)


_WORD = re.compile(r"[a-z]+")
_CLASS_ONLY = frozenset("current noncurrent portion long short term the plus".split())


def _only_a_class(words: str) -> bool:
    """The words name a class of a balance and nothing else ("current", "non-current portion", "(current plus
    long-term)"): never a line alone."""
    return set(_WORD.findall(spell_out(words).lower())) <= _CLASS_ONLY


# "current plus non-current marketable securities (combined)": a balance's two classes named as one sum
# ("other current and non-current liabilities" is one line's name: only "plus", or "and" with "combined", adds)
_CLASS_SUM = re.compile(
    r"\b(current|short-term)\s+(?:plus|\+|and(?=\s+\S+\s+.*\b(?:combined|together|in total)\b))\s+"
    r"(non-?current|long-term)\s+([A-Za-z][\w&'-]*(?:\s+[A-Za-z][\w&'-]*)*?)"
    r"(?:\s+(?:combined|together|in total))?(?=\s+(?:at|as of|for|in|on|during)\b|[,?;.]|$)",
    re.I,
)


def _term_line(view: FilingView, term: str, scope: str, instant: bool | None) -> Measure | None:
    """The line a term of a defined sum names, a catalogue phrase or its labels, read within ``scope``."""
    # "total other income", "(sales - cost of merchandise sold) / sales": the filer's own label of a line, word for
    # word, first (as a ratio's side is read: one word names one line on both sides)
    own = labelled_exactly(view, term, instant, net_apart=True) if not scope else None
    if own is not None:
        # (the term's own words are what the question said of it)
        return line_measure(view, own, _said(term))
    whole = [h for h in measure_hits(term) if not term[: h.start].strip() and not term[h.end :].strip()]
    line = MEASURES[whole[0].measure] if whole and MEASURES[whole[0].measure].kind == "concept" else None
    return line if line and not scope else label_measure(view, f"{term} {scope}", [], instant) or line


def _said(term: str) -> tuple[str, ...]:
    """A term's words, as the question said them (what names the line it reads)."""
    return tuple(re.findall(r"[a-z]+", term.lower()))


def _besides(view: FilingView, term: str, others: list[str], scope: str, instant: bool | None) -> Measure | None:
    """The line a term names among the filing's lines the sum's other terms do not name."""
    named = {line.name for t in others if (line := _term_line(view, _unnamed(t, view), scope, instant)) is not None}
    found = label_concept(view, _unnamed(term, view), instant, only=set(view.by_concept) - named) if named else None
    if found is None:
        return None
    return line_measure(view, found, _said(term))


def _apart(
    view: FilingView, term: str, other: str, line: Measure, other_line: Measure, instant: bool | None
) -> tuple[Measure | None, Measure]:
    """Two terms of a sum that read as one line, one term's words inside the other's: the shorter term re-read among
    the filing's other lines (the line stays the longer term's); (None, the other's line) when it names no other line."""
    mine, theirs = set(re.findall(r"[a-z]+", term.lower())), set(re.findall(r"[a-z]+", other.lower()))
    if not (mine < theirs or theirs < mine):
        return line, other_line  # ("March balance minus September balance": one line at two dates, as before)
    wider = mine < theirs
    short = term if wider else other
    rest = set(view.by_concept) - {line.name}
    found = label_concept(view, _unnamed(short, view), instant, only=rest)
    if found is None:
        return None, other_line
    again = line_measure(view, found, _said(short))
    return (again, other_line) if wider else (line, again)


def _balance(view: FilingView, line: Measure) -> bool | None:
    """True for a line reported only at dates, False for one reported only over periods, else None."""
    facts = [f for c in line.concepts for f in view.by_concept.get(c, [])]
    kinds = {f.months == 0 for f in facts}
    return kinds.pop() if len(kinds) == 1 else None


def label_sum(view: FilingView, question: str, instant: bool | None, scope: str = "") -> Measure | None:
    """The sum the question defines in an aside, each term the filing's line a catalogue phrase or its labels
    name; None when the question defines none, a term names no line or two name the same. ``scope``: what the
    terms are lines of, where the question says it before the sum ("… income tax expense, i.e. current / (current
    + deferred)")."""
    aside = _SUM_ASIDE.search(question)
    defined = _SUM_DEFINED.search(question) if aside is None else None
    aside = aside or defined
    classes = _CLASS_SUM.search(question) if aside is None else None
    if classes is not None and not re.search(r"\s/\s|÷", question):
        # "current plus non-current marketable securities combined": the two classes of one balance, added
        return label_sum(
            view,
            f"{question[: classes.start()]}: {classes.group(1)} {classes.group(3)} + {classes.group(2)} "
            f"{classes.group(3)}{question[classes.end() :]}",
            instant,
            scope,
        )
    if aside is None or re.search(r"\s/\s|÷", question) or re.search(r"[-−–]\s*1\s*$", aside.group(1)):
        return None  # a ratio (the sum its denominator, "a / (b + c)") or a growth rate, read elsewhere
    pieces = SUM_OP.split(aside.group(1))
    terms, signs = pieces[0::2], ["+", *("+" if op.lower() in ("+", "plus") else "-" for op in pieces[1::2])]
    # "net unrealized position on cash equivalents and marketable securities: gross unrealized gains minus …": the
    # terms are lines of what the words before the definition name, where the filing has such lines
    before = _unnamed(question[: defined.start()], view) if defined is not None else ""
    subject = _OF_WHAT.search(before)
    # "AEON's total operating lease liability at September 30, 2023: current portion plus non-current portion": the
    # words before the definition, up to its date, where no "of" says what the terms are lines of
    named = re.split(r"\b(?:at|as of|for|in|during)\b", before, maxsplit=1)[0] if subject is None and before else ""
    parts: list[Measure] = []
    # (the terms as written before the words before them: "free cash flow, defined as operating cash flow minus
    # capital expenditures" names the sum, not what its terms are lines of)
    scopes = [s for s in [subject.group(1) if subject else ""] if s.strip()] + [""]
    # a term that names no line alone ("current"), read as a line of what the words before the sum name
    # (without "total": "current" of the total income tax provision is the current provision)
    fallback = [re.sub(r"\btotal\b", " ", s, flags=re.I) for s in (named, scope) if s and s.strip()]
    asked = instant
    for scope in scopes:
        parts = []
        for term in terms:
            term = _unnamed(term, view)
            # (a term of a sum is of the kind the terms read so far are: "mortgage notes payable + notes, net")
            instant = asked if asked is not None or not parts else _balance(view, parts[0])
            # ("non-current portion" is a class of a balance, never a line alone)
            # ("non-current portion" is a class of a balance: of what the words before name first)
            classed = not scope and bool(fallback) and _only_a_class(term)
            line = None if classed else _term_line(view, term, scope, instant)
            for wider in fallback if line is None and not scope else []:
                line = line or _term_line(view, term, wider, instant)
            if line is None and classed:
                line = _term_line(view, term, scope, instant)
            if line is None and len(terms) > 2:
                # "short-term borrowings" between two lines that say it, where another term names one of them
                line = _besides(view, term, [t for t in terms if t is not term], scope, instant)
            taken = next((i for i, p in enumerate(parts) if line is not None and line.name == p.name), None)
            if line is not None and taken is not None:
                # "short-term borrowings + short-term borrowings from related parties": two terms read as one line;
                # the term of fewer words is the other line its words name
                line, parts[taken] = _apart(view, term, terms[taken], line, parts[taken], instant)
            if line is None or any(line.name == p.name for p in parts):
                break
            parts.append(line)
        else:
            break
    if len(parts) < 2 or len(parts) < len(terms):
        return None
    formula = " ".join(f"{'' if i == 0 else ('+ ' if s == '+' else '- ')}e{i}" for i, s in enumerate(signs))
    label = " ".join(
        f"{'' if i == 0 else ('+ ' if s == '+' else '- ')}{p.label}" for i, (p, s) in enumerate(zip(parts, signs))
    )
    return Measure(
        "defined_sum",
        label,
        "formula",
        # the words that name the amount the question defines ("total income tax provision … computed as …")
        tuple(w for p in parts for w in p.phrases)
        + (tuple(re.findall(r"[a-z]+", question[: defined.start()].lower())) if defined is not None else ()),
        formula=formula,
        parts=tuple(parts),
        unit=parts[0].unit,
    )


# "Add (up) A and B …", "Sum A and B …", "Combine A and B …": a sum the question asks for by its verb.
ADD_UP = re.compile(r"^\s*(?:(?:add|sum|combine)(?:\s+up)?|total\s+up)(?:\s+together)?\s+(?=\S)", re.I)
_ADDED_TERMS = re.compile(
    r"(?P<a>.+?)\s+(?:and|with|to)\s+(?:the\s+|its\s+)?(?P<b>.+?)"
    r"(?P<rest>\s+(?:at|as\s+of|for|in|on|during|over)\s+(?:the\s+)?(?:[A-Z0-9]|fiscal|first|second|third|fourth|nine|six"
    r"|three|twelve|year|quarter|period|predecessor|successor).*|\s*(?:--|[?;(]).*|$)",
    re.I,
)
_CLASS_WORD = re.compile(r"^(?:current|short-term)$", re.I)
_CLASSED = re.compile(r"^(?:non-?current|long-term)\s+(.+)$", re.I)


def added_up(question: str) -> str | None:
    """A question that asks for a sum by its verb ("Add Apple's current and non-current term debt as of …", "Add up
    AvalonBay's mortgage notes payable and unsecured notes, net at …") written as a defined sum ("… as of …: current
    term debt + non-current term debt"); None when it asks for none."""
    verb = ADD_UP.match(question)
    if verb is None:
        return None
    body = question[verb.end() :]
    owner = re.match(r"(?:the\s+)?((?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?)\s+", body)
    if owner:
        body = body[owner.end() :]
    terms = _ADDED_TERMS.match(body)
    if terms is None:
        return None
    a, b, rest = terms.group("a").strip(" ,"), terms.group("b").strip(" ,"), terms.group("rest")
    classed = _CLASSED.match(b)
    if _CLASS_WORD.match(a) and classed:  # "current and non-current term debt": two classes of one balance
        a = f"{a} {classed.group(1)}"
    when = re.split(r"\s*(?:--|[?;(:])", rest, maxsplit=1)[0]
    return f"{owner.group(1) + ' ' if owner else ''}sum{when}: {a} + {b}"


# "…, adding the current and non-current balances": a balance's two classes asked as one sum
_BOTH_CLASSES = re.compile(
    r"\s*[,;(]?\s*(?:by\s+)?(?:adding|summing|combining|add|sum|combine)\s+(?:up\s+|together\s+)?(?:both\s+)?"
    r"(?:the\s+|its\s+)?(?:current|short-term)\s+(?:and|plus|\+|&)\s+(?:non-?current|long-term)\s+"
    r"(?:balances?|portions?|amounts?|parts?|pieces?|components?|lines?)(?:\s+together)?\)?",
    re.I,
)
_CLASSES_OF = re.compile(
    r"^\s*(?:(?:what|how\s+much)\s+(?:was|were|is|are|did)\s+)?(?:the\s+)?"
    r"(?P<owner>(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)?(?:total\s+|combined\s+)?(?P<line>.+?)"
    r"(?P<rest>\s+(?:at|as\s+of|on|for|in)\s+(?:[A-Z0-9]|the\b|fiscal|year|quarter).*|[?.]?\s*$)",
    re.I,
)


def classes_added(question: str) -> str | None:
    """A question that asks for a balance's current and non-current classes added ("Total net student receivables
    at Career Education on March 31, 2010, adding the current and non-current balances") written as a defined sum
    ("… on March 31, 2010: current net student receivables + non-current net student receivables"); None when it
    asks for no such sum."""
    both = _BOTH_CLASSES.search(question)
    if both is None:
        return None
    said = _CLASSES_OF.match(question[: both.start()] + question[both.end() :])
    if said is None:
        return None
    line = said.group("line").strip(" ,")
    return f"{said.group('owner') or ''}sum{said.group('rest')}: current {line} + non-current {line}"


# "freight cars as a share of UNP's total equipment": the part before the whole
_AS_SHARE_OF = re.compile(
    r"^(?:(?:what|how much)\b[^,]*?\bwere\s+|(?:what|how much)\b[^,]*?\bwas\s+)?(?P<left>.+?)\s+as\s+an?\s+"
    r"(?:share|fraction|percent(?:age)?|proportion|portion)\s+of\s+(?P<right>.+?)"
    r"(?=\s+(?:at|as of|for|in|during|on)\b|[,?;]|$)",
    re.I,
)


def share_whole(question: str) -> str | None:
    """The words that name a share's whole ("what fraction of Apple's Level 2 current marketable securities was …",
    "… as a share of UNP's total equipment"), or None."""
    made = _CAME_FROM.search(question) or _SHARE_MADE.search(question) or _AS_SHARE_OF.search(question)
    return made.group("right") if made is not None else None


def member_share(view: FilingView, question: str, instant: bool | None) -> tuple[str, set[str], set[str]] | None:
    """A part of a line that only members name ("what fraction of Apple's Level 2 current marketable securities was
    foreign government debt", "freight cars as a share of UNP's total equipment"): the line the whole's words name,
    the members the whole is read for and those the part is; None when the part names no member of that line, or no
    fact is reported for them."""
    from auditgraph.memos.resolve_members import member_mentions

    made = _CAME_FROM.search(question) or _SHARE_MADE.search(question) or _AS_SHARE_OF.search(question)
    if made is None:
        return None
    left = next((made.group(g) for g in ("left", "left2", "left3", "left4", "left5") if made.groupdict().get(g)), "")
    right = _unnamed(made.group("right"), view)
    whole = label_concept(view, right, instant, by_member=True)
    if whole is None or content_words(left) & view.name_words(whole):
        return None  # (a part that says a word of the line's own name is another line: memos/resolve_ratio.label_sides)
    part = {m for m, _, _ in member_mentions(left, view, [whole], [])}
    if not part:
        # the part's name may end in the whole's words: "foreign government debt" of the "securities"
        said, also = content_words(left), content_words(right)
        part = {
            m
            for m in {m for f in view.by_concept[whole] for _, m in f.dims}
            if said
            and any(
                said <= words <= said | also
                for name in [*view.member_labels.get(m, []), element_words(m)]
                if (words := content_words(re.sub(r"\[member\]|\bmember\b", " ", name, flags=re.I)))
            )
        }
    within = {m for m, _, _ in member_mentions(right, view, [whole], [])}
    if not part or part & within:
        return None
    reported = {frozenset(m for _, m in f.dims) for f in view.by_concept[whole]}
    if within | part in reported:
        return whole, within, within | part  # (a Level 2 security: both members)
    if part in reported and (within in reported or not within):
        return whole, within, part  # (freight cars, a member beside "total equipment" on one axis)
    return None


# A leverage ratio or net debt the question defines by naming what its debt (and equity) are: "D/E at June 30, 2009,
# taking debt as short-term debt plus long-term debt, over total equity", "… with debt = A + B and equity = total
# stockholders' equity", "… using long-term debt over total stockholders' equity", "net debt …, where net debt = A + B
# - C"
_LEVERAGE_NAME = r"(?:debt[- ]to[- ]equity(?:\s+ratio)?|debt/equity|D/E)"
_DEBT_DEFINED = re.compile(
    rf"^(?P<head>.*?\b{_LEVERAGE_NAME}(?![\w/]).*?)[,:;]?\s+"
    r"(?:with|where|taking|counting|using|defining|--|—)\s+(?:(?:total\s+)?debt\s+(?:=|as|is|being)\s+)?"
    r"(?P<num>[^=]+?),?\s+(?:and\s+equity\s+(?:=|as|is|being)|over|divided\s+by)\s+(?P<den>[^=/]+?)\s*[?.]?$",
    re.I,
)
_NET_DEBT_DEFINED = re.compile(
    r"^(?P<head>[^=:]*?\bnet\s+debt\b[^=:]*?)[,;]?\s+"
    r"(?:where|with|taking|(?:taken|defined|computed|calculated|measured)\s+as)\s+(?:net\s+debt\s+(?:=|as|is|being)\s+)?"
    r"(?P<terms>[^=]+?(?:\bminus\b|\bless\b|\s-\s)[^=]+)$",
    re.I,
)
# "Honda leverage at March 2010: add A, B and C, then divide by E": a ratio of a sum, said as the steps to take
_ADD_THEN_DIVIDE = re.compile(
    r"^(?P<head>[^:;]+?)[:;,]\s+add(?:ing)?\s+(?:up\s+|together\s+)?(?P<terms>[^:;=]+?),?\s+(?:and\s+)?then\s+"
    r"divid(?:e|ing)\s+(?:it\s+|them\s+|that\s+|the\s+(?:sum|total)\s+)?by\s+(?P<den>[^:;=?]+?)\s*[?.]?$",
    re.I,
)
# "Taking net debt as A plus B minus C, what was EOG's net debt at …?": the definition first
_NET_DEBT_FIRST = re.compile(
    r"^(?:taking|defining|with|using|if\s+(?:we\s+take|you\s+take))\s+net\s+debt\s+(?:as|=|to\s+be|being)\s+"
    r"(?P<terms>[^=?]+?(?:\bminus\b|\bless\b|\s-\s)[^=?,]+),\s+(?P<head>[^=]*?\bnet\s+debt\b[^=]*?)\s*\??$",
    re.I,
)
# "Net debt of NTT at March 31, 2009 (short-term borrowings plus current and long-term debt, minus cash …), in yen"
_NET_DEBT_ASIDE = re.compile(
    r"^(?P<head>[^()]*\bnet\s+debt\b[^()]*?)\s*\((?P<terms>[^()]+?(?:\bminus\b|\bless\b|\s-\s)[^()]+)\)(?P<tail>.*)$",
    re.I,
)


def definition_said_plainly(question: str) -> str:
    """The question with a leverage ratio's or net debt's definition written as an aside the ratio readers take,
    "D/E at DATE: (A + B) / E", "net debt at DATE: A + B - C"; the question itself when it gives none so."""
    asked = question.strip()
    found = _DEBT_DEFINED.match(asked)
    # (an aside inside the debt that adds is left as it is: "secured debt facility (current and long-term) + …")
    if found is not None and not re.search(r"\([^()]*(?:\+|\bplus\b|\band\b)[^()]*\)", found.group("num")):
        terms = re.sub(r"\s+plus\s+|\s*\+\s*", " + ", found.group("num"), flags=re.I).strip(" ,")
        num = f"({terms})" if " + " in terms else terms
        return f"{found.group('head').rstrip(' ,;:')}: {num} / {found.group('den').strip(' ,')}"
    found = _ADD_THEN_DIVIDE.match(asked)
    if found is not None:
        items = [t.strip() for t in found.group("terms").split(",") if t.strip()]
        if len(items) >= 2 and " and " in items[-1]:  # "add A, B and C": the list's last two
            items[-1:] = [t.strip() for t in items[-1].rsplit(" and ", 1)]
        items = [re.sub(r"^(?:and|plus)\s+", "", t, flags=re.I) for t in items]
        if len(items) >= 2:
            return f"{found.group('head').rstrip(' ,;:')}: ({' + '.join(items)}) / {found.group('den').strip(' ,')}"
    found = _NET_DEBT_DEFINED.match(asked) or _NET_DEBT_FIRST.match(asked)
    if found is not None:
        return f"{found.group('head').rstrip(' ,;:?')}: {_debt_spelled(found.group('terms').strip(' ,'))}"
    found = _NET_DEBT_ASIDE.match(asked)
    if found is not None and _debt_spelled(found.group("terms")) != found.group("terms"):
        return f"{found.group('head')} ({_debt_spelled(found.group('terms'))}){found.group('tail')}"
    return question


def _debt_spelled(terms: str) -> str:
    """A definition's debt written as the lines it names: "long-term debt (current portion plus non-current)" and
    "current and long-term debt" are the current portion of long-term debt plus the long-term debt."""
    terms = re.sub(
        r"\blong[- ]term\s+debt\s*\(\s*(?:the\s+)?current\s+portion\s+(?:plus|and|\+)\s+(?:the\s+)?non-?current"
        r"(?:\s+portion)?\s*\)",
        "current portion of long-term debt plus non-current long-term debt",
        terms,
        flags=re.I,
    )
    return re.sub(
        r"\bcurrent\s+and\s+long[- ]term\s+debt\b",
        "current portion of long-term debt plus long-term debt",
        terms,
        flags=re.I,
    )
