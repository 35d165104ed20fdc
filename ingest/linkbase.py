"""Linkbase parser (pure) and XBRL 2.1 relationship resolution.

Arcs are collected raw (with ``use`` and ``priority``) from every linkbase of a DTS and then
resolved together (:func:`effective_relationships`): arcs are grouped into base sets by
(extended-link element, arc element, arcrole, role); within a base set, equivalent arcs (same
source, target and non-exempt attributes, XBRL 2.1 §3.5.3.9.7.4) are reduced to the one with the
highest priority, and a prohibiting arc at that priority removes the relationship.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple
from urllib.parse import urljoin, urldefrag

from auditgraph.ingest.qnames import LINK, XLINK, NamespaceMap, namespace_from_href, split_fragment_id
from auditgraph.ingest.records import Label, LinkbaseDoc, Relationship
from auditgraph.ingest.xmlsafe import parse_xml

_XL_TYPE = f"{{{XLINK}}}type"
_XL_LABEL = f"{{{XLINK}}}label"
_XL_HREF = f"{{{XLINK}}}href"
_XL_ROLE = f"{{{XLINK}}}role"
_XL_ARCROLE = f"{{{XLINK}}}arcrole"
_XL_FROM = f"{{{XLINK}}}from"
_XL_TO = f"{{{XLINK}}}to"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
XBRLDT_NS = "http://xbrl.org/2005/xbrldt"

# Calculation 1.0 and 1.1 summation-item arcroles are both "summation-item" for our purposes.
SUMMATION_ARCROLES = {"http://www.xbrl.org/2003/arcrole/summation-item", "https://xbrl.org/2023/arcrole/summation-item"}
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
_EXEMPT = {"use", "priority"}


class RawArc(NamedTuple):
    """One arc as written, before prohibition and overriding are resolved (a tuple: thousands per filing)."""

    link: str  # extended link element (Clark)
    arc: str  # arc element (Clark)
    arcrole: str
    role: str
    parent: str
    child: str
    use: str
    priority: int
    attrs: tuple[tuple[str, str], ...]  # non-exempt attributes, normalised
    order: float


def relationship_type(arcrole: str) -> str | None:
    if arcrole in SUMMATION_ARCROLES:
        return "SUMMATION_ITEM"
    if arcrole == PARENT_CHILD:
        return "PARENT_CHILD"
    return DIMENSION_ARCROLES.get(arcrole)


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
        try:
            return self._targets[key]
        except KeyError:
            found = self._targets[key] = self._lookup(url, frag)
            return found

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
        return self(urljoin(base_url, href)) if split is None else self.target(*split)

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


def make_href_resolver(ids_by_url: dict[str, dict[str, str]], ns: NamespaceMap,
                       url_namespaces: dict[str, str]) -> HrefResolver:
    """Resolve an absolute ``schema-url#id`` to (canonical qname, namespace) (see :class:`HrefResolver`)."""
    return HrefResolver(ids_by_url, ns, url_namespaces)


def _num(text: str | None, default: float) -> float:
    try:
        return float(text) if text is not None else default
    except ValueError:
        return default


_XLINK_ATTR = f"{{{XLINK}}}"
_MISSING = object()
_ABSOLUTE = ("http://", "https://")
_RELATIONSHIP_ARCROLES = frozenset({*SUMMATION_ARCROLES, PARENT_CHILD, *DIMENSION_ARCROLES})
_ROLE_REF = f"{{{LINK}}}roleRef"
_LABEL_ROLE = "http://www.xbrl.org/2003/role/label"
_LINK_ROLE = "http://www.xbrl.org/2003/role/link"


class _ExtendedLink:
    """One extended link as the parse events gave it: its locators resolved, its resources and arcs."""

    __slots__ = ("tag", "role", "locs", "resources", "arcs")

    def __init__(self, tag: str, role: str) -> None:
        self.tag, self.role = tag, role
        self.locs: dict[str, list[str]] = {}  # xlink:label -> the qnames its locators point at, in document order
        # xlink:label -> (xlink:role, xml:lang, the pieces of its text) of each resource with that label
        self.resources: dict[str, list[tuple[str | None, str | None, list[str]]]] = {}
        # (element, arcrole, from, to, use, priority, order, the names and values of the attributes its equivalence
        # compares); attributes absent are None
        self.arcs: list[tuple] = []


