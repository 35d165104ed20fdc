"""A measure the catalogue does not name, by the filing's own labels: the reported concept whose labels hold every
word the question has left; a line the catalogue phrase only ends ("deferred revenue"); and the name-like words no
label, member, company or period explains (a product the filing does not have), which make a question
unanswerable here rather than answerable by the consolidated figure."""

from __future__ import annotations

import re
from typing import Any

from auditgraph.memos.answer_facts import CURRENCY_WORDS, EXCLUDED, FilingView
from auditgraph.memos.lexicon import ASKS_NO_LINE, CAMEL, PICKED_AS
from auditgraph.memos.measures import IN_NOTE, Measure, measure_hits, names_a_measure
from auditgraph.memos.resolve_members import ALIASES, variants

_WORDS = re.compile(r"[a-z]+")
_STOP = frozenset(
    "what was were is the a an of in for its fiscal year years quarter quarters ended ending at on by did how much many "
    "company companys total reported report end as during and to from with than this that net "
    "which who month months three six nine twelve first second third fourth prior previous last "
    "date through thru ytd qtd ttm since until period periods week weeks ago earlier half yoy "
    "only alone just solely standalone corporation corp incorporated inc plc ltd llc lp llp against fye eoy eop mid own "
    "when".split()
)


def member_label_words(view: FilingView) -> frozenset[str]:
    """The words of the labels of every member the filing's facts carry (made once per filing view)."""
    key = ("member_label_words",)
    if key not in view.memo:
        view.memo[key] = frozenset(
            w for labels in view.member_labels.values() for lab in labels for w in _WORDS.findall(lab.lower())
        )
    words: frozenset[str] = view.memo[key]
    return words


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the spans' characters made spaces, every other character where it was (spans may overlap or
    run past the text's end)."""
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * max(0, min(b, len(chars)) - a)
    return "".join(chars)


def spell_out(text: str) -> str:
    """The text with the abbreviations a line's labels spell out written as the labels write them ("PP&E", "FX")."""
    for short, spelled in _SPELLED:
        text = short.sub(spelled, text)
    return text


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"  # "inventories": "Inventory"
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def label_measure(
    view: FilingView, question: str, blocked: list[tuple[int, int]], instant: bool | None = None
) -> Measure | None:
    from auditgraph.memos.intent import MONTHS

    """A measure the catalogue does not know: the filing's reported concept whose labels hold every content word
    the question has left (fewest extra words first)."""
    from auditgraph.memos.intent import COLUMN_SAID

    text = blank(question, blocked)  # the spans may overlap: the company's text and its name words
    text = re.sub(r"\b(19|20)\d\d\b", " ", text)
    # the words that ask for no line are passed over among a member's lines, but where the question moves an amount
    # into an equity column ("stock-based compensation added to additional paid-in capital": that column's line)
    over = not COLUMN_SAID.search(question)
    classed = text  # with the class named: the members are read from it ("Series B convertible preferred stock")
    from auditgraph.memos.resolve_members import member_mentions

    # "Class A shares": the member, not words of the line's label; a class no member names is the line's own words
    # (a data set's CashDistributionToClassBUnits)
    every_mention = member_mentions(classed, view, view.dimensional, [])
    spans = [sp for _, _, sp in every_mention]
    text = _CLASS.sub(
        lambda m: " " * len(m.group(0)) if any(a <= m.start() < b for a, b in spans) else m.group(0), text
    )
    from auditgraph.retrieval.documents import GLOSSARY

    # The analyst glossary concept search uses: jargon stands for statement words ("tax charge" -> provision for
    # income taxes); the question's own words are tried first.
    phrases = [text] + [
        GLOSSARY[k] for k in sorted(GLOSSARY) if re.search(rf"(?<![\w&/]){re.escape(k)}(?![\w&/])", text, re.I)
    ]
    member_words = member_label_words(view)
    # (and the words the question names a member by: a data set's members have no label, "CNYG Class B")
    mentioned = {w for _, said_as, _ in every_mention for w in _WORDS.findall(said_as.lower())}
    content = {
        w
        for w in _WORDS.findall(text.lower())
        if w not in _STOP and w not in _FILLER and w not in MONTHS and len(w) > 2
    }
    if (
        content
        and content <= member_words
        and not any(content <= set(_WORDS.findall(" ".join(labels).lower())) for labels in view.concept_labels.values())
    ):
        if not _line_beside_members(view, text, content) and len(view.carrying({m for m, _, _ in every_mention})) != 1:
            # only a segment's or product's name ("Services"): no line item is named, unless one line alone is
            # reported for it ("floating rate term loan outstanding": the debt line of that instrument)
            return None
        # "fair value" of "Level 2 corporate debt securities": the line reported for the members named
        found = line_by_member(view, classed, instant, None, pass_over=over)
        if found is None:
            return None
        words = tuple(sorted(w for w in content if w not in member_words and w not in mentioned))
        return line_measure(view, found, words)
    unit = "shares" if SHARE_COUNT.search(question) else None
    mentions = [x for x in every_mention if not left_out(classed, x[2])]
    named = {m for m, _, _ in mentions}
    said = {w for _, t, _ in mentions for w in _WORDS.findall(t.lower())}
    # every phrase as written first, then passing over the words that name no line anywhere ("give me …")
    # (not where the question moves an amount into an equity column: "… added to additional paid-in capital" is
    # read from that column, memos/answer_equity.py)
    loosely = [(text, True)] if over else []
    for phrase, loose in [(p, False) for p in phrases] + loosely:
        if loose and (member_line := line_by_member(view, classed, instant, unit, pass_over=over)) is not None:
            # (a member named and the words left name its line before any word is passed over)
            words = tuple(sorted(w for w in content if w not in member_words and w not in mentioned))
            return Measure(
                member_line,
                label_of(view, member_line),
                "concept",
                words,
                (member_line,),
                unit=view.unit_of(member_line),
            )
        found = label_concept(view, phrase, instant, unit, by_member=True, loose=loose)
        if (
            found is not None
            and named
            and (
                _other_members_only(view, found, named)
                # a line never reported by member, whose labels do not say the member's words: the words named a
                # member ("other postretirement benefit obligation"), not this line
                or (not said <= view.name_words(found) and all(f.dims == () for f in view.by_concept[found]))
            )
        ):
            # "pension PBO": not the line reported only for another plan, the one reported for the plan named
            found = line_by_member(view, classed, instant, unit, pass_over=over) or found
        elif (
            found is not None
            and named
            and said & _line_words(view, found)
            and not said <= set(_WORDS.findall(" ".join(view.own_labels.get(found, [])).lower()))
        ):
            # the members' words are theirs, not the line's: "pension plan service cost" is the service cost line
            # reported for the pension plan, not an OCI amortization whose element name says "pension" too
            alt = line_by_member(view, classed, instant, unit, pass_over=over)
            if alt is not None and len(_line_words(view, alt) - content - said) < len(
                _line_words(view, found) - content - said
            ):
                found = alt
        if found is not None:
            unit = view.unit_of(found)
            # the words that named the line (those its labels hold), not a member's words beside them
            have = view.name_words(found)
            reported_for = {m for f in view.by_concept[found] for _, m in f.dims}
            line_said = _line_words(view, found)
            carried_said = {
                w for m, t, _ in mentions for w in _WORDS.findall(t.lower()) if m in reported_for or w not in line_said
            }
            words = tuple(
                sorted(
                    {
                        w
                        for w in _WORDS.findall(text.lower())
                        if w not in _STOP
                        and len(w) > 2
                        and w not in MONTHS
                        # (a member's words name the member, "CNYG Class B common shares", "U.S. Treasury
                        # securities"; but a member the line is not reported for named none: "spend on advertising" is
                        # the advertising expense, no revenue member)
                        and w not in carried_said
                        and (
                            w in have
                            or w.rstrip("s") in have
                            # "mortgage banking income": a revenue line labelled by its subject alone
                            or (w in _INCOME_HEADS and all(f.months for f in view.by_concept[found]))
                        )
                    }
                )
            )
            return Measure(found, label_of(view, found), "concept", words, (found,), unit=unit)
    found = line_by_member(view, classed, instant, unit, pass_over=over)
    if found is not None:
        words = tuple(sorted(w for w in content if w not in member_words and w not in mentioned))
        return line_measure(view, found, words)
    if mentions:
        # "partners' capital of Chestnut Ridge Energy Company": the balance sheet's line the other words name, read
        # from its copy in the capital statement, which the partner's column is reported on
        from auditgraph.memos.resolve_members import twin_line

        whole = label_concept(view, blank(text, [sp for _, _, sp in mentions]), instant, unit)
        copy = twin_line(view, [whole], named) if whole is not None else None
        if copy is not None:
            words = tuple(sorted(w for w in content if w not in member_words and w not in said))
            return line_measure(view, copy, words)
    return None


_LEFT_OUT = re.compile(
    r"\b(?:excluding|excludes|excl\.?|other than|except(?:\s+for)?|net of|less|as opposed to|rather than)\s+[^,;()]*",
    re.I,
)


def left_out(question: str, span: tuple[int, int]) -> bool:
    """The words at ``span`` name what the question leaves out ("excluding money market funds")."""
    return any(m.start() < span[0] < m.end() for m in _LEFT_OUT.finditer(question))


# What a line is said to include ("total equity including noncontrolling interest"): a word of the line, no member.
_TAKEN_IN = re.compile(r"\b(?:including|incl\.?|inclusive of)\s+[^,;()/]*", re.I)


def taken_in(question: str, span: tuple[int, int]) -> bool:
    """The words at ``span`` name what a line the question names includes ("including noncontrolling interest")."""
    return any(m.start() < span[0] < m.end() for m in _TAKEN_IN.finditer(question))


def _line_beside_members(view: FilingView, text: str, content: set[str]) -> bool:
    """Words left beside the members the text names that a line's labels hold ("fair value" of "Level 2 corporate
    debt securities"), though members' labels hold them too."""
    from auditgraph.memos.resolve_members import member_mentions

    mentions = member_mentions(text, view, view.dimensional, [])
    named = {w for _, said, _ in mentions for w in _WORDS.findall(said.lower())}
    rest = content - named
    return (
        bool(mentions)
        and bool(rest)
        and any(
            rest <= set(_WORDS.findall(" ".join(view.concept_labels.get(c, [])).lower()))
            for c in view.carrying({m for m, _, _ in mentions})
        )
    )


def _other_members_only(view: FilingView, concept: str, named: set[str]) -> bool:
    """The line is reported only for other members of the named members' axes, never for them or consolidated."""
    facts = view.by_concept.get(concept, [])
    axes = {a for c in view.carrying(named) for f in view.by_concept[c] for a, m in f.dims if m in named}
    return (
        bool(facts)
        and all(f.dims for f in facts)
        and not any(named & {m for _, m in f.dims} for f in facts)
        and any(a in axes for f in facts for a, _ in f.dims)
    )


