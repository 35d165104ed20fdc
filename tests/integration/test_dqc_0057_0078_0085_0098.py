"""DQC.US.0057 (cash flow opening and closing balances), 0078 (ownership interest without the ownership axis), 0085
(deferred tax footnote concepts on the face statements) and 0098 (revenue recognized above the opening contract
liability) on the shared filings, recomputed from their facts and linkbases, and on seeded copies of Apple's 10-K 2023."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS as BEFORE_2018
from tests.rules_support import RECENT_FILINGS as FROM_2018
from tests.seeding import add_calc_arcs, add_fact, add_member_fact, add_presentation_arcs, copy_filing, set_fact

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"
RULES = ["DQC.US.0057", "DQC.US.0078", "DQC.US.0085", "DQC.US.0098"]
CF_ROLE = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFCASHFLOWS"
RR, CL = "us-gaap:ContractWithCustomerLiabilityRevenueRecognized", "us-gaap:ContractWithCustomerLiability"


def _opening(view, f):
    day = (date.fromisoformat(f.start) - timedelta(days=1)).isoformat()
    return next((b for b in view.by_concept.get(CL, []) if b.instant == day and b.dims == f.dims), None)


@pytest.mark.parametrize("folder", FROM_2018)
def test_no_finding_on_the_2018_and_later_filings_and_each_check_recomputes(store, loaded, folder):
    acc = loaded[folder]
    view = load_view(store, acc)
    for rule in RULES:
        res = run_rule(store, rule, acc, view=view)
        assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated, rule
    for f in view.by_concept.get(RR, []):  # 0098: recognized ≤ opening balance wherever the opening is reported
        o = _opening(view, f)
        assert o is None or f.value <= o.value
    for c in (
        "us-gaap:MinorityInterestOwnershipPercentageByParent",
        "us-gaap:MinorityInterestOwnershipPercentageByNoncontrollingOwners",
    ):
        assert all("srt:OwnershipAxis" in f.axes for f in view.by_concept.get(c, []))


@pytest.mark.parametrize("folder", BEFORE_2018)
def test_0057_and_0085_do_not_apply_to_the_older_filings(store, loaded, folder):
    for rule in ("DQC.US.0057", "DQC.US.0085"):
        res = run_rule(store, rule, loaded[folder])
        assert res.status == "not_evaluable" and res.findings == [], rule


def test_msft_2015_deferred_income_tax_liabilities_net_has_no_calculation_parent_but_predates_0085(store, loaded):
    """What 0085.9363 would flag in Microsoft's 2015 10-K — DeferredIncomeTaxLiabilitiesNet is only a calculation
    total there (of the tax footnote), never a component — is outside the rule's time: it is not evaluable."""
    view = load_view(store, loaded["msft-10k-2015"])
    assert view.by_concept.get("us-gaap:DeferredIncomeTaxLiabilitiesNet")
    assert not [e for e in view.calc if e.child == "us-gaap:DeferredIncomeTaxLiabilitiesNet"]
    assert [e for e in view.calc if e.parent == "us-gaap:DeferredIncomeTaxLiabilitiesNet"]
    assert "2020-01-03" in run_rule(store, "DQC.US.0085", loaded["msft-10k-2015"]).reason


def test_0057_flags_a_cash_flow_statement_without_a_restricted_cash_balance(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    pre = next(p for p in path.iterdir() if p.name.endswith("_pre.xml"))
    pre.write_bytes(
        pre.read_bytes().replace(
            b'us-gaap_CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents"',
            b'us-gaap_CashAndCashEquivalentsAtCarryingValue"',
        )
    )
    res = run_rule(store, "DQC.US.0057", seed(path, "SEED-0057"))
    assert [(f.element_id, f.role) for f in res.findings] == [("DQC.US.0057.9728", CF_ROLE)]
    assert "CashAndCashEquivalentsAtCarryingValue" in res.findings[0].message.split("Instead")[1]


def test_0078_flags_an_ownership_percentage_without_the_ownership_axis(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    c = "us-gaap:MinorityInterestOwnershipPercentageByParent"
    add_fact(path, concept=c, context="c-1", value="0.8", unit_id="number", decimals="2")
    add_member_fact(
        path,
        axis="srt:OwnershipAxis",
        member="aapl:SeedSubsidiaryMember",
        concept=c,
        like_context="c-1",
        new_context="seed-own",
        value="0.6",
        unit_id="number",
        decimals="2",
    )
    res = run_rule(store, "DQC.US.0078", seed(path, "SEED-0078"))
    assert [(f.element_id, f.concept, f.dims, f.reported) for f in res.findings] == [("DQC.US.0078.7655", c, [], 0.8)]
    assert res.evaluated == 2 and res.passed == 1


def test_0085_flags_a_footnote_tax_concept_on_the_balance_sheet_and_below_assets(store, loaded, seed, tmp_path):
    clean = load_view(store, loaded["aapl-10k-2023"])
    facts = clean.by_concept["us-gaap:DeferredTaxAssetsNet"]
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    add_presentation_arcs(
        path,
        role="http://www.apple.com/role/CONSOLIDATEDBALANCESHEETS",
        arcs=[(f"{GAAP23}AssetsNoncurrentAbstract", f"{GAAP23}DeferredTaxAssetsNet")],
    )
    add_calc_arcs(
        path,
        role="http://www.apple.com/role/SeedTaxCalc",
        arcs=[(f"{GAAP23}Assets", f"{GAAP23}DeferredTaxAssetsNet", 1.0)],
    )
    res = run_rule(store, "DQC.US.0085", seed(path, "SEED-0085"))
    got = sorted((f.element_id, f.concept, f.period) for f in res.findings)
    assert got == sorted(
        [("DQC.US.0085.9361", "us-gaap:DeferredTaxAssetsNet", "")]
        + [("DQC.US.0085.9364", "us-gaap:DeferredTaxAssetsNet", f.period) for f in facts]
    )


def test_0098_flags_revenue_recognized_above_the_opening_contract_liability(store, loaded, seed, tmp_path):
    clean = load_view(store, loaded["aapl-10k-2023"])
    f = next(f for f in sorted(clean.by_concept[RR], key=lambda f: f.key) if _opening(clean, f) is not None)
    opening = _opening(clean, f)
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    bigger = opening.value + Decimal(1_000_000_000)
    set_fact(path, RR, f.context_id, f"{bigger:f}")
    res = run_rule(store, "DQC.US.0098", seed(path, "SEED-0098"))
    assert [(x.element_id, x.concept, x.period, x.reported, x.expected) for x in res.findings] == [
        ("DQC.US.0098.9531", RR, f.period, float(bigger), float(opening.value))
    ]
    path2 = copy_filing("aapl-10k-2023", tmp_path / "g")
    set_fact(path2, RR, f.context_id, f"{opening.value:f}")  # equal to the opening balance: allowed
    assert run_rule(store, "DQC.US.0098", seed(path2, "SEED-0098-EQ")).findings == []
