"""A question's segment, product and geography words against the members the filing's own dimensional facts
use (their labels and names), so "iPhone net sales" or "Americas operating income" reads the member's fact."""

from __future__ import annotations

import re

from auditgraph.memos.answer_facts import FilingView

_STRIP = re.compile(r"\s*\[(member|domain|axis)\]\s*$|\b(member|segment|segments|reportable segment)\b", re.I)
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
GENERIC = frozenset(
    "total consolidated other all entity member segment domain reportable operating corporate "
    "the and of for net".split()
)


# Abbreviations analysts use for regions the filings spell out.
ALIASES = {
    "united states and canada": ("UCAN", "US and Canada", "U.S. and Canada"),
    "latin america": ("LATAM",),
    "asia pacific": ("APAC",),
    "asia-pacific": ("APAC",),
    "europe, middle east, and africa": ("EMEA",),
    "europe, middle east and africa": ("EMEA",),
    "united states": ("U.S.",),
    "rest of asia pacific": ("RoAP",),
    # the consolidation items of a segment note: the segments' own total, and what no segment is charged with
    "operating segments": ("reportable segments", "segments in total", "total segments"),
    "corporate non": ("unallocated corporate", "corporate unallocated"),  # CorporateNonSegmentMember
    # the 2009 taxonomy's equity component many filers tagged their additional paid-in capital column with
    "other additional capital": ("additional paid-in capital", "additional paid in capital", "APIC"),
    # the data sets' column of it, and the words many filers label it with
    "additional paid in capital": (
        "APIC",
        "capital in excess of par value",
        "capital in excess of par",
        "paid in capital",
        "capital surplus",
    ),
    # the data sets' other equity columns (no labels there) by the words statements head them with
    "accumulated other comprehensive income": (
        "accumulated other comprehensive loss",
        "accumulated other comprehensive income (loss)",
        "accumulated other comprehensive (loss) income",
        "AOCI",
        "AOCL",
    ),
    "retained earnings": (
        "distributions in excess of net earnings",
        "distributions in excess of net income",
        "accumulated deficit",
        "reinvested earnings",
        "earnings reinvested",
    ),
    "common stock including additional paid in capital": ("common stock and APIC",),
    "common stock": ("share capital", "capital stock"),  # the foreign filers' name of the column
    # the data sets' scenarios of a restated comparative
    "scenario restated": ("as restated", "restated"),
    "scenario previously reported": ("as previously reported", "previously reported"),
    # the equity statement's accumulated other comprehensive income columns (the 2009-2011 taxonomies' equity
    # components, which the data sets carry without labels) by the words their statements head them with
    "accumulated net unrealized investment gain loss": (
        "net unrealized investment gains",
        "net unrealized investment gain",
        "unrealized investment gains",
        "unrealized investment gain",
        "unrealized gains on investments",
    ),
    "accumulated net gain loss from designated or qualifying cash flow hedges": (
        "cash flow hedges",
        "cash flow hedge",
        "cash flow hedging",
    ),
    "accumulated defined benefit plans adjustment": (
        "pension and other postretirement liabilities",
        "pension and other postretirement",
        "pension and postretirement",
        "defined benefit plans",
        "defined benefit plan",
    ),
    "accumulated translation adjustment": (
        "foreign currency translation adjustment",
        "foreign currency translation",
        "cumulative translation adjustment",
        "currency translation",
    ),
    "unearned employee stock option plan shares": ("unearned ESOP shares", "unearned ESOP"),
    "unearned employee stock ownership plan shares": ("unearned ESOP shares", "unearned ESOP"),
    # a data set's expense lines as members of a breakdown (stock-based compensation by line)
    "selling general and administrative": ("SG&A",),
    "other research and development expense": ("research and development", "R&D"),
    # hedge designation and instrument members as analysts write them
    "nondesignated": (
        "not designated as hedges",
        "not designated as hedging instruments",
        "not designated as hedging instrument",
        "non-designated",
        "undesignated",
    ),
    "designated as hedging instrument": ("designated as hedges", "designated as hedging instruments"),
    "foreign exchange contract": ("FX contracts", "FX derivatives", "foreign exchange derivatives"),
    "accumulated gain loss net cash flow hedge parent": ("cash flow hedges", "cash flow hedge"),
    # the taxonomy's plan members by the words analysts use
    "other postretirement benefit plans defined benefit": (
        "OPEB",
        "other postretirement benefits",
        "other postretirement",
    ),
}


