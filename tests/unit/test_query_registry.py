"""The query registry refuses malformed query files at load time, naming file and line."""

from __future__ import annotations

import pytest

from auditgraph.cypher.registry import QueryRegistry, final_return_columns, parse_query_file
from auditgraph.errors import QueryError

GOOD = """// name: rules.sample
// mode: read
// params: accession
// returns: key, value
MATCH (f:Fact {filing: $accession})
RETURN f.key AS key, f.value AS value
ORDER BY key
"""


def test_well_formed_query_parses_with_its_declared_interface():
    q = parse_query_file(GOOD, "rules/sample.cypher", "rules.sample")
    assert (q.name, q.mode, q.params, q.returns) == ("rules.sample", "read", ("accession",), ("key", "value"))


@pytest.mark.parametrize(
    "text, message",
    [
        (GOOD.replace("// name: rules.sample\n", ""), "misses '// name:'"),
        (GOOD.replace("// params: accession", "// params: accession, extra"), "declared but not used: extra"),
        (GOOD.replace("// params: accession", "// params: -"), "used but not declared: accession"),
        (GOOD.replace("// returns: key, value", "// returns: key"), "declared returns"),
        (GOOD.replace("// mode: read", "// mode: sometimes"), "mode must be"),
        (GOOD.replace("MATCH (f:Fact", "MERGE (f:Fact"), "write clause 'MERGE'"),
    ],
)
def test_malformed_headers_are_refused_with_file_and_line(text, message):
    with pytest.raises(QueryError) as exc:
        parse_query_file(text, "cypher/rules/sample.cypher", "rules.sample")
    assert message in exc.value.message
    assert exc.value.message.startswith("cypher/rules/sample.cypher:")


def test_name_must_match_the_file_path():
    with pytest.raises(QueryError, match="does not match its path"):
        parse_query_file(GOOD, "cypher/tools/sample.cypher", "tools.sample")


def test_parameters_inside_strings_and_comments_do_not_count():
    text = GOOD.replace("RETURN f.key", "// $ghost in a comment\nRETURN '$notaparam' AS s, f.key").replace(
        "// returns: key, value", "// returns: s, key, value"
    )
    assert parse_query_file(text, "x.cypher", None).params == ("accession",)


def test_return_columns_ignore_nested_returns_and_order_by():
    body = "CALL { MATCH (n) RETURN n AS inner } WITH inner RETURN inner.key AS key, count(*) AS n ORDER BY key LIMIT 3"
    assert final_return_columns(body) == ("key", "n")


def test_duplicate_query_names_are_refused(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "sample.cypher").write_text(GOOD)
    (tmp_path / "rules" / "Sample.cypher").write_text(GOOD.replace("rules.sample", "rules.Sample"))
    assert len(QueryRegistry.load(tmp_path)) == 2
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "x.cypher").write_text(GOOD.replace("rules.sample", "other.x"))
    reg = QueryRegistry.load(tmp_path)
    assert reg.names() == sorted(reg.names())
    with pytest.raises(QueryError, match="no query named"):
        reg.get("rules.missing")


def test_the_project_query_files_all_load():
    reg = QueryRegistry.load()
    assert len(reg) > 30
    assert all(q.mode in ("read", "write") for q in reg)
