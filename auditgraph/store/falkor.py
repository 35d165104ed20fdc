"""FalkorDB backend (embedded by default, or a running server via falkordb://host:port)."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from falkordb.edge import Edge
from falkordb.node import Node
from falkordb.path import Path as FPath

from auditgraph.cypher.registry import QueryRegistry
from auditgraph.errors import Forbidden, QueryError, StoreUnavailable
from auditgraph.store.base import EXTRA_INDEXES, NODE_KEYS, SOURCED_RELATIONSHIPS, GraphStore, Row
from auditgraph.store.embedded import EmbeddedServer

logger = logging.getLogger("auditgraph.store.falkor")


_SCALARS = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, Node):
        return {"id": str(value.id), "labels": sorted(value.labels or []), "properties": dict(value.properties)}
    if isinstance(value, Edge):
        return {
            "id": f"r{value.id}",
            "type": value.relation,
            "start": str(value.src_node if isinstance(value.src_node, int) else value.src_node.id),
            "end": str(value.dest_node if isinstance(value.dest_node, int) else value.dest_node.id),
            "properties": dict(value.properties),
        }
    if isinstance(value, FPath):
        return {"nodes": [_plain(n) for n in value.nodes()], "relationships": [_plain(e) for e in value.edges()]}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _rows(result: Any, limit: int | None = None) -> list[Row]:
    """A FalkorDB result set as plain rows keyed by column name."""
    cols = [h[1] for h in result.header]
    records = result.result_set if limit is None else result.result_set[:limit]
    return [{c: _plain(v) for c, v in zip(cols, row)} for row in records]


class FalkorStore(GraphStore):
    backend = "falkordb"

    def __init__(self, registry: QueryRegistry, *, graph_name: str = "auditgraph", data_dir: Path | None = None,
                 host: str | None = None, port: int | None = None, query_timeout_s: float = 60.0,
                 batch_size: int = 2000) -> None:
        super().__init__(registry, query_timeout_s, batch_size)
        import redis
        from falkordb import FalkorDB

        self._redis_errors = redis.exceptions
        self.server: EmbeddedServer | None = None
        try:
            if host is None:
                self.server = EmbeddedServer(data_dir or Path(".auditgraph"))
                self.server.ensure_running()
                self.db = FalkorDB(unix_socket_path=str(self.server.socket_path))
                self.location = f"embedded:{self.server.data_dir}"
            else:
                self.db = FalkorDB(host=host, port=port or 6379, socket_connect_timeout=3)
                self.location = f"falkordb://{host}:{port}"
            self.db.connection.ping()
        except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError) as exc:
            raise StoreUnavailable(f"cannot reach FalkorDB at {host}:{port}: {exc}") from exc
        self.graph_name = graph_name
        self.graph = self.db.select_graph(graph_name)

    def _call(self, fn, text: str, params: dict[str, Any], timeout_s: float, name: str):
        try:
            return fn(text, params or None, timeout=int(timeout_s * 1000))
        except (self._redis_errors.ConnectionError, self._redis_errors.TimeoutError, OSError) as exc:
            raise StoreUnavailable(f"FalkorDB went away while running {name}: {exc}") from exc
        except self._redis_errors.ResponseError as exc:
            msg = str(exc)
            if "read-only" in msg or "ro_query" in msg.lower():
                raise Forbidden(f"{name}: the query writes, and only read-only queries are allowed here") from exc
            raise QueryError(f"{name}: {msg}") from exc

    def _execute(self, text: str, params: dict[str, Any], mode: str, timeout_s: float, name: str) -> list[Row]:
        fn = self.graph.ro_query if mode == "read" else self.graph.query
        return _rows(self._call(fn, text, params, timeout_s, name))

    def run_read_only_text(self, text: str, params: dict[str, Any], timeout_s: float, row_limit: int) -> list[Row]:
        # GRAPH.RO_QUERY: the engine itself refuses any write clause.
        return _rows(self._call(self.graph.ro_query, text, params, timeout_s, "cypher"), row_limit)

    def schema(self) -> list[str]:
        existing = set()
        try:
            res = self.graph.ro_query("CALL db.indexes() YIELD label, properties RETURN label, properties")
            for label, props in res.result_set:
                for p in props:
                    existing.add((label, p))
        except self._redis_errors.ResponseError:
            pass  # empty graph: no index catalogue yet
        created = []
        for label, prop in NODE_KEYS + EXTRA_INDEXES:
            if (label, prop) in existing:
                continue
            try:
                self.graph.query(f"CREATE INDEX FOR (n:{label}) ON (n.{prop})")
                created.append(f"{label}.{prop}")
            except self._redis_errors.ResponseError as exc:
                if "already indexed" not in str(exc):
                    raise QueryError(f"creating index {label}.{prop}: {exc}") from exc
        for rtype in SOURCED_RELATIONSHIPS:
            if (rtype, "source") in existing:
                continue
            try:
                self.graph.query(f"CREATE INDEX FOR ()-[r:{rtype}]-() ON (r.source)")
                created.append(f"{rtype}.source")
            except self._redis_errors.ResponseError as exc:
                if "already indexed" not in str(exc):
                    raise QueryError(f"creating index {rtype}.source: {exc}") from exc
        return created

    def health(self) -> dict[str, Any]:
        try:
            info = self.db.connection.info("server")
            modules = self.db.connection.execute_command("MODULE", "LIST")
        except (self._redis_errors.ConnectionError, OSError) as exc:
            raise StoreUnavailable(f"FalkorDB is not reachable: {exc}") from exc
        version = next((m[3] for m in modules if m[1] == b"graph" or m[1] == "graph"), None)
        return {"backend": self.backend, "location": self.location, "graph": self.graph_name,
                "redis_version": info.get("redis_version"), "falkordb_module_version": version, "ok": True}

    def clear(self) -> None:
        try:
            self.graph.delete()
        except self._redis_errors.ResponseError:
            pass  # graph did not exist yet
        self.graph = self.db.select_graph(self.graph_name)

    def checkpoint(self) -> None:
        if self.server is not None:
            self.server.checkpoint()

    def close(self) -> None:
        try:
            self.db.connection.close()
        except Exception:  # noqa: BLE001 - closing a dead connection must not mask the real error
            logger.debug("closing FalkorDB connection failed", exc_info=True)
        if self.server is not None:
            self.server.stop()