def _alias_key(name: str) -> str:
    return " ".join(re.findall(r"[a-z&]+", name.lower()))


_ALIASES = {_alias_key(k): v for k, v in ALIASES.items()}


def _bare(label: str) -> str:
    """A member's label without "[Member]" and the words member/segment, its spaces closed up."""
    return " ".join(_STRIP.sub(" ", label).split())


# The axis of an equity statement's columns (a data set's EquityComponents, StatementEquityComponentsAxis).
EQUITY_COLUMN = re.compile(r"EquityComponent", re.I)
_LEGAL_FORM = re.compile(
    r"(.+?),?\s+(?:Company|Co\.?|Inc\.?|Incorporated|Corp\.?|Corporation|LLC|L\.?L\.?C\.?|LP|L\.P\.|Ltd\.?|Limited|plc)",
    re.I,
)


def variants(qname: str, labels: list[str]) -> list[str]:
    local = qname.split(":", 1)[-1]
    local = re.sub(r"(Segment)?Member$", "", local)
    out = {_bare(lab) for lab in labels}
    out.add(" ".join(_CAMEL.findall(local)))
    bare = re.sub(r"^(Segment|Member)(?=[A-Z])", "", local)  # the data sets' "SegmentFinanceGroup"
    out.add(" ".join(_CAMEL.findall(bare)))
    out |= {a for v in list(out) for a in _ALIASES.get(_alias_key(v), ())}
    # a class of stock is named by its class alone ("Class A shares" for CommonClassA, "Class B" for
    # CommonClassBMember)
    out |= {
        m.group(1) or m.group(2)
        for v in list(out)
        if (
            m := re.fullmatch(
                r"(?:Common|Capital|Preferred)\s+((?:Class|Series)\s+\w+)|((?:Class|Series)\s+\w+)\s+"
                r"(?:Common|Capital|Preferred)(?:\s+Stock)?",
                v,
            )
        )
    }
    # Liberty Global's and Discovery's "Series A" common stock is the data set's CommonClassA, and the reverse
    out |= {
        re.sub(r"^(Class|Series)\b", lambda m: "Series" if m.group(1) == "Class" else "Class", v)
        for v in out
        if re.fullmatch(r"(?:Class|Series)\s+\w", v) and not re.search("Prefer", local)
    }
    # "convertible perpetual preference" shares: the class without the word the line's own name ends the phrase with
    out |= {m.group(1) for v in list(out) if (m := re.fullmatch(r"(\w+(?:\s+\w+)+?)\s+(?:Shares?|Stock)", v))}
    out |= {v.split(":", 1)[1].strip() for v in list(out) if ":" in v}  # "Equipment: Locomotives" is "locomotives"
    # "Measurement Input, Price Volatility": the input is named by its kind alone ("volatility assumption")
    out |= {
        x
        for v in list(out)
        if (m := re.fullmatch(r"Measurement Input,\s+(?:Price\s+)?(.+)", v, re.I))
        for x in (m.group(1), v.split(",", 1)[1].strip())
    }
    # RestrictedStockUnitsRSUMember: its acronym, singular or plural ("RSUs granted")
    out |= {x for a in re.findall(r"(?<=[a-z])([A-Z]{2,5})$", local) for x in (a, a + "s")}
    # an income statement line as a member ("Research and development expenses", ResearchAndDevelopmentExpenseMember)
    # is named by the line's head: "stock-based compensation recorded within research and development"
    out |= {
        m.group(1)
        for v in list(out)
        if (m := re.fullmatch(r"(\w+(?:\s+\w+)+?)\s+(?:Expenses?|Costs?)", v, re.I)) and "ExpenseMember" in qname
    }
    # a kind of security named without the word ("foreign government debt" for ForeignGovernmentDebtSecurities, "U.S.
    # Treasury" for USTreasurySecurities), in two words or more
    out |= {
        m.group(1)
        for v in list(out)
        if (m := re.fullmatch(r"(\w+(?:[\s.]+\w+)+?)\s+(?:Securities|Security)", v, re.I)) and len(m.group(1)) > 6
    }
    out |= {re.sub(r"\s+Debt\s+(?=Securities$)", " ", v) for v in list(out) if re.search(r"\w\s+Debt\s+Securities$", v)}
    out |= {v[:-1] + "ies" for v in list(out) if re.search(r"\bTreasury$", v, re.I)}  # "U.S. Treasuries"
    out |= {re.sub(r"\bAnd\b", "&", v) for v in out if re.search(r"\bAnd\b", v)}  # "Truck & Other"
    out |= {re.sub(r"\bNon(?=[a-z])", "Non ", v) for v in out if re.search(r"\bNon[a-z]", v)}  # "non-voting"
    # a data set's CamelCase "Us" is the question's "U.S." ("UsPrintAndRelatedServices")
    out |= {re.sub(r"^Us\b", sub, v) for v in list(out) if re.match(r"Us\b", v) for sub in ("U.S.", "US")}
    # "InternationalOperations": the "International segment", named with the word segment
    out |= {
        f"{m.group(1)} segment"
        for v in list(out)
        if (m := re.fullmatch(r"(\w+(?:\s+\w+)*?)\s+(?:Operations|Businesses|Business|Group|Division)", v))
    }
    # a company named without its legal form ("Chestnut Ridge Energy" for ChestnutRidgeEnergyCompany), in two words
    # or more
    out |= {m.group(1) for v in list(out) if (m := _LEGAL_FORM.fullmatch(v)) and len(m.group(1).split()) >= 2}
    # a segment called by a generic word ("the 'Other' segment") is named only with the word segment
    out |= {f"{v} segment" for v in out if v.lower() in GENERIC and v.lower() not in ("member", "segment", "domain")}
    return sorted({v for v in out if len(v) >= 3 and v.lower() not in GENERIC}, key=len, reverse=True)


