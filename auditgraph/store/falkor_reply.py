"""FalkorDB's compact result set read straight into plain rows.

falkordb's client turns every cell into Python through a table of parser functions (and maps into OrderedDicts),
and the store then walked the result again to make it plain (nodes and edges as dicts): two passes, a dozen calls
per cell. The queries of the traversal and the tools return scalars, lists and maps — a neighbourhood is about
1,300 of them — so those are read here in one pass; nodes, edges, paths, points and temporal values still go
through the client's own parser (it knows the graph's label and property names) and come out as before.
``tests/unit/test_falkor_reply.py`` holds the two readings to the same rows.
"""

from __future__ import annotations

from typing import Any

from falkordb.edge import Edge
from falkordb.node import Node
from falkordb.path import Path as FPath
from falkordb.query_result import parse_scalar
from redis.exceptions import ResponseError

Row = dict[str, Any]

# ResultSetScalarTypes of FalkorDB's compact protocol
_NULL, _STRING, _INTEGER, _BOOLEAN, _DOUBLE, _ARRAY, _MAP = 1, 2, 3, 4, 5, 6, 10
_SCALARS = (str, int, float, bool, type(None))


def plain(value: Any) -> Any:
    """A value of the client's reading as plain data: nodes and edges as dicts with string ids, paths as their
    nodes and relationships, maps as dicts."""
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
        return {"nodes": [plain(n) for n in value.nodes()], "relationships": [plain(e) for e in value.edges()]}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def _text(value: Any) -> str:
    if type(value) is str:
        return value
    return value.decode() if isinstance(value, bytes) else str(value)


def cell(value: list, graph: Any) -> Any:
    """One ``[type, value]`` cell of a compact result set as plain data."""
    kind, raw = value[0], value[1]
    if kind == _STRING:
        return raw if type(raw) is str else _text(raw)
    if kind == _INTEGER:
        return int(raw)
    if kind == _NULL:
        return None
    if kind == _MAP:
        return _map(raw, graph)
    if kind == _ARRAY:
        return _array(raw, graph)
    if kind == _DOUBLE:
        return float(raw)
    if kind == _BOOLEAN:
        return _text(raw) == "true"
    return plain(parse_scalar(value, graph))  # nodes, edges, paths, points, vectors, temporal values


def _array(raw: list, graph: Any) -> list[Any]:
    """A list's ``[[type, value], …]``, strings read without a call per element (the neighbourhood queries send
    their neighbours' keys and labels as lists)."""
    return [v[1] if v[0] == _STRING and type(v[1]) is str else cell(v, graph) for v in raw]


def _map(raw: list, graph: Any) -> dict[str, Any]:
    """A map's ``[key, [type, value], …]`` as a dict. Node and relationship properties are maps of strings and
    numbers, read here without a call per value (about half of what reading a neighbourhood's properties cost)."""
    out: dict[str, Any] = {}
    for i in range(0, len(raw), 2):
        key, value = raw[i], raw[i + 1]
        if type(key) is not str:
            key = _text(key)
        kind = value[0]
        if kind == _STRING and type(value[1]) is str:
            out[key] = value[1]
        elif kind == _INTEGER:
            out[key] = int(value[1])
        elif kind == _NULL:
            out[key] = None
        else:
            out[key] = cell(value, graph)
    return out


def rows(response: list, graph: Any, limit: int | None = None) -> list[Row]:
    """A ``GRAPH.QUERY … --compact`` reply as rows keyed by column name; raises the server's error as the client
    does (a reply may carry it as its first or last element)."""
    if isinstance(response[0], ResponseError):
        raise response[0]
    if isinstance(response[-1], ResponseError):
        raise response[-1]
    if len(response) == 1 or not response[0]:  # statistics only (a write without RETURN), or no columns
        return []
    cols = [_text(h[1]) for h in response[0]]
    records = response[1] if limit is None else response[1][:limit]
    return [{c: cell(v, graph) for c, v in zip(cols, row)} for row in records]
