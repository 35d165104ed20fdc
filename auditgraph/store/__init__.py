"""Graph store factory: picks the backend from settings.

The queries come from the caller (``auditgraph.cypher.context.open_graph`` passes the packaged registry): the
store is the core and imports nothing above it."""

from __future__ import annotations

from urllib.parse import urlparse

from auditgraph.errors import InputError
from auditgraph.settings import Settings
from auditgraph.store.base import GraphStore, QuerySource


def open_store(settings: Settings, registry: QuerySource, *, ensure_schema: bool = True) -> GraphStore:
    uri = settings.effective_graph_uri
    scheme = urlparse(uri).scheme if "://" in uri else uri
    if scheme in ("embedded", "falkordb+embedded", ""):
        from auditgraph.store.falkor import FalkorStore

        store: GraphStore = FalkorStore(
            registry,
            graph_name=settings.graph_name,
            data_dir=settings.data_dir,
            query_timeout_s=settings.query_timeout_s,
            batch_size=settings.batch_size,
            idle_s=settings.embedded_idle_s,
        )
    elif scheme in ("falkordb", "redis"):
        from auditgraph.store.falkor import FalkorStore

        parsed = urlparse(uri)
        store = FalkorStore(
            registry,
            graph_name=settings.graph_name,
            host=parsed.hostname or "localhost",
            port=parsed.port or 6379,
            query_timeout_s=settings.query_timeout_s,
            batch_size=settings.batch_size,
        )
    elif scheme in ("bolt", "neo4j", "bolt+s", "neo4j+s", "bolt+ssc", "neo4j+ssc"):
        from auditgraph.store.neo4j_store import Neo4jStore

        pw = settings.neo4j_password.get_secret_value() if settings.neo4j_password else None
        store = Neo4jStore(
            registry,
            uri=uri,
            user=settings.neo4j_user,
            password=pw,
            database=settings.neo4j_database,
            query_timeout_s=settings.query_timeout_s,
            batch_size=settings.batch_size,
        )
    else:
        raise InputError(f"unsupported graph URI '{uri}': use embedded, falkordb://host:port, bolt:// or neo4j://")
    if ensure_schema:
        store.schema()
    return store


__all__ = ["GraphStore", "QuerySource", "open_store"]
