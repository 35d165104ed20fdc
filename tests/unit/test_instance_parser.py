"""The instance parser follows XBRL 2.1, not the way the shared files happen to look."""

from __future__ import annotations

import re

import pytest

from auditgraph.errors import InputError
from auditgraph.ingest.filing import evidence_key, resolve_duplicates
from auditgraph.ingest.instance import parse_instance
from auditgraph.ingest.xmlsafe import parse_xml
from tests.conftest import FILINGS_DIR

# each test runs with each set of readers: the Python code as written and its compiled build (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("parse_readers")

HEAD = b"""<?xml version="1.0"?>
<x:xbrl xmlns:x="http://www.xbrl.org/2003/instance" xmlns:gaap="http://fasb.org/us-gaap/2021"
  xmlns:i4217="http://www.xbrl.org/2003/iso4217" xmlns:dim="http://xbrl.org/2006/xbrldi"
  xmlns:co="http://example.com/20211231" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
 <link:schemaRef xlink:type="simple" xlink:href="co-20211231.xsd"/>
 <x:context id="A"><x:entity><x:identifier scheme="http://www.sec.gov/CIK">0000000042</x:identifier>
   <x:segment><dim:explicitMember dimension="gaap:StatementBusinessSegmentsAxis">co:WidgetsMember</dim:explicitMember>
   <dim:typedMember dimension="co:ContractAxis"><co:id> 7 </co:id></dim:typedMember></x:segment></x:entity>
   <x:period><x:startDate>2021-01-01</x:startDate><x:endDate>2021-12-31</x:endDate></x:period></x:context>
 <x:context id="B"><x:entity><x:identifier scheme="http://www.sec.gov/CIK">0000000042</x:identifier></x:entity>
   <x:period><x:instant>2021-12-31</x:instant></x:period></x:context>
 <x:unit id="money"><x:measure>i4217:USD</x:measure></x:unit>
 <x:unit id="eps"><x:divide><x:unitNumerator><x:measure>i4217:USD</x:measure></x:unitNumerator>
   <x:unitDenominator><x:measure>x:shares</x:measure></x:unitDenominator></x:divide></x:unit>
"""


def parse(body: bytes, strict: bool = True):
    return parse_instance(parse_xml(HEAD + body + b"</x:xbrl>", "t.xml"), "t.xml", strict=strict)


def test_foreign_prefixes_and_ids_map_to_canonical_concepts_units_and_dims():
    doc = parse(
        b'<gaap:Revenues contextRef="A" unitRef="money" decimals="-3">1500000</gaap:Revenues>'
        b'<gaap:EarningsPerShareBasic contextRef="A" unitRef="eps" decimals="2">1.25</gaap:EarningsPerShareBasic>'
    )
    rev, eps = doc.facts
    assert rev.concept == "us-gaap:Revenues" and rev.value == 1500000.0 and rev.decimals == "-3"
    assert doc.units["money"].measure == "USD" and doc.units["eps"].measure == "USD/shares"
    ctx = doc.contexts["A"]
    assert ctx.explicit == (("us-gaap:StatementBusinessSegmentsAxis", "co:WidgetsMember"),)
    assert ctx.typed == (("co:ContractAxis", "7"),)
    assert ctx.period_token == "20210101-20211231"
    assert eps.concept == "us-gaap:EarningsPerShareBasic" and eps.value == 1.25


def test_nil_facts_and_text_facts_with_language():
    doc = parse(
        b'<gaap:Revenues contextRef="B" unitRef="money" xsi:nil="true"/>'
        b'<gaap:AccountingPoliciesTextBlock contextRef="B" xml:lang="en-US">Policy  text</gaap:AccountingPoliciesTextBlock>'
    )
    nil, text = doc.facts
    assert nil.is_nil and nil.value is None and nil.is_numeric
    assert not text.is_numeric and text.lang == "en-us" and text.raw == "Policy  text"


def test_undefined_unit_or_context_reference_is_an_input_error():
    with pytest.raises(InputError, match="undefined contexts"):
        parse(b'<gaap:Revenues contextRef="NOPE" unitRef="money" decimals="0">1</gaap:Revenues>')
    with pytest.raises(InputError, match="units \\['bad'\\]"):
        parse(b'<gaap:Revenues contextRef="B" unitRef="bad" decimals="0">1</gaap:Revenues>')


def test_non_numeric_value_in_a_numeric_fact_is_an_input_error():
    with pytest.raises(InputError, match="non-numeric value 'twelve'"):
        parse(b'<gaap:Revenues contextRef="B" unitRef="money" decimals="0">twelve</gaap:Revenues>')


