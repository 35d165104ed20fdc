"""Acronyms a filing's own labels spell out: "FPA" where AEON reports a "Forward Purchase Agreement" member, "CP"
where Microsoft reports "Commercial paper", "ABS" where Apple reports "Asset-Backed Securities".

An analyst writes the short form of a line or member the filing names in full. The short form is read as the
label's words only when exactly one wording has those initials: its members' labels first (an instrument, plan or
class), then its lines', each label whole or a proper name inside it ("Securities and Exchange Commission" in
Halliburton's settlement line). Only a token nothing else explains is read so: not the company's symbol, not a word
the labels use as it is ("RSU"), not one the glossary spells out ("DTA"), not a phrase the catalogue knows ("EPS",
"SG&A", "FCF"), not a period ("FY23", "YE").
"""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView
from auditgraph.memos.measures import measure_hits
from auditgraph.memos.resolve_company import company_spans, ticker_like
from auditgraph.memos.resolve_measure import spell_out

# an upper-case token of two to five letters, with an optional plural "s" ("ABSs" is rare, "RSUs" is common)
_TOKEN = re.compile(r"(?<![A-Za-z0-9&/.-])([A-Z]{2,5})(s?)(?![A-Za-z0-9&/-])")
# the words an acronym skips ("Property, Plant and Equipment" is PPE)
_SKIPPED = frozenset("and of the for in on to a an or at by with & from".split())
# tokens that are never a line's acronym: periods, units, places and scales
_NOT_LINES = frozenset(
    "FY FYE YE YTD QTD TTM LTM NTM YOY QOQ USD US USA UK EU CAD EUR GBP JPY CHF CNY MM MN BN K LIFO FIFO GAAP CF".split()
)
# capitalised words, joined by the small words an acronym skips ("Securities and Exchange Commission")
_NAME_RUN = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:(?:and|of|for|the|&)\s+)?[A-Z][a-z]+)+\b")
_BRACKETS = re.compile(r"\s*\[(?:member|domain|axis|line items|table|abstract)\]\s*$", re.I)


def _initials(label: str) -> str:
    words = [w for w in re.findall(r"[A-Za-z0-9]+", label) if w.lower() not in _SKIPPED]
    return "".join(w[0] for w in words).upper()


def _wordings(view: FilingView, members: bool) -> dict[str, set[str]]:
    """Initials -> the filing's wordings (lower case, brackets and asides dropped) that have them: its members'
    (``members``) or its lines'."""
    key = ("acronym_wordings", members)
    if key not in view.memo:
        out: dict[str, set[str]] = {}
        labels = (
            list(view.member_labels.values()) if members else [*view.concept_labels.values(), *view.own_labels.values()]
        )
        for group in labels:
            for label in group:
                clean = re.sub(r"\([^)]*\)", " ", _BRACKETS.sub("", label))
                clean = " ".join(clean.split()).strip(" ,")
                letters = _initials(clean)
                if 2 <= len(letters) <= 5 and len(clean.split()) >= 2:
                    out.setdefault(letters, set()).add(re.sub(r"s$", "", clean.lower()))
                # a proper name inside a longer label ("… Department of Justice and Securities and Exchange
                # Commission settlement"): a run of capitalised words, of three letters' initials or more
                for run in _NAME_RUN.finditer(clean):
                    words = run.group(0).split()
                    caps = [i for i, w in enumerate(words) if w[:1].isupper()]
                    for a in caps:
                        for b in caps:
                            name = " ".join(words[a : b + 1])
                            letters = _initials(name)
                            if b > a and 3 <= len(letters) <= 5 and name != clean:
                                out.setdefault(letters, set()).add(re.sub(r"s$", "", name.lower()))
        view.memo[key] = out
    return view.memo[key]  # type: ignore[no-any-return]


def _label_words(view: FilingView) -> set[str]:
    """Every word of the filing's labels and of its members' element names (RestrictedStockUnitsRSUMember: rsu)."""
    key = "acronym_label_words"
    if key not in view.memo:
        words = {
            w.lower()
            for group in [*view.member_labels.values(), *view.concept_labels.values(), *view.own_labels.values()]
            for label in group
            for w in re.findall(r"[A-Za-z]+", label)
        }
        words |= {w.lower() for m in view.member_labels for w in re.findall(r"[A-Z]{2,}(?=[A-Z][a-z]|Member|$)", m)}
        view.memo[key] = words
    return view.memo[key]  # type: ignore[no-any-return]


def spell_filing_acronyms(view: FilingView, question: str) -> str:
    """The question with each acronym the filing's labels spell out in exactly one way written as those words."""
    company = str(view.filing.get("company") or "")
    ticker = str(view.filing.get("ticker") or "").upper()
    # (the company's own name is no line: "ERP Operating LP" is not its "Limited Partner" member)
    known = [(h.start, h.end) for h in measure_hits(question)] + company_spans(question, company)
    said = _label_words(view)

    def spelled(m: re.Match[str]) -> str:
        token = m.group(1)
        if (
            token in _NOT_LINES
            or token == ticker
            or ticker_like(token, company)
            or any(a <= m.start() < b for a, b in known)
        ):
            return m.group(0)
        if token.lower() in said or spell_out(token) != token:
            return m.group(0)  # a word the labels use as it is ("RSU"), or one the glossary spells out ("DTA")
        # an instrument, plan or class first ("CP": Microsoft's commercial paper member, not a "Cash paid" line)
        found = _wordings(view, True).get(token, set())
        if len(found) != 1:
            found = found or _wordings(view, False).get(token, set())
        if len(found) != 1:
            return m.group(0)
        (words,) = found
        return words + ("s" if m.group(2) else "")

    return _TOKEN.sub(spelled, question)
