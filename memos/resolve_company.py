"""Which loaded company a question names: by name (word boundaries, a distinctive word at least), ticker or
CIK — never by a common word ("at" is not AT&T, "balance" is no company)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from auditgraph.memos.intent import MONTHS
from auditgraph.memos.lexicon import ASKS_NO_LINE
from auditgraph.memos.measures import names_a_measure
from auditgraph.store.base import GraphStore

GENERIC = frozenset(
    "inc inc. incorporated corp corporation company co the ltd limited plc group holdings holding llc lp "
    "l.p partnership sa nv ag se trust de del new".split()
)
# English and financial words a company's first name-word must not be on its own (the full name still matches).
COMMON = frozenset(
    """a about above across after all also american an and any are as at balance bank be been best big
both but by can capital cash central city common consolidated continental core data days did do does during each east
energy equity every federal financial first for from general global great group had has have health home how in income
industries inc international into is it its just last less life made make many market may more most much national net
new next no north not now of on one only operating or other our out over pacific partners power prior real reported
resources sales same second service services should so some south southern state states steel such systems than that
the their them there these they this those three through to total trust two under united up us was way we were west
what when where which while who will with world year you your""".split()
)


@dataclass(frozen=True)
class CompanyMatch:
    cik: str | None
    name: str
    text: str  # the words of the question that matched
    how: str  # name | first-word | ticker | cik
    quality: float


def _norm(text: str) -> str:
    text = re.sub(r"[^a-z0-9& ]", " ", text.lower().replace("’", "'").replace("'s ", " ").replace("'", ""))
    return " ".join(text.split())  # "Yum! Brands" is "yum brands"


def name_words(name: str) -> list[str]:
    return [w for w in _norm(name).replace("&", " & ").split() if w not in GENERIC]


def companies(store: GraphStore) -> list[dict[str, Any]]:
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete" and r.get("company")]
    by: dict[tuple[str, str], dict[str, Any]] = {}
    for r in rows:
        by.setdefault((str(r.get("cik") or ""), r["company"]), r)
    return [by[k] for k in sorted(by)]


def match_companies(
    question: str, rows: list[dict[str, Any]], tickers: dict[str, str] | None = None
) -> list[CompanyMatch]:
    """Loaded companies the question names, best first (quality 1: full name, ticker or CIK; 0.8: a
    distinctive first word of the name; 0.5: a nickname, see :func:`nickname`)."""
    q = " " + _norm(question).replace("&", " & ") + " "
    # a name that ends in s written as a possessive ("McDonald's" for MCDONALDS CORP) is matched in both spellings
    q += " " + _norm(re.sub(r"(?<=\w)['’]s\b", "s", question)).replace("&", " & ") + " "
    out: list[CompanyMatch] = []
    for r in rows:
        words = name_words(r["company"])
        if not words:
            continue
        cik = str(r.get("cik") or "") or None
        full = " ".join(words)
        if len(full) >= 3 and f" {full} " in q:
            out.append(CompanyMatch(cik, r["company"], full, "name", 1.0))
        elif any(short_name(t, r["company"]) for t in _TOKEN.findall(question)):
            short = next(t for t in _TOKEN.findall(question) if short_name(t, r["company"]))
            out.append(CompanyMatch(cik, r["company"], short.lower(), "short-name", 0.9))
        elif (abbr := abbreviated(question, r["company"])) is not None:
            out.append(CompanyMatch(cik, r["company"], question[abbr[0] : abbr[1]].lower(), "abbreviation", 0.9))
        elif len(words[0]) >= 4 and words[0] not in COMMON and f" {words[0]} " in q:
            out.append(CompanyMatch(cik, r["company"], words[0], "first-word", 0.8))
        elif any(nickname(t, r["company"]) for t in _TOKEN.findall(question)):
            short = next(t for t in _TOKEN.findall(question) if nickname(t, r["company"]))
            out.append(CompanyMatch(cik, r["company"], short.lower(), "nickname", 0.5))
        elif cik and re.search(rf"\bcik\s*:?\s*0*{re.escape(cik.lstrip('0'))}\b", question, re.I):
            out.append(CompanyMatch(cik, r["company"], cik, "cik", 1.0))
        else:
            # a distinctive later word that only this company's name has ("Disney" for Walt Disney Co)
            later = [
                w
                for w in words[1:]
                if len(w) >= 5
                and w not in COMMON
                and f" {w} " in q
                and sum(w in name_words(o["company"]) for o in rows) == 1
            ]
            if later:
                out.append(CompanyMatch(cik, r["company"], later[0], "name-word", 0.6))
    for ticker, cik in sorted((tickers or {}).items()):  # as written: upper case, a word of its own
        if len(ticker) >= 2 and re.search(rf"(?<![A-Za-z]){re.escape(ticker)}(?![A-Za-z])", question):
            name = next((r["company"] for r in rows if str(r.get("cik") or "") == cik), ticker)
            out.append(CompanyMatch(cik, name, ticker, "ticker", 1.0))
    # equal matches: the company whose whole name is the matched words (Apple Inc. before Apple Hospitality REIT)
    out.sort(key=lambda m: (-m.quality, -len(m.text), len(name_words(m.name)), m.name))
    return out


_TOKEN = re.compile(r"[A-Z]+(?:&[A-Z]+)+|[A-Za-z]+")


def short_name(token: str, name: str) -> bool:
    """A token spelled from the first letters of the name's leading words run together, each at least two
    letters and the first at least three ("LabCorp" for Laboratory Corp of America, "FedEx" for Federal
    Express), written with a capital inside it; or the initials of a name joined by an ampersand ("H&P" for
    Helmerich & Payne, "M&T" for M&T Bank Corp)."""
    if 3 <= len(token) <= 6 and token[0].isupper() and token.lower() in _initialisms(name):
        return True
    if "&" in token:
        words = name_words(name)
        if "&" not in words:
            return False
        initials = "".join(w if w == "&" else w[0] for w in words)
        # "M&T" for M&T Bank Corp: the initials through the word after the ampersand
        return token.lower() in (initials, initials[: words.index("&") + 2])
    if len(token) < 5 or not re.search(r"[a-z][A-Z]|^[A-Z]{2,}[a-z]", token):  # ("JCPenney", "JPMorgan")
        return False
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", name)]
    low = token.lower()
    return low not in words and _spells(low, words, 0, 3)


def _spells(rest: str, words: list[str], i: int, least: int, most: int = 99) -> bool:
    """Whether ``rest`` is the openings of ``words[i:]`` run together, two words at least, the first opening
    ``least`` letters long and the others two, none longer than ``most`` (a one-letter word of the name is an
    initial: "JCPenney" for J C Penney Co)."""
    if not rest:
        return i >= 2
    if i >= len(words):
        return False
    w = words[i]
    longest = min(len(w), len(rest), most)
    return any(
        rest.startswith(w[:k]) and _spells(rest[k:], words, i + 1, 2, most)
        for k in range(longest, min(least, len(w)) - 1, -1)
    )


# "U.S." (or "US") for the words "United States" of a name
_US = ("united", "states")
_NAME_TOKEN = re.compile(r"\b[A-Z](?:-[A-Z])+\b|[A-Za-z]+(?:\.[A-Za-z]+)*\.?")


@functools.lru_cache(maxsize=256)
def _name_tokens(question: str) -> tuple[re.Match[str], ...]:
    """The question's words as names are written ("U.S.", "O-I"): read once per question, not once per loaded company."""
    return tuple(_NAME_TOKEN.finditer(question))


