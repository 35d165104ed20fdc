"""What a concept is searched by: its search text (pure functions, no graph, no model).

The text joins the QName split into words, the standard and company labels, the documentation, balance
and period type, and where the concept is presented (statements and presentation parents). Queries and
texts go through the same tokenizer for BM25; analyst abbreviations are expanded in queries only.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence

_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_TOKEN = re.compile(r"[a-z0-9]+")
STATEMENT_NAMES = {
    "BS": "balance sheet statement of financial position",
    "IS": "income statement statement of operations profit and loss",
    "CF": "cash flow statement",
    "EQ": "statement of stockholders equity",
    "CI": "statement of comprehensive income",
}
# Words that carry no meaning for matching a concept (English function words).
STOPWORDS = frozenset(
    "a an and are as at be by for from in into is it of on or per than that the their this to with".split()
)
# Abbreviations analysts write for line items, expanded in the query (kept too: a label may use them).
# Only the spelled-out words; which concept they mean is left to the index.
ABBREVIATIONS: dict[str, str] = {
    "eps": "earnings per share",
    "pp&e": "property plant and equipment",
    "ppe": "property plant and equipment",
    "sg&a": "selling general and administrative expense",
    "sga": "selling general and administrative expense",
    "r&d": "research and development expense",
    "cogs": "cost of goods sold",
    "cos": "cost of sales",
    "opex": "operating expenses",
    "divvies": "dividends",
    "d&a": "depreciation and amortization",
    "oci": "other comprehensive income",
    "aoci": "accumulated other comprehensive income",
    "a/r": "accounts receivable",
    "a/p": "accounts payable",
    "ebit": "earnings before interest and taxes",
    "cfo": "cash flow from operations",
    "fcf": "free cash flow",
    "nol": "net operating loss carryforward",
    "dta": "deferred tax assets",
    "dtl": "deferred tax liabilities",
    "nci": "noncontrolling interest",
    "rou": "right of use",
    "rsu": "restricted stock units",
    "rsus": "restricted stock units",
    "sbc": "stock based compensation",
    "ar": "accounts receivable",
    "ap": "accounts payable",
    "apic": "additional paid in capital",
}
# Analyst jargon with the statement language it stands for (accounting definitions, not concept names):
# "capex" is what the cash flow statement calls purchases of property, plant and equipment.
GLOSSARY: dict[str, str] = {
    "capex": "capital expenditures payments to acquire property plant and equipment",
    "capital expenditures": "payments to acquire property plant and equipment",
    "capital expenditure": "payments to acquire property plant and equipment",
    "capital spending": "payments to acquire property plant and equipment",
    "top line": "revenue net sales",
    "turnover": "revenue net sales",
    "bottom line": "net income",
    "net profit": "net income",
    "net earnings": "net income",
    "cash burn": "net cash used in operating activities",
    "operating cash flow": "net cash provided by operating activities",
    "book value": "total stockholders equity",
    "net worth": "total stockholders equity",
    "buybacks": "repurchases of common stock",
    "buyback": "repurchases of common stock",
    "fixed assets": "property plant and equipment net",
    "pretax income": "income before income taxes",
    "earnings before taxes": "income before income taxes",
    "tax charge": "provision for income taxes",
    "share count": "weighted average number of shares outstanding",
    "stock on hand": "inventory",
    "unearned revenue": "deferred revenue contract liability",
    "backlog": "remaining performance obligation",
    "free cash flow": "net cash provided by operating activities payments to acquire property plant and equipment",
    "opex": "operating expenses",
    "divvies": "dividends",
    "d/e": "total liabilities stockholders equity",
    "debt to equity": "total liabilities stockholders equity",
    "ebit": "operating income",
    "ebitda": "operating income depreciation depletion and amortization",
    "working capital": "current assets current liabilities",
    "burn": "net cash used in operating activities",
    "burn rate": "net cash used in operating activities",
    "debt paydown": "repayments of debt",
    "debt paydowns": "repayments of debt",
    "equity raise": "proceeds from issuance of common stock",
    "m&a": "payments to acquire businesses net of cash acquired",
    # Words statements use interchangeably for the same line (an income statement says "net sales" or "revenue").
    "revenue": "sales",
    "revenues": "sales",
    "sales": "revenue",
}
_GLOSSARY = re.compile(
    r"(?<![\w&/])(" + "|".join(re.escape(k) for k in sorted(GLOSSARY, key=len, reverse=True)) + r")(?![\w&/])",
    re.IGNORECASE,
)
_ABBREVIATION = re.compile(
    r"(?<![\w&/])(" + "|".join(re.escape(k) for k in sorted(ABBREVIATIONS, key=len, reverse=True)) + r")(?![\w&/])",
    re.IGNORECASE,
)


def split_name(name: str) -> str:
    """``PaymentsToAcquirePropertyPlantAndEquipment`` → ``payments to acquire property plant and equipment``."""
    return " ".join(w.lower() for w in _CAMEL.findall(name or ""))


def stem(token: str) -> str:
    """A light plural stemmer, enough for labels: revenues → revenue, liabilities → liability."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


