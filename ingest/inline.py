"""Inline XBRL 1.1 parser (pure): XHTML documents in, the :class:`InstanceDoc` the plain-instance parser returns.

An inline document set (IXDS, one or more XHTML files) carries the same facts as the XBRL instance it
maps to (Inline XBRL 1.1 §4). This module produces, for each fact, the record ``parse_instance`` would
give for that target instance: the concept, contextRef, unitRef, decimals/precision, nil, and the
lexical value *after* the ix transformation, ``scale`` and ``sign`` have been applied, written as the
canonical number an extracted instance carries (``1234000``, ``-0.0475``).

Value rules (Inline XBRL 1.1 §5, §12):
- ``ix:nonFraction``: the content's text (a nested ix:nonFraction supplies it), transformed by
  ``format``, multiplied by 10^``scale``, negated when ``sign="-"``.
- ``ix:nonNumeric``: the text of the element and its ``continuedAt`` chain, ``ix:exclude`` removed;
  with ``escape="true"`` the XHTML markup is kept (serialised as an extracted instance writes it:
  no namespace declarations, ix tags unwrapped, ``<br/>`` for void elements), then ``format``.
- ``ix:header``: contexts and units (``parse_context``/``parse_unit``), ``link:schemaRef`` hrefs,
  and ``ix:hidden`` facts, which are facts like any other.
- ``ix:tuple`` items are facts (the structure is flattened, as ``parse_instance`` does);
  ``ix:fraction``, ``ix:footnote`` and ``ix:relationship`` are counted in ``skipped`` with a reason.

Transformation registries TR1–TR5 and the SEC's ``ixt-sec`` (English and numeric forms; the
language-specific date formats and ixt-sec:countrynameen/edgarprovcountryen are not implemented): the
``format`` QName is resolved with the element's own namespace declarations, the registry is chosen by
namespace and the transform by local name. An unknown format is an :class:`InputError` naming it.

The aeon 10-Q (``../shared/data/filings/aeon-10q-2023``) gives exactly the facts of its SEC-extracted
instance, raw values included (``tests/unit/test_inline_xbrl.py``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from decimal import Decimal, localcontext
from pathlib import Path

from lxml import etree

from auditgraph.errors import InputError
from auditgraph.ingest.instance import Problems, add_context, add_unit, check_decimals, check_references, lang_of
from auditgraph.ingest.ixt import IXT_SEC, IXT_TR1, IXT_TR2, IXT_TR3, IXT_TR4, IXT_TR5, apply_format
from auditgraph.ingest.ixt_values import DECIMAL_LEXICAL, WHITESPACE
from auditgraph.ingest.qnames import LINK, XBRLI, XLINK, XSI, NamespaceMap
from auditgraph.ingest.records import Context, Fact, InstanceDoc, Unit
from auditgraph.ingest.xmlsafe import parse_xml, read_bytes

IX_11 = "http://www.xbrl.org/2013/inlineXBRL"
IX_10 = "http://www.xbrl.org/2008/inlineXBRL"
XHTML = "http://www.w3.org/1999/xhtml"

_IX_NAMESPACES = (IX_11, IX_10)
# Namespaces of the inline wrapper itself; they are not namespaces of the target instance.
_WRAPPER_NAMESPACES = {IX_11, IX_10, XHTML, IXT_TR1, IXT_TR2, IXT_TR3, IXT_TR4, IXT_TR5, IXT_SEC}
_XML_DECL = re.compile(rb"^(\xef\xbb\xbf)?[ \t\r\n]+(?=<\?xml)")


# ---------------------------------------------------------------------------------------------------------
# Reading
# ---------------------------------------------------------------------------------------------------------


def parse_inline_xml(data: bytes, source: str) -> etree._Element:
    """Parse inline XBRL bytes with the hardened XML parser.

    EDGAR-produced documents often start with a blank line before ``<?xml …?>``, which strict XML
    forbids (the aeon 10-Q does); that leading whitespace (and a UTF-8 BOM before it) is dropped,
    nothing else.
    """
    return parse_xml(_XML_DECL.sub(b"", data, count=1), source)


def read_inline(path: Path) -> etree._Element:
    """Read and parse one inline XBRL file (size-checked by :func:`read_bytes`)."""
    return parse_inline_xml(read_bytes(Path(path)), str(path))


# ---------------------------------------------------------------------------------------------------------
# Transformation registries
# ---------------------------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------------------------
# Document walking
# ---------------------------------------------------------------------------------------------------------


def _ix_local(el: etree._Element) -> str | None:
    """The local name of an ix element, else None (comments, XHTML, xbrli …)."""
    if not isinstance(el.tag, str):
        return None
    qn = etree.QName(el)
    return qn.localname if qn.namespace in _IX_NAMESPACES else None


def _text_content(el: etree._Element) -> str:
    """Text of the element's content with ix:exclude subtrees left out (tails of excluded elements kept)."""
    out = [el.text or ""]
    for child in el:
        if _ix_local(child) != "exclude" and isinstance(child.tag, str):
            out.append(_text_content(child))
        out.append(child.tail or "")
    return "".join(out)


