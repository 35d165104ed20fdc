"""The senior auditor: accepts agreeing juniors, otherwise returns targeted feedback.

The feedback items are derived deterministically from the differences between the two juniors'
runs — what one read and the other did not, periods that are not the query's, calculation
contributors one never saw, a dimensional check one could not resolve. The senior's model (no
tools) may add a note phrasing them; the items themselves never depend on it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from auditgraph.agents.backends import ChatBackend
from auditgraph.agents.junior import JuniorRun
from auditgraph.agents.messages import dumps, user_message
from auditgraph.agents.observations import (
    checker_findings,
    checker_observations,
    key_period,
    numbers_equal,
    query_fact,
)
from auditgraph.agents.prompts import SENIOR_SYSTEM_PROMPT
from auditgraph.agents.toolbox import SENIOR

FeedbackKind = Literal[
    "no_report",
    "verdict_conflict",
    "missing_fact",
    "wrong_period",
    "incomplete_calculation",
    "unresolved_dimension",
    "value_conflict",
]
_PERIOD_SCOPED_TOOLS = ("get_fact", "check_sign", "check_calc_tree", "check_dim_consistency")


class FeedbackItem(BaseModel):
    kind: FeedbackKind
    to: list[str] = Field(description="the juniors this item is addressed to")
    detail: str
    keys: list[str] = Field(default_factory=list)


class SeniorReview(BaseModel):
    round: int
    agree: bool
    items: list[FeedbackItem] = Field(default_factory=list)
    note: str | None = None


def reports_agree(a: JuniorRun, b: JuniorRun) -> bool:
    if a.report is None or b.report is None:
        return False
    return (
        a.report.verdict == b.report.verdict
        and numbers_equal(a.report.reported_value, b.report.reported_value)
        and numbers_equal(a.report.expected_value, b.report.expected_value)
    )


def _summary(run: JuniorRun) -> str:
    r = run.report
    if r is None:
        return f"{run.role}: no verdict"
    rules = ", ".join(r.rules) or "no rule"
    return f"{run.role}: {r.verdict} ({rules}; reported {r.reported_value}, expected {r.expected_value})"


def _calc_contributors(run: JuniorRun) -> set[str]:
    return {
        c["key"]
        for f in checker_findings(run.observations)
        if f.get("rule") == "DQC.US.0126"
        for c in f.get("contributors") or []
        if isinstance(c, dict) and c.get("key")
    }


def _checker_status(run: JuniorRun, tool: str) -> str | None:
    statuses = [o.get("status") for o in checker_observations(run.observations) if o.get("tool") == tool]
    return "ok" if "ok" in statuses else (statuses[-1] if statuses else None)


def _dim_findings(run: JuniorRun) -> list[dict]:
    return [f for f in checker_findings(run.observations) if f.get("rule") == "DQC.US.0117" or f.get("dims")]


def _wrong_period(query: Any, run: JuniorRun) -> FeedbackItem | None:
    wrong = sorted(
        {
            str(c.arguments.get("period"))
            for c in run.tool_calls
            if c.tool in _PERIOD_SCOPED_TOOLS and c.arguments.get("period") not in (None, query.period)
        }
    )
    cited = [k for k in (run.report.evidence if run.report else []) if key_period(k)]
    if not wrong and not (cited and all(key_period(k) != query.period for k in cited)):
        return None
    used = ", ".join(wrong) or ", ".join(sorted({str(key_period(k)) for k in cited}))
    return FeedbackItem(
        kind="wrong_period",
        to=[run.role],
        detail=(
            f"you used period {used}; the query is about {query.period}: read the fact and run the checks "
            f"at {query.period}"
        ),
    )


def _missing_fact(query: Any, run: JuniorRun, other: JuniorRun) -> FeedbackItem | None:
    fact = query_fact(query, other.observations)
    if fact is None or query_fact(query, run.observations) is not None:
        return None
    return FeedbackItem(
        kind="missing_fact",
        to=[run.role],
        keys=[str(fact.get("key"))],
        detail=(
            f"{other.role} read the reported fact {fact.get('key')} ({fact.get('value')}); you did not: "
            f"call get_fact for {query.concept} {query.period}"
        ),
    )


def _only_other_ran(run: JuniorRun, other: JuniorRun, tool: str) -> bool:
    return _checker_status(run, tool) != "ok" and _checker_status(other, tool) == "ok"


def _incomplete_calculation(query: Any, run: JuniorRun, other: JuniorRun) -> FeedbackItem | None:
    unseen = sorted(_calc_contributors(other) - _calc_contributors(run))
    if not unseen and not _only_other_ran(run, other, "check_calc_tree"):
        return None
    return FeedbackItem(
        kind="incomplete_calculation",
        to=[run.role],
        keys=unseen,
        detail=(
            f"your calculation neighbourhood of {query.concept} is incomplete: "
            + (f"{len(unseen)} contributor(s) {other.role} saw are missing; " if unseen else "")
            + "walk the calculation tree and run check_calc_tree for the query period"
        ),
    )


def _unresolved_dimension(query: Any, run: JuniorRun, other: JuniorRun) -> FeedbackItem | None:
    only_other_flagged = bool(_dim_findings(other)) and not _dim_findings(run)
    if not only_other_flagged and not _only_other_ran(run, other, "check_dim_consistency"):
        return None
    keys = sorted({k for f in _dim_findings(other) for k in f.get("evidence") or []})
    return FeedbackItem(
        kind="unresolved_dimension",
        to=[run.role],
        keys=keys,
        detail=(
            f"the dimensional breakdown of {query.concept} is unresolved for you: list its axes and run "
            "check_dim_consistency; compare the member sum with the non-dimensional total"
        ),
    )


def _report_conflict(runs: list[JuniorRun]) -> FeedbackItem | None:
    a, b = runs[0].report, runs[1].report
    if a is None or b is None:
        return None
    both = [r.role for r in runs]
    summaries = f"{_summary(runs[0])}; {_summary(runs[1])}"
    if a.verdict != b.verdict:
        return FeedbackItem(
            kind="verdict_conflict",
            to=both,
            detail=(f"verdicts differ — {summaries}. Base the verdict on the rule findings for the queried fact only"),
        )
    if numbers_equal(a.reported_value, b.reported_value) and numbers_equal(a.expected_value, b.expected_value):
        return None
    return FeedbackItem(
        kind="value_conflict",
        to=both,
        detail=(
            f"values differ — {summaries}. Copy reported and expected from the finding (or the fact) for the "
            "queried concept and period"
        ),
    )


def feedback_items(query: Any, runs: list[JuniorRun]) -> list[FeedbackItem]:
    """Targeted feedback from the differences between the two juniors' runs, in a stable order."""
    items: list[FeedbackItem | None] = []
    for run in runs:
        if run.report is None:
            items.append(
                FeedbackItem(
                    kind="no_report",
                    to=[run.role],
                    detail=(
                        f"you did not finalize within {run.steps} steps; run the required checks on "
                        f"{query.concept} {query.period} and call finalize with values from their observations"
                    ),
                )
            )
    items.extend(_wrong_period(query, run) for run in runs)
    for run, other in ((runs[0], runs[1]), (runs[1], runs[0])):
        items.append(_missing_fact(query, run, other))
        items.append(_incomplete_calculation(query, run, other))
        items.append(_unresolved_dimension(query, run, other))
    items.append(_report_conflict(runs))
    return [item for item in items if item is not None]


class Senior:
    def __init__(self, backend: ChatBackend) -> None:
        self.backend = backend

    def review(self, query: Any, runs: list[JuniorRun], round_no: int, *, ask_model: bool) -> SeniorReview:
        if reports_agree(runs[0], runs[1]):
            return SeniorReview(round=round_no, agree=True)
        items = feedback_items(query, runs)
        note = None
        if ask_model:
            briefing = {
                "query": query.model_dump(),
                "reports": {r.role: (r.report.model_dump() if r.report else None) for r in runs},
                "differences": [i.model_dump() for i in items],
            }
            answer = self.backend.complete(SENIOR, SENIOR_SYSTEM_PROMPT, [user_message(dumps(briefing))], [])
            note = answer.content
        return SeniorReview(round=round_no, agree=False, items=items, note=note)

    @staticmethod
    def feedback_for(review: SeniorReview, role: str) -> tuple[list[dict], str | None]:
        """The items addressed to ``role`` (each junior hears what concerns it) and the note."""
        return [i.model_dump() for i in review.items if role in i.to], review.note
