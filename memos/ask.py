"""Answers to questions such as "What was Apple's operating cash flow margin in fiscal 2023?".

The filing comes from ``accession`` or from the company name and year in the question (a 10-K unless the
question speaks of a quarter); the metric from the memo vocabulary (ratios and their inputs), else from a
:class:`~auditgraph.memos.concepts.ConceptResolver` over the filing's concepts; the value from the same
ratio builder the memos use, so an answer is a verified claim with its formula and fact keys, checked by the
same z3 policies. A question that cannot be grounded gets ``status: not_found`` and what is available.
"""
from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field

from auditgraph.errors import InputError, NotFound
from auditgraph.memos.claims import Claim
from auditgraph.memos.concepts import ConceptResolver, VocabularyResolver, metric_in
from auditgraph.memos.facts import load_filing_facts
from auditgraph.memos.memo import policy_instances
from auditgraph.memos.policies import PolicyChecker, PolicyResult
from auditgraph.memos.ratios import ALL_CONCEPTS, RATIOS, RatioBuilder
from auditgraph.memos.verifier import GraphFacts, check_claim, verify_text
from auditgraph.store.base import GraphStore

_QUARTER = re.compile(r"\b(quarter|three months|q[1-4]|10-q|nine months|six months|year to date|year-to-date)\b", re.I)
_ONLY_QUARTER = re.compile(r"\b(three months|quarter ended|the quarter|q[1-4])\b", re.I)
# Any four digits standing alone are a year the question asks about (2999 and 1066 too: a year no filing reports
# is answered not_found, never with the latest filing instead). ASCII digits only.
_YEAR = re.compile(r"\b(?:fy\s?|fiscal\s+(?:year\s+)?)?([0-9]{4})\b", re.I | re.ASCII)
_DATE = re.compile(r"\b([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})\b", re.ASCII)


def impossible_dates(question: str) -> list[str]:
    """The YYYY-MM-DD dates in a question that do not exist (2023-02-30, 2010-13-01)."""
    from datetime import date

    bad = []
    for m in _DATE.finditer(question):
        try:
            date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            bad.append(m.group(0))
    return bad


class Answer(BaseModel):
    question: str
    status: str = Field(description="ok | not_found")
    answer: str
    value: float | None = None
    unit: str | None = None
    evidence: list[str] = Field(default_factory=list)
    formula: str | None = None
    accession: str | None = None
    company: str | None = None
    period: str | None = None
    metric: str | None = None
    claims: list[Claim] = Field(default_factory=list)
    policy: PolicyResult | None = None
    available: list[str] = Field(default_factory=list, description="what could be asked instead (not_found)")


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9 ]", " ", text.lower())


def resolve_filing(store: GraphStore, question: str) -> dict[str, Any]:
    """The loaded filing the question is about: company words in the question, the fiscal year, and
    quarter words (a 10-Q) or not (a 10-K)."""
    rows = [r for r in store.run("admin.filings") if r["status"] == "complete" and r.get("company")]
    q = " " + _norm(question) + " "
    generic = {"inc", "corp", "corporation", "company", "co", "the", "ltd", "plc", "group", "holdings"}
    named = []
    for r in rows:
        words = [w for w in _norm(r["company"]).split() if w not in generic]
        if words and f" {words[0]} " in q:
            named.append(r)
    if not named:
        raise NotFound("no loaded filing's company is named in the question; loaded companies: "
                       + ", ".join(sorted({r["company"] for r in rows})[:30]))
    years = [int(y) for y in _YEAR.findall(question)]
    wants_quarter = bool(_QUARTER.search(question))
    pool = named
    if years:
        pool = [r for r in named if (r.get("period_end") or "")[:4] == str(years[0])]
        if not pool:
            raise NotFound(f"no loaded filing of {named[0]['company']} for {years[0]}; loaded periods: "
                           + ", ".join(sorted(f"{r['form']} {r['period_end']}" for r in named)))
    forms = [r for r in pool if (str(r.get("form") or "").upper().startswith("10-Q")) == wants_quarter]
    pool = forms or pool
    return max(pool, key=lambda r: (r.get("period_end") or "", r["accession"]))


