"""DQC.US.0126 as DQC_0126.md and DQC_0126.xule define it: the required context only, statements without tables."""

from __future__ import annotations

from decimal import Decimal

import pytest

from auditgraph.evals.synthetic import Filing, fiscal_year
from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import fact, new_findings
from tests.seeding import copy_filing, set_fact


def test_0126_apple_2023_total_assets_raised_by_1bn_is_flagged_with_dqc_element_id_and_message(
    store, loaded, seed, tmp_path
):
    # aapl-20230930_htm.xml, context c-20 (2023-09-30, the document period end): Assets 352,583m =
    # AssetsCurrent 143,566m + AssetsNoncurrent 209,017m.
    clean = loaded["aapl-10k-2023"]
    a = fact(store, f"{clean}:320193:us-gaap:Assets:20230930:USD")
    assert a["value"] == 352_583_000_000
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(folder, "us-gaap:Assets", a["context"], "353583000000")
    acc = seed(folder, "SEED-0126-AAPL")
    found = new_findings(store, "DQC.US.0126", clean, acc)
    assert [(f.element_id, f.concept, f.period) for f in found] == [("DQC.US.0126.9590", "us-gaap:Assets", "20230930")]
    f = found[0]
    assert (f.reported, f.expected, f.difference) == (353_583_000_000, 352_583_000_000, 1_000_000_000)
    assert f.tolerance == 3_000_000  # decimals -6, factor = 2 addends + 1
    assert sorted((c.concept, c.value, c.weight) for c in f.contributors) == [
        ("us-gaap:AssetsCurrent", 143_566_000_000, 1.0),
        ("us-gaap:AssetsNoncurrent", 209_017_000_000, 1.0),
    ]
    assert f.message.startswith(
        "The statement 0000005 - Statement - CONSOLIDATED BALANCE SHEETS includes an inconsistent "
        "calculation. The value of the concept us-gaap:Assets of 353,583,000,000 should be equal to "
        "the sum of its child components defined in the calculation linkbase. The sum of these "
        "child components is 352,583,000,000."
    )
    assert "+  AssetsCurrent  143,566,000,000" in f.message and "Total period : 2023-09-30" in f.message
    assert f.fact_key == f"{acc}:320193:us-gaap:Assets:20230930:USD" and any(
        e.startswith("SUMMATION_ITEM:") for e in f.evidence
    )
    assert run_rule(store, "DQC.US.0126", clean).findings == []


def test_0126_prior_period_errors_are_never_checked(store, loaded, seed, tmp_path):
    # The same 1bn error in the prior year-end's Assets (2022-09-24, context of the comparative balance sheet) is
    # outside DQC's required context: no finding. (The rule used to report such prior-period totals.)
    clean = loaded["aapl-10k-2023"]
    prior = fact(store, f"{clean}:320193:us-gaap:Assets:20220924:USD")
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(folder, "us-gaap:Assets", prior["context"], f"{int(prior['value']) + 1_000_000_000}")
    acc = seed(folder, "SEED-0126-PRIOR")
    res = run_rule(store, "DQC.US.0126", acc)
    assert res.findings == []
    assert all(n.period in (None, "20230930", "20220925-20230930") for n in res.not_evaluable)
    # Asked about the prior period directly, the rule says why it does not look there.
    asked = run_rule(store, "DQC.US.0126", acc, concept="us-gaap:Assets", period="20220924")
    assert (
        asked.evaluated == 0
        and "only the required context (20220925-20230930 and 20230930)" in asked.not_evaluable[0].reason
    )


def _current_top_total(store, accession):
    """A current-context total of a checked statement that is not itself an addend, with its reported children."""
    view = load_view(store, accession)
    rep = view.report
    checked = [r.uri for r in view.statement_roles() if r.uri not in view.cubes and view.calc_by_role.get(r.uri)]
    children = {e.child for r in checked for es in view.calc_by_role[r].values() for e in es}
    for role in checked:
        fs = view.most_frequent_decimals(set(view.calc_by_role[role]))
        for parent, edges in sorted(view.calc_by_role[role].items()):
            if parent in children:
                continue
            for t in view.by_concept.get(parent, []):
                if t.dims or not rep.is_current(t) or t.decimals != fs:
                    continue
                kids = [(e, view.non_dimensional.get((e.child, t.period, t.unit), [])) for e in edges]
                kids = [(e, k[0]) for e, k in kids if k]
                if len(kids) >= 2:
                    return role, t, kids
    raise AssertionError("no top-level total")


