"""Whether an answer explains every word of its question: each content word must be a word of the answer's lines
(their labels, any filer's, and element names), of the members it is for, of the catalogue phrase that named the
measure, or a word that asks for no line (periods, comparisons, verbs). A word the answer does not explain names
another line or member ("raw materials … inventory" answered with total inventory, "stock-based compensation in
cost of sales" with the total): the answer is for another question and is refused."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import EXCLUDED, FilingView
from auditgraph.memos.lexicon import ASKS_NO_LINE, CAMEL, SAID_AS
from auditgraph.memos.measures import IN_NOTE
from auditgraph.memos.resolve_measure import (
    EXAMPLES,
    PER_SHARE_NAME,
    YEAR_BACK,
    abbreviates,
    blank,
    content_words,
    near,
    said_as_name,
    spell_out,
)
from auditgraph.memos.resolve_members import RATE, rate_words

_WORDS = re.compile(r"[a-z]+")

# Where a figure is shown or what it leaves out, not what it is: "(cash flow add-back)", "per the cover page",
# "(not YTD)", "excluding the current portion", "before the valuation allowance".
_CONTEXT = re.compile(
    r"\b(?:in\s+the\s+|per\s+the\s+|on\s+the\s+)?(?:supplemental\s+)?cash[- ]flows?(?:\s+statements?)?"
    r"(?:\s+add[- ]?backs?)?\b|\badd[- ]?backs?\b|\bcover\s+page\b|\bbalance\s+sheets?\b|\bincome\s+statements?\b"
    r"|(?<![\w&])p\s*&\s*l\b|\b(?:investing|financing)\s+(?:cash[- ]flows?|section|activities)\b"
    r"|\bstatements?\s+of\s+financial\s+(?:position|condition)\b"
    r"|\((?:including|incl\.?|excluding|excl\.?|not|before|after|as opposed to)\b[^)]*\)"
    # "the 'premium on capital stock' balance in Energen's shareholders' equity": the section a line stands in
    r"|\bin\s+(?:the\s+|its\s+|[A-Z][\w.&-]*['’]s\s+)?(?:stock|share)holders['’]?\s+equity(?:\s+section)?"
    r"(?=\s+(?:at|as\s+of|on|for)\b|\s*[?.,;)]|\s*$)"
    # "total revenues (net sales including related-party sales)": a total said with a part it holds
    r"|\b(?:including|incl\.?)\s+(?:the\s+)?related[- ]part(?:y|ies)(?:\s+(?:sales|revenues?))?"
    r"|\((?:the\s+)?(?:quarter|year|period|month|half)s?\b[^)]*\)|\((?:pre|before)[- ]?tax\)"
    r"|\(\s*(?:current|this year)\s*/\s*(?:prior|last year)[^)]*\)"
    r"|\([^()]*\b(?:disclosures?|note|notes|footnote)\s*\)"  # "(receivables securitization disclosure)"
    r"|\([^()]*\b(?:negative|positive)\b[^()]*\)"  # "(negative would mean a decline)": how a growth is given
    r"|\b(?:per|in|from)\s+(?:the\s+|its\s+)?valuation\s+and\s+qualifying\s+accounts(?:\s+schedule)?\b"  # Schedule II
    r"|\([^()]*\bline\s*\)"  # "(CFO working capital line)": where the line is shown
    # "income (loss)", "(benefit)": the other sign of the line, as labels write it
    r"|\((?:loss|losses|expense|expenses|benefit|deficit|decrease|increase|income|gain|gains)\)"
    # "the deferred income taxes adjustment in its statement of cash flows": a reconciling item of the cash flows
    r"|\badjustments?\b(?=.*\b(?:cash[- ]flows?|cfo|operating\s+activities)\b)"
    r"|"
    + IN_NOTE
    + r"|\((?:long[- ]term|non-?current)\s+(?:assets?|liabilit(?:y|ies))\)"  # "(long-term liability)": its class
    r"|\((?:[^()]*\bnon-?cash\b[^()]*)\)"  # "(non-cash investing and financing activity)": where it is disclosed
    r"|"
    + YEAR_BACK  # "one year earlier, at March 31, 2009"
    + r"|\b(?:not|excluding|excl\.?|other than|as opposed to|before|after|net of)\s+(?:just\s+|the\s+|its\s+|any\s+)?"
    r"[\w&'-]+(?:\s+(?:and|&|or)\s+[\w'-]+|\s+[\w'-]+){0,3}",
    re.I,
)


_IN_NOTE = re.compile(IN_NOTE, re.I)


# What a label says its line is net of names no part of the line: "Interest paid, net of amounts capitalized" does
# not explain "capitalized interest", nor "net of allowance for doubtful accounts" (or the taxonomy's "after Allowance
# for Credit Loss") an allowance
_NOT_NAMED = re.compile(
    r"\b(?:net\s+of|after(?=\s+allowance))\s+(?:amounts?\s+|the\s+)?[a-z]+(?:\s+for\s+(?:doubtful|uncollectible|credit)\s+[a-z]+)?",
    re.I,
)
# "Stockholders' Equity, Including Portion Attributable to Noncontrolling Interest": the total, which names no
# noncontrolling interest asked alone (unless the question too says the total includes it)
_INCLUDES_NCI = re.compile(r"\bincluding\s+portion\s+attributable\s+to\s+noncontrolling\s+interests?", re.I)

_LEFT_OUT = re.compile(
    r"\b(?:excluding|excl\.?|not\s+(?:counting|including|incl\.?)|not|other than|without)\s+((?:[\w'-]+,?\s+){0,3}[\w'-]+)",
    re.I,
)  # ("not counting shares held in trust": what is not counted, not the verb)
_PER_SHARE = re.compile(r"\bper\s+(?:\w+\s+){0,2}(?:share|unit)\b|\beps\b", re.I)


_ARTICLES = frozenset("the its a an any just".split())
# Words that point at a line the question quotes, not words of its name: "the catch-all 'Other' bucket", "the 'Other
# expense, net' component", "what did 'servicing and securitizations' contribute"; any other word may ask for another
# line ("operating and finance lease payments … (the 'thereafter' amount)").
_POINTING = frozenset(
    "line lines item bucket category caption row entry component catch residual contribute contributed".split()
)
_OPENING_WORDS = frozenset("what whats how which who give show find total net gross".split())


_NONCURRENT = re.compile(r"\bnon[-\s]?current\b", re.I)
_COST_OF = re.compile(r"\bcosts?\s+of\b", re.I)
_COST_WORDS = frozenset("cost costs expense expenses charges".split())

_PLAN = re.compile(r"\b(?:401|403|457)\s*\(?[a-z]\)?(?![a-z])", re.I)


def _plan(said: str) -> str:
    """A plan's number and letter as one token ("401(k)", "401k", "Esop401kContribution": 401k)."""
    return re.sub(r"[^0-9a-z]", "", said.lower())


