"""Inline XBRL 1.1: the inline parser gives the facts of the equivalent XBRL instance.

The real-data test reads the aeon 10-Q inline document and the instance the SEC extracted from it
(``../shared/data/filings/aeon-10q-2023``) and requires the same fact multiset. The other tests are
small hand-written ix documents; each expected value is worked out in a comment.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from auditgraph.errors import InputError
from auditgraph.ingest.inline import parse_inline, parse_inline_set, read_inline, scaled_number
from auditgraph.ingest.instance import parse_instance
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.records import Context, InstanceDoc
from auditgraph.ingest.xmlsafe import parse_file, parse_xml

SHARED = Path(
    os.environ.get("AUDITGRAPH_SHARED_DATA", Path(__file__).resolve().parents[2].parent / "shared" / "data")
).resolve()
AEON = SHARED / "filings" / "aeon-10q-2023"

# ---------------------------------------------------------------------------------------------------------
# Real filing: inline vs the SEC-extracted instance
# ---------------------------------------------------------------------------------------------------------


def _context_key(c: Context) -> tuple:
    """A context by content, not id: entity, period and dimensions."""
    return (c.entity_scheme, c.entity_id, c.period_type, c.start, c.end, c.instant, c.explicit, c.typed)


def _fact_multiset(doc: InstanceDoc) -> Counter:
    """(concept, context content, unit measure, value, is_nil, decimals) for every fact.

    Numeric values compare as floats; text compares after whitespace normalisation (runs of XML
    whitespace → one space, ends trimmed), the same on both sides.
    """
    out: Counter = Counter()
    for f in doc.facts:
        unit = doc.units[f.unit_ref] if f.unit_ref else None
        measure = (unit.numerators, unit.denominators) if unit else None
        value = f.value if f.is_numeric else " ".join(f.raw.split())
        out[(f.concept, _context_key(doc.contexts[f.context_ref]), measure, value, f.is_nil, f.decimals)] += 1
    return out


@pytest.fixture(scope="module")
def aeon_docs() -> tuple[InstanceDoc, InstanceDoc]:
    inline_path, extracted_path = AEON / "aeon-20230930x10q.htm", AEON / "aeon-20230930x10q_htm.xml"
    if not (inline_path.exists() and extracted_path.exists()):
        pytest.skip(f"aeon 10-Q not found under {AEON} (set AUDITGRAPH_SHARED_DATA)")
    inline = parse_inline(read_inline(inline_path), str(inline_path), NamespaceMap())
    extracted = parse_instance(parse_file(extracted_path), str(extracted_path), NamespaceMap())
    return inline, extracted


def test_aeon_10q_inline_gives_the_fact_multiset_of_the_sec_extracted_instance(aeon_docs):
    inline, extracted = aeon_docs
    assert len(inline.facts) == len(extracted.facts) > 1000
    assert _fact_multiset(inline) == _fact_multiset(extracted)
    assert {_context_key(c) for c in inline.contexts.values()} == {_context_key(c) for c in extracted.contexts.values()}
    assert inline.schema_refs == extracted.schema_refs
    assert inline.skipped == []


def test_aeon_10q_inline_raw_values_equal_the_extracted_instance_byte_for_byte(aeon_docs):
    """Stronger than the multiset: no whitespace normalisation is needed on this filing.

    Every fact (matched by id) has the same concept, contextRef, unitRef, raw lexical value, nil,
    decimals and precision: escaped text blocks (with nested facts unwrapped, ``<br/>``, ``<td></td>``),
    SEC durations (``1.2`` years → ``P1Y2M12D``), ``3.0`` × 10^6 written ``3000000.0``, ``100`` × 10^-2 → ``1``.
    """
    inline, extracted = aeon_docs
    by_id = {f.fact_id: f for f in extracted.facts}
    assert len(by_id) == len(extracted.facts)
    mismatched = [f.fact_id for f in inline.facts if f != by_id.get(f.fact_id)]
    assert mismatched == []
    assert inline.contexts == extracted.contexts and inline.units == extracted.units
    text_blocks = [f for f in inline.facts if f.concept.endswith("TextBlock")]
    assert text_blocks and all(f.raw.startswith("<") for f in text_blocks)


# ---------------------------------------------------------------------------------------------------------
# Hand-written inline documents
# ---------------------------------------------------------------------------------------------------------

NAMESPACES = (
    'xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" '
    'xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" '
    'xmlns:ixt3="http://www.xbrl.org/inlineXBRL/transformation/2015-02-26" '
    'xmlns:ixt-sec="http://www.sec.gov/inlineXBRL/transformation/2015-08-31" '
    'xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" '
    'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" '
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:us-gaap="http://fasb.org/us-gaap/2023" '
    'xmlns:dei="http://xbrl.sec.gov/dei/2023"'
)
HEADER = """<ix:header><ix:references><link:schemaRef xlink:type="simple" xlink:href="ex-20231231.xsd"/>
</ix:references><ix:resources>
<xbrli:context id="FY"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier>
</xbrli:entity><xbrli:period><xbrli:startDate>2023-01-01</xbrli:startDate><xbrli:endDate>2023-12-31</xbrli:endDate>
</xbrli:period></xbrli:context>
<xbrli:unit id="USD"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
<xbrli:unit id="pure"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>
</ix:resources>{hidden}</ix:header>"""


def inline_doc(body: str, hidden: str = "", header: bool = True, lang: str | None = None) -> tuple:
    lang_attr = f' xml:lang="{lang}"' if lang else ""
    head = HEADER.format(hidden=f"<ix:hidden>{hidden}</ix:hidden>" if hidden else "") if header else ""
    text = f'<html {NAMESPACES}{lang_attr}><body><div style="display:none">{head}</div>{body}</body></html>'
    return parse_xml(text.encode(), "test.htm"), "test.htm"


def parse_body(body: str, **kw) -> InstanceDoc:
    return parse_inline(*inline_doc(body, **kw))


def only_fact(doc: InstanceDoc):
    assert len(doc.facts) == 1
    return doc.facts[0]


def test_scale_6_and_sign_minus_give_the_negative_value_in_units():
    # 1,234.5 (num-dot-decimal → 1234.5) × 10^6 = 1 234 500 000, negated by sign="-".
    fact = only_fact(
        parse_body(
            '<ix:nonFraction name="us-gaap:NetIncomeLoss" contextRef="FY" unitRef="USD" decimals="-5" scale="6" '
            'sign="-" format="ixt:num-dot-decimal">1,234.5</ix:nonFraction>'
        )
    )
    assert (fact.concept, fact.raw, fact.value, fact.decimals) == (
        "us-gaap:NetIncomeLoss",
        "-1234500000",
        -1234500000.0,
        "-5",
    )


def test_scaled_values_are_written_as_the_sec_extraction_writes_them():
    # Observed in the aeon 10-Q's SEC-extracted instance: decimal places of the product are kept
    # (3.0 × 10^6 → 3000000.0; 67.00 × 10^-2 → 0.6700), an integral product of a number written
    # without ".0" is an integer (100 × 10^-2 → 1), and a zerodash 0 × 10^-2 → 0.
    assert scaled_number("3.0", 6, False) == "3000000.0"
    assert scaled_number("67.00", -2, False) == "0.6700"
    assert scaled_number("100", -2, False) == "1"
    assert scaled_number("0", -2, False) == "0"
    assert scaled_number("0", 0, True) == "0"  # sign="-" on zero: no negative zero


def test_zerodash_is_zero():
    # ixt3:zerodash maps a lone dash (here an em dash) to 0; scale -2 leaves 0 × 0.01 = 0.
    fact = only_fact(
        parse_body(
            '<ix:nonFraction name="us-gaap:DividendRate" contextRef="FY" unitRef="pure" decimals="INF" scale="-2" '
            'format="ixt3:zerodash">\u2014</ix:nonFraction>'
        )
    )
    assert (fact.raw, fact.value) == ("0", 0.0)


def test_numwordsen_reads_english_number_words():
    # "no" → 0 and "twenty-one" → 21 (SEC ixt-sec:numwordsen); scale 3 on 0 stays 0.
    doc = parse_body(
        '<ix:nonFraction name="us-gaap:IncomeTaxExpenseBenefit" contextRef="FY" unitRef="USD" decimals="-3" '
        'scale="3" format="ixt-sec:numwordsen">no</ix:nonFraction>'
        '<ix:nonFraction name="us-gaap:NumberOfOperatingSegments" contextRef="FY" unitRef="pure" decimals="INF" '
        'format="ixt-sec:numwordsen">twenty-one</ix:nonFraction>'
    )
    assert [(f.raw, f.value) for f in doc.facts] == [("0", 0.0), ("21", 21.0)]


def test_date_transforms_give_iso_dates():
    # TR4 date-monthname-day-year-en and TR3 datemonthdayyearen (with a no-break space, as EDGAR writes it).
    doc = parse_body(
        '<ix:nonNumeric name="dei:DocumentPeriodEndDate" contextRef="FY" '
        'format="ixt:date-monthname-day-year-en">December 31, 2023</ix:nonNumeric>'
        '<ix:nonNumeric name="dei:DocumentPeriodEndDate" contextRef="FY" '
        'format="ixt3:datemonthdayyearen">September\u00a030, 2023</ix:nonNumeric>'
        '<ix:nonNumeric name="dei:DocumentPeriodEndDate" contextRef="FY" '
        'format="ixt:date-day-monthname-year-en">1 March 2024</ix:nonNumeric>'
    )
    assert [f.raw for f in doc.facts] == ["2023-12-31", "2023-09-30", "2024-03-01"]


def test_sec_duration_and_ballot_box_transforms():
    # duryear 1.2: 1 year, 0.2 × 12 = 2.4 months → 2 months, 0.4 × 30.4375 = 12.175 → 12 days
    # (the SEC extraction of the aeon 10-Q writes P1Y2M12D for this input). durwordsen "five-year" → P5Y.
    doc = parse_body(
        '<ix:nonNumeric name="us-gaap:LeaseTerm" contextRef="FY" format="ixt-sec:duryear"> 1.2</ix:nonNumeric>'
        '<ix:nonNumeric name="us-gaap:WarrantTerm" contextRef="FY" format="ixt-sec:durwordsen">'
        'five-year</ix:nonNumeric>'
        '<ix:nonNumeric name="dei:DocumentQuarterlyReport" contextRef="FY" '
        'format="ixt-sec:boolballotbox">\u2612</ix:nonNumeric>'
    )
    assert [f.raw for f in doc.facts] == ["P1Y2M12D", "P5Y", "true"]


def test_continuation_chain_concatenates_in_chain_order():
    # The fact text, then c1, then c2 (chain order, not document order: c2 comes first in the page).
    doc = parse_body(
        '<p><ix:continuation id="c2">, and the end.</ix:continuation></p>'
        '<p><ix:nonNumeric name="us-gaap:NatureOfOperations" contextRef="FY" continuedAt="c1">Start'
        '</ix:nonNumeric></p><p><ix:continuation id="c1" continuedAt="c2"> middle</ix:continuation></p>'
    )
    assert only_fact(doc).raw == "Start middle, and the end."


def test_continuation_to_a_missing_id_is_an_input_error():
    with pytest.raises(InputError, match="continues at 'nowhere'"):
        parse_body(
            '<ix:nonNumeric name="us-gaap:NatureOfOperations" contextRef="FY" '
            'continuedAt="nowhere">Start</ix:nonNumeric>'
        )


def test_exclude_is_removed_from_text_and_markup():
    doc = parse_body(
        '<ix:nonNumeric name="us-gaap:NatureOfOperations" contextRef="FY">Revenue<ix:exclude> (see page 3)'
        '</ix:exclude> grew.</ix:nonNumeric>'
        '<ix:nonNumeric name="us-gaap:SegmentReportingDisclosureTextBlock" contextRef="FY" escape="true">'
        '<p>One<ix:exclude><span>page 7</span></ix:exclude> two</p></ix:nonNumeric>'
    )
    assert [f.raw for f in doc.facts] == ["Revenue grew.", "<p>One two</p>"]


def test_escaped_text_block_keeps_markup_and_unwraps_nested_facts():
    # escape="true": XHTML kept without namespace declarations; the nested fact's tags go, its text stays;
    # <br/> is a void element, an empty <td> is written <td></td>; & < in text are escaped.
    doc = parse_body(
        '<ix:nonNumeric name="us-gaap:LeasesTextBlock" contextRef="FY" escape="true"><p style="a:b">A &amp; B'
        '<br/>term <ix:nonNumeric name="us-gaap:LeaseTerm" contextRef="FY" format="ixt-sec:durwordsen">three '
        'years</ix:nonNumeric></p><table><tr><td/></tr></table></ix:nonNumeric>'
    )
    block, term = doc.facts
    assert block.raw == '<p style="a:b">A &amp; B<br/>term three years</p><table><tr><td></td></tr></table>'
    assert term.raw == "P3Y"


def test_nil_facts_have_no_value():
    doc = parse_body(
        '<ix:nonFraction name="us-gaap:CommitmentsAndContingencies" contextRef="FY" unitRef="USD" '
        'xsi:nil="true"/><ix:nonNumeric name="us-gaap:NatureOfOperations" contextRef="FY" xsi:nil="true"/>'
    )
    assert [(f.is_nil, f.raw, f.value, f.decimals) for f in doc.facts] == [(True, "", None, None)] * 2


def test_nested_nonfraction_gives_two_facts_with_the_inner_text():
    doc = parse_body(
        '<ix:nonFraction name="us-gaap:Revenues" contextRef="FY" unitRef="USD" decimals="-3" scale="3" '
        'format="ixt:num-dot-decimal"><ix:nonFraction name="us-gaap:SalesRevenueNet" contextRef="FY" '
        'unitRef="USD" decimals="-3" scale="3" format="ixt:num-dot-decimal">2,500</ix:nonFraction></ix:nonFraction>'
    )
    assert [(f.concept, f.raw) for f in doc.facts] == [
        ("us-gaap:Revenues", "2500000"),
        ("us-gaap:SalesRevenueNet", "2500000"),
    ]


def test_hidden_facts_header_resources_and_skipped_footnotes():
    doc = parse_body(
        '<ix:footnote id="fn1" footnoteRole="http://www.xbrl.org/2003/role/footnote">Restated.</ix:footnote>',
        hidden='<ix:nonNumeric name="dei:AmendmentFlag" contextRef="FY">false</ix:nonNumeric>',
    )
    assert [(f.concept, f.raw) for f in doc.facts] == [("dei:AmendmentFlag", "false")]
    assert doc.schema_refs == ["ex-20231231.xsd"]
    assert set(doc.contexts) == {"FY"} and doc.units["USD"].measure == "USD"
    assert len(doc.skipped) == 1 and "ix:footnote fn1" in doc.skipped[0]


def test_tuple_items_are_facts():
    doc = parse_body(
        '<ix:tuple name="us-gaap:ExampleTuple" tupleID="t1"><ix:nonNumeric name="us-gaap:NatureOfOperations" '
        'contextRef="FY" order="1">Inside</ix:nonNumeric></ix:tuple>'
    )
    assert only_fact(doc).raw == "Inside"


def test_non_numeric_facts_inherit_xml_lang_and_numeric_facts_have_none():
    doc = parse_body(
        '<ix:nonNumeric name="us-gaap:NatureOfOperations" contextRef="FY">Text</ix:nonNumeric>'
        '<ix:nonFraction name="us-gaap:Revenues" contextRef="FY" unitRef="USD" decimals="0">5</ix:nonFraction>',
        lang="en-US",
    )
    assert [f.lang for f in doc.facts] == ["en-us", None]


def test_document_set_spans_files():
    # Header (contexts, units) in the first file; a fact and its continuation in the second and third.
    first = inline_doc("<p>cover</p>")
    second = parse_xml(
        f'<html {NAMESPACES}><body><ix:nonNumeric name="us-gaap:NatureOfOperations" '
        'contextRef="FY" continuedAt="k1">Part one,</ix:nonNumeric></body></html>'.encode(),
        "b.htm",
    )
    third = parse_xml(
        f'<html {NAMESPACES}><body><ix:continuation id="k1"> part two.</ix:continuation></body></html>'.encode(),
        "c.htm",
    )
    doc = parse_inline_set([first, (second, "b.htm"), (third, "c.htm")], NamespaceMap())
    assert only_fact(doc).raw == "Part one, part two."


def test_unknown_format_is_an_input_error_naming_it():
    with pytest.raises(InputError, match="num-roman"):
        parse_body(
            '<ix:nonFraction name="us-gaap:Revenues" contextRef="FY" unitRef="USD" decimals="0" '
            'format="ixt:num-roman">XII</ix:nonFraction>'
        )


def test_format_in_an_unknown_registry_is_an_input_error():
    with pytest.raises(InputError, match="acme:numfancy"):
        parse_body(
            '<ix:nonFraction xmlns:acme="http://example.com/transforms" name="us-gaap:Revenues" '
            'contextRef="FY" unitRef="USD" decimals="0" format="acme:numfancy">12</ix:nonFraction>'
        )


def test_content_outside_the_format_lexical_space_is_an_input_error():
    with pytest.raises(InputError, match="lexical space of format 'ixt3:zerodash'"):
        parse_body(
            '<ix:nonFraction name="us-gaap:Revenues" contextRef="FY" unitRef="USD" decimals="0" '
            'format="ixt3:zerodash">5</ix:nonFraction>'
        )


def test_a_document_without_ix_header_is_refused():
    with pytest.raises(InputError, match="no ix:header"):
        parse_body("<p>plain page</p>", header=False)


def test_read_inline_accepts_a_blank_line_before_the_xml_declaration(tmp_path):
    # EDGAR documents (the aeon 10-Q among them) start with a newline before <?xml …?>.
    path = tmp_path / "doc.htm"
    body = '<ix:nonNumeric name="dei:AmendmentFlag" contextRef="FY">false</ix:nonNumeric>'
    text = (
        f"\n<?xml version='1.0' encoding='UTF-8'?>\n<html {NAMESPACES}><body><div>"
        f"{HEADER.format(hidden='')}</div>{body}</body></html>"
    )
    path.write_bytes(text.encode())
    assert only_fact(parse_inline(read_inline(path), str(path))).raw == "false"
