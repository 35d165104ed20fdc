"""Periods as users type them → the graph's period tokens.

The graph keys a period as ``YYYYMMDD`` (instant) or ``YYYYMMDD-YYYYMMDD`` (duration). People write ISO
dates, so everywhere a period is accepted these are the same period: ``2023-09-30`` = ``20230930``, and
``2022-09-25..2023-09-30`` = ``2022-09-25/2023-09-30`` = ``20220925-20230930``.
"""

from __future__ import annotations

import datetime as dt
import re

PERIOD_HELP = "a date like 2023-09-30 (or 20230930) or a duration like 2022-09-25..2023-09-30 (or 20220925-20230930)"
_DATE = r"[0-9]{4}-?[0-9]{2}-?[0-9]{2}"  # ASCII digits only (a full-width or Arabic-Indic date is not one)
_PERIOD = re.compile(rf"^({_DATE})(?:(?:\.\.|/|--|-)({_DATE}))?$")
# What the HTTP layer lets through to normalise_period (same shapes, checked again there).
PERIOD_INPUT_PATTERN = r"^[0-9]{4}-?[0-9]{2}-?[0-9]{2}((\.\.|/|--|-)[0-9]{4}-?[0-9]{2}-?[0-9]{2})?$"


def _date(text: str) -> str:
    digits = text.replace("-", "")
    try:
        dt.date(int(digits[:4]), int(digits[4:6]), int(digits[6:]))
    except ValueError:
        raise ValueError(f"{text} is not a calendar date") from None
    return digits


def normalise_period(text: str) -> str:
    """``20230930`` / ``20220925-20230930`` from any accepted spelling; ValueError naming the accepted forms."""
    m = _PERIOD.match(text.strip())
    if not m:
        raise ValueError(f"period '{text}' is not {PERIOD_HELP}")
    start = _date(m.group(1))
    if m.group(2) is None:
        return start
    end = _date(m.group(2))
    if end < start:
        raise ValueError(f"period '{text}' ends before it starts")
    return f"{start}-{end}"


_TOKEN = re.compile(r"^[0-9]{8}(-[0-9]{8})?$")


def period_or_none(value: object) -> object:
    """For pydantic ``BeforeValidator``: ISO spellings become tokens; a period of the accepted shape that is no
    real date (20230230, 2023-02-30) passes as its token and simply names no fact, as a token always did; any
    other text is refused with the accepted forms. The JSON schema says the same (``PERIOD_INPUT_PATTERN``)."""
    if isinstance(value, str) and value.strip() and not _TOKEN.match(value.strip()):
        return lenient_token(value)
    return value


def lenient_token(text: str) -> str:
    """The token for a period of the accepted shape even when it is no real date (2023-02-30 → 20230230):
    for query filters, where an impossible period matches nothing rather than being an error."""
    try:
        return normalise_period(text)
    except ValueError:
        m = _PERIOD.match(text.strip())
        if not m:
            raise
        return "-".join(g.replace("-", "") for g in m.groups() if g)
