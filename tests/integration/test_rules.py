"""The three DQC rules on real filings: seeded errors, hand-verified findings, no rounding false positives."""
from __future__ import annotations

from decimal import Decimal

import pytest

from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.rules.engine import FACE_STATEMENTS, run_rule, run_rules, write_findings

from tests.conftest import filing_index, make_settings
from tests.seeding import copy_filing, inject_dimensional_table, set_fact


@pytest.fixture(scope="module")
def settings(session_settings):
    return session_settings


_SEEDED: list[str] = []


@pytest.fixture(autouse=True)
def _unload_seeded_copies(store):
    """Seeded copies keep the real company's CIK: remove them so they never join that company's history."""
    yield
    from auditgraph.ingest.loader import unload_filing

    while _SEEDED:
        unload_filing(store, _SEEDED.pop())


def load_seeded(store, folder_path, accession):
    load_filing(store, parse_filing(folder_path, accession=accession), show_progress=False)
    _SEEDED.append(accession)
    return accession


def fact(store, key):
    rows = store.run_read_only_text("MATCH (f:Fact {key: $k}) RETURN f.context_id AS context, f.value AS value, "
                                    "f.decimals AS decimals, f.concept AS concept, f.unit AS unit", {"k": key}, 10, 1)
    assert rows, key
    return rows[0]


def new_findings(store, rule, clean_acc, seeded_acc, settings):
    clean = {(f.concept, f.period, f.role, tuple(f.dims)) for f in run_rule(store, rule, clean_acc, settings=settings).findings}
    seeded = run_rule(store, rule, seeded_acc, settings=settings).findings
    return [f for f in seeded if (f.concept, f.period, f.role, tuple(f.dims)) not in clean]


# ------------------------------------------------------------------------------------------------ 0126
def test_0126_apple_2023_total_assets_raised_by_1bn_is_flagged_against_its_children(store, loaded, settings, tmp_path):
    # aapl-20230930_htm.xml, context c-20 (2023-09-30): Assets 352,583m = AssetsCurrent 143,566m + AssetsNoncurrent 209,017m.
    clean = loaded["aapl-10k-2023"]
    a = fact(store, f"{clean}:320193:us-gaap:Assets:20230930:USD")
    assert a["value"] == 352_583_000_000
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(folder, "us-gaap:Assets", a["context"], "353583000000")
    acc = load_seeded(store, folder, "SEED-0126-AAPL")
    found = new_findings(store, "DQC.US.0126", clean, acc, settings)
    assert [(f.concept, f.period) for f in found] == [("us-gaap:Assets", "20230930")]
    f = found[0]
    assert (f.reported, f.expected, f.difference) == (353_583_000_000, 352_583_000_000, 1_000_000_000)
    assert sorted((c.concept, c.value, c.weight) for c in f.contributors) == [
        ("us-gaap:AssetsCurrent", 143_566_000_000, 1.0), ("us-gaap:AssetsNoncurrent", 209_017_000_000, 1.0)]
    assert f.fact_key == f"{acc}:320193:us-gaap:Assets:20230930:USD" and f.fact_key in f.evidence
    assert any(e.startswith("SUMMATION_ITEM:") for e in f.evidence)
    assert run_rule(store, "DQC.US.0126", clean, settings=settings).findings == []


def _top_total(store, acc, settings):
    """A total of a face-statement calculation that is not itself a child in the same context."""
    roles = [r["role"] for r in store.run("rules.statement_calc_roles", {"accession": acc})
             if r["statement"] in FACE_STATEMENTS and not r["hypercubes"]]
    rows = store.run("rules.calc_parent_facts", {"accession": acc, "roles": roles})
    child_keys = {c["key"] for r in rows for c in r["child_facts"] if c.get("key")}
    for r in rows:
        kids = [c for c in r["child_facts"] if c.get("key")]
        if len(kids) >= 2 and r["key"] not in child_keys and r["decimals"] not in (None, "INF"):
            return r, kids
    raise AssertionError("no top-level total")


