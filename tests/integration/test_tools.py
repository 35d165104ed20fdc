"""Every typed tool (DESIGN §5) on the real filings in the embedded graph.

Expected numbers are the ones in the filings' instance documents, e.g. in
shared/data/filings/aapl-10k-2023/aapl-20230930_htm.xml: us-gaap:Assets c-22 (2023-09-30) = 352583000000,
AssetsCurrent = 143566000000, AssetsNoncurrent = 209017000000; revenue c-1 (FY2023) = 383285000000 of which
Products (c-14) 298085000000 and Services (c-17) 85200000000; FY2022 (c-20) = 394328000000, FY2021 (c-21) =
365817000000. Apple's 10-Q (aapl-20230701_htm.xml) reports Assets 335038000000 at 2023-07-01.
"""

from __future__ import annotations

import pytest

from auditgraph.tools.periods import Period
from auditgraph.tools.registry import TOOLS, ToolBox

AAPL = "0000320193-23-000106"
AAPL_Q3 = "0000320193-23-000077"
MSFT = "0001193125-15-272806"
FY2023 = "20220925-20230930"
FY2022 = "20210926-20220924"
REVENUE = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"
BS_ROLE = "http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS"
IS_ROLE = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS"


@pytest.fixture(scope="module")
def toolbox(store, loaded, session_settings) -> ToolBox:
    assert loaded["aapl-10k-2023"] == AAPL and loaded["msft-10k-2015"] == MSFT
    return ToolBox(store, session_settings)


def call(toolbox: ToolBox, name: str, **arguments) -> dict:
    obs = toolbox.call(name, arguments)
    assert obs["tool"] == name
    assert {"tool", "status", "message", "evidence"} <= set(obs)
    return obs


# ----------------------------------------------------------------------------------- errors, every tool
@pytest.mark.parametrize(
    "tool", [t.name for t in TOOLS if t.name != "search_concepts"]
)  # takes words, see test_retrieval
def test_every_tool_answers_not_found_for_a_filing_that_is_not_loaded(toolbox, tool):
    obs = call(toolbox, tool, accession="0000000000-00-000000", concept="us-gaap:Assets")
    assert obs["status"] == "not_found"
    assert "not loaded" in obs["message"] and AAPL in obs["message"]


@pytest.mark.parametrize(
    "tool", [t.name for t in TOOLS if t.name != "search_concepts"]
)  # takes words, see test_retrieval
def test_every_tool_answers_not_found_for_an_unknown_concept(toolbox, tool):
    obs = call(toolbox, tool, accession=AAPL, concept="us-gaap:NoSuchConceptAnywhere")
    assert obs["status"] == "not_found"
    assert "unknown concept" in obs["message"]


@pytest.mark.parametrize("tool", [t.name for t in TOOLS if t.name not in ("walk_calc_tree", "search_concepts")])
def test_every_fact_reading_tool_answers_not_found_for_a_period_that_is_not_reported(toolbox, tool):
    obs = call(toolbox, tool, accession=AAPL, concept="us-gaap:Assets", period="20200101")
    assert obs["status"] == "not_found", obs["message"]
    assert "20200101" in obs["message"] and "20230930" in obs["message"]  # the reported periods are named


@pytest.mark.parametrize(
    "arguments",
    [
        {"accession": AAPL, "concept": "us-gaap:Assets", "period": "30/09/2023"},
        {"accession": AAPL, "concept": "us-gaap:Assets", "colour": "blue"},
        {"accession": AAPL},
        {"accession": "'; DROP ALL //", "concept": "us-gaap:Assets"},
        {"accession": AAPL, "concept": "us-gaap:Assets}) DETACH DELETE n //"},
    ],
)
def test_invalid_arguments_become_an_error_observation_not_an_exception(toolbox, arguments):
    obs = toolbox.call("get_fact", arguments)
    assert obs["status"] == "error"
    assert obs["message"].startswith("invalid arguments")
    assert obs["error"]["code"] == "input_error"


def test_an_unknown_tool_is_an_error_observation(toolbox):
    obs = toolbox.call("no_such_tool", {"accession": AAPL, "concept": "us-gaap:Assets"})
    assert obs["status"] == "error" and "get_fact" in obs["message"]


