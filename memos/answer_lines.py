"""Which line a question's words name, before the answer is built (memos/answer_build.py): the facts of a measure's
concepts, a catalogue phrase with the words round it (a lead, a tail, a whole label), a label the question says or
quotes, a ratio's sides, a period a note reports for one member."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from typing import Any

from auditgraph.memos.answer_equity import COLUMN_SAID, EQUITY_COLUMN, plain_words
from auditgraph.memos.answer_facts import AnswerFact, FilingView
from auditgraph.memos.answer_reading import PER_SHARE_ELEMENT, UNITS, asked_kind, in_own_label, per_share_line
from auditgraph.memos.explained import ASKS_NO_LINE
from auditgraph.memos.intent import (
    DIVISION,
    EQUITY_STATEMENT,
    Intent,
)
from auditgraph.memos.measures import GROWTH_WORDS, MEASURES, Measure, measure_hits
from auditgraph.memos.resolve_measure import (
    LINK_WORDS,
    SHARE_COUNT,
    abbreviates,
    blank,
    content_words,
    element_words,
    extended,
    label_concept,
    label_measure,
    label_of,
    labelled_exactly,
    near,
    spell_out,
)
from auditgraph.memos.resolve_members import member_mentions, variants
from auditgraph.memos.resolve_period import resolve_period
from auditgraph.memos.resolve_quoted import quoted_line
from auditgraph.memos.resolve_ratio import SUM_OP
from auditgraph.memos.rivals import qualifiers


def unit_ok(fact: AnswerFact, unit: str, currency: str = "USD") -> bool:
    """The fact is in the unit asked, money read as the filing's ``currency`` ("USD" of a Canadian filer is CAD)."""
    if currency != "USD" and unit.startswith("USD"):
        unit = currency + unit[3:]
        if fact.fact.unit in (unit, unit.removesuffix("s")):  # CAD/shares, CAD/share
            return True
    if fact.fact.unit in UNITS.get(unit, (unit,)) or fact.fact.unit.lower() == unit.lower():
        return True
    # The SEC's data sets give per-share amounts with the unit USD (num.txt's uom), some filers "pure" or even
    # "shares" (V.F.'s dividends per share): a per-share concept's fact.
    return (
        unit == currency + "/shares"
        and fact.fact.unit in (currency, "pure", "shares")
        and PER_SHARE_ELEMENT.search(fact.fact.concept.split(":")[-1]) is not None
    )


class Resolved:
    """One input of the answer: which concept, which facts (members applied)."""

    def __init__(self, measure: Measure | None, concepts: list[str], facts: list[AnswerFact], instant: bool) -> None:
        self.measure, self.concepts, self.facts, self.instant = measure, concepts, facts, instant


def concept_facts(view: FilingView, measure: Measure, members: set[str] | None, as_input: bool = False) -> Resolved:
    concepts = [c for c in measure.concepts if c in view.by_concept]
    if not concepts and measure.name in MEASURES and not measure.fallback:
        # a line the filing reports under an element the catalogue does not list, labelled just as the catalogue
        # names it (GulfMark's "Revenue": MarineServicesRevenue; DaVita's "Net operating revenues")
        own = labelled_exactly(view, measure.label, measure.instant) if as_input else None
        own = own or (
            labelled_exactly(view, measure.label, measure.instant, _TOP_WORDS) if measure.name == "revenue" else None
        )
        concepts = [own] if own else []
    facts = [
        f
        for c in concepts
        for f in view.by_concept[c]
        if unit_ok(f, measure.unit, view.currency) and ({m for _, m in f.dims} == (members or set()))
    ]
    instant = measure.instant if measure.instant is not None else all(f.months == 0 for f in facts)
    return Resolved(measure, concepts, facts, bool(instant))


