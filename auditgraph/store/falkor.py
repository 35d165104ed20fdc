"""FalkorDB backend (embedded by default, or a running server via falkordb://host:port)."""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from auditgraph.errors import (
    DiskFull,
    Forbidden,
    InputError,
    QueryError,
    QueryTimeout,
    ResultTooLarge,
    StoreUnavailable,
)
from auditgraph.store.base import (
    _CONTROL_CHARACTER,
    EXTRA_INDEXES,
    NODE_KEYS,
    SOURCED_RELATIONSHIPS,
    GraphStore,
    QuerySource,
    Row,
    identifiers,
)
from auditgraph.store.embedded import EmbeddedServer
from auditgraph.store.falkor_params import params_header
from auditgraph.store.falkor_reply import rows as reply_rows

logger = logging.getLogger("auditgraph.store.falkor")


ANSWER_GRACE_S = 60.0  # see FalkorStore._deadline
SCHEMA_TIMEOUT_S = 30.0  # see FalkorStore.schema
_MASKED = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`|//[^\n]*|/\*.*?\*/", re.DOTALL)
_RETURN = re.compile(r"\bRETURN\b", re.IGNORECASE)


def _bounded_query(text: str, row_limit: int) -> str:
    """``text`` inside ``CALL { … } RETURN * LIMIT n`` when it returns rows (see
    :meth:`FalkorStore.run_read_only_text`); ``n`` is the one thing added, an integer of ours."""
    bare = _MASKED.sub(" ", text).strip().rstrip(";").rstrip()
    if not _RETURN.search(bare):
        return text
    depth = 0
    for ch in bare:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:  # a `}` that would close our subquery early and put rows outside the ceiling
            break
    if depth != 0:
        raise InputError("the query's braces { } do not balance")
    # Comments go: FalkorDB 4.16 aborts (SIGABRT in AST_Validate_Query, the whole server down) on some queries
    # whose comments sit inside a CALL { } subquery — found with a saved Browser query; strings stay as written.
    body = _MASKED.sub(lambda m: " " if m.group(0)[:2] in ("//", "/*") else m.group(0), text).strip()
    if body.endswith(";"):
        body = body[:-1]
    return f"CALL {{\n{body}\n}}\nRETURN * LIMIT {int(row_limit)}"


_CLAUSE_END = re.compile(r"\b(ORDER\s+BY|SKIP|LIMIT|UNION)\b", re.IGNORECASE)
_DISTINCT = re.compile(r"^DISTINCT\s+", re.IGNORECASE)
_ALIAS = re.compile(r"\s+AS\s+(`[^`]+`|[A-Za-z_][A-Za-z0-9_]*)$", re.IGNORECASE)


def _top_level(masked: str) -> list[int]:
    """The bracket depth ((), [], {}) before each character of ``masked``."""
    depth, out = 0, []
    for ch in masked:
        if ch in ")]}":
            depth -= 1
        out.append(depth)
        if ch in "([{":
            depth += 1
    return out


def return_columns(text: str) -> list[str] | None:
    """The column names of a query's last top-level RETURN, in the order written (an alias, else the expression
    as written, as the engine names it); None for ``RETURN *`` or when no RETURN is found. Read because the row
    ceiling's ``CALL { … } RETURN *`` hands the columns back sorted by name."""
    # Comments blanked, then strings too, each to its own length: positions in ``masked`` are positions in ``text``.
    text = _MASKED.sub(lambda m: " " * len(m.group(0)) if m.group(0)[:2] in ("//", "/*") else m.group(0), text)
    masked = _MASKED.sub(lambda m: "_" * len(m.group(0)), text)
    depth = _top_level(masked)
    starts = [m for m in _RETURN.finditer(masked) if depth[m.start()] == 0]
    if not starts:
        return None
    begin = starts[-1].end()
    end = len(text)
    for m in _CLAUSE_END.finditer(masked, begin):
        if depth[m.start()] == 0:
            end = m.start()
            break
    body = masked[begin:end]
    items, start = [], 0
    for i, ch in enumerate(body):
        if ch == "," and depth[begin + i] == 0:
            items.append((start, i))
            start = i + 1
    items.append((start, len(body)))
    names = []
    for a, b in items:
        raw = text[begin + a : begin + b].strip().rstrip(";").strip()
        raw = _DISTINCT.sub("", raw) if a == 0 else raw
        if not raw or raw == "*":
            return None
        alias = _ALIAS.search(raw)
        names.append(alias.group(1).strip("`") if alias else raw)
    return names


