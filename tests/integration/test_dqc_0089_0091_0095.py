"""DQC.US.0089 (lease terms on RangeAxis), 0091 (percentages above 1,000 %) and 0095 (cover vs balance-sheet shares
outstanding off by a factor of 100) on the shared filings, every check recomputed from the facts, and on seeded copies of
Apple's 10-K 2023."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_member_fact, copy_filing, set_fact

LEASE_TERM = "us-gaap:OperatingLeaseWeightedAverageRemainingLeaseTerm1"


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_finding_on_the_shared_filings_and_each_check_recomputes(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in ("DQC.US.0089", "DQC.US.0091", "DQC.US.0095"):
        res = run_rule(store, rule, acc, view=view)
        assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated, rule
    percents = set(load_rule_data(store, "DQC.US.0091").concepts("PercentageItems"))
    facts = [f for f in view.facts if f.concept in percents]
    assert all(f.value <= 10 for f in facts)
    assert run_rule(store, "DQC.US.0091", acc, view=view).evaluated == len(facts)
    cover = [f for f in view.by_concept.get("dei:EntityCommonStockSharesOutstanding", []) if f.value > 0]
    bs = [f for f in view.by_concept.get("us-gaap:CommonStockSharesOutstanding", []) if f.value > 0]
    pairs = [
        (c, b)
        for c in cover
        for b in bs
        if b.dims == c.dims and date.fromisoformat(b.period_end) + timedelta(days=90) > date.fromisoformat(c.period_end)
    ]
    assert all(Decimal("0.099") <= c.value / b.value <= 99 for c, b in pairs)
    assert run_rule(store, "DQC.US.0095", acc, view=view).evaluated == len(pairs)


def test_0091_flags_a_seeded_percentage_above_ten_and_not_one_of_exactly_ten(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    view = load_view(store, clean)
    percents = set(load_rule_data(store, "DQC.US.0091").concepts("PercentageItems"))
    facts = sorted((f for f in view.facts if f.concept in percents), key=lambda f: f.key)
    first = facts[0]
    second = next(f for f in facts if (f.concept, f.context_id) != (first.concept, first.context_id))
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, first.concept, first.context_id, "14.7")  # 1,470 %: a whole percent tagged as a ratio
    set_fact(path, second.concept, second.context_id, "10")  # exactly 1,000 %: not above the limit
    res = run_rule(store, "DQC.US.0091", seed(path, "SEED-0091"))
    assert [(f.element_id, f.concept, f.period, f.reported) for f in res.findings] == [
        ("DQC.US.0091.9376", first.concept, first.period, 14.7)
    ]
    assert "has a value greater than a 1,000 percent" in res.findings[0].message


def test_0089_flags_a_lease_term_reported_with_the_range_axis(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_member_fact(
        path,
        axis="srt:RangeAxis",
        member="srt:MinimumMember",
        concept=LEASE_TERM,
        like_context="c-1",
        new_context="seed-range",
        value="P2Y",
        unit_id=None,
    )
    add_member_fact(
        path,
        axis="us-gaap:StatementClassOfStockAxis",
        member="us-gaap:CommonStockMember",
        concept=LEASE_TERM,
        like_context="c-1",
        new_context="seed-other",
        value="P9Y",
        unit_id=None,
    )
    res = run_rule(store, "DQC.US.0089", seed(path, "SEED-0089"))
    assert [(f.element_id, f.concept, f.dims, f.raw) for f in res.findings] == [
        ("DQC.US.0089.9373", LEASE_TERM, ["srt:RangeAxis=srt:MinimumMember"], "P2Y")
    ]
    assert res.evaluated == 2 and res.passed == 1


def test_0095_flags_a_cover_share_count_a_thousand_times_the_balance_sheet_one(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    view = load_view(store, clean)
    cover = view.by_concept["dei:EntityCommonStockSharesOutstanding"][0]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, cover.concept, cover.context_id, f"{cover.value * 1000:f}")  # shares tagged in thousands' scale
    res = run_rule(store, "DQC.US.0095", seed(path, "SEED-0095"))
    bs = [f for f in view.by_concept["us-gaap:CommonStockSharesOutstanding"] if not f.dims]
    assert res.findings and all(f.element_id == "DQC.US.0095.9528" and f.concept == cover.concept for f in res.findings)
    assert {f.contributors[1].value for f in res.findings} <= {float(b.value) for b in bs}
    assert all(f.reported / f.contributors[1].value > 99 for f in res.findings)


def test_0095_a_fifty_fold_difference_passes_and_stock_splits_stop_the_rule(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    cover = load_view(store, clean).by_concept["dei:EntityCommonStockSharesOutstanding"][0]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, cover.concept, cover.context_id, f"{cover.value * 50:f}")
    res = run_rule(store, "DQC.US.0095", seed(path, "SEED-0095-50"))
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated > 0
    path2 = copy_filing("aapl-10k-2023", tmp_path / "g")
    set_fact(path2, cover.concept, cover.context_id, f"{cover.value * 1000:f}")
    for i in range(2):
        add_member_fact(
            path2,
            axis="us-gaap:StatementClassOfStockAxis",
            member="us-gaap:CommonStockMember",
            concept="us-gaap:StockIssuedDuringPeriodSharesStockSplits",
            like_context="c-1",
            new_context=f"seed-split-{i}",
            value=str(1000 + i),
            unit_id="shares",
            decimals="0",
        )
    res = run_rule(store, "DQC.US.0095", seed(path2, "SEED-0095-SPLIT"))
    assert res.status == "not_evaluable" and "stock split" in res.reason and res.findings == []
