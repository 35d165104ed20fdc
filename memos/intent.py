"""A question as a typed, inspectable intent (DESIGN §6b): company, measure, period, members, unit and what the
question compares. :func:`parse_question` is the deterministic parser (the default); the resolvers
(``resolve_company``, ``resolve_period``, ``resolve_members`` and the measure catalogue) fill in what the graph
holds, and ``ask`` answers only what the resolved intent names.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Literal

from pydantic import BaseModel, Field

from auditgraph.memos.measures import GROWTH_WORDS, MEASURES, measure_hits

MONTHS = {
    m: i
    for i, m in enumerate(
        "january february march april may june july august september october november december".split(), start=1
    )
}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
MONTHS["sept"] = 9
_M = "|".join(sorted(MONTHS, key=len, reverse=True))
_DATE_WORDS = re.compile(rf"\b({_M})\.?\s+(\d{{1,2}}),?\s+((?:19|20)\d\d)\b", re.I)
_DATE_ISO = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b")
_DATE_US = re.compile(r"\b(1[0-2]|0?[1-9])/(3[01]|[12]\d|0?[1-9])/((?:19|20)?\d\d)\b")
_HALF_YEAR = re.compile(r"\b(?:1H|H1)\s?(?:FY\s?)?'?((?:19|20)?\d\d)\b", re.I)  # 1H09, H1 2010, 1H FY10
_YEAR = re.compile(r"\b(?:fy\s?'?|fiscal\s+(?:year\s+)?|calendar\s+(?:year\s+)?|year\s+)?((?:19|20)\d\d)\b", re.I)
_FY_SHORT = re.compile(r"\bfy\s?'?(\d\d)\b", re.I)
_QUARTER = re.compile(
    r"\b(?:f?q([1-4])\b|([1-4])q(?=\s?'?\d\d\b|\b)|(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?quarter\b)",
    re.I,
)
# "3Q09", "Q1 '10", "Q2 FY'09": a quarter with a two-digit year
_QUARTER_YEAR = re.compile(r"\b(?:f?q[1-4]|[1-4]q)\s?(?:fy\s?)?'?(\d\d)\b", re.I)  # (FQ3'09: fiscal Q3)
# "13 weeks ended", "the 36-week period", "twelve weeks": retailers' 52/53-week calendars
_WEEKS = re.compile(
    r"\b(\d{1,2}|twelve|thirteen|sixteen|twenty-four|twenty-six|thirty-six|thirty-nine|forty|fifty-two|fifty-three)"
    r"[- ](?:weeks?|wks?)\b",
    re.I,
)
_WEEK_WORDS = {
    "twelve": 12,
    "thirteen": 13,
    "sixteen": 16,
    "twenty-four": 24,
    "twenty-six": 26,
    "thirty-six": 36,
    "thirty-nine": 39,
    "forty": 40,
    "fifty-two": 52,
    "fifty-three": 53,
}
_ORD = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_MONTHS_SPAN = re.compile(r"\b(three|six|nine|twelve|3|6|9|12)[- ]months?\b", re.I)
_SPAN = {"three": 3, "3": 3, "six": 6, "6": 6, "nine": 9, "9": 9, "twelve": 12, "12": 12}
# "(quarter, not the full year)": the period asked is set against the year, not asked
_NOT_BEFORE = re.compile(
    r"\b(?:not|rather\s+than|instead\s+of|versus|vs\.?|as\s+opposed\s+to|than)\s+(?:the\s+|a\s+)?$", re.I
)
_FULL_YEAR = re.compile(r"\b(?:full|whole|entire|complete)[- ](?:fiscal[- ]|calendar[- ])?year\b", re.I)
_QUARTER_WORDS = re.compile(r"\b(quarter|quarterly|three months|3 months|three-month|3-month)\b", re.I)
_YTD = re.compile(
    r"\b(year[- ]to[- ]date|f?ytd|first (?:three|nine|six) months|(?:nine|six) months|first half)\b", re.I
)
_HALF = re.compile(r"\b(first half|h1|1h|half[- ]year)\b", re.I)
# "the first two quarters of fiscal 2009", "two quarters ended August 15, 2009": a year to date
FIRST_QUARTERS = re.compile(
    r"\bfirst\s+(two|three|2|3)\s+(?:fiscal\s+)?quarters\b|\b(two|three)\s+(?:fiscal\s+)?quarters\s+(?:ended|ending|through)\b",
    re.I,
)
_PRIOR = re.compile(
    r"\b(prior|previous|preceding|last|a year earlier|year before|year-earlier|year-ago|a year ago|"
    r"comparative)\s*"
    r"(?:fiscal\s+)?(year|period|quarter|year's|year-end)?\b",
    re.I,
)
_INSTANT = re.compile(r"\b(as of|at the end of|at year[- ]end|on the balance sheet|at the close of|balance at)\b", re.I)
_DIFFERENCE = re.compile(
    r"\b(how much did .* (?:increase|decrease|change|rise|fall|grow|decline)|"
    # ("the change in accounting principle", "deferred revenue change in cash from operations": a line's words)
    r"(?:dollar|absolute) (?:change|increase|decrease)|change in(?! accounting\b| cash from operat| cash flows?\b)|difference|"
    # ("maturing in more than 90 days": a term, not a comparison)
    r"how much (?:higher|lower|more|less|bigger|smaller|larger)|(?:higher|lower|more|less) than(?! (?:\d+|one|two|three|"
    r"five|ten|twelve|ninety|a year)\b)|"
    r"(?:increase|decrease|rise|decline|drop) in|compared (?:to|with)|versus|vs\.?)\b",
    re.I,
)
_CHANGE = re.compile(
    r"\b(increased?|decreased?|declined?|rise|rose|fall|fell|grew|drop(?:ped)?|changed?|higher|lower|improved?|"
    r"worsen(?:ed)?|deteriorated?)\b"
    r"(?!\s+(?:in|of)\s+(?:cash|accounting)\b)(?!\s+than\s+(?:\d+|one|two|three|five|ten|twelve|ninety|a\s+year)\b)",
    re.I,
)

_OTHER_THAN = re.compile(r"\b(?:other\s+than|excluding|except(?:\s+for)?)\s+((?:[\w'-]+\s*){1,4})", re.I)


def compared_by_label(question: str, labels: list[str]) -> bool:
    """Every word the question compares with is a word of the line's own label ("change in fair value of derivative
    instruments" is that line, not a change from a year earlier)."""
    have = {w for lab in labels for w in re.findall(r"[a-z]+", lab.lower())}
    said = [m.group(0) for rx in (_DIFFERENCE, _CHANGE) for m in rx.finditer(question)]
    return (
        bool(said)
        and not GROWTH_WORDS.search(question)
        and all(set(re.findall(r"[a-z]+", w.lower())) - {"in", "of"} <= have for w in said)
    )


