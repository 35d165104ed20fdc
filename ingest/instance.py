"""XBRL 2.1 instance parser (pure): bytes in, :class:`InstanceDoc` out.

Contexts, units (including divide units), explicit and typed dimensions in segment or scenario,
nil facts, decimals/precision, tuples (their item children are facts too). Nothing here depends
on the prefixes, context ids or unit ids a filer chose.
"""

from __future__ import annotations

import math
import re
import sys
from datetime import date

from lxml import etree

from auditgraph.errors import InputError
from auditgraph.ingest.compiled import compiled_module
from auditgraph.ingest.qnames import LINK, XBRLDI, XBRLI, XSI, NamespaceMap
from auditgraph.ingest.records import Context, Fact, InstanceDoc, Unit

_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_NON_FACT_NS = {XBRLI, LINK}


class Problems:
    """Invalid parts of an instance. Strict: the first one refuses the document (InputError). Otherwise each is
    recorded with its kind, id and reason, left out, and the valid rest is loaded — as DQC's processors do."""

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict
        self.items: list[dict] = []

    def add(self, kind: str, ident: str | None, error: InputError) -> None:
        if self.strict:
            raise error
        self.items.append({"kind": kind, "id": ident or "", "reason": error.message})


def _date_part(text: str | None) -> str | None:
    if text is None:
        return None
    return text.strip()[:10]


def _iso_date(text: str | None, cid: str, source: str, el: etree._Element) -> date:
    try:
        return date.fromisoformat(text or "")
    except ValueError:
        raise InputError(
            f"{source}: context '{cid}' has the invalid date '{(text or '')[:20]}' (line {el.sourceline})"
        ) from None


_ENTITY, _IDENTIFIER, _PERIOD = f"{{{XBRLI}}}entity", f"{{{XBRLI}}}identifier", f"{{{XBRLI}}}period"
_SEGMENT, _SCENARIO = f"{{{XBRLI}}}segment", f"{{{XBRLI}}}scenario"
_INSTANT, _START, _END, _FOREVER = (
    f"{{{XBRLI}}}instant",
    f"{{{XBRLI}}}startDate",
    f"{{{XBRLI}}}endDate",
    f"{{{XBRLI}}}forever",
)
_EXPLICIT, _TYPED = f"{{{XBRLDI}}}explicitMember", f"{{{XBRLDI}}}typedMember"
_CONTEXT, _UNIT, _SCHEMA_REF = f"{{{XBRLI}}}context", f"{{{XBRLI}}}unit", f"{{{LINK}}}schemaRef"
_NIL = f"{{{XSI}}}nil"


