"""Namespaces and canonical concept names.

A concept is keyed by ``prefix:LocalName``. For the standard taxonomies the prefix is the family's
own (``us-gaap``, ``srt``, ``dei`` …) whatever year or prefix the document uses, so a 2015 filing's
``us-gaap:Assets`` meets the 2024 taxonomy's concept. Extension namespaces keep the prefix the
filing declares. Years are read from the namespace, never hard-coded.
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

XBRLI = "http://www.xbrl.org/2003/instance"
LINK = "http://www.xbrl.org/2003/linkbase"
XLINK = "http://www.w3.org/1999/xlink"
XSD = "http://www.w3.org/2001/XMLSchema"
XSI = "http://www.w3.org/2001/XMLSchema-instance"
XBRLDI = "http://xbrl.org/2006/xbrldi"
XBRLDT = "http://xbrl.org/2005/xbrldt"
ISO4217 = "http://www.xbrl.org/2003/iso4217"
GENERIC_LINK = "http://xbrl.org/2008/generic"

# (regex on namespace, family prefix). Group 'year' captures the release when present.
_FAMILIES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), fam)
    for p, fam in (
        (r"^https?://fasb\.org/us-gaap/(?P<year>\d{4})(-\d\d-\d\d)?$", "us-gaap"),
        (r"^https?://xbrl\.us/us-gaap/(?P<year>\d{4})(-\d\d-\d\d)?$", "us-gaap"),
        (r"^https?://fasb\.org/srt/(?P<year>\d{4})(-\d\d-\d\d)?$", "srt"),
        (r"^https?://fasb\.org/(?P<fam>srt-types|us-types|us-roles|srt-roles)/(?P<year>\d{4})", "fam"),
        (r"^https?://xbrl\.sec\.gov/(?P<fam>[a-z-]+)/(?P<year>\d{4})(-\d\d-\d\d)?$", "fam"),
        (
            r"^https?://xbrl\.us/(?P<fam>dei|invest|ar|mr|seccert|us-types|us-roles|negated)/(?P<year>\d{4})(-\d\d-\d\d)?$",
            "fam",
        ),
        (r"^https?://www\.xbrl\.org/2003/iso4217$", "iso4217"),
        (r"^https?://www\.xbrl\.org/2003/instance$", "xbrli"),
        (r"^https?://www\.xbrl\.org/dtr/type/", "dtr-types"),
        (r"^https?://www\.xbrl\.org/(\d{4}/)?dtr/type/", "dtr-types"),
        (r"^https?://xbrl\.org/2006/xbrldi$", "xbrldi"),
        (r"^https?://xbrl\.org/2005/xbrldt$", "xbrldt"),
        (r"^https?://www\.xbrl\.org/2003/linkbase$", "link"),
        (r"^https?://www\.w3\.org/2001/XMLSchema$", "xs"),
    )
)

# Where the standard schemas live when a locator points at them (href → namespace).
_HREF_NAMESPACE: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"xbrl\.fasb\.org/(?P<fam>us-gaap|srt)/(?P<y>\d{4})/elts/(?P=fam)-(?P<v>\d{4}(-\d\d-\d\d)?)\.xsd"),
        "http://fasb.org/{fam}/{v}",
    ),
    (
        re.compile(r"xbrl\.sec\.gov/(?P<fam>[a-z-]+)/(?P<y>\d{4})/(?P=fam)-(?P<v>\d{4}(-\d\d-\d\d)?)\.xsd"),
        "http://xbrl.sec.gov/{fam}/{v}",
    ),
    (
        re.compile(r"taxonomies\.xbrl\.us/us-gaap/(?P<y>\d{4})/elts/us-gaap-(?P<v>\d{4}-\d\d-\d\d)\.xsd"),
        "http://xbrl.us/us-gaap/{v}",
    ),
    (re.compile(r"(^|/)(?P<fam>us-gaap|srt)-(?P<v>\d{4})\.xsd$"), "http://fasb.org/{fam}/{v}"),
)


# The prefixes the standard families own (the canonical keys of their concepts). A namespace outside the families
# never gets one of these, whatever prefix its document binds: an extension declaring xmlns:us-gaap="its own
# namespace" must not have its concepts keyed, and merged, as us-gaap's. Concepts are identified by namespace.
RESERVED_PREFIXES = frozenset(
    {
        "us-gaap",
        "srt",
        "dei",
        "invest",
        "country",
        "currency",
        "exch",
        "naics",
        "sic",
        "stpr",
        "ecd",
        "cyd",
        "ffd",
        "spac",
        "rxp",
        "vip",
        "oef",
        "sro",
        "cef",
        "snj",
        "sbs",
        "ar",
        "mr",
        "seccert",
        "negated",
        "us-types",
        "us-roles",
        "srt-types",
        "srt-roles",
        "iso4217",
        "xbrli",
        "dtr-types",
        "xbrldi",
        "xbrldt",
        "link",
        "xs",
        "xlink",
        "xsi",
    }
)


def family_of(namespace: str) -> str | None:
    for pattern, fam in _FAMILIES:
        m = pattern.match(namespace)
        if m:
            return m.group("fam") if fam == "fam" else fam
    return None


def taxonomy_year(namespace: str) -> int | None:
    for pattern, _ in _FAMILIES:
        m = pattern.match(namespace)
        if m and "year" in m.groupdict() and m.group("year"):
            return int(m.group("year"))
    return None


class NamespaceMap:
    """Assigns one canonical prefix per namespace for a set of documents (a filing's DTS)."""

    def __init__(self) -> None:
        self.prefix_of: dict[str, str] = {}
        self._taken: set[str] = set()  # the prefixes given so far

    def register(self, namespace: str, prefix: str | None) -> str:
        """The namespace's canonical prefix: its family's for a standard taxonomy (every year of us-gaap is
        ``us-gaap``), else the prefix it is declared with or one made from its URL, the first time it is seen. Two
        namespaces outside a family never share one: a prefix already given to another namespace gets the first of
        2, 3, … appended (two extensions declared with one prefix, or named from one host, stay apart)."""
        if namespace in self.prefix_of:
            return self.prefix_of[namespace]
        chosen = family_of(namespace)
        if chosen is None:
            base = prefix or _fallback_prefix(namespace)
            if base.lower() in RESERVED_PREFIXES:
                base = _fallback_prefix(namespace)
                base = "ext" if base.lower() in RESERVED_PREFIXES else base
            chosen, n = base, 2
            while chosen in self._taken:
                chosen, n = f"{base}{n}", n + 1
        self.prefix_of[namespace] = chosen
        self._taken.add(chosen)
        return chosen

    def register_nsmap(self, nsmap: dict[str | None, str]) -> None:
        for prefix, ns in sorted(nsmap.items(), key=lambda kv: (kv[0] is None, kv[0] or "")):
            if ns:
                self.register(ns, prefix)

    def qname(self, namespace: str, local: str) -> str:
        return f"{self.register(namespace, None)}:{local}"

    def resolve_prefixed(self, text: str, nsmap: dict[str | None, str], source: str = "") -> tuple[str, str]:
        """Resolve ``prefix:local`` (as in a QName-valued attribute or element text)."""
        text = text.strip()
        prefix, _, local = text.rpartition(":")
        ns = nsmap.get(prefix or None)
        if ns is None:
            from auditgraph.errors import InputError

            raise InputError(f"{source}: prefix '{prefix}' of '{text}' is not declared")
        return self.qname(ns, local), ns


def _fallback_prefix(namespace: str) -> str:
    path = urlparse(namespace).path.strip("/").split("/")
    host = urlparse(namespace).hostname or "ext"
    base = host.split(".")[-2] if host.count(".") >= 1 else host
    return re.sub(r"[^A-Za-z0-9_-]", "", base or (path[0] if path else "ext")) or "ext"


def namespace_from_href(href: str) -> str | None:
    """The namespace a standard schema URL declares (for schemas not available locally)."""
    for pattern, template in _HREF_NAMESPACE:
        m = pattern.search(href)
        if m:
            return template.format(**m.groupdict())
    return None


def split_fragment_id(fragment: str) -> tuple[str, str] | None:
    """Element ids of standard taxonomies follow ``prefix_LocalName`` (used only when the schema is absent)."""
    if "_" not in fragment:
        return None
    prefix, local = fragment.split("_", 1)
    return prefix, local
