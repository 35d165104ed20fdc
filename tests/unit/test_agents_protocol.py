"""AuditFlow as a specification: verdicts from findings, the gate, limits, senior rounds, artifacts.

The toolbox is ``FactSheetToolBox``, the protocol's test double: hand-written Apple FY2023
balance-sheet facts with total current assets seeded 100 million too high, answered by simple
arithmetic. The backends are the offline policy and small scripted variations of it.
"""

from __future__ import annotations

import json

import pytest

from auditgraph.agents.artifacts import AUDITS_FILE, read_audits, trajectory_path
from auditgraph.agents.backends.cache import CachedBackend, cache_key
from auditgraph.agents.backends.offline import OfflineBackend
from auditgraph.agents.messages import AssistantMessage, ToolCall, dumps
from auditgraph.agents.prompts import FEEDBACK_MARKER
from auditgraph.agents.protocol import AuditFlow, AuditQuery
from auditgraph.errors import AuditgraphError
from tests.agents_doubles import APPLE_2023_ACCESSION, FY2023, FY2023_END, apple_2023_sheet

CURRENT_ASSETS = AuditQuery(accession=APPLE_2023_ACCESSION, concept="us-gaap:AssetsCurrent", period=FY2023_END)
LIABILITIES = AuditQuery(accession=APPLE_2023_ACCESSION, concept="us-gaap:Liabilities", period=FY2023_END)
BUYBACK = AuditQuery(
    accession=APPLE_2023_ACCESSION, concept="us-gaap:PaymentsForRepurchaseOfCommonStock", period=FY2023
)


def finalize(call_id: str, **arguments) -> AssistantMessage:
    return AssistantMessage(
        tool_calls=[ToolCall(id=call_id, name="finalize", arguments=arguments, raw_arguments=dumps(arguments))]
    )


def call(call_id: str, name: str, query: AuditQuery = CURRENT_ASSETS) -> AssistantMessage:
    args = {"accession": query.accession, "concept": query.concept, "period": query.period}
    return AssistantMessage(tool_calls=[ToolCall(id=call_id, name=name, arguments=args, raw_arguments=dumps(args))])


class CountingBackend(OfflineBackend):
    def __init__(self) -> None:
        self.calls: list[str] = []

    def complete(self, role, system, messages, tools):
        self.calls.append(role)
        return super().complete(role, system, messages, tools)


def test_seeded_wrong_subtotal_is_a_violation_with_reported_and_expected_from_the_calc_finding():
    toolbox = apple_2023_sheet()
    result = AuditFlow(toolbox, OfflineBackend()).run(CURRENT_ASSETS)
    assert result.verdict == "violation"
    assert result.reported_value == 143_666e6
    assert result.expected_value == 143_566e6
    assert result.triggered_rules == ["DQC.US.0126"]
    assert result.status == "ok" and result.rounds == 1 and result.conflict == 0.0
    assert result.tau == pytest.approx(1 - 0.05 * 0.05)  # both juniors: m(v) = .95, supported
    key = toolbox.key(toolbox.fact("us-gaap:AssetsCurrent", FY2023_END))
    assert key in result.evidence
    assert len([k for k in result.evidence if "InventoryNet" in k]) == 1  # the contributors are cited


def test_search_policies_order_the_tools_per_role():
    result = AuditFlow(apple_2023_sheet(), OfflineBackend()).run(CURRENT_ASSETS)
    compliance = [s.tool for s in result.action_path["compliance"]]
    forensic = [s.tool for s in result.action_path["forensic"]]
    assert compliance == [
        "lookup_concept_spec",
        "walk_calc_tree",
        "check_sign",
        "check_calc_tree",
        "check_dim_consistency",
        "finalize",
    ]
    assert forensic[:5] == ["get_fact", "get_fact_history", "check_sign", "check_calc_tree", "check_dim_consistency"]
    assert forensic[-1] == "finalize" and "detect_temporal_outlier" in forensic


def test_fact_without_findings_is_consistent_with_its_reported_value():
    result = AuditFlow(apple_2023_sheet(), OfflineBackend()).run(LIABILITIES)
    assert result.verdict == "consistent"
    assert result.reported_value == result.expected_value == 290_437e6
    assert result.triggered_rules == []


