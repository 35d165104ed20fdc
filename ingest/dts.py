"""Discovering a filing's documents and reading its DTS from local files only.

Documents are classified by their content (document element), never by file name, since names vary
between filers (``aeon-20230930.xsd.xml`` is a schema, ``*_htm.xml`` an instance). Remote references
(``https://xbrl.fasb.org/…``, ``http://xbrl.sec.gov/…``) are never fetched: they resolve to a local
copy when one is known, otherwise they are recorded as unresolved.
"""

from __future__ import annotations

import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from auditgraph.errors import InputError
from auditgraph.ingest.archive import (
    IngestLimits,
    ReadBudget,
    check_top_level,
    folder_entries,
    read_regular_file,
    zip_members,
)
from auditgraph.ingest.qnames import LINK, XBRLI, XSD
from auditgraph.ingest.xmlsafe import refuse_doctype, refuse_entity_declarations, strip_leading_space

IX_NAMESPACES = {"http://www.xbrl.org/2013/inlineXBRL", "http://www.xbrl.org/2008/inlineXBRL"}
XHTML = "http://www.w3.org/1999/xhtml"


@dataclass
class Document:
    url: str  # file:// URL (or zip member URL) used as base for relative references
    kind: str  # instance | inline | schema | linkbase | other
    data: bytes
    name: str
    why: str = ""  # for kind "other": what the document is instead (reported with the ignored files)


@dataclass
class FilingDocuments:
    instance: Document | None = None
    inline: list[Document] = field(default_factory=list)
    schemas: list[Document] = field(default_factory=list)
    linkbases: list[Document] = field(default_factory=list)
    unresolved: list[str] = field(default_factory=list)  # references we could not resolve locally
    ignored: list[str] = field(default_factory=list)


def classify(data: bytes, name: str = "document") -> str:
    """Document kind from the document element (reads only the start of the file, entities unresolved).

    An XBRL document (instance, inline, schema, linkbase) that declares entities or names an external DTD is
    refused outright; any other file in a filing folder (an HTML exhibit, a summary) is only reported as ignored.
    """
    return _classified(data, name)[0]


def _classified(data: bytes, name: str) -> tuple[str, str]:
    data = strip_leading_space(data)
    kind, why = _kind(data)
    if kind != "other":
        refuse_doctype(data, name)
    elif why.startswith("not well-formed"):
        refuse_entity_declarations(data, name)  # e.g. billion laughs: say why, not just "not well-formed"
    return kind, why


_SNIFF_STEP = 1024  # bytes fed at a time: libxml2 parses all of a piece before the first event can be read


def _kind(data: bytes) -> tuple[str, str]:
    parser = etree.XMLPullParser(events=("start",), resolve_entities=False, no_network=True, load_dtd=False)
    try:
        for i in range(0, min(len(data), 1 << 20), _SNIFF_STEP):
            parser.feed(data[i : i + _SNIFF_STEP])
            for _, el in parser.read_events():
                qn = etree.QName(el)
                if qn.namespace == XBRLI and qn.localname == "xbrl":
                    return "instance", ""
                if qn.namespace == XSD and qn.localname == "schema":
                    return "schema", ""
                if qn.namespace == LINK and qn.localname == "linkbase":
                    return "linkbase", ""
                if qn.localname == "html":
                    if any(ns in IX_NAMESPACES for ns in (el.nsmap or {}).values()):
                        return "inline", ""
                    return "other", "HTML without inline XBRL"
                return "other", f"XML whose document element is {qn.localname}"
    except etree.XMLSyntaxError as exc:
        return "other", f"not well-formed XML ({exc.msg})"
    return "other", "no document element in its first MB"


def _document(url: str, data: bytes, name: str) -> Document:
    kind, why = _classified(data, name)
    return Document(url=url, kind=kind, data=data, name=name, why=why)


def _documents_in(path: Path, limits: IngestLimits, budget: ReadBudget) -> list[Document]:
    if path.is_file() and zipfile.is_zipfile(path):
        base = path.resolve().as_uri()
        return [_document(f"{base}!/{name}", data, name) for name, data in zip_members(path, limits, budget)]
    if path.is_file():
        return [
            _document(path.resolve().as_uri(), read_regular_file(path, limits, follow=True, budget=budget), path.name)
        ]
    docs: list[Document] = []
    for p in folder_entries(path):
        if p.name.lower().endswith(".zip"):
            docs.extend(_documents_in(p, limits, budget))
            continue
        docs.append(_document(p.resolve().as_uri(), read_regular_file(p, limits, budget=budget), p.name))
    return docs


def discover(path: Path, prefer_inline: bool = False, limits: IngestLimits | None = None) -> FilingDocuments:
    """Find the instance (or inline documents), schemas and linkbases of one filing."""
    path = Path(path)
    limits = limits or IngestLimits()
    check_top_level(path)
    budget = ReadBudget(limits)  # one for the whole ingest: every file and archive it reads
    docs = _documents_in(path, limits, budget)
    if path.is_file() and not zipfile.is_zipfile(path):
        # A single instance file: its schema and linkbases are its siblings.
        siblings = [d for d in _documents_in(path.parent, limits, budget) if d.url != path.resolve().as_uri()]
        docs = docs + [d for d in siblings if d.kind in ("schema", "linkbase")]
    out = FilingDocuments()
    instances = [d for d in docs if d.kind == "instance"]
    inline = [d for d in docs if d.kind == "inline"]
    out.schemas = [d for d in docs if d.kind == "schema"]
    out.linkbases = [d for d in docs if d.kind == "linkbase"]
    out.ignored = [d.name for d in docs if d.kind == "other"]
    if prefer_inline and inline:
        out.inline = inline
    elif len(instances) > 1:
        raise InputError(
            f"{path}: {len(instances)} XBRL instances found ({', '.join(d.name for d in instances)}); "
            "name the instance file to ingest"
        )
    elif instances:
        out.instance = instances[0]
    elif inline:
        out.inline = inline
    else:
        seen = (
            "; ".join([f"{d.name}: {d.why}" for d in docs if d.kind == "other"][:5])
            or "no .xml/.xsd/.htm/.xbrl/.zip files"
        )
        raise InputError(f"{path}: no XBRL instance or inline XBRL document found ({seen})")
    return out