def test_without_strict_invalid_facts_are_left_out_and_reported_and_the_rest_is_kept():
    doc = parse(
        b'<gaap:Revenues contextRef="B" unitRef="money" decimals="0">twelve</gaap:Revenues>'
        b'<gaap:Revenues contextRef="NOPE" unitRef="money" decimals="0">1</gaap:Revenues>'
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="0">7</gaap:Assets>',
        strict=False,
    )
    assert [(f.concept, f.value) for f in doc.facts] == [("us-gaap:Assets", 7.0)]
    assert [(i["kind"], i["id"]) for i in doc.invalid] == [("fact", "us-gaap:Revenues"), ("fact contextref", "NOPE")]
    assert "non-numeric value 'twelve'" in doc.invalid[0]["reason"]


def test_consistent_duplicates_collapse_and_inconsistent_ones_are_kept_and_reported():
    doc = parse(
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="-6">1000000</gaap:Assets>'
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="-3">1000400</gaap:Assets>'
        b'<gaap:Liabilities contextRef="B" unitRef="money" decimals="0">5</gaap:Liabilities>'
        b'<gaap:Liabilities contextRef="B" unitRef="money" decimals="0">6</gaap:Liabilities>'
    )
    kept, report = resolve_duplicates(doc.facts)
    assets = [f for f, _ in kept if f.concept == "us-gaap:Assets"]
    # 1,000,400 rounded to the lower precision (-6) is 1,000,000: consistent, keep the more precise fact.
    assert len(assets) == 1 and assets[0].decimals == "-3" and report.consistent == 1
    liab = [(f.raw, tag) for f, tag in kept if f.concept == "us-gaap:Liabilities"]
    assert sorted(liab) == [("5", "inconsistent"), ("6", "inconsistent")]
    assert report.inconsistent == [
        {"concept": "us-gaap:Liabilities", "context": "B", "unit": "money", "values": ["5", "6"]}
    ]


def test_evidence_key_has_the_design_shape_and_a_stable_dimension_hash():
    plain = evidence_key("0000320193-23-000106", "320193", "us-gaap:Assets", "20230930", "USD", [])
    assert plain == "0000320193-23-000106:320193:us-gaap:Assets:20230930:USD"
    dims = ["us-gaap:StatementClassOfStockAxis=us-gaap:CommonStockMember"]
    keyed = evidence_key("a", "1", "us-gaap:X", "20230930", "USD", dims)
    assert re.fullmatch(r"a:1:us-gaap:X:20230930:USD:[0-9a-f]{8}", keyed)
    assert keyed == evidence_key("a", "1", "us-gaap:X", "20230930", "USD", list(dims))


def test_renaming_prefixes_context_ids_and_unit_ids_of_a_real_filing_changes_no_fact(shared_data):
    path = FILINGS_DIR / "aapl-10k-2023" / "aapl-20230930_htm.xml"
    original = path.read_bytes()
    renamed = (
        original.replace(b"us-gaap:", b"gx:")
        .replace(b'xmlns:us-gaap=', b'xmlns:gx=')
        .replace(b'id="c-', b'id="ctx_')
        .replace(b'contextRef="c-', b'contextRef="ctx_')
        .replace(b'id="usd"', b'id="U1"')
        .replace(b'unitRef="usd"', b'unitRef="U1"')
    )
    assert renamed != original

    def canon(doc):
        return sorted(
            (
                f.concept,
                doc.contexts[f.context_ref].period_token,
                doc.contexts[f.context_ref].explicit,
                doc.units[f.unit_ref].measure if f.unit_ref else None,
                f.raw,
            )
            for f in doc.facts
        )

    a = parse_instance(parse_xml(original, "a"), "a")
    b = parse_instance(parse_xml(renamed, "b"), "b")
    assert len(a.facts) == 1164 and canon(a) == canon(b)


def test_decimals_are_inferred_from_precision_as_xbrl_2_1_defines():
    from auditgraph.ingest.filing import decimals_from_precision

    # 123,456 with precision 3 is known to the thousands: decimals -3.
    assert decimals_from_precision("3", 123456.0) == "-3"
    assert decimals_from_precision("2", 0.0456) == "3"
    assert decimals_from_precision("INF", 5.0) == "INF" and decimals_from_precision(None, 5.0) is None


