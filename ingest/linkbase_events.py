"""Reading one linkbase document: the parse events into extended links (their locators resolved to concepts),
then their raw arcs and labels.

Pure Python, and also compiled by Cython when the package is built (``linkbase_events.pxd`` gives the types;
``setup.py`` builds it as ``auditgraph.ingest._linkbase_events_c``). :mod:`auditgraph.ingest.linkbase` takes the
compiled module when it is there and this one otherwise; both give the same result (the tests run both).
"""

from __future__ import annotations

from urllib.parse import urldefrag, urljoin

from auditgraph.ingest.qnames import LINK, XLINK, NamespaceMap, namespace_from_href, split_fragment_id
from auditgraph.ingest.records import Label, RawArc

# Calculation 1.0 and 1.1 summation-item arcroles are both "summation-item" for our purposes.
SUMMATION_ARCROLES = frozenset(
    {"http://www.xbrl.org/2003/arcrole/summation-item", "https://xbrl.org/2023/arcrole/summation-item"}
)
PARENT_CHILD = "http://www.xbrl.org/2003/arcrole/parent-child"
CONCEPT_LABEL = "http://www.xbrl.org/2003/arcrole/concept-label"
DIMENSION_ARCROLES = {
    "http://xbrl.org/int/dim/arcrole/all": "ALL",
    "http://xbrl.org/int/dim/arcrole/notAll": "NOT_ALL",
    "http://xbrl.org/int/dim/arcrole/hypercube-dimension": "HYPERCUBE_DIMENSION",
    "http://xbrl.org/int/dim/arcrole/dimension-domain": "DIMENSION_DOMAIN",
    "http://xbrl.org/int/dim/arcrole/domain-member": "DOMAIN_MEMBER",
    "http://xbrl.org/int/dim/arcrole/dimension-default": "DIMENSION_DEFAULT",
}
RELATIONSHIP_ARCROLES = frozenset({*SUMMATION_ARCROLES, PARENT_CHILD, *DIMENSION_ARCROLES})

_XL_TYPE = f"{{{XLINK}}}type"
_XL_LABEL = f"{{{XLINK}}}label"
_XL_HREF = f"{{{XLINK}}}href"
_XL_ROLE = f"{{{XLINK}}}role"
_XL_ARCROLE = f"{{{XLINK}}}arcrole"
_XL_FROM = f"{{{XLINK}}}from"
_XL_TO = f"{{{XLINK}}}to"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_XLINK_ATTR = f"{{{XLINK}}}"
_EXEMPT = frozenset({"use", "priority"})
_MISSING = object()
_ABSOLUTE = ("http://", "https://")
_ROLE_REF = f"{{{LINK}}}roleRef"
_LABEL_ROLE = "http://www.xbrl.org/2003/role/label"
_LINK_ROLE = "http://www.xbrl.org/2003/role/link"


def number(text: str | None, default: float) -> float:
    try:
        return float(text) if text is not None else default
    except ValueError:
        return default


def _priority(text: str | None) -> int:
    try:
        return int(text) if text is not None else 0
    except ValueError:
        return 0


def _compared_names(names: tuple) -> tuple:
    """Of an arc's attribute names, those its equivalence compares: all but xlink:* and the exempt use/priority."""
    return tuple([k for k in names if not k.startswith(_XLINK_ATTR) and k not in _EXEMPT])


def _arc_attrs(names: tuple, values: tuple) -> tuple:
    """The attributes that make two arcs equivalent (XBRL 2.1 §3.5.3.9.7.4): all but xlink:* and the exempt
    ``use``/``priority``, sorted, with ``order`` and ``weight`` compared as numbers (``order`` defaults to 1)."""
    normal = [(k, repr(number(v, 1.0)) if k == "order" or k == "weight" else v) for k, v in zip(names, values)]
    if "order" not in names:
        normal.append(("order", repr(1.0)))
    return tuple(sorted(normal))


