"""The evaluation harness scores joint / verdict accuracy and the three error rates as DESIGN §7 says."""

from __future__ import annotations

import json

import pytest

from auditgraph.agents.backends.offline import OfflineBackend
from auditgraph.agents.observations import numbers_equal
from auditgraph.agents.protocol import AuditFlow
from auditgraph.errors import InputError
from auditgraph.evals.agents import Case, evaluate, load_cases, metrics_json, render_metrics
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023, FY2023_END, apple_2023_sheet


def case(case_id: str, concept: str, period: str, rule: str | None, verdict: str, reported, expected) -> dict:
    return {
        "id": case_id,
        "query": f"Is {concept} consistent?",
        "dqc_rule": rule,
        "accession": APPLE_2023_ACCESSION,
        "concept": concept,
        "period": period,
        "gold": {"verdict": verdict, "reported": reported, "expected": expected},
    }


CASES = [
    case("c1", "us-gaap:AssetsCurrent", FY2023_END, "DQC.US.0126", "violation", 143_666e6, 143_566e6),
    case("c2", "us-gaap:Liabilities", FY2023_END, "DQC.US.0126", "consistent", 290_437e6, 290_437e6),
    case("c3", "us-gaap:PaymentsForRepurchaseOfCommonStock", FY2023, "DQC.US.0015", "violation", -77_550e6, 77_550e6),
    # gold deliberately disagrees with the arithmetic: the flow finds Assets off by the seeded 100m
    case("c4", "us-gaap:Assets", FY2023_END, "DQC.US.0126", "consistent", 352_583e6, 352_583e6),
]


def flow_factory() -> AuditFlow:
    return AuditFlow(apple_2023_sheet(), OfflineBackend())


def test_metrics_over_hand_scored_cases():
    metrics = evaluate([Case.model_validate(c) for c in CASES], flow_factory)
    assert metrics.n == 4
    assert metrics.joint_accuracy == 0.75
    assert metrics.verdict_accuracy == 0.75
    assert metrics.structural_error_rate == 0.25
    assert metrics.extraction_error_rate == 0.0  # c4's reported value is right
    assert metrics.calculation_error_rate == 0.25  # c4's expected value is not
    assert metrics.per_rule["DQC.US.0126"].n == 3
    assert metrics.per_rule["DQC.US.0126"].joint_accuracy == pytest.approx(2 / 3)
    assert metrics.per_rule["DQC.US.0015"].joint_accuracy == 1.0
    assert metrics.mean_tool_steps == pytest.approx(sum(c.tool_steps for c in metrics.cases) / 4)
    assert metrics.mean_tool_steps > 0 and metrics.gate_rejections == 0 and metrics.mean_conflict == 0.0
    assert [c.id for c in metrics.cases] == ["c1", "c2", "c3", "c4"]


def test_numbers_equal_within_half_a_unit_or_relative_one_in_a_billion():
    assert numbers_equal(100.0, 100.4) and not numbers_equal(100.0, 100.6)
    assert numbers_equal(1e12, 1e12 + 900) and not numbers_equal(1e12, 1e12 + 1100)
    assert numbers_equal(None, None) and not numbers_equal(None, 0.0)


def test_gold_numbers_are_scored_with_that_tolerance():
    near = dict(CASES[0], gold={"verdict": "violation", "reported": 143_666e6 + 100, "expected": 143_566e6 - 0.4})
    far = dict(CASES[0], id="c1b", gold={"verdict": "violation", "reported": 143_666e6 + 1000, "expected": 143_566e6})
    metrics = evaluate([Case.model_validate(near), Case.model_validate(far)], flow_factory)
    assert [c.joint_ok for c in metrics.cases] == [True, False]
    assert metrics.extraction_error_rate == 0.5


def test_undetermined_verdict_is_a_structural_error():
    class Silent(OfflineBackend):
        def complete(self, role, system, messages, tools):
            return super().complete(role, system, messages[:1], tools)  # never gets past the first tool

    metrics = evaluate(
        [Case.model_validate(CASES[0])], lambda: AuditFlow(apple_2023_sheet(), Silent(), max_steps=3, max_rounds=1)
    )
    outcome = metrics.cases[0]
    assert outcome.verdict == "undetermined" and outcome.status == "failed"
    assert metrics.structural_error_rate == 1.0 and metrics.joint_accuracy == 0.0


def test_cases_load_from_jsonl_and_bad_lines_name_their_number(tmp_path):
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in CASES[:2]) + "\n\n")
    assert [c.id for c in load_cases(path)] == ["c1", "c2"]
    path.write_text(json.dumps(CASES[0]) + "\n" + json.dumps({"id": "x"}) + "\n")
    with pytest.raises(InputError, match=r"cases.jsonl:2"):
        load_cases(path)


def test_no_cases_is_an_input_error():
    with pytest.raises(InputError):
        evaluate([], flow_factory)


def test_metrics_render_as_table_and_sorted_json():
    from rich.console import Console

    metrics = evaluate([Case.model_validate(c) for c in CASES[:2]], flow_factory)
    console = Console(record=True, width=100)
    render_metrics(metrics, console)
    text = console.export_text()
    assert "joint accuracy" in text and "DQC.US.0126" in text
    body = metrics_json(metrics)
    assert json.loads(body)["joint_accuracy"] == 1.0
    assert body == json.dumps(json.loads(body), sort_keys=True, indent=2)
