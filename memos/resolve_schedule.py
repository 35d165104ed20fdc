"""Maturity schedules: "Apple purchase obligations due in fiscal 2026", "Netflix operating lease payments due after
2028 (beyond year five)", "Microsoft long-term debt maturing within twelve months". A note's schedule reports one
line per future year at a balance date (the taxonomy's "Year One" … "Year Five", "after Year Five", "Remainder of
Fiscal Year", "Rolling Year Two Through Five"); the year the question names is a position counted from the fiscal
year of that date, not a period the filing reports. The schedule is the one whose labels hold the question's other
words; a span of years the filing reports year by year is their sum."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.explained import ASKS_NO_LINE
from auditgraph.memos.measures import Measure
from auditgraph.memos.resolve_measure import content_words, label_of, near
from auditgraph.memos.resolve_period import fiscal_year_end

_TOTAL_WORDS = frozenset("total sheet amount".split())
_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "twelve": 12}
_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_OPEN = 99  # "after year five": no last year

# The position a schedule line stands for, read from the taxonomy's standard label (its own wording is a year or
# "Thereafter", which says nothing without the balance date). Spans before single years.
_LABEL_SPANS: list[tuple[re.Pattern[str], tuple[int, int]]] = [
    (re.compile(r"remainder of (?:the )?fiscal year"), (0, 0)),
    (re.compile(r"year two through (?:year )?five|after one through five years|second through fifth year"), (2, 5)),
    (re.compile(r"year six through (?:year )?ten|after five through ten years"), (6, 10)),
    (re.compile(r"five fiscal years thereafter"), (6, 10)),
    (re.compile(r"second and third years?|years? two and (?:year )?three"), (2, 3)),
    (re.compile(r"fourth and fifth years?|years? four and (?:year )?five"), (4, 5)),
    (re.compile(r"after (?:rolling )?year ten|after ten years"), (11, _OPEN)),
    (re.compile(r"after (?:rolling )?year five|after five years|after fifth year|\bthereafter\b"), (6, _OPEN)),
    (re.compile(r"next (?:rolling )?twelve months|(?:rolling )?year one\b|within one year|first anniversary"), (1, 1)),
]
_LABEL_AFTER = re.compile(r"after (?:rolling )?year (one|two|three|four)\b")
_LABEL_ONE = re.compile(
    r"(?:rolling )?year (two|three|four|five)\b|in (two|three|four|five) years|(second|third|fourth|fifth) anniversary"
)
# Words of a schedule line's label that say when, not what: left out of the words the schedule is matched by.
_WHEN_WORDS = frozenset(
    """due in after to be paid on balance rolling year years next twelve months one two three four five six ten
    first second third fourth fifth anniversary thereafter remainder of the fiscal through within and maturity
    maturities current""".split()
)


def _label_position(label: str) -> tuple[int, int] | None:
    text = label.lower()
    for pattern, span in _LABEL_SPANS:
        if pattern.search(text):
            return span
    m = _LABEL_AFTER.search(text)
    if m is not None:  # a filer's own "after Year Four" in a quarterly report
        return (_N[m.group(1)] + 1, _OPEN)
    m = _LABEL_ONE.search(text)
    if m is None:
        return None
    word = next(g for g in m.groups() if g)
    n = _N.get(word) or _ORD[word]
    return (n, n)


@dataclass(frozen=True)
class Ladder:
    key: frozenset[str]  # what the schedule is of ("unrecorded unconditional purchase obligation")
    lines: dict[tuple[int, int], str]  # position -> concept
    words: frozenset[str]  # every word its lines' labels and element names hold


def ladders(view: FilingView) -> list[Ladder]:
    """The filing's schedules: lines at positions (read from the element's name, else its standard label), grouped
    by what their names say they are of."""
    key = ("ladders",)
    if key in view.memo:
        return view.memo[key]  # type: ignore[no-any-return]
    groups: dict[frozenset[str], dict[tuple[int, int], str]] = {}
    for concept, labels in view.concept_labels.items():
        if not labels or not view.by_concept.get(concept) or any(f.months for f in view.by_concept[concept]):
            continue
        named = " ".join(re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])", concept.split(":")[-1])).lower()
        where = _label_position(named) or _label_position(labels[0])
        if where is None and named.endswith(" due current"):
            where = (1, 1)  # OperatingLeasesFutureMinimumPaymentsDueCurrent
        if where is None:
            continue
        what = frozenset(w for w in named.split() if w not in _WHEN_WORDS)
        groups.setdefault(what, {}).setdefault(where, concept)
    out = []
    for what, lines in groups.items():
        if len(lines) < 2:
            continue  # one line alone is no schedule ("Long-term debt, current maturities")
        words: set[str] = set()
        for concept in lines.values():
            for label in view.concept_labels.get(concept, []):
                words |= set(re.findall(r"[a-z]+", label.lower()))
            words |= {w.lower() for w in re.findall(r"[A-Z][a-z]+", concept.split(":")[-1])}
        out.append(Ladder(what, lines, frozenset(words | {w[:-1] for w in words if w.endswith("s")})))
    view.memo[key] = out
    return out


_NUM = r"(one|two|three|four|five|[1-5])"
_YEARS_SPAN = re.compile(rf"\byears?\s+{_NUM}\s*(?:to|through|thru|-|–|and)\s*(?:years?\s+)?{_NUM}\b", re.I)
_YEAR_N = re.compile(rf"\byear\s+{_NUM}\b|\b(first|second|third|fourth|fifth)\s+year\b", re.I)
_NEXT = re.compile(
    r"\b(?:next|coming|following)\s+(?:twelve|12)\s+months\b|\bwithin\s+(?:one|1|a|twelve|12)\s+(?:year|months)\b"
    r"|\bnext\s+(?:fiscal\s+)?year\b",
    re.I,
)
_BEYOND = re.compile(
    rf"\b(?:beyond|after|more than|over)\s+(?:year\s+{_NUM}|{_NUM}\s+years|(?:the\s+)?(first|second|third|fourth|fifth)"
    r"\s+year)\b|\bthereafter\b",
    re.I,
)
_REMAINDER = re.compile(r"\b(?:remainder|rest|remaining(?:\s+\w+\s+months)?)\s+of\b|\bremaining\b", re.I)
_FY_SHORT = re.compile(r"\bfy\s?'?(\d\d)\b", re.I)
_FULL_YEAR = re.compile(r"\b((?:19|20)\d\d)\b")
_AFTER_YEAR = re.compile(r"\b(?:after|beyond|past)\s+(?:fiscal\s+(?:year\s+)?|fy\s?)?((?:19|20)\d\d|\d\d)\b", re.I)
_THROUGH = re.compile(r"^\s*(?:through|thru|to|-|–|and)\s*$", re.I)

# A schedule question's words that name no line: when and how the amounts fall due.
_SCHEDULE_WORDS = frozenset(
    """due maturing mature matures maturity maturities payable expected scheduled falls fall falling owed combined
    sum coming following next within beyond after more than over thereafter remainder rest remaining years year
    through thru future undiscounted contractual principal payments payment amounts""".split()
)


def asked_years(question: str, first: int) -> tuple[int, int] | None:
    """The positions the question asks for, counted from fiscal year ``first`` (the year of the balance date)."""
    m = _YEARS_SPAN.search(question)
    if m:
        lo, hi = (int(g) if g.isdigit() else _N[g.lower()] for g in m.groups())
        return (lo, hi) if lo <= hi else None
    m = _BEYOND.search(question)
    if m:
        word = next((g.lower() for g in m.groups() if g), "five")  # "thereafter": after the fifth year
        return ((int(word) if word.isdigit() else _N.get(word) or _ORD[word]) + 1, _OPEN)
    if _NEXT.search(question):
        return (1, 1)
    m = _YEAR_N.search(question)
    if m:
        word = (m.group(1) or m.group(2)).lower()
        n = int(word) if word.isdigit() else _N.get(word) or _ORD[word]
        return (n, n)
    years: list[tuple[int, int, int]] = []  # (year, start, end) of each year the question names
    for m in _FULL_YEAR.finditer(question):
        years.append((int(m.group(1)), m.start(), m.end()))
    for m in _FY_SHORT.finditer(question):
        years.append((2000 + int(m.group(1)), m.start(), m.end()))
    later = sorted((y, s, e) for y, s, e in years if y > first)
    if not later:
        if _REMAINDER.search(question) and any(y == first for y, _, _ in years):
            return (0, 0)
        return None
    after = _AFTER_YEAR.search(question)
    if after:
        y = int(after.group(1))
        y = y if y > 100 else 2000 + y
        if y >= first:
            return (y - first + 1, _OPEN)
    if len(later) >= 2:
        (y1, _, e1), (y2, s2, _) = later[0], later[-1]
        between = question[e1:s2]
        if _THROUGH.match(re.sub(r"\b(?:fiscal|year|fy)\b", " ", between, flags=re.I)) or re.search(
            r"\bthrough\b|\bto\b|\band\b", between, re.I
        ):
            return (y1 - first, y2 - first)
        return None
    return (later[0][0] - first, later[0][0] - first)


def names_position(text: str) -> bool:
    """Whether the text says when an amount falls due ("after year five", "within one year", "in 2026")."""
    return any(p.search(text) for p in (_YEARS_SPAN, _BEYOND, _NEXT, _YEAR_N, _FULL_YEAR, _FY_SHORT))


def _fiscal_year_of(view: FilingView, when: date) -> int | None:
    for year in range(when.year - 1, when.year + 2):
        end = fiscal_year_end(view, year)
        if end is not None and end >= when - timedelta(days=7):
            return year
    return None


def _explained(word: str, vocab: frozenset[str] | set[str]) -> bool:
    return (
        word in vocab
        or word.rstrip("s") in vocab
        or near(word, vocab) is not None
        or any(v.startswith(word) or word.startswith(v) for v in vocab if len(v) > 3 and len(word) > 3)
    )


def _label(view: FilingView, concept: str) -> str:
    """The line's standard label with the filer's own ("… to be Paid, Year Three (2026)"): a year alone says
    nothing of what falls due."""
    standard = (view.concept_labels.get(concept) or [concept.split(":")[-1]])[0]
    own = label_of(view, concept)
    return standard if own == standard else f"{standard} ({own})"


def schedule_total(view: FilingView, concept: str, text: str) -> Measure | None:
    """The total of the schedule ``concept`` is a line of ("total lease payments" beside "payments due after year
    five": Netflix's LesseeOperatingLeaseLiabilityPaymentsDue), when the text's words are the schedule's."""
    ladder = next((ld for ld in ladders(view) if concept in ld.lines.values()), None)
    if ladder is None:
        return None
    words = {w for w in content_words(text) if w not in _SCHEDULE_WORDS and w not in ASKS_NO_LINE}
    if any(not _explained(w, ladder.words) for w in words):
        return None
    for other, facts in view.by_concept.items():
        named = re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])", other.split(":")[-1])
        what = {w.lower() for w in named} - _WHEN_WORDS - _TOTAL_WORDS
        if what == ladder.key and other not in ladder.lines.values() and all(f.months == 0 for f in facts):
            return Measure(other, label_of(view, other), "concept", tuple(sorted(words)), (other,), instant=True)
    return None