def line_by_member(
    view: FilingView, text: str, instant: bool | None, unit: str | None, pass_over: bool = False
) -> str | None:
    """A member named and the line only by the words left ("gross leasehold improvements", "paid memberships in
    EMEA"): among the lines reported for that member, the one whose labels hold those words (``pass_over``: else
    the one that holds them but the words that ask for no line, :func:`label_concept`)."""
    from auditgraph.memos.resolve_members import member_mentions

    mentions = [x for x in member_mentions(text, view, view.dimensional, []) if not left_out(text, x[2])]
    if not mentions:
        return None
    named = {m for m, _, _ in mentions}
    carriers = view.carrying(named)
    text = blank(text, [span for _, _, span in mentions])
    # the lines reported for every member named together ("Level 2 corporate debt securities") first
    together = {c for c in carriers if any(named <= {m for _, m in f.dims} for f in view.by_concept[c])}
    if len(named) > 1 and together and together != carriers:
        found = label_concept(view, text, instant, unit, by_member=True, only=together, pass_over=pass_over)
        if found is not None:
            return found
    return label_concept(view, text, instant, unit, by_member=True, only=carriers, pass_over=pass_over)


def content_words(text: str) -> set[str]:
    """The words of a question that could name a line: not stop words, verbs a question wraps a line in, months,
    years or one- and two-letter tokens."""
    from auditgraph.memos.intent import MONTHS

    text = re.sub(r"\b(19|20)\d\d\b", " ", _CLASS.sub(" ", text))
    text = spell_out(text)
    return {
        w
        for w in _WORDS.findall(text.lower())
        if w not in _STOP and w not in _FILLER and w not in MONTHS and len(w) > 2
    }


# "the 4.875% senior notes due 2028": the year notes mature in names the notes, no line ("due in 2028" is a schedule's);
# its year may be blanked already ("notes due ⎵⎵⎵⎵ at December 31")
# (or on a day: "the 2.125% notes due December 6, 2021")
_MATURES = re.compile(
    r"\bdue\s+(?:(?:19|20)\d\d\b|(?=(?:at|as\s+of|on)\b)"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b,?(?:\s*(?:19|20)\d\d\b)?)",
    re.I,
)


_ROLL_LABEL = re.compile(
    r"\s*(?:beginning|ending|opening|closing)\s+balances?\b|\s*balances?,?\s+(?:at\s+)?(?:beginning|end)\b"
    r"|\s*balances?,?\s+(?:at|as of)\s+[A-Z][a-z]+\.?\s+\d",  # "Balance at December 31, 2008 (in shares)"
    re.I,
)


def label_of(view: FilingView, concept: str) -> str:
    """The filing's own wording (a company label) before the taxonomy's standard label; a concept with no label
    (a data set's company tag) is named by its words ("Company operated restaurant expenses")."""
    concept = view.aliases.get(concept, concept)
    labels = [re.sub(r"\s*\(Deprecated [^)]*\)", "", lab) for lab in view.concept_labels.get(concept) or []]
    if not labels:
        words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", concept.split(":")[-1])
        labels = [" ".join(words).capitalize() if words else concept]
    # a filing that kept its own labels is named by them alone (not by another filer's wording of the line)
    mine = view.own_labels.get(concept) if view.own_labels else None
    pool = labels[1:] if not view.own_labels else [labels[0], *(mine or [])]
    own = [
        lab
        for lab in pool
        if lab != labels[0]
        and "[" not in lab
        and not _ROLL_LABEL.match(lab)  # not "Beginning balance" of a roll-forward
    ]
    if own and any(own[0] in (other or []) for c, other in view.concept_labels.items() if c != concept):
        return labels[0]  # the filing uses its wording for two lines (current and non-current): the standard label
    return _unquoted((own or labels)[0])


def line_measure(view: FilingView, concept: str, words: tuple[str, ...] = (), **how: Any) -> Measure:
    """One reported line as a measure: its label, the question's words that named it, its unit (unless ``how`` says
    another, or its kind of period)."""
    how.setdefault("unit", view.unit_of(concept))
    return Measure(concept, label_of(view, concept), "concept", tuple(words), (concept,), **how)


# A balance sheet's label quoting other facts ("Common stockholders' equity - authorized 1,000,000,000 shares of
# $2.50 par value; outstanding shares: …"): its name is what comes before them, or its numbers would be read as
# the answer's
_QUOTES_FACTS = re.compile(r"\d{1,3}(?:,\d{3})+|\$\s*\d")
_LABEL_TAIL = re.compile(r"\s*(?:[;(]|\s-\s|,\s*(?:\$|\d|authorized|issued|outstanding|par\b)).*$", re.I)


def _unquoted(label: str) -> str:
    """The label without the other facts it quotes (left whole when what comes before them still holds a figure)."""
    if not _QUOTES_FACTS.search(label):
        return label
    head = _LABEL_TAIL.sub("", label)
    return head if head.strip() and not _QUOTES_FACTS.search(head) else label


def extended(
    view: FilingView, question: str, start: int, blocked: list[tuple[int, int]], member_words: set[str]
) -> str | None:
    """A reported line item the catalogue phrase is only the end of ("deferred revenue", "vendor non-trade
    receivables", "other current liabilities"): up to three words before it that no company, member or
    stop word explains, and the filing's concept whose labels hold them all."""
    from auditgraph.memos.intent import MONTHS

    aside = re.search(r"\s*\([^()]{1,12}\)\s*$", question[:start])
    if aside:
        start = aside.start()  # "domestic (US) pretax income": a short aside glosses the lead word before it
    # the lead stays inside its clause: "(passenger revenue ÷ …" starts at the parenthesis
    cut = max((question.rfind(ch, 0, start) for ch in "(),;:÷=?"), default=-1) + 1
    words = [m for m in re.finditer(r"(?:[A-Za-z]\.){2,}|[A-Za-z][A-Za-z&'-]*", question[:start]) if m.start() >= cut][
        -5:
    ]
    lead: list[str] = []
    content = 0
    m: re.Match[str] | None = None
    for m in reversed(words):
        w = m.group(0).lower()
        if (
            (w in LINK_WORDS or (w == "and" and lead))
            and content < 3
            and not any(a <= m.start() < b for a, b in blocked)
        ):
            lead.insert(0, m.group(0))  # "proceeds from issuance of", "accumulated depreciation on", "state and local"
            continue
        if (
            content == 3
            or w == str(view.filing.get("ticker") or "").lower()
            or w in re.findall(r"[a-z]+", str(view.filing.get("company") or "").lower())  # "salesforce.com"
            or w in _STOP
            or w in _FILLER
            or w in _RECEIVED  # "proceeds Apple received from sales of marketable securities": no word of a lead
            or w in _COMPARE
            or w in _OF_WHAT
            or w in _KNOWN
            or w in MONTHS
            or len(w) <= 2
            or w.endswith("'s")
            or bool(set(w.split("-")) & _SPAN_WORDS)  # "nine-month net sales", "year-to-date cost of sales"
            or w in member_words
            or any(a <= m.start() < b for a, b in blocked)
        ):
            break
        lead.insert(0, m.group(0))
        content += 1
    while lead and (lead[0].lower() in LINK_WORDS or lead[0].lower() == "and"):
        lead.pop(0)  # a lead begins with a word of the line, never with "of"
    if not lead:
        return None
    if (
        m is not None
        and m.group(0).lower() == "net"
        and content
        and _labelled_with(view, {"net", *map(str.lower, lead)})
    ):
        lead.insert(0, m.group(0))  # "net interest revenue": the net line a label names so, not "Interest revenue"
    if m is not None and m.group(0).lower() == "total" and content < 3:
        lead.insert(0, m.group(0))  # "total operating lease liabilities": label_concept prefers the filing's total
    return " ".join(lead)


def _labelled_with(view: FilingView, words: set[str]) -> bool:
    """One of the filing's line labels holds every one of the words."""
    return any(words <= set(_WORDS.findall(lab.lower())) for labs in view.concept_labels.values() for lab in labs)


# Words of a span of time: a period the question asks for, never a word of a line's name.
_SPAN_WORDS = frozenset(
    "month months quarter quarterly annual yearly year ytd fytd qtd date half semiannual weeks week".split()
)

_MATURITIES = r"(?:\b(?:with\s+)?(?:original\s+)?maturit(?:y|ies)\s+(?:of\s+)?)?"

# Abbreviations a line's labels spell out, and "non-current" as one word (labels write "Noncurrent").
_SPELLED = [
    (re.compile(r"\bpp&e\b|\bppe\b", re.I), "property plant and equipment"),
    (re.compile(r"\br&d\b", re.I), "research and development"),
    (re.compile(r"\bsg&a\b", re.I), "selling general and administrative"),
    (re.compile(r"\bd&a\b", re.I), "depreciation and amortization"),
    (re.compile(r"\bnon[-\s]*current\b", re.I), "noncurrent"),
    # "long-term debt net of current portion", "…, less current maturities": the non-current line
    (
        re.compile(r",?\s+(?:net\s+of|less|excluding)\s+(?:the\s+)?current\s+(?:portions?|maturities)\b", re.I),
        " noncurrent",
    ),
    (re.compile(r"\bnon[-\s]+operating\b", re.I), "nonoperating"),  # as the taxonomy writes it
    (re.compile(r"\bnon-(?=cash\b|interest\b|controlling\b|recurring\b)", re.I), "non"),  # "non-cash": noncash
    (re.compile(r"\bauthori[sz]ed(?: to (?:be )?issued?)?\b", re.I), "authorized"),  # "authorized to issue"
    (re.compile(r"\bdd&a\b", re.I), "depreciation depletion and amortization"),
    (re.compile(r"\bdivv(?:y|ies)\b", re.I), "dividends"),  # slang
    (
        re.compile(r"\baccrued\s+but\s+(?:not\s+yet|not|un)\s*paid\b", re.I),
        "payable",
    ),  # "interest accrued but not yet paid"
    (re.compile(r"\bfx\b", re.I), "foreign currency"),
    (re.compile(r"\bntm\b", re.I), "next twelve months"),
    (re.compile(r"\bcomp\s*(?:&|and)\s*bens?\b\.?", re.I), "compensation and benefits"),  # "comp & ben(s)"
    (re.compile(r"\bcomp\b(?=\s*(?:&|and)\s*benefits?\b)", re.I), "compensation"),  # "comp & benefits"
    (re.compile(r"\bL([123])\b"), r"Level \1"),  # "L2 assets": the fair-value hierarchy's level
    (re.compile(r"\butbs?\b", re.I), "unrecognized tax benefits"),
    (re.compile(r"\bLT\b"), "long-term"),  # "LT borrowings", "LT debt"
    (re.compile(r"\bST\b"), "short-term"),
    (re.compile(r"\bdtls?\b", re.I), "deferred tax liabilities"),
    (re.compile(r"\bdtas?\b", re.I), "deferred tax assets"),
    (re.compile(r"\brou\b", re.I), "right of use"),
    (re.compile(r"\bafs\b", re.I), "available for sale"),
    (re.compile(r"\bvies\b", re.I), "variable interest entities"),
    (re.compile(r"\bvie\b", re.I), "variable interest entity"),
    (re.compile(r"\bhtm\b", re.I), "held to maturity"),
    (re.compile(r"\bcip\b", re.I), "construction in progress"),
    (re.compile(r"\bnii\b", re.I), "net interest income"),
    (re.compile(r"\bresults?(?= from\b)", re.I), "income"),  # "result from discontinued operations"
    (re.compile(r"\bnie\b", re.I), "noninterest expense"),
    (re.compile(r"\bap\b(?! (?:stock|shares?)\b)", re.I), "accounts payable"),  # "AP change in CFO"
    (re.compile(r"\bjvs?\b", re.I), "joint ventures"),
    (re.compile(r"\bbad[- ]debts?(?: expense)?\b", re.I), "doubtful accounts"),  # "bad-debt provision"
    (re.compile(r"\bprovided? for\b", re.I), "provision for"),  # "how much did it provide for doubtful accounts"
    (re.compile(r"\botti\b", re.I), "other than temporary impairments"),
    (re.compile(r"\bwindfall tax benefits?\b", re.I), "excess tax benefit"),
    (re.compile(r"\bunvested\b", re.I), "nonvested"),
    (re.compile(r"\bo&m\b", re.I), "operation and maintenance"),  # a utility's O&M
    (re.compile(r"\bdivs?\b", re.I), "dividends"),
    (re.compile(r"\bcontribs?\b", re.I), "contributions"),
    (re.compile(r"\bafudc\b", re.I), "allowance for funds used during construction"),
    (re.compile(r"\bdtas?\b", re.I), "deferred tax assets"),
    (re.compile(r"\bdtls?\b", re.I), "deferred tax liabilities"),
    (re.compile(r"\bnols?\b", re.I), "operating loss carryforwards"),
    (re.compile(r"\bdac\b", re.I), "deferred policy acquisition costs"),
    (re.compile(r"\bpbo\b", re.I), "projected benefit obligation"),
    (re.compile(r"\babo\b", re.I), "accumulated benefit obligation"),
    (re.compile(r"\blae\b", re.I), "loss adjustment expense"),
    (re.compile(r"\bstis?\b", re.I), "short-term investments"),
    (re.compile(r"\bp&c\b", re.I), "property and casualty"),
    (re.compile(r"\bs&m\b", re.I), "selling and marketing"),
    (re.compile(r"\bWC\b"), "working capital"),
    (re.compile(r"\bnpe\b", re.I), "net premiums earned"),
    (re.compile(r"\bpll\b", re.I), "provision for loan losses"),
    # "deferred revenue (current portion)", "noncurrent portion"
    (re.compile(r"\b(non)?current portion\b(?! of)", re.I), r"\1current"),
    # commercial paper's maturities as the cash-flow statement's labels word them
    (
        re.compile(
            _MATURITIES + r"(?:>|\bover|\bmore than|\bgreater than|\blonger than)\s*(?:90|ninety)[- ]days?\b", re.I
        ),
        "maturing in more than three months",
    ),
    (
        re.compile(
            _MATURITIES
            + r"(?:(?:<=?|≤|\bless than|\bunder)\s*(?:90|ninety)[- ]days?\b|\b(?:90|ninety) days or less\b)",
            re.I,
        ),
        "maturing in three months or less",
    ),
]

