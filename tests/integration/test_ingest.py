"""Ingest of the real taxonomy and filings: counts against an independent reading, idempotence, integrity."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from auditgraph.errors import InputError, NotFound
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.rules.engine import run_rule
from tests.conftest import FILINGS_DIR, filing_index, filing_path

XBRLI = "http://www.xbrl.org/2003/instance"
LINK = "http://www.xbrl.org/2003/linkbase"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def independent_fact_count(instance: Path) -> int:
    """Facts by the standard library's parser: items with a contextRef, grouped by element, context, unit and
    language. A group counts once when its values agree after rounding to the group's lowest decimals (XBRL
    consistent duplicates, e.g. Apple's UnrecognizedTaxBenefits at -8 and -6), else once per distinct value.
    Independent of auditgraph's lxml parser and canonical names."""
    from decimal import Decimal

    root = ET.parse(instance).getroot()
    groups: dict[tuple, list[tuple]] = {}

    def walk(el, lang):
        for child in el:
            tag = child.tag
            if not isinstance(tag, str) or tag.startswith(("{%s}" % XBRLI, "{%s}" % LINK)):
                continue
            lg = child.get(XML_LANG, lang)
            if "contextRef" in child.attrib:
                numeric = child.get("unitRef") is not None
                text = (child.text or "").strip() if numeric else " ".join("".join(child.itertext()).split())
                key = (tag, child.get("contextRef"), child.get("unitRef"), None if numeric else lg)
                groups.setdefault(key, []).append((text, child.get("decimals")))
            else:
                walk(child, lg)

    walk(root, None)
    total = 0
    for (_, _, unit, _), items in groups.items():
        if unit is None or any(not v for v, _ in items):
            total += len({v for v, _ in items})
            continue
        decs = [int(d) for _, d in items if d not in (None, "INF")]
        q = Decimal(1).scaleb(-min(decs)) if decs else None
        rounded = {Decimal(v).quantize(q) if q is not None else Decimal(v) for v, _ in items}
        total += 1 if len(rounded) == 1 else len({Decimal(v) for v, _ in items})
    return total


def instance_file(folder: str) -> Path:
    """The folder's XBRL instance, found by its document element with the standard library's parser."""
    p = filing_path(folder)
    if p.is_file():
        return p
    for f in sorted(p.glob("*.xml")):
        _, first = next(ET.iterparse(f, events=("start",)))
        if first.tag == f"{{{XBRLI}}}xbrl":
            return f
    raise AssertionError(f"no instance in {p}")


@pytest.fixture(autouse=True)
def _unload_test_filings(store):
    """Copies loaded under TEST-* accessions keep real CIKs: remove them after each test."""
    yield
    from auditgraph.ingest.loader import unload_filing

    for row in store.run("admin.filings"):
        if row["accession"].startswith("TEST-"):
            unload_filing(store, row["accession"])


@pytest.mark.parametrize("folder", sorted(filing_index()) if (FILINGS_DIR / "INDEX.csv").exists() else [])
def test_fact_count_in_the_graph_equals_an_independent_count_from_the_xml(folder, store, loaded):
    inst = instance_file(folder)
    expected = independent_fact_count(inst)
    got = store.run("admin.filing_counts", {"accession": loaded[folder]})[0]["facts"]
    assert got == expected, f"{folder}: graph has {got} facts, the XML has {expected} distinct facts"


def test_every_shared_filing_is_complete_and_bridged_to_concepts(store, loaded):
    rows = {r["accession"]: r for r in store.run("admin.filings")}
    for folder, acc in loaded.items():
        assert rows[acc]["status"] == "complete", folder
        bridged = store.run_read_only_text(
            "MATCH (f:Fact {filing: $a}) OPTIONAL MATCH (f)-[:INSTANCE_OF]->(c:Concept) "
            "RETURN count(f) AS facts, count(c) AS bridged",
            {"a": acc},
            30,
            1,
        )[0]
        assert bridged["facts"] == bridged["bridged"] > 0, folder


