"""The application context: settings + store + the packaged query registry, built by a factory (no work at
import time). ``open_graph`` is how every layer above the core opens the configured graph."""

from __future__ import annotations

from dataclasses import dataclass

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.settings import Settings
from auditgraph.store import open_store
from auditgraph.store.base import GraphStore


def open_graph(settings: Settings, registry: QueryRegistry | None = None, *, ensure_schema: bool = True) -> GraphStore:
    """The configured graph store, running this package's named queries (or ``registry``'s)."""
    return open_store(settings, registry or QueryRegistry.load(), ensure_schema=ensure_schema)


@dataclass
class AppContext:
    settings: Settings
    store: GraphStore

    def close(self) -> None:
        self.store.close()


def build_context(settings: Settings | None = None) -> AppContext:
    settings = settings or Settings()
    return AppContext(settings=settings, store=open_graph(settings))
