"""Inline XBRL transforms of numbers, durations, booleans and named values (states, exchanges, filer
categories): the lexical checks and canonical forms the registries in :mod:`auditgraph.ingest.ixt` map format
names to. Dates are in ixt.py beside the registries."""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from decimal import Decimal


class _LexicalError(ValueError):
    """The content does not match the lexical space of a transform (reported as InputError with context)."""


WHITESPACE = " \t\r\n"
_DASHES = "-\u058a\u05be\u2010\u2011\u2012\u2013\u2014\u2015\ufe58\ufe63\uff0d"
_DASH_CLASS = re.escape(_DASHES)  # for use inside [...]
_MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH_RE = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + ")"
DECIMAL_LEXICAL = re.compile(r"^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$")


def _num_grouped(decimal_mark: str, groups: str, strict: bool) -> Callable[[str], str]:
    """numdotdecimal / numcommadecimal and kin: group separators dropped, the decimal mark becomes '.'.

    TR2/TR3 (``strict``) want groups of three digits (``1,234.5``); TR4 and later accept any grouping
    and spaces in the fraction (``12 34.5 6``).
    """
    g, dm = re.escape(groups), re.escape(decimal_mark)
    regex = re.compile(rf"[0-9]{{1,3}}([{g}]?[0-9]{{3}})*({dm}[0-9]+)?" if strict else rf"[0-9{g}]*({dm}[0-9 \xa0]+)?")

    def transform(text: str) -> str:
        s = text.strip(WHITESPACE)
        if not regex.fullmatch(s) or not re.search(r"[0-9]", s):
            raise _LexicalError(text)
        whole, _, frac = s.partition(decimal_mark)
        whole, frac = re.sub(r"[^0-9]", "", whole), re.sub(r"[^0-9]", "", frac)
        return (whole or "0") + ("." + frac if frac else "")

    return transform


def _num_unit_decimal(text: str) -> str:
    """num-unit-decimal: ``5 dollars 23 cents`` → 5.23 (the fraction has one or two digits)."""
    m = re.fullmatch(r"([0-9][0-9.,\uff0c\uff0e' \xa0]*?)[^0-9]+([0-9]{1,2})[^0-9]*", text.strip(WHITESPACE))
    if not m:
        raise _LexicalError(text)
    return (re.sub(r"[^0-9]", "", m.group(1)) or "0") + "." + m.group(2).zfill(2)


def _canonical_decimal(lexical: str) -> str:
    """TR4 and later return the canonical xs:decimal: no leading zeros, no trailing fractional zeros."""
    whole, _, frac = lexical.partition(".")
    whole, frac = whole.lstrip("0") or "0", frac.rstrip("0")
    return whole + ("." + frac if frac else "")


def _canonical(transform: Callable[[str], str]) -> Callable[[str], str]:
    return lambda text: _canonical_decimal(transform(text))


def _zero_dash(text: str) -> str:
    if len(text.strip(WHITESPACE)) != 1 or text.strip(WHITESPACE) not in _DASHES:
        raise _LexicalError(text)
    return "0"


def _tr1_number(pattern: str, decimal_mark: str) -> Callable[[str], str]:
    """TR1 numbers: the pattern fixes the grouping; group separators go, the decimal mark becomes '.'."""
    regex = re.compile(pattern)

    def transform(text: str) -> str:
        s = text.strip(WHITESPACE)
        if not regex.fullmatch(s):
            raise _LexicalError(text)
        return re.sub(rf"[^0-9{re.escape(decimal_mark)}]", "", s).replace(decimal_mark, ".")

    return transform


def _num_dash(text: str) -> str:
    if text.strip(WHITESPACE) != "-":
        raise _LexicalError(text)
    return "0"


# Number words (SEC numwordsen / durwordsen).
_UNITS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen".split()
    )
}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
_SCALES = {
    w: 10 ** (3 * i) for i, w in enumerate("thousand million billion trillion quadrillion quintillion".split(), start=1)
}