@pytest.mark.parametrize("folder", ["aapl-10q-2023", "nflx-10k-2023", "aeon-10q-2023"])
def test_0126_a_seeded_subtotal_error_gives_exactly_one_finding_with_the_children_sum(folder, store, loaded, settings, tmp_path):
    clean = loaded[folder]
    row, kids = _top_total(store, clean, settings)
    weights = {c["child"]: c["weight"] for c in row["children"]}
    children_sum = sum(Decimal(str(k["value"])) * Decimal(str(weights[k["concept"]])) for k in kids)
    delta = Decimal(1000) * Decimal(10) ** (-int(row["decimals"]))  # far beyond rounding at the reported precision
    seeded_value = Decimal(str(row["value"])) + delta
    path = copy_filing(folder, tmp_path / "f")
    set_fact(path, row["parent"], fact(store, row["key"])["context"], f"{seeded_value:f}")
    acc = load_seeded(store, path, f"SEED-0126-{folder}")
    found = new_findings(store, "DQC.US.0126", clean, acc, settings)
    assert {(f.concept, f.period, f.role) for f in found} == {(row["parent"], row["period"], row["role"])}
    f = found[0]
    assert Decimal(str(f.reported)) == seeded_value and Decimal(str(f.expected)) == children_sum
    assert len(f.contributors) == len(kids)


def test_0126_a_seeded_child_error_flags_the_parent_with_the_changed_addend(store, loaded, settings, tmp_path):
    # Apple 2023-09-30: AssetsCurrent 143,566m -> 143,666m; Assets (352,583m) no longer equals 143,666m + 209,017m.
    clean = loaded["aapl-10k-2023"]
    ac = fact(store, f"{clean}:320193:us-gaap:AssetsCurrent:20230930:USD")
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:AssetsCurrent", ac["context"], "143666000000")
    acc = load_seeded(store, path, "SEED-0126-AAPL-CHILD")
    found = {f.concept: f for f in new_findings(store, "DQC.US.0126", clean, acc, settings)}
    assets = found["us-gaap:Assets"]
    assert (assets.reported, assets.expected) == (352_583_000_000, 352_683_000_000)
    # AssetsCurrent is itself a total of its own children, which now fall 100m short of it.
    current = found["us-gaap:AssetsCurrent"]
    assert (current.reported, current.expected) == (143_666_000_000, 143_566_000_000)
    assert set(found) == {"us-gaap:Assets", "us-gaap:AssetsCurrent"}


def test_0126_values_in_millions_that_foot_within_rounding_are_not_flagged(store, loaded, settings, tmp_path):
    # Move 0.4m between the two Apple subtotals (decimals -6): 143,566.4m + 209,016.6m. Each value rounds to the
    # reported millions, so Calculations 1.1 intervals overlap: no finding for Assets.
    clean = loaded["aapl-10k-2023"]
    ac = fact(store, f"{clean}:320193:us-gaap:AssetsCurrent:20230930:USD")
    anc = fact(store, f"{clean}:320193:us-gaap:AssetsNoncurrent:20230930:USD")
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:AssetsNoncurrent", anc["context"], "209017400000")
    set_fact(path, "us-gaap:Assets", ac["context"], "352583400000")
    acc = load_seeded(store, path, "SEED-0126-ROUND")
    res = run_rule(store, "DQC.US.0126", acc, settings=settings)
    assert [f.concept for f in res.findings if f.period == "20230930"] == []


def test_0126_a_parent_without_reported_children_is_not_evaluable_not_a_pass(store, loaded, settings):
    # Apple reports StockholdersEquity at 2020-09-26 and 2021-09-25 only as opening balances of the equity
    # statement; its balance-sheet children exist only at the 2022 and 2023 year ends. The income statement
    # carries the ProductOrServiceAxis table, so DQC.US.0126 (tables excluded) cannot evaluate that network.
    res = run_rule(store, "DQC.US.0126", loaded["aapl-10k-2023"], settings=settings)
    assert res.status == "evaluated" and res.evaluated == res.passed == 28
    assert [(n.concept, n.period, n.role.rsplit("/", 1)[1], n.reason.split(";")[0]) for n in res.not_evaluable] == [
        ("us-gaap:StockholdersEquity", "20200926", "CONSOLIDATEDBALANCESHEETS", "no child of the calculation is reported in this context"),
        ("us-gaap:StockholdersEquity", "20210925", "CONSOLIDATEDBALANCESHEETS", "no child of the calculation is reported in this context"),
        (None, None, "CONSOLIDATEDSTATEMENTSOFOPERATIONS", "statement network carries a dimensional table")]


