"""Every numeric fact of one filing, consolidated and dimensional, as ``ask`` resolves a question against them:
the filing's own contexts (periods) and members are what a question's period and segment words must match."""

from __future__ import annotations

import re
import threading
import weakref
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from auditgraph.errors import NotFound
from auditgraph.memos.facts import Fact
from auditgraph.memos.lexicon import Lexicon, lexicon, line_words
from auditgraph.store.base import GraphStore


@dataclass(frozen=True)
class AnswerFact:
    fact: Fact
    dims: tuple[tuple[str, str], ...]  # sorted (axis, member)
    start: date | None  # duration start (None for an instant or a data-set fact)

    @property
    def key(self) -> str:
        return self.fact.key

    @property
    def months(self) -> int:
        """The duration in months (0 for an instant): see :attr:`Fact.months`."""
        return self.fact.months


_ISO_4217 = re.compile(r"[A-Z]{3}")


# Words that say which money a figure is in, not which line: "in Canadian dollars", "(CAD)", "in euros", "US$".
CURRENCY_WORDS = re.compile(
    r"(?:\bin\s+)?(?:\b(?:canadian|australian|u\.?s\.?|american|hong kong|new zealand|singapore)\s+dollars?\b|"
    r"(?<=\bin )dollars\b|"  # ("face amount, in dollars, of …": the unit the answer is given in)
    r"\b(?:euros?|pounds? sterling|sterling|swiss francs?|japanese yen|yen|renminbi|yuan|(?:brazilian\s+)?reais|"
    r"(?:mexican\s+)?pesos|(?:indian\s+)?rupees|(?:korean\s+)?won|kronor|kroner|rand)\b|"
    r"\b(?:CAD|EUR|GBP|CHF|JPY|AUD|CNY|HKD|BRL|MXN|INR|KRW|SEK|NOK|DKK|ZAR)\b|\b(?:C|CA|US|A|R)\$|[¥€£])",
    re.I,
)


# What a line leaves out is not what it is: "Intangible Assets, Net (Excluding Goodwill)" is no goodwill line.
EXCLUDED = re.compile(r"\b(?:excluding|excludes|other than)\s+(?:the\s+|its\s+)?[a-z]+", re.I)


def is_currency(unit: str) -> bool:
    """An ISO 4217 money unit ("USD", "CAD", "EUR"; not "pure", "shares" or a ratio unit)."""
    return _ISO_4217.fullmatch(unit) is not None


def _dims(raw: Any) -> tuple[tuple[str, str], ...]:
    out = []
    for item in raw or []:
        axis, _, member = str(item).partition("=")
        out.append((axis, member))
    return tuple(sorted(out))


# Words that ask for arithmetic over lines: never passed over as naming no line
_ARITHMETIC = frozenset(
    "plus minus less times divided over versus sum sums summing combined combining adding together "
    "difference ratio average excluding "
    "including without except between growth change".split()
)

# A graph holding fewer line items than this has no taxonomy loaded: no word can be told to name no line
_LEXICON_MIN = 5000