# Words that ask for a part or a ratio of the line that follows ("a fraction of operating revenues").
_OF_WHAT = frozenset("fraction portion proportion part multiple times".split())

# Words that join the parts of one line's name ("proceeds from issuance of long-term debt").
LINK_WORDS = frozenset("of on for from".split())


# Words after a measure that say what to do with it, not which line it is.
_COMPARE = frozenset(
    "change changes changed increase increased decrease decreased difference growth grew margin margins ratio "
    "percent percentage per share vs versus compared relative divided over minus plus less".split()
)


def trailing(question: str, end: int, blocked: list[tuple[int, int]], member_words: set[str]) -> str | None:
    """Up to three words right after a catalogue phrase that qualify it ("revenues before reimbursements"), up to
    the first stop word, period, member, name or punctuation."""
    from auditgraph.memos.intent import MONTHS
    from auditgraph.memos.measures import GROWTH_WORDS

    words: list[str] = []
    for m in re.finditer(r"[^\s]+", question[end:]):
        token = m.group(0)
        aside = question[end + m.start() :].split(")", 1)[0]
        if token.startswith("(") and re.search(r"\b(?:plus|minus|divided|times)\b|[+/÷×*]|\s[-−–]\s", aside):
            break  # an aside of arithmetic ("(operating plus finance)") says how, not which line
        w = token.lower().strip(",.?;:()'\"")
        if w in LINK_WORDS and words[-1:] != [w] and not re.search(r"[,.?;:()]$", token):
            words.append(w)  # "sales of available-for-sale securities": kept only if a word of the line follows
            continue
        if (
            not re.fullmatch(r"[a-z][a-z-]*", w)
            or w in _STOP
            or w in _KNOWN
            or w in MONTHS
            or w in member_words
            or GROWTH_WORDS.search(w)
            or w in _COMPARE
            or any(a <= end + m.start() < b for a, b in blocked)
        ):
            if w in ("and", "&") and any(x not in LINK_WORDS for x in words) and words[-1] != "and":
                words.append("and")  # "for operating and finance leases": the pair whole, never half of it
                continue
            break
        words.append(w)
        if sum(x not in _JOIN for x in words) == 3 or re.search(r"[,.?;:()]$", token):
            break
    while words and words[-1] in _JOIN:
        words.pop()
    return " ".join(words) or None


_JOIN = LINK_WORDS | {"and"}