# ----------------------------------------------------------------------------------- static tools
def test_lookup_concept_spec_reports_period_type_and_how_apple_reports_total_assets(toolbox):
    obs = call(toolbox, "lookup_concept_spec", accession=AAPL, concept="us-gaap:Assets")
    assert obs["status"] == "ok"
    assert obs["concept"]["qname"] == "us-gaap:Assets"
    assert obs["concept"]["period_type"] == "instant"
    assert obs["concept"]["is_extension"] is False
    assert obs["reported"] == {
        "facts": 2,
        "periods": ["20220924", "20230930"],
        "units": ["USD"],
        "dimensional_facts": 0,
    }


def test_lookup_concept_spec_knows_an_apple_extension_concept_from_its_schema(toolbox):
    obs = call(toolbox, "lookup_concept_spec", concept="aapl:CashCashEquivalentsAndMarketableSecurities")
    assert obs["status"] == "ok"
    assert obs["concept"]["is_extension"] is True
    assert obs["concept"]["data_type"] == "xbrli:monetaryItemType"
    assert obs["concept"]["balance"] == "debit"


def test_walk_calc_tree_lists_apple_total_assets_addends_with_their_reported_values(toolbox):
    obs = call(toolbox, "walk_calc_tree", accession=AAPL, concept="us-gaap:Assets", period="20230930")
    assert obs["status"] == "ok" and obs["source"] == AAPL
    edges = [(e["child"], e["weight"], e["role"]) for e in obs["edges"]]
    assert edges == [("us-gaap:AssetsCurrent", 1.0, BS_ROLE), ("us-gaap:AssetsNoncurrent", 1.0, BS_ROLE)]
    values = {k: v["value"] for k, v in obs["values"].items()}
    assert values == {
        "us-gaap:Assets": 352583000000,
        "us-gaap:AssetsCurrent": 143566000000,
        "us-gaap:AssetsNoncurrent": 209017000000,
    }
    assert f"{AAPL}:320193:us-gaap:AssetsCurrent:20230930:USD" in obs["evidence"]


def test_walk_calc_tree_goes_two_levels_down_within_the_same_role(toolbox):
    obs = call(toolbox, "walk_calc_tree", accession=AAPL, concept="us-gaap:Assets", depth=2)
    level2 = {e["child"] for e in obs["edges"] if e["depth"] == 2}
    assert {
        "us-gaap:CashAndCashEquivalentsAtCarryingValue",
        "us-gaap:InventoryNet",
        "us-gaap:PropertyPlantAndEquipmentNet",
    } <= level2
    assert {e["role"] for e in obs["edges"]} == {BS_ROLE}


def test_walk_calc_tree_up_finds_the_total_an_addend_belongs_to(toolbox):
    obs = call(toolbox, "walk_calc_tree", accession=AAPL, concept="us-gaap:AssetsCurrent", direction="up")
    assert [(e["parent"], e["weight"]) for e in obs["edges"]] == [("us-gaap:Assets", 1.0)]


def test_walk_calc_tree_without_a_filing_reads_the_us_gaap_taxonomy(toolbox):
    obs = call(toolbox, "walk_calc_tree", concept="us-gaap:Assets")
    assert obs["source"] == "us-gaap-2024"
    classified = [
        e["child"]
        for e in obs["edges"]
        if e["role"] == "http://fasb.org/us-gaap/role/statement/StatementOfFinancialPositionClassified"
    ]
    assert classified == ["us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"]


def test_list_dim_axes_finds_the_product_axis_of_apple_revenue_with_its_reported_members(toolbox):
    obs = call(toolbox, "list_dim_axes", accession=AAPL, concept=REVENUE)
    assert obs["status"] == "ok"
    on_statement = [a for a in obs["axes"] if a["role"] == IS_ROLE]
    assert [a["axis"] for a in on_statement] == ["srt:ProductOrServiceAxis"]
    axis = on_statement[0]
    assert axis["statement"] == "IS" and axis["checked_by_0117"] is True
    assert {"us-gaap:ProductMember", "us-gaap:ServiceMember", "aapl:IPhoneMember"} <= set(axis["reported_members"])


def test_find_dqc_rules_says_sign_and_calculation_rules_apply_to_total_assets(toolbox):
    obs = call(toolbox, "find_dqc_rules", accession=AAPL, concept="us-gaap:Assets")
    rules = {r["rule"]: r for r in obs["rules"]}
    assert rules["DQC.US.0015"]["applies"] and rules["DQC.US.0015"]["element_id"] == "DQC.US.0015.2688"
    assert rules["DQC.US.0126"]["applies"] and rules["DQC.US.0126"]["roles"] == [BS_ROLE]
    assert not rules["DQC.US.0117"]["applies"]
    assert {r["checker"] for r in obs["rules"]} == {"check_sign", "check_calc_tree", "check_dim_consistency"}


