"""DQC.US.0117 as DQC_0117.md and DQC_0117.xule define it: real filings, seeded errors and written cases."""

from __future__ import annotations

from decimal import Decimal

import pytest

from auditgraph.evals.synthetic import Context, Filing, Table, fiscal_year
from auditgraph.ingest.filing import parse_filing
from auditgraph.rules.dqc_0117 import MSG_BANK, MSG_CALC, MSG_NONINTEREST
from auditgraph.rules.engine import run_rule
from tests.conftest import filing_path
from tests.rules_support import facts_of, new_findings
from tests.seeding import copy_filing, inject_dimensional_table, set_fact

PSA = "srt:ProductOrServiceAxis"
PSD = "srt:ProductsAndServicesDomain"
R606 = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"


def income_table(
    prefix: str,
    items: list[str],
    members: dict[str, str],
    total: tuple[str, str],
    *,
    calc=None,
    extra_facts=(),
    role_def="0000003 - Statement - Consolidated Statements of Income",
) -> Filing:
    """A 10-K whose income statement is a table on ProductOrServiceAxis: ``total`` = (concept, value) without the
    axis, ``members`` = member -> value of the same concept."""
    f = Filing(prefix=prefix)
    f.roles = {"Income": role_def}
    fiscal_year(f)
    concept, value = total
    f.facts.append((concept, "FY", "USD", "-5", value))
    ext = []
    for i, (member, v) in enumerate(sorted(members.items())):
        f.contexts.append(Context(f"FY_m{i}", start="2023-01-01", end="2023-12-31", dims={PSA: member}))
        f.facts.append((concept, f"FY_m{i}", "USD", "-5", v))
        if member.startswith(prefix + ":"):
            ext.append(member.split(":")[1])
    f.facts += list(extra_facts)
    f.extension = {m: "domainItemType" for m in ext} | {"OtherRevenue": "monetaryItemType"}
    f.pres = {"Income": [("us-gaap:IncomeStatementAbstract", i) for i in items]}
    f.tables = {"Income": Table(items=items, axes={PSA: (PSD, sorted(members))})}
    if calc:
        f.calc = {"Income": calc}
    return f


def test_0117_revenues_total_with_one_product_member_is_an_error_as_xbrl_us_reports_it(seed, store, tmp_path):
    # The AEP-style case of issue 9: XBRL US's own run reports DQC.US.0117.9574 for a us-gaap:Revenues total of
    # 16,792,000,000 whose only ProductOrServiceAxis member on the face statement is 227,600,000. The FASB
    # revenue exception covers only the ASC 606 elements, never Revenues.
    f = income_table(
        "aep",
        ["us-gaap:Revenues"],
        {"aep:AlternativeRevenueProgramsMember": "227600000"},
        ("us-gaap:Revenues", "16792000000"),
    )
    acc = seed(f.write(tmp_path / "aep"), "SYN-0117-AEP")
    res = run_rule(store, "DQC.US.0117", acc)
    assert [(x.element_id, x.concept, x.reported, x.expected) for x in res.findings] == [
        ("DQC.US.0117.9574", "us-gaap:Revenues", 16_792_000_000, 227_600_000)
    ]
    x = res.findings[0]
    assert x.message.startswith(
        "In the statement 0000003 - Statement - Consolidated Statements of Income the concept "
        "us-gaap:Revenues with a value of 16,792,000,000 is not equal to the dimensional breakdown "
        "of 227,600,000 using the dimension srt:ProductOrServiceAxis"
    )
    assert [c.member for c in x.contributors] == ["aep:AlternativeRevenueProgramsMember"]


def test_0117_606_revenue_below_its_members_total_fires_without_noninterest_income_or_a_revenues_calculation(
    seed, store, tmp_path
):
    # RevenueFromContractWithCustomer… 1,000m with members 600m + 200m (below the total), nothing else in the table:
    # neither FASB exception applies, so the error stands with DQC's NoninterestIncome advice.
    f = income_table(
        "e1", [R606], {"us-gaap:ProductMember": "600000000", "us-gaap:ServiceMember": "200000000"}, (R606, "1000000000")
    )
    res = run_rule(store, "DQC.US.0117", seed(f.write(tmp_path / "e1"), "SYN-0117-606-PLAIN"))
    assert [(x.reported, x.expected) for x in res.findings] == [(1_000_000_000, 800_000_000)]
    assert MSG_NONINTEREST in res.findings[0].message