def test_0126_legal_entity_boilerplate_tables_are_checked_and_partial_children_give_warnings(store, loaded, settings):
    # Every MSFT 2015 face statement carries a StatementTable whose only axis is dei:LegalEntityAxis, with all
    # facts in its default: the non-dimensional calculation is checked. The quarterly data (msft-20150630.xml)
    # reports GrossProfit and SalesRevenueNet but no CostOfRevenue per quarter, e.g. Jul-Sep 2013: gross
    # margin 13,384m, revenue 18,529m. XBRL treats the missing child as zero, so the summation is
    # inconsistent, but an unreported child may explain it: a warning, not an error.
    res = run_rule(store, "DQC.US.0126", loaded["msft-10k-2015"], settings=settings)
    assert res.status == "evaluated" and (res.evaluated, res.passed) == (47, 38)
    assert {f.severity for f in res.findings} == {"warning"}
    q1 = next(f for f in res.findings if f.concept == "us-gaap:GrossProfit" and f.period == "20130701-20130930")
    assert (q1.reported, q1.expected) == (13_384_000_000, 18_529_000_000)
    assert [c.concept for c in q1.contributors] == ["us-gaap:SalesRevenueNet"] and "CostOfRevenue" in q1.message


# ------------------------------------------------------------------------------------------------ 0015
def test_0015_msft_2015_hand_verified_negative_values_on_non_negative_concepts(store, loaded, settings):
    # msft-20150630.xml is on the 2015 taxonomy, so the nearest list is 2017 (dqc/2017/dqc_15_concepts.csv).
    # DeferredTaxAssetsLiabilitiesNetNoncurrent (list id 2926) is reported -2,728m (2014-06-30) and -2,835m
    # (2015-06-30) without dimensions: always flagged. The other negatives on listed concepts carry members
    # exempted by the exclusion list, e.g. ...=us-gaap:...EliminationsMember or StatementEquityComponentsAxis.
    res = run_rule(store, "DQC.US.0015", loaded["msft-10k-2015"], settings=settings)
    got = [(f.concept, f.period, f.dims, f.reported, f.expected) for f in res.findings]
    assert got == [
        ("us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20140630", [], -2_728_000_000, 2_728_000_000),
        ("us-gaap:DeferredTaxAssetsLiabilitiesNetNoncurrent", "20150630", [], -2_835_000_000, 2_835_000_000)]
    assert res.findings[0].element_id == "DQC.US.0015.2926"
    assert res.evaluated == 9 and res.passed == 7


def test_0015_unp_2012_treasury_units_are_flagged_because_no_exclusion_covers_them(store, loaded, settings):
    # unp-20121231.xml reports CommonStockSharesOutstanding with StatementClassOfStockAxis=unp:TreasuryStockUnitsMember
    # as -48.5m, -62.3m, -74.4m and -85.1m shares (2009-2012 year ends). The member name contains none of the
    # excluded fragments and the axis is not excluded, so each is a finding.
    res = run_rule(store, "DQC.US.0015", loaded["unp-10k-2012"], settings=settings)
    treasury = [(f.period, f.reported) for f in res.findings
                if f.dims == ["us-gaap:StatementClassOfStockAxis=unp:TreasuryStockUnitsMember"]]
    assert treasury == [("20091231", -48_500_000), ("20101231", -62_300_000), ("20111231", -74_400_000),
                        ("20121231", -85_100_000)]
    assert len(res.findings) == 38 and res.passed == 0


def _positive_listed_fact(store, acc, settings, dimensional: bool):
    from auditgraph.ingest.qnames import taxonomy_year
    from auditgraph.rules.dqc_lists import load_list
    from pathlib import Path

    tax = store.run("rules.filing_taxonomy", {"accession": acc})[0]["taxonomy"]
    listed = set(load_list(Path(settings.shared_data) / "dqc", taxonomy_year(tax)).concepts)
    rows = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a}) WHERE f.numeric AND f.value > 0 AND f.dim_count = $d "
        "RETURN f.key AS key, f.concept AS concept, f.context_id AS context, f.value AS value, f.dims AS dims ORDER BY key",
        {"a": acc, "d": 1 if dimensional else 0}, 30, 100000)
    for r in rows:
        if r["concept"] in listed and (not dimensional or not any(
                w in r["dims"][0].split("=")[1].lower() for w in ("adjust", "consolidat", "eliminat", "netting", "reconcil", "reclass"))):
            if dimensional and "EquityComponents" in r["dims"][0]:
                continue
            return r
    raise AssertionError("no positive listed fact")


@pytest.mark.parametrize("folder", ["aapl-10k-2023", "nflx-10k-2023", "aeon-10q-2023"])
def test_0015_a_seeded_sign_flip_gives_exactly_one_new_finding(folder, store, loaded, settings, tmp_path):
    clean = loaded[folder]
    target = _positive_listed_fact(store, clean, settings, dimensional=False)
    path = copy_filing(folder, tmp_path / "f")
    n = set_fact(path, target["concept"], target["context"], f"-{Decimal(str(target['value'])):f}")
    assert n >= 1
    acc = load_seeded(store, path, f"SEED-0015-{folder}")
    found = new_findings(store, "DQC.US.0015", clean, acc, settings)
    assert [(f.concept, f.reported, f.expected) for f in found] == [(target["concept"], -target["value"], target["value"])]


