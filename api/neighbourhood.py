"""Graph neighbourhoods with stable ids, drawable as they are (nodes + edges).

Breadth-first, the frontier of each hop grouped by label and expanded by that label's named query
(traverse.expand_concepts, traverse.expand_facts, traverse.expand_filings, …), so every lookup is an indexed one
and no engine-internal id is ever used or returned. The engine returns at most the
request's node limit (plus a margin) per expanded node and relationship group, chosen there (the focus filing
first), so the work of one request does not grow with the number of filings; groups shown in part are reported
in ``omitted`` with their counts.
"""

from __future__ import annotations

import threading
from typing import Any

import orjson
from pydantic_core import to_json

from auditgraph.api.models import GraphOut
from auditgraph.api.neighbourhood_groups import FRONTIER_PARAM, LABEL_RANK, Group, groups, label_of
from auditgraph.api.neighbourhood_memo import LRU, TraversalMemo, memo_node, props_key
from auditgraph.errors import NotFound
from auditgraph.store.base import GraphStore

RELATIONSHIP_TYPES: tuple[str, ...] = (
    "ABOUT",
    "ALL",
    "DIMENSION_DEFAULT",
    "DIMENSION_DOMAIN",
    "DOMAIN_MEMBER",
    "EVIDENCE",
    "FILED",
    "HAS_MEMBER",
    "HYPERCUBE_DIMENSION",
    "INSTANCE_OF",
    "IN_CONTEXT",
    "MEASURED_IN",
    "NOT_ALL",
    "PARENT_CHILD",
    "REPORTS",
    "SUMMATION_ITEM",
)
MAX_HOPS = 3
MAX_NODES = 500


class NeighbourhoodCache:
    """LRU of neighbourhoods keyed by the graph's revision stamp and the request.

    Every completed write (ingest, unload, findings) bumps the revision, so a cached answer is exactly what
    the query would return now; reading the stamp is one indexed lookup. ``maxsize=0`` turns caching off.
    """

    def __init__(self, maxsize: int = 256) -> None:
        self.maxsize = maxsize
        self._answers = LRU(maxsize)
        self.hits = self.misses = 0
        self.memo = TraversalMemo(maxsize=max(16 * maxsize, 1)) if maxsize > 0 else None

    def get_or_compute(self, store: GraphStore, node: str, hops: int, limit: int, types: list[str]) -> GraphOut:
        entry = self._entry(store, node, hops, limit, types)
        if entry[1] is None:
            entry[1] = GraphOut.model_validate_json(entry[0])
        return entry[1]

    def get_json(self, store: GraphStore, node: str, hops: int, limit: int, types: list[str]) -> bytes:
        """The neighbourhood as the JSON the API sends, encoded in the calling worker thread and once per cached
        answer (left to FastAPI, ~200 nodes were encoded on the server's event loop for every request, a cache hit
        included), from the plain answer by :func:`encode_answer`: the bytes GraphOut's serializer writes
        (``tests/integration/test_neighbourhood_json.py``), without building ~500 models per answer first."""
        return self._entry(store, node, hops, limit, types)[0]

    def _entry(self, store: GraphStore, node: str, hops: int, limit: int, types: list[str]) -> list[Any]:
        """[the answer's JSON, its GraphOut or None]. An answer is kept as its bytes only: the plain data it was
        encoded from would keep ~500 dicts and lists per answer alive for the cyclic garbage collector to walk on
        every full collection (measured: half of the server's tracked objects, and a 145 ms pause per full
        collection with a full cache)."""
        if self.maxsize <= 0:
            return [encode_answer(neighbourhood_data(store, node, hops=hops, limit=limit, types=types)), None]
        revision = store.revision()
        key = (revision, node, hops, limit, tuple(sorted(types)))
        cached = self._answers.get(key)
        if cached is not None:
            self.hits += 1
            return cached
        result = neighbourhood_data(store, node, hops=hops, limit=limit, types=types, memo=self.memo, revision=revision)
        self.misses += 1
        entry = [encode_answer(result), None]  # two threads may both compute a new answer: the same bytes
        self._answers.put(key, entry)
        return entry


def encode_answer(data: dict[str, Any]) -> bytes:
    """A neighbourhood's plain data as the JSON GraphOut's serializer writes for it: by orjson, which writes the same
    bytes for these values (strings, numbers, booleans, null, lists, string-keyed maps; NaN and infinities as null,
    as GraphOut does) in half pydantic's time (the encoding was a fifth of the server's interpreter time per cold
    request over HTTP); by pydantic's for what orjson refuses (an integer beyond 64 bits)."""
    try:
        return orjson.dumps(data)
    except TypeError:
        return to_json(data, inf_nan_mode="null")


def visible(store: GraphStore) -> tuple[list[str], list[str]]:
    """(complete filing accessions, every visible relationship source: those plus complete taxonomies)."""
    rows = store.run("tools.visible_sources")
    complete = sorted(r["name"] for r in rows if r["kind"] == "filing")
    return complete, sorted(r["name"] for r in rows)


