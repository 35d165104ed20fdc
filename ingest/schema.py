"""Taxonomy schema parser (pure): element declarations, role types, linkbase refs, imports."""

from __future__ import annotations

from lxml import etree

from auditgraph.ingest.qnames import LINK, XLINK, XSD, NamespaceMap
from auditgraph.ingest.records import ConceptDecl, RoleType, SchemaDoc

XBRLI_ATTR = "{http://www.xbrl.org/2003/instance}"
_DEFINITION, _USED_ON = f"{{{LINK}}}definition", f"{{{LINK}}}usedOn"


def _qname_attr(value: str | None, nsmap: dict[str | None, str], ns: NamespaceMap) -> str | None:
    if not value:
        return None
    prefix, _, local = value.rpartition(":")
    namespace = nsmap.get(prefix or None)
    if namespace is None:
        return value
    return ns.qname(namespace, local)


def parse_schema(root: etree._Element, source: str, ns: NamespaceMap) -> SchemaDoc:
    from auditgraph.errors import InputError

    if root.tag != f"{{{XSD}}}schema":
        raise InputError(f"{source}: not an XML schema (document element is {root.tag})")
    tns = root.get("targetNamespace")
    own_prefix = None
    if tns:
        own_prefix = next(
            (p for p, u in sorted(root.nsmap.items(), key=lambda kv: kv[0] or "") if u == tns and p), None
        )
        ns.register(tns, own_prefix)
    ns.register_nsmap(root.nsmap)
    doc = SchemaDoc(target_namespace=tns, prefix=ns.prefix_of.get(tns) if tns else None)
    for el in root.iter(f"{{{XSD}}}element"):
        name = el.get("name")
        if not name or el.getparent() is not root or not tns:
            continue
        qn = ns.qname(tns, name)
        nsmap = el.nsmap  # built afresh by lxml on each access: read once for both QName-valued attributes
        subst = _qname_attr(el.get("substitutionGroup"), nsmap, ns)
        if subst == "link:part":
            continue  # reference parts are not concepts
        decl = ConceptDecl(
            qname=qn,
            namespace=tns,
            name=name,
            element_id=el.get("id"),
            balance=el.get(f"{XBRLI_ATTR}balance"),
            period_type=el.get(f"{XBRLI_ATTR}periodType"),
            data_type=_qname_attr(el.get("type"), nsmap, ns),
            abstract=el.get("abstract") in ("true", "1"),
            substitution_group=subst,
            nillable=el.get("nillable", "true") in ("true", "1"),
        )
        doc.concepts.append(decl)
        if decl.element_id:
            doc.ids[decl.element_id] = qn
    for rt in root.iter(f"{{{LINK}}}roleType"):
        definition = next(rt.iterchildren(_DEFINITION), None)  # find(), without ElementPath's per-call work
        used_on = tuple(sorted((u.text or "").strip() for u in rt.iterchildren(_USED_ON)))
        doc.roles.append(
            RoleType(
                uri=rt.get("roleURI", ""),
                used_on=used_on,
                definition=" ".join((definition.text or "").split()) if definition is not None else None,
            )
        )
    for lr in root.iter(f"{{{LINK}}}linkbaseRef"):
        href = lr.get(f"{{{XLINK}}}href")
        if href:
            doc.linkbase_refs.append(href)
    for imp in root.findall(f"{{{XSD}}}import") + root.findall(f"{{{XSD}}}include"):
        doc.imports.append((imp.get("namespace") or tns or "", imp.get("schemaLocation")))
    return doc