def test_find_dqc_rules_says_the_dimensional_cross_check_applies_to_apple_revenue(toolbox):
    obs = call(toolbox, "find_dqc_rules", accession=AAPL, concept=REVENUE)
    rules = {r["rule"]: r for r in obs["rules"]}
    assert rules["DQC.US.0117"]["applies"]
    assert rules["DQC.US.0117"]["roles"] == [IS_ROLE] and rules["DQC.US.0117"]["axes"] == ["srt:ProductOrServiceAxis"]
    assert not rules["DQC.US.0015"]["applies"]


def test_get_fact_returns_apple_total_assets_at_fiscal_year_end(toolbox):
    obs = call(toolbox, "get_fact", accession=AAPL, concept="us-gaap:Assets", period="20230930")
    assert obs["status"] == "ok"
    key = f"{AAPL}:320193:us-gaap:Assets:20230930:USD"
    assert obs["fact"] == {
        "key": key,
        "concept": "us-gaap:Assets",
        "value": 352583000000,
        "unit": "USD",
        "decimals": "-6",
        "period": "20230930",
        "dims": [],
        "is_nil": False,
        "text": None,
        "accession": AAPL,
    }
    assert obs["evidence"] == [key]


def test_get_fact_without_a_period_uses_the_current_period_and_resolves_a_bare_name(toolbox):
    obs = call(toolbox, "get_fact", accession=AAPL, concept="Assets")
    assert obs["fact"]["period"] == "20230930" and obs["fact"]["value"] == 352583000000
    revenue = call(toolbox, "get_fact", accession=AAPL, concept=REVENUE)
    assert revenue["fact"]["period"] == FY2023 and revenue["fact"]["value"] == 383285000000


def test_get_fact_returns_a_dimensional_fact_for_the_given_member(toolbox):
    obs = call(
        toolbox,
        "get_fact",
        accession=AAPL,
        concept=REVENUE,
        period=FY2023,
        dims=["srt:ProductOrServiceAxis=us-gaap:ServiceMember"],
    )
    assert obs["fact"]["value"] == 85200000000
    assert obs["fact"]["dims"] == ["srt:ProductOrServiceAxis=us-gaap:ServiceMember"]


def test_get_fact_with_dimensions_that_are_not_reported_lists_the_reported_sets(toolbox):
    obs = call(
        toolbox,
        "get_fact",
        accession=AAPL,
        concept=REVENUE,
        period=FY2023,
        dims=["srt:ProductOrServiceAxis=us-gaap:NoSuchMember"],
    )
    assert obs["status"] == "not_found"
    assert "srt:ProductOrServiceAxis=us-gaap:ProductMember" in obs["message"]


# ----------------------------------------------------------------------------------- the rule checkers
def test_check_sign_flags_microsoft_negative_deferred_tax_assets(toolbox):
    # msft-20150630.xml: DeferredTaxAssetsLiabilitiesNetNoncurrent = -2835000000 at 2015-06-30; the concept is on
    # the DQC.US.0015 non-negative list (element 2926).
    obs = call(
        toolbox,
        "check_sign",
        accession=MSFT,
        concept="us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent",
        period="20150630",
    )
    assert obs["status"] == "ok" and obs["rule"] == "DQC.US.0015"
    [finding] = obs["findings"]
    assert (finding["reported"], finding["expected"]) == (-2835000000, 2835000000)
    assert finding["element_id"] == "DQC.US.0015.2926"
    assert finding["fact_key"] in obs["evidence"]
    assert obs["evaluated"] == 1 and obs["passed"] == 0


def test_check_sign_passes_apple_total_assets(toolbox):
    obs = call(toolbox, "check_sign", accession=AAPL, concept="us-gaap:Assets", period="20230930")
    assert obs["status"] == "ok" and obs["findings"] == []
    assert obs["evaluated"] == 1 and obs["passed"] == 1
    assert obs["evidence"] == [f"{AAPL}:320193:us-gaap:Assets:20230930:USD"]


def test_check_sign_is_not_evaluable_for_a_concept_off_the_non_negative_list(toolbox):
    obs = call(toolbox, "check_sign", accession=AAPL, concept=REVENUE, period=FY2023)
    assert obs["status"] == "not_evaluable" and "not on the DQC.US.0015" in obs["message"]


