"""Hostile and broken filings given to `auditgraph ingest filing`, as an attacker or a clumsy user would.

Every case: exit code 2, a one-line reason on stderr that names the offending file, and the graph's counts
exactly what they were (a real filing is loaded beforehand, so "unchanged" is not "empty").
"""

from __future__ import annotations

import http.server
import os
import re
import stat
import threading
import zipfile
from pathlib import Path

import pytest

from tests.faults.conftest import copy_filing, graph_counts, run_cli, run_cli_here, run_cli_measured, strict_flag

INSTANCE = """<?xml version="1.0" encoding="UTF-8"?>
<xbrl xmlns="http://www.xbrl.org/2003/instance" xmlns:iso4217="http://www.xbrl.org/2003/iso4217"
      xmlns:us-gaap="http://fasb.org/us-gaap/2024" xmlns:dei="http://xbrl.sec.gov/dei/2024">
  <context id="c1"><entity><identifier scheme="http://www.sec.gov/CIK">0000999999</identifier></entity>
    <period>{period}</period></context>
  <unit id="usd"><measure>iso4217:USD</measure></unit>
  <dei:EntityRegistrantName contextRef="c1">Hostile Test Co</dei:EntityRegistrantName>
  <us-gaap:Assets contextRef="{ctx}" unitRef="{unit}" decimals="{decimals}">{value}</us-gaap:Assets>
  {extra}
</xbrl>
"""
GOOD = dict(
    period="<startDate>2023-01-01</startDate><endDate>2023-12-31</endDate>",
    ctx="c1",
    unit="usd",
    decimals="-6",
    value="1000000",
    extra="",
)


def instance(**changes: str) -> bytes:
    return INSTANCE.format(**{**GOOD, **changes}).encode()


def write_instance(folder: Path, data: bytes, name: str = "hostile-20231231.xml") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    return folder


def test_the_template_instance_is_valid_so_each_case_fails_for_its_own_reason(tmp_path):
    from auditgraph.ingest.filing import parse_filing

    parsed = parse_filing(write_instance(tmp_path / "good", instance()), accession="HOSTILE-CONTROL")
    assert [r["props"]["value"] for r in parsed.fact_rows if r["concept"] == "us-gaap:Assets"] == [1_000_000.0]