_COLUMN_AFTER = re.compile(r"\s*(?:\(\w+\)\s*)?columns?\b", re.I)


# The qualifier a member's name opens with that analysts leave off ("stock options", "the repurchase program")
_DROPPED_FIRST = frozenset({"Employee", "Share"})


def _name_words(member: str) -> list[str]:
    """The words of a member's element name, without "Member" ("ChestnutRidgeEnergyCompanyMember": Chestnut, …)."""
    return _CAMEL.findall(re.sub(r"(Segment)?Member$", "", member.split(":", 1)[-1]))


def _tails(view: FilingView) -> dict[str, str]:
    """Member -> a pattern of its element name without its opening qualifier (three words or more), where no other
    member of the filing's has that ending."""
    if "member_tails" not in view.memo:
        ends: dict[str, list[str]] = {}
        for member in view.member_labels:
            words = _name_words(member)
            if len(words) >= 3 and words[0] in _DROPPED_FIRST and not any(w.isdigit() for w in words):
                ends.setdefault(" ".join(words[1:]).lower(), []).append(member)
        view.memo["member_tails"] = {
            ms[0]: r"[\s-]+".join(map(re.escape, tail.split())) for tail, ms in ends.items() if len(ms) == 1
        }
    tails: dict[str, str] = view.memo["member_tails"]
    return tails


def _heads(view: FilingView) -> dict[str, str]:
    """Member -> a pattern of its name's opening words (two or more, the name three or more), where no other member's
    name opens so and no line of the filing's says any of those words: a partner, a plan or a company called short
    ("the Chestnut Ridge partner account" for ChestnutRidgeEnergyCompany)."""
    if "member_heads" not in view.memo:
        line_words = {
            w.lower() for labels in view.concept_labels.values() for lab in labels for w in _CAMEL.findall(lab)
        }
        names = {member: _name_words(member) for member in view.member_labels}
        openings: dict[str, set[str]] = {}
        for member, words in names.items():
            for k in range(2, len(words)):
                openings.setdefault(" ".join(words[:k]).lower(), set()).add(member)
        heads: dict[str, str] = {}
        for member, words in names.items():
            for k in range(2, len(words)):
                head = words[:k]
                if openings[" ".join(head).lower()] == {member} and not any(
                    w.lower() in line_words or w.lower() in GENERIC or w.isdigit() for w in head
                ):
                    heads[member] = r"[\s-]+".join(map(re.escape, head))
                    break
        view.memo["member_heads"] = heads
    found: dict[str, str] = view.memo["member_heads"]
    return found


