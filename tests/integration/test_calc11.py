"""XBRL.CALC11: Calculations 1.1 over every network and context, where DQC.US.0126 does not look."""

from __future__ import annotations

from auditgraph.evals.synthetic import Context, Filing, fiscal_year
from auditgraph.rules.engine import run_rule
from tests.rules_support import facts_of, new_findings
from tests.seeding import copy_filing, set_fact


def test_calc11_apple_2023_foots_in_every_network_and_context(store, loaded):
    res = run_rule(store, "XBRL.CALC11", loaded["aapl-10k-2023"])
    assert res.status == "evaluated" and res.findings == [] and res.evaluated == res.passed > 100


def test_calc11_finds_a_seeded_error_in_a_tabled_statement_that_dqc_0126_skips(store, loaded, seed, tmp_path):
    # Apple's income statement is a ProductOrServiceAxis table, so DQC.US.0126 does not check it. FY2023 gross
    # margin 169,148m = net sales 383,285m - cost of sales 214,137m; raise gross margin by 1bn.
    clean = loaded["aapl-10k-2023"]
    gp = next(r for r in facts_of(store, clean, "us-gaap:GrossProfit", "20220925-20230930") if not r["dims"])
    assert gp["value"] == 169_148_000_000
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    set_fact(path, "us-gaap:GrossProfit", gp["context"], "170148000000")
    acc = seed(path, "SEED-CALC11-GP")
    found = new_findings(store, "XBRL.CALC11", clean, acc)
    # Gross margin no longer equals its addends, and operating income (114,301m) no longer equals the raised gross
    # margin less operating expenses: both bindings fail, in the FY2023 context only.
    assert [(f.element_id, f.concept, f.period, f.reported, f.expected) for f in found] == [
        (
            "XBRL.CALC11.inconsistentCalculationUsingRounding",
            "us-gaap:GrossProfit",
            "20220925-20230930",
            170_148_000_000,
            169_148_000_000,
        ),
        (
            "XBRL.CALC11.inconsistentCalculationUsingRounding",
            "us-gaap:OperatingIncomeLoss",
            "20220925-20230930",
            114_301_000_000,
            115_301_000_000,
        ),
    ]
    assert "us-gaap:GrossProfit" not in {f.concept for f in run_rule(store, "DQC.US.0126", acc).findings}


def test_calc11_checks_dimensional_contexts_with_round_to_nearest_intervals(store, seed, tmp_path):
    # Segment A: revenue 1,000 (thousands, decimals -3) - cost 400 = gross profit 600; segment B's gross profit is
    # reported 0.4k off (inside the intervals: consistent) and segment C's 2k off (inconsistent).
    axis = "us-gaap:StatementBusinessSegmentsAxis"
    f = Filing(prefix="seg")
    f.roles = {"Seg": "0000020 - Disclosure - Segments (Details)"}
    fiscal_year(f)
    f.extension = {"AMember": "domainItemType", "BMember": "domainItemType", "CMember": "domainItemType"}
    for m, (rev, cost, gp) in {
        "A": ("1000000", "400000", "600000"),
        "B": ("1000000", "400000", "600400"),
        "C": ("1000000", "400000", "602000"),
    }.items():
        f.contexts.append(Context(f"FY_{m}", start="2023-01-01", end="2023-12-31", dims={axis: f"seg:{m}Member"}))
        dec = "0" if m == "B" else "-3"
        f.facts += [
            ("us-gaap:Revenues", f"FY_{m}", "USD", "-3", rev),
            ("us-gaap:CostOfRevenue", f"FY_{m}", "USD", "-3", cost),
            ("us-gaap:GrossProfit", f"FY_{m}", "USD", dec, gp),
        ]
    f.calc = {
        "Seg": [
            ("us-gaap:GrossProfit", "us-gaap:Revenues", 1.0),
            ("us-gaap:GrossProfit", "us-gaap:CostOfRevenue", -1.0),
        ]
    }
    f.pres = {"Seg": [("us-gaap:SegmentReportingAbstract", "us-gaap:GrossProfit")]}
    res = run_rule(store, "XBRL.CALC11", seed(f.write(tmp_path / "seg"), "SYN-CALC11-SEG"))
    assert (res.evaluated, res.passed) == (3, 2)
    assert [(x.dims, x.reported, x.expected) for x in res.findings] == [([f"{axis}=seg:CMember"], 602_000, 600_000)]