# ------------------------------------------------------------------------------------------------ builders
def zip_of(path: Path, members: dict[str, bytes | int], *, compression=zipfile.ZIP_DEFLATED) -> Path:
    """A zip; an int member is that many zero bytes, streamed in (never held in memory)."""
    with zipfile.ZipFile(path, "w", compression=compression) as zf:
        for name, body in members.items():
            if isinstance(body, int):
                with zf.open(zipfile.ZipInfo(name), "w", force_zip64=True) as fh:
                    chunk = b"\0" * (1 << 20)
                    for _ in range(body // len(chunk)):
                        fh.write(chunk)
            else:
                zf.writestr(name, body)
    return path


def _deflated(info_name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(info_name)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def case_zip_bomb_ratio(tmp: Path):
    # 192 MiB of zeros deflate to ~190 KB (ratio ~1000): refused once 4 MB inflated show a ratio over 100.
    path = tmp / "bomb.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("hostile-20231231.xml", instance())
        with zf.open(_deflated("zeros.xml"), "w", force_zip64=True) as fh:
            chunk = b"\0" * (1 << 20)
            for _ in range(192):
                fh.write(chunk)
    return path, "zeros.xml", r"more than 100× its compressed size.*zip bomb", {}


def case_zip_bomb_absolute(tmp: Path):
    # Incompressible bytes: the ratio is ~1, the absolute per-document limit (lowered to 2 MB) refuses it.
    path = tmp / "big.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("hostile-20231231.xml", instance())
        zf.writestr("noise.xml", os.urandom(3 << 20))
    return path, "noise.xml", r"2097152-byte limit for one document.*zip bomb", {"AUDITGRAPH_INGEST_MAX_FILE_MB": "2"}


def case_zip_bomb_archive_total(tmp: Path):
    path = tmp / "many.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("hostile-20231231.xml", instance())
        for i in range(4):
            zf.writestr(f"part{i}.xml", os.urandom(1 << 20))
    return path, "many.zip", r"3145728-byte limit for one archive", {"AUDITGRAPH_INGEST_MAX_ARCHIVE_MB": "3"}


def case_zip_slip(tmp: Path):
    return (
        zip_of(tmp / "slip.zip", {"hostile-20231231.xml": instance(), "../../evil.xml": b"<x/>"}),
        "../../evil.xml",
        r"zip-slip",
        {},
    )


def case_zip_absolute_path(tmp: Path):
    return zip_of(tmp / "abs.zip", {"/etc/evil.xml": b"<x/>"}), "/etc/evil.xml", r"absolute path", {}


def case_zip_symlink_entry(tmp: Path):
    path = tmp / "link.zip"
    with zipfile.ZipFile(path, "w") as zf:
        info = zipfile.ZipInfo("passwd.xml")
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        zf.writestr(info, "/etc/passwd")
    return path, "passwd.xml", r"symbolic link", {}


def case_symlink_in_folder(tmp: Path):
    folder = write_instance(tmp / "linked", instance())
    (folder / "extra_lab.xml").symlink_to("/etc/passwd")
    return folder, "extra_lab.xml", r"symbolic link.*regular files", {}


def case_fifo_in_folder(tmp: Path):
    folder = write_instance(tmp / "fifo", instance())
    os.mkfifo(folder / "pipe_cal.xml")  # opening it for reading would block forever
    return folder, "pipe_cal.xml", r"a FIFO", {}


def case_file_over_the_size_limit(tmp: Path):
    folder = write_instance(tmp / "large", instance(extra="<!--" + "x" * (2 << 20) + "-->"))
    return (
        folder,
        "hostile-20231231.xml",
        r"2097152-byte limit for one document",
        {"AUDITGRAPH_INGEST_MAX_FILE_MB": "2"},
    )


def case_not_utf8(tmp: Path):
    data = instance().replace(b"Hostile Test Co", "Hostile Caf\u00e9".encode("latin-1"))
    return write_instance(tmp / "latin1", data), "hostile-20231231.xml", r"Invalid bytes in character encoding", {}


def case_misdeclared_encoding(tmp: Path):
    data = instance().replace(b'encoding="UTF-8"', b'encoding="UTF-16"')
    return write_instance(tmp / "utf16", data), "hostile-20231231.xml", r"not well-formed XML", {}


def case_unknown_encoding(tmp: Path):
    data = instance().replace(b'encoding="UTF-8"', b'encoding="x-klingon"')
    return write_instance(tmp / "klingon", data), "hostile-20231231.xml", r"not well-formed XML", {}


def case_binary_garbage_named_xml(tmp: Path):
    folder = tmp / "garbage"
    folder.mkdir()
    (folder / "garbage.xml").write_bytes(bytes(range(256)) * 64)
    return folder, "garbage.xml", r"no XBRL instance.*garbage.xml: not well-formed XML", {}


def case_external_dtd_file(tmp: Path):
    dtd = tmp / "evil.dtd"
    dtd.write_text('<!ENTITY leak SYSTEM "file:///etc/passwd">')
    data = instance().replace(b"<xbrl ", f'<!DOCTYPE xbrl SYSTEM "{dtd.as_uri()}">\n<xbrl '.encode(), 1)
    return write_instance(tmp / "dtdfile", data), "hostile-20231231.xml", r"external DTD \(SYSTEM", {}


def case_billion_laughs(tmp: Path):
    entities = '<!ENTITY lol "lol">' + "".join(
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">' for i in range(1, 10)
    )
    data = instance(value="&lol9;").replace(b"<xbrl ", f"<!DOCTYPE xbrl [{entities}]>\n<xbrl ".encode(), 1)
    return write_instance(tmp / "laughs", data), "hostile-20231231.xml", r"declares XML entities", {}


def case_context_without_period(tmp: Path):
    data = instance().replace(b"<period><startDate>2023-01-01</startDate><endDate>2023-12-31</endDate></period>", b"")
    return write_instance(tmp / "noperiod", data), "hostile-20231231.xml", r"context 'c1' has no period", {}


def case_context_ending_before_it_starts(tmp: Path):
    data = instance(period="<startDate>2023-12-31</startDate><endDate>2023-01-01</endDate>")
    return write_instance(tmp / "backwards", data), "hostile-20231231.xml", r"ends \(2023-01-01\) before it starts", {}


def case_context_with_an_impossible_date(tmp: Path):
    data = instance(period="<instant>2023-02-30</instant>")
    return write_instance(tmp / "feb30", data), "hostile-20231231.xml", r"invalid date '2023-02-30'", {}


def case_duplicate_context_id(tmp: Path):
    dup = (
        '<context id="c1"><entity><identifier scheme="http://www.sec.gov/CIK">0000999999</identifier></entity>'
        "<period><instant>2023-12-31</instant></period></context>"
    )
    return (
        write_instance(tmp / "dupctx", instance(extra=dup)),
        "hostile-20231231.xml",
        r"context id 'c1' is used twice",
        {},
    )


def case_duplicate_unit_id(tmp: Path):
    dup = '<unit id="usd"><measure>iso4217:EUR</measure></unit>'
    return (
        write_instance(tmp / "dupunit", instance(extra=dup)),
        "hostile-20231231.xml",
        r"unit id 'usd' is used twice",
        {},
    )


def case_fact_without_context(tmp: Path):
    return (
        write_instance(tmp / "noctx", instance(ctx="nowhere")),
        "hostile-20231231.xml",
        r"undefined contexts \['nowhere'\]",
        {},
    )


def case_fact_without_unit(tmp: Path):
    return (
        write_instance(tmp / "nounit", instance(unit="nowhere")),
        "hostile-20231231.xml",
        r"undefined contexts \[\] / units \['nowhere'\]",
        {},
    )


def case_absurd_decimals(tmp: Path):
    return (
        write_instance(tmp / "decimals", instance(decimals="999999999")),
        "hostile-20231231.xml",
        r"decimals=999999999, a precision no reported number carries",
        {},
    )


def case_decimals_not_an_integer(tmp: Path):
    return (
        write_instance(tmp / "decimals2", instance(decimals="lots")),
        "hostile-20231231.xml",
        r"decimals='lots', not INF or an integer",
        {},
    )


def case_value_too_large_for_a_number(tmp: Path):
    return (
        write_instance(tmp / "overflow", instance(value="1e400", decimals="INF")),
        "hostile-20231231.xml",
        r"too large to represent",
        {},
    )


def case_value_python_would_accept(tmp: Path):
    return (
        write_instance(tmp / "underscore", instance(value="1_000")),
        "hostile-20231231.xml",
        r"non-numeric value '1_000'",
        {},
    )


CASES = {name[5:]: fn for name, fn in sorted(globals().items()) if name.startswith("case_")}
# Invalid contexts and facts: the default mode loads the valid rest and reports them (tests/integration/
# test_ingest_invalid_parts.py); with --strict they refuse the filing, which is what these cases check.
STRICT_CASES = {
    "context_without_period",
    "context_ending_before_it_starts",
    "context_with_an_impossible_date",
    "duplicate_context_id",
    "duplicate_unit_id",
    "fact_without_context",
    "fact_without_unit",
    "absurd_decimals",
    "decimals_not_an_integer",
    "value_too_large_for_a_number",
    "value_python_would_accept",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_input_is_refused_by_name_with_exit_2_and_the_graph_unchanged(
    case, tmp_path, fault_settings, fault_store, base_filing
):
    path, names, reason, env = CASES[case](tmp_path)
    before = graph_counts(fault_store)
    args = ["ingest", "filing", str(path), "--accession", f"HOSTILE-{case.upper()}"]
    if case in STRICT_CASES:
        args += strict_flag(fault_settings)
    result = run_cli_here(fault_settings, args, **env)
    assert result.code == 2, (result.code, result.stderr)
    assert result.reason.startswith("error: ") and names in result.reason, result.reason
    assert re.search(reason, result.reason), result.reason
    assert graph_counts(fault_store) == before
    assert not fault_store.run("ingest.filing_status", {"accession": f"HOSTILE-{case.upper()}"})


class _CountingDTDServer(http.server.BaseHTTPRequestHandler):
    hits: list[str] = []

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self.hits.append(self.path)
        body = b'<!ENTITY leak "fetched">'
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


def test_an_http_dtd_is_refused_and_never_fetched(tmp_path, fault_settings, fault_store, base_filing):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _CountingDTDServer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/evil.dtd"
        data = instance(value="1000000").replace(b"<xbrl ", f'<!DOCTYPE xbrl SYSTEM "{url}">\n<xbrl '.encode(), 1)
        folder = write_instance(tmp_path / "httpdtd", data)
        before = graph_counts(fault_store)
        result = run_cli_here(fault_settings, ["ingest", "filing", str(folder), "--accession", "HOSTILE-HTTP-DTD"])
        assert result.code == 2 and "hostile-20231231.xml" in result.reason and url in result.reason, result.reason
        # Below the refusal, the parser itself never loads a DTD or touches the network.
        from lxml import etree

        from auditgraph.ingest.xmlsafe import _parser

        root = etree.fromstring(data, _parser())
        assert root is not None
        assert _CountingDTDServer.hits == []
        assert graph_counts(fault_store) == before
    finally:
        server.shutdown()


def test_a_changed_file_under_a_loaded_accession_is_refused_naming_it(
    tmp_path, fault_settings, fault_store, base_filing
):
    changed = copy_filing("nflx-10q-2010", tmp_path / "changed")
    inst = changed / "nflx-20100930.xml"
    inst.write_bytes(inst.read_bytes().replace(b"</xbrl>", b"<!-- amended --></xbrl>"))
    before = graph_counts(fault_store)
    result = run_cli(
        fault_settings,
        ["ingest", "filing", str(changed), "--accession", base_filing.accession, "--cik", base_filing.cik],
    )
    assert result.code == 2, result.stderr
    assert "nflx-20100930.xml" in result.reason and "already loaded from different content" in result.reason
    assert graph_counts(fault_store) == before
    assert fault_store.run("admin.filing_counts", {"accession": base_filing.accession})[0]["facts"] == 303


def _stream_file(path: Path, head: bytes, filler: bytes, size: int, tail: bytes) -> None:
    chunk = filler * ((1 << 20) // len(filler))
    with open(path, "wb") as fh:
        fh.write(head)
        written = 0
        while written < size:
            fh.write(chunk)
            written += len(chunk)
        fh.write(tail)


@pytest.mark.parametrize(
    "filler, size_mb, limit_mb, reason",
    [
        (b"x", 300, None, r"over the 134217728-byte limit for one document"),  # a 300 MB text node: refused by size
        (b" \t\n", 300, None, r"over the 134217728-byte limit for one document"),  # a 300 MB whitespace run
        (b"x", 40, None, r"Text node too long"),  # under the size limit: libxml2's 10 MB text-node cap refuses it
        (b" ", 40, None, r"Text node too long"),
    ],
)
def test_huge_text_nodes_and_whitespace_runs_are_refused_in_bounded_memory(
    filler, size_mb, limit_mb, reason, tmp_path, fault_settings, fault_store, base_filing
):
    folder = tmp_path / "huge"
    folder.mkdir()
    head, tail = instance().split(b"Hostile Test Co")
    _stream_file(folder / "huge-20231231.xml", head, filler, size_mb << 20, tail)
    before = graph_counts(fault_store)
    result = run_cli_measured(fault_settings, ["ingest", "filing", str(folder), "--accession", "HOSTILE-HUGE"])
    assert result.code == 2, result.stderr
    assert "huge-20231231.xml" in result.reason and re.search(reason, result.reason), result.reason
    # Peak RSS of the whole CLI process (Python + lxml + the document): bounded by the per-document limit,
    # not by the file (refused by size: nothing read). Under the limit, the bytes are read once and libxml2
    # stops at 10 MB of text.
    bound = 100 if size_mb > 128 else 100 + 3 * size_mb
    assert result.peak_rss_mb < bound, f"peak RSS {result.peak_rss_mb:.0f} MB for a {size_mb} MB document"
    print(f"{size_mb} MB {filler!r} document: refused, peak RSS {result.peak_rss_mb:.0f} MB")
    assert graph_counts(fault_store) == before


def test_a_taxonomy_zip_bomb_is_refused_while_inflating(tmp_path, fault_settings, fault_store, base_filing):
    path, name, reason, _ = case_zip_bomb_ratio(tmp_path)
    before = graph_counts(fault_store)
    result = run_cli_here(fault_settings, ["ingest", "taxonomy", str(path)])
    assert result.code == 2 and name in result.reason and re.search(reason, result.reason), result.reason
    assert graph_counts(fault_store) == before
