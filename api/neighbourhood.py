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
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

import orjson
from pydantic_core import to_json

from auditgraph.api.models import GraphOut
from auditgraph.errors import NotFound
from auditgraph.store.base import GraphStore

# The stable key of each label, and the traverse.nodes parameter that carries a frontier of that label (its
# traverse.expand_* query is named after it).
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
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        with self._lock:
            if key not in self._items:
                return None
            self._items.move_to_end(key)
            return self._items[key]

    def get_many(self, keys: list[Hashable]) -> list[Any]:
        """:meth:`get` of each key (None where absent), under one taking of the lock."""
        items, out = self._items, []
        with self._lock:
            for key in keys:
                value = items.get(key)
                if value is not None:
                    items.move_to_end(key)
                out.append(value)
        return out

    def put(self, key: Hashable, value: Any) -> None:
        self.put_many([(key, value)])

    def put_many(self, pairs: list[tuple[Hashable, Any]]) -> None:
        with self._lock:
            for key, value in pairs:
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
        entry = self._entry(store, node, hops, limit, types)
        if entry[1] is None:
            entry[1] = GraphOut.model_validate_json(entry[0])
        return entry[1]

    def get_json(self, store: GraphStore, node: str, hops: int, limit: int, types: list[str]) -> bytes:
        """The neighbourhood as the JSON the API sends, encoded in the calling worker thread and once per cached
        answer (left to FastAPI, ~200 nodes were encoded on the server's event loop for every request, a cache hit
        included), from the plain answer by pydantic's own serializer: the bytes GraphOut's serializer writes
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
        result = neighbourhood_data(store, node, hops=hops, limit=limit, types=types, memo=self.memo,
                                    revision=revision)
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


def edge_id(rtype: str, source: str, target: str, props: dict[str, Any]) -> str:
    if not props:  # most edges (a fact's INSTANCE_OF, IN_CONTEXT, MEASURED_IN, REPORTS) have no properties
        return f"{rtype}|{source}|{target}"
    parts = [rtype, source, target]
    parts += [f"{k}={props[k]}" for k in _EDGE_IDENTITY if props.get(k) not in (None, "")]
    return "|".join(parts)


def visible(store: GraphStore) -> tuple[list[str], list[str]]:
    """(complete filing accessions, every visible relationship source: those plus complete taxonomies)."""
    rows = store.run("tools.visible_sources")
    complete = sorted(r["name"] for r in rows if r["kind"] == "filing")
    return complete, sorted(r["name"] for r in rows)


# Rows the engine returns at most per expanded node and relationship group is the request's node limit plus
# this margin (room for edges between kept nodes); a group's size is counted up to COUNT_LIMIT.
GROUP_MARGIN = 10
COUNT_LIMIT = 1000


def _identity(node_key: Any, rel: dict[str, Any] | None) -> tuple:
    rel = rel or {}
    return (str(node_key), str(rel.get("source") or ""), str(rel.get("role") or ""), float(rel.get("order") or 0),
            str(rel.get("preferred_label") or ""), str(rel.get("axis") or ""), float(rel.get("position") or 0))


class Group:
    """One (relationship type, direction) group of a node and its counted size; its neighbours in answer order as
    parallel lists: node keys, labels, edge ids, relationship properties (None for none). Lists of strings, shared
    label tuples and atom-only dicts, not a tuple per neighbour: a memoised group is then a handful of objects for
    the cyclic garbage collector, not thousands (each young collection stops every request's thread, and walked
    ~20,000 memoised rows at a time)."""

    __slots__ = ("type", "outgoing", "keys", "labels", "edges", "rels", "total", "at_least")

    def __init__(self, rtype: str, outgoing: bool) -> None:
        self.type, self.outgoing = rtype, outgoing
        self.keys: list[str] = []
        self.labels: list[tuple[str, ...]] = []
        self.edges: list[str] = []
        self.rels: list[dict[str, Any] | None] = []
        self.total: int | None = None  # None: not counted
        self.at_least = False


# The label tuples neighbours carry, one object per distinct tuple (a handful in a graph).
_LABEL_TUPLES: dict[tuple[str, ...], tuple[str, ...]] = {}


def _label_tuple(labels: list[str]) -> tuple[str, ...]:
    t = tuple(labels)
    return _LABEL_TUPLES.setdefault(t, t) if len(_LABEL_TUPLES) < 1024 else t


def entries_sent(name: str, rows: list[dict[str, Any]]) -> int:
    """How many entries a named query's rows carry: for traverse.expand_* a row per group holds its neighbours as
    lists, so each neighbour counts (a count row, which has none, as one); any other query's rows count as rows.
    What the engine sends per request, comparable with a row per neighbour (tests and benchmarks count it)."""
    if name.startswith("traverse.expand_"):
        return sum(len(r["keys"]) or 1 for r in rows)
    return len(rows)


def _tier(row: dict[str, Any]) -> int:
    return row["tier"]


def _groups(key: str, rows: list[dict[str, Any]], cap: int) -> list[Group]:
    """Node ``key``'s rows from traverse.expand_* — one per (type, direction, tier), its neighbours as the
    parallel lists ``rels``, ``labels``, ``keys`` — as groups in (type, direction) order, each in tier order,
    duplicates (a focus-filing arc also found in storage order) dropped, cut to ``cap``. Each neighbour gets its
    edge's id, computed once per memoised expansion."""
    parts: dict[tuple[str, bool], list[dict[str, Any]]] = {}
    counted: dict[tuple[str, bool], int] = {}
    stored_rest = 0  # neighbours of the concept's uncounted "other relationships" branch (tier 1, total null)
    for row in rows:
        gk = (row["type"], bool(row["outgoing"]))
        same = parts.get(gk) or parts.setdefault(gk, [])
        if row["tier"] == -1:  # the count row of a concept's INSTANCE_OF facts
            counted[gk] = int(row["total"] or 0)
            continue
        if row["total"] is None and row["tier"] == 1:
            stored_rest += len(row["keys"])
        same.append(row)
    rest_complete = stored_rest < cap
    out = []
    for gk in sorted(parts, key=lambda k: (k[0], not k[1])):
        g = Group(*gk)
        # Tiers in order; within a tier the engine's order (traverse.expand_concepts: key, or most recent filing
        # first, or storage order), so a stable sort on the tier alone.
        tiers = sorted(parts[gk], key=_tier)
        unique = [(oid, ls, rel) for row in tiers for rel, ls, oid in zip(row["rels"], row["labels"], row["keys"])]
        if any(row["tier"] == 0 and row["total"] is None for row in tiers):  # a focus-filing arc may come twice
            seen: set[tuple] = set()
            kept = []
            for item in unique:
                ident = _identity(item[0], item[2])
                if ident not in seen:
                    seen.add(ident)
                    kept.append(item)
            unique = kept
        for oid, ls, rel in unique[:cap]:
            if oid is None or _label(ls) is None:
                continue
            source, target = (key, oid) if g.outgoing else (oid, key)
            g.keys.append(oid)
            g.labels.append(_label_tuple(ls))
            g.edges.append(edge_id(g.type, source, target, rel or {}))
            g.rels.append(rel or None)
        totals = [row["total"] for row in tiers if row["total"] is not None]
        if gk in counted:
            g.total = counted[gk]
            g.at_least = g.total >= COUNT_LIMIT
        elif totals:
            g.total = max(totals)  # engine-cut groups: exact size
        elif rest_complete:
            g.total = len(unique)
        if not g.keys and (not g.total or unique):  # nothing, or only neighbours that are never drawn (a Rule)
            continue
        out.append(g)
    return out