class _LinkbaseEvents:
    """lxml parser target keeping what :func:`parse_linkbase` reads of one document, instead of a tree: lxml hands
    over each element's attributes as one dict, where a tree element costs a call into lxml per attribute read.
    Only the values read are kept, not the dicts (keeping them, with their names, costs more than reading them), and
    a locator is resolved as it comes (through the resolver's caches and this document's own, by href) rather than
    kept for a second pass.

    What it keeps is what a walk over the tree would find: every element with xlink:type="extended", at any depth,
    in document order; of each, its direct children of xlink:type locator, resource and arc; a resource's text is
    all the text inside it (``itertext()``); roleRef elements wherever they are. Each locator's (qname, namespace)
    target goes into ``targets_seen``."""

    def __init__(self, base_url: str, resolver: HrefResolver, targets_seen: set[tuple[str, str]]) -> None:
        self.role_refs: list[tuple[str, str]] = []  # (roleURI, href)
        self.links: list[_ExtendedLink] = []
        # one entry per element open at this point: its _ExtendedLink if it is one, the list its text goes into if it
        # is a link's resource, else None (the first None stands for the document)
        self._open: list[_ExtendedLink | list[str] | None] = [None]
        # the text pieces of the innermost resource open at this point (None: outside any), and those of the
        # resources around it; an inner resource's text joins its outer one's when it ends, as itertext() has it
        self._text: list[str] | None = None
        self._outer_texts: list[list[str] | None] = []
        self._compared: dict[tuple[str, ...], tuple[str, ...]] = {}  # arc attribute names -> those compared
        self._base_url, self._locator, self._targets_seen = base_url, resolver.locator, targets_seen
        self._hrefs: dict[str, tuple[str, str] | None] = {}  # this document's hrefs -> target

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        kind = attrib.get(_XL_TYPE)
        parent = self._open[-1]
        if parent.__class__ is _ExtendedLink:
            if kind == "locator":
                href = attrib.get(_XL_HREF, "")
                target = self._hrefs.get(href, _MISSING)
                if target is _MISSING:
                    target = self._hrefs[href] = self._locator(self._base_url, href)
                if target is not None:
                    label = attrib.get(_XL_LABEL, "")
                    same = parent.locs.get(label)
                    if same is None:
                        parent.locs[label] = [target[0]]
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
                get = attrib.get
                parent.arcs.append((tag, get(_XL_ARCROLE), get(_XL_FROM), get(_XL_TO), get("use"), get("priority"),
                                    get("order"), compared, tuple(map(attrib.__getitem__, compared))))
                self._open.append(None)
                return
            if kind == "resource":
                text: list[str] = []
                label = attrib.get(_XL_LABEL, "")
                entry = (attrib.get(_XL_ROLE), attrib.get(_XML_LANG), text)
                same_res = parent.resources.get(label)
                if same_res is None:
                    parent.resources[label] = [entry]
                else:
                    same_res.append(entry)
                self._outer_texts.append(self._text)
                self._text = text
                self._open.append(text)
                return
        if kind == "extended":
            link = _ExtendedLink(tag, attrib.get(_XL_ROLE, _LINK_ROLE))
            self.links.append(link)
            self._open.append(link)
            return
        if tag == _ROLE_REF:
            self.role_refs.append((attrib.get("roleURI", ""), attrib.get(_XL_HREF, "")))
        self._open.append(None)

    def end(self, tag: str) -> None:
        if self._open.pop().__class__ is list:  # a resource ends
            inner = self._text
            self._text = outer = self._outer_texts.pop()
            if outer is not None:
                outer.extend(inner)  # type: ignore[arg-type]

    def data(self, text: str) -> None:
        pieces = self._text
        if pieces is not None:
            pieces.append(text)

    def close(self) -> _LinkbaseEvents:
        return self


def _compared_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """Of an arc's attribute names, those its equivalence compares: all but xlink:* and the exempt use/priority."""
    return tuple(k for k in names if not k.startswith(_XLINK_ATTR) and k not in _EXEMPT)


def _arc_attrs(names: tuple[str, ...], values: tuple) -> tuple[tuple[str, str], ...]:
    """The attributes that make two arcs equivalent (XBRL 2.1 §3.5.3.9.7.4): all but xlink:* and the exempt
    ``use``/``priority``, sorted, with ``order`` and ``weight`` compared as numbers (``order`` defaults to 1)."""
    normal = [(k, repr(_num(v, 1.0)) if k == "order" or k == "weight" else v) for k, v in zip(names, values)]
    if "order" not in names:
        normal.append(("order", repr(1.0)))
    return tuple(sorted(normal))


def _priority(text: str | None) -> int:
    try:
        return int(text) if text is not None else 0
    except ValueError:
        return 0


