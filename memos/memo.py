"""Risk memos: ratios and trends as claims, a risk label, DQC flags, policies checked by z3, prose written
around claim placeholders (by a template, or by a model that never writes a number) and verified."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pydantic import BaseModel, Field

from auditgraph.errors import AuditgraphError
from auditgraph.memos import formula as formulas
from auditgraph.memos.claims import Claim
from auditgraph.memos.facts import FilingFacts, load_filing_facts
from auditgraph.memos.policies import PolicyChecker, PolicyResult, SmtTerm, real_literal
from auditgraph.memos.ratios import ALL_CONCEPTS, RATIOS, RatioSet, compute_ratios
from auditgraph.memos.risk import Risk, assess
from auditgraph.memos.verifier import GraphFacts, Verification, check_claim, verify_text
from auditgraph.store.base import GraphStore

PLACEHOLDER = re.compile(r"\{\{(c\d+)\}\}")


class Unavailable(BaseModel):
    name: str
    reason: str


class Memo(BaseModel):
    accession: str
    company: str | None
    form: str | None
    period: str | None = Field(description="period end (ISO) and the report's duration in quarters")
    claims: list[Claim]
    unavailable: list[Unavailable]
    risk: Risk
    policy: PolicyResult
    text: str
    verification: Verification
    backend: str
    seconds: float


# ------------------------------------------------------------------------------------------ policies
def _ordinal(d: date) -> int:
    return d.toordinal()


def _formula_term(claim: Claim, values: list[float]) -> SmtTerm:
    """The claim's formula as an SMT-LIB term over the cited values (z3 does the exact arithmetic); the formula
    grammar is walked once, by :func:`auditgraph.memos.formula.fold`."""
    tree = formulas.parse(claim.formula or "e0")
    term = formulas.fold(
        tree,
        lambda c: _Smt(real_literal(c)),
        lambda i: _Smt(real_literal(values[i])),
        lambda x: _Smt(f"(ite (>= {x} 0.0) {x} (- {x}))"),
    )
    return SmtTerm(str(term))


class _Smt(str):
    """An SMT-LIB term that the formula fold can combine with + - * / and unary minus."""

    def __add__(self, other: str) -> _Smt:  # type: ignore[override]
        return _Smt(f"(+ {self} {other})")

    def __sub__(self, other: str) -> _Smt:
        return _Smt(f"(- {self} {other})")

    def __mul__(self, other: str) -> _Smt:  # type: ignore[override]
        return _Smt(f"(* {self} {other})")

    def __truediv__(self, other: str) -> _Smt:
        return _Smt(f"(/ {self} {other})")

    def __neg__(self) -> _Smt:
        return _Smt(f"(- {self})")


def policy_instances(
    accession: str,
    ff: FilingFacts,
    claims: list[Claim],
    risk: Risk | None,
    graph: GraphFacts,
    quarters: int | None = None,
) -> list[tuple[str, str, dict[str, Any]]]:
    """Bind the policies' constants to the memo (or answer): the memo once, each claim, each cited fact,
    each trend, the label."""
    from auditgraph.memos.facts import Fact

    out: list[tuple[str, str, dict[str, Any]]] = []
    end = ff.period_end
    by_key = {k: Fact.from_row(r) for k, r in graph.rows.items() if r.get("numeric") and r.get("value") is not None}
    inputs = {c.name: c for c in claims if c.kind == "fact"}
    memo: dict[str, Any] = {}
    for name, const in (("assets", "assets"), ("liabilities_and_equity", "liabilities_and_equity")):
        claim = inputs.get(name)
        if claim and claim.evidence[0] in by_key:
            fact = by_key[claim.evidence[0]]
            memo[const], memo[const + "_tol"] = fact.value, fact.tolerance()
    out.append(("memo", accession, memo))
    seen: set[tuple[str, bool]] = set()
    for claim in claims:
        if claim.kind == "label":
            continue
        values = [graph.rows[k]["value"] if k in graph.rows else None for k in claim.evidence]
        bindings: dict[str, Any] = {"name": claim.name, "value": claim.value}
        if all(v is not None for v in values):
            try:
                bindings["computed"] = _formula_term(claim, values)  # type: ignore[arg-type]
            except (AuditgraphError, IndexError):
                pass
        out.append(("claim", claim.id, bindings))
        for i, key in enumerate(claim.evidence):
            # the prior side of a trend: its second fact, or the fact claim that shows it
            prior = (claim.kind == "trend" and i == 1) or (claim.kind == "fact" and claim.name.endswith("_prior"))
            if (key, prior) in seen:
                continue
            seen.add((key, prior))
            row = graph.rows.get(key)
            fact = by_key.get(key)
            if row is None or fact is None or end is None:
                out.append(
                    (
                        "evidence",
                        key,
                        {
                            "fact_accession": row["filing"] if row else "(missing)",
                            "memo_accession": accession,
                            "fact_dims": 0,
                            "fact_end": 0,
                            "memo_end": 0,
                            "fact_quarters": 0,
                            "memo_quarters": 0,
                            "prior_side": prior,
                        },
                    )
                )
                continue
            out.append(
                (
                    "evidence",
                    key,
                    {
                        "fact_accession": row["filing"],
                        "memo_accession": accession,
                        "fact_dims": int(row["dim_count"] or 0),
                        "fact_end": _ordinal(fact.end),
                        "memo_end": _ordinal(end),
                        "fact_quarters": fact.quarters,
                        "memo_quarters": quarters or ff.report_quarters,
                        "prior_side": prior,
                    },
                )
            )
        if claim.kind == "trend" and len(claim.evidence) == 2 and all(k in by_key for k in claim.evidence):
            cur, pri = by_key[claim.evidence[0]], by_key[claim.evidence[1]]
            out.append(
                (
                    "trend",
                    claim.id,
                    {
                        "current_concept": cur.concept,
                        "prior_concept": pri.concept,
                        "current_end": _ordinal(cur.end),
                        "prior_end": _ordinal(pri.end),
                        "current_quarters": cur.quarters,
                        "prior_quarters": pri.quarters,
                    },
                )
            )
    if risk is not None:
        label: dict[str, Any] = {"label": risk.label}
        for t in risk.tests:
            label[f"has_{t.ratio}"] = t.evaluated
            label[t.ratio] = t.value if t.value is not None else 0.0
            label[f"fired_{t.test}"] = t.fired
        out.append(("label", "risk label", label))
    return out


# ------------------------------------------------------------------------------------------ prose
def _sentences(ff: FilingFacts, rs: RatioSet, risk: Risk) -> list[tuple[str, list[str]]]:
    """(sentence with {{cN}} placeholders, the claim names it needs)."""
    return [
        (
            "Revenue was {{revenue}}, {{revenue_yoy}} against {{revenue_prior}} a year earlier.",
            ["revenue", "revenue_yoy", "revenue_prior"],
        ),
        ("Revenue was {{revenue}}.", ["revenue"]),
        ("Net income was {{net_income}}, a net margin of {{net_margin}}.", ["net_income", "net_margin"]),
        ("Gross margin was {{gross_margin}}.", ["gross_margin"]),
        (
            "Operating cash flow was {{operating_cash_flow}}, an operating cash flow margin of "
            "{{operating_cash_flow_margin}}.",
            ["operating_cash_flow", "operating_cash_flow_margin"],
        ),
        (
            "Current assets of {{assets_current}} against current liabilities of {{liabilities_current}} give a "
            "current ratio of {{current_ratio}}.",
            ["assets_current", "liabilities_current", "current_ratio"],
        ),
        (
            "Liabilities are {{leverage}} of total assets of {{assets}} and {{debt_to_equity}} stockholders' "
            "equity of {{equity}}.",
            ["leverage", "assets", "debt_to_equity", "equity"],
        ),
        ("Liabilities are {{leverage}} of total assets of {{assets}}.", ["leverage", "assets"]),
        (
            "Total liabilities were not reported; they are derived as total liabilities and equity less equity, "
            "{{liabilities_derived}}.",
            ["liabilities_derived"],
        ),
        ("Cash and cash equivalents of {{cash}} cover {{liquidity}} of liabilities.", ["cash", "liquidity"]),
        ("Operating income covers interest expense {{interest_coverage}}.", ["interest_coverage"]),
    ]


def template_text(ff: FilingFacts, rs: RatioSet, risk: Risk, flags: list[dict], policy: PolicyResult) -> str:
    """The offline backend: a deterministic template around claim placeholders ({{cN}})."""
    by_name = {c.name: c for c in rs.claims}
    who = ff.filing.get("company") or ff.accession
    form = ff.filing.get("form") or "filing"
    head = f"{who}, {form} for the period ended {ff.filing.get('period_end')} ({ff.accession})."
    body, used = [], set()
    for sentence, needs in _sentences(ff, rs, risk):
        if all(n in by_name for n in needs) and not set(needs) <= used:
            if "revenue" in needs and "revenue" in used:
                continue
            if "leverage" in needs and "leverage" in used:
                continue
            body.append(re.sub(r"\{\{(\w+)\}\}", lambda m: "{{" + by_name[m.group(1)].id + "}}", sentence))
            used.update(needs)
    fired = [t.test.replace("_", " ") for t in risk.fired]
    label = f"Risk label: {risk.label}" + (f" (tests fired: {', '.join(fired)})." if fired else " (no test fired).")
    missing = [RATIOS.get(u.name, (u.name,))[0] for u in rs.unavailable]
    notes = [f"Not computed: {'; '.join(missing)}." if missing else ""]
    dqc = f"DQC findings: {', '.join(sorted({f['rule'] for f in flags}))}." if flags else "DQC findings: none."
    pol = (
        "Policies: all hold."
        if policy.passed
        else f"Policies violated: {', '.join(sorted({v.policy.split('.')[1].replace('_', ' ') for v in policy.violations}))}."
    )
    return "\n".join(x for x in [head, " ".join(body), label + " " + dqc + " " + pol, *notes] if x)


def fill(text: str, claims: list[Claim]) -> str:
    by_id = {c.id: c for c in claims}
    return PLACEHOLDER.sub(lambda m: by_id[m.group(1)].rendered() if m.group(1) in by_id else m.group(0), text)


@dataclass
class ModelWriter:
    """An OpenAI-compatible model writes prose around claim placeholders. It sees each claim's id, name and
    what it measures — never a value — and is told to write {{cN}} wherever a number belongs."""

    backend: Any  # agents.backends ChatBackend (complete(role, system, messages, tools))
    name: str = "openai"
    system: str = (
        "You write short risk memos for credit analysts. You never write digits or numbers: wherever a "
        "number belongs, write the claim placeholder exactly as given, e.g. {{c3}}. Use only the claims "
        "listed. Plain prose, at most 8 sentences."
    )

    def write(self, ff: FilingFacts, rs: RatioSet, risk: Risk, flags: list[dict], draft: str) -> str:
        lines = [f"{{{{{c.id}}}}}: {c.text} ({c.kind})" for c in rs.claims]
        prompt = (
            f"Company: {ff.filing.get('company')}. Risk label: {risk.label}; tests fired: "
            f"{', '.join(t.test for t in risk.fired) or 'none'}. DQC findings: "
            f"{', '.join(sorted({f['rule'] for f in flags})) or 'none'}.\nClaims:\n"
            + "\n".join(lines)
            + "\n\nA correct draft to improve in wording (keep every placeholder you use exact):\n"
            + draft
        )
        message = self.backend.complete("memo", self.system, [{"role": "user", "content": prompt}], [])
        return message.content or ""


@dataclass
class MemoService:
    """Builds memos over one store. Parsed policies and per-(filing, graph revision) DQC results are kept,
    so a warm memo costs the graph reads, the arithmetic, one z3 script and the verifier."""

    store: GraphStore
    settings: Any = None
    writer: ModelWriter | None = None
    checker: PolicyChecker = field(default_factory=PolicyChecker)
    _dqc: dict[tuple[str, int], list[dict]] = field(default_factory=dict)

    def dqc_flags(self, accession: str) -> list[dict]:
        from auditgraph.rules.engine import run_rules

        key = (accession, self.store.revision())
        # one read of the shared cache, then only the local result: another API thread may clear the cache
        flags = self._dqc.get(key)
        if flags is None:
            try:
                results = run_rules(self.store, accession, settings=self.settings)
                flags = sorted(
                    (
                        {
                            "rule": f.rule,
                            "severity": f.severity,
                            "concept": f.concept,
                            "period": f.period,
                            "message": f.message,
                        }
                        for r in results
                        for f in r.findings
                    ),
                    key=lambda f: (f["rule"], f["concept"], f["period"], f["message"]),
                )
            except AuditgraphError as exc:
                flags = [
                    {
                        "rule": "not_evaluable",
                        "severity": "info",
                        "concept": None,
                        "period": None,
                        "message": exc.message,
                    }
                ]
            if len(self._dqc) > 256:
                self._dqc.clear()
            self._dqc[key] = flags
        return [f for f in flags if f["rule"] != "not_evaluable"]

    def memo(self, accession: str, *, use_model: bool = True) -> Memo:
        t0 = time.perf_counter()
        ff = load_filing_facts(self.store, accession, ALL_CONCEPTS)
        rs = compute_ratios(ff)
        risk = assess(rs)
        risk.dqc_flags = self.dqc_flags(accession)
        label = Claim(
            id=f"c{len(rs.claims) + 1}",
            kind="label",
            name="risk_label",
            value=float(len(risk.fired)),
            unit="tests",
            formula=None,
            evidence=sorted(
                {k for t in risk.tests if t.claim for c in rs.claims if c.id == t.claim for k in c.evidence}
            ),
            text=f"risk label {risk.label}: " + (", ".join(t.test for t in risk.fired) or "no test fired"),
        )
        claims = rs.claims + [label]
        graph = GraphFacts.read(self.store, [k for c in claims for k in c.evidence])
        checks = [check_claim(c, graph, accession) for c in claims]
        policy = self.checker.check(policy_instances(accession, ff, claims, risk, graph))
        draft = template_text(ff, rs, risk, risk.dqc_flags, policy)
        backend = "offline"
        masks = [
            accession,
            ff.filing.get("company") or "",
            ff.filing.get("form") or "",
            str(ff.filing.get("period_end") or ""),
        ] + [f["rule"] for f in risk.dqc_flags]
        text, verification = verify_text(fill(draft, claims), claims, checks, masks)
        if self.writer is not None and use_model:
            written = self.writer.write(ff, rs, risk, risk.dqc_flags, draft)
            model_text, model_check = verify_text(fill(written, claims), claims, checks, masks)
            if model_check.status != "rejected" and model_text:
                text, verification, backend = model_text, model_check, self.writer.name
            else:
                backend = f"{self.writer.name} (rejected; template used)"
        end = ff.period_end
        return Memo(
            accession=accession,
            company=ff.filing.get("company"),
            form=ff.filing.get("form"),
            period=f"{end.isoformat() if end else '?'} ({ff.report_quarters} quarters)",
            claims=claims,
            unavailable=[Unavailable(name=u.name, reason=u.reason) for u in rs.unavailable],
            risk=risk,
            policy=policy,
            text=text,
            verification=verification,
            backend=backend,
            seconds=round(time.perf_counter() - t0, 4),
        )
