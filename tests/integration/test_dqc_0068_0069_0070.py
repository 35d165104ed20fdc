"""DQC.US.0068 (the geographical axis on retirement benefit line items), 0069 (plan asset category components) and
0070 (plan asset fair values by category adding up to the total) on the shared filings and on filings written for each
rule (copies of Apple's 10-K 2023 with a pension disclosure added)."""

from __future__ import annotations

import re

import pytest
from lxml import etree

from auditgraph.rules import dqc_0070
from auditgraph.rules.engine import run_rule
from auditgraph.rules.plan_asset_categories import alignment
from auditgraph.rules.view import load_view
from tests.conftest import SHARED
from tests.rules_support import OLDER_FILINGS as BEFORE_2019
from tests.rules_support import RECENT_FILINGS as FROM_2019
from tests.seeding import XBRL_END, add_definition_arcs, copy_filing, instance_of

GEO = "srt:StatementGeographicalAxis"
AXIS = "us-gaap:DefinedBenefitPlanByPlanAssetCategoriesAxis"
FVPA = "us-gaap:DefinedBenefitPlanFairValueOfPlanAssets"
IN_CATEGORY = "us-gaap:DefinedBenefitPlanPlanAssetsInvestmentWithinPlanAssetCategoryAmount"
RELATED = "us-gaap:DefinedBenefitPlanAmountOfEmployerAndRelatedPartySecuritiesIncludedInPlanAssets"
PLAN_TYPE = "us-gaap:RetirementPlanTypeAxis"
PENSION = "us-gaap:PensionPlansDefinedBenefitMember"
DOMAIN = "us-gaap:PlanAssetCategoriesDomain"
EQUITY, DEBT = "us-gaap:EquitySecuritiesMember", "us-gaap:DebtSecuritiesMember"
EQUITY_US, REAL_ESTATE = "us-gaap:DefinedBenefitPlanEquitySecuritiesUsMember", "us-gaap:RealEstateMember"
COMMON = "us-gaap:CommonStockMember"
GAAP = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"
SRT = "https://xbrl.fasb.org/srt/2023/elts/srt-2023.xsd#srt_"
# Apple's own contexts: c-22 the 2023-09-30 instant, c-23 the 2022-09-24 instant, c-1 fiscal 2023.
NOW, BEFORE, YEAR = "c-22", "c-23", "c-1"


def href(qname: str) -> str:
    prefix, local = qname.split(":")
    return f"{GAAP if prefix == 'us-gaap' else SRT}{local}"


def add_dims_fact(folder, *, concept, dims: dict[str, str], like_context, new_context, value, decimals="-6"):
    """One USD fact of ``concept`` in a new context cloned from ``like_context`` with the explicit members ``dims``
    (none: the context itself is used; a ``new_context`` already added is reused)."""
    inst = instance_of(folder)
    text = inst.read_bytes()
    added = b""
    context = like_context
    if dims and f'id="{new_context}"'.encode() in text:
        context = new_context  # a context added before: a second fact in it
    elif dims:
        ctx = re.search(
            rb"<(\w+:)?context\b[^>]*\bid=\"" + re.escape(like_context.encode()) + rb"\".*?</(\w+:)?context>",
            text,
            re.S,
        ).group(0)
        members = "".join(
            f'<xbrldi:explicitMember dimension="{a}">{m}</xbrldi:explicitMember>' for a, m in sorted(dims.items())
        )
        c = re.sub(rb"\bid=\"[^\"]+\"", b'id="' + new_context.encode() + b'"', ctx, count=1)
        c = re.sub(
            rb"(</(\w+:)?identifier>)", lambda m: m.group(1) + f"<segment>{members}</segment>".encode(), c, count=1
        )
        added, context = c + b"\n", new_context
    added += f'<{concept} contextRef="{context}" unitRef="usd" decimals="{decimals}">{value}</{concept}>\n'.encode()
    m = XBRL_END.search(text)
    inst.write_bytes(text[: m.start()] + added + text[m.start() :])


def network_730000() -> set[str]:
    """The concepts us-gaap 2024 presents in its network 730000, read straight from the package's presentation
    linkbase (not through the graph)."""
    path = SHARED / "us-gaap-2024" / "dis" / "us-gaap-dis-crcrb-pre-2024.xml"
    ns = {"link": "http://www.xbrl.org/2003/linkbase", "xlink": "http://www.w3.org/1999/xlink"}
    doc = etree.parse(str(path))
    x = "{http://www.w3.org/1999/xlink}"
    locs = {
        loc.get(f"{x}label"): loc.get(f"{x}href").split("#")[1].replace("_", ":", 1)
        for loc in doc.iterfind(".//link:loc", ns)
    }
    return {locs[a.get(f"{x}to")] for a in doc.iterfind(".//link:presentationArc", ns)}


