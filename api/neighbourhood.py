"""Graph neighbourhoods with stable ids, drawable as they are (nodes + edges).

Breadth-first, one named query per hop (traverse.expand) with the frontier grouped by label, so every
lookup is an indexed one and no engine-internal id is ever used or returned.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from auditgraph.api.models import GraphEdge, GraphNode, GraphOut
from auditgraph.errors import NotFound
from auditgraph.store.base import GraphStore

# The stable key of each label, and the traverse.expand parameter that carries a frontier of that label.
KEY_PROPERTY: dict[str, str] = {
    "Fact": "key", "Concept": "qname", "Filing": "accession", "Context": "key", "Unit": "key", "Role": "uri",
    "Finding": "id", "Company": "cik", "Taxonomy": "name",
}
FRONTIER_PARAM: dict[str, str] = {
    "Fact": "facts", "Concept": "concepts", "Filing": "filings", "Context": "contexts", "Unit": "units",
    "Role": "roles", "Finding": "findings", "Company": "companies", "Taxonomy": "taxonomies",
}
RELATIONSHIP_TYPES: tuple[str, ...] = (
    "ABOUT", "ALL", "DIMENSION_DEFAULT", "DIMENSION_DOMAIN", "DOMAIN_MEMBER", "EVIDENCE", "FILED", "HAS_MEMBER",
    "HYPERCUBE_DIMENSION", "INSTANCE_OF", "IN_CONTEXT", "MEASURED_IN", "NOT_ALL", "PARENT_CHILD", "REPORTS",
    "SUMMATION_ITEM",
)
# Relationship properties that tell parallel relationships between the same two nodes apart.
_EDGE_IDENTITY = ("source", "role", "axis", "order", "preferred_label")
MAX_HOPS = 3
MAX_NODES = 500


class LRU:
    """A small thread-safe least-recently-used map (the API serves requests from a thread pool)."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._items: OrderedDict[tuple, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> Any:
        with self._lock:
            if key not in self._items:
                return None
            self._items.move_to_end(key)
            return self._items[key]

    def put(self, key: tuple, value: Any) -> None:
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)


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
        if self.maxsize <= 0:
            return neighbourhood(store, node, hops=hops, limit=limit, types=types)
        revision = store.revision()
        key = (revision, node, hops, limit, tuple(sorted(types)))
        cached = self._answers.get(key)
        if cached is not None:
            self.hits += 1
            return cached
        result = neighbourhood(store, node, hops=hops, limit=limit, types=types, memo=self.memo, revision=revision)
        self.misses += 1
        self._answers.put(key, result)
        return result


def edge_id(rtype: str, source: str, target: str, props: dict[str, Any]) -> str:
    parts = [rtype, source, target]
    parts += [f"{k}={props[k]}" for k in _EDGE_IDENTITY if props.get(k) not in (None, "")]
    return "|".join(parts)


def visible(store: GraphStore) -> tuple[list[str], list[str]]:
    """(complete filing accessions, every visible relationship source: those plus complete taxonomies)."""
    rows = store.run("tools.visible_sources")
    complete = sorted(r["name"] for r in rows if r["kind"] == "filing")
    return complete, sorted(r["name"] for r in rows)


# Rows per branch the engine may return at most (a safety bound for nodes of extreme degree); within it, each
# node's relationships are sorted here and cut to what the request can keep.
BRANCH_SAFETY_ROWS = 5000


def _row_order(row: dict[str, Any]) -> tuple:
    rel = row["rel"] or {}
    return (row["type"], not row["outgoing"], str(row["node_key"]), str(rel.get("source") or ""),
            str(rel.get("role") or ""), float(rel.get("order") or 0), str(rel.get("preferred_label") or ""),
            str(rel.get("axis") or ""))


class TraversalMemo:
    """One-hop expansions and node properties, memoised per graph revision.

    Hubs (a filing, a unit, a popular concept) recur in many neighbourhoods; their expansion is computed once per
    revision and reused, so a neighbourhood of a node never asked before only queries what is new to it.
    """

    def __init__(self, maxsize: int = 4096) -> None:
        self.rows = LRU(maxsize)  # (revision, node key, types) -> sorted rows
        self.props = LRU(maxsize)  # (revision, node key) -> properties


