"""Neo4j 5 backend through the official ``neo4j`` driver (production)."""

from __future__ import annotations

import logging
from typing import Any

from auditgraph.errors import Forbidden, QueryError, QueryTimeout, StoreUnavailable
from auditgraph.store.base import (
    EXTRA_INDEXES,
    NODE_KEYS,
    SOURCED_RELATIONSHIPS,
    GraphStore,
    QuerySource,
    Row,
    identifiers,
)

logger = logging.getLogger("auditgraph.store.neo4j")


def _plain(value: Any) -> Any:
    from neo4j.graph import Node, Path, Relationship
    from neo4j.time import Date, DateTime

    if isinstance(value, Node):
        return {"id": value.element_id, "labels": sorted(value.labels), "properties": dict(value)}
    if isinstance(value, Relationship):
        start, end = value.start_node, value.end_node  # None only on a relationship built without its nodes
        return {
            "id": value.element_id,
            "type": value.type,
            "start": start.element_id if start else None,
            "end": end.element_id if end else None,
            "properties": dict(value),
        }
    if isinstance(value, Path):
        return {"nodes": [_plain(n) for n in value.nodes], "relationships": [_plain(r) for r in value.relationships]}
    if isinstance(value, (Date, DateTime)):
        return value.iso_format()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def vector_index_name(label: str, prop: str) -> str:
    return f"{label.lower()}_{prop}_vector"


def vector_statements(label: str, key: str, prop: str, dimension: int) -> dict[str, str]:
    """Neo4j 5's vector DDL, write and query for one label/property (module level so the linter test reads them)."""
    identifiers(label, key, prop)
    return {
        "index": (
            f"CREATE VECTOR INDEX {vector_index_name(label, prop)} IF NOT EXISTS FOR (n:{label}) ON n.{prop} "
            f"OPTIONS {{indexConfig: {{`vector.dimensions`: {int(dimension)}, `vector.similarity_function`: 'cosine'}}}}"
        ),
        "write": f"UNWIND $rows AS r MERGE (n:{label} {{{key}: r.key}}) SET n.{prop} = r.vector RETURN count(n) AS n",
        "query": (
            "CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node, score "
            f"RETURN node.{key} AS key, score ORDER BY score DESC, key"
        ),
    }


def query_error(name: str, exc: Any) -> QueryError:
    """A Neo4j error as ours; a transaction stopped at its timeout is :class:`QueryTimeout`."""
    cls = QueryTimeout if "TransactionTimedOut" in (exc.code or "") else QueryError
    return cls(f"{name}: {exc.message}", neo4j_code=exc.code)