def label_concept(
    view: FilingView,
    text: str,
    instant: bool | None = None,
    unit: str | None = None,
    by_member: bool = False,
    only: set[str] | None = None,
    loose: bool = False,
    in_cash_flow: bool = False,
    pass_over: bool = False,
) -> str | None:
    """The reported line whose labels hold the text's words; ``by_member``: also a line the filing reports only by
    member (a data set's share counts by class), after every consolidated one; ``loose``: passing over the words
    that name no line anywhere (:meth:`FilingView.idle_word`); ``pass_over``: among the lines ``only`` names, also
    the one the words hold but those that ask for no line ("holdings") and a member's own words; ``in_cash_flow``: the question says the line is
    shown in the cash flows (a balance's change line may answer it)."""
    from auditgraph.memos.intent import EQUITY_STATEMENT, MONTHS, SHOWN_IN

    unit = view.money(unit)  # "USD": the filing's own currency
    # "(negative = loss)", "negative for a loss", "negative if costs exceeded sales": the sign the answer takes, no
    # word of the line
    # (not a growth's direction, "negative means a decline", which the change readers take)
    text = re.sub(
        r"\b(?:negative|positive)\s*(?:=|for|if|means|when|as|meaning)\b(?![^,;()]*\b(?:declin|decreas|drop|fall|fell|shr[ai]nk|smaller|lower|less)\w*)[^,;()]*",
        " ",
        text,
        flags=re.I,
    )
    # "reserves sat on its balance sheet": where a balance is, not a word of it ("sat in current content liabilities"
    # names a place the words must find)
    text = re.sub(r"\b(?:sat|sits?|sitting)\s+on\b", " ", text, flags=re.I)
    # "deferred taxes in operating cash flow": where the line is shown, not its words (unless nothing else is said)
    kept = SHOWN_IN.sub(" ", text)
    # "other current assets in the operating cash flows, three months ended …": the change line shown there
    cash_flow_change = (in_cash_flow or kept != text) and instant is False
    if any(w not in _STOP and len(w) > 2 for w in _WORDS.findall(kept.lower())):
        text = kept
    # "as shown on the income statement": the statement that breaks a tie between two lines labelled alike
    statement = next((st for st, pattern in _STATEMENTS if pattern.search(text)), None)
    # symbols in capitals, read before the text is rewritten ("FCX production and delivery costs"): the company's
    # own are dropped below when the line is not found with them
    tickers = {w.lower() for w in _TICKER.findall(text)}
    lead_symbol = re.match(r"\s*([A-Z]{2,5})\b(?!\s+" + _NAME_WORD + ")", text)
    first_symbol = lead_symbol.group(1).lower() if lead_symbol else ""
    # "excluding current portion" is read as the labels are: what a line leaves out is not its name
    text = EXCLUDED.sub(" ", CURRENCY_WORDS.sub(" ", EQUITY_STATEMENT.sub(" ", _CONTEXT.sub(" ", text))))
    text = _MATURES.sub(" ", text)
    # "cost of service (excluding D&A)" with the catalogue's "D&A" blanked: what is left out was named, not a word
    text = re.sub(r"\b(?:excluding|excl\.?|other\s+than)\s*(?=[,;:)]|$)", " ", text, flags=re.I)
    text = spell_out(text)
    # "net loans (after the allowance)": the net line, what it is net of said again
    text = re.sub(r"\(\s*(?:after|net of)\b[^()]*\)", " net ", text, flags=re.I)
    # "OCI, net of tax", "senior notes, net of discount": what it is net of, as a label says it, is no word of the
    # line's name
    # (among net lines only, what it is net of is what tells them apart: "…, net of the valuation allowance")
    # (unless a line's label says the very words, not of an amount it quotes: "…, Net of Forfeitures")
    text = (
        _NET_OF_SAID.sub(lambda m: m.group(0) if _labelled_net_of(view, m.group(0)) else " net ", text)
        if (only is None)
        else text
    )
    # (what the question too says a line is net of may be said only after "net of" in its label)
    netted_said = {w for m in _NET_OF_SAID.finditer(text) for w in _WORDS.findall(m.group(0).lower())}
    text = re.sub(r"\bordinary (?=shares?\b)", "common ", text, flags=re.I)  # the Irish and UK filers' word
    text, at_cost = re.subn(
        r"\bat\s+(?:historical\s+)?cost\b", " ", text, flags=re.I
    )  # how it is measured, not its name
    # ("shares issued under its employee stock purchase plan": "under" links the words, it names nothing)
    wanted = {w for w in _WORDS.findall(text.lower()) if w not in _STOP and w not in MONTHS and len(w) > 2} - {"under"}
    if at_cost and wanted and only is None:
        # "real estate, at cost": the gross line whose element says so (RealEstateInvestmentPropertyAtCost, which
        # Vornado labels "Total"), not the net one the other words name
        gross = [
            c
            for c, facts in view.by_concept.items()
            if c.endswith("AtCost")
            and any(f.dims == () for f in facts)
            and (instant is None or any((f.months == 0) == instant for f in facts))
            and {_singular(w) for w in wanted} <= {_singular(w) for w in element_words(c).lower().split()}
        ]
        if len(gross) == 1:
            return gross[0]
    if only is not None and not wanted - _FILLER:
        # nothing but the member named: the one line reported for it (in the unit asked, else in money)
        lines = [
            c
            for c in sorted(only)
            if any(f.fact.unit.lower() == (unit or view.currency).lower() for f in view.by_concept[c])
        ]
        named = {c: _line_words(view, c) for c in lines}
        said = {w for w in wanted if any(w in have for have in named.values())}
        if len(lines) > 1 and said:  # "preference shares outstanding": the one of them the filler words name
            return _best(view, named, said, instant, among=True)
        return lines[0] if len(lines) == 1 else None
    if not wanted:
        return None
    if wanted <= _GENERIC and wanted & _HOLDINGS and only is None and not measure_hits(text):
        # "total loans", "deposits": words too generic to pick a line by, unless one line is labelled just so (and
        # the catalogue names none: "operating revenues" is its revenue)
        said_total = "total " if re.search(r"\btotal\b", text, re.I) else ""
        exact = labelled_exactly(view, said_total + " ".join(sorted(wanted)), instant, net_apart=True)
        if exact is None and said_total:  # "total loans": the line labelled "Loans" where none says "total"
            exact = labelled_exactly(view, " ".join(sorted(wanted)), instant, net_apart=True)
        if exact is not None and (unit is None or any(f.fact.unit == unit for f in view.by_concept[exact])):
            return exact
    words: dict[str, frozenset[str]] = {}
    amount_said = re.search(r"\bamount\b", text, re.I) is not None and not re.search(r"\bper\b", text, re.I)
    said_before = re.search(r"\bbefore\b|\bpre-?tax", text, re.I) is not None
    for concept in view.concept_labels:
        facts = view.by_concept.get(concept)
        if (
            not facts
            or not (by_member or any(f.dims == () for f in facts))
            or (only is not None and concept not in only)
        ):
            continue  # a member's label, not a line (or not one of the lines asked among)
        if (
            only is None
            and "IncreaseDecrease" in concept
            and not wanted & _CHANGE_ASKED
            and not cash_flow_change
            and a_change(view, concept)
        ):
            continue  # a balance's change over a period answers only a question that asks for a change
        if "AllowanceFor" in concept.split(":")[-1] and not wanted & _CONTRA_ASKED:
            continue  # an allowance answers only a question that asks for one ("other receivables" is not it)
        if amount_said and unit is None and all("/" in f.fact.unit for f in facts):
            continue  # "par value amount of common stock": the amount the balance sheet carries, not per share
        words[concept] = _line_words(view, concept, before=said_before)
    # typos and abbreviations are read against the consolidated lines' words (as without ``by_member``)
    whole = [w for c, w in words.items() if any(f.dims == () for f in view.by_concept[c])]
    vocab = set().union(*whole) if whole else set()
    # "reserach", "expence", "tech", "dev" (a verb of the question's is no misspelt word: "hold" is not "holders")
    # (the company's symbol is no misspelt word: "UNP"; nor, in "NLY NII for 1Q09", a symbol opening the question
    # that no line or member says)
    tickers = {t for t in tickers if own_symbol(view, t) or (t == first_symbol and not view.says(t))}
    wanted = {w if w in _SOFT or w in tickers else near(w, vocab) or _prefix(w, vocab) or w for w in wanted}
    if unit is not None:  # "how many shares": only lines counted in shares
        words = {c: w for c, w in words.items() if any(f.fact.unit.lower() == unit.lower() for f in view.by_concept[c])}
    # "lease expense" is a flow: a balance whose labels happen to say "accrued expenses" is no answer
    flow = instant is not True and bool(wanted & _FLOW) and not wanted & _HELD
    total = re.search(r"\btotal\b", text, re.I) is not None
    net = re.search(r"\bnet\s+[a-z]", text, re.I) is not None  # "net interest income": the net line first
    short = frozenset(w for w in _WORDS.findall(text.lower()) if len(w) <= 2)  # "U.S.": u, s
    order = tuple(
        _WORDS.findall(text.lower())
    )  # the question's words as said (a label's word order may tell lines apart)
    found = _best(
        view,
        _named_so(view, words, wanted - netted_said),
        wanted,
        instant,
        duration_only=flow,
        total=total,
        among=only is not None,
        net=net,
        short=short,
        says_net=re.search(r"\bnet\b(?!\s+of\b)", text, re.I) is not None,
        to_parent=_TO_PARENT.search(text) is not None,
        order=order,
    )
    subject = wanted - _HEADS
    if (
        found is not None
        and wanted & _HEADS
        and subject
        and not subject & _GENERIC
        and only is None
        and not any(subject <= _words_of(lab) for lab in view.wordings(found))
    ):
        # "benefits expense": the line the filer labels by its subject ("Benefits"), not one whose standard label
        # holds the words apart ("Benefits, Losses and Expenses", its own "Total operating expenses")
        exact = labelled_exactly(view, " ".join(sorted(subject)), instant)
        if exact is not None and exact != found and any(f.months for f in view.by_concept[exact]):
            found = exact
    # "how much cash did SPX spend buying its own stock": the cash is the payment the verb says, no word of the line
    soft = _SOFT | ({"cash"} if _CASH_SPENT.search(text) else set())
    if found is None and wanted & soft and wanted - soft:
        # the question's verbs ("spend on", "carrying amount of") and its comparison ("change in … versus …") are
        # not the label's words, though a label may hold one ("funds held for clients", "Change in fair value"):
        # the line that holds more of them first
        asked, wanted = wanted, wanted - soft
        # (by the words that name each line, not those of what it is net of: "foreign income tax expense" is no
        # "Foreign currency translation, net of tax")
        found = _best(
            view,
            _named_so(view, words, wanted - netted_said),
            wanted,
            instant,
            duration_only=flow,
            also=asked & soft,
            among=only is not None,
            net=net,
            order=order,
        )
    if found is None and statement in view.presented:
        # "gain on disposal of DVDs as shown on the income statement": of two lines labelled alike (the income
        # statement's and the cash flow's), the one the statement named shows
        shown = {c: w for c, w in words.items() if c in view.presented[statement]}
        found = (
            _best(view, shown, wanted - _SOFT, instant, duration_only=flow, among=only is not None, net=net)
            if shown
            else None
        )
    if found is None and wanted & tickers and len(wanted - tickers) >= 2:
        # "FCX production and delivery costs": the company's symbol, not a word of the line
        wanted = wanted - tickers
        found = _best(view, words, wanted, instant, duration_only=flow, among=only is not None, net=net)
    if found is None and instant is not False and _CLASSED.search(text) and wanted - _CLASS_WORDS:
        # "mill and leach stockpiles (current asset)": where the balance sheet classes it, not its label's words;
        # never a long-term line for a current one
        current = {c: w for c, w in words.items() if not w & _LONG_TERM}
        found = _best(view, current, wanted - _CLASS_WORDS, True)
    if found is None and instant is not False and _LONG_CLASSED.search(text) and wanted - _CLASS_WORDS - _LONG_TERM:
        # "asset retirement obligations (long-term liability)": the balance the sheet classes so, never a current one
        lasting = {c: w for c, w in words.items() if "current" not in w or "noncurrent" in w}
        found = _best(view, lasting, wanted - _CLASS_WORDS - _LONG_TERM, True)
    if found is None and wanted & _HEADS and wanted - _HEADS:
        # "fuel expense", "marketing expenses": a line the filing labels by its subject alone ("Fuel"), a label that
        # opens with it (not "… attributable to noncontrolling interest" for "interest expense")
        subject = wanted - _HEADS
        # (never an income line: "non-interest opex" is no "Other non-interest income")
        opening = {
            c: w
            for c, w in _named_so(view, words, subject).items()
            if _opens_with(view, c, subject) and not (w & _INCOME_HEADS - subject)
        }
        found = _best(view, opening, subject, instant, duration_only=True)
    if found is None and wanted & _BALANCE_HEADS and len(wanted - _BALANCE_HEADS) >= 2 and instant is True:
        # "accrued marketing liability": a balance the filing labels by its subject alone ("Accrued marketing"),
        # never one of the other side ("deferred tax liability" is no deferred tax asset)
        other = _ASSET_WORDS if wanted & _LIABILITY_WORDS else _LIABILITY_WORDS
        sided = {c: w for c, w in words.items() if not w & other and all(f.months == 0 for f in view.by_concept[c])}
        found = _best(view, sided, wanted - _BALANCE_HEADS, True)
    if (
        found is None
        and wanted & _INCOME_HEADS
        and len(wanted - _INCOME_HEADS) >= 2
        and instant is not True
        and not re.search(r"\bincome\s+tax", text, re.I)  # ("income tax expense": income names the tax)
    ):
        # "franchise fees revenue": a revenue line the filing labels by its subject alone ("Franchise fees"), never
        # a comprehensive income line for an income the question does not call so
        plain = {c: w for c, w in words.items() if "comprehensive" not in w or "comprehensive" in wanted}
        found = _best(view, plain, wanted - _INCOME_HEADS, instant, duration_only=True)
    if (
        found is None
        and wanted & _INCOME_HEADS
        and len(wanted - _INCOME_HEADS) == 1
        and not (wanted - _INCOME_HEADS) & _GENERIC
        and instant is not True
        and only is None
        and not re.search(r"\bincome\s+tax", text, re.I)
    ):
        # "premiums revenue": the one line the filing labels by that one word ("Premiums"), never a cost so labelled
        found = labelled_exactly(view, " ".join(wanted - _INCOME_HEADS), False)
        if found is not None and COST_NAME.search(found.split(":")[-1]):
            found = None
    if found is None and only is not None and by_member and pass_over:
        # "adjusted cost of … asset-backed securities holdings", "Level 2 bank certificates of deposit … classified as
        # available-for-sale": among the lines of the members named, passing over the words that ask for no line
        # and a member's own words the match of its name left over ("bank")
        held = set().union(*words.values()) if words else set()
        members_say = member_label_words(view)
        # (a balance's class and a rate are kept: they tell lines apart, "non-current" and "depreciation rate" among
        # them; and a short word: "per" the schedule says where, not what)
        lined = {
            w
            for w in wanted
            if w in _KEPT_ASKING or len(w) < 4 or (w not in ASKS_NO_LINE and (w in held or w not in members_say))
        }
        if lined and lined != wanted:
            found = _best(view, _named_so(view, words, lined), lined, instant, duration_only=flow, among=True, net=net)
    if found is None and len(wanted) >= 4:
        # a long description with one word the label words differently ("advances and billings in excess of
        # related costs"): the one line that holds all the others, when only one does
        near_miss = [
            c
            for c, have in words.items()
            if any(f.dims == () for f in view.by_concept[c])
            and sum(not (w in have or (w.endswith("s") and w[:-1] in have)) for w in wanted) == 1
            and not (instant is not None and any((f.months == 0) != instant for f in view.by_concept[c][:1]))
        ]
        if len(near_miss) == 1:
            found = near_miss[0]
    said = {w for w in _WORDS.findall(text.lower()) if (w not in _STOP or w in ("net", "total")) and len(w) > 2}
    if found is None and len(said) >= 2 and wanted <= _GENERIC and only is None and unit in (None, view.currency):
        # "net revenues": words too generic to pick a line by, but for the one line whose label opens with just
        # them (Goldman's "Net revenues, including net interest income")
        # (without the words that ask what to do with it: "growth in total expenses, Q1 2010 versus Q1 2009")
        asking = _FILLER | _COMPARE
        bare = " ".join(w for w in re.findall(r"[A-Za-z0-9&'-]+", text) if w.lower() not in asking)
        found = labelled_exactly(view, bare, instant, head=True)
    if found is None and loose and len(wanted) >= 2:
        # words no line anywhere holds beside the others ("give me total deposits", "management fees earned"):
        # the line the others name
        solid = {w for w in wanted if view.says(w)}
        beside = solid - ASKS_NO_LINE
        idle = sorted(w for w in wanted - solid if not said_as_name(text, w) and view.idle_word(w, beside))
        kept = re.sub(r"\b(?:" + "|".join(map(re.escape, idle)) + r")\b", " ", text, flags=re.I) if idle else text
        # one word at most, beside two that name the line or a line labelled just so ("food and paper costs at
        # company restaurants" is no line of "restaurants" alone)
        rest = ("total " if re.search(r"\btotal\b", text, re.I) else "") + " ".join(sorted(set(wanted) - set(idle)))
        if len(idle) == 1 and kept != text and (len(beside) >= 2 or labelled_exactly(view, rest, instant)):
            return label_concept(view, kept, instant, unit, by_member, only)
    if found is None and "common" in wanted and len(wanted) > 2:
        # "common shares held in treasury": the class a filer with one class of stock leaves out of its label
        # ("Treasury stock, shares"); never a line of another class ("Preferred stock reacquired")
        classless = label_concept(
            view, re.sub(r"\bcommon\b", " ", text, flags=re.I), instant, unit, by_member, only, loose, in_cash_flow
        )
        other_class = classless is not None and bool(
            _line_words(view, classless) & {"preferred", "preference", "class", "series"}
        )
        return None if other_class else classless
    if found is not None and only is None and _with_others(view, found, wanted):
        return None
    return found


