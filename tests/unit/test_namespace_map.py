"""Canonical prefixes (ingest.qnames.NamespaceMap): one per namespace, a family's for the standard taxonomies, and
never one prefix for two namespaces outside a family."""

from __future__ import annotations

import pytest

from auditgraph.ingest.instance import parse_instance
from auditgraph.ingest.qnames import NamespaceMap
from auditgraph.ingest.xmlsafe import parse_xml


def test_every_year_of_a_family_shares_its_prefix():
    ns = NamespaceMap()
    assert ns.register("http://fasb.org/us-gaap/2023", "gaap23") == "us-gaap"
    assert ns.register("http://fasb.org/us-gaap/2024", "us-gaap") == "us-gaap"
    assert ns.qname("http://fasb.org/us-gaap/2024", "Assets") == "us-gaap:Assets"


def test_two_namespaces_outside_a_family_never_share_a_prefix():
    """Declared with one prefix in two documents, or named from one host: the second gets a number, and each keeps
    its own from then on, whatever prefix it is declared with later."""
    ns = NamespaceMap()
    assert ns.register("http://acme.example/2023", "acme") == "acme"
    assert ns.register("http://acme.example/2024", "acme") == "acme2"
    assert ns.register("http://example.com/a", None) == "example"
    assert ns.register("http://example.com/b", None) == "example2"
    assert ns.register("http://example.com/c", None) == "example3"
    assert ns.register("http://acme.example/2024", "other") == "acme2"
    assert ns.qname("http://example.com/b", "X") == "example2:X"


@pytest.mark.usefixtures("parse_readers")  # the Python and the compiled instance readers
def test_members_of_two_undeclared_namespaces_on_one_host_stay_apart_in_a_context():
    data = b"""<x:xbrl xmlns:x="http://www.xbrl.org/2003/instance" xmlns:dim="http://xbrl.org/2006/xbrldi">
 <x:context id="C"><x:entity><x:identifier scheme="s">1</x:identifier><x:segment>
  <dim:explicitMember xmlns:a="http://example.com/a" dimension="a:Axis">a:M</dim:explicitMember>
  <dim:explicitMember xmlns:b="http://example.com/b" xmlns:a2="http://example.com/a" dimension="b:Axis">a2:M</dim:explicitMember>
 </x:segment></x:entity><x:period><x:forever/></x:period></x:context></x:xbrl>"""
    ctx = parse_instance(parse_xml(data, "t.xml"), "t.xml").contexts["C"]
    assert ctx.explicit == (("example2:Axis", "example:M"), ("example:Axis", "example:M"))