def test_0015_a_negative_dimensional_member_is_flagged_unless_its_member_is_excluded(store, loaded, settings, tmp_path):
    clean = loaded["aapl-10k-2023"]
    target = _positive_listed_fact(store, clean, settings, dimensional=True)
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, target["concept"], target["context"], f"-{Decimal(str(target['value'])):f}")
    acc = load_seeded(store, path, "SEED-0015-DIM")
    found = new_findings(store, "DQC.US.0015", clean, acc, settings)
    assert [(f.concept, f.dims) for f in found] == [(target["concept"], target["dims"])]
    # The same value on a member whose name contains "Eliminations" is exempt (DESIGN §4).
    from auditgraph.rules.dqc_lists import Exclusions, load_list
    from pathlib import Path

    excl = load_list(Path(settings.shared_data) / "dqc", 2023).exclusions
    assert excl.exempts(["us-gaap:StatementBusinessSegmentsAxis=us-gaap:IntersegmentEliminationMember"])
    assert excl.exempts(["us-gaap:StatementEquityComponentsAxis=us-gaap:RetainedEarningsMember"])
    assert excl.exempts(["dei:LegalEntityAxis=us-gaap:ParentCompanyMember"])
    assert not excl.exempts(["dei:LegalEntityAxis=us-gaap:SubsidiaryIssuerMember"])
    assert isinstance(excl, Exclusions)


# ------------------------------------------------------------------------------------------------ 0117
def test_0117_apple_2023_product_and_service_revenue_members_add_up_to_net_sales(store, loaded, settings):
    # Statement of operations, ProductOrServiceAxis: FY2023 Products 298,085m + Services 85,200m = 383,285m.
    res = run_rule(store, "DQC.US.0117", loaded["aapl-10k-2023"], settings=settings)
    assert res.findings == [] and res.evaluated == res.passed == 6


def test_0117_a_seeded_member_error_on_cost_of_sales_is_flagged_with_the_member_sum(store, loaded, settings, tmp_path):
    clean = loaded["aapl-10k-2023"]
    rows = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: 'us-gaap:CostOfGoodsAndServicesSold', period: '20220925-20230930'}) "
        "RETURN f.key AS key, f.value AS value, f.dims AS dims, f.context_id AS context ORDER BY key", {"a": clean}, 10, 100)
    by_dims = {tuple(r["dims"]): r for r in rows}
    total = by_dims[()]["value"]
    service = by_dims[("srt:ProductOrServiceAxis=us-gaap:ServiceMember",)]
    product = by_dims[("srt:ProductOrServiceAxis=us-gaap:ProductMember",)]
    assert product["value"] + service["value"] == total  # 189,282m + 24,855m = 214,137m in the filing
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:CostOfGoodsAndServicesSold", service["context"], f"{int(service['value']) - 1_000_000_000}")
    acc = load_seeded(store, path, "SEED-0117-AAPL")
    found = new_findings(store, "DQC.US.0117", clean, acc, settings)
    assert [(f.concept, f.period) for f in found] == [("us-gaap:CostOfGoodsAndServicesSold", "20220925-20230930")]
    f = found[0]
    assert (f.reported, f.expected) == (total, total - 1_000_000_000)
    assert sorted(c.member for c in f.contributors) == ["us-gaap:ProductMember", "us-gaap:ServiceMember"]
    assert f.ambiguous is False


