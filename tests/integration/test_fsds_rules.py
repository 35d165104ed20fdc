"""DQC rules on facts from the SEC's Financial Statement Data Sets: a small data set written in num.txt's own shape,
modelled on rows of the 2009q3 and 2010q2 data sets (accessions named per case), checked as DQC's 2024 .xule would
check the filing's XBRL instance.

What the data set loses and the rules must not read as errors: the decimals attribute (num.txt keeps the value as
filed; DQC.US.0004 compares at the lower decimals with a tolerance of 2 units of that place), and the start date of a
duration (a 10-Q's quarter and its year to date end on the same ``ddate`` and differ only in ``qtrs``). Co-registrant
rows (``coreg``, with their ``LegalEntity=`` segment) are dimensional facts, as the instance's dei:LegalEntityAxis
contexts are.
"""

from __future__ import annotations

import pytest

from auditgraph.ingest.fsds import NUM_COLUMNS, load_dataset, read_dataset
from auditgraph.rules.engine import run_rule

ADSH = "0000000001-10-000001"
SUB = {
    "adsh": ADSH,
    "cik": "1",
    "name": "WRITTEN DATA SET CO",
    "form": "10-Q",
    "period": "20090630",
    "fy": "2009",
    "fp": "Q2",
}
SEINCI = "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"
CI_TOTAL = "ComprehensiveIncomeNetOfTaxIncludingPortionAttributableToNoncontrollingInterest"
CI_NCI = "ComprehensiveIncomeNetOfTaxAttributableToNoncontrollingInterest"
CI = "ComprehensiveIncomeNetOfTax"

# (tag, ddate, qtrs, uom, segments, coreg, value)
ROWS = [
    # 0004.16, 20090630: LSE rounded to hundred-thousands (0000950123-09-027011) -> DQC's tolerance is at least
    # 2 x 100,000 and the 36,000 difference passes; 20081231: the sign of LSE is wrong (0000065984-09-000179).
    ("Assets", "20090630", 0, "USD", "", "", "17770264000"),
    ("LiabilitiesAndStockholdersEquity", "20090630", 0, "USD", "", "", "17770300000"),
    ("Assets", "20081231", 0, "USD", "", "", "36616818000"),
    ("LiabilitiesAndStockholdersEquity", "20081231", 0, "USD", "", "", "-36616818000"),
    # 0004.9282 in millions (0001104659-09-045198): 15,380 + 94 = 15,474 vs 15,473, 1 million apart (tolerance 2).
    (SEINCI, "20090630", 0, "USD", "", "", "15473000000"),
    ("StockholdersEquity", "20090630", 0, "USD", "", "", "15380000000"),
    ("MinorityInterest", "20090630", 0, "USD", "", "", "94000000"),
    # A co-registrant's noncontrolling interest (0000086521-09-000047's shape): its own dimensional context, never
    # an addend of the consolidated sum above.
    ("MinorityInterest", "20090630", 0, "USD", "LegalEntity=Subsidiary;", "Subsidiary", "500000000"),
    # 0004.9285 at ddate 20090228 (0000950123-10-031777): the quarter has no noncontrolling-interest row, the nine
    # months have one; each period adds up on its own.
    (CI_TOTAL, "20090228", 1, "USD", "", "", "190300000"),
    (CI, "20090228", 1, "USD", "", "", "190300000"),
    (CI_TOTAL, "20090228", 3, "USD", "", "", "679800000"),
    (CI, "20090228", 3, "USD", "", "", "679400000"),
    (CI_NCI, "20090228", 3, "USD", "", "", "400000"),
    # 0004.9285 at 20090630 (0001140361-09-017252): both the quarter and the half year deduct the noncontrolling
    # interest instead of adding it: 81 - 21 = 60 vs 102 and 155 - 41 = 114 vs 196 (millions); both are DQC errors.
    (CI_TOTAL, "20090630", 1, "USD", "", "", "102000000"),
    (CI, "20090630", 1, "USD", "", "", "81000000"),
    (CI_NCI, "20090630", 1, "USD", "", "", "-21000000"),
    (CI_TOTAL, "20090630", 2, "USD", "", "", "196000000"),
    (CI, "20090630", 2, "USD", "", "", "155000000"),
    (CI_NCI, "20090630", 2, "USD", "", "", "-41000000"),
    # 0009.24 (0000950123-10-045289): shares outstanding above shares issued, exact counts.
    ("CommonStockSharesOutstanding", "20090630", 0, "shares", "", "", "254109047"),
    ("CommonStockSharesIssued", "20090630", 0, "shares", "", "", "248545188"),
]


def _write(folder, rows):
    folder.mkdir()
    (folder / "sub.txt").write_text("\t".join(SUB) + "\n" + "\t".join(SUB.values()) + "\n")
    lines = ["\t".join(NUM_COLUMNS)]
    for tag, ddate, qtrs, uom, segments, coreg, value in rows:
        lines.append("\t".join([ADSH, tag, "us-gaap/2009", ddate, str(qtrs), uom, segments, coreg, value, ""]))
    (folder / "num.txt").write_text("\n".join(lines) + "\n")
    return folder


