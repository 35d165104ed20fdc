# cython: language_level=3
"""An instance's contexts and facts read straight from the libxml2 tree lxml built (compiled by setup.py).

:mod:`auditgraph.ingest.instance` reads them through lxml's element API: an element proxy per child, a tag
string built per element, a call into lxml per attribute read, a namespace map built per dimension member. This
reads the same tree's nodes in C through lxml's public C API (``lxml.includes.etreepublic``) and makes Python
objects only of what a context or fact keeps, by that module's own rules (its number checks, dates, records and
errors, passed in as ``rules``). The result is the same, item for item (the parse tests run with each reader,
``instance.compiled_reader``): the same order, tuples read through, ``.text`` as lxml gives it (the leading text
nodes), ``itertext()`` where the Python code uses it, a prefix looked up in the element's scope as ``nsmap`` has
it, and the same errors with the element's own ``sourceline``.

The tree comes from :func:`auditgraph.ingest.xmlsafe.parse_xml` (comments and processing instructions removed,
no entities), so an element's children are elements and text.
"""
from cpython.unicode cimport PyUnicode_DecodeUTF8
from libc.string cimport strcmp, strlen
from lxml.includes cimport tree
from lxml.includes.tree cimport const_xmlChar, xmlAttr, xmlNode
cimport lxml.includes.etreepublic as cetree

cetree.import_lxml__etree()

cdef const char* _XBRLI = b"http://www.xbrl.org/2003/instance"
cdef const char* _XBRLDI = b"http://xbrl.org/2006/xbrldi"
cdef const char* _LINK = b"http://www.xbrl.org/2003/linkbase"
cdef const char* _XLINK = b"http://www.w3.org/1999/xlink"
cdef const char* _XSI = b"http://www.w3.org/2001/XMLSchema-instance"
cdef const char* _XML = b"http://www.w3.org/XML/1998/namespace"
cdef frozenset _NON_FACT_NS = frozenset({"http://www.xbrl.org/2003/instance", "http://www.xbrl.org/2003/linkbase"})


cdef inline str _decode(const_xmlChar* text):
    if text is NULL:  # libxml2 leaves no text NULL in a parsed tree; never read through a NULL all the same
        return ""
    return PyUnicode_DecodeUTF8(<const char*>text, strlen(<const char*>text), NULL)


cdef object _attr(xmlNode* c, const char* ns, const char* name):
    """The attribute's value (``el.get``), None when absent; ``ns`` NULL: an attribute in no namespace."""
    cdef xmlAttr* a = c.properties
    while a is not NULL:
        if strcmp(<const char*>a.name, name) == 0:
            if (ns is NULL and a.ns is NULL) or (ns is not NULL and a.ns is not NULL and a.ns.href is not NULL
                                                 and strcmp(<const char*>a.ns.href, ns) == 0):
                if a.children is not NULL and a.children.next is NULL and a.children.type == tree.XML_TEXT_NODE:
                    return _decode(a.children.content)
                return cetree.attributeValue(c, a)
        a = a.next
    return None


cdef inline bint _is_text(xmlNode* c):
    return c.type == tree.XML_TEXT_NODE or c.type == tree.XML_CDATA_SECTION_NODE


cdef str _leading_text(xmlNode* c):
    """``el.text or ""``: the text nodes before the element's first child that is not text."""
    cdef xmlNode* n = c.children
    if n is NULL or not _is_text(n):
        return ""
    if n.next is NULL or not _is_text(n.next):
        return _decode(n.content)
    parts = []
    while n is not NULL and _is_text(n):
        parts.append(_decode(n.content))
        n = n.next
    return "".join(parts)


cdef str _all_text(xmlNode* top):
    """``"".join(el.itertext())``: every text node inside the element, in document order."""
    parts = []
    cdef xmlNode* n = top.children
    while n is not NULL:
        if _is_text(n):
            parts.append(_decode(n.content))
        elif n.type == tree.XML_ELEMENT_NODE and n.children is not NULL:
            n = n.children
            continue
        while n.next is NULL:
            n = n.parent
            if n is NULL or n == top:
                return "".join(parts)
        n = n.next
    return "".join(parts)


cdef bint _has_child_elements(xmlNode* c):
    cdef xmlNode* n = c.children
    while n is not NULL:
        if cetree._isElement(n):
            return True
        n = n.next
    return False


