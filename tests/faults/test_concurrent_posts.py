"""Concurrent POSTs over real HTTP against a real `auditgraph serve` process (issue #28, item 1).

The API runs in its own process so that a crash inside a native library (z3 aborted, or segfaulted, when its
one shared context was used from several of the server's worker threads at once) shows as the server having
died, never as this test process dying. Every POST route is driven by 16 clients at once; the answers must all
be 200, the memos identical to a memo made alone, and the server alive at the end."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.conftest import REPO
from tests.faults.conftest import cli_env

KEY = "concurrent-posts-key-31c7"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def served(fault_settings, fault_store, base_filing):
    """`auditgraph serve` on a loopback port, on the module's graph (the embedded server is shared)."""
    port = _free_port()
    env = cli_env(fault_settings, AUDITGRAPH_API_KEYS=f'["{KEY}"]')
    proc = subprocess.Popen(
        [sys.executable, "-m", "auditgraph", "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            raise AssertionError(f"auditgraph serve exited {proc.returncode}: {proc.stderr.read()[-2000:]}")
        try:
            if httpx.get(url + "/health", timeout=2).status_code == 200:
                break
        except httpx.TransportError:
            pass  # not listening yet
        if time.monotonic() > deadline:
            proc.kill()
            raise AssertionError("auditgraph serve did not answer /health within 60 s")
        time.sleep(0.2)
    yield proc, url
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _alive(proc) -> str:
    if proc.poll() is None:
        return ""
    return f"the API process died ({proc.returncode}): {proc.stderr.read()[-3000:]}"


def _post_routes(base_filing) -> list[tuple[str, dict]]:
    acc = base_filing.accession
    key = next(r["key"] for r in base_filing.fact_rows if r["concept"] == "us-gaap:Revenues" and not r["props"]["dims"])
    return [
        ("/memos", {"accession": acc}),
        ("/ask", {"question": "What was Netflix's revenue?", "accession": acc}),
        ("/ask", {"question": "What was Netflix's current ratio?"}),
        ("/rules/DQC.US.0015/run", {"accession": acc}),
        ("/rules/DQC.US.0126/run", {"accession": acc}),
        ("/tools/get_fact", {"accession": acc, "concept": "us-gaap:Revenues"}),
        ("/tools/walk_calc_tree", {"accession": acc, "concept": "us-gaap:Revenues"}),
        ("/cypher", {"query": "MATCH (f:Fact) RETURN count(f) AS n"}),
        (
            "/audits",
            {"accession": acc, "concept": "us-gaap:Revenues", "period": key.split(":")[-2], "backend": "offline"},
        ),
        ("/graph/neighbourhood?node=" + key, {}),  # a GET among the POSTs, as a client would mix them
    ]


def _without_timing(memo: dict) -> dict:
    return {k: v for k, v in memo.items() if k != "seconds"}


def test_eight_parallel_memos_for_one_filing_twice_all_answer_the_same_memo(served, base_filing):
    proc, url = served
    with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=120) as c:
        alone = c.post("/memos", json={"accession": base_filing.accession})
        assert alone.status_code == 200, alone.text
        assert alone.json()["policy"]["checked"] > 0  # z3 was asked something

        def one(_: int) -> httpx.Response | str:
            with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=120) as cc:
                try:
                    return cc.post("/memos", json={"accession": base_filing.accession})
                except httpx.TransportError as exc:  # the server went away mid-answer
                    return f"{type(exc).__name__}: {exc}"

        for wave in range(2):
            with ThreadPoolExecutor(8) as pool:
                answers = list(pool.map(one, range(8)))
            assert not _alive(proc), f"wave {wave}: " + _alive(proc)
            codes = Counter(r if isinstance(r, str) else r.status_code for r in answers)
            assert codes == {200: 8}, (
                wave,
                codes,
                [r.text[:300] for r in answers if not isinstance(r, str) and r.status_code != 200],
            )
            assert all(_without_timing(r.json()) == _without_timing(alone.json()) for r in answers)


def test_sixteen_clients_on_every_post_route_get_no_error_and_the_server_survives(served, base_filing):
    proc, url = served
    routes = _post_routes(base_filing)
    with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=60) as c:
        facts_before = c.post("/cypher", json={"query": "MATCH (f:Fact) RETURN count(f) AS n"}).json()["rows"][0]["n"]
    stop = time.monotonic() + 20
    outcomes: Counter = Counter()
    failures: list[str] = []
    lock = threading.Lock()

    def client(n: int) -> None:
        with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=120) as c:
            i = n
            while time.monotonic() < stop:
                path, body = routes[i % len(routes)]
                i += 1
                try:
                    r = c.post(path, json=body) if body else c.get(path)
                except httpx.TransportError as exc:
                    with lock:
                        failures.append(f"{path}: {type(exc).__name__} {exc}")
                    return
                with lock:
                    outcomes[(path.split("?")[0], r.status_code)] += 1
                    if r.status_code != 200:
                        failures.append(f"{path}: {r.status_code} {r.text[:300]}")

    threads = [threading.Thread(target=client, args=(n,)) for n in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(200)
    assert not _alive(proc), _alive(proc)
    assert not failures, (failures[:10], outcomes)
    routes_served = {path for path, code in outcomes if code == 200}
    assert routes_served == {p.split("?")[0] for p, _ in routes}, outcomes
    print(
        f"16 clients x 20 s on every POST route: {sum(outcomes.values())} answers, all 200; "
        f"{dict(sorted(outcomes.items()))}"
    )
    # the graph still holds exactly the filing that was loaded
    with httpx.Client(base_url=url, headers={"X-API-Key": KEY}, timeout=60) as c:
        n = c.post("/cypher", json={"query": "MATCH (f:Fact) RETURN count(f) AS n"}).json()["rows"][0]["n"]
    assert n == facts_before == len(base_filing.fact_rows)
