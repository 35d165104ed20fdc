"""The application context: settings + store + registry, built by a factory (no work at import time)."""
from __future__ import annotations

from dataclasses import dataclass

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.settings import Settings
from auditgraph.store import open_store
from auditgraph.store.base import GraphStore


@dataclass
class AppContext:
    settings: Settings
    store: GraphStore

    def close(self) -> None:
        self.store.close()


def build_context(settings: Settings | None = None) -> AppContext:
    settings = settings or Settings()
    store = open_store(settings, QueryRegistry.load())
    return AppContext(settings=settings, store=store)