# ---------------------------------------------------------------- DQC.US.0068


@pytest.mark.parametrize("folder", FROM_2019)
def test_0068_no_pension_line_item_on_the_geographical_axis_in_the_shared_filings(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    res = run_rule(store, "DQC.US.0068", acc, view=view)
    geo = [f for f in view.dimensional if GEO in f.axes]
    pension = network_730000()
    assert res.status == "evaluated" and res.evaluated == len(geo)
    assert [f.concept for f in res.findings] == sorted(f.concept for f in geo if f.concept in pension) == []


@pytest.mark.parametrize("folder", BEFORE_2019)
def test_0068_0069_0070_do_not_apply_before_2019(store, loaded, folder):
    for rule in ("DQC.US.0068", "DQC.US.0069", "DQC.US.0070"):
        res = run_rule(store, rule, loaded[folder])
        assert res.status == "not_evaluable" and "2019-01-01" in res.reason, rule


def test_0068_network_730000_in_the_graph_is_the_release_s(store, loaded):
    """Every concept the package's 730000 presentation linkbase presents is found as such in the graph, and no other:
    Revenues and the geographical axis's usual line items are not in it."""
    from auditgraph.rules.dqc_0068 import network_roles

    view = load_view(store, loaded["aapl-10k-2023"])
    expected = network_730000()
    others = [
        "us-gaap:Revenues",
        "us-gaap:NoncurrentAssets",
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
    ]
    got = network_roles(view, "us-gaap-2024", sorted(expected | set(others)))
    assert set(got) == expected and FVPA in got and len(expected) > 300
    assert {r for roles in got.values() for r in roles} == {
        "http://fasb.org/us-gaap/role/disclosure/CompensationRelatedCostsRetirementBenefits"
    }


def test_0068_flags_a_pension_line_item_on_the_geographical_axis(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_dims_fact(
        path, concept=FVPA, dims={GEO: "country:US"}, like_context=NOW, new_context="seed-geo", value="345000000"
    )
    # The sponsor location axis is the right one for a plan's location: not this rule's business.
    add_dims_fact(
        path,
        concept=FVPA,
        dims={"us-gaap:RetirementPlanSponsorLocationAxis": "country:US"},
        like_context=NOW,
        new_context="seed-loc",
        value="345000000",
    )
    acc = seed(path, "SEED-0068")
    view = load_view(store, acc)
    res = run_rule(store, "DQC.US.0068", acc, view=view)
    assert [(f.element_id, f.concept, f.dims, f.reported) for f in res.findings] == [
        ("DQC.US.0068.7641", FVPA, [f"{GEO}=country:US"], 345000000.0)
    ]
    assert res.evaluated == len([f for f in view.dimensional if GEO in f.axes]) and res.passed == res.evaluated - 1
    msg = res.findings[0].message
    assert "in conjunction with the line item us-gaap:DefinedBenefitPlanFairValueOfPlanAssets with a value of " in msg
    assert "345,000,000" in msg and "Rule Element Id:7641" in msg


def test_0068_and_0070_do_not_run_on_a_registration_statement(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_dims_fact(
        path, concept=FVPA, dims={GEO: "country:US"}, like_context=NOW, new_context="seed-geo", value="1000000"
    )
    inst = instance_of(path)
    inst.write_bytes(inst.read_bytes().replace(b'id="f-1">10-K<', b'id="f-1">S-1<', 1))
    acc = seed(path, "SEED-0068-S1")
    for rule in ("DQC.US.0068", "DQC.US.0070"):
        res = run_rule(store, rule, acc)
        assert res.status == "not_evaluable" and "form S-1" in res.reason and res.findings == []


# ---------------------------------------------------------------- DQC.US.0069


def test_0069_components_off_the_axis_on_its_domain_or_not_below_their_category(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_definition_arcs(
        path,
        role="http://www.apple.com/role/SeedPlanAssetComponents",
        arcs=[
            ("dimension-domain", href(AXIS), href(DOMAIN)),
            ("domain-member", href(DOMAIN), href(EQUITY)),
            ("domain-member", href(EQUITY), href(EQUITY_US)),
            ("domain-member", href(EQUITY), href(COMMON)),
        ],
    )
    facts = [
        (FVPA, {AXIS: EQUITY}, NOW, "60000000"),
        (FVPA, {AXIS: EQUITY, PLAN_TYPE: PENSION}, NOW, "80000000"),
        (IN_CATEGORY, {}, NOW, "5000000"),  # no category axis: .7642, first message
        (IN_CATEGORY, {AXIS: DOMAIN}, NOW, "4000000"),  # the member directly under the axis: second message
        (IN_CATEGORY, {AXIS: EQUITY_US}, NOW, "60000000"),  # equal to its category: not less, third message
        (IN_CATEGORY, {AXIS: EQUITY_US, PLAN_TYPE: PENSION}, NOW, "70000000"),  # below its own plan's 80,000,000
        (IN_CATEGORY, {AXIS: EQUITY_US}, BEFORE, "10000000"),  # no category fair value at that date
        (RELATED, {AXIS: COMMON}, NOW, "3000000"),  # below 60,000,000
        (RELATED, {AXIS: DEBT}, NOW, "2000000"),  # a member the definition linkbase does not place on the axis
    ]
    for i, (concept, dims, ctx, value) in enumerate(facts):
        add_dims_fact(path, concept=concept, dims=dims, like_context=ctx, new_context=f"seed-{i}", value=value)
    res = run_rule(store, "DQC.US.0069", seed(path, "SEED-0069"))
    got = sorted((f.element_id, f.concept, f.dims, f.reported, f.expected) for f in res.findings)
    assert got == [
        ("DQC.US.0069.7642", IN_CATEGORY, [], 5000000.0, None),
        ("DQC.US.0069.7642", IN_CATEGORY, [f"{AXIS}={EQUITY_US}"], 60000000.0, 60000000.0),
        ("DQC.US.0069.7642", IN_CATEGORY, [f"{AXIS}={DOMAIN}"], 4000000.0, None),
    ]
    assert res.evaluated == 5 and res.passed == 2
    assert sorted((n.concept, n.period) for n in res.not_evaluable) == [
        (RELATED, "20230930"),
        (IN_CATEGORY, "20220924"),
    ]
    by_dims = {tuple(f.dims): f.message for f in res.findings}
    assert by_dims[()].startswith(
        f"The element {IN_CATEGORY} with a value of 5,000,000 must be used with the dimension"
    )
    assert "should not use a member that is a direct child of the axis domain" in by_dims[(f"{AXIS}={DOMAIN}",)]
    assert (
        "should be less than the value of DefinedBenefitPlanFairValueOfPlanAssets with a value of 60,000,000"
        in by_dims[(f"{AXIS}={EQUITY_US}",)]
    )


@pytest.mark.parametrize("folder", FROM_2019)
def test_0069_shared_filings_report_no_plan_asset_components(store, loaded, folder):
    view = load_view(store, loaded[folder])
    res = run_rule(store, "DQC.US.0069", loaded[folder], view=view)
    assert not view.by_concept.get(IN_CATEGORY) and not view.by_concept.get(RELATED)
    assert res.status == "evaluated" and res.evaluated == 0 and res.findings == [] and res.not_evaluable == []


# ---------------------------------------------------------------- DQC.US.0070


def plan_asset_table(path, role, *, axes, line_items, members):
    li, hc = "us-gaap:DefinedBenefitPlanDisclosureLineItems", "us-gaap:DefinedBenefitPlansDisclosuresTable"
    arcs = [("all", href(li), href(hc))]
    arcs += [("hypercube-dimension", href(hc), href(a)) for a in axes]
    arcs += [("domain-member", href(li), href(c)) for c in line_items]
    arcs += [("dimension-domain", href(AXIS), href(DOMAIN))]
    arcs += [("domain-member", href(p), href(c)) for p, c in members]
    add_definition_arcs(path, role=role, arcs=arcs)


def test_0070_members_that_do_not_add_up_to_the_total_in_the_fair_value_table(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    fair_value_role = "http://www.apple.com/role/SeedPlanAssetsFairValue"
    plan_asset_table(
        path,
        fair_value_role,
        axes=[AXIS, PLAN_TYPE],
        line_items=[FVPA],
        members=[(DOMAIN, EQUITY), (DOMAIN, DEBT), (EQUITY, EQUITY_US)],
    )
    # A roll-forward (a monetary duration line item) and a target allocation (srt:RangeAxis) are not summed.
    plan_asset_table(
        path,
        "http://www.apple.com/role/SeedPlanAssetsRollForward",
        axes=[AXIS],
        line_items=[FVPA, "us-gaap:DefinedBenefitPlanBenefitsPaid"],
        members=[(DOMAIN, REAL_ESTATE)],
    )
    plan_asset_table(
        path,
        "http://www.apple.com/role/SeedPlanAssetsTargets",
        axes=[AXIS, "srt:RangeAxis"],
        line_items=[FVPA],
        members=[(DOMAIN, EQUITY), (DOMAIN, DEBT)],
    )
    facts = [
        # 2023: 60 + 45 = 105 against 100 (million, decimals -6: tolerance 2 million). EquityUS is inside Equity.
        (FVPA, {}, NOW, "100000000"),
        (FVPA, {AXIS: EQUITY}, NOW, "60000000"),
        (FVPA, {AXIS: EQUITY_US}, NOW, "50000000"),
        (FVPA, {AXIS: DEBT}, NOW, "45000000"),
        (FVPA, {AXIS: REAL_ESTATE}, NOW, "7000000"),  # only in the roll-forward table
        # 2022: 50 + 40 = 90 against 91: within the tolerance.
        (FVPA, {}, BEFORE, "91000000"),
        (FVPA, {AXIS: EQUITY}, BEFORE, "50000000"),
        (FVPA, {AXIS: DEBT}, BEFORE, "40000000"),
        # The pension plan on its own: 20 + 10 = 30, its own total.
        (FVPA, {PLAN_TYPE: PENSION}, NOW, "30000000"),
        (FVPA, {AXIS: EQUITY, PLAN_TYPE: PENSION}, NOW, "20000000"),
        (FVPA, {AXIS: DEBT, PLAN_TYPE: PENSION}, NOW, "10000000"),
        # Other postretirement plans: two totals that disagree.
        (FVPA, {PLAN_TYPE: "us-gaap:OtherPostretirementBenefitPlansDefinedBenefitMember"}, NOW, "10000000"),
        (FVPA, {PLAN_TYPE: "us-gaap:OtherPostretirementBenefitPlansDefinedBenefitMember"}, NOW, "12000000"),
        (
            FVPA,
            {AXIS: EQUITY, PLAN_TYPE: "us-gaap:OtherPostretirementBenefitPlansDefinedBenefitMember"},
            NOW,
            "5000000",
        ),
        ("us-gaap:DefinedBenefitPlanBenefitsPaid", {}, YEAR, "8000000"),
    ]
    contexts: dict[tuple, str] = {}
    for concept, dims, ctx, value in facts:
        key = (ctx, tuple(sorted(dims.items())))
        new = contexts.setdefault(key, f"seed-{len(contexts)}")
        add_dims_fact(path, concept=concept, dims=dims, like_context=ctx, new_context=new, value=value)
    acc = seed(path, "SEED-0070")
    res = run_rule(store, "DQC.US.0070", acc)
    assert [(f.element_id, f.concept, f.period, f.dims, f.role, f.reported, f.expected) for f in res.findings] == [
        ("DQC.US.0070.7645", FVPA, "20230930", [], fair_value_role, 100000000.0, 105000000.0)
    ]
    f = res.findings[0]
    assert [(c.member, c.value) for c in f.contributors[1:]] == [(EQUITY, 60000000.0), (DEBT, 45000000.0)]
    assert f.tolerance == 2000000.0
    assert (
        "with a defaulted value of 100,000,000 is not equal" in f.message
        and "aggregate value of 105,000,000" in f.message
    )
    assert f"\tEquitySecuritiesMember --> 60,000,000 --> {AXIS}={EQUITY} \n" in f.message
    assert res.evaluated == 3 and res.passed == 2  # 2023, 2022 and the pension plan; the roll-forward and targets not
    assert [(n.role, n.reason) for n in res.not_evaluable] == [(fair_value_role, "inconsistent duplicate facts")]


@pytest.mark.parametrize("folder", FROM_2019)
def test_0070_shared_filings_from_2019_report_no_plan_assets(store, loaded, folder):
    view = load_view(store, loaded[folder])
    res = run_rule(store, "DQC.US.0070", loaded[folder], view=view)
    assert not view.by_concept.get(FVPA) and res.status == "evaluated" and res.evaluated == 0 and res.findings == []


def test_0070_union_pacific_2012_plan_asset_table_adds_up_with_the_date_gate_lifted(store, loaded, monkeypatch):
    """UNP 2012 is the one shared filing with plan assets by category. It predates the rule (2019), so the gate is
    lifted to run the rule's semantics on real data: of its three tables holding the fair value, Details1 lacks the
    category axis and Details8 is the level 3 roll-forward (monetary duration items); Details7's members add up to
    the total in every context that has both."""
    from auditgraph.rules import dates

    monkeypatch.setattr(dates, "not_yet_effective", lambda view, rule: None)  # the gate rules.ruledata.start reads
    acc = loaded["unp-10k-2012"]
    view = load_view(store, acc)
    tables = dqc_0070.plan_asset_tables(view)
    assert [c.role for c in tables] == ["http://www.up.com/role/DisclosureRetirementPlansDetails7"]
    axes = set(tables[0].axes)
    totals = {alignment(f) for f in view.by_concept[FVPA] if AXIS not in f.axes}
    compared = {alignment(f) for f in view.by_concept[FVPA] if AXIS in f.axes and set(f.axes) <= axes} & totals
    res = run_rule(store, "DQC.US.0070", acc, view=view)
    assert res.status == "evaluated" and res.evaluated == len(compared) == 9
    assert res.passed == 9 and res.findings == [] and res.not_evaluable == []
