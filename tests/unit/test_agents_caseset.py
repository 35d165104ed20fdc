"""Case set building blocks on the bundled sample filing: seeding a copy, the independent gold reading.

cli/sample/acme-10k/acme-20231231.xml (I2023): Assets 4,000k = AssetsCurrent 1,200k +
AssetsNoncurrent 2,800k; LiabilitiesAndStockholdersEquity 4,000k but Liabilities 1,500k +
StockholdersEquity 2,490k = 3,990k (the sample's deliberate calculation error).
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from auditgraph.errors import InputError
from auditgraph.evals.caseset_plans import MAX_ACCESSION, Limits, _changed, seeded_accession
from auditgraph.evals.goldview import FilingView
from auditgraph.evals.seeding import copy_filing, instance_of, set_fact
from auditgraph.ingest.filing import parse_filing
from auditgraph.tools.models import ACCESSION_PATTERN
from tests.conftest import SHARED

SAMPLE = Path(__file__).resolve().parents[2] / "cli" / "sample" / "acme-10k"
LONG = "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect"


def test_seeded_accessions_are_readable_stable_and_fit_the_tools_accession_pattern():
    assert (
        seeded_accession("DQC.US.0126", "aapl-10k-2023", "us-gaap:Assets", "20230930")
        == "EVAL-0126-aapl-10k-2023-assets-20230930"
    )
    long_a = seeded_accession("DQC.US.0126", "aapl-10k-2023", LONG, "20220925-20230930")
    long_b = seeded_accession("DQC.US.0126", "aapl-10k-2023", LONG, "20210926-20220924")
    assert long_a == seeded_accession("DQC.US.0126", "aapl-10k-2023", LONG, "20220925-20230930")
    assert long_a != long_b and all(
        len(a) <= MAX_ACCESSION and re.fullmatch(ACCESSION_PATTERN, a) for a in (long_a, long_b)
    )


def test_a_seeded_change_keeps_the_sign_so_that_only_the_intended_rule_is_broken():
    assert _changed(Decimal(5000), Decimal(1000), raise_first=False) == (Decimal(4000), "lowered")
    assert _changed(Decimal(500), Decimal(1000), raise_first=False) == (Decimal(1500), "raised")
    assert _changed(Decimal(-500), Decimal(1000), raise_first=True) == (Decimal(-1500), "lowered")
    assert Limits.capped(1).seeded_0126 == 1 and Limits.capped(1).consistent_0126 == 1


def test_set_fact_edits_only_the_copy_and_the_parse_of_the_copy_sees_it(tmp_path):
    before = (SAMPLE / "acme-20231231.xml").read_bytes()
    copy = copy_filing(SAMPLE, tmp_path / "copy")
    assert set_fact(copy, "us-gaap:Assets", "I2023", "5000000") == 1
    assert (SAMPLE / "acme-20231231.xml").read_bytes() == before
    assert instance_of(copy).name == "acme-20231231.xml"
    rows = {r["props"]["concept"]: r["props"]["value"] for r in parse_filing(copy, accession="T").fact_rows}
    assert rows["us-gaap:Assets"] == 5_000_000 and rows["us-gaap:AssetsCurrent"] == 1_200_000
    with pytest.raises(InputError, match="not found"):
        set_fact(copy, "us-gaap:Assets", "NO-SUCH-CONTEXT", "1")
    with pytest.raises(InputError, match="into itself"):
        copy_filing(copy, copy / "inner")


def test_the_gold_view_reads_the_sample_calculations_without_the_rule_engine():
    if not (SHARED / "dqc").is_dir():
        pytest.skip("the DQC.US.0015 lists are in the shared data")
    view = FilingView(parse_filing(SAMPLE, accession="T"), SHARED / "dqc")
    assert [r.rsplit("/", 1)[-1] for r in view.checked_calc_roles] == ["BalanceSheet", "Operations"]
    totals = {t.fact.concept: t for t in view.calc_totals()}
    assets = totals["us-gaap:Assets"]
    assert assets.expected == assets.fact.value == 4_000_000 and assets.top_level
    lse = totals["us-gaap:LiabilitiesAndStockholdersEquity"]
    assert (lse.fact.value, lse.expected) == (4_000_000, 3_990_000)
    assert view.clean("us-gaap:Assets", "20231231")
    assert not view.clean("us-gaap:LiabilitiesAndStockholdersEquity", "20231231")
    assert view.tables == []  # no ProductOrServiceAxis table on the sample's statements
