"""The smaller items of issue #28 (item 9): a limit for one whole ingest (not only per archive), a DOCTYPE however
far or however encoded, /health without a key, the Browser guide's :style address, exports onto a full disk."""

from __future__ import annotations

import os
import re
import zipfile

import httpx
import pytest

from auditgraph.api.app import create_app
from tests.e2e.live_server import serve_in_thread
from tests.faults.conftest import graph_counts, run_cli_here
from tests.faults.test_hostile_input import instance, write_instance

KEY = "smaller-faults-key-61aa"


# ------------------------------------------------------------------------------------- one ingest, many zips
def test_a_folder_of_zips_each_within_its_limits_is_refused_past_the_limit_for_one_ingest(
    tmp_path, fault_settings, fault_store, base_filing
):
    folder = tmp_path / "six-zips"
    folder.mkdir()
    for i in range(6):  # 1 MiB of incompressible bytes each: each zip far below the 3 MiB archive limit
        with zipfile.ZipFile(folder / f"part{i}.zip", "w", compression=zipfile.ZIP_DEFLATED) as zf:
            if i == 0:
                zf.writestr("hostile-20231231.xml", instance())
            zf.writestr(f"noise{i}.txt", os.urandom(1 << 20))
    before = graph_counts(fault_store)
    r = run_cli_here(
        fault_settings,
        ["ingest", "filing", str(folder), "--accession", "HOSTILE-SIX-ZIPS"],
        AUDITGRAPH_INGEST_MAX_ARCHIVE_MB="3",
        AUDITGRAPH_INGEST_MAX_TOTAL_MB="4",
    )
    assert r.code == 2 and "limit for one ingest" in r.reason, (r.code, r.stderr)
    assert re.search(r"part[3-5]\.zip", r.reason), r.reason  # named where the budget ran out
    assert graph_counts(fault_store) == before


# ----------------------------------------------------------------------------------------- DOCTYPE anywhere
_LAUGHS = (
    '<!DOCTYPE xbrl [<!ENTITY lol "lol">'
    + "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">' for i in range(1, 10))
    + "]>"
)


def _with_prolog(prolog: str) -> str:
    text = instance().decode()
    head, _, rest = text.partition("\n")  # the XML declaration, then the document
    return head + "\n" + prolog + "\n" + rest


@pytest.mark.parametrize(
    "case", ["after a 70 KB comment", "utf-16", "utf-16 after a 70 KB comment", "external dtd after a 70 KB comment"]
)
def test_a_doctype_is_refused_however_far_into_the_prolog_and_however_encoded(
    case, tmp_path, fault_settings, fault_store, base_filing
):
    comment = "<!--" + "x" * (70 * 1024) + "-->" if "comment" in case else ""
    doctype = '<!DOCTYPE xbrl SYSTEM "file:///etc/passwd">' if "external" in case else _LAUGHS
    text = _with_prolog(comment + doctype)
    if "utf-16" in case:
        data = text.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16")
    else:
        data = text.encode()
    before = graph_counts(fault_store)
    r = run_cli_here(
        fault_settings,
        [
            "ingest",
            "filing",
            str(write_instance(tmp_path / "dt", data)),
            "--accession",
            "HOSTILE-DOCTYPE-" + re.sub(r"[^a-z0-9]+", "-", case),
        ],
    )
    assert r.code == 2, (case, r.code, r.stdout, r.stderr)
    assert re.search(r"declares XML entities|external DTD", r.reason), (case, r.reason)
    assert graph_counts(fault_store) == before


def test_a_utf16_document_without_a_doctype_is_not_refused_for_one(tmp_path):
    from auditgraph.ingest.xmlsafe import refuse_doctype

    text = _with_prolog("<!--" + "x" * (70 * 1024) + "-->").replace('encoding="UTF-8"', 'encoding="UTF-16"')
    refuse_doctype(text.encode("utf-16"), "plain.xml")  # no DOCTYPE: nothing to refuse


# ------------------------------------------------------------------------------------------ API: health, guide
@pytest.fixture(scope="module")
def base_url(fault_settings, fault_store, base_filing):
    settings = fault_settings.model_copy(update={"api_keys": [KEY]})
    with serve_in_thread(create_app(settings, store=fault_store)) as url:
        yield url


def test_health_without_a_key_does_not_show_where_the_data_lives(base_url, fault_settings):
    open_body = httpx.get(base_url + "/health").text
    assert httpx.get(base_url + "/health").status_code == 200
    assert str(fault_settings.data_dir) not in open_body and "falkordb.sock" not in open_body, open_body
    keyed = httpx.get(base_url + "/health", headers={"X-API-Key": KEY}).json()
    assert str(fault_settings.data_dir) in keyed["store"]["location"]  # a caller with a key still sees it


def test_the_browser_guide_never_reflects_the_host_header(base_url):
    r = httpx.get(base_url + "/browser/guide", headers={"Host": "evil.example"})
    assert r.status_code == 200
    assert "evil.example" not in r.text, re.findall(r":style [^<\"]+", r.text)
    port = base_url.rsplit(":", 1)[1]
    assert f"127.0.0.1:{port}/browser/auditgraph.grass" in r.text


# ------------------------------------------------------------------------------------- exports onto a full disk
def _filled_disk(tmp_path):
    from tests.faults.test_full_disk import _mount_tmpfs

    disk = _mount_tmpfs(tmp_path / "full", "size=64k")
    fd = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
    try:  # every block taken: the next write of any size fails
        while os.write(fd, b"\0" * 4096 if os.statvfs(disk).f_bavail else b"\0"):
            if not os.statvfs(disk).f_bavail:
                break
    except OSError as exc:
        assert exc.errno == 28, exc  # ENOSPC: the disk is full, which is the point
    finally:
        os.close(fd)
    return disk


