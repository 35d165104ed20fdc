"""DQC.US.0062 (no value for the change in cash) and 0065 (InterestPaid in the supplemental cash flow section without
InterestPaidNet) on the shared filings and on seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS as BEFORE_2018
from tests.rules_support import RECENT_FILINGS as WITH_CF
from tests.seeding import add_fact, add_presentation_arcs, copy_filing, instance_of

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"
CASH_CHANGE = (
    "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"
)


@pytest.mark.parametrize("folder", WITH_CF)
def test_0062_each_cash_flow_statement_filing_reports_a_change_in_cash(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0062", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated == 1
    listed = set(load_rule_data(store, "DQC.US.0062").concepts("NoFactValueForChangeInCash"))
    assert any(f.concept in listed and not f.dims for f in load_view(store, acc).facts)


@pytest.mark.parametrize("folder", BEFORE_2018)
def test_0062_does_not_apply_to_periods_before_2018(store, loaded, folder):
    res = run_rule(store, "DQC.US.0062", loaded[folder])
    assert res.status == "not_evaluable" and "on or after 2018-01-01" in res.reason and res.findings == []


def test_0062_flags_a_change_in_cash_tagged_with_an_extension_element(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    inst = instance_of(path)
    inst.write_bytes(inst.read_bytes().replace(f"us-gaap:{CASH_CHANGE}".encode(), b"aapl:ChangeInCashSeeded"))
    res = run_rule(store, "DQC.US.0062", seed(path, "SEED-0062"))
    assert [(f.element_id, f.role) for f in res.findings] == [
        ("DQC.US.0062.7501", "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFCASHFLOWS")
    ]
    assert CASH_CHANGE in res.findings[0].message


@pytest.mark.parametrize("folder", WITH_CF + BEFORE_2018)
def test_0065_no_shared_filing_presents_interest_paid_in_the_supplemental_section(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0065", acc)
    assert res.status == "evaluated" and res.findings == [] and res.evaluated == 0
    assert "us-gaap:InterestPaid" not in load_view(store, acc).presented_below(
        {"us-gaap:SupplementalCashFlowInformationAbstract"}
    )


def test_0065_flags_interest_paid_in_the_section_unless_interest_paid_net_is_there_too(store, loaded, seed, tmp_path):
    """Apple presents InterestPaidNet in its supplemental section; the copy presents InterestPaid there instead (the
    locator re-pointed) and reports an InterestPaid value: flagged. With InterestPaidNet left in place, an InterestPaid
    added to the section passes."""
    assert "us-gaap:InterestPaidNet" in load_view(store, loaded["aapl-10k-2023"]).presented_below(
        {"us-gaap:SupplementalCashFlowInformationAbstract"}
    )
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    pre = next(p for p in path.iterdir() if p.name.endswith("_pre.xml"))
    pre.write_bytes(pre.read_bytes().replace(b'us-gaap_InterestPaidNet"', b'us-gaap_InterestPaid"'))
    add_fact(path, concept="us-gaap:InterestPaid", context="c-1", value="3800000000")
    res = run_rule(store, "DQC.US.0065", seed(path, "SEED-0065"))
    assert [(f.element_id, f.concept, f.reported) for f in res.findings] == [
        ("DQC.US.0065.7502", "us-gaap:InterestPaid", 3800000000.0)
    ]
    assert "InterestPaidNet is not included in the supplemental cash flow section" in res.findings[0].message
    section = f"{GAAP23}#us-gaap_SupplementalCashFlowInformationAbstract"
    path2 = copy_filing("aapl-10k-2023", tmp_path / "g")
    add_presentation_arcs(
        path2, role="http://www.apple.com/role/SeedSupplemental", arcs=[(section, f"{GAAP23}#us-gaap_InterestPaid")]
    )
    add_fact(path2, concept="us-gaap:InterestPaid", context="c-1", value="3800000000")
    res = run_rule(store, "DQC.US.0065", seed(path2, "SEED-0065-NET"))
    assert res.findings == [] and res.passed == res.evaluated == 1