@pytest.mark.parametrize("folder", ["aapl-10q-2023", "nflx-10k-2023", "aeon-10q-2023"])
def test_0126_a_seeded_current_period_subtotal_error_gives_exactly_one_finding(folder, store, loaded, seed, tmp_path):
    clean = loaded[folder]
    role, total, kids = _current_top_total(store, clean)
    children_sum = sum(k.value * Decimal(str(e.weight)) for e, k in kids)
    delta = Decimal(1000) * Decimal(10) ** (-int(total.decimals))  # far beyond the rounding allowance
    path = copy_filing(folder, tmp_path / "f")
    set_fact(path, total.concept, total.context_id, f"{total.value + delta:f}")
    found = new_findings(store, "DQC.US.0126", clean, seed(path, f"SEED-0126-{folder}"))
    assert {(f.concept, f.period, f.role) for f in found} == {(total.concept, total.period, role)}
    assert Decimal(str(found[0].reported)) == total.value + delta and Decimal(str(found[0].expected)) == children_sum


def test_0126_a_seeded_child_error_flags_the_parent_with_the_changed_addend(store, loaded, seed, tmp_path):
    # Apple 2023-09-30: AssetsCurrent 143,566m -> 143,666m; Assets (352,583m) no longer equals 143,666m + 209,017m,
    # and AssetsCurrent no longer equals its own children.
    clean = loaded["aapl-10k-2023"]
    ac = fact(store, f"{clean}:320193:us-gaap:AssetsCurrent:20230930:USD")
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:AssetsCurrent", ac["context"], "143666000000")
    found = {f.concept: f for f in new_findings(store, "DQC.US.0126", clean, seed(path, "SEED-0126-AAPL-CHILD"))}
    assert (found["us-gaap:Assets"].reported, found["us-gaap:Assets"].expected) == (352_583_000_000, 352_683_000_000)
    assert (found["us-gaap:AssetsCurrent"].reported, found["us-gaap:AssetsCurrent"].expected) == (
        143_666_000_000,
        143_566_000_000,
    )
    assert set(found) == {"us-gaap:Assets", "us-gaap:AssetsCurrent"}


def test_0126_differences_within_dqc_tolerance_are_not_flagged(store, loaded, seed, tmp_path):
    # DQC's tolerance_for_decimals: rounded to millions (decimals -6), Assets may differ from the sum of its two
    # addends by up to (2 + 1) x 1m. Moving Assets by 2m stays inside; 4m does not.
    clean = loaded["aapl-10k-2023"]
    a = fact(store, f"{clean}:320193:us-gaap:Assets:20230930:USD")
    inside = copy_filing("aapl-10k-2023", tmp_path / "in")
    set_fact(inside, "us-gaap:Assets", a["context"], "352585000000")
    assert new_findings(store, "DQC.US.0126", clean, seed(inside, "SEED-0126-TOL-IN")) == []
    outside = copy_filing("aapl-10k-2023", tmp_path / "out")
    set_fact(outside, "us-gaap:Assets", a["context"], "352587000000")
    assert [f.concept for f in new_findings(store, "DQC.US.0126", clean, seed(outside, "SEED-0126-TOL-OUT"))] == [
        "us-gaap:Assets"
    ]


def test_0126_apple_2023_scope_tables_and_the_required_context(store, loaded):
    # Balance sheet and cash flow statement are checked in the current context (2023-09-30 and FY2023); the income
    # statement is a ProductOrServiceAxis table, which DQC.US.0126 leaves to other rules.
    res = run_rule(store, "DQC.US.0126", loaded["aapl-10k-2023"])
    assert res.status == "evaluated" and res.findings == [] and res.evaluated == res.passed > 0
    assert [(n.role.rsplit("/", 1)[1], n.reason.split(";")[0]) for n in res.not_evaluable] == [
        ("CONSOLIDATEDSTATEMENTSOFOPERATIONS", "statement network carries a dimensional table")
    ]


