"""Static taxonomy tools: concept specification, dimension axes, applicable DQC rules (the calculation tree and
related concepts are in tools/structure.py). They read the filing's own linkbases when a filing is given (its extension may add or
prohibit base relationships) and the loaded US-GAAP taxonomy otherwise.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from auditgraph.errors import RuleNotEvaluable
from auditgraph.ingest.qnames import family_of, taxonomy_year
from auditgraph.rules.dqc_0117 import CHECKED_AXES, statement_cubes
from auditgraph.rules.dqc_lists import load_list
from auditgraph.rules.view import FACE_STATEMENTS, load_view
from auditgraph.tools.context import ToolContext
from auditgraph.tools.models import Observation, TaxonomyToolInput

LINKBASE_NAMES = {"cal": "calculation", "def": "definition", "pre": "presentation"}
MAX_PRIMARY_ITEM_DEPTH = 8


def dts_source(
    ctx: ToolContext, filing: dict[str, Any] | None, kind: str, prefer: Literal["auto", "filing", "taxonomy"] = "auto"
) -> tuple[str, str]:
    """(relationship source, what it is) for a linkbase kind: the filing's own network, else the taxonomy's."""
    if filing is not None and prefer != "taxonomy" and (prefer == "filing" or ctx.has_linkbase(filing, kind)):
        return filing["accession"], f"the {LINKBASE_NAMES[kind]} linkbase of filing {filing['accession']}"
    tax = ctx.taxonomy_for(filing)
    why = (
        f" (filing {filing['accession']} has no {LINKBASE_NAMES[kind]} linkbase of its own)"
        if filing is not None and prefer == "auto"
        else ""
    )
    return tax, f"the {tax} taxonomy{why}"


# ----------------------------------------------------------------------------------- lookup_concept_spec
class ConceptFields(BaseModel):
    """A Concept node's properties (DESIGN §3), as the tools and the API both return them."""

    qname: str
    name: str | None = None
    namespace: str | None = None
    label: str | None = None
    terse_label: str | None = None
    documentation: str | None = None
    balance: str | None = None
    period_type: str | None = None
    data_type: str | None = None
    abstract: bool | None = None
    substitution_group: str | None = None
    declared: bool | None = Field(
        default=None, description="False: known only from a locator or a fact; types may be missing"
    )
    source: str | None = Field(default=None, description="Taxonomy release or filing accession that declared it")
    label_source: str | None = Field(
        default=None,
        description="Where the label came from: taxonomy:NAME (a FASB package's label linkbase), "
        "filing:ACCESSION (that company's label linkbase) or fsds:FILE (the SEC data sets' tag.txt)",
    )
    company_labels: list[str] = Field(
        default_factory=list, description="Every label the loaded filings' label linkbases give it"
    )


class ConceptSpec(ConceptFields):
    is_extension: bool = Field(default=False, description="Declared by a company extension, not a standard taxonomy")


class ReportedSummary(BaseModel):
    facts: int
    periods: list[str]
    units: list[str]
    dimensional_facts: int


class ConceptSpecObservation(Observation):
    concept: ConceptSpec | None = None
    reported: ReportedSummary | None = Field(
        default=None, description="How the filing reports the concept (when a filing is given)"
    )


def lookup_concept_spec(ctx: ToolContext, inp: TaxonomyToolInput) -> ConceptSpecObservation:
    """Look up a concept's specification: labels, documentation, balance (debit/credit), period type
    (instant/duration), data type, abstract flag and whether it is a company extension. With a filing,
    also how that filing reports it (number of facts, periods, units). Use it first to learn what a
    concept means and which sign and period type its facts should have."""
    filing = ctx.filing(inp.accession) if inp.accession else None
    c = ctx.concept(inp.concept)
    # Standard taxonomies (us-gaap, srt, dei …) have a namespace family; a company extension does not.
    spec = ConceptSpec(**c, is_extension=bool(c.get("namespace")) and family_of(c["namespace"]) is None)
    evidence: list[str] = []
    reported = None
    if filing is not None:
        rows = ctx.facts(filing["accession"], [c["qname"]])
        if inp.period is not None:
            rows_p = ctx.concept_facts(filing["accession"], c["qname"], inp.period)
            evidence = [r["key"] for r in rows_p]
        reported = ReportedSummary(
            facts=len(rows),
            periods=sorted({r["period"] for r in rows}),
            units=sorted({r["unit"] for r in rows if r.get("unit")}),
            dimensional_facts=sum(1 for r in rows if r.get("dims")),
        )
    parts = [
        f"{spec.qname}",
        f"label '{spec.label or spec.terse_label or spec.name}'"
        + (f" (from {spec.label_source})" if spec.label_source else ""),
        f"period type {spec.period_type or 'unknown'}",
        f"balance {spec.balance or 'none/unknown'}",
        f"data type {spec.data_type or 'unknown'}",
    ]
    if spec.declared is False:
        parts.append("not declared in any loaded schema (types inferred from locators and facts)")
    if reported is not None:
        parts.append(f"{reported.facts} fact(s) in {filing['accession']}")
    return ConceptSpecObservation(
        tool="lookup_concept_spec",
        status="ok",
        message="; ".join(parts),
        evidence=evidence,
        concept=spec,
        reported=reported,
    )


