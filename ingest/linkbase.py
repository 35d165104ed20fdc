"""Linkbase parser (pure) and XBRL 2.1 relationship resolution.

Arcs are collected raw (with ``use`` and ``priority``) from every linkbase of a DTS and then
resolved together (:func:`effective_relationships`): arcs are grouped into base sets by
(extended-link element, arc element, arcrole, role); within a base set, equivalent arcs (same
source, target and non-exempt attributes, XBRL 2.1 §3.5.3.9.7.4) are reduced to the one with the
highest priority, and a prohibiting arc at that priority removes the relationship.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urljoin, urldefrag

from lxml import etree

from auditgraph.ingest.qnames import LINK, XLINK, NamespaceMap, namespace_from_href, split_fragment_id
from auditgraph.ingest.records import Label, LinkbaseDoc, Relationship

_XL_TYPE = f"{{{XLINK}}}type"
_XL_LABEL = f"{{{XLINK}}}label"
_XL_HREF = f"{{{XLINK}}}href"
_XL_ROLE = f"{{{XLINK}}}role"
_XL_ARCROLE = f"{{{XLINK}}}arcrole"
_XL_FROM = f"{{{XLINK}}}from"
_XL_TO = f"{{{XLINK}}}to"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
XBRLDT_NS = "http://xbrl.org/2005/xbrldt"

# Calculation 1.0 and 1.1 summation-item arcroles are both "summation-item" for our purposes.
SUMMATION_ARCROLES = {"http://www.xbrl.org/2003/arcrole/summation-item", "https://xbrl.org/2023/arcrole/summation-item"}
PARENT_CHILD = "http://www.xbrl.org/2003/arcrole/parent-child"
CONCEPT_LABEL = "http://www.xbrl.org/2003/arcrole/concept-label"
DIMENSION_ARCROLES = {
    "http://xbrl.org/int/dim/arcrole/all": "ALL",
    "http://xbrl.org/int/dim/arcrole/notAll": "NOT_ALL",
    "http://xbrl.org/int/dim/arcrole/hypercube-dimension": "HYPERCUBE_DIMENSION",
    "http://xbrl.org/int/dim/arcrole/dimension-domain": "DIMENSION_DOMAIN",
    "http://xbrl.org/int/dim/arcrole/domain-member": "DOMAIN_MEMBER",
    "http://xbrl.org/int/dim/arcrole/dimension-default": "DIMENSION_DEFAULT",
}
_EXEMPT = {"use", "priority"}


@dataclass(frozen=True)
class RawArc:
    link: str  # extended link element (Clark)
    arc: str  # arc element (Clark)
    arcrole: str
    role: str
    parent: str
    child: str
    use: str
    priority: int
    attrs: tuple[tuple[str, str], ...]  # non-exempt attributes, normalised
    order: float


def relationship_type(arcrole: str) -> str | None:
    if arcrole in SUMMATION_ARCROLES:
        return "SUMMATION_ITEM"
    if arcrole == PARENT_CHILD:
        return "PARENT_CHILD"
    return DIMENSION_ARCROLES.get(arcrole)


HrefResolver = Callable[[str], "tuple[str, str] | None"]


def make_href_resolver(ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap,
                       url_namespaces: dict[str, str]) -> HrefResolver:
    """Resolve an absolute ``schema-url#id`` to (canonical qname, namespace).

    Uses the parsed schema's ids when the schema is known; otherwise (a standard schema that is not
    available locally) the ``prefix_LocalName`` id convention and the namespace its URL implies.
    """

    def resolve(absolute_href: str) -> tuple[str, str] | None:
        url, frag = urldefrag(absolute_href)
        known = ids_by_url.get(url)
        if known is not None and frag in known:
            qn = known[frag]
            return qn, url_namespaces.get(url, "")
        parts = split_fragment_id(frag)
        if parts is None:
            return None
        prefix, local = parts
        namespace = url_namespaces.get(url) or namespace_from_href(url)
        if namespace:
            return ns.qname(namespace, local), namespace
        return f"{prefix}:{local}", ""

    return resolve


def _num(text: str | None, default: float) -> float:
    try:
        return float(text) if text is not None else default
    except ValueError:
        return default


def parse_linkbase(root: etree._Element, base_url: str, resolve_href: HrefResolver, source: str,
                   raw_arcs: list[RawArc], doc: LinkbaseDoc) -> None:
    """Collect raw arcs (into ``raw_arcs``), labels and role refs of one linkbase document."""
    for rr in root.iter(f"{{{LINK}}}roleRef"):
        doc.role_refs[rr.get("roleURI", "")] = urljoin(base_url, rr.get(_XL_HREF, ""))
    for ext in root.iter():
        if not isinstance(ext.tag, str) or ext.get(_XL_TYPE) != "extended":
            continue
        role = ext.get(_XL_ROLE, "http://www.xbrl.org/2003/role/link")
        locs: dict[str, list[str]] = {}
        resources: dict[str, list[etree._Element]] = {}
        arcs: list[etree._Element] = []
        for child in ext:
            if not isinstance(child.tag, str):
                continue
            t = child.get(_XL_TYPE)
            if t == "locator":
                target = resolve_href(urljoin(base_url, child.get(_XL_HREF, "")))
                if target is not None:
                    locs.setdefault(child.get(_XL_LABEL, ""), []).append(target[0])
                    doc.locator_targets.add(target)
            elif t == "resource":
                resources.setdefault(child.get(_XL_LABEL, ""), []).append(child)
            elif t == "arc":
                arcs.append(child)
        for arc in arcs:
            arcrole = arc.get(_XL_ARCROLE, "")
            frm, to = arc.get(_XL_FROM, ""), arc.get(_XL_TO, "")
            if arcrole == CONCEPT_LABEL or (arcrole.endswith("/concept-label")):
                if arc.get("use") == "prohibited":
                    continue
                for qn in locs.get(frm, []):
                    for res in resources.get(to, []):
                        doc.labels.append(Label(qname=qn, role=res.get(_XL_ROLE, "http://www.xbrl.org/2003/role/label"),
                                                lang=(res.get(_XML_LANG) or "").lower(),
                                                text=" ".join("".join(res.itertext()).split())))
                continue
            if relationship_type(arcrole) is None:
                continue
            attrs = []
            for k, v in sorted(arc.attrib.items()):
                if k.startswith(f"{{{XLINK}}}") or k in _EXEMPT:
                    continue
                if k == "order" or k == "weight":
                    v = repr(_num(v, 1.0))
                attrs.append((k, v))
            if "order" not in arc.attrib:
                attrs.append(("order", repr(1.0)))
                attrs.sort()
            try:
                priority = int(arc.get("priority", "0"))
            except ValueError:
                priority = 0
            for parent in locs.get(frm, []):
                for child in locs.get(to, []):
                    raw_arcs.append(RawArc(link=ext.tag, arc=arc.tag, arcrole=arcrole, role=role, parent=parent,
                                           child=child, use=arc.get("use", "optional"), priority=priority,
                                           attrs=tuple(attrs), order=_num(arc.get("order"), 1.0)))


def effective_relationships(raw_arcs: Iterable[RawArc]) -> tuple[list[Relationship], int]:
    """Resolve prohibition and overriding; returns (relationships sorted by role, parent, order, child), removed count."""
    groups: dict[tuple, list[RawArc]] = {}
    for a in raw_arcs:
        key = (a.link, a.arc, a.arcrole, a.role, a.parent, a.child, a.attrs)
        groups.setdefault(key, []).append(a)
    out: list[Relationship] = []
    removed = 0
    for arcs in groups.values():
        top = max(a.priority for a in arcs)
        winners = [a for a in arcs if a.priority == top]
        removed += len(arcs) - 1
        if any(w.use == "prohibited" for w in winners):
            removed += 1
            continue
        a = winners[0]
        attrs = dict(a.attrs)
        dt = f"{{{XBRLDT_NS}}}"
        out.append(Relationship(
            arcrole=a.arcrole, role=a.role, parent=a.parent, child=a.child, order=a.order,
            weight=_num(attrs.get("weight"), 1.0) if a.arcrole in SUMMATION_ARCROLES else None,
            preferred_label=attrs.get("preferredLabel"),
            closed=(attrs.get(f"{dt}closed") in ("true", "1")) if f"{dt}closed" in attrs else None,
            context_element=attrs.get(f"{dt}contextElement"),
            target_role=attrs.get(f"{dt}targetRole"),
            usable=(attrs.get(f"{dt}usable") not in ("false", "0")) if f"{dt}usable" in attrs else None,
        ))
    out.sort(key=lambda r: (r.arcrole, r.role, r.parent, r.order, r.child))
    return out, removed
