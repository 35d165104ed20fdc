# Types for the Cython build of linkbase_events.py (pure Python mode: the .py is the source, this only declares).
import cython

cdef frozenset SUMMATION_ARCROLES, RELATIONSHIP_ARCROLES, _EXEMPT
cdef str PARENT_CHILD, CONCEPT_LABEL
cdef dict DIMENSION_ARCROLES
cdef str _XL_TYPE, _XL_LABEL, _XL_HREF, _XL_ROLE, _XL_ARCROLE, _XL_FROM, _XL_TO, _XML_LANG, _XLINK_ATTR
cdef str _ROLE_REF, _LABEL_ROLE, _LINK_ROLE
cdef object _MISSING
cdef tuple _ABSOLUTE

cpdef double number(object text, double default)
cdef object _priority(object text)

@cython.locals(k=str)
cdef tuple _compared_names(tuple names)
cdef tuple _arc_attrs(tuple names, tuple values)


cdef class HrefResolver:
    cdef public dict ids_by_url, url_namespaces, absolute
    cdef public object ns
    cdef dict _targets, _joined, _url_namespace

    cpdef object target(self, str url, str frag)
    cpdef object locator(self, str base_url, str href)
    @cython.locals(split=tuple)
    cdef object _locate(self, str base_url, str href)
    @cython.locals(split=tuple)
    cpdef str join(self, str base_url, str href)
    cdef object _split(self, str base_url, str href)
    cdef object _lookup(self, str url, str frag)


cdef class ExtendedLink:
    cdef public str tag, role
    cdef public dict locs, resources
    cdef public list arcs


cdef class LinkbaseEvents:
    cdef public list role_refs, links
    cdef list _open, _outer_texts
    cdef object _text
    cdef dict _compared, _hrefs
    cdef str _base_url
    cdef HrefResolver _resolver
    cdef set _targets_seen

    @cython.locals(attrib=dict, link=ExtendedLink, same=list, text=list, names=tuple, compared=tuple)
    cpdef start(self, str tag, object attributes)
    cpdef end(self, object tag)
    cpdef data(self, str text)
    cpdef collect(self, list raw_arcs, list labels_out)
    @cython.locals(locs=dict, resources=dict, key=tuple, parents=list, children=list, arcrole=str)
    cdef _collect_link(self, ExtendedLink ext, list raw_arcs, list labels_out, dict known_attrs, dict priorities,
                       dict orders)
