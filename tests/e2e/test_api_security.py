"""API keys, Cypher injection through every string parameter, and write attempts through /cypher — over real HTTP.

Every injection and write attempt must leave the graph exactly as it was: node counts per label and
relationship counts per type are compared before and after.
"""

from __future__ import annotations

from urllib.parse import quote

import httpx
import pytest
from live_server import serve_in_thread

from auditgraph.api.app import create_app
from auditgraph.errors import Forbidden

API_KEY = "test-key-sec-91c2"
AAPL = "0000320193-23-000106"
ASSETS_KEY = f"{AAPL}:320193:us-gaap:Assets:20230930:USD"

INJECTIONS = [
    "' OR 1=1 //",
    "}) DETACH DELETE n //",
    "x'}) MATCH (n) DETACH DELETE n RETURN count(n) AS c //",
    "\" OR \"\"=\"",
    "us-gaap:Assets'}) SET n.hacked = true //",
    "$accession",
    "0000320193-23-000106' OR '1'='1",
    "\\u0027 OR 1=1 CREATE (:Pwned) //",
]


@pytest.fixture(scope="module")
def base_url(store, loaded, session_settings):
    settings = session_settings.model_copy(update={"api_keys": [API_KEY, "second-key-0b7e"]})
    with serve_in_thread(create_app(settings, store=store)) as url:
        yield url


@pytest.fixture(scope="module")
def api(base_url):
    with httpx.Client(base_url=base_url, headers={"X-API-Key": API_KEY}, timeout=30) as client:
        yield client


def graph_counts(store) -> tuple[dict, dict]:
    nodes = {r["label"]: r["n"] for r in store.run("admin.counts")}
    rels = {r["type"]: r["n"] for r in store.run("api.relationship_counts")}
    return nodes, rels


SECURED = [
    ("GET", "/filings", None),
    ("GET", f"/filings/{AAPL}", None),
    ("GET", f"/filings/{AAPL}/facts", None),
    ("GET", f"/filings/{AAPL}/findings", None),
    ("GET", "/concepts/search?q=assets", None),
    ("GET", "/concepts/us-gaap:Assets", None),
    ("GET", "/concepts/us-gaap:Assets/calculation", None),
    ("GET", f"/graph/neighbourhood?node={quote(ASSETS_KEY)}", None),
    ("POST", "/rules/DQC.US.0015/run", {"accession": AAPL}),
    ("GET", "/tools", None),
    ("POST", "/tools/get_fact", {"accession": AAPL, "concept": "us-gaap:Assets"}),
    ("POST", "/cypher", {"query": "RETURN 1 AS one"}),
]


@pytest.mark.parametrize(("method", "path", "body"), SECURED)
@pytest.mark.parametrize(
    "headers",
    [{}, {"X-API-Key": "wrong"}, {"X-API-Key": ""}, {"X-Api-Key": API_KEY + "x"}],
    ids=["missing", "wrong", "empty", "suffixed"],
)
def test_requests_without_a_valid_key_are_401_problems(base_url, method, path, body, headers):
    r = httpx.request(method, base_url + path, json=body, headers=headers)
    assert r.status_code == 401
    assert r.headers["content-type"] == "application/problem+json"
    assert r.headers["www-authenticate"].startswith("ApiKey")


def test_every_configured_key_works_and_health_needs_none(base_url):
    assert httpx.get(f"{base_url}/filings", headers={"X-API-Key": "second-key-0b7e"}).status_code == 200
    assert httpx.get(f"{base_url}/health").status_code == 200


def _injection_requests(payload: str) -> list[tuple[str, str, dict | None, dict | None]]:
    p = quote(payload, safe="")
    return [
        ("GET", f"/filings/{p}", None, None),
        ("GET", f"/filings/{p}/facts", None, None),
        ("GET", f"/filings/{p}/findings", None, None),
        ("GET", f"/filings/{AAPL}/facts", {"concept": payload, "period": payload, "dims": payload}, None),
        ("GET", f"/filings/{AAPL}/facts", {"dims": f"srt:ProductOrServiceAxis={payload}"}, None),
        ("GET", f"/concepts/{p}", None, None),
        ("GET", f"/concepts/{p}/calculation", None, None),
        ("GET", "/concepts/us-gaap:Assets/calculation", {"role": payload, "accession": payload}, None),
        ("GET", "/concepts/us-gaap:Assets/calculation", {"role": payload}, None),
        ("GET", "/concepts/search", {"q": payload}, None),
        ("GET", "/graph/neighbourhood", {"node": payload}, None),
        ("GET", "/graph/neighbourhood", {"node": ASSETS_KEY, "types": payload}, None),
        ("POST", f"/rules/{p}/run", None, {"accession": AAPL}),
        ("POST", "/rules/DQC.US.0015/run", None, {"accession": payload}),
        ("POST", "/rules/DQC.US.0015/run", None, {"accession": AAPL, "concept": payload, "period": payload}),
        ("POST", f"/tools/{p}", None, {}),
        ("POST", "/tools/get_fact", None, {"accession": payload, "concept": payload, "period": payload}),
        ("POST", "/tools/walk_calc_tree", None, {"concept": "us-gaap:Assets", "role": payload}),
        ("POST", "/tools/get_fact", None, {"accession": AAPL, "concept": "us-gaap:Assets", "unit": payload}),
        (
            "POST",
            "/cypher",
            None,
            {"query": "MATCH (f:Filing {accession: $a}) RETURN f.accession AS a", "params": {"a": payload}},
        ),
        ("POST", "/cypher", None, {"query": "RETURN $a AS a", "params": {"a": {"k": payload}}}),
    ]