# A change asked in money ("by how many dollars", "later minus earlier") or as a fraction ("Decimal; negative if …").
_DOLLARS_ASKED = re.compile(
    r"\bhow many dollars\b|\bin (?:us )?dollars\b|\bdollar (?:change|amount|increase|decrease|growth)\b"
    r"|\b(?:later|current|newer) (?:minus|less) (?:earlier|prior|older)\b",
    re.I,
)
_FRACTION_ASKED = re.compile(r"\bdecimal\b(?!\s+places?)|\bas a (?:share|proportion)\b", re.I)
_PERCENT = re.compile(
    r"(%|\bpercent|\bpercentage|\brate\b|\bby how much in percent|\bas an? (?:fraction|decimal|ratio)\b"
    r"|\bby what (?:fraction|proportion|ratio)\b|\b(?:fractional|proportional|relative) (?:change|growth|increase|decline)\b)",
    re.I,
)
_SHARE = re.compile(
    r"\b((?:what|which) (?:share|portion|proportion|percent(?:age)?|fraction) (?:of|(?:related|relates|was|were|is|"
    r"came|comes|went|belonged|belongs|represented|represents|applied|applies)(?= to| from|\b))|(?<!per )share of|"
    r"as an? (?:share|percent(?:age)?|fraction|proportion) of|share of (?:total|the total|"
    r"consolidated)|percentage of (?:total|the total|consolidated)|as a (?:percent(?:age)?|share) of "
    r"(?:total|the total|consolidated)|(?:came|come|comes|derived) from)\b",
    re.I,
)


# "as a fraction of the Q1 2009 amount": a change over its base, not a part of a whole
_OF_BASE = re.compile(
    r"\bas an? (?:fraction|percent(?:age)?|share|proportion) of (?:the |its )?(?:[\w'’]+\s+){0,4}?"
    r"(?:amount|figure|level|base|value|balance)\b",
    re.I,
)


NET_OF = re.compile(
    r"\bnet\s+of\s+((?:the\s+|its\s+)?(?:accumulated\s+(?:depreciation|amortization|depletion)(?:\s+and\s+"
    r"(?:depreciation|amortization|depletion))?|(?:the\s+)?valuation\s+allowances?|allowances?(?:\s+for\s+\w+(?:\s+"
    r"\w+)?)?|reserves?))",
    re.I,
)

# "per the treasury stock column of its statement of equity": where the figure is shown, not the measure.
EQUITY_STATEMENT = re.compile(
    r"\b(?:consolidated\s+)?statements?\s+of\s+(?:changes\s+in\s+)?(?:common\s+)?(?:(?:stockholders|shareholders|shareowners)"
    r"['’]?\s+)?(?:equity|deficit)(?:\s+and\s+comprehensive\s+(?:income|loss))?\b"
    r"|\b(?:shareholders['’]?\s+|stockholders['’]?\s+)?equity\s+statement(?:['’]s)?\b"
    # "its equity roll-forward", "its changes in equity", "the statement of changes in stockholders' equity"
    r"|\b(?:(?:shareholders|stockholders)['’]?\s+)?equity\s+roll[-\s]?forward\b"
    r"|\b(?:aoci|accumulated\s+other\s+comprehensive\s+(?:income|loss)(?:\s*\(loss\))?)\s+roll[-\s]?forward\b"
    r"|\b(?:its|the|their)\s+changes\s+in\s+(?:(?:stockholders|shareholders)['’]?\s+)?equity\b"
    r"|\bstatement\s+of\s+changes\s+in\s+(?:(?:stockholders|shareholders)['’]?\s+)?equity\b"
    # a partnership's: "its capital statement", "the statement of (changes in) partners' capital"
    r"|\b(?:partners['’]?\s+)?capital\s+statement\b|\bstatements?\s+of\s+(?:changes\s+in\s+)?partners['’]?\s+"
    r"(?:capital|equity)\b",
    re.I,
)
# "per the retained earnings column": the column (an equity component, a member) the figure stands in.
COLUMN = re.compile(
    r"(?:\b(?:in|per|under|from|of)\s+(?:the\s+|its\s+|their\s+)?|\(\s*)"
    r"((?:(?!(?:in|per|under|from|of|the|its)\b)[A-Za-z][\w'’&\-]*,?\s+){1,6}?)columns?\b",
    re.I,
)
# Words that say a figure stands in a column of the equity statement: "… column", "credited to additional paid-in
# capital", "charged to retained earnings".
# The verbs that move an amount into a column ("credited to", "add to", "attributed to", "went into").
INTO_COLUMN = (
    r"(?:credited|debited|charged|recorded|booked|recogni[sz]ed|reflected|added|adds?|attributed|allocated|went|posted)"
    r"\s+(?:to|in|against|within|into)"
)
COLUMN_SAID = re.compile(rf"\bcolumns?\b|\b{INTO_COLUMN}\b", re.I)
SHOWN_IN = re.compile(
    # ("in Netflix's operating cash flows", "line of the operating cash flows")
    r"\b(?:in|within|on|per|under|(?<=line )of)\s+(?:the\s+|its\s+|(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*['’]s?\s+)?"
    r"(?:operating\s+cash\s+flows?|cash\s+flows?\s+from\s+"
    r"operations|cash\s+flows?\s+statement|cash\s+flow|cash\s+from\s+operations|cfo)\b"
    # "D&A (cash flow)", "SBC (cash flow add-back)", "cash flow add-back"
    r"|(?<=\()\s*(?:operating\s+)?cash[- ]flows?(?:\s+(?:add[- ]?back|statement|item))?\s*(?=\))"
    r"|\bcash[- ]flow\s+add[- ]?backs?\b",
    re.I,
)