def test_0117_606_bank_exception_only_fires_when_members_exceed_the_total(seed, store, tmp_path):
    # Exception 1: NoninterestIncome is a line item of the table. Members below the total pass; above it, fire.
    below = income_table(
        "b1",
        [R606, "us-gaap:NoninterestIncome"],
        {"us-gaap:ProductMember": "600000000", "us-gaap:ServiceMember": "200000000"},
        (R606, "1000000000"),
    )
    above = income_table(
        "b2",
        [R606, "us-gaap:NoninterestIncome"],
        {"us-gaap:ProductMember": "900000000", "us-gaap:ServiceMember": "200000000"},
        (R606, "1000000000"),
    )
    assert run_rule(store, "DQC.US.0117", seed(below.write(tmp_path / "b1"), "SYN-0117-BANK-BELOW")).findings == []
    res = run_rule(store, "DQC.US.0117", seed(above.write(tmp_path / "b2"), "SYN-0117-BANK-ABOVE"))
    assert [(x.reported, x.expected) for x in res.findings] == [(1_000_000_000, 1_100_000_000)]
    assert MSG_BANK in res.findings[0].message


def test_0117_606_revenues_calculation_exception_needs_a_606_item_and_another_item(seed, store, tmp_path):
    # Exception 2: Revenues is a line item and its calculation in the table's role holds the 606 element and at
    # least one other item: members below the 606 total do not fire. With the 606 element alone, they do.
    members = {"us-gaap:ProductMember": "600000000", "us-gaap:ServiceMember": "200000000"}
    other = [("e2:OtherRevenue", "FY", "USD", "-5", "50000000"), ("us-gaap:Revenues", "FY", "USD", "-5", "1050000000")]
    ok = income_table(
        "e2",
        [R606, "us-gaap:Revenues", "e2:OtherRevenue"],
        members,
        (R606, "1000000000"),
        calc=[("us-gaap:Revenues", R606, 1.0), ("us-gaap:Revenues", "e2:OtherRevenue", 1.0)],
        extra_facts=other,
    )
    assert run_rule(store, "DQC.US.0117", seed(ok.write(tmp_path / "e2"), "SYN-0117-CALC-OK")).findings == []
    alone = income_table(
        "e3",
        [R606, "us-gaap:Revenues"],
        members,
        (R606, "1000000000"),
        calc=[("us-gaap:Revenues", R606, 1.0)],
        extra_facts=[("us-gaap:Revenues", "FY", "USD", "-5", "1000000000")],
    )
    res = run_rule(store, "DQC.US.0117", seed(alone.write(tmp_path / "e3"), "SYN-0117-CALC-ALONE"))
    assert [(x.concept, x.reported, x.expected) for x in res.findings] == [(R606, 1_000_000_000, 800_000_000)]
    assert MSG_CALC in res.findings[0].message