def test_accession_is_read_from_edgar_file_and_folder_names():
    from auditgraph.ingest.filing import accession_from_names

    assert accession_from_names(["0000320193-24-000123-aapl-20240928_htm.xml.zip"]) == "0000320193-24-000123"
    assert accession_from_names(["/edgar/data/320193/000032019323000106/aapl-20230930.htm"]) == "0000320193-23-000106"
    assert accession_from_names(["aapl-20230930_htm.xml"]) is None
    assert accession_from_names(["0000320193-24-000123-a.zip", "0000320193-23-000106-b.zip"]) is None  # ambiguous


def test_the_most_precise_consistent_duplicate_is_kept_even_at_decimals_zero():
    doc = parse(
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="-3">1000</gaap:Assets>'
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="0">1000</gaap:Assets>'
    )
    kept, report = resolve_duplicates(doc.facts)
    assert [f.decimals for f, _ in kept] == ["0"] and report.consistent == 1


def test_a_text_fact_without_its_own_language_takes_the_nearest_declared_one():
    """xml:lang is inherited (XML 1.0 §2.12): from the instance root, or from the tuple a fact sits in; an empty
    xml:lang on the fact itself is no language, so the inherited one applies. Numeric facts carry none."""
    data = HEAD.replace(b'<x:xbrl ', b'<x:xbrl xml:lang="FR" ') + (
        b'<gaap:AccountingPoliciesTextBlock contextRef="B">Politique</gaap:AccountingPoliciesTextBlock>'
        b'<gaap:NatureOfOperations contextRef="B" xml:lang="">Nature</gaap:NatureOfOperations>'
        b'<co:Contract><gaap:ConcentrationRiskDisclosureTextBlock contextRef="B">Risque</gaap:ConcentrationRiskDisclosureTextBlock></co:Contract>'
        b'<co:Contract xml:lang="de-DE"><gaap:ConcentrationRiskDisclosureTextBlock contextRef="B">Risiko'
        b'</gaap:ConcentrationRiskDisclosureTextBlock></co:Contract>'
        b'<gaap:Revenues contextRef="B" unitRef="money" decimals="0">5</gaap:Revenues></x:xbrl>'
    )
    doc = parse_instance(parse_xml(data, "t.xml"), "t.xml", strict=True)
    assert [(f.raw, f.lang) for f in doc.facts] == [
        ("Politique", "fr"),
        ("Nature", "fr"),
        ("Risque", "fr"),
        ("Risiko", "de-de"),
        ("5", None),
    ]


def test_text_is_read_as_lxml_gives_it_whatever_nodes_hold_it():
    """A value split over text and CDATA nodes is joined; a number's leading text before a child element is its
    value; a text fact with child elements is all the text inside it (itertext); a nil fact is empty whatever it
    holds; a tuple's facts come in document order, inside the tuple's place."""
    doc = parse(
        b'<gaap:AccountingPoliciesTextBlock contextRef="B">a &amp; b<![CDATA[ <c> ]]>d</gaap:AccountingPoliciesTextBlock>'
        b'<gaap:Revenues contextRef="B" unitRef="money" decimals="0"> 12 <x:ignored/>34</gaap:Revenues>'
        b'<gaap:NatureOfOperations contextRef="B">one <co:b>two <co:i>three</co:i></co:b> four</gaap:NatureOfOperations>'
        b'<gaap:Assets contextRef="B" unitRef="money" xsi:nil="1">9</gaap:Assets>'
        b'<co:Contract><gaap:Liabilities contextRef="B" unitRef="money" decimals="0">3</gaap:Liabilities>'
        b'<co:Inner><gaap:Equity contextRef="B" unitRef="money" decimals="0">4</gaap:Equity></co:Inner></co:Contract>'
        b'<gaap:Cash contextRef="B" unitRef="money" decimals="0">5</gaap:Cash>'
    )
    assert [(f.concept, f.raw, f.value, f.is_nil) for f in doc.facts] == [
        ("us-gaap:AccountingPoliciesTextBlock", "a & b <c> d", None, False),
        ("us-gaap:Revenues", "12", 12.0, False),
        ("us-gaap:NatureOfOperations", "one two three four", None, False),
        ("us-gaap:Assets", "", None, True),
        ("us-gaap:Liabilities", "3", 3.0, False),
        ("us-gaap:Equity", "4", 4.0, False),
        ("us-gaap:Cash", "5", 5.0, False),
    ]


