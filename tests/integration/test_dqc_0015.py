"""DQC.US.0015 as DQC_0015.md defines it: the lists shipped with the package, matched by namespace family."""

from __future__ import annotations

from decimal import Decimal

import pytest

from auditgraph.ingest.qnames import taxonomy_year
from auditgraph.rules.dqc_lists import Exclusions, list_year_for, load_list
from auditgraph.rules.engine import run_rule
from tests.rules_support import new_findings
from tests.seeding import copy_filing, set_fact


def test_0015_msft_2015_hand_verified_negative_values_on_non_negative_concepts(store, loaded):
    # msft-20150630.xml is on the 2015 taxonomy, so DQC's 2017-generation list applies (dqc_data/2017).
    # DeferredTaxAssetsLiabilitiesNetNoncurrent (list id 2926) is reported -2,728m (2014-06-30) and -2,835m
    # (2015-06-30) without dimensions: always flagged. The other negatives on listed concepts carry members
    # exempted by the exclusion list, e.g. ...EliminationsMember or StatementEquityComponentsAxis.
    res = run_rule(store, "DQC.US.0015", loaded["msft-10k-2015"])
    got = [(f.element_id, f.concept, f.period, f.dims, f.reported, f.expected) for f in res.findings]
    assert got == [
        (
            "DQC.US.0015.2926",
            "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent",
            "20140630",
            [],
            -2_728_000_000,
            2_728_000_000,
        ),
        (
            "DQC.US.0015.2926",
            "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent",
            "20150630",
            [],
            -2_835_000_000,
            2_835_000_000,
        ),
    ]
    assert res.evaluated == 9 and res.passed == 7
    assert res.findings[1].message.startswith(
        "us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent has a value of -2,835,000,000 which is less than zero. "
        "This element should not have a negative value."
    )
    assert "Period :2015-06-30" in res.findings[1].message


def test_0015_unp_2012_treasury_units_are_flagged_because_no_exclusion_covers_them(store, loaded):
    # unp-20121231.xml reports CommonStockSharesOutstanding with StatementClassOfStockAxis=unp:TreasuryStockUnitsMember
    # as -48.5m, -62.3m, -74.4m and -85.1m shares (2009-2012 year ends). The member name contains none of the
    # excluded fragments and the axis is not excluded, so each is a finding.
    res = run_rule(store, "DQC.US.0015", loaded["unp-10k-2012"])
    treasury = [
        (f.period, f.reported)
        for f in res.findings
        if f.dims == ["us-gaap:StatementClassOfStockAxis=unp:TreasuryStockUnitsMember"]
    ]
    assert treasury == [
        ("20091231", -48_500_000),
        ("20101231", -62_300_000),
        ("20111231", -74_400_000),
        ("20121231", -85_100_000),
    ]
    assert len(res.findings) == 38 and res.passed == 0


def test_0015_the_2017_bare_name_list_matches_dei_elements_too(store, loaded, seed, tmp_path):
    # The 2017 list holds bare local names; DQC matches them in every standard namespace of the family, so a
    # negative dei:EntityPublicFloat (2017 list id 703) in UNP's 2012 filing is a finding.
    clean = loaded["unp-10k-2012"]
    pf = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: 'dei:EntityPublicFloat'}) "
        "RETURN f.context_id AS context, f.value AS value",
        {"a": clean},
        10,
        1,
    )[0]
    path = copy_filing("unp-10k-2012", tmp_path / "f")
    set_fact(path, "dei:EntityPublicFloat", pf["context"], f"-{Decimal(str(pf['value'])):f}")
    found = new_findings(store, "DQC.US.0015", clean, seed(path, "SEED-0015-DEI"))
    assert [(f.element_id, f.concept, f.reported) for f in found] == [
        ("DQC.US.0015.703", "dei:EntityPublicFloat", -pf["value"])
    ]


