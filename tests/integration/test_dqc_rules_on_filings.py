"""DQC.US.0004, 0005, 0006, 0009, 0013, 0014, 0033, 0036 on the shared real filings: every check the rule makes is
recomputed here from the filing's own facts, and a seeded copy of Apple's 10-K 2023 with one value changed must
raise exactly the finding the changed fact implies."""

from __future__ import annotations

from decimal import Decimal

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS, new_findings
from tests.seeding import copy_filing, set_fact

NEW_RULES = [
    "DQC.US.0004",
    "DQC.US.0005",
    "DQC.US.0006",
    "DQC.US.0009",
    "DQC.US.0013",
    "DQC.US.0014",
    "DQC.US.0033",
    "DQC.US.0036",
]


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_rule_finding_on_the_shared_filings_and_each_check_recomputes(store, loaded, folder):
    """No finding on these filings; the checks the rules count are recomputed from the facts and hold."""
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in NEW_RULES:
        res = run_rule(store, rule, acc, view=view)
        assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated, (rule, res.reason)
    # 0014, recomputed: every non-dimensional fact of a listed concept is ≥ 0, and there are as many as the rule counted
    listed = set(load_rule_data(store, "DQC.US.0014").concepts())
    facts = [f for f in view.facts if f.concept in listed and not f.dims]
    assert all(f.value >= 0 for f in facts)
    assert run_rule(store, "DQC.US.0014", acc, view=view).evaluated == len(facts)
    # 0004.16, recomputed: Assets and LiabilitiesAndStockholdersEquity agree wherever both are reported
    la = {
        (f.period, f.unit, f.dims): f.value for f in view.by_concept.get("us-gaap:LiabilitiesAndStockholdersEquity", [])
    }
    both = [
        (f.value, la[(f.period, f.unit, f.dims)])
        for f in view.by_concept.get("us-gaap:Assets", [])
        if (f.period, f.unit, f.dims) in la
    ]
    assert both and all(a == b for a, b in both)


def test_apple_2023_cover_dates_fit_the_rules(store, loaded):
    """0036/0033/0006 read Apple's cover: DocumentPeriodEndDate 2023-09-30 in the 2022-09-25 to 2023-09-30 context
    (371 days, inside FY's 340–390)."""
    view = load_view(store, loaded["aapl-10k-2023"])
    dped = next(d for d in view.dei if d["concept"] == "dei:DocumentPeriodEndDate")
    assert (dped["raw"].strip(), dped["start"], dped["end"]) == ("2023-09-30", "2022-09-25", "2023-09-30")
    assert view.dei_value("dei:DocumentFiscalPeriodFocus") == "FY"


def _apple_fact(store, acc, concept):
    return store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, concept: $c}) WHERE f.dim_count = 0 "
        "RETURN f.context_id AS context, f.value AS value, f.period AS period ORDER BY f.period DESC",
        {"a": acc, "c": concept},
        10,
        5,
    )[0]


def test_0004_16_flags_seeded_assets_that_no_longer_equal_liabilities_and_equity(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    assets = _apple_fact(store, clean, "us-gaap:Assets")
    la = _apple_fact(store, clean, "us-gaap:LiabilitiesAndStockholdersEquity")
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    changed = Decimal(str(assets["value"])) + Decimal(10_000_000)
    set_fact(path, "us-gaap:Assets", assets["context"], f"{changed:f}")
    found = new_findings(store, "DQC.US.0004", clean, seed(path, "SEED-0004-ASSETS"))
    current = _apple_fact(store, clean, "us-gaap:AssetsCurrent")
    noncurrent = _apple_fact(store, clean, "us-gaap:AssetsNoncurrent")
    # both equations holding Assets break: = LiabilitiesAndStockholdersEquity (.16) and = current + noncurrent (.9280)
    assert [(f.element_id, f.concept, f.period, f.reported, f.expected) for f in found] == [
        ("DQC.US.0004.16", "us-gaap:Assets", assets["period"], float(changed), float(la["value"])),
        (
            "DQC.US.0004.9280",
            "us-gaap:Assets",
            assets["period"],
            float(changed),
            float(Decimal(str(current["value"])) + Decimal(str(noncurrent["value"]))),
        ),
    ]


def test_0014_flags_a_seeded_negative_listed_value_without_dimensions(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    view = load_view(store, clean)
    listed = set(load_rule_data(store, "DQC.US.0014").concepts())
    target = sorted((f for f in view.facts if f.concept in listed and not f.dims and f.value > 0), key=lambda f: f.key)[
        0
    ]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, target.concept, target.context_id, f"-{target.value:f}")
    found = new_findings(store, "DQC.US.0014", clean, seed(path, "SEED-0014-NEG"))
    element = load_rule_data(store, "DQC.US.0014").element_of(target.concept)
    assert [(f.element_id, f.concept, f.reported) for f in found] == [(element, target.concept, -float(target.value))]


def test_0009_flags_seeded_outstanding_shares_above_issued(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    view = load_view(store, clean)
    issued = {(f.period, f.dims): f for f in view.by_concept.get("us-gaap:CommonStockSharesIssued", [])}
    out = next(
        f
        for f in sorted(view.by_concept.get("us-gaap:CommonStockSharesOutstanding", []), key=lambda f: f.key)
        if (f.period, f.dims) in issued
    )
    bigger = issued[(out.period, out.dims)].value + Decimal(1_000_000_000)
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, out.concept, out.context_id, f"{bigger:f}")
    found = new_findings(store, "DQC.US.0009", clean, seed(path, "SEED-0009-SHARES"))
    got = sorted((f.element_id, f.concept, f.period) for f in found)
    # Outstanding ≤ Issued is .24; ≤ Authorized (.15) is checked too and fails when Authorized is below the new value
    assert ("DQC.US.0009.24", out.concept, out.period) in got
    assert all(c == out.concept and p == out.period for _, c, p in got)