class FalkorStore(GraphStore):
    backend = "falkordb"

    def __init__(
        self,
        registry: QuerySource,
        *,
        graph_name: str = "auditgraph",
        data_dir: Path | None = None,
        host: str | None = None,
        port: int | None = None,
        query_timeout_s: float = 60.0,
        batch_size: int = 2000,
        idle_s: float = 0.0,
    ) -> None:
        super().__init__(registry, query_timeout_s, batch_size)
        import redis
        from falkordb import FalkorDB

        self._redis_errors = redis.exceptions
        self.server: EmbeddedServer | None = None
        try:
            if host is None:
                if data_dir is None:
                    raise InputError("the embedded graph needs a data folder (settings.data_dir)")
                self.server = EmbeddedServer(data_dir, idle_s=idle_s)
                self.server.ensure_running()
                # where the server listens: every client of this store (queries, index statements) connects there
                self._address: dict[str, Any] = {"unix_socket_path": str(self.server.socket_path)}
                self.db = FalkorDB(**self._address, **self._deadline())
                self.location = f"embedded:{self.server.data_dir}"
            else:
                self._address = {"host": host, "port": port or 6379}
                self.db = FalkorDB(**self._address, socket_connect_timeout=3, **self._deadline())
                self.location = f"falkordb://{host}:{port}"
            self.db.connection.ping()
        except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, OSError) as exc:
            raise StoreUnavailable(f"cannot reach FalkorDB at {host}:{port}: {exc}") from exc
        self.graph_name = graph_name
        self.graph = self.db.select_graph(graph_name)
        self._encoded_ahead: tuple[str, dict[str, Any], str] | None = None  # see run_many
        self.restart_on_loss = False  # see _revive; a command-line run reports a lost server instead
        self._revive_lock = threading.Lock()

    def _deadline(self) -> dict[str, Any]:
        """The client's own limit on waiting for a reply: the server stops a query at its time limit and answers,
        so a reply that has not come :data:`ANSWER_GRACE_S` seconds after that is a server that hangs (stopped,
        deadlocked, swapping). Without it a command waits for ever; with it the caller gets StoreUnavailable.
        The falkordb client retries nothing (its connections get no retry policy), so a write is never sent twice."""
        return {"socket_timeout": self.query_timeout_s + ANSWER_GRACE_S}

    def _call(self, fn, text: str, params: dict[str, Any], timeout_s: float, name: str, again: bool = True):
        try:
            return fn(text, params or None, timeout=int(timeout_s * 1000))
        except self._redis_errors.TimeoutError as exc:
            waited = self.query_timeout_s + ANSWER_GRACE_S
            raise StoreUnavailable(
                f"{self.location}: FalkorDB did not answer {name} within {waited:g} s (its own time limit is "
                f"{timeout_s:g} s): the server hangs or the machine is overloaded; nothing was retried"
            ) from exc
        except (self._redis_errors.ConnectionError, OSError) as exc:
            if self.server is not None:  # the embedded server's log says why it stopped (a full data folder?)
                error = self.server.went_away(f"running {name}", exc)
                if again and self._revive(error) and getattr(fn, "read_only", False):
                    # A read is asked again of the restarted server; a write is not (it was never acknowledged,
                    # so never logged: the caller's own retry is what is safe).
                    return self._call(fn, text, params, timeout_s, name, again=False)
                raise error from exc
            raise StoreUnavailable(f"FalkorDB went away while running {name}: {exc}") from exc
        except self._redis_errors.ResponseError as exc:
            msg = str(exc)
            if "read-only" in msg or "ro_query" in msg.lower():
                raise Forbidden(f"{name}: the query writes, and only read-only queries are allowed here") from exc
            if "timed out" in msg.lower():
                raise QueryTimeout(
                    f"{name}: the query ran past its {timeout_s:g} s time limit and was stopped (FalkorDB: {msg})"
                ) from exc
            if "mem consumption exceeded capacity" in msg:
                raise ResultTooLarge(
                    f"{name}: the query needed more memory than one query may take in the graph "
                    f"server and was stopped (FalkorDB: {msg}); aggregate, filter or page it"
                ) from exc
            if msg.startswith("MISCONF"):
                # A server that keeps running after a failed AOF/RDB write refuses writes until one succeeds
                # (appendfsync other than 'always', or a remote server): nothing was written.
                cls = DiskFull if "space" in msg.lower() else StoreUnavailable
                raise cls(
                    f"{self.location}: FalkorDB refused {name} because it cannot write to its disk ({msg}); "
                    "free space there and run the command again — what was completed before is intact"
                ) from exc
            raise QueryError(f"{name}: {msg}") from exc

    def _revive(self, error: StoreUnavailable) -> bool:
        """With ``restart_on_loss`` (the API sets it): start an embedded server that died — killed, crashed —
        again from its log, so a long-running process serves again instead of answering 503 until someone runs
        `auditgraph db start`. Never on a full disk (it could not start; the error says so). True when running."""
        if not self.restart_on_loss or self.server is None or isinstance(error, DiskFull):
            return False
        with self._revive_lock:
            try:
                self.server.ensure_running(wait_s=30)
            except StoreUnavailable as exc:
                logger.warning("could not restart the embedded graph server", extra={"fields": {"error": exc.message}})
                return False
        logger.warning(
            "the embedded graph server had stopped; started it again from its log",
            extra={"fields": {"socket": str(self.server.socket_path)}},
        )
        return True

    def _check_values(self, params: dict[str, Any], name: str) -> None:
        """Control characters are looked for in the encoded parameters instead (:meth:`_encode`): one regex search
        over the text rather than a walk over every value (a third of the client's time on a bulk load)."""

    def _encode(self, text: str, params: dict[str, Any], name: str) -> str:
        """The query as the client sends it: ``CYPHER `p`=… `` parameter header, then the text. Every string value
        appears verbatim in the header (only backslash and quote are escaped), so a control character in any string
        parameter is found there."""
        header = params_header(params)
        if _CONTROL_CHARACTER.search(header):
            raise InputError(f"query {name}: a parameter contains a control character")
        return header + text

    def _execute(self, text: str, params: dict[str, Any], mode: str, timeout_s: float, name: str) -> list[Row]:
        ahead = self._encoded_ahead
        if (
            ahead is not None
            and ahead[0] == name
            and ahead[1].keys() == params.keys()
            and all(params[k] is v for k, v in ahead[1].items())
        ):
            encoded = ahead[2]  # run_many encoded these very parameter objects already
        else:
            encoded = self._encode(text, params, name)
        return self._send(encoded, mode, timeout_s, name)

    def _send(self, encoded: str, mode: str, timeout_s: float, name: str) -> list[Row]:
        return self._call(self._reader(mode == "read"), encoded, {}, timeout_s, name)

    def _reader(self, read_only: bool, limit: int | None = None) -> Callable[..., list[Row]]:
        """``(text, params, timeout=ms) -> rows``: the command falkordb's ``Graph.query``/``ro_query`` sends, its
        compact reply read into plain rows in one pass (:mod:`auditgraph.store.falkor_reply`)."""
        command = "GRAPH.RO_QUERY" if read_only else "GRAPH.QUERY"

        def run(text: str, params: dict[str, Any] | None, timeout: int) -> list[Row]:
            reply = self.graph.execute_command(
                command, self.graph_name, params_header(params or {}) + text, "--compact", "timeout", timeout
            )
            return reply_rows(reply, self.graph, limit)

        run.read_only = read_only  # type: ignore[attr-defined]  # _call asks a read again after a restart
        return run

    def run_many(
        self, name: str, batches: Iterable[tuple[dict[str, Any], int]], on_batch: Callable[[int], None] | None = None
    ) -> int:
        """Each batch encoded one ahead in a helper thread while the server runs the previous one: building the
        parameter text is Python work on this side, the query is the server's, and the thread waiting for the
        server's answer holds no GIL, so the two overlap. Every batch still goes through :meth:`run`, one at a
        time and in order; it finds its text ready."""

        def encode(item: tuple[dict[str, Any], int]) -> tuple[dict[str, Any], str, str, int]:
            params, n = item
            q, checked, _ = self._prepare(name, params, None)
            return params, q.name, self._encode(q.text, checked, q.name), n

        sent = 0
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="auditgraph-encode") as pool:
            it = iter(batches)
            first = next(it, None)
            pending = pool.submit(encode, first) if first is not None else None
            while pending is not None:
                params, qname, encoded, n = pending.result()
                item = next(it, None)
                pending = pool.submit(encode, item) if item is not None else None
                self._encoded_ahead = (qname, params, encoded)
                try:
                    self.run(name, params)
                finally:
                    self._encoded_ahead = None
                sent += n
                if on_batch:
                    on_batch(n)
        return sent

    def run_read_only_text(self, text: str, params: dict[str, Any], timeout_s: float, row_limit: int) -> list[Row]:
        # GRAPH.RO_QUERY: the engine itself refuses any write clause. The row ceiling is part of the query: an
        # uncorrelated subquery with a LIMIT outside it stops pulling rows from the caller's query once it has
        # `row_limit` (measured: a 9-million-row UNWIND answers in milliseconds and the server's memory does not
        # move, where fetching everything took 8 s and grew it by 50 MB). The subquery keeps the caller's
        # columns, order, UNION, ORDER BY and own LIMIT; the newline before the brace ends a trailing // comment.
        # A query with no RETURN (a bare catalogue procedure call) cannot be a subquery and runs as it is, and so
        # does one whose plan reads nothing (a count FalkorDB answers from its label or type counter, a literal
        # RETURN): the subquery would turn that counter read into a scan.
        bounded = _bounded_query(text, row_limit)
        if bounded != text and self._reads_nothing(text, params):
            bounded = text
        rows = self._call(self._reader(True, row_limit), bounded, params, timeout_s, "cypher")
        columns = return_columns(text) if bounded != text else None
        if rows and columns and len(set(columns)) == len(columns) and set(columns) == set(rows[0]):
            rows = [{c: r[c] for c in columns} for r in rows]  # the caller's RETURN order, not the wrapper's
        return rows

    def _reads_nothing(self, text: str, params: dict[str, Any]) -> bool:
        """True when the plan of ``text`` is only Results/Project (its row count is fixed by the query)."""
        try:
            plan = self.graph.explain(text, params or None).plan
        except self._redis_errors.RedisError:
            return False  # running the query reports its own error
        return {line.split("|")[0].strip() for line in plan} <= {"Results", "Project"}

    def schema(self) -> list[str]:
        """The indexes the queries need, created where missing. FalkorDB can hang on a fresh graph's index builds
        (a lock-order deadlock reported upstream, FalkorDB#2129: seen here once in about sixty fresh graphs, the
        server alive and answering nothing). Index statements wait at most :data:`SCHEMA_TIMEOUT_S`; an embedded
        server that hangs is stopped with SIGKILL and started again from its log (every acknowledged write is
        fsynced there), and the missing indexes are created once more."""
        try:
            return self._schema()
        except self._redis_errors.TimeoutError as exc:
            if self.server is None:
                raise StoreUnavailable(
                    f"{self.location}: FalkorDB did not answer an index statement within {SCHEMA_TIMEOUT_S:g} s"
                ) from exc
            logger.warning(
                "the embedded graph server hung creating indexes; restarting it",
                extra={"fields": {"socket": str(self.server.socket_path)}},
            )
            self._restart_hung_server()
        try:
            return self._schema()
        except self._redis_errors.TimeoutError as exc:
            raise StoreUnavailable(
                f"{self.location}: FalkorDB hung creating indexes twice, the second time on a restarted server"
            ) from exc

    def _schema(self) -> list[str]:
        from falkordb import FalkorDB

        client = FalkorDB(**self._address, socket_timeout=SCHEMA_TIMEOUT_S)
        try:
            graph = client.select_graph(self.graph_name)
            existing = set()
            try:
                res = graph.ro_query("CALL db.indexes() YIELD label, properties RETURN label, properties")
                for label, props in res.result_set:
                    for p in props:
                        existing.add((label, p))
            except self._redis_errors.ResponseError:
                pass  # empty graph: no index catalogue yet
            wanted = [
                ((label, prop), f"(n:{label})", f"n.{prop}", f"{label}.{prop}")
                for label, prop in NODE_KEYS + EXTRA_INDEXES
            ]
            wanted += [
                ((rtype, "source"), f"()-[r:{rtype}]-()", "r.source", f"{rtype}.source")
                for rtype in SOURCED_RELATIONSHIPS
            ]
            created = []
            for key, pattern, prop, name in wanted:
                if key in existing:
                    continue
                try:
                    graph.query(f"CREATE INDEX FOR {pattern} ON ({prop})")
                    created.append(name)
                except self._redis_errors.ResponseError as exc:
                    if "already indexed" not in str(exc):
                        raise QueryError(f"creating index {name}: {exc}") from exc
                # FalkorDB populates a new index in the background under the graph's write lock: the next
                # statement waits for it instead of racing its population
                self._wait_for_indexes(graph=graph)
            return created
        finally:
            client.connection.close()

    def _restart_hung_server(self) -> None:
        """SIGKILL the embedded server that stopped answering, start it again from its append-only log, and
        connect anew."""
        from falkordb import FalkorDB

        assert self.server is not None
        self.server.kill()
        try:
            self.db.connection.close()
        except Exception:  # noqa: BLE001 - the old connections are to a dead server
            logger.debug("closing the hung server's connections failed", exc_info=True)
        self.server.ensure_running()
        self.db = FalkorDB(**self._address, **self._deadline())
        self.graph = self.db.select_graph(self.graph_name)

    # -- vectors: FalkorDB's HNSW index over vecf32 properties --------------------------------------
    def _has_vector_index(self, label: str, prop: str) -> bool:
        try:
            res = self.graph.ro_query(
                "CALL db.indexes() YIELD label, properties, types RETURN label, properties, types"
            )
        except self._redis_errors.ResponseError:
            return False  # empty graph: no index catalogue yet
        return any(
            lab == label and prop in props and "VECTOR" in (types or {}).get(prop, [])
            for lab, props, types in res.result_set
        )

    def ensure_vector_index(self, label: str, prop: str, dimension: int) -> bool:
        identifiers(label, prop)
        if self._has_vector_index(label, prop):
            return False
        self._call(
            self.graph.query,
            f"CREATE VECTOR INDEX FOR (n:{label}) ON (n.{prop}) "
            f"OPTIONS {{dimension: {int(dimension)}, similarityFunction: 'cosine'}}",
            {},
            self.query_timeout_s,
            "vector index",
        )
        self._wait_for_indexes()
        return True

    def write_vectors(self, label: str, key: str, prop: str, rows) -> int:
        # FalkorDB 4's HNSW index does not follow updates: a vector SET over an existing one may keep the old
        # value, and after a REMOVE + SET (or any SET on the node) the index answers with stale neighbours. So existing vectors are
        # removed first, and when any was replaced the index is dropped and rebuilt from the properties
        # (about 2.5 s per 3,000 vectors); vectors of new nodes are added to the live index as they come.
        identifiers(label, key, prop)
        remove = (
            f"UNWIND $keys AS k MATCH (n:{label} {{{key}: k}}) WHERE n.{prop} IS NOT NULL "
            f"REMOVE n.{prop} RETURN count(n) AS n"
        )
        write = (
            f"UNWIND $rows AS r MERGE (n:{label} {{{key}: r.key}}) SET n.{prop} = vecf32(r.vector) RETURN count(n) AS n"
        )
        written = replaced = 0
        run = self._reader(False)
        for i in range(0, len(rows), 500):
            batch = list(rows[i : i + 500])
            replaced += self._call(
                run, remove, {"keys": [r["key"] for r in batch]}, self.query_timeout_s, "write vectors"
            )[0]["n"]
            written += self._call(run, write, {"rows": batch}, self.query_timeout_s, "write vectors")[0]["n"]
        if replaced:
            dimension = len(rows[0]["vector"])
            self._call(
                self.graph.query,
                f"DROP VECTOR INDEX FOR (n:{label}) ON (n.{prop})",
                {},
                self.query_timeout_s,
                "vector index",
            )
            deadline = time.monotonic() + 60
            while self._has_vector_index(label, prop) and time.monotonic() < deadline:
                time.sleep(0.05)  # the drop completes in the background
            self.ensure_vector_index(label, prop, dimension)
        return written

    def _wait_for_indexes(self, timeout_s: float = 600.0, graph: Any = None) -> None:
        """Index builds run in the background; queries against one still under construction fail."""
        deadline = time.monotonic() + timeout_s
        graph = graph if graph is not None else self.graph
        while time.monotonic() < deadline:
            statuses = graph.ro_query("CALL db.indexes() YIELD status RETURN status").result_set
            if all(s[0] == "OPERATIONAL" for s in statuses):
                return
            time.sleep(0.05)
        raise StoreUnavailable(f"FalkorDB indexes still under construction after {timeout_s:.0f}s")

    def vector_neighbours(self, label: str, key: str, prop: str, vector, k: int) -> list[tuple[str, float]]:
        identifiers(label, key, prop)
        text = (
            f"CALL db.idx.vector.queryNodes('{label}', '{prop}', $k, vecf32($vector)) YIELD node, score "
            f"RETURN node.{key} AS key, score ORDER BY score, key"
        )
        rows = self._call(
            self._reader(True),
            text,
            {"k": int(k), "vector": [float(x) for x in vector]},
            self.query_timeout_s,
            "vector neighbours",
        )
        # FalkorDB's score for a cosine index is the cosine distance: similarity = 1 - distance.
        return [(r["key"], 1.0 - float(r["score"])) for r in rows]

    def health(self, _again: bool = True) -> dict[str, Any]:
        try:
            info = self.db.connection.info("server")
            modules = self.db.connection.execute_command("MODULE", "LIST")
        except (self._redis_errors.ConnectionError, OSError) as exc:
            error = StoreUnavailable(f"FalkorDB is not reachable: {exc}")
            if _again and self.server is not None and self._revive(self.server.went_away("answering", exc)):
                return self.health(_again=False)
            raise error from exc
        version = next((m[3] for m in modules if m[1] == b"graph" or m[1] == "graph"), None)
        state = {
            "backend": self.backend,
            "location": self.location,
            "graph": self.graph_name,
            "redis_version": info.get("redis_version"),
            "falkordb_module_version": version,
            "ok": True,
        }
        if self.server is not None:
            try:
                state["persistence"] = self.server.persistence()
            except (self._redis_errors.ConnectionError, OSError) as exc:
                raise self.server.went_away("reading its persistence state", exc) from exc
        return state

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