def _spelled_rate(rate: str) -> set[str]:
    """The words an element name spells a rate in ("5.750" → five, point, seven, five)."""
    return set(rate_words(rate.rstrip("0").rstrip(".")))


def _same_stem(a: str, b: str) -> bool:
    """Two forms of one word: six letters or more in common from the start, and short endings after them."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    if n >= 6 and len(a) - n <= 4 and len(b) - n <= 4:
        return True
    # a verb's "e" dropped before its noun's ending: "reduce" / "Reductions", "produce" / "production"
    short, long = sorted((a, b), key=len)
    return len(short) >= 6 and short.endswith("e") and n == len(short) - 1 and len(long) - n <= 6


def unexplained_words(
    view: FilingView,
    question: str,
    blocked: list[tuple[int, int]],
    concepts: list[str],
    members: set[str],
    phrases: tuple[str, ...] = (),
    unit: str | None = None,
    narrow: bool = False,
    quoted: bool = False,
    alternatives: tuple[str, ...] = (),
) -> list[str]:
    """The question's content words (outside ``blocked``: the company, the catalogue phrase, where a figure is
    shown) that neither the answer's lines, its members, the phrases that named the measure nor the words asking
    for no line explain. ``alternatives``: the catalogue's other elements for the measure, whose labels (any filer's)
    and names explain words too. ``quoted``: the question quotes the line's own label (the words that point at it explain
    nothing, and what it leaves out is another line only when the label says all of it)."""
    text = blank(question, blocked)
    out = []
    # what the question leaves out must not be what the answer's line is ("cash (excluding cash equivalents …)"
    # answered with "Cash, cash equivalents and marketable securities")
    left_out = {w for m in _LEFT_OUT.finditer(text) for w in content_words(m.group(1)) if w not in ASKS_NO_LINE}
    shown = set()
    label_leaves = set()  # what the line's own labels say it leaves out ("Postretirement benefits other than pensions")
    for concept in concepts[:1]:
        own = view.aliases.get(concept, concept)
        for label in (view.concept_labels.get(own) or [])[:1] + view.own_labels.get(own, []):
            shown |= set(_WORDS.findall(_LEFT_OUT.sub(" ", label).lower()))  # not what the label leaves out
            label_leaves |= {w for m in _LEFT_OUT.finditer(label) for w in _WORDS.findall(m.group(1).lower())}
    named = sorted(w for w in left_out if w in shown or w.rstrip("s") in shown)
    if quoted and any(
        w not in shown and w.rstrip("s") not in shown
        for m in _LEFT_OUT.finditer(text)
        for w in _WORDS.findall(m.group(1).lower())
        if w not in _ARTICLES
    ):
        named = []  # a line quoted by its label: what is left out is another line only if the label says all of it
    if len(named) >= 2 or (named and len(left_out) == 1):  # one shared word is not the line left out
        out += [f"excluding {w}" for w in named]
    # (the note a figure is read from, on the question as written: "in Microsoft's FY2013 provision", the company's
    # name blanked in the text)
    where = [m.span() for m in _CONTEXT.finditer(text)] + [m.span() for m in _IN_NOTE.finditer(question)]
    text = blank(text, where + [m.span() for m in EXAMPLES.finditer(text)])
    if (
        unit is not None
        and _PER_SHARE.search(text)
        and unit == view.currency
        # (a data set's amount per share is in plain USD: IncomeLossFromDiscontinuedOperationsNetOfTaxPerBasicShare)
        and not any(PER_SHARE_NAME.search(c) for c in concepts[:1])
    ):
        out.append("per share")  # an amount per share asked, a total answered ("per" is no short form of a name)
    # the company's names as written, misspelt or cut short ("Microsft", "Wal", "salesforce.com"), and symbols
    company = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}
    first = re.search(r"[A-Za-z]+", question)
    opening = first.start() if first and first.group(0).lower() not in _OPENING_WORDS else -1
    text = re.sub(
        r"\b[A-Za-z]+\b",
        lambda m: (
            " " * len(m.group(0))
            if re.fullmatch(r"[A-Z]{2,6}", m.group(0))
            or (m.start() == opening and len(m.group(0)) <= 5)  # "msft amortization …": the symbol opening it
            or abbreviates(m.group(0).lower(), sorted(company))
            or any(
                near(m.group(0).lower(), {c}) or c.startswith(m.group(0).lower()) or m.group(0).lower().startswith(c)
                for c in company
                if len(c) > 2
            )
            else m.group(0)
        ),
        text,
    )
    member_text = " ".join(
        [lab for m in members for lab in view.member_labels.get(m, [])] + [m.split(":")[-1] for m in members]
    )
    # (or the line's own label: Simon's "Series I 6% convertible perpetual preferred stock")
    line_text = " ".join(lab for c in concepts[:1] for lab in view.concept_labels.get(view.aliases.get(c, c), []))
    member_numbers = {n.rstrip("0").rstrip(".") for n in re.findall(r"\d+(?:\.\d+)?", f"{member_text} {line_text}")}
    spelled = {w.lower() for w in CAMEL.findall(member_text)}
    for rate in RATE.findall(text):  # "5.750% senior notes": the one instrument of that coupon
        if rate.rstrip("0").rstrip(".") not in member_numbers and not _spelled_rate(rate) <= spelled:
            out.append(rate + "%")
    # "its 401(k) plan": a plan named by its number and letter, which the answer's lines must name too
    named_plans = {_plan(m.group(0)) for m in _PLAN.finditer(text)}
    if named_plans:
        said = " ".join(
            [lab for c in concepts for lab in view.concept_labels.get(view.aliases.get(c, c), [])]
            + [view.aliases.get(c, c) for c in concepts]
            + [member_text]
        )
        # (only where another line of the filing names that plan: Netflix's 401(k) contributions are labelled
        # "Contributions by employer", and no line says 401(k))
        elsewhere = {
            _plan(m.group(0)) for labels in view.own_labels.values() for lab in labels for m in _PLAN.finditer(lab)
        }
        out += sorted(p for p in named_plans & elsewhere if p not in {_plan(m.group(0)) for m in _PLAN.finditer(said)})
    words = content_words(text)
    vocab: set[str] = set()
    said_including = re.search(r"\b(?:including|incl\.?)\s", question, re.I) is not None

    def not_named(label: str) -> str:
        label = _NOT_NAMED.sub(" ", label)
        return label if said_including else _INCLUDES_NCI.sub(" ", label)

    for concept in concepts:
        own = view.aliases.get(concept, concept)
        labels = view.concept_labels.get(own) or []  # every filer's wording of the line, and its name
        if narrow and view.own_labels.get(own):  # only the standard label and the filer's own
            labels = labels[:1] + view.own_labels[own]
        for label in labels:
            vocab |= set(_WORDS.findall(spell_out(not_named(EXCLUDED.sub(" ", label))).lower()))
        vocab |= set(_WORDS.findall(not_named(" ".join(CAMEL.findall(own.split(":")[-1]))).lower()))
        if "NonCurrent" in own:  # (an element's "NonCurrent" is the labels' "noncurrent")
            vocab.add("noncurrent")
    for alternative in alternatives:
        own = view.aliases.get(alternative, alternative)
        for label in view.concept_labels.get(own) or []:
            vocab |= set(_WORDS.findall(spell_out(not_named(EXCLUDED.sub(" ", label))).lower()))
        vocab |= set(_WORDS.findall(not_named(" ".join(CAMEL.findall(own.split(":")[-1]))).lower()))
    for member in members:
        for label in view.member_labels.get(member, []):
            vocab |= set(_WORDS.findall(spell_out(label).lower()))
        vocab |= {w.lower() for w in CAMEL.findall(member.split(":")[-1]) if w != "Member"}
    # a data set's axis, which has no label, by the words of its name: "Chestnut Ridge's partner account" is its member
    # of PartnerTypeOfPartnersCapitalAccount
    vocab |= {
        w.lower()
        for c in concepts
        for f in view.by_concept.get(view.aliases.get(c, c), [])
        for axis, member in f.dims
        if member in members and ":" not in axis
        for w in CAMEL.findall(axis)
    }
    line_vocab = set(vocab)  # the words of the answer's lines and members themselves
    if (
        concepts
        and _NONCURRENT.search(question)
        and not re.search(r"\bcurrent\b", _NONCURRENT.sub(" ", question), re.I)
    ):
        # "deferred revenue classified as non-current": never the current line
        name = view.aliases.get(concepts[0], concepts[0]).split(":")[-1]
        if "Current" in name and "Noncurrent" not in name and "NonCurrent" not in name:
            out.append("noncurrent")
    if _COST_OF.search(blank(question, blocked)) and concepts:
        # "cost of services and sales": a cost asked, and no line cited a cost
        owns = {view.aliases.get(c, c) for c in concepts}
        said = " ".join(
            w for own in owns for w in (view.concept_labels.get(own) or []) + CAMEL.findall(own.split(":")[-1])
        )
        if not set(_WORDS.findall(_NOT_NAMED.sub(" ", said).lower())) & _COST_WORDS:
            out.append("cost")
    for phrase in phrases:
        vocab |= set(_WORDS.findall(phrase.lower()))
    vocab |= {w[:-1] for w in vocab if w.endswith("s")}
    for w in sorted(words):
        if members and w in ("component", "components"):
            continue  # "the restricted stock units component of shareholders' equity": the member answered
        if quoted and w in _POINTING:
            continue
        if w in label_leaves and any(w in _WORDS.findall(m.group(1).lower()) for m in _LEFT_OUT.finditer(question)):
            continue  # "benefits other than pensions": the line's label leaves out what the question does
        if (
            w in ASKS_NO_LINE
            or w.rstrip("s") in vocab
            or near(w, vocab) is not None
            or SAID_AS.get(w, frozenset()) & vocab
        ):
            continue
        if w.endswith("es") and w[:-2] in vocab:  # "taxes" for "Tax Withholding"
            continue
        if any(v.startswith(w) or w.startswith(v) for v in vocab if len(v) > 3 and len(w) > 3) or any(
            v.startswith(w) for v in vocab if len(v) >= 7 and len(w) == 3
        ):  # "dev" for development
            continue  # "amortization" / "amortized", "depreciation" / "depreciable"
        if any(_same_stem(w, v) for v in vocab):
            continue  # "maturing" / "Maturities"
        out.append(w)
    # a word no line anywhere holds beside the words the answer's line explains asks for no other line ("how much
    # did DENTSPLY charge to restructuring and other costs", "gain on disposal ... (negative if it shrank)")
    beside = {w for w in words if w not in ASKS_NO_LINE and (w in line_vocab or w.rstrip("s") in line_vocab)}
    stray = [w for w in out if w in words]
    if (
        len(stray) == 1  # one word at most,
        and len({view.aliases.get(c, c) for c in concepts}) == 1  # for one line cited (a ratio's words say which)
        and not said_as_name(question, stray[0])
        # (nor a word that alone is one of the filing's own lines: L-3's "Products" for "net sales of products")
        and not _labelled_just(view, stray[0])
        and view.idle_word(stray[0], beside)
    ):
        out.remove(stray[0])
    return out


def _labelled_just(view: FilingView, word: str) -> bool:
    """One of the filing's own lines is labelled with just this word (or its singular or plural)."""
    forms = {word, word.rstrip("s"), word + "s"}
    return any(lab.strip().lower() in forms for labels in view.own_labels.values() for lab in labels)


