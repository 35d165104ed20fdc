"""The senior's feedback is derived from the differences between the two juniors' runs."""

from __future__ import annotations

from auditgraph.agents.junior import JuniorReport, JuniorRun, ToolStep
from auditgraph.agents.protocol import AuditQuery
from auditgraph.agents.senior import Senior, feedback_items

QUERY = AuditQuery(accession="0000320193-23-000106", concept="us-gaap:AssetsCurrent", period="20230930")
KEY = "0000320193-23-000106:320193:us-gaap:{}:{}:USD"


def report(verdict: str, reported: float | None, expected: float | None, evidence=()) -> JuniorReport:
    return JuniorReport(
        verdict=verdict,
        reported_value=reported,
        expected_value=expected,
        rules=[],
        evidence=list(evidence),
        confidence=0.9,
        rationale="r",
    )


def run(role: str, rep: JuniorReport | None, observations=(), periods=("20230930",)) -> JuniorRun:
    steps = [
        ToolStep(
            junior=role,
            round=1,
            step=i + 1,
            tool="get_fact",
            arguments={"accession": QUERY.accession, "concept": QUERY.concept, "period": p},
            status="ok",
        )
        for i, p in enumerate(periods)
    ]
    return JuniorRun(
        role=role,
        round=1,
        status="finalized" if rep else "step_limit",
        report=rep,
        steps=len(steps),
        tool_calls=steps,
        observations=list(observations),
    )


def finding(rule: str, contributors=(), dims=None) -> dict:
    return {
        "rule": rule,
        "concept": QUERY.concept,
        "period": QUERY.period,
        "reported": 10.0,
        "expected": 9.0,
        "dims": dims or {},
        "evidence": [KEY.format("AssetsCurrent", "20230930")],
        "contributors": [
            {"key": KEY.format(c, "20230930"), "concept": c, "value": 1.0, "weight": 1.0} for c in contributors
        ],
    }


def checker(tool: str, *findings: dict) -> dict:
    return {"tool": tool, "status": "ok", "message": "", "evidence": [], "findings": list(findings), "evaluated": 1}


def kinds(items) -> list[tuple[str, tuple[str, ...]]]:
    return [(i.kind, tuple(i.to)) for i in items]


def test_a_junior_that_used_another_period_is_told_the_query_period():
    compliance = run("compliance", report("violation", 10.0, 9.0))
    forensic = run(
        "forensic", report("consistent", 8.0, 8.0, [KEY.format("AssetsCurrent", "20220924")]), periods=("20220924",)
    )
    items = feedback_items(QUERY, [compliance, forensic])
    wrong = [i for i in items if i.kind == "wrong_period"]
    assert kinds(wrong) == [("wrong_period", ("forensic",))]
    assert "20220924" in wrong[0].detail and "20230930" in wrong[0].detail
    assert ("verdict_conflict", ("compliance", "forensic")) in kinds(items)


def test_contributors_only_one_junior_saw_mark_an_incomplete_calculation():
    full = checker("check_calc_tree", finding("DQC.US.0126", ["InventoryNet", "OtherAssetsCurrent"]))
    partial = checker("check_calc_tree", finding("DQC.US.0126", ["InventoryNet"]))
    items = feedback_items(
        QUERY,
        [
            run("compliance", report("violation", 10.0, 9.0), [full]),
            run("forensic", report("violation", 10.0, 8.0), [partial]),
        ],
    )
    calc = [i for i in items if i.kind == "incomplete_calculation"]
    assert kinds(calc) == [("incomplete_calculation", ("forensic",))]
    assert calc[0].keys == [KEY.format("OtherAssetsCurrent", "20230930")]
    assert ("value_conflict", ("compliance", "forensic")) in kinds(items)


def test_a_dimensional_finding_only_one_junior_saw_is_an_unresolved_dimension():
    dim = checker("check_dim_consistency", finding("DQC.US.0117", dims={}))
    not_evaluable = {
        "tool": "check_dim_consistency",
        "status": "not_evaluable",
        "message": "",
        "evidence": [],
        "findings": [],
        "evaluated": 0,
    }
    items = feedback_items(
        QUERY,
        [
            run("compliance", report("consistent", 10.0, 10.0), [not_evaluable]),
            run("forensic", report("violation", 10.0, 9.0), [dim]),
        ],
    )
    assert ("unresolved_dimension", ("compliance",)) in kinds(items)


def test_a_junior_without_a_report_is_told_to_finalize():
    items = feedback_items(QUERY, [run("compliance", None), run("forensic", report("violation", 10.0, 9.0))])
    assert kinds(items)[0] == ("no_report", ("compliance",))


def test_agreeing_juniors_are_accepted_without_asking_the_model():
    class NoModel:
        name, model = "none", "none"

        def complete(self, *args):
            raise AssertionError("the senior must not call its model when the juniors agree")

    review = Senior(NoModel()).review(
        QUERY,
        [run("compliance", report("violation", 10.0, 9.0)), run("forensic", report("violation", 10.0 + 1e-12, 9.0))],
        1,
        ask_model=True,
    )
    assert review.agree and review.items == []


def test_each_junior_hears_only_the_items_addressed_to_it():
    compliance = run("compliance", report("violation", 10.0, 9.0))
    forensic = run("forensic", report("consistent", 8.0, 8.0), periods=("20220924",))
    review = Senior(None).review(QUERY, [compliance, forensic], 1, ask_model=False)  # type: ignore[arg-type]
    to_compliance, _ = Senior.feedback_for(review, "compliance")
    to_forensic, _ = Senior.feedback_for(review, "forensic")
    assert [i["kind"] for i in to_compliance] == ["verdict_conflict"]
    assert [i["kind"] for i in to_forensic] == ["wrong_period", "verdict_conflict"]
