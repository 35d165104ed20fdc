# cython: language_level=3
"""The facts of an instance read straight from the libxml2 tree lxml built (compiled by setup.py).

:func:`auditgraph.ingest.instance._collect_facts` reads them through lxml's element API: an element proxy per
child, a tag string built per element, a call into lxml per attribute. This reads the same tree's nodes in C
through lxml's public C API (``lxml.includes.etreepublic``) and makes Python objects only of what a fact keeps.
The result is the same, fact for fact (the instance tests run with each; ``instance._facts_reader``): the same
element order, tuples read through, ``.text`` as lxml gives it (the leading text nodes) and ``itertext()`` for a
non-numeric fact with child elements, the same numbers cache and the same errors, with the element's own
``sourceline``.

The tree comes from :func:`auditgraph.ingest.xmlsafe.parse_xml` (comments and processing instructions removed,
no entities), so an element's children are elements and text.
"""
from cpython.unicode cimport PyUnicode_DecodeUTF8
from libc.string cimport strcmp, strlen
from lxml.includes cimport tree
from lxml.includes.tree cimport const_xmlChar, xmlAttr, xmlNode
cimport lxml.includes.etreepublic as cetree

cetree.import_lxml__etree()

cdef const char* _XSI = b"http://www.w3.org/2001/XMLSchema-instance"
cdef const char* _XML = b"http://www.w3.org/XML/1998/namespace"
cdef frozenset _NON_FACT_NS = frozenset({"http://www.xbrl.org/2003/instance", "http://www.xbrl.org/2003/linkbase"})


cdef inline str _decode(const_xmlChar* text):
    return PyUnicode_DecodeUTF8(<const char*>text, strlen(<const char*>text), NULL)


cdef object _attr(xmlNode* c, const char* ns, const char* name):
    """The attribute's value (``el.get``), None when absent; ``ns`` NULL: an attribute in no namespace."""
    cdef xmlAttr* a = c.properties
    while a is not NULL:
        if strcmp(<const char*>a.name, name) == 0:
            if (ns is NULL and a.ns is NULL) or (ns is not NULL and a.ns is not NULL
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


def collect_facts(cetree._Element parent, ns, str source, list out, problems, dict concepts, dict numbers,
                  *, parse_number, check_decimals, lang_of, input_error, fact):
    """The facts among ``parent``'s children (and inside its tuples), in document order, appended to ``out``:
    :func:`auditgraph.ingest.instance._collect_facts`, with its number helpers, lang_of, InputError and Fact
    passed in. ``concepts`` is keyed here by the element's (name, namespace) nodes, not by its tag string."""
    cdef xmlNode* c = parent._c_node.children
    cdef bint is_nil
    cdef tuple key
    parent_lang = lang_of(parent)
    while c is not NULL:
        if c.type != tree.XML_ELEMENT_NODE:
            c = c.next
            continue
        # libxml2 keeps one copy of each name and one node per namespace declaration: the pair names the tag
        key = (<size_t>c.name, <size_t>c.ns)
        concept = concepts.get(key, concepts)
        if concept is concepts:
            if c.ns is NULL:
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
            collect_facts(cetree.elementFactory(parent._doc, c), ns, source, out, problems, concepts, numbers,
                          parse_number=parse_number, check_decimals=check_decimals, lang_of=lang_of,
                          input_error=input_error, fact=fact)
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
