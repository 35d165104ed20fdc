"""The fast filing parser gives exactly what a straightforward reference parse gives, on every shared filing.

The reference below reads each linkbase with the standard library's ElementTree, joins every locator's href
with ``urljoin`` and looks it up afresh, reads each attribute by name and resolves prohibition and overriding
one equivalence group at a time — the plain XBRL 2.1 procedure, with none of the production parser's caches or
shortcuts. ``parse_filing`` is run twice, once as shipped and once with the reference in place of the linkbase
reader and resolver, and the two results (facts, contexts, units, concepts, relationships with all their
attributes, labels, roles) must be identical.
"""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET
from urllib.parse import urldefrag, urljoin

import pytest
from lxml import etree

from auditgraph.ingest import filing as filing_module
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.linkbase import (
    CONCEPT_LABEL,
    SUMMATION_ARCROLES,
    XBRLDT_NS,
    RawArc,
    make_href_resolver,
    relationship_type,
)
from auditgraph.ingest.qnames import XLINK, namespace_from_href, split_fragment_id
from auditgraph.ingest.records import Label, Relationship
from auditgraph.ingest.xmlsafe import parse_xml
from tests.conftest import FILINGS_DIR

# each test runs with each set of readers: the Python code as written and its compiled build
pytestmark = pytest.mark.usefixtures("parse_readers")
XL = f"{{{XLINK}}}"
FILINGS = [
    "aapl-10k-2023",
    "aapl-10q-2023",
    "msft-10k-2015",
    "nflx-10k-2023",
    "unp-10k-2012",
    "nflx-10q-2010",
    "aeon-10q-2023",
    "standalone/Netflix.10K.xbrl.xml",
    "standalone/crr.xbrl.xml",
]


def reference_resolve(resolver, absolute_href: str):
    """An href to (canonical qname, namespace): the schema's own ids, else the ``prefix_Local`` convention."""
    url, frag = urldefrag(absolute_href)
    known = resolver.ids_by_url.get(url)
    if known is not None and frag in known:
        return known[frag], resolver.url_namespaces.get(url, "")
    parts = split_fragment_id(frag)
    if parts is None:
        return None
    prefix, local = parts
    namespace = resolver.url_namespaces.get(url) or namespace_from_href(url)
    if namespace:
        return resolver.ns.qname(namespace, local), namespace
    return f"{prefix}:{local}", ""


def _number(text, default: float) -> float:
    try:
        return float(text) if text is not None else default
    except ValueError:
        return default


def reference_linkbase(data, base_url, resolver, source, raw_arcs, doc) -> None:
    # the standard library's own reading of the same document (refused or accepted as the hardened parser does)
    tree = ET.fromstring(etree.tostring(parse_xml(data, source)))
    for rr in tree.iter("{http://www.xbrl.org/2003/linkbase}roleRef"):
        doc.role_refs[rr.get("roleURI", "")] = urljoin(base_url, rr.get(XL + "href", ""))
    for ext in tree.iter():
        if ext.get(XL + "type") != "extended":
            continue
        role = ext.get(XL + "role", "http://www.xbrl.org/2003/role/link")
        locs, resources, arcs = {}, {}, []
        for child in ext:
            kind = child.get(XL + "type")
            if kind == "locator":
                target = reference_resolve(resolver, urljoin(base_url, child.get(XL + "href", "")))
                if target is not None:
                    locs.setdefault(child.get(XL + "label", ""), []).append(target[0])
                    doc.locator_targets.add(target)
            elif kind == "resource":
                resources.setdefault(child.get(XL + "label", ""), []).append(child)
            elif kind == "arc":
                arcs.append(child)
        for arc in arcs:
            arcrole, frm, to = arc.get(XL + "arcrole", ""), arc.get(XL + "from", ""), arc.get(XL + "to", "")
            if arcrole == CONCEPT_LABEL or arcrole.endswith("/concept-label"):
                if arc.get("use") == "prohibited":
                    continue
                for qn in locs.get(frm, []):
                    for res in resources.get(to, []):
                        doc.labels.append(
                            Label(
                                qname=qn,
                                role=res.get(XL + "role", "http://www.xbrl.org/2003/role/label"),
                                lang=(res.get("{http://www.w3.org/XML/1998/namespace}lang") or "").lower(),
                                text=" ".join("".join(res.itertext()).split()),
                            )
                        )
                continue
            if relationship_type(arcrole) is None:
                continue
            attrs = sorted(
                (k, repr(_number(v, 1.0)) if k in ("order", "weight") else v)
                for k, v in arc.attrib.items()
                if not k.startswith(XL) and k not in ("use", "priority")
            )
            if "order" not in arc.attrib:
                attrs = sorted(attrs + [("order", repr(1.0))])
            try:
                priority = int(arc.get("priority", "0"))
            except ValueError:
                priority = 0
            for parent in locs.get(frm, []):
                for child in locs.get(to, []):
                    raw_arcs.append(
                        RawArc(
                            ext.tag,
                            arc.tag,
                            arcrole,
                            role,
                            parent,
                            child,
                            arc.get("use", "optional"),
                            priority,
                            tuple(attrs),
                            _number(arc.get("order"), 1.0),
                        )
                    )


