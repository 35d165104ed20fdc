"""Every query file must parse under Neo4j 5's own grammar, checked offline (STYLE.md convention 2).

Needs Node.js and ``make lint-deps``. Without them these tests skip, unless
``AUDITGRAPH_REQUIRE_NEO4J_LINT=1`` is set (as in CI), in which case they fail.
"""

from __future__ import annotations

import os

import pytest

from auditgraph.cypher.neo4j_lint import Neo4jLintError, file_location, lint_queries, missing_lint_deps
from auditgraph.cypher.registry import Query, QueryRegistry, parse_query_file


@pytest.fixture(scope="module", autouse=True)
def neo4j_linter_installed() -> None:
    reason = missing_lint_deps()
    if reason is None:
        return
    if os.environ.get("AUDITGRAPH_REQUIRE_NEO4J_LINT") == "1":
        pytest.fail(f"AUDITGRAPH_REQUIRE_NEO4J_LINT=1 but {reason}")
    pytest.skip(reason)


# Queries the checker must judge, linted together in one Node.js run: (mode, params, returns, body).
_SAMPLES = {
    "t.declared_parameter": (
        "write",
        "rows",
        "n",
        "UNWIND $rows AS r\nMERGE (f:Fact {key: r.key})\nRETURN count(*) AS n",
    ),
    "t.unclosed_node_pattern": ("read", "-", "n", "MATCH (n\nRETURN n"),
    # Neo4j 4 index DDL, removed in Neo4j 5.
    "t.create_index_on": ("write", "-", "-", "CREATE INDEX ON :Fact(key)"),
    # exists() on a property was removed in Neo4j 5 in favour of IS NOT NULL.
    "t.exists_property": ("read", "-", "n", "MATCH (n:Fact) WHERE exists(n.key) RETURN n"),
}


@pytest.fixture(scope="module")
def sample_errors(neo4j_linter_installed: None) -> dict[str, list[Neo4jLintError]]:
    queries = [
        parse_query_file(
            f"// name: {name}\n// mode: {mode}\n// params: {params}\n// returns: {returns}\n{body}", "<inline>", None
        )
        for name, (mode, params, returns, body) in _SAMPLES.items()
    ]
    # Built directly: the registry would already refuse a parameter missing from the header.
    queries.append(
        Query(
            name="t.undeclared_parameter",
            mode="read",
            params=(),
            returns=("x",),
            text="RETURN $x AS x",
            path="<inline>",
        )
    )
    return {name: [e for e in errors if e.severity == "error"] for name, errors in lint_queries(queries).items()}


def test_every_query_file_has_no_neo4j_syntax_errors() -> None:
    registry = QueryRegistry.load()
    found = lint_queries(registry)
    problems = [
        f"{file_location(query, error)}: {error.message}"
        for query in registry
        for error in found[query.name]
        if error.severity == "error"
    ]
    assert not problems, "Neo4j 5 refuses these query files:\n" + "\n".join(problems)


def test_neo4j_lint_accepts_declared_parameters(sample_errors: dict[str, list[Neo4jLintError]]) -> None:
    assert sample_errors["t.declared_parameter"] == []


def test_neo4j_lint_reports_unclosed_node_pattern_at_its_position(
    sample_errors: dict[str, list[Neo4jLintError]],
) -> None:
    [error] = sample_errors["t.unclosed_node_pattern"]
    assert error.message.startswith("Invalid input 'RETURN'")
    assert (error.line, error.column) == (2, 1)


@pytest.mark.parametrize(
    ("name", "message_start"),
    [
        ("t.create_index_on", "Invalid create index syntax"),
        ("t.exists_property", "The property existence syntax"),
    ],
)
def test_neo4j_lint_reports_constructs_neo4j_5_removed(
    sample_errors: dict[str, list[Neo4jLintError]], name: str, message_start: str
) -> None:
    messages = [e.message for e in sample_errors[name]]
    assert any(m.startswith(message_start) for m in messages), messages


def test_neo4j_lint_reports_undeclared_parameter(sample_errors: dict[str, list[Neo4jLintError]]) -> None:
    assert [e.message for e in sample_errors["t.undeclared_parameter"]] == ["Parameter $x is not defined."]


def test_the_neo4j_adapters_vector_statements_parse_under_neo4j_5() -> None:
    from auditgraph.store.neo4j_store import vector_statements

    texts = vector_statements("Concept", "qname", "embedding", 384)
    params = {"index": (), "write": ("rows",), "query": ("index", "k", "vector")}
    queries = [
        Query(name=f"vector.{k}", mode="write", params=params[k], returns=(), text=t, path="<neo4j_store>")
        for k, t in texts.items()
    ]
    found = lint_queries(queries)
    assert {name: [e.message for e in errors if e.severity == "error"] for name, errors in found.items()} == {
        "vector.index": [],
        "vector.query": [],
        "vector.write": [],
    }