def parse_linkbase(data: bytes, base_url: str, resolve_href: HrefResolver, source: str,
                   raw_arcs: list[RawArc], doc: LinkbaseDoc) -> None:
    """Collect raw arcs (into ``raw_arcs``), labels and role refs of one linkbase document, given as its bytes.

    The document is parsed (hardened, as :func:`parse_xml`) into a :class:`_LinkbaseEvents` rather than a tree.
    An href, a priority, an order and a set of equivalence attributes seen before in this document are not worked
    out again, and locators go through the resolver's caches (a linkbase names the same few schema files thousands
    of times)."""
    read: _LinkbaseEvents = parse_xml(data, source, _LinkbaseEvents(base_url, resolve_href, doc.locator_targets))
    join = resolve_href.join
    for uri, href in read.role_refs:
        doc.role_refs[uri] = join(base_url, href)
    labels_out = doc.labels
    known_attrs: dict[tuple, tuple[tuple[str, str], ...]] = {}
    priorities: dict[str | None, int] = {}
    orders: dict[str | None, float] = {}
    append = raw_arcs.append
    new_arc = tuple.__new__
    for ext in read.links:
        link, role, locs, resources = ext.tag, ext.role, ext.locs, ext.resources
        for arc_tag, arcrole, frm, to, use, priority_text, order_text, compared, values in ext.arcs:
            arcrole, frm, to = arcrole or "", frm or "", to or ""
            if arcrole == CONCEPT_LABEL or (arcrole.endswith("/concept-label")):
                if use == "prohibited":
                    continue
                for qn in locs.get(frm, ()):
                    for res_role, lang, text in resources.get(to, ()):
                        labels_out.append(Label(qn, _LABEL_ROLE if res_role is None else res_role, (lang or "").lower(),
                                                " ".join("".join(text).split())))
                continue
            if arcrole not in _RELATIONSHIP_ARCROLES:
                continue
            parents, children = locs.get(frm), locs.get(to)
            if not parents or not children:
                continue
            key = (compared, values)
            attrs = known_attrs.get(key)
            if attrs is None:
                attrs = known_attrs[key] = _arc_attrs(*key)
            try:
                priority = priorities[priority_text]
            except KeyError:
                priority = priorities[priority_text] = _priority(priority_text)
            try:
                order = orders[order_text]
            except KeyError:
                order = orders[order_text] = _num(order_text, 1.0)
            if use is None:
                use = "optional"
            for parent in parents:
                for child in children:
                    append(new_arc(RawArc, (link, arc_tag, arcrole, role, parent, child, use, priority, attrs, order)))


_DT = f"{{{XBRLDT_NS}}}"


def _relationship_fields(attrs: tuple[tuple[str, str], ...], summation: bool) -> dict:
    """The Relationship fields an arc's attributes give (weight, preferred label, the dimensional ones)."""
    a = dict(attrs)
    return {"weight": _num(a.get("weight"), 1.0) if summation else None,
            "preferred_label": a.get("preferredLabel"),
            "closed": (a.get(f"{_DT}closed") in ("true", "1")) if f"{_DT}closed" in a else None,
            "context_element": a.get(f"{_DT}contextElement"),
            "target_role": a.get(f"{_DT}targetRole"),
            "usable": (a.get(f"{_DT}usable") not in ("false", "0")) if f"{_DT}usable" in a else None}


def effective_relationships(raw_arcs: Iterable[RawArc]) -> tuple[list[Relationship], int]:
    """Resolve prohibition and overriding; returns (relationships sorted by role, parent, order, child), removed count."""
    groups: dict[tuple, list[RawArc]] = {}
    for a in raw_arcs:
        key = a[:6] + (a[8],)  # (link, arc, arcrole, role, parent, child, attrs)
        group = groups.get(key)
        if group is None:
            groups[key] = [a]
        else:
            group.append(a)
    out: list[Relationship] = []
    removed = 0
    fields: dict[tuple, tuple] = {}  # many arcs share their attributes (order="1" weight="1"): derived once
    for arcs in groups.values():
        if len(arcs) == 1:
            a = arcs[0]
            if a[6] == "prohibited":  # use
                removed += 1
                continue
        else:
            top = max(a[7] for a in arcs)  # priority
            winners = [a for a in arcs if a[7] == top]
            removed += len(arcs) - 1
            if any(w[6] == "prohibited" for w in winners):
                removed += 1
                continue
            a = winners[0]
        _link, _arc, arcrole, role, parent, child, _use, _priority, attrs, order = a
        summation = arcrole in SUMMATION_ARCROLES
        derived = fields.get((attrs, summation))
        if derived is None:
            d = _relationship_fields(attrs, summation)
            derived = fields[(attrs, summation)] = (d["weight"], d["preferred_label"], d["closed"],
                                                    d["context_element"], d["target_role"], d["usable"])
        # positional: (arcrole, role, parent, child, order, weight, preferred_label, closed, context_element,
        # target_role, usable)
        out.append(Relationship(arcrole, role, parent, child, order, *derived))
    out.sort(key=_relationship_order)
    return out, removed


def _relationship_order(r: Relationship) -> tuple:
    return (r.arcrole, r.role, r.parent, r.order, r.child)
