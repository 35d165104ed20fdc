"""FalkorDB's compact replies read in one pass give the rows the client's own parser (plus the store's old
conversion to plain data) gives: scalars, lists, maps, nulls, booleans, doubles, text, nodes, edges and paths."""

from __future__ import annotations

import pytest

from auditgraph.store.falkor_reply import plain, rows
from tests.conftest import make_settings

QUERIES = [
    "RETURN 1 AS i, -2.5 AS d, 1.0e20 AS big, true AS t, false AS f, null AS n, 'a\"b\\\\c é€' AS s",
    "RETURN [1, 'x', [2.5, null], {k: [true]}] AS l, {a: 1, b: {c: 'd'}, e: []} AS m, [] AS empty, {} AS nothing",
    "MATCH (a:T {name: 'one'})-[r:R]->(b:T) RETURN a, r, b, properties(a) AS p, labels(b) AS lb, type(r) AS ty",
    "MATCH p = (:T {name: 'one'})-[:R]->(:T) RETURN p",
    "MATCH (a:T) RETURN a.name AS name, a.score AS score, a.tags AS tags ORDER BY name",
    "UNWIND range(1, 3) AS x RETURN x, x * 1.5 AS y, toString(x) AS z",
    "MATCH (a:T) WHERE a.name = 'nobody' RETURN a",
]


@pytest.fixture
def falkor(tmp_path, registry):
    from auditgraph.store import open_store

    s = open_store(make_settings(tmp_path / "g", graph_name="reply"), registry)
    if s.backend != "falkordb":
        s.close()
        pytest.skip("FalkorDB's reply format")
    s.graph.query(
        "CREATE (:T {name: 'one', score: 1.5, tags: ['a', 'b']})-[:R {w: 2, on: true}]->"
        "(:T {name: 'two', score: null, tags: []})"
    )
    yield s
    s.close()


@pytest.mark.parametrize("query", QUERIES)
def test_one_pass_reading_gives_the_clients_rows(falkor, query):
    client = falkor.graph.ro_query(query)
    expected = [{h[1]: plain(v) for h, v in zip(client.header, row)} for row in client.result_set]
    reply = falkor.graph.execute_command("GRAPH.RO_QUERY", falkor.graph_name, query, "--compact")
    got = rows(reply, falkor.graph)
    assert got == expected
    assert [[type(v) for v in r.values()] for r in got] == [[type(v) for v in r.values()] for r in expected]
    assert rows(reply, falkor.graph, limit=1) == expected[:1]


def test_store_rows_come_from_the_one_pass_reader(falkor):
    got = falkor.run_read_only_text(
        "MATCH (a:T)-[r:R]->(b) RETURN a.name AS a, r.w AS w, r.on AS on, b.tags AS t", {}, 10, 100
    )
    assert got == [{"a": "one", "w": 2, "on": True, "t": []}]


def test_a_query_error_in_the_reply_is_raised(falkor):
    from auditgraph.errors import QueryError

    with pytest.raises(QueryError):
        falkor.run_read_only_text("RETURN 1 / 'x' AS boom", {}, 10, 10)
