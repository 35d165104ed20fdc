"""Mapping a question's words to what the graph can answer: a ratio of the memo vocabulary or concept QNames.

This is the seam for the retrieval layer (DESIGN §6b): :class:`ConceptResolver` is the interface ``ask``
uses; :class:`VocabularyResolver` is the deterministic implementation over the filing's own concept names
and labels plus the ratio vocabulary. A retrieval-backed resolver (``auditgraph.retrieval.search``) plugs
in by implementing ``candidates`` and passing it to :func:`auditgraph.memos.ask.ask`.
"""

from __future__ import annotations

import re
from typing import Protocol

from auditgraph.store.base import GraphStore

# phrase -> ratio or input name of the memo (the memo's own vocabulary, longest phrases tried first)
METRIC_PHRASES: dict[str, str] = {
    "operating cash flow margin": "operating_cash_flow_margin",
    "cash flow margin": "operating_cash_flow_margin",
    "ocf margin": "operating_cash_flow_margin",
    "operating-cash-flow margin": "operating_cash_flow_margin",
    "net profit margin": "net_margin",
    "net margin": "net_margin",
    "profit margin": "net_margin",
    "gross margin": "gross_margin",
    "gross profit margin": "gross_margin",
    "current ratio": "current_ratio",
    "debt-to-equity": "debt_to_equity",
    "debt to equity": "debt_to_equity",
    "liabilities to equity": "debt_to_equity",
    "leverage": "leverage",
    "liabilities to assets": "leverage",
    "liquidity": "liquidity",
    "cash to liabilities": "liquidity",
    "interest coverage": "interest_coverage",
    "times interest earned": "interest_coverage",
    "revenue growth": "revenue_yoy",
    "sales growth": "revenue_yoy",
    "grow revenue": "revenue_yoy",
    "revenue change": "revenue_yoy",
    "year-over-year revenue": "revenue_yoy",
    "year over year revenue": "revenue_yoy",
    "total liabilities and equity": "liabilities_and_equity",
    "liabilities and stockholders' equity": "liabilities_and_equity",
    "operating cash flow": "operating_cash_flow",
    "cash from operations": "operating_cash_flow",
    "cash provided by operating activities": "operating_cash_flow",
    "total current assets": "assets_current",
    "current assets": "assets_current",
    "total current liabilities": "liabilities_current",
    "current liabilities": "liabilities_current",
    "total liabilities": "liabilities",
    "total assets": "assets",
    "stockholders' equity": "equity",
    "shareholders' equity": "equity",
    "stockholders equity": "equity",
    "shareholders equity": "equity",
    "total equity": "equity",
    "cash and cash equivalents": "cash",
    "cash and equivalents": "cash",
    "gross profit": "gross_profit",
    "operating income": "operating_income",
    "interest expense": "interest_expense",
    "net income": "net_income",
    "net loss": "net_income",
    "net earnings": "net_income",
    "profit": "net_income",
    "total revenue": "revenue",
    "net sales": "revenue",
    "revenues": "revenue",
    "revenue": "revenue",
    "sales": "revenue",
}

_STOP = frozenset(
    "what was were is the a an of in for its fiscal year quarter ended ending at on by did how much "
    "many company's companys total reported report".split()
)


class ConceptResolver(Protocol):
    def candidates(self, phrase: str, accession: str, limit: int = 5) -> list[str]:
        """Concept QNames the phrase may mean in this filing, best first (empty: nothing fits)."""


def metric_in(question: str) -> str | None:
    """The memo metric a question names (longest phrase wins), or None."""
    q = question.lower().replace("’", "'")
    for phrase in sorted(METRIC_PHRASES, key=len, reverse=True):
        if re.search(r"(?<![a-z])" + re.escape(phrase) + r"(?![a-z])", q):
            return METRIC_PHRASES[phrase]
    return None


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP and len(w) > 2}


class VocabularyResolver:
    """Scores the filing's reported concepts by the words their local name and labels share with the phrase."""

    def __init__(self, store: GraphStore) -> None:
        self.store = store

    def candidates(self, phrase: str, accession: str, limit: int = 5) -> list[str]:
        wanted = _words(phrase)
        if not wanted:
            return []
        scored = []
        for row in self.store.run("memos.filing_vocabulary", {"accession": accession}):
            name = row["concept"].split(":", 1)[-1]
            camel = " ".join(re.findall(r"[A-Z][a-z]+|[a-z]+", name))
            have = _words(" ".join(filter(None, [camel, row.get("label"), row.get("terse_label")])))
            hit = len(wanted & have)
            if hit:
                # all asked words present first; then fewer extra words (a tighter name); then the QName
                scored.append((-(hit == len(wanted)), -hit, len(have - wanted), row["concept"]))
        scored.sort()
        return [s[3] for s in scored[:limit]]