def test_0117_sums_monetary_items_only_share_counts_are_not_checked(seed, store, tmp_path):
    # A balance-sheet parenthetical table on StatementClassOfStockAxis: 100 preferred shares authorised in total,
    # classes of 30 and 20. DQC sums monetary values only, so the share counts are not a finding; the same
    # breakdown of PreferredStockValue in USD is.
    axis, dom = "us-gaap:StatementClassOfStockAxis", "us-gaap:ClassOfStockDomain"
    f = Filing(prefix="pref")
    f.roles = {"BSP": "0000005 - Statement - Consolidated Balance Sheets (Parenthetical)"}
    fiscal_year(f)
    f.extension = {"SeriesAMember": "domainItemType", "SeriesBMember": "domainItemType"}
    for i, m in enumerate(["pref:SeriesAMember", "pref:SeriesBMember"]):
        f.contexts.append(Context(f"I_{i}", instant="2023-12-31", dims={axis: m}))
    f.facts += [
        ("us-gaap:PreferredStockSharesAuthorized", "I", "shares", "INF", "100"),
        ("us-gaap:PreferredStockSharesAuthorized", "I_0", "shares", "INF", "30"),
        ("us-gaap:PreferredStockSharesAuthorized", "I_1", "shares", "INF", "20"),
        ("us-gaap:PreferredStockValue", "I", "USD", "INF", "100"),
        ("us-gaap:PreferredStockValue", "I_0", "USD", "INF", "30"),
        ("us-gaap:PreferredStockValue", "I_1", "USD", "INF", "20"),
    ]
    items = ["us-gaap:PreferredStockSharesAuthorized", "us-gaap:PreferredStockValue"]
    f.pres = {"BSP": [("us-gaap:StatementOfFinancialPositionAbstract", i) for i in items]}
    f.tables = {"BSP": Table(items=items, axes={axis: (dom, ["pref:SeriesAMember", "pref:SeriesBMember"])})}
    res = run_rule(store, "DQC.US.0117", seed(f.write(tmp_path / "pref"), "SYN-0117-SHARES"))
    assert [(x.concept, x.reported, x.expected) for x in res.findings] == [("us-gaap:PreferredStockValue", 100, 50)]


def test_0117_nested_members_roll_up_to_the_highest_reported_level(seed, store, tmp_path):
    # Domain -> A (reported 70) -> A1 (40), A2 (30); B (30). Total 100 = A + B; A1 and A2 are inside A's value.
    def build(prefix, a_value):
        f = income_table(
            prefix,
            ["us-gaap:Revenues"],
            {
                f"{prefix}:AMember": a_value,
                f"{prefix}:BMember": "30000000",
                f"{prefix}:A1Member": "40000000",
                f"{prefix}:A2Member": "30000000",
            },
            ("us-gaap:Revenues", "100000000"),
        )
        f.tables["Income"] = Table(
            items=["us-gaap:Revenues"],
            axes={PSA: (PSD, [f"{prefix}:AMember", f"{prefix}:BMember"])},
            nested=[(f"{prefix}:AMember", f"{prefix}:A1Member"), (f"{prefix}:AMember", f"{prefix}:A2Member")],
        )
        return f.write(tmp_path / prefix)

    res = run_rule(store, "DQC.US.0117", seed(build("nest", "70000000"), "SYN-0117-NEST"))
    assert res.findings == [] and (res.evaluated, res.passed) == (1, 1)
    # Now A's own value is off by 5m: the check uses A (75m) + B, not the nested members (which still add to 70m).
    res = run_rule(store, "DQC.US.0117", seed(build("nest", "75000000"), "SYN-0117-NEST-BAD"))
    assert [(x.expected, sorted(c.member for c in x.contributors)) for x in res.findings] == [
        (105_000_000, ["nest:AMember", "nest:BMember"])
    ]


def test_0117_second_axis_breakdown_is_element_10093(seed, store, tmp_path):
    # ProductMember 600m on the product axis alone; broken down by StatementGeographicalAxis into 400m + 150m:
    # the two-axis members sum to 550m, not 600m. The product axis itself adds up (600m + 400m = 1,000m).
    geo, geo_dom = "srt:StatementGeographicalAxis", "srt:SegmentGeographicalDomain"
    f = income_table(
        "geo",
        ["us-gaap:Revenues"],
        {"us-gaap:ProductMember": "600000000", "us-gaap:ServiceMember": "400000000"},
        ("us-gaap:Revenues", "1000000000"),
    )
    for i, region in enumerate(["country:US", "country:CA"]):
        f.contexts.append(
            Context(f"FY_g{i}", start="2023-01-01", end="2023-12-31", dims={PSA: "us-gaap:ProductMember", geo: region})
        )
    f.facts += [
        ("us-gaap:Revenues", "FY_g0", "USD", "-5", "400000000"),
        ("us-gaap:Revenues", "FY_g1", "USD", "-5", "150000000"),
    ]
    f.tables["Income"].axes[geo] = (geo_dom, ["country:US", "country:CA"])
    from auditgraph.evals import synthetic

    synthetic.HREF.setdefault("country", "https://xbrl.sec.gov/country/2023/country-2023.xsd")
    synthetic.NS.setdefault("country", "http://xbrl.sec.gov/country/2023")
    try:
        res = run_rule(store, "DQC.US.0117", seed(f.write(tmp_path / "geo"), "SYN-0117-10093"))
    finally:
        synthetic.HREF.pop("country")
        synthetic.NS.pop("country")
    assert [(x.element_id, x.dims, x.reported, x.expected) for x in res.findings] == [
        ("DQC.US.0117.10093", ["srt:ProductOrServiceAxis=us-gaap:ProductMember"], 600_000_000, 550_000_000)
    ]


