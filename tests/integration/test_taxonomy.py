"""US-GAAP taxonomy ingest: the partial shared package, and a complete package through the same code path."""

from __future__ import annotations

import shutil

from auditgraph.ingest.taxonomy import load_taxonomy, parse_taxonomy
from tests.conftest import make_settings


def test_shared_2024_package_loads_every_network_with_locator_only_concepts(store, loaded, shared_data):
    rows = store.run_read_only_text(
        "MATCH (t:Taxonomy {name: 'us-gaap-2024'}) RETURN t.status AS status, t.concepts AS concepts, "
        "t.relationships AS rels, t.version AS version",
        {},
        30,
        1,
    )
    assert rows == [{"status": "complete", "concepts": 18661, "rels": 71983, "version": "2024"}]
    # us-gaap-stm-sfp-cls-cal-2024.xml: Assets = AssetsCurrent + AssetsNoncurrent in the classified balance sheet.
    calc = store.run_read_only_text(
        "MATCH (p:Concept {qname: 'us-gaap:Assets'})-[e:SUMMATION_ITEM]->(c:Concept) WHERE e.source = 'us-gaap-2024' "
        "AND e.role = 'http://fasb.org/us-gaap/role/statement/StatementOfFinancialPositionClassified' "
        "RETURN c.qname AS child, e.weight AS w ORDER BY child",
        {},
        30,
        10,
    )
    assert calc == [{"child": "us-gaap:AssetsCurrent", "w": 1.0}, {"child": "us-gaap:AssetsNoncurrent", "w": 1.0}]
    undeclared = store.run_read_only_text(
        "MATCH (c:Concept {qname: 'us-gaap:Assets'}) RETURN c.declared AS d, c.namespace AS ns", {}, 10, 1
    )
    assert undeclared == [{"d": False, "ns": "http://fasb.org/us-gaap/2024"}]
    role = store.run_read_only_text(
        "MATCH (r:Role {uri: 'http://fasb.org/us-gaap/role/statement/StatementOfFinancialPositionClassified'}) "
        "RETURN r.statement AS s",
        {},
        10,
        1,
    )
    assert role == [{"s": "BS"}]


ELEMENTS = """<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance"
  xmlns:us-gaap="http://fasb.org/us-gaap/2024" targetNamespace="http://fasb.org/us-gaap/2024">
 <xs:element id="us-gaap_Assets" name="Assets" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item"
   xbrli:periodType="instant" xbrli:balance="debit" nillable="true" abstract="false"/>
 <xs:element id="us-gaap_AssetsCurrent" name="AssetsCurrent" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item"
   xbrli:periodType="instant" xbrli:balance="debit" nillable="true"/>
</xs:schema>"""

LABELS = """<?xml version="1.0"?>
<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
 <link:labelLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">
  <link:loc xlink:type="locator" xlink:href="us-gaap-2024.xsd#us-gaap_Assets" xlink:label="Assets"/>
  <link:label xlink:type="resource" xlink:label="lab_Assets" xlink:role="http://www.xbrl.org/2003/role/label" xml:lang="en-US">Assets</link:label>
  <link:label xlink:type="resource" xlink:label="lab_Assets" xlink:role="http://www.xbrl.org/2003/role/documentation" xml:lang="en-US">Sum of the carrying amounts of all assets.</link:label>
  <link:labelArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xlink:from="Assets" xlink:to="lab_Assets"/>
 </link:labelLink>
</link:linkbase>"""


def test_a_complete_package_fills_in_declarations_and_labels_through_the_same_code_path(
    tmp_path, shared_data, registry
):
    """Built in the test from the real files: META-INF and the balance-sheet linkbases of the shared package,
    plus the element declarations and labels that the full FASB zip carries in elts/."""
    src = shared_data / "us-gaap-2024"
    pkg = tmp_path / "us-gaap-2024"
    (pkg / "elts").mkdir(parents=True)
    shutil.copytree(src / "META-INF", pkg / "META-INF")
    (pkg / "stm").mkdir()
    for f in sorted((src / "stm").glob("us-gaap-stm-sfp-cls-*2024.xml")):
        shutil.copy(f, pkg / "stm" / f.name)
    shutil.copy(src / "elts" / "us-roles-2024.xsd", pkg / "elts")
    (pkg / "elts" / "us-gaap-2024.xsd").write_text(ELEMENTS)
    (pkg / "elts" / "us-gaap-lab-2024.xml").write_text(LABELS)
    import zipfile

    zpath = tmp_path / "us-gaap-2024.zip"
    with zipfile.ZipFile(zpath, "w") as zf:
        for p in sorted(pkg.rglob("*")):
            if p.is_file():
                zf.write(p, "us-gaap-2024/" + p.relative_to(pkg).as_posix())
    from auditgraph.store import open_store

    for source in (pkg, zpath):
        parsed = parse_taxonomy(source)
        assert parsed.name == "us-gaap-2024"
        decl = {c.qname: c for c in parsed.concepts}
        assert decl["us-gaap:Assets"].declared and decl["us-gaap:Assets"].balance == "debit"
        assert (
            decl["us-gaap:Assets"].period_type == "instant"
            and decl["us-gaap:Assets"].data_type == "xbrli:monetaryItemType"
        )
        assert not decl["us-gaap:Liabilities"].declared
    s = open_store(make_settings(tmp_path / "g"), registry)
    try:
        report = load_taxonomy(s, parse_taxonomy(zpath))
        assert report["status"] == "loaded" and report["declared"] == 2
        row = (
            s.run("tools.concept_spec", {"qname": "us-gaap:Assets"})
            if "tools.concept_spec" in registry.names()
            else s.run_read_only_text(
                "MATCH (c:Concept {qname: 'us-gaap:Assets'}) RETURN c.label AS label, "
                "c.documentation AS documentation, c.balance AS balance, c.declared AS declared",
                {},
                10,
                1,
            )
        )
        r = row[0]
        assert (r["label"], r["documentation"], r["balance"], r["declared"]) == (
            "Assets",
            "Sum of the carrying amounts of all assets.",
            "debit",
            True,
        )
        assert load_taxonomy(s, parse_taxonomy(zpath))["status"] == "unchanged"
    finally:
        s.close()
