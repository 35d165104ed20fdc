"""Decimals-aware comparison (Calculations 1.1 intervals): no false positives from rounding."""

from __future__ import annotations

from decimal import Decimal

from auditgraph.rules.arithmetic import Interval, check_sum, half_width, lowest_decimals


def test_half_width_follows_decimals():
    assert half_width("-6") == Decimal("500000")
    assert half_width("2") == Decimal("0.005")
    assert half_width("INF") == 0 and half_width(None) == 0


def test_values_in_millions_that_foot_only_after_rounding_are_consistent():
    # 1.4m + 1.4m = 2.8m, shown rounded as 1 + 1 = 3 (decimals -6): rounding explains the difference.
    chk = check_sum((3_000_000, "-6"), [(1_000_000, "-6", 1.0), (1_000_000, "-6", 1.0)])
    assert chk.consistent and chk.difference == Decimal(1_000_000) and chk.tolerance == Decimal(1_500_000)


def test_a_difference_beyond_rounding_is_inconsistent():
    chk = check_sum((5_000_000, "-6"), [(1_000_000, "-6", 1.0), (1_000_000, "-6", 1.0)])
    assert not chk.consistent and chk.expected == Decimal(2_000_000) and chk.difference == Decimal(3_000_000)


def test_negative_weights_subtract_and_swap_interval_bounds():
    iv = Interval.of(10, "0").scaled(-1)
    assert (iv.low, iv.high) == (Decimal("-10.5"), Decimal("-9.5"))
    chk = check_sum((70, "0"), [(100, "0", 1.0), (30, "0", -1.0)])
    assert chk.consistent and chk.expected == 70


def test_exact_values_need_exact_sums():
    assert not check_sum((3, "INF"), [(1, "INF", 1.0), (1, "INF", 1.0)]).consistent
    assert lowest_decimals(["-3", "INF", "-6", None]) == -6