class HrefResolver:
    """Resolves an absolute ``schema-url#id`` to (canonical qname, namespace), remembering every answer.

    Uses the parsed schema's ids when the schema is known; otherwise (a standard schema that is not
    available locally) the ``prefix_LocalName`` id convention and the namespace its URL implies. A filing's
    linkbases name the same few schema files thousands of times, so :meth:`locator` joins each (document,
    schema part) pair once and looks each (schema, id) up once.
    """

    def __init__(self, ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap, url_namespaces: dict[str, str]) -> None:
        self.ids_by_url, self.ns, self.url_namespaces = ids_by_url, ns, url_namespaces
        self._targets: dict[tuple[str, str], tuple[str, str] | None] = {}
        self._joined: dict[tuple[str, str], str] = {}
        self._url_namespace: dict[str, tuple[str | None, str | None]] = {}  # schema URL -> (namespace, its prefix)
        # href -> target for absolute http(s) hrefs named from a file: document, whose join ignores the base:
        # shared by all the documents of a filing (they name the same standard concepts over and over)
        self.absolute: dict[str, tuple[str, str] | None] = {}

    def __call__(self, absolute_href: str) -> tuple[str, str] | None:
        url, frag = urldefrag(absolute_href)
        return self.target(url, frag)

    def target(self, url: str, frag: str) -> tuple[str, str] | None:
        key = (url, frag)
        found = self._targets.get(key, _MISSING)
        if found is _MISSING:  # each target is new once: a miss is common, so no KeyError raised and caught
            found = self._targets[key] = self._lookup(url, frag)
        return found  # type: ignore[return-value]

    def locator(self, base_url: str, href: str) -> tuple[str, str] | None:
        """``self(urljoin(base_url, href))``, with the join done once per (base, schema part) (see :meth:`_split`).
        An absolute http(s) href named from a file: document joins to itself whatever the document, so its answer
        is kept by href alone (:attr:`absolute`), for every document of the filing."""
        if href.startswith(_ABSOLUTE) and base_url.startswith("file:"):
            found = self.absolute.get(href, _MISSING)
            if found is _MISSING:
                found = self.absolute[href] = self._locate(base_url, href)
            return found  # type: ignore[return-value]
        return self._locate(base_url, href)

    def _locate(self, base_url: str, href: str) -> tuple[str, str] | None:
        split = self._split(base_url, href)
        return self(urljoin(base_url, href)) if split is None else self.target(split[0], split[1])

    def join(self, base_url: str, href: str) -> str:
        """``urljoin(base_url, href)``, with the part before ``#`` joined once per (base, part) (see :meth:`_split`)."""
        split = self._split(base_url, href)
        return urljoin(base_url, href) if split is None else f"{split[0]}#{split[1]}"

    def _split(self, base_url: str, href: str) -> tuple[str, str] | None:
        """(joined URL without fragment, fragment) of ``urljoin(base_url, href)``, the part before ``#`` joined once
        per (base, part); None where that shortcut does not hold: an href urllib would rewrite (a tab or line break,
        a leading space or control character) or without a fragment (joining the part before ``#`` then gives the
        same URL)."""
        schema, _, frag = href.partition("#")
        if not frag or href[:1] <= " " or "\n" in href or "\t" in href or "\r" in href:
            return None
        url = self._joined.get((base_url, schema))
        if url is None:
            # Joined with a stand-in fragment, exactly as the whole href would be, then the fragment dropped again.
            url = self._joined[(base_url, schema)] = urldefrag(urljoin(base_url, schema + "#_"))[0]
        return url, frag

    def _lookup(self, url: str, frag: str) -> tuple[str, str] | None:
        known = self.ids_by_url.get(url)
        if known is not None and frag in known:
            qn = known[frag]
            return qn, self.url_namespaces.get(url, "")
        parts = split_fragment_id(frag)
        if parts is None:
            return None
        prefix, local = parts
        try:
            namespace, canonical_prefix = self._url_namespace[url]
        except KeyError:
            namespace = self.url_namespaces.get(url) or namespace_from_href(url)
            # the prefix a namespace is given never changes after (NamespaceMap.register): looked up once per schema
            canonical_prefix = self.ns.register(namespace, None) if namespace else None
            self._url_namespace[url] = (namespace, canonical_prefix)
        if namespace:
            return f"{canonical_prefix}:{local}", namespace
        return f"{prefix}:{local}", ""


class ExtendedLink:
    """One extended link as the parse events gave it: its locators resolved, its resources and arcs."""

    def __init__(self, tag: str, role: str) -> None:
        self.tag, self.role = tag, role
        self.locs: dict = {}  # xlink:label -> the qnames its locators point at, in document order
        # xlink:label -> (xlink:role, xml:lang, the pieces of its text) of each resource with that label
        self.resources: dict = {}
        # (element, arcrole, from, to, use, priority, order, the names and values of the attributes its equivalence
        # compares); attributes absent are None
        self.arcs: list = []