def pick(view: FilingView, r: Resolved, end: date, months: int) -> AnswerFact | None:
    hits = [f for f in r.facts if f.fact.end == end and f.months == months]
    if not hits:
        return None
    m = r.measure
    if m is not None and m.statement and view.presented:
        shown = [f for f in hits if f.fact.concept in view.presented.get(m.statement, set())]
        hits = shown or hits
    order = {c: i for i, c in enumerate(r.concepts)}
    # (a standard element the filer reports under its own prefix ranks as the element: a data set's
    # "custom:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest" before StockholdersEquity)
    order |= {view.aliases[c]: i for i, c in enumerate(r.concepts) if c in view.aliases}
    if m is not None and m.largest:
        return max(hits, key=lambda f: (f.fact.value, -order.get(f.fact.concept, 99), f.key))
    return min(hits, key=lambda f: (order.get(f.fact.concept, 99), f.key))


# Words a filer's label of its top line adds to "revenue" ("Net operating revenues", "Total revenues").
_TOP_WORDS = frozenset("net operating total".split())

# Words before a total that ask for no other line ("annual revenue", "reported net sales").
PLAIN = frozenset(
    "annual yearly reported consolidated overall whole entire full worldwide global companywide headline actual "
    "trailing comparable same sequential cumulative gaap com fiscal operating segment segments region regional "
    "product products division geographic geographical line earn earned earns".split()  # "earn per diluted share"
)
OF_SALES = re.compile(
    r"\b(?:as an? (?:%|percent(?:age)?|share|fraction|proportion) of|as % of|% of|share of|percent(?:age)? of)\s+"
    r"(?:the\s+)?(?:total\s+|net\s+|operating\s+)*(?:revenues?|net sales|sales)\b",
    re.I,
)
CATALOGUED = frozenset(c for m in MEASURES.values() for c in m.concepts)
SOME_SEGMENT = re.compile(
    r"\b(segment|segments|segmental|regional|region|regions|geographic|geographical|business group|business unit|"
    r"division|divisional|product line|by product|by geography)\b(?!\s+(?:total|totals|combined|overall))",
    re.I,
)
BREAKDOWN = re.compile(r"Segment|ProductOrService|Geographical|ConsolidationItems|Region", re.I)


# Words beyond a catalogue phrase that ask for a part, a share or a change of it, not for another line.
_NOT_A_LINE = frozenset(
    "attributable noncontrolling minority discontinued continuing total per share change changes increase increased "
    "decrease decreased difference other unrealized realized".split()
)


def whole_line(
    view: FilingView, question: str, hit: Any, blocked: list[tuple[int, int]], measure: Measure, kind: bool | None
) -> str | None:
    """The filing's line whose labels hold every content word of the question, when the question has words beyond
    the catalogue phrase that hit and that line is not one of the catalogue's own."""
    spans = {(h.start, h.end) for h in measure_hits(question)}
    # the equity statement's column the question names is the line's member, not words of its name
    columns: list[tuple[int, int]] = []
    if EQUITY_STATEMENT.search(question) or COLUMN_SAID.search(question):
        lines = sorted(
            c for c, fs in view.by_concept.items() if any(EQUITY_COLUMN.search(a) for f in fs for a, _ in f.dims)
        )
        columns = [span for _, _, span in member_mentions(question, view, lines, [], axes=EQUITY_COLUMN)]
    named = label_measure(view, question, [b for b in blocked if b not in spans] + columns, kind)
    if named is None or named.name in measure.concepts or named.name in CATALOGUED:
        return None
    phrase = {w for w in re.findall(r"[a-z]+", question[hit.start : hit.end].lower()) if len(w) > 2}
    extra = set(named.phrases) - phrase
    if not extra or len(extra) > 3 or extra & _NOT_A_LINE or GROWTH_WORDS.search(" ".join(extra)):
        return None  # no word beyond the phrase, or words that ask for a part or a change: the catalogue stands
    if not columns and not any(f.dims == () for f in view.by_concept[named.name]):
        return None  # a line the filing reports only by the equity statement's columns, none of which is asked
    labels = view.name_words(named.name)
    # a member the line is reported for is not a word of its name ("dividends charged to retained earnings": the
    # equity statement's retained earnings column)
    # (and a segment's: "goodwill acquired during fiscal 2015 in its Commercial segments")
    carried = {m for f in view.by_concept[named.name] for a, m in f.dims}
    columns = [span for m, _, span in member_mentions(question, view, [named.name], []) if m in carried]
    asked = content_words(blank(question, [b for b in blocked if b not in spans] + columns))
    if not all(w in labels or w.rstrip("s") in labels or near(w, labels) for w in asked):
        return None  # every word the question asks with is the line's, not only the words a glossary gave
    reported = [c for c in measure.concepts if any(f.dims == () for f in view.by_concept.get(c, []))]
    beyond = [(m.start(), m.end()) for m in re.finditer(r"[A-Za-z]+", question) if content_words(m.group(0))]
    beyond = [w for w in beyond if not (hit.start <= w[0] < hit.end) and not any(a <= w[0] < b for a, b in blocked)]
    if beyond and all(in_own_label(view, question, reported, w) for w in beyond):
        return None  # the words beyond the phrase are the catalogue's own line's label ("purchase of common stock")
    return named.name


