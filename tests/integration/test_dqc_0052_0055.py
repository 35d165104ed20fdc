"""DQC.US.0052–0055 (retirement plan sponsor location members; the geographical axis on the pension tables) on the
shared filings — none uses RetirementPlanSponsorLocationAxis or puts the geographical axis on a pension table, which is
checked here from their linkbases — and on seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_axis_member_arcs, add_definition_arcs, add_member_fact, add_presentation_arcs, copy_filing

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"
SRT23 = "https://xbrl.fasb.org/srt/2023/elts/srt-2023.xsd#srt_"
COUNTRY23 = "https://xbrl.sec.gov/country/2023/country-2023.xsd#country_"
AXIS = "us-gaap:RetirementPlanSponsorLocationAxis"
AFS_OCI = "us-gaap:OtherComprehensiveIncomeLossAvailableForSaleSecuritiesAdjustmentNetOfTax"
RULES = ["DQC.US.0052", "DQC.US.0053", "DQC.US.0054", "DQC.US.0055"]


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_finding_on_the_shared_filings_which_do_not_use_the_sponsor_location_axis(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in RULES:
        res = run_rule(store, rule, acc, view=view)
        assert res.findings == [] and res.passed == res.evaluated, rule
    assert not any(d.startswith(AXIS + "=") for f in view.dimensional for d in f.dims)
    assert not any(AXIS in tree for tree in view.presentation.values())
    assert not any(
        e["rel"] == "HYPERCUBE_DIMENSION"
        and e["target_concept"] == "srt:StatementGeographicalAxis"
        and e["source_concept"].endswith(
            (
                "DefinedBenefitPlansDisclosuresTable",
                "DefinedContributionPlanTable",
                "PostretirementBenefitPlansDisclosuresTable",
            )
        )
        for e in view.definition
    )


def test_0052_and_0053_flag_values_on_domestic_plan_and_non_us_members(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_member_fact(
        path,
        axis=AXIS,
        member="us-gaap:DomesticPlanMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-dom",
        value="1000000",
    )
    add_member_fact(
        path,
        axis=AXIS,
        member="us-gaap:NonUsMember",
        concept=AFS_OCI,
        like_context="c-1",
        new_context="seed-nonus",
        value="2000000",
    )
    acc = seed(path, "SEED-0052")
    got = [
        (f.element_id, f.dims, f.reported)
        for r in ("DQC.US.0052", "DQC.US.0053")
        for f in run_rule(store, r, acc).findings
    ]
    assert got == [
        ("DQC.US.0052.7487", [f"{AXIS}=us-gaap:DomesticPlanMember"], 1000000.0),
        ("DQC.US.0053.7489", [f"{AXIS}=us-gaap:NonUsMember"], 2000000.0),
    ]


def test_0053_flags_non_us_member_on_the_axis_without_facts_once(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_axis_member_arcs(
        path,
        role="http://www.apple.com/role/SeedSponsor",
        axis_href=f"{GAAP23}RetirementPlanSponsorLocationAxis",
        domain_href=f"{GAAP23}RetirementPlanSponsorLocationDomain",
        member_href=f"{GAAP23}NonUsMember",
    )
    res = run_rule(store, "DQC.US.0053", seed(path, "SEED-0053"))
    assert [(f.element_id, f.concept, f.fact_key) for f in res.findings] == [
        ("DQC.US.0053.7489", "us-gaap:NonUsMember", None)
    ]
    assert "There are no facts associated with this member and axis" in res.findings[0].message


def test_0054_flags_the_geographical_axis_on_a_defined_benefit_table(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedPensionTable"
    add_definition_arcs(
        path,
        role=role,
        arcs=[
            (
                "hypercube-dimension",
                f"{GAAP23}ScheduleOfDefinedBenefitPlansDisclosuresTable",
                f"{SRT23}StatementGeographicalAxis",
            ),
            (
                "hypercube-dimension",
                f"{GAAP23}DefinedContributionPlanTable",
                f"{GAAP23}RetirementPlanSponsorLocationAxis",
            ),
        ],
    )
    res = run_rule(store, "DQC.US.0054", seed(path, "SEED-0054"))
    assert [(f.element_id, f.concept, f.role) for f in res.findings] == [
        ("DQC.US.0054.7490", "us-gaap:ScheduleOfDefinedBenefitPlansDisclosuresTable", role)
    ]
    assert res.evaluated == 2 and res.passed == 1  # the contribution table has only the sponsor location axis


def test_0055_flags_sponsor_location_presentations_without_domestic_or_foreign_structure(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    ax, dom = f"{GAAP23}RetirementPlanSponsorLocationAxis", f"{GAAP23}RetirementPlanSponsorLocationDomain"
    with_domestic = "http://www.apple.com/role/SeedSponsorA"
    add_presentation_arcs(
        path, role=with_domestic, arcs=[(ax, dom), (dom, f"{GAAP23}DomesticPlanMember"), (dom, f"{COUNTRY23}US")]
    )
    neither = "http://www.apple.com/role/SeedSponsorB"
    add_presentation_arcs(path, role=neither, arcs=[(ax, dom), (dom, f"{COUNTRY23}GB")])
    res = run_rule(store, "DQC.US.0055", seed(path, "SEED-0055"))
    got = sorted((f.element_id, f.role, len(f.message) > 0) for f in res.findings)
    assert [(e, r) for e, r, _ in got] == sorted(
        [
            ("DQC.US.0055.9843", with_domestic),  # DomesticPlanMember is a leaf
            ("DQC.US.0055.9842", with_domestic),  # the path domain → US goes through neither member
            ("DQC.US.0055.7493", neither),  # two descendants, neither member
            ("DQC.US.0055.9842", neither),
        ]
    )