# ----------------------------------------------------------------------------------- list_dim_axes
class DimAxis(BaseModel):
    axis: str
    label: str | None = None
    role: str | None = Field(default=None, description="Role of the dimensional table (null: only seen on facts)")
    statement: str | None = None
    hypercube: str | None = None
    default_member: str | None = None
    checked_by_0117: bool = Field(default=False, description="On the DQC.US.0117 list of checked axes")
    reported_members: list[str] = Field(
        default_factory=list, description="Members the filing reports for the concept on this axis"
    )


class DimAxesObservation(Observation):
    source: str | None = None
    axes: list[DimAxis] = Field(default_factory=list)


def concept_axes(ctx: ToolContext, qname: str, source: str) -> list[dict[str, Any]]:
    """Dimensional tables that apply to a concept in one DTS: walk the primary-item (DOMAIN_MEMBER) tree up
    from the concept, role by role, to heads that carry an ALL arc to a hypercube."""
    heads: dict[tuple[str, str | None], None] = {(qname, None): None}
    frontier = dict(heads)
    for _ in range(MAX_PRIMARY_ITEM_DEPTH):
        rows = ctx.store.run(
            "tools.domain_member_parents", {"qnames": sorted({q for q, _ in frontier}), "source": source}
        )
        nxt: dict[tuple[str, str | None], None] = {}
        for r in rows:
            if any(q == r["child"] and (role is None or role == r["role"]) for q, role in frontier):
                step = (r["parent"], r["role"])
                if step not in heads:
                    heads[step] = None
                    nxt[step] = None
        if not nxt:
            break
        frontier = nxt
    rows = ctx.store.run("tools.hypercube_axes", {"heads": sorted({q for q, _ in heads}), "source": source})
    return [r for r in rows if any(q == r["head"] and (role is None or role == r["role"]) for q, role in heads)]


def list_dim_axes(ctx: ToolContext, inp: TaxonomyToolInput) -> DimAxesObservation:
    """List the dimension axes (e.g. srt:ProductOrServiceAxis) that apply to a concept: the dimensional
    tables of the definition linkbase the concept belongs to, with their roles, default members and
    whether DQC.US.0117 checks the axis; with a filing, also the members the filing reports for the
    concept on each axis (including axes only seen on facts)."""
    filing = ctx.filing(inp.accession) if inp.accession else None
    c = ctx.concept(inp.concept)
    source, what = dts_source(ctx, filing, "def")
    tables = concept_axes(ctx, c["qname"], source)
    defaults: dict[str, str] = {}
    if tables:
        for r in ctx.store.run("tools.axis_defaults", {"axes": sorted({t["axis"] for t in tables}), "source": source}):
            defaults.setdefault(r["axis"], r["default_member"])
    members: dict[str, set[str]] = {}
    evidence: list[str] = []
    if filing is not None:
        rows = ctx.facts(filing["accession"], [c["qname"]])
        if inp.period is not None:
            rows = ctx.concept_facts(filing["accession"], c["qname"], inp.period)
        for r in rows:
            if r.get("dims"):
                evidence.append(r["key"])
            for d in r.get("dims") or []:
                axis, _, member = d.partition("=")
                members.setdefault(axis, set()).add(member)
    axes: dict[tuple[str, str | None], DimAxis] = {}
    for t in tables:
        axes.setdefault(
            (t["axis"], t["role"]),
            DimAxis(
                axis=t["axis"],
                label=t.get("axis_label"),
                role=t["role"],
                statement=t.get("statement"),
                hypercube=t["hypercube"],
                default_member=defaults.get(t["axis"]),
                checked_by_0117=t["axis"].split(":")[-1] in CHECKED_AXES,
                reported_members=sorted(members.get(t["axis"], set())),
            ),
        )
    in_tables = {a for a, _ in axes}
    for axis in sorted(set(members) - in_tables):
        axes[(axis, None)] = DimAxis(
            axis=axis, checked_by_0117=axis.split(":")[-1] in CHECKED_AXES, reported_members=sorted(members[axis])
        )
    out = [axes[k] for k in sorted(axes, key=lambda k: (k[0], k[1] or ""))]
    n_axes = len({a.axis for a in out})
    msg = (
        f"{c['qname']}: {n_axes} axis/axes in {len({a.role for a in out if a.role})} dimensional table role(s) of {what}"
        if out
        else f"{c['qname']} belongs to no dimensional table in {what} and is reported without dimensions"
    )
    return DimAxesObservation(
        tool="list_dim_axes", status="ok", message=msg, evidence=sorted(set(evidence)), source=source, axes=out
    )