# Rows the engine returns at most per expanded node and relationship group is the request's node limit plus
# this margin (room for edges between kept nodes); a group's size is counted up to COUNT_LIMIT.
GROUP_MARGIN = 10
COUNT_LIMIT = 1000


class _Traversal:
    """The two reads a neighbourhood needs, with or without a memo."""

    def __init__(
        self,
        store: GraphStore,
        memo: TraversalMemo | None,
        revision: int | None,
        types: list[str],
        focus: str | None,
        cap: int,
    ) -> None:
        self.store, self.memo, self.revision = store, memo, revision
        self.types, self.focus, self.cap = sorted(types), focus, cap
        # memo keys are strings, which the cyclic garbage collector never tracks (a tuple key is walked once)
        self._prefix = f"{revision}\x1f{cap}\x1f{focus}\x1f{','.join(self.types)}\x1f"

    def _key(self, node: str) -> str:
        return self._prefix + node

    def expand(self, frontier: list[tuple[str, list[str]]]) -> dict[str, list[Group]]:
        """Each frontier node's relationship groups (the order is part of the result's determinism)."""
        out: dict[str, list[Group]] = {}
        todo: list[tuple[str, list[str]]] = []
        waiting: list[tuple[str, list[str], threading.Event]] = []
        for key, labels in frontier:
            memo_key = self._key(key)
            cached = self.memo.rows.get(memo_key) if self.memo else None
            if cached is not None:
                out[key] = cached
                continue
            event = self.memo.inflight.claim(memo_key) if self.memo else None
            if event is None:
                todo.append((key, labels))
            else:
                waiting.append((key, labels, event))
        if todo:
            try:
                out.update(self._fetch(todo))
            finally:
                if self.memo:
                    for key, _ in todo:
                        self.memo.inflight.release(self._key(key))
        late = []
        for key, labels, event in waiting:
            event.wait(timeout=30)
            cached = self.memo.rows.get(self._key(key)) if self.memo else None
            if cached is not None:
                out[key] = cached
            else:  # the computing request failed or the entry was evicted: read it here
                late.append((key, labels))
        if late:
            out.update(self._fetch(late))
        return out

    def _fetch(self, items: list[tuple[str, list[str]]]) -> dict[str, list[Group]]:
        params = _by_label(items)
        concepts = params.pop("concepts")
        fetched: dict[str, list[dict[str, Any]]] = {key: [] for key, _ in items}
        rows: list[dict[str, Any]] = []
        if concepts:
            rows += self.store.run(
                "traverse.expand_concepts",
                {
                    "concepts": concepts,
                    "types": self.types,
                    "limit": self.cap,
                    "count_limit": COUNT_LIMIT,
                    "focus": self.focus,
                },
            )
        for param, keys in params.items():  # one query per label present (traverse.expand_facts says why)
            if keys:
                rows += self.store.run(
                    f"traverse.expand_{param}", {"keys": keys, "types": self.types, "limit": self.cap}
                )
        for row in rows:
            fetched[row["source_key"]].append(row)
        out = {}
        for key, rows in fetched.items():
            out[key] = groups(key, rows, self.cap, COUNT_LIMIT)
            if self.memo:
                self.memo.rows.put(self._key(key), out[key])
        return out

    def properties(self, items: list[tuple[str, list[str]]]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        todo = []
        found = (
            self.memo.props.get_many([props_key(self.revision, key) for key, _ in items])
            if self.memo
            else [None] * len(items)
        )
        for (key, labels), cached in zip(items, found):
            if cached is not None:
                out[key] = cached[1]
            else:
                todo.append((key, labels))
        if todo:
            rows = self.store.run("traverse.nodes", _by_label(todo))
            for r in rows:
                out[r["node_key"]] = r["properties"]
            if self.memo:
                self.memo.props.put_many([(props_key(self.revision, r["node_key"]), memo_node(r)) for r in rows])
        return out


def focus_filing(labels: list[str], key: str, properties: dict[str, Any]) -> str | None:
    """The filing a neighbourhood is about: the requested filing, or the filing of the requested fact, context,
    unit or finding; None for a concept, role, company or taxonomy."""
    label = label_of(labels)
    if label == "Filing":
        return key
    if label in ("Fact", "Context", "Unit", "Finding"):
        return properties.get("filing")
    return None


def neighbourhood(
    store: GraphStore,
    node: str,
    *,
    hops: int = 1,
    limit: int = 100,
    types: list[str] | None = None,
    memo: TraversalMemo | None = None,
    revision: int | None = None,
) -> GraphOut:
    """:func:`neighbourhood_data` as a GraphOut."""
    return GraphOut.model_validate(
        neighbourhood_data(store, node, hops=hops, limit=limit, types=types, memo=memo, revision=revision)
    )


def neighbourhood_data(
    store: GraphStore,
    node: str,
    *,
    hops: int = 1,
    limit: int = 100,
    types: list[str] | None = None,
    memo: TraversalMemo | None = None,
    revision: int | None = None,
) -> dict[str, Any]:
    """The neighbourhood as plain data in GraphOut's shape (its fields in its order). Breadth first from ``node``.
    Each hop takes the frontier's neighbours round-robin over its (node, relationship type, direction) groups —
    frontier nodes in label then key order, groups in type then direction order, each group in the order
    traverse.expand_* defines (the focus filing first) — until ``limit`` nodes are kept; edges to nodes already kept
    are always added. ``memo`` reuses one-hop expansions keyed by the graph
    ``revision`` (read here when not given)."""
    hops = max(1, min(hops, MAX_HOPS))
    limit = max(1, min(limit, MAX_NODES))
    if memo is not None and revision is None:
        revision = store.revision()
    # A node some earlier request of this revision kept is visible (it was reached through traverse.expand_*, which
    # reads only visible nodes) and its labels and properties are in the memo: no lookup.
    known = memo.props.get(props_key(revision, node)) if memo is not None else None
    if known is not None:
        start = {"labels": list(known[0]), "properties": known[1]}
    else:
        found = store.run("traverse.node", {"node": node})
        if not found:
            raise NotFound(
                f"no node with key '{node}' (use a Fact key, Concept QName, Filing accession, Context or "
                "Unit key, Role URI, Finding id, Company CIK or Taxonomy name of a loaded filing)",
                node=node,
            )
        start = found[0]["node"]
    # Each group contributes at most what the request can keep plus room for edges between kept nodes.
    cap = limit + GROUP_MARGIN
    focus = focus_filing(start["labels"], node, start["properties"])
    walk = _Traversal(store, memo, revision, list(types or []), focus, cap)
    labels: dict[str, list[str]] = {node: start["labels"]}  # kept nodes, in discovery order
    edges: dict[str, dict[str, Any]] = {}  # GraphEdge's fields
    frontier: list[tuple[str, list[str]]] = [(node, start["labels"])]
    truncated = False
    omitted: list[dict[str, Any]] = []  # GraphOmission's fields
    for _ in range(hops):
        if not frontier:
            break
        expanded = walk.expand(frontier)
        nxt: list[tuple[str, list[str]]] = []
        # Frontier nodes in label-branch order, then by key: the same order whatever the memo holds.
        ordered = sorted(frontier, key=lambda kl: (LABEL_RANK.get(label_of(kl[1]) or "Fact", 0), kl[0]))
        streams = [(key, g) for key, _ in ordered for g in expanded.get(key, [])]
        shown = [0] * len(streams)
        # Round-robin: the i-th row of every group, then the next; a group is dropped from the round once it has
        # none left (groups differ in length by hundreds: a concept's facts against a context's few).
        active = [s for s, (_, g) in enumerate(streams) if g.keys]
        lengths = [len(g.keys) for _, g in streams]
        full = len(labels) >= limit
        i = 0
        while active:
            for s in active:
                key, g = streams[s]
                oid = g.keys[i]
                if oid not in labels:
                    if full:
                        truncated = True
                        continue
                    ls = g.labels[i]
                    labels[oid] = ls
                    nxt.append((oid, ls))
                    full = len(labels) >= limit
                eid = g.edges[i]
                if eid not in edges:
                    source, target = (key, oid) if g.outgoing else (oid, key)
                    rel = g.rels[i]
                    edges[eid] = {
                        "id": eid,
                        "type": g.type,
                        "source": source,
                        "target": target,
                        "properties": dict(rel) if rel else {},
                    }
                shown[s] += 1
            i += 1
            active = [s for s in active if lengths[s] > i]
        for s, (key, g) in enumerate(streams):
            if g.total is None or shown[s] < g.total:
                truncated = True
                omitted.append(
                    {
                        "node": key,
                        "type": g.type,
                        "direction": "out" if g.outgoing else "in",
                        "shown": shown[s],
                        "total": g.total,
                        "at_least": g.at_least,
                    }
                )
        frontier = nxt
    # Properties only for the nodes kept (fetching them with every expanded row costs more than the query).
    props_of = {node: start["properties"]}
    others = [(k, ls) for k, ls in labels.items() if k != node]
    if others:
        props_of.update(walk.properties(others))
    nodes = [{"id": k, "labels": ls, "properties": _shown(props_of.get(k, {}))} for k, ls in labels.items()]
    return {
        "center": node,
        "hops": hops,
        "nodes": nodes,
        "edges": [edges[e] for e in sorted(edges)],
        "truncated": truncated,
        "omitted": omitted,
    }


# A concept's search vector (384 floats, DESIGN §6b) says nothing to a person looking at the graph.
_HIDDEN_PROPERTIES = frozenset({"embedding"})


def _shown(properties: dict[str, Any]) -> dict[str, Any]:
    if "embedding" not in properties:  # the one hidden property (a dict lookup: cheaper than a set operation)
        return properties
    return {k: v for k, v in properties.items() if k not in _HIDDEN_PROPERTIES}


def _by_label(items: list[tuple[str, list[str]]]) -> dict[str, Any]:
    params: dict[str, Any] = {p: [] for p in FRONTIER_PARAM.values()}
    for key, labels in items:
        params[FRONTIER_PARAM[label_of(labels)]].append(key)  # type: ignore[index]
    return params