@dataclass(frozen=True)
class ScheduleReading:
    measure: Measure
    end: date  # the balance date the schedule is read at


def schedule_line(
    view: FilingView,
    question: str,
    blocked: list[tuple[int, int]],
    asked_end: date | None,
    asked_year: int | None = None,
) -> ScheduleReading | None:
    """The schedule line (or the sum of its lines) the question asks for, at the balance date it names or the
    filing's latest; None when the question names no future year or no schedule holds its words."""
    found = ladders(view)
    if not found:
        return None
    dates = sorted({f.fact.end for ld in found for c in ld.lines.values() for f in view.by_concept[c]}, reverse=True)
    # the balance date named ("as of July 1, 2023"), else the one in the year named ("as of year-end 2022"),
    # else the latest
    end = next(
        (d for d in dates if asked_end is not None and abs((d - asked_end).days) <= 7),
        next((d for d in dates if asked_end is None and d.year == asked_year), dates[0]),
    )
    first = _fiscal_year_of(view, end)
    if first is None:
        return None
    span = asked_years(question, first)
    if span is None:
        return None
    text = question
    for a, b in sorted(blocked, reverse=True):
        text = text[:a] + " " * (b - a) + text[b:]
    text = re.sub(r"\b[A-Z]{2,6}\b", " ", text)  # tickers
    words = {w for w in content_words(text) if w not in _SCHEDULE_WORDS and w not in _N}
    company = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    words = {w for w in words if w not in company and not any(c.startswith(w) for c in company if len(w) > 3)}
    # words that ask for no line ("operating", "per") tell schedules apart where a label holds them, and are not
    # required
    needed = words - ASKS_NO_LINE
    timing = content_words(text) & _SCHEDULE_WORDS
    if not needed:
        return None
    scored = []
    for ladder in found:
        members = {
            w.lower()
            for c in ladder.lines.values()
            for f in view.by_concept[c]
            for _, m in f.dims
            for lab in view.member_labels.get(m, []) + [m.split(":")[-1]]
            for w in re.findall(r"[A-Z]?[a-z]+", lab)
        }
        said = {w for w in words if _explained(w, ladder.words)}
        # a schedule word the schedule's own name holds tells it apart ("debt principal": the repayments of
        # principal, not the debt securities maturing)
        said |= {w for w in timing if w in ladder.key or w.rstrip("s") in ladder.key}
        if not said & needed or needed - said - {w for w in needed if _explained(w, frozenset(members))}:
            continue
        scored.append((-len(said), sorted(ladder.key), ladder))
    if not scored:
        return None
    scored.sort(key=lambda s: s[:2])
    if len(scored) > 1 and scored[0][0] == scored[1][0]:
        return None  # two schedules hold the words alike ("lease payments": operating or finance?)
    ladder = scored[0][2]
    lo, hi = span
    if span in ladder.lines:
        concepts = [ladder.lines[span]]
    elif hi != _OPEN and all((n, n) in ladder.lines for n in range(lo, hi + 1)):
        concepts = [ladder.lines[(n, n)] for n in range(lo, hi + 1)]
    else:
        return None
    if not any(f.fact.end == end for c in concepts for f in view.by_concept[c]):
        return None
    phrases = tuple(sorted(needed | timing))
    if len(concepts) == 1:
        c = concepts[0]
        return ScheduleReading(
            Measure(c, _label(view, c), "concept", phrases, (c,), unit=view.unit_of(c), instant=True), end
        )
    parts = tuple(
        Measure(c, _label(view, c), "concept", (), (c,), unit=view.unit_of(c), instant=True) for c in concepts
    )
    label = f"{_label(view, concepts[0])} … {_label(view, concepts[-1])}"
    formula = " + ".join(f"e{i}" for i in range(len(parts)))
    return ScheduleReading(
        Measure("schedule_sum", label, "formula", phrases, formula=formula, parts=parts, unit=parts[0].unit), end
    )


