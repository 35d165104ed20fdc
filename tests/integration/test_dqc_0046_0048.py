"""DQC.US.0046 (inappropriate calculation descendant) and 0048 (required calculation root of the cash flow statement)
on the shared filings and on seeded copies of Apple's 10-K 2023. Element ids are DQC_0046.md's / DQC_0048.md's."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS, RECENT_FILINGS
from tests.seeding import add_calc_arcs, copy_filing, set_fact

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
CF_ROLE = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFCASHFLOWS"
CASH_CHANGE = (
    "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"
)


def _descendants(view, role, top):
    tree, out, queue = view.calc_by_role.get(role, {}), set(), [top]
    while queue:
        for e in tree.get(queue.pop(), []):
            if e.child not in out:
                out.add(e.child)
                queue.append(e.child)
    return out


@pytest.mark.parametrize("folder", OLDER_FILINGS)
def test_0046_and_0048_do_not_apply_to_periods_before_their_effective_dates(store, loaded, folder):
    for rule, date in (("DQC.US.0046", "2018-01-01"), ("DQC.US.0048", "2018-06-01")):
        res = run_rule(store, rule, loaded[folder])
        assert res.status == "not_evaluable" and f"on or after {date}" in res.reason and res.findings == []


@pytest.mark.parametrize("folder", RECENT_FILINGS)
def test_0046_no_inappropriate_descendant_on_the_shared_filings_recomputed(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0046", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated
    view = load_view(store, acc)
    for role in view.calc_by_role:
        ns = _descendants(view, role, "us-gaap:NetCashProvidedByUsedInContinuingOperations")
        assert not {c for c in ns if c.startswith("us-gaap:EffectOfExchangeRate")}
        for oci in ("OtherComprehensiveIncomeLossNetOfTax", "OtherComprehensiveIncomeLossBeforeTax"):
            assert "us-gaap:NetIncomeLoss" not in _descendants(view, role, f"us-gaap:{oci}")


def test_0046_flags_seeded_exchange_rate_effect_and_net_income_below_their_wrong_totals(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedDescendants"
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (
                f"{GAAP23}#us-gaap_NetCashProvidedByUsedInContinuingOperations",
                f"{GAAP23}#us-gaap_NetCashProvidedByUsedInOperatingActivities",
                1.0,
            ),
            (
                f"{GAAP23}#us-gaap_NetCashProvidedByUsedInOperatingActivities",  # two levels down: a descendant, not a child
                f"{GAAP23}#us-gaap_EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
                1.0,
            ),
            (f"{GAAP23}#us-gaap_OtherComprehensiveIncomeLossNetOfTax", f"{GAAP23}#us-gaap_NetIncomeLoss", 1.0),
        ],
    )
    acc = seed(path, "SEED-0046")
    res = run_rule(store, "DQC.US.0046", acc)
    got = sorted((f.element_id, f.concept, f.role, len(f.evidence)) for f in res.findings)
    assert got == [
        ("DQC.US.0046.6841", "us-gaap:NetCashProvidedByUsedInContinuingOperations", role, 2),
        ("DQC.US.0046.9279", "us-gaap:OtherComprehensiveIncomeLossNetOfTax", role, 1),
    ]
    assert res.evaluated - res.passed == 2


@pytest.mark.parametrize("folder", RECENT_FILINGS)
def test_0048_cash_flow_calculation_roots_conform_on_the_2018_and_later_filings(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0048", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated == 1


def _rename_root(path):
    cal = next(p for p in path.iterdir() if p.name.endswith("_cal.xml"))
    cal.write_bytes(cal.read_bytes().replace(f"us-gaap_{CASH_CHANGE}".encode(), b"us-gaap_CashPeriodIncreaseDecrease"))


def test_0048_flags_a_cash_flow_calculation_without_a_change_in_cash_root(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    _rename_root(path)
    acc = seed(path, "SEED-0048-ROOT")
    res = run_rule(store, "DQC.US.0048", acc)
    assert [(f.element_id, f.role) for f in res.findings] == [("DQC.US.0048.7482", CF_ROLE)]
    assert "root elements defined: us-gaap:CashPeriodIncreaseDecrease" in res.findings[0].message


def test_0048_an_emerging_growth_company_is_not_held_to_the_change_in_cash_root(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    _rename_root(path)
    set_fact(path, "dei:EntityEmergingGrowthCompany", "c-1", "true")
    acc = seed(path, "SEED-0048-EGC")
    res = run_rule(store, "DQC.US.0048", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == 1


def test_0048_flags_a_cash_flow_statement_without_any_calculation(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    cal = next(p for p in path.iterdir() if p.name.endswith("_cal.xml"))
    cal.write_bytes(cal.read_bytes().replace(CF_ROLE.encode(), b"http://www.apple.com/role/SeedNotTheCashFlow"))
    acc = seed(path, "SEED-0048-NOCALC")
    res = run_rule(store, "DQC.US.0048", acc)
    assert [f.element_id for f in res.findings] == ["DQC.US.0048.7482"]
    assert f"There are no calculations defined for the role(s)  {CF_ROLE}" in res.findings[0].message