class CompanyIntent(BaseModel):
    text: str | None = Field(default=None, description="the words of the question that name the company")
    name: str | None = None
    cik: str | None = None
    accession: str | None = Field(default=None, description="the filing the answer comes from")
    how: str | None = Field(default=None, description="name | ticker | cik | accession")


class MeasureIntent(BaseModel):
    phrase: str | None = Field(default=None, description="the question's words for it")
    kind: Literal["concept", "formula", "ratio"] | None = None
    name: str | None = Field(default=None, description="catalogue name, or the concept QName the labels gave")
    label: str | None = None
    concepts: list[str] = Field(default_factory=list, description="the resolved concept(s), formula inputs in order")
    formula: str | None = None


class PeriodIntent(BaseModel):
    text: str | None = Field(default=None, description="the question's words for it")
    fiscal_year: int | None = None
    quarter: int | None = Field(default=None, description="fiscal quarter 1-4 when one is named")
    months: int | None = Field(
        default=None, description="duration asked: 0 instant, 3 quarter, 6/9 year to date, 12 year"
    )
    end: date | None = Field(default=None, description="the period end named in the question or resolved")
    start: date | None = Field(default=None, description="resolved duration start (null for an instant)")
    prior: bool = Field(default=False, description="the prior (comparative) period was asked")
    instant: bool | None = Field(default=None, description="a balance at a date was asked (\"at\", \"as of\")")
    ytd: bool = False
    calendar: bool = Field(default=False, description="a calendar year was asked (not the fiscal year)")


class Intent(BaseModel):
    question: str
    parser: str = "deterministic"
    company: CompanyIntent = Field(default_factory=CompanyIntent)
    measure: MeasureIntent = Field(default_factory=MeasureIntent)
    period: PeriodIntent = Field(default_factory=PeriodIntent)
    members: dict[str, str] = Field(
        default_factory=dict, description="axis QName -> member QName (empty: consolidated)"
    )
    member_text: list[str] = Field(default_factory=list, description="the question's words that named the members")
    unit: str | None = Field(default=None, description="USD | shares | USD/shares | pure")
    comparison: Literal["growth", "difference", "share"] | None = None
    divided: list[str] = Field(
        default_factory=list, description="a ratio the question defines: [numerator, denominator]"
    )


def _date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


_RANGE = re.compile(
    rf"\b({_M})\.?\s+(\d{{1,2}})(?:,?\s+((?:19|20)\d\d))?\s*(?:through|thru|to|until|-|–|—)\s*"
    rf"({_M})\.?\s+(\d{{1,2}}),?\s+((?:19|20)\d\d)\b",
    re.I,
)

# "January through June 2009", "July-September 2014", "April-to-June 2009": whole months, the year written once
_MONTH_RANGE = re.compile(
    rf"\b({_M})\.?(?:,?\s+((?:19|20)\d\d))?\s*(?:[-–—]?\s*(?:through|thru|to|until)\s*[-–—]?|[-–—])\s*({_M})\.?,?\s+"
    r"(?:of\s+)?"
    r"((?:19|20)\d\d)\b",
    re.I,
)


def _month_span(r: re.Match[str]) -> tuple[date, int]:
    """The last day and the number of months of the months a _MONTH_RANGE match names end to end."""
    first, last, year = MONTHS[r.group(1).lower().rstrip(".")], MONTHS[r.group(3).lower().rstrip(".")], int(r.group(4))
    since = int(r.group(2) or (year - (first > last)))
    return _add_month_end(year, last), (year - since) * 12 + last - first + 1


_MONTH_QUARTER = re.compile(
    rf"\b(?:({_M})\.?\s+((?:19|20)\d\d)\s+(quarter|fiscal year|year)"
    rf"|(quarter|fiscal year|year|six months|nine months)\s+end(?:ed|ing)\s+(?:in\s+)?({_M})\.?\s+((?:19|20)\d\d))\b",
    re.I,
)
# "at the end of March 2009", "as of June 2010": the balance at that month's end
_MONTH_END = re.compile(rf"\b(?:end\s+of|as\s+(?:of|at))\s+({_M})\.?,?\s+((?:19|20)\d\d)\b", re.I)
_SPAN_WORD = {"quarter": 3, "year": 12, "fiscal year": 12, "six months": 6, "nine months": 9}