def holds_asked(view: FilingView, concept: str, asked: str | None, phrase: str) -> bool:
    """Where the catalogue's name that found the line says less than the phrase asked ("tax expense" of "income tax
    expense"), the line's labels or element name hold the words it leaves out: "Real Estate Tax Expense" is no
    income tax expense."""
    said = _words(asked or "") - {"of", "and", "for", "the"}
    named = _words(phrase) - {"of", "and", "for", "the"}
    if not named < said:
        return True
    return said - named <= _words(" ".join(view.concept_labels.get(concept, [])) + " " + element_words(concept))


# Words that ask for the period a year before the filing's own.
# (not "prior-year": "additions for prior-year tax positions" names a line)
YEAR_AGO = re.compile(r"\b(?:year[- ]ago|a\s+year\s+(?:earlier|before|ago))\b", re.I)


def says_more(view: FilingView, quoted: str, found: str, question: str) -> bool:
    """The quoted line's own labels the question says word for word cover more of its words than the found line's
    do ("total liabilities and common shareholders' equity" beside "Common shareholders' equity"; "deferred income
    tax assets" beside "Current deferred income tax assets", which it does not say)."""
    said = _words(question)

    def covered(concept: str) -> set[str]:
        return set().union(*(_words(lab) for lab in view.wordings(concept) if _words(lab) <= said))

    return covered(quoted) > covered(found)


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z]+", text.lower())}


def said_label_line(view: FilingView, question: str, span: tuple[int, int], kind: bool | None) -> str | None:
    """The one consolidated line one of whose own labels (three words or more) the question says word for word
    round the words at ``span``."""
    found: dict[str, int] = {}
    change = re.search(r"\b(?:change|changes|increase|increases|decrease|decreases)\b", question, re.I)
    for concept, pattern in _own_label_patterns(view):
        facts = view.by_concept[concept]
        if (kind is not None and all((f.months == 0) != kind for f in facts)) or (
            "IncreaseDecrease" in concept and not change  # the cash-flow line of a balance's change
        ):
            continue
        for m in pattern.finditer(question):
            if (
                m.start() <= span[0]
                and span[1] <= m.end()
                and (m.start(), m.end()) != span  # more than the phrase itself
                and not _qualified(view, question[: m.start()])
            ):
                found[concept] = max(found.get(concept, 0), m.end() - m.start())
    if not found:
        return None
    longest = max(found.values())
    best = [c for c, n in found.items() if n == longest]
    return best[0] if len(best) == 1 else None


def _own_label_patterns(view: FilingView) -> list[tuple[str, re.Pattern[str]]]:
    """Each consolidated line's own labels of three words or more as patterns a question may say them by ("Amount of"
    left off, "&" for "and"), compiled once per filing view."""
    key = ("own_label_patterns",)
    if key not in view.memo:
        out = []
        for concept, facts in view.by_concept.items():
            if not any(f.dims == () for f in facts):
                continue
            for label in view.own_labels.get(concept, []):
                # "Total long-term debt": said with its "total" or without
                total = r"(?:total\s+)?" if re.match(r"\s*total\b", label, re.I) else ""
                label = re.sub(r"^\s*(?:(?:amount|total|the)\s+(?:of\s+)?)+", "", label, flags=re.I)  # "Amount of …"
                words = re.findall(r"[A-Za-z0-9]+", label)
                if len(words) < 3:
                    continue
                said = [r"(?:and|&)" if w.lower() == "and" else re.escape(w) for w in words]  # "marketing & services"
                out.append((concept, re.compile(r"\b" + total + r"\W*".join(said) + r"\b", re.I)))
        view.memo[key] = out
    return view.memo[key]  # type: ignore[no-any-return]


