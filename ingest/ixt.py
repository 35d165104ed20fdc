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

from auditgraph.errors import InputError
from auditgraph.ingest.ixt_values import (
    _EXCHANGE_NOISE,
    _EXCHANGES,
    _FILER_CATEGORIES,
    _MONTH_RE,
    _MONTHS,
    _STATES,
    _ballot_box,
    _canonical,
    _dur_day,
    _dur_hour,
    _dur_month,
    _dur_week,
    _dur_words_en,
    _dur_year,
    _fixed,
    _LexicalError,
    _lookup,
    _num_dash,
    _num_grouped,
    _num_unit_decimal,
    _num_words_en,
    _tr1_number,
    _zero_dash,
)

IXT_TR1 = "http://www.xbrl.org/inlineXBRL/transformation/2010-04-20"
IXT_TR2 = "http://www.xbrl.org/inlineXBRL/transformation/2011-07-31"
IXT_TR3 = "http://www.xbrl.org/inlineXBRL/transformation/2015-02-26"
IXT_TR4 = "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12"
IXT_TR5 = "http://www.xbrl.org/inlineXBRL/transformation/2022-02-16"
IXT_SEC = "http://www.sec.gov/inlineXBRL/transformation/2015-08-31"


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
        g = dict(zip(order, m.groups()[: len(order)]))
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
    "booleanfalse": _fixed("false"),
    "booleantrue": _fixed("true"),
    "nocontent": _fixed(""),
    "zerodash": _zero_dash,
    "numdotdecimal": _num_grouped(".", ", \xa0", strict=True),
    "numcommadecimal": _num_grouped(",", ". \xa0", strict=True),
    "numunitdecimal": _num_unit_decimal,
    **_DATES_TR23,
}
_TR2 = {k: v for k, v in _TR3.items() if k not in ("datemonthyear", "dateyearmonthday")}  # added in TR3
_TR45 = {
    "fixed-empty": _fixed(""),
    "fixed-false": _fixed("false"),
    "fixed-true": _fixed("true"),
    "fixed-zero": _fixed("0"),
    "num-dot-decimal": _canonical(_num_grouped(".", ", \xa0", strict=False)),
    "num-comma-decimal": _canonical(_num_grouped(",", ". \xa0", strict=False)),
    "num-unit-decimal": _canonical(_num_unit_decimal),
    "num-dot-decimal-apos": _canonical(_num_grouped(".", ",'`\u00b4\u2019\u2032 \xa0", strict=False)),
    "num-comma-decimal-apos": _canonical(_num_grouped(",", ".'`\u00b4\u2019\u2032 \xa0", strict=False)),
    **_DATES_TR45,
}
_SEC = {
    "numwordsen": _num_words_en,
    "durwordsen": _dur_words_en,
    "duryear": _dur_year,
    "durmonth": _dur_month,
    "durweek": _dur_week,
    "durday": _dur_day,
    "durhour": _dur_hour,
    "numinf": _fixed("INF"),
    "numneginf": _fixed("-INF"),
    "numnan": _fixed("NaN"),
    "boolballotbox": _ballot_box("true", "false"),
    "yesnoballotbox": _ballot_box("Yes", "No"),
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
        raise InputError(
            f"{where}: unknown ix format '{fmt}' (not in the supported transformation {known} "
            f"{namespace or '(undeclared prefix)'})",
            format=fmt,
            namespace=namespace,
        )
    try:
        return registry[local](text)
    except _LexicalError:
        raise InputError(
            f"{where}: '{text.strip()[:60]}' is not in the lexical space of format '{fmt}'",
            format=fmt,
            value=text[:200],
        ) from None
