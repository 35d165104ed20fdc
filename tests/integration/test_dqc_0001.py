"""DQC.US.0001 (axis with inappropriate members) on the shared filings and on seeded copies of Apple's 10-K 2023.

The allowed members come from the us-gaap 2024 release in the session graph; Apple's copy is a 2023 filing, so 2024
stands in for its own release (restrict and listed axes judged, extension-only axes' base members not evaluable) unless
the copy is moved to the 2024 namespace, when its own release is loaded and every group is judged."""

from __future__ import annotations

import pytest

from auditgraph.rules import dqc_0001
from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_axis_member_arcs, add_member_fact, copy_filing, move_us_gaap_release

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
SRT23 = "https://xbrl.fasb.org/srt/2023/elts/srt-2023.xsd"
AFS_OCI = "us-gaap:OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"  # Apple, c-1, -6, usd


def _release_tree(store, axis):
    """The axis's members in us-gaap-2024, read here with one variable-length Cypher walk (the rule walks by level)."""
    rows = store.run_read_only_text(
        "MATCH (a:Concept {qname: $axis})-[d:DIMENSION_DOMAIN]->(dom:Concept) WHERE d.source = 'us-gaap-2024' "
        "OPTIONAL MATCH p = (dom)-[:DOMAIN_MEMBER*1..8]->(m:Concept) "
        "WHERE all(x IN relationships(p) WHERE x.source = 'us-gaap-2024') "
        "RETURN collect(DISTINCT dom.qname) + collect(DISTINCT m.qname) AS ms",
        {"axis": axis},
        30,
        1,
    )
    return set(rows[0]["ms"]) if rows else set()


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_inappropriate_member_on_the_shared_filings_and_each_judged_member_is_allowed(store, loaded, folder):
    """No finding; every member the rule passed on a restrict or listed axis is in the release's tree of that axis (or
    an allowed extension name), recomputed here from the graph; not-evaluable members are only extension-only axes'."""
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0001", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated
    data = load_rule_data(store, "DQC.US.0001")
    view = load_view(store, acc)
    for p in dqc_0001.policies(data):
        members = dqc_0001.filing_members(view, p.axis) | {
            d.split("=", 1)[1] for f in view.facts for d in f.dims if d.startswith(p.axis + "=")
        }
        if p.group == dqc_0001.ONLY_EXTENSIONS or not members:
            continue
        tree = set().union(*(_release_tree(store, a) for a in p.trees))
        for m in members:
            local = m.split(":")[-1]
            assert (
                m in tree
                or local in p.extension_names
                or any(rx.search(local) for rx in p.patterns)
                or m.split(":")[0] in p.namespaces
            ), (p.axis, m)
    assert all("stands in" in n.reason for n in res.not_evaluable)


def test_aeon_treasury_stock_member_is_not_evaluable_against_the_2024_release(store, loaded):
    """aeon's 2023 filing puts us-gaap:TreasuryStockMember on StatementEquityComponentsAxis; the 2024 release no
    longer has it there (TreasuryStockCommonMember replaced it), so with 2024 standing in it is not judged."""
    res = run_rule(store, "DQC.US.0001", loaded["aeon-10q-2023"])
    assert [n.concept for n in res.not_evaluable] == ["us-gaap:TreasuryStockMember"]
    assert "us-gaap:TreasuryStockMember" not in _release_tree(store, "us-gaap:StatementEquityComponentsAxis")


