"""Inline XBRL transformation registries (TR1–TR5 and the SEC's ixt-sec): lexical text → canonical value.

The ``format`` QName of an ix fact is resolved with the element's own namespace declarations; the
registry is chosen by namespace and the transform by local name. Only the English and numeric forms are
implemented; an unknown format is an :class:`InputError` naming it.
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Callable
from decimal import Decimal

from auditgraph.errors import InputError

IXT_TR1 = "http://www.xbrl.org/inlineXBRL/transformation/2010-04-20"
IXT_TR2 = "http://www.xbrl.org/inlineXBRL/transformation/2011-07-31"
IXT_TR3 = "http://www.xbrl.org/inlineXBRL/transformation/2015-02-26"
IXT_TR4 = "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12"
IXT_TR5 = "http://www.xbrl.org/inlineXBRL/transformation/2022-02-16"
IXT_SEC = "http://www.sec.gov/inlineXBRL/transformation/2015-08-31"


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
_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
_SCALES = {w: 10 ** (3 * i) for i, w in enumerate(
    "thousand million billion trillion quadrillion quintillion".split(), start=1)}


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
        key = " ".join(re.sub(strip, " ", text.strip(WHITESPACE).lower()).split()) if strip else " ".join(text.lower().split())
        if key not in table:
            raise _LexicalError(text)
        return table[key]
    return transform


# US states, DC, territories (EDGAR / dei:stateOrProvinceItemType) and Canadian provinces (postal codes).
_STATES = {
    "alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA", "colorado": "CO",
    "connecticut": "CT", "delaware": "DE", "district of columbia": "DC", "florida": "FL", "georgia": "GA",
    "hawaii": "HI", "idaho": "ID", "illinois": "IL", "indiana": "IN", "iowa": "IA", "kansas": "KS",
    "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD", "massachusetts": "MA",
    "michigan": "MI", "minnesota": "MN", "mississippi": "MS", "missouri": "MO", "montana": "MT",
    "nebraska": "NE", "nevada": "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM",
    "new york": "NY", "north carolina": "NC", "north dakota": "ND", "ohio": "OH", "oklahoma": "OK",
    "oregon": "OR", "pennsylvania": "PA", "rhode island": "RI", "south carolina": "SC", "south dakota": "SD",
    "tennessee": "TN", "texas": "TX", "utah": "UT", "vermont": "VT", "virginia": "VA", "washington": "WA",
    "west virginia": "WV", "wisconsin": "WI", "wyoming": "WY", "american samoa": "AS", "guam": "GU",
    "northern mariana islands": "MP", "puerto rico": "PR", "virgin islands": "VI",
    "united states virgin islands": "VI", "u.s. virgin islands": "VI",
    "alberta": "AB", "british columbia": "BC", "manitoba": "MB", "new brunswick": "NB",
    "newfoundland and labrador": "NL", "newfoundland": "NL", "nova scotia": "NS", "northwest territories": "NT",
    "nunavut": "NU", "ontario": "ON", "prince edward island": "PE", "quebec": "QC", "québec": "QC",
    "saskatchewan": "SK", "yukon": "YT",
}
# Exchange names → dei:edgarExchangeCodeItemType; "the", commas, "Inc."/"LLC" do not matter.
_EXCHANGES = {
    "box exchange": "BOX", "cboe byx exchange": "CboeBYX", "cboe bzx exchange": "CboeBZX",
    "cboe c2 exchange": "C2", "cboe edga exchange": "CboeEDGA", "cboe edgx exchange": "CboeEDGX",
    "cboe exchange": "CBOE", "chicago stock exchange": "CHX", "investors exchange": "IEX",
    "miami international securities exchange": "MIAX", "miax pearl": "PEARL", "nasdaq bx": "BX",
    "nasdaq gemx": "GEMX", "nasdaq ise": "ISE", "nasdaq mrx": "MRX", "nasdaq phlx": "Phlx", "nyse": "NYSE",
    "new york stock exchange": "NYSE", "nyse american": "NYSEAMER", "nyse arca": "NYSEArca",
    "nyse national": "NYSENAT", "nasdaq": "NASDAQ", "nasdaq stock market": "NASDAQ",
    "nasdaq global market": "NASDAQ", "nasdaq global select market": "NASDAQ",
}
_EXCHANGE_NOISE = r"^\s*the\s+|[,.]|\b(inc|llc)\b"
_FILER_CATEGORIES = {
    "large accelerated filer": "Large Accelerated Filer", "accelerated filer": "Accelerated Filer",
    "non-accelerated filer": "Non-accelerated Filer", "non accelerated filer": "Non-accelerated Filer",
}


def _date_iso(y: str, m: int | str, d: str | int, text: str) -> str:
    year = int(y) + (2000 if len(y) <= 2 else 0)  # TR: a one- or two-digit year is 20YY
    try:
        return dt.date(year, int(m), int(d)).isoformat()
    except ValueError:
        raise _LexicalError(text) from None


def _month_day_iso(m: int | str, d: str | int, text: str) -> str:
    try:
        dt.date(2000, int(m), int(d))  # a leap year, so --02-29 is allowed
    except ValueError:
        raise _LexicalError(text) from None
    return f"--{int(m):02d}-{int(d):02d}"


def _year_month_iso(y: str, m: int | str, text: str) -> str:
    if not 1 <= int(m) <= 12:
        raise _LexicalError(text)
    return f"{int(y) + (2000 if len(y) <= 2 else 0):04d}-{int(m):02d}"


_D = r"([0-9]{1,2})"
_Y = r"([0-9]{4}|[0-9]{1,2})"
_SEP = r"[^0-9]+"


def _date(pattern: str, order: str) -> Callable[[str], str]:
    """A date transform from a pattern; ``order`` names the groups: d (day), m (month number), n (month name), y."""
    regex = re.compile(r"^[ \t\r\n]*" + pattern + r"[ \t\r\n]*$", re.IGNORECASE)

    def transform(text: str) -> str:
        m = regex.match(text)
        if not m:
            raise _LexicalError(text)
        g = dict(zip(order, m.groups()[:len(order)]))
        month = _MONTHS[g["n"].lower()] if "n" in g else g.get("m")
        if "y" in g and "d" in g:
            return _date_iso(g["y"], month, g["d"], text)
        if "y" in g:
            return _year_month_iso(g["y"], month, text)
        return _month_day_iso(month, g["d"], text)
    return transform


_QUARTERS = {"1": 1, "first": 1, "2": 2, "second": 2, "3": 3, "third": 3, "4": 4, "fourth": 4, "last": 4}


def _date_quarter_end(text: str) -> str:
    """SEC datequarterend: ``third quarter of 2023``, ``Q3 2023``, ``2023 Q3`` → 2023-09-30."""
    words = re.findall(r"[0-9]{4}|[0-9]+|[a-z]+", text.lower())
    years = [w for w in words if len(w) == 4 and w.isdigit()]
    quarters = [_QUARTERS[w] for w in words if w in _QUARTERS]  # "Q3" splits into "q" and "3"
    if len(years) != 1 or len(quarters) != 1:
        raise _LexicalError(text)
    year, month = int(years[0]), 3 * quarters[0]
    return dt.date(year, month, calendar.monthrange(year, month)[1]).isoformat()


_N = _MONTH_RE
_DATES_TR23 = {
    "datedaymonth": _date(_D + _SEP + _D, "dm"),
    "datedaymonthen": _date(_D + _SEP + _N + r"[^0-9]*", "dn"),
    "datedaymonthyear": _date(_D + _SEP + _D + _SEP + _Y, "dmy"),
    "datedaymonthyearen": _date(_D + _SEP + _N + _SEP + _Y, "dny"),
    "datemonthday": _date(_D + _SEP + _D + r"[A-Za-z]*", "md"),
    "datemonthdayen": _date(_N + _SEP + _D + r"[A-Za-z]{0,2}", "nd"),
    "datemonthdayyear": _date(_D + _SEP + _D + _SEP + _Y, "mdy"),
    "datemonthdayyearen": _date(_N + _SEP + r"([0-9]{1,2})" + _SEP + _Y, "ndy"),
    "datemonthyear": _date(_D + _SEP + _Y, "my"),
    "datemonthyearen": _date(_N + _SEP + _Y, "ny"),
    "dateyearmonthday": _date(_Y + _SEP + _D + _SEP + _D + r"[^0-9]*", "ymd"),
    "dateyearmonthen": _date(_Y + _SEP + _N, "yn"),
}
_DATES_TR45 = {
    "date-day-month": _DATES_TR23["datedaymonth"],
    "date-day-monthname-en": _DATES_TR23["datedaymonthen"],
    "date-day-month-year": _DATES_TR23["datedaymonthyear"],
    "date-day-monthname-year-en": _DATES_TR23["datedaymonthyearen"],
    "date-month-day": _DATES_TR23["datemonthday"],
    "date-monthname-day-en": _DATES_TR23["datemonthdayen"],
    "date-month-day-year": _DATES_TR23["datemonthdayyear"],
    "date-monthname-day-year-en": _DATES_TR23["datemonthdayyearen"],
    "date-month-year": _DATES_TR23["datemonthyear"],
    "date-monthname-year-en": _DATES_TR23["datemonthyearen"],
    "date-year-month": _date(_Y + _SEP + _D + r"[^0-9]*", "ym"),
    "date-year-month-day": _DATES_TR23["dateyearmonthday"],
    "date-year-monthname-en": _DATES_TR23["dateyearmonthen"],
}
_LONG = "(" + "|".join(calendar.month_name[1:]) + ")"
_SHORT = "(" + "|".join(calendar.month_abbr[1:]) + ")"
_TR1 = {
    "dateslashus": _date(_D + "/" + _D + "/" + _Y, "mdy"),
    "dateslasheu": _date(_D + "/" + _D + "/" + _Y, "dmy"),
    "datedotus": _date(_D + r"\." + _D + r"\." + _Y, "mdy"),
    "datedoteu": _date(_D + r"\." + _D + r"\." + _Y, "dmy"),
    "datelongus": _date(_LONG + r" ([0-9]{1,2}), " + _Y, "ndy"),
    "dateshortus": _date(_SHORT + r" ([0-9]{1,2}), " + _Y, "ndy"),
    "datelonguk": _date(_D + " " + _LONG + " " + _Y, "dny"),
    "dateshortuk": _date(_D + " " + _SHORT + " " + _Y, "dny"),
    "datelongdaymonthuk": _date(_D + " " + _LONG, "dn"),
    "dateshortdaymonthuk": _date(_D + r"\s+" + _SHORT, "dn"),
    "datelongmonthdayus": _date(_LONG + " " + _D, "nd"),
    "dateshortmonthdayus": _date(_SHORT + r"\s+" + _D + r"[A-Za-z]{0,2}", "nd"),
    "dateslashdaymontheu": _date(_D + "/" + _D, "dm"),
    "dateslashmonthdayus": _date(_D + "/" + _D, "md"),
    "datelongyearmonth": _date(_Y + r"\s+" + _LONG, "yn"),
    "dateshortyearmonth": _date(_Y + r"\s+" + _SHORT, "yn"),
    "datelongmonthyear": _date(_LONG + r"\s+" + _Y, "ny"),
    "dateshortmonthyear": _date(_SHORT + r"\s+" + _Y, "ny"),
    "numcommadot": _tr1_number(r"[0-9]{1,3}(,[0-9]{3})*(\.[0-9]+)?", "."),
    "numdash": _num_dash,
    "numspacedot": _tr1_number(r"[0-9]{1,3}([ \xa0][0-9]{3})*(\.[0-9]+)?", "."),
    "numdotcomma": _tr1_number(r"[0-9]{1,3}(\.[0-9]{3})*(,[0-9]+)?", ","),
    "numcomma": _tr1_number(r"[0-9]+(,[0-9]+)?", ","),
    "numspacecomma": _tr1_number(r"[0-9]{1,3}([ \xa0][0-9]{3})*(,[0-9]+)?", ","),
}
_TR3 = {
    "booleanfalse": _fixed("false"), "booleantrue": _fixed("true"), "nocontent": _fixed(""),
    "zerodash": _zero_dash,
    "numdotdecimal": _num_grouped(".", ", \xa0", strict=True),
    "numcommadecimal": _num_grouped(",", ". \xa0", strict=True),
    "numunitdecimal": _num_unit_decimal,
    **_DATES_TR23,
}
_TR2 = {k: v for k, v in _TR3.items() if k not in ("datemonthyear", "dateyearmonthday")}  # added in TR3
_TR45 = {
    "fixed-empty": _fixed(""), "fixed-false": _fixed("false"), "fixed-true": _fixed("true"),
    "fixed-zero": _fixed("0"),
    "num-dot-decimal": _canonical(_num_grouped(".", ", \xa0", strict=False)),
    "num-comma-decimal": _canonical(_num_grouped(",", ". \xa0", strict=False)),
    "num-unit-decimal": _canonical(_num_unit_decimal),
    "num-dot-decimal-apos": _canonical(_num_grouped(".", ",'`\u00b4\u2019\u2032 \xa0", strict=False)),
    "num-comma-decimal-apos": _canonical(_num_grouped(",", ".'`\u00b4\u2019\u2032 \xa0", strict=False)),
    **_DATES_TR45,
}
_SEC = {
    "numwordsen": _num_words_en, "durwordsen": _dur_words_en,
    "duryear": _dur_year, "durmonth": _dur_month, "durweek": _dur_week, "durday": _dur_day, "durhour": _dur_hour,
    "numinf": _fixed("INF"), "numneginf": _fixed("-INF"), "numnan": _fixed("NaN"),
    "boolballotbox": _ballot_box("true", "false"), "yesnoballotbox": _ballot_box("Yes", "No"),
    "stateprovnameen": _lookup(_STATES),
    "exchnameen": _lookup(_EXCHANGES, _EXCHANGE_NOISE),
    "entityfilercategoryen": _lookup(_FILER_CATEGORIES),
    "datequarterend": _date_quarter_end,
}
TRANSFORMS: dict[str, dict[str, Callable[[str], str]]] = {
    IXT_TR1: _TR1,
    IXT_TR2: _TR2,
    IXT_TR3: _TR3,
    IXT_TR4: _TR45,
    IXT_TR5: _TR45,
    IXT_SEC: _SEC,
}


def apply_format(fmt: str, nsmap: dict[str | None, str], text: str, where: str) -> str:
    """Apply the transform a ``format`` QName names; ``where`` says which fact, for error messages."""
    prefix, _, local = fmt.strip().rpartition(":")
    namespace = nsmap.get(prefix or None)
    registry = TRANSFORMS.get(namespace or "")
    if registry is None or local not in registry:
        known = "registry" if registry is not None else "namespace"
        raise InputError(f"{where}: unknown ix format '{fmt}' (not in the supported transformation {known} "
                         f"{namespace or '(undeclared prefix)'})", format=fmt, namespace=namespace)
    try:
        return registry[local](text)
    except _LexicalError:
        raise InputError(f"{where}: '{text.strip()[:60]}' is not in the lexical space of format '{fmt}'",
                         format=fmt, value=text[:200]) from None