def test_an_invalid_number_is_reported_with_its_own_line_each_time_it_appears():
    """The numbers cache keeps only valid values: the same bad value twice is two problems, each with its line."""
    doc = parse(
        b'<gaap:Revenues contextRef="B" unitRef="money" decimals="0">1e</gaap:Revenues>\n'
        b'<gaap:Assets contextRef="B" unitRef="money" decimals="0" id="f2">1e</gaap:Assets>\n'
        b'<gaap:Cash contextRef="B" unitRef="money" decimals="999999999">5</gaap:Cash>',
        strict=False,
    )
    assert doc.facts == []
    lines = [int(re.search(r"line (\d+)", i["reason"]).group(1)) for i in doc.invalid]
    assert [i["id"] for i in doc.invalid] == ["us-gaap:Revenues", "f2", "us-gaap:Cash"]
    assert lines == [HEAD.count(b"\n") + 1, HEAD.count(b"\n") + 2, HEAD.count(b"\n") + 3]
    assert "decimals=999999999" in doc.invalid[2]["reason"]


def test_contexts_are_read_with_their_members_in_scope_and_their_errors_reported():
    """Segments of every entity then the scenario; a member's prefix is looked up where the member sits (a
    declaration on the member or its segment wins over the root's; an unprefixed QName takes the default namespace);
    a typed member's value is all its text, whitespace collapsed. Each invalid context is left out with its reason."""
    body = (
        b'<x:context id="S"><x:entity><x:identifier scheme="http://www.sec.gov/CIK"> 42 </x:identifier>'
        b'<x:segment xmlns:seg="http://seg.example/ns"><dim:explicitMember dimension="seg:RegionAxis">seg:East'
        b'</dim:explicitMember><dim:explicitMember xmlns:gaap="http://other.example/ns" dimension="gaap:A">gaap:B'
        b'</dim:explicitMember></x:segment></x:entity><x:period><x:forever/></x:period>'
        b'<x:scenario xmlns="http://default.example/ns"><dim:explicitMember dimension="co:Z">Plain</dim:explicitMember>'
        b'<dim:typedMember dimension="co:T"><co:v>a <co:w>b</co:w>\n c</co:v></dim:typedMember></x:scenario></x:context>'
        b'<x:context id="S"><x:entity><x:identifier scheme="s">1</x:identifier></x:entity>'
        b'<x:period><x:instant>2021-12-31</x:instant></x:period></x:context>'
        b'<x:context id="U"><x:entity><x:identifier scheme="s">1</x:identifier><x:segment>'
        b'<dim:explicitMember dimension="nope:Axis">co:M</dim:explicitMember></x:segment></x:entity>'
        b'<x:period><x:instant>2021-12-31</x:instant></x:period></x:context>'
        b'<x:context id="D"><x:entity><x:identifier scheme="s">1</x:identifier></x:entity>'
        b'<x:period><x:startDate>2021-12-31</x:startDate><x:endDate>2021-01-01</x:endDate></x:period></x:context>'
        b'<x:context id="F"><x:entity><x:identifier scheme="s">1</x:identifier></x:entity>'
        b'<x:period><x:instant>2021-02-30</x:instant></x:period></x:context>'
        b'<x:context id="P"><x:entity><x:identifier scheme="s">1</x:identifier></x:entity>'
        b'<x:period><x:startDate>2021-01-01</x:startDate></x:period></x:context>'
        b'<x:context id="N"><x:entity><x:identifier scheme="s">1</x:identifier></x:entity></x:context>'
        b'<x:context id="I"><x:entity></x:entity><x:period><x:forever/></x:period></x:context>'
        b'<x:context><x:entity><x:identifier scheme="s">1</x:identifier></x:entity><x:period><x:forever/></x:period></x:context>'
        b'<gaap:Revenues contextRef="S" unitRef="money" decimals="0">1</gaap:Revenues>'
    )
    doc = parse(body, strict=False)
    s = doc.contexts["S"]
    assert (s.entity_id, s.period_type) == ("42", "forever")
    assert s.explicit == (("co:Z", "default:Plain"), ("other:A", "other:B"), ("seg:RegionAxis", "seg:East"))
    assert s.typed == (("co:T", "a b c"),)
    assert set(doc.contexts) == {"A", "B", "S"}
    reasons = {i["id"]: i["reason"] for i in doc.invalid if i["kind"] == "context"}
    lines = {int(re.search(r"line (\d+)", r).group(1)) for r in reasons.values() if "line" in r}
    assert "context id 'S' is used twice" in reasons["S"]
    assert "prefix 'nope' of 'nope:Axis' is not declared" in reasons["U"]
    assert "ends (2021-01-01) before it starts (2021-12-31)" in reasons["D"]
    assert "invalid date '2021-02-30'" in reasons["F"]
    assert "incomplete period" in reasons["P"] and "has no period" in reasons["N"]
    assert "has no entity identifier" in reasons["I"] and "a context has no id" in reasons[""]
    assert lines == {HEAD.count(b"\n") + 2}  # the context's own line: all after the typed member's line break
