"""The risk label: documented thresholds over the ratio claims (the same thresholds policy P06 states
in SMT-LIB and z3 enforces on every memo)."""

from __future__ import annotations

from pydantic import BaseModel

from auditgraph.memos.ratios import RatioSet

# test -> (ratio, comparison, threshold, what it means). A test whose ratio could not be computed does not fire.
TESTS: dict[str, tuple[str, str, float, str]] = {
    "weak_current_ratio": ("current_ratio", "<", 1.0, "current assets do not cover current liabilities"),
    "high_leverage": ("leverage", ">", 0.8, "liabilities exceed 80% of assets"),
    "weak_cash_flow_margin": (
        "operating_cash_flow_margin",
        "<",
        0.05,
        "operations turn less than 5% of revenue into cash",
    ),
    "weak_net_margin": ("net_margin", "<", 0.0, "a net loss"),
    "falling_revenue": ("revenue_yoy", "<", 0.0, "revenue fell against the comparable prior period"),
    "low_liquidity": ("liquidity", "<", 0.1, "cash and equivalents cover less than 10% of liabilities"),
}
MIN_EVALUATED = 3  # fewer evaluable tests than this: "undetermined"


class RiskTest(BaseModel):
    test: str
    ratio: str
    threshold: str
    evaluated: bool
    fired: bool
    value: float | None
    claim: str | None
    meaning: str


class Risk(BaseModel):
    label: str
    tests: list[RiskTest]
    dqc_flags: list[dict] = []

    @property
    def fired(self) -> list[RiskTest]:
        return [t for t in self.tests if t.fired]


def label_for(evaluated: int, fired: int) -> str:
    if evaluated < MIN_EVALUATED:
        return "undetermined"
    return "high" if fired >= 3 else "elevated" if fired >= 1 else "low"


def assess(ratios: RatioSet) -> Risk:
    tests = []
    for test, (ratio, op, threshold, meaning) in TESTS.items():
        claim = ratios.get(ratio)
        fired = claim is not None and (claim.value < threshold if op == "<" else claim.value > threshold)
        tests.append(
            RiskTest(
                test=test,
                ratio=ratio,
                threshold=f"{op} {threshold:g}",
                evaluated=claim is not None,
                fired=fired,
                value=claim.value if claim else None,
                claim=claim.id if claim else None,
                meaning=meaning,
            )
        )
    label = label_for(sum(t.evaluated for t in tests), sum(t.fired for t in tests))
    return Risk(label=label, tests=tests)