# When deferred revenue is expected to be realized, as a filer's typed start dates of each window ("within one year",
# "in one to two years", "beyond three years"): the window's place in date order.
_TIMING_AXIS = re.compile(r"ExpectedTimingOfSatisfactionStartDateAxis$")
_TIMING_SUBJECT = re.compile(
    r"\b(?:deferred\s+revenues?|remaining\s+performance\s+obligations?|rpo|unearned\s+revenues?|contract\s+liabilit\w+)\b",
    re.I,
)
_WINDOWS: list[tuple[re.Pattern[str], int]] = [
    (re.compile(r"\b(?:within|in|over)[\s-]+(?:the[\s-]+)?(?:next[\s-]+)?(?:one|1|a)[\s-]+years?\b"
                r"|\bnext[\s-]+(?:12|twelve)[\s-]+months|\bwithin[\s-]+(?:12|twelve)[\s-]+months|\bfirst[\s-]+year\b"
                r"|\bless[\s-]+than[\s-]+(?:one|1|a)[\s-]+year", re.I), 0),
    (re.compile(r"\b(?:one|1)[\s-]+(?:to|-|through)[\s-]+(?:two|2)[\s-]+years?|\bsecond[\s-]+year\b"
                r"|\bbetween[\s-]+(?:one|1)[\s-]+and[\s-]+(?:two|2)[\s-]+years", re.I), 1),
    (re.compile(r"\b(?:two|2)[\s-]+(?:to|-|through)[\s-]+(?:three|3)[\s-]+years?|\bthird[\s-]+year\b"
                r"|\bbetween[\s-]+(?:two|2)[\s-]+and[\s-]+(?:three|3)[\s-]+years", re.I), 2),
    (re.compile(r"\b(?:beyond|after|more[\s-]+than|greater[\s-]+than|over)[\s-]+(?:three|3)[\s-]+years?"
                r"|\bthereafter\b", re.I), -1),
    # "more than two years out": several windows, none alone
    (re.compile(r"\b(?:beyond|after|more[\s-]+than|greater[\s-]+than|over)[\s-]+(?:one|two|1|2)[\s-]+years?", re.I), 99),
]  # fmt: skip
# Words a question about such a window uses that name no line.
WINDOW_WORDS = tuple(
    """realize realized realise realised recognize recognized recognise recognised expect expects expected within next
    one two three year years window months twelve beyond after first second third percent percentage share fraction
    portion between more than over""".split()
)


def timing_window(view: FilingView, question: str, end: date | None) -> tuple[str, str] | None:
    """The line and the typed start date of the window the question asks deferred revenue to be realized in ("What
    percentage of Apple's deferred revenue at July 1, 2023 does it expect to realize within one year?"): the window's
    place among the start dates reported at that balance date; None unless exactly one such window is asked."""
    if not _TIMING_SUBJECT.search(question):
        return None
    places = [place for pattern, place in _WINDOWS if pattern.search(question)]
    if len(places) != 1 or places[0] == 99:
        return None
    for concept, facts in sorted(view.by_concept.items()):
        dated = [
            f
            for f in facts
            if len(f.dims) == 1 and _TIMING_AXIS.search(f.dims[0][0]) and (end is None or f.fact.end == end)
        ]
        if not dated:
            continue
        latest = max(f.fact.end for f in dated)
        starts = sorted({f.dims[0][1] for f in dated if f.fact.end == latest})
        if len(starts) < 2 or places[0] >= len(starts):
            return None
        return concept, starts[places[0]]
    return None