def parse_context(el: etree._Element, ns: NamespaceMap, source: str) -> Context:
    cid = el.get("id")
    if not cid:
        raise InputError(f"{source}: a context has no id (line {el.sourceline})")
    # One pass over each level's children (the first entity/identifier, period, instant, startDate, endDate
    # counts, as find() would; segments of every entity, then the scenarios, in document order).
    entities, scenarios, period = [], [], None
    for child in el:
        tag = child.tag
        if tag == _ENTITY:
            entities.append(child)
        elif tag == _PERIOD:
            if period is None:
                period = child
        elif tag == _SCENARIO:
            scenarios.append(child)
    ident, segments = None, []
    for entity in entities:
        for child in entity:
            tag = child.tag
            if tag == _IDENTIFIER:
                if ident is None:
                    ident = child
            elif tag == _SEGMENT:
                segments.append(child)
    if ident is None:
        raise InputError(f"{source}: context '{cid}' has no entity identifier (line {el.sourceline})")
    if period is None:
        raise InputError(f"{source}: context '{cid}' has no period (line {el.sourceline})")
    parts: dict[object, etree._Element] = {}
    for child in period:
        parts.setdefault(child.tag, child)
    instant, start, end = parts.get(_INSTANT), parts.get(_START), parts.get(_END)
    if instant is not None:
        ptype, kw = "instant", {"instant": _date_part(instant.text)}
    elif start is not None and end is not None:
        ptype, kw = "duration", {"start": _date_part(start.text), "end": _date_part(end.text)}
        if _iso_date(kw["end"], cid, source, el) < _iso_date(kw["start"], cid, source, el):
            raise InputError(
                f"{source}: context '{cid}' ends ({kw['end']}) before it starts ({kw['start']}) (line {el.sourceline})"
            )
    elif _FOREVER in parts:
        ptype, kw = "forever", {}
    else:
        raise InputError(f"{source}: context '{cid}' has an incomplete period (line {el.sourceline})")
    if ptype == "instant":
        _iso_date(kw["instant"], cid, source, el)
    explicit: list[tuple[str, str]] = []
    typed: list[tuple[str, str]] = []
    for holder in segments + scenarios:
        for m in holder:
            tag = m.tag
            if tag == _EXPLICIT:
                nsmap = m.nsmap  # built afresh by lxml on each access: read once for both names
                axis, _ = ns.resolve_prefixed(m.get("dimension", ""), nsmap, source)
                member, _ = ns.resolve_prefixed(m.text or "", nsmap, source)
                explicit.append((axis, member))
            elif tag == _TYPED:
                axis, _ = ns.resolve_prefixed(m.get("dimension", ""), m.nsmap, source)
                typed.append((axis, " ".join("".join(m.itertext()).split())))
    return Context(
        id=cid,
        entity_scheme=ident.get("scheme", ""),
        entity_id=(ident.text or "").strip(),
        period_type=ptype,
        explicit=tuple(sorted(explicit)),
        typed=tuple(sorted(typed)),
        **kw,
    )


def _measures(parent: etree._Element, ns: NamespaceMap, source: str) -> tuple[str, ...]:
    out = []
    for m in parent.findall(f"{{{XBRLI}}}measure"):
        qn, _ = ns.resolve_prefixed(m.text or "", m.nsmap, source)
        out.append(qn)
    return tuple(sorted(out))


def parse_unit(el: etree._Element, ns: NamespaceMap, source: str) -> Unit:
    uid = el.get("id")
    if not uid:
        raise InputError(f"{source}: a unit has no id (line {el.sourceline})")
    divide = el.find(f"{{{XBRLI}}}divide")
    if divide is not None:
        num = divide.find(f"{{{XBRLI}}}unitNumerator")
        den = divide.find(f"{{{XBRLI}}}unitDenominator")
        if num is None or den is None:
            raise InputError(f"{source}: unit '{uid}' has an incomplete divide (line {el.sourceline})")
        return Unit(id=uid, numerators=_measures(num, ns, source), denominators=_measures(den, ns, source))
    measures = _measures(el, ns, source)
    if not measures:
        raise InputError(f"{source}: unit '{uid}' has no measure (line {el.sourceline})")
    return Unit(id=uid, numerators=measures)


# xs:decimal, plus the exponent and the INF/NaN literals xs:double allows; never '1_000', ' infinity' or hex,
# which float() would take. ASCII digits only: Python's \d (and float()) also take full-width and Arabic-Indic
# digits, which XML Schema's lexical space does not.
_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?|-?INF|NaN")
_DECIMALS = re.compile(r"INF|[+-]?[0-9]+")
# Rounding to d decimals keeps d + (integer digits) significant digits; the rules' exact arithmetic carries 28.
MAX_SIGNIFICANT_DIGITS = 28
MIN_DECIMALS = -99


def parse_number(raw: str, concept: str, source: str, line: int | None) -> float:
    text = raw.strip()
    value = float(text) if _NUMBER.fullmatch(text) else None
    if value is None:
        raise InputError(f"{source}: numeric fact {concept} has the non-numeric value '{raw[:40]}' (line {line})")
    if not math.isfinite(value) and text not in ("INF", "-INF", "NaN"):
        raise InputError(
            f"{source}: numeric fact {concept} has the value '{text[:40]}', too large to represent (line {line})"
        )
    if not math.isfinite(value):
        # xs:double allows them, but US-GAAP's numeric items are decimals, and neither engine stores NaN or an
        # infinity as a number every reader can compare and sum (FalkorDB refused the batch outright).
        raise InputError(
            f"{source}: numeric fact {concept} has the value {text}, which the graph does not store as "
            f"a number (line {line})"
        )
    return value