def _add_month_end(year: int, month: int) -> date:
    return date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)


NOT_YTD = re.compile(
    r"\b(?:and\s+)?(?:not|rather than|as opposed to)\s+(?:the\s+)?(?:year[- ]to[- ]date|ytd|"
    r"(?:first\s+)?(?:three|six|nine|twelve|3|6|9|12)(?:[- ]months?)?(?:\s+(?:to date|ytd))?|(?:first\s+)?half(?:[- ]year)?)"
    r"(?:\s+(?:figure|amount|total))?\b",
    re.I,
)

# The report a figure is read from, named by its own period: not the period asked ("in its Q2 2009 10-Q")
IN_REPORT = re.compile(
    r"\b(?:in|per|from|of)\s+(?:its|the|their|this|that)\s+(?:[\w'-]+\s+){0,4}?(?:10-?[KQ]|annual report|quarterly report)\b",
    re.I,
)


_MONTH_NAMES = "January February March April May June July August September October November December".split()


def _figured_span(m: re.Match[str]) -> str:
    """ "7/22-9/30/23" as "July 22 - September 30, 2023" (a month that is no month is left as written)."""
    m1, d1, m2, d2, year = (int(g) for g in m.groups())
    if not (1 <= m1 <= 12 and 1 <= m2 <= 12):
        return m.group(0)
    return f"{_MONTH_NAMES[m1 - 1]} {d1} - {_MONTH_NAMES[m2 - 1]} {d2}, {year + 2000 if year < 100 else year}"


def _year4(yy: str) -> int:
    """A year written with two digits or four ("08" as 2008, "97" as 1997)."""
    year = int(yy)
    return year if year >= 100 else year + (2000 if year < 50 else 1900)