def reference_relationships(raw_arcs):
    """XBRL 2.1 §3.5.3.9.7: equivalent arcs reduced to the highest priority; a prohibiting winner removes them."""
    groups: dict[tuple, list] = {}
    for a in raw_arcs:
        groups.setdefault((a.link, a.arc, a.arcrole, a.role, a.parent, a.child, a.attrs), []).append(a)
    out, removed = [], 0
    dt = f"{{{XBRLDT_NS}}}"
    for arcs in groups.values():
        top = max(a.priority for a in arcs)
        winners = [a for a in arcs if a.priority == top]
        removed += len(arcs) - 1
        if any(w.use == "prohibited" for w in winners):
            removed += 1
            continue
        a, attrs = winners[0], dict(winners[0].attrs)
        out.append(
            Relationship(
                arcrole=a.arcrole,
                role=a.role,
                parent=a.parent,
                child=a.child,
                order=a.order,
                weight=_number(attrs.get("weight"), 1.0) if a.arcrole in SUMMATION_ARCROLES else None,
                preferred_label=attrs.get("preferredLabel"),
                closed=(attrs[f"{dt}closed"] in ("true", "1")) if f"{dt}closed" in attrs else None,
                context_element=attrs.get(f"{dt}contextElement"),
                target_role=attrs.get(f"{dt}targetRole"),
                usable=(attrs[f"{dt}usable"] not in ("false", "0")) if f"{dt}usable" in attrs else None,
            )
        )
    out.sort(key=lambda r: (r.arcrole, r.role, r.parent, r.order, r.child))
    return out, removed


def canonical(value):
    """A stable, comparable form of a parse result (floats by repr, sets sorted)."""
    if dataclasses.is_dataclass(value):
        return {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): canonical(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, set):
        return sorted(canonical(v) for v in value)
    if isinstance(value, float):
        return repr(value)
    return value


@pytest.mark.parametrize(
    "folder,inline",
    [(f, False) for f in FILINGS] + [("aeon-10q-2023", True)],
    ids=[f for f in FILINGS] + ["aeon-10q-2023-inline"],
)
def test_the_fast_parser_gives_what_the_reference_parse_gives(folder, inline, shared_data, monkeypatch):
    fast = canonical(parse_filing(FILINGS_DIR / folder, prefer_inline=inline))
    monkeypatch.setattr(filing_module, "parse_linkbase", reference_linkbase)
    monkeypatch.setattr(filing_module, "effective_relationships", reference_relationships)
    reference = canonical(parse_filing(FILINGS_DIR / folder, prefer_inline=inline))
    assert fast.keys() == reference.keys()
    for field in sorted(fast):
        assert fast[field] == reference[field], f"{folder}: {field} differs from the reference parse"
    if folder not in ("standalone/Netflix.10K.xbrl.xml", "standalone/crr.xbrl.xml"):
        assert len(fast["relationships"]) > 100 and len(fast["labels"]) > 100  # the comparison had something to compare


def test_the_reference_resolver_and_the_cached_one_agree_on_awkward_hrefs():
    """Hrefs the cache must not shortcut: no fragment, an empty fragment, leading blanks, line breaks, '..'."""
    ids = {"file:///f/a.xsd": {"a_X": "a:X"}}
    resolver = make_href_resolver(ids, filing_module.NamespaceMap(), {"file:///f/a.xsd": "http://a"})
    base = "file:///f/sub/lb.xml"
    for href in [
        "../a.xsd#a_X",
        "../a.xsd",
        "../a.xsd#",
        " ../a.xsd#a_X",
        "../a.x\nsd#a_X",
        "../a.xsd#a_\tX",
        "https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_Assets",
        "#a_X",
        "",
        "../a.xsd#b_Y",
    ]:
        expected = reference_resolve(resolver, urljoin(base, href))
        assert resolver.locator(base, href) == expected, href
        assert resolver.locator(base, href) == expected, href  # and again, from the cache