def test_negative_buyback_is_a_sign_violation_expecting_the_absolute_value():
    result = AuditFlow(apple_2023_sheet(), OfflineBackend()).run(BUYBACK)
    assert (result.verdict, result.reported_value, result.expected_value) == ("violation", -77_550e6, 77_550e6)
    assert result.triggered_rules == ["DQC.US.0015"]


class PrematureCompliance(OfflineBackend):
    """Finalizes at once on its first compliance turn, then behaves."""

    def complete(self, role, system, messages, tools):
        if role == "compliance" and len(messages) == 1:
            return finalize(
                "early",
                verdict="violation",
                reported_value=1.0,
                expected_value=2.0,
                rules=[],
                evidence=[],
                confidence=0.9,
                rationale="guess",
            )
        return super().complete(role, system, messages, tools)


def test_finalize_before_the_required_tools_is_rejected_with_the_missing_list():
    toolbox = apple_2023_sheet()
    result = AuditFlow(toolbox, PrematureCompliance()).run(CURRENT_ASSETS)
    assert result.gate_rejections == 1
    assert result.verdict == "violation" and result.expected_value == 143_566e6
    first = result.action_path["compliance"][0]
    assert (first.tool, first.status) == ("finalize", "error")
    # the junior went on and ran the checks after the rejection
    assert "check_calc_tree" in [s.tool for s in result.action_path["compliance"]]


def test_gate_rejection_observation_names_the_missing_tools(tmp_path):
    flow = AuditFlow(apple_2023_sheet(), PrematureCompliance(), runs_dir=tmp_path)
    result = flow.run(CURRENT_ASSETS)
    trajectory = json.loads(trajectory_path(tmp_path, result.run_id).read_text())["trajectory"]
    events = trajectory["rounds"][0]["juniors"]["compliance"]["events"]
    rejection = next(e for e in events if e["kind"] == "gate_rejection")
    assert rejection["observation"]["missing_tools"] == ["check_sign", "check_calc_tree", "check_dim_consistency"]


class InventingCompliance(OfflineBackend):
    """Its first finalize invents the expected value; after the rejection it copies the finding."""

    def complete(self, role, system, messages, tools):
        answer = super().complete(role, system, messages, tools)
        rejected = any("not a value any tool returned" in str(m.get("content")) for m in messages)
        if role == "compliance" and answer.tool_calls[0].name == "finalize" and not rejected:
            args = dict(answer.tool_calls[0].arguments, expected_value=143_000e6)
            return finalize("invented", **args)
        return answer


def test_finalize_with_a_number_no_tool_returned_is_a_parse_failure_and_is_asked_again():
    result = AuditFlow(apple_2023_sheet(), InventingCompliance()).run(CURRENT_ASSETS)
    assert result.parse_failures == 1
    assert result.reports["compliance"].expected_value == 143_566e6
    assert result.expected_value == 143_566e6


class WanderingCompliance(OfflineBackend):
    """Tries a dynamic tool the compliance auditor may not use, then behaves."""

    def complete(self, role, system, messages, tools):
        if role == "compliance" and len(messages) == 1:
            return call("wander", "get_fact_history")
        return super().complete(role, system, messages, tools)


def test_tool_outside_the_role_gets_an_error_observation():
    toolbox = apple_2023_sheet()
    result = AuditFlow(toolbox, WanderingCompliance()).run(CURRENT_ASSETS)
    first = result.action_path["compliance"][0]
    assert (first.tool, first.status) == ("get_fact_history", "error")
    assert (
        "get_fact_history",
        {"accession": APPLE_2023_ACCESSION, "concept": "us-gaap:AssetsCurrent", "period": FY2023_END},
    ) in toolbox.calls  # only the forensic junior's call
    assert sum(1 for name, _ in toolbox.calls if name == "get_fact_history") == 1


class MalformedArguments(OfflineBackend):
    def complete(self, role, system, messages, tools):
        if role == "forensic" and len(messages) == 1:
            return AssistantMessage(tool_calls=[ToolCall.from_raw("bad", "get_fact", '{"concept": us-gaap:Assets')])
        return super().complete(role, system, messages, tools)