def parse_period(question: str) -> PeriodIntent:
    p = PeriodIntent()
    question = NOT_YTD.sub(" ", question)  # "Q3 only, not year-to-date": the quarter
    question = IN_REPORT.sub(" ", question)  # "… at year-end 2008, per its Q2 2009 10-Q": the report, not the period
    # "the March '10 quarter": a year's two digits after a month; "first-half 2009": the first half
    question = re.sub(
        rf"\b({'|'.join(MONTHS)})\.?\s+['’](\d\d)\b", lambda m: f"{m.group(1)} 20{m.group(2)}", question, flags=re.I
    )
    question = re.sub(r"\b(first|second)-half\b", r"\1 half", question, flags=re.I)
    # "FY3/08", "FYE 3/09" (Japanese filers' "fiscal year ended March 2008"), "FY ended Mar-08", "FY Mar-08"
    question = re.sub(
        r"\bFYE?\s?(1[0-2]|0?[1-9])/((?:19|20)?\d\d)\b(?!/)",
        lambda m: f"fiscal year ended {_MONTH_NAMES[int(m.group(1)) - 1]} {_year4(m.group(2))}",
        question,
        flags=re.I,
    )
    question = re.sub(
        rf"\b(?:FYE?|fiscal\s+year|year)\s+(?:end(?:ed|ing)\s+)?({_M})\.?(?:-|\s?['’])(\d\d)\b(?!-)",
        lambda m: f"fiscal year ended {m.group(1)} {_year4(m.group(2))}",
        question,
        flags=re.I,
    )
    # "the first half of '09", "in '08": a year's two digits after the words that open a period
    question = re.sub(
        r"\b(of|in|during|for|half|quarter|year|fiscal|FY|[QH][1-4]|[1-4][QH])\s+['’](\d\d)\b",
        lambda m: f"{m.group(1)} {'20' if int(m.group(2)) < 50 else '19'}{m.group(2)}",
        question,
        flags=re.I,
    )
    # "notes due February 12, 2045", "due 2045": when an instrument matures, not the period asked
    question = re.sub(
        rf"\b((?:notes?|debentures?|bonds?|loans?|debt|warrants?|options?)\s+)(?:due|maturing|matures|expiring|expires)\s+"
        rf"(?:on\s+|in\s+)?(?:(?:{_M})\.?\s+(?:\d{{1,2}},?\s+)?)?(?:19|20)\d\d\b",
        r"\1",
        question,
        flags=re.I,
    )
    # "July 1-21, 2023": days of one month; "7/22-9/30/23": a span in figures, the year written once
    question = re.sub(
        rf"\b({_M})\.?\s+(\d{{1,2}})\s*[-–]\s*(\d{{1,2}}),?\s+((?:19|20)\d\d)\b",
        r"\1 \2 - \1 \3, \4",
        question,
        flags=re.I,
    )
    question = re.sub(r"\b(\d{1,2})/(\d{1,2})\s*[-–]\s*(\d{1,2})/(\d{1,2})/(\d\d(?:\d\d)?)\b", _figured_span, question)
    texts: list[str] = []
    r = _RANGE.search(question)
    if r:  # "July 22 – Sept 30, 2023", "January 1 through July 21, 2023": a period named by both its ends
        year = int(r.group(6))
        p.start = _date(int(r.group(3) or year), MONTHS[r.group(1).lower().rstrip(".")], int(r.group(2)))
        p.end = _date(year, MONTHS[r.group(4).lower().rstrip(".")], int(r.group(5)))
        if p.start and p.end and p.start < p.end:
            days = (p.end - p.start).days + 1
            p.months = (
                3 * round(days / 91.3) if abs(days - 91.3 * round(days / 91.3)) <= 10 else max(1, round(days / 30.44))
            )
            p.text = r.group(0)
            return p
        p.start = p.end = None
    r = _MONTH_RANGE.search(question)
    # (three, six, nine or twelve months, as a filing's periods run; not the two balances "between" names)
    if r and not re.search(r"\bbetween\s*$", question[: r.start()], re.I) and _month_span(r)[1] in (3, 6, 9, 12):
        p.end, p.months = _month_span(r)  # the span and its end: a data set's periods keep no start
        p.text = r.group(0)
        return p
    m = _DATE_WORDS.search(question)
    if m:
        p.end = _date(int(m.group(3)), MONTHS[m.group(1).lower().rstrip(".")], int(m.group(2)))
        texts.append(m.group(0))
    else:
        m2 = _DATE_ISO.search(question)
        m3 = _DATE_US.search(question)
        if m2:
            p.end = _date(int(m2.group(1)), int(m2.group(2)), int(m2.group(3)))
            texts.append(m2.group(0))
        elif m3:  # 6/30/09, 9/30/2015 (month first, as US filings write dates)
            year = int(m3.group(3))
            p.end = _date(year + 2000 if year < 100 else year, int(m3.group(1)), int(m3.group(2)))
            texts.append(m3.group(0))
    mq = _MONTH_QUARTER.search(question)
    if mq and p.end is None:
        # "the June 2022 quarter", "year ended Feb 2009": the span ending that month (52/53-week ends are near);
        # "YTD through the June 2023 quarter" ends there but spans the year to date
        year = int(mq.group(2) or mq.group(6))
        month = MONTHS[(mq.group(1) or mq.group(5)).lower().rstrip(".")]
        p.end = _add_month_end(year, month)
        if re.search(r"(?<!not )(?<!not the )\b(year[- ]to[- ]date|ytd)\b", question, re.I):
            p.ytd = True
        else:
            p.months = _SPAN_WORD[(mq.group(3) or mq.group(4)).lower()]
        texts.append(mq.group(0))
    me = _MONTH_END.search(question)
    if me and p.end is None:
        p.end = _add_month_end(int(me.group(2)), MONTHS[me.group(1).lower().rstrip(".")])
        texts.append(me.group(0))
    q = _QUARTER.search(question)
    if q:
        p.quarter = int(q.group(1) or q.group(2) or _ORD[q.group(3).lower()])
        texts.append(q.group(0))
    rest = _DATE_US.sub(" ", _DATE_WORDS.sub(" ", _DATE_ISO.sub(" ", question)))
    # "YE2011", "FYE23", "YE '09": the end of that (fiscal) year
    rest = re.sub(
        r"\bF?YE\s?'?((?:19|20)?\d\d)\b",
        lambda m: f" year {int(m.group(1)) + 2000 if len(m.group(1)) == 2 else int(m.group(1))} ",
        rest,
        flags=re.I,
    )
    half = _HALF_YEAR.search(rest)
    if half:
        year = int(half.group(1))
        rest = rest.replace(half.group(0), f" first half {year + 2000 if year < 100 else year} ")
    fy = _FY_SHORT.search(rest)
    years = [int(y) for y in _YEAR.findall(rest)]
    if years:
        # "from 2022 to 2023": a comparison between years is about the later one (the earlier is its base)
        p.fiscal_year = (
            max(years)
            if len(set(years)) > 1 and re.search(r"\b(from|between|versus|vs\.?|compared|than)\b", question, re.I)
            else years[0]
        )
        texts.append(str(p.fiscal_year))
    elif fy:
        p.fiscal_year = 2000 + int(fy.group(1))
        texts.append(fy.group(0))
    elif (qy := _QUARTER_YEAR.search(rest)) is not None:
        yy = int(qy.group(1))
        later = [int(m.group(1)) for m in _QUARTER_YEAR.finditer(rest)]
        if len(set(later)) > 1 and re.search(r"\b(from|between|versus|vs\.?|compared|than)\b", question, re.I):
            # "from 1Q09 to 1Q10": the later quarter (the earlier is its base), as with years
            qy = next(m for m in _QUARTER_YEAR.finditer(rest) if int(m.group(1)) == max(later))
            yy = max(later)
        p.fiscal_year = yy + (1900 if yy > 50 else 2000)
        texts.append(qy.group(0))
    p.calendar = bool(re.search(r"\bcalendar(?:\s+year)?\s+(?:19|20)\d\d\b", question, re.I))
    # "9M FY10", "6M 2009" (not 3M the company)
    short = re.search(r"\b(3|6|9|12)M(?=\s*(?:FY|fiscal\b|'?\d{2}\b|(?:19|20)\d\d\b))", question)
    span = _MONTHS_SPAN.search(question)
    weeks = _WEEKS.search(question)
    n_weeks = (_WEEK_WORDS.get(weeks.group(1).lower()) or int(weeks.group(1))) if weeks else 0
    if weeks and not span and 10 <= n_weeks <= 53:
        # 12, 13 or 16 weeks are a quarter; 24-26 a half; 36-40 three quarters; 52/53 a year
        p.months = 3 * min(4, max(1, round(n_weeks / 13)))
        p.ytd = p.months in (6, 9)
        texts.append(weeks.group(0))
    elif short and not span:
        p.months = int(short.group(1))
        p.ytd = p.months in (6, 9)
        texts.append(short.group(0))
        yy = re.match(r"'?(\d\d)\b", question[short.end() :])
        if yy and p.fiscal_year is None:  # "9M09"
            p.fiscal_year = 2000 + int(yy.group(1)) if int(yy.group(1)) < 50 else 1900 + int(yy.group(1))
    elif span:
        p.months = _SPAN[span.group(1).lower()]
        texts.append(span.group(0))
    elif _HALF.search(rest):
        p.months = 6
    elif (whole := _FULL_YEAR.search(question)) is not None and not _NOT_BEFORE.search(question[: whole.start()]):
        p.months = 12  # "net loss for the full year 2023": twelve months, never a shorter period ending in it
        texts.append(whole.group(0))
    elif (quarters := FIRST_QUARTERS.search(question)) is not None:
        # "the first two quarters of fiscal 2009": the year to date those quarters span
        count = (quarters.group(1) or quarters.group(2)).lower()
        p.months, p.ytd = 3 * {"two": 2, "2": 2, "three": 3, "3": 3}[count], True
        texts.append(quarters.group(0))
    elif (p.quarter is not None or _QUARTER_WORDS.search(question)) and not (p.ytd and p.end):
        p.months = 3
    if _YTD.search(question) and p.months != 3:
        p.ytd = True
    elif (
        p.quarter is not None
        and not span
        and re.search(r"\b(year[- ]to[- ]date|f?ytd)\b", question, re.I)
        and (
            re.search(r"\b(through|thru|to|ended|ending|as of|at)\b", question, re.I)
            # "YTD Q3 2010", "Q3 YTD": the year to date next to the quarter
            or re.search(
                r"\b(?:f?ytd|year[- ]to[- ]date)\s+(?:fiscal\s+)?(?:q[1-4]|[1-4]q(?:\s?'?\d\d)?)\b|\b(?:q[1-4]|[1-4]q)(?:\s?'?\d\d)?\s+f?ytd\b",
                question,
                re.I,
            )
        )
    ):
        # "YTD through the third quarter": the year to date that quarter ends, not the quarter
        p.ytd, p.months = True, 3 * p.quarter
    if _PRIOR.search(question) and not p.end and not p.fiscal_year:
        p.prior = True
        texts.append(_PRIOR.search(question).group(0))  # type: ignore[union-attr]
    if (
        p.months is None
        and p.quarter is None
        and not p.ytd  # "interest expense year-to-date at June 30, 2009": a period ending then
        and (_INSTANT.search(question) or re.search(rf"\b(at|as of|on)\s+(?:({_M})\b|(?:19|20)\d\d-)", question, re.I))
    ):
        p.instant = True
    if _INSTANT.search(question) and p.months is None and p.quarter is None:
        texts.append(_INSTANT.search(question).group(0))  # type: ignore[union-attr]
    p.text = "; ".join(texts) or None
    return p