def test_0117_apple_2023_checks_only_the_report_duration_and_a_seeded_member_error_is_found(
    seed, store, loaded, tmp_path
):
    # Statement of operations, ProductOrServiceAxis. The report duration is FY2023 (2022-09-25 to 2023-09-30, a
    # 53-week year); FY2022 and FY2021 are 52-week years, so DQC compares only FY2023. Cost of sales:
    # Products 189,282m + Services 24,855m = 214,137m. Net sales is also broken down on the same axis in the
    # revenue note, so DQC leaves it to that disclosure unless a member exceeds the total.
    clean = loaded["aapl-10k-2023"]
    res = run_rule(store, "DQC.US.0117", clean)
    assert res.findings == [] and (res.evaluated, res.passed) == (1, 1)
    rows = {
        tuple(r["dims"]): r for r in facts_of(store, clean, "us-gaap:CostOfGoodsAndServicesSold", "20220925-20230930")
    }
    service, total = rows[("srt:ProductOrServiceAxis=us-gaap:ServiceMember",)], rows[()]["value"]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:CostOfGoodsAndServicesSold", service["context"], f"{int(service['value']) - 1_000_000_000}")
    found = new_findings(store, "DQC.US.0117", clean, seed(path, "SEED-0117-AAPL"))
    assert [(f.element_id, f.concept, f.period, f.reported, f.expected) for f in found] == [
        ("DQC.US.0117.9574", "us-gaap:CostOfGoodsAndServicesSold", "20220925-20230930", total, total - 1_000_000_000)
    ]
    assert sorted(c.member for c in found[0].contributors) == ["us-gaap:ProductMember", "us-gaap:ServiceMember"]


def test_0117_a_10q_is_checked_on_its_year_to_date_never_its_quarter(seed, store, loaded, tmp_path):
    # Apple Q3 FY2023: the report duration is 2022-09-25 to 2023-07-01 (nine months). A 1bn error in the
    # quarter's (2023-04-02 to 2023-07-01) Services cost of sales is outside DQC's scope; the same error in the
    # nine-month value is a finding.
    clean = loaded["aapl-10q-2023"]
    svc = "srt:ProductOrServiceAxis=us-gaap:ServiceMember"
    quarter = next(
        r
        for r in facts_of(store, clean, "us-gaap:CostOfGoodsAndServicesSold", "20230402-20230701")
        if r["dims"] == [svc]
    )
    ytd = next(
        r
        for r in facts_of(store, clean, "us-gaap:CostOfGoodsAndServicesSold", "20220925-20230701")
        if r["dims"] == [svc]
    )
    q = copy_filing("aapl-10q-2023", tmp_path / "q")
    set_fact(q, "us-gaap:CostOfGoodsAndServicesSold", quarter["context"], f"{int(quarter['value']) + 1_000_000_000}")
    assert new_findings(store, "DQC.US.0117", clean, seed(q, "SEED-0117-Q")) == []
    y = copy_filing("aapl-10q-2023", tmp_path / "y")
    set_fact(y, "us-gaap:CostOfGoodsAndServicesSold", ytd["context"], f"{int(ytd['value']) + 1_000_000_000}")
    assert [f.period for f in new_findings(store, "DQC.US.0117", clean, seed(y, "SEED-0117-YTD"))] == [
        "20220925-20230701"
    ]


