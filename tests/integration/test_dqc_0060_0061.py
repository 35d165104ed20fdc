"""DQC.US.0060 (continuing-operations cash flow subtotals without their totals) and 0061 (discontinued operations
counted twice in a calculation) on the shared filings and on seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS as BEFORE_2018
from tests.rules_support import RECENT_FILINGS as FROM_2018
from tests.seeding import add_calc_arcs, copy_filing, instance_of

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
ACTIVITIES = ("Financing", "Investing", "Operating")


@pytest.mark.parametrize("folder", FROM_2018)
def test_0060_and_0061_hold_on_the_shared_filings_recomputed(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in ("DQC.US.0060", "DQC.US.0061"):
        res = run_rule(store, rule, acc, view=view)
        assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated, rule
    # 0060 recomputed: no continuing-operations subtotal is reported without its total
    for a in ACTIVITIES:
        if view.by_concept.get(f"us-gaap:NetCashProvidedByUsedIn{a}ActivitiesContinuingOperations"):
            assert view.by_concept.get(f"us-gaap:NetCashProvidedByUsedIn{a}Activities")


@pytest.mark.parametrize("folder", BEFORE_2018)
def test_0060_and_0061_do_not_apply_before_their_effective_dates(store, loaded, folder):
    """Microsoft's 2015 10-K reports only the continuing-operations subtotals (its era's tagging): 0060, effective
    2018-06-01, does not judge it."""
    for rule in ("DQC.US.0060", "DQC.US.0061"):
        res = run_rule(store, rule, loaded[folder])
        assert res.status == "not_evaluable" and "effective" in res.reason and res.findings == []


def test_0060_flags_each_continuing_operations_subtotal_reported_without_its_total(store, loaded, seed, tmp_path):
    clean = loaded["aapl-10k-2023"]
    financing = load_view(store, clean).by_concept["us-gaap:NetCashProvidedByUsedInFinancingActivities"]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    inst = instance_of(path)
    inst.write_bytes(
        inst.read_bytes().replace(
            b"us-gaap:NetCashProvidedByUsedInFinancingActivities",
            b"us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
        )
    )
    res = run_rule(store, "DQC.US.0060", seed(path, "SEED-0060"))
    got = sorted((f.element_id, f.concept, f.period, f.reported) for f in res.findings)
    assert got == sorted(
        (
            "DQC.US.0060.7495",
            "us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
            f.period,
            float(f.value),
        )
        for f in financing
    )
    assert (
        "However no value has been reported for either the element(s) CashProvidedByUsedInFinancingActivities"
        "DiscontinuedOperations and NetCashProvidedByUsedInFinancingActivities" in res.findings[0].message
    )


def test_0061_flags_discontinued_investing_cash_beside_the_investing_total(store, loaded, seed, tmp_path):
    g = f"{GAAP23}#us-gaap_"
    change = f"{g}CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedDiscontinued"
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (change, f"{g}NetCashProvidedByUsedInInvestingActivities", 1.0),
            (change, f"{g}CashProvidedByUsedInInvestingActivitiesDiscontinuedOperations", 1.0),
            (f"{g}NetCashProvidedByUsedInInvestingActivities", f"{g}PaymentsToAcquirePropertyPlantAndEquipment", -1.0),
        ],
    )
    ok_role = "http://www.apple.com/role/SeedDiscontinuedInside"
    add_calc_arcs(
        path,
        role=ok_role,
        arcs=[
            (change, f"{g}NetCashProvidedByUsedInOperatingActivities", 1.0),
            (
                f"{g}NetCashProvidedByUsedInOperatingActivities",
                f"{g}CashProvidedByUsedInOperatingActivitiesDiscontinuedOperations",
                1.0,
            ),
        ],
    )
    res = run_rule(store, "DQC.US.0061", seed(path, "SEED-0061"))
    assert [(f.element_id, f.concept, f.role) for f in res.findings] == [
        ("DQC.US.0061.7498", "us-gaap:NetCashProvidedByUsedInInvestingActivities", role)
    ]
    assert "in the calculation of us-gaap:CashCashEquivalentsRestrictedCash" in res.findings[0].message