@pytest.fixture(scope="module")
def data_set_graph(tmp_path_factory, registry, shared_data):
    """A graph of its own: the FASB DQC rules taxonomy and the written data set."""
    from auditgraph.ingest.dqcrules import load_rules, parse_rules_package
    from auditgraph.store import open_store
    from tests.conftest import make_settings

    store = open_store(make_settings(tmp_path_factory.mktemp("fsds-rules")), registry)
    load_rules(store, parse_rules_package(shared_data / "us-gaap-2024"))
    folder = _write(tmp_path_factory.mktemp("ds") / "written", ROWS)
    assert load_dataset(store, read_dataset(folder)) == {"filings": 1, "facts": len(ROWS)}
    yield store
    store.close()


def _findings(store, rule):
    res = run_rule(store, rule, ADSH)
    assert res.status == "evaluated"
    return res, sorted((f.element_id, f.concept, f.period, f.reported, f.expected) for f in res.findings)


def test_0004_on_a_data_set_reports_what_the_filed_decimals_and_periods_would(data_set_graph):
    res, found = _findings(data_set_graph, "DQC.US.0004")
    assert found == [
        ("DQC.US.0004.16", "us-gaap:Assets", "20081231", 36616818000.0, -36616818000.0),
        ("DQC.US.0004.9285", f"us-gaap:{CI_TOTAL}", "20090630:q1", 102000000.0, 60000000.0),
        ("DQC.US.0004.9285", f"us-gaap:{CI_TOTAL}", "20090630:q2", 196000000.0, 114000000.0),
    ]
    # Passed: Assets = LSE at 20090630, the consolidated equity sum (the co-registrant's row is no addend of it) and
    # the nine months to 20090228; that quarter has no noncontrolling-interest row, so it is no check.
    assert (res.evaluated, res.passed) == (6, 3)


def test_0004_takes_a_data_set_value_as_rounded_where_its_trailing_zeros_say(data_set_graph):
    """17,770,300,000 cannot have been filed with decimals finer than -5: DQC's tolerance is at least 200,000."""
    res = run_rule(data_set_graph, "DQC.US.0004", ADSH, period="20090630")
    assets = [f for f in res.findings if f.concept == "us-gaap:Assets"]
    assert assets == [] and res.evaluated == 2  # 0004.16 and the consolidated 0004.9282, both within tolerance


def test_0009_still_reports_exact_share_counts_out_of_order(data_set_graph):
    _, found = _findings(data_set_graph, "DQC.US.0009")
    assert found == [
        ("DQC.US.0009.24", "us-gaap:CommonStockSharesOutstanding", "20090630", 254109047.0, 248545188.0),
    ]


def test_every_apple_fy2024_data_set_row_shows_decimals_no_finer_than_its_filed_fact(shared_data):
    """What the data-set reading rests on, on the one data set whose instance is shared: each num.txt row's value,
    read as rounded where its trailing zeros say, shows decimals no finer than those of the instance fact it comes
    from (6,400,000,000 filed with decimals -8 shows -8), so its tolerance is never narrower than the filed one."""
    from auditgraph.decimals import decimals_shown_by_value
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.fsds import fsds_segments, month_end_rounded, quarters

    folder, accession = shared_data / "fsds" / "apple-10k-2024", "0000320193-24-000123"
    filed: dict[tuple, list[str]] = {}
    for r in parse_filing(folder, accession=accession).fact_rows:
        p = r["props"]
        if not p["numeric"] or p["value"] is None:
            continue
        end, q = (p["instant"], 0) if p["period_type"] == "instant" else (p["end"], quarters(p["start"], p["end"]))
        key = (p["concept"].split(":", 1)[1], month_end_rounded(end), q, fsds_segments(p["dims"]))
        filed.setdefault(key, []).append(p["decimals"])
    rows = [r for r in read_dataset(folder, accession).num.itertuples(index=False) if r.value]
    assert len(rows) > 350
    for r in rows:
        shown = int(decimals_shown_by_value(r.value))
        decimals = filed[(r.tag, r.ddate, int(r.qtrs), r.segments)]
        assert any(d == "INF" or shown <= int(d) for d in decimals), (r.tag, r.value, decimals)


def test_a_2010_filing_writes_every_value_rounded_to_its_decimals(shared_data):
    from auditgraph.decimals import decimals_shown_by_value
    from auditgraph.ingest.filing import parse_filing

    facts = [
        r["props"]
        for r in parse_filing(shared_data / "filings" / "nflx-10q-2010").fact_rows
        if r["props"]["numeric"] and r["props"]["value"] and r["props"]["decimals"] not in (None, "INF")
    ]
    assert len(facts) > 250
    assert all(int(decimals_shown_by_value(p["value"])) <= int(p["decimals"]) for p in facts)