def _qualified(view: FilingView, before: str) -> bool:
    """A word of a line's name stands right before the label said (past "of", "the" and the company's name): "the
    cost basis of" cash, cash equivalents and marketable securities names another line."""
    names = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    for w in reversed(re.findall(r"[A-Za-z0-9]+(?:['’]s)?", before)):
        w = re.sub(r"['’]s$", "", w.lower())
        if w in {"of", "the", "in", "for", "on", "its", "at", "s"} or w in names or abbreviates(w, sorted(names)):
            continue
        if any(ch.isdigit() for ch in w):
            return False  # "Q2 2009 net income attributable to …": a period, then the label
        return w not in (ASKS_NO_LINE - _NAMING) and w not in _OPENING
    return False


_OPENING = frozenset("what whats how which give show find tell report reported".split())
# Words that name which of two lines ("the cost basis of …"), though elsewhere they ask for no line.
_NAMING = frozenset("basis cost costs".split())


_YEAR_END = re.compile(
    r"\b(?:(?:fiscal\s+)?year[- ]end(?:ing)?|end\s+of\s+(?:fiscal\s+)?(?:year\s+)?|end-)\s*((?:19|20)\d\d)\b"
    r"|\b((?:19|20)\d\d)\s+(?:fiscal\s+)?year[- ]end\b",
    re.I,
)


def year_end_base(view: FilingView, question: str, end: date) -> date | None:
    """The date of a year's end the question names as a change's base ("from year-end 2008 to June 30, 2009"):
    the filing's most reported balance date in that year, before the date asked."""
    years = {int(m.group(1) or m.group(2)) for m in _YEAR_END.finditer(question)}
    years = {y for y in years if y < end.year}
    if len(years) != 1:
        return None
    year = years.pop()
    counts = Counter(
        f.fact.end for fs in view.by_concept.values() for f in fs if f.months == 0 and f.fact.end.year == year
    )
    dates = [d for d, _ in counts.most_common() if d < end]
    return dates[0] if dates else None


