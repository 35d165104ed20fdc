"""The names a member or a company is called by: a company's symbol in its plural or possessive, and a partner or a
subsidiary named without its legal form."""

from __future__ import annotations

from auditgraph.memos.resolve_measure import abbreviates
from auditgraph.memos.resolve_members import variants


def test_a_symbol_in_its_plural_or_possessive_abbreviates_the_name():
    name = ["art", "technology", "group", "inc"]
    assert abbreviates("ATG", name) and abbreviates("ATGs", name)
    assert not abbreviates("ATM", name) and not abbreviates("ATMs", name)
    assert abbreviates("VZ", ["verizon", "communications", "inc"])


def test_a_company_member_is_named_without_its_legal_form():
    names = variants("ChestnutRidgeEnergyCompany", [])
    assert "Chestnut Ridge Energy Company" in names and "Chestnut Ridge Energy" in names
    assert "Mission Energy Westside" in variants("MissionEnergyWestsideInc", [])
    # one word left is no name of its own ("Acme Inc" is not "Acme")
    assert "Acme" not in variants("AcmeInc", [])


def test_a_data_set_filer_s_symbol_is_its_instance_document_s_name():
    from auditgraph.ingest.fsds import instance_symbol

    assert instance_symbol("bsx-20090630.xml") == "BSX"
    assert instance_symbol("artg-20090630.xml") == "ARTG"
    assert instance_symbol("Financial_Report.xml") is None
    assert instance_symbol("") is None
