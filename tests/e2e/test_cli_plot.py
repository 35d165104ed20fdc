"""`auditgraph plot` as a user runs it, on the graph `make demo` builds (Apple's 10-K 2023, Microsoft's 10-K 2015).

aapl-20230930_htm.xml: total assets 352,755m at 2022-09-24 and 352,583m at 2023-09-30.
"""

from __future__ import annotations

from lxml import etree

from tests.e2e.test_cli import run


def test_plot_draws_apples_total_assets_and_prints_the_points_with_their_filing(demo_dir, tmp_path):
    d, _ = demo_dir
    out = tmp_path / "assets.svg"
    proc = run(["plot", "us-gaap:Assets", "--cik", "320193", "--out", str(out)], d, COLUMNS="120")
    assert proc.returncode == 0, proc.stderr
    rows = [line.split() for line in proc.stdout.splitlines() if line.strip().startswith("Apple Inc.")]
    assert [r[2:] for r in rows] == [
        ["2022-09-24", "352,755,000,000", "0000320193-23-000106"],
        ["2023-09-30", "352,583,000,000", "0000320193-23-000106"],
    ]
    assert f"wrote {out} (1 series, 2 points)" in " ".join(proc.stdout.split())
    root = etree.parse(str(out), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()
    [series] = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("id") == "series-0"]
    assert len(series.findall(".//{http://www.w3.org/2000/svg}use")) == 2


def test_plot_refuses_an_unknown_image_type_and_a_concept_nothing_reports(demo_dir, tmp_path):
    d, _ = demo_dir
    bad = run(["plot", "us-gaap:Assets", "--out", str(tmp_path / "a.gif")], d)
    assert bad.returncode == 2 and ".svg or .png" in bad.stderr
    none = run(["plot", "us-gaap:NoSuchConcept", "--out", str(tmp_path / "b.png")], d)
    assert none.returncode == 2 and "no loaded filing reports" in none.stderr
    assert not (tmp_path / "b.png").exists()