class _Traversal:
    """The two reads a neighbourhood needs, with or without a memo."""

    def __init__(self, store: GraphStore, memo: TraversalMemo | None, revision: int | None, types: list[str]) -> None:
        self.store, self.memo, self.revision = store, memo, revision
        self.types = sorted(types)

    def expand(self, frontier: list[tuple[str, list[str]]]) -> dict[str, list[dict[str, Any]]]:
        """Each frontier node's relationships, sorted (the order is part of the result's determinism)."""
        out: dict[str, list[dict[str, Any]]] = {}
        todo: list[tuple[str, list[str]]] = []
        for key, labels in frontier:
            cached = self.memo.rows.get((self.revision, key, tuple(self.types))) if self.memo else None
            if cached is not None:
                out[key] = cached
            else:
                todo.append((key, labels))
        if todo:
            params = _by_label(todo)
            params.update(types=self.types, limit=BRANCH_SAFETY_ROWS)
            fetched: dict[str, list[dict[str, Any]]] = {key: [] for key, _ in todo}
            for row in self.store.run("traverse.expand", params):
                fetched[row["source_key"]].append(row)
            for key, rows in fetched.items():
                rows.sort(key=_row_order)
                out[key] = rows
                if self.memo:
                    self.memo.rows.put((self.revision, key, tuple(self.types)), rows)
        return out

    def properties(self, items: list[tuple[str, list[str]]]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        todo = []
        for key, labels in items:
            cached = self.memo.props.get((self.revision, key)) if self.memo else None
            if cached is not None:
                out[key] = cached
            else:
                todo.append((key, labels))
        if todo:
            for r in self.store.run("traverse.nodes", _by_label(todo)):
                out[r["node_key"]] = r["properties"]
                if self.memo:
                    self.memo.props.put((self.revision, r["node_key"]), r["properties"])
        return out


def neighbourhood(store: GraphStore, node: str, *, hops: int = 1, limit: int = 100,
                  types: list[str] | None = None, memo: TraversalMemo | None = None,
                  revision: int | None = None) -> GraphOut:
    """``memo`` reuses one-hop expansions keyed by the graph ``revision`` (read here when not given)."""
    hops = max(1, min(hops, MAX_HOPS))
    limit = max(1, min(limit, MAX_NODES))
    found = store.run("traverse.node", {"node": node})
    if not found:
        raise NotFound(f"no node with key '{node}' (use a Fact key, Concept QName, Filing accession, Context or "
                       "Unit key, Role URI, Finding id, Company CIK or Taxonomy name of a loaded filing)", node=node)
    start = found[0]["node"]
    if memo is not None and revision is None:
        revision = store.revision()
    walk = _Traversal(store, memo, revision, list(types or []))
    labels: dict[str, list[str]] = {node: start["labels"]}  # kept nodes, in discovery order
    edges: dict[str, GraphEdge] = {}
    frontier: list[tuple[str, list[str]]] = [(node, start["labels"])]
    truncated = False
    # Each node contributes at most what the request can keep plus room for edges between kept nodes.
    per_node_cap = limit + 10
    for _ in range(hops):
        if not frontier:
            break
        expanded = walk.expand(frontier)
        nxt: list[tuple[str, list[str]]] = []
        # Frontier nodes in label-branch order, then by key: the same order whatever the memo holds.
        for key, _labels in sorted(frontier, key=lambda kl: (list(KEY_PROPERTY).index(_label(kl[1]) or "Fact"), kl[0])):
            rows = expanded.get(key, [])
            if len(rows) > per_node_cap or len(rows) >= BRANCH_SAFETY_ROWS:
                truncated = True
            for row in rows[:per_node_cap]:
                oid = row["node_key"]
                if oid is None or _label(row["labels"]) is None:
                    continue
                if oid not in labels:
                    if len(labels) >= limit:
                        truncated = True
                        continue
                    labels[oid] = row["labels"]
                    nxt.append((oid, row["labels"]))
                source, target = (row["source_key"], oid) if row["outgoing"] else (oid, row["source_key"])
                props = dict(row["rel"] or {})
                eid = edge_id(row["type"], source, target, props)
                edges.setdefault(eid, GraphEdge(id=eid, type=row["type"], source=source, target=target, properties=props))
        frontier = nxt
    # Properties only for the nodes kept (fetching them with every expanded row costs more than the query).
    props_of = {node: start["properties"]}
    others = [(k, ls) for k, ls in labels.items() if k != node]
    if others:
        props_of.update(walk.properties(others))
    nodes = [GraphNode(id=k, labels=ls, properties=_shown(props_of.get(k, {}))) for k, ls in labels.items()]
    return GraphOut(center=node, hops=hops, nodes=nodes, edges=sorted(edges.values(), key=lambda e: e.id),
                    truncated=truncated)


# A concept's search vector (384 floats, DESIGN §6b) says nothing to a person looking at the graph.
_HIDDEN_PROPERTIES = frozenset({"embedding"})


def _shown(properties: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in properties.items() if k not in _HIDDEN_PROPERTIES}


def _label(labels: list[str]) -> str | None:
    return next((label for label in KEY_PROPERTY if label in labels), None)


def _by_label(items: list[tuple[str, list[str]]]) -> dict[str, Any]:
    params: dict[str, Any] = {p: [] for p in FRONTIER_PARAM.values()}
    for key, labels in items:
        params[FRONTIER_PARAM[_label(labels)]].append(key)  # type: ignore[index]
    return params