def _escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _escape_attr(text: str) -> str:
    return _escape_text(text).replace('"', "&quot;")


# HTML void elements are written self-closed (``<br/>``); any other empty element as ``<td></td>``, since
# ``<td/>`` is not an empty cell to an HTML parser. lxml does not keep how the source wrote them.
_HTML_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())


def _markup_content(el: etree._Element) -> str:
    """Serialise the content as escaped XHTML (escape="true"), the way an extracted instance writes it.

    ix elements are unwrapped (their content stays), ix:exclude is dropped, XHTML elements are written
    with local names and no namespace declarations, empty void elements as ``<br/>``.
    """
    out = [_escape_text(el.text or "")]
    for child in el:
        if isinstance(child.tag, str):
            local = _ix_local(child)
            if local is None:
                qn = etree.QName(child)
                name = (
                    qn.localname
                    if qn.namespace in (XHTML, None) or not child.prefix
                    else f"{child.prefix}:{qn.localname}"
                )
                attrs = "".join(f' {_attr_name(k, child)}="{_escape_attr(v)}"' for k, v in child.attrib.items())
                inner = _markup_content(child)
                void = qn.localname in _HTML_VOID and not inner
                out.append(f"<{name}{attrs}/>" if void else f"<{name}{attrs}>{inner}</{name}>")
            elif local != "exclude":
                out.append(_markup_content(child))
        out.append(_escape_text(child.tail or ""))
    return "".join(out)


def _attr_name(key: str, el: etree._Element) -> str:
    if not key.startswith("{"):
        return key
    qn = etree.QName(key)
    if qn.namespace == "http://www.w3.org/XML/1998/namespace":
        return "xml:" + qn.localname
    prefix = next((p for p, n in el.nsmap.items() if n == qn.namespace and p), None)
    return f"{prefix}:{qn.localname}" if prefix else qn.localname


class _Ixds:
    """The documents of one inline XBRL document set and the ids they define."""

    def __init__(self, roots: list[tuple[etree._Element, str]]) -> None:
        self.roots = roots
        self.by_id: dict[str, tuple[etree._Element, str]] = {}
        for root, source in roots:
            for el in root.iter():
                if _ix_local(el) is not None and el.get("id"):
                    key = el.get("id")
                    if key in self.by_id:
                        raise InputError(
                            f"{source}: id '{key}' is used twice in the inline document set (line {el.sourceline})"
                        )
                    self.by_id[key] = (el, source)

    def elements(self) -> Iterator[tuple[etree._Element, str, str]]:
        for root, source in self.roots:
            for el in root.iter():
                local = _ix_local(el)
                if local is not None:
                    yield el, local, source

    def chain(self, head: etree._Element, source: str) -> list[etree._Element]:
        """The fact element followed by its ix:continuation chain (Inline XBRL 1.1 §4.1.1)."""
        parts = [head]
        seen = {head.get("id")}
        nxt = head.get("continuedAt")
        while nxt:
            if nxt in seen:
                raise InputError(f"{source}: continuation chain of '{head.get('id')}' loops at '{nxt}'")
            found = self.by_id.get(nxt)
            if found is None or _ix_local(found[0]) != "continuation":
                raise InputError(
                    f"{source}: fact '{head.get('id')}' continues at '{nxt}', which is not an ix:continuation",
                    continued_at=nxt,
                )
            seen.add(nxt)
            parts.append(found[0])
            nxt = found[0].get("continuedAt")
        return parts