def divided_sides(
    view: FilingView, question: str, intent: Intent, blocked: list[tuple[int, int]]
) -> tuple[Measure, Measure] | None:
    """A ratio the question defines whose sides are lines the catalogue phrase only ends ("foreign income before
    taxes ÷ total income before taxes", "service sales ÷ total net sales"): each side by the filing's labels of its
    lead words and phrase; None when neither side is such a line."""
    num, den = intent.divided
    div = DIVISION.search(question)
    if div is None:
        return None
    hits = measure_hits(question)
    left = [h for h in hits if h.end <= div.start()]
    right = [h for h in hits if h.start >= div.end()]
    if not left or not right:
        return None
    before, after = question[: div.start()].rstrip(), question[div.end() :].lstrip()
    if (before.endswith(")") and SUM_OP.search(before[before.rfind("(") :])) or (
        after.startswith("(") and SUM_OP.search(after[: after.find(")") + 1])
    ):
        return None  # "(a + b + c) as a fraction of d": a side is a sum, never its last or first term alone
    num_hit, den_hit = left[-1], right[0]
    kind = asked_kind(intent, question)
    # every place a named member's words stand ("Ford Automotive sector … (Automotive operating income / …)")
    said = {
        w.lower()
        for _, text, _ in member_mentions(question, view, [*MEASURES[num].concepts, *MEASURES[den].concepts], blocked)
        for w in re.findall(r"[A-Za-z0-9&]+", text)
    } - {"segment", "segments", "sector", "group", "division", "business", "unit", "s", "and", "the", "of"}
    named = [
        m.span() for w in said for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])", question, re.I)
    ]
    out: list[Measure] = []
    # each side's whole clause, where it is one line's own label ("income before interest and income taxes")
    opening = max(
        [question.rfind(ch, 0, div.start()) + 1 for ch in "(,:;"]
        + [m.end() for m in _DEFINED.finditer(question, 0, div.start())]
    )
    closing = re.search(r"[,;:()?]|$", question[div.end() :])
    clauses = (question[opening : div.start()], question[div.end() : div.end() + (closing.start() if closing else 0)])
    for (hit, name), clause in zip(((num_hit, num), (den_hit, den)), clauses):
        # a member's word ("iPhone net sales", "segment operating income") names the member's figure, not a line
        lead = extended(view, question, hit.start, blocked + named, {"segment", "segments"})
        found = labelled_exactly(view, _unnamed_text(view, clause), kind, net_apart=True)
        # by the question's phrase, else by the catalogue's name of it ("pre-tax income": before taxes)
        if found is None and lead:
            found = lead_line(view, lead, question[hit.start : hit.end], None, kind, "USD") or lead_line(
                view, lead, MEASURES[name].label, None, kind, "USD"
            )
        if found is not None:  # also a line the catalogue names ("product sales" within total revenue)
            unit = "USD/shares" if per_share_line(view, found) else view.unit_of(found)
            out.append(Measure(found, label_of(view, found), "concept", (), (found,), instant=None, unit=unit))
        else:
            out.append(MEASURES[name])
    if all(o is MEASURES[n] for o, n in zip(out, (num, den))) or out[0].concepts == out[1].concepts:
        return None
    return out[0], out[1]


_DEFINED = re.compile(r"\b(?:defined|computed|calculated|measured)\s+as\b", re.I)


def _unnamed_text(view: FilingView, text: str) -> str:
    """The text without the company's name words."""
    names = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    return " ".join(w for w in re.findall(r"[A-Za-z&'-]+", text) if w.lower() not in names)


def member_words_of(view: FilingView) -> set[str]:
    """The words of the filing's member names (a segment's, a product's), without the generic ones a line's name
    also uses (made once per view)."""
    key = ("member_words",)
    if key not in view.memo:
        view.memo[key] = {
            w.lower()
            for m in view.member_labels
            for v in variants(m, view.member_labels[m])
            for w in re.findall(r"[A-Za-z]+", v)
        } - {"other", "total", "net", "and", "current", "noncurrent", "deferred", "accrued"}
    return set(view.memo[key])


# One catalogue phrase joined to the next by a word of one line's name ("depreciation on property").
JOINED = re.compile(r"\s+(?:" + "|".join(sorted(LINK_WORDS)) + r")\s+")


def unit_asked(question: str, measure: Measure) -> str | None:
    """The unit a line the words name is read in: shares where the question counts them ("number of shares
    repurchased", whatever the catalogue's unit), else the catalogue's money or shares."""
    if SHARE_COUNT.search(question):
        return "shares"
    return measure.unit if measure.unit in ("USD", "shares") else None