def _joined_before(question: str, start: int, member: str, labels: list[str]) -> int:
    """Where a member's mention begins with a word the question joins to its name by "and" that the member's other
    names say ("state and municipal securities" for US States and Political Subdivisions, labelled "Municipal
    securities"): that word's start, else ``start``."""
    before = re.search(r"\b([A-Za-z]+)\s+(?:and|&)\s+$", question[:start])
    if before is None:
        return start
    said = {w.lower().rstrip("s") for w in re.findall(r"[A-Z][a-z]+", member.split(":")[-1])}
    said |= {w.lower().rstrip("s") for lab in labels for w in re.findall(r"[A-Za-z]+", lab)}
    word = before.group(1).lower()
    return before.start() if len(word) > 3 and word.rstrip("s") in said else start


def member_mentions(
    question: str,
    view: FilingView,
    concepts: list[str],
    blocked: list[tuple[int, int]],
    axes: re.Pattern[str] | None = None,
    ties: bool = False,
    plural: bool = False,
) -> list[tuple[str, str, tuple[int, int]]]:
    """(member QName, matched words, span) for members of the concepts' facts named in the question, longest
    first, outside the spans already taken by the measure and the company; ``plural``: a member's name may end in
    a plural ("the noncontrolling interests column"), where the words name a column, never a line's own words."""
    members: set[str] = set()
    for c in concepts:
        for f in view.by_concept.get(c, []):
            members.update(m for a, m in f.dims if axes is None or axes.search(a))
    company = {w.lower() for w in re.findall(r"[A-Za-z]+", str(view.filing.get("company") or ""))}

    def soft(a: int, b: int, m: re.Match[str]) -> bool:
        # "Williams Partners segment revenues" at Williams: the company's word begins a member's longer name
        return (
            m.start() <= a
            and b <= m.end()
            and (b - a) < (m.end() - m.start())
            and bool({w.lower() for w in re.findall(r"[A-Za-z]+", question[a:b])} <= company)
        )

    found: list[tuple[int, int, str, str, tuple[int, int]]] = []
    for member in sorted(members):
        # the standard label and the filing's own come first, other filers' wordings last: between two members
        # the same words name, the one whose own label says them ("Mutual funds": MutualFund, not MoneyMarketFunds,
        # which another filer labels so)
        labels = view.member_labels.get(member, [])
        names = variants(member, labels)
        if plural:  # a column named as its shares ("common shares column" for the CommonStock column)
            names = [
                *names,
                *(re.sub(r"Stock$", "Shares", v) for v in names if re.fullmatch(r"(?:Common|Treasury) Stock", v)),
            ]
        for v in names:
            words = re.findall(r"[A-Za-z0-9&.]+", v)
            # the member's name, with the word a question calls it by ("Retail food segment", "Finance group")
            pattern = (
                r"(?<![A-Za-z0-9])"
                + r"%?[\s,'\"‘’“”-]+(?:(?:&|and)\s+)?".join(map(re.escape, words))  # "5.750% Senior Notes"
                + (r"s?" if plural and words[-1][-1:].isalpha() and words[-1][-1:].lower() != "s" else "")
                + r"(?:'s|’s)?(?:\s+(?:segments?|group|sector|division|business|unit)(?:'s|’s)?)?(?![A-Za-z0-9])"
            )
            said_at = list(re.finditer(pattern, question, re.I))
            # ("the repurchase of preferred stock reduced the preferred stock column": the words said as the column)
            m = next(
                (h for h in said_at if plural and _COLUMN_AFTER.match(question, h.end())),
                said_at[0] if said_at else None,
            )
            if m is None and v.endswith(" segment"):
                # "Supervalu Corporate operating loss": a generic segment name written as a name, mid-sentence
                m = re.search(
                    rf"(?<=[A-Za-z,] )(?<![A-Za-z0-9]){re.escape(v[: -len(' segment')].title())}(?![A-Za-z0-9])",
                    question,
                )
            if m and not any(m.start() < b and a < m.end() and not soft(a, b, m) for a, b in blocked):
                rank = next((i for i, lab in enumerate(labels) if _bare(lab).lower() == v.lower()), len(labels))
                start = _joined_before(question, m.start(), member, labels)
                found.append((-(m.end() - start), rank, member, question[start : m.end()], (start, m.end())))
                break
        else:
            # "stock options" for EmployeeStockOptionMember, "its repurchase program" for ShareRepurchaseProgram: the
            # name without its opening qualifier, where no other member of the filing ends so
            tail = _tails(view).get(member)
            m = re.search(rf"(?<![A-Za-z0-9-]){tail}s?(?![A-Za-z0-9])", question, re.I) if tail else None
            # (a word of it may be a word of the line too: "stock" of "common stock reserved … stock options")
            if m and not any(a <= m.start() and m.end() <= b for a, b in blocked):
                found.append((-(m.end() - m.start()), len(labels), member, m.group(0), (m.start(), m.end())))
            elif (head := _heads(view).get(member)) is not None:
                # "the Chestnut Ridge partner account": the name's opening words, which no other member's name has
                m = re.search(rf"(?<![A-Za-z0-9-]){head}(?![A-Za-z0-9])", question)
                if m and not any(m.start() < b and a < m.end() for a, b in blocked):
                    found.append((-(m.end() - m.start()), len(labels) + 1, member, m.group(0), (m.start(), m.end())))
    for m in RATE.finditer(question):
        # "the 5.375% senior notes": the one member whose name spells that coupon (FivePointThreeSevenFivePercent…)
        spelled = "".join(rate_words(m.group(1))) + "percent"
        hits = [x for x in sorted(members) if spelled in x.split(":")[-1].lower()]
        if len(hits) == 1 and not any(h[2] == hits[0] for h in found):
            found.append((-(m.end() - m.start()), 0, hits[0], m.group(0), (m.start(), m.end())))
    found.sort()
    taken: list[tuple[int, int]] = []
    out = []
    for _, _, member, text, span in found:
        if any(span[0] < b and a < span[1] and span != (a, b) for a, b in taken) or (span in taken and not ties):
            continue  # two members the same words name ("Series A": common and preferred) both stay when asked
        taken.append(span)
        out.append((member, text, span))
    return out


