"""The held-out question set's gold values are what an independent lxml/pandas reader of the shared filings gives.

The sets (evals/data/ask_heldout.jsonl, ask_heldout2.jsonl, ask_heldout3.jsonl, ask_heldout4.jsonl, ask_heldout5.jsonl, ask_heldout6.jsonl, ask_heldout7.jsonl, ask_heldout8.jsonl, ask_heldout9.jsonl, ask_heldout10.jsonl, ask_heldout11.jsonl, ask_heldout12.jsonl, ask_heldout13.jsonl, ask_heldout14.jsonl, ask_heldout15.jsonl, ask_heldout16.jsonl, ask_heldout17.jsonl, ask_heldout18.jsonl, ask_heldout19.jsonl, ask_heldout20.jsonl, ask_heldout21.jsonl, ask_heldout22.jsonl, ask_heldout23.jsonl, ask_heldout24.jsonl, ask_heldout25.jsonl, ask_heldout26.jsonl, ask_heldout27.jsonl, ask_heldout28.jsonl, ask_heldout29.jsonl, ask_heldout30.jsonl, ask_heldout31.jsonl, ask_heldout32.jsonl, ask_heldout33.jsonl, ask_heldout34.jsonl, ask_heldout35.jsonl, ask_heldout36.jsonl, ask_heldout37.jsonl, ask_heldout38.jsonl, ask_heldout39.jsonl, ask_heldout40.jsonl, ask_heldout41.jsonl, ask_heldout42.jsonl, ask_heldout43.jsonl, ask_heldout44.jsonl, ask_heldout45.jsonl, ask_heldout46.jsonl, ask_heldout47.jsonl, ask_heldout48.jsonl, ask_heldout49.jsonl, ask_heldout50.jsonl, ask_heldout51.jsonl, ask_heldout52.jsonl, ask_heldout53.jsonl, ask_heldout54.jsonl, ask_heldout55.jsonl, ask_heldout56.jsonl, ask_heldout57.jsonl, ask_heldout58.jsonl, ask_heldout59.jsonl, ask_heldout60.jsonl, ask_heldout61.jsonl, ask_heldout62.jsonl, ask_heldout63.jsonl, ask_heldout64.jsonl, ask_heldout65.jsonl, ask_heldout66.jsonl, ask_heldout67.jsonl, ask_heldout68.jsonl, ask_heldout69.jsonl, ask_heldout70.jsonl, ask_heldout71.jsonl, ask_heldout72.jsonl, ask_heldout73.jsonl, ask_heldout74.jsonl, ask_heldout75.jsonl, ask_heldout76.jsonl, ask_heldout77.jsonl, ask_heldout78.jsonl, ask_heldout79.jsonl, ask_heldout80.jsonl: rounds 1-80) were written apart from
the code under test, each by a helper who never read it; their reader
(evals/heldout/gold_reader.py) shares nothing with auditgraph's parsers. A changed or hand-typed gold value fails."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter

import pytest

from tests.conftest import REPO, SHARED

CATEGORIES = {"direct", "prior_period", "quarter_vs_ytd", "derived", "members", "per_share", "jargon", "refuse"}


def _reader():
    spec = importlib.util.spec_from_file_location("heldout_gold_reader", REPO / "evals" / "heldout" / "gold_reader.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SETS = [
    "ask_heldout.jsonl",
    "ask_heldout2.jsonl",
    "ask_heldout3.jsonl",
    "ask_heldout4.jsonl",
    "ask_heldout5.jsonl",
    "ask_heldout6.jsonl",
    "ask_heldout7.jsonl",
    "ask_heldout8.jsonl",
    "ask_heldout9.jsonl",
    "ask_heldout10.jsonl",
    "ask_heldout11.jsonl",
    "ask_heldout12.jsonl",
    "ask_heldout13.jsonl",
    "ask_heldout14.jsonl",
    "ask_heldout15.jsonl",
    "ask_heldout16.jsonl",
    "ask_heldout17.jsonl",
    "ask_heldout18.jsonl",
    "ask_heldout19.jsonl",
    "ask_heldout20.jsonl",
    "ask_heldout21.jsonl",
    "ask_heldout22.jsonl",
    "ask_heldout23.jsonl",
    "ask_heldout24.jsonl",
    "ask_heldout25.jsonl",
    "ask_heldout26.jsonl",
    "ask_heldout27.jsonl",
    "ask_heldout28.jsonl",
    "ask_heldout29.jsonl",
    "ask_heldout30.jsonl",
    "ask_heldout31.jsonl",
    "ask_heldout32.jsonl",
    "ask_heldout33.jsonl",
    "ask_heldout34.jsonl",
    "ask_heldout35.jsonl",
    "ask_heldout36.jsonl",
    "ask_heldout37.jsonl",
    "ask_heldout38.jsonl",
    "ask_heldout39.jsonl",
    "ask_heldout40.jsonl",
    "ask_heldout41.jsonl",
    "ask_heldout42.jsonl",
    "ask_heldout43.jsonl",
    "ask_heldout44.jsonl",
    "ask_heldout45.jsonl",
    "ask_heldout46.jsonl",
    "ask_heldout47.jsonl",
    "ask_heldout48.jsonl",
    "ask_heldout49.jsonl",
    "ask_heldout50.jsonl",
    "ask_heldout51.jsonl",
    "ask_heldout52.jsonl",
    "ask_heldout53.jsonl",
    "ask_heldout54.jsonl",
    "ask_heldout55.jsonl",
    "ask_heldout56.jsonl",
    "ask_heldout57.jsonl",
    "ask_heldout58.jsonl",
    "ask_heldout59.jsonl",
    "ask_heldout60.jsonl",
    "ask_heldout61.jsonl",
    "ask_heldout62.jsonl",
    "ask_heldout63.jsonl",
    "ask_heldout64.jsonl",
    "ask_heldout65.jsonl",
    "ask_heldout66.jsonl",
    "ask_heldout67.jsonl",
    "ask_heldout68.jsonl",
    "ask_heldout69.jsonl",
    "ask_heldout70.jsonl",
    "ask_heldout71.jsonl",
    "ask_heldout72.jsonl",
    "ask_heldout73.jsonl",
    "ask_heldout74.jsonl",
    "ask_heldout75.jsonl",
    "ask_heldout76.jsonl",
    "ask_heldout77.jsonl",
    "ask_heldout78.jsonl",
    "ask_heldout79.jsonl",
    "ask_heldout80.jsonl",
]


@pytest.mark.parametrize("name", SETS)
def test_the_heldout_set_covers_every_category_with_30_or_more_questions(name):
    questions = [json.loads(line) for line in (REPO / "evals" / "data" / name).read_text().splitlines()]
    counts = Counter(q["category"] for q in questions)
    assert set(counts) == CATEGORIES and min(counts.values()) >= 20 and len(questions) >= 160
    assert len({q["id"] for q in questions}) == len(questions)
    refusals = [q for q in questions if not q["gold"]["answerable"]]
    assert {q["gold"]["reason"] for q in refusals} == {
        "other_company",
        "period_not_reported",
        "concept_not_reported",
        "ambiguous",
    }


@pytest.mark.parametrize("name", SETS)
def test_every_heldout_gold_value_recomputes_from_the_filings(name, capsys):
    if not (SHARED / "filings" / "INDEX.csv").exists():
        pytest.skip(f"shared data not found at {SHARED}")
    reader = _reader()
    ok = reader.check(str(REPO / "evals" / "data" / name))
    printed = capsys.readouterr().out
    assert ok, printed[-2000:]
    assert "0 mismatches/errors" in printed


@pytest.mark.parametrize("name", [f"ask_heldout{n}" for n in range(2, 81)])
def test_every_refusal_of_rounds_two_to_eighty_is_proved_by_its_probe(name, capsys):
    """A refusal is right only if the filing lacks the fact, the company is not loaded, or two facts fit."""
    if not (SHARED / "filings" / "INDEX.csv").exists():
        pytest.skip(f"shared data not found at {SHARED}")
    reader = _reader()
    path = REPO / "evals" / "data" / f"{name}.jsonl"
    assert reader.check_refusals(str(path), str(path.with_name(f"{name}_probes.jsonl")))
    assert "0 failed" in capsys.readouterr().out