def check_decimals(decimals: str | None, value: float | None, concept: str, source: str, line: int | None) -> None:
    """XBRL 2.1 §4.6.5: decimals is INF or an integer. Beyond that lexical rule, a precision no number can carry
    (decimals=999999999, or more significant digits than the rules' exact arithmetic holds) is refused."""
    if decimals is None:
        return
    text = decimals.strip()
    if not _DECIMALS.fullmatch(text):
        raise InputError(
            f"{source}: fact {concept} has decimals='{decimals[:20]}', not INF or an integer (line {line})"
        )
    if text == "INF":
        return
    d = int(text)
    whole = len(str(int(abs(value)))) if value and math.isfinite(value) else 1
    if d < MIN_DECIMALS or d + whole > MAX_SIGNIFICANT_DIGITS:
        raise InputError(
            f"{source}: fact {concept} has decimals={d}, a precision no reported number carries (line {line})"
        )


def lang_of(el: etree._Element) -> str | None:
    node = el
    while node is not None:
        lang = node.get(_XML_LANG)
        if lang:
            return lang.lower()
        node = node.getparent()
    return None


def _collect_facts(
    parent: etree._Element,
    ns: NamespaceMap,
    source: str,
    out: list[Fact],
    problems: Problems | None = None,
    concepts: dict[str, str | None] | None = None,
    numbers: dict[tuple[str, str | None], float] | None = None,
) -> None:
    """The facts among ``parent``'s children (and inside its tuples), in document order. ``numbers`` remembers
    each (lexical value, decimals) pair already found valid, so a value repeated across contexts is checked once
    (a pair that fails is never remembered: each such fact is reported with its own line)."""
    concepts = {} if concepts is None else concepts  # element tag -> canonical concept (None: not a fact)
    numbers = {} if numbers is None else numbers
    parent_lang = lang_of(parent)  # what a fact without its own xml:lang inherits (lang_of, once per parent)
    for el in parent:
        tag = el.tag
        if not isinstance(tag, str):
            continue
        try:
            concept = concepts[tag]
        except KeyError:
            qn = etree.QName(tag)
            concept = concepts[tag] = (
                None if qn.namespace in _NON_FACT_NS or qn.namespace is None else ns.qname(qn.namespace, qn.localname)
            )
        if concept is None:
            continue
        ctx = el.get("contextRef")
        if ctx is None:
            # A tuple: its children are the facts.
            _collect_facts(el, ns, source, out, problems, concepts, numbers)
            continue
        unit = el.get("unitRef")
        is_nil = el.get(_NIL) in ("true", "1")
        # an element without child elements is its text alone (itertext() costs several times more)
        raw = "" if is_nil else ((el.text or "") if unit is not None or not len(el) else "".join(el.itertext()))
        value = None
        decimals = el.get("decimals")
        if unit is not None and not is_nil:
            raw = raw.strip()
            value = numbers.get((raw, decimals))
            if value is None:
                try:
                    value = parse_number(raw, concept, source, el.sourceline)
                    check_decimals(decimals, value, concept, source, el.sourceline)
                except InputError as exc:
                    if problems is None:
                        raise
                    problems.add("fact", el.get("id") or concept, exc)
                    continue
                numbers[(raw, decimals)] = value
        # positional: (concept, context_ref, unit_ref, raw, value, is_nil, decimals, precision, fact_id, lang)
        out.append(
            Fact(
                concept,
                ctx,
                unit,
                raw,
                value,
                is_nil,
                decimals,
                el.get("precision"),
                el.get("id"),
                None if unit is not None else ((el.get(_XML_LANG) or "").lower() or parent_lang),
            )
        )


def _register(
    kind: str, parse, el: etree._Element, ns: NamespaceMap, source: str, registry: dict, problems: Problems | None
) -> None:
    """Parse one context or unit into ``registry`` by id; an invalid or repeated one is refused, or recorded
    in ``problems`` and left out."""
    try:
        item = parse(el, ns, source)
        if item.id in registry:
            raise InputError(f"{source}: {kind} id '{item.id}' is used twice (line {el.sourceline})")
    except InputError as exc:
        if problems is None:
            raise
        problems.add(kind, el.get("id"), exc)
        return
    registry[item.id] = item