@pytest.mark.parametrize("payload", INJECTIONS)
def test_cypher_injection_through_every_string_parameter_changes_nothing(api, store, payload):
    before = graph_counts(store)
    for method, path, params, body in _injection_requests(payload):
        r = api.request(method, path, params=params, json=body)
        assert r.status_code in (200, 404, 422), (method, path, params, body, r.status_code, r.text[:300])
        if r.status_code == 200 and path == "/concepts/search":
            assert r.json() == []  # the payload is searched for as text, and no concept contains it
        if r.status_code == 200 and path == "/cypher":
            assert r.json()["rows"] in ([], [{"a": {"k": payload}}])  # the value came back as a value
    assert graph_counts(store) == before


@pytest.mark.parametrize(
    "query",
    [
        "CREATE (n:Pwned {at: 1}) RETURN n",
        "create (n:Pwned) return n",
        "MERGE (n:Filing {accession: 'x'}) RETURN n",
        "MATCH (f:Filing) SET f.status = 'loading' RETURN f",
        "MATCH (f:Fact) WITH f LIMIT 1 DELETE f",
        "MATCH (f:Fact) WITH f LIMIT 1 DETACH DELETE f",
        "MATCH (f:Filing) REMOVE f.status RETURN f",
        "MATCH (c:Concept {qname: 'us-gaap:Assets'}) FOREACH (x IN [1] | SET c.x = 1)",
        "MATCH (n) WITH n LIMIT 1 CALL { WITH n DETACH DELETE n } RETURN 1",
        "DROP INDEX FOR (n:Fact) ON (n.key)",
        "CREATE INDEX FOR (n:Pwned) ON (n.key)",
        "CALL db.idx.fulltext.createNodeIndex('Fact', 'key')",
        "CALL db.idx.fulltext.drop('Fact')",
        "CALL db.createLabel('Pwned')",
        "CALL dbms.security.createUser('x', 'y', false)",
        "LOAD CSV FROM 'file:///etc/passwd' AS row RETURN row",
        "RETURN 1 AS x UNION CREATE (n:Pwned) RETURN 1 AS x",
        "MATCH (f:Filing) /* comment */ SET f.status = 'x'",
    ],
)
def test_writes_through_cypher_are_refused_with_403_and_change_nothing(api, store, query):
    before = graph_counts(store)
    r = api.post("/cypher", json={"query": query, "params": {}})
    assert r.status_code == 403, r.text
    assert r.headers["content-type"] == "application/problem+json" and r.json()["code"] == "forbidden"
    assert graph_counts(store) == before


def test_the_engine_itself_refuses_writes_behind_the_endpoint_guard(store):
    # Defence in depth: even without the endpoint's own clause check, the store runs ad-hoc text read-only.
    before = graph_counts(store)
    for query in (
        "CREATE (n:Pwned) RETURN n",
        "MATCH (f:Filing) SET f.status = 'x' RETURN f",
        "MATCH (f:Fact) WITH f LIMIT 1 DETACH DELETE f",
        "CALL db.idx.fulltext.createNodeIndex('Fact', 'key')",
    ):
        with pytest.raises(Forbidden):
            store.run_read_only_text(query, {}, 5.0, 10)
    assert graph_counts(store) == before


@pytest.mark.parametrize("params", [{"bad name": 1}, {"x=1 RETURN 2 //": 1}, {"ok": {"": 1}}, {"ok": {"a`b": 1}}])
def test_cypher_parameter_names_must_be_identifiers(api, params):
    r = api.post("/cypher", json={"query": "RETURN 1 AS one", "params": params})
    assert r.status_code == 400 and r.json()["code"] == "input_error"
