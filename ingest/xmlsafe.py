"""Hardened XML parsing: no entity expansion, no DTD loading, no network, bounded size.

XBRL documents never need a DTD. A document whose prolog declares entities (XXE, "billion laughs")
is rejected before libxml2 sees it, with an error that says why.
"""

from __future__ import annotations

import re
from pathlib import Path

from lxml import etree

from auditgraph.errors import InputError

MAX_BYTES = 512 * 1024 * 1024
_ENTITY_DECL = re.compile(rb"<!ENTITY", re.IGNORECASE)
_DOCTYPE = re.compile(rb"<!DOCTYPE", re.IGNORECASE)


def _parser(target: object | None = None) -> etree.XMLParser:
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
        recover=False,
        target=target,
    )


def read_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    path = Path(path)
    if not path.exists():
        raise InputError(f"{path}: file not found")
    size = path.stat().st_size
    if size > max_bytes:
        raise InputError(f"{path}: {size} bytes is over the {max_bytes}-byte limit for one XBRL document")
    if size == 0:
        raise InputError(f"{path}: file is empty")
    return path.read_bytes()


def strip_leading_space(data: bytes) -> bytes:
    """Some filers' documents start with a blank line before ``<?xml``, which strict XML rejects."""
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
    return data.lstrip(b" \t\r\n") if data[:1].isspace() else data


def refuse_entity_declarations(data: bytes, source: str) -> None:
    dt = _DOCTYPE.search(data[:65536])
    if dt and _ENTITY_DECL.search(data[dt.start() : dt.start() + 1_048_576]):
        raise InputError(
            f"{source}: the document declares XML entities in a DTD; refused (XXE / entity-expansion "
            "protection: XBRL documents never need entity declarations)"
        )


# <!DOCTYPE name SYSTEM "uri"> or <!DOCTYPE name PUBLIC "pubid" "uri">: a DTD outside the document.
_EXTERNAL_DTD = re.compile(rb"<!DOCTYPE\s+([^\s\[>]+)\s+(SYSTEM|PUBLIC)\s+(\"[^\"]*\"|'[^']*')", re.IGNORECASE)


def refuse_external_dtd(data: bytes, source: str) -> None:
    """XBRL documents never need a DTD. One that names an external DTD (a file or a URL) is refused: the parser
    would not load it anyway (no network, no DTD loading), but a document that asks for one is not a filing
    we can read faithfully. The one exception is the W3C XHTML DTD an inline XBRL page may declare."""
    m = _EXTERNAL_DTD.search(data[:65536])
    if m is None:
        return
    if m.group(1).lower() == b"html" and m.group(2).upper() == b"PUBLIC" and b"//DTD XHTML" in m.group(3).upper():
        return
    ident = m.group(3).decode("utf-8", "replace")[:120]
    raise InputError(
        f"{source}: the document names an external DTD ({m.group(2).decode()} {ident}); refused "
        "(XBRL documents never need a DTD, and none is ever fetched)"
    )


def refuse_doctype(data: bytes, source: str) -> None:
    """Entity declarations and external DTDs, the two things a DOCTYPE could smuggle in. A DOCTYPE can only stand in
    the prolog, before the document element, but the prolog may be long (a 70 KB comment first) and the document
    UTF-16 or UTF-32: the prolog is walked (declaration, comments, processing instructions) in the document's own
    encoding until the document element or a DOCTYPE, and a DOCTYPE found anywhere there is checked as one in the
    first 64 KB always was."""
    doctype = _prolog_doctype(data)
    if doctype is None:
        return
    refuse_entity_declarations(doctype, source)
    refuse_external_dtd(doctype, source)


# Byte-order marks, and the first bytes of '<?' without one (XML 1.0 appendix F), of the wide encodings.
_WIDE = (
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\xfe\xff", "utf-16-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\x00\x00\x00<", "utf-32-be"),
    (b"<\x00\x00\x00", "utf-32-le"),
    (b"\x00<\x00?", "utf-16-be"),
    (b"<\x00?\x00", "utf-16-le"),
)


_MORE = b"\0more"  # the prolog runs past the bytes scanned so far


def _prolog_doctype(data: bytes) -> bytes | None:
    """From the DOCTYPE on (UTF-8 bytes, at most 1 MB), or None when the prolog has none."""
    codec = next((name for mark, name in _WIDE if data.startswith(mark)), None)
    if codec is None:
        found, _ = _scan_prolog(data)
        return None if found is _MORE else found
    import codecs

    decoder = codecs.getincrementaldecoder(codec)(errors="replace")
    pending, step = b"", 1 << 20
    for start in range(0, len(data), step):  # decoded a megabyte at a time, only as far as the prolog goes
        text = decoder.decode(data[start : start + step], final=start + step >= len(data))
        pending += (text.lstrip("\ufeff") if start == 0 else text).encode("utf-8")
        found, resume = _scan_prolog(pending)
        if found is not _MORE:
            return found
        pending = pending[resume:]  # only the construct still open is scanned again
    return None


def _scan_prolog(data: bytes) -> tuple[bytes | None, int]:
    """Walk an 8-bit prolog: declaration and processing instructions, comments, white space. Returns (the DOCTYPE
    onwards, or None at the document element, or _MORE when the prolog runs past ``data``; where to resume)."""
    i, n = 0, len(data)
    while i < n:
        while i < n and data[i : i + 1] in (b" ", b"\t", b"\r", b"\n"):
            i += 1
        if i >= n:
            break
        if data.startswith(b"<?", i) or data.startswith(b"<!--", i):
            close = b"?>" if data.startswith(b"<?", i) else b"-->"
            end = data.find(close, i + 2)
            if end < 0:
                return _MORE, i
            i = end + len(close)
        elif data[i : i + 9].upper() == b"<!DOCTYPE":
            return data[i : i + (1 << 20)], i
        elif len(data) - i < 9 and b"<!DOCTYPE".startswith(data[i:].upper()):
            return _MORE, i  # the start of a DOCTYPE, cut by the end of the bytes decoded so far
        else:
            return None, i  # the document element (or not XML: the parser says so)
    return _MORE, i


def parse_xml(data: bytes, source: str, target: object | None = None):
    """Parse bytes into an element tree root, refusing DTD entity declarations and external DTDs.

    With ``target`` (an lxml parser target: ``start``/``end``/``data``/``close`` methods) no tree is built: the
    document is read as events into the target, under the same refusals and parser options, and what the target's
    ``close()`` returns is returned (comments and processing instructions are not passed on, as they are not kept
    in a tree)."""
    data = strip_leading_space(data)
    refuse_doctype(data, source)
    try:
        root = etree.fromstring(data, _parser(target))
    except etree.XMLSyntaxError as exc:
        raise InputError(
            f"{source}: not well-formed XML ({exc.msg}, line {exc.lineno}); the file may be truncated or not XML"
        ) from exc
    if root is None:
        raise InputError(f"{source}: no document element")
    return root


def parse_file(path: Path) -> etree._Element:
    return parse_xml(read_bytes(path), str(path))