@dataclass
class FilingView:
    """One filing's facts by concept, its company row and the labels of the members it uses."""

    accession: str
    filing: dict[str, Any]
    by_concept: dict[str, list[AnswerFact]] = field(default_factory=dict)
    member_labels: dict[str, list[str]] = field(default_factory=dict)  # member qname -> labels
    concept_labels: dict[str, list[str]] = field(default_factory=dict)  # reported concept -> labels
    own_labels: dict[str, list[str]] = field(default_factory=dict)  # concept -> the filer's own labels (if kept)
    presented: dict[str, set[str]] = field(default_factory=dict)  # statement (IS/BS/CF) -> concepts (own linkbase)
    # A catalogued standard element the filing reports under its own prefix ("custom:ProfitLoss" of a data set) ->
    # that element of the filing: by_concept holds its facts under both names
    aliases: dict[str, str] = field(default_factory=dict)
    # A data set's filing: the SEC rounded every period end to the nearest month end (num.txt ``ddate``)
    month_ends: bool = False
    # A fact read as the registrant's whose legal-entity members were set aside (see _registrant_entity): key -> them
    entity: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    # Word sets derived from the labels, made once per view (a question reads them many times)
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    # The words that name a line anywhere the graph knows (the taxonomy's elements and every loaded filer's)
    lexicon: Lexicon | None = field(default=None, repr=False, compare=False)

    def entity_members(self, key: str) -> list[str]:
        """The legal-entity members set aside from a fact read as the registrant's ("LegalEntity=ParentCompany"), as
        an answer's asked members list them (none for any other fact)."""
        return [f"{a}={m}" for a, m in self.entity.get(key, ())]

    def wordings(self, concept: str) -> list[str]:
        """The line's labels besides the taxonomy's standard one: the filer's own wording (and other filers' of the
        same element); a filer's own element, whose first label is its own, keeps that one."""
        labels = self.concept_labels.get(concept, [])
        rest = labels[1:]
        return rest + [lab for lab in self.own_labels.get(concept, []) if lab not in rest]

    def label_words(self, concept: str) -> frozenset[str]:
        """The lower-case words of the concept's labels."""
        key = ("label_words", concept)
        if key not in self.memo:
            self.memo[key] = frozenset(
                w
                for lab in self.concept_labels.get(concept, [])
                for w in re.findall(r"[a-z]+", EXCLUDED.sub(" ", lab.lower()))
            )
        return self.memo[key]  # type: ignore[no-any-return]

    def name_words(self, concept: str) -> frozenset[str]:
        """The words of the concept's labels and of its element name ("ProceedsFromStockOptionsExercised")."""
        key = ("name_words", concept)
        if key not in self.memo:
            local = " ".join(re.findall(r"[A-Z]?[a-z]+", concept.split(":")[-1])).lower()
            self.memo[key] = self.label_words(concept) | set(re.findall(r"[a-z]+", EXCLUDED.sub(" ", local)))
        return self.memo[key]  # type: ignore[no-any-return]

    def idle_word(self, word: str, beside: set[str]) -> bool:
        """The word asks for no other line: no member of this filing says it, no line of this filing says it beside
        any of ``beside`` (the words that did name the line), and no line anywhere (the taxonomy's elements, every
        loaded filer's) holds it beside all of them: "give me total deposits", "management fees earned"; but
        "capitalize" beside "interest" names InterestCostsCapitalized. Without the taxonomy loaded no word is idle."""
        if self.lexicon is None or self.lexicon.size < _LEXICON_MIN or not beside or len(word) < 4:
            return False  # ("ops", "amt": abbreviations, never idle)
        if word in _ARITHMETIC:
            return False  # "current plus non-current": a sum asked, not a line's word to pass over
        lines, members = self._own_lexicons()
        if members.says(word):
            return False
        if lines.most_beside(word, beside):
            return False  # one of this filing's lines says it beside another ("losses" beside "unrealized gains")
        return not self.lexicon.holds([*sorted(beside), word])

    def says(self, word: str) -> bool:
        """One of this filing's lines or members says the word (compared by stem)."""
        lines, members = self._own_lexicons()
        return lines.says(word) or members.says(word)

    def _own_lexicons(self) -> tuple[Lexicon, Lexicon]:
        """The words of this filing's lines and of its members, made once per view."""
        if "own_lexicons" not in self.memo:
            self.memo["own_lexicons"] = (
                Lexicon(line_words(c, labels) for c, labels in self.concept_labels.items()),
                Lexicon(line_words(m.removesuffix("Member"), labels) for m, labels in self.member_labels.items()),
            )
        lexicons: tuple[Lexicon, Lexicon] = self.memo["own_lexicons"]
        return lexicons

    @property
    def dimensional(self) -> list[str]:
        """The concepts reported with members, in name order."""
        if "dimensional" not in self.memo:
            self.memo["dimensional"] = sorted(
                c for c, fs in self.by_concept.items() if c not in self.aliases and any(f.dims for f in fs)
            )
        return self.memo["dimensional"]  # type: ignore[no-any-return]

    def carrying(self, members: set[str]) -> set[str]:
        """The concepts reported for any of the members."""
        return {c for c in self.dimensional if any(members & {m for _, m in f.dims} for f in self.by_concept[c])}

    @property
    def currency(self) -> str:
        """The filing's reporting currency: the ISO 4217 code most of its money facts carry (USD when it has none;
        Tim Hortons reports in CAD). The catalogue's measures are "USD" for money: read as this currency."""
        if "currency" not in self.memo:
            counts: dict[str, int] = {}
            for concept, facts in self.by_concept.items():
                for f in facts if concept not in self.aliases else ():
                    if is_currency(f.fact.unit):
                        counts[f.fact.unit] = counts.get(f.fact.unit, 0) + 1
            self.memo["currency"] = max(sorted(counts), key=lambda c: counts[c]) if counts else "USD"
        return self.memo["currency"]  # type: ignore[no-any-return]

    def unit_of(self, concept: str) -> str:
        """The unit a line is read in: the filing's currency when any of its facts carry it (Netflix reports some
        notes' face amounts in EUR beside the USD ones), else the unit of its first fact."""
        facts = self.by_concept.get(concept) or []
        if any(f.fact.unit == self.currency for f in facts):
            return self.currency
        return facts[0].fact.unit if facts else self.currency

    def money(self, unit: str | None) -> str | None:
        """A catalogue unit in the filing's currency: "USD" → "CAD", "USD/shares" → "CAD/shares"."""
        if unit is None or self.currency == "USD" or not unit.startswith("USD"):
            return unit
        return self.currency + unit[3:]

    @property
    def period_end(self) -> date | None:
        from auditgraph.memos.facts import _iso

        return _iso(self.filing.get("period_end"))

    def facts(
        self,
        concept: str,
        *,
        months: int | None = None,
        end: date | None = None,
        dims: tuple[tuple[str, str], ...] | None = (),
    ) -> list[AnswerFact]:
        """Facts of the concept, optionally of one duration (0 = instant), period end and member set
        (``()`` consolidated, None any)."""
        return [
            f
            for f in self.by_concept.get(concept, [])
            if (months is None or f.months == months)
            and (end is None or f.fact.end == end)
            and (dims is None or f.dims == dims)
        ]