def test_apple_2023_assets_fact_carries_the_reported_value_and_design_key(store, loaded):
    acc = loaded["aapl-10k-2023"]
    assert acc == "0000320193-23-000106"
    rows = store.run("admin.filing_fact_values", {"accession": acc})
    by_key = {r["key"]: r for r in rows}
    # aapl-20230930_htm.xml: <us-gaap:Assets contextRef="c-20" decimals="-6" unitRef="usd">352583000000
    fact = by_key["0000320193-23-000106:320193:us-gaap:Assets:20230930:USD"]
    assert fact["value"] == 352583000000 and fact["raw"] == "352583000000"


def test_loading_the_same_filing_twice_changes_nothing(store, loaded):
    acc = loaded["aapl-10q-2023"]
    before = (
        store.run("admin.filing_counts", {"accession": acc}),
        store.run("admin.filing_fact_values", {"accession": acc}),
        store.run("admin.counts"),
    )
    row = filing_index()["aapl-10q-2023"]
    report = load_filing(store, parse_filing(filing_path("aapl-10q-2023"), accession=row["accession"], cik=row["cik"]))
    assert report.status == "unchanged"
    after = (
        store.run("admin.filing_counts", {"accession": acc}),
        store.run("admin.filing_fact_values", {"accession": acc}),
        store.run("admin.counts"),
    )
    assert before == after


def test_an_ingest_that_failed_halfway_is_invisible_and_a_rerun_completes_it(store, shared_data):
    parsed = parse_filing(filing_path("msft-10k-2015"), accession="TEST-HALF-1")
    with pytest.raises(InputError, match="simulated failure"):
        load_filing(store, parsed, fail_after_facts=1000)
    status = store.run("ingest.filing_status", {"accession": "TEST-HALF-1"})[0]
    assert status["status"] == "loading"
    assert 0 < store.run("admin.filing_counts", {"accession": "TEST-HALF-1"})[0]["facts"] < len(parsed.fact_rows)
    with pytest.raises(NotFound):
        run_rule(store, "DQC.US.0126", "TEST-HALF-1", settings=_settings(store))
    report = load_filing(store, parsed)
    assert report.status == "loaded"
    assert store.run("admin.filing_counts", {"accession": "TEST-HALF-1"})[0]["facts"] == len(parsed.fact_rows) == 2151


def _settings(store):
    from tests.conftest import make_settings

    return make_settings(Path("/nonexistent"))


def test_killing_an_ingest_process_midway_then_rerunning_it_gives_the_full_filing(store, session_settings, shared_data):
    env = {
        **os.environ,
        "AUDITGRAPH_DATA_DIR": str(session_settings.data_dir),
        "AUDITGRAPH_GRAPH_NAME": session_settings.graph_name,
        "AUDITGRAPH_TEST_PAUSE_BEFORE_COMPLETE": "1",
    }
    env.pop("AUDITGRAPH_NEO4J_URI", None)
    if os.environ.get("AUDITGRAPH_NEO4J_URI"):
        pytest.skip("exercised on the embedded engine")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "auditgraph",
            "ingest",
            "filing",
            str(filing_path("nflx-10k-2023")),
            "--accession",
            "TEST-KILL-1",
        ],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stderr.readline()
        deadline = time.monotonic() + 60
        while "paused after" not in line and time.monotonic() < deadline:
            line = proc.stderr.readline()
        assert "paused after" in line
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert store.run("ingest.filing_status", {"accession": "TEST-KILL-1"})[0]["status"] == "loading"
    assert "TEST-KILL-1" not in {r["accession"] for r in store.run("admin.filings") if r["status"] == "complete"}
    parsed = parse_filing(filing_path("nflx-10k-2023"), accession="TEST-KILL-1")
    assert load_filing(store, parsed).status == "loaded"
    counts = store.run("admin.filing_counts", {"accession": "TEST-KILL-1"})[0]
    assert counts["facts"] == len(parsed.fact_rows) == independent_fact_count(instance_file("nflx-10k-2023"))


