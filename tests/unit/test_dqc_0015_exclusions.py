"""Issue #25 item 1: DQC.US.0015's exclusions for 2018+ filings, rebuilt from the current rule set.

DQC_0015.xule (2024 rule set) exempts a dimensional negative through four sets: member-name substrings
($EXCLUDE_NON_NEG_STRING_MEMBERS), members ($EXCLUDE_NON_NEG_MEMBERS), axes ($EXCLUDE_NON_NEG_AXIS) and
axis–member pairs ($EXCLUDE_NON_NEG_AXIS_MEMBERS). Each kind is tested with a fact the rule must exempt and
one it must still report. Names come from DQC_0015.md Appendix B (post-implementation edits, with dates)
and the rule set's resources (dqc_15_exclusion_rules.csv); a 2022 filing is checked by the 2024 list.
"""

from __future__ import annotations

import pytest

from auditgraph.rules.dqc_lists import load_list

EXCL = load_list(2022).exclusions


@pytest.mark.parametrize(
    "dims, why",
    [
        # Axis (Appendix B: "Add ChangeInAccountingEstimateByTypeAxis (April 6, 2016)") — the 2022 10-K case of
        # the issue: a negative DepreciationDepletionAndAmortization for a change in useful lives.
        (["us-gaap:ChangeInAccountingEstimateByTypeAxis=us-gaap:ServiceLifeMember"], "axis"),
        (["us-gaap:AdjustmentsForChangeInAccountingPrincipleAxis=acme:LeaseStandardMember"], "axis"),
        (
            [
                "us-gaap:ErrorCorrectionsAndPriorPeriodAdjustmentsRestatementByRestatementPeriodAndAmountAxis="
                "acme:FirstQuarterOf2021Member"
            ],
            "axis",
        ),
        (["us-gaap:PartnerCapitalComponentsAxis=us-gaap:GeneralPartnerMember"], "axis"),
        (["us-gaap:ConsolidatedEntitiesAxis=acme:OperatingPartnershipMember"], "axis"),  # Appendix B, June 2017
        (["us-gaap:StatementBusinessSegmentsAxis=acme:RetailMember"], "axis"),  # January 1, 2017
        # Member (Version 6, June 2018: the Topic 606 transition difference may be negative)
        (
            ["srt:ProductOrServiceAxis=us-gaap:DifferenceBetweenRevenueGuidanceInEffectBeforeAndAfterTopic606Member"],
            "member",
        ),
        (["acme:FinancingAxis=us-gaap:UnallocatedFinancingReceivablesMember"], "member"),  # May 17, 2016
        # Axis–member pairs (Appendix B, February and April 2016)
        (["dei:LegalEntityAxis=us-gaap:SubsidiaryIssuerMember"], "axis-member"),
        (
            ["us-gaap:FairValueByMeasurementBasisAxis=us-gaap:ChangeDuringPeriodFairValueDisclosureMember"],
            "axis-member",
        ),
        # Member-name substrings, case-insensitive on the member's local name ("Reconciliat" became "Reconcili")
        (["srt:ConsolidationItemsAxis=acme:ReconcilingItemsMember"], "substring"),
        (["acme:SegmentAxis=acme:INTERSEGMENTELIMINATIONSMember"], "substring"),
    ],
)
def test_0015_2022_filing_negative_is_exempt(dims, why):
    assert EXCL.exempts(dims), f"{why}: {dims} must be exempt under the current rule set"


@pytest.mark.parametrize(
    "dims, why",
    [
        # Axis: an axis that is not excluded, with an ordinary member
        (["us-gaap:PropertyPlantAndEquipmentByTypeAxis=us-gaap:MachineryAndEquipmentMember"], "axis"),
        # Member: a member on no list whose name holds none of the fragments
        (["srt:ProductOrServiceAxis=us-gaap:ServiceMember"], "member"),
        # Axis–member: the pair's member on another axis is not exempt (only the pair is listed) …
        (["srt:StatementGeographicalAxis=us-gaap:ChangeDuringPeriodFairValueDisclosureMember"], "axis-member"),
        # … and the pair's axis with another member is not exempt either
        (["dei:LegalEntityAxis=acme:OperatingSubsidiaryLLCMember"], "axis-member"),
        # Substring: the fragment must be in the member name, not the axis name
        (["acme:ReconciliationScheduleAxis=acme:NorthAmericaMember"], "substring"),
    ],
)
def test_0015_2022_filing_negative_is_still_reported(dims, why):
    assert EXCL.exempts(dims) is None, f"{why}: {dims} must still be reported"


def test_0015_rebuilt_exclusions_ship_with_their_source_and_the_dqc_licence():
    nn = load_list(2024)
    folder = nn.source
    from pathlib import Path

    sources = (Path(folder) / "SOURCES.md").read_text(encoding="utf-8")
    assert "DQC_0015.md" in sources and "dqc_15_exclusion_rules.csv" in sources
    assert (Path(folder).parent / "License.md").is_file()
    # Every exclusion of the 2017 list is still in force (Appendix B records additions only for members and axes).
    old = load_list(2017).exclusions
    assert set(old.member_equals) <= set(nn.exclusions.member_equals)
    assert set(old.axis_equals) <= set(nn.exclusions.axis_equals)
    assert set(old.axis_has_member) <= set(nn.exclusions.axis_has_member)