def add_context(
    el: etree._Element, ns: NamespaceMap, source: str, contexts: dict[str, Context], problems: Problems | None = None
) -> None:
    _register("context", parse_context, el, ns, source, contexts, problems)


def add_unit(
    el: etree._Element, ns: NamespaceMap, source: str, units: dict[str, Unit], problems: Problems | None = None
) -> None:
    _register("unit", parse_unit, el, ns, source, units, problems)


# the compiled instance reader (_instance_facts.pyx: contexts and facts read from lxml's C tree, by this module's
# rules) when the install built it; None: the element-API code here
compiled_reader = compiled_module("_instance_facts")


def parse_instance(
    root: etree._Element, source: str, ns: NamespaceMap | None = None, strict: bool = False
) -> InstanceDoc:
    if etree.QName(root).namespace != XBRLI or etree.QName(root).localname != "xbrl":
        raise InputError(f"{source}: not an XBRL instance (document element is {root.tag})")
    ns = ns or NamespaceMap()
    ns.register_nsmap(root.nsmap)
    problems = Problems(strict)
    contexts: dict[str, Context] = {}
    units: dict[str, Unit] = {}
    schema_refs: list[str] = []
    facts: list[Fact] = []
    if compiled_reader is not None:
        rules = sys.modules[__name__]
        compiled_reader.read_instance_parts(root, ns, source, contexts, units, schema_refs, problems, rules)
        compiled_reader.collect_facts(root, ns, source, facts, problems, {}, {}, rules)
    else:
        for el in root:
            tag = el.tag
            if tag == _CONTEXT:
                add_context(el, ns, source, contexts, problems)
            elif tag == _UNIT:
                add_unit(el, ns, source, units, problems)
            elif tag == _SCHEMA_REF:
                schema_refs.append(el.get("{http://www.w3.org/1999/xlink}href", ""))
        _collect_facts(root, ns, source, facts, problems)
    facts = check_references(facts, contexts, units, source, problems)
    return InstanceDoc(
        facts=facts,
        contexts=contexts,
        units=units,
        schema_refs=schema_refs,
        namespaces=dict(sorted(ns.prefix_of.items())),
        invalid=problems.items,
    )


def check_references(
    facts: list[Fact],
    contexts: dict[str, Context],
    units: dict[str, Unit],
    source: str,
    problems: Problems | None = None,
) -> list[Fact]:
    """XBRL 2.1 §4.6.1/§4.6.2: every contextRef and unitRef must resolve. Strict (or no collector): the instance
    is refused. Otherwise the facts whose context or unit is missing or invalid are left out and reported (one
    line per missing id, with how many facts it took), and the rest is returned."""
    bad_ctx = sorted({f.context_ref for f in facts if f.context_ref not in contexts})
    bad_unit = sorted({f.unit_ref for f in facts if f.unit_ref is not None and f.unit_ref not in units})
    if not (bad_ctx or bad_unit):
        return facts
    if problems is None or problems.strict:
        raise InputError(
            f"{source}: facts refer to undefined contexts {bad_ctx[:5]} / units {bad_unit[:5]}",
            undefined_contexts=bad_ctx,
            undefined_units=bad_unit,
        )
    for kind, bad, attr in (("context", bad_ctx, "context_ref"), ("unit", bad_unit, "unit_ref")):
        for ident in bad:
            n = sum(1 for f in facts if getattr(f, attr) == ident)
            problems.add(
                f"fact {kind}ref",
                ident,
                InputError(f"{source}: {n} fact(s) refer to the undefined or invalid {kind} '{ident}'; left out"),
            )
    kept = [f for f in facts if f.context_ref in contexts and (f.unit_ref is None or f.unit_ref in units)]
    if not kept:
        raise InputError(f"{source}: no fact has a valid context and unit; nothing to load")
    return kept
