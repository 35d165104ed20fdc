"""The claim verifier: re-derives every claim from the graph and every number in the final text from
the claims.

A claim checks out when every fact key it cites exists, is a consolidated numeric fact of the memo's own
filing, is read by its formula (no idle citation), and its formula over the graph's values gives its value
(relative tolerance 1e-9). A number in the text checks out when it is exactly the display of a verified
claim (rules in :mod:`auditgraph.memos.claims`: $…bn / $…m with 2 decimals, whole dollars below $1m,
percentages and multiples with 2 decimals). The filing's accession, company name, form and period-end
date are masked before numbers are read. A sentence holding a number that does not check out is removed
(repaired); a text left without any verified number is rejected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from auditgraph.errors import InputError
from auditgraph.memos import formula as formulas
from auditgraph.memos.claims import Claim, isclose
from auditgraph.store.base import GraphStore

NUMBER = re.compile(r"-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:bn|m|%|x)?")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


class ClaimCheck(BaseModel):
    claim: str
    value_ok: bool
    citations_ok: bool
    cited: int
    precise_citations: int
    problems: list[str]


class Verification(BaseModel):
    status: str  # verified | repaired | rejected
    claims: list[ClaimCheck]
    numbers_in_text: int
    numbers_verified: int
    unsupported_numbers: list[str]
    removed_sentences: list[str]

    @property
    def claims_ok(self) -> bool:
        return all(c.value_ok and c.citations_ok for c in self.claims)


@dataclass
class GraphFacts:
    rows: dict[str, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def read(cls, store: GraphStore, keys: list[str]) -> GraphFacts:
        rows = store.run("memos.facts_by_key", {"facts": sorted(set(keys))}) if keys else []
        return cls({r["key"]: r for r in rows})


def check_claim(claim: Claim, facts: GraphFacts, accession: str, *, members: bool = False) -> ClaimCheck:
    """``members``: dimensional facts may be cited (an answer about a segment; policy P09 checks they carry
    exactly the members asked)."""
    problems: list[str] = []
    precise = 0
    for key in claim.evidence:
        row = facts.rows.get(key)
        if row is None:
            problems.append(f"{key}: no such fact in the graph")
        elif row["filing"] != accession or row.get("status") != "complete":
            problems.append(f"{key}: not a fact of filing {accession}")
        elif (row["dim_count"] and not members) or not row["numeric"] or row["is_nil"] or row["value"] is None:
            problems.append(f"{key}: not a consolidated numeric fact")
        else:
            precise += 1
    if claim.kind == "label":
        return ClaimCheck(
            claim=claim.id,
            value_ok=True,
            citations_ok=not problems,
            cited=len(claim.evidence),
            precise_citations=precise,
            problems=problems,
        )
    value_ok = False
    try:
        used = formulas.evidence_indices(claim.formula or "")
        idle = sorted(set(range(len(claim.evidence))) - set(used))
        if idle:
            problems.append(f"cited facts {', '.join(f'e{i}' for i in idle)} are not used by the formula")
            precise -= len([i for i in idle if claim.evidence[i] in facts.rows])
        if not problems or all("not used" in p for p in problems):
            value = formulas.evaluate(claim.formula or "", [facts.rows[k]["value"] for k in claim.evidence])
            value_ok = isclose(value, claim.value)
            if not value_ok:
                problems.append(f"formula {claim.formula} gives {value!r} over the graph's values, not {claim.value!r}")
    except InputError as exc:
        problems.append(exc.message)
    return ClaimCheck(
        claim=claim.id,
        value_ok=value_ok,
        citations_ok=precise == len(claim.evidence)
        and not any("not used" in p or "no such" in p or "not a " in p for p in problems),
        cited=len(claim.evidence),
        precise_citations=max(precise, 0),
        problems=problems,
    )


def _mask(text: str, masks: list[str]) -> str:
    for m in sorted({m for m in masks if m}, key=len, reverse=True):
        text = text.replace(m, " " * len(m))
    return text


def numbers_in(text: str, masks: list[str]) -> list[str]:
    return [m.group(0) for m in NUMBER.finditer(_mask(text, masks))]


def verify_text(text: str, claims: list[Claim], checks: list[ClaimCheck], masks: list[str]) -> tuple[str, Verification]:
    ok_ids = {c.claim for c in checks if c.value_ok and c.citations_ok}
    allowed = {c.rendered() for c in claims if c.id in ok_ids and c.kind != "label"}
    kept, removed, unsupported, total, good = [], [], [], 0, 0
    for paragraph in text.split("\n"):
        out = []
        # (split where the text outside the masks ends a sentence: "Honda Motor Co., Ltd. shareholders' equity" is one
        # label, and its "(notes 3 and 8)" stays masked)
        cuts = [m.span() for m in _SENTENCE.finditer(_mask(paragraph, masks))]
        starts, ends = [0, *(b for _, b in cuts)], [*(a for a, _ in cuts), len(paragraph)]
        for sentence in (paragraph[a:b] for a, b in zip(starts, ends)):
            tokens = numbers_in(sentence, masks)
            bad = [t for t in tokens if t not in allowed]
            total += len(tokens)
            if bad:
                unsupported.extend(bad)
                removed.append(sentence)
                continue
            good += len(tokens)
            out.append(sentence)
        kept.append(" ".join(s for s in out if s))
    final = "\n".join(kept).strip()
    status = "verified" if not removed else ("repaired" if good else "rejected")
    return final, Verification(
        status=status,
        claims=checks,
        numbers_in_text=total,
        numbers_verified=good,
        unsupported_numbers=unsupported,
        removed_sentences=removed,
    )