def lead_line(
    view: FilingView,
    lead: str,
    phrase: str,
    after: str | None,
    kind: bool | None,
    unit: str | None,
    among: set[str] | None = None,
    net_of: str | None = None,
    label: str | None = None,
    in_cash_flow: bool = False,
) -> str | None:
    """The line a catalogue phrase with the words before it names: the whole name first (with the words after it,
    "proceeds from" sales "of available-for-sale securities"), then its start, then without the phrase's generic
    words a label may leave out ("current foreign" income "tax expense": Current Foreign Tax Expense). ``among``:
    only these lines, members' lines included."""
    if net_of:
        # "concession assets, net of accumulated amortization": a net line (by its element name), with the words of
        # what it is net of where a label says them, else just "net"
        nets = {c for c in view.by_concept if c.endswith("Net") and (among is None or c in among)}
        for text in (f"{lead} {phrase} {net_of}", f"{lead} {phrase} net"):
            found = label_concept(view, text, kind, unit, by_member=among is not None, only=nets)
            if found is not None:
                return found
    core = " ".join(w for w in re.findall(r"[A-Za-z&'-]+", phrase) if w.lower() not in _GENERIC_WORDS)
    texts = [f"{lead} {phrase} {after}"] * bool(after) + [f"{lead} {phrase}"]
    texts += [f"{lead} {core}"] * bool(core and core != phrase)
    # "tax benefit on SBC": the phrase's short form spelled as the catalogue names it (share-based compensation)
    # ("domestic pretax income": the words of the catalogue's own name, "income before income taxes", last)
    texts += [f"{lead} {label}"] * bool(label and label.lower() != phrase.lower())
    # "maturing spirits inventory": a part of a balance-sheet class is labelled by its own words alone
    texts += [lead] * bool(phrase.lower() in _CLASS_WORDS and kind is True)
    for text in texts:
        found = label_concept(
            view, text, kind, unit, by_member=among is not None, only=among, in_cash_flow=in_cash_flow
        )
        if found is not None:
            return found
    head, joined, rest = lead.rpartition(" and ")
    if joined and head:
        # "accrued expenses and other liabilities" where no line says it all: the words after "and" alone
        return lead_line(view, rest, phrase, after, kind, unit, among, in_cash_flow=in_cash_flow)
    return None


def names_alternative(lead: str | None, found: str, measure: Measure) -> bool:
    """The lead words name what sets one of the catalogue's alternatives apart from its first ("domestic pretax
    income": IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic, not the total)."""
    first = set(element_words(measure.concepts[0]).lower().split())
    own = set(element_words(found).lower().split()) - first
    return bool(lead) and bool(own & {w.lower() for w in re.findall(r"[A-Za-z]+", lead or "")})


def side_terms(side: Measure, first: int) -> tuple[list[Measure], str]:
    """A ratio's side as its lines and its formula over e<first>, …: one line, or the terms of a defined sum."""
    if side.kind == "formula" and side.parts and side.formula:
        shifted = re.sub(r"e(\d+)", lambda m: f"e{int(m.group(1)) + first}", side.formula)
        return list(side.parts), f"({shifted})"
    return [side], f"e{first}"


def says_every(view: FilingView, concept: str, phrase: str) -> bool:
    """One of the line's labels (with its element's name) says every word of a catalogue name as it is written:
    a name the question did not use is never read loosely ("capital spending" is not "Capitalized lease
    obligations")."""
    joining = {"of", "and", "for", "the", "in", "to", "a", "an", "on", "from"}
    wanted = {w.rstrip("s") for w in re.findall(r"[a-z]+", spell_out(phrase).lower()) if w not in joining}
    named = {w.rstrip("s") for w in element_words(concept).lower().split()}  # custom:DilutedEarningsPerShare
    return any(
        wanted <= named | {w.rstrip("s") for w in re.findall(r"[a-z]+", spell_out(label).lower())}
        for label in view.concept_labels.get(concept, [])
    )


def says_only(view: FilingView, concept: str, words: str, slack: int = 0) -> bool:
    """One of the line's labels (without its asides) has at most ``slack`` content words beyond ``words`` (plural
    or singular)."""
    have = {w.rstrip("s") for w in content_words(words)} | {"total", "net", "current", "noncurrent"}
    return any(
        len([w for w in content_words(re.sub(r"\([^)]*\)", " ", label)) if w.rstrip("s") not in have]) <= slack
        for label in view.concept_labels.get(concept, [])
    )


def labels_say(view: FilingView, concept: str, words: str) -> bool:
    """Every word (typos forgiven) is a word of the concept's labels."""
    have = view.label_words(concept)
    return all(near(w, have) for w in re.findall(r"[a-z]+", words.lower()))


_GENERIC_WORDS = frozenset("income expense expenses cost costs".split())
_CLASS_WORDS = frozenset({"inventory", "inventories"})


