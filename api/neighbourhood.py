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


class NeighbourhoodCache:
    """LRU of neighbourhoods keyed by the graph's revision stamp and the request.

    Every completed write (ingest, unload, findings) bumps the revision, so a cached answer is exactly what
    the query would return now; reading the stamp is one indexed lookup. ``maxsize=0`` turns caching off.
    """

    def __init__(self, maxsize: int = 256) -> None:
        self.maxsize = maxsize
        self._items: OrderedDict[tuple, GraphOut] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get_or_compute(self, store: GraphStore, node: str, hops: int, limit: int, types: list[str]) -> GraphOut:
        if self.maxsize <= 0:
            return neighbourhood(store, node, hops=hops, limit=limit, types=types)
        key = (store.revision(), node, hops, limit, tuple(sorted(types)))
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                self.hits += 1
                return self._items[key]
        result = neighbourhood(store, node, hops=hops, limit=limit, types=types)
        with self._lock:
            self.misses += 1
            self._items[key] = result
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)
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


def neighbourhood(store: GraphStore, node: str, *, hops: int = 1, limit: int = 100,
                  types: list[str] | None = None) -> GraphOut:
    hops = max(1, min(hops, MAX_HOPS))
    limit = max(1, min(limit, MAX_NODES))
    complete, sources = visible(store)
    found = store.run("traverse.node", {"node": node, "complete": complete})
    if not found:
        raise NotFound(f"no node with key '{node}' (use a Fact key, Concept QName, Filing accession, Context or "
                       "Unit key, Role URI, Finding id, Company CIK or Taxonomy name of a loaded filing)", node=node)
    start = found[0]["node"]
    labels: dict[str, list[str]] = {node: start["labels"]}  # kept nodes, in discovery order
    edges: dict[str, GraphEdge] = {}
    frontier: list[tuple[str, list[str]]] = [(node, start["labels"])]
    truncated = False
    for _ in range(hops):
        if not frontier:
            break
        # Each branch of traverse.expand is capped at what can still be kept (plus room for edges to nodes
        # already kept); a cap that is hit means the neighbourhood was cut.
        branch_cap = (limit - len(labels)) + len(labels) + 10
        params = _by_label(frontier)
        params.update(types=sorted(types or []), sources=sources, complete=complete, limit=branch_cap)
        rows = store.run("traverse.expand", params)
        nxt: list[tuple[str, list[str]]] = []
        for row in rows:
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
        if _branch_capped(rows, frontier, branch_cap):
            truncated = True
        frontier = nxt
    # Properties only for the nodes kept (fetching them with every expanded row costs more than the query).
    props_of = {node: start["properties"]}
    others = [(k, ls) for k, ls in labels.items() if k != node]
    if others:
        for r in store.run("traverse.nodes", _by_label(others)):
            props_of[r["node_key"]] = r["properties"]
    nodes = [GraphNode(id=k, labels=ls, properties=props_of.get(k, {})) for k, ls in labels.items()]
    return GraphOut(center=node, hops=hops, nodes=nodes, edges=sorted(edges.values(), key=lambda e: e.id),
                    truncated=truncated)


def _label(labels: list[str]) -> str | None:
    return next((label for label in KEY_PROPERTY if label in labels), None)


def _by_label(items: list[tuple[str, list[str]]]) -> dict[str, Any]:
    params: dict[str, Any] = {p: [] for p in FRONTIER_PARAM.values()}
    for key, labels in items:
        params[FRONTIER_PARAM[_label(labels)]].append(key)  # type: ignore[index]
    return params


def _branch_capped(rows: list[dict[str, Any]], frontier: list[tuple[str, list[str]]], cap: int) -> bool:
    """Whether some label's branch returned exactly its cap of rows (so more were left out)."""
    label_of = {key: _label(labels) for key, labels in frontier}
    counts: dict[str | None, int] = {}
    for row in rows:
        label = label_of.get(row["source_key"])
        counts[label] = counts.get(label, 0) + 1
    return any(n >= cap for n in counts.values())
