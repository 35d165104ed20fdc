"""Classifying extended link roles into face statements (DESIGN §3 Role.statement)."""

from __future__ import annotations

import re

_STATEMENT_MARK = re.compile(r"(^|\s)-\s*statement\s*-", re.IGNORECASE)
_EQUITY = re.compile(
    r"stockholders|shareholders|shareowners|changes in equity|in equity|partners'? capital|members'? (equity|capital)|changes in (net assets|deficit)|equity \(deficit\)\s*$|statements? of equity",
    re.IGNORECASE,
)
_CASH = re.compile(r"cash flow", re.IGNORECASE)
_COMPREHENSIVE = re.compile(r"comprehensive (income|loss)", re.IGNORECASE)
_INCOME = re.compile(r"operations|income|earnings|loss|statement of (revenues|activities)", re.IGNORECASE)
_BALANCE = re.compile(
    r"balance sheet|financial position|financial condition|assets and liabilities|statements? of condition",
    re.IGNORECASE,
)
_PAREN = re.compile(r"parenthetical", re.IGNORECASE)


def classify_role(uri: str, definition: str | None) -> tuple[str | None, bool]:
    """Return (statement, parenthetical). statement is BS, IS, CF, EQ, CI or None (disclosure/other).

    Filers mark face statements with ``- Statement -`` in the role definition (SEC EFM 6.7.12); the
    US-GAAP taxonomy's statement roles live under ``/role/statement/``.
    """
    text = definition or ""
    tail = uri.rstrip("/").rsplit("/", 1)[-1]
    if not text:
        # No roleType available (company schema missing): fall back to the role URI's own words,
        # e.g. .../role/StatementConsolidatedStatementsOfIncome or .../role/ConsolidatedBalanceSheets.
        words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", tail)
        if re.search(r"details|tables?|policies|narrative|disclosure|parenthetical", words, re.IGNORECASE):
            return None, bool(_PAREN.search(words))
        if re.match(r"(statement|consolidated|condensed|combined)", words, re.IGNORECASE):
            text = f"- Statement - {words}"
    is_statement = bool(_STATEMENT_MARK.search(text)) or "/role/statement/" in uri
    if not is_statement:
        return None, False
    title = _STATEMENT_MARK.split(text)[-1] if _STATEMENT_MARK.search(text) else (text or uri.rsplit("/", 1)[-1])
    paren = bool(_PAREN.search(title))
    camel = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", uri.rsplit("/", 1)[-1])
    for candidate in (title, f"{title} {camel}"):
        if _CASH.search(candidate):
            return "CF", paren
        if _EQUITY.search(candidate) and not _BALANCE.search(candidate):
            return "EQ", paren
        if _BALANCE.search(candidate):
            return "BS", paren
        if _COMPREHENSIVE.search(candidate) and not _INCOME.search(_COMPREHENSIVE.sub("", candidate)):
            return "CI", paren
        if _INCOME.search(candidate):
            return "IS", paren
    return None, paren
