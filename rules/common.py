"""What every rule module shares: finding ids, value formatting as DQC messages print it, rule metadata."""

from __future__ import annotations

import hashlib
from decimal import Decimal

RULE_VERSION = "DQC US rules (2024 taxonomy semantics), as implemented by auditgraph"


def finding_id(
    rule: str,
    filing: str,
    concept: str,
    period: str,
    dims: list[str] | tuple[str, ...],
    unit: str | None,
    role: str | None,
) -> str:
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


def dims_text(dims: list[str] | tuple[str, ...]) -> str:
    """Dimensions as DQC messages print them ('none' when the fact has none)."""
    return ", ".join(d.replace("=", " = ") for d in dims) or "none"


def fact_finding(
    rule: str,
    view,
    f,
    element_id: str,
    message: str,
    *,
    expected=None,
    raw: str | None = None,
    contributors=None,
    evidence=None,
    role: str | None = None,
):
    """A finding about one fact (the negative-value, comparison and date rules), in DESIGN §4's shape."""
    from auditgraph.rules.models import Contributor, Finding

    value = getattr(f, "value", None)
    reported = float(value) if value is not None else None
    return Finding(
        id=finding_id(element_id, view.accession, f.concept, f.period, list(f.dims), f.unit, role),
        rule=rule,
        element_id=element_id,
        severity="error",
        filing=view.accession,
        concept=f.concept,
        period=f.period,
        dims=list(f.dims),
        unit=f.unit,
        decimals=getattr(f, "decimals", None),
        reported=reported,
        raw=raw,
        expected=None if expected is None else float(expected),
        difference=None if expected is None or reported is None else reported - float(expected),
        contributors=contributors
        or [Contributor(key=f.key, concept=f.concept, value=reported, decimals=getattr(f, "decimals", None))],
        role=role,
        evidence=evidence or [f.key],
        fact_key=f.key,
        message=message,
    )


def structure_finding(
    rule: str,
    view,
    element_id: str,
    concept: str,
    message: str,
    *,
    key: list[str],
    dims: list[str] | None = None,
    role: str | None = None,
    evidence: list[str] | None = None,
):
    """A finding about the filing's structure rather than one fact (a member on an axis, a table, a calculation
    path, a statement): no period or value; ``key`` is what tells it apart from its rule's other findings in its id
    (the members, axes or path it is about), ``evidence`` the ids of the relationships that show it."""
    from auditgraph.rules.models import Finding

    return Finding(
        id=finding_id(element_id, view.accession, concept, "", key, None, role),
        rule=rule,
        element_id=element_id,
        filing=view.accession,
        concept=concept,
        period="",
        dims=list(dims or []),
        role=role,
        evidence=list(evidence or []),
        message=message,
    )
