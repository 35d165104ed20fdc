"""A filing's identity covers its whole DTS (issue #28, item 8): a linkbase or company schema changed under the
same accession is different content — refused without --replace, loaded with it — never "already loaded from
the same content" while the graph keeps the old calculation network."""

from __future__ import annotations

import pytest

from auditgraph.ingest.loader import unload_filing
from tests.conftest import filing_path
from tests.faults.conftest import BASE_FOLDER, copy_filing, run_cli_here

ACC = "DTS-NFLX-10Q-2010"
ARC = 'xlink:from="us-gaap_CostOfRevenue" xlink:to="nflx_FulfillmentExpense" order="1.0300" weight="1.00"'


@pytest.fixture
def loaded(fault_settings, fault_store, base_filing):
    r = run_cli_here(
        fault_settings,
        ["ingest", "filing", str(filing_path(BASE_FOLDER)), "--accession", ACC, "--cik", base_filing.cik],
    )
    assert r.code == 0, r.stderr
    yield
    unload_filing(fault_store, ACC)


@pytest.mark.parametrize("change", ["calculation weight", "dropped presentation arc", "company schema"])
def test_a_changed_linkbase_or_schema_under_the_same_accession_is_new_content(
    fault_settings, fault_store, base_filing, loaded, tmp_path, change
):
    before = fault_store.run("ingest.filing_status", {"accession": ACC})[0]["sha256"]
    folder = copy_filing(BASE_FOLDER, tmp_path / BASE_FOLDER)
    if change == "calculation weight":
        cal = folder / "nflx-20100930_cal.xml"
        text = cal.read_text(encoding="utf-8")
        assert text.count(ARC) == 1
        cal.write_text(text.replace(ARC, ARC.replace('weight="1.00"', 'weight="-1.00"')), encoding="utf-8")
    elif change == "dropped presentation arc":
        pre = folder / "nflx-20100930_pre.xml"
        lines = pre.read_text(encoding="utf-8").splitlines(keepends=True)
        arcs = [i for i, line in enumerate(lines) if "<presentationArc" in line]
        del lines[arcs[-1]]
        pre.write_text("".join(lines), encoding="utf-8")
    else:
        xsd = folder / "nflx-20100930.xsd"
        xsd.write_text(
            xsd.read_text(encoding="utf-8").replace(
                "<link:definition>101 - Document - Document and Entity Information</link:definition>",
                "<link:definition>101 - Document - Document and Entity Information (amended)</link:definition>",
            ),
            encoding="utf-8",
        )
    args = ["ingest", "filing", str(folder), "--accession", ACC, "--cik", base_filing.cik]
    same = run_cli_here(fault_settings, args)
    assert same.code == 2 and "already loaded from different content" in same.reason, (
        same.code,
        same.stdout,
        same.stderr,
    )
    replaced = run_cli_here(fault_settings, [*args, "--replace"])
    assert replaced.code == 0 and "replaced" in replaced.stdout, (replaced.stdout, replaced.stderr)
    after = fault_store.run("ingest.filing_status", {"accession": ACC})[0]
    assert after["status"] == "complete" and after["sha256"] != before
    if change == "calculation weight":
        weights = {
            r["weight"]
            for r in fault_store.run(
                "admin.calc_weights",
                {"accession": ACC, "parent": "us-gaap:CostOfRevenue", "child": "nflx:FulfillmentExpense"},
            )
        }
        assert weights == {-1.0}, weights
    # and the same folder again is the same content: nothing changes
    again = run_cli_here(fault_settings, args)
    assert again.code == 0 and "already loaded from the same content" in " ".join(again.stdout.split())