# ---------------------------------------------------------------------------------------------------------
# Facts
# ---------------------------------------------------------------------------------------------------------


def scaled_number(lexical: str, scale: int, negate: bool) -> str:
    """The lexical value of an ix:nonFraction in the target instance, written as extracted instances write it.

    Inline XBRL 1.1 §4.1.5: value = transformed content × 10^scale, negated for ``sign="-"``. The
    written form follows the EDGAR/Arelle extraction the filings are checked against: the product keeps
    the decimal places of input and multiplier (``3.0`` × 10^6 → ``3000000.0``, ``0.0`` × 10^-2 →
    ``0.000``), except that an integral result of an input with no ``.0`` in it is written as an integer
    (``100`` × 10^-2 → ``1``; a zerodash ``0`` × 10^-2 → ``0``).
    (Arelle also drops them for integer-typed concepts; a parser without the schema cannot know the type,
    so ``5.0`` shares × 10^6 stays ``5000000.0`` here. The numeric value is the same.)
    """
    with localcontext() as ctx:
        ctx.prec = 200  # exact for any realistic scale: no rounding in the product
        number = Decimal(lexical)
        if number.is_nan():
            return "NaN"
        if scale:
            number *= Decimal(10) ** scale
        if negate and number != 0:  # XBRL has no negative zero worth keeping: sign="-" on 0 is written 0
            number = -number
        if number.is_infinite():
            return "-INF" if number < 0 else "INF"
        if number == number.to_integral_value() and ".0" not in lexical:
            number = number.quantize(Decimal(1))
        return f"{number:f}"


def _where(el: etree._Element, source: str) -> str:
    return f"{source}: fact {el.get('name')} (id {el.get('id')}, line {el.sourceline})"


def _numeric_fact(el: etree._Element, concept: str, source: str) -> Fact:
    is_nil = el.get(f"{{{XSI}}}nil") in ("true", "1")
    raw, value = "", None
    if not is_nil:
        content = _text_content(el)  # a nested ix:nonFraction supplies the text
        fmt = el.get("format")
        lexical = apply_format(fmt, el.nsmap, content, _where(el, source)) if fmt else content.strip(WHITESPACE)
        if not DECIMAL_LEXICAL.match(lexical) and lexical not in ("INF", "-INF", "NaN"):
            raise InputError(f"{_where(el, source)}: numeric value '{lexical[:40]}' is not a number")
        scale = el.get("scale", "0").strip()
        if not re.fullmatch(r"[+-]?[0-9]+", scale, re.ASCII):
            raise InputError(f"{_where(el, source)}: scale '{scale}' is not an integer")
        raw = scaled_number(lexical, int(scale), el.get("sign") == "-")
        value = float(raw.replace("INF", "inf"))
        if not math.isfinite(value) and lexical not in ("INF", "-INF", "NaN"):
            raise InputError(
                f"{_where(el, source)}: numeric value '{lexical[:40]}' scaled by {scale} is too large to represent"
            )
        if not math.isfinite(value):  # as instance.parse_number: never stored as a number
            raise InputError(f"{_where(el, source)}: numeric value {lexical} is not stored as a number")
        check_decimals(el.get("decimals"), value, concept, _where(el, source), el.sourceline)
    return Fact(
        concept=concept,
        context_ref=el.get("contextRef", ""),
        unit_ref=el.get("unitRef"),
        raw=raw,
        value=value,
        is_nil=is_nil,
        decimals=el.get("decimals"),
        precision=el.get("precision"),
        fact_id=el.get("id"),
        lang=None,
    )