def _name_tokens(member: str) -> set[str]:
    """The words and numbers of a member's element name ("…SeniorNotes2018Member": senior, notes, 2018)."""
    return {t.lower() for t in re.findall(r"[A-Z]?[a-z]+|\d+", member.split(":")[-1].removesuffix("Member"))}


def twin_members(
    view: FilingView,
    question: str,
    concepts: list[str],
    blocked: list[tuple[int, int]],
    mentions: list[tuple[str, str, tuple[int, int]]],
) -> list[str]:
    """[label, member, twin] where the words of a member the question names are the whole own label of another
    member of the same axis too, and the concepts' facts differ between the two ("4.875% Senior Notes" for two
    issues of that coupon); else []."""
    axis_of = {m: a for c in concepts for f in view.by_concept.get(c, []) for a, m in f.dims}
    values: dict[str, set[float]] = {}
    for c in concepts:
        for f in view.by_concept.get(c, []):
            for _, m in f.dims:
                values.setdefault(m, set()).add(float(f.fact.value))
    for member, text, span in mentions:
        said = " ".join(text.lower().split())
        if member not in axis_of or not any(_bare(lab).lower() == said for lab in view.member_labels.get(member, [])):
            continue
        for other, _, other_span in member_mentions(question, view, concepts, blocked, ties=True):
            # (a word of one element's name the question says tells them apart: "(2018 issue)", "mutual")
            mine, theirs = _name_tokens(member), _name_tokens(other)
            if any(re.search(rf"(?<![A-Za-z0-9]){t}(?![A-Za-z0-9])", question, re.I) for t in mine ^ theirs):
                continue
            if (
                other != member
                and other_span == span
                and axis_of.get(other) == axis_of[member]
                and any(_bare(lab).lower() == said for lab in view.member_labels.get(other, []))
                and values.get(other) != values.get(member)
            ):
                return [text, member, other]
    return []


