"""DQC.US.0079 (company members that duplicate a country of the SEC's country taxonomy) on the shared filings and on a
seeded copy of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_member_fact, copy_filing

AFS_OCI = "us-gaap:OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_shared_filing_names_a_member_after_a_listed_country(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0079", acc)
    assert res.status == "evaluated" and res.findings == []
    names = {
        p.pattern
        for c in load_rule_data(store, "DQC.US.0079").concepts("ExtensionMembers")
        for p in load_rule_data(store, "DQC.US.0079").patterns(c, "disallowableSubString")
    }
    view = load_view(store, acc)
    members = {d.split("=", 1)[1] for f in view.dimensional for d in f.dims}
    assert not {
        m for m in members if m.split(":")[-1].lower() in names and not m.startswith(("us-gaap:", "srt:", "country:"))
    }


def test_a_company_member_named_after_a_country_is_flagged_except_on_segments(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_member_fact(
        path,
        axis="srt:StatementGeographicalAxis",
        member="aapl:IrelandMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-ie",
        value="1000000",
    )
    add_member_fact(
        path,
        axis="us-gaap:StatementBusinessSegmentsAxis",
        member="aapl:JapanMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-jp",
        value="2000000",
    )
    res = run_rule(store, "DQC.US.0079", seed(path, "SEED-0079"))
    assert [(f.element_id, f.concept, f.dims) for f in res.findings] == [
        ("DQC.US.0079.7657", "aapl:IrelandMember", ["srt:StatementGeographicalAxis=aapl:IrelandMember"])
    ]
    assert "country:IE" in res.findings[0].message
    assert res.evaluated == 2 and res.passed == 1
