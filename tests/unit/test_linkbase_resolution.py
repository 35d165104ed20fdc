"""XBRL 2.1 relationship resolution: equivalent arcs, priority, prohibition; Calculation 1.0 and 1.1."""

from __future__ import annotations

import pytest

from auditgraph.ingest.linkbase import RawArc, effective_relationships, make_href_resolver, parse_linkbase
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.records import LinkbaseDoc

# each test runs with each set of readers: the Python code as written and its compiled build
pytestmark = pytest.mark.usefixtures("parse_readers")


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


BASE = (
    '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="AC" order="1" weight="1"/>'
    '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" order="2" weight="1"/>'
)


def test_remote_locators_resolve_to_canonical_concepts_without_fetching():
    (rels, removed), doc = resolve(linkbase(BASE))
    assert [(r.parent, r.child, r.weight) for r in rels] == [
        ("us-gaap:Assets", "us-gaap:AssetsCurrent", 1.0),
        ("us-gaap:Assets", "us-gaap:AssetsNoncurrent", 1.0),
    ]
    assert ("us-gaap:Assets", "http://fasb.org/us-gaap/2024") in doc.locator_targets
    assert removed == 0


def test_a_prohibiting_arc_of_higher_priority_removes_the_relationship():
    prohibit = (
        '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
        'order="2" weight="1" use="prohibited" priority="1"/>'
    )
    (rels, removed), _ = resolve(linkbase(BASE), linkbase(prohibit))
    assert [(r.parent, r.child) for r in rels] == [("us-gaap:Assets", "us-gaap:AssetsCurrent")]
    assert removed == 2


def test_a_prohibiting_arc_of_lower_priority_does_not_remove_it():
    prohibit = (
        '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
        'order="2" weight="1" use="prohibited" priority="-1"/>'
    )
    (rels, _), _ = resolve(linkbase(BASE), linkbase(prohibit))
    assert len(rels) == 2


def test_an_overriding_arc_with_other_attributes_is_a_different_relationship_until_the_old_one_is_prohibited():
    override = (
        '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
        'order="2" weight="1" use="prohibited" priority="1"/>'
        '<link:calculationArc xlink:type="arc" xlink:arcrole="ROLE" xlink:from="A" xlink:to="ANC" '
        'order="2" weight="-1" priority="1"/>'
    )
    (rels, _), _ = resolve(linkbase(BASE), linkbase(override))
    assert sorted((r.child, r.weight) for r in rels) == [
        ("us-gaap:AssetsCurrent", 1.0),
        ("us-gaap:AssetsNoncurrent", -1.0),
    ]


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
    xsd.write_text(
        xsd.read_text(encoding="utf-8").replace("</xs:appinfo>", body + "</xs:appinfo>", 1), encoding="utf-8"
    )
    (folder / "aapl-20230930_cal.xml").unlink()
    original = parse_filing(filing_path("aapl-10k-2023"), accession="A")
    embedded = parse_filing(folder, accession="A")
    calc = lambda p: sorted((r.role, r.parent, r.child, r.weight) for r in p.relationships if r.weight is not None)
    assert calc(embedded) == calc(original) and len(calc(original)) == 215


LABELS = b"""<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:lb="http://www.xbrl.org/2003/linkbase"
           xmlns:xl="http://www.w3.org/1999/xlink" xmlns:h="http://www.w3.org/1999/xhtml">
 <xs:annotation><xs:appinfo>
  <lb:linkbase>
   <lb:roleRef roleURI="http://x/role/Terse" xl:type="simple" xl:href="roles.xsd#Terse"/>
   <lb:labelLink xl:type="extended" xl:role="http://www.xbrl.org/2003/role/link">
    <lb:documentation>not a locator, resource or arc</lb:documentation>
    <lb:labelArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="A" xl:to="L"/>
    <lb:loc xl:type="locator" xl:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_Assets"
            xl:label="A"/>
    <lb:label xl:type="resource" xl:label="L" xml:lang="EN-us">Total <h:b>assets</h:b><!-- a comment -->,
      <h:i>all</h:i>  of&#160;them &amp; more</lb:label> tail text is not the label's
    <lb:label xl:type="resource" xl:label="L" xl:role="http://x/role/Terse" xml:lang="en"><![CDATA[Assets <b>]]></lb:label>
    <lb:label xl:type="resource" xl:label="unused">never linked</lb:label>
   </lb:labelLink>
  </lb:linkbase>
 </xs:appinfo></xs:annotation>
</xs:schema>"""


def test_labels_are_read_with_all_their_text_from_links_wherever_they_sit():
    """An extended link inside a schema's appinfo is read; a label's text is all the text inside it (markup, split
    by a comment, CDATA, character references), whitespace (a no-break space too, as str.split() has it) collapsed,
    and not the text after it; an arc written before its locator and resources still links them; a child without an
    XLink type is not a locator, resource or arc. (The tree-walking parser this replaced gave the same.)"""
    (rels, removed), doc = resolve(LABELS)
    assert [(lb.qname, lb.role, lb.lang, lb.text) for lb in doc.labels] == [
        ("us-gaap:Assets", "http://www.xbrl.org/2003/role/label", "en-us", "Total assets, all of them & more"),
        ("us-gaap:Assets", "http://x/role/Terse", "en", "Assets <b>"),
    ]
    assert doc.role_refs == {"http://x/role/Terse": "file:///roles.xsd#Terse"}
    assert rels == [] and removed == 0


NESTED = b"""<?xml version="1.0"?>
<lb:linkbase xmlns:lb="http://www.xbrl.org/2003/linkbase" xmlns:xl="http://www.w3.org/1999/xlink">
 <lb:labelLink xl:type="extended" xl:role="http://www.xbrl.org/2003/role/link">
  <lb:loc xl:type="locator" xl:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_Assets" xl:label="A"/>
  <lb:labelArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="A" xl:to="L"/>
  <lb:label xl:type="resource" xl:label="L" xml:lang="en">Outer <lb:labelLink xl:type="extended"
      xl:role="http://www.xbrl.org/2003/role/link"><lb:loc xl:type="locator" xl:label="B"
      xl:href="https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#us-gaap_Liabilities"/><lb:labelArc
      xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="B" xl:to="M"/><lb:label
      xl:type="resource" xl:label="M" xml:lang="en">inner <lb:b>bold</lb:b></lb:label></lb:labelLink> end</lb:label>
 </lb:labelLink>
</lb:linkbase>"""


def test_a_resource_holding_another_link_has_all_the_text_inside_it_and_the_inner_link_is_read_too():
    """Extended links are read at any depth, even inside another link's resource: the inner label has its own text,
    and the outer one all the text inside it, the inner label's included, in document order (itertext())."""
    _, doc = resolve(NESTED)
    assert sorted((lb.qname, lb.text) for lb in doc.labels) == [
        ("us-gaap:Assets", "Outer inner bold end"),
        ("us-gaap:Liabilities", "inner bold"),
    ]
