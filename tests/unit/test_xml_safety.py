"""Hostile or broken XML is rejected with a clear error before anything reaches the graph."""

from __future__ import annotations

import pytest

from auditgraph.errors import InputError
from auditgraph.ingest.xmlsafe import parse_file, parse_xml, read_bytes

XXE = b"""<?xml version="1.0"?>
<!DOCTYPE xbrl [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<xbrl xmlns="http://www.xbrl.org/2003/instance">&secret;</xbrl>"""

LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<xbrl xmlns="http://www.xbrl.org/2003/instance">&lol3;</xbrl>"""


def test_external_entity_xxe_is_refused():
    with pytest.raises(InputError, match="declares XML entities"):
        parse_xml(XXE, "xxe.xml")


def test_entity_expansion_billion_laughs_is_refused():
    with pytest.raises(InputError, match="entity-expansion"):
        parse_xml(LAUGHS, "laughs.xml")


def test_external_dtd_is_refused_but_plain_and_xhtml_doctypes_are_allowed():
    doc = b'<?xml version="1.0"?><!DOCTYPE html SYSTEM "http://127.0.0.1:1/never.dtd"><html><body/></html>'
    with pytest.raises(InputError, match="page.xhtml: the document names an external DTD"):
        parse_xml(doc, "page.xhtml")
    assert parse_xml(b'<?xml version="1.0"?><!DOCTYPE html><html><body/></html>', "plain.xhtml").tag == "html"
    xhtml = (
        b'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        b'"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html><body/></html>'
    )
    assert parse_xml(xhtml, "inline.htm").tag == "html"


def test_truncated_file_gives_a_clear_error(tmp_path):
    src = b'<?xml version="1.0"?><xbrl xmlns="http://www.xbrl.org/2003/instance"><context id="c1"><entity>'
    p = tmp_path / "cut.xml"
    p.write_bytes(src)
    with pytest.raises(InputError, match="not well-formed XML .*truncated"):
        parse_file(p)


def test_empty_and_missing_and_oversized_files(tmp_path):
    empty = tmp_path / "empty.xml"
    empty.write_bytes(b"")
    with pytest.raises(InputError, match="empty"):
        read_bytes(empty)
    with pytest.raises(InputError, match="not found"):
        read_bytes(tmp_path / "absent.xml")
    big = tmp_path / "big.xml"
    big.write_bytes(b"<a>" + b"x" * 2048 + b"</a>")
    with pytest.raises(InputError, match="over the 1024-byte limit"):
        read_bytes(big, max_bytes=1024)
