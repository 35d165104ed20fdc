"""The filer's own cover facts (dei), validated per the EDGAR rules: the CIK, the document period end date and the
fiscal year focus. A value that is not what EDGAR allows is reported as an invalid item (or refused with
--strict), never stored for every reader to trip over."""

from __future__ import annotations

import re
from datetime import date

from auditgraph.errors import InputError
from auditgraph.ingest.records import Fact

_CIK = re.compile(r"[0-9]{1,10}")
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


_ENTITY_ID = re.compile(r"[A-Za-z][A-Za-z0-9._-]{0,39}", re.ASCII)


def _norm_cik(text: str, where: str = "--cik", given: bool = True) -> str:
    """An EDGAR CIK: 1 to 10 ASCII digits, not zero, without its leading zeros. A CIK given on the command line
    must be one (ABCDEFGHIJ, -1, 123:456, full-width digits are refused): it is part of every evidence key, where a
    ':' would split it. One read from the filing itself may also be a plain identifier beginning with a letter
    (test and conformance filings carry 'In-progress' or a name), never one with a ':' or a sign."""
    t = text.strip()
    if _CIK.fullmatch(t) and int(t) != 0:
        return str(int(t))
    if not given and _ENTITY_ID.fullmatch(t):
        return t
    raise InputError(f"{where}: '{t[:40]}' is not an EDGAR CIK (1 to 10 digits, not zero)")


def _dei_date(value: str | None, name: str, invalid: list[dict], strict: bool) -> str | None:
    """A dei date (DocumentPeriodEndDate) as an ISO date, or None with the fact reported invalid: every reader
    (memos, answers, plots) parses the filing's period end, and 'not a date' or 2023-02-30 broke them all."""
    if value is None:
        return None
    text = value.strip()
    problem = "is not a date (YYYY-MM-DD)"
    if _ISO_DATE.fullmatch(text):
        try:
            return date.fromisoformat(text).isoformat()
        except ValueError:
            problem = "is a date that does not exist"
    return _invalid_dei(name, f"dei:{name} '{text[:40]}' {problem}; the filing's {name} is left empty", invalid, strict)


def _dei_year(value: str | None, invalid: list[dict], strict: bool) -> str | None:
    if value is None:
        return None
    text = value.strip()
    if re.fullmatch(r"[0-9]{4}", text) and 1900 <= int(text) <= 2200:
        return text
    return _invalid_dei(
        "DocumentFiscalYearFocus",
        f"dei:DocumentFiscalYearFocus '{text[:40]}' is not a year; the filing's fiscal year is left empty",
        invalid,
        strict,
    )


def _invalid_dei(name: str, reason: str, invalid: list[dict], strict: bool) -> None:
    if strict:
        raise InputError(reason)
    invalid.append({"kind": "fact", "id": f"dei:{name}", "reason": reason})
    return None


def _dei_values(facts: list[Fact]) -> dict[str, str]:
    """Each dei concept's value (by local name): the first, sorted, of its facts' non-blank values."""
    found: dict[str, set[str]] = {}
    for f in facts:
        if f.concept.startswith("dei:"):
            raw = f.raw.strip()
            if raw:
                found.setdefault(f.concept[4:], set()).add(raw)
    return {local: min(values) for local, values in found.items()}