def test_malformed_tool_arguments_are_recorded_and_fed_back():
    result = AuditFlow(apple_2023_sheet(), MalformedArguments()).run(CURRENT_ASSETS)
    assert result.parse_failures == 1
    assert result.action_path["forensic"][0].status == "error"
    assert result.verdict == "violation"


class StubbornForensic(OfflineBackend):
    """The forensic junior never finalizes."""

    def __init__(self) -> None:
        self.forensic_turns = 0

    def complete(self, role, system, messages, tools):
        if role == "forensic":
            self.forensic_turns += 1
            return call(f"loop{self.forensic_turns}", "lookup_concept_spec")
        return super().complete(role, system, messages, tools)


def test_junior_stops_after_max_steps_and_counts_as_no_report():
    backend = StubbornForensic()
    # six turns are just enough for the compliance junior: five tools and finalize
    result = AuditFlow(apple_2023_sheet(), backend, max_steps=6, max_rounds=1).run(CURRENT_ASSETS)
    assert backend.forensic_turns == 6
    assert result.junior_steps == {"compliance": 6, "forensic": 6}
    assert result.reports["forensic"] is None
    assert result.status == "partial"
    assert result.junior_masses["forensic"].theta == 1.0
    assert result.verdict == "violation" and result.tau == pytest.approx(0.95)


def test_default_step_limit_is_twenty_turns():
    backend = StubbornForensic()
    result = AuditFlow(apple_2023_sheet(), backend, max_rounds=1).run(CURRENT_ASSETS)
    assert backend.forensic_turns == 20 and result.junior_steps["forensic"] == 20


class DisagreeingForensic(OfflineBackend):
    """Until it gets senior feedback (or always, when stubborn) the forensic junior calls a flagged
    fact consistent, copying the fact's own value."""

    def __init__(self, stubborn: bool = False) -> None:
        self.stubborn = stubborn
        self.senior_calls = 0

    def complete(self, role, system, messages, tools):
        if role == "senior":
            self.senior_calls += 1
        answer = super().complete(role, system, messages, tools)
        has_feedback = any(FEEDBACK_MARKER in str(m.get("content")) for m in messages)
        if (
            role == "forensic"
            and answer.tool_calls
            and answer.tool_calls[0].name == "finalize"
            and (self.stubborn or not has_feedback)
        ):
            value = 143_666e6
            return finalize(
                "contrarian",
                verdict="consistent",
                reported_value=value,
                expected_value=value,
                rules=[],
                evidence=[],
                confidence=0.85,
                rationale="looks fine",
            )
        return answer


def test_disagreeing_juniors_get_targeted_feedback_and_agree_in_round_two(tmp_path):
    backend = DisagreeingForensic()
    result = AuditFlow(apple_2023_sheet(), backend, runs_dir=tmp_path).run(CURRENT_ASSETS)
    assert result.rounds == 2 and backend.senior_calls == 1
    assert (result.verdict, result.reported_value, result.expected_value) == ("violation", 143_666e6, 143_566e6)
    assert result.conflict == 0.0
    trajectory = json.loads(trajectory_path(tmp_path, result.run_id).read_text())["trajectory"]
    senior = trajectory["rounds"][0]["senior"]
    kinds = {(item["kind"], tuple(item["to"])) for item in senior["items"]}
    assert ("verdict_conflict", ("compliance", "forensic")) in kinds
    assert ("missing_fact", ("compliance",)) in kinds  # forensic read the fact, compliance did not
    assert senior["note"]
    round_two = [s.tool for s in result.action_path["compliance"] if s.round == 2]
    assert "get_fact" in round_two  # the compliance junior closed the gap it was told about


def test_persistent_disagreement_stops_after_max_rounds_and_fuses_the_conflict():
    backend = DisagreeingForensic(stubborn=True)
    result = AuditFlow(apple_2023_sheet(), backend).run(CURRENT_ASSETS)
    assert result.rounds == 3 and backend.senior_calls == 2  # no feedback after the last round
    # compliance (.95, 0, .05) with forensic contradicted by the finding (.5, .2125, .2875):
    # K = .95·.2125 = .201875
    assert result.conflict == pytest.approx(0.201875)
    assert result.mass.violation == pytest.approx(0.773125 / 0.798125)
    assert result.verdict == "violation" and result.expected_value == 143_566e6