# A rate in a question ("5.750%", "4 %"), its number as group 1.
RATE = re.compile(r"(?<![\d/.])(\d+(?:\.\d+)?)\s?%")
_DIGIT_WORDS = "zero one two three four five six seven eight nine".split()


def rate_words(rate: str) -> list[str]:
    """A rate's words as element names spell them, trailing zeros dropped: "5.750" → five, point, seven, five."""
    rate = rate.rstrip("0").rstrip(".") if "." in rate else rate
    return ["point" if ch == "." else _DIGIT_WORDS[int(ch)] for ch in rate]


# The words a class of stock is called by that any question about the line itself uses.
_STOCK_WORDS = frozenset("stock shares share".split())


def own_member(view: FilingView, concepts: list[str] | tuple[str, ...], question: str) -> str | None:
    """The one member a line is reported for (Apple's RSU grants), or of several the one whose name says nothing the
    question does not (Moody's "common shares issued", reported only for its class "Common Stock" beside
    "Nonvoting Common Stock"); None when the line has a consolidated fact or no single such member."""
    facts = [f for c in concepts for f in view.by_concept.get(c, [])]
    if not facts or any(f.dims == () for f in facts):
        return None
    only = {m for f in facts for _, m in f.dims}
    if len(only) == 1 and all(len(f.dims) == 1 for f in facts):
        # Apple's "RSUs granted", reported for its one award type alone, when the question names it
        member = next(iter(only))
        said = any(
            re.search(rf"(?<![A-Za-z0-9]){re.escape(v)}s?(?![A-Za-z0-9])", question, re.I)  # "interests"
            for v in variants(member, view.member_labels.get(member, []))
        )
        # "tax benefit realized from option exercises": the member's own word ("Stock Option") said by the question
        own = {w.lower() for w in _CAMEL.findall(member.split(":")[-1]) if len(w) > 1 and w != "Member"}
        asked = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]+", question)}
        said = said or bool(own - _STOCK_WORDS) and {w.rstrip("s") for w in own - _STOCK_WORDS} <= asked
        return member if said else None
    tokens = [w.lower() for w in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*", question)]
    asked = {w.replace("-", "") for w in tokens} | {part for w in tokens for part in w.split("-")}  # "non-voting"
    fits: dict[str, int] = {}
    for f in facts:
        for _, m in f.dims if len(f.dims) == 1 else ():
            words = {w.lower() for w in _CAMEL.findall(m.split(":")[-1]) if len(w) > 1 and w != "Member"}
            if words <= _STOCK_WORDS | asked:
                fits[m] = len(words - _STOCK_WORDS)  # "non-voting common stock": the member that says more
    best = sorted(fits, key=lambda m: -fits[m])
    if len(best) == 1 or (len(best) > 1 and fits[best[0]] > fits[best[1]]):
        return best[0]
    return None


def twin_line(view: FilingView, concepts: tuple[str, ...] | list[str], members: set[str]) -> str | None:
    """The one other line that reports the same consolidated amounts as the lines ``concepts`` (on every date or
    period both report, at least one) and is reported for all of ``members``: a balance sheet total's copy in an
    equity or capital statement, broken down by column or partner. None when no line, or more than one, is so."""
    own = {(f.fact.end, f.months): f.fact.value for c in concepts for f in view.by_concept.get(c, []) if f.dims == ()}
    if not own:
        return None
    if any(
        EQUITY_COLUMN.search(a)
        for c in view.dimensional
        for f in view.by_concept.get(c, [])
        for a, m in f.dims
        if m in members
    ):
        return None  # an equity statement's column is read as one (memos/answer_equity.py), not as a line's copy
    twins = []
    for c in view.dimensional:
        if c in concepts:
            continue
        facts = view.by_concept.get(c, [])
        if not members <= {m for f in facts for _, m in f.dims}:
            continue
        whole = {(f.fact.end, f.months): f.fact.value for f in facts if f.dims == ()}
        shared = own.keys() & whole.keys()
        if shared and all(own[k] == whole[k] for k in shared):
            twins.append(c)
    return twins[0] if len(twins) == 1 else None