def test_a_bad_filing_never_touches_data_already_loaded(store, loaded, tmp_path):
    before = store.run("admin.counts")
    broken = tmp_path / "broken"
    shutil.copytree(filing_path("aapl-10k-2023"), broken)
    inst = broken / "aapl-20230930_htm.xml"
    inst.chmod(0o644)
    inst.write_bytes(inst.read_bytes()[:500_000])  # truncated mid-document
    with pytest.raises(InputError, match="not well-formed"):
        load_filing(store, parse_filing(broken, accession="TEST-BROKEN-1"))
    hostile = tmp_path / "hostile"
    hostile.mkdir()
    (hostile / "x.xml").write_bytes(
        b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
        b'<xbrl xmlns="http://www.xbrl.org/2003/instance">&e;</xbrl>'
    )
    with pytest.raises(InputError, match="entit"):
        parse_filing(hostile)
    assert store.run("admin.counts") == before


def test_same_accession_with_different_content_is_refused_unless_replaced(store, loaded, tmp_path):
    changed = tmp_path / "changed"
    shutil.copytree(filing_path("nflx-10q-2010"), changed)
    inst = changed / "nflx-20100930.xml"
    inst.chmod(0o644)
    original = parse_filing(filing_path("nflx-10q-2010"), accession="TEST-REPL-1")
    load_filing(store, original)
    inst.write_bytes(inst.read_bytes().replace(b"</xbrl>", b"<!-- amended --></xbrl>"))
    amended = parse_filing(changed, accession="TEST-REPL-1")
    with pytest.raises(InputError, match="different content"):
        load_filing(store, amended)
    assert load_filing(store, amended, replace=True).status == "replaced"
    assert store.run("admin.filing_counts", {"accession": "TEST-REPL-1"})[0]["facts"] == len(original.fact_rows)


def test_a_monetary_fact_reported_in_shares_is_reported_as_a_unit_mismatch(store, loaded, tmp_path):
    folder = tmp_path / "units"
    shutil.copytree(filing_path("aapl-10k-2023"), folder)
    inst = folder / "aapl-20230930_htm.xml"
    inst.chmod(0o644)
    text = inst.read_bytes()
    # aapl:CashCashEquivalentsAndMarketableSecuritiesCost is declared xbrli:monetaryItemType in aapl-20230930.xsd.
    needle = b'<aapl:CashCashEquivalentsAndMarketableSecuritiesCost contextRef="c-22" decimals="-6" id="f-517" unitRef="usd">'
    assert needle in text
    inst.write_bytes(text.replace(needle, needle.replace(b'unitRef="usd"', b'unitRef="shares"')))
    report = load_filing(store, parse_filing(folder, accession="TEST-UNIT-1"))
    assert [(u["concept"], u["unit"]) for u in report.unit_issues] == [
        ("aapl:CashCashEquivalentsAndMarketableSecuritiesCost", "shares")
    ]


def test_a_filing_without_its_company_schema_loads_with_undeclared_extension_concepts(store, loaded):
    acc = loaded["unp-10k-2012"]
    parsed = parse_filing(filing_path("unp-10k-2012"), accession=acc)
    assert any("unp-20121231.xsd" in u for u in parsed.unresolved)
    rows = store.run_read_only_text(
        "MATCH (c:Concept) WHERE c.qname STARTS WITH 'unp:' "
        "RETURN count(c) AS n, sum(CASE WHEN c.declared THEN 1 ELSE 0 END) AS declared",
        {},
        30,
        1,
    )
    assert rows[0]["n"] > 0 and rows[0]["declared"] == 0


def test_inline_and_extracted_aeon_documents_load_identical_facts(shared_data):
    a = parse_filing(filing_path("aeon-10q-2023"), accession="X", prefer_inline=True)
    b = parse_filing(filing_path("aeon-10q-2023"), accession="X")
    assert a.source_files != b.source_files
    strip = lambda rows: sorted((r["key"], r["props"]["value"], " ".join(r["props"]["raw"].split())) for r in rows)
    assert strip(a.fact_rows) == strip(b.fact_rows) and len(a.fact_rows) == 966


