"""What every rule module shares: finding ids, value formatting as DQC messages print it, rule metadata."""
from __future__ import annotations

import hashlib
from decimal import Decimal

RULE_VERSION = "DQC US rules (2024 taxonomy semantics), as implemented by auditgraph"


def finding_id(rule: str, filing: str, concept: str, period: str, dims: list[str] | tuple[str, ...],
               unit: str | None, role: str | None) -> str:
    raw = "|".join([rule, filing, concept, period, ",".join(dims), unit or "", role or ""])
    return f"{rule}:{hashlib.sha1(raw.encode()).hexdigest()[:16]}"


def rel_id(rtype: str, role: str, parent: str, child: str, source: str) -> str:
    return f"{rtype}:{source}:{role}:{parent}->{child}"


def fmt(value: Decimal | float | int | None) -> str:
    """A number as DQC's messages print it: thousands separators, no trailing .0."""
    if value is None:
        return "none"
    d = Decimal(str(value))
    if d == d.to_integral_value():
        return f"{int(d):,}"
    return f"{d.normalize():,f}"


def matches(concept: str | None, period: str | None, concepts: set[str], periods: set[str]) -> bool:
    """The optional concept/period scope of a tool call (None = everything)."""
    return (concept is None or concept in concepts) and (period is None or period in periods)