class LinkbaseEvents:
    """lxml parser target keeping what :func:`auditgraph.ingest.linkbase.parse_linkbase` reads of one document,
    instead of a tree: lxml hands over each element's attributes as one dict, where a tree element costs a call into
    lxml per attribute read. Only the values read are kept, not the dicts (keeping them, with their names, costs more
    than reading them), and a locator is resolved as it comes (through the resolver's caches and this document's
    own, by href) rather than kept for a second pass.

    What it keeps is what a walk over the tree would find: every element with xlink:type="extended", at any depth,
    in document order; of each, its direct children of xlink:type locator, resource and arc; a resource's text is
    all the text inside it (``itertext()``); roleRef elements wherever they are. Each locator's (qname, namespace)
    target goes into ``targets_seen``."""

    def __init__(self, base_url: str, resolver: HrefResolver, targets_seen: set) -> None:
        self.role_refs: list = []  # (roleURI, href)
        self.links: list = []
        # one entry per element open at this point: its ExtendedLink if it is one, the list its text goes into if it
        # is a link's resource, else None (the first None stands for the document)
        self._open: list = [None]
        # the text pieces of the innermost resource open at this point (None: outside any), and those of the
        # resources around it; an inner resource's text joins its outer one's when it ends, as itertext() has it
        self._text = None
        self._outer_texts: list = []
        self._compared: dict = {}  # arc attribute names -> those compared
        self._base_url, self._resolver, self._targets_seen = base_url, resolver, targets_seen
        self._hrefs: dict = {}  # this document's hrefs -> target

    def start(self, tag: str, attributes) -> None:
        # a dict, or lxml's own empty mapping for an element without attributes
        attrib = attributes if type(attributes) is dict else {}
        kind = attrib.get(_XL_TYPE)
        parent = self._open[-1]
        if type(parent) is ExtendedLink:
            link: ExtendedLink = parent
            if kind == "locator":
                href = attrib.get(_XL_HREF, "")
                target = self._hrefs.get(href, _MISSING)
                if target is _MISSING:
                    target = self._hrefs[href] = self._resolver.locator(self._base_url, href)
                if target is not None:
                    label = attrib.get(_XL_LABEL, "")
                    same = link.locs.get(label)
                    if same is None:
                        link.locs[label] = [target[0]]
                    else:
                        same.append(target[0])
                    self._targets_seen.add(target)
                self._open.append(None)
                return
            if kind == "arc":
                names = tuple(attrib)
                compared = self._compared.get(names)
                if compared is None:
                    compared = self._compared[names] = _compared_names(names)
                link.arcs.append(
                    (
                        tag,
                        attrib.get(_XL_ARCROLE),
                        attrib.get(_XL_FROM),
                        attrib.get(_XL_TO),
                        attrib.get("use"),
                        attrib.get("priority"),
                        attrib.get("order"),
                        compared,
                        tuple([attrib[k] for k in compared]),
                    )
                )
                self._open.append(None)
                return
            if kind == "resource":
                text: list = []
                label = attrib.get(_XL_LABEL, "")
                entry = (attrib.get(_XL_ROLE), attrib.get(_XML_LANG), text)
                same = link.resources.get(label)
                if same is None:
                    link.resources[label] = [entry]
                else:
                    same.append(entry)
                self._outer_texts.append(self._text)
                self._text = text
                self._open.append(text)
                return
        if kind == "extended":
            new = ExtendedLink(tag, attrib.get(_XL_ROLE, _LINK_ROLE))
            self.links.append(new)
            self._open.append(new)
            return
        if tag == _ROLE_REF:
            self.role_refs.append((attrib.get("roleURI", ""), attrib.get(_XL_HREF, "")))
        self._open.append(None)

    def end(self, tag: str) -> None:
        if type(self._open.pop()) is list:  # a resource ends
            inner = self._text
            self._text = outer = self._outer_texts.pop()
            if outer is not None:
                outer.extend(inner)

    def data(self, text: str) -> None:
        if self._text is not None:
            self._text.append(text)

    def close(self) -> LinkbaseEvents:
        return self

    def collect(self, raw_arcs: list, labels_out: list) -> None:
        """The document's concept labels (into ``labels_out``) and the raw arcs of the relationship arcroles
        (into ``raw_arcs``). A priority, an order and a set of equivalence attributes seen before in this document
        are not worked out again."""
        known_attrs: dict = {}
        priorities: dict = {}
        orders: dict = {}
        for link in self.links:
            self._collect_link(link, raw_arcs, labels_out, known_attrs, priorities, orders)

    def _collect_link(
        self, ext: ExtendedLink, raw_arcs: list, labels_out: list, known_attrs: dict, priorities: dict, orders: dict
    ) -> None:
        link, role, locs, resources = ext.tag, ext.role, ext.locs, ext.resources
        for arc_tag, arcrole, frm, to, use, priority_text, order_text, compared, values in ext.arcs:
            arcrole, frm, to = arcrole or "", frm or "", to or ""
            if arcrole == CONCEPT_LABEL or arcrole.endswith("/concept-label"):
                if use == "prohibited":
                    continue
                for qn in locs.get(frm, ()):
                    for res_role, lang, text in resources.get(to, ()):
                        labels_out.append(
                            Label(
                                qn,
                                _LABEL_ROLE if res_role is None else res_role,
                                (lang or "").lower(),
                                " ".join("".join(text).split()),
                            )
                        )
                continue
            if arcrole not in RELATIONSHIP_ARCROLES:
                continue
            parents, children = locs.get(frm), locs.get(to)
            if not parents or not children:
                continue
            key = (compared, values)
            attrs = known_attrs.get(key)
            if attrs is None:
                attrs = known_attrs[key] = _arc_attrs(compared, values)
            priority = priorities.get(priority_text)
            if priority is None:
                priority = priorities[priority_text] = _priority(priority_text)
            order = orders.get(order_text)
            if order is None:
                order = orders[order_text] = number(order_text, 1.0)
            if use is None:
                use = "optional"
            for parent in parents:
                for child in children:
                    # tuple.__new__: a NamedTuple's own __new__ is a Python function, several times the cost
                    raw_arcs.append(
                        tuple.__new__(
                            RawArc, (link, arc_tag, arcrole, role, parent, child, use, priority, attrs, order)
                        )
                    )