def test_check_calc_tree_finds_apple_total_assets_consistent(toolbox):
    obs = call(toolbox, "check_calc_tree", accession=AAPL, concept="us-gaap:Assets", period="20230930")
    assert obs["status"] == "ok" and obs["rule"] == "DQC.US.0126"
    assert obs["evaluated"] >= 1 and obs["findings"] == []


def test_check_dim_consistency_finds_apple_cost_of_sales_members_add_up(toolbox):
    # FY2023 cost of sales: Products 189,282m + Services 24,855m = 214,137m.
    obs = call(
        toolbox, "check_dim_consistency", accession=AAPL, concept="us-gaap:CostOfGoodsAndServicesSold", period=FY2023
    )
    assert obs["status"] == "ok" and obs["rule"] == "DQC.US.0117"
    assert obs["evaluated"] >= 1 and obs["findings"] == []


def test_check_dim_consistency_says_apple_revenue_is_left_to_its_disclosure_table(toolbox):
    # Net sales by product and service also appear in Apple's revenue note on ProductOrServiceAxis: DQC defers.
    obs = call(toolbox, "check_dim_consistency", accession=AAPL, concept=REVENUE, period=FY2023)
    assert obs["status"] == "not_evaluable" and obs["findings"] == []
    assert "disclosure table" in obs["message"]


def test_check_dim_consistency_is_not_evaluable_where_no_face_statement_has_a_checked_axis(toolbox):
    obs = call(toolbox, "check_dim_consistency", accession=MSFT, concept="us-gaap:Assets", period="20150630")
    assert obs["status"] == "not_evaluable" and obs["findings"] == []


# ----------------------------------------------------------------------------------- dynamic tools
def test_get_fact_history_collects_apple_total_assets_from_the_10k_and_the_10q(toolbox):
    obs = call(toolbox, "get_fact_history", accession=AAPL, concept="us-gaap:Assets")
    # Other suites may load seeded copies of Apple's filings (same CIK) into the session graph for a while.
    points = [(p["period"], p["accession"], p["value"]) for p in obs["history"] if p["accession"] in (AAPL, AAPL_Q3)]
    assert points == [
        ("20220924", AAPL_Q3, 352755000000),
        ("20220924", AAPL, 352755000000),
        ("20230701", AAPL_Q3, 335038000000),
        ("20230930", AAPL, 352583000000),
    ]
    assert obs["cik"] == "320193"
    assert not [r for r in obs["restatements"] if set(r["values"]) <= {AAPL, AAPL_Q3}]


def test_get_fact_history_with_a_duration_keeps_only_periods_of_the_same_length(toolbox):
    obs = call(toolbox, "get_fact_history", accession=AAPL, concept=REVENUE, period=FY2023)
    assert [(p["period"], p["value"]) for p in obs["history"] if p["accession"] == AAPL] == [
        ("20200927-20210925", 365817000000),
        (FY2022, 394328000000),
        (FY2023, 383285000000),
    ]
    assert all(Period.parse(p["period"]).days > 360 for p in obs["history"])


def test_compare_periods_compares_apple_revenue_with_the_prior_fiscal_year(toolbox):
    obs = call(toolbox, "compare_periods", accession=AAPL, concept=REVENUE, period=FY2023)
    assert obs["basis"] == "prior_year"
    assert obs["other"]["period"] == FY2022 and obs["other"]["value"] == 394328000000
    assert obs["change"] == 383285000000 - 394328000000
    assert obs["pct_change"] == pytest.approx((383285 - 394328) / 394328 * 100)


def test_detect_temporal_outlier_finds_apple_revenue_in_line_with_earlier_years(toolbox):
    obs = call(toolbox, "detect_temporal_outlier", accession=AAPL, concept=REVENUE, period=FY2023)
    assert obs["status"] == "ok" and obs["is_outlier"] is False
    assert obs["median"] == (394328000000 + 365817000000) / 2
    assert len(obs["series"]) == 3


def test_detect_temporal_outlier_needs_two_other_periods(toolbox):
    obs = call(toolbox, "detect_temporal_outlier", accession=AAPL, concept="us-gaap:AssetsCurrent", period="20230930")
    # AssetsCurrent: 2023-09-30 and 2022-09-24 in the 10-K, 2023-07-01 in the 10-Q: two others, so it evaluates.
    assert obs["status"] == "ok" and len(obs["series"]) == 3
    single = call(
        toolbox,
        "detect_temporal_outlier",
        accession=MSFT,
        concept="us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent",
        period="20150630",
    )
    assert single["status"] == "not_evaluable"


