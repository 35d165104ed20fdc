"""Which words name a line anywhere the graph knows: the element names and labels of the taxonomy's line items and
of every loaded filer's own. A word of a question that the filing's lines and members never say either names a
line the filing does not report ("capitalized interest", "allowance for doubtful accounts": some element holds it
beside the question's other words) or names none ("give me", "earned by", "shrank"): only the second may be passed
over when the filing's line is read. Also the words that ask for no line at all (periods, comparisons, verbs)."""

from __future__ import annotations

import bisect
import re
import threading
import weakref
from collections.abc import Iterable

from auditgraph.store.base import GraphStore

# Words that ask for no line: periods, comparisons, scale, statements, question verbs and fillers.
ASKS_NO_LINE = frozenset(
    """
    year years yearly annual annually quarter quarters quarterly month months week weeks day days fiscal calendar
    ended ending end begin beginning start close closing open opening period periods date dated time times as
    first second third fourth half halves nine six three twelve full full-year fy ytd qtd ttm lfy ltm
    prior previous preceding last current latest year-ago comparable comparative same earlier later before after
    growth grow grew change changed changes increase increased decrease decreased decline declined rise rose fell
    difference versus compared compare comparison than over under between relative yoy percentage percent pct
    ratio ratios rate share fraction portion proportion multiple margin divided plus minus less sum combined
    times value values amount amounts figure figures number numbers balance balances total totals
    reported report reports reporting recorded record recognized recognised booked shown show disclosed disclose
    stated presented per the its their his her our company company's consolidated overall whole entire
    million millions billion billions thousand thousands dollars dollar usd cad eur cash-basis basis
    statement statements sheet sheets filing filed form note notes footnote table schedule line item items cover page
    according based using computed calculated calculate compute derived implied defined excluding including
    what how much many which was were did does is are be been being had has have get got give tell find
    included include includes inside within sat sit sits went go goes charged booked attributed allocated expensed
    about approximately roughly around exactly precise precisely figure actual actually headline
    predecessor successor stub transition not just alone only itself please pull need want look carry carried
    hand early mid late out back two large big fast shrink improve improved worsen classify classified assigned
    located came come comes earn earned earns issue issued authorized authorised bring brought generate generated
    segment segments group groups sector sectors business businesses division divisions unit units companies
    reportable operating country countries geographic geographical geography region regions regional disclosure
    disclosures all attributable stockholders shareholders holders owners common pre post ops operations
    continuing noncurrent expense expenses expence opex spend spending spent cost costs paid pay payment payments
    charge charges took
    count counts eps repurchased repurchases bought liability liabilities asset assets whats add adds
    added outflow outflows inflow inflows inclusive stock limited incorporated corporation co inc corp ltd plc llc lp llp
    holdings reconciliation reconciling affect affects affected impact impacts
    contribute contributed contributes result results behind among already exceed exceeded exceeds exceeding where
    reduce reduced reduces borne bear bears apart keep keeps
    negative positive sign signed unsigned means meaning related relating there run runs ran incl excl
    own itself decimal decimals wks wk amt amts via use used saw received receive recorded taking namely
    condensed cumulative cumulatively fractional computation calculation expressed mean would
    parenthetical activity covered offset absorbed burn burned burnt owe owed owes counted stretch
    left consumed kept drop drops dropped shrank shrunk fall falls fallen rises risen here treat both eat ate eaten
    absorb consume consumes they them it this that these those applied applies apply because when check closed
    called named labeled labelled titled entitled captioned simply stand stood stands
    subtract subtracting subtracted deduct deducting deducted take terms computing calculating
    """.split()
)

# A question's word that a line's labels say otherwise: cash paid is a payment, buybacks are repurchases, a tax
# provision is its expense. Read where a line is picked by its words (memos/resolve_measure.py) and where an answer's
# words are checked against the question's (memos/explained.py).
SAID_AS: dict[str, frozenset[str]] = {
    w: frozenset(says.split())
    for w, says in {
        "cash": "payments payment paid proceeds cash",
        "buybacks": "repurchase repurchases repurchased treasury",
        "buyback": "repurchase repurchases repurchased treasury",
        # "treasury stock acquired" is a repurchase; "intangible assets acquired" is no balance of intangible assets
        "acquired": "repurchase repurchases repurchased treasury acquisition acquisitions purchase purchases purchased",
        "earnings": "income earnings profit",
        "income": "income earnings profit",
        "development": "research",  # R&D spelled out; a label may say "research" alone
        "additions": "increases increase",  # a roll-forward's rows said the other way
        "addition": "increase",
        "reductions": "decreases decrease",
        "reduction": "decrease",
        "increases": "additions",
        "decreases": "reductions",
        "borrowings": "debt borrowing borrowings",  # "net short-term borrowings": Short-term Debt
        "distributions": "dividends dividend distribution",  # a REIT's or a partnership's dividends
        "distribution": "dividends dividend distributions",
        "selling": "sale sales sold",  # "proceeds from selling DVDs": "Proceeds from sale of DVDs"
        "buying": "purchase purchases purchased payments acquire acquisition",  # "spent buying …"
        "repay": "repayments",  # "how much debt did it repay": "Debt repayments"
        "repaid": "repayments",
        # "under its stock plan": a share-based payment arrangement's element
        "plan": "arrangement award awards",
        "plans": "arrangement award awards",
        # a share-based award's valuation, in the words of its element (…PaymentAwardFairValueAssumptions…): "the
        # expected volatility Netflix assumed when valuing its 2022 option grants"
        "valuing": "value",
        "valued": "value",
        "pricing": "value",
        "assumed": "assumptions assumption",
        "inputs": "assumptions assumption",
        "forfeited": "canceled cancelled forfeitures forfeiture",  # RSUs forfeited: "RSUs canceled"
        "diluted": "dilutive dilution",  # "diluted share count": "Dilutive effect of stock options"
        # "reserve for claim and claim adjustment expense": a liability the label names by what it is for
        "reserve": "liability liabilities allowance",
        "reserves": "liability liabilities allowance",
        "provision": "expense",  # "deferred foreign tax in its provision": Deferred Foreign Income Tax Expense
        # an analyst's words for a working-capital line of the cash flow: "AP swing", "inventory build"
        "swing": "change increase decrease",
        "build": "increase change",
        "outlay": "payments payment paid purchases purchase",  # "M&A outlay": payments for businesses purchased
        "outlays": "payments payment paid purchases purchase",
        "draw": "proceeds borrowings borrowing",  # "draw on its revolver": proceeds from the credit facility
        "drew": "proceeds borrowings borrowing",
        "term": "noncurrent",  # "long-term asset retirement obligation": Asset Retirement Obligations, Noncurrent
        "long": "noncurrent",
        "divvies": "dividends dividend",  # slang for dividends paid
        "refunds": "net",  # "income taxes paid, net of refunds": Income Taxes Paid, Net
    }.items()
}