def _with_others(view: FilingView, concept: str, wanted: set[str]) -> bool:
    """Every label of the line adds others to what was asked ("Goodwill and other intangibles - net" for
    "goodwill"): a line of more than the question's amount, no answer to it."""
    labels = view.wordings(concept) or view.concept_labels.get(concept, [])
    if not labels or "other" in wanted or "others" in wanted:
        return False
    for lab in labels:
        head, joined, tail = lab.lower().partition(" and other ")
        tail_words = {_singular(w) for w in _WORDS.findall(tail)}
        if not joined or tail_words & {_singular(w) for w in wanted}:
            return False
    return True


_STATEMENTS = (
    (
        "IS",
        re.compile(
            r"\bincome\s+statements?\b|\bstatements?\s+of\s+(?:income|operations|earnings)\b|(?<![\w&])p\s*&\s*l\b",
            re.I,
        ),
    ),
    ("BS", re.compile(r"\bbalance\s+sheets?\b|\bstatements?\s+of\s+financial\s+(?:position|condition)\b", re.I)),
    ("CF", re.compile(r"\bcash[- ]flows?\s+statements?\b|\bstatements?\s+of\s+cash\s+flows?\b", re.I)),
)


def a_change(view: FilingView, concept: str) -> bool:
    """The line is a balance's change over a period as its standard label says ("Increase (Decrease) in Accounts
    Receivable"), not a flow whose element name merely ends so (OtherComprehensiveIncomeLossNetOfTaxPeriodIncrease
    Decrease: "Other Comprehensive Income (Loss), Net of Tax")."""
    labels = view.concept_labels.get(concept, [])
    return not labels or re.search(r"\b(?:increase|decrease|change)", labels[0], re.I) is not None


def _qualifiers(view: FilingView, concept: str) -> set[str]:
    """The words an element's name says its line is net of or comes before ("LoansAndLeasesReceivableNetOfDeferred
    Income": deferred, income), that none of the filer's own labels says."""
    key = ("qualifiers", concept)  # (read for every line _best scores: once per filing view)
    if key not in view.memo:
        tail = re.split(r"NetOf|Before", concept.split(":")[-1], maxsplit=1)
        own = {w for lab in view.own_labels.get(concept, []) for w in _WORDS.findall(lab.lower())}
        view.memo[key] = {w.lower() for w in re.findall(r"[A-Z][a-z]+", tail[1])} - own if len(tail) > 1 else set()
    qualifiers: set[str] = view.memo[key]
    return qualifiers


def _opens_with(view: FilingView, concept: str, subject: set[str]) -> bool:
    """One of the line's labels opens with a word of the subject ("Fuel" for fuel expense)."""
    want = {_singular(w) for w in subject}
    for lab in view.concept_labels.get(concept, []):
        said = [_singular(w) for w in _WORDS.findall(lab.lower()) if w not in _STOP]
        if said and said[0] in want:
            return True
    return False


def said_as_name(text: str, word: str) -> bool:
    """The word is written as a name somewhere in the text: capitalised after its first word, or in capitals
    ("CBOE Holdings", "HOT capex", "SBC"): a company, product or acronym, never a word to pass over."""
    first = re.search(r"[A-Za-z]+", text)
    return any(
        (m.group(0)[:1].isupper() and (first is None or m.start() != first.start())) or m.group(0).isupper()
        for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.I)
    )


def own_symbol(view: FilingView, token: str) -> bool:
    """A symbol (lower case) the filing's company goes by: its ticker, a short form of its name ("vmc": Vulcan
    Materials Co) or the name its own labels give its owners ("Net income attributable to FCX common
    stockholders")."""
    if token == str(view.filing.get("ticker") or "").lower():
        return True
    key = ("label_vocab",)
    if key not in view.memo:
        view.memo[key] = frozenset(
            w for labels in view.concept_labels.values() for lab in labels for w in _WORDS.findall(lab.lower())
        )
    if token not in view.memo[key] and abbreviates(
        token.upper(), re.findall(r"[a-z]+", str(view.filing.get("company") or "").lower())
    ):
        return True  # not a word of the lines' labels ("APIC" is no short form of Apple Inc.)
    key = ("owners_named",)
    if key not in view.memo:
        view.memo[key] = frozenset(
            m.group(1).lower()
            for labels in view.own_labels.values()
            for lab in labels
            for m in re.finditer(r"\battributable to ([A-Z][A-Za-z]{1,5})\b", lab)
        )
    return token in view.memo[key]  # type: ignore[no-any-return]


def element_words(concept: str) -> str:
    """An element's name as words ("us-gaap:StockRepurchasedDuringPeriodValue": "Stock Repurchased During Period
    Value")."""
    return " ".join(re.findall(r"[A-Z][a-z]+|[a-z]+", concept.split(":", 1)[-1]))


# (and the part it includes, named with that amount: "…, including related party amount of $0 and $23,132")
_QUOTED = re.compile(r"[,;:(]?\s*(?:includ(?:ing|es)\s+[^$,;()]*?)?\$\s*\d")


def _line_words(view: FilingView, concept: str, before: bool = True) -> frozenset[str]:
    """The words a line is matched by: its labels' and its element name's ("non-current" as "noncurrent"), and each
    plural's singular (made once per filing view). Without ``before``, not the words a line is only said to come
    before ("Income before income taxes, extraordinary items, noncontrolling interest" is no line of noncontrolling
    interest): for a question that does not say "before"."""
    key = ("line_words", concept, before)
    if key not in view.memo:
        # a balance sheet's parenthetical label quotes other facts after its first amount ("Convertible preferred
        # stock issuable in series, $0.0001 par value; … liquidation preference of $141,920"): not the line's words
        # (and "Accounts receivable, net of allowance for doubtful accounts of $335 and $301": the words of what it is
        # net of name the amount quoted, another line)
        labels = [
            _NET_OF.split(head, 1)[0] if head != lab else lab
            for lab in view.concept_labels.get(concept, [])
            for head in [_QUOTED.split(lab, 1)[0]]
        ]
        text = " ".join(labels + [element_words(concept)])
        text = EXCLUDED.sub(" ", text.lower())  # "(excluding goodwill)": not a goodwill line
        have = _words_of(text)
        if not before:
            parts = [EXCLUDED.sub(" ", part.lower()) for part in [*labels, element_words(concept)]]
            have = _words_of(" ".join(_BEFORE.split(part, 1)[0] for part in parts)) | (
                have - _words_of(" ".join(_BEFORE.split(part, 1)[-1] for part in parts))
            )
        view.memo[key] = frozenset(have | {w[:-1] for w in have if w.endswith("s") and len(w) > 3})
    return view.memo[key]  # type: ignore[no-any-return]


_BEFORE = re.compile(r"\bbefore\b", re.I)


# Words a label says a line is net of ("…, net of tax"), not words of its name.
_NETTED = frozenset("tax taxes income".split())


def _named_so(view: FilingView, words: dict[str, frozenset[str]], wanted: set[str]) -> dict[str, frozenset[str]]:
    """The lines whose names say the wanted words, not only what they are net of ("foreign income tax expense" is
    no "Foreign currency translation, net of tax")."""
    return {
        c: have
        for c, have in words.items()
        if all(w not in _NETTED or not _has(w, have) or _has(w, _unnetted_words(view, c)) for w in wanted)
    }


def _labelled_net_of(view: FilingView, said: str) -> bool:
    """A label of the filing's lines says "net of …" in these words, not of an amount it quotes ("net of discount of
    $18,387")."""
    words = r"\W+".join(map(re.escape, re.findall(r"[a-z]+", said.lower())))
    pattern = re.compile(rf"\b{words}\b(?!\s+of\s+\$|\s*\$)", re.I)
    return any(pattern.search(lab) for labs in view.concept_labels.values() for lab in labs)


def _unnetted_words(view: FilingView, concept: str) -> frozenset[str]:
    """The words of a line's labels and element name before what they say it is net of."""
    key = ("unnetted", concept)
    if key not in view.memo:
        parts = [_NET_OF.split(lab, 1)[0] for lab in view.concept_labels.get(concept, [])]
        parts.append(re.split(r"NetOf", concept.split(":")[-1], maxsplit=1)[0])
        view.memo[key] = frozenset(_words_of(" ".join(parts[:-1]) + " " + element_words(parts[-1])))
    words: frozenset[str] = view.memo[key]
    return words


_NET_OF = re.compile(r"\bnet\s+of\b", re.I)
# what a question says a line is net of, up to a date or a clause's end
_NET_OF_SAID = re.compile(
    r"\bnet\s+of\s+[^,;:()?]*?(?=\s+(?:at|as\s+of|on|in|during|through|for\s+(?:the|fiscal|q[1-4]|[1-4]q|19|20))\b"
    r"|\s*[,;:()?]|\s*$)",
    re.I,
)


def _words_of(text: str) -> set[str]:
    """The words of a label; a word joined to "non-" by a hyphen both ways ("non-operating": non, operating and
    nonoperating, as the taxonomy writes it)."""
    # (an element's "NonCurrent", split as "non current", too)
    text = re.sub(r"\bnon[- ]current", "noncurrent", text.lower())
    # ("Long-term debt, less current portion": the non-current line, as a question's words are read)
    text = re.sub(
        r",?\s+(?:net\s+of|less|excluding)\s+(?:the\s+)?current\s+(?:portions?|maturities)\b", " noncurrent", text
    )
    return set(_WORDS.findall(text)) | {"non" + w for w in re.findall(r"\bnon-([a-z]+)", text)}


# Words that make a line a flow over a period, never a balance at a date.
# ("revenue", "income" and "earnings" are left out: deferred revenue, retained earnings and accumulated other
# comprehensive income are balances.)
_FLOW = frozenset("expense expenses paid payments proceeds spend spending issue".split())  # ("did it issue")
# Words that ask for a contra balance: only they make an allowance (AllowanceFor…) an answer.
_CONTRA_ASKED = frozenset("allowance allowances reserve reserves provision provisions doubtful uncollectible".split())
# Words that make an expense a balance ("other accrued expenses", "prepaid expenses").
_HELD = frozenset("accrued prepaid payable payables future due".split())