@pytest.mark.parametrize(
    "args",
    [
        ["statement", "{acc}", "balance", "--format", "xlsx", "--out", "{out}.xlsx"],
        ["statement", "{acc}", "income", "--format", "csv", "--out", "{out}.csv"],
        ["check", "{acc}", "--format", "xlsx", "--out", "{out}.xlsx"],
    ],
)
def test_an_export_onto_a_full_disk_exits_3_in_one_line_and_leaves_no_empty_file(
    args, tmp_path, fault_settings, fault_store, base_filing
):
    from tests.faults.test_full_disk import _unmount

    disk = _filled_disk(tmp_path)
    try:
        argv = [a.format(acc=base_filing.accession, out=disk / "export") for a in args]
        r = run_cli_here(fault_settings, argv)
        assert r.code == 3, (r.code, r.stdout, r.stderr[-2000:])
        assert r.reason.startswith(f"error: {disk / 'export'}") and "the disk is full" in r.reason, r.reason
        assert sorted(p.name for p in disk.iterdir()) == ["filler"]  # no 0-byte export, no partial file
    finally:
        _unmount(disk)


# ------------------------------------------------------------------------------- a rule run on a nearly full disk
def test_a_rule_run_on_a_full_disk_is_refused_and_the_graph_server_keeps_serving_reads(tmp_path, registry):
    """The embedded server exits when its append-only log cannot take a write (appendfsync always): a findings
    write on a full disk used to take every later read down with it."""
    from auditgraph.ingest.filing import parse_filing
    from auditgraph.ingest.loader import load_filing
    from auditgraph.store import open_store
    from tests.conftest import filing_index, filing_path
    from tests.faults.conftest import BASE_FOLDER
    from tests.faults.test_full_disk import _data_settings, _fill, _mount_tmpfs, _unmount

    disk = _mount_tmpfs(tmp_path / "rules-disk", "size=32m")
    try:
        settings = _data_settings(disk, "auditgraph_full_rules")
        store = open_store(settings, registry)
        store.schema()
        row = filing_index()[BASE_FOLDER]
        load_filing(
            store, parse_filing(filing_path(BASE_FOLDER), accession="FULL-RULES", cik=row["cik"]), show_progress=False
        )
        facts = store.run("admin.filing_counts", {"accession": "FULL-RULES"})[0]["facts"]
        filler = _fill(disk, 0)  # this connection keeps the server running, as the API's would
        try:
            r = run_cli_here(settings, ["check", "FULL-RULES"])
            assert r.code == 3 and "the disk is full" in r.reason, (r.code, r.stdout[-500:], r.stderr[-2000:])
            pid = int((disk / "falkordb.pid").read_text())
            assert os.path.exists(f"/proc/{pid}"), (r.reason, (disk / "falkordb.log").read_text()[-1500:])
            # the graph server is still running and serves reads on the full disk
            assert store.run("admin.filing_counts", {"accession": "FULL-RULES"})[0]["facts"] == facts
        finally:
            store.close()
        filler.unlink()
        assert run_cli_here(settings, ["check", "FULL-RULES"]).code in (0, 1)  # space freed: the run completes
    finally:
        from auditgraph.store.embedded import EmbeddedServer

        EmbeddedServer(disk).stop(force=True)
        _unmount(disk)


# --------------------------------------------------------------------------- the API and a graph server that died
def test_the_api_starts_a_graph_server_that_died_again_and_keeps_serving(base_url, fault_settings):
    import signal
    import time

    pid_file = fault_settings.data_dir / "falkordb.pid"
    old = int(pid_file.read_text())
    with httpx.Client(base_url=base_url, headers={"X-API-Key": KEY}, timeout=60) as api:
        assert api.get("/filings").status_code == 200
        os.kill(old, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while os.path.exists(f"/proc/{old}") and time.monotonic() < deadline:
            time.sleep(0.05)  # (a zombie until its parent, the start-up shell, is gone: daemonized, so at once)
        first = api.get("/filings")
        assert first.status_code == 200, (first.status_code, first.text[:300])  # a read is answered, not 503
        assert api.get("/health").status_code == 200
        assert api.post("/cypher", json={"query": "MATCH (f:Filing) RETURN count(f) AS n"}).status_code == 200
    new = int(pid_file.read_text())
    assert new != old and os.path.exists(f"/proc/{new}")


def test_the_graph_server_an_api_started_stops_after_the_api_is_killed(tmp_path):
    import signal
    import socket
    import subprocess
    import sys
    import time

    from tests.conftest import REPO, make_settings
    from tests.faults.conftest import cli_env

    settings = make_settings(tmp_path / "orphan-data", graph_name="auditgraph_orphan")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    api = subprocess.Popen(
        [sys.executable, "-m", "auditgraph", "serve", "--port", str(port)],
        env=cli_env(settings),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=REPO,
    )
    pid_file = settings.data_dir / "falkordb.pid"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)  # not listening yet
        server = int(pid_file.read_text())
        assert os.path.exists(f"/proc/{server}")
        api.send_signal(signal.SIGKILL)
        api.wait(10)
        deadline = time.monotonic() + 20
        while os.path.exists(f"/proc/{server}") and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not os.path.exists(f"/proc/{server}"), "the graph server was left running with no API"
    finally:
        if api.poll() is None:
            api.kill()
        from auditgraph.store.embedded import EmbeddedServer

        EmbeddedServer(settings.data_dir).stop(force=True)