# ----------------------------------------------------------------------------------- find_dqc_rules
class ApplicableRule(BaseModel):
    rule: str
    applies: bool
    reason: str
    element_id: str | None = None
    roles: list[str] = Field(default_factory=list)
    axes: list[str] = Field(default_factory=list)
    checker: str = Field(description="The tool that runs this rule")


class DqcRulesObservation(Observation):
    rules: list[ApplicableRule] = Field(default_factory=list)


def find_dqc_rules(ctx: ToolContext, inp: TaxonomyToolInput) -> DqcRulesObservation:
    """Which deterministic DQC rules apply to a concept, and why: DQC.US.0015 (the concept is on the
    non-negative list), DQC.US.0126 (it is a total or an addend of a balance sheet, income or cash flow
    calculation) and DQC.US.0117 (it is presented in a face statement whose dimensional table has a
    checked axis). Run the named checker tool afterwards to get the verdict."""
    filing = ctx.filing(inp.accession) if inp.accession else None
    c = ctx.concept(inp.concept)
    qname = c["qname"]
    if filing is not None and inp.period is not None:
        ctx.concept_facts(filing["accession"], qname, inp.period)
    rules: list[ApplicableRule] = []

    # DQC.US.0015: the list is chosen by the filing's us-gaap year (the engine's own list loader).
    year = taxonomy_year(filing["taxonomy"]) if filing and filing.get("taxonomy") else None
    try:
        nn = load_list(year)
        element = nn.element_id(qname)
        rules.append(
            ApplicableRule(
                rule="DQC.US.0015",
                applies=element is not None,
                checker="check_sign",
                element_id=f"DQC.US.0015.{element}" if element else None,
                reason=(
                    f"{qname} is on the DQC.US.0015 {nn.year} non-negative list (element {element})"
                    if element
                    else f"{qname} is not on the DQC.US.0015 {nn.year} non-negative list"
                ),
            )
        )
    except RuleNotEvaluable as exc:
        rules.append(
            ApplicableRule(
                rule="DQC.US.0015", applies=False, checker="check_sign", reason=f"cannot tell: {exc.message}"
            )
        )

    # DQC.US.0126: calculation relationships in face-statement roles without a dimensional table. With a
    # filing, the rule reads the filing's own calculation network only (so none means not evaluable).
    source, what = dts_source(ctx, filing, "cal", "filing" if filing is not None else "auto")
    calc = ctx.store.run("tools.calc_children", {"qnames": [qname], "source": source}) + ctx.store.run(
        "tools.calc_parents", {"qnames": [qname], "source": source}
    )
    face = sorted({r["role"] for r in calc if r.get("statement") in FACE_STATEMENTS})
    tabled: set[str] = set()
    if face and filing is not None and source == filing["accession"]:
        tabled = {
            r["role"] for r in ctx.store.run("tools.role_tables", {"roles": face, "source": source}) if r["tables"]
        }
    checked = [r for r in face if r not in tabled]
    if checked:
        reason = f"{qname} is in the calculation of {len(checked)} face-statement role(s) of {what}"
    elif face:
        reason = f"{qname}'s face-statement calculations carry a dimensional table, which DQC.US.0126 does not cover"
    elif calc:
        reason = f"{qname} has calculation relationships only in disclosure or equity roles of {what}"
    else:
        reason = f"{qname} has no calculation relationships in {what}"
    rules.append(
        ApplicableRule(
            rule="DQC.US.0126", applies=bool(checked), reason=reason, roles=checked, checker="check_calc_tree"
        )
    )

    # DQC.US.0117: a face-statement table on a checked axis, in a role that presents the concept.
    if filing is not None and ctx.has_linkbase(filing, "def"):
        view = load_view(ctx.store, filing["accession"])
        hits = [
            {"role": cube.role, "axis": axis}
            for cube, _ in statement_cubes(view)
            for axis in cube.axes
            if axis.split(":")[-1] in CHECKED_AXES and qname in cube.primary
        ]
    else:
        dsource, _ = dts_source(ctx, filing, "def")
        hits = [
            {"role": t["role"], "axis": t["axis"]}
            for t in concept_axes(ctx, qname, dsource)
            if t.get("statement") in FACE_STATEMENTS and t["axis"].split(":")[-1] in CHECKED_AXES
        ]
    roles = sorted({h["role"] for h in hits})
    axes = sorted({h["axis"] for h in hits})
    rules.append(
        ApplicableRule(
            rule="DQC.US.0117",
            applies=bool(hits),
            roles=roles,
            axes=axes,
            checker="check_dim_consistency",
            reason=(
                f"{qname} is presented in face statement(s) with a dimensional table on {', '.join(a.split(':')[-1] for a in axes)}"
                if hits
                else f"{qname} is in no face-statement dimensional table on a DQC.US.0117 checked axis"
            ),
        )
    )
    applying = [r.rule for r in rules if r.applies]
    msg = f"{qname}: " + (f"{', '.join(applying)} apply" if applying else "none of DQC.US.0015, 0117, 0126 applies")
    return DqcRulesObservation(tool="find_dqc_rules", status="ok", message=msg, rules=rules)
