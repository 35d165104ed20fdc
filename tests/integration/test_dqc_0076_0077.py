"""DQC.US.0076 (remaining performance obligations without durations) and 0077 (durations without the start-date axis)
on the shared filings — Apple reports both on the typed start-date axis — and on seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_member_fact, copy_filing, instance_of

AXIS = "us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis"
PERIOD1 = "us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionPeriod1"
PCT = "us-gaap:RevenueRemainingPerformanceObligationPercentage"


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_finding_on_the_shared_filings_and_apple_reports_durations_on_the_axis(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in ("DQC.US.0076", "DQC.US.0077"):
        res = run_rule(store, rule, acc, view=view)
        assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated, rule
    durations = view.any_facts([PERIOD1])
    assert all(any(d.startswith(AXIS + "=") for d in f.dims) for f in durations)
    if folder.startswith("aapl"):
        assert durations and run_rule(store, "DQC.US.0077", acc, view=view).evaluated == len(durations)
        pct = [f for f in view.dimensional if f.concept == PCT]
        assert pct and run_rule(store, "DQC.US.0076", acc, view=view).evaluated == len(pct)


def test_0076_flags_each_obligation_on_the_axis_when_no_duration_is_reported(store, loaded, seed, tmp_path):
    clean = load_view(store, loaded["aapl-10k-2023"])
    pct = sorted((f.period, f.dims) for f in clean.dimensional if f.concept == PCT)
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    inst = instance_of(path)
    inst.write_bytes(inst.read_bytes().replace(PERIOD1.encode(), b"aapl:SeedSatisfactionPeriod"))
    res = run_rule(store, "DQC.US.0076", seed(path, "SEED-0076"))
    assert sorted((f.period, tuple(f.dims)) for f in res.findings) == pct
    assert {f.element_id for f in res.findings} == {"DQC.US.0076.7653"}


def test_0077_flags_a_duration_without_the_start_date_axis_but_not_one_on_the_range_axis(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    inst = instance_of(path)
    text = inst.read_bytes()
    inst.write_bytes(text.replace(b"</xbrl>", f'<{PERIOD1} contextRef="c-1">P2Y</{PERIOD1}>\n</xbrl>'.encode()))
    add_member_fact(
        path,
        axis="srt:RangeAxis",
        member="srt:MaximumMember",
        concept=PERIOD1,
        like_context="c-1",
        new_context="seed-max",
        value="P3Y",
        unit_id=None,
    )
    res = run_rule(store, "DQC.US.0077", seed(path, "SEED-0077"))
    assert [(f.element_id, f.concept, f.dims, f.raw) for f in res.findings] == [
        ("DQC.US.0077.7654", PERIOD1, [], "P2Y")
    ]