# Qualifiers that name one of a family's lines and never what it leaves out ("paid", not "excluding").
NAMING_QUALIFIERS = frozenset({"paid", "declared", "continuing", "including", "parent"})
# "net income available (applicable) to common shareholders": the line after preferred dividends
TO_COMMON = re.compile(r"\b(?:available|applicable)\s+to\s+(?:[\w.&'’]+\s+){0,3}?common\b", re.I)


def shift(expr: str, by: int) -> str:
    return re.sub(r"e(\d+)", lambda m: f"e{int(m.group(1)) + by}", expr)


def dedupe(picks: list[AnswerFact], formula: str) -> tuple[list[AnswerFact], str]:
    """One citation per fact: a fact used twice (revenue in (revenue - cost) / revenue) is cited once."""
    keys: list[str] = []
    out: list[AnswerFact] = []
    index: dict[int, int] = {}
    for i, f in enumerate(picks):
        if f.key not in keys:
            keys.append(f.key)
            out.append(f)
        index[i] = keys.index(f.key)
    return out, re.sub(r"e(\d+)", lambda m: f"e{index[int(m.group(1))]}", formula)


def quoted_measure_line(view: FilingView, question: str, measure: Measure) -> str | None:
    """The line a question quotes by its own label ("the 'Sales' revenue line"), when the measure is one line and
    the quote names one line of the kind asked."""
    if measure.kind != "concept":
        return None
    found = quoted_line(view, question, measure.instant)
    return found[0] if found is not None and found[0] != measure.name else None


ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def noted_period(view: FilingView, question: str, intent: Intent, measure: Measure) -> tuple[str, str] | None:
    """The one line, named by the measure's words, reported for the period asked only for one member of an axis
    that is no breakdown (segments, products, regions) nor an equity statement's column; None when none or several."""
    words = plain_words(" ".join(content_words(measure.label)))
    own = set(measure.concepts) if measure.label == label_of(view, measure.concepts[0]) else set()
    if (len(words) < 2 and not own) or intent.period.months in (None, 0) and intent.period.quarter is None:
        return None  # "net income" is no note's line
    unit = "shares" if SHARE_COUNT.search(question) else measure.unit  # "number of shares repurchased"
    hits: list[tuple[str, str]] = []
    for concept, facts in sorted(view.by_concept.items()):
        if any(f.dims == () for f in facts) and concept not in own:
            # a line the filing reports whole for some period is no note's breakdown of one, unless it is the very
            # line the question's words name (Microsoft's "Repurchased" shares, whole for the year, by quarter only
            # for its repurchase program)
            continue
        local = element_words(concept)
        if not words <= set().union(*(plain_words(lab) for lab in [*view.concept_labels.get(concept, []), local])):
            continue
        by_member: dict[str, list[AnswerFact]] = {}
        for f in facts:
            if (
                len(f.dims) == 1
                and f.months
                and not BREAKDOWN.search(f.dims[0][0])
                and not EQUITY_COLUMN.search(f.dims[0][0])
                and (unit is None or unit_ok(f, unit, view.currency))
            ):
                by_member.setdefault(f.dims[0][1], []).append(f)
        for member, held in sorted(by_member.items()):
            choice = resolve_period(view, intent.period, held, False)
            if choice.end is not None and not choice.options:
                hits.append((concept, member))
    return hits[0] if len(hits) == 1 else None


def titled_line(
    view: FilingView, question: str, lines: list[tuple[str, AnswerFact]], phrase: str | None
) -> AnswerFact | None:
    """Of a family's reported lines, the one whose own label the question says word for word, where that label has
    words beyond the family's bare phrase (Yum's "Company sales" beside "Total revenues"); None when none or several
    are said, or the question has a word that tells the lines apart."""
    if not lines or not phrase or qualifiers(re.sub(re.escape(phrase), " ", question, flags=re.I)):
        return None
    said = " " + " ".join(re.findall(r"[a-z]+", question.lower())) + " "
    bare_words = set(re.findall(r"[a-z]+", phrase.lower()))
    hits = [
        f
        for c, f in lines
        if set(label := re.findall(r"[a-z]+", label_of(view, c).lower())) - bare_words
        and f" {' '.join(label)} " in said
    ]
    return hits[0] if len(hits) == 1 else None