# The legal-entity axes of a filing with co-registrants: a data set's (LegalEntity=…, and the co-registrant column
# ``coreg``) and an instance's (dei:LegalEntityAxis)
_ENTITY_AXES = frozenset({"LegalEntity", "coreg", "dei:LegalEntityAxis"})
_REGISTRANT = re.compile(r"(?:\w+:)?ParentCompany(?:Member)?")


def _registrant_entity(view: FilingView, members: set[str]) -> None:
    """A filing that reports every fact by legal entity, none for the consolidated registrant without one (Con
    Edison's 2010 10-Q: each line for "ParentCompany" and for Consolidated Edison Company of New York, its
    co-registrant): the parent company's facts are the registrant's, read as its consolidated facts. A filing that
    reports consolidated facts keeps its parent-company member (parent-only statements, Schedule I)."""
    facts = [f for fs in view.by_concept.values() for f in fs]
    if not facts or not all(any(a in _ENTITY_AXES for a, _ in f.dims) for f in facts):
        return
    for concept, fs in view.by_concept.items():
        kept = []
        for f in fs:
            entity = tuple(d for d in f.dims if d[0] in _ENTITY_AXES)
            if entity and all(_REGISTRANT.fullmatch(m) for _, m in entity):
                view.entity[f.key] = entity
                f = AnswerFact(f.fact, tuple(d for d in f.dims if d not in entity), f.start)
            kept.append(f)
        view.by_concept[concept] = kept
    members.difference_update(m for m in list(members) if _REGISTRANT.fullmatch(m))


