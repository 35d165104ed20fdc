"""Linkbase parser (pure) and XBRL 2.1 relationship resolution.

Arcs are collected raw (with ``use`` and ``priority``) from every linkbase of a DTS and then
resolved together (:func:`effective_relationships`): arcs are grouped into base sets by
(extended-link element, arc element, arcrole, role); within a base set, equivalent arcs (same
source, target and non-exempt attributes, XBRL 2.1 §3.5.3.9.7.4) are reduced to the one with the
highest priority, and a prohibiting arc at that priority removes the relationship.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple
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


class RawArc(NamedTuple):
    """One arc as written, before prohibition and overriding are resolved (a tuple: thousands per filing)."""

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


class HrefResolver:
    """Resolves an absolute ``schema-url#id`` to (canonical qname, namespace), remembering every answer.

    Uses the parsed schema's ids when the schema is known; otherwise (a standard schema that is not
    available locally) the ``prefix_LocalName`` id convention and the namespace its URL implies. A filing's
    linkbases name the same few schema files thousands of times, so :meth:`locator` joins each (document,
    schema part) pair once and looks each (schema, id) up once.
    """

    def __init__(self, ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap, url_namespaces: dict[str, str]) -> None:
        self.ids_by_url, self.ns, self.url_namespaces = ids_by_url, ns, url_namespaces
        self._targets: dict[tuple[str, str], tuple[str, str] | None] = {}
        self._joined: dict[tuple[str, str], str] = {}
        self._url_namespace: dict[str, str | None] = {}

    def __call__(self, absolute_href: str) -> tuple[str, str] | None:
        url, frag = urldefrag(absolute_href)
        return self.target(url, frag)

    def target(self, url: str, frag: str) -> tuple[str, str] | None:
        key = (url, frag)
        try:
            return self._targets[key]
        except KeyError:
            found = self._targets[key] = self._lookup(url, frag)
            return found

    def locator(self, base_url: str, href: str) -> tuple[str, str] | None:
        """``self(urljoin(base_url, href))``, with the join done once per (base, schema part). The fast path is
        taken only for an href urllib would not rewrite (no tab or line break, no leading space or control
        character) and with a non-empty fragment, where joining the part before ``#`` gives the same URL."""
        schema, _, frag = href.partition("#")
        if not frag or href[:1] <= " " or "\n" in href or "\t" in href or "\r" in href:
            return self(urljoin(base_url, href))
        url = self._joined.get((base_url, schema))
        if url is None:
            # Joined with a stand-in fragment, exactly as the whole href would be, then the fragment dropped again.
            url = self._joined[(base_url, schema)] = urldefrag(urljoin(base_url, schema + "#_"))[0]
        key = (url, frag)
        try:
            return self._targets[key]
        except KeyError:
            found = self._targets[key] = self._lookup(url, frag)
            return found

    def _lookup(self, url: str, frag: str) -> tuple[str, str] | None:
        known = self.ids_by_url.get(url)
        if known is not None and frag in known:
            qn = known[frag]
            return qn, self.url_namespaces.get(url, "")
        parts = split_fragment_id(frag)
        if parts is None:
            return None
        prefix, local = parts
        try:
            namespace = self._url_namespace[url]
        except KeyError:
            namespace = self._url_namespace[url] = self.url_namespaces.get(url) or namespace_from_href(url)
        if namespace:
            return self.ns.qname(namespace, local), namespace
        return f"{prefix}:{local}", ""


def make_href_resolver(ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap,
                       url_namespaces: dict[str, str]) -> HrefResolver:
    """Resolve an absolute ``schema-url#id`` to (canonical qname, namespace) (see :class:`HrefResolver`)."""
    return HrefResolver(ids_by_url, ns, url_namespaces)


def _num(text: str | None, default: float) -> float:
    try:
        return float(text) if text is not None else default
    except ValueError:
        return default


_XLINK_ATTR = f"{{{XLINK}}}"
_ROLE_REF = f"{{{LINK}}}roleRef"
_LABEL_ROLE = "http://www.xbrl.org/2003/role/label"
_LINK_ROLE = "http://www.xbrl.org/2003/role/link"


def _arc_attrs(items: list[tuple[str, str]], known: dict[tuple, tuple[tuple[str, str], ...]]) -> tuple[tuple[str, str], ...]:
    """The attributes that make two arcs equivalent (XBRL 2.1 §3.5.3.9.7.4): all but xlink:* and the exempt
    ``use``/``priority``, sorted, with ``order`` and ``weight`` compared as numbers (``order`` defaults to 1).
    Arcs share a handful of attribute sets, so each is normalised once (``known``)."""
    own = tuple([kv for kv in items if not kv[0].startswith(_XLINK_ATTR) and kv[0] not in _EXEMPT])
    attrs = known.get(own)
    if attrs is None:
        normal = [(k, repr(_num(v, 1.0)) if k == "order" or k == "weight" else v) for k, v in own]
        if not any(k == "order" for k, _ in own):
            normal.append(("order", repr(1.0)))
        attrs = known[own] = tuple(sorted(normal))
    return attrs