def test_0117_asc606_revenue_disaggregation_below_the_total_is_not_a_violation_but_above_is(store, loaded, settings, tmp_path):
    clean = loaded["aapl-10k-2023"]
    svc = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax', "
        "period: '20220925-20230930'}) WHERE f.dims = ['srt:ProductOrServiceAxis=us-gaap:ServiceMember'] "
        "RETURN f.context_id AS context, f.value AS value", {"a": clean}, 10, 1)[0]
    assert svc["value"] == 85_200_000_000
    below = copy_filing("aapl-10k-2023", tmp_path / "below")
    set_fact(below, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", svc["context"], "84200000000")
    above = copy_filing("aapl-10k-2023", tmp_path / "above")
    set_fact(above, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", svc["context"], "86200000000")
    assert new_findings(store, "DQC.US.0117", clean, load_seeded(store, below, "SEED-0117-606-BELOW"), settings) == []
    found = new_findings(store, "DQC.US.0117", clean, load_seeded(store, above, "SEED-0117-606-ABOVE"), settings)
    assert [(f.reported, f.expected) for f in found] == [(383_285_000_000, 384_285_000_000)]


@pytest.mark.parametrize("folder, line_item", [("nflx-10k-2023", "us-gaap:CostOfRevenue"),
                                               ("aeon-10q-2023", "us-gaap:OperatingExpenses")])
def test_0117_a_table_added_to_another_company_statement_is_checked(folder, line_item, store, loaded, settings, tmp_path):
    """Netflix and AEON have no checked-axis table on their face statements; the test adds one (definition
    linkbase + member facts that split the total exactly) to a copy, then seeds an error in one member."""
    clean = loaded[folder]
    total = store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: $c}) WHERE f.dim_count = 0 AND f.period_type = 'duration' "
        "RETURN f.key AS key, f.value AS value, f.context_id AS context, f.decimals AS decimals, f.period AS period "
        "ORDER BY f.period DESC LIMIT 1", {"a": clean, "c": line_item}, 10, 1)[0]
    role = store.run_read_only_text(
        "MATCH (:Concept)-[e:PARENT_CHILD]->(:Concept {qname: $c}) WHERE e.source = $a "
        "MATCH (r:Role {uri: e.role}) WHERE r.statement = 'IS' RETURN DISTINCT r.uri AS uri ORDER BY uri",
        {"a": clean, "c": line_item}, 10, 10)[0]["uri"]
    unit_id = store.run_read_only_text("MATCH (f:Fact {key: $k})-[:MEASURED_IN]->(u:Unit) RETURN u.id AS id",
                                       {"k": total["key"]}, 10, 1)[0]["id"]
    year = parse_filing(copy_filing(folder, tmp_path / "probe"), accession="probe").us_gaap_namespace.rsplit("/", 1)[1][:4]
    t = Decimal(str(total["value"]))
    part = (t / 3).quantize(Decimal(1000))
    split = {"us-gaap:ProductMember": f"{t - part:f}", "us-gaap:ServiceMember": f"{part:f}"}
    kw = dict(role=role, us_gaap_ns_year=year, srt_year=year, line_item=line_item, total_context_id=total["context"],
              unit_id=unit_id, decimals=total["decimals"])
    good = copy_filing(folder, tmp_path / "good")
    inject_dimensional_table(good, members=split, **kw)
    good_acc = load_seeded(store, good, f"SEED-0117-{folder}-OK")
    res = run_rule(store, "DQC.US.0117", good_acc, settings=settings)
    assert res.status == "evaluated" and res.evaluated >= 1 and res.findings == []
    bad = copy_filing(folder, tmp_path / "bad")
    inject_dimensional_table(bad, members={**split, "us-gaap:ServiceMember": f"{part + 5_000_000:f}"}, **kw)
    bad_acc = load_seeded(store, bad, f"SEED-0117-{folder}-BAD")
    found = run_rule(store, "DQC.US.0117", bad_acc, settings=settings).findings
    assert [(f.concept, f.period) for f in found] == [(line_item, total["period"])]
    assert Decimal(str(found[0].reported)) == t and Decimal(str(found[0].expected)) == t + 5_000_000


# ------------------------------------------------------------------------------------------------ all
def test_findings_are_written_to_the_graph_about_the_fact_with_evidence_edges(store, loaded, settings):
    acc = loaded["msft-10k-2015"]
    results = run_rules(store, acc, settings=settings)
    n = write_findings(store, acc, results)
    rows = store.run("rules.filing_findings", {"accession": acc})
    assert n == len(rows) == sum(len(r.findings) for r in results) == 11  # 2 for 0015, 9 warnings for 0126
    about = store.run_read_only_text("MATCH (x:Finding {filing: $a})-[:ABOUT]->(f:Fact) RETURN x.id AS id, f.key AS key ORDER BY key",
                                     {"a": acc}, 10, 100)
    assert [r["key"] for r in about] == sorted(f.fact_key for r in results for f in r.findings)
    assert write_findings(store, acc, results) == 11 and len(store.run("rules.filing_findings", {"accession": acc})) == 11


def test_every_rule_runs_on_every_shared_filing_and_says_why_when_it_cannot(store, loaded, settings):
    for folder, acc in loaded.items():
        for res in run_rules(store, acc, settings=settings):
            assert res.status in ("evaluated", "not_evaluable"), folder
            if res.status == "not_evaluable":
                assert res.reason or res.not_evaluable, (folder, res.rule)