def test_0126_msft_2015_statements_are_all_tables_so_the_rule_cannot_evaluate(store, loaded):
    # Every MSFT 2015 face statement carries a StatementTable (dei:LegalEntityAxis). DQC skips statements that
    # are tables, so nothing is checked — reported as not evaluable, never as a pass. XBRL.CALC11 covers them.
    res = run_rule(store, "DQC.US.0126", loaded["msft-10k-2015"])
    assert res.status == "not_evaluable" and res.evaluated == 0 and len(res.not_evaluable) == 4


def test_0126_a_total_without_reported_children_is_not_evaluable(store, seed, tmp_path):
    f = Filing(prefix="nokid")
    f.roles = {"BS": "0000002 - Statement - Balance Sheets"}
    fiscal_year(f)
    f.facts += [("us-gaap:Assets", "I", "USD", "-3", "4000000"), ("us-gaap:Liabilities", "I", "USD", "-3", "1000000")]
    f.calc = {
        "BS": [("us-gaap:Assets", "us-gaap:AssetsCurrent", 1.0), ("us-gaap:Assets", "us-gaap:AssetsNoncurrent", 1.0)]
    }
    f.pres = {"BS": [("us-gaap:StatementOfFinancialPositionAbstract", "us-gaap:Assets")]}
    res = run_rule(store, "DQC.US.0126", seed(f.write(tmp_path / "nokid"), "SYN-0126-NOKID"))
    assert res.evaluated == 0 and res.findings == []
    assert [(n.concept, n.period, n.reason) for n in res.not_evaluable] == [
        ("us-gaap:Assets", "20231231", "no child of the calculation is reported in this context")
    ]


def test_0126_only_totals_in_the_statements_usual_decimals_are_checked(store, seed, tmp_path):
    # DQC compares totals reported in the statement's most frequent decimals (thousands here); a total reported in
    # another precision (millions) is not a check, even when it does not foot.
    f = Filing(prefix="dec")
    f.roles = {"BS": "0000002 - Statement - Balance Sheets"}
    fiscal_year(f)
    f.facts += [
        ("us-gaap:Assets", "I", "USD", "-3", "4000000"),
        ("us-gaap:AssetsCurrent", "I", "USD", "-3", "1000000"),
        ("us-gaap:AssetsNoncurrent", "I", "USD", "-3", "2000000"),
        ("us-gaap:Liabilities", "I", "USD", "-3", "9000000"),
        ("us-gaap:LiabilitiesCurrent", "I", "USD", "-3", "1000000"),
        ("us-gaap:LiabilitiesAndStockholdersEquity", "I", "USD", "-6", "7000000"),
        ("us-gaap:StockholdersEquity", "I", "USD", "-3", "1000000"),
    ]
    f.calc = {
        "BS": [
            ("us-gaap:Assets", "us-gaap:AssetsCurrent", 1.0),
            ("us-gaap:Assets", "us-gaap:AssetsNoncurrent", 1.0),
            ("us-gaap:Liabilities", "us-gaap:LiabilitiesCurrent", 1.0),
            ("us-gaap:LiabilitiesAndStockholdersEquity", "us-gaap:Liabilities", 1.0),
            ("us-gaap:LiabilitiesAndStockholdersEquity", "us-gaap:StockholdersEquity", 1.0),
        ]
    }
    f.pres = {"BS": [("us-gaap:StatementOfFinancialPositionAbstract", "us-gaap:Assets")]}
    res = run_rule(store, "DQC.US.0126", seed(f.write(tmp_path / "dec"), "SYN-0126-DEC"))
    assert sorted((x.concept, x.reported, x.expected) for x in res.findings) == [
        ("us-gaap:Assets", 4_000_000, 3_000_000),
        ("us-gaap:Liabilities", 9_000_000, 1_000_000),
    ]
