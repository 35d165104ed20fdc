"""Typed records the pure parsers return and the loaders write (STYLE.md convention 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

# The records a filing has by the thousand (concepts, relationships, labels, contexts, facts) are treated as
# immutable and hash as frozen dataclasses do (unsafe_hash=True), but are not declared frozen: a frozen dataclass's
# __init__ sets each field through object.__setattr__, 3-6× the cost of a plain one, several ms of a 10-K's parse.
# Nothing assigns to their fields.


@dataclass(unsafe_hash=True)
class ConceptDecl:
    qname: str  # canonical "prefix:LocalName" (see ingest.qnames)
    namespace: str
    name: str
    element_id: str | None = None
    balance: str | None = None  # debit | credit
    period_type: str | None = None  # instant | duration
    data_type: str | None = None  # e.g. xbrli:monetaryItemType
    abstract: bool = False
    substitution_group: str | None = None  # xbrli:item | xbrli:tuple | xbrldt:dimensionItem | xbrldt:hypercubeItem
    nillable: bool = True
    declared: bool = True


@dataclass(frozen=True)
class RoleType:
    uri: str
    definition: str | None
    used_on: tuple[str, ...] = ()


@dataclass(unsafe_hash=True)
class Relationship:
    """One effective (post-prohibition/override) relationship of a linkbase network."""

    arcrole: str  # full arcrole URI
    role: str  # extended link role (ELR)
    parent: str  # canonical qname
    child: str
    order: float = 1.0
    weight: float | None = None  # calculation only
    preferred_label: str | None = None  # presentation only
    closed: bool | None = None  # definition (all/notAll)
    context_element: str | None = None  # definition (all/notAll): segment | scenario
    target_role: str | None = None  # definition: xbrldt:targetRole
    usable: bool | None = None  # definition: domain-member


@dataclass(unsafe_hash=True)
class Label:
    qname: str
    role: str
    lang: str
    text: str


@dataclass(unsafe_hash=True)
class Context:
    id: str
    entity_scheme: str
    entity_id: str
    period_type: str  # instant | duration | forever
    start: str | None = None  # ISO dates (date part)
    end: str | None = None
    instant: str | None = None
    explicit: tuple[tuple[str, str], ...] = ()  # sorted (axis qname, member qname)
    typed: tuple[tuple[str, str], ...] = ()  # sorted (axis qname, normalised typed value)

    @property
    def period_token(self) -> str:
        if self.period_type == "instant":
            return (self.instant or "").replace("-", "")
        if self.period_type == "duration":
            return f"{(self.start or '').replace('-', '')}-{(self.end or '').replace('-', '')}"
        return "forever"

    @property
    def dims(self) -> dict[str, str]:
        return dict(self.explicit + self.typed)


@dataclass(frozen=True)
class Unit:
    id: str
    numerators: tuple[str, ...]  # canonical qnames, e.g. iso4217:USD
    denominators: tuple[str, ...] = ()

    @property
    def measure(self) -> str:
        """Readable measure: ``USD``, ``shares``, ``USD/shares`` (local names, sorted for products)."""
        num = "*".join(sorted(m.split(":")[-1] for m in self.numerators))
        if self.denominators:
            return num + "/" + "*".join(sorted(m.split(":")[-1] for m in self.denominators))
        return num


@dataclass(unsafe_hash=True)
class Fact:
    concept: str  # canonical qname
    context_ref: str
    unit_ref: str | None
    raw: str  # the lexical value as reported (after ix transforms for inline XBRL)
    value: float | None  # numeric value (None for nil or non-numeric)
    is_nil: bool = False
    decimals: str | None = None  # "INF" or an integer as text
    precision: str | None = None
    fact_id: str | None = None
    lang: str | None = None

    @property
    def is_numeric(self) -> bool:
        return self.unit_ref is not None


@dataclass
class SchemaDoc:
    target_namespace: str | None
    prefix: str | None
    concepts: list[ConceptDecl] = field(default_factory=list)
    roles: list[RoleType] = field(default_factory=list)
    linkbase_refs: list[str] = field(default_factory=list)  # hrefs as written
    imports: list[tuple[str, str | None]] = field(default_factory=list)  # (namespace, schemaLocation)
    ids: dict[str, str] = field(default_factory=dict)  # element id -> canonical qname


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


@dataclass
class LinkbaseDoc:
    relationships: list[Relationship] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    role_refs: dict[str, str] = field(default_factory=dict)  # role uri -> href
    locator_targets: set[tuple[str, str]] = field(default_factory=set)  # (canonical qname, namespace)
    prohibited: int = 0  # arcs removed by prohibition/override


@dataclass
class InstanceDoc:
    facts: list[Fact]
    contexts: dict[str, Context]
    units: dict[str, Unit]
    schema_refs: list[str]
    namespaces: dict[str, str]  # namespace -> canonical prefix used
    skipped: list[str] = field(default_factory=list)  # what was not turned into a fact, and why
    invalid: list[dict] = field(default_factory=list)  # invalid parts left out (kind, id, reason), when not strict