_LABEL_LEAVES = re.compile(
    r"\b(?:excluding|excludes|excl\.?|other\s+than|except(?:\s+for)?|not|without|net\s+of|less)\b[^,;()]*", re.I
)


def includes_left_out(view: FilingView, concepts: list[str], question: str) -> str | None:
    """What the question leaves out ("cash (excluding cash equivalents and securities)") that the answer's line
    says it holds ("Cash and cash equivalents"): that part, else None."""
    for m in _LEFT_OUT.finditer(question):
        for part in re.split(r",|\band\b|\bor\b|&", m.group(1)):
            words = content_words(part)
            if not words:
                continue
            for concept in concepts:
                labels = [*view.own_labels.get(concept, []), *view.concept_labels.get(concept, [])[:1]]
                # (the question saying what the label itself leaves out: "leases not yet commenced, future payments")
                own = {w for lab in labels for x in _LABEL_LEAVES.findall(lab) for w in content_words(x)}
                if content_words(m.group(0)) & own:
                    continue
                # (what a label itself leaves out is not what it holds: "Long-term debt, excluding current portion",
                # "Taxes other than income taxes", "Leases not yet commenced")
                if any(words <= content_words(_LABEL_LEAVES.sub(" ", lab)) for lab in labels):
                    return part.strip()
    return None