def test_unloading_a_filing_removes_everything_it_brought(store, loaded):
    from auditgraph.ingest.loader import unload_filing

    before = store.run("admin.counts")
    parsed = parse_filing(filing_path("nflx-10q-2010"), accession="TEST-UNLOAD-1")
    load_filing(store, parsed)
    assert store.run("admin.filing_counts", {"accession": "TEST-UNLOAD-1"})[0]["facts"] == 303
    assert unload_filing(store, "TEST-UNLOAD-1") and not unload_filing(store, "TEST-UNLOAD-1")
    assert store.run("admin.filing_counts", {"accession": "TEST-UNLOAD-1"})[0] == {
        "facts": 0,
        "contexts": 0,
        "units": 0,
        "relationships": 0,
    }
    after = {r["label"]: r["n"] for r in store.run("admin.counts")}
    # Concepts and roles are shared with other filings and the taxonomy, so they stay.
    assert {k: v for k, v in after.items() if k not in ("Concept", "Role")} == {
        r["label"]: r["n"] for r in before if r["label"] not in ("Concept", "Role")
    }


def test_conflicting_duplicate_facts_are_both_kept_reported_and_not_silently_checked(
    store, loaded, session_settings, tmp_path
):
    # nflx-20100930.xml reports CashAndCashEquivalentsAtCarryingValue = 87,471,000 at 2009-06-30. Add a second
    # fact for the same concept, context and unit with another value: an inconsistent duplicate.
    folder = tmp_path / "dup"
    shutil.copytree(filing_path("nflx-10q-2010"), folder)
    inst = folder / "nflx-20100930.xml"
    inst.chmod(0o644)
    ctx = "eol_PE75377---1010-Q0012_STD_0_20090630_0"
    extra = (
        f'<us-gaap:CashAndCashEquivalentsAtCarryingValue contextRef="{ctx}" unitRef="iso4217_USD" '
        f'decimals="-3">88000000</us-gaap:CashAndCashEquivalentsAtCarryingValue>\n</xbrl>'
    ).encode()
    data = inst.read_bytes()
    assert data.rstrip().endswith(b"</xbrl>")
    inst.write_bytes(data.rstrip()[: -len(b"</xbrl>")] + extra)
    report = load_filing(store, parse_filing(folder, accession="TEST-DUP-1"))
    assert [(d["concept"], d["values"]) for d in report.duplicates_inconsistent] == [
        ("us-gaap:CashAndCashEquivalentsAtCarryingValue", ["87471000", "88000000"])
    ]
    rows = store.run_read_only_text(
        "MATCH (f:Fact {filing: 'TEST-DUP-1', concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue', period: '20090630'}) "
        "RETURN f.key AS key, f.value AS value, f.duplicate AS dup ORDER BY key",
        {},
        10,
        10,
    )
    base = "TEST-DUP-1:1065280:us-gaap:CashAndCashEquivalentsAtCarryingValue:20090630:USD"
    assert [(r["key"], r["value"], r["dup"]) for r in rows] == [
        (base, 87_471_000, "inconsistent"),
        (f"{base}#2", 88_000_000, "inconsistent"),
    ]
    assert report.facts == independent_fact_count(inst)


def test_non_xbrl_files_in_a_filing_folder_are_ignored_and_reported(shared_data, tmp_path):
    from auditgraph.ingest.dts import discover

    folder = tmp_path / "with-exhibits"
    shutil.copytree(filing_path("nflx-10q-2010"), folder)
    (folder / "ex31.htm").write_text("<html><body><p>Certification<br></p></body></html>")  # not well-formed XML
    (folder / "FilingSummary.xml").write_text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "x">]><FilingSummary/>')
    docs = discover(folder)
    assert sorted(docs.ignored) == ["FilingSummary.xml", "ex31.htm"]
    assert parse_filing(folder, accession="X").fact_rows