def test_get_dimensional_breakdown_sums_each_revenue_table_to_the_total(toolbox):
    obs = call(
        toolbox,
        "get_dimensional_breakdown",
        accession=AAPL,
        concept=REVENUE,
        period=FY2023,
        axis="srt:ProductOrServiceAxis",
    )
    assert obs["total"]["value"] == 383285000000
    [axis] = obs["axes"]
    sets = {s["role"]: s for s in axis["member_sets"]}
    assert sets[IS_ROLE]["members"] == ["us-gaap:ProductMember", "us-gaap:ServiceMember"]
    assert sets[IS_ROLE]["member_sum"] == 298085000000 + 85200000000 and sets[IS_ROLE]["difference"] == 0
    detail = next(s for r, s in sets.items() if r != IS_ROLE)
    assert detail["member_sum"] == 200583000000 + 29357000000 + 28300000000 + 39845000000 + 85200000000
    assert detail["difference"] == 0


def test_compare_dim_members_shows_products_and_services_against_the_prior_year(toolbox):
    obs = call(
        toolbox, "compare_dim_members", accession=AAPL, concept=REVENUE, period=FY2023, axis="srt:ProductOrServiceAxis"
    )
    assert obs["other_period"] == FY2022
    members = {m["member"]: m for m in obs["members"]}
    assert (members["us-gaap:ProductMember"]["value"], members["us-gaap:ProductMember"]["other_value"]) == (
        298085000000,
        316199000000,
    )
    assert members["us-gaap:ServiceMember"]["change"] == 85200000000 - 78129000000
    assert obs["largest_mover"] == "us-gaap:ProductMember"


def test_check_sibling_math_consistency_redoes_the_apple_balance_sheet_sums(toolbox):
    obs = call(
        toolbox, "check_sibling_math_consistency", accession=AAPL, concept="us-gaap:AssetsCurrent", period="20230930"
    )
    assert obs["status"] == "ok" and obs["inconsistent"] == 0
    total = next(c for c in obs["checks"] if c["total"] == "us-gaap:Assets")
    assert (total["reported"], total["expected"]) == (352583000000, 143566000000 + 209017000000)
    assert {a["concept"] for a in total["addends"]} == {"us-gaap:AssetsCurrent", "us-gaap:AssetsNoncurrent"}


def test_check_magnitude_plausibility_finds_current_assets_plausible(toolbox):
    obs = call(
        toolbox, "check_magnitude_plausibility", accession=AAPL, concept="us-gaap:AssetsCurrent", period="20230930"
    )
    assert obs["status"] == "ok" and obs["plausible"] is True
    checks = {c["check"]: c for c in obs["checks"]}
    assert checks["exceeds_total"]["reference_value"] == 352583000000
    assert checks["company_scale"]["ratio"] == pytest.approx(143566 / 352583)
    assert "history_scale" in checks


def test_check_unit_decimal_consistency_expects_money_for_current_assets_and_shares_for_shares_outstanding(toolbox):
    obs = call(toolbox, "check_unit_decimal_consistency", accession=AAPL, concept="us-gaap:AssetsCurrent")
    assert obs["status"] == "ok" and obs["consistent"] is True
    assert obs["expected_unit_kind"] == "monetary" and obs["units"] == {"USD": 2}
    shares = call(
        toolbox, "check_unit_decimal_consistency", accession=AAPL, concept="dei:EntityCommonStockSharesOutstanding"
    )
    assert shares["units"] == {"shares": 1}
    assert shares["expected_unit_kind"] in ("shares", None)
    assert not any(i["kind"] == "unit_type_mismatch" for i in shares["issues"])


def test_find_related_concepts_lists_the_parent_siblings_and_children_of_current_assets(toolbox):
    obs = call(toolbox, "find_related_concepts", accession=AAPL, concept="us-gaap:AssetsCurrent", period="20230930")
    related = {(r["relation"], r["qname"]): r for r in obs["related"]}
    assert related[("calc_parent", "us-gaap:Assets")]["fact"]["value"] == 352583000000
    assert related[("calc_sibling", "us-gaap:AssetsNoncurrent")]["reported"] is True
    assert ("calc_child", "us-gaap:InventoryNet") in related