def collect_facts(cetree._Element parent, ns, str source, list out, problems, dict concepts, dict numbers, rules):
    """The facts among ``parent``'s children (and inside its tuples), in document order, appended to ``out``:
    :func:`auditgraph.ingest.instance._collect_facts`, with ``rules`` that module (its number checks, lang_of,
    InputError, Fact). ``concepts`` is keyed here by the element's (name, namespace) nodes, not by its tag."""
    parse_number, check_decimals, input_error, fact = (rules.parse_number, rules.check_decimals, rules.InputError,
                                                       rules.Fact)
    cdef xmlNode* c = parent._c_node.children
    cdef bint is_nil
    cdef tuple key
    parent_lang = rules.lang_of(parent)
    while c is not NULL:
        if c.type != tree.XML_ELEMENT_NODE:
            c = c.next
            continue
        # libxml2 keeps one copy of each name and one node per namespace declaration: the pair names the tag
        key = (<size_t>c.name, <size_t>c.ns)
        concept = concepts.get(key, concepts)
        if concept is concepts:
            if c.ns is NULL or c.ns.href is NULL:  # no namespace: not a fact (lxml's tag has none either)
                concept = None
            else:
                namespace = _decode(c.ns.href)
                concept = None if namespace in _NON_FACT_NS else ns.qname(namespace, _decode(c.name))
            concepts[key] = concept
        if concept is None:
            c = c.next
            continue
        ctx = _attr(c, NULL, b"contextRef")
        if ctx is None:
            # A tuple: its children are the facts.
            collect_facts(cetree.elementFactory(parent._doc, c), ns, source, out, problems, concepts, numbers, rules)
            c = c.next
            continue
        unit = _attr(c, NULL, b"unitRef")
        nil = _attr(c, _XSI, b"nil")
        is_nil = nil == "true" or nil == "1"
        if is_nil:
            raw = ""
        elif unit is not None or not _has_child_elements(c):
            raw = _leading_text(c)
        else:
            raw = _all_text(c)
        value = None
        decimals = _attr(c, NULL, b"decimals")
        if unit is not None and not is_nil:
            raw = raw.strip()
            value = numbers.get((raw, decimals))
            if value is None:
                try:
                    value = parse_number(raw, concept, source, None)
                    check_decimals(decimals, value, concept, source, None)
                except input_error:
                    # again with the element's line, for the message (lxml's sourceline, as the Python reader has)
                    line = cetree.elementFactory(parent._doc, c).sourceline
                    try:
                        value = parse_number(raw, concept, source, line)
                        check_decimals(decimals, value, concept, source, line)
                    except input_error as exc:
                        if problems is None:
                            raise
                        problems.add("fact", _attr(c, NULL, b"id") or concept, exc)
                        c = c.next
                        continue
                numbers[(raw, decimals)] = value
        if unit is not None:
            lang = None
        else:
            own = _attr(c, _XML, b"lang")
            lang = (own or "").lower() or parent_lang
        # positional: (concept, context_ref, unit_ref, raw, value, is_nil, decimals, precision, fact_id, lang)
        out.append(fact(concept, ctx, unit, raw, value, is_nil, decimals, _attr(c, NULL, b"precision"),
                        _attr(c, NULL, b"id"), lang))
        c = c.next


cdef inline bint _is(xmlNode* c, const char* ns, const char* name):
    """The node is the element ``{ns}name``."""
    return (c.type == tree.XML_ELEMENT_NODE and c.ns is not NULL and c.ns.href is not NULL
            and strcmp(<const char*>c.name, name) == 0 and strcmp(<const char*>c.ns.href, ns) == 0)


cdef object _text_or_none(xmlNode* c):
    """``el.text``: None when the element has no leading text node."""
    cdef xmlNode* n = c.children
    if n is NULL or not _is_text(n):
        return None
    return _leading_text(c)


cdef object _in_scope(xmlNode* c, object prefix):
    """``el.nsmap.get(prefix)``: the namespace the nearest declaration of ``prefix`` (None: the default namespace)
    gives, from the element up; None when none is in scope (the ``xml`` prefix is not in lxml's nsmap either)."""
    cdef tree.xmlNs* d
    while c is not NULL and c.type == tree.XML_ELEMENT_NODE:
        d = c.nsDef
        while d is not NULL:
            if d.prefix is NULL:
                if prefix is None:
                    return _decode(d.href)
            elif prefix is not None and _decode(d.prefix) == prefix:
                return _decode(d.href)
            d = d.next
        c = c.parent
    return None


cdef str _resolve_prefixed(xmlNode* c, object text, ns, str source, rules):
    """``ns.resolve_prefixed(text, el.nsmap, source)[0]``, the prefix looked up in the element's scope."""
    text = text.strip()
    prefix, _, local = text.rpartition(":")
    namespace = _in_scope(c, prefix or None)
    if namespace is None:
        raise rules.InputError(f"{source}: prefix '{prefix}' of '{text}' is not declared")
    return ns.qname(namespace, local)


cdef xmlNode* _first(xmlNode* parent, const char* name):
    """The parent's first child element ``xbrli:name`` (``find``), or NULL."""
    cdef xmlNode* child = parent.children
    while child is not NULL:
        if _is(child, _XBRLI, name):
            return child
        child = child.next
    return NULL


cdef object _line(cetree._Document doc, xmlNode* c):
    return cetree.elementFactory(doc, c).sourceline


