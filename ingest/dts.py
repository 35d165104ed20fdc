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
from auditgraph.ingest.qnames import LINK, XBRLI, XSD
from auditgraph.ingest.xmlsafe import refuse_entity_declarations, strip_leading_space

IX_NAMESPACES = {"http://www.xbrl.org/2013/inlineXBRL", "http://www.xbrl.org/2008/inlineXBRL"}
XHTML = "http://www.w3.org/1999/xhtml"


@dataclass
class Document:
    url: str  # file:// URL (or zip member URL) used as base for relative references
    kind: str  # instance | inline | schema | linkbase | other
    data: bytes
    name: str


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

    An XBRL document (instance, inline, schema, linkbase) that declares entities is refused outright; any other
    file in a filing folder (an HTML exhibit, a summary) is only reported as ignored.
    """
    data = strip_leading_space(data)
    kind = _kind(data)
    if kind != "other":
        refuse_entity_declarations(data, name)
    return kind


def _kind(data: bytes) -> str:
    parser = etree.XMLPullParser(events=("start",), resolve_entities=False, no_network=True, load_dtd=False)
    try:
        for i in range(0, min(len(data), 1 << 20), 8192):
            parser.feed(data[i:i + 8192])
            for _, el in parser.read_events():
                qn = etree.QName(el)
                if qn.namespace == XBRLI and qn.localname == "xbrl":
                    return "instance"
                if qn.namespace == XSD and qn.localname == "schema":
                    return "schema"
                if qn.namespace == LINK and qn.localname == "linkbase":
                    return "linkbase"
                if qn.localname == "html":
                    return "inline" if any(ns in IX_NAMESPACES for ns in (el.nsmap or {}).values()) else "other"
                return "other"
    except etree.XMLSyntaxError:
        return "other"
    return "other"


def _documents_in(path: Path) -> list[Document]:
    docs: list[Document] = []
    if path.is_file() and zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            for info in sorted(zf.infolist(), key=lambda i: i.filename):
                if info.is_dir() or info.file_size > 512 * 1024 * 1024:
                    continue
                data = zf.read(info)
                url = f"{path.resolve().as_uri()}!/{info.filename}"
                docs.append(Document(url=url, kind=classify(data, info.filename), data=data, name=info.filename))
        return docs
    files = [path] if path.is_file() else sorted(p for p in path.iterdir() if p.is_file())
    for p in files:
        if p.suffix.lower() not in (".xml", ".xsd", ".htm", ".html", ".xhtml", ".xbrl") and not p.name.endswith(".xsd.xml"):
            if p.suffix.lower() == ".zip":
                docs.extend(_documents_in(p))
            continue
        data = p.read_bytes()
        docs.append(Document(url=p.resolve().as_uri(), kind=classify(data, str(p)), data=data, name=p.name))
    return docs


def discover(path: Path, prefer_inline: bool = False) -> FilingDocuments:
    """Find the instance (or inline documents), schemas and linkbases of one filing."""
    path = Path(path)
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    docs = _documents_in(path)
    if path.is_file() and not zipfile.is_zipfile(path):
        # A single instance file: its schema and linkbases are its siblings.
        siblings = [d for d in _documents_in(path.parent) if d.url != path.resolve().as_uri()]
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
        raise InputError(f"{path}: {len(instances)} XBRL instances found ({', '.join(d.name for d in instances)}); "
                         "name the instance file to ingest")
    elif instances:
        out.instance = instances[0]
    elif inline:
        out.inline = inline
    else:
        raise InputError(f"{path}: no XBRL instance or inline XBRL document found")
    return out