def test_toolbox_without_a_required_tool_fails_before_any_model_call():
    class Partial:
        def __init__(self) -> None:
            self.inner = apple_2023_sheet()

        def specs(self):
            return [s for s in self.inner.specs() if s["function"]["name"] != "check_sign"]

        def call(self, name, arguments):
            return self.inner.call(name, arguments)

    backend = CountingBackend()
    with pytest.raises(AuditgraphError, match="check_sign"):
        AuditFlow(Partial(), backend).run(CURRENT_ASSETS)
    assert backend.calls == []


def test_artifacts_are_deterministic_apart_from_created(tmp_path):
    flow = AuditFlow(apple_2023_sheet(), OfflineBackend(), runs_dir=tmp_path)
    first = flow.run(CURRENT_ASSETS)
    sidecar = json.loads(trajectory_path(tmp_path, first.run_id).read_text())
    second = flow.run(CURRENT_ASSETS)
    lines = read_audits(tmp_path)
    assert len(lines) == 2 and (tmp_path / AUDITS_FILE).is_file()
    assert lines[0]["result"] == lines[1]["result"] == json.loads(first.model_dump_json())
    assert first.run_id == second.run_id == lines[0]["run_id"]
    assert json.loads(trajectory_path(tmp_path, first.run_id).read_text())["trajectory"] == sidecar["trajectory"]
    raw = (tmp_path / AUDITS_FILE).read_text().splitlines()[0]
    assert raw == dumps(json.loads(raw))  # sorted keys, canonical separators
    other = flow.run(LIABILITIES)
    assert other.run_id != first.run_id


def test_cache_replays_every_model_call_on_the_second_run(tmp_path):
    inner = CountingBackend()
    cached = CachedBackend(inner, tmp_path / "cache")
    first = AuditFlow(apple_2023_sheet(), cached).run(CURRENT_ASSETS)
    calls_first = len(inner.calls)
    assert cached.misses == calls_first and cached.hits == 0
    second = AuditFlow(apple_2023_sheet(), cached).run(CURRENT_ASSETS)
    assert len(inner.calls) == calls_first  # nothing reached the backend
    assert cached.hits == calls_first
    assert second.model_dump() == first.model_dump()


def test_cache_key_depends_on_role_model_prompt_messages_and_tool_names():
    tools = [{"type": "function", "function": {"name": "get_fact", "parameters": {}}}]
    base = cache_key("compliance", "m", "sys", [{"role": "user", "content": "q"}], tools)
    assert base == cache_key("compliance", "m", "sys", [{"role": "user", "content": "q"}], tools)
    assert base != cache_key("forensic", "m", "sys", [{"role": "user", "content": "q"}], tools)
    assert base != cache_key("compliance", "m2", "sys", [{"role": "user", "content": "q"}], tools)
    assert base != cache_key("compliance", "m", "sys2", [{"role": "user", "content": "q"}], tools)
    assert base != cache_key("compliance", "m", "sys", [{"role": "user", "content": "q2"}], tools)
    assert base != cache_key("compliance", "m", "sys", [{"role": "user", "content": "q"}], [])


def test_a_required_tool_that_errors_is_retried_after_the_gate_and_then_the_run_finalizes():
    class FlakyCalc:
        """check_calc_tree fails on its first call only."""

        def __init__(self) -> None:
            self.inner = apple_2023_sheet()
            self.failed = False

        def specs(self):
            return self.inner.specs()

        def call(self, name, arguments):
            if name == "check_calc_tree" and not self.failed:
                self.failed = True
                raise AuditgraphError("store hiccup")
            return self.inner.call(name, arguments)

    result = AuditFlow(FlakyCalc(), OfflineBackend()).run(CURRENT_ASSETS)
    compliance = [(s.tool, s.status) for s in result.action_path["compliance"]]
    assert ("check_calc_tree", "error") in compliance and ("check_calc_tree", "ok") in compliance
    assert result.gate_rejections == 1
    assert (result.verdict, result.expected_value) == ("violation", 143_566e6)