def parse_linkbase(root: etree._Element, base_url: str, resolve_href: HrefResolver, source: str,
                   raw_arcs: list[RawArc], doc: LinkbaseDoc) -> None:
    """Collect raw arcs (into ``raw_arcs``), labels and role refs of one linkbase document.

    An arc's attributes are read in one call into lxml (``items()``: its equivalence needs them all anyway), and
    locators go through the resolver's caches (a linkbase names the same few schema files thousands of times)."""
    for rr in root.iter(_ROLE_REF):
        doc.role_refs[rr.get("roleURI", "")] = urljoin(base_url, rr.get(_XL_HREF, ""))
    locator = resolve_href.locator
    known_attrs: dict[tuple, tuple[tuple[str, str], ...]] = {}
    for ext in root.iter(etree.Element):
        if ext.get(_XL_TYPE) != "extended":
            continue
        link = ext.tag
        role = ext.get(_XL_ROLE, _LINK_ROLE)
        locs: dict[str, list[str]] = {}
        resources: dict[str, list[etree._Element]] = {}
        arcs: list[tuple[str, list[tuple[str, str]], dict[str, str]]] = []
        for child in ext.iterchildren(etree.Element):
            t = child.get(_XL_TYPE)
            if t == "locator":
                target = locator(base_url, child.get(_XL_HREF, ""))
                if target is not None:
                    locs.setdefault(child.get(_XL_LABEL, ""), []).append(target[0])
                    doc.locator_targets.add(target)
            elif t == "resource":
                resources.setdefault(child.get(_XL_LABEL, ""), []).append(child)
            elif t == "arc":
                items = child.items()
                arcs.append((child.tag, items, dict(items)))
        for arc_tag, items, a in arcs:
            arcrole = a.get(_XL_ARCROLE, "")
            frm, to = a.get(_XL_FROM, ""), a.get(_XL_TO, "")
            if arcrole == CONCEPT_LABEL or (arcrole.endswith("/concept-label")):
                if a.get("use") == "prohibited":
                    continue
                for qn in locs.get(frm, []):
                    for res in resources.get(to, []):
                        # a label without markup inside is its text alone (itertext() costs ten times more)
                        text = "".join(res.itertext()) if len(res) else (res.text or "")
                        doc.labels.append(Label(qname=qn, role=res.get(_XL_ROLE, _LABEL_ROLE),
                                                lang=(res.get(_XML_LANG) or "").lower(), text=" ".join(text.split())))
                continue
            if relationship_type(arcrole) is None:
                continue
            parents, children = locs.get(frm), locs.get(to)
            if not parents or not children:
                continue
            attrs = _arc_attrs(items, known_attrs)
            try:
                priority = int(a.get("priority", "0"))
            except ValueError:
                priority = 0
            use, order = a.get("use", "optional"), _num(a.get("order"), 1.0)
            for parent in parents:
                for child in children:
                    raw_arcs.append(RawArc(link, arc_tag, arcrole, role, parent, child, use, priority, attrs, order))


_DT = f"{{{XBRLDT_NS}}}"


def _relationship_fields(attrs: tuple[tuple[str, str], ...], summation: bool) -> dict:
    """The Relationship fields an arc's attributes give (weight, preferred label, the dimensional ones)."""
    a = dict(attrs)
    return {"weight": _num(a.get("weight"), 1.0) if summation else None,
            "preferred_label": a.get("preferredLabel"),
            "closed": (a.get(f"{_DT}closed") in ("true", "1")) if f"{_DT}closed" in a else None,
            "context_element": a.get(f"{_DT}contextElement"),
            "target_role": a.get(f"{_DT}targetRole"),
            "usable": (a.get(f"{_DT}usable") not in ("false", "0")) if f"{_DT}usable" in a else None}


def effective_relationships(raw_arcs: Iterable[RawArc]) -> tuple[list[Relationship], int]:
    """Resolve prohibition and overriding; returns (relationships sorted by role, parent, order, child), removed count."""
    groups: dict[tuple, list[RawArc]] = {}
    for a in raw_arcs:
        key = (a.link, a.arc, a.arcrole, a.role, a.parent, a.child, a.attrs)
        group = groups.get(key)
        if group is None:
            groups[key] = [a]
        else:
            group.append(a)
    out: list[Relationship] = []
    removed = 0
    fields: dict[tuple, dict] = {}  # many arcs share their attributes (order="1" weight="1"): derived once
    for arcs in groups.values():
        if len(arcs) == 1:
            a = arcs[0]
            if a.use == "prohibited":
                removed += 1
                continue
        else:
            top = max(a.priority for a in arcs)
            winners = [a for a in arcs if a.priority == top]
            removed += len(arcs) - 1
            if any(w.use == "prohibited" for w in winners):
                removed += 1
                continue
            a = winners[0]
        summation = a.arcrole in SUMMATION_ARCROLES
        derived = fields.get((a.attrs, summation))
        if derived is None:
            derived = fields[(a.attrs, summation)] = _relationship_fields(a.attrs, summation)
        out.append(Relationship(arcrole=a.arcrole, role=a.role, parent=a.parent, child=a.child, order=a.order,
                                **derived))
    out.sort(key=lambda r: (r.arcrole, r.role, r.parent, r.order, r.child))
    return out, removed
