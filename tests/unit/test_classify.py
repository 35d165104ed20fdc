"""A filing's documents are told apart by their document element, read from the start of the bytes in pieces
(``dts._kind``), never by file name: the answer must not depend on where the piece boundaries fall."""

from __future__ import annotations

import pytest

from auditgraph.errors import InputError
from auditgraph.ingest import dts
from auditgraph.ingest.dts import classify

INSTANCE = b'<xbrl xmlns="http://www.xbrl.org/2003/instance"/>'
SCHEMA = b'<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>'
LINKBASE = b'<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase"/>'
INLINE = b'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><body/></html>'


@pytest.mark.parametrize(
    "doc, kind", [(INSTANCE, "instance"), (SCHEMA, "schema"), (LINKBASE, "linkbase"), (INLINE, "inline")]
)
def test_each_kind_is_known_by_its_document_element(doc, kind):
    assert classify(b'<?xml version="1.0" encoding="utf-8"?>\n' + doc) == kind


def test_a_document_element_far_past_the_first_piece_is_still_found():
    # 60 KB of comments before the document element: dozens of pieces are fed before its start event
    prolog = b"".join(b"<!-- %05d " % i + b"x" * 1000 + b" -->\n" for i in range(60))
    assert len(prolog) > 40 * dts._SNIFF_STEP
    assert classify(b'<?xml version="1.0"?>\n' + prolog + LINKBASE) == "linkbase"


def test_a_start_tag_split_across_pieces_is_read_whole():
    # one start tag longer than a piece: its namespace declarations straddle the boundaries
    decls = b" ".join(b'xmlns:p%d="http://example.com/ns/%d"' % (i, i) for i in range(200))
    doc = b'<xbrl xmlns="http://www.xbrl.org/2003/instance" ' + decls + b"/>"
    assert len(doc) > 3 * dts._SNIFF_STEP
    assert classify(doc) == "instance"
    html = b'<html xmlns="http://www.w3.org/1999/xhtml" ' + decls + b' xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"/>'
    assert classify(html) == "inline"  # the ix namespace is the last declaration, past the first piece


def test_other_documents_are_reported_with_why():
    assert dts._classified(b"<html><body>exhibit</body></html>", "ex.htm") == ("other", "HTML without inline XBRL")
    assert dts._classified(b"<report/>", "r.xml") == ("other", "XML whose document element is report")
    kind, why = dts._classified(b"not xml at all", "notes.txt")
    assert kind == "other" and why.startswith("not well-formed")


def test_an_xbrl_document_with_entities_is_refused_not_ignored():
    laughs = (
        b'<!DOCTYPE xbrl [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>'
        b'<xbrl xmlns="http://www.xbrl.org/2003/instance">&lol2;</xbrl>'
    )
    with pytest.raises(InputError, match="declares XML entities"):
        classify(laughs, "laughs.xml")