def words_to_int(text: str) -> int:
    """English number words to an integer: ``two hundred and five`` → 205, ``no``/``none``/``nil`` → 0."""
    t = text.strip(WHITESPACE).lower()
    if t in ("no", "none", "nil"):
        return 0
    tokens = [tok for tok in re.split(rf"[\s,{_DASH_CLASS}]+", t) if tok and tok != "and"]
    if not tokens:
        raise _LexicalError(text)
    total = current = 0
    for tok in tokens:
        if tok in _UNITS:
            current += _UNITS[tok]
        elif tok in _TENS:
            current += _TENS[tok]
        elif tok == "hundred" and current:
            current *= 100
        elif tok in _SCALES and current:
            total += current * _SCALES[tok]
            current = 0
        else:
            raise _LexicalError(text)
    return total + current


def _num_words_en(text: str) -> str:
    return str(words_to_int(text))


_DUR_UNIT = re.compile(r"\b(years?|months?|days?)\b", re.IGNORECASE)


def _dur_words_en(text: str) -> str:
    """``three years``, ``five-year``, ``1 year and 6 months``, ``90 days`` → xs:duration (SEC durwordsen)."""
    parts = _DUR_UNIT.split(text.strip(WHITESPACE))
    if len(parts) < 3 or parts[-1].strip(WHITESPACE):
        raise _LexicalError(text)
    out: dict[str, int] = {}
    order = "YMD"
    last = -1
    for i in range(0, len(parts) - 1, 2):
        number = re.sub(rf"^[\s,{_DASH_CLASS}]*(and\s+)?|[\s{_DASH_CLASS}]+$", "", parts[i], flags=re.IGNORECASE)
        designator = parts[i + 1][0].upper()
        if not number or order.index(designator) <= last:
            raise _LexicalError(text)
        last = order.index(designator)
        n = int(number) if number.isdigit() else words_to_int(number)
        if n:
            out[designator] = n
    return "P" + "".join(f"{n}{d}" for d, n in out.items()) if out else "P0D"


_MONTH_DAYS = Decimal("30.4375")  # the SEC registry's average month (365.25 / 12)


def _sec_number(text: str) -> tuple[Decimal, str]:
    s = text.strip(WHITESPACE)
    if not DECIMAL_LEXICAL.match(s):
        raise _LexicalError(text)
    n = Decimal(s)
    return abs(n), "-" if n < 0 else ""


def _duration(sign: str, parts: list[tuple[int, str]], zero: str) -> str:
    """SEC rule: the leading part is always written, later zero parts are left out; a zero duration is unsigned."""
    if all(n == 0 for n, _ in parts):
        return zero
    date_part = "".join(f"{n}{d}" for i, (n, d) in enumerate(parts) if d != "H" and (n or i == 0))
    hours = "".join(f"T{n}H" for n, d in parts if d == "H" and n)
    return f"{sign}P{date_part}{hours}"


def _dur_year(text: str) -> str:
    n, sign = _sec_number(text)
    years = int(n)
    months = (n - years) * 12
    days = int((months - int(months)) * _MONTH_DAYS)
    return _duration(sign, [(years, "Y"), (int(months), "M"), (days, "D")], "P0Y")


def _dur_month(text: str) -> str:
    n, sign = _sec_number(text)
    return _duration(sign, [(int(n), "M"), (int((n - int(n)) * _MONTH_DAYS), "D")], "P0M")


def _dur_week(text: str) -> str:
    n, sign = _sec_number(text)
    return _duration(sign, [(int(n * 7), "D")], "P0D")


def _dur_day(text: str) -> str:
    n, sign = _sec_number(text)
    return _duration(sign, [(int(n), "D"), (int((n - int(n)) * 24), "H")], "P0D")


def _dur_hour(text: str) -> str:
    n, sign = _sec_number(text)
    return "PT0H" if int(n) == 0 else f"{sign}PT{int(n)}H"


def _ballot_box(true_word: str, false_word: str) -> Callable[[str], str]:
    def transform(text: str) -> str:
        s = text.strip(WHITESPACE)
        if s in ("\u2611", "\u2612"):  # ☑ ☒
            return true_word
        if s == "\u2610":  # ☐
            return false_word
        raise _LexicalError(text)

    return transform


def _fixed(value: str) -> Callable[[str], str]:
    return lambda text: value