# The words whose other sayings also pick a line by its labels, and those sayings (the rest of SAID_AS only explain an
# answer's words: "cash" said as "payments" names no payment line where the question asks for cash; "buying" picks
# a line of purchases, never an employee stock purchase plan).
PICKED_AS: dict[str, frozenset[str]] = {
    **{
        w: SAID_AS[w]
        for w in (
            "additions addition reductions reduction increases decreases diluted repay repaid valuing valued pricing "
            "assumed inputs provision swing build long term"
        ).split()
    },
    "buying": frozenset({"purchases"}),
}

# An element's name as its words, an acronym kept whole ("RestrictedStockUnitsRSU": Restricted, Stock, Units, RSU).
CAMEL = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
_WORDS = re.compile(r"[a-z]+")


def stem(word: str) -> str:
    """A word's stem as compared here: lower case, a plural's "s"/"ies" gone, at most six letters ("capitalize",
    "capitalized" and "capitalization" are one)."""
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        w = w[:-1]
    return w[:6]


def line_words(qname: str, labels: Iterable[str | None]) -> set[str]:
    """The stems of a line's element name and labels."""
    words = {w.lower() for w in CAMEL.findall(qname.split(":")[-1])}
    for label in labels:
        words |= set(_WORDS.findall((label or "").lower()))
    return {stem(w) for w in words if len(w) > 2}


class Lexicon:
    """Word stems -> the lines whose names or labels hold them."""

    def __init__(self, lines: Iterable[set[str]]) -> None:
        self.size = 0
        self._index: dict[str, set[int]] = {}
        self.stems: list[str] = []
        for i, words in enumerate(lines):
            self.size += 1
            for w in words:
                self._index.setdefault(w, set()).add(i)

    def _lines(self, word: str) -> set[int]:
        """The lines holding the word; a word of five letters or fewer also stands for the longer words it begins
        ("comp" for compensation, "amt" for amount): an abbreviation is never taken for a word no line says."""
        s = stem(word)
        if len(word) > 5:
            return self._index.get(s, set())
        if not self.stems:
            self.stems = sorted(self._index)
        out: set[int] = set()
        for k in self.stems[bisect.bisect_left(self.stems, s) :]:
            if not k.startswith(s):
                break
            out |= self._index[k]
        return out

    def holds(self, words: Iterable[str]) -> bool:
        """Some line's words hold every one of these (compared by stem)."""
        sets = sorted((self._lines(w) for w in words), key=len)
        if not sets:
            return False
        common = set(sets[0])
        for s in sets[1:]:
            common &= s
            if not common:
                return False
        return bool(common)

    def most_beside(self, word: str, beside: Iterable[str]) -> int:
        """The most of ``beside`` one line holding ``word`` holds too."""
        lines = self._lines(word)
        counts: dict[int, int] = {}
        for w in {stem(b) for b in beside}:
            for i in lines & self._index.get(w, set()):
                counts[i] = counts.get(i, 0) + 1
        return max(counts.values(), default=0)

    def says(self, word: str) -> bool:
        """Some line's words hold this one (or, for a short word, begin with it)."""
        return bool(self._lines(word))


_CACHE: weakref.WeakKeyDictionary[GraphStore, tuple[int, Lexicon]] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def lexicon(store: GraphStore, revision: int | None = None) -> Lexicon:
    """The graph's lexicon of line words, read once per store and graph revision (``revision``: the graph's, where
    the caller has read it already)."""
    revision = store.revision() if revision is None else revision
    with _LOCK:
        cached = _CACHE.get(store)
    if cached is not None and cached[0] == revision:
        return cached[1]
    rows = store.run("memos.line_words", {})
    made = Lexicon(line_words(r["qname"], (r.get("label"), r.get("terse_label"))) for r in rows)
    with _LOCK:
        _CACHE[store] = (revision, made)
    return made