# "X divided by Y" / "ratio of X to Y": the words that divide one measure by another.
DIVISION = re.compile(
    r"÷|(?<=\s)/(?=\s)|\bdivided by\b|\bover\b|\bas an? (?:percent(?:age)?|share|fraction|multiple|%) of\b"
    r"|\bas (?:a )?%\s*of\b|\b(?:relative|compared) to\b|\bto\b",
    re.I,
)


def _simple_slash(question: str, at: int) -> bool:
    """ " / " between two single measures of one clause ("= provision for income taxes / income before income
    taxes", "(advertising revenue / total revenues)"), not inside an arithmetic formula."""
    paren = question.rfind("(", 0, at)
    inside = paren > question.rfind(")", 0, at)  # "share of revenue from product sales (product sales / revenue)"
    if not inside and not re.search(r"[=:]|\b(?:computed|defined|calculated|measured) as\b", question[:at], re.I):
        return False  # only a ratio the question defines ("X = A / B", "X: A / B", "X (A / B)")
    start = max(question.rfind(ch, 0, at) for ch in "=:,;?(") + 1
    ends = [i for i in (question.find(ch, at) for ch in ",;?)") if i >= 0]
    end = min(ends) if ends else len(question)
    # a minus stands apart ("a - b"); a hyphen joins a word ("pre-tax income")
    return not re.search(
        r"(?<![A-Za-z])[-−](?![A-Za-z])|[+()]|\bminus\b|\bplus\b|\bless\b", question[start:at] + question[at + 1 : end]
    )


# Words of a gloss that say where a figure is shown, not what it is ("(CFO working capital line)").
_WHERE_SHOWN = re.compile(r"\b(?:line|column|statement|note|table|schedule|disclosure|basis|section|page)s?\b", re.I)
_ACRONYM_DEFINED = re.compile(r"\b([A-Z][A-Za-z&]{1,6}?)s?\s*\(([A-Za-z][A-Za-z\s\-&,']{3,80}?)\)")
_DEFINED_ACRONYM = re.compile(r"\b([A-Za-z][A-Za-z\s\-&']{3,80}?)\s*\(([A-Z][A-Za-z&]{1,6}?)s?\)")


def _initials(words: str) -> str:
    return "".join(w[0] for w in re.findall(r"[A-Za-z]+", words) if w.lower() not in ("of", "and", "the", "for", "on"))


_DAY = rf"(?:(?:{_M})\.?\s+\d{{1,2}},?\s+(?:19|20)\d\d|(?:19|20)\d\d-\d\d-\d\d|\d{{1,2}}/\d{{1,2}}/(?:19|20)?\d\d)"
_BETWEEN_DAYS = re.compile(rf"\bbetween\s+({_DAY})\s+and\s+({_DAY})", re.I)