def _lookup(table: dict[str, str], strip: str = "") -> Callable[[str], str]:
    def transform(text: str) -> str:
        key = (
            " ".join(re.sub(strip, " ", text.strip(WHITESPACE).lower()).split())
            if strip
            else " ".join(text.lower().split())
        )
        if key not in table:
            raise _LexicalError(text)
        return table[key]

    return transform


# US states, DC, territories (EDGAR / dei:stateOrProvinceItemType) and Canadian provinces (postal codes).
_STATES = {
    "alabama": "AL",
    "alaska": "AK",
    "arizona": "AZ",
    "arkansas": "AR",
    "california": "CA",
    "colorado": "CO",
    "connecticut": "CT",
    "delaware": "DE",
    "district of columbia": "DC",
    "florida": "FL",
    "georgia": "GA",
    "hawaii": "HI",
    "idaho": "ID",
    "illinois": "IL",
    "indiana": "IN",
    "iowa": "IA",
    "kansas": "KS",
    "kentucky": "KY",
    "louisiana": "LA",
    "maine": "ME",
    "maryland": "MD",
    "massachusetts": "MA",
    "michigan": "MI",
    "minnesota": "MN",
    "mississippi": "MS",
    "missouri": "MO",
    "montana": "MT",
    "nebraska": "NE",
    "nevada": "NV",
    "new hampshire": "NH",
    "new jersey": "NJ",
    "new mexico": "NM",
    "new york": "NY",
    "north carolina": "NC",
    "north dakota": "ND",
    "ohio": "OH",
    "oklahoma": "OK",
    "oregon": "OR",
    "pennsylvania": "PA",
    "rhode island": "RI",
    "south carolina": "SC",
    "south dakota": "SD",
    "tennessee": "TN",
    "texas": "TX",
    "utah": "UT",
    "vermont": "VT",
    "virginia": "VA",
    "washington": "WA",
    "west virginia": "WV",
    "wisconsin": "WI",
    "wyoming": "WY",
    "american samoa": "AS",
    "guam": "GU",
    "northern mariana islands": "MP",
    "puerto rico": "PR",
    "virgin islands": "VI",
    "united states virgin islands": "VI",
    "u.s. virgin islands": "VI",
    "alberta": "AB",
    "british columbia": "BC",
    "manitoba": "MB",
    "new brunswick": "NB",
    "newfoundland and labrador": "NL",
    "newfoundland": "NL",
    "nova scotia": "NS",
    "northwest territories": "NT",
    "nunavut": "NU",
    "ontario": "ON",
    "prince edward island": "PE",
    "quebec": "QC",
    "québec": "QC",
    "saskatchewan": "SK",
    "yukon": "YT",
}
# Exchange names → dei:edgarExchangeCodeItemType; "the", commas, "Inc."/"LLC" do not matter.
_EXCHANGES = {
    "box exchange": "BOX",
    "cboe byx exchange": "CboeBYX",
    "cboe bzx exchange": "CboeBZX",
    "cboe c2 exchange": "C2",
    "cboe edga exchange": "CboeEDGA",
    "cboe edgx exchange": "CboeEDGX",
    "cboe exchange": "CBOE",
    "chicago stock exchange": "CHX",
    "investors exchange": "IEX",
    "miami international securities exchange": "MIAX",
    "miax pearl": "PEARL",
    "nasdaq bx": "BX",
    "nasdaq gemx": "GEMX",
    "nasdaq ise": "ISE",
    "nasdaq mrx": "MRX",
    "nasdaq phlx": "Phlx",
    "nyse": "NYSE",
    "new york stock exchange": "NYSE",
    "nyse american": "NYSEAMER",
    "nyse arca": "NYSEArca",
    "nyse national": "NYSENAT",
    "nasdaq": "NASDAQ",
    "nasdaq stock market": "NASDAQ",
    "nasdaq global market": "NASDAQ",
    "nasdaq global select market": "NASDAQ",
}
_EXCHANGE_NOISE = r"^\s*the\s+|[,.]|\b(inc|llc)\b"
_FILER_CATEGORIES = {
    "large accelerated filer": "Large Accelerated Filer",
    "accelerated filer": "Accelerated Filer",
    "non-accelerated filer": "Non-accelerated Filer",
    "non accelerated filer": "Non-accelerated Filer",
}