def test_a_measurement_basis_member_on_the_fair_value_hierarchy_axis_is_flagged_with_its_fact(
    store, loaded, seed, tmp_path
):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_member_fact(
        path,
        axis="us-gaap:FairValueByFairValueHierarchyLevelAxis",
        member="us-gaap:EstimateOfFairValueFairValueDisclosureMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-fv",
        value="123000000",
    )
    # an allowed extension (the rule data's allowableSubString) and a company member nobody allows
    add_member_fact(
        path,
        axis="us-gaap:FairValueByFairValueHierarchyLevelAxis",
        member="aapl:FairValueInputsLevel1AndLevel2Member",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-fv12",
        value="5000000",
    )
    add_member_fact(
        path,
        axis="us-gaap:FairValueByFairValueHierarchyLevelAxis",
        member="aapl:QuotedishMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-fvx",
        value="7000000",
    )
    acc = seed(path, "SEED-0001-FV")
    res = run_rule(store, "DQC.US.0001", acc)
    got = sorted((f.element_id, f.concept, f.dims[0].split("=")[1], f.reported) for f in res.findings)
    assert got == [
        ("DQC.US.0001.51", AFS_OCI, "aapl:QuotedishMember", 7000000.0),
        ("DQC.US.0001.51", AFS_OCI, "us-gaap:EstimateOfFairValueFairValueDisclosureMember", 123000000.0),
    ]
    assert "EstimateOfFairValueFairValueDisclosureMember" not in {
        m.split(":")[-1] for m in _release_tree(store, "us-gaap:FairValueByFairValueHierarchyLevelAxis")
    }
    msg = next(f.message for f in res.findings if "Estimate" in f.dims[0])
    assert msg.startswith(
        "The concept OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax with "
        "a value of 123,000,000 is dimensionally qualified with the "
        "FairValueByFairValueHierarchyLevelAxis and the unallowable member "
        "EstimateOfFairValueFairValueDisclosureMember."
    )
    assert "Rule Element Id:51" in msg


def test_a_member_on_a_restricted_axis_without_facts_is_flagged_once(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_axis_member_arcs(
        path,
        role="http://www.apple.com/role/SeedRange",
        axis_href=f"{SRT23}#srt_RangeAxis",
        domain_href=f"{SRT23}#srt_RangeMember",
        member_href=f"{GAAP23}#us-gaap_LandMember",
    )
    acc = seed(path, "SEED-0001-RANGE")
    res = run_rule(store, "DQC.US.0001", acc)
    assert [(f.element_id, f.concept, f.period, f.dims, f.fact_key) for f in res.findings] == [
        ("DQC.US.0001.61", "us-gaap:LandMember", "", ["srt:RangeAxis=us-gaap:LandMember"], None)
    ]
    assert "There are no facts associated with this member and axis" in res.findings[0].message


def test_extension_only_axis_flags_a_base_member_when_the_filing_release_is_loaded(store, loaded, seed, tmp_path):
    """Moved to the 2024 namespace the copy is judged by its own release: a base member the release does not put on
    LegalEntityAxis (nor the rule data list) is flagged (.54); a company member is what the axis expects."""
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    move_us_gaap_release(path, "2023", "2024")
    add_member_fact(
        path,
        axis="dei:LegalEntityAxis",
        member="us-gaap:SubsidiariesMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-le",
        value="9000000",
    )
    add_member_fact(
        path,
        axis="dei:LegalEntityAxis",
        member="aapl:AppleOperationsInternationalMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-le2",
        value="8000000",
    )
    add_member_fact(
        path,
        axis="dei:LegalEntityAxis",
        member="us-gaap:PartnershipMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-le3",
        value="1000000",
    )  # listed by the rule data
    acc = seed(path, "SEED-0001-LE")
    assert load_view(store, acc).taxonomy == "http://fasb.org/us-gaap/2024"
    res = run_rule(store, "DQC.US.0001", acc)
    le = [(f.element_id, f.dims, f.reported) for f in res.findings if "LegalEntityAxis" in f.dims[0]]
    assert le == [("DQC.US.0001.54", ["dei:LegalEntityAxis=us-gaap:SubsidiariesMember"], 9000000.0)]
    assert not any("LegalEntityAxis" in (n.reason or "") for n in res.not_evaluable)


def test_without_a_us_gaap_release_the_rule_is_not_evaluable(apple_alone, shared_data):
    """Apple alone: first without the rule data, then with it but with no us-gaap release to read members from."""
    from auditgraph.ingest.dqcrules import load_rules, parse_rules_package
    from auditgraph.rules.ruledata import NOT_LOADED

    _, store = apple_alone
    res = run_rule(store, "DQC.US.0001", "0000320193-23-000106")
    assert (res.status, res.reason, res.findings) == ("not_evaluable", NOT_LOADED, [])
    load_rules(store, parse_rules_package(shared_data / "us-gaap-2024"))
    res = run_rule(store, "DQC.US.0001", "0000320193-23-000106")
    assert (res.status, res.reason, res.findings) == ("not_evaluable", dqc_0001.NO_RELEASE, [])