def between_days(question: str) -> str:
    """ "between December 31, 2022 and September 30, 2023" read as the span it names: "from … to …"."""
    return _BETWEEN_DAYS.sub(r"from \1 to \2", question)


def expand_defined_acronyms(question: str) -> str:
    """A question that defines its acronym says the words: "SAC (subscriber acquisition costs)" is read as
    "subscriber acquisition costs", "other-than-temporary impairments (OTTI)" as the words alone."""

    def spelled(m: re.Match[str]) -> str:
        letters = re.sub(r"[^A-Za-z]", "", m.group(1)).upper()
        words = m.group(2)
        initials = _initials(words).upper()
        if len(letters) >= 2 and initials.endswith(letters) and initials.startswith(letters[0]):
            return words
        # "LOE (production expenses)": a short form the catalogue does not know, glossed by the words of the line
        glossed = (
            re.fullmatch(r"[A-Z]{2,5}", m.group(1)) is not None
            and re.fullmatch(r"[a-z]+(?:[\s-]+[a-z]+){1,4}", words.strip()) is not None
            and not _WHERE_SHOWN.search(words)
            and not measure_hits(m.group(1))
        )
        return f"{words}" if glossed else m.group(0)

    def plain(m: re.Match[str]) -> str:
        letters = re.sub(r"[^A-Za-z]", "", m.group(2)).upper()
        initials = _initials(m.group(1)).upper()
        return m.group(1) if len(letters) >= 2 and initials.endswith(letters) else m.group(0)

    return _DEFINED_ACRONYM.sub(plain, _ACRONYM_DEFINED.sub(spelled, question))


_SIGN_ASIDE = re.compile(
    r"\([^()]*\b(?:negative|positive)\b[^()]*\)|[,;]\s*(?:with\s+)?(?:a\s+)?(?:negative|positive)\s+"
    r"(?:means|meaning|=|if|for|would|when|number|sign|value)\b[^.;()]*",
    re.I,
)