def _non_numeric_fact(el: etree._Element, concept: str, source: str, ixds: _Ixds) -> Fact:
    is_nil = el.get(f"{{{XSI}}}nil") in ("true", "1")
    raw = ""
    if not is_nil:
        parts = ixds.chain(el, source)
        escape = el.get("escape") in ("true", "1")
        raw = "".join(_markup_content(p) if escape else _text_content(p) for p in parts)
        fmt = el.get("format")
        if fmt:
            raw = apply_format(fmt, el.nsmap, raw, _where(el, source))
    return Fact(
        concept=concept,
        context_ref=el.get("contextRef", ""),
        unit_ref=None,
        raw=raw,
        value=None,
        is_nil=is_nil,
        decimals=None,
        precision=None,
        fact_id=el.get("id"),
        lang=lang_of(el),
    )


def _read_header(
    el: etree._Element,
    local: str,
    source: str,
    ns: NamespaceMap,
    contexts: dict[str, Context],
    units: dict[str, Unit],
    schema_refs: list[str],
    problems: Problems | None = None,
) -> None:
    if local == "resources":
        for child in el:
            if child.tag == f"{{{XBRLI}}}context":
                add_context(child, ns, source, contexts, problems)
            elif child.tag == f"{{{XBRLI}}}unit":
                add_unit(child, ns, source, units, problems)
    elif local == "references":
        for child in el.iter(f"{{{LINK}}}schemaRef"):
            schema_refs.append(child.get(f"{{{XLINK}}}href", ""))


def parse_inline_set(
    roots: Iterable[tuple[etree._Element, str]],
    ns: NamespaceMap | None = None,
    target: str | None = None,
    strict: bool = False,
) -> InstanceDoc:
    """Parse an inline XBRL document set (one or more XHTML roots with their source names).

    ``target`` selects the target document (Inline XBRL 1.1 §4.1.3); the default is the one without
    a ``target`` attribute. Facts for other targets are counted in ``skipped``.
    """
    roots = list(roots)
    if not roots:
        raise InputError("no inline XBRL documents given")
    ns = ns or NamespaceMap()
    ixds = _Ixds(roots)
    if not any(local == "header" for _, local, _ in ixds.elements()):
        raise InputError(f"{roots[0][1]}: not an Inline XBRL document (no ix:header)")
    for root, _ in roots:
        ns.register_nsmap({p: u for p, u in root.nsmap.items() if u not in _WRAPPER_NAMESPACES})
    contexts: dict[str, Context] = {}
    units: dict[str, Unit] = {}
    schema_refs: list[str] = []
    facts: list[Fact] = []
    skipped: list[str] = []
    problems = Problems(strict)
    for el, local, source in ixds.elements():
        if local in ("resources", "references"):
            if el.get("target") == target:
                _read_header(el, local, source, ns, contexts, units, schema_refs, problems)
        elif local in ("nonFraction", "nonNumeric"):
            if el.get("target") != target:
                skipped.append(f"{_where(el, source)}: belongs to target document '{el.get('target')}'")
                continue
            concept, _ = ns.resolve_prefixed(el.get("name", ""), el.nsmap, source)
            if el.get("contextRef") is None:
                raise InputError(f"{_where(el, source)}: has no contextRef")
            if local == "nonFraction":
                if el.get("unitRef") is None:
                    raise InputError(f"{_where(el, source)}: ix:nonFraction has no unitRef")
                facts.append(_numeric_fact(el, concept, source))
            else:
                facts.append(_non_numeric_fact(el, concept, source, ixds))
        elif local in ("fraction", "footnote", "relationship"):
            reason = {
                "fraction": "fraction items are not supported by the fact model",
                "footnote": "footnotes are not ingested",
                "relationship": "footnote/explanatory relationships are not ingested",
            }[local]
            skipped.append(
                f"{source}: ix:{local} {el.get('id') or el.get('name') or ''} (line {el.sourceline}): {reason}"
            )
    facts = check_references(
        facts, contexts, units, roots[0][1] if len(roots) == 1 else "inline document set", problems
    )
    return InstanceDoc(
        facts=facts,
        contexts=contexts,
        units=units,
        schema_refs=schema_refs,
        namespaces=dict(sorted(ns.prefix_of.items())),
        skipped=skipped,
        invalid=problems.items,
    )


def parse_inline(root: etree._Element, source: str, ns: NamespaceMap | None = None) -> InstanceDoc:
    """Parse one inline XBRL document (an IXDS of one file)."""
    return parse_inline_set([(root, source)], ns)
