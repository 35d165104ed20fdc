"""DQC.US.0008 (reversed calculation) on the shared filings and on seeded copies of Apple's 10-K 2023: a company
calculation arc is flagged when the us-gaap release (in the session graph) holds the opposite arc with the same
weight."""

from __future__ import annotations

import pytest

from auditgraph.rules.engine import run_rule
from auditgraph.rules.view import load_view
from tests.rules_support import OLDER_FILINGS as BEFORE_2018
from tests.rules_support import RECENT_FILINGS as FROM_2018
from tests.seeding import add_calc_arcs, copy_filing

GAAP23 = "https://xbrl.fasb.org/us-gaap/2023/elts/us-gaap-2023.xsd"


def _base_reverse(store, parent, child):
    """The release's arcs child → parent with their weights, read here with a plain pattern."""
    rows = store.run_read_only_text(
        "MATCH (c:Concept {qname: $c})-[b:SUMMATION_ITEM]->(p:Concept {qname: $p}) WHERE b.source = 'us-gaap-2024' "
        "RETURN b.weight AS w",
        {"c": child, "p": parent},
        30,
        100,
    )
    return {float(r["w"]) for r in rows}


@pytest.mark.parametrize("folder", FROM_2018)
def test_no_reversed_calculation_on_the_shared_filings_recomputed_arc_by_arc(store, loaded, folder):
    acc = loaded[folder]
    res = run_rule(store, "DQC.US.0008", acc)
    assert res.status == "evaluated" and res.findings == [] and res.passed == res.evaluated > 0
    view = load_view(store, acc)
    for e in view.calc:
        if e.parent != e.child:
            assert e.weight not in _base_reverse(store, e.parent, e.child), (e.role, e.parent, e.child)


@pytest.mark.parametrize("folder", BEFORE_2018)
def test_filings_before_the_effective_date_are_not_evaluable(store, loaded, folder):
    res = run_rule(store, "DQC.US.0008", loaded[folder])
    assert res.status == "not_evaluable" and "on or after 2018-01-01" in res.reason and res.findings == []


def test_a_seeded_reversal_with_the_same_weight_is_flagged_and_one_with_another_weight_is_not(
    store, loaded, seed, tmp_path
):
    assert 1.0 in _base_reverse(store, "us-gaap:AssetsCurrent", "us-gaap:Assets")
    assert _base_reverse(store, "us-gaap:LiabilitiesCurrent", "us-gaap:Liabilities") == {1.0}
    path = copy_filing("aapl-10k-2023", tmp_path / "f")
    role = "http://www.apple.com/role/SeedReversed"
    add_calc_arcs(
        path,
        role=role,
        arcs=[
            (f"{GAAP23}#us-gaap_AssetsCurrent", f"{GAAP23}#us-gaap_Assets", 1.0),  # Assets is a component of its part
            (f"{GAAP23}#us-gaap_LiabilitiesCurrent", f"{GAAP23}#us-gaap_Liabilities", -1.0),
        ],
    )  # reversed, other weight
    acc = seed(path, "SEED-0008-REV")
    res = run_rule(store, "DQC.US.0008", acc)
    assert [(f.element_id, f.concept, f.role) for f in res.findings] == [
        ("DQC.US.0008.6819", "us-gaap:AssetsCurrent", role)
    ]
    assert res.evaluated == run_rule(store, "DQC.US.0008", loaded["aapl-10k-2023"]).evaluated + 2
    assert res.findings[0].message.startswith(
        "The calculation in the extension taxonomy from Assets to AssetsCurrent in "
    )
    assert "opposite of a calculation defined in the base US GAAP taxonomy" in res.findings[0].message