def abbreviated(question: str, name: str) -> tuple[int, int] | None:
    """Where the question writes the company's whole name short, capitalised words in its order, each the name's
    word or the opening of it (three letters at least) and at least one of them shortened: "U.S. Steel" for United
    States Steel Corp, "Con Edison" for Consolidated Edison Inc; or its initials joined by hyphens ("O-I" for Owens
    Illinois Inc). Every word of the name is written: "Edison International" is not Consolidated Edison."""
    words = [w for w in name_words(name) if w != "&"]
    if not words:
        return None
    tokens = _name_tokens(question)
    for i, first in enumerate(tokens):
        text = first.group(0)
        if "-" in text:
            if len(words) >= 2 and text.replace("-", "").lower() == "".join(w[0] for w in words):
                return first.span()
            continue
        at, short, j = 0, False, i
        while at < len(words) and j < len(tokens):
            tok = tokens[j].group(0)
            letters = tok.replace(".", "").lower()
            if not tok[0].isupper() or (j > i and question[tokens[j - 1].end() : tokens[j].start()].strip()):
                break
            if letters == "us" and words[at : at + 2] == list(_US) and (tok.isupper() or "." in tok):
                at, short = at + 2, True
            elif letters == words[at]:
                at, short = at + 1, short or "." in tok.rstrip(".")  # ("U.S. Bancorp" for US Bancorp)
            elif len(letters) >= 3 and words[at].startswith(letters) and letters not in COMMON:
                at, short = at + 1, True
            else:
                break
            j += 1
        if at == len(words) and short and j - i >= 2:
            return first.start(), tokens[j - 1].end()
    return None