cdef object _parse_context(cetree._Document doc, xmlNode* el, ns, str source, rules):
    """:func:`auditgraph.ingest.instance.parse_context` over the C tree: the same Context, the same errors."""
    cdef xmlNode* child
    cdef xmlNode* grand
    cdef xmlNode* period = NULL
    cdef xmlNode* ident = NULL
    cdef xmlNode* instant = NULL
    cdef xmlNode* start = NULL
    cdef xmlNode* end = NULL
    cdef bint forever = False
    cid = _attr(el, NULL, b"id")
    if not cid:
        raise rules.InputError(f"{source}: a context has no id (line {_line(doc, el)})")
    holders = []  # segments of every entity, then the scenarios, in document order
    scenarios = []
    child = el.children
    while child is not NULL:
        if _is(child, _XBRLI, b"entity"):
            grand = child.children
            while grand is not NULL:
                if _is(grand, _XBRLI, b"identifier"):
                    if ident is NULL:
                        ident = grand
                elif _is(grand, _XBRLI, b"segment"):
                    holders.append(<size_t>grand)
                grand = grand.next
        elif _is(child, _XBRLI, b"scenario"):
            scenarios.append(<size_t>child)
        child = child.next
    if ident is NULL:
        raise rules.InputError(f"{source}: context '{cid}' has no entity identifier (line {_line(doc, el)})")
    period = _first(el, b"period")
    if period is NULL:
        raise rules.InputError(f"{source}: context '{cid}' has no period (line {_line(doc, el)})")
    instant, start, end = _first(period, b"instant"), _first(period, b"startDate"), _first(period, b"endDate")
    forever = _first(period, b"forever") is not NULL
    proxy = None
    if instant is not NULL:
        ptype, kw = "instant", {"instant": rules._date_part(_text_or_none(instant))}
    elif start is not NULL and end is not NULL:
        ptype, kw = "duration", {"start": rules._date_part(_text_or_none(start)),
                                 "end": rules._date_part(_text_or_none(end))}
        proxy = cetree.elementFactory(doc, el)
        if rules._iso_date(kw["end"], cid, source, proxy) < rules._iso_date(kw["start"], cid, source, proxy):
            raise rules.InputError(f"{source}: context '{cid}' ends ({kw['end']}) before it starts ({kw['start']}) "
                                   f"(line {proxy.sourceline})")
    elif forever:
        ptype, kw = "forever", {}
    else:
        raise rules.InputError(f"{source}: context '{cid}' has an incomplete period (line {_line(doc, el)})")
    if ptype == "instant":
        rules._iso_date(kw["instant"], cid, source, proxy if proxy is not None else cetree.elementFactory(doc, el))
    explicit = []
    typed = []
    for address in holders + scenarios:
        child = (<xmlNode*><size_t>address).children
        while child is not NULL:
            if _is(child, _XBRLDI, b"explicitMember"):
                explicit.append((_resolve_prefixed(child, _attr(child, NULL, b"dimension") or "", ns, source, rules),
                                 _resolve_prefixed(child, _text_or_none(child) or "", ns, source, rules)))
            elif _is(child, _XBRLDI, b"typedMember"):
                typed.append((_resolve_prefixed(child, _attr(child, NULL, b"dimension") or "", ns, source, rules),
                              " ".join(_all_text(child).split())))
            child = child.next
    return rules.Context(id=cid, entity_scheme=_attr(ident, NULL, b"scheme") or "",
                         entity_id=(_text_or_none(ident) or "").strip(), period_type=ptype,
                         explicit=tuple(sorted(explicit)), typed=tuple(sorted(typed)), **kw)


def read_instance_parts(cetree._Element root, ns, str source, dict contexts, dict units, list schema_refs, problems,
                        rules):
    """The contexts (into ``contexts``), units (``units``) and schemaRef hrefs (``schema_refs``) among the root's
    children: the loop of :func:`auditgraph.ingest.instance.parse_instance`, with ``rules`` that module. A context is
    read from the C tree; a unit (a few per filing) through lxml's element API by ``rules.add_unit``."""
    cdef xmlNode* c = root._c_node.children
    while c is not NULL:
        if _is(c, _XBRLI, b"context"):
            try:
                item = _parse_context(root._doc, c, ns, source, rules)
                if item.id in contexts:
                    raise rules.InputError(f"{source}: context id '{item.id}' is used twice (line {_line(root._doc, c)})")
            except rules.InputError as exc:
                if problems is None:
                    raise
                problems.add("context", _attr(c, NULL, b"id"), exc)
            else:
                contexts[item.id] = item
        elif _is(c, _XBRLI, b"unit"):
            rules.add_unit(cetree.elementFactory(root._doc, c), ns, source, units, problems)
        elif _is(c, _LINK, b"schemaRef"):
            href = _attr(c, _XLINK, b"href")
            schema_refs.append("" if href is None else href)
        c = c.next