def ask(store: GraphStore, question: str, *, accession: str | None = None, resolver: ConceptResolver | None = None,
        checker: PolicyChecker | None = None) -> Answer:
    if not question or not question.strip():
        raise InputError("ask a question, e.g. \"What was Apple's operating cash flow margin in fiscal 2023?\"")
    resolver = resolver or VocabularyResolver(store)
    bad = impossible_dates(question)
    if bad:
        return Answer(question=question, status="not_found",
                      answer=f"{', '.join(bad)} is not a date; ask about a period a loaded filing reports")
    try:
        filing = {"accession": accession} if accession else resolve_filing(store, question)
        ff = load_filing_facts(store, filing["accession"], ALL_CONCEPTS)
    except NotFound as exc:
        return Answer(question=question, status="not_found", answer=exc.message)
    acc = ff.accession
    quarters = 1 if (ff.report_quarters in (2, 3) and _ONLY_QUARTER.search(question)) else None
    metric = metric_in(question)
    builder = RatioBuilder(ff, quarters)
    rs = builder.build()
    available = sorted({c.name for c in rs.claims})
    claim: Claim | None = rs.get(metric) if metric else None
    if metric and claim is None and metric == "liabilities":
        claim = rs.get("liabilities_derived")
    if metric is None:
        # Not a memo metric: a reported concept whose name or labels match the question's words.
        phrase = _YEAR.sub(" ", question)
        for w in _norm(ff.filing.get("company") or "").split():
            phrase = re.sub(r"(?i)\b" + re.escape(w) + r"(?:'s)?\b", " ", phrase)
        for qname in resolver.candidates(phrase, acc):
            facts = load_filing_facts(store, acc, [qname])
            fact = RatioBuilder(facts, quarters).pick([qname], instant=True) or \
                RatioBuilder(facts, quarters).pick([qname], instant=False)
            if fact is not None:
                b = RatioBuilder(facts, quarters)
                claim = b.fact_claim(qname.split(":", 1)[1], fact, qname)
                metric = qname
                break
    who = ff.filing.get("company") or acc
    end = ff.period_end.isoformat() if ff.period_end else "?"
    if claim is None:
        why = next((u.reason for u in rs.unavailable if u.name == metric), None)
        text = (f"{who} ({acc}): {why}" if why else
                f"{who} ({acc}): the question names nothing this filing reports for {end}" +
                (f" ({metric})" if metric else ""))
        return Answer(question=question, status="not_found", answer=text, accession=acc, company=who, period=end,
                      metric=metric, available=available)
    claims = [claim]
    graph = GraphFacts.read(store, claim.evidence)
    checks = [check_claim(claim, graph, acc)]
    policy = (checker or PolicyChecker()).check(policy_instances(acc, ff, claims, None, graph, quarters))
    span = f"for the period ended {end}" if claim.period and "quarter" in claim.period else f"at {end}"
    label = RATIOS.get(claim.name, (claim.text,))[0]
    masks = [acc, who, end, str(ff.filing.get("form") or "")]
    text, verification = verify_text(f"{who}: {label} {span} was {claim.rendered()}.", claims, checks, masks)
    if verification.status != "verified" or not policy.passed:
        return Answer(question=question, status="not_found", accession=acc, company=who, period=end, metric=metric,
                      answer=f"the answer did not verify ({verification.status}; policy passed: {policy.passed})",
                      claims=claims, policy=policy, available=available)
    return Answer(question=question, status="ok", answer=text, value=claim.value, unit=claim.unit,
                  evidence=claim.evidence, formula=claim.formula, accession=acc, company=who,
                  period=claim.period, metric=claim.name, claims=claims, policy=policy)
