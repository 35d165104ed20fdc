"""Linkbase parser (pure) and XBRL 2.1 relationship resolution.

One document is read by :mod:`auditgraph.ingest.linkbase_events` (its compiled build when the install made one).
Arcs are collected raw (with ``use`` and ``priority``) from every linkbase of a DTS and then
resolved together (:func:`effective_relationships`): arcs are grouped into base sets by
(extended-link element, arc element, arcrole, role); within a base set, equivalent arcs (same
source, target and non-exempt attributes, XBRL 2.1 §3.5.3.9.7.4) are reduced to the one with the
highest priority, and a prohibiting arc at that priority removes the relationship.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter

from auditgraph.ingest import linkbase_events as _events_py
from auditgraph.ingest.compiled import compiled_module
from auditgraph.ingest.linkbase_events import (  # noqa: F401
    CONCEPT_LABEL,
    DIMENSION_ARCROLES,
    PARENT_CHILD,
    SUMMATION_ARCROLES,
    number,
)
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.records import LinkbaseDoc, RawArc, Relationship  # noqa: F401  (RawArc: re-exported)
from auditgraph.ingest.xmlsafe import parse_xml

XBRLDT_NS = "http://xbrl.org/2005/xbrldt"


# the compiled build of linkbase_events when the install made it, else the Python module it is built from
events = compiled_module("_linkbase_events_c") or _events_py


def relationship_type(arcrole: str) -> str | None:
    if arcrole in SUMMATION_ARCROLES:
        return "SUMMATION_ITEM"
    if arcrole == PARENT_CHILD:
        return "PARENT_CHILD"
    return DIMENSION_ARCROLES.get(arcrole)


def make_href_resolver(
    ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap, url_namespaces: dict[str, str]
) -> _events_py.HrefResolver:
    """Resolve an absolute ``schema-url#id`` to (canonical qname, namespace) (see ``HrefResolver``)."""
    return events.HrefResolver(ids_by_url, ns, url_namespaces)


def parse_linkbase(
    data: bytes,
    base_url: str,
    resolve_href: _events_py.HrefResolver,
    source: str,
    raw_arcs: list[RawArc],
    doc: LinkbaseDoc,
) -> None:
    """Collect raw arcs (into ``raw_arcs``), labels and role refs of one linkbase document, given as its bytes.

    The document is parsed (hardened, as :func:`parse_xml`) into a ``LinkbaseEvents`` (:mod:`linkbase_events`, the
    compiled build of it when there is one) rather than a tree. Locators go through the resolver's caches (a
    linkbase names the same few schema files thousands of times)."""
    read = parse_xml(data, source, events.LinkbaseEvents(base_url, resolve_href, doc.locator_targets))
    join = resolve_href.join
    for uri, href in read.role_refs:
        doc.role_refs[uri] = join(base_url, href)
    read.collect(raw_arcs, doc.labels)


_CLOSED, _CONTEXT_ELEMENT, _TARGET_ROLE, _USABLE = (
    f"{{{XBRLDT_NS}}}{name}" for name in ("closed", "contextElement", "targetRole", "usable")
)


def _relationship_fields(attrs: tuple[tuple[str, str], ...], summation: bool) -> tuple:
    """The Relationship fields an arc's attributes give: (weight, preferred label, closed, context element, target
    role, usable)."""
    a = dict(attrs)
    closed, usable = a.get(_CLOSED), a.get(_USABLE)
    return (
        number(a.get("weight"), 1.0) if summation else None,
        a.get("preferredLabel"),
        None if closed is None else closed in ("true", "1"),
        a.get(_CONTEXT_ELEMENT),
        a.get(_TARGET_ROLE),
        None if usable is None else usable not in ("false", "0"),
    )


# a raw arc's base set and equivalence (link, arc, arcrole, role, parent, child, attrs), and the order relationships
# are returned in (arcrole, role, parent, order, child): C-level getters, no Python function per arc
_EQUIVALENCE = itemgetter(0, 1, 2, 3, 4, 5, 8)
_ORDER = itemgetter(2, 3, 4, 9, 5)


def effective_relationships(raw_arcs: Iterable[RawArc]) -> tuple[list[Relationship], int]:
    """Resolve prohibition and overriding; returns (relationships sorted by role, parent, order, child), removed count."""
    # each base set's equivalence class: its one arc (most are alone), or a list of its arcs; hashed once per arc
    groups: dict[tuple, RawArc | list[RawArc]] = {}
    for a in raw_arcs:
        key = _EQUIVALENCE(a)
        group = groups.setdefault(key, a)
        if group is not a:
            if group.__class__ is list:
                group.append(a)  # type: ignore[union-attr]
            else:
                groups[key] = [group, a]  # type: ignore[list-item]
    effective: list[RawArc] = []
    removed = 0
    for arcs in groups.values():
        if arcs.__class__ is not list:
            a = arcs  # type: ignore[assignment]
            if a[6] == "prohibited":  # use
                removed += 1
                continue
        else:
            top = max(a[7] for a in arcs)  # priority
            winners = [a for a in arcs if a[7] == top]
            removed += len(arcs) - 1
            if any(w[6] == "prohibited" for w in winners):
                removed += 1
                continue
            a = winners[0]
        effective.append(a)
    effective.sort(key=_ORDER)
    out: list[Relationship] = []
    fields: dict[tuple, tuple] = {}  # many arcs share their attributes (order="1" weight="1"): derived once
    for _link, _arc, arcrole, role, parent, child, _use, _priority, attrs, order in effective:
        summation = arcrole in SUMMATION_ARCROLES
        derived = fields.get((attrs, summation))
        if derived is None:
            derived = fields[(attrs, summation)] = _relationship_fields(attrs, summation)
        # positional: (arcrole, role, parent, child, order, weight, preferred_label, closed, context_element,
        # target_role, usable)
        out.append(Relationship(arcrole, role, parent, child, order, *derived))
    return out, removed