def parse_question(question: str) -> Intent:
    """The deterministic reading of a question: measure phrase (catalogue, or the words left for the labels),
    period words, the comparison. Company and members are matched later against the graph's own names."""
    intent = Intent(question=question)
    intent.period = parse_period(question)
    hits = measure_hits(question)
    # "change in inventories in operating cash flow": where the line is shown, not the line asked
    shown = [m.span() for m in SHOWN_IN.finditer(question)]
    hits = [h for h in hits if not any(a <= h.start < b for a, b in shown)] or hits
    # "(statement of equity)" names where the figure is shown, never the measure
    statement = [m.span() for m in EQUITY_STATEMENT.finditer(question)] + [m.span(1) for m in COLUMN.finditer(question)]
    hits = [h for h in hits if not any(a <= h.start < b for a, b in statement)]
    # "property and equipment, net of accumulated depreciation": the net line, not what it is net of
    netted = [m.span(1) for m in NET_OF.finditer(question)]
    hits = [h for h in hits if not any(a <= h.start < b for a, b in netted)] or hits
    # "taxes other than income taxes": what a line leaves out is not the line
    left_out = [m.span(1) for m in _OTHER_THAN.finditer(question)]
    hits = [h for h in hits if not any(a <= h.start < b for a, b in left_out)]
    # "(negative means operations used cash)": how the answer's sign reads, never the measure asked
    signs = [m.span() for m in _SIGN_ASIDE.finditer(question)]
    hits = [h for h in hits if not any(a <= h.start < b for a, b in signs)] or hits
    # "X divided by Y" / "ratio of X to Y": the question defines its own ratio.
    div = DIVISION.search(question)
    if div and div.group(0) == "/" and not _simple_slash(question, div.start()):
        div = None  # "(net sales − cost of sales) / net sales": a formula, not one measure over another
    if div and len(hits) >= 2:
        # "(services / net sales)": a formula in parentheses divides what the parentheses hold
        opened = question.rfind("(", 0, div.start())
        inside = opened > question.rfind(")", 0, div.start())
        left = [h for h in hits if h.end <= div.start() and (not inside or h.start > opened)]
        if inside and not left:  # "operating ratio (operating expense ÷ revenue)": the ratio named is its numerator
            left = [h for h in hits if h.end <= opened and MEASURES[h.measure].kind == "ratio"]
        right = [h for h in hits if h.start >= div.end()]
        explicit = (
            re.search(
                r"÷|/|divided by|as an? (?:percent(?:age)?|share|fraction|multiple|%) of|%\s*of", div.group(0), re.I
            )
            or re.search(r"\bratio of\b|\busing\b", question[: div.start()], re.I)
            or (div.group(0).lower() == "to" and re.search(r"\bratio\b", question, re.I))
            # "total liabilities to total assets": two measures joined by "to" and nothing else
            or (
                div.group(0).lower() == "to"
                and left
                and right
                and left[-1].end >= div.start() - 1
                and right[0].start <= div.end() + 1
                and not re.search(r"\b(from|between)\b", question, re.I)
            )
        )
        if left and right and explicit:
            # a ratio named as a side is its own numerator ("gross margin ÷ net sales": gross profit over sales;
            # "effective tax rate, computed as provision ÷ income before taxes")
            sides = [left[-1].measure, right[0].measure]
            intent.divided = [
                MEASURES[m].inputs[0] if MEASURES[m].kind == "ratio" and MEASURES[m].inputs else m for m in sides
            ]
    names = [h.measure for h in hits]
    if intent.divided:
        num, den = intent.divided
        intent.measure = MeasureIntent(
            phrase=question,
            kind="ratio",
            name=f"{num}_to_{den}",
            label=f"{MEASURES[num].label} / {MEASURES[den].label}",
        )
    elif names:
        # A ratio or formula named outright wins over the line items named to define it.
        # of lines in other units, the one named outside an aside before the one the aside names to explain it
        # ("diluted EPS (net earnings attributable to Kraft)": the aside says whose earnings, EPS is asked)
        asides = [m.span() for m in re.finditer(r"\([^()]*\)", question)]
        ranked = sorted(
            hits,
            key=lambda h: (
                {"ratio": 0, "formula": 1, "concept": 2}[MEASURES[h.measure].kind],
                MEASURES[h.measure].kind == "concept"
                and any(a < h.start < b for a, b in asides)
                and any(
                    MEASURES[o.measure].unit != MEASURES[h.measure].unit and not any(a < o.start < b for a, b in asides)
                    for o in hits
                ),
                -(h.end - h.start),
                h.start,
            ),
        )
        best = ranked[0]
        intent.measure = MeasureIntent(
            phrase=question[best.start : best.end],
            kind=MEASURES[best.measure].kind,  # type: ignore[arg-type]
            name=best.measure,
            label=MEASURES[best.measure].label,
        )
    if intent.measure.name in ("eps", "eps_diluted", "eps_basic") and re.search(
        r"\b(number of shares|how many shares|shares used|share count|shares outstanding)\b", question, re.I
    ):
        name = (
            "shares_basic"
            if intent.measure.name == "eps_basic" or re.search(r"\bbasic\b", question, re.I)
            else "shares_diluted"
        )
        intent.measure = MeasureIntent(
            phrase=intent.measure.phrase, kind="concept", name=name, label=MEASURES[name].label
        )
    if intent.measure.name == "shares_basic" and re.search(r"\bdiluted\b", question, re.I):
        # "diluted weighted-average shares outstanding": the longer basic phrase hid the word that decides
        intent.measure = MeasureIntent(
            phrase=intent.measure.phrase, kind="concept", name="shares_diluted", label=MEASURES["shares_diluted"].label
        )
    if GROWTH_WORDS.search(question) or (
        # "how much did interest expense increase …, as a fraction of the Q1 2009 amount": a growth rate
        _OF_BASE.search(question) and (_DIFFERENCE.search(question) or _CHANGE.search(question))
    ):
        intent.comparison = "growth"
    elif _SHARE.search(question) and not (
        # "how much of its net sales came from the U.S.": an amount; "what share of …" a fraction
        re.search(r"\bhow much\b", question, re.I)
        and not re.search(r"%|\b(percent|percentage|share|portion|proportion|fraction)\b", question, re.I)
    ):
        intent.comparison = "share"
    elif _DIFFERENCE.search(question) or _CHANGE.search(question):
        # "by what percentage did it decline" is a growth rate; "how much did it decline" an amount
        intent.comparison = "growth" if _PERCENT.search(question) else "difference"
    if intent.comparison == "growth" and _DOLLARS_ASKED.search(question) and not _PERCENT.search(question):
        intent.comparison = "difference"  # "by how many dollars did … grow (later minus earlier)": an amount
    elif intent.comparison == "difference" and _FRACTION_ASKED.search(question):
        intent.comparison = "growth"  # "how much did revenues change …? Decimal; negative if they fell": a rate
    if intent.comparison in ("growth", "difference"):
        intent.period.prior = False  # "up from the prior year": the prior year is the base, not the period asked
    if intent.measure.name in MEASURES:
        m = MEASURES[intent.measure.name]
        intent.unit = "pure" if m.kind == "ratio" else m.unit
    if intent.comparison == "growth" or intent.comparison == "share":
        intent.unit = "pure"
    return intent


# Shorthand written for words: "March qtr 2010" is its quarter; "PP&E purchases -- i.e. capex": "i.e." joins two names
# of one line.
_SHORTHAND = (
    (re.compile(r"\bqtr(s?)\b", re.I), r"quarter\1"),
    # "What was the value of securities … received as collateral": the amount asked, no word of the line (not a fair,
    # par, book, market, carrying, face, notional, present or intrinsic value)
    (
        re.compile(
            r"(?<!\bfair )(?<!\bpar )(?<!\bbook )(?<!\bmarket )(?<!\bcarrying )(?<!\bface )(?<!\bnotional )"
            r"(?<!\bpresent )(?<!\bintrinsic )(?<!\bdollar )(?<!\btotal )\bthe\s+value\s+of\s+(?=\w)",
            re.I,
        ),
        "",
    ),
    # "noninterest expense over (net interest income + noninterest income)": a division by the sum in parentheses
    (re.compile(r"\s+over\s+(?=\([^()]*\s(?:[+\-−–]|plus|minus|less)\s[^()]*\))", re.I), " / "),
    # (not "…, i.e. current / (current + deferred)": there it defines what is asked)
    (re.compile(r"(?<=--\s)i\.\s?e\.,?\s*(?=[^-/+()]*?\s--)", re.I), ""),
)


def plain_shorthand(question: str) -> str:
    """The question with shorthand written out ("qtr", "the value of", "over (a + b)", "-- i.e. X --")."""
    for pattern, words in _SHORTHAND:
        question = pattern.sub(words, question)
    return question
