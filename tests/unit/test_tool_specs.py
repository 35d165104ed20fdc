"""The tool registry's published schemas, period arithmetic and the /cypher guard (offline, no graph)."""

from __future__ import annotations

import json

import pytest

from auditgraph.agents.toolbox import DYNAMIC_TOOLS, STATIC_TOOLS
from auditgraph.api.routers.cypher import json_safe, refuse_writes
from auditgraph.errors import Forbidden, InputError
from auditgraph.tools.periods import Period, previous_comparable, prior_year
from auditgraph.tools.registry import TOOLS, tool_specs


def test_the_registry_has_the_seventeen_tools_of_design_section_5_and_search_concepts_in_the_agents_groups():
    assert len(TOOLS) == 18 and "search_concepts" in {t.name for t in TOOLS}
    assert sorted(t.name for t in TOOLS if t.group == "static") == sorted(STATIC_TOOLS)
    assert sorted(t.name for t in TOOLS if t.group == "dynamic") == sorted(DYNAMIC_TOOLS)


def test_specs_are_openai_function_calling_schemas_generated_from_the_input_models():
    specs = tool_specs()
    assert [s["function"]["name"] for s in specs] == sorted(s["function"]["name"] for s in specs)
    for spec in specs:
        if spec["function"]["name"] == "search_concepts":  # takes words, not a concept: see the next test
            continue
        assert set(spec) == {"type", "function"} and spec["type"] == "function"
        fn = spec["function"]
        assert set(fn) == {"name", "description", "parameters"}
        params = fn["parameters"]
        assert params["type"] == "object" and params["additionalProperties"] is False
        assert {"accession", "concept", "period"} <= set(params["properties"])
        assert "concept" in params["required"]
        assert "title" not in json.dumps({k: v for k, v in params.items() if k != "properties"})
        assert all("title" not in p for p in params["properties"].values())
        assert "$defs" not in params and "$ref" not in json.dumps(params)
        assert len(fn["description"]) > 80 and "\n" not in fn["description"]


def test_search_concepts_takes_a_phrase_and_optional_filters():
    [spec] = [s["function"] for s in tool_specs() if s["function"]["name"] == "search_concepts"]
    params = spec["parameters"]
    assert params["required"] == ["query"] and params["additionalProperties"] is False
    assert set(params["properties"]) == {"query", "accession", "statement", "reported_only", "k"}
    assert "not given as a QName" in spec["description"]


def test_specs_are_byte_identical_between_calls():
    assert json.dumps(tool_specs(), sort_keys=True) == json.dumps(tool_specs(), sort_keys=True)


def test_tools_that_need_facts_require_a_filing_and_taxonomy_tools_do_not():
    required = {s["function"]["name"]: s["function"]["parameters"].get("required", []) for s in tool_specs()}
    assert "accession" not in required["walk_calc_tree"] and "accession" not in required["lookup_concept_spec"]
    assert "accession" in required["get_fact"] and "accession" in required["check_calc_tree"]


@pytest.mark.parametrize(
    ("a", "b", "comparable"),
    [
        ("20230930", "20220924", True),
        ("20220925-20230930", "20210926-20220924", True),
        ("20230402-20230701", "20221002-20230701", False),  # a quarter and nine months to date
        ("20230930", "20220925-20230930", False),
    ],
)
def test_periods_compare_by_kind_and_length(a, b, comparable):
    assert Period.parse(a).comparable(Period.parse(b)) is comparable


def test_prior_year_picks_the_period_ending_about_a_year_earlier_and_previous_the_latest_before():
    fy23, fy22, fy21 = (Period.parse(p) for p in ("20220925-20230930", "20210926-20220924", "20200927-20210925"))
    assert prior_year(fy23, [fy21, fy22]) == fy22
    assert prior_year(fy23, [fy21]) is None
    assert previous_comparable(fy23, [fy21]) == fy21


@pytest.mark.parametrize("token", ["2023", "2023-09-30", "20231332", "20230930-2022"])
def test_malformed_periods_are_input_errors(token):
    with pytest.raises(InputError):
        Period.parse(token)


@pytest.mark.parametrize(
    "query",
    [
        "CREATE (n) RETURN n",
        "match (n) detach delete n",
        "MATCH (n) SET n.x = 1",
        "MERGE (n:X)",
        "MATCH (n) REMOVE n.x",
        "DROP INDEX FOR (n:Fact) ON (n.key)",
        "LOAD CSV FROM 'file:///x' AS r RETURN r",
        "CALL db.idx.fulltext.createNodeIndex('Fact', 'key')",
        "MATCH (n) FOREACH (x IN [1] | SET n.y = x)",
    ],
)
def test_the_cypher_guard_refuses_writes_and_write_procedures(query):
    with pytest.raises(Forbidden):
        refuse_writes(query)


@pytest.mark.parametrize(
    "query",
    [
        "MATCH (f:Fact) WHERE f.concept = 'CREATE' RETURN f.key AS key",  # inside a string
        "MATCH (f:Fact) // SET in a comment\nRETURN count(f) AS n",
        "MATCH (f:Fact) RETURN f.created AS c, f.settled AS s",
        "CALL db.labels() YIELD label RETURN label",
    ],
)
def test_the_cypher_guard_lets_reads_through(query):
    refuse_writes(query)


def test_json_safe_turns_non_finite_numbers_into_strings():
    assert json_safe({"a": [float("inf"), float("-inf"), float("nan"), 1.5, None]}) == {
        "a": ["Infinity", "-Infinity", "NaN", 1.5, None]
    }
