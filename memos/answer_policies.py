"""Policy instances for an answer (DESIGN §6b): each claim (P02, P03), each trend (P05), and one ``intent``
instance per cited fact binding what was asked (concept, period and duration, members, entity) beside what the
fact is — P07-P10 hold only when the answer is about what the question asked."""

from __future__ import annotations

from datetime import date
from typing import Any

from auditgraph.memos.claims import Claim
from auditgraph.memos.facts import Fact
from auditgraph.memos.verifier import GraphFacts


def members_text(dims: Any) -> str:
    return ";".join(sorted(str(d) for d in dims or []))


def answer_instances(
    claims: list[Claim], graph: GraphFacts, asked: list[dict[str, Any]]
) -> list[tuple[str, str, dict[str, Any]]]:
    """``asked`` holds, per evidence fact of the (one) answer claim, in order: concept, end (date), months,
    members (sorted "axis=member" list), accession, cik."""
    from auditgraph.memos.memo import _formula_term

    out: list[tuple[str, str, dict[str, Any]]] = []
    for claim in claims:
        values = [graph.rows[k]["value"] if k in graph.rows else None for k in claim.evidence]
        bindings: dict[str, Any] = {"name": claim.name, "value": claim.value}
        if all(v is not None for v in values):
            bindings["computed"] = _formula_term(claim, values)  # type: ignore[arg-type]
        out.append(("claim", claim.id, bindings))
        by_key = {k: Fact.from_row(r) for k, r in graph.rows.items() if r.get("numeric") and r.get("value") is not None}
        if (
            claim.kind == "trend"
            and len(claim.evidence) == 2
            and all(k in by_key for k in claim.evidence)
            and by_key[claim.evidence[0]].quarters > 0
        ):  # a change between two balances: P08 checks both dates
            cur, pri = by_key[claim.evidence[0]], by_key[claim.evidence[1]]
            out.append(
                (
                    "trend",
                    claim.id,
                    {
                        "current_concept": cur.concept,
                        "prior_concept": pri.concept,
                        "current_end": cur.end.toordinal(),
                        "prior_end": pri.end.toordinal(),
                        "current_quarters": cur.quarters,
                        "prior_quarters": pri.quarters,
                    },
                )
            )
        for i, key in enumerate(claim.evidence):
            row, fact = graph.rows.get(key), by_key.get(key)
            want = asked[i] if i < len(asked) else {}
            end: date | None = want.get("end")
            out.append(
                (
                    "intent",
                    key,
                    {
                        "asked_concept": want.get("concept", "(none)"),
                        "fact_concept": fact.concept if fact else "(missing)",
                        "asked_end": end.toordinal() if end else 0,
                        "fact_end": fact.end.toordinal() if fact else -1,
                        "asked_months": int(want.get("months", -1)),
                        "fact_months": fact.months if fact else -2,
                        "asked_members": members_text(want.get("members")),
                        "fact_members": members_text(row.get("dims") if row else ["(missing)"]),
                        "asked_accession": want.get("accession", "(none)"),
                        "fact_accession": row["filing"] if row else "(missing)",
                        "asked_cik": str(want.get("cik") or ""),
                        "fact_cik": str(key.split(":")[1]) if ":" in key else "",
                    },
                )
            )
    return out
