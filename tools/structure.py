"""Structure tools: the calculation tree of a concept (walk_calc_tree) and its calculation and presentation
neighbours (find_related_concepts), read from the filing's own linkbases when it has them, else the taxonomy's."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from auditgraph.evidence import fact_ref
from auditgraph.tools.context import ToolContext, usable_number
from auditgraph.tools.models import TEXT_PATTERN, FactRef, Observation, TaxonomyToolInput, ToolInput
from auditgraph.tools.taxonomy import dts_source


def _values_at(ctx: ToolContext, accession: str | None, concepts: list[str], period: str | None) -> dict[str, FactRef]:
    """Non-dimensional numeric facts of these concepts at one period (for annotating a tree)."""
    if accession is None or period is None:
        return {}
    out: dict[str, FactRef] = {}
    for row in ctx.facts(accession, concepts):
        if row["period"] == period and not row.get("dims") and usable_number(row) and row["concept"] not in out:
            out[row["concept"]] = fact_ref(row)
    return out


# ----------------------------------------------------------------------------------- walk_calc_tree
class WalkCalcTreeInput(TaxonomyToolInput):
    direction: Literal["down", "up"] = Field(
        default="down", description="down = the concept's addends, up = the totals it adds into"
    )
    depth: int = Field(default=1, ge=1, le=6, description="How many calculation levels to walk")
    role: str | None = Field(
        default=None,
        max_length=500,
        pattern=TEXT_PATTERN,
        description="Only this extended link role URI (default: every role)",
    )
    source: Literal["auto", "filing", "taxonomy"] = Field(
        default="auto", description="auto = the filing's own calculation linkbase when it has one, else the taxonomy's"
    )


class CalcEdge(BaseModel):
    parent: str
    child: str
    weight: float
    order: float | None = None
    role: str
    statement: str | None = Field(default=None, description="BS, IS, CF, EQ, CI or null for a disclosure role")
    depth: int
    label: str | None = Field(
        default=None, description="Label of the concept reached (child going down, parent going up)"
    )


class CalcTreeObservation(Observation):
    source: str | None = Field(
        default=None, description="Accession or taxonomy release whose SUMMATION_ITEM edges were read"
    )
    direction: str = "down"
    edges: list[CalcEdge] = Field(default_factory=list)
    roles: list[str] = Field(default_factory=list)
    values: dict[str, FactRef] = Field(
        default_factory=dict, description="Non-dimensional facts at the period for concepts in the tree"
    )


def walk_calc_tree(ctx: ToolContext, inp: WalkCalcTreeInput) -> CalcTreeObservation:
    """Walk the calculation (summation-item) tree of a concept: going down lists the addends that sum to
    it, with their weights (+1 adds, -1 subtracts), going up lists the totals it contributes to. Uses the
    filing's own calculation linkbase when a filing is given, else the US-GAAP taxonomy's. With a period,
    the reported non-dimensional values of every concept in the tree are attached, so you can redo the
    arithmetic."""
    filing = ctx.filing(inp.accession) if inp.accession else None
    c = ctx.concept(inp.concept)
    source, what = dts_source(ctx, filing, "cal", inp.source)
    query, near, far = (
        ("tools.calc_children", "parent", "child")
        if inp.direction == "down"
        else ("tools.calc_parents", "child", "parent")
    )
    frontier: dict[tuple[str, str | None], None] = {(c["qname"], inp.role): None}
    seen: set[tuple[str, str | None]] = set(frontier)
    edges: list[CalcEdge] = []
    for depth in range(1, inp.depth + 1):
        names = sorted({q for q, _ in frontier})
        if not names:
            break
        rows = ctx.store.run(query, {"qnames": names, "source": source})
        nxt: dict[tuple[str, str | None], None] = {}
        for r in rows:
            wanted = [role for q, role in frontier if q == r[near]]
            if not any(role is None or role == r["role"] for role in wanted):
                continue
            edges.append(
                CalcEdge(
                    parent=r["parent"],
                    child=r["child"],
                    weight=r["weight"],
                    order=r.get("order"),
                    role=r["role"],
                    statement=r.get("statement"),
                    depth=depth,
                    label=r.get("child_label") if inp.direction == "down" else r.get("parent_label"),
                )
            )
            step = (r[far], r["role"])
            if step not in seen:
                seen.add(step)
                nxt[step] = None
        frontier = nxt
    edges.sort(key=lambda e: (e.depth, e.role, e.parent, e.order if e.order is not None else 0.0, e.child))
    if inp.period is not None and filing is not None:
        ctx.concept_facts(filing["accession"], c["qname"], inp.period)
    concepts = sorted({c["qname"]} | {e.parent for e in edges} | {e.child for e in edges})
    values = _values_at(ctx, inp.accession, concepts, inp.period)
    roles = sorted({e.role for e in edges})
    if not edges:
        msg = (
            f"{c['qname']} has no calculation {'children' if inp.direction == 'down' else 'parents'}"
            f"{' in role ' + inp.role if inp.role else ''} in {what}"
        )
    else:
        msg = (
            f"{len(edges)} calculation edge(s) {'below' if inp.direction == 'down' else 'above'} {c['qname']} "
            f"in {len(roles)} role(s), from {what}"
        )
    return CalcTreeObservation(
        tool="walk_calc_tree",
        status="ok",
        message=msg,
        evidence=sorted(v.key for v in values.values()),
        source=source,
        direction=inp.direction,
        edges=edges,
        roles=roles,
        values=dict(sorted(values.items())),
    )


# ----------------------------------------------------------------------------------- find_related_concepts
class RelatedConceptsInput(ToolInput):
    limit: int = Field(default=25, ge=1, le=100, description="Most related concepts to return")


class RelatedConcept(BaseModel):
    qname: str
    label: str | None = None
    relation: Literal["calc_parent", "calc_child", "calc_sibling", "presentation_parent", "presentation_sibling"]
    role: str
    weight: float | None = None
    reported: bool = Field(description="Whether the filing reports the concept")
    fact: FactRef | None = Field(default=None, description="Its non-dimensional fact at the period, when reported")


class RelatedConceptsObservation(Observation):
    related: list[RelatedConcept] = Field(default_factory=list)
    truncated: bool = False


_RELATION_ORDER = {
    "calc_parent": 0,
    "calc_child": 1,
    "calc_sibling": 2,
    "presentation_parent": 3,
    "presentation_sibling": 4,
}


def find_related_concepts(ctx: ToolContext, inp: RelatedConceptsInput) -> RelatedConceptsObservation:
    """Find concepts related to this one in the filing's networks: its calculation parents, children and
    siblings (the other addends of the same total) and its presentation parent and siblings (the line
    items next to it in a statement), each marked with whether the filing reports it and, with a
    period, its value. Use it to decide which other facts to check next."""
    filing = ctx.filing(inp.accession)
    c = ctx.concept(inp.concept)
    qname = c["qname"]
    if inp.period is not None:
        ctx.concept_facts(filing["accession"], qname, inp.period)
    found: dict[tuple[str, str, str], RelatedConcept] = {}

    def add(q: str, relation: str, role: str, weight: float | None = None) -> None:
        if q != qname:
            found.setdefault(
                (relation, role, q),
                RelatedConcept(qname=q, relation=relation, role=role, weight=weight, reported=False),
            )

    csource, _ = dts_source(ctx, filing, "cal")
    for r in ctx.store.run("tools.calc_children", {"qnames": [qname], "source": csource}):
        add(r["child"], "calc_child", r["role"], r["weight"])
    parents = ctx.store.run("tools.calc_parents", {"qnames": [qname], "source": csource})
    for r in parents:
        add(r["parent"], "calc_parent", r["role"], r["weight"])
    if parents:
        for r in ctx.store.run(
            "tools.calc_children", {"qnames": sorted({p["parent"] for p in parents}), "source": csource}
        ):
            if any(p["parent"] == r["parent"] and p["role"] == r["role"] for p in parents):
                add(r["child"], "calc_sibling", r["role"], r["weight"])
    psource, _ = dts_source(ctx, filing, "pre")
    pparents = ctx.store.run("tools.presentation_parents", {"concept": qname, "source": psource})
    for r in pparents:
        add(r["parent"], "presentation_parent", r["role"])
    for role in sorted({p["role"] for p in pparents}):
        parents_in_role = sorted({p["parent"] for p in pparents if p["role"] == role})
        for r in ctx.store.run(
            "tools.presentation_children", {"parents": parents_in_role, "role": role, "source": psource}
        ):
            add(r["child"], "presentation_sibling", role)
    related = sorted(found.values(), key=lambda x: (_RELATION_ORDER[x.relation], x.role, x.qname))
    truncated = len(related) > inp.limit
    related = related[: inp.limit]
    names = sorted({x.qname for x in related})
    labels = ctx.labels(names)
    facts = ctx.facts(filing["accession"], names)
    reported = {r["concept"] for r in facts}
    period = inp.period or ctx.current_period(filing, [r for r in facts if usable_number(r)])
    values = _values_at(ctx, filing["accession"], names, period)
    for x in related:
        lab = labels.get(x.qname, {})
        x.label = lab.get("terse_label") or lab.get("label")
        x.reported = x.qname in reported
        x.fact = values.get(x.qname)
    msg = (
        f"{len(related)} related concept(s) of {qname}"
        f" ({sum(1 for x in related if x.reported)} reported in {filing['accession']})"
        + (f"; {len(found) - inp.limit} more not shown" if truncated else "")
    )
    return RelatedConceptsObservation(
        tool="find_related_concepts",
        status="ok",
        message=msg,
        evidence=sorted(v.key for v in values.values()),
        related=related,
        truncated=truncated,
    )
