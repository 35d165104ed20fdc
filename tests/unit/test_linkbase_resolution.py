"""XBRL 2.1 relationship resolution: equivalent arcs, priority, prohibition; Calculation 1.0 and 1.1."""
from __future__ import annotations

from auditgraph.ingest.linkbase import RawArc, effective_relationships, make_href_resolver, parse_linkbase
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.records import LinkbaseDoc


def linkbase(arcs: str, arcrole: str = "http://www.xbrl.org/2003/arcrole/summation-item") -> bytes:
    return f"""<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
 <link:calculationLink xlink:type="extended" xlink:role="http://x/role/BS">
  <link:loc xlink:type="locator" xlink:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_Assets" xlink:label="A"/>
  <link:loc xlink:type="locator" xlink:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_AssetsCurrent" xlink:label="AC"/>
  <link:loc xlink:type="locator" xlink:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_AssetsNoncurrent" xlink:label="ANC"/>
  {arcs.replace("ROLE", arcrole)}
 </link:calculationLink></link:linkbase>""".encode()


def resolve(*docs: bytes):
    ns = NamespaceMap()
    raw: list[RawArc] = []
    doc = LinkbaseDoc()
    resolver = make_href_resolver({}, ns, {})
    for i, d in enumerate(docs):
        parse_linkbase(d, f"file:///lb{i}.xml", resolver, f"lb{i}", raw, doc)
    return effective_relationships(raw), doc


BASE = ('<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="AC" order="1" weight="1"/>'
        '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" order="2" weight="1"/>')


def test_remote_locators_resolve_to_canonical_concepts_without_fetching():
    (rels, removed), doc = resolve(linkbase(BASE))
    assert [(r.parent, r.child, r.weight) for r in rels] == [
        ("us-gaap:Assets", "us-gaap:AssetsCurrent", 1.0), ("us-gaap:Assets", "us-gaap:AssetsNoncurrent", 1.0)]
    assert ("us-gaap:Assets", "http://fasb.org/us-gaap/2024") in doc.locator_targets
    assert removed == 0


def test_a_prohibiting_arc_of_higher_priority_removes_the_relationship():
    prohibit = ('<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
                'order="2" weight="1" use="prohibited" priority="1"/>')
    (rels, removed), _ = resolve(linkbase(BASE), linkbase(prohibit))
    assert [(r.parent, r.child) for r in rels] == [("us-gaap:Assets", "us-gaap:AssetsCurrent")]
    assert removed == 2


def test_a_prohibiting_arc_of_lower_priority_does_not_remove_it():
    prohibit = ('<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
                'order="2" weight="1" use="prohibited" priority="-1"/>')
    (rels, _), _ = resolve(linkbase(BASE), linkbase(prohibit))
    assert len(rels) == 2


def test_an_overriding_arc_with_other_attributes_is_a_different_relationship_until_the_old_one_is_prohibited():
    override = ('<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
                'order="2" weight="1" use="prohibited" priority="1"/>'
                '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
                'order="2" weight="-1" priority="1"/>')
    (rels, _), _ = resolve(linkbase(BASE), linkbase(override))
    assert sorted((r.child, r.weight) for r in rels) == [("us-gaap:AssetsCurrent", 1.0), ("us-gaap:AssetsNoncurrent", -1.0)]


def test_calculation_1_1_arcrole_is_read_like_1_0():
    (rels, _), _ = resolve(linkbase(BASE, "https://xbrl.org/2023/arcrole/summation-item"))
    assert len(rels) == 2 and all(r.weight == 1.0 for r in rels)


def test_linkbases_embedded_in_the_company_schema_are_read(tmp_path, shared_data):
    """XBRL 2.1 §5.2: a schema may carry linkbases in xs:appinfo. Move Apple's calculation linkbase into it."""
    import re
    import shutil

    from auditgraph.ingest.filing import parse_filing
    from tests.conftest import filing_path

    folder = tmp_path / "embedded"
    shutil.copytree(filing_path("aapl-10k-2023"), folder)
    for p in folder.iterdir():
        p.chmod(0o644)
    cal = (folder / "aapl-20230930_cal.xml").read_text(encoding="utf-8")
    body = re.search(r"<link:linkbase\b.*</link:linkbase>", cal, re.S).group(0)
    xsd = folder / "aapl-20230930.xsd"
    xsd.write_text(xsd.read_text(encoding="utf-8").replace("</xs:appinfo>", body + "</xs:appinfo>", 1), encoding="utf-8")
    (folder / "aapl-20230930_cal.xml").unlink()
    original = parse_filing(filing_path("aapl-10k-2023"), accession="A")
    embedded = parse_filing(folder, accession="A")
    calc = lambda p: sorted((r.role, r.parent, r.child, r.weight) for r in p.relationships if r.weight is not None)
    assert calc(embedded) == calc(original) and len(calc(original)) == 215
