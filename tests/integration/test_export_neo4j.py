"""`auditgraph export neo4j-import`: CSV headers as neo4j-admin reads them, and a round trip through the files.

No Neo4j server (or neo4j-admin) runs here, so the files are checked two ways: every header is validated
against the importer's header grammar and every row against its header, and the same files are loaded into a
fresh embedded graph, which must then hold exactly the nodes, relationships and property values of the graph
they came from.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from auditgraph.cypher.export_neo4j import column_type, export_neo4j_import, format_field, parse_header, read_import_dir
from auditgraph.errors import InputError
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.store import open_store
from tests.conftest import filing_path, make_settings

pytestmark = pytest.mark.skipif(
    bool(os.environ.get("AUDITGRAPH_NEO4J_URI")), reason="round trip on the embedded engine"
)


def _all_nodes(store) -> list[tuple]:
    rows = []
    after = -1
    while page := store.run("export.nodes", {"after": after, "limit": 5000}):
        rows += [
            (tuple(sorted(r["labels"])), tuple(sorted((k, repr(v)) for k, v in r["props"].items() if k != "_id")))
            for r in page
        ]
        after = page[-1]["id"]
    return sorted(rows)


@pytest.fixture(scope="module")
def exported(tmp_path_factory, registry, shared_data):
    settings = make_settings(tmp_path_factory.mktemp("export"), graph_name="export_source")
    store = open_store(settings, registry)
    for folder, acc in (("aapl-10k-2023", "0000320193-23-000106"), ("nflx-10q-2010", "EXPORT-NFLX-2010")):
        load_filing(store, parse_filing(filing_path(folder), accession=acc))
    out = tmp_path_factory.mktemp("csv")
    report = export_neo4j_import(store, out)
    yield store, settings, out, report
    store.close()


def test_every_file_has_an_importer_header_and_rows_that_match_it(exported):
    store, _, out, report = exported
    files = read_import_dir(out)  # validates each header and each row's field count
    nodes = {f.path.name: f for f in files if f.kind == "nodes"}
    fact_header = [h for h in (out / "nodes_Fact.csv").read_text().splitlines()[0].split(",")]
    assert fact_header[0] == ":ID" and fact_header[-1] == ":LABEL"
    assert "value:double" in fact_header and "dims:string[]" in fact_header and "is_nil:boolean" in fact_header
    rel_header = (out / "relationships_SUMMATION_ITEM.csv").read_text().splitlines()[0].split(",")
    assert rel_header[:3] == [":START_ID", ":END_ID", ":TYPE"] and "weight:double" in rel_header
    ids = [r["ID"] for f in nodes.values() for r in f.rows]
    assert len(ids) == len(set(ids)), "one global ID space: every :ID is unique"
    known = set(ids)
    for f in files:
        if f.kind == "relationships":
            assert all(r["START_ID"] in known and r["END_ID"] in known for r in f.rows), f.path.name
    assert report.node_files == store.label_counts()
    assert report.relationship_files == store.relationship_counts()
    assert "neo4j-admin database import full" in (out / "neo4j-admin-import.sh").read_text()


def test_the_files_load_back_into_an_identical_graph(exported, registry):
    source, settings, out, _ = exported
    target = open_store(settings.model_copy(update={"graph_name": "export_roundtrip"}), registry, ensure_schema=False)
    try:
        target.clear()
        label_of: dict[str, str] = {}
        for f in read_import_dir(out):
            if f.kind == "nodes":
                label = f.path.stem.removeprefix("nodes_")
                assert label.isidentifier()
                target.graph.query(f"CREATE INDEX FOR (n:{label}) ON (n._id)")
                rows = [
                    {
                        "id": r["ID"],
                        "labels": r["LABEL"],
                        "props": {k: v for k, v in r.items() if k not in ("ID", "LABEL") and v is not None},
                    }
                    for r in f.rows
                ]
                assert all(r["labels"] == [label] for r in rows)
                for i in range(0, len(rows), 2000):
                    target.graph.query(
                        f"UNWIND $rows AS r CREATE (n:{label}) SET n = r.props, n._id = r.id",
                        {"rows": rows[i : i + 2000]},
                    )
                label_of.update({r["id"]: label for r in rows})
            else:
                rtype = f.path.stem.removeprefix("relationships_")
                assert rtype.isidentifier()
                groups: dict[tuple[str, str], list[dict]] = {}
                for r in f.rows:
                    props = {k: v for k, v in r.items() if k not in ("START_ID", "END_ID", "TYPE") and v is not None}
                    groups.setdefault((label_of[r["START_ID"]], label_of[r["END_ID"]]), []).append(
                        {"s": r["START_ID"], "e": r["END_ID"], "props": props}
                    )
                for (a, b), rows in sorted(groups.items()):
                    for i in range(0, len(rows), 2000):
                        target.graph.query(
                            f"UNWIND $rows AS r MATCH (a:{a} {{_id: r.s}}) MATCH (b:{b} {{_id: r.e}}) "
                            f"CREATE (a)-[e:{rtype}]->(b) SET e = r.props",
                            {"rows": rows[i : i + 2000]},
                        )
        assert target.label_counts() == source.label_counts()
        assert target.relationship_counts() == source.relationship_counts()
        assert _all_nodes(target) == _all_nodes(source)  # every property value, empty strings and lists included
        assert target.run("admin.filing_counts", {"accession": "0000320193-23-000106"}) == source.run(
            "admin.filing_counts", {"accession": "0000320193-23-000106"}
        )
    finally:
        target.clear()
        target.close()


def test_header_and_value_rules():
    assert parse_header([":ID", "name:string", "n:long", "tags:string[]", ":LABEL"], "x")[1] == ("name", "string")
    with pytest.raises(InputError, match="unknown type"):
        parse_header([":ID", "name:strnig", ":LABEL"], "x")
    with pytest.raises(InputError, match="needs :ID and :LABEL"):
        parse_header([":ID", "name:string"], "x")
    assert column_type([1, 2, None]) == "long" and column_type([1, 2.5]) == "double"
    assert column_type(["a", 1]) == "string" and column_type([["a"], None]) == "string[]"
    assert format_field(None, "string", "x") == "" and format_field("", "string", "x") == '""'
    assert format_field('say "hi"', "string", "x") == '"say ""hi"""' and format_field(True, "boolean", "x") == "true"
    with pytest.raises(InputError, match="array delimiter"):
        format_field(["a\x1fb"], "string[]", "x")
    assert format_field(["a;b", "c"], "string[]", "x") == '"a;b\x1fc"'  # labels with ';' (company labels) survive


def test_export_command_writes_the_files(exported, tmp_path):
    _, settings, _, _ = exported
    env = {**os.environ, "AUDITGRAPH_DATA_DIR": str(settings.data_dir), "AUDITGRAPH_GRAPH_NAME": settings.graph_name}
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    res = subprocess.run(
        [sys.executable, "-m", "auditgraph", "export", "neo4j-import", str(tmp_path / "out"), "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert res.returncode == 0, res.stderr
    assert (tmp_path / "out" / "nodes_Fact.csv").exists() and (tmp_path / "out" / "neo4j-admin-import.sh").exists()
