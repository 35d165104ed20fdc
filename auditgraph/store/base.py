"""The graph store interface every backend implements.

Callers run named queries only (``run(name, params)``); the query text comes from the registry.
Results are plain Python values: dicts per row, nodes as ``{"id", "labels", "properties"}`` and
relationships as ``{"id", "type", "start", "end", "properties"}``.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol

from auditgraph.errors import InputError, QueryError

Row = dict[str, Any]


class NamedQuery(Protocol):
    """What a store needs of one query: its name, mode ("read" | "write"), declared parameters and text."""

    @property
    def name(self) -> str: ...
    @property
    def mode(self) -> str: ...
    @property
    def params(self) -> tuple[str, ...]: ...
    @property
    def text(self) -> str: ...


class QuerySource(Protocol):
    """Where a store finds queries by name. ``auditgraph.cypher.registry.QueryRegistry`` is the one the
    application passes in; the store (the core) never imports the Cypher layer above it."""

    def get(self, name: str) -> NamedQuery: ...


class GraphStore(ABC):
    backend: str = "abstract"

    def __init__(self, registry: QuerySource, query_timeout_s: float = 60.0, batch_size: int = 2000) -> None:
        self.registry = registry
        self.query_timeout_s = query_timeout_s
        self.batch_size = batch_size

    # -- the interface -------------------------------------------------------------------------
    def run(
        self, name: str, params: dict[str, Any] | None = None, mode: str | None = None, timeout_s: float | None = None
    ) -> list[Row]:
        """Run the named query. ``mode`` defaults to the query header's mode and may not widen it."""
        q, params, effective = self._prepare(name, params, mode)
        return self._execute(q.text, params, effective, timeout_s or self.query_timeout_s, q.name)

    def _prepare(self, name: str, params: dict[str, Any] | None, mode: str | None):
        """The query, its checked parameters and the mode it runs in."""
        q = self.registry.get(name)
        params = dict(params or {})
        self._check_values(params, name)
        missing = [p for p in q.params if p not in params]
        extra = [p for p in params if p not in q.params]
        if missing or extra:
            raise InputError(f"query {name}: missing parameters {missing}, unexpected {extra}")
        effective = mode or q.mode
        if q.mode == "write" and effective == "read":
            raise InputError(f"query {name} writes and cannot run in read mode")
        return q, params, effective

    def _check_values(self, params: dict[str, Any], name: str) -> None:
        _refuse_control_characters(params, name)

    def run_batch(
        self,
        name: str,
        rows: Sequence[Row] | Iterable[Row],
        *,
        param: str = "rows",
        extra: dict[str, Any] | None = None,
        batch_size: int | None = None,
        on_batch: Callable[[int], None] | None = None,
    ) -> int:
        """Send ``rows`` to a write query in chunks (``UNWIND $rows …``); returns rows sent."""
        size = batch_size or self.batch_size

        def batches() -> Iterator[tuple[dict[str, Any], int]]:
            batch: list[Row] = []
            for row in rows:
                batch.append(row)
                if len(batch) >= size:
                    yield {param: batch, **(extra or {})}, len(batch)
                    batch = []
            if batch:
                yield {param: batch, **(extra or {})}, len(batch)

        return self.run_many(name, batches(), on_batch=on_batch)

    def run_many(
        self, name: str, batches: Iterable[tuple[dict[str, Any], int]], on_batch: Callable[[int], None] | None = None
    ) -> int:
        """Run a write query once per (params, rows) item, in order; returns the rows sent."""
        sent = 0
        for params, n in batches:
            self.run(name, params)
            sent += n
            if on_batch:
                on_batch(n)
        return sent

    @abstractmethod
    def _execute(self, text: str, params: dict[str, Any], mode: str, timeout_s: float, name: str) -> list[Row]: ...

    @abstractmethod
    def run_read_only_text(self, text: str, params: dict[str, Any], timeout_s: float, row_limit: int) -> list[Row]:
        """Run ad-hoc Cypher that the engine itself guarantees to be read-only (for /cypher)."""

    @abstractmethod
    def schema(self) -> list[str]:
        """Create constraints and indexes idempotently, in the backend's own dialect."""

    @abstractmethod
    def health(self) -> dict[str, Any]: ...

    @abstractmethod
    def clear(self) -> None:
        """Delete every node and relationship (tests, `auditgraph db reset`)."""

    def checkpoint(self) -> None:
        """Make what was written so far durable (a no-op where every commit already is)."""

    def revision(self) -> int:
        """The graph's revision stamp (see :meth:`bump_revision`)."""
        return int(self.run("admin.revision")[0]["revision"])

    def bump_revision(self) -> int:
        """Mark that the graph changed, so readers' caches keyed on the revision are invalidated."""
        return int(self.run("admin.bump_revision")[0]["revision"])

    def label_counts(self) -> dict[str, int]:
        """Nodes per label (labels with none left out), from the engine's own counters: one
        ``MATCH (n:Label) RETURN count(n)`` per label of the catalogue, which FalkorDB answers from the label's
        size and Neo4j from its count store — neither scans nodes (``admin.counts`` does, for comparison)."""
        return self._census("admin.labels", "label", "MATCH (n:{}) RETURN count(n) AS n")

    def relationship_counts(self) -> dict[str, int]:
        """Relationships per type, from the engines' counters as :meth:`label_counts` does."""
        return self._census("admin.relationship_types", "type", "MATCH ()-[r:{}]->() RETURN count(r) AS n")

    def _census(self, catalogue: str, column: str, template: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for name in sorted(r[column] for r in self.run(catalogue)):
            # Names come from the engine's catalogue, never from a caller; still, only identifiers are spliced.
            if not _IDENTIFIER.match(name):
                raise InputError(f"the graph's catalogue holds a name that is not an identifier: {name!r}")
            n = self._execute(template.format(name), {}, "read", self.query_timeout_s, "census")[0]["n"]
            if n:
                out[name] = int(n)
        return out

    # -- vectors (DESIGN §6b): node properties under the engine's own vector index ----------------
    # The DDL, the vector write and the nearest-neighbour call differ between engines, so each backend
    # spells them in its own dialect; callers only name the label, the key and the vector property.
    def ensure_vector_index(self, label: str, prop: str, dimension: int) -> bool:
        """Create the cosine vector index on ``label.prop`` if missing; True when it was created."""
        raise QueryError(f"the {self.backend} backend has no vector index")

    def write_vectors(self, label: str, key: str, prop: str, rows: Sequence[dict[str, Any]]) -> int:
        """Set ``prop`` to each row's ``vector`` on the ``label`` node whose ``key`` equals the row's ``key`` (made if missing)."""
        raise QueryError(f"the {self.backend} backend has no vector index")

    def vector_neighbours(
        self, label: str, key: str, prop: str, vector: Sequence[float], k: int
    ) -> list[tuple[str, float]]:
        """The ``k`` nodes nearest to ``vector`` as (key value, cosine similarity), most similar first."""
        raise QueryError(f"the {self.backend} backend has no vector index")

    def close(self) -> None:
        pass

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def identifiers(*names: str) -> None:
    """Labels and property names are spliced into DDL and procedure calls: identifiers only."""
    for n in names:
        if not _IDENTIFIER.match(n):
            raise InputError(f"not an identifier: {n!r}")


_CONTROL_CHARACTER = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")  # C0 controls except tab, newline, CR


def _refuse_control_characters(value: Any, name: str) -> None:
    """A NUL (or other C0 control) byte in a string parameter truncates FalkorDB's parameter header; no
    XBRL value needs one, so every query refuses them up front (tab, newline and carriage return are fine)."""
    if isinstance(value, str):
        if _CONTROL_CHARACTER.search(value):
            raise InputError(f"query {name}: a parameter contains a control character")
    elif isinstance(value, dict):
        for v in value.values():
            _refuse_control_characters(v, name)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _refuse_control_characters(v, name)


# Uniqueness keys of the graph model (DESIGN §3). Both backends create these in their own DDL.
NODE_KEYS: tuple[tuple[str, str], ...] = (
    ("Concept", "qname"),
    ("Role", "uri"),
    ("Company", "cik"),
    ("Filing", "accession"),
    ("Fact", "key"),
    ("Context", "key"),
    ("Unit", "key"),
    ("Finding", "id"),
    ("Rule", "id"),
    ("Taxonomy", "name"),
    ("Meta", "name"),
    ("ConceptVector", "qname"),
)
EXTRA_INDEXES: tuple[tuple[str, str], ...] = (
    ("Fact", "filing"),
    ("Fact", "concept"),
    ("Concept", "name"),
    ("Context", "filing"),
    ("Unit", "filing"),
    ("Finding", "filing"),
)

# Relationship types that carry `source` (the taxonomy release or filing that brought them): indexed on it, so
# a filing's own network (rules, tools, unload) is found without scanning every relationship of the type.
SOURCED_RELATIONSHIPS: tuple[str, ...] = (
    "ALL",
    "DIMENSION_DEFAULT",
    "DIMENSION_DOMAIN",
    "DOMAIN_MEMBER",
    "HYPERCUBE_DIMENSION",
    "NOT_ALL",
    "PARENT_CHILD",
    "SUMMATION_ITEM",
)
