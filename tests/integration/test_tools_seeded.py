"""The consistency and plausibility tools on a copy of Apple's 10-K 2023 with errors seeded into its instance.

Seeded (aapl-20230930_htm.xml, contexts c-22 = 2023-09-30 and c-23 = 2022-09-24):
- AssetsNoncurrent c-22: 209017000000 -> 209017000000000 (a thousandfold scale error);
- AssetsCurrent c-22 reported in unit 'shares' instead of 'usd' (a monetary item measured in shares);
- InventoryNet c-22 decimals -6 -> -3 while c-23 keeps -6 (mixed precision for one concept).
The copy keeps Apple's CIK, so the company's other filings give the history; it is unloaded afterwards.
"""

from __future__ import annotations

import re

import pytest

from auditgraph.evals.seeding import copy_filing, instance_of, set_fact
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing, unload_filing
from auditgraph.tools.registry import ToolBox

SEED = "SEED-TOOLS-SIGNALS"
REAL_NONCURRENT_2023 = 209017000000
SEEDED_NONCURRENT_2023 = REAL_NONCURRENT_2023 * 1000


def _edit_attribute(folder, concept_local: str, context: str, old: bytes, new: bytes) -> None:
    path = instance_of(folder)
    text = path.read_bytes()
    pattern = re.compile(rb"<us-gaap:" + concept_local.encode() + rb" contextRef=\"" + context.encode() + rb"\"[^>]*>")
    match = pattern.search(text)
    assert match and old in match.group(0), (concept_local, context)
    path.write_bytes(text[: match.start()] + match.group(0).replace(old, new) + text[match.end() :])


@pytest.fixture(scope="module")
def seeded(store, loaded, shared_data, tmp_path_factory):
    folder = copy_filing(shared_data / "filings" / "aapl-10k-2023", tmp_path_factory.mktemp("seed") / "aapl")
    set_fact(folder, "us-gaap:AssetsNoncurrent", "c-22", str(SEEDED_NONCURRENT_2023))
    _edit_attribute(folder, "AssetsCurrent", "c-22", b'unitRef="usd"', b'unitRef="shares"')
    _edit_attribute(folder, "InventoryNet", "c-22", b'decimals="-6"', b'decimals="-3"')
    load_filing(store, parse_filing(folder, accession=SEED), show_progress=False)
    yield SEED
    unload_filing(store, SEED)


@pytest.fixture(scope="module")
def toolbox(store, session_settings, seeded) -> ToolBox:
    return ToolBox(store, session_settings)


def test_magnitude_check_flags_a_thousandfold_scale_error(toolbox, seeded):
    obs = toolbox.call(
        "check_magnitude_plausibility",
        {"accession": seeded, "concept": "us-gaap:AssetsNoncurrent", "period": "20230930"},
    )
    assert obs["status"] == "ok" and obs["plausible"] is False
    checks = {c["check"]: c for c in obs["checks"]}
    assert checks["history_scale"]["plausible"] is False and 500 < checks["history_scale"]["ratio"] < 2000
    # Assets (352583000000) is the all-positive total AssetsNoncurrent adds into.
    assert checks["exceeds_total"]["plausible"] is False and checks["exceeds_total"]["reference_value"] == 352583000000


def test_temporal_outlier_flags_the_scaled_value_against_the_other_balance_sheet_dates(toolbox, seeded):
    obs = toolbox.call(
        "detect_temporal_outlier", {"accession": seeded, "concept": "us-gaap:AssetsNoncurrent", "period": "20230930"}
    )
    assert obs["status"] == "ok" and obs["is_outlier"] is True
    # The other periods: 2022-09-24 (217350000000, this copy) and 2023-07-01 (212379000000, Apple's 10-Q).
    others = sorted(p["value"] for p in obs["series"] if p["period"] != "20230930")
    assert others == [212379000000, 217350000000]


def test_sibling_math_and_the_calculation_rule_both_see_the_broken_total(toolbox, seeded):
    sib = toolbox.call(
        "check_sibling_math_consistency",
        {"accession": seeded, "concept": "us-gaap:AssetsNoncurrent", "period": "20230930"},
    )
    bad = {c["total"]: c for c in sib["checks"] if not c["consistent"]}
    # Both calculations the scaled value takes part in break: as an addend of Assets and as the total of its
    # own addends (marketable securities, property and equipment, other non-current assets).
    assert sorted(bad) == ["us-gaap:Assets", "us-gaap:AssetsNoncurrent"]
    assert bad["us-gaap:Assets"]["reported"] == 352583000000
    # AssetsCurrent is in shares in the copy, so only the noncurrent addend shares the total's context and unit.
    assert bad["us-gaap:Assets"]["expected"] == SEEDED_NONCURRENT_2023
    assert bad["us-gaap:AssetsNoncurrent"]["expected"] == REAL_NONCURRENT_2023
    calc = toolbox.call("check_calc_tree", {"accession": seeded, "concept": "us-gaap:Assets", "period": "20230930"})
    assert calc["status"] == "ok"
    # DQC.US.0126 and XBRL Calculations 1.1 both see the broken balance-sheet total (issue #25: the calculation
    # checker reports both rules).
    assert sorted((f["rule"], f["concept"], f["reported"]) for f in calc["findings"]) == [
        ("DQC.US.0126", "us-gaap:Assets", 352583000000),
        ("XBRL.CALC11", "us-gaap:Assets", 352583000000),
    ]


def test_unit_check_flags_a_monetary_item_reported_in_shares(toolbox, seeded):
    obs = toolbox.call("check_unit_decimal_consistency", {"accession": seeded, "concept": "us-gaap:AssetsCurrent"})
    assert obs["expected_unit_kind"] == "monetary" and "other filing" in obs["expected_from"]
    assert obs["units"] == {"USD": 1, "shares": 1} and obs["consistent"] is False
    [mismatch] = [i for i in obs["issues"] if i["kind"] == "unit_type_mismatch"]
    assert mismatch["keys"] == [f"{SEED}:320193:us-gaap:AssetsCurrent:20230930:shares"]


def test_unit_check_flags_mixed_decimals_within_one_concept(toolbox, seeded):
    obs = toolbox.call("check_unit_decimal_consistency", {"accession": seeded, "concept": "us-gaap:InventoryNet"})
    assert obs["decimals"] == {"-3": 1, "-6": 1}
    kinds = {i["kind"] for i in obs["issues"]}
    assert "mixed_decimals" in kinds and obs["consistent"] is False
