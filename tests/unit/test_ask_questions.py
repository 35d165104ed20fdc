"""The ask question set: its gold answers are re-read from the instance XML (auditgraph.evals.askgold, an
ElementTree reader independent of the code under test), and spot values are checked by hand."""

from __future__ import annotations

import json
from pathlib import Path

from auditgraph.evals.ask import load_questions, score
from auditgraph.evals.askgold import build_questions

REPO = Path(__file__).resolve().parents[2]


def test_the_committed_question_set_is_what_the_xml_gives(shared_data):
    rebuilt = build_questions(shared_data)
    committed = [
        json.loads(line) for line in (REPO / "evals" / "data" / "ask_questions.jsonl").read_text().splitlines()
    ]
    assert committed == json.loads(json.dumps(rebuilt)) and len(committed) >= 100
    assert load_questions() == committed


def test_hand_checked_gold_values():
    gold = {q["id"]: q["gold"] for q in load_questions()}
    # aapl-20230930_htm.xml: NetCashProvidedByUsedInOperatingActivities c-1 = 110543000000, revenue c-1 = 383285000000
    assert gold["aapl-20230930-operating_cash_flow_margin"]["value"] == 110543000000 / 383285000000
    assert [i["context"] for i in gold["aapl-20230930-operating_cash_flow_margin"]["inputs"]] == ["c-1", "c-1"]
    # msft-20150630.xml: SalesRevenueNet FY2015 93580000000 vs FY2014 86833000000
    assert gold["msft-20150630-revenue_yoy"]["value"] == (93580000000 - 86833000000) / 86833000000
    # crr.xbrl.xml reports no Liabilities: 540598000 - 405765000 (C_0001009672_20171231)
    assert gold["crr-liabilities"]["value"] == 134833000 and gold["crr-liabilities"]["formula"] == "(e0 - e1)"
    assert gold["aeon-20230930x10q-revenue"] == {"status": "not_found"}


def test_scoring_needs_status_value_and_the_gold_citations():
    q = {
        "id": "x",
        "metric": "m",
        "gold": {"status": "ok", "value": 0.5, "inputs": [{"concept": "us-gaap:Assets", "period": "20230930"}]},
    }
    key = "A:1:us-gaap:Assets:20230930:USD"
    assert score(q, {"status": "ok", "value": 0.5, "evidence": [key]}).exact
    assert not score(q, {"status": "ok", "value": 0.51, "evidence": [key]}).exact
    assert not score(q, {"status": "ok", "value": 0.5, "evidence": [key, "A:1:us-gaap:Cash:20230930:USD"]}).exact
    assert not score(q, {"status": "not_found"}).exact
    assert score({"id": "y", "metric": "m", "gold": {"status": "not_found"}}, {"status": "not_found"}).exact