def nickname(token: str, name: str) -> bool:
    """A short form of the name written as one capitalised word, never a common word or a symbol in capitals: the
    opening of its first word when the rest is a corporate word ("Citi" for Citigroup, "Pepsi" for PepsiCo; not
    "Intuit" for Intuitive Surgical, nor "Southwest" for Southwestern Energy: other companies' names), or the
    openings of its leading words run together, two or three letters of each ("Amex" for American Express, "FedEx"
    for Federal Express)."""
    low = token.lower()
    if (
        len(token) < 4
        or not token.isalpha()
        or not token[0].isupper()
        or token.isupper()
        or low in COMMON | GENERIC | ASKS_NO_LINE
        or low in MONTHS
    ):
        return False
    words = name_words(name)
    first = words[0] if words else ""
    if first not in COMMON and first.startswith(low) and first[len(low) :] in _CORPORATE_ENDINGS:
        return True
    # (openings of two or three letters: "Cent|ene" is Centene, no CenterPoint Energy)
    return low not in words and _spells(low, [w for w in words if w != "&"], 0, 2, most=3)


# what a name's first word may go on with after the short form people use ("Citi|group", "Pepsi|co")
_CORPORATE_ENDINGS = frozenset("group co corp com bank".split())


def _initialisms(name: str) -> set[str]:
    """A name's initials with the small word joining them kept ("BofA", "BoA" for Bank of America); none for a
    name without one (its plain initials are a ticker's business)."""
    words = [w for w in _norm(name).split() if w not in GENERIC]
    if len(words) < 3 or not any(w in _JOINING for w in words[1:-1]):
        return set()
    out = {""}
    for w in words:
        out = {o + v for o in out for v in _JOINING.get(w, (w[0],))}
    return out


_JOINING = {"of": ("of", "o"), "and": ("and", "&", "a")}