# Head words a question adds to a line's subject that a filing's label may leave out.
_HEADS = frozenset("expense expenses cost costs spend spending charge charges opex".split())
# A ticker-like word of capitals ("FCX", "VMC"), and a balance's class said beside its name ("(current asset)").
_TICKER = re.compile(r"\b[A-Z]{2,5}\b")
_CLASSED = re.compile(r"(?<!non)(?<!non-)\bcurrent\s+(?:assets?|liabilit(?:y|ies))\b", re.I)
_CLASS_WORDS = frozenset("current asset assets liability liabilities".split())
_LONG_CLASSED = re.compile(r"\b(?:long[- ]term|noncurrent|non-current)\s+(?:assets?|liabilit(?:y|ies))\b", re.I)
_LONG_TERM = frozenset("noncurrent long term".split())
_INCOME_HEADS = frozenset("revenue revenues income".split())
_LIABILITY_WORDS = frozenset("liability liabilities payable payables obligation obligations".split())
_ASSET_WORDS = frozenset("asset assets receivable receivables".split())
_BALANCE_HEADS = frozenset("current liability liabilities asset assets balance".split())
_COUNT_WORDS = frozenset("share shares number count counts".split())
_PER_WORDS = frozenset("per share shares eps".split())
COST_NAME = re.compile(r"Cost|Expense")  # an element named as a cost, not a revenue
PER_SHARE_NAME = re.compile(r"Per(?:Basic|Diluted)?(?:Share|Unit)", re.I)  # a data set's EPS is in plain USD


def _prefix(word: str, vocab: set[str]) -> str | None:
    """An abbreviation the filing's labels spell out in one way only ("tech" technology, "dev" development)."""
    if len(word) < 3 or word in vocab:
        return None
    longer = [v for v in vocab if v.startswith(word) and len(v) > len(word) + 2]
    return longer[0] if len(longer) == 1 else None


# Generic words that name what a balance sheet holds ("total loans" at a bank): one line labelled just so is named
_HOLDINGS = frozenset("loans borrowings investments securities notes obligations debt".split())
# Words that name a kind of line, not a line: a label found by these alone is a guess ("G&A expense" is not
# "Interest expense", "margin" is no one margin).
_GENERIC = frozenset(
    "expense expenses income cost costs revenue revenues sales other total assets asset liabilities liability "
    "margin margins charges charge items item amount net operating debt borrowings investments securities notes "
    "loans obligations".split()
)


_JOINERS = frozenset("a an and the of on for from to in by at less total".split())


def _company_words(view: FilingView) -> frozenset[str]:
    """The words of the filer's name, lower case (read once per filing)."""
    key = ("company_words",)
    if key not in view.memo:
        view.memo[key] = frozenset(w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or "")))
    words: frozenset[str] = view.memo[key]
    return words


def _label_extra(view: FilingView, concept: str, wanted: set[str]) -> int:
    """How many words beyond the wanted ones the filer's closest own label of the line says ("Financing receivables
    - net": one; "Restricted financing receivables - net": two); 99 when no own label holds them all."""
    want = {_singular(w) for w in wanted}
    # (the filer's own name is no word of the line: "Net income attributable to NTT DOCOMO, INC.")
    own_name = {_singular(w) for w in _company_words(view)}
    best = 99
    for lab in view.own_labels.get(concept, []):  # the filer's own wording, never another filer's
        text = EXCLUDED.sub(" ", _QUOTED.split(lab, 1)[0].lower())  # "…, excluding current portion"
        got = {_singular(w) for w in _WORDS.findall(text) if w not in _JOINERS} - (own_name - want)
        if want <= got:
            best = min(best, len(got - want))
    return best


def _named(view: FilingView, concept: str, wanted: set[str], net: bool = False) -> bool:
    """One of the line's own labels says just the wanted words ("Property and equipment, accumulated
    depreciation"): a closer match than a line whose labels hold them only all together. ``net``: the question says
    "net" too ("financing receivables, net" is "Financing receivables - net")."""

    from auditgraph.memos.intent import MONTHS

    want = {_singular(w) for w in wanted if w not in _JOINERS}
    for lab in view.wordings(concept):  # the filing's own labels, not the taxonomy's
        lab = re.sub(rf"\b(?:{'|'.join(MONTHS)})\b", " ", lab.lower())  # "outstanding at December 31, 2012"
        lab = re.sub(r"\bnet of\b.*", " ", lab)  # "net of accumulated depreciation of $17,606": what it leaves out
        lab = re.sub(r"\bnon-(?=[a-z])", "non", lab)  # "Total non-interest expense" says noninterest expense
        got = {_singular(w) for w in _WORDS.findall(lab.lower()) if w not in _JOINERS and not (net and w == "net")}
        got -= {"total"} - want  # a total of the words is their line
        if got and got == want:
            return True
    return False


# A word that follows a symbol in a company's name ("CBOE Holdings"): the symbol is a name, not this filing's ticker.
_NAME_WORD = r"(?:Holdings?|Inc|Corp|Corporation|Group|Co|Company|Ltd|LLC|LP|plc|Bancorp|Financial|Trust)\b"

_PERIOD_TOKENS = re.compile(r"\b(?:[QH][1-4]|[1-4][QH]|FY|[369]M)(?:\s?'?\d\d)?\b", re.I)


def _wanted_words(text: str) -> tuple[list[str], set[str]]:
    """The text's words (its period tokens left out) and the words, singular, a label must say just so."""
    from auditgraph.memos.intent import MONTHS

    # (a month the period token left behind is no word of the line: "total expenses … ended March 31")
    words = [w for w in _WORDS.findall(spell_out(_PERIOD_TOKENS.sub(" ", text)).lower()) if w not in MONTHS]
    return words, {_singular(w) for w in words if (w not in _STOP or w == "total") and len(w) > 2}


def _said_words(label: str, plain: frozenset[str]) -> set[str]:
    """A label's words, singular, as :func:`_wanted_words` reads a text's; what it notes in parentheses is no word of
    its name ("Loans (includes $371 carried at fair value at March 31, 2010)")."""
    return {
        _singular(w)
        for w in _WORDS.findall(re.sub(r"\([^()]*\)", " ", label).lower())
        if (w not in _STOP or w == "total") and len(w) > 2 and w not in plain
    }


def labelled_lines(
    view: FilingView, text: str, instant: bool | None = None, plain: frozenset[str] = frozenset(), head: bool = False
) -> list[str]:
    """The consolidated lines of the kind asked one of whose own labels says just the text's words (see
    :func:`labelled_exactly`)."""
    words, want = _wanted_words(text)  # ("total expenses, Q1": the period, no word of the line)
    if not want or any(len(w) <= 2 and w not in _STOP for w in words):
        return []  # every word counts ("r&d expense" is not any expense)
    return [
        c
        for c, facts in view.by_concept.items()
        if any(f.dims == () for f in facts)
        and (instant is None or any((f.months == 0) == instant for f in facts))
        and any(
            _said_words(lab, plain) == want
            for whole in view.wordings(c)  # the filing's own labels, not the taxonomy's
            for lab in ([whole, whole.split(",", 1)[0]] if head else [whole])
        )
    ]


def labelled_exactly(
    view: FilingView,
    text: str,
    instant: bool | None = None,
    plain: frozenset[str] = frozenset(),
    net_apart: bool = False,
    head: bool = False,
) -> str | None:
    """The one consolidated line one of whose own labels says just the text's words (GulfMark's "Revenue" for its
    MarineServicesRevenue), of the kind asked, besides any of the ``plain`` words (DaVita's "Net operating
    revenues"); None when no line or several are. ``net_apart``: of two, the one whose label says "net" as the text
    does or does not ("total loans": "Loans", not "Net loans"). ``head``: a label's words before its first comma
    count as well (Goldman's "Net revenues, including net interest income")."""
    lines = labelled_lines(view, text, instant, plain, head)
    if len(lines) > 1 and net_apart:
        # "total loans": the line labelled "Loans", not "Net loans" (nor the other way when "net" is said), by the
        # labels that say just the words
        words, want = _wanted_words(text)
        says_net = "net" in words

        def netted(c: str) -> set[bool]:
            return {"net" in _WORDS.findall(lab.lower()) for lab in view.wordings(c) if _said_words(lab, plain) == want}

        kept = [c for c in lines if netted(c) == {says_net}]
        lines = kept if len(kept) == 1 and all(netted(c) == {not says_net} for c in lines if c not in kept) else lines
    return lines[0] if len(lines) == 1 else None


def _has(word: str, have: frozenset[str] | set[str]) -> bool:
    """The word, or its singular, plural or past form, is one of the label words."""
    return (
        word in have
        or (word.endswith("s") and word[:-1] in have)
        or (len(word) > 3 and word + "s" in have)
        or (word.endswith("ss") and word + "es" in have)  # "loan-loss provision": "… Losses" (not the other way:
        # "losses" asked is no "IncomeLoss" element)
        or (len(word) > 4 and any(word + end in have for end in ("d", "ed")))  # "exercise": "Exercised"
        or (len(word) > 6 and word.endswith("es") and word[:-1] + "d" in have)  # "repurchases": "Repurchased"
        or (len(word) > 4 and word.endswith("ies") and word[:-3] + "y" in have)  # "inventories": "Inventory"
        or (len(word) > 3 and word.endswith("y") and word[:-1] + "ies" in have)
        # "purchasing": "Purchases of available-for-sale securities", "issuing": "Issuance"
        or (len(word) > 6 and word.endswith("ing") and any(word[:-3] + end in have for end in ("e", "es", "ance")))
    )


