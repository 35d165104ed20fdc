"""An instance with invalid parts: the valid facts load, the invalid ones are reported; --strict refuses."""

from __future__ import annotations

import re

import pytest

from auditgraph.errors import InputError
from auditgraph.ingest.filing import parse_filing
from auditgraph.ingest.loader import load_filing
from auditgraph.rules.engine import run_rule
from tests.seeding import copy_filing, instance_of


def _break_context(folder, context_id: str) -> int:
    """Give one context an endDate before its startDate (XBRL 2.1 §4.7.2 makes it invalid); return how many facts use it."""
    inst = instance_of(folder)
    text = inst.read_text()
    ctx = re.search(
        r'<(\w+:)?context\b[^>]*\bid="' + re.escape(context_id) + r'".*?</(\w+:)?context>', text, re.S
    ).group(0)
    broken = re.sub(r"(<(\w+:)?endDate>)\d{4}-\d\d-\d\d", r"\g<1>1999-01-01", ctx, count=1)
    assert broken != ctx
    inst.write_text(text.replace(ctx, broken))
    return len(re.findall(r'contextRef="' + re.escape(context_id) + r'"', text))


def test_one_invalid_context_leaves_its_facts_out_reports_it_and_loads_the_rest(store, loaded, seed, tmp_path):
    # Apple 10-K 2023: the context of FY2021 (2020-09-27 to 2021-09-25), made to end before it starts.
    ctx = _context_of(store, loaded["aapl-10k-2023"], "20200927-20210925")
    clean = parse_filing(copy_filing("aapl-10k-2023", tmp_path / "clean"), accession="probe")
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    uses = _break_context(folder, ctx)
    parsed = parse_filing(folder, accession="SEED-INVALID-CTX")
    assert [(b["kind"], b["id"]) for b in parsed.instance.invalid] == [("context", ctx), ("fact contextref", ctx)]
    assert "ends (1999-01-01) before it starts (2020-09-27)" in parsed.instance.invalid[0]["reason"]
    assert len(parsed.instance.facts) == len(clean.instance.facts) - uses
    seed(folder, "SEED-INVALID-CTX")
    n = store.run_read_only_text(
        "MATCH (:Filing {accession: 'SEED-INVALID-CTX'})-[:REPORTS]->(f:Fact) RETURN count(f) AS n", {}, 10, 1
    )[0]["n"]
    assert n == len(parsed.fact_rows) > 0
    # The valid rest is checked: the current period is untouched and still foots.
    res = run_rule(store, "DQC.US.0126", "SEED-INVALID-CTX")
    assert res.findings == [] and res.evaluated > 0


def _context_of(store, accession, period):
    return store.run_read_only_text(
        "MATCH (f:Fact {filing: $a, period: $p}) WHERE f.dim_count = 0 RETURN f.context_id AS c ORDER BY c LIMIT 1",
        {"a": accession, "p": period},
        10,
        1,
    )[0]["c"]


def test_strict_refuses_an_instance_with_an_invalid_context_and_nothing_changes(store, loaded, tmp_path):
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    ctx = _context_of(store, loaded["aapl-10k-2023"], "20200927-20210925")
    _break_context(folder, ctx)
    before = store.run_read_only_text("MATCH (n) RETURN count(n) AS n", {}, 30, 1)[0]["n"]
    with pytest.raises(InputError, match=ctx):
        load_filing(store, parse_filing(folder, accession="SEED-STRICT", strict=True), show_progress=False)
    assert store.run_read_only_text("MATCH (n) RETURN count(n) AS n", {}, 30, 1)[0]["n"] == before


def test_facts_pointing_at_a_missing_unit_are_left_out_and_reported(tmp_path):
    folder = copy_filing("aapl-10k-2023", tmp_path / "f")
    inst = instance_of(folder)
    text = inst.read_text()
    uid = re.search(r'<(\w+:)?unit\b[^>]*\bid="([^"]+)"', text).group(2)
    users = len(re.findall(r'unitRef="' + re.escape(uid) + '"', text))
    inst.write_text(
        re.sub(r'<(\w+:)?unit\b[^>]*\bid="' + re.escape(uid) + r'".*?</(\w+:)?unit>', "", text, count=1, flags=re.S)
    )
    parsed = parse_filing(folder, accession="probe")
    assert parsed.instance.invalid == [
        {
            "kind": "fact unitref",
            "id": uid,
            "reason": f"{inst.name}: {users} fact(s) refer to the undefined or invalid unit '{uid}'; left out",
        }
    ]
    with pytest.raises(InputError):
        parse_filing(folder, accession="probe", strict=True)