def test_0117_a_breakdown_also_in_a_disclosure_table_is_left_to_the_note_unless_a_member_exceeds_the_total(
    seed, store, tmp_path
):
    # Revenues by product on the income statement and in a revenue note table (the same axis): DQC skips the face
    # statement's check, unless a member's value is larger than the total.
    def build(prefix, member_value):
        f = income_table(
            prefix, ["us-gaap:Revenues"], {"us-gaap:ProductMember": member_value}, ("us-gaap:Revenues", "1000000000")
        )
        f.roles["Note"] = "0000010 - Disclosure - Revenue (Details)"
        f.pres["Note"] = [("us-gaap:RevenueFromContractWithCustomerAbstract", "us-gaap:Revenues")]
        f.tables["Note"] = Table(
            items=["us-gaap:Revenues"],
            axes={PSA: (PSD, ["us-gaap:ProductMember"])},
            line_items="us-gaap:DisaggregationOfRevenueLineItems",
            hypercube="us-gaap:DisaggregationOfRevenueTable",
        )
        return f

    assert (
        run_rule(
            store, "DQC.US.0117", seed(build("n1", "400000000").write(tmp_path / "n1"), "SYN-0117-NOTE-BELOW")
        ).findings
        == []
    )
    res = run_rule(store, "DQC.US.0117", seed(build("n2", "1200000000").write(tmp_path / "n2"), "SYN-0117-NOTE-ABOVE"))
    assert [(x.reported, x.expected) for x in res.findings] == [(1_000_000_000, 1_200_000_000)]


@pytest.mark.parametrize(
    "folder, line_item", [("nflx-10k-2023", "us-gaap:CostOfRevenue"), ("aeon-10q-2023", "us-gaap:OperatingExpenses")]
)
def test_0117_a_table_added_to_another_company_statement_is_checked(folder, line_item, store, loaded, seed, tmp_path):
    """Netflix and AEON have no checked-axis table on their face statements; the test adds one (definition
    linkbase + member facts that split the report-duration total exactly) to a copy, then seeds an error in one member."""
    clean = loaded[folder]
    period = {"nflx-10k-2023": "20230101-20231231", "aeon-10q-2023": "20220101-20220930"}[
        folder
    ]  # AEON: prior-year nine months, same length as the report
    total = next(r for r in facts_of(store, clean, line_item, period) if not r["dims"])
    role = store.run_read_only_text(
        "MATCH (:Concept)-[e:PARENT_CHILD]->(:Concept {qname: $c}) WHERE e.source = $a "
        "MATCH (r:Role {uri: e.role}) WHERE r.statement = 'IS' RETURN DISTINCT r.uri AS uri ORDER BY uri",
        {"a": clean, "c": line_item},
        10,
        10,
    )[0]["uri"]
    unit_id = store.run_read_only_text(
        "MATCH (f:Fact {key: $k})-[:MEASURED_IN]->(u:Unit) RETURN u.id AS id", {"k": total["key"]}, 10, 1
    )[0]["id"]
    year = parse_filing(filing_path(folder), accession="probe").us_gaap_namespace.rsplit("/", 1)[1][:4]
    t = Decimal(str(total["value"]))
    part = (t / 3).quantize(Decimal(1000))
    split = {"us-gaap:ProductMember": f"{t - part:f}", "us-gaap:ServiceMember": f"{part:f}"}
    kw = dict(
        role=role,
        us_gaap_ns_year=year,
        srt_year=year,
        line_item=line_item,
        total_context_id=total["context"],
        unit_id=unit_id,
        decimals=total["decimals"],
    )
    good = copy_filing(folder, tmp_path / "good")
    inject_dimensional_table(good, members=split, **kw)
    res = run_rule(store, "DQC.US.0117", seed(good, f"SEED-0117-{folder}-OK"))
    assert res.status == "evaluated" and res.evaluated >= 1 and res.findings == []
    bad = copy_filing(folder, tmp_path / "bad")
    inject_dimensional_table(bad, members={**split, "us-gaap:ServiceMember": f"{part + 5_000_000:f}"}, **kw)
    found = run_rule(store, "DQC.US.0117", seed(bad, f"SEED-0117-{folder}-BAD")).findings
    assert [(f.concept, f.period) for f in found] == [(line_item, period)]
    assert Decimal(str(found[0].reported)) == t and Decimal(str(found[0].expected)) == t + 5_000_000
