"""Issue #25 items 2–4: XBRL.CALC11 follows Calculations 1.1 for duplicates, context equality and excess digits.

The filing and the reasoning behind every expected number are in evals/calc11.py.
"""

from __future__ import annotations

from auditgraph.evals.calc11 import CASES, write_calc11_cases
from auditgraph.rules.engine import run_rule

INCONSISTENT = "XBRL.CALC11.inconsistentCalculationUsingRounding"
EXCESS = "XBRL.CALC11.excessDigits"


def _run(store, seed, tmp_path):
    return run_rule(store, "XBRL.CALC11", seed(write_calc11_cases(tmp_path / "cfid"), "SYN-CALC11-FIDELITY"))


def test_calc11_intersecting_duplicates_are_checked_not_skipped(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    periods = {f.period for f in res.findings if f.element_id == INCONSISTENT}
    assert "20231130" not in periods and "20231031" in periods  # evaluated both ways
    bad = next(f for f in res.findings if f.period == "20231031")
    assert (bad.reported, bad.expected) == (3_500_000, 3_600_000)
    assert "20231130" not in {n.period for n in res.not_evaluable}


def test_calc11_duplicates_narrow_the_total_to_the_intersection(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    narrowed = [f for f in res.findings if f.period == "20230930"]
    assert [(f.element_id, f.expected) for f in narrowed] == [(INCONSISTENT, 1_460)]


def test_calc11_a_nil_duplicate_of_a_value_makes_the_binding_not_evaluable(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    assert not [f for f in res.findings if f.period == "20230831"]
    assert [n.concept for n in res.not_evaluable if n.period == "20230831"] == ["us-gaap:Assets"]


def test_calc11_contexts_with_equal_content_bind_together(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    d = [f for f in res.findings if f.period == "20230630"]
    assert [(f.element_id, f.reported, f.expected) for f in d] == [(INCONSISTENT, 100, 90)]


def test_calc11_excess_digits_is_its_own_error_and_leaves_the_binding_out(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    e = [f for f in res.findings if f.period == "20230731"]
    assert [(f.element_id, f.concept, f.reported, f.decimals) for f in e] == [(EXCESS, "us-gaap:Assets", 1_234, "-3")]
    assert [n.concept for n in res.not_evaluable if n.period == "20230731"] == ["us-gaap:Assets"]


def test_calc11_case_table_is_what_the_rule_concludes(store, seed, tmp_path):
    res = _run(store, seed, tmp_path)
    got = {}
    for p in CASES:
        kinds = sorted({f.element_id.rsplit(".", 1)[-1] for f in res.findings if f.period == p})
        if kinds == ["excessDigits"]:
            got[p] = "excessDigits"
        elif kinds:
            got[p] = "inconsistent"
        elif any(n.period == p for n in res.not_evaluable):
            got[p] = "not_evaluable"
        else:
            got[p] = "consistent"
    assert got == {p: outcome for p, (_, outcome) in CASES.items()}
    assert (res.evaluated, res.passed) == (4, 1)
