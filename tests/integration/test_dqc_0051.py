"""DQC.US.0051 (income tax items deducted from a before-tax total) on the shared filings — none of their calculations
reaches a tax item from those totals, checked here — and on a seeded copy of Apple's 10-K 2023."""

from __future__ import annotations

import pytest

from auditgraph.rules import dqc_0051
from auditgraph.rules.engine import run_rule
from auditgraph.rules.ruledata import load_rule_data
from auditgraph.rules.view import load_view
from tests.rules_support import SHARED_FILINGS
from tests.seeding import add_calc_arcs, copy_filing

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd#us-gaap_"


@pytest.mark.parametrize("folder", SHARED_FILINGS)
def test_no_tax_item_below_a_before_tax_total_on_the_shared_filings(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0051", acc)
    data = load_rule_data(store, "DQC.US.0051")
    view = load_view(store, acc)
    paths = [
        p
        for total in data.concepts("BeforeTaxItems")
        for tree in view.calc_by_role.values()
        for p in dqc_0051.weighted_paths(tree, total, set(data.concepts("CalculationCheck")))
    ]
    assert res.findings == [] and res.evaluated == len(paths) and res.passed == res.evaluated


def test_a_deducted_tax_item_is_flagged_and_a_doubly_negated_one_is_not(store, loaded, seed, tmp_path):
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedBeforeTax"
    pretax = "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (f"{GAAP23}{pretax}", f"{GAAP23}IncomeTaxExpenseBenefit", -1.0),
            (f"{GAAP23}IncomeLossAttributableToParent", f"{GAAP23}OtherNonoperatingIncomeExpense", -1.0),
            (f"{GAAP23}OtherNonoperatingIncomeExpense", f"{GAAP23}CurrentIncomeTaxExpenseBenefit", -1.0),
        ],
    )
    res = run_rule(store, "DQC.US.0051", seed(path, "SEED-0051"))
    assert [(f.element_id, f.concept, f.role) for f in res.findings] == [
        ("DQC.US.0051.7486", f"us-gaap:{pretax}", role)
    ]
    assert res.findings[0].message.startswith(
        "us-gaap:IncomeTaxExpenseBenefit should not be included in the calculation"
    )
    assert res.evaluated == 2 and res.passed == 1