def test_0015_list_version_follows_dqc_rule_sets_and_ships_with_the_package():
    assert [list_year_for(y, [2017, 2024]) for y in (2009, 2015, 2017, 2018, 2022, 2024, 2025)] == [
        2017,
        2017,
        2017,
        2024,
        2024,
        2024,
        2024,
    ]
    old, new = load_list(2015), load_list(2024)
    assert "dqc_data" in old.source and "dqc_data" in new.source  # packaged, not read from a data folder
    assert old.element_id("dei:EntityPublicFloat") == "703" and old.element_id("invest:EntityPublicFloat") == "703"
    assert old.element_id("us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent") == "2926"
    assert old.element_id("acme:DeferredTaxAssetsLiabilitiesNetNoncurrent") is None  # extensions are never matched
    assert new.element_id("dei:EntityCommonStockSharesOutstanding") == "699"
    assert new.element_id("srt:AlternativeExcessNetCapital") == "254"
    assert new.element_id("us-gaap:AccountsPayableRelatedPartiesNoncurrent") == "205"
    assert new.element_id("srt:AccountsPayableRelatedPartiesNoncurrent") is None  # 2024 lists are per namespace


def _positive_listed_fact(store, acc, dimensional: bool):
    tax = store.run("rules.common.filing", {"accession": acc})[0]["taxonomy"]
    nn = load_list(taxonomy_year(tax))
    rows = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a}) WHERE f.numeric AND f.value > 0 AND f.dim_count = $d "
        "RETURN f.key AS key, f.concept AS concept, f.context_id AS context, f.value AS value, f.dims AS dims ORDER BY key",
        {"a": acc, "d": 1 if dimensional else 0},
        30,
        100000,
    )
    for r in rows:
        if nn.element_id(r["concept"]) and (not dimensional or not nn.exclusions.exempts(r["dims"])):
            return r
    raise AssertionError("no positive listed fact")


@pytest.mark.parametrize("folder", ["aapl-10k-2023", "nflx-10k-2023", "aeon-10q-2023"])
def test_0015_a_seeded_sign_flip_gives_exactly_one_new_finding(folder, store, loaded, seed, tmp_path):
    clean = loaded[folder]
    target = _positive_listed_fact(store, clean, dimensional=False)
    path = copy_filing(folder, tmp_path / "f")
    assert set_fact(path, target["concept"], target["context"], f"-{Decimal(str(target['value'])):f}") >= 1
    found = new_findings(store, "DQC.US.0015", clean, seed(path, f"SEED-0015-{folder}"))
    assert [(f.concept, f.reported, f.expected) for f in found] == [
        (target["concept"], -target["value"], target["value"])
    ]


def test_0015_a_negative_dimensional_member_is_flagged_unless_its_member_is_excluded(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    target = _positive_listed_fact(store, clean, dimensional=True)
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, target["concept"], target["context"], f"-{Decimal(str(target['value'])):f}")
    found = new_findings(store, "DQC.US.0015", clean, seed(path, "SEED-0015-DIM"))
    assert [(f.concept, f.dims) for f in found] == [(target["concept"], target["dims"])]
    excl = load_list(2023).exclusions
    assert excl.exempts(["us-gaap:StatementBusinessSegmentsAxis=us-gaap:IntersegmentEliminationMember"])
    assert excl.exempts(["us-gaap:StatementEquityComponentsAxis=us-gaap:RetainedEarningsMember"])
    assert excl.exempts(["dei:LegalEntityAxis=us-gaap:ParentCompanyMember"])
    # DQC_0015.md Appendix B: SubsidiaryIssuerMember on the Legal Entity axis is excluded (February 17, 2016);
    # an ordinary subsidiary member on that axis is not.
    assert excl.exempts(["dei:LegalEntityAxis=us-gaap:SubsidiaryIssuerMember"])
    assert not excl.exempts(["dei:LegalEntityAxis=acme:OperatingSubsidiaryMember"])
    assert isinstance(excl, Exclusions)
