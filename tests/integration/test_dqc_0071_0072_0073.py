"""DQC.US.0071 (a revenue/cost breakdown by a single product member), 0072 (plan asset category percentages off the
axis or on its domain) and 0073 (line items not permitted on the plan asset categories axis) on the shared filings and on
seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS
from tests.rules_support import RECENT_FILINGS as FROM_2019
from tests.seeding import add_axis_member_arcs, add_member_fact, copy_filing, inject_dimensional_table

PLAN_AXIS = "us-gaap:DefinedBenefitPlanByPlanAssetCategoriesAxis"


@pytest.mark.parametrize("folder", FROM_2019 + OLDER_FILINGS)
def test_0071_no_single_member_breakdown_on_the_shared_filings(store, loaded, folder):
    res = run_rule(store, "DQC.US.0071", loaded[folder])
    assert res.status == "evaluated" and res.findings == []


@pytest.mark.parametrize("folder", FROM_2019)
def test_0073_only_permitted_line_items_on_the_plan_asset_axis_recomputed(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    res = run_rule(store, "DQC.US.0073", acc, view=view)
    allowed = set(load_rule_data(store, "DQC.US.0073").concepts(PLAN_AXIS.split(":")[1]))
    on_axis = [f for f in view.dimensional if PLAN_AXIS in f.axes and f.concept.startswith(("us-gaap:", "srt:"))]
    assert res.findings == [] and all(f.concept in allowed for f in on_axis) and res.evaluated == len(on_axis)


def test_0073_union_pacific_2012_uses_pre_2017_items_and_is_not_judged(store, loaded):
    """UNP 2012 reports the target allocation ranges and acquisitions/divestitures of plan assets on the axis — items
    DQC_0073.md lists as allowed up to 2016 or that predate the rule (effective 2019-01-01)."""
    view = load_view(store, loaded["unp-10k-2012"])
    used = {f.concept for f in view.dimensional if PLAN_AXIS in f.axes}
    assert {
        "us-gaap:DefinedBenefitPlanTargetPlanAssetAllocationsRangeMaximum",
        "us-gaap:DefinedBenefitPlanTargetPlanAssetAllocationsRangeMinimum",
    } <= used
    res = run_rule(store, "DQC.US.0073", loaded["unp-10k-2012"])
    assert res.status == "not_evaluable" and "2019-01-01" in res.reason


def test_0073_flags_a_non_plan_asset_line_item_on_the_axis(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_member_fact(
        path,
        axis=PLAN_AXIS,
        member="us-gaap:RealEstateMember",
        concept="us-gaap:RestructuringCharges",
        like_context="c-1",
        new_context="seed-bad",
        value="3282000",
    )
    add_member_fact(
        path,
        axis=PLAN_AXIS,
        member="us-gaap:RealEstateMember",
        concept="us-gaap:DefinedBenefitPlanFairValueOfPlanAssets",
        like_context="c-1",
        new_context="seed-ok",
        value="5000000",
    )
    add_member_fact(
        path,
        axis=PLAN_AXIS,
        member="us-gaap:RealEstateMember",
        concept="aapl:SeedPlanItem",
        like_context="c-1",
        new_context="seed-ext",
        value="1000000",
    )
    res = run_rule(store, "DQC.US.0073", seed(path, "SEED-0073"))
    assert [(f.element_id, f.concept, f.reported) for f in res.findings] == [
        ("DQC.US.0073.7648", "us-gaap:RestructuringCharges", 3282000.0)
    ]
    assert res.evaluated == 2 and res.passed == 1  # the company concept is not judged


def test_0071_flags_revenue_broken_down_by_one_product_member_without_its_total(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    line = "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax"  # Apple reports no aggregate of it
    inject_dimensional_table(
        path,
        role="http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS",
        us_gaap_ns_year="2023",
        srt_year="2023",
        line_item=line,
        total_context_id="c-1",
        unit_id="usd",
        decimals="-6",
        members={"us-gaap:ProductMember": "1000000"},
    )
    res = run_rule(store, "DQC.US.0071", seed(path, "SEED-0071"))
    assert [(f.element_id, f.concept, f.dims, f.reported) for f in res.findings] == [
        ("DQC.US.0071.7646", line, ["srt:ProductOrServiceAxis=us-gaap:ProductMember"], 1000000.0)
    ]


def test_0072_flags_category_percentages_off_the_axis_or_on_its_domain(store, loaded, seed, tmp_path):
    gaap = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"
    pct = "us-gaap:DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryPercentage"
    domain = "us-gaap:DefinedBenefitPlanPlanAssetsCategoryDomain"
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_axis_member_arcs(
        path,
        role="http://www.apple.com/role/SeedPlanAssets",
        axis_href=f"{gaap}DefinedBenefitPlanByPlanAssetCategoriesAxis",
        domain_href=f"{gaap}DefinedBenefitPlanPlanAssetsCategoryDomain",
        member_href=f"{gaap}EquitySecuritiesMember",
    )
    for ctx, member, value in (("seed-dom", domain, "0.4"), ("seed-eq", "us-gaap:EquitySecuritiesMember", "0.6")):
        add_member_fact(
            path,
            axis=PLAN_AXIS,
            member=member,
            concept=pct,
            like_context="c-1",
            new_context=ctx,
            value=value,
            unit_id="number",
            decimals="2",
        )
    inst = next(p for p in path.iterdir() if p.name.endswith("_htm.xml"))
    inst.write_bytes(
        inst.read_bytes().replace(
            b"</xbrl>", f'<{pct} contextRef="c-1" unitRef="number" decimals="2">0.3</{pct}>\n</xbrl>'.encode()
        )
    )
    res = run_rule(store, "DQC.US.0072", seed(path, "SEED-0072"))
    got = sorted((f.element_id, f.dims, f.reported) for f in res.findings)
    assert got == [("DQC.US.0072.7647", [], 0.3), ("DQC.US.0072.7647", [f"{PLAN_AXIS}={domain}"], 0.4)]
    assert res.evaluated == 3 and res.passed == 1