def company_spans(question: str, name: str) -> list[tuple[int, int]]:
    """Where the question names the filing's company: the words of its name (possessives and "McDonald's" for
    MCDONALDS too) and short names run together from them ("LabCorp")."""
    spans: list[tuple[int, int]] = []
    own = {w.lower() for w in re.findall(r"[A-Za-z]+", name)}

    def joined(m: re.Match[str]) -> bool:
        # "self-storage" at Public Storage: a word hyphened to one that is not the name's is a word of the line
        a, b = m.span()
        while a and (question[a - 1].isalnum() or question[a - 1] == "-"):
            a -= 1
        while b < len(question) and (question[b].isalnum() or question[b] == "-"):
            b += 1
        return not {w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"['’]s\b", "", question[a:b]))} <= own

    for word in set(re.findall(r"[A-Za-z]+", name)):
        low = word.lower()
        if len(word) < 3 or (len(word) == 3 and (low in COMMON or low in GENERIC)):
            continue
        spans += [m.span() for m in re.finditer(rf"\b{re.escape(word)}(?:['’]s)?\b", question, re.I) if not joined(m)]
        if low.endswith("s") and len(word) > 3:
            spans += [m.span() for m in re.finditer(rf"\b{re.escape(word[:-1])}['’]s\b", question, re.I)]
    spans = _apart_from_name(question, name, spans)
    spans += [m.span() for m in _TOKEN.finditer(question) if short_name(m.group(0), name) or nickname(m.group(0), name)]
    # the name written out, its generic words too ("New" of "at New York Community Bancorp"): its leading words in order
    words = [w for w in re.findall(r"[A-Za-z]+", name) if w.lower() not in _SUFFIXES]
    for n in range(len(words), 1, -1):
        run = re.search(
            r"\b" + r"[\s,.&'’-]+".join(map(re.escape, words[:n])) + _LEGAL_TAIL + r"(?:['’]s)?\b", question, re.I
        )
        if run:
            # (only where a word of it is no span yet: "New", never "Public Storage" again)
            covered = {i for a, b in spans for i in range(a, b)}
            if any(
                ch.isalpha() and i not in covered for i, ch in enumerate(question[run.start() : run.end()], run.start())
            ):
                spans.append(run.span())
            break
    for a, _ in list(spans):  # "Banco Bradesco": the name's word in the company's own language before its name
        before = re.search(r"\b([A-Za-z]+)\s+$", question[:a])
        if before and _SAME_WORD.get(before.group(1).lower()) in own:
            spans.append((before.start(1), a))
    return sorted(spans)