class Neo4jStore(GraphStore):
    backend = "neo4j"

    def __init__(
        self,
        registry: QuerySource,
        *,
        uri: str,
        user: str,
        password: str | None,
        database: str = "neo4j",
        query_timeout_s: float = 60.0,
        batch_size: int = 2000,
    ) -> None:
        super().__init__(registry, query_timeout_s, batch_size)
        import neo4j

        self._neo4j = neo4j
        self.database = database
        self.location = uri
        try:
            self.driver = neo4j.GraphDatabase.driver(
                uri, auth=(user, password or ""), connection_timeout=5, max_transaction_retry_time=15
            )
            self.driver.verify_connectivity()
        except (neo4j.exceptions.ServiceUnavailable, neo4j.exceptions.AuthError, OSError, ValueError) as exc:
            raise StoreUnavailable(f"cannot reach Neo4j at {uri}: {exc}") from exc

    def _execute(self, text: str, params: dict[str, Any], mode: str, timeout_s: float, name: str) -> list[Row]:
        neo4j = self._neo4j
        routing = neo4j.RoutingControl.READ if mode == "read" else neo4j.RoutingControl.WRITE
        try:
            # execute_query runs in a managed transaction and retries transient errors.
            records, _, keys = self.driver.execute_query(
                neo4j.Query(text, timeout=timeout_s), params, routing_=routing, database_=self.database
            )
        except neo4j.exceptions.ServiceUnavailable as exc:
            raise StoreUnavailable(f"Neo4j went away while running {name}: {exc}") from exc
        except neo4j.exceptions.Neo4jError as exc:
            raise query_error(name, exc) from exc
        return [{k: _plain(r[k]) for k in keys} for r in records]

    def run_read_only_text(self, text: str, params: dict[str, Any], timeout_s: float, row_limit: int) -> list[Row]:
        neo4j = self._neo4j
        try:
            _, summary, _ = self.driver.execute_query(
                neo4j.Query("EXPLAIN " + text, timeout=timeout_s),
                params,
                routing_=neo4j.RoutingControl.READ,
                database_=self.database,
            )
        except neo4j.exceptions.Neo4jError as exc:
            raise query_error("cypher", exc) from exc
        if summary.query_type != "r":
            raise Forbidden(f"the query plan is not read-only (query type '{summary.query_type}')")
        # Neo4j streams: the driver pulls `row_limit` records (fetch_size) and the loop stops at the ceiling, so
        # no more than that is sent or held here; closing the session then discards the rest of the result on
        # the server (its lazy runtime stops there; not measured here, no Neo4j server can run on this machine).
        with self.driver.session(
            database=self.database, default_access_mode=neo4j.READ_ACCESS, fetch_size=row_limit
        ) as session:
            try:
                result = session.run(neo4j.Query(text, timeout=timeout_s), params)
                keys = result.keys()
                rows = []
                for record in result:
                    rows.append({k: _plain(record[k]) for k in keys})
                    if len(rows) >= row_limit:
                        break
                return rows
            except neo4j.exceptions.Neo4jError as exc:
                raise query_error("cypher", exc) from exc

    def schema(self) -> list[str]:
        statements = [
            f"CREATE CONSTRAINT {label.lower()}_{prop}_unique IF NOT EXISTS FOR (n:{label}) REQUIRE n.{prop} IS UNIQUE"
            for label, prop in NODE_KEYS
        ]
        statements += [
            f"CREATE INDEX {label.lower()}_{prop} IF NOT EXISTS FOR (n:{label}) ON (n.{prop})"
            for label, prop in EXTRA_INDEXES
        ]
        statements += [
            f"CREATE INDEX {rtype.lower()}_source IF NOT EXISTS FOR ()-[r:{rtype}]-() ON (r.source)"
            for rtype in SOURCED_RELATIONSHIPS
        ]
        for s in statements:
            self.driver.execute_query(s, database_=self.database)
        return statements

    # -- vectors: Neo4j 5 vector indexes (db.index.vector.queryNodes) ------------------------------
    def ensure_vector_index(self, label: str, prop: str, dimension: int) -> bool:
        name = vector_index_name(label, prop)
        records = self._execute(
            "SHOW INDEXES YIELD name WHERE name = $name RETURN name",
            {"name": name},
            "read",
            self.query_timeout_s,
            "show indexes",
        )
        if records:
            return False
        self._execute(
            vector_statements(label, "key", prop, dimension)["index"], {}, "write", self.query_timeout_s, "vector index"
        )
        return True

    def write_vectors(self, label: str, key: str, prop: str, rows) -> int:
        text = vector_statements(label, key, prop, 0)["write"]
        written = 0
        for i in range(0, len(rows), 500):
            batch = [{"key": r["key"], "vector": [float(x) for x in r["vector"]]} for r in rows[i : i + 500]]
            written += self._execute(text, {"rows": batch}, "write", self.query_timeout_s, "write vectors")[0]["n"]
        return written

    def vector_neighbours(self, label: str, key: str, prop: str, vector, k: int) -> list[tuple[str, float]]:
        text = vector_statements(label, key, prop, 0)["query"]
        rows = self._execute(
            text,
            {"index": vector_index_name(label, prop), "k": int(k), "vector": [float(x) for x in vector]},
            "read",
            self.query_timeout_s,
            "vector neighbours",
        )
        # Neo4j's cosine score is (1 + cosine) / 2.
        return [(r["key"], 2.0 * float(r["score"]) - 1.0) for r in rows]

    def health(self) -> dict[str, Any]:
        try:
            info = self.driver.get_server_info()
        except self._neo4j.exceptions.ServiceUnavailable as exc:
            raise StoreUnavailable(f"Neo4j is not reachable: {exc}") from exc
        return {
            "backend": self.backend,
            "location": self.location,
            "server": info.agent,
            "protocol": ".".join(map(str, info.protocol_version)),
            "ok": True,
        }

    def clear(self) -> None:
        while True:
            records, _, _ = self.driver.execute_query(
                "MATCH (n) WITH n LIMIT 20000 DETACH DELETE n RETURN count(*) AS n", database_=self.database
            )
            if records[0]["n"] == 0:
                break

    def close(self) -> None:
        self.driver.close()
