"""The FASB DQC rules taxonomy (``dqcrules/`` of a US-GAAP package) as rule data: pure parse, then load.

Each ``dqcrules-NNNN-YYYY.xsd`` carries its own linkbase in ``xs:appinfo`` (role ``.../role/dqc/NNNN``):

- definition arcs ``rule-concept`` from the rule's root element through group elements (``Dqc_0004_NoDefault``,
  ``Dqc_0009_ElementAMustBeLessThanOrEqualToElementB`` …) to the concepts the rule applies to; ``greaterThan-concept``
  (A ≥ B pairs), ``concept-equivalents`` and ``dimension-domain`` (axis → member, DQC.US.0001) between concepts;
- reference resources: ``dqcNote`` (rule id, name, documentation, URI), ``ruleID`` (a rule element id such as
  ``DQC.US.0009.15`` on each concept it applies to) and ``ruleExclusions`` (allowable / disallowable substrings).

Concepts are canonical ``prefix:LocalName`` qnames taken from the locator's ``prefix_LocalName`` fragment, so the
rule data joins the filing's facts whatever release their namespace is. Rule ids are written ``DQC.US.NNNN`` (the
id findings carry); ``version`` is the taxonomy year.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from auditgraph.errors import InputError
from auditgraph.ingest.xmlsafe import parse_xml
from auditgraph.store.base import GraphStore

LINK = "{http://www.xbrl.org/2003/linkbase}"
XLINK = "{http://www.w3.org/1999/xlink}"
DQC_ROLE = "http://fasb.org/us-gaap/role/dqc/"
RULE_FILE = re.compile(r"^dqcrules-(\d{4})-(\d{4})\.xsd$")
# arcrole local name -> relationship type between two concepts of the rule (rule-concept is handled apart)
CONCEPT_ARCS = {
    "greaterThan-concept": "GREATER_THAN",
    "concept-equivalents": "CONCEPT_EQUIVALENT",
    "dimension-domain": "RULE_DIMENSION_DOMAIN",
}


@dataclass(frozen=True)
class RuleConcept:
    rule: str
    group: str  # the group element under the rule root (e.g. "NoDefault"), "" when the concept hangs off the root
    concept: str
    order: float


@dataclass(frozen=True)
class RuleArc:
    rule: str
    rel: str  # GREATER_THAN | CONCEPT_EQUIVALENT | RULE_DIMENSION_DOMAIN
    source: str
    target: str
    order: float


@dataclass(frozen=True)
class RuleElement:
    rule: str
    element_id: str  # e.g. DQC.US.0009.15
    concept: str


@dataclass(frozen=True)
class RuleExclusion:
    rule: str
    concept: str
    kind: str  # allowableSubString | disallowableSubString
    pattern: str


@dataclass
class RuleDecl:
    id: str  # DQC.US.0009
    number: str  # 0009
    version: str  # taxonomy year, 2024
    name: str = ""
    documentation: str = ""
    uri: str = ""
    role: str = ""
    groups: list[str] = field(default_factory=list)
    group_exclusions: list[str] = field(default_factory=list)  # "group|kind|pattern", a ruleExclusions on a group
    group_parents: list[str] = field(default_factory=list)  # "group|parent group", a group below another


@dataclass
class ParsedRules:
    taxonomy: str
    rules: list[RuleDecl]
    concepts: list[RuleConcept]
    arcs: list[RuleArc]
    elements: list[RuleElement]
    exclusions: list[RuleExclusion]
    namespaces: dict[str, str]  # prefix -> namespace, from the documents


def _qname(href: str) -> tuple[str, bool]:
    """('prefix:Local', is_standard_concept) from a locator href; rule elements are 'dqcrules-NNNN_Dqc_…'."""
    frag = href.split("#", 1)[-1]
    prefix, _, local = frag.partition("_")
    return f"{prefix}:{local}", not prefix.startswith("dqcrules")


def _locators(link) -> dict[str, tuple[str, bool]]:
    return {loc.get(f"{XLINK}label"): _qname(loc.get(f"{XLINK}href") or "") for loc in link if loc.tag == f"{LINK}loc"}


def _num(v: str | None) -> float:
    try:
        return float(v) if v is not None else 0.0
    except ValueError:
        return 0.0


def parse_rule_schema(data: bytes, rel: str, out: ParsedRules) -> None:
    """Add one ``dqcrules-NNNN-YYYY.xsd`` to ``out``."""
    m = RULE_FILE.match(PurePosixPath(rel).name)
    if not m:
        return
    number, year = m.group(1), m.group(2)
    rule = RuleDecl(id=f"DQC.US.{number}", number=number, version=year, role=f"{DQC_ROLE}{number}")
    root = parse_xml(data, rel)
    for prefix, ns in (root.nsmap or {}).items():
        if prefix and not prefix.startswith("dqcrules") and prefix not in ("xs", "xsi", "xlink", "link", "ref"):
            out.namespaces.setdefault(prefix, ns)
    root_element = f"dqcrules-{number}:Dqc_{number}"
    group_prefix = f"Dqc_{number}_"
    links = list(root.iter(f"{LINK}definitionLink", f"{LINK}referenceLink"))
    # rule-concept arcs are read first, whole: a group element may hang below another one; the rule keeps those
    # links (group_parents) so a rule can take a group's rule-concept *descendants*, as DQC's constants navigate
    # some (the 2024 0015 exclusions).
    rule_concept: list[tuple[tuple[str, bool], tuple[str, bool], float]] = []
    for link in links:
        if link.tag != f"{LINK}definitionLink":
            continue
        locs = _locators(link)
        rule.role = link.get(f"{XLINK}role") or rule.role
        for arc in link.iter(f"{LINK}definitionArc"):
            arcrole = (arc.get(f"{XLINK}arcrole") or "").rsplit("/", 1)[-1]  # dqcrules or XBRL dimensions arcrole
            src, dst = locs.get(arc.get(f"{XLINK}from")), locs.get(arc.get(f"{XLINK}to"))
            if src is None or dst is None:
                continue
            order = _num(arc.get("order"))
            if arcrole == "rule-concept":
                rule_concept.append((src, dst, order))
            elif arcrole in CONCEPT_ARCS and src[1] and dst[1]:
                out.arcs.append(RuleArc(rule.id, CONCEPT_ARCS[arcrole], src[0], dst[0], order))

    def group(element: str) -> str:
        return element.split(":", 1)[1].removeprefix(group_prefix)

    for src, dst, order in rule_concept:
        if not dst[1]:
            if src[0] == root_element:
                rule.groups.append(group(dst[0]))
            else:
                rule.group_parents.append(f"{group(dst[0])}|{group(src[0])}")
            continue
        # a concept below a concept (an axis's members under DQC.US.0015's axis-member exclusions) is grouped by its
        # parent concept's local name
        g = "" if src[0] == root_element else src[0].split(":", 1)[1] if src[1] else group(src[0])
        out.concepts.append(RuleConcept(rule.id, g, dst[0], order))
    for link in links:
        if link.tag != f"{LINK}referenceLink":
            continue
        locs = _locators(link)
        resources = {r.get(f"{XLINK}label"): r for r in link if r.tag == f"{LINK}reference"}
        for arc in link.iter(f"{LINK}referenceArc"):
            src, res = locs.get(arc.get(f"{XLINK}from")), resources.get(arc.get(f"{XLINK}to"))
            if src is None or res is None:
                continue
            kind = (res.get(f"{XLINK}role") or "").removeprefix(DQC_ROLE)
            parts = {child.tag.rsplit("}", 1)[-1]: (child.text or "").strip() for child in res}
            if kind == "dqcNote" and src[0] == root_element:
                rule.name = parts.get("ruleName", rule.name)
                rule.documentation = parts.get("ruleDocumentation", rule.documentation)
                rule.uri = parts.get("URI", rule.uri)
            elif kind == "ruleID" and src[1] and parts.get("ruleElementId"):
                out.elements.append(RuleElement(rule.id, parts["ruleElementId"], src[0]))
            elif kind == "ruleExclusions":
                for k, v in sorted(parts.items()):
                    if not (k.endswith("SubString") and v):
                        continue
                    if src[1]:
                        out.exclusions.append(RuleExclusion(rule.id, src[0], k, v))
                    elif src[0] != root_element:
                        # on a group element (DQC.US.0015's member-name strings): kept on the rule, by group
                        rule.group_exclusions.append(f"{group(src[0])}|{k}|{v}")
    out.rules.append(rule)


def parse_rules_files(files: list[tuple[str, bytes]], taxonomy: str) -> ParsedRules:
    """``files``: (path relative to the package, bytes); only ``dqcrules/dqcrules-NNNN-YYYY.xsd`` are read."""
    out = ParsedRules(taxonomy=taxonomy, rules=[], concepts=[], arcs=[], elements=[], exclusions=[], namespaces={})
    for rel, data in sorted(files):
        parts = PurePosixPath(rel).parts
        if len(parts) >= 2 and parts[-2] == "dqcrules" and RULE_FILE.match(parts[-1]):
            parse_rule_schema(data, rel, out)
    out.rules.sort(key=lambda r: r.id)
    out.concepts = sorted(set(out.concepts), key=lambda c: (c.rule, c.group, c.order, c.concept))
    out.arcs = sorted(set(out.arcs), key=lambda a: (a.rule, a.rel, a.source, a.order, a.target))
    out.elements = sorted(set(out.elements), key=lambda e: (e.rule, e.element_id, e.concept))
    out.exclusions = sorted(set(out.exclusions), key=lambda x: (x.rule, x.concept, x.kind, x.pattern))
    return out


def load_rules(store: GraphStore, parsed: ParsedRules) -> dict:
    """Write the rule data (idempotent: every node and edge is MERGEd on a stable key)."""
    qnames = sorted(
        {c.concept for c in parsed.concepts}
        | {a.source for a in parsed.arcs}
        | {a.target for a in parsed.arcs}
        | {e.concept for e in parsed.elements}
        | {x.concept for x in parsed.exclusions}
    )
    # Concepts the rule data names but a partial package does not declare are known from the locator only.
    concepts = [
        {
            "qname": q,
            "name": q.split(":", 1)[1],
            "namespace": parsed.namespaces.get(q.split(":", 1)[0]),
            "declared": False,
            "balance": None,
            "period_type": None,
            "data_type": None,
            "abstract": False,
            "substitution_group": None,
            "source": parsed.taxonomy,
        }
        for q in qnames
    ]
    extra = {"taxonomy": parsed.taxonomy}
    store.run_batch("ingest.merge_concepts", concepts)
    store.run_batch(
        "ingest.merge_rules",
        [
            {
                "id": r.id,
                "number": r.number,
                "version": r.version,
                "name": r.name,
                "documentation": r.documentation,
                "uri": r.uri,
                "role": r.role,
                "groups": r.groups,
                "group_exclusions": sorted(set(r.group_exclusions)),
                "group_parents": sorted(set(r.group_parents)),
            }
            for r in parsed.rules
        ],
        extra=extra,
    )
    store.run_batch("ingest.rule_concepts", [vars(c) for c in parsed.concepts], extra=extra)
    for rel in sorted(set(CONCEPT_ARCS.values())):
        rows = [
            {"rule": a.rule, "source": a.source, "target": a.target, "order": a.order}
            for a in parsed.arcs
            if a.rel == rel
        ]
        store.run_batch(f"ingest.rule_arc_{rel.lower()}", rows, extra=extra)
    store.run_batch("ingest.rule_elements", [vars(e) for e in parsed.elements], extra=extra)
    store.run_batch("ingest.rule_exclusions", [vars(x) for x in parsed.exclusions], extra=extra)
    return {
        "rules": len(parsed.rules),
        "rule_concepts": len(parsed.concepts),
        "rule_arcs": len(parsed.arcs),
        "rule_elements": len(parsed.elements),
        "rule_exclusions": len(parsed.exclusions),
    }


def parse_rules_package(path: Path) -> ParsedRules:
    """The rule data of a taxonomy package folder (its ``dqcrules/``) or of a ``dqcrules`` folder itself."""
    path = Path(path)
    folder = path if path.name == "dqcrules" else path / "dqcrules"
    if not folder.is_dir():
        raise InputError(f"{path}: no dqcrules/ folder (the FASB DQC rules taxonomy)")
    files = [(f"dqcrules/{p.name}", p.read_bytes()) for p in sorted(folder.glob("dqcrules-*.xsd"))]
    name = path.name if path.name != "dqcrules" else path.parent.name
    return parse_rules_files(files, name)
