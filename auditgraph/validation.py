"""Validation errors in words a user reads: no regular expressions, no links to a library's docs.

pydantic says "String should match pattern '^\\d{8}(-\\d{8})?$' … For further information visit https://…";
people need "period: a date like 2023-09-30 …". Patterns the project uses are named here once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from auditgraph.periods import PERIOD_HELP

_PATTERN_WORDS = {
    r"^\d{8}(-\d{8})?$": PERIOD_HELP,
    r"^[0-9]{8}(-[0-9]{8})?$": PERIOD_HELP,
    r"^[A-Za-z0-9._-]{1,64}$": "an accession such as 0000320193-23-000106 (letters, digits, '.', '_', '-')",
    r"^[^\x00-\x1f\x7f]*$": "text without control characters",
}


def _words(error: Mapping[str, Any]) -> str:
    if error["type"] == "string_pattern_mismatch":
        pattern = (error.get("ctx") or {}).get("pattern", "")
        if pattern in _PATTERN_WORDS:
            return f"expected {_PATTERN_WORDS[pattern]}"
        if "A-Za-z_" in pattern and ":" in pattern:
            return "expected a concept name such as us-gaap:Assets"
        return "not in the expected form"
    return error["msg"].removeprefix("Value error, ")


def describe(exc: ValidationError) -> str:
    """``field: what is wrong; field: …`` for a validation error, without patterns or URLs."""
    return "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'input'}: {_words(e)} (got {e.get('input')!r})"
        if e["type"] == "string_pattern_mismatch"
        else f"{'.'.join(str(p) for p in e['loc']) or 'input'}: {_words(e)}"
        for e in exc.errors(include_url=False)
    )
