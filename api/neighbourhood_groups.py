"""A neighbourhood's one-hop expansions as relationship groups: the rows of traverse.expand_* turned into the
(type, direction) groups the breadth-first walk takes its neighbours from (api.neighbourhood), with their edge ids
and counted sizes."""

from __future__ import annotations

from typing import Any

# Relationship properties that tell parallel relationships between the same two nodes apart.
_EDGE_IDENTITY = ("source", "role", "axis", "order", "preferred_label")
# The stable key of each label, and the traverse.nodes parameter that carries a frontier of that label (its
# traverse.expand_* query is named after it).
KEY_PROPERTY: dict[str, str] = {
    "Fact": "key",
    "Concept": "qname",
    "Filing": "accession",
    "Context": "key",
    "Unit": "key",
    "Role": "uri",
    "Finding": "id",
    "Company": "cik",
    "Taxonomy": "name",
}
FRONTIER_PARAM: dict[str, str] = {
    "Fact": "facts",
    "Concept": "concepts",
    "Filing": "filings",
    "Context": "contexts",
    "Unit": "units",
    "Role": "roles",
    "Finding": "findings",
    "Company": "companies",
    "Taxonomy": "taxonomies",
}


def edge_id(rtype: str, source: str, target: str, props: dict[str, Any]) -> str:
    if not props:  # most edges (a fact's INSTANCE_OF, IN_CONTEXT, MEASURED_IN, REPORTS) have no properties
        return f"{rtype}|{source}|{target}"
    parts = [rtype, source, target]
    parts += [f"{k}={props[k]}" for k in _EDGE_IDENTITY if props.get(k) not in (None, "")]
    return "|".join(parts)


def _identity(node_key: Any, rel: dict[str, Any] | None) -> tuple:
    rel = rel or {}
    return (
        str(node_key),
        str(rel.get("source") or ""),
        str(rel.get("role") or ""),
        float(rel.get("order") or 0),
        str(rel.get("preferred_label") or ""),
        str(rel.get("axis") or ""),
        float(rel.get("position") or 0),
    )


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


def label_tuple(labels: list[str]) -> tuple[str, ...]:
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


def groups(key: str, rows: list[dict[str, Any]], cap: int, count_limit: int) -> list[Group]:
    """Node ``key``'s rows from traverse.expand_* — one per (type, direction, tier), its neighbours as the
    parallel lists ``rels``, ``labels``, ``keys`` — as groups in (type, direction) order, each in tier order,
    duplicates (a focus-filing arc also found in storage order) dropped, cut to ``cap``. Each neighbour gets its
    edge's id, computed once per memoised expansion. A group counted up to ``count_limit`` (the concept's facts)
    reports ``at_least`` when it reached it."""
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
            if oid is None or label_of(ls) is None:
                continue
            source, target = (key, oid) if g.outgoing else (oid, key)
            g.keys.append(oid)
            g.labels.append(label_tuple(ls))
            g.edges.append(edge_id(g.type, source, target, rel or {}))
            g.rels.append(rel or None)
        totals = [row["total"] for row in tiers if row["total"] is not None]
        if gk in counted:
            g.total = counted[gk]
            g.at_least = g.total >= count_limit
        elif totals:
            g.total = max(totals)  # engine-cut groups: exact size
        elif rest_complete:
            g.total = len(unique)
        if not g.keys and (not g.total or unique):  # nothing, or only neighbours that are never drawn (a Rule)
            continue
        out.append(g)
    return out


LABEL_RANK = {label: i for i, label in enumerate(KEY_PROPERTY)}


def label_of(labels: list[str]) -> str | None:
    """The first label of KEY_PROPERTY the node carries (nodes have one label in practice)."""
    if len(labels) == 1:
        return labels[0] if labels[0] in LABEL_RANK else None
    ranked = [label for label in labels if label in LABEL_RANK]
    return min(ranked, key=LABEL_RANK.__getitem__) if ranked else None