class InFlight:
    """Single flight: concurrent requests that need the same expansion wait for the one computing it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: dict[tuple, threading.Event] = {}

    def claim(self, key: tuple) -> threading.Event | None:
        """None: the caller computes ``key`` and must call release; else an event set when it is done."""
        with self._lock:
            event = self._running.get(key)
            if event is None:
                self._running[key] = threading.Event()
            return event

    def release(self, key: tuple) -> None:
        with self._lock:
            event = self._running.pop(key, None)
        if event is not None:
            event.set()


class TraversalMemo:
    """One-hop expansions and node properties, memoised per graph revision.

    Hubs (a filing, a unit, a popular concept) recur in many neighbourhoods; their expansion is computed once per
    revision and reused (and computed once even when concurrent requests need it at the same time), so a
    neighbourhood of a node never asked before only queries what is new to it.
    """

    def __init__(self, maxsize: int = 4096) -> None:
        self.rows = LRU(maxsize)  # "revision, cap, focus, types, node key" -> groups
        self.props = LRU(maxsize)  # "revision, node key" -> (labels, properties)
        self.inflight = InFlight()


def _props_key(revision: int | None, node: str) -> str:
    return f"{revision}\x1f{node}"


def _memo_node(row: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, Any]]:
    """A traverse.nodes row as the memo keeps it: (labels as a shared tuple, properties)."""
    return _label_tuple(row["labels"]), row["properties"]


class _Traversal:
    """The two reads a neighbourhood needs, with or without a memo."""

    def __init__(self, store: GraphStore, memo: TraversalMemo | None, revision: int | None, types: list[str],
                 focus: str | None, cap: int) -> None:
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
            cached = self.memo.rows.get(self._key(key)) if self.memo else None
            if cached is not None:
                out[key] = cached
                continue
            event = self.memo.inflight.claim(self._key(key)) if self.memo else None
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
            rows += self.store.run("traverse.expand_concepts", {"concepts": concepts, "types": self.types,
                                                                "limit": self.cap, "count_limit": COUNT_LIMIT,
                                                                "focus": self.focus})
        for param, keys in params.items():  # one query per label present (traverse.expand_facts says why)
            if keys:
                rows += self.store.run(f"traverse.expand_{param}", {"keys": keys, "types": self.types,
                                                                     "limit": self.cap})
        for row in rows:
            fetched[row["source_key"]].append(row)
        out = {}
        for key, rows in fetched.items():
            out[key] = _groups(key, rows, self.cap)
            if self.memo:
                self.memo.rows.put(self._key(key), out[key])
        return out

    def properties(self, items: list[tuple[str, list[str]]]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        todo = []
        found = self.memo.props.get_many([_props_key(self.revision, key) for key, _ in items]) if self.memo \
            else [None] * len(items)
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
                self.memo.props.put_many([(_props_key(self.revision, r["node_key"]), _memo_node(r)) for r in rows])
        return out


def focus_filing(labels: list[str], key: str, properties: dict[str, Any]) -> str | None:
    """The filing a neighbourhood is about: the requested filing, or the filing of the requested fact, context,
    unit or finding; None for a concept, role, company or taxonomy."""
    label = _label(labels)
    if label == "Filing":
        return key
    if label in ("Fact", "Context", "Unit", "Finding"):
        return properties.get("filing")
    return None


def neighbourhood(store: GraphStore, node: str, *, hops: int = 1, limit: int = 100,
                  types: list[str] | None = None, memo: TraversalMemo | None = None,
                  revision: int | None = None) -> GraphOut:
    """:func:`neighbourhood_data` as a GraphOut."""
    return GraphOut.model_validate(neighbourhood_data(store, node, hops=hops, limit=limit, types=types, memo=memo,
                                                      revision=revision))


def neighbourhood_data(store: GraphStore, node: str, *, hops: int = 1, limit: int = 100,
                       types: list[str] | None = None, memo: TraversalMemo | None = None,
                       revision: int | None = None) -> dict[str, Any]:
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
    known = memo.props.get(_props_key(revision, node)) if memo is not None else None
    if known is not None:
        start = {"labels": list(known[0]), "properties": known[1]}
    else:
        found = store.run("traverse.node", {"node": node})
        if not found:
            raise NotFound(f"no node with key '{node}' (use a Fact key, Concept QName, Filing accession, Context or "
                           "Unit key, Role URI, Finding id, Company CIK or Taxonomy name of a loaded filing)",
                           node=node)
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
        ordered = sorted(frontier, key=lambda kl: (_LABEL_RANK.get(_label(kl[1]) or "Fact", 0), kl[0]))
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
                    edges[eid] = {"id": eid, "type": g.type, "source": source, "target": target,
                                  "properties": dict(rel) if rel else {}}
                shown[s] += 1
            i += 1
            active = [s for s in active if lengths[s] > i]
        for s, (key, g) in enumerate(streams):
            if g.total is None or shown[s] < g.total:
                truncated = True
                omitted.append({"node": key, "type": g.type, "direction": "out" if g.outgoing else "in",
                                "shown": shown[s], "total": g.total, "at_least": g.at_least})
        frontier = nxt
    # Properties only for the nodes kept (fetching them with every expanded row costs more than the query).
    props_of = {node: start["properties"]}
    others = [(k, ls) for k, ls in labels.items() if k != node]
    if others:
        props_of.update(walk.properties(others))
    nodes = [{"id": k, "labels": ls, "properties": _shown(props_of.get(k, {}))} for k, ls in labels.items()]
    return {"center": node, "hops": hops, "nodes": nodes, "edges": [edges[e] for e in sorted(edges)],
            "truncated": truncated, "omitted": omitted}


# A concept's search vector (384 floats, DESIGN §6b) says nothing to a person looking at the graph.
_HIDDEN_PROPERTIES = frozenset({"embedding"})


def _shown(properties: dict[str, Any]) -> dict[str, Any]:
    if "embedding" not in properties:  # the one hidden property (a dict lookup: cheaper than a set operation)
        return properties
    return {k: v for k, v in properties.items() if k not in _HIDDEN_PROPERTIES}


_LABEL_RANK = {label: i for i, label in enumerate(KEY_PROPERTY)}


def _label(labels: list[str]) -> str | None:
    """The first label of KEY_PROPERTY the node carries (nodes have one label in practice)."""
    if len(labels) == 1:
        return labels[0] if labels[0] in _LABEL_RANK else None
    ranked = [label for label in labels if label in _LABEL_RANK]
    return min(ranked, key=_LABEL_RANK.__getitem__) if ranked else None


def _by_label(items: list[tuple[str, list[str]]]) -> dict[str, Any]:
    params: dict[str, Any] = {p: [] for p in FRONTIER_PARAM.values()}
    for key, labels in items:
        params[FRONTIER_PARAM[_label(labels)]].append(key)  # type: ignore[index]
    return params