def _best(
    view: FilingView,
    words: dict[str, frozenset[str]],
    wanted: set[str],
    instant: bool | None,
    duration_only: bool = False,
    also: set[str] = frozenset(),  # type: ignore[assignment]
    total: bool = False,
    among: bool = False,  # the lines are those of a member named: a generic word ("debt") may pick one
    net: bool = False,  # the question says "net" before the words
    short: frozenset[str] = frozenset(),  # the question's words of one or two letters ("U.S." is u and s)
    says_net: bool = False,  # the question says "net" anywhere ("financing receivables, net")
    to_parent: bool = False,  # the question says "attributable to" the company itself
    order: tuple[str, ...] = (),  # the question's words in the order it says them
) -> str | None:
    if not wanted or (wanted <= _GENERIC and not among):
        return None
    scored = []
    money_rival = any(
        all(_has(w, have) for w in wanted) and any(f.fact.unit == view.currency for f in view.by_concept[concept])
        for concept, have in words.items()
    )
    want_one = {_singular(w) for w in wanted}
    # ("… net of tax" said in the question: what a line is net of is its own words there)
    net_of = any(w == "net" and order[i + 1 : i + 2] == ("of",) for i, w in enumerate(order))
    # the filer's own name in a label is no other word of the line ("Net Income Attributable to Ameren Corporation")
    own_name = _company_words(view)
    # "long-term income taxes": a line labelled with those words (Microsoft's AccruedIncomeTaxesNoncurrent) before one
    # only its element calls noncurrent
    said_long = any(all(_has(w, have) for w in wanted) for have in words.values()) and bool(wanted & {"long", "term"})
    for concept, have in words.items():
        if duration_only and all(f.months == 0 for f in view.by_concept[concept]):
            continue
        if net and not net_of and "comprehensive" in have and "comprehensive" not in wanted | also:
            continue  # "net income attributable to noncontrolling interests" is no comprehensive income line
        literal = all(_has(w, have) for w in wanted)  # "revenues": "Revenue"; "option exercise": "Options Exercised"
        if said_long and not literal:
            continue
        if literal or all(
            _has(w, have) or (w in _EXPENSE and have & _COSTS) or PICKED_AS.get(w, frozenset()) & have for w in wanted
        ):  # "fuel expense": the line labelled "Fuel" whose element is FuelCosts, after lines that say "expense"
            # a line of a face statement first (the balance sheet's "Deferred revenue", not a note's total), then
            # the tightest name
            face = any(concept in shown for st, shown in view.presented.items() if st in ("BS", "IS", "CF"))
            kind = instant is not None and any((f.months == 0) != instant for f in view.by_concept[concept][:1])
            # a line reported only by member (a data set's share counts by class) after every consolidated one
            split = not any(f.dims == () for f in view.by_concept[concept])
            held = len(also & have)
            # what the element's name says the line is net of is no part of it ("…NetOfDeferredIncome")
            parted = have - _qualifiers(view, concept)
            # "total operating lease liabilities": the line the filing labels a total, not a part it also names so
            totalled = total and any(lab.lower().startswith("total") for lab in view.concept_labels.get(concept, []))
            # beside a money line, a count of shares answers only a question that says shares or a number
            # ("treasury stock acquired" is its cost)
            # (and an amount per share, "Income from continuing operations" of the EPS table, only one that says per)
            units = {f.fact.unit.lower() for f in view.by_concept[concept]}
            counted = money_rival and (
                (not (wanted | also) & _COUNT_WORDS and units <= {"shares", "share"})
                or (
                    not (wanted | also) & _PER_WORDS
                    and (all("/" in u for u in units) or PER_SHARE_NAME.search(concept) is not None)
                )
            )
            # "cash collateral it had paid": not the line of the collateral received, the other way round
            opposed = bool({_OPPOSITE[w] for w in (wanted | also) if w in _OPPOSITE} - (wanted | also) & have)
            # "DTL on leases": the element of that side, whatever the filer's label says its source is (Netflix
            # labels its deferred tax asset for leases "Operating lease liabilities")
            named_side = {_singular(w) for w in element_words(concept).lower().split()} & _SIDES
            asked_side = {_singular(w) for w in wanted | also} & _SIDES
            other_side = len(asked_side) == 1 and named_side == _SIDES - asked_side
            scored.append(
                (
                    kind,
                    opposed,
                    other_side,
                    # "costs in excess of billings": the line whose label says the words in that order
                    _disordered(view, concept, order, want_one),
                    total and not totalled,
                    counted,
                    # "loans and leases, net": the net line ("net income …" is no "Comprehensive income, net of tax")
                    (net or says_net)
                    and ("net" not in have or (net and not net_of and "net" not in _unnetted_words(view, concept))),
                    not _named(view, concept, wanted, says_net),
                    not face,
                    # "state and local income tax expense": the total, not its deferred part, when no part is asked
                    (bool((parted & _PART_WORDS) - wanted) and all(f.months for f in view.by_concept[concept]))
                    # "product sales": the revenue line, not the cost of it
                    or bool(
                        {"cost", "costs"} & have
                        and not {"cost", "costs"} & wanted
                        and {"sales", "revenue", "revenues"} & wanted
                    )
                    # a "carrying value" is the amount, not the par value per share
                    or ("per" in have and "value" in wanted and not wanted & {"par", "per"}),
                    bool((parted & _PART_WORDS) - wanted),  # the whole balance before its current part
                    # "net income attributable to Ameren Corporation": the parent's line, not the one including the
                    # noncontrolling interests
                    to_parent and not any(_TO_PARENT_LABEL.search(lab) for lab in view.wordings(concept)),
                    min(_label_extra(view, concept, wanted), 3),  # a label that says little more, before the rest
                    -held,
                    len(have - wanted - also - short - own_name),
                    len({_singular(w) for w in element_words(concept).lower().split()} - want_one),  # then the name's
                    not literal,
                    split,
                    concept,
                )
            )
    if not scored:
        return None
    scored.sort()
    if len(scored) > 1 and scored[0][:-1] == scored[1][:-1]:
        # two lines the words name equally well ("land revenue": U.S. Land and International Land): no guess, unless
        # they are one amount reported twice (Kinder Morgan's "Depreciation, depletion and amortization" under two
        # elements, the income statement's and the cash flow's, with the same values in every period)
        tied = [k[-1] for k in scored if k[:-1] == scored[0][:-1]]
        return scored[0][-1] if _one_amount(view, tied) else None
    if not among and len(scored) > 1 and scored[0][0] is False:
        # two kinds of what was asked, shown alike ("equity securities": Hartford's "Equity securities, trading, at
        # fair value" and "Equity securities, available-for-sale, at fair value"), the question naming neither
        # kind: no guess
        kinds = {k[-1]: _kind_of(view, k[-1], want_one) for k in scored if k[:8] == scored[0][:8]}
        kinds = {c: kind for c, kind in kinds.items() if kind}
        if scored[0][-1] in kinds and len(set(kinds.values())) > 1:
            return None
    return scored[0][-1]


# Words said either way round ("gain or loss", "(Loss) gain"): no order of a label's words.
_EITHER_WAY = frozenset("gain loss income expense increase decrease profit".split())


def _disordered(view: FilingView, concept: str, order: tuple[str, ...], want: set[str]) -> bool:
    """A label of the line says all the question's words (three or more, one amount "in excess of" another) in
    another order, none in the question's: "Billings in excess of cost" for "costs in excess of billings". A label says its words in the question's order
    also turned round at its first "of" ("Cost of purchased power" for "purchased power costs"); a label that turns
    at a comma ("Common stock in treasury, number of shares") says no order."""
    said = list(dict.fromkeys(_singular(w) for w in order if _singular(w) in want and _singular(w) not in _EITHER_WAY))
    if len(said) < 3 or "exces" not in said[1:-1]:
        return False  # (only one amount "in excess of" another is said both ways round: a modifier moves freely)
    verdicts = set()
    for label in view.concept_labels.get(concept, []):
        for part in label.split(","):
            words = [_singular(w) for w in _WORDS.findall(part.lower())]
            turns = [words] + ([words[words.index("of") + 1 :] + words[: words.index("of")]] if "of" in words else [])
            seqs = [list(dict.fromkeys(w for w in t if w in said)) for t in turns]
            if set(seqs[0]) == set(said):
                verdicts.add(said in seqs)
    return verdicts == {False}


def _one_amount(view: FilingView, concepts: list[str]) -> bool:
    """The lines report the same consolidated values for the same periods, and nothing else."""
    reported = [
        {(f.fact.end, f.fact.days, f.fact.unit): f.fact.value for f in view.by_concept[c] if f.dims == ()}
        for c in concepts
    ]
    return bool(reported[0]) and all(r == reported[0] for r in reported[1:])


# The words after a label's head that name no kind of it: a total, its net or gross amount, how it is measured.
_NO_KIND = frozenset("net gross total cost fair value amortized carrying current noncurrent".split())


def _kind_of(view: FilingView, concept: str, want: set[str]) -> frozenset[str]:
    """What kind of the asked line a label names after a head that says just the asked words ("Equity securities,
    trading, at fair value": trading); empty when no label opens so or it names no kind."""
    for lab in view.wordings(concept):
        head, _, rest = _QUOTED.split(lab, 1)[0].partition(",")
        if rest and {_singular(w) for w in _WORDS.findall(head.lower()) if w not in _STOP} == want:
            kind = frozenset(w for w in _WORDS.findall(rest.lower()) if w not in _STOP and w not in _NO_KIND)
            if kind:
                return kind
    return frozenset()


# A roll-forward's words said the other way ("UTB additions for prior-year tax positions": "Increases …").
# A word a line's label may say for the other direction of what was asked: paid and received, payable and receivable.
_SIDES = frozenset({"asset", "liability"})
# Words that ask for no line of their own but tell a line from its neighbours (passed over nowhere).
_KEPT_ASKING = frozenset("current noncurrent rate rates ratio percent percentage".split())
# "attributable to [the company's name, blanked]", "to the parent", "to common shareholders"
_TO_PARENT = re.compile(
    r"\battributable\s+to\s+(?:the\s+)?(?:parent\b|common\b|\s{3,}|(?:corporation|company|inc|corp)\b|$)", re.I
)
_TO_PARENT_LABEL = re.compile(r"\battributable\s+to\s+(?!(?:the\s+)?non-?controlling)", re.I)
_OPPOSITE = {
    "paid": "received",
    "received": "paid",
    "payable": "receivable",
    "receivable": "payable",
    "payables": "receivables",
    "receivables": "payables",
    "inflows": "outflows",
    "outflows": "inflows",
}

# A question's "expense" is a line's cost (BNSF's FuelCosts, labelled "Fuel"); not the reverse: a cost asked is no
# line that merely sits in "accrued expenses".
_EXPENSE = frozenset("expense expenses".split())
_COSTS = frozenset("cost costs".split())

# Words that name one part of a line the filing also reports whole (the current and deferred tax expense).
_PART_WORDS = frozenset("current deferred noncurrent".split())

_CHANGE_ASKED = frozenset("increase increases decrease decreases change changes".split())

SHARE_COUNT = re.compile(
    r"\b(how many (?:[\w'’.&-]+ ){0,4}(?:shares|rsus|psus|options)|number of (?:\w+ ){0,3}(?:shares|rsus|psus|options)|"
    r"share count|shares(?:\s+[\w'’.&-]+){0,3}\s+(?:held\s+)?in\s+(?:the\s+)?treasury|"
    r"(?:shares|units) (?:were |are )?(?:issued|outstanding|authori[sz]ed|held in treasury)|treasury shares|^\s*shares of)\b",
    re.I,
)

# A class or series of stock ("Class A", "Class X ordinary shares", "Series B preferred").
_CLASS = re.compile(r"\b(?:class|series)\s+[a-z0-9]\b", re.I)

