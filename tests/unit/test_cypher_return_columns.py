"""The columns of an ad-hoc query as its RETURN names them, in that order (the FalkorDB row ceiling wraps the
query in ``CALL { … } RETURN *``, which hands columns back sorted by name)."""

from __future__ import annotations

from auditgraph.store.falkor import return_columns


def test_return_columns_are_the_aliases_and_expressions_in_written_order():
    assert return_columns("MATCH (f:Fact) RETURN f.value AS value, f.period AS period ORDER BY period") == [
        "value",
        "period",
    ]
    assert return_columns("MATCH (n) RETURN DISTINCT n.name, count(n) AS `n, total` LIMIT 3") == ["n.name", "n, total"]
    assert return_columns("MATCH (a) RETURN {x: 1, y: [2, 3]} AS m, 'RETURN z' AS s") == ["m", "s"]
    assert return_columns("UNWIND [1] AS x RETURN x AS b UNION UNWIND [2] AS x RETURN x AS b") == ["b"]
    assert return_columns("CALL { MATCH (n) RETURN n } RETURN n AS z, 1 AS a // RETURN q") == ["z", "a"]


def test_return_star_or_no_return_gives_no_order():
    assert return_columns("MATCH (n) RETURN *") is None
    assert return_columns("CALL db.labels()") is None