def _read(store: GraphStore, accession: str) -> FilingView:
    rows = store.run("tools.filing", {"accession": accession})
    if not rows:
        raise NotFound(
            f"filing {accession} is not loaded (or its ingest has not completed); see `auditgraph filings`",
            accession=accession,
        )
    from auditgraph.memos.facts import _iso

    view = FilingView(accession=accession, filing=rows[0])
    members: set[str] = set()
    for row in store.run("memos.filing_facts", {"accession": accession}):
        if row.get("duplicate") == "inconsistent":
            continue
        fact = Fact.from_row(row)
        dims = _dims(row.get("dims"))
        members.update(m for _, m in dims)
        start = _iso(row.get("start_date")) if row.get("start_date") and not row.get("qtrs") else None
        view.month_ends = view.month_ends or bool(row.get("qtrs"))
        view.by_concept.setdefault(fact.concept, []).append(AnswerFact(fact, dims, start))
    _registrant_entity(view, members)
    qnames = sorted(members | set(view.by_concept))
    _alias_standard_names(view)
    own: dict[str, list[str]] = {}  # a data-set filing's own labels (pre.txt): the words its statements print
    for row in store.run("memos.filing_labels", {"accession": accession}):
        for item in row.get("labels") or []:
            qname, _, label = str(item).partition(" ")
            if label:
                own.setdefault(qname, []).append(label)
    view.own_labels = own
    for row in store.run("memos.concept_words", {"qnames": qnames}):
        labels = [
            x
            for x in [
                row.get("label"),
                *own.get(row["qname"], []),
                row.get("terse_label"),
                # every loaded filer's wording after this filing's own: other words for the same line
                *sorted(row.get("company_labels") or []),
            ]
            if x
        ]
        if row["qname"] in members:
            view.member_labels[row["qname"]] = labels
        if row["qname"] in view.by_concept:
            view.concept_labels[row["qname"]] = labels
    for member in members:  # a data set's segment member has no label: its name speaks for it
        view.member_labels.setdefault(member, [])
    # a data set's equity statement column is also called what the filer calls the balance sheet line it holds
    # (Lorillard's RetainedEarnings column: "Earnings retained in the business")
    for member, lines in _COLUMN_LINES.items():
        if member in view.member_labels and not view.member_labels[member]:
            view.member_labels[member] = [
                lab for c in lines for lab in own.get(c, []) if not _ROLL_WORDS.search(lab) and len(lab) <= 60
            ]
    # Only a filing that brought its own presentation linkbase says what its statements show.
    if any(str(f).endswith("_pre.xml") for f in rows[0].get("source_files") or []):
        shown = store.run("memos.statement_concepts", {"accession": accession, "concepts": sorted(view.by_concept)})
        roles = (
            {
                r["role"]: r["statement"]
                for r in store.run("memos.statement_roles", {"roles": sorted({r["role"] for r in shown})})
            }
            if shown
            else {}
        )
        for row in shown:
            if roles.get(row["role"]):
                view.presented.setdefault(roles[row["role"]], set()).add(row["concept"])
    return view


# A data set's equity statement columns (EquityComponents members) and the balance sheet lines they hold.
_COLUMN_LINES = {
    "RetainedEarnings": ("us-gaap:RetainedEarningsAccumulatedDeficit",),
    "AdditionalPaidInCapital": ("us-gaap:AdditionalPaidInCapital", "us-gaap:AdditionalPaidInCapitalCommonStock"),
    "AccumulatedOtherComprehensiveIncome": ("us-gaap:AccumulatedOtherComprehensiveIncomeLossNetOfTax",),
    "TreasuryStock": ("us-gaap:TreasuryStockValue",),
    "CommonStock": ("us-gaap:CommonStockValue",),
    "NoncontrollingInterest": ("us-gaap:MinorityInterest",),
}
# The labels a roll-forward gives its balance ("Beginning Balance", "Balance at December 31, 2008"): no name of it.
_ROLL_WORDS = re.compile(r"\b(?:beginning|ending|balance|total)\b", re.I)


def _alias_standard_names(view: FilingView) -> None:
    """A filer that defined its own element under a standard element's name (a data set's "custom:ProfitLoss",
    "custom:NetIncomeLossAttributableToNoncontrollingInterest" of a filer on an older taxonomy) reports that line:
    the catalogue's element finds its facts (which keep their own concept and keys)."""
    from auditgraph.memos.measures import MEASURES

    standard = {c.split(":")[-1]: c for m in MEASURES.values() for c in m.concepts}
    for concept in sorted(view.by_concept):
        name = concept.split(":")[-1]
        std = standard.get(name)
        if std is not None and std != concept and std not in view.by_concept:
            view.by_concept[std] = view.by_concept[concept]
            view.aliases[std] = concept


_CACHE: weakref.WeakKeyDictionary[GraphStore, dict[tuple[str, int], FilingView]] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def filing_view(store: GraphStore, accession: str) -> FilingView:
    """The filing's view, kept per store and graph revision (an answer reads it many times)."""
    revision = store.revision()
    with _LOCK:
        per_store = _CACHE.setdefault(store, {})
        cached = per_store.get((accession, revision))
    if cached is not None:
        return cached
    view = _read(store, accession)
    view.lexicon = lexicon(store, revision)
    with _LOCK:
        for key in [k for k in per_store if k[1] != revision]:
            del per_store[key]
        per_store[(accession, revision)] = view
    return view