# Where the question says the line is shown, not what it is called.
# "one year earlier", "a year before": the period asked, said again beside its date
YEAR_BACK = r"\b(?:one|a|1)[- ]years?[- ](?:earlier|before|prior|ago|back)\b"
_CONTEXT = re.compile(
    r"\b(?:on|in|per|from|according to)?\s*(?:the|its|their)?\s*(?:(?:Q[1-4]|[1-4]Q|FY\s?'?\d\d|(?:19|20)\d\d)\s+){0,3}"
    r"(?:condensed\s+)?(?:consolidated\s+)?"
    r"(?:balance sheets?|income statements?|p\s*&\s*l\b|"
    r"statements? of (?:income|operations|cash flows?|financial (?:position|condition))|cash flow statements?)\b"
    # "(per the Q3 FY23 10-Q)": the document the figure is read from
    r"|\b(?:per|in|from|according to)\s+(?:the|its)\s+(?:[A-Za-z0-9-]+\s+){0,3}?(?:10-?[KQ]|annual report|quarterly report)\b"
    # "(current / prior - 1; negative = decline)": how a growth is computed, not words of a line
    r"|\(\s*(?:current|this year)\s*/\s*(?:prior|last year)[^)]*\)"
    # "(receivables securitization disclosure)": the note a figure is read from
    r"|\([^()]*\b(?:disclosures?|note|notes|footnote)\s*\)"
    # "as a decimal (negative = decline)", "(negative would mean a decline)": how a growth is given, not a line
    r"|\bas an? (?:decimal|fraction|percent(?:age)?|ratio)\b|\([^()]*\b(?:negative|positive)\b[^()]*\)"
    r"|\([^()]*\bline\s*\)"  # "(CFO working capital line)": where the line is shown
    r"|"
    + IN_NOTE
    + r"|\bcarrying\s+(?:value|amount)s?\s+(?:of|for)\b"  # "carrying value of its investment in …": the line itself
    r"|\b(?:per|in|from)\s+(?:the\s+|its\s+)?valuation\s+and\s+qualifying\s+accounts(?:\s+schedule)?\b"  # Schedule II
    r"|\bparenthetical\b|\((?:[^()]*\bnon-?cash\b[^()]*)\)"  # "(non-cash investing and financing activity)"
    r"|"
    + YEAR_BACK  # "one year earlier": the period, said again
    + r"|\b(?:year[- ]over[- ]year|yoy|y/y)\b|\b(?:percentage|percent|pct\.?)\s+(?=change|growth|increase|decrease|decline)",
    re.I,
)

# Verbs and fillers a question wraps a line item in ("how much did it spend on marketing", "the carrying amount
# of its senior notes", "commercial paper outstanding"): not words of the line's label.
_FILLER = frozenset(
    """spend spent spending record recorded records recognize recognized recognised book booked have had has
carrying carried carry carries outstanding hold holds holding held keep keeps keeping kept incur incurred bring brought generate generated pour poured post posted show showed shown
disclose disclosed amount amounts level levels figure figures pay paid get got make made balance balances line
table schedule footnote number column columns charged growth grew grow grows growing fraction versus compared comparison
large big saw see seen expressed cumulative itself alone add back addback owe owes owed owing sitting worth books took
over throughout take taken plow plowed earn answer decimal decimals express rounded between put into within
combined collect collects collected positive applied applies apply used dated signed unsigned
stated contribute contributed contributes result results behind among already""".split()
)

_CASH_SPENT = re.compile(r"\bcash\b.*\b(?:spend|spent|spending|buying|bought|paying)\b", re.I)
_RECEIVED = frozenset("received receive receives".split())  # (a line's word elsewhere: "securities received as …")
_SOFT = _FILLER | frozenset("change changes increase decrease related relating attributable count".split())

# Words a question may open with (capitalised as the sentence's first word only).
_OPENERS = frozenset(
    """what whats how hows which who when where why was were is are did does do give tell show find list compute
calculate provide state name return please can could would according based during for in at as by from on of the
a an and total net gross operating pull get need fetch grab look lookup i id im we my our quick growth change changes
increase decrease decline difference share ratio percentage percent fraction portion proportion yoy margin average
year quarter annual quarterly three six nine twelve second third fourth add sum combine combined answer express
subtract divide take treat round use""".split()
)
# Where a sentence of the question opens: its first word, and the word after a stop, a question mark or a colon ("…?
# Answer as a decimal"), an instruction's capital, not a name.
_SENTENCE_START = re.compile(r"^\s*|[.?!:;]\s+|\s--\s+")

_NAMEISH = re.compile(r"\b[A-Za-z]*[A-Z][A-Za-z]*\b")
# Words a question may capitalise that name no company, product or place (Title Case questions, forms, units).
_KNOWN = frozenset(
    """fy fye ye eoy q1 q2 q3 q4 h1 h2 gaap us usd eps yoy ttm cik inc corp corporation company ltd limited plc lp llp group holdings
what how which who when where why was were is are be been did does do in for at on of the a an according based using
during from to by with as its it their this that these those please give tell me show find report reported reports
form filing filings annual quarterly statement statements sheet balance income cash flow flows fiscal year years
quarter quarters ended ending end total net million millions billion billions thousand thousands dollars dollar
percent percentage ratio sec edgar xbrl consolidated and or vs versus than compared between per share shares
basic diluted k q i much many amount value figure number ytd fytd qtd mtd ltm ttm lfy yr yrs cf cfo level""".split()
)


def abbreviates(token: str, name_words: list[str]) -> bool:
    """A short form of the filing's company name: its letters in order from the start of one name word
    ("Labs": laboratories), or an upper-case symbol spelled from the name's words in order from the first
    ("SLB": Schlumberger, "PCC": Precision Castparts Corp, "KSS": Kohls)."""
    t = token.lower()
    if len(t) < 2:
        return False

    def subsequence(word: str) -> bool:
        it = iter(word)
        return all(ch in it for ch in t)

    if len(t) >= 3 and any(w[:1] == t[:1] and subsequence(w) for w in name_words if len(w) > len(t)):
        return True
    letters = "".join(name_words)
    if t.endswith("s") and token[:-1].isupper() and len(t) >= 3:
        t, token = t[:-1], token[:-1]  # "ATGs total opex": the symbol's plural or possessive
    return token.isupper() and 2 <= len(t) <= 5 and letters[:1] == t[:1] and subsequence(letters)


def near(word: str, vocab: set[str] | frozenset[str]) -> str | None:
    """The vocabulary word a typed word stands for: itself, or one edit away (a letter dropped, added, changed
    or two swapped) when both are long enough that one edit cannot turn one real word into another (5+ letters)."""
    if word in vocab:
        return word
    if len(word) < 4:
        return None
    for v in sorted(vocab):
        if abs(len(v) - len(word)) <= 1 and len(v) >= 5 and _one_edit(word, v):
            return v
    return None


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1 :]


EXAMPLES = re.compile(
    r"\((?:e\.g\.,?|such as|including|like)?[^()]*?(?:\band others|\betc\.?|\band so on)\s*\)|\((?:e\.g\.,?|such as)[^()]*\)",
    re.I,
)


def unexplained(view: FilingView, question: str, blocked: list[tuple[int, int]]) -> str | None:
    """A name-like word (capitalised, not the first word) that neither the measure, the company, the periods nor
    any label of the filing explains — e.g. a product the filing does not have: the question cannot be answered
    here, and answering the consolidated figure instead would be wrong."""
    from auditgraph.memos.intent import MONTHS

    vocab = {
        w.lower()
        for labels in list(view.member_labels.values()) + list(view.concept_labels.values())
        for lab in labels
        for w in re.findall(r"[A-Za-z]+", lab)
    }
    name = [w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))]
    vocab |= set(name) | {a + b for a, b in zip(name, name[1:])}  # "Walmart" for WAL MART STORES
    vocab |= {w.lower() for names in ALIASES.values() for n in names for w in re.findall(r"[A-Za-z]+", n)}
    for member in view.member_labels:
        vocab |= {w.lower() for w in re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+", member.split(":")[-1])}
        # the names a member is called by ("Series A" for CommonClassA)
        vocab |= {w.lower() for v in variants(member, view.member_labels[member]) for w in re.findall(r"[A-Za-z]+", v)}
    # the words of the filing's own element names (a data set's company tags have no label: "LIFOCharge")
    vocab |= {w.lower() for c in view.by_concept for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+", c.split(":")[-1])}
    first = re.match(r"\s*[A-Za-z]+", question)
    opening = {m.end() for m in _SENTENCE_START.finditer(question)}
    spelled = [x.span() for short, _ in _SPELLED for x in short.finditer(question)]
    # "(Alibaba, Yahoo Japan and others)": names given as examples of what the line holds, not lines or members
    examples = [x.span() for x in EXAMPLES.finditer(question)]
    for m in _NAMEISH.finditer(question):
        if any(a <= m.start() < b for a, b in blocked + examples):
            continue
        w = m.group(0).lower()
        if (
            (first and m.start() < first.end() or m.start() in opening)
            and (
                w in _OPENERS
                or w in vocab
                or w in ASKS_NO_LINE  # "First-half 2009 interest expense …"
                # "Within …", "Highest …": a sentence's capital on a word the taxonomy's labels use, not a name (the
                # words the answer leaves unexplained are refused after); "Tesla automotive revenue" names a company
                or (
                    m.group(0)[:1].isupper()
                    and m.group(0)[1:].islower()
                    and view.lexicon is not None
                    and view.lexicon.says(w)
                )
            )
        ):
            continue  # the capital of a sentence's first word ("What", "Revenue for …", "… ? Answer as"), not a name
        if (
            first
            and m.start() < first.end()
            and re.fullmatch(r"[A-Z]{2,5}", m.group(0))
            and not re.match(r"\s+" + _NAME_WORD, question[m.end() :])  # ("CBOE Holdings …": a name)
        ):
            continue  # "JWN capex YTD": a symbol opening the question about this filing is its ticker
        if w == str(view.filing.get("ticker") or "").lower():
            continue  # the filing's own symbol ("Capex at BSX")
        if len(w) <= 1 or w in _KNOWN or w in MONTHS or (w.endswith("s") and w[:-1] in vocab) or near(w, vocab):
            continue
        if any(a <= m.start() < b for a, b in spelled):
            continue  # "FX", "UTBs", "DD&A": an abbreviation the labels spell out
        if re.fullmatch(r"[A-Z]{2,5}", m.group(0)) and re.match(
            r"(?:&[A-Z]{1,3})?\s*(?:\([^()]*[a-z]{3}[^()]*\)|(?:--|—|:)\s*(?:the\s+)?['‘\"“][a-z])", question[m.end() :]
        ):
            continue  # "LOE (production expenses)", "SD&A (selling, delivery and …)", "LOE -- the 'production' line"
        if abbreviates(m.group(0), name):
            continue  # "Labs" for LABORATORIES, "SLB" for SCHLUMBERGER, "PCC" for PRECISION CASTPARTS CORP
        if names_a_measure(m.group(0)):
            continue  # "(CFF line)": a statement's section the catalogue names, said where the line is shown
        return m.group(0)
    return None


# The words a filer's own element may add to a standard element's name and still name the same line
# (EarningsLossPerCommonShareDiluted for EarningsPerShareDiluted).
_OWN_ELEMENT_EXTRA = frozenset("loss losses common total".split())


def own_element(view: FilingView, concepts: tuple[str, ...]) -> str | None:
    """The one consolidated line of the filer's own elements whose name says a standard element's words in order,
    besides a loss or "common" (MDU's EarningsLossPerCommonShareDiluted where the catalogue looks for
    EarningsPerShareDiluted); None when no line or several are so named."""
    found = set()
    for concept, facts in view.by_concept.items():
        if concept.startswith("us-gaap:") or not any(f.dims == () for f in facts):
            continue
        have = [w.lower() for w in CAMEL.findall(concept.split(":")[-1])]
        for standard in concepts:
            need = [w.lower() for w in CAMEL.findall(standard.split(":")[-1])]
            rest = iter(have)
            if all(w in rest for w in need) and set(have) - set(need) <= _OWN_ELEMENT_EXTRA:
                found.add(concept)
    return found.pop() if len(found) == 1 else None