def _apart_from_name(question: str, name: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans less a later word of the name standing apart from the name where the question writes the name
    itself: "Diamond Offshore's contract drilling figure" names the line "Contract drilling", not the company twice."""
    words = re.findall(r"[A-Za-z]+", name)
    if len(words) < 2:
        return spans
    first = words[0].lower()
    said = [(a, b) for a, b in spans if question[a:b].lower().split("'")[0].split("’")[0] == first]
    if not said:
        return spans

    def beside(a: int, b: int) -> bool:
        gaps = [question[b2:a] if b2 <= a else question[b:a2] for a2, b2 in spans if b2 <= a or a2 >= b]
        return any(re.fullmatch(r"[\s,.&'’()-]*", gap) for gap in gaps)

    return [(a, b) for a, b in spans if (a, b) in said or beside(a, b)]


# the legal words a name written out may end with ("ERP Operating LP", "… Limited Partnership", "Apple Inc.")
_LEGAL_TAIL = (
    r"(?:,?\s+(?:inc|incorporated|corp|corporation|co|company|ltd|limited|plc|llc|lp|l\.p|partnership|"
    r"limited\s+partnership)\b\.?)*"
)


def inside_other_name(question: str, text: str, name: str) -> str | None:
    """The longer proper name a matched word of the company's name sits in, when capitalised words outside the
    company's name come right before it: "SXC Health Solutions" is not Medco Health Solutions."""
    own = set(name_words(name))
    for m in re.finditer(rf"\b{re.escape(text)}\b", question, re.I):
        start = m.start()
        while start and not question[start - 1].isspace():
            start -= 1  # "Wal-Mart": the word the match ends
        if not set(re.findall(r"[a-z]+", question[start : m.start()].lower())) <= own:
            continue
        before = [w.strip("(),:;\"") for w in question[:start].split()]
        run: list[str] = []
        while before and before[-1][:1].isupper() and before[-1].lower().rstrip(".") in own:
            run.insert(0, before.pop())
        head = before[-1] if before else ""
        letters = head.lower().replace(".", "")
        if _SAME_WORD.get(letters) in own:
            continue  # "Banco Bradesco" is BANK BRADESCO: the name's word in the company's own language
        if "." in head and (letters in own or all(ch in own for ch in letters)):
            continue  # "R.R. Donnelley", "W.W. Grainger": the name's own initials
        if (
            len(head) >= 2
            and re.fullmatch(r"[A-Za-z][A-Za-z&.\-]*", head)
            and head.lower().rstrip(".") not in COMMON | _ASKING
            and not names_a_measure(head)  # "Basic EPS Marvell reported …": a measure's short name, not a name's word
            and (head.isupper() or (head[0].isupper() and head[1:].islower() and len(before) > 1))
        ):  # an acronym, or a capitalised word that does not open the question
            return " ".join([head, *run, question[m.start() : m.end()]])
    return None


# A name's word as the company writes it at home ("Banco Bradesco", "Companhia Vale"), and in English.
_SAME_WORD = {
    "banco": "bank",
    "banca": "bank",
    "banque": "bank",
    "companhia": "company",
    "compania": "company",
    "compagnie": "company",
    "grupo": "group",
    "groupe": "group",
    "gruppo": "group",
}

_ASKING = frozenset("give show find list report tell compute calculate please per versus vs".split())


def tickers(store: GraphStore) -> dict[str, str]:
    return {
        str(r["ticker"]).upper(): str(r["cik"])
        for r in store.run("memos.company_tickers")
        if r.get("ticker") and " " not in str(r["ticker"])
    }


def ticker_like(token: str, name: str) -> bool:
    """An upper-case symbol spelled from the company's name in order, from its first letter (UNP for Union
    Pacific, MSFT for Microsoft): how a filing without a trading symbol on its cover is still named by its ticker."""
    if not (2 <= len(token) <= 5 and token.isalpha() and token.isupper()):
        return False
    # (NYCB for New York Community Bancorp: a generic word opening the name is a letter of the symbol too)
    spellings = {
        "".join(name_words(name)),
        "".join(w for w in _norm(name).split() if w not in _SUFFIXES),
        "".join(w for w in _norm(name).split() if w not in ("the", "de", "del", "new")),  # GPC: Genuine Parts Co
    }
    for letters in spellings:
        letters = letters.replace("&", "")
        if letters and letters[0] == token[0].lower():
            it = iter(letters)
            if all(ch in it for ch in token.lower()):
                return True
    return False


# The words a company's legal name ends with ("Inc", "Corp"), never letters of its symbol: the generic words but those
# that may open or stand in a name ("New", "The", "Group", "Trust").
_SUFFIXES = GENERIC - frozenset("company the group holdings holding trust de del new".split())


_PROPER = re.compile(r"\b([A-Z][A-Za-z0-9&.\-]*(?:\s+[A-Z][A-Za-z0-9&.\-]*)*)(?:'s|’s)")


def named_other(question: str, own_name: str, own_ticker: str | None, vocabulary: set[str]) -> str | None:
    """A proper name in the possessive ("Tesla's") that is not the filing's company: the question is about
    another company. Words the filing itself uses (member labels, e.g. "iPhone's") are not company names."""
    own = set(name_words(own_name)) | {(own_ticker or "").lower()}
    for m in _PROPER.finditer(question):
        words = [w for w in _norm(m.group(1)).split() if w not in GENERIC]
        if not words or words[0] in ("what", "how", "which", "who", "where", "when", "company", "firm"):
            continue
        # ("In NYCB's": the capitalised word opening the question is no part of the name)
        symbol = m.group(1).split()[-1]
        if ticker_like(symbol, own_name) or nickname(m.group(1).split()[0], own_name):
            continue
        initial = (name_words(own_name) or [""])[0][:1]
        if len(symbol) == 1 and symbol.isupper() and symbol.lower() == initial:
            continue  # "D's CFF" at Dominion Resources: a one-letter symbol, the name's initial
        if (
            set(words) & own
            or {w + "s" for w in words} & own  # "McDonald's" is MCDONALDS CORP's
            or all(w in vocabulary or w in COMMON for w in words)
            or ticker_like(m.group(1), own_name)
        ):
            continue
        return m.group(1)
    return None