def tokens(text: str) -> list[str]:
    return [stem(t) for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS]


def expand_query(query: str, glossary: bool = True) -> str:
    """The query with analyst abbreviations spelled out beside them (``EPS`` → ``EPS earnings per share``) and,
    with ``glossary``, jargon followed by the statement language it means (``capex`` → ``… purchases of …``)."""
    if glossary:
        query = _GLOSSARY.sub(lambda m: f"{m.group(0)} {GLOSSARY[m.group(0).lower()]}", query)
    return _ABBREVIATION.sub(lambda m: f"{m.group(0)} {ABBREVIATIONS[m.group(0).lower()]}", query)


# Narrative concepts (a note's text block, a policy) hold text, not the amount an analyst names a line item for.
_NARRATIVE_NAME = re.compile(r"(TextBlock|Policy|PolicyTextBlock)$")
_NARRATIVE_QUERY = re.compile(
    r"\b(note|notes|policy|policies|disclosure|text|narrative|describe|description)\b", re.IGNORECASE
)


def is_narrative(qname: str) -> bool:
    return bool(_NARRATIVE_NAME.search(qname))


def wants_narrative(query: str) -> bool:
    return bool(_NARRATIVE_QUERY.search(query))


def label_field(row: dict) -> str:
    """The short field BM25 also scores on its own: the name in words and the labels (a title match counts more)."""
    labels = _unique([row.get("label"), row.get("terse_label"), *sorted(row.get("company_labels") or [])])
    return ". ".join([split_name(row.get("name") or row["qname"].split(":", 1)[-1]), *labels])


def _unique(items: Iterable[str | None]) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        if item:
            text = " ".join(str(item).split())
            if text and text.lower() not in (s.lower() for s in seen):
                seen[text] = None
    return list(seen)


def concept_text(
    row: dict, statements: Sequence[str] = (), parents: Sequence[str] = (), documentation_chars: int = 400
) -> str:
    """The search text of one concept (``row`` as ``retrieval.concept_documents`` returns it)."""
    labels = _unique([row.get("label"), row.get("terse_label"), *sorted(row.get("company_labels") or [])])
    parts = [split_name(row.get("name") or row["qname"].split(":", 1)[-1])]
    parts += labels
    doc = row.get("documentation")
    if doc:
        parts.append(" ".join(doc.split())[:documentation_chars])
    facets = [row.get("balance"), row.get("period_type")]
    parts.append(" ".join(f for f in facets if f))
    if statements:
        parts.append("; ".join(STATEMENT_NAMES.get(s, s) for s in sorted(set(statements))))
    if parents:
        parts.append("under " + "; ".join(split_name(p) for p in sorted(set(parents))[:3]))
    return ". ".join(p for p in parts if p)


def embedding_text(row: dict, max_labels: int = 4) -> str:
    """The shorter text the sentence model embeds: the name in words and the labels.

    Documentation and statement context stay with BM25: they pull every vector towards the same generic
    words (the model reads 64 word pieces at most), while a label is what an analyst's phrase resembles;
    a short text also keeps embedding the whole taxonomy fast on two cores."""
    labels = _unique([row.get("label"), row.get("terse_label"), *sorted(row.get("company_labels") or [])])[:max_labels]
    return ". ".join(_unique([split_name(row.get("name") or row["qname"].split(":", 1)[-1]), *labels]))


def text_hash(text: str, model: str) -> str:
    """Changes when the text or the embedding model changes: the signal to re-embed."""
    return hashlib.sha256(f"{model}\n{text}".encode()).hexdigest()[:16]
